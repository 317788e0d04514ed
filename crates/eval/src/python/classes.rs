//! Minimal user classes: `class Name(Base): ...` with methods, class attributes, `__init__`
//! and instance attributes through `self`. Bases must be classes of the same script,
//! `object` or `np.ndarray` (an ndarray subclass: its instances are arrays, see
//! `numpy::subclass`); attribute lookup walks the class, then its bases depth-first. `super()`
//! follows that order (CPython's C3 order for the single-inheritance classes of teaching
//! material). Of the special methods only `__getitem__` and `__setitem__` are honoured (the
//! subscript syntax calls them, see `index::load_subscript`); no properties, decorators,
//! dunder operators or custom `__repr__` (instances print as `<__main__.Name object at 0x...>`).

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use crate::interp::Interp;
use crate::value::{ClassId, TypeObj, Value};
use stridelab_engine::error::{PyResult, attribute_error, type_error};

#[derive(Debug)]
pub struct ClassDef {
    pub name: String,
    /// The module the class lives in: `__main__` for a `class` statement, `numpy` for
    /// `np.matrix` (numpy/matrixlib/defmatrix.py, modelled in `numpy::defmatrix`).
    pub module: &'static str,
    pub bases: Vec<ClassId>,
    pub attrs: RefCell<HashMap<String, Value>>,
    /// Derives from `np.ndarray` (directly or through a base): instances are arrays.
    pub ndarray: bool,
}

/// An instance of a user class.
#[derive(Debug)]
pub struct Object {
    pub class: ClassId,
    pub attrs: RefCell<HashMap<String, Value>>,
}

thread_local! {
    /// Every class defined on this thread; a `ClassId` indexes it. Entries are never removed
    /// (a session defines a handful of classes).
    static CLASSES: RefCell<Vec<Rc<ClassDef>>> = const { RefCell::new(Vec::new()) };
}

pub fn define(name: &str, bases: Vec<ClassId>, attrs: HashMap<String, Value>, ndarray: bool) -> ClassId {
    define_in("__main__", name, bases, attrs, ndarray)
}

/// A class of `module` (a class NumPy defines in Python, as `np.matrix`).
pub fn define_in(module: &'static str, name: &str, bases: Vec<ClassId>, attrs: HashMap<String, Value>, ndarray: bool) -> ClassId {
    let ndarray = ndarray || bases.iter().any(|b| is_ndarray(*b));
    CLASSES.with(|c| {
        let mut c = c.borrow_mut();
        c.push(Rc::new(ClassDef { name: name.to_string(), module, bases, attrs: RefCell::new(attrs), ndarray }));
        ClassId(c.len() - 1)
    })
}

fn get(id: ClassId) -> Option<Rc<ClassDef>> {
    CLASSES.with(|c| c.borrow().get(id.0).cloned())
}

pub fn class_name(id: ClassId) -> String {
    get(id).map(|c| c.name.clone()).unwrap_or_else(|| "object".into())
}

/// The module the class was defined in (`__main__` for the script's own classes).
pub fn class_module(id: ClassId) -> &'static str {
    get(id).map_or("__main__", |c| c.module)
}

/// Whether the class derives from `np.ndarray`.
pub fn is_ndarray(id: ClassId) -> bool {
    get(id).is_some_and(|d| d.ndarray)
}

/// The class and its bases in lookup order (depth-first, each once).
pub fn mro(id: ClassId) -> Vec<ClassId> {
    fn walk(id: ClassId, out: &mut Vec<ClassId>) {
        if out.contains(&id) {
            return;
        }
        out.push(id);
        if let Some(d) = get(id) {
            d.bases.iter().for_each(|b| walk(*b, out));
        }
    }
    let mut out = Vec::new();
    walk(id, &mut out);
    out
}

/// An attribute a class defines itself (not through its bases).
fn own_attr(id: ClassId, name: &str) -> Option<Value> {
    get(id).and_then(|d| d.attrs.borrow().get(name).cloned())
}

/// The class whose body defined function `f` (for zero-argument `super()`, which CPython
/// finds through the function's `__class__` cell).
pub fn defining_class(f: &Rc<crate::value::UserFunc>) -> Option<ClassId> {
    CLASSES.with(|c| {
        c.borrow().iter().position(|d| {
            d.attrs.borrow().values().any(|v| matches!(v, Value::Function(g) if Rc::ptr_eq(f, g)))
        })
    })
    .map(ClassId)
}

