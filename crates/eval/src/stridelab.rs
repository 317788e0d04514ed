//! The `stridelab` namespace: commands NumPy does not have, reachable as
//! `stridelab.max_pool2d` after `import stridelab` and bare (`max_pool2d(x, 2)`).
//!
//! The pool commands follow PyTorch's functional API (torch/nn/functional.py
//! `max_pool2d`, `avg_pool2d`, `unfold`, `fold`; argument parsing as in
//! aten/src/ATen/native/DilatedMaxPool2d.cpp and AveragePool2d.cpp) but raise NumPy-style
//! Python exceptions. The loops live in `engine::pool`.

use std::collections::BTreeSet;

use super::args::Args;
use super::builtins::BuiltinDef;
use super::interp::Interp;
use super::numpy::args::{array_arg, axes_arg, shape_arg};
use super::ops::{self, index_int};
use super::value::Value;
use stridelab_engine::array::NdArray;
use stridelab_engine::pool::{self, Axis, Geometry};
use stridelab_engine::view;
use stridelab_engine::error::{PyResult, type_error, value_error};

macro_rules! def {
    ($key:expr, $sig:expr, $doc:expr, $ex:expr, $f:expr) => {
        BuiltinDef { key: $key, sig: $sig, doc: $doc, example: $ex, f: $f, method: None, method_example: "" }
    };
}

const MAX2: &str = "x, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False";
const AVG2: &str = "x, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None";
const MAXB: &str = "grad_output, x, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False";
const AVGB: &str =
    "grad_output, x, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None";

pub static TABLE: &[BuiltinDef] = &[
    def!("stridelab.max_pool2d", MAX2, "Max over each window of the last two axes (PyTorch's semantics: padding acts as -inf, the first maximum wins, NaN propagates; return_indices gives flat indices within each plane).", "max_pool2d(np.arange(16.).reshape(4, 4), 2)", max_pool2d),
    def!("stridelab.avg_pool2d", AVG2, "Mean over each window of the last two axes (padding counts as 0 unless count_include_pad=False; float64 for integer input).", "avg_pool2d(np.arange(16).reshape(4, 4), 3, stride=1, padding=1)", avg_pool2d),
    def!("stridelab.max_pool2d_backward", MAXB, "The gradient for x of max_pool2d: each output's gradient added to its window's argmax (overlaps accumulate, ties never split).", "max_pool2d_backward(np.ones((2, 2)), np.ones((4, 4)), 3, stride=1)", max_pool2d_backward),
    def!("stridelab.avg_pool2d_backward", AVGB, "The gradient for x of avg_pool2d: each output's gradient divided by its divisor and added to every input of its window (float64).", "avg_pool2d_backward(np.ones((2, 2)), np.zeros((4, 4)), 2)", avg_pool2d_backward),
    def!("stridelab.max_pool1d", MAX2, "max_pool2d over the last axis only.", "max_pool1d(np.array([1, 3, 2, 5, 4]), 2)", max_pool1d),
    def!("stridelab.avg_pool1d", AVG2, "avg_pool2d over the last axis only.", "avg_pool1d(np.array([1, 2, 3, 4, 5]), 2, ceil_mode=True)", avg_pool1d),
    def!("stridelab.max_pool1d_backward", MAXB, "max_pool2d_backward over the last axis only.", "max_pool1d_backward(np.ones(4), np.arange(6), 3, stride=1)", max_pool1d_backward),
    def!("stridelab.avg_pool1d_backward", AVGB, "avg_pool2d_backward over the last axis only.", "avg_pool1d_backward(np.ones(4), np.zeros(6), 3, stride=1)", avg_pool1d_backward),
    def!("stridelab.unfold", "x, kernel_size, dilation=1, padding=0, stride=1", "im2col: every window of a (C, H, W) or (N, C, H, W) array as a column, (N, C*kh*kw, L); padded taps read 0.", "unfold(np.arange(9.).reshape(1, 3, 3), 2)", unfold),
    def!("stridelab.fold", "x, output_size, kernel_size, dilation=1, padding=0, stride=1", "col2im: columns summed back into their windows' positions (overlaps add up, padding dropped).", "fold(np.ones((1, 3, 4)), 6, (1, 3), stride=1)", fold),
    def!("stridelab.windows", "x, window_shape, axis=None, *, step=1, subok=False, writeable=False", "sliding_window_view(x, window_shape, axis) with a step between windows: the same view as slicing its window-position axes with ::step.", "windows(np.arange(8), 3, step=2)", windows),
];

// ----- parameters -----

