//! Structured arrays in the interpreter: structured dtypes from Python values (descriptor.c's
//! `_convert_from_list`, `_convert_from_commastring`, `_convert_from_tuple`,
//! `_convert_from_dict`, `_convert_from_field_dict`), their attributes, creation
//! (`np.array` of tuples, `np.zeros`), field access and assignment (mapping.c
//! `_get_field_view`; a tuple assigns field by field), views in both directions, copies,
//! `argsort`/`sort` with `order=`, printing, and recarray (numpy/_core/records.py: fields as
//! attributes, `rec.array(...)`, `np.record` elements).

use std::cmp::Ordering;
use std::rc::Rc;

use stridelab_display::arrayprint::{self, Column, PrintOptions};
use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::records::{Descr, Field, FieldView, RecKind, Record, Struct};
use stridelab_engine::view::{self, Order};
use stridelab_engine::error::{PyResult, index_error, not_implemented, type_error, value_error};
use crate::args::Args;
use crate::convert;
use crate::interp::Interp;
use crate::value::{TypeObj, Value};

/// Whether a `dtype=` value describes a structured or subarray dtype (else a plain one).
pub fn is_structured_spec(v: &Value) -> bool {
    if super::strings::spec(v).is_some() {
        return true;
    }
    match v {
        Value::List(_) | Value::Tuple(_) | Value::Dict(_) | Value::Descr(_) | Value::MappingProxy(_) => true,
        Value::Str(s) => s.contains(',') || s.starts_with(['(', '>', '!']) || s.trim_start_matches(['<', '>', '|', '=']).starts_with('V'),
        _ => false,
    }
}

fn shape_of(v: &Value) -> PyResult<Vec<usize>> {
    let dim = |x: &Value| match x {
        Value::Int(n) if *n >= 0 => Ok(*n as usize),
        Value::Int(_) => Err(value_error("negative dimensions are not allowed")),
        other => Err(type_error(format!("'{}' object cannot be interpreted as an integer", other.type_name()))),
    };
    match v {
        Value::Tuple(t) => t.iter().map(dim).collect(),
        Value::List(l) => l.borrow().iter().map(dim).collect(),
        x => Ok(vec![dim(x)?]),
    }
}

fn is_void_type(v: &Value) -> bool {
    matches!(v, Value::Type(TypeObj::Rec(RecKind::Void)))
        || matches!(v, Value::Str(s) if matches!(&**s, "V" | "void" | "|V"))
}

/// A `(base, shape)` subarray, or `base` itself for shape `()`.
fn subarray(base: Descr, shape: Vec<usize>) -> Descr {
    if shape.is_empty() { base } else { Descr::Subarray(Rc::new(base), shape) }
}

/// `(base, n)`: a width for an unsized text base (`(np.str_, 16)` is `'<U16'`), else a
/// subarray shape.
fn sized(base: Descr, n: &Value) -> PyResult<Descr> {
    if let (Descr::Text(k, 0), Value::Int(w)) = (&base, n) {
        let w = usize::try_from(*w).map_err(|_| type_error("data type not understood"))?;
        stridelab_engine::strings::check_width(*k, w)?;
        return Ok(Descr::Text(*k, w));
    }
    Ok(subarray(base, shape_of(n)?))
}

/// Parse any `dtype=` value into a descriptor.
pub fn parse_descr(v: &Value) -> PyResult<Descr> {
    if let Some((k, n)) = super::strings::spec(v) {
        stridelab_engine::strings::check_width(k, n)?;
        if k == stridelab_engine::strings::TextKind::Void {
            if n == 0 && !matches!(v, Value::Type(_)) {
                return Err(not_implemented(format!("data type {} is not supported by stridelab", crate::repr::repr(v, &Default::default()))));
            }
            return Ok(Descr::Void(n));
        }
        return Ok(Descr::Text(k, n));
    }
    match v {
        Value::Descr(d) => Ok((**d).clone()),
        Value::List(items) => {
            let items = items.borrow().clone();
            let mut fields: Vec<(String, Descr)> = Vec::new();
            let mut titles: Vec<(String, String)> = Vec::new();
            for (i, it) in items.iter().enumerate() {
                let shown = crate::repr::repr(it, &Default::default());
                let bad_item = || type_error(format!("Field elements must be 2- or 3-tuples, got '{shown}'"));
                let Value::Tuple(t) = it else {
                    return Err(bad_item());
                };
                if !(2..=3).contains(&t.len()) {
                    return Err(bad_item());
                }
                let name = match t.first() {
                    Some(Value::Str(s)) if s.is_empty() => format!("f{i}"),
                    Some(Value::Str(s)) => s.to_string(),
                    Some(Value::Tuple(nt)) if nt.len() == 2 => match (&nt[0], &nt[1]) {
                        (title, Value::Str(n)) => {
                            titles.push((n.to_string(), title_text(title)?));
                            n.to_string()
                        }
                        _ => return Err(type_error("data type not understood")),
                    },
                    _ => return Err(type_error("data type not understood")),
                };
                let descr = match (t.get(1), t.get(2)) {
                    (Some(ty), None) if t.len() == 2 => parse_descr(ty)?,
                    (Some(ty), Some(n)) if t.len() == 3 && is_void_type(ty) => match n {
                        Value::Int(k) if *k >= 0 => Descr::Void(*k as usize),
                        _ => return Err(type_error("data type not understood")),
                    },
                    (Some(ty), Some(sh)) if t.len() == 3 => sized(parse_descr(ty)?, sh)?,
                    _ => return Err(type_error("data type not understood")),
                };
                if fields.iter().any(|(n, _)| *n == name) {
                    return Err(value_error(format!("field '{name}' occurs more than once")));
                }
                fields.push((name, descr));
            }
            let mut s = Struct::packed(fields);
            for f in &mut s.fields {
                f.title = titles.iter().find(|(n, _)| *n == f.name).map(|(_, t)| t.clone());
            }
            Ok(Descr::Struct(Rc::new(s)))
        }
        Value::Str(s) if s.contains(',') || s.starts_with('(') => comma_string(s),
        Value::Str(s) if s.starts_with(['>', '!']) => match DType::from_name(&format!("<{}", &s[1..])) {
            Some(d) => Ok(Descr::Plain(d).new_byte_order('>').unwrap_or(Descr::Plain(d))),
            None => Err(type_error(format!("data type '{s}' not understood"))),
        },
        Value::Str(s) if s.trim_start_matches(['<', '>', '|', '=']).starts_with('V') => {
            match s.trim_start_matches(['<', '>', '|', '='])[1..].parse::<usize>() {
                Ok(n) if n > 0 => Ok(Descr::Void(n)),
                _ => Err(not_implemented(format!("data type '{s}' is not supported by stridelab"))),
            }
        }
        Value::Tuple(t) if t.len() == 2 => match (&t[0], &t[1]) {
            (ty, Value::Int(n)) if is_void_type(ty) && *n > 0 => Ok(Descr::Void(*n as usize)),
            (Value::Type(TypeObj::Rec(RecKind::Record | RecKind::Void)), spec) if !matches!(spec, Value::Int(_)) => match parse_descr(spec)? {
                Descr::Struct(s) => {
                    let record = matches!(&t[0], Value::Type(TypeObj::Rec(RecKind::Record)));
                    Ok(Descr::Struct(Rc::new(Struct { record, ..(*s).clone() })))
                }
                other => Ok(other),
            },
            (ty, Value::Dict(_)) => {
                let Descr::Plain(d) = parse_descr(ty)? else {
                    return Err(not_implemented("a structured base type with fields is not supported by stridelab"));
                };
                let Descr::Struct(s) = parse_descr(&t[1])? else { unreachable!("a dict parses to fields") };
                let itemsize = s.itemsize.max(d.itemsize());
                Ok(Descr::Struct(Rc::new(Struct { fields: s.fields.clone(), itemsize, scalar: Some(d), aligned: false, record: false })))
            }
            (ty, sh) => sized(parse_descr(ty)?, sh),
        },
        Value::Dict(d) | Value::MappingProxy(d) => dict_form(&d.borrow().pairs()),
        other => Ok(Descr::Plain(convert::parse_dtype(other)?)),
    }
}

