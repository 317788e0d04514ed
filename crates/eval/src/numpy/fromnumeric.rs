//! NumPy's `numpy/_core/fromnumeric.py`: the functions that are also ndarray methods —
//! reshape/transpose/swapaxes/squeeze/ravel, the reductions (sum, prod, mean, max, min,
//! argmax, argmin, all, any, std, var, cumsum, cumprod, ptp), clip, sort/argsort, take,
//! repeat, nonzero, round, diagonal, trace, resize, ndim/shape/size, searchsorted, put,
//! partition/argpartition, cumulative_sum/cumulative_prod; and the ndarray
//! method dispatchers for them.

use std::rc::Rc;

use stridelab_engine::{reduce, ufunc, view};
use stridelab_engine::array::{NdArray, check_alloc};
use stridelab_engine::dtype::{DType, Kind, Scalar};
use stridelab_engine::gather::{Repeats, relayout};
use stridelab_engine::item_selection::{self, ClipMode};
use stridelab_engine::reduce::RedOp;
use stridelab_engine::slicing::normalize_axis;
use stridelab_engine::sorting::Select;
use stridelab_engine::ufunc::{BinOp, Operand, UnOp};
use stridelab_engine::view::{IndexItem, Indexed, Order};
use stridelab_engine::error::{PyResult, axis_error, index_error, type_error, value_error, not_implemented};
use crate::{ops, ufunc_kw};
use crate::args::Args;
use crate::builtins::{BuiltinDef, def, call_builtin};
use crate::interp::Interp;
use crate::numpy::args::{arr, array_arg, ax, axes_arg, axis_opt, copy_arg, dtype_opt, int_arg, int_or, ints_of, order_arg, out_arg, out_array, shape_arg};
use crate::numpy::out::{self, OutRule};
use crate::numpy::numeric::flat;
use stridelab_engine::gather::bytes_of;
use crate::numpy::umath::operand;
use crate::ops::from_result;
use crate::numpy::ndarray::MethodDef;
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.reshape", "a, /, shape, order='C', *, copy=None", "A view with a new shape when the memory layout allows it, else a copy.", "np.reshape(np.arange(6), (2, 3))", np_reshape),
    def!("numpy.transpose", "a, axes=None", "A view with the axes permuted (reversed by default).", "np.transpose(a, (1, 0, 2))", np_transpose),
    def!("numpy.swapaxes", "a, axis1, axis2", "A view with two axes exchanged.", "np.swapaxes(a, 0, 1)", np_swapaxes, method = Positional),
    def!("numpy.squeeze", "a, axis=None", "A view without axes of length 1.", "np.squeeze(x[None])", np_squeeze, method = Npy => "a[None].squeeze()"),
    def!("numpy.ravel", "a, order='C'", "The elements as 1-D: a view when possible, else a copy.", "np.ravel(a.T)", np_ravel, method = Npy),
    def!("numpy.ndim", "a", "Number of dimensions.", "np.ndim([[1, 2]])", np_ndim),
    def!("numpy.shape", "a", "Shape of an array or nested list.", "np.shape([[1, 2]])", np_shape),
    def!("numpy.size", "a, axis=None", "Number of elements.", "np.size(np.zeros((2, 3)))", np_size),
    def!("numpy.sum", RED_SIG, "Sum over the given axes (int, tuple or None).", "np.sum(a, axis=(1, 2))", np_sum, method = Py("_sum") => "a.sum(axis=0)"),
    def!("numpy.prod", RED_SIG, "Product over the given axes.", "np.prod(a.shape)", np_prod, method = Py("_prod") => "a.prod(axis=1)"),
    def!("numpy.mean", "a, axis=None, dtype=None, out=None, keepdims=False, *, where=None", "Arithmetic mean over the given axes.", "np.mean(a, axis=0)", np_mean, method = Py("_mean")),
    def!("numpy.max", MINMAX_SIG, "Largest element over the given axes.", "np.max(w, axis=(2, 3))", np_max, method = Py("_amax") => "a.max(axis=1)"),
    def!("numpy.amax", MINMAX_SIG, "Largest element over the given axes.", "np.amax(a)", np_max),
    def!("numpy.min", MINMAX_SIG, "Smallest element over the given axes.", "np.min(a, axis=0)", np_min, method = Py("_amin") => "a.min()"),
    def!("numpy.amin", MINMAX_SIG, "Smallest element over the given axes.", "np.amin(a)", np_min),
    def!("numpy.argmax", ARG_SIG, "Index of the largest element (flat if axis is None; one axis only).", "np.argmax(a, axis=-1)", np_argmax, method = Npy),
    def!("numpy.argmin", ARG_SIG, "Index of the smallest element.", "np.argmin(a)", np_argmin, method = Npy),
    def!("numpy.all", BOOL_SIG, "Whether all elements are true.", "np.all(a > 0)", np_all, method = Py("_all")),
    def!("numpy.any", BOOL_SIG, "Whether any element is true.", "np.any(a > 0)", np_any, method = Py("_any")),
    def!("numpy.std", STD_SIG, "Standard deviation.", "np.std(a)", np_std, method = Py("_std")),
    def!("numpy.var", STD_SIG, "Variance.", "np.var(a)", np_var, method = Py("_var")),
    def!("numpy.cumsum", CUM_SIG, "Cumulative sum (flattened if axis is None).", "np.cumsum(a, axis=0)", np_cumsum, method = Tuple),
    def!("numpy.cumprod", CUM_SIG, "Cumulative product.", "np.cumprod(a)", np_cumprod, method = Tuple),
    def!("numpy.cumulative_sum", CUMUL_SIG, "Cumulative sum (the array API's cumsum: axis needed beyond 1-d, optional leading 0).", "np.cumulative_sum([1, 2, 3], include_initial=True)", np_cumulative_sum),
    def!("numpy.cumulative_prod", CUMUL_SIG, "Cumulative product (the array API's cumprod: axis needed beyond 1-d, optional leading 1).", "np.cumulative_prod([1, 2, 3])", np_cumulative_prod),
    def!("numpy.ptp", "a, axis=None, out=None, keepdims=False", "max - min.", "np.ptp(a)", np_ptp),
    def!("numpy.clip", "a, a_min=<no value>, a_max=<no value>, out=None, *, min=<no value>, max=<no value>", "Values limited to [a_min, a_max].", "np.clip(a, 0, 5)", np_clip),
    def!("numpy.repeat", "a, repeats, axis=None", "Repeat each element (flattened if axis is None).", "np.repeat(a, 2, axis=0)", np_repeat),
    def!("numpy.sort", "a, axis=-1, kind=None, order=None, *, stable=None", "A sorted copy (NaN last; flattened if axis is None).", "np.sort(a, axis=0)", np_sort),
    def!("numpy.argsort", "a, axis=-1, kind=None, order=None, *, stable=None", "Indices that sort the array (stridelab's sort is always stable).", "np.argsort(a, kind='stable')", np_argsort, method = Npy),
    def!("numpy.take", "a, indices, axis=None, out=None, mode='raise'", "Elements at indices along an axis (of the flattened array if axis is None).", "np.take(a, [0, 2], axis=1)", np_take, method = Npy),
    def!("numpy.nonzero", "a", "Indices of the non-zero elements, one array per axis.", "np.nonzero(a > 2)", np_nonzero, method = NoArgs),
    def!("numpy.round", "a, decimals=0, out=None", "Round half to even to the given number of decimals.", "np.round(a, 2)", np_round, method = Tuple),
    def!("numpy.around", "a, decimals=0, out=None", "Round half to even to the given number of decimals.", "np.around(a, 2)", np_round),
    def!("numpy.diagonal", "a, offset=0, axis1=0, axis2=1", "A read-only view of a diagonal (stride = sum of the two axes' strides).", "np.diagonal(np.arange(9).reshape(3, 3))", np_diagonal, method = Tuple),
    def!("numpy.trace", "a, offset=0, axis1=0, axis2=1, dtype=None, out=None", "Sum along a diagonal.", "np.trace(np.arange(9).reshape(3, 3))", np_trace, method = Npy),
    def!("numpy.partition", "a, kth, axis=-1, kind='introselect', order=None", "A copy with the kth elements where a sort would put them, smaller ones before, larger after.", "np.partition([3, 4, 2, 1], (1, 3))", np_partition),
    def!("numpy.argpartition", "a, kth, axis=-1, kind='introselect', order=None", "Indices that would partition the array (see partition).", "np.argpartition([3, 4, 2, 1], 2)", np_argpartition, method = Npy => "a.argpartition(1)"),
    def!("numpy.searchsorted", "a, v, side='left', sorter=None", "Indices where v's elements would be inserted to keep the 1-d a sorted.", "np.searchsorted([1, 2, 3], 2, side='right')", np_searchsorted, method = Npy => "np.arange(5.0).searchsorted(2.5)"),
    def!("numpy.put", "a, ind, v, mode='raise'", "Write v (repeated as needed) at flat indices ind of a, in place.", "np.put(x, [0, 2], [-1, -2])", np_put),
    def!("numpy.resize", "a, new_shape", "A new array of new_shape filled by repeating a.", "np.resize(np.arange(3), (2, 4))", np_resize),
];

