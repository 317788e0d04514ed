//! Object arrays (`dtype=object`): arrays whose elements are Python objects.
//!
//! NumPy's model (numpy/_core/src/multiarray/arraytypes.c.src, `OBJECT_getitem`,
//! `OBJECT_setitem`, `OBJECT_dot`): the buffer holds 8-byte references to objects, so views,
//! slicing, reshape and transpose are those of any 8-byte dtype, `copy()` copies the
//! references (the same objects), `fill(x)` puts the same object everywhere and `a[i]` is
//! the object itself. Arithmetic calls the objects' own operators element by element, dot
//! products start from the first product and add the others in order, comparisons give
//! bool arrays. Discovery follows array_coercion.c with `dtype=object`: the shape goes as
//! deep as the nested lists are regular, and whatever lies below is an element (a ragged
//! list gives a 1-d array of lists). Printing is arrayprint.py's `_object_format`: each
//! element's repr, unpadded, a list shown as `list([...])`.
//!
//! The layout is the engine's: the references are an int64 array of indices into a heap of
//! objects that every view and copy of the array shares, so the view engine (indexing,
//! strides, `.base`, overlap) works on them unchanged and the teaching views can show which
//! object each cell refers to. The heap only grows (a store adds the stored object), which
//! keeps every index held by a view valid.

use std::cell::RefCell;
use std::rc::Rc;

use stridelab_display::arrayprint::{self, PrintOptions};
use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::error::{PyResult, not_implemented, type_error, value_error};
use stridelab_engine::ufunc::BinOp as UBin;
use stridelab_lang::ast::{BinOp, CmpOp};

use crate::args::Args;
use crate::convert::scalar_to_py;
use crate::interp::Interp;
use crate::ops;
use crate::value::{TypeObj, Value};
use super::stringdtype::StrDt;

/// The objects an object array's references point at, shared by its views and copies, and
/// the array's dtype: `object`, or a StringDType (`string`), whose elements are the Python
/// strings and missing-value object held here (numpy/_core/src/multiarray/stringdtype).
#[derive(Debug)]
pub struct HeapData {
    pub objs: RefCell<Vec<Value>>,
    pub string: Option<StrDt>,
}
pub type Heap = Rc<HeapData>;

/// A new heap holding `objs`.
pub fn heap(objs: Vec<Value>, string: Option<StrDt>) -> Heap {
    Rc::new(HeapData { objs: RefCell::new(objs), string })
}

/// An object array (its references and their heap), or the object dtype itself.
#[derive(Debug)]
pub enum Objects {
    Array(ObjArray),
    /// `np.dtype(object)`, `dtype('O')`
    DType,
    /// `np.dtypes.StringDType(...)`, `np.dtype('T')`
    StringDType(StrDt),
}

#[derive(Debug, Clone)]
pub struct ObjArray {
    /// int64 indices into `heap`, one per element, laid out as NumPy lays out the pointers
    pub refs: Rc<NdArray>,
    pub heap: Heap,
}

impl ObjArray {
    /// The elements in C order.
    pub fn elements(&self) -> Vec<Value> {
        let heap = self.heap.objs.borrow();
        self.refs.to_scalars().into_iter().map(|s| heap[index_of(s)].clone()).collect()
    }

    pub fn shape(&self) -> &[usize] {
        &self.refs.shape
    }
}

fn index_of(s: Scalar) -> usize {
    match s {
        Scalar::Int(i) => i.max(0) as usize,
        _ => 0,
    }
}

/// A new object array over `refs`, sharing `heap`.
pub fn wrap(refs: Rc<NdArray>, heap: &Heap) -> Value {
    Value::Objects(Rc::new(Objects::Array(ObjArray { refs, heap: heap.clone() })))
}

/// A new object array of `shape` holding `objs` (C order), with a heap of its own.
pub fn new_array(shape: &[usize], objs: Vec<Value>) -> PyResult<Value> {
    let ks: Vec<Scalar> = (0..objs.len() as i64).map(Scalar::Int).collect();
    let refs = NdArray::from_scalars(DType::Int64, shape, &ks)?;
    Ok(wrap(refs, &heap(objs, None)))
}

/// `np.zeros/ones/empty/full(shape, dtype=object)`: every element refers to `fill`.
pub fn filled(shape: &[usize], fill: Value, fortran: bool) -> PyResult<Value> {
    let n: usize = shape.iter().product();
    let refs = NdArray::from_scalars(DType::Int64, shape, &vec![Scalar::Int(0); n])?;
    let refs = if fortran { stridelab_engine::view::copy(&refs, DType::Int64, stridelab_engine::view::Order::F)? } else { refs };
    Ok(wrap(refs, &heap(vec![fill], None)))
}

/// `np.full(shape, fill, dtype=object)`: `fill` as an object array, broadcast as `copyto`
/// broadcasts it (one object stays one object in every element).
pub fn full(shape: &[usize], fill: &Value, fortran: bool) -> PyResult<Value> {
    let (fshape, objs) = operand(fill)?;
    if fshape.is_empty() {
        return filled(shape, objs.into_iter().next().unwrap_or(Value::None), fortran);
    }
    let fits = fshape.len() <= shape.len()
        && fshape.iter().rev().zip(shape.iter().rev()).all(|(f, s)| f == s || *f == 1);
    if !fits {
        return Err(value_error(format!(
            "could not broadcast input array from shape {} into shape {}",
            stridelab_engine::view::compact_shape(&fshape),
            stridelab_engine::view::compact_shape(shape)
        )));
    }
    let ks: Vec<Scalar> = broadcast_index(shape, &fshape).into_iter().map(|i| Scalar::Int(i as i64)).collect();
    let refs = NdArray::from_scalars(DType::Int64, shape, &ks)?;
    let refs = if fortran { stridelab_engine::view::copy(&refs, DType::Int64, stridelab_engine::view::Order::F)? } else { refs };
    Ok(wrap(refs, &heap(objs, None)))
}

