//! NumPy's `numpy/lib/_nanfunctions_impl.py`: nanmax and nanmin, the reductions that skip
//! NaN (an all-NaN slice gives NaN; NumPy's RuntimeWarning goes to stderr, which plain mode
//! does not print).

use crate::engine::ufunc::BinOp;
use crate::error::{PyResult, value_error};
use crate::eval::args::Args;
use crate::eval::builtins::{BuiltinDef, def};
use crate::eval::interp::Interp;
use crate::eval::numpy::args::array_arg;
use crate::eval::numpy::umath::methods::{REDUCE_SIG, ufunc_reduce};
use crate::eval::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.nanmax", "a, axis=None, out=None, keepdims=False, initial=None, where=True", "The largest element, ignoring NaNs (NaN only where a slice is all NaN).", "np.nanmax(np.array([1.0, np.nan, 3.0]))", np_nanmax),
    def!("numpy.nanmin", "a, axis=None, out=None, keepdims=False, initial=None, where=True", "The smallest element, ignoring NaNs (NaN only where a slice is all NaN).", "np.nanmin(np.array([1.0, np.nan, 3.0]))", np_nanmin),
];

/// nanmax/nanmin: an ndarray goes to `np.fmax.reduce` / `np.fmin.reduce` with the given
/// keywords (NumPy's fast path); other inputs take NumPy's amax/amin path, whose empty-input
/// error names maximum/minimum.
fn nan_reduce(op: BinOp, plain: &str, a: &Args) -> PyResult<Value> {
    let src = a.req("a");
    let x = array_arg(&src)?;
    if !matches!(src, Value::Array(_)) && x.size() == 0 && a.get("initial").is_none() {
        return Err(value_error(format!("zero-size array to reduction operation {} which has no identity", plain)));
    }
    let mut kw = vec![("axis".to_string(), a.get("axis").unwrap_or(Value::None))];
    for name in ["out", "keepdims", "initial", "where"] {
        if let Some(v) = a.get(name) {
            kw.push((name.to_string(), v));
        }
    }
    let args = Args::bind("reduce", REDUCE_SIG, vec![Value::Array(x)], kw)?;
    ufunc_reduce(op, &args)
}

fn np_nanmax(_: &mut Interp, a: &Args) -> PyResult<Value> {
    nan_reduce(BinOp::Fmax, "maximum", a)
}

fn np_nanmin(_: &mut Interp, a: &Args) -> PyResult<Value> {
    nan_reduce(BinOp::Fmin, "minimum", a)
}
