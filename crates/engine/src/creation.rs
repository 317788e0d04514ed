//! Typed fills behind array creation: `arange`, `linspace`, `full`/`ones` and constant fills
//! of any view (NumPy's `PyArray_Arange*` + the dtype `fill` functions in arraytypes.c.src,
//! `linspace` in numpy/_core/function_base.py, `PyArray_AssignRawScalar` in
//! array_assign_scalar.c).
//!
//! Every function writes straight into the output's bytes with one pass and no per-element
//! dtype dispatch: the dtype is resolved once (`with_elem!`), the loop is monomorphised.

use super::array::NdArray;
use super::dtype::{DType, Scalar};
use super::kernels::{Elem, Walk, with_elem};

/// Write `f(i)` into element `i` of a contiguous run of `T`s.
#[inline(always)]
fn fill_index<T: Elem>(out: &mut [u8], f: impl Fn(usize) -> T) {
    for (i, z) in out.chunks_exact_mut(T::SIZE).enumerate() {
        f(i).wr(z);
    }
}

/// `np.arange` with a float computation: element i is `start + i*delta` in double precision
/// (NumPy's `DOUBLE_fill`, delta = (start + step) - start), then cast to the dtype.
pub fn arange_float(out: &mut [u8], dt: DType, start: f64, delta: f64) {
    with_elem!(dt, T => fill_index::<T>(out, |i| T::from_f64(start + i as f64 * delta)))
}

/// `np.arange` with integer arguments: element i is `start + i*step` computed exactly, then
/// cast (wrapping) to the dtype. The exact value is only ever kept modulo 2^64 (the cast to
/// int64 truncates), and truncation commutes with `+` and `*`, so wrapping i64 arithmetic
/// gives the same bits as i128 arithmetic, and vectorises.
pub fn arange_int(out: &mut [u8], dt: DType, start: i128, step: i128) {
    let (start, step) = (start as i64, step as i64);
    with_elem!(dt, T => fill_index::<T>(out, |i| T::from_i64(start.wrapping_add((i as i64).wrapping_mul(step)))))
}

/// `np.linspace`'s values (function_base.py): `i*step + start` (or `(i/div)*delta + start`
/// when the step underflows to 0; `i*delta + start` when div is 0), the last one replaced
/// by `stop` when `endpoint`. Integer dtypes take the floor, as `linspace` does before
/// `astype`.
pub fn linspace(out: &mut [u8], dt: DType, start: f64, stop: f64, div: f64, endpoint: bool) {
    let delta = stop - start;
    let step = if div > 0.0 { delta / div } else { f64::NAN };
    let num = out.len() / dt.itemsize();
    let value = move |i: usize| -> f64 {
        if endpoint && num > 1 && i == num - 1 {
            stop
        } else if div > 0.0 {
            if step == 0.0 { (i as f64 / div) * delta + start } else { i as f64 * step + start }
        } else {
            i as f64 * delta + start
        }
    };
    if dt.is_integer() {
        with_elem!(dt, T => fill_index::<T>(out, |i| T::from_i64(value(i).floor() as i64)))
    } else {
        with_elem!(dt, T => fill_index::<T>(out, |i| T::from_f64(value(i))))
    }
}

/// A new C-contiguous array holding `values` (C order, the shape's size), written typed
/// straight into its buffer.
pub fn from_values<T: Elem>(shape: &[usize], values: &[T]) -> crate::error::PyResult<std::rc::Rc<NdArray>> {
    let a = NdArray::zeros(T::DT, shape, false)?;
    {
        let mut d = a.buf.data.borrow_mut();
        for (c, &v) in d.chunks_exact_mut(T::SIZE).zip(values) {
            v.wr(c);
        }
    }
    Ok(a)
}

/// One element's bytes for `v` already cast to `dt` (`v.write_le_bytes`, done once).
pub fn element_bytes(v: Scalar, dt: DType) -> [u8; 16] {
    let mut b = [0u8; 16];
    v.write_le_bytes(dt, &mut b);
    b
}

/// Repeat one element's bytes over a contiguous byte range (doubling copies: memcpy speed).
pub fn fill_contiguous(out: &mut [u8], elem: &[u8]) {
    let isz = elem.len();
    if out.len() < isz {
        return;
    }
    if elem.iter().all(|&b| b == 0) {
        out.fill(0);
        return;
    }
    out[..isz].copy_from_slice(elem);
    let mut done = isz;
    while done < out.len() {
        let n = done.min(out.len() - done);
        out.copy_within(..n, done);
        done += n;
    }
}

/// Write one element's bytes (`elem`, itemsize long) into every element of a view, in
/// ascending memory order as NumPy's `raw_array_assign_scalar` does
/// (dtype_transfer.c `PyArray_PrepareOneRawArrayIter`: axes by descending |stride|, ties in
/// axis order, negative strides reversed). The order decides what a self-overlapping view
/// (`as_strided`, a wider dtype view) holds afterwards.
pub fn fill_view(a: &NdArray, elem: &[u8]) {
    let isz = a.itemsize();
    let mut order: Vec<usize> = (0..a.ndim()).collect();
    order.sort_by_key(|&k| std::cmp::Reverse(a.strides[k].unsigned_abs()));
    let shape: Vec<usize> = order.iter().map(|&k| a.shape[k]).collect();
    let mut strides: Vec<isize> = order.iter().map(|&k| a.strides[k]).collect();
    let mut start = a.offset as isize;
    if !shape.contains(&0) {
        for (st, &n) in strides.iter_mut().zip(&shape) {
            if *st < 0 {
                start += *st * (n as isize - 1);
                *st = -*st;
            }
        }
    }
    let mut d = a.buf.data.borrow_mut();
    let mut walk = Walk::new(&shape, [&strides]);
    walk.run([start.max(0) as usize], |p, n, s| {
        if s[0] == isz as isize {
            fill_contiguous(&mut d[p[0]..p[0] + n * isz], elem);
        } else {
            for i in 0..n {
                let o = (p[0] as isize + i as isize * s[0]) as usize;
                d[o..o + isz].copy_from_slice(elem);
            }
        }
    });
}
