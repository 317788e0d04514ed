//! Selecting elements by a condition: three-argument `np.where` (multiarraymodule.c
//! `PyArray_Where`) and `nonzero` (item_selection.c `PyArray_Nonzero`); by index: `take`
//! and `put` (`PyArray_TakeFrom`, `PyArray_PutTo`) with NumPy's clip modes
//! (`NPY_CLIPMODE`), as typed loops over the byte buffers.

use std::rc::Rc;

use super::array::NdArray;
use super::dtype::DType;
use super::kernels::{Dst, Elem, Walk, split_walk, with_elem};
use super::mapping::{self, index_at, int64s};
use crate::error::PyResult;

/// What an index outside its axis does (NumPy's `NPY_CLIPMODE`): raise an error, wrap
/// around, or clip to the nearest end. `take`, `put`, `choose` and `ravel_multi_index` read it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ClipMode {
    Raise,
    Wrap,
    Clip,
}

/// Evaluate `$body` with `$pick` bound to the index rule of `take` and `put` for clip mode
/// `$mode` on an axis of `$n` (> 0 unless raising) elements: `Some(position)`, or `None` for
/// an index that raises (in `[-n, n)`, negatives counting from the end). One expansion per
/// mode, as item_selection.c has one loop per mode, so no element tests the mode.
#[macro_export]
macro_rules! with_pick {
    ($mode:expr, $n:expr, |$pick:ident| $body:expr) => {{
        let ni = $n as i64;
        match $mode {
            $crate::item_selection::ClipMode::Raise => {
                let $pick = |i: i64| (i >= -ni && i < ni).then(|| if i < 0 { (i + ni) as usize } else { i as usize });
                $body
            }
            $crate::item_selection::ClipMode::Wrap => {
                let $pick = |i: i64| Some(i.rem_euclid(ni) as usize);
                $body
            }
            $crate::item_selection::ClipMode::Clip => {
                let $pick = |i: i64| Some(i.clamp(0, ni - 1) as usize);
                $body
            }
        }
    }};
}
pub use crate::with_pick;

#[inline(always)]
fn at(p: usize, i: usize, s: isize) -> usize {
    (p as isize + i as isize * s) as usize
}

type Operand<'a> = (&'a [u8], usize, &'a [isize]);

fn where_loop<T: Elem>(shape: &[usize], c: Operand, x: Operand, y: Operand, out: Dst) {
    let mut walk = Walk::new(shape, [c.2, x.2, y.2, out.strides]);
    let (cd, xd, yd, o) = (c.0, x.0, y.0, out.data);
    walk.run([c.1, x.1, y.1, out.offset], |p, n, s| {
        let [pc, px, py, po] = p;
        if s[0] == 1 && s[3] == T::SIZE as isize && s[2] == 0 {
            // the common np.where(mask, array, scalar)
            let yv = T::rd(&yd[py..]);
            let cs = &cd[pc..pc + n];
            let os = &mut o[po..po + n * T::SIZE];
            for (i, (cb, z)) in cs.iter().zip(os.chunks_exact_mut(T::SIZE)).enumerate() {
                let v = if *cb != 0 { T::rd(&xd[at(px, i, s[1])..]) } else { yv };
                v.wr(z);
            }
        } else {
            for i in 0..n {
                let v = if cd[at(pc, i, s[0])] != 0 { T::rd(&xd[at(px, i, s[1])..]) } else { T::rd(&yd[at(py, i, s[2])..]) };
                v.wr(&mut o[at(po, i, s[3])..]);
            }
        }
    });
}

