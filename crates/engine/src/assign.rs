//! Copying one view into another with a dtype cast: `copy`, `astype`, `ascontiguousarray`,
//! `a[...] = b`, the parts of `concatenate`. Follows NumPy's array_assign_array.c
//! (`raw_array_assign_array`) and its strided transfer loops (lowlevel_strided_loops.c.src):
//! dimensions are coalesced first, same-dtype contiguous runs are plain memory copies, and a
//! copy whose source walks across its fast axis (a transpose) goes in bands of source rows
//! so the source's cache lines are reused by neighbouring destination rows.

use std::rc::Rc;

use super::array::NdArray;
use super::kernels::{Dst, Elem, Src, Walk, coalesce, with_elem};

/// Transposing copies walk the destination's rows in bands of this many source rows: the
/// band's source cache lines stay cached while the next destination rows read their
/// neighbouring elements. Measured on 10^7 float64 (1000x10000 to 100000x100, and 4096^2):
/// 512 was best or near best on every shape, and 1.0-2.4x faster than one unbanded walk
/// (NumPy's order); a walk of up to 1024 rows needs no band.
const BAND: usize = 512;
const UNBANDED_MAX: usize = 1024;

#[inline(always)]
fn at(p: usize, i: usize, s: isize) -> usize {
    (p as isize + i as isize * s) as usize
}

/// `dst[...] = src` for same-shape operands (strides already broadcast), element types S, D.
/// A copy of many bytes is done as two halves of its outermost axis at once (`parallel.rs`),
/// when the halves of the destination do not overlap: each element is written once, from
/// one source element, so the split cannot change a byte.
fn cast_copy_loop<S: Elem, D: Elem>(shape: &[usize], src: Src, dst: Dst) {
    split_copy(shape, src, dst, S::SIZE + D::SIZE, D::SIZE, &|shape, src, dst| cast_copy_one::<S, D>(shape, src, dst))
}

/// [`cast_copy_loop`]'s split, compiled once: `one(shape, src, dst)` on two halves at once
/// when the copy moves enough bytes (`bytes_per_item` read and written per element) and
/// the destination's halves do not overlap, else on the whole.
fn split_copy(shape: &[usize], src: Src, dst: Dst, bytes_per_item: usize, dsize: usize, one: &(dyn Fn(&[usize], Src, Dst) + Sync)) {
    let (dims, st) = coalesce(shape, [src.strides, dst.strides]);
    let total: usize = dims.iter().product();
    if let Some(&n0) = dims.first()
        && super::parallel::worth_streaming(total.saturating_mul(bytes_per_item))
    {
        let h = if dims.len() == 1 { super::parallel::half(n0, 64) } else { n0 / 2 };
        let ss: Vec<isize> = st.iter().map(|s| s[0]).collect();
        let ds: Vec<isize> = st.iter().map(|s| s[1]).collect();
        if let Some((d1, d2)) = super::kernels::split_outer(dst.data, dst.offset, &dims, &ds, dsize, h) {
            let (mut lo, mut hi) = (dims.clone(), dims.clone());
            (lo[0], hi[0]) = (h, n0 - h);
            let s1 = Src { data: src.data, offset: src.offset, strides: &ss };
            let s2 = Src { data: src.data, offset: at(src.offset, h, ss[0]), strides: &ss };
            super::parallel::join(|| one(&lo, s1, d1), || one(&hi, s2, d2));
            return;
        }
    }
    one(shape, src, dst)
}

