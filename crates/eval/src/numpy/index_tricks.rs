//! NumPy's `numpy/lib/_index_tricks_impl.py` (and the `multiarray` functions it exports):
//! unravel_index, ravel_multi_index, the iterator classes ndenumerate and ndindex, and the grid
//! objects mgrid / ogrid (`nd_grid`) and the concatenators r_ / c_ (`AxisConcatenator`), whose
//! `__getitem__` the indexing code sends here.

use std::rc::Rc;

use stridelab_engine::ufunc;
use stridelab_engine::layout;
use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::ufunc::BinOp;
use stridelab_lang::ast::BinOp as PyBinOp;
use stridelab_engine::view::{self, Order};
use stridelab_engine::error::{PyErr, PyResult, attribute_error, overflow_error, type_error, value_error, zero_division};
use crate::ops;
use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use stridelab_engine::item_selection::ClipMode;
use crate::numpy::args::{clip_mode, index_array, shape_arg};
use crate::numpy::numeric::{TypeArg, np_arange, result_type_of, type_arg};
use crate::numpy::umath::operand;
use crate::ops::from_result;
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.unravel_index", "indices, shape, order='C'", "Flat indices to a tuple of coordinate arrays.", "np.unravel_index(7, (2, 4))", np_unravel_index),
    def!("numpy.ndenumerate", "arr", "Iterator of (index tuple, element) pairs in C order.", "list(np.ndenumerate(np.eye(2)))", np_ndenumerate),
    def!("numpy.ndindex", "*shape", "Iterator of the index tuples of a shape, in C order.", "list(np.ndindex(2, 3))", np_ndindex),
    def!("numpy.mgrid", "*args, **kwargs", "Index it with slices for a dense mesh-grid: np.mgrid[0:2, 0:3] has shape (2, 2, 3) (not callable).", "np.mgrid[0:2, 0:3]", np_mgrid_call),
    def!("numpy.ogrid", "*args, **kwargs", "Index it with slices for an open mesh-grid: one array per slice, broadcastable together (not callable).", "x, y = np.ogrid[:3, :4]", np_ogrid_call),
    def!("numpy.s_", "*args, **kwargs", "Index it to build an index: np.s_[1:5, ::2] is (slice(1, 5, None), slice(None, None, 2)) (not callable).", "np.s_[::2, 1]", np_index_exp_call),
    def!("numpy.index_exp", "*args, **kwargs", "As np.s_, but always a tuple: np.index_exp[2] is (2,) (not callable).", "np.index_exp[1:3]", np_index_exp_call),
    def!("numpy.r_", "*args, **kwargs", "Index it to concatenate along the first axis: slices become aranges (a complex step is a number of points, as linspace), arrays and scalars join; a leading string such as '0,2' sets the axis and the minimum ndim (not callable).", "np.r_[1:4, 0, np.array([7, 8])]", np_r_call),
    def!("numpy.c_", "*args, **kwargs", "As np.r_, along the last axis with 1-D pieces made columns: np.c_[a, b] stacks a and b as columns (not callable).", "np.c_[np.array([1, 2, 3]), np.array([4, 5, 6])]", np_c_call),
    def!("numpy.ix_", "*args", "An open mesh from 1-D sequences: result k has its values along axis k, so indexing with it picks the cross product (booleans become their nonzero positions).", "a = np.arange(12).reshape(3, 4); a[np.ix_([0, 2], [1, 3])]", np_ix),
    def!("numpy.ravel_multi_index", "multi_index, dims, mode='raise', order='C'", "Coordinate arrays to flat indices.", "np.ravel_multi_index(([1], [3]), (2, 4))", np_ravel_multi_index),
];

fn order_cf(a: &Args) -> PyResult<bool> {
    match a.get("order") {
        None => Ok(false),
        Some(Value::Str(s)) if &*s == "C" => Ok(false),
        Some(Value::Str(s)) if &*s == "F" => Ok(true),
        Some(_) => Err(value_error("only 'C' or 'F' order is permitted")),
    }
}