/// `a.astype(object)` of a numeric array: its elements as Python scalars, in its layout
/// (NumPy's cast keeps 'K' order).
pub fn from_array(a: &Rc<NdArray>) -> PyResult<Value> {
    let objs: Vec<Value> = a.to_scalars().into_iter().map(scalar_to_py).collect();
    new_array(&a.shape, objs)
}

/// `numpy.dtypes.ObjectDType` or `numpy.dtypes.StringDType`: the class of a dtype value.
pub fn dtype_class(v: &Value) -> &'static str {
    match v {
        Value::Objects(o) if matches!(**o, Objects::StringDType(_)) => "numpy.dtypes.StringDType",
        _ => "numpy.dtypes.ObjectDType",
    }
}

/// The dtype an object or StringDType array prints (`object`, `StringDType()`), None for
/// any other value.
pub fn array_dtype_text(v: &Value) -> Option<String> {
    let o = as_obj(v)?;
    Some(o.heap.string.as_ref().map_or_else(|| "object".to_string(), |d| d.repr()))
}

/// What the teaching views show of an object array (not a StringDType one, whose 16-byte
/// elements the references do not lay out): its references as the int64 array they are
/// kept as, and a line saying what they stand for, numbering the objects they refer to.
pub fn underneath(v: &Value, label: &str) -> Option<(Rc<NdArray>, String)> {
    let o = as_obj(v)?;
    if o.heap.string.is_some() {
        return None;
    }
    let mut seen: Vec<usize> = Vec::new();
    for s in o.refs.to_scalars() {
        let k = index_of(s);
        if !seen.contains(&k) {
            seen.push(k);
            if seen.len() > 8 {
                break;
            }
        }
    }
    let heap = o.heap.objs.borrow();
    let opts = PrintOptions::default();
    let mut listed: Vec<String> = seen.iter().take(8).map(|&k| format!("#{k} = {}", elem_repr(&heap[k], &opts))).collect();
    if seen.len() > 8 {
        listed.push("...".to_string());
    }
    let note = format!(
        "{label}: dtype object ('|O'): 8-byte references to Python objects; NumPy stores their addresses, drawn here as int64 object numbers: {}",
        listed.join(", ")
    );
    Some((o.refs.clone(), note))
}

/// The object dtype value.
pub fn dtype_value() -> Value {
    Value::Objects(Rc::new(Objects::DType))
}

/// Whether a `dtype=` value names the object dtype: `object`, `np.object_`, `'O'`, `'object'`.
pub fn is_object_dtype(v: &Value) -> bool {
    match v {
        Value::Type(TypeObj::Object) => true,
        Value::Str(s) => matches!(&**s, "O" | "object" | "|O" | "O8" | "object_"),
        Value::Objects(o) => matches!(**o, Objects::DType),
        _ => false,
    }
}

/// The array inside a value, if it is an object array.
pub fn as_obj(v: &Value) -> Option<&ObjArray> {
    match v {
        Value::Objects(o) => match &**o {
            Objects::Array(a) => Some(a),
            Objects::DType | Objects::StringDType(_) => None,
        },
        _ => None,
    }
}

/// An element of an ndarray converted as NumPy's cast to object converts it (`LONG_getitem`
/// and friends give Python ints, floats, bools and complexes; text gives str and bytes).
/// A NumPy scalar met in a list stays itself (it is an object already).
fn py_elem(v: Value) -> Value {
    match v {
        Value::Array(a) if a.ndim() == 0 => scalar_to_py(a.get_flat(0)),
        other => other,
    }
}

fn array_elem(v: Value) -> Value {
    match v {
        Value::Scalar(_, s) => scalar_to_py(s),
        Value::NpStr(_) | Value::NpBytes(_) => crate::numpy::strings::to_python(&v),
        other => py_elem(other),
    }
}

/// The items of a value that counts as a sequence when an object array is discovered.
fn seq_items(v: &Value) -> PyResult<Option<Vec<Value>>> {
    Ok(match v {
        Value::List(l) => Some(l.borrow().clone()),
        Value::Tuple(t) => Some(t.as_ref().clone()),
        Value::Array(a) if a.ndim() > 0 => Some(ops::iterate(v)?.into_iter().map(array_elem).collect()),
        Value::Text(t) if !t.shape().is_empty() => Some(ops::iterate(v)?.into_iter().map(array_elem).collect()),
        Value::Objects(o) => match &**o {
            Objects::Array(a) if a.refs.ndim() > 0 => Some(iterate(a)?),
            _ => None,
        },
        _ => None,
    })
}

/// array_coercion.c with `dtype=object`: the shape as deep as the sequences are regular,
/// the elements below it; `ragged` when sequences of different lengths (or sequences beside
/// non-sequences) stopped the descent.
fn discover(obj: &Value) -> PyResult<(Vec<usize>, Vec<Value>, bool)> {
    discover_to(obj, 64)
}

/// `discover` stopping after `ndmax` dimensions (`np.array(..., ndmax=)`): deeper sequences
/// become the elements.
fn discover_to(obj: &Value, ndmax: usize) -> PyResult<(Vec<usize>, Vec<Value>, bool)> {
    let mut level = vec![obj.clone()];
    let mut shape = Vec::new();
    loop {
        if level.is_empty() || shape.len() >= ndmax {
            let objs = if ndmax < 64 { level.into_iter().map(py_elem).collect() } else { level };
            return Ok((shape, objs, false));
        }
        let items: Vec<Option<Vec<Value>>> = level.iter().map(seq_items).collect::<PyResult<_>>()?;
        let n = items[0].as_ref().map(|v| v.len());
        let regular = n.is_some() && items.iter().all(|it| it.as_ref().map(|v| v.len()) == n);
        if !regular {
            let ragged = items.iter().any(|it| it.is_some());
            return Ok((shape, level.into_iter().map(py_elem).collect(), ragged));
        }
        ops::check_seq_bytes(level.len() * n.unwrap_or(0), 8)?;
        shape.push(n.unwrap_or(0));
        level = items.into_iter().flatten().flatten().collect();
    }
}