/// An int or a tuple of `n` ints (a one-element tuple repeats), as PyTorch's `expand_param`.
fn param(fname: &str, what: &str, v: &Value, n: usize) -> PyResult<Vec<i64>> {
    let bad = || {
        type_error(if n == 2 {
            format!("{}: {} must either be a single int, or a tuple of two ints", fname, what)
        } else {
            format!("{}: {} must either be a single int, or a tuple of one int", fname, what)
        })
    };
    let one = |x: &Value| -> PyResult<i64> {
        match x {
            Value::Bool(_) | Value::Float(_) => Err(bad()),
            _ => index_int(x).and_then(|i| i64::try_from(i).ok()).ok_or_else(bad),
        }
    };
    match v {
        Value::Tuple(_) | Value::List(_) => {
            let items = ops::iterate(v)?;
            match items.len() {
                1 => Ok(vec![one(&items[0])?; n]),
                k if k == n => items.iter().map(one).collect(),
                _ => Err(bad()),
            }
        }
        _ => Ok(vec![one(v)?; n]),
    }
}

fn flag(a: &Args, name: &str, default: bool) -> PyResult<bool> {
    match a.get(name) {
        None => Ok(default),
        Some(v) => ops::truthy(&v),
    }
}

/// Kernel, stride, padding and dilation of a pooling call, checked in PyTorch's order.
/// `nd` is 2 for the 2-D commands and 1 for the 1-D ones (then the height axis is unit).
fn axes(fname: &str, a: &Args, nd: usize, dilation: bool) -> PyResult<(Axis, Axis)> {
    let k = param(fname, "kernel_size", &a.req("kernel_size"), nd)?;
    let s = match a.opt("stride") {
        None => k.clone(),
        Some(Value::Tuple(t)) if t.is_empty() => k.clone(),
        Some(v) => param(fname, "stride", &v, nd)
            .map_err(|_| type_error(format!("{}: stride must either be omitted, a single int, or a tuple of {} ints", fname, if nd == 2 { "two" } else { "one" })))?,
    };
    let p = param(fname, "padding", &a.get("padding").unwrap_or(Value::Int(0)), nd)?;
    let d = if dilation { param(fname, "dilation", &a.get("dilation").unwrap_or(Value::Int(1)), nd)? } else { vec![1; nd] };
    for i in 0..nd {
        pool::check_axis(k[i], s[i], p[i], d[i])?;
    }
    if k.iter().any(|&v| v <= 0) {
        return Err(value_error(if nd == 2 {
            format!("kernel size should be greater than zero, but got kH: {} kW: {}", k[0], k[1])
        } else {
            format!("kernel size should be greater than zero, but got kW: {}", k[0])
        }));
    }
    if s.iter().any(|&v| v <= 0) {
        return Err(value_error(if nd == 2 {
            format!("stride should be greater than zero, but got dH: {} dW: {}", s[0], s[1])
        } else {
            format!("stride should be greater than zero, but got dW: {}", s[0])
        }));
    }
    if d.iter().any(|&v| v <= 0) {
        return Err(value_error(if nd == 2 {
            format!("dilation should be greater than zero, but got dilationH: {} dilationW: {}", d[0], d[1])
        } else {
            format!("dilation should be greater than zero, but got dilationW: {}", d[0])
        }));
    }
    let ax = |i: usize| Axis::new(k[i] as usize, s[i] as usize, p[i] as usize, d[i] as usize);
    Ok(if nd == 2 { (ax(0), ax(1)) } else { (Axis::new(1, 1, 0, 1), ax(0)) })
}

/// The geometry of a pooling call on array `x`.
pub fn geometry_of(fname: &str, a: &Args, x: &NdArray, nd: usize, dilation: bool) -> PyResult<Geometry> {
    let (ah, aw) = axes(fname, a, nd, dilation)?;
    pool::geometry(fname, &x.shape, nd, ah, aw, flag(a, "ceil_mode", false)?)
}

fn divisor(a: &Args) -> PyResult<Option<i64>> {
    match a.opt("divisor_override") {
        None => Ok(None),
        Some(v) => {
            let d = ops::expect_int(&v)?;
            if d == 0 {
                return Err(value_error("divisor must be not zero"));
            }
            Ok(Some(d))
        }
    }
}

fn numeric(fname: &str, x: &NdArray) -> PyResult<()> {
    if x.dtype == stridelab_engine::dtype::DType::Bool && !fname.starts_with("max_pool") {
        return Err(type_error(format!("{}: bool input is not supported; cast to an integer or float dtype", fname)));
    }
    Ok(())
}

