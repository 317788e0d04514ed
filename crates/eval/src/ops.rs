//! Operators on values: Python semantics for Python objects, NumPy's ufuncs for arrays
//! and NumPy scalars (Python scalars mixed with arrays are weak, as in NEP 50).

use std::rc::Rc;

use super::interp::Interp;
use super::value::Value;
use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::ufunc::{self, BinOp as UBin, Operand, UnOp};
use stridelab_engine::error::{ExcKind, PyErr, PyResult, overflow_error, type_error, value_error, zero_division, not_implemented};
use stridelab_lang::ast::{BinOp, CmpOp, UnaryOp};

/// Python truthiness; arrays with more than one element raise NumPy's ValueError.
pub fn truthy(v: &Value) -> PyResult<bool> {
    Ok(match v {
        Value::None => false,
        Value::Bool(b) => *b,
        Value::Int(i) => *i != 0,
        Value::Float(f) => *f != 0.0,
        Value::Complex(r, i) => *r != 0.0 || *i != 0.0,
        Value::Str(s) | Value::NpStr(s) => !s.is_empty(),
        Value::NpBytes(b) => !b.is_empty(),
        Value::MappingProxy(d) => !d.borrow().is_empty(),
        Value::Text(t) => match t.size() {
            1 => !t.get_flat(0).is_empty(),
            0 => return Err(value_error("The truth value of an empty array is ambiguous. Use `array.size > 0` to check that an array is not empty.")),
            _ => return Err(value_error("The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()")),
        },
        Value::Masked(m) => crate::numpy::ma::truthy_of(m)?,
        Value::Tuple(t) => !t.is_empty(),
        Value::List(l) => !l.borrow().is_empty(),
        Value::Dict(d) => !d.borrow().is_empty(),
        Value::Set(t) => !t.borrow().is_empty(),
        Value::Range(a, b, s) => range_len(*a, *b, *s) > 0,
        Value::Scalar(_, s) => s.as_bool(),
        Value::Record(_) => return Err(not_implemented("the truth value of a structured array or record is not supported by stridelab")),
        Value::Time(t) => crate::numpy::datetime::truthy(t)?,
        Value::Objects(o) => match crate::numpy::object_arrays::as_obj(v) {
            Some(a) => crate::numpy::object_arrays::truthy(a)?,
            None => !matches!(**o, crate::numpy::object_arrays::Objects::DType | crate::numpy::object_arrays::Objects::StringDType(_)),
        },
        Value::Array(a) => {
            if a.size() == 1 {
                a.get_flat(0).as_bool()
            } else if a.size() == 0 {
                return Err(value_error(
                    "The truth value of an empty array is ambiguous. Use `array.size > 0` to check that an array is not empty.",
                ));
            } else {
                return Err(value_error(
                    "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()",
                ));
            }
        }
        _ => true,
    })
}

pub fn range_len(a: i128, b: i128, s: i128) -> i128 {
    if s > 0 && a < b {
        (b - a - 1) / s + 1
    } else if s < 0 && a > b {
        (a - b - 1) / (-s) + 1
    } else {
        0
    }
}

/// Python sequences count against the session's size limit (`--max-bytes`) as arrays do:
/// each item here is a whole `Value`, several times CPython's 8-byte pointer, so a tuple of
/// 6*10**7 items would take gigabytes (and iterating it, as many again).
/// The session's memory budget is checked too (`engine::budget::fits_in_memory`).
pub(crate) fn check_seq_bytes(items: usize, item_bytes: usize) -> PyResult<()> {
    let bytes = items as u128 * item_bytes as u128;
    // never below 64 MiB, so that a small array limit (the fuzzer's 1 MiB) leaves Python's
    // own lists and loops their usual room
    let limit = (stridelab_engine::buffer::max_bytes() as u128).max(1 << 26);
    if bytes > limit {
        return Err(PyErr::new(
            ExcKind::MemoryError,
            format!(
                "a sequence of {} items ({}) is larger than stridelab's --max-bytes limit ({})",
                items,
                stridelab_engine::buffer::size_to_string(bytes),
                stridelab_engine::buffer::size_to_string(limit)
            ),
        ));
    }
    if !stridelab_engine::budget::fits_in_memory(bytes) {
        return Err(stridelab_engine::budget::memory_request_error(bytes));
    }
    Ok(())
}

/// Work steps one dict lookup, store, delete or `in` costs: hashing the key and comparing it
/// take about as long as 16 array element operations.
pub const SCAN_STEP: u64 = 16;

/// The elements `for x in v` visits.
pub fn iterate(v: &Value) -> PyResult<Vec<Value>> {
    // a container's items are work too, one step each (`x in list`, `list.count`, `index`
    // would otherwise be free); a stop surfaces at the interpreter's next check
    let charge = |n: usize| stridelab_engine::budget::charge(n as u64);
    match v {
        Value::Tuple(t) => {
            charge(t.len());
            Ok(t.as_ref().clone())
        }
        Value::List(l) => {
            charge(l.borrow().len());
            Ok(l.borrow().clone())
        }
        Value::Dict(d) => {
            charge(d.borrow().len());
            Ok(d.borrow().iter().map(|(k, _)| k.clone()).collect())
        }
        Value::Set(t) => Ok(t.borrow().items()),
        Value::StringIO(s) => Ok(s.rest_lines()?.iter().map(|l| Value::str(l)).collect()),
        Value::Str(s) => Ok(s.chars().map(|c| Value::str(&c.to_string())).collect()),
        Value::Bytes(b) => Ok(b.iter().map(|&c| Value::Int(c as i128)).collect()),
        Value::ByteArray(b) => Ok(b.to_vec().iter().map(|&c| Value::Int(c as i128)).collect()),
        Value::PyArray(p) => Ok(p.values()),
        Value::Record(r) => crate::numpy::records::items(r),
        Value::Text(t) => crate::numpy::strings::items(t),
        Value::Objects(_) => match crate::numpy::object_arrays::as_obj(v) {
            Some(a) => crate::numpy::object_arrays::iterate(a),
            None => Err(type_error(format!("'{}' object is not iterable", crate::numpy::object_arrays::dtype_class(v)))),
        },
        Value::MappingProxy(d) => iterate(&Value::Dict(d.clone())),
        Value::NpStr(_) | Value::NpBytes(_) => iterate(&crate::numpy::strings::to_python(v)),
        Value::Time(t) => crate::numpy::datetime::iterate(t),
        Value::Masked(m) => crate::numpy::ma::items(m),
        Value::Range(a, b, s) => {
            let n = range_len(*a, *b, *s);
            // the items are work too (a stop surfaces at the interpreter's next check)
            stridelab_engine::budget::charge(n.clamp(0, u64::MAX as i128) as u64);
            if n > 100_000_000 {
                return Err(PyErr::new(ExcKind::MemoryError, "range too large to iterate in stridelab"));
            }
            check_seq_bytes(n as usize, std::mem::size_of::<Value>())?;
            Ok((0..n).map(|i| Value::Int(a + i * s)).collect())
        }
        Value::Iter(st) => {
            let mut st = st.borrow_mut();
            let rest = st.items[st.pos..].to_vec();
            st.pos = st.items.len();
            Ok(rest)
        }
        Value::FlatIter(it) => Ok(crate::numpy::flatiter::iterate(it)),
        // poly1d and Polynomial iterate over their coefficients
        Value::Poly1d(p) => iterate(&Value::Array(p.coeffs.clone())),
        Value::Polynomial(p) => iterate(&Value::Array(p.coef.clone())),
        Value::NdIter(it) => {
            let mut out = Vec::new();
            while let Some(x) = crate::numpy::nditer::next(it)? {
                out.push(x);
            }
            Ok(out)
        }
        Value::Array(a) => {
            if a.ndim() == 0 {
                return Err(type_error("iteration over a 0-d array"));
            }
            check_seq_bytes(a.shape[0], std::mem::size_of::<Value>())?;
            charge(a.shape[0]);
            let mut out = Vec::with_capacity(a.shape[0]);
            let class = crate::numpy::subclass::class_of(a);
            for i in 0..a.shape[0] {
                let item = super::index::index_first_axis(a, i)?;
                out.push(match class {
                    Some(c) if crate::numpy::defmatrix::is_matrix_class(c) => crate::numpy::defmatrix::row(a, c, item)?,
                    _ => item,
                });
            }
            Ok(out)
        }
        other => Err(type_error(format!("'{}' object is not iterable", other.type_name()))),
    }
}

