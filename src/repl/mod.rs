//! The interactive front end: the REPL (rustyline), rich script runs, `:commands`, help,
//! completion, history and colour. The only part of stridelab that knows about terminals.
//!
//! Every statement runs through `run::run_statement_rich`; this module decides how its
//! echo and notes are shown (plain mode prints exactly what Python prints).

pub mod color;
pub mod commands;
pub mod complete;
pub mod editor;
pub mod export;
pub mod help;
pub mod highlight;
pub mod history;
pub mod lesson;
pub mod save;
pub mod transcript;

use std::collections::HashSet;
use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use stridelab_engine::error::ExcKind;
use stridelab_eval::interp::Interp;
use stridelab_lang::ast::SyntaxError;
use stridelab_lang::parser::{needs_more_input, parse_program};
use stridelab_teach::run::{RichEcho, render_syntax_error, run_statement_rich};

use commands::Command;

/// A session: the interpreter plus what the front end remembers about it.
pub struct Session {
    pub interp: Interp,
    /// Plain output: exactly what Python prints, no notes.
    pub plain: bool,
    /// Source of every statement that succeeded since the last reset.
    pub log: Vec<String>,
    /// Every statement run since the last reset, with how it went, for `:save`.
    pub saved: Vec<save::Entry>,
    /// Every statement run since the last reset with all it showed, for `:export`.
    pub shown: Vec<export::Shown>,
    /// Print each statement (`>>> ` style) before its output: rich script mode.
    pub echo_source: bool,
    /// Shared with the Ctrl-C handler; survives `:reset`.
    interrupt: Arc<AtomicBool>,
    /// At a terminal the `^C` the terminal echoes is followed by a line break.
    pub at_terminal: bool,
}

/// How running some source went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RunStatus {
    /// Every statement succeeded.
    pub ok: bool,
    /// A statement was stopped by Ctrl-C (the rest were not run).
    pub interrupted: bool,
}

impl Session {
    pub fn new(plain: bool) -> Session {
        let mut interp = Interp::new();
        interp.rich = !plain;
        let teach = stridelab_teach::provenance::teach_mut(&mut interp);
        teach.width = stridelab_teach::run::display_width_from_env();
        // pictures are cheap beside the text, and `:export` can only show what was drawn;
        // plain mode shows none
        teach.draw = !plain;
        let interrupt = interp.interrupt.clone();
        Session {
            interp,
            plain,
            log: Vec::new(),
            saved: Vec::new(),
            shown: Vec::new(),
            echo_source: false,
            interrupt,
            at_terminal: false,
        }
    }

    /// The flag a Ctrl-C handler should set.
    pub fn interrupt_flag(&self) -> Arc<AtomicBool> {
        self.interrupt.clone()
    }

    /// A fresh interpreter (buffer names start again at b1); output mode is kept.
    pub fn reset(&mut self) {
        stridelab_engine::buffer::reset_allocator();
        let mut interp = Interp::new();
        interp.rich = !self.plain;
        interp.interrupt = self.interrupt.clone();
        let teach = stridelab_teach::provenance::teach_mut(&mut interp);
        teach.width = stridelab_teach::provenance::width(&self.interp);
        teach.draw = !self.plain;
        self.interp = interp;
        self.log.clear();
        self.saved.clear();
        self.shown.clear();
    }

    pub fn set_plain(&mut self, plain: bool) {
        self.plain = plain;
        self.interp.rich = !plain;
        stridelab_teach::provenance::teach_mut(&mut self.interp).draw = !plain;
    }

    /// Run source text statement by statement, writing each echo to `out`.
    /// A syntax error runs nothing and is returned for the caller to show.
    pub fn run_source(&mut self, src: &str, out: &mut dyn Write) -> Result<RunStatus, SyntaxError> {
        let program = parse_program(src)?;
        let mut status = RunStatus { ok: true, interrupted: false };
        for stmt in &program {
            // a Ctrl-C pressed while nothing was running must not stop this statement
            self.interrupt.store(false, Ordering::Relaxed);
            if self.echo_source {
                let _ = out.write_all(stridelab_teach::run::prompted_source(&stmt.source).as_bytes());
            }
            let rich = run_statement_rich(&mut self.interp, stmt);
            self.saved.push(save::Entry::of(stmt, &rich.echo));
            if self.at_terminal && rich.echo.error.as_deref().is_some_and(|e| e.starts_with(ExcKind::KeyboardInterrupt.name())) {
                // after the ^C the terminal echoed
                let _ = writeln!(out);
            }
            let _ = write_echo(out, &rich, self.plain);
            let _ = out.flush();
            self.shown.push(export::Shown { source: stmt.source.clone(), echo: rich.clone() });
            match &rich.echo.error {
                None => self.log.push(stmt.source.clone()),
                Some(e) => {
                    status.ok = false;
                    if e.starts_with(ExcKind::KeyboardInterrupt.name()) || stridelab_engine::budget::spent() {
                        status.interrupted = true;
                        break;
                    }
                }
            }
        }
        self.interrupt.store(false, Ordering::Relaxed);
        Ok(status)
    }

