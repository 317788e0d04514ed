//! `pool_trace(x, kernel_size, ...)`: what a pooling call does, window by window.
//!
//! Forward: for each output, the input elements its window covers (padding taps counted,
//! not listed) and, for max pooling, which one won (the first maximum in scan order, as
//! PyTorch's MaxPoolKernel.cpp). With `grad_output=`: for each input element, how much
//! gradient it received and from which outputs (the scatter-add of the backward pass).
//! The geometry and winners come from `engine::pool`, the same code the commands run.

use std::rc::Rc;

use super::explain::wrap_words;
use stridelab_display::arrayprint::scalar_str;
use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::Scalar;
use stridelab_engine::pool::{self, Geometry};
use stridelab_engine::error::{PyResult, type_error, value_error};
use stridelab_eval::args::Args;
use stridelab_eval::interp::Interp;
use stridelab_eval::value::Value;
use stridelab_lang::ast::Arg;

pub const SIG: &str = "x, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, *, mode='max', \
                       grad_output=None, count_include_pad=True, divisor_override=None";

/// Outputs listed before the rest are only counted.
const SHOW: usize = 16;

/// Evaluate the call's arguments and bind them to [`SIG`].
pub fn bind(interp: &mut Interp, args: &[Arg]) -> PyResult<Args> {
    let mut pos = Vec::new();
    let mut kw = Vec::new();
    for a in args {
        match a {
            Arg::Positional(e) => pos.push(interp.eval(e)?),
            Arg::Keyword(k, e) => kw.push((k.clone(), interp.eval(e)?)),
            _ => return Err(type_error("pool_trace() takes no *args or **kwargs")),
        }
    }
    Args::bind("pool_trace", SIG, pos, kw)
}

/// `[i, j]` (or `[c, i, j]`) for flat plane index `k` of plane `q`, without spaces so a
/// token never breaks across lines.
fn at(g: &Geometry, q: usize, k: usize, w: usize) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut rem = q;
    let mut lead = Vec::new();
    for &d in g.lead.iter().rev() {
        lead.push(rem % d);
        rem /= d;
    }
    parts.extend(lead.iter().rev().map(|v| v.to_string()));
    if g.nd == 2 {
        parts.push((k / w).to_string());
    }
    parts.push((k % w).to_string());
    format!("[{}]", parts.join(","))
}

/// What `pool_trace` shows, computed once for the text and the picture.
#[derive(Debug, Clone)]
pub struct PoolFacts {
    pub head: String,
    /// The input plane's rows and columns (1 row for 1-D pooling).
    pub h: usize,
    pub w: usize,
    /// Every input value, planes one after another.
    pub values: Vec<String>,
    /// The first outputs' windows.
    pub windows: Vec<PoolWindow>,
    pub more_windows: usize,
    /// The winner's legend and the note on ties, unwrapped (max pooling only).
    pub legend: Vec<String>,
    pub backward: Option<PoolBackward>,
}

/// One output and the window that made it.
#[derive(Debug, Clone)]
pub struct PoolWindow {
    /// `out[0,1]`.
    pub out: String,
    pub value: String,
    pub plane: usize,
    /// Its input taps, flat in the plane, in scan order.
    pub taps: Vec<usize>,
    /// The winner (false) and the elements tied with it (true).
    pub marks: Vec<(usize, bool)>,
    /// Padding taps, ties, the divisor: `(2 tied) (+1 padding) / 4`.
    pub note: String,
    /// The text line's tokens (`\u{1}` holds a space that must not break).
    tokens: Vec<String>,
}

/// Where gradient went: for each input element, the total and its sources.
#[derive(Debug, Clone)]
pub struct PoolBackward {
    /// grad_x, every input element, planes one after another.
    pub values: Vec<String>,
    /// `[i,j]` of every input element.
    pub at: Vec<String>,
    /// Per input element, the outputs that sent it gradient (`g[0,1]=1`, `g[0,1]/4`).
    pub sources: Vec<Vec<String>>,
    /// The summary: how many inputs receive gradient, what the mask would route.
    pub notes: Vec<String>,
}

