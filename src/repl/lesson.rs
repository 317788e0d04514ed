//! Lessons at the terminal: `stridelab lesson [N]` and `:lesson [N]` in the shell. The
//! lesson logic (format, checks, progress, steps) is `crate::lesson`; this file only reads
//! lines with the shell's editor and shows what the runner answers, in the shell's colours.

use std::io::Write;
use std::process::ExitCode;
use std::sync::atomic::Ordering;

use colored::Colorize;

use stridelab_eval::interp::Interp;
use crate::lesson::course;
use crate::lesson::format::Lesson;
use crate::lesson::progress::{self, Progress, Store};
use crate::lesson::runner::{Runner, Show};

use super::{color, complete, transcript, write_echo};

/// The learner's saved progress and where it lives; a failed save is said once, and the
/// last word on quitting says whether the progress really is saved.
struct Saved {
    store: Option<Store>,
    progress: Progress,
    warned: bool,
}

impl Saved {
    fn load() -> (Saved, Vec<String>) {
        match progress::default_path() {
            Some(p) => {
                let (store, warnings) = Store::open(p);
                (Saved { progress: store.progress.clone(), store: Some(store), warned: false }, warnings)
            }
            None => {
                let w = "no home directory: progress will not be saved".to_string();
                (Saved { store: None, progress: Progress::default(), warned: true }, vec![w])
            }
        }
    }

    /// Record the learner's place (written only if it changed); Err says why it is not saved.
    fn record(&mut self, id: &str, step: usize, finished: bool) -> Result<(), String> {
        self.progress.record(id, step, finished);
        let Some(store) = &mut self.store else { return Err("no home directory".into()) };
        let r = store.record(id, step, finished);
        self.progress = store.progress.clone();
        match r {
            Ok(notes) => {
                for n in notes {
                    println!("{}", color::note(&n));
                }
                Ok(())
            }
            Err(e) => {
                if !self.warned {
                    self.warned = true;
                    println!("{}", color::error(&format!("warning: {}", e)));
                }
                Err(e)
            }
        }
    }

    /// Record the place the learner leaves at, and say whether it was saved.
    fn record_and_report(&mut self, id: &str, step: usize, finished: bool, number: u32) {
        match self.record(id, step, finished) {
            // the step as saved: another shell may have gone further in the same lesson
            Ok(()) => println!(
                "{}",
                color::note(&format!("progress saved: `stridelab lesson {}` resumes at step {}", number, self.progress.get(id).step + 1))
            ),
            Err(e) => println!("{}", color::error(&format!("progress NOT saved ({}); you were at step {} of lesson {}", e, step + 1, number))),
        }
    }
}

/// The list of lessons with the learner's progress.
pub fn listing(lessons: &[Lesson], progress: &Progress) -> String {
    let mut s = String::from("Lessons:\n");
    for l in lessons {
        let e = progress.get(&l.id);
        let state = if e.done {
            "done".to_string()
        } else if e.step > 0 {
            format!("at step {} of {}", e.step + 1, l.steps.len())
        } else {
            String::new()
        };
        s.push_str(format!("  {:>2}  {:<52} {}\n", l.number, l.title, state).trim_end());
        s.push('\n');
    }
    s.push_str("Run one with `stridelab lesson N` (or `:lesson N` in the shell).\n");
    s
}

fn load_course() -> Option<Vec<Lesson>> {
    match course::load() {
        Ok(c) => Some(c),
        Err(errors) => {
            for e in errors {
                eprintln!("{}", e);
            }
            None
        }
    }
}

/// `stridelab lesson [N]`.
pub fn main(args: &[std::ffi::OsString]) -> ExitCode {
    super::color::apply(super::color::ColorChoice::Auto);
    let Some(lessons) = load_course() else { return ExitCode::from(1) };
    let (mut saved, warnings) = Saved::load();
    for w in warnings {
        println!("{}", color::error(&format!("warning: {}", w)));
    }
    let Some(arg) = args.first() else {
        print!("{}", listing(&lessons, &saved.progress));
        return ExitCode::SUCCESS;
    };
    // a lesson name that is not UTF-8 names no lesson
    let Some(lesson) = find(&lessons, &arg.to_string_lossy()) else { return ExitCode::from(2) };
    if args.len() > 1 {
        return write_notebook(&lesson, &args[1..]);
    }
    let mut interp = Interp::new();
    let flag = interp.interrupt.clone();
    let _ = ctrlc::set_handler(move || flag.store(true, Ordering::Relaxed));
    match run(&mut interp, lesson, &lessons, &mut saved) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("stridelab: {}", e);
            ExitCode::from(1)
        }
    }
}

