//! Arrays of fixed-width text in the interpreter: the `'S'` and `'U'` dtypes from Python
//! values (array_coercion.c discovers the widest string; a number among strings takes the
//! width of its dtype's longest `str`), their reprs (arrayprint.py's `repr` of each element,
//! unpadded), `np.str_`/`np.bytes_` elements, indexing (views, as for any array), comparison
//! and `+` (string_ufuncs.cpp), `astype`, sorting, `np.unique`, and the `np.char` /
//! `np.strings` functions learners meet (numpy/_core/strings.py, defchararray.py).
//!
//! The storage is the engine's (crates/engine/src/strings.rs): the elements' bytes as a
//! uint8 array with one hidden, innermost axis, so views and `mem` work as for numbers.

use std::rc::Rc;

use stridelab_display::arrayprint::{self, PrintOptions};
use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::error::{PyResult, index_error, not_implemented, type_error, value_error};
use stridelab_engine::layout;
use stridelab_engine::records::Descr;
use stridelab_engine::strings::{self as engine, Text, TextArray, TextKind};
use stridelab_engine::view::{self, Order};

use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::value::{TypeObj, Value};

/// A `dtype=` value naming a text dtype: `str`, `np.str_`, `'U5'`, `'<U5'`, `'|S3'`, `'S'`,
/// `bytes`; width 0 means "as wide as the data".
pub fn spec(v: &Value) -> Option<(TextKind, usize)> {
    match v {
        Value::Type(TypeObj::Str | TypeObj::NpText(TextKind::Str)) => Some((TextKind::Str, 0)),
        Value::Type(TypeObj::Bytes | TypeObj::NpText(TextKind::Bytes)) => Some((TextKind::Bytes, 0)),
        Value::Type(TypeObj::Rec(stridelab_engine::records::RecKind::Void)) => Some((TextKind::Void, 0)),
        Value::Descr(d) => match **d {
            Descr::Text(k, n) => Some((k, n)),
            Descr::Void(n) => Some((TextKind::Void, n)),
            _ => None,
        },
        Value::Str(s) => spec_str(s),
        _ => None,
    }
}

fn spec_str(s: &str) -> Option<(TextKind, usize)> {
    let t = s.strip_prefix(['<', '|', '=']).unwrap_or(s);
    match t {
        "str" | "str_" | "unicode" | "U" => return Some((TextKind::Str, 0)),
        "bytes" | "bytes_" | "S" | "a" => return Some((TextKind::Bytes, 0)),
        _ => {}
    }
    let mut chars = t.chars();
    let kind = match chars.next()? {
        'U' => TextKind::Str,
        'S' | 'a' => TextKind::Bytes,
        'V' => TextKind::Void,
        _ => return None,
    };
    let digits = chars.as_str();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse::<usize>().ok().map(|n| (kind, n))
}

/// The dtype value of a text array.
pub fn dtype_value(kind: TextKind, width: usize) -> Value {
    if kind == TextKind::Void {
        return Value::Descr(Rc::new(Descr::Void(width)));
    }
    Value::Descr(Rc::new(Descr::Text(kind, width)))
}

/// What an element looks like as a Python value: `np.str_` or `np.bytes_`.
pub fn elem_value(t: Text) -> Value {
    match t {
        Text::Str(s) => Value::NpStr(s.into()),
        Text::Bytes(b) => Value::NpBytes(b.into()),
        Text::Void(b) => void_scalar(&b).unwrap_or_else(|_| Value::Bytes(b.into())),
    }
}

/// `np.void(b'...')`: a void scalar holding these bytes.
pub fn void_scalar(b: &[u8]) -> PyResult<Value> {
    let n = b.len().max(1);
    let a = TextArray::from_texts(TextKind::Void, n, &[], &[Text::Void(b.to_vec())])?;
    Ok(Value::Text(TextArray::void_scalar(a.bytes.clone(), n)))
}

/// A Python value as one element, if it is text.
pub fn as_text(v: &Value) -> Option<Text> {
    match v {
        Value::Str(s) | Value::NpStr(s) => Some(Text::Str(s.to_string())),
        Value::Bytes(b) | Value::NpBytes(b) => Some(Text::Bytes(b.to_vec())),
        _ => None,
    }
}

/// Whether nested lists hold text (then `np.array` makes a text array).
pub fn holds_text(v: &Value) -> bool {
    holds_text_at(v, 0)
}

/// Lists nest at most 64 deep in an array (NPY_MAXDIMS); a list that holds itself stops there.
fn holds_text_at(v: &Value, depth: usize) -> bool {
    match v {
        Value::Str(_) | Value::NpStr(_) | Value::Bytes(_) | Value::NpBytes(_) | Value::Text(_) => true,
        _ if depth > 64 => false,
        Value::List(l) => l.borrow().iter().any(|x| holds_text_at(x, depth + 1)),
        Value::Tuple(t) => t.iter().any(|x| holds_text_at(x, depth + 1)),
        _ => false,
    }
}

/// One leaf as discovered: its text and the width it asks for when no width is given.
struct Leaf {
    text: Text,
    width: usize,
    is_bytes: bool,
    is_str: bool,
}

fn number_text(d: DType, s: Scalar) -> String {
    arrayprint::scalar_str(d, s)
}

fn leaf(v: &Value, sized: bool) -> PyResult<Leaf> {
    if let Some(t) = as_text(v) {
        let is_bytes = matches!(t, Text::Bytes(_));
        return Ok(Leaf { width: t.len(), is_str: !is_bytes, is_bytes, text: t });
    }
    let (text, dtype) = match v {
        Value::Bool(b) => ((if *b { "True" } else { "False" }).to_string(), DType::Bool),
        Value::Int(i) => (i.to_string(), DType::Int64),
        Value::Float(_) | Value::Complex(..) => {
            (crate::repr::repr(v, &Default::default()), if matches!(v, Value::Float(_)) { DType::Float64 } else { DType::Complex128 })
        }
        Value::Scalar(d, s) => (number_text(*d, *s), *d),
        Value::None => return Err(not_implemented("object arrays (holding None) are not supported by stridelab")),
        other => return Err(not_implemented(format!("arrays of '{}' objects among strings are not supported by stridelab", other.type_name()))),
    };
    let width = if sized { text.chars().count() } else { engine::width_for(dtype) };
    Ok(Leaf { text: Text::Str(text), width, is_bytes: false, is_str: false })
}

/// Flatten nested lists/tuples/arrays into (shape, leaves).
fn discover(v: &Value, depth: usize, shape: &mut Vec<usize>, out: &mut Vec<Leaf>, sized: bool) -> PyResult<()> {
    let inhomogeneous = || value_error("setting an array element with a sequence. The requested array has an inhomogeneous shape.");
    if depth > 64 {
        return Err(value_error(
            "setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 64.",
        ));
    }
    let items: Option<Vec<Value>> = match v {
        Value::List(l) => Some(l.borrow().clone()),
        Value::Tuple(t) => Some(t.as_ref().clone()),
        Value::Array(a) => {
            if a.ndim() == 0 {
                None
            } else {
                Some(crate::ops::iterate(v)?)
            }
        }
        Value::Text(t) if t.ndim() > 0 => Some(crate::ops::iterate(v)?),
        Value::Text(t) => {
            let e = t.get_flat(0);
            return leaf(&elem_value(e), sized).map(|l| out.push(l));
        }
        _ => None,
    };
    match items {
        Some(items) => {
            if depth == shape.len() {
                if !out.is_empty() && depth > 0 {
                    return Err(inhomogeneous());
                }
                shape.push(items.len());
            } else if shape[depth] != items.len() {
                return Err(inhomogeneous());
            }
            for it in &items {
                discover(it, depth + 1, shape, out, sized)?;
            }
        }
        None => {
            if depth < shape.len() {
                return Err(inhomogeneous());
            }
            let v = match v {
                Value::Array(a) => Value::Scalar(a.dtype, a.get_flat(0)),
                other => other.clone(),
            };
            out.push(leaf(&v, sized)?);
        }
    }
    Ok(())
}