pub fn trace_text(interp: &mut Interp, args: &[Arg], width: usize) -> PyResult<String> {
    Ok(trace_facts(interp, args)?.text(width))
}

/// The facts of `pool_trace(...)`, before any wrapping.
pub fn trace_facts(interp: &mut Interp, args: &[Arg]) -> PyResult<PoolFacts> {
    let a = bind(interp, args)?;
    let x = match a.req("x") {
        Value::Array(x) => x,
        other => stridelab_eval::numpy::args::array_arg(&other)?,
    };
    let mode = match a.get("mode") {
        None => "max".to_string(),
        Some(Value::Str(s)) if &*s == "max" || &*s == "avg" => s.to_string(),
        Some(_) => return Err(value_error("pool_trace: mode must be 'max' or 'avg'")),
    };
    let nd = if x.ndim() == 1 { 1 } else { 2 };
    let name = if nd == 2 { format!("{}_pool2d", mode) } else { format!("{}_pool1d", mode) };
    let g = stridelab_eval::stridelab::geometry_of(&name, &a, &x, nd, mode == "max")?;
    let cip = a.get("count_include_pad").map(|v| stridelab_eval::ops::truthy(&v)).transpose()?.unwrap_or(true);
    let over = a.opt("divisor_override").map(|v| stridelab_eval::ops::expect_int(&v)).transpose()?;
    let grad = a.opt("grad_output").map(|v| stridelab_eval::numpy::args::array_arg(&v)).transpose()?;
    let head = format!(
        "{}: x of shape {} -> output {}; windows of {}, stride {}, padding {}{}",
        name,
        stridelab_engine::array::shape_repr(&x.shape),
        stridelab_engine::array::shape_repr(&g.out_shape()),
        pair(g.nd, g.ah.k, g.aw.k),
        pair(g.nd, g.ah.s, g.aw.s),
        pair(g.nd, g.ah.p, g.aw.p),
        if g.ah.d > 1 || g.aw.d > 1 { format!(", dilation {}", pair(g.nd, g.ah.d, g.aw.d)) } else { String::new() }
    );
    let vals: Vec<String> = flat_strs(&x);
    let idx = if mode == "max" { Some(pool::argmax_indices(&x, &g)?) } else { None };
    let result = if mode == "max" { pool::max_pool(&x, &g, false)?.0 } else { pool::avg_pool(&x, &g, cip, over)? };
    let rvals = flat_strs(&result);
    let per_in = g.h * g.w;
    let per_out = g.oh * g.ow;
    let total = g.planes() * per_out;
    let ties = idx.as_deref().map(|i| Ties::of(&x, &g, i));
    let mut windows = Vec::new();
    for o in 0..total.min(SHOW) {
        let (q, k) = (o / per_out, o % per_out);
        let (oh, ow) = (k / g.ow, k % g.ow);
        let taps = g.window(oh, ow);
        let n_pad = g.ah.k * g.aw.k - taps.len();
        let out = format!("out{}", at(&g, q, k, g.ow));
        let mut toks: Vec<String> = vec![out.clone(), "=".into(), rvals[o].clone(), "from".into()];
        let mut marks = Vec::new();
        for &t in &taps {
            let mark = match (&idx, &ties) {
                (Some(i), _) if i[o] as usize == t => "*",
                (_, Some(ties)) if ties.equal(o, q * per_in + t) => "~",
                _ => "",
            };
            if !mark.is_empty() {
                marks.push((t, mark == "~"));
            }
            toks.push(format!("x{}={}{}", at(&g, q, t, g.w), vals[q * per_in + t], mark));
        }
        let mut note = Vec::new();
        if let Some(n) = ties.as_ref().map(|t| t.marked[o]).filter(|&n| n > 1) {
            note.push(format!("({}\u{1}tied)", n));
        }
        if n_pad > 0 {
            note.push(format!("(+{} padding)", n_pad).replace(' ', "\u{1}"));
        }
        if mode == "avg" {
            note.push(format!("/ {}", fmt_num(g.divisor(oh, ow, cip, over))).replace(' ', "\u{1}"));
        }
        toks.extend(note.iter().cloned());
        let note = note.join(" ").replace('\u{1}', " ");
        windows.push(PoolWindow { out, value: rvals[o].clone(), plane: q, taps, marks, note, tokens: toks });
    }
    let mut legend = Vec::new();
    if let Some(ties) = &ties {
        legend.push("* marks the winner: the first maximum in scan order (row by row); a NaN always wins.".to_string());
        legend.push(ties.forward_note(total));
    }
    let backward = match grad {
        Some(grad) => Some(backward_facts(&g, &x, &grad, ties.as_ref(), cip, over)?),
        None => None,
    };
    Ok(PoolFacts { head, h: g.h, w: g.w, values: vals, windows, more_windows: total.saturating_sub(SHOW), legend, backward })
}