/// Whether a value (a Python structure) holds an object NumPy can only keep in an object
/// array: None, a set, a dict, an instance of a class.
fn holds_objects(v: &Value, depth: usize) -> bool {
    if depth > 64 {
        return false;
    }
    match v {
        Value::List(l) => l.borrow().iter().any(|x| holds_objects(x, depth + 1)),
        Value::Tuple(t) => t.iter().any(|x| holds_objects(x, depth + 1)),
        Value::None | Value::Set(_) | Value::Dict(_) | Value::Object(_) | Value::Objects(_) => true,
        Value::Function(_) | Value::Builtin(_) | Value::Type(_) | Value::Slice(_) => true,
        _ => false,
    }
}

/// `np.array(obj, dtype)` / `np.asarray`: an object array when `dtype` is object, or when
/// no dtype is given and the data hold objects (or already are an object array).
/// `copy`: whether an object array argument is copied (its references; the objects stay).
pub fn array_arg(obj: &Value, dtype: Option<&Value>, copy: bool) -> PyResult<Option<Value>> {
    if let Some(dt) = dtype.and_then(super::stringdtype::dtype_of) {
        if let Some((o, have)) = super::stringdtype::of_array(obj)
            && !copy
            && super::stringdtype::same_dtype(have, &dt)
        {
            return Ok(Some(Value::Objects(Rc::new(Objects::Array(o.clone())))));
        }
        return super::stringdtype::array(obj, dt, &PrintOptions::default()).map(Some);
    }
    match dtype {
        Some(d) if is_object_dtype(d) => {}
        Some(d) if !d.is_none() => {
            if let Some(o) = as_obj(obj) {
                return astype(o, d).map(Some);
            }
            return Ok(None);
        }
        _ => {
            if let Some(o) = as_obj(obj) {
                return Ok(Some(if copy { copy_of(o)? } else { Value::Objects(Rc::new(Objects::Array(o.clone()))) }));
            }
            if !holds_objects(obj, 0) {
                return Ok(None);
            }
            let (shape, objs, ragged) = discover(obj)?;
            if ragged {
                // NumPy's ValueError for a ragged list without dtype=object
                return Ok(None);
            }
            return new_array(&shape, objs).map(Some);
        }
    }
    if let Some(o) = as_obj(obj) {
        return Ok(Some(if copy { copy_of(o)? } else { Value::Objects(Rc::new(Objects::Array(o.clone()))) }));
    }
    let (shape, objs, _) = discover(obj)?;
    new_array(&shape, objs).map(Some)
}

/// `np.array(obj, ..., ndmax=k)` of a Python structure: with `dtype=object`, an object array
/// of at most k dimensions (deeper sequences kept as its elements); otherwise None after
/// checking that the nesting fits in k dimensions (NumPy's ValueError when it does not).
pub fn array_ndmax(obj: &Value, dtype: Option<&Value>, ndmax: usize) -> PyResult<Option<Value>> {
    if dtype.is_some_and(is_object_dtype) {
        let (shape, objs, _) = discover_to(obj, ndmax)?;
        return new_array(&shape, objs).map(Some);
    }
    let (shape, _, _) = discover_to(obj, ndmax + 1)?;
    if shape.len() > ndmax {
        return Err(value_error(format!(
            "setting an array element with a sequence. The requested array would exceed the maximum number of dimension of {ndmax}."
        )));
    }
    Ok(None)
}

pub fn copy_of(o: &ObjArray) -> PyResult<Value> {
    Ok(wrap(stridelab_engine::view::copy(&o.refs, DType::Int64, stridelab_engine::view::Order::C)?, &o.heap))
}

/// `a.astype(d)` for a non-object `d`: the elements converted as `np.array(list, d)` does.
fn astype(o: &ObjArray, d: &Value) -> PyResult<Value> {
    if let Some(dt) = &o.heap.string {
        return super::stringdtype::astype(o, dt, d, &PrintOptions::default());
    }
    if let Some(dt) = super::stringdtype::dtype_of(d) {
        return super::stringdtype::array(&Value::Objects(Rc::new(Objects::Array(o.clone()))), dt, &PrintOptions::default());
    }
    if is_object_dtype(d) {
        return copy_of(o);
    }
    let dt = crate::convert::parse_dtype(d)?;
    let flat = crate::convert::to_array(&Value::list(o.elements()), Some(dt))?;
    let shape: Vec<i64> = o.shape().iter().map(|&n| n as i64).collect();
    Ok(Value::Array(stridelab_engine::view::reshape(&flat, &shape, stridelab_engine::view::Order::C, None)?))
}

/// arrayprint.py `_object_format`: a list shows as `list([...])`, anything else as its repr.
fn elem_repr(v: &Value, opts: &PrintOptions) -> String {
    match v {
        Value::List(_) => format!("list({})", crate::repr::repr(v, opts)),
        other => crate::repr::repr(other, opts),
    }
}

pub fn repr(o: &Objects, opts: &PrintOptions) -> String {
    match o {
        Objects::DType => "dtype('O')".into(),
        Objects::StringDType(d) => d.repr(),
        Objects::Array(a) => {
            let els = a.elements();
            let (shape, prefix) = (a.shape(), "array(");
            let lst = match arrayprint::size_of(shape) {
                0 => "[]".to_string(),
                n => {
                    let width = arrayprint::width_i64(opts.linewidth) - 1;
                    arrayprint::format_array(shape, &|i| elem_repr(&els[i], opts), n > opts.threshold, opts, ", ", prefix, width)
                }
            };
            let dtype = a.heap.string.as_ref().map_or_else(|| "object".to_string(), |d| d.repr());
            arrayprint::finish_repr(prefix, &lst, shape, Some(dtype), opts)
        }
    }
}

