//! The teaching commands as special forms: rich mode recognises a top-level call such as
//! `whereis(w[1, 0])` before evaluation (it needs the expression, not just its value), as
//! long as no variable of that name shadows it, and prints the display through the
//! statement's output so it appears in order.

use std::rc::Rc;

use super::index::VarIndex;
use super::unparse::unparse;
use stridelab_display::arrayprint::scalar_str;
use stridelab_engine::array::NdArray;
use stridelab_engine::error::{PyResult, type_error};
use stridelab_eval::interp::Interp;
use stridelab_eval::value::Value;
use stridelab_lang::ast::{Arg, BinOp, Expr, ExprKind, Stmt, StmtKind};

/// The teaching commands, with the one-line usage shown when they are misused.
pub const COMMANDS: &[(&str, &str)] = &[
    ("info", "info(x): shape, strides, offset, flags, base chain, shared memory"),
    ("mem", "mem(x, y, ...): the buffer as cells, marking what each array reads"),
    ("whereis", "whereis(w[1, 0]): where an element lives and what else is that memory"),
    ("overlap", "overlap(a, b): exactly which elements two arrays share"),
    ("internal_overlap", "internal_overlap(w): which cells w reads more than once"),
    ("explain", "explain(expr): how an operation made its result: view or copy, and why"),
    ("rust", "rust(x): the Rust ndarray code that builds the same view"),
    ("pool_trace", "pool_trace(x, 3, stride=2, grad_output=g): each window's inputs and winner, and where gradient went"),
];

/// `help(name)` for the teaching commands: (name, call, what it shows, example).
pub const DOCS: &[(&str, &str, &str, &str)] = &[
    (
        "info",
        "info(x)",
        "Everything NumPy knows about x's memory, in one table: shape, strides in bytes and in elements, byte offset, the address of element [i, j, ...], flags, the .base chain, __array_interface__, and which variables really share its memory.",
        "info(x[::2])",
    ),
    (
        "mem",
        "mem(x, y, ...)",
        "The buffer drawn as a strip of cells (cell number, byte offset, value) with one row per array marking the cells it reads; an array that reads a cell more than once shows how many times. 2-D arrays also get the grid of cells they read.",
        "mem(x, windows(x, 3))",
    ),
    (
        "whereis",
        "whereis(w[1, 0])",
        "Where an element, or each element of a selection, lives: buffer, cell, byte offset, address, and every element of every variable that is the same memory. A copy (fancy indexing) or a NumPy scalar has memory of its own: whereis says so, and where its values were copied from.",
        "whereis(x[1])",
    ),
    (
        "overlap",
        "overlap(a, b)",
        "Exactly which elements of a and b are the same memory, beside what np.may_share_memory (byte ranges only) and np.shares_memory (exact) answer.",
        "overlap(x[::2], x[1::2])",
    ),
    (
        "internal_overlap",
        "internal_overlap(w)",
        "Which cells w reads more than once (sliding windows, broadcasting, as_strided with small strides): writing through such a view writes one cell several times.",
        "internal_overlap(windows(x, 3))",
    ),
    (
        "explain",
        "explain(expr)",
        "How an operation made its result, step by step: a slice's offset and strides, why a reshape or ravel is a view or a copy (the axis and stride that break it), how sliding_window_view and broadcast_to build their strides, why fancy indexing copies, and for anything else whether the result is new memory.",
        "explain(x.reshape(2, 3).T.ravel())",
    ),
    (
        "rust",
        "rust(x)",
        "The same view in Rust: the ndarray crate's expression that builds it over the same data, with strides counted in elements, or the reason ndarray cannot express it.",
        "rust(x[::-2])",
    ),
    (
        "pool_trace",
        "pool_trace(x, k, ...)",
        "Max pooling over the last two axes (stride=, padding=, dilation=, ceil_mode= as max_pool2d), window by window: which input elements each output's window covers and which one won; with grad_output=, how much gradient each input element received and from which outputs. mode='avg' shows average pooling and its divisors.",
        "pool_trace(x.reshape(2, 3), 2, stride=1)",
    ),
];

