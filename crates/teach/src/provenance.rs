//! Where each name came from: rich mode records, for every name an assignment binds, the
//! name its value was derived from in that statement (`b = x.T` -> b is derived from x),
//! whether it is just another name for an existing array (`a3 = np.asarray(x)` returns x
//! itself), or, for a NumPy scalar, which element it was copied out of.
//!
//! NumPy's `.base` collapses chains and passes through unnamed temporaries, so it cannot
//! answer "view of which of my variables?"; the statement that made the array can. A record
//! is trusted only while both names are still bound to the very objects it saw (weak
//! pointers compared by identity), so a rebinding never leaves a stale claim behind.

use std::collections::HashMap;
use std::rc::{Rc, Weak};

use stridelab_engine::array::NdArray;
use stridelab_engine::buffer::Buffer;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_eval::value::Value;
use stridelab_eval::interp::Interp;
use stridelab_lang::ast::{Arg, Expr, ExprKind};

/// Teaching state kept on the interpreter between statements.
#[derive(Debug, Clone)]
pub struct TeachState {
    pub origins: HashMap<String, Origin>,
    /// Columns teaching displays wrap at (the front end sets it from the terminal).
    pub width: usize,
    /// Whether teaching commands also draw their display as SVG (front ends that show
    /// pictures: the notebook kernel, `:export`); the text is made either way.
    pub draw: bool,
    /// The drawings the current statement made, taken by `run_statement_rich`.
    pub figures: Vec<crate::svg::Figure>,
}

/// The teaching state kept with `interp`, if rich mode made one.
pub fn teach(interp: &Interp) -> Option<&TeachState> {
    interp.front_end.as_ref()?.downcast_ref()
}

/// The teaching state kept with `interp`, made on first use.
pub fn teach_mut(interp: &mut Interp) -> &mut TeachState {
    if teach(interp).is_none() {
        interp.front_end = Some(Box::new(TeachState::default()));
    }
    match interp.front_end.as_mut().and_then(|b| b.downcast_mut()) {
        Some(t) => t,
        None => unreachable!("a TeachState was just stored"),
    }
}

/// Columns teaching displays wrap at.
pub fn width(interp: &Interp) -> usize {
    teach(interp).map_or(crate::layout::DEFAULT_WIDTH, |t| t.width)
}

impl Default for TeachState {
    fn default() -> Self {
        TeachState { origins: HashMap::new(), width: crate::layout::DEFAULT_WIDTH, draw: false, figures: Vec::new() }
    }
}

/// How one name got its value.
#[derive(Debug, Clone)]
pub enum Origin {
    /// An array derived from the array then named `source` and sharing its buffer.
    Derived { array: Weak<NdArray>, source: String, source_array: Weak<NdArray> },
    /// The very array object `source` names.
    Alias { array: Weak<NdArray>, source: String },
    /// A NumPy scalar copied out of one element (`x1 = x[2]`).
    Element { value: (DType, Scalar), expr: String, buf: Weak<Buffer>, offset: usize },
}

/// A validated origin of an array variable, as displays use it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArrayOrigin {
    ViewOf(String),
    AliasOf(String),
}

impl TeachState {
    /// The origin of array `a` bound to `name`, if the record still describes the
    /// current bindings.
    pub fn array_origin(&self, name: &str, a: &Rc<NdArray>, lookup: &dyn Fn(&str) -> Option<Rc<NdArray>>) -> Option<ArrayOrigin> {
        let same = |w: &Weak<NdArray>, b: &Rc<NdArray>| w.upgrade().is_some_and(|x| Rc::ptr_eq(&x, b));
        match self.origins.get(name)? {
            Origin::Derived { array, source, source_array } => {
                let s = lookup(source)?;
                (same(array, a) && same(source_array, &s) && Rc::ptr_eq(&s.buf, &a.buf)).then(|| ArrayOrigin::ViewOf(source.clone()))
            }
            Origin::Alias { array, source } => {
                let s = lookup(source)?;
                (same(array, a) && Rc::ptr_eq(&s, a)).then(|| ArrayOrigin::AliasOf(source.clone()))
            }
            Origin::Element { .. } => None,
        }
    }

