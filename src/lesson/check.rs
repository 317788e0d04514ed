//! Checking an answer by meaning, as R's swirl does: a task's `check:` expressions are
//! evaluated in the learner's session after their input, so any correct answer passes. A
//! failed check says which condition failed, splitting `a and b` into its parts and
//! showing both sides of a comparison (`w.strides` is (8, 8), expected (16, 8)).
//!
//! A task is judged from its own starting state: [`Snapshot`] keeps the task's variables as
//! the task began (the objects and copies of their values), so a try that changed an input
//! can be told apart, undone in place (views the learner made keep working), and a
//! learner's state compared with what a known-wrong answer leaves behind.

use stridelab_eval::repr::repr;
use stridelab_eval::interp::Interp;
use stridelab_eval::ops::truthy;
use std::rc::Rc;

use stridelab_eval::value::Value;
use stridelab_lang::ast::{Arg, BoolOp, CmpOp, Expr, ExprKind, Stmt, StmtKind, UnaryOp};
use stridelab_lang::parser::parse_program;
use stridelab_teach::run::run_statement_rich;
use stridelab_teach::unparse::unparse;

use super::format::{Check, Task};

/// One condition that did not hold.
#[derive(Debug, Clone, PartialEq)]
pub struct Failure {
    /// The condition's text (one part of an `and`; for `not c`, the text of c).
    pub condition: String,
    /// The condition was `not c`: c must be False.
    pub negated: bool,
    /// The learner's side, e.g. `w.strides` and its repr.
    pub got: Option<(String, String)>,
    /// What it should be (the comparison's other side).
    pub expected: Option<String>,
    /// The `# message` of the check line.
    pub message: Option<String>,
    /// Evaluating the condition raised (`NameError: name 'w' is not defined`).
    pub error: Option<String>,
    /// Where two big arrays of one shape first differ (`tiles3[1, 0, 0, 0] is 18, expected
    /// 27`): their first lines, all that is shown of them, may be equal.
    pub first_difference: Option<String>,
}

impl Failure {
    /// Lines for the learner: the condition, then their value beside the expected one.
    pub fn describe(&self) -> String {
        let mut s = match &self.error {
            Some(e) if e.starts_with("NameError") => {
                format!("{}: {}", self.condition, e.trim_start_matches("NameError: ").replace("name ", "the name "))
            }
            Some(e) => format!("{} raised {}", self.condition, e),
            // say what must hold, never "not x is not true"
            // "Not yet:" is the learner's prefix: the condition comes right after it
            None if self.negated => format!("{} must be False (it is True)", self.condition),
            None if self.got.is_some() => format!("{} must hold", self.condition),
            None => format!("{} must be True (it is False)", self.condition),
        };
        if let Some(m) = &self.message {
            s.push_str(&format!("\n  ({})", m));
        }
        if let Some((what, v)) = &self.got {
            // values in one column, continuation lines of an array under its first line; a
            // big array shows its first lines only, so "Not yet" stays on a 40-row screen
            let w = (what.len() + 3).max(8);
            let indent = |v: &str| {
                let lines: Vec<&str> = v.lines().collect();
                let mut shown = lines.iter().take(MAX_VALUE_LINES).copied().collect::<Vec<_>>().join("\n");
                if lines.len() > MAX_VALUE_LINES {
                    let more = lines.len() - MAX_VALUE_LINES;
                    shown.push_str(&format!("\n... ({} more line{})", more, if more == 1 { "" } else { "s" }));
                }
                shown.replace('\n', &format!("\n{}", " ".repeat(w + 3)))
            };
            s.push_str(&format!("\n  {:<w$} {}", format!("{} is", what), indent(v)));
            if let Some(e) = &self.expected {
                s.push_str(&format!("\n  {:<w$} {}", "expected", indent(e)));
            }
        }
        if let Some(d) = &self.first_difference {
            s.push_str(&format!("\n  first difference: {}", d));
        }
        s
    }
}

/// Lines of a value shown beside a failed condition (the rest is counted, not shown).
const MAX_VALUE_LINES: usize = 6;

