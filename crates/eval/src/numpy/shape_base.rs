//! NumPy's `numpy/_core/shape_base.py` (atleast_Nd, stack, hstack, vstack, block) and
//! `numpy/lib/_shape_base_impl.py` (dstack, column_stack, tile, the split family,
//! expand_dims, take_along_axis, put_along_axis).

use std::rc::Rc;

use stridelab_engine::{ufunc, view};
use stridelab_engine::array::{NdArray, check_alloc};
use stridelab_engine::dtype::DType;
use stridelab_engine::view::{IndexItem, Indexed, Order};
use stridelab_engine::error::{ExcKind, PyErr, PyResult, attribute_error, index_error, type_error, value_error, zero_division};
use crate::{convert, ops};
use crate::args::Args;
use crate::builtins::{BuiltinDef, def, call_builtin};
use crate::interp::Interp;
use crate::numpy::args::{arr, array_arg, ax, axes_arg, axis_opt, dtype_opt, index_array, int_arg, int_or, ints_of, out_array, py_int, seq_arrays};
use crate::numpy::einsumfunc::compact;
use crate::numpy::numeric::{concat, flat};
use crate::ufunc_kw::casting_arg;
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.expand_dims", "a, axis", "A view with a new axis of length 1.", "np.expand_dims(x, 0)", np_expand_dims),
    def!("numpy.stack", "arrays, axis=0, out=None, *, dtype=None, casting='same_kind'", "Join same-shaped arrays along a new axis.", "np.stack((a, b), axis=-1)", np_stack),
    def!("numpy.hstack", "tup, *, dtype=None, casting='same_kind'", "Join along axis 1 (axis 0 for 1-D arrays).", "np.hstack((a, b))", np_hstack),
    def!("numpy.vstack", "tup, *, dtype=None, casting='same_kind'", "Join along axis 0 after making inputs at least 2-D.", "np.vstack((a, b))", np_vstack),
    def!("numpy.dstack", "tup", "Join along axis 2 after making inputs at least 3-D.", "np.dstack((a, b))", np_dstack),
    def!("numpy.atleast_1d", "*arys", "Views with at least one dimension.", "np.atleast_1d(5)", np_atleast_1d),
    def!("numpy.atleast_2d", "*arys", "Views with at least two dimensions.", "np.atleast_2d([1, 2])", np_atleast_2d),
    def!("numpy.atleast_3d", "*arys", "Views with at least three dimensions.", "np.atleast_3d([1, 2])", np_atleast_3d),
    def!("numpy.tile", "A, reps", "A new array repeating A reps times along each axis.", "np.tile([1, 2], (2, 3))", np_tile),
    def!("numpy.take_along_axis", "arr, indices, axis=-1", "arr[indices] matched along one axis (e.g. with argsort/argmax results).", "np.take_along_axis(a, idx, axis=1)", np_take_along_axis),
    def!("numpy.put_along_axis", "arr, indices, values, axis", "arr[indices] = values matched along one axis (in place).", "np.put_along_axis(a, idx, 0, axis=1)", np_put_along_axis),
    def!("numpy.split", "ary, indices_or_sections, axis=0", "A list of views splitting the array into equal parts (or at the given indices).", "np.split(np.arange(6), 3)", np_split),
    def!("numpy.array_split", "ary, indices_or_sections, axis=0", "Like split, but the parts may differ in length.", "np.array_split(np.arange(7), 3)", np_array_split),
    def!("numpy.hsplit", "ary, indices_or_sections", "split along axis 1 (axis 0 for 1-D input).", "np.hsplit(np.arange(6).reshape(2, 3), 3)", np_hsplit),
    def!("numpy.vsplit", "ary, indices_or_sections", "split along axis 0 (needs at least 2-D).", "np.vsplit(np.arange(6).reshape(2, 3), 2)", np_vsplit),
    def!("numpy.dsplit", "ary, indices_or_sections", "split along axis 2 (needs at least 3-D).", "np.dsplit(np.zeros((1, 1, 4)), 2)", np_dsplit),
    def!("numpy.apply_over_axes", "func, a, axes", "func(a, axis) applied for each axis in turn, each result kept at a's number of dimensions.", "np.apply_over_axes(np.sum, np.arange(24).reshape(2, 3, 4), [0, 2])", np_apply_over_axes),
    def!("numpy.apply_along_axis", "func1d, axis, arr, *args, **kwargs", "func1d applied to every 1-D slice of arr along axis; the results fill a new array (returned as a view of it, as NumPy does).", "np.apply_along_axis(np.sum, 1, np.arange(6).reshape(2, 3))", np_apply_along_axis),
    def!("numpy.column_stack", "tup", "Stack 1-D arrays as columns of a 2-D array.", "np.column_stack(([1, 2], [3, 4]))", np_column_stack),
    def!("numpy.block", "arrays", "Assemble an array from nested lists of blocks: the innermost lists join along the last axis, the outer ones along the axes before it.", "np.block([[np.eye(2), np.zeros((2, 1))], [np.ones((1, 2)), 5]])", np_block),
];

