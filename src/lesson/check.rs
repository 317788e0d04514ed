//! Checking an answer by meaning, as R's swirl does: a task's `check:` expressions are
//! evaluated in the learner's session after their input, so any correct answer passes. A
//! failed check says which condition failed, splitting `a and b` into its parts and
//! showing both sides of a comparison (`w.strides` is (8, 8), expected (16, 8)).

use stridelab_eval::repr::repr;
use stridelab_eval::interp::Interp;
use stridelab_eval::ops::truthy;
use stridelab_lang::ast::{Arg, BoolOp, CmpOp, Expr, ExprKind, StmtKind};
use stridelab_lang::parser::parse_program;
use stridelab_teach::unparse::unparse;

use super::format::Check;

/// One condition that did not hold.
#[derive(Debug, Clone, PartialEq)]
pub struct Failure {
    /// The condition's text (one part of an `and`).
    pub condition: String,
    /// The learner's side, e.g. `w.strides` and its repr.
    pub got: Option<(String, String)>,
    /// What it should be (the comparison's other side).
    pub expected: Option<String>,
    /// The `# message` of the check line.
    pub message: Option<String>,
    /// Evaluating the condition raised (`NameError: name 'w' is not defined`).
    pub error: Option<String>,
}

impl Failure {
    /// Lines for the learner: the condition, then their value beside the expected one.
    pub fn describe(&self) -> String {
        let mut s = match &self.error {
            Some(e) if e.starts_with("NameError") => {
                format!("{}: {}", self.condition, e.trim_start_matches("NameError: ").replace("name ", "the name "))
            }
            Some(e) => format!("{} raised {}", self.condition, e),
            None => format!("{} is not true", self.condition),
        };
        if let Some(m) = &self.message {
            s.push_str(&format!("\n  ({})", m));
        }
        if let Some((what, v)) = &self.got {
            // values in one column, continuation lines of an array under its first line
            let w = (what.len() + 3).max(8);
            let indent = |v: &str| v.replace('\n', &format!("\n{}", " ".repeat(w + 3)));
            s.push_str(&format!("\n  {:<w$} {}", format!("{} is", what), indent(v)));
            if let Some(e) = &self.expected {
                s.push_str(&format!("\n  {:<w$} {}", "expected", indent(e)));
            }
        }
        s
    }
}

/// The parts of `a and b and c` (nested ands flattened).
fn conjuncts(e: &Expr, out: &mut Vec<Expr>) {
    match &e.kind {
        ExprKind::BoolOp(BoolOp::And, parts) => parts.iter().for_each(|p| conjuncts(p, out)),
        _ => out.push(e.clone()),
    }
}

fn eval_repr(interp: &mut Interp, e: &Expr) -> Option<String> {
    let v = interp.eval(e).ok()?;
    Some(repr(&v, &interp.print_opts))
}

/// Why `e` is false: the two sides of a comparison or of `np.array_equal(a, b)`-like calls.
fn sides(interp: &mut Interp, e: &Expr) -> (Option<(String, String)>, Option<String>) {
    match &e.kind {
        ExprKind::Compare(left, ops) if ops.len() == 1 => {
            let (op, right) = &ops[0];
            let got = eval_repr(interp, left).map(|v| (unparse(left), v));
            let exp = eval_repr(interp, right).map(|v| match op {
                CmpOp::Eq | CmpOp::Is => v,
                CmpOp::Ne | CmpOp::IsNot => format!("anything but {}", v),
                other => format!("{} {}", other.symbol(), v),
            });
            (got, exp)
        }
        ExprKind::Call { func, args } => {
            let name = unparse(func);
            let pos: Vec<&Expr> = args.iter().filter_map(|a| if let Arg::Positional(x) = a { Some(x) } else { None }).collect();
            let two = ["array_equal", "allclose", "array_equiv"].iter().any(|f| name.ends_with(f));
            if two && pos.len() >= 2 {
                let got = eval_repr(interp, pos[0]).map(|v| (unparse(pos[0]), v));
                (got, eval_repr(interp, pos[1]))
            } else {
                (None, None)
            }
        }
        _ => (None, None),
    }
}

