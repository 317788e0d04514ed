//! Running source text in a session: one top-level statement at a time, echoing what the
//! interactive interpreter would print (plain mode), so a failed statement reports its
//! exception and the script goes on.

use stridelab_eval::interp::Interp;
use stridelab_lang::ast::{Expr, ExprKind, Stmt, StmtKind, SyntaxError};
use stridelab_lang::parser::parse_program;

use crate::index::VarIndex;

/// What one statement printed, split so front ends can colour or annotate each part.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Echo {
    /// Output of print() during the statement.
    pub printed: String,
    /// repr of the expression statement's value (without newline), if not None.
    pub value: Option<String>,
    /// `ExceptionName: message` if the statement raised.
    pub error: Option<String>,
}

impl Echo {
    /// The text plain mode prints for this statement.
    pub fn plain(&self) -> String {
        let mut s = self.printed.clone();
        if let Some(v) = &self.value {
            s.push_str(v);
            s.push('\n');
        }
        if let Some(e) = &self.error {
            s.push_str(e);
            s.push('\n');
        }
        s
    }
}

/// Render a syntax error as CPython does (file, line, source line, caret, message).
pub fn render_syntax_error(e: &SyntaxError, filename: &str) -> String {
    if !e.is_syntax() {
        // CPython prints compile-time RecursionError / MemoryError without a location
        return if e.msg.is_empty() { format!("{}\n", e.exception) } else { format!("{}: {}\n", e.exception, e.msg) };
    }
    let stripped = e.line_text.trim_start();
    let indent = e.line_text.len() - stripped.len();
    let col = (e.span.col as usize).saturating_sub(indent);
    format!(
        "  File \"{}\", line {}\n    {}\n    {}^\nSyntaxError: {}\n",
        filename,
        e.span.line,
        stripped.trim_end(),
        " ".repeat(col.min(stripped.len())),
        e.msg
    )
}

/// Run every top-level statement of `src`, calling `each` with what it printed.
/// Returns Err for a syntax error (nothing runs), else whether every statement succeeded.
pub fn run_source(interp: &mut Interp, src: &str, mut each: impl FnMut(&mut Interp, &stridelab_lang::ast::Stmt, &Echo)) -> Result<bool, SyntaxError> {
    let program = parse_program(src)?;
    let mut ok = true;
    for stmt in &program {
        let echo = run_statement(interp, stmt);
        if echo.error.is_some() {
            ok = false;
        }
        let failed = echo.error.is_some();
        each(interp, stmt, &echo);
        // a statement that used the budget up exactly succeeded: the next one then raises the
        // budget's error (`run_top`), so only a failed statement ends the run here
        if failed && stridelab_engine::budget::spent() {
            break;
        }
    }
    Ok(ok)
}

/// Run one statement and capture its echo.
pub fn run_statement(interp: &mut Interp, stmt: &stridelab_lang::ast::Stmt) -> Echo {
    interp.out.clear();
    let result = interp.run_top(stmt);
    let printed = std::mem::take(&mut interp.out);
    // the echo is sys.displayhook's repr: a value nested too deep raises there, as in CPython
    let result = result.and_then(|outcome| match outcome.value.filter(|v| !v.is_none()) {
        Some(v) => stridelab_eval::numpy::arrayprint::text_of(interp, &v, true).map(Some),
        None => Ok(None),
    });
    match result {
        Ok(value) => Echo { printed, value, error: None },
        Err(e) => Echo { printed, value: None, error: Some(format!("{}: {}", e.kind.name(), e.msg)) },
    }
}

/// What one statement produced in rich mode: the plain echo plus teaching notes
/// (summary lines for assigned arrays, which variables a write changed, warnings).
/// A note may span several lines; front ends mark every line as a note.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct RichEcho {
    pub echo: Echo,
    pub notes: Vec<String>,
    /// The statement was a teaching command: `echo.printed` is its display, which
    /// `figures` draws (otherwise the figures draw the arrays an assignment bound).
    pub teaching: bool,
    /// Pictures of the teaching command's display (only when the front end asked for them
    /// with `TeachState::draw`); `echo.printed` keeps the same display as text.
    pub figures: Vec<crate::svg::Figure>,
}

/// How file mode marks a line of a note, so notes stand apart from NumPy's output.
pub const NOTE_PREFIX: &str = "# ";