fn np_expand_dims(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    Ok(arr(view::expand_dims(&x, &axes_arg(&a.req("axis"))?)?))
}

fn np_stack(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let arrs = seq_arrays(&a.req("arrays"))?;
    if arrs.is_empty() {
        return Err(value_error("need at least one array to stack"));
    }
    if arrs.iter().any(|x| x.shape != arrs[0].shape) {
        return Err(value_error("all input arrays must have the same shape"));
    }
    let axis = ax(axis_opt(a, "axis", Some(0))?.unwrap_or(0), arrs[0].ndim() + 1)?;
    let expanded: Vec<Rc<NdArray>> =
        arrs.iter().map(|x| view::expand_dims(x, &[axis as i64])).collect::<PyResult<_>>()?;
    let casting = casting_arg(a, "same_kind")?;
    Ok(Value::Array(concat(&expanded, Some(axis as i64), dtype_opt(a, "dtype")?, casting, out_array(a)?)?))
}

/// `np.atleast_Nd` of one array (shape_base.py): a 0-d array is reshaped, a 1-d or 2-d one
/// gets its new axes by indexing with `None`, so they have stride 0.
fn atleast(a: &Rc<NdArray>, n: usize) -> PyResult<Rc<NdArray>> {
    use stridelab_engine::view::{IndexItem::{Ellipsis, NewAxis}, Indexed};
    let items = match (n, a.ndim()) {
        (_, 0) => return view::reshape(a, &vec![1; n], Order::C, None),
        (2, 1) => vec![NewAxis, Ellipsis],
        (3, 1) => vec![NewAxis, Ellipsis, NewAxis],
        (3, 2) => vec![Ellipsis, NewAxis],
        _ => return Ok(a.clone()),
    };
    match view::basic_index(a, &items)? {
        Indexed::View(v) => Ok(v),
        Indexed::Element(_) => Err(stridelab_engine::error::value_error("atleast_nd indexed an element")),
    }
}

fn stack_along(a: &Args, key: &str, n: usize, axis_of: fn(&[Rc<NdArray>]) -> i64) -> PyResult<Value> {
    let arrs: Vec<Rc<NdArray>> =
        seq_arrays(&a.req(key))?.iter().map(|x| atleast(x, n)).collect::<PyResult<_>>()?;
    let casting = casting_arg(a, "same_kind")?;
    let axis = axis_of(&arrs);
    Ok(Value::Array(concat(&arrs, Some(axis), dtype_opt(a, "dtype")?, casting, None)?))
}

fn np_hstack(_: &mut Interp, a: &Args) -> PyResult<Value> {
    stack_along(a, "tup", 1, |arrs| if arrs.first().is_some_and(|x| x.ndim() == 1) { 0 } else { 1 })
}

fn np_vstack(_: &mut Interp, a: &Args) -> PyResult<Value> {
    stack_along(a, "tup", 2, |_| 0)
}

fn np_dstack(_: &mut Interp, a: &Args) -> PyResult<Value> {
    stack_along(a, "tup", 3, |_| 2)
}

fn atleast_fn(a: &Args, n: usize) -> PyResult<Value> {
    let outs: Vec<Value> =
        a.rest.iter().map(|v| Ok(Value::Array(atleast(&array_arg(v)?, n)?))).collect::<PyResult<_>>()?;
    Ok(if outs.len() == 1 { outs.into_iter().next().unwrap_or(Value::None) } else { Value::tuple(outs) })
}

fn np_atleast_1d(_: &mut Interp, a: &Args) -> PyResult<Value> {
    atleast_fn(a, 1)
}

