//! Converting Python values to arrays and dtypes (`np.array`, `dtype=` arguments,
//! values assigned into arrays).

use std::rc::Rc;

use super::value::{TypeObj, Value};
use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::error::{PyResult, overflow_error, type_error, value_error, not_implemented};

/// Parse a `dtype=` argument: np.int32, 'int32', 'i4', int, float, bool, np.dtype(...).
pub fn parse_dtype(v: &Value) -> PyResult<DType> {
    match v {
        Value::DType(d) => Ok(*d),
        Value::Type(TypeObj::NpScalar(d)) => Ok(*d),
        Value::Type(TypeObj::Int) => Ok(DType::Int64),
        Value::Type(TypeObj::Float) => Ok(DType::Float64),
        Value::Type(TypeObj::Bool) => Ok(DType::Bool),
        Value::Type(TypeObj::Complex) => Ok(DType::Complex128),
        Value::Type(TypeObj::NpAbstract(a)) => {
            use crate::numpy::numerictypes::Abstract as A;
            Err(type_error(match a {
                A::Generic => "Converting `np.generic` to a dtype is not allowed.",
                A::Integer | A::SignedInteger => "Converting 'np.integer' or 'np.signedinteger' to a dtype is not allowed",
                A::UnsignedInteger => "Converting `np.unsignedinteger` to a dtype is not allowed",
                A::ComplexFloating => "Converting `np.complex` to a dtype is not allowed.",
                A::Number | A::Inexact | A::Floating => "Converting `np.inexact` or `np.floating` to a dtype not allowed",
            }))
        }
        Value::Str(s) => DType::from_name(s).ok_or_else(|| {
            if crate::numpy::names::is_numpy_dtype_string(s) {
                not_implemented(format!("data type '{s}' is not supported by stridelab"))
            } else {
                type_error(format!("data type '{}' not understood", s))
            }
        }),
        Value::None => Ok(DType::Float64),
        Value::Array(a) => Ok(a.dtype),
        Value::Descr(_) | Value::Record(_) => {
            Err(not_implemented("structured dtypes are not supported here by stridelab"))
        }
        // a list of fields is a structured dtype; Python's own types are NumPy's object, str, ...
        Value::List(_) | Value::Tuple(_) | Value::Dict(_) => {
            Err(not_implemented("structured dtypes (fields) are not supported by stridelab"))
        }
        Value::Type(_) => Err(not_implemented(format!(
            "dtype {} is not supported by stridelab",
            crate::repr::repr(v, &Default::default())
        ))),
        other => Err(type_error(format!(
            "Cannot interpret '{}' as a data type",
            crate::repr::repr(other, &Default::default())
        ))),
    }
}

/// As [`parse_dtype`], also taking non-native byte orders ('>i8', '!f4'): for the functions
/// whose answer is a canonical, native-order dtype anyway (`np.promote_types`).
pub fn parse_dtype_any_order(v: &Value) -> PyResult<DType> {
    if let Value::Str(s) = v
        && let Some(rest) = s.strip_prefix('>').or_else(|| s.strip_prefix('!'))
        && let Some(d) = DType::from_name(&format!("<{rest}"))
    {
        return Ok(d);
    }
    parse_dtype(v)
}

/// The type a value contributes when NumPy discovers an array's dtype.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Leaf {
    PyBool,
    /// A Python int within uint64's range (one above int64's is discovered as uint64; with
    /// an integer `dtype=` it is range-checked by [`py_int_into`])
    PyInt(i128),
    PyFloat,
    PyComplex,
    /// A NumPy scalar: converted with the checks of a Python value
    Np(DType),
    /// An element of an array inside the list: cast as `astype` casts (NaN into an integer
    /// dtype is the C cast, not an error)
    ArrayElem(DType),
}

