//! Python dicts: insertion order with constant-time lookups, stores and deletes.
//!
//! CPython's dict (Objects/dictobject.c of 3.11) keeps its entries in one compact array in
//! insertion order and finds them through a separate index table keyed by the hash. This keeps
//! the same two parts: the entries in a `Vec` (a deleted entry leaves a hole until holes
//! outnumber the live entries, then the entries are compacted and the index rebuilt, as
//! CPython's `dictresize` drops its dummies) and a hash map from CPython's hash of the key
//! (`set::py_hash`, so `1`, `1.0` and `True` are one key) to the positions of the entries with
//! that hash. Keys match as CPython's lookup matches them: the same object, or equal.

use std::collections::HashMap;

use crate::ops;
use crate::value::Value;
use stridelab_engine::error::PyResult;

use super::set::py_hash;

#[derive(Debug, Clone, Default)]
pub struct DictTable {
    /// `(key, value)` in insertion order; `None` where an entry was deleted.
    entries: Vec<Option<(Value, Value)>>,
    /// hash -> positions in `entries` of the live keys with that hash.
    index: HashMap<i64, Vec<usize>>,
    live: usize,
}

fn same_key(a: &Value, b: &Value) -> bool {
    ops::is_same(a, b) || ops::py_eq(a, b)
}

impl DictTable {
    pub fn new() -> DictTable {
        DictTable::default()
    }

    /// A dict of `pairs` in order; a repeated key keeps its first place and its last value.
    pub fn from_pairs(pairs: impl IntoIterator<Item = (Value, Value)>) -> PyResult<DictTable> {
        let mut d = DictTable::new();
        for (k, v) in pairs {
            d.set(k, v)?;
        }
        Ok(d)
    }

    pub fn len(&self) -> usize {
        self.live
    }

    pub fn is_empty(&self) -> bool {
        self.live == 0
    }

    /// The live entries in insertion order.
    pub fn iter(&self) -> impl Iterator<Item = &(Value, Value)> {
        self.entries.iter().flatten()
    }

    /// The values, to change in place.
    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut Value> {
        self.entries.iter_mut().flatten().map(|(_, v)| v)
    }

    /// The live entries, cloned, in insertion order.
    pub fn pairs(&self) -> Vec<(Value, Value)> {
        self.iter().cloned().collect()
    }

    fn find(&self, k: &Value, h: i64) -> Option<usize> {
        self.index.get(&h)?.iter().copied().find(|&i| self.entries[i].as_ref().is_some_and(|(key, _)| same_key(key, k)))
    }

    /// `d[k]`, or `None` when absent; TypeError for an unhashable key.
    pub fn get(&self, k: &Value) -> PyResult<Option<Value>> {
        let h = py_hash(k)?;
        Ok(self.find(k, h).and_then(|i| self.entries[i].as_ref().map(|(_, v)| v.clone())))
    }

    /// `k in d`.
    pub fn contains(&self, k: &Value) -> PyResult<bool> {
        let h = py_hash(k)?;
        Ok(self.find(k, h).is_some())
    }

    /// `d[k] = v`: a present key keeps its place (and its first key object, as CPython keeps
    /// it) and takes the new value.
    pub fn set(&mut self, k: Value, v: Value) -> PyResult<()> {
        let h = py_hash(&k)?;
        match self.find(&k, h) {
            Some(i) => {
                if let Some(e) = self.entries[i].as_mut() {
                    e.1 = v;
                }
            }
            None => {
                self.index.entry(h).or_default().push(self.entries.len());
                self.entries.push(Some((k, v)));
                self.live += 1;
            }
        }
        Ok(())
    }

    /// `del d[k]` / `d.pop(k)`: the value, or `None` when absent.
    pub fn remove(&mut self, k: &Value) -> PyResult<Option<Value>> {
        let h = py_hash(k)?;
        let Some(i) = self.find(k, h) else { return Ok(None) };
        if let Some(slots) = self.index.get_mut(&h) {
            slots.retain(|&j| j != i);
            if slots.is_empty() {
                self.index.remove(&h);
            }
        }
        let old = self.entries[i].take().map(|(_, v)| v);
        self.live -= 1;
        if self.entries.len() > 8 && self.entries.len() > 2 * self.live {
            self.compact();
        }
        Ok(old)
    }

