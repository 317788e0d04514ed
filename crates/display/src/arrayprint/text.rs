//! Arrays of fixed-width text (`'S'`, `'U'`) as NumPy prints them: arrayprint.py formats
//! each element with `repr` (`_get_format_function`'s `numpystr`), with no padding, and
//! `_array_repr_implementation` always names the dtype (`dtype='<U5'`).

use super::{PrintOptions, finish_repr, format_array, size_of, width_i64};

/// `repr` of a text array: `elem(i)` is the repr of element `i` (C order), `dtype_text`
/// what follows `dtype=` (`'<U5'`).
pub fn text_array_repr(shape: &[usize], elem: &dyn Fn(usize) -> String, dtype_text: &str, opts: &PrintOptions) -> String {
    let prefix = "array(";
    let lst = if size_of(shape) == 0 {
        "[]".to_string()
    } else {
        format_array(shape, elem, size_of(shape) > opts.threshold, opts, ", ", prefix, width_i64(opts.linewidth) - 1)
    };
    finish_repr(prefix, &lst, shape, Some(dtype_text.to_string()), opts)
}

/// `str` of a text array; `elem` gives reprs, `scalar` the str of the lone element of a
/// 0-d array.
pub fn text_array_str(shape: &[usize], elem: &dyn Fn(usize) -> String, scalar: &dyn Fn() -> String, opts: &PrintOptions) -> String {
    if shape.is_empty() {
        return scalar();
    }
    if size_of(shape) == 0 {
        return "[]".to_string();
    }
    format_array(shape, elem, size_of(shape) > opts.threshold, opts, " ", "", width_i64(opts.linewidth))
}
