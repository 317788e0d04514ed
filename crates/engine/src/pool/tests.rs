//! The pooling kernels against a reference written as plain loops (PyTorch's CPU loops,
//! tap by tap), on random shapes, parameters, dtypes and values; and hand-computed cases.

use std::rc::Rc;

use proptest::prelude::*;

use super::*;
use crate::dtype::Scalar;

fn arr(dt: DType, shape: &[usize], v: &[f64]) -> Rc<NdArray> {
    let s: Vec<Scalar> = v
        .iter()
        .map(|&x| match dt.kind() {
            Kind::Float | Kind::Complex => Scalar::Float(x),
            Kind::UInt => Scalar::UInt(x as u64),
            Kind::Bool => Scalar::Bool(x != 0.0),
            Kind::Int => Scalar::Int(x as i64),
        })
        .collect();
    NdArray::from_scalars(dt, shape, &s).unwrap()
}

fn vals(a: &NdArray) -> Vec<f64> {
    a.to_scalars()
        .into_iter()
        .map(|s| match s {
            Scalar::Float(f) | Scalar::Complex(f, _) => f,
            Scalar::Int(i) => i as f64,
            Scalar::UInt(u) => u as f64,
            Scalar::Bool(b) => b as u8 as f64,
        })
        .collect()
}

/// Equal as values, NaN equal to NaN, and -0.0 distinct from 0.0.
fn same(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x.is_nan() && y.is_nan()) || x.to_bits() == y.to_bits())
}

/// PyTorch's validity rules, written out independently of `geometry`.
fn ref_valid(h: usize, w: usize, ah: Axis, aw: Axis, ceil: bool, nd: usize) -> Option<(usize, usize)> {
    let one = |l: usize, a: Axis| -> Option<usize> {
        // half the effective kernel, then half the kernel itself (Pool.h)
        if a.p > ((a.k - 1) * a.d).div_ceil(2) || a.p > a.k / 2 {
            return None;
        }
        let eff = (a.d * (a.k - 1) + 1) as i64;
        let span = l as i64 + 2 * a.p as i64 - eff;
        if span < 0 && !ceil {
            return None;
        }
        let mut o = if ceil { (span + a.s as i64 - 1).div_euclid(a.s as i64) + 1 } else { span.div_euclid(a.s as i64) + 1 };
        if ceil && (o - 1) * a.s as i64 >= (l + a.p) as i64 {
            o -= 1;
        }
        if o < 1 {
            return None;
        }
        for k in 0..o as usize {
            let any = (0..a.k).any(|i| {
                let p = (k * a.s + i * a.d) as i64 - a.p as i64;
                p >= 0 && p < l as i64
            });
            if !any {
                return None;
            }
        }
        Some(o as usize)
    };
    let oh = if nd == 2 { one(h, ah)? } else { 1 };
    Some((oh, one(w, aw)?))
}

/// MaxPoolKernel.cpp's loop: -inf start, index of the first in-bounds tap, `>` or NaN.
fn ref_max(x: &[f64], planes: usize, h: usize, w: usize, oh: usize, ow: usize, ah: Axis, aw: Axis) -> (Vec<f64>, Vec<i64>) {
    let (mut v, mut ix) = (vec![], vec![]);
    for q in 0..planes {
        for a in 0..oh {
            for b in 0..ow {
                let mut ih0 = (a * ah.s) as i64 - ah.p as i64;
                let mut iw0 = (b * aw.s) as i64 - aw.p as i64;
                let ih1 = (ih0 + ((ah.k - 1) * ah.d) as i64 + 1).min(h as i64);
                let iw1 = (iw0 + ((aw.k - 1) * aw.d) as i64 + 1).min(w as i64);
                while ih0 < 0 {
                    ih0 += ah.d as i64;
                }
                while iw0 < 0 {
                    iw0 += aw.d as i64;
                }
                let mut mi = ih0 * w as i64 + iw0;
                let mut m = f64::NEG_INFINITY;
                let mut ih = ih0;
                while ih < ih1 {
                    let mut iw = iw0;
                    while iw < iw1 {
                        let idx = ih * w as i64 + iw;
                        let val = x[q * h * w + idx as usize];
                        if val > m || val.is_nan() {
                            m = val;
                            mi = idx;
                        }
                        iw += aw.d as i64;
                    }
                    ih += ah.d as i64;
                }
                v.push(m);
                ix.push(mi);
            }
        }
    }
    (v, ix)
}