/// The statement as the interactive prompt shows it: `>>> ` before its first line, `... `
/// before the others (rich script mode prints it, so output can be matched to input).
pub fn prompted_source(source: &str) -> String {
    let mut s = String::new();
    for (k, line) in source.trim_end().lines().enumerate() {
        s.push_str(if k == 0 { ">>> " } else { "... " });
        s.push_str(line);
        s.push('\n');
    }
    s
}

/// The width teaching displays wrap at without a terminal: COLUMNS if set, else 80.
pub fn display_width_from_env() -> usize {
    std::env::var("COLUMNS").ok().and_then(|c| c.trim().parse::<usize>().ok()).filter(|&w| w >= 40).unwrap_or(crate::layout::DEFAULT_WIDTH)
}

impl RichEcho {
    /// The text file mode prints: the plain echo, then every note line behind [`NOTE_PREFIX`].
    pub fn text(&self) -> String {
        let mut s = self.echo.plain();
        for n in &self.notes {
            for line in n.lines() {
                s.push_str(NOTE_PREFIX);
                s.push_str(line);
                s.push('\n');
            }
        }
        s
    }
}

/// Names bound by assignment targets, left to right, without repeats (`a, (b, c) = ...`).
fn bound_names(targets: &[Expr], out: &mut Vec<String>) {
    for t in targets {
        match &t.kind {
            ExprKind::Name(n) => {
                if !out.contains(n) {
                    out.push(n.clone());
                }
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => bound_names(items, out),
            ExprKind::Starred(inner) => bound_names(std::slice::from_ref(inner), out),
            _ => {}
        }
    }
}

/// Run one statement in rich mode: teaching commands, the echo, and the notes.
pub fn run_statement_rich(interp: &mut Interp, stmt: &Stmt) -> RichEcho {
    interp.notes.clear();
    interp.rich = true;
    if let Some((name, args)) = crate::commands::teaching_call(stmt, interp) {
        interp.out.clear();
        let r = crate::commands::run_command(interp, name, args);
        let printed = std::mem::take(&mut interp.out);
        let error = r.err().map(|e| format!("{}: {}", e.kind.name(), e.msg));
        let figures = std::mem::take(&mut crate::provenance::teach_mut(interp).figures);
        return RichEcho { echo: Echo { printed, value: None, error }, notes: std::mem::take(&mut interp.notes), teaching: true, figures };
    }
    let new_from = crate::next_buffer_floor(interp);
    let before_ix = VarIndex::of(interp);
    // array variables that existed before: a new buffer made from them is a copy
    let before: Vec<String> = before_ix.vars.iter().map(|(n, _)| n.clone()).collect();
    let snapshot = if crate::writes::may_write(stmt) { crate::writes::Snapshot::take(&before_ix) } else { None };
    let mut echo = run_statement(interp, stmt);
    let mut notes = std::mem::take(&mut interp.notes);
    let mut figures = Vec::new();
    if let Some(err) = &echo.error {
        notes.extend(crate::commands::misuse_hint(err, crate::provenance::width(interp)));
    } else {
        match &stmt.kind {
            StmtKind::AugAssign { target, op, value } => {
                notes.extend(crate::commands::inplace_overlap_warning(interp, target, *op, value));
            }
            StmtKind::Assign { targets, value } => {
                let mut names = Vec::new();
                bound_names(targets, &mut names);
                // where each bound name came from, for "view of" in every later display
                let mut pairs = Vec::new();
                for t in targets {
                    crate::provenance::pair_targets(t, value, &mut pairs);
                }
                for n in &names {
                    let e = pairs.iter().find(|(m, _)| m == n).map(|(_, e)| *e);
                    crate::provenance::record(interp, n, e, &before_ix.vars);
                }
                let ix = VarIndex::of(interp);
                let mut read = Vec::new();
                crate::provenance::data_names_in(value, &mut read);
                read.retain(|n| before.contains(n));
                // names of this statement already shown in a new buffer (np.indices)
                let mut shown: Vec<(String, std::rc::Rc<stridelab_engine::array::NdArray>)> = Vec::new();
                for n in names {
                    if let Some(a) = ix.get(&n) {
                        // a text array is shown through its bytes: name its own dtype and layout
                        // a big-endian array: its memory's array, under the dtype NumPy reports
                        if let Ok(stridelab_eval::value::Value::Swapped(w)) = interp.lookup(&n) {
                            let dtype_shape = format!(">{}{} {}", w.dtype.kind_char(), w.dtype.itemsize(), stridelab_engine::array::shape_repr(&w.shape));
                            let strides = strides_text(&w.strides);
                            notes.push(crate::summary::summary_line_as(&ix, &n, a, new_from, &read, dtype_shape, strides));
                            shown.push((n.clone(), a.clone()));
                            continue;
                        }
                        // a datetime64 or object array: its int64 array, under the dtype NumPy reports
                        let own = match interp.lookup(&n) {
                            Ok(stridelab_eval::value::Value::Time(t)) => stridelab_eval::numpy::datetime::array_dtype_name(&t),
                            Ok(stridelab_eval::value::Value::Objects(_)) => Some("object".to_string()),
                            _ => None,
                        };
                        if let Some(dtype) = own {
                            let dtype_shape = format!("{dtype} {}", stridelab_engine::array::shape_repr(&a.shape));
                            let strides = strides_text(&a.strides);
                            notes.push(crate::summary::summary_line_as(&ix, &n, a, new_from, &read, dtype_shape, strides));
                            // no picture of an object array's cells: without mem's legend its
                            // object numbers would read as the values NumPy stores
                            if dtype != "object" {
                                shown.push((n.clone(), a.clone()));
                            }
                            continue;
                        }
                        if let Ok(stridelab_eval::value::Value::Text(t)) = interp.lookup(&n) {
                            let dtype_shape = format!("{} {}", t.kind.typestr(t.width), stridelab_engine::array::shape_repr(t.shape()));
                            let strides = strides_text(t.strides());
                            notes.push(crate::summary::summary_line_as(&ix, &n, a, new_from, &read, dtype_shape, strides));
                            shown.push((n.clone(), a.clone()));
                            continue;
                        }
                        let sibling = shown.iter().find(|(_, b)| std::rc::Rc::ptr_eq(&b.buf, &a.buf) && !std::rc::Rc::ptr_eq(a, b)).map(|(m, _)| m.clone());
                        notes.push(crate::summary::summary_line(&ix, &n, a, new_from, &read, sibling.as_deref()));
                        shown.push((n.clone(), a.clone()));
                    }
                }
                if crate::provenance::teach(interp).is_some_and(|t| t.draw) {
                    figures.extend(summary_figure(&ix, &shown, &read));
                }
            }
            _ => {}
        }
    }
    // even a failed statement may have written part of its work (a loop, say)
    if let Some(snap) = snapshot {
        let ix = VarIndex::of(interp);
        notes.extend(snap.changed_note(&ix, &crate::writes::direct_targets(stmt)));
    }
    // the interactive traceback printer adds CPython's "Did you mean" (str(e) has none)
    if let Some(err) = &mut echo.error {
        let globals: Vec<&str> = interp.globals.keys().map(String::as_str).collect();
        if let Some(hint) = stridelab_eval::exc::suggestion(&globals, err) {
            err.push_str(". ");
            err.push_str(&hint);
        }
    }
    RichEcho { echo, notes, teaching: false, figures }
}

/// `strides (8,)`, `strides (24, 8)`: a summary line's strides field.
fn strides_text(strides: &[isize]) -> String {
    let st: Vec<String> = strides.iter().map(|s| s.to_string()).collect();
    if st.len() == 1 { format!("strides ({},)", st[0]) } else { format!("strides ({})", st.join(", ")) }
}

/// Arrays of up to this many elements get a picture with their summary line (the shape
/// decides, before any element is walked).
const SUMMARY_FIGURE_MAX: usize = 4096;

/// The picture beside an assignment's summary lines, for front ends that draw: the memory
/// of the views it bound, beside the arrays they look into (`v = x[::2]` draws x and v as
/// `mem(x, v)` does). None for new arrays alone (their summary line says it all; a picture
/// per assignment buries the ones that teach) and when one is too big to draw.
fn summary_figure(ix: &VarIndex, bound: &[(String, std::rc::Rc<stridelab_engine::array::NdArray>)], read: &[String]) -> Option<crate::svg::Figure> {
    let mut items: Vec<(String, std::rc::Rc<stridelab_engine::array::NdArray>)> = Vec::new();
    for (n, a) in bound {
        // the variable it was made from, when it shares that variable's memory
        let source = read.iter().filter(|r| !bound.iter().any(|(b, _)| b == *r)).find_map(|r| ix.get(r).filter(|s| std::rc::Rc::ptr_eq(&s.buf, &a.buf)).map(|s| (r.clone(), s.clone())));
        let Some(source) = source else { continue };
        for item in [source, (n.clone(), a.clone())] {
            if !items.iter().any(|(m, _)| *m == item.0) {
                items.push(item);
            }
        }
    }
    if items.is_empty() || items.iter().any(|(_, a)| a.size() > SUMMARY_FIGURE_MAX || a.buf.len() / a.itemsize().max(1) > SUMMARY_FIGURE_MAX) {
        return None;
    }
    let text = crate::mem::mem_text(ix, &items);
    Some(crate::svg::mem_figure(&crate::mem::mem_facts(ix, &items), &text))
}

/// Run every top-level statement of `src` in rich mode, calling `each` with what it showed.
/// Returns Err for a syntax error (nothing runs), else whether every statement succeeded.
pub fn run_rich_source(interp: &mut Interp, src: &str, mut each: impl FnMut(&RichEcho)) -> Result<bool, SyntaxError> {
    let program = parse_program(src)?;
    let mut ok = true;
    for stmt in &program {
        let r = run_statement_rich(interp, stmt);
        let failed = r.echo.error.is_some();
        ok &= !failed;
        each(&r);
        if failed && stridelab_engine::budget::spent() {
            break;
        }
    }
    Ok(ok)
}

/// `stridelab FILE.py` without --plain: run the script in rich mode, printing each
/// statement's echo and notes; exit status 1 if a statement failed.
pub fn run_rich_file(src: &str, filename: &str) -> std::process::ExitCode {
    use std::io::Write;
    let mut interp = Interp::new();
    interp.rich = true;
    crate::provenance::teach_mut(&mut interp).width = display_width_from_env();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let result = run_rich_source(&mut interp, src, |r| {
        let _ = out.write_all(r.text().as_bytes());
    });
    let _ = out.flush();
    match result {
        Ok(true) => std::process::ExitCode::SUCCESS,
        Ok(false) => std::process::ExitCode::from(1),
        Err(e) => {
            eprint!("{}", render_syntax_error(&e, filename));
            std::process::ExitCode::from(1)
        }
    }
}

#[cfg(test)]
mod rich_tests {
    use super::*;

    fn session(src: &str) -> String {
        stridelab_engine::buffer::reset_allocator();
        let mut it = Interp::new();
        let mut out = String::new();
        run_rich_source(&mut it, src, |r| out.push_str(&r.text())).expect("parses");
        out
    }

    #[test]
    fn tuple_unpacking_gets_one_summary_per_array() {
        assert_eq!(
            session("x = np.arange(4)\na, (b, n) = x[:2], (x[2:], 5)\n"),
            "# x  int64 (4,)  strides (8,)  b1 @ +0 B  owns b1 (new)\n\
             # a  int64 (2,)  strides (8,)  b1 @ +0 B  view of x\n\
             # b  int64 (2,)  strides (8,)  b1 @ +16 B  view of x\n"
        );
    }

    #[test]
    fn inplace_write_through_overlapping_view_warns() {
        let out = session("g = np.zeros(4, dtype=np.int64)\nv = windows(g, 2, writeable=True)\nv += 1\n");
        assert!(
            out.contains("# warning: v overlaps itself (6 elements on 4 cells), so `v += 1` writes some\n"),
            "{}",
            out
        );
        assert!(out.contains("\n#     np.add.at(v, ..., 1)\n"), "{}", out);
        // what NumPy 2.4 does (g becomes [1, 1, 1, 1]), not "unspecified"
        let said = out.lines().map(|l| l.trim_start_matches('#').trim()).collect::<Vec<_>>().join(" ");
        assert!(
            said.contains("NumPy first computes all 6 results from the values before the statement (it copies operands that overlap), then writes them: each cell keeps the last value written to it, so it changed once, not once per element that shares it"),
            "{}",
            out
        );
        assert!(!said.contains("not specify"), "{}", out);
        // the statement is quoted whole on one line, never broken between its words
        let long = session("g2 = np.zeros(8)\nup = np.ones(3)\ngw2 = windows(g2, 4, writeable=True)[::2]\ngw2 += up[:, None] / 4\n");
        assert!(long.lines().any(|l| l.contains("`gw2 += up[:, None] / 4`")), "{}", long);
        assert!(out.ends_with("# g changed too: all 4 elements of g\n"), "{}", out);
        // the suggested call fits the width too, broken after a comma inside its brackets
        let wide = session("g2 = np.zeros(8)\nup = np.ones(3)\nsliding_window_view(g2, 4, writeable=True)[::2][...] += up[:, None] / 4\n");
        assert!(wide.lines().all(|l| l.chars().count() <= 80), "{}", wide);
        assert!(wide.contains("\n#     np.add.at(sliding_window_view(g2, 4, writeable=True)[::2][...], ...,\n#         up[:, None] / 4)\n"), "{}", wide);
        // no warning for a view without self-overlap
        assert!(!session("g = np.zeros(4)\nv = g[::2]\nv += 1\n").contains("warning"));
    }

    #[test]
    fn an_assignment_draws_the_arrays_it_bound_beside_their_source_when_asked() {
        stridelab_engine::buffer::reset_allocator();
        let mut it = Interp::new();
        let run = |it: &mut Interp, src: &str| {
            let prog = parse_program(src).expect("parses");
            prog.iter().map(|s| run_statement_rich(it, s)).last().expect("one statement")
        };
        assert!(run(&mut it, "x = np.arange(6)\n").figures.is_empty(), "no pictures unless the front end asks");
        crate::provenance::teach_mut(&mut it).draw = true;
        assert!(run(&mut it, "y = np.arange(6)\n").figures.is_empty(), "a new array alone gets its summary line only");
        let r = run(&mut it, "v = x[::2]\n");
        assert!(!r.teaching && r.figures.len() == 1, "{:?}", r);
        // the text the picture draws is mem(x, v)'s
        assert!(r.figures[0].text.contains("      x |  #  #  #  #  #  #\n      v |  #  .  #  .  #  .\n"), "{}", r.figures[0].text);
        assert!(r.figures[0].svg.starts_with("<svg") && r.figures[0].svg.contains(">v<"), "{}", r.figures[0].svg);
        // decided from the shape: a big array gets its summary line and no picture
        let big = run(&mut it, "z = np.zeros(100000)\n");
        assert!(big.figures.is_empty() && big.notes.len() == 1, "{:?}", big.notes);
        let cmd = run(&mut it, "mem(x)\n");
        assert!(cmd.teaching && cmd.figures.len() == 1);
    }

    #[test]
    fn teaching_names_only_in_rich_mode_and_shadowable() {
        let out = session("x = np.arange(3)\ninternal_overlap(x)\ninfo = 5\ninfo\n");
        assert_eq!(
            out,
            "# x  int64 (3,)  strides (8,)  b1 @ +0 B  owns b1 (new)\n\
             internal_overlap(x) -> False: each of its 3 elements has its own memory\n5\n"
        );
        assert_eq!(session("whereis(3)\n"), "TypeError: whereis() shows arrays and NumPy scalars; 3 is an int\n");
        assert_eq!(session("mem(5)\n"), "TypeError: mem() shows arrays; 5 is an int\n");
        assert_eq!(session("info([1])\n"), "TypeError: info() shows arrays; [1] is a list\n");
        assert_eq!(
            session("mem()\n"),
            "TypeError: usage: mem(x, y, ...): the buffer as cells, marking what each array reads\n"
        );
        let mut it = Interp::new();
        let plain: Vec<Echo> = parse_program("info(1)\n").unwrap().iter().map(|s| run_statement(&mut it, s)).collect();
        assert_eq!(plain[0].error.as_deref(), Some("NameError: name 'info' is not defined"));
    }

    #[test]
    fn whereis_answers_the_seed_question() {
        // arr1 = [1, 1]; arr2 a (2, 1) view of it: arr1[0] and arr2[1, 0] are different memory
        let out = session("arr1 = np.array([1, 1])\narr2 = arr1.reshape(2, 1)\nwhereis(arr1[0])\nwhereis(arr2[1, 0])\n");
        assert!(out.contains("arr1[0] = 1 lives in cell 0 of buffer b1\n"), "{}", out);
        assert!(out.contains("  same memory   arr1[0]; arr2[0, 0]\n"), "{}", out);
        assert!(out.contains("arr2[1, 0] = 1 lives in cell 1 of buffer b1\n"), "{}", out);
        assert!(out.contains("  same memory   arr1[1]; arr2[1, 0]\n"), "{}", out);
    }
}
