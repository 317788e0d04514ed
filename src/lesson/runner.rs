//! Running a lesson, without a terminal: a small state machine over the steps that takes
//! the learner's input (code, Enter, `:hint`, `:answer`, `:skip`, `:back`) and answers with
//! a list of [`Show`] items; the REPL decides how they look. Code runs in rich mode through
//! `run::run_statement_rich`, the same path as the shell, so examples show the teaching
//! notes live. Resuming at step k re-runs what steps before k left in the session (their
//! examples, task setups and reference answers), so the variables the step needs exist.
//!
//! A task is judged on its own variables, from its own start: only input that changes one
//! of them is graded; a failing try that changed an input says so (and `:again` puts the
//! inputs back in place); after such a change a right answer is also tried from the start;
//! and a try that leaves what a known `wrong:` answer leaves gets that answer's `why:`.

use stridelab_eval::interp::Interp;
use stridelab_lang::parser::parse_program;
use stridelab_teach::run::{RichEcho, render_syntax_error, run_statement_rich};

use super::check::{
    Snapshot, assigns_any, failures, from_start, matches_wrong, short_repr, task_names, typed_wrong, varied_failures,
};
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
    /// The current task's variables (see `check::task_names`) and their state when it began.
    names: Vec<String>,
    start: Snapshot,
    /// What the learner typed in the current task and ran without error, in order (run again
    /// from a `vary:` start).
    tries: Vec<String>,
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
        let mut r = Runner { lesson, step, finished: false, hints_shown: 0, names: Vec::new(), start: Snapshot::default(), tries: Vec::new() };
        show.extend(r.show_step(interp));
        (r, show)
    }

    pub fn task(&self) -> Option<&Task> {
        self.lesson.steps.get(self.step).and_then(|s| s.task.as_ref())
    }

    /// Show the current step, running its examples (and a task's setup) live.
    pub fn show_step(&mut self, interp: &mut Interp) -> Vec<Show> {
        self.show_step_with(interp, true)
    }

    /// [`Runner::show_step`]; without `setup`, a task's setup does not run again (`:again`
    /// puts the task's own arrays back instead of making new ones).
    fn show_step_with(&mut self, interp: &mut Interp, setup: bool) -> Vec<Show> {
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
                if setup && !t.setup.is_empty() {
                    run_shown(interp, &t.setup, &mut show);
                }
                self.names = task_names(t);
                if setup {
                    self.start = Snapshot::take(interp, &self.names);
                }
                self.tries.clear();
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
        let task = if self.finished { None } else { self.task().cloned() };
        let before = task.as_ref().map(|_| Snapshot::take(interp, &self.names));
        let mut show = Vec::new();
        let mut failed = false;
        for s in &prog {
            let r = run_statement_rich(interp, s);
            failed |= r.echo.error.is_some();
            let interrupted = r.echo.error.as_deref().is_some_and(|e| e.starts_with("KeyboardInterrupt"));
            show.push(Show::Echo(r));
            if interrupted {
                return show;
            }
        }
        let (Some(task), Some(before)) = (task, before) else { return show };
        if failed {
            return show;
        }
        self.tries.push(src.to_string());
        let graded = assigns_any(&prog, &self.names) || !before.changed(interp).is_empty();
        if failures(interp, &task.checks).is_empty() {
            if let Some(text) = self.fails_varied(interp, &task) {
                // a look or a helper after such a try is not graded again
                if graded {
                    show.push(Show::NotYet(text));
                }
                return show;
            }
            show.push(Show::Pass("Correct.".into()));
            show.extend(self.advance(interp));
            return show;
        }
        // Only a try at the task is graded: code that assigns or changes one of its
        // variables. Looking (`w.strides`) or a helper (`gw2 = windows(g2, 4)`) is not.
        if !graded {
            return show;
        }
        // Earlier tries changed the task's inputs: judge this one from the task's start too.
        let inputs = self.start.bound();
        let earlier: Vec<String> =
            self.start.differs_from(interp, &before).into_iter().filter(|n| inputs.contains(n)).collect();
        if !earlier.is_empty() {
            let right = from_start(interp, &self.start, &self.names, src, |it, ok| ok && failures(it, &task.checks).is_empty());
            if right && self.fails_varied(interp, &task).is_none() {
                self.start.restore(interp);
                run_quiet(interp, src);
                show.push(Show::Pass("Correct.".into()));
                show.push(Show::Note(format!(
                    "judged from the task's start: an earlier try had changed {}, so it was put back first (in place) and your code ran again",
                    earlier.join(", ")
                )));
                show.extend(self.advance(interp));
                return show;
            }
        }
        let mut text: Vec<String> = failures(interp, &task.checks).iter().map(|f| f.describe()).collect();
        // a known-wrong answer typed whole, else typed in parts (its last part now, the
        // values it leaves behind confirming the rest)
        let whole = task.wrongs.iter().find(|w| typed_wrong(src, &w.code, false));
        let why = match whole {
            Some(w) => w.why.clone(),
            None => task
                .wrongs
                .iter()
                .find(|w| typed_wrong(src, &w.code, true) && matches_wrong(interp, &self.start, &self.names, &w.code))
                .and_then(|w| w.why.clone()),
        };
        text.extend(why);
        show.push(Show::NotYet(text.join("\n")));
        let changed: Vec<String> = self.start.changed(interp).into_iter().filter(|n| inputs.contains(n)).collect();
        if !changed.is_empty() {
            let was: Vec<String> = changed
                .iter()
                .filter_map(|n| self.start.value_of(n).map(|v| format!("{} was {}", n, short_repr(interp, v))))
                .collect();
            let who = if earlier.is_empty() { "this try" } else { "an earlier try" };
            show.push(Show::Note(format!(
                "{} changed {}, and the next try starts from that (at the task's start {}). :again puts {} back in place (views you made of {} keep working)",
                who,
                changed.join(", "),
                was.join(", "),
                if changed.len() == 1 { "it" } else { "them" },
                if changed.len() == 1 { "it" } else { "them" },
            )));
        }
        if self.hints_shown == 0 && !task.hints.is_empty() {
            show.push(Show::Note(":hint for a hint".into()));
        }
        show
    }

    /// Why a try that passes the checks is still not right: with the task's `vary:` inputs,
    /// the same tries fail them (numbers read off these inputs were typed in). None: right.
    fn fails_varied(&self, interp: &mut Interp, task: &Task) -> Option<String> {
        if task.vary.is_empty() {
            return None;
        }
        let fails = varied_failures(interp, &self.start, &self.names, &task.vary, &self.tries, &task.checks)?;
        if fails.is_empty() {
            return None;
        }
        // the first failure is enough: the inputs are not the ones on screen
        let mut text = vec![
            "right for these inputs only: the same code must also pass after".to_string(),
            format!("  {}", task.vary.trim_end().replace('\n', "; ")),
        ];
        text.extend(fails.first().map(|f| f.describe()));
        text.extend(task.vary_message.clone());
        Some(text.join("\n"))
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

    /// Show the current step again (its examples run again). In a task, its variables go
    /// back to the task's start: the same objects, values rewritten in place, so views the
    /// learner made of them still see them; what the task asks for is unbound again.
    pub fn again(&mut self, interp: &mut Interp) -> Vec<Show> {
        if self.finished {
            return Vec::new();
        }
        let (names, start) = (self.names.clone(), self.start.clone());
        // a task already begun gets its own arrays back, not new ones from its setup
        let restore = self.task().is_some_and(|t| task_names(t) == names) && !start.bound().is_empty();
        let mut show = self.show_step_with(interp, !restore);
        if restore {
            start.restore(interp);
            self.start = start;
            show.push(Show::Note(format!(
                "{} are as they were when the task began (the same arrays: views you made of them still work)",
                self.start.bound().join(", ")
            )));
        }
        show
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
        assert!(t.contains("NotYet(\"np.shares_memory(w, x) must be True (it is False)\\n  (a view, not a copy)\")"), "{t}");
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

    /// A lesson of the course, opened at the task whose answer mentions `needle`.
    fn at_task(file: &str, needle: &str, it: &mut Interp) -> Runner {
        let path = format!("{}/lessons/{}", env!("CARGO_MANIFEST_DIR"), file);
        let text = std::fs::read_to_string(&path).unwrap();
        let id = file.trim_end_matches(".md");
        let lesson = parse_lesson(&path, id, &text).unwrap();
        let step = lesson.steps.iter().position(|s| s.task.as_ref().is_some_and(|t| t.answer.contains(needle))).unwrap();
        Runner::start(lesson, step, it).0
    }

    fn not_yet(show: &[Show]) -> Option<String> {
        show.iter().find_map(|s| if let Show::NotYet(t) = s { Some(t.clone()) } else { None })
    }

    #[test]
    fn a_try_that_changed_the_input_is_explained_and_the_right_answer_judged_from_the_start() {
        let mut it = Interp::new();
        let mut r = at_task("07-backward-pass.md", "g2", &mut it);
        // a helper that does not change the task's variables is not graded
        let t = texts(&r.input(&mut it, "gw2 = windows(g2, 4, writeable=True)[::2]"));
        assert!(!t.contains("NotYet"), "{t}");
        // the classic slip: its why, and a word that g2 changed and how to start over
        let show = r.input(&mut it, "gw2 += up[:, None] / 4");
        let t = texts(&show);
        let msg = not_yet(&show).unwrap();
        assert!(msg.contains("np.allclose(g2, [0.75"), "{msg}");
        assert!(msg.contains("`+=` on windows that overlap"), "{msg}");
        assert!(t.contains("this try changed g2") && t.contains(":again puts it back"), "{t}");
        // the right answer now passes: judged from the task's start, g2 put back in place
        let t = texts(&r.input(&mut it, "np.add.at(gw2, ..., up[:, None] / 4)"));
        assert!(t.contains("Pass(") && t.contains("judged from the task's start: an earlier try had changed g2"), "{t}");
        assert!(crate::lesson::check::failures(&mut it, &r.lesson.steps[r.step - 1].task.clone().unwrap().checks).is_empty());
    }

    #[test]
    fn again_puts_the_inputs_back_in_place_so_views_keep_working() {
        let mut it = Interp::new();
        let mut r = at_task("07-backward-pass.md", "g2", &mut it);
        r.input(&mut it, "gw2 = windows(g2, 4, writeable=True)[::2]");
        r.input(&mut it, "gw2 += up[:, None] / 4");
        let t = texts(&r.again(&mut it));
        assert!(t.contains("g2, up are as they were when the task began"), "{t}");
        // a wrong try made after :again is judged as it is (no earlier change to undo)
        let t = texts(&r.input(&mut it, "np.add.at(sliding_window_view(g2, 4, writeable=True)[::2], ..., up[:, None])"));
        assert!(t.contains("NotYet") && t.contains("not up[i]") && t.contains("this try changed g2"), "{t}");
        r.again(&mut it);
        let t = texts(&r.input(&mut it, "np.add.at(gw2, ..., up[:, None] / 4)"));
        assert!(t.contains("Pass(") && !t.contains("judged from the task's start"), "{t}");
    }

    #[test]
    fn a_recognised_wrong_answer_gets_its_why_beside_the_values() {
        let mut it = Interp::new();
        let mut r = at_task("06-pooling.md", "pooled = pic", &mut it);
        let msg = not_yet(&r.input(&mut it, "pooled = pic.reshape(4, 4, 2, 2).max(axis=(2, 3))")).unwrap();
        assert!(msg.starts_with("np.array_equal(pooled, ...) must hold\n  (pooled[i, j] is the max of block (i, j))\n  pooled is"), "{msg}");
        assert!(msg.contains("\n  expected  array([["), "{msg}");
        assert!(msg.contains("groups 4 neighbours of one row, not a 2 by 2 square"), "{msg}");
        // another wrong answer gets no why that is not its own
        let msg = not_yet(&r.input(&mut it, "pooled = pic[::2, ::2]")).unwrap();
        assert!(!msg.contains("neighbours"), "{msg}");
    }

    #[test]
    fn numbers_read_off_the_inputs_pass_only_for_them() {
        let mut it = Interp::new();
        let mut r = at_task("05-as-strided.md", "win =", &mut it);
        let msg = not_yet(&r.input(&mut it, "win = as_strided(f, shape=(7, 4), strides=(8, 8))")).unwrap();
        assert!(
            msg.starts_with("right for these inputs only: the same code must also pass after\n  f = np.arange(36.0)[::3]\nwin.shape == (len(f) - 3, 4) must hold"),
            "{msg}"
        );
        assert!(msg.ends_with("take the shape and strides from f (f.shape, f.strides)"), "{msg}");
        // a look or a helper afterwards is not graded again
        assert_eq!(not_yet(&r.input(&mut it, "s, = f.strides")), None);
        // computed from f, in parts: right
        let t = texts(&r.input(&mut it, "win = as_strided(f, shape=(len(f) - 3, 4), strides=(s, s))"));
        assert!(t.contains("Pass("), "{t}");
    }

    #[test]
    fn pooling_takes_the_shells_max_pool2d_used_rightly() {
        let mut it = Interp::new();
        let mut r = at_task("06-pooling.md", "pooled3 =", &mut it);
        for (wrong, why) in [
            ("pooled3 = max_pool2d(pic, 3)", "stride defaults to the kernel size"),
            ("pooled3 = max_pool2d(pic, 2, stride=3)", "the kernel size comes first"),
            ("pooled3 = max_pool2d(pic, 3, stride=2, padding=1)", "padding=1 adds a border"),
        ] {
            let msg = not_yet(&r.input(&mut it, wrong)).unwrap_or_default();
            assert!(msg.contains(why), "{wrong}: {msg}");
        }
        let t = texts(&r.input(&mut it, "pooled3 = max_pool2d(pic, 3, stride=2)"));
        assert!(t.contains("Pass("), "{t}");
    }

    #[test]
    fn failed_conditions_say_what_must_hold() {
        let mut it = Interp::new();
        let mut r = at_task("02-views-and-copies.md", "safe =", &mut it);
        let msg = not_yet(&r.input(&mut it, "safe = m")).unwrap();
        assert!(msg.starts_with("np.shares_memory(safe, m) must be False (it is True)\n  (it must be a copy)"), "{msg}");
        assert!(msg.contains("safe = m gives the same array a second name") && !msg.contains("is not true"), "{msg}");
        let mut it = Interp::new();
        let mut r = at_task("08-ties-and-identity.md", "cell =", &mut it);
        let msg = not_yet(&r.input(&mut it, "cell = -3")).unwrap();
        assert!(msg.starts_with("cell in range(sq.size) must hold\n  (a buffer index counts from 0 at the start)\n  cell is  -3\n  expected in range(0, 9)"), "{msg}");
        assert!(msg.contains("-3 counts from the end"), "{msg}");
    }
}
