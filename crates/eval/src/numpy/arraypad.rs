//! NumPy's `numpy/lib/_arraypad_impl.py`: pad.

use std::rc::Rc;

use stridelab_engine::array::{NdArray, check_alloc};
use stridelab_engine::dtype::{DType, Kind, Scalar};
use stridelab_engine::ufunc;
use stridelab_engine::gather::{Pick, gathered, identity_map};
use stridelab_engine::error::{ExcKind, PyErr, PyResult, type_error, value_error};
use crate::convert;
use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::numpy::args::array_arg;
use crate::numpy::einsumfunc::compact;
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.pad", "array, pad_width, mode='constant', **kwargs", "A padded copy: modes constant, edge, reflect, symmetric (reflect_type even or odd), wrap, maximum, minimum, mean, median (stat_length), linear_ramp (end_values), empty, or a function filling each line; pad_width may be a dict {axis: width}.", "np.pad(x, ((0, 0), (1, 1)))", np_pad),
];

/// numpy.lib._arraypad_impl._as_pairs: one (before, after) pair per axis.
fn as_pairs(x: &Rc<NdArray>, ndim: usize, as_index: bool) -> PyResult<Vec<[Scalar; 2]>> {
    let vals = x.to_scalars();
    let neg = |s: &Scalar| s.as_f64() < 0.0;
    let neg_err = || value_error("index can't contain negative values");
    if x.ndim() < 3 {
        if x.size() == 1 {
            if as_index && neg(&vals[0]) {
                return Err(neg_err());
            }
            return Ok(vec![[vals[0], vals[0]]; ndim]);
        }
        if x.size() == 2 && x.shape != [2, 1] {
            if as_index && (neg(&vals[0]) || neg(&vals[1])) {
                return Err(neg_err());
            }
            return Ok(vec![[vals[0], vals[1]]; ndim]);
        }
    }
    if as_index && vals.iter().any(neg) {
        return Err(neg_err());
    }
    let target = [ndim, 2];
    let bad = || {
        value_error(format!(
            "operands could not be broadcast together with remapped shapes [original->remapped]: {}  and requested shape {}",
            compact(&x.shape),
            compact(&target)
        ))
    };
    if x.ndim() > 2 {
        return Err(bad());
    }
    let off = 2 - x.ndim();
    let mut full = [1usize; 2];
    for (i, &d) in x.shape.iter().enumerate() {
        full[off + i] = d;
        if d != 1 && d != target[off + i] {
            return Err(bad());
        }
    }
    let mut out = Vec::with_capacity(ndim);
    for i in 0..ndim {
        let r = if full[0] == 1 { 0 } else { i };
        let pick = |k: usize| vals[r * full[1] + if full[1] == 1 { 0 } else { k }];
        out.push([pick(0), pick(1)]);
    }
    Ok(out)
}

/// Constant padding written in place: each axis' before/after slabs filled in axis order
/// (a later axis overwrites the corners, as NumPy pads axis after axis), then the input
/// copied into the interior. Zero fills are skipped: the new buffer is zeroed already.
fn pad_constant(
    x: &Rc<NdArray>,
    out_shape: &[usize],
    widths: &[(usize, usize)],
    fills: &[[Vec<u8>; 2]],
    fortran: bool,
) -> PyResult<Rc<NdArray>> {
    let res = NdArray::zeros(x.dtype, out_shape, fortran)?;
    if res.size() == 0 {
        return Ok(res);
    }
    let slab = |off: usize, k: usize, len: usize| {
        let mut sh = out_shape.to_vec();
        sh[k] = len;
        NdArray::build(res.buf.clone(), off, sh, res.strides.clone(), x.dtype, false, true, None)
    };
    for (k, &(b, e)) in widths.iter().enumerate() {
        for (side, off, len) in [(0, 0, b), (1, (b + x.shape[k]) * res.strides[k] as usize, e)] {
            let v = &fills[k][side];
            if len > 0 && v.iter().any(|&c| c != 0) {
                stridelab_engine::creation::fill_view(&*slab(off, k, len)?, v);
            }
        }
    }
    if x.size() > 0 {
        let off: usize = widths.iter().zip(&res.strides).map(|(&(b, _), &st)| b * st as usize).sum();
        let inner = NdArray::build(res.buf.clone(), off, x.shape.clone(), res.strides.clone(), x.dtype, false, true, None)?;
        stridelab_engine::assign::assign(&inner, x, &x.strides);
    }
    Ok(res)
}

