//! `:help`, `help(name)` and `name?`: short docs with an example for every function,
//! array method and array attribute, all from the builtin table (methods and attributes
//! get their examples here).

use super::complete::ARRAY_ATTRS;
use stridelab_eval::builtins::{self, BuiltinDef};
use stridelab_eval::numpy::ndarray::methods;
use stridelab_eval::value::Value;

/// The ndarray attributes: (name, doc, example).
pub const ATTR_DOCS: &[(&str, &str, &str)] = &[
    ("T", "The transpose: a view with the axes (and strides) reversed.", "a.T.strides"),
    ("base", "The array this one is a view of (None when it owns its memory).", "a[1:].base"),
    ("data", "The buffer as a memoryview (not modelled; use __array_interface__).", "a.__array_interface__['data'][0]"),
    ("dtype", "The type of each element.", "a.dtype"),
    ("flags", "Layout and ownership: C/F_CONTIGUOUS, OWNDATA, WRITEABLE, ALIGNED.", "a.flags"),
    ("flat", "A numpy.flatiter: the elements in C order whatever the strides; index, iterate or assign through it.", "a.T.flat[1]"),
    ("itemsize", "Bytes per element.", "a.itemsize"),
    ("mT", "A view with the last two axes swapped.", "a.mT.shape"),
    ("nbytes", "Bytes the elements take (size * itemsize), not the buffer's size.", "a[:, ::2].nbytes"),
    ("ndim", "Number of axes.", "a.ndim"),
    ("real", "The real part: the same memory for real arrays.", "a.real"),
    ("shape", "Length of each axis.", "a.shape"),
    ("size", "Number of elements.", "a.size"),
    ("strides", "Bytes to step in memory to move one place along each axis.", "a.strides"),
    (
        "__array_interface__",
        "Address of element [0, ..., 0], shape, strides and type, as a dict.",
        "a.__array_interface__",
    ),
];

/// How users write a table key: `np.reshape` for `numpy.reshape`.
pub fn display_name(key: &str) -> String {
    match key.strip_prefix("numpy.") {
        Some(rest) => format!("np.{}", rest),
        None => key.to_string(),
    }
}

/// `name(sig)` broken after commas so that no line passes 80 columns.
fn signature_lines(name: &str, sig: &str) -> String {
    let head = format!("{}(", name);
    let pad = " ".repeat(head.len().min(24));
    let mut out = String::new();
    let mut line = head.clone();
    let params: Vec<&str> = sig.split(", ").collect();
    for (i, p) in params.iter().enumerate() {
        let piece = if i + 1 < params.len() { format!("{},", p) } else { format!("{})", p) };
        if line.len() > pad.len() && line.len() + 1 + piece.len() > 80 && line.trim_end() != head {
            out.push_str(line.trim_end());
            out.push('\n');
            line = pad.clone();
        }
        line.push_str(&piece);
        line.push(' ');
    }
    if params.is_empty() || sig.is_empty() {
        line = format!("{}()", name);
    }
    out.push_str(line.trim_end());
    out.push('\n');
    out
}

fn text_lines(text: &str) -> String {
    wrap(&text.split_whitespace().map(|w| w.to_string()).collect::<Vec<_>>(), "    ", 80)
}

fn function_help(d: &BuiltinDef) -> String {
    let mut s = signature_lines(&display_name(d.key), d.sig);
    s.push_str(&text_lines(d.doc));
    if d.key == "numpy.lib.stride_tricks.sliding_window_view" {
        s.push_str("    stridelab also calls it windows(...)\n");
    }
    if !d.example.is_empty() {
        s.push_str(&format!("    example:  {}\n", d.example));
    }
    s
}

fn method_help(name: &str) -> Option<String> {
    let m = stridelab_eval::numpy::ndarray::method(name)?;
    let ex = m.example;
    Some(format!(
        "{}{}    example:  {}\n    (with a = np.arange(6.0).reshape(2, 3))\n",
        signature_lines(&format!("ndarray.{}", m.name), m.sig),
        text_lines(m.doc),
        ex
    ))
}

