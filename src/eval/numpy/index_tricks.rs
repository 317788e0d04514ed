//! NumPy's `numpy/lib/_index_tricks_impl.py` (and the `multiarray` functions it exports):
//! unravel_index, ravel_multi_index, and the iterator classes ndenumerate and ndindex.

use std::rc::Rc;

use crate::engine::ufunc;
use crate::engine::array::NdArray;
use crate::engine::dtype::{DType, Scalar};
use crate::error::{PyResult, type_error, value_error};
use crate::eval::ops;
use crate::eval::args::Args;
use crate::eval::builtins::{BuiltinDef, def};
use crate::eval::interp::Interp;
use crate::eval::numpy::args::{index_array, ints_of, seq_arrays, shape_arg};
use crate::eval::ops::from_result;
use crate::eval::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.unravel_index", "indices, shape, order='C'", "Flat indices to a tuple of coordinate arrays.", "np.unravel_index(7, (2, 4))", np_unravel_index),
    def!("numpy.ndenumerate", "arr", "Iterator of (index tuple, element) pairs in C order.", "list(np.ndenumerate(np.eye(2)))", np_ndenumerate),
    def!("numpy.ndindex", "*shape", "Iterator of the index tuples of a shape, in C order.", "list(np.ndindex(2, 3))", np_ndindex),
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

pub(crate) fn int_scalars_or_array(vals: Vec<i64>, shape: &[usize]) -> PyResult<Value> {
    let s: Vec<Scalar> = vals.into_iter().map(Scalar::Int).collect();
    Ok(from_result(NdArray::from_scalars(DType::Int64, shape, &s)?))
}

fn np_unravel_index(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let idx = index_array(&a.req("indices"))?;
    if !idx.dtype.is_integer() && idx.dtype != DType::Bool {
        return Err(type_error("only int indices permitted"));
    }
    let dims: Vec<usize> = shape_arg(&a.req("shape"))?.into_iter().map(|d| d.max(0) as usize).collect();
    let fortran = order_cf(a)?;
    let size: u128 = dims.iter().fold(1u128, |acc, &d| acc.saturating_mul(d as u128));
    let iv = ints_of(&idx);
    let mut cols: Vec<Vec<i64>> = vec![Vec::with_capacity(iv.len()); dims.len()];
    for &i in &iv {
        if i < 0 || i as u128 >= size {
            return Err(value_error(format!("index {} is out of bounds for array with size {}", i, size)));
        }
        let mut rem = i as usize;
        let order: Vec<usize> = if fortran { (0..dims.len()).collect() } else { (0..dims.len()).rev().collect() };
        for d in order {
            cols[d].push((rem % dims[d]) as i64);
            rem /= dims[d];
        }
    }
    let outs: Vec<Value> = cols.into_iter().map(|c| int_scalars_or_array(c, &idx.shape)).collect::<PyResult<_>>()?;
    Ok(Value::tuple(outs))
}