fn np_pad(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("array"))?;
    let pw = match a.req("pad_width") {
        Value::Dict(d) => dict_widths(&d.borrow().pairs(), x.ndim())?,
        v => array_arg(&v)?,
    };
    if pw.dtype.kind() != Kind::Int {
        return Err(type_error("`pad_width` must be of integral type."));
    }
    let pairs = as_pairs(&pw, x.ndim(), true)?;
    if let Some(f @ (Value::Builtin(_) | Value::Function(_) | Value::Method(_))) = a.get("mode") {
        return pad_callable(interp, &x, &pw, f, &a.extra_kw).map(Value::Array);
    }
    let mode = match a.get("mode") {
        None => "constant".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(other) => return Err(type_error(format!("stridelab: np.pad mode must be a string, not {}", other.type_name()))),
    };
    let allowed: &[&str] = match mode.as_str() {
        "constant" => &["constant_values"],
        "edge" | "wrap" | "empty" => &[],
        "reflect" | "symmetric" => &["reflect_type"],
        "linear_ramp" => &["end_values"],
        "maximum" | "mean" | "median" | "minimum" => &["stat_length"],
        _ => return Err(value_error(format!("mode '{}' is not supported", mode))),
    };
    let bad: Vec<String> =
        a.extra_kw.iter().filter(|(k, _)| !allowed.contains(&k.as_str())).map(|(k, _)| format!("'{}'", k)).collect();
    if !bad.is_empty() {
        return Err(value_error(format!("unsupported keyword arguments for mode '{}': {{{}}}", mode, bad.join(", "))));
    }
    let kw = |name: &str| a.extra_kw.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone());
    let stat = match mode.as_str() {
        "maximum" => Some("numpy.amax"),
        "minimum" => Some("numpy.amin"),
        "mean" => Some("numpy.mean"),
        "median" => Some("numpy.median"),
        _ => None,
    };
    // only "odd" changes anything: every other reflect_type value means "even", as in NumPy
    let odd = matches!(kw("reflect_type"), Some(Value::Str(t)) if &*t == "odd");
    let widths: Vec<(usize, usize)> = pairs.iter().map(|p| (p[0].as_i64_wrapping() as usize, p[1].as_i64_wrapping() as usize)).collect();
    let dt = x.dtype;
    let isz = dt.itemsize();
    let mut fills = vec![[vec![0u8; isz], vec![0u8; isz]]; x.ndim()];
    let constant = matches!(mode.as_str(), "constant" | "empty");
    if mode == "constant" {
        let cv = kw("constant_values").unwrap_or(Value::Int(0));
        let cva = convert::to_array(&cv, None)?;
        let cpairs = as_pairs(&cva, x.ndim(), false)?;
        for (f, p) in fills.iter_mut().zip(&cpairs) {
            p[0].write_le_bytes(dt, &mut f[0]);
            p[1].write_le_bytes(dt, &mut f[1]);
        }
    } else {
        for (k, &(b, e)) in widths.iter().enumerate() {
            if x.shape[k] == 0 && (b > 0 || e > 0) {
                return Err(value_error(format!(
                    "can't extend empty axis {} using modes other than 'constant' or 'empty'",
                    k
                )));
            }
        }
    }
    let out_shape: Vec<usize> =
        x.shape.iter().zip(&widths).map(|(&n, &(b, e))| n.saturating_add(b).saturating_add(e)).collect();
    check_alloc(&out_shape, dt)?;
    if out_shape.contains(&0) {
        // nothing to fill; the per-axis maps below could be 2**31 long on an empty axis
        return Ok(Value::Array(NdArray::zeros(dt, &out_shape, false)?));
    }
    let widths_ok = || widths.iter().zip(&x.shape).all(|(&(b, e), &n)| n > 0 || (b == 0 && e == 0));
    if let Some(func) = stat {
        if !widths_ok() {
            return Ok(Value::Array(NdArray::zeros(dt, &out_shape, false)?));
        }
        let lengths = match kw("stat_length") {
            None | Some(Value::None) => None,
            Some(v) => Some(as_pairs(&convert::to_array(&v, None)?, x.ndim(), true)?),
        };
        return pad_stat(interp, &x, &out_shape, &widths, func, lengths.as_deref()).map(Value::Array);
    }
    if odd && matches!(mode.as_str(), "reflect" | "symmetric") && widths_ok() {
        return pad_reflect_odd(&x, &out_shape, &widths, mode == "symmetric").map(Value::Array);
    }
    if mode == "linear_ramp" {
        let ev = kw("end_values").unwrap_or(Value::Int(0));
        let ends = as_pairs(&convert::to_array(&ev, None)?, x.ndim(), false)?;
        return pad_linear_ramp(&x, &out_shape, &widths, &ends).map(Value::Array);
    }
    let mut maps = Vec::with_capacity(x.ndim());
    for (k, &(b, e)) in widths.iter().enumerate() {
        let n = x.shape[k];
        let mut m = Vec::with_capacity(n + b + e);
        if constant {
            m.extend(std::iter::repeat_n(Pick::Fill(0), b));
            m.extend(identity_map(n));
            m.extend(std::iter::repeat_n(Pick::Fill(1), e));
        } else if n > 0 {
            let ni = n as i64;
            for j in -(b as i64)..(ni + e as i64) {
                let src = match mode.as_str() {
                    "edge" => j.clamp(0, ni - 1),
                    "wrap" => j.rem_euclid(ni),
                    "reflect" if ni == 1 => 0,
                    "reflect" => {
                        let p = 2 * (ni - 1);
                        let r = j.rem_euclid(p);
                        if r < ni { r } else { p - r }
                    }
                    _ => {
                        let p = 2 * ni;
                        let r = j.rem_euclid(p);
                        if r < ni { r } else { p - 1 - r }
                    }
                };
                m.push(Pick::Src(src as usize));
            }
        }
        maps.push(m);
    }
    // np.pad allocates in F order only for F-but-not-C inputs
    let fortran = x.ndim() > 1 && x.is_f_contiguous() && !x.is_c_contiguous();
    if constant {
        return pad_constant(&x, &out_shape, &widths, &fills, fortran).map(Value::Array);
    }
    if fortran {
        // the reversed axes of an F-ordered array are C-ordered: gather those in place; the
        // C result read with its axes reversed is the F-ordered padded array
        maps.reverse();
        fills.reverse();
        let res = gathered(&*stridelab_engine::view::transpose(&x, None)?, &maps, &fills)?;
        let strides = res.strides.iter().rev().copied().collect();
        return NdArray::build(res.buf.clone(), 0, out_shape, strides, dt, true, true, None).map(Value::Array);
    }
    Ok(Value::Array(gathered(&x, &maps, &fills)?))
}