pub fn check_hashable(v: &Value) -> PyResult<()> {
    match v {
        Value::List(_) => Err(type_error("unhashable type: 'list'")),
        Value::Dict(_) => Err(type_error("unhashable type: 'dict'")),
        Value::Set(_) => Err(type_error("unhashable type: 'set'")),
        Value::Masked(m) => Err(type_error(format!("unhashable type: '{}'", if m.constant { "MaskedConstant" } else { "MaskedArray" }))),
        Value::Array(_) | Value::Text(_) => Err(type_error("unhashable type: 'numpy.ndarray'")),
        Value::Objects(_) if crate::numpy::object_arrays::as_obj(v).is_some() => Err(type_error("unhashable type: 'numpy.ndarray'")),
        _ => Ok(()),
    }
}

/// A Python number as f64 / i128, if it is one (bools count as ints).
fn as_py_int(v: &Value) -> Option<i128> {
    match v {
        Value::Bool(b) => Some(*b as i128),
        Value::Int(i) => Some(*i),
        _ => None,
    }
}

fn as_py_float(v: &Value) -> Option<f64> {
    match v {
        Value::Float(f) => Some(*f),
        _ => as_py_int(v).map(|i| i as f64),
    }
}

/// How deep comparisons and reprs of nested containers may go before they raise
/// RecursionError, as CPython's recursion limit (1000, less the frames already in use) stops
/// `list_richcompare` and `list_repr`; deeper values would overflow the native stack here.
pub const NESTING_LIMIT: usize = 990;

/// A comparison went deeper than [`NESTING_LIMIT`].
pub struct TooDeep;

/// Python `==` for plain values (used for dict keys, `in`, list equality). A comparison too
/// deep to finish answers false; `py_eq_checked` reports it instead.
pub fn py_eq(a: &Value, b: &Value) -> bool {
    eq_at(a, b, 0).unwrap_or(false)
}

/// `==` as the operator evaluates it: nesting beyond the limit is CPython's RecursionError.
pub fn py_eq_checked(a: &Value, b: &Value) -> PyResult<bool> {
    eq_at(a, b, 0).map_err(|_| comparison_too_deep())
}

/// Where `v` first occurs in `items`, as list.index/remove look: identity, then `==`.
pub fn position_of(items: &[Value], v: &Value) -> PyResult<Option<usize>> {
    stridelab_engine::budget::charge(items.len() as u64);
    for (i, x) in items.iter().enumerate() {
        if is_same(x, v) || py_eq_checked(x, v)? {
            return Ok(Some(i));
        }
    }
    Ok(None)
}

fn comparison_too_deep() -> PyErr {
    PyErr::new(stridelab_engine::error::ExcKind::RecursionError, "maximum recursion depth exceeded in comparison")
}

/// Container items compare as `PyObject_RichCompareBool` does: the same object is equal to
/// itself before `==` is asked (so `l == l` holds for a list holding itself, and a NaN in a
/// list equals itself).
fn item_eq(p: &Value, q: &Value, depth: usize) -> Result<bool, TooDeep> {
    if is_same(p, q) {
        return Ok(true);
    }
    eq_at(p, q, depth + 1)
}

fn eq_at(a: &Value, b: &Value, depth: usize) -> Result<bool, TooDeep> {
    if depth > NESTING_LIMIT {
        return Err(TooDeep);
    }
    let all = |x: &[Value], y: &[Value]| -> Result<bool, TooDeep> {
        if x.len() != y.len() {
            return Ok(false);
        }
        for (p, q) in x.iter().zip(y) {
            if !item_eq(p, q, depth)? {
                return Ok(false);
            }
        }
        Ok(true)
    };
    if matches!(a, Value::NpStr(_) | Value::NpBytes(_)) || matches!(b, Value::NpStr(_) | Value::NpBytes(_)) {
        // np.str_ and np.bytes_ are str and bytes subclasses: they compare as those
        return eq_at(&crate::numpy::strings::to_python(a), &crate::numpy::strings::to_python(b), depth);
    }
    Ok(match (a, b) {
        (Value::Tuple(x), Value::Tuple(y)) => return all(x, y),
        (Value::List(x), Value::List(y)) => {
            if Rc::ptr_eq(x, y) {
                // list_richcompare still compares items, which are then identical
                return Ok(true);
            }
            return all(&x.borrow(), &y.borrow());
        }
        // dict_equal: same size, and every key of one maps to an equal value in the other
        (Value::Dict(x), Value::Dict(y)) => {
            if Rc::ptr_eq(x, y) {
                return Ok(true);
            }
            let (x, y) = (x.borrow(), y.borrow());
            if x.len() != y.len() {
                return Ok(false);
            }
            for (k, v) in x.iter() {
                let mut found = None;
                for (k2, v2) in y.iter() {
                    if item_eq(k, k2, depth)? {
                        found = Some(v2);
                        break;
                    }
                }
                match found {
                    Some(v2) if item_eq(v, v2, depth)? => {}
                    _ => return Ok(false),
                }
            }
            true
        }
        _ => flat_eq(a, b),
    })
}

