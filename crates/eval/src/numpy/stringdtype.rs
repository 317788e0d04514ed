//! `StringDType` (`'T'`): NumPy's variable-width UTF-8 strings (NEP 55;
//! numpy/_core/src/multiarray/stringdtype/dtype.c for the dtype and its coercion,
//! casts.cpp for `astype`, umath/stringdtype_ufuncs.cpp for `+`, `*`, comparisons and sorting).
//!
//! In NumPy each element is 16 bytes: a string of at most 15 UTF-8 bytes is kept inside the
//! element, a longer one in an arena the array's dtype owns (its views share it), and a
//! missing value (`na_object`) is a flagged element. `a[i]` is a Python `str` (or the
//! `na_object` itself), never `np.str_`.
//!
//! Here the elements live in the heap object arrays use (numpy/object_arrays.rs): Python
//! strings and the missing-value object, referenced by an int64 array with NumPy's element
//! layout, so views, `.base`, overlap and reshapes are the engine's. Its references are 8
//! bytes where NumPy's elements are 16, so every byte figure shown (strides, itemsize,
//! nbytes) is the engine's doubled.

use std::rc::Rc;

use stridelab_display::arrayprint::PrintOptions;
use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::error::{ExcKind, PyErr, PyResult, not_implemented, type_error, value_error};
use stridelab_engine::strings::{Text, TextKind};
use stridelab_lang::ast::{BinOp, CmpOp};

use super::object_arrays::{self, ObjArray, Objects};
use crate::args::Args;
use crate::interp::Interp;
use crate::ops;
use crate::value::Value;

/// One StringDType instance: its missing-value object (none by default) and whether
/// non-strings are turned into strings (`coerce`, default True).
#[derive(Debug, Clone)]
pub struct StrDt {
    pub na: Option<Value>,
    pub coerce: bool,
}

impl StrDt {
    pub const PLAIN: StrDt = StrDt { na: None, coerce: true };

    /// `StringDType(na_object=nan, coerce=False)`, the arguments that differ from the default.
    pub fn repr(&self) -> String {
        let mut args = Vec::new();
        if let Some(na) = &self.na {
            args.push(format!("na_object={}", crate::repr::repr(na, &PrintOptions::default())));
        }
        if !self.coerce {
            args.push("coerce=False".to_string());
        }
        format!("StringDType({})", args.join(", "))
    }

    /// A NaN-like missing value propagates through `+` and compares unequal and unordered
    /// (dtype.c `has_nan_na`: a float NaN).
    pub fn nan_like(&self) -> bool {
        matches!(&self.na, Some(v) if is_nan(v))
    }

    /// Whether `v` is this dtype's missing value: the object itself, or any NaN when it is NaN.
    pub fn is_na(&self, v: &Value) -> bool {
        match &self.na {
            Some(na) => ops::is_same(na, v) || (is_nan(na) && is_nan(v)),
            None => false,
        }
    }

    /// The element NumPy stores for `v` (stringdtype_setitem): a string as it is, the missing
    /// value as itself, anything else `str(v)` when coercing, else NumPy's ValueError.
    pub fn coerce_value(&self, v: &Value, opts: &PrintOptions) -> PyResult<Value> {
        match v {
            Value::Str(_) => Ok(v.clone()),
            Value::NpStr(s) => Ok(Value::Str(s.clone())),
            _ if self.is_na(v) => Ok(self.na.clone().unwrap_or(Value::None)),
            _ if !self.coerce => Err(value_error("StringDType only allows string data when string coercion is disabled.")),
            Value::Bytes(_) | Value::NpBytes(_) => Err(not_implemented("storing bytes in a StringDType array is not supported by stridelab")),
            _ => Ok(Value::str(&crate::repr::str_of(v, opts))),
        }
    }
}

/// Refuse a string of `bytes` past the session's size limit or memory budget (CPython's
/// MemoryError), as any Python sequence is refused, and charge the work of writing it: a
/// session without a memory budget (the fuzzer's) must not start building `'pear' * 2**31`.
fn reserve(bytes: usize) -> PyResult<()> {
    ops::check_seq_bytes(bytes, 1)?;
    stridelab_engine::budget::charge(bytes as u64 / 64 + 1);
    Ok(())
}

fn is_nan(v: &Value) -> bool {
    match v {
        Value::Float(f) => f.is_nan(),
        Value::Scalar(_, Scalar::Float(f)) => f.is_nan(),
        _ => false,
    }
}

