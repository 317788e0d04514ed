//! `stridelab check-lessons`: the course checks itself, as rustlings' `dev check` and
//! doctest do. For every lesson, in one session from the top: each example prints what its
//! file says; each task's setup and reference answer run, print nothing and raise nothing;
//! the task's checks fail before the answer (so it is a real task) and pass after it; and
//! each of its (at least two) `wrong:` answers, run from the task's start, runs and is
//! rejected by the checks, so the checks pin down what the task asks for. With `vary:`
//! inputs, the reference answer must pass from them too, and a wrong answer may be
//! rejected there instead (a number typed in passes only for the inputs it was read off).
//!
//! The same walk exports the lesson's NumPy code as a conformance script (examples, setup,
//! answers, and `bool(check)` for every check), so the corpus's golden files, made by real
//! NumPy, prove the lesson shows what NumPy prints and that the answers pass under NumPy.

use stridelab_eval::interp::Interp;
use stridelab_lang::parser::parse_program;
use stridelab_teach::run::run_statement_rich;

use super::check::{Snapshot, failures, from_start, task_names, varied_failures};
use super::format::{Block, Lesson, PRELUDE};

/// Something wrong with a lesson, at a line of its file (the same shape as a format error).
pub use super::format::FormatError as Problem;

/// Run `src` (in rich mode, as the runner does); the plain echo and the first error.
fn run(interp: &mut Interp, src: &str) -> (String, Option<String>) {
    let mut out = String::new();
    let mut err = None;
    match parse_program(src) {
        Ok(prog) => {
            for s in &prog {
                let r = run_statement_rich(interp, s);
                out.push_str(&r.echo.plain());
                if err.is_none() {
                    err = r.echo.error.clone();
                }
            }
        }
        Err(e) => err = Some(format!("SyntaxError: {}", e.msg)),
    }
    (out, err)
}

fn indented(s: &str) -> String {
    if s.is_empty() { "    (nothing)\n".into() } else { s.lines().map(|l| format!("    {}\n", l)).collect() }
}

/// Setup and answers run unseen in the lesson (on resume, on :skip), so they must neither
/// fail nor print; what is wrong with `code`, if anything.
fn quiet(interp: &mut Interp, code: &str, what: &str) -> Option<String> {
    match run(interp, code) {
        (_, Some(e)) => Some(format!("the {} fails: {}", what, e)),
        (out, None) if !out.is_empty() => {
            Some(format!("the {} prints something (setup and answers must be quiet):\n{}", what, indented(&out)))
        }
        _ => None,
    }
}

