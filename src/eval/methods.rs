//! Methods: `ndarray` methods (views, copies, conversions; the numeric ones live in
//! npfuncs2) and the handful of list/dict/str methods NumPy scripts use.

use std::rc::Rc;

use super::args::Args;
use super::convert::{self, parse_dtype, scalar_to_py};
use super::interp::Interp;
use super::npfuncs::{axes_arg, do_reshape, int_arg, order_arg};
use super::ops::{self, index_int};
use super::value::Value;
use crate::engine::array::NdArray;
use crate::engine::layout;
use crate::engine::view::{self, Order};
use crate::error::{PyResult, attribute_error, index_error, type_error, value_error};

/// ndarray methods stridelab implements: (name, signature, doc).
pub const ARRAY_METHODS: &[(&str, &str, &str)] = &[
    ("reshape", "*shape, order='C', copy=None", "A view with a new shape when possible, else a copy."),
    ("transpose", "*axes", "A view with permuted axes."),
    ("swapaxes", "axis1, axis2", "A view with two axes exchanged."),
    ("ravel", "order='C'", "1-D: a view when possible, else a copy."),
    ("flatten", "order='C'", "A 1-D copy."),
    ("copy", "order='C'", "A copy that owns its memory."),
    ("view", "dtype=None, type=None", "A view, optionally reinterpreting the bytes as another dtype."),
    ("astype", "dtype, order='K', casting='unsafe', subok=True, copy=True", "A copy converted to dtype."),
    ("tolist", "", "Nested Python lists of Python scalars."),
    ("item", "*args", "One element as a Python scalar."),
    ("fill", "value", "Set every element to value (through views too)."),
    ("squeeze", "axis=None", "A view without length-1 axes."),
    ("setflags", "write=None, align=None, uic=None", "Change the WRITEABLE flag."),
    ("nonzero", "", "Indices of the non-zero elements, one array per axis."),
    ("sum", "axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None", "Sum of elements."),
    ("prod", "axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None", "Product of elements."),
    ("mean", "axis=None, dtype=None, out=None, keepdims=False, *, where=None", "Arithmetic mean."),
    ("max", "axis=None, out=None, keepdims=False, initial=None, where=None", "Largest element."),
    ("min", "axis=None, out=None, keepdims=False, initial=None, where=None", "Smallest element."),
    ("argmax", "axis=None, out=None, *, keepdims=False", "Index of the largest element."),
    ("argmin", "axis=None, out=None, *, keepdims=False", "Index of the smallest element."),
    ("all", "axis=None, out=None, keepdims=False, *, where=None", "Whether all elements are true."),
    ("any", "axis=None, out=None, keepdims=False, *, where=None", "Whether any element is true."),
    ("cumsum", "axis=None, dtype=None, out=None", "Cumulative sum."),
    ("cumprod", "axis=None, dtype=None, out=None", "Cumulative product."),
    ("std", "axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=None, mean=None, correction=None", "Standard deviation."),
    ("var", "axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=None, mean=None, correction=None", "Variance."),
    ("ptp", "axis=None, out=None, keepdims=False", "max - min."),
    ("clip", "min=None, max=None, out=None", "Values limited to [min, max]."),
    ("round", "decimals=0, out=None", "Rounded values."),
    ("dot", "b, out=None", "Dot product."),
    ("repeat", "repeats, axis=None", "Repeat elements."),
    ("take", "indices, axis=None, out=None, mode='raise'", "Elements at indices."),
    ("sort", "axis=-1, kind=None, order=None", "Sort in place."),
    ("argsort", "axis=-1, kind=None, order=None", "Indices that sort the array."),
    ("conj", "", "Complex conjugate (identity for real arrays)."),
    ("diagonal", "offset=0, axis1=0, axis2=1", "A read-only view of a diagonal."),
    ("trace", "offset=0, axis1=0, axis2=1, dtype=None, out=None", "Sum along a diagonal."),
];

