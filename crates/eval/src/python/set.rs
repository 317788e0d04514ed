//! Python sets, iterated and printed in CPython's order.
//!
//! A set is CPython's hash table (Objects/setobject.c of 3.11): open addressing starting at
//! `hash & mask`, up to 9 linear probes and then the perturbed jump `i*5 + 1 + perturb`,
//! deleted entries left as dummies, growth to `used*4` once 60% of the slots are filled, and
//! one presizing resize when merging a whole set. Iteration walks the table, so the order is
//! CPython's whenever the hashes are: ints, bools, floats, None-free tuples of those and NumPy
//! scalars use CPython's hash functions. CPython salts `str` hashes per process (so its order
//! for strings differs between runs); stridelab hashes strings with fixed FNV-1a, which gives a
//! stable but different order.

use std::cell::RefCell;
use std::rc::Rc;

use crate::interp::Interp;
use crate::ops;
use crate::value::Value;
use stridelab_engine::dtype::Scalar;
use stridelab_engine::error::{ExcKind, PyErr, PyResult, type_error};
use stridelab_lang::ast::{BinOp, CmpOp};

const LINEAR_PROBES: usize = 9;
const PERTURB_SHIFT: u32 = 5;
const MINSIZE: usize = 8;
/// 2**61 - 1, the modulus of CPython's numeric hash.
const MODULUS: u64 = (1u64 << 61) - 1;

#[derive(Debug, Clone)]
enum Slot {
    Empty,
    Dummy,
    Full(i64, Value),
}

#[derive(Debug, Clone)]
pub struct SetTable {
    slots: Vec<Slot>,
    /// active + dummy slots
    fill: usize,
    /// active slots
    used: usize,
    /// where `pop()` looks next
    finger: usize,
}

impl Default for SetTable {
    fn default() -> Self {
        SetTable::new()
    }
}

// ---------------------------------------------------------------- hashes

fn hash_int(i: i128) -> i64 {
    let r = (i.unsigned_abs() % MODULUS as u128) as i64;
    let h = if i < 0 { -r } else { r };
    if h == -1 { -2 } else { h }
}

/// `frexp`: x = m * 2**e with 0.5 <= m < 1 (x finite, positive).
fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 {
        return (0.0, 0);
    }
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        // subnormal: scale into the normal range first
        let (m, e) = frexp(x * 2f64.powi(54));
        return (m, e - 54);
    }
    let m = f64::from_bits((bits & !(0x7ffu64 << 52)) | (1022u64 << 52));
    (m, exp - 1022)
}

/// CPython's `_Py_HashDouble` (NaN hashes by identity there; here it hashes as 0).
fn hash_float(v: f64) -> i64 {
    if v.is_nan() {
        return 0;
    }
    if v.is_infinite() {
        return if v > 0.0 { 314159 } else { -314159 };
    }
    let sign: i64 = if v < 0.0 { -1 } else { 1 };
    let (mut m, mut e) = frexp(v.abs());
    let mut x: u64 = 0;
    while m != 0.0 {
        x = ((x << 28) & MODULUS) | (x >> (61 - 28));
        m *= 268_435_456.0;
        e -= 28;
        let y = m as u64;
        m -= y as f64;
        x += y;
        if x >= MODULUS {
            x -= MODULUS;
        }
    }
    let e = if e >= 0 { e % 61 } else { 61 - 1 - ((-1 - e) % 61) } as u32;
    x = ((x << e) & MODULUS) | (x >> (61 - e));
    let h = x as i64 * sign;
    if h == -1 { -2 } else { h }
}

fn hash_str(s: &str) -> i64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in s.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x100_0000_01b3);
    }
    let h = h as i64;
    if h == -1 { -2 } else { h }
}