fn dict_get<'a>(pairs: &'a [(Value, Value)], key: &str) -> Option<&'a Value> {
    pairs.iter().find(|(k, _)| matches!(k, Value::Str(s) if &**s == key)).map(|(_, v)| v)
}

fn list_items(v: &Value) -> PyResult<Vec<Value>> {
    match v {
        Value::List(l) => Ok(l.borrow().clone()),
        Value::Tuple(t) => Ok(t.as_ref().clone()),
        _ => Err(value_error("entry not a 2- or 3- tuple")),
    }
}

/// `{'names': [...], 'formats': [...], 'offsets': [...], 'itemsize': n}`, or the older
/// `{'x': (type, offset), ...}` (fields in offset order).
fn dict_form(pairs: &[(Value, Value)]) -> PyResult<Descr> {
    let mut fields = Vec::new();
    let mut itemsize = None;
    if let Some(names) = dict_get(pairs, "names") {
        let names = list_items(names)?;
        let formats = list_items(dict_get(pairs, "formats").ok_or_else(|| value_error("entry not a 2- or 3- tuple"))?)?;
        if formats.len() != names.len() {
            return Err(value_error("NumPy dtype descriptor requires all the same length for names and formats"));
        }
        let offsets = dict_get(pairs, "offsets").map(list_items).transpose()?;
        let mut off = 0usize;
        for (i, (n, f)) in names.iter().zip(&formats).enumerate() {
            let Value::Str(name) = n else { return Err(value_error("field names must be strings")) };
            let descr = parse_descr(f)?;
            let offset = match &offsets {
                Some(o) => match o.get(i) {
                    Some(Value::Int(k)) if *k >= 0 => *k as usize,
                    _ => return Err(value_error("invalid offset")),
                },
                None => off,
            };
            off = offset + descr.itemsize();
            fields.push(Field { name: name.to_string(), descr, offset, title: None });
        }
        if let Some(Value::Int(n)) = dict_get(pairs, "itemsize") {
            itemsize = Some(*n as usize);
        }
    } else {
        for (k, v) in pairs {
            let Value::Str(name) = k else { return Err(value_error("field names must be strings")) };
            let t = list_items(v)?;
            let (Some(ty), Some(Value::Int(off))) = (t.first(), t.get(1)) else {
                return Err(value_error("entry not a 2- or 3- tuple"));
            };
            if *off < 0 {
                return Err(value_error("invalid offset."));
            }
            let title = t.get(2).map(title_text).transpose()?;
            fields.push(Field { name: name.to_string(), descr: parse_descr(ty)?, offset: *off as usize, title });
        }
        fields.sort_by_key(|f| f.offset);
    }
    let end = fields.iter().map(|f| f.offset + f.descr.itemsize()).max().unwrap_or(0);
    let itemsize = itemsize.unwrap_or(end);
    if itemsize < end {
        return Err(value_error(format!("NumPy dtype descriptor requires {end} bytes, cannot override to smaller itemsize of {itemsize}")));
    }
    Ok(Descr::Struct(Rc::new(Struct { fields, itemsize, scalar: None, aligned: false, record: false })))
}

/// `'i4, (2,3)f8'`: fields f0, f1, ... (`_commastring`); a single item is that dtype alone.
fn comma_string(s: &str) -> PyResult<Descr> {
    let mut items = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in s.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&s[start..]);
    if depth != 0 {
        // an unclosed '(' swallows the rest: _commastring stops at that format
        return Err(value_error(format!("format number {} of \"{s}\" is not recognized", items.len())));
    }
    if items.last().is_some_and(|t| t.trim().is_empty()) && items.len() > 1 {
        items.pop();
    }
    let bad = || type_error(format!("data type '{s}' not understood"));
    let mut descrs = Vec::new();
    for it in &items {
        let it = it.trim();
        let (shape, ty) = if let Some(rest) = it.strip_prefix('(') {
            let close = rest.find(')').ok_or_else(bad)?;
            let dims: PyResult<Vec<usize>> = rest[..close]
                .split(',')
                .map(str::trim)
                .filter(|d| !d.is_empty())
                .map(|d| d.parse::<usize>().map_err(|_| bad()))
                .collect();
            (dims?, rest[close + 1..].trim())
        } else {
            let digits = it.len() - it.trim_start_matches(|c: char| c.is_ascii_digit()).len();
            if digits > 0 && digits < it.len() {
                (vec![it[..digits].parse::<usize>().map_err(|_| bad())?], &it[digits..])
            } else {
                (vec![], it)
            }
        };
        let base = match super::strings::spec(&Value::str(ty)) {
            Some((k, n)) => Descr::Text(k, n),
            // (a comma left in an item would bring the parse back here)
            None if ty.starts_with(['>', '<', '=', '|', 'V']) && !ty.contains(',') => parse_descr(&Value::str(ty)).map_err(|_| bad())?,
            None => Descr::Plain(DType::from_name(ty).ok_or_else(bad)?),
        };
        descrs.push(subarray(base, shape));
    }
    if descrs.len() == 1 && !s.trim_end().ends_with(',') {
        return Ok(descrs.pop().unwrap_or(Descr::Plain(DType::Float64)));
    }
    Ok(Descr::Struct(Rc::new(Struct::packed(descrs.into_iter().enumerate().map(|(i, d)| (format!("f{i}"), d)).collect()))))
}

/// `np.dtype(x)`.
pub fn np_dtype(v: &Value) -> PyResult<Value> {
    Ok(descr_value(parse_descr(v)?))
}

/// `np.dtype(v, align=True)`: list and comma-string fields laid out as a C struct; a dict
/// with offsets keeps them and is marked aligned.
pub fn np_dtype_aligned(v: &Value) -> PyResult<Value> {
    Ok(descr_value(match parse_descr(v)? {
        Descr::Struct(s) if matches!(v, Value::Dict(_)) && dict_get(&pairs_of(v), "offsets").is_some() => {
            Descr::Struct(Rc::new(Struct { aligned: true, ..(*s).clone() }))
        }
        Descr::Struct(s) => {
            let fields = s.fields.iter().map(|f| Field { offset: 0, ..f.clone() }).collect();
            Descr::Struct(Rc::new(Struct::aligned_layout(fields)))
        }
        other => other,
    }))
}

fn pairs_of(v: &Value) -> Vec<(Value, Value)> {
    match v {
        Value::Dict(d) => d.borrow().pairs(),
        _ => vec![],
    }
}

/// A title: any str (other values are NumPy's error).
fn title_text(v: &Value) -> PyResult<String> {
    match v {
        Value::Str(s) => Ok(s.to_string()),
        _ => Err(not_implemented("field titles other than str are not supported by stridelab")),
    }
}

/// `dtype.fields`: name -> (dtype, offset) or (dtype, offset, title), and each title -> the
/// same entry (descriptor.c keeps both keys).
fn fields_proxy(s: &Struct) -> PyResult<Value> {
    let mut pairs = Vec::new();
    for f in &s.fields {
        let mut entry = vec![descr_value(f.descr.clone()), Value::Int(f.offset as i128)];
        if let Some(t) = &f.title {
            entry.push(Value::str(t));
        }
        let entry = Value::tuple(entry);
        pairs.push((Value::str(&f.name), entry.clone()));
        if let Some(t) = &f.title {
            pairs.push((Value::str(t), entry));
        }
    }
    let table = crate::python::dict::DictTable::from_pairs(pairs)?;
    Ok(Value::MappingProxy(Rc::new(std::cell::RefCell::new(table))))
}

