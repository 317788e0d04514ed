//! Running a lesson, without a terminal: a small state machine over the steps that takes
//! the learner's input (code, Enter, `:hint`, `:answer`, `:skip`, `:back`) and answers with
//! a list of [`Show`] items; the REPL decides how they look. Code runs in rich mode through
//! `run::run_statement_rich`, the same path as the shell, so examples show the teaching
//! notes live. Resuming at step k re-runs what steps before k left in the session (their
//! examples, task setups and reference answers), so the variables the step needs exist.

use stridelab_eval::interp::Interp;
use stridelab_lang::ast::StmtKind;
use stridelab_lang::parser::parse_program;
use stridelab_teach::run::{RichEcho, render_syntax_error, run_statement_rich};

use super::check::failures;
use super::format::{Block, Lesson, PRELUDE, Task};

/// One thing to show the learner, in order.
#[derive(Debug, Clone, PartialEq)]
pub enum Show {
    /// `Lesson 3: Negative strides` and `step 2 of 9`.
    Header { title: String, step: usize, of: usize },
    Heading(String),
    Text(String),
    /// A statement about to run (shown behind the prompt, continuation lines behind `... `).
    Code(String),
    Echo(RichEcho),
    SyntaxError(String),
    /// The task's prompt.
    Task(String),
    Pass(String),
    NotYet(String),
    Hint(String),
    Answer(String),
    /// How to go on, resume information: secondary text.
    Note(String),
    /// A warning (progress could not be saved, say).
    Warn(String),
    Done(String),
}

pub struct Runner {
    pub lesson: Lesson,
    /// The step on screen.
    pub step: usize,
    /// The learner reached the end.
    pub finished: bool,
    hints_shown: usize,
}

/// Run source text quietly (output dropped); whether every statement succeeded.
pub fn run_quiet(interp: &mut Interp, src: &str) -> bool {
    match parse_program(src) {
        Ok(prog) => prog.iter().all(|s| run_statement_rich(interp, s).echo.error.is_none()),
        Err(_) => false,
    }
}

/// Run source text, showing each statement and its echo.
fn run_shown(interp: &mut Interp, src: &str, show: &mut Vec<Show>) {
    match parse_program(src) {
        Ok(prog) => {
            for s in &prog {
                show.push(Show::Code(s.source.clone()));
                show.push(Show::Echo(run_statement_rich(interp, s)));
            }
        }
        Err(e) => show.push(Show::SyntaxError(render_syntax_error(&e, "<lesson>"))),
    }
}

/// Variables a learner would recognise (not the prelude's imports).
fn user_variables(interp: &Interp) -> Vec<String> {
    interp
        .variables()
        .into_iter()
        .map(|(n, _)| n)
        .filter(|n| !matches!(n.as_str(), "np" | "as_strided" | "sliding_window_view"))
        .collect()
}

impl Runner {
    /// Open `lesson` at `step` (0 to start; past the end starts again). Runs the prelude and,
    /// when resuming, rebuilds the session; then shows the step.
    pub fn start(lesson: Lesson, step: usize, interp: &mut Interp) -> (Runner, Vec<Show>) {
        interp.rich = true;
        run_quiet(interp, PRELUDE);
        let step = if step >= lesson.steps.len() { 0 } else { step };
        let mut show = Vec::new();
        for s in &lesson.steps[..step] {
            for b in &s.blocks {
                if let Block::Python(chunks) = b {
                    chunks.iter().for_each(|c| {
                        run_quiet(interp, &c.source);
                    });
                }
            }
            if let Some(t) = &s.task {
                run_quiet(interp, &t.setup);
                run_quiet(interp, &t.answer);
            }
        }
        if step > 0 {
            let vars = user_variables(interp);
            let rebuilt = if vars.is_empty() { String::new() } else { format!("; rebuilt {}", vars.join(", ")) };
            show.push(Show::Note(format!("resuming at step {} of {}{}", step + 1, lesson.steps.len(), rebuilt)));
        }
        let mut r = Runner { lesson, step, finished: false, hints_shown: 0 };
        show.extend(r.show_step(interp));
        (r, show)
    }

    pub fn task(&self) -> Option<&Task> {
        self.lesson.steps.get(self.step).and_then(|s| s.task.as_ref())
    }