/// `pad_width` given as a dict `{axis: width}` (NumPy 2.3+): a list of (0, 0) pairs, one per
/// axis, where each key is a list index (so -1 is the last axis, and out of range is an
/// IndexError) and each value an int or a 2-tuple.
fn dict_widths(items: &[(Value, Value)], ndim: usize) -> PyResult<Rc<NdArray>> {
    let mut flat = vec![Scalar::Int(0); 2 * ndim];
    for (k, v) in items {
        let Some(axis) = crate::ops::index_int(k) else {
            return Err(type_error(format!("list indices must be integers or slices, not {}", k.type_name())));
        };
        let axis = if axis < 0 { axis + ndim as i128 } else { axis };
        if axis < 0 || axis >= ndim as i128 {
            return Err(PyErr::new(ExcKind::IndexError, "list assignment index out of range"));
        }
        let scalar = |w: &Value| -> PyResult<Scalar> {
            match convert::to_array(w, None)? {
                a if a.ndim() == 0 && a.dtype.kind() == Kind::Int => Ok(a.to_scalars()[0]),
                _ => Err(type_error("`pad_width` must be of integral type.")),
            }
        };
        let pair = match v {
            Value::Int(_) | Value::Bool(_) => [scalar(v)?, scalar(v)?],
            Value::Tuple(t) if t.len() == 2 => [scalar(&t[0])?, scalar(&t[1])?],
            other => {
                // NumPy 2.4's match statement ends in typing.assert_never
                return Err(PyErr::new(
                    ExcKind::AssertionError,
                    format!("Expected code to be unreachable, but got: {}", crate::repr::repr(other, &Default::default())),
                ));
            }
        };
        if pair.iter().any(|p| p.as_f64() < 0.0) {
            return Err(value_error("index can't contain negative values"));
        }
        flat[2 * axis as usize] = pair[0];
        flat[2 * axis as usize + 1] = pair[1];
    }
    NdArray::from_scalars(DType::Int64, &[ndim, 2], &flat)
}

