//! The byte gather behind take, repeat, tile, pad and concatenate: copy whole elements
//! from a source array through per-axis index maps (NumPy's `PyArray_TakeFrom`/`npy_fastrepeat`
//! copy elements the same way, dtype-agnostically), and the stride permutation that keeps
//! the inputs' memory order in the result (NumPy's `PyArray_CreateMultiSortedStridePerm`).

use std::rc::Rc;

use crate::engine::ufunc;
use crate::engine::array::NdArray;
use crate::engine::dtype::DType;
use crate::error::PyResult;

/// The axis order (largest stride first) NumPy gives a new array made from `arrays`
/// (PyArray_CreateMultiSortedStridePerm): axes move only when every array whose two axes
/// are both longer than 1 agrees; on conflicts C order wins.
pub(crate) fn stride_perm(arrays: &[&NdArray], nd: usize) -> Vec<usize> {
    super::layout::stable_axis_sort((0..nd).collect(), arrays.len(), |op, j0, j1| {
        let a = arrays[op];
        (a.shape[j0] != 1 && a.shape[j1] != 1).then(|| a.strides[j0].unsigned_abs() > a.strides[j1].unsigned_abs())
    })
}

/// `c` (C-contiguous) copied into a new array whose axes are laid out in `perm` order.
pub(crate) fn relayout(c: Rc<NdArray>, perm: &[usize]) -> PyResult<Rc<NdArray>> {
    if perm.iter().enumerate().all(|(i, &p)| i == p) {
        return Ok(c);
    }
    let strides = super::layout::strides_in_perm_order(&c.shape, perm, c.itemsize());
    let buf = crate::engine::buffer::Buffer::zeroed(c.nbytes().max(c.itemsize()));
    let out = NdArray::build(buf, 0, c.shape.clone(), strides, c.dtype, true, true, None)?;
    ufunc::assign_cast(&out, &c);
    Ok(out)
}

// ----- gathering by per-axis index maps (tile, repeat, pad) -----

#[derive(Clone, Copy)]
pub(crate) enum Pick {
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
    #[allow(clippy::too_many_arguments)]
    fn rec(
        axis: usize,
        soff: usize,
        ooff: usize,
        fill: Option<&[u8]>,
        c: &(&[u8], usize, &[Vec<Pick>], &[[Vec<u8>; 2]], &[usize], &[usize]),
        out: &mut [u8],
    ) {
        let (src, isz, maps, fills, sstr, ostr) = *c;
        let last = axis + 1 == maps.len();
        for (i, p) in maps[axis].iter().enumerate() {
            let (s, f) = match *p {
                Pick::Src(k) => (soff + k * sstr[axis], fill),
                Pick::Fill(side) => (soff, Some(fills[axis][side].as_slice())),
            };
            let o = ooff + i * ostr[axis];
            if last {
                let dst = &mut out[o * isz..(o + 1) * isz];
                match f {
                    Some(v) => dst.copy_from_slice(v),
                    None => dst.copy_from_slice(&src[s * isz..(s + 1) * isz]),
                }
            } else {
                rec(axis + 1, s, o, f, c, out);
            }
        }
    }
    let ctx = (src, isz, maps, fills, sstr.as_slice(), ostr.as_slice());
    rec(0, 0, 0, None, &ctx, out);
}

pub(crate) fn gathered(x: &NdArray, maps: &[Vec<Pick>], fills: &[[Vec<u8>; 2]]) -> PyResult<Rc<NdArray>> {
    let shape: Vec<usize> = maps.iter().map(|m| m.len()).collect();
    let out = NdArray::zeros(x.dtype, &shape, false)?;
    if out.size() == 0 {
        return Ok(out);
    }
    let src = bytes_of(x, x.dtype)?;
    {
        let mut d = out.buf.data.borrow_mut();
        let n = out.nbytes();
        gather(&src, &x.shape, x.itemsize(), maps, fills, &mut d[..n]);
    }
    Ok(out)
}

pub(crate) fn identity_map(n: usize) -> Vec<Pick> {
    (0..n).map(Pick::Src).collect()
}

/// The elements of `a` as C-order bytes of dtype `dt` (a cast copy when needed).
pub fn bytes_of(a: &NdArray, dt: DType) -> PyResult<Vec<u8>> {
    if a.size() == 0 {
        return Ok(Vec::new());
    }
    if a.dtype == dt && a.is_c_contiguous() {
        let d = a.buf.data.borrow();
        return Ok(d[a.offset..a.offset + a.nbytes()].to_vec());
    }
    let c = ufunc::cast_copy(a, dt)?;
    let d = c.buf.data.borrow();
    Ok(d[..c.nbytes()].to_vec())
}