// ----- views -----

/// Reshape with NumPy's argument forms (shape as a tuple/int; copy=; order=).
pub fn do_reshape(x: &Rc<NdArray>, shape: &Value, order: Order, copy: Option<bool>) -> PyResult<Value> {
    let s = shape_arg(shape)?;
    Ok(arr(view::reshape(x, &s, order, copy)?))
}

/// fromnumeric's `_wrapfunc` for a text array: the array's own method, with the function's
/// other arguments passed on (a text array keeps its elements whole through shape changes).
fn text_wrapfunc(a: &Args, method: &str) -> PyResult<Option<Value>> {
    let Value::Text(t) = a.req("a") else { return Ok(None) };
    let (pos, kw): (Vec<Value>, Vec<(String, Value)>) = match method {
        "reshape" => (vec![a.req("shape")], vec![]),
        "transpose" => (a.opt("axes").into_iter().collect(), vec![]),
        "swapaxes" => (vec![a.req("axis1"), a.req("axis2")], vec![]),
        "squeeze" => (vec![], a.opt("axis").map(|v| ("axis".to_string(), v)).into_iter().collect()),
        _ => (vec![], vec![]),
    };
    if method == "ravel" && a.opt("order").is_some_and(|o| !matches!(&o, Value::Str(s) if &**s == "C")) {
        return Err(not_implemented("np.ravel of a string array in an order other than 'C' is not supported by stridelab"));
    }
    super::strings::call_method(&t, method, pos, kw).map(Some)
}

fn np_reshape(_: &mut Interp, a: &Args) -> PyResult<Value> {
    if let Some(v) = text_wrapfunc(a, "reshape")? {
        return Ok(v);
    }
    let x = array_arg(&a.req("a"))?;
    let shape = a.req("shape");
    do_reshape(&x, &shape, order_arg(a, "order", Order::C)?, copy_arg(a)?)
}

fn np_transpose(_: &mut Interp, a: &Args) -> PyResult<Value> {
    if let Some(v) = text_wrapfunc(a, "transpose")? {
        return Ok(v);
    }
    let x = array_arg(&a.req("a"))?;
    let axes = a.opt("axes").map(|v| axes_arg(&v)).transpose()?;
    Ok(arr(view::transpose(&x, axes.as_deref())?))
}

fn np_swapaxes(_: &mut Interp, a: &Args) -> PyResult<Value> {
    if let Some(v) = text_wrapfunc(a, "swapaxes")? {
        return Ok(v);
    }
    let x = array_arg(&a.req("a"))?;
    Ok(arr(view::swapaxes(&x, int_arg(&a.req("axis1"))?, int_arg(&a.req("axis2"))?)?))
}

fn np_squeeze(_: &mut Interp, a: &Args) -> PyResult<Value> {
    if let Some(v) = text_wrapfunc(a, "squeeze")? {
        return Ok(v);
    }
    let x = array_arg(&a.req("a"))?;
    let axes = a.opt("axis").map(|v| axes_arg(&v)).transpose()?;
    Ok(arr(view::squeeze(&x, axes.as_deref())?))
}

fn np_ravel(_: &mut Interp, a: &Args) -> PyResult<Value> {
    if let Some(v) = text_wrapfunc(a, "ravel")? {
        return Ok(v);
    }
    let x = array_arg(&a.req("a"))?;
    Ok(arr(view::ravel(&x, order_arg(a, "order", Order::C)?)?))
}

fn np_ndim(_: &mut Interp, a: &Args) -> PyResult<Value> {
    if let Value::Record(r) = a.req("a") {
        return Ok(Value::Int(r.ndim() as i128));
    }
    Ok(Value::Int(array_arg(&a.req("a"))?.ndim() as i128))
}

fn np_shape(_: &mut Interp, a: &Args) -> PyResult<Value> {
    if let Value::Record(r) = a.req("a") {
        return Ok(Value::int_tuple(r.shape().iter().map(|&d| d as i128)));
    }
    Ok(Value::int_tuple(array_arg(&a.req("a"))?.shape.iter().map(|&d| d as i128)))
}

fn np_size(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    match a.opt("axis") {
        None => Ok(Value::Int(x.size() as i128)),
        // NumPy 2.4: an axis tuple gives the product of those lengths
        Some(ax @ (Value::Tuple(_) | Value::List(_))) => {
            let axes = view::normalize_axis_tuple(&axes_arg(&ax)?, x.ndim(), None, false)?;
            Ok(Value::Int(axes.iter().map(|&k| x.shape[k] as i128).product()))
        }
        Some(ax) => {
            // an axis or a tuple of axes (normalize_axis_tuple, no duplicates)
            let axes = stridelab_engine::view::normalize_axis_tuple(&axes_arg(&ax)?, x.ndim(), None, false)?;
            Ok(Value::Int(axes.iter().map(|&k| x.shape[k] as i128).product()))
        }
    }
}

const RED_SIG: &str = "a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None";
const MINMAX_SIG: &str = "a, axis=None, out=None, keepdims=False, initial=None, where=None";
const ARG_SIG: &str = "a, axis=None, out=None, *, keepdims=False";
const BOOL_SIG: &str = "a, axis=None, out=None, keepdims=False, *, where=None";
const STD_SIG: &str = "a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=None, mean=None, correction=None";
const CUM_SIG: &str = "a, axis=None, dtype=None, out=None";
const CUMUL_SIG: &str = "x, /, *, axis=None, dtype=None, out=None, include_initial=False";
macro_rules! reduction {
    ($($f:ident => $op:expr;)*) => {
        $( fn $f(_: &mut Interp, a: &Args) -> PyResult<Value> { call_reduce($op, &a.req("a"), a) } )*
    };
}

reduction! {
    np_sum => RedOp::Sum;
    np_prod => RedOp::Prod;
    np_mean => RedOp::Mean;
    np_max => RedOp::Max;
    np_min => RedOp::Min;
    np_argmax => RedOp::ArgMax;
    np_argmin => RedOp::ArgMin;
    np_all => RedOp::All;
    np_any => RedOp::Any;
    np_std => RedOp::Std;
    np_var => RedOp::Var;
    np_cumsum => RedOp::CumSum;
    np_cumprod => RedOp::CumProd;
    np_ptp => RedOp::Ptp;
}

/// Parse an `axis=` argument for a reduction into normalised axes (None = all).
pub fn reduce_axes(op: RedOp, v: Option<Value>, ndim: usize) -> PyResult<Option<Vec<usize>>> {
    let single = matches!(op, RedOp::ArgMax | RedOp::ArgMin | RedOp::CumSum | RedOp::CumProd);
    match v {
        None | Some(Value::None) => Ok(None),
        Some(Value::Tuple(t)) if !single => {
            let mut out = Vec::with_capacity(t.len());
            for x in t.iter() {
                let i = int_arg(x)?;
                let k = normalize_axis(i, ndim).map_err(axis_error)?;
                if out.contains(&k) {
                    return Err(value_error("duplicate value in 'axis'"));
                }
                out.push(k);
            }
            Ok(Some(out))
        }
        Some(v) => {
            if matches!(v, Value::Tuple(_) | Value::List(_)) {
                return Err(type_error(format!("'{}' object cannot be interpreted as an integer", v.type_name())));
            }
            let i = int_arg(&v)?;
            Ok(Some(vec![normalize_axis(i, ndim).map_err(axis_error)?]))
        }
    }
}

