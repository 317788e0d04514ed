//! NumPy's `numpy.flatiter` (`numpy/_core/src/multiarray/iterators.c`): the object `a.flat`
//! returns. It walks the array in C order whatever its strides; indexing it with an int
//! gives one element, with a slice, an int array or a 1-d bool array a new 1-d copy (int
//! arrays keep their shape), and assigning through it repeats the values cyclically.

use std::cell::Cell;
use std::rc::Rc;

use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::gather::bytes_of;
use stridelab_engine::item_selection::{FlatSel, flat_offset, put_cyclic, take_flat};
use stridelab_engine::slicing::resolve_slice;
use stridelab_engine::error::{PyResult, attribute_error, index_error, type_error, value_error};
use crate::convert;
use crate::index::slice_part;
use crate::ops::index_int;
use crate::value::Value;

/// `a.flat`: the array and the iterator's position (`fl.index`).
#[derive(Debug)]
pub struct FlatIter {
    pub arr: Rc<NdArray>,
    pub index: Cell<usize>,
}

/// `a.flat`
pub fn flat_of(a: &Rc<NdArray>) -> Value {
    Value::FlatIter(Rc::new(FlatIter { arr: a.clone(), index: Cell::new(0) }))
}

/// What a flat index picks: one element, or several (with the result's shape).
enum Pick {
    One(usize),
    Many(FlatSel, Vec<usize>),
}

fn bounds(i: i128, n: usize) -> PyResult<usize> {
    let j = if i < 0 { i + n as i128 } else { i };
    if j < 0 || j >= n as i128 {
        return Err(index_error(format!("index {} is out of bounds for size {}", i, n)));
    }
    Ok(j as usize)
}

fn invalid() -> stridelab_engine::error::PyErr {
    index_error("only integers, slices (`:`), ellipsis (`...`) and integer or boolean arrays are valid indices")
}

/// Resolve a flat-iterator index against `n` elements (iterators.c `iter_subscript`).
fn pick(n: usize, idx: &Value) -> PyResult<Pick> {
    match idx {
        Value::Tuple(t) => match t.len() {
            0 => Ok(Pick::Many(FlatSel::All, vec![n])),
            1 => pick(n, &t[0]),
            k => Err(index_error(format!(
                "too many indices for flat iterator: flat iterator is 1-dimensional, but {} were indexed",
                k
            ))),
        },
        Value::Ellipsis => Ok(Pick::Many(FlatSel::All, vec![n])),
        // a 0-d boolean index (deprecated in NumPy 2.4): True picks the first element
        Value::Bool(true) | Value::Scalar(DType::Bool, Scalar::Bool(true)) => Ok(Pick::One(bounds(0, n)?)),
        Value::Bool(false) | Value::Scalar(DType::Bool, Scalar::Bool(false)) => Ok(Pick::Many(FlatSel::List(Vec::new()), vec![0])),
        Value::Slice(s) => {
            let r = resolve_slice(slice_part(&s[0])?, slice_part(&s[1])?, slice_part(&s[2])?, n).map_err(value_error)?;
            Ok(Pick::Many(FlatSel::Range { start: r.start.max(0) as usize, step: r.step as isize, len: r.len }, vec![r.len]))
        }
        Value::Int(_) | Value::Scalar(..) => match index_int(idx) {
            Some(i) => Ok(Pick::One(bounds(i, n)?)),
            None => match idx {
                // a float index (deprecated in NumPy 2.4) is truncated
                Value::Scalar(d, s) if d.is_float() => Ok(Pick::One(bounds(s.as_f64() as i128, n)?)),
                _ => Err(invalid()),
            },
        },
        Value::Float(f) => Ok(Pick::One(bounds(*f as i128, n)?)),
        Value::List(_) | Value::Array(_) => {
            let arr = convert::as_array(idx, None)?;
            if arr.dtype == DType::Bool {
                if !matches!(idx, Value::Array(_)) {
                    return Err(index_error(
                        "boolean indices for iterators are not supported because of previous behavior that was confusing (valid boolean indices are expected to work in the future)",
                    ));
                }
                if arr.ndim() != 1 {
                    return Err(index_error(format!(
                        "too many indices for flat iterator: flat iterator is 1-dimensional, but {} were indexed",
                        arr.ndim()
                    )));
                }
                if arr.shape[0] != n {
                    return Err(index_error(format!(
                        "boolean index did not match indexed flat iterator along axis 0; size of axis is {} but size of corresponding boolean axis is {}",
                        n, arr.shape[0]
                    )));
                }
                let mask = stridelab_engine::mapping::values_as::<bool>(&arr);
                let pos: Vec<usize> = (0..n).filter(|&i| mask[i]).collect();
                let len = pos.len();
                return Ok(Pick::Many(FlatSel::List(pos), vec![len]));
            }
            let ints = if arr.dtype.is_integer() {
                arr
            } else if arr.dtype.is_float() || arr.size() == 0 {
                // float index arrays are cast (deprecated in NumPy 2.4)
                stridelab_engine::view::copy(&arr, DType::Int64, stridelab_engine::view::Order::C)?
            } else {
                return Err(invalid());
            };
            let mut pos = Vec::with_capacity(ints.size());
            for i in stridelab_engine::mapping::read_indices(&ints) {
                pos.push(bounds(i as i128, n)?);
            }
            Ok(Pick::Many(FlatSel::List(pos), ints.shape.clone()))
        }
        _ => Err(invalid()),
    }
}