/// The parts of `a and b and c` (nested ands flattened).
fn conjuncts(e: &Expr, out: &mut Vec<Expr>) {
    match &e.kind {
        ExprKind::BoolOp(BoolOp::And, parts) => parts.iter().for_each(|p| conjuncts(p, out)),
        _ => out.push(e.clone()),
    }
}

/// Where arrays `got` and `expected` of one shape first differ, when they are too big to be
/// shown whole: `w[1, 0] is 18, expected 27`.
fn first_difference(interp: &mut Interp, what: &str, got: &Value, expected: &Value, close: bool) -> Option<String> {
    let names = [("__g", got.clone()), ("__e", expected.clone())];
    let same_shape = "np.shape(__g) == np.shape(__e) and np.ndim(__g) > 0";
    if !eval_with(interp, &names, same_shape).is_some_and(|v| truthy(&v).unwrap_or(false)) {
        return None;
    }
    let differ = if close { "~np.isclose(__g, __e)" } else { "np.asarray(__g) != np.asarray(__e)" };
    let at = eval_with(interp, &names, &format!("tuple(int(k) for k in np.argwhere({})[0])", differ))?;
    let with_at = [("__g", got.clone()), ("__e", expected.clone()), ("__i", at.clone())];
    let g = eval_with(interp, &with_at, "np.asarray(__g)[__i].item()")?;
    let e = eval_with(interp, &with_at, "np.asarray(__e)[__i].item()")?;
    let index = repr(&at, &interp.print_opts);
    // `w[1, 0]`, but `(w * 2)[1, 0]`
    let what = if what.contains(' ') { format!("({})", what) } else { what.to_string() };
    let index = index.trim_start_matches('(').trim_end_matches(')').trim_end_matches(',');
    Some(format!("{}[{}] is {}, expected {}", what, index, repr(&g, &interp.print_opts), repr(&e, &interp.print_opts)))
}

/// Why `e` is false: the two sides of a comparison or of `np.array_equal(a, b)`-like calls,
/// and where two big arrays first differ.
type Sides = (Option<(String, String)>, Option<String>, Option<String>);
fn sides(interp: &mut Interp, e: &Expr) -> Sides {
    match &e.kind {
        ExprKind::Compare(left, ops) if ops.len() == 1 => {
            let (op, right) = &ops[0];
            let left_value = interp.eval(left).ok();
            let got = left_value.as_ref().map(|v| (unparse(left), repr(v, &interp.print_opts)));
            // `z.dtype == np.float32` compares dtypes: the expected side reads as the dtype
            // it stands for (dtype('float32')), not as the scalar type's class
            let right_repr = match (&left_value, interp.eval(right).ok()) {
                (Some(Value::DType(_)), Some(r)) if !matches!(r, Value::DType(_)) => {
                    eval_with(interp, &[("__expected", r.clone())], "np.dtype(__expected)").map(|d| repr(&d, &interp.print_opts))
                }
                (_, r) => r.map(|r| repr(&r, &interp.print_opts)),
            };
            let exp = right_repr.map(|v| match op {
                CmpOp::Eq | CmpOp::Is => v,
                CmpOp::Ne | CmpOp::IsNot => format!("anything but {}", v),
                other => format!("{} {}", other.symbol(), v),
            });
            (got, exp, None)
        }
        ExprKind::Call { func, args } => {
            let name = unparse(func);
            let pos: Vec<&Expr> = args.iter().filter_map(|a| if let Arg::Positional(x) = a { Some(x) } else { None }).collect();
            let two = ["array_equal", "allclose", "array_equiv"].iter().any(|f| name.ends_with(f));
            if two && pos.len() >= 2 {
                let got_value = interp.eval(pos[0]).ok();
                let got = got_value.as_ref().map(|v| (unparse(pos[0]), repr(v, &interp.print_opts)));
                // a list written in the check reads best as the array it is compared as
                let exp = interp.eval(pos[1]).ok().map(|v| match v {
                    Value::List(_) | Value::Tuple(_) => {
                        eval_with(interp, &[("__expected", v.clone())], "np.asarray(__expected)").unwrap_or(v)
                    }
                    v => v,
                });
                let exp_repr = exp.as_ref().map(|v| repr(v, &interp.print_opts));
                let cut = |r: &Option<String>| r.as_ref().is_some_and(|r| r.lines().count() > MAX_VALUE_LINES);
                let diff = match (&got_value, &exp) {
                    (Some(g), Some(x)) if cut(&got.as_ref().map(|g| g.1.clone())) || cut(&exp_repr) => {
                        first_difference(interp, &unparse(pos[0]), g, x, !name.ends_with("array_equal"))
                    }
                    _ => None,
                };
                (got, exp_repr, diff)
            } else {
                (None, None, None)
            }
        }
        _ => (None, None, None),
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
            let (condition, negated) = match &p.kind {
                ExprKind::Unary(UnaryOp::Not, inner) => (unparse(inner), true),
                _ => (unparse(p), false),
            };
            let fail = |error: Option<String>, got, expected, first_difference| Failure {
                condition: condition.clone(),
                negated,
                got,
                expected,
                message: c.message.clone(),
                error,
                first_difference,
            };
            match interp.eval(p).and_then(|v| truthy(&v)) {
                Ok(true) => continue,
                Ok(false) => {
                    let (got, expected, diff) = sides(interp, p);
                    fails.push(fail(None, got, expected, diff));
                }
                Err(err) => fails.push(fail(Some(format!("{}: {}", err.kind.name(), err.msg)), None, None, None)),
            }
            // one failure per check line: the later parts often only make sense once it holds
            break;
        }
    }
    interp.out = out_before;
    interp.notes = notes_before;
    fails
}