/// CPython's tuple hash (xxHash-based, since 3.8).
fn hash_seq(items: &[Value]) -> PyResult<i64> {
    const P1: u64 = 11400714785074694791;
    const P2: u64 = 14029467366897019727;
    const P5: u64 = 2870177450012600261;
    let mut acc = P5;
    for it in items {
        let lane = py_hash(it)? as u64;
        acc = acc.wrapping_add(lane.wrapping_mul(P2));
        acc = acc.rotate_left(31);
        acc = acc.wrapping_mul(P1);
    }
    acc = acc.wrapping_add(items.len() as u64 ^ (P5 ^ 3527539));
    Ok(if acc == u64::MAX { 1546275796 } else { acc as i64 })
}

/// `hash(v)`, or TypeError for unhashable values.
pub fn py_hash(v: &Value) -> PyResult<i64> {
    Ok(match v {
        Value::Bool(b) => *b as i64,
        Value::Int(i) => hash_int(*i),
        Value::Float(f) => hash_float(*f),
        Value::Complex(r, i) => crate::python::complex::hash(*r, *i, hash_float),
        Value::Str(s) | Value::NpStr(s) => hash_str(s),
        Value::Tuple(t) => hash_seq(t)?,
        Value::None => 0x05f5_e100,
        Value::Ellipsis => 0x05f5_e101,
        Value::Scalar(_, s) => match *s {
            Scalar::Bool(b) => b as i64,
            Scalar::Int(i) => hash_int(i as i128),
            Scalar::UInt(u) => hash_int(u as i128),
            Scalar::Float(f) => hash_float(f),
            Scalar::Complex(r, i) => crate::python::complex::hash(r, i, hash_float),
        },
        Value::Range(a, b, c) => hash_seq(&[Value::Int(*a), Value::Int(*b), Value::Int(*c)])?,
        Value::List(_) | Value::Dict(_) | Value::Set(_) | Value::Array(_) | Value::Slice(_) => {
            let name = match v {
                Value::Array(_) => "numpy.ndarray".to_string(),
                other => other.type_name(),
            };
            return Err(type_error(format!("unhashable type: '{}'", name)));
        }
        // Hashed by identity in CPython; any hash consistent with `==` will do.
        other => hash_str(&crate::repr::repr(other, &Default::default())),
    })
}

fn same(a: &Value, b: &Value) -> bool {
    ops::is_same(a, b) || ops::py_eq(a, b)
}

// ---------------------------------------------------------------- the table

impl SetTable {
    pub fn new() -> SetTable {
        SetTable { slots: vec![Slot::Empty; MINSIZE], fill: 0, used: 0, finger: 0 }
    }

    fn mask(&self) -> usize {
        self.slots.len() - 1
    }

    pub fn len(&self) -> usize {
        self.used
    }

    pub fn is_empty(&self) -> bool {
        self.used == 0
    }

    /// The items in iteration order.
    pub fn items(&self) -> Vec<Value> {
        self.entries().into_iter().map(|e| e.1).collect()
    }

    /// (hash, item) in iteration order.
    fn entries(&self) -> Vec<(i64, Value)> {
        self.slots
            .iter()
            .filter_map(|s| match s {
                Slot::Full(h, v) => Some((*h, v.clone())),
                _ => None,
            })
            .collect()
    }

    /// The probe sequence from `hash`: calls `visit` on slot indices until it returns Some.
    fn probe<T>(mask: usize, hash: i64, mut visit: impl FnMut(usize) -> Option<T>) -> T {
        let mut perturb = hash as u64 as usize;
        let mut i = (hash as u64 as usize) & mask;
        loop {
            let probes = if i + LINEAR_PROBES <= mask { LINEAR_PROBES } else { 0 };
            for j in 0..=probes {
                if let Some(r) = visit(i + j) {
                    return r;
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb)) & mask;
        }
    }

    /// The slot holding an item equal to `v`, if any.
    fn lookup(&self, v: &Value, hash: i64) -> Option<usize> {
        Self::probe(self.mask(), hash, |k| match &self.slots[k] {
            Slot::Empty => Some(None),
            Slot::Full(h, x) if *h == hash && same(x, v) => Some(Some(k)),
            _ => None,
        })
    }