    fn variable_names(&self) -> HashSet<String> {
        self.interp.variables().into_iter().map(|(n, _)| n).collect()
    }

    /// The `:save` script for this session.
    pub fn saved_script(&self) -> String {
        save::script_of_session(&self.saved, &self.variable_names())
    }
}

/// Show one statement's echo: output and value as Python prints them, the error line in
/// the error colour, then the teaching notes as secondary text (rich mode only).
pub fn write_echo(out: &mut dyn Write, r: &RichEcho, plain: bool) -> std::io::Result<()> {
    let e = &r.echo;
    out.write_all(e.printed.as_bytes())?;
    if let Some(v) = &e.value {
        writeln!(out, "{}", v)?;
    }
    if let Some(err) = &e.error {
        // an exception with no message prints as its bare name (`KeyboardInterrupt`)
        let err = err.strip_suffix(": ").unwrap_or(err);
        if plain {
            writeln!(out, "{}", err)?;
        } else {
            writeln!(out, "{}", color::error(err))?;
        }
    }
    if !plain {
        // the same `# ` prefix as file mode, so notes stay distinct without colour
        for note in &r.notes {
            for line in note.lines() {
                writeln!(out, "{}", color::note(&format!("{}{}", stridelab_teach::run::NOTE_PREFIX, line)))?;
            }
        }
    }
    Ok(())
}

/// A syntax error as CPython shows it, the message line coloured.
pub fn syntax_error_text(e: &SyntaxError, filename: &str) -> String {
    let text = render_syntax_error(e, filename);
    let mut lines: Vec<String> = text.lines().map(|l| l.to_string()).collect();
    if let Some(last) = lines.last_mut() {
        *last = color::error(last).to_string();
    }
    lines.join("\n") + "\n"
}

/// Run a whole script (a file, `-c`, or piped standard input) with this session's output
/// mode. Returns whether every statement succeeded.
pub fn run_script(session: &mut Session, src: &str, filename: &str) -> bool {
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let r = session.run_source(src, &mut out);
    let _ = out.flush();
    match r {
        Ok(status) => status.ok,
        Err(e) => {
            eprint!("{}", syntax_error_text(&e, filename));
            false
        }
    }
}

/// A writer that remembers whether its output ended a line, and ends it when dropped,
/// so the next prompt starts at column 0 after `print(x, end='')`.
struct AtLineStart<W: Write> {
    inner: W,
    at_start: bool,
}

impl<W: Write> AtLineStart<W> {
    fn new(inner: W) -> Self {
        AtLineStart { inner, at_start: true }
    }
}

impl<W: Write> Write for AtLineStart<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(buf)?;
        if let Some(&last) = buf[..n].last() {
            self.at_start = last == b'\n';
        }
        Ok(n)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

impl<W: Write> Drop for AtLineStart<W> {
    fn drop(&mut self) {
        if !self.at_start {
            let _ = self.inner.write_all(b"\n");
        }
        let _ = self.inner.flush();
    }
}

/// The line editor of the shell and of lessons, with the history file loaded.
pub(crate) type LineEditor = rustyline::Editor<editor::ShellHelper, rustyline::history::FileHistory>;