impl PoolFacts {
    /// The text `pool_trace` prints, wrapped at `width`.
    pub fn text(&self, width: usize) -> String {
        let mut out = wrap_words(&self.head, "", width);
        for w in &self.windows {
            out.push_str(&hang(&w.tokens.join(" "), width));
        }
        if self.more_windows > 0 {
            out.push_str(&format!("... {} more outputs\n", self.more_windows));
        }
        for l in self.legend.iter().filter(|l| !l.is_empty()) {
            out.push_str(&wrap_words(l, "", width));
        }
        if let Some(b) = &self.backward {
            out.push_str("backward (scatter-add of grad_output):\n");
            let receivers: Vec<usize> = (0..b.sources.len()).filter(|&i| !b.sources[i].is_empty()).collect();
            for &i in receivers.iter().take(SHOW) {
                let mut toks = vec![format!("grad_x{}", b.at[i]), "=".into(), b.values[i].clone(), "from".into()];
                for (n, part) in b.sources[i].iter().enumerate() {
                    toks.push(if n == 0 { part.clone() } else { format!("+\u{1}{}", part) });
                }
                out.push_str(&hang(&toks.join(" "), width));
            }
            if receivers.len() > SHOW {
                out.push_str(&format!("... {} more inputs receive gradient\n", receivers.len() - SHOW));
            }
            out.push_str(&wrap_words(&b.notes.join(" "), "", width));
        }
        out.replace('\u{1}', " ")
    }
}

/// Wrapped at `width`, continuation lines indented by four spaces.
fn hang(text: &str, width: usize) -> String {
    let body = wrap_words(text, "", width.saturating_sub(4).max(20));
    let mut out = String::new();
    for (i, line) in body.lines().enumerate() {
        out.push_str(if i == 0 { "" } else { "    " });
        out.push_str(line);
        out.push('\n');
    }
    out
}

fn pair(nd: usize, a: usize, b: usize) -> String {
    if nd == 2 { format!("({}, {})", a, b) } else { b.to_string() }
}

fn fmt_num(v: f64) -> String {
    if v.fract() == 0.0 { format!("{}", v as i64) } else { format!("{}", v) }
}

fn flat_strs(a: &Rc<NdArray>) -> Vec<String> {
    a.to_scalars().into_iter().map(|s| scalar_str(a.dtype, s)).collect()
}

/// Ties in max pooling: which elements equal their window's winner, so the equality mask
/// `window == window.max()` marks them too (NaN == NaN is False: a window whose maximum is
/// NaN marks none), while max_pool2d's backward, as PyTorch's, sends each window's gradient
/// to its first maximum only.
struct Ties {
    values: Vec<Scalar>,
    /// Per output: the winner's flat input index (plane included).
    winner: Vec<usize>,
    /// Per output: how many of its window's elements the equality mask marks.
    marked: Vec<usize>,
}

impl Ties {
    fn of(x: &Rc<NdArray>, g: &Geometry, idx: &[i64]) -> Ties {
        let values = x.to_scalars();
        let (per_in, per_out) = (g.h * g.w, g.oh * g.ow);
        let mut winner = Vec::with_capacity(idx.len());
        let mut marked = Vec::with_capacity(idx.len());
        for (o, &i) in idx.iter().enumerate() {
            let (q, k) = (o / per_out, o % per_out);
            let best = values[q * per_in + i as usize];
            winner.push(q * per_in + i as usize);
            marked.push(g.window(k / g.ow, k % g.ow).into_iter().filter(|&t| values[q * per_in + t] == best).count());
        }
        Ties { values, winner, marked }
    }

