//! The lesson format: what parses into which steps, and every malformed case with its line.

use super::*;

fn parse(text: &str) -> Result<Lesson, String> {
    parse_lesson("x.md", "04-x", text).map_err(|e| e.to_string())
}

#[test]
fn paragraphs_are_steps_and_blocks_join_the_paragraph_above() {
    let l = parse(
        "# Title\n\nFirst\nparagraph.\n\n## Part two\n\nSecond.\n\n```python\n>>> x = np.arange(6)\n>>> x.reshape(2, 3)\narray([[0, 1, 2],\n       [3, 4, 5]])\n\n>>> for i in range(2):\n...     print(i)\n0\n1\n```\n```shell\n>>> info(x)\n```\n\nThird.\n\n```task\nMake w.\nIt is a view.\nsetup: y = 1\ncheck: w.shape == (2, 3)  # the shape\ncheck: w.base is x\nhint: one\nhint: two\nanswer: for i in range(1):\nanswer:     w = x.reshape(2, 3)\n```\n",
    )
    .unwrap();
    assert_eq!((l.number, l.title.as_str(), l.steps.len()), (4, "Title", 3));
    assert_eq!(l.steps[0].text, "First\nparagraph.");
    assert_eq!((l.steps[1].line, l.steps[1].heading.as_deref()), (6, Some("Part two")));
    let Block::Python(chunks) = &l.steps[1].blocks[0] else { panic!() };
    assert_eq!(chunks[0], Chunk { line: 11, source: "x = np.arange(6)".into(), expected: String::new() });
    assert_eq!(chunks[1].expected, "array([[0, 1, 2],\n       [3, 4, 5]])\n");
    assert_eq!((chunks[2].source.as_str(), chunks[2].expected.as_str()), ("for i in range(2):\n    print(i)", "0\n1\n"));
    assert!(matches!(&l.steps[1].blocks[1], Block::Shell(c) if c[0].source == "info(x)"));
    let t = l.steps[2].task.as_ref().unwrap();
    assert_eq!(t.prompt, "Make w.\nIt is a view.");
    assert_eq!(t.setup, "y = 1");
    assert_eq!(t.checks[0], Check { line: 31, source: "w.shape == (2, 3)".into(), message: Some("the shape".into()) });
    assert_eq!(t.checks[1].message, None);
    assert_eq!(t.hints, ["one", "two"]);
    assert_eq!((t.answer.as_str(), t.answer_line), ("for i in range(1):\n    w = x.reshape(2, 3)\n", 35));
}

#[test]
fn comments_split_outside_strings_only() {
    assert_eq!(split_comment("a == '# no'  # yes"), ("a == '# no'", Some("yes")));
    assert_eq!(split_comment("x#y"), ("x#y", None));
    assert_eq!(split_comment("x # "), ("x", None));
}

#[test]
fn malformed_files_name_file_and_line() {
    let cases: &[(&str, &str)] = &[
        ("no title\n", "x.md:1: the first line is the title: `# Title`"),
        ("# T\n\nP.\n\n```python\n>>> 1\n", "x.md:5: this code block is never closed (```)"),
        ("# T\n\nP.\n\n```rust\nfn\n```\n", "x.md:5: unknown block 'rust': use ```python, ```shell or ```task"),
        ("# T\n\n```python\n>>> 1\n1\n```\n", "x.md:3: a block needs a paragraph before it (a task ends its step)"),
        ("# T\n\nP.\n\n```python\n1\n```\n", "x.md:6: output before any `>>> ` statement"),
        ("# T\n\nP.\n\n```python\n>>> x = (1,\n```\n", "x.md:6: example: SyntaxError: '(' was never closed"),
        ("# T\n\nP.\n\n```shell\n>>> y = 2\n```\n", "x.md:6: a shell block only shows things (info(x), mem(x)); assign in a python block"),
        ("# T\n\nP.\n\n```task\ncheck: x == 1\nanswer: x = 1\n```\n", "x.md:5: a task needs a prompt: what the learner should do"),
        ("# T\n\nP.\n\n```task\nDo.\nanswer: x = 1\n```\n", "x.md:5: a task needs at least one check: line"),
        ("# T\n\nP.\n\n```task\nDo.\ncheck: x == 1\n```\n", "x.md:5: a task needs an answer: line (the reference answer)"),
        ("# T\n\nP.\n\n```task\nDo.\ncheck: x = 1\nanswer: x = 1\n```\n", "x.md:7: a check: is one expression (e.g. w.shape == (2, 3))"),
        ("# T\n\nP.\n\n```task\nDo.\ncheck: x == 1\nchek: x\nanswer: x = 1\n```\n", "x.md:8: expected setup:, check:, hint:, answer:, wrong:, why: or vary: (got 'chek'; the prompt comes first)"),
        ("# T\n\nP.\n\n```task\nDo.\ncheck: x == 1\nanswer: x = = 1\n```\n", "x.md:8: answer: SyntaxError: invalid syntax"),
        ("# T\n\nP.\n\n```task\nDo.\ncheck: x == 1\nanswer: x = 1\n```\n```python\n>>> 1\n```\n", "x.md:10: a block needs a paragraph before it (a task ends its step)"),
        ("# T\n\nP.\n\n# Again\n", "x.md:5: only the first line is a `# ` title; use `## ` for sections"),
        ("# T\n\nP.\n\n## End\n", "x.md:5: a heading at the end of the file has no paragraph"),
        ("# T\n", "x.md:1: a lesson needs at least one paragraph"),
    ];
    for (text, want) in cases {
        assert_eq!(parse(text).unwrap_err(), *want, "{text:?}");
    }
    assert_eq!(
        parse_lesson("y.md", "intro", "# T\n\nP.\n").unwrap_err().to_string(),
        "y.md:1: a lesson file's name starts with its number (01-arrays.md)"
    );
}

#[test]
fn wrong_answers_carry_their_why() {
    let l = parse("# T\n\nP.\n\n```task\nDo.\ncheck: x == 1\nanswer: x = 1\nwrong: x = 2\nwhy: two is not one\nwrong: x = 3; y = 1\n```\n").unwrap();
    let t = l.steps[0].task.as_ref().unwrap();
    assert_eq!(t.wrongs[0], Wrong { line: 9, code: "x = 2".into(), why: Some("two is not one".into()) });
    assert_eq!((t.wrongs[1].code.as_str(), t.wrongs[1].why.as_deref()), ("x = 3; y = 1", None));
    for (text, err) in [
        ("# T\n\nP.\n\n```task\nDo.\ncheck: x == 1\nanswer: x = 1\nwhy: no wrong above\n```\n", "x.md:9: a why: explains the wrong: line right above it"),
        ("# T\n\nP.\n\n```task\nDo.\ncheck: x == 1\nanswer: x = 1\nwrong: x = (\n```\n", "x.md:9: wrong answer: SyntaxError"),
    ] {
        let e = parse(text).unwrap_err();
        assert!(e.starts_with(err), "{e}");
    }
}