/// Evaluate `src` with `names` bound to values for the moment (then unbound again);
/// None if it raises. Printing and notes are discarded.
fn eval_with(interp: &mut Interp, names: &[(&str, Value)], src: &str) -> Option<Value> {
    let prog = parse_program(src).ok()?;
    let Some(StmtKind::Expr(e)) = prog.first().map(|s| &s.kind) else { return None };
    let out = std::mem::take(&mut interp.out);
    let notes = std::mem::take(&mut interp.notes);
    let shadowed: Vec<(String, Option<Value>)> =
        names.iter().map(|(n, v)| (n.to_string(), interp.globals.insert(n.to_string(), v.clone()))).collect();
    let r = interp.eval(e).ok();
    for (n, old) in shadowed {
        match old {
            Some(v) => interp.globals.insert(n, v),
            None => interp.globals.remove(&n),
        };
    }
    interp.out = out;
    interp.notes = notes;
    r
}

/// The same object (an array or list by identity; other values by value).
fn same_object(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Array(x), Value::Array(y)) => Rc::ptr_eq(x, y),
        (Value::List(x), Value::List(y)) => Rc::ptr_eq(x, y),
        (Value::Array(_) | Value::List(_), _) | (_, Value::Array(_) | Value::List(_)) => false,
        _ => true,
    }
}

/// A copy of a value that later writes to the original do not change.
fn frozen(interp: &mut Interp, v: &Value) -> Value {
    match v {
        Value::Array(_) => eval_with(interp, &[("__v", v.clone())], "__v.copy()").unwrap_or_else(|| v.clone()),
        Value::List(l) => Value::list(l.borrow().clone()),
        _ => v.clone(),
    }
}

/// Equal values of the same type (arrays: also the same shape and dtype).
fn same_value(interp: &mut Interp, a: &Value, b: &Value) -> bool {
    if let (Value::Array(x), Value::Array(y)) = (a, b)
        && Rc::ptr_eq(x, y)
    {
        return true;
    }
    let src = match (a, b) {
        (Value::Array(_), Value::Array(_)) => {
            "__a.shape == __b.shape and __a.dtype == __b.dtype and np.array_equal(__a, __b, equal_nan=True)"
        }
        _ => "type(__a) is type(__b) and bool(__a == __b)",
    };
    eval_with(interp, &[("__a", a.clone()), ("__b", b.clone())], src).is_some_and(|v| truthy(&v).unwrap_or(false))
}