/// A reduction called as `np.f(a, ...)` or `a.f(...)`.
pub fn call_reduce(op: RedOp, arr: &Value, a: &Args) -> PyResult<Value> {
    let x = array_arg(arr)?;
    let axes = reduce_axes(op, a.get("axis"), x.ndim())?;
    reduce_along(op, &x, axes, a)
}

/// A reduction over already normalised axes (None = all), with the keyword arguments in `a`
/// (keepdims, ddof, dtype, where, initial, out).
pub fn reduce_along(op: RedOp, x: &Rc<NdArray>, axes: Option<Vec<usize>>, a: &Args) -> PyResult<Value> {
    let x = x.clone();
    let keepdims = match a.get("keepdims") {
        Some(v) => ops::truthy(&v)?,
        None => false,
    };
    let ddof = match a.opt("ddof").or(a.opt("correction")) {
        // max(n - ddof, 0) divides, so a negative ddof enlarges the divisor
        Some(v) => int_arg(&v)?,
        None => 0,
    };
    let dtype = if matches!(op, RedOp::Max | RedOp::Min | RedOp::ArgMax | RedOp::ArgMin | RedOp::All | RedOp::Any | RedOp::Ptp) {
        None
    } else {
        dtype_opt(a, "dtype")?
    };
    let mask = ufunc_kw::where_arg(a)?;
    let initial = a.opt("initial").filter(|v| !matches!(v, Value::None));
    let r = if mask.is_some() || initial.is_some() {
        ufunc_kw::reduce(op, &x, axes.as_deref(), keepdims, ddof, dtype, mask, initial)?
    } else {
        reduce::reduce(op, &x, axes.as_deref(), keepdims, ddof, dtype)?
    };
    let r = keep_input_order(op, &x, axes.as_deref(), keepdims, r)?;
    match out_arg(a)? {
        Some(out) => write_reduced(op, &x, axes.as_deref(), keepdims, &out, &r),
        None => Ok(from_result(r)),
    }
}

/// A reduction's `out=`, checked as NumPy's path for `op` checks it: the reducing ufunc's
/// output operand (and then the ufunc `std` or `ptp` finishes with), argmax's exact match,
/// or cumsum's accumulation.
fn write_reduced(op: RedOp, x: &NdArray, axes: Option<&[usize]>, keepdims: bool, out: &Rc<NdArray>, r: &Rc<NdArray>) -> PyResult<Value> {
    let all: Vec<usize> = (0..x.ndim()).collect();
    let name = match op {
        RedOp::Sum | RedOp::Mean | RedOp::Std | RedOp::Var => "add",
        RedOp::Prod => "multiply",
        RedOp::Max | RedOp::Ptp => "maximum",
        RedOp::Min => "minimum",
        RedOp::All => "logical_and",
        RedOp::Any => "logical_or",
        RedOp::ArgMax => "np.argmax.",
        RedOp::ArgMin => "np.argmin.",
        RedOp::CumSum | RedOp::CumProd => "",
    };
    let rule = match op {
        RedOp::ArgMax | RedOp::ArgMin => OutRule::Exact { what: name },
        RedOp::CumSum | RedOp::CumProd => OutRule::Accumulate { input: &x.shape, axis: axes.and_then(|a| a.first().copied()) },
        _ => OutRule::Reduce { name, input: &x.shape, axes: axes.unwrap_or(&all), keepdims },
    };
    out::check(out, &r.shape, r.dtype, &rule)?;
    match op {
        // std ends with sqrt(out, out=out)
        RedOp::Std => out::ufunc_cast("sqrt", ufunc::unary_result_dtype(UnOp::Sqrt, out.dtype)?, out.dtype, "same_kind")?,
        // ptp ends with subtract(out, min, out=out)
        RedOp::Ptp => out::ufunc_cast("subtract", ufunc::promote_types(out.dtype, x.dtype), out.dtype, "same_kind")?,
        _ => {}
    }
    out::write(out, r, &rule)
}

/// NumPy's reductions allocate their result in the input's memory order (the iterator's
/// order='K' over the input's strides, the reduced axes kept as length 1), then drop the
/// reduced axes unless keepdims; cumulative results follow the input's order too.
/// argmax/argmin copy to C order, so they keep the kernel's layout.
pub(crate) fn keep_input_order(op: RedOp, x: &NdArray, axes: Option<&[usize]>, keepdims: bool, r: Rc<NdArray>) -> PyResult<Rc<NdArray>> {
    if r.ndim() < 2 || matches!(op, RedOp::ArgMax | RedOp::ArgMin) || r.size() == 0 {
        return Ok(r);
    }
    let nd = x.ndim();
    let cumulative = matches!(op, RedOp::CumSum | RedOp::CumProd);
    if cumulative && r.shape != x.shape {
        return Ok(r);
    }
    let red: Vec<bool> = (0..nd).map(|k| !cumulative && axes.is_none_or(|a| a.contains(&k))).collect();
    let strides: Vec<isize> = (0..nd).map(|k| if x.shape[k] == 1 { 0 } else { x.strides[k] }).collect();
    let perm = stridelab_engine::view::iter_keep_order_multi(nd, &[strides]);
    let kd: Vec<usize> = (0..nd).map(|k| if red[k] { 1 } else { x.shape[k] }).collect();
    let pshape: Vec<usize> = perm.iter().map(|&k| kd[k]).collect();
    let pstr = stridelab_engine::layout::contiguous_strides(&pshape, r.itemsize(), false);
    let mut kd_strides = vec![0isize; nd];
    for (i, &k) in perm.iter().enumerate() {
        kd_strides[k] = pstr[i];
    }
    let strides: Vec<isize> = if keepdims || cumulative {
        kd_strides
    } else {
        (0..nd).filter(|&k| !red[k]).map(|k| kd_strides[k]).collect()
    };
    if strides == r.strides || strides.len() != r.ndim() {
        return Ok(r);
    }
    let fresh = NdArray::zeros(r.dtype, &r.shape, false)?;
    let out = NdArray::build(fresh.buf.clone(), 0, r.shape.clone(), strides, r.dtype, true, true, None)?;
    stridelab_engine::ufunc::assign_cast(&out, &r);
    Ok(out)
}