pub fn str(o: &Objects, opts: &PrintOptions) -> String {
    match o {
        Objects::DType => "object".into(),
        Objects::StringDType(d) => d.repr(),
        Objects::Array(a) => {
            let els = a.elements();
            let shape = a.shape();
            match arrayprint::size_of(shape) {
                _ if shape.is_empty() => crate::repr::str_of(&els[0], opts),
                0 => "[]".to_string(),
                n => {
                    let width = arrayprint::width_i64(opts.linewidth);
                    arrayprint::format_array(shape, &|i| elem_repr(&els[i], opts), n > opts.threshold, opts, " ", "", width)
                }
            }
        }
    }
}

/// A result of indexing the references: a view or copy of them, or one element's object.
fn from_refs(r: Value, heap: &Heap) -> Value {
    match r {
        Value::Array(x) => wrap(x, heap),
        Value::Scalar(_, s) => heap.objs.borrow()[index_of(s)].clone(),
        other => other,
    }
}

/// `a[idx]`
pub fn get_item(o: &ObjArray, idx: &Value) -> PyResult<Value> {
    Ok(from_refs(crate::index::array_get(&o.refs, idx)?, &o.heap))
}

fn push(heap: &Heap, v: Value) -> i64 {
    let mut h = heap.objs.borrow_mut();
    h.push(v);
    h.len() as i64 - 1
}

/// References in `heap` to the objects of `v` (an array, list or single object), as an
/// int64 array of `v`'s shape, ready to be assigned or broadcast.
fn refs_into(v: &Value, heap: &Heap) -> PyResult<Rc<NdArray>> {
    if let Some(src) = as_obj(v)
        && Rc::ptr_eq(&src.heap, heap)
    {
        return Ok(src.refs.clone());
    }
    let (shape, objs) = operand(v)?;
    let ks: Vec<Scalar> = objs.into_iter().map(|x| Scalar::Int(push(heap, x))).collect();
    NdArray::from_scalars(DType::Int64, &shape, &ks)
}

/// `a[idx] = v`: one element stores the object itself (a list or an array included, as
/// `OBJECT_setitem` does); several take `v`'s elements, broadcast.
pub fn set_item(o: &ObjArray, idx: &Value, v: &Value) -> PyResult<()> {
    let target = crate::index::array_get(&o.refs, idx)?;
    if let Some(dt) = &o.heap.string {
        // each stored value becomes a string (or the missing value) first
        let opts = PrintOptions::default();
        if let Value::Scalar(..) = target {
            let k = push(&o.heap, dt.coerce_value(v, &opts)?);
            return crate::index::array_set(&o.refs, idx, &Value::Int(k as i128));
        }
        let (shape, els) = operand(v)?;
        let ks = els.iter().map(|x| Ok(Scalar::Int(push(&o.heap, dt.coerce_value(x, &opts)?)))).collect::<PyResult<Vec<_>>>()?;
        return crate::index::array_set(&o.refs, idx, &Value::Array(NdArray::from_scalars(DType::Int64, &shape, &ks)?));
    }
    if let Value::Scalar(..) = target {
        let k = push(&o.heap, v.clone());
        return crate::index::array_set(&o.refs, idx, &Value::Int(k as i128));
    }
    let src = refs_into(v, &o.heap)?;
    crate::index::array_set(&o.refs, idx, &Value::Array(src))
}

/// `for x in a`: the objects of a 1-d array, sub-arrays otherwise.
pub fn iterate(o: &ObjArray) -> PyResult<Vec<Value>> {
    if o.refs.ndim() == 0 {
        return Err(type_error("iteration over a 0-d array"));
    }
    Ok(ops::iterate(&Value::Array(o.refs.clone()))?.into_iter().map(|r| from_refs(r, &o.heap)).collect())
}

/// `bool(a)`: the truth of a lone element, NumPy's ValueError otherwise.
pub fn truthy(o: &ObjArray) -> PyResult<bool> {
    match o.refs.size() {
        1 => ops::truthy(&o.elements()[0]),
        0 => Err(value_error("The truth value of an empty array is ambiguous. Use `array.size > 0` to check that an array is not empty.")),
        _ => Err(value_error("The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()")),
    }
}

pub fn is_same(a: &Objects, b: &Objects) -> bool {
    match (a, b) {
        (Objects::Array(x), Objects::Array(y)) => Rc::ptr_eq(&x.refs, &y.refs),
        (Objects::DType, Objects::DType) => true,
        (Objects::StringDType(x), Objects::StringDType(y)) => super::stringdtype::same_dtype(x, y),
        _ => false,
    }
}

/// The object dtype's attributes.
fn dtype_attr(name: &str) -> PyResult<Value> {
    Ok(match name {
        "name" => Value::str("object"),
        "kind" | "char" => Value::str("O"),
        "str" => Value::str("|O"),
        "itemsize" | "alignment" => Value::Int(8),
        "num" => Value::Int(17),
        "type" => Value::Type(TypeObj::Object),
        "hasobject" => Value::Bool(true),
        "ndim" => Value::Int(0),
        "shape" => Value::tuple(vec![]),
        "byteorder" => Value::str("|"),
        "isbuiltin" => Value::Int(1),
        "names" | "fields" | "subdtype" | "metadata" => Value::None,
        _ => return Err(stridelab_engine::error::attribute_error(format!("'numpy.dtypes.ObjectDType' object has no attribute '{name}'"))),
    })
}

/// The methods an object array has (the others are refused).
const METHODS: &[&str] = &[
    "copy", "__copy__", "__deepcopy__", "fill", "item", "tolist", "reshape", "ravel", "flatten", "transpose", "squeeze",
    "swapaxes", "repeat", "take", "diagonal", "astype", "view", "sum", "prod",
];