/// `==` of two values that hold no other values to compare.
fn flat_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::None, Value::None) => true,
        (Value::Str(x), Value::Str(y)) => x == y,
        (Value::Bytes(x), Value::Bytes(y)) => x == y,
        (Value::ByteArray(_) | Value::Bytes(_) | Value::MemoryView(_), Value::ByteArray(_) | Value::Bytes(_) | Value::MemoryView(_)) => {
            crate::python::bytearray::bytes_like(a) == crate::python::bytearray::bytes_like(b)
        }
        (Value::DType(x), Value::DType(y)) => x == y,
        (Value::DType(x), Value::Type(super::value::TypeObj::NpScalar(y)))
        | (Value::Type(super::value::TypeObj::NpScalar(y)), Value::DType(x)) => x == y,
        (Value::DType(x), Value::Str(s)) | (Value::Str(s), Value::DType(x)) => DType::from_name(s) == Some(*x),
        // dtype.__eq__ converts the other side with np.dtype(): int, float, bool and None (float64) compare.
        (Value::DType(x), o @ (Value::Type(_) | Value::None)) | (o @ (Value::Type(_) | Value::None), Value::DType(x)) => {
            super::convert::parse_dtype(o).ok() == Some(*x)
        }
        // dtype.__eq__ converts the other side with np.dtype(): structured dtypes compare by layout
        (Value::Descr(x), o) | (o, Value::Descr(x)) => crate::numpy::records::parse_descr(o).is_ok_and(|d| d == **x),
        (Value::Type(x), Value::Type(y)) => x == y,
        (Value::Scalar(_, x), Value::Scalar(_, y)) => scalar_eq(*x, *y),
        (Value::Scalar(_, x), other) | (other, Value::Scalar(_, x)) => match other {
            Value::Float(f) => x.as_f64() == *f,
            o => match as_py_int(o) {
                Some(i) => scalar_eq(*x, Scalar::Int(i as i64)) && i64::try_from(i).is_ok(),
                None => false,
            },
        },
        (Value::Array(x), Value::Array(y)) => Rc::ptr_eq(x, y),
        (Value::Range(a, b, c), Value::Range(d, e, f)) => (a, b, c) == (d, e, f),
        (Value::Set(_), Value::Set(_)) => crate::python::set::compare(CmpOp::Eq, a, b).unwrap_or(false),
        (Value::Exc(x), Value::Exc(y)) => Rc::ptr_eq(x, y),
        (Value::Object(x), Value::Object(y)) => Rc::ptr_eq(x, y),
        (Value::Ellipsis, Value::Ellipsis) => true,
        // functions, ufuncs and modules compare by identity (object.__eq__)
        (Value::Builtin(_), Value::Builtin(_)) | (Value::Function(_), Value::Function(_)) | (Value::Module(_), Value::Module(_)) => {
            is_same(a, b)
        }
        (Value::Complex(..), _) | (_, Value::Complex(..)) => {
            use crate::python::complex::as_complex;
            match (as_complex(a), as_complex(b)) {
                (Ok(Some(x)), Ok(Some(y))) => x == y,
                // an int too big for a float is not equal to any complex
                _ => false,
            }
        }
        _ => match (as_py_int(a), as_py_int(b)) {
            (Some(x), Some(y)) => x == y,
            _ => match (as_py_float(a), as_py_float(b)) {
                (Some(x), Some(y)) => x == y,
                _ => false,
            },
        },
    }
}

fn scalar_eq(a: Scalar, b: Scalar) -> bool {
    match (a, b) {
        (Scalar::Float(_), _) | (_, Scalar::Float(_)) => a.as_f64() == b.as_f64(),
        (Scalar::UInt(x), Scalar::Int(y)) | (Scalar::Int(y), Scalar::UInt(x)) => y >= 0 && x == y as u64,
        (Scalar::UInt(x), Scalar::UInt(y)) => x == y,
        _ => a.as_i64_wrapping() == b.as_i64_wrapping(),
    }
}

/// `is`: identity for objects, equality for singletons and small immutable values.
pub fn is_same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::None, Value::None) | (Value::Ellipsis, Value::Ellipsis) => true,
        (Value::Bool(x), Value::Bool(y)) => x == y,
        (Value::Array(x), Value::Array(y)) => Rc::ptr_eq(x, y),
        (Value::Dummy(x), Value::Dummy(y)) => Rc::ptr_eq(x, y),
        (Value::Record(x), Value::Record(y)) => Rc::ptr_eq(x, y),
        (Value::Text(x), Value::Text(y)) => Rc::ptr_eq(x, y),
        // a swapped array is its memory's array read another way: `.base` names that array
        (Value::Swapped(x), Value::Swapped(y) | Value::Array(y)) | (Value::Array(x), Value::Swapped(y)) => Rc::ptr_eq(x, y),
        (Value::Objects(x), Value::Objects(y)) => crate::numpy::object_arrays::is_same(x, y),
        (Value::Descr(x), Value::Descr(y)) => Rc::ptr_eq(x, y),
        (Value::List(x), Value::List(y)) => Rc::ptr_eq(x, y),
        (Value::Dict(x), Value::Dict(y)) => Rc::ptr_eq(x, y),
        (Value::Tuple(x), Value::Tuple(y)) => Rc::ptr_eq(x, y) || (x.is_empty() && y.is_empty()),
        (Value::Int(x), Value::Int(y)) => x == y && (-5..=256).contains(x),
        (Value::Type(x), Value::Type(y)) => x == y,
        (Value::DType(x), Value::DType(y)) => x == y,
        // a ufunc bound under several names is one object (np.abs is np.absolute)
        (Value::Builtin(x), Value::Builtin(y)) => {
            use crate::numpy::umath::ufunc;
            x == y || matches!((ufunc(x), ufunc(y)), (Some(u), Some(v)) if u.canonical == v.canonical)
        }
        (Value::Module(x), Value::Module(y)) => x == y,
        (Value::Function(x), Value::Function(y)) => Rc::ptr_eq(x, y),
        (Value::Generator(x), Value::Generator(y)) => Rc::ptr_eq(x, y),
        (Value::FlatIter(x), Value::FlatIter(y)) => Rc::ptr_eq(x, y),
        (Value::NdIter(x), Value::NdIter(y)) => Rc::ptr_eq(x, y),
        (Value::Set(x), Value::Set(y)) => Rc::ptr_eq(x, y),
        (Value::ByteArray(x), Value::ByteArray(y)) => Rc::ptr_eq(x, y),
        (Value::PyArray(x), Value::PyArray(y)) => Rc::ptr_eq(x, y),
        (Value::MemoryView(x), Value::MemoryView(y)) => Rc::ptr_eq(x, y),
        (Value::Exc(x), Value::Exc(y)) => Rc::ptr_eq(x, y),
        (Value::Object(x), Value::Object(y)) => Rc::ptr_eq(x, y),
        (Value::Vectorize(x), Value::Vectorize(y)) => Rc::ptr_eq(x, y),
        (Value::Poly1d(x), Value::Poly1d(y)) => Rc::ptr_eq(x, y),
        (Value::Masked(x), Value::Masked(y)) => Rc::ptr_eq(x, y),
        (Value::Polynomial(x), Value::Polynomial(y)) => Rc::ptr_eq(x, y),
        (Value::Str(x), Value::Str(y)) => Rc::ptr_eq(x, y) || (x.len() <= 1 && x == y),
        // CPython keeps one empty bytes object and one of each single byte
        (Value::Bytes(x), Value::Bytes(y)) => Rc::ptr_eq(x, y) || (x.len() <= 1 && x == y),
        (Value::Scalar(..), Value::Scalar(..)) => false,
        // Python floats have no identity here. A NaN is the case where identity shows
        // (`np.nan in [np.nan]`, a set or dict key: CPython tests `is` before `==`), and
        // NaNs with the same bits stand for one object: np.nan is always the same one
        (Value::Float(x), Value::Float(y)) => x.is_nan() && x.to_bits() == y.to_bits(),
        _ => false,
    }
}