/// An index argument as compiled_base.c's `astype_anyint` takes it: an integer or bool array
/// (anything else converted first); an empty list or tuple has no dtype to infer.
fn int_indices(v: &Value) -> PyResult<Rc<NdArray>> {
    if matches!(v, Value::List(_) | Value::Tuple(_)) && ops::iterate(v)?.is_empty() {
        return Err(type_error(
            "indices must be integral: the provided empty sequence was inferred as float. Wrap it with 'np.array(indices, dtype=np.intp)'",
        ));
    }
    let a = index_array(v)?;
    if !a.dtype.is_integer() && a.dtype != DType::Bool {
        return Err(type_error("only int indices permitted"));
    }
    Ok(a)
}

/// The number of elements of `dims` as NumPy's `PyArray_OverflowMultiplyList` counts it: 0
/// once a dimension is 0, a signed product otherwise (negative dimensions give a negative
/// size), None when it overflows.
fn unravel_size(dims: &[i64]) -> Option<i64> {
    let mut prod = 1i64;
    for &d in dims {
        if d == 0 {
            return Some(0);
        }
        prod = prod.checked_mul(d)?;
    }
    Some(prod)
}

pub(crate) fn int_scalars_or_array(vals: Vec<i64>, shape: &[usize]) -> PyResult<Value> {
    Ok(from_result(stridelab_engine::creation::from_values(shape, &vals)?))
}

fn np_unravel_index(_: &mut Interp, a: &Args) -> PyResult<Value> {
    // compiled_base.c `arr_unravel_index`, checks in its order
    let dims = shape_arg(&a.req("shape"))?;
    let size = unravel_size(&dims)
        .ok_or_else(|| value_error("dimensions are too large; arrays and shapes with a total size greater than 'intp' are not supported."))?;
    let idx = int_indices(&a.req("indices"))?;
    let fortran = order_cf(a)?;
    let nd = dims.len();
    // one (indices.shape..., len(dims)) array whose index axes follow the indices' memory
    // order (the iterator's KEEPORDER), and a view of it per dimension (0-d views are scalars)
    let ishape = idx.shape.clone();
    let ops = vec![idx.strides.iter().zip(&ishape).map(|(&st, &d)| if d == 1 { 0 } else { st }).collect::<Vec<isize>>()];
    // outermost first
    let perm = stridelab_engine::view::iter_keep_order_multi(ishape.len(), &ops);
    let mut ret_strides = vec![0isize; ishape.len()];
    let mut acc = (nd * 8) as isize;
    for &ax in perm.iter().rev() {
        ret_strides[ax] = acc;
        acc *= ishape[ax] as isize;
    }
    let mut ret_shape = ishape.clone();
    ret_shape.push(nd);
    let total = layout::size_of(&ret_shape);
    // every coordinate is written, or the result is dropped with the error
    let buf = NdArray::for_overwrite(DType::Int64, &[total])?;
    let unravelled = stridelab_engine::compiled_base::unravel_index(&idx, &dims, size, fortran, &perm, &ret_strides, &mut buf.buf.data.borrow_mut()[..total * 8]);
    if let Err(i) = unravelled {
        return Err(value_error(format!("index {} is out of bounds for array with size {}", i, size)));
    }
    if nd == 0 && !ishape.is_empty() {
        // checked after the indices, so an out-of-bounds one reports itself first
        return Err(value_error("multiple indices are not supported for 0d arrays"));
    }
    let mut buf_strides = ret_strides.clone();
    buf_strides.push(8);
    let buf_strides = if total == 0 { vec![0; ret_shape.len()] } else { buf_strides };
    let ret = NdArray::build(buf.buf.clone(), 0, ret_shape, buf_strides, DType::Int64, true, true, None)?;
    let outs: Vec<Value> = (0..nd)
        .map(|k| NdArray::view_of(&ret, k * 8, ishape.clone(), ret_strides.clone(), DType::Int64).map(from_result))
        .collect::<PyResult<_>>()?;
    Ok(Value::tuple(outs))
}