fn attr_help(name: &str) -> Option<String> {
    let a = ATTR_DOCS.iter().find(|a| a.0 == name)?;
    Some(format!(
        "ndarray.{}  (attribute)\n{}    example:  {}\n    (with a = np.arange(6.0).reshape(2, 3))\n",
        a.0,
        text_lines(a.1),
        a.2
    ))
}

fn member_help(name: &str) -> Option<String> {
    method_help(name).or_else(|| attr_help(name))
}

/// Word-wrap `words` at `width` columns, every line starting with `indent` (the teaching
/// layout helper: words are never split).
pub fn wrap(words: &[String], indent: &str, width: usize) -> String {
    stridelab_teach::layout::wrap_atoms(words, " ", indent, indent, width)
}

fn module_help(module: &str) -> String {
    let prefix = format!("{}.", module);
    let mut names: Vec<String> = builtins::all()
        .filter_map(|d| d.key.strip_prefix(prefix.as_str()))
        .filter(|r| !r.contains('.'))
        .map(|r| r.to_string())
        .collect();
    names.sort();
    names.dedup();
    format!("module {}\n{}", display_name(module), wrap(&names, "    ", 80))
}

/// Help for what `topic` names, looked up in `vars` (the session's variables) first.
/// None when nothing is known by that name.
pub fn help_for(topic: &str, lookup: &dyn Fn(&str) -> Option<Value>) -> Option<String> {
    let topic = topic.trim();
    let topic = topic.trim_matches(|c| c == '\'' || c == '"');
    if topic.is_empty() {
        return None;
    }
    if lookup(topic).is_none()
        && let Some(h) = stridelab_teach::commands::command_help(topic, 80)
    {
        return Some(h);
    }
    // a method of a Python type that is a row of its own (object.__new__)
    if let Some(d) = builtins::find(topic).filter(|d| d.module() == "object") {
        return Some(function_help(d));
    }
    // a method of a NumPy class that is a row of its own (np.matrix.__new__)
    let np_key = topic.strip_prefix("np.").map(|t| format!("numpy.{t}"));
    if let Some(d) = np_key.and_then(|k| builtins::find(&k)).filter(|d| d.name().contains('.')) {
        return Some(function_help(d));
    }
    // x.shape, np.reshape, np.lib.stride_tricks.as_strided, x.T.reshape ...
    if let Some((base, last)) = topic.rsplit_once('.') {
        let base_val = resolve(base, lookup);
        match base_val {
            Some(Value::Array(_)) => return member_help(last),
            Some(Value::Module(m)) => {
                let key = format!("{}.{}", m, last);
                return match builtins::find(&key) {
                    Some(d) => Some(function_help(d)),
                    None if builtins::module_attr(&Value::Module(m), last).is_ok_and(|v| matches!(v, Value::Module(_))) => {
                        Some(module_help(&key))
                    }
                    None => None,
                };
            }
            Some(Value::Builtin(k)) => return builtins::find(&format!("{}.{}", k, last)).map(function_help),
            _ => {}
        }
        if base == "ndarray" || base == "np.ndarray" {
            return member_help(last);
        }
        return None;
    }
    match resolve(topic, lookup) {
        Some(Value::Builtin(k)) => builtins::find(k).map(function_help),
        Some(Value::Module(m)) => Some(module_help(m)),
        Some(Value::Array(a)) => Some(format!(
            "{}: numpy.ndarray, dtype {}, shape {}\n    help({}.name) or {}.name? on one of:\n{}",
            topic,
            a.dtype.name(),
            stridelab_engine::array::shape_repr(&a.shape),
            topic,
            topic,
            wrap(&member_names(), "    ", 80)
        )),
        Some(Value::Method(m)) => member_help(&m.1),
        _ => member_help(topic),
    }
}

