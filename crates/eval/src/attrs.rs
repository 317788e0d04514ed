//! Attribute access: array attributes (shape, strides, flags, base, `__array_interface__`),
//! dtype objects, flags objects, modules and bound methods.

use std::rc::Rc;

use super::builtins;
use super::interp::Interp;
use super::ops;
use super::value::{TypeObj, Value};
use stridelab_engine::array::{Base, NdArray};
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::error::{PyResult, attribute_error, key_error, type_error, value_error};

fn int(v: usize) -> Value {
    Value::Int(v as i128)
}

thread_local! {
    /// The buffers whose data address an `__array_interface__` has shown, so that an
    /// object carrying such a dict can be turned back into a view of the same memory.
    static SHOWN: std::cell::RefCell<Vec<std::rc::Weak<stridelab_engine::buffer::Buffer>>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// The buffer holding simulated address `addr` (one an `__array_interface__` has shown), and
/// the byte offset of `addr` in it.
pub fn buffer_at(addr: u64) -> Option<(Rc<stridelab_engine::buffer::Buffer>, usize)> {
    SHOWN.with(|s| {
        s.borrow().iter().filter_map(|w| w.upgrade()).find_map(|b| {
            let len = b.data.borrow().len() as u64;
            (addr >= b.addr && addr <= b.addr + len).then(|| (b.clone(), (addr - b.addr) as usize))
        })
    })
}

/// `__array_interface__` as NumPy builds it (getset.c `array_interface_get`).
pub fn array_interface(a: &NdArray) -> Value {
    SHOWN.with(|s| {
        let mut s = s.borrow_mut();
        s.retain(|w| w.strong_count() > 0);
        if !s.iter().any(|w| w.upgrade().is_some_and(|b| Rc::ptr_eq(&b, &a.buf))) {
            s.push(Rc::downgrade(&a.buf));
        }
    });
    let strides = if a.is_c_contiguous() {
        Value::None
    } else {
        Value::int_tuple(a.strides.iter().map(|&s| s as i128))
    };
    let typestr = a.dtype.typestr();
    let pairs = vec![
        (
            Value::str("data"),
            Value::tuple(vec![Value::Int(a.data_addr() as i128), Value::Bool(!a.writeable.get() || a.warn_on_write.get())]),
        ),
        (Value::str("strides"), strides),
        (Value::str("descr"), Value::list(vec![Value::tuple(vec![Value::str(""), Value::str(&typestr)])])),
        (Value::str("typestr"), Value::str(&typestr)),
        (Value::str("shape"), Value::int_tuple(a.shape.iter().map(|&d| d as i128))),
        (Value::str("version"), Value::Int(3)),
    ];
    Value::dict(crate::python::dict::DictTable::from_pairs(pairs).expect("str keys hash"))
}

pub fn base_value(a: &NdArray) -> Value {
    match &a.base {
        None => Value::None,
        Some(Base::Array(b)) => Value::Array(b.clone()),
        Some(Base::Dummy(b)) => Value::Dummy(b.clone()),
        Some(Base::Bytes(b)) => Value::Bytes(b.clone()),
        Some(Base::ByteArray(b)) => crate::python::bytearray::from_exporter(b),
        Some(Base::Record(r)) => Value::Record(r.clone()),
        Some(Base::Text(t)) => Value::Text(t.clone()),
        Some(Base::Iter(t)) => crate::numpy::nditer::from_token(t).unwrap_or(Value::None),
    }
}

/// An ndarray attribute of an array, whatever its class.
pub fn get_attr_plain(_: &mut Interp, obj: &Value, name: &str) -> PyResult<Value> {
    match obj {
        Value::Array(a) => array_attr(a, obj, name),
        _ => Err(attribute_error(format!("'{}' object has no attribute '{}'", obj.type_name(), name))),
    }
}

pub fn get_attr(interp: &mut Interp, obj: &Value, name: &str) -> PyResult<Value> {
    match obj {
        Value::Array(a) => match crate::numpy::subclass::class_of(a) {
            Some(c) => crate::numpy::subclass::get_attr(interp, obj, a, c, name),
            None => array_attr(a, obj, name),
        },
        Value::Scalar(d, s) => match name {
            "dtype" => Ok(Value::DType(*d)),
            "shape" => Ok(Value::tuple(vec![])),
            "strides" => Ok(Value::tuple(vec![])),
            "ndim" => Ok(Value::Int(0)),
            "size" => Ok(Value::Int(1)),
            "itemsize" | "nbytes" => Ok(int(d.itemsize())),
            "real" if d.is_complex() => Ok(Value::Scalar(d.part(), s.real())),
            "imag" if d.is_complex() => Ok(Value::Scalar(d.part(), Scalar::Float(s.as_complex().1))),
            "real" => Ok(obj.clone()),
            "imag" => Ok(Value::Scalar(*d, Scalar::Bool(false).cast(*d))),
            "T" => Ok(obj.clone()),
            "base" => Ok(Value::None),
            "flags" => {
                // a scalar's flags: those of a read-only 0-d array owning its data
                let a = NdArray::from_scalars(*d, &[], &[*s])?;
                a.writeable.set(false);
                Ok(Value::Flags(a))
            }
            "__array_interface__" => {
                // scalarapi.c `gentype_interface_get`: the interface of a fresh 0-d array kept as '__ref'
                let a = NdArray::from_scalars(*d, &[], &[*s])?;
                let iface = array_interface(&a);
                if let Value::Dict(pairs) = &iface {
                    pairs.borrow_mut().set(Value::str("__ref"), Value::Array(a))?;
                }
                Ok(iface)
            }
            _ if crate::numpy::ndarray::is_method(name) => Ok(Value::Method(Rc::new((obj.clone(), name.to_string())))),
            _ => Err(attribute_error(format!("'numpy.{}' object has no attribute '{}'", obj.type_name(), name))),
        },
        Value::DType(d) => dtype_attr(*d, name),
        Value::Descr(d) => crate::numpy::records::descr_attr(d, name),
        Value::Record(r) => crate::numpy::records::attr(r, obj, name),
        Value::Text(t) => crate::numpy::strings::attr(t, obj, name),
        Value::Swapped(a) => crate::numpy::byteorder::attr(a, obj, name),
        Value::Objects(o) => crate::numpy::object_arrays::attr(interp, obj, o, name),
        Value::MappingProxy(d) if matches!(name, "keys" | "values" | "items" | "get" | "copy") => get_attr(interp, &Value::Dict(d.clone()), name),
        Value::NpStr(_) | Value::NpBytes(_) => get_attr(interp, &crate::numpy::strings::to_python(obj), name),
        Value::Time(t) => crate::numpy::datetime::attr(interp, obj, t, name),
        Value::Masked(m) => crate::numpy::ma::attr(interp, obj, m, name),
        Value::Type(t @ (TypeObj::NpScalar(_) | TypeObj::NpAbstract(_))) if name == "__mro__" => {
            Ok(Value::tuple(crate::numpy::numerictypes::mro(*t).unwrap_or_default()))
        }
        Value::Type(TypeObj::NpScalar(_) | TypeObj::NpAbstract(_)) if name == "mro" => Ok(Value::Method(Rc::new((obj.clone(), name.to_string())))),
        Value::Type(TypeObj::NpScalar(d)) => match name {
            "__name__" => Ok(Value::str(&TypeObj::NpScalar(*d).name())),
            _ => dtype_attr(*d, name).map_err(|_| {
                attribute_error(format!("type object 'numpy.{}' has no attribute '{}'", d.name(), name))
            }),
        },
        Value::Type(TypeObj::Class(c)) => crate::python::classes::type_attr(*c, name),
        Value::Type(TypeObj::Object) if name == "__new__" => Ok(Value::Builtin("object.__new__")),
        Value::Type(TypeObj::NdArray) if name == "__new__" => Ok(Value::Method(Rc::new((obj.clone(), name.to_string())))),
        // np.ndarray.view: the unbound method (a method_descriptor), called with the array first
        Value::Type(TypeObj::NdArray) if crate::numpy::ndarray::is_method(name) => Ok(Value::Method(Rc::new((obj.clone(), name.to_string())))),
        // np.ndarray.strides: a getset descriptor, which stridelab does not model as a value
        Value::Type(TypeObj::NdArray) if let Some(e) = crate::numpy::names::missing_type_attr("ndarray", name) => Err(e),
        Value::Type(t) => match name {
            "__name__" => Ok(Value::str(&t.name())),
            _ => Err(attribute_error(format!("type object '{}' has no attribute '{}'", t.tp_name(), name))),
        },
        Value::Flags(a) => flag_attr(a, name),
        Value::Limits(d) => crate::numpy::getlimits::attr(*d, name),
        Value::Dummy(b) => match name {
            "base" => Ok(Value::Array(b.clone())),
            "__array_interface__" => Ok(array_interface(b)),
            _ => Err(attribute_error(format!("'DummyArray' object has no attribute '{}'", name))),
        },
        Value::Module(_) => builtins::module_attr(obj, name),
        Value::Builtin(key) => builtins::builtin_attr(key, name),
        Value::Generator(_) => crate::numpy::random::generator_attr(obj, name),
        Value::StringIO(s) => crate::python::io::attr(obj, s, name),
        Value::ByteArray(_) => crate::python::bytearray::attr(obj, name),
        Value::PyArray(p) => crate::python::array::attr(obj, p, name),
        Value::MemoryView(m) => crate::python::bytearray::mv_attr(obj, m, name),
        Value::Vectorize(v) => crate::numpy::function_base::vectorize::attr(v, name),
        Value::Poly1d(p) => crate::numpy::lib_polynomial::attr(interp, obj, p, name),
        Value::Polynomial(p) => crate::numpy::polynomial::attr(obj, p, name),
        Value::FlatIter(it) => crate::numpy::flatiter::attr(obj, it, name),
        Value::NdIter(it) => crate::numpy::nditer::attr(it, obj, name),
        Value::Function(f) => match name {
            "__name__" => Ok(Value::str(&f.name)),
            _ => Err(attribute_error(format!("'function' object has no attribute '{}'", name))),
        },
        Value::Exc(e) => super::exc::get_attr(e, name).ok_or_else(|| {
            attribute_error(format!("'{}' object has no attribute '{}'", e.kind.name(), name))
        }),
        Value::Object(o) => crate::python::classes::get_attr(obj, o, name),
        Value::Super(s) => crate::python::classes::super_attr(s, name),
        // Python's real numbers have .real and .imag (int.real of True is 1)
        Value::Bool(_) | Value::Int(_) | Value::Float(_) if name == "real" || name == "imag" => Ok(match (obj, name) {
            (Value::Float(f), "real") => Value::Float(*f),
            (Value::Float(_), _) => Value::Float(0.0),
            (Value::Int(i), "real") => Value::Int(*i),
            (Value::Bool(b), "real") => Value::Int(*b as i128),
            _ => Value::Int(0),
        }),
        Value::Tuple(t) if crate::python::namedtuple::field(t, name).is_some() => Ok(crate::python::namedtuple::field(t, name).unwrap_or(Value::None)),
        Value::List(_) | Value::Dict(_) | Value::Set(_) | Value::Str(_) | Value::Tuple(_) | Value::Int(_) | Value::Float(_) => {
            if crate::python::methods::is_py_method(obj, name) {
                Ok(Value::Method(Rc::new((obj.clone(), name.to_string()))))
            } else {
                Err(attribute_error(format!("'{}' object has no attribute '{}'", obj.type_name(), name)))
            }
        }
        Value::Complex(r, i) => match name {
            "real" => Ok(Value::Float(*r)),
            "imag" => Ok(Value::Float(*i)),
            "conjugate" => Ok(Value::Method(Rc::new((obj.clone(), name.to_string())))),
            _ => Err(attribute_error(format!("'complex' object has no attribute '{}'", name))),
        },
        Value::Slice(s) => match name {
            "start" => Ok(s[0].clone()),
            "stop" => Ok(s[1].clone()),
            "step" => Ok(s[2].clone()),
            _ => Err(attribute_error(format!("'slice' object has no attribute '{}'", name))),
        },
        other => Err(attribute_error(format!("'{}' object has no attribute '{}'", other.type_name(), name))),
    }
}

pub(crate) fn array_attr(a: &Rc<NdArray>, obj: &Value, name: &str) -> PyResult<Value> {
    Ok(match name {
        "shape" => Value::int_tuple(a.shape.iter().map(|&d| d as i128)),
        "strides" => Value::int_tuple(a.strides.iter().map(|&s| s as i128)),
        "dtype" => Value::DType(a.dtype),
        "ndim" => int(a.ndim()),
        "size" => int(a.size()),
        "itemsize" => int(a.itemsize()),
        "nbytes" => int(a.nbytes()),
        "base" => base_value(a),
        "flags" => Value::Flags(a.clone()),
        "flat" => crate::numpy::flatiter::flat_of(a),
        "T" | "mT" => {
            if name == "mT" && a.ndim() < 2 {
                return Err(value_error("matrix transpose with ndim < 2 is undefined"));
            }
            if name == "mT" {
                let nd = a.ndim() as i64;
                Value::Array(stridelab_engine::view::swapaxes(a, nd - 2, nd - 1)?)
            } else {
                Value::Array(stridelab_engine::view::transpose(a, None)?)
            }
        }
        "__array_interface__" => array_interface(a),
        // a real array is its own real part (the same object); its imaginary part is a new
        // read-only array of zeros
        "real" | "imag" if a.dtype.is_complex() => Value::Array(stridelab_engine::view::complex_part(a, name == "imag")?),
        "real" => obj.clone(),
        "imag" => {
            // (in F order when the array is F- but not C-contiguous: PyArray_ISFORTRAN)
            let z = NdArray::zeros(a.dtype, &a.shape, a.is_f_contiguous() && !a.is_c_contiguous())?;
            z.writeable.set(false);
            Value::Array(z)
        }
        // a memoryview of the array's own memory
        "data" => Value::MemoryView(a.clone()),
        "__getitem__" | "__setitem__" => Value::Method(Rc::new((obj.clone(), name.to_string()))),
        _ if crate::numpy::ndarray::is_method(name) => Value::Method(Rc::new((obj.clone(), name.to_string()))),
        _ => return Err(crate::numpy::ndarray::no_method(name)),
    })
}

/// An attribute of a plain dtype.
pub fn get_attr_dtype(d: DType, name: &str) -> PyResult<Value> {
    dtype_attr(d, name)
}

fn dtype_attr(d: DType, name: &str) -> PyResult<Value> {
    Ok(match name {
        "newbyteorder" => Value::Method(Rc::new((Value::DType(d), name.to_string()))),
        "str" => Value::str(&d.typestr()),
        "name" => Value::str(d.name()),
        "itemsize" => int(d.itemsize()),
        "alignment" => int(d.alignment()),
        "kind" => Value::str(&d.kind_char().to_string()),
        "char" => Value::str(&d.char_code().to_string()),
        "type" => Value::Type(TypeObj::NpScalar(d)),
        "byteorder" => Value::str(if d.itemsize() == 1 { "|" } else { "=" }),
        "descr" => Value::list(vec![Value::tuple(vec![Value::str(""), Value::str(&d.typestr())])]),
        "fields" | "names" => Value::None,
        "isalignedstruct" => Value::Bool(false),
        "ndim" => Value::Int(0),
        "shape" => Value::tuple(vec![]),
        "isbuiltin" => Value::Int(1),
        "num" => Value::Int(match d {
            DType::Bool => 0,
            DType::Int8 => 1,
            DType::UInt8 => 2,
            DType::Int16 => 3,
            DType::UInt16 => 4,
            DType::Int32 => 5,
            DType::UInt32 => 6,
            DType::Int64 => 7,
            DType::UInt64 => 8,
            DType::Float16 => 23,
            DType::Float32 => 11,
            DType::Float64 => 12,
            DType::Complex64 => 14,
            DType::Complex128 => 15,
        }),
        _ => {
            return Err(crate::numpy::names::missing_type_attr("dtype", name).unwrap_or_else(|| {
                attribute_error(format!("'numpy.dtypes.{}' object has no attribute '{}'", dtype_class(d), name))
            }));
        }
    })
}

/// NumPy 2's dtype class names, e.g. `Int64DType`.
pub fn dtype_class(d: DType) -> &'static str {
    match d {
        DType::Bool => "BoolDType",
        DType::Int8 => "Int8DType",
        DType::Int16 => "Int16DType",
        DType::Int32 => "Int32DType",
        DType::Int64 => "Int64DType",
        DType::UInt8 => "UInt8DType",
        DType::UInt16 => "UInt16DType",
        DType::UInt32 => "UInt32DType",
        DType::UInt64 => "UInt64DType",
        DType::Float16 => "Float16DType",
        DType::Float32 => "Float32DType",
        DType::Float64 => "Float64DType",
        DType::Complex64 => "Complex64DType",
        DType::Complex128 => "Complex128DType",
    }
}