fn np_ravel_multi_index(_: &mut Interp, a: &Args) -> PyResult<Value> {
    // compiled_base.c `arr_ravel_multi_index`, checks in its order
    let dims = shape_arg(&a.req("dims"))?;
    let nd = dims.len();
    if nd + 1 > 64 {
        return Err(value_error("too many dimensions passed to ravel_multi_index"));
    }
    let modes = clip_modes(a.get("mode").as_ref(), nd)?;
    let fortran = order_cf(a)?;
    // element strides of the flat array of `dims`, checked for overflow as NumPy does
    let mut ravel_strides = vec![0i64; nd];
    let axes: Vec<usize> = if fortran { (0..nd).collect() } else { (0..nd).rev().collect() };
    let mut step = 1i64;
    for &k in &axes {
        ravel_strides[k] = step;
        step = step
            .checked_mul(dims[k])
            .ok_or_else(|| value_error("invalid dims: array size defined by dims is larger than the maximum possible size."))?;
    }
    let items = ops::iterate(&a.req("multi_index"))?;
    if items.len() != nd {
        return Err(value_error(format!("parameter multi_index must be a sequence of length {}", nd)));
    }
    let coords: Vec<Rc<NdArray>> = items.iter().map(int_indices).collect::<PyResult<_>>()?;
    let shapes: Vec<&[usize]> = coords.iter().map(|c| c.shape.as_slice()).collect();
    let shape = ufunc::broadcast_shapes(&shapes).map_err(value_error)?;
    let total = layout::size_of(&shape);
    if total != 0 && dims.contains(&0) {
        return Err(value_error("cannot unravel if shape has zero entries (is empty)."));
    }
    // the result is allocated by the iterator (KEEPORDER over every coordinate array)
    let seen: Vec<Vec<isize>> = coords.iter().map(|c| ufunc::broadcast_strides(&c.shape, &c.strides, &shape)).collect();
    let ops: Vec<Vec<isize>> =
        seen.iter().map(|st| st.iter().zip(&shape).map(|(&s, &d)| if d == 1 { 0 } else { s }).collect()).collect();
    let perm = view::iter_keep_order_multi(shape.len(), &ops);
    let out_strides = layout::strides_in_perm_order(&shape, &perm, 8);
    // every element is written, or the result is dropped with the error
    let out = NdArray::for_overwrite(DType::Int64, &[total])?;
    let pairs: Vec<(&NdArray, Vec<isize>)> = coords.iter().map(|c| &**c).zip(seen).collect();
    // exactly the result's bytes: an empty array's buffer may hold a placeholder element
    let ok = stridelab_engine::compiled_base::ravel_multi_index(&shape, &pairs, &dims, &ravel_strides, &modes, &perm, &out_strides, &mut out.buf.data.borrow_mut()[..total * 8]);
    if !ok {
        return Err(value_error("invalid entry in coordinates array"));
    }
    Ok(from_result(NdArray::build(out.buf.clone(), 0, shape, out_strides, DType::Int64, true, true, None)?))
}

/// The per-axis clip modes of `ravel_multi_index` (`PyArray_ConvertClipmodeSequence`): a
/// list or tuple gives one mode per axis, anything else one mode for all.
fn clip_modes(v: Option<&Value>, n: usize) -> PyResult<Vec<ClipMode>> {
    match v {
        Some(seq @ (Value::List(_) | Value::Tuple(_))) => {
            let items = ops::iterate(seq)?;
            if items.len() != n {
                return Err(value_error(format!("list of clipmodes has wrong length ({} instead of {})", items.len(), n)));
            }
            items.iter().map(|m| clip_mode(Some(m))).collect()
        }
        other => Ok(vec![clip_mode(other)?; n]),
    }
}

/// The index tuples of `shape` in C order (the items of `np.ndindex(*shape)`).
fn index_tuples(shape: &[usize]) -> PyResult<Vec<Value>> {
    let n = shape.iter().fold(1u128, |acc, &d| acc.saturating_mul(d as u128));
    // the items are built up front, so their number is bounded as range() bounds its own
    if n > 100_000_000 {
        return Err(stridelab_engine::error::PyErr::new(stridelab_engine::error::ExcKind::MemoryError, "ndindex too large to iterate in stridelab"));
    }
    stridelab_engine::budget::charge(n as u64);
    let mut out = Vec::with_capacity(n as usize);
    for i in 0..n as usize {
        let idx = stridelab_engine::layout::unravel(i, shape);
        out.push(Value::int_tuple(idx.into_iter().map(|c| c as i128)));
    }
    Ok(out)
}

