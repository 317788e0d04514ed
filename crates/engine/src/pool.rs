//! Pooling kernels: max and average pooling (forward and backward), 1-D and 2-D, and
//! unfold/fold (im2col/col2im), over the last one or two axes of an array.
//!
//! Semantics follow PyTorch's CPU kernels so what is learned here transfers
//! (aten/src/ATen/native/Pool.h `pooling_output_shape` and `pool2d_shape_check`,
//! cpu/MaxPoolKernel.cpp, cpu/AvgPoolKernel.cpp, im2col.h, Col2Im.cpp):
//! padding is never materialised (it acts as -inf for max, as 0 for average and unfold),
//! the first maximum in row-major scan order wins (`v > max || isnan(v)`, so NaN
//! propagates), indices are flat within each plane (`ih * W + iw`), and backward passes
//! scatter-add so overlapping windows accumulate. Where PyTorch is unsafe this is not: a
//! window lying entirely in padding is refused up front.
//!
//! Kernels are generic over the element type (`Elem`), read the byte buffer through typed
//! row decoders and write new C-contiguous arrays; input views may have any strides.

use std::rc::Rc;

use ndarray::{ArrayView1, ArrayViewMut1, Zip};

use super::array::NdArray;
use super::dtype::{DType, Kind};
use super::kernels::{Arith, Elem, with_elem};
use crate::error::{PyResult, type_error, value_error};

/// One pooled axis: kernel size, stride, padding (each side) and dilation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Axis {
    pub k: usize,
    pub s: usize,
    pub p: usize,
    pub d: usize,
}

impl Axis {
    pub fn new(k: usize, s: usize, p: usize, d: usize) -> Axis {
        Axis { k, s, p, d }
    }

    /// The span of one window in input positions, `d * (k - 1) + 1`.
    pub fn span(&self) -> usize {
        self.d * (self.k.max(1) - 1) + 1
    }

    /// Input position of tap `i` of window `o` (negative or >= L inside padding).
    #[inline]
    pub fn pos(&self, o: usize, i: usize) -> isize {
        (o * self.s + i * self.d) as isize - self.p as isize
    }

    /// The taps `[i0, i1)` of window `o` that fall inside an input of length `l`.
    pub fn taps(&self, o: usize, l: usize) -> (usize, usize) {
        let start = (o * self.s) as isize - self.p as isize;
        let d = self.d as isize;
        let i0 = if start >= 0 { 0 } else { ((-start) + d - 1) / d } as usize;
        let room = l as isize - start;
        let i1 = if room <= 0 { 0 } else { ((room + d - 1) / d).min(self.k as isize) as usize };
        (i0.min(self.k), i1.max(i0.min(self.k)))
    }

    /// The windows `lo..hi` (of `n_out`) whose every tap lies inside an input of length `l`:
    /// `o*s - p >= 0` and `o*s - p + span <= l`. Window starts grow with `o`, so they are
    /// one contiguous run; the windows before and after it are the ones padding clips.
    pub fn full_windows(&self, l: usize, n_out: usize) -> std::ops::Range<usize> {
        let span = self.span();
        if l + self.p < span || self.s == 0 {
            return 0..0;
        }
        let hi = ((l + self.p - span) / self.s + 1).min(n_out);
        let lo = self.p.div_ceil(self.s).min(hi);
        lo..hi
    }
}

/// The output length along one axis (Pool.h `pooling_output_shape_pad_lr`):
/// `floor((L + 2p - d(k-1) - 1 + (ceil ? s-1 : 0)) / s) + 1`, and with ceil_mode the last
/// window must start inside the input or the left padding. May be < 1 (checked later).
pub fn out_len(l: usize, a: Axis, ceil: bool) -> i64 {
    let (l, k, s, p, d) = (l as i64, a.k as i64, a.s as i64, a.p as i64, a.d as i64);
    let num = l + 2 * p - d * (k - 1) - 1 + if ceil { s - 1 } else { 0 };
    let mut out = num.div_euclid(s) + 1;
    if ceil && (out - 1) * s >= l + p {
        out -= 1;
    }
    out
}

/// Pool.h's checks on one axis's parameters in PyTorch's order and words: stride first,
/// then padding against half the effective kernel.
pub fn check_axis(k: i64, s: i64, p: i64, d: i64) -> PyResult<()> {
    if s == 0 {
        return Err(value_error("stride should not be zero"));
    }
    if p < 0 {
        return Err(value_error(format!("pad must be non-negative, but got pad: {}", p)));
    }
    if k > 0 && d > 0 && p > ((k - 1) * d + 1) / 2 {
        return Err(value_error(format!(
            "pad should be at most half of effective kernel size, but got pad={}, kernel_size={} and dilation={}",
            p, k, d
        )));
    }
    Ok(())
}

