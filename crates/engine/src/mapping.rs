//! Advanced indexing on bytes (NumPy's mapping.c): gathering `a[idx]` for integer index
//! arrays straight into the result, and boolean-mask get/set (`array_boolean_subscript`,
//! `array_assign_boolean_subscript`). Elements are moved as whole items of their size, so
//! no value is decoded; the loops are monomorphised over the item size.

use std::rc::Rc;

use super::array::NdArray;
use super::kernels::{Dst, Walk, coalesce, split_walk};

#[inline(always)]
fn at(p: usize, i: usize, s: isize) -> usize {
    (p as isize + i as isize * s) as usize
}

/// The int64 at byte `p` of an index buffer (little-endian, as every buffer here).
#[inline(always)]
pub fn index_at(d: &[u8], p: usize) -> i64 {
    i64::from_le_bytes(d[p..p + 8].try_into().expect("8 bytes"))
}

/// The int64 values of a contiguous run of index bytes, in order.
#[inline(always)]
pub fn int64s(b: &[u8]) -> impl Iterator<Item = i64> + '_ {
    b.chunks_exact(8).map(|c| i64::from_le_bytes(c.try_into().expect("8 bytes")))
}

/// Run `$body` with `$N` bound to an item size: a constant for 1, 2, 4, 8 and 16 bytes (so
/// moves compile to fixed-size loads and stores), the runtime size otherwise.
macro_rules! with_size {
    ($isz:expr, $N:ident => $body:expr) => {
        match $isz {
            1 => {
                const $N: usize = 1;
                $body
            }
            2 => {
                const $N: usize = 2;
                $body
            }
            4 => {
                const $N: usize = 4;
                $body
            }
            8 => {
                const $N: usize = 8;
                $body
            }
            16 => {
                const $N: usize = 16;
                $body
            }
            _ => {
                // other item sizes (records, strings): the same code with a runtime size
                #[allow(non_snake_case)]
                let $N: usize = $isz;
                $body
            }
        }
    };
}

/// An advanced index resolved to byte offsets without expanding the result: result element
/// `(p, b, q)` (pre axes, broadcast index axes, post axes) lies at
/// `base + pre[p] + adv[b] + post(q)`.
pub struct Fancy {
    pub base: isize,
    /// Relative offsets of the basic axes placed before the broadcast index axes.
    pub pre: Vec<isize>,
    pub adv: Adv,
    pub post_shape: Vec<usize>,
    pub post_strides: Vec<isize>,
}

/// The broadcast index positions of a [`Fancy`] selection.
pub enum Adv {
    /// Relative offsets of every position of the broadcast index arrays.
    Offsets(Vec<isize>),
    /// A single index array, C-contiguous int64 and already checked against an axis of
    /// `len`, read in place: position `k` lies at `idx[k] * stride` (a negative index
    /// counts from the end). No list of offsets the size of the index is made.
    Index { idx: Rc<NdArray>, len: usize, stride: isize },
    /// Several int64 index arrays, each already checked against its axis, broadcast to
    /// `shape` (`strides` are each array's broadcast strides): position k lies at the sum of
    /// `idx * stride` over the arrays, computed as it is visited (NumPy's map iterator walks
    /// the index arrays the same way), so no list of offsets the size of the index is made.
    Multi { shape: Vec<usize>, arrays: Vec<MultiIndex> },
}

/// One index array of [`Adv::Multi`].
pub struct MultiIndex {
    pub idx: Rc<NdArray>,
    /// Its strides broadcast to the common shape.
    pub strides: Vec<isize>,
    /// The length and byte stride of the axis it indexes.
    pub len: usize,
    pub stride: isize,
}

impl Adv {
    /// Call `f` with the relative offset of every broadcast index position, in C order.
    #[inline]
    fn for_each(&self, mut f: impl FnMut(isize)) {
        self.for_each_block(&mut |block| block.iter().for_each(|&o| f(o)))
    }