fn iter_of(items: Vec<Value>, kind: &'static str) -> Value {
    Value::Iter(Rc::new(std::cell::RefCell::new(crate::value::IterState { items, pos: 0, kind })))
}

/// `np.ndenumerate(arr)`: `(index, arr[index])` for every element in C order.
fn np_ndenumerate(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = crate::numpy::args::array_arg(&a.req("arr"))?;
    let idx = index_tuples(&x.shape)?;
    let vals = x.to_scalars();
    let items = idx.into_iter().zip(vals).map(|(i, v)| Value::tuple(vec![i, Value::Scalar(x.dtype, v)])).collect();
    Ok(iter_of(items, "ndenumerate"))
}

/// `np.ndindex(*shape)`: one shape tuple or the dimensions as separate ints.
fn np_ndindex(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let shape = match &a.rest[..] {
        [t @ Value::Tuple(_)] => crate::numpy::args::new_shape(t)?,
        rest => crate::numpy::args::new_shape(&Value::tuple(rest.to_vec()))?,
    };
    Ok(iter_of(index_tuples(&shape)?, "ndindex"))
}

// ----- mgrid / ogrid (numpy/lib/_index_tricks_impl.py nd_grid) -----

fn np_mgrid_call(_: &mut Interp, _: &Args) -> PyResult<Value> {
    Err(type_error("'MGridClass' object is not callable"))
}

fn np_ogrid_call(_: &mut Interp, _: &Args) -> PyResult<Value> {
    Err(type_error("'OGridClass' object is not callable"))
}

// ----- s_ / index_exp (numpy/lib/_index_tricks_impl.py IndexExpression) -----

fn np_index_exp_call(_: &mut Interp, _: &Args) -> PyResult<Value> {
    Err(type_error("'IndexExpression' object is not callable"))
}

/// `np.s_[key]` is the key itself; `np.index_exp[key]` (maketuple=True) wraps a key that
/// is not already a tuple in a 1-tuple.
pub(crate) fn index_expression(key: &Value, maketuple: bool) -> Value {
    match key {
        Value::Tuple(_) => key.clone(),
        _ if maketuple => Value::tuple(vec![key.clone()]),
        _ => key.clone(),
    }
}

/// A slice bound as nd_grid reads it: a Python or NumPy number.
#[derive(Clone, Copy)]
enum Num {
    I(i128),
    F(f64),
}

fn num_of(v: &Value) -> Option<Num> {
    match v {
        Value::Bool(b) => Some(Num::I(*b as i128)),
        Value::Int(i) => Some(Num::I(*i)),
        Value::Float(f) => Some(Num::F(*f)),
        Value::Scalar(_, s) => Some(match s {
            Scalar::Float(f) => Num::F(*f),
            Scalar::Bool(b) => Num::I(*b as i128),
            Scalar::Int(i) => Num::I(*i as i128),
            Scalar::UInt(u) => Num::I(*u as i128),
            Scalar::Complex(..) => return None,
        }),
        _ => None,
    }
}

fn as_f(n: Num) -> f64 {
    match n {
        Num::I(i) => i as f64,
        Num::F(f) => f,
    }
}

