//! NumPy's `numpy/_core/numeric.py` and the `multiarray` functions it re-exports: array
//! creation (`array`, `arange`, `zeros`, `full`, `*_like`, `identity`), memory questions
//! (`shares_memory`, `may_share_memory`), `where`, `concatenate`, comparisons (`array_equal`,
//! `allclose`, `isclose`), `argwhere`/`count_nonzero`/`flatnonzero`, products (`dot`,
//! `outer`, `matmul`), `moveaxis`, `roll`, `indices`, `copyto`, `promote_types`, `cross`,
//! `fromfunction`, `fromiter`, `lexsort`.

use std::rc::Rc;

use stridelab_engine::{layout, overlap, reduce, ufunc, view};
use stridelab_engine::array::{Base, NdArray};
use stridelab_engine::creation;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::gather::{relayout, stride_perm};
use stridelab_engine::overlap::{Overlap, Region};
use stridelab_engine::reduce::RedOp;
use stridelab_engine::ufunc::{BinOp, Operand, UnOp};
use stridelab_engine::view::Order;
use stridelab_engine::error::{ExcKind, PyErr, PyResult, index_error, not_implemented, overflow_error, type_error, value_error};
use crate::{convert, ops};
use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::numpy::args::{arr, array_arg, ax, axes_arg, axis_opt, bool_arg, bool_of, dtype_opt, int_arg, new_shape, order_arg, out_array, seq_arrays};
use crate::numpy::out::{self, OutRule};
use crate::numpy::einsumfunc::{compact, contract, einsum_remapped_err, remapped};
use crate::numpy::umath::operand;
use crate::ops::{from_result, index_int};
use crate::ufunc_kw::{can_cast, casting_arg, where_arg};
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.array", "object, dtype=None, *, copy=True, order='K', subok=False, ndmin=0, ndmax=<no value>, like=None", "A new array from nested lists (or a copy of an array).", "np.array([[1, 2], [3, 4]])", np_array),
    def!("numpy.asarray", "a, dtype=None, order=None, *, device=None, copy=None, like=None", "The input itself if it already is an array of that dtype, else a new array.", "np.asarray(x) is x", np_asarray),
    def!("numpy.asanyarray", "a, dtype=None, order=None, *, device=None, copy=None, like=None", "As asarray (stridelab has no ndarray subclasses to pass through).", "np.asanyarray([1, 2])", np_asarray),
    def!("numpy.require", "a, dtype=None, requirements=None, *, like=None", "An array of the dtype with the listed flags ('C', 'F', 'A', 'W', 'O', 'E'), copied only if needed.", "np.require(x, requirements=['F', 'W'])", np_require),
    def!("numpy.fromiter", "iter, dtype, count=-1, *, like=None", "A 1-D array of an iterable's items (count >= 0: only that many).", "np.fromiter((k * k for k in range(4)), dtype=int)", np_fromiter),
    def!("numpy.frombuffer", "buffer, dtype=float, count=-1, offset=0, *, like=None", "A 1-D array over the bytes of a bytes object (read-only) or of a C-contiguous array.", "np.frombuffer(b'\\x01\\x02', dtype=np.uint8)", np_frombuffer),
    def!("numpy.arange", "start_or_stop=None, stop=None, step=None, dtype=None, *, device=None, like=None", "Evenly spaced values in [start, stop).", "np.arange(2, 12, 3)", np_arange),
    def!("numpy.zeros", "shape, dtype=float, order='C', *, device=None, like=None", "A new array of zeros.", "np.zeros((2, 3), dtype=np.int32)", np_zeros),
    def!("numpy.ones", "shape, dtype=None, order='C', *, device=None, like=None", "A new array of ones.", "np.ones(4)", np_ones),
    def!("numpy.empty", "shape, dtype=float, order='C', *, device=None, like=None", "A new array (stridelab fills it with zeros; NumPy leaves garbage).", "np.empty((2, 2))", np_zeros),
    def!("numpy.full", "shape, fill_value, dtype=None, order='C', *, device=None, like=None", "A new array filled with one value.", "np.full((2, 2), 7)", np_full),
    def!("numpy.zeros_like", "a, dtype=None, order='K', subok=True, shape=None, *, device=None", "Zeros with the shape (and dtype) of a.", "np.zeros_like(x)", np_zeros_like),
    def!("numpy.ones_like", "a, dtype=None, order='K', subok=True, shape=None, *, device=None", "Ones with the shape (and dtype) of a.", "np.ones_like(x)", np_ones_like),
    def!("numpy.empty_like", "prototype, dtype=None, order='K', subok=True, shape=None, *, device=None", "A new array shaped like the prototype (zero-filled here).", "np.empty_like(x)", np_empty_like),
    def!("numpy.full_like", "a, fill_value, dtype=None, order='K', subok=True, shape=None, *, device=None", "fill_value with the shape (and dtype) of a.", "np.full_like(x, 9)", np_full_like),
    def!("numpy.identity", "n, dtype=None, *, like=None", "The n x n identity matrix.", "np.identity(3)", np_identity),
    def!("numpy.rollaxis", "a, axis, start=0", "A view with axis rolled back to position start (moveaxis is the clearer spelling).", "np.rollaxis(np.ones((3, 4, 5)), 2).shape", np_rollaxis),
    def!("numpy.moveaxis", "a, source, destination", "A view with axes moved to new positions.", "np.moveaxis(a, 0, -1)", np_moveaxis),
    def!("numpy.ascontiguousarray", "a, dtype=None, *, like=None", "The array in C order (a copy only if needed).", "np.ascontiguousarray(a.T)", np_ascontiguousarray),
    def!("numpy.asfortranarray", "a, dtype=None, *, like=None", "The array in Fortran order (a copy only if needed).", "np.asfortranarray(a)", np_asfortranarray),
    def!("numpy.shares_memory", "a, b, /, max_work=None", "Exactly whether two arrays use a common byte.", "np.shares_memory(x[::2], x[1::2])", np_shares_memory),
    def!("numpy.may_share_memory", "a, b, /, max_work=None", "Whether the byte ranges of two arrays overlap (a quick, conservative guess).", "np.may_share_memory(x[::2], x[1::2])", np_may_share_memory),
    def!("numpy.promote_types", "type1, type2, /", "The smallest dtype both types cast to safely.", "np.promote_types(np.int8, np.uint8)", np_promote_types),
    def!("numpy.result_type", "*arrays_and_dtypes", "The dtype NumPy's promotion rules give for these arrays, dtypes and scalars (Python scalars are weak).", "np.result_type(3, np.arange(7, dtype='i1'))", np_result_type),
    def!("numpy.can_cast", "from_, to, casting='safe'", "Whether a cast between two dtypes is allowed under a casting rule.", "np.can_cast(np.int32, np.int64)", np_can_cast),
    def!("numpy.where", "condition, x=None, y=None, /", "x where condition is true, else y (or the nonzero indices of condition).", "np.where(a > 2, a, 0)", np_where),
    def!("numpy.concatenate", "arrays, /, axis=0, out=None, *, dtype=None, casting='same_kind'", "Join arrays along an existing axis (a new array; axis=None flattens first).", "np.concatenate((a, b), axis=1)", np_concatenate),
    def!("numpy.array_equal", "a1, a2, equal_nan=False", "True if both have the same shape and elements.", "np.array_equal(a, b)", np_array_equal),
    def!("numpy.allclose", "a, b, rtol=1e-05, atol=1e-08, equal_nan=False", "True if all elements are close: |a - b| <= atol + rtol*|b|.", "np.allclose(a, b)", np_allclose),
    def!("numpy.isclose", "a, b, rtol=1e-05, atol=1e-08, equal_nan=False", "Element-wise |a - b| <= atol + rtol*|b|.", "np.isclose(a, b)", np_isclose),
    def!("numpy.lexsort", "keys, axis=-1", "Indices that sort by several keys, the last key first; ties keep their order (a stable sort per key).", "np.lexsort((first_names, last_names))", np_lexsort),
    def!("numpy.argwhere", "a", "Indices of the non-zero elements, one row per element.", "np.argwhere(a > 2)", np_argwhere),
    def!("numpy.count_nonzero", "a, axis=None, *, keepdims=False", "Number of non-zero elements.", "np.count_nonzero(a > 2)", np_count_nonzero),
    def!("numpy.flatnonzero", "a", "Indices of the non-zero elements of the flattened array.", "np.flatnonzero(a)", np_flatnonzero),
    def!("numpy.binary_repr", "num, width=None", "The binary text of an integer; with width, negative numbers in two's complement.", "np.binary_repr(-3, width=4)", np_binary_repr),
    def!("numpy.vdot", "a, b, /", "Dot product of the flattened arrays, the first one conjugated.", "np.vdot([1+2j, 3j], [2, 1j])", np_vdot),
    def!("numpy.dot", "a, b, out=None", "Dot product: sum over the last axis of a and the second-to-last of b.", "np.dot(a, b)", np_dot, method = Npy => "a.dot(a.T)"),
    def!("numpy.inner", "a, b, /", "Sum of products over the last axes of a and b (a * b if either is a scalar).", "np.inner(b, b)", np_inner),
    def!("numpy.tensordot", "a, b, axes=2", "Sum of products over the given axes of a and b (the last `axes` of a with the first of b by default).", "np.tensordot(a, b, axes=([1, 0], [0, 1]))", np_tensordot),
    def!("numpy.matmul", "x1, x2, /, out=None, *, casting='same_kind', order='K', dtype=None, subok=True", "Matrix product with broadcasting over leading (stack) axes.", "np.matmul(a, b)", np_matmul),
    def!("numpy.outer", "a, b, out=None", "Outer product of the flattened inputs.", "np.outer([1, 2], [3, 4])", np_outer),
    def!("numpy.indices", "dimensions, dtype=int, sparse=False", "An array of index grids, one per dimension.", "np.indices((2, 3))", np_indices),
    def!("numpy.roll", "a, shift, axis=None", "A copy with elements shifted cyclically.", "np.roll(np.arange(5), 2)", np_roll),
    def!("numpy.copyto", "dst, src, casting='same_kind', where=True", "Copy src into dst (broadcasting, with a casting rule and an optional mask).", "np.copyto(x, 0, where=x > 2)", np_copyto),
    def!("numpy.cross", "a, b, axisa=-1, axisb=-1, axisc=-1, axis=None", "Cross product of 3-vectors (or 2-vectors) along an axis, broadcast over the others.", "np.cross([1, 0, 0], [0, 1, 0])", np_cross),
    def!("numpy.fromfunction", "function, shape, *, dtype=float, like=None, **kwargs", "function called once with one index grid per axis (np.indices(shape, dtype)) as its arguments.", "np.fromfunction(lambda i, j: 10 * i + j, (2, 3), dtype=int)", np_fromfunction),
];

// ----- creation -----