/// AvgPoolKernel.cpp's loop.
fn ref_avg(
    x: &[f64],
    planes: usize,
    (h, w, oh, ow): (usize, usize, usize, usize),
    ah: Axis,
    aw: Axis,
    cip: bool,
    over: Option<i64>,
) -> (Vec<f64>, Vec<f64>) {
    let (mut out, mut divs) = (vec![], vec![]);
    for q in 0..planes {
        for a in 0..oh {
            for b in 0..ow {
                let (h, w) = (h as i64, w as i64);
                let mut ih0 = (a * ah.s) as i64 - ah.p as i64;
                let mut iw0 = (b * aw.s) as i64 - aw.p as i64;
                let mut ih1 = (ih0 + ah.k as i64).min(h + ah.p as i64);
                let mut iw1 = (iw0 + aw.k as i64).min(w + aw.p as i64);
                let pool = (ih1 - ih0) * (iw1 - iw0);
                ih0 = ih0.max(0);
                iw0 = iw0.max(0);
                ih1 = ih1.min(h);
                iw1 = iw1.min(w);
                let mut s = 0.0;
                for ih in ih0..ih1 {
                    for iw in iw0..iw1 {
                        s += x[q * (h * w) as usize + (ih * w + iw) as usize];
                    }
                }
                let div = match over {
                    Some(d) => d as f64,
                    None if cip => pool as f64,
                    None => ((ih1 - ih0) * (iw1 - iw0)) as f64,
                };
                out.push(s / div);
                divs.push(div);
            }
        }
    }
    (out, divs)
}

fn dtype_of(k: u8) -> DType {
    [DType::Float64, DType::Float32, DType::Int64, DType::Int8, DType::UInt8, DType::Float16][k as usize % 6]
}

/// Values that make ties, signed zeros, infinities and NaN likely.
fn value_of(dt: DType, k: u8) -> f64 {
    let v = [0.0, -0.0, 1.0, 1.0, 2.0, -3.0, 5.0, f64::NAN, f64::NEG_INFINITY, f64::INFINITY, 7.0, -1.0][k as usize % 12];
    match dt.kind() {
        Kind::Float => v,
        Kind::UInt => (k % 9) as f64,
        _ => {
            if v.is_finite() {
                v + 0.0
            } else {
                (k % 5) as f64 - 2.0
            }
        }
    }
}

#[derive(Debug, Clone)]
struct Case {
    dt: DType,
    lead: Vec<usize>,
    h: usize,
    w: usize,
    ah: Axis,
    aw: Axis,
    ceil: bool,
    nd: usize,
    data: Vec<u8>,
    /// Read the input through a reversed-column, every-other-row view of a bigger array.
    strided: bool,
}

fn case() -> impl Strategy<Value = Case> {
    (
        (0u8..6, prop::collection::vec(1usize..3, 0..3), 1usize..8, 1usize..8, 1usize..3),
        ((1usize..5, 1usize..4, 0usize..3, 1usize..3), (1usize..5, 1usize..4, 0usize..3, 1usize..3)),
        (any::<bool>(), any::<bool>(), prop::collection::vec(any::<u8>(), 256)),
    )
        .prop_map(|((dk, lead, h, w, nd), ((kh, sh, ph, dh), (kw, sw, pw, dw)), (ceil, strided, data))| {
            let lead: Vec<usize> = lead.into_iter().take(2).collect();
            let (h, ah) = if nd == 2 { (h, Axis::new(kh, sh, ph, dh)) } else { (1, Axis::new(1, 1, 0, 1)) };
            Case { dt: dtype_of(dk), lead, h, w, ah, aw: Axis::new(kw, sw, pw, dw), ceil, nd, data, strided }
        })
}

