//! The byte gather behind take, repeat, tile, pad and concatenate: copy whole elements
//! from a source array through per-axis index maps (NumPy's `PyArray_TakeFrom`/`npy_fastrepeat`
//! copy elements the same way, dtype-agnostically), and the stride permutation that keeps
//! the inputs' memory order in the result (NumPy's `PyArray_CreateMultiSortedStridePerm`).

use std::rc::Rc;

use crate::ufunc;
use crate::array::NdArray;
use crate::dtype::DType;
use crate::error::PyResult;

/// The axis order (largest stride first) NumPy gives a new array made from `arrays`
/// (PyArray_CreateMultiSortedStridePerm): axes move only when every array whose two axes
/// are both longer than 1 agrees; on conflicts C order wins.
pub fn stride_perm(arrays: &[&NdArray], nd: usize) -> Vec<usize> {
    super::layout::stable_axis_sort((0..nd).collect(), arrays.len(), |op, j0, j1| {
        let a = arrays[op];
        (a.shape[j0] != 1 && a.shape[j1] != 1).then(|| a.strides[j0].unsigned_abs() > a.strides[j1].unsigned_abs())
    })
}

/// `c` (C-contiguous) copied into a new array whose axes are laid out in `perm` order.
pub fn relayout(c: Rc<NdArray>, perm: &[usize]) -> PyResult<Rc<NdArray>> {
    if perm.iter().enumerate().all(|(i, &p)| i == p) {
        return Ok(c);
    }
    let strides = super::layout::strides_in_perm_order(&c.shape, perm, c.itemsize());
    let buf = crate::buffer::Buffer::zeroed(c.nbytes().max(c.itemsize()));
    let out = NdArray::build(buf, 0, c.shape.clone(), strides, c.dtype, true, true, None)?;
    ufunc::assign_cast(&out, &c);
    Ok(out)
}

// ----- gathering by per-axis index maps (tile, repeat, pad) -----

#[derive(Clone, Copy)]
pub enum Pick {
    Src(usize),
    /// A constant: the before (0) or after (1) pad value of this axis.
    Fill(usize),
}

