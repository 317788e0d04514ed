//! Argument converters shared by the NumPy functions: shapes, axes, ints, order, dtype,
//! array operands and the `out=` argument, each with NumPy's own error text.

use std::rc::Rc;

use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::DType;
use stridelab_engine::slicing::normalize_axis;
use stridelab_engine::view::Order;
use stridelab_engine::error::{PyResult, axis_error, type_error, value_error};
use crate::{convert, ops};
use crate::args::Args;
use crate::convert::parse_dtype;
use crate::ops::index_int;
use crate::value::Value;

// ----- argument helpers -----

/// A shape argument: an int or a sequence of ints (NumPy's messages otherwise).
pub fn shape_arg(v: &Value) -> PyResult<Vec<i64>> {
    let bad = |v: &Value| {
        type_error(format!(
            "expected a sequence of integers or a single integer, got '{}'",
            crate::repr::repr(v, &Default::default())
        ))
    };
    match v {
        Value::Tuple(_) | Value::List(_) => {
            let items = ops::iterate(v)?;
            items
                .iter()
                .map(|x| match index_int(x) {
                    Some(i) => dim_value(i),
                    None => Err(match x {
                        Value::Float(_) => type_error("'float' object cannot be interpreted as an integer".to_string()),
                        _ => type_error(format!("'{}' object cannot be interpreted as an integer", x.type_name())),
                    }),
                })
                .collect()
        }
        Value::Array(a) if a.dtype.is_integer() && a.ndim() <= 1 => Ok(stridelab_engine::mapping::read_indices(a)),
        Value::Float(_) => Err(bad(v)),
        other => match index_int(other) {
            Some(i) => Ok(vec![dim_value(i)?]),
            None => Err(type_error(format!("'{}' object cannot be interpreted as an integer", other.type_name()))),
        },
    }
}

/// One entry of a shape; NumPy refuses entries beyond the platform's intp.
fn dim_value(i: i128) -> PyResult<i64> {
    i64::try_from(i).map_err(|_| value_error("Maximum allowed dimension exceeded"))
}

/// A shape for a new array: non-negative.
pub fn new_shape(v: &Value) -> PyResult<Vec<usize>> {
    let s = shape_arg(v)?;
    if s.iter().any(|&d| d < 0) {
        return Err(value_error("negative dimensions are not allowed"));
    }
    Ok(s.into_iter().map(|d| d as usize).collect())
}

/// An axis argument: an int or a tuple of ints.
pub fn axes_arg(v: &Value) -> PyResult<Vec<i64>> {
    match v {
        Value::Tuple(_) | Value::List(_) => ops::iterate(v)?
            .iter()
            .map(|x| {
                index_int(x)
                    .map(|i| i as i64)
                    .ok_or_else(|| type_error(format!("'{}' object cannot be interpreted as an integer", x.type_name())))
            })
            .collect(),
        other => match index_int(other) {
            Some(i) => Ok(vec![i as i64]),
            None => Err(type_error(format!("'{}' object cannot be interpreted as an integer", other.type_name()))),
        },
    }
}

pub fn int_arg(v: &Value) -> PyResult<i64> {
    ops::expect_int(v)
}

pub fn order_arg(a: &Args, name: &str, default: Order) -> PyResult<Order> {
    match a.get(name) {
        None | Some(Value::None) => Ok(default),
        Some(Value::Str(s)) => Order::parse(&s),
        Some(other) => Err(type_error(format!("order must be str, not {}", other.type_name()))),
    }
}

pub fn dtype_opt(a: &Args, name: &str) -> PyResult<Option<DType>> {
    match a.get(name) {
        None | Some(Value::None) => Ok(None),
        Some(v) => parse_dtype(&v).map(Some),
    }
}

/// Any array-like argument as an array (lists are converted).
pub fn array_arg(v: &Value) -> PyResult<Rc<NdArray>> {
    convert::as_array(v, None)
}

pub(crate) fn bool_arg(a: &Args, name: &str, default: bool) -> PyResult<bool> {
    match a.get(name) {
        None => Ok(default),
        Some(v) => ops::truthy(&v),
    }
}

/// `copy=` arguments: True, False or None.
pub(crate) fn copy_arg(a: &Args) -> PyResult<Option<bool>> {
    match a.get("copy") {
        None | Some(Value::None) => Ok(None),
        Some(v) => Ok(Some(ops::truthy(&v)?)),
    }
}

pub(crate) fn arr(v: Rc<NdArray>) -> Value {
    Value::Array(v)
}

pub fn out_arg(a: &Args) -> PyResult<Option<Rc<NdArray>>> {
    match a.opt("out") {
        None => Ok(None),
        Some(Value::Array(o)) => Ok(Some(o)),
        Some(Value::Tuple(t)) if t.len() == 1 => match &t[0] {
            Value::Array(o) => Ok(Some(o.clone())),
            _ => Err(type_error("return arrays must be of ArrayType")),
        },
        Some(_) => Err(type_error("return arrays must be of ArrayType")),
    }
}

