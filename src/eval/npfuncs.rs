//! NumPy's array creation and view functions (`np.arange`, `np.reshape`,
//! `as_strided`, `sliding_window_view`, `shares_memory`, ...).

use std::rc::Rc;

use super::args::Args;
use super::builtins::BuiltinDef;
use super::convert::{self, parse_dtype};
use super::interp::Interp;
use super::ops::{self, index_int};
use super::value::Value;
use crate::engine::array::NdArray;
use crate::engine::creation;
use crate::engine::dtype::{DType, Scalar};
use crate::engine::overlap::{self, Overlap, Region};
use crate::engine::view::{self, Order};
use crate::error::{ExcKind, PyErr, PyResult, type_error, value_error};

macro_rules! def {
    ($key:expr, $sig:expr, $doc:expr, $ex:expr, $f:expr) => {
        BuiltinDef { key: $key, sig: $sig, doc: $doc, example: $ex, f: $f }
    };
}

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.array", "object, dtype=None, *, copy=True, order='K', subok=False, ndmin=0, like=None", "A new array from nested lists (or a copy of an array).", "np.array([[1, 2], [3, 4]])", np_array),
    def!("numpy.asarray", "a, dtype=None, order=None, *, device=None, copy=None, like=None", "The input itself if it already is an array of that dtype, else a new array.", "np.asarray(x) is x", np_asarray),
    def!("numpy.arange", "start_or_stop, stop=None, step=None, dtype=None, *, device=None, like=None", "Evenly spaced values in [start, stop).", "np.arange(2, 12, 3)", np_arange),
    def!("numpy.linspace", "start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0", "num evenly spaced values from start to stop.", "np.linspace(0, 1, 5)", np_linspace),
    def!("numpy.zeros", "shape, dtype=float, order='C', *, device=None, like=None", "A new array of zeros.", "np.zeros((2, 3), dtype=np.int32)", np_zeros),
    def!("numpy.ones", "shape, dtype=None, order='C', *, device=None, like=None", "A new array of ones.", "np.ones(4)", np_ones),
    def!("numpy.empty", "shape, dtype=float, order='C', *, device=None, like=None", "A new array (stridelab fills it with zeros; NumPy leaves garbage).", "np.empty((2, 2))", np_zeros),
    def!("numpy.full", "shape, fill_value, dtype=None, order='C', *, device=None, like=None", "A new array filled with one value.", "np.full((2, 2), 7)", np_full),
    def!("numpy.zeros_like", "a, dtype=None, order='K', subok=True, shape=None, *, device=None", "Zeros with the shape (and dtype) of a.", "np.zeros_like(x)", np_zeros_like),
    def!("numpy.ones_like", "a, dtype=None, order='K', subok=True, shape=None, *, device=None", "Ones with the shape (and dtype) of a.", "np.ones_like(x)", np_ones_like),
    def!("numpy.empty_like", "prototype, dtype=None, order='K', subok=True, shape=None, *, device=None", "A new array shaped like the prototype (zero-filled here).", "np.empty_like(x)", np_empty_like),
    def!("numpy.full_like", "a, fill_value, dtype=None, order='K', subok=True, shape=None, *, device=None", "fill_value with the shape (and dtype) of a.", "np.full_like(x, 9)", np_full_like),
    def!("numpy.eye", "N, M=None, k=0, dtype=float, order='C', *, device=None, like=None", "A 2-D array with ones on a diagonal.", "np.eye(3, k=1)", np_eye),
    def!("numpy.identity", "n, dtype=None, *, like=None", "The n x n identity matrix.", "np.identity(3)", np_identity),
    def!("numpy.reshape", "a, /, shape=None, order='C', *, newshape=None, copy=None", "A view with a new shape when the memory layout allows it, else a copy.", "np.reshape(np.arange(6), (2, 3))", np_reshape),
    def!("numpy.transpose", "a, axes=None", "A view with the axes permuted (reversed by default).", "np.transpose(a, (1, 0, 2))", np_transpose),
    def!("numpy.swapaxes", "a, axis1, axis2", "A view with two axes exchanged.", "np.swapaxes(a, 0, 1)", np_swapaxes),
    def!("numpy.moveaxis", "a, source, destination", "A view with axes moved to new positions.", "np.moveaxis(a, 0, -1)", np_moveaxis),
    def!("numpy.expand_dims", "a, axis", "A view with a new axis of length 1.", "np.expand_dims(x, 0)", np_expand_dims),
    def!("numpy.squeeze", "a, axis=None", "A view without axes of length 1.", "np.squeeze(x[None])", np_squeeze),
    def!("numpy.broadcast_to", "array, shape, subok=False", "A read-only view repeating the array along new or length-1 axes (stride 0).", "np.broadcast_to(np.arange(3), (2, 3))", np_broadcast_to),
    def!("numpy.ravel", "a, order='C'", "The elements as 1-D: a view when possible, else a copy.", "np.ravel(a.T)", np_ravel),
    def!("numpy.copy", "a, order='K', subok=False", "A copy that owns its memory.", "np.copy(x)", np_copy),
    def!("numpy.ascontiguousarray", "a, dtype=None, *, like=None", "The array in C order (a copy only if needed).", "np.ascontiguousarray(a.T)", np_ascontiguousarray),
    def!("numpy.asfortranarray", "a, dtype=None, *, like=None", "The array in Fortran order (a copy only if needed).", "np.asfortranarray(a)", np_asfortranarray),
    def!("numpy.shares_memory", "a, b, /, max_work=None", "Exactly whether two arrays use a common byte.", "np.shares_memory(x[::2], x[1::2])", np_shares_memory),
    def!("numpy.may_share_memory", "a, b, /, max_work=None", "Whether the byte ranges of two arrays overlap (a quick, conservative guess).", "np.may_share_memory(x[::2], x[1::2])", np_may_share_memory),
    def!("numpy.ndim", "a", "Number of dimensions.", "np.ndim([[1, 2]])", np_ndim),
    def!("numpy.shape", "a", "Shape of an array or nested list.", "np.shape([[1, 2]])", np_shape),
    def!("numpy.size", "a, axis=None", "Number of elements.", "np.size(np.zeros((2, 3)))", np_size),
    def!("numpy.set_printoptions", "precision=None, threshold=None, edgeitems=None, linewidth=None, suppress=None, nanstr=None, infstr=None, formatter=None, sign=None, floatmode=None, *, legacy=None, override_repr=None", "Change how arrays print.", "np.set_printoptions(precision=3)", np_set_printoptions),
    def!("numpy.lib.stride_tricks.as_strided", "x, shape=None, strides=None, subok=False, writeable=True", "A view with any shape and byte strides over x's memory (stridelab refuses views that leave the buffer).", "as_strided(x, shape=(4, 3), strides=(8, 8))", np_as_strided),
    def!("numpy.lib.stride_tricks.sliding_window_view", "x, window_shape, axis=None, *, subok=False, writeable=False", "A read-only view of every window of the given shape (also available as windows).", "windows(np.arange(6), 3)", np_sliding_window_view),
];