fn np_atleast_2d(_: &mut Interp, a: &Args) -> PyResult<Value> {
    atleast_fn(a, 2)
}

fn np_atleast_3d(_: &mut Interp, a: &Args) -> PyResult<Value> {
    atleast_fn(a, 3)
}

// ----- tile, repeat, pad -----

fn np_tile(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let repv = a.req("reps");
    let mut reps: Vec<i64> = match &repv {
        Value::Tuple(_) | Value::List(_) => ops::iterate(&repv)?.iter().map(py_int).collect::<PyResult<_>>()?,
        Value::Array(r) if r.ndim() > 0 => ints_of(r),
        other => vec![py_int(other)?],
    };
    let a0 = array_arg(&a.req("A"))?;
    if reps.iter().any(|&r| r < 0) {
        return Err(value_error("negative dimensions are not allowed"));
    }
    let d = reps.len();
    // shape_base.py: all ones copies `np.array(A, copy=True, ndmin=d)`
    if reps.iter().all(|&r| r == 1) && matches!(a.req("A"), Value::Array(_)) {
        return Ok(Value::Array(view::prepend_ones(&view::copy(&a0, a0.dtype, Order::K)?, d, false)?));
    }
    // otherwise `c = np.array(A, copy=None, ndmin=d)`: A itself when it is an array
    let c = view::prepend_ones(&a0, d, false)?;
    let sshape = c.shape.clone();
    while reps.len() < sshape.len() {
        reps.insert(0, 1);
    }
    let out_shape: Vec<usize> = sshape.iter().zip(&reps).map(|(&s, &r)| s.saturating_mul(r as usize)).collect();
    let out_dims: Vec<i64> = out_shape.iter().map(|&d| d as i64).collect();
    check_alloc(&out_shape, c.dtype)?;
    // NumPy tiles one axis at a time (`c = c.reshape(-1, n).repeat(nrep, 0)`) and returns
    // `c.reshape(shape_out)`, a view of the last (-1, n) step; an intermediate can be too
    // big even when the result is empty
    let (mut n, mut size) = (c.size(), c.size());
    let mut last_n = None;
    if n > 0 {
        for (&dim, &r) in sshape.iter().zip(&reps) {
            if r != 1 {
                size = size.saturating_mul(r as usize);
                check_alloc(&[size.checked_div(n).unwrap_or(0), n], c.dtype)?;
                last_n = Some(n);
            }
            n /= dim.max(1);
        }
    }
    let Some(last_n) = last_n else {
        // an empty A is not copied: the result is a reshape of A itself
        return Ok(Value::Array(view::reshape(&c, &out_dims, Order::C, None)?));
    };
    let steps = if out_shape.contains(&0) {
        // nothing to gather (and the intermediates of a 2**31-long empty result would not fit)
        NdArray::zeros(c.dtype, &[0, last_n], false)?
    } else {
        // shape_base.py's loop: `c = c.reshape(-1, n).repeat(nrep, 0)` for each axis that
        // repeats; each block is copied once and then doubled (gather::repeat_into)
        let (mut cur, mut n) = (c.clone(), c.size());
        for (&dim, &r) in sshape.iter().zip(&reps) {
            if r != 1 {
                let rows = cur.size() / n;
                let src = view::reshape(&cur, &[rows as i64, n as i64], Order::C, None)?;
                let out = NdArray::zeros(c.dtype, &[rows * r as usize, n], false)?;
                stridelab_engine::gather::repeat_into(&src, 0, &stridelab_engine::gather::Repeats::Each(r as usize), &out)?;
                cur = out;
            }
            n /= dim.max(1);
        }
        cur
    };
    Ok(Value::Array(view::reshape(&steps, &out_dims, Order::C, None)?))
}