/// The window geometry of one call: input plane size, output size and the per-axis taps.
#[derive(Debug, Clone)]
pub struct Geometry {
    /// Leading (plane) dimensions of the input, e.g. (N, C).
    pub lead: Vec<usize>,
    /// Number of pooled axes (1 or 2); with 1, `h` is a unit axis.
    pub nd: usize,
    pub h: usize,
    pub w: usize,
    pub ah: Axis,
    pub aw: Axis,
    pub oh: usize,
    pub ow: usize,
}

impl Geometry {
    pub fn planes(&self) -> usize {
        self.lead.iter().product()
    }

    /// The output shape: the leading axes, then (Oh, Ow) or (Ow).
    pub fn out_shape(&self) -> Vec<usize> {
        let mut s = self.lead.clone();
        if self.nd == 2 {
            s.push(self.oh);
        }
        s.push(self.ow);
        s
    }

    pub fn in_shape(&self) -> Vec<usize> {
        let mut s = self.lead.clone();
        if self.nd == 2 {
            s.push(self.h);
        }
        s.push(self.w);
        s
    }

    /// The input taps of output (oh, ow) as flat plane indices, in scan order.
    pub fn window(&self, oh: usize, ow: usize) -> Vec<usize> {
        let (i0, i1) = self.ah.taps(oh, self.h);
        let (j0, j1) = self.aw.taps(ow, self.w);
        let mut v = Vec::with_capacity((i1 - i0) * (j1 - j0));
        for i in i0..i1 {
            let r = self.ah.pos(oh, i) as usize;
            for j in j0..j1 {
                v.push(r * self.w + self.aw.pos(ow, j) as usize);
            }
        }
        v
    }

    /// The average pool divisor of output (oh, ow) (AvgPoolKernel.cpp): the override, or
    /// the window clipped to the padded input (explicit padding counts, a ceil-mode
    /// overhang does not), or the count of in-bounds taps.
    pub fn divisor(&self, oh: usize, ow: usize, count_include_pad: bool, over: Option<i64>) -> f64 {
        if let Some(d) = over {
            return d as f64;
        }
        let clip = |a: Axis, o: usize, l: usize| {
            let start = (o * a.s) as isize - a.p as isize;
            let end = (start + a.k as isize).min((l + a.p) as isize);
            (end - start).max(0) as usize
        };
        if count_include_pad {
            (clip(self.ah, oh, self.h) * clip(self.aw, ow, self.w)) as f64
        } else {
            let (i0, i1) = self.ah.taps(oh, self.h);
            let (j0, j1) = self.aw.taps(ow, self.w);
            ((i1 - i0) * (j1 - j0)) as f64
        }
    }
}

/// Build and check the geometry of pooling `shape` over its last `nd` axes. `name` is the
/// command's name for messages.
pub fn geometry(name: &str, shape: &[usize], nd: usize, ah: Axis, aw: Axis, ceil: bool) -> PyResult<Geometry> {
    let ndim = shape.len();
    if ndim < nd || ndim > nd + 2 {
        let want = if nd == 2 { "2-D, 3-D or 4-D" } else { "1-D, 2-D or 3-D" };
        return Err(value_error(format!("{}: expected a {} array, but got a {}-D array", name, want, ndim)));
    }
    let (h, w) = if nd == 2 { (shape[ndim - 2], shape[ndim - 1]) } else { (1, shape[ndim - 1]) };
    let lead = shape[..ndim - nd].to_vec();
    for (a, _) in [(ah, h), (aw, w)].iter().skip(2 - nd) {
        check_axis(a.k as i64, a.s as i64, a.p as i64, a.d as i64)?;
    }
    if ah.k == 0 || aw.k == 0 {
        return Err(value_error(if nd == 2 {
            format!("kernel size should be greater than zero, but got kH: {} kW: {}", ah.k, aw.k)
        } else {
            format!("kernel size should be greater than zero, but got kW: {}", aw.k)
        }));
    }
    if ah.d == 0 || aw.d == 0 {
        return Err(value_error(format!(
            "dilation should be greater than zero, but got dilationH: {} dilationW: {}",
            ah.d, aw.d
        )));
    }
    // pool2d_shape_check (Pool.h) compares the padding with half the kernel itself, not the
    // dilated one, so dilated max pooling refuses padding its effective kernel would allow
    if ah.p > ah.k / 2 || aw.p > aw.k / 2 {
        return Err(value_error(format!(
            "pad should be smaller than or equal to half of kernel size, but got padW = {}, padH = {}, kW = {}, kH = {}",
            aw.p, ah.p, aw.k, ah.k
        )));
    }
    let oh = if nd == 2 { out_len(h, ah, ceil) } else { 1 };
    let ow = out_len(w, aw, ceil);
    let planes: usize = lead.iter().product();
    if oh < 1 || ow < 1 || h == 0 || w == 0 {
        let dims = |a: &[String]| a.join("x");
        let lead_s = if planes == 1 && lead.is_empty() { String::new() } else { format!("{}x", planes) };
        let (i, o) = if nd == 2 {
            (dims(&[h.to_string(), w.to_string()]), dims(&[oh.to_string(), ow.to_string()]))
        } else {
            (w.to_string(), ow.to_string())
        };
        return Err(value_error(format!(
            "Given input size: ({}{}). Calculated output size: ({}{}). Output size is too small",
            lead_s, i, lead_s, o
        )));
    }
    let g = Geometry { lead, nd, h, w, ah, aw, oh: oh as usize, ow: ow as usize };
    for (a, l, o, what) in [(ah, h, g.oh, "row"), (aw, w, g.ow, "column")] {
        for k in 0..o {
            let (i0, i1) = a.taps(k, l);
            if i0 >= i1 {
                let taps: Vec<String> = (0..a.k).map(|i| a.pos(k, i).to_string()).collect();
                return Err(value_error(format!(
                    "{}: the window of output {} {} lies entirely in the padding (its taps are input {}s {}; \
                     the input's {} is {}); use less padding or dilation",
                    name,
                    what,
                    k,
                    what,
                    taps.join(", "),
                    if what == "row" { "height" } else { "width" },
                    l
                )));
            }
        }
    }
    Ok(g)
}