    fn add_entry(&mut self, v: Value, hash: i64) {
        let mask = self.mask();
        let mut freeslot = None;
        let slots = &self.slots;
        let found = Self::probe(mask, hash, |k| match &slots[k] {
            Slot::Empty => Some(Err(k)),
            Slot::Full(h, x) if *h == hash && same(x, &v) => Some(Ok(())),
            Slot::Dummy => {
                freeslot = Some(k);
                None
            }
            _ => None,
        });
        let k = match found {
            Ok(()) => return,
            Err(k) => k,
        };
        self.used += 1;
        if let Some(f) = freeslot {
            self.slots[f] = Slot::Full(hash, v);
            return;
        }
        self.fill += 1;
        self.slots[k] = Slot::Full(hash, v);
        if self.fill * 5 >= mask * 3 {
            self.resize(if self.used > 50000 { self.used * 2 } else { self.used * 4 });
        }
    }

    fn insert_clean(slots: &mut [Slot], v: Value, hash: i64) {
        let mask = slots.len() - 1;
        let k = Self::probe(mask, hash, |k| matches!(slots[k], Slot::Empty).then_some(k));
        slots[k] = Slot::Full(hash, v);
    }

    fn resize(&mut self, minused: usize) {
        let mut size = MINSIZE;
        while size <= minused {
            size <<= 1;
        }
        if size == MINSIZE && self.slots.len() == MINSIZE && self.fill == self.used {
            return;
        }
        let old = std::mem::replace(&mut self.slots, vec![Slot::Empty; size]);
        for s in old {
            if let Slot::Full(h, v) = s {
                Self::insert_clean(&mut self.slots, v, h);
            }
        }
        self.fill = self.used;
    }

    pub fn add(&mut self, v: Value) -> PyResult<()> {
        let h = py_hash(&v)?;
        self.add_entry(v, h);
        Ok(())
    }

    pub fn contains(&self, v: &Value) -> PyResult<bool> {
        let h = py_hash(v)?;
        Ok(self.lookup(v, h).is_some())
    }

    /// Removes `v`; whether it was there.
    pub fn discard(&mut self, v: &Value) -> PyResult<bool> {
        let h = py_hash(v)?;
        Ok(self.discard_entry(v, h))
    }

    fn discard_entry(&mut self, v: &Value, h: i64) -> bool {
        match self.lookup(v, h) {
            Some(k) => {
                self.slots[k] = Slot::Dummy;
                self.used -= 1;
                true
            }
            None => false,
        }
    }

    pub fn pop(&mut self) -> Option<Value> {
        if self.used == 0 {
            return None;
        }
        let mask = self.mask();
        let mut k = self.finger & mask;
        while !matches!(self.slots[k], Slot::Full(..)) {
            k = (k + 1) & mask;
        }
        let Slot::Full(_, v) = std::mem::replace(&mut self.slots[k], Slot::Dummy) else {
            return None;
        };
        self.used -= 1;
        self.finger = k + 1;
        Some(v)
    }

    pub fn clear(&mut self) {
        *self = SetTable::new();
    }

    /// CPython's `set_merge`: adds every item of another set, presizing once.
    fn merge(&mut self, other: &SetTable) {
        if other.used == 0 {
            return;
        }
        if (self.fill + other.used) * 5 >= self.mask() * 3 {
            self.resize((self.used + other.used) * 2);
        }
        if self.fill == 0 && self.mask() == other.mask() && other.fill == other.used {
            self.slots = other.slots.clone();
            self.fill = other.fill;
            self.used = other.used;
            return;
        }
        if self.fill == 0 {
            for (h, v) in other.entries() {
                Self::insert_clean(&mut self.slots, v, h);
            }
            self.fill = other.used;
            self.used = other.used;
            return;
        }
        for (h, v) in other.entries() {
            self.add_entry(v, h);
        }
    }

