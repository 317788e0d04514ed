//! Runtime values of the interpreter: Python objects and NumPy objects.

use std::cell::RefCell;
use std::rc::Rc;

use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::error::ExcKind;
use stridelab_lang::ast::{Param, Stmt};

/// Python types that `type(x)` can return and that can be called as constructors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TypeObj {
    /// Python's `object`, the root of every class (its instances are not supported).
    Object,
    NoneType,
    Bool,
    Int,
    Float,
    Complex,
    Str,
    Bytes,
    ByteArray,
    MemoryView,
    Tuple,
    List,
    Dict,
    Slice,
    Range,
    Ellipsis,
    NdArray,
    /// `np.int64`, `np.float32`, ... (also usable as dtype arguments)
    NpScalar(DType),
    /// `np.integer`, `np.floating`, ...: NumPy's abstract scalar classes
    NpAbstract(crate::numpy::numerictypes::Abstract),
    DType,
    Flags,
    Dummy,
    Function,
    BuiltinFunction,
    Method,
    Module,
    Type,
    Iterator(&'static str),
    /// `np.random.Generator`
    Generator,
    /// The class of a NumPy context manager.
    Context(crate::python::context::ContextKind),
    /// `numpy.flatiter`, the type of `a.flat`
    FlatIter,
    /// `numpy.finfo` (true) or `numpy.iinfo` (false)
    Limits(bool),
    Set,
    /// An exception class (`ValueError`, `np.exceptions.AxisError`, `Exception`, ...).
    Exc(ExcKind),
    /// A class defined by a `class` statement.
    Class(ClassId),
    /// `numpy.str_` and `numpy.bytes_`, the scalar types of text arrays.
    NpText(stridelab_engine::strings::TextKind),
    /// `numpy.void`, `numpy.record`, `numpy.recarray` (`Array` is never used: that is NdArray).
    Rec(stridelab_engine::records::RecKind),
    /// `numpy.datetime64`, `numpy.timedelta64` and the `datetime` classes `.item()` gives.
    Time(crate::numpy::datetime::TimeClass),
}

/// A user class, by its index in the interpreter's class registry (`Interp::classes`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClassId(pub usize);

impl TypeObj {
    /// `type(x).__name__`
    pub fn name(self) -> String {
        match self {
            TypeObj::Object => "object".into(),
            TypeObj::NoneType => "NoneType".into(),
            TypeObj::Bool => "bool".into(),
            TypeObj::Int => "int".into(),
            TypeObj::Float => "float".into(),
            TypeObj::Complex => "complex".into(),
            TypeObj::Str => "str".into(),
            TypeObj::Bytes => "bytes".into(),
            TypeObj::ByteArray => "bytearray".into(),
            TypeObj::MemoryView => "memoryview".into(),
            TypeObj::Tuple => "tuple".into(),
            TypeObj::List => "list".into(),
            TypeObj::Dict => "dict".into(),
            TypeObj::Slice => "slice".into(),
            TypeObj::Range => "range".into(),
            TypeObj::Ellipsis => "ellipsis".into(),
            TypeObj::NdArray => "ndarray".into(),
            TypeObj::NpScalar(d) => match d {
                DType::Bool => "bool".into(),
                d => d.name().into(),
            },
            TypeObj::NpAbstract(a) => a.name().into(),
            TypeObj::DType => "dtype".into(),
            TypeObj::Flags => "flagsobj".into(),
            TypeObj::Dummy => "DummyArray".into(),
            TypeObj::Function => "function".into(),
            TypeObj::BuiltinFunction => "builtin_function_or_method".into(),
            TypeObj::Method => "method".into(),
            TypeObj::Module => "module".into(),
            TypeObj::Type => "type".into(),
            TypeObj::Iterator(n) if n.starts_with("numpy.") => n.rsplit('.').next().unwrap_or(n).into(),
            TypeObj::Iterator(n) => n.into(),
            TypeObj::Generator => "Generator".into(),
            TypeObj::Context(k) => k.class_name().rsplit('.').next().unwrap_or("").into(),
            TypeObj::FlatIter => "flatiter".into(),
            TypeObj::Limits(f) => (if f { "finfo" } else { "iinfo" }).into(),
            TypeObj::Set => "set".into(),
            TypeObj::Exc(k) => k.name().into(),
            TypeObj::Class(c) => crate::python::classes::class_name(c),
            TypeObj::NpText(stridelab_engine::strings::TextKind::Str) => "str_".into(),
            TypeObj::NpText(stridelab_engine::strings::TextKind::Bytes) => "bytes_".into(),
            TypeObj::NpText(stridelab_engine::strings::TextKind::Void) => "void".into(),
            TypeObj::Rec(k) => match k {
                stridelab_engine::records::RecKind::RecArray => "recarray",
                stridelab_engine::records::RecKind::Record => "record",
                _ => "void",
            }
            .into(),
            TypeObj::Time(c) => c.name().into(),
        }
    }

