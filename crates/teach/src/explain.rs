//! `explain(expr)`: how the last operation of an expression derived its result's geometry,
//! step by step: a basic index's start/stop/step turned into offset and strides, why a
//! reshape is a view or a copy (the axis group that could not be merged), how
//! sliding_window_view and broadcast_to build their strides, why an as_strided call was
//! refused, and which permutation a transpose applied.

use std::rc::Rc;

use super::index::{VarIndex, tuple_text};
use super::summary::summary_fields;
use super::unparse::unparse;
use stridelab_engine::array::NdArray;
use stridelab_engine::layout;
use stridelab_engine::reshape::fix_unknown_dimension;
use stridelab_engine::slicing::{resolve_index, resolve_slice};
use stridelab_eval::args::Args;
use stridelab_eval::interp::Interp;
use stridelab_eval::numpy::args::shape_arg;
use stridelab_eval::ops::index_int;
use stridelab_eval::value::Value;
use stridelab_engine::error::{PyResult, type_error};
use stridelab_lang::ast::{Expr, ExprKind};

// ----- reshape: NumPy's grouping, traced -----

/// One group of old axes matched with new axes of the same total length.
#[derive(Debug, Clone, PartialEq)]
pub struct Group {
    /// Old axes (numbers in the original shape) and new axes of the group.
    pub old_axes: Vec<usize>,
    pub new_axes: Vec<usize>,
    pub len: u128,
    /// For each neighbouring pair of old axes (k, next): (k, next, stride[k],
    /// shape[next] * stride[next], mergeable).
    pub checks: Vec<(usize, usize, isize, isize, bool)>,
    /// Strides given to the new axes (empty if the group failed).
    pub strides: Vec<isize>,
}

/// The whole derivation of `attempt_nocopy_reshape`.
#[derive(Debug, Clone, PartialEq)]
pub struct ReshapeTrace {
    /// Old axes of length 1 (they are ignored).
    pub dropped: Vec<usize>,
    pub groups: Vec<Group>,
    /// The new strides, or None when a group could not be merged (a copy is needed).
    pub result: Option<Vec<isize>>,
}

/// Re-run the grouping of numpy's `_attempt_nocopy_reshape` (as engine::reshape does),
/// recording every group and merge test.
pub fn trace_nocopy_reshape(shape: &[usize], strides: &[isize], itemsize: usize, newshape: &[usize], fortran: bool) -> ReshapeTrace {
    let kept: Vec<usize> = (0..shape.len()).filter(|&k| shape[k] != 1).collect();
    let dropped: Vec<usize> = (0..shape.len()).filter(|&k| shape[k] == 1).collect();
    let olddims: Vec<usize> = kept.iter().map(|&k| shape[k]).collect();
    let oldstrides: Vec<isize> = kept.iter().map(|&k| strides[k]).collect();
    let (oldnd, newnd) = (olddims.len(), newshape.len());
    let mut newstrides = vec![0isize; newnd];
    let mut groups = Vec::new();
    let (mut oi, mut oj, mut ni, mut nj) = (0usize, 1usize, 0usize, 1usize);
    while ni < newnd && oi < oldnd {
        let mut np_ = newshape[ni] as u128;
        let mut op = olddims[oi] as u128;
        while np_ != op {
            if np_ < op {
                if nj >= newnd {
                    return ReshapeTrace { dropped, groups, result: None };
                }
                np_ *= newshape[nj] as u128;
                nj += 1;
            } else {
                if oj >= oldnd {
                    return ReshapeTrace { dropped, groups, result: None };
                }
                op *= olddims[oj] as u128;
                oj += 1;
            }
        }
        let mut g = Group {
            old_axes: kept[oi..oj].to_vec(),
            new_axes: (ni..nj).collect(),
            len: np_,
            checks: Vec::new(),
            strides: Vec::new(),
        };
        let mut ok = true;
        for ok_ in oi..oj - 1 {
            let (lhs, rhs, pair) = if fortran {
                (oldstrides[ok_ + 1], olddims[ok_] as isize * oldstrides[ok_], (kept[ok_ + 1], kept[ok_]))
            } else {
                (oldstrides[ok_], olddims[ok_ + 1] as isize * oldstrides[ok_ + 1], (kept[ok_], kept[ok_ + 1]))
            };
            g.checks.push((pair.0, pair.1, lhs, rhs, lhs == rhs));
            ok &= lhs == rhs;
        }
        if !ok {
            groups.push(g);
            return ReshapeTrace { dropped, groups, result: None };
        }
        if fortran {
            newstrides[ni] = oldstrides[oi];
            for nk in ni + 1..nj {
                newstrides[nk] = newstrides[nk - 1] * newshape[nk - 1] as isize;
            }
        } else {
            newstrides[nj - 1] = oldstrides[oj - 1];
            for nk in (ni + 1..nj).rev() {
                newstrides[nk - 1] = newstrides[nk] * newshape[nk] as isize;
            }
        }
        g.strides = newstrides[ni..nj].to_vec();
        groups.push(g);
        ni = nj;
        nj += 1;
        oi = oj;
        oj += 1;
    }
    let last = if ni >= 1 {
        if fortran { newstrides[ni - 1] * newshape[ni - 1] as isize } else { newstrides[ni - 1] }
    } else {
        itemsize as isize
    };
    for s in newstrides.iter_mut().skip(ni) {
        *s = last;
    }
    ReshapeTrace { dropped, groups, result: Some(newstrides) }
}

