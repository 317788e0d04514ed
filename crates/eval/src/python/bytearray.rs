//! Python's `bytearray` and `memoryview` as CPython 3.11 runs them
//! (`Objects/bytearrayobject.c`, `Objects/memoryobject.c`), with the buffer protocol that
//! lets NumPy look into them.
//!
//! A bytearray owns one engine [`Buffer`]: `np.frombuffer(ba)` and `np.ndarray(buffer=ba)`
//! build their views over that very buffer, so a write through either side shows in the
//! other, `np.shares_memory` sees it, and the array's `.base` is the bytearray itself. A
//! bytearray with live exports (arrays or memoryviews over it) cannot be resized, CPython's
//! BufferError; without exports a resize swaps in a new buffer.
//!
//! A memoryview is the array whose memory it shows (`x.data` is `x` itself; a memoryview
//! of a bytearray or bytes is a 1-d uint8 array over it): its attributes are the buffer's
//! format, shape and strides, `tobytes()` its bytes in C order, and a 1-d one indexes to
//! Python scalars. Its repr is an address (`<memory at 0x...>`).
//!
//! Only memoryviews are exports in CPython's sense (`np.frombuffer(ba)` keeps one as its
//! base); `np.ndarray(buffer=ba)` releases its export at once and keeps the bytearray
//! object, so CPython lets the bytearray resize under it, and NumPy's array then points at
//! freed memory. Here such an array keeps the bytearray's old bytes and stops sharing.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::ops;
use crate::value::Value;
use stridelab_engine::array::{Base, Exporter, NdArray};
use stridelab_engine::buffer::{Buffer, Bytes};
use stridelab_engine::dtype::DType;
use stridelab_engine::error::{ExcKind, PyErr, PyResult, attribute_error, index_error, not_implemented, type_error, value_error};

/// A bytearray: its buffer, replaced when the bytearray is resized.
#[derive(Debug)]
pub struct ByteArray {
    pub buf: RefCell<Rc<Buffer>>,
    /// The memoryviews over the buffer: while one lives, the size is fixed.
    exports: RefCell<Vec<Weak<NdArray>>>,
}

impl ByteArray {
    /// A copy of the contents.
    pub fn to_vec(&self) -> Vec<u8> {
        self.buf.borrow().bytes().to_vec()
    }