/// `out[i] = x[i] if cond[i] else y[i]` over `out.shape`. `cond` is a bool array, `x` and
/// `y` are of `out`'s dtype; each comes with its strides broadcast to `out.shape`. The
/// operands may share buffers with each other but not with `out` (a fresh array). A long
/// one runs as two halves at once (`kernels::split_walk`).
pub fn where_into(out: &NdArray, cond: (&NdArray, &[isize]), x: (&NdArray, &[isize]), y: (&NdArray, &[isize])) {
    debug_assert_eq!(cond.0.dtype, DType::Bool);
    let (cg, xg, yg) = (cond.0.buf.data.borrow(), x.0.buf.data.borrow(), y.0.buf.data.borrow());
    let (cb, xb, yb): (&[u8], &[u8], &[u8]) = (&cg, &xg, &yg);
    let mut o = out.buf.data.borrow_mut();
    let dst = Dst { data: &mut o, offset: out.offset, strides: &out.strides };
    let worth = super::parallel::worth_streaming(out.size().saturating_mul(1 + 3 * out.itemsize()));
    let offsets = [cond.0.offset, x.0.offset, y.0.offset];
    with_elem!(out.dtype, T => split_walk(&out.shape, [cond.1, x.1, y.1], offsets, dst, T::SIZE, worth, |shape, st, p, d| {
        where_loop::<T>(shape, (cb, p[0], st[0]), (xb, p[1], st[1]), (yb, p[2], st[2]), d)
    }))
}

/// Number of nonzero elements of a view (any dtype: bytes of an element all zero, except
/// that float -0.0 is zero too).
pub fn count_nonzero(a: &NdArray) -> usize {
    let d = a.buf.bytes();
    let mut count = 0usize;
    with_elem!(a.dtype, T => {
        let mut walk = Walk::new(&a.shape, [&a.strides]);
        walk.run([a.offset], |p, n, s| {
            if T::DT == DType::Bool && s[0] == 1 {
                count += d[p[0]..p[0] + n].iter().filter(|&&b| b != 0).count();
            } else {
                for i in 0..n {
                    count += T::rd(&d[at(p[0], i, s[0])..]).to_bool() as usize;
                }
            }
        });
    });
    count
}

/// The set bits of each byte value, lowest first, padded with zeros: the table that turns a
/// group of eight mask bytes into its hits without a branch per byte.
const BIT_POSITIONS: [[u8; 8]; 256] = {
    let mut table = [[0u8; 8]; 256];
    let mut bits = 0;
    while bits < 256 {
        let (mut m, mut t) = (0, 0);
        while t < 8 {
            if bits >> t & 1 == 1 {
                table[bits][m] = t as u8;
                m += 1;
            }
            t += 1;
        }
        bits += 1;
    }
    table
};

/// Write `j0 + t` for each set bit t of `bits` as int64 into slots `at`, `at + step`, ...
/// of `o`, and the first positions again into the slots after them (all eight slots are
/// written; the caller keeps the first `bits.count_ones()`). With `step` 8 this is one
/// vector store.
#[inline(always)]
fn put_group(o: &mut [u8], at: usize, step: usize, j0: i64, bits: u8) {
    let pos = &BIT_POSITIONS[bits as usize];
    if step == 8 {
        let dst: &mut [u8; 64] = (&mut o[at..at + 64]).try_into().expect("64 bytes");
        for (slot, &t) in dst.chunks_exact_mut(8).zip(pos) {
            slot.copy_from_slice(&(j0 + t as i64).to_le_bytes());
        }
    } else {
        for (m, &t) in pos.iter().enumerate() {
            let p = at + m * step;
            o[p..p + 8].copy_from_slice(&(j0 + t as i64).to_le_bytes());
        }
    }
}

/// `a.nonzero()` (item_selection.c `PyArray_Nonzero`): the coordinates are written into
/// one (count, ndim) C-ordered int64 array and each index array is a column view of it
/// (stride ndim * 8, base that array), as NumPy returns them. A 0-d array counts as 1-d.
pub fn nonzero(a: &NdArray) -> PyResult<Vec<Rc<NdArray>>> {
    let nd = a.ndim().max(1);
    let coords = nonzero_coords(a, false)?;
    (0..nd)
        .map(|ax| NdArray::view_of(&coords, ax * 8, vec![coords.shape[0]], vec![nd as isize * 8], DType::Int64))
        .collect()
}

