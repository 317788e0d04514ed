//! NumPy's `numpy/lib/_nanfunctions_impl.py`: nanmin, nanmax, nanargmin, nanargmax,
//! nansum, nanprod, nanmean. As NumPy writes them, NaNs are replaced in a copy (by the
//! reduction's neutral value) and the plain reduction runs on it; slices that were all
//! NaN give NaN for min/max (NumPy warns "All-NaN slice encountered" on stderr) and
//! raise for argmin/argmax. Integer and bool arrays have no NaN and go straight through.

use stridelab_engine::dtype::DType;
use stridelab_engine::error::{PyResult, value_error};
use crate::args::Args;
use crate::builtins::{BuiltinDef, call_builtin, def};
use crate::index::set_item;
use crate::interp::Interp;
use crate::numpy::args::array_arg;
use crate::ops;
use crate::value::Value;

const MINMAX_SIG: &str = "a, axis=None, out=None, keepdims=<no value>, initial=<no value>, where=<no value>";
const SUM_SIG: &str = "a, axis=None, dtype=None, out=None, keepdims=<no value>, initial=<no value>, where=<no value>";
const ARG_SIG: &str = "a, axis=None, out=None, *, keepdims=<no value>";

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.nanmin", MINMAX_SIG, "Smallest element ignoring NaNs (NaN for an all-NaN slice).", "np.nanmin([1, np.nan, 0.5])", np_nanmin),
    def!("numpy.nanmax", MINMAX_SIG, "Largest element ignoring NaNs (NaN for an all-NaN slice).", "np.nanmax([1, np.nan, 0.5])", np_nanmax),
    def!("numpy.nanargmin", ARG_SIG, "Index of the smallest element ignoring NaNs.", "np.nanargmin([np.nan, 2, 1])", np_nanargmin),
    def!("numpy.nanargmax", ARG_SIG, "Index of the largest element ignoring NaNs.", "np.nanargmax([np.nan, 2, 1])", np_nanargmax),
    def!("numpy.nansum", SUM_SIG, "Sum treating NaNs as zero.", "np.nansum([1, np.nan, 2])", np_nansum),
    def!("numpy.nanprod", SUM_SIG, "Product treating NaNs as one.", "np.nanprod([2, np.nan, 3])", np_nanprod),
    def!("numpy.nanmedian", "a, axis=None, out=None, overwrite_input=False, keepdims=<no value>", "median of the non-NaN elements (NaN for an all-NaN slice).", "np.nanmedian([1, np.nan, 3, 4])", np_nanmedian),
    def!("numpy.nanpercentile", "a, q, axis=None, out=None, overwrite_input=False, method='linear', keepdims=<no value>, *, weights=None", "percentile of the non-NaN elements (NaN for an all-NaN slice).", "np.nanpercentile([1, np.nan, 3, 4], 50)", np_nanpercentile),
    def!("numpy.nanquantile", "a, q, axis=None, out=None, overwrite_input=False, method='linear', keepdims=<no value>, *, weights=None", "quantile of the non-NaN elements (NaN for an all-NaN slice).", "np.nanquantile([1, np.nan, 3, 4], 0.5)", np_nanquantile),
    def!("numpy.nanmean", "a, axis=None, dtype=None, out=None, keepdims=<no value>, *, where=<no value>", "Mean of the non-NaN elements.", "np.nanmean([1, np.nan, 2])", np_nanmean),
];

/// The keyword arguments the caller gave, among `names`, to pass on.
fn passed(a: &Args, names: &[&str]) -> Vec<(String, Value)> {
    names.iter().filter_map(|n| a.get(n).map(|v| (n.to_string(), v))).collect()
}

/// `_replace_nan(a, val)`: the array and, for inexact dtypes, a copy with NaNs set to
/// `val` plus the NaN mask.
fn replace_nan(interp: &mut Interp, a: &Value, val: f64) -> PyResult<(Value, Option<Value>)> {
    let x = array_arg(a)?;
    if !x.dtype.is_inexact() {
        return Ok((Value::Array(x), None));
    }
    let mask = call_builtin(interp, "numpy.isnan", vec![Value::Array(x.clone())], vec![])?;
    let copy = Value::Array(x.copy_as(x.dtype, false)?);
    set_item(interp, &copy, &mask, &Value::Float(val))?;
    Ok((copy, Some(mask)))
}

fn any(interp: &mut Interp, v: Value) -> PyResult<bool> {
    ops::truthy(&call_builtin(interp, "numpy.any", vec![v], vec![])?)
}