/// `np.result_type` of structured dtypes: each canonicalized (native, packed); they must
/// then agree. An aligned one makes the result aligned.
pub fn result_type(args: &[Value]) -> PyResult<Option<Value>> {
    if !args.iter().any(|a| matches!(a, Value::Descr(d) if matches!(**d, Descr::Struct(_)))) {
        return Ok(None);
    }
    let mut out: Option<Struct> = None;
    let mut aligned = false;
    for a in args {
        let Value::Descr(d) = a else {
            return Err(stridelab_engine::error::PyErr::new(
                stridelab_engine::error::ExcKind::TypeError,
                "invalid type promotion with structured datatype(s).",
            ));
        };
        let Descr::Struct(s) = &**d else {
            return Err(type_error("invalid type promotion with structured datatype(s)."));
        };
        aligned |= s.aligned;
        let c = Struct { aligned: false, ..s.canonical() };
        match &out {
            None => out = Some(c),
            Some(o) if o.fields.len() == c.fields.len() && o.fields.iter().zip(&c.fields).all(|(p, q)| p.name == q.name && p.descr == q.descr) => {}
            Some(_) => return Err(type_error("invalid type promotion with structured datatype(s).")),
        }
    }
    let s = out.expect("at least one struct");
    let s = if aligned { Struct::aligned_layout(s.fields) } else { s };
    Ok(Some(Value::Descr(Rc::new(Descr::Struct(Rc::new(s))))))
}

/// `a == b` / `a != b` of two structured arrays: every field equal (numpy's
/// `_void_compare`: field by field, subarray fields reduced with all()).
pub fn compare(interp: &mut Interp, eq: bool, a: &Rc<Record>, b: &Rc<Record>) -> PyResult<Value> {
    let names = |r: &Record| r.descr.fields.iter().map(|f| f.name.clone()).collect::<Vec<_>>();
    if names(a) != names(b) {
        return Err(type_error("Cannot compare structured arrays unless they have a common dtype.  I.e. `np.result_type(arr1, arr2)` must be defined."));
    }
    let mut acc: Option<Value> = None;
    for (fa, fb) in a.descr.fields.iter().zip(&b.descr.fields) {
        let (x, y) = (field_value(a, fa)?, field_value(b, fb)?);
        let op = if eq { stridelab_lang::ast::CmpOp::Eq } else { stridelab_lang::ast::CmpOp::Ne };
        let mut r = crate::ops::compare(interp, op, &x, &y)?;
        let sub = fa.descr.split_subarray().1.len();
        if sub > 0 {
            let axes: Vec<Value> = (a.ndim()..a.ndim() + sub).map(|i| Value::Int(i as i128)).collect();
            let f = if eq { "numpy.all" } else { "numpy.any" };
            r = crate::builtins::call_builtin(interp, f, vec![r], vec![("axis".into(), Value::tuple(axes))])?;
        }
        acc = Some(match acc {
            None => r,
            Some(p) => crate::ops::binary_op(interp, if eq { stridelab_lang::ast::BinOp::BitAnd } else { stridelab_lang::ast::BinOp::BitOr }, &p, &r)?,
        });
    }
    Ok(acc.unwrap_or(Value::Bool(eq)))
}

pub fn descr_value(d: Descr) -> Value {
    match d {
        Descr::Plain(p) => Value::DType(p),
        other => Value::Descr(Rc::new(other)),
    }
}

fn struct_value(s: &Rc<Struct>) -> Value {
    Value::Descr(Rc::new(Descr::Struct(s.clone())))
}

/// `dtype.descr`: a list of (name, typestr[, shape]) pairs, nested for nested structs.
fn descr_list(s: &Struct) -> Value {
    let mut out = Vec::new();
    let mut at = 0;
    for f in &s.fields {
        if f.offset > at {
            out.push(Value::tuple(vec![Value::str(""), Value::str(&format!("|V{}", f.offset - at))]));
        }
        let (base, shape) = f.descr.split_subarray();
        let ty = match base {
            Descr::Struct(inner) => descr_list(inner),
            b => Value::str(&b.typestr()),
        };
        let mut item = vec![Value::str(&f.name), ty];
        if !shape.is_empty() {
            item.push(Value::int_tuple(shape.iter().map(|&d| d as i128)));
        }
        out.push(Value::tuple(item));
        at = f.offset + f.descr.itemsize();
    }
    if s.itemsize > at {
        out.push(Value::tuple(vec![Value::str(""), Value::str(&format!("|V{}", s.itemsize - at))]));
    }
    Value::list(out)
}

/// Attributes of a structured, subarray or void dtype.
pub fn descr_attr(d: &Rc<Descr>, name: &str) -> PyResult<Value> {
    let int = |n: usize| Value::Int(n as i128);
    let (base, shape) = d.split_subarray();
    Ok(match name {
        "itemsize" => int(d.itemsize()),
        "name" => Value::str(&d.name()),
        "kind" => Value::str(&d.kind_char().to_string()),
        "char" => match &**d {
            Descr::Ordered(p, _) => Value::str(&p.char_code().to_string()),
            Descr::Text(k, _) => Value::str(&k.char().to_string()),
            _ => Value::str("V"),
        },
        "str" => Value::str(&d.typestr()),
        "byteorder" => Value::str(&d.byteorder().to_string()),
        "isbuiltin" => Value::Int(0),
        "newbyteorder" => Value::Method(Rc::new((Value::Descr(d.clone()), name.to_string()))),
        "num" => match &**d {
            Descr::Ordered(p, _) => return crate::attrs::get_attr_dtype(*p, "num"),
            Descr::Text(k, _) => Value::Int(k.num()),
            _ => Value::Int(20),
        },
        "ndim" => int(shape.len()),
        "shape" => Value::int_tuple(shape.iter().map(|&n| n as i128)),
        "hasobject" => Value::Bool(false),
        "isalignedstruct" => Value::Bool(matches!(&**d, Descr::Struct(s) if s.aligned)),
        "alignment" => int(d.alignment()),
        "type" => match &**d {
            Descr::Ordered(p, _) => Value::Type(TypeObj::NpScalar(*p)),
            Descr::Text(k, _) => Value::Type(TypeObj::NpText(*k)),
            _ => Value::Type(TypeObj::Rec(RecKind::Void)),
        },
        "base" => descr_value(base.clone()),
        "subdtype" => match &**d {
            Descr::Subarray(b, s) => Value::tuple(vec![descr_value((**b).clone()), Value::int_tuple(s.iter().map(|&n| n as i128))]),
            _ => Value::None,
        },
        "names" => match &**d {
            Descr::Struct(s) => Value::tuple(s.fields.iter().map(|f| Value::str(&f.name)).collect()),
            _ => Value::None,
        },
        "descr" => match &**d {
            Descr::Struct(s) => descr_list(s),
            _ => Value::list(vec![Value::tuple(vec![Value::str(""), Value::str(&d.typestr())])]),
        },
        "fields" => match &**d {
            Descr::Struct(s) => fields_proxy(s)?,
            _ => Value::None,
        },
        _ => return Err(stridelab_engine::error::attribute_error(format!("'numpy.dtypes.VoidDType' object has no attribute '{name}'"))),
    })
}