/// Convert a value taking part in a NumPy operation to a ufunc operand.
pub fn to_operand(v: &Value) -> PyResult<Option<Operand>> {
    Ok(Some(match v {
        Value::Array(a) => Operand::Array(a.clone()),
        Value::Scalar(d, s) => Operand::Array(NdArray::from_scalars(*d, &[], &[*s])?),
        Value::Bool(b) => Operand::PyBool(*b),
        Value::Int(i) => Operand::PyInt(*i),
        Value::Float(f) => Operand::PyFloat(*f),
        Value::Complex(r, i) => Operand::PyComplex(*r, *i),
        Value::List(_) | Value::Tuple(_) | Value::Range(..) => Operand::Array(super::convert::to_array(v, None)?),
        Value::Record(_) => return Err(stridelab_engine::error::not_implemented("ufuncs and operators on structured arrays are not supported by stridelab")),
        _ => return Ok(None),
    }))
}

/// Wrap a ufunc result: 0-d results become NumPy scalars, as ufuncs return them.
pub fn from_result(a: Rc<NdArray>) -> Value {
    if a.ndim() == 0 { Value::Scalar(a.dtype, a.get_flat(0)) } else { Value::Array(a) }
}

fn is_numpy(v: &Value) -> bool {
    matches!(v, Value::Array(_) | Value::Scalar(..))
}

pub fn ubin(op: BinOp) -> UBin {
    match op {
        BinOp::Add => UBin::Add,
        BinOp::Sub => UBin::Sub,
        BinOp::Mul => UBin::Mul,
        BinOp::Div => UBin::TrueDiv,
        BinOp::FloorDiv => UBin::FloorDiv,
        BinOp::Mod => UBin::Mod,
        BinOp::Pow => UBin::Pow,
        BinOp::BitAnd => UBin::BitAnd,
        BinOp::BitOr => UBin::BitOr,
        BinOp::BitXor => UBin::BitXor,
        BinOp::LShift => UBin::LShift,
        BinOp::RShift => UBin::RShift,
        BinOp::MatMul => UBin::Mul,
    }
}

pub(crate) fn unsupported(op: &str, a: &Value, b: &Value) -> PyErr {
    if matches!(a, Value::Record(_)) || matches!(b, Value::Record(_)) {
        // NumPy has no arithmetic loops for structured dtypes: the ufunc finds none
        let ufunc = match op {
            "+" => "add",
            "-" => "subtract",
            "*" => "multiply",
            "/" => "divide",
            "//" => "floor_divide",
            "%" => "remainder",
            "**" => "power",
            "@" => "matmul",
            _ => return stridelab_engine::error::not_implemented(format!("the {op} operator on structured arrays is not supported by stridelab")),
        };
        let dtype_of = |v: &Value| match v {
            Value::Record(r) => format!("dtype({})", r.descr.repr()),
            Value::Int(_) => "dtype('int64')".into(),
            Value::Float(_) => "dtype('float64')".into(),
            Value::Bool(_) => "dtype('bool')".into(),
            Value::Complex(..) => "dtype('complex128')".into(),
            Value::Array(x) => format!("dtype('{}')", x.dtype.name()),
            Value::Scalar(d, _) => format!("dtype('{}')", d.name()),
            other => format!("dtype('{}')", other.type_name()),
        };
        return PyErr::new(
            ExcKind::UFuncTypeError,
            format!("ufunc '{ufunc}' did not contain a loop with signature matching types ({}, {}) -> None", dtype_of(a), dtype_of(b)),
        );
    }
    type_error(format!(
        "unsupported operand type(s) for {}: '{}' and '{}'",
        op,
        a.type_name(),
        b.type_name()
    ))
}

pub fn binary_op(interp: &mut Interp, op: BinOp, a: &Value, b: &Value) -> PyResult<Value> {
    if matches!(a, Value::Masked(_)) || matches!(b, Value::Masked(_)) {
        return crate::numpy::ma::binary(interp, op, a, b);
    }
    if crate::numpy::subclass::any_instance(&[a.clone(), b.clone()]) {
        // a matrix's * and ** are the matrix product and power
        if let Some(r) = crate::numpy::defmatrix::binary(interp, op, a, b)? {
            return Ok(r);
        }
        // the ufunc behind the operator wraps its result for the subclass
        let r = binary_plain(interp, op, a, b)?;
        let key = crate::numpy::subclass::operator_ufunc(op);
        return crate::numpy::subclass::wrap_operator(interp, key, &[a.clone(), b.clone()], r);
    }
    binary_plain(interp, op, a, b)
}