/// `a.flat[idx]`
pub fn get(it: &FlatIter, idx: &Value) -> PyResult<Value> {
    let a = &it.arr;
    it.index.set(0);
    match pick(a.size(), idx)? {
        Pick::One(i) => Ok(Value::Scalar(a.dtype, a.read_at(flat_offset(a, i)))),
        Pick::Many(sel, shape) => {
            let out = NdArray::zeros(a.dtype, &shape, false)?;
            take_flat(a, &sel, &out);
            Ok(Value::Array(out))
        }
    }
}

/// The values `v` as C-order bytes of `dt`, converted as NumPy's forced cast does.
fn value_bytes(v: &Value, dt: DType) -> PyResult<Vec<u8>> {
    let vals = convert::to_array(v, Some(dt))?;
    bytes_of(&vals, dt)
}

/// Write `v` cyclically into the elements of `a` that `sel` picks; `who` names the
/// array in the read-only error ("array", "underlying array", "put: output array").
pub fn put_values(a: &NdArray, sel: &FlatSel, v: &Value, who: &str) -> PyResult<()> {
    if !a.writeable.get() {
        return Err(value_error(format!("{} is read-only", who)));
    }
    let bytes = value_bytes(v, a.dtype)?;
    put_cyclic(a, sel, &bytes);
    Ok(())
}

/// `a.flat[idx] = v`
pub fn set(it: &FlatIter, idx: &Value, v: &Value) -> PyResult<()> {
    let a = &it.arr;
    it.index.set(0);
    let sel = match pick(a.size(), idx)? {
        Pick::One(i) => FlatSel::List(vec![i]),
        Pick::Many(sel, _) => sel,
    };
    put_values(a, &sel, v, "underlying array")
}

/// `a.flat = v`
pub fn assign(a: &Rc<NdArray>, v: &Value) -> PyResult<()> {
    put_values(a, &FlatSel::All, v, "array")
}

/// The elements `for x in a.flat` visits (from the iterator's position on).
pub fn iterate(it: &FlatIter) -> Vec<Value> {
    let a = &it.arr;
    let n = a.size();
    let start = it.index.get().min(n);
    it.index.set(n);
    (start..n).map(|i| Value::Scalar(a.dtype, a.read_at(flat_offset(a, i)))).collect()
}

/// `next(a.flat)`
pub fn next(it: &FlatIter) -> Option<Value> {
    let a = &it.arr;
    let i = it.index.get();
    if i >= a.size() {
        return None;
    }
    it.index.set(i + 1);
    Some(Value::Scalar(a.dtype, a.read_at(flat_offset(a, i))))
}

/// `fl.base`, `fl.index`, `fl.coords`, `fl.copy`
pub fn attr(obj: &Value, it: &FlatIter, name: &str) -> PyResult<Value> {
    let a = &it.arr;
    match name {
        "base" => Ok(Value::Array(a.clone())),
        "index" => Ok(Value::Int(it.index.get() as i128)),
        "coords" => {
            let i = it.index.get();
            let coords = if a.size() == 0 || a.ndim() == 0 {
                vec![0; a.ndim()]
            } else if i >= a.size() {
                // past the end the odometer has carried into the first axis
                let mut c = vec![0; a.ndim()];
                c[0] = a.shape[0];
                c
            } else {
                stridelab_engine::layout::unravel(i, &a.shape)
            };
            Ok(Value::int_tuple(coords.into_iter().map(|c| c as i128)))
        }
        "copy" | "__array__" => Ok(Value::Method(Rc::new((obj.clone(), name.to_string())))),
        _ => Err(attribute_error(format!("'numpy.flatiter' object has no attribute '{}'", name))),
    }
}

/// `fl.copy()`: the elements as a new 1-d array.
pub fn call_method(it: &FlatIter, name: &str, pos: &[Value]) -> PyResult<Value> {
    if !pos.is_empty() && name == "copy" {
        return Err(type_error(format!("function takes exactly 0 arguments ({} given)", pos.len())));
    }
    match name {
        "copy" | "__array__" => Ok(Value::Array(to_array(it)?)),
        _ => Err(attribute_error(format!("'numpy.flatiter' object has no attribute '{}'", name))),
    }
}

/// What NumPy's `flatiter.__array__` gives (iterators.c `iter_array`): a 1-d view of the
/// array when it is C-contiguous (so `np.asarray(a.flat)`, and even `np.array(a.flat)`,
/// share `a`'s memory), else the elements copied in C order.
pub fn array_of(it: &FlatIter) -> PyResult<Rc<NdArray>> {
    if it.arr.is_c_contiguous() {
        stridelab_engine::view::ravel(&it.arr, stridelab_engine::view::Order::C)
    } else {
        to_array(it)
    }
}

/// The elements in C order as a new 1-d array (`fl.copy()`).
pub fn to_array(it: &FlatIter) -> PyResult<Rc<NdArray>> {
    let a = &it.arr;
    let out = NdArray::zeros(a.dtype, &[a.size()], false)?;
    take_flat(a, &FlatSel::All, &out);
    Ok(out)
}
