//! `np.correlate` from `numpy/_core/numeric.py`: `multiarray.correlate2`, i.e.
//! `PyArray_Correlate2` and `_pyarray_correlate` in `multiarray/multiarraymodule.c`. Each
//! output element is the dtype's `dot` of the overlap (float64: OpenBLAS's `ddot` added to
//! 0.0; `small_correlate`'s sums for kernels of at most 3 elements also start at 0 and add in
//! order, so they give the same bits); the shorter argument slides over the longer one and
//! the result is reversed when they were swapped. float32 is `cblas_sdot`'s float sum in order
//! (OpenBLAS's x86 kernels take blocks of 32 elements in SIMD lanes first: a longer overlap
//! may differ in its last bits), complex the four partial sums of `zdotu` (complex64 summed in double, then rounded).
//! `np.convolve` (same file in NumPy) is `multiarray.correlate(a, v[::-1], mode)`, with the
//! longer argument first and the result never reversed.

use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::error::{PyResult, not_implemented, value_error};
use stridelab_engine::linalg::ddot;

use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::numpy::args::array_arg;
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!(
        "numpy.correlate",
        "a, v, mode='valid'",
        "Cross-correlation of two 1-D sequences: c[k] = sum_n a[n+k] * conj(v[n]) (mode 'valid', 'same' or 'full').",
        "np.correlate([1, 2, 3], [0, 1, 0.5], 'full')",
        np_correlate
    ),
    def!(
        "numpy.convolve",
        "a, v, mode='full'",
        "Discrete linear convolution of two 1-D sequences (the product of two polynomials' coefficients; mode 'full', 'same' or 'valid').",
        "np.convolve([1, 2, 3], [0, 1, 0.5])",
        np_convolve
    ),
];

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
    F32(Vec<f32>),
    C(Vec<(f64, f64)>),
    I(Vec<i64>),
    B(Vec<bool>),
}

/// The elements cast to `dt`, conjugated when `conj`.
fn values(a: &NdArray, dt: DType, conj: bool) -> Data {
    let s: Vec<Scalar> = a.to_scalars().into_iter().map(|x| x.cast(dt)).collect();
    let sign = if conj { -1.0 } else { 1.0 };
    match dt {
        DType::Bool => Data::B(s.iter().map(|x| x.as_bool()).collect()),
        DType::Float64 => Data::F(s.iter().map(|x| x.as_f64()).collect()),
        DType::Float32 => Data::F32(s.iter().map(|x| x.as_f64() as f32).collect()),
        DType::Complex64 | DType::Complex128 => Data::C(s.iter().map(|x| x.as_complex()).map(|(r, i)| (r, sign * i)).collect()),
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
        // FLOAT_dot: `sum = 0; sum += cblas_sdot(...)`, a float sum
        (Data::F32(a), Data::F32(v)) => {
            Scalar::Float((0.0f32 + (0..n).fold(0.0f32, |s, k| s + a[i + k] * v[j + k])) as f64)
        }
        // zdotu/cdotu: four partial sums, then (rr - ii, ri + ir)
        (Data::C(a), Data::C(v)) => {
            let mut d = [0.0f64; 4];
            for k in 0..n {
                let ((ar, ai), (vr, vi)) = (a[i + k], v[j + k]);
                d[0] += ar * vr;
                d[1] += ai * vi;
                d[2] += ar * vi;
                d[3] += ai * vr;
            }
            Scalar::Complex(d[0] - d[1], d[2] + d[3])
        }
        _ => Scalar::Int(0),
    }
}

fn np_correlate(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let mode = mode_of(a.opt("mode"))?;
    let x = array_arg(&a.req("a"))?;
    let y = array_arg(&a.req("v"))?;
    correlate(&x, &y, mode, true, "correlate")
}

fn np_convolve(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let mode = mode_of(Some(a.opt("mode").unwrap_or(Value::str("full"))))?;
    let at_least_1d = |v: Value| -> PyResult<std::rc::Rc<NdArray>> {
        let x = array_arg(&v)?;
        if x.ndim() == 0 { stridelab_engine::view::reshape(&x, &[1], stridelab_engine::view::Order::C, None) } else { Ok(x) }
    };
    let (mut x, mut y) = (at_least_1d(a.req("a"))?, at_least_1d(a.req("v"))?);
    if x.shape[0] == 0 {
        return Err(value_error("a cannot be empty"));
    }
    if y.shape[0] == 0 {
        return Err(value_error("v cannot be empty"));
    }
    if y.shape[0] > x.shape[0] {
        std::mem::swap(&mut x, &mut y);
    }
    correlate(&x, &y, mode, false, "convolve")
}

/// `_pyarray_correlate`; `correlate2` (np.correlate) also conjugates v and reverses the
/// result when the arguments were swapped, convolve (`correlate2` false) reverses v first.
fn correlate(x: &std::rc::Rc<NdArray>, y: &std::rc::Rc<NdArray>, mode: usize, correlate2: bool, name: &str) -> PyResult<Value> {
    let dt = crate::numpy::numeric::result_type(&[x.clone(), y.clone()]);
    for arr in [&x, &y] {
        if arr.ndim() == 0 {
            return Err(value_error("object of too small depth for desired array"));
        }
        if arr.ndim() > 1 && !correlate2 {
            return Err(value_error("object too deep for desired array"));
        }
        if arr.ndim() > 1 {
            return Err(value_error(
                "setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 1.",
            ));
        }
    }
    if dt == DType::Float16 {
        return Err(not_implemented(format!("numpy.{name} of {} arrays is not supported by stridelab", dt.name())));
    }
    let (mut n1, mut n2) = (x.size(), y.size());
    if n1 == 0 {
        return Err(value_error("first array argument cannot be empty"));
    }
    if n2 == 0 {
        return Err(value_error("second array argument cannot be empty"));
    }
    let (mut p, mut q) = (values(x, dt, false), values(y, dt, correlate2 && dt.is_complex()));
    if !correlate2 {
        match &mut q {
            Data::F(v) => v.reverse(),
            Data::F32(v) => v.reverse(),
            Data::C(v) => v.reverse(),
            Data::I(v) => v.reverse(),
            Data::B(v) => v.reverse(),
        }
    }
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
    if inverted && correlate2 {
        out.reverse();
    }
    let r = NdArray::from_scalars(dt, &[out.len()], &out)?;
    Ok(Value::Array(r))
}