// ----- small helpers -----

pub(crate) fn ax(axis: i64, ndim: usize) -> PyResult<usize> {
    normalize_axis(axis, ndim).map_err(axis_error)
}

pub(crate) fn axis_opt(a: &Args, name: &str, default: Option<i64>) -> PyResult<Option<i64>> {
    match a.get(name) {
        None => Ok(default),
        Some(Value::None) => Ok(None),
        Some(v) => Ok(Some(int_arg(&v)?)),
    }
}

pub(crate) fn bool_of(a: &Args, name: &str) -> PyResult<bool> {
    match a.get(name) {
        None => Ok(false),
        Some(v) => ops::truthy(&v),
    }
}

pub(crate) fn out_array(a: &Args) -> PyResult<Option<Rc<NdArray>>> {
    match a.opt("out") {
        None => Ok(None),
        Some(Value::Array(o)) => Ok(Some(o)),
        Some(_) => Err(type_error("output must be an array")),
    }
}

pub(crate) fn ints_of(a: &NdArray) -> Vec<i64> {
    if a.dtype.is_integer() || a.dtype == stridelab_engine::dtype::DType::Bool {
        return stridelab_engine::mapping::read_indices(a);
    }
    a.to_scalars().into_iter().map(|s| s.as_i64_wrapping()).collect()
}

/// Python-style int from a value; floats give CPython's TypeError.
pub(crate) fn py_int(v: &Value) -> PyResult<i64> {
    match index_int(v) {
        Some(i) => Ok(i.clamp(i64::MIN as i128, i64::MAX as i128) as i64),
        None => Err(type_error(format!("'{}' object cannot be interpreted as an integer", v.type_name()))),
    }
}

// ----- joining -----

pub(crate) fn seq_arrays(v: &Value) -> PyResult<Vec<Rc<NdArray>>> {
    ops::iterate(v)?.iter().map(array_arg).collect()
}

// ----- indexing helpers -----

pub(crate) fn index_array(v: &Value) -> PyResult<Rc<NdArray>> {
    array_arg(v)
}

pub(crate) fn int_or(a: &Args, name: &str, default: i64) -> PyResult<i64> {
    match a.get(name) {
        None => Ok(default),
        Some(v) => int_arg(&v),
    }
}

/// A clip mode argument read as NumPy's `PyArray_ClipmodeConverter` (conversion_utils.c)
/// reads it: None is 'raise'; a str must be exactly 'clip', 'raise' or 'wrap' (one that only
/// starts with c, r or w, in either case, gets its own message); an int is the module
/// constant (CLIP 0, WRAP 1, RAISE 2). NumPy 2.4 leaves an out-of-range int's ValueError
/// pending while the call goes on (a later error replaces it, a success becomes a
/// SystemError); here it is raised at once.
pub(crate) fn clip_mode(v: Option<&Value>) -> PyResult<stridelab_engine::item_selection::ClipMode> {
    use stridelab_engine::item_selection::ClipMode;
    let not_understood = || type_error("clipmode not understood");
    let number = match v {
        None | Some(Value::None) => return Ok(ClipMode::Raise),
        Some(Value::Str(s)) => {
            let (mode, exact) = match s.chars().next() {
                Some('c' | 'C') => (ClipMode::Clip, &**s == "clip"),
                Some('w' | 'W') => (ClipMode::Wrap, &**s == "wrap"),
                Some('r' | 'R') => (ClipMode::Raise, &**s == "raise"),
                _ => return Err(value_error(format!("clipmode must be one of 'clip', 'raise', or 'wrap' (got {})", crate::repr::repr(&Value::Str(s.clone()), &Default::default())))),
            };
            return if exact { Ok(mode) } else { Err(value_error("Use one of 'clip', 'raise', or 'wrap' for clip mode")) };
        }
        Some(Value::Bool(_)) | Some(Value::Scalar(DType::Bool, _)) => return Err(not_understood()),
        Some(Value::Array(a)) if a.ndim() == 0 && a.dtype.is_integer() => index_int(&Value::Scalar(a.dtype, a.get_flat(0))),
        Some(other) => index_int(other),
    };
    match number.and_then(|n| i32::try_from(n).ok()) {
        Some(0) => Ok(ClipMode::Clip),
        Some(1) => Ok(ClipMode::Wrap),
        Some(2) => Ok(ClipMode::Raise),
        Some(_) => Err(value_error("integer clipmode must be RAISE, WRAP, or CLIP from 'numpy._core.multiarray'")),
        None => Err(not_understood()),
    }
}
