//! `stridelab kernel`: stridelab's rich mode as a Jupyter kernel (the protocol is the
//! `stridelab_jupyter` crate), and `stridelab kernel install`, which writes its kernel spec
//! where `python -m ipykernel install` would. A cell runs as IPython runs one: statements in
//! order, print() output as a stdout stream, a teaching command's display as display_data
//! (an SVG picture when it drew one, always its text), teaching notes as display_data, the
//! last statement's value as the execute_result (exactly plain mode's repr), and the first
//! error ends the cell with CPython's exception name and message.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use stridelab_jupyter::kernelspec::{self, Target};
use stridelab_jupyter::{Completion, ExecError, ExecuteContext, ExecuteStatus, IsComplete, Kernel, KernelInfo, LanguageInfo, Stream};
use stridelab_lang::parser::{needs_more_input, parse_program};
use stridelab_teach::run::{NOTE_PREFIX, RichEcho, render_syntax_error, run_statement_rich};

use crate::repl::{Session, complete, help};

/// What a cell's run produces, in order; the kernel publishes each on iopub as it comes.
pub trait CellOutput {
    fn execution_count(&self) -> u32;
    fn stream(&mut self, text: &str);
    fn display(&mut self, bundle: &[(&str, &str)]);
    fn result(&mut self, bundle: &[(&str, &str)]);
    fn error(&mut self, e: &ExecError);
}

impl CellOutput for ExecuteContext<'_> {
    fn execution_count(&self) -> u32 {
        ExecuteContext::execution_count(self)
    }
    fn stream(&mut self, text: &str) {
        ExecuteContext::stream(self, Stream::Stdout, text);
    }
    fn display(&mut self, bundle: &[(&str, &str)]) {
        self.display_data(bundle);
    }
    fn result(&mut self, bundle: &[(&str, &str)]) {
        self.execute_result(bundle);
    }
    fn error(&mut self, e: &ExecError) {
        ExecuteContext::error(self, e);
    }
}

/// The kernel: one rich-mode session for the notebook's life.
pub struct StridelabKernel {
    pub session: Session,
    /// The lesson a `%lesson N` cell started (lesson notebooks), made on first use.
    lessons: Option<crate::lesson::notebook::NotebookLessons>,
}

impl Default for StridelabKernel {
    fn default() -> Self {
        StridelabKernel::new()
    }
}

impl StridelabKernel {
    pub fn new() -> StridelabKernel {
        let mut session = Session::new(false);
        // teaching commands draw their displays: the notebook shows pictures
        stridelab_teach::provenance::teach_mut(&mut session.interp).draw = true;
        StridelabKernel { session, lessons: None }
    }

    /// The flag an interrupt (SIGINT or interrupt_request) sets; the interpreter polls it.
    pub fn interrupt_flag(&self) -> Arc<AtomicBool> {
        self.session.interrupt_flag()
    }

    /// Runs one cell: every statement in order, each one's outputs sent as it finishes;
    /// the first error (or an interrupt) ends the cell; a syntax error runs nothing.
    pub fn run_cell(&mut self, code: &str, out: &mut dyn CellOutput) -> ExecuteStatus {
        let flag = self.interrupt_flag();
        // an interrupt that came while no cell ran must not stop this one
        flag.store(false, Ordering::SeqCst);
        let n = out.execution_count();
        if let Some(status) = self.run_lesson_cell(code, out) {
            return status;
        }
        if let Some(status) = self.export_cell(code, out) {
            return status;
        }
        if !code.trim().contains('\n')
            && let Some(topic) = help::help_request(code)
            && !self.session.interp.globals.contains_key("help")
        {
            out.stream(&self.help_text(&topic));
            return ExecuteStatus::Ok;
        }
        let program = match parse_program(code) {
            Ok(p) => p,
            Err(e) => {
                let traceback: Vec<String> = render_syntax_error(&e, &format!("<cell {}>", n)).lines().map(str::to_string).collect();
                let err = ExecError { ename: e.exception.to_string(), evalue: e.msg.clone(), traceback };
                out.error(&err);
                return ExecuteStatus::Error(err);
            }
        };
        let last = program.len().saturating_sub(1);
        for (i, stmt) in program.iter().enumerate() {
            let rich = if flag.swap(false, Ordering::SeqCst) {
                // interrupted between two statements
                RichEcho { echo: stridelab_teach::run::Echo { error: Some("KeyboardInterrupt: ".into()), ..Default::default() }, ..Default::default() }
            } else {
                run_statement_rich(&mut self.session.interp, stmt)
            };
            self.session.saved.push(crate::repl::save::Entry::of(stmt, &rich.echo));
            self.session.shown.push(crate::repl::export::Shown { source: stmt.source.clone(), echo: rich.clone() });
            if let Some(err) = self.show_echo(out, &rich, i == last, (n, stmt.span.line as usize, &stmt.source)) {
                return ExecuteStatus::Error(err);
            }
            self.session.log.push(stmt.source.clone());
        }
        ExecuteStatus::Ok
    }