/// `stridelab lesson N --notebook FILE.ipynb [--force]`: the lesson as a notebook for the
/// stridelab kernel, written whole or not at all, over a file only with `--force`.
fn write_notebook(lesson: &Lesson, args: &[std::ffi::OsString]) -> ExitCode {
    let usage = "usage: stridelab lesson N --notebook FILE.ipynb [--force]";
    let (mut file, mut force) = (None, false);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.to_str() {
            Some("--notebook") if file.is_none() => match it.next() {
                Some(f) => file = Some(std::path::PathBuf::from(f)),
                None => {
                    eprintln!("{}", usage);
                    return ExitCode::from(2);
                }
            },
            Some("--force") => force = true,
            _ => {
                eprintln!("{}", usage);
                return ExitCode::from(2);
            }
        }
    }
    let Some(file) = file else {
        eprintln!("{}", usage);
        return ExitCode::from(2);
    };
    use crate::files::{Existing, write};
    let existing = if force { Existing::Replace } else { Existing::Keep };
    match write(&file, crate::lesson::notebook::notebook(lesson).as_bytes(), existing) {
        Ok(_) => {
            println!(
                "wrote lesson {} as {}: open it in Jupyter with the stridelab kernel (stridelab kernel install --user)",
                lesson.number,
                file.display()
            );
            ExitCode::SUCCESS
        }
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            eprintln!("stridelab: '{}' already exists: not overwritten (--force replaces it)", file.display());
            ExitCode::from(1)
        }
        Err(e) => {
            eprintln!("stridelab: can't write '{}': {}; nothing was written", file.display(), e);
            ExitCode::from(1)
        }
    }
}

fn find(lessons: &[Lesson], arg: &str) -> Option<Lesson> {
    let found = arg.parse::<u32>().ok().and_then(|n| lessons.iter().find(|l| l.number == n));
    if found.is_none() {
        let numbers: Vec<String> = lessons.iter().map(|l| l.number.to_string()).collect();
        println!("{}", color::error(&format!("no lesson '{}': the lessons are {}", arg, numbers.join(", "))));
    }
    found.cloned()
}

/// `:lesson [N]` in the shell: the lesson gets a fresh session (the shell's variables stay
/// as they were) that Ctrl-C can interrupt like the shell's.
pub fn from_shell(session: &super::Session, arg: &str) {
    let Some(lessons) = load_course() else { return };
    let (mut saved, warnings) = Saved::load();
    for w in warnings {
        println!("{}", color::error(&format!("warning: {}", w)));
    }
    if arg.is_empty() {
        print!("{}", listing(&lessons, &saved.progress));
        return;
    }
    let Some(lesson) = find(&lessons, arg) else { return };
    let mut interp = Interp::new();
    interp.interrupt = session.interrupt_flag();
    if let Err(e) = run(&mut interp, lesson, &lessons, &mut saved) {
        println!("{}", color::error(&format!("{}", e)));
    }
    println!("{}", color::note("back in the shell"));
}

const COMMANDS: &str = "lesson commands: Enter next step, :hint, :answer, :skip, :back, :again (show the step again), :vars, :quit";