// ----- commands -----

fn max_pool(a: &Args, nd: usize) -> PyResult<Value> {
    let x = array_arg(&a.req("x"))?;
    let g = geometry_of(&a.fname, a, &x, nd, true)?;
    let want = flag(a, "return_indices", false)?;
    let (out, idx) = pool::max_pool(&x, &g, want)?;
    Ok(match idx {
        Some(i) => Value::tuple(vec![Value::Array(out), Value::Array(i)]),
        None => Value::Array(out),
    })
}

fn avg_pool(a: &Args, nd: usize) -> PyResult<Value> {
    let x = array_arg(&a.req("x"))?;
    numeric(&a.fname, &x)?;
    // AvgPool2d.cpp checks the divisor before any output size
    let over = divisor(a)?;
    let g = geometry_of(&a.fname, a, &x, nd, false)?;
    Ok(Value::Array(pool::avg_pool(&x, &g, flag(a, "count_include_pad", true)?, over)?))
}

fn max_backward(a: &Args, nd: usize) -> PyResult<Value> {
    let grad = array_arg(&a.req("grad_output"))?;
    let x = array_arg(&a.req("x"))?;
    let g = geometry_of(&a.fname, a, &x, nd, true)?;
    Ok(Value::Array(pool::max_pool_backward(&a.fname, &grad, &x, &g)?))
}

fn avg_backward(a: &Args, nd: usize) -> PyResult<Value> {
    let grad = array_arg(&a.req("grad_output"))?;
    numeric(&a.fname, &grad)?;
    let x = array_arg(&a.req("x"))?;
    let over = divisor(a)?;
    let g = geometry_of(&a.fname, a, &x, nd, false)?;
    Ok(Value::Array(pool::avg_pool_backward(&a.fname, &grad, &g, flag(a, "count_include_pad", true)?, over)?))
}

fn max_pool2d(_: &mut Interp, a: &Args) -> PyResult<Value> {
    max_pool(a, 2)
}
fn max_pool1d(_: &mut Interp, a: &Args) -> PyResult<Value> {
    max_pool(a, 1)
}
fn avg_pool2d(_: &mut Interp, a: &Args) -> PyResult<Value> {
    avg_pool(a, 2)
}
fn avg_pool1d(_: &mut Interp, a: &Args) -> PyResult<Value> {
    avg_pool(a, 1)
}
fn max_pool2d_backward(_: &mut Interp, a: &Args) -> PyResult<Value> {
    max_backward(a, 2)
}
fn max_pool1d_backward(_: &mut Interp, a: &Args) -> PyResult<Value> {
    max_backward(a, 1)
}
fn avg_pool2d_backward(_: &mut Interp, a: &Args) -> PyResult<Value> {
    avg_backward(a, 2)
}
fn avg_pool1d_backward(_: &mut Interp, a: &Args) -> PyResult<Value> {
    avg_backward(a, 1)
}

/// unfold/fold's parameters (Im2Col.cpp `im2col_shape_check` words).
fn block_axes(fname: &str, a: &Args) -> PyResult<(Axis, Axis)> {
    let k = param(fname, "kernel_size", &a.req("kernel_size"), 2)?;
    let d = param(fname, "dilation", &a.get("dilation").unwrap_or(Value::Int(1)), 2)?;
    let p = param(fname, "padding", &a.get("padding").unwrap_or(Value::Int(0)), 2)?;
    let s = param(fname, "stride", &a.get("stride").unwrap_or(Value::Int(1)), 2)?;
    let check = |v: &[i64], what: &str, hw: (&str, &str), ok: fn(i64) -> bool, rule: &str| {
        if v.iter().all(|&x| ok(x)) {
            Ok(())
        } else {
            Err(value_error(format!("{} should be {}, but got {}: {} {}: {}", what, rule, hw.0, v[0], hw.1, v[1])))
        }
    };
    check(&k, "kernel size", ("kernel_height", "kernel_width"), |x| x > 0, "greater than zero")?;
    check(&d, "dilation", ("dilation_height", "dilation_width"), |x| x > 0, "greater than zero")?;
    check(&p, "padding", ("pad_height", "pad_width"), |x| x >= 0, "non-negative")?;
    check(&s, "stride", ("stride_height", "stride_width"), |x| x > 0, "greater than zero")?;
    let ax = |i: usize| Axis::new(k[i] as usize, s[i] as usize, p[i] as usize, d[i] as usize);
    Ok((ax(0), ax(1)))
}