/// The names a task is about: those its checks read and those its setup makes. A statement
/// that changes none of them is not an attempt at the task.
pub fn task_names(task: &Task) -> Vec<String> {
    let mut out = Vec::new();
    for c in &task.checks {
        if let Ok(prog) = parse_program(&c.source) {
            prog.iter().for_each(|s| stmt_names(s, &mut out, false));
        }
    }
    if let Ok(prog) = parse_program(&task.setup) {
        prog.iter().for_each(|s| stmt_names(s, &mut out, true));
    }
    // the prelude's names and builtins are not the learner's to change
    out.retain(|n| {
        !matches!(
            n.as_str(),
            "np" | "as_strided" | "sliding_window_view" | "windows" | "all" | "any" | "len" | "range" | "set" | "max"
                | "min" | "sum" | "abs" | "int" | "float" | "bool" | "list" | "tuple" | "type" | "isinstance"
        )
    });
    out
}

fn push(out: &mut Vec<String>, n: &str) {
    if !out.iter().any(|o| o == n) {
        out.push(n.to_string());
    }
}

/// The variable a target binds or writes into: `g2` for `g2`, `g2[1:]`, `g2.shape`.
fn target_roots(e: &Expr, out: &mut Vec<String>) {
    match &e.kind {
        ExprKind::Name(n) => push(out, n),
        ExprKind::Tuple(items) | ExprKind::List(items) => items.iter().for_each(|x| target_roots(x, out)),
        ExprKind::Starred(x) | ExprKind::Subscript(x, _) | ExprKind::Attr(x, _) => target_roots(x, out),
        _ => {}
    }
}

/// Names assigned by a statement (`assigned`), or read by an expression statement.
fn stmt_names(s: &Stmt, out: &mut Vec<String>, assigned: bool) {
    match &s.kind {
        StmtKind::Expr(e) if !assigned => read_names(e, &[], out),
        StmtKind::Assign { targets, .. } if assigned => targets.iter().for_each(|t| target_roots(t, out)),
        StmtKind::AugAssign { target, .. } if assigned => target_roots(target, out),
        StmtKind::Del(ts) if assigned => ts.iter().for_each(|t| target_roots(t, out)),
        StmtKind::For { target, body, orelse, .. } if assigned => {
            target_roots(target, out);
            body.iter().chain(orelse).for_each(|s| stmt_names(s, out, true));
        }
        StmtKind::If { body, orelse, .. } | StmtKind::While { body, orelse, .. } if assigned => {
            body.iter().chain(orelse).for_each(|s| stmt_names(s, out, true))
        }
        StmtKind::FunctionDef { name, .. } | StmtKind::ClassDef { name, .. } if assigned => push(out, name),
        _ => {}
    }
}

/// The names a comprehension reads: each `for`'s iterable and conditions, then the parts it
/// builds (`elt`, or `key` and `value`), with the loop variables bound from their `for` on.
fn comprehension_names(generators: &[stridelab_lang::ast::Comprehension], parts: &[&Expr], bound: &[String], out: &mut Vec<String>) {
    let mut inner = bound.to_vec();
    for g in generators {
        read_names(&g.iter, &inner, out);
        target_roots(&g.target, &mut inner);
        g.conds.iter().for_each(|c| read_names(c, &inner, out));
    }
    parts.iter().for_each(|p| read_names(p, &inner, out));
}

/// Every name an expression reads, comprehension variables excepted.
fn read_names(e: &Expr, bound: &[String], out: &mut Vec<String>) {
    let mut go = |x: &Expr| read_names(x, bound, out);
    match &e.kind {
        ExprKind::Name(n) if !bound.contains(n) => push(out, n),
        ExprKind::ListComp { elt, generators, .. } => comprehension_names(generators, &[elt], bound, out),
        ExprKind::DictComp { key, value, generators } => comprehension_names(generators, &[key, value], bound, out),
        ExprKind::Tuple(items) | ExprKind::List(items) | ExprKind::Set(items) | ExprKind::BoolOp(_, items) => {
            items.iter().for_each(go)
        }
        ExprKind::Starred(x) | ExprKind::Attr(x, _) | ExprKind::Unary(_, x) => go(x),
        ExprKind::Subscript(a, b) | ExprKind::Binary(_, a, b) => {
            go(a);
            go(b);
        }
        ExprKind::Slice { start, stop, step } => [start, stop, step].into_iter().flatten().for_each(|x| go(x)),
        ExprKind::Call { func, args } => {
            go(func);
            for a in args {
                let (Arg::Positional(x) | Arg::Keyword(_, x) | Arg::Star(x) | Arg::DoubleStar(x)) = a;
                go(x);
            }
        }
        ExprKind::Compare(first, rest) => {
            go(first);
            rest.iter().for_each(|(_, x)| go(x));
        }
        ExprKind::IfExp { cond, body, orelse } => {
            go(cond);
            go(body);
            go(orelse);
        }
        ExprKind::Dict(pairs) => pairs.iter().for_each(|(k, v)| {
            go(k);
            go(v);
        }),
        _ => {}
    }
}