    /// For a scalar variable: the element it was copied from, its buffer and byte offset.
    pub fn element_origin(&self, name: &str, value: &Value) -> Option<(String, Rc<Buffer>, usize)> {
        let Origin::Element { value: (d, s), expr, buf, offset } = self.origins.get(name)? else { return None };
        match value {
            Value::Scalar(vd, vs) if vd == d && vs == s => Some((expr.clone(), buf.upgrade()?, *offset)),
            _ => None,
        }
    }
}

/// Attributes that read an array's metadata, not its elements: `np.ones(out.shape)` does
/// not use out's memory.
const METADATA_ATTRS: &[&str] = &["shape", "ndim", "size", "dtype", "strides", "itemsize", "nbytes", "flags"];

/// The names an expression reads as arrays (not just for their shape), in order.
pub fn data_names_in(e: &Expr, out: &mut Vec<String>) {
    match &e.kind {
        ExprKind::Attr(o, attr) if METADATA_ATTRS.contains(&attr.as_str()) && matches!(o.kind, ExprKind::Name(_)) => {}
        ExprKind::Subscript(o, i) => {
            data_names_in(o, out);
            data_names_in(i, out);
        }
        ExprKind::Attr(o, _) => data_names_in(o, out),
        ExprKind::Call { func, args } => {
            data_names_in(func, out);
            for a in args {
                match a {
                    Arg::Positional(x) | Arg::Keyword(_, x) | Arg::Star(x) | Arg::DoubleStar(x) => data_names_in(x, out),
                }
            }
        }
        ExprKind::Tuple(items) | ExprKind::List(items) => items.iter().for_each(|x| data_names_in(x, out)),
        ExprKind::Binary(_, a, b) => {
            data_names_in(a, out);
            data_names_in(b, out);
        }
        ExprKind::Unary(_, x) | ExprKind::Starred(x) => data_names_in(x, out),
        ExprKind::Name(_) => super::unparse::names_in(e, out),
        _ => super::unparse::names_in(e, out),
    }
}

/// The name an expression is "of": the root of `x[...]`, `x.T`, `x.reshape(...)`, or the
/// first positional argument of a function (`np.transpose(x)`, `windows(x, 3)`).
pub fn expr_source(e: &Expr) -> Option<String> {
    match &e.kind {
        ExprKind::Name(n) => Some(n.clone()),
        ExprKind::Subscript(o, _) | ExprKind::Attr(o, _) => expr_source(o),
        ExprKind::Call { func, args } => match &func.kind {
            // a method: x.reshape(2, 3), x.T.copy()
            ExprKind::Attr(o, _) if !is_module_path(o) => expr_source(o),
            _ => args.iter().find_map(|a| match a {
                Arg::Positional(x) => Some(expr_source(x)),
                _ => None,
            })?,
        },
        _ => None,
    }
}

/// `np`, `np.lib.stride_tricks`, `numpy`: a function's module, not an array.
fn is_module_path(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Name(n) => n == "np" || n == "numpy",
        ExprKind::Attr(o, _) => is_module_path(o),
        _ => false,
    }
}

/// The candidate source names for a value expression: its own source first, then every
/// other name it reads as an array.
pub fn source_candidates(e: &Expr) -> Vec<String> {
    let mut out: Vec<String> = expr_source(e).into_iter().collect();
    data_names_in(e, &mut out);
    out
}

/// Record the origin of `name`, just bound to `value` by an assignment whose right-hand
/// side (for this name) is `e`. `before` are the array variables as they were before the
/// statement ran.
pub fn record(interp: &mut Interp, name: &str, e: Option<&Expr>, before: &[(String, Rc<NdArray>)]) {
    let value = interp.globals.get(name).cloned();
    let origin = match (&value, e) {
        (Some(Value::Array(a)), Some(e)) => array_origin_of(name, a, e, before),
        (Some(v @ Value::Scalar(..)), Some(e)) => element_origin_of(interp, v, e),
        _ => None,
    };
    match origin {
        Some(o) => {
            teach_mut(interp).origins.insert(name.to_string(), o);
        }
        None => {
            teach_mut(interp).origins.remove(name);
        }
    }
}

