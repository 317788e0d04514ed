//! The builtin table: every callable name stridelab knows, with its signature and doc,
//! plus modules (`numpy`, `numpy.lib.stride_tricks`, `numpy.random`) and their attributes.
//!
//! Help, completion and argument checking all read the same table.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::args::{Args, Parser};
use super::interp::Interp;
use super::value::{TypeObj, Value};
use stridelab_engine::dtype::DType;
use stridelab_engine::error::{ExcKind, PyErr, PyResult, attribute_error, not_implemented, type_error};

pub type BuiltinFn = fn(&mut Interp, &Args) -> PyResult<Value>;

/// One callable: its full dotted key, Python signature, one-line doc and an example.
pub struct BuiltinDef {
    pub key: &'static str,
    pub sig: &'static str,
    pub doc: &'static str,
    pub example: &'static str,
    pub f: BuiltinFn,
    /// The function is also an ndarray method (`a.sum(...)` is `np.sum(a, ...)`), whose
    /// signature is this row's without its first parameter; how NumPy parses the method's
    /// arguments decides the words of its TypeErrors.
    pub method: Option<MethodArgs>,
    /// The method's example when the function's does not read as one (`a.dot(a.T)`).
    pub method_example: &'static str,
}

/// How an ndarray method parses its arguments (and so what its TypeErrors say).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MethodArgs {
    /// A Python function of `_methods.py` taking the array first (`_sum`): Python's words,
    /// counting the array.
    Py(&'static str),
    /// C `npy_parse_arguments`: Python's words, the array not counted, positions from 0.
    Npy,
    /// C `PyArg_ParseTupleAndKeywords`: "takes at most N arguments (M given)",
    /// "'k' is an invalid keyword argument for f()".
    Tuple,
    /// C `PyArg_ParseTuple`: positional only, "takes exactly N arguments (M given)".
    Positional,
    /// C `METH_NOARGS`.
    NoArgs,
}

impl BuiltinDef {
    /// The short name (`reshape` for `numpy.reshape`).
    pub fn name(&self) -> &'static str {
        let last = self.key.rsplit('.').next().unwrap_or(self.key);
        // a NumPy class's special method says its class, as Python's messages do: `matrix.__new__`
        match self.module().strip_prefix("numpy.") {
            Some(class) if last.starts_with("__") && !class.contains('.') => &self.key["numpy.".len()..],
            _ => last,
        }
    }

    /// The module the function lives in ("" for Python builtins).
    pub fn module(&self) -> &'static str {
        match self.key.rfind('.') {
            Some(i) => &self.key[..i],
            None => "",
        }
    }
}

/// One table row: `def!(key, signature, doc, example, function)`, and with
/// `method = Npy` (a [`MethodArgs`]) for a function that is also an ndarray method.
macro_rules! def {
    ($key:expr, $sig:expr, $doc:expr, $ex:expr, $f:expr) => {
        $crate::builtins::BuiltinDef { key: $key, sig: $sig, doc: $doc, example: $ex, f: $f, method: None, method_example: "" }
    };
    ($key:expr, $sig:expr, $doc:expr, $ex:expr, $f:expr, method = $style:ident $(($n:expr))? $(=> $mex:expr)?) => {
        $crate::builtins::BuiltinDef {
            key: $key,
            sig: $sig,
            doc: $doc,
            example: $ex,
            f: $f,
            method: Some($crate::builtins::MethodArgs::$style $(($n))?),
            method_example: concat!("" $(, $mex)?),
        }
    };
}
pub(crate) use def;

/// Every table, Python builtins first: the lists in `eval::python` and `eval::numpy`.
fn tables() -> impl Iterator<Item = &'static [BuiltinDef]> {
    super::python::TABLES
        .iter()
        .chain(super::numpy::TABLES.iter())
        .copied()
        .chain(std::iter::once(super::stridelab::TABLE))
}

/// The NumPy functions that are also ndarray methods.
pub fn method_twins() -> impl Iterator<Item = &'static BuiltinDef> {
    tables().flat_map(|t| t.iter()).filter(|d| d.method.is_some())
}

/// The registry: every key to its row, built once (the first row wins for a key).
fn registry() -> &'static HashMap<&'static str, &'static BuiltinDef> {
    static MAP: OnceLock<HashMap<&'static str, &'static BuiltinDef>> = OnceLock::new();
    MAP.get_or_init(|| {
        let mut m = HashMap::new();
        for d in all() {
            m.entry(d.key).or_insert(d);
        }
        m
    })
}

pub fn find(key: &str) -> Option<&'static BuiltinDef> {
    registry().get(key).copied()
}

