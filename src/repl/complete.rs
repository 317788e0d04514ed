//! Tab completion: variables, builtin names, `np.` members, array attributes and methods
//! after `x.`, keyword argument names inside a call, indentation, and `:commands`.
//!
//! Completion never evaluates what was typed (a Tab must not run code); it works from a
//! snapshot of the session's variables and the builtin table.

use stridelab_eval::args::parse_signature;
use stridelab_eval::builtins;
use stridelab_eval::numpy::ndarray::methods;
use stridelab_eval::value::Value;

/// What a variable is, as far as completion needs to know.
#[derive(Debug, Clone, PartialEq)]
pub enum VarKind {
    Array,
    /// A module or builtin, by its dotted key (`numpy`, `numpy.add`).
    Key(String),
    Other,
}

impl VarKind {
    pub fn of(v: &Value) -> VarKind {
        match v {
            Value::Array(_) => VarKind::Array,
            Value::Module(m) => VarKind::Key(m.to_string()),
            Value::Builtin(k) => VarKind::Key(k.to_string()),
            _ => VarKind::Other,
        }
    }
}

/// ndarray attributes (not methods) stridelab knows, for completion and help.
pub const ARRAY_ATTRS: &[&str] = &[
    "T", "base", "data", "dtype", "flags", "flat", "itemsize", "mT", "nbytes", "ndim", "real", "shape", "size", "strides",
    "__array_interface__",
];

/// The REPL's own commands.
pub const COMMANDS: &[&str] = &[":help", ":vars", ":reset", ":load", ":save", ":save!", ":export", ":export!", ":plain", ":quit"];

use stridelab_lang::keywords::KEYWORDS;

/// Names that are not in the builtin table but resolve without a variable.
const EXTRA_GLOBALS: &[&str] = &[
    "np", "numpy", "int", "float", "bool", "str", "list", "tuple", "dict", "range", "slice", "type", "newaxis",
    "windows", "help",
];

/// Attributes of the `numpy` module that are not functions.
const NUMPY_ATTRS: &[&str] = &[
    "newaxis", "pi", "e", "inf", "nan", "ndarray", "dtype", "lib", "random", "linalg", "exceptions", "__version__",
    "True_", "False_", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float32", "float64",
    "bool_", "intp", "uintp",
];

/// What the text before a `.` refers to.
#[derive(Debug, Clone, PartialEq)]
enum Target {
    Array,
    Key(String),
}

fn lookup<'a>(vars: &'a [(String, VarKind)], name: &str) -> Option<&'a VarKind> {
    vars.iter().find(|(n, _)| n == name).map(|(_, k)| k)
}

fn resolve(chain: &str, vars: &[(String, VarKind)]) -> Option<Target> {
    let mut parts = chain.split('.');
    let first = parts.next()?;
    let mut t = match lookup(vars, first) {
        Some(VarKind::Array) => Target::Array,
        Some(VarKind::Key(k)) => Target::Key(k.clone()),
        Some(VarKind::Other) => return None,
        None => match builtins::global_builtin(first)? {
            Value::Module(m) => Target::Key(m.to_string()),
            Value::Builtin(k) => Target::Key(k.to_string()),
            _ => return None,
        },
    };
    for p in parts {
        t = match t {
            // attributes that are arrays again
            Target::Array if matches!(p, "T" | "mT" | "real") => Target::Array,
            Target::Array => return None,
            Target::Key(k) => Target::Key(format!("{}.{}", k, p)),
        };
    }
    Some(t)
}

fn members(t: &Target) -> Vec<String> {
    match t {
        Target::Array => {
            let mut v: Vec<String> = ARRAY_ATTRS.iter().map(|s| s.to_string()).collect();
            v.extend(methods().iter().map(|m| m.name.to_string()));
            v.sort();
            v
        }
        Target::Key(k) => {
            let prefix = format!("{}.", k);
            let mut v: Vec<String> = builtins::all()
                .filter_map(|d| d.key.strip_prefix(prefix.as_str()))
                .map(|rest| rest.split('.').next().unwrap_or(rest).to_string())
                .collect();
            if k == "numpy" {
                v.extend(NUMPY_ATTRS.iter().map(|s| s.to_string()));
            }
            if k == "numpy.lib" {
                v.push("stride_tricks".into());
            }
            v.sort();
            v.dedup();
            v
        }
    }
}