    /// Show the current step, running its examples (and a task's setup) live.
    pub fn show_step(&mut self, interp: &mut Interp) -> Vec<Show> {
        self.hints_shown = 0;
        let Some(step) = self.lesson.steps.get(self.step).cloned() else { return Vec::new() };
        let mut show = vec![Show::Header {
            title: format!("Lesson {}: {}", self.lesson.number, self.lesson.title),
            step: self.step + 1,
            of: self.lesson.steps.len(),
        }];
        if let Some(h) = &step.heading {
            show.push(Show::Heading(h.clone()));
        }
        show.push(Show::Text(step.text.clone()));
        for b in &step.blocks {
            let (Block::Python(chunks) | Block::Shell(chunks)) = b;
            for c in chunks {
                run_shown(interp, &c.source, &mut show);
            }
        }
        match &step.task {
            Some(t) => {
                if !t.setup.is_empty() {
                    run_shown(interp, &t.setup, &mut show);
                }
                show.push(Show::Task(t.prompt.clone()));
                show.push(Show::Note("type your answer (:hint for a hint, :answer to see one, :skip to move on)".into()));
            }
            None => show.push(Show::Note("Enter: next step (or try some code first; :back, :quit)".into())),
        }
        show
    }

    /// Move to the next step (or finish).
    fn advance(&mut self, interp: &mut Interp) -> Vec<Show> {
        self.step += 1;
        if self.step >= self.lesson.steps.len() {
            self.step = self.lesson.steps.len();
            self.finished = true;
            return vec![Show::Done(format!("Lesson {} complete: {}", self.lesson.number, self.lesson.title))];
        }
        self.show_step(interp)
    }

    /// The learner pressed Enter on an empty line.
    pub fn enter(&mut self, interp: &mut Interp) -> Vec<Show> {
        if self.finished {
            return Vec::new();
        }
        if self.task().is_some() {
            return vec![Show::Note("this step is a task: type code that does it (or :hint, :answer, :skip)".into())];
        }
        self.advance(interp)
    }

    /// The learner typed code: run it; in a task step, check the task afterwards.
    pub fn input(&mut self, interp: &mut Interp, src: &str) -> Vec<Show> {
        let prog = match parse_program(src) {
            Ok(p) => p,
            Err(e) => return vec![Show::SyntaxError(render_syntax_error(&e, "<stdin>"))],
        };
        let mut show = Vec::new();
        let mut failed = false;
        // Looking at something (`w.strides`) is not an attempt: only a statement that
        // changes something, or a call whose value is None, gets a "not yet".
        let mut attempt = false;
        for s in &prog {
            let r = run_statement_rich(interp, s);
            failed |= r.echo.error.is_some();
            attempt |= !matches!(s.kind, StmtKind::Expr(_)) || r.echo.value.is_none();
            let interrupted = r.echo.error.as_deref().is_some_and(|e| e.starts_with("KeyboardInterrupt"));
            show.push(Show::Echo(r));
            if interrupted {
                return show;
            }
        }
        let Some(task) = self.task().cloned() else { return show };
        if failed || self.finished {
            return show;
        }
        let fails = failures(interp, &task.checks);
        if fails.is_empty() {
            show.push(Show::Pass("Correct.".into()));
            show.extend(self.advance(interp));
        } else if attempt {
            let text: Vec<String> = fails.iter().map(|f| f.describe()).collect();
            show.push(Show::NotYet(text.join("\n")));
            if self.hints_shown == 0 && !task.hints.is_empty() {
                show.push(Show::Note(":hint for a hint".into()));
            }
        }
        show
    }

    pub fn hint(&mut self) -> Vec<Show> {
        let Some(t) = self.task() else { return vec![Show::Note("no task in this step: Enter goes on".into())] };
        match t.hints.get(self.hints_shown) {
            Some(h) => {
                let h = h.clone();
                self.hints_shown += 1;
                let more = if self.hints_shown < self.task().map_or(0, |t| t.hints.len()) { " (:hint again for more)" } else { "" };
                vec![Show::Hint(format!("{}{}", h, more))]
            }
            None if t.hints.is_empty() => vec![Show::Note("no hint for this task; :answer shows one answer".into())],
            None => vec![Show::Note("no more hints; :answer shows one answer".into())],
        }
    }

