//! NumPy's `numpy/_core/getlimits.py`: `finfo` and `iinfo`, the machine limits of a float or
//! integer dtype, as objects with attributes, a repr and a multi-line `str`.

use stridelab_engine::dtype::{DType, Kind, Scalar};
use stridelab_engine::error::{PyResult, value_error};
use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::convert::parse_dtype;
use crate::interp::Interp;
use crate::value::{TypeObj, Value};

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.finfo", "dtype", "Machine limits of a float type: eps, max, tiny, precision, ...", "np.finfo(np.float32).eps", np_finfo),
    def!("numpy.iinfo", "int_type", "The smallest and largest value of an integer type.", "np.iinfo(np.int8).max", np_iinfo),
];

/// `numeric.dtype(x)`, falling back to `dtype(type(x))` as both constructors do: a Python or
/// NumPy scalar gives its type's dtype, and an array (whose type is ndarray) gives None,
/// standing for NumPy's object dtype.
fn info_dtype(v: &Value) -> PyResult<Option<DType>> {
    Ok(Some(match v {
        Value::Array(_) => return Ok(None),
        Value::Int(_) => DType::Int64,
        Value::Float(_) => DType::Float64,
        Value::Bool(_) => DType::Bool,
        Value::Scalar(d, _) => *d,
        other => parse_dtype(other)?,
    }))
}

fn np_finfo(_: &mut Interp, a: &Args) -> PyResult<Value> {
    // a Python complex value stands for its type, complex128
    let v = match a.req("dtype") {
        Value::Complex(..) => Value::Type(TypeObj::Complex),
        v => v,
    };
    match info_dtype(&v)? {
        // a complex dtype's limits are its part's (finfo(np.complex64).dtype is float32)
        Some(d) if d.is_float() || d.is_complex() => Ok(Value::Limits(d.part())),
        Some(d) => Err(value_error(format!("data type {} not inexact", TypeObj::NpScalar(d).repr()))),
        None => Err(value_error("data type <class 'numpy.object_'> not inexact")),
    }
}

fn np_iinfo(_: &mut Interp, a: &Args) -> PyResult<Value> {
    match info_dtype(&a.req("int_type"))? {
        Some(d) if d.is_integer() => Ok(Value::Limits(d)),
        Some(d) => Err(value_error(format!("Invalid integer data type '{}'.", d.kind_char()))),
        None => Err(value_error("Invalid integer data type 'O'.")),
    }
}

/// The IEEE parameters of a float type: (nmant, nexp, precision).
fn float_params(d: DType) -> (i32, i32, i32) {
    match d {
        DType::Float16 => (10, 5, 3),
        DType::Float32 => (23, 8, 6),
        _ => (52, 11, 15),
    }
}

fn float_scalar(d: DType, x: f64) -> Value {
    Value::Scalar(d, Scalar::Float(x).cast(d))
}

/// The integer range of an integer dtype.
fn int_range(d: DType) -> (i128, i128) {
    let bits = d.itemsize() as u32 * 8;
    if d.kind() == Kind::UInt { (0, (1i128 << bits) - 1) } else { (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1) }
}

/// `iinfo(d).max`.
pub fn int_max(d: DType) -> i128 {
    int_range(d).1
}

