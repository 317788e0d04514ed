//! CPython's compile-time recursion limit, applied to the parsed tree.
//!
//! CPython 3.11's compiler walks the AST recursively and refuses trees deeper than its
//! recursion limit (`Python/symtable.c`, `COMPILER_STACK_FRAME_SCALE` x 1000, less the frames
//! already in use): `x = -(-(...))` or `a.b.b.b...` nested 2993 deep gives
//! `RecursionError: maximum recursion depth exceeded during compilation` at the top level of a
//! script or the interactive prompt. The evaluator recurses on the same tree, so this limit
//! also bounds its stack.

use super::ast::{Arg, Expr, ExprKind, FPart, Stmt, StmtKind};

/// The deepest expression chain CPython 3.11 compiles in a top-level statement (counting the
/// leaf: `x = ` + 2992 minus signs + `1` is 2993 deep and compiles; one more does not).
pub const MAX_EXPR_DEPTH: usize = 2993;

/// Whether some expression in `stmts` is nested deeper than `MAX_EXPR_DEPTH`.
pub fn too_deep(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| stmt_depth(s, 0) > MAX_EXPR_DEPTH)
}

fn stmt_depth(s: &Stmt, base: usize) -> usize {
    let e = |x: &Expr| expr_depth(x, base);
    let o = |x: &Option<Expr>| x.as_ref().map_or(0, |x| expr_depth(x, base));
    let block = |b: &[Stmt]| b.iter().map(|s| stmt_depth(s, base + 1)).max().unwrap_or(0);
    match &s.kind {
        StmtKind::Expr(x) | StmtKind::Return(Some(x)) => e(x),
        StmtKind::Assign { targets, value } => targets.iter().map(e).max().unwrap_or(0).max(e(value)),
        StmtKind::AugAssign { target, value, .. } => e(target).max(e(value)),
        StmtKind::If { cond, body, orelse } | StmtKind::While { cond, body, orelse } => {
            e(cond).max(block(body)).max(block(orelse))
        }
        StmtKind::For { target, iter, body, orelse } => e(target).max(e(iter)).max(block(body)).max(block(orelse)),
        StmtKind::FunctionDef { params, body, .. } => {
            params.iter().map(|p| o(&p.default)).max().unwrap_or(0).max(block(body))
        }
        StmtKind::Del(v) => v.iter().map(e).max().unwrap_or(0),
        StmtKind::Assert { test, msg } => e(test).max(o(msg)),
        StmtKind::Try { body, handlers, orelse, finalbody } => block(body)
            .max(block(orelse))
            .max(block(finalbody))
            .max(handlers.iter().map(|h| o(&h.typ).max(block(&h.body))).max().unwrap_or(0)),
        StmtKind::Raise { exc, cause } => o(exc).max(o(cause)),
        StmtKind::ClassDef { bases, body, .. } => bases.iter().map(e).max().unwrap_or(0).max(block(body)),
        StmtKind::With { items, body } => items.iter().map(|w| e(&w.context).max(o(&w.target))).max().unwrap_or(0).max(block(body)),
        _ => base,
    }
}

/// Depth of `x` (a leaf is 1) plus `base`, giving up early past the limit so that a tree the
/// parser allowed (up to about 6000 levels) is walked at most that deep.
fn expr_depth(x: &Expr, base: usize) -> usize {
    let d = base + 1;
    if d > MAX_EXPR_DEPTH {
        return d;
    }
    let sub = |y: &Expr| expr_depth(y, d);
    let many = |v: &[Expr]| v.iter().map(|y| expr_depth(y, d)).max().unwrap_or(d);
    let opt = |y: &Option<Box<Expr>>| y.as_ref().map_or(d, |y| expr_depth(y, d));
    let comps = |g: &[super::ast::Comprehension]| {
        g.iter()
            .map(|c| sub(&c.target).max(sub(&c.iter)).max(many(&c.conds)))
            .max()
            .unwrap_or(d)
    };
    match &x.kind {
        ExprKind::Tuple(v) | ExprKind::List(v) | ExprKind::Set(v) => many(v),
        ExprKind::Dict(kv) => kv.iter().map(|(k, v)| sub(k).max(sub(v))).max().unwrap_or(d),
        ExprKind::Starred(y) | ExprKind::Attr(y, _) | ExprKind::Unary(_, y) => sub(y),
        ExprKind::Call { func, args } => args
            .iter()
            .map(|a| match a {
                Arg::Positional(y) | Arg::Keyword(_, y) | Arg::Star(y) | Arg::DoubleStar(y) => sub(y),
            })
            .max()
            .unwrap_or(d)
            .max(sub(func)),
        ExprKind::Subscript(a, b) | ExprKind::Binary(_, a, b) => sub(a).max(sub(b)),
        ExprKind::Slice { start, stop, step } => opt(start).max(opt(stop)).max(opt(step)),
        ExprKind::Compare(a, rest) => rest.iter().map(|(_, y)| sub(y)).max().unwrap_or(d).max(sub(a)),
        ExprKind::BoolOp(_, v) => many(v),
        ExprKind::IfExp { cond, body, orelse } => sub(cond).max(sub(body)).max(sub(orelse)),
        ExprKind::Lambda { params, body } => params
            .iter()
            .filter_map(|p| p.default.as_ref().map(sub))
            .max()
            .unwrap_or(d)
            .max(sub(body)),
        ExprKind::ListComp { elt, generators, .. } => sub(elt).max(comps(generators)),
        ExprKind::DictComp { key, value, generators } => sub(key).max(sub(value)).max(comps(generators)),
        ExprKind::FString(parts) => parts
            .iter()
            .map(|p| match p {
                FPart::Expr { expr, .. } => sub(expr),
                FPart::Lit(_) => d,
            })
            .max()
            .unwrap_or(d),
        _ => d,
    }
}