/// `a.name`
pub fn attr(interp: &mut Interp, obj: &Value, o: &Objects, name: &str) -> PyResult<Value> {
    let a = match o {
        Objects::DType => return dtype_attr(name),
        Objects::StringDType(d) => return super::stringdtype::dtype_attr(d, name),
        Objects::Array(a) => a,
    };
    match name {
        "dtype" => Ok(a.heap.string.clone().map_or_else(dtype_value, super::stringdtype::dtype_value)),
        // NumPy's StringDType elements are 16 bytes, the references kept for them 8
        "strides" | "itemsize" | "nbytes" if a.heap.string.is_some() => {
            let v = crate::attrs::get_attr_plain(interp, &Value::Array(a.refs.clone()), name)?;
            let twice = |x: &Value| Ok(Value::Int(2 * ops::expect_int(x)? as i128));
            match &v {
                Value::Tuple(t) => Ok(Value::tuple(t.iter().map(twice).collect::<PyResult<_>>()?)),
                other => twice(other),
            }
        }
        "T" | "mT" => {
            let r = crate::attrs::get_attr_plain(interp, &Value::Array(a.refs.clone()), name)?;
            Ok(from_refs(r, &a.heap))
        }
        "base" => Ok(match &a.refs.base {
            Some(stridelab_engine::array::Base::Array(b)) => wrap(b.clone(), &a.heap),
            _ => Value::None,
        }),
        "real" | "imag" | "flat" | "data" | "ctypes" => {
            Err(not_implemented(format!("the '{name}' attribute of object arrays is not supported by stridelab")))
        }
        "shape" | "ndim" | "size" | "strides" | "itemsize" | "nbytes" | "flags" => {
            crate::attrs::get_attr_plain(interp, &Value::Array(a.refs.clone()), name)
        }
        _ if METHODS.contains(&name) => Ok(Value::Method(Rc::new((obj.clone(), name.to_string())))),
        _ if crate::numpy::ndarray::is_method(name) => Err(not_implemented(format!(
            "the ndarray method '{name}' on object arrays is not supported by stridelab"
        ))),
        _ => Err(crate::numpy::ndarray::no_method(name)),
    }
}

/// `a.name(...)`
pub fn call_method(interp: &mut Interp, o: &Objects, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let a = match o {
        Objects::DType | Objects::StringDType(_) => return Err(not_implemented(format!("dtype method '{name}' is not supported by stridelab"))),
        Objects::Array(a) => a,
    };
    let inner = Value::Array(a.refs.clone());
    match name {
        "fill" => {
            let args = Args::bind("fill", "value", pos, kw)?;
            // the same object in every element
            let value = match &a.heap.string {
                Some(dt) => dt.coerce_value(&args.req("value"), &interp.print_opts)?,
                None => args.req("value"),
            };
            let k = push(&a.heap, value);
            crate::numpy::ndarray::call_method(interp, &inner, "fill", vec![Value::Int(k as i128)], vec![])
        }
        "item" => {
            let r = crate::numpy::ndarray::call_method(interp, &inner, "item", pos, kw)?;
            Ok(match r {
                Value::Int(k) => a.heap.objs.borrow()[k.max(0) as usize].clone(),
                other => other,
            })
        }
        "tolist" => {
            let _ = Args::bind("tolist", "", pos, kw)?;
            fn nest(els: &[Value], shape: &[usize]) -> Value {
                match shape.split_first() {
                    None => els[0].clone(),
                    Some((n, rest)) => {
                        let step: usize = rest.iter().product();
                        Value::list((0..*n).map(|i| nest(&els[(i * step).min(els.len())..], rest)).collect())
                    }
                }
            }
            let els = a.elements();
            Ok(if els.is_empty() && a.shape().is_empty() { Value::None } else { nest(&els, a.shape()) })
        }
        "astype" => {
            let args = Args::bind("astype", "dtype, order='K', casting='unsafe', subok=True, copy=True", pos, kw)?;
            astype(a, &args.req("dtype"))
        }
        "__deepcopy__" => Err(not_implemented("ndarray.__deepcopy__ of object arrays is not supported by stridelab; use copy.deepcopy")),
        "view" => {
            let args = Args::bind("view", "dtype=None, type=None", pos, kw)?;
            match (args.opt("dtype"), args.opt("type")) {
                (None, None) => Ok(wrap(stridelab_engine::view::same_view(&a.refs)?, &a.heap)),
                _ => Err(not_implemented("viewing an object array as another dtype or type is not supported by stridelab")),
            }
        }
        "sum" | "prod" => {
            let args = Args::bind(name, "axis=None, dtype=None, out=None, keepdims=False, initial=<no value>, where=True", pos, kw)?;
            if ["axis", "dtype", "out", "keepdims", "initial", "where"].iter().any(|k| args.opt(k).is_some()) {
                return Err(not_implemented(format!("{name}() of an object array with arguments is not supported by stridelab")));
            }
            let op = if name == "sum" { BinOp::Add } else { BinOp::Mul };
            reduce_all(interp, op, a.elements(), if name == "sum" { 0 } else { 1 })
        }
        // the layout methods are those of the references
        _ => from_layout(crate::numpy::ndarray::call_method(interp, &inner, name, pos, kw)?, &a.heap),
    }
}

fn from_layout(r: Value, heap: &Heap) -> PyResult<Value> {
    Ok(match r {
        Value::Array(x) if x.dtype == DType::Int64 => wrap(x, heap),
        Value::Scalar(DType::Int64, s) => heap.objs.borrow()[index_of(s)].clone(),
        Value::None => Value::None,
        other => return Err(not_implemented(format!("this method of object arrays is not supported by stridelab (it gave a '{}')", other.type_name()))),
    })
}

/// A reduction over every element, in order (`OBJECT_add` called along the array): the
/// first element starts it; an empty array gives the identity.
fn reduce_all(interp: &mut Interp, op: BinOp, els: Vec<Value>, identity: i128) -> PyResult<Value> {
    let mut it = els.into_iter();
    let Some(mut acc) = it.next() else { return Ok(Value::Int(identity)) };
    for x in it {
        acc = ops::binary_op(interp, op, &acc, &x)?;
    }
    Ok(acc)
}