pub fn is_method(name: &str) -> bool {
    ARRAY_METHODS.iter().any(|m| m.0 == name)
}

const LIST_METHODS: &[&str] = &["append", "extend", "pop", "insert", "index", "count", "reverse", "copy", "sort", "clear", "remove"];
const DICT_METHODS: &[&str] = &["keys", "values", "items", "get", "copy", "pop", "update", "setdefault"];
const STR_METHODS: &[&str] = &[
    "join", "split", "format", "upper", "lower", "strip", "replace", "startswith", "endswith", "ljust", "rjust", "center",
    "count", "find", "zfill",
];

pub fn is_py_method(v: &Value, name: &str) -> bool {
    match v {
        Value::List(_) => LIST_METHODS.contains(&name),
        Value::Dict(_) => DICT_METHODS.contains(&name),
        Value::Str(_) => STR_METHODS.contains(&name),
        Value::Tuple(_) => matches!(name, "index" | "count"),
        Value::Int(_) => matches!(name, "bit_length" | "to_bytes"),
        Value::Float(_) => matches!(name, "is_integer"),
        Value::Set(_) => super::sets::METHODS.contains(&name),
        _ => false,
    }
}

fn sig_of(name: &str) -> &'static str {
    ARRAY_METHODS.iter().find(|m| m.0 == name).map(|m| m.1).unwrap_or("*args")
}

pub fn call_method(interp: &mut Interp, recv: &Value, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    match recv {
        Value::Array(a) => array_method(interp, a, name, pos, kw),
        Value::Scalar(d, s) => {
            let a = NdArray::from_scalars(*d, &[], &[*s])?;
            match name {
                "item" => Ok(scalar_to_py(*s)),
                "tolist" => Ok(scalar_to_py(*s)),
                _ => array_method(interp, &a, name, pos, kw),
            }
        }
        Value::List(_) | Value::Dict(_) | Value::Str(_) | Value::Tuple(_) | Value::Int(_) | Value::Float(_) => {
            py_method(interp, recv, name, pos, kw)
        }
        Value::Generator(g) => super::random_api::call_generator_method(interp, g, name, pos, kw),
        Value::Set(t) => super::sets::call_method(interp, t, name, pos, kw),
        Value::Object(o) => super::classes::call_method(interp, recv, o, name, pos, kw),
        other => Err(attribute_error(format!("'{}' object has no attribute '{}'", other.type_name(), name))),
    }
}

/// `*shape`-style arguments: one tuple/list or several ints.
fn shape_from_varargs(rest: &[Value]) -> PyResult<Value> {
    Ok(match rest.len() {
        1 => rest[0].clone(),
        _ => Value::tuple(rest.to_vec()),
    })
}