/// The value of one flag by any of NumPy's key spellings.
fn flag_value(a: &NdArray, key: &str) -> Option<bool> {
    let c = a.is_c_contiguous();
    let f = a.is_f_contiguous();
    let w = a.writeable.get();
    let al = a.is_aligned();
    Some(match key {
        "C" | "C_CONTIGUOUS" | "CONTIGUOUS" => c,
        "F" | "F_CONTIGUOUS" | "FORTRAN" => f,
        "W" | "WRITEABLE" => w,
        "A" | "ALIGNED" => al,
        "O" | "OWNDATA" => a.owndata,
        "X" | "WRITEBACKIFCOPY" => false,
        "B" | "BEHAVED" => al && w,
        "CA" | "CARRAY" => c && al && w,
        "FA" | "FARRAY" => f && al && w && !c,
        "FNC" => f && !c,
        "FORC" => f || c,
        _ => return None,
    })
}

fn flag_attr(a: &Rc<NdArray>, name: &str) -> PyResult<Value> {
    let key = match name {
        "c_contiguous" => "C",
        "f_contiguous" => "F",
        "contiguous" => "C",
        "fortran" => "F",
        "owndata" => "O",
        "writeable" => "W",
        "aligned" => "A",
        "writebackifcopy" => "X",
        "behaved" => "B",
        "carray" => "CA",
        "farray" => "FA",
        "fnc" => "FNC",
        "forc" => "FORC",
        _ => {
            return Err(attribute_error(format!(
                "'numpy._core.multiarray.flagsobj' object has no attribute '{}'",
                name
            )));
        }
    };
    Ok(Value::Bool(flag_value(a, key).unwrap_or(false)))
}

