//! Binding call arguments to a builtin's signature.
//!
//! Signatures are written in Python syntax in the builtin table (`"a, shape, order='C', *,
//! copy=None"`), so help text, completion of keyword names and argument checking all come
//! from the same string.

use super::value::Value;
use stridelab_engine::error::{PyResult, type_error};

/// One parameter of a signature.
#[derive(Debug, Clone, PartialEq)]
pub struct ParamSpec {
    pub name: String,
    pub has_default: bool,
    pub kw_only: bool,
    pub pos_only: bool,
    /// `*args`
    pub var_pos: bool,
    /// `**kwargs`
    pub var_kw: bool,
}

/// Parse a Python-style signature into its parameters.
pub fn parse_signature(sig: &str) -> Vec<ParamSpec> {
    let mut out: Vec<ParamSpec> = Vec::new();
    let mut kw_only = false;
    let mut depth = 0i32;
    let mut parts = Vec::new();
    let mut cur = String::new();
    for ch in sig.chars() {
        match ch {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            _ => {}
        }
        if ch == ',' && depth == 0 {
            parts.push(std::mem::take(&mut cur));
        } else {
            cur.push(ch);
        }
    }
    if !cur.trim().is_empty() {
        parts.push(cur);
    }
    for p in parts {
        let p = p.trim();
        if p.is_empty() {
            continue;
        }
        if p == "*" {
            kw_only = true;
            continue;
        }
        if p == "/" {
            for q in out.iter_mut() {
                q.pos_only = true;
            }
            continue;
        }
        let (name, has_default) = match p.split_once('=') {
            Some((n, _)) => (n.trim(), true),
            None => (p, false),
        };
        let (name, var_pos, var_kw) = if let Some(n) = name.strip_prefix("**") {
            (n, false, true)
        } else if let Some(n) = name.strip_prefix('*') {
            (n, true, false)
        } else {
            (name, false, false)
        };
        if var_pos {
            kw_only = true;
        }
        out.push(ParamSpec {
            name: name.to_string(),
            has_default,
            kw_only: kw_only && !var_pos,
            pos_only: false,
            var_pos,
            var_kw,
        });
    }
    out
}

/// Which argument parser the callee uses: it decides the words of a missing argument's
/// TypeError (the other errors read the same in all three).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Parser {
    /// A function defined in Python, as most of NumPy's are (and the dispatchers in front
    /// of its C functions): CPython's `missing_arguments` in `Python/ceval.c`, "f() missing
    /// 2 required positional arguments: 'a' and 'b'".
    Python,
    /// NumPy's C `npy_parse_arguments` (`numpy/_core/src/common/npy_argparse.c`): "f()
    /// missing required argument 'a' (pos 0)", positions counted from 0.
    Npy,
    /// CPython's `PyArg_ParseTupleAndKeywords` and Argument Clinic (`Python/getargs.c`), as
    /// Python's builtins use: the same words, positions counted from 1.
    Clinic,
}

/// CPython's list of missing names (`format_missing` in `Python/ceval.c`): 'a', 'a' and 'b',
/// 'a', 'b', and 'c'.
fn name_list(names: &[&str]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("'{n}'")).collect();
    match quoted.as_slice() {
        [one] => one.clone(),
        [a, b] => format!("{a} and {b}"),
        [init @ .., last] => format!("{}, and {last}", init.join(", ")),
        [] => String::new(),
    }
}

/// Arguments bound to parameter names.
pub struct Args {
    pub fname: String,
    names: Vec<String>,
    slots: Vec<Option<Value>>,
    /// `*args` values
    pub rest: Vec<Value>,
    /// `**kwargs` values
    pub extra_kw: Vec<(String, Value)>,
}

