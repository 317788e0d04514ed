//! Lessons as Jupyter notebooks: `stridelab lesson N --notebook FILE.ipynb` writes a lesson
//! as a notebook (nbformat 4.5) for the stridelab kernel, and [`NotebookLessons`] is what the
//! kernel does with its two cell forms:
//!
//! - `%lesson N` starts lesson N in the kernel's session (NumPy and the stride tricks
//!   imported, as every lesson starts);
//! - `%task K` above the learner's code is step K's task: the code runs and is checked by
//!   the same runner, checks and feedback as the terminal lesson (`runner::Runner::input`).
//!   If the session is not at that task (cells run out of order, the kernel restarted),
//!   the runner first rebuilds what the steps before K leave, as resuming a lesson does.
//!
//! Everything else in the notebook is plain code the kernel runs as any cell.

use stridelab_eval::interp::Interp;

use super::format::{Block, Lesson, Step};
use super::runner::{Runner, Show};

/// What a lesson cell shows, in order; the kernel turns each into notebook output.
#[derive(Debug, Clone, PartialEq)]
pub enum CellOut {
    /// A statement's echo, as any cell shows it.
    Echo(stridelab_teach::run::RichEcho),
    SyntaxError(String),
    /// The check passed (`true`) or not: "Correct." or "Not yet: ...".
    Verdict { passed: bool, text: String },
    /// How to go on, what was rebuilt.
    Note(String),
}

/// The kernel's lesson state: the course and the lesson a `%lesson` cell started.
pub struct NotebookLessons {
    lessons: Vec<Lesson>,
    current: Option<(Lesson, Option<Runner>)>,
}

/// The lesson cell a code cell is, from its first line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Form {
    Lesson(u32),
    Task(usize),
}

/// `%lesson N` or `%task K` on the first line (surrounding spaces allowed), and the code
/// after it; `None` for any other cell.
fn form_of(code: &str) -> Option<Result<(Form, &str), String>> {
    let trimmed = code.trim_start_matches(['\n', '\r']);
    let (first, rest) = trimmed.split_once('\n').unwrap_or((trimmed, ""));
    let mut words = first.split_whitespace();
    let word = words.next()?;
    if word != "%lesson" && word != "%task" {
        return None;
    }
    Some(match (words.next().map(str::parse::<u32>), words.next()) {
        (Some(Ok(n)), None) if n > 0 => Ok((if word == "%lesson" { Form::Lesson(n) } else { Form::Task(n as usize) }, rest)),
        _ => Err(format!("{} takes one number, e.g. {} 1", word, word)),
    })
}

impl NotebookLessons {
    pub fn new(lessons: Vec<Lesson>) -> NotebookLessons {
        NotebookLessons { lessons, current: None }
    }

    /// Run `code` if it is a lesson cell (`%lesson N`, `%task K`); `None` if it is not.
    pub fn run_cell(&mut self, interp: &mut Interp, code: &str) -> Option<Vec<CellOut>> {
        let (form, rest) = match form_of(code)? {
            Ok(f) => f,
            Err(msg) => return Some(vec![CellOut::Note(msg)]),
        };
        Some(match form {
            Form::Lesson(n) => self.start(interp, n),
            Form::Task(k) => self.task(interp, k, rest),
        })
    }

    fn start(&mut self, interp: &mut Interp, n: u32) -> Vec<CellOut> {
        let Some(lesson) = self.lessons.iter().find(|l| l.number == n).cloned() else {
            let numbers: Vec<String> = self.lessons.iter().map(|l| l.number.to_string()).collect();
            return vec![CellOut::Note(format!("no lesson {}: the lessons are {}", n, numbers.join(", ")))];
        };
        interp.rich = true;
        super::runner::run_quiet(interp, super::format::PRELUDE);
        let tasks = lesson.steps.iter().filter(|s| s.task.is_some()).count();
        let text = format!(
            "Lesson {}: {} ({} steps, {}). np, as_strided and sliding_window_view are imported. Run the cells in order; a `%task` cell checks your code when it runs.",
            lesson.number,
            lesson.title,
            lesson.steps.len(),
            stridelab_teach::layout::count(tasks, "task")
        );
        self.current = Some((lesson, None));
        vec![CellOut::Note(text)]
    }

    fn task(&mut self, interp: &mut Interp, k: usize, code: &str) -> Vec<CellOut> {
        let Some((lesson, runner)) = &mut self.current else {
            return vec![CellOut::Note("no lesson is running: run the `%lesson N` cell at the top first".into())];
        };
        if lesson.steps.get(k.wrapping_sub(1)).is_none_or(|s| s.task.is_none()) {
            return vec![CellOut::Note(format!("step {} of lesson {} is not a task", k, lesson.number))];
        }
        let mut out = Vec::new();
        if runner.as_ref().is_none_or(|r| r.step + 1 != k || r.finished) {
            // not at this task: rebuild what the steps before it leave, then set it up
            let (r, shown) = Runner::start(lesson.clone(), k - 1, interp);
            *runner = Some(r);
            out.extend(shown.into_iter().filter_map(|s| match s {
                Show::Note(n) if n.starts_with("resuming") => Some(CellOut::Note(n.replacen("resuming", "set up", 1))),
                _ => None,
            }));
        }
        let Some(r) = runner.as_mut() else { return out };
        if code.trim().is_empty() || code.lines().all(|l| l.trim().is_empty() || l.trim_start().starts_with('#')) {
            out.push(CellOut::Note("write your code under the %task line, then run the cell".into()));
            return out;
        }
        let shown = r.input(interp, code);
        let mut passed = false;
        for s in shown {
            // after "Correct." the runner shows the next step, which the next cells hold
            if passed {
                if let Show::Done(t) = s {
                    out.push(CellOut::Note(t));
                }
                continue;
            }
            match s {
                Show::Echo(e) => out.push(CellOut::Echo(e)),
                Show::SyntaxError(t) => out.push(CellOut::SyntaxError(t)),
                Show::Pass(t) => {
                    passed = true;
                    out.push(CellOut::Verdict { passed: true, text: t });
                }
                Show::NotYet(t) => out.push(CellOut::Verdict { passed: false, text: format!("Not yet: {}", t) }),
                Show::Note(t) if !t.starts_with(":hint") => out.push(CellOut::Note(t.replace(":again", "running the cells of this step again"))),
                _ => {}
            }
        }
        out
    }
}

