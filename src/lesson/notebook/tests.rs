use super::*;
use stridelab_teach::run::run_statement_rich;

fn course() -> Vec<Lesson> {
    crate::lesson::course::builtin().expect("the built-in course parses")
}

/// Run one cell as the kernel does: a lesson cell through `lessons`, any other through
/// rich mode; what it showed.
fn run(lessons: &mut NotebookLessons, interp: &mut Interp, code: &str) -> Vec<CellOut> {
    if let Some(out) = lessons.run_cell(interp, code) {
        return out;
    }
    let prog = stridelab_lang::parser::parse_program(code).expect("a lesson's example cell parses");
    prog.iter().map(|s| CellOut::Echo(run_statement_rich(interp, s))).collect()
}

fn verdicts(out: &[CellOut]) -> Vec<bool> {
    out.iter().filter_map(|o| if let CellOut::Verdict { passed, .. } = o { Some(*passed) } else { None }).collect()
}

#[test]
fn lesson_cells_are_recognised_by_their_first_line() {
    assert_eq!(form_of("%lesson 3"), Some(Ok((Form::Lesson(3), ""))));
    assert_eq!(form_of("\n%task 2\nw = x[::2]\n"), Some(Ok((Form::Task(2), "w = x[::2]\n"))));
    assert_eq!(form_of("x = 1\n%task 2"), None);
    assert_eq!(form_of("%task"), Some(Err("%task takes one number, e.g. %task 1".into())));
    assert_eq!(form_of("%lesson 0"), Some(Err("%lesson takes one number, e.g. %lesson 1".into())));
    assert_eq!(form_of("# %task 2"), None);
}

/// Every lesson run as a notebook, top to bottom, as a learner would: each task answered
/// with each known-wrong answer first (never accepted), then with the reference answer
/// (accepted). The same runner and checks as the terminal, so the notebook cannot be
/// fooled where the terminal is not.
#[test]
fn every_lesson_runs_as_a_notebook_wrong_answers_first() {
    for lesson in course() {
        stridelab_engine::buffer::reset_allocator();
        let mut interp = Interp::new();
        let mut lessons = NotebookLessons::new(course());
        let mut tasks = 0;
        for cell in cells(&lesson) {
            let Cell::Code(code) = cell else { continue };
            if let Some(Ok((Form::Task(k), _))) = form_of(&code) {
                let task = lesson.steps[k - 1].task.clone().unwrap();
                for w in &task.wrongs {
                    let out = run(&mut lessons, &mut interp, &format!("%task {}\n{}", k, w.code));
                    assert!(!verdicts(&out).contains(&true), "lesson {} task {}: `{}` was accepted: {:?}", lesson.number, k, w.code, out);
                }
                let out = run(&mut lessons, &mut interp, &format!("%task {}\n{}", k, task.answer));
                assert_eq!(verdicts(&out), vec![true], "lesson {} task {}: the answer was not accepted: {:?}", lesson.number, k, out);
                tasks += 1;
            } else {
                let out = run(&mut lessons, &mut interp, &code);
                // only the last statement of an example cell may raise: the lesson shows that error
                for o in out.iter().rev().skip(1) {
                    if let CellOut::Echo(e) = o {
                        assert!(e.echo.error.is_none(), "lesson {}: `{}` failed: {:?}", lesson.number, code, e.echo.error);
                    }
                }
            }
        }
        assert_eq!(tasks, lesson.steps.iter().filter(|s| s.task.is_some()).count());
    }
}

#[test]
fn an_example_that_shows_an_error_ends_its_cell() {
    assert!(shows_error("ValueError: Unable to avoid creating a copy while reshaping.\n"));
    assert!(shows_error("array([1])\nIndexError: index 3 is out of bounds\n"));
    assert!(!shows_error("(dtype('int64'), 8, 48)\n"));
    assert!(!shows_error("{'a': 1}\n"));
    let lesson = course().into_iter().find(|l| l.number == 2).unwrap();
    let copy_false = cells(&lesson).into_iter().find(|c| matches!(c, Cell::Code(s) if s.contains("copy=False)"))).unwrap();
    let Cell::Code(src) = copy_false else { unreachable!() };
    assert!(src.trim_end().ends_with("copy=False)"), "{}", src);
}

#[test]
fn a_task_cell_run_out_of_order_sets_up_its_step_first() {
    let lesson = course().into_iter().find(|l| l.number == 2).unwrap();
    let k = lesson.steps.iter().rposition(|s| s.task.is_some()).unwrap() + 1;
    let answer = lesson.steps[k - 1].task.as_ref().unwrap().answer.clone();
    let mut interp = Interp::new();
    let mut lessons = NotebookLessons::new(course());
    let before = run(&mut lessons, &mut interp, &format!("%task {}\n{}", k, answer));
    assert_eq!(before, vec![CellOut::Note("no lesson is running: run the `%lesson N` cell at the top first".into())]);
    run(&mut lessons, &mut interp, "%lesson 2");
    let out = run(&mut lessons, &mut interp, &format!("%task {}\n{}", k, answer));
    assert!(matches!(&out[0], CellOut::Note(n) if n.starts_with(&format!("set up at step {} of", k))), "{:?}", out);
    assert_eq!(verdicts(&out), vec![true], "{:?}", out);
    let empty = run(&mut lessons, &mut interp, &format!("%task {}\n# your code here", k));
    assert!(empty.contains(&CellOut::Note("write your code under the %task line, then run the cell".into())), "{:?}", empty);
    let not_task = run(&mut lessons, &mut interp, "%task 1");
    assert_eq!(not_task.last(), Some(&CellOut::Note("step 1 of lesson 2 is not a task".into())));
}

#[test]
fn the_notebook_holds_every_step_and_task_for_the_kernel() {
    let lesson = course().into_iter().find(|l| l.number == 1).unwrap();
    let nb = notebook(&lesson);
    assert!(nb.contains("\"name\": \"stridelab\""), "{}", nb);
    assert!(nb.contains("\"nbformat\": 4,\n \"nbformat_minor\": 5"), "{}", nb);
    assert!(nb.contains("\"source\": [\"%lesson 1\"]"), "{}", nb);
    assert!(nb.contains("\"%task "), "{}", nb);
    assert_eq!(nb.matches("\"cell_type\"").count(), cells(&lesson).len());
    assert_eq!(json_string("a \"b\"\\\n\u{1}"), "\"a \\\"b\\\"\\\\\\n\\u0001\"");
    assert_eq!(source_lines("a\nb"), "[\"a\\n\", \"b\"]");
}