/// nanmin / nanmax: the reduction over the NaN-free copy, NaN where a slice was all NaN.
fn nan_minmax(interp: &mut Interp, a: &Args, key: &str, fill: f64) -> PyResult<Value> {
    let is_array = matches!(a.req("a"), Value::Array(_));
    let (arr, mask) = replace_nan(interp, &a.req("a"), fill)?;
    let res = call_builtin(interp, key, vec![arr], passed(a, &["axis", "out", "keepdims", "initial", "where"]))
        .map_err(|mut e| {
            // an ndarray goes through np.fmax.reduce / np.fmin.reduce in NumPy, so its
            // errors name fmax/fmin; other inputs go through amax/amin
            if is_array {
                e.msg = e.msg.replace("operation maximum ", "operation fmax ").replace("operation minimum ", "operation fmin ");
            }
            e
        })?;
    let Some(mask) = mask else { return Ok(res) };
    let all = call_builtin(interp, "numpy.all", vec![mask], passed(a, &["axis", "keepdims"]))?;
    if !any(interp, all.clone())? {
        return Ok(res);
    }
    // NumPy warns "RuntimeWarning: All-NaN slice encountered" here
    match &res {
        Value::Array(r) if r.ndim() > 0 => {
            set_item(interp, &res, &all, &Value::Float(f64::NAN))?;
            Ok(res)
        }
        Value::Array(r) => {
            set_item(interp, &res, &Value::tuple(vec![]), &Value::Float(f64::NAN))?;
            Ok(Value::Array(r.clone()))
        }
        Value::Scalar(d, _) => Ok(Value::Scalar(*d, stridelab_engine::dtype::Scalar::Float(f64::NAN).cast(*d))),
        _ => Ok(res),
    }
}

fn np_nanmin(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    nan_minmax(interp, a, "numpy.min", f64::INFINITY)
}

fn np_nanmax(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    nan_minmax(interp, a, "numpy.max", f64::NEG_INFINITY)
}

/// nanargmin / nanargmax: an all-NaN slice is an error.
fn nan_arg(interp: &mut Interp, a: &Args, key: &str, fill: f64) -> PyResult<Value> {
    let (arr, mask) = replace_nan(interp, &a.req("a"), fill)?;
    if let Some(mask) = mask {
        let size = array_arg(&mask)?.size();
        if size > 0 {
            let all = call_builtin(interp, "numpy.all", vec![mask], passed(a, &["axis"]))?;
            if any(interp, all)? {
                return Err(value_error("All-NaN slice encountered"));
            }
        }
    }
    call_builtin(interp, key, vec![arr], passed(a, &["axis", "out", "keepdims"]))
}

fn np_nanargmin(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    nan_arg(interp, a, "numpy.argmin", f64::INFINITY)
}

fn np_nanargmax(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    nan_arg(interp, a, "numpy.argmax", f64::NEG_INFINITY)
}

fn np_nansum(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let (arr, _) = replace_nan(interp, &a.req("a"), 0.0)?;
    call_builtin(interp, "numpy.sum", vec![arr], passed(a, &["axis", "dtype", "out", "keepdims", "initial", "where"]))
}

fn np_nanprod(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let (arr, _) = replace_nan(interp, &a.req("a"), 1.0)?;
    call_builtin(interp, "numpy.prod", vec![arr], passed(a, &["axis", "dtype", "out", "keepdims", "initial", "where"]))
}

/// nanmean: sum of the NaN-free copy over the count of non-NaN elements, in the sum's
/// dtype (NumPy warns "Mean of empty slice" where the count is 0 and gives NaN there).
fn np_nanmean(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let (arr, mask) = replace_nan(interp, &a.req("a"), 0.0)?;
    let Some(mask) = mask else {
        return call_builtin(interp, "numpy.mean", vec![arr], passed(a, &["axis", "dtype", "out", "keepdims", "where"]));
    };
    if let Some(d) = a.opt("dtype") {
        let dt = crate::convert::parse_dtype(&d)?;
        if !dt.is_inexact() {
            return Err(stridelab_engine::error::type_error("If a is inexact, then dtype must be inexact"));
        }
    }
    let keep = call_builtin(interp, "numpy.logical_not", vec![mask], vec![])?;
    let mut ckw = passed(a, &["axis", "keepdims", "where"]);
    ckw.push(("dtype".into(), Value::DType(DType::Int64)));
    let cnt = call_builtin(interp, "numpy.sum", vec![keep], ckw)?;
    let tot = call_builtin(interp, "numpy.sum", vec![arr], passed(a, &["axis", "dtype", "out", "keepdims", "where"]))?;
    let tdt = array_arg(&tot)?.dtype;
    let avg = call_builtin(interp, "numpy.divide", vec![tot.clone(), cnt], vec![])?;
    match (&tot, &avg) {
        (Value::Array(t), _) if t.ndim() > 0 => {
            // true_divide(tot, cnt, out=tot, casting='unsafe')
            set_item(interp, &tot, &Value::Ellipsis, &avg)?;
            Ok(tot)
        }
        (_, Value::Scalar(_, s)) => Ok(Value::Scalar(tdt, s.cast(tdt))),
        _ => Ok(avg),
    }
}

fn np_nanpercentile(_: &mut Interp, a: &Args) -> PyResult<Value> {
    crate::numpy::function_base::quantile(a, true, true)
}

fn np_nanquantile(_: &mut Interp, a: &Args) -> PyResult<Value> {
    crate::numpy::function_base::quantile(a, false, true)
}

fn np_nanmedian(_: &mut Interp, a: &Args) -> PyResult<Value> {
    crate::numpy::function_base::median(a, true)
}