// ---------------------------------------------------------------------------------------------
// Typed access to the byte buffer
// ---------------------------------------------------------------------------------------------

/// Where the planes of a strided array start, and its row and column byte strides.
struct Layout {
    planes: Vec<usize>,
    rs: isize,
    cs: isize,
}

fn layout(a: &NdArray, nd: usize) -> Layout {
    let n = a.ndim();
    let lead = &a.shape[..n - nd];
    let lstr = &a.strides[..n - nd];
    let mut planes = vec![a.offset];
    for (&len, &st) in lead.iter().zip(lstr) {
        let mut next = Vec::with_capacity(planes.len() * len);
        for &p in &planes {
            for i in 0..len {
                next.push((p as isize + i as isize * st) as usize);
            }
        }
        planes = next;
    }
    let cs = a.strides[n - 1];
    let rs = if nd == 2 { a.strides[n - 2] } else { 0 };
    Layout { planes, rs, cs }
}

/// Decode `out.len()` elements starting at byte `off`, `cs` bytes apart.
#[inline]
fn read_row<T: Elem>(d: &[u8], off: usize, cs: isize, out: &mut [T]) {
    if cs == T::SIZE as isize {
        let bytes = &d[off..off + out.len() * T::SIZE];
        for (o, ch) in out.iter_mut().zip(bytes.chunks_exact(T::SIZE)) {
            *o = T::rd(ch);
        }
    } else {
        let mut p = off as isize;
        for o in out.iter_mut() {
            *o = T::rd(&d[p as usize..]);
            p += cs;
        }
    }
}

/// Encode a typed slice into contiguous bytes.
#[inline]
fn write_run<T: Elem>(d: &mut [u8], src: &[T]) {
    for (ch, &v) in d.chunks_exact_mut(T::SIZE).zip(src) {
        v.wr(ch);
    }
}

/// Decode one whole plane (h rows of w) into `out` (C order).
fn read_plane<T: Elem>(d: &[u8], off: usize, l: &Layout, h: usize, w: usize, out: &mut [T]) {
    for r in 0..h {
        read_row(d, (off as isize + r as isize * l.rs) as usize, l.cs, &mut out[r * w..(r + 1) * w]);
    }
}

// ---------------------------------------------------------------------------------------------
// Max pooling
// ---------------------------------------------------------------------------------------------

/// The scan-order rule of MaxPoolKernel.cpp: a later tap replaces the running maximum only
/// when strictly greater, or when it is NaN (so NaN propagates).
#[inline(always)]
fn beats<T: Elem>(v: T, m: T) -> bool {
    v > m || v.isnan()
}

/// Per-plane scratch of the separable max: row maxima (and their columns) of every input row.
struct MaxScratch<T> {
    row: Vec<T>,
    /// running maxima of every start column (values-only pass), then its output-row buffer
    full: Vec<T>,
    hv: Vec<T>,
    hc: Vec<u32>,
}

