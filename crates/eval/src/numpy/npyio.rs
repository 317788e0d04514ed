//! NumPy's text readers, `numpy/lib/_npyio_impl.py`: `np.loadtxt` (its Python front, `_read`,
//! and the C reader it calls, `numpy/_core/src/multiarray/textreading/`: tokenizer.cpp's
//! fields, rows.c's column checks and conversions.c's number parsing, with their error
//! words) and `np.genfromtxt` (with `numpy/lib/_iotools.py`: `LineSplitter`,
//! `NameValidator`, `StringConverter`'s upgrade chain bool -> int -> float -> complex, and
//! `easy_dtype`). They read a file the script names, an `io.StringIO`, or a list of str.
//! The result is made as NumPy makes it, by `np.array` of the parsed rows, then squeezed and
//! given `ndmin` dimensions by the same functions. Text columns (string dtypes), masked
//! output (`usemask=True`) and object dtypes say they are not supported.

use std::rc::Rc;

use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::value::{TypeObj, Value};
use stridelab_engine::dtype::{DType, Kind};
use stridelab_engine::error::{ExcKind, PyErr, PyResult, not_implemented, type_error, value_error};
use stridelab_engine::records::{Descr, Struct};

pub static TABLE: &[BuiltinDef] = &[
    def!(
        "numpy.loadtxt",
        "fname, dtype=float, comments='#', delimiter=None, converters=None, skiprows=0, usecols=None, unpack=False, ndmin=0, encoding=None, max_rows=None, *, quotechar=None, like=None",
        "Load numbers from a text file, a StringIO or a list of lines.",
        "np.loadtxt(['1 2', '3 4'])",
        np_loadtxt
    ),
    def!(
        "numpy.genfromtxt",
        "fname, dtype=float, comments='#', delimiter=None, skip_header=0, skip_footer=0, converters=None, missing_values=None, filling_values=None, usecols=None, names=None, excludelist=None, deletechars=None, replace_space='_', autostrip=False, case_sensitive=True, defaultfmt='f%i', unpack=None, usemask=False, loose=True, invalid_raise=True, max_rows=None, encoding=None, *, ndmin=0, like=None",
        "Load a table from text, with missing values handled.",
        "np.genfromtxt(['1,2', '3,'], delimiter=',')",
        np_genfromtxt
    ),
];

fn call(interp: &mut Interp, f: &'static str, pos: Vec<Value>, kw: Vec<(&str, Value)>) -> PyResult<Value> {
    let kw = kw.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
    interp.call(&Value::Builtin(f), pos, kw)
}

fn as_bool(v: Option<Value>) -> PyResult<bool> {
    match v {
        None => Ok(false),
        Some(v) => crate::ops::truthy(&v),
    }
}

// ---------------------------------------------------------------------------------------
// Input

/// How a file name was not opened: Python's `FileNotFoundError` has no class in stridelab.
fn open_error(path: &str, e: std::io::Error) -> PyErr {
    let what = match e.kind() {
        std::io::ErrorKind::NotFound => format!("{path} not found."),
        _ => format!("{path}: {e}"),
    };
    not_implemented(format!("opening a file that cannot be read (FileNotFoundError: {what}) is not supported by stridelab"))
}

/// The lines of `fname`: a file path (read, with universal newlines), an `io.StringIO`
/// (from its position on), or an iterable of str. `bad` is the error for anything else.
fn input_lines(fname: &Value, bad: impl Fn(&Value) -> PyErr) -> PyResult<Vec<String>> {
    match fname {
        Value::Str(path) => {
            let len = std::fs::metadata(&**path).map_err(|e| open_error(path, e))?.len();
            if !stridelab_engine::budget::fits_in_memory(len as u128 * 2) {
                return Err(stridelab_engine::budget::memory_request_error(len as u128 * 2));
            }
            stridelab_engine::budget::charge(len);
            let bytes = std::fs::read(&**path).map_err(|e| open_error(path, e))?;
            let text = String::from_utf8_lossy(&bytes).replace("\r\n", "\n").replace('\r', "\n");
            Ok(text.split_inclusive('\n').map(str::to_string).collect())
        }
        Value::StringIO(s) => s.rest_lines(),
        Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::None | Value::Complex(..) | Value::Array(_) | Value::Scalar(..) => Err(bad(fname)),
        v => {
            let items = crate::ops::iterate(v).map_err(|_| bad(fname))?;
            items
                .into_iter()
                .map(|l| match l {
                    Value::Str(s) => Ok(s.to_string()),
                    Value::Bytes(b) => Ok(b.iter().map(|&c| c as char).collect()),
                    _ => Err(type_error("non-string returned while reading data")),
                })
                .collect()
        }
    }
}

/// The lines of argument `fname` of `np.{func}`; `bad` words the error for an argument
/// that is no file name and no iterable, given its type's repr.
fn text_lines(a: &Args, func: &str, converters: bool, bad: impl Fn(String) -> PyErr) -> PyResult<Vec<String>> {
    if converters && a.opt("encoding").is_some_and(|e| matches!(&e, Value::Str(s) if &**s == "bytes")) {
        return Err(not_implemented(format!("np.{func}(encoding='bytes') with converters (bytes arguments) is not supported by stridelab")));
    }
    input_lines(&a.req("fname"), |v| bad(v.type_of().repr()))
}

fn callable(v: &Value) -> bool {
    matches!(v, Value::Builtin(_) | Value::Function(_) | Value::Method(_) | Value::Type(_))
}

fn strip_newline(l: &str) -> &str {
    l.trim_end_matches(['\n', '\r'])
}

// ---------------------------------------------------------------------------------------
// dtypes

/// A requested dtype: plain, or structured (with its fields flattened to the leaf dtypes
/// one column each fills, subarrays expanded).
#[derive(Clone)]
enum Target {
    Plain(DType),
    Struct(Rc<Struct>),
    /// A string dtype (`'U5'`, `str`, `'S3'`): each field is kept as the text read.
    Text(Rc<Descr>),
}

fn leaves(d: &Descr, out: &mut Vec<DType>) -> PyResult<()> {
    match d {
        Descr::Plain(t) | Descr::Ordered(t, _) => out.push(*t),
        Descr::Subarray(base, shape) => {
            let n: usize = shape.iter().product();
            for _ in 0..n {
                leaves(base, out)?;
            }
        }
        Descr::Struct(s) => {
            for f in &s.fields {
                leaves(&f.descr, out)?;
            }
        }
        Descr::Void(_) => return Err(not_implemented("reading text into void fields is not supported by stridelab")),
        Descr::Text(..) => return Err(not_implemented("reading text columns (string dtypes) is not supported by stridelab")),
    }
    Ok(())
}

impl Target {
    fn flat(&self) -> PyResult<Vec<DType>> {
        match self {
            Target::Plain(d) => Ok(vec![*d]),
            Target::Struct(s) => {
                let mut v = Vec::new();
                leaves(&Descr::Struct(s.clone()), &mut v)?;
                Ok(v)
            }
            // the callers keep text fields as they are before asking for dtypes
            Target::Text(_) => Err(not_implemented("converting text columns to numbers for a string dtype is not supported by stridelab")),
        }
    }

    fn value(&self) -> Value {
        match self {
            Target::Plain(d) => Value::DType(*d),
            Target::Struct(s) => Value::Descr(Rc::new(Descr::Struct(s.clone()))),
            Target::Text(d) => Value::Descr(d.clone()),
        }
    }

    fn names(&self) -> Option<Vec<String>> {
        match self {
            Target::Plain(_) | Target::Text(_) => None,
            Target::Struct(s) => Some(s.fields.iter().map(|f| f.name.clone()).collect()),
        }
    }
}