/// Flatten nested lists/tuples/arrays into (shape, leaves), checking the shape is regular.
fn discover(v: &Value, depth: usize, shape: &mut Vec<usize>, leaves: &mut Vec<(Leaf, Scalar)>, fixed: &mut Option<usize>) -> PyResult<()> {
    let items: Option<Vec<Value>> = match v {
        Value::List(l) => Some(l.borrow().clone()),
        Value::Tuple(t) => Some(t.as_ref().clone()),
        Value::Range(..) => Some(super::ops::iterate(v)?),
        _ => None,
    };
    // NPY_MAXDIMS is 64: a sequence at depth 64 would add a 65th dimension (array_coercion.c)
    if depth >= 64 && items.is_some() {
        return Err(value_error(
            "setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 64.",
        ));
    }
    let inhomogeneous = |depth: usize, shape: &[usize]| {
        value_error(format!(
            "setting an array element with a sequence. The requested array has an inhomogeneous shape after {} dimensions. The detected shape was {} + inhomogeneous part.",
            depth,
            stridelab_engine::array::shape_repr(&shape[..depth])
        ))
    };
    if let Value::Array(a) = v {
        // an array inside a list contributes its own dimensions
        let sub = &a.shape;
        check_dims(depth, sub, shape, fixed).map_err(|_| inhomogeneous(depth, shape))?;
        for s in a.to_scalars() {
            leaves.push((Leaf::ArrayElem(a.dtype), s));
        }
        return Ok(());
    }
    match items {
        Some(items) => {
            if depth < shape.len() {
                if shape[depth] != items.len() || fixed.is_some_and(|f| f <= depth) {
                    return Err(inhomogeneous(depth, shape));
                }
            } else {
                if fixed.is_some() {
                    return Err(inhomogeneous(depth.min(shape.len()), shape));
                }
                shape.push(items.len());
            }
            if items.is_empty() {
                *fixed = Some(depth + 1);
            }
            for it in &items {
                discover(it, depth + 1, shape, leaves, fixed)?;
            }
            Ok(())
        }
        None => {
            match fixed {
                Some(f) if *f != depth => return Err(inhomogeneous(depth.min(*f), shape)),
                None if depth < shape.len() => return Err(inhomogeneous(depth, shape)),
                _ => {}
            }
            *fixed = Some(depth);
            leaves.push(leaf_of(v)?);
            Ok(())
        }
    }
}

fn check_dims(depth: usize, sub: &[usize], shape: &mut Vec<usize>, fixed: &mut Option<usize>) -> Result<(), ()> {
    let end = depth + sub.len();
    match fixed {
        Some(f) => {
            if *f != end || shape.len() < end || shape[depth..end] != *sub {
                return Err(());
            }
        }
        None => {
            if shape.len() > depth {
                if shape.len() != end || shape[depth..end] != *sub {
                    return Err(());
                }
            } else {
                shape.extend_from_slice(sub);
            }
            *fixed = Some(end);
        }
    }
    Ok(())
}

fn leaf_of(v: &Value) -> PyResult<(Leaf, Scalar)> {
    Ok(match v {
        Value::Bool(b) => (Leaf::PyBool, Scalar::Bool(*b)),
        Value::Int(i) => {
            if let Ok(x) = i64::try_from(*i) {
                (Leaf::PyInt(*i), Scalar::Int(x))
            } else if let Ok(u) = u64::try_from(*i) {
                (Leaf::PyInt(*i), Scalar::UInt(u))
            } else {
                // only a `dtype=` can hold it (checked in `to_array`)
                (Leaf::PyInt(*i), Scalar::Float(*i as f64))
            }
        }
        Value::Float(f) => (Leaf::PyFloat, Scalar::Float(*f)),
        Value::Complex(r, i) => (Leaf::PyComplex, Scalar::Complex(*r, *i)),
        Value::Scalar(d, s) => (Leaf::Np(*d), *s),
        Value::None => return Err(not_implemented("object arrays (holding None) are not supported by stridelab")),
        Value::Str(_) => return Err(not_implemented("string arrays are not supported by stridelab")),
        other => {
            return Err(not_implemented(format!(
                "arrays of '{}' objects are not supported by stridelab",
                other.type_name()
            )));
        }
    })
}