/// Check one lesson from the top in a fresh session.
pub fn check_lesson(lesson: &Lesson) -> Vec<Problem> {
    stridelab_engine::buffer::reset_allocator();
    let mut interp = Interp::new();
    interp.rich = true;
    let mut problems = Vec::new();
    let mut problem = |line: usize, msg: String| problems.push(Problem { path: lesson.path.clone(), line, msg });
    let (_, err) = run(&mut interp, PRELUDE);
    if let Some(e) = err {
        problem(1, format!("the prelude failed: {}", e));
    }
    for step in &lesson.steps {
        for b in &step.blocks {
            let (Block::Python(chunks) | Block::Shell(chunks)) = b;
            let python = matches!(b, Block::Python(_));
            for c in chunks {
                let (out, err) = run(&mut interp, &c.source);
                // a shell example's output is checked only when written (teaching displays
                // name buffers and addresses that a lesson need not pin down)
                let compare = python || !c.expected.is_empty();
                if compare && out.trim_end_matches('\n') != c.expected.trim_end_matches('\n') {
                    problem(
                        c.line,
                        format!("the example prints something else\n  written:\n{}  printed:\n{}", indented(&c.expected), indented(&out)),
                    );
                } else if !compare && let Some(e) = err {
                    problem(c.line, format!("the shell example fails: {}", e));
                }
            }
        }
        let Some(t) = &step.task else { continue };
        if t.hints.is_empty() {
            problem(t.line, "the task has no hint: line".into());
        }
        if let Some(m) = quiet(&mut interp, &t.setup, "setup") {
            problem(t.line, m);
        }
        if failures(&mut interp, &t.checks).is_empty() {
            problem(t.line, "the checks already pass before the learner answers: the task asks for nothing".into());
        }
        if t.wrongs.len() < 2 {
            problem(t.line, "the task needs at least two wrong: lines (likely slips the checks must reject)".into());
        }
        let names = task_names(t);
        let start = Snapshot::take(&mut interp, &names);
        // with vary: inputs, what a list of tries leaves fails the checks (None: vary fails)
        let varied = |interp: &mut Interp, tries: &[String]| {
            varied_failures(interp, &start, &names, &t.vary, tries, &t.checks).map(|f| f.into_iter().next())
        };
        if !t.vary.is_empty() && varied(&mut interp, &[]).is_none() {
            problem(t.vary_line, "the vary: code fails (it must run from the task's start)".into());
        }
        for w in &t.wrongs {
            let (ok, passes) = from_start(&mut interp, &start, &names, &w.code, |it, ok| (ok, failures(it, &t.checks).is_empty()));
            let passes = passes && (t.vary.is_empty() || matches!(varied(&mut interp, std::slice::from_ref(&w.code)), Some(None)));
            if !ok {
                // a wrong answer that raises tests nothing: the checks never see it
                problem(w.line, "the wrong answer raises an error (a wrong: must run, and be rejected by the checks)".into());
            } else if passes {
                problem(w.line, "the wrong answer passes the checks: they must reject it".into());
            }
        }
        if !t.vary.is_empty()
            && let Some(Some(f)) = varied(&mut interp, std::slice::from_ref(&t.answer))
        {
            problem(t.answer_line, format!("the reference answer does not pass after vary: {}", f.describe()));
        }
        if let Some(m) = quiet(&mut interp, &t.answer, "reference answer") {
            problem(t.answer_line, m);
        }
        for f in failures(&mut interp, &t.checks) {
            problem(t.answer_line, format!("the reference answer does not pass: {}", f.describe()));
        }
    }
    problems
}

/// The conformance script for a lesson: its NumPy code in the order the checker runs it.
pub fn export_script(lesson: &Lesson) -> String {
    let mut s = format!(
        "# Generated from lessons/{}.md by `stridelab check-lessons --export tests/conformance/lessons`; do not edit.\n{}",
        lesson.id, PRELUDE
    );
    s.push_str(&pool_definitions(lesson));
    for step in &lesson.steps {
        for b in &step.blocks {
            if let Block::Python(chunks) = b {
                for c in chunks {
                    s.push_str(&c.source);
                    s.push('\n');
                }
            }
        }
        if let Some(t) = &step.task {
            s.push_str(&format!("# task at line {}\n", t.line));
            for code in [&t.setup, &t.answer] {
                if !code.is_empty() {
                    s.push_str(code.trim_end());
                    s.push('\n');
                }
            }
            for c in &t.checks {
                s.push_str(&format!("bool({})\n", c.source));
            }
        }
    }
    s
}

/// Plain-NumPy definitions of the stridelab commands (max_pool2d, ...) the lesson's code
/// calls, so its exported script runs under real NumPy; under stridelab the built-ins win.
fn pool_definitions(lesson: &Lesson) -> String {
    let mut code = String::new();
    for step in &lesson.steps {
        for b in &step.blocks {
            if let Block::Python(chunks) = b {
                chunks.iter().for_each(|c| code.push_str(&c.source));
            }
        }
        if let Some(t) = &step.task {
            code.push_str(&t.setup);
            code.push_str(&t.answer);
            t.checks.iter().for_each(|c| code.push_str(&c.source));
        }
    }
    // the names written as calls: `name(`
    let mut called = std::collections::BTreeSet::new();
    for (i, _) in code.match_indices('(') {
        let head = &code[..i];
        let start = head.rfind(|c: char| !(c.is_alphanumeric() || c == '_')).map_or(0, |k| k + 1);
        called.insert(head[start..].to_string());
    }
    stridelab_eval::stridelab::numpy_definitions(&called)
}