/// `dtype.newbyteorder(new_order='S')` of any dtype value.
pub fn dtype_method(recv: &Value, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let d = match recv {
        Value::DType(p) => Descr::Plain(*p),
        Value::Descr(d) => (**d).clone(),
        _ => return Err(stridelab_engine::error::attribute_error(format!("'numpy.dtype' object has no attribute '{name}'"))),
    };
    if name != "newbyteorder" {
        return Err(stridelab_engine::error::attribute_error(format!("'numpy.dtype' object has no attribute '{name}'")));
    }
    let a = Args::bind("newbyteorder", "new_order='S', /", pos, kw)?;
    let order = match a.opt("new_order") {
        None => 'S',
        Some(Value::Str(s)) => match s.to_ascii_lowercase().as_str() {
            "s" | "swap" => 'S',
            "<" | "l" | "little" => '<',
            ">" | "b" | "big" => '>',
            "=" | "n" | "native" => '=',
            "|" | "i" | "ignore" => '|',
            _ => return Err(value_error(format!("byteorder not recognized (got '{s}')"))),
        },
        Some(_) => return Err(type_error("new_order must be a str")),
    };
    match d.new_byte_order(order) {
        Some(n) => Ok(descr_value(n)),
        None => Err(not_implemented("newbyteorder of a structured dtype is not supported by stridelab")),
    }
}

/// `dtype['x']` / `dtype[0]`: a field's dtype.
pub fn descr_item(d: &Rc<Descr>, idx: &Value) -> PyResult<Value> {
    let Descr::Struct(s) = &**d else {
        return Err(stridelab_engine::error::key_error("There are no fields in dtype void."));
    };
    if let Value::List(l) = idx {
        // dt[['a', 'c']]: those fields at their offsets, the itemsize kept
        let mut names = Vec::new();
        for x in l.borrow().iter() {
            let Value::Str(n) = x else { return Err(value_error("Field key must be an integer field index, string, or unicode.")) };
            s.field(n).ok_or_else(|| stridelab_engine::error::key_error(format!("\"Field named '{n}' not found.\"")))?;
            names.push(n.to_string());
        }
        return Ok(struct_value(&Rc::new(s.select(&names))));
    }
    let f = match idx {
        Value::Str(n) => s.field(n).ok_or_else(|| stridelab_engine::error::key_error(format!("\"Field named '{n}' not found.\"")))?,
        Value::Int(i) => {
            let n = s.fields.len() as i128;
            let j = if *i < 0 { i + n } else { *i };
            s.fields.get(usize::try_from(j).unwrap_or(usize::MAX)).ok_or_else(|| index_error(format!("Field index {i} out of range.")))?
        }
        _ => return Err(value_error("Field key must be an integer field index, string, or unicode.")),
    };
    Ok(descr_value(f.descr.clone()))
}

/// Refuse the field kinds stridelab cannot read (void bytes, subarrays of structs).
fn check_supported(s: &Struct) -> PyResult<()> {
    for f in &s.fields {
        match f.descr.split_subarray() {
            (Descr::Plain(_), _) => {}
            (Descr::Text(_, n), []) if *n > 0 => {}
            (Descr::Struct(inner), []) => check_supported(inner)?,
            _ => {
                return Err(not_implemented(format!(
                    "structured arrays with a field of dtype {} are not supported by stridelab",
                    f.descr.construction_repr(true)
                )));
            }
        }
    }
    Ok(())
}

/// A new structured (or subarray) array for `np.zeros`/`np.empty`/`np.ones` (`one`).
pub fn filled(shape: &[usize], d: &Descr, one: bool) -> PyResult<Value> {
    match d {
        Descr::Plain(p) => {
            let a = NdArray::zeros(*p, shape, false)?;
            if one {
                crate::index::array_set(&a, &Value::Ellipsis, &Value::Int(1))?;
            }
            Ok(Value::Array(a))
        }
        Descr::Subarray(b, sub) => {
            let mut full = shape.to_vec();
            full.extend_from_slice(sub);
            filled(&full, b, one)
        }
        Descr::Struct(s) => {
            check_supported(s)?;
            let r = Record::zeros(s.clone(), shape, RecKind::Array)?;
            if one {
                assign(&r, &Value::Ellipsis, &Value::Int(1))?;
            }
            Ok(Value::Record(r))
        }
        Descr::Void(n) => super::strings::zeros(shape, stridelab_engine::strings::TextKind::Void, *n),
        Descr::Ordered(..) => Err(big_endian()),
        Descr::Text(k, n) => super::strings::zeros(shape, *k, *n),
    }
}

fn big_endian() -> stridelab_engine::error::PyErr {
    not_implemented("arrays of non-native byte order are not supported by stridelab")
}

/// The shape of nested lists whose leaves are records (tuples) or scalars.
fn record_shape(v: &Value, shape: &mut Vec<usize>, depth: usize) -> PyResult<()> {
    if let Value::List(l) = v {
        let l = l.borrow();
        if depth == shape.len() {
            shape.push(l.len());
        } else if shape.get(depth) != Some(&l.len()) {
            return Err(value_error("setting an array element with a sequence. The requested array has an inhomogeneous shape."));
        }
        for it in l.iter() {
            record_shape(it, shape, depth + 1)?;
        }
    } else if depth < shape.len() {
        return Err(value_error("setting an array element with a sequence. The requested array has an inhomogeneous shape."));
    }
    Ok(())
}

/// `np.array(obj, dtype=structured)`.
pub fn array(obj: &Value, d: &Descr) -> PyResult<Value> {
    if let Value::Record(r) = obj {
        return Ok(Value::Record(copy(r, RecKind::Array)?));
    }
    match d {
        Descr::Struct(s) => {
            check_supported(s)?;
            let mut shape = Vec::new();
            record_shape(obj, &mut shape, 0)?;
            let r = Record::zeros(s.clone(), &shape, RecKind::Array)?;
            assign(&r, &Value::Ellipsis, obj)?;
            Ok(Value::Record(r))
        }
        Descr::Subarray(..) => Err(not_implemented("np.array with a subarray dtype is not supported by stridelab")),
        Descr::Plain(p) => Ok(Value::Array(convert::to_array(obj, Some(*p))?)),
        Descr::Void(n) => Ok(Value::Text(super::strings::array(obj, Some((stridelab_engine::strings::TextKind::Void, *n)))?)),
        Descr::Ordered(..) => Err(big_endian()),
        Descr::Text(k, n) => Ok(Value::Text(super::strings::array(obj, Some((*k, *n)))?)),
    }
}

/// A C-ordered copy that owns its bytes.
pub fn copy(r: &Rc<Record>, kind: RecKind) -> PyResult<Rc<Record>> {
    let b = view::copy(&r.bytes, DType::UInt8, Order::C)?;
    Ok(Record::new(b, r.descr.clone(), kind))
}

/// Component `i` of a value assigned to records: a tuple's i-th item, a record's i-th field,
/// lists mapped item by item, anything else as it is (a scalar fills every field).
fn component(v: &Value, i: usize, nfields: usize) -> PyResult<Value> {
    Ok(match v {
        Value::Tuple(t) => {
            if t.len() != nfields {
                return Err(value_error(format!("could not assign tuple of length {} to structure with {} fields.", t.len(), nfields)));
            }
            t[i].clone()
        }
        Value::List(l) => Value::list(l.borrow().iter().map(|x| component(x, i, nfields)).collect::<PyResult<_>>()?),
        Value::Record(r) => {
            if r.descr.fields.len() != nfields {
                return Err(value_error("structures must have the same size"));
            }
            field_value(r, &r.descr.fields[i])?
        }
        other => other.clone(),
    })
}

/// `r[idx] = v`, field by field (each field view indexed as the records are).
pub fn assign(r: &Rc<Record>, idx: &Value, v: &Value) -> PyResult<()> {
    // records read from the same memory are copied first, as NumPy's assignment does
    if let Value::Record(src) = v
        && Rc::ptr_eq(&src.bytes.buf, &r.bytes.buf)
        && !src.kind.is_scalar()
    {
        return assign(r, idx, &Value::Record(copy(src, src.kind)?));
    }
    let n = r.descr.fields.len();
    for (i, f) in r.descr.fields.iter().enumerate() {
        let part = component(v, i, n)?;
        match r.field(f)? {
            FieldView::Array(a) => {
                if !matches!(idx, Value::Ellipsis) {
                    check_index(r, idx)?;
                }
                crate::index::array_set(&a, &leading_index(idx, f.descr.split_subarray().1.len()), &part)?;
            }
            FieldView::Record(inner) => assign(&inner, idx, &part)?,
            FieldView::Text(t) => {
                if !matches!(idx, Value::Ellipsis) {
                    check_index(r, idx)?;
                }
                super::strings::set_item(&t, idx, &part)?
            }
        }
    }
    Ok(())
}