fn np_array(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let obj = a.req("object");
    let obj = from_interface(&obj)?.map(Value::Array).unwrap_or(obj);
    if let Some(k) = a.get("ndmax") {
        let k = int_arg(&k)?;
        if !(0..=64).contains(&k) {
            return Err(value_error("ndmax must be in the range [0, NPY_MAXDIMS (64)] "));
        }
        // arrays keep their dimensions; only nested sequences are cut
        if !matches!(obj, Value::Array(_))
            && let Some(v) = super::object_arrays::array_ndmax(&obj, a.opt("dtype").as_ref(), k as usize)?
        {
            return Ok(v);
        }
    }
    if let Some(v) = super::object_arrays::array_arg(&obj, a.opt("dtype").as_ref(), true)? {
        return Ok(v);
    }
    if let Some(v) = super::strings::array_arg(&obj, a.opt("dtype"))? {
        return Ok(v);
    }
    if let Some(d) = structured_dtype(a)? {
        return super::records::array(&obj, &d);
    }
    if let Value::Record(r) = &obj {
        return Ok(Value::Record(super::records::copy(r, stridelab_engine::records::RecKind::Array)?));
    }
    let dtype = dtype_opt(a, "dtype")?;
    // np.array copies unless told otherwise (copy=True is its default; None: if needed)
    let copy = match a.get("copy") {
        None => Some(true),
        Some(Value::None) => None,
        Some(v) => Some(ops::truthy(&v)?),
    };
    let order = order_arg(a, "order", Order::K)?;
    let no_copy = || {
        value_error(
            "Unable to avoid copy while creating an array as requested.\nIf using `np.array(obj, copy=False)` replace it with `np.asarray(obj)` to allow a copy when needed (no behavior change in NumPy 1.x).\nFor more details, see https://numpy.org/devdocs/numpy_2_0_migration_guide.html#adapting-to-changes-in-the-copy-keyword.",
        )
    };
    let mut out = match (&obj, copy) {
        // copy=False: the array itself or an error (anything else needs a new array)
        (Value::Array(x), Some(false)) => {
            let r = array_copy_if_needed(&obj, dtype, order)?;
            if !Rc::ptr_eq(&r, x) {
                return Err(no_copy());
            }
            r
        }
        (_, Some(false)) => return Err(no_copy()),
        (Value::Array(x), Some(true)) => view::copy(x, dtype.unwrap_or(x.dtype), order)?,
        _ => array_copy_if_needed(&obj, dtype, order)?,
    };
    let ndmin = a.get("ndmin").map(|v| int_arg(&v)).transpose()?.unwrap_or(0);
    // NumPy parses ndmin as a C int, then checks it against NPY_MAXDIMS
    if i32::try_from(ndmin).is_err() {
        return Err(PyErr::new(ExcKind::OverflowError, "Python int too large to convert to C int"));
    }
    if ndmin > 64 {
        return Err(value_error("ndmin must be <= ndmax (64)"));
    }
    out = view::prepend_ones(&out, ndmin.max(0) as usize, order == Order::F)?;
    // an ndarray subclass instance stays one with subok=True, else becomes a base-class array
    match a.get("subok").map(|v| ops::truthy(&v)).transpose()? {
        Some(true) => super::subclass::array_subok(interp, &obj, arr(out)),
        _ => super::subclass::as_base_class(&arr(out), false),
    }
}

/// An object of a user class that carries an `__array_interface__` dict, as the array it
/// describes (ctors.c `PyArray_FromInterface`): a view of the memory the dict's data
/// address points into, writeable unless the dict says read-only.
fn from_interface(obj: &Value) -> PyResult<Option<Rc<NdArray>>> {
    let Value::Object(o) = obj else { return Ok(None) };
    let Ok(iface) = crate::python::classes::get_attr(obj, o, "__array_interface__") else { return Ok(None) };
    let Value::Dict(d) = &iface else {
        return Err(value_error("Invalid __array_interface__ value, must be a dict"));
    };
    let get = |k: &str| d.borrow().get(&Value::str(k)).ok().flatten();
    let Some(typestr) = get("typestr") else {
        return Err(value_error("Missing __array_interface__ typestr"));
    };
    let dtype = match &typestr {
        Value::Str(s) => convert::parse_dtype(&Value::str(s.trim_start_matches(['<', '|', '='])))?,
        _ => return Err(type_error("__array_interface__ typestr must be a string")),
    };
    let shape: Vec<usize> = match get("shape") {
        Some(v) => new_shape(&v)?,
        None => return Err(value_error("Missing __array_interface__ shape")),
    };
    let (addr, readonly) = match get("data") {
        Some(Value::Tuple(t)) if t.len() == 2 => (index_int(&t[0]), ops::truthy(&t[1])?),
        _ => return Err(not_implemented("an __array_interface__ without a (address, read-only) data tuple is not supported by stridelab")),
    };
    let found = addr.and_then(|x| u64::try_from(x).ok()).and_then(crate::attrs::buffer_at);
    let Some((buf, offset)) = found else {
        return Err(not_implemented("an __array_interface__ whose data address is not one stridelab showed is not supported by stridelab"));
    };
    let strides: Vec<isize> = match get("strides") {
        None | Some(Value::None) => layout::alloc_strides(&shape, dtype.itemsize(), false),
        Some(v) => ops::iterate(&v)?.iter().map(|s| int_arg(s).map(|x| x as isize)).collect::<PyResult<_>>()?,
    };
    if strides.len() != shape.len() {
        return Err(value_error("strides must be same length as shape"));
    }
    Ok(Some(NdArray::build(buf, offset, shape, strides, dtype, false, !readonly, None)?))
}

/// np.array(obj, dtype, order, copy=None): the array itself when its dtype and layout
/// already fit, else a new one.
fn array_copy_if_needed(obj: &Value, dtype: Option<DType>, order: Order) -> PyResult<Rc<NdArray>> {
    Ok(match obj {
        Value::Array(x) if dtype.is_none_or(|d| d == x.dtype) => {
            let fits = match order {
                Order::C => x.is_c_contiguous(),
                Order::F => x.is_f_contiguous(),
                _ => true,
            };
            if fits { x.clone() } else { view::copy(x, x.dtype, order)? }
        }
        Value::Array(x) => view::copy(x, dtype.unwrap_or(x.dtype), order)?,
        _ => {
            let c = convert::to_array(obj, dtype)?;
            if order == Order::F && c.ndim() > 1 { view::copy(&c, c.dtype, Order::F)? } else { c }
        }
    })
}

fn np_asarray(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let obj = a.req("a");
    let obj = from_interface(&obj)?.map(Value::Array).unwrap_or(obj);
    if let Value::Record(r) = &obj
        && a.opt("dtype").is_none()
    {
        return super::records::as_array(r, a.fname.ends_with("asanyarray"));
    }
    if let Value::Text(t) = &obj
        && a.opt("dtype").is_none()
    {
        return Ok(Value::Text(t.clone()));
    }
    if let Some(v) = super::object_arrays::array_arg(&obj, a.opt("dtype").as_ref(), false)? {
        return Ok(v);
    }
    if let Some(v) = super::strings::array_arg(&obj, a.opt("dtype"))? {
        return Ok(v);
    }
    if let Some(d) = structured_dtype(a)? {
        return super::records::array(&obj, &d);
    }
    let dtype = dtype_opt(a, "dtype")?;
    match &obj {
        Value::Array(x) => {
            // a conversion copies in `order`, 'K' by default (ctors.c `PyArray_FromArray`)
            let o = match a.get("order") {
                Some(Value::Str(o)) => Order::parse(&o)?,
                _ => Order::K,
            };
            let dt = dtype.unwrap_or(x.dtype);
            let ok = dt == x.dtype
                && match o {
                    Order::C => x.is_c_contiguous(),
                    Order::F => x.is_f_contiguous(),
                    _ => true,
                };
            if ok {
                super::subclass::as_base_class(&obj, a.fname.ends_with("asanyarray"))
            } else {
                Ok(arr(view::copy(x, dt, o)?))
            }
        }
        _ => Ok(arr(convert::as_array(&obj, dtype)?)),
    }
}

/// np.frombuffer (ctors.c `PyArray_FromBuffer`): `count` items of `dtype` from byte
/// `offset` of the buffer (all that fits when count < 0).
/// `np.fromiter(iter, dtype, count=-1)` (ctors.c `PyArray_FromIter`): a 1-d array of the
/// items, each one element; `count` >= 0 reads that many items and no more.
fn np_fromiter(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let count = match a.opt("count") {
        None => -1,
        Some(v) => index_int(&v).ok_or_else(|| type_error(format!("'{}' object cannot be interpreted as an integer", v.type_name())))?,
    };
    let items: Vec<Value> = match a.req("iter") {
        Value::PyGen(g) if count >= 0 => {
            let mut out = Vec::new();
            while (out.len() as i128) < count {
                match crate::python::generators::next(interp, &g)? {
                    Some(v) => out.push(v),
                    None => break,
                }
            }
            out
        }
        Value::PyGen(g) => crate::python::generators::drain(interp, &g)?,
        other => {
            let mut all = ops::iterate(&other)?;
            if count >= 0 {
                all.truncate(count as usize);
            }
            all
        }
    };
    if count >= 0 && (items.len() as i128) < count {
        return Err(value_error(format!("iterator too short: Expected {count} but iterator had only {} items.", items.len())));
    }
    let dtype = match a.opt("dtype") {
        None | Some(Value::None) => Value::str("float64"),
        Some(d) => d,
    };
    // each item is one element: a sequence fits only a structured element
    let structured = crate::numpy::records::is_structured_spec(&dtype);
    if !structured && items.iter().any(|v| matches!(v, Value::List(_) | Value::Tuple(_)) || matches!(v, Value::Array(x) if x.ndim() > 0)) {
        return Err(value_error("setting an array element with a sequence."));
    }
    interp.call(&Value::Builtin("numpy.array"), vec![Value::list(items)], vec![("dtype".to_string(), dtype)])
}

fn np_frombuffer(_: &mut Interp, a: &Args) -> PyResult<Value> {
    // text elements are read as whole bytes, then seen as text (`dtype='S1'`)
    let text = a.get("dtype").as_ref().and_then(super::strings::spec);
    if let Some((_, 0)) = text {
        return Err(value_error("itemsize cannot be zero in type"));
    }
    let dtype = match (text, a.get("dtype")) {
        (Some(_), _) => DType::UInt8,
        (None, None) => DType::Float64,
        (None, Some(v)) => convert::parse_dtype(&v)?,
    };
    let count = a.get("count").map(|v| int_arg(&v)).transpose()?.unwrap_or(-1);
    let offset = a.get("offset").map(|v| int_arg(&v)).transpose()?.unwrap_or(0);
    let src = a.req("buffer");
    let (buf, start, len, base, writeable) = match src {
        Value::Bytes(_) | Value::ByteArray(_) => {
            let l = crate::python::bytearray::lend_through_memoryview(&src)?.expect("bytes-like");
            (l.buf, l.start, l.len, l.base, l.writeable)
        }
        Value::Array(x) => {
            if !x.is_c_contiguous() {
                return Err(value_error("ndarray is not C-contiguous"));
            }
            (x.buf.clone(), x.offset, x.nbytes(), Base::Array(x.clone()), x.writeable.get())
        }
        other => return Err(type_error(format!("a bytes-like object is required, not '{}'", other.type_name()))),
    };
    if offset < 0 || offset as usize > len {
        return Err(value_error(format!(
            "offset must be non-negative and no greater than buffer length ({})",
            len
        )));
    }
    let avail = len - offset as usize;
    let isz = text.map_or(dtype.itemsize(), |(k, w)| k.unit() * w);
    let n = if count < 0 {
        if !avail.is_multiple_of(isz) {
            return Err(value_error("buffer size must be a multiple of element size"));
        }
        avail / isz
    } else {
        if (avail as u128) < count as u128 * isz as u128 {
            return Err(value_error("buffer is smaller than requested size"));
        }
        count as usize
    };
    if let Some((k, w)) = text {
        let b = NdArray::build(buf, start + offset as usize, vec![n, isz], vec![isz as isize, 1], DType::UInt8, false, writeable, Some(base))?;
        return Ok(Value::Text(stridelab_engine::strings::TextArray::new(b, k, w)));
    }
    Ok(arr(NdArray::build(buf, start + offset as usize, vec![n], vec![isz as isize], dtype, false, writeable, Some(base))?))
}

fn is_floaty(v: &Value) -> bool {
    matches!(v, Value::Float(_)) || matches!(v, Value::Scalar(d, _) if d.is_float())
}

pub(crate) fn num_f64(v: &Value) -> PyResult<f64> {
    match v {
        Value::Float(f) => Ok(*f),
        Value::Complex(..) | Value::Scalar(DType::Complex64 | DType::Complex128, _) => {
            Err(not_implemented("complex start, stop or step for arange/linspace is not supported by stridelab"))
        }
        Value::Scalar(_, s) => Ok(s.as_f64()),
        other => index_int(other)
            .map(|i| i as f64)
            .ok_or_else(|| type_error(format!("unsupported operand type for arange: '{}'", other.type_name()))),
    }
}

