//! NumPy's `numpy/_core/numerictypes.py`: the abstract scalar types (`np.generic`,
//! `np.number`, `np.integer`, `np.signedinteger`, `np.unsignedinteger`, `np.inexact`,
//! `np.floating`, `np.complexfloating`) as far as stridelab's dtypes reach, the class
//! hierarchy `isinstance`/`issubclass` walk (and `__mro__`/`mro()`), `np.issubdtype` and
//! `np.typecodes`.

use stridelab_engine::dtype::{DType, Kind};
use stridelab_engine::error::{PyResult, type_error};
use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::value::{TypeObj, Value};

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.issubdtype", "arg1, arg2", "Whether the first type (a dtype, type or its name) is below the second in NumPy's type hierarchy: np.issubdtype(np.int32, np.integer) is True.", "np.issubdtype(np.float32, np.floating)", np_issubdtype),
];

/// One of NumPy's abstract scalar classes (no instances of their own).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Abstract {
    Generic,
    Number,
    Integer,
    SignedInteger,
    UnsignedInteger,
    Inexact,
    Floating,
    ComplexFloating,
}

impl Abstract {
    pub fn from_name(name: &str) -> Option<Abstract> {
        Some(match name {
            "generic" => Abstract::Generic,
            "number" => Abstract::Number,
            "integer" => Abstract::Integer,
            "signedinteger" => Abstract::SignedInteger,
            "unsignedinteger" => Abstract::UnsignedInteger,
            "inexact" => Abstract::Inexact,
            "floating" => Abstract::Floating,
            "complexfloating" => Abstract::ComplexFloating,
            _ => return None,
        })
    }

    /// `__name__`, as NumPy spells it.
    pub fn name(self) -> &'static str {
        match self {
            Abstract::Generic => "generic",
            Abstract::Number => "number",
            Abstract::Integer => "integer",
            Abstract::SignedInteger => "signedinteger",
            Abstract::UnsignedInteger => "unsignedinteger",
            Abstract::Inexact => "inexact",
            Abstract::Floating => "floating",
            Abstract::ComplexFloating => "complexfloating",
        }
    }

    /// The direct base class.
    fn parent(self) -> Option<Abstract> {
        match self {
            Abstract::Generic => None,
            Abstract::Number => Some(Abstract::Generic),
            Abstract::Integer | Abstract::Inexact => Some(Abstract::Number),
            Abstract::SignedInteger | Abstract::UnsignedInteger => Some(Abstract::Integer),
            Abstract::Floating | Abstract::ComplexFloating => Some(Abstract::Inexact),
        }
    }

    /// Whether this class is `of` or derives from it.
    fn below(self, of: Abstract) -> bool {
        let mut c = Some(self);
        while let Some(x) = c {
            if x == of {
                return true;
            }
            c = x.parent();
        }
        false
    }
}

/// The abstract class a concrete scalar type derives from directly (np.bool derives from
/// np.generic alone).
fn leaf(d: DType) -> Abstract {
    match d.kind() {
        Kind::Bool => Abstract::Generic,
        Kind::Int => Abstract::SignedInteger,
        Kind::UInt => Abstract::UnsignedInteger,
        Kind::Float => Abstract::Floating,
        Kind::Complex => Abstract::ComplexFloating,
    }
}

/// `issubclass(c, of)` for NumPy's scalar types: None when neither side is one of them.
pub fn is_subclass(c: TypeObj, of: TypeObj) -> Option<bool> {
    match (c, of) {
        (TypeObj::NpScalar(d), TypeObj::NpAbstract(a)) => Some(leaf(d).below(a)),
        (TypeObj::NpAbstract(x), TypeObj::NpAbstract(a)) => Some(x.below(a)),
        // np.timedelta64 derives from np.signedinteger, np.datetime64 from np.generic
        (TypeObj::Time(crate::numpy::datetime::TimeClass::Timedelta64), TypeObj::NpAbstract(a)) => Some(Abstract::SignedInteger.below(a)),
        (TypeObj::Time(crate::numpy::datetime::TimeClass::Datetime64), TypeObj::NpAbstract(a)) => Some(a == Abstract::Generic),
        (TypeObj::NpAbstract(_), TypeObj::Object) => Some(true),
        (TypeObj::NpAbstract(_), _) | (_, TypeObj::NpAbstract(_)) => Some(false),
        // np.float64 derives from Python's float, np.complex128 from complex
        (TypeObj::NpScalar(DType::Float64), TypeObj::Float) => Some(true),
        (TypeObj::NpScalar(DType::Complex128), TypeObj::Complex) => Some(true),
        _ => None,
    }
}

