//! `np.datetime64` and `np.timedelta64`: their dtypes, scalars and arrays, and the Python
//! `datetime.date`/`datetime.datetime`/`datetime.timedelta` objects `.item()` gives.
//!
//! An array of either type is an int64 array in the engine (the count of units since
//! 1970-01-01T00:00, or of units of duration; NaT is the smallest int64) with its type beside
//! it, so slicing, reshaping, sorting and the teaching views are the view engine's own. The
//! operations follow NumPy's datetime.c (creation, casts, `datetime_arange`),
//! ufunc_type_resolution.c (which operand types each operator takes and what it makes),
//! umath/loops.c.src (the DATETIME/TIMEDELTA loops: NaT propagation, division rules) and
//! arrayprint.py (`DatetimeFormat`, `TimedeltaFormat`). What is not modelled says so.

use std::rc::Rc;

use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::value::{TypeObj, Value};
use stridelab_display::arrayprint::{self, PrintOptions, TimeElems};
use stridelab_engine::array::NdArray;
use stridelab_engine::datetime::{self as dt, Dts, Meta, NAT, TimeDType, TimeKind, Unit};
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::error::{ExcKind, PyErr, PyResult, attribute_error, not_implemented, overflow_error, type_error, value_error};
use stridelab_lang::ast::{BinOp, CmpOp, UnaryOp};

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.isnat", "x, /, out=None, *, where=True, casting='same_kind', order='K', dtype=None, subok=True", "True where a datetime64 or timedelta64 is NaT (not a time).", "np.isnat(np.array(['2016-07-01', 'NaT'], dtype='M8[D]'))", np_isnat),
    def!("numpy.datetime_data", "dtype, /", "The unit and count of a datetime64/timedelta64 dtype: ('D', 1).", "np.datetime_data(np.dtype('M8[10s]'))", np_datetime_data),
    def!("numpy.busday_count", "begindates, enddates, weekmask='1111100', holidays=None, busdaycal=None, out=None", "The number of weekdays (Monday to Friday) from begindates up to, not including, enddates.", "np.busday_count('2016-01-01', '2016-02-01')", np_busday_count),
    def!("numpy.datetime_as_string", "arr, unit=None, timezone='naive', casting='same_kind'", "The ISO 8601 strings of datetimes (as a list: string arrays are not modelled).", "np.datetime_as_string(np.datetime64('2016-07-01T12:30'), unit='h')", np_datetime_as_string),
];

/// The Python classes of this module's values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimeClass {
    Datetime64,
    Timedelta64,
    /// `datetime.date`, `datetime.datetime`, `datetime.timedelta`
    Date,
    DateTime,
    TimeDelta,
}

impl TimeClass {
    pub fn name(self) -> &'static str {
        match self {
            TimeClass::Datetime64 => "datetime64",
            TimeClass::Timedelta64 => "timedelta64",
            TimeClass::Date => "date",
            TimeClass::DateTime => "datetime",
            TimeClass::TimeDelta => "timedelta",
        }
    }

    /// `repr(type)`.
    pub fn repr(self) -> String {
        match self {
            TimeClass::Datetime64 | TimeClass::Timedelta64 => format!("<class 'numpy.{}'>", self.name()),
            _ => format!("<class 'datetime.{}'>", self.name()),
        }
    }
}

/// A value of this module.
#[derive(Debug, Clone)]
pub enum Time {
    DType(TimeDType),
    Scalar(TimeDType, i64),
    /// An int64 array of counts, and their type.
    Array(TimeDType, Rc<NdArray>),
    /// `datetime.date`: days since 1970-01-01.
    Date(i64),
    DateTime(Dts),
    /// `datetime.timedelta`, normalized as Python does (0 <= seconds < 86400, 0 <= us < 10**6).
    Delta { days: i64, secs: i64, us: i64 },
}

fn wrap(t: Time) -> Value {
    Value::Time(Rc::new(t))
}

impl Time {
    pub fn class(&self) -> TypeObj {
        let c = match self {
            Time::DType(_) => return TypeObj::DType,
            Time::Array(..) => return TypeObj::NdArray,
            Time::Scalar(t, _) if t.kind == TimeKind::Datetime => TimeClass::Datetime64,
            Time::Scalar(..) => TimeClass::Timedelta64,
            Time::Date(_) => TimeClass::Date,
            Time::DateTime(_) => TimeClass::DateTime,
            Time::Delta { .. } => TimeClass::TimeDelta,
        };
        TypeObj::Time(c)
    }
}

// ----- dtypes -----

/// The time dtype a `dtype=` argument names, if it names one.
pub fn time_dtype(v: &Value) -> Option<PyResult<TimeDType>> {
    match v {
        Value::Str(s) => dt::parse_dtype(s),
        Value::Time(t) => match &**t {
            Time::DType(d) => Some(Ok(*d)),
            _ => None,
        },
        Value::Type(TypeObj::Time(TimeClass::Datetime64)) => Some(Ok(TimeDType { kind: TimeKind::Datetime, meta: Meta::GENERIC })),
        Value::Type(TypeObj::Time(TimeClass::Timedelta64)) => Some(Ok(TimeDType { kind: TimeKind::Timedelta, meta: Meta::GENERIC })),
        _ => None,
    }
}

/// `np.dtype(v)` when v names a time dtype.
pub fn dtype_value(v: &Value) -> Option<PyResult<Value>> {
    time_dtype(v).map(|r| r.map(|d| wrap(Time::DType(d))))
}

fn dtype_attr(d: TimeDType, name: &str) -> PyResult<Value> {
    Ok(match name {
        "name" => Value::str(&d.name()),
        "str" => Value::str(&d.typestr()),
        "kind" | "char" => Value::str(&d.char().to_string()),
        "itemsize" | "alignment" => Value::Int(8),
        "byteorder" => Value::str("="),
        "num" => Value::Int(if d.kind == TimeKind::Datetime { 21 } else { 22 }),
        "type" => Value::Type(TypeObj::Time(if d.kind == TimeKind::Datetime { TimeClass::Datetime64 } else { TimeClass::Timedelta64 })),
        "descr" => Value::list(vec![Value::tuple(vec![Value::str(""), Value::str(&d.typestr())])]),
        "shape" => Value::tuple(vec![]),
        "ndim" => Value::Int(0),
        "names" | "fields" | "subdtype" => Value::None,
        "isnative" | "isbuiltin" => if name == "isbuiltin" { Value::Int(0) } else { Value::Bool(true) },
        _ => return Err(attribute_error(format!("'numpy.dtypes.{}DType' object has no attribute '{name}'", if d.kind == TimeKind::Datetime { "DateTime64" } else { "TimeDelta64" }))),
    })
}

// ----- small helpers -----

fn int64_of(values: &[i64], shape: &[usize]) -> PyResult<Rc<NdArray>> {
    let s: Vec<Scalar> = values.iter().map(|&v| Scalar::Int(v)).collect();
    NdArray::from_scalars(DType::Int64, shape, &s)
}

fn values_of(a: &NdArray) -> Vec<i64> {
    a.to_scalars().into_iter().map(|s| s.as_i64_wrapping()).collect()
}

/// A result: a scalar for a 0-d shape, else an array.
fn make(t: TimeDType, values: Vec<i64>, shape: &[usize]) -> PyResult<Value> {
    if shape.is_empty() {
        return Ok(wrap(Time::Scalar(t, values.first().copied().unwrap_or(NAT))));
    }
    Ok(wrap(Time::Array(t, int64_of(&values, shape)?)))
}

/// Re-label what an int64 operation returned: int64 arrays and scalars become this type.
fn relabel(t: TimeDType, v: Value) -> Value {
    match v {
        Value::Array(a) if a.dtype == DType::Int64 => wrap(Time::Array(t, a)),
        Value::Scalar(DType::Int64, s) => wrap(Time::Scalar(t, s.as_i64_wrapping())),
        Value::Tuple(items) => Value::tuple(items.iter().cloned().map(|x| relabel(t, x)).collect()),
        Value::List(items) => {
            let v: Vec<Value> = items.borrow().iter().cloned().map(|x| relabel(t, x)).collect();
            Value::list(v)
        }
        other => other,
    }
}

fn is_time(v: &Value) -> bool {
    matches!(v, Value::Time(t) if matches!(&**t, Time::Scalar(..) | Time::Array(..)))
}

/// The type, int64 array and scalar-ness of a time operand.
fn time_parts(v: &Value) -> Option<(TimeDType, Rc<NdArray>)> {
    match v {
        Value::Time(t) => match &**t {
            Time::Array(d, a) => Some((*d, a.clone())),
            Time::Scalar(d, x) => NdArray::from_scalars(DType::Int64, &[], &[Scalar::Int(*x)]).ok().map(|a| (*d, a)),
            _ => None,
        },
        _ => None,
    }
}

fn convert(kind: TimeKind, from: Meta, to: Meta, values: &mut [i64]) -> PyResult<()> {
    if from == to {
        return Ok(());
    }
    let f = dt::caster(kind, from, to)?;
    for v in values.iter_mut() {
        *v = f(*v);
    }
    Ok(())
}

// ----- reprs -----

pub fn repr(t: &Time, opts: &PrintOptions) -> String {
    match t {
        Time::DType(d) => d.repr(),
        Time::Scalar(d, v) => scalar_repr(*d, *v),
        Time::Array(d, a) => {
            let get = |i: usize| a.get_flat(i).as_i64_wrapping();
            let text = |v: i64| element_text(*d, v);
            let te = TimeElems { get: &get, text: &text, custom: None };
            arrayprint::time_array_repr(&a.shape, &te, &format!("'{}'", d.name()), opts)
        }
        Time::Date(days) => {
            let (y, m, dd) = dt::civil_from_days(*days);
            format!("datetime.date({y}, {m}, {dd})")
        }
        Time::DateTime(d) => {
            let mut parts = vec![d.year.to_string(), d.month.to_string(), d.day.to_string(), d.hour.to_string(), d.min.to_string()];
            if d.sec != 0 || d.us != 0 {
                parts.push(d.sec.to_string());
            }
            if d.us != 0 {
                parts.push(d.us.to_string());
            }
            format!("datetime.datetime({})", parts.join(", "))
        }
        Time::Delta { days, secs, us } => {
            let mut parts = Vec::new();
            if *days != 0 {
                parts.push(format!("days={days}"));
            }
            if *secs != 0 {
                parts.push(format!("seconds={secs}"));
            }
            if *us != 0 {
                parts.push(format!("microseconds={us}"));
            }
            if parts.is_empty() {
                parts.push("0".into());
            }
            format!("datetime.timedelta({})", parts.join(", "))
        }
    }
}