impl Case {
    fn shape(&self) -> Vec<usize> {
        let mut s = self.lead.clone();
        if self.nd == 2 {
            s.push(self.h);
        }
        s.push(self.w);
        s
    }

    fn planes(&self) -> usize {
        self.lead.iter().product()
    }

    /// The input array and its logical values in C order.
    fn input(&self) -> (Rc<NdArray>, Vec<f64>) {
        let shape = self.shape();
        let n: usize = shape.iter().product();
        let v: Vec<f64> = (0..n).map(|i| value_of(self.dt, self.data[i % 256])).collect();
        if !self.strided {
            return (arr(self.dt, &shape, &v), v);
        }
        // a bigger array whose rows are doubled and columns reversed, viewed back
        let nd = shape.len();
        let mut big_shape = shape.clone();
        big_shape[nd - 1] = shape[nd - 1];
        if nd >= 2 {
            big_shape[nd - 2] *= 2;
        } else {
            big_shape[0] *= 2;
        }
        let big = NdArray::zeros(self.dt, &big_shape, false).unwrap();
        let mut strides = big.strides.clone();
        let last = nd - 1;
        let off = (shape[last] - 1) * self.dt.itemsize();
        strides[last] = -strides[last];
        let ax = nd.saturating_sub(2);
        if ax == last {
            // 1-D: every other element, forward
            strides[last] = 2 * self.dt.itemsize() as isize;
            let view = NdArray::view_of(&big, 0, shape.clone(), strides, self.dt).unwrap();
            fill(&view, &v);
            return (view, v);
        }
        strides[ax] *= 2;
        let view = NdArray::view_of(&big, off, shape.clone(), strides, self.dt).unwrap();
        fill(&view, &v);
        (view, v)
    }
}