pub(crate) fn np_arange(_: &mut Interp, a: &Args) -> PyResult<Value> {
    // multiarraymodule.c's array_arange: no first argument at all (stop= alone included)
    let Some(first) = a.get("start_or_stop") else {
        return Err(type_error("arange() requires stop to be specified."));
    };
    let (start, stop) = match a.opt("stop") {
        Some(stop) => (first.clone(), stop),
        None => {
            if first.is_none() {
                return Err(type_error("arange() requires stop to be specified."));
            }
            (Value::Int(0), first.clone())
        }
    };
    let step = a.opt("step").unwrap_or(Value::Int(1));
    let dtype = dtype_opt(a, "dtype")?;
    let floaty = is_floaty(&start) || is_floaty(&stop) || is_floaty(&step);
    let (s0, s1, st) = (num_f64(&start)?, num_f64(&stop)?, num_f64(&step)?);
    if st == 0.0 {
        return Err(PyErr::new(ExcKind::ZeroDivisionError, "division by zero"));
    }
    let len = ((s1 - s0) / st).ceil();
    if !len.is_finite() {
        return Err(value_error("arange: cannot compute length"));
    }
    // multiarraymodule.c _arange_safe_ceil_to_intp: the length must fit an intp
    if len >= isize::MAX as f64 {
        return Err(value_error("Maximum allowed size exceeded"));
    }
    let n = if len > 0.0 { len as usize } else { 0 };
    let dt = dtype.unwrap_or(if floaty { DType::Float64 } else { DType::Int64 });
    let out = NdArray::zeros(dt, &[n], false)?;
    {
        let mut d = out.buf.data.borrow_mut();
        if dt.is_float() {
            // NumPy fills with start + i*delta where delta = (start+step) - start
            creation::arange_float(&mut d[..n * dt.itemsize()], dt, s0, (s0 + st) - s0);
        } else if floaty {
            // PyArray_ArangeObj stores start and start + step into the first two elements
            // (each cast to the integer dtype, truncating), and the dtype's fill function
            // repeats their difference: np.arange(0, 5, 0.5, dtype=int) is all zeros
            let (i0, i1) = (s0.trunc() as i64, (s0 + st).trunc() as i64);
            creation::arange_int(&mut d[..n * dt.itemsize()], dt, i0 as i128, i1.wrapping_sub(i0) as i128);
        } else {
            let (i0, ist) = (index_int(&start).unwrap_or(0), index_int(&step).unwrap_or(1));
            creation::arange_int(&mut d[..n * dt.itemsize()], dt, i0, ist);
        }
    }
    Ok(arr(out))
}

pub(crate) fn filled(shape: &[usize], dtype: DType, fortran: bool, value: Option<(Scalar, bool)>) -> PyResult<Rc<NdArray>> {
    let a = NdArray::zeros(dtype, shape, fortran)?;
    if let Some((v, py_int)) = value {
        let v = convert::cast_checked(v, py_int, dtype)?;
        creation::fill_contiguous(&mut a.buf.data.borrow_mut(), &creation::element_bytes(v, dtype)[..dtype.itemsize()]);
    }
    Ok(a)
}

pub(crate) fn fortran_of(a: &Args) -> PyResult<bool> {
    Ok(order_arg(a, "order", Order::C)? == Order::F)
}

/// The `dtype=` argument when it names a structured or subarray dtype.
fn structured_dtype(a: &Args) -> PyResult<Option<stridelab_engine::records::Descr>> {
    match a.opt("dtype") {
        Some(d) if super::records::is_structured_spec(&d) => Ok(Some(super::records::parse_descr(&d)?)),
        _ => Ok(None),
    }
}

fn np_zeros(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let shape = new_shape(&a.req("shape"))?;
    if let Some(dt) = a.opt("dtype").as_ref().and_then(super::stringdtype::dtype_of) {
        return super::stringdtype::filled(&shape, "", dt);
    }
    if a.opt("dtype").is_some_and(|d| super::object_arrays::is_object_dtype(&d)) {
        // np.empty's object array holds None (ctors.c fills new object arrays with None)
        let fill = if a.fname.ends_with("empty") { Value::None } else { Value::Int(0) };
        return super::object_arrays::filled(&shape, fill, fortran_of(a)?);
    }
    if let Some(d) = structured_dtype(a)? {
        return super::records::filled(&shape, &d, false);
    }
    let dt = dtype_opt(a, "dtype")?.unwrap_or(DType::Float64);
    Ok(arr(filled(&shape, dt, fortran_of(a)?, None)?))
}

fn np_ones(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let shape = new_shape(&a.req("shape"))?;
    if let Some(dt) = a.opt("dtype").as_ref().and_then(super::stringdtype::dtype_of) {
        return super::stringdtype::filled(&shape, "1", dt);
    }
    if a.opt("dtype").is_some_and(|d| super::object_arrays::is_object_dtype(&d)) {
        return super::object_arrays::filled(&shape, Value::Int(1), fortran_of(a)?);
    }
    if let Some(d) = structured_dtype(a)? {
        return super::records::filled(&shape, &d, true);
    }
    let dt = dtype_opt(a, "dtype")?.unwrap_or(DType::Float64);
    Ok(arr(filled(&shape, dt, fortran_of(a)?, Some((Scalar::Int(1), false)))?))
}

/// The dtype NumPy gives `np.full(shape, value)` without dtype: that of `np.array(value)`.
fn fill_value(v: &Value) -> PyResult<(Scalar, bool, DType)> {
    match v {
        Value::Bool(b) => Ok((Scalar::Bool(*b), false, DType::Bool)),
        Value::Int(_) => {
            let a = convert::to_array(v, None)?;
            Ok((a.get_flat(0), true, a.dtype))
        }
        Value::Float(f) => Ok((Scalar::Float(*f), false, DType::Float64)),
        Value::Complex(r, i) => Ok((Scalar::Complex(*r, *i), false, DType::Complex128)),
        Value::Scalar(d, s) => Ok((*s, false, *d)),
        Value::Array(a) if a.size() == 1 => Ok((a.get_flat(0), false, a.dtype)),
        other => Err(not_implemented(format!("fill value of type '{}' is not supported by stridelab", other.type_name()))),
    }
}

fn full_from(shape: &[usize], fill: &Value, dtype: Option<DType>, fortran: bool) -> PyResult<Rc<NdArray>> {
    let dt = match (dtype, fill) {
        (Some(d), _) => d,
        (None, Value::List(_) | Value::Tuple(_)) => convert::to_array(fill, None)?.dtype,
        (None, Value::Array(src)) => src.dtype,
        (None, other) => fill_value(other)?.2,
    };
    let out = NdArray::zeros(dt, shape, fortran)?;
    fill_into(&out, fill)?;
    Ok(out)
}

/// `multiarray.copyto(out, fill, casting='unsafe')`, as np.full and np.full_like fill their
/// result: an array (or list) is broadcast and cast, a scalar written once per element
/// (a Python int must fit an integer dtype).
fn fill_into(out: &Rc<NdArray>, fill: &Value) -> PyResult<()> {
    let converted;
    let fill = match fill {
        Value::List(_) | Value::Tuple(_) => {
            converted = Value::Array(convert::to_array(fill, None)?);
            &converted
        }
        other => other,
    };
    if let Value::Array(src) = fill
        && src.size() != 1
    {
        let st = view::broadcast_strides(src, &out.shape).map_err(|_| {
            value_error(format!(
                "could not broadcast input array from shape {} into shape {}",
                view::compact_shape(&src.shape),
                view::compact_shape(&out.shape)
            ))
        })?;
        stridelab_engine::assign::assign(out, src, &st);
        return Ok(());
    }
    let dt = out.dtype;
    // copyto(casting='unsafe') takes a Python int as a weak scalar: straight to a float,
    // complex or bool target, whatever its size (NEP 50)
    if let Value::Int(i) = fill
        && !dt.is_integer()
    {
        let v = if dt == DType::Bool { Scalar::Bool(*i != 0) } else { Scalar::Float(*i as f64).cast(dt) };
        creation::fill_view(out, &creation::element_bytes(v, dt)[..dt.itemsize()]);
        return Ok(());
    }
    let (v, py_int, _) = fill_value(fill)?;
    let v = convert::cast_checked(v, py_int && dt.is_integer(), dt)?;
    creation::fill_view(out, &creation::element_bytes(v, dt)[..dt.itemsize()]);
    Ok(())
}

fn np_full(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let shape = new_shape(&a.req("shape"))?;
    if let Some(dt) = a.opt("dtype").as_ref().and_then(super::stringdtype::dtype_of) {
        let objs = super::object_arrays::full(&shape, &a.req("fill_value"), false)?;
        return super::stringdtype::array(&objs, dt, &interp.print_opts);
    }
    if a.opt("dtype").is_some_and(|d| super::object_arrays::is_object_dtype(&d)) {
        return super::object_arrays::full(&shape, &a.req("fill_value"), fortran_of(a)?);
    }
    Ok(arr(full_from(&shape, &a.req("fill_value"), dtype_opt(a, "dtype")?, fortran_of(a)?)?))
}

/// Shape, dtype and layout for `*_like` functions (order='K' keeps an F layout).
/// The shape, dtype and layout of a `*_like` result (ctors.c `PyArray_NewLikeArrayWithShape`):
/// 'K' keeps C or F, and otherwise lays the axes out in the order of the prototype's
/// strides (`PyArray_CreateSortedStridePerm`, broadcast and length-1 axes included); a
/// `shape=` of another ndim, and 'A' of a non-Fortran prototype, give C order.
fn like_params(a: &Args, proto: &str) -> PyResult<(Vec<usize>, DType, Layout)> {
    let p = array_arg(&a.req(proto))?;
    let dt = dtype_opt(a, "dtype")?.unwrap_or(p.dtype);
    let shape = match a.opt("shape") {
        Some(s) => new_shape(&s)?,
        None => p.shape.clone(),
    };
    let order = order_arg(a, "order", Order::K)?;
    let fortran_proto = p.is_f_contiguous() && !p.is_c_contiguous();
    let layout = match order {
        Order::F => Layout::F,
        Order::C => Layout::C,
        Order::A => if fortran_proto { Layout::F } else { Layout::C },
        Order::K if p.ndim() <= 1 || p.is_c_contiguous() || shape.len() != p.ndim() => Layout::C,
        Order::K if fortran_proto => Layout::F,
        Order::K => Layout::Perm(layout::sorted_stride_perm(&p.strides)),
    };
    Ok((shape, dt, layout))
}

/// How a `*_like` result is laid out.
enum Layout {
    C,
    F,
    /// Axes from outermost to innermost.
    Perm(Vec<usize>),
}

/// `filled` in the `*_like` layout: C or F directly, else the C array's buffer re-strided
/// (every element holds the same value, so only the strides change).
fn filled_like(shape: &[usize], dt: DType, layout: Layout, value: Option<(Scalar, bool)>) -> PyResult<Rc<NdArray>> {
    match layout {
        Layout::C => filled(shape, dt, false, value),
        Layout::F => filled(shape, dt, true, value),
        Layout::Perm(perm) => {
            let c = filled(shape, dt, false, value)?;
            let strides = layout::strides_in_perm_order(shape, &perm, dt.itemsize());
            NdArray::build(c.buf.clone(), 0, shape.to_vec(), strides, dt, true, true, None)
        }
    }
}

fn np_zeros_like(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let (shape, dt, l) = like_params(a, "a")?;
    Ok(arr(filled_like(&shape, dt, l, None)?))
}

fn np_empty_like(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let (shape, dt, l) = like_params(a, "prototype")?;
    Ok(arr(filled_like(&shape, dt, l, None)?))
}