/// `np.array(obj, dtype=text)` (or with no dtype, over data holding strings).
pub fn array(obj: &Value, want: Option<(TextKind, usize)>) -> PyResult<Rc<TextArray>> {
    if let (Value::Text(t), Some((k, n))) = (obj, want) {
        let width = if n == 0 { t.width } else { n };
        return t.cast(k, width);
    }
    if let (Value::Text(t), None) = (obj, want) {
        return t.cast(t.kind, t.width);
    }
    let mut shape = Vec::new();
    let mut leaves = Vec::new();
    let sized = want.is_some();
    discover(obj, 0, &mut shape, &mut leaves, sized)?;
    let kind = match want {
        Some((k, _)) => k,
        None if leaves.iter().any(|l| l.is_str) => TextKind::Str,
        None if leaves.iter().all(|l| l.is_bytes) => TextKind::Bytes,
        None => TextKind::Str,
    };
    let width = match want {
        Some((_, n)) if n > 0 => n,
        _ => leaves.iter().map(|l| l.width).max().unwrap_or(1).max(1),
    };
    engine::check_width(kind, width)?;
    let texts: Vec<Text> = leaves.into_iter().map(|l| l.text).collect();
    TextArray::from_texts(kind, width, &shape, &texts)
}

/// `np.array(obj, dtype)` where text is involved: a text dtype, text data with no dtype,
/// or a text array cast to numbers; None otherwise.
pub fn array_arg(obj: &Value, dtype: Option<Value>) -> PyResult<Option<Value>> {
    match (obj, dtype) {
        (_, Some(d)) if spec(&d).is_some() => {
            let want = spec(&d);
            if let (Value::Array(a), Some((k, n))) = (obj, want) {
                return Ok(Some(Value::Text(from_numbers(a, k, n)?)));
            }
            Ok(Some(Value::Text(array(obj, want)?)))
        }
        (Value::Text(t), Some(d)) => astype(t, &d).map(Some),
        (_, None) if matches!(obj, Value::Text(_)) || holds_text(obj) => Ok(Some(Value::Text(array(obj, None)?))),
        _ => Ok(None),
    }
}

/// A dtype argument as text (kind, width) or a number dtype.
fn text_or_number(v: &Value) -> PyResult<Result<(TextKind, usize), DType>> {
    Ok(match spec(v) {
        Some(t) => Ok(t),
        None => Err(match v {
            Value::Text(t) => return Ok(Ok((t.kind, t.width))),
            _ => crate::convert::parse_dtype_any_order(v)?,
        }),
    })
}

/// `np.promote_types` when a text dtype takes part (`PyArray_PromoteTypes`: a number
/// becomes text as wide as its longest `str`), else None.
pub fn promote_types(a: &Value, b: &Value) -> PyResult<Option<Value>> {
    if spec(a).is_none() && spec(b).is_none() {
        return Ok(None);
    }
    let (x, y) = (text_or_number(a)?, text_or_number(b)?);
    let (kind, width) = match (x, y) {
        (Ok((k1, w1)), Ok((k2, w2))) => (if k1 == TextKind::Str || k2 == TextKind::Str { TextKind::Str } else { TextKind::Bytes }, w1.max(w2)),
        (Ok((k, w)), Err(d)) | (Err(d), Ok((k, w))) => (k, w.max(engine::width_for(d))),
        (Err(_), Err(_)) => return Ok(None),
    };
    Ok(Some(dtype_value(kind, width)))
}

/// `np.can_cast` when a text dtype takes part, else None.
pub fn can_cast(from: &Value, to: &Value, casting: &str) -> PyResult<Option<bool>> {
    if spec(from).is_none() && spec(to).is_none() && !matches!(from, Value::Text(_)) {
        return Ok(None);
    }
    let (x, y) = (text_or_number(from)?, text_or_number(to)?);
    if casting == "unsafe" {
        return Ok(Some(true));
    }
    Ok(Some(match (x, y) {
        (Ok((k1, w1)), Ok((k2, w2))) => (k1 == k2 || k2 == TextKind::Str) && (w2 == 0 || w1 <= w2),
        (Err(d), Ok((_, w))) => casting != "no" && casting != "equiv" && (w == 0 || engine::width_for(d) <= w),
        (Ok(_), Err(_)) => false,
        (Err(_), Err(_)) => return Ok(None),
    }))
}

/// A text array from a plain array's numbers (`a.astype(str)`).
pub fn from_numbers(a: &Rc<NdArray>, kind: TextKind, width: usize) -> PyResult<Rc<TextArray>> {
    let width = if width == 0 { engine::width_for(a.dtype) } else { width };
    let texts: Vec<Text> = a
        .to_scalars()
        .into_iter()
        .map(|s| {
            let t = number_text(a.dtype, s);
            match kind {
                TextKind::Str => Text::Str(t),
                TextKind::Bytes | TextKind::Void => Text::Bytes(t.into_bytes()),
            }
        })
        .collect();
    TextArray::from_texts(kind, width, &a.shape, &texts)
}

/// A new array of empty strings (`np.zeros(3, dtype='U2')`, `np.empty`).
pub fn zeros(shape: &[usize], kind: TextKind, width: usize) -> PyResult<Value> {
    engine::check_width(kind, width.max(1))?;
    Ok(Value::Text(TextArray::zeros(kind, width, shape)?))
}

fn elem_repr(t: &Text) -> String {
    match t {
        Text::Str(s) => crate::repr::str_repr(s),
        Text::Bytes(b) => crate::repr::bytes_repr(b),
        Text::Void(b) => void_repr(b),
    }
}

/// A void element as `_void_scalar_to_string` shows it: every byte as `\xHH`, upper case.
fn void_repr(b: &[u8]) -> String {
    let hex: String = b.iter().map(|x| format!("\\x{x:02X}")).collect();
    format!("b'{hex}'")
}

/// The repr of an element inside an array or record (`'Rex'`, `b'Rex'`).
pub fn text_repr(t: &Text) -> String {
    elem_repr(t)
}

fn dtype_text(t: &TextArray) -> String {
    format!("'{}'", t.kind.typestr(t.width))
}

/// `repr(a)`.
pub fn repr(t: &Rc<TextArray>, opts: &PrintOptions) -> String {
    let texts = t.texts();
    if t.scalar {
        return format!("np.void({})", elem_repr(&texts[0]));
    }
    let elem = |i: usize| elem_repr(&texts[i]);
    arrayprint::text_array_repr(t.shape(), &elem, &dtype_text(t), opts)
}

/// `str(a)` (what print shows).
pub fn str(t: &Rc<TextArray>, opts: &PrintOptions) -> String {
    let texts = t.texts();
    let elem = |i: usize| elem_repr(&texts[i]);
    let scalar = || scalar_str(&texts[0]);
    arrayprint::text_array_str(t.shape(), &elem, &scalar, opts)
}

fn scalar_str(t: &Text) -> String {
    match t {
        Text::Str(s) => s.clone(),
        Text::Bytes(b) => crate::repr::bytes_repr(b),
        Text::Void(b) => void_repr(b),
    }
}

/// `repr(np.str_('a'))`, `repr(np.bytes_(b'a'))`.
pub fn scalar_repr(v: &Value) -> String {
    match v {
        Value::NpStr(s) => format!("np.str_({})", crate::repr::str_repr(s)),
        Value::NpBytes(b) => format!("np.bytes_({})", crate::repr::bytes_repr(b)),
        _ => String::new(),
    }
}