    /// A lesson notebook's `%lesson N` or `%task K` cell, run by the lesson runner with the
    /// terminal's checks and feedback; `None` for any other cell.
    fn run_lesson_cell(&mut self, code: &str, out: &mut dyn CellOutput) -> Option<ExecuteStatus> {
        use crate::lesson::notebook::{CellOut, NotebookLessons};
        let first = code.split_whitespace().next()?;
        if first != "%lesson" && first != "%task" {
            return None;
        }
        if self.lessons.is_none() {
            match crate::lesson::course::load() {
                Ok(c) => self.lessons = Some(NotebookLessons::new(c)),
                Err(errors) => {
                    let text: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
                    out.stream(&(text.join("\n") + "\n"));
                    return Some(ExecuteStatus::Ok);
                }
            }
        }
        let lessons = self.lessons.as_mut()?;
        let shown = lessons.run_cell(&mut self.session.interp, code)?;
        let n = out.execution_count();
        let last_value = shown.iter().rposition(|o| matches!(o, CellOut::Echo(_)));
        for (i, o) in shown.iter().enumerate() {
            match o {
                CellOut::Echo(rich) => {
                    if let Some(err) = self.show_echo(out, rich, Some(i) == last_value, (n, 1, "")) {
                        return Some(ExecuteStatus::Error(err));
                    }
                }
                CellOut::SyntaxError(text) => {
                    let evalue = text.lines().last().unwrap_or("").trim_start_matches("SyntaxError: ").to_string();
                    let err = ExecError { ename: "SyntaxError".into(), evalue, traceback: text.lines().map(str::to_string).collect() };
                    out.error(&err);
                    return Some(ExecuteStatus::Error(err));
                }
                CellOut::Verdict { passed, text } => {
                    let (mark, colour) = if *passed { ("✓", "#009E73") } else { ("✗", "#D55E00") };
                    let html = format!(
                        "<pre style=\"color: {}; font-weight: bold; white-space: pre-wrap\">{} {}</pre>",
                        colour,
                        mark,
                        stridelab_teach::svg::escape(text)
                    );
                    out.display(&[("text/plain", text), ("text/html", &html)]);
                }
                CellOut::Note(text) => out.display(&[("text/plain", text)]),
            }
        }
        Some(ExecuteStatus::Ok)
    }

    /// `%export FILE.html` (or the shell's `:export FILE.html`; `!` replaces a file): the
    /// notebook's session so far as one web page, as the shell's `:export` writes it.
    fn export_cell(&mut self, code: &str, out: &mut dyn CellOutput) -> Option<ExecuteStatus> {
        let mut words = code.split_whitespace();
        let command = words.next()?;
        let replace = match command {
            "%export" | ":export" => false,
            "%export!" | ":export!" => true,
            _ => return None,
        };
        let said = match (words.next(), words.next()) {
            (Some(file), None) => {
                let html = crate::repl::export::page("stridelab session", &self.session.shown);
                let done = format!("exported {} to {}", stridelab_teach::layout::count(self.session.shown.len(), "statement"), file);
                crate::repl::write_learner_file(file, html.as_bytes(), replace, "%export!", &done)
            }
            _ => Err(format!("{} needs one file name, e.g. %export session.html", command)),
        };
        match said {
            Ok(m) => out.display(&[("text/plain", &m)]),
            Err(m) => out.stream(&(m + "\n")),
        }
        Some(ExecuteStatus::Ok)
    }

