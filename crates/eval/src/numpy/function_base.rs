//! NumPy's `numpy/lib/_function_base_impl.py` (append, copy, delete, diff, flip, rot90,
//! median, meshgrid, bincount, insert, average) and `numpy/_core/function_base.py` (linspace,
//! logspace, geomspace).

use std::rc::Rc;

use stridelab_engine::{creation, ufunc, view};
use stridelab_engine::array::{NdArray, check_alloc};
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::slicing::normalize_axis;
use stridelab_engine::ufunc::{BinOp, Operand};
use stridelab_engine::view::{IndexItem, Indexed, Order};
use stridelab_engine::error::{PyResult, axis_error, index_error, type_error, value_error};
use crate::ops;
use crate::args::Args;
use crate::builtins::{BuiltinDef, def, call_builtin};
use crate::interp::Interp;
use crate::numpy::args::{arr, array_arg, ax, axes_arg, axis_opt, bool_arg, bool_of, dtype_opt, int_arg, ints_of, order_arg};
use crate::numpy::index_tricks::int_scalars_or_array;
use crate::numpy::numeric::{concat, flat, num_f64};
use crate::numpy::stride_tricks::broadcast_arrays;
use crate::ops::from_result;
use crate::value::Value;

mod quantile;
pub use quantile::TABLE as QUANTILE_TABLE;
pub mod vectorize;
pub use vectorize::TABLE as VECTORIZE_TABLE;
pub(crate) use quantile::quantile;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.linspace", "start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0", "num evenly spaced values from start to stop.", "np.linspace(0, 1, 5)", np_linspace),
    def!("numpy.logspace", "start, stop, num=50, endpoint=True, base=10.0, dtype=None, axis=0", "num values from base**start to base**stop, evenly spaced on a log scale: power(base, linspace(start, stop)).", "np.logspace(2, 3, num=5)", np_logspace),
    def!("numpy.geomspace", "start, stop, num=50, endpoint=True, dtype=None, axis=0", "num values from start to stop in a geometric progression (the endpoints exactly as given).", "np.geomspace(1, 1000, num=4)", np_geomspace),
    def!("numpy.copy", "a, order='K', subok=False", "A copy that owns its memory.", "np.copy(x)", np_copy),
    def!("numpy.angle", "z, deg=False", "The argument of each complex value: arctan2(z.imag, z.real), in radians (deg=True: degrees).", "np.angle([1.0, 1j, 1+1j])", np_angle),
    def!("numpy.interp", "x, xp, fp, left=None, right=None, period=None", "Piecewise-linear interpolation: the values at x of the line through the points (xp, fp), xp ascending; left/right outside (default: the end values).", "np.interp(2.5, [1, 2, 3], [3, 2, 0])", np_interp),
    def!("numpy.bincount", "x, /, weights=None, minlength=0", "Occurrences of each non-negative int (or the sum of its weights).", "np.bincount(flat_argmax, minlength=9)", np_bincount),
    def!("numpy.diff", "a, n=1, axis=-1, prepend=None, append=None", "n-th discrete difference along an axis.", "np.diff(a, axis=0)", np_diff),
    def!("numpy.median", "a, axis=None, out=None, overwrite_input=False, keepdims=False", "Median along an axis (NaN if the lane has a NaN).", "np.median(a, axis=0)", np_median),
    def!("numpy.flip", "m, axis=None", "A view with the order of elements reversed along the given axes (negative strides).", "np.flip(np.arange(6).reshape(2, 3), 1)", np_flip),
    def!("numpy.rot90", "m, k=1, axes=(0, 1)", "A view rotated by 90 degrees k times (a flip and a transpose).", "np.rot90(np.arange(6).reshape(2, 3))", np_rot90),
    def!("numpy.meshgrid", "*xi, copy=True, sparse=False, indexing='xy'", "Coordinate arrays from coordinate vectors (broadcast views when copy=False).", "np.meshgrid([1, 2, 3], [4, 5])", np_meshgrid),
    def!("numpy.append", "arr, values, axis=None", "A new array with values appended (flattened when axis is None).", "np.append([1, 2], [[3, 4]])", np_append),
    def!("numpy.delete", "arr, obj, axis=None", "A new array without the entries at obj (int, list, bool mask or slice) along axis.", "np.delete(np.arange(5), [0, 2])", np_delete),
    def!("numpy.insert", "arr, obj, values, axis=None", "A new array with values inserted before the given indices along axis (flattened if axis is None).", "np.insert(np.arange(4), [1, 3], 9)", np_insert),
    def!("numpy.average", "a, axis=None, weights=None, returned=False, *, keepdims=<no value>", "Weighted average over the given axes (returned=True also gives the sum of weights).", "np.average([1, 2, 3], weights=[3, 1, 0])", np_average),
];

fn np_linspace(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let plain = |v: &Value| matches!(v, Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::Scalar(DType::Float64, _));
    if !plain(&a.req("start")) || !plain(&a.req("stop")) || a.get("axis").is_some() {
        let num = int_arg(&a.get("num").unwrap_or(Value::Int(50)))?;
        let (y, step) = linspace_values(interp, &a.req("start"), &a.req("stop"), num, bool_arg(a, "endpoint", true)?, a.opt("dtype"), a.get("axis"))?;
        if bool_arg(a, "retstep", false)? {
            return Ok(Value::tuple(vec![y, step]));
        }
        return Ok(y);
    }
    let start = num_f64(&a.req("start"))?;
    let stop = num_f64(&a.req("stop"))?;
    let num = a.get("num").map(|v| int_arg(&v)).transpose()?.unwrap_or(50);
    if num < 0 {
        return Err(value_error(format!("Number of samples, {}, must be non-negative.", num)));
    }
    let num = num as usize;
    let endpoint = bool_arg(a, "endpoint", true)?;
    let div = if endpoint { num.saturating_sub(1) } else { num } as f64;
    let step = if div > 0.0 { (stop - start) / div } else { f64::NAN };
    let dt = dtype_opt(a, "dtype")?.unwrap_or(DType::Float64);
    let res = NdArray::zeros(dt, &[num], false)?;
    creation::linspace(&mut res.buf.data.borrow_mut()[..num * dt.itemsize()], dt, start, stop, div, endpoint);
    let out = arr(res);
    if bool_arg(a, "retstep", false)? {
        return Ok(Value::tuple(vec![out, Value::Scalar(DType::Float64, Scalar::Float(step))]));
    }
    Ok(out)
}