fn np_clip(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = operand(&a.req("a"))?;
    // fromnumeric.clip: a_min and a_max come together, or min/max by keyword instead
    let (lo, hi) = match (a.get("a_min"), a.get("a_max")) {
        (None, None) => (a.get("min"), a.get("max")),
        (None, Some(_)) => return Err(type_error("clip() missing 1 required positional argument: 'a_min'")),
        (Some(_), None) => return Err(type_error("clip() missing 1 required positional argument: 'a_max'")),
        (Some(l), Some(h)) => {
            if a.get("min").is_some() || a.get("max").is_some() {
                return Err(value_error(
                    "Passing `min` or `max` keyword argument when `a_min` and `a_max` are provided is forbidden.",
                ));
            }
            (Some(l), Some(h))
        }
    };
    let (lo, hi) = (lo.filter(|v| !v.is_none()), hi.filter(|v| !v.is_none()));
    let x = match x {
        Operand::Array(arr) => arr,
        other => crate::numeric::operand_to_array(&other)?,
    };
    // _methods._clip: a Python int bound at or beyond an integer dtype's limit is no bound
    let beyond = |b: &Option<Value>, at_limit: fn(i128, (i128, i128)) -> bool| match (b, x.dtype.kind()) {
        (Some(Value::Int(i)), Kind::Int | Kind::UInt) => x.dtype.int_bounds().is_some_and(|r| at_limit(*i, r)),
        _ => false,
    };
    let lo = if beyond(&lo, |i, r| i <= r.0) { None } else { lo };
    let hi = if beyond(&hi, |i, r| i >= r.1) { None } else { hi };
    if lo.is_none() && hi.is_none() {
        // no bound left: `positive`, a copy
        let r = ufunc::unary(UnOp::Pos, &x, None)?;
        return match out_arg(a)? {
            Some(o) => out::write(&o, &r, &OutRule::Ufunc { name: "positive", inputs: &[&x.shape], casting: "same_kind" }),
            None => Ok(from_result(r)),
        };
    }
    if let (Some(l), Some(h)) = (&lo, &hi) {
        let out = out_arg(a)?;
        if let Some(r) = clip_constant(&x, &operand(l)?, &operand(h)?, out.as_ref())? {
            return match out {
                Some(o) if Rc::ptr_eq(&o, &r) => Ok(Value::Array(o)),
                Some(o) => out::write(&o, &r, &OutRule::Ufunc { name: "clip", inputs: &[&x.shape, &[], &[]], casting: "same_kind" }),
                None => Ok(from_result(r)),
            };
        }
    }
    let mut shapes: Vec<Vec<usize>> = vec![x.shape.clone()];
    let mut r = x.clone();
    let mut operands = vec![Operand::Array(x)];
    for (bound, op) in [(lo, BinOp::Maximum), (hi, BinOp::Minimum)] {
        if let Some(b) = bound {
            let b = operand(&b)?;
            shapes.push(match &b {
                Operand::Array(arr) => arr.shape.clone(),
                _ => vec![],
            });
            r = ufunc::binary(op, &Operand::Array(r), &b, None)?;
            operands.push(b);
        }
    }
    if operands.len() == 3 {
        r = keep_tied_zeros(&operands, r)?;
    }
    if operands.len() == 3 && r.ndim() >= 2 {
        // NumPy's clip is one ufunc: its result follows the inputs' memory order, not that
        // of the intermediate maximum
        let refs: Vec<&Operand> = operands.iter().collect();
        let target = ufunc::alloc_keep_order(r.dtype, r.dtype, &r.shape, &refs)?;
        if target.strides != r.strides {
            ufunc::assign_cast(&target, &r);
            r = target;
        }
    }
    match out_arg(a)? {
        Some(o) => {
            let inputs: Vec<&[usize]> = shapes.iter().map(|s| s.as_slice()).collect();
            out::write(&o, &r, &OutRule::Ufunc { name: "clip", inputs: &inputs, casting: "same_kind" })
        }
        None => Ok(from_result(r)),
    }
}

/// `np.clip(x, lo, hi)` in one pass when both bounds are scalars (Python numbers or 0-d
/// arrays) that leave `x`'s dtype unchanged; None sends every other case (and every error)
/// to the maximum-then-minimum path. The result is written straight into `out` (and `out`
/// returned) when `out` has `x`'s dtype and shape, is writeable, and is either `x` itself
/// or in another buffer, so no element is read after it was written; else it is a new array.
fn clip_constant(x: &Rc<NdArray>, lo: &Operand, hi: &Operand, out: Option<&Rc<NdArray>>) -> PyResult<Option<Rc<NdArray>>> {
    let dt = x.dtype;
    let xo = Operand::Array(x.clone());
    let keeps_dtype = |op: BinOp, b: &Operand| ufunc::binary_result_dtype(op, &xo, b).is_ok_and(|d| d == dt);
    if !keeps_dtype(BinOp::Maximum, lo) || !keeps_dtype(BinOp::Minimum, hi) {
        return Ok(None);
    }
    // the bound as the loop reads it: cast to x's dtype, as the ufunc's input cast does
    let value = |b: &Operand| -> Option<Scalar> {
        match b {
            Operand::PyInt(i) if dt.is_integer() => ufunc::pyint_to_int(*i, dt).ok(),
            Operand::PyInt(i) if dt.is_float() => Some(Scalar::Float(*i as f64).cast(dt)),
            // a Python float beyond float32's range would warn on its cast: not here
            Operand::PyFloat(f) if dt == DType::Float64 || !f.is_finite() || f.abs() <= f32::MAX as f64 => {
                Some(Scalar::Float(*f).cast(dt))
            }
            Operand::Array(a) if a.ndim() == 0 && a.dtype == dt => Some(a.get_flat(0)),
            _ => None,
        }
    };
    let (Some(l), Some(h)) = (value(lo), value(hi)) else {
        return Ok(None);
    };
    let direct = out.filter(|o| {
        let same_view = Rc::ptr_eq(&o.buf, &x.buf) && o.offset == x.offset && o.strides == x.strides;
        o.dtype == dt && o.shape == x.shape && o.writeable.get() && !o.warn_on_write.get() && (same_view || !Rc::ptr_eq(&o.buf, &x.buf))
    });
    let r = match direct {
        Some(o) => o.clone(),
        None => ufunc::alloc_keep_order(dt, dt, &x.shape, &[&xo, lo, hi])?,
    };
    Ok(stridelab_engine::clip::clip_const(x, l, h, &r).then_some(r))
}

/// With two constant bounds NumPy's float clip loop is `if x < min: x = min; if x > max:
/// x = max` (clip.cpp `_npy_clip_const_minmax_`), so an input zero equal to a zero bound
/// keeps its own sign, where maximum then minimum would take the bound's: `r` gets `x`'s
/// zeros back wherever `min <= 0 <= max`.
fn keep_tied_zeros(ops: &[Operand], r: Rc<NdArray>) -> PyResult<Rc<NdArray>> {
    let bound = |o: &Operand| -> Option<f64> {
        match o {
            Operand::PyInt(i) => Some(*i as f64),
            Operand::PyFloat(f) => Some(*f),
            Operand::Array(a) if a.ndim() == 0 && !a.dtype.is_complex() => Some(a.get_flat(0).as_f64()),
            _ => None,
        }
    };
    let (Operand::Array(x), Some(lo), Some(hi)) = (&ops[0], bound(&ops[1]), bound(&ops[2])) else {
        return Ok(r);
    };
    let zero_bound = lo == 0.0 || hi == 0.0;
    if !(r.dtype.is_float() && x.dtype.is_float() && lo <= 0.0 && hi >= 0.0 && zero_bound) {
        return Ok(r);
    }
    let zero = ufunc::binary(BinOp::Eq, &Operand::Array(x.clone()), &Operand::PyFloat(0.0), None)?;
    let xs = if x.dtype == r.dtype { x.clone() } else { ufunc::cast_copy(x, r.dtype)? };
    let st = |a: &NdArray| ufunc::broadcast_strides(&a.shape, &a.strides, &r.shape);
    // a copy keeps r's layout (order 'K'), so r can be written while it is read
    let prev = view::copy(&r, r.dtype, Order::K)?;
    let (zs, xst, ps) = (st(&zero), st(&xs), st(&prev));
    stridelab_engine::item_selection::where_into(&r, (&zero, &zs), (&xs, &xst), (&prev, &ps));
    Ok(r)
}

/// `a.clip(min, max, out)`: np.clip with ndarray's own parameter names.
pub fn clip_method(
    interp: &mut Interp,
    a: &Rc<NdArray>,
    _m: &MethodDef,
    pos: &[Value],
    kw: &[(String, Value)],
) -> PyResult<Value> {
    let mut p = vec![Value::Array(a.clone())];
    p.extend_from_slice(pos);
    let args = Args::bind("clip", "a, min=None, max=None, out=None", p, kw.to_vec())?;
    let mut pos2 = vec![args.req("a"), args.get("min").unwrap_or(Value::None), args.get("max").unwrap_or(Value::None)];
    if let Some(o) = args.get("out") {
        pos2.push(o);
    }
    let b = Args::bind("clip", "a, a_min=<no value>, a_max=<no value>, out=None, *, min=<no value>, max=<no value>", pos2, vec![])?;
    np_clip(interp, &b)
}

// (outer, n, inner) around an axis: the engine's, shared with the sort kernels
pub(crate) use stridelab_engine::sorting::lanes;

