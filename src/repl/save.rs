//! `:save FILE`: the session's successful statements as a script that runs unchanged
//! under Python with NumPy.
//!
//! stridelab accepts NumPy's functions bare (`arange(6)`) and `windows` for
//! `sliding_window_view`. The saved script makes them valid Python: a bare name that is
//! only ever called becomes `np.name(...)` (`windows(...)` becomes
//! `sliding_window_view(...)`); a bare name used any other way (as a value, or possibly
//! rebound by the user) is imported from numpy instead, which is always correct.
//! Statements that call stridelab's teaching functions (info, mem, ...) have no NumPy
//! equivalent and are kept as comments. Expressions the session echoed are printed, and
//! statements that raised are kept inside `try`/`except` (see [`saved_statement`]), so the
//! script prints what the session printed and ends in the same state.

use std::collections::{BTreeSet, HashSet};

use stridelab_eval::builtins;
use stridelab_eval::value::{TypeObj, Value};

/// Teaching functions that exist only in stridelab.
pub const TEACHING_ONLY: &[&str] =
    &["info", "mem", "whereis", "overlap", "internal_overlap", "explain", "rust", "pool_trace"];

/// One identifier occurrence in source text.
#[derive(Debug, Clone, PartialEq)]
struct Ident {
    start: usize,
    end: usize,
    /// `x.name`: an attribute, never a global
    after_dot: bool,
    /// `name(`: a call
    called: bool,
    /// `def name`
    after_def: bool,
    /// `name=` (a keyword argument or an assignment target)
    before_eq: bool,
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c >= 0x80
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

/// Identifiers outside strings and comments; identifiers inside f-string literals are
/// returned separately (they are code, but rewriting inside a literal is not worth the risk).
/// Length of the quote opening a string literal at byte `i`: 3 for `"""`/`'''`, else 1.
fn quote_len(src: &str, i: usize) -> usize {
    if src[i..].starts_with("\"\"\"") || src[i..].starts_with("'''") { 3 } else { 1 }
}

/// The byte after the string literal whose opening quote is at `i` (or the end of `src`).
fn string_end(src: &str, mut i: usize) -> usize {
    let b = src.as_bytes();
    let (start, c, q) = (i, b[i], quote_len(src, i));
    i += q;
    while i < b.len() {
        if b[i] == b'\\' {
            i += 2;
            continue;
        }
        if b[i] == c && (q == 1 || src[i..].starts_with(&src[start..start + 3])) {
            i += q;
            break;
        }
        i += 1;
    }
    i.min(b.len())
}

/// Indexes of the lines of `src` that begin inside a (triple-quoted) string literal: they
/// are part of the string, so re-indenting them would change its value.
fn lines_inside_strings(src: &str) -> HashSet<usize> {
    let b = src.as_bytes();
    let mut inside = HashSet::new();
    let (mut i, mut line) = (0, 0);
    while i < b.len() {
        match b[i] {
            b'#' => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'\'' | b'"' => {
                let end = string_end(src, i);
                for _ in src[i..end].matches('\n') {
                    line += 1;
                    inside.insert(line);
                }
                i = end;
            }
            b'\n' => {
                line += 1;
                i += 1;
            }
            _ => i += 1,
        }
    }
    inside
}

/// `src` with every line indented by four spaces, except lines inside string literals.
fn indent_block(src: &str) -> String {
    let inside = lines_inside_strings(src);
    let mut out = String::new();
    for (k, l) in src.lines().enumerate() {
        if !inside.contains(&k) {
            out.push_str("    ");
        }
        out.push_str(l);
        out.push('\n');
    }
    out
}

fn identifiers(src: &str) -> (Vec<Ident>, Vec<String>) {
    let b = src.as_bytes();
    let mut out: Vec<Ident> = Vec::new();
    let mut in_fstrings = Vec::new();
    let mut i = 0;
    let mut last_sig: u8 = b' ';
    let mut last_word = String::new();
    while i < b.len() {
        let c = b[i];
        if c == b'#' {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if c == b'\'' || c == b'"' {
            let is_f = last_sig == b'f' && !last_word.is_empty() && last_word.to_ascii_lowercase().contains('f');
            let start = i;
            let q = quote_len(src, i);
            i = string_end(src, i);
            if is_f {
                let (inner, _) = identifiers(&src[start + q..i.saturating_sub(q).max(start + q)]);
                in_fstrings.extend(inner.into_iter().map(|id| src[start + q + id.start..start + q + id.end].to_string()));
            }
            last_sig = b'"';
            last_word.clear();
            continue;
        }
        if is_ident_start(c) {
            let start = i;
            while i < b.len() && is_ident(b[i]) {
                i += 1;
            }
            let word = &src[start..i];
            // a string prefix such as f'...' is not a name
            if i < b.len() && (b[i] == b'\'' || b[i] == b'"') && word.len() <= 2 {
                last_sig = b'f';
                last_word = word.to_string();
                continue;
            }
            let mut j = i;
            while j < b.len() && (b[j] == b' ' || b[j] == b'\t') {
                j += 1;
            }
            out.push(Ident {
                start,
                end: i,
                after_dot: last_sig == b'.',
                called: j < b.len() && b[j] == b'(',
                after_def: last_word == "def",
                before_eq: j < b.len() && b[j] == b'=' && b.get(j + 1) != Some(&b'='),
            });
            last_sig = b'a';
            last_word = word.to_string();
            continue;
        }
        if c.is_ascii_digit() {
            // a number, including 1e5 and 0x1f: not identifiers
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'.' || b[i] == b'_') {
                i += 1;
            }
            last_sig = b'0';
            last_word.clear();
            continue;
        }
        if !matches!(c, b' ' | b'\t' | b'\\') {
            last_sig = c;
            last_word.clear();
        }
        i += 1;
    }
    (out, in_fstrings)
}

/// How a bare name resolves when it is not a variable.
enum Bare {
    /// A NumPy function or scalar type reachable as `np.<name>`.
    Numpy,
    /// `windows`, stridelab's alias of sliding_window_view.
    Windows,
    /// One of the names the stride_tricks import line binds.
    StrideTricks,
    /// A stridelab teaching function.
    Teaching,
    /// A stridelab command (`max_pool2d`, ...): its plain-NumPy definition is prepended.
    Command,
    /// A Python builtin, a keyword, or something else valid as it stands.
    Python,
}

fn classify(name: &str) -> Bare {
    if TEACHING_ONLY.contains(&name) {
        return Bare::Teaching;
    }
    match name {
        "windows" => return Bare::Windows,
        "as_strided" | "sliding_window_view" => return Bare::StrideTricks,
        "np" | "numpy" | "int" | "float" | "bool" | "str" | "list" | "tuple" | "dict" | "range" | "slice" | "type" => {
            return Bare::Python;
        }
        "newaxis" => return Bare::Numpy,
        _ => {}
    }
    match builtins::global_builtin(name) {
        Some(Value::Builtin(key)) => {
            let def = builtins::find(key);
            match def.map(|d| d.module()) {
                Some("") => Bare::Python,
                Some("numpy") => Bare::Numpy,
                Some("numpy.lib.stride_tricks") => Bare::StrideTricks,
                Some("stridelab") => Bare::Command,
                _ => Bare::Teaching,
            }
        }
        Some(Value::Type(TypeObj::NpScalar(_))) => Bare::Numpy,
        _ => Bare::Python,
    }
}

/// The script `:save` writes for these statement sources. `variables` are the session's
/// global names (a user's own `mean` is never rewritten).
pub fn script(statements: &[String], variables: &HashSet<String>) -> String {
    let mut uses: Vec<(usize, Vec<Ident>)> = Vec::new();
    // names used other than as a plain call somewhere: these are imported, not rewritten
    let mut not_call_only: HashSet<String> = HashSet::new();
    let mut used: BTreeSet<String> = BTreeSet::new();
    for (k, s) in statements.iter().enumerate() {
        let (ids, in_f) = identifiers(s);
        for name in in_f {
            not_call_only.insert(name.clone());
            used.insert(name);
        }
        for id in &ids {
            let name = &s[id.start..id.end];
            if id.after_dot || (id.before_eq && !variables.contains(name)) {
                // a keyword argument's name is not a use of a global
                continue;
            }
            used.insert(name.to_string());
            if !id.called || id.after_def {
                not_call_only.insert(name.to_string());
            }
        }
        uses.push((k, ids));
    }
    let rewrite = |name: &str| !variables.contains(name) && !not_call_only.contains(name);
    let mut imports: BTreeSet<String> = BTreeSet::new();
    let mut windows_alias = false;
    // `windows(..., step=...)` has no NumPy twin: define it instead of aliasing
    let windows_def = statements.iter().any(|s| s.contains("windows") && s.contains("step"));
    let mut commands: BTreeSet<String> = BTreeSet::new();
    for (k, ids) in &uses {
        let s = &statements[*k];
        for (a, b) in ids.iter().zip(ids.iter().skip(1)) {
            if &s[a.start..a.end] == "stridelab" && !a.after_dot && b.after_dot {
                commands.insert(s[b.start..b.end].to_string());
            }
        }
    }
    for name in &used {
        if variables.contains(name.as_str()) && !not_call_only.contains(name.as_str()) {
            continue;
        }
        match classify(name) {
            Bare::Numpy if !rewrite(name) => {
                imports.insert(name.clone());
            }
            Bare::Windows if windows_def => {
                commands.insert(name.clone());
            }
            Bare::Windows if !rewrite(name) => windows_alias = true,
            Bare::Command => {
                commands.insert(name.clone());
            }
            _ => {}
        }
    }
    let mut body = String::new();
    for (k, ids) in uses {
        let s = &statements[k];
        let teaching = ids.iter().any(|id| {
            let n = &s[id.start..id.end];
            !id.after_dot && id.called && !variables.contains(n) && matches!(classify(n), Bare::Teaching)
        });
        if teaching {
            for line in s.lines() {
                body.push_str("# ");
                body.push_str(line);
                body.push('\n');
            }
            body.push_str("#   (a stridelab teaching function: not part of NumPy)\n");
            continue;
        }
        let t = s.trim_start();
        if t.starts_with("import stridelab") || t.starts_with("from stridelab import") {
            body.push_str(&format!("# {}  (stridelab's commands are defined above)\n", s));
            continue;
        }
        let mut text = String::new();
        let mut last = 0;
        for id in &ids {
            let n = &s[id.start..id.end];
            if n == "stridelab" && !id.after_dot && s[id.end..].starts_with('.') {
                text.push_str(&s[last..id.start]);
                last = id.end + 1;
                continue;
            }
            if id.after_dot || id.before_eq || !rewrite(n) {
                continue;
            }
            let new = match classify(n) {
                Bare::Numpy => format!("np.{}", n),
                Bare::Windows if !windows_def => "sliding_window_view".to_string(),
                _ => continue,
            };
            text.push_str(&s[last..id.start]);
            text.push_str(&new);
            last = id.end;
        }
        text.push_str(&s[last..]);
        body.push_str(&text);
        body.push('\n');
    }
    let mut head = String::from("# Saved from a stridelab session; runs unchanged under Python with NumPy.\n");
    head.push_str("import numpy as np\n");
    head.push_str("from numpy.lib.stride_tricks import as_strided, sliding_window_view\n");
    if !imports.is_empty() {
        head.push_str(&format!("from numpy import {}\n", imports.into_iter().collect::<Vec<_>>().join(", ")));
    }
    if windows_alias && !windows_def {
        head.push_str("windows = sliding_window_view  # stridelab's short name\n");
    }
    head.push('\n');
    head.push_str(&stridelab_eval::stridelab::numpy_definitions(&commands));
    head + &body
}

// ----- the session's statements, as they went -----

/// One statement of the session and how it went, for `:save`.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub source: String,
    /// A bare expression whose value the session echoed.
    pub echoed: bool,
    /// The exception it raised (`IndexError: ...`), if any.
    pub error: Option<String>,
}