/// Every builtin, for help and completion, in table order.
pub fn all() -> impl Iterator<Item = &'static BuiltinDef> {
    tables().flat_map(|t| t.iter())
}

pub fn call_builtin(interp: &mut Interp, key: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let def = find(key).ok_or_else(|| type_error(format!("unknown builtin {}", key)))?;
    crate::numpy::umath::check_arity(def.key, pos.len())?;
    // datetime64/timedelta64 values and dtypes go to their own module
    if let Some(r) = crate::numpy::datetime::intercept(interp, def.key, &pos, &kw)? {
        return Ok(r);
    }
    // masked arrays: ufuncs wrap, reductions call the masked methods
    if let Some(r) = crate::numpy::ma::intercept(interp, def.key, &pos, &kw)? {
        return Ok(r);
    }
    // np.dot, np.linalg.inv and the reductions given a matrix return matrices
    if let Some(r) = crate::numpy::defmatrix::intercept(interp, def.key, &pos, &kw)? {
        return Ok(r);
    }
    // a ufunc given an ndarray subclass instance wraps its result (__array_wrap__)
    if let Some(inputs) = crate::numpy::subclass::ufunc_inputs(def.key, &pos, &kw) {
        let args = Args::bind_as(crate::numpy::parser(def.key), def.name(), def.sig, pos, kw)?;
        let r = (def.f)(interp, &args)?;
        return crate::numpy::subclass::wrap_ufunc(interp, def.key, &inputs, r);
    }
    let args = match def.module() {
        "numpy.random" => crate::numpy::random::bind(def.name(), def.sig, pos, kw)?,
        // Python's builtins parse their arguments in C, with CPython's getargs
        "" => Args::bind_as(Parser::Clinic, def.name(), def.sig, pos, kw)?,
        _ => Args::bind_as(crate::numpy::parser(def.key), def.name(), def.sig, pos, kw)?,
    };
    (def.f)(interp, &args)
}

/// Modules stridelab can import.
const MODULES: &[&str] = &[
    "numpy",
    "numpy.lib",
    "numpy.lib.stride_tricks",
    "numpy.random",
    "numpy.linalg",
    "numpy.ma",
    "numpy.exceptions",
    "numpy.char",
    "numpy.rec",
    "numpy.core",
    "numpy.core.records",
    "numpy.lib.recfunctions",
    "numpy.strings",
    "numpy.dtypes",
    "numpy.testing",
    "numpy.testing.overrides",
    "math",
    "functools",
    "time",
    "sys",
    "copy",
    "io",
    "os",
    "os.path",
    "random",
    "array",
    "stridelab",
];

pub fn import_module(name: &str) -> PyResult<Value> {
    match MODULES.iter().find(|m| **m == name) {
        Some(m) => Ok(Value::Module(m)),
        None if crate::numpy::names::is_numpy_module(name) => {
            Err(not_implemented(format!("{name} is not supported by stridelab")))
        }
        None => Err(PyErr::new(ExcKind::ModuleNotFoundError, format!("No module named '{}'", name))),
    }
}

pub fn module_name(m: &Value) -> &'static str {
    match m {
        Value::Module(n) => n,
        _ => "",
    }
}

/// The scalar types numpy exposes as attributes.
fn np_type(name: &str) -> Option<DType> {
    DType::from_type_name(name)
}

