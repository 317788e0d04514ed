//! `numpy.testing`: the assertion functions of `numpy/testing/_private/utils.py`
//! (assert_equal, assert_array_equal, assert_allclose, assert_almost_equal,
//! assert_array_almost_equal, assert_array_less, assert_raises, assert_) with NumPy's
//! AssertionError texts (`build_err_msg`'s header and ACTUAL/DESIRED lines,
//! `assert_array_compare`'s mismatch count, indices and largest differences), and
//! `numpy.testing.overrides.allows_array_ufunc_override`.
//!
//! The element-wise steps (`x - y`, `abs`, `isclose`, comparisons, boolean selection,
//! `max`) run through the interpreter's own NumPy functions, so their dtypes and printed
//! digits are NumPy's; the bookkeeping around them (NaN/inf positions, counts, indices)
//! is done here over the broadcast elements.

use std::rc::Rc;

use stridelab_display::arrayprint::{self, PrintOptions};
use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Kind, Scalar};
use stridelab_engine::error::{ExcKind, PyErr, PyResult, not_implemented};
use stridelab_lang::ast::{BinOp, CmpOp};

use crate::args::Args;
use crate::builtins::{BuiltinDef, call_builtin, def};
use crate::interp::Interp;
use crate::value::{TypeObj, Value};
use crate::{convert, ops};

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.testing.assert_", "val, msg=''", "Raise AssertionError(msg) unless val is true (works with python -O).", "np.testing.assert_(1 < 2)", np_assert_),
    def!("numpy.testing.assert_equal", "actual, desired, err_msg='', verbose=True, *, strict=False", "Raise AssertionError unless two objects (dicts, sequences, arrays, scalars) are equal.", "np.testing.assert_equal([1, 2], [1, 2])", np_assert_equal),
    def!("numpy.testing.assert_array_equal", "actual, desired, err_msg='', verbose=True, *, strict=False", "Raise AssertionError unless two array-likes are equal element by element (NaNs in the same places count as equal).", "np.testing.assert_array_equal(np.arange(3), [0, 1, 2])", np_assert_array_equal),
    def!("numpy.testing.assert_allclose", "actual, desired, rtol=1e-07, atol=0, equal_nan=True, err_msg='', verbose=True, *, strict=False", "Raise AssertionError unless |actual - desired| <= atol + rtol * |desired| everywhere.", "np.testing.assert_allclose([1.0, 2.0], [1.0, 2.0 + 1e-9])", np_assert_allclose),
    def!("numpy.testing.assert_almost_equal", "actual, desired, decimal=7, err_msg='', verbose=True", "Raise AssertionError unless abs(desired - actual) < 1.5 * 10**(-decimal).", "np.testing.assert_almost_equal(2.0, 2.00000001)", np_assert_almost_equal),
    def!("numpy.testing.assert_array_almost_equal", "actual, desired, decimal=6, err_msg='', verbose=True", "Raise AssertionError unless abs(desired - actual) < 1.5 * 10**(-decimal) element by element.", "np.testing.assert_array_almost_equal([1.0, 2.0], [1.0, 2.0000001])", np_assert_array_almost_equal),
    def!("numpy.testing.assert_array_less", "x, y, err_msg='', verbose=True, *, strict=False", "Raise AssertionError unless x < y element by element.", "np.testing.assert_array_less([1, 2], [2, 3])", np_assert_array_less),
    def!("numpy.testing.assert_raises", "*args, **kwargs", "assert_raises(exc, f, *args): raise AssertionError unless f(*args) raises exc; without f, a context manager.", "np.testing.assert_raises(ValueError, int, 'x')", np_assert_raises),
    def!("numpy.testing.assert_string_equal", "actual, desired", "Raise AssertionError unless two strings are equal.", "np.testing.assert_string_equal('a', 'a')", np_assert_string_equal),
    def!("numpy.testing.temppath", "*args, **kwargs", "A context manager giving a temporary file path (stridelab writes no files).", "with temppath() as p: pass", np_temppath),
    def!("numpy.testing.overrides.allows_array_ufunc_override", "func", "Whether func is a ufunc, whose calls __array_ufunc__ can override.", "allows_array_ufunc_override(np.add)", np_allows_array_ufunc_override),
];

fn assertion(msg: String) -> PyErr {
    PyErr::new(ExcKind::AssertionError, msg)
}