fn member_names() -> Vec<String> {
    let mut v: Vec<String> = ARRAY_ATTRS.iter().map(|s| s.to_string()).collect();
    v.extend(methods().iter().map(|m| m.name.to_string()));
    v
}

/// A dotted name's value without running code: variables, then builtins, then
/// attributes of modules and arrays.
fn resolve(chain: &str, lookup: &dyn Fn(&str) -> Option<Value>) -> Option<Value> {
    let mut parts = chain.split('.');
    let first = parts.next()?.trim();
    // importable modules (`time`, `math`) have help even before they are imported
    // (a module name wins over a bare NumPy name: `copy.copy` is the copy module's)
    let mut v = lookup(first).or_else(|| builtins::import_module(first).ok()).or_else(|| builtins::global_builtin(first))?;
    for p in parts {
        v = match &v {
            Value::Module(_) => builtins::module_attr(&v, p).ok()?,
            // only the kind matters for help: these attributes are arrays again
            Value::Array(a) if matches!(p, "T" | "mT" | "real") => Value::Array(a.clone()),
            Value::Array(_) if methods().iter().any(|m| m.name == p) => {
                Value::Method(std::rc::Rc::new((v.clone(), p.to_string())))
            }
            Value::Builtin(k) => Value::Builtin(builtins::find(&format!("{}.{}", k, p))?.key),
            _ => return None,
        };
    }
    Some(v)
}

/// The banner's last line: where a newcomer starts.
pub const LESSONS_BANNER_LINE: &str = "New here? :lesson 1 starts the course; :lesson lists every lesson.";

/// The banner's second line: the teaching commands, by name.
pub fn teaching_banner_line() -> String {
    let names: Vec<&str> = stridelab_teach::commands::COMMANDS.iter().map(|c| c.0).collect();
    // Space-separated so all eight fit one 80-column line.
    format!("Teaching: {}", names.join(" "))
}

/// One line listing `names` after `title`, cut with `...` to fit 80 columns.
fn one_line(title: &str, names: &[String]) -> String {
    // the widest title, "np.lib.stride_tricks (2)", still leaves a space before the names
    let mut s = format!("  {:<24} ", title);
    for (k, n) in names.iter().enumerate() {
        let sep = if k == 0 { "" } else { " " };
        if s.len() + sep.len() + n.len() > 76 {
            s.push_str(" ...");
            break;
        }
        s.push_str(sep);
        s.push_str(n);
    }
    s.push('\n');
    s
}