fn binary_plain(interp: &mut Interp, op: BinOp, a: &Value, b: &Value) -> PyResult<Value> {
    if matches!(a, Value::Swapped(_)) || matches!(b, Value::Swapped(_)) {
        // arithmetic reads the values: a native copy of them
        let (x, y) = (crate::numpy::byteorder::operand(a)?, crate::numpy::byteorder::operand(b)?);
        return binary_plain(interp, op, &x, &y);
    }
    if crate::numpy::object_arrays::involved(&[a, b]) && op != BinOp::MatMul {
        return crate::numpy::object_arrays::binary(interp, op, a, b);
    }
    if matches!(a, Value::Text(_)) || matches!(b, Value::Text(_)) {
        if op == BinOp::Add
            && let Some(v) = crate::numpy::strings::add(a, b)?
        {
            return Ok(v);
        }
        return Err(crate::numpy::strings::binary_error(op, a, b));
    }
    if matches!(a, Value::NpStr(_) | Value::NpBytes(_)) || matches!(b, Value::NpStr(_) | Value::NpBytes(_)) {
        return binary_plain(interp, op, &crate::numpy::strings::to_python(a), &crate::numpy::strings::to_python(b));
    }
    if matches!(a, Value::Time(_)) || matches!(b, Value::Time(_)) {
        return crate::numpy::datetime::binary(op, a, b);
    }
    if (matches!(a, Value::Poly1d(_)) || matches!(b, Value::Poly1d(_)))
        && let Some(v) = crate::numpy::lib_polynomial::binary(interp, op, a, b)?
    {
        return Ok(v);
    }
    if is_numpy(a) || is_numpy(b) {
        if op == BinOp::MatMul {
            return super::builtins::call_builtin(interp, "numpy.matmul", vec![a.clone(), b.clone()], vec![]);
        }
        if let Some((u, x)) = fast_scalar_power(op, a, b) {
            return Ok(from_result(ufunc::unary(u, x, None)?));
        }
        if let (Some(x), Some(y)) = (to_operand(a)?, to_operand(b)?) {
            let scalar_math = |v: &Value| matches!(v, Value::Scalar(..) | Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::Complex(..));
            let r = ufunc::binary(ubin(op), &x, &y, None).map_err(|mut e| {
                // NumPy scalars do their own arithmetic (scalarmath.c.src), named "scalar <op>"
                if e.kind == ExcKind::FloatingPointError && scalar_math(a) && scalar_math(b) {
                    e.msg = e.msg.replace(" encountered in ", " encountered in scalar ");
                }
                e
            })?;
            check_scalar_overflow(op, a, b, &r)?;
            return Ok(from_result(r));
        }
        return Err(unsupported(op.symbol(), a, b));
    }
    py_binary(op, a, b)
}

/// NumPy's integer scalar arithmetic reports overflow (scalarmath.c.src), which the array
/// loops do not: with `np.seterr(over='raise')`, `np.int16(32000) * np.int16(3)` raises.
fn check_scalar_overflow(op: BinOp, a: &Value, b: &Value, r: &NdArray) -> PyResult<()> {
    let int_of = |v: &Value| -> Option<i128> {
        match v {
            Value::Scalar(d, s) if d.is_integer() => Some(match s {
                Scalar::Int(i) => *i as i128,
                Scalar::UInt(u) => *u as i128,
                _ => return None,
            }),
            Value::Int(i) => Some(*i),
            _ => None,
        }
    };
    if !matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul) || r.ndim() != 0 || !r.dtype.is_integer() {
        return Ok(());
    }
    if !matches!(a, Value::Scalar(..)) && !matches!(b, Value::Scalar(..)) {
        return Ok(());
    }
    let (Some(x), Some(y)) = (int_of(a), int_of(b)) else { return Ok(()) };
    let exact = match op {
        BinOp::Add => x.checked_add(y),
        BinOp::Sub => x.checked_sub(y),
        _ => x.checked_mul(y),
    };
    let got = match r.get_flat(0) {
        Scalar::Int(i) => i as i128,
        Scalar::UInt(u) => u as i128,
        _ => return Ok(()),
    };
    stridelab_engine::ufunc::extobj::check_scalar_int(ubin(op).name(), exact.unwrap_or(i128::MAX), got)
}

/// `ndarray ** python_scalar` shortcuts (number.c `fast_scalar_power`): `** 2` is
/// np.square for every dtype (so `bool_array ** 2` is int8), `** -1` np.reciprocal and
/// `** 0.5` np.sqrt for float arrays. Only exact Python int/float exponents qualify.
pub(crate) fn fast_scalar_power<'a>(op: BinOp, a: &'a Value, b: &Value) -> Option<(UnOp, &'a Rc<NdArray>)> {
    if op != BinOp::Pow {
        return None;
    }
    let Value::Array(x) = a else { return None };
    let u = match b {
        Value::Int(2) => UnOp::Square,
        Value::Int(-1) if x.dtype.is_float() => UnOp::Reciprocal,
        Value::Float(e) if *e == 0.5 && x.dtype.is_float() => UnOp::Sqrt,
        _ => return None,
    };
    Some((u, x))
}