    /// The C type's `tp_name`, as CPython's messages name it: `'numpy.ndarray'`, `'int'`.
    pub fn tp_name(self) -> String {
        let r = self.repr();
        r.strip_prefix("<class '").and_then(|r| r.strip_suffix("'>")).map_or(r.clone(), str::to_string)
    }

    /// `repr(type)`: `<class 'numpy.ndarray'>`
    pub fn repr(self) -> String {
        if let TypeObj::Time(c) = self {
            return c.repr();
        }
        let q = match self {
            TypeObj::NdArray => "numpy.ndarray".to_string(),
            TypeObj::NpScalar(_) | TypeObj::NpAbstract(_) => format!("numpy.{}", self.name()),
            TypeObj::Flags => "numpy._core.multiarray.flagsobj".into(),
            TypeObj::Dummy => "numpy.lib._stride_tricks_impl.DummyArray".into(),
            TypeObj::DType => "numpy.dtype".into(),
            TypeObj::Generator => "numpy.random._generator.Generator".into(),
            TypeObj::Context(k) => k.class_name().into(),
            TypeObj::FlatIter => "numpy.flatiter".into(),
            TypeObj::Rec(stridelab_engine::records::RecKind::RecArray) => "numpy.rec.recarray".into(),
            TypeObj::Limits(_) | TypeObj::Rec(_) | TypeObj::NpText(_) => format!("numpy.{}", self.name()),
            TypeObj::Iterator(n @ ("ndenumerate" | "ndindex" | "nditer")) => format!("numpy.{}", n),
            TypeObj::Iterator(n) if n.starts_with("numpy.") => n.to_string(),
            TypeObj::Exc(stridelab_engine::error::ExcKind::LinAlgError) => "numpy.linalg.LinAlgError".into(),
            TypeObj::Exc(k) if k.home() == stridelab_engine::error::ExcHome::NumpyExceptions => format!("numpy.exceptions.{}", k.name()),
            TypeObj::Class(c) => format!("{}.{}", crate::python::classes::class_module(c), self.name()),
            _ => self.name(),
        };
        format!("<class '{}'>", q)
    }
}

/// A user-defined function (`def` or `lambda`).
#[derive(Debug)]
pub struct UserFunc {
    pub name: String,
    pub params: Vec<Param>,
    /// Defaults evaluated at definition time, aligned with `params`.
    pub defaults: Vec<Option<Value>>,
    pub body: FuncBody,
    /// Names the body declares `global`: they are read and assigned in the module scope.
    pub globals: Vec<String>,
    /// The local scopes of the functions this one was defined in, innermost first (read by
    /// reference, so a closure sees later assignments, as Python's cells do).
    pub closure: Vec<Scope>,
}

/// A function's local variables, shared with the closures defined inside it.
pub type Scope = Rc<RefCell<std::collections::HashMap<String, Value>>>;

#[derive(Debug)]
pub enum FuncBody {
    Block(Vec<Stmt>),
    Expr(stridelab_lang::ast::Expr),
}

/// State of an iterator object (enumerate, zip, reversed, map, iter(list)).
#[derive(Debug)]
pub struct IterState {
    pub items: Vec<Value>,
    pub pos: usize,
    pub kind: &'static str,
}