/// `np.dtype(v)`, as a target.
fn target_of(interp: &mut Interp, v: &Value) -> PyResult<Target> {
    match interp.call(&Value::Type(TypeObj::DType), vec![v.clone()], vec![])? {
        Value::DType(d) => Ok(Target::Plain(d)),
        Value::Descr(d) => match &*d {
            Descr::Plain(t) | Descr::Ordered(t, _) => Ok(Target::Plain(*t)),
            Descr::Struct(s) => Ok(Target::Struct(s.clone())),
            Descr::Text(..) => Ok(Target::Text(d.clone())),
            _ => Err(not_implemented("reading text into a subarray or void dtype is not supported by stridelab")),
        },
        other => Err(type_error(format!("data type {} not understood", crate::repr::repr(&other, &Default::default())))),
    }
}

/// The same structure with its top-level fields renamed.
fn renamed(s: &Struct, names: &[String]) -> Rc<Struct> {
    let mut t = s.clone();
    for (f, n) in t.fields.iter_mut().zip(names) {
        f.name = n.clone();
    }
    Rc::new(t)
}

/// Rebuild one row's parsed leaves as what `np.array` reads for `d`: a scalar, a list for a
/// subarray, a tuple for a structure.
fn nest(d: &Descr, vals: &mut std::vec::IntoIter<Value>) -> Value {
    match d {
        Descr::Subarray(base, shape) => nest_sub(base, shape, vals),
        Descr::Struct(s) => Value::tuple(s.fields.iter().map(|f| nest(&f.descr, vals)).collect()),
        _ => vals.next().unwrap_or(Value::None),
    }
}

fn nest_sub(base: &Descr, shape: &[usize], vals: &mut std::vec::IntoIter<Value>) -> Value {
    match shape.split_first() {
        None => nest(base, vals),
        Some((n, rest)) => Value::list((0..*n).map(|_| nest_sub(base, rest, vals)).collect()),
    }
}

/// `np.array(rows, dtype)`: plain rows as lists, structured rows as nested tuples.
fn build(interp: &mut Interp, rows: Vec<Vec<Value>>, target: &Target) -> PyResult<Value> {
    if rows.is_empty() {
        return call(interp, "numpy.zeros", vec![Value::tuple(vec![Value::Int(0)])], vec![("dtype", target.value())]);
    }
    let data = match target {
        Target::Plain(_) | Target::Text(_) => rows.into_iter().map(Value::list).collect(),
        Target::Struct(s) => {
            let d = Descr::Struct(s.clone());
            let width = target.flat()?.len();
            if let Some(r) = rows.iter().find(|r| r.len() != width) {
                return Err(value_error(format!(
                    "could not assign tuple of length {} to structure with {} fields.",
                    r.len(),
                    s.fields.len()
                )));
            }
            rows.into_iter().map(|r| nest(&d, &mut r.into_iter())).collect()
        }
    };
    call(interp, "numpy.array", vec![Value::list(data)], vec![("dtype", target.value())])
}

fn ndim_of(v: &Value) -> usize {
    match v {
        Value::Array(a) => a.ndim(),
        Value::Record(r) => r.ndim(),
        Value::Text(t) => t.ndim(),
        _ => 0,
    }
}

fn shape_of(v: &Value) -> Vec<usize> {
    match v {
        Value::Array(a) => a.shape.clone(),
        Value::Record(r) => r.shape().to_vec(),
        Value::Text(t) => t.shape().to_vec(),
        _ => vec![],
    }
}

/// The rows as an array, then `_ensure_ndmin_ndarray`: squeeze past `ndmin`, then
/// `atleast_1d`, or `atleast_2d(a).T`. A structured result is 1-d: squeezing it means making
/// its one record a 0-d array.
fn build_ndmin(interp: &mut Interp, rows: Vec<Vec<Value>>, target: &Target, ndmin: usize) -> PyResult<Value> {
    let first = rows.first().cloned();
    let mut a = build(interp, rows, target)?;
    if ndim_of(&a) > ndmin {
        if let (Value::Record(_), Target::Struct(s)) = (&a, target) {
            if shape_of(&a) == [1] {
                let row = nest(&Descr::Struct(s.clone()), &mut first.unwrap_or_default().into_iter());
                a = call(interp, "numpy.array", vec![row], vec![("dtype", target.value())])?;
            }
        } else {
            a = call(interp, "numpy.squeeze", vec![a], vec![])?;
        }
    }
    if ndim_of(&a) < ndmin {
        if matches!(a, Value::Record(_)) {
            return Err(not_implemented("ndmin on a 0-d structured result is not supported by stridelab"));
        }
        a = match ndmin {
            1 => call(interp, "numpy.atleast_1d", vec![a], vec![])?,
            _ => {
                let b = call(interp, "numpy.atleast_2d", vec![a], vec![])?;
                call(interp, "numpy.transpose", vec![b], vec![])?
            }
        };
    }
    Ok(a)
}

fn ndmin_arg(v: Option<Value>) -> PyResult<usize> {
    let n = match &v {
        None => 0,
        Some(Value::Int(n)) => *n,
        Some(Value::Bool(b)) => *b as i128,
        Some(other) => {
            return Err(value_error(format!("Illegal value of ndmin keyword: {}", crate::repr::repr(other, &Default::default()))));
        }
    };
    match n {
        0..=2 => Ok(n as usize),
        _ => Err(value_error(format!("Illegal value of ndmin keyword: {n}"))),
    }
}

/// `operator.index(v)` for `_check_nonneg_int`.
fn nonneg_int(v: &Value, name: &str) -> PyResult<usize> {
    let n = match v {
        Value::Int(n) => *n,
        Value::Bool(b) => *b as i128,
        Value::Scalar(d, s) if d.is_integer() => s.as_i64_wrapping() as i128,
        _ => return Err(type_error(format!("{name} must be an integer"))),
    };
    if n > i64::MAX as i128 {
        return Err(stridelab_engine::error::overflow_error("Python int too large to convert to C long"));
    }
    usize::try_from(n).map_err(|_| value_error(format!("{name} must be nonnegative")))
}

// ---------------------------------------------------------------------------------------
// Number parsing, as NumPy's C reader does it (conversions.c): surrounding whitespace is
// skipped, the rest must be the whole number.

fn c_float(s: &str) -> Option<f64> {
    let t = s.trim_matches(|c: char| c.is_whitespace());
    if t.is_empty() || t.contains('_') || t.bytes().any(|b| !(b.is_ascii_alphanumeric() || b == b'.' || b == b'+' || b == b'-')) {
        return None;
    }
    let lower = t.to_ascii_lowercase();
    let body = lower.trim_start_matches(['+', '-']);
    if body.len() + 1 < lower.len() {
        return None;
    }
    if body.starts_with("0x") {
        return None;
    }
    lower.parse::<f64>().ok()
}

fn c_int(s: &str) -> Option<i128> {
    let t = s.trim_matches(|c: char| c.is_whitespace());
    let (neg, digits) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 30 {
        return None;
    }
    let v: i128 = digits.parse().ok()?;
    Some(if neg { -v } else { v })
}

/// The complex forms NumPy's reader and Python's `complex()` accept: `1`, `2j`, `1+2j`,
/// `(1-2j)`, with `float`'s spellings of each part.
fn parse_complex(s: &str, part: impl Fn(&str) -> Option<f64>) -> Option<(f64, f64)> {
    let mut t = s.trim();
    if let Some(inner) = t.strip_prefix('(').and_then(|r| r.strip_suffix(')')) {
        t = inner.trim();
    }
    if t.is_empty() {
        return None;
    }
    let Some(body) = t.strip_suffix(['j', 'J']) else {
        return part(t).map(|r| (r, 0.0));
    };
    // find where the imaginary part starts: a sign not right after an exponent mark
    let bytes = body.as_bytes();
    let mut split = None;
    for i in (1..bytes.len()).rev() {
        if (bytes[i] == b'+' || bytes[i] == b'-') && !matches!(bytes[i - 1], b'e' | b'E') {
            split = Some(i);
            break;
        }
    }
    let imag = |x: &str| match x {
        "" | "+" => Some(1.0),
        "-" => Some(-1.0),
        x => part(x),
    };
    match split {
        Some(i) => Some((part(&body[..i])?, imag(&body[i..])?)),
        None => Some((0.0, imag(body)?)),
    }
}

