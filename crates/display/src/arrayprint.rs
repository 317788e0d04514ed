//! `repr` and `str` of arrays and NumPy scalars, byte for byte as NumPy 2.4 prints them.
//!
//! Follows numpy/_core/arrayprint.py: `_array_repr_implementation` / `_array_str_implementation`
//! (prefix, `shape=`/`dtype=` extras and where they go), `array2string` / `_formatArray`
//! (line wrapping, summarization with `...`, blank lines between blocks), `_leading_trailing`
//! (which elements the formatters measure), and the element formatters `FloatingFormat`,
//! `IntegerFormat` and `BoolFormat`. Scalars follow scalartypes.c (`np.float64(0.5)`,
//! `np.True_`). Float digits come from `super::floatfmt`.

use super::floatfmt::{FloatFmt, Trim, Width, complex_part_str, format_positional, format_scientific, numpy_float_str};
use stridelab_engine::dtype::{DType, Kind, Scalar};

mod custom;
pub use custom::{custom_array_repr, custom_array_str, custom_shown};
mod structured;
mod text;
pub use structured::{Column, struct_array_repr, struct_array_str, void_scalar_str};
pub use text::{text_array_repr, text_array_str};
mod masked;
pub use masked::{array2string_with, object_array2string};
mod timelike;
pub use timelike::{TimeElems, time_array_repr, time_array_str};

/// NumPy's `floatmode` print option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatMode {
    Fixed,
    Unique,
    MaxPrec,
    MaxPrecEqual,
}

/// The print options stridelab supports (`np.set_printoptions`).
#[derive(Clone, Debug, PartialEq)]
pub struct PrintOptions {
    pub precision: usize,
    pub threshold: usize,
    pub edgeitems: usize,
    pub linewidth: usize,
    pub suppress: bool,
    /// '-', '+' or ' '.
    pub sign: char,
    pub floatmode: FloatMode,
    /// How a NaN and an infinity print in arrays (`nanstr=`, `infstr=`); scalars keep 'nan'.
    pub nanstr: String,
    pub infstr: String,
    /// `formatter=`: 0 for none, else the interpreter's key for the user's dict of
    /// callables (the display crate cannot call them; the interpreter formats with them).
    pub formatter_key: usize,
}

impl Default for PrintOptions {
    /// `np.get_printoptions()` on a fresh NumPy.
    fn default() -> Self {
        PrintOptions {
            precision: 8,
            threshold: 1000,
            edgeitems: 3,
            linewidth: 75,
            suppress: false,
            sign: '-',
            floatmode: FloatMode::MaxPrec,
            nanstr: "nan".into(),
            infstr: "inf".into(),
            formatter_key: 0,
        }
    }
}

/// One element value normalized to its dtype's family.
#[derive(Clone, Copy, Debug)]
enum Val {
    B(bool),
    I(i128),
    F(f64),
    /// Real and imaginary parts, each narrowed to the part type.
    C(f64, f64),
}

fn norm(dtype: DType, v: Scalar) -> Val {
    match dtype.kind() {
        Kind::Bool => Val::B(v.as_bool()),
        Kind::Int => Val::I(match v {
            Scalar::UInt(u) => u as i64 as i128,
            other => other.as_i64_wrapping() as i128,
        }),
        Kind::UInt => Val::I(match v {
            Scalar::Int(i) => i as u64 as i128,
            other => other.as_u64_wrapping() as i128,
        }),
        Kind::Float => {
            let f = v.as_f64();
            Val::F(Width::of(dtype).narrow(f))
        }
        Kind::Complex => {
            let (re, im) = v.as_complex();
            let w = Width::of(dtype.part());
            Val::C(w.narrow(re), w.narrow(im))
        }
    }
}

/// Decimal text of an integer with an explicit sign policy, as Python's `format(x, '+d')`.
fn int_text(x: i128, sign: char) -> String {
    if x < 0 {
        format!("-{}", x.unsigned_abs())
    } else if sign == '+' || sign == ' ' {
        format!("{}{}", sign, x)
    } else {
        x.to_string()
    }
}

/// FloatingFormat's state after `fillFormat`.
#[derive(Clone, Debug)]
struct FloatFormatter {
    w: Width,
    exp_format: bool,
    fmt: FloatFmt,
    pad_left: usize,
    pad_right: usize,
    /// '+' prints a sign on nan/inf too.
    plus: bool,
    /// The `nanstr` and `infstr` print options (boxed: the formatter is kept small).
    nonfinite: Box<[String; 2]>,
}