    /// Publish what one statement showed: printed output (a teaching command's display as
    /// a picture), notes, the error (returned: it ends the cell), and the value when it is
    /// the cell's last statement. `at` is the cell's number, the statement's line and source.
    fn show_echo(&mut self, out: &mut dyn CellOutput, rich: &RichEcho, last: bool, at: (u32, usize, &str)) -> Option<ExecError> {
        let (e, teaching) = (&rich.echo, rich.teaching);
        if teaching {
            show_display(out, &e.printed, &rich.figures);
        } else {
            out.stream(&e.printed);
        }
        if !rich.notes.is_empty() {
            let mut text = String::new();
            for line in rich.notes.iter().flat_map(|n| n.lines()) {
                text.push_str(NOTE_PREFIX);
                text.push_str(line);
                text.push('\n');
            }
            out.display(&[("text/plain", text.trim_end_matches('\n'))]);
        }
        if !teaching {
            // an assignment's picture: the memory of the arrays it bound (the notes say
            // the rest), its text as `mem(...)` would print it
            for f in &rich.figures {
                out.display(&[("text/plain", f.text.trim_end_matches('\n')), ("image/svg+xml", &f.svg)]);
            }
        }
        if let Some(err) = &e.error {
            let err = self.exec_error(err, at.0, at.1, at.2);
            out.error(&err);
            return Some(err);
        }
        if last && let Some(v) = &e.value {
            out.result(&[("text/plain", v)]);
        }
        None
    }

    fn help_text(&self, topic: &str) -> String {
        if topic.is_empty() {
            return help::overview();
        }
        let lookup = |n: &str| self.session.interp.globals.get(n).cloned();
        match help::help_for(topic, &lookup) {
            Some(t) => t + "\n",
            None => format!("no help for {}\n", topic),
        }
    }

    /// The error message and reply for `err` ("Name: message" as rich mode shows it, with
    /// CPython's "Did you mean" hint, which is not part of str(e) and so not of evalue).
    fn exec_error(&self, err: &str, cell: u32, line: usize, source: &str) -> ExecError {
        let (ename, message) = err.split_once(": ").unwrap_or((err, ""));
        let globals: Vec<&str> = self.session.interp.globals.keys().map(String::as_str).collect();
        let evalue = match message.rfind(". ") {
            Some(i) if stridelab_eval::exc::suggestion(&globals, &format!("{}: {}", ename, &message[..i])).as_deref() == Some(&message[i + 2..]) => &message[..i],
            _ => message,
        };
        let shown = if message.is_empty() { ename.to_string() } else { format!("{}: {}", ename, message) };
        let mut traceback = vec![format!("Cell In[{}], line {}", cell, line)];
        if let Some(first) = source.lines().next() {
            traceback.push(format!("    {}", first.trim()));
        }
        traceback.push(shown);
        ExecError { ename: ename.to_string(), evalue: evalue.to_string(), traceback }
    }

    /// The identifier or dotted name at byte `pos` (or, just inside a call's parentheses,
    /// the function's), for `inspect`.
    fn name_at(code: &str, pos: usize) -> &str {
        let pos = pos.min(code.len());
        let is_name = |c: char| c.is_alphanumeric() || c == '_' || c == '.';
        let start = code[..pos].rfind(|c: char| !is_name(c)).map_or(0, |i| i + code[i..].chars().next().map_or(1, char::len_utf8));
        let end = code[pos..].find(|c: char| !is_name(c)).map_or(code.len(), |i| pos + i);
        let word = code[start..end].trim_matches('.');
        if !word.is_empty() {
            return word;
        }
        // `np.array(|`: the callee of the innermost open call
        let before = code[..pos].trim_end();
        match before.strip_suffix('(') {
            Some(callee) => Self::name_at(callee, callee.len()),
            None => "",
        }
    }
}

/// A teaching command's display: its pictures, each with the text it draws; the text alone
/// when it drew none.
fn show_display(out: &mut dyn CellOutput, printed: &str, figures: &[stridelab_teach::svg::Figure]) {
    if figures.is_empty() {
        if !printed.is_empty() {
            out.display(&[("text/plain", printed.trim_end_matches('\n'))]);
        }
        return;
    }
    for f in figures {
        out.display(&[("text/plain", f.text.trim_end_matches('\n')), ("image/svg+xml", &f.svg)]);
    }
}