/// `np.argwhere(a)`, which is `np.transpose(np.nonzero(a))`: the coordinates in a fresh C
/// (ndim, count) array, returned as its transposed view (count, ndim).
pub fn argwhere(a: &NdArray) -> PyResult<Rc<NdArray>> {
    let rows = nonzero_coords(a, true)?;
    let strides = vec![rows.strides[1], rows.strides[0]];
    NdArray::view_of(&rows, 0, vec![rows.shape[1], rows.shape[0]], strides, DType::Int64)
}

/// The coordinates of the nonzero elements, in C order of `a`, as a fresh int64 array
/// shaped (count, ndim), or (ndim, count) when `by_axis`.
fn nonzero_coords(a: &NdArray, by_axis: bool) -> PyResult<Rc<NdArray>> {
    let n = count_nonzero(a);
    let nd = a.ndim().max(1);
    // every coordinate of the n hits is written below
    let out = NdArray::for_overwrite(DType::Int64, &if by_axis { [nd, n] } else { [n, nd] })?;
    if n == 0 {
        return Ok(out);
    }
    let mut o_ref = out.buf.data.borrow_mut();
    let o: &mut [u8] = &mut o_ref;
    let d = a.buf.bytes();
    let shape: Vec<usize> = if a.ndim() == 0 { vec![1] } else { a.shape.clone() };
    let strides: Vec<isize> = if a.ndim() == 0 { vec![0] } else { a.strides.clone() };
    let last = shape.len() - 1;
    // where coordinate `ax` of the k-th hit goes: ((ax * n + k) * 8) by axis, else ((k * nd + ax) * 8)
    let (axis_step, hit_step) = if by_axis { (n * 8, 8) } else { (8, nd * 8) };
    let mut idx = vec![0usize; shape.len()];
    let mut k = 0usize;
    with_elem!(a.dtype, T => {
        // walk the leading axes with an odometer; the last axis is the inner loop, which
        // writes the last coordinate of each hit; the others are the row's, filled after
        let mut base = a.offset as isize;
        'outer: loop {
            let row_start = k;
            let put = |o: &mut [u8], k: &mut usize, j: usize| {
                let p = last * axis_step + *k * hit_step;
                o[p..p + 8].copy_from_slice(&(j as i64).to_le_bytes());
                *k += 1;
            };
            if T::DT == DType::Bool && strides[last] == 1 {
                let row = &d[base as usize..base as usize + shape[last]];
                mapping::for_each_mask_group(row, |i, bits| {
                    if k + 8 <= n {
                        // all eight slots written from the table, the count advanced by the
                        // hits: no branch to mispredict on a random mask (the next group
                        // overwrites the slots past this one's hits)
                        put_group(o, last * axis_step + k * hit_step, hit_step, i as i64, bits);
                        k += bits.count_ones() as usize;
                    } else {
                        mapping::for_each_bit(bits, |t| put(o, &mut k, i + t));
                    }
                });
            } else {
                for j in 0..shape[last] {
                    if T::rd(&d[(base + j as isize * strides[last]) as usize..]).to_bool() {
                        put(o, &mut k, j);
                    }
                }
            }
            for (ax, &i) in idx[..last].iter().enumerate() {
                for hit in row_start..k {
                    let p = ax * axis_step + hit * hit_step;
                    o[p..p + 8].copy_from_slice(&(i as i64).to_le_bytes());
                }
            }
            if !super::layout::next_outer(&mut idx, &shape[..], |ax, m| base += m * strides[ax]) {
                break 'outer;
            }
        }
    });
    drop(o_ref);
    Ok(out)
}

/// Elements of an array picked by C-order flat position (the flat iterator's view of it).
#[derive(Debug, Clone)]
pub enum FlatSel {
    /// Every element, in C order.
    All,
    /// `start + k * step` for `k < len` (a resolved slice).
    Range { start: usize, step: isize, len: usize },
    /// Explicit positions, each already checked to be `< size`.
    List(Vec<usize>),
}

impl FlatSel {
    /// How many elements the selection visits.
    pub fn len(&self, a: &NdArray) -> usize {
        match self {
            FlatSel::All => a.size(),
            FlatSel::Range { len, .. } => *len,
            FlatSel::List(v) => v.len(),
        }
    }