pub(crate) fn new_editor() -> std::io::Result<(LineEditor, History)> {
    use rustyline::config::{ColorMode, CompletionType, Config};

    let config = Config::builder()
        .auto_add_history(false)
        .history_ignore_space(true)
        .max_history_size(HISTORY_CAP)
        .map_err(std::io::Error::other)?
        .completion_type(CompletionType::List)
        .color_mode(if color::enabled() { ColorMode::Enabled } else { ColorMode::Disabled })
        .build();
    let mut rl: LineEditor = rustyline::Editor::with_config(config).map_err(std::io::Error::other)?;
    rl.set_helper(Some(editor::ShellHelper::new()));
    // a history that cannot be kept costs the old entries, never the session: but say so
    let file = match history::default_history_path() {
        Ok(None) => None,
        Ok(Some(p)) => match history::HistoryFile::open(&p, HISTORY_CAP) {
            Ok((file, entries)) => {
                for e in entries {
                    let _ = rl.add_history_entry(e);
                }
                Some(file)
            }
            Err(why) => {
                eprintln!("{}", color::note(&format!("warning: {}", why)));
                None
            }
        },
        Err(why) => {
            eprintln!("{}", color::note(&format!("warning: {}; this session's history is not saved", why)));
            None
        }
    };
    Ok((rl, History { file, warned: false }))
}

/// Entries kept in the history file.
const HISTORY_CAP: usize = 10_000;

/// The history file of a shell or lesson, if it has one.
pub(crate) struct History {
    file: Option<history::HistoryFile>,
    warned: bool,
}

impl History {
    /// Remember a line the learner typed: in the editor, and at once in the file (so a
    /// crash loses nothing). A failed write is said once.
    pub(crate) fn remember(&mut self, rl: &mut LineEditor, chunk: &str) {
        if chunk.trim().is_empty() {
            return;
        }
        // rustyline skips lines starting with a space (history_ignore_space); so does the file
        if !rl.add_history_entry(chunk).unwrap_or(false) {
            return;
        }
        let Some(f) = &mut self.file else { return };
        if let Err(e) = f.add(chunk)
            && !self.warned
        {
            self.warned = true;
            eprintln!(
                "{}",
                color::note(&format!("warning: cannot write history file {}: {}; history is not saved", f.path().display(), e))
            );
        }
    }
}

/// What the REPL should do after a line.
enum Next {
    Continue,
    /// Drop the rest of a pasted chunk (after Ctrl-C).
    Abandon,
    Quit,
}

/// The interactive loop: lines are collected until the parser says the statement is
/// complete, then run. Returns when the user quits.
pub fn run_repl(session: &mut Session, banner: bool) -> std::io::Result<()> {
    use rustyline::error::ReadlineError;

    let (mut rl, mut hist) = new_editor()?;
    // Ctrl-C while a statement runs sets the flag the interpreter polls in its loops;
    // at the prompt the terminal is in raw mode and rustyline reads Ctrl-C as a key.
    session.at_terminal = true;
    let flag = session.interrupt_flag();
    let _ = ctrlc::set_handler(move || flag.store(true, Ordering::Relaxed));
    if banner {
        println!(
            "stridelab {} - see NumPy's memory model. :help for help, Ctrl-D to quit.",
            env!("CARGO_PKG_VERSION")
        );
        println!("{}", help::teaching_banner_line());
        println!("{}", help::LESSONS_BANNER_LINE);
    }
    let mut pending: Vec<String> = Vec::new();
    loop {
        if let Some(h) = rl.helper_mut() {
            h.vars = session.interp.variables().iter().map(|(n, v)| (n.clone(), complete::VarKind::of(v))).collect();
        }
        if let Some((cols, _)) = rl.dimensions() {
            // teaching displays wrap at the terminal's width (read again: it may be resized)
            stridelab_teach::provenance::teach_mut(&mut session.interp).width = (cols as usize).max(40);
        }
        let prompt = if pending.is_empty() { ">>> " } else { "... " };
        match rl.readline(prompt) {
            Ok(chunk) => {
                hist.remember(&mut rl, &chunk);
                for line in transcript::source_lines(&chunk, !pending.is_empty()) {
                    match feed(session, &mut pending, line) {
                        Next::Continue => {}
                        Next::Abandon => break,
                        Next::Quit => return Ok(()),
                    }
                }
            }
            Err(ReadlineError::Interrupted) => {
                println!("{}", color::error("KeyboardInterrupt"));
                pending.clear();
            }
            Err(ReadlineError::Eof) => {
                println!();
                return Ok(());
            }
            Err(e) => return Err(std::io::Error::other(e)),
        }
    }
}

/// Add a line to the statement being typed; the whole source once the parser says it is
/// complete (then `pending` is emptied).
pub(crate) fn complete_statement(pending: &mut Vec<String>, line: String) -> Option<String> {
    pending.push(line);
    let src = pending.join("\n");
    if needs_more_input(&src) {
        return None;
    }
    pending.clear();
    Some(src)
}