/// Every name usable without a variable, bare.
fn global_names() -> Vec<String> {
    let mut v: Vec<String> = EXTRA_GLOBALS.iter().map(|s| s.to_string()).collect();
    v.extend(stridelab_teach::commands::COMMANDS.iter().map(|(n, _)| n.to_string()));
    for d in builtins::all() {
        if matches!(d.module(), "" | "numpy" | "numpy.lib.stride_tricks") && builtins::global_builtin(d.name()).is_some()
        {
            v.push(d.name().to_string());
        }
    }
    v.sort();
    v.dedup();
    v
}

/// Whether `pos` in `before` is inside a string literal (no completion there).
fn in_string(before: &str) -> bool {
    let mut quote: Option<char> = None;
    let mut chars = before.chars();
    while let Some(c) = chars.next() {
        match quote {
            Some(q) if c == '\\' => {
                let _ = q;
                chars.next();
            }
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '#' => return true,
            None if c == '\'' || c == '"' => quote = Some(c),
            None => {}
        }
    }
    quote.is_some()
}

/// The callee of the innermost open call before `end`, if the cursor starts an argument
/// there (right after `(` or `,`).
fn open_call(before: &str) -> Option<&str> {
    let b = before.as_bytes();
    let prev = before.trim_end().as_bytes().last().copied()?;
    if prev != b'(' && prev != b',' {
        return None;
    }
    let mut depth = 0i32;
    let mut i = b.len();
    while i > 0 {
        i -= 1;
        match b[i] {
            b')' | b']' | b'}' => depth += 1,
            b'[' | b'{' if depth == 0 => return None,
            b'(' | b'[' | b'{' if depth > 0 => depth -= 1,
            b'(' => {
                let end = before[..i].trim_end().len();
                let start = before[..end]
                    .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
                    .map_or(0, |j| j + 1);
                let callee = &before[start..end];
                return if callee.is_empty() || callee.starts_with('.') { None } else { Some(callee) };
            }
            _ => {}
        }
    }
    None
}

/// The signature string of the function `callee` names.
fn signature_of(callee: &str, vars: &[(String, VarKind)]) -> Option<&'static str> {
    if let Some((base, method)) = callee.rsplit_once('.')
        && resolve(base, vars) == Some(Target::Array)
    {
        return methods().iter().find(|m| m.name == method).map(|m| m.sig);
    }
    match resolve(callee, vars)? {
        Target::Key(k) => builtins::find(&k).map(|d| d.sig),
        Target::Array => None,
    }
}

/// Keyword parameter names (with `=`) of a signature.
pub fn keyword_names(sig: &str) -> Vec<String> {
    parse_signature(sig)
        .into_iter()
        .filter(|p| !p.pos_only && !p.var_pos && !p.var_kw)
        .map(|p| format!("{}=", p.name))
        .collect()
}

