//! Python's `os` module, read-only, as CPython 3.11 on Linux runs it: `os.path`'s string
//! functions follow `Lib/posixpath.py` and `Lib/genericpath.py` (join, split, basename,
//! dirname, splitext, normpath, isabs, abspath), `exists`/`isfile`/`isdir` ask the file
//! system as `os.stat` does, `os.listdir` and `os.getcwd` read it. Teaching material
//! builds data paths with them.
//!
//! `os.listdir` returns the names in the directory's own order, as CPython's does (both
//! read `readdir`), so on one machine both list the same order; scripts that must print
//! the same on every machine sort it. `abspath` joins the real working directory, as
//! CPython's does. Nothing that writes, deletes or changes the process (`os.remove`,
//! `os.mkdir`, `os.chdir`, ...) is modelled: those raise NotImplementedError.

use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::value::Value;
use stridelab_engine::error::{ExcKind, PyErr, PyResult, not_implemented, type_error};

pub static TABLE: &[BuiltinDef] = &[
    def!("os.getcwd", "", "The current working directory.", "os.getcwd()", os_getcwd),
    def!("os.listdir", "path=None", "The names of a directory's entries, in the directory's order.", "sorted(os.listdir('.'))", os_listdir),
    def!("os.path.join", "a, *p", "Join path components with '/', restarting at an absolute one.", "os.path.join('data', 'x.csv')", path_join),
    def!("os.path.split", "p", "(head, tail): the path up to its last '/', and the rest.", "os.path.split('data/x.csv')", path_split),
    def!("os.path.basename", "p", "The part after the last '/'.", "os.path.basename('data/x.csv')", path_basename),
    def!("os.path.dirname", "p", "The part before the last '/'.", "os.path.dirname('data/x.csv')", path_dirname),
    def!("os.path.splitext", "p", "(root, ext): the extension is from the last dot of the last component.", "os.path.splitext('data/x.csv')", path_splitext),
    def!("os.path.normpath", "path", "Collapse redundant separators and '.' and '..' components.", "os.path.normpath('a//b/../c')", path_normpath),
    def!("os.path.isabs", "s", "Whether the path starts with '/'.", "os.path.isabs('/tmp')", path_isabs),
    def!("os.path.abspath", "path", "The path joined to the working directory, normalised.", "os.path.isabs(os.path.abspath('x'))", path_abspath),
    def!("os.path.exists", "path", "Whether the path names an existing file or directory.", "os.path.exists('.')", path_exists),
    def!("os.path.isfile", "path", "Whether the path names an existing regular file.", "os.path.isfile('.')", path_isfile),
    def!("os.path.isdir", "path", "Whether the path names an existing directory.", "os.path.isdir('.')", path_isdir),
];

/// The module attributes that are not functions.
pub fn attr(module: &str, name: &str) -> Option<PyResult<Value>> {
    Some(Ok(match (module, name) {
        ("os", "path") => Value::Module("os.path"),
        ("os", "sep") | ("os.path", "sep") => Value::str("/"),
        ("os", "curdir") | ("os.path", "curdir") => Value::str("."),
        ("os", "pardir") | ("os.path", "pardir") => Value::str(".."),
        ("os", "extsep") | ("os.path", "extsep") => Value::str("."),
        ("os", "linesep") => Value::str("\n"),
        ("os", "name") => Value::str("posix"),
        ("os", _) | ("os.path", _) => {
            return Some(Err(not_implemented(format!("{module}.{name} is not supported by stridelab (its os module reads, never writes)"))));
        }
        _ => return None,
    }))
}

/// `os.fspath` of a path argument: str only (bytes paths are not modelled).
fn fspath(v: &Value) -> PyResult<String> {
    match v {
        Value::Str(s) => Ok(s.to_string()),
        Value::Bytes(_) => Err(not_implemented("bytes paths are not supported by stridelab")),
        other => Err(type_error(format!("expected str, bytes or os.PathLike object, not {}", other.type_name()))),
    }
}

/// The path `os.stat` takes: a str (an int is a file descriptor, not modelled).
fn stat_path(v: &Value, func: &str) -> PyResult<String> {
    match v {
        Value::Str(s) => Ok(s.to_string()),
        Value::Bytes(_) => Err(not_implemented("bytes paths are not supported by stridelab")),
        Value::Int(_) | Value::Bool(_) => Err(not_implemented("file descriptors are not supported by stridelab")),
        other => Err(type_error(format!("{func}: path should be string, bytes, os.PathLike or integer, not {}", other.type_name()))),
    }
}

fn os_getcwd(_: &mut Interp, _: &Args) -> PyResult<Value> {
    Ok(Value::str(&getcwd()?))
}

fn getcwd() -> PyResult<String> {
    std::env::current_dir()
        .map(|p| p.to_string_lossy().into_owned())
        .map_err(|e| PyErr::new(ExcKind::FileNotFoundError, format!("[Errno {}] {}", e.raw_os_error().unwrap_or(2), "No such file or directory")))
}

/// CPython's `OSError` text for a failed call on `path`: its errno class and strerror.
fn os_error(e: std::io::Error, path: &str) -> PyErr {
    let errno = e.raw_os_error().unwrap_or(0);
    let (kind, text) = match errno {
        2 => (ExcKind::FileNotFoundError, "No such file or directory".to_string()),
        20 => (ExcKind::NotADirectoryError, "Not a directory".to_string()),
        _ => (ExcKind::OSError, e.to_string().split(" (os error").next().unwrap_or("").to_string()),
    };
    PyErr::new(kind, format!("[Errno {errno}] {text}: {}", crate::repr::str_repr(path)))
}

