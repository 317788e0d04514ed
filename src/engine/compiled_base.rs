//! NumPy's `_core/src/multiarray/compiled_base.c` loops over memory: `bincount`
//! (`arr_bincount`: the range check, then one counting or weighted pass), read typed
//! straight from the buffers, with no copy of the input.

use super::array::NdArray;
use super::dtype::DType;
use super::kernels::{Elem, Walk, with_elem};

#[inline]
fn at(p: usize, i: usize, s: isize) -> usize {
    (p as isize + i as isize * s) as usize
}

/// Visit every element of the integer (or bool) array `a` in C order as i64 (uint64 values
/// above i64::MAX wrap, as NumPy's cast to intp does).
fn for_each_int(a: &NdArray, mut f: impl FnMut(i64)) {
    let d = a.buf.data.borrow();
    with_elem!(a.dtype, T => {
        let mut walk = Walk::new(&a.shape, [&a.strides]);
        let int = |v: T| if T::DT == DType::UInt64 { v.to_u64() as i64 } else { v.to_i64() };
        walk.run([a.offset], |p, n, s| {
            if s[0] == T::SIZE as isize {
                d[p[0]..p[0] + n * T::SIZE].chunks_exact(T::SIZE).for_each(|c| f(int(T::rd(c))));
            } else {
                (0..n).for_each(|i| f(int(T::rd(&d[at(p[0], i, s[0])..]))));
            }
        });
    });
}

/// The smallest and largest value of a non-empty integer array.
pub fn int_min_max(a: &NdArray) -> Option<(i64, i64)> {
    if a.size() == 0 {
        return None;
    }
    let (mut lo, mut hi) = (i64::MAX, i64::MIN);
    for_each_int(a, |v| {
        lo = lo.min(v);
        hi = hi.max(v);
    });
    // (a walk stopped by the work budget may have seen nothing)
    (lo <= hi).then_some((lo, hi))
}

/// How often each value in `0..n` occurs in `a` (every value already checked to lie there).
pub fn bincount(a: &NdArray, n: usize) -> Vec<i64> {
    let mut c = vec![0i64; n];
    for_each_int(a, |v| c[v as usize] += 1);
    c
}

/// The sum of `weights` (1-D, as long as the 1-D `a`) per value of `a`, in input order.
pub fn bincount_weighted(a: &NdArray, weights: &NdArray, n: usize) -> Vec<f64> {
    let mut s = vec![0f64; n];
    let (da, dw) = (a.buf.data.borrow(), weights.buf.data.borrow());
    with_elem!(a.dtype, T => with_elem!(weights.dtype, W => {
        let mut walk = Walk::new(&a.shape, [&a.strides, &weights.strides]);
        let int = |v: T| if T::DT == DType::UInt64 { v.to_u64() as i64 } else { v.to_i64() };
        walk.run([a.offset, weights.offset], |p, len, st| {
            if st == [T::SIZE as isize, W::SIZE as isize] {
                let (xs, ws) = (&da[p[0]..p[0] + len * T::SIZE], &dw[p[1]..p[1] + len * W::SIZE]);
                for (x, w) in xs.chunks_exact(T::SIZE).zip(ws.chunks_exact(W::SIZE)) {
                    s[int(T::rd(x)) as usize] += f64::cast_from(W::rd(w));
                }
            } else {
                for i in 0..len {
                    let k = int(T::rd(&da[at(p[0], i, st[0])..]));
                    s[k as usize] += f64::cast_from(W::rd(&dw[at(p[1], i, st[1])..]));
                }
            }
        });
    }));
    s
}