/// Whether `c` is `of` or derives from it.
pub fn is_subclass(c: ClassId, of: ClassId) -> bool {
    c == of || get(c).is_some_and(|d| d.bases.iter().any(|b| is_subclass(*b, of)))
}

/// A class attribute, looked up through the bases.
pub fn class_attr(id: ClassId, name: &str) -> Option<Value> {
    let d = get(id)?;
    if let Some(v) = d.attrs.borrow().get(name) {
        return Some(v.clone());
    }
    d.bases.iter().find_map(|b| class_attr(*b, name))
}

pub fn set_class_attr(id: ClassId, name: &str, v: Value) {
    if let Some(d) = get(id) {
        d.attrs.borrow_mut().insert(name.to_string(), v);
    }
}

/// A new instance with no attributes yet (`object.__new__(cls)`).
pub fn bare_instance(id: ClassId) -> Value {
    Value::Object(Rc::new(Object { class: id, attrs: RefCell::new(HashMap::new()) }))
}

/// The class of an instance of a user class (an object, or an ndarray subclass's array).
pub fn class_of(v: &Value) -> Option<ClassId> {
    match v {
        Value::Object(o) => Some(o.class),
        Value::Array(a) => crate::numpy::subclass::class_of(a),
        _ => None,
    }
}

/// `Name(args)`: `__new__(Name, args)` if the class defines one, else a new instance
/// (`ndarray.__new__` for an ndarray subclass); then `__init__` if the result is an instance
/// of Name (CPython's type_call: an object of another class is returned as it is).
pub fn instantiate(interp: &mut Interp, id: ClassId, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let obj = match class_attr(id, "__new__") {
        Some(new) => {
            let mut args = vec![Value::Type(TypeObj::Class(id))];
            args.extend(pos.iter().cloned());
            let r = interp.call(&new, args, kw.clone())?;
            match class_of(&r) {
                Some(c) if is_subclass(c, id) => r,
                _ => return Ok(r),
            }
        }
        None if is_ndarray(id) => crate::numpy::subclass::ndarray_new(interp, id, pos.clone(), kw.clone())?,
        None => bare_instance(id),
    };
    let Some(id) = class_of(&obj) else { return Ok(obj) };
    match class_attr(id, "__init__") {
        Some(init) => {
            let mut args = vec![obj.clone()];
            args.extend(pos);
            let r = interp.call(&init, args, kw)?;
            if !r.is_none() {
                return Err(type_error(format!("__init__() should return None, not '{}'", r.type_name())));
            }
        }
        // object.__init__ refuses arguments only when __new__ is object's too
        None if (!pos.is_empty() || !kw.is_empty()) && class_attr(id, "__new__").is_none() && !is_ndarray(id) => {
            return Err(type_error(format!("{}() takes no arguments", class_name(id))));
        }
        None => {}
    }
    Ok(obj)
}

/// `obj.name`: an instance attribute, else a class attribute (functions become bound methods).
pub fn get_attr(obj: &Value, o: &Object, name: &str) -> PyResult<Value> {
    if let Some(v) = o.attrs.borrow().get(name) {
        return Ok(v.clone());
    }
    if name == "__class__" {
        return Ok(Value::Type(TypeObj::Class(o.class)));
    }
    match class_attr(o.class, name) {
        Some(Value::Function(_)) => Ok(Value::Method(Rc::new((obj.clone(), name.to_string())))),
        Some(v) => Ok(v),
        None => Err(attribute_error(format!("'{}' object has no attribute '{}'", class_name(o.class), name))),
    }
}

/// `obj.name(args)` for a method found through the class.
pub fn call_method(interp: &mut Interp, obj: &Value, o: &Object, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    if let Some(f) = o.attrs.borrow().get(name).cloned() {
        return interp.call(&f, pos, kw);
    }
    match class_attr(o.class, name) {
        Some(f @ Value::Function(_)) => {
            let mut args = vec![obj.clone()];
            args.extend(pos);
            interp.call(&f, args, kw)
        }
        Some(other) => interp.call(&other, pos, kw),
        None => Err(attribute_error(format!("'{}' object has no attribute '{}'", class_name(o.class), name))),
    }
}