/// Max pooling of one plane with indices, separable: first each input row's maximum (and its
/// column) over every window's columns, then, per output row, the first-wins maximum over the
/// window's rows. Row-major "first maximum wins" is exactly "first row whose row-maximum is
/// the maximum, first column within it", so the result and index equal the tap-by-tap scan,
/// ±0 and NaN included; it reads every input row once instead of once per overlapping window.
/// The taps are a strided gather (stride s, dilation d) that neither ndarray's `windows` nor
/// Zip expresses without per-window overhead, hence the hand loop over them.
fn max_plane<T: Elem>(
    g: &Geometry,
    d: &[u8],
    off: usize,
    l: &Layout,
    taps_w: &[(usize, usize)],
    sc: &mut MaxScratch<T>,
    out_v: &mut [T],
    out_i: &mut [i64],
) {
    let (w, ow) = (g.w, g.ow);
    for r in 0..g.h {
        read_row(d, (off as isize + r as isize * l.rs) as usize, l.cs, &mut sc.row);
        let row = &sc.row[..];
        let hv = &mut sc.hv[r * ow..(r + 1) * ow];
        let hc = &mut sc.hc[r * ow..(r + 1) * ow];
        for o in 0..ow {
            let (j0, j1) = taps_w[o];
            let mut c = g.aw.pos(o, j0) as usize;
            let mut m = row[c];
            let mut mc = c;
            for _ in j0 + 1..j1 {
                c += g.aw.d;
                let v = row[c];
                if beats(v, m) {
                    m = v;
                    mc = c;
                }
            }
            hv[o] = m;
            hc[o] = mc as u32;
        }
    }
    for o in 0..g.oh {
        let (i0, i1) = g.ah.taps(o, g.h);
        let r0 = g.ah.pos(o, i0) as usize;
        let ov = &mut out_v[o * ow..(o + 1) * ow];
        ov.copy_from_slice(&sc.hv[r0 * ow..(r0 + 1) * ow]);
        let oi = &mut out_i[o * ow..(o + 1) * ow];
        for (x, &c) in oi.iter_mut().zip(&sc.hc[r0 * ow..(r0 + 1) * ow]) {
            *x = (r0 * w) as i64 + c as i64;
        }
        for i in i0 + 1..i1 {
            let r = g.ah.pos(o, i) as usize;
            let base = (r * w) as i64;
            Zip::from(ArrayViewMut1::from(&mut *ov))
                .and(ArrayViewMut1::from(&mut *oi))
                .and(ArrayView1::from(&sc.hv[r * ow..(r + 1) * ow]))
                .and(ArrayView1::from(&sc.hc[r * ow..(r + 1) * ow]))
                .for_each(|m, mi, &v, &c| {
                    if beats(v, *m) {
                        *m = v;
                        *mi = base + c as i64;
                    }
                });
        }
    }
}

/// `out[i] = src[i * S]` for every `i`, with `src.len() == (out.len() - 1) * S + 1`. A
/// compile-time step lets the compiler vectorise the strided read (a shuffle of loaded
/// vectors), which `step_by` with a run-time step does not.
#[inline]
fn pick_every<T: Copy, const S: usize>(src: &[T], out: &mut [T]) {
    let Some((last, body)) = out.split_last_mut() else { return };
    for (o, c) in body.iter_mut().zip(src.chunks_exact(S)) {
        *o = c[0];
    }
    *last = src[src.len() - 1];
}