/// `np.dtypes.StringDType(*, na_object=<no value>, coerce=True)`
pub fn construct(_: &mut Interp, a: &Args) -> PyResult<Value> {
    if let Some(Value::Str(_) | Value::NpStr(_)) = a.get("na_object") {
        return Err(not_implemented("a string na_object for StringDType is not supported by stridelab"));
    }
    let coerce = a.get("coerce").map(|v| ops::truthy(&v)).transpose()?.unwrap_or(true);
    Ok(dtype_value(StrDt { na: a.get("na_object"), coerce }))
}

pub fn dtype_value(dt: StrDt) -> Value {
    Value::Objects(Rc::new(Objects::StringDType(dt)))
}

/// The StringDType a `dtype=` argument names: an instance, the class itself, `'T'`.
pub fn dtype_of(v: &Value) -> Option<StrDt> {
    match v {
        Value::Objects(o) => match &**o {
            Objects::StringDType(d) => Some(d.clone()),
            _ => None,
        },
        Value::Str(s) => matches!(&**s, "T" | "=T" | "<T" | "|T").then_some(StrDt::PLAIN),
        Value::Builtin(k) => (*k == "numpy.dtypes.StringDType").then_some(StrDt::PLAIN),
        _ => None,
    }
}

/// The StringDType of a value, if it is a StringDType array.
pub fn of_array(v: &Value) -> Option<(&ObjArray, &StrDt)> {
    let o = object_arrays::as_obj(v)?;
    o.heap.string.as_ref().map(|d| (o, d))
}

/// A StringDType array of `shape` holding `els` (C order, already coerced).
pub fn new_array(shape: &[usize], els: Vec<Value>, dt: StrDt) -> PyResult<Value> {
    let ks: Vec<Scalar> = (0..els.len() as i64).map(Scalar::Int).collect();
    let refs = NdArray::from_scalars(DType::Int64, shape, &ks)?;
    Ok(object_arrays::wrap(refs, &object_arrays::heap(els, Some(dt))))
}

/// `np.array(obj, dtype=StringDType(...))`, `a.astype('T')`: the elements of any array or
/// nested sequence, each stored as `coerce_value` says.
pub fn array(obj: &Value, dt: StrDt, opts: &PrintOptions) -> PyResult<Value> {
    let (shape, els) = match obj {
        Value::Text(t) => {
            if t.kind == TextKind::Void {
                return Err(type_error(format!("Cannot cast array data from dtype('V{}') to {}", t.width, dt.repr())));
            }
            (t.shape().to_vec(), t.texts().into_iter().map(|x| crate::numpy::strings::to_python(&crate::numpy::strings::elem_value(x))).collect())
        }
        Value::Record(_) | Value::Time(_) => {
            return Err(not_implemented(format!("a {} array as StringDType is not supported by stridelab", obj.type_name())));
        }
        _ => object_arrays::operand(obj)?,
    };
    let els = els.iter().map(|v| dt.coerce_value(v, opts)).collect::<PyResult<Vec<_>>>()?;
    new_array(&shape, els, dt)
}

/// `np.zeros/empty(shape, dtype='T')`: empty strings; `np.ones`: `'1'`.
pub fn filled(shape: &[usize], fill: &str, dt: StrDt) -> PyResult<Value> {
    let n: usize = shape.iter().product();
    // the allocation limit counts NumPy's 16 bytes per element (complex128's size)
    stridelab_engine::array::check_alloc(shape, DType::Complex128)?;
    new_array(shape, vec![Value::str(fill); n], dt)
}

/// The text of an element, or None for the missing value.
fn text(v: &Value) -> Option<&str> {
    match v {
        Value::Str(s) => Some(s),
        _ => None,
    }
}