/// `math.ceil((stop - start) / step)` as Python evaluates it; `None` where Python raises
/// the TypeError nd_grid catches (a bound that is not a number).
fn grid_len(start: &Value, stop: &Value, step: &Value) -> PyResult<Option<i64>> {
    let (Some(a), Some(b), Some(s)) = (num_of(start), num_of(stop), num_of(step)) else {
        return Ok(None);
    };
    let diff = match (a, b) {
        (Num::I(x), Num::I(y)) => Num::I(y - x),
        _ => Num::F(as_f(b) - as_f(a)),
    };
    let q = match (diff, s) {
        (Num::I(_), Num::I(0)) => return Err(zero_division("division by zero")),
        (_, s) if as_f(s) == 0.0 => return Err(zero_division("float division by zero")),
        (d, s) => as_f(d) / as_f(s),
    };
    if q.is_nan() {
        return Err(value_error("cannot convert float NaN to integer"));
    }
    if q.is_infinite() {
        return Err(overflow_error("cannot convert float infinity to integer"));
    }
    Ok(Some(q.ceil().clamp(i64::MIN as f64, i64::MAX as f64) as i64))
}

/// `abs(step)` of a complex step (Python complex or NumPy complex scalar): nd_grid reads
/// its integer part as a number of points, stop included.
/// Also the value `abs(step)` itself: a NumPy complex64's is a float32 scalar, which takes
/// part in the result type.
fn complex_step(step: &Value) -> Option<(f64, Value)> {
    match step {
        Value::Complex(r, i) => Some((r.hypot(*i), Value::Float(r.hypot(*i)))),
        Value::Scalar(d, Scalar::Complex(r, i)) => {
            let part = d.part();
            let h = Scalar::Float(r.hypot(*i)).cast(part);
            Some((h.as_f64(), Value::Scalar(part, h)))
        }
        _ => None,
    }
}

/// nd_grid's step for `n` points from start to stop: `(stop - start) / float(n - 1)`, or the
/// int 1 when n is 1 (Python arithmetic, so `stop - start` may raise as it does there).
fn points_step(interp: &mut Interp, start: &Value, stop: &Value, n: i64) -> PyResult<Value> {
    if n == 1 {
        return Ok(Value::Int(1));
    }
    let span = ops::binary_op(interp, PyBinOp::Sub, stop, start)?;
    ops::binary_op(interp, PyBinOp::Div, &span, &Value::Float((n - 1) as f64))
}

/// `int(abs(step))` of a complex step, with Python's errors for inf and nan.
fn points_of(f: f64) -> PyResult<i64> {
    if f.is_nan() {
        return Err(value_error("cannot convert float NaN to integer"));
    }
    if f.is_infinite() {
        return Err(overflow_error("cannot convert float infinity to integer"));
    }
    Ok(f.trunc().min(i64::MAX as f64) as i64)
}

fn no_step(v: &Value) -> PyErr {
    attribute_error(format!("'{}' object has no attribute 'step'", v.type_name()))
}

fn slice_parts(v: &Value) -> Option<[Value; 3]> {
    match v {
        Value::Slice(s) => Some((**s).clone()),
        _ => None,
    }
}