/// `finfo(d).name` / `iinfo(d).name`.
pub fn attr(d: DType, name: &str) -> PyResult<Value> {
    let bits = Value::Int(d.itemsize() as i128 * 8);
    if d.is_integer() {
        let (lo, hi) = int_range(d);
        return Ok(match name {
            "bits" => bits,
            "dtype" => Value::DType(d),
            "kind" => Value::str(&d.kind_char().to_string()),
            "min" => Value::Int(lo),
            "max" => Value::Int(hi),
            _ => return Err(no_attr(d, name)),
        });
    }
    let (nmant, nexp, precision) = float_params(d);
    let maxexp = 1i32 << (nexp - 1);
    let minexp = 2 - maxexp;
    let max = match d {
        DType::Float16 => 65504.0,
        DType::Float32 => f32::MAX as f64,
        _ => f64::MAX,
    };
    let f = |x: f64| float_scalar(d, x);
    Ok(match name {
        "bits" => bits,
        "dtype" => Value::DType(d),
        "eps" => f(2f64.powi(-nmant)),
        "epsneg" => f(2f64.powi(-nmant - 1)),
        "max" => f(max),
        "min" => f(-max),
        "tiny" | "smallest_normal" => f(2f64.powi(minexp)),
        "smallest_subnormal" => f(2f64.powi(minexp) * 2f64.powi(-nmant)),
        "resolution" => f(10f64.powi(-precision)),
        "precision" => Value::Int(precision as i128),
        "machep" => Value::Int(-nmant as i128),
        "negep" => Value::Int((-nmant - 1) as i128),
        "minexp" => Value::Int(minexp as i128),
        "maxexp" => Value::Int(maxexp as i128),
        "nexp" | "iexp" => Value::Int(nexp as i128),
        "nmant" => Value::Int(nmant as i128),
        _ => return Err(no_attr(d, name)),
    })
}

fn no_attr(d: DType, name: &str) -> stridelab_engine::error::PyErr {
    stridelab_engine::error::attribute_error(format!("'{}' object has no attribute '{}'", class_name(d), name))
}

/// `finfo` or `iinfo`.
pub fn class_name(d: DType) -> &'static str {
    if d.is_float() { "finfo" } else { "iinfo" }
}

fn str_of(v: &Value) -> String {
    crate::repr::str_of(v, &Default::default())
}

fn get(d: DType, name: &str) -> Value {
    attr(d, name).unwrap_or(Value::None)
}

/// `repr(finfo(d))`: min and max in `%e` with the type's precision plus one digit.
pub fn repr(d: DType) -> String {
    if d.is_integer() {
        let (lo, hi) = int_range(d);
        return format!("iinfo(min={}, max={}, dtype={})", lo, hi, d.name());
    }
    let fmt = match d {
        DType::Float16 => "%12.5e",
        DType::Float32 => "%15.7e",
        _ => "%24.16e",
    };
    let e = |name: &str| -> String {
        let x = match get(d, name) {
            Value::Scalar(_, Scalar::Float(x)) => x,
            _ => return String::new(),
        };
        match crate::format::percent_format(&Value::str(fmt), &Value::Float(x)) {
            Ok(Value::Str(s)) => s.trim().to_string(),
            _ => String::new(),
        }
    };
    format!("finfo(resolution={}, min={}, max={}, dtype={})", str_of(&get(d, "resolution")), e("min"), e("max"), d.name())
}

/// `str(finfo(d))` / `str(iinfo(d))`: NumPy's "Machine parameters" table.
pub fn str(d: DType) -> String {
    const RULE: &str = "---------------------------------------------------------------";
    let s = |name: &str| str_of(&get(d, name));
    if d.is_integer() {
        return format!("Machine parameters for {}\n{RULE}\nmin = {}\nmax = {}\n{RULE}\n", d.name(), s("min"), s("max"));
    }
    format!(
        "Machine parameters for {}\n{RULE}\nprecision = {}   resolution = {}\nmachep = {}   eps =        {}\nnegep =  {}   epsneg =     {}\nminexp = {}   tiny =       {}\nmaxexp = {}   max =        {}\nnexp =   {}   min =        -max\nsmallest_normal = {}   smallest_subnormal = {}\n{RULE}\n",
        d.name(),
        s("precision"),
        s("resolution"),
        s("machep"),
        s("eps"),
        s("negep"),
        s("epsneg"),
        s("minexp"),
        s("tiny"),
        s("maxexp"),
        s("max"),
        s("nexp"),
        s("smallest_normal"),
        s("smallest_subnormal"),
    )
}