impl Args {
    /// Bind positional and keyword arguments as a function defined in Python would, with
    /// Python's TypeErrors.
    pub fn bind(fname: &str, sig: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Args> {
        Args::bind_as(Parser::Python, fname, sig, pos, kw)
    }

    /// Bind as `parser` would, with its TypeErrors.
    pub fn bind_as(parser: Parser, fname: &str, sig: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Args> {
        let params = parse_signature(sig);
        let mut slots: Vec<Option<Value>> = vec![None; params.len()];
        let mut rest = Vec::new();
        let mut extra_kw = Vec::new();
        let positional: Vec<usize> =
            (0..params.len()).filter(|&i| !params[i].kw_only && !params[i].var_pos && !params[i].var_kw).collect();
        let has_var_pos = params.iter().any(|p| p.var_pos);
        let npos = pos.len();
        for (k, v) in pos.into_iter().enumerate() {
            if k < positional.len() {
                slots[positional[k]] = Some(v);
            } else if has_var_pos {
                rest.push(v);
            } else {
                let max = positional.len();
                let min = positional.iter().filter(|&&i| !params[i].has_default).count();
                let expected = if min == max { format!("{}", max) } else { format!("from {} to {}", min, max) };
                return Err(type_error(format!(
                    "{}() takes {} positional argument{} but {} {} given",
                    fname,
                    expected,
                    if max == 1 && min == max { "" } else { "s" },
                    npos,
                    if npos == 1 { "was" } else { "were" }
                )));
            }
        }
        let has_var_kw = params.iter().any(|p| p.var_kw);
        for (k, v) in kw {
            match params.iter().position(|p| p.name == k && !p.var_pos && !p.var_kw && !p.pos_only) {
                Some(i) => {
                    if slots[i].is_some() {
                        return Err(type_error(format!("{}() got multiple values for argument '{}'", fname, k)));
                    }
                    slots[i] = Some(v);
                }
                None if has_var_kw => extra_kw.push((k, v)),
                None => {
                    return Err(type_error(format!("{}() got an unexpected keyword argument '{}'", fname, k)));
                }
            }
        }
        let missing = |kw_only: bool| -> Vec<&str> {
            params
                .iter()
                .zip(&slots)
                .filter(|(p, s)| s.is_none() && !p.has_default && !p.var_pos && !p.var_kw && p.kw_only == kw_only)
                .map(|(p, _)| p.name.as_str())
                .collect()
        };
        for kw_only in [false, true] {
            let names = missing(kw_only);
            let Some(first) = names.first() else { continue };
            let kind = if kw_only { "keyword-only" } else { "positional" };
            return Err(type_error(match parser {
                Parser::Python => format!(
                    "{}() missing {} required {} argument{}: {}",
                    fname,
                    names.len(),
                    kind,
                    if names.len() == 1 { "" } else { "s" },
                    name_list(&names)
                ),
                _ if kw_only => format!("{}() missing required keyword-only argument: '{}'", fname, first),
                Parser::Npy | Parser::Clinic => {
                    let i = params.iter().position(|p| p.name == *first).unwrap_or(0);
                    if parser == Parser::Npy && params[i].pos_only {
                        // npy_parse_arguments names a positional-only parameter by its index
                        return Err(type_error(format!("{}() missing required positional argument {}", fname, i)));
                    }
                    format!("{}() missing required argument '{}' (pos {})", fname, first, i + usize::from(parser == Parser::Clinic))
                }
            }));
        }
        Ok(Args { fname: fname.to_string(), names: params.into_iter().map(|p| p.name).collect(), slots, rest, extra_kw })
    }

    fn slot(&self, name: &str) -> Option<&Option<Value>> {
        self.names.iter().position(|n| n == name).map(|i| &self.slots[i])
    }

    /// The argument, if given (None when omitted).
    pub fn get(&self, name: &str) -> Option<Value> {
        self.slot(name).and_then(|s| s.clone())
    }

    /// The argument, treating an explicit `None` like an omitted one.
    pub fn opt(&self, name: &str) -> Option<Value> {
        match self.get(name) {
            Some(Value::None) | None => None,
            v => v,
        }
    }

    /// A required argument (binding already checked it is present).
    pub fn req(&self, name: &str) -> Value {
        self.get(name).unwrap_or(Value::None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binds_like_python() {
        let a = Args::bind("reshape", "a, shape, order='C', *, copy=None", vec![Value::Int(1), Value::Int(2)], vec![])
            .unwrap();
        assert!(matches!(a.get("shape"), Some(Value::Int(2))));
        assert!(a.get("order").is_none());
        let e = Args::bind("f", "a, b=1", vec![], vec![]).err().unwrap();
        assert_eq!(e.msg, "f() missing 1 required positional argument: 'a'");
        let e = Args::bind("f", "a, b, c, *, d", vec![], vec![]).err().unwrap();
        assert_eq!(e.msg, "f() missing 3 required positional arguments: 'a', 'b', and 'c'");
        let e = Args::bind("f", "a, b, *, d, e", vec![Value::None; 2], vec![]).err().unwrap();
        assert_eq!(e.msg, "f() missing 2 required keyword-only arguments: 'd' and 'e'");
        let e = Args::bind_as(Parser::Npy, "f", "x, a", vec![Value::None], vec![]).err().unwrap();
        assert_eq!(e.msg, "f() missing required argument 'a' (pos 1)");
        let e = Args::bind_as(Parser::Clinic, "f", "x, a", vec![Value::None], vec![]).err().unwrap();
        assert_eq!(e.msg, "f() missing required argument 'a' (pos 2)");
        let e = Args::bind("f", "a, b=1", vec![Value::None; 3], vec![]).err().unwrap();
        assert_eq!(e.msg, "f() takes from 1 to 2 positional arguments but 3 were given");
        let e = Args::bind("f", "a, *, c=1", vec![Value::None], vec![("d".into(), Value::None)]).err().unwrap();
        assert_eq!(e.msg, "f() got an unexpected keyword argument 'd'");
        let a = Args::bind("f", "*shape, order='C'", vec![Value::Int(2), Value::Int(3)], vec![]).unwrap();
        assert_eq!(a.rest.len(), 2);
    }
}