/// The text of one array element: `'2016-07-01'` (quoted) or a timedelta's count.
fn element_text(d: TimeDType, v: i64) -> String {
    match d.kind {
        TimeKind::Datetime => format!("'{}'", dt::datetime_string(d.meta, v).unwrap_or_else(|_| "NaT".into())),
        TimeKind::Timedelta => v.to_string(),
    }
}

fn scalar_repr(d: TimeDType, v: i64) -> String {
    match d.kind {
        TimeKind::Datetime => dt::datetime_repr(d.meta, v).unwrap_or_else(|e| e.msg),
        TimeKind::Timedelta => dt::timedelta_repr(d.meta, v),
    }
}

pub fn str(t: &Time, opts: &PrintOptions) -> String {
    match t {
        Time::DType(d) => d.name(),
        Time::Scalar(d, v) => match d.kind {
            TimeKind::Datetime => dt::datetime_string(d.meta, *v).unwrap_or_else(|e| e.msg),
            TimeKind::Timedelta => dt::timedelta_str(d.meta, *v),
        },
        Time::Array(d, a) if a.ndim() == 0 => str(&Time::Scalar(*d, a.get_flat(0).as_i64_wrapping()), opts),
        Time::Array(d, a) => {
            let get = |i: usize| a.get_flat(i).as_i64_wrapping();
            let text = |v: i64| element_text(*d, v);
            arrayprint::time_array_str(&a.shape, &TimeElems { get: &get, text: &text, custom: None }, opts)
        }
        Time::Date(days) => dt::format_iso(&dts_of_days(*days), Some(Unit::D)),
        Time::DateTime(d) => {
            let mut s = format!("{:04}-{:02}-{:02} {:02}:{:02}:{:02}", d.year, d.month, d.day, d.hour, d.min, d.sec);
            if d.us != 0 {
                s.push_str(&format!(".{:06}", d.us));
            }
            s
        }
        Time::Delta { days, secs, us } => {
            let mut s = String::new();
            if *days != 0 {
                s.push_str(&format!("{days} day{}, ", if days.abs() == 1 { "" } else { "s" }));
            }
            s.push_str(&format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60));
            if *us != 0 {
                s.push_str(&format!(".{us:06}"));
            }
            s
        }
    }
}

/// `print(arr)` with a user formatter for its kind (`formatter={'datetime': f}`): each element
/// goes through `f` as a NumPy scalar. None when there is none to apply.
pub fn str_with_formatter(interp: &mut Interp, t: &Time, f: &Value) -> PyResult<String> {
    let Time::Array(d, a) = t else { return Ok(str(t, &interp.print_opts)) };
    let mut texts = Vec::with_capacity(a.size());
    for i in 0..a.size() {
        let v = interp.call(f, vec![wrap(Time::Scalar(*d, a.get_flat(i).as_i64_wrapping()))], vec![])?;
        texts.push(crate::format::str_text(&v, &interp.print_opts)?);
    }
    let get = |i: usize| a.get_flat(i).as_i64_wrapping();
    let text = |v: i64| element_text(*d, v);
    let custom = |i: usize| texts[i].clone();
    Ok(arrayprint::time_array_str(&a.shape, &TimeElems { get: &get, text: &text, custom: Some(&custom) }, &interp.print_opts))
}

fn dts_of_days(days: i64) -> Dts {
    let (year, month, day) = dt::civil_from_days(days);
    Dts { year, month, day, ..Dts::default() }
}

// ----- scalars from Python values -----

fn unit_arg(v: Option<&Value>) -> PyResult<Option<Meta>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(Value::Str(s)) => match dt::parse_unit(s) {
            Some(r) => r.map(Some),
            None => Err(type_error(format!("Invalid datetime metadata string \"{s}\""))),
        },
        Some(other) => Err(type_error(format!("Cannot convert {} into a NumPy datetime unit", other.type_name()))),
    }
}

/// One element for a datetime/timedelta of `unit` (None: the element's own). Returns the
/// value and its metadata.
fn element(kind: TimeKind, v: &Value, unit: Option<Meta>) -> PyResult<(i64, Meta)> {
    match (kind, v) {
        (_, Value::None) => Ok((NAT, unit.unwrap_or(Meta::GENERIC))),
        (TimeKind::Datetime, Value::Str(s)) => dt::parse_datetime(s, unit),
        (TimeKind::Timedelta, Value::Str(s)) => {
            if s.is_empty() || s.eq_ignore_ascii_case("nat") {
                return Ok((NAT, unit.unwrap_or(Meta::GENERIC)));
            }
            match s.trim().parse::<i64>() {
                Ok(n) => Ok((n, unit.unwrap_or(Meta::GENERIC))),
                Err(_) => Err(value_error("Could not convert object to NumPy timedelta")),
            }
        }
        (_, Value::Time(t)) => match &**t {
            Time::Scalar(d, x) if d.kind == kind => match unit {
                None => Ok((*x, d.meta)),
                Some(m) => {
                    if kind == TimeKind::Timedelta {
                        check_timedelta_cast(d.meta, m)?;
                    }
                    Ok((dt::caster(kind, d.meta, m)?(*x), m))
                }
            },
            Time::Scalar(..) => Err(value_error(format!(
                "Could not convert object to NumPy {}",
                if kind == TimeKind::Datetime { "datetime" } else { "timedelta" }
            ))),
            Time::Date(days) => {
                let m = unit.unwrap_or(Meta::new(Unit::D));
                Ok((dt::from_dts(m, &dts_of_days(*days))?, m))
            }
            Time::DateTime(d) => {
                let m = unit.unwrap_or(Meta::new(Unit::Us));
                Ok((dt::from_dts(m, d)?, m))
            }
            Time::Delta { days, secs, us } => {
                let m = unit.unwrap_or(Meta::new(Unit::Us));
                let total = (*days * 86400 + *secs) * 1_000_000 + *us;
                Ok((dt::caster(TimeKind::Timedelta, Meta::new(Unit::Us), m)?(total), m))
            }
            _ => Err(not_implemented("this conversion to datetime64/timedelta64 is not supported by stridelab")),
        },
        (_, Value::Bool(_)) | (_, Value::Int(_)) | (_, Value::Scalar(..)) => {
            let n = match v {
                Value::Scalar(d, s) if d.is_integer() || *d == DType::Bool => s.as_i64_wrapping(),
                Value::Scalar(..) => return Err(not_implemented("float values as datetime64/timedelta64 are not supported by stridelab")),
                _ => crate::ops::index_int(v).unwrap_or(0).clamp(i64::MIN as i128, i64::MAX as i128) as i64,
            };
            if kind == TimeKind::Datetime && unit.is_none_or(|m| m.unit == Unit::Generic) {
                return Err(value_error("Converting an integer to a NumPy datetime requires a specified unit"));
            }
            Ok((n, unit.unwrap_or(Meta::GENERIC)))
        }
        (_, Value::Float(_)) => Err(not_implemented("float values as datetime64/timedelta64 are not supported by stridelab")),
        _ => Err(value_error(format!(
            "Could not convert object to NumPy {}",
            if kind == TimeKind::Datetime { "datetime" } else { "timedelta" }
        ))),
    }
}

/// Timedeltas cannot cross between years/months and the other units (same_kind casting).
fn check_timedelta_cast(from: Meta, to: Meta) -> PyResult<()> {
    let nonlinear = |u: Unit| u <= Unit::M;
    if from.unit != Unit::Generic && to.unit != Unit::Generic && nonlinear(from.unit) != nonlinear(to.unit) {
        return Err(type_error(format!(
            "Cannot cast NumPy timedelta64 scalar from metadata {} to {} according to the rule 'same_kind'",
            from.text(true),
            to.text(true)
        )));
    }
    Ok(())
}

/// `np.datetime64(...)`, `np.timedelta64(...)`, and calling the `datetime` classes.
pub fn construct(c: TimeClass, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let kind = match c {
        TimeClass::Datetime64 => TimeKind::Datetime,
        TimeClass::Timedelta64 => TimeKind::Timedelta,
        _ => return Err(not_implemented(format!("creating datetime.{} objects is not supported by stridelab", c.name()))),
    };
    let a = Args::bind(c.name(), "value=None, format=None, /", pos, kw)?;
    let unit = unit_arg(a.get("format").as_ref())?;
    let (v, meta) = match a.get("value") {
        None => (if kind == TimeKind::Datetime { NAT } else { 0 }, unit.unwrap_or(Meta::GENERIC)),
        Some(v) => element(kind, &v, unit)?,
    };
    Ok(wrap(Time::Scalar(TimeDType { kind, meta }, v)))
}

// ----- arrays from Python values -----

/// Flatten nested lists and tuples into leaves and a shape.
fn leaves(v: &Value, depth: usize, shape: &mut Vec<usize>, out: &mut Vec<Value>) -> PyResult<()> {
    let items = match v {
        Value::List(l) => Some(l.borrow().clone()),
        Value::Tuple(t) => Some(t.as_ref().clone()),
        _ => None,
    };
    match items {
        Some(items) => {
            if shape.len() == depth {
                shape.push(items.len());
            } else if shape.get(depth) != Some(&items.len()) {
                return Err(value_error("setting an array element with a sequence. The requested array has an inhomogeneous shape"));
            }
            for x in &items {
                leaves(x, depth + 1, shape, out)?;
            }
            Ok(())
        }
        None => {
            if shape.len() > depth {
                return Err(value_error("setting an array element with a sequence. The requested array has an inhomogeneous shape"));
            }
            out.push(v.clone());
            Ok(())
        }
    }
}

