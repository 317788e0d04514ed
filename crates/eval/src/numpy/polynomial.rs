//! NumPy's `numpy.polynomial.Polynomial` (numpy/polynomial/_polybase.py `ABCPolyBase`:
//! `__init__`, `__repr__`, `__call__`, `__iter__`, `fit`, `convert`, `deriv`; polynomial.py
//! `polyval`, `polyvander`, `polyder`; polyutils.py `as_series`, `getdomain`, `mapparms`, `mapdomain`, `_fit`,
//! `trimseq`): the basics of a fit. `convert()` composes the series with the domain's linear
//! map in NumPy's order of operations (its Horner scheme over Polynomial products, each a
//! convolution with trailing zeros trimmed). Not modelled: the other series classes,
//! arithmetic between Polynomials, `str()`, a list of degrees in `fit`.

use std::rc::Rc;

use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::error::{PyResult, attribute_error, not_implemented, type_error, value_error};
use stridelab_display::arrayprint::PrintOptions;
use stridelab_lang::ast::BinOp;
use crate::args::Args;
use crate::builtins::{BuiltinDef, call_builtin, def};
use crate::index::{get_item, set_item};
use crate::interp::Interp;
use crate::numpy::args::array_arg;
use crate::ops::binary_op;
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.polynomial.Polynomial", "coef, domain=None, window=None, symbol='x'", "A power series c[0] + c[1]*x + ... (lowest power first) whose argument is mapped from domain to window.", "np.polynomial.Polynomial([1, 2, 3])", np_polynomial),
    def!("numpy.polynomial.Polynomial.fit", "x, y, deg, domain=None, rcond=None, full=False, w=None, window=None, symbol='x'", "Least-squares fit of a Polynomial of degree deg, in the scaled variable that maps x's range to [-1, 1]; .convert() gives the coefficients in x.", "np.polynomial.Polynomial.fit([0, 1, 2], [1, 3, 5], 1)", np_fit),
];

/// A `numpy.polynomial.Polynomial`.
#[derive(Debug)]
pub struct Polynomial {
    pub coef: Rc<NdArray>,
    pub domain: Rc<NdArray>,
    pub window: Rc<NdArray>,
    pub symbol: Rc<str>,
}

fn f64s(a: &Rc<NdArray>) -> Vec<f64> {
    a.to_scalars().iter().map(|s| s.as_f64()).collect()
}

fn array(v: &[f64]) -> PyResult<Rc<NdArray>> {
    let s: Vec<Scalar> = v.iter().map(|&x| Scalar::Float(x)).collect();
    NdArray::from_scalars(DType::Float64, &[v.len()], &s)
}

/// `as_series([a], trim=False)[0]`: 1-d, at least one element, a float (or complex) dtype.
fn as_series(v: &Value) -> PyResult<Rc<NdArray>> {
    let a = array_arg(v)?;
    if a.ndim() == 0 {
        return as_series(&Value::Array(stridelab_engine::view::reshape(&a, &[1], stridelab_engine::view::Order::C, None)?));
    }
    if a.size() == 0 {
        return Err(value_error("Coefficient array is empty"));
    }
    if a.ndim() != 1 {
        return Err(value_error("Coefficient array is not 1-d"));
    }
    // np.common_type: integers and bools become float64
    let dt = match a.dtype {
        DType::Float16 | DType::Float32 | DType::Float64 | DType::Complex64 | DType::Complex128 => a.dtype,
        _ => DType::Float64,
    };
    if dt != DType::Float64 {
        return Err(not_implemented(format!("np.polynomial.Polynomial with {} coefficients is not supported by stridelab", dt.name())));
    }
    a.copy_as(dt, false)
}

fn two(v: &Value, what: &str) -> PyResult<Rc<NdArray>> {
    let a = as_series(v)?;
    if a.size() != 2 {
        return Err(value_error(format!("{what} has wrong number of elements.")));
    }
    Ok(a)
}

fn default_window() -> PyResult<Rc<NdArray>> {
    array(&[-1.0, 1.0])
}