/// A notebook cell: markdown or code, and its source.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    Markdown(String),
    Code(String),
}

/// The cells of `lesson`'s notebook, in order: an introduction, the `%lesson N` cell, then
/// per step its text, one code cell per example block, and for a task its prompt with the
/// hints folded, and a `%task K` cell showing the setup it runs.
pub fn cells(lesson: &Lesson) -> Vec<Cell> {
    let mut cells = vec![
        Cell::Markdown(format!(
            "# Lesson {}: {}\n\nThis notebook runs in the **stridelab** kernel (`stridelab kernel install --user`, then pick \"stridelab\"). Run the cells in order with Shift-Enter. A cell that starts with `%task` is your turn: write your code under that line and run the cell; it is checked as the terminal lesson checks it. The teaching commands (`info`, `mem`, `whereis`, `overlap`, `explain`, `pool_trace`) draw pictures here.",
            lesson.number, lesson.title
        )),
        Cell::Code(format!("%lesson {}", lesson.number)),
    ];
    for (k, step) in lesson.steps.iter().enumerate() {
        cells.push(Cell::Markdown(step_markdown(step)));
        for b in &step.blocks {
            let (Block::Python(chunks) | Block::Shell(chunks)) = b;
            // an error ends a cell, so an example that shows one ends its cell
            let mut src: Vec<&str> = Vec::new();
            for c in chunks {
                src.push(c.source.trim_end());
                if shows_error(&c.expected) {
                    cells.push(Cell::Code(src.join("\n")));
                    src.clear();
                }
            }
            if !src.is_empty() {
                cells.push(Cell::Code(src.join("\n")));
            }
        }
        if let Some(t) = &step.task {
            let mut md = format!("**Your turn.** {}", t.prompt.trim());
            for (n, h) in t.hints.iter().enumerate() {
                md.push_str(&format!("\n\n<details><summary>Hint {}</summary>\n\n{}\n\n</details>", n + 1, h));
            }
            cells.push(Cell::Markdown(md));
            let mut code = format!("%task {}\n", k + 1);
            if !t.setup.trim().is_empty() {
                code.push_str("# set up for you when this cell runs:\n");
                for l in t.setup.trim_end().lines() {
                    code.push_str(&format!("#   {}\n", l));
                }
            }
            code.push_str("# your code here");
            cells.push(Cell::Code(code));
        }
    }
    cells
}

/// The notebook for `lesson`, as nbformat 4.5 JSON for the stridelab kernel.
pub fn notebook(lesson: &Lesson) -> String {
    let cells: Vec<String> = cells(lesson)
        .iter()
        .enumerate()
        .map(|(k, c)| {
            let (kind, source, extra) = match c {
                Cell::Markdown(s) => ("markdown", s, ""),
                Cell::Code(s) => ("code", s, ",\n   \"execution_count\": null,\n   \"outputs\": []"),
            };
            format!(
                "  {{\n   \"cell_type\": \"{}\",\n   \"id\": \"cell-{}\",\n   \"metadata\": {{}},\n   \"source\": {}{}\n  }}",
                kind,
                k + 1,
                source_lines(source),
                extra
            )
        })
        .collect();
    format!(
        "{{\n \"cells\": [\n{}\n ],\n \"metadata\": {{\n  \"kernelspec\": {{\n   \"display_name\": \"stridelab (NumPy memory)\",\n   \"language\": \"python\",\n   \"name\": \"stridelab\"\n  }},\n  \"language_info\": {{\n   \"file_extension\": \".py\",\n   \"mimetype\": \"text/x-python\",\n   \"name\": \"python\"\n  }}\n }},\n \"nbformat\": 4,\n \"nbformat_minor\": 5\n}}\n",
        cells.join(",\n")
    )
}

/// Whether an example's written output ends with an exception (`ValueError: ...`).
fn shows_error(expected: &str) -> bool {
    expected.lines().last().and_then(|l| l.split_once(':').map(|(name, _)| name)).is_some_and(|name| {
        !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') && (name.ends_with("Error") || name.ends_with("Exception"))
    })
}

fn step_markdown(step: &Step) -> String {
    match &step.heading {
        Some(h) => format!("## {}\n\n{}", h, step.text.trim()),
        None => step.text.trim().to_string(),
    }
}

/// A cell's source as nbformat stores it: a JSON list of lines, each but the last ending in `\n`.
fn source_lines(src: &str) -> String {
    let lines: Vec<&str> = src.split_inclusive('\n').collect();
    let items: Vec<String> = lines.iter().map(|l| json_string(l)).collect();
    format!("[{}]", items.join(", "))
}

/// `s` as a JSON string literal.
fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests;