/// `np.array(obj, dtype)` for a time dtype (or none, for a list of time scalars).
pub fn array_from(obj: &Value, dtype: Option<TimeDType>) -> PyResult<Value> {
    if let Some((t, a)) = time_parts(obj) {
        let Some(to) = dtype else { return Ok(relabel(t, Value::Array(copy_of(&a)?))) };
        return astype_time(t, &a, to);
    }
    if let Value::Array(a) = obj {
        let Some(to) = dtype else { return Err(not_implemented("this conversion to datetime64 is not supported by stridelab")) };
        return from_numbers(a, to);
    }
    let mut shape = Vec::new();
    let mut items = Vec::new();
    leaves(obj, 0, &mut shape, &mut items)?;
    let kind = match dtype {
        Some(d) => d.kind,
        None => {
            let first = items.iter().find_map(|v| match v {
                Value::Time(t) => match &**t {
                    Time::Scalar(d, _) => Some(d.kind),
                    _ => None,
                },
                _ => None,
            });
            first.unwrap_or(TimeKind::Datetime)
        }
    };
    let unit = dtype.map(|d| d.meta).filter(|m| m.unit != Unit::Generic);
    let mut parsed = Vec::with_capacity(items.len());
    for v in &items {
        parsed.push(element(kind, v, unit)?);
    }
    let meta = match unit {
        Some(m) => m,
        None => {
            // the finest unit among the elements (NaT and plain integers are generic)
            let mut m = Meta::GENERIC;
            for (_, pm) in &parsed {
                m = dt::gcd_meta(m, *pm, false, false)?;
            }
            m
        }
    };
    let mut values = Vec::with_capacity(parsed.len());
    for (v, m) in parsed {
        values.push(if v == NAT { NAT } else { dt::caster(kind, m, meta)?(v) });
    }
    let t = TimeDType { kind, meta };
    if shape.is_empty() {
        // a 0-d array
        return Ok(wrap(Time::Array(t, int64_of(&values, &[])?)));
    }
    make(t, values, &shape)
}

/// A new view of the same elements (`a.view()`).
fn same_view(a: &Rc<NdArray>) -> PyResult<Rc<NdArray>> {
    NdArray::view_of(a, a.offset, a.shape.clone(), a.strides.clone(), DType::Int64)
}

fn copy_of(a: &Rc<NdArray>) -> PyResult<Rc<NdArray>> {
    int64_of(&values_of(a), &a.shape)
}

/// Integers (or booleans) as counts of the unit: `np.array([1, 3], dtype='m8[D]')`.
fn from_numbers(a: &NdArray, to: TimeDType) -> PyResult<Value> {
    if !(a.dtype.is_integer() || a.dtype == DType::Bool) {
        return Err(not_implemented(format!("casting {} to {} is not supported by stridelab", a.dtype.name(), to.name())));
    }
    if to.kind == TimeKind::Datetime && to.meta.unit == Unit::Generic && a.size() > 0 {
        return Err(value_error("Converting an integer to a NumPy datetime requires a specified unit"));
    }
    Ok(wrap(Time::Array(to, int64_of(&values_of(a), &a.shape)?)))
}

/// `a.astype(to)` between time types.
fn astype_time(from: TimeDType, a: &Rc<NdArray>, to: TimeDType) -> PyResult<Value> {
    if from.kind != to.kind {
        return Err(not_implemented(format!("casting {} to {} is not supported by stridelab", from.name(), to.name())));
    }
    let mut values = values_of(a);
    let meta = if to.meta.unit == Unit::Generic { from.meta } else { to.meta };
    if meta != from.meta && from.meta.unit != Unit::Generic && to.meta.unit != Unit::Generic {
        convert(from.kind, from.meta, meta, &mut values)?;
    }
    make(TimeDType { kind: from.kind, meta }, values, &a.shape)
}

// ----- arange -----

/// `datetime_arange`: start, stop and step as datetimes/timedeltas (or strings, integers).
fn arange(start: Option<Value>, stop: Option<Value>, step: Option<Value>, dtype: Option<TimeDType>) -> PyResult<Value> {
    let (start, stop) = match (start, stop) {
        (Some(a), Some(b)) => (a, b),
        (Some(a), None) => (a, Value::None),
        _ => return Err(type_error("arange() requires stop to be specified.")),
    };
    if matches!(stop, Value::None) {
        return Err(value_error("arange requires both a start and a stop for NumPy datetime64 ranges"));
    }
    let kind = dtype.map(|d| d.kind).unwrap_or_else(|| {
        let is_dt = |v: &Value| matches!(v, Value::Str(_)) || matches!(v, Value::Time(t) if matches!(&**t, Time::Scalar(d, _) if d.kind == TimeKind::Datetime));
        if is_dt(&start) || is_dt(&stop) { TimeKind::Datetime } else { TimeKind::Timedelta }
    });
    let unit = dtype.map(|d| d.meta).filter(|m| m.unit != Unit::Generic);
    let (a, ma) = element(kind, &start, unit)?;
    let (b, mb) = element(kind, &stop, unit)?;
    let (s, ms) = match &step {
        None | Some(Value::None) => (1, Meta::GENERIC),
        Some(v) => element(TimeKind::Timedelta, v, unit)?,
    };
    let meta = match unit {
        Some(m) => m,
        None => {
            let m = dt::gcd_meta(ma, mb, kind == TimeKind::Timedelta, kind == TimeKind::Timedelta)?;
            dt::gcd_meta(m, ms, kind == TimeKind::Timedelta, true)?
        }
    };
    if meta.unit == Unit::Generic && kind == TimeKind::Datetime {
        return Err(value_error("Cannot create a NumPy datetime other than NaT with generic units"));
    }
    let a = dt::caster(kind, ma, meta)?(a);
    let b = dt::caster(kind, mb, meta)?(b);
    let s = dt::caster(TimeKind::Timedelta, ms, meta)?(s);
    if a == NAT || b == NAT || s == NAT {
        return Err(value_error("arange: cannot use NaT (not-a-time) datetime values"));
    }
    if s == 0 {
        return Err(value_error("arange: step cannot be zero"));
    }
    let span = i128::from(b) - i128::from(a);
    let s128 = i128::from(s);
    let mut n = span / s128;
    if span % s128 != 0 {
        n += 1;
    }
    let n = n.max(0);
    let kind_name = TimeDType { kind, meta }.name();
    stridelab_engine::array::check_alloc(&[usize::try_from(n).unwrap_or(usize::MAX)], DType::Int64).map_err(|mut e| {
        e.msg = e.msg.replace("data type int64", &format!("data type {kind_name}"));
        e
    })?;
    let values: Vec<i64> = (0..n as i64).map(|i| a.wrapping_add(i.wrapping_mul(s))).collect();
    let len = values.len();
    Ok(wrap(Time::Array(TimeDType { kind, meta }, int64_of(&values, &[len])?)))
}

// ----- operators -----

/// An operand of an operator or ufunc with a time operand.
#[derive(Clone)]
enum Opnd {
    Time(TimeDType, Rc<NdArray>),
    Int(Rc<NdArray>),
    Float(Rc<NdArray>),
    Other(String),
}

fn dtype_repr(o: &Opnd) -> String {
    match o {
        Opnd::Time(t, _) => t.repr(),
        Opnd::Int(a) | Opnd::Float(a) => format!("dtype('{}')", a.dtype.name()),
        Opnd::Other(s) => s.clone(),
    }
}

fn operand(v: &Value, other_time: Option<TimeDType>) -> PyResult<Opnd> {
    if let Some((t, a)) = time_parts(v) {
        return Ok(Opnd::Time(t, a));
    }
    Ok(match v {
        Value::Bool(_) | Value::Int(_) => {
            let n = crate::ops::index_int(v).unwrap_or(0);
            let n = i64::try_from(n).map_err(|_| overflow_error("Python int too large to convert to C long"))?;
            Opnd::Int(int64_of(&[n], &[])?)
        }
        Value::Float(f) => Opnd::Float(NdArray::from_scalars(DType::Float64, &[], &[Scalar::Float(*f)])?),
        Value::Scalar(d, s) if d.is_integer() || *d == DType::Bool => Opnd::Int(int64_of(&[s.as_i64_wrapping()], &[])?),
        Value::Scalar(d, s) if d.is_float() => Opnd::Float(NdArray::from_scalars(DType::Float64, &[], &[Scalar::Float(s.as_f64())])?),
        Value::Array(a) if a.dtype.is_integer() || a.dtype == DType::Bool => Opnd::Int(int64_of(&values_of(a), &a.shape)?),
        Value::Array(a) if a.dtype.is_float() => Opnd::Float(a.clone()),
        Value::Array(a) => Opnd::Other(format!("dtype('{}')", a.dtype.name())),
        Value::Scalar(d, _) => Opnd::Other(format!("dtype('{}')", d.name())),
        Value::List(_) | Value::Tuple(_) => match other_time {
            Some(t) => match array_from(v, Some(TimeDType { kind: t.kind, meta: Meta::GENERIC })) {
                Ok(x) => return operand(&x, None),
                Err(_) => Opnd::Int(crate::convert::to_array(v, Some(DType::Int64))?),
            },
            None => Opnd::Int(crate::convert::to_array(v, Some(DType::Int64))?),
        },
        Value::Str(s) => Opnd::Other(format!("dtype('<U{}')", s.chars().count())),
        other => Opnd::Other(other.type_name()),
    })
}

fn array_of(o: &Opnd) -> Option<&Rc<NdArray>> {
    match o {
        Opnd::Time(_, a) | Opnd::Int(a) | Opnd::Float(a) => Some(a),
        Opnd::Other(_) => None,
    }
}

/// Both operands broadcast to one shape, as C-order values.
fn broadcast2(x: &NdArray, y: &NdArray) -> PyResult<(Vec<usize>, Vec<Scalar>, Vec<Scalar>)> {
    let shape = stridelab_engine::ufunc::broadcast_shapes(&[&x.shape, &y.shape]).map_err(value_error)?;
    let size: usize = shape.iter().product();
    let read = |a: &NdArray| -> Vec<Scalar> {
        let vals = a.to_scalars();
        if a.shape == shape {
            return vals;
        }
        // index each output position back into the operand (stretching its 1-length axes)
        let off = shape.len() - a.ndim();
        (0..size)
            .map(|flat| {
                let mut rem = flat;
                let mut idx = vec![0usize; shape.len()];
                for ax in (0..shape.len()).rev() {
                    idx[ax] = rem % shape[ax];
                    rem /= shape[ax];
                }
                let mut k = 0usize;
                for (ax, &n) in a.shape.iter().enumerate() {
                    k = k * n + if n == 1 { 0 } else { idx[off + ax] };
                }
                vals[k]
            })
            .collect()
    };
    Ok((shape.clone(), read(x), read(y)))
}

