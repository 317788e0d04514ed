//! Minimal user classes: `class Name(Base): ...` with methods, class attributes, `__init__`
//! and instance attributes through `self`. Bases must be classes of the same script (or
//! `object`); attribute lookup walks the class, then its bases depth-first. No properties,
//! decorators, dunder operators or custom `__repr__` (instances print as
//! `<__main__.Name object at 0x...>`).

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use crate::interp::Interp;
use crate::value::{ClassId, TypeObj, Value};
use stridelab_engine::error::{PyResult, attribute_error, type_error};

#[derive(Debug)]
pub struct ClassDef {
    pub name: String,
    pub bases: Vec<ClassId>,
    pub attrs: RefCell<HashMap<String, Value>>,
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

pub fn define(name: &str, bases: Vec<ClassId>, attrs: HashMap<String, Value>) -> ClassId {
    CLASSES.with(|c| {
        let mut c = c.borrow_mut();
        c.push(Rc::new(ClassDef { name: name.to_string(), bases, attrs: RefCell::new(attrs) }));
        ClassId(c.len() - 1)
    })
}

fn get(id: ClassId) -> Option<Rc<ClassDef>> {
    CLASSES.with(|c| c.borrow().get(id.0).cloned())
}

pub fn class_name(id: ClassId) -> String {
    get(id).map(|c| c.name.clone()).unwrap_or_else(|| "object".into())
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

/// `Name(args)`: `__new__(Name, args)` if the class defines one, else a new instance; then
/// `__init__` if the result is an instance of Name (CPython's type_call: an object of
/// another class is returned as it is).
pub fn instantiate(interp: &mut Interp, id: ClassId, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let obj = match class_attr(id, "__new__") {
        Some(new) => {
            let mut args = vec![Value::Type(TypeObj::Class(id))];
            args.extend(pos.iter().cloned());
            let r = interp.call(&new, args, kw.clone())?;
            match &r {
                Value::Object(o) if is_subclass(o.class, id) => r,
                _ => return Ok(r),
            }
        }
        None => bare_instance(id),
    };
    let Value::Object(o) = &obj else { return Ok(obj) };
    let id = o.class;
    match class_attr(id, "__init__") {
        Some(init) => {
            let mut args = vec![obj.clone()];
            args.extend(pos);
            let r = interp.call(&init, args, kw)?;
            if !r.is_none() {
                return Err(type_error(format!("__init__() should return None, not '{}'", r.type_name())));
            }
        }
        None if (!pos.is_empty() || !kw.is_empty()) && class_attr(id, "__new__").is_none() => {
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
        _ => class_attr(id, name).ok_or_else(|| {
            attribute_error(format!("type object '{}' has no attribute '{}'", class_name(id), name))
        }),
    }
}