fn np_copy(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    Ok(arr(view::copy(&x, x.dtype, order_arg(a, "order", Order::K)?)?))
}

/// `np.interp` (`_function_base_impl.py`, then compiled_base.c `arr_interp`): x as float64 of
/// any shape, xp and fp as 1-D float64; a 0-d x gives a NumPy scalar.
fn np_interp(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let f64s = |x: &NdArray| -> Vec<f64> { x.to_scalars().iter().map(|s| s.as_f64()).collect() };
    // PyArray_ContiguousFromAny(v, NPY_DOUBLE, 1, 1); a nested list fails in its discovery
    let one_d = |v: &Value| -> PyResult<Vec<f64>> {
        let x = array_arg(v)?;
        match x.ndim() {
            0 => Err(value_error("object of too small depth for desired array")),
            1 => Ok(f64s(&x)),
            _ if matches!(v, Value::Array(_)) => Err(value_error("object too deep for desired array")),
            _ => Err(value_error(
                "setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 1.",
            )),
        }
    };
    let fpv = a.req("fp");
    if array_arg(&fpv)?.dtype.is_complex() {
        return Err(stridelab_engine::error::not_implemented("np.interp of complex values is not supported by stridelab"));
    }
    if a.opt("period").is_some() {
        return Err(stridelab_engine::error::not_implemented("np.interp's period= is not supported by stridelab"));
    }
    let fp = one_d(&fpv)?;
    let xp = one_d(&a.req("xp"))?;
    let x = array_arg(&a.req("x"))?;
    if xp.is_empty() {
        return Err(value_error("array of sample points is empty"));
    }
    if fp.len() != xp.len() {
        return Err(value_error("fp and xp are not of the same length."));
    }
    // PyFloat_AsDouble
    let fill = |name: &str, default: Option<f64>| -> PyResult<f64> {
        match a.opt(name) {
            None => Ok(default.unwrap_or(0.0)),
            Some(Value::Float(f)) => Ok(f),
            Some(Value::Scalar(d, s)) if !d.is_complex() => Ok(s.as_f64()),
            Some(v) => ops::index_int(&v)
                .map(|i| i as f64)
                .ok_or_else(|| type_error(format!("must be real number, not {}", v.type_name()))),
        }
    };
    let left = fill("left", fp.first().copied())?;
    let right = fill("right", fp.last().copied())?;
    let out = if x.size() == 0 { Vec::new() } else { stridelab_engine::compiled_base::interp(&f64s(&x), &xp, &fp, left, right) };
    Ok(from_result(creation::from_values(&x.shape, &out)?))
}

fn np_bincount(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let xv = a.req("x");
    let x = array_arg(&xv)?;
    if x.ndim() == 0 {
        return Err(value_error("object of too small depth for desired array"));
    }
    if x.ndim() > 1 {
        return Err(value_error(if matches!(xv, Value::Array(_)) {
            "object too deep for desired array"
        } else {
            "setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 1."
        }));
    }
    // an array is converted to intp with 'safe' casting (lists of floats are still truncated,
    // with NumPy's DeprecationWarning)
    if matches!(xv, Value::Array(_)) && x.dtype.is_inexact() {
        return Err(type_error(format!(
            "Cannot cast array data from dtype('{}') to dtype('int64') according to the rule 'safe'",
            x.dtype.name()
        )));
    }
    let minlength = match a.opt("minlength") {
        None => 0,
        Some(v) => int_arg(&v)?,
    };
    if minlength < 0 {
        return Err(value_error("'minlength' must not be negative"));
    }
    use stridelab_engine::compiled_base;
    // a list of floats is truncated to an intp array first (with NumPy's DeprecationWarning)
    let x = if x.dtype.is_integer() || x.dtype == DType::Bool { x } else { stridelab_engine::ufunc::cast_copy(&x, DType::Int64)? };
    let (lo, hi) = compiled_base::int_min_max(&x).unwrap_or((0, -1));
    if lo < 0 {
        return Err(value_error("'list' argument must have no negative elements"));
    }
    let n = (hi.saturating_add(1) as usize).max(minlength as usize);
    match a.opt("weights") {
        None => {
            check_alloc(&[n], DType::Int64)?;
            int_scalars_or_array(compiled_base::bincount(&x, n), &[n])
        }
        Some(w) => {
            let w = array_arg(&w)?;
            if w.ndim() > 1 {
                return Err(value_error("object too deep for desired array"));
            }
            if w.size() != x.size() {
                return Err(value_error("The weights and list don't have the same length."));
            }
            check_alloc(&[n], DType::Float64)?;
            let w = if w.ndim() == 1 { w } else { crate::numpy::numeric::flat(&w)? };
            Ok(Value::Array(stridelab_engine::creation::from_values(&[n], &compiled_base::bincount_weighted(&x, &w, n))?))
        }
    }
}

/// The view `x[start:start+len]` along `axis`.
fn slice_axis(x: &Rc<NdArray>, axis: usize, start: usize, len: usize) -> PyResult<Rc<NdArray>> {
    let mut shape = x.shape.clone();
    shape[axis] = len;
    let start = if len == 0 { 0 } else { start };
    let off = x.offset as isize + start as isize * x.strides[axis];
    NdArray::view_of(x, off.max(0) as usize, shape, x.strides.clone(), x.dtype)
}