fn ufunc_name(op: BinOp) -> &'static str {
    if op == BinOp::MatMul { "matmul" } else { crate::ops::ubin(op).name() }
}

fn no_loop(name: &str, x: &Opnd, y: &Opnd) -> PyErr {
    PyErr::new(
        ExcKind::UFuncTypeError,
        format!("ufunc '{name}' cannot use operands with types {} and {}", dtype_repr(x), dtype_repr(y)),
    )
}

fn td(meta: Meta) -> TimeDType {
    TimeDType { kind: TimeKind::Timedelta, meta }
}

/// Values of a time operand in another unit.
fn in_meta(t: TimeDType, a: &Rc<NdArray>, meta: Meta) -> PyResult<Rc<NdArray>> {
    if t.meta == meta {
        return NdArray::view_of(a, a.offset, a.shape.clone(), a.strides.clone(), DType::Int64);
    }
    let mut v = values_of(a);
    convert(t.kind, t.meta, meta, &mut v)?;
    int64_of(&v, &a.shape)
}

/// `a <op> b` where either is a datetime64/timedelta64.
pub fn binary(op: BinOp, a: &Value, b: &Value) -> PyResult<Value> {
    let ta = time_parts(a).map(|p| p.0);
    let tb = time_parts(b).map(|p| p.0);
    let x = operand(a, tb)?;
    let y = operand(b, ta)?;
    binary_opnd(op, &x, &y)
}

fn binary_opnd(op: BinOp, x: &Opnd, y: &Opnd) -> PyResult<Value> {
    use TimeKind::{Datetime as M, Timedelta as Md};
    let name = ufunc_name(op);
    let err = || no_loop(name, x, y);
    let (Some(xa), Some(ya)) = (array_of(x), array_of(y)) else { return Err(err()) };
    // which loop, the result type, and both operands as int64 in the loop's unit
    enum Loop {
        Add,
        Sub,
        MulInt,
        MulFloat,
        DivInt,
        DivFloat,
        DivTime,
        FloorDivTime,
        ModTime,
    }
    let (lp, out, xa, ya): (Loop, Option<TimeDType>, Rc<NdArray>, Rc<NdArray>) = match (op, x, y) {
        (BinOp::Add | BinOp::Sub, Opnd::Time(p, _), Opnd::Time(q, _)) => {
            if matches!((op, p.kind, q.kind), (BinOp::Add, M, M) | (BinOp::Sub, Md, M)) {
                return Err(err());
            }
            let r = if p.kind != q.kind {
                // M8 with m8: the datetime's rules, then the timedelta input is cast
                let meta = dt::gcd_meta(p.meta, q.meta, false, false)?;
                let delta = if p.kind == Md { (p, 0) } else { (q, 1) };
                let nonlinear = |u: Unit| u <= Unit::M;
                if delta.0.meta.unit != Unit::Generic && nonlinear(delta.0.meta.unit) != nonlinear(meta.unit) {
                    return Err(PyErr::new(
                        ExcKind::UFuncTypeError,
                        format!("Cannot cast ufunc '{name}' input {} from {} to {} with casting rule 'same_kind'", delta.1, delta.0.repr(), td(meta).repr()),
                    ));
                }
                TimeDType { kind: M, meta }
            } else {
                dt::promote(*p, *q)?
            };
            let out = if op == BinOp::Sub && p.kind == M && q.kind == M { td(r.meta) } else { r };
            let lp = if op == BinOp::Add { Loop::Add } else { Loop::Sub };
            (lp, Some(out), in_meta(*p, xa, r.meta)?, in_meta(*q, ya, r.meta)?)
        }
        (BinOp::Add | BinOp::Sub, Opnd::Time(p, _), Opnd::Int(_)) => {
            (if op == BinOp::Add { Loop::Add } else { Loop::Sub }, Some(*p), xa.clone(), ya.clone())
        }
        (BinOp::Add, Opnd::Int(_), Opnd::Time(q, _)) => (Loop::Add, Some(*q), xa.clone(), ya.clone()),
        (BinOp::Sub, Opnd::Int(_), Opnd::Time(q, _)) if q.kind == Md => (Loop::Sub, Some(*q), xa.clone(), ya.clone()),
        (BinOp::Mul, Opnd::Time(p, _), Opnd::Int(_)) if p.kind == Md => (Loop::MulInt, Some(*p), xa.clone(), ya.clone()),
        (BinOp::Mul, Opnd::Int(_), Opnd::Time(q, _)) if q.kind == Md => (Loop::MulInt, Some(*q), ya.clone(), xa.clone()),
        (BinOp::Mul, Opnd::Time(p, _), Opnd::Float(_)) if p.kind == Md => (Loop::MulFloat, Some(*p), xa.clone(), ya.clone()),
        (BinOp::Mul, Opnd::Float(_), Opnd::Time(q, _)) if q.kind == Md => (Loop::MulFloat, Some(*q), ya.clone(), xa.clone()),
        (BinOp::Div | BinOp::FloorDiv, Opnd::Time(p, _), Opnd::Int(_)) if p.kind == Md => (Loop::DivInt, Some(*p), xa.clone(), ya.clone()),
        (BinOp::Div, Opnd::Time(p, _), Opnd::Float(_)) if p.kind == Md => (Loop::DivFloat, Some(*p), xa.clone(), ya.clone()),
        (BinOp::Div | BinOp::FloorDiv | BinOp::Mod, Opnd::Time(p, _), Opnd::Time(q, _)) if p.kind == Md && q.kind == Md => {
            let r = dt::promote(*p, *q)?;
            let (lp, out) = match op {
                BinOp::Div => (Loop::DivTime, None),
                BinOp::FloorDiv => (Loop::FloorDivTime, None),
                _ => (Loop::ModTime, Some(r)),
            };
            (lp, out, in_meta(*p, xa, r.meta)?, in_meta(*q, ya, r.meta)?)
        }
        _ => return Err(err()),
    };
    let (shape, xs, ys) = broadcast2(&xa, &ya)?;
    let n = xs.len();
    let mut ints: Vec<i64> = Vec::with_capacity(n);
    let mut floats: Vec<f64> = Vec::new();
    for i in 0..n {
        let p = xs[i].as_i64_wrapping();
        match lp {
            Loop::Add | Loop::Sub => {
                let q = ys[i].as_i64_wrapping();
                // NumPy 2.4's loops wrap on overflow (a wrapped INT64_MIN reads as NaT)
                if (matches!(x, Opnd::Time(..)) && p == NAT) || (matches!(y, Opnd::Time(..)) && q == NAT) {
                    ints.push(NAT);
                    continue;
                }
                ints.push(if matches!(lp, Loop::Add) { p.wrapping_add(q) } else { p.wrapping_sub(q) });
            }
            Loop::MulInt => {
                let q = ys[i].as_i64_wrapping();
                ints.push(if p == NAT { NAT } else { p.wrapping_mul(q) });
            }
            Loop::MulFloat => {
                let r = p as f64 * ys[i].as_f64();
                ints.push(if p == NAT || !r.is_finite() { NAT } else { r as i64 });
            }
            Loop::DivInt => {
                let q = ys[i].as_i64_wrapping();
                ints.push(if p == NAT || q == 0 { NAT } else if matches!(op, BinOp::FloorDiv) { p.div_euclid(q) - i64::from(q < 0 && p.rem_euclid(q) != 0) } else { p.wrapping_div(q) });
            }
            Loop::DivFloat => {
                let r = p as f64 / ys[i].as_f64();
                ints.push(if p == NAT || !r.is_finite() { NAT } else { r as i64 });
            }
            Loop::DivTime => {
                let q = ys[i].as_i64_wrapping();
                floats.push(if p == NAT || q == NAT { f64::NAN } else { p as f64 / q as f64 });
            }
            Loop::FloorDivTime => {
                let q = ys[i].as_i64_wrapping();
                ints.push(if p == NAT || q == NAT || q == 0 { 0 } else { p.div_euclid(q) - i64::from(q < 0 && p.rem_euclid(q) != 0) });
            }
            Loop::ModTime => {
                let q = ys[i].as_i64_wrapping();
                ints.push(if p == NAT || q == NAT || q == 0 { NAT } else { p.rem_euclid(q) + if q < 0 && p.rem_euclid(q) != 0 { q } else { 0 } });
            }
        }
    }
    match (lp, out) {
        (Loop::DivTime, _) => {
            let s: Vec<Scalar> = floats.into_iter().map(Scalar::Float).collect();
            Ok(crate::ops::from_result(NdArray::from_scalars(DType::Float64, &shape, &s)?))
        }
        (Loop::FloorDivTime, _) => Ok(crate::ops::from_result(int64_of(&ints, &shape)?)),
        (_, Some(t)) => make(t, ints, &shape),
        _ => Err(err()),
    }
}