fn np_ones_like(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let (shape, dt, l) = like_params(a, "a")?;
    Ok(arr(filled_like(&shape, dt, l, Some((Scalar::Int(1), false)))?))
}

fn np_full_like(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let (shape, dt, l) = like_params(a, "a")?;
    let fill = a.req("fill_value");
    // full_like casts the fill value unsafely into the result's dtype
    let out = filled_like(&shape, dt, l, None)?;
    fill_into(&out, &fill)?;
    Ok(arr(out))
}

fn np_identity(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let n = int_arg(&a.req("n"))?;
    if n < 0 {
        return Err(value_error("negative dimensions are not allowed"));
    }
    let dt = dtype_opt(a, "dtype")?.unwrap_or(DType::Float64);
    let out = filled(&[n as usize, n as usize], dt, false, None)?;
    {
        let mut data = out.buf.data.borrow_mut();
        let isz = dt.itemsize();
        for i in 0..n as usize {
            let off = i * (n as usize + 1) * isz;
            Scalar::Int(1).write_le_bytes(dt, &mut data[off..off + isz]);
        }
    }
    Ok(arr(out))
}

fn np_moveaxis(_: &mut Interp, a: &Args) -> PyResult<Value> {
    if let Value::Text(t) = a.req("a") {
        // numeric.py: the permutation, then a.transpose(order)
        let nd = t.ndim();
        let src = view::normalize_axis_tuple(&axes_arg(&a.req("source"))?, nd, Some("source"), false)?;
        let dst = view::normalize_axis_tuple(&axes_arg(&a.req("destination"))?, nd, Some("destination"), false)?;
        if src.len() != dst.len() {
            return Err(value_error("`source` and `destination` arguments must have the same number of elements"));
        }
        let mut order: Vec<usize> = (0..nd).filter(|n| !src.contains(n)).collect();
        let mut pairs: Vec<(usize, usize)> = dst.into_iter().zip(src).collect();
        pairs.sort();
        for (d, s) in pairs {
            order.insert(d, s);
        }
        let axes = Value::tuple(order.into_iter().map(|o| Value::Int(o as i128)).collect());
        return super::strings::call_method(&t, "transpose", vec![axes], vec![]);
    }
    let x = array_arg(&a.req("a"))?;
    Ok(arr(view::moveaxis(&x, &axes_arg(&a.req("source"))?, &axes_arg(&a.req("destination"))?)?))
}

/// np.rollaxis (numeric.py): axis removed, then inserted before position `start`.
fn np_rollaxis(_: &mut Interp, a: &Args) -> PyResult<Value> {
    // numeric.py reads a.ndim without converting a
    let x = match a.req("a") {
        Value::Array(x) => x,
        v @ Value::Scalar(..) => array_arg(&v)?,
        other => return Err(stridelab_engine::error::attribute_error(format!("'{}' object has no attribute 'ndim'", other.type_name()))),
    };
    let n = x.ndim() as i64;
    let axis = stridelab_engine::slicing::normalize_axis(int_arg(&a.req("axis"))?, x.ndim()).map_err(stridelab_engine::error::axis_error)? as i64;
    let mut start = a.get("start").map(|v| int_arg(&v)).transpose()?.unwrap_or(0);
    if start < 0 {
        start += n;
    }
    if !(0..n + 1).contains(&start) {
        return Err(stridelab_engine::error::axis_error(format!(
            "'start' arg requires {} <= start < {}, but {} was passed in",
            -n,
            n + 1,
            start
        )));
    }
    if axis < start {
        start -= 1;
    }
    if axis == start {
        return Ok(arr(view::same_view(&x)?));
    }
    let mut axes: Vec<i64> = (0..n).filter(|&k| k != axis).collect();
    axes.insert(start as usize, axis);
    Ok(arr(view::transpose(&x, Some(&axes))?))
}

fn np_ascontiguousarray(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let obj = a.req("a");
    let dt = dtype_opt(a, "dtype")?;
    let x = convert::as_array(&obj, dt)?;
    let x = if x.ndim() == 0 { view::reshape(&x, &[1], Order::C, None)? } else { x };
    if x.is_c_contiguous() { Ok(arr(x)) } else { Ok(arr(view::copy(&x, x.dtype, Order::C)?)) }
}

fn np_asfortranarray(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let obj = a.req("a");
    let dt = dtype_opt(a, "dtype")?;
    let x = convert::as_array(&obj, dt)?;
    let x = if x.ndim() == 0 { view::reshape(&x, &[1], Order::C, None)? } else { x };
    if x.is_f_contiguous() { Ok(arr(x)) } else { Ok(arr(view::copy(&x, x.dtype, Order::F)?)) }
}

fn region(a: &NdArray) -> Region<'_> {
    Region { offset: a.offset as i64, shape: &a.shape, strides: &a.strides, itemsize: a.itemsize() }
}

/// The memory two values would be compared on: arrays as they are, anything else as a
/// fresh array (which never shares memory).
fn mem_arg(v: &Value) -> PyResult<Rc<NdArray>> {
    // a structured array's memory is exactly its bytes array's
    if let Value::Record(r) = v {
        return Ok(r.bytes.clone());
    }
    if let Value::Text(t) = v {
        return Ok(t.bytes.clone());
    }
    convert::as_array(v, None)
}

/// Exact overlap of two arrays, with NumPy's max_work semantics.
pub fn shares(a: &NdArray, b: &NdArray, max_work: Option<u64>) -> Overlap {
    if !Rc::ptr_eq(&a.buf, &b.buf) {
        return Overlap::No;
    }
    overlap::shares(&region(a), &region(b), max_work)
}

fn max_work_arg(a: &Args) -> PyResult<Option<i64>> {
    a.opt("max_work").map(|v| int_arg(&v)).transpose()
}

fn np_shares_memory(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let (x, y) = (mem_arg(&a.req("a"))?, mem_arg(&a.req("b"))?);
    let mw = match max_work_arg(a)? {
        None | Some(-1) => None,
        Some(-2) => Some(0),
        Some(n) if n < 0 => return Err(value_error("Invalid value for max_work")),
        Some(n) => Some(n as u64),
    };
    match shares(&x, &y, mw) {
        Overlap::No => Ok(Value::Bool(false)),
        Overlap::Yes => Ok(Value::Bool(true)),
        Overlap::TooHard => Err(PyErr::new(ExcKind::TooHardError, "Exceeded max_work")),
    }
}

fn np_may_share_memory(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let (x, y) = (mem_arg(&a.req("a"))?, mem_arg(&a.req("b"))?);
    match max_work_arg(a)? {
        None | Some(-2) | Some(0) => {
            if !Rc::ptr_eq(&x.buf, &y.buf) {
                return Ok(Value::Bool(false));
            }
            Ok(Value::Bool(overlap::may_share(&region(&x), &region(&y))))
        }
        Some(n) => {
            let mw = if n < 0 { None } else { Some(n as u64) };
            Ok(Value::Bool(!matches!(shares(&x, &y, mw), Overlap::No)))
        }
    }
}

/// np.promote_types(type1, type2): the smallest dtype both cast to safely.
fn np_promote_types(_: &mut Interp, a: &Args) -> PyResult<Value> {
    if let Some(v) = super::strings::promote_types(&a.req("type1"), &a.req("type2"))? {
        return Ok(v);
    }
    let t = |name| match a.req(name) {
        Value::None => Err(type_error("Cannot interpret 'None' as a data type")),
        v => crate::convert::parse_dtype_any_order(&v),
    };
    let (t1, t2) = (t("type1")?, t("type2")?);
    Ok(Value::DType(ufunc::promote_types(t1, t2)))
}

/// One argument of `np.result_type`: a dtype (from an array, a NumPy scalar or a dtype
/// specifier) or a weak Python scalar (NEP 50), ranked bool < int < float.
pub(crate) enum TypeArg {
    Strong(DType),
    Weak(u8),
}

pub(crate) fn type_arg(v: &Value) -> PyResult<TypeArg> {
    Ok(match v {
        Value::Bool(_) => TypeArg::Weak(0),
        Value::Int(_) => TypeArg::Weak(1),
        Value::Float(_) => TypeArg::Weak(2),
        Value::Complex(..) => TypeArg::Weak(3),
        Value::Scalar(d, _) => TypeArg::Strong(*d),
        other => TypeArg::Strong(convert::parse_dtype(other)?),
    })
}

/// NumPy's `result_type`: the promotion of every dtype, then the weak Python scalars join
/// (an int keeps an integer dtype, a float keeps a float dtype; otherwise the default
/// int64 / float64 of their kind).
pub(crate) fn result_type_of(args: &[TypeArg]) -> PyResult<DType> {
    let mut strong: Option<DType> = None;
    let mut weak: Option<u8> = None;
    for t in args {
        match t {
            TypeArg::Strong(d) => strong = Some(strong.map_or(*d, |s| ufunc::promote_types(s, *d))),
            TypeArg::Weak(k) => weak = Some(weak.map_or(*k, |w| w.max(*k))),
        }
    }
    let default = |k: u8| match k {
        0 => DType::Bool,
        1 => DType::Int64,
        2 => DType::Float64,
        _ => DType::Complex128,
    };
    match (strong, weak) {
        (None, None) => Err(value_error("at least one array or dtype is required")),
        (None, Some(k)) => Ok(default(k)),
        (Some(s), None) => Ok(s),
        (Some(s), Some(k)) => Ok(match k {
            3 if s.is_float() || s.is_complex() => s.complex_of(),
            3 => DType::Complex128,
            2 if !s.is_float() && !s.is_complex() => DType::Float64,
            1 if s == DType::Bool => DType::Int64,
            _ => s,
        }),
    }
}

fn np_result_type(_: &mut Interp, a: &Args) -> PyResult<Value> {
    if let Some(v) = super::records::result_type(&a.rest)? {
        return Ok(v);
    }
    let args: Vec<TypeArg> = a.rest.iter().map(type_arg).collect::<PyResult<_>>()?;
    Ok(Value::DType(result_type_of(&args)?))
}

/// np.can_cast(from_, to, casting): dtypes, type objects, strings, arrays and NumPy
/// scalars; Python scalars are refused since NEP 50.
fn np_can_cast(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let casting = match a.get("casting") {
        None => "safe".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(other) => return Err(type_error(format!("casting must be str, not {}", other.type_name()))),
    };
    if !matches!(casting.as_str(), "no" | "equiv" | "safe" | "same_kind" | "unsafe") {
        return Err(value_error(format!(
            "casting must be one of 'no', 'equiv', 'safe', 'same_kind', 'unsafe' (got '{}')",
            casting
        )));
    }
    let not_understood = || type_error("did not understand one of the types; 'None' not accepted");
    if let Some(ok) = super::numerictypes::can_cast_codes(&a.req("from_"), &a.req("to"), &casting) {
        return Ok(Value::Bool(ok));
    }
    if let Some(ok) = super::strings::can_cast(&a.req("from_"), &a.req("to"), &casting)? {
        return Ok(Value::Bool(ok));
    }
    let to = match a.req("to") {
        Value::None => return Err(not_understood()),
        v => convert::parse_dtype(&v)?,
    };
    let from = match a.req("from_") {
        Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Complex(..) => {
            return Err(type_error(
                "can_cast() does not support Python ints, floats, and complex because the result used to depend on the value.\nThis change was part of adopting NEP 50, we may explicitly allow them again in the future.",
            ));
        }
        Value::Scalar(d, _) => d,
        Value::None => return Err(not_understood()),
        v => convert::parse_dtype(&v).map_err(|_| not_understood())?,
    };
    Ok(Value::Bool(can_cast(from, to, &casting)))
}

