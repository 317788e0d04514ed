//! The named tuples NumPy's functions return (`EigResult`, `EighResult`, `SVDResult`,
//! `SlogdetResult`, made by `collections.namedtuple` in `numpy/linalg/_linalg.py`).
//!
//! A named tuple is a tuple: it unpacks, indexes, compares and iterates as one. So it is a
//! `Value::Tuple` here too, and this side table remembers which tuples (by their shared
//! allocation) carry a class name and field names: `repr` prints `Name(field=value, ...)`
//! and attribute access reads the fields. A copy of the elements (a slice, `tuple(r)`) is a
//! plain tuple, as in Python.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::value::Value;

struct Entry {
    tuple: Weak<Vec<Value>>,
    name: &'static str,
    fields: &'static [&'static str],
}

thread_local! {
    static NAMED: RefCell<Vec<Entry>> = const { RefCell::new(Vec::new()) };
}

/// A new named tuple `name(fields...)` holding `values`.
pub fn make(name: &'static str, fields: &'static [&'static str], values: Vec<Value>) -> Value {
    debug_assert_eq!(fields.len(), values.len());
    let t = Rc::new(values);
    NAMED.with(|n| {
        let mut n = n.borrow_mut();
        n.retain(|e| e.tuple.strong_count() > 0);
        n.push(Entry { tuple: Rc::downgrade(&t), name, fields });
    });
    Value::Tuple(t)
}

/// The class name and field names of tuple `t`, if NumPy made it as a named tuple.
pub fn lookup(t: &Rc<Vec<Value>>) -> Option<(&'static str, &'static [&'static str])> {
    NAMED.with(|n| {
        n.borrow()
            .iter()
            .find(|e| e.tuple.upgrade().is_some_and(|u| Rc::ptr_eq(&u, t)))
            .map(|e| (e.name, e.fields))
    })
}

/// `r.field` of a named tuple.
pub fn field(t: &Rc<Vec<Value>>, name: &str) -> Option<Value> {
    let (_, fields) = lookup(t)?;
    fields.iter().position(|f| *f == name).map(|i| t[i].clone())
}

/// `Name(field=repr, ...)`, given each element's repr.
pub fn repr(t: &Rc<Vec<Value>>, item: impl Fn(&Value) -> String) -> Option<String> {
    let (name, fields) = lookup(t)?;
    let parts: Vec<String> = fields.iter().zip(t.iter()).map(|(f, v)| format!("{f}={}", item(v))).collect();
    Some(format!("{name}({})", parts.join(", ")))
}