/// A Python complex stored into a real dtype: NumPy calls Python's `int()`/`float()` on
/// it, which refuse (a NumPy complex scalar is cast instead, dropping the imaginary part).
pub fn refuse_py_complex(v: &Value, dt: DType) -> PyResult<()> {
    if !matches!(v, Value::Complex(..)) || dt.is_complex() || dt == DType::Bool {
        return Ok(());
    }
    let f = if dt.is_float() {
        "float() argument must be a string or a real number"
    } else {
        "int() argument must be a string, a bytes-like object or a real number"
    };
    Err(type_error(format!("{f}, not 'complex'")))
}

/// NumPy's promotion of two dtypes (`np.result_type` for non-weak types); one rule,
/// shared with the ufuncs.
pub use stridelab_engine::ufunc::promote_types as promote;

/// The dtype NumPy discovers for a list of leaves (Python scalars are not weak here:
/// `np.array([1, 2.5])` is float64, `np.array([np.float32(1), 2.5])` is float64 too).
fn discovered_dtype(leaves: &[(Leaf, Scalar)]) -> DType {
    let mut d: Option<DType> = None;
    for (l, _) in leaves {
        let t = match l {
            Leaf::PyBool => DType::Bool,
            Leaf::PyInt(i) if *i > i64::MAX as i128 => DType::UInt64,
            Leaf::PyInt(_) => DType::Int64,
            Leaf::PyFloat => DType::Float64,
            Leaf::PyComplex => DType::Complex128,
            Leaf::Np(t) | Leaf::ArrayElem(t) => *t,
        };
        d = Some(match d {
            None => t,
            Some(p) => promote(p, t),
        });
    }
    d.unwrap_or(DType::Float64)
}

/// Cast a value into `dtype` as assignment and `np.array(..., dtype=)` do: Python ints
/// must fit integer dtypes (NEP 50 OverflowError), NaN cannot become an integer.
pub fn cast_checked(v: Scalar, from_python_int: bool, dtype: DType) -> PyResult<Scalar> {
    if from_python_int && dtype.is_integer() {
        let (lo, hi) = dtype.int_bounds().unwrap_or((0, u64::MAX as i128));
        let x: i128 = match v {
            Scalar::Int(i) => i as i128,
            Scalar::UInt(u) => u as i128,
            _ => 0,
        };
        if x < lo || x > hi {
            return Err(overflow_error(format!("Python integer {} out of bounds for {}", x, dtype.name())));
        }
    }
    if let Scalar::Float(f) = v
        && dtype.is_integer() {
            if f.is_nan() {
                return Err(value_error("cannot convert float NaN to integer"));
            }
            if f.is_infinite() {
                return Err(overflow_error("cannot convert float infinity to integer"));
            }
        }
    Ok(v.cast(dtype))
}

/// A Python int stored into an integer dtype: it must fit (CPython's conversion to C long
/// fails first: "Python int too large to convert to C long").
pub fn py_int_into(v: i128, dtype: DType) -> PyResult<Scalar> {
    stridelab_engine::ufunc::pyint_to_int(v, dtype)
}

/// A Python float stored into an integer dtype: NumPy 2 converts it with Python's `int()`
/// (truncation; NaN and infinity refused) and range-checks that int, so `a[0] = -1.0` on
/// uint8 raises OverflowError where a NumPy float64 would be cast to 255.
pub fn py_float_into(f: f64, dtype: DType) -> PyResult<Scalar> {
    if f.is_nan() {
        return Err(value_error("cannot convert float NaN to integer"));
    }
    if f.is_infinite() {
        return Err(overflow_error("cannot convert float infinity to integer"));
    }
    let t = f.trunc();
    if t.abs() >= 1.0e38 {
        return Err(overflow_error("Python int too large to convert to C long"));
    }
    py_int_into(t as i128, dtype)
}

