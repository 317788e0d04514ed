//! NumPy's `numpy/lib/_histograms_impl.py`: `np.histogram`, step by step as NumPy computes
//! it with its own ufuncs, so the bin edges and counts are NumPy's to the last bit: the
//! outer edges from `range` or the data's min and max (widened by 0.5 when equal), the edges
//! by `linspace` in the result type of the edges and the data, each value's bin from its
//! scaled distance to the first edge corrected against the edges, counted by `bincount` in
//! blocks of 65536; explicit edges through sorting and `searchsorted`.

use stridelab_engine::dtype::DType;
use stridelab_engine::error::{PyResult, not_implemented, type_error, value_error};
use stridelab_lang::ast::{BinOp, CmpOp};
use crate::args::Args;
use crate::builtins::{BuiltinDef, call_builtin, def};
use crate::interp::Interp;
use crate::numpy::args::array_arg;
use crate::ops;
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.histogram", "a, bins=10, range=None, density=None, weights=None", "Counts of the values of a in bins (bins equal ones between range's ends, default min and max, or the given edges), and the bin edges; density=True divides by the total and the bin widths.", "np.histogram([1, 2, 1], bins=[0, 1, 2, 3])", np_histogram),
];

/// NumPy's block size for the counting loops.
const BLOCK: usize = 65536;