fn np_diff(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let n = match a.get("n") {
        None => 1,
        Some(v) => int_arg(&v)?,
    };
    if n == 0 {
        return Ok(a.req("a"));
    }
    let x0 = array_arg(&a.req("a"))?;
    if n < 0 {
        return Err(value_error(format!("order must be non-negative but got {}", n)));
    }
    if x0.ndim() == 0 {
        return Err(value_error("diff requires input that is at least one dimensional"));
    }
    let axis = ax(axis_opt(a, "axis", Some(-1))?.unwrap_or(-1), x0.ndim())?;
    let edge = |v: Value| -> PyResult<Rc<NdArray>> {
        let e = array_arg(&v)?;
        if e.ndim() == 0 {
            let mut s: Vec<i64> = x0.shape.iter().map(|&d| d as i64).collect();
            s[axis] = 1;
            view::broadcast_to(&e, &s)
        } else {
            Ok(e)
        }
    };
    let mut parts = Vec::new();
    if let Some(p) = a.opt("prepend") {
        parts.push(edge(p)?);
    }
    parts.push(x0.clone());
    if let Some(p) = a.opt("append") {
        parts.push(edge(p)?);
    }
    let mut x = if parts.len() > 1 { concat(&parts, Some(axis as i64), None, "same_kind", None)? } else { x0 };
    let op = if x.dtype == DType::Bool { BinOp::Ne } else { BinOp::Sub };
    for _ in 0..n {
        let len = x.shape[axis];
        let m = len.saturating_sub(1);
        let hi = slice_axis(&x, axis, 1, m)?;
        let lo = slice_axis(&x, axis, 0, m)?;
        x = ufunc::binary(op, &Operand::Array(hi), &Operand::Array(lo), None)?;
        if m == 0 {
            break;
        }
    }
    Ok(Value::Array(x))
}

/// NumPy's `_ureduce` for the order statistics: the array to reduce along one axis, that
/// axis, and the normalized axes asked for (None: all, the array flattened). Several axes
/// are swapped to the end and merged into one.
pub(crate) fn ureduce(x: &Rc<NdArray>, axis: Option<Value>) -> PyResult<(Rc<NdArray>, usize, Option<Vec<usize>>)> {
    let nd = x.ndim();
    let axes = match axis {
        None => None,
        Some(v) => Some(view::normalize_axis_tuple(&axes_arg(&v)?, nd, None, false)?),
    };
    let (t, axis) = match &axes {
        None => (flat(x)?, 0),
        Some(ax) if ax.len() == 1 => (x.clone(), ax[0]),
        Some(ax) => {
            let keep: Vec<usize> = (0..nd).filter(|k| !ax.contains(k)).collect();
            let mut y = x.clone();
            for (i, &s) in keep.iter().enumerate() {
                y = view::swapaxes(&y, i as i64, s as i64)?;
            }
            let mut shape: Vec<i64> = y.shape[..keep.len()].iter().map(|&d| d as i64).collect();
            shape.push(-1);
            (view::reshape(&y, &shape, Order::C, None)?, keep.len())
        }
    };
    if t.ndim() == 0 {
        return Err(axis_error("axis 0 is out of bounds for array of dimension 0"));
    }
    Ok((t, axis, axes))
}

fn np_median(_: &mut Interp, a: &Args) -> PyResult<Value> {
    median(a, false)
}

/// median, and with `skip_nan` nanmedian: each lane's NaNs dropped first (an all-NaN lane
/// gives NaN; NumPy also warns on stderr).
pub(crate) fn median(a: &Args, skip_nan: bool) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    if x.dtype.is_complex() {
        return Err(stridelab_engine::error::not_implemented("the median of complex values is not supported by stridelab"));
    }
    let keepdims = bool_of(a, "keepdims")?;
    let nd = x.ndim();
    let (t, axis, axes) = ureduce(&x, a.opt("axis"))?;
    let sz = t.shape[axis];
    if bool_of(a, "overwrite_input")? && sz > 0 {
        // _median partitions the input itself around the middle (and the last, for NaNs)
        if !t.writeable.get() {
            return Err(value_error("partition array is read-only"));
        }
        let mut kth = if sz % 2 == 0 { vec![sz / 2 - 1, sz / 2] } else { vec![(sz - 1) / 2] };
        if t.dtype.is_float() {
            kth.push(sz - 1);
        }
        kth.sort_unstable();
        let part = crate::numpy::fromnumeric::partition_lanes(&t, axis, &kth, false)?;
        ufunc::assign_cast(&t, &part);
    }
    let dt = match t.dtype {
        DType::Float16 | DType::Float32 => t.dtype,
        _ => DType::Float64,
    };
    let n = t.shape[axis];
    // the two middle values of each lane by selection, not a sort (NumPy partitions too)
    let mut res = Vec::new();
    for mid in stridelab_engine::sorting::middle_values(&t, axis, skip_nan) {
        let v = match mid {
            None => f64::NAN,
            Some((_, hi, true)) => hi,
            // float16 means are taken in float32 too; the value is rounded to dt below
            Some((lo, hi, _)) if dt != DType::Float64 => ((lo as f32 + hi as f32) / 2.0) as f64,
            Some((lo, hi, _)) => (lo + hi) / 2.0,
        };
        res.push(Scalar::Float(v));
    }
    let mut shape = t.shape.clone();
    shape.remove(axis);
    if keepdims {
        shape = match &axes {
            None => vec![1; nd],
            Some(ax) => (0..nd).map(|k| if ax.contains(&k) { 1 } else { x.shape[k] }).collect(),
        };
    }
    let res = NdArray::from_scalars(dt, &shape, &res)?;
    if let Some(out) = crate::numpy::args::out_array(a)? {
        // NumPy's median ends in np.mean(part[indexer], axis, out=out): a reduction of the
        // one or two middle values
        // (with keepdims, _ureduce hands it out[..., 0 on each reduced axis])
        let mut input = t.shape.clone();
        input[axis] = if n % 2 == 1 { 1 } else { 2 };
        let reduced = |k: usize| axes.as_ref().is_none_or(|ax| ax.contains(&k));
        let seen: Vec<usize> = if keepdims && out.ndim() == nd {
            (0..nd).filter(|&k| !reduced(k)).map(|k| out.shape[k]).collect()
        } else {
            out.shape.clone()
        };
        if !out.writeable.get() {
            return Err(value_error("output array is read-only"));
        }
        crate::numpy::out::check_reduce(&seen, "add", &input, &[axis], false)?;
        crate::numpy::out::assign(&out, &res)?;
        return Ok(Value::Array(out));
    }
    Ok(from_result(res))
}