/// Values-only max pooling of one plane (no indices), written straight into the output's
/// bytes `dst` (C order). The same separable first-wins rule as `max_plane`, with less
/// data movement, since this is the path a forward pass takes: contiguous input rows are
/// decoded inside the first tap pass instead of being copied to a row buffer first, and each
/// output row is reduced in an L1-sized buffer and encoded once into `dst` (no plane-sized
/// temporary). Strided rows fall back to `read_row`.
fn max_plane_values<T: Elem>(
    g: &Geometry,
    d: &[u8],
    off: usize,
    l: &Layout,
    taps_w: &[(usize, usize)],
    sc: &mut MaxScratch<T>,
    dst: &mut [u8],
) {
    let (w, ow, sz) = (g.w, g.ow, T::SIZE);
    let (k, dd) = (g.aw.k, g.aw.d);
    let span = dd * (k - 1) + 1;
    let contiguous = l.cs == sz as isize;
    for r in 0..g.h {
        let start = (off as isize + r as isize * l.rs) as usize;
        let bytes: &[u8] = if contiguous { &d[start..start + w * sz] } else { &[] };
        if !contiguous {
            read_row(d, start, l.cs, &mut sc.row);
        }
        let row = &sc.row;
        let at = |c: usize| if contiguous { T::rd(&bytes[c * sz..]) } else { row[c] };
        let hv = &mut sc.hv[r * ow..(r + 1) * ow];
        let inner = g.aw.full_windows(w, ow);
        if !inner.is_empty() {
            // the running maximum at every start column over the k taps, one contiguous pass
            // per tap (vectorised; taps in ascending order so the first maximum still wins)
            let n = w - span + 1;
            let full = &mut sc.full[..n];
            if contiguous {
                for (f, ch) in full.iter_mut().zip(bytes.chunks_exact(sz)) {
                    *f = T::rd(ch);
                }
                for j in 1..k {
                    for (f, ch) in full.iter_mut().zip(bytes[j * dd * sz..].chunks_exact(sz)) {
                        let v = T::rd(ch);
                        *f = if beats(v, *f) { v } else { *f };
                    }
                }
            } else {
                full.copy_from_slice(&row[..n]);
                for j in 1..k {
                    for (f, &v) in full.iter_mut().zip(&row[j * dd..j * dd + n]) {
                        *f = if beats(v, *f) { v } else { *f };
                    }
                }
            }
            // every s-th start column is a window
            let first = g.aw.pos(inner.start, 0) as usize;
            let src = &sc.full[first..first + (inner.len() - 1) * g.aw.s + 1];
            match g.aw.s {
                1 => hv[inner.clone()].copy_from_slice(src),
                2 => pick_every::<T, 2>(src, &mut hv[inner.clone()]),
                3 => pick_every::<T, 3>(src, &mut hv[inner.clone()]),
                s => {
                    for (h, &f) in hv[inner.clone()].iter_mut().zip(src.iter().step_by(s)) {
                        *h = f;
                    }
                }
            }
        }
        // windows clipped by padding: tap by tap over the taps inside the row
        for o in (0..inner.start).chain(inner.end..ow) {
            let (j0, j1) = taps_w[o];
            let mut c = g.aw.pos(o, j0) as usize;
            let mut m = at(c);
            for _ in j0 + 1..j1 {
                c += dd;
                let v = at(c);
                if beats(v, m) {
                    m = v;
                }
            }
            hv[o] = m;
        }
    }
    let orow = &mut sc.full[..ow];
    for o in 0..g.oh {
        let (i0, i1) = g.ah.taps(o, g.h);
        let r0 = g.ah.pos(o, i0) as usize;
        orow.copy_from_slice(&sc.hv[r0 * ow..(r0 + 1) * ow]);
        for i in i0 + 1..i1 {
            let r = g.ah.pos(o, i) as usize;
            for (m, &v) in orow.iter_mut().zip(&sc.hv[r * ow..(r + 1) * ow]) {
                *m = if beats(v, *m) { v } else { *m };
            }
        }
        write_run(&mut dst[o * ow * sz..(o + 1) * ow * sz], orow);
    }
}

fn max_pool_typed<T: Elem>(x: &NdArray, g: &Geometry, want_idx: bool) -> PyResult<(Rc<NdArray>, Option<Rc<NdArray>>)> {
    let shape = g.out_shape();
    let out = NdArray::zeros(x.dtype, &shape, false)?;
    let idx = if want_idx { Some(NdArray::zeros(DType::Int64, &shape, false)?) } else { None };
    let l = layout(x, g.nd);
    let taps_w: Vec<(usize, usize)> = (0..g.ow).map(|o| g.aw.taps(o, g.w)).collect();
    let per = g.oh * g.ow;
    // `full` doubles as the output-row buffer of the values-only path, so it holds max(w, ow).
    let mut sc = MaxScratch {
        row: vec![T::default(); g.w],
        full: vec![T::default(); g.w.max(g.ow)],
        hv: vec![T::default(); g.h * g.ow],
        hc: vec![0; if want_idx { g.h * g.ow } else { 0 }],
    };
    let mut ov = vec![T::default(); if want_idx { per } else { 0 }];
    let mut oi = vec![0i64; if want_idx { per } else { 0 }];
    let src = x.buf.data.borrow();
    let mut dst = out.buf.data.borrow_mut();
    let mut idst = idx.as_ref().map(|a| a.buf.data.borrow_mut());
    for (q, &off) in l.planes.iter().enumerate() {
        let plane = &mut dst[q * per * T::SIZE..(q + 1) * per * T::SIZE];
        match idst.as_mut() {
            Some(id) => {
                max_plane::<T>(g, &src, off, &l, &taps_w, &mut sc, &mut ov, &mut oi);
                write_run(plane, &ov);
                write_run(&mut id[q * per * 8..(q + 1) * per * 8], &oi);
            }
            None => max_plane_values::<T>(g, &src, off, &l, &taps_w, &mut sc, plane),
        }
    }
    drop(dst);
    drop(idst);
    Ok((out, idx))
}

/// `max_pool2d` / `max_pool1d`: the maxima and, if asked, their flat indices in each plane.
pub fn max_pool(x: &Rc<NdArray>, g: &Geometry, want_idx: bool) -> PyResult<(Rc<NdArray>, Option<Rc<NdArray>>)> {
    with_elem!(x.dtype, T => max_pool_typed::<T>(x, g, want_idx))
}

