//! NumPy's `numpy/_core/arrayprint.py`: set_printoptions, format_float_positional and
//! format_float_scientific (the argument checks of arrayprint.py over Dragon4, which lives in
//! display/floatfmt.rs as dragon4.c's port).

use stridelab_display::arrayprint::{FloatMode, PrintOptions};
use stridelab_display::floatfmt::{self, FloatFmt, Trim};
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::error::{PyResult, not_implemented, type_error, value_error};
use crate::ops;
use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::numpy::args::int_arg;
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.format_float_positional", "x, precision=None, unique=True, fractional=True, trim='k', sign=False, pad_left=None, pad_right=None, min_digits=None", "One float as positional digits (Dragon4: the shortest digits that round-trip, unless unique=False).", "np.format_float_positional(np.float32(0.1))", np_format_float_positional),
    def!("numpy.format_float_scientific", "x, precision=None, unique=True, trim='k', sign=False, pad_left=None, exp_digits=None, min_digits=None", "One float in scientific notation (Dragon4).", "np.format_float_scientific(3.1416, precision=4)", np_format_float_scientific),
    def!("numpy.set_printoptions", "precision=None, threshold=None, edgeitems=None, linewidth=None, suppress=None, nanstr=None, infstr=None, formatter=None, sign=None, floatmode=None, *, legacy=None, override_repr=None", "Change how arrays print.", "np.set_printoptions(precision=3)", np_set_printoptions),
    def!("numpy.get_printoptions", "", "The current print options, as a dict.", "np.get_printoptions()['precision']", np_get_printoptions),
    def!("numpy.printoptions", "*args, **kwargs", "A context manager: print options inside a with block only.", "with np.printoptions(precision=2):\n    print(np.array([1/3]))", np_printoptions),
];

/// `set_printoptions`' signature, shared by `np.printoptions` (which binds it on entry).
const SET_PRINTOPTIONS_SIG: &str = "precision=None, threshold=None, edgeitems=None, linewidth=None, suppress=None, nanstr=None, infstr=None, formatter=None, sign=None, floatmode=None, *, legacy=None, override_repr=None";

fn np_set_printoptions(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    set_options(interp, a)?;
    Ok(Value::None)
}

/// Bind `kwargs` as `fname` (NumPy's `_set_printoptions`) and apply them.
pub fn apply_printoptions(interp: &mut Interp, fname: &str, kwargs: Vec<(String, Value)>) -> PyResult<()> {
    let a = Args::bind(fname, SET_PRINTOPTIONS_SIG, vec![], kwargs)?;
    set_options(interp, &a)
}