/// `np.mgrid[key]` (sparse=false) and `np.ogrid[key]` (sparse=true).
pub(crate) fn nd_grid(interp: &mut Interp, key: &Value, sparse: bool) -> PyResult<Value> {
    let items: Vec<Value> = match key {
        Value::Tuple(t) => t.to_vec(),
        Value::List(l) => l.borrow().clone(),
        Value::Slice(_) => return grid_1d(interp, key),
        other => return Err(no_step(other)),
    };
    let mut bounds = Vec::with_capacity(items.len());
    for it in &items {
        let [start, stop, step] = slice_parts(it).ok_or_else(|| no_step(it))?;
        let start = if start.is_none() { Value::Int(0) } else { start };
        let step = if step.is_none() { Value::Int(1) } else { step };
        bounds.push((start, stop, step));
    }
    let mut sizes = Vec::with_capacity(bounds.len());
    let mut types = vec![TypeArg::Weak(1)];
    for (start, stop, step) in bounds.iter_mut() {
        if let Some((f, abs_step)) = complex_step(step) {
            let n = points_of(f)?;
            sizes.push(n);
            for v in [&*start, &*stop, &abs_step] {
                types.push(type_arg(v)?);
            }
            // the second pass multiplies by the spacing of n points, stop included
            *step = match points_step(interp, start, stop, n) {
                Ok(v) => v,
                Err(e) if e.kind == stridelab_engine::error::ExcKind::TypeError => return Err(no_step(key)),
                Err(e) => return Err(e),
            };
            continue;
        }
        match grid_len(start, stop, step)? {
            Some(n) => sizes.push(n),
            // Python's TypeError sends nd_grid to its one-slice branch, which needs .step
            None => return Err(no_step(key)),
        }
        for v in [&*start, &*stop, &*step] {
            types.push(type_arg(v)?);
        }
    }
    let typ = result_type_of(&types)?;
    if !sparse && sizes.iter().any(|&n| n < 0) {
        return Err(value_error("negative dimensions are not allowed"));
    }
    let dims: Vec<usize> = sizes.iter().map(|&n| n.max(0) as usize).collect();
    let nd = dims.len();
    // each axis: arange(size, dtype=typ) * step + start, as NumPy computes it
    let mut rows = Vec::with_capacity(nd);
    for (k, (start, _, step)) in bounds.iter().enumerate() {
        let base = NdArray::zeros(typ, &[dims[k]], false)?;
        {
            let mut d = base.buf.data.borrow_mut();
            stridelab_engine::creation::arange_int(&mut d[..dims[k] * typ.itemsize()], typ, 0, 1);
        }
        let m = ufunc::binary(BinOp::Mul, &ufunc::Operand::Array(base), &operand(step)?, None)?;
        rows.push(ufunc::binary(BinOp::Add, &ufunc::Operand::Array(m), &operand(start)?, None)?);
    }
    if sparse {
        let mut out = Vec::with_capacity(nd);
        for (k, r) in rows.into_iter().enumerate() {
            let mut shape = vec![1usize; nd];
            shape[k] = dims[k];
            let mut strides = vec![0isize; nd];
            strides[k] = r.strides[0];
            out.push(Value::Array(NdArray::view_of(&r, r.offset, shape, strides, r.dtype)?));
        }
        return Ok(Value::tuple(out));
    }
    let mut full = vec![nd];
    full.extend_from_slice(&dims);
    let out = NdArray::zeros(typ, &full, false)?;
    for (k, r) in rows.iter().enumerate() {
        let dst = NdArray::view_of(&out, out.offset + k * out.strides[0].max(0) as usize, dims.clone(), out.strides[1..].to_vec(), typ)?;
        let mut shape: Vec<i64> = vec![1; nd];
        shape[k] = dims[k] as i64;
        let src = view::reshape(r, &shape, Order::C, None)?;
        ufunc::assign_cast(&dst, &src);
    }
    Ok(Value::Array(out))
}

/// nd_grid's one-slice branch: `np.arange(start, stop, step)`.
fn grid_1d(interp: &mut Interp, key: &Value) -> PyResult<Value> {
    let [start, stop, step] = slice_parts(key).ok_or_else(|| no_step(key))?;
    let start = if start.is_none() { Value::Int(0) } else { start };
    if let Some((f, abs_step)) = complex_step(&step) {
        // arange(0, n, 1, dtype=result_type(start, stop, abs(step))) * step + start
        let n = points_of(f)?;
        let typ = result_type_of(&[type_arg(&start)?, type_arg(&stop)?, type_arg(&abs_step)?])?;
        let spacing = points_step(interp, &start, &stop, n)?;
        let base = NdArray::zeros(typ, &[n.max(0) as usize], false)?;
        {
            let mut d = base.buf.data.borrow_mut();
            stridelab_engine::creation::arange_int(&mut d[..n.max(0) as usize * typ.itemsize()], typ, 0, 1);
        }
        let m = ops::binary_op(interp, PyBinOp::Mul, &Value::Array(base), &spacing)?;
        return ops::binary_op(interp, PyBinOp::Add, &m, &start);
    }
    let a = Args::bind("arange", "start_or_stop, stop=None, step=None", vec![start, stop, step], vec![])?;
    np_arange(interp, &a)
}

