//! Subclasses of `np.ndarray` (`class C(np.ndarray)`), as NumPy's user guide
//! "Subclassing ndarray" (doc/source/user/basics.subclassing.rst) describes them: explicit
//! construction through `ndarray.__new__`, view casting (`arr.view(C)`), new-from-template
//! (slicing, methods, ufunc results), `__array_finalize__` on each, `__array_wrap__` on ufunc
//! outputs, instance attributes and the class name in the repr. The rules follow
//! numpy/_core/src/multiarray/ctors.c (`PyArray_NewFromDescr_int` calls
//! `__array_finalize__` with the template, or None), arrayobject.c (`PyArray_SetBaseObject`
//! stops collapsing `.base` where the type changes), methods.c (`array_view`,
//! `array_wraparray`) and arraywrap.c (`npy_find_array_wrap`, `npy_apply_wrap`).
//!
//! The design, kept in this one file: an instance of a subclass is an ordinary
//! `Value::Array`, so every function, index and teaching view (mem, info, whereis) sees
//! its memory as it sees any array's. What makes it an instance of C is an entry in a
//! registry keyed by the array object (the `Rc` allocation, which a `Weak` in the entry
//! keeps from being reused while the entry lives): its class and its instance dict.
//! `type()`, attribute lookup, method calls, the repr and indexing consult the registry;
//! a new array nobody registered is a plain ndarray, which is what NumPy's functions
//! that call `asarray` return. Not modelled: `__array_ufunc__` and `__array_function__`
//! overrides (refused when the class is defined), `__array_priority__`-driven operator
//! deferral, and the subclass-preserving NumPy functions other than ufuncs, `np.array(...,
//! subok=True)` and the ndarray methods (their results are base-class arrays).

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::{Rc, Weak};

use crate::interp::Interp;
use crate::python::classes::{self, class_attr, class_name};
use crate::value::{ClassId, TypeObj, Value};
use stridelab_engine::array::{Base, NdArray};
use stridelab_engine::error::{ExcKind, PyErr, PyResult, attribute_error, not_implemented, type_error};

struct Entry {
    arr: Weak<NdArray>,
    class: ClassId,
    dict: HashMap<String, Value>,
}