/// The text of `help(name)` for a teaching command, wrapped at `width`.
pub fn command_help(name: &str, width: usize) -> Option<String> {
    let (_, call, doc, example) = DOCS.iter().find(|d| d.0 == name)?;
    let mut s = format!("{}  (a stridelab teaching command, on a line of its own)\n", call);
    s.push_str(&super::layout::wrap(doc, "    ", "    ", width));
    s.push_str(&format!("    example:  {}\n    (with x = np.arange(6))\n", example));
    Some(s)
}

pub fn is_command(name: &str) -> bool {
    COMMANDS.iter().any(|(n, _)| *n == name)
}

/// `Some((name, args))` if the statement is a bare call of a teaching command that no
/// variable shadows.
pub fn teaching_call<'s>(stmt: &'s Stmt, interp: &Interp) -> Option<(&'s str, &'s [Arg])> {
    let StmtKind::Expr(e) = &stmt.kind else { return None };
    let ExprKind::Call { func, args } = &e.kind else { return None };
    let ExprKind::Name(n) = &func.kind else { return None };
    if !is_command(n) || interp.globals.contains_key(n) {
        return None;
    }
    Some((n.as_str(), args.as_slice()))
}

fn positional<'a>(name: &str, args: &'a [Arg], min: usize, max: usize) -> PyResult<Vec<&'a Expr>> {
    let mut out = Vec::new();
    for a in args {
        match a {
            Arg::Positional(e) => out.push(e),
            _ => return Err(usage(name)),
        }
    }
    if out.len() < min || out.len() > max {
        return Err(usage(name));
    }
    Ok(out)
}

fn usage(name: &str) -> stridelab_engine::error::PyErr {
    let text = COMMANDS.iter().find(|(n, _)| *n == name).map(|(_, u)| *u).unwrap_or("");
    type_error(format!("usage: {}", text))
}

fn array_arg(interp: &mut Interp, name: &str, e: &Expr) -> PyResult<Rc<NdArray>> {
    array_arg_noted(interp, name, e).map(|(a, _)| a)
}

/// The array to show and, for a datetime64/timedelta64 array, a line saying what its int64
/// elements count (the displays then show those int64 elements, which is what memory holds).
fn array_arg_noted(interp: &mut Interp, name: &str, e: &Expr) -> PyResult<(Rc<NdArray>, Option<String>)> {
    let v = interp.eval(e)?;
    array_value_noted(name, e, v)
}

/// A masked array's two arrays, labelled `x.data` and `x.mask` (nomask has no buffer).
fn masked_parts(v: &Value, label: &str) -> Option<Vec<(String, Rc<NdArray>)>> {
    let Value::Masked(m) = v else { return None };
    let mut parts = vec![(format!("{label}.data"), m.data.clone())];
    if let Some(k) = m.mask.borrow().clone() {
        parts.push((format!("{label}.mask"), k));
    }
    Some(parts)
}

/// What `masked_parts` shows, said first: a masked array is two arrays.
fn masked_note(label: &str, parts: &[(String, Rc<NdArray>)]) -> String {
    if parts.len() > 1 {
        format!("{label} is a masked array: two arrays, {label}.data and {label}.mask, each with its own buffer")
    } else {
        format!("{label} is a masked array with nothing masked (mask=nomask): one array, {label}.data")
    }
}

fn array_value_noted(name: &str, e: &Expr, v: Value) -> PyResult<(Rc<NdArray>, Option<String>)> {
    match v {
        Value::Time(t) => match stridelab_eval::numpy::datetime::int64_array(&t) {
            Some(a) => Ok((a, stridelab_eval::numpy::datetime::underneath(&t).map(|n| format!("{}: {n}", unparse(e))))),
            None => Err(type_error(format!("{}() shows arrays; {} is a NumPy scalar", name, unparse(e)))),
        },
        Value::Text(t) => {
            let (a, note) = stridelab_eval::numpy::strings::underneath(&t)?;
            Ok((a, Some(format!("{}: {note}", unparse(e)))))
        }
        ref v @ Value::Objects(_) if let Some((refs, note)) = stridelab_eval::numpy::object_arrays::underneath(v, &unparse(e)) => Ok((refs, Some(note))),
        Value::Swapped(a) => {
            let d = a.dtype;
            let note = format!(
                "{}: dtype '>{}{}', big-endian: NumPy reads each element's bytes most significant first; the values below are the same bytes read as native (little-endian) {}",
                unparse(e),
                d.kind_char(),
                d.itemsize(),
                d.name()
            );
            Ok((a, Some(note)))
        }
        other => array_arg_plain(name, e, other).map(|a| (a, None)),
    }
}