/// `a.astype(d)` for a StringDType array (casts.cpp): to StringDType a copy, to a sized `'U'`/`'S'`
/// each string truncated to fit, to `'V'` its UTF-8 bytes, to numbers each string parsed; an
/// unsized text dtype is NumPy's TypeError. The missing value cannot go to text or numbers.
pub fn astype(o: &ObjArray, dt: &StrDt, target: &Value, opts: &PrintOptions) -> PyResult<Value> {
    if let Some(to) = dtype_of(target) {
        return array(&Value::Objects(Rc::new(Objects::Array(o.clone()))), to, opts);
    }
    if object_arrays::is_object_dtype(target) {
        return object_arrays::new_array(o.shape(), o.elements());
    }
    let els = o.elements();
    if els.iter().any(|v| text(v).is_none()) {
        return Err(not_implemented(format!("casting a {} array holding missing values is not supported by stridelab", dt.repr())));
    }
    let strs: Vec<&str> = els.iter().filter_map(text).collect();
    if let Some((kind, width)) = crate::numpy::strings::spec(target) {
        if width == 0 {
            let class = match kind {
                TextKind::Str => "StrDType",
                TextKind::Bytes => "BytesDType",
                TextKind::Void => "VoidDType",
            };
            return Err(type_error(format!("cannot cast dtype {} to <class 'numpy.dtypes.{class}'>.", dt.repr())));
        }
        let texts: Vec<Text> = strs
            .iter()
            .map(|s| match kind {
                TextKind::Str => Ok(Text::Str(s.chars().take(width).collect())),
                TextKind::Bytes => {
                    if !s.is_ascii() {
                        return Err(PyErr::new(ExcKind::UnicodeEncodeError, "'ascii' codec can't encode character: ordinal not in range(128)"));
                    }
                    Ok(Text::Bytes(s.bytes().take(width).collect()))
                }
                TextKind::Void => Ok(Text::Void(s.bytes().take(width).collect())),
            })
            .collect::<PyResult<_>>()?;
        return Ok(Value::Text(stridelab_engine::strings::TextArray::from_texts(kind, width, o.shape(), &texts)?));
    }
    // numbers: parsed as a 'U' array's strings are
    match as_fixed(o)? {
        Some(u) => crate::numpy::strings::astype(&u, target),
        None => Err(not_implemented(format!("casting a {} array holding missing values is not supported by stridelab", dt.repr()))),
    }
}

/// The fixed-width `'U'` array holding a StringDType array's strings, for the `np.strings`
/// functions (which then give their result back as StringDType); None when a missing
/// value is present.
pub fn as_fixed(o: &ObjArray) -> PyResult<Option<Rc<stridelab_engine::strings::TextArray>>> {
    let els = o.elements();
    let Some(strs) = els.iter().map(text).collect::<Option<Vec<&str>>>() else { return Ok(None) };
    let width = strs.iter().map(|s| s.chars().count()).max().unwrap_or(1).max(1);
    let texts: Vec<Text> = strs.iter().map(|s| Text::Str(s.to_string())).collect();
    stridelab_engine::strings::TextArray::from_texts(TextKind::Str, width, o.shape(), &texts).map(Some)
}

/// Whether a value takes part in a StringDType operation.
pub fn involved(vals: &[&Value]) -> Option<StrDt> {
    vals.iter().find_map(|v| of_array(v).map(|(_, d)| d.clone()))
}

/// The DType class NumPy names for an operand in a "no loop" error.
fn class_of(v: &Value) -> String {
    if of_array(v).is_some() { "<class 'numpy.dtypes.StringDType'>".to_string() } else { crate::numpy::strings::dtype_class_of(v) }
}

fn no_loop(ufunc: &str, a: &Value, b: &Value) -> PyErr {
    PyErr::new(
        ExcKind::UFuncTypeError,
        format!("ufunc '{ufunc}' did not contain a loop with signature matching types ({}, {}) -> None", class_of(a), class_of(b)),
    )
}

/// The strings of an operand of `+` or a comparison: a StringDType array, text, or
/// a Python/NumPy string; None for anything else (no loop).
fn string_operand(v: &Value) -> PyResult<Option<(Vec<usize>, Vec<Value>)>> {
    Ok(match v {
        _ if of_array(v).is_some() => Some(object_arrays::operand(v)?),
        Value::Str(_) | Value::NpStr(_) => Some((vec![], vec![crate::numpy::strings::to_python(v)])),
        Value::Text(t) if t.kind == TextKind::Str => Some(object_arrays::operand(v)?),
        Value::List(_) | Value::Tuple(_) => {
            let (shape, els) = object_arrays::operand(v)?;
            els.iter().all(|x| matches!(x, Value::Str(_))).then_some((shape, els))
        }
        _ => None,
    })
}