/// What `arr[_make_along_axis_idx(...)]` selects: the array indexed (`arr`, or its flattened
/// copy for axis=None), the axis, and the indices as int64 broadcast to the result's shape.
fn along_axis(arr: &Rc<NdArray>, indices: &Value, axis: Option<i64>) -> PyResult<(Rc<NdArray>, usize, Rc<NdArray>)> {
    let idx = index_array(indices)?;
    let (base, axis) = match axis {
        None => {
            if idx.ndim() != 1 {
                return Err(value_error("when axis=None, `indices` must have a single dimension."));
            }
            (flat(arr)?, 0)
        }
        Some(k) => (arr.clone(), ax(k, arr.ndim())?),
    };
    if !idx.dtype.is_integer() {
        return Err(index_error("`indices` must be an integer array"));
    }
    if idx.ndim() != base.ndim() {
        return Err(value_error("`indices` and `arr` must have the same number of dimensions"));
    }
    let nd = base.ndim();
    let shapes: Vec<Vec<usize>> = (0..nd)
        .map(|d| if d == axis { idx.shape.clone() } else { (0..nd).map(|k| if k == d { base.shape[d] } else { 1 }).collect() })
        .collect();
    let refs: Vec<&[usize]> = shapes.iter().map(|s| s.as_slice()).collect();
    let bshape = ufunc::broadcast_shapes(&refs).map_err(|_| {
        let mut m = String::from("shape mismatch: indexing arrays could not be broadcast together with shapes ");
        for s in &shapes {
            m.push_str(&compact(s));
            m.push(' ');
        }
        index_error(m)
    })?;
    let idx = if idx.dtype == DType::Int64 { idx } else { ufunc::cast_copy(&idx, DType::Int64)? };
    let st = ufunc::broadcast_strides(&idx.shape, &idx.strides, &bshape);
    let bidx = NdArray::build(idx.buf.clone(), idx.offset, bshape, st, DType::Int64, false, false, None)?;
    Ok((base, axis, bidx))
}

fn along_axis_error(i: i64, axis: usize, base: &NdArray) -> stridelab_engine::error::PyErr {
    index_error(format!("index {} is out of bounds for axis {} with size {}", i, axis, base.shape[axis]))
}

fn np_take_along_axis(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let arr = array_arg(&a.req("arr"))?;
    let (base, axis, idx) = along_axis(&arr, &a.req("indices"), axis_opt(a, "axis", Some(-1))?)?;
    let res = NdArray::zeros(arr.dtype, &idx.shape, false)?;
    stridelab_engine::mapping::take_along_axis(&base, axis, &idx, &res).map_err(|i| along_axis_error(i, axis, &base))?;
    Ok(Value::Array(res))
}

fn np_put_along_axis(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let arr = match a.req("arr") {
        Value::Array(x) => x,
        other => return Err(type_error(format!("put_along_axis() needs an ndarray, not {}", other.type_name()))),
    };
    let axis = match a.req("axis") {
        Value::None => None,
        v => Some(int_arg(&v)?),
    };
    let axis_none = axis.is_none();
    let (base, axis, idx) = along_axis(&arr, &a.req("indices"), axis)?;
    // axis=None indexes `np.array(arr.flat)`: arr itself when C-contiguous, else a read-only
    // copy (NumPy 2.4), and assignment checks writeability before any index
    if axis_none && !arr.is_c_contiguous() {
        return Err(value_error("assignment destination is read-only"));
    }
    arr.check_writeable()?;
    let shape = idx.shape.clone();
    stridelab_engine::mapping::along_axis_check(&base, axis, &idx).map_err(|i| along_axis_error(i, axis, &base))?;
    // `arr[idx] = values`: Python scalars and lists are converted as setitem converts
    // them (range-checked into arr's dtype), arrays cast unsafely
    let values = a.req("values");
    let v = match &values {
        Value::Array(x) => x.clone(),
        other => convert::to_array_weak(other, arr.dtype)?,
    };
    let st = view::broadcast_strides(&v, &shape).map_err(|_| {
        value_error(format!(
            "shape mismatch: value array of shape {} could not be broadcast to indexing result of shape {}",
            compact(&v.shape),
            compact(&shape)
        ))
    })?;
    let bv = NdArray::build(v.buf.clone(), v.offset, shape.clone(), st, v.dtype, false, false, None)?;
    let vals = stridelab_engine::gather::bytes_of(&bv, arr.dtype)?;
    stridelab_engine::mapping::put_along_axis(&base, axis, &idx, &vals);
    Ok(Value::None)
}

// ----- splitting -----