fn array_arg_plain(name: &str, e: &Expr, v: Value) -> PyResult<Rc<NdArray>> {
    match v {
        Value::Array(a) => Ok(a),
        // a structured array is an ndarray in NumPy: say what is missing, not that it is none
        Value::Record(_) => Err(stridelab_engine::error::not_implemented(format!(
            "{}() of a structured array is not supported by stridelab yet; show one of its fields, e.g. {}['name']",
            name,
            unparse(e)
        ))),
        // an array of references to Python objects (or strings) in NumPy: say what is missing
        other if let Some(dtype) = stridelab_eval::numpy::object_arrays::array_dtype_text(&other) => Err(stridelab_engine::error::not_implemented(format!(
            "{}() of a {} array is not supported by stridelab yet",
            name, dtype
        ))),
        other => Err(type_error(format!("{}() shows arrays; {} is {}", name, unparse(e), a_type(&other.type_name())))),
    }
}

/// Run a teaching command, printing its display to `interp.out`.
pub fn run_command(interp: &mut Interp, name: &str, args: &[Arg]) -> PyResult<()> {
    let drawn = crate::provenance::teach(interp).map_or(0, |t| t.figures.len());
    let text = match name {
        "info" => {
            let e = positional(name, args, 1, 1)?[0];
            let v = interp.eval(e)?;
            if let Some(parts) = masked_parts(&v, &unparse(e)) {
                let ix = VarIndex::of(interp);
                let mut text = format!("{}\n", masked_note(&unparse(e), &parts));
                for (label, a) in &parts {
                    text.push_str(&format!("{label}:\n{}", super::info::info_text(&ix, label, a, None)));
                }
                interp.write_out(&super::layout::fit_lines(&text, 2, crate::provenance::width(interp)));
                return Ok(());
            }
            // a text array is described as itself, over the bytes it is kept as
            let presented = match &v {
                Value::Text(t) => Some(super::info::Presented::text(t)),
                _ => None,
            };
            let (a, time_note) = match &v {
                Value::Text(t) => (t.bytes.clone(), Some(format!("{}: {}", unparse(e), stridelab_eval::numpy::strings::element_note(t)))),
                _ => array_value_noted(name, e, v.clone())?,
            };
            let ix = VarIndex::of(interp);
            let source = super::provenance::expr_source(e);
            let mut text = super::info::info_text_as(&ix, &unparse(e), &a, source.as_deref(), presented.as_ref());
            if let Some(n) = time_note {
                text = format!("{n}\n{text}");
            }
            draw(interp, &text, |t| {
                let (label, source) = (unparse(e), source.as_deref());
                let note = super::info::chain_note(&ix, &label, &a, source);
                super::svg::info_figure(&label, &super::info::base_chain(&ix, &label, &a), note.as_deref(), t)
            });
            text
        }
        "mem" => {
            let es = positional(name, args, 1, 16)?;
            let mut items = Vec::new();
            let mut notes = Vec::new();
            for e in es {
                let v = interp.eval(e)?;
                if let Some(parts) = masked_parts(&v, &unparse(e)) {
                    notes.push(masked_note(&unparse(e), &parts));
                    items.extend(parts);
                    continue;
                }
                let (a, note) = array_value_noted(name, e, v)?;
                notes.extend(note);
                items.push((unparse(e), a));
            }
            let ix = VarIndex::of(interp);
            let strips = super::mem::mem_facts(&ix, &items);
            let mut text = strips.iter().map(|s| super::mem::strip_text(s, ix.width)).collect::<Vec<_>>().join("\n");
            for n in notes.iter().rev() {
                text = format!("{n}\n{text}");
            }
            draw(interp, &text, |t| super::svg::mem_figure(&strips, t));
            text
        }
        "whereis" => {
            let e = positional(name, args, 1, 1)?[0];
            whereis_command(interp, e)?
        }
        "overlap" => {
            let es = positional(name, args, 2, 2)?;
            let a = array_arg(interp, name, es[0])?;
            let b = array_arg(interp, name, es[1])?;
            let (la, lb) = (unparse(es[0]), unparse(es[1]));
            let text = super::whereis::overlap_text(&la, &a, &lb, &b, crate::provenance::width(interp));
            if wants_figure(interp) {
                let ix = VarIndex::of(interp);
                let figure = super::svg::overlap_figure_of(&ix, &format!("overlap({}, {})", la, lb), &[(la, a), (lb, b)], &text);
                push_figure(interp, figure);
            }
            text
        }
        "internal_overlap" => {
            let e = positional(name, args, 1, 1)?[0];
            let a = array_arg(interp, name, e)?;
            let text = super::whereis::internal_overlap_text(&unparse(e), &a, crate::provenance::width(interp));
            if wants_figure(interp) {
                let ix = VarIndex::of(interp);
                let figure = super::svg::overlap_figure_of(&ix, &format!("internal_overlap({})", unparse(e)), &[(unparse(e), a)], &text);
                push_figure(interp, figure);
            }
            text
        }
        "explain" => {
            let e = positional(name, args, 1, 1).map_err(|_| super::explain::usage_error())?[0];
            super::explain::explain_text(interp, e)?
        }
        "rust" => {
            let e = positional(name, args, 1, 1)?[0];
            let a = array_arg(interp, name, e)?;
            let ix = VarIndex::of(interp);
            super::rust::rust_text(&ix, &a)
        }
        "pool_trace" => {
            let width = crate::provenance::width(interp);
            let facts = super::pool_trace::trace_facts(interp, args)?;
            let text = facts.text(width);
            draw(interp, &text, |t| super::svg::pool_figure(&facts, t));
            text
        }
        _ => return Err(usage(name)),
    };
    if stridelab_engine::budget::stopped() {
        // a walk the display made was cut short (work budget, Ctrl-C): its text is partial,
        // so the statement ends with the stop's error, as any cut-short kernel does
        interp.check_interrupt()?;
    }
    // every display wraps its own lists; this keeps any other long line (a long label) in
    // the terminal too, breaking only between tokens
    let text = super::layout::fit_lines(&text, 2, crate::provenance::width(interp));
    // a figure's text is the display exactly as printed
    if crate::provenance::teach(interp).is_some_and(|t| t.figures.len() > drawn) {
        crate::provenance::teach_mut(interp).figures.iter_mut().skip(drawn).for_each(|f| f.text = text.clone());
    }
    interp.write_out(&text);
    Ok(())
}