/// Evaluate every check; the conditions that do not hold (empty: the answer is right).
/// Printing and teaching notes made while checking are discarded.
pub fn failures(interp: &mut Interp, checks: &[Check]) -> Vec<Failure> {
    let out_before = std::mem::take(&mut interp.out);
    let notes_before = std::mem::take(&mut interp.notes);
    let mut fails = Vec::new();
    for c in checks {
        let Ok(prog) = parse_program(&c.source) else { continue };
        let Some(StmtKind::Expr(e)) = prog.first().map(|s| &s.kind) else { continue };
        let mut parts = Vec::new();
        conjuncts(e, &mut parts);
        for p in &parts {
            let fail = |error: Option<String>, got, expected| Failure {
                condition: unparse(p),
                got,
                expected,
                message: c.message.clone(),
                error,
            };
            match interp.eval(p).and_then(|v| truthy(&v)) {
                Ok(true) => continue,
                Ok(false) => {
                    let (got, expected) = sides(interp, p);
                    fails.push(fail(None, got, expected));
                }
                Err(err) => fails.push(fail(Some(format!("{}: {}", err.kind.name(), err.msg)), None, None)),
            }
            // one failure per check line: the later parts often only make sense once it holds
            break;
        }
    }
    interp.out = out_before;
    interp.notes = notes_before;
    fails
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::format::Check;

    fn session(src: &str) -> Interp {
        let mut it = Interp::new();
        for s in parse_program(src).unwrap() {
            it.run_top(&s).unwrap();
        }
        it
    }

    fn check(src: &str) -> Check {
        Check { line: 1, source: src.into(), message: None }
    }

    #[test]
    fn any_correct_answer_passes() {
        let pre = "import numpy as np\nx = np.arange(6)\n";
        for answer in [
            "w = x.reshape(2, 3)",
            "w = np.lib.stride_tricks.as_strided(x, (2, 3), (24, 8))",
            "w = x[:, None].reshape(2, 3)",
        ] {
            let mut it = session(&format!("{pre}{answer}\n"));
            let f = failures(&mut it, &[check("w.shape == (2, 3) and np.shares_memory(w, x)")]);
            assert!(f.is_empty(), "{answer}: {f:?}");
        }
    }

    #[test]
    fn wrong_answer_names_the_failed_part_with_both_values() {
        let mut it = session("import numpy as np\nx = np.arange(6)\nw = x.reshape(3, 2).copy()\n");
        let f = failures(
            &mut it,
            &[check("w.shape == (3, 2)"), Check { message: Some("a view, not a copy".into()), ..check("np.shares_memory(w, x)") }],
        );
        assert_eq!(f.len(), 1);
        assert_eq!(f[0].condition, "np.shares_memory(w, x)");
        assert!(f[0].describe().contains("(a view, not a copy)"), "{}", f[0].describe());
        let f = failures(&mut it, &[check("w.ndim == 2 and w.strides == (24, 8)")]);
        assert_eq!(f[0].condition, "w.strides == (24, 8)");
        assert_eq!(f[0].got, Some(("w.strides".into(), "(16, 8)".into())));
        assert_eq!(f[0].expected.as_deref(), Some("(24, 8)"));
        assert_eq!(f[0].describe(), "w.strides == (24, 8) is not true\n  w.strides is (16, 8)\n  expected     (24, 8)");
    }

    #[test]
    fn missing_variable_and_arrays() {
        let mut it = session("import numpy as np\ng = np.zeros(3)\n");
        let f = failures(&mut it, &[check("w.shape == (2,)")]);
        assert_eq!(f[0].describe(), "w.shape == (2,): the name 'w' is not defined");
        let f = failures(&mut it, &[check("np.array_equal(g, [1, 2, 1])")]);
        assert_eq!(f[0].got, Some(("g".into(), "array([0., 0., 0.])".into())));
        assert_eq!(f[0].expected.as_deref(), Some("[1, 2, 1]"));
        assert!(it.out.is_empty());
    }
}