/// `out[i0, .., ik] = src[m0[i0], .., mk[ik]]` on element bytes. A `Fill` entry writes that
/// axis' constant; the last axis that fills wins, as NumPy pads axis after axis.
fn gather(src: &[u8], sshape: &[usize], isz: usize, maps: &[Vec<Pick>], fills: &[[Vec<u8>; 2]], out: &mut [u8]) {
    let nd = maps.len();
    if nd == 0 {
        out[..isz].copy_from_slice(&src[..isz]);
        return;
    }
    let mut sstr = vec![1usize; nd];
    let mut ostr = vec![1usize; nd];
    for k in (0..nd.saturating_sub(1)).rev() {
        sstr[k] = sstr[k + 1] * sshape[k + 1];
        ostr[k] = ostr[k + 1] * maps[k + 1].len();
    }
    /// The part of the output picked by `picks` along `axis`, the first at `ooff`.
    #[allow(clippy::too_many_arguments)]
    fn rec(
        axis: usize,
        picks: &[Pick],
        soff: usize,
        ooff: usize,
        fill: Option<&[u8]>,
        c: &(&[u8], usize, &[Vec<Pick>], &[[Vec<u8>; 2]], &[usize], &[usize]),
        out: &mut [u8],
    ) {
        let (src, isz, maps, fills, sstr, ostr) = *c;
        let last = axis + 1 == maps.len();
        for (i, p) in picks.iter().enumerate() {
            let (s, f) = match *p {
                Pick::Src(k) => (soff + k * sstr[axis], fill),
                Pick::Fill(side) => (soff, Some(fills[axis][side].as_slice())),
            };
            if last {
                // the innermost axis is walked as runs below
                break;
            }
            rec(axis + 1, &maps[axis + 1], s, ooff + i * ostr[axis], f, c, out);
        }
        if last {
            last_axis(picks, soff, ooff, fill, fills.get(axis), src, isz, out);
        }
    }
    /// The innermost axis (source and result contiguous along it): runs of consecutive
    /// source elements are copied as one block, and an element repeated (repeat, edge
    /// padding) is copied once and then doubled in place.
    #[allow(clippy::too_many_arguments)]
    fn last_axis(m: &[Pick], soff: usize, ooff: usize, fill: Option<&[u8]>, fills: Option<&[Vec<u8>; 2]>, src: &[u8], isz: usize, out: &mut [u8]) {
        let mut i = 0;
        while i < m.len() {
            let o = (ooff + i) * isz;
            let (elem, mut j): (&[u8], usize) = match (m[i], fill) {
                (Pick::Fill(side), _) => (fills.map_or(&[][..], |f| f[side].as_slice()), i + 1),
                (Pick::Src(_), Some(v)) => (v, i + 1),
                (Pick::Src(k), None) => {
                    let mut j = i + 1;
                    while j < m.len() && matches!(m[j], Pick::Src(q) if q == k + (j - i)) {
                        j += 1;
                    }
                    if j > i + 1 {
                        let s = (soff + k) * isz;
                        out[o..o + (j - i) * isz].copy_from_slice(&src[s..s + (j - i) * isz]);
                        i = j;
                        continue;
                    }
                    (&src[(soff + k) * isz..(soff + k + 1) * isz], j)
                }
            };
            out[o..o + isz].copy_from_slice(elem);
            // the same pick again: double the copied run
            while j < m.len() && same_pick(m[j], m[i], fill.is_some()) {
                let mut e = j + 1;
                while e < m.len() && e - j < j - i && same_pick(m[e], m[i], fill.is_some()) {
                    e += 1;
                }
                let n = (e - j) * isz;
                out.copy_within(o..o + n, (ooff + j) * isz);
                j = e;
            }
            i = j;
        }
    }
    fn same_pick(a: Pick, b: Pick, filling: bool) -> bool {
        match (a, b) {
            (Pick::Src(x), Pick::Src(y)) => filling || x == y,
            (Pick::Fill(x), Pick::Fill(y)) => x == y,
            _ => false,
        }
    }
    let ctx = (src, isz, maps, fills, sstr.as_slice(), ostr.as_slice());
    let m0 = &maps[0];
    // a large result: the two halves of its first axis at once (`parallel.rs`), each into
    // its own part of `out`
    if m0.len() >= 2 && super::parallel::worth_streaming(out.len().saturating_mul(2)) {
        let h = m0.len() / 2;
        let (o1, o2) = out.split_at_mut(h * ostr[0] * isz);
        super::parallel::join(|| rec(0, &m0[..h], 0, 0, None, &ctx, o1), || rec(0, &m0[h..], 0, 0, None, &ctx, o2));
        return;
    }
    rec(0, m0, 0, 0, None, &ctx, out);
}

pub fn gathered(x: &NdArray, maps: &[Vec<Pick>], fills: &[[Vec<u8>; 2]]) -> PyResult<Rc<NdArray>> {
    let shape: Vec<usize> = maps.iter().map(|m| m.len()).collect();
    // every element is written below: from the source or from a fill
    let out = NdArray::for_overwrite(x.dtype, &shape)?;
    if out.size() == 0 {
        return Ok(out);
    }
    // a C-contiguous source is read in place (it cannot be `out`, which is new)
    let copied;
    let data = x.buf.data.borrow();
    let src: &[u8] = if x.is_c_contiguous() {
        &data[x.offset..x.offset + x.nbytes()]
    } else {
        copied = bytes_of(x, x.dtype)?;
        &copied
    };
    {
        let mut d = out.buf.data.borrow_mut();
        let n = out.nbytes();
        gather(src, &x.shape, x.itemsize(), maps, fills, &mut d[..n]);
    }
    Ok(out)
}