/// The padded result with `x` in its centre and zeros around it (`_pad_simple`).
fn pad_simple(x: &Rc<NdArray>, out_shape: &[usize], widths: &[(usize, usize)]) -> PyResult<Rc<NdArray>> {
    // np.pad allocates in F order only for F-but-not-C inputs
    let fortran = x.ndim() > 1 && x.is_f_contiguous() && !x.is_c_contiguous();
    let res = NdArray::zeros(x.dtype, out_shape, fortran)?;
    let centre: Vec<(usize, usize)> = widths.iter().zip(&x.shape).map(|(&(b, _), &n)| (b, b + n)).collect();
    ufunc::assign_cast(&*region(&res, &centre)?, x);
    Ok(res)
}

/// The view of `a` over `[lo, hi)` on every axis.
fn region(a: &Rc<NdArray>, ranges: &[(usize, usize)]) -> PyResult<Rc<NdArray>> {
    let mut off = a.offset as isize;
    for (k, &(lo, _)) in ranges.iter().enumerate() {
        off += lo as isize * a.strides[k];
    }
    let shape = ranges.iter().map(|&(lo, hi)| hi - lo).collect();
    NdArray::view_of(a, off as usize, shape, a.strides.clone(), a.dtype)
}

/// `_view_roi`: the part of the padded array axis `k` pads, the axes before it already padded
/// (so their padding feeds this axis' statistics and ramps), the axes after it not yet.
fn roi_ranges(out_shape: &[usize], widths: &[(usize, usize)], shape: &[usize], k: usize) -> Vec<(usize, usize)> {
    (0..shape.len()).map(|j| if j <= k { (0, out_shape[j]) } else { (widths[j].0, widths[j].0 + shape[j]) }).collect()
}

/// `roi` restricted to `[lo, hi)` along axis `k`.
fn along(roi: &[(usize, usize)], k: usize, lo: usize, hi: usize) -> Vec<(usize, usize)> {
    let mut r = roi.to_vec();
    r[k] = (r[k].0 + lo, r[k].0 + hi);
    r
}

/// Modes maximum, minimum, mean and median (`_get_stats`): each side is filled with the
/// statistic of the `stat_length` values next to it (all of them by default), rounded
/// half-to-even first when the array is of integers.
fn pad_stat(
    interp: &mut Interp,
    x: &Rc<NdArray>,
    out_shape: &[usize],
    widths: &[(usize, usize)],
    func: &'static str,
    lengths: Option<&[[Scalar; 2]]>,
) -> PyResult<Rc<NdArray>> {
    let padded = pad_simple(x, out_shape, widths)?;
    for (k, &(b, e)) in widths.iter().enumerate() {
        let roi = roi_ranges(out_shape, widths, &x.shape, k);
        let n = x.shape[k];
        let len = |i: usize| lengths.map_or(n, |l| (l[k][i].as_i64_wrapping() as usize).min(n));
        let (ll, rl) = (len(0), len(1));
        if (ll == 0 || rl == 0) && matches!(func, "numpy.amax" | "numpy.amin") {
            return Err(value_error("stat_length of 0 yields no value for padding"));
        }
        let mut stat_of = |lo: usize, hi: usize| -> PyResult<Rc<NdArray>> {
            let chunk = region(&padded, &along(&roi, k, lo, hi))?;
            let kw = vec![("axis".to_string(), Value::Int(k as i128)), ("keepdims".to_string(), Value::Bool(true))];
            let mut r = interp.call(&Value::Builtin(func), vec![Value::Array(chunk)], kw)?;
            if x.dtype.is_integer() {
                r = interp.call(&Value::Builtin("numpy.round"), vec![r], vec![])?;
            }
            array_arg(&r)
        };
        let left = stat_of(b, b + ll)?;
        let right = if ll == n && rl == n { left.clone() } else { stat_of(b + n - rl, b + n)? };
        if b > 0 {
            ufunc::assign_cast(&*region(&padded, &along(&roi, k, 0, b))?, &left);
        }
        if e > 0 {
            ufunc::assign_cast(&*region(&padded, &along(&roi, k, b + n, b + n + e))?, &right);
        }
    }
    Ok(padded)
}

