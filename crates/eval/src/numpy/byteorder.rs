//! Arrays of non-native byte order: `'>i2'` on a little-endian machine, as NumPy's byte-order
//! guide teaches them (doc/source/user/byteswapping.rst; arraytypes.c.src swaps on every
//! `getitem`, `ndarray.byteswap` in item_selection.c, `newbyteorder` in descriptor.c).
//!
//! The bytes stay as they are in memory: a [`Value::Swapped`] holds an engine array of the
//! logical dtype over those bytes, and every read swaps each element (each part, for complex
//! numbers) into a native copy first. So views, `.base`, `np.shares_memory` and `mem` show the
//! real memory, and the values shown are the ones NumPy reads.

use std::rc::Rc;

use stridelab_display::arrayprint::{self, PrintOptions};
use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::DType;
use stridelab_engine::error::{PyResult, not_implemented, type_error};
use stridelab_engine::records::Descr;
use stridelab_engine::view::{self, Order};

use crate::args::Args;
use crate::value::Value;

/// A C-ordered copy of `a` with each element's bytes reversed (each half of a complex
/// number separately): big-endian bytes read as native values, or the reverse.
pub fn swapped_copy(a: &Rc<NdArray>) -> PyResult<Rc<NdArray>> {
    let out = view::copy(a, a.dtype, Order::C)?;
    let part = a.dtype.alignment();
    if part > 1 {
        let mut data = out.buf.data.borrow_mut();
        for chunk in data.chunks_exact_mut(part) {
            chunk.reverse();
        }
    }
    Ok(out)
}

/// The dtype text of a swapped array: `'>i2'`.
fn typestr(d: DType) -> String {
    format!(">{}{}", d.kind_char(), d.itemsize())
}

/// Its dtype as a value.
pub fn dtype_value(d: DType) -> Value {
    Value::Descr(Rc::new(Descr::Ordered(d, '>')))
}

/// The native-order values of a swapped array (what NumPy reads).
pub fn native(a: &Rc<NdArray>) -> PyResult<Rc<NdArray>> {
    swapped_copy(a)
}

pub fn repr(a: &Rc<NdArray>, opts: &PrintOptions) -> String {
    match native(a) {
        Ok(n) => arrayprint::array_repr_dtype_text(&n.shape, n.dtype, &|i| n.get_flat(i), &format!("'{}'", typestr(a.dtype)), opts),
        Err(e) => e.to_string(),
    }
}

pub fn str(a: &Rc<NdArray>, opts: &PrintOptions) -> String {
    match native(a) {
        Ok(n) => arrayprint::array_str(&n.shape, n.dtype, &|i| n.get_flat(i), opts),
        Err(e) => e.to_string(),
    }
}

/// `a[idx]`: a view (or an index-array copy, whose raw bytes are copied as they are) keeps
/// the byte order; an element is a native NumPy scalar.
pub fn get_item(a: &Rc<NdArray>, idx: &Value) -> PyResult<Value> {
    // with a trailing `...` the engine returns a 0-d array rather than reading the element
    // little-endian, so every result is bytes still to be swapped
    let spread = Value::tuple(match idx {
        Value::Tuple(t) => t.iter().cloned().chain(std::iter::once(Value::Ellipsis)).collect(),
        other => vec![other.clone(), Value::Ellipsis],
    });
    match crate::index::array_get(a, &spread)? {
        Value::Array(v) if v.ndim() == 0 => {
            let n = native(&v)?;
            Ok(Value::Scalar(n.dtype, n.get_flat(0)))
        }
        Value::Array(v) => Ok(Value::Swapped(v)),
        other => Ok(other),
    }
}

/// `a[idx] = v`: the values are written swapped.
pub fn set_item(a: &Rc<NdArray>, idx: &Value, v: &Value) -> PyResult<()> {
    let spread = Value::tuple(match idx {
        Value::Tuple(t) => t.iter().cloned().chain(std::iter::once(Value::Ellipsis)).collect(),
        other => vec![other.clone(), Value::Ellipsis],
    });
    let Value::Array(target) = crate::index::array_get(a, &spread)? else {
        return Err(not_implemented("this assignment into an array of non-native byte order is not supported by stridelab"));
    };
    if !Rc::ptr_eq(&target.buf, &a.buf) {
        return Err(not_implemented("index-array assignment into an array of non-native byte order is not supported by stridelab"));
    }
    let staged = NdArray::zeros(a.dtype, &target.shape, false)?;
    crate::index::array_set(&staged, &Value::Ellipsis, v)?;
    let swapped = swapped_copy(&staged)?;
    crate::index::array_set(&target, &Value::Ellipsis, &Value::Array(swapped))
}