/// np.require (numpy/_core/_asarray.py): np.array(a, dtype, order, copy=None), then a copy
/// in that order if a listed flag (ALIGNED, WRITEABLE, OWNDATA) is still missing.
fn np_require(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let obj = a.req("a");
    let dtype = dtype_opt(a, "dtype")?;
    let reqs = match a.get("requirements") {
        None => Vec::new(),
        Some(v) => {
            if !ops::truthy(&v)? {
                Vec::new()
            } else {
                ops::iterate(&v)?
            }
        }
    };
    if reqs.is_empty() {
        return Ok(arr(convert::as_array(&obj, dtype)?));
    }
    let mut flags: Vec<char> = Vec::new();
    for r in &reqs {
        let Value::Str(s) = r else {
            return Err(stridelab_engine::error::attribute_error(format!("'{}' object has no attribute 'upper'", r.type_name())));
        };
        let up = s.to_uppercase();
        let f = match up.as_str() {
            "C" | "C_CONTIGUOUS" | "CONTIGUOUS" => 'C',
            "F" | "F_CONTIGUOUS" | "FORTRAN" => 'F',
            "A" | "ALIGNED" => 'A',
            "W" | "WRITEABLE" => 'W',
            "O" | "OWNDATA" => 'O',
            "E" | "ENSUREARRAY" => 'E',
            _ => {
                return Err(stridelab_engine::error::key_error(crate::repr::repr(&Value::str(&up), &Default::default())));
            }
        };
        if !flags.contains(&f) {
            flags.push(f);
        }
    }
    let order = match (flags.contains(&'C'), flags.contains(&'F')) {
        (true, true) => return Err(value_error("Cannot specify both \"C\" and \"F\" order")),
        (false, true) => Order::F,
        (true, false) => Order::C,
        _ => Order::A,
    };
    let out = array_copy_if_needed(&obj, dtype, order)?;
    let missing = flags.iter().any(|f| match f {
        'A' => !out.is_aligned(),
        'W' => !out.writeable.get(),
        'O' => !out.owndata,
        _ => false,
    });
    Ok(arr(if missing { view::copy(&out, out.dtype, order)? } else { out }))
}

fn np_where(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let cond = a.req("condition");
    match (a.get("x"), a.get("y")) {
        (None, None) => {
            let c = array_arg(&cond)?;
            let c = if c.ndim() == 0 { stridelab_engine::view::reshape(&c, &[1], stridelab_engine::view::Order::C, None)? } else { c };
            let cols = stridelab_engine::item_selection::nonzero(&c)?;
            Ok(Value::tuple(cols.into_iter().map(Value::Array).collect()))
        }
        (Some(x), Some(y)) => {
            let c = operand(&cond)?;
            let (xo, yo) = (operand(&x)?, operand(&y)?);
            // always an array, 0-d included (multiarraymodule.c `PyArray_Where`)
            Ok(arr(crate::numeric::where3(&c, &xo, &yo)?))
        }
        _ => Err(value_error("either both or neither of x and y should be given")),
    }
}

/// C-order element bytes of `a` converted to `dt`.
/// The array flattened in C order (a view when possible).
pub(crate) fn flat(a: &Rc<NdArray>) -> PyResult<Rc<NdArray>> {
    view::reshape(a, &[-1], Order::C, None)
}

pub(crate) fn result_type(arrs: &[Rc<NdArray>]) -> DType {
    let mut it = arrs.iter().map(|a| a.dtype);
    let first = it.next().unwrap_or(DType::Float64);
    it.fold(first, ufunc::promote_types)
}

fn cast_error(from: DType, to: DType, casting: &str) -> PyErr {
    type_error(format!(
        "Cannot cast array data from dtype('{}') to dtype('{}') according to the rule '{}'",
        from.name(),
        to.name(),
        casting
    ))
}

/// NumPy's concatenate (PyArray_ConcatenateInto) on already-converted arrays.
pub(crate) fn concat(
    arrs: &[Rc<NdArray>],
    axis: Option<i64>,
    dtype: Option<DType>,
    casting: &str,
    out: Option<Rc<NdArray>>,
) -> PyResult<Rc<NdArray>> {
    if arrs.is_empty() {
        return Err(value_error("need at least one array to concatenate"));
    }
    let flat_arrs: Vec<Rc<NdArray>>;
    let axis_given = axis;
    let (arrs, axis) = match axis {
        None => {
            flat_arrs = arrs.iter().map(flat).collect::<PyResult<_>>()?;
            (flat_arrs.as_slice(), 0)
        }
        Some(a) => (arrs, a),
    };
    let nd = arrs[0].ndim();
    if nd == 0 {
        return Err(value_error("zero-dimensional arrays cannot be concatenated"));
    }
    let axis = ax(axis, nd)?;
    let mut shape = arrs[0].shape.clone();
    for (i, a) in arrs.iter().enumerate().skip(1) {
        if a.ndim() != nd {
            return Err(value_error(format!(
                "all the input arrays must have same number of dimensions, but the array at index 0 has {} dimension(s) and the array at index {} has {} dimension(s)",
                nd,
                i,
                a.ndim()
            )));
        }
        for d in 0..nd {
            if d == axis {
                shape[d] += a.shape[d];
            } else if a.shape[d] != shape[d] {
                return Err(value_error(format!(
                    "all the input array dimensions except for the concatenation axis must match exactly, but along dimension {}, the array at index 0 has size {} and the array at index {} has size {}",
                    d, shape[d], i, a.shape[d]
                )));
            }
        }
    }
    let dt = match &out {
        Some(o) => {
            let inputs: Vec<DType> = arrs.iter().map(|a| a.dtype).collect();
            out::check(o, &shape, o.dtype, &OutRule::Concatenate { inputs: &inputs, casting, flat: axis_given.is_none() })?;
            o.dtype
        }
        None => dtype.unwrap_or_else(|| result_type(arrs)),
    };
    for a in arrs {
        if !can_cast(a.dtype, dt, casting) {
            return Err(cast_error(a.dtype, dt, casting));
        }
    }
    // each input cast-copied straight into its slab of the result; the slabs cover it
    let res = NdArray::for_overwrite(dt, &shape)?;
    let mut start = 0usize;
    for a in arrs {
        let mut sub_shape = shape.clone();
        sub_shape[axis] = a.shape[axis];
        let off = start * res.strides[axis] as usize;
        start += a.shape[axis];
        if a.size() == 0 {
            continue;
        }
        let slab = NdArray::build(res.buf.clone(), off, sub_shape, res.strides.clone(), dt, false, true, None)?;
        stridelab_engine::assign::assign(&slab, a, &a.strides);
    }
    match out {
        Some(o) => {
            out::write(&o, &res, &OutRule::Assign { casting: "unsafe" })?;
            Ok(o)
        }
        None => {
            let refs: Vec<&NdArray> = arrs.iter().map(|a| &**a).collect();
            relayout(res, &stride_perm(&refs, nd))
        }
    }
}

fn np_concatenate(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let out = out_array(a)?;
    let dtype = dtype_opt(a, "dtype")?;
    if out.is_some() && dtype.is_some() {
        return Err(type_error(
            "concatenate() only takes `out` or `dtype` as an argument, but both were provided.",
        ));
    }
    let casting = casting_arg(a, "same_kind")?;
    let arrs = seq_arrays(&a.req("arrays"))?;
    let axis = axis_opt(a, "axis", Some(0))?;
    Ok(Value::Array(concat(&arrs, axis, dtype, casting, out)?))
}

// ----- comparisons -----

fn np_array_equal(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let (Ok(x), Ok(y)) = (array_arg(&a.req("a1")), array_arg(&a.req("a2"))) else {
        return Ok(Value::Bool(false));
    };
    if x.shape != y.shape {
        return Ok(Value::Bool(false));
    }
    let equal_nan = bool_of(a, "equal_nan")?;
    let eq = ufunc::binary(BinOp::Eq, &Operand::Array(x.clone()), &Operand::Array(y.clone()), None)?;
    let all = |m: &NdArray| stridelab_engine::item_selection::count_nonzero(m) == m.size();
    if !equal_nan {
        return Ok(Value::Bool(all(&eq)));
    }
    // equal, or NaN in both
    let nx = ufunc::unary(UnOp::IsNan, &x, None)?;
    let ny = ufunc::unary(UnOp::IsNan, &y, None)?;
    let both = ufunc::binary(BinOp::BitAnd, &Operand::Array(nx), &Operand::Array(ny), None)?;
    let ok = ufunc::binary(BinOp::BitOr, &Operand::Array(eq), &Operand::Array(both), None)?;
    Ok(Value::Bool(all(&ok)))
}

fn operand_of(v: &Value) -> PyResult<Operand> {
    match v {
        Value::Int(i) => Ok(Operand::PyInt(*i)),
        Value::Float(f) => Ok(Operand::PyFloat(*f)),
        Value::Bool(b) => Ok(Operand::PyBool(*b)),
        Value::Complex(r, i) => Ok(Operand::PyComplex(*r, *i)),
        other => Ok(Operand::Array(array_arg(other)?)),
    }
}

fn as_arr(o: &Operand) -> PyResult<Rc<NdArray>> {
    crate::numeric::operand_to_array(o)
}

/// NumPy 2's isclose: `|x - y| <= atol + rtol*|y|` and y finite, or x == y (NaN pairs too
/// with equal_nan); y is made inexact first.
fn isclose(a: &Args) -> PyResult<Rc<NdArray>> {
    let x = operand_of(&a.req("a"))?;
    let y = match operand_of(&a.req("b"))? {
        Operand::Array(arr) => {
            let dt = if arr.dtype.is_float() || arr.dtype.is_complex() { arr.dtype } else { DType::Float64 };
            // asanyarray(y, dtype=dt): a cast copy keeps y's memory order
            Operand::Array(if dt == arr.dtype { arr } else { view::copy(&arr, dt, Order::K)? })
        }
        Operand::PyInt(i) => Operand::PyFloat(i as f64),
        Operand::PyBool(b) => Operand::PyFloat(b as u8 as f64),
        f => f,
    };
    let rtol = a.get("rtol").map(|v| operand_of(&v)).transpose()?.unwrap_or(Operand::PyFloat(1e-5));
    let atol = a.get("atol").map(|v| operand_of(&v)).transpose()?.unwrap_or(Operand::PyFloat(1e-8));
    let arr = Operand::Array;
    let diff = ufunc::unary(UnOp::Abs, &as_arr(&Operand::Array(ufunc::binary(BinOp::Sub, &x, &y, None)?))?, None)?;
    let ay = ufunc::unary(UnOp::Abs, &as_arr(&y)?, None)?;
    let tol = ufunc::binary(BinOp::Add, &atol, &arr(ufunc::binary(BinOp::Mul, &rtol, &arr(ay), None)?), None)?;
    let le = ufunc::binary(BinOp::Le, &arr(diff), &arr(tol), None)?;
    let fin = ufunc::unary(UnOp::IsFinite, &as_arr(&y)?, None)?;
    let eq = ufunc::binary(BinOp::Eq, &x, &y, None)?;
    let r = ufunc::binary(BinOp::BitOr, &arr(ufunc::binary(BinOp::BitAnd, &arr(le), &arr(fin), None)?), &arr(eq), None)?;
    if bool_of(a, "equal_nan")? {
        let nx = ufunc::unary(UnOp::IsNan, &as_arr(&x)?, None)?;
        let ny = ufunc::unary(UnOp::IsNan, &as_arr(&y)?, None)?;
        let both = ufunc::binary(BinOp::BitAnd, &arr(nx), &arr(ny), None)?;
        // `result |= ...`: in place, so the result keeps its layout
        ufunc::binary(BinOp::BitOr, &arr(r.clone()), &arr(both), Some(&r))?;
    }
    Ok(r)
}

/// numeric.py returns `result[()]`: a scalar for 0-d, else a new view of the result.
fn np_isclose(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let r = isclose(a)?;
    if r.ndim() == 0 {
        return Ok(from_result(r));
    }
    Ok(arr(NdArray::view_of(&r, r.offset, r.shape.clone(), r.strides.clone(), r.dtype)?))
}