/// Flat argmax indices of every window, plane after plane (C order of the output).
pub fn argmax_indices(x: &Rc<NdArray>, g: &Geometry) -> PyResult<Vec<i64>> {
    fn typed<T: Elem>(x: &NdArray, g: &Geometry) -> Vec<i64> {
        let l = layout(x, g.nd);
        let taps_w: Vec<(usize, usize)> = (0..g.ow).map(|o| g.aw.taps(o, g.w)).collect();
        let per = g.oh * g.ow;
        let mut sc = MaxScratch { row: vec![T::default(); g.w], full: vec![T::default(); g.w], hv: vec![T::default(); g.h * g.ow], hc: vec![0; g.h * g.ow] };
        let mut ov = vec![T::default(); per];
        let mut all = vec![0i64; per * l.planes.len()];
        let src = x.buf.data.borrow();
        for (q, &off) in l.planes.iter().enumerate() {
            max_plane::<T>(g, &src, off, &l, &taps_w, &mut sc, &mut ov, &mut all[q * per..(q + 1) * per]);
        }
        all
    }
    Ok(with_elem!(x.dtype, T => typed::<T>(x, g)))
}

/// Check that a gradient has the forward output's shape.
fn check_grad(name: &str, grad: &NdArray, g: &Geometry) -> PyResult<()> {
    let want = g.out_shape();
    if grad.shape != want {
        return Err(value_error(format!(
            "{}: grad_output has shape {} but the pooling of an input of shape {} gives {}",
            name,
            super::array::shape_repr(&grad.shape),
            super::array::shape_repr(&g.in_shape()),
            super::array::shape_repr(&want)
        )));
    }
    Ok(())
}

/// `max_pool2d_backward`: each output's gradient added to its window's argmax (overlaps
/// accumulate); the result has grad_output's dtype.
pub fn max_pool_backward(name: &str, grad: &Rc<NdArray>, x: &Rc<NdArray>, g: &Geometry) -> PyResult<Rc<NdArray>> {
    check_grad(name, grad, g)?;
    if grad.dtype == DType::Bool {
        return Err(type_error(format!("{}: grad_output must be numeric, not bool", name)));
    }
    let idx = argmax_indices(x, g)?;
    fn typed<G: Arith>(grad: &NdArray, g: &Geometry, idx: &[i64]) -> PyResult<Rc<NdArray>> {
        let out = NdArray::zeros(G::DT, &g.in_shape(), false)?;
        let l = layout(grad, g.nd);
        let (per_in, per_out) = (g.h * g.w, g.oh * g.ow);
        let mut acc = vec![G::zero(); per_in];
        let mut gp = vec![G::zero(); per_out];
        let src = grad.buf.data.borrow();
        let mut dst = out.buf.data.borrow_mut();
        for (q, &off) in l.planes.iter().enumerate() {
            read_plane(&src, off, &l, g.oh, g.ow, &mut gp);
            acc.fill(G::zero());
            for (&i, &v) in idx[q * per_out..(q + 1) * per_out].iter().zip(&gp) {
                let a = &mut acc[i as usize];
                *a = a.add(v);
            }
            write_run(&mut dst[q * per_in * G::SIZE..(q + 1) * per_in * G::SIZE], &acc);
        }
        drop(dst);
        Ok(out)
    }
    with_elem!(grad.dtype, G => typed::<G>(grad, g, &idx))
}

// ---------------------------------------------------------------------------------------------
// Average pooling
// ---------------------------------------------------------------------------------------------

/// Average pooling's result dtype: float64 for bool and integers, the input's for floats
/// (as NumPy's mean).
pub fn avg_dtype(dt: DType) -> DType {
    if dt.kind() == Kind::Float { dt } else { DType::Float64 }
}

/// `avg_pool2d` / `avg_pool1d`: window sums in row-major scan order (accumulated in f64),
/// divided by the divisor, cast to the result dtype.
pub fn avg_pool(x: &Rc<NdArray>, g: &Geometry, count_include_pad: bool, over: Option<i64>) -> PyResult<Rc<NdArray>> {
    fn typed<T: Elem>(x: &NdArray, g: &Geometry, cip: bool, over: Option<i64>) -> PyResult<Rc<NdArray>> {
        let odt = avg_dtype(T::DT);
        let out = NdArray::zeros(odt, &g.out_shape(), false)?;
        let l = layout(x, g.nd);
        let mut pl = vec![T::default(); g.h * g.w];
        let per = g.oh * g.ow;
        let mut res = vec![0f64; per];
        let divs: Vec<f64> =
            (0..g.oh).flat_map(|a| (0..g.ow).map(move |b| (a, b))).map(|(a, b)| g.divisor(a, b, cip, over)).collect();
        let taps_w: Vec<(usize, usize)> = (0..g.ow).map(|o| g.aw.taps(o, g.w)).collect();
        let src = x.buf.data.borrow();
        let mut dst = out.buf.data.borrow_mut();
        let isz = odt.itemsize();
        for (q, &off) in l.planes.iter().enumerate() {
            read_plane(&src, off, &l, g.h, g.w, &mut pl);
            for oh in 0..g.oh {
                let (i0, i1) = g.ah.taps(oh, g.h);
                for ow in 0..g.ow {
                    let (j0, j1) = taps_w[ow];
                    let mut s = 0f64;
                    for i in i0..i1 {
                        let r = g.ah.pos(oh, i) as usize * g.w;
                        for j in j0..j1 {
                            s += pl[r + g.aw.pos(ow, j) as usize].to_f64();
                        }
                    }
                    res[oh * g.ow + ow] = s / divs[oh * g.ow + ow];
                }
            }
            let o = &mut dst[q * per * isz..(q + 1) * per * isz];
            match odt {
                DType::Float32 => write_run(o, &res.iter().map(|&v| v as f32).collect::<Vec<_>>()),
                DType::Float16 => {
                    write_run(o, &res.iter().map(|&v| super::half::F16::from_f64(v)).collect::<Vec<_>>())
                }
                _ => write_run(o, &res),
            }
        }
        drop(dst);
        Ok(out)
    }
    with_elem!(x.dtype, T => typed::<T>(x, g, count_include_pad, over))
}