/// [`cast_copy_loop`] on this thread: the walk is [`copy_walk`], the typed part one run.
fn cast_copy_one<S: Elem, D: Elem>(shape: &[usize], src: Src, dst: Dst) {
    let (sd, dd) = (src.data, dst.data);
    let same = S::DT == D::DT;
    copy_walk(shape, src.strides, dst.strides, [src.offset, dst.offset], &mut |ps, ss, pd, ds, n, band| {
        if band {
            // a row of a banded transposing copy
            if ds == D::SIZE as isize {
                let row = &mut dd[pd..pd + n * D::SIZE];
                for (j, z) in row.chunks_exact_mut(D::SIZE).enumerate() {
                    let o = at(ps, j, ss);
                    D::cast_from(S::rd(&sd[o..o + S::SIZE])).wr(z);
                }
            } else {
                for j in 0..n {
                    D::cast_from(S::rd(&sd[at(ps, j, ss)..])).wr(&mut dd[at(pd, j, ds)..]);
                }
            }
        } else if ss == S::SIZE as isize && ds == D::SIZE as isize {
            if same {
                dd[pd..pd + n * D::SIZE].copy_from_slice(&sd[ps..ps + n * S::SIZE]);
            } else {
                let a = &sd[ps..ps + n * S::SIZE];
                let o = &mut dd[pd..pd + n * D::SIZE];
                for (x, z) in a.chunks_exact(S::SIZE).zip(o.chunks_exact_mut(D::SIZE)) {
                    D::cast_from(S::rd(x)).wr(z);
                }
            }
        } else if ss == 0 {
            let v = D::cast_from(S::rd(&sd[ps..]));
            for i in 0..n {
                v.wr(&mut dd[at(pd, i, ds)..]);
            }
        } else {
            for i in 0..n {
                D::cast_from(S::rd(&sd[at(ps, i, ss)..])).wr(&mut dd[at(pd, i, ds)..]);
            }
        }
    });
}

/// The walk of a copy over `shape`, compiled once: `run(src_offset, src_stride, dst_offset,
/// dst_stride, n, band)` for every run of `n` elements. The axes go in the destination's
/// memory order first, as `PyArray_PrepareTwoRawArrayIter` (array_assign.c) orders them:
/// by descending |destination stride| (ties in axis order), a negative destination stride
/// walked backwards, then coalesced. So a copy between two arrays of one non-C layout is one
/// run, and a self-overlapping destination (an `as_strided` view) keeps the last write NumPy
/// keeps. A copy whose source walks across its fast axis (a transpose) goes in bands of
/// [`BAND`] source rows, each destination row of a band one run (`band` true).
fn copy_walk(shape: &[usize], sst: &[isize], dst: &[isize], offsets: [usize; 2], run: &mut dyn FnMut(usize, isize, usize, isize, usize, bool)) {
    let perm = super::layout::sorted_stride_perm(dst);
    let pshape: Vec<usize> = perm.iter().map(|&k| shape[k]).collect();
    let (mut ps, mut pd): (Vec<isize>, Vec<isize>) = perm.iter().map(|&k| (sst[k], dst[k])).unzip();
    let mut offsets = offsets;
    if !pshape.contains(&0) {
        for k in 0..pshape.len() {
            if pd[k] < 0 {
                let last = pshape[k] as isize - 1;
                offsets = [at(offsets[0], last as usize, ps[k]), at(offsets[1], last as usize, pd[k])];
                (ps[k], pd[k]) = (-ps[k], -pd[k]);
            }
        }
    }
    let (dims, st) = coalesce(&pshape, [&ps, &pd]);
    let nd = dims.len();
    if nd >= 2 {
        let ([si, di], [so, dout]) = (st[nd - 1], st[nd - 2]);
        let (n1, n0) = (dims[nd - 1], dims[nd - 2]);
        // the source's inner steps are larger than its outer ones (a transpose): band it
        if si.unsigned_abs() > so.unsigned_abs() && n1 > UNBANDED_MAX {
            let outer_dims = &dims[..nd - 2];
            let os: Vec<isize> = st[..nd - 2].iter().map(|s| s[0]).collect();
            let od: Vec<isize> = st[..nd - 2].iter().map(|s| s[1]).collect();
            let mut walk = Walk::new(outer_dims, [&os, &od]);
            walk.run(offsets, |p, n, s| {
                for k in 0..n {
                    let (ps, pd) = (at(p[0], k, s[0]), at(p[1], k, s[1]));
                    for j0 in (0..n1).step_by(BAND) {
                        let w = BAND.min(n1 - j0);
                        for i in 0..n0 {
                            run(at(at(ps, i, so), j0, si), si, at(at(pd, i, dout), j0, di), di, w, true);
                        }
                    }
                }
            });
            return;
        }
    }
    let ost: Vec<isize> = st.iter().map(|s| s[0]).collect();
    let odt: Vec<isize> = st.iter().map(|s| s[1]).collect();
    let mut walk = Walk::new(&dims, [&ost, &odt]);
    walk.run(offsets, |p, n, s| run(p[0], s[0], p[1], s[1], n, false));
}