thread_local! {
    /// Every live subclass instance, by the address of its array object.
    static SUBS: RefCell<HashMap<usize, Entry>> = RefCell::new(HashMap::new());
    /// The registry's size after the last sweep of dead entries.
    static SWEPT: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

fn key(a: &Rc<NdArray>) -> usize {
    Rc::as_ptr(a) as usize
}

/// The subclass `a` is an instance of (None: a plain ndarray).
pub fn class_of(a: &Rc<NdArray>) -> Option<ClassId> {
    SUBS.with(|s| {
        let s = s.borrow();
        if s.is_empty() {
            return None;
        }
        s.get(&key(a)).filter(|e| e.arr.strong_count() > 0).map(|e| e.class)
    })
}

/// Whether any of the values is an instance of an ndarray subclass.
pub fn any_instance(vals: &[Value]) -> bool {
    vals.iter().any(|v| matches!(v, Value::Array(a) if class_of(a).is_some()))
}

/// Make the array object `a` an instance of `class` with an empty instance dict.
fn register(a: &Rc<NdArray>, class: ClassId) {
    SUBS.with(|s| {
        let mut s = s.borrow_mut();
        // dead entries go when the registry has doubled since the last sweep
        if s.len() > 2 * SWEPT.get() + 64 {
            s.retain(|_, e| e.arr.strong_count() > 0);
            SWEPT.set(s.len());
        }
        s.insert(key(a), Entry { arr: Rc::downgrade(a), class, dict: HashMap::new() });
    });
}

/// `x.shape = ...` and friends give the array a new object: it stays what it was.
pub fn carry(old: &Rc<NdArray>, new: &Rc<NdArray>) {
    SUBS.with(|s| {
        let mut s = s.borrow_mut();
        if let Some(e) = s.remove(&key(old)) {
            s.insert(key(new), Entry { arr: Rc::downgrade(new), class: e.class, dict: e.dict });
        }
    });
}

fn dict_get(a: &Rc<NdArray>, name: &str) -> Option<Value> {
    SUBS.with(|s| s.borrow().get(&key(a)).and_then(|e| e.dict.get(name).cloned()))
}

/// The class body of an ndarray subclass: the overrides stridelab does not model are refused
/// when the class is made, rather than silently ignored when NumPy would call them.
pub fn check_class_body(attrs: &HashMap<String, Value>) -> PyResult<()> {
    for name in ["__array_ufunc__", "__array_function__"] {
        if attrs.contains_key(name) {
            return Err(not_implemented(format!("ndarray subclasses that define {name} are not supported by stridelab")));
        }
    }
    Ok(())
}

/// NumPy's `.base` for a new view of type `class` (None: ndarray) of `parent`: the first
/// array up the chain that owns its data or whose base is of another type.
fn numpy_base(parent: &Rc<NdArray>, class: Option<ClassId>) -> Rc<NdArray> {
    let mut obj = parent.clone();
    loop {
        if obj.owndata {
            return obj;
        }
        let next = match &obj.base {
            Some(Base::Array(tmp)) if class_of(tmp) == class => tmp.clone(),
            _ => return obj,
        };
        obj = next;
    }
}

/// A view the engine made of `parent` (its base collapsed past subclass instances) with
/// NumPy's base for a view of type `class`.
fn rebased(r: Rc<NdArray>, parent: &Rc<NdArray>, class: Option<ClassId>) -> Rc<NdArray> {
    let engine_base = stridelab_engine::array::collapse_base(parent);
    match &r.base {
        Some(Base::Array(b)) if !r.owndata && Rc::ptr_eq(b, &engine_base) => {
            let want = numpy_base(parent, class);
            if Rc::ptr_eq(&want, b) {
                r
            } else {
                stridelab_engine::records::rebase(r, Some(Base::Array(want)))
            }
        }
        _ => r,
    }
}

/// Call `__array_finalize__(self, obj)` if the class defines one (ndarray's does nothing).
fn finalize(interp: &mut Interp, class: ClassId, this: &Value, obj: Value) -> PyResult<()> {
    match class_attr(class, "__array_finalize__") {
        Some(f @ Value::Function(_)) => {
            interp.call(&f, vec![this.clone(), obj], vec![])?;
        }
        Some(Value::None) | None => {}
        Some(other) => {
            interp.call(&other, vec![obj], vec![])?;
        }
    }
    Ok(())
}

/// `r`, a new array made from `parent` (a view or a copy), as an instance of `class`:
/// NumPy's new-from-template, which calls `__array_finalize__(r, obj)`.
fn adopt(interp: &mut Interp, r: Rc<NdArray>, parent: &Rc<NdArray>, class: ClassId, obj: Value) -> PyResult<Value> {
    if Rc::ptr_eq(&r, parent) || class_of(&r).is_some() {
        return Ok(Value::Array(r));
    }
    let r = shaped(rebased(r, parent, Some(class)), class)?;
    register(&r, class);
    let v = Value::Array(r);
    finalize(interp, class, &v, obj)?;
    Ok(v)
}

/// The layout `__array_finalize__` gives a new instance before any class code sees it: a
/// matrix's is 2-D (`defmatrix::finalize_shape`), every other class keeps the array's.
fn shaped(r: Rc<NdArray>, class: ClassId) -> PyResult<Rc<NdArray>> {
    if super::defmatrix::is_matrix_class(class) { super::defmatrix::finalize_shape(r) } else { Ok(r) }
}

/// `r`, a view made from `parent`, registered as an instance of `class` as it is: no
/// `__array_finalize__` (matrix's `__getitem__` shapes its results itself).
pub(super) fn register_view(r: Rc<NdArray>, parent: &Rc<NdArray>, class: ClassId) -> Rc<NdArray> {
    let r = rebased(r, parent, Some(class));
    register(&r, class);
    r
}

/// A new array of NumPy's own making (`np.dot`'s output, linalg's `wrap`) as an instance of
/// `class`, which `__array_finalize__` sees with no template.
pub(super) fn new_instance(r: Rc<NdArray>, class: ClassId) -> PyResult<Value> {
    if class_of(&r).is_some() {
        return Ok(Value::Array(r));
    }
    let r = shaped(r, class)?;
    register(&r, class);
    Ok(Value::Array(r))
}

/// `ndarray.__new__(C, shape, dtype=float, buffer=None, offset=0, strides=None, order=None)`:
/// a new array of class C; `__array_finalize__` sees None.
pub fn ndarray_new(interp: &mut Interp, class: ClassId, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let Value::Array(a) = super::ndarray::ndarray_ctor(interp, pos, kw)? else {
        return Err(type_error("ndarray.__new__ made no array"));
    };
    let a = shaped(rebased(a.clone(), &a, Some(class)), class)?;
    register(&a, class);
    let v = Value::Array(a);
    finalize(interp, class, &v, Value::None)?;
    Ok(v)
}

/// `np.ndarray.__new__(cls, ...)`: the class must be ndarray or a subclass of it.
pub fn type_new(interp: &mut Interp, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let mut pos = pos.into_iter();
    match pos.next() {
        Some(Value::Type(TypeObj::NdArray)) => super::ndarray::ndarray_ctor(interp, pos.collect(), kw),
        Some(Value::Type(TypeObj::Class(c))) if classes::is_ndarray(c) => ndarray_new(interp, c, pos.collect(), kw),
        Some(Value::Type(t)) => Err(type_error(format!("ndarray.__new__({}) is not safe, use {}.__new__()", t.name(), t.name()))),
        Some(other) => Err(type_error(format!("ndarray.__new__(X): X is not a type object ({})", other.type_name()))),
        None => Err(type_error("ndarray.__new__(): not enough arguments")),
    }
}

/// Whether ndarray itself has the attribute (what `super()` finds past the user classes).
pub fn ndarray_has(name: &str) -> bool {
    matches!(name, "__array_wrap__" | "__array_finalize__" | "__init__" | "__getitem__" | "__setitem__")
        || super::ndarray::is_method(name)
}

/// The attributes ndarray defines as data descriptors: they win over the instance dict, and
/// assigning them changes the array, not the dict.
fn is_array_data_attr(name: &str) -> bool {
    matches!(
        name,
        "shape" | "strides" | "dtype" | "ndim" | "size" | "itemsize" | "nbytes" | "base" | "flags" | "flat"
            | "T" | "mT" | "real" | "imag" | "data" | "__array_interface__" | "ctypes" | "device"
    )
}

/// `obj.name` on a subclass instance: ndarray's data attributes, then the instance dict,
/// then the class's attributes (functions bound), then ndarray's methods.
pub fn get_attr(interp: &mut Interp, obj: &Value, a: &Rc<NdArray>, class: ClassId, name: &str) -> PyResult<Value> {
    if name == "__class__" {
        return Ok(Value::Type(TypeObj::Class(class)));
    }
    if super::defmatrix::is_matrix_class(class)
        && let Some(v) = super::defmatrix::get_attr(interp, obj, name)?
    {
        return Ok(v);
    }
    if is_array_data_attr(name) && class_attr(class, name).is_none() {
        let v = crate::attrs::get_attr_plain(interp, obj, name)?;
        return match (&v, name) {
            // views of the instance keep its class
            (Value::Array(r), "T" | "mT" | "real" | "imag") => adopt(interp, r.clone(), a, class, obj.clone()),
            _ => Ok(v),
        };
    }
    if let Some(v) = dict_get(a, name) {
        return Ok(v);
    }
    match class_attr(class, name) {
        Some(Value::Function(_)) => Ok(Value::Method(Rc::new((obj.clone(), name.to_string())))),
        Some(v) => Ok(v),
        None if name == "__array_priority__" => Ok(Value::Float(0.0)),
        None if ndarray_has(name) => Ok(Value::Method(Rc::new((obj.clone(), name.to_string())))),
        None => Err(attribute_error(format!("'{}' object has no attribute '{}'", class_name(class), name))),
    }
}

/// `obj.name = v` on a subclass instance: the instance dict, unless ndarray's own attribute
/// (None: the caller sets that on the array).
pub fn set_attr(a: &Rc<NdArray>, name: &str, v: Value) -> Option<PyResult<()>> {
    if is_array_data_attr(name) {
        return None;
    }
    SUBS.with(|s| {
        if let Some(e) = s.borrow_mut().get_mut(&key(a)) {
            e.dict.insert(name.to_string(), v);
        }
    });
    Some(Ok(()))
}

/// The reductions whose scalar result a subclass gets back as a 0-d instance: NumPy's
/// methods reduce with the ufunc, whose `__array_wrap__` keeps the class.
const WRAPPED_REDUCTIONS: &[&str] =
    &["sum", "prod", "mean", "std", "var", "max", "min", "all", "any", "ptp", "cumsum", "cumprod"];

/// `obj.name(args)` on a subclass instance: what the instance or its class defines, else
/// ndarray's method, whose array results are new-from-template instances.
pub fn call_method(interp: &mut Interp, recv: &Value, a: &Rc<NdArray>, class: ClassId, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    if let Some(f) = dict_get(a, name) {
        return interp.call(&f, pos, kw);
    }
    match class_attr(class, name) {
        Some(f @ Value::Function(_)) => {
            let mut args = vec![recv.clone()];
            args.extend(pos);
            interp.call(&f, args, kw)
        }
        Some(other) => interp.call(&other, pos, kw),
        None if super::defmatrix::is_matrix_class(class) => match super::defmatrix::call_method(interp, recv, name, pos.clone(), kw.clone())? {
            Some(r) => Ok(r),
            None => ndarray_native_call(interp, recv, name, pos, kw),
        },
        None => ndarray_native_call(interp, recv, name, pos, kw),
    }
}

/// ndarray's own `name` called on `recv` (past any override: `super().name(...)`).
pub fn ndarray_native_call(interp: &mut Interp, recv: &Value, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let Value::Array(a) = recv else {
        return Err(type_error(format!("descriptor '{name}' for 'numpy.ndarray' objects doesn't apply to a '{}' object", recv.type_name())));
    };
    let class = class_of(a);
    match name {
        "__array_wrap__" => return array_wrap_default(interp, recv, pos, kw),
        "__array_finalize__" => {
            if pos.len() + kw.len() != 1 {
                return Err(type_error(format!("__array_finalize__() takes exactly one argument ({} given)", pos.len() + kw.len())));
            }
            return Ok(Value::None);
        }
        // ndarray's __init__ is object's: __new__ took the arguments
        "__init__" => return Ok(Value::None),
        "view" => return view(interp, recv, a, pos, kw),
        // ndarray's own indexing, under a class that overrides it
        "__getitem__" | "__setitem__" => {
            // CPython's slot wrappers' words (the setitem one starts with a space: its name part is empty)
            if !kw.is_empty() {
                return Err(type_error(format!("wrapper {name}() takes no keyword arguments")));
            }
            let (want, lead) = if name == "__getitem__" { (1, "") } else { (2, " ") };
            if pos.len() != want {
                let s = if want == 1 { "" } else { "s" };
                return Err(type_error(format!("{lead}expected {want} argument{s}, got {}", pos.len())));
            }
            return match &pos[..] {
                [i] => crate::index::get_item(interp, recv, i),
                [i, v] => crate::index::set_item(interp, recv, i, v).map(|_| Value::None),
                _ => unreachable!("the argument count was checked"),
            };
        }
        _ => {}
    }
    // round with decimals other than 0 computes into a new base-class array
    let plain_round = name == "round"
        && pos.first().or_else(|| kw.iter().find(|(k, _)| k == "decimals").map(|(_, v)| v)).is_some_and(|d| crate::ops::index_int(d) != Some(0));
    let r = super::ndarray::array_method(interp, a, name, pos, kw)?;
    let Some(class) = class.filter(|_| !plain_round) else { return Ok(r) };
    match r {
        Value::Array(x) => adopt(interp, x, a, class, recv.clone()),
        Value::Scalar(d, s) if WRAPPED_REDUCTIONS.contains(&name) => {
            let x = NdArray::from_scalars(d, &[], &[s])?;
            adopt(interp, x, a, class, recv.clone())
        }
        other => Ok(other),
    }
}

/// `a.view(dtype=None, type=None)` (methods.c `array_view`): a positional ndarray type is
/// the type; without one the view keeps `a`'s type. The view's `__array_finalize__` sees `a`.
pub fn view(interp: &mut Interp, recv: &Value, a: &Rc<NdArray>, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let is_array_type = |v: &Value| match v {
        Value::Type(TypeObj::NdArray) => true,
        Value::Type(TypeObj::Class(c)) => classes::is_ndarray(*c),
        _ => false,
    };
    if pos.len() > 2 || kw.iter().any(|(k, _)| k != "dtype" && k != "type") {
        // ndarray's own view reports the argument error
        return super::ndarray::array_method(interp, a, "view", pos, kw);
    }
    let mut dtype = pos.first().cloned().or_else(|| kw.iter().find(|(k, _)| k == "dtype").map(|(_, v)| v.clone()));
    let mut typ = pos.get(1).cloned().or_else(|| kw.iter().find(|(k, _)| k == "type").map(|(_, v)| v.clone()));
    if dtype.as_ref().is_some_and(is_array_type) {
        if typ.is_some() {
            return Err(PyErr::new(ExcKind::ValueError, "Cannot specify output type twice."));
        }
        typ = dtype.take();
    }
    if typ.as_ref().is_some_and(Value::is_none) {
        typ = None;
    }
    match &typ {
        // np.recarray: the structured views' own path
        Some(Value::Type(TypeObj::Rec(_))) => return super::ndarray::array_method(interp, a, "view", pos, kw),
        Some(t) if !is_array_type(t) => return Err(PyErr::new(ExcKind::ValueError, "Type must be a sub-type of ndarray type")),
        _ => {}
    }
    let mut args = Vec::new();
    if let Some(d) = dtype.filter(|d| !d.is_none()) {
        args.push(d);
    }
    let r = super::ndarray::array_method(interp, a, "view", args, vec![])?;
    let Value::Array(r) = r else { return Ok(r) };
    let target = match typ {
        Some(Value::Type(TypeObj::Class(c))) => Some(c),
        Some(_) => None,
        None => class_of(a),
    };
    match target {
        Some(c) => adopt(interp, r, a, c, recv.clone()),
        None => Ok(Value::Array(rebased(r, a, None))),
    }
}

/// Whether a `view` call names a type (`a.view(C)`, `a.view(type=...)`), which `view` here
/// handles.
pub fn names_class(pos: &[Value], kw: &[(String, Value)]) -> bool {
    pos.len() > 1
        || kw.iter().any(|(k, _)| k == "type")
        || pos.iter().chain(kw.iter().map(|(_, v)| v)).any(|v| matches!(v, Value::Type(TypeObj::Class(c)) if classes::is_ndarray(*c)))
}

/// `np.asarray(x)` of a subclass instance is a base-class view of it (`PyArray_FromAny`
/// without subok); `np.asanyarray(x)` is x.
pub fn as_base_class(v: &Value, subok: bool) -> PyResult<Value> {
    match v {
        Value::Array(a) if !subok && class_of(a).is_some() => {
            let r = stridelab_engine::view::same_view(a)?;
            Ok(Value::Array(rebased(r, a, None)))
        }
        _ => Ok(v.clone()),
    }
}

/// `np.array(x, subok=True)` of a subclass instance: the new array keeps x's class.
pub fn array_subok(interp: &mut Interp, src: &Value, out: Value) -> PyResult<Value> {
    match (src, &out) {
        (Value::Array(a), Value::Array(r)) if !Rc::ptr_eq(a, r) => match class_of(a) {
            Some(c) => adopt(interp, r.clone(), a, c, src.clone()),
            None => Ok(out),
        },
        _ => Ok(out),
    }
}

/// `ndarray.__array_wrap__(self, arr, context=None, return_scalar=False)` (methods.c
/// `array_wraparray`): arr viewed as self's type, or arr itself when the types agree.
fn array_wrap_default(interp: &mut Interp, this: &Value, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    if !kw.is_empty() {
        return Err(type_error("__array_wrap__() takes no keyword arguments"));
    }
    if pos.len() > 3 {
        return Err(type_error(format!("__array_wrap__() takes at most 3 arguments ({} given)", pos.len())));
    }
    let Some(first) = pos.first() else {
        return Err(type_error("__array_wrap__() takes at least 1 argument (0 given)"));
    };
    let Value::Array(arr) = first else {
        return Err(type_error(format!("__array_wrap__() argument 1 must be numpy.ndarray, not {}", first.type_name())));
    };
    let return_scalar = match pos.get(2) {
        Some(v) => crate::ops::truthy(v)?,
        None => false,
    };
    let Value::Array(me) = this else { return Ok(first.clone()) };
    let mine = class_of(me);
    if return_scalar && mine.is_none() && arr.ndim() == 0 {
        return Ok(crate::ops::from_result(arr.clone()));
    }
    if mine == class_of(arr) {
        return Ok(first.clone());
    }
    match mine {
        Some(c) => wrap_as(interp, arr, c, this),
        None => {
            let r = NdArray::view_of(arr, arr.offset, arr.shape.clone(), arr.strides.clone(), arr.dtype)?;
            Ok(Value::Array(r))
        }
    }
}

/// A new instance of `class` viewing `arr`, whose base is `arr` and whose
/// `__array_finalize__` sees `owner` (`PyArray_NewFromDescrAndBase` in `array_wraparray`).
fn wrap_as(interp: &mut Interp, arr: &Rc<NdArray>, class: ClassId, owner: &Value) -> PyResult<Value> {
    let r = NdArray::view_of(arr, arr.offset, arr.shape.clone(), arr.strides.clone(), arr.dtype)?;
    let r = if Rc::ptr_eq(&numpy_base(arr, Some(class)), arr) {
        stridelab_engine::records::rebase(r, Some(Base::Array(arr.clone())))
    } else {
        r
    };
    let r = shaped(r, class)?;
    register(&r, class);
    let v = Value::Array(r);
    finalize(interp, class, &v, owner.clone())?;
    Ok(v)
}

/// The input whose `__array_wrap__` a ufunc calls (arraywrap.c `npy_find_array_wrap`): the
/// subclass instance of highest `__array_priority__`, preferred to base-class arrays of
/// equal priority; None when the plain result stands.
fn find_wrap(interp: &mut Interp, inputs: &[Value]) -> PyResult<Option<(Value, ClassId)>> {
    const NPY_PRIORITY: f64 = 0.0;
    const NPY_SCALAR_PRIORITY: f64 = -1_000_000.0;
    let mut priority = f64::NEG_INFINITY;
    // None: nothing chosen; Some(None): ndarray's own (no wrapping)
    let mut chosen: Option<Option<(Value, ClassId)>> = None;
    for obj in inputs {
        match obj {
            Value::Array(a) => match class_of(a) {
                None => {
                    if priority < NPY_PRIORITY {
                        chosen = Some(None);
                        priority = NPY_PRIORITY;
                    }
                }
                Some(c) => {
                    let p = match get_attr(interp, obj, a, c, "__array_priority__")? {
                        Value::Float(f) => f,
                        Value::Int(i) => i as f64,
                        Value::Bool(b) => b as u8 as f64,
                        Value::Scalar(_, s) => s.as_f64(),
                        other => return Err(type_error(format!("must be real number, not {}", other.type_name()))),
                    };
                    if chosen.is_none() || priority < p || (p == NPY_PRIORITY && matches!(chosen, Some(None))) {
                        chosen = Some(Some((obj.clone(), c)));
                        priority = p;
                    }
                }
            },
            Value::Scalar(..) => {
                if priority < NPY_SCALAR_PRIORITY {
                    chosen = Some(None);
                    priority = NPY_SCALAR_PRIORITY;
                }
            }
            _ => {}
        }
    }
    Ok(chosen.flatten())
}

/// The positional inputs of a ufunc call that may need wrapping: Some when the call has a
/// subclass instance among its inputs and no `out=` (an `out` array is returned as it is).
pub fn ufunc_inputs(key: &str, pos: &[Value], kw: &[(String, Value)]) -> Option<Vec<Value>> {
    let u = super::umath::ufunc(key)?;
    let nin = usize::from(u.nin).min(pos.len());
    let inputs = &pos[..nin];
    let has_out = pos.len() > nin || kw.iter().any(|(k, v)| k == "out" && !v.is_none());
    (any_instance(inputs) && !has_out).then(|| inputs.to_vec())
}

/// A ufunc's result wrapped by the chosen input's `__array_wrap__` (arraywrap.c
/// `npy_apply_wrap`): ndarray's own makes an instance of the input's class viewing the
/// result; a class's own is called with `(arr, context, return_scalar)`, then, while it
/// raises TypeError, with fewer arguments, as NumPy retries older signatures.
pub fn wrap_ufunc(interp: &mut Interp, key: &'static str, inputs: &[Value], result: Value) -> PyResult<Value> {
    let Some((owner, class)) = find_wrap(interp, inputs)? else { return Ok(result) };
    let outs: Vec<Value> = match &result {
        Value::Tuple(t) => t.as_ref().clone(),
        v => vec![v.clone()],
    };
    let mut wrapped = Vec::with_capacity(outs.len());
    for (i, out) in outs.iter().enumerate() {
        let arr = match out {
            Value::Array(a) if class_of(a).is_some() => {
                wrapped.push(out.clone());
                continue;
            }
            Value::Array(a) => a.clone(),
            Value::Scalar(d, s) => NdArray::from_scalars(*d, &[], &[*s])?,
            _ => {
                wrapped.push(out.clone());
                continue;
            }
        };
        let context = Value::tuple(vec![Value::Builtin(key), Value::tuple(inputs.to_vec()), Value::Int(i as i128)]);
        wrapped.push(apply_wrap(interp, &owner, class, arr, Some(context), true)?);
    }
    Ok(match result {
        Value::Tuple(_) => Value::tuple(wrapped),
        _ => wrapped.pop().unwrap_or(Value::None),
    })
}

/// The result of an operator (`a + b`, `a < b`, `-a`) on a subclass instance: the
/// ufunc behind it wraps its output.
pub fn wrap_operator(interp: &mut Interp, key: &'static str, inputs: &[Value], result: Value) -> PyResult<Value> {
    wrap_ufunc(interp, key, inputs, result)
}

fn apply_wrap(interp: &mut Interp, owner: &Value, class: ClassId, arr: Rc<NdArray>, context: Option<Value>, return_scalar: bool) -> PyResult<Value> {
    let return_scalar = return_scalar && arr.ndim() == 0;
    match class_attr(class, "__array_wrap__") {
        None => wrap_as(interp, &arr, class, owner),
        Some(f) => {
            let bound = |args: Vec<Value>| -> Vec<Value> {
                match &f {
                    Value::Function(_) => std::iter::once(owner.clone()).chain(args).collect(),
                    _ => args,
                }
            };
            let arrv = Value::Array(arr);
            let ctx = context.clone().unwrap_or(Value::None);
            let mut attempts = vec![vec![arrv.clone(), ctx.clone(), Value::Bool(return_scalar)]];
            if context.is_some() {
                attempts.push(vec![arrv.clone(), ctx]);
            }
            attempts.push(vec![arrv]);
            let mut last = None;
            for args in attempts {
                match interp.call(&f, bound(args), vec![]) {
                    Ok(v) => return Ok(v),
                    Err(e) if e.kind == ExcKind::TypeError => last = Some(e),
                    Err(e) => return Err(e),
                }
            }
            Err(last.unwrap_or_else(|| type_error("__array_wrap__ failed")))
        }
    }
}

/// The ufunc an operator calls, for the context `__array_wrap__` receives.
pub fn operator_ufunc(op: stridelab_lang::ast::BinOp) -> &'static str {
    use stridelab_lang::ast::BinOp::*;
    match op {
        Add => "numpy.add",
        Sub => "numpy.subtract",
        Mul => "numpy.multiply",
        Div => "numpy.divide",
        FloorDiv => "numpy.floor_divide",
        Mod => "numpy.remainder",
        Pow => "numpy.power",
        BitAnd => "numpy.bitwise_and",
        BitOr => "numpy.bitwise_or",
        BitXor => "numpy.bitwise_xor",
        LShift => "numpy.left_shift",
        RShift => "numpy.right_shift",
        MatMul => "numpy.matmul",
    }
}

/// The ufunc a comparison calls.
pub fn compare_ufunc(op: stridelab_lang::ast::CmpOp) -> &'static str {
    use stridelab_lang::ast::CmpOp::*;
    match op {
        Lt => "numpy.less",
        Le => "numpy.less_equal",
        Gt => "numpy.greater",
        Ge => "numpy.greater_equal",
        Eq => "numpy.equal",
        _ => "numpy.not_equal",
    }
}

/// `obj[idx]` of a subclass instance: array results are new-from-template instances.
pub fn get_item(interp: &mut Interp, obj: &Value, a: &Rc<NdArray>, class: ClassId, idx: &Value, r: Value) -> PyResult<Value> {
    if super::defmatrix::is_matrix_class(class) {
        return super::defmatrix::get_item(a, class, idx, r);
    }
    match r {
        Value::Array(x) => adopt(interp, x, a, class, obj.clone()),
        other => Ok(other),
    }
}

/// The repr of a subclass instance: its class's name where an ndarray has `array`.
pub fn repr_name(a: &Rc<NdArray>) -> Option<String> {
    class_of(a).map(class_name)
}