/// What NumPy must print for [`export_script`]: the written outputs, and True for each check.
pub fn expected_output(lesson: &Lesson) -> String {
    let mut s = String::new();
    for step in &lesson.steps {
        for b in &step.blocks {
            if let Block::Python(chunks) = b {
                chunks.iter().for_each(|c| s.push_str(&c.expected));
            }
        }
        if let Some(t) = &step.task {
            t.checks.iter().for_each(|_| s.push_str("True\n"));
        }
    }
    s
}

/// The file name of a lesson's conformance script (`03-negative-strides` -> `03_negative_strides.py`).
pub fn export_name(lesson: &Lesson) -> String {
    format!("{}.py", lesson.id.replace('-', "_"))
}

/// `stridelab check-lessons [DIR] [--export OUT]`: check every lesson of DIR (default
/// `lessons/` if it exists, else the built-in course); with --export, (re)write the
/// conformance scripts into OUT. Returns the exit status: 0 all good, 1 problems, 2 usage.
pub fn main(args: &[std::ffi::OsString]) -> u8 {
    use std::path::PathBuf;
    let mut dir: Option<PathBuf> = None;
    let mut export: Option<PathBuf> = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        // folders are paths, which need not be UTF-8
        match a.to_string_lossy().as_ref() {
            "--export" => match it.next() {
                Some(d) => export = Some(PathBuf::from(d)),
                None => {
                    eprintln!("stridelab check-lessons: --export needs a folder");
                    return 2;
                }
            },
            s if s.starts_with('-') => {
                eprintln!("stridelab check-lessons: unknown option '{}'\nusage: stridelab check-lessons [DIR] [--export OUT]", s);
                return 2;
            }
            _ => dir = Some(PathBuf::from(a)),
        }
    }
    let course = match &dir {
        Some(d) => super::course::load_dir(d),
        None if std::path::Path::new("lessons").is_dir() => super::course::load_dir(std::path::Path::new("lessons")),
        None => super::course::builtin(),
    };
    let lessons = match course {
        Ok(l) => l,
        Err(errors) => {
            for e in errors {
                println!("{}", e);
            }
            return 1;
        }
    };
    let mut bad = 0;
    for l in &lessons {
        let problems = check_lesson(l);
        let count = |f: fn(&super::format::Step) -> usize| l.steps.iter().map(f).sum::<usize>();
        let examples = count(|s| s.blocks.iter().map(|b| match b { Block::Python(c) | Block::Shell(c) => c.len() }).sum());
        let tasks = count(|s| s.task.is_some() as usize);
        if problems.is_empty() {
            println!("ok   {}  ({} steps, {} example statements, {} tasks)", l.path, l.steps.len(), examples, tasks);
        } else {
            bad += 1;
            println!("FAIL {}", l.path);
            for p in problems {
                println!("  {}", p);
            }
        }
        if let Some(out) = &export {
            let path = out.join(export_name(l));
            let text = export_script(l);
            if std::fs::read_to_string(&path).ok().as_deref() != Some(&text) {
                if let Err(e) = std::fs::create_dir_all(out).and_then(|_| crate::files::write(&path, text.as_bytes(), crate::files::Existing::Replace)) {
                    println!("cannot write {}: {}", path.display(), e);
                    return 1;
                }
                println!("     wrote {} (make its .out with python3 tools/golden.py {})", path.display(), path.display());
            }
        }
    }
    println!("{} lessons, {} with problems", lessons.len(), bad);
    if bad > 0 { 1 } else { 0 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::format::parse_lesson;

    fn problems(text: &str) -> Vec<String> {
        let l = parse_lesson("l.md", "01-l", text).unwrap();
        check_lesson(&l).iter().map(|p| p.to_string()).collect()
    }

    #[test]
    fn finds_wrong_output_trivial_tasks_and_failing_answers() {
        let p = problems("# T\n\nText.\n\n```python\n>>> np.arange(3).strides\n(4,)\n```\n");
        assert_eq!(p.len(), 1);
        assert!(p[0].starts_with("l.md:6: the example prints something else"), "{p:?}");
        assert!(p[0].contains("    (8,)"), "{p:?}");
        let p = problems("# T\n\nText.\n\n```task\nDo it.\nsetup: x = np.arange(3)\ncheck: x.size == 3\nhint: h\nanswer: y = 1\nwrong: y = 2\nwrong: y = 3\n```\n");
        assert_eq!(p.len(), 3, "{p:?}");
        assert_eq!(p[0], "l.md:5: the checks already pass before the learner answers: the task asks for nothing");
        assert_eq!(p[1], "l.md:11: the wrong answer passes the checks: they must reject it");
        let p = problems("# T\n\nText.\n\n```task\nDo it.\ncheck: y == 2\nanswer: y = 1\nwrong: y = 3\n```\n");
        assert_eq!(p.len(), 3, "{p:?}");
        assert_eq!(p[0], "l.md:5: the task has no hint: line");
        assert_eq!(p[1], "l.md:5: the task needs at least two wrong: lines (likely slips the checks must reject)");
        assert!(p[2].starts_with("l.md:8: the reference answer does not pass: y == 2 must hold"), "{p:?}");
        let p = problems("# T\n\nText.\n\n```shell\n>>> info(nope)\n```\n");
        assert_eq!(p, ["l.md:6: the shell example fails: NameError: name 'nope' is not defined"]);
    }

    #[test]
    fn vary_inputs_reject_numbers_typed_in() {
        let text = "# T\n\nText.\n\n```task\nDo it.\nsetup: x = np.arange(4)\nvary: x = np.arange(4, dtype=np.int16)\ncheck: np.array_equal(w, x[::2])\nhint: h\nanswer: w = x[::2]\nwrong: w = as_strided(x, (2,), (16,))\nwrong: w = x[1::2]\n```\n";
        // the typed-in stride passes the checks, and is rejected after vary:
        assert!(problems(text).is_empty(), "{:?}", problems(text));
        let p = problems(&text.replace("answer: w = x[::2]", "answer: w = as_strided(x, (2,), (16,))"));
        assert!(p.iter().any(|p| p.starts_with("l.md:11: the reference answer does not pass after vary: ")), "{p:?}");
        let p = problems(&text.replace("wrong: w = as_strided(x, (2,), (16,))", "wrong: w = as_strided(x, (2,), (x.strides[0] * 2,))"));
        assert_eq!(p, ["l.md:12: the wrong answer passes the checks: they must reject it"]);
        let p = problems(&text.replace("vary: x = np.arange(4, dtype=np.int16)", "vary: x = nope"));
        assert!(p.contains(&"l.md:8: the vary: code fails (it must run from the task's start)".to_string()), "{p:?}");
    }

    #[test]
    fn export_runs_examples_answers_and_checks() {
        let text = "# T\n\nText.\n\n```python\n>>> x = np.arange(3)\n>>> for i in x[:2]:\n...     print(i)\n0\n1\n```\n\n```shell\n>>> info(x)\n```\n\nTask.\n\n```task\nDo it.\ncheck: y == 1\nhint: h\nanswer: y = 1\nwrong: y = 2\nwrong: x = x + 1\n```\n";
        let l = parse_lesson("lessons/01-l.md", "01-l", text).unwrap();
        assert!(check_lesson(&l).is_empty(), "{:?}", check_lesson(&l));
        let s = export_script(&l);
        assert!(s.ends_with(&format!("{}x = np.arange(3)\nfor i in x[:2]:\n    print(i)\n# task at line 19\ny = 1\nbool(y == 1)\n", PRELUDE)), "{s}");
        assert_eq!(expected_output(&l), "0\n1\nTrue\n");
        assert_eq!(export_name(&l), "01_l.py");
    }
}