impl Kernel for StridelabKernel {
    fn kernel_info(&self) -> KernelInfo {
        KernelInfo {
            implementation: "stridelab".into(),
            implementation_version: env!("CARGO_PKG_VERSION").into(),
            banner: format!("stridelab {} - see NumPy's memory model\n{}", env!("CARGO_PKG_VERSION"), help::teaching_banner_line()),
            language: LanguageInfo {
                name: "python".into(),
                version: "3.11".into(),
                mimetype: "text/x-python".into(),
                file_extension: ".py".into(),
                pygments_lexer: "ipython3".into(),
                codemirror_mode: "ipython".into(),
                nbconvert_exporter: "python".into(),
            },
            help_links: Vec::new(),
        }
    }

    fn execute(&mut self, code: &str, ctx: &mut ExecuteContext) -> ExecuteStatus {
        self.run_cell(code, ctx)
    }

    fn complete(&mut self, code: &str, cursor_pos: usize) -> Completion {
        let pos = cursor_pos.min(code.len());
        let line_start = code[..pos].rfind('\n').map_or(0, |i| i + 1);
        let line_end = code[pos..].find('\n').map_or(code.len(), |i| pos + i);
        let vars: Vec<(String, complete::VarKind)> =
            self.session.interp.variables().iter().map(|(n, v)| (n.clone(), complete::VarKind::of(v))).collect();
        let (start, mut matches) = complete::complete(&code[line_start..line_end], pos - line_start, &vars);
        // Tab on an empty line indents in the shell; a notebook indents by itself
        matches.retain(|m| !m.trim().is_empty());
        Completion { matches, cursor_start: line_start + start, cursor_end: pos }
    }

    fn inspect(&mut self, code: &str, cursor_pos: usize, _detail_level: u8) -> Option<String> {
        let name = Self::name_at(code, cursor_pos);
        if name.is_empty() {
            return None;
        }
        let lookup = |n: &str| self.session.interp.globals.get(n).cloned();
        help::help_for(name, &lookup)
    }

    fn is_complete(&mut self, code: &str) -> IsComplete {
        if needs_more_input(code) {
            let last = code.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("");
            let mut indent: String = last.chars().take_while(|c| c.is_whitespace()).collect();
            if last.trim_end().ends_with(':') {
                indent.push_str("    ");
            }
            return IsComplete::Incomplete(indent);
        }
        match parse_program(code) {
            Ok(_) => IsComplete::Complete,
            Err(_) => IsComplete::Invalid,
        }
    }
}

const KERNEL_USAGE: &str = "usage: stridelab kernel -f CONNECTION_FILE
       stridelab kernel install [--user | --sys-prefix | --prefix DIR]
                                [--name NAME] [--display-name TEXT]

  -f FILE         serve the kernel on the connection file's ports (Jupyter
                  starts it so; the kernel spec says how)
  install         write the kernel spec (kernel.json) where Jupyter finds it:
    --user        in your Jupyter data folder (~/.local/share/jupyter/kernels,
                  or $JUPYTER_DATA_DIR/kernels)
    --sys-prefix  in the Python environment in use ($VIRTUAL_ENV, else
                  sys.prefix of python3 on PATH)
    --prefix DIR  in DIR/share/jupyter/kernels
                  (none of them: /usr/local/share/jupyter/kernels)
    --name NAME   the spec's folder name (default stridelab)
    --display-name TEXT
                  the name the launcher shows";

/// Why `stridelab kernel` failed: a command line it does not take (the usage follows), or
/// what went wrong doing what it said.
enum Failure {
    Usage(String),
    Run(String),
}

/// `stridelab kernel ...`.
pub fn main(args: &[std::ffi::OsString]) -> ExitCode {
    let args: Vec<String> = args.iter().map(|a| a.to_string_lossy().into_owned()).collect();
    let result = match args.first().map(String::as_str) {
        Some("install") => install(&args[1..]),
        Some("-h" | "--help") => {
            println!("{}", KERNEL_USAGE);
            return ExitCode::SUCCESS;
        }
        Some("-f") => match args.get(1) {
            Some(file) if args.len() == 2 => serve(Path::new(file)).map_err(Failure::Run),
            _ => Err(Failure::Usage("-f takes one connection file".into())),
        },
        Some(f) if f.starts_with("--f=") || f.starts_with("-f=") => serve(Path::new(f.split_once('=').map_or("", |(_, p)| p))).map_err(Failure::Run),
        _ => Err(Failure::Usage("expected -f CONNECTION_FILE or install".into())),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(e)) => {
            eprintln!("stridelab kernel: {}\n{}", e, KERNEL_USAGE);
            ExitCode::from(2)
        }
        Err(Failure::Run(e)) => {
            eprintln!("stridelab kernel: {}", e);
            ExitCode::from(1)
        }
    }
}