/// How many times `np.repeat` writes each element along the axis.
pub enum Repeats<'a> {
    /// Every element the same number of times (a scalar `repeats`).
    Each(usize),
    /// One count per element.
    Counts(&'a [i64]),
}

impl Repeats<'_> {
    fn of(&self, k: usize) -> usize {
        match self {
            Repeats::Each(c) => *c,
            Repeats::Counts(c) => c[k] as usize,
        }
    }
}

/// `np.repeat` along `axis` into `out` (C-contiguous, the repeated shape): each block of
/// the elements after `axis` is written its count of times (item_selection.c
/// `npy_fastrepeat`). Blocks of one element of 1 to 16 bytes are stored with fixed-size
/// moves, as NumPy's specialised loops do; larger blocks are copied once and then doubled.
pub fn repeat_into(src: &NdArray, axis: usize, counts: &Repeats, out: &NdArray) -> PyResult<()> {
    let copied;
    let data = src.buf.data.borrow();
    let s: &[u8] = if src.is_c_contiguous() {
        &data[src.offset..src.offset + src.nbytes()]
    } else {
        copied = bytes_of(src, src.dtype)?;
        &copied
    };
    let chunk: usize = src.shape[axis + 1..].iter().product::<usize>() * src.itemsize();
    let n = src.shape[axis];
    let mut d = out.buf.data.borrow_mut();
    let d = &mut d[out.offset..out.offset + out.nbytes()];
    match chunk {
        1 => repeat_items::<1>(s, d, counts, n),
        2 => repeat_items::<2>(s, d, counts, n),
        4 => repeat_items::<4>(s, d, counts, n),
        8 => repeat_items::<8>(s, d, counts, n),
        16 => repeat_items::<16>(s, d, counts, n),
        _ => repeat_blocks(s, d, counts, n, chunk),
    }
    Ok(())
}

/// [`repeat_into`] for blocks of exactly `N` bytes; `s` holds whole rows of `n` blocks.
fn repeat_items<const N: usize>(s: &[u8], d: &mut [u8], counts: &Repeats, n: usize) {
    let mut o = 0usize;
    for (i, x) in s.chunks_exact(N).enumerate() {
        let c = counts.of(i % n.max(1));
        let x: [u8; N] = x.try_into().expect("chunks of N bytes");
        for z in d[o..o + c * N].chunks_exact_mut(N) {
            z.copy_from_slice(&x);
        }
        o += c * N;
    }
}

/// [`repeat_into`] for blocks of any size: each block copied once, then doubled.
fn repeat_blocks(s: &[u8], d: &mut [u8], counts: &Repeats, n: usize, chunk: usize) {
    let mut o = 0usize;
    for (i, block) in s.chunks_exact(chunk.max(1)).enumerate() {
        let c = counts.of(i % n.max(1));
        if c == 0 || chunk == 0 {
            continue;
        }
        d[o..o + chunk].copy_from_slice(block);
        let mut done = 1;
        while done < c {
            let m = done.min(c - done);
            d.copy_within(o..o + m * chunk, o + done * chunk);
            done += m;
        }
        o += c * chunk;
    }
}

pub fn identity_map(n: usize) -> Vec<Pick> {
    (0..n).map(Pick::Src).collect()
}

/// The elements of `a` as C-order bytes of dtype `dt` (a cast copy when needed).
pub fn bytes_of(a: &NdArray, dt: DType) -> PyResult<Vec<u8>> {
    if a.size() == 0 {
        return Ok(Vec::new());
    }
    if a.dtype == dt && a.is_c_contiguous() {
        let d = a.buf.bytes();
        return Ok(d[a.offset..a.offset + a.nbytes()].to_vec());
    }
    let c = ufunc::cast_copy(a, dt)?;
    let d = c.buf.bytes();
    Ok(d[..c.nbytes()].to_vec())
}