/// The task names a piece of code assigns or writes into (`g2[0] = 1`, `g2 += 1`).
pub fn assigns_any(prog: &[Stmt], names: &[String]) -> bool {
    let mut out = Vec::new();
    prog.iter().for_each(|s| stmt_names(s, &mut out, true));
    out.iter().any(|n| names.contains(n))
}

/// The task's variables at one moment: per name, the object bound and a frozen copy of
/// its value (None: not bound).
#[derive(Debug, Clone, Default)]
pub struct Snapshot {
    entries: Vec<(String, Option<(Value, Value)>)>,
}

impl Snapshot {
    pub fn take(interp: &mut Interp, names: &[String]) -> Snapshot {
        let entries = names
            .iter()
            .map(|n| {
                let v = interp.globals.get(n).cloned();
                (n.clone(), v.map(|v| (frozen(interp, &v), v)).map(|(c, v)| (v, c)))
            })
            .collect();
        Snapshot { entries }
    }

    /// The names bound in the snapshot (the task's inputs, for a snapshot of its start).
    pub fn bound(&self) -> Vec<String> {
        self.entries.iter().filter(|e| e.1.is_some()).map(|e| e.0.clone()).collect()
    }

    /// The names whose binding or value is no longer what the snapshot holds.
    pub fn changed(&self, interp: &mut Interp) -> Vec<String> {
        let mut out = Vec::new();
        for (n, e) in &self.entries {
            let now = interp.globals.get(n).cloned();
            let same = match (e, &now) {
                (None, None) => true,
                (Some((obj, copy)), Some(v)) => same_object(obj, v) && same_value(interp, copy, v),
                _ => false,
            };
            if !same {
                out.push(n.clone());
            }
        }
        out
    }

    /// Of the names bound here, those `other` holds differently (another object or value).
    pub fn differs_from(&self, interp: &mut Interp, other: &Snapshot) -> Vec<String> {
        let mut out = Vec::new();
        for (n, e) in &self.entries {
            let Some((obj, copy)) = e else { continue };
            let o = other.entries.iter().find(|o| &o.0 == n).and_then(|o| o.1.clone());
            let same = o.is_some_and(|(oobj, ocopy)| same_object(obj, &oobj) && same_value(interp, copy, &ocopy));
            if !same {
                out.push(n.clone());
            }
        }
        out
    }

    /// The value a name had (its frozen copy), for showing the learner.
    pub fn value_of(&self, name: &str) -> Option<&Value> {
        self.entries.iter().find(|e| e.0 == name).and_then(|e| e.1.as_ref()).map(|e| &e.1)
    }

    /// Put every name back: the same objects, their values written back in place (so a
    /// view made of them in between still sees them); names the snapshot lacks are unbound.
    pub fn restore(&self, interp: &mut Interp) {
        for (n, e) in &self.entries {
            match e {
                None => {
                    interp.globals.remove(n);
                }
                Some((obj, copy)) => {
                    interp.globals.insert(n.clone(), obj.clone());
                    if matches!(obj, Value::Array(_)) && !same_value(interp, obj, copy) {
                        // a read-only view cannot be written; its base is restored instead
                        eval_with(interp, &[("__o", obj.clone()), ("__c", copy.clone())], "np.copyto(__o, __c)");
                    }
                    if let (Value::List(l), Value::List(c)) = (obj, copy) {
                        *l.borrow_mut() = c.borrow().clone();
                    }
                }
            }
        }
    }
}

