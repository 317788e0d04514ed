//! Arrays printed through a user's `formatter=` callable (`np.set_printoptions(formatter=...)`,
//! arrayprint.py's `_get_format_function` returning the user's function): the interpreter
//! calls it on each shown element and hands the strings here, which `_formatArray` lays out
//! with no padding (a user function's strings are used as they are).

use super::{PrintOptions, finish_repr, format_array, kept, size_of, width_i64};

/// The flat C-order indices of the elements that print (all, or the summary's edges), in
/// the order `_formatArray` formats them.
pub fn custom_shown(shape: &[usize], opts: &PrintOptions) -> Vec<usize> {
    kept(shape, opts)
}

/// `repr` with formatted elements: `elem(i)` is the text of flat element `i`; `dtype_text`
/// is what follows `dtype=` when the dtype is not implied.
pub fn custom_array_repr(shape: &[usize], elem: &dyn Fn(usize) -> String, dtype_text: Option<String>, opts: &PrintOptions) -> String {
    let prefix = "array(";
    let lst = if size_of(shape) == 0 {
        "[]".to_string()
    } else if shape.is_empty() {
        elem(0)
    } else {
        format_array(shape, elem, size_of(shape) > opts.threshold, opts, ", ", prefix, width_i64(opts.linewidth) - 1)
    };
    finish_repr(prefix, &lst, shape, dtype_text, opts)
}

/// `str` with formatted elements (a 0-d array prints as its scalar, which the caller does).
pub fn custom_array_str(shape: &[usize], elem: &dyn Fn(usize) -> String, opts: &PrintOptions) -> String {
    if size_of(shape) == 0 {
        return "[]".to_string();
    }
    format_array(shape, elem, size_of(shape) > opts.threshold, opts, " ", "", width_i64(opts.linewidth))
}