fn np_allclose(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let r = isclose(a)?;
    Ok(Value::Bool(stridelab_engine::item_selection::count_nonzero(&r) == r.size()))
}

fn np_argwhere(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    if x.ndim() == 0 {
        // numeric.py: argwhere(atleast_1d(a))[:, :0]
        let w = stridelab_engine::item_selection::argwhere(&*view::reshape(&x, &[1], view::Order::C, None)?)?;
        return Ok(Value::Array(NdArray::view_of(&w, w.offset, vec![w.shape[0], 0], w.strides.clone(), w.dtype)?));
    }
    Ok(Value::Array(stridelab_engine::item_selection::argwhere(&x)?))
}

fn np_count_nonzero(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    let keepdims = bool_of(a, "keepdims")?;
    let axes: Option<Vec<usize>> = match a.opt("axis") {
        None => None,
        Some(v) => {
            let list = crate::numpy::args::axes_arg(&v)?;
            Some(view::normalize_axis_tuple(&list, x.ndim(), None, false)?)
        }
    };
    if axes.is_none() && !keepdims {
        let n = stridelab_engine::item_selection::count_nonzero(&x);
        return Ok(Value::Scalar(DType::Int64, Scalar::Int(n as i64)));
    }
    // numeric.py: a.astype(bool, copy=False).sum(axis, dtype=intp, keepdims), so the
    // result follows a's memory order
    let m = if x.dtype == DType::Bool { x } else { view::copy(&x, DType::Bool, Order::K)? };
    let r = reduce::reduce(RedOp::Sum, &m, axes.as_deref(), keepdims, 0, Some(DType::Int64))?;
    Ok(from_result(crate::numpy::fromnumeric::keep_input_order(RedOp::Sum, &m, axes.as_deref(), keepdims, r)?))
}

/// `np.nonzero(np.ravel(a))[0]`: a column view of the coordinates array.
fn np_flatnonzero(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = flat(&array_arg(&a.req("a"))?)?;
    let cols = stridelab_engine::item_selection::nonzero(&x)?;
    Ok(Value::Array(cols.into_iter().next().ok_or_else(|| value_error("nonzero gave no index array"))?))
}

// ----- products -----

pub(crate) fn dot(x: &Rc<NdArray>, y: &Rc<NdArray>, out: Option<Rc<NdArray>>) -> PyResult<Value> {
    if x.ndim() == 0 || y.ndim() == 0 {
        let r = ufunc::binary(BinOp::Mul, &Operand::Array(x.clone()), &Operand::Array(y.clone()), out.as_ref())?;
        return Ok(if out.is_some() { Value::Array(r) } else { from_result(r) });
    }
    let ky_axis = if y.ndim() >= 2 { y.ndim() - 2 } else { 0 };
    let (kx, ky) = (x.shape[x.ndim() - 1], y.shape[ky_axis]);
    if kx != ky {
        return Err(value_error(format!(
            "shapes {} and {} not aligned: {} (dim {}) != {} (dim {})",
            compact(&x.shape),
            compact(&y.shape),
            kx,
            x.ndim() - 1,
            ky,
            ky_axis
        )));
    }
    // labels: x's free axes 1.., y's free axes 40.., the summed axis 100
    let xl: Vec<u8> = (0..x.ndim()).map(|d| if d == x.ndim() - 1 { 100 } else { 1 + d as u8 }).collect();
    let yl: Vec<u8> = (0..y.ndim()).map(|d| if d == ky_axis { 100 } else { 40 + d as u8 }).collect();
    let mut ol: Vec<u8> = xl.iter().copied().filter(|&l| l != 100).collect();
    ol.extend(yl.iter().copied().filter(|&l| l != 100));
    let dt = ufunc::promote_types(x.dtype, y.dtype);
    let r = contract(&[x.clone(), y.clone()], &[xl, yl], &ol, dt, &einsum_remapped_err)?;
    match out {
        // a 0-d result comes back as a scalar even when written into out (PyArray_Return)
        Some(o) => out::write(&o, &r, &OutRule::Dot).map(|v| match v {
            Value::Array(o) => from_result(o),
            v => v,
        }),
        None => Ok(from_result(r)),
    }
}

fn np_dot(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    if super::object_arrays::involved(&[&a.req("a"), &a.req("b")]) && a.opt("out").is_none() {
        return super::object_arrays::dot(interp, &a.req("a"), &a.req("b"));
    }
    dot(&array_arg(&a.req("a"))?, &array_arg(&a.req("b"))?, out_array(a)?)
}

/// `np.binary_repr` (numeric.py): `format(num, 'b')` zero-filled to `width`; a negative
/// number with a width is written in two's complement over the fewest bits that hold it.
fn np_binary_repr(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let v = a.req("num");
    let num = index_int(&v)
        .ok_or_else(|| type_error(format!("'{}' object cannot be interpreted as an integer", v.type_name())))?;
    let width = match a.opt("width") {
        None => None,
        Some(w) => Some(index_int(&w).ok_or_else(|| type_error(format!("'{}' object cannot be interpreted as an integer", w.type_name())))?),
    };
    // (NumPy would build a string that long; a wider one here is refused, not allocated)
    if width.is_some_and(|w| w > 1 << 16) {
        return Err(not_implemented("binary_repr widths above 65536 are not supported by stridelab"));
    }
    let check = |binwidth: usize| match width {
        Some(w) if w < binwidth as i128 => Err(value_error(format!("Insufficient bit width={w} provided for binwidth={binwidth}"))),
        _ => Ok(()),
    };
    let pad = |w: Option<i128>| w.map_or(0, |w| w.max(0) as usize);
    let text = if num == 0 {
        "0".repeat(width.map_or(1, |w| if w == 0 { 1 } else { w.max(0) as usize }))
    } else if num > 0 {
        let b = format!("{num:b}");
        check(b.len())?;
        format!("{:0>w$}", b, w = pad(width).max(b.len()))
    } else {
        let m = num.unsigned_abs();
        match width {
            None => format!("-{m:b}"),
            Some(_) => {
                let mut poswidth = format!("{m:b}").len() as u32;
                // a power of two needs one bit less (gh-8679)
                if m == 1u128 << (poswidth - 1) {
                    poswidth -= 1;
                }
                let twocomp = (1u128 << (poswidth + 1)) - m;
                let b = format!("{twocomp:b}");
                check(b.len())?;
                format!("{}{}", "1".repeat(pad(width).saturating_sub(b.len())), b)
            }
        }
    };
    Ok(Value::str(&text))
}

/// np.vdot (multiarraymodule.c `array_vdot`): both flattened in C order, the first
/// conjugated, then one dot product.
fn np_vdot(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let flat1 = |v: Value| -> PyResult<Rc<NdArray>> {
        let x = array_arg(&v)?;
        let n = x.size();
        view::reshape(&x, &[n as i64], Order::C, None)
    };
    let (x, y) = (flat1(a.req("a"))?, flat1(a.req("b"))?);
    if x.size() != y.size() {
        // (NumPy reshapes b to a's length, so the message is reshape's)
        return Err(value_error(format!("cannot reshape array of size {} into shape ({},)", y.size(), x.size())));
    }
    let x = if x.dtype.is_complex() { ufunc::unary(ufunc::UnOp::Conjugate, &x, None)? } else { x };
    dot(&x, &y, None)
}

/// np.inner (`PyArray_InnerProduct`): b's last axis moved next to last, then dot.
fn np_inner(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    let y = array_arg(&a.req("b"))?;
    let y = if x.ndim() > 0 && y.ndim() >= 2 { view::swapaxes(&y, -1, -2)? } else { y };
    dot(&x, &y, None)
}

/// One side of tensordot's `axes`: a sequence of axes or a single axis.
fn tensordot_axes(v: &Value) -> PyResult<Vec<i64>> {
    match ops::iterate(v) {
        Ok(items) => items.iter().map(int_arg).collect(),
        Err(_) => Ok(vec![int_arg(v)?]),
    }
}

/// np.tensordot (numpy/_core/numeric.py): the summed axes go to the end of a and the
/// front of b, both become matrices, and their dot is reshaped to the free axes.
fn np_tensordot(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let axes = a.get("axes").unwrap_or(Value::Int(2));
    if super::object_arrays::involved(&[&a.req("a"), &a.req("b")]) {
        return super::object_arrays::tensordot(interp, &a.req("a"), &a.req("b"), &axes);
    }
    let (mut axa, mut axb) = match ops::iterate(&axes) {
        Err(_) => {
            // NumPy builds range(-n, 0) and fails at its first item when n exceeds a's ndim
            // (at most 64); capping at 65 keeps that IndexError without a 2**31-long list. A
            // negative n gives two empty ranges (an outer product), as clamping at 0 does.
            let n = int_arg(&axes)?.clamp(0, 65);
            ((-n..0).collect::<Vec<i64>>(), (0..n).collect::<Vec<i64>>())
        }
        Ok(items) if items.len() < 2 => {
            return Err(value_error(format!("not enough values to unpack (expected 2, got {})", items.len())));
        }
        Ok(items) if items.len() > 2 => return Err(value_error("too many values to unpack (expected 2)")),
        Ok(items) => (tensordot_axes(&items[0])?, tensordot_axes(&items[1])?),
    };
    for ax in [&axa, &axb] {
        let mut seen = ax.clone();
        seen.sort_unstable();
        seen.dedup();
        if seen.len() != ax.len() {
            return Err(value_error("duplicate axes are not allowed in tensordot"));
        }
    }
    let x = array_arg(&a.req("a"))?;
    let y = array_arg(&a.req("b"))?;
    let (nda, ndb) = (x.ndim() as i64, y.ndim() as i64);
    let dim = |shape: &[usize], k: i64| -> PyResult<usize> {
        let n = shape.len() as i64;
        if k < -n || k >= n {
            return Err(index_error("tuple index out of range"));
        }
        Ok(shape[if k < 0 { k + n } else { k } as usize])
    };
    let mut equal = axa.len() == axb.len();
    if equal {
        for k in 0..axa.len() {
            if dim(&x.shape, axa[k])? != dim(&y.shape, axb[k])? {
                equal = false;
                break;
            }
            if axa[k] < 0 {
                axa[k] += nda;
            }
            if axb[k] < 0 {
                axb[k] += ndb;
            }
        }
    }
    if !equal {
        return Err(value_error("shape-mismatch for sum"));
    }
    let notin_a: Vec<i64> = (0..nda).filter(|k| !axa.contains(k)).collect();
    let notin_b: Vec<i64> = (0..ndb).filter(|k| !axb.contains(k)).collect();
    let size = |shape: &[usize], axes: &[i64]| -> i64 { axes.iter().map(|&k| shape[k as usize] as i64).product() };
    let perm_a: Vec<i64> = notin_a.iter().chain(axa.iter()).copied().collect();
    let perm_b: Vec<i64> = axb.iter().chain(notin_b.iter()).copied().collect();
    let at = view::reshape(&view::transpose(&x, Some(&perm_a))?, &[size(&x.shape, &notin_a), size(&x.shape, &axa)], Order::C, None)?;
    let bt = view::reshape(&view::transpose(&y, Some(&perm_b))?, &[size(&y.shape, &axb), size(&y.shape, &notin_b)], Order::C, None)?;
    let res = match dot(&at, &bt, None)? {
        Value::Array(r) => r,
        other => convert::as_array(&other, None)?,
    };
    let mut shape: Vec<i64> = notin_a.iter().map(|&k| x.shape[k as usize] as i64).collect();
    shape.extend(notin_b.iter().map(|&k| y.shape[k as usize] as i64));
    Ok(arr(view::reshape(&res, &shape, Order::C, None)?))
}