pub fn flag_get(a: &Rc<NdArray>, key: &Value) -> PyResult<Value> {
    match key {
        Value::Str(k) => flag_value(a, k).map(Value::Bool).ok_or_else(|| key_error("'Unknown flag'")),
        _ => Err(key_error("'Unknown flag'")),
    }
}

/// Set WRITEABLE, with NumPy's rule that a
/// view may become writeable only if its base memory is writeable.
fn set_writeable(a: &Rc<NdArray>, v: bool) -> PyResult<()> {
    if v {
        let ok = match &a.base {
            None => true,
            Some(Base::Array(b)) => b.writeable.get(),
            Some(Base::Record(r)) => r.bytes.writeable.get(),
            Some(Base::Text(t)) => t.bytes.writeable.get(),
            Some(Base::Iter(t)) => t.memory.writeable.get(),
            Some(Base::ByteArray(_)) => true,
            Some(Base::Dummy(_)) | Some(Base::Bytes(_)) => false,
        };
        if !ok {
            return Err(value_error("cannot set WRITEABLE flag to True of this array"));
        }
    }
    a.writeable.set(v);
    a.warn_on_write.set(false);
    Ok(())
}

pub fn flag_set(a: &Rc<NdArray>, key: &Value, v: &Value) -> PyResult<()> {
    let b = ops::truthy(v)?;
    match key {
        Value::Str(k) if matches!(&**k, "W" | "WRITEABLE") => set_writeable(a, b),
        Value::Str(k) if matches!(&**k, "A" | "ALIGNED") => {
            if b && !a.layout_aligned() {
                return Err(value_error("cannot set aligned flag of mis-aligned array to True"));
            }
            a.align_cleared.set(!b);
            Ok(())
        }
        Value::Str(k) if matches!(&**k, "X" | "WRITEBACKIFCOPY") => {
            if b {
                return Err(value_error("cannot set WRITEBACKIFCOPY flag to True"));
            }
            Ok(())
        }
        _ => Err(key_error("'Unknown flag'")),
    }
}