fn int_range(d: DType) -> (i128, i128) {
    let bits = 8 * d.itemsize() as u32;
    match d.kind() {
        Kind::UInt => (0, (1i128 << bits) - 1),
        _ => (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1),
    }
}

/// One field as the C reader converts it to `d`.
fn c_convert(s: &str, d: DType) -> Option<Value> {
    match d.kind() {
        Kind::Float => c_float(s).map(Value::Float),
        Kind::Complex => parse_complex(s, c_float).map(|(r, i)| Value::Complex(r, i)),
        Kind::Bool => c_int(s).map(|v| Value::Bool(v != 0)),
        Kind::Int | Kind::UInt => {
            let v = c_int(s)?;
            let (lo, hi) = int_range(d);
            (lo..=hi).contains(&v).then_some(Value::Int(v))
        }
    }
}

// ---------------------------------------------------------------------------------------
// np.loadtxt

/// A control character: one character, or None.
fn control_char(v: Option<Value>) -> PyResult<Option<char>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(Value::Str(s)) if s.chars().count() == 1 => Ok(s.chars().next()),
        Some(other) => Err(type_error(format!(
            "Text reading control character must be a single unicode character or None; but got: {}",
            crate::repr::repr(&other, &Default::default())
        ))),
    }
}

/// The fields of one line (tokenizer.cpp): split at `delim` (whitespace runs when None),
/// with `quote` quoting a field ("" inside quotes is one quote).
fn tokenize(line: &str, delim: Option<char>, quote: Option<char>) -> Vec<String> {
    let mut fields = Vec::new();
    let chars: Vec<char> = line.chars().collect();
    let is_delim = |c: char| match delim {
        None => c == ' ' || c == '\t' || (c.is_whitespace() && c != '\n' && c != '\r'),
        Some(d) => c == d,
    };
    let mut i = 0;
    if delim.is_none() {
        while i < chars.len() && is_delim(chars[i]) {
            i += 1;
        }
        if i == chars.len() {
            return fields;
        }
    } else if chars.is_empty() {
        return fields;
    }
    loop {
        let mut field = String::new();
        let mut quoted = false;
        while i < chars.len() {
            let c = chars[i];
            if quoted {
                if Some(c) == quote {
                    if chars.get(i + 1) == quote.as_ref() {
                        field.push(c);
                        i += 2;
                        continue;
                    }
                    quoted = false;
                } else {
                    field.push(c);
                }
            } else if Some(c) == quote {
                quoted = true;
            } else if is_delim(c) {
                break;
            } else {
                field.push(c);
            }
            i += 1;
        }
        fields.push(field);
        if i >= chars.len() {
            break;
        }
        // past the delimiter (a whitespace run counts as one; trailing whitespace ends the line)
        i += 1;
        if delim.is_none() {
            while i < chars.len() && is_delim(chars[i]) {
                i += 1;
            }
            if i == chars.len() {
                break;
            }
        } else if i == chars.len() {
            fields.push(String::new());
            break;
        }
    }
    fields
}

enum Converters {
    None,
    All(Value),
    ByColumn(Vec<(i128, Value)>),
}