    /// [`Adv::for_each`] a block of offsets at a time, compiled once whatever the caller.
    fn for_each_block(&self, f: &mut dyn FnMut(&[isize])) {
        match self {
            Adv::Offsets(v) => f(v),
            Adv::Index { idx, len, stride } => {
                let d = idx.buf.bytes();
                let n = *len as i64;
                let mut offs = [0isize; 256];
                let mut it = int64s(&d[idx.offset..idx.offset + idx.nbytes()]);
                loop {
                    let mut len = 0;
                    for (o, i) in offs.iter_mut().zip(&mut it) {
                        *o = (if i < 0 { i + n } else { i }) as isize * stride;
                        len += 1;
                    }
                    if len == 0 {
                        return;
                    }
                    f(&offs[..len]);
                }
            }
            Adv::Multi { shape, arrays } => {
                let guards: Vec<_> = arrays.iter().map(|m| m.idx.buf.data.borrow()).collect();
                let data: Vec<&[u8]> = guards.iter().map(|g| &g[..]).collect();
                let (dims, st) = coalesce_many(shape, arrays);
                let nd = dims.len();
                let Some(&inner) = dims.last() else {
                    let o = arrays.iter().zip(&data).map(|(m, d)| resolve(m, d, m.idx.offset as isize)).sum();
                    return f(&[o]);
                };
                if dims.contains(&0) {
                    return;
                }
                let mut pos: Vec<isize> = arrays.iter().map(|m| m.idx.offset as isize).collect();
                let mut idx = vec![0usize; nd];
                // the offsets of an inner run, summed array by array in blocks
                let mut offs = [0isize; 256];
                loop {
                    let mut t0 = 0usize;
                    while t0 < inner {
                        let len = (inner - t0).min(offs.len());
                        let block = &mut offs[..len];
                        block.fill(0);
                        for (j, (m, d)) in arrays.iter().zip(&data).enumerate() {
                            let (p0, s) = (pos[j] + t0 as isize * st[nd - 1][j], st[nd - 1][j]);
                            for (t, o) in block.iter_mut().enumerate() {
                                *o += resolve(m, d, p0 + t as isize * s);
                            }
                        }
                        f(block);
                        t0 += len;
                    }
                    let more = super::layout::next_outer(&mut idx, &dims, |ax, k| {
                        pos.iter_mut().zip(&st[ax]).for_each(|(p, s)| *p += k * s);
                    });
                    if !more {
                        return;
                    }
                }
            }
        }
    }
}

/// The relative byte offset the int64 index at byte `p` of `d` selects along its axis.
#[inline(always)]
fn resolve(m: &MultiIndex, d: &[u8], p: isize) -> isize {
    let i = index_at(d, p as usize);
    (if i < 0 { i + m.len as i64 } else { i }) as isize * m.stride
}

/// [`coalesce`] for the broadcast strides of several index arrays: length-1 axes dropped,
/// neighbours merged where every array's strides chain; the strides per axis, per array.
fn coalesce_many(shape: &[usize], arrays: &[MultiIndex]) -> (Vec<usize>, Vec<Vec<isize>>) {
    let mut dims: Vec<usize> = Vec::new();
    let mut st: Vec<Vec<isize>> = Vec::new();
    for (ax, &d) in shape.iter().enumerate() {
        if d == 1 {
            continue;
        }
        let s: Vec<isize> = arrays.iter().map(|m| m.strides[ax]).collect();
        if let (Some(pd), Some(ps)) = (dims.last_mut(), st.last_mut())
            && ps.iter().zip(&s).all(|(&p, &q)| p == q * d as isize) {
                *pd *= d;
                *ps = s;
                continue;
            }
        dims.push(d);
        st.push(s);
    }
    (dims, st)
}

/// The first index of the C-contiguous int64 `idx` outside an axis of `len` (negative
/// indices count from the end): NumPy checks every index before it moves any element
/// (mapping.c `PyArray_MapIterCheckIndices`).
pub fn first_out_of_range(idx: &NdArray, len: usize) -> Option<i64> {
    let d = idx.buf.bytes();
    let n = len as i64;
    int64s(&d[idx.offset..idx.offset + idx.nbytes()]).find(|&i| i < -n || i >= n)
}