#[derive(Debug, Clone)]
pub enum Value {
    None,
    Bool(bool),
    Int(i128),
    Float(f64),
    /// A Python complex (real, imaginary).
    Complex(f64, f64),
    Str(Rc<str>),
    /// An immutable Python bytes object (`b'..'`, `x.tobytes()`).
    Bytes(Rc<[u8]>),
    /// A Python bytearray: a buffer of its own, which arrays made over it share.
    ByteArray(Rc<crate::python::bytearray::ByteArray>),
    /// `array.array(typecode, ...)`, Python's typed sequence.
    PyArray(Rc<crate::python::array::PyArray>),
    /// A memoryview (`x.data`, `memoryview(ba)`): the array whose memory it shows.
    MemoryView(Rc<NdArray>),
    Tuple(Rc<Vec<Value>>),
    List(Rc<RefCell<Vec<Value>>>),
    /// Insertion-ordered, hashed (`python::dict`).
    Dict(Rc<RefCell<crate::python::dict::DictTable>>),
    Slice(Rc<[Value; 3]>),
    Ellipsis,
    Range(i128, i128, i128),
    Array(Rc<NdArray>),
    /// A structured array, recarray, or one of their records (`np.void`, `np.record`).
    Record(Rc<stridelab_engine::records::Record>),
    /// An array of non-native byte order (`'>i2'`): the engine array of the native dtype over
    /// the same bytes, read swapped (numpy/byteorder.rs).
    Swapped(Rc<NdArray>),
    /// A read-only view of a dict (`dtype.fields`): reads go to the dict.
    MappingProxy(Rc<RefCell<crate::python::dict::DictTable>>),
    /// An array of fixed-width text, dtype `'S<n>'` or `'<U<n>'` (numpy/strings.rs).
    Text(Rc<stridelab_engine::strings::TextArray>),
    /// `np.str_('a')`: an element of a `'U'` array, a Python str underneath.
    NpStr(Rc<str>),
    /// `np.bytes_(b'a')`: an element of an `'S'` array, Python bytes underneath.
    NpBytes(Rc<[u8]>),
    /// A structured, subarray or void dtype (plain dtypes are `DType`).
    Descr(Rc<stridelab_engine::records::Descr>),
    /// A NumPy scalar such as `np.int64(3)`.
    Scalar(DType, Scalar),
    DType(DType),
    Type(TypeObj),
    /// `x.flags` (reads and writes go to the array)
    Flags(Rc<NdArray>),
    /// The `DummyArray` that as_strided leaves as a view's base; `.base` is the input array.
    Dummy(Rc<NdArray>),
    /// A function from the builtin table, by its table key (e.g. "np.reshape", "print").
    Builtin(&'static str),
    /// A method bound to its receiver (`x.reshape`).
    Method(Rc<(Value, String)>),
    Function(Rc<UserFunc>),
    /// A module, by dotted name.
    Module(&'static str),
    Iter(Rc<RefCell<IterState>>),
    /// `np.finfo(d)` (a float d) or `np.iinfo(d)` (an integer d)
    Limits(DType),
    /// `np.nditer(...)`
    NdIter(Rc<crate::numpy::nditer::NdIter>),
    /// `a.flat`
    FlatIter(Rc<crate::numpy::flatiter::FlatIter>),
    /// `np.random.default_rng(...)`: a PCG64 Generator (shared, since drawing mutates it).
    Generator(Rc<RefCell<stridelab_engine::random::Generator>>),
    /// A Python generator (a call of a function with `yield`).
    PyGen(Rc<crate::python::generators::PyGenerator>),
    /// A Python set, kept in CPython's hash-table order (see `sets.rs`).
    Set(Rc<RefCell<crate::python::set::SetTable>>),
    /// An exception instance (`ValueError('msg')`, or one caught by `except ... as e`).
    Exc(Rc<crate::exc::ExcObj>),
    /// An instance of a user class.
    Object(Rc<crate::python::classes::Object>),
    /// `super()` inside a method of a user class.
    Super(Rc<crate::python::classes::Super>),
    /// A NumPy context manager: `np.printoptions(...)`, `np.errstate(...)`.
    Context(Rc<crate::python::context::Context>),
    /// `io.StringIO(...)`: an in-memory text stream.
    StringIO(Rc<crate::python::io::StringIo>),
    /// `np.vectorize(f)`
    Vectorize(Rc<crate::numpy::function_base::vectorize::Vectorize>),
    /// `np.poly1d(c)`
    Poly1d(Rc<crate::numpy::lib_polynomial::Poly1d>),
    /// `np.polynomial.Polynomial(coef)`
    Polynomial(Rc<crate::numpy::polynomial::Polynomial>),
    /// A masked array (`np.ma`): data and mask arrays, or the masked constant (numpy/ma.rs).
    Masked(Rc<crate::numpy::ma::MaskedArray>),
    /// A datetime64/timedelta64 dtype, scalar or array, or a Python datetime object.
    Time(Rc<crate::numpy::datetime::Time>),
    /// An object array (`dtype=object`) or the object dtype (numpy/object_arrays.rs).
    Objects(Rc<crate::numpy::object_arrays::Objects>),
}

impl Value {
    pub fn str(s: &str) -> Value {
        Value::Str(Rc::from(s))
    }

    pub fn tuple(v: Vec<Value>) -> Value {
        Value::Tuple(Rc::new(v))
    }

    pub fn list(v: Vec<Value>) -> Value {
        Value::List(Rc::new(RefCell::new(v)))
    }

    pub fn dict(d: crate::python::dict::DictTable) -> Value {
        Value::Dict(Rc::new(RefCell::new(d)))
    }

    /// A dict of string keys (for the dicts NumPy's own functions return), in order.
    pub fn str_dict<'a>(pairs: impl IntoIterator<Item = (&'a str, Value)>) -> Value {
        let pairs = pairs.into_iter().map(|(k, v)| (Value::str(k), v));
        Value::dict(crate::python::dict::DictTable::from_pairs(pairs).expect("str keys hash"))
    }