// ----- argument helpers -----

/// A shape argument: an int or a sequence of ints (NumPy's messages otherwise).
pub fn shape_arg(v: &Value) -> PyResult<Vec<i64>> {
    let bad = |v: &Value| {
        type_error(format!(
            "expected a sequence of integers or a single integer, got '{}'",
            crate::display::pyrepr::repr(v, &Default::default())
        ))
    };
    match v {
        Value::Tuple(_) | Value::List(_) => {
            let items = ops::iterate(v)?;
            items
                .iter()
                .map(|x| match index_int(x) {
                    Some(i) => dim_value(i),
                    None => Err(match x {
                        Value::Float(_) => type_error(format!(
                            "'float' object cannot be interpreted as an integer"
                        )),
                        _ => type_error(format!("'{}' object cannot be interpreted as an integer", x.type_name())),
                    }),
                })
                .collect()
        }
        Value::Array(a) if a.dtype.is_integer() && a.ndim() <= 1 => {
            Ok(a.to_scalars().iter().map(|s| s.as_i64_wrapping()).collect())
        }
        Value::Float(_) => Err(bad(v)),
        other => match index_int(other) {
            Some(i) => Ok(vec![dim_value(i)?]),
            None => Err(type_error(format!("'{}' object cannot be interpreted as an integer", other.type_name()))),
        },
    }
}