/// The first index of the int64 `idx` (any strides) outside `base`'s `axis` (a negative one
/// counts from the end), checked before anything is moved, as NumPy's fancy indexing does.
pub fn along_axis_check(base: &NdArray, axis: usize, idx: &NdArray) -> Result<(), i64> {
    let d = idx.buf.bytes();
    let n = base.shape[axis] as i64;
    let mut bad = None;
    Walk::new(&idx.shape, [&idx.strides]).run([idx.offset], |p, cnt, s| {
        if bad.is_none() {
            bad = (0..cnt).map(|i| index_at(&d, at(p[0], i, s[0]))).find(|&i| i < -n || i >= n);
        }
    });
    bad.map_or(Ok(()), Err)
}

/// `np.take_along_axis` / `put_along_axis` positions (shape_base.py
/// `_make_along_axis_idx`): call `f` with the byte offset in `base` of every position of
/// `idx` in C order: along `axis` the index value (a negative one counts from the end), along
/// the other axes the position itself (a length-1 axis of `base` broadcast). `idx` is int64,
/// already broadcast to the result's shape and checked by [`along_axis_check`].
pub fn along_axis(base: &NdArray, axis: usize, idx: &NdArray, mut f: impl FnMut(usize)) {
    let d = idx.buf.bytes();
    let n = base.shape[axis] as i64;
    let sa = base.strides[axis];
    let bstr: Vec<isize> =
        (0..idx.ndim()).map(|k| if k == axis || base.shape[k] == 1 { 0 } else { base.strides[k] }).collect();
    Walk::new(&idx.shape, [&idx.strides, &bstr]).run([idx.offset, base.offset], |p, cnt, s| {
        for i in 0..cnt {
            let j = index_at(&d, at(p[0], i, s[0]));
            let j = if j < 0 { j + n } else { j };
            f((at(p[1], i, s[1]) as isize + j as isize * sa) as usize);
        }
    });
}

/// `out = base[along-axis positions]` (see [`along_axis`]) into the fresh C-contiguous `out`.
pub fn take_along_axis(base: &NdArray, axis: usize, idx: &NdArray, out: &NdArray) -> Result<(), i64> {
    along_axis_check(base, axis, idx)?;
    // plain slices, and the output position from the walk itself (not an iterator kept in
    // memory): one store per element keeps more of the random loads in flight
    let (src_ref, idx_ref) = (base.buf.data.borrow(), idx.buf.data.borrow());
    let (src, ix): (&[u8], &[u8]) = (&src_ref, &idx_ref);
    let mut dst_ref = out.buf.data.borrow_mut();
    let dst: &mut [u8] = &mut dst_ref;
    let isz = base.itemsize();
    if isz == 0 || out.size() == 0 {
        return Ok(());
    }
    let n = base.shape[axis] as i64;
    let sa = base.strides[axis];
    let bstr: Vec<isize> =
        (0..idx.ndim()).map(|k| if k == axis || base.shape[k] == 1 { 0 } else { base.strides[k] }).collect();
    let ostr = super::layout::alloc_strides(&out.shape, isz, false);
    with_size!(isz, N => Walk::new(&idx.shape, [&idx.strides, &bstr, &ostr]).run([idx.offset, base.offset, out.offset], |p, cnt, s| {
        for i in 0..cnt {
            let j = index_at(ix, at(p[0], i, s[0]));
            let j = if j < 0 { j + n } else { j };
            let o = (at(p[1], i, s[1]) as isize + j as isize * sa) as usize;
            let q = at(p[2], i, s[2]);
            dst[q..q + N].copy_from_slice(&src[o..o + N]);
        }
    }));
    Ok(())
}

/// `arr[along-axis positions] = vals` (see [`along_axis`]): `vals` holds one item per
/// position, in C order.
pub fn put_along_axis(base: &NdArray, axis: usize, idx: &NdArray, vals: &[u8]) {
    let isz = base.itemsize();
    let mut dst = base.buf.data.borrow_mut();
    let mut items = vals.chunks_exact(isz.max(1));
    along_axis(base, axis, idx, |o| {
        if let Some(v) = items.next() {
            dst[o..o + isz].copy_from_slice(v);
        }
    });
}