fn call(interp: &mut Interp, key: &str, pos: Vec<Value>, kw: Vec<(&str, Value)>) -> PyResult<Value> {
    call_builtin(interp, key, pos, kw.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
}

fn truthy_call(interp: &mut Interp, key: &str, pos: Vec<Value>) -> PyResult<bool> {
    let v = call(interp, key, pos, vec![])?;
    ops::truthy(&v)
}

fn str_of(interp: &Interp, v: &Value) -> PyResult<String> {
    crate::format::str_text(v, &interp.print_opts)
}

fn slice(lo: Option<i64>, hi: Option<i64>) -> Value {
    let b = |x: Option<i64>| x.map(|v| Value::Int(v as i128)).unwrap_or(Value::None);
    Value::Slice(std::rc::Rc::new([b(lo), b(hi), Value::None]))
}

fn dtype_of(v: &Value) -> PyResult<DType> {
    Ok(array_arg(v)?.dtype)
}

/// `_unsigned_subtract`: a signed integer difference is taken in the unsigned type of the
/// same size, so it cannot overflow.
fn unsigned_subtract(interp: &mut Interp, a: &Value, b: &Value) -> PyResult<Value> {
    let Value::DType(dt) = call(interp, "numpy.result_type", vec![a.clone(), b.clone()], vec![])? else {
        return Err(type_error("result_type gave no dtype"));
    };
    let unsigned = match dt {
        DType::Int8 => Some(DType::UInt8),
        DType::Int16 => Some(DType::UInt16),
        DType::Int32 => Some(DType::UInt32),
        DType::Int64 => Some(DType::UInt64),
        _ => None,
    };
    match unsigned {
        None => call(interp, "numpy.subtract", vec![a.clone(), b.clone()], vec![("dtype", Value::DType(dt))]),
        Some(u) => {
            let x = call(interp, "numpy.asarray", vec![a.clone()], vec![("dtype", Value::DType(dt))])?;
            let y = call(interp, "numpy.asarray", vec![b.clone()], vec![("dtype", Value::DType(dt))])?;
            call(interp, "numpy.subtract", vec![x, y], vec![("casting", Value::str("unsafe")), ("dtype", Value::DType(u))])
        }
    }
}

/// `_get_outer_edges`
fn outer_edges(interp: &mut Interp, a: &Value, range: Option<Value>) -> PyResult<(Value, Value)> {
    let (mut first, mut last) = match range {
        Some(r) => {
            let items = ops::iterate(&r)?;
            if items.len() != 2 {
                return Err(value_error(if items.len() > 2 {
                    "too many values to unpack (expected 2)".to_string()
                } else {
                    format!("not enough values to unpack (expected 2, got {})", items.len())
                }));
            }
            let (f, l) = (items[0].clone(), items[1].clone());
            if ops::truthy(&ops::compare(interp, CmpOp::Gt, &f, &l)?)? {
                return Err(value_error("max must be larger than min in range parameter."));
            }
            let finite = truthy_call(interp, "numpy.isfinite", vec![f.clone()])? && truthy_call(interp, "numpy.isfinite", vec![l.clone()])?;
            if !finite {
                return Err(value_error(format!("supplied range of [{}, {}] is not finite", str_of(interp, &f)?, str_of(interp, &l)?)));
            }
            (f, l)
        }
        None if array_arg(a)?.size() == 0 => (Value::Int(0), Value::Int(1)),
        None => {
            let f = call(interp, "numpy.amin", vec![a.clone()], vec![])?;
            let l = call(interp, "numpy.amax", vec![a.clone()], vec![])?;
            let finite = truthy_call(interp, "numpy.isfinite", vec![f.clone()])? && truthy_call(interp, "numpy.isfinite", vec![l.clone()])?;
            if !finite {
                return Err(value_error(format!("autodetected range of [{}, {}] is not finite", str_of(interp, &f)?, str_of(interp, &l)?)));
            }
            (f, l)
        }
    };
    if ops::truthy(&ops::compare(interp, CmpOp::Eq, &first, &last)?)? {
        first = ops::binary_op(interp, BinOp::Sub, &first, &Value::Float(0.5))?;
        last = ops::binary_op(interp, BinOp::Add, &last, &Value::Float(0.5))?;
    }
    Ok((first, last))
}

fn np_histogram(interp: &mut Interp, args: &Args) -> PyResult<Value> {
    // _ravel_and_check_weights
    let a = call(interp, "numpy.asarray", vec![args.req("a")], vec![])?;
    let weights = match args.opt("weights") {
        Some(w) => {
            let w = call(interp, "numpy.asarray", vec![w], vec![])?;
            if array_arg(&w)?.shape != array_arg(&a)?.shape {
                return Err(value_error("weights should have the same shape as a."));
            }
            Some(call(interp, "numpy.ravel", vec![w], vec![])?)
        }
        None => None,
    };
    let a = call(interp, "numpy.ravel", vec![a], vec![])?;
    if dtype_of(&a)?.is_complex() || weights.as_ref().map(dtype_of).transpose()?.is_some_and(|d| d.is_complex()) {
        return Err(not_implemented("np.histogram of complex values or weights is not supported by stridelab"));
    }
    let bins = args.get("bins").unwrap_or(Value::Int(10));
    if matches!(bins, Value::Str(_)) {
        return Err(not_implemented("np.histogram's automatic bin estimators (bins='auto', 'fd', ...) are not supported by stridelab"));
    }
    // _get_bin_edges
    let bins_ndim = array_arg(&bins).map(|b| b.ndim()).unwrap_or(0);
    let (edges, uniform) = if bins_ndim == 0 {
        let Some(n) = ops::index_int(&bins).filter(|_| !matches!(bins, Value::Float(_))) else {
            return Err(type_error("`bins` must be an integer, a string, or an array"));
        };
        if n < 1 {
            return Err(value_error("`bins` must be positive, when an integer"));
        }
        let n = i64::try_from(n).map_err(|_| value_error("Maximum allowed size exceeded"))?;
        let (first, last) = outer_edges(interp, &a, args.opt("range"))?;
        let Value::DType(mut bin_type) = call(interp, "numpy.result_type", vec![first.clone(), last.clone(), a.clone()], vec![])? else {
            return Err(type_error("result_type gave no dtype"));
        };
        if bin_type.is_integer() {
            bin_type = stridelab_engine::ufunc::promote_types(bin_type, DType::Float64);
        }
        let edges = call(
            interp,
            "numpy.linspace",
            vec![first.clone(), last.clone(), Value::Int(n as i128 + 1)],
            vec![("endpoint", Value::Bool(true)), ("dtype", Value::DType(bin_type))],
        )?;
        let lo = crate::index::get_item(interp, &edges, &slice(None, Some(-1)))?;
        let hi = crate::index::get_item(interp, &edges, &slice(Some(1), None))?;
        let ge = call(interp, "numpy.greater_equal", vec![lo, hi], vec![])?;
        if truthy_call(interp, "numpy.any", vec![ge])? {
            return Err(value_error(format!("Too many bins for data range. Cannot create {} finite-sized bins.", n)));
        }
        (edges, Some((first, last, n)))
    } else if bins_ndim == 1 {
        let edges = call(interp, "numpy.asarray", vec![bins], vec![])?;
        let lo = crate::index::get_item(interp, &edges, &slice(None, Some(-1)))?;
        let hi = crate::index::get_item(interp, &edges, &slice(Some(1), None))?;
        let gt = call(interp, "numpy.greater", vec![lo, hi], vec![])?;
        if truthy_call(interp, "numpy.any", vec![gt])? {
            return Err(value_error("`bins` must increase monotonically, when an array"));
        }
        (edges, None)
    } else {
        return Err(value_error("`bins` must be 1d, when an array"));
    };
    let ntype = match &weights {
        None => DType::Int64,
        Some(w) => dtype_of(w)?,
    };
    let len = array_arg(&a)?.size();
    let counts = match uniform {
        Some((first, last, nbins)) => {
            let mut n = call(interp, "numpy.zeros", vec![Value::Int(nbins as i128)], vec![("dtype", Value::DType(ntype))])?;
            let norm_denom = unsigned_subtract(interp, &last, &first)?;
            let edge_dt = dtype_of(&edges)?;
            for i in (0..len).step_by(BLOCK) {
                let sl = slice(Some(i as i64), Some((i + BLOCK) as i64));
                let mut tmp_a = crate::index::get_item(interp, &a, &sl)?;
                let mut tmp_w = match &weights {
                    Some(w) => crate::index::get_item(interp, w, &sl)?,
                    None => Value::None,
                };
                let k1 = call(interp, "numpy.greater_equal", vec![tmp_a.clone(), first.clone()], vec![])?;
                let k2 = call(interp, "numpy.less_equal", vec![tmp_a.clone(), last.clone()], vec![])?;
                let keep = call(interp, "numpy.logical_and", vec![k1, k2], vec![])?;
                if !truthy_call(interp, "numpy.all", vec![keep.clone()])? {
                    tmp_a = crate::index::get_item(interp, &tmp_a, &keep)?;
                    if weights.is_some() {
                        tmp_w = crate::index::get_item(interp, &tmp_w, &keep)?;
                    }
                }
                let ta = array_arg(&tmp_a)?;
                if ta.dtype != edge_dt {
                    tmp_a = Value::Array(stridelab_engine::view::copy(&ta, edge_dt, stridelab_engine::view::Order::K)?);
                }
                let diff = unsigned_subtract(interp, &tmp_a, &first)?;
                let scaled = call(interp, "numpy.true_divide", vec![diff, norm_denom.clone()], vec![])?;
                let f_indices = call(interp, "numpy.multiply", vec![scaled, Value::Int(nbins as i128)], vec![])?;
                let fi = array_arg(&f_indices)?;
                let indices = Value::Array(stridelab_engine::view::copy(&fi, DType::Int64, stridelab_engine::view::Order::K)?);
                // indices[indices == n_equal_bins] -= 1
                let at_end = call(interp, "numpy.equal", vec![indices.clone(), Value::Int(nbins as i128)], vec![])?;
                shift(interp, &indices, &at_end, -1)?;
                // values just below their bin's left edge go one bin down
                let left = crate::index::get_item(interp, &edges, &indices)?;
                let decrement = call(interp, "numpy.less", vec![tmp_a.clone(), left], vec![])?;
                shift(interp, &indices, &decrement, -1)?;
                // the last bin includes the right edge, the others do not
                let next = call(interp, "numpy.add", vec![indices.clone(), Value::Int(1)], vec![])?;
                let right = crate::index::get_item(interp, &edges, &next)?;
                let beyond = call(interp, "numpy.greater_equal", vec![tmp_a.clone(), right], vec![])?;
                let not_last = call(interp, "numpy.not_equal", vec![indices.clone(), Value::Int(nbins as i128 - 1)], vec![])?;
                let increment = call(interp, "numpy.logical_and", vec![beyond, not_last], vec![])?;
                shift(interp, &indices, &increment, 1)?;
                let mut kw = vec![("minlength", Value::Int(nbins as i128))];
                if weights.is_some() {
                    kw.push(("weights", tmp_w));
                }
                let counted = call(interp, "numpy.bincount", vec![indices], kw)?;
                let counted = Value::Array(stridelab_engine::view::copy(&array_arg(&counted)?, ntype, stridelab_engine::view::Order::K)?);
                n = call(interp, "numpy.add", vec![n.clone(), counted], vec![("out", n)])?;
            }
            n
        }
        None => {
            if weights.is_some() {
                return Err(not_implemented("np.histogram with weights and explicit bin edges is not supported by stridelab"));
            }
            let shape = Value::int_tuple(array_arg(&edges)?.shape.iter().map(|&d| d as i128));
            let mut cum = call(interp, "numpy.zeros", vec![shape], vec![("dtype", Value::DType(ntype))])?;
            let head = crate::index::get_item(interp, &edges, &slice(None, Some(-1)))?;
            let tail = crate::index::get_item(interp, &edges, &slice(Some(-1), None))?;
            for i in (0..len).step_by(BLOCK) {
                let block = crate::index::get_item(interp, &a, &slice(Some(i as i64), Some((i + BLOCK) as i64)))?;
                let sa = call(interp, "numpy.sort", vec![block], vec![])?;
                let l = call(interp, "numpy.searchsorted", vec![sa.clone(), head.clone()], vec![("side", Value::str("left"))])?;
                let r = call(interp, "numpy.searchsorted", vec![sa, tail.clone()], vec![("side", Value::str("right"))])?;
                let both = call(interp, "numpy.concatenate", vec![Value::tuple(vec![l, r])], vec![])?;
                cum = call(interp, "numpy.add", vec![cum.clone(), both], vec![("out", cum)])?;
            }
            call(interp, "numpy.diff", vec![cum], vec![])?
        }
    };
    let density = match args.get("density") {
        Some(v) => ops::truthy(&v)?,
        None => false,
    };
    if density {
        let widths = call(interp, "numpy.diff", vec![edges.clone()], vec![])?;
        let db = call(interp, "numpy.array", vec![widths, Value::Type(crate::value::TypeObj::Float)], vec![])?;
        let total = call(interp, "numpy.sum", vec![counts.clone()], vec![])?;
        let per = call(interp, "numpy.true_divide", vec![counts, db], vec![])?;
        let res = call(interp, "numpy.true_divide", vec![per, total], vec![])?;
        return Ok(Value::tuple(vec![res, edges]));
    }
    Ok(Value::tuple(vec![counts, edges]))
}

/// `indices[mask] += by`
fn shift(interp: &mut Interp, indices: &Value, mask: &Value, by: i128) -> PyResult<()> {
    let cur = crate::index::get_item(interp, indices, mask)?;
    let new = call(interp, "numpy.add", vec![cur, Value::Int(by)], vec![])?;
    crate::index::set_item(interp, indices, mask, &new)
}