fn np_loadtxt(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let dtype_arg = a.opt("dtype").unwrap_or(Value::Type(TypeObj::Float));
    let target = target_of(interp, &dtype_arg)?;
    // comments: None, a str, or a sequence of str
    let comments: Option<Vec<String>> = match a.get("comments") {
        None => Some(vec!["#".into()]),
        Some(Value::None) => None,
        Some(Value::Str(s)) => Some(vec![s.to_string()]),
        Some(Value::Bytes(b)) => Some(vec![b.iter().map(|&c| c as char).collect()]),
        Some(v) => Some(
            crate::ops::iterate(&v)?
                .into_iter()
                .map(|c| match c {
                    Value::Str(s) => Ok(s.to_string()),
                    other => Err(type_error(format!("must be str or None, not {}", other.type_name()))),
                })
                .collect::<PyResult<_>>()?,
        ),
    };
    let delimiter = match a.get("delimiter") {
        Some(Value::Bytes(b)) => Some(Value::str(&b.iter().map(|&c| c as char).collect::<String>())),
        d => d,
    };
    let delim = control_char(delimiter)?;
    let quote = control_char(a.get("quotechar"))?;
    let usecols: Option<Vec<i128>> = match a.opt("usecols") {
        None => None,
        Some(v @ (Value::Int(_) | Value::Bool(_) | Value::Scalar(..))) => Some(vec![usecol(&v)?]),
        Some(v) => Some(match crate::ops::iterate(&v) {
            Ok(items) => items.iter().map(usecol).collect::<PyResult<_>>()?,
            Err(_) => vec![usecol(&v)?],
        }),
    };
    let ndmin = ndmin_arg(a.get("ndmin"))?;
    // comment checks, as _read makes them
    let mut single_comment: Option<char> = None;
    let mut multi_comments: Option<Vec<String>> = None;
    if let Some(cs) = &comments {
        if cs.iter().any(|c| c.is_empty()) {
            return Err(value_error("comments cannot be an empty string. Use comments=None to disable comments."));
        }
        if cs.len() == 1 && cs[0].chars().count() == 1 {
            single_comment = cs[0].chars().next();
        } else if !cs.is_empty() {
            if let Some(d) = delim
                && cs.len() > 1
                && cs.iter().any(|c| c.len() == 1 && c.starts_with(d))
            {
                let reprs: Vec<String> = cs.iter().map(|c| crate::repr::repr(&Value::str(c), &Default::default())).collect();
                let tuple = if reprs.len() == 1 { format!("({},)", reprs[0]) } else { format!("({})", reprs.join(", ")) };
                return Err(type_error(format!("Comment characters '{tuple}' cannot include the delimiter '{d}'")));
            }
            if quote.is_some() {
                return Err(value_error(
                    "when multiple comments or a multi-character comment is given, quotes are not supported.  In this case quotechar must be set to None.",
                ));
            }
            multi_comments = Some(cs.clone());
        }
    }
    if let (Some(c), Some(d)) = (single_comment, delim)
        && c == d
    {
        return Err(type_error("The values for control characters 'comment' and 'delimiter' are incompatible"));
    }
    if quote.is_some() && (quote == delim || quote == single_comment) {
        return Err(type_error("The values for control characters 'quotechar' and 'delimiter' are incompatible"));
    }
    let skiplines = nonneg_int(&a.get("skiprows").unwrap_or(Value::Int(0)), "argument")?;
    let max_rows = match a.opt("max_rows") {
        None => None,
        Some(v) => Some(nonneg_int(&v, "argument")?),
    };
    let converters = match a.opt("converters") {
        None => Converters::None,
        Some(Value::Dict(d)) => {
            let mut v = Vec::new();
            for (k, f) in d.borrow().iter() {
                let k = match k {
                    Value::Int(i) => *i,
                    Value::Bool(b) => *b as i128,
                    _ => return Err(type_error("keys of the converters dictionary must be integers; got ".to_string() + &crate::repr::repr(k, &Default::default()))),
                };
                if !callable(f) {
                    return Err(type_error(format!(
                        "values of the converters dictionary must be callable, but the value associated with key {k} is not"
                    )));
                }
                v.push((k, f.clone()));
            }
            Converters::ByColumn(v)
        }
        Some(f) if callable(&f) => Converters::All(f),
        Some(_) => return Err(type_error("converters must be a dictionary mapping columns to converter functions or a single callable.")),
    };
    let lines = text_lines(a, "loadtxt", !matches!(converters, Converters::None), |t| {
        value_error(format!("fname must be a string, filehandle, list of strings,\nor generator. Got {t} instead."))
    })?;
    let text_target = matches!(target, Target::Text(_));
    let flat = if text_target { vec![] } else { target.flat()? };
    let structured = matches!(target, Target::Struct(_));
    if let Some(cols) = &usecols
        && structured
        && cols.len() != flat.len()
    {
        return Err(type_error(format!(
            "If a structured dtype is used, the number of columns in `usecols` must match the effective number of fields. But {} usecols were given and the number of fields is {}.",
            cols.len(),
            flat.len()
        )));
    }

    let mut rows: Vec<Vec<Value>> = Vec::new();
    let mut ncols: Option<usize> = None;
    let mut conv_cols: Option<Vec<Option<Value>>> = None;
    for line in lines.iter().skip(skiplines) {
        if max_rows.is_some_and(|m| rows.len() >= m) {
            break;
        }
        // a stop (work budget, memory, Ctrl-C) surfaces at the interpreter's next check
        if !stridelab_engine::budget::charge(line.len() as u64 + 1) {
            return Ok(Value::None);
        }
        let mut text: &str = strip_newline(line);
        let cut;
        if let Some(cs) = &multi_comments {
            let mut t = text.to_string();
            for c in cs {
                if let Some(i) = t.find(c.as_str()) {
                    t.truncate(i);
                }
            }
            cut = t;
            text = &cut;
        } else if let Some(c) = single_comment {
            text = cut_comment(text, c, quote);
        }
        let fields = tokenize(text, delim, quote);
        if fields.is_empty() {
            continue;
        }
        let row1 = rows.len() + 1;
        let n = fields.len();
        let picked: Vec<(usize, &String)> = match &usecols {
            None => {
                match ncols {
                    None => {
                        if structured && n != flat.len() {
                            return Err(value_error(format!(
                                "the dtype passed requires {} columns but {n} were found at row {row1}; use `usecols` to select a subset and avoid this error",
                                flat.len()
                            )));
                        }
                        ncols = Some(n);
                    }
                    Some(c) if c != n => {
                        return Err(value_error(format!(
                            "the number of columns changed from {c} to {n} at row {row1}; use `usecols` to select a subset and avoid this error"
                        )));
                    }
                    _ => {}
                }
                fields.iter().enumerate().collect()
            }
            Some(cols) => {
                let mut v = Vec::with_capacity(cols.len());
                for &c in cols {
                    let idx = if c < 0 { c + n as i128 } else { c };
                    if idx < 0 || idx >= n as i128 {
                        return Err(value_error(format!("invalid column index {c} at row {row1} with {n} columns")));
                    }
                    v.push((idx as usize, &fields[idx as usize]));
                }
                v
            }
        };
        let width = picked.len();
        if conv_cols.is_none() {
            let mut cc: Vec<Option<Value>> = vec![None; width];
            match &converters {
                Converters::None => {}
                Converters::All(f) => cc.iter_mut().for_each(|c| *c = Some(f.clone())),
                Converters::ByColumn(list) => {
                    for (k, f) in list {
                        let col = match &usecols {
                            Some(cols) => cols.iter().position(|c| c == k).map(|p| p as i128).unwrap_or(*k),
                            None => *k,
                        };
                        let idx = if col < 0 { col + width as i128 } else { col };
                        if idx < 0 || idx >= width as i128 {
                            return Err(value_error(format!(
                                "converter specified for column {k}, which is invalid for the number of fields {width}."
                            )));
                        }
                        cc[idx as usize] = Some(f.clone());
                    }
                }
            }
            conv_cols = Some(cc);
        }
        let cc = conv_cols.as_deref().unwrap_or(&[]);
        let mut out = Vec::with_capacity(width);
        for (j, (col, s)) in picked.iter().enumerate() {
            if text_target && cc.get(j).cloned().flatten().is_none() {
                // a string dtype keeps the field as read
                out.push(Value::str(s));
                continue;
            }
            if text_target {
                return Err(not_implemented("loadtxt converters with a string dtype are not supported by stridelab"));
            }
            let d = if structured { flat[j] } else { flat[0] };
            let fail = || {
                value_error(format!(
                    "could not convert string {} to {} at row {}, column {}.",
                    crate::repr::repr(&Value::str(s), &Default::default()),
                    d.name(),
                    rows.len(),
                    col + 1
                ))
            };
            let v = match cc.get(j).cloned().flatten() {
                // the C reader reports any error of a converter as its own
                Some(f) => match interp.call(&f, vec![Value::str(s)], vec![]).map_err(|e| match e.kind {
                    ExcKind::KeyboardInterrupt | ExcKind::MemoryError | ExcKind::RecursionError => e,
                    _ => fail(),
                })? {
                    Value::Str(r) => c_convert(&r, d).ok_or_else(fail)?,
                    Value::Bytes(b) => c_convert(&b.iter().map(|&c| c as char).collect::<String>(), d).ok_or_else(fail)?,
                    v @ (Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::Scalar(..)) => v,
                    Value::Complex(r, i) if d.is_complex() => Value::Complex(r, i),
                    _ => return Err(fail()),
                },
                None => c_convert(s, d).ok_or_else(fail)?,
            };
            out.push(v);
        }
        rows.push(out);
    }
    let arr = build_ndmin(interp, rows, &target, ndmin)?;
    if as_bool(a.get("unpack"))? {
        return unpack(interp, arr, &target);
    }
    Ok(arr)
}

/// `usecols` items: ints (NumPy's words for anything else).
fn usecol(v: &Value) -> PyResult<i128> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i128),
        Value::Scalar(d, s) if d.is_integer() => Ok(s.as_i64_wrapping() as i128),
        other => Err(type_error(format!(
            "usecols must be an int or a sequence of ints but it contains at least one element of type '{}'",
            other.type_name()
        ))),
    }
}

/// The line up to its comment character (outside quotes).
fn cut_comment(text: &str, c: char, quote: Option<char>) -> &str {
    let mut quoted = false;
    for (i, ch) in text.char_indices() {
        if Some(ch) == quote {
            quoted = !quoted;
        } else if ch == c && !quoted {
            return &text[..i];
        }
    }
    text
}

/// `unpack=True`: the transpose, or one array per field.
fn unpack(interp: &mut Interp, arr: Value, target: &Target) -> PyResult<Value> {
    match target.names() {
        None => call(interp, "numpy.transpose", vec![arr], vec![]),
        Some(names) => {
            let mut out = Vec::new();
            for n in names {
                out.push(crate::index::get_item(interp, &arr, &Value::str(&n))?);
            }
            Ok(Value::list(out))
        }
    }
}

// ---------------------------------------------------------------------------------------
// np.genfromtxt

const DEFAULT_DELETECHARS: &str = " !#$%&'()*+,-./:;<=>?@[\\]^{|}~";

/// `_iotools.NameValidator` with genfromtxt's settings.
struct Validator {
    exclude: Vec<String>,
    delete: Vec<char>,
    case: i8,
    replace_space: String,
}

impl Validator {
    fn validate(&self, names: &[String], defaultfmt: &str, nbfields: Option<usize>) -> PyResult<Vec<String>> {
        let mut names: Vec<String> = names.to_vec();
        if let Some(n) = nbfields {
            names.resize(n, String::new());
        }
        let mut out: Vec<String> = Vec::new();
        let mut seen: Vec<(String, usize)> = Vec::new();
        let mut nbempty = 0;
        for item in &names {
            let mut item = match self.case {
                1 => item.to_uppercase(),
                -1 => item.to_lowercase(),
                _ => item.clone(),
            }
            .trim()
            .to_string();
            if !self.replace_space.is_empty() {
                item = item.replace(' ', &self.replace_space);
            }
            item.retain(|c| !self.delete.contains(&c));
            if item.is_empty() {
                item = fmt_i(defaultfmt, nbempty)?;
                while names.contains(&item) {
                    nbempty += 1;
                    item = fmt_i(defaultfmt, nbempty)?;
                }
                nbempty += 1;
            } else if self.exclude.contains(&item) {
                item.push('_');
            }
            let cnt = seen.iter().find(|(n, _)| *n == item).map_or(0, |s| s.1);
            out.push(if cnt > 0 { format!("{item}_{cnt}") } else { item.clone() });
            match seen.iter_mut().find(|(n, _)| *n == item) {
                Some(s) => s.1 += 1,
                None => seen.push((item, 1)),
            }
        }
        Ok(out)
    }
}