impl Fancy {
    /// Call `f(offset, run_len, run_stride)` for every run of result elements in C order.
    #[inline]
    fn for_each_run(&self, mut f: impl FnMut(usize, usize, isize)) {
        self.for_each_run_dyn(&mut f)
    }

    /// [`Fancy::for_each_run`] compiled once whatever the caller.
    fn for_each_run_dyn(&self, f: &mut dyn FnMut(usize, usize, isize)) {
        let (dims, st) = coalesce(&self.post_shape, [&self.post_strides]);
        let pst: Vec<isize> = st.iter().map(|s| s[0]).collect();
        let mut walk = Walk::new(&dims, [&pst]);
        for &p in &self.pre {
            self.adv.for_each(|b| {
                let o = (self.base + p + b) as usize;
                walk.run([o], |q, n, s| f(q[0], n, s[0]));
            });
        }
    }

    /// As [`Fancy::for_each_run`], with the broadcast index positions outermost: C order
    /// of (index dims, pre axes, post axes), the order of NumPy's result buffer.
    #[inline]
    fn for_each_run_index_first(&self, mut f: impl FnMut(usize, usize, isize)) {
        self.for_each_run_index_first_dyn(&mut f)
    }

    /// [`Fancy::for_each_run_index_first`] compiled once whatever the caller.
    fn for_each_run_index_first_dyn(&self, f: &mut dyn FnMut(usize, usize, isize)) {
        let (dims, st) = coalesce(&self.post_shape, [&self.post_strides]);
        let pst: Vec<isize> = st.iter().map(|s| s[0]).collect();
        let mut walk = Walk::new(&dims, [&pst]);
        self.adv.for_each(|b| {
            for &p in &self.pre {
                walk.run([(self.base + p + b) as usize], |q, n, s| f(q[0], n, s[0]));
            }
        });
    }

    /// A selection of listed byte offsets.
    pub fn listed(offsets: &[usize]) -> Fancy {
        Fancy { base: 0, pre: vec![0], adv: Adv::Offsets(offsets.iter().map(|&o| o as isize).collect()), post_shape: vec![], post_strides: vec![] }
    }

    /// The selection of every element of a view, in C order.
    pub fn of_view(offset: usize, shape: &[usize], strides: &[isize]) -> Fancy {
        Fancy { base: offset as isize, pre: vec![0], adv: Adv::Offsets(vec![0]), post_shape: shape.to_vec(), post_strides: strides.to_vec() }
    }

    /// Call `f` with every selected byte offset in result C order.
    #[inline]
    pub fn for_each_offset(&self, mut f: impl FnMut(usize)) {
        if self.post_shape.iter().all(|&d| d == 1) {
            for &p in &self.pre {
                let at = self.base + p;
                self.adv.for_each_block(&mut |block| block.iter().for_each(|&b| f((at + b) as usize)));
            }
            return;
        }
        self.for_each_run(|o, n, s| {
            for i in 0..n {
                f(at(o, i, s));
            }
        });
    }

    /// Call `f` with the selected byte offsets in result C order, up to 256 at a time:
    /// compiled once, whatever the caller's loop over a block.
    pub fn for_each_offset_block(&self, f: &mut dyn FnMut(&[usize])) {
        let mut block = [0usize; 256];
        let mut len = 0;
        self.for_each_offset(|o| {
            block[len] = o;
            len += 1;
            if len == block.len() {
                f(&block);
                len = 0;
            }
        });
        if len > 0 {
            f(&block[..len]);
        }
    }

    /// Every selected byte offset in result C order.
    pub fn offsets(&self) -> Vec<usize> {
        let mut out = Vec::new();
        self.for_each_offset(|o| out.push(o));
        out
    }
}

