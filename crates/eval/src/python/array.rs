//! Python's `array` module (CPython 3.11 `Modules/arraymodule.c`): `array.array(typecode,
//! initializer)`, the typed, fixed-type list teaching material sets beside NumPy's arrays
//! ("fixed-type arrays in Python"). The items live in a 1-d engine array of the C type's
//! dtype on 64-bit Linux ('i' int32, 'l' int64, 'f' float32...), so a float32 item reads
//! back widened (`array('f', [0.10000000149011612])`) and `np.array(a)` gets that dtype, as
//! the buffer protocol gives NumPy. Each item is checked as arraymodule.c's `*_setitem`
//! checks it, with its words: 'b' and 'H' go through a wider C type first, so their errors
//! name that type when the value is out of its range too.
//!
//! Modelled: construction from an iterable (or another array), repr, len, indexing and
//! slicing, iteration, `typecode`, `itemsize`, `tolist()`, `append()`, `extend()`, and
//! `np.array`/`np.asarray` of it. The 'u' and 'w' (unicode) typecodes, the bytes and file
//! methods and arithmetic say they are not supported.

use std::cell::RefCell;
use std::rc::Rc;

use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::ops;
use crate::value::Value;
use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::error::{PyResult, index_error, not_implemented, overflow_error, type_error, value_error};

pub static TABLE: &[BuiltinDef] = &[def!(
    "array.array",
    "typecode, initializer=<no value>, /",
    "A typed, fixed-type sequence of numbers (typecode 'b', 'h', 'i', 'l', 'q', their unsigned capitals, 'f' or 'd').",
    "array.array('i', range(5))",
    new_array
)];

/// An `array.array`: its typecode and its items.
#[derive(Debug)]
pub struct PyArray {
    pub code: char,
    items: RefCell<Rc<NdArray>>,
}

const TYPECODES: &str = "bBuhHiIlLqQfd";

fn dtype_of(code: char) -> DType {
    match code {
        'b' => DType::Int8,
        'B' => DType::UInt8,
        'h' => DType::Int16,
        'H' => DType::UInt16,
        'i' => DType::Int32,
        'I' => DType::UInt32,
        'l' | 'q' => DType::Int64,
        'L' | 'Q' => DType::UInt64,
        'f' => DType::Float32,
        _ => DType::Float64,
    }
}

/// `PyArg_Parse` with a C integer format: the value as a C long, then the format's range.
fn c_int(i: i128, lo: i128, hi: i128, name: &str) -> PyResult<i128> {
    if i < i64::MIN as i128 || i > i64::MAX as i128 {
        return Err(overflow_error("Python int too large to convert to C long"));
    }
    if i < lo {
        return Err(overflow_error(format!("{name} is less than minimum")));
    }
    if i > hi {
        return Err(overflow_error(format!("{name} is greater than maximum")));
    }
    Ok(i)
}

/// `PyLong_AsUnsignedLong`, as the 'I' and 'L' setters call it.
fn c_ulong(i: i128) -> PyResult<i128> {
    if i < 0 {
        return Err(overflow_error("can't convert negative value to unsigned int"));
    }
    if i > u64::MAX as i128 {
        return Err(overflow_error("Python int too large to convert to C unsigned long"));
    }
    Ok(i)
}

/// One item as the typecode's `*_setitem` stores it.
fn item(code: char, v: &Value) -> PyResult<Scalar> {
    if matches!(code, 'f' | 'd') {
        let f = match v {
            Value::Float(f) => *f,
            Value::Scalar(_, s) if !matches!(s, Scalar::Complex(..)) => s.as_f64(),
            other => match ops::index_int(other) {
                Some(i) => i as f64,
                None => return Err(type_error(format!("must be real number, not {}", other.type_name()))),
            },
        };
        return Ok(Scalar::Float(if code == 'f' { f as f32 as f64 } else { f }));
    }
    let i = ops::index_int(v).ok_or_else(|| type_error(format!("'{}' object cannot be interpreted as an integer", v.type_name())))?;
    let (short, int) = ((i16::MIN as i128, i16::MAX as i128), (i32::MIN as i128, i32::MAX as i128));
    let i = match code {
        'b' => {
            let s = c_int(i, short.0, short.1, "signed short integer")?;
            c_int(s, -128, 127, "signed char")?
        }
        'B' => c_int(i, 0, 255, "unsigned byte integer")?,
        'h' => c_int(i, short.0, short.1, "signed short integer")?,
        'H' => {
            let s = c_int(i, int.0, int.1, "signed integer")?;
            c_int(s, 0, 65535, "unsigned short")?
        }
        'i' => c_int(i, int.0, int.1, "signed integer")?,
        'I' => {
            let u = c_ulong(i)?;
            if u > u32::MAX as i128 {
                return Err(overflow_error("unsigned int is greater than maximum"));
            }
            u
        }
        'l' => c_int(i, i64::MIN as i128, i64::MAX as i128, "")?,
        'L' => c_ulong(i)?,
        'q' if i < i64::MIN as i128 || i > i64::MAX as i128 => return Err(overflow_error("int too big to convert")),
        'Q' if i < 0 => return Err(overflow_error("can't convert negative int to unsigned")),
        'Q' if i > u64::MAX as i128 => return Err(overflow_error("int too big to convert")),
        _ => i,
    };
    Ok(if dtype_of(code).kind() == stridelab_engine::dtype::Kind::Int { Scalar::Int(i as i64) } else { Scalar::UInt(i as u64) })
}

