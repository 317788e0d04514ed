//! The public names NumPy 2.4 has, read from `names.txt` (written by `tools/numpy_names.py` from the
//! installed NumPy: `dir()` of each module and of `ndarray`, `Generator`, `dtype`, plus the texts of
//! `numpy/__init__.py`'s `__getattr__` for names NumPy 2.0 removed).
//!
//! It lets a missing name say the truth: a name NumPy has but stridelab lacks raises
//! `NotImplementedError: numpy.X is not supported by stridelab`, a name NumPy 2.0 removed raises
//! NumPy's own AttributeError text, and only a name NumPy never had gets the plain AttributeError.

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use stridelab_engine::error::{attribute_error, not_implemented, PyErr};

struct Names {
    /// section ("module numpy", "attrs ndarray", ...) -> its names
    sections: HashMap<&'static str, HashSet<&'static str>>,
    /// removed numpy attribute -> NumPy's message
    removed: HashMap<&'static str, String>,
}

fn names() -> &'static Names {
    static NAMES: OnceLock<Names> = OnceLock::new();
    NAMES.get_or_init(|| {
        let mut sections: HashMap<&'static str, HashSet<&'static str>> = HashMap::new();
        let mut removed = HashMap::new();
        let mut current = "";
        for line in include_str!("names.txt").lines() {
            if line.starts_with('#') || line.is_empty() {
                continue;
            }
            if let Some(sec) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
                current = sec;
                continue;
            }
            if current == "removed" {
                if let Some((name, msg)) = line.split_once('\t') {
                    removed.insert(name, msg.replace("\\n", "\n"));
                }
            } else {
                sections.entry(current).or_default().insert(line);
            }
        }
        Names { sections, removed }
    })
}

fn has(section: &str, name: &str) -> bool {
    names().sections.get(section).is_some_and(|s| s.contains(name))
}

/// The names of a section (`module numpy`, `attrs ndarray`), sorted as `dir()` lists them.
pub fn section(section: &str) -> Vec<&'static str> {
    let mut v: Vec<&'static str> = names().sections.get(section).map(|s| s.iter().copied().collect()).unwrap_or_default();
    v.sort_unstable();
    v
}

/// Whether `module` (a dotted name such as `numpy.fft`) is a NumPy module.
pub fn is_numpy_module(module: &str) -> bool {
    names().sections.contains_key(format!("module {module}").as_str())
}

/// The error for `module.name` when stridelab's own module lacks it: NotImplementedError when
/// NumPy has the name, NumPy's removal text for names NumPy 2.0 removed, else None (the caller
/// raises Python's plain AttributeError).
pub fn missing_module_attr(module: &str, name: &str) -> Option<PyErr> {
    if module == "numpy"
        && let Some(msg) = names().removed.get(name) {
            return Some(attribute_error(msg.clone()));
        }
    has(&format!("module {module}"), name)
        .then(|| not_implemented(format!("{module}.{name} is not supported by stridelab")))
}

/// The error for an attribute of a NumPy object type (`ndarray`, `dtype`,
/// `numpy.random.Generator`) that NumPy has and stridelab lacks.
pub fn missing_type_attr(type_name: &str, name: &str) -> Option<PyErr> {
    has(&format!("attrs {type_name}"), name)
        .then(|| not_implemented(format!("{type_name}.{name} is not supported by stridelab")))
}

/// NotImplementedError for a Python builtin (`complex`, `bytes`, `object`, ...) stridelab lacks.
pub fn missing_builtin(name: &str) -> Option<PyErr> {
    has("module builtins", name).then(|| not_implemented(format!("Python's builtin '{name}' is not supported by stridelab")))
}

/// Whether NumPy understands `s` as a dtype string that stridelab does not model: a name
/// (`'complex128'`, `'object'`, `'str'`), a typecode with an optional byte order and size
/// (`'c16'`, `'<U5'`, `'S10'`, `'O'`, `'M8[ns]'`), or a comma-separated record (`'f4,i4'`).
pub fn is_numpy_dtype_string(s: &str) -> bool {
    let s = s.trim();
    if s.contains(',') {
        return s.split(',').all(|p| is_numpy_dtype_string(p) || p.trim().is_empty());
    }
    if has("dtype names", s) {
        return true;
    }
    let body = s.trim_start_matches(['<', '>', '=', '|']);
    let unit = |u: &str| u.is_empty() || (u.starts_with('[') && u.ends_with(']'));
    for time in ["datetime64", "timedelta64", "M8", "m8", "M", "m"] {
        if let Some(rest) = body.strip_prefix(time)
            && unit(rest) {
                return true;
            }
    }
    let mut chars = body.chars();
    match chars.next() {
        Some(c) if "?bBhHiIlLqQpPefdgFDGSaUVOc".contains(c) => chars.all(|d| d.is_ascii_digit()),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_unknown_and_removed_names() {
        assert!(is_numpy_module("numpy.fft"));
        assert!(!is_numpy_module("numpy.nothing"));
        let e = missing_module_attr("numpy", "argpartition").expect("numpy has argpartition");
        assert_eq!(e.msg, "numpy.argpartition is not supported by stridelab");
        assert!(missing_module_attr("numpy", "arang").is_none());
        let e = missing_module_attr("numpy", "float_").expect("removed in 2.0");
        assert_eq!(e.msg, "`np.float_` was removed in the NumPy 2.0 release. Use `np.float64` instead.");
        assert!(missing_module_attr("numpy", "int").expect("former alias").msg.contains('\n'));
        assert!(missing_type_attr("ndarray", "tobytes").is_some());
        assert!(missing_type_attr("ndarray", "fla").is_none());
        assert!(missing_builtin("complex").is_some() && missing_builtin("xx").is_none());
        for s in ["c16", "complex128", "<U5", "S10", "O", "M8[ns]", "f4,i4", "datetime64[s]", "V8"] {
            assert!(is_numpy_dtype_string(s), "{s}");
        }
        for s in ["int33", "q9x", "", "f4,zz", "M8ns"] {
            assert!(!is_numpy_dtype_string(s), "{s}");
        }
    }
}