/// `out = a[idx]`: copy the selected elements of `a` into the fresh C-contiguous `out`.
pub fn gather(a: &NdArray, f: &Fancy, out: &NdArray) {
    let src_ref = a.buf.data.borrow();
    let src: &[u8] = &src_ref;
    let mut dst_ref = out.buf.data.borrow_mut();
    let dst: &mut [u8] = &mut dst_ref;
    let isz = a.itemsize();
    let mut k = 0usize;
    // one element per offset (index arrays covering every axis)
    if let ([p], Adv::Index { idx, len, stride }) = (&f.pre[..], &f.adv)
        && f.post_shape.iter().all(|&d| d == 1) && isz > 0 {
        let ib = idx.buf.data.borrow();
        let (at, n, stride) = (f.base + p, *len as i64, *stride);
        let ix = &ib[idx.offset..idx.offset + idx.nbytes()];
        with_size!(isz, N => {
            let one = |ix: &[u8], dst: &mut [u8]| {
                // zipped, so the output position lives in a register: one store per element
                // keeps more of the random loads in flight
                for (d, i) in dst.chunks_exact_mut(N).zip(int64s(ix)) {
                    let o = (at + (if i < 0 { i + n } else { i }) as isize * stride) as usize;
                    d.copy_from_slice(&src[o..o + N]);
                }
            };
            // a long gather: two halves of the indices at once, each into its part of `dst`
            let _ = super::parallel::split_indices::<()>(ix, dst, N, |ix, d| {
                one(ix, d);
                Ok(())
            });
        });
        return;
    }
    if f.post_shape.iter().all(|&d| d == 1) && isz > 0 {
        with_size!(isz, N => {
            let mut out = dst.chunks_exact_mut(N);
            f.for_each_offset(|o| {
                if let Some(d) = out.next() {
                    d.copy_from_slice(&src[o..o + N]);
                }
            });
        });
        return;
    }
    with_size!(isz, N => f.for_each_run(|o, n, s| {
        copy_run(src, o, n, s, N, &mut dst[k..k + n * N]);
        k += n * N;
    }));
}

/// Copy `n` items of `isz` bytes from `src` at `o`, `o + s`, ... into the contiguous `dst`
/// (inlined where `isz` is a constant, so each item is one fixed-size move).
#[inline(always)]
fn copy_run(src: &[u8], o: usize, n: usize, s: isize, isz: usize, dst: &mut [u8]) {
    if s == isz as isize {
        dst.copy_from_slice(&src[o..o + n * isz]);
    } else {
        for (i, z) in dst.chunks_exact_mut(isz).enumerate() {
            let p = at(o, i, s);
            z.copy_from_slice(&src[p..p + isz]);
        }
    }
}

/// `a[idx]` into the fresh buffer NumPy allocates for it, shaped (broadcast index dims,
/// subspace dims) with the subspace being the basic axes before the index dims and then
/// those after them; the result is this buffer or its transposed view. The elements are
/// visited in the buffer's C order, index positions outermost, as NumPy's map iterator
/// fills it (mapping.c `mapiter_get`): `a[:, idx]` then writes its buffer in order instead
/// of scattering into a transposed view. A buffer not C-ordered is placed by an odometer.
pub fn gather_buffer(a: &NdArray, f: &Fancy, buffer: &NdArray) {
    if f.pre.len() <= 1 && buffer.is_c_contiguous() && buffer.offset == 0 {
        return gather(a, f, buffer);
    }
    // plain slices, so the loops below do not re-read the buffers' enum on every item
    let src_ref = a.buf.data.borrow();
    let src: &[u8] = &src_ref;
    let mut dst_ref = buffer.buf.data.borrow_mut();
    let dst: &mut [u8] = &mut dst_ref;
    let isz = a.itemsize();
    if buffer.is_c_contiguous() && buffer.offset == 0 {
        let mut k = 0usize;
        with_size!(isz, N => {
            if f.post_shape.iter().all(|&d| d == 1) {
                let (block, base, pre) = (f.pre.len() * N, f.base, &f.pre[..]);
                // the elements of index position `b` (relative offset) at every `pre` offset
                let fill = |b: isize, z: &mut [u8]| {
                    for (z, &p) in z.chunks_exact_mut(N).zip(pre) {
                        let o = (base + b + p) as usize;
                        z.copy_from_slice(&src[o..o + N]);
                    }
                };
                if let (Adv::Index { idx, len, stride }, true) = (&f.adv, block > 0) {
                    // `a[:, cols]`: a long one as two halves of the index at once
                    let ib = idx.buf.data.borrow();
                    let (n, stride) = (*len as i64, *stride);
                    let _ = super::parallel::split_indices::<()>(&ib[idx.offset..idx.offset + idx.nbytes()], dst, block, |ix, d| {
                        for (z, i) in d.chunks_exact_mut(block).zip(int64s(ix)) {
                            fill((if i < 0 { i + n } else { i }) as isize * stride, z);
                        }
                        Ok(())
                    });
                } else {
                    f.adv.for_each(|b| {
                        fill(b, &mut dst[k..k + block]);
                        k += block;
                    });
                }
            } else {
                f.for_each_run_index_first(|o, n, s| {
                    copy_run(src, o, n, s, N, &mut dst[k..k + n * N]);
                    k += n * N;
                });
            }
        });
        return;
    }
    let nd = buffer.ndim();
    let mut idx = vec![0usize; nd];
    let mut off = buffer.offset as isize;
    with_size!(isz, N => f.for_each_run_index_first(|o, n, s| {
        for i in 0..n {
            let p = at(o, i, s);
            let q = off as usize;
            dst[q..q + N].copy_from_slice(&src[p..p + N]);
            for ax in (0..nd).rev() {
                idx[ax] += 1;
                off += buffer.strides[ax];
                if idx[ax] < buffer.shape[ax] {
                    break;
                }
                off -= buffer.strides[ax] * buffer.shape[ax] as isize;
                idx[ax] = 0;
            }
        }
    }));
}