    /// Whether input element `i` (flat, plane included) ties with output `o`'s winner.
    fn equal(&self, o: usize, i: usize) -> bool {
        self.values[i] == self.values[self.winner[o]]
    }

    /// The legend of `~` and what the equality mask would mark, when it differs from one
    /// element per window (else empty).
    fn forward_note(&self, windows: usize) -> String {
        let marks: usize = self.marked.iter().sum();
        if self.marked.iter().all(|&n| n == 1) {
            return String::new();
        }
        let tied = self.marked.iter().filter(|&&n| n > 1).count();
        let nan = self.marked.iter().filter(|&&n| n == 0).count();
        let mut s = String::new();
        if tied > 0 {
            s.push_str(&format!(
                "~ marks a tie: equal to its window's winner but later in scan order; max_pool2d's backward (as PyTorch's) sends it nothing. {} of {} windows have tied maxima. ",
                tied, windows
            ));
        }
        s.push_str(&format!(
            "An equality mask (window == window.max()) marks {} elements for these {} windows, so a backward pass through it routes {} units of gradient where max pooling routes {}, one per window.",
            marks, windows, marks, windows
        ));
        if nan > 0 {
            s.push_str(&format!(" In {} window{} the maximum is NaN, which the mask never marks (NaN == NaN is False).", nan, if nan == 1 { "" } else { "s" }));
        }
        s
    }
}

/// For each input element that receives gradient: the total and its sources.
fn backward_facts(g: &Geometry, x: &Rc<NdArray>, grad: &Rc<NdArray>, ties: Option<&Ties>, cip: bool, over: Option<i64>) -> PyResult<PoolBackward> {
    let gin = match ties {
        Some(_) => pool::max_pool_backward("pool_trace", grad, x, g)?,
        None => pool::avg_pool_backward("pool_trace", grad, g, cip, over)?,
    };
    let gvals = flat_strs(grad);
    let per_in = g.h * g.w;
    let per_out = g.oh * g.ow;
    // sources[input] = outputs that send it gradient, in output order
    let mut sources: Vec<Vec<String>> = vec![Vec::new(); g.planes() * per_in];
    for o in 0..g.planes() * per_out {
        let (q, k) = (o / per_out, o % per_out);
        match ties {
            Some(t) => sources[t.winner[o]].push(format!("g{}={}", at(g, q, k, g.ow), gvals[o])),
            None => {
                let part = format!("g{}/{}", at(g, q, k, g.ow), fmt_num(g.divisor(k / g.ow, k % g.ow, cip, over)));
                for t in g.window(k / g.ow, k % g.ow) {
                    sources[q * per_in + t].push(part.clone());
                }
            }
        }
    }
    let receivers = sources.iter().filter(|s| !s.is_empty()).count();
    let none = sources.len() - receivers;
    let mut notes = vec![format!("{} of {} inputs receive gradient, {} receive none.", receivers, sources.len(), none)];
    if let Some(ties) = ties {
        let g_out: Vec<f64> = grad.to_scalars().into_iter().map(|v| v.as_f64()).collect();
        let routed: f64 = g_out.iter().sum();
        notes.push(format!("Only each window's winner receives its gradient: {} in all.", fmt_num(routed)));
        if ties.marked.iter().any(|&n| n != 1) {
            // what grad_x += g * (window == window.max()) would add up to, in NumPy
            let masked: f64 = g_out.iter().zip(&ties.marked).map(|(v, &n)| v * n as f64).sum();
            notes.push(format!(
                "The equality mask would send each window's gradient to every element it marks: {} in all.",
                fmt_num(masked)
            ));
        }
    }
    let at_all = (0..sources.len()).map(|i| at(g, i / per_in, i % per_in, g.w)).collect();
    Ok(PoolBackward { values: flat_strs(&gin), at: at_all, sources, notes })
}