pub fn module_attr(m: &Value, name: &str) -> PyResult<Value> {
    // numpy.core is NumPy 2's deprecated alias of numpy._core: only its records module is modelled
    let module = match module_name(m) {
        "numpy.core.records" => "numpy.rec",
        other => other,
    };
    let special = match (module, name) {
        ("numpy", "newaxis") => Some(Value::None),
        ("numpy", "pi") | ("math", "pi") => Some(Value::Float(std::f64::consts::PI)),
        ("numpy", "e") | ("math", "e") => Some(Value::Float(std::f64::consts::E)),
        ("numpy", "inf") | ("math", "inf") => Some(Value::Float(f64::INFINITY)),
        ("numpy", "nan") | ("math", "nan") => Some(Value::Float(f64::NAN)),
        ("numpy", "__version__") => Some(Value::str("2.4.6")),
        (m, "__name__") => Some(Value::str(m)),
        ("numpy", "ndarray") => Some(Value::Type(TypeObj::NdArray)),
        ("numpy", "matrix") => Some(Value::Type(TypeObj::Class(crate::numpy::defmatrix::class()))),
        ("numpy", "True_") => Some(Value::Scalar(DType::Bool, stridelab_engine::dtype::Scalar::Bool(true))),
        ("numpy", "False_") => Some(Value::Scalar(DType::Bool, stridelab_engine::dtype::Scalar::Bool(false))),
        ("numpy", "dtype") => Some(Value::Type(TypeObj::DType)),
        ("numpy", "void") => Some(Value::Type(TypeObj::Rec(stridelab_engine::records::RecKind::Void))),
        ("numpy", "record") => Some(Value::Type(TypeObj::Rec(stridelab_engine::records::RecKind::Record))),
        ("numpy", "recarray") => Some(Value::Type(TypeObj::Rec(stridelab_engine::records::RecKind::RecArray))),
        ("numpy", "flatiter") => Some(Value::Type(TypeObj::FlatIter)),
        ("numpy", "datetime64") => Some(Value::Type(TypeObj::Time(crate::numpy::datetime::TimeClass::Datetime64))),
        ("numpy", "timedelta64") => Some(Value::Type(TypeObj::Time(crate::numpy::datetime::TimeClass::Timedelta64))),
        ("numpy", "lib") => Some(Value::Module("numpy.lib")),
        ("numpy", "random") => Some(Value::Module("numpy.random")),
        ("numpy.random", "Generator") => Some(Value::Type(TypeObj::Generator)),
        ("numpy", "linalg") => Some(Value::Module("numpy.linalg")),
        ("numpy", "char") => Some(Value::Module("numpy.char")),
        ("numpy", "rec") => Some(Value::Module("numpy.rec")),
        ("numpy", "core") => Some(Value::Module("numpy.core")),
        ("numpy.core", "records") => Some(Value::Module("numpy.core.records")),
        ("numpy.core", n) if !n.starts_with("__") => {
            return Err(not_implemented(format!("numpy.core.{n} is not supported by stridelab (numpy.core is NumPy's deprecated name for numpy._core)")));
        }
        ("numpy.rec", "recarray") => Some(Value::Type(TypeObj::Rec(stridelab_engine::records::RecKind::RecArray))),
        ("numpy.lib", "recfunctions") => Some(Value::Module("numpy.lib.recfunctions")),
        ("numpy", "strings") => Some(Value::Module("numpy.strings")),
        ("numpy", "dtypes") => Some(Value::Module("numpy.dtypes")),
        ("numpy", "str_") => Some(Value::Type(TypeObj::NpText(stridelab_engine::strings::TextKind::Str))),
        ("numpy", "bytes_") => Some(Value::Type(TypeObj::NpText(stridelab_engine::strings::TextKind::Bytes))),
        ("numpy", "polynomial") => Some(Value::Module("numpy.polynomial")),
        ("numpy", "ma") => Some(Value::Module("numpy.ma")),
        ("numpy.ma", n) => crate::numpy::ma::module_attr(n),
        ("numpy", "emath") => Some(Value::Module("numpy.emath")),
        ("numpy", "exceptions") => Some(Value::Module("numpy.exceptions")),
        ("numpy", "testing") => Some(Value::Module("numpy.testing")),
        ("numpy.testing", "overrides") => Some(Value::Module("numpy.testing.overrides")),
        ("numpy.lib", "stride_tricks") => Some(Value::Module("numpy.lib.stride_tricks")),
        ("numpy.linalg", "LinAlgError") => Some(Value::Type(TypeObj::Exc(stridelab_engine::error::ExcKind::LinAlgError))),
        ("numpy.exceptions", n) => super::exc::numpy_class(n).map(|k| Value::Type(TypeObj::Exc(k))),
        ("numpy", "typecodes") => Some(crate::numpy::numerictypes::typecodes()),
        ("numpy", n) => np_type(n)
            .map(|d| Value::Type(TypeObj::NpScalar(d)))
            .or_else(|| crate::numpy::numerictypes::Abstract::from_name(n).map(|a| Value::Type(TypeObj::NpAbstract(a)))),
        _ => None,
    };
    if let Some(v) = special {
        return Ok(v);
    }
    let key = format!("{}.{}", module, name);
    if let Some(d) = find(&key) {
        return Ok(Value::Builtin(d.key));
    }
    if let Some(r) = crate::python::os::attr(module, name) {
        return r;
    }
    if let Some(r) = crate::python::random::attr(module, name) {
        return r;
    }
    if let Some(r) = crate::python::array::module_attr(module, name) {
        return r;
    }
    // only the machine facts NumPy examples read; Python's sys has much more
    match (module, name) {
        ("sys", "byteorder") => return Ok(Value::str("little")),
        ("sys", "maxsize") => return Ok(Value::Int(i64::MAX as i128)),
        ("sys", _) => return Err(not_implemented(format!("sys.{name} is not supported by stridelab"))),
        _ => {}
    }
    if let Some(e) = crate::numpy::names::missing_module_attr(module, name) {
        return Err(e);
    }
    Err(attribute_error(format!("module '{}' has no attribute '{}'", module, name)))
}