/// `Name.attr`
pub fn type_attr(id: ClassId, name: &str) -> PyResult<Value> {
    match name {
        "__name__" => Ok(Value::str(&class_name(id))),
        _ if class_attr(id, name).is_none() && crate::numpy::defmatrix::is_matrix_class(id) => crate::numpy::defmatrix::type_attr(name),
        _ => class_attr(id, name).ok_or_else(|| {
            attribute_error(format!("type object '{}' has no attribute '{}'", class_name(id), name))
        }),
    }
}

/// A `super()` object: attribute lookup starts after `after` in the MRO of `obj`'s class.
#[derive(Debug)]
pub struct Super {
    pub after: ClassId,
    /// The instance (or, in `__new__`, the class) the found functions are bound to.
    pub obj: Value,
}

/// `super()` with no arguments inside a method: the class whose body defined the running
/// function, and the function's first argument (typeobject.c `super_init_without_args`).
pub fn zero_arg_super(interp: &Interp) -> PyResult<Value> {
    use stridelab_engine::error::runtime_error;
    let Some((f, first)) = interp.running_function() else {
        return Err(runtime_error("super(): no arguments"));
    };
    let Some(first) = first else { return Err(runtime_error("super(): no arguments")) };
    let Some(after) = defining_class(&f) else {
        return Err(runtime_error("super(): __class__ cell not found"));
    };
    make_super(after, first)
}

/// `super(C, obj)`: obj must be an instance or subclass of C.
pub fn make_super(after: ClassId, obj: Value) -> PyResult<Value> {
    let cls = match &obj {
        Value::Type(TypeObj::Class(c)) => Some(*c),
        v => class_of(v),
    };
    match cls {
        Some(c) if is_subclass(c, after) => Ok(Value::Super(Rc::new(Super { after, obj }))),
        _ => Err(type_error("super(type, obj): obj must be an instance or subtype of type")),
    }
}

/// What the class after `s.after` in the MRO defines for `name`.
fn super_find(s: &Super, name: &str) -> Option<Value> {
    let cls = match &s.obj {
        Value::Type(TypeObj::Class(c)) => *c,
        v => class_of(v)?,
    };
    let order = mro(cls);
    let start = order.iter().position(|c| *c == s.after)? + 1;
    order[start..].iter().find_map(|c| own_attr(*c, name))
}

/// Whether the builtin base after the user classes is ndarray (else object).
fn super_native_is_ndarray(s: &Super) -> bool {
    is_ndarray(s.after)
}

/// `super().name`
pub fn super_attr(s: &Rc<Super>, name: &str) -> PyResult<Value> {
    let bound = || Value::Method(Rc::new((Value::Super(s.clone()), name.to_string())));
    match super_find(s, name) {
        // __new__ is a static method: the caller passes the class
        Some(f @ Value::Function(_)) if name == "__new__" => Ok(f),
        Some(Value::Function(_)) => Ok(bound()),
        Some(v) => Ok(v),
        None if name == "__new__" && super_native_is_ndarray(s) => {
            Ok(Value::Method(Rc::new((Value::Type(TypeObj::NdArray), "__new__".to_string()))))
        }
        None if name == "__new__" => Ok(Value::Builtin("object.__new__")),
        None if name == "__init__" => Ok(bound()),
        None if super_native_is_ndarray(s) && crate::numpy::subclass::ndarray_has(name) => Ok(bound()),
        None => Err(attribute_error(format!("'super' object has no attribute '{}'", name))),
    }
}

/// `super().name(args)`
pub fn super_call(interp: &mut Interp, s: &Rc<Super>, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    match super_find(s, name) {
        Some(f @ Value::Function(_)) if name != "__new__" => {
            let mut args = vec![s.obj.clone()];
            args.extend(pos);
            interp.call(&f, args, kw)
        }
        Some(other) => interp.call(&other, pos, kw),
        None if super_native_is_ndarray(s) => crate::numpy::subclass::ndarray_native_call(interp, &s.obj, name, pos, kw),
        None if name == "__init__" => {
            if !pos.is_empty() || !kw.is_empty() {
                return Err(type_error("object.__init__() takes exactly one argument (the instance to initialize)"));
            }
            Ok(Value::None)
        }
        None => Err(attribute_error(format!("'super' object has no attribute '{}'", name))),
    }
}