/// numpy's array_split: views `swapaxes(swapaxes(ary, axis, 0)[st:end], axis, 0)`.
fn array_split(ary: &Rc<NdArray>, sections: &Value, axis: i64) -> PyResult<Value> {
    let n_total = shape_at(ary, axis)? as i64;
    let div: Vec<i64> = match sections {
        Value::List(_) | Value::Tuple(_) | Value::Array(_) => {
            let mut d = vec![0];
            for v in ops::iterate(sections)? {
                d.push(int_arg(&v)?);
            }
            d.push(n_total);
            d
        }
        v => {
            let n = int_arg(v)?;
            if n <= 0 {
                return Err(value_error("number sections must be larger than 0."));
            }
            // NumPy builds a Python list of n + 1 section sizes first: past the array-size
            // limit that is its MemoryError; below it every section is work for the budget
            if (n as u128 + 1) * 8 > stridelab_engine::buffer::max_bytes() as u128 {
                return Err(PyErr::new(ExcKind::MemoryError, ""));
            }
            stridelab_engine::budget::charge(n as u64);
            if stridelab_engine::budget::stopped() {
                return Ok(Value::list(Vec::new()));
            }
            let (each, extras) = (n_total / n, n_total % n);
            let mut d = vec![0];
            let mut acc = 0;
            for s in 0..n {
                acc += if s < extras { each + 1 } else { each };
                d.push(acc);
            }
            d
        }
    };
    let sary = view::swapaxes(ary, axis, 0)?;
    let mut out = Vec::with_capacity(div.len() - 1);
    for w in div.windows(2) {
        let part = match view::basic_index(&sary, &[IndexItem::Slice(Some(w[0]), Some(w[1]), None)])? {
            Indexed::View(v) => v,
            Indexed::Element(_) => return Err(index_error("split of a 0-d array")),
        };
        out.push(Value::Array(view::swapaxes(&part, axis, 0)?));
    }
    Ok(Value::list(out))
}

/// `ary.shape[axis]` with Python's tuple indexing (and its IndexError).
fn shape_at(ary: &NdArray, axis: i64) -> PyResult<usize> {
    let nd = ary.ndim() as i64;
    let k = if axis < 0 { axis + nd } else { axis };
    if k < 0 || k >= nd {
        return Err(index_error("tuple index out of range"));
    }
    Ok(ary.shape[k as usize])
}

/// `split`; `raw` is the unconverted input, whose `.shape` numpy reads first.
pub(crate) fn split(ary: &Rc<NdArray>, sections: &Value, axis: i64, raw: &Value) -> PyResult<Value> {
    if !matches!(sections, Value::List(_) | Value::Tuple(_) | Value::Array(_)) {
        if !matches!(raw, Value::Array(_)) {
            return Err(attribute_error(format!("'{}' object has no attribute 'shape'", raw.type_name())));
        }
        let s = int_arg(sections)?;
        let n = shape_at(ary, axis)? as i64;
        if s == 0 {
            return Err(zero_division("integer modulo by zero"));
        }
        if n.rem_euclid(s) != 0 {
            return Err(value_error("array split does not result in an equal division"));
        }
    }
    array_split(ary, sections, axis)
}

fn np_split(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("ary"))?;
    let raw = a.req("ary");
    split(&x, &a.req("indices_or_sections"), int_or(a, "axis", 0)?, &raw)
}

fn np_array_split(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("ary"))?;
    array_split(&x, &a.req("indices_or_sections"), int_or(a, "axis", 0)?)
}

fn np_hsplit(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("ary"))?;
    let raw = a.req("ary");
    if x.ndim() == 0 {
        return Err(value_error("hsplit only works on arrays of 1 or more dimensions"));
    }
    if !matches!(raw, Value::Array(_)) {
        return Err(attribute_error(format!("'{}' object has no attribute 'ndim'", raw.type_name())));
    }
    split(&x, &a.req("indices_or_sections"), if x.ndim() > 1 { 1 } else { 0 }, &raw)
}

fn np_vsplit(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("ary"))?;
    let raw = a.req("ary");
    if x.ndim() < 2 {
        return Err(value_error("vsplit only works on arrays of 2 or more dimensions"));
    }
    split(&x, &a.req("indices_or_sections"), 0, &raw)
}

fn np_dsplit(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("ary"))?;
    let raw = a.req("ary");
    if x.ndim() < 3 {
        return Err(value_error("dsplit only works on arrays of 3 or more dimensions"));
    }
    split(&x, &a.req("indices_or_sections"), 2, &raw)
}