    pub fn answer(&self) -> Vec<Show> {
        match self.task() {
            Some(t) => vec![
                Show::Answer(t.answer.trim_end().to_string()),
                Show::Note("type it (or your own version) to go on, or :skip to run it and move on".into()),
            ],
            None => vec![Show::Note("no task in this step: Enter goes on".into())],
        }
    }

    /// Move on without answering; a task's reference answer runs so later steps have its variables.
    pub fn skip(&mut self, interp: &mut Interp) -> Vec<Show> {
        if self.finished {
            return Vec::new();
        }
        let mut show = Vec::new();
        if let Some(t) = self.task().cloned() {
            run_shown(interp, &t.answer, &mut show);
        }
        show.extend(self.advance(interp));
        show
    }

    pub fn back(&mut self, interp: &mut Interp) -> Vec<Show> {
        if self.step == 0 {
            return vec![Show::Note("this is the first step".into())];
        }
        self.step -= 1;
        self.finished = false;
        self.show_step(interp)
    }

    /// Show the current step again (its examples run again).
    pub fn again(&mut self, interp: &mut Interp) -> Vec<Show> {
        if self.finished {
            return Vec::new();
        }
        self.show_step(interp)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::format::parse_lesson;

    const LESSON: &str = "# Views\n\nA view shares memory.\n\n```python\n>>> x = np.arange(6)\n>>> x.strides\n(8,)\n```\n\nNow you.\n\n```task\nMake w, the 2x3 view of x.\ncheck: w.shape == (2, 3)\ncheck: np.shares_memory(w, x)  # a view, not a copy\nhint: reshape\nhint: x.reshape(2, 3)\nanswer: w = x.reshape(2, 3)\n```\n\nThe end.\n";

    fn texts(show: &[Show]) -> String {
        show.iter()
            .map(|s| match s {
                Show::Echo(r) => r.echo.plain(),
                Show::Header { step, of, .. } => format!("[{}/{}]\n", step, of),
                other => format!("{:?}\n", other),
            })
            .collect()
    }

    #[test]
    fn wrong_answer_hint_right_answer() {
        let lesson = parse_lesson("t.md", "01-t", LESSON).unwrap();
        let mut it = Interp::new();
        let (mut r, show) = Runner::start(lesson, 0, &mut it);
        let t = texts(&show);
        assert!(t.starts_with("[1/3]\n"), "{t}");
        assert!(t.contains("(8,)\n"), "{t}");
        let t = texts(&r.enter(&mut it));
        assert!(t.contains("[2/3]") && t.contains("Task(\"Make w"), "{t}");
        // looking is not an attempt
        assert!(!texts(&r.input(&mut it, "x.shape")).contains("NotYet"));
        let t = texts(&r.input(&mut it, "w = x.reshape(2, 3).copy()"));
        assert!(t.contains("NotYet(\"np.shares_memory(w, x) is not true\\n  (a view, not a copy)\")"), "{t}");
        assert!(texts(&r.enter(&mut it)).contains("this step is a task"));
        assert_eq!(r.hint(), vec![Show::Hint("reshape (:hint again for more)".into())]);
        assert_eq!(r.hint(), vec![Show::Hint("x.reshape(2, 3)".into())]);
        assert!(texts(&r.hint()).contains("no more hints"));
        let t = texts(&r.input(&mut it, "w = x[:, None].reshape(2, 3)"));
        assert!(t.contains("Pass(") && t.contains("[3/3]"), "{t}");
        assert!(texts(&r.enter(&mut it)).contains("Done(\"Lesson 1 complete: Views\")"));
        assert!(r.finished);
    }

    #[test]
    fn resume_rebuilds_variables_and_skip_runs_the_answer() {
        let lesson = parse_lesson("t.md", "01-t", LESSON).unwrap();
        let mut it = Interp::new();
        let (mut r, show) = Runner::start(lesson.clone(), 1, &mut it);
        assert!(texts(&show).contains("resuming at step 2 of 3; rebuilt x"), "{}", texts(&show));
        assert!(texts(&r.skip(&mut it)).contains("[3/3]"));
        assert!(it.globals.contains_key("w"));
        let mut it = Interp::new();
        let (_, show) = Runner::start(lesson, 2, &mut it);
        assert!(texts(&show).contains("rebuilt w, x"), "{}", texts(&show));
        assert!(it.globals.contains_key("w"));
    }
}