fn np_ravel_multi_index(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let dims: Vec<usize> = shape_arg(&a.req("dims"))?.into_iter().map(|d| d.max(0) as usize).collect();
    let coords: Vec<Rc<NdArray>> = seq_arrays(&a.req("multi_index"))?;
    if coords.len() != dims.len() {
        return Err(value_error(format!("parameter multi_index must be a sequence of length {}", dims.len())));
    }
    if coords.iter().any(|c| !c.dtype.is_integer() && c.dtype != DType::Bool) {
        return Err(type_error("only int indices permitted"));
    }
    let modes: Vec<String> = match a.get("mode") {
        None => vec!["raise".into(); dims.len()],
        Some(Value::Str(s)) => vec![s.to_string(); dims.len()],
        Some(v) => ops::iterate(&v)?
            .iter()
            .map(|m| match m {
                Value::Str(s) => Ok(s.to_string()),
                _ => Err(type_error("clipmode not understood")),
            })
            .collect::<PyResult<_>>()?,
    };
    if modes.len() != dims.len() {
        return Err(value_error("mode must be a single string or a sequence with one entry per dimension"));
    }
    let fortran = order_cf(a)?;
    let shapes: Vec<&[usize]> = coords.iter().map(|c| c.shape.as_slice()).collect();
    let shape = ufunc::broadcast_shapes(&shapes).map_err(value_error)?;
    let cols: Vec<Vec<i64>> = coords
        .iter()
        .map(|c| {
            let st = ufunc::broadcast_strides(&c.shape, &c.strides, &shape);
            Ok(ints_of(&*NdArray::build(c.buf.clone(), c.offset, shape.clone(), st, c.dtype, false, false, None)?))
        })
        .collect::<PyResult<_>>()?;
    let total: usize = shape.iter().product();
    let mut mult = vec![1i64; dims.len()];
    let order: Vec<usize> = if fortran { (0..dims.len()).collect() } else { (0..dims.len()).rev().collect() };
    let mut m = 1i64;
    for &d in &order {
        mult[d] = m;
        m = m.wrapping_mul(dims[d] as i64);
    }
    let mut out = Vec::with_capacity(total);
    for p in 0..total {
        let mut flat_i = 0i64;
        for d in 0..dims.len() {
            let n = dims[d] as i64;
            let mut v = cols[d][p];
            match modes[d].as_str() {
                "raise" => {
                    if v < 0 || v >= n {
                        return Err(value_error("invalid entry in coordinates array"));
                    }
                }
                "wrap" if n > 0 => v = v.rem_euclid(n),
                "clip" if n > 0 => v = v.clamp(0, n - 1),
                "wrap" | "clip" => {}
                other => return Err(value_error(format!("clipmode must be one of 'clip', 'raise', or 'wrap' (got '{}')", other))),
            }
            flat_i = flat_i.wrapping_add(v.wrapping_mul(mult[d]));
        }
        out.push(flat_i);
    }
    int_scalars_or_array(out, &shape)
}

/// The index tuples of `shape` in C order (the items of `np.ndindex(*shape)`).
fn index_tuples(shape: &[usize]) -> PyResult<Vec<Value>> {
    let n = shape.iter().fold(1u128, |acc, &d| acc.saturating_mul(d as u128));
    // the items are built up front, so their number is bounded as range() bounds its own
    if n > 100_000_000 {
        return Err(crate::error::PyErr::new(crate::error::ExcKind::MemoryError, "ndindex too large to iterate in stridelab"));
    }
    crate::engine::budget::charge(n as u64);
    let mut out = Vec::with_capacity(n as usize);
    for i in 0..n as usize {
        let idx = crate::engine::layout::unravel(i, shape);
        out.push(Value::int_tuple(idx.into_iter().map(|c| c as i128)));
    }
    Ok(out)
}

fn iter_of(items: Vec<Value>, kind: &'static str) -> Value {
    Value::Iter(Rc::new(std::cell::RefCell::new(crate::eval::value::IterState { items, pos: 0, kind })))
}

/// `np.ndenumerate(arr)`: `(index, arr[index])` for every element in C order.
fn np_ndenumerate(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = crate::eval::numpy::args::array_arg(&a.req("arr"))?;
    let idx = index_tuples(&x.shape)?;
    let vals = x.to_scalars();
    let items = idx.into_iter().zip(vals).map(|(i, v)| Value::tuple(vec![i, Value::Scalar(x.dtype, v)])).collect();
    Ok(iter_of(items, "ndenumerate"))
}

/// `np.ndindex(*shape)`: one shape tuple or the dimensions as separate ints.
fn np_ndindex(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let shape = match &a.rest[..] {
        [t @ Value::Tuple(_)] => crate::eval::numpy::args::new_shape(t)?,
        rest => crate::eval::numpy::args::new_shape(&Value::tuple(rest.to_vec()))?,
    };
    Ok(iter_of(index_tuples(&shape)?, "ndindex"))
}
