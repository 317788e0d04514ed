//! `np.correlate` from `numpy/_core/numeric.py`: `multiarray.correlate2`, i.e.
//! `PyArray_Correlate2` and `_pyarray_correlate` in `multiarray/multiarraymodule.c`. Each
//! output element is the dtype's `dot` of the overlap (float64: OpenBLAS's `ddot` added to
//! 0.0; `small_correlate`'s sums for kernels of at most 3 elements also start at 0 and add in
//! order, so they give the same bits); the shorter argument slides over the longer one and
//! the result is reversed when they were swapped.

use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::error::{PyResult, not_implemented, value_error};
use stridelab_engine::linalg::ddot;

use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::numpy::args::array_arg;
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[def!(
    "numpy.correlate",
    "a, v, mode='valid'",
    "Cross-correlation of two 1-D sequences: c[k] = sum_n a[n+k] * conj(v[n]) (mode 'valid', 'same' or 'full').",
    "np.correlate([1, 2, 3], [0, 1, 0.5], 'full')",
    np_correlate
)];

/// `PyArray_CorrelatemodeConverter`: 'valid' 0, 'same' 1, 'full' 2.
fn mode_of(v: Option<Value>) -> PyResult<usize> {
    match v {
        None => Ok(0),
        Some(Value::Str(s)) => match &*s {
            "valid" => Ok(0),
            "same" => Ok(1),
            "full" => Ok(2),
            "v" | "s" | "f" | "V" | "S" | "F" | "VALID" | "SAME" | "FULL" => {
                Err(value_error("Use one of 'valid', 'same', or 'full' for convolve/correlate mode"))
            }
            _ => Err(value_error(format!("mode must be one of 'valid', 'same', or 'full' (got {})", crate::repr::str_repr(&s)))),
        },
        Some(Value::Int(i)) if (0..=2).contains(&i) => Ok(i as usize),
        Some(Value::Int(_)) => Err(value_error("integer convolve/correlate mode must be 0, 1, or 2")),
        Some(Value::Bool(b)) => Ok(b as usize),
        Some(v) => Err(value_error(format!("mode must be one of 'valid', 'same', or 'full' (got {})", crate::repr::repr(&v, &Default::default())))),
    }
}

enum Data {
    F(Vec<f64>),
    I(Vec<i64>),
    B(Vec<bool>),
}

fn values(a: &NdArray, dt: DType) -> Data {
    let s = a.to_scalars();
    match dt {
        DType::Bool => Data::B(s.iter().map(|x| x.as_bool()).collect()),
        DType::Float64 => Data::F(s.iter().map(|x| x.as_f64()).collect()),
        _ => Data::I(s.iter().map(|x| x.as_i64_wrapping()).collect()),
    }
}

/// One output element: the dtype's `dot` of `n` pairs, `a` from `i`, `v` from `j`.
fn dot(a: &Data, i: usize, v: &Data, j: usize, n: usize) -> Scalar {
    match (a, v) {
        // DOUBLE_dot: `sum = 0.; sum += cblas_ddot(...)`
        (Data::F(a), Data::F(v)) => Scalar::Float(0.0 + ddot(&a[i..i + n], &v[j..j + n])),
        (Data::I(a), Data::I(v)) => {
            Scalar::Int((0..n).fold(0i64, |s, k| s.wrapping_add(a[i + k].wrapping_mul(v[j + k]))))
        }
        (Data::B(a), Data::B(v)) => Scalar::Bool((0..n).any(|k| a[i + k] && v[j + k])),
        _ => Scalar::Int(0),
    }
}

fn np_correlate(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let mode = mode_of(a.opt("mode"))?;
    let x = array_arg(&a.req("a"))?;
    let y = array_arg(&a.req("v"))?;
    let dt = crate::numpy::numeric::result_type(&[x.clone(), y.clone()]);
    for arr in [&x, &y] {
        if arr.ndim() == 0 {
            return Err(value_error("object of too small depth for desired array"));
        }
        if arr.ndim() > 1 {
            return Err(value_error(
                "setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 1.",
            ));
        }
    }
    if !(dt == DType::Float64 || dt == DType::Bool || dt.is_integer()) {
        return Err(not_implemented(format!("numpy.correlate of {} arrays is not supported by stridelab", dt.name())));
    }
    let (mut n1, mut n2) = (x.size(), y.size());
    if n1 == 0 {
        return Err(value_error("first array argument cannot be empty"));
    }
    if n2 == 0 {
        return Err(value_error("second array argument cannot be empty"));
    }
    let (mut p, mut q) = (values(&x, dt), values(&y, dt));
    let inverted = n1 < n2;
    if inverted {
        std::mem::swap(&mut p, &mut q);
        std::mem::swap(&mut n1, &mut n2);
    }
    let n = n2;
    let (n_left, n_right, length) = match mode {
        0 => (0, 0, n1 - n + 1),
        1 => (n / 2, n - n / 2 - 1, n1),
        _ => (n - 1, n - 1, n1 + n - 1),
    };
    if !stridelab_engine::linalg::charge(length.saturating_mul(n)) {
        return Ok(Value::None);
    }
    let mut out = Vec::with_capacity(length);
    // the left edge: a's start against v's tail, one more pair each step
    let mut j = n_left;
    let mut len = n - n_left;
    for _ in 0..n_left {
        out.push(dot(&p, 0, &q, j, len));
        len += 1;
        j -= 1;
    }
    let mut i = 0;
    for _ in 0..n1 - n2 + 1 {
        out.push(dot(&p, i, &q, 0, len));
        i += 1;
    }
    for _ in 0..n_right {
        len -= 1;
        out.push(dot(&p, i, &q, 0, len));
        i += 1;
    }
    if inverted {
        out.reverse();
    }
    let r = NdArray::from_scalars(dt, &[out.len()], &out)?;
    Ok(Value::Array(r))
}