impl Entry {
    pub fn of(stmt: &stridelab_lang::ast::Stmt, echo: &stridelab_teach::run::Echo) -> Entry {
        Entry {
            source: stmt.source.trim_end().to_string(),
            echoed: echo.value.is_some() && matches!(stmt.kind, stridelab_lang::ast::StmtKind::Expr(_)),
            error: echo.error.clone(),
        }
    }
}

/// The statement as the saved script runs it: an echoed expression is printed with
/// `print(repr(...))`, so the script shows what the session showed; a statement that
/// raised is kept (it may have changed arrays before it raised: a loop's first
/// iterations) inside `try`/`except`, which prints the error as the session did and goes
/// on; one that was interrupted is only a comment (it may never end).
pub fn saved_statement(e: &Entry) -> String {
    let src = e.source.as_str();
    if let Some(err) = &e.error {
        let first = err.lines().next().unwrap_or("");
        if err.starts_with("KeyboardInterrupt") {
            let mut out = String::from("# interrupted (Ctrl-C) in the session, so not run here:\n");
            for l in src.lines() {
                out.push_str(&format!("#   {}\n", l));
            }
            return out.trim_end().to_string();
        }
        let body = if e.echoed || is_bare_expression(src) { print_repr(src) } else { src.to_string() };
        let mut out = String::from("try:\n");
        out.push_str(&indent_block(&body));
        // the error is printed as the session printed it, so the outputs stay the same
        out.push_str(&format!(
            "except Exception as _stridelab_error:  # the session raised {}\n    print(type(_stridelab_error).__name__ + ': ' + str(_stridelab_error))",
            first
        ));
        return out;
    }
    if e.echoed { print_repr(src) } else { src.to_string() }
}

