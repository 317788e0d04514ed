//! The element blocks of a masked array's repr and str (numpy/ma/core.py
//! `MaskedArray.__repr__`, `_insert_masked_print`): `np.array2string(a, separator=", ",
//! prefix=..., suffix=",")` of the data and of the mask. Where the array has masked
//! elements NumPy prints an object array (each element's Python `repr`, unpadded, and `--`
//! for a masked one); otherwise the data prints with its dtype's formatter.

use stridelab_engine::dtype::{DType, Scalar};

use super::{PrintOptions, array2string, format_array, size_of, width_i64};

/// `np.array2string(a, separator, prefix=prefix, suffix=suffix)` of a plain array.
pub fn array2string_with(
    shape: &[usize],
    dtype: DType,
    get: &dyn Fn(usize) -> Scalar,
    opts: &PrintOptions,
    separator: &str,
    prefix: &str,
    suffix: &str,
) -> String {
    if size_of(shape) == 0 {
        return "[]".to_string();
    }
    let width = width_i64(opts.linewidth) - width_i64(suffix.len());
    array2string(shape, dtype, get, opts, separator, prefix, width)
}

/// The same for an object array whose elements are already formatted: `elem(i)` is the
/// text of element `i` (C order). `summarize` is decided by the caller, which knows the
/// size of the array NumPy formats (`_insert_masked_print` cuts big arrays first).
pub fn object_array2string(
    shape: &[usize],
    elem: &dyn Fn(usize) -> String,
    summarize: bool,
    opts: &PrintOptions,
    separator: &str,
    prefix: &str,
    suffix: &str,
) -> String {
    if size_of(shape) == 0 {
        return "[]".to_string();
    }
    if shape.is_empty() {
        return elem(0);
    }
    let width = width_i64(opts.linewidth) - width_i64(suffix.len());
    format_array(shape, elem, summarize, opts, separator, prefix, width)
}