/// `avg_pool2d_backward`: each output's gradient divided by its divisor and added to every
/// in-bounds input of its window (padding dropped); float64.
pub fn avg_pool_backward(
    name: &str,
    grad: &Rc<NdArray>,
    g: &Geometry,
    count_include_pad: bool,
    over: Option<i64>,
) -> PyResult<Rc<NdArray>> {
    check_grad(name, grad, g)?;
    fn typed<G: Elem>(grad: &NdArray, g: &Geometry, cip: bool, over: Option<i64>) -> PyResult<Rc<NdArray>> {
        let out = NdArray::zeros(DType::Float64, &g.in_shape(), false)?;
        let l = layout(grad, g.nd);
        let (per_in, per_out) = (g.h * g.w, g.oh * g.ow);
        let mut gp = vec![G::default(); per_out];
        let mut acc = vec![0f64; per_in];
        let src = grad.buf.data.borrow();
        let mut dst = out.buf.data.borrow_mut();
        for (q, &off) in l.planes.iter().enumerate() {
            read_plane(&src, off, &l, g.oh, g.ow, &mut gp);
            acc.fill(0.0);
            for oh in 0..g.oh {
                let (i0, i1) = g.ah.taps(oh, g.h);
                for ow in 0..g.ow {
                    let (j0, j1) = g.aw.taps(ow, g.w);
                    let v = gp[oh * g.ow + ow].to_f64() / g.divisor(oh, ow, cip, over);
                    for i in i0..i1 {
                        let r = g.ah.pos(oh, i) as usize * g.w;
                        for j in j0..j1 {
                            acc[r + g.aw.pos(ow, j) as usize] += v;
                        }
                    }
                }
            }
            write_run(&mut dst[q * per_in * 8..(q + 1) * per_in * 8], &acc);
        }
        drop(dst);
        Ok(out)
    }
    with_elem!(grad.dtype, G => typed::<G>(grad, g, count_include_pad, over))
}

// ---------------------------------------------------------------------------------------------
// unfold / fold
// ---------------------------------------------------------------------------------------------

/// The geometry of unfold/fold over a (H, W) plane: the block counts along each axis, or
/// im2col's error when one is below 1 (Im2Col.cpp `im2col_shape_check`).
pub fn blocks(h: usize, w: usize, ah: Axis, aw: Axis) -> PyResult<(usize, usize)> {
    let oh = out_len(h, ah, false);
    let ow = out_len(w, aw, false);
    if oh < 1 || ow < 1 {
        return Err(value_error(format!(
            "Given input with spatial size ({}, {}), kernel_size=({}, {}), dilation=({}, {}), padding=({}, {}), \
             calculated shape of the array of sliding blocks as ({}, {}), but its components must be at least one.",
            h, w, ah.k, aw.k, ah.d, aw.d, ah.p, aw.p, oh, ow
        )));
    }
    Ok((oh as usize, ow as usize))
}