    /// `s.update(iterable)` (CPython's `set_update_internal`).
    pub fn update(&mut self, other: &Value) -> PyResult<()> {
        match other {
            Value::Set(o) => {
                if std::ptr::eq(o.as_ptr(), self) {
                    return Ok(());
                }
                let o = o.borrow().clone();
                self.merge(&o);
            }
            Value::Dict(d) => {
                let keys: Vec<Value> = d.borrow().iter().map(|p| p.0.clone()).collect();
                if (self.fill + keys.len()) * 5 >= self.mask() * 3 {
                    self.resize((self.used + keys.len()) * 2);
                }
                for k in keys {
                    self.add(k)?;
                }
            }
            other => {
                for v in ops::iterate(other)? {
                    self.add(v)?;
                }
            }
        }
        Ok(())
    }

    /// `set(iterable)`
    pub fn from_iterable(v: &Value) -> PyResult<SetTable> {
        let mut t = SetTable::new();
        t.update(v)?;
        Ok(t)
    }

    fn copy(&self) -> SetTable {
        let mut t = SetTable::new();
        t.merge(self);
        t
    }

    pub fn union(&self, other: &Value) -> PyResult<SetTable> {
        let mut t = self.copy();
        t.update(other)?;
        Ok(t)
    }

    pub fn intersection(&self, other: &Value) -> PyResult<SetTable> {
        let mut out = SetTable::new();
        match other {
            Value::Set(o) => {
                let o = o.borrow();
                // CPython walks the smaller set, looking items up in the larger one.
                let (big, small) = if o.len() > self.len() { (&*o, self) } else { (self, &*o) };
                for (h, v) in small.entries() {
                    if big.lookup(&v, h).is_some() {
                        out.add_entry(v, h);
                    }
                }
            }
            other => {
                for v in ops::iterate(other)? {
                    let h = py_hash(&v)?;
                    if self.lookup(&v, h).is_some() {
                        out.add_entry(v, h);
                    }
                }
            }
        }
        Ok(out)
    }

    /// `s -= other` / `s.difference_update(other)`
    pub fn difference_update(&mut self, other: &Value) -> PyResult<()> {
        let items = match other {
            Value::Set(o) if std::ptr::eq(o.as_ptr(), self) => {
                self.clear();
                return Ok(());
            }
            Value::Set(o) => o.borrow().items(),
            other => ops::iterate(other)?,
        };
        for v in items {
            self.discard(&v)?;
        }
        // CPython resizes dummies away when more than a quarter of the table holds them.
        if self.fill - self.used > self.mask() / 4 {
            self.resize(if self.used > 50000 { self.used * 2 } else { self.used * 4 });
        }
        Ok(())
    }

    pub fn difference(&self, other: &Value) -> PyResult<SetTable> {
        let other_len = match other {
            Value::Set(o) => o.borrow().len(),
            Value::Dict(d) => d.borrow().len(),
            _ => {
                let mut t = self.copy();
                t.difference_update(other)?;
                return Ok(t);
            }
        };
        if (self.len() >> 2) > other_len {
            let mut t = self.copy();
            t.difference_update(other)?;
            return Ok(t);
        }
        let mut out = SetTable::new();
        for (h, v) in self.entries() {
            let present = match other {
                Value::Set(o) => o.borrow().lookup(&v, h).is_some(),
                Value::Dict(d) => d.borrow().contains(&v).unwrap_or(false),
                _ => false,
            };
            if !present {
                out.add_entry(v, h);
            }
        }
        Ok(out)
    }

    /// `s ^= other`
    pub fn symmetric_difference_update(&mut self, other: &Value) -> PyResult<()> {
        let entries = match other {
            Value::Set(o) if std::ptr::eq(o.as_ptr(), self) => {
                self.clear();
                return Ok(());
            }
            Value::Set(o) => o.borrow().entries(),
            other => SetTable::from_iterable(other)?.entries(),
        };
        for (h, v) in entries {
            if !self.discard_entry(&v, h) {
                self.add_entry(v, h);
            }
        }
        Ok(())
    }