/// `a <cmp> b` where either is a datetime64/timedelta64: NaT compares unequal to everything.
pub fn compare(op: CmpOp, a: &Value, b: &Value) -> PyResult<Value> {
    // dtype objects compare by what they name
    if let (Value::Time(t), other) | (other, Value::Time(t)) = (a, b)
        && let Time::DType(d) = &**t
    {
        let same = time_dtype(other).and_then(|r| r.ok()).is_some_and(|o| o == *d);
        return match op {
            CmpOp::Eq => Ok(Value::Bool(same)),
            CmpOp::Ne => Ok(Value::Bool(!same)),
            _ => Err(type_error(format!("'{}' not supported between instances of 'numpy.dtype' and 'numpy.dtype'", cmp_sym(op)))),
        };
    }
    let ta = time_parts(a).map(|p| p.0);
    let tb = time_parts(b).map(|p| p.0);
    let x = operand(a, tb)?;
    let y = operand(b, ta)?;
    let name = match op {
        CmpOp::Eq => "equal",
        CmpOp::Ne => "not_equal",
        CmpOp::Lt => "less",
        CmpOp::Le => "less_equal",
        CmpOp::Gt => "greater",
        CmpOp::Ge => "greater_equal",
        _ => return Err(type_error("unsupported comparison")),
    };
    let (xa, ya) = match (&x, &y) {
        (Opnd::Time(p, xa), Opnd::Time(q, ya)) if p.kind == q.kind => {
            let r = dt::promote(*p, *q)?;
            (in_meta(*p, xa, r.meta)?, in_meta(*q, ya, r.meta)?)
        }
        (Opnd::Time(p, xa), Opnd::Int(ya)) | (Opnd::Int(ya), Opnd::Time(p, xa)) if p.kind == TimeKind::Timedelta => {
            if matches!(x, Opnd::Time(..)) { (xa.clone(), ya.clone()) } else { (ya.clone(), xa.clone()) }
        }
        _ => {
            return match op {
                // NumPy's == and != answer element-wise False/True for types without a loop
                CmpOp::Eq | CmpOp::Ne => {
                    let (shape, xs) = match (array_of(&x), array_of(&y)) {
                        (Some(p), Some(q)) => {
                            let (shape, xs, _) = broadcast2(p, q)?;
                            (shape, xs)
                        }
                        (Some(p), None) | (None, Some(p)) => (p.shape.clone(), p.to_scalars()),
                        (None, None) => return Ok(Value::Bool(op == CmpOp::Ne)),
                    };
                    let s: Vec<Scalar> = xs.iter().map(|_| Scalar::Bool(op == CmpOp::Ne)).collect();
                    Ok(crate::ops::from_result(NdArray::from_scalars(DType::Bool, &shape, &s)?))
                }
                _ => Err(PyErr::new(
                    ExcKind::UFuncTypeError,
                    format!("ufunc '{name}' did not contain a loop with signature matching types ({}, {}) -> None", dtype_class(a), dtype_class(b)),
                )),
            };
        }
    };
    let (shape, xs, ys) = broadcast2(&xa, &ya)?;
    let s: Vec<Scalar> = xs
        .iter()
        .zip(&ys)
        .map(|(p, q)| {
            let (p, q) = (p.as_i64_wrapping(), q.as_i64_wrapping());
            let nat = p == NAT || q == NAT;
            Scalar::Bool(match op {
                CmpOp::Ne => nat || p != q,
                _ if nat => false,
                CmpOp::Eq => p == q,
                CmpOp::Lt => p < q,
                CmpOp::Le => p <= q,
                CmpOp::Gt => p > q,
                _ => p >= q,
            })
        })
        .collect();
    Ok(crate::ops::from_result(NdArray::from_scalars(DType::Bool, &shape, &s)?))
}

/// The DType class NumPy names when no loop fits: `<class 'numpy.dtypes.DateTime64DType'>`.
fn dtype_class(v: &Value) -> String {
    let name = match v {
        Value::Int(_) => "_PyLongDType".to_string(),
        Value::Float(_) => "_PyFloatDType".to_string(),
        Value::Bool(_) => "BoolDType".to_string(),
        Value::Str(_) => "StrDType".to_string(),
        Value::Array(a) => crate::attrs::dtype_class(a.dtype).to_string(),
        Value::Scalar(d, _) => crate::attrs::dtype_class(*d).to_string(),
        _ => match time_parts(v) {
            Some((t, _)) if t.kind == TimeKind::Datetime => "DateTime64DType".to_string(),
            Some(_) => "TimeDelta64DType".to_string(),
            None => return format!("<class '{}'>", v.type_name()),
        },
    };
    format!("<class 'numpy.dtypes.{name}'>")
}

fn cmp_sym(op: CmpOp) -> &'static str {
    match op {
        CmpOp::Lt => "<",
        CmpOp::Le => "<=",
        CmpOp::Gt => ">",
        CmpOp::Ge => ">=",
        _ => "==",
    }
}

/// `-x`, `+x`, `abs(x)` of a timedelta (a datetime has no such loops).
pub fn unary(op: UnaryOp, v: &Value) -> PyResult<Value> {
    let Some((t, a)) = time_parts(v) else { return Err(type_error("bad operand")) };
    let name = match op {
        UnaryOp::Neg => "negative",
        UnaryOp::Pos => "positive",
        _ => "invert",
    };
    if t.kind == TimeKind::Datetime || matches!(op, UnaryOp::Invert | UnaryOp::Not) {
        return Err(PyErr::new(ExcKind::UFuncTypeError, format!("ufunc '{name}' did not contain a loop with signature matching types {} -> None", dtype_repr_plain(t))));
    }
    let vals: Vec<i64> = values_of(&a).into_iter().map(|x| if x == NAT || op == UnaryOp::Pos { x } else { x.wrapping_neg() }).collect();
    make(t, vals, &a.shape)
}

fn dtype_repr_plain(t: TimeDType) -> String {
    format!("<class 'numpy.dtypes.{}DType'>", if t.kind == TimeKind::Datetime { "DateTime64" } else { "TimeDelta64" })
}

/// Python's `abs(x)` of a datetime64/timedelta64 scalar or array.
pub fn abs(v: &Value) -> PyResult<Value> {
    match time_parts(v) {
        Some((t, a)) => absolute(t, &a),
        None => Err(type_error(format!("bad operand type for abs(): '{}'", v.type_name()))),
    }
}

fn absolute(t: TimeDType, a: &NdArray) -> PyResult<Value> {
    if t.kind == TimeKind::Datetime {
        return Err(PyErr::new(ExcKind::UFuncTypeError, format!("ufunc 'absolute' did not contain a loop with signature matching types {} -> None", dtype_repr_plain(t))));
    }
    let vals: Vec<i64> = values_of(a).into_iter().map(|x| if x == NAT { x } else { x.wrapping_abs() }).collect();
    make(t, vals, &a.shape)
}

// ----- attributes, items, methods -----

pub fn attr(interp: &mut Interp, obj: &Value, t: &Time, name: &str) -> PyResult<Value> {
    match t {
        Time::DType(d) => dtype_attr(*d, name),
        Time::Array(d, a) => match name {
            "dtype" => Ok(wrap(Time::DType(*d))),
            "T" | "mT" | "base" => {
                let r = crate::attrs::get_attr(interp, &Value::Array(a.clone()), name)?;
                Ok(relabel(*d, r))
            }
            "shape" | "ndim" | "size" | "itemsize" | "nbytes" | "strides" | "flags" | "__array_interface__" => {
                crate::attrs::get_attr(interp, &Value::Array(a.clone()), name)
            }
            _ if METHODS.contains(&name) || INDEX_METHODS.contains(&name) || OWN_METHODS.contains(&name) => {
                Ok(Value::Method(Rc::new((obj.clone(), name.to_string()))))
            }
            _ => {
                let e = crate::numpy::ndarray::no_method(name);
                Err(if e.kind == ExcKind::NotImplementedError {
                    not_implemented(format!("ndarray.{name} of datetime64/timedelta64 arrays is not supported by stridelab"))
                } else {
                    e
                })
            }
        },
        Time::Scalar(d, _) => match name {
            "dtype" => Ok(wrap(Time::DType(*d))),
            "shape" | "strides" => Ok(Value::tuple(vec![])),
            "ndim" => Ok(Value::Int(0)),
            "size" => Ok(Value::Int(1)),
            "itemsize" | "nbytes" => Ok(Value::Int(8)),
            "item" | "tolist" | "astype" | "view" => Ok(Value::Method(Rc::new((obj.clone(), name.to_string())))),
            _ => Err(attribute_error(format!("'numpy.{}' object has no attribute '{name}'", d.type_name()))),
        },
        Time::Date(days) => {
            let (y, m, dd) = dt::civil_from_days(*days);
            match name {
                "year" => Ok(Value::Int(y.into())),
                "month" => Ok(Value::Int(m.into())),
                "day" => Ok(Value::Int(dd.into())),
                "isoformat" | "weekday" | "isoweekday" => Ok(Value::Method(Rc::new((obj.clone(), name.to_string())))),
                _ => Err(attribute_error(format!("'datetime.date' object has no attribute '{name}'"))),
            }
        }
        Time::DateTime(d) => match name {
            "year" => Ok(Value::Int(d.year.into())),
            "month" => Ok(Value::Int(d.month.into())),
            "day" => Ok(Value::Int(d.day.into())),
            "hour" => Ok(Value::Int(d.hour.into())),
            "minute" => Ok(Value::Int(d.min.into())),
            "second" => Ok(Value::Int(d.sec.into())),
            "microsecond" => Ok(Value::Int(d.us.into())),
            "isoformat" | "weekday" | "isoweekday" | "date" => Ok(Value::Method(Rc::new((obj.clone(), name.to_string())))),
            _ => Err(attribute_error(format!("'datetime.datetime' object has no attribute '{name}'"))),
        },
        Time::Delta { days, secs, us } => match name {
            "days" => Ok(Value::Int((*days).into())),
            "seconds" => Ok(Value::Int((*secs).into())),
            "microseconds" => Ok(Value::Int((*us).into())),
            "total_seconds" => Ok(Value::Method(Rc::new((obj.clone(), name.to_string())))),
            _ => Err(attribute_error(format!("'datetime.timedelta' object has no attribute '{name}'"))),
        },
    }
}

/// Methods whose int64 result is again of the array's type.
const METHODS: &[&str] = &["copy", "reshape", "ravel", "flatten", "transpose", "squeeze", "swapaxes", "repeat", "take", "sort", "__copy__", "__deepcopy__"];
/// Methods whose result is positions or shapes, left as they are.
const INDEX_METHODS: &[&str] = &["argsort", "argmin", "argmax", "nonzero"];
/// Methods written here.
const OWN_METHODS: &[&str] = &["item", "tolist", "astype", "view", "min", "max", "mean", "fill"];

/// `x[idx]`.
pub fn get_item(interp: &mut Interp, t: &Time, idx: &Value) -> PyResult<Value> {
    match t {
        Time::Array(d, a) => {
            let r = crate::index::get_item(interp, &Value::Array(a.clone()), idx)?;
            Ok(relabel(*d, r))
        }
        Time::DType(_) => Err(not_implemented("indexing a datetime64 dtype is not supported by stridelab")),
        _ => Err(type_error("invalid index to scalar variable.")),
    }
}

