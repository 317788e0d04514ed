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

/// What CPython's traceback printer appends to an AttributeError or NameError line (`.
/// Did you mean: 'strides'?`): the nearest candidate by `Python/suggestions.c` (3.11), among
/// `dir()` of the object (its public names, from NumPy's lists) or, for a name, the globals
/// and then the builtins. `str(e)` never has it, so only the interactive display adds it.
pub fn suggestion(globals: &[&str], error_line: &str) -> Option<String> {
    let quoted = |s: &str| s.strip_prefix('\'').and_then(|s| s.strip_suffix('\'')).map(str::to_string);
    let found = if let Some(msg) = error_line.strip_prefix("AttributeError: ") {
        let (owner, name) = msg.rsplit_once(" has no attribute ")?;
        let name = quoted(name)?;
        let section = if let Some(m) = owner.strip_prefix("module ") {
            format!("module {}", quoted(m)?)
        } else {
            match quoted(owner.strip_suffix(" object")?)?.as_str() {
                "numpy.ndarray" => "attrs ndarray".to_string(),
                "numpy.dtype" | "numpy.dtypes.Float64DType" => "attrs dtype".to_string(),
                "numpy.random._generator.Generator" => "attrs numpy.random.Generator".to_string(),
                // a NumPy scalar has the array attributes (generic's) too
                t if t.starts_with("numpy.") => "attrs ndarray".to_string(),
                _ => return None,
            }
        };
        nearest(&crate::numpy::names::section(&section), &name)
    } else {
        let msg = error_line.strip_prefix("NameError: name ")?;
        let name = quoted(msg.strip_suffix(" is not defined")?)?;
        let mut sorted = globals.to_vec();
        sorted.sort_unstable();
        nearest(&sorted, &name).or_else(|| nearest(&crate::numpy::names::section("module builtins"), &name))
    }?;
    Some(format!("Did you mean: '{found}'?"))
}

/// CPython's `calculate_suggestions`: the first candidate at the smallest distance, within a
/// third of the characters involved; none among 750 candidates or more.
fn nearest(candidates: &[&str], name: &str) -> Option<String> {
    if candidates.len() >= 750 {
        return None;
    }
    let mut best: Option<(&str, usize)> = None;
    for &c in candidates {
        if c == name {
            continue;
        }
        let limit = ((name.len() + c.len() + 3) * MOVE_COST / 6).min(best.map_or(usize::MAX, |(_, d)| d - 1));
        let d = levenshtein(name.as_bytes(), c.as_bytes(), limit);
        if d <= limit {
            best = Some((c, d));
        }
    }
    best.map(|(c, _)| c.to_string())
}

const MOVE_COST: usize = 2;
const CASE_COST: usize = 1;

/// `substitution_cost` of `Python/suggestions.c`: a case change costs half a move.
fn substitution_cost(a: u8, b: u8) -> usize {
    if a & 31 != b & 31 {
        MOVE_COST
    } else if a == b {
        0
    } else if a.eq_ignore_ascii_case(&b) {
        CASE_COST
    } else {
        MOVE_COST
    }
}

/// `levenshtein_distance` of `Python/suggestions.c`: common affixes trimmed, one row kept,
/// `max_cost + 1` as soon as the limit is passed.
fn levenshtein(a: &[u8], b: &[u8], max_cost: usize) -> usize {
    let pre = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let (a, b) = (&a[pre..], &b[pre..]);
    let suf = a.iter().rev().zip(b.iter().rev()).take_while(|(x, y)| x == y).count();
    let (a, b) = (&a[..a.len() - suf], &b[..b.len() - suf]);
    if a.is_empty() || b.is_empty() {
        return (a.len() + b.len()) * MOVE_COST;
    }
    if a.len() > 40 || b.len() > 40 {
        return max_cost + 1;
    }
    let (a, b) = if b.len() < a.len() { (b, a) } else { (a, b) };
    if (b.len() - a.len()) * MOVE_COST > max_cost {
        return max_cost + 1;
    }
    let mut row: Vec<usize> = (1..=a.len()).map(|i| i * MOVE_COST).collect();
    let mut result = 0;
    for (bi, &code) in b.iter().enumerate() {
        let mut distance = bi * MOVE_COST;
        result = distance;
        let mut minimum = usize::MAX;
        for (ai, &ac) in a.iter().enumerate() {
            let substitute = distance + substitution_cost(code, ac);
            distance = row[ai];
            result = (result.min(distance) + MOVE_COST).min(substitute);
            row[ai] = result;
            minimum = minimum.min(result);
        }
        if minimum > max_cost {
            return max_cost + 1;
        }
    }
    result
}

#[cfg(test)]
mod suggestion_tests {
    use super::suggestion;

    #[test]
    fn suggests_as_cpython_does() {
        let s = |line: &str| suggestion(&["x", "np"], line);
        assert_eq!(s("AttributeError: 'numpy.ndarray' object has no attribute 'strdes'").as_deref(), Some("Did you mean: 'strides'?"));
        assert_eq!(s("AttributeError: 'numpy.ndarray' object has no attribute 'rehsape'").as_deref(), Some("Did you mean: 'reshape'?"));
        assert_eq!(s("AttributeError: module 'numpy' has no attribute 'sare_memory'").as_deref(), Some("Did you mean: 'shares_memory'?"));
        assert_eq!(s("NameError: name 'xx' is not defined").as_deref(), Some("Did you mean: 'x'?"));
        assert_eq!(s("NameError: name 'prnt' is not defined").as_deref(), Some("Did you mean: 'print'?"));
        assert_eq!(s("AttributeError: 'numpy.ndarray' object has no attribute 'qqqqqqq'"), None);
        assert_eq!(s("ValueError: name 'xx' is not defined"), None);
    }
}