fn new(coef: &Value, domain: Option<Value>, window: Option<Value>, symbol: Option<Value>) -> PyResult<Value> {
    let coef = as_series(coef)?;
    let domain = match domain {
        Some(d) => two(&d, "Domain")?,
        None => default_window()?,
    };
    let window = match window {
        Some(w) => two(&w, "Window")?,
        None => default_window()?,
    };
    let symbol: Rc<str> = match symbol {
        None => Rc::from("x"),
        Some(Value::Str(s)) if s.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_') && s.chars().all(|c| c.is_alphanumeric() || c == '_') => s,
        Some(Value::Str(_)) => return Err(value_error("Symbol string must be a valid Python identifier")),
        Some(_) => return Err(type_error("Symbol must be a non-empty string")),
    };
    Ok(Value::Polynomial(Rc::new(Polynomial { coef, domain, window, symbol })))
}

fn np_polynomial(_: &mut Interp, a: &Args) -> PyResult<Value> {
    new(&a.req("coef"), a.opt("domain"), a.opt("window"), a.opt("symbol"))
}

/// `mapparms(old, new)`: off, scl with `new = off + scl*old`.
fn mapparms(old: &[f64], new: &[f64]) -> (f64, f64) {
    let oldlen = old[1] - old[0];
    let newlen = new[1] - new[0];
    let off = (old[1] * new[0] - old[0] * new[1]) / oldlen;
    let scl = newlen / oldlen;
    (off, scl)
}

/// `mapdomain(x, old, new)`: `off + scl*x` (an array unless x is a Python or NumPy scalar).
fn mapdomain(interp: &mut Interp, x: &Value, old: &[f64], new: &[f64]) -> PyResult<Value> {
    let x = match x {
        Value::Int(_) | Value::Float(_) | Value::Complex(..) | Value::Scalar(..) => x.clone(),
        x => Value::Array(array_arg(x)?),
    };
    let (off, scl) = mapparms(old, new);
    let f = |v: f64| Value::Scalar(DType::Float64, Scalar::Float(v));
    let sx = binary_op(interp, BinOp::Mul, &f(scl), &x)?;
    binary_op(interp, BinOp::Add, &f(off), &sx)
}