/// A value taking part in an object-array operation, as (shape, objects in C order).
pub fn operand(v: &Value) -> PyResult<(Vec<usize>, Vec<Value>)> {
    match v {
        Value::Objects(o) => match &**o {
            Objects::Array(a) => Ok((a.shape().to_vec(), a.elements())),
            Objects::DType | Objects::StringDType(_) => Ok((vec![], vec![v.clone()])),
        },
        Value::Array(a) => Ok((a.shape.clone(), a.to_scalars().into_iter().map(scalar_to_py).collect())),
        Value::Scalar(_, s) => Ok((vec![], vec![scalar_to_py(*s)])),
        Value::Text(t) => Ok((t.shape().to_vec(), t.texts().into_iter().map(|x| array_elem(crate::numpy::strings::elem_value(x))).collect())),
        Value::Record(_) | Value::Time(_) => Err(not_implemented(format!(
            "mixing object arrays with {} arrays is not supported by stridelab",
            v.type_name()
        ))),
        Value::List(_) | Value::Tuple(_) => {
            let (shape, objs, _) = discover(v)?;
            Ok((shape, objs))
        }
        other => Ok((vec![], vec![other.clone()])),
    }
}

/// For each element of `out` (C order), the flat index of the element of an operand of
/// shape `shape` broadcast to it.
pub(crate) fn broadcast_index(out: &[usize], shape: &[usize]) -> Vec<usize> {
    let pad = out.len() - shape.len();
    let mut strides = vec![0usize; out.len()];
    let mut s = 1;
    for i in (0..shape.len()).rev() {
        strides[pad + i] = if shape[i] == 1 { 0 } else { s };
        s *= shape[i];
    }
    indices(out).iter().map(|idx| idx.iter().zip(&strides).map(|(i, s)| i * s).sum()).collect()
}

/// Broadcast two operands and call `f` on each pair of objects; the results' shape.
fn elementwise(
    interp: &mut Interp,
    a: &Value,
    b: &Value,
    f: &mut dyn FnMut(&mut Interp, &Value, &Value) -> PyResult<Value>,
) -> PyResult<(Vec<usize>, Vec<Value>)> {
    let (sa, ea) = operand(a)?;
    let (sb, eb) = operand(b)?;
    let shape = stridelab_engine::ufunc::broadcast_shapes(&[&sa, &sb]).map_err(|_| {
        value_error(format!(
            "operands could not be broadcast together with shapes {} {} ",
            stridelab_engine::array::shape_repr(&sa),
            stridelab_engine::array::shape_repr(&sb)
        ))
    })?;
    let (ia, ib) = (broadcast_index(&shape, &sa), broadcast_index(&shape, &sb));
    stridelab_engine::budget::charge(ia.len() as u64 * ops::SCAN_STEP);
    let mut out = Vec::with_capacity(ia.len());
    for (i, j) in ia.into_iter().zip(ib) {
        out.push(f(interp, &ea[i], &eb[j])?);
    }
    Ok((shape, out))
}

/// An object result: a 0-d result is the object itself, as NumPy's ufuncs return it.
fn object_result(shape: &[usize], mut objs: Vec<Value>) -> PyResult<Value> {
    if shape.is_empty() {
        return Ok(objs.pop().unwrap_or(Value::None));
    }
    new_array(shape, objs)
}

/// `a <op> b` with an object array on either side: the objects' own operator, element by
/// element.
pub fn binary(interp: &mut Interp, op: BinOp, a: &Value, b: &Value) -> PyResult<Value> {
    if let Some(dt) = super::stringdtype::involved(&[a, b]) {
        return super::stringdtype::binary(op, a, b, &dt);
    }
    let (shape, objs) = elementwise(interp, a, b, &mut |i, x, y| ops::binary_op(i, op, x, y))?;
    object_result(&shape, objs)
}

/// `a <cmp> b` with an object array on either side: a bool array of the objects' answers.
pub fn compare(interp: &mut Interp, op: CmpOp, a: &Value, b: &Value) -> PyResult<Value> {
    if let Some(dt) = super::stringdtype::involved(&[a, b]) {
        return super::stringdtype::compare(op, a, b, &dt);
    }
    let (shape, objs) = elementwise(interp, a, b, &mut |i, x, y| {
        let r = ops::compare(i, op, x, y)?;
        Ok(Value::Bool(ops::truthy(&r)?))
    })?;
    let s: Vec<Scalar> = objs.iter().map(|v| Scalar::Bool(matches!(v, Value::Bool(true)))).collect();
    Ok(ops::from_result(NdArray::from_scalars(DType::Bool, &shape, &s)?))
}

/// Whether any of the values is an object array.
pub fn involved(vals: &[&Value]) -> bool {
    vals.iter().any(|v| as_obj(v).is_some())
}

/// `np.add(x1, x2)` and the other binary ufuncs when an object array takes part; None for
/// the ufuncs stridelab has no object loop for (they then raise as before).
pub fn ufunc(interp: &mut Interp, op: UBin, a: &Args) -> PyResult<Option<Value>> {
    let (x, y) = (a.req("x1"), a.req("x2"));
    if !involved(&[&x, &y]) {
        return Ok(None);
    }
    if ["out", "where", "dtype", "casting", "order", "signature"].iter().any(|k| a.opt(k).is_some()) {
        return Err(not_implemented("ufunc keyword arguments with object arrays are not supported by stridelab"));
    }
    let cmp = match op {
        UBin::Eq => Some(CmpOp::Eq),
        UBin::Ne => Some(CmpOp::Ne),
        UBin::Lt => Some(CmpOp::Lt),
        UBin::Le => Some(CmpOp::Le),
        UBin::Gt => Some(CmpOp::Gt),
        UBin::Ge => Some(CmpOp::Ge),
        _ => None,
    };
    if let Some(c) = cmp {
        return compare(interp, c, &x, &y).map(Some);
    }
    let bin = match op {
        UBin::Add => BinOp::Add,
        UBin::Sub => BinOp::Sub,
        UBin::Mul => BinOp::Mul,
        UBin::TrueDiv => BinOp::Div,
        UBin::FloorDiv => BinOp::FloorDiv,
        UBin::Mod => BinOp::Mod,
        UBin::Pow => BinOp::Pow,
        UBin::BitAnd => BinOp::BitAnd,
        UBin::BitOr => BinOp::BitOr,
        UBin::BitXor => BinOp::BitXor,
        UBin::LShift => BinOp::LShift,
        UBin::RShift => BinOp::RShift,
        _ => return Err(not_implemented("this ufunc on object arrays is not supported by stridelab")),
    };
    binary(interp, bin, &x, &y).map(Some)
}