/// An index over the records, extended with `...`-free full slices for `extra` trailing axes.
fn leading_index(idx: &Value, extra: usize) -> Value {
    if extra == 0 {
        return idx.clone();
    }
    let mut items = match idx {
        Value::Tuple(t) => t.as_ref().clone(),
        other => vec![other.clone()],
    };
    if !items.iter().any(|x| matches!(x, Value::Ellipsis)) {
        items.push(Value::Ellipsis);
    }
    let full = Value::Slice(Rc::new([Value::None, Value::None, Value::None]));
    items.extend(std::iter::repeat_n(full, extra));
    Value::tuple(items)
}

/// How many record axes an index uses (it may not reach the hidden bytes axis).
fn check_index(r: &Record, idx: &Value) -> PyResult<()> {
    super::strings::check_index(r.ndim(), idx).map(|_| ())
}

/// A field's value: a view, or a NumPy scalar when read from one record.
fn field_value(r: &Rc<Record>, f: &Field) -> PyResult<Value> {
    Ok(match r.field(f)? {
        FieldView::Array(a) if r.kind.is_scalar() && a.ndim() == 0 => Value::Scalar(a.dtype, a.get_flat(0)),
        FieldView::Array(a) => Value::Array(a),
        FieldView::Record(x) => Value::Record(x),
        FieldView::Text(t) if r.kind.is_scalar() && t.ndim() == 0 => super::strings::elem_value(t.get_flat(0)),
        FieldView::Text(t) => Value::Text(t),
    })
}

fn no_field(name: &str) -> stridelab_engine::error::PyErr {
    value_error(format!("no field of name {name}"))
}

/// `r[idx]`.
pub fn get_item(r: &Rc<Record>, idx: &Value) -> PyResult<Value> {
    match idx {
        Value::Str(name) => {
            let f = r.descr.field(name).ok_or_else(|| no_field(name))?;
            field_value(r, f)
        }
        Value::List(l) if l.borrow().iter().all(|x| matches!(x, Value::Str(_))) && !l.borrow().is_empty() => {
            let names: Vec<String> = l.borrow().iter().map(|x| if let Value::Str(s) = x { s.to_string() } else { String::new() }).collect();
            for n in &names {
                r.descr.field(n).ok_or_else(|| no_field(n))?;
            }
            Ok(Value::Record(r.reinterpret(Rc::new(r.descr.select(&names)), r.kind)?))
        }
        Value::Int(i) if r.kind.is_scalar() => {
            let n = r.descr.fields.len() as i128;
            let j = if *i < 0 { i + n } else { *i };
            let f = r.descr.fields.get(usize::try_from(j).unwrap_or(usize::MAX)).ok_or_else(|| index_error(format!("invalid index ({i})")))?;
            field_value(r, f)
        }
        _ if r.kind.is_scalar() => Err(index_error("invalid index")),
        _ => {
            check_index(r, idx)?;
            let full = Value::Slice(Rc::new([Value::None, Value::None, Value::None]));
            let mut items = match idx {
                Value::Tuple(t) => t.as_ref().clone(),
                other => vec![other.clone()],
            };
            if !items.iter().any(|x| matches!(x, Value::Ellipsis)) {
                items.push(Value::Ellipsis);
            }
            items.push(full);
            let Value::Array(b) = crate::index::array_get(&r.bytes, &Value::tuple(items))? else {
                return Err(view::invalid_index_error());
            };
            let kind = if b.ndim() == 1 { r.kind.element() } else { r.kind.array() };
            Ok(Value::Record(r.adopt(b, kind)))
        }
    }
}

/// `r[idx] = v`.
pub fn set_item(r: &Rc<Record>, idx: &Value, v: &Value) -> PyResult<()> {
    if let Value::Str(name) = idx {
        let f = r.descr.field(name).ok_or_else(|| no_field(name))?;
        return match r.field(f)? {
            FieldView::Array(a) => crate::index::array_set(&a, &Value::Ellipsis, v),
            FieldView::Record(inner) => assign(&inner, &Value::Ellipsis, v),
            FieldView::Text(t) => super::strings::set_item(&t, &Value::Ellipsis, v),
        };
    }
    if r.kind.is_scalar() {
        // a record's fields by position: v[0] = 3
        let Value::Int(i) = idx else { return Err(index_error("invalid index")) };
        let n = r.descr.fields.len() as i128;
        let j = if *i < 0 { i + n } else { *i };
        let f = r.descr.fields.get(usize::try_from(j).unwrap_or(usize::MAX)).ok_or_else(|| index_error(format!("invalid index ({i})")))?;
        return set_item(r, &Value::str(&f.name.clone()), v);
    }
    if matches!(idx, Value::List(l) if !l.borrow().is_empty() && l.borrow().iter().all(|x| matches!(x, Value::Str(_)))) {
        // a multi-field index is a view: assign through it, position by position
        let Value::Record(sel) = get_item(r, idx)? else { unreachable!("fields select records") };
        return assign(&sel, &Value::Ellipsis, v);
    }
    assign(r, idx, v)
}

/// The columns the printer reads: one per field, nested for nested structs.
fn columns(r: &Rc<Record>) -> Vec<Column<'static>> {
    r.descr
        .fields
        .iter()
        .filter_map(|f| match r.field(f).ok()? {
            FieldView::Array(a) => {
                let sub = f.descr.split_subarray().1.to_vec();
                let n = sub.iter().product::<usize>();
                Some(Column::Plain { dtype: a.dtype, sub, get: Box::new(move |rec, j| a.get_flat(rec * n + j)) })
            }
            FieldView::Record(x) => Some(Column::Struct(columns(&x))),
            FieldView::Text(t) => Some(Column::Text(Box::new(move |rec| super::strings::text_repr(&t.get_flat(rec))))),
        })
        .collect()
}

/// `repr` of a structured array, recarray, `np.void` or `np.record`.
pub fn repr(r: &Rc<Record>, opts: &PrintOptions) -> String {
    let dtype_text = r.descr.repr();
    match r.kind {
        RecKind::Void | RecKind::Record => {
            let cls = if r.kind == RecKind::Void { "np.void" } else { "np.record" };
            format!("{cls}({}, dtype={dtype_text})", arrayprint::void_scalar_str(&columns(r), opts))
        }
        k => arrayprint::struct_array_repr(r.shape(), &columns(r), &dtype_text, k == RecKind::RecArray, opts),
    }
}

/// `str` of the same.
pub fn str(r: &Rc<Record>, opts: &PrintOptions) -> String {
    if r.kind.is_scalar() {
        return arrayprint::void_scalar_str(&columns(r), opts);
    }
    arrayprint::struct_array_str(r.shape(), &columns(r), opts)
}