fn build(code: char, values: &[Scalar]) -> PyResult<Rc<PyArray>> {
    let items = NdArray::from_scalars(dtype_of(code), &[values.len()], values)?;
    Ok(Rc::new(PyArray { code, items: RefCell::new(items) }))
}

fn new_array(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let code = match a.req("typecode") {
        Value::Str(s) if s.chars().count() == 1 => s.chars().next().unwrap_or('?'),
        other => {
            return Err(type_error(format!("array() argument 1 must be a unicode character, not {}", other.type_name())));
        }
    };
    if !TYPECODES.contains(code) {
        return Err(value_error("bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)"));
    }
    if code == 'u' {
        return Err(not_implemented("array.array with typecode 'u' is not supported by stridelab"));
    }
    let values = match a.get("initializer") {
        None => Vec::new(),
        Some(Value::Str(_)) => {
            return Err(type_error(format!("cannot use a str to initialize an array with typecode '{code}'")));
        }
        Some(init) => ops::iterate(&init)?.iter().map(|v| item(code, v)).collect::<PyResult<_>>()?,
    };
    Ok(Value::PyArray(build(code, &values)?))
}

impl PyArray {
    fn scalars(&self) -> Vec<Scalar> {
        self.items.borrow().to_scalars()
    }

    pub fn len(&self) -> usize {
        self.items.borrow().size()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The items as Python values.
    pub fn values(&self) -> Vec<Value> {
        self.scalars().into_iter().map(crate::convert::scalar_to_py).collect()
    }

    /// What `np.array(a)` reads through the buffer protocol: the items, typed.
    pub fn ndarray(&self) -> Rc<NdArray> {
        self.items.borrow().clone()
    }
}

pub fn repr(p: &PyArray) -> String {
    if p.is_empty() {
        return format!("array('{}')", p.code);
    }
    let items: Vec<String> = p.values().iter().map(|v| crate::repr::repr(v, &Default::default())).collect();
    format!("array('{}', [{}])", p.code, items.join(", "))
}

pub fn get_item(p: &PyArray, idx: &Value) -> PyResult<Value> {
    let vals = p.scalars();
    if let Value::Slice(s) = idx {
        use crate::index::slice_part;
        let r = stridelab_engine::slicing::resolve_slice(slice_part(&s[0])?, slice_part(&s[1])?, slice_part(&s[2])?, vals.len())
            .map_err(value_error)?;
        let picked: Vec<Scalar> = (0..r.len).map(|k| vals[(r.start + k as i64 * r.step) as usize]).collect();
        return Ok(Value::PyArray(build(p.code, &picked)?));
    }
    let i = ops::index_int(idx).ok_or_else(|| type_error("array indices must be integers"))?;
    let n = vals.len() as i128;
    let j = if i < 0 { i + n } else { i };
    if !(0..n).contains(&j) {
        return Err(index_error("array index out of range"));
    }
    Ok(crate::convert::scalar_to_py(vals[j as usize]))
}

pub fn attr(obj: &Value, p: &PyArray, name: &str) -> PyResult<Value> {
    Ok(match name {
        "typecode" => Value::str(&p.code.to_string()),
        "itemsize" => Value::Int(dtype_of(p.code).itemsize() as i128),
        "tolist" | "append" | "extend" => Value::Method(Rc::new((obj.clone(), name.to_string()))),
        "buffer_info" | "byteswap" | "count" | "frombytes" | "fromfile" | "fromlist" | "index" | "insert" | "pop" | "remove"
        | "reverse" | "tobytes" | "tofile" | "fromunicode" | "tounicode" => {
            return Err(not_implemented(format!("array.array.{name} is not supported by stridelab")));
        }
        _ => return Err(stridelab_engine::error::attribute_error(format!("'array.array' object has no attribute '{name}'"))),
    })
}

pub fn call_method(p: &PyArray, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let grow = |extra: Vec<Scalar>| -> PyResult<()> {
        let mut vals = p.scalars();
        vals.extend(extra);
        *p.items.borrow_mut() = NdArray::from_scalars(dtype_of(p.code), &[vals.len()], &vals)?;
        Ok(())
    };
    match name {
        "tolist" => {
            Args::bind_as(crate::args::Parser::Clinic, "tolist", "", pos, kw)?;
            Ok(Value::list(p.values()))
        }
        "append" => {
            let a = Args::bind_as(crate::args::Parser::Clinic, "append", "v, /", pos, kw)?;
            grow(vec![item(p.code, &a.req("v"))?])?;
            Ok(Value::None)
        }
        "extend" => {
            let a = Args::bind_as(crate::args::Parser::Clinic, "extend", "bb, /", pos, kw)?;
            let extra = match a.req("bb") {
                Value::PyArray(q) if q.code == p.code => q.scalars(),
                Value::PyArray(_) => return Err(type_error("can only extend with array of same kind")),
                other => ops::iterate(&other)?.iter().map(|v| item(p.code, v)).collect::<PyResult<_>>()?,
            };
            grow(extra)?;
            Ok(Value::None)
        }
        _ => Err(stridelab_engine::error::attribute_error(format!("'array.array' object has no attribute '{name}'"))),
    }
}

/// The module's other attributes.
pub fn module_attr(module: &str, name: &str) -> Option<PyResult<Value>> {
    (module == "array").then(|| match name {
        "typecodes" => Ok(Value::str(TYPECODES)),
        "ArrayType" => Ok(Value::Builtin("array.array")),
        _ => Err(not_implemented(format!("array.{name} is not supported by stridelab"))),
    })
}