fn np_column_stack(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let mut parts = Vec::new();
    for v in ops::iterate(&a.req("tup"))? {
        let x = array_arg(&v)?;
        let x = match x.ndim() {
            0 => view::reshape(&x, &[1, 1], Order::C, None)?,
            1 => view::transpose(&view::reshape(&x, &[1, x.shape[0] as i64], Order::C, None)?, None)?,
            _ => x,
        };
        parts.push(Value::Array(x));
    }
    call_builtin(interp, "numpy.concatenate", vec![Value::tuple(parts), Value::Int(1)], vec![])
}

/// `np.apply_over_axes` (lib/_shape_base_impl.py): `val = func(val, axis)` for each axis; a
/// result with one dimension fewer gets it back with `expand_dims`.
fn np_apply_over_axes(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let func = a.req("func");
    // NumPy reads `a.ndim` of the argument itself, before asarray
    let n = match a.req("a") {
        v @ (Value::Array(_) | Value::Scalar(..)) => array_arg(&v)?.ndim() as i64,
        v => return Err(attribute_error(format!("'{}' object has no attribute 'ndim'", v.type_name()))),
    };
    let mut val = Value::Array(array_arg(&a.req("a"))?);
    let axes = match a.req("axes") {
        Value::Array(x) if x.ndim() > 0 => ints_of(&x),
        v @ (Value::List(_) | Value::Tuple(_)) => axes_arg(&v)?,
        v => vec![py_int(&v)?],
    };
    for axis in axes {
        let axis = if axis < 0 { n + axis } else { axis };
        let res = interp.call(&func, vec![val.clone(), Value::Int(axis as i128)], vec![])?;
        let nd = |v: &Value| -> PyResult<usize> { Ok(array_arg(v)?.ndim()) };
        if nd(&res)? == nd(&val)? {
            val = res;
        } else {
            let res = call_builtin(interp, "numpy.expand_dims", vec![res, Value::Int(axis as i128)], vec![])?;
            if nd(&res)? != nd(&val)? {
                return Err(value_error("function is not returning an array of the correct shape"));
            }
            val = res;
        }
    }
    Ok(val)
}

/// `np.apply_along_axis` as `lib/_shape_base_impl.py` writes it: the axis moved last, func1d
/// called on each 1-D slice in C order of the other axes, the first result fixing the buffer's
/// dtype and trailing shape, and the buffer transposed back (so the result is a view of it).
fn np_apply_along_axis(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let func = a.req("func1d");
    let x = array_arg(&a.req("arr"))?;
    let nd = x.ndim();
    let axis = ax(int_arg(&a.req("axis"))?, nd)?;
    let mut perm: Vec<i64> = (0..nd as i64).filter(|&d| d != axis as i64).collect();
    perm.push(axis as i64);
    let inarr = view::transpose(&x, Some(&perm))?;
    let outer: Vec<usize> = inarr.shape[..nd - 1].to_vec();
    if outer.contains(&0) {
        return Err(value_error("Cannot apply_along_axis when any iteration dimensions are 0"));
    }
    let count: usize = outer.iter().product();
    // the index of slice k: its position along the outer axes, then `...`
    let index = |mut k: usize| {
        let mut ind = vec![Value::Int(0); outer.len()];
        for d in (0..outer.len()).rev() {
            ind[d] = Value::Int((k % outer[d]) as i128);
            k /= outer[d];
        }
        ind.push(Value::Ellipsis);
        Value::tuple(ind)
    };
    let inarr = Value::Array(inarr);
    let call = |interp: &mut Interp, ind: &Value| -> PyResult<Rc<NdArray>> {
        let slice = crate::index::get_item(interp, &inarr, ind)?;
        let mut args = vec![slice];
        args.extend(a.rest.iter().cloned());
        array_arg(&interp.call(&func, args, a.extra_kw.clone())?)
    };
    let first = index(0);
    let res = call(interp, &first)?;
    let mut shape = outer.clone();
    shape.extend_from_slice(&res.shape);
    let buff = NdArray::zeros(res.dtype, &shape, false)?;
    let buff_v = Value::Array(buff.clone());
    crate::index::set_item(interp, &buff_v, &first, &Value::Array(res.clone()))?;
    for k in 1..count {
        let ind = index(k);
        let r = call(interp, &ind)?;
        crate::index::set_item(interp, &buff_v, &ind, &Value::Array(r))?;
    }
    // buff's axes: the outer ones, then the result's; the result's go where `axis` was
    let bnd = buff.ndim();
    let mut permute: Vec<i64> = (0..axis as i64).collect();
    permute.extend((bnd - res.ndim()) as i64..bnd as i64);
    permute.extend(axis as i64..(bnd - res.ndim()) as i64);
    Ok(arr(view::transpose(&buff, Some(&permute))?))
}