fn call(interp: &mut Interp, key: &str, pos: Vec<Value>, kw: Vec<(&str, Value)>) -> PyResult<Value> {
    call_builtin(interp, key, pos, kw.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
}

fn np_fit(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let xv = a.req("x");
    let domain = match a.opt("domain") {
        None => {
            // getdomain(x): (x.min(), x.max()), widened by one each way if they are equal
            let x = as_series(&xv)?;
            let v = f64s(&x);
            let lo = v.iter().copied().fold(f64::INFINITY, |m, x| if x < m || x.is_nan() { x } else { m });
            let hi = v.iter().copied().fold(f64::NEG_INFINITY, |m, x| if x > m || x.is_nan() { x } else { m });
            if lo == hi { vec![lo - 1.0, hi + 1.0] } else { vec![lo, hi] }
        }
        Some(Value::List(l)) if l.borrow().is_empty() => vec![-1.0, 1.0],
        Some(d) => f64s(&two(&d, "Domain")?),
    };
    let window = match a.opt("window") {
        None => vec![-1.0, 1.0],
        Some(w) => f64s(&two(&w, "Window")?),
    };
    let xnew = mapdomain(interp, &xv, &domain, &window)?;
    if a.opt("w").is_some() || a.opt("full").is_some_and(|f| crate::ops::truthy(&f).unwrap_or(true)) {
        return Err(not_implemented("np.polynomial.Polynomial.fit with w= or full=True is not supported by stridelab"));
    }
    let coef = fit(interp, &xnew, &a.req("y"), &a.req("deg"), a.opt("rcond"))?;
    new(&coef, Some(Value::Array(array(&domain)?)), Some(Value::Array(array(&window)?)), a.opt("symbol"))
}

/// `pu._fit(polyvander, x, y, deg, rcond)`.
fn fit(interp: &mut Interp, x: &Value, y: &Value, deg: &Value, rcond: Option<Value>) -> PyResult<Value> {
    let zero = Value::Float(0.0);
    let x = binary_op(interp, BinOp::Add, &Value::Array(array_arg(x)?), &zero)?;
    let y = binary_op(interp, BinOp::Add, &Value::Array(array_arg(y)?), &zero)?;
    if matches!(deg, Value::Int(i) if i64::try_from(*i).is_err()) {
        // np.asarray of a Python int past int64 is an object array
        return Err(type_error("deg must be an int or non-empty 1-D array of int"));
    }
    let d = array_arg(deg)?;
    if d.ndim() > 1 || !d.dtype.is_integer() || d.size() == 0 {
        return Err(type_error("deg must be an int or non-empty 1-D array of int"));
    }
    if d.ndim() == 1 {
        return Err(not_implemented("np.polynomial.Polynomial.fit with a list of degrees is not supported by stridelab"));
    }
    let deg = d.get_flat(0).as_i64_wrapping();
    if deg < 0 {
        return Err(value_error("expected deg >= 0"));
    }
    let (xa, ya) = (array_arg(&x)?, array_arg(&y)?);
    crate::numpy::lib_polynomial::check_fit_args(&xa, &ya)?;
    if xa.dtype != DType::Float64 {
        return Err(not_implemented(format!("np.polynomial.Polynomial.fit of {} values is not supported by stridelab", xa.dtype.name())));
    }
    // polyvander: 1, x, x*x, (x*x)*x, ... (np.vander's increasing columns, the same products)
    let van = call(interp, "numpy.vander", vec![x.clone(), Value::Int(deg as i128 + 1)], vec![("increasing", Value::Bool(true))])?;
    let lhs = call(interp, "numpy.transpose", vec![van], vec![])?;
    let rhs = call(interp, "numpy.transpose", vec![y], vec![])?;
    let rcond = rcond.unwrap_or(Value::Scalar(DType::Float64, Scalar::Float(xa.shape[0] as f64 * f64::EPSILON)));
    let sq = call(interp, "numpy.square", vec![lhs.clone()], vec![])?;
    let sums = call(interp, "numpy.sum", vec![sq], vec![("axis", Value::Int(1))])?;
    let scl = call(interp, "numpy.sqrt", vec![sums], vec![])?;
    let zeros = crate::ops::compare(interp, stridelab_lang::ast::CmpOp::Eq, &scl, &Value::Int(0))?;
    set_item(interp, &scl, &zeros, &Value::Int(1))?;
    let lt = call(interp, "numpy.transpose", vec![lhs], vec![])?;
    let scaled = binary_op(interp, BinOp::Div, &lt, &scl)?;
    let rt = call(interp, "numpy.transpose", vec![rhs], vec![])?;
    let res = call(interp, "numpy.linalg.lstsq", vec![scaled, rt, rcond], vec![])?;
    let c = get_item(interp, &res, &Value::Int(0))?;
    let ct = call(interp, "numpy.transpose", vec![c], vec![])?;
    let ct = binary_op(interp, BinOp::Div, &ct, &scl)?;
    // a rank below deg + 1 warns (RankWarning, on stderr)
    call(interp, "numpy.transpose", vec![ct], vec![])
}

/// `trimseq`: trailing zeros removed, at least one element kept.
fn trimseq(mut v: Vec<f64>) -> Vec<f64> {
    while v.len() > 1 && v[v.len() - 1] == 0.0 {
        v.pop();
    }
    v
}

/// `polymul` of two series: `np.convolve`, trimmed.
fn series_mul(interp: &mut Interp, a: &[f64], b: &[f64]) -> PyResult<Vec<f64>> {
    let (a, b) = (trimseq(a.to_vec()), trimseq(b.to_vec()));
    let r = call(interp, "numpy.convolve", vec![Value::Array(array(&a)?), Value::Array(array(&b)?)], vec![])?;
    Ok(trimseq(f64s(&array_arg(&r)?)))
}

/// `polyadd` of a scalar and a series (the scalar first, as `c + series` calls it).
fn scalar_add(c: f64, s: Vec<f64>) -> Vec<f64> {
    let mut s = trimseq(s);
    s[0] += c;
    trimseq(s)
}

/// `p.convert()`: the same polynomial in the default domain and window.
fn convert(interp: &mut Interp, p: &Polynomial) -> PyResult<Value> {
    let (off, scl) = mapparms(&f64s(&p.domain), &f64s(&p.window));
    // the identity series [0, 1] mapped: off + scl*x
    let x = scalar_add(off, series_mul(interp, &[scl], &[0.0, 1.0])?);
    let c = f64s(&p.coef);
    let n = c.len();
    let zero = series_mul(interp, &x, &[0.0])?;
    let mut c0 = scalar_add(c[n - 1], zero);
    for i in 2..=n {
        interp.check_interrupt()?;
        let prod = series_mul(interp, &c0, &x)?;
        c0 = scalar_add(c[n - i], prod);
    }
    new(&Value::Array(array(&c0)?), None, None, Some(Value::Str(p.symbol.clone())))
}

/// `p(x)`: polyval at `mapdomain(x, domain, window)`.
fn evaluate(interp: &mut Interp, p: &Polynomial, x: &Value) -> PyResult<Value> {
    let x = mapdomain(interp, x, &f64s(&p.domain), &f64s(&p.window))?;
    let c: Vec<Value> = p.coef.to_scalars().into_iter().map(|s| Value::Scalar(p.coef.dtype, s)).collect();
    let n = c.len();
    let x0 = binary_op(interp, BinOp::Mul, &x, &Value::Int(0))?;
    let mut c0 = binary_op(interp, BinOp::Add, &c[n - 1], &x0)?;
    for i in 2..=n {
        interp.check_interrupt()?;
        let cx = binary_op(interp, BinOp::Mul, &c0, &x)?;
        c0 = binary_op(interp, BinOp::Add, &c[n - i], &cx)?;
    }
    Ok(c0)
}

/// `repr(p)`: `Polynomial([1., 2.], domain=[-1.,  1.], window=[-1.,  1.], symbol='x')`.
pub fn repr(p: &Polynomial, opts: &PrintOptions) -> String {
    let inner = |a: &Rc<NdArray>| {
        let r = crate::repr::repr(&Value::Array(a.clone()), opts);
        r.get(6..r.len().saturating_sub(1)).unwrap_or("").to_string()
    };
    format!("Polynomial({}, domain={}, window={}, symbol='{}')", inner(&p.coef), inner(&p.domain), inner(&p.window), p.symbol)
}

/// `p.name`.
pub fn attr(obj: &Value, p: &Rc<Polynomial>, name: &str) -> PyResult<Value> {
    match name {
        "coef" => Ok(Value::Array(p.coef.clone())),
        "domain" => Ok(Value::Array(p.domain.clone())),
        "window" => Ok(Value::Array(p.window.clone())),
        "symbol" => Ok(Value::Str(p.symbol.clone())),
        "convert" | "degree" | "deriv" | "__call__" => Ok(Value::Method(Rc::new((obj.clone(), name.to_string())))),
        _ => Err(attribute_error(format!("'Polynomial' object has no attribute '{name}'"))),
    }
}

/// `p.convert()`, `p.degree()`, `p(x)`.
pub fn call_method(interp: &mut Interp, p: &Rc<Polynomial>, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    match name {
        "convert" => {
            let a = Args::bind("convert", "domain=None, kind=None, window=None", pos, kw)?;
            if a.opt("domain").is_some() || a.opt("kind").is_some() || a.opt("window").is_some() {
                return Err(not_implemented("Polynomial.convert with domain=, kind= or window= is not supported by stridelab"));
            }
            convert(interp, p)
        }
        "deriv" => {
            // ABCPolyBase.deriv: polyder(coef, m, scl) with the domain's scale
            let a = Args::bind("deriv", "m=1", pos, kw)?;
            let m = match a.get("m") {
                None => 1,
                Some(v) => crate::ops::index_int(&v).ok_or_else(|| type_error("the order of derivation must be integer"))?,
            };
            if m < 0 {
                return Err(value_error("The order of derivation must be non-negative"));
            }
            let (_, scl) = mapparms(&f64s(&p.domain), &f64s(&p.window));
            let mut c = f64s(&p.coef);
            if m as usize >= c.len() {
                c = vec![c[0] * 0.0];
            } else {
                for _ in 0..m {
                    let n = c.len() - 1;
                    c.iter_mut().for_each(|x| *x *= scl);
                    c = (1..=n).map(|j| j as f64 * c[j]).collect();
                }
            }
            let (domain, window) = (Value::Array(p.domain.clone()), Value::Array(p.window.clone()));
            new(&Value::Array(array(&c)?), Some(domain), Some(window), Some(Value::Str(p.symbol.clone())))
        }
        "degree" => {
            Args::bind("degree", "", pos, kw)?;
            Ok(Value::Int(p.coef.size() as i128 - 1))
        }
        "__call__" => {
            let a = Args::bind("__call__", "arg", pos, kw)?;
            evaluate(interp, p, &a.req("arg"))
        }
        _ => Err(attribute_error(format!("'Polynomial' object has no attribute '{name}'"))),
    }
}