fn array_method(interp: &mut Interp, a: &Rc<NdArray>, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    if let Some(r) = super::npfuncs2::array_numeric_method(interp, a, name, &pos, &kw) {
        return r;
    }
    if let Some(r) = super::npfuncs3::array_method3(interp, a, name, &pos, &kw) {
        return r;
    }
    if let Some(r) = super::npfuncs4::array_method4(interp, a, name, &pos, &kw) {
        return r;
    }
    let args = Args::bind(name, sig_of(name), pos, kw)?;
    let arr = |x: Rc<NdArray>| Ok(Value::Array(x));
    match name {
        "reshape" => {
            if args.rest.is_empty() {
                return Err(type_error("reshape() takes exactly 1 argument (0 given)"));
            }
            let shape = shape_from_varargs(&args.rest)?;
            let copy = match args.get("copy") {
                None | Some(Value::None) => None,
                Some(v) => Some(ops::truthy(&v)?),
            };
            do_reshape(a, &shape, order_arg(&args, "order", Order::C)?, copy)
        }
        "transpose" => {
            if args.rest.is_empty() || (args.rest.len() == 1 && args.rest[0].is_none()) {
                return arr(view::transpose(a, None)?);
            }
            let axes = axes_arg(&shape_from_varargs(&args.rest)?)?;
            arr(view::transpose(a, Some(&axes))?)
        }
        "swapaxes" => arr(view::swapaxes(a, int_arg(&args.req("axis1"))?, int_arg(&args.req("axis2"))?)?),
        "ravel" => arr(view::ravel(a, order_arg(&args, "order", Order::C)?)?),
        "flatten" => arr(view::flatten(a, order_arg(&args, "order", Order::C)?)?),
        "copy" => arr(view::copy(a, a.dtype, order_arg(&args, "order", Order::C)?)?),
        "view" => match args.opt("dtype") {
            None => arr(view::same_view(a)?),
            Some(Value::Type(super::value::TypeObj::NdArray)) => arr(view::same_view(a)?),
            Some(d) => arr(view::view_dtype(a, parse_dtype(&d)?)?),
        },
        "astype" => {
            let dt = parse_dtype(&args.req("dtype"))?;
            let copy = args.get("copy").map(|v| ops::truthy(&v)).transpose()?.unwrap_or(true);
            if !copy && dt == a.dtype {
                return Ok(Value::Array(a.clone()));
            }
            arr(view::copy(a, dt, order_arg(&args, "order", Order::K)?)?)
        }
        "tolist" => Ok(tolist(a, 0, a.offset)),
        "item" => {
            let off = match args.rest.len() {
                0 => {
                    if a.size() != 1 {
                        return Err(value_error("can only convert an array of size 1 to a Python scalar"));
                    }
                    layout::element_offset(a.offset, &vec![0; a.ndim()], &a.strides)
                }
                1 if !matches!(args.rest[0], Value::Tuple(_)) => {
                    let i = int_arg(&args.rest[0])?;
                    let n = a.size() as i64;
                    let j = if i < 0 { i + n } else { i };
                    if j < 0 || j >= n {
                        return Err(index_error(if a.ndim() == 1 {
                            format!("index {} is out of bounds for axis 0 with size {}", i, n)
                        } else {
                            format!("index {} is out of bounds for size {}", i, n)
                        }));
                    }
                    layout::element_offset(a.offset, &layout::unravel(j as usize, &a.shape), &a.strides)
                }
                _ => {
                    let idx = if args.rest.len() == 1 { ops::iterate(&args.rest[0])? } else { args.rest.clone() };
                    if idx.len() != a.ndim() {
                        return Err(value_error("incorrect number of indices for array"));
                    }
                    let mut pos = Vec::with_capacity(idx.len());
                    for (k, v) in idx.iter().enumerate() {
                        let i = int_arg(v)?;
                        pos.push(crate::engine::slicing::resolve_index(i, a.shape[k], k).map_err(index_error)?);
                    }
                    layout::element_offset(a.offset, &pos, &a.strides)
                }
            };
            Ok(scalar_to_py(a.read_at(off)))
        }
        "fill" => {
            a.check_writeable()?;
            let v = args.req("value");
            let (s, py_int) = convert::scalar_of(&v)
                .ok_or_else(|| type_error(format!("fill value must be a scalar, not {}", v.type_name())))?;
            let s = convert::cast_checked(s, py_int, a.dtype)?;
            let offs = a.offsets();
            let mut data = a.buf.data.borrow_mut();
            for o in offs {
                s.write_le_bytes(a.dtype, &mut data[o..o + a.itemsize()]);
            }
            Ok(Value::None)
        }
        "squeeze" => {
            let axes = args.opt("axis").map(|v| axes_arg(&v)).transpose()?;
            arr(view::squeeze(a, axes.as_deref())?)
        }
        "setflags" => {
            if let Some(w) = args.opt("write") {
                super::attrs::flag_set(a, &Value::str("WRITEABLE"), &w)?;
            }
            Ok(Value::None)
        }
        "conj" => arr(view::same_view(a)?),
        _ => Err(attribute_error(format!("'numpy.ndarray' object has no attribute '{}'", name))),
    }
}