/// Whether the front end asked for pictures.
fn wants_figure(interp: &Interp) -> bool {
    crate::provenance::teach(interp).is_some_and(|t| t.draw)
}

fn push_figure(interp: &mut Interp, f: super::svg::Figure) {
    crate::provenance::teach_mut(interp).figures.push(f);
}

/// Draw the display whose text is `text`, when the front end asked for pictures.
fn draw(interp: &mut Interp, text: &str, figure: impl FnOnce(&str) -> super::svg::Figure) {
    if wants_figure(interp) {
        push_figure(interp, figure(text));
    }
}

/// `whereis(expr)`: an element or a view lives in its array's buffer; a copy (advanced
/// indexing) or a NumPy scalar has memory of its own, and the display says so.
/// `whereis` of a text array or of elements of one: the elements' bytes in the buffer, each
/// element described as the text NumPy reads there (its uint8 memory is not what NumPy indexes).
fn text_whereis(interp: &mut Interp, label: &str, t: &Rc<stridelab_engine::strings::TextArray>, idx: Option<&Value>) -> PyResult<String> {
    let tv = Value::Text(t.clone());
    let (offsets, shape, view) = match idx {
        Some(i) => {
            // NumPy's own indexing first: its errors (too many indices...) are the answer
            let result = stridelab_eval::index::get_item(interp, &tv, i)?;
            let view = matches!(&result, Value::Text(r) if Rc::ptr_eq(&r.bytes.buf, &t.bytes.buf));
            let (offsets, shape) = stridelab_eval::index::index_offsets(&t.bytes, i)?;
            (offsets, shape, Some(view))
        }
        None => (t.bytes.offsets(), t.bytes.shape.clone(), None),
    };
    let itemsize = t.itemsize().max(1);
    // the bytes array's last axis is each element's bytes: keep each element's first byte
    let starts: Vec<usize> = offsets.chunks(itemsize).map(|c| c[0]).collect();
    let shape = &shape[..shape.len().saturating_sub(1)];
    let unit = if matches!(t.kind, stridelab_engine::strings::TextKind::Str) { 4 } else { 1 };
    Ok(super::whereis::text_whereis_text(
        crate::provenance::width(interp),
        label,
        &t.bytes.buf,
        &starts,
        shape,
        itemsize,
        &t.kind.typestr(t.width),
        unit,
        view,
    ))
}