pub(crate) fn indexed(a: &Rc<NdArray>, items: &[IndexItem]) -> PyResult<Value> {
    Ok(match view::basic_index(a, items)? {
        Indexed::View(v) => Value::Array(v),
        Indexed::Element(off) => Value::Scalar(a.dtype, a.read_at(off)),
    })
}

pub(crate) const REV: IndexItem = IndexItem::Slice(None, None, Some(-1));
pub(crate) const ALL: IndexItem = IndexItem::Slice(None, None, None);
// ----- flips and rotations -----

/// `m[indexer]` with `::-1` on the given axes (all when None), as numpy's flip builds it.
fn flip(m: &Rc<NdArray>, axes: Option<&[i64]>) -> PyResult<Value> {
    let items: Vec<IndexItem> = match axes {
        None => vec![REV; m.ndim()],
        Some(ax) => {
            let ax = view::normalize_axis_tuple(ax, m.ndim(), None, false)?;
            (0..m.ndim()).map(|k| if ax.contains(&k) { REV } else { ALL }).collect()
        }
    };
    indexed(m, &items)
}

fn np_flip(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let m = array_arg(&a.req("m"))?;
    match a.get("axis") {
        None | Some(Value::None) => flip(&m, None),
        Some(v @ (Value::Float(_) | Value::Str(_) | Value::Dict(_))) => {
            // normalize_axis_tuple falls back to iterating what operator.index refused
            Err(type_error(format!("'{}' object is not iterable", v.type_name())))
        }
        Some(v) => flip(&m, Some(&axes_arg(&v)?)),
    }
}

fn np_rot90(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let m = array_arg(&a.req("m"))?;
    let k = int_arg(&a.get("k").unwrap_or(Value::Int(1)))?;
    let axes = match a.get("axes") {
        None => vec![0, 1],
        Some(v) => ops::iterate(&v)?.iter().map(int_arg).collect::<PyResult<Vec<i64>>>()?,
    };
    if axes.len() != 2 {
        return Err(value_error("len(axes) must be 2."));
    }
    let nd = m.ndim() as i64;
    if axes[0] == axes[1] || (axes[0] - axes[1]).abs() == nd {
        return Err(value_error("Axes must be different."));
    }
    if axes[0] >= nd || axes[0] < -nd || axes[1] >= nd || axes[1] < -nd {
        return Err(value_error(format!("Axes=({}, {}) out of range for array of ndim={}.", axes[0], axes[1], nd)));
    }
    let as_array = |v: Value| -> PyResult<Rc<NdArray>> {
        match v {
            Value::Array(x) => Ok(x),
            _ => Err(value_error("rot90 of a 0-d array")),
        }
    };
    match k.rem_euclid(4) {
        0 => indexed(&m, &[ALL]),
        2 => {
            let f = as_array(flip(&m, Some(&[axes[0]]))?)?;
            flip(&f, Some(&[axes[1]]))
        }
        k => {
            let mut perm: Vec<i64> = (0..nd).collect();
            let (i, j) = (axes[0].rem_euclid(nd) as usize, axes[1].rem_euclid(nd) as usize);
            perm.swap(i, j);
            if k == 1 {
                let f = as_array(flip(&m, Some(&[axes[1]]))?)?;
                Ok(arr(view::transpose(&f, Some(&perm))?))
            } else {
                let t = view::transpose(&m, Some(&perm))?;
                flip(&t, Some(&[axes[1]]))
            }
        }
    }
}

fn np_meshgrid(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let indexing = match a.get("indexing") {
        None => "xy".to_string(),
        Some(Value::Str(s)) if &*s == "xy" || &*s == "ij" => s.to_string(),
        Some(_) => return Err(value_error("Valid values for `indexing` are 'xy' and 'ij'.")),
    };
    let (copy, sparse) = (bool_arg(a, "copy", true)?, bool_arg(a, "sparse", false)?);
    let nd = a.rest.len();
    let mut out = Vec::with_capacity(nd);
    for (i, x) in a.rest.iter().enumerate() {
        let x = array_arg(x)?;
        let mut shape = vec![1i64; nd];
        shape[i] = -1;
        if indexing == "xy" && nd > 1 && i < 2 {
            // numpy reassigns output[0].shape / output[1].shape in place
            shape[i] = 1;
            shape[1 - i] = -1;
        }
        let r = view::reshape(&x, &shape, Order::C, None)?;
        // the in-place shape assignment keeps the same view object
        out.push(r);
    }
    if !sparse {
        out = broadcast_arrays(&out)?;
    }
    if copy {
        out = out.iter().map(|x| x.copy_as(x.dtype, false)).collect::<PyResult<_>>()?;
        return Ok(Value::tuple(out.into_iter().map(Value::Array).collect()));
    }
    let items: Vec<Value> = out.into_iter().map(Value::Array).collect();
    // numpy hands back its list unless broadcast_arrays turned it into a tuple
    Ok(if sparse { Value::list(items) } else { Value::tuple(items) })
}

