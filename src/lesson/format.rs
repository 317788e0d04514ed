//! The lesson file format (documented for teachers in `lessons/README.md`): Markdown whose
//! paragraphs become steps, with three kinds of fenced block. Like doctest, examples are
//! written as `>>> ` statements followed by what NumPy prints, so the file shows the output
//! and the checker can compare it; like rustlings' exercises, a task states the conditions
//! that must hold after the learner's answer and carries a reference answer.
//!
//! - `# Title` on the first line; `## Heading` goes with the paragraph after it.
//! - A paragraph starts a step; fenced blocks right after it belong to that step.
//! - A `python` block holds `>>> code` / `... more` lines and the output NumPy prints.
//! - A `shell` block holds teaching commands (`info(x)`, `mem(x)`): run live, output optional.
//! - A `task` block holds prompt lines, then `setup:`, `check:`, `hint:` and `answer:` lines,
//!   and `wrong:` answers the checks must reject, each with an optional `why:` for the learner;
//!   `vary:` lines give the inputs other values that a right answer must also pass with.
//!
//! Parsing is terminal-free and total: a malformed file gives a [`FormatError`] naming its
//! file and line, never a panic.

use std::fmt;

use stridelab_lang::ast::StmtKind;
use stridelab_lang::parser::parse_program;

/// What a lesson file is: its steps in order.
#[derive(Debug, Clone, PartialEq)]
pub struct Lesson {
    /// The file stem, e.g. `03-negative-strides` (also the key of the saved progress).
    pub id: String,
    /// The number in front of the stem (`stridelab lesson 3`).
    pub number: u32,
    pub title: String,
    /// Where it came from, for error messages (`lessons/03-negative-strides.md`).
    pub path: String,
    pub steps: Vec<Step>,
}

/// One screenful: a paragraph (with the heading above it), its examples, maybe a task.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Step {
    pub line: usize,
    pub heading: Option<String>,
    pub text: String,
    pub blocks: Vec<Block>,
    /// A task is always the last thing in its step.
    pub task: Option<Task>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Block {
    /// Valid NumPy; its written output is what NumPy prints (checked by check-lessons and
    /// exported to the conformance corpus).
    Python(Vec<Chunk>),
    /// stridelab's teaching commands (`info(x)`, `mem(x, w)`): run live, never exported.
    Shell(Vec<Chunk>),
}

/// One `>>> ` statement (with its `... ` lines) and the output written under it.
#[derive(Debug, Clone, PartialEq)]
pub struct Chunk {
    pub line: usize,
    pub source: String,
    /// Written output, lines joined with `\n`, each line ended (empty if none).
    pub expected: String,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Task {
    pub line: usize,
    pub prompt: String,
    /// Code run before the task is asked (and again when a lesson resumes).
    pub setup: String,
    pub checks: Vec<Check>,
    /// Shown one per `:hint`.
    pub hints: Vec<String>,
    pub answer: String,
    pub answer_line: usize,
    /// Known-wrong answers: check-lessons requires the checks to reject each one.
    pub wrongs: Vec<Wrong>,
    /// Other inputs (`vary:` lines, one program; empty if none): a right answer must also
    /// pass when its tries run again from the start after this code, so numbers read off
    /// the inputs and typed in (strides, shapes) do not pass.
    pub vary: String,
    pub vary_line: usize,
    /// The text after `  # ` on a `vary:` line: what the learner is told when only the
    /// other inputs fail.
    pub vary_message: Option<String>,
}

/// One `wrong:` line (a likely slip), with the `why:` shown to a learner whose answer left
/// the same values behind.
#[derive(Debug, Clone, PartialEq)]
pub struct Wrong {
    pub line: usize,
    pub code: String,
    pub why: Option<String>,
}

/// One `check:` line: a Python expression that must be true after the answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Check {
    pub line: usize,
    pub source: String,
    /// The text after ` # `, shown when the check fails.
    pub message: Option<String>,
}

