//! NumPy's `numpy/_core/_ufunc_config.py`: seterr, geterr and the errstate context manager.
//!
//! stridelab keeps the four floating-point error modes so `np.seterr` / `np.geterr` /
//! `np.errstate` answer as NumPy does. 'ignore', 'warn' and 'print' change nothing a script
//! prints to stdout (a warning and 'print''s message go to stderr); 'raise' makes ufuncs and
//! NumPy integer scalar arithmetic raise `FloatingPointError` (`engine::ufunc::extobj`);
//! 'call' and 'log' need `np.seterrcall`, which stridelab does not have, so they are refused.

use stridelab_engine::error::{PyResult, not_implemented, value_error};
use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::python::context::{Context, ContextKind};
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.seterr", "all=None, divide=None, over=None, under=None, invalid=None", "Set how floating-point errors are handled; returns the old settings.", "old = np.seterr(divide='ignore')", np_seterr),
    def!("numpy.geterr", "", "How floating-point errors are handled now.", "np.geterr()", np_geterr),
    def!("numpy.errstate", "*, call=None, all=None, divide=None, over=None, under=None, invalid=None", "A context manager: floating-point error handling inside a with block.", "with np.errstate(divide='ignore'):\n    y = 1 / np.arange(3.0)", np_errstate),
];

const CATEGORIES: [&str; 4] = ["divide", "over", "under", "invalid"];
const MODES: [&str; 6] = ["ignore", "warn", "raise", "call", "print", "log"];

/// The mode of each error category, in `np.geterr()`'s order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ErrModes(pub [&'static str; 4]);

impl Default for ErrModes {
    /// A fresh NumPy's settings.
    fn default() -> Self {
        ErrModes(["warn", "warn", "ignore", "warn"])
    }
}

impl ErrModes {
    fn dict(&self) -> Value {
        Value::str_dict(CATEGORIES.iter().zip(self.0).map(|(k, v)| (*k, Value::str(v))))
    }
}

fn mode_of(v: &Value) -> PyResult<&'static str> {
    let shown = crate::repr::repr(v, &Default::default());
    let m = match v {
        Value::Str(s) => MODES.iter().find(|m| **m == &**s).copied(),
        _ => None,
    };
    match m {
        None => Err(value_error(format!("invalid error mode {}", shown))),
        Some(m @ ("ignore" | "warn" | "print" | "raise")) => Ok(m),
        Some(m) => Err(not_implemented(format!("floating-point error mode '{}' is not supported by stridelab", m))),
    }
}

/// `_seterr`'s rules: `all` sets every category, then the named ones override it.
pub fn apply_seterr(interp: &mut Interp, fname: &str, kwargs: Vec<(String, Value)>) -> PyResult<()> {
    let a = Args::bind(fname, "*, call=None, all=None, divide=None, over=None, under=None, invalid=None", vec![], kwargs)?;
    if a.opt("call").is_some() {
        return Err(not_implemented("np.errstate(call=...) is not supported by stridelab"));
    }
    set_modes(interp, &a)
}

fn set_modes(interp: &mut Interp, a: &Args) -> PyResult<()> {
    let mut modes = interp.err_modes;
    if let Some(all) = a.opt("all") {
        let m = mode_of(&all)?;
        modes.0 = [m; 4];
    }
    for (k, cat) in CATEGORIES.iter().enumerate() {
        if let Some(v) = a.opt(cat) {
            modes.0[k] = mode_of(&v)?;
        }
    }
    install(interp, modes);
    Ok(())
}

/// Make `modes` the session's, and tell the ufunc engine which categories raise.
pub fn install(interp: &mut Interp, modes: ErrModes) {
    interp.err_modes = modes;
    stridelab_engine::ufunc::extobj::set_raise(modes.0.map(|m| m == "raise"));
}

fn np_seterr(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let old = interp.err_modes.dict();
    set_modes(interp, a)?;
    Ok(old)
}

fn np_geterr(interp: &mut Interp, _: &Args) -> PyResult<Value> {
    Ok(interp.err_modes.dict())
}

fn np_errstate(_: &mut Interp, a: &Args) -> PyResult<Value> {
    // errstate.__init__ only stores its keywords; they are checked on entry
    let mut kwargs = Vec::new();
    for k in ["call", "all", "divide", "over", "under", "invalid"] {
        if let Some(v) = a.get(k) {
            kwargs.push((k.to_string(), v));
        }
    }
    Ok(Value::Context(std::rc::Rc::new(Context::new(ContextKind::ErrState, kwargs))))
}