/// The text of `:help`: the teaching commands first, then the `:commands`, then one line
/// per group of functions (help(np) and friends list a group in full). Fits 80x40.
pub fn overview() -> String {
    let mut s = String::from("Teaching commands (rich mode, each on a line of its own)\n");
    for (name, usage) in stridelab_teach::commands::COMMANDS {
        let what = usage.split_once(": ").map_or(*usage, |(_, w)| w);
        s.push_str(&format!("  {:<18} {}\n", name, what));
    }
    s.push_str("  help(explain) shows one in full, with an example\n");
    s.push_str("\nCommands\n");
    for (c, d) in [
        (":help", "this overview"),
        (":vars", "every variable: dtype, shape, strides, offset, buffer, flags"),
        (":reset", "forget every variable; buffers are named from b1 again"),
        (":load FILE", "run a script into this session"),
        (":save FILE", "write this session as a NumPy script (:save! FILE replaces)"),
        (":export FILE", "the session and its pictures as a web page (:export! replaces)"),
        (":plain", "toggle plain output (exactly what Python prints)"),
        (":lesson [N]", "list the lessons, or run lesson N"),
        (":quit", "leave (Ctrl-D works too)"),
    ] {
        s.push_str(&format!("  {:<12} {}\n", c, d));
    }
    s.push_str("\nnp and NumPy's functions are predefined (no import needed; also bare: arange(6))\n");
    s.push_str("Functions: help(np.reshape), np.reshape? or x.strides?\n");
    s.push_str("  help(np) lists np, help(stridelab) the shell's own functions\n");
    let mut groups: Vec<(&str, Vec<String>)> = Vec::new();
    for d in builtins::all() {
        let m = d.module();
        // sub-functions such as np.add.at are listed with their function
        // np.strings holds the same functions as np.char: one line names both
        if builtins::find(m).is_some() || m == "numpy.strings" {
            continue;
        }
        // Python's own modules (math, copy, io, ...) share one line, named module.function
        // np.polynomial's one class is listed with numpy's functions (the overview keeps to 40 rows)
        let (m, name) = if m == "numpy.polynomial" {
            ("numpy", format!("polynomial.{}", d.name()))
        } else if m.is_empty() || m.starts_with("numpy") || m == "stridelab" {
            (m, d.name().to_string())
        } else {
            ("python modules", d.key.to_string())
        };
        match groups.iter_mut().find(|g| g.0 == m) {
            Some(g) => g.1.push(name),
            None => groups.push((m, vec![name])),
        }
    }
    // NumPy's smaller modules share a line of module names (the overview keeps to 40 rows);
    // help(np.linalg) lists each one's functions
    let mut small: Vec<String> = Vec::new();
    let mut small_count = 0;
    let is_small = |m: &str, n: usize| m.starts_with("numpy.") && n <= 13;
    for (m, names) in &groups {
        if is_small(m, names.len()) {
            small_count += names.len();
            // a submodule (np.testing.overrides) is found through its module
            if !groups.iter().any(|(p, _)| m.strip_prefix(p).is_some_and(|rest| rest.starts_with('.'))) {
                small.push(display_name(m));
            }
        }
    }
    for (m, mut names) in groups {
        if is_small(m, names.len()) {
            continue;
        }
        names.sort();
        names.dedup();
        let title = match m {
            "" => "Python builtins".to_string(),
            "python modules" => "Python modules".to_string(),
            "numpy.lib.stride_tricks" => "np.lib.stride_tricks".to_string(),
            "numpy.char" => "np.char, np.strings".to_string(),
            other => display_name(other),
        };
        let title = format!("{} ({})", title, names.len());
        if m == "stridelab" {
            // the shell's own functions are few and not documented anywhere else: all of them
            s.push_str(&stridelab_teach::layout::wrap_atoms(&names, " ", &format!("  {:<24} ", title), &" ".repeat(27), 80));
        } else {
            s.push_str(&one_line(&title, &names));
        }
    }
    if !small.is_empty() {
        s.push_str(&stridelab_teach::layout::wrap_atoms(&small, " ", &format!("  {:<24} ", format!("modules ({small_count})")), &" ".repeat(27), 80));
    }
    s.push_str(&one_line("ndarray methods", &methods().iter().map(|m| m.name.to_string()).collect::<Vec<_>>()));
    s.push_str(&one_line("ndarray attributes", &ARRAY_ATTRS.iter().map(|m| m.to_string()).collect::<Vec<_>>()));
    s.push_str("Keys: Tab completes, Up/Down and Ctrl-R search history, Ctrl-C cancels.\n");
    s
}

/// If `line` asks for help (`help(x)`, `help()`, `x?`), the topic ("" for the overview).
pub fn help_request(line: &str) -> Option<String> {
    let t = line.trim();
    if let Some(inner) = t.strip_prefix("help(").and_then(|r| r.strip_suffix(')')) {
        return Some(inner.trim().to_string());
    }
    if t == "help" {
        return Some(String::new());
    }
    let q = t.strip_suffix('?')?.trim_end();
    let ok = !q.is_empty()
        && q.split('.').all(|p| {
            let p = p.trim();
            !p.is_empty() && p.chars().all(|c| c.is_alphanumeric() || c == '_') && !p.starts_with(|c: char| c.is_ascii_digit())
        });
    ok.then(|| q.to_string())
}

#[cfg(test)]
mod tests;