/// An `np.str_`/`np.bytes_` as the Python str/bytes it is a subclass of.
pub fn to_python(v: &Value) -> Value {
    match v {
        Value::NpStr(s) => Value::Str(s.clone()),
        Value::NpBytes(b) => Value::Bytes(b.clone()),
        other => other.clone(),
    }
}

/// The items of an index over the leading axes, checked to use at most `ndim` of them (an
/// index may not reach the hidden bytes axis of text and structured arrays).
pub(crate) fn check_index(ndim: usize, idx: &Value) -> PyResult<Vec<Value>> {
    let items = match idx {
        Value::Tuple(t) => t.as_ref().clone(),
        other => vec![other.clone()],
    };
    let used: usize = items
        .iter()
        .map(|x| match x {
            Value::None | Value::Ellipsis => 0,
            Value::Array(a) if a.dtype == DType::Bool => a.ndim(),
            _ => 1,
        })
        .sum();
    if used > ndim {
        return Err(index_error(format!("too many indices for array: array is {ndim}-dimensional, but {used} were indexed")));
    }
    Ok(items)
}

fn full_slice() -> Value {
    Value::Slice(Rc::new([Value::None, Value::None, Value::None]))
}

/// The index over the leading axes, extended to reach the hidden bytes axis whole.
fn bytes_index(ndim: usize, idx: &Value) -> PyResult<Value> {
    let mut items = check_index(ndim, idx)?;
    if !items.iter().any(|x| matches!(x, Value::Ellipsis)) {
        items.push(Value::Ellipsis);
    }
    items.push(full_slice());
    Ok(Value::tuple(items))
}

/// `a[idx]`: a view (or, for index arrays, a copy) of the text, or one element.
pub fn get_item(t: &Rc<TextArray>, idx: &Value) -> PyResult<Value> {
    if let Value::Str(_) = idx {
        return Err(index_error("only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays are valid indices"));
    }
    let Value::Array(b) = crate::index::array_get(&t.bytes, &bytes_index(t.ndim(), idx)?)? else {
        return Err(view::invalid_index_error());
    };
    let all_ints = match idx {
        Value::Tuple(items) => items.iter().all(|x| matches!(x, Value::Int(_) | Value::Scalar(..))),
        Value::Int(_) | Value::Scalar(..) => true,
        _ => false,
    };
    if b.ndim() == 1 && all_ints {
        let raw: Vec<u8> = b.to_scalars().into_iter().map(|s| s.as_f64() as u8).collect();
        return Ok(elem_value(engine::decode(t.kind, &raw)));
    }
    Ok(Value::Text(t.adopt(b)))
}

/// The elements of a value assigned into a text array, with their shape.
fn values_of(v: &Value, kind: TextKind) -> PyResult<(Vec<usize>, Vec<Text>)> {
    if let Some(x) = as_text(v) {
        return Ok((vec![], vec![x]));
    }
    let a = array(v, Some((kind, 0)))?;
    Ok((a.shape().to_vec(), a.texts()))
}

/// For each element of `out` (C order), the flat index of the element of `shape` that
/// broadcasting sends there.
fn broadcast_map(out: &[usize], shape: &[usize]) -> Vec<usize> {
    let n = layout::size_of(out);
    let off = out.len() - shape.len();
    (0..n)
        .map(|i| {
            let idx = layout::unravel(i, out);
            let mut flat = 0;
            for (k, &d) in shape.iter().enumerate() {
                flat = flat * d + if d == 1 { 0 } else { idx[off + k] };
            }
            flat
        })
        .collect()
}

/// `a[idx] = v`.
pub fn set_item(t: &Rc<TextArray>, idx: &Value, v: &Value) -> PyResult<()> {
    t.bytes.check_writeable()?;
    // the positions the index selects, found by indexing their numbers
    let n = t.size();
    let pos: Vec<Scalar> = (0..n).map(|i| Scalar::Int(i as i64)).collect();
    let numbers = NdArray::from_scalars(DType::Int64, t.shape(), &pos)?;
    let sel = match crate::index::array_get(&numbers, idx)? {
        Value::Array(a) => a,
        Value::Scalar(d, s) => NdArray::from_scalars(d, &[], &[s])?,
        _ => return Err(view::invalid_index_error()),
    };
    let (vshape, vals) = values_of(v, t.kind)?;
    let target = sel.shape.clone();
    if stridelab_engine::ufunc::broadcast_shapes(&[&target, &vshape]).ok().as_deref() != Some(&target[..]) {
        return Err(value_error(format!(
            "could not broadcast input array from shape {} into shape {}",
            stridelab_engine::array::shape_repr(&vshape),
            stridelab_engine::array::shape_repr(&target)
        )));
    }
    let map = broadcast_map(&target, &vshape);
    let flat: Vec<usize> = sel.to_scalars().into_iter().map(|s| s.as_f64() as usize).collect();
    let isz = t.itemsize();
    let mut data = t.bytes.buf.data.borrow_mut();
    for (k, &p) in flat.iter().enumerate() {
        let at = layout::element_offset(t.bytes.offset, &layout::unravel(p, t.shape()), t.strides());
        let e = engine::encode(t.kind, t.width, &vals[map[k]])?;
        data[at..at + isz].copy_from_slice(&e);
    }
    Ok(())
}

/// Both operands of a comparison or `+` as text with their shapes.
fn operand(v: &Value) -> PyResult<Option<(TextKind, Vec<usize>, Vec<Text>, usize)>> {
    Ok(match v {
        Value::Text(t) => Some((t.kind, t.shape().to_vec(), t.texts(), t.width)),
        _ => as_text(v).map(|x| {
            let kind = if matches!(x, Text::Str(_)) { TextKind::Str } else { TextKind::Bytes };
            let w = x.len();
            (kind, vec![], vec![x], w)
        }),
    })
}

fn broadcast_pair(a: &[usize], b: &[usize]) -> PyResult<Vec<usize>> {
    stridelab_engine::ufunc::broadcast_shapes(&[a, b]).map_err(value_error)
}

/// `a == b`, `a < b`, ... where either side is a text array; None when this is not a text
/// comparison. Text against a number (or bytes against str) is never equal (NumPy 2).
pub fn compare(op: &str, a: &Value, b: &Value) -> PyResult<Option<Value>> {
    if !matches!(a, Value::Text(_)) && !matches!(b, Value::Text(_)) {
        return Ok(None);
    }
    let (Some(x), Some(y)) = (operand(a)?, operand(b)?) else {
        let shape = match (a, b) {
            (Value::Text(t), _) | (_, Value::Text(t)) => t.shape().to_vec(),
            _ => vec![],
        };
        return match op {
            "==" | "!=" => {
                let vals = vec![Scalar::Bool(op == "!="); layout::size_of(&shape)];
                Ok(Some(Value::Array(NdArray::from_scalars(DType::Bool, &shape, &vals)?)))
            }
            _ => Err(stridelab_engine::error::PyErr::new(
                stridelab_engine::error::ExcKind::UFuncTypeError,
                format!(
                    "ufunc '{}' did not contain a loop with signature matching types ({}, {}) -> None",
                    ufunc_name(op),
                    dtype_class_of(a),
                    dtype_class_of(b)
                ),
            )),
        };
    };
    let out = broadcast_pair(&x.1, &y.1)?;
    let (mx, my) = (broadcast_map(&out, &x.1), broadcast_map(&out, &y.1));
    let vals: Vec<Scalar> = (0..layout::size_of(&out))
        .map(|i| {
            let (p, q) = (&x.2[mx[i]], &y.2[my[i]]);
            if x.0 != y.0 {
                return Scalar::Bool(op == "!=");
            }
            let o = p.cmp_numpy(q);
            Scalar::Bool(match op {
                "==" => o.is_eq(),
                "!=" => o.is_ne(),
                "<" => o.is_lt(),
                "<=" => o.is_le(),
                ">" => o.is_gt(),
                _ => o.is_ge(),
            })
        })
        .collect();
    Ok(Some(Value::Array(NdArray::from_scalars(DType::Bool, &out, &vals)?)))
}