    /// `d.popitem()`: the last entry, removed.
    pub fn pop_last(&mut self) -> PyResult<Option<(Value, Value)>> {
        let Some(k) = self.entries.iter().rev().flatten().next().map(|(k, _)| k.clone()) else { return Ok(None) };
        let v = self.remove(&k)?;
        Ok(v.map(|v| (k, v)))
    }

    pub fn clear(&mut self) {
        *self = DictTable::new();
    }

    /// Drop the holes and rebuild the index (the hashes of live keys cannot fail: each was
    /// hashed when it was stored).
    fn compact(&mut self) {
        let pairs = std::mem::take(&mut self.entries);
        self.index.clear();
        self.live = 0;
        for (k, v) in pairs.into_iter().flatten() {
            let h = py_hash(&k).unwrap_or(0);
            self.index.entry(h).or_default().push(self.entries.len());
            self.entries.push(Some((k, v)));
            self.live += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(i: i128) -> Value {
        Value::Int(i)
    }

    #[test]
    fn keys_keep_insertion_order_and_equal_numbers_are_one_key() {
        let mut d = DictTable::new();
        d.set(int(3), int(30)).unwrap();
        d.set(Value::Float(1.0), int(10)).unwrap();
        d.set(Value::str("a"), int(1)).unwrap();
        d.set(Value::Bool(true), int(11)).unwrap();
        assert_eq!(d.len(), 3);
        let keys: Vec<String> = d.iter().map(|(k, _)| crate::repr::repr(k, &Default::default())).collect();
        assert_eq!(keys, ["3", "1.0", "'a'"], "True updates the 1.0 entry in place");
        assert!(matches!(d.get(&int(1)).unwrap(), Some(Value::Int(11))));
        assert!(d.get(&Value::list(vec![])).is_err(), "a list is unhashable");
    }

    #[test]
    fn deletes_leave_order_and_compaction_keeps_it() {
        let mut d = DictTable::from_pairs((0..100).map(|i| (int(i), int(i * i)))).unwrap();
        for i in (0..100).filter(|i| i % 3 != 0) {
            assert!(matches!(d.remove(&int(i)).unwrap(), Some(Value::Int(v)) if v == i * i));
        }
        assert!(d.remove(&int(1)).unwrap().is_none());
        assert_eq!(d.len(), 34);
        let keys: Vec<i128> = d.iter().map(|(k, _)| if let Value::Int(i) = k { *i } else { -1 }).collect();
        assert_eq!(keys, (0..100).filter(|i| i % 3 == 0).collect::<Vec<_>>());
        d.set(int(1), int(-1)).unwrap();
        assert!(matches!(d.iter().last(), Some((Value::Int(1), Value::Int(-1)))), "a re-added key goes last");
        assert!(matches!(d.pop_last().unwrap(), Some((Value::Int(1), _))));
        assert!(d.contains(&int(99)).unwrap());
        assert!(!d.contains(&int(98)).unwrap());
    }

    #[test]
    fn a_nan_key_is_found_by_identity_and_other_nans_are_other_keys() {
        // floats have no identity here except NaN's: the same bits are one object (np.nan),
        // found by CPython's identity test although NaN != NaN (docs/conformance.md)
        let mut d = DictTable::new();
        d.set(Value::Float(f64::NAN), int(1)).unwrap();
        assert!(d.contains(&Value::Float(f64::NAN)).unwrap());
        d.set(Value::Float(f64::NAN), int(2)).unwrap();
        assert_eq!(d.len(), 1);
        d.set(Value::Float(-f64::NAN), int(3)).unwrap();
        assert_eq!(d.len(), 2, "a NaN of other bits is another object, and NaN != NaN");
    }
}