/// One entry of a shape; NumPy refuses entries beyond the platform's intp.
fn dim_value(i: i128) -> PyResult<i64> {
    i64::try_from(i).map_err(|_| value_error("Maximum allowed dimension exceeded"))
}

/// A shape for a new array: non-negative.
pub fn new_shape(v: &Value) -> PyResult<Vec<usize>> {
    let s = shape_arg(v)?;
    if s.iter().any(|&d| d < 0) {
        return Err(value_error("negative dimensions are not allowed"));
    }
    Ok(s.into_iter().map(|d| d as usize).collect())
}

/// An axis argument: an int or a tuple of ints.
pub fn axes_arg(v: &Value) -> PyResult<Vec<i64>> {
    match v {
        Value::Tuple(_) | Value::List(_) => ops::iterate(v)?
            .iter()
            .map(|x| {
                index_int(x)
                    .map(|i| i as i64)
                    .ok_or_else(|| type_error(format!("'{}' object cannot be interpreted as an integer", x.type_name())))
            })
            .collect(),
        other => match index_int(other) {
            Some(i) => Ok(vec![i as i64]),
            None => Err(type_error(format!("'{}' object cannot be interpreted as an integer", other.type_name()))),
        },
    }
}

pub fn int_arg(v: &Value) -> PyResult<i64> {
    ops::expect_int(v, "")
}

pub fn order_arg(a: &Args, name: &str, default: Order) -> PyResult<Order> {
    match a.get(name) {
        None | Some(Value::None) => Ok(default),
        Some(Value::Str(s)) => Order::parse(&s),
        Some(other) => Err(type_error(format!("order must be str, not {}", other.type_name()))),
    }
}

pub fn dtype_opt(a: &Args, name: &str) -> PyResult<Option<DType>> {
    match a.get(name) {
        None | Some(Value::None) => Ok(None),
        Some(v) => parse_dtype(&v).map(Some),
    }
}

/// Any array-like argument as an array (lists are converted).
pub fn array_arg(v: &Value) -> PyResult<Rc<NdArray>> {
    convert::as_array(v, None)
}

fn bool_arg(a: &Args, name: &str, default: bool) -> PyResult<bool> {
    match a.get(name) {
        None => Ok(default),
        Some(v) => ops::truthy(&v),
    }
}

/// `copy=` arguments: True, False or None.
fn copy_arg(a: &Args) -> PyResult<Option<bool>> {
    match a.get("copy") {
        None | Some(Value::None) => Ok(None),
        Some(v) => Ok(Some(ops::truthy(&v)?)),
    }
}

fn arr(v: Rc<NdArray>) -> Value {
    Value::Array(v)
}

// ----- creation -----