/// Attributes of a structured array or record (a recarray's fields are attributes too).
pub fn attr(r: &Rc<Record>, obj: &Value, name: &str) -> PyResult<Value> {
    let int = |n: usize| Value::Int(n as i128);
    Ok(match name {
        "shape" => Value::int_tuple(r.shape().iter().map(|&d| d as i128)),
        "ndim" => int(r.ndim()),
        "size" => int(r.size()),
        "itemsize" => int(r.itemsize()),
        "nbytes" => int(r.size() * r.itemsize()),
        "strides" => Value::int_tuple(r.strides().iter().map(|&s| s as i128)),
        // a recarray's records are np.record: its dtype says so
        "dtype" if matches!(r.kind, RecKind::RecArray | RecKind::Record) && r.descr.scalar.is_none() => {
            Value::Descr(Rc::new(Descr::Struct(Rc::new(Struct { record: true, ..(*r.descr).clone() }))))
        }
        "dtype" => struct_value(&r.descr),
        "base" => match &r.bytes.base {
            None => Value::None,
            Some(_) => crate::attrs::base_value(&r.bytes),
        },
        "T" => {
            let mut axes: Vec<i64> = (0..r.ndim() as i64).rev().collect();
            axes.push(r.ndim() as i64);
            Value::Record(r.adopt(view::transpose(&r.bytes, Some(&axes))?, r.kind))
        }
"__array_interface__" => {
            let Value::Dict(d) = crate::attrs::array_interface(&r.bytes) else { unreachable!("a dict") };
            let strides = if r.bytes.is_c_contiguous() { Value::None } else { Value::int_tuple(r.strides().iter().map(|&s| s as i128)) };
            {
                // present keys keep their places
                let mut t = d.borrow_mut();
                t.set(Value::str("strides"), strides)?;
                t.set(Value::str("descr"), descr_list(&r.descr))?;
                t.set(Value::str("typestr"), Value::str(&format!("|V{}", r.itemsize())))?;
                t.set(Value::str("shape"), Value::int_tuple(r.shape().iter().map(|&n| n as i128)))?;
            }
            Value::Dict(d)
        }
        "view" | "copy" | "argsort" | "sort" | "reshape" | "tolist" | "item" | "astype" | "transpose" | "ravel" | "flatten" => {
            Value::Method(Rc::new((obj.clone(), name.to_string())))
        }
        _ => match r.descr.field(name) {
            Some(f) if matches!(r.kind, RecKind::RecArray | RecKind::Record) => field_value(r, f)?,
            _ if crate::numpy::ndarray::is_method(name) || matches!(name, "flags" | "real" | "imag" | "flat" | "ctypes") => {
                return Err(unsupported(&format!("'{name}'")));
            }
            _ => {
                let what = match r.kind {
                    RecKind::Array => "numpy.ndarray",
                    RecKind::RecArray => "recarray",
                    RecKind::Void => "numpy.void",
                    RecKind::Record => "numpy.record",
                };
                return Err(stridelab_engine::error::attribute_error(format!("'{what}' object has no attribute '{name}'")));
            }
        },
    })
}

fn kind_of_type(v: &Value) -> Option<RecKind> {
    match v {
        Value::Type(TypeObj::Rec(RecKind::RecArray)) => Some(RecKind::RecArray),
        Value::Type(TypeObj::NdArray) => Some(RecKind::Array),
        _ => None,
    }
}

/// `a.view(dtype=structured, type=...)` of a plain array; None when `dtype`/`type` ask for
/// a plain result.
pub fn view_of_array(a: &Rc<NdArray>, dtype: Option<&Value>, ty: Option<&Value>) -> PyResult<Option<Value>> {
    let (dtype, ty) = match (dtype, ty) {
        (Some(d), None) if kind_of_type(d).is_some() => (None, Some(d)),
        other => other,
    };
    let kind = ty.and_then(kind_of_type).unwrap_or(RecKind::Array);
    match dtype.map(parse_descr).transpose()? {
        Some(Descr::Struct(s)) => {
            check_supported(&s)?;
            Ok(Some(Value::Record(Record::view_of_array(a, s, kind)?)))
        }
        // unstructured void: the same bytes as opaque elements (`np.dtype((np.void, n))`)
        Some(Descr::Void(n)) if kind == RecKind::Array => {
            Ok(Some(Value::Text(stridelab_engine::strings::view_of_array(a, stridelab_engine::strings::TextKind::Void, n)?)))
        }
        Some(Descr::Plain(_)) | None if kind == RecKind::Array => Ok(None),
        Some(Descr::Plain(_)) | None => Err(not_implemented("a recarray of a plain dtype is not supported by stridelab")),
        Some(d) => Err(not_implemented(format!("a view as dtype {} is not supported by stridelab", d.construction_repr(true)))),
    }
}

fn view_method(r: &Rc<Record>, args: &Args) -> PyResult<Value> {
    let (mut dtype, mut ty) = (args.opt("dtype"), args.opt("type"));
    if let (Some(d), None) = (&dtype, &ty)
        && kind_of_type(d).is_some()
    {
        ty = dtype.take();
    }
    let kind = match &ty {
        Some(t) => kind_of_type(t).ok_or_else(|| type_error("Cannot specify output type (view of a type other than ndarray) in stridelab"))?,
        None => r.kind.array(),
    };
    match dtype.as_ref().map(parse_descr).transpose()? {
        None => Ok(Value::Record(r.reinterpret(r.descr.clone(), kind)?)),
        Some(Descr::Struct(s)) => {
            check_supported(&s)?;
            if s.itemsize == r.itemsize() {
                return Ok(Value::Record(r.reinterpret(s, kind)?));
            }
            Ok(Value::Record(r.view_struct(s, kind)?))
        }
        Some(Descr::Plain(d)) => Ok(Value::Array(r.view_plain(d)?)),
        Some(d) => Err(not_implemented(format!("a view as dtype {} is not supported by stridelab", d.construction_repr(true)))),
    }
}

fn scalar_cmp(a: Scalar, b: Scalar) -> Ordering {
    let nan_last = |x: f64, y: f64| match (x.is_nan(), y.is_nan()) {
        (false, false) => x.partial_cmp(&y).unwrap_or(Ordering::Equal),
        (p, q) => p.cmp(&q),
    };
    match (a, b) {
        (Scalar::Int(x), Scalar::Int(y)) => x.cmp(&y),
        (Scalar::UInt(x), Scalar::UInt(y)) => x.cmp(&y),
        (Scalar::Bool(x), Scalar::Bool(y)) => x.cmp(&y),
        (Scalar::Complex(ar, ai), Scalar::Complex(br, bi)) => nan_last(ar, br).then(nan_last(ai, bi)),
        (x, y) => nan_last(x.as_f64(), y.as_f64()),
    }
}

/// The sort keys `order=` names, then the remaining fields in order (NumPy breaks ties with
/// the unnamed fields).
/// One sort key: a numeric field, or a text field's elements.
enum SortKey {
    Num(Rc<NdArray>),
    Text(Vec<stridelab_engine::strings::Text>),
}

impl SortKey {
    fn cmp(&self, i: usize, j: usize) -> Ordering {
        match self {
            SortKey::Num(k) => scalar_cmp(k.get_flat(i), k.get_flat(j)),
            SortKey::Text(t) => t[i].cmp_numpy(&t[j]),
        }
    }

    /// Element i equals element j (`==`: NaN equals nothing).
    fn same(&self, i: usize, j: usize) -> bool {
        match self {
            SortKey::Num(k) => k.get_flat(i).same_number(k.get_flat(j)) && !k.get_flat(i).as_f64().is_nan(),
            SortKey::Text(t) => t[i].cmp_numpy(&t[j]).is_eq(),
        }
    }
}

fn sort_keys(r: &Rc<Record>, order: Option<Value>) -> PyResult<Vec<SortKey>> {
    let mut names: Vec<String> = match order {
        None | Some(Value::None) => vec![],
        Some(Value::Str(s)) => vec![s.to_string()],
        Some(v @ (Value::List(_) | Value::Tuple(_))) => crate::ops::iterate(&v)?
            .into_iter()
            .map(|x| match x {
                Value::Str(s) => Ok(s.to_string()),
                _ => Err(value_error("order must be str or list of str")),
            })
            .collect::<PyResult<_>>()?,
        Some(_) => return Err(value_error("order must be str or list of str")),
    };
    for n in &names {
        if r.descr.field(n).is_none() {
            return Err(value_error(format!("unknown field name: {n}")));
        }
    }
    for f in &r.descr.fields {
        if !names.contains(&f.name) {
            names.push(f.name.clone());
        }
    }
    names
        .iter()
        .map(|n| match r.field(r.descr.field(n).expect("checked above"))? {
            FieldView::Array(a) if a.ndim() == r.ndim() => Ok(SortKey::Num(a)),
            FieldView::Text(t) => Ok(SortKey::Text(t.texts())),
            _ => Err(not_implemented("sorting by a subarray or nested field is not supported by stridelab")),
        })
        .collect()
}