/// Broadcast two operands' elements; the result's shape and the pairs' indices.
fn pairs(sa: &[usize], sb: &[usize]) -> PyResult<(Vec<usize>, Vec<(usize, usize)>)> {
    let shape = stridelab_engine::ufunc::broadcast_shapes(&[sa, sb]).map_err(|_| {
        value_error(format!(
            "operands could not be broadcast together with shapes {} {} ",
            stridelab_engine::array::shape_repr(sa),
            stridelab_engine::array::shape_repr(sb)
        ))
    })?;
    let (ia, ib) = (object_arrays::broadcast_index(&shape, sa), object_arrays::broadcast_index(&shape, sb));
    stridelab_engine::budget::charge(ia.len() as u64 * ops::SCAN_STEP);
    Ok((shape, ia.into_iter().zip(ib).collect()))
}

/// `a + b` and `a * n` with a StringDType array (stringdtype_ufuncs.cpp `add`, `multiply`):
/// concatenation and repetition; a NaN-like missing value propagates, another is NumPy's
/// ValueError.
pub fn binary(op: BinOp, a: &Value, b: &Value, dt: &StrDt) -> PyResult<Value> {
    match op {
        BinOp::Add => {
            let (Some((sa, ea)), Some((sb, eb))) = (string_operand(a)?, string_operand(b)?) else {
                return Err(no_loop("add", a, b));
            };
            let (shape, idx) = pairs(&sa, &sb)?;
            let mut out = Vec::with_capacity(idx.len());
            for (i, j) in idx {
                out.push(match (text(&ea[i]), text(&eb[j])) {
                    (Some(x), Some(y)) => {
                        reserve(x.len() + y.len())?;
                        Value::str(&format!("{x}{y}"))
                    }
                    _ if dt.nan_like() => dt.na.clone().unwrap_or(Value::None),
                    _ => return Err(value_error("Cannot add null that is not a nan-like value")),
                });
            }
            new_array(&shape, out, dt.clone())
        }
        BinOp::Mul => {
            let (s, n) = if of_array(a).is_some() { (a, b) } else { (b, a) };
            let (ss, es) = object_arrays::operand(s)?;
            let counts = match n {
                Value::Int(_) | Value::Bool(_) => (vec![], vec![ops::expect_int(n)?]),
                Value::Array(x) if x.dtype.kind() == stridelab_engine::dtype::Kind::Int => {
                    (x.shape.clone(), x.to_scalars().into_iter().map(|k| match k { Scalar::Int(i) => i, _ => 0 }).collect())
                }
                _ => return Err(no_loop("multiply", a, b)),
            };
            let (shape, idx) = pairs(&ss, &counts.0)?;
            let mut out = Vec::with_capacity(idx.len());
            for (i, j) in idx {
                out.push(match text(&es[i]) {
                    Some(x) => {
                        let k = counts.1[j].max(0) as usize;
                        let bytes = x.len().checked_mul(k).ok_or_else(|| stridelab_engine::error::overflow_error("Overflow encountered in string multiply"))?;
                        reserve(bytes)?;
                        Value::str(&x.repeat(k))
                    }
                    None if dt.nan_like() => dt.na.clone().unwrap_or(Value::None),
                    None => return Err(value_error("Cannot multiply null that is not a nan-like value")),
                });
            }
            new_array(&shape, out, dt.clone())
        }
        _ => {
            let name = match op {
                BinOp::Sub => "subtract",
                BinOp::Div => "divide",
                BinOp::FloorDiv => "floor_divide",
                BinOp::Mod => "remainder",
                BinOp::Pow => "power",
                _ => return Err(not_implemented("this operator on StringDType arrays is not supported by stridelab")),
            };
            Err(no_loop(name, a, b))
        }
    }
}

/// The order of two elements, or None when either is the missing value.
fn order(x: &Value, y: &Value) -> Option<std::cmp::Ordering> {
    Some(text(x)?.cmp(text(y)?))
}