    pub fn len(&self) -> usize {
        self.buf.borrow().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether a memoryview of the buffer is alive.
    fn exported(&self) -> bool {
        let mut ex = self.exports.borrow_mut();
        ex.retain(|w| w.strong_count() > 0);
        !ex.is_empty()
    }

    /// A memoryview over the whole buffer (a 1-d uint8 array), counted as an export.
    fn export(self: &Rc<Self>) -> PyResult<Rc<NdArray>> {
        let buf = self.buf.borrow().clone();
        let n = buf.len();
        let m = NdArray::build(buf, 0, vec![n], vec![1], DType::UInt8, false, true, Some(Base::ByteArray(Exporter(self.clone()))))?;
        self.exports.borrow_mut().push(Rc::downgrade(&m));
        Ok(m)
    }

    /// New contents of another length: CPython refuses while the memory is exported.
    fn resize(&self, data: Vec<u8>) -> PyResult<()> {
        if data.len() != self.len() && self.exported() {
            return Err(PyErr::new(ExcKind::BufferError, "Existing exports of data: object cannot be re-sized"));
        }
        if data.len() == self.len() {
            self.buf.borrow().data.borrow_mut().copy_from_slice(&data);
        } else {
            stridelab_engine::budget::charge(data.len() as u64);
            *self.buf.borrow_mut() = Buffer::from_vec(data);
        }
        Ok(())
    }
}

pub fn new_value(data: Vec<u8>) -> Value {
    stridelab_engine::budget::charge(data.len() as u64);
    Value::ByteArray(Rc::new(ByteArray { buf: RefCell::new(Buffer::from_bytes(Bytes::Heap(data))), exports: RefCell::new(Vec::new()) }))
}

/// The object an array's `.base` names: the bytearray, or the memoryview of it that
/// `np.frombuffer` keeps.
pub fn from_exporter(e: &Exporter) -> Value {
    if let Ok(b) = e.0.clone().downcast::<ByteArray>() {
        return Value::ByteArray(b);
    }
    match e.0.clone().downcast::<NdArray>() {
        Ok(m) => Value::MemoryView(m),
        Err(_) => Value::None,
    }
}

/// What `np.frombuffer` lends: for a bytearray, NumPy asks for a memoryview of it, which
/// becomes the array's `.base` (its `.obj` is the bytearray).
pub fn lend_through_memoryview(v: &Value) -> PyResult<Option<Lent>> {
    let Some(mut l) = lend(v) else { return Ok(None) };
    if let Value::ByteArray(b) = v {
        l.base = Base::ByteArray(Exporter(b.export()?));
    }
    Ok(Some(l))
}

/// The contents of a bytes-like object (bytes, bytearray, memoryview), for `==`, `+`,
/// `bytes()` and the constructors.
pub fn bytes_like(v: &Value) -> Option<Vec<u8>> {
    match v {
        Value::Bytes(b) => Some(b.to_vec()),
        Value::ByteArray(b) => Some(b.to_vec()),
        Value::MemoryView(m) => stridelab_engine::gather::bytes_of(m, m.dtype).ok(),
        _ => None,
    }
}

/// What the buffer protocol lends an array: the memory, where the bytes start, how many
/// there are, the base the array records and whether it may write.
pub struct Lent {
    pub buf: Rc<Buffer>,
    pub start: usize,
    pub len: usize,
    pub base: Base,
    pub writeable: bool,
}

/// The memory of a bytes object (copied: bytes are immutable, so the array is read-only)
/// or a bytearray (shared); None for other values.
pub fn lend(v: &Value) -> Option<Lent> {
    match v {
        Value::Bytes(b) => {
            Some(Lent { buf: Buffer::from_vec(b.to_vec()), start: 0, len: b.len(), base: Base::Bytes(b.clone()), writeable: false })
        }
        Value::ByteArray(b) => {
            let buf = b.buf.borrow().clone();
            let len = buf.len();
            Some(Lent { buf, start: 0, len, base: Base::ByteArray(Exporter(b.clone())), writeable: true })
        }
        _ => None,
    }
}

/// `bytearray(...)`: the forms of `bytes(...)` (CPython's `bytearray___init__` reads the
/// same arguments), with bytearray's words where they differ.
pub fn construct(pos: &[Value]) -> PyResult<Value> {
    let data = match pos.first() {
        Some(v @ (Value::ByteArray(_) | Value::MemoryView(_))) if pos.len() == 1 => bytes_like(v).unwrap_or_default(),
        _ => match crate::python::builtins::make_bytes(pos) {
            Ok(Value::Bytes(b)) => b.to_vec(),
            Ok(_) => Vec::new(),
            Err(mut e) => {
                e.msg = e.msg.replace("object to bytes", "object to bytearray").replace("bytes must be in", "byte must be in");
                e.msg = e.msg.replace("bytes()", "bytearray()");
                return Err(e);
            }
        },
    };
    Ok(new_value(data))
}

pub fn repr(b: &ByteArray) -> String {
    format!("bytearray({})", crate::repr::bytes_repr(&b.to_vec()))
}

/// One byte from an int-like value.
fn byte_of(v: &Value) -> PyResult<u8> {
    let i = ops::index_int(v).ok_or_else(|| type_error(format!("'{}' object cannot be interpreted as an integer", v.type_name())))?;
    u8::try_from(i).map_err(|_| value_error("byte must be in range(0, 256)"))
}

fn position(b: &ByteArray, idx: &Value) -> PyResult<usize> {
    let i = ops::index_int(idx)
        .ok_or_else(|| type_error(format!("bytearray indices must be integers or slices, not {}", idx.type_name())))?;
    let n = b.len() as i128;
    let j = if i < 0 { i + n } else { i };
    if j < 0 || j >= n {
        return Err(index_error("bytearray index out of range"));
    }
    Ok(j as usize)
}

/// The positions a slice selects.
fn slice_positions(n: usize, s: &[Value; 3]) -> PyResult<Vec<usize>> {
    use crate::index::slice_part;
    let r = stridelab_engine::slicing::resolve_slice(slice_part(&s[0])?, slice_part(&s[1])?, slice_part(&s[2])?, n)
        .map_err(value_error)?;
    Ok((0..r.len).map(|k| (r.start + k as i64 * r.step) as usize).collect())
}

pub fn get_item(b: &ByteArray, idx: &Value) -> PyResult<Value> {
    let data = b.buf.borrow();
    let bytes = data.bytes();
    match idx {
        Value::Slice(s) => Ok(new_value(slice_positions(bytes.len(), s)?.into_iter().map(|i| bytes[i]).collect())),
        _ => {
            drop(bytes);
            drop(data);
            let j = position(b, idx)?;
            Ok(Value::Int(b.buf.borrow().bytes()[j] as i128))
        }
    }
}

pub fn set_item(b: &ByteArray, idx: &Value, v: &Value) -> PyResult<()> {
    match idx {
        Value::Slice(s) => {
            let new: Vec<u8> = match bytes_like(v) {
                Some(d) => d,
                None if matches!(v, Value::Int(_) | Value::Bool(_) | Value::Float(_) | Value::None | Value::Str(_)) => {
                    return Err(type_error("can assign only bytes, buffers, or iterables of ints in range(0, 256)"));
                }
                None => ops::iterate(v)?.iter().map(byte_of).collect::<PyResult<_>>()?,
            };
            let old = b.to_vec();
            let pos = slice_positions(old.len(), s)?;
            if s[2].is_none() || matches!(s[2], Value::Int(1)) {
                // a simple slice is replaced whole, which may change the length
                let lo = pos.first().copied().unwrap_or_else(|| {
                    let start = crate::index::slice_part(&s[0]).ok().flatten().unwrap_or(0);
                    let n = old.len() as i64;
                    (if start < 0 { (start + n).max(0) } else { start.min(n) }) as usize
                });
                let hi = lo + pos.len();
                let mut out = old[..lo].to_vec();
                out.extend_from_slice(&new);
                out.extend_from_slice(&old[hi..]);
                return b.resize(out);
            }
            if new.len() != pos.len() {
                return Err(value_error(format!(
                    "attempt to assign bytes of size {} to extended slice of size {}",
                    new.len(),
                    pos.len()
                )));
            }
            let buf = b.buf.borrow();
            let mut data = buf.data.borrow_mut();
            for (i, c) in pos.into_iter().zip(new) {
                data[i] = c;
            }
            Ok(())
        }
        _ => {
            let j = position(b, idx)?;
            let c = byte_of(v)?;
            b.buf.borrow().data.borrow_mut()[j] = c;
            Ok(())
        }
    }
}

const METHODS: &[&str] = &["append", "extend", "pop", "clear", "copy", "decode", "hex", "count", "find", "index", "startswith", "endswith"];

pub fn attr(obj: &Value, name: &str) -> PyResult<Value> {
    if METHODS.contains(&name) {
        return Ok(Value::Method(Rc::new((obj.clone(), name.to_string()))));
    }
    Err(attribute_error(format!("'bytearray' object has no attribute '{name}'")))
}

pub fn call_method(b: &ByteArray, name: &str, pos: Vec<Value>) -> PyResult<Value> {
    let arity = |n: usize| -> PyResult<()> {
        if pos.len() != n {
            return Err(type_error(format!("bytearray.{name}() takes exactly {} argument{} ({} given)", n, if n == 1 { "" } else { "s" }, pos.len())));
        }
        Ok(())
    };
    let mut data = b.to_vec();
    match name {
        "append" => {
            arity(1)?;
            data.push(byte_of(&pos[0])?);
            b.resize(data)?;
            Ok(Value::None)
        }
        "extend" => {
            arity(1)?;
            match bytes_like(&pos[0]) {
                Some(d) => data.extend(d),
                None => {
                    for v in ops::iterate(&pos[0])? {
                        data.push(byte_of(&v)?);
                    }
                }
            }
            b.resize(data)?;
            Ok(Value::None)
        }
        "pop" => {
            let i = match pos.first() {
                Some(v) => ops::index_int(v).ok_or_else(|| type_error(format!("'{}' object cannot be interpreted as an integer", v.type_name())))?,
                None => -1,
            };
            if data.is_empty() {
                return Err(index_error("pop from empty bytearray"));
            }
            let n = data.len() as i128;
            let j = if i < 0 { i + n } else { i };
            if j < 0 || j >= n {
                return Err(index_error("pop index out of range"));
            }
            let c = data.remove(j as usize);
            b.resize(data)?;
            Ok(Value::Int(c as i128))
        }
        "clear" => {
            b.resize(Vec::new())?;
            Ok(Value::None)
        }
        "copy" => Ok(new_value(data)),
        "hex" if pos.is_empty() => Ok(Value::str(&data.iter().map(|c| format!("{c:02x}")).collect::<String>())),
        "decode" if pos.is_empty() => match String::from_utf8(data) {
            Ok(s) => Ok(Value::str(&s)),
            Err(_) => Err(not_implemented("bytearray.decode() of bytes that are not UTF-8 is not supported by stridelab")),
        },
        "count" | "find" | "index" | "startswith" | "endswith" => {
            arity(1)?;
            let needle = match (&pos[0], bytes_like(&pos[0])) {
                (_, Some(d)) => d,
                (v, None) => vec![byte_of(v)?],
            };
            let at = (0..=data.len().saturating_sub(needle.len())).filter(|&i| data.len() >= needle.len() && data[i..i + needle.len()] == needle[..]);
            Ok(match name {
                "count" => {
                    let (mut n, mut i) = (0, 0);
                    while needle.is_empty() || i + needle.len() <= data.len() {
                        if needle.is_empty() {
                            n = data.len() + 1;
                            break;
                        }
                        if data[i..i + needle.len()] == needle[..] {
                            n += 1;
                            i += needle.len();
                        } else {
                            i += 1;
                        }
                    }
                    Value::Int(n as i128)
                }
                "find" => Value::Int(at.min().map_or(-1, |i| i as i128)),
                "index" => Value::Int(at.min().ok_or_else(|| value_error("subsection not found"))? as i128),
                "startswith" => Value::Bool(data.starts_with(&needle)),
                _ => Value::Bool(data.ends_with(&needle)),
            })
        }
        _ => Err(not_implemented(format!("bytearray.{name}() with these arguments is not supported by stridelab"))),
    }
}

/// `memoryview(obj)`.
pub fn memoryview(pos: &[Value]) -> PyResult<Value> {
    let [obj] = pos else {
        return Err(type_error(format!("memoryview() takes exactly one argument ({} given)", pos.len())));
    };
    match obj {
        Value::Array(a) => Ok(Value::MemoryView(a.clone())),
        Value::MemoryView(m) => Ok(Value::MemoryView(m.clone())),
        Value::ByteArray(b) => Ok(Value::MemoryView(b.export()?)),
        other => match lend(other) {
            Some(l) => {
                let a = NdArray::build(l.buf, l.start, vec![l.len], vec![1], DType::UInt8, false, l.writeable, Some(l.base))?;
                Ok(Value::MemoryView(a))
            }
            None => Err(type_error(format!("memoryview: a bytes-like object is required, not '{}'", other.type_name()))),
        },
    }
}

/// The struct-module format of a dtype, as NumPy's buffer export writes it
/// (`_buffer_format_string`): native types by their C letters, others with a byte order.
fn format(d: DType) -> PyResult<String> {
    Ok(match d {
        DType::Bool => "?",
        DType::Int8 => "b",
        DType::UInt8 => "B",
        DType::Int16 => "h",
        DType::UInt16 => "H",
        DType::Int32 => "i",
        DType::UInt32 => "I",
        DType::Int64 => "l",
        DType::UInt64 => "L",
        DType::Float16 => "e",
        DType::Float32 => "f",
        DType::Float64 => "d",
        DType::Complex64 => "Zf",
        DType::Complex128 => "Zd",
        #[allow(unreachable_patterns)]
        _ => return Err(not_implemented(format!("a memoryview of {} is not supported by stridelab", d.name()))),
    }
    .to_string())
}

pub fn mv_attr(obj: &Value, m: &Rc<NdArray>, name: &str) -> PyResult<Value> {
    let ints = |v: &[usize]| Value::int_tuple(v.iter().map(|&x| x as i128));
    Ok(match name {
        "nbytes" => Value::Int(m.nbytes() as i128),
        "itemsize" => Value::Int(m.itemsize() as i128),
        "ndim" => Value::Int(m.ndim() as i128),
        "format" => Value::str(&format(m.dtype)?),
        "shape" => ints(&m.shape),
        "strides" => Value::int_tuple(m.strides.iter().map(|&s| s as i128)),
        "readonly" => Value::Bool(!m.writeable.get()),
        "c_contiguous" => Value::Bool(m.is_c_contiguous()),
        "f_contiguous" => Value::Bool(m.is_f_contiguous()),
        "contiguous" => Value::Bool(m.is_c_contiguous() || m.is_f_contiguous()),
        "obj" => match &m.base {
            Some(Base::ByteArray(e)) => from_exporter(e),
            Some(Base::Bytes(b)) => Value::Bytes(b.clone()),
            _ => Value::Array(m.clone()),
        },
        "tobytes" | "tolist" | "hex" | "release" => Value::Method(Rc::new((obj.clone(), name.to_string()))),
        _ => return Err(attribute_error(format!("'memoryview' object has no attribute '{name}'"))),
    })
}

pub fn mv_method(interp: &mut crate::interp::Interp, m: &Rc<NdArray>, name: &str, pos: &[Value]) -> PyResult<Value> {
    if !pos.is_empty() {
        return Err(not_implemented(format!("memoryview.{name}() with arguments is not supported by stridelab")));
    }
    match name {
        "tobytes" => Ok(Value::Bytes(Rc::from(stridelab_engine::gather::bytes_of(m, m.dtype)?))),
        "hex" => Ok(Value::str(&stridelab_engine::gather::bytes_of(m, m.dtype)?.iter().map(|c| format!("{c:02x}")).collect::<String>())),
        "tolist" => {
            format(m.dtype)?;
            crate::numpy::ndarray::call_method(interp, &Value::Array(m.clone()), "tolist", Vec::new(), Vec::new())
        }
        "release" => Ok(Value::None),
        _ => Err(attribute_error(format!("'memoryview' object has no attribute '{name}'"))),
    }
}

pub fn mv_len(m: &NdArray) -> usize {
    m.shape.first().copied().unwrap_or(1)
}

/// `m[i]` of a 1-d memoryview: the element as a Python scalar.
pub fn mv_get(m: &Rc<NdArray>, idx: &Value) -> PyResult<Value> {
    let off = mv_offset(m, idx)?;
    format(m.dtype)?;
    Ok(crate::convert::scalar_to_py(m.read_at(off)))
}

pub fn mv_set(interp: &mut crate::interp::Interp, m: &Rc<NdArray>, idx: &Value, v: &Value) -> PyResult<()> {
    if !m.writeable.get() {
        return Err(type_error("cannot modify read-only memory"));
    }
    mv_offset(m, idx)?;
    let i = ops::index_int(idx).unwrap_or(0);
    crate::index::set_item(interp, &Value::Array(m.clone()), &Value::Int(i), v)
}

fn mv_offset(m: &NdArray, idx: &Value) -> PyResult<usize> {
    if matches!(idx, Value::Slice(_)) {
        return Err(not_implemented("slicing a memoryview is not supported by stridelab"));
    }
    if m.ndim() != 1 {
        return Err(if m.ndim() == 0 {
            type_error("invalid indexing of 0-dim memory")
        } else {
            PyErr::new(ExcKind::NotImplementedError, "multi-dimensional sub-views are not implemented")
        });
    }
    let i = ops::index_int(idx).ok_or_else(|| type_error("memoryview: invalid slice key"))?;
    let n = m.shape[0] as i128;
    let j = if i < 0 { i + n } else { i };
    if j < 0 || j >= n {
        return Err(index_error("index out of bounds on dimension 1"));
    }
    Ok((m.offset as i64 + j as i64 * m.strides[0] as i64) as usize)
}