fn ufunc_name(op: &str) -> &'static str {
    match op {
        "<" => "less",
        "<=" => "less_equal",
        ">" => "greater",
        ">=" => "greater_equal",
        "==" => "equal",
        _ => "not_equal",
    }
}

/// `a + b` of text: concatenation, the result as wide as both widths together.
pub fn add(a: &Value, b: &Value) -> PyResult<Option<Value>> {
    if !matches!(a, Value::Text(_)) && !matches!(b, Value::Text(_)) {
        return Ok(None);
    }
    let (Some(x), Some(y)) = (operand(a)?, operand(b)?) else {
        return Ok(None);
    };
    if x.0 != y.0 {
        return Ok(None);
    }
    let out = broadcast_pair(&x.1, &y.1)?;
    let (mx, my) = (broadcast_map(&out, &x.1), broadcast_map(&out, &y.1));
    let texts: Vec<Text> = (0..layout::size_of(&out)).map(|i| concat(&x.2[mx[i]], &y.2[my[i]])).collect();
    Ok(Some(Value::Text(TextArray::from_texts(x.0, (x.3 + y.3).max(1), &out, &texts)?)))
}

fn concat(a: &Text, b: &Text) -> Text {
    match (a, b) {
        (Text::Str(p), Text::Str(q)) => Text::Str(format!("{p}{q}")),
        (Text::Bytes(p), Text::Bytes(q)) => Text::Bytes([p.as_slice(), q.as_slice()].concat()),
        (p, _) => p.clone(),
    }
}

/// `repr(dtype)` of an operand as the ufunc saw it.
fn operand_dtype(v: &Value) -> String {
    match v {
        Value::Text(t) => format!("dtype('{}')", t.kind.typestr(t.width)),
        Value::NpStr(s) | Value::Str(s) => format!("dtype('<U{}')", s.chars().count()),
        Value::NpBytes(b) | Value::Bytes(b) => format!("dtype('S{}')", b.len()),
        Value::Array(a) => format!("dtype('{}')", a.dtype.name()),
        Value::Scalar(d, _) => format!("dtype('{}')", d.name()),
        Value::Int(_) => "dtype('int64')".into(),
        Value::Float(_) => "dtype('float64')".into(),
        Value::Bool(_) => "dtype('bool')".into(),
        Value::Complex(..) => "dtype('complex128')".into(),
        other => other.type_name(),
    }
}

/// The error an arithmetic operator gives on text (string_ufuncs.cpp has `add` only; `*`
/// is `np.strings.multiply`'s job).
pub fn binary_error(op: stridelab_lang::ast::BinOp, a: &Value, b: &Value) -> stridelab_engine::error::PyErr {
    use stridelab_lang::ast::BinOp;
    if op == BinOp::Mul {
        return type_error("The 'out' kwarg is necessary when using the string multiply ufunc directly. Use numpy.strings.multiply to multiply strings without specifying 'out'.");
    }
    let name = match op {
        BinOp::Add => "add",
        BinOp::Sub => "subtract",
        BinOp::Div => {
            return type_error("ufunc 'divide' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''");
        }
        BinOp::FloorDiv => "floor_divide",
        BinOp::Mod => "remainder",
        BinOp::Pow => "power",
        BinOp::MatMul => "matmul",
        BinOp::BitAnd => "bitwise_and",
        BinOp::BitOr => "bitwise_or",
        BinOp::BitXor => "bitwise_xor",
        BinOp::LShift => "left_shift",
        BinOp::RShift => "right_shift",
        BinOp::Mul => "multiply",
    };
    let (x, y) = (operand_dtype(a), operand_dtype(b));
    let both_text = |v: &Value| matches!(v, Value::Text(_) | Value::Str(_) | Value::NpStr(_) | Value::Bytes(_) | Value::NpBytes(_));
    if op == BinOp::Add && both_text(a) && both_text(b) {
        return stridelab_engine::error::PyErr::new(
            stridelab_engine::error::ExcKind::UFuncTypeError,
            format!("ufunc 'add' cannot use operands with types {x} and {y}"),
        );
    }
    stridelab_engine::error::PyErr::new(
        stridelab_engine::error::ExcKind::UFuncTypeError,
        format!("ufunc '{name}' did not contain a loop with signature matching types ({x}, {y}) -> None"),
    )
}

/// The error a ufunc other than comparison and `+` gives on text.
pub fn no_loop(what: &str, t: &TextArray) -> stridelab_engine::error::PyErr {
    stridelab_engine::error::PyErr::new(
        stridelab_engine::error::ExcKind::UFuncTypeError,
        format!("ufunc '{what}' did not contain a loop with signature matching types (<class 'numpy.dtypes.{}'>, <class 'numpy.dtypes.{}'>) -> None", dtype_class(t.kind), dtype_class(t.kind)),
    )
}

/// `<class 'numpy.dtypes.Int64DType'>`: the DType class a comparison's operand resolves to
/// (Python numbers are the abstract `_PyLongDType`, ...).
pub(crate) fn dtype_class_of(v: &Value) -> String {
    let name = match v {
        Value::Text(t) => dtype_class(t.kind).to_string(),
        Value::Str(_) | Value::NpStr(_) => "StrDType".into(),
        Value::Bytes(_) | Value::NpBytes(_) => "BytesDType".into(),
        Value::Int(_) => "_PyLongDType".into(),
        Value::Float(_) => "_PyFloatDType".into(),
        Value::Complex(..) => "_PyComplexDType".into(),
        Value::Bool(_) => "BoolDType".into(),
        Value::Array(a) => dtype_class_name(a.dtype),
        Value::Scalar(d, _) => dtype_class_name(*d),
        other => return format!("<class '{}'>", other.type_name()),
    };
    format!("<class 'numpy.dtypes.{name}'>")
}

fn dtype_class_name(d: DType) -> String {
    let n = d.name();
    if let Some(bits) = n.strip_prefix("uint") {
        return format!("UInt{bits}DType");
    }
    let mut cs = n.chars();
    let cap: String = cs.next().map(|c| c.to_ascii_uppercase()).into_iter().chain(cs).collect();
    format!("{cap}DType")
}

fn dtype_class(k: TextKind) -> &'static str {
    match k {
        TextKind::Str => "StrDType",
        TextKind::Bytes => "BytesDType",
        TextKind::Void => "VoidDType",
    }
}

/// Attributes of a text array.
pub fn attr(t: &Rc<TextArray>, obj: &Value, name: &str) -> PyResult<Value> {
    let int = |n: usize| Value::Int(n as i128);
    Ok(match name {
        "shape" => Value::int_tuple(t.shape().iter().map(|&d| d as i128)),
        "ndim" => int(t.ndim()),
        "size" => int(t.size()),
        "itemsize" => int(t.itemsize()),
        "nbytes" => int(t.size() * t.itemsize()),
        "strides" => Value::int_tuple(t.strides().iter().map(|&s| s as i128)),
        "dtype" => dtype_value(t.kind, t.width),
        "base" => match &t.bytes.base {
            None => Value::None,
            Some(_) => crate::attrs::base_value(&t.bytes),
        },
        "T" => {
            let mut axes: Vec<i64> = (0..t.ndim() as i64).rev().collect();
            axes.push(t.ndim() as i64);
            Value::Text(t.adopt(view::transpose(&t.bytes, Some(&axes))?))
        }
        "flags" => Value::Flags(t.bytes.clone()),
        _ if METHODS.contains(&name) => Value::Method(Rc::new((obj.clone(), name.to_string()))),
        _ if crate::numpy::ndarray::is_method(name) => {
            return Err(not_implemented(format!("'{name}' of a string array is not supported by stridelab")));
        }
        _ => return Err(stridelab_engine::error::attribute_error(format!("'numpy.ndarray' object has no attribute '{name}'"))),
    })
}