fn serve(connection_file: &Path) -> Result<(), String> {
    let mut kernel = StridelabKernel::new();
    let flag = kernel.interrupt_flag();
    // the kernel spec's interrupt_mode "signal": Jupyter sends SIGINT, which stops the
    // running statement as Ctrl-C does in the shell
    let on_signal = flag.clone();
    ctrlc::set_handler(move || on_signal.store(true, Ordering::SeqCst)).map_err(|e| format!("cannot catch SIGINT: {}", e))?;
    stridelab_jupyter::serve(connection_file, &mut kernel, flag).map_err(|e| e.to_string())
}

fn install(args: &[String]) -> Result<(), Failure> {
    let mut target = Target::System;
    let mut name = "stridelab".to_string();
    let mut display_name = "stridelab (NumPy memory)".to_string();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |what: &str| it.next().cloned().ok_or(Failure::Usage(format!("{} needs a value", what)));
        match a.as_str() {
            "--user" => target = Target::User,
            "--sys-prefix" => target = Target::SysPrefix,
            "--prefix" => target = Target::Prefix(PathBuf::from(value("--prefix")?)),
            "--name" => name = value("--name")?,
            "--display-name" => display_name = value("--display-name")?,
            s if s.starts_with("--prefix=") => target = Target::Prefix(PathBuf::from(&s["--prefix=".len()..])),
            s if s.starts_with("--name=") => name = s["--name=".len()..].to_string(),
            s if s.starts_with("--display-name=") => display_name = s["--display-name=".len()..].to_string(),
            other => return Err(Failure::Usage(format!("unknown option '{}'", other))),
        }
    }
    if !kernelspec::valid_name(&name) {
        return Err(Failure::Usage(format!("--name: '{}' is not a kernel name (letters, digits, '.', '_', '-')", name)));
    }
    write_spec(&target, &name, &display_name).map_err(Failure::Run)
}