fn axes_text(axes: &[usize]) -> String {
    let s: Vec<String> = axes.iter().map(|a| a.to_string()).collect();
    if axes.len() == 1 { format!("axis {}", s[0]) } else { format!("axes {}", s.join(", ")) }
}

fn reshape_text(recv: &str, a: &NdArray, newshape: &[usize], fortran: bool) -> String {
    let order = if fortran { "F" } else { "C" };
    let mut out = format!(
        "  {}: shape {}, strides {}\n  reshape to {} in {} order\n",
        recv,
        tuple_text(&a.shape),
        tuple_text(&a.strides),
        tuple_text(newshape),
        order
    );
    let contiguous = if fortran { a.is_f_contiguous() } else { a.is_c_contiguous() };
    if contiguous {
        let st = layout::contiguous_strides(newshape, a.itemsize(), fortran && newshape.len() > 1);
        out.push_str(&format!(
            "  {} is {}-contiguous: its elements are one unbroken run in {} order, so any\n  shape of the same size is a view; the new strides are the contiguous ones {}\n",
            recv,
            order,
            order,
            tuple_text(&st)
        ));
        return out;
    }
    out.push_str(&format!(
        "  not {}-contiguous, so NumPy looks for strides that walk the same memory\n  in the new shape: it groups old and new axes with equal total length\n",
        order
    ));
    let t = trace_nocopy_reshape(&a.shape, &a.strides, a.itemsize(), newshape, fortran);
    if !t.dropped.is_empty() {
        out.push_str(&format!("  old {} of length 1 ignored\n", axes_text(&t.dropped)));
    }
    for (k, g) in t.groups.iter().enumerate() {
        let olds: Vec<String> = g.old_axes.iter().map(|&i| a.shape[i].to_string()).collect();
        let news: Vec<String> = g.new_axes.iter().map(|&i| newshape[i].to_string()).collect();
        out.push_str(&format!(
            "  group {}: old {} ({}) <-> new {} ({}), {} elements\n",
            k + 1,
            axes_text(&g.old_axes),
            olds.join(" x "),
            axes_text(&g.new_axes),
            news.join(" x "),
            g.len
        ));
        for &(p, q, lhs, rhs, ok) in &g.checks {
            out.push_str(&format!(
                "    axes {} and {} merge only if stride[{}] == shape[{}] * stride[{}]\n",
                p.min(q),
                p.max(q),
                p,
                q,
                q
            ));
            out.push_str(&format!(
                "    here {} {} {} * {} = {}: {}\n",
                lhs,
                if ok { "==" } else { "!=" },
                a.shape[q],
                a.strides[q],
                rhs,
                if ok { "they merge" } else { "they do NOT merge" }
            ));
        }
        if !g.strides.is_empty() {
            out.push_str(&format!("    new strides {}\n", tuple_text(&g.strides)));
        }
    }
    match &t.result {
        Some(st) => out.push_str(&format!("  every group merges: a view with strides {}\n", tuple_text(st))),
        None => out.push_str(
            "  that group cannot be walked with one stride, so no strides exist:\n  reshape copies the data into a new buffer and returns a view of the copy\n",
        ),
    }
    out
}

// ----- basic indexing -----

fn slice_text(s: &[Value; 3]) -> String {
    let p = |v: &Value| match v {
        Value::None => String::new(),
        v => index_int(v).map(|i| i.to_string()).unwrap_or_else(|| "?".into()),
    };
    if s[2].is_none() { format!("{}:{}", p(&s[0]), p(&s[1])) } else { format!("{}:{}:{}", p(&s[0]), p(&s[1]), p(&s[2])) }
}

fn part(v: &Value) -> Option<i64> {
    index_int(v).map(|i| i.clamp(i64::MIN as i128, i64::MAX as i128) as i64)
}

