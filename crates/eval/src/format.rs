//! Python string formatting: f-string / `format()` specs, `str.format`, and `%`.

use super::convert::scalar_to_py;
use super::interp::Interp;
use super::value::Value;
use stridelab_display::arrayprint::PrintOptions;
use stridelab_display::floatfmt::py_float_repr;
use stridelab_engine::error::{ExcKind, PyErr, PyResult, type_error, value_error};

/// `repr(v)` as Python code sees it: a value nested too deep to print is a RecursionError.
pub fn repr_text(v: &Value, opts: &PrintOptions) -> PyResult<String> {
    crate::repr::checked_repr(v, opts).map_err(|m| PyErr::new(ExcKind::RecursionError, m))
}

/// `str(v)`, checked as [`repr_text`].
pub fn str_text(v: &Value, opts: &PrintOptions) -> PyResult<String> {
    crate::repr::checked_str(v, opts).map_err(|m| PyErr::new(ExcKind::RecursionError, m))
}

struct Spec {
    fill: char,
    align: Option<char>,
    sign: char,
    alt: bool,
    zero: bool,
    width: usize,
    grouping: Option<char>,
    precision: Option<usize>,
    ty: Option<char>,
}

fn parse_spec(s: &str) -> PyResult<Spec> {
    let c: Vec<char> = s.chars().collect();
    let mut i = 0;
    let mut sp = Spec { fill: ' ', align: None, sign: '-', alt: false, zero: false, width: 0, grouping: None, precision: None, ty: None };
    let is_align = |ch: char| matches!(ch, '<' | '>' | '^' | '=');
    if c.len() >= 2 && is_align(c[1]) {
        sp.fill = c[0];
        sp.align = Some(c[1]);
        i = 2;
    } else if !c.is_empty() && is_align(c[0]) {
        sp.align = Some(c[0]);
        i = 1;
    }
    if i < c.len() && matches!(c[i], '+' | '-' | ' ') {
        sp.sign = c[i];
        i += 1;
    }
    if i < c.len() && c[i] == '#' {
        sp.alt = true;
        i += 1;
    }
    if i < c.len() && c[i] == '0' {
        sp.zero = true;
        i += 1;
    }
    let start = i;
    while i < c.len() && c[i].is_ascii_digit() {
        i += 1;
    }
    if i > start {
        sp.width = c[start..i].iter().collect::<String>().parse().unwrap_or(0).min(10_000);
    }
    if i < c.len() && matches!(c[i], ',' | '_') {
        sp.grouping = Some(c[i]);
        i += 1;
    }
    if i < c.len() && c[i] == '.' {
        i += 1;
        let st = i;
        while i < c.len() && c[i].is_ascii_digit() {
            i += 1;
        }
        sp.precision = Some(c[st..i].iter().collect::<String>().parse().unwrap_or(0).min(1000));
    }
    if i < c.len() {
        sp.ty = Some(c[i]);
        i += 1;
    }
    if i != c.len() {
        return Err(value_error("Invalid format specifier"));
    }
    Ok(sp)
}

fn group(int_part: &str, sep: char) -> String {
    let digits: Vec<char> = int_part.chars().collect();
    let mut out = String::new();
    for (k, ch) in digits.iter().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            out.push(sep);
        }
        out.push(*ch);
    }
    out
}

fn pad(body: String, sign: &str, sp: &Spec, numeric: bool) -> String {
    let len = body.chars().count() + sign.len();
    if len >= sp.width {
        return format!("{}{}", sign, body);
    }
    let n = sp.width - len;
    let (fill, align) = if sp.zero && sp.align.is_none() && numeric { ('0', '=') } else { (sp.fill, sp.align.unwrap_or(if numeric { '>' } else { '<' })) };
    let f = |k: usize| fill.to_string().repeat(k);
    match align {
        '<' => format!("{}{}{}", sign, body, f(n)),
        '^' => format!("{}{}{}{}", f(n / 2), sign, body, f(n - n / 2)),
        '=' => format!("{}{}{}", sign, f(n), body),
        _ => format!("{}{}{}", f(n), sign, body),
    }
}

/// Python's general ('g') formatting.
fn fmt_g(x: f64, prec: usize, alt: bool) -> String {
    let p = prec.max(1);
    if x == 0.0 {
        return if alt { format!("{:.*}", p - 1, 0.0) } else { "0".into() };
    }
    let e = format!("{:.*e}", p - 1, x);
    let exp: i32 = e.split('e').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let mut s = if exp < -4 || exp >= p as i32 {
        let (m, ex) = e.split_once('e').unwrap_or((&e, "0"));
        let m = if alt { m.to_string() } else { trim_zeros(m) };
        let exn: i32 = ex.parse().unwrap_or(0);
        format!("{}e{}{:02}", m, if exn < 0 { '-' } else { '+' }, exn.abs())
    } else {
        let f = format!("{:.*}", (p as i32 - 1 - exp).max(0) as usize, x);
        if alt { f } else { trim_zeros(&f) }
    };
    if s.starts_with('-') {
        s = s.to_string();
    }
    s
}