    pub fn int_tuple<I: IntoIterator<Item = i128>>(it: I) -> Value {
        Value::tuple(it.into_iter().map(Value::Int).collect())
    }

    pub fn type_of(&self) -> TypeObj {
        match self {
            Value::None => TypeObj::NoneType,
            Value::Bool(_) => TypeObj::Bool,
            Value::Int(_) => TypeObj::Int,
            Value::Float(_) => TypeObj::Float,
            Value::Complex(..) => TypeObj::Complex,
            Value::Str(_) => TypeObj::Str,
            Value::Bytes(_) => TypeObj::Bytes,
            Value::ByteArray(_) => TypeObj::ByteArray,
            Value::PyArray(_) => TypeObj::Iterator("array.array"),
            Value::MemoryView(_) => TypeObj::MemoryView,
            Value::Tuple(_) => TypeObj::Tuple,
            Value::List(_) => TypeObj::List,
            Value::Dict(_) => TypeObj::Dict,
            Value::Slice(_) => TypeObj::Slice,
            Value::Ellipsis => TypeObj::Ellipsis,
            Value::Range(..) => TypeObj::Range,
            // an instance of an ndarray subclass is an array the subclass registry knows
            Value::Array(a) => crate::numpy::subclass::class_of(a).map_or(TypeObj::NdArray, TypeObj::Class),
            Value::Scalar(d, _) => TypeObj::NpScalar(*d),
            Value::Text(_) => TypeObj::NdArray,
            Value::MappingProxy(_) => TypeObj::Iterator("mappingproxy"),
            Value::Swapped(_) => TypeObj::NdArray,
            Value::NpStr(_) => TypeObj::NpText(stridelab_engine::strings::TextKind::Str),
            Value::NpBytes(_) => TypeObj::NpText(stridelab_engine::strings::TextKind::Bytes),
            Value::DType(_) | Value::Descr(_) => TypeObj::DType,
            Value::Record(r) => match r.kind {
                stridelab_engine::records::RecKind::Array => TypeObj::NdArray,
                k => TypeObj::Rec(k),
            },
            Value::Type(_) => TypeObj::Type,
            Value::Flags(_) => TypeObj::Flags,
            Value::Limits(d) => TypeObj::Limits(d.is_float()),
            Value::Dummy(_) => TypeObj::Dummy,
            Value::Builtin(_) => TypeObj::BuiltinFunction,
            Value::Method(_) => TypeObj::Method,
            Value::Function(_) => TypeObj::Function,
            Value::Module(_) => TypeObj::Module,
            Value::Iter(s) => TypeObj::Iterator(s.borrow().kind),
            Value::Generator(_) => TypeObj::Generator,
            Value::PyGen(_) => TypeObj::Iterator("generator"),
            Value::FlatIter(_) => TypeObj::FlatIter,
            Value::NdIter(_) => TypeObj::Iterator("nditer"),
            Value::Set(_) => TypeObj::Set,
            Value::Exc(e) => TypeObj::Exc(e.kind),
            Value::Object(o) => TypeObj::Class(o.class),
            Value::Super(_) => TypeObj::Iterator("super"),
            Value::Context(c) => TypeObj::Context(c.kind),
            Value::StringIO(_) => TypeObj::Iterator("_io.StringIO"),
            Value::Vectorize(v) if v.frompyfunc.is_some() => TypeObj::Iterator("numpy.ufunc"),
            Value::Vectorize(_) => TypeObj::Iterator("numpy.vectorize"),
            Value::Poly1d(_) => TypeObj::Iterator("numpy.poly1d"),
            Value::Polynomial(_) => TypeObj::Iterator("numpy.polynomial.polynomial.Polynomial"),
            Value::Time(t) => t.class(),
            Value::Masked(m) => crate::numpy::ma::class_of(m),
            Value::Objects(o) => match **o {
                crate::numpy::object_arrays::Objects::Array(_) => TypeObj::NdArray,
                crate::numpy::object_arrays::Objects::DType | crate::numpy::object_arrays::Objects::StringDType(_) => TypeObj::DType,
            },
        }
    }

    pub fn type_name(&self) -> String {
        self.type_of().name()
    }

    pub fn is_none(&self) -> bool {
        matches!(self, Value::None)
    }
}