    pub fn symmetric_difference(&self, other: &Value) -> PyResult<SetTable> {
        // CPython copies the other operand and updates that with this set.
        let mut t = SetTable::from_iterable(other)?;
        t.symmetric_difference_update(&Value::Set(Rc::new(RefCell::new(self.clone()))))?;
        Ok(t)
    }

    pub fn is_subset(&self, other: &SetTable) -> bool {
        self.len() <= other.len() && self.entries().iter().all(|(h, v)| other.lookup(v, *h).is_some())
    }
}

pub fn new_value(t: SetTable) -> Value {
    Value::Set(Rc::new(RefCell::new(t)))
}

fn as_set(v: &Value) -> Option<SetTable> {
    match v {
        Value::Set(s) => Some(s.borrow().clone()),
        _ => None,
    }
}

/// `a | b`, `a & b`, `a - b`, `a ^ b` between sets (None: not a set operation).
pub fn binary(op: BinOp, a: &Value, b: &Value) -> Option<PyResult<Value>> {
    let (Value::Set(x), Value::Set(_)) = (a, b) else {
        return None;
    };
    let x = x.borrow();
    let r = match op {
        BinOp::BitOr => x.union(b),
        BinOp::BitAnd => x.intersection(b),
        BinOp::Sub => x.difference(b),
        BinOp::BitXor => x.symmetric_difference(b),
        _ => return None,
    };
    Some(r.map(new_value))
}

/// `a |= b` and friends: updates the set in place.
pub fn inplace(op: BinOp, a: &Value, b: &Value) -> Option<PyResult<Value>> {
    let (Value::Set(x), Value::Set(_)) = (a, b) else {
        return None;
    };
    let r = match op {
        BinOp::BitOr => {
            let other = b.clone();
            x.borrow_mut().update(&other)
        }
        BinOp::BitAnd => {
            let t = x.borrow().intersection(b);
            t.map(|t| *x.borrow_mut() = t)
        }
        BinOp::Sub => {
            let other = as_set(b).map(new_value).unwrap_or(Value::None);
            x.borrow_mut().difference_update(&other)
        }
        BinOp::BitXor => {
            let other = as_set(b).map(new_value).unwrap_or(Value::None);
            x.borrow_mut().symmetric_difference_update(&other)
        }
        _ => return None,
    };
    Some(r.map(|_| a.clone()))
}

/// `==`, `<=`, `<`, ... between two sets (subset order).
pub fn compare(op: CmpOp, a: &Value, b: &Value) -> Option<bool> {
    let (Value::Set(x), Value::Set(y)) = (a, b) else {
        return None;
    };
    let (x, y) = (x.borrow().clone(), y.borrow().clone());
    Some(match op {
        CmpOp::Eq => x.len() == y.len() && x.is_subset(&y),
        CmpOp::Ne => !(x.len() == y.len() && x.is_subset(&y)),
        CmpOp::Le => x.is_subset(&y),
        CmpOp::Lt => x.len() < y.len() && x.is_subset(&y),
        CmpOp::Ge => y.is_subset(&x),
        CmpOp::Gt => y.len() < x.len() && y.is_subset(&x),
        _ => return None,
    })
}

pub const METHODS: &[&str] = &[
    "add",
    "discard",
    "remove",
    "pop",
    "clear",
    "copy",
    "update",
    "union",
    "intersection",
    "difference",
    "symmetric_difference",
    "intersection_update",
    "difference_update",
    "symmetric_difference_update",
    "issubset",
    "issuperset",
    "isdisjoint",
];

fn one_arg(name: &str, pos: &[Value]) -> PyResult<Value> {
    match pos {
        [v] => Ok(v.clone()),
        _ => Err(type_error(format!("set.{}() takes exactly one argument ({} given)", name, pos.len()))),
    }
}