// ----- block (shape_base.py) -----

/// `arrays[0][1]`, as `_block_format_index` names a place in the nested lists.
fn block_index(index: &[Option<usize>]) -> String {
    let mut s = String::from("arrays");
    for i in index.iter().flatten() {
        s.push_str(&format!("[{}]", i));
    }
    s
}

/// `_block_check_depths_match`: the index of one innermost element (ending in None at an
/// empty list), the largest ndim of the blocks and the number of elements.
fn block_depths(v: &Value, parent: &[Option<usize>]) -> PyResult<(Vec<Option<usize>>, usize, usize)> {
    match v {
        Value::Tuple(_) => Err(type_error(format!(
            "{} is a tuple. Only lists can be used to arrange blocks, and np.block does not allow implicit conversion from tuple to ndarray.",
            block_index(parent)
        ))),
        Value::List(_) if parent.len() >= 990 => {
            // Python's recursion limit stops _block_check_depths_match first
            Err(PyErr::new(ExcKind::RecursionError, "maximum recursion depth exceeded"))
        }
        Value::List(l) => {
            let items = l.borrow().clone();
            if items.is_empty() {
                let mut idx = parent.to_vec();
                idx.push(None);
                return Ok((idx, 0, 0));
            }
            let mut first: Option<(Vec<Option<usize>>, usize, usize)> = None;
            for (i, item) in items.iter().enumerate() {
                let mut idx = parent.to_vec();
                idx.push(Some(i));
                let (index, ndim, size) = block_depths(item, &idx)?;
                match &mut first {
                    None => first = Some((index, ndim, size)),
                    Some((fi, fnd, fs)) => {
                        *fs += size;
                        *fnd = (*fnd).max(ndim);
                        if index.len() != fi.len() {
                            return Err(value_error(format!(
                                "List depths are mismatched. First element was at depth {}, but there is an element at depth {} ({})",
                                fi.len(),
                                index.len(),
                                block_index(&index)
                            )));
                        }
                        if index.last() == Some(&None) {
                            *fi = index;
                        }
                    }
                }
            }
            Ok(first.unwrap_or_default())
        }
        other => {
            let x = array_arg(other)?;
            Ok((parent.to_vec(), x.ndim(), x.size()))
        }
    }
}

/// `_block`: the innermost lists concatenated along the last axis, each level out one axis
/// further left, every block first made `result_ndim`-d (`array(a, ndmin=..., copy=None)`).
fn block_rec(interp: &mut Interp, v: &Value, max_depth: usize, result_ndim: usize, depth: usize) -> PyResult<Value> {
    if depth < max_depth {
        let items = ops::iterate(v)?;
        let mut arrs = Vec::with_capacity(items.len());
        for item in &items {
            arrs.push(block_rec(interp, item, max_depth, result_ndim, depth + 1)?);
        }
        let axis = -((max_depth - depth) as i128);
        return call_builtin(interp, "numpy.concatenate", vec![Value::list(arrs)], vec![("axis".into(), Value::Int(axis))]);
    }
    call_builtin(
        interp,
        "numpy.array",
        vec![v.clone()],
        vec![("copy".into(), Value::None), ("ndmin".into(), Value::Int(result_ndim as i128))],
    )
}

/// `np.block` by repeated concatenation (`_block_concatenate`); NumPy fills one preallocated
/// array instead when the result is large, with the same elements.
fn np_block(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let arrays = a.req("arrays");
    let (bottom, arr_ndim, _) = block_depths(&arrays, &[])?;
    let list_ndim = bottom.len();
    if bottom.last() == Some(&None) {
        return Err(value_error(format!("List at {} cannot be empty", block_index(&bottom))));
    }
    let result_ndim = arr_ndim.max(list_ndim);
    let res = block_rec(interp, &arrays, list_ndim, result_ndim, 0)?;
    if list_ndim == 0 {
        let x = array_arg(&res)?;
        return Ok(arr(view::copy(&x, x.dtype, Order::C)?));
    }
    Ok(res)
}