/// `unfold` (im2col): (..., C, H, W) -> (..., C*kh*kw, L); row `(c*kh + i)*kw + j`, column
/// `oh*Ow + ow`; padded taps read 0.
pub fn unfold(x: &Rc<NdArray>, ah: Axis, aw: Axis) -> PyResult<Rc<NdArray>> {
    let n = x.ndim();
    let (h, w) = (x.shape[n - 2], x.shape[n - 1]);
    let (oh, ow) = blocks(h, w, ah, aw)?;
    let c = x.shape[n - 3];
    let mut shape: Vec<usize> = x.shape[..n - 3].to_vec();
    shape.push(c * ah.k * aw.k);
    shape.push(oh * ow);
    fn typed<T: Elem>(x: &NdArray, out: &NdArray, h: usize, w: usize, oh: usize, ow: usize, ah: Axis, aw: Axis) {
        let l = layout(x, 2);
        let mut pl = vec![T::default(); h * w];
        let mut rows = vec![T::default(); ah.k * aw.k * oh * ow];
        let src = x.buf.data.borrow();
        let mut dst = out.buf.data.borrow_mut();
        let chunk = rows.len() * T::SIZE;
        for (q, &off) in l.planes.iter().enumerate() {
            read_plane(&src, off, &l, h, w, &mut pl);
            for i in 0..ah.k {
                for j in 0..aw.k {
                    let row = &mut rows[(i * aw.k + j) * oh * ow..(i * aw.k + j + 1) * oh * ow];
                    for a in 0..oh {
                        let r = ah.pos(a, i);
                        for b in 0..ow {
                            let col = aw.pos(b, j);
                            row[a * ow + b] = if r >= 0 && (r as usize) < h && col >= 0 && (col as usize) < w {
                                pl[r as usize * w + col as usize]
                            } else {
                                T::zero()
                            };
                        }
                    }
                }
            }
            write_run(&mut dst[q * chunk..(q + 1) * chunk], &rows);
        }
    }
    let out = NdArray::zeros(x.dtype, &shape, false)?;
    with_elem!(x.dtype, T => typed::<T>(x, &out, h, w, oh, ow, ah, aw));
    Ok(out)
}

/// `fold` (col2im): (..., C*kh*kw, L) -> (..., C, H, W), every column summed back into its
/// window's positions (overlaps add up, padding dropped).
pub fn fold(cols: &Rc<NdArray>, h: usize, w: usize, ah: Axis, aw: Axis) -> PyResult<Rc<NdArray>> {
    let n = cols.ndim();
    let kk = ah.k * aw.k;
    let (rows, len) = (cols.shape[n - 2], cols.shape[n - 1]);
    if kk == 0 || rows % kk != 0 {
        return Err(value_error(format!(
            "Expected size of input's dimension 1 to be divisible by the product of kernel_size, but got \
             input.shape[{}]={} and kernel_size=({}, {})",
            n - 2,
            rows,
            ah.k,
            aw.k
        )));
    }
    let (oh, ow) = blocks(h, w, ah, aw)?;
    if oh * ow != len {
        return Err(value_error(format!(
            "Given output_size=({}, {}), kernel_size=({}, {}), dilation=({}, {}), padding=({}, {}), stride=({}, {}), \
             expected size of input's dimension {} to match the calculated number of sliding blocks {} * {} = {}, \
             but got input.shape[{}]={}",
            h, w, ah.k, aw.k, ah.d, aw.d, ah.p, aw.p, ah.s, aw.s, n - 1, oh, ow, oh * ow, n - 1, len
        )));
    }
    if cols.dtype == DType::Bool {
        return Err(type_error("fold: bool arrays cannot be summed; cast to an integer or float dtype first"));
    }
    let c = rows / kk;
    let mut shape: Vec<usize> = cols.shape[..n - 2].to_vec();
    shape.extend([c, h, w]);
    fn typed<T: Arith>(cols: &NdArray, out: &NdArray, c: usize, h: usize, w: usize, oh: usize, ow: usize, ah: Axis, aw: Axis) {
        let l = layout(cols, 2);
        let mut acc = vec![T::zero(); h * w];
        let mut row = vec![T::zero(); oh * ow];
        let src = cols.buf.data.borrow();
        let mut dst = out.buf.data.borrow_mut();
        let chunk = h * w * T::SIZE;
        let mut q = 0;
        for &off in &l.planes {
            for ci in 0..c {
                acc.fill(T::zero());
                for i in 0..ah.k {
                    for j in 0..aw.k {
                        let rix = (ci * ah.k + i) * aw.k + j;
                        read_row(&src, (off as isize + rix as isize * l.rs) as usize, l.cs, &mut row);
                        for a in 0..oh {
                            let r = ah.pos(a, i);
                            if r < 0 || r as usize >= h {
                                continue;
                            }
                            for b in 0..ow {
                                let col = aw.pos(b, j);
                                if col >= 0 && (col as usize) < w {
                                    let t = &mut acc[r as usize * w + col as usize];
                                    *t = t.add(row[a * ow + b]);
                                }
                            }
                        }
                    }
                }
                write_run(&mut dst[q * chunk..(q + 1) * chunk], &acc);
                q += 1;
            }
        }
    }
    let out = NdArray::zeros(cols.dtype, &shape, false)?;
    with_elem!(cols.dtype, T => typed::<T>(cols, &out, c, h, w, oh, ow, ah, aw));
    Ok(out)
}

#[cfg(test)]
mod tests;