fn np_array(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let obj = a.req("object");
    let dtype = dtype_opt(a, "dtype")?;
    // np.array copies unless told otherwise (copy=True is its default)
    let copy = copy_arg(a)?.or(Some(true));
    let order = order_arg(a, "order", Order::K)?;
    let mut out = match (&obj, copy) {
        (Value::Array(x), Some(false)) | (Value::Array(x), None) if dtype.is_none_or(|d| d == x.dtype) => {
            let fits = match order {
                Order::C => x.is_c_contiguous(),
                Order::F => x.is_f_contiguous(),
                _ => true,
            };
            if fits { x.clone() } else { view::copy(x, x.dtype, order)? }
        }
        (Value::Array(x), Some(false)) => {
            let _ = x;
            return Err(value_error(
                "Unable to avoid copy while creating an array as requested.\nIf using `np.array(obj, copy=False)` replace it with `np.asarray(obj)` to allow a copy when needed (no behavior change in NumPy 1.x).\nFor more details, see https://numpy.org/devdocs/numpy_2_0_migration_guide.html#adapting-to-changes-in-the-copy-keyword.",
            ));
        }
        (Value::Array(x), _) => view::copy(x, dtype.unwrap_or(x.dtype), order)?,
        _ => {
            let c = convert::to_array(&obj, dtype)?;
            if order == Order::F && c.ndim() > 1 { view::copy(&c, c.dtype, Order::F)? } else { c }
        }
    };
    let ndmin = a.get("ndmin").map(|v| int_arg(&v)).transpose()?.unwrap_or(0);
    if (out.ndim() as i64) < ndmin {
        let mut shape: Vec<i64> = vec![1; ndmin as usize - out.ndim()];
        shape.extend(out.shape.iter().map(|&d| d as i64));
        out = view::reshape(&out, &shape, Order::C, None)?;
    }
    Ok(arr(out))
}

fn np_asarray(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let obj = a.req("a");
    let dtype = dtype_opt(a, "dtype")?;
    match (&obj, a.get("order")) {
        (Value::Array(x), Some(Value::Str(o))) if dtype.is_none() => {
            let o = Order::parse(&o)?;
            let ok = match o {
                Order::C => x.is_c_contiguous(),
                Order::F => x.is_f_contiguous(),
                _ => true,
            };
            if ok { Ok(obj.clone()) } else { Ok(arr(view::copy(x, x.dtype, o)?)) }
        }
        _ => Ok(arr(convert::as_array(&obj, dtype)?)),
    }
}

fn is_floaty(v: &Value) -> bool {
    matches!(v, Value::Float(_)) || matches!(v, Value::Scalar(d, _) if d.is_float())
}

fn num_f64(v: &Value) -> PyResult<f64> {
    match v {
        Value::Float(f) => Ok(*f),
        Value::Scalar(_, s) => Ok(s.as_f64()),
        other => index_int(other)
            .map(|i| i as f64)
            .ok_or_else(|| type_error(format!("unsupported operand type for arange: '{}'", other.type_name()))),
    }
}

fn np_arange(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let first = a.req("start_or_stop");
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
    let n = if len > 0.0 { len as usize } else { 0 };
    let dt = dtype.unwrap_or(if floaty { DType::Float64 } else { DType::Int64 });
    let out = NdArray::zeros(dt, &[n], false)?;
    {
        let mut d = out.buf.data.borrow_mut();
        if floaty || dt.is_float() {
            // NumPy fills with start + i*delta where delta = (start+step) - start
            creation::arange_float(&mut d[..n * dt.itemsize()], dt, s0, (s0 + st) - s0);
        } else {
            let (i0, ist) = (index_int(&start).unwrap_or(0), index_int(&step).unwrap_or(1));
            creation::arange_int(&mut d[..n * dt.itemsize()], dt, i0, ist);
        }
    }
    Ok(arr(out))
}