fn fill(view: &NdArray, v: &[f64]) {
    let src = arr(view.dtype, &view.shape, v);
    crate::array::copy_into(view, &src, false);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn max_pool_matches_reference(c in case()) {
        let (x, v) = c.input();
        let g = geometry("max_pool2d", &x.shape, c.nd, c.ah, c.aw, c.ceil);
        let valid = ref_valid(c.h, c.w, c.ah, c.aw, c.ceil, c.nd);
        prop_assert_eq!(g.is_ok(), valid.is_some(), "{:?} {:?}", g.as_ref().err(), c);
        let Ok(g) = g else { return Ok(()) };
        let (oh, ow) = valid.unwrap();
        prop_assert_eq!((g.oh, g.ow), (oh, ow));
        let (rv, ri) = ref_max(&v, c.planes(), c.h, c.w, oh, ow, c.ah, c.aw);
        let (out, idx) = max_pool(&x, &g, true).unwrap();
        prop_assert_eq!(out.dtype, x.dtype);
        prop_assert_eq!(&out.shape, &g.out_shape());
        prop_assert!(same(&vals(&out), &rv), "{:?} vs {:?}", vals(&out), rv);
        let got: Vec<i64> = vals(&idx.unwrap()).into_iter().map(|f| f as i64).collect();
        prop_assert_eq!(got, ri.clone());
        let (out2, none) = max_pool(&x, &g, false).unwrap();
        prop_assert!(none.is_none());
        prop_assert!(same(&vals(&out2), &rv));

        // backward: grad_output 1, 2, 3, ... scattered to the reference argmax
        if c.dt != DType::Float16 {
            let gv: Vec<f64> = (0..rv.len()).map(|i| (i % 7) as f64 + 1.0).collect();
            let gdt = if c.dt.kind() == Kind::Float { c.dt } else { DType::Int64 };
            let grad = arr(gdt, &g.out_shape(), &gv);
            let gin = max_pool_backward("max_pool2d_backward", &grad, &x, &g).unwrap();
            prop_assert_eq!(gin.dtype, gdt);
            let mut want = vec![0.0; v.len()];
            let per = oh * ow;
            for (o, &i) in ri.iter().enumerate() {
                want[(o / per) * c.h * c.w + i as usize] += gv[o];
            }
            prop_assert!(same(&vals(&gin), &want));
        }
    }

    #[test]
    fn avg_pool_matches_reference(c in case(), cip in any::<bool>(), over in prop::option::of(-3i64..5)) {
        let over = over.filter(|&d| d != 0);
        let mut c = c;
        c.ah.d = 1;
        c.aw.d = 1;
        let (x, v) = c.input();
        let Ok(g) = geometry("avg_pool2d", &x.shape, c.nd, c.ah, c.aw, c.ceil) else { return Ok(()) };
        let (rv, divs) = ref_avg(&v, c.planes(), (c.h, c.w, g.oh, g.ow), c.ah, c.aw, cip, over);
        let out = avg_pool(&x, &g, cip, over).unwrap();
        prop_assert_eq!(out.dtype, avg_dtype(c.dt));
        let want: Vec<f64> = match out.dtype {
            DType::Float32 => rv.iter().map(|&f| f as f32 as f64).collect(),
            DType::Float16 => rv.iter().map(|&f| crate::half::F16::from_f64(f).to_f64()).collect(),
            _ => rv,
        };
        prop_assert!(same(&vals(&out), &want), "{:?} vs {:?}", vals(&out), want);

        let gv: Vec<f64> = (0..want.len()).map(|i| (i % 5) as f64 - 1.0).collect();
        let grad = arr(DType::Float64, &g.out_shape(), &gv);
        let gin = avg_pool_backward("avg_pool2d_backward", &grad, &g, cip, over).unwrap();
        let mut acc = vec![0.0; v.len()];
        let per = g.oh * g.ow;
        for (o, &gval) in gv.iter().enumerate() {
            let (q, a, b) = (o / per, (o % per) / g.ow, o % g.ow);
            for i in g.window(a, b) {
                acc[q * c.h * c.w + i] += gval / divs[o];
            }
        }
        prop_assert!(same(&vals(&gin), &acc));
    }

    #[test]
    fn unfold_then_fold_matches_reference(c in case()) {
        let mut c = c;
        if c.nd == 1 || c.lead.is_empty() {
            return Ok(());
        }
        if c.dt == DType::Float16 {
            c.dt = DType::Float64;
        }
        let (x, v) = c.input();
        let Ok((oh, ow)) = blocks(c.h, c.w, c.ah, c.aw) else { return Ok(()) };
        let cols = unfold(&x, c.ah, c.aw).unwrap();
        let ch = *c.lead.last().unwrap();
        let batch: usize = c.lead[..c.lead.len() - 1].iter().product();
        let kk = c.ah.k * c.aw.k;
        let mut want = vec![];
        let mut back = vec![0.0; v.len()];
        for nb in 0..batch {
            for row in 0..ch * kk {
                let (ci, i, j) = (row / kk, (row % kk) / c.aw.k, row % c.aw.k);
                for a in 0..oh {
                    for b in 0..ow {
                        let (r, col) = (c.ah.pos(a, i), c.aw.pos(b, j));
                        let inside = r >= 0 && (r as usize) < c.h && col >= 0 && (col as usize) < c.w;
                        let at = ((nb * ch + ci) * c.h + r.max(0) as usize) * c.w + col.max(0) as usize;
                        want.push(if inside { v[at] } else { 0.0 });
                        if inside {
                            back[at] += v[at];
                        }
                    }
                }
            }
        }
        prop_assert!(same(&vals(&cols), &want.iter().map(|&f| f + 0.0).collect::<Vec<_>>()) || same(&vals(&cols), &want));
        if c.dt.kind() == Kind::Float && !v.iter().any(|f| !f.is_finite()) {
            let f = fold(&cols, c.h, c.w, c.ah, c.aw).unwrap();
            prop_assert_eq!(&f.shape, &x.shape);
            prop_assert!(same(&vals(&f), &back), "{:?} vs {:?}", vals(&f), back);
        }
    }
}