/// `x.shape = s` (methods.c `array_shape_set`): the no-copy reshape or NumPy's error; the
/// array keeps its buffer, offset, flags and base.
fn set_shape(a: &Rc<NdArray>, v: &Value) -> PyResult<Rc<NdArray>> {
    if matches!(v, Value::None) {
        return Err(type_error("Use () not None as shape arguments"));
    }
    let shape = crate::numpy::args::shape_arg(v)?;
    let r = stridelab_engine::view::reshape(a, &shape, stridelab_engine::view::Order::C, None)?;
    if !Rc::ptr_eq(&r.buf, &a.buf) {
        return Err(attribute_error(
            "Incompatible shape for in-place modification. Use `.reshape()` to make a copy with the desired shape.",
        ));
    }
    same_array_new_layout(a, r.shape.clone(), r.strides.clone(), a.dtype)
}

/// `x.strides = s` (deprecated in NumPy 2.4, still allowed): the new strides must stay
/// inside the memory the array's base provides.
fn set_strides(a: &Rc<NdArray>, v: &Value) -> PyResult<Rc<NdArray>> {
    let st = crate::numpy::args::shape_arg(v)?;
    if st.len() != a.ndim() {
        // getset.c's words, double space included
        return Err(value_error(format!("strides must be  same length as shape ({})", a.ndim())));
    }
    let strides: Vec<isize> = st.iter().map(|&s| s as isize).collect();
    // the owner's whole buffer is the available memory
    let (lo, hi) = stridelab_engine::layout::byte_extent(a.offset as i64, &a.shape, &strides, a.itemsize())
        .unwrap_or((a.offset as i64, a.offset as i64));
    let (blo, bhi) = match &a.base {
        None => (0i64, a.buf.len() as i64),
        Some(Base::Array(b)) => (b.offset as i64, b.offset as i64 + b.nbytes() as i64),
        Some(Base::Record(r)) => (r.bytes.offset as i64, r.bytes.offset as i64 + r.bytes.nbytes() as i64),
        Some(Base::Text(t)) => (t.bytes.offset as i64, t.bytes.offset as i64 + t.bytes.nbytes() as i64),
        Some(Base::Iter(t)) => (t.memory.offset as i64, t.memory.offset as i64 + t.memory.nbytes() as i64),
        Some(Base::Dummy(_)) | Some(Base::Bytes(_)) | Some(Base::ByteArray(_)) => (0i64, a.buf.len() as i64),
    };
    if lo < blo || hi > bhi {
        return Err(value_error("strides is not compatible with available memory"));
    }
    same_array_new_layout(a, a.shape.clone(), strides, a.dtype)
}