fn trim_zeros(s: &str) -> String {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s.to_string()
    }
}

fn fmt_exp(x: f64, prec: usize) -> String {
    let e = format!("{:.*e}", prec, x);
    let (m, ex) = e.split_once('e').unwrap_or((&e, "0"));
    let exn: i32 = ex.parse().unwrap_or(0);
    format!("{}e{}{:02}", m, if exn < 0 { '-' } else { '+' }, exn.abs())
}

fn format_float(x: f64, sp: &Spec) -> PyResult<String> {
    let neg = x.is_sign_negative() && !x.is_nan();
    let a = x.abs();
    let body = if !a.is_finite() {
        if a.is_nan() { "nan".to_string() } else { "inf".to_string() }
    } else {
        match sp.ty {
            Some('f') | Some('F') => format!("{:.*}", sp.precision.unwrap_or(6), a),
            Some('e') | Some('E') => fmt_exp(a, sp.precision.unwrap_or(6)),
            Some('g') | Some('G') => fmt_g(a, sp.precision.unwrap_or(6), sp.alt),
            Some('%') => format!("{:.*}%", sp.precision.unwrap_or(6), a * 100.0),
            None => match sp.precision {
                Some(p) => {
                    let g = fmt_g(a, p, sp.alt);
                    if g.contains('.') || g.contains('e') || g.contains("inf") || g.contains("nan") { g } else { g + ".0" }
                }
                None => py_float_repr(a),
            },
            Some(t) => return Err(value_error(format!("Unknown format code '{}' for object of type 'float'", t))),
        }
    };
    let body = match sp.grouping {
        Some(g) => {
            let (ip, rest) = match body.find(|c: char| !c.is_ascii_digit()) {
                Some(k) => (&body[..k], &body[k..]),
                None => (&body[..], ""),
            };
            format!("{}{}", group(ip, g), rest)
        }
        None => body,
    };
    let sign = if neg { "-" } else if sp.sign == '+' { "+" } else if sp.sign == ' ' { " " } else { "" };
    Ok(pad(body, sign, sp, true))
}

fn format_int(i: i128, sp: &Spec) -> PyResult<String> {
    let a = i.unsigned_abs();
    let body = match sp.ty {
        None | Some('d') | Some('n') => a.to_string(),
        Some('x') => format!("{}{:x}", if sp.alt { "0x" } else { "" }, a),
        Some('X') => format!("{}{:X}", if sp.alt { "0X" } else { "" }, a),
        Some('b') => format!("{}{:b}", if sp.alt { "0b" } else { "" }, a),
        Some('o') => format!("{}{:o}", if sp.alt { "0o" } else { "" }, a),
        Some('f' | 'F' | 'e' | 'E' | 'g' | 'G' | '%') => return format_float(i as f64, sp),
        Some('c') => char::from_u32(a as u32).map(|c| c.to_string()).unwrap_or_default(),
        Some(t) => return Err(value_error(format!("Unknown format code '{}' for object of type 'int'", t))),
    };
    let body = match sp.grouping {
        Some(g) if sp.ty.is_none() || sp.ty == Some('d') => group(&body, g),
        _ => body,
    };
    let sign = if i < 0 { "-" } else if sp.sign == '+' { "+" } else if sp.sign == ' ' { " " } else { "" };
    Ok(pad(body, sign, sp, true))
}

/// `format(v, spec)`, the `{v:spec}` of an f-string.
pub fn format_value(v: &Value, spec: &str, opts: &PrintOptions) -> PyResult<String> {
    let sp = parse_spec(spec)?;
    match v {
        Value::Bool(b) if sp.ty.is_none() => Ok(pad(if *b { "True" } else { "False" }.into(), "", &sp, false)),
        Value::Int(i) => format_int(*i, &sp),
        Value::Bool(b) => format_int(*b as i128, &sp),
        Value::Float(f) => format_float(*f, &sp),
        Value::Scalar(_, s) => format_value(&scalar_to_py(*s), spec, opts),
        Value::Str(s) => match sp.ty {
            None | Some('s') => {
                let body: String = match sp.precision {
                    Some(p) => s.chars().take(p).collect(),
                    None => s.to_string(),
                };
                Ok(pad(body, "", &sp, false))
            }
            Some(t) => Err(value_error(format!("Unknown format code '{}' for object of type 'str'", t))),
        },
        Value::Array(_) => Err(type_error("unsupported format string passed to numpy.ndarray.__format__")),
        other => {
            if spec.is_empty() {
                str_text(other, opts)
            } else {
                Err(type_error(format!("unsupported format string passed to {}.__format__", other.type_name())))
            }
        }
    }
}