/// `np.repeat` / `a.repeat`.
fn do_repeat(x: &Rc<NdArray>, repeats: &Value, axis: Option<i64>) -> PyResult<Rc<NdArray>> {
    let (src, axis) = match axis {
        None => (flat(x)?, 0),
        Some(k) => (x.clone(), ax(k, x.ndim())?),
    };
    let r = array_arg(repeats)?;
    if r.ndim() > 1 {
        return Err(value_error(
            "setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 1.",
        ));
    }
    let reps = ints_of(&r);
    let n = src.shape[axis];
    let counts = if reps.len() == 1 {
        if reps[0] < 0 {
            return Err(value_error(if r.ndim() == 0 {
                "negative dimensions are not allowed"
            } else {
                "repeats may not contain negative values."
            }));
        }
        Repeats::Each(reps[0] as usize)
    } else if reps.len() != n {
        return Err(value_error(format!(
            "operands could not be broadcast together with shape ({},) ({},)",
            n,
            reps.len()
        )));
    } else {
        if reps.iter().any(|&c| c < 0) {
            return Err(value_error("repeats may not contain negative values."));
        }
        Repeats::Counts(&reps)
    };
    let total = match counts {
        Repeats::Each(c) => c.saturating_mul(n),
        Repeats::Counts(c) => c.iter().fold(0usize, |acc, &c| acc.saturating_add(c as usize)),
    };
    let mut out_shape = src.shape.clone();
    out_shape[axis] = total;
    check_alloc(&out_shape, src.dtype)?;
    let out = NdArray::zeros(src.dtype, &out_shape, false)?;
    if out.size() > 0 {
        stridelab_engine::gather::repeat_into(&src, axis, &counts, &out)?;
    }
    Ok(out)
}

fn np_repeat(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    Ok(Value::Array(do_repeat(&x, &a.req("repeats"), axis_opt(a, "axis", None)?)?))
}

// ----- sorting -----

fn check_kind(a: &Args) -> PyResult<()> {
    match a.opt("kind") {
        None => {}
        Some(Value::Str(s)) => {
            if !matches!(s.chars().next().map(|c| c.to_ascii_lowercase()), Some('q' | 'h' | 'm' | 's')) {
                return Err(value_error(format!("sort kind must be one of 'quick', 'heap', or 'stable' (got '{}')", s)));
            }
        }
        Some(other) => return Err(type_error(format!("sort kind must be str, not {}", other.type_name()))),
    }
    if a.opt("order").is_some() {
        return Err(value_error("Cannot specify order when the array has no fields."));
    }
    Ok(())
}


/// The array to sort and its axis (flattened for axis=None).
fn sort_target(x: &Rc<NdArray>, a: &Args) -> PyResult<(Rc<NdArray>, usize)> {
    match axis_opt(a, "axis", Some(-1))? {
        None => Ok((flat(x)?, 0)),
        Some(k) => Ok((x.clone(), ax(k, x.ndim())?)),
    }
}

/// `a.sort(axis)`: NumPy sorts one lane at a time, in C order of the other axes, each
/// read from memory as the previous lanes left it (item_selection.c `_new_sortlike`). A
/// view whose lanes share memory (a writeable sliding window) sees the earlier lanes'
/// writes; any other array is sorted in one pass.
fn sort_lanes_in_place(a: &Rc<NdArray>, axis: usize) -> PyResult<Value> {
    use stridelab_engine::overlap::{Overlap, Region, internal_overlap};
    let region = Region { offset: a.offset as i64, shape: &a.shape, strides: &a.strides, itemsize: a.itemsize() };
    if a.is_c_contiguous() && a.size() > 0 {
        // sorted where it lies, as NumPy sorts a contiguous array (only the keys are scratch)
        stridelab_engine::sorting::sort_in_place(a, axis);
        return Ok(Value::None);
    }
    if internal_overlap(&region, Some(1 << 20)) == Overlap::No {
        let sorted = sorted_copy(a, axis)?;
        ufunc::assign_cast(a, &sorted);
        return Ok(Value::None);
    }
    let others: Vec<usize> = (0..a.ndim()).filter(|&k| k != axis).collect();
    let outer: Vec<usize> = others.iter().map(|&k| a.shape[k]).collect();
    for i in 0..stridelab_engine::layout::size_of(&outer) {
        let idx = stridelab_engine::layout::unravel(i, &outer);
        let off = a.offset as isize + idx.iter().zip(&others).map(|(&j, &k)| j as isize * a.strides[k]).sum::<isize>();
        let lane = NdArray::view_of(a, off as usize, vec![a.shape[axis]], vec![a.strides[axis]], a.dtype)?;
        let sorted = sorted_copy(&lane, 0)?;
        ufunc::assign_cast(&lane, &sorted);
    }
    Ok(Value::None)
}

/// A C-contiguous copy of `x` with every lane along `axis` sorted (typed, in the engine).
pub(crate) fn sorted_copy(x: &NdArray, axis: usize) -> PyResult<Rc<NdArray>> {
    let c = x.copy_as(x.dtype, false)?;
    stridelab_engine::sorting::sort_in_place(&c, axis);
    Ok(c)
}

fn np_sort(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    if let Some(o) = super::object_arrays::as_obj(&a.req("a")) {
        check_kind(a)?;
        return super::object_arrays::sorted(interp, o, a.get("axis"));
    }
    if let Value::Record(r) = a.req("a") {
        return super::records::sorted(&r, a.opt("order"));
    }
    if let Some(t) = super::strings::text_input(&a.req("a"))? {
        let axis = a.get("axis");
        let flatten = matches!(axis, Some(Value::None));
        return Ok(Value::Text(super::strings::sorted(&t, if flatten { None } else { axis }, flatten)?));
    }
    let x = array_arg(&a.req("a"))?;
    let (t, axis) = sort_target(&x, a)?;
    check_kind(a)?;
    // np.sort sorts a copy made in order 'K'
    let res = sorted_copy(&t, axis)?;
    Ok(Value::Array(relayout(res, &view::k_order_perm(&t))?))
}

fn argsort(x: &Rc<NdArray>, a: &Args) -> PyResult<Value> {
    let (t, axis) = sort_target(x, a)?;
    check_kind(a)?;
    let c = if t.is_c_contiguous() { t.clone() } else { t.copy_as(t.dtype, false)? };
    let out = NdArray::zeros(DType::Int64, &t.shape, false)?;
    stridelab_engine::sorting::argsort_into(&c, axis, &out);
    Ok(Value::Array(out))
}

fn np_argsort(_: &mut Interp, a: &Args) -> PyResult<Value> {
    if let Value::Record(r) = a.req("a") {
        return Ok(Value::Array(super::records::argsort(&r, a.opt("order"))?));
    }
    if let Some(t) = super::strings::text_input(&a.req("a"))? {
        return Ok(Value::Array(super::strings::argsort(&t, a.get("axis"))?));
    }
    argsort(&array_arg(&a.req("a"))?, a)
}