/// `x[idx] = v`: v as counts of the array's unit.
pub fn set_item(interp: &mut Interp, t: &Time, idx: &Value, v: &Value) -> PyResult<()> {
    let Time::Array(d, a) = t else { return Err(type_error("object does not support item assignment")) };
    let counts = match v {
        Value::Time(_) | Value::Str(_) | Value::List(_) | Value::Tuple(_) | Value::None => {
            let x = array_from(v, Some(*d))?;
            match time_parts(&x) {
                Some((_, arr)) => Value::Array(arr),
                None => return Err(value_error("could not convert the value")),
            }
        }
        Value::Int(_) | Value::Bool(_) if d.kind == TimeKind::Timedelta => v.clone(),
        Value::Array(arr) if d.kind == TimeKind::Timedelta && arr.dtype.is_integer() => v.clone(),
        _ => return Err(not_implemented(format!("assigning {} into a {} array is not supported by stridelab", v.type_name(), d.name()))),
    };
    crate::index::set_item(interp, &Value::Array(a.clone()), idx, &counts)
}

/// `bool(x)`: a scalar is true unless zero (NaT is true, as NumPy's nonzero counts it).
pub fn truthy(t: &Time) -> PyResult<bool> {
    match t {
        Time::Scalar(_, v) => Ok(*v != 0),
        Time::Array(_, a) => crate::ops::truthy(&Value::Array(a.clone())),
        Time::Delta { days, secs, us } => Ok(*days != 0 || *secs != 0 || *us != 0),
        _ => Ok(true),
    }
}

pub fn len(t: &Time) -> PyResult<usize> {
    match t {
        Time::Array(_, a) => a.shape.first().copied().ok_or_else(|| type_error("len() of unsized object")),
        Time::Scalar(d, _) => Err(type_error(format!("object of type 'numpy.{}' has no len()", d.type_name()))),
        _ => Err(type_error("object has no len()")),
    }
}

/// `for x in arr`, `list(arr)`.
pub fn iterate(t: &Time) -> PyResult<Vec<Value>> {
    match t {
        Time::Array(d, a) => {
            let items = crate::ops::iterate(&Value::Array(a.clone()))?;
            Ok(items.into_iter().map(|v| relabel(*d, v)).collect())
        }
        Time::Scalar(d, _) => Err(type_error(format!("'numpy.{}' object is not iterable", d.type_name()))),
        _ => Err(type_error("object is not iterable")),
    }
}

/// `x.item()`: NumPy's `convert_datetime_to_pyobject` / `convert_timedelta_to_pyobject`.
fn to_python(d: TimeDType, v: i64) -> PyResult<Value> {
    if v == NAT {
        return Ok(Value::None);
    }
    match d.kind {
        TimeKind::Datetime => {
            if d.meta.unit == Unit::Generic || d.meta.unit > Unit::Us {
                return Ok(Value::Int(v.into()));
            }
            let s = dt::to_dts(d.meta, v)?;
            if !(1..=9999).contains(&s.year) {
                return Ok(Value::Int(v.into()));
            }
            if d.meta.unit <= Unit::D {
                return Ok(wrap(Time::Date(dt::days_from_civil(s.year, s.month, s.day))));
            }
            Ok(wrap(Time::DateTime(s)))
        }
        TimeKind::Timedelta => {
            if d.meta.unit > Unit::Us || d.meta.unit <= Unit::M || d.meta.unit == Unit::Generic {
                return Ok(Value::Int(v.into()));
            }
            let (num, den) = dt::conversion_factor(d.meta, Meta::new(Unit::Us))?;
            let us_total = i128::from(v) * i128::from(num) / i128::from(den);
            let days = us_total.div_euclid(86_400_000_000);
            let rest = us_total.rem_euclid(86_400_000_000);
            if !(-999_999_999..=999_999_999).contains(&days) {
                return Ok(Value::Int(v.into()));
            }
            Ok(wrap(Time::Delta { days: days as i64, secs: (rest / 1_000_000) as i64, us: (rest % 1_000_000) as i64 }))
        }
    }
}

fn nat_aware_extreme(d: TimeDType, a: &NdArray, max: bool) -> PyResult<Value> {
    let vals = values_of(a);
    if vals.is_empty() {
        return Err(value_error(format!("zero-size array to reduction operation {} which has no identity", if max { "maximum" } else { "minimum" })));
    }
    let r = if vals.contains(&NAT) { NAT } else if max { *vals.iter().max().expect("non-empty") } else { *vals.iter().min().expect("non-empty") };
    Ok(wrap(Time::Scalar(d, r)))
}

/// `np.mean` of timedeltas (`_methods._mean`: the sum, then divided by the count as
/// timedelta / int, which truncates). Datetimes have no sum.
fn mean(d: TimeDType, a: &NdArray) -> PyResult<Value> {
    if d.kind == TimeKind::Datetime {
        return Err(PyErr::new(ExcKind::UFuncTypeError, format!("ufunc 'add' cannot use operands with types {} and {}", d.repr(), d.repr())));
    }
    let vals = values_of(a);
    if vals.is_empty() {
        return Ok(wrap(Time::Scalar(d, NAT)));
    }
    if vals.contains(&NAT) {
        return Ok(wrap(Time::Scalar(d, NAT)));
    }
    let sum = vals.iter().fold(0i64, |s, v| s.wrapping_add(*v));
    Ok(wrap(Time::Scalar(d, sum / vals.len() as i64)))
}

fn no_axis(a: &Args, what: &str) -> PyResult<()> {
    for k in ["axis", "out", "keepdims", "where", "dtype"] {
        if a.opt(k).is_some() && !(k == "keepdims" && matches!(a.get(k), Some(Value::Bool(false)))) {
            return Err(not_implemented(format!("{what} of datetime64/timedelta64 arrays with {k}= is not supported by stridelab")));
        }
    }
    Ok(())
}

/// A method call on a value of this module.
pub fn call_method(interp: &mut Interp, recv: &Value, t: &Time, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    match t {
        Time::Array(d, a) => array_method(interp, *d, a, name, pos, kw),
        Time::Scalar(d, v) => {
            let a = int64_of(&[*v], &[])?;
            match name {
                "item" | "tolist" => to_python(*d, *v),
                _ => array_method(interp, *d, &a, name, pos, kw),
            }
        }
        Time::DType(d) if name == "__parse__" => parse_field(*d, &pos),
        Time::DType(_) => crate::numpy::records::dtype_method(recv, name, pos, kw),
        Time::Date(days) => {
            let _ = Args::bind(name, "", pos, kw)?;
            match name {
                "isoformat" => Ok(Value::str(&dt::format_iso(&dts_of_days(*days), Some(Unit::D)))),
                "weekday" => Ok(Value::Int(((days + 3).rem_euclid(7)).into())),
                _ => Ok(Value::Int(((days + 3).rem_euclid(7) + 1).into())),
            }
        }
        Time::DateTime(s) => {
            let _ = Args::bind(name, "", pos, kw)?;
            let days = dt::days_from_civil(s.year, s.month, s.day);
            match name {
                "isoformat" => Ok(Value::str(&str(t, &interp.print_opts).replacen(' ', "T", 1))),
                "date" => Ok(wrap(Time::Date(days))),
                "weekday" => Ok(Value::Int(((days + 3).rem_euclid(7)).into())),
                _ => Ok(Value::Int(((days + 3).rem_euclid(7) + 1).into())),
            }
        }
        Time::Delta { days, secs, us } => {
            let _ = Args::bind(name, "", pos, kw)?;
            Ok(Value::Float(((*days * 86400 + *secs) * 1_000_000 + *us) as f64 / 1e6))
        }
    }
}

fn array_method(interp: &mut Interp, d: TimeDType, a: &Rc<NdArray>, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let inner = Value::Array(a.clone());
    match name {
        "item" => {
            let r = crate::numpy::ndarray::call_method(interp, &inner, "item", pos, kw)?;
            match r {
                Value::Int(v) => to_python(d, v as i64),
                other => Ok(other),
            }
        }
        "tolist" => {
            let _ = Args::bind("tolist", "", pos, kw)?;
            fn nest(d: TimeDType, vals: &[i64], shape: &[usize]) -> PyResult<Value> {
                match shape.split_first() {
                    None => to_python(d, vals[0]),
                    Some((n, rest)) => {
                        let step: usize = rest.iter().product();
                        Ok(Value::list((0..*n).map(|i| nest(d, &vals[i * step..], rest)).collect::<PyResult<_>>()?))
                    }
                }
            }
            nest(d, &values_of(a), &a.shape)
        }
        "astype" => {
            let args = Args::bind("astype", "dtype, order='K', casting='unsafe', subok=True, copy=True", pos, kw)?;
            let target = args.req("dtype");
            if let Some(to) = time_dtype(&target) {
                return astype_time(d, a, to?);
            }
            let plain = crate::convert::parse_dtype(&target)?;
            if plain == DType::Int64 {
                return Ok(crate::ops::from_result(copy_of(a)?));
            }
            if plain.is_float() && d.kind == TimeKind::Timedelta {
                let s: Vec<Scalar> = values_of(a).into_iter().map(|v| Scalar::Float(if v == NAT { f64::NAN } else { v as f64 })).collect();
                return Ok(crate::ops::from_result(NdArray::from_scalars(DType::Float64, &a.shape, &s)?));
            }
            Err(not_implemented(format!("casting {} to {} is not supported by stridelab", d.name(), plain.name())))
        }
        "view" => {
            let args = Args::bind("view", "dtype=None, type=None", pos, kw)?;
            match args.opt("dtype") {
                None => Ok(wrap(Time::Array(d, same_view(a)?))),
                Some(v) => match time_dtype(&v) {
                    Some(to) => Ok(wrap(Time::Array(to?, same_view(a)?))),
                    None => crate::numpy::ndarray::call_method(interp, &inner, "view", vec![v], vec![]),
                },
            }
        }
        "min" | "max" => {
            let args = Args::bind(name, "axis=None, out=None, keepdims=False, initial=<no value>, where=True", pos, kw)?;
            no_axis(&args, name)?;
            nat_aware_extreme(d, a, name == "max")
        }
        "mean" => {
            let args = Args::bind(name, "axis=None, dtype=None, out=None, keepdims=False, *, where=True", pos, kw)?;
            no_axis(&args, name)?;
            mean(d, a)
        }
        "fill" => {
            let args = Args::bind(name, "value", pos, kw)?;
            let x = array_from(&args.req("value"), Some(d))?;
            let Some((_, v)) = time_parts(&x) else { return Err(value_error("could not convert the value")) };
            crate::numpy::ndarray::call_method(interp, &inner, "fill", vec![crate::ops::from_result(v)], vec![])
        }
        "sort" | "argsort" if values_of(a).contains(&NAT) => {
            Err(not_implemented("sorting datetime64/timedelta64 arrays holding NaT is not supported by stridelab"))
        }
        _ if METHODS.contains(&name) => {
            let r = crate::numpy::ndarray::call_method(interp, &inner, name, pos, kw)?;
            Ok(relabel(d, r))
        }
        _ if INDEX_METHODS.contains(&name) => crate::numpy::ndarray::call_method(interp, &inner, name, pos, kw),
        _ => Err(not_implemented(format!("ndarray.{name} of datetime64/timedelta64 arrays is not supported by stridelab"))),
    }
}