/// The array object after an in-place change of its layout or dtype: same buffer, offset,
/// flags and base. Views made before keep their own (they are other objects in NumPy).
pub fn same_array_new_layout(a: &Rc<NdArray>, shape: Vec<usize>, strides: Vec<isize>, dtype: DType) -> PyResult<Rc<NdArray>> {
    let r = NdArray::build(a.buf.clone(), a.offset, shape, strides, dtype, a.owndata, a.writeable.get(), a.base.clone())?;
    r.align_cleared.set(a.align_cleared.get());
    r.warn_on_write.set(a.warn_on_write.get());
    r.addr_shift.set(a.addr_shift.get());
    Ok(r)
}

/// NumPy 2.4's warning for `x.strides = ...` (getset.c `array_strides_set`).
const STRIDES_DEPRECATION: &str = "Setting the strides on a NumPy array has been deprecated in NumPy 2.4.\n\
As an alternative, you can create a new view using np.lib.stride_tricks.as_strided.";

/// `x.dtype = d` (getset.c `array_descr_set`): the bytes reinterpreted in place, the last
/// axis rescaled by the same rules as `.view(d)`.
fn set_dtype(a: &Rc<NdArray>, v: &Value) -> PyResult<Rc<NdArray>> {
    let dt = crate::convert::parse_dtype(v)?;
    let (shape, strides) = stridelab_engine::view::view_dtype_layout(&a.shape, &a.strides, a.itemsize(), dt.itemsize())?;
    same_array_new_layout(a, shape, strides, dt)
}