/// Names `from numpy import *` binds.
pub fn module_star(m: &Value) -> Vec<(String, Value)> {
    let module = module_name(m);
    let mut out: Vec<(String, Value)> = all()
        .filter(|d| d.module() == module)
        .map(|d| (d.name().to_string(), Value::Builtin(d.key)))
        .collect();
    if module == "numpy" {
        for n in ["newaxis", "pi", "e", "inf", "nan", "ndarray", "dtype"] {
            if let Ok(v) = module_attr(m, n) {
                out.push((n.to_string(), v));
            }
        }
        for d in DType::ALL {
            out.push((d.name().to_string(), Value::Type(TypeObj::NpScalar(d))));
        }
    }
    out
}

/// A name that is not a variable: Python builtins, then NumPy's functions bare
/// (`arange(6)`), then the stride tricks and their alias `windows`.
pub fn global_builtin(name: &str) -> Option<Value> {
    match name {
        "np" | "numpy" => return Some(Value::Module("numpy")),
        "int" => return Some(Value::Type(TypeObj::Int)),
        "float" => return Some(Value::Type(TypeObj::Float)),
        "complex" => return Some(Value::Type(TypeObj::Complex)),
        "bool" => return Some(Value::Type(TypeObj::Bool)),
        "str" => return Some(Value::Type(TypeObj::Str)),
        "list" => return Some(Value::Type(TypeObj::List)),
        "tuple" => return Some(Value::Type(TypeObj::Tuple)),
        "dict" => return Some(Value::Type(TypeObj::Dict)),
        "range" => return Some(Value::Type(TypeObj::Range)),
        "slice" => return Some(Value::Type(TypeObj::Slice)),
        "type" => return Some(Value::Type(TypeObj::Type)),
        "set" => return Some(Value::Type(TypeObj::Set)),
        "bytes" => return Some(Value::Type(TypeObj::Bytes)),
        "bytearray" => return Some(Value::Type(TypeObj::ByteArray)),
        "memoryview" => return Some(Value::Type(TypeObj::MemoryView)),
        "object" => return Some(Value::Type(TypeObj::Object)),
        "newaxis" => return Some(Value::None),
        "windows" => return Some(Value::Builtin("stridelab.windows")),
        "Ellipsis" => return Some(Value::Ellipsis),
        _ => {}
    }
    if let Some(k) = super::exc::builtin_class(name) {
        return Some(Value::Type(TypeObj::Exc(k)));
    }
    if let Some(d) = find(name) {
        return Some(Value::Builtin(d.key));
    }
    for module in ["numpy", "numpy.lib.stride_tricks", "stridelab"] {
        if let Some(d) = find(&format!("{}.{}", module, name)) {
            return Some(Value::Builtin(d.key));
        }
    }
    np_type(name).filter(|_| name != "bool").map(|d| Value::Type(TypeObj::NpScalar(d)))
}

/// Whether a `global_builtin` value is one of Python's own builtins, not a NumPy or
/// stridelab name that sessions offer without an import.
pub fn is_python_builtin(v: &Value) -> bool {
    match v {
        Value::Module(_) | Value::None | Value::Type(TypeObj::NpScalar(_)) => false,
        Value::Builtin(k) => !k.contains('.'),
        _ => true,
    }
}

/// Attributes of builtin functions: `np.add.at`, `f.__name__`, `f.__doc__`.
pub fn builtin_attr(key: &'static str, name: &str) -> PyResult<Value> {
    let def = find(key).ok_or_else(|| attribute_error("unknown builtin"))?;
    let ufunc = if def.module().starts_with("numpy") { super::numpy::umath::ufunc(key) } else { None };
    if let Some(v) = ufunc.and_then(|u| super::numpy::umath::ufunc_attr(u, name)) {
        return Ok(v);
    }
    match name {
        "__name__" => Ok(Value::str(def.name())),
        "__doc__" => Ok(Value::str(def.doc)),
        _ => {
            let sub = format!("{}.{}", key, name);
            match find(&sub) {
                Some(d) => Ok(Value::Builtin(d.key)),
                None => Err(attribute_error(format!(
                    "'{}' object has no attribute '{}'",
                    if ufunc.is_some() {
                        "numpy.ufunc"
                    } else {
                        "function"
                    },
                    name
                ))),
            }
        }
    }
}

/// Calling a type: `int(x)`, `np.int32(5)`, `list(range(3))`, `np.dtype('i4')`.
pub fn call_type(interp: &mut Interp, t: TypeObj, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    crate::python::builtins::construct(interp, t, pos, kw)
}