const METHODS: &[&str] = &[
    "astype", "copy", "tolist", "item", "reshape", "ravel", "flatten", "transpose", "view", "sort", "argsort", "tobytes", "fill",
    "swapaxes", "squeeze", "take",
];

/// Text of a Python int/float conversion error: `np.str_('x')` as NumPy shows it.
fn parse_number(t: &Text, d: DType) -> PyResult<Scalar> {
    let s = as_string(t);
    let shown = match t {
        Text::Str(s) => format!("np.str_({})", crate::repr::str_repr(s)),
        Text::Bytes(b) => format!("np.bytes_({})", crate::repr::bytes_repr(b)),
        Text::Void(_) => return Err(type_error("Cannot cast void to numbers")),
    };
    let trimmed = s.trim();
    match d.kind() {
        stridelab_engine::dtype::Kind::Bool => Ok(Scalar::Bool(!s.is_empty())),
        stridelab_engine::dtype::Kind::Int | stridelab_engine::dtype::Kind::UInt => {
            let clean = trimmed.replace('_', "");
            let v: i128 = clean.parse().map_err(|_| value_error(format!("invalid literal for int() with base 10: {shown}")))?;
            crate::convert::py_int_into(v, d)
        }
        stridelab_engine::dtype::Kind::Float => {
            let v = crate::python::builtins::parse_float_text(trimmed).ok_or_else(|| value_error(format!("could not convert string to float: {shown}")))?;
            Ok(Scalar::Float(v))
        }
        stridelab_engine::dtype::Kind::Complex => Err(not_implemented("casting strings to complex is not supported by stridelab")),
    }
}

/// `a.astype(dtype)`.
pub fn astype(t: &Rc<TextArray>, dtype: &Value) -> PyResult<Value> {
    if let Some(dt) = super::stringdtype::dtype_of(dtype) {
        return super::stringdtype::array(&Value::Text(t.clone()), dt, &PrintOptions::default());
    }
    if super::object_arrays::is_object_dtype(dtype) {
        return super::object_arrays::new_array(t.shape(), t.texts().into_iter().map(|x| to_python(&elem_value(x))).collect());
    }
    if let Some((k, n)) = spec(dtype) {
        let width = if n == 0 { t.width } else { n };
        return Ok(Value::Text(t.cast(k, width)?));
    }
    let d = crate::convert::parse_dtype(dtype)?;
    let vals: Vec<Scalar> = t.texts().iter().map(|x| parse_number(x, d)).collect::<PyResult<_>>()?;
    Ok(Value::Array(NdArray::from_scalars(d, t.shape(), &vals)?))
}

fn tolist(t: &Rc<TextArray>) -> Value {
    fn nest(shape: &[usize], items: &mut std::vec::IntoIter<Value>) -> Value {
        match shape.split_first() {
            None => items.next().unwrap_or(Value::None),
            Some((&n, rest)) => Value::list((0..n).map(|_| nest(rest, items)).collect()),
        }
    }
    let vals: Vec<Value> = t
        .texts()
        .into_iter()
        .map(|x| match x {
            // a void element's Python value is its bytes, all of them
            Text::Void(b) => Value::Bytes(b.into()),
            x => to_python(&elem_value(x)),
        })
        .collect();
    nest(t.shape(), &mut vals.into_iter())
}

fn shape_from(pos: &[Value]) -> PyResult<Vec<i64>> {
    let shape = match pos.len() {
        1 => pos[0].clone(),
        _ => Value::tuple(pos.to_vec()),
    };
    crate::numpy::args::shape_arg(&shape)
}

/// Sorted order along the last axis (stable, NumPy's code point order).
fn argsort_last(t: &TextArray) -> Vec<usize> {
    let texts = t.texts();
    let n = *t.shape().last().unwrap_or(&1);
    let mut out = Vec::with_capacity(texts.len());
    for row in 0..texts.len().checked_div(n).unwrap_or(0) {
        let mut idx: Vec<usize> = (0..n).collect();
        idx.sort_by(|&i, &j| texts[row * n + i].cmp_numpy(&texts[row * n + j]));
        out.extend(idx);
    }
    out
}

fn check_axis(t: &TextArray, axis: Option<Value>) -> PyResult<()> {
    match axis {
        None => Ok(()),
        Some(Value::Int(a)) if a == -1 || (t.ndim() > 0 && a == t.ndim() as i128 - 1) => Ok(()),
        Some(_) => Err(not_implemented("sorting strings along an axis other than the last is not supported by stridelab")),
    }
}

/// A sorted copy along the last axis (`np.sort`), or of the flattened array (`axis=None`).
pub fn sorted(t: &Rc<TextArray>, axis: Option<Value>, flatten: bool) -> PyResult<Rc<TextArray>> {
    let src = if flatten { TextArray::from_texts(t.kind, t.width, &[t.size()], &t.texts())? } else { t.clone() };
    if src.ndim() == 0 {
        return Err(stridelab_engine::error::PyErr::new(stridelab_engine::error::ExcKind::AxisError, "axis -1 is out of bounds for array of dimension 0"));
    }
    check_axis(&src, axis)?;
    let order = argsort_last(&src);
    let texts = src.texts();
    let n = *src.shape().last().unwrap_or(&1);
    let out: Vec<Text> = order.iter().enumerate().map(|(k, &i)| texts[(k / n.max(1)) * n + i].clone()).collect();
    TextArray::from_texts(src.kind, src.width, src.shape(), &out)
}

/// `np.argsort` of text along the last axis.
pub fn argsort(t: &Rc<TextArray>, axis: Option<Value>) -> PyResult<Rc<NdArray>> {
    check_axis(t, axis)?;
    let vals: Vec<Scalar> = argsort_last(t).into_iter().map(|i| Scalar::Int(i as i64)).collect();
    NdArray::from_scalars(DType::Int64, t.shape(), &vals)
}

