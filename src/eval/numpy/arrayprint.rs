//! NumPy's `numpy/_core/arrayprint.py`: set_printoptions, format_float_positional and
//! format_float_scientific (the argument checks of arrayprint.py over Dragon4, which lives in
//! display/floatfmt.rs as dragon4.c's port).

use crate::display::floatfmt::{self, FloatFmt, Trim};
use crate::engine::dtype::{DType, Scalar};
use crate::error::{PyResult, not_implemented, type_error, value_error};
use crate::eval::ops;
use crate::eval::args::Args;
use crate::eval::builtins::{BuiltinDef, def};
use crate::eval::interp::Interp;
use crate::eval::numpy::args::int_arg;
use crate::eval::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.format_float_positional", "x, precision=None, unique=True, fractional=True, trim='k', sign=False, pad_left=None, pad_right=None, min_digits=None", "One float as positional digits (Dragon4: the shortest digits that round-trip, unless unique=False).", "np.format_float_positional(np.float32(0.1))", np_format_float_positional),
    def!("numpy.format_float_scientific", "x, precision=None, unique=True, trim='k', sign=False, pad_left=None, exp_digits=None, min_digits=None", "One float in scientific notation (Dragon4).", "np.format_float_scientific(3.1416, precision=4)", np_format_float_scientific),
    def!("numpy.set_printoptions", "precision=None, threshold=None, edgeitems=None, linewidth=None, suppress=None, nanstr=None, infstr=None, formatter=None, sign=None, floatmode=None, *, legacy=None, override_repr=None", "Change how arrays print.", "np.set_printoptions(precision=3)", np_set_printoptions),
];

fn np_set_printoptions(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let o = &mut interp.print_opts;
    let usize_opt = |name: &str| -> PyResult<Option<usize>> {
        a.opt(name).map(|v| int_arg(&v).map(|i| i.max(0) as usize)).transpose()
    };
    if let Some(p) = usize_opt("precision")? {
        o.precision = p;
    }
    if let Some(t) = usize_opt("threshold")? {
        o.threshold = t;
    }
    if let Some(e) = usize_opt("edgeitems")? {
        o.edgeitems = e;
    }
    if let Some(l) = usize_opt("linewidth")? {
        o.linewidth = l;
    }
    if let Some(s) = a.opt("suppress") {
        o.suppress = ops::truthy(&s)?;
    }
    Ok(Value::None)
}

/// The value and digit grid of `x` (`dragon4_positional`'s float conversion): NumPy float
/// scalars keep their width, anything else goes through `float()`.
fn float_of(v: &Value) -> PyResult<(f64, floatfmt::Width)> {
    match v {
        Value::Scalar(DType::Float16, s) => Ok((s.as_f64(), floatfmt::Width::Half)),
        Value::Scalar(DType::Float32, s) => Ok((s.as_f64(), floatfmt::Width::Single)),
        Value::Scalar(_, Scalar::Float(f)) | Value::Float(f) => Ok((*f, floatfmt::Width::Double)),
        Value::Scalar(_, s) => Ok((s.as_f64(), floatfmt::Width::Double)),
        Value::Int(i) => Ok((*i as f64, floatfmt::Width::Double)),
        Value::Bool(b) => Ok((*b as u8 as f64, floatfmt::Width::Double)),
        other => Err(type_error(format!("must be real number, not {}", other.type_name()))),
    }
}

/// `_none_or_positive_arg`: None, or a count that must not be negative.
fn count_arg(a: &Args, name: &str) -> PyResult<Option<usize>> {
    match a.opt(name) {
        None | Some(Value::None) => Ok(None),
        Some(v) => {
            let n = int_arg(&v)?;
            if n < 0 {
                return Err(value_error(format!("{name} must be >= 0")));
            }
            Ok(Some(n as usize))
        }
    }
}

/// The options both functions share, checked as arrayprint.py and dragon4's converters do.
fn float_fmt(a: &Args) -> PyResult<FloatFmt> {
    let truth = |name: &str, default: bool| -> PyResult<bool> { a.opt(name).map_or(Ok(default), |v| ops::truthy(&v)) };
    let precision = count_arg(a, "precision")?;
    let min_digits = count_arg(a, "min_digits")?;
    if let (Some(m), Some(p)) = (min_digits, precision)
        && m > 0
        && p > 0
        && m > p
    {
        return Err(value_error("min_digits must be less than or equal to precision"));
    }
    let trim = match a.opt("trim") {
        None => Trim::Keep,
        Some(Value::Str(t)) if &*t == "k" => Trim::Keep,
        Some(Value::Str(t)) if &*t == "." => Trim::Dot,
        Some(Value::Str(t)) if &*t == "0" => Trim::OneZero,
        Some(Value::Str(t)) if &*t == "-" => Trim::DotZeros,
        Some(other) => {
            // dragon4's converter formats the value with %100S
            let shown = crate::eval::format::str_text(&other, &Default::default())?;
            return Err(type_error(format!("if supplied, trim must be 'k', '.', '0' or '-' found `{shown:>100}`")));
        }
    };
    let unique = truth("unique", true)?;
    if !unique && precision.is_none() {
        return Err(type_error("in non-unique mode `precision` must be supplied"));
    }
    Ok(FloatFmt {
        precision,
        min_digits,
        unique,
        trim,
        sign: truth("sign", false)?,
        pad_left: count_arg(a, "pad_left")?,
        pad_right: None,
        exp_digits: None,
    })
}

fn np_format_float_positional(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let (x, w) = float_of(&a.req("x"))?;
    let fractional = a.opt("fractional").map_or(Ok(true), |v| ops::truthy(&v))?;
    let mut o = float_fmt(a)?;
    o.pad_right = count_arg(a, "pad_right")?;
    if !fractional {
        if o.precision == Some(0) {
            return Err(value_error("precision must be greater than 0 if fractional=False"));
        }
        return Err(not_implemented("format_float_positional(fractional=False) is not supported by stridelab"));
    }
    Ok(Value::str(&floatfmt::format_positional(x, w, &o)))
}

fn np_format_float_scientific(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let (x, w) = float_of(&a.req("x"))?;
    let mut o = float_fmt(a)?;
    o.exp_digits = count_arg(a, "exp_digits")?;
    Ok(Value::str(&floatfmt::format_scientific(x, w, &o)))
}