/// `np.argsort(r, order=...)` of a 1-d structured array: a stable sort by the keys.
pub fn argsort(r: &Rc<Record>, order: Option<Value>) -> PyResult<Rc<NdArray>> {
    if r.ndim() != 1 {
        return Err(not_implemented("sorting a structured array of more than one dimension is not supported by stridelab"));
    }
    let keys = sort_keys(r, order)?;
    let mut idx: Vec<usize> = (0..r.size()).collect();
    idx.sort_by(|&i, &j| keys.iter().map(|k| k.cmp(i, j)).find(|o| *o != Ordering::Equal).unwrap_or(Ordering::Equal));
    let vals: Vec<Scalar> = idx.iter().map(|&i| Scalar::Int(i as i64)).collect();
    NdArray::from_scalars(DType::Int64, &[vals.len()], &vals)
}

/// `np.unique` of a structured array (`_unique1d`): the records flattened in C order and sorted
/// field by field (stably, so a group's first index is its first occurrence), a new value
/// wherever a record differs from the one before it in some field (`!=` per field: NaN
/// differs from NaN, so records holding NaN all stay).
pub fn unique(r: &Rc<Record>, ri: bool, rv: bool, rc: bool) -> PyResult<Value> {
    let flat_bytes = view::reshape(&view::copy(&r.bytes, DType::UInt8, Order::C)?, &[r.size() as i64, r.itemsize() as i64], Order::C, None)?;
    let flat = Record::new(flat_bytes, r.descr.clone(), r.kind.array());
    let keys = sort_keys(&flat, None)?;
    let g = super::arraysetops::sorted_groups(
        flat.size(),
        |i, j| keys.iter().map(|k| k.cmp(i, j)).find(|o| o.is_ne()).unwrap_or(Ordering::Equal),
        |i, j| keys.iter().all(|k| k.same(i, j)),
    );
    let firsts: Vec<Scalar> = g.firsts.iter().map(|&i| Scalar::Int(i as i64)).collect();
    let u = get_item(&flat, &Value::Array(NdArray::from_scalars(DType::Int64, &[firsts.len()], &firsts)?))?;
    g.result(u, r.shape(), ri, rv, rc)
}

/// Methods of structured arrays and records.
pub fn call_method(interp: &mut Interp, r: &Rc<Record>, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let _ = interp;
    match name {
        "view" => view_method(r, &Args::bind("view", "dtype=None, type=None", pos, kw)?),
        "copy" => {
            let a = Args::bind("copy", "order='C'", pos, kw)?;
            let _ = a;
            Ok(Value::Record(copy(r, r.kind)?))
        }
        "argsort" => {
            let a = Args::bind("argsort", "axis=-1, kind=None, order=None, *, stable=None", pos, kw)?;
            Ok(Value::Array(argsort(r, a.opt("order"))?))
        }
        "sort" => {
            let a = Args::bind("sort", "axis=-1, kind=None, order=None, *, stable=None", pos, kw)?;
            let idx = argsort(r, a.opt("order"))?;
            let Value::Record(sorted) = get_item(r, &Value::Array(idx))? else { unreachable!("an index array selects records") };
            assign(r, &Value::Ellipsis, &Value::Record(sorted))?;
            Ok(Value::None)
        }
        "tolist" | "item" if pos.is_empty() && kw.is_empty() => tolist(r),
        "reshape" => {
            let shape = match pos.len() {
                1 => pos[0].clone(),
                _ => Value::tuple(pos.clone()),
            };
            let asked = crate::numpy::args::shape_arg(&shape)?;
            let mut full = asked.clone();
            full.push(r.itemsize() as i64);
            let b = view::reshape(&r.bytes, &full, Order::C, None).map_err(|mut e| {
                // the hidden bytes axis is not the user's: report the records' size and shape
                if e.msg.starts_with("cannot reshape array of size") {
                    let dims: Vec<String> = asked.iter().map(|d| d.to_string()).collect();
                    let shown = if dims.len() == 1 { format!("({},)", dims[0]) } else { format!("({})", dims.join(", ")) };
                    e.msg = format!("cannot reshape array of size {} into shape {}", r.size(), shown);
                }
                e
            })?;
            Ok(Value::Record(r.adopt(b, r.kind.array())))
        }
        "transpose" | "ravel" | "flatten" | "tolist" | "item" | "astype" => Err(not_implemented(format!(
            "{name}() of a structured array is not supported by stridelab"
        ))),
        _ => Err(stridelab_engine::error::attribute_error(format!("'numpy.ndarray' object has no attribute '{name}'"))),
    }
}

/// Iterating: the records of a 1-d array, the sub-arrays along the first axis, or a
/// record's field values.
pub fn items(r: &Rc<Record>) -> PyResult<Vec<Value>> {
    let n = if r.kind.is_scalar() {
        r.descr.fields.len()
    } else {
        *r.shape().first().ok_or_else(|| type_error("iteration over a 0-d array"))?
    };
    (0..n).map(|i| get_item(r, &Value::Int(i as i128))).collect()
}

/// `tolist()`/`item()`: nested lists of tuples of Python values.
fn tolist(r: &Rc<Record>) -> PyResult<Value> {
    if r.ndim() == 0 {
        let vals = r
            .descr
            .fields
            .iter()
            .map(|f| {
                Ok(match field_value(&r.adopt(r.bytes.clone(), r.kind.element()), f)? {
                    Value::Scalar(_, s) => convert::scalar_to_py(s),
                    v @ (Value::NpStr(_) | Value::NpBytes(_)) => super::strings::to_python(&v),
                    Value::Array(a) => crate::numpy::ndarray::tolist_value(&a)?,
                    Value::Record(x) => tolist(&x)?,
                    other => other,
                })
            })
            .collect::<PyResult<Vec<_>>>()?;
        return Ok(Value::tuple(vals));
    }
    let n = r.shape()[0];
    let rows = (0..n)
        .map(|i| match get_item(r, &Value::Int(i as i128))? {
            Value::Record(x) => tolist(&x),
            other => Ok(other),
        })
        .collect::<PyResult<Vec<_>>>()?;
    Ok(Value::list(rows))
}

/// `np.asarray(r)` (a recarray becomes a plain ndarray view) and `np.asanyarray(r)` (itself).
pub fn as_array(r: &Rc<Record>, any: bool) -> PyResult<Value> {
    if any || r.kind == RecKind::Array {
        return Ok(Value::Record(r.clone()));
    }
    Ok(Value::Record(r.reinterpret(r.descr.clone(), r.kind.array())?))
}

/// `np.sort(r, order=...)`: a sorted copy.
pub fn sorted(r: &Rc<Record>, order: Option<Value>) -> PyResult<Value> {
    let idx = argsort(r, order)?;
    get_item(r, &Value::Array(idx))
}

/// The refusal for NumPy functions stridelab runs only on plain arrays.
pub fn unsupported(what: &str) -> stridelab_engine::error::PyErr {
    not_implemented(format!("{what} of a structured array is not supported by stridelab"))
}