impl FloatFormatter {
    fn new(data: &[f64], w: Width, opts: &PrintOptions) -> FloatFormatter {
        let precision = match opts.floatmode {
            FloatMode::Unique => None,
            _ => Some(opts.precision),
        };
        let plus = opts.sign == '+';
        let finite: Vec<f64> = data.iter().copied().filter(|x| x.is_finite()).collect();
        // Scientific notation is chosen from the finite non-zero magnitudes; float32 compares
        // in float32 (NEP 50 makes the Python float cutoffs weak), with cutoff 10**min(8, 6);
        // float16 likewise in float16, with cutoff 10**3 and 0.0001 rounded to float16.
        let mut exp_format = false;
        let nz: Vec<f64> = finite
            .iter()
            .map(|x| x.abs())
            .filter(|&x| x != 0.0)
            .collect();
        if !nz.is_empty() {
            let max = nz.iter().copied().fold(f64::MIN, f64::max);
            let min = nz.iter().copied().fold(f64::MAX, f64::min);
            exp_format = if w == Width::Half {
                let h = |x: f64| Width::Half.narrow(x);
                let ratio = h(((max as f32) / (min as f32)) as f64);
                max >= 1e3 || (!opts.suppress && (min < h(0.0001) || ratio > 1000.0))
            } else if w == Width::Single {
                let (max, min) = (max as f32, min as f32);
                max >= 1e6f32 || (!opts.suppress && (min < 0.0001f32 || max / min > 1000f32))
            } else {
                max >= 1e8 || (!opts.suppress && (min < 0.0001 || max / min > 1000.0))
            };
        }
        let mut fmt = FloatFmt {
            precision,
            sign: plus,
            ..FloatFmt::default()
        };
        let (mut pad_left, pad_right);
        if finite.is_empty() {
            pad_left = 0;
            pad_right = 0;
            fmt.trim = Trim::Dot;
            fmt.exp_digits = None;
            fmt.unique = true;
            fmt.min_digits = None;
        } else if exp_format {
            let fixed = opts.floatmode == FloatMode::Fixed;
            let first = FloatFmt {
                precision,
                unique: !fixed,
                trim: if fixed { Trim::Keep } else { Trim::Dot },
                sign: plus,
                ..FloatFmt::default()
            };
            let (mut max_int, mut max_frac, mut max_exp) = (0usize, 0usize, 0usize);
            for &x in &finite {
                let s = format_scientific(x, w, &first);
                let (mant, exp) = s.split_once('e').unwrap_or((&s, ""));
                let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
                max_int = max_int.max(int.len());
                max_frac = max_frac.max(frac.len());
                max_exp = max_exp.max(exp.len());
            }
            let exp_size = max_exp.saturating_sub(1);
            fmt.trim = Trim::Keep;
            fmt.precision = Some(max_frac);
            fmt.min_digits = Some(max_frac);
            fmt.unique = !fixed;
            fmt.exp_digits = Some(exp_size);
            pad_left = max_int;
            pad_right = exp_size + 2 + max_frac;
        } else {
            let fixed = opts.floatmode == FloatMode::Fixed;
            let first = FloatFmt {
                precision,
                unique: !fixed,
                trim: if fixed { Trim::Keep } else { Trim::Dot },
                sign: plus,
                ..FloatFmt::default()
            };
            let (mut max_int, mut max_frac) = (0usize, 0usize);
            for &x in &finite {
                let s = format_positional(x, w, &first);
                let (int, frac) = s.split_once('.').unwrap_or((&s, ""));
                max_int = max_int.max(int.len());
                max_frac = max_frac.max(frac.len());
            }
            pad_left = max_int;
            pad_right = max_frac;
            fmt.unique = !fixed;
            if matches!(opts.floatmode, FloatMode::Fixed | FloatMode::MaxPrecEqual) {
                fmt.precision = Some(max_frac);
                fmt.min_digits = Some(max_frac);
                fmt.trim = Trim::Keep;
            } else {
                fmt.trim = Trim::Dot;
                fmt.min_digits = Some(0);
            }
        }
        // sign=' ' reserves a column for the sign when no value is negative.
        if opts.sign == ' ' && !finite.iter().any(|x| x.is_sign_negative()) {
            pad_left += 1;
        }
        if finite.len() != data.len() {
            let neginf = opts.sign != '-' || data.contains(&f64::NEG_INFINITY);
            let offset = pad_right as i64 + 1;
            let nan_need = opts.nanstr.chars().count() as i64 - offset;
            let inf_need = opts.infstr.chars().count() as i64 + neginf as i64 - offset;
            pad_left = (pad_left as i64).max(nan_need).max(inf_need).max(0) as usize;
        }
        fmt.pad_left = Some(pad_left);
        if !exp_format {
            fmt.pad_right = Some(pad_right);
        }
        FloatFormatter {
            w,
            exp_format,
            fmt,
            pad_left,
            pad_right,
            plus,
            nonfinite: Box::new([opts.nanstr.clone(), opts.infstr.clone()]),
        }
    }