    /// Visit the byte offset in `a` of every selected element, in selection order.
    fn for_each(&self, a: &NdArray, mut f: impl FnMut(usize)) {
        match self {
            FlatSel::All => super::layout::for_each_offset(a.offset, &a.shape, &a.strides, f),
            FlatSel::Range { start, step, len } => {
                for k in 0..*len {
                    f(flat_offset(a, (*start as isize + k as isize * step) as usize));
                }
            }
            FlatSel::List(v) => {
                for &i in v {
                    f(flat_offset(a, i));
                }
            }
        }
    }
}

/// Byte offset of the element at C-order flat position `i` (`i < a.size()`).
pub fn flat_offset(a: &NdArray, mut i: usize) -> usize {
    let mut off = a.offset as isize;
    for k in (0..a.ndim()).rev() {
        let d = a.shape[k].max(1);
        off += (i % d) as isize * a.strides[k];
        i /= d;
    }
    off as usize
}

/// Copy the selected elements of `a` into `out` (C-contiguous, same dtype, `sel.len()`
/// elements) in selection order (iterators.c `iter_subscript`).
pub fn take_flat(a: &NdArray, sel: &FlatSel, out: &NdArray) {
    let isz = a.itemsize();
    let src = a.buf.data.borrow();
    let mut dst = out.buf.data.borrow_mut();
    let mut p = out.offset;
    sel.for_each(a, |o| {
        dst[p..p + isz].copy_from_slice(&src[o..o + isz]);
        p += isz;
    });
}

/// Write `vals` (C-order elements of `a`'s dtype) into the selected elements of `a`,
/// starting over from the first value when they run out; nothing happens when `vals` is
/// empty (item_selection.c `PyArray_PutTo`, iterators.c `iter_ass_subscript`).
pub fn put_cyclic(a: &NdArray, sel: &FlatSel, vals: &[u8]) {
    let isz = a.itemsize();
    let nv = vals.len() / isz;
    if nv == 0 {
        return;
    }
    let mut data = a.buf.data.borrow_mut();
    let mut k = 0usize;
    sel.for_each(a, |o| {
        data[o..o + isz].copy_from_slice(&vals[k * isz..(k + 1) * isz]);
        k += 1;
        if k == nv {
            k = 0;
        }
    });
}

/// `np.put` (item_selection.c `PyArray_PutTo`) into the C-contiguous `a`: the element at
/// flat position `indices[k]` (resolved by `pick`, the clip mode) gets value `k % nv` of
/// `vals` (C-contiguous, `a`'s dtype, `nv > 0` elements), in index order. The first index
/// `pick` refuses is returned, after the elements before it were written, as in NumPy.
/// `indices` and `vals` may be views of `a`'s own buffer (NumPy reads them live then).
pub fn put_to(a: &NdArray, indices: &NdArray, vals: &NdArray, pick: impl Fn(i64) -> Option<usize>) -> Result<(), i64> {
    let isz = a.itemsize();
    let nv = vals.size();
    let ni = indices.size();
    if Rc::ptr_eq(&a.buf, &indices.buf) || Rc::ptr_eq(&a.buf, &vals.buf) {
        // aliasing: one element at a time, each read after the writes before it
        let mut e = [0u8; 16];
        for k in 0..ni {
            let i = index_at(&indices.buf.data.borrow(), indices.offset + k * 8);
            let j = pick(i).ok_or(i)?;
            {
                let d = vals.buf.bytes();
                let o = vals.offset + (k % nv) * isz;
                e[..isz].copy_from_slice(&d[o..o + isz]);
            }
            let mut d = a.buf.data.borrow_mut();
            let o = a.offset + j * isz;
            d[o..o + isz].copy_from_slice(&e[..isz]);
        }
        return Ok(());
    }
    let id = indices.buf.data.borrow();
    let vd = vals.buf.data.borrow();
    let mut d = a.buf.data.borrow_mut();
    let ix = &id[indices.offset..indices.offset + ni * 8];
    let v = &vd[vals.offset..vals.offset + nv * isz];
    let dst = &mut d[a.offset..a.offset + a.size() * isz];
    fn run<const N: usize>(ix: &[u8], v: &[u8], dst: &mut [u8], isz: usize, pick: &impl Fn(i64) -> Option<usize>) -> Result<(), i64> {
        let mut src = v.chunks_exact(isz).cycle();
        for i in int64s(ix) {
            let j = pick(i).ok_or(i)?;
            let e = src.next().expect("nv > 0");
            if N > 0 {
                dst[j * N..j * N + N].copy_from_slice(&e[..N]);
            } else {
                dst[j * isz..(j + 1) * isz].copy_from_slice(e);
            }
        }
        Ok(())
    }
    match isz {
        1 => run::<1>(ix, v, dst, isz, &pick),
        2 => run::<2>(ix, v, dst, isz, &pick),
        4 => run::<4>(ix, v, dst, isz, &pick),
        8 => run::<8>(ix, v, dst, isz, &pick),
        16 => run::<16>(ix, v, dst, isz, &pick),
        _ => run::<0>(ix, v, dst, isz, &pick),
    }
}