/// `type.__mro__` of a NumPy scalar type: itself, its abstract classes up to np.generic, the
/// Python type np.float64 and np.complex128 also derive from, then object.
pub fn mro(t: TypeObj) -> Option<Vec<Value>> {
    let (mut out, mut up, python) = match t {
        TypeObj::NpScalar(d) => (
            vec![t],
            Some(leaf(d)),
            match d {
                DType::Float64 => Some(TypeObj::Float),
                DType::Complex128 => Some(TypeObj::Complex),
                _ => None,
            },
        ),
        TypeObj::NpAbstract(a) => (Vec::new(), Some(a), None),
        _ => return None,
    };
    while let Some(a) = up {
        out.push(TypeObj::NpAbstract(a));
        up = a.parent();
    }
    out.extend(python);
    out.push(TypeObj::Object);
    Some(out.into_iter().map(Value::Type).collect())
}

/// `issubclass_(arg, generic)` or `dtype(arg).type`, as issubdtype reads each argument.
fn scalar_type(v: &Value) -> PyResult<TypeObj> {
    match v {
        Value::Type(t @ (TypeObj::NpScalar(_) | TypeObj::NpAbstract(_))) => Ok(*t),
        other => Ok(TypeObj::NpScalar(crate::convert::parse_dtype(other)?)),
    }
}

fn np_issubdtype(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let t1 = scalar_type(&a.req("arg1"))?;
    let t2 = scalar_type(&a.req("arg2"))?;
    Ok(Value::Bool(match is_subclass(t1, t2) {
        Some(b) => b,
        None => t1 == t2,
    }))
}

/// `np.typecodes`: the type characters of each kind, NumPy's dict as it is (it names types
/// stridelab lacks, such as 'g' and 'S').
pub fn typecodes() -> Value {
    let pairs = [
        ("Character", "c"),
        ("Integer", "bhilqnp"),
        ("UnsignedInteger", "BHILQNP"),
        ("Float", "efdg"),
        ("Complex", "FDG"),
        ("AllInteger", "bBhHiIlLqQnNpP"),
        ("AllFloat", "efdgFDG"),
        ("Datetime", "Mm"),
        ("All", "?bhilqnpBHILQNPefdgFDGSUVOMm"),
    ];
    let table = crate::python::dict::DictTable::from_pairs(pairs.iter().map(|(k, v)| (Value::str(k), Value::str(v))))
        .expect("string keys hash");
    Value::dict(table)
}

/// Calling an abstract type: NumPy refuses to make instances of it.
pub fn construct(a: Abstract) -> PyResult<Value> {
    Err(type_error(format!("cannot create 'numpy.{}' instances", a.name())))
}

/// `np.can_cast(a, b)` (safe casting) between two one-character type codes of
/// `np.typecodes['All']` when either is one stridelab has no arrays of: long double (`g`,
/// `G`), object (`O`), datetime (`M`, `m`), unsized void (`V`). NumPy's safe-casting rules
/// (convert_datatype.c, `PyArray_CanCastTypeTo`): anything goes to object, and anything but
/// an object to an unsized void; numbers go to unsized text; a datetime only to itself, a timedelta from bools,
/// signed integers and unsigned ones narrower than 8 bytes; long double takes every integer
/// and real float, complex long double every number. None when the rule is not needed
/// (the other casts are computed from the dtypes themselves).
pub fn can_cast_codes(from: &Value, to: &Value, casting: &str) -> Option<bool> {
    let code = |v: &Value| match v {
        Value::Str(s) if s.chars().count() == 1 && "?bhilqnpBHILQNPefdgFDGSUVOMm".contains(&**s) => s.chars().next(),
        _ => None,
    };
    let (f, t) = (code(from)?, code(to)?);
    if casting != "safe" || !"gGOMmV".contains(f) && !"gGOMmV".contains(t) {
        return None;
    }
    let number = |c: char| "?bhilqnpBHILQNPefdgFDG".contains(c);
    let int = |c: char| "bhilqnpBHILQNP".contains(c);
    Some(match (f, t) {
        _ if f == t => true,
        (_, 'O') => true,
        ('O', _) => false,
        (_, 'V') => true,
        ('V' | 'M' | 'm' | 'S' | 'U', _) => false,
        (_, 'M') => false,
        (_, 'm') => f == '?' || "bhilqnp".contains(f) || "BHI".contains(f),
        (_, 'S') | (_, 'U') => number(f),
        (_, 'g') => f == '?' || int(f) || "efd".contains(f),
        (_, 'G') => number(f),
        // from long double: only to the types above
        ('g' | 'G', _) => false,
        _ => return None,
    })
}