/// Mode linear_ramp (`_get_linear_ramps`): `np.linspace(end_value, edge, width,
/// endpoint=False)` towards each edge, in double precision (`i * step + start`, floored for
/// integer arrays), the right ramp reversed.
fn pad_linear_ramp(x: &Rc<NdArray>, out_shape: &[usize], widths: &[(usize, usize)], ends: &[[Scalar; 2]]) -> PyResult<Rc<NdArray>> {
    use stridelab_engine::ufunc::{BinOp, Operand, UnOp};
    let padded = pad_simple(x, out_shape, widths)?;
    for (k, &(b, e)) in widths.iter().enumerate() {
        let roi = roi_ranges(out_shape, widths, &x.shape, k);
        let n = x.shape[k];
        for (side, w, edge_at) in [(0, b, b), (1, e, b + n - 1)] {
            if w == 0 {
                continue;
            }
            let start = ends[k][side].as_f64();
            let edge = ufunc::cast_copy(&*region(&padded, &along(&roi, k, edge_at, edge_at + 1))?, DType::Float64)?;
            let delta = ufunc::binary(BinOp::Sub, &Operand::Array(edge), &Operand::PyFloat(start), None)?;
            let step = ufunc::binary(BinOp::TrueDiv, &Operand::Array(delta), &Operand::PyFloat(w as f64), None)?;
            for i in 0..w {
                let y = ufunc::binary(BinOp::Mul, &Operand::PyFloat(i as f64), &Operand::Array(step.clone()), None)?;
                let mut y = ufunc::binary(BinOp::Add, &Operand::Array(y), &Operand::PyFloat(start), None)?;
                if x.dtype.is_integer() {
                    y = ufunc::unary(UnOp::Floor, &y, None)?;
                }
                let at = if side == 0 { i } else { b + n + w - 1 - i };
                ufunc::assign_cast(&*region(&padded, &along(&roi, k, at, at + 1))?, &y);
            }
        }
    }
    Ok(padded)
}

/// A callable mode: the result starts as `x` inside zeros, then, axis by axis, the function
/// is called on every 1-D line along that axis (a writeable view it fills in place) with the
/// axis' pad widths, the axis and the extra keyword arguments as a dict.
fn pad_callable(interp: &mut Interp, x: &Rc<NdArray>, pw: &Rc<NdArray>, f: Value, extra: &[(String, Value)]) -> PyResult<Rc<NdArray>> {
    if pw.dtype.kind() != Kind::Int {
        return Err(type_error("`pad_width` must be of integral type."));
    }
    let nd = x.ndim();
    let pairs = as_pairs(pw, nd, true)?;
    // _as_pairs gives np.int64 pairs for one or two widths, else lists of Python ints
    let short = pw.size() == 1 || (pw.size() == 2 && pw.shape != [2, 1]);
    let pair_value = |p: &[Scalar; 2]| {
        if short {
            Value::tuple(vec![Value::Scalar(DType::Int64, p[0]), Value::Scalar(DType::Int64, p[1])])
        } else {
            Value::list(vec![Value::Int(p[0].as_i64_wrapping() as i128), Value::Int(p[1].as_i64_wrapping() as i128)])
        }
    };
    let widths: Vec<(usize, usize)> = pairs.iter().map(|p| (p[0].as_i64_wrapping() as usize, p[1].as_i64_wrapping() as usize)).collect();
    let out_shape: Vec<usize> =
        x.shape.iter().zip(&widths).map(|(&n, &(b, e))| n.saturating_add(b).saturating_add(e)).collect();
    check_alloc(&out_shape, x.dtype)?;
    let padded = pad_simple(x, &out_shape, &widths)?;
    let kwargs = Value::str_dict(extra.iter().map(|(k, v)| (k.as_str(), v.clone())));
    for axis in 0..nd {
        let view = stridelab_engine::view::moveaxis(&padded, &[axis as i64], &[-1])?;
        let lead = &view.shape[..nd - 1];
        let lines: usize = lead.iter().product();
        for flat in 0..lines {
            let mut off = view.offset as isize;
            let mut rest = flat;
            for k in (0..nd - 1).rev() {
                off += (rest % lead[k]) as isize * view.strides[k];
                rest /= lead[k];
            }
            let line = NdArray::view_of(&padded, off as usize, vec![view.shape[nd - 1]], vec![view.strides[nd - 1]], x.dtype)?;
            let args = vec![Value::Array(line), pair_value(&pairs[axis]), Value::Int(axis as i128), kwargs.clone()];
            interp.call(&f, args, vec![])?;
        }
    }
    Ok(padded)
}