/// Run `code` quietly; false if it does not parse or a statement raises.
fn run_silently(interp: &mut Interp, code: &str) -> bool {
    first_error(interp, code).is_none()
}

/// Run `code` from the task's start, look at the result with `look` (given whether the
/// code ran without error), then put the session back as it was: the bindings, and the
/// values of the task's variables and of the start's objects.
pub fn from_start<R>(
    interp: &mut Interp,
    start: &Snapshot,
    names: &[String],
    code: &str,
    look: impl FnOnce(&mut Interp, bool) -> R,
) -> R {
    let globals = interp.globals.clone();
    let mut live: Vec<(Value, Value)> = Vec::new();
    let objects: Vec<Value> = start
        .entries
        .iter()
        .filter_map(|e| e.1.as_ref().map(|e| e.0.clone()))
        .chain(names.iter().filter_map(|n| interp.globals.get(n).cloned()))
        .collect();
    for v in objects {
        if matches!(v, Value::Array(_)) && !live.iter().any(|(o, _)| same_object(o, &v)) {
            let c = frozen(interp, &v);
            live.push((v, c));
        }
    }
    start.restore(interp);
    let ok = run_silently(interp, code);
    let r = look(interp, ok);
    interp.globals = globals;
    for (obj, copy) in &live {
        if !same_value(interp, obj, copy) {
            eval_with(interp, &[("__o", obj.clone()), ("__c", copy.clone())], "np.copyto(__o, __c)");
        }
    }
    r
}

/// The checks' failures when the task starts from other inputs: the session goes back to
/// the task's start, `vary` gives the inputs other values, and `tries` (the learner's inputs
/// in this task that ran without error, in order) run again; the last one raising now is
/// the failure.
/// Empty: the answer holds for those inputs too. `None`: `vary` itself failed.
pub fn varied_failures(
    interp: &mut Interp,
    start: &Snapshot,
    names: &[String],
    vary: &str,
    tries: &[String],
    checks: &[Check],
) -> Option<Vec<Failure>> {
    from_start(interp, start, names, vary, |it, ok| {
        ok.then(|| {
            for (k, t) in tries.iter().enumerate() {
                // an earlier try that raises now was replaced by later ones; the last try
                // ran the first time, so the inputs alone make it raise
                if let Some(error) = first_error(it, t).filter(|_| k + 1 == tries.len()) {
                    let condition = t.trim_end().replace('\n', "; ");
                    return vec![Failure { condition, negated: false, got: None, expected: None, message: None, error: Some(error), first_difference: None }];
                }
            }
            failures(it, checks)
        })
    })
}

/// Run `code` quietly, up to the first statement that raises; that error (or the syntax
/// error), if any.
fn first_error(interp: &mut Interp, code: &str) -> Option<String> {
    let out = std::mem::take(&mut interp.out);
    let notes = std::mem::take(&mut interp.notes);
    let err = match parse_program(code) {
        Ok(prog) => prog.iter().find_map(|s| run_statement_rich(interp, s).echo.error),
        Err(e) => Some(format!("SyntaxError: {}", e.msg)),
    };
    interp.out = out;
    interp.notes = notes;
    err
}

/// Whether the learner typed the known-wrong answer `wrong`, or (`part`) one of its
/// `;`-separated statements, spacing and quote style aside. Only then can its `why:` be the
/// learner's mistake: code that merely leaves the same values behind can be wrong for another
/// reason (`m[:]`, `m.view()` and `safe = m` all fail "safe must not share m's memory", but
/// only the last is "nothing is copied, safe is m"), and a reason that is not the learner's is
/// worse than none; the failed conditions still say what must hold.
pub fn typed_wrong(src: &str, wrong: &str, part: bool) -> bool {
    let norm = |s: &str| -> String { s.chars().filter(|c| !c.is_whitespace()).map(|c| if c == '"' { '\'' } else { c }).collect() };
    let typed = norm(src);
    norm(wrong) == typed || (part && wrong.split(';').any(|p| norm(p) == typed))
}

