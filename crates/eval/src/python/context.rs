//! The `with` statement's protocol, as CPython 3.11 runs it (`ceval.c`'s BEFORE_WITH and
//! WITH_EXCEPT_START): look up `__exit__` and `__enter__` on the manager, call `__enter__`,
//! run the block, then call `__exit__(type, value, traceback)` (three Nones when the block
//! ended normally); a true result from `__exit__` swallows the exception.
//!
//! Managers are user classes and the two NumPy hands out: `np.printoptions(...)`
//! (`numpy/_core/arrayprint.py`, a contextlib generator) and `np.errstate(...)`
//! (`numpy/_core/_ufunc_config.py`). Neither may be entered twice, as in NumPy: the
//! generator is spent after one run, and errstate keeps its token.

use std::cell::RefCell;

use stridelab_display::arrayprint::PrintOptions;
use stridelab_engine::error::{PyErr, PyResult, attribute_error, type_error};
use crate::interp::Interp;
use crate::numpy::ufunc_config::ErrModes;
use crate::value::{TypeObj, Value};

/// Which NumPy context manager.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContextKind {
    /// `np.printoptions(**kwargs)`: contextlib's `_GeneratorContextManager`.
    PrintOptions,
    /// `np.errstate(**kwargs)`
    ErrState,
    /// `numpy.testing.assert_raises(exc)`: unittest's `_AssertRaisesContext`; its one
    /// keyword argument `expected` is the exception class (or tuple of them).
    AssertRaises,
}

impl ContextKind {
    /// The qualified class name repr shows.
    pub fn class_name(self) -> &'static str {
        match self {
            ContextKind::PrintOptions => "contextlib._GeneratorContextManager",
            ContextKind::ErrState => "numpy.errstate",
            ContextKind::AssertRaises => "unittest.case._AssertRaisesContext",
        }
    }
}

/// What an entry replaced, restored by the matching exit.
#[derive(Debug, Clone)]
enum Saved {
    Print(PrintOptions),
    Err(ErrModes),
}

/// A NumPy context manager: its keyword arguments, applied on entry.
#[derive(Debug)]
pub struct Context {
    pub kind: ContextKind,
    pub kwargs: Vec<(String, Value)>,
    /// The state the entry replaced; `Some` from entry to exit.
    saved: RefCell<Option<Saved>>,
    entered: std::cell::Cell<bool>,
}

impl Context {
    pub fn new(kind: ContextKind, kwargs: Vec<(String, Value)>) -> Context {
        Context { kind, kwargs, saved: RefCell::new(None), entered: std::cell::Cell::new(false) }
    }
}

fn protocol_error(v: &Value, missed_exit: bool) -> PyErr {
    let tail = if missed_exit { " (missed __exit__ method)" } else { "" };
    type_error(format!("'{}' object does not support the context manager protocol{}", v.type_name(), tail))
}

/// `__enter__`: the value `as` binds.
pub fn enter(interp: &mut Interp, mgr: &Value) -> PyResult<Value> {
    match mgr {
        Value::Object(o) => {
            let has = |n: &str| o.attrs.borrow().contains_key(n) || crate::python::classes::class_attr(o.class, n).is_some();
            if !has("__enter__") {
                return Err(protocol_error(mgr, false));
            }
            if !has("__exit__") {
                return Err(protocol_error(mgr, true));
            }
            crate::python::classes::call_method(interp, mgr, o, "__enter__", vec![], vec![])
        }
        Value::NdIter(it) => Ok(Value::NdIter(it.clone())),
        Value::StringIO(s) => crate::python::io::enter(s).map(|()| mgr.clone()),
        Value::Context(c) if c.entered.get() => Err(match c.kind {
            ContextKind::PrintOptions => attribute_error("'_GeneratorContextManager' object has no attribute 'args'"),
            ContextKind::ErrState => type_error("Cannot enter `np.errstate` twice."),
            ContextKind::AssertRaises => return Ok(mgr.clone()),
        }),
        Value::Context(c) => match c.kind {
            ContextKind::PrintOptions => {
                // contextlib spends the generator before it runs, even if it then fails
                c.entered.set(true);
                let before = interp.print_opts.clone();
                crate::numpy::arrayprint::apply_printoptions(interp, "_set_printoptions", c.kwargs.clone())?;
                *c.saved.borrow_mut() = Some(Saved::Print(before));
                Ok(crate::numpy::arrayprint::printoptions_dict(&interp.print_opts))
            }
            ContextKind::ErrState => {
                let before = interp.err_modes;
                crate::numpy::ufunc_config::apply_seterr(interp, "errstate.__init__", c.kwargs.clone())?;
                c.entered.set(true);
                *c.saved.borrow_mut() = Some(Saved::Err(before));
                Ok(Value::None)
            }
            ContextKind::AssertRaises => {
                c.entered.set(true);
                Ok(mgr.clone())
            }
        },
        other => Err(protocol_error(other, false)),
    }
}

/// `__exit__`, given how the block ended; true when the manager swallows the exception.
pub fn exit(interp: &mut Interp, mgr: &Value, raised: Option<(&PyErr, Value)>) -> PyResult<bool> {
    match mgr {
        Value::Object(o) => {
            let args = match raised {
                Some((err, inst)) => vec![Value::Type(TypeObj::Exc(err.kind)), inst, Value::None],
                None => vec![Value::None, Value::None, Value::None],
            };
            let r = crate::python::classes::call_method(interp, mgr, o, "__exit__", args, vec![])?;
            crate::ops::truthy(&r)
        }
        Value::Context(c) if c.kind == ContextKind::AssertRaises => {
            // unittest: the expected exception is swallowed, another one goes on, and none
            // at all fails the test
            let expected = c.kwargs.first().map(|kv| kv.1.clone()).unwrap_or(Value::None);
            match raised {
                Some((err, _)) => {
                    let kinds = crate::numpy::testing::expected_classes(&expected)?;
                    Ok(kinds.iter().any(|&k| crate::exc::is_subclass(err.kind, k)))
                }
                None => {
                    let name = crate::numpy::testing::expected_name(interp, &expected)?;
                    Err(PyErr::new(stridelab_engine::error::ExcKind::AssertionError, format!("{name} not raised")))
                }
            }
        }
        Value::Context(c) => {
            match c.saved.borrow_mut().take() {
                Some(Saved::Print(p)) => interp.print_opts = p,
                Some(Saved::Err(e)) => crate::numpy::ufunc_config::install(interp, e),
                None => {}
            }
            Ok(false)
        }
        Value::NdIter(it) => {
            crate::numpy::nditer::exit(it);
            Ok(false)
        }
        Value::StringIO(s) => {
            crate::python::io::exit(s);
            Ok(false)
        }
        _ => Ok(false),
    }
}
