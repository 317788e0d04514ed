//! `np.frompyfunc(func, nin, nout)` (numpy/_core/src/umath/ufunc_object.c `ufunc_frompyfunc`):
//! a ufunc named `'<func's __name__> (vectorized)'` whose only loop is the object loop, so
//! every input goes in as an object array (an int64 element as a Python int), `func` is
//! called once per element of the broadcast inputs in C order, and the results are object
//! arrays (a 0-d result is the object itself; nout > 1 gives a tuple of them).
//!
//! The object is a `Value::Vectorize` carrying a [`FromPyFunc`]: the call machinery and
//! the function slot are vectorize's, what it prints and answers is a ufunc's.

use stridelab_engine::error::{PyResult, not_implemented, type_error, value_error};
use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::numpy::object_arrays::{broadcast_index, new_array, operand};
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.frompyfunc", "func, /, nin, nout, *, identity=<no value>", "A ufunc that calls a Python function on each element of its broadcast inputs, returning object arrays.", "np.frompyfunc(lambda x, y: x + y, 2, 1)(np.arange(3), 10)", np_frompyfunc),
];

/// What makes a vectorize object a frompyfunc ufunc.
#[derive(Debug)]
pub struct FromPyFunc {
    pub nin: usize,
    pub nout: usize,
    /// `'<name> (vectorized)'`
    pub name: String,
}

fn np_frompyfunc(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let func = a.req("func");
    if !crate::python::builtins::is_callable(&func) {
        return Err(type_error("function must be callable"));
    }
    if a.get("identity").is_some() {
        return Err(not_implemented("np.frompyfunc with identity= is not supported by stridelab"));
    }
    let count = |name: &str| -> PyResult<usize> {
        let n = crate::ops::expect_int(&a.req(name))?;
        usize::try_from(n).map_err(|_| value_error(format!("{name} must be non-negative")))
    };
    let (nin, nout) = (count("nin")?, count("nout")?);
    if nin + nout > 32 {
        return Err(value_error(format!("Cannot construct a ufunc with more than 32 operands (requested number were: inputs = {nin} and outputs = {nout})")));
    }
    let fname = match crate::attrs::get_attr(interp, &func, "__name__") {
        Ok(Value::Str(s)) => s.to_string(),
        _ => "?".to_string(),
    };
    Ok(crate::numpy::function_base::vectorize::for_frompyfunc(func, FromPyFunc { nin, nout, name: format!("{fname} (vectorized)") }))
}

/// The attributes a ufunc answers from its counts and name.
pub fn attr(u: &FromPyFunc, name: &str) -> PyResult<Value> {
    Ok(match name {
        "__name__" => Value::str(&u.name),
        "nin" => Value::Int(u.nin as i128),
        "nout" => Value::Int(u.nout as i128),
        "nargs" => Value::Int((u.nin + u.nout) as i128),
        "identity" => Value::None,
        "reduce" | "accumulate" | "reduceat" | "outer" | "at" => {
            return Err(not_implemented(format!("{name} of a np.frompyfunc ufunc is not supported by stridelab")));
        }
        _ => return Err(stridelab_engine::error::attribute_error(format!("'numpy.ufunc' object has no attribute '{name}'"))),
    })
}

/// Calling it: the inputs' objects, broadcast; one call of `func` per element.
pub fn call(interp: &mut Interp, func: &Value, u: &FromPyFunc, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let (min, max) = (u.nin, u.nin + u.nout);
    if pos.len() < min || pos.len() > max {
        let verb = if pos.len() == 1 { "was" } else { "were" };
        return Err(type_error(format!("{}() takes from {min} to {max} positional arguments but {} {verb} given", u.name, pos.len())));
    }
    if pos.len() > u.nin || !kw.is_empty() {
        return Err(not_implemented("out=, where= and other keywords of a np.frompyfunc ufunc are not supported by stridelab"));
    }
    let ops: Vec<(Vec<usize>, Vec<Value>)> = pos.iter().map(operand).collect::<PyResult<_>>()?;
    let shapes: Vec<&[usize]> = ops.iter().map(|(s, _)| &s[..]).collect();
    let shape = stridelab_engine::ufunc::broadcast_shapes(&shapes).map_err(value_error)?;
    let index: Vec<Vec<usize>> = ops.iter().map(|(s, _)| broadcast_index(&shape, s)).collect();
    let size: usize = shape.iter().product();
    let mut results: Vec<Vec<Value>> = vec![Vec::with_capacity(size); u.nout];
    for i in 0..size {
        interp.check_interrupt()?;
        let args: Vec<Value> = ops.iter().zip(&index).map(|((_, objs), ix)| objs[ix[i]].clone()).collect();
        let r = interp.call(func, args, vec![])?;
        match (u.nout, r) {
            (1, r) => results[0].push(r),
            (0, _) => {}
            (n, Value::Tuple(t)) if t.len() == n => {
                for (k, x) in t.iter().enumerate() {
                    results[k].push(x.clone());
                }
            }
            _ => return Err(not_implemented(format!("a np.frompyfunc function that does not return a tuple of {} values is not supported by stridelab", u.nout))),
        }
    }
    let mut outs = Vec::with_capacity(u.nout);
    for mut objs in results {
        // a 0-d result is the object itself, as any ufunc returns it
        outs.push(if shape.is_empty() { objs.pop().unwrap_or(Value::None) } else { new_array(&shape, objs)? });
    }
    Ok(match u.nout {
        0 => Value::None,
        1 => outs.pop().unwrap_or(Value::None),
        _ => Value::tuple(outs),
    })
}