/// Methods of text arrays.
pub fn call_method(t: &Rc<TextArray>, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    match name {
        "astype" => {
            let a = Args::bind("astype", "dtype, order='K', casting='unsafe', subok=True, copy=True", pos, kw)?;
            astype(t, &a.req("dtype"))
        }
        "copy" => {
            Args::bind("copy", "order='C'", pos, kw)?;
            Ok(Value::Text(t.cast(t.kind, t.width)?))
        }
        "tolist" => {
            Args::bind("tolist", "", pos, kw)?;
            Ok(tolist(t))
        }
        "item" => {
            let a = Args::bind("item", "*args", pos, kw)?;
            let _ = a;
            if t.size() != 1 {
                return Err(value_error("can only convert an array of size 1 to a Python scalar"));
            }
            Ok(to_python(&elem_value(t.get_flat(0))))
        }
        "tobytes" => {
            Args::bind("tobytes", "order='C'", pos, kw)?;
            let c = view::copy(&t.bytes, DType::UInt8, Order::C)?;
            let b: Vec<u8> = c.buf.data.borrow().to_vec();
            Ok(Value::Bytes(b.into()))
        }
        "fill" => {
            let a = Args::bind("fill", "value, /", pos, kw)?;
            set_item(t, &Value::Ellipsis, &a.req("value"))?;
            Ok(Value::None)
        }
        "reshape" => {
            let mut full = shape_from(&pos)?;
            let _ = kw;
            full.push(t.itemsize() as i64);
            Ok(Value::Text(t.adopt(view::reshape(&t.bytes, &full, Order::C, None)?)))
        }
        "ravel" | "flatten" => {
            let full = [t.size() as i64, t.itemsize() as i64];
            let b = if name == "flatten" { view::copy(&t.bytes, DType::UInt8, Order::C)? } else { t.bytes.clone() };
            let r = view::reshape(&b, &full, Order::C, None)?;
            Ok(Value::Text(if name == "flatten" { TextArray::new(r, t.kind, t.width) } else { t.adopt(r) }))
        }
        "transpose" if pos.is_empty() || (pos.len() == 1 && pos[0].is_none()) => attr(t, &Value::Text(t.clone()), "T"),
        "transpose" => {
            let nd = t.ndim() as i64;
            let mut full = Vec::new();
            for k in shape_from(&pos)? {
                if k < -nd || k >= nd {
                    return Err(stridelab_engine::error::PyErr::new(
                        stridelab_engine::error::ExcKind::AxisError,
                        format!("axis {k} is out of bounds for array of dimension {nd}"),
                    ));
                }
                full.push(if k < 0 { k + nd } else { k });
            }
            if full.len() != t.ndim() {
                return Err(value_error("axes don't match array"));
            }
            // the engine checks for repeats, with NumPy's words
            full.push(nd);
            Ok(Value::Text(t.adopt(view::transpose(&t.bytes, Some(&full))?)))
        }
        "swapaxes" => {
            let a = Args::bind("swapaxes", "axis1, axis2, /", pos, kw)?;
            let ax = |v: Value, name: &str| -> PyResult<i64> {
                let k = crate::numpy::args::int_arg(&v)?;
                Ok(view::normalize_axis_tuple(&[k], t.ndim(), Some(name), false)?[0] as i64)
            };
            let (i, j) = (ax(a.req("axis1"), "axis1")?, ax(a.req("axis2"), "axis2")?);
            Ok(Value::Text(t.adopt(view::swapaxes(&t.bytes, i, j)?)))
        }
        "squeeze" => {
            // only the leading axes: the hidden last one is each element's bytes
            let a = Args::bind("squeeze", "axis=None", pos, kw)?;
            let axes: Vec<i64> = match a.opt("axis") {
                None => (0..t.ndim()).filter(|&i| t.shape()[i] == 1).map(|i| i as i64).collect(),
                Some(v) => {
                    let given = crate::numpy::args::axes_arg(&v)?;
                    view::normalize_axis_tuple(&given, t.ndim(), None, false)?.into_iter().map(|a| a as i64).collect()
                }
            };
            Ok(Value::Text(t.adopt(view::squeeze(&t.bytes, Some(&axes))?)))
        }
        "view" => {
            let a = Args::bind("view", "dtype=None, type=None", pos, kw)?;
            match a.opt("dtype") {
                None => Ok(Value::Text(t.adopt(view::transpose(&t.bytes, Some(&(0..=t.ndim() as i64).collect::<Vec<_>>()))?))),
                Some(d) => match spec(&d) {
                    Some((k, n)) if n > 0 && k.unit() * n == t.itemsize() => Ok(Value::Text(TextArray::new(t.adopt(t.bytes.clone()).bytes.clone(), k, n))),
                    Some(_) => Err(not_implemented("a view as a text dtype of another size is not supported by stridelab")),
                    None => Ok(Value::Array(t.view_plain(crate::convert::parse_dtype(&d)?)?)),
                },
            }
        }
        "sort" => {
            let a = Args::bind("sort", "axis=-1, kind=None, order=None, *, stable=None", pos, kw)?;
            let s = sorted(t, a.get("axis"), false)?;
            set_item(t, &Value::Ellipsis, &Value::Text(s))?;
            Ok(Value::None)
        }
        "argsort" => {
            let a = Args::bind("argsort", "axis=-1, kind=None, order=None, *, stable=None", pos, kw)?;
            Ok(Value::Array(argsort(t, a.get("axis"))?))
        }
        "take" => {
            let a = Args::bind("take", "indices, axis=None, out=None, mode='raise'", pos, kw)?;
            take(t, &a)
        }
        _ => Err(not_implemented(format!("'{name}' of a string array is not supported by stridelab"))),
    }
}

/// `take` (method and `np.take`): the whole elements of the bytes underneath, taken along the
/// axis (of the flattened array for `axis=None`) by the numeric take, so indices, modes and
/// errors are the numeric ones.
pub fn take(t: &Rc<TextArray>, a: &Args) -> PyResult<Value> {
    if a.opt("out").is_some() {
        return Err(not_implemented("take of a string array with out= is not supported by stridelab"));
    }
    let mode = crate::numpy::args::clip_mode(a.get("mode").as_ref())?;
    let (src, axis) = match crate::numpy::args::axis_opt(a, "axis", None)? {
        None => (view::reshape(&t.bytes, &[t.size() as i64, t.itemsize() as i64], Order::C, None)?, 0),
        Some(k) => (t.bytes.clone(), stridelab_engine::slicing::normalize_axis(k, t.ndim()).map_err(stridelab_engine::error::axis_error)? as i64),
    };
    let r = match crate::numpy::fromnumeric::take(&src, &a.req("indices"), Some(axis), mode, None)? {
        Value::Array(r) => r,
        other => return Ok(other),
    };
    let out = TextArray::new(r, t.kind, t.width);
    Ok(if out.ndim() == 0 { elem_value(out.get_flat(0)) } else { Value::Text(out) })
}

/// Iterating: the elements of a 1-d array, the sub-arrays along the first axis otherwise.
pub fn items(t: &Rc<TextArray>) -> PyResult<Vec<Value>> {
    let n = *t.shape().first().ok_or_else(|| type_error("iteration over a 0-d array"))?;
    (0..n).map(|i| get_item(t, &Value::Int(i as i128))).collect()
}

/// `np.unique` of text: sorted distinct elements, and the index, inverse and count arrays
/// it was asked for.
pub fn unique(t: &Rc<TextArray>, ret_index: bool, ret_inverse: bool, ret_counts: bool) -> PyResult<Value> {
    let texts = t.texts();
    let g = super::arraysetops::sorted_groups(texts.len(), |i, j| texts[i].cmp_numpy(&texts[j]), |i, j| texts[i].cmp_numpy(&texts[j]).is_eq());
    let uniq: Vec<Text> = g.firsts.iter().map(|&i| texts[i].clone()).collect();
    let u = Value::Text(TextArray::from_texts(t.kind, t.width, &[uniq.len()], &uniq)?);
    g.result(u, t.shape(), ret_index, ret_inverse, ret_counts)
}

/// The text array a NumPy function's array argument makes, if it is text (a text array, or
/// lists of strings).
pub fn text_input(v: &Value) -> PyResult<Option<Rc<TextArray>>> {
    Ok(match v {
        Value::Text(t) => Some(t.clone()),
        Value::List(_) | Value::Tuple(_) if holds_text(v) => Some(array(v, None)?),
        _ => None,
    })
}