/// Writes `kernel.json` (whole or not at all) into `target`'s kernels folder and says where.
fn write_spec(target: &Target, name: &str, display_name: &str) -> Result<(), String> {
    let exe = std::env::current_exe().and_then(|p| p.canonicalize()).map_err(|e| format!("cannot find this program's path: {}", e))?;
    let argv = vec![exe.to_string_lossy().into_owned(), "kernel".into(), "-f".into(), "{connection_file}".into()];
    let dir = kernelspec::kernels_dir(target)?.join(name);
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot make {}: {}", dir.display(), e))?;
    let path = dir.join("kernel.json");
    let text = kernelspec::kernel_json(&argv, display_name, "python", "signal");
    crate::files::write(&path, text.as_bytes(), crate::files::Existing::Replace).map_err(|e| format!("cannot write {}: {}", path.display(), e))?;
    let mut stdout = std::io::stdout();
    let _ = writeln!(stdout, "Installed kernelspec {} in {}", name, dir.display());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a cell sent, in order.
    #[derive(Default)]
    struct Recorded {
        out: Vec<(String, String)>,
    }

    impl CellOutput for Recorded {
        fn execution_count(&self) -> u32 {
            1
        }
        fn stream(&mut self, text: &str) {
            if !text.is_empty() {
                self.out.push(("stream".into(), text.into()));
            }
        }
        fn display(&mut self, bundle: &[(&str, &str)]) {
            let kinds: Vec<&str> = bundle.iter().map(|(k, _)| *k).collect();
            self.out.push((format!("display {}", kinds.join(" ")), bundle[0].1.into()));
        }
        fn result(&mut self, bundle: &[(&str, &str)]) {
            self.out.push(("result".into(), bundle[0].1.into()));
        }
        fn error(&mut self, e: &ExecError) {
            self.out.push(("error".into(), format!("{}|{}", e.ename, e.evalue)));
        }
    }

    fn cell(k: &mut StridelabKernel, code: &str) -> Vec<(String, String)> {
        let mut r = Recorded::default();
        k.run_cell(code, &mut r);
        r.out
    }

    #[test]
    fn a_cell_runs_like_ipython() {
        stridelab_engine::buffer::reset_allocator();
        let mut k = StridelabKernel::new();
        let out = cell(&mut k, "x = np.arange(3)\nv = x[::2]\nprint(x)\nx.shape\nx * 2");
        let kinds: Vec<&str> = out.iter().map(|(k, _)| k.as_str()).collect();
        // the summary notes (a view's with the picture of its memory beside x's), print's
        // stream, and only the last value
        assert_eq!(kinds, ["display text/plain", "display text/plain", "display text/plain image/svg+xml", "stream", "result"], "{:?}", out);
        assert!(out[0].1.starts_with("# x  int64 (3,)"), "{:?}", out);
        assert!(out[2].1.starts_with("buffer b1: 24 bytes = 3 cells of int64"), "{:?}", out);
        assert_eq!(out[3].1, "[0 1 2]\n");
        assert_eq!(out[4].1, "array([0, 2, 4])");
        // an error ends the cell; evalue has no "Did you mean"
        let out = cell(&mut k, "y = 1\nxx\ny = 2");
        assert_eq!(out.last().unwrap(), &("error".to_string(), "NameError|name 'xx' is not defined".to_string()));
        assert_eq!(k.session.interp.globals.get("y").map(|v| format!("{:?}", v)), Some(format!("{:?}", stridelab_eval::value::Value::Int(1))));
        // a syntax error runs nothing
        let out = cell(&mut k, "z = 1\n(");
        assert_eq!(out.len(), 1);
        assert!(out[0].1.starts_with("SyntaxError|"), "{:?}", out);
        assert!(!k.session.interp.globals.contains_key("z"));
        // a teaching command's display
        let out = cell(&mut k, "info(x)");
        assert!(out[0].0.starts_with("display text/plain"), "{:?}", out);
        // None is not a result
        assert!(cell(&mut k, "None").is_empty());
    }

    #[test]
    fn completion_inspection_and_completeness() {
        let mut k = StridelabKernel::new();
        let code = "a = 1\nnp.arr";
        let c = k.complete(code, code.len());
        assert!(c.matches.contains(&"array".to_string()), "{:?}", c);
        assert_eq!((c.cursor_start, c.cursor_end), (code.len() - 3, code.len()));
        assert!(k.inspect("np.reshape(", 11, 0).is_some_and(|h| h.contains("reshape")));
        assert!(k.inspect("x = np.zeros", 8, 0).is_some_and(|h| h.contains("zeros")));
        assert_eq!(k.inspect("   ", 1, 0), None);
        assert_eq!(k.is_complete("for i in range(3):"), IsComplete::Incomplete("    ".into()));
        assert_eq!(k.is_complete("x = 1"), IsComplete::Complete);
        assert_eq!(k.is_complete("x = )"), IsComplete::Invalid);
    }

    #[test]
    fn interrupted_between_statements() {
        let mut k = StridelabKernel::new();
        let mut r = Recorded::default();
        // the flag is cleared when the cell starts, so set it from the first statement's print
        struct Interrupting<'a>(&'a mut Recorded, Arc<AtomicBool>);
        impl CellOutput for Interrupting<'_> {
            fn execution_count(&self) -> u32 {
                1
            }
            fn stream(&mut self, t: &str) {
                self.1.store(true, Ordering::SeqCst);
                self.0.stream(t)
            }
            fn display(&mut self, b: &[(&str, &str)]) {
                self.0.display(b)
            }
            fn result(&mut self, b: &[(&str, &str)]) {
                self.0.result(b)
            }
            fn error(&mut self, e: &ExecError) {
                self.0.error(e)
            }
        }
        let flag = k.interrupt_flag();
        let status = k.run_cell("print(1)\nq = 2", &mut Interrupting(&mut r, flag));
        assert!(matches!(status, ExecuteStatus::Error(ref e) if e.ename == "KeyboardInterrupt" && e.evalue.is_empty()));
        assert!(!k.session.interp.globals.contains_key("q"));
    }
}
