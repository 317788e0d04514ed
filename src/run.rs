//! Running source text in a session: one top-level statement at a time, echoing what the
//! interactive interpreter would print (plain mode), so a failed statement reports its
//! exception and the script goes on.

use crate::display::pyrepr::repr;
use crate::eval::interp::Interp;
use crate::lang::ast::SyntaxError;
use crate::lang::parser::parse_program;

/// What one statement printed, split so front ends can colour or annotate each part.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Echo {
    /// Output of print() during the statement.
    pub printed: String,
    /// repr of the expression statement's value (without newline), if not None.
    pub value: Option<String>,
    /// `ExceptionName: message` if the statement raised.
    pub error: Option<String>,
}

impl Echo {
    /// The text plain mode prints for this statement.
    pub fn plain(&self) -> String {
        let mut s = self.printed.clone();
        if let Some(v) = &self.value {
            s.push_str(v);
            s.push('\n');
        }
        if let Some(e) = &self.error {
            s.push_str(e);
            s.push('\n');
        }
        s
    }
}

/// Render a syntax error as CPython does (file, line, source line, caret, message).
pub fn render_syntax_error(e: &SyntaxError, filename: &str) -> String {
    let stripped = e.line_text.trim_start();
    let indent = e.line_text.len() - stripped.len();
    let col = (e.span.col as usize).saturating_sub(indent);
    format!(
        "  File \"{}\", line {}\n    {}\n    {}^\nSyntaxError: {}\n",
        filename,
        e.span.line,
        stripped.trim_end(),
        " ".repeat(col.min(stripped.len())),
        e.msg
    )
}

/// Run every top-level statement of `src`, calling `each` with what it printed.
/// Returns Err for a syntax error (nothing runs), else whether every statement succeeded.
pub fn run_source(interp: &mut Interp, src: &str, mut each: impl FnMut(&mut Interp, &crate::lang::ast::Stmt, &Echo)) -> Result<bool, SyntaxError> {
    let program = parse_program(src)?;
    let mut ok = true;
    for stmt in &program {
        let echo = run_statement(interp, stmt);
        if echo.error.is_some() {
            ok = false;
        }
        each(interp, stmt, &echo);
    }
    Ok(ok)
}

/// Run one statement and capture its echo.
pub fn run_statement(interp: &mut Interp, stmt: &crate::lang::ast::Stmt) -> Echo {
    interp.out.clear();
    let result = interp.run_top(stmt);
    let printed = std::mem::take(&mut interp.out);
    match result {
        Ok(outcome) => Echo {
            printed,
            value: outcome.value.filter(|v| !v.is_none()).map(|v| repr(&v, &interp.print_opts)),
            error: None,
        },
        Err(e) => Echo { printed, value: None, error: Some(format!("{}: {}", e.kind.name(), e.msg)) },
    }
}

/// What one statement produced in rich mode: the plain echo plus teaching notes
/// (summary lines for assigned arrays, which variables a write changed, warnings).
#[derive(Debug, Default, Clone, PartialEq)]
pub struct RichEcho {
    pub echo: Echo,
    pub notes: Vec<String>,
}

/// Run one statement in rich mode.
pub fn run_statement_rich(interp: &mut Interp, stmt: &crate::lang::ast::Stmt) -> RichEcho {
    interp.notes.clear();
    let echo = run_statement(interp, stmt);
    let notes = std::mem::take(&mut interp.notes);
    RichEcho { echo, notes }
}