/// `np.ix_(*args)` (`numpy/lib/_index_tricks_impl.py`): each argument as a 1-D array
/// (an empty non-array one as intp, a boolean one as its nonzero positions), reshaped to
/// lie along its own axis of `len(args)`; an ndarray argument gives a view of itself.
fn np_ix(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let nd = a.rest.len();
    let mut out = Vec::with_capacity(nd);
    for (k, v) in a.rest.iter().enumerate() {
        let mut x = match v {
            Value::Array(x) => x.clone(),
            other => {
                let x = crate::convert::to_array(other, None)?;
                if x.size() == 0 { view::copy(&x, DType::Int64, Order::K)? } else { x }
            }
        };
        if x.ndim() != 1 {
            return Err(value_error("Cross index must be 1 dimensional"));
        }
        if x.dtype == DType::Bool {
            x = stridelab_engine::item_selection::nonzero(&x)?.remove(0);
        }
        let mut shape = vec![1i64; nd];
        shape[k] = x.size() as i64;
        out.push(Value::Array(view::reshape(&x, &shape, Order::C, None)?));
    }
    Ok(Value::tuple(out))
}

// ----- r_ / c_ (numpy/lib/_index_tricks_impl.py AxisConcatenator) -----

fn np_r_call(_: &mut Interp, _: &Args) -> PyResult<Value> {
    Err(type_error("'RClass' object is not callable"))
}

fn np_c_call(_: &mut Interp, _: &Args) -> PyResult<Value> {
    Err(type_error("'CClass' object is not callable"))
}

fn call(interp: &mut Interp, key: &str, pos: Vec<Value>, kw: Vec<(&str, Value)>) -> PyResult<Value> {
    crate::builtins::call_builtin(interp, key, pos, kw.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
}

/// Python's `int(s)` of a directive's part (surrounding whitespace allowed).
fn directive_int(s: &str) -> Option<i64> {
    let t = s.trim();
    let digits = t.strip_prefix(['+', '-']).unwrap_or(t);
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit() || c == '_') || digits.starts_with('_') || digits.ends_with('_') || digits.contains("__") {
        return None;
    }
    t.replace('_', "").parse().ok()
}

