//! Structured arrays and void scalars as NumPy prints them: arrayprint.py's
//! `StructuredVoidFormat` (one formatter per field, measured over that field's whole column,
//! a record shown as a tuple), `SubArrayFormat` (a subarray field as a nested list),
//! `_void_scalar_to_string` (floats of a lone record as `str` gives them) and recarray's
//! `__repr__` in records.py (`dtype=` always on its own line).

use super::{DType, Formatter, Kind, PrintOptions, Scalar, Val, finish_repr, format_array, kept, norm, size_of, width_i64};

/// One field of the records being printed.
pub enum Column<'a> {
    /// A numeric field; `get(record, j)` reads element `j` (C order) of the record's
    /// subarray of shape `sub` (`j` is 0 when `sub` is empty).
    Plain { dtype: DType, sub: Vec<usize>, get: Box<dyn Fn(usize, usize) -> Scalar + 'a> },
    /// A nested structured field.
    Struct(Vec<Column<'a>>),
    /// A text field (`'S10'`, `'<U10'`): `get(record)` is the element's repr (`'Rex'`,
    /// `b'Rex'`), which `StructuredVoidFormat` prints unpadded.
    Text(Box<dyn Fn(usize) -> String + 'a>),
}

enum FieldFmt {
    Plain(Formatter),
    /// `float_kind=str`: a lone record's floats print as their scalar str.
    ScalarStr,
    Struct(Vec<FieldFmt>),
    Text,
}

fn build(col: &Column, records: &[usize], zero_d: bool, floats_as_str: bool, opts: &PrintOptions) -> FieldFmt {
    match col {
        Column::Plain { dtype, sub, get } => {
            if floats_as_str && dtype.kind() == Kind::Float {
                return FieldFmt::ScalarStr;
            }
            let n = size_of(sub);
            let data: Vec<Val> = records.iter().flat_map(|&r| (0..n).map(move |j| norm(*dtype, get(r, j)))).collect();
            FieldFmt::Plain(Formatter::new(*dtype, &data, zero_d && sub.is_empty(), opts))
        }
        Column::Struct(cols) => FieldFmt::Struct(cols.iter().map(|c| build(c, records, zero_d, floats_as_str, opts)).collect()),
        Column::Text(_) => FieldFmt::Text,
    }
}

fn format_one(f: &FieldFmt, dtype: DType, v: Scalar) -> String {
    match f {
        FieldFmt::Plain(fmt) => fmt.format(norm(dtype, v)),
        _ => super::scalar_str(dtype, v),
    }
}

/// `SubArrayFormat.format_array` over the subarray elements `first..` of shape `sub`.
fn sub_array(f: &FieldFmt, dtype: DType, sub: &[usize], first: usize, get: &dyn Fn(usize) -> Scalar, summary: bool, opts: &PrintOptions) -> String {
    let Some((&n, rest)) = sub.split_first() else {
        return format_one(f, dtype, get(first));
    };
    let block = size_of(rest);
    let item = |i: usize| sub_array(f, dtype, rest, first + i * block, get, summary, opts);
    let edge = opts.edgeitems;
    let parts: Vec<String> = if summary && n > edge.saturating_mul(2) {
        (0..edge).map(item).chain(std::iter::once("...".to_string())).chain((n - edge..n).map(item)).collect()
    } else {
        (0..n).map(item).collect()
    };
    format!("[{}]", parts.join(", "))
}

/// `StructuredVoidFormat.__call__`: the record's fields as a tuple.
fn record_text(fmts: &[FieldFmt], cols: &[Column], r: usize, opts: &PrintOptions) -> String {
    let parts: Vec<String> = fmts
        .iter()
        .zip(cols)
        .map(|(f, c)| match (f, c) {
            (FieldFmt::Struct(fs), Column::Struct(cs)) => record_text(fs, cs, r, opts),
            (_, Column::Text(get)) => get(r),
            (f, Column::Plain { dtype, sub, get }) => {
                let one = |j: usize| get(r, j);
                sub_array(f, *dtype, sub, 0, &one, size_of(sub) > opts.threshold, opts)
            }
            _ => String::new(),
        })
        .collect();
    if parts.len() == 1 { format!("({},)", parts[0]) } else { format!("({})", parts.join(", ")) }
}

fn elements(shape: &[usize], cols: &[Column], opts: &PrintOptions, separator: &str, prefix: &str, linewidth: i64) -> String {
    let fmts: Vec<FieldFmt> = cols.iter().map(|c| build(c, &kept(shape, opts), shape.is_empty(), false, opts)).collect();
    let elem = |i: usize| record_text(&fmts, cols, i, opts);
    format_array(shape, &elem, size_of(shape) > opts.threshold, opts, separator, prefix, linewidth)
}

/// `repr` of a structured array (`rec` for a recarray); `dtype_text` is `str(dtype)`.
pub fn struct_array_repr(shape: &[usize], cols: &[Column], dtype_text: &str, rec: bool, opts: &PrintOptions) -> String {
    let prefix = if rec { "rec.array(" } else { "array(" };
    let size = size_of(shape);
    if !rec {
        let lst = if size == 0 { "[]".to_string() } else { elements(shape, cols, opts, ", ", prefix, width_i64(opts.linewidth) - 1) };
        return finish_repr(prefix, &lst, shape, Some(dtype_text.to_string()), opts);
    }
    let lst = if size > 0 || shape == [0] {
        if size == 0 { "[]".to_string() } else { elements(shape, cols, opts, ", ", prefix, width_i64(opts.linewidth) - 1) }
    } else {
        format!("[], shape={}", super::shape_repr(shape))
    };
    format!("{prefix}{lst},\n{}dtype={dtype_text})", " ".repeat(prefix.len()))
}

/// `str` of a structured array (what print shows); a 0-d one prints as its record.
pub fn struct_array_str(shape: &[usize], cols: &[Column], opts: &PrintOptions) -> String {
    if shape.is_empty() {
        return void_scalar_str(cols, opts);
    }
    if size_of(shape) == 0 {
        return "[]".to_string();
    }
    elements(shape, cols, opts, " ", "", width_i64(opts.linewidth))
}

/// `str` of one record (`np.void`, `np.record`): `(1, 2.5)`.
pub fn void_scalar_str(cols: &[Column], opts: &PrintOptions) -> String {
    let fmts: Vec<FieldFmt> = cols.iter().map(|c| build(c, &[0], true, true, opts)).collect();
    record_text(&fmts, cols, 0, opts)
}