/// A scalar value stored into an element of `dtype` (setitem, `fill`, `put`): Python ints
/// and floats follow [`py_int_into`]/[`py_float_into`] for integer dtypes, everything else
/// [`cast_checked`]. None when `v` is not a scalar.
pub fn store_scalar(v: &Value, dtype: DType) -> Option<PyResult<Scalar>> {
    match v {
        Value::Int(i) if dtype.is_integer() => Some(py_int_into(*i, dtype)),
        Value::Float(f) if dtype.is_integer() => Some(py_float_into(*f, dtype)),
        _ => scalar_of(v).map(|(s, py_int)| cast_checked(s, py_int, dtype)),
    }
}

/// `np.array(v, dtype=)`: always a new array owning its data.
pub fn to_array(v: &Value, dtype: Option<DType>) -> PyResult<Rc<NdArray>> {
    if let Value::Masked(m) = v {
        // np.asarray of a masked array is its data
        return to_array(&Value::Array(m.data.clone()), dtype);
    }
    if let Value::Record(r) = v {
        if r.descr.fields.len() > 1 && !r.kind.is_scalar() {
            // a structured array casts to a plain dtype only field by field, and only from one field
            return Err(type_error(format!(
                "Cannot cast array data from {} to dtype('{}') according to the rule 'unsafe'",
                stridelab_engine::records::Descr::Struct(r.descr.clone()).repr(),
                dtype.unwrap_or(DType::Float64).name()
            )));
        }
        return Err(not_implemented(
            "this operation on a structured array is not supported by stridelab (it supports creation, fields, indexing, views, copy and sorting by fields)",
        ));
    }
    if let Value::Array(a) = v {
        return a.copy_as(dtype.unwrap_or(a.dtype), false);
    }
    if let Value::PyArray(p) = v {
        // the buffer protocol: the items with the typecode's dtype
        let a = p.ndarray();
        return a.copy_as(dtype.unwrap_or(a.dtype), false);
    }
    if let Value::Poly1d(p) = v {
        // poly1d.__array__: its coefficients
        return p.coeffs.copy_as(dtype.unwrap_or(p.coeffs.dtype), false);
    }
    if let Value::FlatIter(it) = v {
        // NumPy keeps what `flatiter.__array__` gives, a view of a C-contiguous array
        let a = crate::numpy::flatiter::array_of(it)?;
        return match dtype {
            Some(d) if d != a.dtype => a.copy_as(d, false),
            _ => Ok(a),
        };
    }
    if let Value::Scalar(d, s) = v {
        let d2 = dtype.unwrap_or(*d);
        return NdArray::from_scalars(d2, &[], &[s.cast(d2)]);
    }
    if let Some(a) = array_of_arrays(v, dtype)? {
        return Ok(a);
    }
    let mut shape = Vec::new();
    let mut leaves = Vec::new();
    let mut fixed = None;
    discover(v, 0, &mut shape, &mut leaves, &mut fixed)?;
    if dtype.is_none()
        && let Some((Leaf::PyInt(i), _)) = leaves.iter().find(|(l, _)| matches!(l, Leaf::PyInt(i) if u64::try_from(*i).is_err() && i64::try_from(*i).is_err()))
    {
        return Err(overflow_error(format!("Python integer {} out of bounds for int64", i)));
    }
    let dt = dtype.unwrap_or_else(|| discovered_dtype(&leaves));
    stridelab_engine::array::check_alloc(&shape, dt)?;
    if leaves.iter().any(|(l, _)| *l == Leaf::PyComplex) {
        refuse_py_complex(&Value::Complex(0.0, 0.0), dt)?;
    }
    let mut vals = Vec::with_capacity(leaves.len());
    for (l, s) in leaves {
        vals.push(match (l, s) {
            (Leaf::PyInt(i), _) if dt.is_integer() => py_int_into(i, dt)?,
            (Leaf::PyFloat, Scalar::Float(f)) if dt.is_integer() => py_float_into(f, dt)?,
            (Leaf::ArrayElem(_), _) => s.cast(dt),
            _ => cast_checked(s, false, dt)?,
        });
    }
    NdArray::from_scalars(dt, &shape, &vals)
}