/// `_make_options_dict`'s checks in its order, then the new options; nothing changes when a
/// check fails. Options stridelab's printer does not model are refused, never ignored.
fn set_options(interp: &mut Interp, a: &Args) -> PyResult<()> {
    let mut o = interp.print_opts.clone();
    let floatmode = match a.opt("floatmode") {
        None => None,
        Some(Value::Str(m)) if &*m == "fixed" => Some(FloatMode::Fixed),
        Some(Value::Str(m)) if &*m == "unique" => Some(FloatMode::Unique),
        Some(Value::Str(m)) if &*m == "maxprec" => Some(FloatMode::MaxPrec),
        Some(Value::Str(m)) if &*m == "maxprec_equal" => Some(FloatMode::MaxPrecEqual),
        Some(_) => return Err(value_error("floatmode option must be one of \"fixed\", \"unique\", \"maxprec\", \"maxprec_equal\"")),
    };
    let sign = match a.opt("sign") {
        None => None,
        Some(Value::Str(c)) if matches!(&*c, "-" | "+" | " ") => c.chars().next(),
        Some(_) => return Err(value_error("sign option must be one of ' ', '+', or '-'")),
    };
    match a.opt("legacy") {
        None | Some(Value::Bool(false)) => {}
        Some(_) => return Err(not_implemented("np.set_printoptions(legacy=...) is not supported by stridelab")),
    }
    // override_repr=None is the default: it resets, as in NumPy
    if a.opt("override_repr").is_some_and(|v| !v.is_none()) {
        return Err(not_implemented("np.set_printoptions(override_repr=...) is not supported by stridelab"));
    }
    // formatter=None is the default too: every call without one clears it
    let formatter_key = match a.opt("formatter") {
        None | Some(Value::None) => 0,
        Some(d @ Value::Dict(_)) => register_formatter(d),
        Some(_) => return Err(not_implemented("np.set_printoptions(formatter=...) other than a dict is not supported by stridelab")),
    };
    let text_opt = |name: &str| -> PyResult<Option<String>> {
        match a.opt(name) {
            None | Some(Value::None) => Ok(None),
            Some(Value::Str(s)) => Ok(Some(s.to_string())),
            // NumPy stores anything and fails when it next prints a NaN or infinity
            Some(_) => Err(not_implemented(format!("np.set_printoptions({name}=...) other than a str is not supported by stridelab"))),
        }
    };
    let nanstr = text_opt("nanstr")?;
    let infstr = text_opt("infstr")?;
    let threshold = match a.opt("threshold") {
        None => None,
        Some(v @ (Value::Int(_) | Value::Bool(_) | Value::Scalar(..))) if !matches!(v, Value::Scalar(_, Scalar::Float(_))) => {
            Some(int_arg(&v)?.max(0) as usize)
        }
        Some(Value::Float(f) | Value::Scalar(_, Scalar::Float(f))) => {
            if f.is_nan() {
                return Err(value_error("threshold must be non-NAN, try sys.maxsize for untruncated representation"));
            }
            // np.inf means "never summarize"
            Some(if f >= usize::MAX as f64 { usize::MAX } else { f.max(0.0) as usize })
        }
        Some(_) => return Err(type_error("threshold must be numeric")),
    };
    let precision = match a.opt("precision") {
        None => None,
        Some(v @ (Value::Int(_) | Value::Bool(_))) => Some(int_arg(&v)?),
        Some(v @ Value::Scalar(d, _)) if d.kind() != stridelab_engine::dtype::Kind::Float => Some(int_arg(&v)?),
        Some(_) => return Err(type_error("precision must be an integer")),
    };
    let usize_opt = |name: &str| -> PyResult<Option<usize>> {
        a.opt(name).map(|v| int_arg(&v).map(|i| i.max(0) as usize)).transpose()
    };
    if let Some(p) = precision {
        o.precision = p.max(0) as usize;
    }
    if let Some(t) = threshold {
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
    if let Some(s) = sign {
        o.sign = s;
    }
    if let Some(m) = floatmode {
        o.floatmode = m;
    }
    if let Some(s) = nanstr {
        o.nanstr = s;
    }
    if let Some(s) = infstr {
        o.infstr = s;
    }
    o.formatter_key = formatter_key;
    interp.print_opts = o;
    Ok(())
}

/// `np.get_printoptions()`: NumPy's dict, in its key order.
pub fn printoptions_dict(o: &PrintOptions) -> Value {
    let floatmode = match o.floatmode {
        FloatMode::Fixed => "fixed",
        FloatMode::Unique => "unique",
        FloatMode::MaxPrec => "maxprec",
        FloatMode::MaxPrecEqual => "maxprec_equal",
    };
    let threshold = if o.threshold == usize::MAX { Value::Float(f64::INFINITY) } else { Value::Int(o.threshold as i128) };
    let pairs = vec![
        ("edgeitems", Value::Int(o.edgeitems as i128)),
        ("threshold", threshold),
        ("floatmode", Value::str(floatmode)),
        ("precision", Value::Int(o.precision as i128)),
        ("suppress", Value::Bool(o.suppress)),
        ("linewidth", Value::Int(o.linewidth as i128)),
        ("nanstr", Value::str(&o.nanstr)),
        ("infstr", Value::str(&o.infstr)),
        ("sign", Value::str(&o.sign.to_string())),
        ("formatter", formatter_dict(o).unwrap_or(Value::None)),
        ("legacy", Value::Bool(false)),
        ("override_repr", Value::None),
    ];
    Value::str_dict(pairs)
}

fn np_get_printoptions(interp: &mut Interp, _: &Args) -> PyResult<Value> {
    Ok(printoptions_dict(&interp.print_opts))
}

fn np_printoptions(_: &mut Interp, a: &Args) -> PyResult<Value> {
    if !a.rest.is_empty() {
        return Err(not_implemented("np.printoptions with positional arguments is not supported by stridelab"));
    }
    // a contextlib generator: the options are checked and applied on entry
    let ctx = crate::python::context::Context::new(crate::python::context::ContextKind::PrintOptions, a.extra_kw.clone());
    Ok(Value::Context(std::rc::Rc::new(ctx)))
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
            let shown = crate::format::str_text(&other, &Default::default())?;
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

// ----- formatter=: the user's callables -----

thread_local! {
    /// The dicts given as `formatter=`, by `PrintOptions::formatter_key - 1` (the display
    /// crate's options hold only the key; saving and restoring options keeps it valid).
    static FORMATTERS: std::cell::RefCell<Vec<Value>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn register_formatter(d: Value) -> usize {
    FORMATTERS.with(|f| {
        let mut f = f.borrow_mut();
        f.push(d);
        f.len()
    })
}

/// The `formatter=` dict in force, if any.
fn formatter_dict(o: &PrintOptions) -> Option<Value> {
    (o.formatter_key > 0).then(|| FORMATTERS.with(|f| f.borrow().get(o.formatter_key - 1).cloned())).flatten()
}

/// The user's function for an array whose `_get_format_function` key is `kind`
/// (`'int'`, `'float'`, `'datetime'`, ...): the key's own entry, else its group's
/// (`int_kind`, `float_kind`, `complex_kind`), else `'all'`; entries that are None do not count.
fn formatter_for(o: &PrintOptions, kind: &str) -> PyResult<Option<Value>> {
    let Some(Value::Dict(d)) = formatter_dict(o) else { return Ok(None) };
    let group = match kind {
        "int" => Some("int_kind"),
        "float" | "longfloat" => Some("float_kind"),
        "complexfloat" | "longcomplexfloat" => Some("complex_kind"),
        "numpystr" => Some("str_kind"),
        _ => None,
    };
    for key in [Some(kind), group, Some("all")].into_iter().flatten() {
        if let Some(f) = d.borrow().get(&Value::str(key))?.filter(|f| !f.is_none()) {
            return Ok(Some(f));
        }
    }
    Ok(None)
}

/// The `_get_format_function` key of a plain dtype.
fn format_kind(d: DType) -> &'static str {
    match d.kind() {
        stridelab_engine::dtype::Kind::Bool => "bool",
        stridelab_engine::dtype::Kind::Float => "float",
        stridelab_engine::dtype::Kind::Complex => "complexfloat",
        _ => "int",
    }
}

/// `repr(v)` (`as_repr`) or `str(v)` of a value under the print options, with the
/// `formatter=` callables applied to arrays: each shown element, as a NumPy scalar, goes
/// through the user's function and the layout uses its str() as it is.
pub fn text_of(interp: &mut Interp, v: &Value, as_repr: bool) -> PyResult<String> {
    if interp.print_opts.formatter_key > 0
        && let Some(t) = formatted(interp, v, as_repr)?
    {
        return Ok(t);
    }
    let opts = &interp.print_opts;
    if as_repr { crate::format::repr_text(v, opts) } else { crate::format::str_text(v, opts) }
}

fn formatted(interp: &mut Interp, v: &Value, as_repr: bool) -> PyResult<Option<String>> {
    match v {
        Value::Array(a) if crate::numpy::subclass::repr_name(a).is_none() => {
            let Some(f) = formatter_for(&interp.print_opts, format_kind(a.dtype))? else { return Ok(None) };
            if a.ndim() == 0 && !as_repr {
                return Ok(None);
            }
            let shown = stridelab_display::arrayprint::custom_shown(&a.shape, &interp.print_opts);
            let mut texts = std::collections::HashMap::new();
            for i in shown {
                let r = interp.call(&f, vec![Value::Scalar(a.dtype, a.get_flat(i))], vec![])?;
                texts.insert(i, crate::format::str_text(&r, &interp.print_opts)?);
            }
            let elem = |i: usize| texts.get(&i).cloned().unwrap_or_default();
            let opts = &interp.print_opts;
            Ok(Some(if as_repr {
                let implied = matches!(a.dtype, DType::Int64 | DType::Float64 | DType::Complex128 | DType::Bool);
                let dtype_text = (!implied || a.size() == 0).then(|| a.dtype.name().to_string());
                stridelab_display::arrayprint::custom_array_repr(&a.shape, &elem, dtype_text, opts)
            } else {
                stridelab_display::arrayprint::custom_array_str(&a.shape, &elem, opts)
            }))
        }
        Value::Time(t) => {
            let crate::numpy::datetime::Time::Array(d, x) = &**t else { return Ok(None) };
            let kind = if d.kind == stridelab_engine::datetime::TimeKind::Datetime { "datetime" } else { "timedelta" };
            let Some(f) = formatter_for(&interp.print_opts, kind)? else { return Ok(None) };
            if x.ndim() == 0 && !as_repr {
                return Ok(None);
            }
            if as_repr {
                return Err(not_implemented(format!("the repr of a {kind}64 array with a formatter= function is not supported by stridelab")));
            }
            crate::numpy::datetime::str_with_formatter(interp, t, &f).map(Some)
        }
        _ => Ok(None),
    }
}
