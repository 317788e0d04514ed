//! NumPy's `numpy/lib/_arraypad_impl.py`: pad.

use std::rc::Rc;

use crate::engine::array::{NdArray, check_alloc};
use crate::engine::dtype::{Kind, Scalar};
use crate::engine::gather::{Pick, gathered, identity_map, relayout};
use crate::error::{ExcKind, PyErr, PyResult, type_error, value_error};
use crate::eval::convert;
use crate::eval::args::Args;
use crate::eval::builtins::{BuiltinDef, def};
use crate::eval::interp::Interp;
use crate::eval::numpy::args::array_arg;
use crate::eval::numpy::einsumfunc::compact;
use crate::eval::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.pad", "array, pad_width, mode='constant', **kwargs", "A padded copy (modes constant, edge, reflect, symmetric, wrap).", "np.pad(x, ((0, 0), (1, 1)))", np_pad),
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
fn pad_constant(x: &Rc<NdArray>, out_shape: &[usize], widths: &[(usize, usize)], fills: &[[Vec<u8>; 2]]) -> PyResult<Rc<NdArray>> {
    let res = NdArray::zeros(x.dtype, out_shape, false)?;
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
                crate::engine::creation::fill_view(&*slab(off, k, len)?, v);
            }
        }
    }
    if x.size() > 0 {
        let off: usize = widths.iter().zip(&res.strides).map(|(&(b, _), &st)| b * st as usize).sum();
        let inner = NdArray::build(res.buf.clone(), off, x.shape.clone(), res.strides.clone(), x.dtype, false, true, None)?;
        crate::engine::assign::assign(&inner, x, &x.strides);
    }
    Ok(res)
}

fn np_pad(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("array"))?;
    let pw = array_arg(&a.req("pad_width"))?;
    if pw.dtype.kind() != Kind::Int {
        return Err(type_error("`pad_width` must be of integral type."));
    }
    let pairs = as_pairs(&pw, x.ndim(), true)?;
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
    if !matches!(mode.as_str(), "constant" | "empty" | "edge" | "wrap" | "reflect" | "symmetric") {
        return Err(PyErr::new(ExcKind::NotImplementedError, format!("np.pad mode '{}' is not supported by stridelab", mode)));
    }
    if let Some(rt) = kw("reflect_type")
        && !matches!(&rt, Value::Str(s) if &**s == "even") {
            return Err(PyErr::new(ExcKind::NotImplementedError, "stridelab implements only reflect_type='even'"));
        }
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
    let res = if constant { pad_constant(&x, &out_shape, &widths, &fills)? } else { gathered(&x, &maps, &fills)? };
    // np.pad allocates in F order only for F-but-not-C inputs
    if x.ndim() > 1 && x.is_f_contiguous() && !x.is_c_contiguous() {
        let perm: Vec<usize> = (0..x.ndim()).rev().collect();
        return Ok(Value::Array(relayout(res, &perm)?));
    }
    Ok(Value::Array(res))
}
