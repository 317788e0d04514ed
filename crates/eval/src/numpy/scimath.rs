//! `np.emath` (`numpy/lib/_scimath_impl.py`, also `numpy.lib.scimath`): the math functions
//! whose real inputs outside the real domain give the complex answer instead of NaN. Each
//! one is NumPy's: fix the input (`_fix_real_lt_zero`, `_fix_int_lt_zero`,
//! `_fix_real_abs_gt_1`: a real array with an offending element becomes complex, or float for
//! `power`'s exponent), then call the ufunc.

use stridelab_engine::dtype::DType;
use stridelab_engine::error::PyResult;

use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.emath.sqrt", "x", "Square root; negative reals give complex roots.", "np.emath.sqrt(-4)", emath_sqrt),
    def!("numpy.emath.log", "x", "Natural log; negative reals give complex logs.", "np.emath.log(-np.e)", emath_log),
    def!("numpy.emath.log2", "x", "Base-2 log; negative reals give complex logs.", "np.emath.log2(-8)", emath_log2),
    def!("numpy.emath.log10", "x", "Base-10 log; negative reals give complex logs.", "np.emath.log10(-100)", emath_log10),
    def!("numpy.emath.logn", "n, x", "Log of x to base n; negative reals give complex logs.", "np.emath.logn(2, [4, 8])", emath_logn),
    def!("numpy.emath.power", "x, p", "x**p; negative reals give complex powers.", "np.emath.power(-2, 0.5)", emath_power),
    def!("numpy.emath.arccos", "x", "Inverse cosine; reals with |x| > 1 give complex angles.", "np.emath.arccos([0.5, 1])", emath_arccos),
    def!("numpy.emath.arcsin", "x", "Inverse sine; reals with |x| > 1 give complex angles.", "np.emath.arcsin([0, 1])", emath_arcsin),
    def!("numpy.emath.arctanh", "x", "Inverse hyperbolic tangent; reals with |x| > 1 give complex values.", "np.emath.arctanh([0, 0.5])", emath_arctanh),
];

/// `key(*pos)`
fn call(interp: &mut Interp, key: &'static str, pos: Vec<Value>) -> PyResult<Value> {
    crate::numpy::linalg::call(interp, key, pos, vec![])
}

/// `any(isreal(x) & test(x))`
fn any_real(interp: &mut Interp, x: &Value, test: Value) -> PyResult<bool> {
    let real = call(interp, "numpy.isreal", vec![x.clone()])?;
    let both = call(interp, "numpy.logical_and", vec![real, test])?;
    let any = call(interp, "numpy.any", vec![both])?;
    crate::ops::truthy(&any)
}

/// `_tocomplex`: complex64 for single and the small integers, complex128 otherwise.
fn to_complex(interp: &mut Interp, x: Value) -> PyResult<Value> {
    let dt = match &x {
        Value::Array(a) => a.dtype,
        _ => DType::Float64,
    };
    let c = match dt {
        DType::Float32 | DType::Int8 | DType::Int16 | DType::UInt8 | DType::UInt16 | DType::Complex64 => DType::Complex64,
        _ => DType::Complex128,
    };
    crate::numpy::linalg::call(interp, "numpy.asarray", vec![x], vec![("dtype", Value::DType(c))])
}

fn fix_real_lt_zero(interp: &mut Interp, x: Value) -> PyResult<Value> {
    let x = call(interp, "numpy.asarray", vec![x])?;
    let neg = call(interp, "numpy.less", vec![x.clone(), Value::Int(0)])?;
    if any_real(interp, &x, neg)? { to_complex(interp, x) } else { Ok(x) }
}

fn fix_int_lt_zero(interp: &mut Interp, x: Value) -> PyResult<Value> {
    let x = call(interp, "numpy.asarray", vec![x])?;
    let neg = call(interp, "numpy.less", vec![x.clone(), Value::Int(0)])?;
    if any_real(interp, &x, neg)? { call(interp, "numpy.multiply", vec![x, Value::Float(1.0)]) } else { Ok(x) }
}

fn fix_real_abs_gt_1(interp: &mut Interp, x: Value) -> PyResult<Value> {
    let x = call(interp, "numpy.asarray", vec![x])?;
    let ab = call(interp, "numpy.absolute", vec![x.clone()])?;
    let big = call(interp, "numpy.greater", vec![ab, Value::Int(1)])?;
    if any_real(interp, &x, big)? { to_complex(interp, x) } else { Ok(x) }
}

macro_rules! emath_unary {
    ($($f:ident, $fix:ident, $ufunc:literal;)*) => {$(
        fn $f(interp: &mut Interp, a: &Args) -> PyResult<Value> {
            let x = $fix(interp, a.req("x"))?;
            call(interp, $ufunc, vec![x])
        }
    )*};
}

emath_unary! {
    emath_sqrt, fix_real_lt_zero, "numpy.sqrt";
    emath_log, fix_real_lt_zero, "numpy.log";
    emath_log2, fix_real_lt_zero, "numpy.log2";
    emath_log10, fix_real_lt_zero, "numpy.log10";
    emath_arccos, fix_real_abs_gt_1, "numpy.arccos";
    emath_arcsin, fix_real_abs_gt_1, "numpy.arcsin";
    emath_arctanh, fix_real_abs_gt_1, "numpy.arctanh";
}

fn emath_logn(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = fix_real_lt_zero(interp, a.req("x"))?;
    let n = fix_real_lt_zero(interp, a.req("n"))?;
    let lx = call(interp, "numpy.log", vec![x])?;
    let ln = call(interp, "numpy.log", vec![n])?;
    call(interp, "numpy.true_divide", vec![lx, ln])
}

fn emath_power(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = fix_real_lt_zero(interp, a.req("x"))?;
    let p = fix_int_lt_zero(interp, a.req("p"))?;
    call(interp, "numpy.power", vec![x, p])
}
