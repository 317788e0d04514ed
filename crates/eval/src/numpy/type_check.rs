//! NumPy's `numpy/lib/_type_check_impl.py`: `nan_to_num`, which copies (or, with
//! `copy=False`, reuses) the input and then writes the replacements with `copyto(where=)`;
//! `real`/`imag` (the attribute, else `asanyarray(val).real`), `iscomplex`/`isreal`,
//! `iscomplexobj`/`isrealobj` and `real_if_close`, each written as NumPy writes it.

use stridelab_engine::error::PyResult;
use crate::attrs::get_attr;
use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.real", "val", "The real part: val.real (a view for complex arrays, the array itself otherwise).", "np.real(np.array([1+2j]))", np_real),
    def!("numpy.imag", "val", "The imaginary part: val.imag (a view for complex arrays).", "np.imag(np.array([1+2j]))", np_imag),
    def!("numpy.iscomplex", "x", "Element-wise: whether the imaginary part is nonzero.", "np.iscomplex([1, 1j])", np_iscomplex),
    def!("numpy.isreal", "x", "Element-wise: whether the imaginary part is zero.", "np.isreal([1, 1j])", np_isreal),
    def!("numpy.iscomplexobj", "x", "Whether the dtype is complex (whatever the values).", "np.iscomplexobj(np.zeros(2, complex))", np_iscomplexobj),
    def!("numpy.isrealobj", "x", "Whether the dtype is not complex.", "np.isrealobj(np.zeros(2))", np_isrealobj),
    def!("numpy.real_if_close", "a, tol=100", "The real part if every imaginary part is below tol machine epsilons.", "np.real_if_close([2.1 + 4e-14j])", np_real_if_close),
    def!("numpy.nan_to_num", "x, copy=True, nan=0.0, posinf=None, neginf=None", "NaN to 0 (or nan=), +-inf to the dtype's largest finite values (or posinf=/neginf=).", "np.nan_to_num(np.array([np.nan, np.inf, -1.0]))", np_nan_to_num),
];

fn call(interp: &mut Interp, name: &'static str, pos: Vec<Value>) -> PyResult<Value> {
    interp.call(&Value::Builtin(name), pos, vec![])
}

/// `val.real`, or `asanyarray(val).real` for values without the attribute (lists).
fn part(interp: &mut Interp, val: Value, name: &str) -> PyResult<Value> {
    match get_attr(interp, &val, name) {
        Ok(v) => Ok(v),
        Err(e) if e.kind == stridelab_engine::error::ExcKind::AttributeError => {
            let arr = call(interp, "numpy.asanyarray", vec![val])?;
            get_attr(interp, &arr, name)
        }
        Err(e) => Err(e),
    }
}

fn np_real(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    part(interp, a.req("val"), "real")
}

fn np_imag(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    part(interp, a.req("val"), "imag")
}

fn np_iscomplex(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let ax = call(interp, "numpy.asanyarray", vec![a.req("x")])?;
    let Value::Array(arr) = &ax else { return Ok(ax) };
    if arr.dtype.is_complex() {
        let im = get_attr(interp, &ax, "imag")?;
        return call(interp, "numpy.not_equal", vec![im, Value::Int(0)]);
    }
    // zeros(ax.shape, bool)[()]: a 0-d result is a scalar
    let res = Value::Array(stridelab_engine::array::NdArray::zeros(stridelab_engine::dtype::DType::Bool, &arr.shape, false)?);
    crate::index::get_item(interp, &res, &Value::tuple(vec![]))
}

fn np_isreal(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let im = part(interp, a.req("x"), "imag")?;
    call(interp, "numpy.equal", vec![im, Value::Int(0)])
}

/// Whether `x`'s dtype (its own, else `asarray(x)`'s) is complex.
fn complex_obj(interp: &mut Interp, x: Value) -> PyResult<bool> {
    let d = match &x {
        Value::Array(arr) => arr.dtype,
        Value::Scalar(d, _) => *d,
        _ => match call(interp, "numpy.asarray", vec![x])? {
            Value::Array(arr) => arr.dtype,
            _ => return Ok(false),
        },
    };
    Ok(d.is_complex())
}

fn np_iscomplexobj(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(Value::Bool(complex_obj(interp, a.req("x"))?))
}

fn np_isrealobj(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(Value::Bool(!complex_obj(interp, a.req("x"))?))
}

fn np_real_if_close(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let av = call(interp, "numpy.asanyarray", vec![a.req("a")])?;
    let Value::Array(arr) = &av else { return Ok(av) };
    if !arr.dtype.is_complex() {
        return Ok(av);
    }
    let mut tol = a.get("tol").unwrap_or(Value::Int(100));
    let gt1 = crate::ops::compare(interp, stridelab_lang::ast::CmpOp::Gt, &tol, &Value::Int(1))?;
    if crate::ops::truthy(&gt1)? {
        // tol counts machine epsilons of the part type
        let eps = crate::numpy::getlimits::attr(arr.dtype.part(), "eps")?;
        tol = crate::ops::binary_op(interp, stridelab_lang::ast::BinOp::Mul, &eps, &tol)?;
    }
    let im = get_attr(interp, &av, "imag")?;
    let absim = call(interp, "numpy.absolute", vec![im])?;
    let below = call(interp, "numpy.less", vec![absim, tol])?;
    let all = call(interp, "numpy.all", vec![below])?;
    if crate::ops::truthy(&all)? { get_attr(interp, &av, "real") } else { Ok(av) }
}

fn np_nan_to_num(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let np = |name: &'static str| Value::Builtin(name);
    let copy = a.get("copy").unwrap_or(Value::Bool(true));
    let x = interp.call(&np("numpy.array"), vec![a.req("x")], vec![("copy".into(), copy)])?;
    let Value::Array(arr) = &x else { return Ok(x) };
    let scalar = arr.ndim() == 0;
    let dt = arr.dtype;
    let finish = |interp: &mut Interp, x: Value| {
        if scalar { crate::index::get_item(interp, &x, &Value::tuple(vec![])) } else { Ok(x) }
    };
    if !dt.is_float() && !dt.is_complex() {
        return finish(interp, x);
    }
    // a complex array is cleaned part by part (x.real and x.imag are views)
    let parts = if dt.is_complex() {
        vec![get_attr(interp, &x, "real")?, get_attr(interp, &x, "imag")?]
    } else {
        vec![x.clone()]
    };
    let dt = dt.part();
    let limit = |name: &str| crate::numpy::getlimits::attr(dt, name);
    let maxf = a.opt("posinf").map_or_else(|| limit("max"), Ok)?;
    let minf = a.opt("neginf").map_or_else(|| limit("min"), Ok)?;
    let nan = a.get("nan").unwrap_or(Value::Float(0.0));
    for d in parts {
        let idx_nan = interp.call(&np("numpy.isnan"), vec![d.clone()], vec![])?;
        let idx_posinf = interp.call(&np("numpy.isposinf"), vec![d.clone()], vec![])?;
        let idx_neginf = interp.call(&np("numpy.isneginf"), vec![d.clone()], vec![])?;
        for (value, mask) in [(nan.clone(), idx_nan), (maxf.clone(), idx_posinf), (minf.clone(), idx_neginf)] {
            interp.call(&np("numpy.copyto"), vec![d.clone(), value], vec![("where".into(), mask)])?;
        }
    }
    finish(interp, x)
}