/// Convert `a`'s elements to `to` where they lie, when both dtypes have one item size and
/// `a` covers its whole buffer densely; false (nothing done) otherwise. Used for `astype` on a
/// temporary nobody else can see: the result is laid out exactly as the fresh copy would be,
/// without a second buffer. Each element is read before its own bytes are written.
pub fn cast_in_place(a: &NdArray, to: crate::dtype::DType) -> bool {
    let size = a.dtype.itemsize();
    if to.itemsize() != size || a.offset != 0 || a.nbytes() != a.buf.data.borrow().len() {
        return false;
    }
    if !(a.is_c_contiguous() || a.is_f_contiguous()) {
        return false;
    }
    let mut d = a.buf.data.borrow_mut();
    let from = a.dtype;
    with_elem!(from, S => with_elem!(to, D => {
        for c in d.chunks_exact_mut(S::SIZE) {
            D::cast_from(S::rd(c)).wr(c);
        }
    }));
    true
}

/// Copy `src` into `dst`, casting (unsafe casting, NumPy's C casts). `src_strides` are the
/// source's strides broadcast to `dst.shape`. When both live in one buffer the source is
/// first copied out (NumPy does the same when the operands overlap).
pub fn assign(dst: &NdArray, src: &NdArray, src_strides: &[isize]) {
    if Rc::ptr_eq(&dst.buf, &src.buf) {
        let tmp = match NdArray::zeros(src.dtype, &src.shape, false) {
            Ok(t) => t,
            Err(_) => return,
        };
        assign(&tmp, src, &src.strides);
        let st = super::ufunc::broadcast_strides(&tmp.shape, &tmp.strides, &dst.shape);
        assign(dst, &tmp, &st);
        return;
    }
    let s = src.buf.data.borrow();
    let mut d = dst.buf.data.borrow_mut();
    cast_copy(
        &dst.shape,
        src.dtype,
        Src { data: &s, offset: src.offset, strides: src_strides },
        dst.dtype,
        Dst { data: &mut d, offset: dst.offset, strides: &dst.strides },
    )
}

/// Cast-copy `src` (dtype `sdt`) into `dst` (dtype `ddt`) over `shape`, strides already
/// broadcast: the one dispatch to the typed copy loops, for [`assign`] and the ufunc's
/// buffered input casts (`kernels::cast_any`).
pub fn cast_copy(shape: &[usize], sdt: super::dtype::DType, src: Src, ddt: super::dtype::DType, dst: Dst) {
    with_elem!(sdt, S => with_elem!(ddt, D => cast_copy_loop::<S, D>(shape, src, dst)))
}

/// `dst[i] = src[i]` (cast) where `mask[i]` is true: NumPy's `raw_array_wheremasked_assign_array`
/// (array_assign_array.c), behind `np.copyto(where=)` and a ufunc's `where=`. `src` and
/// `mask` are views of `dst.shape` (strides already broadcast); a non-bool mask is cast to
/// bool first, and an operand in `dst`'s buffer is copied out first, as NumPy copies
/// overlapping inputs.
pub fn assign_where(dst: &NdArray, src: &NdArray, mask: &NdArray) {
    let owned = |a: &NdArray, dt| if Rc::ptr_eq(&a.buf, &dst.buf) || a.dtype != dt { super::ufunc::cast_copy(a, dt).ok() } else { None };
    let src_copy = owned(src, src.dtype);
    let mask_copy = owned(mask, super::dtype::DType::Bool);
    let src = src_copy.as_deref().unwrap_or(src);
    let mask = mask_copy.as_deref().unwrap_or(mask);
    if Rc::ptr_eq(&src.buf, &dst.buf) || Rc::ptr_eq(&mask.buf, &dst.buf) || mask.dtype != super::dtype::DType::Bool {
        return; // the copy-out failed (out of memory)
    }
    let (s, m) = (src.buf.data.borrow(), mask.buf.data.borrow());
    let mut d = dst.buf.data.borrow_mut();
    let (sdt, ddt) = (src.dtype, dst.dtype);
    let mut walk = Walk::new(&dst.shape, [&mask.strides, &src.strides, &dst.strides]);
    with_elem!(sdt, S => with_elem!(ddt, D => walk.run([mask.offset, src.offset, dst.offset], |p, n, st| {
        for i in 0..n {
            if m[at(p[0], i, st[0])] != 0 {
                D::cast_from(S::rd(&s[at(p[1], i, st[1])..])).wr(&mut d[at(p[2], i, st[2])..]);
            }
        }
    })))
}