/// `s.method(...)`
pub fn call_method(interp: &mut Interp, s: &Rc<RefCell<SetTable>>, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let _ = interp;
    if !kw.is_empty() {
        return Err(type_error(format!("set.{}() takes no keyword arguments", name)));
    }
    let opts = Default::default();
    match name {
        "add" => {
            let v = one_arg(name, &pos)?;
            s.borrow_mut().add(v)?;
            Ok(Value::None)
        }
        "discard" => {
            let v = one_arg(name, &pos)?;
            s.borrow_mut().discard(&v)?;
            Ok(Value::None)
        }
        "remove" => {
            let v = one_arg(name, &pos)?;
            if !s.borrow_mut().discard(&v)? {
                return Err(PyErr::new(ExcKind::KeyError, crate::repr::repr(&v, &opts)));
            }
            Ok(Value::None)
        }
        "pop" => s.borrow_mut().pop().ok_or_else(|| PyErr::new(ExcKind::KeyError, "'pop from an empty set'")),
        "clear" => {
            s.borrow_mut().clear();
            Ok(Value::None)
        }
        "copy" => Ok(new_value(s.borrow().copy())),
        "update" => {
            for o in &pos {
                s.borrow_mut().update(o)?;
            }
            Ok(Value::None)
        }
        "union" | "intersection" | "difference" => {
            let mut t = s.borrow().copy();
            for o in &pos {
                t = match name {
                    "union" => t.union(o)?,
                    "intersection" => t.intersection(o)?,
                    _ => t.difference(o)?,
                };
            }
            Ok(new_value(t))
        }
        "symmetric_difference" => Ok(new_value(s.borrow().symmetric_difference(&one_arg(name, &pos)?)?)),
        "intersection_update" => {
            let mut t = s.borrow().copy();
            for o in &pos {
                t = t.intersection(o)?;
            }
            *s.borrow_mut() = t;
            Ok(Value::None)
        }
        "difference_update" => {
            for o in &pos {
                s.borrow_mut().difference_update(o)?;
            }
            Ok(Value::None)
        }
        "symmetric_difference_update" => {
            let o = one_arg(name, &pos)?;
            s.borrow_mut().symmetric_difference_update(&o)?;
            Ok(Value::None)
        }
        "issubset" | "issuperset" | "isdisjoint" => {
            let o = SetTable::from_iterable(&one_arg(name, &pos)?)?;
            let me = s.borrow();
            Ok(Value::Bool(match name {
                "issubset" => me.is_subset(&o),
                "issuperset" => o.is_subset(&me),
                _ => me.intersection(&new_value(o))?.is_empty(),
            }))
        }
        _ => Err(stridelab_engine::error::attribute_error(format!("'set' object has no attribute '{}'", name))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set_of(v: &[i128]) -> Vec<i128> {
        let mut t = SetTable::new();
        for &x in v {
            t.add(Value::Int(x)).unwrap();
        }
        t.items().iter().map(|v| if let Value::Int(i) = v { *i } else { 0 }).collect()
    }

    /// Expected orders printed by CPython 3.11.
    #[test]
    fn int_sets_iterate_in_cpython_order() {
        assert_eq!(set_of(&[3, 1, 2]), vec![1, 2, 3]);
        assert_eq!(set_of(&[-1, 5, 100, 8, 33]), vec![33, 100, 5, 8, -1]);
        assert_eq!(set_of(&[0, 8, 16, 24, 32]), vec![0, 32, 8, 16, 24]);
    }

    #[test]
    fn float_and_tuple_hashes_match_cpython() {
        assert_eq!(hash_float(1.5), 1152921504606846977);
        assert_eq!(hash_float(-2.0), -2);
        assert_eq!(hash_float(0.1), 230584300921369408);
        assert_eq!(hash_seq(&[Value::Int(1), Value::Int(2)]).unwrap(), -3550055125485641917);
        assert_eq!(hash_int(-1), -2);
        assert_eq!(hash_int(1 << 61), 1);
    }
}