/// Explain `a[idx]` for a basic index; None when the index is advanced (fancy).
fn index_steps(label: &str, a: &NdArray, idx: &Value) -> Option<String> {
    let items: Vec<Value> = match idx {
        Value::Tuple(t) => t.to_vec(),
        v => vec![v.clone()],
    };
    let basic = |v: &Value| matches!(v, Value::None | Value::Ellipsis | Value::Slice(_)) || (index_int(v).is_some() && !matches!(v, Value::Bool(_)));
    if !items.iter().all(basic) {
        return None;
    }
    let consumed = items.iter().filter(|v| !matches!(v, Value::None | Value::Ellipsis)).count();
    let mut out = format!(
        "  {}: shape {}, strides {}, element [{}] at {} + {}\n",
        label,
        tuple_text(&a.shape),
        tuple_text(&a.strides),
        vec!["0"; a.ndim()].join(", "),
        a.buf.name(),
        a.offset
    );
    let mut offset = a.offset as i64;
    let mut axis = 0usize;
    let mut shape = Vec::new();
    let mut strides = Vec::new();
    let keep = |axis: usize, out: &mut String, shape: &mut Vec<usize>, strides: &mut Vec<isize>| {
        out.push_str(&format!("  axis {}  :        kept: length {}, stride {}\n", axis, a.shape[axis], a.strides[axis]));
        shape.push(a.shape[axis]);
        strides.push(a.strides[axis]);
    };
    for it in &items {
        if axis > a.ndim() {
            break;
        }
        match it {
            Value::None => {
                out.push_str("  None     new axis of length 1 (stride 0: it never moves)\n");
                shape.push(1);
                strides.push(0);
            }
            Value::Ellipsis => {
                for _ in 0..a.ndim().saturating_sub(consumed) {
                    keep(axis, &mut out, &mut shape, &mut strides);
                    axis += 1;
                }
            }
            Value::Slice(s) => {
                if axis >= a.ndim() {
                    return Some(out);
                }
                let st = a.strides[axis];
                match resolve_slice(part(&s[0]), part(&s[1]), part(&s[2]), a.shape[axis]) {
                    Ok(r) => {
                        let text = slice_text(s);
                        out.push_str(&format!(
                            "  axis {}  {:<8} start {}, step {}, {} of {} elements\n",
                            axis,
                            text,
                            r.start,
                            r.step,
                            r.len,
                            a.shape[axis]
                        ));
                        out.push_str(&format!(
                            "           offset += start*stride = {}*{} = {};  stride = {}*{} = {}\n",
                            r.start,
                            st,
                            r.start as isize * st,
                            st,
                            r.step,
                            st * r.step as isize
                        ));
                        offset += r.start * st as i64;
                        shape.push(r.len);
                        strides.push(st * r.step as isize);
                    }
                    Err(m) => {
                        out.push_str(&format!("  axis {}  {}: ValueError: {}\n", axis, slice_text(s), m));
                        return Some(out);
                    }
                }
                axis += 1;
            }
            v => {
                if axis >= a.ndim() {
                    return Some(out);
                }
                let i = part(v).unwrap_or(0);
                match resolve_index(i, a.shape[axis], axis) {
                    Ok(j) => {
                        out.push_str(&format!(
                            "  axis {}  {:<8} fixes the index to {}: offset += {}*{} = {}; the axis is removed\n",
                            axis,
                            i,
                            j,
                            j,
                            a.strides[axis],
                            j as isize * a.strides[axis]
                        ));
                        offset += j as i64 * a.strides[axis] as i64;
                    }
                    Err(m) => {
                        out.push_str(&format!("  axis {}  {}: IndexError: {}\n", axis, i, m));
                        return Some(out);
                    }
                }
                axis += 1;
            }
        }
    }
    while axis < a.ndim() {
        keep(axis, &mut out, &mut shape, &mut strides);
        axis += 1;
    }
    if shape.is_empty() && !items.iter().any(|v| matches!(v, Value::Ellipsis)) {
        out.push_str(&format!(
            "  every axis fixed: one element at {} + {} (a scalar copy, not a view)\n",
            a.buf.name(),
            offset
        ));
    } else {
        out.push_str(&format!(
            "  view: shape {}, strides {}, starts at {} + {}\n",
            tuple_text(&shape),
            tuple_text(&strides),
            a.buf.name(),
            offset
        ));
    }
    Some(out)
}

// ----- permutations, broadcasting, stride tricks -----

