//! Registry invariants: one row per key, and every ufunc row is a ufunc object with its
//! methods.

use std::collections::HashSet;

use super::umath::UFUNCS;
use crate::repr;
use crate::builtins;
use crate::value::Value;

#[test]
fn registry_keys_are_unique() {
    let mut seen = HashSet::new();
    for d in builtins::all() {
        assert!(seen.insert(d.key), "{} is declared twice", d.key);
    }
}

#[test]
fn every_ufunc_prints_as_a_ufunc_and_has_its_methods() {
    // the gufunc: stridelab has no .at/.reduce rows for it yet
    const WITHOUT_METHODS: &[&str] = &["matmul"];
    for u in UFUNCS {
        let key = format!("numpy.{}", u.name);
        let d = builtins::find(&key).unwrap_or_else(|| panic!("{} has a ufunc row but no function", key));
        assert_eq!(repr::repr(&Value::Builtin(d.key), &Default::default()), format!("<ufunc '{}'>", u.canonical));
        if WITHOUT_METHODS.contains(&u.name) {
            continue;
        }
        for m in ["at", "reduce", "accumulate", "outer", "reduceat"] {
            assert!(builtins::find(&format!("{}.{}", key, m)).is_some(), "np.{}.{} is missing", u.name, m);
        }
    }
}

#[test]
fn each_ndarray_method_is_one_row() {
    use super::ndarray::{METHODS, methods};
    let mut seen = HashSet::new();
    for m in methods() {
        assert!(seen.insert(m.name), "ndarray.{} is declared twice", m.name);
    }
    // a function that declares its method twin is not also a row of its own
    for d in builtins::method_twins() {
        assert!(!METHODS.iter().any(|m| m.name == d.name()), "ndarray.{} has a twin row and its own", d.name());
        let sig = methods().iter().find(|m| m.name == d.name()).map(|m| m.sig).unwrap_or_default();
        assert!(d.sig.ends_with(sig), "{}: the method's signature is the function's without `a`", d.key);
    }
    assert!(methods().iter().all(|m| m.name != "ptp"), "NumPy 2 removed ndarray.ptp");
}