fn np_append(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let mut x = array_arg(&a.req("arr"))?;
    let values = a.req("values");
    let axis = a.get("axis").unwrap_or(Value::None);
    if matches!(axis, Value::None) {
        if x.ndim() != 1 {
            x = view::ravel(&x, Order::C)?;
        }
        let v = view::ravel(&array_arg(&values)?, Order::C)?;
        let ax = Value::Int(x.ndim() as i128 - 1);
        let seq = Value::tuple(vec![Value::Array(x), Value::Array(v)]);
        return call_builtin(interp, "numpy.concatenate", vec![seq], vec![("axis".into(), ax)]);
    }
    let seq = Value::tuple(vec![Value::Array(x), values]);
    call_builtin(interp, "numpy.concatenate", vec![seq], vec![("axis".into(), axis)])
}

fn np_delete(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let mut x = array_arg(&a.req("arr"))?;
    let fortran = x.is_f_contiguous() && !x.is_c_contiguous();
    let axis = match a.get("axis") {
        None | Some(Value::None) => {
            if x.ndim() != 1 {
                x = view::ravel(&x, Order::C)?;
            }
            x.ndim() as i64 - 1
        }
        Some(v) => int_arg(&v)?,
    };
    let axis = normalize_axis(axis, x.ndim()).map_err(axis_error)?;
    let n = x.shape[axis];
    let mut keep = vec![true; n];
    match a.req("obj") {
        Value::Slice(sl) => {
            let part = |v: &Value| -> PyResult<Option<i64>> {
                match v {
                    Value::None => Ok(None),
                    v => int_arg(v).map(Some),
                }
            };
            let (st, sp, step) = (part(&sl[0])?, part(&sl[1])?, part(&sl[2])?);
            let r = stridelab_engine::slicing::resolve_slice(st, sp, step, n).map_err(value_error)?;
            for t in 0..r.len {
                let i = r.start as i64 + t as i64 * r.step as i64;
                keep[i as usize] = false;
            }
        }
        obj @ (Value::Int(_) | Value::Scalar(..)) if !matches!(obj, Value::Scalar(DType::Bool, _) | Value::Scalar(DType::Float16 | DType::Float32 | DType::Float64, _)) => {
            let i = int_arg(&obj)?;
            if i < -(n as i64) || i >= n as i64 {
                return Err(index_error(format!("index {} is out of bounds for axis {} with size {}", i, axis, n)));
            }
            keep[i.rem_euclid(n as i64) as usize] = false;
        }
        obj => {
            let o = array_arg(&obj)?;
            if o.dtype == DType::Bool {
                if o.shape != [n] {
                    return Err(value_error(format!(
                        "boolean array argument obj to delete must be one dimensional and match the axis length of {}",
                        n
                    )));
                }
                for (k, v) in stridelab_engine::mapping::values_as::<bool>(&o).into_iter().enumerate() {
                    keep[k] = !v;
                }
            } else if o.size() > 0 && !o.dtype.is_integer() {
                return Err(index_error(
                    "arrays used as indices must be of integer (or boolean) type",
                ));
            } else {
                for i in stridelab_engine::mapping::read_indices(&o) {
                    if i < -(n as i64) || i >= n as i64 {
                        return Err(index_error(format!("index {} is out of bounds for axis {} with size {}", i, axis, n)));
                    }
                    keep[i.rem_euclid(n as i64) as usize] = false;
                }
            }
        }
    }
    // `arr[keep]` along the axis: a take of the kept positions (typed row copies)
    let kept: Vec<i64> = (0..n as i64).filter(|&i| keep[i as usize]).collect();
    let kept = stridelab_engine::creation::from_values(&[kept.len()], &kept)?;
    let out = crate::numpy::args::array_arg(&super::fromnumeric::take(&x, &Value::Array(kept), Some(axis as i64), stridelab_engine::item_selection::ClipMode::Raise, None)?)?;
    Ok(arr(if fortran { out.copy_as(out.dtype, true)? } else { out }))
}

// ----- insert -----

fn slice_all() -> Value {
    Value::Slice(Rc::new([Value::None, Value::None, Value::None]))
}

fn slice_of(start: Option<i64>, stop: Option<i64>) -> Value {
    let v = |x: Option<i64>| x.map(|i| Value::Int(i as i128)).unwrap_or(Value::None);
    Value::Slice(Rc::new([v(start), v(stop), Value::None]))
}

/// The index tuple `(:, ..., item, ..., :)` with `item` at `axis`.
fn at_axis(ndim: usize, axis: usize, item: Value) -> Value {
    let mut t = vec![slice_all(); ndim];
    t[axis] = item;
    Value::tuple(t)
}