/// `np.rec.array(obj, dtype=None, ...)`: a recarray from records or a copy of a structured
/// array (numpy/_core/records.py `array`).
fn np_rec_array(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let obj = a.req("obj");
    let made = match (&obj, a.opt("dtype")) {
        (Value::Record(r), None) => Value::Record(copy(r, RecKind::RecArray)?),
        (_, Some(d)) => array(&obj, &parse_descr(&d)?)?,
        _ => return Err(not_implemented("np.rec.array without a dtype is not supported by stridelab")),
    };
    match made {
        Value::Record(r) if r.kind != RecKind::RecArray => Ok(Value::Record(r.reinterpret(r.descr.clone(), RecKind::RecArray)?)),
        Value::Record(r) => Ok(Value::Record(r)),
        _ => Err(not_implemented("np.rec.array of a plain dtype is not supported by stridelab")),
    }
}

/// `np.rec.fromarrays(arrayList, ...)` (records.py `fromarrays`): a recarray of the first
/// array's shape whose k-th field is filled from the k-th array. The dtype is `dtype=`, else
/// `formats=` (a comma string or a list; default the arrays' own dtypes) with `names=` (a
/// comma string or a list; the missing ones `f<k>`), as `format_parser` builds it.
fn np_rec_fromarrays(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let arrays: Vec<Value> = crate::ops::iterate(&a.req("arrayList"))?
        .into_iter()
        .map(|x| match x {
            Value::Array(_) | Value::Text(_) | Value::Record(_) => Ok(x),
            other => interp.call(&Value::Builtin("numpy.asarray"), vec![other], vec![]),
        })
        .collect::<PyResult<_>>()?;
    for k in ["titles", "byteorder"] {
        if a.opt(k).is_some_and(|v| !matches!(v, Value::None)) {
            return Err(not_implemented(format!("np.rec.fromarrays with {k}= is not supported by stridelab")));
        }
    }
    if a.opt("aligned").is_some_and(|v| crate::ops::truthy(&v).unwrap_or(true)) || a.opt("shape").is_some_and(|v| !matches!(v, Value::None)) {
        return Err(not_implemented("np.rec.fromarrays with aligned= or shape= is not supported by stridelab"));
    }
    let shape_of_value = |v: &Value| -> Vec<usize> {
        match v {
            Value::Array(x) => x.shape.clone(),
            Value::Text(t) => t.shape().to_vec(),
            Value::Record(r) => r.shape().to_vec(),
            _ => vec![],
        }
    };
    let Some(first) = arrays.first() else {
        return Err(index_error("list index out of range"));
    };
    let shape = shape_of_value(first);
    let descr = match (a.opt("dtype"), a.opt("formats")) {
        (Some(d), _) if !matches!(d, Value::None) => parse_descr(&d)?,
        (_, Some(f)) if !matches!(f, Value::None) => parse_descr(&match f {
            Value::Str(_) => f,
            other => Value::list(crate::ops::iterate(&other)?.into_iter().enumerate().map(|(k, x)| Value::tuple(vec![Value::str(&format!("f{k}")), x])).collect()),
        })?,
        _ => {
            let fields = arrays
                .iter()
                .enumerate()
                .map(|(k, x)| {
                    let d = match x {
                        Value::Array(x) => Value::DType(x.dtype),
                        Value::Text(t) => Value::str(&t.kind.short(t.width)),
                        _ => return Err(not_implemented("np.rec.fromarrays of structured arrays is not supported by stridelab")),
                    };
                    Ok(Value::tuple(vec![Value::str(&format!("f{k}")), d]))
                })
                .collect::<PyResult<_>>()?;
            parse_descr(&Value::list(fields))?
        }
    };
    let Descr::Struct(s) = descr else {
        return Err(not_implemented("np.rec.fromarrays with a plain dtype is not supported by stridelab"));
    };
    let mut s = (*s).clone();
    if let Some(n) = a.opt("names").filter(|v| !matches!(v, Value::None)) {
        let names: Vec<String> = match &n {
            Value::Str(t) => t.split(',').map(|x| x.trim().to_string()).collect(),
            other => crate::ops::iterate(other)?
                .into_iter()
                .map(|x| match x {
                    Value::Str(t) => Ok(t.to_string()),
                    _ => Err(not_implemented("np.rec.fromarrays with names= other than strings is not supported by stridelab")),
                })
                .collect::<PyResult<_>>()?,
        };
        for (f, name) in s.fields.iter_mut().zip(names) {
            if !name.is_empty() {
                f.name = name;
            }
        }
    }
    if s.fields.len() != arrays.len() {
        return Err(value_error("mismatch between the number of fields and the number of arrays"));
    }
    check_supported(&s)?;
    let s = Rc::new(s);
    let out = Record::zeros(s.clone(), &shape, RecKind::RecArray)?;
    for (k, (f, x)) in s.fields.iter().zip(&arrays).enumerate() {
        if shape_of_value(x) != shape {
            return Err(value_error(format!("array-shape mismatch in array {k} (\"{}\")", f.name)));
        }
        set_item(&out, &Value::str(&f.name), x)?;
    }
    Ok(Value::Record(out))
}

fn record_arg(v: &Value, f: &str) -> PyResult<Rc<Record>> {
    match v {
        Value::Record(r) if !r.kind.is_scalar() => Ok(r.clone()),
        _ => Err(not_implemented(format!("{f} of anything but a structured array is not supported by stridelab"))),
    }
}

/// `repack_fields(a)`: a copy with the fields packed (no gaps).
fn np_repack_fields(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let r = record_arg(&a.req("a"), "repack_fields")?;
    let packed = Rc::new(Struct::packed(r.descr.fields.iter().map(|f| (f.name.clone(), f.descr.clone())).collect()));
    let out = Record::zeros(packed, r.shape(), r.kind.array())?;
    assign(&out, &Value::Ellipsis, &Value::Record(r.clone()))?;
    Ok(Value::Record(out))
}

/// `structured_to_unstructured(a)`: the fields side by side along a new last axis, in
/// their promoted dtype.
fn np_structured_to_unstructured(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let r = record_arg(&a.req("arr"), "structured_to_unstructured")?;
    let mut cols = Vec::new();
    for f in &r.descr.fields {
        match r.field(f)? {
            FieldView::Array(x) if f.descr.split_subarray().1.is_empty() => cols.push(Value::Array(x)),
            _ => return Err(not_implemented("structured_to_unstructured of subarray, nested or text fields is not supported by stridelab")),
        }
    }
    let mut kw = vec![("axis".to_string(), Value::Int(-1))];
    if let Some(d) = a.opt("dtype") {
        kw.push(("dtype".to_string(), d));
    }
    crate::builtins::call_builtin(interp, "numpy.stack", vec![Value::list(cols)], kw)
}

pub static TABLE: &[crate::builtins::BuiltinDef] = &[
    crate::builtins::def!("numpy.rec.array", "obj, dtype=None, shape=None, offset=0, strides=None, formats=None, names=None, titles=None, aligned=False, byteorder=None, copy=True", "A recarray (fields as attributes) from records or a structured array.", "np.rec.array([(1, 2.0)], dtype=[('a', 'i4'), ('b', 'f8')])", np_rec_array),
    crate::builtins::def!("numpy.rec.fromarrays", "arrayList, dtype=None, shape=None, formats=None, names=None, titles=None, aligned=False, byteorder=None", "A recarray whose fields are filled from a list of arrays, one array per field.", "np.rec.fromarrays([[1, 2], [0.5, 1.5]], names='a, b')", np_rec_fromarrays),
    crate::builtins::def!("numpy.lib.recfunctions.repack_fields", "a, align=False, recurse=False", "A copy of a structured array with its fields packed together.", "repack_fields(a[['x', 'z']])", np_repack_fields),
    crate::builtins::def!("numpy.lib.recfunctions.structured_to_unstructured", "arr, dtype=None, copy=False, casting='unsafe'", "The fields of a structured array as the last axis of a plain array.", "structured_to_unstructured(a)", np_structured_to_unstructured),
];