/// Whether a statement is an expression (saved with its echo): a cheap parse.
fn is_bare_expression(src: &str) -> bool {
    stridelab_lang::parser::parse_program(src)
        .ok()
        .is_some_and(|p| p.len() == 1 && matches!(p[0].kind, stridelab_lang::ast::StmtKind::Expr(_)) && !teaching_call_text(src))
}

fn teaching_call_text(src: &str) -> bool {
    TEACHING_ONLY.iter().any(|t| src.trim_start().starts_with(&format!("{}(", t)))
}

/// `print(repr(EXPR))`; an expression that ends in a comment gets its own line, so the
/// comment cannot swallow the closing parentheses.
fn print_repr(src: &str) -> String {
    if src.contains('#') || src.contains('\n') { format!("print(repr(\n{}\n))", src) } else { format!("print(repr({}))", src) }
}

/// The `:save` script of a session's statements (failed ones guarded, echoes printed).
pub fn script_of_session(entries: &[Entry], variables: &HashSet<String>) -> String {
    let texts: Vec<String> = entries
        .iter()
        .map(|e| if teaching_call_text(&e.source) && e.error.is_none() { e.source.clone() } else { saved_statement(e) })
        .collect();
    script(&texts, variables)
}

#[cfg(test)]
mod tests;