/// Print what the runner shows, wrapped at `width` columns between words (lesson prose,
/// hints and check messages are written without knowing the terminal).
fn render(out: &mut dyn Write, items: &[Show], width: usize) {
    let fit = |text: &str, extra: usize| stridelab_teach::layout::fit_lines(text, extra, width);
    let mut after_text = false;
    for s in items {
        // prose already ends with a blank line: a task right after it needs no second one
        let gap = if after_text { "" } else { "\n" };
        after_text = matches!(s, Show::Text(_));
        let _ = match s {
            Show::Header { title, step, of } => {
                let right = format!(" step {} of {}", step, of);
                let fill = width.saturating_sub(2).saturating_sub(title.chars().count() + right.len() + 4);
                writeln!(out, "\n{}", color::heading(&format!("── {} {}{}", title, "─".repeat(fill), right)))
            }
            Show::Heading(h) => writeln!(out, "{}", color::heading(h)),
            Show::Text(t) => writeln!(out, "{}", fit(t, 0)),
            Show::Code(src) => {
                // a long line breaks where Python joins lines itself (after a comma in brackets)
                for (k, line) in src.lines().enumerate() {
                    let lead = if k == 0 { ">>> " } else { "... " };
                    for piece in stridelab_teach::layout::wrap_code(line, lead, "...     ", width) {
                        let _ = writeln!(out, "{}{}", color::prompt(&piece[..4]), &piece[4..]);
                    }
                }
                Ok(())
            }
            Show::Echo(r) => {
                // an error message wraps between words, as the lesson's own text does
                let mut r = r.clone();
                r.echo.error = r.echo.error.map(|e| fit(&e, 2).trim_end().to_string());
                write_echo(out, &r, false)
            }
            Show::SyntaxError(text) => {
                let lines: Vec<&str> = text.lines().collect();
                for (i, l) in lines.iter().enumerate() {
                    let _ = if i + 1 == lines.len() { writeln!(out, "{}", color::error(l)) } else { writeln!(out, "{}", l) };
                }
                Ok(())
            }
            Show::Task(p) => write!(out, "{gap}{}\n{}", color::heading("Your turn:"), fit(p, 0)),
            Show::Pass(p) => {
                let text = fit(&format!("✓ {}", p), 2);
                write!(out, "{}", if color::enabled() { text.green().bold() } else { text.normal() })
            }
            Show::NotYet(why) => {
                let text = fit(&format!("✗ Not yet: {}", why), 2);
                let body = text.strip_prefix("✗ Not yet:").unwrap_or(&text);
                write!(out, "{}{}", color::error("✗ Not yet:"), body)
            }
            Show::Hint(h) => {
                let text = fit(&format!("Hint: {}", h), 2);
                write!(out, "{}{}", color::heading("Hint:"), text.strip_prefix("Hint:").unwrap_or(&text))
            }
            Show::Answer(a) => {
                let _ = writeln!(out, "{}", color::heading("One answer:"));
                for l in a.lines() {
                    for piece in stridelab_teach::layout::wrap_code(l, "    ", "        ", width) {
                        let _ = writeln!(out, "{}", piece);
                    }
                }
                Ok(())
            }
            Show::Note(n) => write!(out, "{}", color::note(&fit(n, 2))),
            Show::Warn(w) => write!(out, "{}", color::error(&fit(&format!("warning: {}", w), 2))),
            Show::Done(d) => writeln!(out, "\n{}", color::heading(&format!("✓ {}", d))),
        };
    }
    let _ = out.flush();
}

/// What the loop should do after a line.
enum Next {
    Continue,
    Quit,
}

/// Take one source line: a lesson command, Enter, or part of a statement.
fn feed(runner: &mut Runner, interp: &mut Interp, pending: &mut Vec<String>, line: String) -> Next {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    // a Ctrl-C pressed while nothing was running must not stop the next statement
    interp.interrupt.store(false, Ordering::Relaxed);
    if pending.is_empty() {
        let t = line.trim();
        if t.is_empty() {
            render(&mut out, &runner.enter(interp), stridelab_teach::provenance::width(interp));
            return Next::Continue;
        }
        if t.starts_with(':') {
            let shown = match t.split_whitespace().next().unwrap_or("") {
                ":hint" | ":h" => runner.hint(),
                ":answer" | ":a" => runner.answer(),
                ":skip" | ":s" => runner.skip(interp),
                ":back" | ":b" => runner.back(interp),
                ":again" | ":step" => runner.again(interp),
                ":vars" | ":v" => {
                    let _ = write!(out, "{}", super::commands::vars_table(interp, Some(stridelab_teach::provenance::width(interp).min(u16::MAX as usize) as u16)));
                    Vec::new()
                }
                ":quit" | ":q" | ":exit" => return Next::Quit,
                ":help" | ":?" => vec![Show::Note(COMMANDS.into())],
                other => vec![Show::Warn(format!("unknown command {} ({})", other, COMMANDS))],
            };
            render(&mut out, &shown, stridelab_teach::provenance::width(interp));
            return Next::Continue;
        }
    }
    let Some(src) = super::complete_statement(pending, line) else { return Next::Continue };
    let shown = runner.input(interp, &src);
    render(&mut out, &shown, stridelab_teach::provenance::width(interp));
    Next::Continue
}