fn np(interp: &mut Interp, key: &str, pos: Vec<Value>, kw: Vec<(&str, Value)>) -> PyResult<Value> {
    call_builtin(interp, key, pos, kw.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
}

fn text(interp: &mut Interp, v: &Value) -> PyResult<String> {
    crate::format::str_text(v, &interp.print_opts)
}

fn str_arg(interp: &mut Interp, a: &Args, name: &str) -> PyResult<String> {
    match a.opt(name) {
        None => Ok(String::new()),
        Some(v) => text(interp, &v),
    }
}

fn flag(a: &Args, name: &str, default: bool) -> PyResult<bool> {
    a.opt(name).map_or(Ok(default), |v| ops::truthy(&v))
}

/// `build_err_msg`: the header (with a short one-line err_msg after it), a longer err_msg
/// on its own line, then each object's repr (arrays by `array_repr(precision=...)`), cut
/// to three lines.
fn build_err_msg(interp: &Interp, items: [&Value; 2], err_msg: &str, header: &str, verbose: bool, names: [&str; 2], precision: usize) -> PyResult<String> {
    let mut msg = vec![format!("\n{header}")];
    if !err_msg.is_empty() {
        if !err_msg.contains('\n') && err_msg.chars().count() + header.chars().count() < 79 {
            msg[0] = format!("{} {err_msg}", msg[0]);
        } else {
            msg.push(err_msg.to_string());
        }
    }
    if verbose {
        for (v, name) in items.iter().zip(names) {
            let r = match v {
                Value::Array(_) => {
                    let opts = PrintOptions { precision, ..interp.print_opts.clone() };
                    crate::format::repr_text(v, &opts)?
                }
                _ => crate::format::repr_text(v, &interp.print_opts)?,
            };
            let r = if r.matches('\n').count() > 3 { format!("{}...", r.lines().take(3).collect::<Vec<_>>().join("\n")) } else { r };
            msg.push(format!(" {name}: {r}"));
        }
    }
    Ok(msg.join("\n"))
}

fn np_assert_(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    if ops::truthy(&a.req("val"))? {
        return Ok(Value::None);
    }
    let msg = a.opt("msg").unwrap_or_else(|| Value::str(""));
    // a callable message is called only on failure
    let msg = match &msg {
        Value::Function(_) | Value::Builtin(_) | Value::Method(_) => match interp.call(&msg, vec![], vec![]) {
            Err(e) if e.kind == ExcKind::TypeError => msg.clone(),
            r => r?,
        },
        _ => msg,
    };
    Err(assertion(text(interp, &msg)?))
}

fn is_ndarray(v: &Value) -> bool {
    matches!(v, Value::Array(_))
}

fn np_assert_equal(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let err_msg = str_arg(interp, a, "err_msg")?;
    assert_equal(interp, &a.req("actual"), &a.req("desired"), &err_msg, flag(a, "verbose", true)?, flag(a, "strict", false)?)?;
    Ok(Value::None)
}

fn len_value(v: &Value) -> PyResult<Value> {
    Ok(Value::Int(ops::iterate(v)?.len() as i128))
}

/// `assert_equal`: dicts key by key, lists and tuples item by item, arrays through
/// `assert_array_equal`, anything else by `==` (two NaNs are equal; 0.0 and -0.0 are not).
fn assert_equal(interp: &mut Interp, actual: &Value, desired: &Value, err_msg: &str, verbose: bool, strict: bool) -> PyResult<()> {
    if let Value::Dict(d) = desired {
        if !matches!(actual, Value::Dict(_)) {
            return Err(assertion(actual.type_of().repr()));
        }
        assert_equal(interp, &len_value(actual)?, &len_value(desired)?, err_msg, verbose, false)?;
        let Value::Dict(ad) = actual else { return Ok(()) };
        let pairs = d.borrow().pairs();
        for (k, dv) in pairs {
            let found = ad.borrow().get(&k)?;
            let Some(av) = found else {
                return Err(assertion(crate::format::repr_text(&k, &interp.print_opts)?));
            };
            let kr = crate::format::repr_text(&k, &interp.print_opts)?;
            assert_equal(interp, &av, &dv, &format!("key={kr}\n{err_msg}"), verbose, false)?;
        }
        return Ok(());
    }
    let seq = |v: &Value| matches!(v, Value::List(_) | Value::Tuple(_));
    if seq(desired) && seq(actual) {
        let (av, dv) = (ops::iterate(actual)?, ops::iterate(desired)?);
        assert_equal(interp, &Value::Int(av.len() as i128), &Value::Int(dv.len() as i128), err_msg, verbose, false)?;
        for (k, (x, y)) in av.iter().zip(&dv).enumerate() {
            assert_equal(interp, x, y, &format!("item={k}\n{err_msg}"), verbose, false)?;
        }
        return Ok(());
    }
    if is_ndarray(actual) || is_ndarray(desired) {
        return assert_array_compare(interp, Compare::Equal, actual, desired, &Opts::new(err_msg, "Arrays are not equal", verbose).strict(strict));
    }
    let fail = |interp: &Interp| -> PyResult<PyErr> { Ok(assertion(build_err_msg(interp, [actual, desired], err_msg, "Items are not equal:", verbose, ["ACTUAL", "DESIRED"], 8)?)) };
    let scalar = |v: &Value| convert::scalar_of(v).map(|(s, _)| s);
    let (sa, sd) = (scalar(actual), scalar(desired));
    if sa.is_some() != sd.is_some() && !matches!(actual, Value::Str(_) | Value::Bytes(_)) && !matches!(desired, Value::Str(_) | Value::Bytes(_)) {
        return Err(fail(interp)?);
    }
    if let (Some(x), Some(y)) = (sa, sd) {
        let nan = |s: Scalar| match s {
            Scalar::Float(f) => f.is_nan(),
            Scalar::Complex(r, i) => r.is_nan() || i.is_nan(),
            _ => false,
        };
        if nan(x) && nan(y) {
            return Ok(());
        }
        if let (Scalar::Float(fx), Scalar::Float(fy)) = (x, y)
            && fx == 0.0
            && fy == 0.0
            && fx.is_sign_negative() != fy.is_sign_negative()
        {
            return Err(fail(interp)?);
        }
    }
    let eq = ops::compare(interp, CmpOp::Eq, desired, actual)?;
    if !ops::truthy(&eq)? {
        return Err(fail(interp)?);
    }
    Ok(())
}

/// The element-wise test of an `assert_array_compare` call.
#[derive(Clone, Copy)]
enum Compare {
    Equal,
    Less,
    Close { rtol: f64, atol: f64, equal_nan: bool },
    Almost(i64),
}

/// `assert_array_compare`'s keyword arguments.
struct Opts<'a> {
    err_msg: &'a str,
    header: String,
    verbose: bool,
    precision: usize,
    equal_nan: bool,
    equal_inf: bool,
    strict: bool,
    names: [&'a str; 2],
}

impl<'a> Opts<'a> {
    fn new(err_msg: &'a str, header: &str, verbose: bool) -> Opts<'a> {
        Opts { err_msg, header: header.to_string(), verbose, precision: 6, equal_nan: true, equal_inf: true, strict: false, names: ["ACTUAL", "DESIRED"] }
    }
    fn strict(mut self, strict: bool) -> Self {
        self.strict = strict;
        self
    }
}

/// The flat elements of `a` broadcast to `shape` (C order), as booleans of `f`.
fn broadcast_flags(a: &NdArray, shape: &[usize], f: impl Fn(Scalar) -> bool) -> Vec<bool> {
    let vals: Vec<bool> = a.to_scalars().into_iter().map(f).collect();
    broadcast_index(&a.shape, shape).into_iter().map(|i| vals[i]).collect()
}

/// For each C-order position of `shape`, the flat index into a C-ordered array of shape
/// `from` broadcast to it.
fn broadcast_index(from: &[usize], shape: &[usize]) -> Vec<usize> {
    let n: usize = shape.iter().product();
    let lead = shape.len() - from.len();
    (0..n)
        .map(|mut flat| {
            let mut idx = 0;
            let mut step = 1;
            for ax in (0..shape.len()).rev() {
                let i = flat % shape[ax];
                flat /= shape[ax];
                if ax >= lead {
                    let d = from[ax - lead];
                    if d != 1 {
                        idx += i * step;
                    }
                    step *= d;
                }
            }
            idx
        })
        .collect()
}

fn is_nan_s(s: Scalar) -> bool {
    match s {
        Scalar::Float(f) => f.is_nan(),
        Scalar::Complex(r, i) => r.is_nan() || i.is_nan(),
        _ => false,
    }
}

fn is_inf_s(s: Scalar) -> bool {
    match s {
        Scalar::Float(f) => f.is_infinite(),
        Scalar::Complex(r, i) => r.is_infinite() || i.is_infinite(),
        _ => false,
    }
}

fn bool_array(shape: &[usize], vals: &[bool]) -> PyResult<Value> {
    let s: Vec<Scalar> = vals.iter().map(|&b| Scalar::Bool(b)).collect();
    Ok(Value::Array(NdArray::from_scalars(DType::Bool, shape, &s)?))
}

/// `np.array2string` of a 0-d result (a NumPy scalar): its repr as a 0-d array without
/// `array(` and the dtype.
fn array2string_0d(interp: &Interp, v: &Value) -> PyResult<String> {
    let arr = convert::as_array(v, None)?;
    let s = arr.get_flat(0);
    let r = arrayprint::array_repr(&[], arr.dtype, &|_| s, &interp.print_opts);
    let inner = r.strip_prefix("array(").unwrap_or(&r);
    let end = inner.find(", dtype=").unwrap_or(inner.len().saturating_sub(1));
    Ok(inner[..end].to_string())
}

fn shape_text(shape: &[usize]) -> String {
    stridelab_engine::array::shape_repr(shape)
}

/// `assert_array_compare`: shapes, NaN and infinity positions, then the comparison, and
/// NumPy's report of the elements that fail it.
fn assert_array_compare(interp: &mut Interp, cmp: Compare, actual: &Value, desired: &Value, o: &Opts) -> PyResult<()> {
    let as_arr = |v: &Value| -> PyResult<Rc<NdArray>> {
        convert::as_array(v, None).map_err(|e| match e.kind {
            ExcKind::NotImplementedError => e,
            _ => not_implemented("numpy.testing on arrays that are not numeric is not supported by stridelab"),
        })
    };
    let (x, y) = (as_arr(actual)?, as_arr(desired)?);
    let (xv, yv) = (Value::Array(x.clone()), Value::Array(y.clone()));
    let fail = |interp: &Interp, msg: &str, items: [&Value; 2]| -> PyResult<PyErr> {
        Ok(assertion(build_err_msg(interp, items, msg, &o.header, o.verbose, o.names, o.precision)?))
    };
    let cond = if o.strict { x.shape == y.shape && x.dtype == y.dtype } else { x.shape.is_empty() || y.shape.is_empty() || x.shape == y.shape };
    if !cond {
        let reason = if x.shape != y.shape {
            format!("\n(shapes {}, {} mismatch)", shape_text(&x.shape), shape_text(&y.shape))
        } else {
            format!("\n(dtypes {}, {} mismatch)", x.dtype.name(), y.dtype.name())
        };
        return Err(fail(interp, &format!("{}{reason}", o.err_msg), [&xv, &yv])?);
    }
    let shape = if x.shape.is_empty() { y.shape.clone() } else { x.shape.clone() };
    let n: usize = shape.iter().product();
    let numeric = |d: DType| matches!(d.kind(), Kind::Bool | Kind::Int | Kind::UInt | Kind::Float | Kind::Complex);
    if !numeric(x.dtype) || !numeric(y.dtype) {
        return Err(not_implemented("numpy.testing on arrays that are not numeric is not supported by stridelab"));
    }
    // `flagged`: the positions NaN (and infinity) checks settled, None when both are 0-d
    let mut flagged = vec![false; n];
    let same_pos = |interp: &Interp, f: &dyn Fn(Scalar) -> bool, skip: &[bool], what: &str| -> PyResult<Vec<bool>> {
        let fx = broadcast_flags(&x, &shape, f);
        let fy = broadcast_flags(&y, &shape, f);
        let fx: Vec<bool> = fx.iter().zip(skip).map(|(&a, &s)| a && !s).collect();
        let fy: Vec<bool> = fy.iter().zip(skip).map(|(&a, &s)| a && !s).collect();
        // a 0-d side's flag is its one value everywhere
        let xs = if x.shape.is_empty() { vec![fx.first().copied().unwrap_or(false); n] } else { fx };
        let ys = if y.shape.is_empty() { vec![fy.first().copied().unwrap_or(false); n] } else { fy };
        if xs != ys {
            return Err(fail(interp, &format!("{}\n{what} location mismatch:", o.err_msg), [&xv, &yv])?);
        }
        Ok(ys)
    };
    if o.equal_nan {
        flagged = same_pos(interp, &is_nan_s, &vec![false; n], "nan")?;
    }
    if o.equal_inf {
        let infs = same_pos(interp, &is_inf_s, &flagged, "inf")?;
        if infs.iter().any(|&b| b) {
            let gx = broadcast_index(&x.shape, &shape);
            let gy = broadcast_index(&y.shape, &shape);
            let differ = infs.iter().enumerate().any(|(i, &b)| b && x.get_flat(gx[i]).as_f64() != y.get_flat(gy[i]).as_f64());
            if differ {
                let (sx, sy) = if !x.shape.is_empty() && !y.shape.is_empty() {
                    let m = bool_array(&shape, &infs)?;
                    (crate::index::get_item(interp, &xv, &m)?, crate::index::get_item(interp, &yv, &m)?)
                } else {
                    (xv.clone(), yv.clone())
                };
                return Err(fail(interp, &format!("{}\ninf values mismatch:", o.err_msg), [&sx, &sy])?);
            }
        }
        for (f, i) in flagged.iter_mut().zip(infs) {
            *f |= i;
        }
    }
    if flagged.iter().all(|&f| f) && n > 0 {
        return Ok(());
    }
    let val = match cmp {
        Compare::Equal => ops::compare(interp, CmpOp::Eq, &xv, &yv)?,
        Compare::Less => ops::compare(interp, CmpOp::Lt, &xv, &yv)?,
        Compare::Close { rtol, atol, equal_nan } => np(
            interp,
            "numpy.isclose",
            vec![xv.clone(), yv.clone()],
            vec![("rtol", Value::Float(rtol)), ("atol", Value::Float(atol)), ("equal_nan", Value::Bool(equal_nan))],
        )?,
        Compare::Almost(decimal) => {
            let d = ops::binary_op(interp, BinOp::Sub, &xv, &yv)?;
            let z = np(interp, "numpy.absolute", vec![d], vec![])?;
            let tol = 1.5 * 10f64.powi(-(decimal.clamp(-400, 400) as i32));
            ops::compare(interp, CmpOp::Lt, &z, &Value::Float(tol))?
        }
    };
    let ok = broadcast_flags(&*convert::as_array(&val, None)?, &shape, |s| s.as_f64() != 0.0);
    // flagged positions are not compared
    let invalid: Vec<bool> = ok.iter().zip(&flagged).map(|(&k, &f)| !k && !f).collect();
    let n_mismatch = invalid.iter().filter(|&&b| b).count();
    if n_mismatch == 0 {
        return Ok(());
    }
    // with no position flagged, NumPy counts the comparison's own elements
    let n_elements = n.max(1);
    let pct = 100.0 * n_mismatch as f64 / n_elements as f64;
    let mut remarks = vec![format!(
        "Mismatched elements: {n_mismatch} / {n_elements} ({}%)",
        crate::format::format_value(&Value::Float(pct), ".3g", &interp.print_opts)?
    )];
    if !shape.is_empty() {
        let positions: Vec<usize> = (0..n).filter(|&i| invalid[i]).collect();
        let mut lines = Vec::new();
        for &p in positions.iter().take(5) {
            let mut idx = vec![0usize; shape.len()];
            let mut rest = p;
            for ax in (0..shape.len()).rev() {
                idx[ax] = rest % shape[ax];
                rest /= shape[ax];
            }
            let key = Value::tuple(idx.iter().map(|&i| Value::Int(i as i128)).collect());
            let elem = |interp: &mut Interp, v: &Value, a: &NdArray| -> PyResult<String> {
                let e = if a.ndim() == 0 { v.clone() } else { crate::index::get_item(interp, v, &key)? };
                // an f-string field: NumPy's scalars format through Python's float/int/complex
                let e = match e {
                    Value::Scalar(_, s) => convert::scalar_to_py(s),
                    Value::Array(z) if z.ndim() == 0 => convert::scalar_to_py(z.get_flat(0)),
                    e => e,
                };
                text(interp, &e)
            };
            let (ex, ey) = (elem(interp, &xv, &x)?, elem(interp, &yv, &y)?);
            let list = idx.iter().map(|i| i.to_string()).collect::<Vec<_>>().join(", ");
            lines.push(format!(" [{list}]: {ex} ({}), {ey} ({})", o.names[0], o.names[1]));
        }
        let head = match positions.len() {
            1 => "Mismatch at index:",
            2..=5 => "Mismatch at indices:",
            _ => "First 5 mismatches are at indices:",
        };
        remarks.push(format!("{head}\n{}", lines.join("\n")));
    }
    // the largest differences among the failing elements (NumPy computes them under
    // errstate(all='ignore'))
    let saved = interp.err_modes;
    crate::numpy::ufunc_config::install(interp, crate::numpy::ufunc_config::ErrModes(["ignore"; 4]));
    let diffs = largest_differences(interp, &xv, &yv, &x, &y, &shape, &flagged, &invalid);
    crate::numpy::ufunc_config::install(interp, saved);
    if let Some((abs_text, rel_text)) = diffs? {
        remarks.push(format!("Max absolute difference among violations: {abs_text}"));
        remarks.push(format!("Max relative difference among violations: {rel_text}"));
    }
    let msg = format!("{}\n{}", o.err_msg, remarks.join("\n"));
    Err(fail(interp, &msg, [&xv, &yv])?)
}

/// `abs(x - y)` (for unsigned types the smaller of both orders) at the failing elements,
/// its max, and the max of its ratio to `abs(y)` where `y != 0` (`inf` if nowhere).
#[allow(clippy::too_many_arguments)]
fn largest_differences(
    interp: &mut Interp,
    xv: &Value,
    yv: &Value,
    x: &NdArray,
    y: &NdArray,
    shape: &[usize],
    flagged: &[bool],
    invalid: &[bool],
) -> PyResult<Option<(String, String)>> {
    // NumPy compares x[~flagged] and y[~flagged] when something is flagged
    let (cx, cy, inv, yflat): (Value, Value, Vec<bool>, Vec<bool>) = if flagged.iter().any(|&f| f) && !x.shape.is_empty() && !y.shape.is_empty() {
        let keep: Vec<bool> = flagged.iter().map(|f| !f).collect();
        let m = bool_array(shape, &keep)?;
        let inv: Vec<bool> = invalid.iter().zip(&keep).filter(|(_, k)| **k).map(|(i, _)| *i).collect();
        let ys = broadcast_flags(y, shape, |s| s.as_f64() != 0.0 || matches!(s, Scalar::Complex(_, i) if i != 0.0));
        let yk: Vec<bool> = ys.iter().zip(&keep).filter(|(_, k)| **k).map(|(v, _)| *v).collect();
        (crate::index::get_item(interp, xv, &m)?, crate::index::get_item(interp, yv, &m)?, inv, yk)
    } else {
        let ys = broadcast_flags(y, shape, |s| s.as_f64() != 0.0 || matches!(s, Scalar::Complex(_, i) if i != 0.0));
        (xv.clone(), yv.clone(), invalid.to_vec(), ys)
    };
    let d = match ops::binary_op(interp, BinOp::Sub, &cx, &cy) {
        Ok(d) => d,
        // a TypeError (booleans cannot be subtracted) leaves the differences out
        Err(e) if e.kind == ExcKind::TypeError => return Ok(None),
        Err(e) => return Err(e),
    };
    let mut error = np(interp, "numpy.absolute", vec![d], vec![])?;
    if matches!(x.dtype.kind(), Kind::UInt) {
        let d2 = ops::binary_op(interp, BinOp::Sub, &cy, &cx)?;
        let e2 = np(interp, "numpy.absolute", vec![d2], vec![])?;
        error = np(interp, "numpy.minimum", vec![error, e2], vec![])?;
    }
    let eshape = convert::as_array(&error, None)?.shape.clone();
    let inv_arr = bool_array(&eshape, &inv)?;
    let reduced = if eshape.is_empty() { error.clone() } else { crate::index::get_item(interp, &error, &inv_arr)? };
    let max_abs = np(interp, "numpy.max", vec![reduced], vec![])?;
    let abs_text = array2string_0d(interp, &max_abs)?;
    let nz_inv: Vec<bool> = inv.iter().zip(&yflat).map(|(&i, &nz)| i && nz).collect();
    let rel_text = if !nz_inv.iter().any(|&b| b) {
        "inf".to_string()
    } else {
        let m = bool_array(&eshape, &nz_inv)?;
        let by = np(interp, "numpy.broadcast_to", vec![cy.clone(), Value::int_tuple(eshape.iter().map(|&d| d as i128))], vec![])?;
        let (num, den) = if eshape.is_empty() { (error.clone(), by) } else { (crate::index::get_item(interp, &error, &m)?, crate::index::get_item(interp, &by, &m)?) };
        let aden = np(interp, "numpy.absolute", vec![den], vec![])?;
        let q = ops::binary_op(interp, BinOp::Div, &num, &aden)?;
        let mx = np(interp, "numpy.max", vec![q], vec![])?;
        array2string_0d(interp, &mx)?
    };
    Ok(Some((abs_text, rel_text)))
}

fn np_assert_array_equal(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let err_msg = str_arg(interp, a, "err_msg")?;
    let o = Opts::new(&err_msg, "Arrays are not equal", flag(a, "verbose", true)?).strict(flag(a, "strict", false)?);
    assert_array_compare(interp, Compare::Equal, &a.req("actual"), &a.req("desired"), &o)?;
    Ok(Value::None)
}

fn float_arg(a: &Args, name: &str, default: f64) -> PyResult<f64> {
    match a.opt(name) {
        None => Ok(default),
        Some(v) => convert::scalar_of(&v).map(|(s, _)| s.as_f64()).ok_or_else(|| stridelab_engine::error::type_error(format!("{name} must be a number"))),
    }
}

fn np_assert_allclose(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let (rtol, atol) = (float_arg(a, "rtol", 1e-7)?, float_arg(a, "atol", 0.0)?);
    let equal_nan = flag(a, "equal_nan", true)?;
    let err_msg = str_arg(interp, a, "err_msg")?;
    let g = |v: f64| crate::format::format_value(&Value::Float(v), "g", &interp.print_opts);
    let header = format!("Not equal to tolerance rtol={}, atol={}", g(rtol)?, g(atol)?);
    let mut o = Opts::new(&err_msg, &header, flag(a, "verbose", true)?).strict(flag(a, "strict", false)?);
    o.equal_nan = equal_nan;
    // np.asanyarray first: the report shows arrays even for scalar arguments
    let x = Value::Array(convert::as_array(&a.req("actual"), None)?);
    let y = Value::Array(convert::as_array(&a.req("desired"), None)?);
    assert_array_compare(interp, Compare::Close { rtol, atol, equal_nan }, &x, &y, &o)?;
    Ok(Value::None)
}

fn decimal_arg(a: &Args, default: i64) -> PyResult<i64> {
    a.opt("decimal").map_or(Ok(default), |v| ops::expect_int(&v))
}

fn np_assert_array_almost_equal(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let decimal = decimal_arg(a, 6)?;
    let err_msg = str_arg(interp, a, "err_msg")?;
    array_almost_equal(interp, &a.req("actual"), &a.req("desired"), decimal, &err_msg, flag(a, "verbose", true)?)?;
    Ok(Value::None)
}

fn array_almost_equal(interp: &mut Interp, x: &Value, y: &Value, decimal: i64, err_msg: &str, verbose: bool) -> PyResult<()> {
    let mut o = Opts::new(err_msg, &format!("Arrays are not almost equal to {decimal} decimals"), verbose);
    o.precision = decimal.max(0) as usize;
    assert_array_compare(interp, Compare::Almost(decimal), x, y, &o)
}

fn np_assert_almost_equal(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let decimal = decimal_arg(a, 7)?;
    let err_msg = str_arg(interp, a, "err_msg")?;
    let verbose = flag(a, "verbose", true)?;
    let (actual, desired) = (a.req("actual"), a.req("desired"));
    if [&actual, &desired].iter().any(|v| matches!(v, Value::Array(_) | Value::List(_) | Value::Tuple(_))) {
        array_almost_equal(interp, &actual, &desired, decimal, &err_msg, verbose)?;
        return Ok(Value::None);
    }
    let header = format!("Arrays are not almost equal to {decimal} decimals");
    let fail = |interp: &Interp| -> PyResult<PyErr> { Ok(assertion(build_err_msg(interp, [&actual, &desired], &err_msg, &header, verbose, ["ACTUAL", "DESIRED"], 8)?)) };
    let (Some((sa, _)), Some((sd, _))) = (convert::scalar_of(&actual), convert::scalar_of(&desired)) else {
        return Err(not_implemented("numpy.testing.assert_almost_equal on values that are not numbers is not supported by stridelab"));
    };
    if matches!(sa, Scalar::Complex(..)) || matches!(sd, Scalar::Complex(..)) {
        return Err(not_implemented("numpy.testing.assert_almost_equal on complex numbers is not supported by stridelab"));
    }
    let (fa, fd) = (sa.as_f64(), sd.as_f64());
    if !(fa.is_finite() && fd.is_finite()) {
        let bad = if fa.is_nan() || fd.is_nan() { !(fa.is_nan() && fd.is_nan()) } else { fa != fd };
        return if bad { Err(fail(interp)?) } else { Ok(Value::None) };
    }
    let d = ops::binary_op(interp, BinOp::Sub, &desired, &actual)?;
    let diff = convert::scalar_of(&d).map_or(f64::NAN, |(s, _)| s.as_f64()).abs();
    if diff >= 1.5 * 10f64.powi(-(decimal.clamp(-400, 400) as i32)) {
        return Err(fail(interp)?);
    }
    Ok(Value::None)
}

fn np_assert_array_less(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let err_msg = str_arg(interp, a, "err_msg")?;
    let mut o = Opts::new(&err_msg, "Arrays are not strictly ordered `x < y`", flag(a, "verbose", true)?).strict(flag(a, "strict", false)?);
    o.equal_inf = false;
    o.names = ["x", "y"];
    assert_array_compare(interp, Compare::Less, &a.req("x"), &a.req("y"), &o)?;
    Ok(Value::None)
}

/// The exception classes `assert_raises` expects: one class or a tuple of them.
pub fn expected_classes(v: &Value) -> PyResult<Vec<ExcKind>> {
    let one = |v: &Value| match v {
        Value::Type(TypeObj::Exc(k)) => Ok(*k),
        _ => Err(not_implemented("numpy.testing.assert_raises with something other than built-in exception classes is not supported by stridelab")),
    };
    match v {
        Value::Tuple(t) => t.iter().map(one).collect(),
        v => Ok(vec![one(v)?]),
    }
}

/// unittest's name of the expected exception in "X not raised".
pub fn expected_name(interp: &Interp, v: &Value) -> PyResult<String> {
    match v {
        Value::Type(TypeObj::Exc(k)) => Ok(k.name().to_string()),
        other => crate::format::str_text(other, &interp.print_opts),
    }
}

fn np_assert_raises(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let Some((exc, rest)) = a.rest.split_first() else {
        return Err(stridelab_engine::error::type_error("TestCase.assertRaises() missing 1 required positional argument: 'expected_exception'"));
    };
    let kinds = expected_classes(exc)?;
    let Some((f, args)) = rest.split_first() else {
        if !a.extra_kw.is_empty() {
            return Err(not_implemented("numpy.testing.assert_raises as a context manager with keyword arguments is not supported by stridelab"));
        }
        let ctx = crate::python::context::Context::new(crate::python::context::ContextKind::AssertRaises, vec![("expected".into(), exc.clone())]);
        return Ok(Value::Context(Rc::new(ctx)));
    };
    match interp.call(f, args.to_vec(), a.extra_kw.clone()) {
        Ok(_) => {
            let fname = crate::attrs::get_attr(interp, f, "__name__").and_then(|n| text(interp, &n)).unwrap_or_default();
            Err(assertion(format!("{} not raised by {fname}", expected_name(interp, exc)?)))
        }
        Err(e) if interp_catchable(&e) && kinds.iter().any(|&k| crate::exc::is_subclass(e.kind, k)) => Ok(Value::None),
        Err(e) => Err(e),
    }
}

/// Whether a raised error is a Python exception a test can catch (not an interrupt).
fn interp_catchable(e: &PyErr) -> bool {
    !matches!(e.kind, ExcKind::KeyboardInterrupt)
}

fn np_assert_string_equal(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let (x, y) = (a.req("actual"), a.req("desired"));
    for v in [&x, &y] {
        if !matches!(v, Value::Str(_)) {
            return Err(assertion(v.type_of().repr()));
        }
    }
    if ops::py_eq(&x, &y) {
        return Ok(Value::None);
    }
    let _ = interp;
    Err(not_implemented("numpy.testing.assert_string_equal's difflib report of differing strings is not supported by stridelab"))
}

fn np_temppath(_: &mut Interp, _: &Args) -> PyResult<Value> {
    Err(not_implemented("numpy.testing.temppath is not supported by stridelab (it writes no files)"))
}

fn np_allows_array_ufunc_override(_: &mut Interp, a: &Args) -> PyResult<Value> {
    // NumPy: isinstance(func, np.ufunc); nothing else dispatches through __array_ufunc__
    Ok(Value::Bool(match a.req("func") {
        Value::Builtin(k) => crate::numpy::umath::ufunc(k).is_some(),
        _ => false,
    }))
}
