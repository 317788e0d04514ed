//! `repr` and `str` of arrays and NumPy scalars, byte for byte as NumPy 2.4 prints them.
//!
//! Follows numpy/_core/arrayprint.py: `_array_repr_implementation` / `_array_str_implementation`
//! (prefix, `shape=`/`dtype=` extras and where they go), `array2string` / `_formatArray`
//! (line wrapping, summarization with `...`, blank lines between blocks), `_leading_trailing`
//! (which elements the formatters measure), and the element formatters `FloatingFormat`,
//! `IntegerFormat` and `BoolFormat`. Scalars follow scalartypes.c (`np.float64(0.5)`,
//! `np.True_`). Float digits come from `super::floatfmt`.

use super::floatfmt::{FloatFmt, Trim, Width, format_positional, format_scientific, numpy_float_str};
use crate::engine::dtype::{DType, Kind, Scalar};

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
        }
    }
}

/// One element value normalized to its dtype's family.
#[derive(Clone, Copy, Debug)]
enum Val {
    B(bool),
    I(i128),
    F(f64),
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
            let nan_need = 3 - offset;
            let inf_need = 3 + neginf as i64 - offset;
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
        }
    }

    fn format(&self, x: f64) -> String {
        if !x.is_finite() {
            let ret = if x.is_nan() {
                if self.plus {
                    "+nan".to_string()
                } else {
                    "nan".to_string()
                }
            } else if x < 0.0 {
                "-inf".to_string()
            } else if self.plus {
                "+inf".to_string()
            } else {
                "inf".to_string()
            };
            let width = self.pad_left + self.pad_right + 1;
            return format!("{}{}", " ".repeat(width.saturating_sub(ret.len())), ret);
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
            // Values are normalized to the dtype's family, so these never mix.
            (_, Val::B(b)) => b.to_string(),
            (_, Val::I(i)) => i.to_string(),
            (_, Val::F(x)) => x.to_string(),
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

fn size_of(shape: &[usize]) -> usize {
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
    dtype: DType,
    get: &'a dyn Fn(usize) -> Scalar,
    fmt: Formatter,
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
        self.fmt.format(norm(self.dtype, (self.get)(flat)))
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
    let indices: Vec<usize> = if summarize {
        kept_indices(shape, opts.edgeitems)
    } else {
        (0..size_of(shape)).collect()
    };
    let data: Vec<Val> = indices.iter().map(|&i| norm(dtype, get(i))).collect();
    let fmt = Formatter::new(dtype, &data, shape.is_empty(), opts);
    let ctx = Ctx {
        shape,
        dtype,
        get,
        fmt,
        separator,
        edge: opts.edgeitems,
        summarize,
    };
    let indent = format!(" {}", " ".repeat(prefix.len()));
    ctx.recurse(&mut Vec::new(), &indent, linewidth)
}

fn width_i64(w: usize) -> i64 {
    i64::try_from(w).unwrap_or(i64::MAX)
}

/// Whether `repr` leaves the dtype out (`dtype_is_implied`).
fn dtype_is_implied(dtype: DType) -> bool {
    matches!(dtype, DType::Int64 | DType::Float64 | DType::Bool)
}

/// `repr(a)` of an ndarray with this shape, dtype and C-order elements.
pub fn array_repr(
    shape: &[usize],
    dtype: DType,
    get: &dyn Fn(usize) -> Scalar,
    opts: &PrintOptions,
) -> String {
    let prefix = "array(";
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
    let mut extras = Vec::new();
    if (size == 0 && shape != [0]) || size > opts.threshold {
        extras.push(format!("shape={}", shape_repr(shape)));
    }
    if !dtype_is_implied(dtype) || size == 0 {
        extras.push(format!("dtype={}", dtype.name()));
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
        _ => format!("np.{}({})", dtype.name(), scalar_str(dtype, v)),
    }
}

/// `str` of a NumPy scalar (what `print` shows): `3`, `0.5`, `True`, `nan`, `1e+16`.
pub fn scalar_str(dtype: DType, v: Scalar) -> String {
    match norm(dtype, v) {
        Val::B(b) => if b { "True" } else { "False" }.to_string(),
        Val::I(i) => i.to_string(),
        Val::F(x) => numpy_float_str(x, Width::of(dtype)),
    }
}

#[cfg(test)]
mod tests {
    //! Expected strings are `repr(a)` / `str(a)` from NumPy 2.4.6 (under `np.printoptions(...)`
    //! for the cases that list options).
    use super::*;

    const NAN: f64 = f64::NAN;
    const INF: f64 = f64::INFINITY;
    const NINF: f64 = f64::NEG_INFINITY;

    enum Data {
        I(&'static [i64]),
        U(&'static [u64]),
        F(&'static [f64]),
        B(&'static [bool]),
        /// Element i computed from i (for arrays too large to list).
        G(fn(usize) -> Scalar),
    }
    use Data::*;

    enum Opt {
        Precision(usize),
        Threshold(usize),
        Edge(usize),
        Width(usize),
        Suppress,
        Sign(char),
        Mode(FloatMode),
    }
    use Opt::*;

    struct C {
        shape: &'static [usize],
        dtype: DType,
        data: Data,
        opts: &'static [Opt],
        repr: &'static str,
        str: &'static str,
    }

    fn idx(i: usize) -> Scalar {
        Scalar::Int(i as i64)
    }
    fn div7(i: usize) -> Scalar {
        Scalar::Float(i as f64 / 7.0)
    }
    fn div1000(i: usize) -> Scalar {
        Scalar::Float(i as f64 / 1000.0)
    }
    fn times1e10(i: usize) -> Scalar {
        Scalar::Float(i as f64 * 1e10)
    }
    fn zero_f(_: usize) -> Scalar {
        Scalar::Float(0.0)
    }
    fn one_f(_: usize) -> Scalar {
        Scalar::Float(1.0)
    }

    fn run(c: &C) -> (String, String) {
        let mut o = PrintOptions::default();
        for opt in c.opts {
            match opt {
                Precision(p) => o.precision = *p,
                Threshold(t) => o.threshold = *t,
                Edge(e) => o.edgeitems = *e,
                Width(w) => o.linewidth = *w,
                Suppress => o.suppress = true,
                Sign(s) => o.sign = *s,
                Mode(m) => o.floatmode = *m,
            }
        }
        let get = |i: usize| -> Scalar {
            match &c.data {
                I(v) => Scalar::Int(v[i]),
                U(v) => Scalar::UInt(v[i]),
                F(v) => Scalar::Float(v[i]),
                B(v) => Scalar::Bool(v[i]),
                G(f) => f(i),
            }
        };
        (
            array_repr(c.shape, c.dtype, &get, &o),
            array_str(c.shape, c.dtype, &get, &o),
        )
    }

    fn cases() -> Vec<C> {
        vec![
            // np.arange(5)
            C {
                shape: &[5],
                dtype: DType::Int64,
                data: I(&[0, 1, 2, 3, 4]),
                opts: &[],
                repr: "array([0, 1, 2, 3, 4])",
                str: "[0 1 2 3 4]",
            },
            // np.arange(30)
            C {
                shape: &[30],
                dtype: DType::Int64,
                data: I(&[
                    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                    22, 23, 24, 25, 26, 27, 28, 29,
                ]),
                opts: &[],
                repr: "array([ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15, 16,\n       17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29])",
                str: "[ 0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21 22 23\n 24 25 26 27 28 29]",
            },
            // np.array([-5, 10, 300])
            C {
                shape: &[3],
                dtype: DType::Int64,
                data: I(&[-5, 10, 300]),
                opts: &[],
                repr: "array([ -5,  10, 300])",
                str: "[ -5  10 300]",
            },
            // np.arange(12).reshape(3, 4)
            C {
                shape: &[3, 4],
                dtype: DType::Int64,
                data: I(&[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
                opts: &[],
                repr: "array([[ 0,  1,  2,  3],\n       [ 4,  5,  6,  7],\n       [ 8,  9, 10, 11]])",
                str: "[[ 0  1  2  3]\n [ 4  5  6  7]\n [ 8  9 10 11]]",
            },
            // np.arange(24).reshape(2, 3, 4)
            C {
                shape: &[2, 3, 4],
                dtype: DType::Int64,
                data: I(&[
                    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                    22, 23,
                ]),
                opts: &[],
                repr: "array([[[ 0,  1,  2,  3],\n        [ 4,  5,  6,  7],\n        [ 8,  9, 10, 11]],\n\n       [[12, 13, 14, 15],\n        [16, 17, 18, 19],\n        [20, 21, 22, 23]]])",
                str: "[[[ 0  1  2  3]\n  [ 4  5  6  7]\n  [ 8  9 10 11]]\n\n [[12 13 14 15]\n  [16 17 18 19]\n  [20 21 22 23]]]",
            },
            // np.arange(48).reshape(2, 2, 3, 4)
            C {
                shape: &[2, 2, 3, 4],
                dtype: DType::Int64,
                data: I(&[
                    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                    22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41,
                    42, 43, 44, 45, 46, 47,
                ]),
                opts: &[],
                repr: "array([[[[ 0,  1,  2,  3],\n         [ 4,  5,  6,  7],\n         [ 8,  9, 10, 11]],\n\n        [[12, 13, 14, 15],\n         [16, 17, 18, 19],\n         [20, 21, 22, 23]]],\n\n\n       [[[24, 25, 26, 27],\n         [28, 29, 30, 31],\n         [32, 33, 34, 35]],\n\n        [[36, 37, 38, 39],\n         [40, 41, 42, 43],\n         [44, 45, 46, 47]]]])",
                str: "[[[[ 0  1  2  3]\n   [ 4  5  6  7]\n   [ 8  9 10 11]]\n\n  [[12 13 14 15]\n   [16 17 18 19]\n   [20 21 22 23]]]\n\n\n [[[24 25 26 27]\n   [28 29 30 31]\n   [32 33 34 35]]\n\n  [[36 37 38 39]\n   [40 41 42 43]\n   [44 45 46 47]]]]",
            },
            // np.arange(100).reshape(10, 10)
            C {
                shape: &[10, 10],
                dtype: DType::Int64,
                data: I(&[
                    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                    22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41,
                    42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61,
                    62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81,
                    82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99,
                ]),
                opts: &[],
                repr: "array([[ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9],\n       [10, 11, 12, 13, 14, 15, 16, 17, 18, 19],\n       [20, 21, 22, 23, 24, 25, 26, 27, 28, 29],\n       [30, 31, 32, 33, 34, 35, 36, 37, 38, 39],\n       [40, 41, 42, 43, 44, 45, 46, 47, 48, 49],\n       [50, 51, 52, 53, 54, 55, 56, 57, 58, 59],\n       [60, 61, 62, 63, 64, 65, 66, 67, 68, 69],\n       [70, 71, 72, 73, 74, 75, 76, 77, 78, 79],\n       [80, 81, 82, 83, 84, 85, 86, 87, 88, 89],\n       [90, 91, 92, 93, 94, 95, 96, 97, 98, 99]])",
                str: "[[ 0  1  2  3  4  5  6  7  8  9]\n [10 11 12 13 14 15 16 17 18 19]\n [20 21 22 23 24 25 26 27 28 29]\n [30 31 32 33 34 35 36 37 38 39]\n [40 41 42 43 44 45 46 47 48 49]\n [50 51 52 53 54 55 56 57 58 59]\n [60 61 62 63 64 65 66 67 68 69]\n [70 71 72 73 74 75 76 77 78 79]\n [80 81 82 83 84 85 86 87 88 89]\n [90 91 92 93 94 95 96 97 98 99]]",
            },
            // np.arange(1001)
            C {
                shape: &[1001],
                dtype: DType::Int64,
                data: G(idx),
                opts: &[],
                repr: "array([   0,    1,    2, ...,  998,  999, 1000], shape=(1001,))",
                str: "[   0    1    2 ...  998  999 1000]",
            },
            // np.arange(2000).reshape(2, 1000)
            C {
                shape: &[2, 1000],
                dtype: DType::Int64,
                data: G(idx),
                opts: &[],
                repr: "array([[   0,    1,    2, ...,  997,  998,  999],\n       [1000, 1001, 1002, ..., 1997, 1998, 1999]], shape=(2, 1000))",
                str: "[[   0    1    2 ...  997  998  999]\n [1000 1001 1002 ... 1997 1998 1999]]",
            },
            // np.arange(3000).reshape(10, 10, 30)
            C {
                shape: &[10, 10, 30],
                dtype: DType::Int64,
                data: G(idx),
                opts: &[],
                repr: "array([[[   0,    1,    2, ...,   27,   28,   29],\n        [  30,   31,   32, ...,   57,   58,   59],\n        [  60,   61,   62, ...,   87,   88,   89],\n        ...,\n        [ 210,  211,  212, ...,  237,  238,  239],\n        [ 240,  241,  242, ...,  267,  268,  269],\n        [ 270,  271,  272, ...,  297,  298,  299]],\n\n       [[ 300,  301,  302, ...,  327,  328,  329],\n        [ 330,  331,  332, ...,  357,  358,  359],\n        [ 360,  361,  362, ...,  387,  388,  389],\n        ...,\n        [ 510,  511,  512, ...,  537,  538,  539],\n        [ 540,  541,  542, ...,  567,  568,  569],\n        [ 570,  571,  572, ...,  597,  598,  599]],\n\n       [[ 600,  601,  602, ...,  627,  628,  629],\n        [ 630,  631,  632, ...,  657,  658,  659],\n        [ 660,  661,  662, ...,  687,  688,  689],\n        ...,\n        [ 810,  811,  812, ...,  837,  838,  839],\n        [ 840,  841,  842, ...,  867,  868,  869],\n        [ 870,  871,  872, ...,  897,  898,  899]],\n\n       ...,\n\n       [[2100, 2101, 2102, ..., 2127, 2128, 2129],\n        [2130, 2131, 2132, ..., 2157, 2158, 2159],\n        [2160, 2161, 2162, ..., 2187, 2188, 2189],\n        ...,\n        [2310, 2311, 2312, ..., 2337, 2338, 2339],\n        [2340, 2341, 2342, ..., 2367, 2368, 2369],\n        [2370, 2371, 2372, ..., 2397, 2398, 2399]],\n\n       [[2400, 2401, 2402, ..., 2427, 2428, 2429],\n        [2430, 2431, 2432, ..., 2457, 2458, 2459],\n        [2460, 2461, 2462, ..., 2487, 2488, 2489],\n        ...,\n        [2610, 2611, 2612, ..., 2637, 2638, 2639],\n        [2640, 2641, 2642, ..., 2667, 2668, 2669],\n        [2670, 2671, 2672, ..., 2697, 2698, 2699]],\n\n       [[2700, 2701, 2702, ..., 2727, 2728, 2729],\n        [2730, 2731, 2732, ..., 2757, 2758, 2759],\n        [2760, 2761, 2762, ..., 2787, 2788, 2789],\n        ...,\n        [2910, 2911, 2912, ..., 2937, 2938, 2939],\n        [2940, 2941, 2942, ..., 2967, 2968, 2969],\n        [2970, 2971, 2972, ..., 2997, 2998, 2999]]], shape=(10, 10, 30))",
                str: "[[[   0    1    2 ...   27   28   29]\n  [  30   31   32 ...   57   58   59]\n  [  60   61   62 ...   87   88   89]\n  ...\n  [ 210  211  212 ...  237  238  239]\n  [ 240  241  242 ...  267  268  269]\n  [ 270  271  272 ...  297  298  299]]\n\n [[ 300  301  302 ...  327  328  329]\n  [ 330  331  332 ...  357  358  359]\n  [ 360  361  362 ...  387  388  389]\n  ...\n  [ 510  511  512 ...  537  538  539]\n  [ 540  541  542 ...  567  568  569]\n  [ 570  571  572 ...  597  598  599]]\n\n [[ 600  601  602 ...  627  628  629]\n  [ 630  631  632 ...  657  658  659]\n  [ 660  661  662 ...  687  688  689]\n  ...\n  [ 810  811  812 ...  837  838  839]\n  [ 840  841  842 ...  867  868  869]\n  [ 870  871  872 ...  897  898  899]]\n\n ...\n\n [[2100 2101 2102 ... 2127 2128 2129]\n  [2130 2131 2132 ... 2157 2158 2159]\n  [2160 2161 2162 ... 2187 2188 2189]\n  ...\n  [2310 2311 2312 ... 2337 2338 2339]\n  [2340 2341 2342 ... 2367 2368 2369]\n  [2370 2371 2372 ... 2397 2398 2399]]\n\n [[2400 2401 2402 ... 2427 2428 2429]\n  [2430 2431 2432 ... 2457 2458 2459]\n  [2460 2461 2462 ... 2487 2488 2489]\n  ...\n  [2610 2611 2612 ... 2637 2638 2639]\n  [2640 2641 2642 ... 2667 2668 2669]\n  [2670 2671 2672 ... 2697 2698 2699]]\n\n [[2700 2701 2702 ... 2727 2728 2729]\n  [2730 2731 2732 ... 2757 2758 2759]\n  [2760 2761 2762 ... 2787 2788 2789]\n  ...\n  [2910 2911 2912 ... 2937 2938 2939]\n  [2940 2941 2942 ... 2967 2968 2969]\n  [2970 2971 2972 ... 2997 2998 2999]]]",
            },
            // np.arange(1200).reshape(2, 3, 2, 100)
            C {
                shape: &[2, 3, 2, 100],
                dtype: DType::Int64,
                data: G(idx),
                opts: &[],
                repr: "array([[[[   0,    1,    2, ...,   97,   98,   99],\n         [ 100,  101,  102, ...,  197,  198,  199]],\n\n        [[ 200,  201,  202, ...,  297,  298,  299],\n         [ 300,  301,  302, ...,  397,  398,  399]],\n\n        [[ 400,  401,  402, ...,  497,  498,  499],\n         [ 500,  501,  502, ...,  597,  598,  599]]],\n\n\n       [[[ 600,  601,  602, ...,  697,  698,  699],\n         [ 700,  701,  702, ...,  797,  798,  799]],\n\n        [[ 800,  801,  802, ...,  897,  898,  899],\n         [ 900,  901,  902, ...,  997,  998,  999]],\n\n        [[1000, 1001, 1002, ..., 1097, 1098, 1099],\n         [1100, 1101, 1102, ..., 1197, 1198, 1199]]]],\n      shape=(2, 3, 2, 100))",
                str: "[[[[   0    1    2 ...   97   98   99]\n   [ 100  101  102 ...  197  198  199]]\n\n  [[ 200  201  202 ...  297  298  299]\n   [ 300  301  302 ...  397  398  399]]\n\n  [[ 400  401  402 ...  497  498  499]\n   [ 500  501  502 ...  597  598  599]]]\n\n\n [[[ 600  601  602 ...  697  698  699]\n   [ 700  701  702 ...  797  798  799]]\n\n  [[ 800  801  802 ...  897  898  899]\n   [ 900  901  902 ...  997  998  999]]\n\n  [[1000 1001 1002 ... 1097 1098 1099]\n   [1100 1101 1102 ... 1197 1198 1199]]]]",
            },
            // np.array([1, 2, 3], dtype=np.int8)
            C {
                shape: &[3],
                dtype: DType::Int8,
                data: I(&[1, 2, 3]),
                opts: &[],
                repr: "array([1, 2, 3], dtype=int8)",
                str: "[1 2 3]",
            },
            // np.array([1, 2, 3], dtype=np.int16)
            C {
                shape: &[3],
                dtype: DType::Int16,
                data: I(&[1, 2, 3]),
                opts: &[],
                repr: "array([1, 2, 3], dtype=int16)",
                str: "[1 2 3]",
            },
            // np.array([1, 2, 3], dtype=np.int32)
            C {
                shape: &[3],
                dtype: DType::Int32,
                data: I(&[1, 2, 3]),
                opts: &[],
                repr: "array([1, 2, 3], dtype=int32)",
                str: "[1 2 3]",
            },
            // np.array([1, 2, 3], dtype=np.int64)
            C {
                shape: &[3],
                dtype: DType::Int64,
                data: I(&[1, 2, 3]),
                opts: &[],
                repr: "array([1, 2, 3])",
                str: "[1 2 3]",
            },
            // np.array([1, 2, 3], dtype=np.uint8)
            C {
                shape: &[3],
                dtype: DType::UInt8,
                data: U(&[1, 2, 3]),
                opts: &[],
                repr: "array([1, 2, 3], dtype=uint8)",
                str: "[1 2 3]",
            },
            // np.array([1, 2, 3], dtype=np.uint16)
            C {
                shape: &[3],
                dtype: DType::UInt16,
                data: U(&[1, 2, 3]),
                opts: &[],
                repr: "array([1, 2, 3], dtype=uint16)",
                str: "[1 2 3]",
            },
            // np.array([1, 2, 3], dtype=np.uint32)
            C {
                shape: &[3],
                dtype: DType::UInt32,
                data: U(&[1, 2, 3]),
                opts: &[],
                repr: "array([1, 2, 3], dtype=uint32)",
                str: "[1 2 3]",
            },
            // np.array([1, 2, 3], dtype=np.uint64)
            C {
                shape: &[3],
                dtype: DType::UInt64,
                data: U(&[1, 2, 3]),
                opts: &[],
                repr: "array([1, 2, 3], dtype=uint64)",
                str: "[1 2 3]",
            },
            // np.array([-128, 127], dtype=np.int8)
            C {
                shape: &[2],
                dtype: DType::Int8,
                data: I(&[-128, 127]),
                opts: &[],
                repr: "array([-128,  127], dtype=int8)",
                str: "[-128  127]",
            },
            // np.array([2**64 - 1, 0], dtype=np.uint64)
            C {
                shape: &[2],
                dtype: DType::UInt64,
                data: U(&[18446744073709551615, 0]),
                opts: &[],
                repr: "array([18446744073709551615,                    0], dtype=uint64)",
                str: "[18446744073709551615                    0]",
            },
            // np.array([-2**63, 2**63 - 1])
            C {
                shape: &[2],
                dtype: DType::Int64,
                data: I(&[-9223372036854775808, 9223372036854775807]),
                opts: &[],
                repr: "array([-9223372036854775808,  9223372036854775807])",
                str: "[-9223372036854775808  9223372036854775807]",
            },
            // np.array([10**18, -3, 7])
            C {
                shape: &[3],
                dtype: DType::Int64,
                data: I(&[1000000000000000000, -3, 7]),
                opts: &[],
                repr: "array([1000000000000000000,                  -3,                   7])",
                str: "[1000000000000000000                  -3                   7]",
            },
            // np.array(5)
            C {
                shape: &[],
                dtype: DType::Int64,
                data: I(&[5]),
                opts: &[],
                repr: "array(5)",
                str: "5",
            },
            // np.array(-7, dtype=np.int8)
            C {
                shape: &[],
                dtype: DType::Int8,
                data: I(&[-7]),
                opts: &[],
                repr: "array(-7, dtype=int8)",
                str: "-7",
            },
            // np.array(2**64 - 1, dtype=np.uint64)
            C {
                shape: &[],
                dtype: DType::UInt64,
                data: U(&[18446744073709551615]),
                opts: &[],
                repr: "array(18446744073709551615, dtype=uint64)",
                str: "18446744073709551615",
            },
            // np.arange(22, dtype=np.int32)
            C {
                shape: &[22],
                dtype: DType::Int32,
                data: I(&[
                    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                ]),
                opts: &[],
                repr: "array([ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15, 16,\n       17, 18, 19, 20, 21], dtype=int32)",
                str: "[ 0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21]",
            },
            // np.arange(23, dtype=np.int32)
            C {
                shape: &[23],
                dtype: DType::Int32,
                data: I(&[
                    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                    22,
                ]),
                opts: &[],
                repr: "array([ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15, 16,\n       17, 18, 19, 20, 21, 22], dtype=int32)",
                str: "[ 0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21 22]",
            },
            // np.arange(24, dtype=np.int32)
            C {
                shape: &[24],
                dtype: DType::Int32,
                data: I(&[
                    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                    22, 23,
                ]),
                opts: &[],
                repr: "array([ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15, 16,\n       17, 18, 19, 20, 21, 22, 23], dtype=int32)",
                str: "[ 0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21 22 23]",
            },
            // np.arange(40, dtype=np.uint8).reshape(2, 20)
            C {
                shape: &[2, 20],
                dtype: DType::UInt8,
                data: U(&[
                    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                    22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39,
                ]),
                opts: &[],
                repr: "array([[ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15,\n        16, 17, 18, 19],\n       [20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35,\n        36, 37, 38, 39]], dtype=uint8)",
                str: "[[ 0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19]\n [20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39]]",
            },
            // np.arange(1001, dtype=np.int16)
            C {
                shape: &[1001],
                dtype: DType::Int16,
                data: G(idx),
                opts: &[],
                repr: "array([   0,    1,    2, ...,  998,  999, 1000],\n      shape=(1001,), dtype=int16)",
                str: "[   0    1    2 ...  998  999 1000]",
            },
            // np.array([1, -2, 3]) {'sign': ' '}
            C {
                shape: &[3],
                dtype: DType::Int64,
                data: I(&[1, -2, 3]),
                opts: &[Sign(' ')],
                repr: "array([ 1, -2,  3])",
                str: "[ 1 -2  3]",
            },
            // np.array([1, 2, 3]) {'sign': ' '}
            C {
                shape: &[3],
                dtype: DType::Int64,
                data: I(&[1, 2, 3]),
                opts: &[Sign(' ')],
                repr: "array([ 1,  2,  3])",
                str: "[ 1  2  3]",
            },
            // np.array([1, -2, 3]) {'sign': '+'}
            C {
                shape: &[3],
                dtype: DType::Int64,
                data: I(&[1, -2, 3]),
                opts: &[Sign('+')],
                repr: "array([+1, -2, +3])",
                str: "[+1 -2 +3]",
            },
            // np.arange(20) {'threshold': 10}
            C {
                shape: &[20],
                dtype: DType::Int64,
                data: I(&[
                    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
                ]),
                opts: &[Threshold(10)],
                repr: "array([ 0,  1,  2, ..., 17, 18, 19], shape=(20,))",
                str: "[ 0  1  2 ... 17 18 19]",
            },
            // np.arange(24).reshape(2, 3, 4) {'threshold': 5, 'edgeitems': 1}
            C {
                shape: &[2, 3, 4],
                dtype: DType::Int64,
                data: I(&[
                    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                    22, 23,
                ]),
                opts: &[Threshold(5), Edge(1)],
                repr: "array([[[ 0, ...,  3],\n        ...,\n        [ 8, ..., 11]],\n\n       [[12, ..., 15],\n        ...,\n        [20, ..., 23]]], shape=(2, 3, 4))",
                str: "[[[ 0 ...  3]\n  ...\n  [ 8 ... 11]]\n\n [[12 ... 15]\n  ...\n  [20 ... 23]]]",
            },
            // np.arange(10) {'threshold': 5, 'edgeitems': 0}
            C {
                shape: &[10],
                dtype: DType::Int64,
                data: I(&[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
                opts: &[Threshold(5), Edge(0)],
                repr: "array([..., 9], shape=(10,))",
                str: "[... 9]",
            },
            // np.arange(10) {'linewidth': 20}
            C {
                shape: &[10],
                dtype: DType::Int64,
                data: I(&[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
                opts: &[Width(20)],
                repr: "array([0, 1, 2, 3,\n       4, 5, 6, 7,\n       8, 9])",
                str: "[0 1 2 3 4 5 6 7 8\n 9]",
            },
            // np.arange(10) {'linewidth': 0}
            C {
                shape: &[10],
                dtype: DType::Int64,
                data: I(&[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
                opts: &[Width(0)],
                repr: "array([0,\n       1,\n       2,\n       3,\n       4,\n       5,\n       6,\n       7,\n       8,\n       9])",
                str: "[0\n 1\n 2\n 3\n 4\n 5\n 6\n 7\n 8\n 9]",
            },
            // np.array([True, False])
            C {
                shape: &[2],
                dtype: DType::Bool,
                data: B(&[true, false]),
                opts: &[],
                repr: "array([ True, False])",
                str: "[ True False]",
            },
            // np.array([True, True])
            C {
                shape: &[2],
                dtype: DType::Bool,
                data: B(&[true, true]),
                opts: &[],
                repr: "array([ True,  True])",
                str: "[ True  True]",
            },
            // np.array([False, False])
            C {
                shape: &[2],
                dtype: DType::Bool,
                data: B(&[false, false]),
                opts: &[],
                repr: "array([False, False])",
                str: "[False False]",
            },
            // np.array(True)
            C {
                shape: &[],
                dtype: DType::Bool,
                data: B(&[true]),
                opts: &[],
                repr: "array(True)",
                str: "True",
            },
            // np.array(False)
            C {
                shape: &[],
                dtype: DType::Bool,
                data: B(&[false]),
                opts: &[],
                repr: "array(False)",
                str: "False",
            },
            // np.eye(3, dtype=bool)
            C {
                shape: &[3, 3],
                dtype: DType::Bool,
                data: B(&[true, false, false, false, true, false, false, false, true]),
                opts: &[],
                repr: "array([[ True, False, False],\n       [False,  True, False],\n       [False, False,  True]])",
                str: "[[ True False False]\n [False  True False]\n [False False  True]]",
            },
            // np.ones(20, dtype=bool)
            C {
                shape: &[20],
                dtype: DType::Bool,
                data: B(&[
                    true, true, true, true, true, true, true, true, true, true, true, true, true,
                    true, true, true, true, true, true, true,
                ]),
                opts: &[],
                repr: "array([ True,  True,  True,  True,  True,  True,  True,  True,  True,\n        True,  True,  True,  True,  True,  True,  True,  True,  True,\n        True,  True])",
                str: "[ True  True  True  True  True  True  True  True  True  True  True  True\n  True  True  True  True  True  True  True  True]",
            },
            // np.zeros((2, 2, 2), dtype=bool)
            C {
                shape: &[2, 2, 2],
                dtype: DType::Bool,
                data: B(&[false, false, false, false, false, false, false, false]),
                opts: &[],
                repr: "array([[[False, False],\n        [False, False]],\n\n       [[False, False],\n        [False, False]]])",
                str: "[[[False False]\n  [False False]]\n\n [[False False]\n  [False False]]]",
            },
            // np.array([1., 0.5, 2.])
            C {
                shape: &[3],
                dtype: DType::Float64,
                data: F(&[1.0, 0.5, 2.0]),
                opts: &[],
                repr: "array([1. , 0.5, 2. ])",
                str: "[1.  0.5 2. ]",
            },
            // np.array([0.1, 0.25, 1/3])
            C {
                shape: &[3],
                dtype: DType::Float64,
                data: F(&[0.1, 0.25, 0.3333333333333333]),
                opts: &[],
                repr: "array([0.1       , 0.25      , 0.33333333])",
                str: "[0.1        0.25       0.33333333]",
            },
            // np.arange(100.) / 7
            C {
                shape: &[100],
                dtype: DType::Float64,
                data: G(div7),
                opts: &[],
                repr: "array([ 0.        ,  0.14285714,  0.28571429,  0.42857143,  0.57142857,\n        0.71428571,  0.85714286,  1.        ,  1.14285714,  1.28571429,\n        1.42857143,  1.57142857,  1.71428571,  1.85714286,  2.        ,\n        2.14285714,  2.28571429,  2.42857143,  2.57142857,  2.71428571,\n        2.85714286,  3.        ,  3.14285714,  3.28571429,  3.42857143,\n        3.57142857,  3.71428571,  3.85714286,  4.        ,  4.14285714,\n        4.28571429,  4.42857143,  4.57142857,  4.71428571,  4.85714286,\n        5.        ,  5.14285714,  5.28571429,  5.42857143,  5.57142857,\n        5.71428571,  5.85714286,  6.        ,  6.14285714,  6.28571429,\n        6.42857143,  6.57142857,  6.71428571,  6.85714286,  7.        ,\n        7.14285714,  7.28571429,  7.42857143,  7.57142857,  7.71428571,\n        7.85714286,  8.        ,  8.14285714,  8.28571429,  8.42857143,\n        8.57142857,  8.71428571,  8.85714286,  9.        ,  9.14285714,\n        9.28571429,  9.42857143,  9.57142857,  9.71428571,  9.85714286,\n       10.        , 10.14285714, 10.28571429, 10.42857143, 10.57142857,\n       10.71428571, 10.85714286, 11.        , 11.14285714, 11.28571429,\n       11.42857143, 11.57142857, 11.71428571, 11.85714286, 12.        ,\n       12.14285714, 12.28571429, 12.42857143, 12.57142857, 12.71428571,\n       12.85714286, 13.        , 13.14285714, 13.28571429, 13.42857143,\n       13.57142857, 13.71428571, 13.85714286, 14.        , 14.14285714])",
                str: "[ 0.          0.14285714  0.28571429  0.42857143  0.57142857  0.71428571\n  0.85714286  1.          1.14285714  1.28571429  1.42857143  1.57142857\n  1.71428571  1.85714286  2.          2.14285714  2.28571429  2.42857143\n  2.57142857  2.71428571  2.85714286  3.          3.14285714  3.28571429\n  3.42857143  3.57142857  3.71428571  3.85714286  4.          4.14285714\n  4.28571429  4.42857143  4.57142857  4.71428571  4.85714286  5.\n  5.14285714  5.28571429  5.42857143  5.57142857  5.71428571  5.85714286\n  6.          6.14285714  6.28571429  6.42857143  6.57142857  6.71428571\n  6.85714286  7.          7.14285714  7.28571429  7.42857143  7.57142857\n  7.71428571  7.85714286  8.          8.14285714  8.28571429  8.42857143\n  8.57142857  8.71428571  8.85714286  9.          9.14285714  9.28571429\n  9.42857143  9.57142857  9.71428571  9.85714286 10.         10.14285714\n 10.28571429 10.42857143 10.57142857 10.71428571 10.85714286 11.\n 11.14285714 11.28571429 11.42857143 11.57142857 11.71428571 11.85714286\n 12.         12.14285714 12.28571429 12.42857143 12.57142857 12.71428571\n 12.85714286 13.         13.14285714 13.28571429 13.42857143 13.57142857\n 13.71428571 13.85714286 14.         14.14285714]",
            },
            // np.linspace(0, 1, 11)
            C {
                shape: &[11],
                dtype: DType::Float64,
                data: F(&[
                    0.0,
                    0.1,
                    0.2,
                    0.30000000000000004,
                    0.4,
                    0.5,
                    0.6000000000000001,
                    0.7000000000000001,
                    0.8,
                    0.9,
                    1.0,
                ]),
                opts: &[],
                repr: "array([0. , 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1. ])",
                str: "[0.  0.1 0.2 0.3 0.4 0.5 0.6 0.7 0.8 0.9 1. ]",
            },
            // np.linspace(-1, 1, 30)
            C {
                shape: &[30],
                dtype: DType::Float64,
                data: F(&[
                    -1.0,
                    -0.9310344827586207,
                    -0.8620689655172413,
                    -0.7931034482758621,
                    -0.7241379310344828,
                    -0.6551724137931034,
                    -0.5862068965517242,
                    -0.5172413793103449,
                    -0.4482758620689655,
                    -0.3793103448275862,
                    -0.31034482758620685,
                    -0.24137931034482762,
                    -0.1724137931034483,
                    -0.10344827586206895,
                    -0.034482758620689724,
                    0.034482758620689724,
                    0.10344827586206895,
                    0.17241379310344818,
                    0.24137931034482762,
                    0.31034482758620685,
                    0.3793103448275863,
                    0.4482758620689655,
                    0.5172413793103448,
                    0.5862068965517242,
                    0.6551724137931034,
                    0.7241379310344827,
                    0.7931034482758621,
                    0.8620689655172413,
                    0.9310344827586206,
                    1.0,
                ]),
                opts: &[],
                repr: "array([-1.        , -0.93103448, -0.86206897, -0.79310345, -0.72413793,\n       -0.65517241, -0.5862069 , -0.51724138, -0.44827586, -0.37931034,\n       -0.31034483, -0.24137931, -0.17241379, -0.10344828, -0.03448276,\n        0.03448276,  0.10344828,  0.17241379,  0.24137931,  0.31034483,\n        0.37931034,  0.44827586,  0.51724138,  0.5862069 ,  0.65517241,\n        0.72413793,  0.79310345,  0.86206897,  0.93103448,  1.        ])",
                str: "[-1.         -0.93103448 -0.86206897 -0.79310345 -0.72413793 -0.65517241\n -0.5862069  -0.51724138 -0.44827586 -0.37931034 -0.31034483 -0.24137931\n -0.17241379 -0.10344828 -0.03448276  0.03448276  0.10344828  0.17241379\n  0.24137931  0.31034483  0.37931034  0.44827586  0.51724138  0.5862069\n  0.65517241  0.72413793  0.79310345  0.86206897  0.93103448  1.        ]",
            },
            // np.arange(30.).reshape(3, 10) / 7
            C {
                shape: &[3, 10],
                dtype: DType::Float64,
                data: F(&[
                    0.0,
                    0.14285714285714285,
                    0.2857142857142857,
                    0.42857142857142855,
                    0.5714285714285714,
                    0.7142857142857143,
                    0.8571428571428571,
                    1.0,
                    1.1428571428571428,
                    1.2857142857142858,
                    1.4285714285714286,
                    1.5714285714285714,
                    1.7142857142857142,
                    1.8571428571428572,
                    2.0,
                    2.142857142857143,
                    2.2857142857142856,
                    2.4285714285714284,
                    2.5714285714285716,
                    2.7142857142857144,
                    2.857142857142857,
                    3.0,
                    3.142857142857143,
                    3.2857142857142856,
                    3.4285714285714284,
                    3.5714285714285716,
                    3.7142857142857144,
                    3.857142857142857,
                    4.0,
                    4.142857142857143,
                ]),
                opts: &[],
                repr: "array([[0.        , 0.14285714, 0.28571429, 0.42857143, 0.57142857,\n        0.71428571, 0.85714286, 1.        , 1.14285714, 1.28571429],\n       [1.42857143, 1.57142857, 1.71428571, 1.85714286, 2.        ,\n        2.14285714, 2.28571429, 2.42857143, 2.57142857, 2.71428571],\n       [2.85714286, 3.        , 3.14285714, 3.28571429, 3.42857143,\n        3.57142857, 3.71428571, 3.85714286, 4.        , 4.14285714]])",
                str: "[[0.         0.14285714 0.28571429 0.42857143 0.57142857 0.71428571\n  0.85714286 1.         1.14285714 1.28571429]\n [1.42857143 1.57142857 1.71428571 1.85714286 2.         2.14285714\n  2.28571429 2.42857143 2.57142857 2.71428571]\n [2.85714286 3.         3.14285714 3.28571429 3.42857143 3.57142857\n  3.71428571 3.85714286 4.         4.14285714]]",
            },
            // (np.arange(60.) / 7).reshape(2, 30)
            C {
                shape: &[2, 30],
                dtype: DType::Float64,
                data: F(&[
                    0.0,
                    0.14285714285714285,
                    0.2857142857142857,
                    0.42857142857142855,
                    0.5714285714285714,
                    0.7142857142857143,
                    0.8571428571428571,
                    1.0,
                    1.1428571428571428,
                    1.2857142857142858,
                    1.4285714285714286,
                    1.5714285714285714,
                    1.7142857142857142,
                    1.8571428571428572,
                    2.0,
                    2.142857142857143,
                    2.2857142857142856,
                    2.4285714285714284,
                    2.5714285714285716,
                    2.7142857142857144,
                    2.857142857142857,
                    3.0,
                    3.142857142857143,
                    3.2857142857142856,
                    3.4285714285714284,
                    3.5714285714285716,
                    3.7142857142857144,
                    3.857142857142857,
                    4.0,
                    4.142857142857143,
                    4.285714285714286,
                    4.428571428571429,
                    4.571428571428571,
                    4.714285714285714,
                    4.857142857142857,
                    5.0,
                    5.142857142857143,
                    5.285714285714286,
                    5.428571428571429,
                    5.571428571428571,
                    5.714285714285714,
                    5.857142857142857,
                    6.0,
                    6.142857142857143,
                    6.285714285714286,
                    6.428571428571429,
                    6.571428571428571,
                    6.714285714285714,
                    6.857142857142857,
                    7.0,
                    7.142857142857143,
                    7.285714285714286,
                    7.428571428571429,
                    7.571428571428571,
                    7.714285714285714,
                    7.857142857142857,
                    8.0,
                    8.142857142857142,
                    8.285714285714286,
                    8.428571428571429,
                ]),
                opts: &[],
                repr: "array([[0.        , 0.14285714, 0.28571429, 0.42857143, 0.57142857,\n        0.71428571, 0.85714286, 1.        , 1.14285714, 1.28571429,\n        1.42857143, 1.57142857, 1.71428571, 1.85714286, 2.        ,\n        2.14285714, 2.28571429, 2.42857143, 2.57142857, 2.71428571,\n        2.85714286, 3.        , 3.14285714, 3.28571429, 3.42857143,\n        3.57142857, 3.71428571, 3.85714286, 4.        , 4.14285714],\n       [4.28571429, 4.42857143, 4.57142857, 4.71428571, 4.85714286,\n        5.        , 5.14285714, 5.28571429, 5.42857143, 5.57142857,\n        5.71428571, 5.85714286, 6.        , 6.14285714, 6.28571429,\n        6.42857143, 6.57142857, 6.71428571, 6.85714286, 7.        ,\n        7.14285714, 7.28571429, 7.42857143, 7.57142857, 7.71428571,\n        7.85714286, 8.        , 8.14285714, 8.28571429, 8.42857143]])",
                str: "[[0.         0.14285714 0.28571429 0.42857143 0.57142857 0.71428571\n  0.85714286 1.         1.14285714 1.28571429 1.42857143 1.57142857\n  1.71428571 1.85714286 2.         2.14285714 2.28571429 2.42857143\n  2.57142857 2.71428571 2.85714286 3.         3.14285714 3.28571429\n  3.42857143 3.57142857 3.71428571 3.85714286 4.         4.14285714]\n [4.28571429 4.42857143 4.57142857 4.71428571 4.85714286 5.\n  5.14285714 5.28571429 5.42857143 5.57142857 5.71428571 5.85714286\n  6.         6.14285714 6.28571429 6.42857143 6.57142857 6.71428571\n  6.85714286 7.         7.14285714 7.28571429 7.42857143 7.57142857\n  7.71428571 7.85714286 8.         8.14285714 8.28571429 8.42857143]]",
            },
            // np.arange(24.).reshape(2, 3, 4) / 3
            C {
                shape: &[2, 3, 4],
                dtype: DType::Float64,
                data: F(&[
                    0.0,
                    0.3333333333333333,
                    0.6666666666666666,
                    1.0,
                    1.3333333333333333,
                    1.6666666666666667,
                    2.0,
                    2.3333333333333335,
                    2.6666666666666665,
                    3.0,
                    3.3333333333333335,
                    3.6666666666666665,
                    4.0,
                    4.333333333333333,
                    4.666666666666667,
                    5.0,
                    5.333333333333333,
                    5.666666666666667,
                    6.0,
                    6.333333333333333,
                    6.666666666666667,
                    7.0,
                    7.333333333333333,
                    7.666666666666667,
                ]),
                opts: &[],
                repr: "array([[[0.        , 0.33333333, 0.66666667, 1.        ],\n        [1.33333333, 1.66666667, 2.        , 2.33333333],\n        [2.66666667, 3.        , 3.33333333, 3.66666667]],\n\n       [[4.        , 4.33333333, 4.66666667, 5.        ],\n        [5.33333333, 5.66666667, 6.        , 6.33333333],\n        [6.66666667, 7.        , 7.33333333, 7.66666667]]])",
                str: "[[[0.         0.33333333 0.66666667 1.        ]\n  [1.33333333 1.66666667 2.         2.33333333]\n  [2.66666667 3.         3.33333333 3.66666667]]\n\n [[4.         4.33333333 4.66666667 5.        ]\n  [5.33333333 5.66666667 6.         6.33333333]\n  [6.66666667 7.         7.33333333 7.66666667]]]",
            },
            // np.array([12.3456789012, -0.987654321098, 4.56789])
            C {
                shape: &[3],
                dtype: DType::Float64,
                data: F(&[12.3456789012, -0.987654321098, 4.56789]),
                opts: &[],
                repr: "array([12.3456789 , -0.98765432,  4.56789   ])",
                str: "[12.3456789  -0.98765432  4.56789   ]",
            },
            // np.array([nan, 1., -inf])
            C {
                shape: &[3],
                dtype: DType::Float64,
                data: F(&[NAN, 1.0, NINF]),
                opts: &[],
                repr: "array([ nan,   1., -inf])",
                str: "[ nan   1. -inf]",
            },
            // np.array([nan, inf])
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[NAN, INF]),
                opts: &[],
                repr: "array([nan, inf])",
                str: "[nan inf]",
            },
            // np.array([nan])
            C {
                shape: &[1],
                dtype: DType::Float64,
                data: F(&[NAN]),
                opts: &[],
                repr: "array([nan])",
                str: "[nan]",
            },
            // np.array([inf, -inf])
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[INF, NINF]),
                opts: &[],
                repr: "array([ inf, -inf])",
                str: "[ inf -inf]",
            },
            // np.array([nan, 1e10, 1.])
            C {
                shape: &[3],
                dtype: DType::Float64,
                data: F(&[NAN, 10000000000.0, 1.0]),
                opts: &[],
                repr: "array([   nan, 1.e+10, 1.e+00])",
                str: "[   nan 1.e+10 1.e+00]",
            },
            // np.array([nan, -2.5])
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[NAN, -2.5]),
                opts: &[],
                repr: "array([ nan, -2.5])",
                str: "[ nan -2.5]",
            },
            // np.array([nan, 1e-10, -inf])
            C {
                shape: &[3],
                dtype: DType::Float64,
                data: F(&[NAN, 1e-10, NINF]),
                opts: &[],
                repr: "array([   nan, 1.e-10,   -inf])",
                str: "[   nan 1.e-10   -inf]",
            },
            // np.array([-nan, 1.])
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[-NAN, 1.0]),
                opts: &[],
                repr: "array([nan,  1.])",
                str: "[nan  1.]",
            },
            // np.array([1., 1000.1])
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[1.0, 1000.1]),
                opts: &[],
                repr: "array([1.0000e+00, 1.0001e+03])",
                str: "[1.0000e+00 1.0001e+03]",
            },
            // np.array([1e-5, 1.])
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[1e-05, 1.0]),
                opts: &[],
                repr: "array([1.e-05, 1.e+00])",
                str: "[1.e-05 1.e+00]",
            },
            // np.array([1e8, 1.])
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[100000000.0, 1.0]),
                opts: &[],
                repr: "array([1.e+08, 1.e+00])",
                str: "[1.e+08 1.e+00]",
            },
            // np.array([99999999., 1.])
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[99999999.0, 1.0]),
                opts: &[],
                repr: "array([9.9999999e+07, 1.0000000e+00])",
                str: "[9.9999999e+07 1.0000000e+00]",
            },
            // np.array([1., 999.])
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[1.0, 999.0]),
                opts: &[],
                repr: "array([  1., 999.])",
                str: "[  1. 999.]",
            },
            // np.array([1., 1001.])
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[1.0, 1001.0]),
                opts: &[],
                repr: "array([1.000e+00, 1.001e+03])",
                str: "[1.000e+00 1.001e+03]",
            },
            // np.array([0., 1e-5])
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[0.0, 1e-05]),
                opts: &[],
                repr: "array([0.e+00, 1.e-05])",
                str: "[0.e+00 1.e-05]",
            },
            // np.array([0., 0.])
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[0.0, 0.0]),
                opts: &[],
                repr: "array([0., 0.])",
                str: "[0. 0.]",
            },
            // np.array([-0.])
            C {
                shape: &[1],
                dtype: DType::Float64,
                data: F(&[-0.0]),
                opts: &[],
                repr: "array([-0.])",
                str: "[-0.]",
            },
            // np.array([0., -0., 1.5])
            C {
                shape: &[3],
                dtype: DType::Float64,
                data: F(&[0.0, -0.0, 1.5]),
                opts: &[],
                repr: "array([ 0. , -0. ,  1.5])",
                str: "[ 0.  -0.   1.5]",
            },
            // np.array([1e100, 1.])
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[1e+100, 1.0]),
                opts: &[],
                repr: "array([1.e+100, 1.e+000])",
                str: "[1.e+100 1.e+000]",
            },
            // np.array([1e-300, 1e300])
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[1e-300, 1e+300]),
                opts: &[],
                repr: "array([1.e-300, 1.e+300])",
                str: "[1.e-300 1.e+300]",
            },
            // np.array([123456789.])
            C {
                shape: &[1],
                dtype: DType::Float64,
                data: F(&[123456789.0]),
                opts: &[],
                repr: "array([1.23456789e+08])",
                str: "[1.23456789e+08]",
            },
            // np.array([12345678.9])
            C {
                shape: &[1],
                dtype: DType::Float64,
                data: F(&[12345678.9]),
                opts: &[],
                repr: "array([12345678.9])",
                str: "[12345678.9]",
            },
            // np.array([1e16])
            C {
                shape: &[1],
                dtype: DType::Float64,
                data: F(&[1e+16]),
                opts: &[],
                repr: "array([1.e+16])",
                str: "[1.e+16]",
            },
            // np.array([1e-4, 1e-3])
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[0.0001, 0.001]),
                opts: &[],
                repr: "array([0.0001, 0.001 ])",
                str: "[0.0001 0.001 ]",
            },
            // np.array([0.999999999, 1.5])
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[0.999999999, 1.5]),
                opts: &[],
                repr: "array([1. , 1.5])",
                str: "[1.  1.5]",
            },
            // np.array([1.23456789e-7, 5.5e-3, 2.])
            C {
                shape: &[3],
                dtype: DType::Float64,
                data: F(&[1.23456789e-07, 0.0055, 2.0]),
                opts: &[],
                repr: "array([1.23456789e-07, 5.50000000e-03, 2.00000000e+00])",
                str: "[1.23456789e-07 5.50000000e-03 2.00000000e+00]",
            },
            // np.array(5.)
            C {
                shape: &[],
                dtype: DType::Float64,
                data: F(&[5.0]),
                opts: &[],
                repr: "array(5.)",
                str: "5.0",
            },
            // np.array(5., dtype=np.float32)
            C {
                shape: &[],
                dtype: DType::Float32,
                data: F(&[5.0]),
                opts: &[],
                repr: "array(5., dtype=float32)",
                str: "5.0",
            },
            // np.array(1e16)
            C {
                shape: &[],
                dtype: DType::Float64,
                data: F(&[1e+16]),
                opts: &[],
                repr: "array(1.e+16)",
                str: "1e+16",
            },
            // np.array(nan)
            C {
                shape: &[],
                dtype: DType::Float64,
                data: F(&[NAN]),
                opts: &[],
                repr: "array(nan)",
                str: "nan",
            },
            // np.array(-0.)
            C {
                shape: &[],
                dtype: DType::Float64,
                data: F(&[-0.0]),
                opts: &[],
                repr: "array(-0.)",
                str: "-0.0",
            },
            // np.array(0.1)
            C {
                shape: &[],
                dtype: DType::Float64,
                data: F(&[0.1]),
                opts: &[],
                repr: "array(0.1)",
                str: "0.1",
            },
            // np.zeros((1000, 3))
            C {
                shape: &[1000, 3],
                dtype: DType::Float64,
                data: G(zero_f),
                opts: &[],
                repr: "array([[0., 0., 0.],\n       [0., 0., 0.],\n       [0., 0., 0.],\n       ...,\n       [0., 0., 0.],\n       [0., 0., 0.],\n       [0., 0., 0.]], shape=(1000, 3))",
                str: "[[0. 0. 0.]\n [0. 0. 0.]\n [0. 0. 0.]\n ...\n [0. 0. 0.]\n [0. 0. 0.]\n [0. 0. 0.]]",
            },
            // np.arange(1001) / 1000
            C {
                shape: &[1001],
                dtype: DType::Float64,
                data: G(div1000),
                opts: &[],
                repr: "array([0.   , 0.001, 0.002, ..., 0.998, 0.999, 1.   ], shape=(1001,))",
                str: "[0.    0.001 0.002 ... 0.998 0.999 1.   ]",
            },
            // np.arange(2000.).reshape(2, 1000) * 1e10
            C {
                shape: &[2, 1000],
                dtype: DType::Float64,
                data: G(times1e10),
                opts: &[],
                repr: "array([[0.000e+00, 1.000e+10, 2.000e+10, ..., 9.970e+12, 9.980e+12,\n        9.990e+12],\n       [1.000e+13, 1.001e+13, 1.002e+13, ..., 1.997e+13, 1.998e+13,\n        1.999e+13]], shape=(2, 1000))",
                str: "[[0.000e+00 1.000e+10 2.000e+10 ... 9.970e+12 9.980e+12 9.990e+12]\n [1.000e+13 1.001e+13 1.002e+13 ... 1.997e+13 1.998e+13 1.999e+13]]",
            },
            // np.ones((2, 1000))
            C {
                shape: &[2, 1000],
                dtype: DType::Float64,
                data: G(one_f),
                opts: &[],
                repr: "array([[1., 1., 1., ..., 1., 1., 1.],\n       [1., 1., 1., ..., 1., 1., 1.]], shape=(2, 1000))",
                str: "[[1. 1. 1. ... 1. 1. 1.]\n [1. 1. 1. ... 1. 1. 1.]]",
            },
            // np.array([0.1, 0.2, 0.3], dtype=np.float32)
            C {
                shape: &[3],
                dtype: DType::Float32,
                data: F(&[
                    0.10000000149011612,
                    0.20000000298023224,
                    0.30000001192092896,
                ]),
                opts: &[],
                repr: "array([0.1, 0.2, 0.3], dtype=float32)",
                str: "[0.1 0.2 0.3]",
            },
            // np.arange(10, dtype=np.float32) / 3
            C {
                shape: &[10],
                dtype: DType::Float32,
                data: F(&[
                    0.0,
                    0.3333333432674408,
                    0.6666666865348816,
                    1.0,
                    1.3333333730697632,
                    1.6666666269302368,
                    2.0,
                    2.3333332538604736,
                    2.6666667461395264,
                    3.0,
                ]),
                opts: &[],
                repr: "array([0.        , 0.33333334, 0.6666667 , 1.        , 1.3333334 ,\n       1.6666666 , 2.        , 2.3333333 , 2.6666667 , 3.        ],\n      dtype=float32)",
                str: "[0.         0.33333334 0.6666667  1.         1.3333334  1.6666666\n 2.         2.3333333  2.6666667  3.        ]",
            },
            // np.array([1e6], dtype=np.float32)
            C {
                shape: &[1],
                dtype: DType::Float32,
                data: F(&[1000000.0]),
                opts: &[],
                repr: "array([1.e+06], dtype=float32)",
                str: "[1.e+06]",
            },
            // np.array([999999.], dtype=np.float32)
            C {
                shape: &[1],
                dtype: DType::Float32,
                data: F(&[999999.0]),
                opts: &[],
                repr: "array([999999.], dtype=float32)",
                str: "[999999.]",
            },
            // np.array([1e-4, 0.05], dtype=np.float32)
            C {
                shape: &[2],
                dtype: DType::Float32,
                data: F(&[9.999999747378752e-05, 0.05000000074505806]),
                opts: &[],
                repr: "array([0.0001, 0.05  ], dtype=float32)",
                str: "[0.0001 0.05  ]",
            },
            // np.array([1e-5, 1.2345678e-5], dtype=np.float32)
            C {
                shape: &[2],
                dtype: DType::Float32,
                data: F(&[9.999999747378752e-06, 1.2345678442216013e-05]),
                opts: &[],
                repr: "array([9.9999997e-06, 1.2345678e-05], dtype=float32)",
                str: "[9.9999997e-06 1.2345678e-05]",
            },
            // np.array([3.4e38, 1.], dtype=np.float32)
            C {
                shape: &[2],
                dtype: DType::Float32,
                data: F(&[3.3999999521443642e+38, 1.0]),
                opts: &[],
                repr: "array([3.4e+38, 1.0e+00], dtype=float32)",
                str: "[3.4e+38 1.0e+00]",
            },
            // np.array([16777216., 1.], dtype=np.float32)
            C {
                shape: &[2],
                dtype: DType::Float32,
                data: F(&[16777216.0, 1.0]),
                opts: &[],
                repr: "array([1.6777216e+07, 1.0000000e+00], dtype=float32)",
                str: "[1.6777216e+07 1.0000000e+00]",
            },
            // np.array([nan, 0.1, -inf], dtype=np.float32)
            C {
                shape: &[3],
                dtype: DType::Float32,
                data: F(&[NAN, 0.10000000149011612, NINF]),
                opts: &[],
                repr: "array([ nan,  0.1, -inf], dtype=float32)",
                str: "[ nan  0.1 -inf]",
            },
            // np.arange(30, dtype=np.float32) / 7
            C {
                shape: &[30],
                dtype: DType::Float32,
                data: F(&[
                    0.0,
                    0.1428571492433548,
                    0.2857142984867096,
                    0.4285714328289032,
                    0.5714285969734192,
                    0.7142857313156128,
                    0.8571428656578064,
                    1.0,
                    1.1428571939468384,
                    1.2857142686843872,
                    1.4285714626312256,
                    1.5714285373687744,
                    1.7142857313156128,
                    1.8571428060531616,
                    2.0,
                    2.142857074737549,
                    2.2857143878936768,
                    2.4285714626312256,
                    2.5714285373687744,
                    2.7142856121063232,
                    2.857142925262451,
                    3.0,
                    3.142857074737549,
                    3.2857143878936768,
                    3.4285714626312256,
                    3.5714285373687744,
                    3.7142856121063232,
                    3.857142925262451,
                    4.0,
                    4.142857074737549,
                ]),
                opts: &[],
                repr: "array([0.        , 0.14285715, 0.2857143 , 0.42857143, 0.5714286 ,\n       0.71428573, 0.85714287, 1.        , 1.1428572 , 1.2857143 ,\n       1.4285715 , 1.5714285 , 1.7142857 , 1.8571428 , 2.        ,\n       2.142857  , 2.2857144 , 2.4285715 , 2.5714285 , 2.7142856 ,\n       2.857143  , 3.        , 3.142857  , 3.2857144 , 3.4285715 ,\n       3.5714285 , 3.7142856 , 3.857143  , 4.        , 4.142857  ],\n      dtype=float32)",
                str: "[0.         0.14285715 0.2857143  0.42857143 0.5714286  0.71428573\n 0.85714287 1.         1.1428572  1.2857143  1.4285715  1.5714285\n 1.7142857  1.8571428  2.         2.142857   2.2857144  2.4285715\n 2.5714285  2.7142856  2.857143   3.         3.142857   3.2857144\n 3.4285715  3.5714285  3.7142856  3.857143   4.         4.142857  ]",
            },
            // np.array([1e-10, 1.]) {'suppress': True}
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[1e-10, 1.0]),
                opts: &[Suppress],
                repr: "array([0., 1.])",
                str: "[0. 1.]",
            },
            // np.array([-1e-10, 1.]) {'suppress': True}
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[-1e-10, 1.0]),
                opts: &[Suppress],
                repr: "array([-0.,  1.])",
                str: "[-0.  1.]",
            },
            // np.array([1e9, 1e-10]) {'suppress': True}
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[1000000000.0, 1e-10]),
                opts: &[Suppress],
                repr: "array([1.e+09, 1.e-10])",
                str: "[1.e+09 1.e-10]",
            },
            // np.arange(10.) / 3 {'precision': 3}
            C {
                shape: &[10],
                dtype: DType::Float64,
                data: F(&[
                    0.0,
                    0.3333333333333333,
                    0.6666666666666666,
                    1.0,
                    1.3333333333333333,
                    1.6666666666666667,
                    2.0,
                    2.3333333333333335,
                    2.6666666666666665,
                    3.0,
                ]),
                opts: &[Precision(3)],
                repr: "array([0.   , 0.333, 0.667, 1.   , 1.333, 1.667, 2.   , 2.333, 2.667,\n       3.   ])",
                str: "[0.    0.333 0.667 1.    1.333 1.667 2.    2.333 2.667 3.   ]",
            },
            // np.array([0.125, 0.375, 1.]) {'precision': 2}
            C {
                shape: &[3],
                dtype: DType::Float64,
                data: F(&[0.125, 0.375, 1.0]),
                opts: &[Precision(2)],
                repr: "array([0.12, 0.38, 1.  ])",
                str: "[0.12 0.38 1.  ]",
            },
            // np.array([0.125, 0.375, 1000.]) {'precision': 2}
            C {
                shape: &[3],
                dtype: DType::Float64,
                data: F(&[0.125, 0.375, 1000.0]),
                opts: &[Precision(2)],
                repr: "array([1.25e-01, 3.75e-01, 1.00e+03])",
                str: "[1.25e-01 3.75e-01 1.00e+03]",
            },
            // np.array([1., 0.5, 0.25]) {'floatmode': 'fixed'}
            C {
                shape: &[3],
                dtype: DType::Float64,
                data: F(&[1.0, 0.5, 0.25]),
                opts: &[Mode(FloatMode::Fixed)],
                repr: "array([1.00000000, 0.50000000, 0.25000000])",
                str: "[1.00000000 0.50000000 0.25000000]",
            },
            // np.array([1e-5, 1.]) {'floatmode': 'fixed', 'precision': 3}
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[1e-05, 1.0]),
                opts: &[Mode(FloatMode::Fixed), Precision(3)],
                repr: "array([1.000e-05, 1.000e+00])",
                str: "[1.000e-05 1.000e+00]",
            },
            // np.array([0.1, 1/3]) {'floatmode': 'unique'}
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[0.1, 0.3333333333333333]),
                opts: &[Mode(FloatMode::Unique)],
                repr: "array([0.1               , 0.3333333333333333])",
                str: "[0.1                0.3333333333333333]",
            },
            // np.array([1e-5, 1/3]) {'floatmode': 'unique'}
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[1e-05, 0.3333333333333333]),
                opts: &[Mode(FloatMode::Unique)],
                repr: "array([1.000000000000000e-05, 3.333333333333333e-01])",
                str: "[1.000000000000000e-05 3.333333333333333e-01]",
            },
            // np.array([0.1, 0.12345678, 0.2]) {'floatmode': 'maxprec_equal'}
            C {
                shape: &[3],
                dtype: DType::Float64,
                data: F(&[0.1, 0.12345678, 0.2]),
                opts: &[Mode(FloatMode::MaxPrecEqual)],
                repr: "array([0.10000000, 0.12345678, 0.20000000])",
                str: "[0.10000000 0.12345678 0.20000000]",
            },
            // np.array([0.125, 0.2], dtype=np.float32) {'floatmode': 'maxprec_equal'}
            C {
                shape: &[2],
                dtype: DType::Float32,
                data: F(&[0.125, 0.20000000298023224]),
                opts: &[Mode(FloatMode::MaxPrecEqual)],
                repr: "array([0.125, 0.200], dtype=float32)",
                str: "[0.125 0.200]",
            },
            // np.array([1., -2., nan, inf]) {'sign': '+'}
            C {
                shape: &[4],
                dtype: DType::Float64,
                data: F(&[1.0, -2.0, NAN, INF]),
                opts: &[Sign('+')],
                repr: "array([ +1.,  -2., +nan, +inf])",
                str: "[ +1.  -2. +nan +inf]",
            },
            // np.array([1., 2.]) {'sign': ' '}
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[1.0, 2.0]),
                opts: &[Sign(' ')],
                repr: "array([ 1.,  2.])",
                str: "[ 1.  2.]",
            },
            // np.array([1., -2.]) {'sign': ' '}
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[1.0, -2.0]),
                opts: &[Sign(' ')],
                repr: "array([ 1., -2.])",
                str: "[ 1. -2.]",
            },
            // np.array([nan, 1.]) {'sign': ' '}
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[NAN, 1.0]),
                opts: &[Sign(' ')],
                repr: "array([ nan,   1.])",
                str: "[ nan   1.]",
            },
            // np.array([1e-5, 1.]) {'sign': ' '}
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[1e-05, 1.0]),
                opts: &[Sign(' ')],
                repr: "array([ 1.e-05,  1.e+00])",
                str: "[ 1.e-05  1.e+00]",
            },
            // np.arange(10.) {'linewidth': 20}
            C {
                shape: &[10],
                dtype: DType::Float64,
                data: F(&[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]),
                opts: &[Width(20)],
                repr: "array([0., 1., 2.,\n       3., 4., 5.,\n       6., 7., 8.,\n       9.])",
                str: "[0. 1. 2. 3. 4. 5.\n 6. 7. 8. 9.]",
            },
            // np.arange(12.).reshape(2, 6) / 7 {'linewidth': 30}
            C {
                shape: &[2, 6],
                dtype: DType::Float64,
                data: F(&[
                    0.0,
                    0.14285714285714285,
                    0.2857142857142857,
                    0.42857142857142855,
                    0.5714285714285714,
                    0.7142857142857143,
                    0.8571428571428571,
                    1.0,
                    1.1428571428571428,
                    1.2857142857142858,
                    1.4285714285714286,
                    1.5714285714285714,
                ]),
                opts: &[Width(30)],
                repr: "array([[0.        ,\n        0.14285714,\n        0.28571429,\n        0.42857143,\n        0.57142857,\n        0.71428571],\n       [0.85714286,\n        1.        ,\n        1.14285714,\n        1.28571429,\n        1.42857143,\n        1.57142857]])",
                str: "[[0.         0.14285714\n  0.28571429 0.42857143\n  0.57142857 0.71428571]\n [0.85714286 1.\n  1.14285714 1.28571429\n  1.42857143 1.57142857]]",
            },
            // np.arange(20, dtype=np.int8) {'linewidth': 30}
            C {
                shape: &[20],
                dtype: DType::Int8,
                data: I(&[
                    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
                ]),
                opts: &[Width(30)],
                repr: "array([ 0,  1,  2,  3,  4,\n        5,  6,  7,  8,  9,\n       10, 11, 12, 13, 14,\n       15, 16, 17, 18, 19],\n      dtype=int8)",
                str: "[ 0  1  2  3  4  5  6  7  8\n  9 10 11 12 13 14 15 16 17\n 18 19]",
            },
            // np.arange(20.) {'threshold': 10, 'edgeitems': 2}
            C {
                shape: &[20],
                dtype: DType::Float64,
                data: F(&[
                    0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0,
                    15.0, 16.0, 17.0, 18.0, 19.0,
                ]),
                opts: &[Threshold(10), Edge(2)],
                repr: "array([ 0.,  1., ..., 18., 19.], shape=(20,))",
                str: "[ 0.  1. ... 18. 19.]",
            },
            // np.array([])
            C {
                shape: &[0],
                dtype: DType::Float64,
                data: F(&[]),
                opts: &[],
                repr: "array([], dtype=float64)",
                str: "[]",
            },
            // np.zeros((0, 3), dtype=int)
            C {
                shape: &[0, 3],
                dtype: DType::Int64,
                data: I(&[]),
                opts: &[],
                repr: "array([], shape=(0, 3), dtype=int64)",
                str: "[]",
            },
            // np.zeros((2, 0))
            C {
                shape: &[2, 0],
                dtype: DType::Float64,
                data: F(&[]),
                opts: &[],
                repr: "array([], shape=(2, 0), dtype=float64)",
                str: "[]",
            },
            // np.zeros((0,), dtype=np.int8)
            C {
                shape: &[0],
                dtype: DType::Int8,
                data: I(&[]),
                opts: &[],
                repr: "array([], dtype=int8)",
                str: "[]",
            },
            // np.zeros((3, 0, 2), dtype=bool)
            C {
                shape: &[3, 0, 2],
                dtype: DType::Bool,
                data: B(&[]),
                opts: &[],
                repr: "array([], shape=(3, 0, 2), dtype=bool)",
                str: "[]",
            },
            // np.zeros((0,), dtype=np.float32)
            C {
                shape: &[0],
                dtype: DType::Float32,
                data: F(&[]),
                opts: &[],
                repr: "array([], dtype=float32)",
                str: "[]",
            },
            // np.arange(5) {'threshold': 0, 'edgeitems': 1000000}
            C {
                shape: &[5],
                dtype: DType::Int64,
                data: I(&[0, 1, 2, 3, 4]),
                opts: &[Threshold(0), Edge(1000000)],
                repr: "array([0, 1, 2, 3, 4], shape=(5,))",
                str: "[0 1 2 3 4]",
            },
            // np.array(7) {'threshold': 0}
            C {
                shape: &[],
                dtype: DType::Int64,
                data: I(&[7]),
                opts: &[Threshold(0)],
                repr: "array(7, shape=())",
                str: "7",
            },
            // np.array(2.5, dtype=np.float32) {'threshold': 0}
            C {
                shape: &[],
                dtype: DType::Float32,
                data: F(&[2.5]),
                opts: &[Threshold(0)],
                repr: "array(2.5, shape=(), dtype=float32)",
                str: "2.5",
            },
            // np.arange(40, dtype=np.int8) {'linewidth': 9223372036854775807}
            C {
                shape: &[40],
                dtype: DType::Int8,
                data: I(&[
                    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                    22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39,
                ]),
                opts: &[Width(9223372036854775807)],
                repr: "array([ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39], dtype=int8)",
                str: "[ 0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39]",
            },
            // np.array([0.1, 1/3]) {'precision': 25, 'floatmode': 'fixed'}
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[0.1, 0.3333333333333333]),
                opts: &[Precision(25), Mode(FloatMode::Fixed)],
                repr: "array([0.1000000000000000055511151, 0.3333333333333333148296163])",
                str: "[0.1000000000000000055511151 0.3333333333333333148296163]",
            },
            // np.array([0.1, 1/3]) {'precision': 20, 'floatmode': 'maxprec_equal'}
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[0.1, 0.3333333333333333]),
                opts: &[Precision(20), Mode(FloatMode::MaxPrecEqual)],
                repr: "array([0.1000000000000000, 0.3333333333333333])",
                str: "[0.1000000000000000 0.3333333333333333]",
            },
            // np.array([147.890625, 2684749.25], dtype=np.float32)
            C {
                shape: &[2],
                dtype: DType::Float32,
                data: F(&[147.890625, 2684749.25]),
                opts: &[],
                repr: "array([1.4789062e+02, 2.6847492e+06], dtype=float32)",
                str: "[1.4789062e+02 2.6847492e+06]",
            },
            // np.array([-1859220923518560.25, 1.])
            C {
                shape: &[2],
                dtype: DType::Float64,
                data: F(&[-1859220923518560.2, 1.0]),
                opts: &[],
                repr: "array([-1.85922092e+15,  1.00000000e+00])",
                str: "[-1.85922092e+15  1.00000000e+00]",
            },
            // np.array([147.890625, 0.5], dtype=np.float32)
            C {
                shape: &[2],
                dtype: DType::Float32,
                data: F(&[147.890625, 0.5]),
                opts: &[],
                repr: "array([147.89062,   0.5    ], dtype=float32)",
                str: "[147.89062   0.5    ]",
            },
        ]
    }

    #[test]
    fn arrays_match_numpy() {
        let mut failures = Vec::new();
        let all = cases();
        for (k, c) in all.iter().enumerate() {
            let (r, s) = run(c);
            if r != c.repr {
                failures.push(format!("case {k} repr:\n got: {r}\nwant: {}", c.repr));
            }
            if s != c.str {
                failures.push(format!("case {k} str:\n got: {s}\nwant: {}", c.str));
            }
        }
        assert!(all.len() >= 80);
        assert!(
            failures.is_empty(),
            "{} mismatches:\n{}",
            failures.len(),
            failures.join("\n")
        );
    }

    #[test]
    fn scalars_match_numpy() {
        let cases: &[(DType, Scalar, &str, &str)] = &[
            // np.int64(3)
            (DType::Int64, Scalar::Int(3), "np.int64(3)", "3"),
            // np.int64(-3)
            (DType::Int64, Scalar::Int(-3), "np.int64(-3)", "-3"),
            // np.int8(-128)
            (DType::Int8, Scalar::Int(-128), "np.int8(-128)", "-128"),
            // np.uint8(7)
            (DType::UInt8, Scalar::UInt(7), "np.uint8(7)", "7"),
            // np.uint64(2**64-1)
            (
                DType::UInt64,
                Scalar::UInt(18446744073709551615),
                "np.uint64(18446744073709551615)",
                "18446744073709551615",
            ),
            // np.int64(-2**63)
            (
                DType::Int64,
                Scalar::Int(-9223372036854775808),
                "np.int64(-9223372036854775808)",
                "-9223372036854775808",
            ),
            // np.int16(-300)
            (DType::Int16, Scalar::Int(-300), "np.int16(-300)", "-300"),
            // np.int32(2**31-1)
            (
                DType::Int32,
                Scalar::Int(2147483647),
                "np.int32(2147483647)",
                "2147483647",
            ),
            // np.uint16(65535)
            (
                DType::UInt16,
                Scalar::UInt(65535),
                "np.uint16(65535)",
                "65535",
            ),
            // np.uint32(4000000000)
            (
                DType::UInt32,
                Scalar::UInt(4000000000),
                "np.uint32(4000000000)",
                "4000000000",
            ),
            // np.float64(0.5)
            (DType::Float64, Scalar::Float(0.5), "np.float64(0.5)", "0.5"),
            // np.float64(-0.5)
            (
                DType::Float64,
                Scalar::Float(-0.5),
                "np.float64(-0.5)",
                "-0.5",
            ),
            // np.float64(np.nan)
            (
                DType::Float64,
                Scalar::Float(f64::NAN),
                "np.float64(nan)",
                "nan",
            ),
            // np.float64(np.inf)
            (
                DType::Float64,
                Scalar::Float(f64::INFINITY),
                "np.float64(inf)",
                "inf",
            ),
            // np.float64(-np.inf)
            (
                DType::Float64,
                Scalar::Float(f64::NEG_INFINITY),
                "np.float64(-inf)",
                "-inf",
            ),
            // np.float64(1e16)
            (
                DType::Float64,
                Scalar::Float(1e+16),
                "np.float64(1e+16)",
                "1e+16",
            ),
            // np.float64(1e-5)
            (
                DType::Float64,
                Scalar::Float(1e-05),
                "np.float64(1e-05)",
                "1e-05",
            ),
            // np.float64(1e15)
            (
                DType::Float64,
                Scalar::Float(1000000000000000.0),
                "np.float64(1000000000000000.0)",
                "1000000000000000.0",
            ),
            // np.float64(-0.0)
            (
                DType::Float64,
                Scalar::Float(-0.0),
                "np.float64(-0.0)",
                "-0.0",
            ),
            // np.float64(1/3)
            (
                DType::Float64,
                Scalar::Float(0.3333333333333333),
                "np.float64(0.3333333333333333)",
                "0.3333333333333333",
            ),
            // np.float64(100.)
            (
                DType::Float64,
                Scalar::Float(100.0),
                "np.float64(100.0)",
                "100.0",
            ),
            // np.float64(-1.5e-300)
            (
                DType::Float64,
                Scalar::Float(-1.5e-300),
                "np.float64(-1.5e-300)",
                "-1.5e-300",
            ),
            // np.float32(0.1)
            (
                DType::Float32,
                Scalar::Float(0.10000000149011612),
                "np.float32(0.1)",
                "0.1",
            ),
            // np.float32(1.5)
            (DType::Float32, Scalar::Float(1.5), "np.float32(1.5)", "1.5"),
            // np.float32(1e6)
            (
                DType::Float32,
                Scalar::Float(1000000.0),
                "np.float32(1e+06)",
                "1e+06",
            ),
            // np.float32(1e-4)
            (
                DType::Float32,
                Scalar::Float(9.999999747378752e-05),
                "np.float32(1e-04)",
                "1e-04",
            ),
            // np.float32(123456.7)
            (
                DType::Float32,
                Scalar::Float(123456.703125),
                "np.float32(123456.7)",
                "123456.7",
            ),
            // np.float32(-0.0)
            (
                DType::Float32,
                Scalar::Float(-0.0),
                "np.float32(-0.0)",
                "-0.0",
            ),
            // np.float32(np.nan)
            (
                DType::Float32,
                Scalar::Float(f64::NAN),
                "np.float32(nan)",
                "nan",
            ),
            // np.float32(3.4e38)
            (
                DType::Float32,
                Scalar::Float(3.3999999521443642e+38),
                "np.float32(3.4e+38)",
                "3.4e+38",
            ),
            // np.float32(1/3)
            (
                DType::Float32,
                Scalar::Float(0.3333333432674408),
                "np.float32(0.33333334)",
                "0.33333334",
            ),
            // np.True_
            (DType::Bool, Scalar::Bool(true), "np.True_", "True"),
            // np.False_
            (DType::Bool, Scalar::Bool(false), "np.False_", "False"),
        ];
        for &(dt, v, want_repr, want_str) in cases {
            assert_eq!(scalar_repr(dt, v), want_repr);
            assert_eq!(scalar_str(dt, v), want_str);
        }
    }

    #[test]
    fn absurd_options_do_not_panic() {
        let o = PrintOptions {
            precision: usize::MAX,
            threshold: 0,
            edgeitems: usize::MAX,
            linewidth: 0,
            suppress: false,
            sign: ' ',
            floatmode: FloatMode::Fixed,
        };
        let r = array_repr(&[2], DType::Float64, &|i| Scalar::Float(i as f64 + 0.5), &o);
        assert!(r.starts_with("array([ 0.5000"), "{}", &r[..20]);
        assert!(r.ends_with("],\n      shape=(2,))"));
        let s = array_str(&[3, 0], DType::Int8, &|_| Scalar::Int(0), &o);
        assert_eq!(s, "[]");
    }

    #[test]
    fn zero_d_str_is_scalar_str() {
        // str(np.array(0.1, dtype=np.float32)) == '0.1'; str(np.array(1e16)) == '1e+16'
        let o = PrintOptions::default();
        let f32v = (0.1f32) as f64;
        assert_eq!(
            array_str(&[], DType::Float32, &|_| Scalar::Float(f32v), &o),
            "0.1"
        );
        assert_eq!(
            array_str(&[], DType::Float64, &|_| Scalar::Float(1e16), &o),
            "1e+16"
        );
        assert_eq!(
            array_str(&[], DType::Bool, &|_| Scalar::Bool(true), &o),
            "True"
        );
    }
}