pub fn set_attr(interp: &mut Interp, obj: &Value, name: &str, v: Value) -> PyResult<()> {
    match obj {
        Value::Object(o) => {
            o.attrs.borrow_mut().insert(name.to_string(), v);
            Ok(())
        }
        Value::Type(TypeObj::Class(c)) => {
            crate::python::classes::set_class_attr(*c, name, v);
            Ok(())
        }
        Value::NdIter(it) => crate::numpy::nditer::set_attr(it, name, &v),
        Value::Masked(m) => crate::numpy::ma::set_attr(interp, m, name, &v),
        Value::Flags(a) => match name {
            "writeable" => set_writeable(a, ops::truthy(&v)?),
            "aligned" => flag_set(a, &Value::str("ALIGNED"), &v),
            "writebackifcopy" => flag_set(a, &Value::str("WRITEBACKIFCOPY"), &v),
            "c_contiguous" | "f_contiguous" | "owndata" | "contiguous" | "fortran"
            | "behaved" | "carray" | "farray" | "fnc" | "forc" => Err(attribute_error(format!(
                "attribute '{}' of 'numpy._core.multiarray.flagsobj' objects is not writable",
                name
            ))),
            _ => Err(attribute_error(format!(
                "'numpy._core.multiarray.flagsobj' object has no attribute '{}'",
                name
            ))),
        },
        Value::Array(a) if let Some(r) = crate::numpy::subclass::set_attr(a, name, v.clone()) => r,
        Value::Array(a) => match name {
            "shape" => {
                let new = set_shape(a, &v)?;
                // the new shape is a new view to NumPy, which a matrix's __array_finalize__ makes 2-D
                let new = match crate::numpy::subclass::class_of(a) {
                    Some(c) if crate::numpy::defmatrix::is_matrix_class(c) => crate::numpy::defmatrix::finalize_shape(new)?,
                    _ => new,
                };
                crate::numpy::subclass::carry(a, &new);
                interp.rebind_array(a, &new);
                Ok(())
            }
            "strides" => {
                // Python shows a DeprecationWarning on stderr; rich mode tells why it matters
                if interp.rich {
                    interp.notes.push(format!(
                        "DeprecationWarning: {STRIDES_DEPRECATION}\nNew strides make the array read memory its shape was not \
                         made for: NumPy checks only that they stay inside the buffer, not that elements \
                         stay apart, and views made before keep their old strides."
                    ));
                } else {
                    eprintln!("DeprecationWarning: {STRIDES_DEPRECATION}");
                }
                let new = set_strides(a, &v)?;
                crate::numpy::subclass::carry(a, &new);
                interp.rebind_array(a, &new);
                Ok(())
            }
            "flat" => crate::numpy::flatiter::assign(a, &v),
            "real" | "imag" => {
                let part = if a.dtype.is_complex() {
                    stridelab_engine::view::complex_part(a, name == "imag")?
                } else if name == "real" {
                    a.clone()
                } else {
                    return Err(type_error("array does not have imaginary part to set"));
                };
                crate::index::set_item(interp, &Value::Array(part), &Value::Ellipsis, &v)
            }
            "dtype" => {
                let new = set_dtype(a, &v)?;
                crate::numpy::subclass::carry(a, &new);
                interp.rebind_array(a, &new);
                Ok(())
            }
            "T" | "ndim" | "size" | "itemsize" | "nbytes" | "base" | "flags" | "__array_interface__" => {
                Err(attribute_error(format!(
                    "attribute '{}' of 'numpy.ndarray' objects is not writable",
                    name
                )))
            }
            _ => Err(attribute_error(format!("'numpy.ndarray' object has no attribute '{}'", name))),
        },
        other => Err(type_error(format!(
            "cannot set '{}' attribute of '{}' objects",
            name,
            other.type_name()
        ))),
    }
}