fn whereis_command(interp: &mut Interp, e: &Expr) -> PyResult<String> {
    let label = unparse(e);
    if let ExprKind::Subscript(obj, idx) = &e.kind {
        let v = interp.eval(obj)?;
        if let Value::Text(t) = &v {
            let i = interp.eval(idx)?;
            return text_whereis(interp, &label, t, Some(&i));
        }
        let (a, _) = array_value_noted("whereis", obj, v)?;
        let i = interp.eval(idx)?;
        let (offsets, shape) = stridelab_eval::index::index_offsets(&a, &i)?;
        let result = stridelab_eval::index::get_item(interp, &Value::Array(a.clone()), &i)?;
        let ix = VarIndex::of(interp);
        let copy = match &result {
            Value::Array(r) if !Rc::ptr_eq(&r.buf, &a.buf) => Some(r.clone()),
            _ => None,
        };
        if offsets.len() == 1 && shape.is_empty() {
            let f = super::whereis::where_facts(&ix, &label, &a, offsets[0]);
            let text = super::whereis::where_text(&ix, &f, &a);
            if wants_figure(interp) {
                let strip = super::mem::strip_facts(&ix, &[(unparse(obj), a.clone())]);
                push_figure(interp, super::svg::whereis_figure(&f, &strip, &text));
            }
            return Ok(text);
        }
        let text = super::whereis::whereis_text(&ix, &label, &a, &offsets, &shape, copy.as_ref());
        if wants_figure(interp) {
            let figure = super::svg::selection_figure_of(&ix, &label, &unparse(obj), &a, &offsets, &text);
            push_figure(interp, figure);
        }
        return Ok(text);
    }
    match interp.eval(e)? {
        Value::Text(t) => text_whereis(interp, &label, &t, None),
        Value::Array(a) => {
            let ix = VarIndex::of(interp);
            let offs = a.offsets();
            let text = super::whereis::whereis_text(&ix, &label, &a, &offs, &a.shape.clone(), None);
            if wants_figure(interp) {
                let figure = super::svg::selection_figure_of(&ix, &label, &label, &a, &offs, &text);
                push_figure(interp, figure);
            }
            Ok(text)
        }
        v @ Value::Scalar(d, s) => {
            let ix = VarIndex::of(interp);
            let from = match &e.kind {
                ExprKind::Name(n) => crate::provenance::teach(interp).and_then(|t| t.element_origin(n, &v)).map(|(expr, buf, off)| {
                    let isz = d.itemsize();
                    let now = {
                        let data = buf.data.borrow();
                        data.get(off..off + isz).map(|b| scalar_str(d, stridelab_engine::dtype::Scalar::from_le_bytes(d, b)))
                    };
                    (expr, buf, off, isz, now.unwrap_or_default())
                }),
                _ => None,
            };
            Ok(super::whereis::whereis_scalar_text(&ix, &label, &scalar_str(d, s), d.name(), from))
        }
        other => Err(type_error(format!("whereis() shows arrays and NumPy scalars; {} is {}", label, a_type(&other.type_name())))),
    }
}

/// A type name with its article: `an int`, `a list`.
fn a_type(name: &str) -> String {
    let article = if name.starts_with(['a', 'e', 'i', 'o', 'u']) { "an" } else { "a" };
    format!("{} {}", article, name)
}