/// The strides NumPy gives the buffer of a fancy-indexing result (mapping.c
/// `PyArray_MapIterNew`), shaped (broadcast index dims, subspace dims):
/// - no subspace (the index arrays cover every axis): the iterator allocates it in the
///   index arrays' memory order (`NPY_KEEPORDER`);
/// - a subspace of one element: the index dims in that order too
///   (`NpyIter_CreateCompatibleStrides`), else C order over them;
/// - the subspace dims are innermost, laid out as the subspace's own strides sort
///   (`PyArray_CreateSortedStridePerm`), so a newaxis (stride 0) is innermost.
///
/// `index_strides` are the index arrays' strides broadcast to `fancy_shape`.
pub fn fancy_buffer_strides(
    itemsize: usize,
    fancy_shape: &[usize],
    index_strides: &[Vec<isize>],
    subspace: Option<(&[usize], &[isize])>,
) -> Vec<isize> {
    let nf = fancy_shape.len();
    let (sub_shape, sub_strides) = subspace.unwrap_or((&[], &[]));
    let mut shape = fancy_shape.to_vec();
    shape.extend_from_slice(sub_shape);
    if shape.contains(&0) {
        return vec![0; shape.len()];
    }
    let sub_size: usize = sub_shape.iter().product();
    let fancy_perm: Vec<usize> = if subspace.is_none() || sub_size == 1 {
        // the iterator gives length-1 axes stride 0, so they never reorder
        let ops: Vec<Vec<isize>> = index_strides
            .iter()
            .map(|st| st.iter().zip(fancy_shape).map(|(&s, &d)| if d == 1 { 0 } else { s }).collect())
            .collect();
        super::view::iter_keep_order_multi(nf, &ops)
    } else {
        (0..nf).collect()
    };
    let mut strides = super::layout::strides_in_perm_order(fancy_shape, &fancy_perm, itemsize * sub_size);
    let sub = super::layout::strides_in_perm_order(sub_shape, &super::layout::sorted_stride_perm(sub_strides), itemsize);
    strides.extend(sub);
    strides
}