fn np_linspace(_: &mut Interp, a: &Args) -> PyResult<Value> {
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

fn filled(shape: &[usize], dtype: DType, fortran: bool, value: Option<(Scalar, bool)>) -> PyResult<Rc<NdArray>> {
    let a = NdArray::zeros(dtype, shape, fortran)?;
    if let Some((v, py_int)) = value {
        let v = convert::cast_checked(v, py_int, dtype)?;
        creation::fill_contiguous(&mut a.buf.data.borrow_mut(), &creation::element_bytes(v, dtype)[..dtype.itemsize()]);
    }
    Ok(a)
}

fn fortran_of(a: &Args) -> PyResult<bool> {
    Ok(order_arg(a, "order", Order::C)? == Order::F)
}

fn np_zeros(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let shape = new_shape(&a.req("shape"))?;
    let dt = dtype_opt(a, "dtype")?.unwrap_or(DType::Float64);
    Ok(arr(filled(&shape, dt, fortran_of(a)?, None)?))
}

fn np_ones(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let shape = new_shape(&a.req("shape"))?;
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
        Value::Scalar(d, s) => Ok((*s, false, *d)),
        Value::Array(a) if a.size() == 1 => Ok((a.get_flat(0), false, a.dtype)),
        other => Err(type_error(format!("fill value of type '{}' is not supported by stridelab", other.type_name()))),
    }
}

fn full_from(shape: &[usize], fill: &Value, dtype: Option<DType>, fortran: bool) -> PyResult<Rc<NdArray>> {
    let converted;
    let fill = match fill {
        Value::List(_) | Value::Tuple(_) => {
            converted = Value::Array(convert::to_array(fill, None)?);
            &converted
        }
        other => other,
    };
    if let Value::Array(src) = fill {
        if src.size() != 1 {
            let dt = dtype.unwrap_or(src.dtype);
            let out = NdArray::zeros(dt, shape, fortran)?;
            let st = view::broadcast_strides(src, shape).map_err(|_| {
                value_error(format!(
                    "could not broadcast input array from shape {} into shape {}",
                    crate::engine::array::shape_repr(&src.shape).replace(' ', ""),
                    crate::engine::array::shape_repr(shape).replace(' ', "")
                ))
            })?;
            crate::engine::assign::assign(&out, src, &st);
            return Ok(out);
        }
    }
    let (v, py_int, vd) = fill_value(fill)?;
    let dt = dtype.unwrap_or(vd);
    let v = if py_int && dt.is_integer() { v } else { v };
    filled(shape, dt, fortran, Some((v, py_int && dt.is_integer())))
}

fn np_full(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let shape = new_shape(&a.req("shape"))?;
    Ok(arr(full_from(&shape, &a.req("fill_value"), dtype_opt(a, "dtype")?, fortran_of(a)?)?))
}

/// Shape, dtype and layout for `*_like` functions (order='K' keeps an F layout).
fn like_params(a: &Args, proto: &str) -> PyResult<(Vec<usize>, DType, bool)> {
    let p = array_arg(&a.req(proto))?;
    let dt = dtype_opt(a, "dtype")?.unwrap_or(p.dtype);
    let shape = match a.opt("shape") {
        Some(s) => new_shape(&s)?,
        None => p.shape.clone(),
    };
    let order = order_arg(a, "order", Order::K)?;
    let fortran = match order {
        Order::F => true,
        Order::C => false,
        _ => p.is_f_contiguous() && !p.is_c_contiguous() && shape == p.shape,
    };
    Ok((shape, dt, fortran))
}

fn np_zeros_like(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let (shape, dt, f) = like_params(a, "a")?;
    Ok(arr(filled(&shape, dt, f, None)?))
}

fn np_empty_like(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let (shape, dt, f) = like_params(a, "prototype")?;
    Ok(arr(filled(&shape, dt, f, None)?))
}

fn np_ones_like(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let (shape, dt, f) = like_params(a, "a")?;
    Ok(arr(filled(&shape, dt, f, Some((Scalar::Int(1), false)))?))
}

fn np_full_like(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let (shape, dt, f) = like_params(a, "a")?;
    let fill = a.req("fill_value");
    // full_like casts the fill value unsafely into the prototype's dtype
    let out = filled(&shape, dt, f, None)?;
    let vals = super::index::values_for(&fill, dt, &shape).or_else(|_| -> PyResult<Vec<Scalar>> {
        let (v, _, _) = fill_value(&fill)?;
        Ok(vec![v.cast(dt); out.size()])
    })?;
    let offs = out.offsets();
    {
        let mut data = out.buf.data.borrow_mut();
        for (o, v) in offs.into_iter().zip(vals) {
            v.write_le_bytes(dt, &mut data[o..o + dt.itemsize()]);
        }
    }
    Ok(arr(out))
}