/// Completions for `line` with the cursor at byte `pos`: the byte where the replaced text
/// starts, and the candidates.
pub fn complete(line: &str, pos: usize, vars: &[(String, VarKind)]) -> (usize, Vec<String>) {
    let pos = pos.min(line.len());
    let before = &line[..pos];
    let trimmed = before.trim_start();
    if trimmed.starts_with(':') && !trimmed.contains(char::is_whitespace) {
        let start = before.len() - trimmed.len();
        return (start, COMMANDS.iter().filter(|c| c.starts_with(trimmed)).map(|c| c.to_string()).collect());
    }
    if trimmed.is_empty() {
        // Tab on an empty line indents, as in Python's REPL
        return (pos, vec!["    ".to_string()]);
    }
    if in_string(before) {
        return (pos, vec![]);
    }
    let ws = before
        .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
        .map_or(0, |i| i + 1);
    let word = &before[ws..];
    if word.starts_with(|c: char| c.is_ascii_digit()) {
        return (pos, vec![]);
    }
    let hide_private = |n: &str, partial: &str| !n.starts_with('_') || partial.starts_with('_');
    if let Some(dot) = word.rfind('.') {
        let (base, partial) = (&word[..dot], &word[dot + 1..]);
        let Some(t) = resolve(base, vars) else { return (pos, vec![]) };
        let c = members(&t).into_iter().filter(|m| m.starts_with(partial) && hide_private(m, partial)).collect();
        return (ws + dot + 1, c);
    }
    let mut out: Vec<String> = Vec::new();
    if let Some(callee) = open_call(&before[..ws])
        && let Some(sig) = signature_of(callee, vars)
    {
        out.extend(keyword_names(sig).into_iter().filter(|k| k.starts_with(word)));
    }
    out.extend(vars.iter().map(|(n, _)| n.clone()).filter(|n| n.starts_with(word) && hide_private(n, word)));
    out.extend(KEYWORDS.iter().map(|s| s.to_string()).filter(|n| n.starts_with(word)));
    out.extend(global_names().into_iter().filter(|n| n.starts_with(word) && hide_private(n, word)));
    let mut seen = std::collections::HashSet::new();
    out.retain(|n| seen.insert(n.clone()));
    (ws, out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars() -> Vec<(String, VarKind)> {
        vec![
            ("x".into(), VarKind::Array),
            ("xs".into(), VarKind::Other),
            ("np".into(), VarKind::Key("numpy".into())),
            ("st".into(), VarKind::Key("numpy.lib.stride_tricks".into())),
        ]
    }

    fn c(line: &str) -> Vec<String> {
        complete(line, line.len(), &vars()).1
    }

    #[test]
    fn numpy_members() {
        assert_eq!(c("np.ara"), vec!["arange"]);
        let (start, v) = complete("y = np.resh", 11, &vars());
        assert_eq!(start, 7);
        assert_eq!(v, vec!["reshape"]);
        assert!(c("np.lib.stride_tricks.as_").contains(&"as_strided".to_string()));
        assert_eq!(c("st.sliding"), vec!["sliding_window_view"]);
        assert!(c("np.").contains(&"newaxis".to_string()));
        assert!(c("np.").iter().all(|n| !n.starts_with('_')));
    }

    #[test]
    fn array_attributes_and_methods() {
        assert_eq!(c("x.sha"), vec!["shape"]);
        assert_eq!(c("x.T.str"), vec!["strides"]);
        assert!(c("x.").contains(&"reshape".to_string()));
        assert_eq!(c("x.__arr"), vec!["__array_interface__"]);
        assert!(c("xs.").is_empty());
    }

    #[test]
    fn bare_names() {
        let v = c("x");
        assert_eq!(&v[..2], &["x".to_string(), "xs".to_string()]);
        assert!(c("win").contains(&"windows".to_string()));
        assert!(c("ara").contains(&"arange".to_string()));
        assert!(c("pri").contains(&"print".to_string()));
        assert!(c("whi").contains(&"while".to_string()));
        // every keyword, from the one list the parser uses
        for kw in ["raise", "try", "class", "with", "nonlocal"] {
            assert!(c(&kw[..3]).contains(&kw.to_string()), "{kw}");
        }
    }

    #[test]
    fn keyword_arguments_inside_calls() {
        assert_eq!(c("np.reshape(x, (2, 3), ord"), vec!["order="]);
        assert_eq!(c("x.reshape(2, 3, ord"), vec!["order="]);
        assert!(c("np.lib.stride_tricks.as_strided(x, wri").contains(&"writeable=".to_string()));
        assert!(c("windows(x, 3, ax").contains(&"axis=".to_string()));
        assert!(c("np.sum(x, ").contains(&"axis=".to_string()));
        // not right after ( or , : no keyword names
        assert!(!c("np.sum(x + ax").contains(&"axis=".to_string()));
        // positional-only parameters cannot be keywords
        assert!(!c("len(").iter().any(|n| n.ends_with('=')));
    }

    #[test]
    fn commands_indent_and_strings() {
        assert_eq!(c(":v"), vec![":vars"]);
        assert_eq!(c(":"), COMMANDS.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(c("    "), vec!["    "]);
        assert!(c("print('np.ar").is_empty());
        assert!(c("x = 12").is_empty());
    }
}