const MATMUL_SIG: &str = "(n?,k),(k,m?)->(n?,m?)";
fn np_matmul(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("x1"))?;
    let y = array_arg(&a.req("x2"))?;
    for (i, o) in [&x, &y].into_iter().enumerate() {
        if o.ndim() == 0 {
            return Err(value_error(format!(
                "matmul: Input operand {} does not have enough dimensions (has 0, gufunc core with signature {} requires 1)",
                i, MATMUL_SIG
            )));
        }
    }
    let kx = x.shape[x.ndim() - 1];
    let ky = if y.ndim() == 1 { y.shape[0] } else { y.shape[y.ndim() - 2] };
    if kx != ky {
        return Err(value_error(format!(
            "matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature {} (size {} is different from {})",
            MATMUL_SIG, ky, kx
        )));
    }
    let xb = &x.shape[..x.ndim().saturating_sub(2)];
    let yb = &y.shape[..y.ndim().saturating_sub(2)];
    if ufunc::broadcast_shapes(&[xb, yb]).is_err() {
        let nb = xb.len().max(yb.len());
        let rem = |o: &NdArray, b: &[usize]| -> String {
            let mut dims: Vec<Option<usize>> = vec![None; nb - b.len()];
            dims.extend(b.iter().map(|&d| Some(d)));
            dims.extend(std::iter::repeat_n(None, o.ndim().min(2)));
            format!("{}->{}", compact(&o.shape), remapped(&dims))
        };
        let mut core = Vec::new();
        if x.ndim() >= 2 {
            core.push(x.shape[x.ndim() - 2]);
        }
        if y.ndim() >= 2 {
            core.push(y.shape[y.ndim() - 1]);
        }
        return Err(value_error(format!(
            "operands could not be broadcast together with remapped shapes [original->remapped]: {} {}  and requested shape {}",
            rem(&x, xb),
            rem(&y, yb),
            compact(&core)
        )));
    }
    // labels: broadcast (stack) axes 0, n = 1, k = 2, m = 3
    let mut xl = vec![0u8; xb.len()];
    if x.ndim() >= 2 {
        xl.push(1);
    }
    xl.push(2);
    let mut yl = vec![0u8; yb.len()];
    yl.push(2);
    if y.ndim() >= 2 {
        yl.push(3);
    }
    let mut ol = vec![0u8; xb.len().max(yb.len())];
    if x.ndim() >= 2 {
        ol.push(1);
    }
    if y.ndim() >= 2 {
        ol.push(3);
    }
    let dt = match dtype_opt(a, "dtype")? {
        Some(d) => d,
        None => ufunc::promote_types(x.dtype, y.dtype),
    };
    let core = usize::from(x.ndim() >= 2) + usize::from(y.ndim() >= 2);
    let (xs, ys) = (x.shape.clone(), y.shape.clone());
    let nb = xb.len().max(yb.len());
    let batch_strides = |o: &NdArray, b: &[usize]| -> Vec<isize> {
        // the stack axes as the gufunc's iterator sees them: right-aligned, broadcast and
        // length-1 axes stride 0
        let mut s = vec![0isize; nb - b.len()];
        s.extend(b.iter().zip(&o.strides).map(|(&n, &st)| if n == 1 { 0 } else { st }));
        s
    };
    let ops = [batch_strides(&x, xb), batch_strides(&y, yb)];
    let r = contract(&[x, y], &[xl, yl], &ol, dt, &einsum_remapped_err)?;
    // the gufunc allocates its output through the iterator in order 'K': the stack axes in
    // the inputs' memory order, the core axes innermost in C order (ufunc_object.c)
    let mut perm = view::iter_keep_order_multi(nb, &ops);
    let r = if perm.iter().enumerate().any(|(i, &p)| i != p) && r.size() > 0 {
        perm.extend(nb..r.ndim());
        view::copy_in_axis_order(&r, r.dtype, &perm)?
    } else {
        r
    };
    match out_array(a)? {
        Some(o) => out::write(&o, &r, &OutRule::Matmul { x: &xs, y: &ys, core }),
        None => Ok(from_result(r)),
    }
}

fn np_outer(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    if super::object_arrays::involved(&[&a.req("a"), &a.req("b")]) && a.opt("out").is_none() {
        return super::object_arrays::outer(interp, &a.req("a"), &a.req("b"));
    }
    let x = flat(&array_arg(&a.req("a"))?)?;
    let y = flat(&array_arg(&a.req("b"))?)?;
    let xc = view::reshape(&x, &[x.size() as i64, 1], Order::C, None)?;
    let yr = view::reshape(&y, &[1, y.size() as i64], Order::C, None)?;
    let out = out_array(a)?;
    let r = ufunc::binary(BinOp::Mul, &Operand::Array(xc), &Operand::Array(yr), out.as_ref())?;
    Ok(Value::Array(r))
}

fn np_indices(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let dims: Vec<i64> = ops::iterate(&a.req("dimensions"))?.iter().map(int_arg).collect::<PyResult<_>>()?;
    let dtype = dtype_opt(a, "dtype")?.unwrap_or(DType::Int64);
    if dims.iter().any(|&d| d < 0) {
        return Err(value_error("negative dimensions are not allowed"));
    }
    let dims: Vec<usize> = dims.into_iter().map(|d| d as usize).collect();
    let n = dims.len();
    // the size rules before any element is made (dims whose product overflows, --max-bytes)
    let mut full = vec![n];
    full.extend_from_slice(&dims);
    stridelab_engine::array::check_alloc(&full, dtype)?;
    // each axis is `arange(dim, dtype=dtype)`, which refuses booleans past length 2
    if dtype == DType::Bool && dims.iter().any(|&d| d > 2) {
        return Err(type_error("arange() is only supported for booleans when the result has at most length 2."));
    }
    if bool_arg(a, "sparse", false)? {
        let mut out = Vec::with_capacity(n);
        for (i, &d) in dims.iter().enumerate() {
            let vals: Vec<Scalar> = (0..d).map(|v| Scalar::Int(v as i64).cast(dtype)).collect();
            let r = NdArray::from_scalars(dtype, &[d], &vals)?;
            let mut shape = vec![1i64; n];
            shape[i] = d as i64;
            out.push(Value::Array(view::reshape(&r, &shape, Order::C, None)?));
        }
        return Ok(Value::tuple(out));
    }
    // numeric.py: `res[i] = arange(dim).reshape(...)`, one broadcast copy per axis
    let res = NdArray::zeros(dtype, &full, false)?;
    if res.size() > 0 {
        for (i, &d) in dims.iter().enumerate() {
            let ar = stridelab_engine::creation::from_values(&[d], &(0..d as i64).collect::<Vec<i64>>())?;
            let plane = NdArray::build(res.buf.clone(), i * res.strides[0] as usize, dims.clone(), res.strides[1..].to_vec(), dtype, false, true, None)?;
            let mut st = vec![0isize; n];
            st[i] = ar.strides[0];
            stridelab_engine::assign::assign(&plane, &ar, &st);
        }
    }
    Ok(arr(res))
}

// ----- copies -----

/// `np.roll` of a non-empty `a` by `shifts[k]` along each axis, as numeric.py does it: the
/// result (empty_like, order 'K') is filled by block copies, two blocks per rolled axis.
fn roll_along(a: &Rc<NdArray>, shifts: &[i64]) -> PyResult<Rc<NdArray>> {
    let isz = a.itemsize();
    let strides = stridelab_engine::layout::strides_in_perm_order(&a.shape, &view::k_order_perm(a), isz);
    let buf = stridelab_engine::buffer::Buffer::zeroed(a.nbytes().max(isz));
    let out = NdArray::build(buf, 0, a.shape.clone(), strides, a.dtype, true, true, None)?;
    // per axis, the (source start, result start, length) of each block
    let blocks: Vec<Vec<(usize, usize, usize)>> = a
        .shape
        .iter()
        .zip(shifts)
        .map(|(&n, &sh)| {
            let k = sh.rem_euclid(n as i64) as usize;
            if k == 0 { vec![(0, 0, n)] } else { vec![(0, k, n - k), (n - k, 0, k)] }
        })
        .collect();
    let nd = a.ndim();
    let mut pick = vec![0usize; nd];
    loop {
        let (mut so, mut oo) = (a.offset as isize, 0isize);
        let mut lens = Vec::with_capacity(nd);
        for k in 0..nd {
            let (s0, o0, len) = blocks[k][pick[k]];
            so += s0 as isize * a.strides[k];
            oo += o0 as isize * out.strides[k];
            lens.push(len);
        }
        let src = NdArray::build(a.buf.clone(), so as usize, lens.clone(), a.strides.clone(), a.dtype, false, false, None)?;
        let dst = NdArray::build(out.buf.clone(), oo as usize, lens, out.strides.clone(), a.dtype, false, true, None)?;
        stridelab_engine::assign::assign(&dst, &src, &src.strides);
        // the next combination of blocks (an odometer over the axes)
        let mut k = nd;
        loop {
            if k == 0 {
                return Ok(out);
            }
            k -= 1;
            pick[k] += 1;
            if pick[k] < blocks[k].len() {
                break;
            }
            pick[k] = 0;
        }
    }
}

fn np_roll(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    let shift = a.req("shift");
    let shift_list: Vec<i64> = match &shift {
        Value::List(_) | Value::Tuple(_) | Value::Array(_) => {
            ops::iterate(&shift)?.iter().map(int_arg).collect::<PyResult<_>>()?
        }
        v => vec![int_arg(v)?],
    };
    let scalar_shift = !matches!(shift, Value::List(_) | Value::Tuple(_) | Value::Array(_));
    match a.get("axis") {
        None | Some(Value::None) => {
            let flat = view::ravel(&x, Order::C)?;
            let total: i64 = if scalar_shift || shift_list.len() == 1 {
                shift_list[0]
            } else {
                return Err(value_error("'shift' and 'axis' should be scalars or 1D sequences"));
            };
            let r = if flat.size() == 0 { flat.copy_as(x.dtype, false)? } else { roll_along(&flat, &[total])? };
            let shape: Vec<i64> = x.shape.iter().map(|&d| d as i64).collect();
            Ok(arr(view::reshape(&r, &shape, Order::C, None)?))
        }
        Some(v) => {
            let axes_v = axes_arg(&v)?;
            let axes = view::normalize_axis_tuple(&axes_v, x.ndim(), None, true)?;
            let axis_scalar = !matches!(v, Value::List(_) | Value::Tuple(_));
            let n = if scalar_shift && axis_scalar {
                1
            } else if scalar_shift {
                axes.len()
            } else if axis_scalar || shift_list.len() == axes.len() || axes.len() == 1 || shift_list.len() == 1 {
                shift_list.len().max(axes.len())
            } else {
                return Err(value_error(format!(
                    "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape ({},) and arg 1 with shape ({},).",
                    shift_list.len(),
                    axes.len()
                )));
            };
            let mut shifts = vec![0i64; x.ndim()];
            for t in 0..n {
                let s = shift_list[if shift_list.len() == 1 { 0 } else { t }];
                let k = axes[if axes.len() == 1 { 0 } else { t }];
                shifts[k] += s;
            }
            if x.size() == 0 {
                return Ok(arr(view::copy(&x, x.dtype, Order::K)?));
            }
            Ok(arr(roll_along(&x, &shifts)?))
        }
    }
}