fn perm_text(label: &str, a: &NdArray, r: &NdArray) -> String {
    let mut used = vec![false; a.ndim()];
    let mut perm = Vec::new();
    for k in 0..r.ndim() {
        let j = (0..a.ndim()).find(|&j| !used[j] && a.shape[j] == r.shape[k] && a.strides[j] == r.strides[k]);
        match j {
            Some(j) => {
                used[j] = true;
                perm.push(j);
            }
            None => return String::new(),
        }
    }
    let mut out = format!(
        "  a transpose permutes the axes {}: no element moves, only shape and\n  strides are reordered\n",
        tuple_text(&perm)
    );
    for (k, &j) in perm.iter().enumerate() {
        out.push_str(&format!(
            "  result axis {} = {} axis {}: length {}, stride {}\n",
            k, label, j, a.shape[j], a.strides[j]
        ));
    }
    out
}

fn broadcast_text(label: &str, a: &NdArray, r: &NdArray) -> String {
    let lead = r.ndim().saturating_sub(a.ndim());
    let mut out = format!(
        "  line the shapes up from the right: {} -> {}\n",
        tuple_text(&a.shape),
        tuple_text(&r.shape)
    );
    for k in 0..r.ndim() {
        let line = if k < lead {
            format!("new axis of length {}: stride 0 (each step re-reads the same memory)", r.shape[k])
        } else {
            let j = k - lead;
            if a.shape[j] == r.shape[k] {
                format!("{} axis {} kept: length {}, stride {}", label, j, a.shape[j], r.strides[k])
            } else {
                format!("{} axis {} has length 1, stretched to {}: stride 0", label, j, r.shape[k])
            }
        };
        out.push_str(&format!("  axis {}: {}\n", k, line));
    }
    out.push_str("  NumPy makes the result read-only: writing one cell would change many elements\n");
    out
}

fn extent_text(offset: usize, shape: &[usize], strides: &[isize], itemsize: usize, buf_len: usize) -> (String, bool) {
    let mut lo_terms = Vec::new();
    let mut hi_terms = Vec::new();
    for (&d, &s) in shape.iter().zip(strides) {
        if d > 1 && s != 0 {
            let t = format!("{}*{}", d - 1, s.unsigned_abs());
            if s < 0 { lo_terms.push(t) } else { hi_terms.push(t) }
        }
    }
    match layout::byte_extent(offset as i64, shape, strides, itemsize) {
        None => ("  the view has no elements, so it reads no memory\n".into(), true),
        Some((lo, hi)) => {
            let lo_expr = if lo_terms.is_empty() { String::new() } else { format!(" - {}", lo_terms.join(" - ")) };
            let hi_expr = if hi_terms.is_empty() { String::new() } else { format!(" + {}", hi_terms.join(" + ")) };
            let fits = lo >= 0 && hi <= buf_len as i64;
            let lo_line = if lo_expr.is_empty() { format!("{}", lo) } else { format!("{}{} = {}", offset, lo_expr, lo) };
            let mut s = format!(
                "  lowest byte  = {}\n  highest byte = {}{} + {} (itemsize) = {} (exclusive)\n",
                lo_line, offset, hi_expr, itemsize, hi
            );
            s.push_str(&format!(
                "  the view needs bytes [{}, {}); the buffer has [0, {}): {}\n",
                lo,
                hi,
                buf_len,
                if fits { "it fits" } else { "it does NOT fit" }
            ));
            (s, fits)
        }
    }
}

fn as_strided_text(label: &str, x: &NdArray, shape: &[usize], strides: &[isize]) -> String {
    let mut out = wrap_words(
        &format!(
            "as_strided keeps {}'s start ({} + {}) and dtype, and takes shape {} and strides {} as given: NumPy checks nothing",
            label,
            x.buf.name(),
            x.offset,
            tuple_text(shape),
            tuple_text(strides)
        ),
        "  ",
        78,
    );
    let (ext, fits) = extent_text(x.offset, shape, strides, x.itemsize(), x.buf.len());
    out.push_str(&ext);
    if !fits {
        out.push_str(
            "  stridelab refuses the view; NumPy would hand back memory it does not own\n  (garbage values, or a crash). Derive shape and strides from x.shape and\n  x.strides, or use sliding_window_view, which cannot go out of bounds\n",
        );
    }
    out
}

