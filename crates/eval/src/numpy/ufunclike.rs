//! NumPy's `numpy/lib/_ufunclike_impl.py`: `isposinf` and `isneginf`, Python functions built
//! from `isinf`, `signbit` and `logical_and` (so `out=` and errors are those ufuncs').

use stridelab_engine::error::{PyResult, type_error};
use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.isposinf", "x, out=None", "True where x is +inf (isinf and not signbit).", "np.isposinf(np.array([-np.inf, 0.0, np.inf]))", np_isposinf),
    def!("numpy.isneginf", "x, out=None", "True where x is -inf (isinf and signbit).", "np.isneginf(np.array([-np.inf, 0.0, np.inf]))", np_isneginf),
];

fn np_isposinf(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    signed_inf(interp, a, true)
}

fn np_isneginf(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    signed_inf(interp, a, false)
}

/// `logical_and(isinf(x), ~signbit(x) or signbit(x), out)`.
fn signed_inf(interp: &mut Interp, a: &Args, positive: bool) -> PyResult<Value> {
    let x = a.req("x");
    let is_inf = interp.call(&Value::Builtin("numpy.isinf"), vec![x.clone()], vec![])?;
    let sign = match interp.call(&Value::Builtin("numpy.signbit"), vec![x.clone()], vec![]) {
        Ok(s) => s,
        Err(e) if e.kind == stridelab_engine::error::ExcKind::TypeError => {
            let arr = interp.call(&Value::Builtin("numpy.asanyarray"), vec![x], vec![])?;
            let dt = crate::convert::parse_dtype(&arr)?;
            return Err(type_error(format!(
                "This operation is not supported for {} values because it would be ambiguous.",
                dt.name()
            )));
        }
        Err(e) => return Err(e),
    };
    let sign = if positive { interp.call(&Value::Builtin("numpy.invert"), vec![sign], vec![])? } else { sign };
    let out = a.get("out").unwrap_or(Value::None);
    interp.call(&Value::Builtin("numpy.logical_and"), vec![is_inf, sign, out], vec![])
}