pub(crate) fn take(x: &Rc<NdArray>, indices: &Value, axis: Option<i64>, mode: ClipMode, out: Option<Rc<NdArray>>) -> PyResult<Value> {
    let (src, axis) = match axis {
        None => (flat(x)?, 0),
        Some(k) => (x.clone(), ax(k, x.ndim())?),
    };
    let idx = intp_indices(indices, "same_kind")?;
    let n = src.shape[axis];
    let iguard = idx.buf.data.borrow();
    // the int64 indices, read in place (little-endian bytes)
    let ivals: &[u8] = if idx.size() == 0 { &[] } else { &iguard[idx.offset..idx.offset + idx.nbytes()] };
    fn checked(
        b: &[u8],
        (outer, n, chunk): (usize, usize, usize),
        ivals: &[u8],
        dst: Option<&mut [u8]>,
        pick: impl Fn(i64) -> Option<usize> + Sync,
    ) -> Result<(), i64> {
        match dst {
            Some(d) => stridelab_engine::item_selection::fast_take(b, outer, n, chunk, ivals, pick, d),
            // nothing is copied, but npy_fasttake still checks every index
            None => stridelab_engine::mapping::int64s(ivals).try_for_each(|i| pick(i).map(|_| ()).ok_or(i)),
        }
    }
    let mut shape = src.shape[..axis].to_vec();
    shape.extend_from_slice(&idx.shape);
    shape.extend_from_slice(&src.shape[axis + 1..]);
    // every element is written by the take (or the result is dropped with the error)
    let res = NdArray::for_overwrite(src.dtype, &shape)?;
    // item_selection.c PyArray_TakeFrom: an empty axis can give only an empty result
    if n == 0 && res.size() != 0 {
        return Err(index_error("cannot do a non-empty take from an empty axes."));
    }
    let (outer, _, inner) = lanes(&src.shape, axis);
    let chunk = inner * src.itemsize();
    // a C-contiguous source is read in place; any other is copied to C order first
    let copied;
    let guard_src;
    let b: &[u8] = if src.is_c_contiguous() {
        guard_src = Some(src.buf.data.borrow());
        let guard = guard_src.as_ref().expect("just set");
        // an empty source's offset may lie past its buffer; it is never read
        guard.get(src.offset..src.offset + src.nbytes()).unwrap_or(&[])
    } else {
        guard_src = None;
        copied = bytes_of(&src, src.dtype)?;
        &copied
    };
    let mut dst_ref = res.buf.data.borrow_mut();
    let dst: Option<&mut [u8]> = (res.size() > 0).then_some(&mut dst_ref[..]);
    let geometry = (outer, n, chunk);
    // with nothing to copy the indices are still checked once per outer block (NumPy's
    // wrap mode loops forever on an empty axis, so that is skipped)
    let taken = if dst.is_none() && !(outer > 0 && (n > 0 || mode == ClipMode::Raise)) {
        Ok(())
    } else {
        item_selection::with_pick!(mode, n, |pick| checked(b, geometry, ivals, dst, pick))
    };
    drop(dst_ref);
    if let Err(i) = taken {
        return Err(index_error(format!("index {} is out of bounds for axis {} with size {}", i, axis, n)));
    }
    // `out` may be the source or the indices: release their borrows first
    drop(guard_src);
    drop(iguard);
    match out {
        Some(o) => out::write(&o, &res, &OutRule::Exact { what: "ndarray.take" }),
        None => Ok(from_result(res)),
    }
}

fn mode_arg(a: &Args) -> PyResult<ClipMode> {
    crate::numpy::args::clip_mode(a.get("mode").as_ref())
}

fn np_take(_: &mut Interp, a: &Args) -> PyResult<Value> {
    if let Some(t) = super::strings::text_input(&a.req("a"))? {
        return super::strings::take(&t, a);
    }
    let x = array_arg(&a.req("a"))?;
    take(&x, &a.req("indices"), axis_opt(a, "axis", None)?, mode_arg(a)?, out_array(a)?)
}

fn np_nonzero(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    if x.ndim() == 0 {
        // item_selection.c PyArray_Nonzero: a boolean gets the hint about arr[cond]
        let hint = if x.dtype == stridelab_engine::dtype::DType::Bool {
            " If the context of this error is of the form `arr[nonzero(cond)]`, just use `arr[cond]`."
        } else {
            ""
        };
        return Err(value_error(format!(
            "Calling nonzero on 0d arrays is not allowed. Use np.atleast_1d(scalar).nonzero() instead.{hint}"
        )));
    }
    let cols = stridelab_engine::item_selection::nonzero(&x)?;
    Ok(Value::tuple(cols.into_iter().map(Value::Array).collect()))
}

fn np_round(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    let decimals = match a.get("decimals") {
        None => 0,
        Some(v) => int_arg(&v)?,
    };
    let r = crate::numeric::round_array(&x, decimals)?;
    match out_array(a)? {
        Some(o) => write_rounded(&x, decimals, &o, &r),
        None => Ok(from_result(r)),
    }
}

/// `np.round(..., out=)` (PyArray_Round): the sizes must agree; integers with decimals >= 0
/// are assigned, anything else goes through the ufunc (rint, or multiply first).
fn write_rounded(x: &NdArray, decimals: i64, o: &Rc<NdArray>, r: &Rc<NdArray>) -> PyResult<Value> {
    if o.size() != x.size() {
        return Err(value_error("invalid output shape"));
    }
    if (x.dtype.is_integer() || x.dtype == DType::Bool) && decimals >= 0 {
        return out::write(o, r, &OutRule::Assign { casting: "same_kind" });
    }
    let name = if decimals == 0 { "rint" } else { "multiply" };
    out::write(o, r, &OutRule::Ufunc { name, inputs: &[&x.shape], casting: "same_kind" })
}

// ----- ndarray methods -----

/// `a.repeat`, `a.take`, `a.sort` (in place), `a.argsort`, `a.dot`.
pub fn sort_take_method(
    _interp: &mut Interp,
    a: &Rc<NdArray>,
    m: &MethodDef,
    pos: &[Value],
    kw: &[(String, Value)],
) -> PyResult<Value> {
    let name = m.name;
    let sig = m.sig;
    // ndarray.repeat still parses its arguments the old C way, with the old arity message
    let npos = sig.split(',').filter(|p| !p.trim().is_empty()).count();
    if name == "repeat" && pos.len() > npos {
        return Err(type_error(format!(
            "{}() takes at most {} argument{} ({} given)",
            name,
            npos,
            if npos == 1 { "" } else { "s" },
            pos.len()
        )));
    }
    let args = Args::bind_as(crate::numpy::ndarray::method_parser(name), name, sig, pos.to_vec(), kw.to_vec())?;
    (|| -> PyResult<Value> {
        match name {
            "repeat" => Ok(Value::Array(do_repeat(a, &args.req("repeats"), axis_opt(&args, "axis", None)?)?)),
            "partition" => {
                if !a.writeable.get() {
                    return Err(value_error("partition array is read-only"));
                }
                a.might_be_written();
                let axis = match axis_opt(&args, "axis", Some(-1))? {
                    None => return Err(type_error("'NoneType' object cannot be interpreted as an integer")),
                    k => k,
                };
                let res = partitioned(a, &args.req("kth"), axis, &args, false)?;
                ufunc::assign_cast(a, &res);
                Ok(Value::None)
            }
            "put" => put(a, &args.req("indices"), &args.req("values"), mode_arg(&args)?),
            _ => {
                // in-place sort: write the sorted values back through the view (the
                // arguments are parsed before the array is checked)
                let axis = match axis_opt(&args, "axis", Some(-1))? {
                    None => return Err(type_error("'NoneType' object cannot be interpreted as an integer")),
                    Some(k) => k,
                };
                if !a.writeable.get() {
                    return Err(value_error("sort array is read-only"));
                }
                a.might_be_written();
                let axis = ax(axis, a.ndim())?;
                check_kind(&args)?;
                sort_lanes_in_place(a, axis)

            }
        }
    })()
}

// ----- diagonals -----

/// `a.diagonal(offset, axis1, axis2)` (item_selection.c `PyArray_Diagonal`): a read-only
/// view whose last axis walks the diagonal with the sum of the two axes' strides.
pub fn diagonal(a: &Rc<NdArray>, offset: i64, axis1: i64, axis2: i64) -> PyResult<Rc<NdArray>> {
    let nd = a.ndim();
    if nd < 2 {
        return Err(value_error("diag requires an array of at least two dimensions"));
    }
    let i = normalize_axis(axis1, nd).map_err(|m| axis_error(format!("axis1: {}", m)))?;
    let j = normalize_axis(axis2, nd).map_err(|m| axis_error(format!("axis2: {}", m)))?;
    if i == j {
        return Err(value_error("axis1 and axis2 cannot be the same"));
    }
    let (mut dim1, mut dim2) = (a.shape[i] as i64, a.shape[j] as i64);
    let (off_stride, off) = if offset >= 0 {
        dim2 -= offset;
        (a.strides[j], offset)
    } else {
        dim1 += offset;
        (a.strides[i], -offset)
    };
    let mut data = a.offset as i64;
    let diag = dim1.min(dim2);
    let diag = if diag < 0 {
        0
    } else {
        data += off * off_stride as i64;
        diag
    };
    // an empty diagonal may point outside the buffer; it reads nothing, so its offset is
    // clamped and NumPy's pointer kept aside for display
    let clamped = data.clamp(0, a.buf.len() as i64);
    let mut shape: Vec<usize> = (0..nd).filter(|&k| k != i && k != j).map(|k| a.shape[k]).collect();
    let mut strides: Vec<isize> = (0..nd).filter(|&k| k != i && k != j).map(|k| a.strides[k]).collect();
    shape.push(diag as usize);
    strides.push(a.strides[i] + a.strides[j]);
    let v = NdArray::view_of(a, clamped as usize, shape, strides, a.dtype)?;
    v.addr_shift.set(a.addr_shift.get() + data - clamped);
    v.writeable.set(false);
    Ok(v)
}