/// `np.insert`, as `numpy/lib/_function_base_impl.py` writes it: one index inserts a block
/// of values (moved so its first axis lands on `axis` when the index is a scalar); several
/// indices are shifted by the number of insertions before them and filled by fancy
/// assignment, the old entries going to the positions left over.
fn np_insert(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let arr0 = array_arg(&a.req("arr"))?;
    let fortran = arr0.is_f_contiguous() && !arr0.is_c_contiguous();
    let obj = a.req("obj");
    let values = a.req("values");
    let (arr, axis) = match axis_opt(a, "axis", None)? {
        None => (if arr0.ndim() != 1 { view::ravel(&arr0, Order::C)? } else { arr0 }, 0),
        Some(k) => {
            let nd = arr0.ndim();
            (arr0, ax(k, nd)?)
        }
    };
    let nd = arr.ndim();
    let n = arr.shape[axis];
    let mut newshape = arr.shape.clone();
    let indices: Rc<NdArray> = match &obj {
        Value::Slice(sl) => {
            let r = stridelab_engine::slicing::resolve_slice(
                crate::index::slice_part(&sl[0])?,
                crate::index::slice_part(&sl[1])?,
                crate::index::slice_part(&sl[2])?,
                n,
            )
            .map_err(value_error)?;
            let v: Vec<i64> = (0..r.len).map(|k| r.start + k as i64 * r.step).collect();
            stridelab_engine::creation::from_values(&[r.len], &v)?
        }
        _ => {
            let ind = crate::convert::to_array(&obj, None)?;
            if ind.dtype == DType::Bool {
                let o = match &obj {
                    Value::Array(o) => o.clone(),
                    other => {
                        return Err(stridelab_engine::error::attribute_error(format!(
                            "'{}' object has no attribute 'ndim'",
                            other.type_name()
                        )))
                    }
                };
                if o.ndim() != 1 {
                    return Err(value_error("boolean array argument obj to insert must be one dimensional"));
                }
                stridelab_engine::item_selection::nonzero(&o)?.remove(0)
            } else if ind.ndim() > 1 {
                return Err(value_error("index array argument obj to insert must be one dimensional or scalar"));
            } else {
                ind
            }
        }
    };
    if indices.size() == 1 {
        let first = indices.get_flat(0);
        if !indices.dtype.is_integer() {
            return Err(type_error("slice indices must be integers or None or have an __index__ method"));
        }
        let mut index = first.as_i64_wrapping();
        if index < -(n as i64) || index > n as i64 {
            return Err(index_error(format!(
                "index {} is out of bounds for axis {} with size {}",
                crate::repr::str_of(&obj, &Default::default()),
                axis,
                n
            )));
        }
        if index < 0 {
            index += n as i64;
        }
        let mut vals = crate::convert::to_array(&values, Some(arr.dtype))?;
        if vals.ndim() < nd {
            let mut s: Vec<i64> = vec![1; nd - vals.ndim()];
            s.extend(vals.shape.iter().map(|&d| d as i64));
            vals = view::reshape(&vals, &s, Order::C, None)?;
        }
        if indices.ndim() == 0 {
            vals = view::moveaxis(&vals, &[0], &[axis as i64])?;
        }
        let numnew = vals.shape[axis];
        newshape[axis] += numnew;
        let new = NdArray::zeros(arr.dtype, &newshape, fortran)?;
        let newv = Value::Array(new.clone());
        let arrv = Value::Array(arr.clone());
        let head = at_axis(nd, axis, slice_of(None, Some(index)));
        let part = crate::index::get_item(interp, &arrv, &head)?;
        crate::index::set_item(interp, &newv, &head, &part)?;
        let mid = at_axis(nd, axis, slice_of(Some(index), Some(index + numnew as i64)));
        crate::index::set_item(interp, &newv, &mid, &Value::Array(vals))?;
        let tail = at_axis(nd, axis, slice_of(Some(index + numnew as i64), None));
        let rest = crate::index::get_item(interp, &arrv, &at_axis(nd, axis, slice_of(Some(index), None)))?;
        crate::index::set_item(interp, &newv, &tail, &rest)?;
        return Ok(newv);
    }
    // an empty list is cast to intp; an empty float ndarray is not
    let mut idx: Vec<i64> = if indices.dtype.is_integer() || (indices.size() == 0 && !matches!(obj, Value::Array(_))) {
        ints_of(&indices)
    } else {
        return Err(index_error("arrays used as indices must be of integer (or boolean) type"));
    };
    for i in idx.iter_mut() {
        if *i < 0 {
            *i += n as i64;
        }
    }
    let numnew = idx.len();
    let mut order: Vec<usize> = (0..numnew).collect();
    order.sort_by_key(|&k| idx[k]);
    for (rank, &k) in order.iter().enumerate() {
        idx[k] += rank as i64;
    }
    newshape[axis] += numnew;
    let total = newshape[axis];
    let idx_arr = NdArray::from_scalars(DType::Int64, &[numnew], &idx.iter().map(|&i| Scalar::Int(i)).collect::<Vec<_>>())?;
    // NumPy's old_mask: all True, then False where the new values go (one byte per slot,
    // under the size limit: no per-element Scalar list of the result's length)
    let mask = NdArray::zeros(DType::Bool, &[total], false)?;
    mask.buf.data.borrow_mut().fill(1);
    crate::index::set_item(interp, &Value::Array(mask.clone()), &Value::Array(idx_arr.clone()), &Value::Bool(false))?;
    let new = NdArray::zeros(arr.dtype, &newshape, fortran)?;
    let newv = Value::Array(new);
    crate::index::set_item(interp, &newv, &at_axis(nd, axis, Value::Array(idx_arr)), &values)?;
    crate::index::set_item(interp, &newv, &at_axis(nd, axis, Value::Array(mask)), &Value::Array(arr))?;
    Ok(newv)
}

// ----- average -----