/// `defaultfmt % i` for the formats genfromtxt meets: `%i`, `%d`, with a width and zero
/// padding (`var_%02i`).
fn fmt_i(fmt: &str, i: usize) -> PyResult<String> {
    let Some(p) = fmt.find('%') else {
        return Err(type_error("not all arguments converted during string formatting"));
    };
    let rest = &fmt[p + 1..];
    let spec_len = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
    let conv = rest[spec_len..].chars().next();
    if !matches!(conv, Some('i' | 'd')) {
        return Err(not_implemented(format!("defaultfmt={fmt:?} is not supported by stridelab (only %i and %d with a width)")));
    }
    let spec = &rest[..spec_len];
    let width: usize = spec.parse().unwrap_or(0);
    let num = if spec.starts_with('0') { format!("{i:0width$}") } else { format!("{i:width$}") };
    Ok(format!("{}{}{}", &fmt[..p], num, &rest[spec_len + 1..]))
}

/// A number literal as Python reads it: stripped, with `_` allowed only between digits
/// (and then removed).
fn py_literal(s: &str) -> Option<String> {
    let t = s.trim();
    let b = t.as_bytes();
    for (i, &c) in b.iter().enumerate() {
        if c == b'_' && !(i > 0 && b[i - 1].is_ascii_digit() && b.get(i + 1).is_some_and(|n| n.is_ascii_digit())) {
            return None;
        }
    }
    Some(t.replace('_', ""))
}

/// Python's `float(s)` (`_Py_dg_strtod` after stripping whitespace; `_` between digits).
fn py_float(s: &str) -> Option<f64> {
    c_float(&py_literal(s)?)
}

/// Python's `int(s)`: whitespace, a sign, decimal digits (`_` between digits).
fn py_int(s: &str) -> Option<i128> {
    c_int(&py_literal(s)?)
}

/// A StringConverter's function.
#[derive(Clone, Debug)]
enum Func {
    /// `str2bool`
    Bool,
    /// `int`, or `np.int64`/`np.uint64` for those dtypes
    Int(DType),
    /// `lambda x: int(float(x))` for the other integer dtypes
    IntViaFloat,
    Float,
    Complex,
    User(Value),
}

/// One column's `StringConverter`.
struct Converter {
    func: Func,
    default: Value,
    /// The dtype it produces.
    dtype: DType,
    missing: Vec<String>,
    checked: bool,
}

fn default_of(d: DType) -> Value {
    match d.kind() {
        Kind::Bool => Value::Bool(false),
        Kind::Int | Kind::UInt => Value::Int(-1),
        Kind::Float => Value::Float(f64::NAN),
        Kind::Complex => Value::Complex(f64::NAN, 0.0),
    }
}

/// The dtype `np.array(v).dtype` gives a converter's value.
fn dtype_of_value(v: &Value) -> PyResult<DType> {
    match v {
        Value::Bool(_) => Ok(DType::Bool),
        Value::Int(_) => Ok(DType::Int64),
        Value::Float(_) => Ok(DType::Float64),
        Value::Complex(..) => Ok(DType::Complex128),
        Value::Scalar(d, _) => Ok(*d),
        Value::Str(_) => Err(not_implemented("genfromtxt columns of strings (string dtypes) are not supported by stridelab")),
        other => Err(not_implemented(format!("genfromtxt converters returning '{}' are not supported by stridelab", other.type_name()))),
    }
}

impl Converter {
    fn locked(d: DType, missing: Vec<String>, fill: Option<Value>) -> Converter {
        let func = match d.kind() {
            Kind::Bool => Func::Bool,
            Kind::Int | Kind::UInt if matches!(d, DType::Int64 | DType::UInt64) => Func::Int(d),
            Kind::Int | Kind::UInt => Func::IntViaFloat,
            Kind::Float => Func::Float,
            Kind::Complex => Func::Complex,
        };
        Converter { func, default: fill.unwrap_or_else(|| default_of(d)), dtype: d, missing, checked: false }
    }

    /// `self.func(value)`: None where it raises ValueError.
    fn apply(&self, interp: &mut Interp, s: &str) -> PyResult<Option<Value>> {
        Ok(match &self.func {
            Func::Bool => match s.to_uppercase().as_str() {
                "TRUE" => Some(Value::Bool(true)),
                "FALSE" => Some(Value::Bool(false)),
                _ => None,
            },
            Func::Int(d) => py_int(s).filter(|v| {
                let (lo, hi) = int_range(*d);
                (lo..=hi).contains(v)
            }).map(Value::Int),
            Func::IntViaFloat => py_float(s).filter(|f| f.is_finite()).map(|f| Value::Int(f.trunc() as i128)),
            Func::Float => py_float(s).map(Value::Float),
            Func::Complex => parse_complex(s, py_float).map(|(r, i)| Value::Complex(r, i)),
            Func::User(f) => match interp.call(f, vec![Value::str(s)], vec![]) {
                Ok(v) => Some(v),
                Err(e) if e.kind == ExcKind::ValueError => None,
                Err(e) => return Err(e),
            },
        })
    }

    fn loose(&self, interp: &mut Interp, s: &str) -> PyResult<Value> {
        Ok(self.apply(interp, s)?.unwrap_or_else(|| self.default.clone()))
    }

    /// `iterupgrade`: move along bool -> int -> float -> complex until every value that is
    /// not missing converts.
    fn upgrade(&mut self, interp: &mut Interp, column: &[&str], fill: &Option<Value>) -> PyResult<()> {
        const CHAIN: [DType; 4] = [DType::Bool, DType::Int64, DType::Float64, DType::Complex128];
        let mut status = 0;
        loop {
            let d = CHAIN[status];
            let probe = Converter::locked(d, vec![], None);
            let mut ok = true;
            let mut saw_missing = false;
            for s in column {
                if probe.apply(interp, s)?.is_none() {
                    if self.missing.iter().any(|m| m == s.trim()) {
                        saw_missing = true;
                        continue;
                    }
                    ok = false;
                    break;
                }
            }
            if ok {
                *self = Converter { missing: std::mem::take(&mut self.missing), ..Converter::locked(d, vec![], fill.clone()) };
                self.checked = !(status == 0 && saw_missing);
                return Ok(());
            }
            status += 1;
            if status == CHAIN.len() {
                return Err(not_implemented("genfromtxt columns of strings (string dtypes) are not supported by stridelab"));
            }
        }
    }
}

/// A value that maps a column by index or by name (`missing_values`, `filling_values`,
/// `converters` dicts): its column, or None when the name is unknown.
fn dict_key(k: &Value, names: &Option<Vec<String>>, usecols: &Option<Vec<i128>>) -> PyResult<Option<i128>> {
    let mut key = match k {
        Value::Str(s) => match name_index(names, s)? {
            Some(i) => i as i128,
            None => return Ok(None),
        },
        Value::Int(i) => *i,
        Value::Bool(b) => *b as i128,
        Value::None => return Ok(Some(i128::MIN)),
        other => return Err(not_implemented(format!("genfromtxt dictionary keys of type '{}' are not supported by stridelab", other.type_name()))),
    };
    if let Some(u) = usecols
        && let Some(p) = u.iter().position(|c| *c == key)
    {
        key = p as i128;
    }
    Ok(Some(key))
}

/// `names.index(s)`: None where the name is unknown; Python's AttributeError when there are
/// no names at all.
fn name_index(names: &Option<Vec<String>>, s: &str) -> PyResult<Option<usize>> {
    match names {
        None => Err(stridelab_engine::error::attribute_error("'NoneType' object has no attribute 'index'")),
        Some(n) => Ok(n.iter().position(|x| x == s)),
    }
}