/// Take one source line: a command, a help request, or part of a statement.
fn feed(session: &mut Session, pending: &mut Vec<String>, line: String) -> Next {
    let stdout = std::io::stdout();
    if pending.is_empty() {
        let t = line.trim();
        if t.is_empty() {
            return Next::Continue;
        }
        if t.starts_with(':') {
            return command(session, commands::parse(t));
        }
        if let Some(topic) = help::help_request(t)
            && !session.interp.globals.contains_key("help")
        {
            show_help(session, &topic);
            return Next::Continue;
        }
    }
    let Some(src) = complete_statement(pending, line) else { return Next::Continue };
    let mut out = AtLineStart::new(stdout.lock());
    match session.run_source(&src, &mut out) {
        Ok(status) if status.interrupted => Next::Abandon,
        Ok(_) => Next::Continue,
        Err(e) => {
            let _ = write!(out, "{}", syntax_error_text(&e, "<stdin>"));
            Next::Continue
        }
    }
}

fn show_help(session: &Session, topic: &str) {
    if topic.is_empty() {
        print!("{}", help::overview());
        return;
    }
    let lookup = |n: &str| session.interp.globals.get(n).cloned();
    match help::help_for(topic, &lookup) {
        Some(text) => {
            let mut lines = text.lines();
            if let Some(first) = lines.next() {
                println!("{}", color::heading(first));
            }
            for l in lines {
                println!("{}", l);
            }
        }
        None => println!("{}", color::note(&format!("no help for {} (:help lists every function)", topic))),
    }
}

fn command(session: &mut Session, cmd: Command) -> Next {
    match cmd {
        Command::Help => print!("{}", help::overview()),
        Command::Vars => {
            let width = rustyline_width();
            print!("{}", commands::vars_table(&session.interp, width));
        }
        Command::Reset => {
            session.reset();
            println!("{}", color::note("session reset: no variables; buffers start again at b1"));
        }
        Command::Load(file) => match crate::files::read_regular(&crate::files::expand_tilde(&file))
            .map(|b| stridelab_lang::source::decode(b, &file))
        {
            Ok(Err(msg)) => println!("{}", color::error(&msg)),
            Ok(Ok(src)) => {
                let mut out = AtLineStart::new(std::io::stdout().lock());
                match session.run_source(&src, &mut out) {
                    Ok(s) if s.interrupted => return Next::Abandon,
                    Ok(s) => {
                        let how = if s.ok { "" } else { " (some statements failed)" };
                        let _ = writeln!(out, "{}", color::note(&format!("loaded {}{}", file, how)));
                    }
                    Err(e) => {
                        let _ = write!(out, "{}", syntax_error_text(&e, &file));
                    }
                }
            }
            Err(e) => println!("{}", color::error(&format!("can't open file '{}': {}", file, e))),
        },
        Command::Save { file, replace } => {
            let done = format!("saved {} statements to {} (run it with python3)", session.saved.len(), file);
            write_and_say(&file, session.saved_script().as_bytes(), replace, ":save!", &done);
        }
        Command::Export { file, replace } => {
            let html = export::page("stridelab session", &session.shown);
            let done = format!("exported {} to {} (open it in a browser)", stridelab_teach::layout::count(session.shown.len(), "statement"), file);
            write_and_say(&file, html.as_bytes(), replace, ":export!", &done);
        }
        Command::Plain => {
            let plain = !session.plain;
            session.set_plain(plain);
            println!(
                "{}",
                color::note(if plain { "plain output: exactly what Python prints" } else { "rich output: notes on" })
            );
        }
        Command::Lesson(arg) => lesson::from_shell(session, &arg),
        Command::Quit => return Next::Quit,
        Command::Bad(msg) => println!("{}", color::error(&msg)),
    }
    Next::Continue
}

/// The terminal's width for tables, when stdout is a terminal.
fn rustyline_width() -> Option<u16> {
    use std::io::IsTerminal;
    if !std::io::stdout().is_terminal() {
        return Some(80);
    }
    // comfy-table asks the terminal itself when no width is set
    None
}

