//! The rustyline helper: completion, history hints, highlighting and (trivial) validation.

use std::borrow::Cow;
use std::cell::Cell;
use std::collections::HashSet;

use rustyline::completion::Completer;
use rustyline::highlight::{CmdKind, Highlighter};
use rustyline::hint::{Hinter, HistoryHinter};
use rustyline::validate::{ValidationContext, ValidationResult, Validator};
use rustyline::{Context, Helper};

use super::color;
use super::complete::{VarKind, complete};
use super::highlight;

pub struct ShellHelper {
    /// The session's variables as of the last prompt (completion never touches the
    /// interpreter itself, so a Tab can never run code).
    pub vars: Vec<(String, VarKind)>,
    hinter: HistoryHinter,
    builtin_names: HashSet<String>,
    /// The line is being accepted: draw it without the bracket-match mark.
    accepting: Cell<bool>,
}

impl ShellHelper {
    pub fn new() -> ShellHelper {
        ShellHelper {
            vars: Vec::new(),
            hinter: HistoryHinter::new(),
            builtin_names: highlight::builtin_names(),
            accepting: Cell::new(false),
        }
    }
}

impl Default for ShellHelper {
    fn default() -> Self {
        ShellHelper::new()
    }
}

impl Completer for ShellHelper {
    type Candidate = String;

    fn complete(&self, line: &str, pos: usize, _ctx: &Context<'_>) -> rustyline::Result<(usize, Vec<String>)> {
        Ok(complete(line, pos, &self.vars))
    }
}

impl Hinter for ShellHelper {
    type Hint = String;

    fn hint(&self, line: &str, pos: usize, ctx: &Context<'_>) -> Option<String> {
        // a hint for a one-character line is mostly noise
        if line.trim().len() < 2 {
            return None;
        }
        self.hinter.hint(line, pos, ctx)
    }
}

impl Highlighter for ShellHelper {
    fn highlight<'l>(&self, line: &'l str, pos: usize) -> Cow<'l, str> {
        if !color::enabled() {
            return Cow::Borrowed(line);
        }
        // usize::MAX: no cursor, so no bracket is marked in the line left on screen
        let pos = if self.accepting.get() { usize::MAX } else { pos };
        Cow::Owned(highlight::highlight(line, pos, &self.builtin_names))
    }

    fn highlight_prompt<'b, 's: 'b, 'p: 'b>(&'s self, prompt: &'p str, default: bool) -> Cow<'b, str> {
        let _ = default;
        if !color::enabled() {
            return Cow::Borrowed(prompt);
        }
        Cow::Owned(color::prompt(prompt).to_string())
    }

    fn highlight_hint<'h>(&self, hint: &'h str) -> Cow<'h, str> {
        if !color::enabled() {
            return Cow::Borrowed(hint);
        }
        Cow::Owned(color::note(hint).to_string())
    }

    fn highlight_char(&self, _line: &str, _pos: usize, kind: CmdKind) -> bool {
        // rustyline forces a last refresh when the line is accepted
        self.accepting.set(kind == CmdKind::ForcedRefresh);
        // brackets are matched around the cursor, so every move may change the colouring
        color::enabled()
    }
}

/// Enter always accepts the line: continuation lines get their own `... ` prompt (as in
/// Python), decided by the parser after the line is accepted.
impl Validator for ShellHelper {
    fn validate(&self, _ctx: &mut ValidationContext) -> rustyline::Result<ValidationResult> {
        Ok(ValidationResult::Valid(None))
    }
}

impl Helper for ShellHelper {}