fn np_eye(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let n = int_arg(&a.req("N"))?;
    let m = match a.opt("M") {
        Some(v) => int_arg(&v)?,
        None => n,
    };
    if n < 0 || m < 0 {
        return Err(value_error("negative dimensions are not allowed"));
    }
    let k = a.get("k").map(|v| int_arg(&v)).transpose()?.unwrap_or(0);
    let dt = dtype_opt(a, "dtype")?.unwrap_or(DType::Float64);
    let out = filled(&[n as usize, m as usize], dt, fortran_of(a)?, None)?;
    {
        let mut data = out.buf.data.borrow_mut();
        let isz = dt.itemsize();
        let one = Scalar::Int(1);
        for i in 0..n {
            let j = i + k;
            if j >= 0 && j < m {
                let off = (i as isize * out.strides[0] + j as isize * out.strides[1]) as usize;
                one.write_le_bytes(dt, &mut data[off..off + isz]);
            }
        }
    }
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

/// `np.ndarray(shape, dtype=float, buffer=None, offset=0, strides=None, order=None)`.
pub fn ndarray_ctor(_: &mut Interp, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let a = Args::bind("ndarray", "shape, dtype=None, buffer=None, offset=0, strides=None, order=None", pos, kw)?;
    let shape = new_shape(&a.req("shape"))?;
    let dt = dtype_opt(&a, "dtype")?.unwrap_or(DType::Float64);
    match a.opt("buffer") {
        None => Ok(arr(filled(&shape, dt, order_arg(&a, "order", Order::C)? == Order::F, None)?)),
        Some(Value::Array(b)) => {
            if !b.is_c_contiguous() {
                return Err(type_error("stridelab: np.ndarray(buffer=...) needs a C-contiguous array as buffer"));
            }
            let offset = a.get("offset").map(|v| int_arg(&v)).transpose()?.unwrap_or(0);
            if offset < 0 {
                return Err(value_error("offset must be non-negative and no greater than buffer length (0)"));
            }
            let strides: Vec<isize> = match a.opt("strides") {
                Some(s) => shape_arg(&s)?.into_iter().map(|x| x as isize).collect(),
                None => crate::engine::layout::contiguous_strides(&shape, dt.itemsize(), false),
            };
            if strides.len() != shape.len() {
                return Err(value_error("strides, if given, must be the same length as shape"));
            }
            let start = b.offset + offset as usize;
            if let Some((lo, hi)) = crate::engine::layout::byte_extent(0, &shape, &strides, dt.itemsize()) {
                if lo < -(offset as i64) || hi as usize + offset as usize > b.nbytes() {
                    return Err(type_error("buffer is too small for requested array"));
                }
            }
            let base = crate::engine::array::collapse_base(&b);
            Ok(arr(NdArray::build(
                b.buf.clone(),
                start,
                shape,
                strides,
                dt,
                false,
                b.writeable.get(),
                Some(crate::engine::array::Base::Array(base)),
            )?))
        }
        Some(other) => Err(type_error(format!("stridelab: buffer must be an array, not {}", other.type_name()))),
    }
}

// ----- views -----

/// Reshape with NumPy's argument forms (shape as a tuple/int; copy=; order=).
pub fn do_reshape(x: &Rc<NdArray>, shape: &Value, order: Order, copy: Option<bool>) -> PyResult<Value> {
    let s = shape_arg(shape)?;
    Ok(arr(view::reshape(x, &s, order, copy)?))
}

fn np_reshape(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    let shape = match (a.opt("shape"), a.opt("newshape")) {
        (Some(s), None) | (None, Some(s)) => s,
        (Some(_), Some(_)) => {
            return Err(type_error(
                "You cannot specify 'newshape' and 'shape' arguments at the same time.",
            ));
        }
        (None, None) => return Err(type_error("reshape() missing 1 required positional argument: 'shape'")),
    };
    do_reshape(&x, &shape, order_arg(a, "order", Order::C)?, copy_arg(a)?)
}

fn np_transpose(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    let axes = a.opt("axes").map(|v| axes_arg(&v)).transpose()?;
    Ok(arr(view::transpose(&x, axes.as_deref())?))
}

fn np_swapaxes(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    Ok(arr(view::swapaxes(&x, int_arg(&a.req("axis1"))?, int_arg(&a.req("axis2"))?)?))
}

fn np_moveaxis(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    Ok(arr(view::moveaxis(&x, &axes_arg(&a.req("source"))?, &axes_arg(&a.req("destination"))?)?))
}

fn np_expand_dims(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    Ok(arr(view::expand_dims(&x, &axes_arg(&a.req("axis"))?)?))
}

fn np_squeeze(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    let axes = a.opt("axis").map(|v| axes_arg(&v)).transpose()?;
    Ok(arr(view::squeeze(&x, axes.as_deref())?))
}

fn np_broadcast_to(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("array"))?;
    Ok(arr(view::broadcast_to(&x, &shape_arg(&a.req("shape"))?)?))
}