/// `np.average`, as `numpy/lib/_function_base_impl.py` writes it: the mean without weights,
/// else `sum(a * w) / sum(w)` in the promoted dtype (at least float64 for integer input),
/// weights of another shape being laid along the given axes.
fn np_average(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    let axis: Option<Vec<usize>> = match a.opt("axis") {
        None => None,
        Some(v) => Some(view::normalize_axis_tuple(&axes_arg(&v)?, x.ndim(), Some("axis"), false)?),
    };
    let axis_v = match &axis {
        None => Value::None,
        Some(ax) => Value::int_tuple(ax.iter().map(|&k| k as i128)),
    };
    let mut kw: Vec<(String, Value)> = vec![("axis".into(), axis_v.clone())];
    if let Some(k) = a.get("keepdims") {
        kw.push(("keepdims".into(), k));
    }
    let xv = Value::Array(x.clone());
    let (avg, scl) = match a.opt("weights") {
        None => {
            let avg = call_builtin(interp, "numpy.mean", vec![xv], kw)?;
            let av = array_arg(&avg)?;
            let ratio = x.size() as f64 / av.size() as f64;
            (avg, Value::Scalar(av.dtype, Scalar::Float(ratio).cast(av.dtype)))
        }
        Some(w) => {
            let mut wgt = array_arg(&w)?;
            let result_dtype = {
                let base = ufunc::promote_types(x.dtype, wgt.dtype);
                if x.dtype.is_integer() || x.dtype == DType::Bool { ufunc::promote_types(base, DType::Float64) } else { base }
            };
            if x.shape != wgt.shape {
                let ax = match &axis {
                    None => return Err(type_error("Axis must be specified when shapes of a and weights differ.")),
                    Some(ax) => ax,
                };
                let want: Vec<usize> = ax.iter().map(|&k| x.shape[k]).collect();
                if wgt.shape != want {
                    return Err(value_error("Shape of weights must be consistent with shape of a along specified axis."));
                }
                let mut perm: Vec<usize> = (0..ax.len()).collect();
                perm.sort_by_key(|&k| ax[k]);
                let perm: Vec<i64> = perm.into_iter().map(|k| k as i64).collect();
                wgt = view::transpose(&wgt, Some(&perm))?;
                let shape: Vec<i64> = x.shape.iter().enumerate().map(|(k, &d)| if ax.contains(&k) { d as i64 } else { 1 }).collect();
                wgt = view::reshape(&wgt, &shape, Order::C, None)?;
            }
            let dt = Value::DType(result_dtype);
            let mut skw = kw.clone();
            skw.push(("dtype".into(), dt.clone()));
            let scl = call_builtin(interp, "numpy.sum", vec![Value::Array(wgt.clone())], skw)?;
            let zero = call_builtin(interp, "numpy.equal", vec![scl.clone(), Value::Float(0.0)], vec![])?;
            if ops::truthy(&call_builtin(interp, "numpy.any", vec![zero], vec![])?)? {
                return Err(stridelab_engine::error::PyErr::new(
                    stridelab_engine::error::ExcKind::ZeroDivisionError,
                    "Weights sum to zero, can't be normalized",
                ));
            }
            let prod = call_builtin(interp, "numpy.multiply", vec![xv, Value::Array(wgt)], vec![("dtype".into(), dt)])?;
            let num = call_builtin(interp, "numpy.sum", vec![prod], kw)?;
            let avg = call_builtin(interp, "numpy.divide", vec![num, scl.clone()], vec![])?;
            (avg, scl)
        }
    };
    if bool_arg(a, "returned", false)? {
        let av = array_arg(&avg)?;
        let sa = array_arg(&scl)?;
        let scl = if sa.shape != av.shape {
            let shape: Vec<i64> = av.shape.iter().map(|&d| d as i64).collect();
            let b = view::broadcast_to(&sa, &shape)?;
            from_result(b.copy_as(b.dtype, false)?)
        } else {
            scl
        };
        return Ok(Value::tuple(vec![avg, scl]));
    }
    Ok(avg)
}

/// `np.angle` (function_base.py): `arctan2(z.imag, z.real)` for complex input, `arctan2(0, z)`
/// otherwise; `deg=True` multiplies by 180/pi in place.
fn np_angle(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let z = call_builtin(interp, "numpy.asanyarray", vec![a.req("z")], vec![])?;
    let complex = matches!(&z, Value::Array(x) if x.dtype.is_complex());
    let (zimag, zreal) = if complex {
        (crate::attrs::get_attr(interp, &z, "imag")?, crate::attrs::get_attr(interp, &z, "real")?)
    } else {
        (Value::Int(0), z)
    };
    let r = call_builtin(interp, "numpy.arctan2", vec![zimag, zreal], vec![])?;
    if !bool_of(a, "deg")? {
        return Ok(r);
    }
    ops::binary_op(interp, stridelab_lang::ast::BinOp::Mul, &r, &Value::Float(180.0 / std::f64::consts::PI))
}

// ----- linspace of arrays and complex values, logspace, geomspace (_core/function_base.py) -----