fn tolist(a: &NdArray, axis: usize, off: usize) -> Value {
    if axis == a.ndim() {
        return scalar_to_py(a.read_at(off));
    }
    let mut items = Vec::with_capacity(a.shape[axis]);
    for i in 0..a.shape[axis] {
        items.push(tolist(a, axis + 1, (off as isize + i as isize * a.strides[axis]) as usize));
    }
    Value::list(items)
}

fn py_method(interp: &mut Interp, recv: &Value, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let arg = |i: usize| pos.get(i).cloned();
    let need = |i: usize| -> PyResult<Value> {
        pos.get(i).cloned().ok_or_else(|| type_error(format!("{}() takes exactly one argument (0 given)", name)))
    };
    match (recv, name) {
        (Value::List(l), "append") => {
            l.borrow_mut().push(need(0)?);
            Ok(Value::None)
        }
        (Value::List(l), "extend") => {
            let items = ops::iterate(&need(0)?)?;
            l.borrow_mut().extend(items);
            Ok(Value::None)
        }
        (Value::List(l), "pop") => {
            let mut l = l.borrow_mut();
            if l.is_empty() {
                return Err(index_error("pop from empty list"));
            }
            let n = l.len() as i128;
            let i = arg(0).and_then(|v| index_int(&v)).unwrap_or(-1);
            let j = if i < 0 { i + n } else { i };
            if j < 0 || j >= n {
                return Err(index_error("pop index out of range"));
            }
            Ok(l.remove(j as usize))
        }
        (Value::List(l), "insert") => {
            let i = index_int(&need(0)?).unwrap_or(0);
            let v = arg(1).unwrap_or(Value::None);
            let mut l = l.borrow_mut();
            let n = l.len() as i128;
            let j = if i < 0 { (i + n).max(0) } else { i.min(n) };
            l.insert(j as usize, v);
            Ok(Value::None)
        }
        (Value::List(l), "reverse") => {
            l.borrow_mut().reverse();
            Ok(Value::None)
        }
        (Value::List(l), "clear") => {
            l.borrow_mut().clear();
            Ok(Value::None)
        }
        (Value::List(l), "copy") => Ok(Value::list(l.borrow().clone())),
        (Value::List(l), "remove") => {
            let v = need(0)?;
            let mut l = l.borrow_mut();
            match l.iter().position(|x| ops::py_eq(x, &v)) {
                Some(p) => {
                    l.remove(p);
                    Ok(Value::None)
                }
                None => Err(value_error("list.remove(x): x not in list")),
            }
        }
        (Value::List(l), "sort") => {
            let items = l.borrow().clone();
            let sorted = interp.call(&Value::Builtin("sorted"), vec![Value::list(items)], kw.clone())?;
            if let Value::List(s) = sorted {
                *l.borrow_mut() = s.borrow().clone();
            }
            Ok(Value::None)
        }
        (Value::List(_) | Value::Tuple(_), "index") => {
            let v = need(0)?;
            let items = ops::iterate(recv)?;
            items
                .iter()
                .position(|x| ops::py_eq(x, &v))
                .map(|p| Value::Int(p as i128))
                .ok_or_else(|| value_error(format!("{} is not in list", crate::display::pyrepr::repr(&v, &interp.print_opts))))
        }
        (Value::List(_) | Value::Tuple(_), "count") => {
            let v = need(0)?;
            Ok(Value::Int(ops::iterate(recv)?.iter().filter(|x| ops::py_eq(x, &v)).count() as i128))
        }
        (Value::Dict(d), "keys") => Ok(Value::list(d.borrow().iter().map(|p| p.0.clone()).collect())),
        (Value::Dict(d), "values") => Ok(Value::list(d.borrow().iter().map(|p| p.1.clone()).collect())),
        (Value::Dict(d), "items") => {
            Ok(Value::list(d.borrow().iter().map(|p| Value::tuple(vec![p.0.clone(), p.1.clone()])).collect()))
        }
        (Value::Dict(d), "get") => {
            let k = need(0)?;
            Ok(d.borrow().iter().find(|p| ops::py_eq(&p.0, &k)).map(|p| p.1.clone()).unwrap_or(arg(1).unwrap_or(Value::None)))
        }
        (Value::Dict(d), "copy") => Ok(Value::Dict(Rc::new(std::cell::RefCell::new(d.borrow().clone())))),
        (Value::Str(s), "join") => {
            let items = ops::iterate(&need(0)?)?;
            let mut parts = Vec::with_capacity(items.len());
            for (i, it) in items.iter().enumerate() {
                match it {
                    Value::Str(t) => parts.push(t.to_string()),
                    other => {
                        return Err(type_error(format!(
                            "sequence item {}: expected str instance, {} found",
                            i,
                            other.type_name()
                        )));
                    }
                }
            }
            Ok(Value::str(&parts.join(s)))
        }
        (Value::Str(s), "upper") => Ok(Value::str(&s.to_uppercase())),
        (Value::Str(s), "lower") => Ok(Value::str(&s.to_lowercase())),
        (Value::Str(s), "strip") => Ok(Value::str(s.trim())),
        (Value::Str(s), "split") => {
            let parts: Vec<Value> = match arg(0) {
                Some(Value::Str(sep)) => s.split(&*sep).map(Value::str).collect(),
                _ => s.split_whitespace().map(Value::str).collect(),
            };
            Ok(Value::list(parts))
        }
        (Value::Str(s), "replace") => match (arg(0), arg(1)) {
            (Some(Value::Str(a)), Some(Value::Str(b))) => Ok(Value::str(&s.replace(&*a, &b))),
            _ => Err(type_error("replace expected 2 string arguments")),
        },
        (Value::Str(s), "startswith") => match arg(0) {
            Some(Value::Str(p)) => Ok(Value::Bool(s.starts_with(&*p))),
            _ => Err(type_error("startswith first arg must be str")),
        },
        (Value::Str(s), "endswith") => match arg(0) {
            Some(Value::Str(p)) => Ok(Value::Bool(s.ends_with(&*p))),
            _ => Err(type_error("endswith first arg must be str")),
        },
        (Value::Str(s), "ljust" | "rjust" | "center" | "zfill") => {
            let w = arg(0).and_then(|v| index_int(&v)).unwrap_or(0).max(0) as usize;
            let n = s.chars().count();
            if n >= w {
                return Ok(recv.clone());
            }
            let pad = w - n;
            Ok(Value::str(&match name {
                "ljust" => format!("{}{}", s, " ".repeat(pad)),
                "rjust" => format!("{}{}", " ".repeat(pad), s),
                "zfill" => format!("{}{}", "0".repeat(pad), s),
                _ => {
                    let left = pad / 2 + (pad & w & 1);
                    format!("{}{}{}", " ".repeat(left), s, " ".repeat(pad - left))
                }
            }))
        }
        (Value::Str(s), "format") => super::format::str_format(interp, s, &pos),
        (Value::Str(s), "count") => match arg(0) {
            Some(Value::Str(p)) if !p.is_empty() => Ok(Value::Int(s.matches(&*p).count() as i128)),
            _ => Ok(Value::Int(s.chars().count() as i128 + 1)),
        },
        (Value::Str(s), "find") => match arg(0) {
            Some(Value::Str(p)) => Ok(Value::Int(s.find(&*p).map(|i| s[..i].chars().count() as i128).unwrap_or(-1))),
            _ => Err(type_error("must be str")),
        },
        (Value::Int(i), "bit_length") => Ok(Value::Int(128 - i.unsigned_abs().leading_zeros() as i128)),
        (Value::Float(f), "is_integer") => Ok(Value::Bool(f.fract() == 0.0 && f.is_finite())),
        _ => Err(attribute_error(format!("'{}' object has no attribute '{}'", recv.type_name(), name))),
    }
}