/// The view of `roi` along axis `k` over `[lo, hi)`, reversed when `rev` (a negative stride).
fn span(padded: &Rc<NdArray>, roi: &[(usize, usize)], k: usize, lo: usize, hi: usize, rev: bool) -> PyResult<Rc<NdArray>> {
    let v = region(padded, &along(roi, k, lo, hi))?;
    if !rev || hi <= lo {
        return Ok(v);
    }
    let mut strides = v.strides.clone();
    let off = v.offset as isize + (hi - lo - 1) as isize * strides[k];
    strides[k] = -strides[k];
    NdArray::view_of(padded, off as usize, v.shape.clone(), strides, v.dtype)
}

/// reflect / symmetric with reflect_type='odd' (`_set_reflect_both`, repeated until both
/// sides are full): each chunk is the mirror image of the values next to the edge, turned
/// about the edge value (`2 * edge - chunk`), at most one period of the original at a time, so
/// wide pads keep climbing or falling. A length-1 axis is padded with its edge value.
fn pad_reflect_odd(x: &Rc<NdArray>, out_shape: &[usize], widths: &[(usize, usize)], include_edge: bool) -> PyResult<Rc<NdArray>> {
    use stridelab_engine::ufunc::{BinOp, Operand};
    let padded = pad_simple(x, out_shape, widths)?;
    let turned = |edge: Rc<NdArray>, chunk: Rc<NdArray>| -> PyResult<Rc<NdArray>> {
        let twice = ufunc::binary(BinOp::Mul, &Operand::PyInt(2), &Operand::Array(edge), None)?;
        ufunc::binary(BinOp::Sub, &Operand::Array(twice), &Operand::Array(chunk), None)
    };
    for (k, &(b, e)) in widths.iter().enumerate() {
        let roi = roi_ranges(out_shape, widths, &x.shape, k);
        let period = x.shape[k];
        let len = out_shape[k];
        if period == 1 {
            if b > 0 {
                ufunc::assign_cast(&*span(&padded, &roi, k, 0, b, false)?, &*span(&padded, &roi, k, b, b + 1, false)?);
            }
            if e > 0 {
                ufunc::assign_cast(&*span(&padded, &roi, k, b + 1, len, false)?, &*span(&padded, &roi, k, b, b + 1, false)?);
            }
            continue;
        }
        let (mut left, mut right) = (b, e);
        while left > 0 || right > 0 {
            let old = len - left - right;
            let (old, edge_offset) = if include_edge {
                (old / period * period, 1)
            } else {
                ((old - 1) / (period - 1) * (period - 1), 0)
            };
            if left > 0 {
                let chunk = old.min(left);
                let stop = left - edge_offset;
                let src = span(&padded, &roi, k, stop + 1, stop + chunk + 1, true)?;
                let vals = turned(span(&padded, &roi, k, left, left + 1, false)?, src)?;
                ufunc::assign_cast(&*span(&padded, &roi, k, left - chunk, left, false)?, &vals);
                left -= chunk;
            }
            if right > 0 {
                let chunk = old.min(right);
                let hi = len - right + edge_offset - 1;
                let src = span(&padded, &roi, k, hi - chunk, hi, true)?;
                let vals = turned(span(&padded, &roi, k, len - right - 1, len - right, false)?, src)?;
                ufunc::assign_cast(&*span(&padded, &roi, k, len - right, len - right + chunk, false)?, &vals);
                right -= chunk;
            }
        }
    }
    Ok(padded)
}
