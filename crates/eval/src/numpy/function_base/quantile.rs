//! NumPy's `percentile` and `quantile` (numpy/lib/_function_base_impl.py: `_quantile`,
//! `_QuantileMethods`, `_get_indexes`, `_lerp`). For each q the method gives a virtual index
//! into the sorted lane; discrete methods read one position, the others interpolate between
//! two. The arithmetic (in f64, as NumPy's on a float64 q) picks the positions and weights
//! here; `engine::sorting::quantile_lanes` sorts each lane and interpolates in its types.

use std::rc::Rc;

use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Kind};
use stridelab_engine::sorting::QuantilePick;
use stridelab_engine::view;
use stridelab_engine::error::{PyResult, index_error, not_implemented, type_error, value_error};
use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::numpy::args::{array_arg, bool_of};
use crate::ops::from_result;
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.percentile", "a, q, axis=None, out=None, overwrite_input=False, method='linear', keepdims=False, *, weights=None", "The q-th percentiles (0..100) along an axis, by one of NumPy's 13 methods (linear by default).", "np.percentile(np.arange(10), [25, 50, 75])", np_percentile),
    def!("numpy.quantile", "a, q, axis=None, out=None, overwrite_input=False, method='linear', keepdims=False, *, weights=None", "The q-th quantiles (0..1) along an axis, by one of NumPy's 13 methods (linear by default).", "np.quantile(np.arange(10), 0.5)", np_quantile),
];

/// `_QuantileMethods`, in NumPy's order (its error message lists them so).
const METHODS: [&str; 13] = [
    "inverted_cdf",
    "averaged_inverted_cdf",
    "closest_observation",
    "interpolated_inverted_cdf",
    "hazen",
    "weibull",
    "linear",
    "median_unbiased",
    "normal_unbiased",
    "lower",
    "higher",
    "midpoint",
    "nearest",
];

fn np_percentile(_: &mut Interp, a: &Args) -> PyResult<Value> {
    quantile(a, true, false)
}

fn np_quantile(_: &mut Interp, a: &Args) -> PyResult<Value> {
    quantile(a, false, false)
}

/// `_compute_virtual_index`: n*q + (alpha + q*(1 - alpha - beta)) - 1.
fn virtual_index(n: f64, q: f64, alpha: f64, beta: f64) -> f64 {
    n * q + (alpha + q * (1.0 - alpha - beta)) - 1.0
}

/// `_discrete_interpolation_to_boundaries`: floor(index), or the next position unless
/// `keep_previous(gamma, index)`; never below 0.
fn boundary(index: f64, keep_previous: impl Fn(f64, f64) -> bool) -> usize {
    let previous = index.floor();
    let gamma = index - previous;
    let r = if keep_previous(gamma, index) { previous } else { previous + 1.0 };
    r.max(0.0) as usize
}

/// The positions and weight one q reads from a lane of n sorted values.
fn pick(method: &str, n: usize, q: f64, int_q: bool) -> QuantilePick {
    let nf = n as f64;
    let last = n - 1;
    let clip = |i: f64| (i.max(0.0) as usize).min(last);
    let take = match method {
        "linear" if int_q => Some(clip((nf - 1.0) * q)),
        "lower" => Some(clip(((nf - 1.0) * q).floor())),
        "higher" => Some(clip(((nf - 1.0) * q).ceil())),
        "nearest" => Some(clip(((nf - 1.0) * q).round_ties_even())),
        "inverted_cdf" => Some(boundary(nf * q - 1.0, |g, _| g == 0.0).min(last)),
        "closest_observation" => {
            Some(boundary(nf * q - 1.0 - 0.5, |g, i| g == 0.0 && i.floor().rem_euclid(2.0) == 1.0).min(last))
        }
        _ => None,
    };
    if let Some(i) = take {
        return QuantilePick::Take(i);
    }
    let vi = match method {
        "averaged_inverted_cdf" => nf * q - 1.0,
        "interpolated_inverted_cdf" => virtual_index(nf, q, 0.0, 1.0),
        "hazen" => virtual_index(nf, q, 0.5, 0.5),
        "weibull" => virtual_index(nf, q, 0.0, 0.0),
        "median_unbiased" => virtual_index(nf, q, 1.0 / 3.0, 1.0 / 3.0),
        "normal_unbiased" => virtual_index(nf, q, 3.0 / 8.0, 3.0 / 8.0),
        "midpoint" => 0.5 * (((nf - 1.0) * q).floor() + ((nf - 1.0) * q).ceil()),
        _ => (nf - 1.0) * q,
    };
    // _get_indexes: past the end both read the last value (index -1), before the start the
    // first; the weight is taken from these adjusted positions, as NumPy does
    let (prev, next) = if vi.is_nan() || vi >= nf - 1.0 {
        (-1.0, -1.0)
    } else if vi < 0.0 {
        (0.0, 0.0)
    } else {
        (vi.floor(), vi.floor() + 1.0)
    };
    let gamma = vi - prev;
    let t = match method {
        "averaged_inverted_cdf" => {
            if gamma == 0.0 {
                0.5
            } else {
                1.0
            }
        }
        "midpoint" => {
            if vi.rem_euclid(1.0) == 0.0 {
                0.0
            } else {
                0.5
            }
        }
        _ => gamma,
    };
    let pos = |p: f64| if p < 0.0 { last } else { p as usize };
    QuantilePick::Lerp { prev: pos(prev), next: pos(next), t }
}