fn np_diagonal(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    Ok(arr(diagonal(&x, int_or(a, "offset", 0)?, int_or(a, "axis1", 0)?, int_or(a, "axis2", 1)?)?))
}

/// `trace`: the diagonal summed along its last axis with sum's dtype rules.
pub fn trace(interp: &mut Interp, x: &Rc<NdArray>, offset: i64, axis1: i64, axis2: i64, dtype: Value) -> PyResult<Value> {
    let d = diagonal(x, offset, axis1, axis2)?;
    call_builtin(
        interp,
        "numpy.sum",
        vec![Value::Array(d)],
        vec![("axis".into(), Value::Int(-1)), ("dtype".into(), dtype)],
    )
}

fn np_trace(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    if !matches!(a.get("out"), None | Some(Value::None)) {
        return Err(not_implemented("trace's out= is not supported by stridelab"));
    }
    let dtype = a.get("dtype").unwrap_or(Value::None);
    trace(interp, &x, int_or(a, "offset", 0)?, int_or(a, "axis1", 0)?, int_or(a, "axis2", 1)?, dtype)
}

fn np_resize(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = view::ravel(&array_arg(&a.req("a"))?, Order::C)?;
    let shape = shape_arg(&a.req("new_shape"))?;
    let mut new_size: i64 = 1;
    for &d in &shape {
        new_size = new_size.saturating_mul(d);
        if d < 0 {
            return Err(value_error("all elements of `new_shape` must be non-negative"));
        }
    }
    let ushape: Vec<usize> = shape.iter().map(|&d| d as usize).collect();
    if x.size() == 0 || new_size == 0 {
        return Ok(arr(NdArray::zeros(x.dtype, &ushape, false)?));
    }
    let n = x.size() as i64;
    let repeats = (new_size + n - 1) / n;
    let total = (repeats * n) as usize;
    stridelab_engine::array::check_alloc(&[total], x.dtype)?;
    // `concatenate((a,) * repeats)`: one copy of a, then doubled
    let big = NdArray::zeros(x.dtype, &[total], false)?;
    let rows_shape = vec![repeats as usize, n as usize];
    let rows_strides = stridelab_engine::layout::alloc_strides(&rows_shape, x.itemsize(), false);
    let rows = NdArray::build(big.buf.clone(), 0, rows_shape, rows_strides, x.dtype, false, true, None)?;
    let row = view::reshape(&x, &[1, n], Order::C, None)?;
    stridelab_engine::gather::repeat_into(&row, 0, &Repeats::Each(repeats as usize), &rows)?;
    let part = match view::basic_index(&big, &[IndexItem::Slice(None, Some(new_size), None)])? {
        Indexed::View(v) => v,
        Indexed::Element(_) => return Err(value_error("resize")),
    };
    Ok(arr(view::reshape(&part, &shape, Order::C, None)?))
}

// ----- searchsorted -----

/// `side=` of searchsorted: whether it is 'right'.
fn side_right(a: &Args) -> PyResult<bool> {
    match a.get("side") {
        None => Ok(false),
        Some(Value::Str(s)) => match &*s {
            "left" => Ok(false),
            "right" => Ok(true),
            s if s.starts_with(['l', 'L', 'r', 'R']) => Err(value_error("search side must be one of 'left' or 'right'")),
            s => Err(value_error(format!("search side must be 'left' or 'right' (got '{}')", s))),
        },
        Some(other) => Err(type_error(format!("search side must be str, not {}", other.type_name()))),
    }
}

/// `np.searchsorted(a, v, side, sorter)` with NumPy's binary search (`npy_binsearch` /
/// `npy_argbinsearch`): each search starts from the bounds the previous key left, so the
/// sorter entries it checks are the ones NumPy checks.
pub(crate) fn searchsorted(x: &Rc<NdArray>, v: &Value, a: &Args) -> PyResult<Value> {
    let right = side_right(a)?;
    if x.ndim() == 0 {
        return Err(value_error("object of too small depth for desired array"));
    }
    if x.ndim() > 1 {
        return Err(value_error("object too deep for desired array"));
    }
    let keys = array_arg(v)?;
    let dt = ufunc::promote_types(x.dtype, keys.dtype);
    // both sides in the common dtype (PyArray_SearchSorted converts them); same-dtype
    // operands are read where they lie
    let hay = if x.dtype == dt { x.clone() } else { view::copy(x, dt, Order::C)? };
    let keys = if keys.dtype == dt { keys } else { view::copy(&keys, dt, Order::C)? };
    let sorter: Option<Vec<i64>> = match a.opt("sorter") {
        None => None,
        Some(sv) => {
            let so = array_arg(&sv)?;
            if !so.dtype.is_integer() && so.size() > 0 {
                return Err(type_error("sorter must only contain integers"));
            }
            if so.ndim() > 1 {
                return Err(value_error("object too deep for desired array"));
            }
            if so.size() != x.size() {
                return Err(value_error("sorter.size must equal a.size"));
            }
            Some(ints_of(&so))
        }
    };
    let res = NdArray::zeros(DType::Int64, &keys.shape, false)?;
    let found = stridelab_engine::sorting::searchsorted(&hay, &keys, sorter.as_deref(), right, &mut res.buf.data.borrow_mut());
    if !found {
        return Err(value_error("Sorter index out of range."));
    }
    Ok(from_result(res))
}

fn np_searchsorted(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    searchsorted(&x, &a.req("v"), a)
}

// ----- put -----

/// `np.put(a, ind, v, mode)` / `a.put(...)` (item_selection.c `PyArray_PutTo`): v is cast
/// to a's dtype and repeated over the flat indices; 'raise' checks each index, 'wrap'
/// and 'clip' fold it into range.
/// Indices as `put` and `take` convert them (item_selection.c: `PyArray_FromAny(ind,
/// NPY_INTP)` with `casting` "safe" for put, "same_kind" for take): an ndarray must cast
/// to intp by that rule; Python numbers and sequences (NumPy scalars among them) convert
/// as `np.array(ind, dtype=np.intp)` does. The result is a C-contiguous int64 array, `ind`
/// itself when it already is one.
fn intp_indices(ind: &Value, casting: &str) -> PyResult<Rc<NdArray>> {
    let a = match ind {
        Value::Array(a) => {
            let ok = a.dtype.is_integer() || a.dtype == DType::Bool;
            if !ok || (casting == "safe" && a.dtype == DType::UInt64) {
                let what = if a.ndim() == 0 { "scalar" } else { "array data" };
                return Err(type_error(format!(
                    "Cannot cast {what} from dtype('{}') to dtype('int64') according to the rule '{casting}'",
                    a.dtype.name()
                )));
            }
            a.clone()
        }
        other => crate::convert::to_array(other, Some(DType::Int64))?,
    };
    if a.dtype == DType::Int64 && a.is_c_contiguous() { Ok(a) } else { view::copy(&a, DType::Int64, Order::C) }
}