/// Attributes; most are those of the memory's array, `dtype` says the byte order.
pub fn attr(a: &Rc<NdArray>, obj: &Value, name: &str) -> PyResult<Value> {
    match name {
        "dtype" => Ok(dtype_value(a.dtype)),
        "view" | "byteswap" | "astype" | "tobytes" | "copy" | "tolist" | "item" | "newbyteorder" => {
            Ok(Value::Method(Rc::new((obj.clone(), name.to_string()))))
        }
        "shape" | "ndim" | "size" | "itemsize" | "nbytes" | "strides" | "base" | "flags" | "__array_interface__" => {
            crate::attrs::array_attr(a, &Value::Array(a.clone()), name)
        }
        "T" => Ok(Value::Swapped(view::transpose(a, None)?)),
        _ => Err(not_implemented(format!("'{name}' of an array of non-native byte order is not supported by stridelab"))),
    }
}

/// Methods: `byteswap`, `view`, `astype`, `tobytes`, `copy`, `tolist`, `item`.
pub fn call_method(interp: &mut crate::interp::Interp, a: &Rc<NdArray>, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    match name {
        "byteswap" => {
            let args = Args::bind("byteswap", "inplace=False", pos, kw)?;
            if args.opt("inplace").is_some_and(|v| crate::ops::truthy(&v).unwrap_or(false)) {
                return Err(not_implemented("byteswap(inplace=True) of an array of non-native byte order is not supported by stridelab"));
            }
            Ok(Value::Swapped(swapped_copy(a)?))
        }
        "view" => {
            let args = Args::bind("view", "dtype=None, type=None", pos, kw)?;
            view_as(a, args.opt("dtype"), true)
        }
        "astype" => {
            let args = Args::bind("astype", "dtype, order='K', casting='unsafe', subok=True, copy=True", pos, kw)?;
            let n = native(a)?;
            crate::numpy::ndarray::call_method(interp, &Value::Array(n), "astype", vec![args.req("dtype")], vec![])
        }
        "tobytes" => {
            Args::bind("tobytes", "order='C'", pos, kw)?;
            let c = view::copy(a, a.dtype, Order::C)?;
            let b: Vec<u8> = c.buf.data.borrow().to_vec();
            Ok(Value::Bytes(b.into()))
        }
        "copy" => {
            Args::bind("copy", "order='C'", pos, kw)?;
            Ok(Value::Swapped(view::copy(a, a.dtype, Order::C)?))
        }
        "tolist" | "item" => {
            let n = native(a)?;
            crate::numpy::ndarray::call_method(interp, &Value::Array(n), name, pos, kw)
        }
        _ => Err(not_implemented(format!("'{name}' of an array of non-native byte order is not supported by stridelab"))),
    }
}

/// `x.view(dtype)` where either side may be of non-native byte order (`swapped` says `a`
/// is): the same memory, read the other way.
pub fn view_as(a: &Rc<NdArray>, dtype: Option<Value>, swapped: bool) -> PyResult<Value> {
    let Some(d) = dtype else {
        let v = view::same_view(a)?;
        return Ok(if swapped { Value::Swapped(v) } else { Value::Array(v) });
    };
    let (plain, big) = match crate::numpy::records::parse_descr(&d)? {
        Descr::Ordered(p, '>') => (p, true),
        Descr::Ordered(p, _) | Descr::Plain(p) => (p, false),
        _ => return Err(type_error("a view of an array of non-native byte order as this dtype is not supported by stridelab")),
    };
    let v = view::view_dtype(a, plain)?;
    Ok(if big { Value::Swapped(v) } else { Value::Array(v) })
}

/// The big-endian dtype a `dtype=` argument names, if it names one.
pub fn big_endian_dtype(v: &Value) -> Option<DType> {
    match crate::numpy::records::parse_descr(v) {
        Ok(Descr::Ordered(p, '>')) => Some(p),
        _ => None,
    }
}

/// The copy the engine would make, C-ordered, of a possibly swapped operand's values.
pub fn operand(v: &Value) -> PyResult<Value> {
    match v {
        Value::Swapped(a) => Ok(Value::Array(native(a)?)),
        other => Ok(other.clone()),
    }
}

