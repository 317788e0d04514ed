//! Random small strided views (negative steps included) against naive per-element references.

use super::*;
use crate::ufunc::testutil::*;
use proptest::prelude::*;

/// A view `base[::s0, ::s1, ...]` of a C-contiguous base of shape d_i * |s_i|.
fn strided(dt: DType, dims: &[usize], steps: &[i64], seed: u64) -> Rc<NdArray> {
    let bshape: Vec<usize> = dims.iter().zip(steps).map(|(&d, &s)| d * s.unsigned_abs() as usize).collect();
    let n = layout::size_of(&bshape);
    let v: Vec<f64> = (0..n as u64).map(|i| ((i.wrapping_mul(2654435761).wrapping_add(seed)) % 19) as f64 - 9.0).collect();
    let base = arr(dt, &bshape, &v);
    let bstr = layout::contiguous_strides(&bshape, 1, false);
    let mut off = 0isize;
    let mut st = vec![];
    for i in 0..dims.len() {
        if steps[i] < 0 && n > 0 {
            off += (bshape[i] as isize - 1) * bstr[i];
        }
        st.push(bstr[i] * steps[i] as isize);
    }
    view(&base, off, dims, &st)
}

fn get(a: &NdArray, idx: &[usize]) -> f64 {
    a.read_at(layout::element_offset(a.offset, idx, &a.strides)).as_f64()
}

fn geom() -> impl Strategy<Value = (Vec<usize>, Vec<i64>)> {
    proptest::collection::vec((0usize..4, proptest::sample::select(vec![-2i64, -1, 1, 2, 3])), 0..4)
        .prop_map(|v| v.into_iter().unzip())
}

proptest! {
    #[test]
    fn binary_matches_naive((dims, steps) in geom(), mask in proptest::collection::vec(any::<bool>(), 4),
                            opi in 0usize..6, float in any::<bool>(), seed in 0u64..100) {
        let dt = if float { DType::Float64 } else { DType::Int64 };
        let x = strided(dt, &dims, &steps, seed);
        // b: same ndim with some dims collapsed to 1 (broadcast), its own strides
        let bd: Vec<usize> = dims.iter().enumerate().map(|(i, &d)| if mask[i] { 1 } else { d }).collect();
        let y = strided(dt, &bd, &steps.iter().rev().cloned().collect::<Vec<_>>(), seed + 7);
        let ops = [BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::FloorDiv, BinOp::Mod, BinOp::Maximum];
        let op = ops[opi];
        let r = ufunc::binary(op, &a(&x), &a(&y), None).unwrap();
        prop_assert_eq!(&r.shape, &dims);
        for (k, got) in vals(&r).into_iter().enumerate() {
            let idx = layout::unravel(k, &dims);
            let bidx: Vec<usize> = idx.iter().enumerate().map(|(i, &j)| if mask[i] { 0 } else { j }).collect();
            let (p, q) = (get(&x, &idx), get(&y, &bidx));
            let want = match op {
                BinOp::Add => p + q,
                BinOp::Sub => p - q,
                BinOp::Mul => p * q,
                BinOp::FloorDiv => if q == 0.0 { if float { p / q } else { 0.0 } } else { (p / q).floor() },
                BinOp::Mod => if q == 0.0 { if float { f64::NAN } else { 0.0 } } else { p - q * (p / q).floor() },
                _ => p.max(q),
            };
            prop_assert!(got == want || (got.is_nan() && want.is_nan()) || (got == 0.0 && want == 0.0), "{:?} {} {} -> {} vs {}", op, p, q, got, want);
        }
        // in place into an identical view of x reproduces the same values
        let fresh = vals(&r);
        if !dims.is_empty() {
            ufunc::binary(op, &a(&x), &a(&y), Some(&x)).unwrap();
            prop_assert_eq!(vals(&x).iter().map(|v| v.to_bits()).collect::<Vec<_>>(), fresh.iter().map(|v| v.to_bits()).collect::<Vec<_>>());
        }
    }

    #[test]
    fn reduce_matches_naive((dims, steps) in geom(), axmask in proptest::collection::vec(any::<bool>(), 4),
                            opi in 0usize..5, keep in any::<bool>(), float in any::<bool>(), seed in 0u64..100) {
        let dt = if float { DType::Float64 } else { DType::Int64 };
        let x = strided(dt, &dims, &steps, seed);
        let axes: Vec<usize> = (0..dims.len()).filter(|&i| axmask[i]).collect();
        let ops = [RedOp::Sum, RedOp::Max, RedOp::Min, RedOp::Prod, RedOp::Any];
        let op = ops[opi];
        let n_red: usize = axes.iter().map(|&i| dims[i]).product();
        let res = reduce(op, &x, Some(&axes), keep, 0, None);
        if n_red == 0 && matches!(op, RedOp::Max | RedOp::Min) {
            prop_assert!(res.is_err());
            return Ok(());
        }
        let r = res.unwrap();
        let kshape: Vec<usize> = (0..dims.len()).filter(|i| !axmask[*i]).map(|i| dims[i]).collect();
        let want_shape: Vec<usize> = if keep { (0..dims.len()).map(|i| if axmask[i] { 1 } else { dims[i] }).collect() } else { kshape.clone() };
        prop_assert_eq!(&r.shape, &want_shape);
        let rshape: Vec<usize> = axes.iter().map(|&i| dims[i]).collect();
        let got = vals(&r);
        for (k, g) in got.into_iter().enumerate() {
            let kidx = layout::unravel(k, &kshape);
            let mut acc: Option<f64> = None;
            for j in 0..n_red {
                let ridx = layout::unravel(j, &rshape);
                let mut idx = vec![0; dims.len()];
                let (mut ki, mut ri) = (0, 0);
                for i in 0..dims.len() {
                    if axmask[i] { idx[i] = ridx[ri]; ri += 1 } else { idx[i] = kidx[ki]; ki += 1 }
                }
                let v = get(&x, &idx);
                acc = Some(match (acc, op) {
                    (None, RedOp::Any) => (v != 0.0) as u8 as f64,
                    (None, _) => v,
                    (Some(s), RedOp::Sum) => s + v,
                    (Some(s), RedOp::Prod) => s * v,
                    (Some(s), RedOp::Max) => s.max(v),
                    (Some(s), RedOp::Min) => s.min(v),
                    (Some(s), _) => ((s != 0.0) || (v != 0.0)) as u8 as f64,
                });
            }
            let want = acc.unwrap_or(match op { RedOp::Prod => 1.0, _ => 0.0 });
            prop_assert_eq!(g, want);
        }
    }
}