#[test]
fn output_size_rule_by_hand() {
    // floor((L + 2p - d(k-1) - 1) / s) + 1
    assert_eq!(out_len(5, Axis::new(2, 2, 0, 1), false), 2);
    assert_eq!(out_len(5, Axis::new(2, 2, 0, 1), true), 3);
    assert_eq!(out_len(512, Axis::new(3, 2, 0, 1), false), 255);
    assert_eq!(out_len(7, Axis::new(3, 2, 1, 1), false), 4);
    assert_eq!(out_len(7, Axis::new(3, 2, 1, 2), false), 3);
    // ceil: (6 + 2 - 3 + 2 - 1)/3 + 1 = 3 windows start at -1, 2, 5 -> all inside
    assert_eq!(out_len(6, Axis::new(3, 3, 1, 1), true), 3);
    // ceil would add a window starting at 6 = L + p: it starts in the right padding, dropped
    assert_eq!(out_len(5, Axis::new(2, 3, 1, 1), false), 2);
    assert_eq!(out_len(5, Axis::new(2, 3, 1, 1), true), 2);
    assert_eq!(out_len(4, Axis::new(2, 3, 1, 1), true), 2);
    assert_eq!(out_len(2, Axis::new(3, 1, 0, 1), false), 0);
}

#[test]
fn full_windows_by_hand() {
    // 512 wide, k3 s2 p0: all 255 windows lie inside
    assert_eq!(Axis::new(3, 2, 0, 1).full_windows(512, 255), 0..255);
    // p1: window 0 starts at -1 (clipped); window 256 would end at 512 (only with ceil)
    assert_eq!(Axis::new(3, 2, 1, 1).full_windows(512, 256), 1..256);
    assert_eq!(Axis::new(3, 2, 1, 1).full_windows(511, 256), 1..255);
    // dilation 2, p2: starts -2, 0, 2, 4 with span 5 on L=7: windows 1 and 2 are whole
    assert_eq!(Axis::new(3, 2, 2, 2).full_windows(7, 4), 1..3);
    // a kernel wider than the input with padding: no window is whole
    assert!(Axis::new(3, 1, 1, 1).full_windows(2, 2).is_empty());
    // agrees with taps() everywhere
    for (l, a) in [(9, Axis::new(3, 3, 1, 1)), (6, Axis::new(2, 1, 1, 3)), (5, Axis::new(4, 2, 2, 1))] {
        let n = out_len(l, a, true).max(0) as usize;
        let whole: Vec<usize> = (0..n).filter(|&o| a.taps(o, l) == (0, a.k)).collect();
        assert_eq!(whole, a.full_windows(l, n).collect::<Vec<_>>(), "{a:?} on {l}");
    }
}

#[test]
fn avg_divisor_with_ceil_and_padding_by_hand() {
    // [1..5], k=2, s=2, ceil -> [1.5, 3.5, 5.0]: the overhang past the end does not count
    let x = arr(DType::Int64, &[1, 5], &[1.0, 2.0, 3.0, 4.0, 5.0]);
    let g = geometry("avg_pool1d", &x.shape, 1, Axis::new(1, 1, 0, 1), Axis::new(2, 2, 0, 1), true).unwrap();
    assert_eq!(vals(&avg_pool(&x, &g, true, None).unwrap()), vec![1.5, 3.5, 5.0]);
    // padding 1 with count_include_pad: windows [-1,0], [1,2], [3,4] -> 1/2, 5/2, 9/2
    let g = geometry("avg_pool1d", &x.shape, 1, Axis::new(1, 1, 0, 1), Axis::new(2, 2, 1, 1), false).unwrap();
    assert_eq!(vals(&avg_pool(&x, &g, true, None).unwrap()), vec![0.5, 2.5, 4.5]);
    assert_eq!(vals(&avg_pool(&x, &g, false, None).unwrap()), vec![1.0, 2.5, 4.5]);
    // ceil with padding: windows start -1, 1, 3, 5; the last covers [5, 6]: 5 is right
    // padding (counts), 6 is overhang (does not): divisor 1... no: 5 >= L + p = 6? 5 < 6 so kept
    let g = geometry("avg_pool1d", &x.shape, 1, Axis::new(1, 1, 0, 1), Axis::new(2, 2, 1, 1), true).unwrap();
    assert_eq!(g.ow, 3, "(5 + 2 - 2 + 1) / 2 + 1 = 4, but the 4th window starts at 5 >= L + p - 1 + 1");
    assert_eq!(vals(&avg_pool(&x, &g, true, Some(3)).unwrap()), vec![1.0 / 3.0, 5.0 / 3.0, 3.0]);
    // 2-D, 3x3 padding 1 on a 2x2 plane of ones: every window covers 4 inputs, divisor 9 or 4
    let x = arr(DType::Float64, &[2, 2], &[1.0; 4]);
    let a = Axis::new(3, 1, 1, 1);
    let g = geometry("avg_pool2d", &x.shape, 2, a, a, false).unwrap();
    assert_eq!(vals(&avg_pool(&x, &g, true, None).unwrap()), vec![4.0 / 9.0; 4]);
    assert_eq!(vals(&avg_pool(&x, &g, false, None).unwrap()), vec![1.0; 4]);
}

