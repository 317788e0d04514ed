//! Exceptions as Python values: the class hierarchy `except` and `issubclass` follow,
//! instances such as `ValueError('msg')` with their `args`, `str()` and `repr()`, and the
//! conversions between a raised [`PyErr`] (kind + message) and the instance an
//! `except ... as e` clause binds.

use super::value::Value;
use stridelab_display::arrayprint::PrintOptions;
use crate::repr::{repr, str_of};
use stridelab_engine::error::{ExcHome, ExcKind, PyErr, PyResult, type_error};

/// An exception instance: its class and the arguments it was built with.
#[derive(Debug, Clone)]
pub struct ExcObj {
    pub kind: ExcKind,
    pub args: Vec<Value>,
}

/// `issubclass(k, of)`.
pub fn is_subclass(k: ExcKind, of: ExcKind) -> bool {
    k == of || k.bases().iter().any(|b| is_subclass(*b, of))
}

/// The exception classes Python code can name without importing anything.
pub fn builtin_class(name: &str) -> Option<ExcKind> {
    ExcKind::lookup(ExcHome::Builtins, name)
}

/// Classes of `numpy.exceptions` stridelab raises.
pub fn numpy_class(name: &str) -> Option<ExcKind> {
    ExcKind::lookup(ExcHome::NumpyExceptions, name)
}

/// `str(e)`.
pub fn exc_str(e: &ExcObj, opts: &PrintOptions) -> String {
    if e.kind == ExcKind::AxisError
        && e.args.len() >= 2
        && !matches!(e.args[1], Value::None)
    {
        // NumPy's AxisError(axis, ndim, msg_prefix) builds its message itself.
        let base = format!(
            "axis {} is out of bounds for array of dimension {}",
            str_of(&e.args[0], opts),
            str_of(&e.args[1], opts)
        );
        return match e.args.get(2) {
            None | Some(Value::None) => base,
            Some(p) => format!("{}: {}", str_of(p, opts), base),
        };
    }
    match e.args.len() {
        0 => String::new(),
        1 if e.kind == ExcKind::KeyError => repr(&e.args[0], opts),
        1 => str_of(&e.args[0], opts),
        _ => repr(&Value::tuple(e.args.clone()), opts),
    }
}

/// `repr(e)`: `ValueError('msg')`.
pub fn exc_repr(e: &ExcObj, opts: &PrintOptions) -> String {
    let parts: Vec<String> = e.args.iter().map(|a| repr(a, opts)).collect();
    format!("{}({})", e.kind.name(), parts.join(", "))
}

/// The error that `raise e` raises.
pub fn to_pyerr(e: &ExcObj) -> PyErr {
    PyErr::new(e.kind, exc_str(e, &PrintOptions::default()))
}

/// The instance an `except` clause binds for an error the engine raised: the message becomes
/// `args[0]`, except for NumPy's AxisError (args `(axis, ndim, msg_prefix)`) and KeyError
/// (whose message is the repr of the missing key).
pub fn from_pyerr(err: &PyErr) -> ExcObj {
    let args = if err.msg.is_empty() {
        Vec::new()
    } else if let Some(a) = (err.kind == ExcKind::AxisError).then(|| axis_args(&err.msg)).flatten() {
        a
    } else if err.kind == ExcKind::KeyError {
        vec![key_of(&err.msg)]
    } else {
        vec![Value::str(&err.msg)]
    };
    ExcObj { kind: err.kind, args }
}

/// `[prefix: ]axis A is out of bounds for array of dimension N` -> (A, N, prefix or None).
fn axis_args(msg: &str) -> Option<Vec<Value>> {
    const MID: &str = " is out of bounds for array of dimension ";
    let (prefix, rest) = match msg.find("axis ") {
        Some(0) => (None, msg),
        Some(i) if msg[..i].ends_with(": ") => (Some(&msg[..i - 2]), &msg[i..]),
        _ => return None,
    };
    let rest = rest.strip_prefix("axis ")?;
    let (axis, ndim) = rest.split_once(MID)?;
    let axis: i128 = axis.parse().ok()?;
    let ndim: i128 = ndim.parse().ok()?;
    Some(vec![Value::Int(axis), Value::Int(ndim), prefix.map_or(Value::None, Value::str)])
}

/// The key a KeyError message shows (its repr): a quoted string or an int, else the text.
fn key_of(msg: &str) -> Value {
    let b = msg.as_bytes();
    if b.len() >= 2 && (b[0] == b'\'' || b[0] == b'"') && b[b.len() - 1] == b[0] {
        return Value::str(&msg[1..msg.len() - 1]);
    }
    match msg.parse::<i128>() {
        Ok(i) => Value::Int(i),
        Err(_) => Value::str(msg),
    }
}