fn np_ravel(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    Ok(arr(view::ravel(&x, order_arg(a, "order", Order::C)?)?))
}

fn np_copy(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    Ok(arr(view::copy(&x, x.dtype, order_arg(a, "order", Order::K)?)?))
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

fn np_ndim(_: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(Value::Int(array_arg(&a.req("a"))?.ndim() as i128))
}

fn np_shape(_: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(Value::int_tuple(array_arg(&a.req("a"))?.shape.iter().map(|&d| d as i128)))
}

fn np_size(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    match a.opt("axis") {
        None => Ok(Value::Int(x.size() as i128)),
        Some(ax) => {
            let k = crate::engine::slicing::normalize_axis(int_arg(&ax)?, x.ndim()).map_err(crate::error::axis_error)?;
            Ok(Value::Int(x.shape[k] as i128))
        }
    }
}

fn np_set_printoptions(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let o = &mut interp.print_opts;
    let usize_opt = |name: &str| -> PyResult<Option<usize>> {
        a.opt(name).map(|v| int_arg(&v).map(|i| i.max(0) as usize)).transpose()
    };
    if let Some(p) = usize_opt("precision")? {
        o.precision = p;
    }
    if let Some(t) = usize_opt("threshold")? {
        o.threshold = t;
    }
    if let Some(e) = usize_opt("edgeitems")? {
        o.edgeitems = e;
    }
    if let Some(l) = usize_opt("linewidth")? {
        o.linewidth = l;
    }
    if let Some(s) = a.opt("suppress") {
        o.suppress = ops::truthy(&s)?;
    }
    Ok(Value::None)
}

// ----- stride tricks -----

fn opt_shape(a: &Args, name: &str) -> PyResult<Option<Vec<i64>>> {
    a.opt(name).map(|v| shape_arg(&v)).transpose()
}

fn np_as_strided(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("x"))?;
    let w = bool_arg(a, "writeable", true)?;
    Ok(arr(view::as_strided(&x, opt_shape(a, "shape")?, opt_shape(a, "strides")?, w)?))
}

fn np_sliding_window_view(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("x"))?;
    let window = shape_arg(&a.req("window_shape"))?;
    let axis = a.opt("axis").map(|v| axes_arg(&v)).transpose()?;
    let w = bool_arg(a, "writeable", false)?;
    Ok(arr(view::sliding_window_view(&x, &window, axis.as_deref(), w)?))
}