fn array_origin_of(name: &str, a: &Rc<NdArray>, e: &Expr, before: &[(String, Rc<NdArray>)]) -> Option<Origin> {
    let cands = source_candidates(e);
    let old = |n: &str| before.iter().find(|(m, _)| m == n).map(|(_, b)| b.clone());
    // the same object: an alias, never a source
    for n in &cands {
        if n != name && old(n).is_some_and(|b| Rc::ptr_eq(&b, a)) {
            return Some(Origin::Alias { array: Rc::downgrade(a), source: n.clone() });
        }
    }
    for n in &cands {
        if n == name {
            continue;
        }
        if let Some(b) = old(n)
            && Rc::ptr_eq(&b.buf, &a.buf)
        {
            return Some(Origin::Derived { array: Rc::downgrade(a), source: n.clone(), source_array: Rc::downgrade(&b) });
        }
    }
    None
}

/// Only plain element reads (`x[2]`, `y[0, 2]`, `w.T[1, 1]`) are re-evaluated, so the
/// re-evaluation has no side effects.
fn element_origin_of(interp: &mut Interp, v: &Value, e: &Expr) -> Option<Origin> {
    let Value::Scalar(d, s) = v else { return None };
    let ExprKind::Subscript(obj, idx) = &e.kind else { return None };
    if !side_effect_free(obj) || !side_effect_free(idx) {
        return None;
    }
    let Ok(Value::Array(a)) = interp.eval(obj) else { return None };
    let i = interp.eval(idx).ok()?;
    let (offsets, shape) = stridelab_eval::index::index_offsets(&a, &i).ok()?;
    if offsets.len() != 1 || !shape.is_empty() {
        return None;
    }
    Some(Origin::Element {
        value: (*d, *s),
        expr: super::unparse::unparse(e),
        buf: Rc::downgrade(&a.buf),
        offset: offsets[0],
    })
}

fn side_effect_free(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Name(_) | ExprKind::Int(_) | ExprKind::None | ExprKind::Ellipsis | ExprKind::Bool(_) => true,
        ExprKind::Attr(o, _) => side_effect_free(o),
        ExprKind::Subscript(o, i) => side_effect_free(o) && side_effect_free(i),
        ExprKind::Tuple(items) => items.iter().all(side_effect_free),
        ExprKind::Unary(_, x) => side_effect_free(x),
        // user classes cannot overload operators here, so arithmetic re-evaluates alike
        ExprKind::Binary(_, l, r) => side_effect_free(l) && side_effect_free(r),
        ExprKind::Slice { start, stop, step } => [start, stop, step].into_iter().flatten().all(|x| side_effect_free(x)),
        _ => false,
    }
}

/// Pair assignment targets with the parts of the value they receive: `a, b = x[:2], x[2:]`
/// pairs a with `x[:2]`; `i, j = np.indices(...)` gives both the whole call.
pub fn pair_targets<'e>(target: &'e Expr, value: &'e Expr, out: &mut Vec<(String, &'e Expr)>) {
    match (&target.kind, &value.kind) {
        (ExprKind::Name(n), _) => out.push((n.clone(), value)),
        (ExprKind::Tuple(ts) | ExprKind::List(ts), ExprKind::Tuple(vs) | ExprKind::List(vs))
            if ts.len() == vs.len() && !ts.iter().any(|t| matches!(t.kind, ExprKind::Starred(_))) =>
        {
            for (t, v) in ts.iter().zip(vs.iter()) {
                pair_targets(t, v, out);
            }
        }
        (ExprKind::Tuple(ts) | ExprKind::List(ts), _) => {
            for t in ts {
                let t = match &t.kind {
                    ExprKind::Starred(inner) => inner,
                    _ => t,
                };
                pair_targets(t, value, out);
            }
        }
        _ => {}
    }
}