/// Python arithmetic on Python objects.
pub fn py_binary(op: BinOp, a: &Value, b: &Value) -> PyResult<Value> {
    if let Some(r) = crate::python::set::binary(op, a, b) {
        return r;
    }
    if let Some(r) = crate::python::complex::binary(op, a, b) {
        return r;
    }
    // sequences
    match (op, a, b) {
        (BinOp::Add, Value::Str(x), Value::Str(y)) => {
            check_seq_bytes(x.len() + y.len(), 1)?;
            return Ok(Value::str(&format!("{}{}", x, y)));
        }
        (BinOp::Add, Value::Tuple(x), Value::Tuple(y)) => {
            check_seq_bytes(x.len() + y.len(), std::mem::size_of::<Value>())?;
            let mut v = x.as_ref().clone();
            v.extend(y.iter().cloned());
            return Ok(Value::tuple(v));
        }
        (BinOp::Add, Value::List(x), Value::List(y)) => {
            check_seq_bytes(x.borrow().len() + y.borrow().len(), std::mem::size_of::<Value>())?;
            let mut v = x.borrow().clone();
            v.extend(y.borrow().iter().cloned());
            return Ok(Value::list(v));
        }
        (BinOp::Mul, Value::Str(_) | Value::Tuple(_) | Value::List(_), _)
        | (BinOp::Mul, _, Value::Str(_) | Value::Tuple(_) | Value::List(_)) => {
            let (seq, n) = if as_py_int(b).is_some() { (a, b) } else { (b, a) };
            let n = match as_py_int(n) {
                Some(n) => n.max(0) as usize,
                None => {
                    return Err(type_error(format!(
                        "can't multiply sequence by non-int of type '{}'",
                        n.type_name()
                    )));
                }
            };
            let total = n.saturating_mul(match seq {
                Value::Str(s) => s.len(),
                Value::Tuple(t) => t.len(),
                Value::List(l) => l.borrow().len(),
                _ => 0,
            });
            let item = if matches!(seq, Value::Str(_)) { 1 } else { std::mem::size_of::<Value>() };
            if matches!(seq, Value::Str(_)) && total > isize::MAX as usize {
                // unicodeobject.c unicode_repeat; a list or tuple says MemoryError
                return Err(overflow_error("repeated string is too long"));
            }
            check_seq_bytes(total, item)?;
            return Ok(match seq {
                Value::Str(s) => Value::str(&s.repeat(n)),
                Value::Tuple(t) => Value::tuple(t.iter().cloned().cycle().take(t.len() * n).collect()),
                Value::List(l) => {
                    let l = l.borrow();
                    Value::list(l.iter().cloned().cycle().take(l.len() * n).collect())
                }
                _ => unreachable!(),
            });
        }
        (BinOp::Mod, Value::Str(_), _) => {
            return super::format::percent_format(a, b);
        }
        _ => {}
    }
    if let (Some(x), Some(y)) = (as_py_int(a), as_py_int(b)) {
        return int_binary(op, x, y);
    }
    if op == BinOp::Add {
        let what = match a {
            Value::Str(_) => Some("str"),
            Value::List(_) => Some("list"),
            Value::Tuple(_) => Some("tuple"),
            _ => None,
        };
        if let Some(w) = what {
            let other = format!("\"{}\"", b.type_name());
            return Err(type_error(format!("can only concatenate {} (not {}) to {}", w, other, w)));
        }
    }
    if let (Some(x), Some(y)) = (as_py_float(a), as_py_float(b)) {
        return float_binary(op, x, y);
    }
    Err(unsupported(op.symbol(), a, b))
}

fn int_result(v: Option<i128>) -> PyResult<Value> {
    v.map(Value::Int).ok_or_else(|| overflow_error("integer result too large for stridelab (beyond 128 bits)"))
}

fn int_binary(op: BinOp, x: i128, y: i128) -> PyResult<Value> {
    match op {
        BinOp::Add => int_result(x.checked_add(y)),
        BinOp::Sub => int_result(x.checked_sub(y)),
        BinOp::Mul => int_result(x.checked_mul(y)),
        BinOp::Div => {
            if y == 0 {
                return Err(zero_division("division by zero"));
            }
            Ok(Value::Float(x as f64 / y as f64))
        }
        BinOp::FloorDiv => {
            if y == 0 {
                return Err(zero_division("integer division or modulo by zero"));
            }
            Ok(Value::Int(x.div_euclid(y) - if y < 0 && x.rem_euclid(y) != 0 { 1 } else { 0 }))
        }
        BinOp::Mod => {
            if y == 0 {
                return Err(zero_division("integer modulo by zero"));
            }
            let r = x % y;
            Ok(Value::Int(if r != 0 && ((r < 0) != (y < 0)) { r + y } else { r }))
        }
        BinOp::Pow => {
            if y < 0 {
                if x == 0 {
                    return Err(zero_division("0.0 cannot be raised to a negative power"));
                }
                return Ok(Value::Float((x as f64).powf(y as f64)));
            }
            let e = u32::try_from(y).map_err(|_| overflow_error("exponent too large"))?;
            int_result(x.checked_pow(e))
        }
        BinOp::BitAnd => Ok(Value::Int(x & y)),
        BinOp::BitOr => Ok(Value::Int(x | y)),
        BinOp::BitXor => Ok(Value::Int(x ^ y)),
        BinOp::LShift => {
            if y < 0 {
                return Err(value_error("negative shift count"));
            }
            if y >= 127 || (x != 0 && x.leading_zeros() <= y as u32 + 1) {
                return int_result(None);
            }
            Ok(Value::Int(x << y))
        }
        BinOp::RShift => {
            if y < 0 {
                return Err(value_error("negative shift count"));
            }
            Ok(Value::Int(x >> y.min(127)))
        }
        BinOp::MatMul => Err(type_error("unsupported operand type(s) for @: 'int' and 'int'")),
    }
}

fn float_binary(op: BinOp, x: f64, y: f64) -> PyResult<Value> {
    Ok(Value::Float(match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        BinOp::Div => {
            if y == 0.0 {
                return Err(zero_division("float division by zero"));
            }
            x / y
        }
        BinOp::FloorDiv => {
            if y == 0.0 {
                return Err(zero_division("float floor division by zero"));
            }
            py_float_floordiv(x, y)
        }
        BinOp::Mod => {
            if y == 0.0 {
                return Err(zero_division("float modulo by zero"));
            }
            py_float_mod(x, y)
        }
        BinOp::Pow => {
            if x == 0.0 && y < 0.0 {
                return Err(zero_division("0.0 cannot be raised to a negative power"));
            }
            if x < 0.0 && y.fract() != 0.0 {
                return Err(not_implemented("complex results are not supported by stridelab"));
            }
            x.powf(y)
        }
        _ => {
            return Err(type_error(format!(
                "unsupported operand type(s) for {}: 'float' and 'float'",
                op.symbol()
            )));
        }
    }))
}

/// Python's float `%`: the result takes the sign of the divisor.
pub fn py_float_mod(x: f64, y: f64) -> f64 {
    let mut m = x % y;
    if m != 0.0 {
        if (y < 0.0) != (m < 0.0) {
            m += y;
        }
    } else {
        m = 0.0f64.copysign(y);
    }
    m
}

/// Python's float `//` (CPython float_floor_div via divmod).
pub fn py_float_floordiv(x: f64, y: f64) -> f64 {
    let m = x % y;
    let mut div = (x - m) / y;
    if m != 0.0 && ((y < 0.0) != (m < 0.0)) {
        div -= 1.0;
    }
    if div != 0.0 {
        let f = div.floor();
        if div - f > 0.5 { f + 1.0 } else { f }
    } else {
        0.0f64.copysign(x / y)
    }
}