// ----- NumPy functions called with time values -----

/// The NumPy functions that rearrange elements: same type in, same type out.
const SAME_TYPE: &[&str] = &[
    "copy", "reshape", "ravel", "transpose", "squeeze", "flip", "fliplr", "flipud", "roll", "expand_dims", "atleast_1d", "atleast_2d", "atleast_3d", "take", "repeat",
    "tile", "swapaxes", "moveaxis", "rot90", "sort", "broadcast_to", "ascontiguousarray", "asfortranarray", "trim_zeros", "unique", "delete", "resize",
];
/// Functions answering with positions, shapes or counts.
const POSITIONS: &[&str] = &["shape", "size", "ndim", "argsort", "argmin", "argmax", "nonzero", "flatnonzero", "count_nonzero", "shares_memory", "may_share_memory"];
/// Functions joining a sequence of arrays of one type.
const JOIN: &[&str] = &["concatenate", "stack", "hstack", "vstack", "column_stack", "dstack", "append"];

fn has_time_dtype_arg(key: &str, pos: &[Value], kw: &[(String, Value)]) -> bool {
    let dtype_pos = match key {
        "numpy.array" | "numpy.asarray" | "numpy.asanyarray" | "numpy.zeros" | "numpy.empty" | "numpy.ones" => Some(1),
        "numpy.arange" => Some(3),
        "numpy.loadtxt" | "numpy.genfromtxt" => Some(1),
        _ => None,
    };
    let named = kw.iter().any(|(k, v)| k == "dtype" && time_dtype(v).is_some());
    named || dtype_pos.is_some_and(|i| pos.get(i).is_some_and(|v| time_dtype(v).is_some()))
}

/// Whether a list holds time scalars (looking at first items only).
fn list_of_times(v: &Value) -> bool {
    match v {
        Value::List(l) => l.borrow().first().is_some_and(|x| is_time(x) || list_of_times(x)),
        Value::Tuple(t) => t.first().is_some_and(|x| is_time(x) || list_of_times(x)),
        _ => false,
    }
}

/// The hook every call of a NumPy function goes through: time values and time `dtype=`
/// arguments are handled here, everything else passes (None).
pub fn intercept(interp: &mut Interp, key: &str, pos: &[Value], kw: &[(String, Value)]) -> PyResult<Option<Value>> {
    let Some(name) = key.strip_prefix("numpy.") else { return Ok(None) };
    if name.contains('.') || TABLE.iter().any(|d| d.key == key) {
        return Ok(None);
    }
    let any_time = pos.iter().chain(kw.iter().map(|(_, v)| v)).any(|v| is_time(v) || list_of_times(v));
    let time_dtype_arg = has_time_dtype_arg(key, pos, kw);
    if !any_time && !time_dtype_arg {
        return Ok(None);
    }
    let sig_of = |k: &str| crate::builtins::find(k).map(|d| d.sig).unwrap_or("");
    let bind = |pos: &[Value], kw: &[(String, Value)]| Args::bind(name, sig_of(key), pos.to_vec(), kw.to_vec());
    let dtype_of = |a: &Args| -> PyResult<Option<TimeDType>> {
        match a.opt("dtype") {
            None => Ok(None),
            Some(v) => time_dtype(&v).transpose(),
        }
    };
    Ok(Some(match name {
        "array" | "asarray" | "asanyarray" => {
            let a = bind(pos, kw)?;
            let obj = a.req(if name == "array" { "object" } else { "a" });
            array_from(&obj, dtype_of(&a)?)?
        }
        "arange" => {
            let a = bind(pos, kw)?;
            arange(a.opt("start_or_stop"), a.opt("stop"), a.opt("step"), dtype_of(&a)?)?
        }
        "zeros" | "empty" | "ones" if time_dtype_arg => {
            let a = bind(pos, kw)?;
            let d = dtype_of(&a)?.ok_or_else(|| type_error("dtype"))?;
            if name == "ones" && d.kind == TimeKind::Datetime {
                return Err(not_implemented("np.ones of datetime64 is not supported by stridelab"));
            }
            let r = crate::builtins::call_builtin(interp, "numpy.zeros", vec![a.req("shape")], vec![("dtype".into(), Value::DType(DType::Int64))])?;
            let r = if name == "ones" { crate::ops::binary_op(interp, BinOp::Add, &r, &Value::Int(1))? } else { r };
            if d.kind == TimeKind::Datetime && d.meta.unit == Unit::Generic {
                // NumPy makes the array but cannot print it (nor convert its elements): the
                // error is raised here, where a script first meets it
                return Err(value_error("Cannot convert a NumPy datetime value other than NaT with generic units"));
            }
            relabel(d, r)
        }
        "loadtxt" if time_dtype_arg => loadtxt(interp, pos, kw)?,
        "diff" => {
            let a = bind(pos, kw)?;
            diff(interp, &a)?
        }
        "mean" | "min" | "max" | "amin" | "amax" => {
            let a = bind(pos, kw)?;
            let Some((d, arr)) = time_parts(&a.req("a")) else { return Err(not_implemented(format!("np.{name} with datetime64 arguments is not supported by stridelab"))) };
            no_axis(&a, name)?;
            match name {
                "mean" => mean(d, &arr)?,
                "min" | "amin" => nat_aware_extreme(d, &arr, false)?,
                _ => nat_aware_extreme(d, &arr, true)?,
            }
        }
        "isnat" => unreachable!(),
        "add" | "subtract" | "multiply" | "divide" | "true_divide" | "floor_divide" | "remainder" if pos.len() == 2 && kw.is_empty() => {
            let op = match name {
                "add" => BinOp::Add,
                "subtract" => BinOp::Sub,
                "multiply" => BinOp::Mul,
                "floor_divide" => BinOp::FloorDiv,
                "remainder" => BinOp::Mod,
                _ => BinOp::Div,
            };
            binary(op, &pos[0], &pos[1])?
        }
        "equal" | "not_equal" | "less" | "less_equal" | "greater" | "greater_equal" if pos.len() == 2 && kw.is_empty() => {
            let op = match name {
                "equal" => CmpOp::Eq,
                "not_equal" => CmpOp::Ne,
                "less" => CmpOp::Lt,
                "less_equal" => CmpOp::Le,
                "greater" => CmpOp::Gt,
                _ => CmpOp::Ge,
            };
            compare(op, &pos[0], &pos[1])?
        }
        "negative" | "positive" if pos.len() == 1 && kw.is_empty() => unary(if name == "negative" { UnaryOp::Neg } else { UnaryOp::Pos }, &pos[0])?,
        "absolute" | "abs" if pos.len() == 1 && kw.is_empty() => {
            let Some((d, arr)) = time_parts(&pos[0]) else { return Ok(None) };
            absolute(d, &arr)?
        }
        _ if SAME_TYPE.contains(&name) || POSITIONS.contains(&name) => {
            let Some(d) = pos.iter().chain(kw.iter().map(|(_, v)| v)).find_map(|v| time_parts(v).map(|p| p.0)) else { return Ok(None) };
            if matches!(name, "sort" | "unique") && pos.first().and_then(time_parts).is_some_and(|(_, a)| values_of(&a).contains(&NAT)) {
                return Err(not_implemented("sorting datetime64/timedelta64 arrays holding NaT is not supported by stridelab"));
            }
            let unwrap = |v: &Value| match time_parts(v) {
                Some((_, a)) if matches!(v, Value::Time(t) if matches!(&**t, Time::Array(..))) => Value::Array(a),
                Some((_, a)) => Value::Array(a),
                None => v.clone(),
            };
            let pos2: Vec<Value> = pos.iter().map(unwrap).collect();
            let kw2: Vec<(String, Value)> = kw.iter().map(|(k, v)| (k.clone(), unwrap(v))).collect();
            let r = crate::builtins::call_builtin(interp, key, pos2, kw2)?;
            if POSITIONS.contains(&name) { r } else { relabel(d, r) }
        }
        _ if JOIN.contains(&name) => join(interp, key, pos, kw)?,
        _ => return Err(not_implemented(format!("numpy.{name} of datetime64/timedelta64 values is not supported by stridelab"))),
    }))
}

/// `np.concatenate` and friends: every array to the common unit, joined as int64.
fn join(interp: &mut Interp, key: &str, pos: &[Value], kw: &[(String, Value)]) -> PyResult<Value> {
    let Some(first) = pos.first() else { return Err(type_error("missing arrays")) };
    let seq = if key == "numpy.append" { pos[..2.min(pos.len())].to_vec() } else { crate::ops::iterate(first)? };
    let mut common: Option<TimeDType> = None;
    for v in &seq {
        match time_parts(v) {
            Some((t, _)) => common = Some(match common { None => t, Some(c) if c.kind == t.kind => dt::promote(c, t)?, Some(_) => return Err(not_implemented("joining datetime64 with timedelta64 is not supported by stridelab")) }),
            None => return Err(not_implemented(format!("{key} of datetime64 and other arrays is not supported by stridelab"))),
        }
    }
    let Some(c) = common else { return Err(value_error("need at least one array to concatenate")) };
    let mut arrays = Vec::new();
    for v in &seq {
        let (t, a) = time_parts(v).expect("checked above");
        arrays.push(Value::Array(in_meta(t, &a, c.meta)?));
    }
    let mut pos2 = pos.to_vec();
    if key == "numpy.append" {
        pos2[0] = arrays[0].clone();
        pos2[1] = arrays[1].clone();
    } else {
        pos2[0] = Value::list(arrays);
    }
    let r = crate::builtins::call_builtin(interp, key, pos2, kw.to_vec())?;
    Ok(relabel(c, r))
}