fn call(interp: &mut Interp, key: &str, pos: Vec<Value>, kw: Vec<(&str, Value)>) -> PyResult<Value> {
    call_builtin(interp, key, pos, kw.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
}

/// `np.linspace` as function_base.py computes it, operation by operation with NumPy's
/// ufuncs: `y = arange(num) * (stop - start) / div + start`, the last row set to `stop`,
/// the axis moved, integers floored, then cast. Returns the array and the step.
fn linspace_values(
    interp: &mut Interp,
    start: &Value,
    stop: &Value,
    num: i64,
    endpoint: bool,
    dtype: Option<Value>,
    axis: Option<Value>,
) -> PyResult<(Value, Value)> {
    if num < 0 {
        return Err(value_error(format!("Number of samples, {}, must be non-negative.", num)));
    }
    let div = if endpoint { num - 1 } else { num };
    let start_a = Value::Array(array_arg(start)?);
    let stop_a = Value::Array(array_arg(stop)?);
    // _array_converter.result_type(ensure_inexact=True): Python scalars stay weak
    let weak = |v: &Value, arr: &Value| match v {
        Value::Int(_) | Value::Float(_) | Value::Complex(..) | Value::Bool(_) => v.clone(),
        _ => arr.clone(),
    };
    let dt_v = call(interp, "numpy.result_type", vec![weak(start, &start_a), weak(stop, &stop_a), Value::Float(1.0)], vec![])?;
    let Value::DType(dt) = dt_v else { return Err(type_error("linspace: no dtype")) };
    let integer_dtype = match &dtype {
        Some(d) => crate::convert::parse_dtype(d)?.is_integer(),
        None => false,
    };
    let delta = call(interp, "numpy.subtract", vec![stop_a.clone(), start_a.clone()], vec![("dtype", Value::DType(dt))])?;
    let delta_nd = array_arg(&delta)?.ndim();
    // y = arange(0, num, dtype=dt).reshape((-1,) + (1,) * ndim(delta))
    check_alloc(&[num as usize], dt)?;
    stridelab_engine::budget::charge(num as u64);
    let mut shape = vec![num as usize];
    shape.extend(std::iter::repeat_n(1, delta_nd));
    let vals: Vec<Scalar> = (0..num).map(|i| Scalar::Int(i).cast(dt)).collect();
    let y = Value::Array(NdArray::from_scalars(dt, &shape, &vals)?);
    let mut y = y;
    let step;
    if div > 0 {
        let s = call(interp, "numpy.true_divide", vec![delta.clone(), Value::Int(div as i128)], vec![])?;
        let zero = call(interp, "numpy.equal", vec![s.clone(), Value::Int(0)], vec![])?;
        let any_zero = crate::ops::truthy(&call(interp, "numpy.any", vec![zero], vec![])?)?;
        if any_zero {
            call(interp, "numpy.true_divide", vec![y.clone(), Value::Int(div as i128)], vec![("out", y.clone())])?;
            y = call(interp, "numpy.multiply", vec![y, delta], vec![])?;
        } else {
            y = call(interp, "numpy.multiply", vec![y, s.clone()], vec![])?;
        }
        step = s;
    } else {
        step = Value::Float(f64::NAN);
        y = call(interp, "numpy.multiply", vec![y, delta], vec![])?;
    }
    call(interp, "numpy.add", vec![y.clone(), start_a], vec![("out", y.clone())])?;
    if endpoint && num > 1 {
        let idx = Value::tuple(vec![Value::Int(-1), Value::Ellipsis]);
        crate::index::set_item(interp, &y, &idx, &stop_a)?;
    }
    if let Some(ax) = axis
        && !matches!(ax, Value::Int(0))
    {
        y = call(interp, "numpy.moveaxis", vec![y, Value::Int(0), ax], vec![])?;
    }
    if integer_dtype {
        call(interp, "numpy.floor", vec![y.clone()], vec![("out", y.clone())])?;
    }
    if let Some(d) = dtype {
        let yd = array_arg(&y)?;
        let d = crate::convert::parse_dtype(&d)?;
        if d != yd.dtype {
            y = Value::Array(view::copy(&yd, d, Order::K)?);
        }
    }
    Ok((y, step))
}

/// `np.logspace` (function_base.py): `power(base, linspace(start, stop, num, endpoint,
/// axis=axis))`, cast to dtype if given; an array base is broadcast first.
fn np_logspace(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let base = a.get("base").unwrap_or(Value::Float(10.0));
    if !matches!(base, Value::Int(_) | Value::Float(_) | Value::Bool(_)) && array_arg(&base)?.ndim() > 0 {
        return Err(stridelab_engine::error::not_implemented("np.logspace with an array base is not supported by stridelab"));
    }
    let num = int_arg(&a.get("num").unwrap_or(Value::Int(50)))?;
    let (y, _) = linspace_values(interp, &a.req("start"), &a.req("stop"), num, bool_arg(a, "endpoint", true)?, None, a.get("axis"))?;
    let r = call(interp, "numpy.power", vec![base, y], vec![])?;
    match a.opt("dtype") {
        None => Ok(r),
        Some(d) => {
            let d = crate::convert::parse_dtype(&d)?;
            let x = array_arg(&r)?;
            Ok(if x.dtype == d { r } else { Value::Array(view::copy(&x, d, Order::K)?) })
        }
    }
}

/// `np.geomspace` (function_base.py): start rotated to the positive reals by its sign, a
/// logspace between the log10s, the endpoints set to start and stop exactly, the sign
/// multiplied back in.
fn np_geomspace(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let num = int_arg(&a.get("num").unwrap_or(Value::Int(50)))?;
    let endpoint = bool_arg(a, "endpoint", true)?;
    let start = Value::Array(array_arg(&a.req("start"))?);
    let stop = Value::Array(array_arg(&a.req("stop"))?);
    for v in [&start, &stop] {
        let z = call(interp, "numpy.equal", vec![v.clone(), Value::Int(0)], vec![])?;
        if crate::ops::truthy(&call(interp, "numpy.any", vec![z], vec![])?)? {
            return Err(value_error("Geometric sequence cannot include zero"));
        }
    }
    let zeros = call(interp, "numpy.zeros", vec![Value::tuple(vec![])], vec![("dtype", a.get("dtype").unwrap_or(Value::None))])?;
    let dt_v = call(interp, "numpy.result_type", vec![start.clone(), stop.clone(), Value::Float(num as f64), zeros], vec![])?;
    let Value::DType(dt) = dt_v else { return Err(type_error("geomspace: no dtype")) };
    let dtype = match a.opt("dtype") {
        Some(d) => crate::convert::parse_dtype(&d)?,
        None => dt,
    };
    let start = Value::Array(view::copy(&array_arg(&start)?, dt, Order::K)?);
    let stop = Value::Array(view::copy(&array_arg(&stop)?, dt, Order::K)?);
    let out_sign = call(interp, "numpy.sign", vec![start.clone()], vec![])?;
    call(interp, "numpy.true_divide", vec![start.clone(), out_sign.clone()], vec![("out", start.clone())])?;
    let stop = call(interp, "numpy.true_divide", vec![stop, out_sign.clone()], vec![])?;
    let log_start = call(interp, "numpy.log10", vec![start.clone()], vec![])?;
    let log_stop = call(interp, "numpy.log10", vec![stop.clone()], vec![])?;
    let (y, _) = linspace_values(interp, &log_start, &log_stop, num, endpoint, None, None)?;
    let mut result = call(interp, "numpy.power", vec![Value::Float(10.0), y], vec![])?;
    let rd = array_arg(&result)?;
    if rd.dtype != dt {
        result = Value::Array(view::copy(&rd, dt, Order::K)?);
    }
    if num > 0 {
        crate::index::set_item(interp, &result, &Value::Int(0), &start)?;
        if num > 1 && endpoint {
            crate::index::set_item(interp, &result, &Value::Int(-1), &stop)?;
        }
    }
    call(interp, "numpy.multiply", vec![result.clone(), out_sign], vec![("out", result.clone())])?;
    if let Some(ax) = a.get("axis")
        && !matches!(ax, Value::Int(0))
    {
        result = call(interp, "numpy.moveaxis", vec![result, Value::Int(0), ax], vec![])?;
    }
    let x = array_arg(&result)?;
    Ok(if x.dtype == dtype { result } else { Value::Array(view::copy(&x, dtype, Order::K)?) })
}