fn str_of(interp: &mut Interp, v: &Value) -> PyResult<String> {
    let _ = interp;
    Ok(match v {
        Value::Str(s) => s.to_string(),
        other => crate::repr::str_of(other, &Default::default()),
    })
}

fn index_in(cols: usize, key: i128) -> Option<usize> {
    let k = if key < 0 { key + cols as i128 } else { key };
    (0..cols as i128).contains(&k).then_some(k as usize)
}

fn np_genfromtxt(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let ndmin = ndmin_arg(a.get("ndmin"))?;
    let skip_footer = nonneg_int(&a.get("skip_footer").unwrap_or(Value::Int(0)), "skip_footer")?;
    let max_rows = match a.opt("max_rows") {
        None => None,
        Some(v) => {
            if skip_footer > 0 {
                return Err(value_error("The keywords 'skip_footer' and 'max_rows' can not be specified at the same time."));
            }
            let n = match v {
                Value::Int(n) => n,
                _ => return Err(type_error("'<' not supported between instances of 'float' and 'int'")),
            };
            if n < 1 {
                return Err(value_error("'max_rows' must be at least 1."));
            }
            Some(n as usize)
        }
    };
    if as_bool(a.get("usemask"))? {
        return Err(not_implemented("np.genfromtxt(usemask=True) (masked arrays) is not supported by stridelab"));
    }
    let loose = match a.get("loose") {
        None => true,
        Some(v) => crate::ops::truthy(&v)?,
    };
    let user_conv: Vec<(Value, Value)> = match a.opt("converters") {
        None => vec![],
        Some(Value::Dict(d)) => d.borrow().iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
        Some(v) => {
            return Err(type_error(format!(
                "The input argument 'converter' should be a valid dictionary (got '{}' instead)",
                v.type_of().repr()
            )));
        }
    };
    let lines = text_lines(a, "genfromtxt", !user_conv.is_empty(), |t| {
        type_error(format!("fname must be a string, a filehandle, a sequence of strings,\nor an iterator of strings. Got {t} instead."))
    })?;
    for l in &lines {
        if !stridelab_engine::budget::charge(l.len() as u64 + 1) {
            return Ok(Value::None);
        }
    }
    // LineSplitter
    let comments: Option<String> = match a.get("comments") {
        None => Some("#".into()),
        Some(Value::None) => None,
        Some(Value::Str(s)) => Some(s.to_string()),
        Some(v) => return Err(type_error(format!("must be str or None, not {}", v.type_name()))),
    };
    enum Split {
        Delim(Option<String>),
        /// `int(delimiter)` columns a field; none at all when not positive
        Fixed(i128),
        Widths(Vec<usize>),
    }
    let split = match a.opt("delimiter") {
        None => Split::Delim(None),
        Some(Value::Str(s)) => Split::Delim(if s.is_empty() { None } else { Some(s.to_string()) }),
        Some(Value::Int(0)) | Some(Value::Bool(false)) => Split::Delim(None),
        Some(Value::Int(n)) => Split::Fixed(n),
        Some(v @ (Value::Tuple(_) | Value::List(_))) => {
            let mut w = Vec::new();
            for x in crate::ops::iterate(&v)? {
                match x {
                    Value::Int(n) if n >= 0 => w.push(n as usize),
                    other => return Err(not_implemented(format!("genfromtxt field widths of '{}' are not supported by stridelab", other.type_name()))),
                }
            }
            Split::Widths(w)
        }
        Some(v) => return Err(not_implemented(format!("genfromtxt(delimiter=<{}>) is not supported by stridelab", v.type_name()))),
    };
    let autostrip = as_bool(a.get("autostrip"))?;
    let split_line = |line: &str| -> Vec<String> {
        let mut line = line.to_string();
        if let Some(c) = &comments
            && let Some(i) = line.find(c.as_str())
        {
            line.truncate(i);
        }
        let fields: Vec<String> = match &split {
            Split::Delim(d) => {
                let t = line.trim_matches([' ', '\r', '\n']);
                if t.is_empty() {
                    return vec![];
                }
                match d {
                    None => t.split_whitespace().map(str::to_string).collect(),
                    Some(d) => t.split(d.as_str()).map(str::to_string).collect(),
                }
            }
            Split::Fixed(n) => {
                let t: Vec<char> = line.trim_matches(['\r', '\n']).chars().collect();
                if t.is_empty() || *n <= 0 {
                    return vec![];
                }
                t.chunks(usize::try_from(*n).unwrap_or(usize::MAX)).map(|c| c.iter().collect()).collect()
            }
            Split::Widths(w) => {
                if line.is_empty() {
                    return vec![];
                }
                let t: Vec<char> = line.chars().collect();
                let mut out = Vec::new();
                let mut at = 0;
                for n in w {
                    let lo = at.min(t.len());
                    let hi = (at + n).min(t.len());
                    out.push(t[lo..hi].iter().collect());
                    at += n;
                }
                out
            }
        };
        if autostrip { fields.into_iter().map(|f| f.trim().to_string()).collect() } else { fields }
    };
    let validator = Validator {
        exclude: {
            let mut e: Vec<String> = match a.opt("excludelist") {
                None => vec![],
                Some(v) => crate::ops::iterate(&v)?.iter().map(|x| str_of(interp, x)).collect::<PyResult<_>>()?,
            };
            e.extend(["return", "file", "print"].map(String::from));
            e
        },
        delete: {
            let mut d: Vec<char> = match a.opt("deletechars") {
                None => DEFAULT_DELETECHARS.chars().collect(),
                Some(Value::Str(s)) => s.chars().collect(),
                Some(v) => crate::ops::iterate(&v)?.iter().map(|x| str_of(interp, x)).collect::<PyResult<Vec<_>>>()?.concat().chars().collect(),
            };
            d.push('"');
            d
        },
        case: match a.get("case_sensitive") {
            None | Some(Value::Bool(true)) | Some(Value::None) => 0,
            Some(Value::Bool(false)) => 1,
            Some(Value::Str(s)) if s.starts_with('u') => 1,
            Some(Value::Str(s)) if s.starts_with('l') => -1,
            Some(v) => return Err(value_error(format!("unrecognized case_sensitive value {}.", str_of(interp, &v)?))),
        },
        replace_space: match a.get("replace_space") {
            None => "_".into(),
            Some(Value::Str(s)) => s.to_string(),
            Some(Value::None) => String::new(),
            Some(v) => str_of(interp, &v)?,
        },
    };
    let defaultfmt = match a.get("defaultfmt") {
        None => "f%i".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(v) => return Err(not_implemented(format!("genfromtxt(defaultfmt=<{}>) is not supported by stridelab", v.type_name()))),
    };
    let names_arg = a.opt("names");
    let names_true = matches!(names_arg, Some(Value::Bool(true)));
    let skip_header = nonneg_int(&a.get("skip_header").unwrap_or(Value::Int(0)), "skip_header")?;

    // the first line with values
    let mut it = lines.iter().skip(skip_header);
    let mut first_line = String::new();
    let mut first_values: Vec<String> = Vec::new();
    for l in it.by_ref() {
        let mut line = l.clone();
        if names_true && let Some(c) = &comments && line.contains(c.as_str()) {
            line = line.split(c.as_str()).skip(1).collect::<Vec<_>>().concat();
        }
        first_values = split_line(&line);
        first_line = line;
        if !first_values.is_empty() {
            break;
        }
    }
    if first_values.is_empty() {
        first_line.clear();
    }
    if names_true && first_values.is_empty() {
        return Err(PyErr::new(ExcKind::IndexError, "list index out of range"));
    }
    if names_true
        && let (Some(c), Some(f)) = (&comments, first_values.first())
        && c.contains(f.trim())
    {
        first_values.remove(0);
    }
    let mut usecols: Option<Vec<Value>> = match a.opt("usecols") {
        None => None,
        Some(Value::Str(s)) => Some(s.split(',').map(|x| Value::str(x.trim())).collect()),
        Some(v @ (Value::Int(_) | Value::Bool(_))) => Some(vec![v]),
        Some(v) => Some(crate::ops::iterate(&v)?),
    };
    let nbcols = match &usecols {
        Some(u) if !u.is_empty() => u.len(),
        _ => first_values.len(),
    };
    let mut names: Option<Vec<String>> = match &names_arg {
        _ if names_true => {
            let n: Vec<String> = first_values.iter().map(|s| s.trim().to_string()).collect();
            first_line.clear();
            Some(validator.validate(&n, "f%i", None)?)
        }
        Some(Value::Str(s)) => Some(validator.validate(&s.split(',').map(|x| x.trim().to_string()).collect::<Vec<_>>(), "f%i", None)?),
        Some(v) if crate::ops::truthy(v)? => {
            let n: Vec<String> = crate::ops::iterate(v)?.iter().map(|x| str_of(interp, x)).collect::<PyResult<_>>()?;
            Some(validator.validate(&n, "f%i", None)?)
        }
        _ => None,
    };
    // easy_dtype
    let dtype_arg = a.get("dtype").unwrap_or(Value::Type(TypeObj::Float));
    let mut target: Option<Target> = if dtype_arg.is_none() {
        None
    } else {
        Some(easy_dtype(interp, &dtype_arg, &names, &defaultfmt, &validator)?)
    };
    // usecols by name and from the end
    let mut cols: Option<Vec<i128>> = None;
    if let Some(u) = usecols.as_mut().filter(|u| !u.is_empty()) {
        let mut c = Vec::new();
        for x in u.iter() {
            c.push(match x {
                Value::Str(s) => match name_index(&names, s)? {
                    Some(i) => i as i128,
                    None => return Err(value_error(format!("'{s}' is not in list"))),
                },
                Value::Int(i) if *i < 0 => i + first_values.len() as i128,
                Value::Int(i) => *i,
                Value::Bool(b) => *b as i128,
                other => return Err(type_error(format!("list indices must be integers or slices, not {}", other.type_name()))),
            });
        }
        if let Some(Target::Struct(s)) = &target
            && s.fields.len() > nbcols
        {
            let mut fields = Vec::new();
            for &i in &c {
                let f = s.fields.get(i as usize).ok_or_else(|| PyErr::new(ExcKind::IndexError, "list index out of range"))?;
                fields.push((f.name.clone(), f.descr.clone()));
            }
            let st = Rc::new(Struct::packed(fields));
            names = Some(st.fields.iter().map(|f| f.name.clone()).collect());
            target = Some(Target::Struct(st));
        } else if let Some(n) = &names
            && n.len() > nbcols
        {
            let mut m = Vec::new();
            for &i in &c {
                m.push(n.get(i as usize).cloned().ok_or_else(|| PyErr::new(ExcKind::IndexError, "list index out of range"))?);
            }
            names = Some(m);
        }
        cols = Some(c);
    } else if let (Some(_), Some(t)) = (&names, &target) {
        names = t.names();
    }
    // missing values
    let mut missing: Vec<Vec<String>> = vec![vec![String::new()]; nbcols];
    match a.opt("missing_values") {
        None => {}
        Some(Value::Dict(d)) => {
            for (k, v) in d.borrow().iter() {
                let vals: Vec<String> = match v {
                    Value::List(_) | Value::Tuple(_) => crate::ops::iterate(v)?.iter().map(|x| str_of(interp, x)).collect::<PyResult<_>>()?,
                    other => vec![str_of(interp, other)?],
                };
                match dict_key(k, &names, &cols)? {
                    None => {}
                    Some(i128::MIN) => missing.iter_mut().for_each(|m| m.extend(vals.clone())),
                    Some(key) => match index_in(nbcols, key) {
                        Some(i) => missing[i].extend(vals),
                        None => return Err(PyErr::new(ExcKind::IndexError, "list index out of range")),
                    },
                }
            }
        }
        Some(v @ (Value::List(_) | Value::Tuple(_))) => {
            for (val, entry) in crate::ops::iterate(&v)?.iter().zip(missing.iter_mut()) {
                let s = str_of(interp, val)?;
                if !entry.contains(&s) {
                    entry.push(s);
                }
            }
        }
        Some(Value::Str(s)) => {
            let vals: Vec<String> = s.split(',').map(str::to_string).collect();
            missing.iter_mut().for_each(|m| m.extend(vals.clone()));
        }
        Some(v) => {
            let s = str_of(interp, &v)?;
            missing.iter_mut().for_each(|m| m.push(s.clone()));
        }
    }
    // filling values
    let mut filling: Vec<Option<Value>> = vec![None; nbcols];
    match a.opt("filling_values") {
        None => {}
        Some(Value::Dict(d)) => {
            for (k, v) in d.borrow().iter() {
                if let Some(key) = dict_key(k, &names, &cols)? {
                    match index_in(nbcols, key) {
                        Some(i) => filling[i] = Some(v.clone()),
                        None => return Err(PyErr::new(ExcKind::IndexError, "list assignment index out of range")),
                    }
                }
            }
        }
        Some(v @ (Value::List(_) | Value::Tuple(_))) => {
            for (i, x) in crate::ops::iterate(&v)?.into_iter().take(nbcols).enumerate() {
                filling[i] = Some(x);
            }
        }
        Some(v) => filling.iter_mut().for_each(|f| *f = Some(v.clone())),
    }
    // converters
    let text = matches!(target, Some(Target::Text(_)));
    let dtype_flat = match &target {
        Some(Target::Text(_)) => Some(vec![DType::Float64]),
        Some(t) => Some(t.flat()?),
        None => None,
    };
    let mut converters: Vec<Converter> = (0..nbcols)
        .map(|i| {
            let d = match &dtype_flat {
                None => DType::Bool,
                Some(f) if f.len() > 1 => f.get(i).copied().unwrap_or(DType::Float64),
                Some(f) => f[0],
            };
            Converter::locked(d, missing[i].clone(), filling[i].clone())
        })
        .collect();
    let mut user_cols: Vec<usize> = Vec::new();
    for (k, f) in &user_conv {
        let (j, i) = match k {
            Value::Str(s) => match name_index(&names, s)? {
                Some(j) => (j as i128, j as i128),
                None => continue,
            },
            Value::Int(j) => match &cols {
                Some(c) => match c.iter().position(|x| x == j) {
                    Some(p) => (*j, p as i128),
                    None => continue,
                },
                None => (*j, *j),
            },
            other => return Err(not_implemented(format!("genfromtxt converter keys of type '{}' are not supported by stridelab", other.type_name()))),
        };
        let Some(i) = index_in(nbcols, i) else {
            return Err(PyErr::new(ExcKind::IndexError, "list index out of range"));
        };
        let testing = if first_line.is_empty() { None } else { index_in(first_values.len(), j).map(|j| first_values[j].clone()) };
        let c = &mut converters[i];
        c.func = Func::User(f.clone());
        match &filling[i] {
            Some(fill) => {
                c.default = fill.clone();
                c.dtype = dtype_of_value(fill)?;
            }
            None => {
                let t = testing.unwrap_or_else(|| "1".into());
                c.dtype = match interp.call(f, vec![Value::str(&t)], vec![]) {
                    Ok(v) => dtype_of_value(&v)?,
                    Err(e) if matches!(e.kind, ExcKind::ValueError | ExcKind::TypeError) => DType::Float64,
                    Err(e) => return Err(e),
                };
            }
        }
        user_cols.push(i);
    }
    // the rows
    let mut rows: Vec<Vec<String>> = Vec::new();
    let mut invalid: Vec<(usize, usize)> = Vec::new();
    let all_lines = std::iter::once(&first_line).chain(it);
    for (i, line) in all_lines.enumerate() {
        let values = split_line(line);
        let nb = values.len();
        if nb == 0 {
            continue;
        }
        let values = match &cols {
            Some(c) => {
                let mut v = Vec::new();
                let mut bad = false;
                for &k in c {
                    match index_in(nb, k) {
                        Some(k) => v.push(values[k].clone()),
                        None => bad = true,
                    }
                }
                if bad {
                    invalid.push((i + skip_header + 1, nb));
                    continue;
                }
                v
            }
            None if nb != nbcols => {
                invalid.push((i + skip_header + 1, nb));
                continue;
            }
            None => values,
        };
        rows.push(values);
        if max_rows.is_some_and(|m| rows.len() == m) {
            break;
        }
    }
    if target.is_none() {
        for (i, conv) in converters.iter_mut().enumerate() {
            if matches!(conv.func, Func::User(_)) {
                conv.checked = true;
                continue;
            }
            let column: Vec<&str> = rows.iter().map(|r| r[i].as_str()).collect();
            let fill = filling[i].clone();
            conv.upgrade(interp, &column, &fill)?;
        }
    }
    let mut skip_footer = skip_footer;
    if !invalid.is_empty() {
        let nbrows = (rows.len() + invalid.len()) as i128 - skip_footer as i128;
        if skip_footer > 0 {
            let skipped = invalid.iter().filter(|x| x.0 as i128 > nbrows + skip_header as i128).count();
            invalid.truncate(invalid.len() - skipped);
            skip_footer -= skipped;
        }
        if !invalid.is_empty() {
            let mut msg = vec!["Some errors were detected !".to_string()];
            msg.extend(invalid.iter().map(|(l, nb)| format!("    Line #{l} (got {nb} columns instead of {nbcols})")));
            if crate::ops::truthy(&a.get("invalid_raise").unwrap_or(Value::Bool(true)))? {
                return Err(value_error(msg.join("\n")));
            }
        }
    }
    if skip_footer > 0 {
        rows.truncate(rows.len().saturating_sub(skip_footer));
    }
    // convert (a string dtype keeps each field as read)
    if text && !user_cols.is_empty() {
        return Err(not_implemented("genfromtxt converters with a string dtype are not supported by stridelab"));
    }
    let mut data: Vec<Vec<Value>> = Vec::with_capacity(rows.len());
    for r in rows.iter().filter(|_| text) {
        data.push(r.iter().map(|s| Value::str(s)).collect());
    }
    for r in rows.iter().filter(|_| !text) {
        let mut out = Vec::with_capacity(r.len());
        for (s, conv) in r.iter().zip(&converters) {
            out.push(if loose {
                conv.loose(interp, s)?
            } else {
                match conv.apply(interp, s)? {
                    Some(v) => v,
                    None if conv.missing.iter().any(|m| m == s.trim()) => conv.default.clone(),
                    None => return Err(value_error(format!("Cannot convert string '{s}'"))),
                }
            });
        }
        data.push(out);
    }
    // the output's dtype
    let out_target = match &target {
        None => {
            let types: Vec<DType> = converters.iter().map(|c| c.dtype).collect();
            match &names {
                None => {
                    let mut base: Vec<DType> = converters.iter().filter(|c| c.checked).map(|c| c.dtype).collect();
                    base.dedup();
                    base.sort_by_key(|d| d.name());
                    base.dedup();
                    if base.len() == 1 {
                        Target::Plain(base[0])
                    } else {
                        let fields: PyResult<Vec<(String, Descr)>> =
                            types.iter().enumerate().map(|(i, d)| Ok((fmt_i(&defaultfmt, i)?, Descr::Plain(*d)))).collect();
                        Target::Struct(Rc::new(Struct::packed(fields?)))
                    }
                }
                Some(n) => Target::Struct(Rc::new(Struct::packed(n.iter().cloned().zip(types.iter().map(|d| Descr::Plain(*d))).collect()))),
            }
        }
        Some(Target::Struct(s)) => {
            let s = match &names {
                Some(n) if !n.is_empty() => renamed(s, n),
                _ => s.clone(),
            };
            Target::Struct(s)
        }
        Some(t @ Target::Text(_)) => t.clone(),
        Some(Target::Plain(d)) => {
            let mut t = Target::Plain(*d);
            if !user_cols.is_empty() {
                let homogeneous = user_cols.iter().all(|&i| converters[i].dtype == *d);
                if !homogeneous {
                    let descr: Vec<DType> = (0..nbcols).map(|i| if user_cols.contains(&i) { converters[i].dtype } else { *d }).collect();
                    t = if descr.len() > 1 {
                        Target::Struct(Rc::new(Struct::packed(descr.iter().enumerate().map(|(i, d)| (format!("f{i}"), Descr::Plain(*d))).collect())))
                    } else {
                        Target::Plain(descr[0])
                    };
                }
            }
            t
        }
    };
    let arr = build_ndmin(interp, data, &out_target, ndmin)?;
    if let Some(u) = a.get("unpack")
        && crate::ops::truthy(&u)?
    {
        return match out_target.names() {
            None => call(interp, "numpy.transpose", vec![arr], vec![]),
            Some(n) if n.len() == 1 => crate::index::get_item(interp, &arr, &Value::str(&n[0])),
            Some(_) => unpack(interp, arr, &out_target),
        };
    }
    Ok(arr)
}