fn os_listdir(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let path = match a.get("path") {
        None | Some(Value::None) => ".".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(Value::Bytes(_)) => return Err(not_implemented("bytes paths are not supported by stridelab")),
        Some(Value::Int(_)) => return Err(not_implemented("file descriptors are not supported by stridelab")),
        Some(v) => {
            return Err(type_error(format!(
                "listdir: path should be string, bytes, os.PathLike, integer or None, not {}",
                v.type_name()
            )));
        }
    };
    let rd = std::fs::read_dir(&path).map_err(|e| os_error(e, &path))?;
    let mut names = Vec::new();
    for entry in rd {
        let entry = entry.map_err(|e| os_error(e, &path))?;
        stridelab_engine::budget::charge(64);
        names.push(Value::str(&entry.file_name().to_string_lossy()));
    }
    Ok(Value::list(names))
}

/// posixpath.join: each component appended after a '/', an absolute one restarting the path.
fn path_join(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let mut path = fspath(&a.req("a"))?;
    for v in a.rest.iter() {
        let b = match v {
            Value::Str(s) => s.to_string(),
            other => {
                return Err(type_error(format!(
                    "join() argument must be str, bytes, or os.PathLike object, not '{}'",
                    other.type_name()
                )));
            }
        };
        if b.starts_with('/') {
            path = b;
        } else if path.is_empty() || path.ends_with('/') {
            path.push_str(&b);
        } else {
            path.push('/');
            path.push_str(&b);
        }
    }
    Ok(Value::str(&path))
}

/// posixpath.split: the head loses its trailing slashes unless it is all slashes.
fn split(p: &str) -> (String, String) {
    let i = p.rfind('/').map_or(0, |i| i + 1);
    let (head, tail) = (&p[..i], &p[i..]);
    let head = if !head.is_empty() && head.chars().any(|c| c != '/') { head.trim_end_matches('/') } else { head };
    (head.to_string(), tail.to_string())
}

fn path_split(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let (h, t) = split(&fspath(&a.req("p"))?);
    Ok(Value::tuple(vec![Value::str(&h), Value::str(&t)]))
}

fn path_basename(_: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(Value::str(&split(&fspath(&a.req("p"))?).1))
}

fn path_dirname(_: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(Value::str(&split(&fspath(&a.req("p"))?).0))
}

/// genericpath._splitext: the extension starts at the last dot after the last '/', unless
/// everything before that dot in the component is dots (a leading-dot name has none).
fn path_splitext(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let p = fspath(&a.req("p"))?;
    let sep = p.rfind('/').map_or(-1, |i| i as i64);
    let dot = p.rfind('.').map_or(-1, |i| i as i64);
    if dot > sep {
        let from = (sep + 1) as usize;
        if p.as_bytes()[from..dot as usize].iter().any(|&c| c != b'.') {
            let (root, ext) = p.split_at(dot as usize);
            return Ok(Value::tuple(vec![Value::str(root), Value::str(ext)]));
        }
    }
    Ok(Value::tuple(vec![Value::str(&p), Value::str("")]))
}

/// posixpath.normpath: POSIX keeps exactly two leading slashes, drops '.' and empty
/// components, and lets '..' cancel a preceding name (not at the root).
fn normpath(path: &str) -> String {
    if path.is_empty() {
        return ".".into();
    }
    let initial = if path.starts_with("//") && !path.starts_with("///") {
        2
    } else if path.starts_with('/') {
        1
    } else {
        0
    };
    let mut comps: Vec<&str> = Vec::new();
    for comp in path.split('/') {
        if comp.is_empty() || comp == "." {
            continue;
        }
        if comp != ".." || (initial == 0 && comps.is_empty()) || comps.last() == Some(&"..") {
            comps.push(comp);
        } else if !comps.is_empty() {
            comps.pop();
        }
    }
    let out = "/".repeat(initial) + &comps.join("/");
    if out.is_empty() { ".".into() } else { out }
}

fn path_normpath(_: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(Value::str(&normpath(&fspath(&a.req("path"))?)))
}

fn path_isabs(_: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(Value::Bool(fspath(&a.req("s"))?.starts_with('/')))
}

fn path_abspath(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let p = fspath(&a.req("path"))?;
    let joined = if p.starts_with('/') {
        p
    } else {
        let cwd = getcwd()?;
        if cwd.ends_with('/') { cwd + &p } else { cwd + "/" + &p }
    };
    Ok(Value::str(&normpath(&joined)))
}

/// `os.stat` of the path, following links; None where stat fails (genericpath answers False).
fn stat(a: &Args, func: &str) -> PyResult<Option<std::fs::Metadata>> {
    let p = stat_path(&a.req("path"), func)?;
    if p.contains('\0') {
        return Ok(None);
    }
    Ok(std::fs::metadata(&p).ok())
}

fn path_exists(_: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(Value::Bool(stat(a, "stat")?.is_some()))
}

fn path_isfile(_: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(Value::Bool(stat(a, "stat")?.is_some_and(|m| m.is_file())))
}

fn path_isdir(_: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(Value::Bool(stat(a, "stat")?.is_some_and(|m| m.is_dir())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn posix_path_rules() {
        assert_eq!(normpath("//a/../b"), "//b");
        assert_eq!(normpath("///a/./b/"), "/a/b");
        assert_eq!(normpath("../x/.."), "..");
        assert_eq!(split("//"), ("//".to_string(), String::new()));
        assert_eq!(split("a//b"), ("a".to_string(), "b".to_string()));
    }
}