/// A text array from any value a `np.char` function takes.
fn text_arg(v: &Value) -> PyResult<Rc<TextArray>> {
    if let Some((o, dt)) = super::stringdtype::of_array(v) {
        return super::stringdtype::as_fixed(o)?.ok_or_else(|| {
            not_implemented(format!("np.strings functions on a {} array holding missing values are not supported by stridelab", dt.repr()))
        });
    }
    match v {
        Value::Text(t) => Ok(t.clone()),
        _ if holds_text(v) => array(v, None),
        Value::Array(_) => Err(type_error("string operation on non-string array")),
        _ => array(v, None),
    }
}

/// Refuse a result of `width` characters per element before any string is built: the
/// allocation limit and NumPy's overflow rule, as for the array that would hold it.
fn check_result_width(t: &TextArray, width: usize) -> PyResult<()> {
    let bytes = width.checked_mul(t.kind.unit()).ok_or_else(|| stridelab_engine::error::overflow_error("Overflow encountered in string multiply"))?;
    let mut shape = t.shape().to_vec();
    shape.push(bytes.max(1));
    stridelab_engine::array::check_alloc(&shape, DType::UInt8).map(|_| ())
}

/// Map each element through `f`; the result's width is the longest result.
fn map_text(t: &TextArray, f: &dyn Fn(&Text) -> Text, min_width: usize) -> PyResult<Value> {
    let out: Vec<Text> = t.texts().iter().map(f).collect();
    let w = out.iter().map(Text::len).max().unwrap_or(0).max(min_width).max(1);
    Ok(Value::Text(TextArray::from_texts(t.kind, w, t.shape(), &out)?))
}

fn map_str(t: &Text, f: &dyn Fn(&str) -> String) -> Text {
    match t {
        Text::Str(s) => Text::Str(f(s)),
        Text::Bytes(b) => Text::Bytes(f(&String::from_utf8_lossy(b)).into_bytes()),
        Text::Void(b) => Text::Void(b.clone()),
    }
}

fn as_string(t: &Text) -> String {
    match t {
        Text::Str(s) => s.clone(),
        Text::Bytes(b) | Text::Void(b) => String::from_utf8_lossy(b).into_owned(),
    }
}

fn ints_like(t: &TextArray, f: &dyn Fn(&Text) -> Scalar, d: DType) -> PyResult<Value> {
    let vals: Vec<Scalar> = t.texts().iter().map(f).collect();
    let a = NdArray::from_scalars(d, t.shape(), &vals)?;
    Ok(if t.ndim() == 0 { Value::Scalar(d, vals[0]) } else { Value::Array(a) })
}

fn capitalize(s: &str) -> String {
    let mut cs = s.chars();
    match cs.next() {
        Some(c) => c.to_uppercase().chain(cs.flat_map(char::to_lowercase)).collect(),
        None => String::new(),
    }
}

fn title(s: &str) -> String {
    let mut out = String::new();
    let mut prev_cased = false;
    for c in s.chars() {
        if prev_cased { out.extend(c.to_lowercase()) } else { out.extend(c.to_uppercase()) }
        prev_cased = c.is_alphabetic();
    }
    out
}

fn str_param(a: &Args, name: &str) -> PyResult<Option<String>> {
    Ok(match a.opt(name) {
        None => None,
        Some(v) => match as_text(&v) {
            Some(t) => Some(as_string(&t)),
            None => return Err(type_error(format!("{name} must be a str"))),
        },
    })
}

/// The `np.char` / `np.strings` functions: on StringDType arrays they work on the strings
/// as a `'U'` array and give text back as StringDType.
fn np_char(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let r = np_char_fixed(a)?;
    let dt = ["a", "x1", "x2"].iter().find_map(|k| a.get(k).and_then(|v| super::stringdtype::of_array(&v).map(|(_, d)| d.clone())));
    match (dt, &r) {
        (Some(dt), Value::Text(t)) if t.kind == TextKind::Str => super::stringdtype::array(&r, dt, &interp.print_opts),
        _ => Ok(r),
    }
}

/// The one-argument and few-argument `np.char` / `np.strings` functions.
fn np_char_fixed(a: &Args) -> PyResult<Value> {
    let fname = a.fname.rsplit('.').next().unwrap_or("");
    if fname == "add" {
        let (x, y) = (text_arg(&a.req("x1"))?, text_arg(&a.req("x2"))?);
        return add(&Value::Text(x), &Value::Text(y))?.ok_or_else(|| type_error("np.char.add needs two arrays of the same text kind"));
    }
    if matches!(fname, "equal" | "not_equal" | "less" | "greater" | "less_equal" | "greater_equal") {
        let op = match fname {
            "equal" => "==",
            "not_equal" => "!=",
            "less" => "<",
            "greater" => ">",
            "less_equal" => "<=",
            _ => ">=",
        };
        let (x, y) = (text_arg(&a.req("x1"))?, text_arg(&a.req("x2"))?);
        return compare(op, &Value::Text(x), &Value::Text(y)).map(|v| v.unwrap_or(Value::None));
    }
    let t = text_arg(&a.req("a"))?;
    let w = t.width;
    match fname {
        "upper" => map_text(&t, &|x| map_str(x, &|s| s.to_uppercase()), w),
        "lower" => map_text(&t, &|x| map_str(x, &|s| s.to_lowercase()), w),
        "swapcase" => map_text(
            &t,
            &|x| map_str(x, &|s| s.chars().flat_map(|c| if c.is_uppercase() { c.to_lowercase().collect::<Vec<_>>() } else { c.to_uppercase().collect() }).collect()),
            w,
        ),
        "capitalize" => map_text(&t, &|x| map_str(x, &capitalize), w),
        "title" => map_text(&t, &|x| map_str(x, &title), w),
        "strip" | "lstrip" | "rstrip" => {
            let chars = str_param(a, "chars")?;
            let f = |s: &str| -> String {
                let pat = |c: char| match &chars {
                    Some(cs) => cs.contains(c),
                    None => c.is_whitespace(),
                };
                match fname {
                    "strip" => s.trim_matches(pat).to_string(),
                    "lstrip" => s.trim_start_matches(pat).to_string(),
                    _ => s.trim_end_matches(pat).to_string(),
                }
            };
            map_text(&t, &|x| map_str(x, &f), w)
        }
        "multiply" => {
            let n = match a.req("i") {
                Value::Int(n) => n.max(0) as usize,
                _ => return Err(not_implemented("np.char.multiply by an array is not supported by stridelab")),
            };
            check_result_width(&t, w.checked_mul(n).ok_or_else(|| stridelab_engine::error::overflow_error("Overflow encountered in string multiply"))?)?;
            map_text(&t, &|x| map_str(x, &|s| s.repeat(n)), w * n)
        }
        "center" | "ljust" | "rjust" => {
            let width = match a.req("width") {
                Value::Int(n) => n.max(0) as usize,
                _ => return Err(not_implemented(format!("np.char.{fname} with an array of widths is not supported by stridelab"))),
            };
            check_result_width(&t, width.max(w))?;
            let fill = str_param(a, "fillchar")?.and_then(|s| s.chars().next()).unwrap_or(' ');
            let f = |s: &str| -> String {
                let n = s.chars().count();
                if n >= width {
                    return s.to_string();
                }
                let pad = width - n;
                let (left, right) = match fname {
                    "ljust" => (0, pad),
                    "rjust" => (pad, 0),
                    // CPython's str.center: the extra space goes left when the width is odd
                    _ => {
                        let l = pad / 2 + (pad & width & 1);
                        (l, pad - l)
                    }
                };
                let f = fill.to_string();
                format!("{}{s}{}", f.repeat(left), f.repeat(right))
            };
            map_text(&t, &|x| map_str(x, &f), width.max(w))
        }
        "zfill" => {
            let width = match a.req("width") {
                Value::Int(n) => n.max(0) as usize,
                _ => return Err(not_implemented("np.char.zfill with an array of widths is not supported by stridelab")),
            };
            check_result_width(&t, width.max(w))?;
            let f = |s: &str| -> String {
                let n = s.chars().count();
                if n >= width {
                    return s.to_string();
                }
                let (sign, rest) = match s.strip_prefix(['+', '-']) {
                    Some(r) => (&s[..1], r),
                    None => ("", s),
                };
                format!("{sign}{}{rest}", "0".repeat(width - n))
            };
            map_text(&t, &|x| map_str(x, &f), width.max(w))
        }
        "replace" => {
            let (old, new) = (str_param(a, "old")?.unwrap_or_default(), str_param(a, "new")?.unwrap_or_default());
            map_text(&t, &|x| map_str(x, &|s| s.replace(&old, &new)), 0)
        }
        "str_len" => ints_like(&t, &|x| Scalar::Int(x.len() as i64), DType::Int64),
        "count" | "find" | "rfind" | "startswith" | "endswith" => {
            let sub = str_param(a, "sub")?.or(str_param(a, "prefix")?).or(str_param(a, "suffix")?).unwrap_or_default();
            let f = |x: &Text| -> Scalar {
                let s = as_string(x);
                match fname {
                    "count" => Scalar::Int(s.matches(&sub).count() as i64),
                    "find" => Scalar::Int(s.find(&sub).map_or(-1, |p| s[..p].chars().count() as i64)),
                    "rfind" => Scalar::Int(s.rfind(&sub).map_or(-1, |p| s[..p].chars().count() as i64)),
                    "startswith" => Scalar::Bool(s.starts_with(&sub)),
                    _ => Scalar::Bool(s.ends_with(&sub)),
                }
            };
            let d = if matches!(fname, "startswith" | "endswith") { DType::Bool } else { DType::Int64 };
            ints_like(&t, &f, d)
        }
        "isdigit" | "isalpha" | "isalnum" | "isspace" | "islower" | "isupper" | "isnumeric" | "isdecimal" => {
            let f = |x: &Text| -> Scalar {
                let s = as_string(x);
                let nonempty = !s.is_empty();
                let has_cased = s.chars().any(|c| c.is_lowercase() || c.is_uppercase());
                Scalar::Bool(match fname {
                    "isdigit" | "isnumeric" | "isdecimal" => nonempty && s.chars().all(|c| c.is_numeric()),
                    "isalpha" => nonempty && s.chars().all(char::is_alphabetic),
                    "isalnum" => nonempty && s.chars().all(char::is_alphanumeric),
                    "isspace" => nonempty && s.chars().all(char::is_whitespace),
                    "islower" => has_cased && !s.chars().any(char::is_uppercase),
                    _ => has_cased && !s.chars().any(char::is_lowercase),
                })
            };
            ints_like(&t, &f, DType::Bool)
        }
        _ => Err(not_implemented(format!("np.char.{fname} is not supported by stridelab"))),
    }
}

