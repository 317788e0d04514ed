//! Printing datetime64 and timedelta64 arrays: numpy/_core/arrayprint.py's `_TimelikeFormat`
//! (`DatetimeFormat`, `TimedeltaFormat`) inside the same `_formatArray` as every array.
//!
//! Every element is right-justified to the widest of the non-NaT minimum and maximum (as
//! their text) and, when a NaT is among the measured elements, five columns for `'NaT'`.

use super::{PrintOptions, finish_repr, format_array, kept, size_of, width_i64};
use stridelab_engine::datetime::NAT;

/// What to print: the int64 values in C order, and the text of one non-NaT value
/// (`'2016-07-01'` with its quotes for a datetime, `3` for a timedelta).
pub struct TimeElems<'a> {
    pub get: &'a dyn Fn(usize) -> i64,
    pub text: &'a dyn Fn(i64) -> String,
    /// A user `formatter` for the kind: used as is, without justification.
    pub custom: Option<&'a dyn Fn(usize) -> String>,
}

fn elements(shape: &[usize], e: &TimeElems, opts: &PrintOptions, separator: &str, prefix: &str, linewidth: i64) -> String {
    let summarize = size_of(shape) > opts.threshold;
    if let Some(f) = e.custom {
        return format_array(shape, f, summarize, opts, separator, prefix, linewidth);
    }
    let data: Vec<i64> = kept(shape, opts).iter().map(|&i| (e.get)(i)).collect();
    let non_nat: Vec<i64> = data.iter().copied().filter(|&v| v != NAT).collect();
    let mut width = 0;
    if let (Some(lo), Some(hi)) = (non_nat.iter().min(), non_nat.iter().max()) {
        width = (e.text)(*lo).len().max((e.text)(*hi).len());
    }
    if non_nat.len() < data.len() {
        width = width.max(5);
    }
    let elem = |i: usize| {
        let v = (e.get)(i);
        let t = if v == NAT { "'NaT'".to_string() } else { (e.text)(v) };
        format!("{t:>width$}")
    };
    format_array(shape, &elem, summarize, opts, separator, prefix, linewidth)
}

/// `repr` of a datetime64/timedelta64 array; `dtype_text` is `'datetime64[D]'` with quotes.
pub fn time_array_repr(shape: &[usize], e: &TimeElems, dtype_text: &str, opts: &PrintOptions) -> String {
    let prefix = "array(";
    let lst = if size_of(shape) == 0 {
        "[]".to_string()
    } else {
        elements(shape, e, opts, ", ", prefix, width_i64(opts.linewidth) - 1)
    };
    finish_repr(prefix, &lst, shape, Some(dtype_text.to_string()), opts)
}

/// `str` of a datetime64/timedelta64 array with at least one dimension.
pub fn time_array_str(shape: &[usize], e: &TimeElems, opts: &PrintOptions) -> String {
    if size_of(shape) == 0 {
        return "[]".to_string();
    }
    elements(shape, e, opts, " ", "", width_i64(opts.linewidth))
}