fn np_copyto(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let dst = match a.req("dst") {
        Value::Array(d) => d,
        other => {
            return Err(type_error(format!(
                "copyto() argument 1 must be a numpy.ndarray, not {}",
                other.type_name()
            )));
        }
    };
    let casting = casting_arg(a, "same_kind")?;
    let src_v = a.req("src");
    // Python scalars are weak (NEP 50): their kind decides, the value is range-checked
    let src = match &src_v {
        Value::Int(_) | Value::Bool(_) | Value::Float(_) => {
            let kind_dt = match src_v {
                Value::Bool(_) => DType::Bool,
                Value::Int(_) if dst.dtype.is_integer() || dst.dtype.is_float() => dst.dtype,
                Value::Int(_) => DType::Int64,
                Value::Float(_) if dst.dtype.is_float() => dst.dtype,
                _ => DType::Float64,
            };
            if !can_cast(kind_dt, dst.dtype, casting) {
                return Err(type_error(format!(
                    "Cannot cast scalar from dtype('{}') to dtype('{}') according to the rule '{}'",
                    kind_dt.name(),
                    dst.dtype.name(),
                    casting
                )));
            }
            if let (Value::Int(i), true) = (&src_v, dst.dtype.is_integer()) {
                let (s, _) = convert::scalar_of(&src_v).unwrap_or((Scalar::Int(0), true));
                if convert::cast_checked(s, true, dst.dtype).is_err() {
                    return Err(overflow_error(format!(
                        "Python integer {} out of bounds for {}",
                        i,
                        dst.dtype.name()
                    )));
                }
            }
            convert::to_array(&src_v, Some(dst.dtype))?
        }
        _ => {
            let s = array_arg(&src_v)?;
            if !can_cast(s.dtype, dst.dtype, casting) {
                return Err(type_error(format!(
                    "Cannot cast {} from dtype('{}') to dtype('{}') according to the rule '{}'",
                    if s.ndim() == 0 { "scalar" } else { "array data" },
                    s.dtype.name(),
                    dst.dtype.name(),
                    casting
                )));
            }
            s
        }
    };
    let mask = where_arg(a)?;
    dst.check_writeable()?;
    let srcb = view::broadcast_strides(&src, &dst.shape).map_err(|_| {
        value_error(format!(
            "could not broadcast input array from shape {} into shape {}",
            view::compact_shape(&src.shape),
            view::compact_shape(&dst.shape)
        ))
    })?;
    let srcv = NdArray::view_of(&src, src.offset, dst.shape.clone(), srcb, src.dtype)?;
    match &mask {
        None => stridelab_engine::assign::assign(&dst, &srcv, &srcv.strides),
        Some(m) => {
            let mb = view::broadcast_strides(m, &dst.shape).map_err(|_| {
                value_error(format!(
                    "could not broadcast where mask from shape {} into shape {}",
                    view::compact_shape(&m.shape),
                    view::compact_shape(&dst.shape)
                ))
            })?;
            let mv = NdArray::view_of(m, m.offset, dst.shape.clone(), mb, m.dtype)?;
            stridelab_engine::assign::assign_where(&dst, &srcv, &mv);
        }
    }
    Ok(Value::None)
}

// ----- cross, fromfunction (numeric.py) -----

/// `np.cross` as numeric.py computes it: the vectors moved to the last axis, both cast to
/// their promoted dtype, each component one multiply and one in-place subtract (or a
/// `negative` where the missing third component is 0), the components stacked last and moved
/// to `axisc`.
fn np_cross(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let axis = a.opt("axis");
    let pick = |name: &str| -> PyResult<i64> {
        match &axis {
            Some(v) => int_arg(v),
            None => a.get(name).map(|v| int_arg(&v)).transpose().map(|v| v.unwrap_or(-1)),
        }
    };
    let (axisa, axisb, axisc) = (pick("axisa")?, pick("axisb")?, pick("axisc")?);
    let x = array_arg(&a.req("a"))?;
    let y = array_arg(&a.req("b"))?;
    if x.ndim() < 1 || y.ndim() < 1 {
        return Err(value_error("At least one array has zero dimension"));
    }
    let norm = |ax: i64, nd: usize, prefix: &str| {
        stridelab_engine::slicing::normalize_axis(ax, nd)
            .map_err(|m| stridelab_engine::error::axis_error(format!("{}: {}", prefix, m)))
    };
    let aa = norm(axisa, x.ndim(), "axisa")? as i64;
    let ab = norm(axisb, y.ndim(), "axisb")? as i64;
    let x = view::moveaxis(&x, &[aa], &[-1])?;
    let y = view::moveaxis(&y, &[ab], &[-1])?;
    let (nx, ny) = (x.shape[x.ndim() - 1], y.shape[y.ndim() - 1]);
    if !(2..=3).contains(&nx) || !(2..=3).contains(&ny) {
        return Err(value_error("incompatible dimensions for cross product\n(dimension must be 2 or 3)"));
    }
    let (sx, sy) = (&x.shape[..x.ndim() - 1], &y.shape[..y.ndim() - 1]);
    // np.broadcast(a[..., 0], b[..., 0]) names the two shapes
    let lead = ufunc::broadcast_shapes(&[sx, sy]).map_err(|_| {
        value_error(format!(
            "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape {} and arg 1 with shape {}.",
            stridelab_engine::array::shape_repr(sx),
            stridelab_engine::array::shape_repr(sy)
        ))
    })?;
    let three = nx == 3 || ny == 3;
    let axisc = if three { Some(norm(axisc, lead.len() + 1, "axisc")? as i64) } else { None };
    let dt = ufunc::promote_types(x.dtype, y.dtype);
    let x = view::copy(&x, dt, Order::K)?;
    let y = view::copy(&y, dt, Order::K)?;
    let comp = |m: &Rc<NdArray>, i: i64| -> PyResult<Value> {
        crate::numpy::function_base::indexed(m, &[view::IndexItem::Ellipsis, view::IndexItem::Int(i)])
    };
    let mut call = |key: &str, args: Vec<Value>| crate::builtins::call_builtin(interp, key, args, vec![]);
    let (a0, a1, b0, b1) = (comp(&x, 0)?, comp(&x, 1)?, comp(&y, 0)?, comp(&y, 1)?);
    // a0 * b1 - a1 * b0, the third component (or the only one of two 2-vectors)
    let last = {
        let p = call("numpy.multiply", vec![a0.clone(), b1.clone()])?;
        let q = call("numpy.multiply", vec![a1.clone(), b0.clone()])?;
        call("numpy.subtract", vec![p, q])?
    };
    let Some(axisc) = axisc else {
        // the result is `cp`, an array even when it is 0-d
        return Ok(arr(array_arg(&last)?));
    };
    let (c0, c1) = match (nx, ny) {
        (3, 3) => {
            let (a2, b2) = (comp(&x, 2)?, comp(&y, 2)?);
            let p = call("numpy.multiply", vec![a1, b2.clone()])?;
            let q = call("numpy.multiply", vec![a2.clone(), b1])?;
            let c0 = call("numpy.subtract", vec![p, q])?;
            let p = call("numpy.multiply", vec![a2, b0])?;
            let q = call("numpy.multiply", vec![a0, b2])?;
            (c0, call("numpy.subtract", vec![p, q])?)
        }
        (2, _) => {
            let b2 = comp(&y, 2)?;
            let c0 = call("numpy.multiply", vec![a1, b2.clone()])?;
            let p = call("numpy.multiply", vec![a0, b2])?;
            (c0, call("numpy.negative", vec![p])?)
        }
        _ => {
            let a2 = comp(&x, 2)?;
            let p = call("numpy.multiply", vec![a2.clone(), b1])?;
            (call("numpy.negative", vec![p])?, call("numpy.multiply", vec![a2, b0])?)
        }
    };
    // cp = empty(shape + (3,), dtype): the components' results, broadcast to the full shape
    let mut full = lead.clone();
    full.push(3);
    let cp = NdArray::zeros(dt, &full, false)?;
    for (i, c) in [c0, c1, last].iter().enumerate() {
        let dst = match comp(&cp, i as i64)? {
            Value::Array(d) => d,
            _ => unreachable!("a component of a 1-d or more array is a view"),
        };
        let src = array_arg(c)?;
        let src = view::copy(&src, dt, Order::K)?;
        let st = ufunc::broadcast_strides(&src.shape, &src.strides, &dst.shape);
        stridelab_engine::assign::assign(&dst, &src, &st);
    }
    Ok(arr(view::moveaxis(&cp, &[-1], &[axisc])?))
}

/// `np.fromfunction` (numeric.py): `function(*indices(shape, dtype=dtype), **kwargs)`.
fn np_fromfunction(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let mut kw = Vec::new();
    if let Some(d) = a.get("dtype") {
        kw.push(("dtype".to_string(), d));
    } else {
        kw.push(("dtype".to_string(), Value::str("float64")));
    }
    let grids = crate::builtins::call_builtin(interp, "numpy.indices", vec![a.req("shape")], kw)?;
    let args = ops::iterate(&grids)?;
    interp.call(&a.req("function"), args, a.extra_kw.clone())
}

/// One lexsort key: its elements in C order, as numbers or as text.
enum SortKey {
    Num(Vec<Scalar>),
    Text(Vec<stridelab_engine::strings::Text>),
}

impl SortKey {
    /// NumPy's sort order: NaN after every number (complex: by real part, then imaginary
    /// part, each with NaN last), text by code point.
    fn cmp(&self, i: usize, j: usize) -> std::cmp::Ordering {
        fn nan_last(x: f64, y: f64) -> std::cmp::Ordering {
            match (x.is_nan(), y.is_nan()) {
                (false, false) => x.partial_cmp(&y).unwrap_or(std::cmp::Ordering::Equal),
                (a, b) => a.cmp(&b),
            }
        }
        match self {
            SortKey::Text(t) => t[i].cmp_numpy(&t[j]),
            SortKey::Num(v) => match (v[i], v[j]) {
                (Scalar::Int(x), Scalar::Int(y)) => x.cmp(&y),
                (Scalar::UInt(x), Scalar::UInt(y)) => x.cmp(&y),
                (Scalar::Bool(x), Scalar::Bool(y)) => x.cmp(&y),
                (Scalar::Complex(xr, xi), Scalar::Complex(yr, yi)) => nan_last(xr, yr).then(nan_last(xi, yi)),
                (x, y) => nan_last(x.as_f64(), y.as_f64()),
            },
        }
    }
}

/// np.lexsort (item_selection.c PyArray_LexSort): keys is a sequence (an array is its rows);
/// every key has the same shape; along the axis, a stable sort by each key in turn, the
/// first key first, leaves the last key as the primary one.
fn np_lexsort(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let keys = a.req("keys");
    let no_keys = || type_error("need sequence of keys with len > 0 in lexsort");
    let items = match &keys {
        Value::List(_) | Value::Tuple(_) | Value::Array(_) | Value::Text(_) => ops::iterate(&keys)?,
        _ => return Err(no_keys()),
    };
    if items.is_empty() {
        return Err(no_keys());
    }
    let mut shape: Option<Vec<usize>> = None;
    let mut cols = Vec::with_capacity(items.len());
    for k in &items {
        let (sh, key) = match crate::numpy::strings::text_input(k)? {
            Some(t) => (t.shape().to_vec(), SortKey::Text(t.texts())),
            None => {
                let x = array_arg(k)?;
                (x.shape.clone(), SortKey::Num(x.to_scalars()))
            }
        };
        if shape.as_ref().is_some_and(|s| *s != sh) {
            return Err(value_error("all keys need to be the same shape"));
        }
        shape = Some(sh);
        cols.push(key);
    }
    let shape = shape.unwrap_or_default();
    if shape.is_empty() {
        // 0-d keys: one element, which is its own order
        return Ok(Value::Scalar(DType::Int64, Scalar::Int(0)));
    }
    let axis = ax(axis_opt(a, "axis", Some(-1))?.unwrap_or(-1), shape.len())?;
    let n = shape[axis];
    let inner: usize = shape[axis + 1..].iter().product();
    let outer: usize = shape[..axis].iter().product();
    let mut out = vec![Scalar::Int(0); outer * n * inner];
    for o in 0..outer {
        for i in 0..inner {
            let at = |j: usize| (o * n + j) * inner + i;
            let mut order: Vec<usize> = (0..n).collect();
            for key in &cols {
                order.sort_by(|&p, &q| key.cmp(at(p), at(q)));
            }
            for (j, &p) in order.iter().enumerate() {
                out[at(j)] = Scalar::Int(p as i64);
            }
        }
    }
    Ok(Value::Array(NdArray::from_scalars(DType::Int64, &shape, &out)?))
}