/// `np.char.join(sep, seq)`: each element's characters joined by `sep`.
fn np_char_join(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let sep = match as_text(&a.req("sep")) {
        Some(t) => as_string(&t),
        None => return Err(not_implemented("np.char.join with an array of separators is not supported by stridelab")),
    };
    let t = text_arg(&a.req("seq"))?;
    let f = |s: &str| s.chars().map(|c| c.to_string()).collect::<Vec<_>>().join(&sep);
    map_text(&t, &|x| map_str(x, &f), 0)
}

macro_rules! char_rows {
    ($($name:literal, $sig:literal, $doc:literal;)*) => {
        &[$(
            def!(concat!("numpy.char.", $name), $sig, $doc, concat!("np.char.", $name, "(np.array(['a b', 'Cd']))"), np_char),
            def!(concat!("numpy.strings.", $name), $sig, $doc, concat!("np.strings.", $name, "(np.array(['a b', 'Cd']))"), np_char),
        )*]
    };
}

/// `np.char` and `np.strings`: one row per function, listed under both names.
pub static TABLE: &[BuiltinDef] = char_rows! {
    "upper", "a", "Each string upper-cased (same width).";
    "lower", "a", "Each string lower-cased.";
    "swapcase", "a", "Upper case to lower and back.";
    "capitalize", "a", "First character upper case, the rest lower.";
    "title", "a", "Each word capitalized.";
    "strip", "a, chars=None", "Leading and trailing characters (whitespace by default) removed.";
    "lstrip", "a, chars=None", "Leading characters removed.";
    "rstrip", "a, chars=None", "Trailing characters removed.";
    "multiply", "a, i", "Each string repeated i times (the width grows i-fold).";
    "center", "a, width, fillchar=' '", "Each string centred in width characters.";
    "ljust", "a, width, fillchar=' '", "Each string left-justified in width characters.";
    "rjust", "a, width, fillchar=' '", "Each string right-justified in width characters.";
    "zfill", "a, width", "Each string padded with zeros on the left to width.";
    "replace", "a, old, new, count=-1", "Each occurrence of old replaced by new.";
    "str_len", "a", "The length of each string.";
    "count", "a, sub, start=0, end=None", "How many times sub occurs in each string.";
    "find", "a, sub, start=0, end=None", "Where sub first occurs in each string (-1 if nowhere).";
    "rfind", "a, sub, start=0, end=None", "Where sub last occurs in each string.";
    "startswith", "a, prefix, start=0, end=None", "Whether each string starts with prefix.";
    "endswith", "a, suffix, start=0, end=None", "Whether each string ends with suffix.";
    "isdigit", "a", "Whether each string is all digits.";
    "isalpha", "a", "Whether each string is all letters.";
    "isalnum", "a", "Whether each string is all letters and digits.";
    "isspace", "a", "Whether each string is all whitespace.";
    "islower", "a", "Whether each string's cased characters are all lower case.";
    "isupper", "a", "Whether each string's cased characters are all upper case.";
    "isnumeric", "a", "Whether each string is all numeric characters.";
    "isdecimal", "a", "Whether each string is all decimal characters.";
    "add", "x1, x2", "Element-wise concatenation.";
    "equal", "x1, x2", "Element-wise ==.";
    "not_equal", "x1, x2", "Element-wise !=.";
    "less", "x1, x2", "Element-wise <.";
    "greater", "x1, x2", "Element-wise >.";
    "less_equal", "x1, x2", "Element-wise <=.";
    "greater_equal", "x1, x2", "Element-wise >=.";
};

pub static JOIN_TABLE: &[BuiltinDef] = &[
    def!("numpy.char.join", "sep, seq", "Each string's characters joined by sep.", "np.char.join('-', np.array(['abc']))", np_char_join),
];

/// What the teaching views show of a text array: its memory as the uint8 array it is kept
/// as (one row of `itemsize` bytes per element), and a line saying how NumPy reads it.
pub fn underneath(t: &Rc<TextArray>) -> PyResult<(Rc<NdArray>, String)> {
    let note = format!(
        "{}; below, that memory as a uint8 array with one row of {} bytes per element",
        element_note(t),
        t.itemsize()
    );
    Ok((t.bytes.clone(), note))
}

/// What a text array's elements are made of: "dtype '<U7', shape (2,): each element is 7
/// UCS4 code points of 4 bytes, little-endian (28 bytes), unused ones 0".
pub fn element_note(t: &TextArray) -> String {
    let shape = stridelab_engine::array::shape_repr(t.shape());
    let each = match t.kind {
        TextKind::Str => format!("{} UCS4 code points of 4 bytes, little-endian", t.width),
        TextKind::Bytes | TextKind::Void => format!("{} bytes", t.width),
    };
    format!("dtype '{}', shape {shape}: each element is {each} ({} bytes), unused ones 0", t.kind.typestr(t.width), t.itemsize())
}