/// `"...{}...".format(args)` with positional fields, `{0}`, `{!r}` and `{:spec}`.
pub fn str_format(interp: &mut Interp, s: &str, args: &[Value]) -> PyResult<Value> {
    let mut out = String::new();
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    let mut auto = 0usize;
    while i < chars.len() {
        let c = chars[i];
        if c == '{' {
            if chars.get(i + 1) == Some(&'{') {
                out.push('{');
                i += 2;
                continue;
            }
            let end = chars[i..].iter().position(|&x| x == '}').map(|p| p + i).ok_or_else(|| value_error("Single '{' encountered in format string"))?;
            let field: String = chars[i + 1..end].iter().collect();
            let (name_conv, spec) = match field.split_once(':') {
                Some((a, b)) => (a.to_string(), b.to_string()),
                None => (field.clone(), String::new()),
            };
            let (name, conv) = match name_conv.split_once('!') {
                Some((a, b)) => (a.to_string(), b.chars().next()),
                None => (name_conv, None),
            };
            let idx = if name.is_empty() {
                auto += 1;
                auto - 1
            } else {
                name.parse::<usize>().map_err(|_| type_error("stridelab supports only positional format fields"))?
            };
            let v = args.get(idx).ok_or_else(|| stridelab_engine::error::index_error(format!("Replacement index {} out of range for positional args tuple", idx)))?;
            let text = match conv {
                Some('r') => repr_text(v, &interp.print_opts)?,
                Some(_) => str_text(v, &interp.print_opts)?,
                None => format_value(v, &spec, &interp.print_opts)?,
            };
            out.push_str(&text);
            i = end + 1;
        } else if c == '}' {
            if chars.get(i + 1) == Some(&'}') {
                i += 1;
            }
            out.push('}');
            i += 1;
        } else {
            out.push(c);
            i += 1;
        }
    }
    Ok(Value::str(&out))
}

/// `"%d items" % n` (the common conversions).
pub fn percent_format(fmt: &Value, args: &Value) -> PyResult<Value> {
    let Value::Str(f) = fmt else { return Err(type_error("not a string")) };
    let items = match args {
        Value::Tuple(t) => t.as_ref().clone(),
        other => vec![other.clone()],
    };
    let opts = PrintOptions::default();
    let chars: Vec<char> = f.chars().collect();
    let mut out = String::new();
    let mut k = 0;
    let mut i = 0;
    while i < chars.len() {
        if chars[i] != '%' {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        let st = i + 1;
        let mut j = st;
        while j < chars.len() && !chars[j].is_ascii_alphabetic() && chars[j] != '%' {
            j += 1;
        }
        if j >= chars.len() {
            return Err(value_error("incomplete format"));
        }
        let ty = chars[j];
        if ty == '%' {
            out.push('%');
            i = j + 1;
            continue;
        }
        let flags: String = chars[st..j].iter().collect();
        let v = items.get(k).ok_or_else(|| type_error("not enough arguments for format string"))?;
        k += 1;
        let spec = format!("{}{}", flags.replace('-', "<"), match ty {
            's' | 'r' => "",
            'i' | 'u' => "d",
            _ => "",
        });
        let text = match ty {
            's' => pad_simple(&str_text(v, &opts)?, &flags),
            'r' => pad_simple(&repr_text(v, &opts)?, &flags),
            'd' | 'i' | 'u' => {
                let iv = match v {
                    Value::Float(x) => Value::Int(x.trunc() as i128),
                    o => o.clone(),
                };
                format_value(&iv, &format!("{}d", flags.replace('-', "<")), &opts)?
            }
            'f' | 'e' | 'g' | 'x' | 'o' | 'F' | 'E' | 'G' | 'X' => {
                let fv = match v {
                    Value::Int(x) if matches!(ty, 'f' | 'e' | 'g' | 'F' | 'E' | 'G') => Value::Float(*x as f64),
                    o => o.clone(),
                };
                format_value(&fv, &format!("{}{}", flags.replace('-', "<"), ty), &opts)?
            }
            _ => return Err(value_error(format!("unsupported format character '{}'", ty))),
        };
        let _ = spec;
        out.push_str(&text);
        i = j + 1;
    }
    if k < items.len() {
        return Err(type_error("not all arguments converted during string formatting"));
    }
    Ok(Value::str(&out))
}

fn pad_simple(s: &str, flags: &str) -> String {
    let left = flags.starts_with('-');
    let w: usize = flags.trim_start_matches('-').parse().unwrap_or(0);
    let n = s.chars().count();
    if n >= w {
        s.to_string()
    } else if left {
        format!("{}{}", s, " ".repeat(w - n))
    } else {
        format!("{}{}", " ".repeat(w - n), s)
    }
}