/// A bool mask read 8 bytes at a time: `f(i, bits)` for each group of 8 bytes starting at
/// `i` that holds a nonzero byte, bit t of `bits` set when byte i + t is nonzero (a short
/// last group has its missing bits clear). Runs of false cost one compare per 8 bytes and
/// runs of true one call per 8 (NumPy's boolean subscript skips and copies runs too,
/// mapping.c `array_boolean_subscript`). Bytes other than 0 and 1 count as true, as in NumPy.
#[inline(always)]
pub fn for_each_mask_group(mask: &[u8], mut f: impl FnMut(usize, u8)) {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let mut groups = mask.chunks_exact(8);
    let mut i = 0;
    for g in &mut groups {
        let w = u64::from_le_bytes(g.try_into().expect("8 bytes"));
        if w != 0 {
            // 1 in each byte that is nonzero, then those eight 1s gathered into one byte
            let ones = (((w & LOW7).wrapping_add(LOW7) | w) >> 7) & 0x0101_0101_0101_0101;
            f(i, (ones.wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8);
        }
        i += 8;
    }
    let bits = groups.remainder().iter().enumerate().fold(0u8, |b, (t, &x)| b | (((x != 0) as u8) << t));
    if bits != 0 {
        f(i, bits);
    }
}

/// Call `f(t)` for each set bit t of `bits`, lowest first.
#[inline(always)]
pub fn for_each_bit(mut bits: u8, mut f: impl FnMut(usize)) {
    while bits != 0 {
        f(bits.trailing_zeros() as usize);
        bits &= bits - 1;
    }
}

/// `a[mask]` for a boolean mask of `a`'s whole shape (strides `ms` over `a.shape`): the
/// selected elements, in C order, into the fresh `out` of `count` elements.
pub fn mask_gather(a: &NdArray, mask: &NdArray, out: &NdArray) {
    let src = a.buf.data.borrow();
    let mb = mask.buf.data.borrow();
    let mut dst = out.buf.data.borrow_mut();
    let isz = a.itemsize();
    let mut k = 0usize;
    let mut walk = Walk::new(&a.shape, [&mask.strides, &a.strides]);
    with_size!(isz, N => walk.run([mask.offset, a.offset], |p, n, s| {
        if s[0] == 1 && s[1] == N as isize {
            let run = &src[p[1]..p[1] + n * N];
            for_each_mask_group(&mb[p[0]..p[0] + n], |i, bits| {
                if bits == u8::MAX {
                    dst[k..k + 8 * N].copy_from_slice(&run[i * N..(i + 8) * N]);
                    k += 8 * N;
                } else {
                    for_each_bit(bits, |t| {
                        dst[k..k + N].copy_from_slice(&run[(i + t) * N..(i + t + 1) * N]);
                        k += N;
                    });
                }
            });
            return;
        }
        for i in 0..n {
            if mb[at(p[0], i, s[0])] != 0 {
                let o = at(p[1], i, s[1]);
                dst[k..k + N].copy_from_slice(&src[o..o + N]);
                k += N;
            }
        }
    }));
}

/// `a[sel] = vals`: the C-ordered element bytes `vals` (one item per selected element)
/// written at the selected offsets. A repeated offset keeps the last value, as NumPy's
/// assignment loop runs in order (mapping.c `mapiter_set`).
pub fn scatter(a: &NdArray, f: &Fancy, vals: &[u8]) {
    let mut d = a.buf.data.borrow_mut();
    let isz = a.itemsize();
    let mut k = 0usize;
    with_size!(isz, N => f.for_each_offset(|o| {
        d[o..o + N].copy_from_slice(&vals[k..k + N]);
        k += N;
    }));
}

/// `a[sel] = value` for one element's bytes.
pub fn scatter_fill(a: &NdArray, f: &Fancy, elem: &[u8]) {
    let mut d = a.buf.data.borrow_mut();
    let isz = a.itemsize();
    with_size!(isz, N => {
        let e = &elem[..N];
        f.for_each_offset(|o| d[o..o + N].copy_from_slice(e));
    });
}

/// `a[mask] = value` for one element's bytes and a mask of `a`'s whole shape. A long one
/// runs as two halves at once (`kernels::split_walk`).
pub fn mask_fill(a: &NdArray, mask: &NdArray, elem: &[u8]) {
    let mg = mask.buf.data.borrow();
    let mb: &[u8] = &mg;
    let mut d = a.buf.data.borrow_mut();
    let isz = a.itemsize();
    let dst = Dst { data: &mut d, offset: a.offset, strides: &a.strides };
    let worth = super::parallel::worth_streaming(a.size().saturating_mul(1 + 2 * isz));
    with_size!(isz, N => {
        let e = &elem[..N];
        split_walk(&a.shape, [&mask.strides], [mask.offset], dst, N, worth, |shape, st, off, out| {
            let d = out.data;
            Walk::new(shape, [st[0], out.strides]).run([off[0], out.offset], |p, n, s| {
                if s[0] == 1 && s[1] == N as isize {
                    let run = &mut d[p[1]..p[1] + n * N];
                    for_each_mask_group(&mb[p[0]..p[0] + n], |i, bits| {
                        if bits == u8::MAX {
                            for z in run[i * N..(i + 8) * N].chunks_exact_mut(N) {
                                z.copy_from_slice(e);
                            }
                        } else {
                            for_each_bit(bits, |t| run[(i + t) * N..(i + t + 1) * N].copy_from_slice(e));
                        }
                    });
                    return;
                }
                for i in 0..n {
                    if mb[at(p[0], i, s[0])] != 0 {
                        let o = at(p[1], i, s[1]);
                        d[o..o + N].copy_from_slice(e);
                    }
                }
            })
        })
    });
}

/// The elements of `a` in C order, converted to `T` by NumPy's C casts (read typed, no
/// per-element enum).
pub fn values_as<T: super::kernels::Elem>(a: &NdArray) -> Vec<T> {
    let d = a.buf.bytes();
    let mut out = Vec::with_capacity(a.size());
    super::kernels::with_elem!(a.dtype, S => {
        use super::kernels::Elem;
        let mut walk = Walk::new(&a.shape, [&a.strides]);
        walk.run([a.offset], |p, n, s| {
            out.extend((0..n).map(|i| T::cast_from(S::rd(&d[at(p[0], i, s[0])..]))));
        });
    });
    out
}

/// Add `index * stride` to `out[k]` for the k-th index of `idx` (C order), each index
/// resolved against an axis of `len` (negative from the end); the first out of range is
/// the error. Typed reads straight from the index buffer, with no list of the indices.
pub fn add_index_offsets(idx: &NdArray, len: usize, stride: isize, out: &mut [isize]) -> Result<(), i64> {
    let d = idx.buf.bytes();
    let n = len as i64;
    let mut k = 0usize;
    let mut bad: Option<i64> = None;
    super::kernels::with_elem!(idx.dtype, T => {
        use super::kernels::Elem;
        let mut walk = Walk::new(&idx.shape, [&idx.strides]);
        walk.run([idx.offset], |p, m, s| {
            if bad.is_some() {
                return;
            }
            for i in 0..m {
                let v = T::rd(&d[at(p[0], i, s[0])..]);
                let v = v.to_i64();
                let j = if v < 0 { v + n } else { v };
                if j < 0 || j >= n {
                    bad = Some(v);
                    return;
                }
                out[k + i] += j as isize * stride;
            }
            k += m;
        });
    });
    bad.map_or(Ok(()), Err)
}

/// The values of an integer index array in C order, as i64. uint64 values above i64::MAX
/// wrap, as NumPy's cast of the index to intp does (`x[[2**64 - 1]]` is `x[[-1]]`).
pub fn read_indices(a: &NdArray) -> Vec<i64> {
    let d = a.buf.bytes();
    let mut out = Vec::with_capacity(a.size());
    super::kernels::with_elem!(a.dtype, T => {
        use super::kernels::Elem;
        let mut walk = Walk::new(&a.shape, [&a.strides]);
        walk.run([a.offset], |p, n, s| {
            for i in 0..n {
                let v = T::rd(&d[at(p[0], i, s[0])..]);
                out.push(v.to_i64());
            }
        });
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The groups and bits name exactly the nonzero bytes, in order.
        #[test]
        fn mask_groups_name_the_nonzero_bytes(mask in proptest::collection::vec(prop_oneof![Just(0u8), Just(1u8), any::<u8>()], 0..70)) {
            let mut seen = Vec::new();
            for_each_mask_group(&mask, |i, bits| for_each_bit(bits, |t| seen.push(i + t)));
            let want: Vec<usize> = (0..mask.len()).filter(|&i| mask[i] != 0).collect();
            prop_assert_eq!(seen, want);
        }
    }
}
