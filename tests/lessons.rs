//! The course checks itself in CI: `check-lessons` on lessons/ must pass, and every lesson's
//! NumPy code is exported to tests/conformance/lessons/, whose golden `.out` files (made by
//! real NumPy with tools/golden.py) must equal what the lesson files show. So a lesson can
//! never show output NumPy would not print, and no Python is needed here.

use std::path::Path;

use stridelab::lesson::course::load_dir;
use stridelab::lesson::verify::{check_lesson, expected_output, export_name, export_script};

fn course() -> Vec<stridelab::lesson::format::Lesson> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
    load_dir(&dir).unwrap_or_else(|e| panic!("{}", e.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n")))
}

#[test]
fn every_lesson_passes_check_lessons() {
    let mut report = String::new();
    for l in course() {
        for p in check_lesson(&l) {
            report.push_str(&format!("{}\n", p));
        }
    }
    assert!(report.is_empty(), "{report}");
}

#[test]
fn the_course_has_eleven_lessons_numbered_in_order() {
    let numbers: Vec<u32> = course().iter().map(|l| l.number).collect();
    assert_eq!(numbers, (1..=11).collect::<Vec<_>>());
}

#[test]
fn lesson_examples_are_in_the_conformance_corpus_and_match_numpy() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance/lessons");
    let mut stale = Vec::new();
    for l in course() {
        let py = dir.join(export_name(&l));
        if std::fs::read_to_string(&py).ok().as_deref() != Some(export_script(&l).as_str()) {
            stale.push(py.display().to_string());
            continue;
        }
        let out = std::fs::read_to_string(py.with_extension("out"))
            .unwrap_or_else(|_| panic!("no {}: run python3 tools/golden.py {}", py.with_extension("out").display(), py.display()));
        // blank lines are dropped on both sides: the lesson format cannot end an output with
        // one (NumPy's flags block does); check-lessons compares them against the shell exactly
        let squeeze = |s: &str| s.lines().filter(|l| !l.trim().is_empty()).map(|l| format!("{l}\n")).collect::<String>();
        let (out, want) = (squeeze(&out), squeeze(&expected_output(&l)));
        if out != want {
            let line = out.lines().zip(want.lines()).position(|(a, b)| a != b).unwrap_or(out.lines().count().min(want.lines().count()));
            panic!(
                "{}: the lesson shows output NumPy does not print (first difference at output line {}):\nNumPy:  {:?}\nlesson: {:?}",
                l.path,
                line + 1,
                out.lines().nth(line),
                want.lines().nth(line)
            );
        }
    }
    assert!(
        stale.is_empty(),
        "out of date: {stale:?}\nrun: stridelab check-lessons lessons --export tests/conformance/lessons && python3 tools/golden.py tests/conformance/lessons"
    );
}

#[test]
fn check_lessons_command_reports_file_and_line() {
    let d = std::env::temp_dir().join(format!("stridelab-lessons-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    std::fs::write(d.join("01-ok.md"), "# Fine\n\nText.\n\n```python\n>>> np.arange(2)\narray([0, 1])\n```\n").unwrap();
    std::fs::write(d.join("02-bad.md"), "# Bad\n\nText.\n\n```python\n>>> np.arange(2)\narray([0, 2])\n```\n").unwrap();
    let run = |args: &[&str]| std::process::Command::new(env!("CARGO_BIN_EXE_stridelab")).arg("check-lessons").args(args).output().unwrap();
    let o = run(&[d.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(1), "{text}");
    assert!(text.contains("ok   ") && text.contains("01-ok.md"), "{text}");
    assert!(text.contains(&format!("{}:6: the example prints something else", d.join("02-bad.md").display())), "{text}");
    std::fs::write(d.join("02-bad.md"), "# Bad\n\n```python\n>>> 1\n```\n").unwrap();
    let o = run(&[d.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("02-bad.md:3: a block needs a paragraph before it"), "{text}");
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn the_answers_that_used_to_fool_the_checker_are_wrong_lines() {
    // check-lessons (above) requires each wrong: to be rejected; here, that these are among them
    let course = course();
    let wrongs: Vec<(u32, String)> = course
        .iter()
        .flat_map(|l| l.steps.iter().filter_map(|s| s.task.as_ref()).flat_map(move |t| t.wrongs.iter().map(move |w| (l.number, w.code.clone()))))
        .collect();
    for (lesson, code) in [
        (1, "z = np.full((3, 4), 11, dtype=np.float32)"),
        (1, "z = np.arange(12, dtype=np.float32).reshape(4, 3).T"),
        (4, "pairs = as_strided(x, shape=(5, 2), strides=(8, 0))"),
        (5, "win = as_strided(f, shape=(7, 4), strides=(4, 4))"),
        (8, "cell = -3"),
        (6, "pooled3 = max_pool2d(pic, 3)"),
        // strides read off the inputs and typed in: rejected by the tasks' vary: inputs
        (5, "win = as_strided(f, shape=(7, 4), strides=(8, 8))"),
        (5, "tiles3 = as_strided(big, shape=(2, 3, 3, 3), strides=(216, 24, 72, 8))"),
        (10, "grid = as_strided(row, shape=(5, 3), strides=(0, 8))"),
        (10, "cols = as_strided(row, shape=(3, 4), strides=(8, 0))"),
    ] {
        assert!(wrongs.contains(&(lesson, code.to_string())), "lesson {lesson}: no wrong: {code}");
    }
    for l in &course {
        for t in l.steps.iter().filter_map(|s| s.task.as_ref()) {
            assert!(t.wrongs.len() >= 2, "{}:{}: fewer than two wrong: lines", l.path, t.line);
        }
    }
}

/// Claims about layouts that NumPy contradicts, once in the course: Fortran code reads
/// column order, not row order, and only `None` (not every length-1 axis) gets stride 0;
/// lesson 10 shows NumPy's own `(4, 1)` array with strides `(8, 8)`, checked against NumPy
/// by the conformance corpus.
#[test]
fn lessons_tell_fortran_order_and_length_one_strides_truly() {
    for l in course() {
        let text = std::fs::read_to_string(&l.path).unwrap().replace('\n', " ");
        for sentence in text.split(". ") {
            assert!(
                !(sentence.contains("Fortran") && sentence.contains("row order") && !sentence.contains("column order")),
                "{}: Fortran code reads column order: {sentence:?}",
                l.path
            );
            assert!(!sentence.contains("so NumPy sets it to 0"), "{}: a new (4, 1) array keeps strides (8, 8): {sentence:?}", l.path);
        }
    }
    let broadcasting = course().into_iter().find(|l| l.number == 10).unwrap();
    assert!(expected_output(&broadcasting).contains("((4, 1), (8, 8))"), "lesson 10 shows a length-1 axis with a nonzero stride");
}
