//! `help(obj)` in plain mode, as CPython 3.11's pydoc prints it to a pipe (`pydoc.TextDoc`,
//! no pager): "Help on function f in module __main__:", a blank line, the signature
//! (`inspect.signature`), and the docstring (`inspect.cleandoc`) indented by four spaces.
//!
//! User functions are documented from their definitions; a few of Python's builtins carry
//! CPython 3.11's own text (the ones teaching material calls `help` on). NumPy's docstrings
//! are long and not embedded, so `help(np.X)` says so; the shell's `help` (src/repl/help.rs)
//! has stridelab's short docs instead.

use stridelab_engine::error::{PyResult, not_implemented};
use stridelab_lang::ast::{ExprKind, StmtKind};

use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::value::{FuncBody, UserFunc, Value};

pub static TABLE: &[BuiltinDef] = &[def!("help", "*args, **kwds", "Documentation of a function: help(f) prints its signature and docstring.", "help(len)", py_help)];

/// CPython 3.11's `help()` text of some builtins: name, signature line, docstring lines.
const BUILTIN_DOCS: &[(&str, &str, &str)] = &[
    (
        "max",
        "max(...)",
        "max(iterable, *[, default=obj, key=func]) -> value\nmax(arg1, arg2, *args, *[, key=func]) -> value\n\nWith a single iterable argument, return its biggest item. The\ndefault keyword-only argument specifies an object to return if\nthe provided iterable is empty.\nWith two or more arguments, return the largest argument.",
    ),
    (
        "min",
        "min(...)",
        "min(iterable, *[, default=obj, key=func]) -> value\nmin(arg1, arg2, *args, *[, key=func]) -> value\n\nWith a single iterable argument, return its smallest item. The\ndefault keyword-only argument specifies an object to return if\nthe provided iterable is empty.\nWith two or more arguments, return the smallest argument.",
    ),
    ("len", "len(obj, /)", "Return the number of items in a container."),
    ("abs", "abs(x, /)", "Return the absolute value of the argument."),
    (
        "sum",
        "sum(iterable, /, start=0)",
        "Return the sum of a 'start' value (default: 0) plus an iterable of numbers\n\nWhen the iterable is empty, return the start value.\nThis function is intended specifically for use with numeric values and may\nreject non-numeric types.",
    ),
    (
        "print",
        "print(*args, sep=' ', end='\\n', file=None, flush=False)",
        "Prints the values to a stream, or to sys.stdout by default.\n\nsep\n  string inserted between values, default a space.\nend\n  string appended after the last value, default a newline.\nfile\n  a file-like object (stream); defaults to the current sys.stdout.\nflush\n  whether to forcibly flush the stream.",
    ),
];

fn py_help(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    if a.rest.len() != 1 || !a.extra_kw.is_empty() {
        return Err(not_implemented("help() without exactly one object (the interactive help utility) is not supported by stridelab"));
    }
    let text = match &a.rest[0] {
        Value::Function(f) => function_help(interp, f)?,
        Value::Builtin(k) if !k.contains('.') => match BUILTIN_DOCS.iter().find(|d| d.0 == *k) {
            Some((name, sig, doc)) => format!("Help on built-in function {name} in module builtins:\n\n{sig}\n{}\n\n", indent(doc)),
            None => return Err(not_implemented(format!("help({k}): CPython's text for this builtin is not embedded in stridelab"))),
        },
        Value::Builtin(k) => return Err(not_implemented(format!("help({k}): NumPy's docstrings are not embedded in stridelab (the shell's help({}) gives a short one)", k.rsplit('.').next().unwrap_or(k)))),
        other => return Err(not_implemented(format!("help() on a '{}' object is not supported by stridelab", other.type_name()))),
    };
    interp.write_out(&text);
    Ok(Value::None)
}

/// Each line indented by four spaces (empty lines too, as pydoc's `indent` does).
fn indent(doc: &str) -> String {
    doc.lines().map(|l| format!("    {l}")).collect::<Vec<_>>().join("\n")
}

fn function_help(interp: &Interp, f: &UserFunc) -> PyResult<String> {
    let mut params = Vec::new();
    let mut kw_only_marked = false;
    for (p, d) in f.params.iter().zip(f.defaults.iter().chain(std::iter::repeat(&None))) {
        let text = if p.double_star {
            format!("**{}", p.name)
        } else if p.star {
            kw_only_marked = true;
            if p.name.is_empty() { "*".to_string() } else { format!("*{}", p.name) }
        } else {
            match d {
                Some(v) => format!("{}={}", p.name, crate::format::repr_text(v, &interp.print_opts)?),
                None => p.name.clone(),
            }
        };
        params.push(text);
    }
    let _ = kw_only_marked;
    let mut out = format!("Help on function {0} in module __main__:\n\n{0}({1})\n", f.name, params.join(", "));
    if let Some(doc) = docstring(f) {
        let doc = cleandoc(&doc);
        if !doc.is_empty() {
            out.push_str(&indent(&doc));
            out.push('\n');
        }
    }
    out.push('\n');
    Ok(out)
}

/// The function's docstring: its body's first statement when that is a string literal.
fn docstring(f: &UserFunc) -> Option<String> {
    let FuncBody::Block(body) = &f.body else { return None };
    match &body.first()?.kind {
        StmtKind::Expr(e) => match &e.kind {
            ExprKind::Str(s) => Some(s.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// `inspect.cleandoc`: tabs expanded, the first line's leading blanks dropped, the others
/// dedented by their common indentation, blank lines at both ends removed.
fn cleandoc(doc: &str) -> String {
    let expanded = doc.replace('\t', "        ");
    let lines: Vec<&str> = expanded.lines().collect();
    let margin = lines.iter().skip(1).filter(|l| !l.trim_start().is_empty()).map(|l| l.len() - l.trim_start().len()).min().unwrap_or(0);
    let mut out: Vec<String> = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        out.push(if i == 0 { l.trim_start().to_string() } else { l.get(margin..).unwrap_or("").to_string() });
    }
    while out.first().is_some_and(|l| l.is_empty()) {
        out.remove(0);
    }
    while out.last().is_some_and(|l| l.is_empty()) {
        out.pop();
    }
    out.join("\n")
}