/// A malformed lesson file: where and why.
#[derive(Debug, Clone, PartialEq)]
pub struct FormatError {
    pub path: String,
    pub line: usize,
    pub msg: String,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.path, self.line, self.msg)
    }
}

impl std::error::Error for FormatError {}

/// The statements every lesson starts with (in the runner, the checker and the exported
/// conformance scripts alike).
pub const PRELUDE: &str = "import numpy as np\nfrom numpy.lib.stride_tricks import as_strided, sliding_window_view\n";

/// `03-negative-strides` -> 3.
pub fn number_of(id: &str) -> Option<u32> {
    let digits: String = id.chars().take_while(|c| c.is_ascii_digit()).collect();
    if digits.is_empty() { None } else { digits.parse().ok() }
}

/// Split `text # message` at a ` # ` outside string quotes.
fn split_comment(s: &str) -> (&str, Option<&str>) {
    let mut quote: Option<char> = None;
    let b: Vec<(usize, char)> = s.char_indices().collect();
    for (k, &(i, c)) in b.iter().enumerate() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '\'' || c == '"' => quote = Some(c),
            None if c == '#' && k > 0 && b[k - 1].1 == ' ' => {
                let msg = s[i + 1..].trim();
                return (s[..i].trim_end(), if msg.is_empty() { None } else { Some(msg) });
            }
            None => {}
        }
    }
    (s, None)
}

struct Parser<'a> {
    path: &'a str,
    lines: Vec<&'a str>,
}