/// `a <cmp> b` with a StringDType array: by code points; a NaN-like missing value is
/// unequal to everything and unordered, another missing value equals only itself and
/// cannot be ordered (NumPy's ValueError).
pub fn compare(op: CmpOp, a: &Value, b: &Value, dt: &StrDt) -> PyResult<Value> {
    let (Some((sa, ea)), Some((sb, eb))) = (string_operand(a)?, string_operand(b)?) else {
        return match op {
            CmpOp::Eq | CmpOp::Ne => {
                let (sa, _) = object_arrays::operand(a)?;
                let (sb, _) = object_arrays::operand(b)?;
                let (shape, idx) = pairs(&sa, &sb)?;
                let v = Scalar::Bool(op == CmpOp::Ne);
                Ok(ops::from_result(NdArray::from_scalars(DType::Bool, &shape, &vec![v; idx.len()])?))
            }
            _ => Err(no_loop(cmp_name(op), a, b)),
        };
    };
    let (shape, idx) = pairs(&sa, &sb)?;
    let mut out = Vec::with_capacity(idx.len());
    for (i, j) in idx {
        let r = match order(&ea[i], &eb[j]) {
            Some(o) => match op {
                CmpOp::Eq => o.is_eq(),
                CmpOp::Ne => o.is_ne(),
                CmpOp::Lt => o.is_lt(),
                CmpOp::Le => o.is_le(),
                CmpOp::Gt => o.is_gt(),
                CmpOp::Ge => o.is_ge(),
                _ => return Err(not_implemented("this comparison on StringDType arrays is not supported by stridelab")),
            },
            None if dt.nan_like() => op == CmpOp::Ne,
            None => match op {
                CmpOp::Eq | CmpOp::Ne => (text(&ea[i]).is_none() && text(&eb[j]).is_none()) == (op == CmpOp::Eq),
                _ => return Err(value_error("Cannot compare null that is not a nan-like value")),
            },
        };
        out.push(Scalar::Bool(r));
    }
    Ok(ops::from_result(NdArray::from_scalars(DType::Bool, &shape, &out)?))
}

fn cmp_name(op: CmpOp) -> &'static str {
    match op {
        CmpOp::Lt => "less",
        CmpOp::Le => "less_equal",
        CmpOp::Gt => "greater",
        CmpOp::Ge => "greater_equal",
        CmpOp::Eq => "equal",
        _ => "not_equal",
    }
}

/// The comparison `np.sort` uses (stringdtype's `_compare`): strings by code points, the
/// missing value last; a missing value that is not NaN-like cannot be sorted.
pub fn sort_order(dt: &StrDt, x: &Value, y: &Value) -> PyResult<std::cmp::Ordering> {
    use std::cmp::Ordering::*;
    match (text(x), text(y)) {
        (Some(a), Some(b)) => Ok(a.cmp(b)),
        _ if !dt.nan_like() => Err(value_error("Cannot compare null that is not a nan-like value")),
        (None, None) => Ok(Equal),
        (None, _) => Ok(Greater),
        (_, None) => Ok(Less),
    }
}

/// The StringDType's attributes (dtype.c `stringdtype_getset`/`members`).
pub fn dtype_attr(dt: &StrDt, name: &str) -> PyResult<Value> {
    Ok(match name {
        "name" => Value::str("StringDType128"),
        "kind" | "char" => Value::str("T"),
        "str" => Value::str(&dt.repr()),
        "itemsize" => Value::Int(16),
        "alignment" => Value::Int(8),
        "num" => Value::Int(2056),
        "type" => Value::Type(crate::value::TypeObj::Str),
        "hasobject" => Value::Bool(true),
        "ndim" => Value::Int(0),
        "shape" => Value::tuple(vec![]),
        "byteorder" => Value::str("|"),
        "isbuiltin" => Value::Int(0),
        "coerce" => Value::Bool(dt.coerce),
        "na_object" => match &dt.na {
            Some(v) => v.clone(),
            None => return Err(stridelab_engine::error::attribute_error("'numpy.dtypes.StringDType' object has no attribute 'na_object'")),
        },
        "names" | "fields" | "subdtype" | "metadata" => Value::None,
        _ => return Err(stridelab_engine::error::attribute_error(format!("'numpy.dtypes.StringDType' object has no attribute '{name}'"))),
    })
}

/// Two StringDTypes are equal when their missing values and coercion agree.
pub fn same_dtype(a: &StrDt, b: &StrDt) -> bool {
    a.coerce == b.coerce
        && match (&a.na, &b.na) {
            (None, None) => true,
            (Some(x), Some(y)) => ops::is_same(x, y) || (is_nan(x) && is_nan(y)),
            _ => false,
        }
}

/// `numpy.dtypes.StringDType`, the one class of this module NumPy users call.
pub static TABLE: &[crate::builtins::BuiltinDef] = &[crate::builtins::def!(
    "numpy.dtypes.StringDType",
    "*, na_object=<no value>, coerce=True",
    "The variable-width string dtype: any length of UTF-8 text per element (16 bytes each, long strings kept beside the array); na_object marks missing values.",
    "np.array(['a', 'longer text'], dtype=np.dtypes.StringDType())",
    construct
)];