pub fn unary_op(interp: &mut Interp, op: UnaryOp, v: &Value) -> PyResult<Value> {
    if matches!(v, Value::Masked(_)) && op != UnaryOp::Not {
        return crate::numpy::ma::unary(interp, op, v);
    }
    match (op, v) {
        (UnaryOp::Neg | UnaryOp::Pos | UnaryOp::Invert, Value::Time(_)) => return crate::numpy::datetime::unary(op, v),
        (UnaryOp::Neg, Value::Poly1d(p)) => return crate::numpy::lib_polynomial::neg(interp, p),
        (UnaryOp::Pos, Value::Poly1d(_)) => return Ok(v.clone()),
        _ => {}
    }
    if is_numpy(v) {
        let a = match to_operand(v)? {
            Some(Operand::Array(a)) => a,
            _ => unreachable!(),
        };
        let u = match op {
            UnaryOp::Neg => UnOp::Neg,
            UnaryOp::Pos => UnOp::Pos,
            UnaryOp::Invert => UnOp::Invert,
            UnaryOp::Not => unreachable!(),
        };
        let r = from_result(ufunc::unary(u, &a, None)?);
        if crate::numpy::subclass::any_instance(std::slice::from_ref(v)) {
            let key = match op {
                UnaryOp::Neg => "numpy.negative",
                UnaryOp::Pos => "numpy.positive",
                _ => "numpy.invert",
            };
            return crate::numpy::subclass::wrap_operator(interp, key, std::slice::from_ref(v), r);
        }
        return Ok(r);
    }
    match (op, v) {
        (UnaryOp::Neg, Value::Bool(b)) => Ok(Value::Int(-(*b as i128))),
        (UnaryOp::Neg, Value::Int(i)) => int_result(i.checked_neg()),
        (UnaryOp::Neg, Value::Float(f)) => Ok(Value::Float(-f)),
        (UnaryOp::Neg, Value::Complex(r, i)) => Ok(Value::Complex(-r, -i)),
        (UnaryOp::Pos, Value::Bool(b)) => Ok(Value::Int(*b as i128)),
        (UnaryOp::Pos, Value::Int(_) | Value::Float(_) | Value::Complex(..)) => Ok(v.clone()),
        (UnaryOp::Invert, Value::Bool(b)) => Ok(Value::Int(!(*b as i128))),
        (UnaryOp::Invert, Value::Int(i)) => Ok(Value::Int(!i)),
        _ => {
            let sym = match op {
                UnaryOp::Neg => "-",
                UnaryOp::Pos => "+",
                UnaryOp::Invert => "~",
                UnaryOp::Not => "not",
            };
            Err(type_error(format!("bad operand type for unary {}: '{}'", sym, v.type_name())))
        }
    }
}

pub fn compare(interp: &mut Interp, op: CmpOp, a: &Value, b: &Value) -> PyResult<Value> {
    match op {
        CmpOp::Is => return Ok(Value::Bool(is_same(a, b))),
        CmpOp::IsNot => return Ok(Value::Bool(!is_same(a, b))),
        CmpOp::In => return contains(interp, b, a).map(Value::Bool),
        CmpOp::NotIn => return contains(interp, b, a).map(|x| Value::Bool(!x)),
        _ => {}
    }
    if matches!(a, Value::Masked(_)) || matches!(b, Value::Masked(_)) {
        return crate::numpy::ma::compare(interp, op, a, b);
    }
    if let (CmpOp::Eq | CmpOp::Ne, Value::Poly1d(p), other) | (CmpOp::Eq | CmpOp::Ne, other, Value::Poly1d(p)) = (op, a, b)
        && let Some(v) = crate::numpy::lib_polynomial::equal(interp, p, other)?
    {
        return if op == CmpOp::Eq { Ok(v) } else { truthy(&v).map(|t| Value::Bool(!t)) };
    }
    if matches!(a, Value::Swapped(_)) || matches!(b, Value::Swapped(_)) {
        let (x, y) = (crate::numpy::byteorder::operand(a)?, crate::numpy::byteorder::operand(b)?);
        return compare(interp, op, &x, &y);
    }
    if let (CmpOp::Eq | CmpOp::Ne, Value::Record(x), Value::Record(y)) = (op, a, b) {
        return crate::numpy::records::compare(interp, op == CmpOp::Eq, x, y);
    }
    if matches!(a, Value::Record(_)) || matches!(b, Value::Record(_)) {
        return Err(stridelab_engine::error::not_implemented("comparing structured arrays is not supported by stridelab"));
    }
    if crate::numpy::object_arrays::involved(&[a, b]) {
        return crate::numpy::object_arrays::compare(interp, op, a, b);
    }
    if let (CmpOp::Eq | CmpOp::Ne, Value::Objects(_), _) | (CmpOp::Eq | CmpOp::Ne, _, Value::Objects(_)) = (op, a, b) {
        // the object dtype equals whatever names it (`a.dtype == object`)
        let same = match (crate::numpy::stringdtype::dtype_of(a), crate::numpy::stringdtype::dtype_of(b)) {
            (Some(x), Some(y)) => crate::numpy::stringdtype::same_dtype(&x, &y),
            (None, None) => crate::numpy::object_arrays::is_object_dtype(a) && crate::numpy::object_arrays::is_object_dtype(b),
            _ => false,
        };
        return Ok(Value::Bool(same == (op == CmpOp::Eq)));
    }
    if let Some(v) = crate::numpy::strings::compare(op.symbol(), a, b)? {
        return Ok(v);
    }
    if matches!(a, Value::NpStr(_) | Value::NpBytes(_)) || matches!(b, Value::NpStr(_) | Value::NpBytes(_)) {
        return compare(interp, op, &crate::numpy::strings::to_python(a), &crate::numpy::strings::to_python(b));
    }
    if matches!(a, Value::Time(_)) || matches!(b, Value::Time(_)) {
        return crate::numpy::datetime::compare(op, a, b);
    }
    if is_numpy(a) || is_numpy(b) {
        let u = match op {
            CmpOp::Lt => UBin::Lt,
            CmpOp::Le => UBin::Le,
            CmpOp::Gt => UBin::Gt,
            CmpOp::Ge => UBin::Ge,
            CmpOp::Eq => UBin::Eq,
            CmpOp::Ne => UBin::Ne,
            _ => unreachable!(),
        };
        if let (Some(x), Some(y)) = (to_operand(a)?, to_operand(b)?) {
            let r = from_result(ufunc::binary(u, &x, &y, None)?);
            if crate::numpy::subclass::any_instance(&[a.clone(), b.clone()]) {
                let key = crate::numpy::subclass::compare_ufunc(op);
                return crate::numpy::subclass::wrap_operator(interp, key, &[a.clone(), b.clone()], r);
            }
            return Ok(r);
        }
        return match op {
            CmpOp::Eq => Ok(Value::Bool(false)),
            CmpOp::Ne => Ok(Value::Bool(true)),
            _ => Err(type_error(format!(
                "'{}' not supported between instances of '{}' and '{}'",
                cmp_symbol(op),
                a.type_name(),
                b.type_name()
            ))),
        };
    }
    if let Some(r) = crate::python::set::compare(op, a, b) {
        return Ok(Value::Bool(r));
    }
    match op {
        CmpOp::Eq => Ok(Value::Bool(py_eq_checked(a, b)?)),
        CmpOp::Ne => Ok(Value::Bool(!py_eq_checked(a, b)?)),
        _ => {
            let ord = py_order_checked(a, b)?.ok_or_else(|| {
                type_error(format!(
                    "'{}' not supported between instances of '{}' and '{}'",
                    cmp_symbol(op),
                    a.type_name(),
                    b.type_name()
                ))
            })?;
            use std::cmp::Ordering::*;
            Ok(Value::Bool(match op {
                CmpOp::Lt => ord == Some(Less),
                CmpOp::Le => matches!(ord, Some(Less | Equal)),
                CmpOp::Gt => ord == Some(Greater),
                CmpOp::Ge => matches!(ord, Some(Greater | Equal)),
                _ => false,
            }))
        }
    }
}