/// `np.r_[key]` (`c` false: axis 0, ndmin 1, trans1d -1) and `np.c_[key]` (axis -1, ndmin 2,
/// trans1d 0), as `AxisConcatenator.__getitem__` builds the pieces: a slice is an arange (a
/// complex step: linspace with abs(step) points), a Python or NumPy scalar stays a weak
/// scalar for the result dtype, anything else an array of at least ndmin dimensions whose
/// axes trans1d rotates; a first string is a directive. All are cast to the common dtype and
/// concatenated.
pub(crate) fn concatenator(interp: &mut Interp, key: &Value, c: bool) -> PyResult<Value> {
    let (mut axis, mut ndmin, mut trans1d): (i64, i64, i64) = if c { (-1, 2, 0) } else { (0, 1, -1) };
    let name = if c { "np.c_" } else { "np.r_" };
    if matches!(key, Value::Str(_)) {
        return Err(stridelab_engine::error::not_implemented(format!("{name} of a matrix string (np.bmat) is not supported by stridelab")));
    }
    let items: Vec<Value> = match key {
        Value::Tuple(t) => t.to_vec(),
        other => vec![other.clone()],
    };
    let mut objs: Vec<Value> = Vec::new();
    let mut type_objs: Vec<Value> = Vec::new();
    for (k, item) in items.iter().enumerate() {
        let newobj = match item {
            Value::Slice(sl) => {
                let start = if sl[0].is_none() { Value::Int(0) } else { sl[0].clone() };
                let stop = sl[1].clone();
                let step = if sl[2].is_none() { Value::Int(1) } else { sl[2].clone() };
                let complex = matches!(step, Value::Complex(..) | Value::Scalar(DType::Complex64 | DType::Complex128, _));
                let mut o = if complex {
                    let mag = call(interp, "numpy.absolute", vec![step], vec![])?;
                    let size = ops::index_int(&mag).map(Ok).unwrap_or_else(|| match mag {
                        Value::Scalar(_, s) => Ok(s.as_f64().trunc() as i128),
                        Value::Float(f) => Ok(f.trunc() as i128),
                        _ => Err(type_error("int() argument must be a string, a bytes-like object or a real number")),
                    })?;
                    call(interp, "numpy.linspace", vec![start, stop], vec![("num", Value::Int(size))])?
                } else {
                    call(interp, "numpy.arange", vec![start, stop, step], vec![])?
                };
                if ndmin > 1 {
                    o = call(interp, "numpy.array", vec![o], vec![("copy", Value::None), ("ndmin", Value::Int(ndmin as i128))])?;
                    if trans1d != -1 {
                        o = call(interp, "numpy.swapaxes", vec![o, Value::Int(-1), Value::Int(trans1d as i128)], vec![])?;
                    }
                }
                o
            }
            Value::Str(s) => {
                if k != 0 {
                    return Err(value_error("special directives must be the first entry."));
                }
                if &**s == "r" || &**s == "c" {
                    return Err(stridelab_engine::error::not_implemented(format!(
                        "{name}'s '{s}' directive (a matrix result) is not supported by stridelab"
                    )));
                }
                if s.contains(',') {
                    let vec: Vec<&str> = s.split(',').collect();
                    let parsed: Option<Vec<i64>> = vec.iter().take(2).map(|x| directive_int(x)).collect();
                    match parsed {
                        Some(p) if p.len() == 2 && (vec.len() != 3 || directive_int(vec[2]).is_some()) => {
                            axis = p[0];
                            ndmin = p[1];
                            if vec.len() == 3 {
                                trans1d = directive_int(vec[2]).unwrap_or(trans1d);
                            }
                            continue;
                        }
                        _ => {
                            return Err(value_error(format!("unknown special directive {}", crate::repr::str_repr(s))))
                        }
                    }
                }
                match directive_int(s) {
                    Some(i) => {
                        axis = i;
                        continue;
                    }
                    None => return Err(value_error("unknown special directive")),
                }
            }
            Value::Int(_) | Value::Float(_) | Value::Complex(..) | Value::Bool(_) | Value::Scalar(..) | Value::Bytes(_) => {
                objs.push(item.clone());
                type_objs.push(item.clone());
                continue;
            }
            other => {
                let item_ndim = crate::numpy::args::array_arg(other)?.ndim() as i64;
                let mut o = call(interp, "numpy.array", vec![other.clone()], vec![("copy", Value::None), ("ndmin", Value::Int(ndmin as i128))])?;
                if trans1d != -1 && item_ndim < ndmin {
                    let k2 = ndmin - item_ndim;
                    let k1 = if trans1d < 0 { trans1d + k2 + 1 } else { trans1d };
                    let def: Vec<i64> = (0..ndmin).collect();
                    let cut = |lo: i64, hi: i64| -> Vec<i64> {
                        let n = def.len() as i64;
                        let norm = |x: i64| if x < 0 { (x + n).max(0) } else { x.min(n) } as usize;
                        let (lo, hi) = (norm(lo), norm(hi));
                        if lo < hi { def[lo..hi].to_vec() } else { Vec::new() }
                    };
                    let mut axes = cut(0, k1);
                    axes.extend(cut(k2, ndmin));
                    axes.extend(cut(k1, k2));
                    o = call(interp, "numpy.transpose", vec![o, Value::int_tuple(axes.into_iter().map(|x| x as i128))], vec![])?;
                }
                o
            }
        };
        let dt = crate::numpy::args::array_arg(&newobj)?.dtype;
        objs.push(newobj);
        type_objs.push(Value::DType(dt));
    }
    let mut pieces = Vec::with_capacity(objs.len());
    if !type_objs.is_empty() {
        let final_dtype = call(interp, "numpy.result_type", type_objs, vec![])?;
        for o in objs {
            pieces.push(call(
                interp,
                "numpy.array",
                vec![o],
                vec![("copy", Value::None), ("ndmin", Value::Int(ndmin as i128)), ("dtype", final_dtype.clone())],
            )?);
        }
    }
    call(interp, "numpy.concatenate", vec![Value::tuple(pieces)], vec![("axis", Value::Int(axis as i128))])
}
