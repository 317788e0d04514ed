//! NumPy's `numpy/lib/_type_check_impl.py`: `nan_to_num`, which copies (or, with
//! `copy=False`, reuses) the input and then writes the replacements with `copyto(where=)`.

use crate::error::PyResult;
use crate::eval::args::Args;
use crate::eval::builtins::{BuiltinDef, def};
use crate::eval::interp::Interp;
use crate::eval::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.nan_to_num", "x, copy=True, nan=0.0, posinf=None, neginf=None", "NaN to 0 (or nan=), +-inf to the dtype's largest finite values (or posinf=/neginf=).", "np.nan_to_num(np.array([np.nan, np.inf, -1.0]))", np_nan_to_num),
];

fn np_nan_to_num(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let np = |name: &'static str| Value::Builtin(name);
    let copy = a.get("copy").unwrap_or(Value::Bool(true));
    let x = interp.call(&np("numpy.array"), vec![a.req("x")], vec![("copy".into(), copy)])?;
    let Value::Array(arr) = &x else { return Ok(x) };
    let scalar = arr.ndim() == 0;
    let dt = arr.dtype;
    let finish = |interp: &mut Interp, x: Value| {
        if scalar { crate::eval::index::get_item(interp, &x, &Value::tuple(vec![])) } else { Ok(x) }
    };
    if !dt.is_float() {
        return finish(interp, x);
    }
    let limit = |name: &str| crate::eval::numpy::getlimits::attr(dt, name);
    let maxf = a.opt("posinf").map_or_else(|| limit("max"), Ok)?;
    let minf = a.opt("neginf").map_or_else(|| limit("min"), Ok)?;
    let nan = a.get("nan").unwrap_or(Value::Float(0.0));
    let idx_nan = interp.call(&np("numpy.isnan"), vec![x.clone()], vec![])?;
    let idx_posinf = interp.call(&np("numpy.isposinf"), vec![x.clone()], vec![])?;
    let idx_neginf = interp.call(&np("numpy.isneginf"), vec![x.clone()], vec![])?;
    for (value, mask) in [(nan, idx_nan), (maxf, idx_posinf), (minf, idx_neginf)] {
        interp.call(&np("numpy.copyto"), vec![x.clone(), value], vec![("where".into(), mask)])?;
    }
    finish(interp, x)
}