/// Which ufunc's `.at` does what an augmented operator does, for the overlap warning.
fn ufunc_for(op: BinOp) -> Option<&'static str> {
    Some(match op {
        BinOp::Add => "add",
        BinOp::Sub => "subtract",
        BinOp::Mul => "multiply",
        BinOp::Div => "divide",
        BinOp::FloorDiv => "floor_divide",
        BinOp::BitOr => "bitwise_or",
        BinOp::BitAnd => "bitwise_and",
        BinOp::BitXor => "bitwise_xor",
        _ => return None,
    })
}

/// The warning for `w += 1` when w reads some cell more than once (run after the
/// statement succeeded; the target is evaluated again, which has no side effects for
/// names and subscripts).
pub fn inplace_overlap_warning(interp: &mut Interp, target: &Expr, op: BinOp, value: &Expr) -> Option<String> {
    if !matches!(target.kind, ExprKind::Name(_) | ExprKind::Subscript(..) | ExprKind::Attr(..)) {
        return None;
    }
    let Ok(Value::Array(a)) = interp.eval(target) else { return None };
    let (counts, results) = match super::index::self_overlap(&a) {
        super::index::SelfOverlap::Yes { elements, cells } => {
            (format!(" ({} elements on {})", elements, crate::layout::count(cells, "cell")), format!("all {} results", elements))
        }
        super::index::SelfOverlap::YesUncounted => (String::new(), "all the results".to_string()),
        _ => return None,
    };
    let t = unparse(target);
    // what NumPy 2.4 does (copy on overlap, then one write per element), not a guess: its
    // as_strided docs call such writes unpredictable, but the copy makes them repeatable
    let mut s = format!(
        "warning: {t} overlaps itself{counts}, so `{stmt}` writes some cells more than once. NumPy first computes {results} from the values before the statement (it copies operands that overlap), then writes them: each cell keeps the last value written to it, so it changed once, not once per element that shares it (which write is last follows NumPy's loop order).",
        // the statement stays on one line: its spaces are held by \u{1} while wrapping
        stmt = format!("{} {}= {}", t, op.symbol(), unparse(value)).replace(' ', "\u{1}")
    );
    if ufunc_for(op).is_some() {
        s.push_str(" To apply it once per element, accumulating where elements share a cell, use:");
    }
    // a note line is behind the 2-column note prefix
    let width = crate::provenance::width(interp).saturating_sub(2).max(40);
    let mut text = super::explain::wrap_words(&s, "", width).replace('\u{1}', " ");
    if let Some(u) = ufunc_for(op) {
        // a long call breaks after a comma inside its brackets, as Python allows
        let call = format!("np.{}.at({}, ..., {})", u, t, unparse(value));
        text.push_str(&crate::layout::wrap_code(&call, "    ", "        ", width).join("\n"));
    }
    Some(text.trim_end().to_string())
}

/// Rich-mode hint after a NameError for a teaching command used inside an expression.
pub fn misuse_hint(error: &str, width: usize) -> Option<String> {
    let name = error.strip_prefix("NameError: name '")?.strip_suffix("' is not defined")?;
    if !is_command(name) {
        return None;
    }
    let text = format!("{}() is a stridelab command: use it on a line of its own, e.g. {}", name, usage_example(name));
    // notes print behind "# ": wrap two columns short of the display width
    Some(super::layout::wrap(&text, "", "", width.saturating_sub(2).max(40)).trim_end().to_string())
}

fn usage_example(name: &str) -> &'static str {
    match name {
        "whereis" => "whereis(w[1, 0])",
        "overlap" => "overlap(a, b)",
        "explain" => "explain(y[::-1, ::-2])",
        "mem" => "mem(x, w)",
        "internal_overlap" => "internal_overlap(w)",
        "rust" => "rust(x[::2])",
        "pool_trace" => "pool_trace(x, 2)",
        _ => "info(x)",
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn misuse_hint_names_the_command_and_fits_the_width() {
        let h = super::misuse_hint("NameError: name 'internal_overlap' is not defined", 50).unwrap();
        assert!(h.starts_with("internal_overlap() is a stridelab command"), "{h}");
        assert!(h.contains("internal_overlap(w)"), "{h}");
        // notes print behind "# "
        super::super::layout::well_wrapped(&h, 48).unwrap();
        assert!(super::misuse_hint("NameError: name 'foo' is not defined", 80).is_none());
    }
}