    fn format(&self, x: f64) -> String {
        if !x.is_finite() {
            // FloatingFormat.__call__: the sign, then the print option's text
            let sign = if x < 0.0 && !x.is_nan() { "-" } else if self.plus { "+" } else { "" };
            let ret = format!("{sign}{}", &self.nonfinite[usize::from(!x.is_nan())]);
            let width = self.pad_left + self.pad_right + 1;
            return format!("{}{}", " ".repeat(width.saturating_sub(ret.chars().count())), ret);
        }
        if self.exp_format {
            format_scientific(x, self.w, &self.fmt)
        } else {
            format_positional(x, self.w, &self.fmt)
        }
    }
}

/// The element formatter `_get_format_function` picks.
enum Formatter {
    Bool { truestr: &'static str },
    Int { width: usize, sign: char },
    Float(FloatFormatter),
    /// `ComplexFloatingFormat`: the parts formatted apart, the imaginary one always signed
    /// (boxed, so that a formatter stays the size of one float formatter).
    Complex(Box<(FloatFormatter, FloatFormatter)>),
}

impl Formatter {
    fn new(dtype: DType, data: &[Val], zero_d: bool, opts: &PrintOptions) -> Formatter {
        match dtype.kind() {
            // BoolFormat pads True to False's width in every non-0-d array.
            Kind::Bool => Formatter::Bool {
                truestr: if zero_d { "True" } else { " True" },
            },
            Kind::Int | Kind::UInt => {
                let ints = data
                    .iter()
                    .filter_map(|v| if let Val::I(i) = v { Some(*i) } else { None });
                let (mut max, mut min) = (None::<i128>, None::<i128>);
                for i in ints {
                    max = Some(max.map_or(i, |m| m.max(i)));
                    min = Some(min.map_or(i, |m| m.min(i)));
                }
                let mut sign = opts.sign;
                let width = match (max, min) {
                    (Some(max), Some(min)) => {
                        let mut max_len = max.to_string().len();
                        if sign == ' ' && min < 0 {
                            sign = '-';
                        }
                        if max >= 0 && (sign == '+' || sign == ' ') {
                            max_len += 1;
                        }
                        max_len.max(min.to_string().len())
                    }
                    _ => 0,
                };
                Formatter::Int { width, sign }
            }
            Kind::Float => {
                let fs: Vec<f64> = data
                    .iter()
                    .filter_map(|v| if let Val::F(f) = v { Some(*f) } else { None })
                    .collect();
                Formatter::Float(FloatFormatter::new(&fs, Width::of(dtype), opts))
            }
            Kind::Complex => {
                let (re, im): (Vec<f64>, Vec<f64>) =
                    data.iter().filter_map(|v| if let Val::C(r, i) = v { Some((*r, *i)) } else { None }).unzip();
                let w = Width::of(dtype.part());
                let signed = PrintOptions { sign: '+', ..opts.clone() };
                Formatter::Complex(Box::new((FloatFormatter::new(&re, w, opts), FloatFormatter::new(&im, w, &signed))))
            }
        }
    }