impl Parser<'_> {
    fn err(&self, line: usize, msg: impl Into<String>) -> FormatError {
        FormatError { path: self.path.to_string(), line, msg: msg.into() }
    }

    /// Source code must parse; a syntax error is reported at its line in the lesson file.
    fn code(&self, src: &str, first_line: usize, what: &str) -> Result<(), FormatError> {
        parse_program(src).map(|_| ()).map_err(|e| {
            self.err(first_line + (e.span.line as usize).saturating_sub(1), format!("{}: SyntaxError: {}", what, e.msg))
        })
    }

    /// `>>> ` / `... ` statements with their written output (doctest style).
    fn chunks(&self, body: &[(usize, &str)], shell: bool) -> Result<Vec<Chunk>, FormatError> {
        let mut chunks: Vec<Chunk> = Vec::new();
        for &(n, l) in body {
            if let Some(code) = l.strip_prefix(">>> ").or(if l == ">>>" { Some("") } else { None }) {
                chunks.push(Chunk { line: n, source: code.to_string(), expected: String::new() });
            } else if let Some(more) = l.strip_prefix("... ").or(if l == "..." { Some("") } else { None })
                && chunks.last().is_some_and(|c| c.expected.is_empty())
            {
                let c = chunks.last_mut().expect("checked above");
                c.source.push('\n');
                c.source.push_str(more);
            } else {
                match chunks.last_mut() {
                    Some(c) => {
                        c.expected.push_str(l);
                        c.expected.push('\n');
                    }
                    None if l.trim().is_empty() => {}
                    None => return Err(self.err(n, "output before any `>>> ` statement")),
                }
            }
        }
        if chunks.is_empty() {
            return Err(self.err(body.first().map_or(0, |b| b.0), "a code block needs at least one `>>> ` statement"));
        }
        for c in &mut chunks {
            // trailing blank lines only separate statements
            while c.expected.ends_with("\n\n") {
                c.expected.pop();
            }
            if c.expected == "\n" {
                c.expected.clear();
            }
            let src = if c.source.contains('\n') { format!("{}\n", c.source) } else { c.source.clone() };
            self.code(&src, c.line, "example")?;
            if shell {
                let prog = parse_program(&src).unwrap_or_default();
                if prog.iter().any(|s| !matches!(s.kind, StmtKind::Expr(_))) {
                    return Err(self.err(c.line, "a shell block only shows things (info(x), mem(x)); assign in a python block"));
                }
            }
        }
        Ok(chunks)
    }

    fn task(&self, start: usize, body: &[(usize, &str)]) -> Result<Task, FormatError> {
        let mut prompt: Vec<&str> = Vec::new();
        let (mut setup, mut answer, mut vary) = (Vec::new(), Vec::new(), Vec::new());
        let (mut setup_line, mut answer_line, mut vary_line) = (0, 0, 0);
        let mut vary_message: Option<String> = None;
        let mut checks = Vec::new();
        let mut hints = Vec::new();
        let mut wrongs: Vec<Wrong> = Vec::new();
        let mut in_fields = false;
        for &(n, l) in body {
            let field =
                l.split_once(':').filter(|(k, _)| matches!(*k, "setup" | "check" | "hint" | "answer" | "wrong" | "why" | "vary"));
            match field {
                Some((key, rest)) => {
                    in_fields = true;
                    // one space after the colon is the separator; more is Python indentation
                    let value = rest.strip_prefix(' ').unwrap_or(rest);
                    match key {
                        "setup" => {
                            if setup.is_empty() {
                                setup_line = n;
                            }
                            setup.push(value.to_string());
                        }
                        "answer" => {
                            if answer.is_empty() {
                                answer_line = n;
                            }
                            answer.push(value.to_string());
                        }
                        "vary" => {
                            if vary.is_empty() {
                                vary_line = n;
                            }
                            let (code, msg) = split_comment(value);
                            if let (None, Some(m)) = (&vary_message, msg) {
                                vary_message = Some(m.to_string());
                            }
                            vary.push(code.to_string());
                        }
                        "hint" => hints.push(value.trim().to_string()),
                        "wrong" => {
                            let code = value.trim();
                            if code.is_empty() {
                                return Err(self.err(n, "empty wrong:"));
                            }
                            self.code(code, n, "wrong answer")?;
                            wrongs.push(Wrong { line: n, code: code.to_string(), why: None });
                        }
                        "why" => match wrongs.last_mut() {
                            Some(w) if w.why.is_none() && !value.trim().is_empty() => w.why = Some(value.trim().to_string()),
                            _ => return Err(self.err(n, "a why: explains the wrong: line right above it (one why: each)")),
                        },
                        _ => {
                            let (src, msg) = split_comment(value.trim());
                            if src.is_empty() {
                                return Err(self.err(n, "empty check:"));
                            }
                            self.code(src, n, "check")?;
                            match parse_program(src).ok().as_deref() {
                                Some([s]) if matches!(s.kind, StmtKind::Expr(_)) => {}
                                _ => return Err(self.err(n, "a check: is one expression (e.g. w.shape == (2, 3))")),
                            }
                            checks.push(Check { line: n, source: src.to_string(), message: msg.map(str::to_string) });
                        }
                    }
                }
                None if !in_fields => prompt.push(l),
                None if l.trim().is_empty() => {}
                None => {
                    let word = l.split(':').next().unwrap_or("").trim();
                    return Err(self.err(
                        n,
                        format!(
                            "expected setup:, check:, hint:, answer:, wrong:, why: or vary: (got '{}'; the prompt comes first)",
                            word
                        ),
                    ));
                }
            }
        }
        let prompt = prompt.join("\n").trim().to_string();
        if prompt.is_empty() {
            return Err(self.err(start, "a task needs a prompt: what the learner should do"));
        }
        if checks.is_empty() {
            return Err(self.err(start, "a task needs at least one check: line"));
        }
        if answer.is_empty() {
            return Err(self.err(start, "a task needs an answer: line (the reference answer)"));
        }
        let join = |v: &[String]| {
            let s = v.join("\n");
            if v.len() > 1 { s + "\n" } else { s }
        };
        let (setup, answer, vary) = (join(&setup), join(&answer), join(&vary));
        if !setup.is_empty() {
            self.code(&setup, setup_line, "setup")?;
        }
        if !vary.is_empty() {
            self.code(&vary, vary_line, "vary")?;
        }
        self.code(&answer, answer_line, "answer")?;
        Ok(Task { line: start, prompt, setup, checks, hints, answer, answer_line, wrongs, vary, vary_line, vary_message })
    }
}