fn windows_text(label: &str, x: &NdArray, r: &NdArray) -> String {
    let nw = r.ndim() - x.ndim();
    let win = &r.shape[x.ndim()..];
    let mut out = format!(
        "  sliding_window_view is as_strided with shape and strides derived from {}:\n",
        label
    );
    let mut sh = Vec::new();
    for k in 0..x.ndim() {
        sh.push(if r.shape[k] == x.shape[k] { x.shape[k].to_string() } else { format!("{}-{}+1", x.shape[k], x.shape[k] + 1 - r.shape[k]) });
    }
    out.push_str(&format!(
        "  shape   = {}'s shape, each window axis shortened by (window - 1),\n            then the window shape: {} + {} = {}\n",
        label,
        tuple_text(&sh),
        tuple_text(win),
        tuple_text(&r.shape)
    ));
    out.push_str(&format!(
        "  strides = {}'s strides, then the strides of the window axes again:\n            {} + {} = {}\n",
        label,
        tuple_text(&x.strides),
        tuple_text(&r.strides[x.ndim()..]),
        tuple_text(&r.strides)
    ));
    let outer: Vec<usize> = (0..x.ndim()).collect();
    let inner: Vec<usize> = (x.ndim()..x.ndim() + nw).collect();
    out.push_str(&format!(
        "  moving along {} steps from window to window; along {}, within one\n  window. Windows that start one element apart overlap: cells are read again\n",
        axes_text(&outer),
        axes_text(&inner)
    ));
    out
}

// ----- entry point -----

fn result_lines(ix: &VarIndex, r: &PyResult<Value>, new_from: usize, sources: &[String], source: Option<&str>) -> String {
    match r {
        Ok(Value::Array(a)) => {
            let f = ix.facts_from("result", a, source);
            let fields = summary_fields(&f, new_from, sources, None);
            let mut s = super::summary::wrap_fields("  result", &fields, ix.width);
            s.push('\n');
            let (index, formula) = ix.address(a);
            s.push_str(&super::layout::wrap(&format!("address of {} = {}", index, formula), "  ", "    ", ix.width));
            s
        }
        Ok(v) => {
            let t = v.type_name();
            let article = if t.starts_with(['a', 'e', 'i', 'o', 'u']) { "an" } else { "a" };
            format!("  result: {} {} (not an array)\n", article, t)
        }
        Err(e) => super::layout::wrap(&format!("raises {}: {}", e.kind.name(), e.msg), "  ", "  ", ix.width),
    }
}

/// What indexing a structured array gives: a field is a view at the field's offset inside
/// each record, with the records' strides (mapping.c `_get_field_view`).
fn record_index_text(label: &str, o: &Value, idx: &Value, r: &Value, width: usize) -> String {
    let Value::Record(rec) = o else { return String::new() };
    let text = match (idx, r) {
        (Value::Str(name), Value::Array(_) | Value::Scalar(..)) if rec.descr.field(name).is_some() => {
            let f = rec.descr.field(name).expect("checked");
            let start = match f.offset {
                0 => "at the same byte".to_string(),
                1 => "1 byte later".to_string(),
                n => format!("{n} bytes later"),
            };
            format!(
                "field '{}' of {}: each {}-byte record holds it at byte {}, so the result is a view into the same buffer starting {}, with {}'s strides {}; no data is copied",
                name,
                label,
                rec.itemsize(),
                f.offset,
                start,
                label,
                tuple_text(rec.strides())
            )
        }
        (_, Value::Record(v)) if Rc::ptr_eq(&v.bytes.buf, &rec.bytes.buf) => format!(
            "records of {}: the index picks whole {}-byte records, and the result still looks into {}'s buffer (strides {}); no data is copied",
            label,
            rec.itemsize(),
            label,
            tuple_text(v.strides())
        ),
        (_, Value::Record(_)) => format!("records of {label} copied into a new buffer: an index array or mask gathers them"),
        _ => return String::new(),
    };
    wrap_words(&text, "  ", width)
}

/// Word-wrap `text` to `width` columns, every line behind `indent` (the layout helper).
pub fn wrap_words(text: &str, indent: &str, width: usize) -> String {
    super::layout::wrap(text, indent, indent, width)
}

fn arr_of(v: &Value) -> Option<Rc<NdArray>> {
    match v {
        Value::Array(a) => Some(a.clone()),
        _ => None,
    }
}