/// percentile, quantile, and with `skip_nan` their nan-versions (NaNs dropped from each lane
/// first; an all-NaN lane gives NaN, where NumPy also warns on stderr).
pub(crate) fn quantile(a: &Args, percent: bool, skip_nan: bool) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    if x.dtype.is_complex() {
        return Err(stridelab_engine::error::type_error("a must be an array of real numbers"));
    }
    let qv = a.req("q");
    // type(q) in (int, float): a Python number's weight takes the input's float type
    let weak = matches!(qv, Value::Int(_) | Value::Float(_));
    let qa = array_arg(&qv)?;
    if matches!(qa.dtype, DType::Float16 | DType::Float32) {
        return Err(not_implemented("a float16 or float32 q is not supported by stridelab (use float64)"));
    }
    let int_q = !percent && qa.dtype.kind() != Kind::Float;
    let scale = if percent { 100.0 } else { 1.0 };
    let qs: Vec<f64> = qa.to_scalars().into_iter().map(|v| v.as_f64() / scale).collect();
    if !qs.iter().all(|q| (0.0..=1.0).contains(q)) {
        return Err(value_error(if percent {
            "Percentiles must be in the range [0, 100]"
        } else {
            "Quantiles must be in the range [0, 1]"
        }));
    }
    let method = match a.get("method") {
        None => "linear".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(v) => crate::repr::repr(&v, &Default::default()),
    };
    if a.opt("weights").is_some() {
        if method != "inverted_cdf" {
            return Err(value_error(format!("Only method 'inverted_cdf' supports weights. Got: {method}.")));
        }
        return Err(not_implemented("weights= of percentile and quantile is not supported by stridelab"));
    }
    if qa.ndim() > 2 {
        return Err(value_error("q must be a scalar or 1d"));
    }
    let (t, axis, axes) = super::ureduce(&x, a.opt("axis"))?;
    if !METHODS.contains(&method.as_str()) {
        let keys: Vec<String> = METHODS.iter().map(|m| format!("'{m}'")).collect();
        return Err(value_error(format!(
            "{} is not a valid method. Use one of: dict_keys([{}])",
            crate::repr::repr(&Value::str(&method), &Default::default()),
            keys.join(", ")
        )));
    }
    let n = t.shape[axis];
    if n == 0 {
        return Err(index_error("index -1 is out of bounds for axis 0 with size 0"));
    }
    let picks: Vec<QuantilePick> = qs.iter().map(|&q| pick(&method, n, q, int_q)).collect();
    let interpolates = picks.iter().any(|p| matches!(p, QuantilePick::Lerp { .. }));
    if interpolates && t.dtype == DType::Bool {
        return Err(type_error(
            "numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.",
        ));
    }
    if bool_of(a, "overwrite_input")? {
        partition_input(&t, axis, &picks)?;
    }
    // discrete methods keep the input's type; _lerp keeps a float input's type for a Python q
    let out_dt = if !interpolates || (weak && t.dtype.is_float()) { t.dtype } else { DType::Float64 };
    // lanes last and contiguous
    let moved = view::moveaxis(&t, &[axis as i64], &[-1])?;
    let lanes = moved.copy_as(moved.dtype, false)?;
    let picker = |m: usize| qs.iter().map(|&q| pick(&method, m, q, int_q)).collect();
    let flat = stridelab_engine::sorting::quantile_lanes(&lanes, &picker, qs.len(), out_dt, skip_nan && t.dtype.is_float())?;
    let nd = x.ndim();
    let rest: Vec<usize> = if bool_of(a, "keepdims")? {
        match &axes {
            None => vec![1; nd],
            Some(ax) => (0..nd).map(|k| if ax.contains(&k) { 1 } else { x.shape[k] }).collect(),
        }
    } else {
        moved.shape[..moved.ndim() - 1].to_vec()
    };
    let shape: Vec<i64> = qa.shape.iter().chain(&rest).map(|&d| d as i64).collect();
    let res = view::reshape(&flat, &shape, view::Order::C, None)?;
    if let Some(out) = crate::numpy::args::out_array(a)? {
        let rule = crate::numpy::out::OutRule::Ufunc { name: "add", inputs: &[&res.shape], casting: "same_kind" };
        return crate::numpy::out::write(&out, &res, &rule);
    }
    Ok(from_result(res))
}

/// overwrite_input=True: NumPy partitions the input itself around the positions it reads:
/// the taken ones (and the last, where NaNs gather, for floats), or the neighbours of every
/// interpolation with the first and the last.
fn partition_input(t: &Rc<NdArray>, axis: usize, picks: &[QuantilePick]) -> PyResult<()> {
    if !t.writeable.get() {
        return Err(value_error("partition array is read-only"));
    }
    let n = t.shape[axis];
    let interpolates = picks.iter().any(|p| matches!(p, QuantilePick::Lerp { .. }));
    let mut kth = Vec::new();
    if interpolates || t.dtype.is_float() {
        kth.push(n - 1);
    }
    if interpolates {
        kth.push(0);
    }
    for p in picks {
        match *p {
            QuantilePick::Take(i) => kth.push(i),
            QuantilePick::Lerp { prev, next, .. } => kth.extend([prev, next]),
        }
    }
    kth.sort_unstable();
    kth.dedup();
    let part = crate::numpy::fromnumeric::partition_lanes(t, axis, &kth, false)?;
    stridelab_engine::ufunc::assign_cast(t, &part);
    Ok(())
}