/// Parse one lesson file. `path` is only used in messages; `id` is the file stem.
pub fn parse_lesson(path: &str, id: &str, text: &str) -> Result<Lesson, FormatError> {
    let p = Parser { path, lines: text.lines().collect() };
    let number = number_of(id).ok_or_else(|| p.err(1, "a lesson file's name starts with its number (01-arrays.md)"))?;
    let title = match p.lines.first().and_then(|l| l.strip_prefix("# ")) {
        Some(t) if !t.trim().is_empty() => t.trim().to_string(),
        _ => return Err(p.err(1, "the first line is the title: `# Title`")),
    };
    let mut steps: Vec<Step> = Vec::new();
    let mut heading: Option<(usize, String)> = None;
    let mut para: Vec<&str> = Vec::new();
    let mut para_line = 0;
    let mut i = 1;
    // a paragraph ends at a blank line, a heading or a fence
    let flush = |steps: &mut Vec<Step>, para: &mut Vec<&str>, heading: &mut Option<(usize, String)>, line: usize| {
        if para.is_empty() {
            return;
        }
        let h = heading.take();
        steps.push(Step {
            line: h.as_ref().map_or(line, |h| h.0),
            heading: h.map(|h| h.1),
            text: para.join("\n"),
            ..Default::default()
        });
        para.clear();
    };
    while i < p.lines.len() {
        let n = i + 1;
        let l = p.lines[i];
        if let Some(info) = l.strip_prefix("```") {
            flush(&mut steps, &mut para, &mut heading, para_line);
            let kind = info.trim();
            let mut body = Vec::new();
            let mut j = i + 1;
            while j < p.lines.len() && p.lines[j].trim_end() != "```" {
                body.push((j + 1, p.lines[j]));
                j += 1;
            }
            if j == p.lines.len() {
                return Err(p.err(n, "this code block is never closed (```)"));
            }
            if heading.is_some() {
                return Err(p.err(n, "a heading needs a paragraph before any block"));
            }
            let Some(step) = steps.last_mut().filter(|s| s.task.is_none()) else {
                return Err(p.err(n, "a block needs a paragraph before it (a task ends its step)"));
            };
            match kind {
                "python" => step.blocks.push(Block::Python(p.chunks(&body, false)?)),
                "shell" => step.blocks.push(Block::Shell(p.chunks(&body, true)?)),
                "task" => step.task = Some(p.task(n, &body)?),
                other => {
                    return Err(p.err(n, format!("unknown block '{}': use ```python, ```shell or ```task", other)));
                }
            }
            i = j + 1;
            continue;
        }
        if let Some(h) = l.strip_prefix("## ").or_else(|| l.strip_prefix("### ")) {
            flush(&mut steps, &mut para, &mut heading, para_line);
            heading = Some((n, h.trim().to_string()));
        } else if l.starts_with("# ") {
            return Err(p.err(n, "only the first line is a `# ` title; use `## ` for sections"));
        } else if l.trim().is_empty() {
            flush(&mut steps, &mut para, &mut heading, para_line);
        } else {
            if para.is_empty() {
                para_line = n;
            }
            para.push(l);
        }
        i += 1;
    }
    flush(&mut steps, &mut para, &mut heading, para_line);
    if let Some((n, _)) = heading {
        return Err(p.err(n, "a heading at the end of the file has no paragraph"));
    }
    if steps.is_empty() {
        return Err(p.err(1, "a lesson needs at least one paragraph"));
    }
    Ok(Lesson { id: id.to_string(), number, title, path: path.to_string(), steps })
}

#[cfg(test)]
mod tests;