/// Run one lesson at the terminal from the learner's saved step; returns when they finish or quit.
fn run(interp: &mut Interp, lesson: Lesson, lessons: &[Lesson], saved: &mut Saved) -> std::io::Result<()> {
    use rustyline::error::ReadlineError;

    let (mut rl, mut hist) = super::new_editor()?;
    let entry = saved.progress.get(&lesson.id);
    let id = lesson.id.clone();
    let number = lesson.number;
    let mut out = std::io::stdout();
    if let Some((cols, _)) = rl.dimensions() {
        stridelab_teach::provenance::teach_mut(interp).width = (cols as usize).max(40);
    }
    let width = stridelab_teach::provenance::width(interp);
    if entry.done && entry.step == 0 {
        render(&mut out, &[Show::Note("you finished this lesson before; here it is from the start".into())], width);
    }
    render(&mut out, &[Show::Note(COMMANDS.into())], width);
    let (mut runner, shown) = Runner::start(lesson, entry.step, interp);
    render(&mut out, &shown, width);
    let mut pending: Vec<String> = Vec::new();
    let mut last_step = runner.step;
    loop {
        if let Some(h) = rl.helper_mut() {
            h.vars = interp.variables().iter().map(|(n, v)| (n.clone(), complete::VarKind::of(v))).collect();
        }
        if let Some((cols, _)) = rl.dimensions() {
            stridelab_teach::provenance::teach_mut(interp).width = (cols as usize).max(40);
        }
        let prompt = if pending.is_empty() { ">>> " } else { "... " };
        match rl.readline(prompt) {
            Ok(chunk) => {
                hist.remember(&mut rl, &chunk);
                // Enter on an empty line is "next step", so an empty chunk is one empty line
                let lines = if chunk.trim().is_empty() { vec![String::new()] } else { transcript::source_lines(&chunk, !pending.is_empty()) };
                for line in lines {
                    if let Next::Quit = feed(&mut runner, interp, &mut pending, line) {
                        saved.record_and_report(&id, runner.step, false, number);
                        return Ok(());
                    }
                    if runner.finished {
                        break;
                    }
                }
            }
            Err(ReadlineError::Interrupted) => {
                println!("{}", color::error("KeyboardInterrupt"));
                pending.clear();
            }
            Err(ReadlineError::Eof) => {
                println!();
                saved.record_and_report(&id, runner.step, runner.finished, number);
                return Ok(());
            }
            Err(e) => return Err(std::io::Error::other(e)),
        }
        if runner.finished {
            let _ = saved.record(&id, 0, true);
            let next = lessons.iter().find(|l| l.number > number);
            match next {
                // a command never breaks inside (its spaces are held by \u{1} while wrapping)
                Some(n) => print!(
                    "{}",
                    stridelab_teach::layout::wrap(
                        &format!("Next: lesson {}, {} (`stridelab\u{1}lesson\u{1}{}` or `:lesson\u{1}{}`)", n.number, n.title, n.number, n.number),
                        "",
                        "  ",
                        stridelab_teach::provenance::width(interp)
                    )
                    .replace('\u{1}', " ")
                ),
                None => println!("That was the last lesson of the course."),
            }
            return Ok(());
        }
        if runner.step != last_step {
            last_step = runner.step;
            let _ = saved.record(&id, runner.step, false);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use stridelab_teach::run::{Echo, RichEcho};

    /// What a learner reads at 80 columns: no line wider, code broken only where Python
    /// joins lines, an error message broken between words.
    #[test]
    fn long_code_answers_and_errors_wrap_at_80_columns_between_tokens() {
        let code = "np.add.at(gmax, (np.arange(2)[:, None] + p3 // 3, np.arange(2)[None, :] + p3 % 3), 1.0)";
        let error = "ValueError: as_strided: the view spans bytes [0, 72) of a buffer of 64 bytes, so it would read memory outside the array";
        let echo = RichEcho { echo: Echo { printed: String::new(), value: None, error: Some(error.into()) }, notes: Vec::new(), teaching: false, figures: Vec::new() };
        let mut out = Vec::new();
        render(&mut out, &[Show::Code(code.into()), Show::Answer(code.into()), Show::Echo(echo)], 80);
        let text = String::from_utf8(out).unwrap();
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        // the outermost argument moves down whole
        assert!(text.contains(">>> np.add.at(gmax,\n...     (np.arange(2)[:, None] + p3 // 3, np.arange(2)[None, :] + p3 % 3), 1.0)\n"), "{text}");
        assert!(text.contains("    np.add.at(gmax,\n        (np.arange(2)[:, None] + p3 // 3, np.arange(2)[None, :] + p3 % 3), 1.0)\n"), "{text}");
        assert!(text.contains("spans bytes [0, 72) of a buffer of 64 bytes, so\n  it would read"), "{text}");
        assert!(text.contains("spans bytes [0, 72)"), "{text}");
    }
}