/// Whether the learner's session holds, for every task name, what `wrong` leaves behind
/// when run from the task's start (so its `why:` applies to a wrong answer typed in parts).
pub fn matches_wrong(interp: &mut Interp, start: &Snapshot, names: &[String], wrong: &str) -> bool {
    let now = Snapshot::take(interp, names);
    from_start(interp, start, names, wrong, |it, ok| {
        ok && now.entries.iter().all(|(n, e)| match (e, it.globals.get(n).cloned()) {
            (None, None) => true,
            (Some((_, copy)), Some(v)) => same_value(it, copy, &v),
            _ => false,
        })
    })
}

/// A short repr for a note (first line of a long array).
pub fn short_repr(interp: &Interp, v: &Value) -> String {
    let r = repr(v, &interp.print_opts);
    let one: String = r.lines().map(str::trim).collect::<Vec<_>>().join(" ");
    if one.chars().count() > 70 { format!("{}...", one.chars().take(67).collect::<String>()) } else { one }
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
        assert_eq!(f[0].describe(), "w.strides == (24, 8) must hold\n  w.strides is (16, 8)\n  expected     (24, 8)");
        let f = failures(&mut it, &[check("not np.shares_memory(w, w) or w.ndim == 3"), check("not np.shares_memory(x, x)")]);
        assert_eq!(f[0].describe(), "not np.shares_memory(w, w) or (w.ndim == 3) must be True (it is False)");
        assert_eq!(f[1].describe(), "np.shares_memory(x, x) must be False (it is True)");
        // a dtype compared with a scalar type is shown against the dtype that type stands for
        let f = failures(&mut it, &[check("w.dtype == np.float32")]);
        assert_eq!(f[0].describe(), "w.dtype == np.float32 must hold\n  w.dtype is dtype('int64')\n  expected   dtype('float32')");
    }

    #[test]
    fn missing_variable_and_arrays() {
        let mut it = session("import numpy as np\ng = np.zeros(3)\n");
        let f = failures(&mut it, &[check("w.shape == (2,)")]);
        assert_eq!(f[0].describe(), "w.shape == (2,): the name 'w' is not defined");
        let f = failures(&mut it, &[check("np.array_equal(g, [1, 2, 1])")]);
        assert_eq!(f[0].got, Some(("g".into(), "array([0., 0., 0.])".into())));
        // a list in the check is shown as the array it is compared as
        assert_eq!(f[0].expected.as_deref(), Some("array([1, 2, 1])"));
        assert!(it.out.is_empty());
        // a big array shows its first lines, and says how many more there are
        let mut it = session("import numpy as np\nbig = np.arange(400).reshape(20, 20)\n");
        let f = failures(&mut it, &[check("np.array_equal(big, 0)")]);
        let d = f[0].describe();
        // the condition, the value's first lines and the count of the rest, the expected value
        assert_eq!(d.lines().count(), 1 + MAX_VALUE_LINES + 1 + 1, "{d}");
        assert!(d.contains("... (34 more lines)"), "{d}");
    }

    #[test]
    fn big_arrays_of_one_shape_say_where_they_first_differ() {
        let mut it = session("import numpy as np\nbig = np.arange(64).reshape(8, 8)\nother = big.copy()\nother[5, 2] = -1\nsmall = np.arange(3)\nseven = np.zeros((7, 2))\n");
        let f = failures(
            &mut it,
            &[
                check("np.array_equal(other, big)"),
                check("np.allclose(other * 1.0, big)"),
                check("np.array_equal(small, [0, 1, 3])"),
                check("np.array_equal(seven, 1)"),
            ],
        );
        assert!(f[0].describe().ends_with("\n  first difference: other[5, 2] is -1, expected 42"), "{}", f[0].describe());
        assert!(f[1].describe().ends_with("first difference: (other * 1.0)[5, 2] is -1.0, expected 42"), "{}", f[1].describe());
        // a small array is shown whole: no need
        assert_eq!(f[2].first_difference, None);
        // one line left out is one line
        assert!(f[3].describe().contains("... (1 more line)\n"), "{}", f[3].describe());
    }

    #[test]
    fn other_inputs_catch_numbers_read_off_the_inputs() {
        let mut it = session("import numpy as np\nfrom numpy.lib.stride_tricks import as_strided\nx = np.arange(4)\n");
        let names: Vec<String> = ["w", "x"].iter().map(|s| s.to_string()).collect();
        let start = Snapshot::take(&mut it, &names);
        let checks = [check("np.array_equal(w, x[::2])")];
        let vary = "x = np.arange(4, dtype=np.int16)";
        let mut varied = |tries: &[&str]| {
            let tries: Vec<String> = tries.iter().map(|t| t.to_string()).collect();
            varied_failures(&mut it, &start, &names, vary, &tries, &checks)
        };
        // a stride read off the int64 x reads outside the int16 one
        let f = varied(&["w = as_strided(x, (2,), (16,))"]).unwrap();
        assert!(f[0].describe().starts_with("w = as_strided(x, (2,), (16,)) raised ValueError: as_strided would read outside"), "{f:?}");
        // computed from x, in parts: right for any x
        assert_eq!(varied(&["s = x.strides[0] * 2", "w = as_strided(x, (2,), (s,))"]), Some(vec![]));
        // an earlier try that raises there was replaced by the last one
        assert_eq!(varied(&["w = as_strided(x, (2,), (16,))", "w = x[::2]"]), Some(vec![]));
        assert_eq!(varied_failures(&mut it, &start, &names, "x = nope", &[], &checks), None);
        // the session is left as it was
        assert!(start.changed(&mut it).is_empty() && !it.globals.contains_key("s"));
    }

    #[test]
    fn snapshots_restore_in_place_and_judge_from_the_start() {
        let mut it = session("import numpy as np\ng = np.zeros(3)\nup = 2.0\n");
        let names: Vec<String> = ["g", "up", "out"].iter().map(|s| s.to_string()).collect();
        let start = Snapshot::take(&mut it, &names);
        assert_eq!(start.bound(), ["g", "up"]);
        for s in parse_program("v = g[1:]\nv += 1\nout = g * up\n").unwrap() {
            it.run_top(&s).unwrap();
        }
        assert_eq!(start.changed(&mut it), ["g", "out"]);
        // a wrong answer typed in parts is recognised by what it leaves behind, from the
        // task's start; one typed whole, by its text
        assert!(typed_wrong("safe = m.view( )", "safe=m.view()", false));
        assert!(typed_wrong("r = t.ravel(order=\"F\")", "r = t.ravel(order='F')", false));
        assert!(!typed_wrong("safe = m[:]", "safe = m", true));
        assert!(typed_wrong("out = g*2", "g[1:] += 1; out = g * 2", true));
        assert!(!typed_wrong("out = g*2", "g[1:] += 1; out = g * 2", false));
        assert!(matches_wrong(&mut it, &start, &names, "g[1:] += 1; out = g * 2"));
        assert!(!matches_wrong(&mut it, &start, &names, "g[1:] += 2; out = g * 2"));
        // trying code from the start leaves the session as it was
        assert!(from_start(&mut it, &start, &names, "g += 5", |it, ok| ok && !it.globals.contains_key("out")));
        assert_eq!(start.changed(&mut it), ["g", "out"]);
        start.restore(&mut it);
        assert!(start.changed(&mut it).is_empty());
        // the view made in between still sees g: the values went back in place
        for s in parse_program("v += 7\nok = g[2] == 7\n").unwrap() {
            it.run_top(&s).unwrap();
        }
        assert!(matches!(it.globals.get("ok"), Some(v) if truthy(v).unwrap()));
    }

    #[test]
    fn task_names_are_what_checks_read_and_setup_makes() {
        let t = crate::lesson::format::parse_lesson(
            "t.md",
            "01-t",
            "# T\n\nP.\n\n```task\nDo.\nsetup: a = 1\nsetup: b, c[0] = 2, 3\ncheck: all(w[i] == x for i in range(3))\nanswer: w = [1]\n```\n",
        )
        .unwrap()
        .steps[0]
            .task
            .clone()
            .unwrap();
        assert_eq!(task_names(&t), ["w", "x", "a", "b", "c"]);
        let prog = parse_program("gw = g[::2]\ngw += 1\n").unwrap();
        assert!(!assigns_any(&prog, &["g".to_string()]));
        assert!(assigns_any(&parse_program("g[0] = 1").unwrap(), &["g".to_string()]));
    }
}