/// Calling an exception class: `ValueError('msg')`.
pub fn construct(kind: ExcKind, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    if kind == ExcKind::AxisError {
        // AxisError(axis, ndim=None, msg_prefix=None) keeps exactly the arguments given.
        let mut args = pos;
        for (k, v) in kw {
            let at = match k.as_str() {
                "axis" => 0,
                "ndim" => 1,
                "msg_prefix" => 2,
                _ => return Err(type_error(format!("AxisError.__init__() got an unexpected keyword argument '{}'", k))),
            };
            while args.len() <= at {
                args.push(Value::None);
            }
            args[at] = v;
        }
        if args.is_empty() || args.len() > 3 {
            return Err(type_error(format!(
                "AxisError.__init__() takes from 2 to 4 positional arguments but {} were given",
                args.len() + 1
            )));
        }
        return Ok(Value::Exc(std::rc::Rc::new(ExcObj { kind, args })));
    }
    if !kw.is_empty() {
        return Err(type_error(format!("{}() takes no keyword arguments", kind.name())));
    }
    Ok(Value::Exc(std::rc::Rc::new(ExcObj { kind, args: pos })))
}

/// Attributes of an exception instance.
pub fn get_attr(e: &ExcObj, name: &str) -> Option<Value> {
    match name {
        "args" => Some(Value::tuple(e.args.clone())),
        "__class__" => Some(Value::Type(super::value::TypeObj::Exc(e.kind))),
        "axis" | "ndim" if e.kind == ExcKind::AxisError => {
            let i = if name == "axis" { 0 } else { 1 };
            Some(if e.args.len() >= 2 { e.args.get(i).cloned().unwrap_or(Value::None) } else { Value::None })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exception_table_is_one_tree_with_unique_names() {
        let names: std::collections::HashSet<&str> = ExcKind::ALL.iter().map(|k| k.name()).collect();
        assert_eq!(names.len(), ExcKind::ALL.len());
        for &k in ExcKind::ALL {
            assert!(is_subclass(k, ExcKind::BaseException), "{} does not reach BaseException", k.name());
            let found = builtin_class(k.name()).or_else(|| numpy_class(k.name()));
            assert_eq!(found.is_some(), k.home() != ExcHome::Hidden, "{}", k.name());
        }
        assert_eq!(builtin_class("AxisError"), None);
        assert_eq!(numpy_class("AxisError"), Some(ExcKind::AxisError));
    }

    #[test]
    fn hierarchy_follows_python_and_numpy() {
        use ExcKind::*;
        assert!(is_subclass(AxisError, ValueError));
        assert!(is_subclass(AxisError, IndexError));
        assert!(is_subclass(AxisError, LookupError));
        assert!(is_subclass(ZeroDivisionError, ArithmeticError));
        assert!(is_subclass(KeyError, LookupError));
        assert!(is_subclass(TooHardError, RuntimeError));
        assert!(is_subclass(TypeError, Exception));
        assert!(!is_subclass(KeyboardInterrupt, Exception));
        assert!(is_subclass(KeyboardInterrupt, BaseException));
        assert!(!is_subclass(ValueError, IndexError));
    }

    #[test]
    fn engine_errors_become_instances() {
        let o = PrintOptions::default();
        let e = from_pyerr(&PyErr::new(ExcKind::AxisError, "axis 5 is out of bounds for array of dimension 1"));
        assert_eq!(exc_repr(&e, &o), "AxisError(5, 1, None)");
        assert_eq!(exc_str(&e, &o), "axis 5 is out of bounds for array of dimension 1");
        let e = from_pyerr(&PyErr::new(ExcKind::AxisError, "axis1: axis 3 is out of bounds for array of dimension 2"));
        assert_eq!(exc_repr(&e, &o), "AxisError(3, 2, 'axis1')");
        assert_eq!(exc_str(&e, &o), "axis1: axis 3 is out of bounds for array of dimension 2");
        let e = from_pyerr(&PyErr::new(ExcKind::KeyError, "'a'"));
        assert_eq!((exc_repr(&e, &o), exc_str(&e, &o)), ("KeyError('a')".into(), "'a'".into()));
        let e = from_pyerr(&PyErr::new(ExcKind::TypeError, ""));
        assert_eq!(exc_repr(&e, &o), "TypeError()");
    }
}
