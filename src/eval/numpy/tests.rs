//! Registry invariants: one row per key, and every ufunc row is a ufunc object with its
//! methods.

use std::collections::HashSet;

use super::umath::UFUNCS;
use crate::eval::repr;
use crate::eval::builtins;
use crate::eval::value::Value;

#[test]
fn registry_keys_are_unique() {
    let mut seen = HashSet::new();
    for d in builtins::all() {
        assert!(seen.insert(d.key), "{} is declared twice", d.key);
    }
}

#[test]
fn every_ufunc_prints_as_a_ufunc_and_has_its_methods() {
    // gufunc and two-output ufuncs: stridelab has no .at/.reduce rows for them yet
    const WITHOUT_METHODS: &[&str] = &["matmul", "divmod"];
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