/// `np.take`'s copy (item_selection.c `npy_fasttake`): for each of `outer` blocks of a
/// C-contiguous source `src` (each `n` rows of `chunk` bytes), the rows `indices` (int64,
/// little-endian bytes) pick, in index order, into `dst`. `pick` resolves an index by the take mode; an index it refuses
/// is returned as the error. Rows of one element's size copy as fixed-size moves.
///
/// A long take from one block is done as two halves of the indices at once (`parallel.rs`):
/// each half writes its own part of `dst`, and the first refused index of the left half, else
/// of the right, is the first in index order.
pub fn fast_take(src: &[u8], outer: usize, n: usize, chunk: usize, indices: &[u8], pick: impl Fn(i64) -> Option<usize> + Sync, dst: &mut [u8]) -> Result<(), i64> {
    if outer == 1 {
        return super::parallel::split_indices(indices, dst, chunk, |ix, d| take_one(src, 1, n, chunk, ix, &pick, d));
    }
    take_one(src, outer, n, chunk, indices, pick, dst)
}

/// [`fast_take`] on this thread.
fn take_one(src: &[u8], outer: usize, n: usize, chunk: usize, indices: &[u8], pick: impl Fn(i64) -> Option<usize>, dst: &mut [u8]) -> Result<(), i64> {
    fn run<const N: usize>(src: &[u8], outer: usize, n: usize, indices: &[u8], pick: &impl Fn(i64) -> Option<usize>, dst: &mut [u8]) -> Result<(), i64> {
        let m = indices.len() / 8;
        if m == 0 {
            return Ok(());
        }
        for (o, out) in dst.chunks_exact_mut(m * N).take(outer).enumerate() {
            let block = &src[o * n * N..(o + 1) * n * N];
            // zipped, so the output position lives in a register: one store per element
            // keeps more of the random loads in flight
            for (d, i) in out.chunks_exact_mut(N).zip(int64s(indices)) {
                let Some(k) = pick(i) else { return Err(i) };
                d.copy_from_slice(&block[k * N..k * N + N]);
            }
        }
        Ok(())
    }
    match chunk {
        1 => run::<1>(src, outer, n, indices, &pick, dst),
        2 => run::<2>(src, outer, n, indices, &pick, dst),
        4 => run::<4>(src, outer, n, indices, &pick, dst),
        8 => run::<8>(src, outer, n, indices, &pick, dst),
        16 => run::<16>(src, outer, n, indices, &pick, dst),
        _ => {
            let mut pos = 0;
            for o in 0..outer {
                for i in int64s(indices) {
                    let k = pick(i).ok_or(i)?;
                    let s = (o * n + k) * chunk;
                    dst[pos..pos + chunk].copy_from_slice(&src[s..s + chunk]);
                    pos += chunk;
                }
            }
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests;