#[test]
fn errors_follow_pytorch() {
    let e = |shape: &[usize], k, s, p, d, ceil| geometry("max_pool2d", shape, 2, Axis::new(k, s, p, d), Axis::new(k, s, p, d), ceil).unwrap_err().msg;
    assert_eq!(e(&[4, 4], 2, 0, 0, 1, false), "stride should not be zero");
    assert_eq!(
        e(&[4, 4], 3, 1, 2, 1, false),
        "pad should be at most half of effective kernel size, but got pad=2, kernel_size=3 and dilation=1"
    );
    assert_eq!(e(&[4, 4], 0, 1, 0, 1, false), "kernel size should be greater than zero, but got kH: 0 kW: 0");
    // within half the dilated kernel (4 // 2), beyond half the kernel itself (2 // 2)
    assert_eq!(
        e(&[5, 5], 2, 2, 2, 3, false),
        "pad should be smaller than or equal to half of kernel size, but got padW = 2, padH = 2, kW = 2, kH = 2"
    );
    assert_eq!(
        e(&[3, 2, 2], 3, 1, 0, 1, false),
        "Given input size: (3x2x2). Calculated output size: (3x0x0). Output size is too small"
    );
    // H = 1, kernel 2, dilation 2, padding 1: one window, taps at -1 and 1, both padding
    let msg = geometry("max_pool2d", &[1, 5], 2, Axis::new(2, 1, 1, 2), Axis::new(1, 1, 0, 1), false).unwrap_err();
    assert_eq!(msg.kind, crate::error::ExcKind::ValueError);
    assert!(msg.msg.contains("lies entirely in the padding (its taps are input rows -1, 1; the input's height is 1)"), "{}", msg.msg);
    assert!(geometry("max_pool2d", &[5], 2, Axis::new(1, 1, 0, 1), Axis::new(1, 1, 0, 1), false).is_err());
}

#[test]
fn equality_mask_overcount_is_not_what_backward_does() {
    // all-ones 4x4, 3x3 stride 1: 4 windows, 4 units of gradient, all to the first tap
    let x = arr(DType::Float64, &[4, 4], &[1.0; 16]);
    let a = Axis::new(3, 1, 0, 1);
    let g = geometry("max_pool2d", &x.shape, 2, a, a, false).unwrap();
    let grad = arr(DType::Float64, &[2, 2], &[1.0; 4]);
    let gin = vals(&max_pool_backward("max_pool2d_backward", &grad, &x, &g).unwrap());
    assert_eq!(gin.iter().sum::<f64>(), 4.0);
    assert_eq!(&gin[..6], &[1.0, 1.0, 0.0, 0.0, 1.0, 1.0]);
}

#[test]
fn fold_of_unfold_of_ones_is_the_overlap_count() {
    let x = arr(DType::Float64, &[1, 1, 6], &[1.0; 6]);
    let (ah, aw) = (Axis::new(1, 1, 0, 1), Axis::new(3, 1, 0, 1));
    let f = fold(&unfold(&x, ah, aw).unwrap(), 1, 6, ah, aw).unwrap();
    assert_eq!(vals(&f), vec![1.0, 2.0, 3.0, 3.0, 2.0, 1.0]);
}