/// `np.array([x, y, ...])` for a list or tuple of arrays of one shape: each array is cast
/// and copied into its slot of the result, typed, as the general path's leaf-by-leaf
/// discovery would give (the dtypes promote the same way; array elements are cast as
/// `astype` casts). None for anything else.
fn array_of_arrays(v: &Value, dtype: Option<DType>) -> PyResult<Option<Rc<NdArray>>> {
    let items = match v {
        Value::List(l) => l.borrow().clone(),
        Value::Tuple(t) => t.as_ref().clone(),
        _ => return Ok(None),
    };
    let arrays: Vec<Rc<NdArray>> = items
        .iter()
        .map_while(|x| match x {
            Value::Array(a) => Some(a.clone()),
            _ => None,
        })
        .collect();
    let Some(first) = arrays.first() else { return Ok(None) };
    if arrays.len() != items.len() || arrays.iter().any(|a| a.shape != first.shape) {
        return Ok(None);
    }
    let dt = dtype.unwrap_or_else(|| arrays.iter().skip(1).fold(first.dtype, |p, a| promote(p, a.dtype)));
    let mut shape = vec![arrays.len()];
    shape.extend_from_slice(&first.shape);
    stridelab_engine::array::check_alloc(&shape, dt)?;
    // the arrays fill every slot
    let out = NdArray::for_overwrite(dt, &shape)?;
    let slot = first.size() * dt.itemsize();
    for (k, a) in arrays.iter().enumerate() {
        let strides = out.strides[1..].to_vec();
        let target = NdArray::view_of(&out, k * slot, first.shape.clone(), strides, dt)?;
        stridelab_engine::ufunc::assign_cast(&target, a);
    }
    Ok(Some(out))
}

/// `np.asarray(v)`: the array itself when no conversion is needed.
pub fn as_array(v: &Value, dtype: Option<DType>) -> PyResult<Rc<NdArray>> {
    match v {
        Value::Array(a) if dtype.is_none() || dtype == Some(a.dtype) => Ok(a.clone()),
        Value::Poly1d(p) if dtype.is_none() || dtype == Some(p.coeffs.dtype) => Ok(p.coeffs.clone()),
        _ => to_array(v, dtype),
    }
}

/// A single Python or NumPy scalar value, with whether it is a Python int (for range checks).
pub fn scalar_of(v: &Value) -> Option<(Scalar, bool)> {
    Some(match v {
        Value::Bool(b) => (Scalar::Bool(*b), false),
        Value::Int(i) => (
            match i64::try_from(*i) {
                Ok(x) => Scalar::Int(x),
                Err(_) => Scalar::UInt(u64::try_from(*i).unwrap_or(u64::MAX)),
            },
            true,
        ),
        Value::Float(f) => (Scalar::Float(*f), false),
        Value::Complex(r, i) => (Scalar::Complex(*r, *i), false),
        Value::Scalar(_, s) => (*s, false),
        _ => return None,
    })
}

/// A NumPy scalar back to the closest Python value (`.item()`, `.tolist()`, `int()`).
pub fn scalar_to_py(s: Scalar) -> Value {
    match s {
        Scalar::Bool(b) => Value::Bool(b),
        Scalar::Int(i) => Value::Int(i as i128),
        Scalar::UInt(u) => Value::Int(u as i128),
        Scalar::Float(f) => Value::Float(f),
        Scalar::Complex(re, im) => Value::Complex(re, im),
    }
}

/// Values about to be written into an array of `dtype` (`a[:] = [1, 2]`): converted
/// straight to that dtype, so Python ints are range-checked and floats truncated.
pub fn to_array_weak(v: &Value, dtype: DType) -> PyResult<Rc<NdArray>> {
    to_array(v, Some(dtype))
}