/// `np.diff` of datetimes or timedeltas: `a[1:] - a[:-1]` along the axis, n times.
fn diff(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    if a.opt("prepend").is_some() || a.opt("append").is_some() {
        return Err(not_implemented("np.diff of datetime64 with prepend= or append= is not supported by stridelab"));
    }
    let mut x = a.req("a");
    let Some((_, arr)) = time_parts(&x) else { return Err(not_implemented("np.diff of these values is not supported by stridelab")) };
    let n = match a.opt("n") {
        None => 1,
        Some(v) => crate::numpy::args::int_arg(&v)?,
    };
    if n < 0 {
        return Err(value_error(format!("order must be non-negative but got {n}")));
    }
    let nd = arr.ndim();
    if nd == 0 {
        return Err(value_error("diff requires input that is at least one dimensional"));
    }
    let axis = match a.opt("axis") {
        None => nd - 1,
        Some(v) => crate::numpy::args::ax(crate::numpy::args::int_arg(&v)?, nd)?,
    };
    let slice = |start: Option<i128>, stop: Option<i128>| {
        let mut items = vec![Value::Slice(Rc::new([Value::None, Value::None, Value::None])); nd];
        items[axis] = Value::Slice(Rc::new([start.map_or(Value::None, Value::Int), stop.map_or(Value::None, Value::Int), Value::None]));
        Value::tuple(items)
    };
    for _ in 0..n {
        let hi = get_item_value(interp, &x, &slice(Some(1), None))?;
        let lo = get_item_value(interp, &x, &slice(None, Some(-1)))?;
        x = binary(BinOp::Sub, &hi, &lo)?;
    }
    Ok(x)
}

fn get_item_value(interp: &mut Interp, v: &Value, idx: &Value) -> PyResult<Value> {
    match v {
        Value::Time(t) => get_item(interp, t, idx),
        _ => crate::index::get_item(interp, v, idx),
    }
}

/// `np.loadtxt(..., dtype='M8[h]')`: the text read as int64 counts by a converter that parses
/// each field, then labelled.
fn loadtxt(interp: &mut Interp, pos: &[Value], kw: &[(String, Value)]) -> PyResult<Value> {
    let a = Args::bind("loadtxt", crate::builtins::find("numpy.loadtxt").map(|d| d.sig).unwrap_or(""), pos.to_vec(), kw.to_vec())?;
    let Some(Ok(d)) = a.opt("dtype").as_ref().and_then(time_dtype) else { return Err(type_error("dtype")) };
    if a.opt("converters").is_some() {
        return Err(not_implemented("np.loadtxt with a datetime64 dtype and converters= is not supported by stridelab"));
    }
    if d.meta.unit == Unit::Generic {
        return Err(not_implemented("np.loadtxt with a generic datetime64 dtype is not supported by stridelab"));
    }
    let parser = Value::Method(Rc::new((wrap(Time::DType(d)), "__parse__".to_string())));
    let mut pos2 = pos.to_vec();
    let mut kw2: Vec<(String, Value)> = kw.iter().filter(|(k, _)| k != "dtype").cloned().collect();
    if pos2.len() > 1 {
        pos2[1] = Value::DType(DType::Int64);
    } else {
        kw2.push(("dtype".into(), Value::DType(DType::Int64)));
    }
    kw2.push(("converters".into(), parser));
    // the reader names the dtype it was asked for in its errors
    let r = crate::builtins::call_builtin(interp, "numpy.loadtxt", pos2, kw2).map_err(|mut e| {
        if e.msg.starts_with("could not convert string") {
            e.msg = e.msg.replacen(" to int64 at row ", &format!(" to {} at row ", d.name()), 1);
        }
        e
    })?;
    Ok(relabel(d, r))
}

/// The converter `loadtxt` calls: one field as a count of the dtype's unit.
pub fn parse_field(d: TimeDType, pos: &[Value]) -> PyResult<Value> {
    let Some(Value::Str(s)) = pos.first() else { return Err(type_error("a string is required")) };
    let (v, _) = element(d.kind, &Value::Str(s.clone()), Some(d.meta))?;
    Ok(Value::Int(v.into()))
}

// ----- functions of this module -----

fn np_isnat(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = a.req("x");
    let Some((_, arr)) = time_parts(&x) else {
        return Err(type_error("ufunc 'isnat' is only defined for np.datetime64 and np.timedelta64."));
    };
    let s: Vec<Scalar> = values_of(&arr).into_iter().map(|v| Scalar::Bool(v == NAT)).collect();
    Ok(crate::ops::from_result(NdArray::from_scalars(DType::Bool, &arr.shape, &s)?))
}

/// Days (`M8[D]` counts) from what `busday_count` takes: date strings, datetimes, lists.
fn as_days(v: &Value) -> PyResult<Rc<NdArray>> {
    let day = TimeDType::new(TimeKind::Datetime, Unit::D);
    let x = match time_parts(v) {
        Some((t, a)) if t.kind == TimeKind::Datetime => return in_meta(t, &a, day.meta),
        Some(_) => return Err(type_error("Cannot cast timedelta64 to datetime64[D]")),
        None => array_from(v, Some(day))?,
    };
    time_parts(&x).map(|(_, a)| a).ok_or_else(|| value_error("Could not convert object to NumPy datetime"))
}

/// `np.busday_count` with NumPy's default week (Monday to Friday) and no holidays: the
/// weekdays in [begin, end), negative when end comes first (datetime_busday.c).
fn np_busday_count(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let default_week = match a.get("weekmask") {
        None => true,
        Some(Value::Str(w)) => &*w == "1111100" || &*w == "Mon Tue Wed Thu Fri",
        Some(_) => false,
    };
    if !default_week || a.opt("holidays").is_some() || a.opt("busdaycal").is_some() || a.opt("out").is_some() {
        return Err(not_implemented("np.busday_count with a weekmask, holidays, busdaycal or out is not supported by stridelab"));
    }
    let (b, e) = (as_days(&a.req("begindates"))?, as_days(&a.req("enddates"))?);
    let (shape, bs, es) = broadcast2(&b, &e)?;
    // weekdays before day d since a Monday far back: 1970-01-05 was a Monday
    let before = |d: i64| -> i64 {
        let k = d - 4;
        let (w, r) = (k.div_euclid(7), k.rem_euclid(7));
        5 * w + r.min(5)
    };
    let mut counts = Vec::with_capacity(bs.len());
    for (x, y) in bs.iter().zip(&es) {
        let (x, y) = (x.as_i64_wrapping(), y.as_i64_wrapping());
        if x == NAT || y == NAT {
            return Err(value_error("Cannot compute a business day count with a NaT (not-a-time) date"));
        }
        counts.push(if x <= y { before(y) - before(x) } else { -(before(x) - before(y)) });
    }
    Ok(crate::ops::from_result(int64_of(&counts, &shape)?))
}

fn np_datetime_data(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let d = match time_dtype(&a.req("dtype")) {
        Some(r) => r?,
        None => return Err(type_error("cannot get datetime metadata from non-datetime type")),
    };
    Ok(Value::tuple(vec![Value::str(d.meta.unit.code()), Value::Int(d.meta.num.into())]))
}

fn np_datetime_as_string(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = a.req("arr");
    let Some((d, arr)) = time_parts(&x) else { return Err(type_error("input must have type NumPy datetime")) };
    if d.kind != TimeKind::Datetime {
        return Err(type_error("input must have type NumPy datetime"));
    }
    if !matches!(a.get("timezone"), None | Some(Value::Str(_))) || matches!(a.get("timezone"), Some(Value::Str(s)) if &*s != "naive") {
        return Err(not_implemented("datetime_as_string with a timezone is not supported by stridelab"));
    }
    let unit = match a.opt("unit") {
        None => None,
        Some(Value::Str(s)) if &*s == "auto" => Some(None),
        Some(Value::Str(s)) => Some(Some(Unit::from_code(&s).ok_or_else(|| type_error(format!("Invalid datetime unit \"{s}\" in metadata")))?)),
        Some(_) => return Err(type_error("unit must be a string")),
    };
    let text = |v: i64| -> PyResult<String> {
        if v == NAT {
            return Ok("NaT".into());
        }
        let s = dt::to_dts(d.meta, v)?;
        Ok(match unit {
            None => dt::format_iso(&s, Some(d.meta.unit)),
            Some(None) => dt::format_iso(&s, None),
            Some(Some(u)) => dt::format_iso(&s, Some(u)),
        })
    };
    if matches!(&x, Value::Time(t) if matches!(&**t, Time::Scalar(..))) {
        return Ok(Value::str(&text(values_of(&arr)[0])?));
    }
    Err(not_implemented("np.datetime_as_string of arrays (string arrays) is not supported by stridelab"))
}

/// The teaching views' words for what is underneath a time array.
pub fn underneath(t: &Time) -> Option<String> {
    match t {
        Time::Array(d, _) | Time::Scalar(d, _) => Some(match d.kind {
            TimeKind::Datetime if d.meta.unit == Unit::Generic => "datetime64: int64 counts of a unit not yet chosen (generic); NaT is the smallest int64".to_string(),
            TimeKind::Datetime => format!(
                "{}: each element is an int64 count of {}{} since 1970-01-01T00:00; NaT is the smallest int64",
                d.name(),
                if d.meta.num == 1 { String::new() } else { format!("{} x ", d.meta.num) },
                d.meta.unit.verbose()
            ),
            TimeKind::Timedelta => format!(
                "{}: each element is an int64 count of {}{}; NaT is the smallest int64",
                d.name(),
                if d.meta.num == 1 { String::new() } else { format!("{} x ", d.meta.num) },
                d.meta.unit.verbose()
            ),
        }),
        _ => None,
    }
}

/// The dtype a time array prints (`datetime64[D]`), for the teaching views' summary line.
pub fn array_dtype_name(t: &Time) -> Option<String> {
    match t {
        Time::Array(d, _) => Some(d.name()),
        _ => None,
    }
}

/// The int64 array under a time array (for the teaching views).
pub fn int64_array(t: &Time) -> Option<Rc<NdArray>> {
    match t {
        Time::Array(_, a) => Some(a.clone()),
        _ => None,
    }
}