    fn format(&self, v: Val) -> String {
        match (self, v) {
            (Formatter::Bool { truestr }, Val::B(b)) => {
                if b {
                    truestr.to_string()
                } else {
                    "False".to_string()
                }
            }
            (Formatter::Int { width, sign }, Val::I(i)) => {
                let s = int_text(i, *sign);
                format!("{:>width$}", s, width = *width)
            }
            (Formatter::Float(f), Val::F(x)) => f.format(x),
            (Formatter::Complex(parts), Val::C(r, i)) => {
                let (fr, fi) = &**parts;
                // the 'j' goes before the imaginary part's padding
                let i = fi.format(i);
                let sp = i.trim_end().len();
                format!("{}{}j{}", fr.format(r), &i[..sp], &i[sp..])
            }
            // Values are normalized to the dtype's family, so these never mix.
            (_, Val::B(b)) => b.to_string(),
            (_, Val::I(i)) => i.to_string(),
            (_, Val::F(x)) => x.to_string(),
            (_, Val::C(r, i)) => format!("{r}{i:+}j"),
        }
    }
}

/// Python's tuple repr of a shape: `()`, `(3,)`, `(0, 3)`.
fn shape_repr(shape: &[usize]) -> String {
    match shape {
        [] => "()".to_string(),
        [n] => format!("({},)", n),
        _ => format!(
            "({})",
            shape
                .iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// The number of elements (saturating), as the printer counts them.
pub fn size_of(shape: &[usize]) -> usize {
    shape
        .iter()
        .try_fold(1usize, |acc, &n| acc.checked_mul(n))
        .unwrap_or(usize::MAX)
}

/// Flat C-order indices of the elements `_leading_trailing` keeps: along each axis longer than
/// 2*edgeitems, the first and last `edgeitems` (with edgeitems == 0, `a[-0:]` keeps the whole axis).
fn kept_indices(shape: &[usize], edge: usize) -> Vec<usize> {
    let mut out = vec![0usize];
    for &n in shape {
        let along: Vec<usize> = if n > edge.saturating_mul(2) {
            if edge == 0 {
                (0..n).collect()
            } else {
                (0..edge).chain(n - edge..n).collect()
            }
        } else {
            (0..n).collect()
        };
        let mut next = Vec::with_capacity(out.len() * along.len());
        for &base in &out {
            for &i in &along {
                next.push(base * n + i);
            }
        }
        out = next;
    }
    out
}

struct Ctx<'a> {
    shape: &'a [usize],
    /// The formatted element at a flat C-order index.
    elem: &'a dyn Fn(usize) -> String,
    separator: &'a str,
    edge: usize,
    summarize: bool,
}

/// `_extendLine`: wrap before `word` when it would pass `width`, unless the line holds only
/// its indent.
fn extend_line(s: &mut String, line: &mut String, word: &str, width: i64, indent: &str) {
    let mut wrap = (line.len() + word.len()) as i64 > width;
    if line.len() <= indent.len() {
        wrap = false;
    }
    if wrap {
        s.push_str(line.trim_end());
        s.push('\n');
        *line = indent.to_string();
    }
    line.push_str(word);
}

impl Ctx<'_> {
    fn element(&self, index: &[usize]) -> String {
        let mut flat = 0usize;
        for (&i, &n) in index.iter().zip(self.shape) {
            flat = flat * n + i;
        }
        (self.elem)(flat)
    }

    /// `_formatArray`'s `recurser`.
    fn recurse(&self, index: &mut Vec<usize>, indent: &str, width: i64) -> String {
        let axis = index.len();
        let left = self.shape.len() - axis;
        if left == 0 {
            return self.element(index);
        }
        let next_indent = format!("{indent} ");
        let next_width = width - 1;
        let n = self.shape[axis];
        let show_summary = self.summarize && self.edge.saturating_mul(2) < n;
        let (leading, trailing) = if show_summary {
            (self.edge, self.edge)
        } else {
            (0, n)
        };
        // Positions printed: leading ones, then (after '...') the last `trailing` ones.
        let tail: Vec<usize> = (1..=trailing).rev().map(|i| n - i).collect();
        let mut s = String::new();
        if left == 1 {
            let sep_width = self.separator.trim_end().len().max(1) as i64;
            let elem_width = width - sep_width;
            let mut line = indent.to_string();
            for i in 0..leading {
                index.push(i);
                let word = self.recurse(index, &next_indent, next_width);
                index.pop();
                extend_line(&mut s, &mut line, &word, elem_width, indent);
                line.push_str(self.separator);
            }
            if show_summary {
                extend_line(&mut s, &mut line, "...", elem_width, indent);
                line.push_str(self.separator);
            }
            for (k, &i) in tail.iter().enumerate() {
                index.push(i);
                let word = self.recurse(index, &next_indent, next_width);
                index.pop();
                extend_line(&mut s, &mut line, &word, elem_width, indent);
                if k + 1 < tail.len() {
                    line.push_str(self.separator);
                }
            }
            if tail.is_empty() {
                // edgeitems == 0: NumPy still prints a[-1] after the '...'.
                index.push(n - 1);
                let word = self.recurse(index, &next_indent, next_width);
                index.pop();
                extend_line(&mut s, &mut line, &word, elem_width, indent);
            }
            s.push_str(&line);
        } else {
            let line_sep = format!("{}{}", self.separator.trim_end(), "\n".repeat(left - 1));
            for i in 0..leading {
                index.push(i);
                let nested = self.recurse(index, &next_indent, next_width);
                index.pop();
                s.push_str(indent);
                s.push_str(&nested);
                s.push_str(&line_sep);
            }
            if show_summary {
                s.push_str(indent);
                s.push_str("...");
                s.push_str(&line_sep);
            }
            let last = if tail.is_empty() { vec![n - 1] } else { tail };
            for (k, &i) in last.iter().enumerate() {
                index.push(i);
                let nested = self.recurse(index, &next_indent, next_width);
                index.pop();
                s.push_str(indent);
                s.push_str(&nested);
                if k + 1 < last.len() {
                    s.push_str(&line_sep);
                }
            }
        }
        format!("[{}]", s.get(indent.len()..).unwrap_or(""))
    }
}

/// `array2string` for a non-empty array with the given separator, prefix and line width.
fn array2string(
    shape: &[usize],
    dtype: DType,
    get: &dyn Fn(usize) -> Scalar,
    opts: &PrintOptions,
    separator: &str,
    prefix: &str,
    linewidth: i64,
) -> String {
    let summarize = size_of(shape) > opts.threshold;
    let data: Vec<Val> = kept(shape, opts).iter().map(|&i| norm(dtype, get(i))).collect();
    let fmt = Formatter::new(dtype, &data, shape.is_empty(), opts);
    let elem = |i: usize| fmt.format(norm(dtype, get(i)));
    format_array(shape, &elem, summarize, opts, separator, prefix, linewidth)
}

/// The flat indices of the elements the formatters measure (all, or the summary's).
fn kept(shape: &[usize], opts: &PrintOptions) -> Vec<usize> {
    if size_of(shape) > opts.threshold { kept_indices(shape, opts.edgeitems) } else { (0..size_of(shape)).collect() }
}

/// `_formatArray` over already formatted elements.
/// arrayprint.py `_formatArray` over elements already formatted (`elem(i)`, C order).
pub fn format_array(
    shape: &[usize],
    elem: &dyn Fn(usize) -> String,
    summarize: bool,
    opts: &PrintOptions,
    separator: &str,
    prefix: &str,
    linewidth: i64,
) -> String {
    let ctx = Ctx { shape, elem, separator, edge: opts.edgeitems, summarize };
    let indent = format!(" {}", " ".repeat(prefix.len()));
    ctx.recurse(&mut Vec::new(), &indent, linewidth)
}

pub fn width_i64(w: usize) -> i64 {
    i64::try_from(w).unwrap_or(i64::MAX)
}

/// Whether `repr` leaves the dtype out (`dtype_is_implied`).
fn dtype_is_implied(dtype: DType) -> bool {
    matches!(dtype, DType::Int64 | DType::Float64 | DType::Complex128 | DType::Bool)
}

/// `repr(a)` of an ndarray with this shape, dtype and C-order elements.
pub fn array_repr(
    shape: &[usize],
    dtype: DType,
    get: &dyn Fn(usize) -> Scalar,
    opts: &PrintOptions,
) -> String {
    array_repr_named("array", shape, dtype, get, opts)
}

/// The repr of an instance of an ndarray subclass: `_array_repr_implementation` writes
/// `type(arr).__name__` where a base-class array has `array`, and indents by that prefix.
pub fn array_repr_named(
    class_name: &str,
    shape: &[usize],
    dtype: DType,
    get: &dyn Fn(usize) -> Scalar,
    opts: &PrintOptions,
) -> String {
    let prefix = &format!("{class_name}(");
    let size = size_of(shape);
    let lst = if size == 0 {
        "[]".to_string()
    } else {
        // array2string is told about the ")" suffix, which takes one column.
        array2string(
            shape,
            dtype,
            get,
            opts,
            ", ",
            prefix,
            width_i64(opts.linewidth) - 1,
        )
    };
    let dtype_text = (!dtype_is_implied(dtype) || size == 0).then(|| dtype.name().to_string());
    finish_repr(prefix, &lst, shape, dtype_text, opts)
}

/// `repr` of an array whose dtype is always named, as `dtype_text` (`'>i2'`: a dtype of
/// non-native byte order is never implied); the elements are formatted as `dtype`'s.
pub fn array_repr_dtype_text(shape: &[usize], dtype: DType, get: &dyn Fn(usize) -> Scalar, dtype_text: &str, opts: &PrintOptions) -> String {
    let prefix = "array(";
    let lst = if size_of(shape) == 0 {
        "[]".to_string()
    } else {
        array2string(shape, dtype, get, opts, ", ", prefix, width_i64(opts.linewidth) - 1)
    };
    finish_repr(prefix, &lst, shape, Some(dtype_text.to_string()), opts)
}

/// `_array_repr_implementation`'s tail: `shape=` and `dtype=` after the elements, on the last
/// line if they fit, else on a new line under the prefix.
pub fn finish_repr(prefix: &str, lst: &str, shape: &[usize], dtype_text: Option<String>, opts: &PrintOptions) -> String {
    let size = size_of(shape);
    let mut extras = Vec::new();
    if (size == 0 && shape != [0]) || size > opts.threshold {
        extras.push(format!("shape={}", shape_repr(shape)));
    }
    if let Some(d) = dtype_text {
        extras.push(format!("dtype={d}"));
    }
    if extras.is_empty() {
        return format!("{prefix}{lst})");
    }
    let arr_str = format!("{prefix}{lst},");
    let extra_str = format!("{})", extras.join(", "));
    let last_line_len = arr_str.len() - arr_str.rfind('\n').map_or(0, |p| p + 1);
    let spacer = if last_line_len.saturating_add(extra_str.len() + 1) > opts.linewidth {
        format!("\n{}", " ".repeat(prefix.len()))
    } else {
        " ".to_string()
    };
    format!("{arr_str}{spacer}{extra_str}")
}

/// `str(a)` of an ndarray; a 0-d array prints as its scalar does.
pub fn array_str(
    shape: &[usize],
    dtype: DType,
    get: &dyn Fn(usize) -> Scalar,
    opts: &PrintOptions,
) -> String {
    if shape.is_empty() {
        return scalar_str(dtype, get(0));
    }
    if size_of(shape) == 0 {
        return "[]".to_string();
    }
    array2string(shape, dtype, get, opts, " ", "", width_i64(opts.linewidth))
}

/// `repr` of a NumPy scalar: `np.int64(3)`, `np.float32(1.5)`, `np.True_`.
pub fn scalar_repr(dtype: DType, v: Scalar) -> String {
    match norm(dtype, v) {
        Val::B(b) => if b { "np.True_" } else { "np.False_" }.to_string(),
        Val::C(..) => {
            let s = scalar_str(dtype, v);
            let inner = s.strip_prefix('(').and_then(|t| t.strip_suffix(')')).unwrap_or(&s);
            format!("np.{}({})", dtype.name(), inner)
        }
        _ => format!("np.{}({})", dtype.name(), scalar_str(dtype, v)),
    }
}

/// `str` of a NumPy scalar (what `print` shows): `3`, `0.5`, `True`, `nan`, `1e+16`.
pub fn scalar_str(dtype: DType, v: Scalar) -> String {
    match norm(dtype, v) {
        Val::B(b) => if b { "True" } else { "False" }.to_string(),
        Val::I(i) => i.to_string(),
        Val::F(x) => numpy_float_str(x, Width::of(dtype)),
        Val::C(re, im) => complex_str(re, im, Width::of(dtype.part())),
    }
}

/// `str` of a complex scalar (scalartypes.c `c@name@type_@kind@`): `2j` for a +0 real part,
/// otherwise `(re+imj)`, each part trimmed of its trailing zeros and point.
fn complex_str(re: f64, im: f64, w: Width) -> String {
    let nonfinite = |x: f64, signed: bool| {
        if x.is_nan() {
            if signed { "+nan" } else { "nan" }.to_string()
        } else if x > 0.0 {
            if signed { "+inf" } else { "inf" }.to_string()
        } else {
            "-inf".to_string()
        }
    };
    if re == 0.0 && !re.is_sign_negative() {
        return format!("{}j", complex_part_str(im, w, false));
    }
    let r = if re.is_finite() { complex_part_str(re, w, false) } else { nonfinite(re, false) };
    let i = if im.is_finite() { complex_part_str(im, w, true) } else { nonfinite(im, true) };
    format!("({r}{i}j)")
}

#[cfg(test)]
mod tests;