fn builtin_args(key: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> Option<Args> {
    let def = stridelab_eval::builtins::find(key)?;
    Args::bind(def.name(), def.sig, pos, kw).ok()
}

/// The text `explain(expr)` prints. Operands are evaluated once; the operation is then
/// performed as the statement would (so its error, if any, is reported, not raised).
pub fn explain_text(interp: &mut Interp, e: &Expr) -> PyResult<String> {
    let new_from = super::next_buffer_floor(interp);
    // no title line: the prompt line above already shows what was typed
    let mut out = String::new();
    let (body, result) = match &e.kind {
        ExprKind::Subscript(obj, idx) => {
            let o = interp.eval(obj)?;
            let i = interp.eval(idx)?;
            let r = stridelab_eval::index::get_item(interp, &o, &i);
            let body = match (arr_of(&o), &r) {
                (None, Ok(v)) if matches!(o, Value::Record(_)) => record_index_text(&unparse(obj), &o, &i, v, crate::provenance::width(interp)),
                (Some(a), r) => index_steps(&unparse(obj), &a, &i).unwrap_or_else(|| match r {
                    Ok(v) => super::copies::advanced_index(&unparse(obj), &i, v),
                    Err(_) => String::new(),
                }),
                _ => String::new(),
            };
            (body, r)
        }
        ExprKind::Attr(obj, name) if name == "T" || name == "mT" => {
            let o = interp.eval(obj)?;
            let r = stridelab_eval::attrs::get_attr(interp, &o, name);
            let body = match (arr_of(&o), r.as_ref().ok().and_then(arr_of)) {
                (Some(a), Some(res)) => perm_text(&unparse(obj), &a, &res),
                _ => String::new(),
            };
            (body, r)
        }
        ExprKind::Call { func, args } => {
            let f = interp.eval(func)?;
            let (pos, kw) = interp.eval_args(args)?;
            let r = interp.call(&f, pos.clone(), kw.clone());
            let res = r.as_ref().ok().and_then(arr_of);
            let body = match &f {
                Value::Method(m) => {
                    let recv_label = match &func.kind {
                        ExprKind::Attr(o, _) => unparse(o),
                        _ => "the array".into(),
                    };
                    match (&m.0, m.1.as_str()) {
                        (Value::Array(a), "reshape") => {
                            let order = kw.iter().find(|(k, _)| k == "order").map(|(_, v)| v.clone());
                            let shape_v = if pos.len() == 1 { pos[0].clone() } else { Value::tuple(pos.clone()) };
                            reshape_body(&recv_label, a, &shape_v, order.as_ref())
                        }
                        (Value::Array(a), "transpose" | "swapaxes") => match &res {
                            Some(res) => perm_text(&recv_label, a, res),
                            None => String::new(),
                        },
                        (Value::Array(a), "ravel") if pos.is_empty() && kw.is_empty() => res
                            .as_ref()
                            .and_then(|r| super::copies::contiguous_or_copy("ravel", &recv_label, a, r))
                            .unwrap_or_default(),
                        (Value::Array(a), op @ ("copy" | "flatten" | "astype")) => res
                            .as_ref()
                            .and_then(|r| super::copies::always_copies(op, &recv_label, a, r))
                            .unwrap_or_default(),
                        (Value::Array(a), "view") => res.as_ref().and_then(|r| super::copies::dtype_view(&recv_label, a, r)).unwrap_or_default(),
                        _ => String::new(),
                    }
                }
                Value::Builtin(key) => {
                    let first_label = match args.first() {
                        Some(stridelab_lang::ast::Arg::Positional(e)) => unparse(e),
                        _ => "x".into(),
                    };
                    let bound = builtin_args(key, pos.clone(), kw.clone());
                    match (*key, bound) {
                        ("numpy.reshape", Some(b)) => match arr_of(&b.req("a")) {
                            Some(a) => {
                                let shape_v = b.opt("shape").or_else(|| b.opt("newshape")).unwrap_or(Value::None);
                                reshape_body(&first_label, &a, &shape_v, b.opt("order").as_ref())
                            }
                            None => String::new(),
                        },
                        ("numpy.transpose" | "numpy.swapaxes" | "numpy.moveaxis", Some(b)) => {
                            match (arr_of(&b.req("a")), &res) {
                                (Some(a), Some(res)) => perm_text(&first_label, &a, res),
                                _ => String::new(),
                            }
                        }
                        ("numpy.ravel", Some(b)) if b.opt("order").is_none() => match (arr_of(&b.req("a")), &res) {
                            (Some(a), Some(r)) => super::copies::contiguous_or_copy("ravel", &first_label, &a, r).unwrap_or_default(),
                            _ => String::new(),
                        },
                        ("numpy.ascontiguousarray", _) => match (pos.first().and_then(arr_of), &res) {
                            (Some(a), Some(r)) => {
                                super::copies::contiguous_or_copy("np.ascontiguousarray", &first_label, &a, r).unwrap_or_default()
                            }
                            _ => String::new(),
                        },
                        ("numpy.copy" | "numpy.array", _) => match (pos.first().and_then(arr_of), &res) {
                            (Some(a), Some(r)) => super::copies::always_copies(&key.replacen("numpy.", "np.", 1), &first_label, &a, r).unwrap_or_default(),
                            _ => String::new(),
                        },
                        ("numpy.broadcast_to", Some(b)) => match (arr_of(&b.req("array")), &res) {
                            (Some(a), Some(res)) => broadcast_text(&first_label, &a, res),
                            _ => String::new(),
                        },
                        ("numpy.lib.stride_tricks.sliding_window_view", Some(b))
                        | ("stridelab.windows", Some(b)) if b.get("step").is_none() => match (arr_of(&b.req("x")), &res) {
                            (Some(x), Some(res)) => windows_text(&first_label, &x, res),
                            _ => String::new(),
                        },
                        ("numpy.lib.stride_tricks.as_strided", Some(b)) => match arr_of(&b.req("x")) {
                            Some(x) => {
                                let shape: Option<Vec<usize>> = match b.opt("shape") {
                                    None => Some(x.shape.clone()),
                                    Some(v) => shape_arg(&v).ok().map(|s| s.iter().map(|&d| d.max(0) as usize).collect()),
                                };
                                let strides: Option<Vec<isize>> = match b.opt("strides") {
                                    None => res.as_ref().map(|r| r.strides.clone()),
                                    Some(v) => shape_arg(&v).ok().map(|s| s.iter().map(|&d| d as isize).collect()),
                                };
                                match (shape, strides) {
                                    (Some(sh), Some(st)) if sh.len() == st.len() => as_strided_text(&first_label, &x, &sh, &st),
                                    _ => String::new(),
                                }
                            }
                            None => String::new(),
                        },
                        _ => String::new(),
                    }
                }
                _ => String::new(),
            };
            (body, r)
        }
        _ => {
            let r = interp.eval(e);
            (String::new(), r)
        }
    };
    let ix = VarIndex::of(interp);
    let mut names = Vec::new();
    super::provenance::data_names_in(e, &mut names);
    let sources: Vec<String> = names.into_iter().filter(|n| ix.get(n).is_some()).collect();
    let body = if body.is_empty() {
        // no rule of its own: say what the result is, read off the result itself
        let operands: Vec<(String, Rc<NdArray>)> = sources.iter().filter_map(|n| ix.get(n).map(|a| (n.clone(), a.clone()))).collect();
        match &result {
            Ok(v) => super::copies::generic(&operands, v),
            Err(_) => String::new(),
        }
    } else {
        body
    };
    out.push_str(&super::layout::fit_lines(&body, 0, ix.width));
    let source = super::provenance::expr_source(e);
    out.push_str(&result_lines(&ix, &result, new_from, &sources, source.as_deref()));
    Ok(out)
}

fn reshape_body(recv: &str, a: &Rc<NdArray>, shape_v: &Value, order: Option<&Value>) -> String {
    let fortran = match order {
        Some(Value::Str(s)) if s.eq_ignore_ascii_case("f") => true,
        Some(Value::Str(s)) if s.eq_ignore_ascii_case("a") => a.is_f_contiguous() && !a.is_c_contiguous(),
        _ => false,
    };
    let Ok(req) = shape_arg(shape_v) else { return String::new() };
    match fix_unknown_dimension(&req, a.size()) {
        Ok(ns) => reshape_text(recv, a, &ns, fortran),
        Err(_) => String::new(),
    }
}

/// `explain()` with anything but one expression.
pub fn usage_error() -> stridelab_engine::error::PyErr {
    type_error("explain() takes one expression, e.g. explain(y[::-1, ::-2]) or explain(z.reshape(4))")
}

#[cfg(test)]
mod tests {
    use super::*;
    use stridelab_engine::reshape::attempt_nocopy_reshape;
    use stridelab_lang::ast::StmtKind;
    use stridelab_lang::parser::parse_program;
    use crate::index::tests::session;

    fn explain_in(setup: &str, expr: &str) -> String {
        let mut it = session(setup);
        let p = parse_program(expr).unwrap();
        let StmtKind::Expr(e) = &p[0].kind else { panic!() };
        explain_text(&mut it, e).unwrap()
    }

    #[test]
    fn trace_agrees_with_engine() {
        let cases: Vec<(Vec<usize>, Vec<isize>, Vec<usize>, bool)> = vec![
            (vec![4, 3], vec![8, 32], vec![12], false),
            (vec![4, 3], vec![8, 32], vec![12], true),
            (vec![4, 3], vec![8, 32], vec![2, 2, 3], true),
            (vec![2, 3, 2], vec![96, 32, 16], vec![6, 2], false),
            (vec![2, 3, 2], vec![96, 32, 16], vec![1, 2, 3, 2, 1], false),
            (vec![2, 6], vec![96, 8], vec![12], false),
            (vec![3], vec![16], vec![3, 1], true),
            (vec![2, 2], vec![-24, -16], vec![4], false),
            (vec![2, 1, 3], vec![24, 8, 8], vec![3, 2], false),
        ];
        for (s, st, ns, f) in cases {
            assert_eq!(trace_nocopy_reshape(&s, &st, 8, &ns, f).result, attempt_nocopy_reshape(&s, &st, 8, &ns, f));
        }
    }

    const SEED: &str = "x = np.arange(1, 7)\ny = x.reshape(2, 3)\nz = y[::-1, ::-2]\n";

    #[test]
    fn explains_a_slice() {
        assert_eq!(
            explain_in(SEED, "y[::-1, ::-2]"),
            "  y: shape (2, 3), strides (24, 8), element [0, 0] at b1 + 0
  axis 0  ::-1     start 1, step -1, 2 of 2 elements
           offset += start*stride = 1*24 = 24;  stride = 24*-1 = -24
  axis 1  ::-2     start 2, step -2, 2 of 3 elements
           offset += start*stride = 2*8 = 16;  stride = 8*-2 = -16
  view: shape (2, 2), strides (-24, -16), starts at b1 + 40
  result  int64 (2, 2)  strides (-24, -16)  b1 @ +40 B  view of y
  address of [i, j] = b1 + 40 - 24*i - 16*j
"
        );
    }

    #[test]
    fn explains_a_copying_reshape() {
        assert_eq!(
            explain_in(SEED, "z.reshape(4)"),
            "  z: shape (2, 2), strides (-24, -16)
  reshape to (4,) in C order
  not C-contiguous, so NumPy looks for strides that walk the same memory
  in the new shape: it groups old and new axes with equal total length
  group 1: old axes 0, 1 (2 x 2) <-> new axis 0 (4), 4 elements
    axes 0 and 1 merge only if stride[0] == shape[1] * stride[1]
    here -24 != 2 * -16 = -32: they do NOT merge
  that group cannot be walked with one stride, so no strides exist:
  reshape copies the data into a new buffer and returns a view of the copy
  result  int64 (4,)  strides (8,)  b2 @ +0 B
          new buffer b2, owned by its .base: not a view of z
  address of [i] = b2 + 0 + 8*i
"
        );
        let v = explain_in(SEED, "y.reshape(3, 2)");
        assert!(v.contains("y is C-contiguous"), "{}", v);
        let g = explain_in("a = np.arange(24).reshape(2, 3, 4)[:, :, ::2]\n", "a.reshape(6, 2)");
        assert!(g.contains("group 2: old axes 1, 2 (3 x 2) <-> new axis 1 (6)") || g.contains("group 1: old axes 0, 1 (2 x 3) <-> new axis 0 (6)"), "{}", g);
        assert!(g.contains("every group merges: a view with strides (32, 16)"), "{}", g);
    }

    #[test]
    fn explains_stride_tricks() {
        let setup = "k = np.arange(64).reshape(8, 8)\nx = np.arange(1, 7)\n";
        let pool = explain_in(setup, "np.lib.stride_tricks.as_strided(k, shape=(4, 4, 2, 2), strides=(128, 16, 64, 8))");
        assert!(pool.contains("  lowest byte  = 0\n  highest byte = 0 + 3*128 + 3*16 + 1*64 + 1*8 + 8 (itemsize) = 512 (exclusive)\n  the view needs bytes [0, 512); the buffer has [0, 512): it fits\n"), "{}", pool);
        let bad = explain_in(setup, "np.lib.stride_tricks.as_strided(x, shape=(4, 3), strides=(16, 8))");
        assert!(bad.contains("the view needs bytes [0, 72); the buffer has [0, 48): it does NOT fit"), "{}", bad);
        assert!(bad.contains("  raises ValueError: as_strided would read outside"), "{}", bad);
        assert!(bad.lines().all(|l| l.len() <= 80), "{}", bad);
        let w = explain_in(setup, "windows(x, 3)");
        assert!(w.contains("(6-3+1,) + (3,) = (4, 3)"), "{}", w);
        assert!(w.contains("(8,) + (8,) = (8, 8)"), "{}", w);
        let b = explain_in(setup, "np.broadcast_to(x, (2, 6))");
        assert!(b.contains("axis 0: new axis of length 2: stride 0"), "{}", b);
        let t = explain_in(setup, "k.T");
        assert!(t.contains("permutes the axes (1, 0)"), "{}", t);
    }
}