/// `_iotools.easy_dtype`: a dtype, or a sequence of formats, named by `names` (padded with
/// `defaultfmt`).
fn easy_dtype(interp: &mut Interp, v: &Value, names: &Option<Vec<String>>, defaultfmt: &str, validator: &Validator) -> PyResult<Target> {
    // a sequence of formats (not of (name, format) pairs) is what np.dtype refuses
    let formats: Option<Vec<Value>> = match v {
        Value::Tuple(_) | Value::List(_) => {
            let items = crate::ops::iterate(v)?;
            (!items.is_empty() && items.iter().all(|x| !matches!(x, Value::Tuple(_) | Value::List(_)))).then_some(items)
        }
        _ => None,
    };
    if let Some(formats) = formats {
        let n = formats.len();
        let given = names.clone().unwrap_or_else(|| vec![String::new(); n]);
        let names = validator.validate(&given, defaultfmt, Some(n))?;
        let mut fields = Vec::new();
        for (name, f) in names.into_iter().zip(formats) {
            let d = match target_of(interp, &f)? {
                Target::Plain(d) => Descr::Plain(d),
                Target::Struct(s) => Descr::Struct(s),
                Target::Text(_) => return Err(not_implemented("text fields in genfromtxt's dtype sequences are not supported by stridelab")),
            };
            fields.push((name, d));
        }
        return Ok(Target::Struct(Rc::new(Struct::packed(fields))));
    }
    let t = target_of(interp, v)?;
    Ok(match (t, names) {
        (Target::Text(_), Some(_)) => {
            return Err(not_implemented("genfromtxt with names and a string dtype is not supported by stridelab"));
        }
        (Target::Plain(d), Some(n)) => {
            let n = validator.validate(n, defaultfmt, None)?;
            Target::Struct(Rc::new(Struct::packed(n.into_iter().map(|n| (n, Descr::Plain(d))).collect())))
        }
        (Target::Struct(s), Some(n)) => {
            let n = validator.validate(n, defaultfmt, Some(s.fields.len()))?;
            Target::Struct(renamed(&s, &n))
        }
        (Target::Struct(s), None) => {
            let current: Vec<String> = s.fields.iter().map(|f| f.name.clone()).collect();
            let numbered: Vec<String> = (0..current.len()).map(|i| format!("f{i}")).collect();
            let n = if current == numbered && defaultfmt != "f%i" {
                validator.validate(&vec![String::new(); current.len()], defaultfmt, None)?
            } else {
                validator.validate(&current, defaultfmt, None)?
            };
            Target::Struct(renamed(&s, &n))
        }
        (t, None) => t,
    })
}