fn cmp_symbol(op: CmpOp) -> &'static str {
    match op {
        CmpOp::Lt => "<",
        CmpOp::Le => "<=",
        CmpOp::Gt => ">",
        CmpOp::Ge => ">=",
        CmpOp::Eq => "==",
        CmpOp::Ne => "!=",
        _ => "in",
    }
}

/// Python ordering of two plain values: None if not comparable, Some(None) for NaN (and for
/// sequences nested too deep to finish; `<` itself reports those through `py_order_checked`).
pub fn py_order(a: &Value, b: &Value) -> Option<Option<std::cmp::Ordering>> {
    order_at(a, b, 0).unwrap_or(Some(None))
}

/// `<` and friends as the operators evaluate them: too deep a nesting is a RecursionError.
pub fn py_order_checked(a: &Value, b: &Value) -> PyResult<Option<Option<std::cmp::Ordering>>> {
    order_at(a, b, 0).map_err(|_| comparison_too_deep())
}

fn order_at(a: &Value, b: &Value, depth: usize) -> Result<Option<Option<std::cmp::Ordering>>, TooDeep> {
    if depth > NESTING_LIMIT {
        return Err(TooDeep);
    }
    if let (Some(x), Some(y)) = (as_py_int(a), as_py_int(b)) {
        return Ok(Some(Some(x.cmp(&y))));
    }
    if let (Some(x), Some(y)) = (as_py_float(a), as_py_float(b)) {
        return Ok(Some(x.partial_cmp(&y)));
    }
    match (a, b) {
        (Value::Str(x), Value::Str(y)) => Ok(Some(Some(x.cmp(y)))),
        (Value::Tuple(x), Value::Tuple(y)) => seq_order(x, y, depth),
        (Value::List(x), Value::List(y)) => seq_order(&x.borrow(), &y.borrow(), depth),
        _ => Ok(None),
    }
}

/// list_richcompare's order: the first items that differ decide, else the lengths.
fn seq_order(x: &[Value], y: &[Value], depth: usize) -> Result<Option<Option<std::cmp::Ordering>>, TooDeep> {
    for (p, q) in x.iter().zip(y) {
        if !item_eq(p, q, depth)? {
            return order_at(p, q, depth + 1);
        }
    }
    Ok(Some(Some(x.len().cmp(&y.len()))))
}

fn contains(interp: &mut Interp, container: &Value, item: &Value) -> PyResult<bool> {
    match container {
        Value::MappingProxy(d) => contains(interp, &Value::Dict(d.clone()), item),
        Value::Str(s) => match item {
            Value::Str(sub) => Ok(s.contains(&**sub)),
            _ => Err(type_error(format!("'in <string>' requires string as left operand, not {}", item.type_name()))),
        },
        Value::Dict(d) => {
            stridelab_engine::budget::charge(SCAN_STEP);
            d.borrow().contains(item)
        }
        Value::Set(t) => t.borrow().contains(item),
        Value::Array(_) | Value::Time(_) => {
            let eq = compare(interp, CmpOp::Eq, container, item)?;
            match eq {
                Value::Array(a) => Ok(stridelab_engine::item_selection::count_nonzero(&a) > 0),
                other => truthy(&other),
            }
        }
        _ => {
            let items = iterate(container)?;
            for x in items {
                if is_same(&x, item) || py_eq_checked(&x, item)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
    }
}

/// `target op= value`: arrays are updated in place (writing through views); other values
/// are rebound to the result, as Python does.
pub fn inplace_op(interp: &mut Interp, op: BinOp, cur: &Value, rhs: &Value) -> PyResult<Value> {
    if let Some(r) = crate::numpy::defmatrix::inplace(interp, op, cur, rhs)? {
        return Ok(r);
    }
    match cur {
        Value::Array(a) if op != BinOp::MatMul => {
            if let Some((u, _)) = fast_scalar_power(op, cur, rhs) {
                ufunc::unary(u, a, Some(a))?;
                return Ok(cur.clone());
            }
            let y = to_operand(rhs)?.ok_or_else(|| unsupported(&format!("{}=", op.symbol()), cur, rhs))?;
            ufunc::binary(ubin(op), &Operand::Array(a.clone()), &y, Some(a))?;
            Ok(cur.clone())
        }
        Value::List(l) if op == BinOp::Add => {
            let extra = iterate(rhs)?;
            l.borrow_mut().extend(extra);
            Ok(cur.clone())
        }
        Value::Set(_) => match crate::python::set::inplace(op, cur, rhs) {
            Some(r) => r,
            None => binary_op(interp, op, cur, rhs),
        },
        _ => binary_op(interp, op, cur, rhs),
    }
}

/// Python int from a value that must be an integer (`__index__`).
pub fn index_int(v: &Value) -> Option<i128> {
    match v {
        Value::Bool(b) => Some(*b as i128),
        Value::Int(i) => Some(*i),
        Value::Scalar(d, s) if d.is_integer() || *d == DType::Bool => Some(match s {
            Scalar::Int(i) => *i as i128,
            Scalar::UInt(u) => *u as i128,
            Scalar::Bool(b) => *b as i128,
            Scalar::Float(_) | Scalar::Complex(..) => return None,
        }),
        _ => None,
    }
}

/// The same, with a TypeError naming the value's type.
pub fn expect_int(v: &Value) -> PyResult<i64> {
    match index_int(v) {
        Some(i) => i64::try_from(i).map_err(|_| overflow_error("Python int too large to convert to C long")),
        None => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            v.type_name(),
        ))),
    }
}