pub(crate) fn put(x: &Rc<NdArray>, ind: &Value, v: &Value, mode: ClipMode) -> PyResult<Value> {
    if !x.writeable.get() {
        return Err(value_error("put: output array is read-only"));
    }
    x.might_be_written();
    let idx = intp_indices(ind, "safe")?;
    let n = x.size();
    // values are cast unsafely (NPY_ARRAY_FORCECAST) to a C-contiguous array; one that
    // already is keeps aliasing `x` if it views it
    let vals = match v {
        Value::Array(v) if v.dtype == x.dtype && v.is_c_contiguous() => v.clone(),
        Value::Array(v) => view::copy(v, x.dtype, Order::C)?,
        other => crate::convert::to_array(other, Some(x.dtype))?,
    };
    if idx.size() == 0 || vals.size() == 0 {
        return Ok(Value::None);
    }
    if n == 0 {
        return Err(index_error("cannot replace elements of an empty array"));
    }
    // a non-contiguous `x` is written through a C-ordered copy (WRITEBACKIFCOPY), copied
    // back only when every index was in range
    let target = if x.is_c_contiguous() { x.clone() } else { view::copy(x, x.dtype, Order::C)? };
    let put = item_selection::with_pick!(mode, n, |pick| item_selection::put_to(&target, &idx, &vals, pick));
    if let Err(i) = put {
        return Err(index_error(format!("index {} is out of bounds for axis 0 with size {}", i, n)));
    }
    if !Rc::ptr_eq(&target, x) {
        stridelab_engine::ufunc::assign_cast(x, &target);
    }
    Ok(Value::None)
}

fn np_put(_: &mut Interp, a: &Args) -> PyResult<Value> {
    match a.req("a") {
        Value::Array(x) => put(&x, &a.req("ind"), &a.req("v"), mode_arg(a)?),
        other => Err(type_error(format!("argument 1 must be numpy.ndarray, not {}", other.type_of().repr()))),
    }
}

// ----- cumulative_sum / cumulative_prod -----

/// `_cumulative_func` of fromnumeric.py: `func.accumulate` over `axis` of `atleast_1d(x)`
/// (axis may be omitted only for 1-d input), with the identity prepended when
/// `include_initial`.
fn cumulative(interp: &mut Interp, a: &Args, op: RedOp, identity: i128) -> PyResult<Value> {
    let mut x = array_arg(&a.req("x"))?;
    if x.ndim() == 0 {
        x = view::reshape(&x, &[1], Order::C, None)?;
    }
    let nd = x.ndim();
    let axis = match axis_opt(a, "axis", None)? {
        None if nd >= 2 => {
            return Err(value_error("For arrays which have more than one dimension ``axis`` argument is required."));
        }
        None => 0,
        Some(k) => ax(k, nd)?,
    };
    let include = match a.get("include_initial") {
        None => false,
        Some(v) => ops::truthy(&v)?,
    };
    let key = if op == RedOp::CumSum { "numpy.cumsum" } else { "numpy.cumprod" };
    let mut kw: Vec<(String, Value)> = vec![("axis".into(), Value::Int(axis as i128))];
    if let Some(d) = a.get("dtype") {
        kw.push(("dtype".into(), d));
    }
    let xv = Value::Array(x.clone());
    match (a.opt("out"), include) {
        (Some(out), true) => {
            let mut item = vec![Value::Slice(Rc::new([Value::None, Value::None, Value::None])); nd];
            item[axis] = Value::Slice(Rc::new([Value::Int(1), Value::None, Value::None]));
            let dst = crate::index::get_item(interp, &out, &Value::tuple(item.clone()))?;
            kw.push(("out".into(), dst));
            call_builtin(interp, key, vec![xv], kw)?;
            item[axis] = Value::Int(0);
            crate::index::set_item(interp, &out, &Value::tuple(item), &Value::Int(identity))?;
            Ok(out)
        }
        (out, _) => {
            if let Some(o) = out {
                kw.push(("out".into(), o));
            }
            let res = call_builtin(interp, key, vec![xv], kw)?;
            if !include {
                return Ok(res);
            }
            let r = array_arg(&res)?;
            let mut shape = r.shape.clone();
            shape[axis] = 1;
            let init = crate::numpy::numeric::filled(&shape, r.dtype, false, Some((Scalar::Int(identity as i64), true)))?;
            let seq = Value::tuple(vec![Value::Array(init), res]);
            call_builtin(interp, "numpy.concatenate", vec![seq], vec![("axis".into(), Value::Int(axis as i128))])
        }
    }
}

fn np_cumulative_sum(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    cumulative(interp, a, RedOp::CumSum, 0)
}

fn np_cumulative_prod(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    cumulative(interp, a, RedOp::CumProd, 1)
}

// ----- partition -----

/// The kth argument of partition: ints (negative from the end), checked against `n`, sorted.
/// With `n` None only the kth's type is checked (an empty array's partition).
fn kth_list(kth: &Value, n: Option<usize>) -> PyResult<Vec<usize>> {
    let k = array_arg(kth)?;
    if k.dtype == DType::Bool {
        return Err(value_error("Booleans unacceptable as partition index"));
    }
    if k.ndim() > 1 {
        return Err(value_error(
            "setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 1.",
        ));
    }
    if !k.dtype.is_integer() {
        return Err(type_error("Partition index must be integer"));
    }
    let Some(n) = n else { return Ok(Vec::new()) };
    let mut out = Vec::with_capacity(k.size());
    for mut i in ints_of(&k) {
        if i < 0 {
            i += n as i64;
        }
        if i < 0 || i >= n as i64 {
            return Err(value_error(format!("kth(={}) out of bounds ({})", i, n)));
        }
        out.push(i as usize);
    }
    out.sort_unstable();
    Ok(out)
}

/// How NumPy selects a one-kth partition of `n` elements: 4- and 8-byte numbers go to
/// x86-simd-sort (AVX2), whose small-array path is a sorting network (up to 256 elements for
/// argpartition, 256 (4-byte) or 64 (8-byte) for partition; those lanes come out sorted) and
/// whose longer argpartition lanes are its argselect; the rest is NumPy's introselect
/// (longer value partitions too: x86-simd-sort's qselect is not modelled).
fn simd_select(dt: DType, n: usize, nkth: usize, arg: bool) -> Select {
    let numeric = dt.is_integer() || dt.is_float();
    let limit = match dt.itemsize() {
        4 => 256,
        8 if arg => 256,
        8 => 64,
        _ => 0,
    };
    if nkth != 1 || !numeric || dt == DType::Float16 || limit == 0 {
        Select::Introselect
    } else if n <= limit {
        Select::Network
    } else if arg {
        Select::XssArgselect
    } else {
        Select::Introselect
    }
}

/// `np.partition` (values, `arg` false) or `np.argpartition` (int64 indices, `arg` true)
/// of `x` along `axis` (flattened when None), as a new C-ordered array.
fn partitioned(x: &Rc<NdArray>, kth: &Value, axis: Option<i64>, a: &Args, arg: bool) -> PyResult<Rc<NdArray>> {
    match a.opt("kind") {
        None => {}
        Some(Value::Str(s)) if &*s == "introselect" => {}
        Some(Value::Str(s)) => return Err(value_error(format!("select kind must be 'introselect' (got '{}')", s))),
        Some(other) => return Err(type_error(format!("select kind must be str, not {}", other.type_name()))),
    }
    if a.opt("order").is_some() {
        return Err(value_error("Cannot specify order when the array has no fields."));
    }
    let (t, axis) = match axis {
        None => (flat(x)?, 0),
        Some(k) => (x.clone(), ax(k, x.ndim())?),
    };
    if t.size() == 0 {
        // an empty array is returned before the kth are checked against the axis
        kth_list(kth, None)?;
        return NdArray::zeros(if arg { DType::Int64 } else { t.dtype }, &t.shape, false);
    }
    let kths = kth_list(kth, Some(t.shape[axis]))?;
    partition_lanes(&t, axis, &kths, arg)
}

/// Partition every lane of `t` along `axis` for the sorted, in-range `kths`.
pub(crate) fn partition_lanes(t: &NdArray, axis: usize, kths: &[usize], arg: bool) -> PyResult<Rc<NdArray>> {
    let how = simd_select(t.dtype, t.shape[axis], kths.len(), arg);
    stridelab_engine::sorting::partition_lanes(t, axis, kths, arg, how)
}

fn np_partition(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    let res = partitioned(&x, &a.req("kth"), axis_opt(a, "axis", Some(-1))?, a, false)?;
    Ok(Value::Array(res))
}

fn np_argpartition(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    let res = partitioned(&x, &a.req("kth"), axis_opt(a, "axis", Some(-1))?, a, true)?;
    Ok(Value::Array(res))
}