fn unfold(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("x"))?;
    if x.ndim() != 3 && x.ndim() != 4 {
        return Err(value_error(format!(
            "unfold: expected a 3-D (C, H, W) or 4-D (N, C, H, W) array, but got a {}-D array",
            x.ndim()
        )));
    }
    let (ah, aw) = block_axes("unfold", a)?;
    Ok(Value::Array(pool::unfold(&x, ah, aw)?))
}

fn fold(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("x"))?;
    if x.ndim() != 2 && x.ndim() != 3 {
        return Err(value_error(format!(
            "fold: expected a 2-D (C*kh*kw, L) or 3-D (N, C*kh*kw, L) array, but got a {}-D array",
            x.ndim()
        )));
    }
    let size = param("fold", "output_size", &a.req("output_size"), 2)?;
    if size.iter().any(|&s| s <= 0) {
        return Err(value_error(format!(
            "output_size should be greater than zero, but got output_height: {} output_width: {}",
            size[0], size[1]
        )));
    }
    let (ah, aw) = block_axes("fold", a)?;
    Ok(Value::Array(pool::fold(&x, size[0] as usize, size[1] as usize, ah, aw)?))
}

/// `windows(x, shape, axis=None, *, step=...)`: `sliding_window_view`, then the
/// window-position axes sliced with `::step` (a view of the same memory, as NumPy's slice).
fn windows(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("x"))?;
    let window = shape_arg(&a.req("window_shape"))?;
    let axis = a.opt("axis").map(|v| axes_arg(&v)).transpose()?;
    let w = flag(a, "writeable", false)?;
    let v = view::sliding_window_view(&x, &window, axis.as_deref(), w)?;
    let step = match a.get("step") {
        None => return Ok(Value::Array(v)),
        Some(s) => shape_arg(&s)?,
    };
    let axes: Vec<usize> = match &axis {
        None => (0..x.ndim()).collect(),
        Some(ax) => view::normalize_axis_tuple(ax, x.ndim(), None, true)?,
    };
    let step: Vec<i64> = match step.len() {
        1 => vec![step[0]; axes.len()],
        n if n == axes.len() => step,
        n => {
            return Err(value_error(format!(
                "step must be one int or one per window axis; got {} steps for {} window axes",
                n,
                axes.len()
            )));
        }
    };
    if step.iter().any(|&s| s <= 0) {
        return Err(value_error("step must be a positive integer"));
    }
    let mut shape = v.shape.clone();
    let mut strides = v.strides.clone();
    for (&ax, &s) in axes.iter().zip(&step) {
        // repeated axes slice the same position axis again, as chained slices would
        shape[ax] = shape[ax].div_ceil(s as usize);
        strides[ax] *= s as isize;
    }
    let out = NdArray::view_of(&v, v.offset, shape, strides, v.dtype)?;
    Ok(Value::Array(out))
}

/// The plain-NumPy definitions of the stridelab commands in `used` (others are ignored), with
/// their helpers, in the order of `stridelab_defs.py`: what `:save` and the lesson export put
/// before a script so it runs under real NumPy.
pub fn numpy_definitions(used: &BTreeSet<String>) -> String {
    const DEFS: &str = include_str!("stridelab_defs.py");
    // sections: "# --- name: helper ..." up to the next such line
    let mut sections: Vec<(&str, Vec<&str>, String)> = Vec::new();
    for line in DEFS.lines() {
        if let Some(h) = line.strip_prefix("# --- ") {
            let (name, deps) = h.split_once(':').unwrap_or((h, ""));
            sections.push((name.trim(), deps.split_whitespace().collect(), String::new()));
        } else if let Some((_, _, text)) = sections.last_mut() {
            text.push_str(line);
            text.push('\n');
        }
    }
    let mut want: BTreeSet<&str> = BTreeSet::new();
    for (name, deps, _) in &sections {
        if used.contains(*name) {
            want.insert(name);
            want.extend(deps.iter().copied());
        }
    }
    if want.is_empty() {
        return String::new();
    }
    let mut out = String::from("# stridelab's commands used in this session, in plain NumPy:\n");
    for (name, _, text) in &sections {
        if want.contains(name) {
            out.push_str(text.trim_end());
            out.push_str("\n\n");
        }
    }
    // under stridelab itself the built-in commands replace these definitions
    let names: Vec<&str> = used.iter().map(|s| s.as_str()).filter(|n| want.contains(n)).collect();
    out.push_str(&format!(
        "try:\n    from stridelab import {}  # stridelab's own commands\nexcept ImportError:\n    pass\n\n",
        names.join(", ")
    ));
    out
}

