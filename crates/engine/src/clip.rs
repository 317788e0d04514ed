//! `np.clip` with constant bounds, in one pass over the input (NumPy's `umath/clip.cpp`,
//! `_npy_clip_const_minmax_`). The other cases (array bounds, one bound, complex, float16)
//! are a maximum then a minimum, in `eval`.

use std::rc::Rc;

use crate::array::NdArray;
use crate::creation::element_bytes;
use crate::dtype::{DType, Scalar};
use crate::kernels::{Dst, Elem, Src, unary_loop, unary_loop_inplace};

/// Write `x` clipped to `[lo, hi]` into `out` (same shape, `x`'s dtype, another buffer or
/// `x`'s own view); false (nothing written) for dtypes this loop does not cover.
///
/// NumPy's constant-bound loop, for integers and floats alike: `if x < lo: x = lo; if x > hi:
/// x = hi`. A NaN input stays NaN (both tests are false), an input zero keeps its sign
/// against a zero bound, `lo > hi` gives `hi`, and a NaN bound fills the result with that
/// NaN (`lo`'s if both are NaN).
pub fn clip_const(x: &NdArray, lo: Scalar, hi: Scalar, out: &NdArray) -> bool {
    fn run<T: Elem + PartialOrd>(x: &NdArray, lo: Scalar, hi: Scalar, out: &NdArray) {
        let dt = x.dtype;
        let lo = T::rd(&element_bytes(lo, dt));
        let hi = T::rd(&element_bytes(hi, dt));
        match (lo.isnan(), hi.isnan()) {
            (true, _) => apply(x, out, move |_: T| lo),
            (_, true) => apply(x, out, move |_: T| hi),
            _ => apply(x, out, move |v: T| {
                let v = if v < lo { lo } else { v };
                if v > hi { hi } else { v }
            }),
        }
    }
    /// out = f(x), elementwise; in place when `out` is `x`'s own view.
    fn apply<T: Elem>(x: &NdArray, out: &NdArray, f: impl Fn(T) -> T + Sync) {
        let mut od = out.buf.data.borrow_mut();
        let dst = Dst { data: &mut od, offset: out.offset, strides: &out.strides };
        if Rc::ptr_eq(&x.buf, &out.buf) {
            return unary_loop_inplace::<T>(&x.shape, dst, false, f);
        }
        let xd = x.buf.data.borrow();
        unary_loop::<T, T>(&x.shape, Src { data: &xd, offset: x.offset, strides: &x.strides }, dst, false, f);
    }
    match x.dtype {
        DType::Int8 => run::<i8>(x, lo, hi, out),
        DType::Int16 => run::<i16>(x, lo, hi, out),
        DType::Int32 => run::<i32>(x, lo, hi, out),
        DType::Int64 => run::<i64>(x, lo, hi, out),
        DType::UInt8 => run::<u8>(x, lo, hi, out),
        DType::UInt16 => run::<u16>(x, lo, hi, out),
        DType::UInt32 => run::<u32>(x, lo, hi, out),
        DType::UInt64 => run::<u64>(x, lo, hi, out),
        DType::Float32 => run::<f32>(x, lo, hi, out),
        DType::Float64 => run::<f64>(x, lo, hi, out),
        _ => return false,
    }
    true
}