/// `np.outer(a, b)`: `multiply(a.ravel()[:, None], b.ravel()[None, :])` on objects.
pub fn outer(interp: &mut Interp, a: &Value, b: &Value) -> PyResult<Value> {
    let (_, ea) = operand(a)?;
    let (_, eb) = operand(b)?;
    let mut out = Vec::with_capacity(ea.len() * eb.len());
    for x in &ea {
        for y in &eb {
            out.push(ops::binary_op(interp, BinOp::Mul, x, y)?);
        }
    }
    new_array(&[ea.len(), eb.len()], out)
}

/// The flat C-order index of a multi-index.
fn flat_of(shape: &[usize], idx: &[usize]) -> usize {
    idx.iter().zip(shape).fold(0, |acc, (i, n)| acc * n + i)
}

/// All multi-indices of `shape`, in C order.
fn indices(shape: &[usize]) -> Vec<Vec<usize>> {
    let n: usize = shape.iter().product();
    let mut out = Vec::with_capacity(n);
    let mut idx = vec![0usize; shape.len()];
    for _ in 0..n {
        out.push(idx.clone());
        for d in (0..shape.len()).rev() {
            idx[d] += 1;
            if idx[d] < shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    out
}

/// The contraction of `a`'s axes `ax` with `b`'s axes `bx` (as tensordot transposes and
/// reshapes them into one matrix product): the free axes of `a`, then those of `b`; each
/// element is `OBJECT_dot` over the summed indices in C order, the first product followed
/// by `+` of each next one.
fn contract(interp: &mut Interp, a: &Value, b: &Value, ax: &[usize], bx: &[usize]) -> PyResult<(Vec<usize>, Vec<Value>)> {
    let (sa, ea) = operand(a)?;
    let (sb, eb) = operand(b)?;
    for (&i, &j) in ax.iter().zip(bx) {
        if sa[i] != sb[j] {
            return Err(value_error("shape-mismatch for sum"));
        }
    }
    let free_a: Vec<usize> = (0..sa.len()).filter(|d| !ax.contains(d)).collect();
    let free_b: Vec<usize> = (0..sb.len()).filter(|d| !bx.contains(d)).collect();
    let sum_shape: Vec<usize> = ax.iter().map(|&d| sa[d]).collect();
    let out_shape: Vec<usize> = free_a.iter().map(|&d| sa[d]).chain(free_b.iter().map(|&d| sb[d])).collect();
    let sums = indices(&sum_shape);
    let mut out = Vec::new();
    let (mut ia, mut ib) = (vec![0usize; sa.len()], vec![0usize; sb.len()]);
    for oi in indices(&out_shape) {
        for (k, &d) in free_a.iter().enumerate() {
            ia[d] = oi[k];
        }
        for (k, &d) in free_b.iter().enumerate() {
            ib[d] = oi[free_a.len() + k];
        }
        let mut acc: Option<Value> = None;
        for s in &sums {
            for (k, (&i, &j)) in ax.iter().zip(bx).enumerate() {
                ia[i] = s[k];
                ib[j] = s[k];
            }
            let p = ops::binary_op(interp, BinOp::Mul, &ea[flat_of(&sa, &ia)], &eb[flat_of(&sb, &ib)])?;
            acc = Some(match acc {
                None => p,
                Some(t) => ops::binary_op(interp, BinOp::Add, &t, &p)?,
            });
        }
        // an empty sum: OBJECT_dot gives False (NumPy's zero for a sum of no terms)
        out.push(acc.unwrap_or(Value::Bool(false)));
    }
    Ok((out_shape, out))
}

fn axis_list(v: &Value) -> PyResult<Vec<i64>> {
    match ops::iterate(v) {
        Ok(items) => items.iter().map(ops::expect_int).collect(),
        Err(_) => Ok(vec![ops::expect_int(v)?]),
    }
}

fn norm_axes(axes: &[i64], nd: usize) -> PyResult<Vec<usize>> {
    axes.iter()
        .map(|&x| {
            let y = if x < 0 { x + nd as i64 } else { x };
            if y < 0 || y >= nd as i64 {
                Err(stridelab_engine::error::index_error("tuple index out of range"))
            } else {
                Ok(y as usize)
            }
        })
        .collect()
}

/// `np.tensordot(a, b, axes)` when an object array takes part.
pub fn tensordot(interp: &mut Interp, a: &Value, b: &Value, axes: &Value) -> PyResult<Value> {
    let (na, nb) = (operand(a)?.0.len(), operand(b)?.0.len());
    let (axa, axb) = match ops::iterate(axes) {
        Ok(items) if items.len() == 2 => (axis_list(&items[0])?, axis_list(&items[1])?),
        Ok(items) => return Err(value_error(format!("not enough values to unpack (expected 2, got {})", items.len()))),
        Err(_) => {
            let n = ops::expect_int(axes)?.clamp(0, 65);
            ((-n..0).collect(), (0..n).collect())
        }
    };
    if axa.len() != axb.len() {
        return Err(value_error("shape-mismatch for sum"));
    }
    let (ax, bx) = (norm_axes(&axa, na)?, norm_axes(&axb, nb)?);
    let (shape, objs) = contract(interp, a, b, &ax, &bx)?;
    // tensordot reshapes dot's result, so a full contraction is a 0-d array
    new_array(&shape, objs)
}

/// `np.dot(a, b)` when an object array takes part: the last axis of `a` with the
/// second-to-last of `b` (the only one of a 1-d `b`); a 0-d operand multiplies.
pub fn dot(interp: &mut Interp, a: &Value, b: &Value) -> PyResult<Value> {
    let (na, nb) = (operand(a)?.0.len(), operand(b)?.0.len());
    if na == 0 || nb == 0 {
        return binary(interp, BinOp::Mul, a, b);
    }
    let bx = if nb == 1 { 0 } else { nb - 2 };
    let (shape, objs) = contract(interp, a, b, &[na - 1], &[bx])?;
    object_result(&shape, objs)
}

/// `np.isin(element, test_elements)` with objects on either side: whether each element
/// equals (`==`) some test element, as NumPy's object path compares them.
pub fn isin(interp: &mut Interp, element: &Value, test: &Value, invert: bool) -> PyResult<Value> {
    let (shape, els) = operand(element)?;
    let (_, tests) = operand(test)?;
    let mut out = Vec::with_capacity(els.len());
    for e in &els {
        let mut found = false;
        for t in &tests {
            let r = ops::compare(interp, CmpOp::Eq, e, t)?;
            if ops::truthy(&r)? {
                found = true;
                break;
            }
        }
        out.push(Scalar::Bool(found != invert));
    }
    Ok(Value::Array(NdArray::from_scalars(DType::Bool, &shape, &out)?))
}

/// `copy.deepcopy(a)`: a new array of deep copies of the objects.
pub fn deep_copy(o: &ObjArray, copy: &mut dyn FnMut(&Value) -> PyResult<Value>) -> PyResult<Value> {
    let objs = o.elements().iter().map(copy).collect::<PyResult<Vec<_>>>()?;
    new_array(o.shape(), objs)
}

/// `len(a)`
pub fn len(o: &ObjArray) -> PyResult<usize> {
    o.shape().first().copied().ok_or_else(|| type_error("len() of unsized object"))
}

/// `np.sort(a, axis)` of an object or StringDType array: each lane's references ordered by
/// their objects (npysort's quicksort with `OBJECT_compare`, `<`; StringDType's own
/// comparison), in a new array of the same objects. `axis=None` sorts the flattened array.
pub fn sorted(interp: &mut Interp, o: &ObjArray, axis: Option<Value>) -> PyResult<Value> {
    use stridelab_engine::view::{Order, copy, reshape};
    let refs = match axis {
        Some(Value::None) => reshape(&o.refs, &[-1], Order::C, None)?,
        _ => copy(&o.refs, DType::Int64, Order::C)?,
    };
    let k = match axis {
        None | Some(Value::None) => -1,
        Some(v) => ops::expect_int(&v)?,
    };
    let shape = refs.shape.clone();
    let ax = stridelab_engine::slicing::normalize_axis(k as i64, shape.len())
        .map_err(stridelab_engine::error::axis_error)?;
    let mut keys: Vec<i64> = refs.to_scalars().into_iter().map(|s| index_of(s) as i64).collect();
    let (n, inner) = (shape[ax], shape[ax + 1..].iter().product::<usize>());
    let outer = keys.len().checked_div(n * inner).unwrap_or(0);
    let heap = o.heap.clone();
    let string = heap.string.clone();
    let mut lt = |x: i64, y: i64| -> PyResult<bool> {
        let objs = heap.objs.borrow();
        let (a, b) = (objs[x as usize].clone(), objs[y as usize].clone());
        drop(objs);
        match &string {
            Some(dt) => Ok(super::stringdtype::sort_order(dt, &a, &b)?.is_lt()),
            None => ops::truthy(&ops::compare(interp, CmpOp::Lt, &a, &b)?),
        }
    };
    stridelab_engine::budget::charge(keys.len() as u64 * ops::SCAN_STEP);
    for i in 0..outer {
        for j in 0..inner {
            let at: Vec<usize> = (0..n).map(|t| (i * n + t) * inner + j).collect();
            let mut lane: Vec<i64> = at.iter().map(|&p| keys[p]).collect();
            sort_lane(&mut lane, &mut lt)?;
            for (p, v) in at.into_iter().zip(lane) {
                keys[p] = v;
            }
        }
    }
    let ks: Vec<Scalar> = keys.into_iter().map(Scalar::Int).collect();
    Ok(wrap(NdArray::from_scalars(DType::Int64, &shape, &ks)?, &o.heap))
}

/// Sort with a comparison that can raise: insertion sort for short lanes, as npysort's
/// quicksort finishes them (`v < a[j]` for each next element `v`, so an unorderable pair
/// raises the error NumPy raises), a merge sort for longer ones.
fn sort_lane(v: &mut Vec<i64>, lt: &mut dyn FnMut(i64, i64) -> PyResult<bool>) -> PyResult<()> {
    if v.len() <= 16 {
        for i in 1..v.len() {
            let x = v[i];
            let mut j = i;
            while j > 0 && lt(x, v[j - 1])? {
                v[j] = v[j - 1];
                j -= 1;
            }
            v[j] = x;
        }
        return Ok(());
    }
    let mut right = v.split_off(v.len() / 2);
    sort_lane(v, lt)?;
    sort_lane(&mut right, lt)?;
    let left = std::mem::take(v);
    let (mut i, mut j) = (0, 0);
    while i < left.len() && j < right.len() {
        if lt(right[j], left[i])? {
            v.push(right[j]);
            j += 1;
        } else {
            v.push(left[i]);
            i += 1;
        }
    }
    v.extend_from_slice(&left[i..]);
    v.extend_from_slice(&right[j..]);
    Ok(())
}