/// Write a file the learner asked for (`:save`, `:export`) whole or not at all, never over
/// an existing file unless `replace` (the `bang` form of the command): `done` when written,
/// else what went wrong, in words for the learner.
pub fn write_learner_file(file: &str, bytes: &[u8], replace: bool, bang: &str, done: &str) -> Result<String, String> {
    use crate::files::{Existing, expand_tilde, write};
    let existing = if replace { Existing::Replace } else { Existing::Keep };
    // written whole or not at all: a full disk leaves the old file as it was
    match write(&expand_tilde(file), bytes, existing) {
        Ok(_) => Ok(done.to_string()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            Err(format!("'{}' already exists: not overwritten ({} {} replaces it)", file, bang, file))
        }
        Err(e) => Err(format!("can't write '{}': {}; nothing was written", file, e)),
    }
}

/// [`write_learner_file`], saying how it went in the shell's colours.
fn write_and_say(file: &str, bytes: &[u8], replace: bool, bang: &str, done: &str) {
    match write_learner_file(file, bytes, replace, bang, done) {
        Ok(m) => println!("{}", color::note(&m)),
        Err(m) => println!("{}", color::error(&m)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(s: &mut Session, src: &str) -> (String, RunStatus) {
        let mut out = Vec::new();
        let st = s.run_source(src, &mut out).unwrap();
        (String::from_utf8(out).unwrap(), st)
    }

    #[test]
    fn plain_session_prints_what_python_prints() {
        let mut s = Session::new(true);
        let (out, st) = run(&mut s, "import numpy as np\nx = np.arange(3)\nx\nx[5]\nprint(x.strides)");
        assert_eq!(out, "array([0, 1, 2])\nIndexError: index 5 is out of bounds for axis 0 with size 3\n(8,)\n");
        assert!(!st.ok && !st.interrupted);
        assert_eq!(s.log.len(), 4);
    }

    #[test]
    fn interrupt_stops_and_keeps_variables() {
        let mut s = Session::new(true);
        run(&mut s, "n = 0");
        // the flag is cleared before each statement, so set it from "another thread" while looping
        let flag = s.interrupt_flag();
        let h = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(50));
            flag.store(true, Ordering::Relaxed);
        });
        let (out, st) = run(&mut s, "while True:\n    n += 1\nm = 1");
        h.join().unwrap();
        assert_eq!(out, "KeyboardInterrupt\n");
        assert!(st.interrupted);
        assert!(s.interp.globals.contains_key("n"));
        assert!(!s.interp.globals.contains_key("m"));
    }

    #[test]
    fn reset_restarts_buffer_names() {
        let mut s = Session::new(false);
        run(&mut s, "import numpy as np\nx = np.arange(3)\ny = np.zeros(2)");
        s.reset();
        assert!(s.interp.variables().is_empty());
        assert!(s.log.is_empty());
        run(&mut s, "import numpy as np\nz = np.arange(3)");
        let rows = commands::var_rows(&s.interp);
        assert_eq!(rows.iter().find(|r| r[0] == "z").unwrap()[6], "b1");
    }

    #[test]
    fn saved_session_runs_under_python() {
        let mut s = Session::new(false);
        run(
            &mut s,
            "import numpy as np\nx = arange(6)\nw = windows(x, 3)\nw.strides\ny = x.reshape(2, 3)\nbad = x[10]\nz = zeros(3, dtype=int64)\nfor r in w:\n    print(r.sum())\nv = x[:, newaxis]\nt = mean(w, axis=1)",
        );
        let script = s.saved_script();
        // the statement that raised is kept, guarded, and prints its error as the session did
        assert!(script.contains("try:\n    bad = x[10]\nexcept Exception"), "{script}");
        assert!(script.contains("x = np.arange(6)\n"), "{script}");
        assert!(script.contains("w = sliding_window_view(x, 3)\n"), "{script}");
        assert!(script.contains("t = np.mean(w, axis=1)\n"), "{script}");
        let has_numpy = std::process::Command::new("python3")
            .args(["-c", "import numpy"])
            .output()
            .is_ok_and(|o| o.status.success());
        if !has_numpy {
            eprintln!("python3 with NumPy not found: saved script not run");
            return;
        }
        let dir = std::env::temp_dir().join(format!("stridelab-save-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("session.py");
        std::fs::write(&path, &script).unwrap();
        let o = std::process::Command::new("python3").arg(&path).output().unwrap();
        assert!(o.status.success(), "{}\n{}", script, String::from_utf8_lossy(&o.stderr));
        assert_eq!(
            String::from_utf8_lossy(&o.stdout),
            "(8, 8)\nIndexError: index 10 is out of bounds for axis 0 with size 6\n3\n6\n9\n12\n"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
