//! NumPy's `numpy/lib/_polynomial_impl.py`: polyval, polyadd, polysub, polymul, polyder,
//! polyint, polyfit and the `poly1d` class, written as NumPy's Python is: the same
//! operations on the same arrays in the same order (so the same dtypes, rounding and
//! errors). roots takes the companion matrix's eigenvalues, so it works where
//! `np.linalg.eigvals` does (degree 2 and the matrices that balance into such blocks). polyfit solves the scaled Vandermonde system with `np.linalg.lstsq` (stridelab's
//! SVD, not LAPACK's dgelsd: a fit that is exact leaves coefficients of rounding size, e.g.
//! 2.8e-15 for an intercept of 0, whose digits differ from NumPy's). Not
//! modelled: `poly`, `polydiv` (and so `r=True`, `/` by a polynomial), `polyfit(cov=...)`.

use std::rc::Rc;

use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::DType;
use stridelab_engine::error::{PyResult, attribute_error, not_implemented, type_error, value_error};
use stridelab_lang::ast::{BinOp, CmpOp, UnaryOp};
use crate::args::Args;
use crate::builtins::{BuiltinDef, call_builtin, def};
use stridelab_display::arrayprint::PrintOptions;
use crate::index::get_item;
use crate::interp::Interp;
use crate::numpy::args::array_arg;
use crate::ops::{binary_op, iterate};
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.polyval", "p, x", "The polynomial with coefficients p (highest power first) at x, by Horner's scheme.", "np.polyval([3, 0, 1], 5)", np_polyval),
    def!("numpy.polyadd", "a1, a2", "The sum of two polynomials (coefficients, highest power first).", "np.polyadd([1, 2], [9, 5, 4])", np_polyadd),
    def!("numpy.polysub", "a1, a2", "The difference of two polynomials (coefficients, highest power first).", "np.polysub([2, 10, -2], [3, 10, -4])", np_polysub),
    def!("numpy.polymul", "a1, a2", "The product of two polynomials: the convolution of their coefficients.", "np.polymul([1, 2, 3], [9, 5, 1])", np_polymul),
    def!("numpy.polyder", "p, m=1", "The m-th derivative of a polynomial.", "np.polyder([1, 1, 1, 1])", np_polyder),
    def!("numpy.polyint", "p, m=1, k=None", "The m-th antiderivative of a polynomial (integration constants k, default 0).", "np.polyint([1, 1, 1])", np_polyint),
    def!("numpy.polyfit", "x, y, deg, rcond=None, full=False, w=None, cov=False", "Least-squares polynomial fit of degree deg: the coefficients, highest power first.", "np.polyfit([0.0, 1.0, 2.0, 3.0], [-1, 0.2, 0.9, 2.1], 1)", np_polyfit),
    def!("numpy.roots", "p", "The roots of a polynomial (coefficients highest power first): the eigenvalues of its companion matrix.", "np.roots([1, -3, 2])", np_roots),
    def!("numpy.poly1d", "c_or_r, r=False, variable=None", "A one-dimensional polynomial from its coefficients (highest power first): call it, add, multiply, derive, integrate.", "np.poly1d([1, 2, 3])", np_poly1d),
];

/// A `numpy.poly1d`.
#[derive(Debug)]
pub struct Poly1d {
    pub coeffs: Rc<NdArray>,
    pub variable: Rc<str>,
}

fn call(interp: &mut Interp, key: &str, pos: Vec<Value>) -> PyResult<Value> {
    call_builtin(interp, key, pos, vec![])
}

fn is_poly(v: &Value) -> bool {
    matches!(v, Value::Poly1d(_))
}

/// `NX.asarray(v)` (a poly1d gives its coefficients).
fn asarray(v: &Value) -> PyResult<Value> {
    Ok(match v {
        Value::Poly1d(p) => Value::Array(p.coeffs.clone()),
        v => Value::Array(array_arg(v)?),
    })
}

fn atleast_1d(interp: &mut Interp, v: &Value) -> PyResult<Rc<NdArray>> {
    let a = asarray(v)?;
    match call(interp, "numpy.atleast_1d", vec![a])? {
        Value::Array(a) => Ok(a),
        other => array_arg(&other),
    }
}

fn len_of(a: &NdArray) -> PyResult<usize> {
    a.shape.first().copied().ok_or_else(|| type_error("len() of unsized object"))
}

fn slice(start: Option<i128>, stop: Option<i128>) -> Value {
    let f = |x: Option<i128>| x.map(Value::Int).unwrap_or(Value::None);
    Value::Slice(Rc::new([f(start), f(stop), Value::None]))
}

fn arange(interp: &mut Interp, start: i128, stop: i128, step: i128) -> PyResult<Value> {
    call(interp, "numpy.arange", vec![Value::Int(start), Value::Int(stop), Value::Int(step)])
}

/// `poly1d(c_or_r)`.
pub fn make_poly(interp: &mut Interp, c: &Value, variable: Option<Rc<str>>) -> PyResult<Rc<Poly1d>> {
    if let Value::Poly1d(p) = c {
        return Ok(Rc::new(Poly1d { coeffs: p.coeffs.clone(), variable: variable.unwrap_or_else(|| p.variable.clone()) }));
    }
    let a = atleast_1d(interp, c)?;
    if a.ndim() > 1 {
        return Err(value_error("Polynomial must be 1d only."));
    }
    // reading the coefficients one by one is charged as the Python-level work it stands for
    if !stridelab_engine::budget::charge(a.size() as u64 * 32) {
        interp.check_interrupt()?;
    }
    // trim_zeros(c_or_r, trim='f'): a view from the first nonzero coefficient on
    let first = a.to_scalars().iter().position(|s| s.as_complex() != (0.0, 0.0)).unwrap_or(a.size());
    let trimmed = array_arg(&get_item(interp, &Value::Array(a.clone()), &slice(Some(first as i128), None))?)?;
    let coeffs = if trimmed.size() == 0 { NdArray::zeros(trimmed.dtype, &[1], false)? } else { trimmed };
    Ok(Rc::new(Poly1d { coeffs, variable: variable.unwrap_or_else(|| Rc::from("x")) }))
}

fn poly_value(interp: &mut Interp, c: &Value) -> PyResult<Value> {
    Ok(Value::Poly1d(make_poly(interp, c, None)?))
}

fn np_poly1d(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    if a.opt("r").map(|r| crate::ops::truthy(&r)).transpose()?.unwrap_or(false) {
        return Err(not_implemented("np.poly1d(..., r=True) (np.poly) is not supported by stridelab"));
    }
    let variable = match a.opt("variable") {
        None => None,
        Some(Value::Str(s)) => Some(s),
        Some(v) => return Err(not_implemented(format!("np.poly1d with a variable of type '{}' is not supported by stridelab", v.type_name()))),
    };
    Ok(Value::Poly1d(make_poly(interp, &a.req("c_or_r"), variable)?))
}

fn np_roots(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    roots(interp, &a.req("p"))
}

fn roots(interp: &mut Interp, p: &Value) -> PyResult<Value> {
    let p = atleast_1d(interp, p)?;
    if p.ndim() != 1 {
        return Err(value_error("Input must be a rank-1 array."));
    }
    let nz: Vec<usize> = p.to_scalars().iter().enumerate().filter(|(_, s)| s.as_complex() != (0.0, 0.0)).map(|(i, _)| i).collect();
    let (Some(&first), Some(&last)) = (nz.first(), nz.last()) else {
        return Ok(Value::Array(NdArray::zeros(DType::Float64, &[0], false)?));
    };
    let trailing_zeros = p.size() - last - 1;
    let mut pv = get_item(interp, &Value::Array(p.clone()), &slice(Some(first as i128), Some(last as i128 + 1)))?;
    if !p.dtype.is_inexact() {
        pv = Value::Array(array_arg(&pv)?.copy_as(DType::Float64, false)?);
    }
    let pa = array_arg(&pv)?;
    let n = pa.size();
    let r = if n > 1 {
        let ones = call_builtin(interp, "numpy.ones", vec![Value::tuple(vec![Value::Int(n as i128 - 2)])], vec![("dtype".into(), Value::DType(pa.dtype))])?;
        let a = call_builtin(interp, "numpy.diag", vec![ones, Value::Int(-1)], vec![])?;
        let tail = get_item(interp, &pv, &slice(Some(1), None))?;
        let neg = crate::ops::unary_op(interp, UnaryOp::Neg, &tail)?;
        let lead = get_item(interp, &pv, &Value::Int(0))?;
        let row = binary_op(interp, BinOp::Div, &neg, &lead)?;
        crate::index::set_item(interp, &a, &Value::tuple(vec![Value::Int(0), slice(None, None)]), &row)?;
        if n == 2 && pa.dtype.is_complex() {
            // a 1x1 companion matrix: its one element is the eigenvalue (stridelab's eigvals
            // takes no complex matrix)
            call(interp, "numpy.ravel", vec![a])?
        } else {
            call(interp, "numpy.linalg.eigvals", vec![a])?
        }
    } else {
        Value::Array(NdArray::zeros(DType::Float64, &[0], false)?)
    };
    let rdt = array_arg(&r)?.dtype;
    let zeros = Value::Array(NdArray::zeros(rdt, &[trailing_zeros], false)?);
    call(interp, "numpy.hstack", vec![Value::tuple(vec![r, zeros])])
}

fn np_polyval(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    polyval(interp, &a.req("p"), &a.req("x"))
}

fn polyval(interp: &mut Interp, p: &Value, x: &Value) -> PyResult<Value> {
    let p = asarray(p)?;
    let (mut y, x) = match x {
        Value::Poly1d(_) => (Value::Int(0), x.clone()),
        x => {
            let x = asarray(x)?;
            (call(interp, "numpy.zeros_like", vec![x.clone()])?, x)
        }
    };
    for pv in iterate(&p)? {
        y = binary_op(interp, BinOp::Mul, &y, &x)?;
        y = binary_op(interp, BinOp::Add, &y, &pv)?;
    }
    Ok(y)
}

fn np_polyadd(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    polyadd(interp, &a.req("a1"), &a.req("a2"), BinOp::Add)
}

fn np_polysub(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    polyadd(interp, &a.req("a1"), &a.req("a2"), BinOp::Sub)
}

/// polyadd (op Add) and polysub (op Sub): the shorter padded with leading zeros.
fn polyadd(interp: &mut Interp, a1: &Value, a2: &Value, op: BinOp) -> PyResult<Value> {
    let truepoly = is_poly(a1) || is_poly(a2);
    let x1 = atleast_1d(interp, a1)?;
    let x2 = atleast_1d(interp, a2)?;
    let (n1, n2) = (len_of(&x1)?, len_of(&x2)?);
    let pad = |interp: &mut Interp, n: usize, x: &Rc<NdArray>| -> PyResult<Value> {
        let zr = Value::Array(NdArray::zeros(x.dtype, &[n], false)?);
        call(interp, "numpy.concatenate", vec![Value::tuple(vec![zr, Value::Array(x.clone())])])
    };
    let val = if n1 == n2 {
        binary_op(interp, op, &Value::Array(x1), &Value::Array(x2))?
    } else if n2 > n1 {
        let v = pad(interp, n2 - n1, &x1)?;
        binary_op(interp, op, &v, &Value::Array(x2))?
    } else {
        let v = pad(interp, n1 - n2, &x2)?;
        binary_op(interp, op, &Value::Array(x1), &v)?
    };
    if truepoly { poly_value(interp, &val) } else { Ok(val) }
}

fn np_polymul(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    polymul(interp, &a.req("a1"), &a.req("a2"))
}

fn polymul(interp: &mut Interp, a1: &Value, a2: &Value) -> PyResult<Value> {
    let truepoly = is_poly(a1) || is_poly(a2);
    let p1 = make_poly(interp, a1, None)?;
    let p2 = make_poly(interp, a2, None)?;
    let val = call(interp, "numpy.convolve", vec![Value::Array(p1.coeffs.clone()), Value::Array(p2.coeffs.clone())])?;
    if truepoly { poly_value(interp, &val) } else { Ok(val) }
}

/// `int(m)`.
fn int_of(interp: &mut Interp, m: &Value) -> PyResult<i128> {
    match interp.call(&Value::Type(crate::value::TypeObj::Int), vec![m.clone()], vec![])? {
        Value::Int(i) => Ok(i),
        v => Err(type_error(format!("an integer is required, not {}", v.type_name()))),
    }
}

fn np_polyder(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let m = a.get("m").unwrap_or(Value::Int(1));
    polyder(interp, &a.req("p"), &m)
}

fn polyder(interp: &mut Interp, p: &Value, m: &Value) -> PyResult<Value> {
    let mut m = int_of(interp, m)?;
    if m < 0 {
        return Err(value_error("Order of derivative must be positive (see polyint)"));
    }
    let truepoly = is_poly(p);
    let mut val = asarray(p)?;
    while m > 0 {
        interp.check_interrupt()?;
        let n = len_of(&*array_arg(&val)?)? as i128 - 1;
        if n < 0 {
            // empty stays empty (NumPy recurses m times to the same)
            break;
        }
        let head = get_item(interp, &val, &slice(None, Some(-1)))?;
        let r = arange(interp, n, 0, -1)?;
        val = binary_op(interp, BinOp::Mul, &head, &r)?;
        m -= 1;
    }
    if truepoly { poly_value(interp, &val) } else { Ok(val) }
}

fn np_polyint(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let m = a.get("m").unwrap_or(Value::Int(1));
    polyint(interp, &a.req("p"), &m, a.opt("k"))
}

fn polyint(interp: &mut Interp, p: &Value, m: &Value, k: Option<Value>) -> PyResult<Value> {
    let m = int_of(interp, m)?;
    if m < 0 {
        return Err(value_error("Order of integral must be positive (see polyder)"));
    }
    let mut k = match k {
        Some(k) => atleast_1d(interp, &k)?,
        None => NdArray::zeros(DType::Float64, &[m as usize], false)?,
    };
    let kv = Value::Array(k.clone());
    if len_of(&k)? == 1 && m > 1 {
        let k0 = get_item(interp, &kv, &Value::Int(0))?;
        let ones = call(interp, "numpy.ones", vec![Value::Int(m)])?;
        k = array_arg(&binary_op(interp, BinOp::Mul, &k0, &ones)?)?;
    }
    if (len_of(&k)? as i128) < m {
        return Err(value_error("k must be a scalar or a rank-1 array of length 1 or >m."));
    }
    let truepoly = is_poly(p);
    let mut val = asarray(p)?;
    for j in 0..m {
        interp.check_interrupt()?;
        let n = len_of(&*array_arg(&val)?)? as i128;
        let r = arange(interp, n, 0, -1)?;
        let q = binary_op(interp, BinOp::Div, &val, &r)?;
        let kj = get_item(interp, &Value::Array(k.clone()), &Value::Int(j))?;
        val = call(interp, "numpy.concatenate", vec![Value::tuple(vec![q, Value::list(vec![kj])])])?;
    }
    if truepoly { poly_value(interp, &val) } else { Ok(val) }
}

/// The argument checks polyfit and `polynomial.polyutils._fit` share, in their order.
pub(crate) fn check_fit_args(xa: &NdArray, ya: &NdArray) -> PyResult<()> {
    if xa.ndim() != 1 {
        return Err(type_error("expected 1D vector for x"));
    }
    if xa.size() == 0 {
        return Err(type_error("expected non-empty vector for x"));
    }
    if ya.ndim() < 1 || ya.ndim() > 2 {
        return Err(type_error("expected 1D or 2D array for y"));
    }
    if xa.shape[0] != ya.shape[0] {
        return Err(type_error("expected x and y to have same length"));
    }
    Ok(())
}

fn np_polyfit(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let deg = a.req("deg");
    let order = int_of(interp, &deg)? + 1;
    let x = binary_op(interp, BinOp::Add, &asarray(&a.req("x"))?, &Value::Float(0.0))?;
    let mut y = binary_op(interp, BinOp::Add, &asarray(&a.req("y"))?, &Value::Float(0.0))?;
    let (xa, ya) = (array_arg(&x)?, array_arg(&y)?);
    if crate::ops::truthy(&crate::ops::compare(interp, CmpOp::Lt, &deg, &Value::Int(0))?)? {
        return Err(value_error("expected deg >= 0"));
    }
    check_fit_args(&xa, &ya)?;
    if a.opt("cov").map(|c| crate::ops::truthy(&c)).transpose()?.unwrap_or(false) {
        return Err(not_implemented("np.polyfit(..., cov=True) is not supported by stridelab"));
    }
    let rcond = match a.opt("rcond") {
        Some(r) => r,
        None => {
            if !matches!(xa.dtype, DType::Float32 | DType::Float64) {
                return Err(not_implemented(format!("np.polyfit of {} values is not supported by stridelab", xa.dtype.name())));
            }
            // len(x) * finfo(x.dtype).eps: a NumPy scalar of x's dtype
            let n = xa.shape[0];
            let r = if xa.dtype == DType::Float32 { (n as f32 * f32::EPSILON) as f64 } else { n as f64 * f64::EPSILON };
            Value::Scalar(xa.dtype, stridelab_engine::dtype::Scalar::Float(r))
        }
    };
    let mut lhs = call_builtin(interp, "numpy.vander", vec![x.clone(), Value::Int(order)], vec![])?;
    if let Some(w) = a.opt("w") {
        let w = binary_op(interp, BinOp::Add, &asarray(&w)?, &Value::Float(0.0))?;
        let wa = array_arg(&w)?;
        if wa.ndim() != 1 {
            return Err(type_error("expected a 1-d array for weights"));
        }
        if wa.shape[0] != ya.shape[0] {
            return Err(type_error("expected w and y to have the same length"));
        }
        let col = get_item(interp, &w, &Value::tuple(vec![slice(None, None), Value::None]))?;
        lhs = crate::ops::inplace_op(interp, BinOp::Mul, &lhs, &col)?;
        let by = if ya.ndim() == 2 { col } else { w };
        y = crate::ops::inplace_op(interp, BinOp::Mul, &y, &by)?;
    }
    let sq = binary_op(interp, BinOp::Mul, &lhs, &lhs)?;
    let summed = call_builtin(interp, "numpy.sum", vec![sq], vec![("axis".into(), Value::Int(0))])?;
    let scale = call(interp, "numpy.sqrt", vec![summed])?;
    lhs = crate::ops::inplace_op(interp, BinOp::Div, &lhs, &scale)?;
    let res = call(interp, "numpy.linalg.lstsq", vec![lhs, y, rcond.clone()])?;
    let parts = iterate(&res)?;
    let [c, resids, rank, s] = <[Value; 4]>::try_from(parts).map_err(|_| type_error("lstsq gave no 4-tuple"))?;
    let ct = call(interp, "numpy.transpose", vec![c])?;
    let ct = binary_op(interp, BinOp::Div, &ct, &scale)?;
    let c = call(interp, "numpy.transpose", vec![ct])?;
    // a rank below `order` warns "Polyfit may be poorly conditioned" (RankWarning, on stderr)
    if a.opt("full").map(|f| crate::ops::truthy(&f)).transpose()?.unwrap_or(false) {
        return Ok(Value::tuple(vec![c, resids, rank, s, rcond]));
    }
    Ok(c)
}

// ---------------------------------------------------------------------------------------
// poly1d's methods and operators

/// `repr(p)`: `poly1d([1., 2., 3.])`, the coefficients' repr without `array(` and `)`.
pub fn repr(p: &Poly1d, opts: &PrintOptions) -> String {
    let r = crate::repr::repr(&Value::Array(p.coeffs.clone()), opts);
    let inner = r.get(6..r.len().saturating_sub(1)).unwrap_or("");
    format!("poly1d({inner})")
}

/// `str(p)`: the terms, highest power first, with the powers on a line above (`_raise_power`).
pub fn str(p: &Poly1d, opts: &PrintOptions) -> PyResult<String> {
    let var = &*p.variable;
    let all = p.coeffs.to_scalars();
    let first = all.iter().position(|s| s.as_complex() != (0.0, 0.0)).unwrap_or(all.len());
    let coeffs = &all[first..];
    let n = coeffs.len() as i64 - 1;
    let dt = p.coeffs.dtype;
    let fmt = |q: Value| -> PyResult<String> {
        let s = crate::format::format_value(&q, ".4g", opts)?;
        Ok(s.strip_suffix(".0000").map(str::to_string).unwrap_or(s))
    };
    let part = |x: f64| if dt.is_integer() || dt == DType::Bool { Value::Int(x as i128) } else { Value::Float(x) };
    let mut thestr = String::from("0");
    for (k, c) in coeffs.iter().enumerate() {
        let (re, im) = c.as_complex();
        let coefstr = if !dt.is_complex() || im == 0.0 {
            if dt == DType::Bool { fmt(Value::Int(re as i128))? } else { fmt(part(re))? }
        } else if re == 0.0 {
            format!("{}j", fmt(Value::Float(im))?)
        } else {
            format!("({} + {}j)", fmt(Value::Float(re))?, fmt(Value::Float(im))?)
        };
        let power = n - k as i64;
        let newstr = if power == 0 {
            if coefstr != "0" {
                coefstr
            } else if k == 0 {
                "0".to_string()
            } else {
                String::new()
            }
        } else if coefstr == "0" {
            String::new()
        } else if power == 1 {
            format!("{coefstr} {var}")
        } else {
            format!("{coefstr} {var}**{power}")
        };
        if k > 0 {
            if !newstr.is_empty() {
                thestr = match newstr.strip_prefix('-') {
                    Some(rest) => format!("{thestr} - {rest}"),
                    None => format!("{thestr} + {newstr}"),
                };
            }
        } else {
            thestr = newstr;
        }
    }
    Ok(raise_power(&thestr, 70))
}

/// `_raise_power`: each `**N` moves to the line above, wrapped at `wrap` columns.
fn raise_power(astr: &str, wrap: usize) -> String {
    let (mut line1, mut line2, mut output) = (String::new(), String::new(), String::from(" "));
    let mut n = 0;
    let b = astr.as_bytes();
    while let Some(rel) = astr[n..].find("**") {
        let start = n + rel;
        let mut end = start + 2;
        while end < b.len() && b[end].is_ascii_digit() {
            end += 1;
        }
        let power = &astr[start + 2..end];
        let partstr = &astr[n..start];
        n = end;
        let toadd2 = format!("{partstr}{}", " ".repeat(power.len().saturating_sub(1)));
        let toadd1 = format!("{}{power}", " ".repeat(partstr.chars().count().saturating_sub(1)));
        if line2.chars().count() + toadd2.chars().count() > wrap || line1.chars().count() + toadd1.chars().count() > wrap {
            output += &format!("{line1}\n{line2}\n ");
            line1 = toadd1;
            line2 = toadd2;
        } else {
            line2 += &toadd2;
            line1 += &toadd1;
        }
    }
    format!("{output}{line1}\n{line2}{}", &astr[n..])
}

/// `p.name`.
pub fn attr(interp: &mut Interp, obj: &Value, p: &Rc<Poly1d>, name: &str) -> PyResult<Value> {
    match name {
        "coeffs" | "c" | "coef" | "coefficients" => Ok(Value::Array(p.coeffs.clone())),
        "variable" => Ok(Value::Str(p.variable.clone())),
        "order" | "o" => Ok(Value::Int(p.coeffs.size() as i128 - 1)),
        "roots" | "r" => roots(interp, &Value::Array(p.coeffs.clone())),
        "deriv" | "integ" | "__call__" => Ok(Value::Method(Rc::new((obj.clone(), name.to_string())))),
        _ => Err(attribute_error(format!("'poly1d' object has no attribute '{name}'"))),
    }
}

/// `p[k]`: the coefficient of x**k (0 of the coefficients' type past either end).
pub fn coefficient(p: &Poly1d, idx: &Value) -> PyResult<Value> {
    let order = p.coeffs.size() as i128 - 1;
    let k = match idx {
        Value::Int(k) => *k,
        Value::Bool(b) => *b as i128,
        Value::Scalar(_, s) if matches!(s, stridelab_engine::dtype::Scalar::Int(_) | stridelab_engine::dtype::Scalar::UInt(_)) => s.as_i64_wrapping() as i128,
        v => return Err(not_implemented(format!("poly1d indexed with '{}' is not supported by stridelab", v.type_name()))),
    };
    if k > order || k < 0 {
        return Ok(Value::Scalar(p.coeffs.dtype, stridelab_engine::dtype::Scalar::Int(0).cast(p.coeffs.dtype)));
    }
    Ok(Value::Scalar(p.coeffs.dtype, p.coeffs.get_flat((order - k) as usize)))
}

/// `p.deriv(m=1)`, `p.integ(m=1, k=0)`, `p(x)`.
pub fn call_method(interp: &mut Interp, p: &Rc<Poly1d>, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let coeffs = Value::Array(p.coeffs.clone());
    match name {
        "deriv" => {
            let a = Args::bind("deriv", "m=1", pos, kw)?;
            let d = polyder(interp, &coeffs, &a.get("m").unwrap_or(Value::Int(1)))?;
            poly_value(interp, &d)
        }
        "integ" => {
            let a = Args::bind("integ", "m=1, k=0", pos, kw)?;
            let k = a.get("k").unwrap_or(Value::Int(0));
            let i = polyint(interp, &coeffs, &a.get("m").unwrap_or(Value::Int(1)), Some(k))?;
            poly_value(interp, &i)
        }
        "__call__" => {
            let a = Args::bind("__call__", "val", pos, kw)?;
            polyval(interp, &coeffs, &a.req("val"))
        }
        _ => Err(attribute_error(format!("'poly1d' object has no attribute '{name}'"))),
    }
}

/// `p(val)`.
pub fn call_poly(interp: &mut Interp, p: &Rc<Poly1d>, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    call_method(interp, p, "__call__", pos, kw)
}

/// NumPy's `isscalar`: Python numbers and strings, NumPy scalars.
fn isscalar(v: &Value) -> bool {
    matches!(v, Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::Complex(..) | Value::Scalar(..) | Value::Str(_) | Value::Bytes(_))
}

/// `a op b` where a poly1d is involved and NumPy calls poly1d's operator (an array or a NumPy
/// scalar on the left takes the poly1d as its coefficient array instead). None: not a poly1d
/// operation.
pub fn binary(interp: &mut Interp, op: BinOp, a: &Value, b: &Value) -> PyResult<Option<Value>> {
    let (p, other, reflected) = match (a, b) {
        (Value::Poly1d(p), o) => (p.clone(), o.clone(), false),
        (o, Value::Poly1d(p)) if !matches!(o, Value::Array(_) | Value::Scalar(..)) => (p.clone(), o.clone(), true),
        (o, Value::Poly1d(p)) => {
            return binary_op(interp, op, o, &Value::Array(p.coeffs.clone())).map(Some);
        }
        _ => return Ok(None),
    };
    let coeffs = Value::Array(p.coeffs.clone());
    let res = match op {
        BinOp::Mul if isscalar(&other) => {
            let v = if reflected { binary_op(interp, op, &other, &coeffs)? } else { binary_op(interp, op, &coeffs, &other)? };
            poly_value(interp, &v)?
        }
        BinOp::Mul => {
            let o = make_poly(interp, &other, None)?;
            let v = polymul(interp, &coeffs, &Value::Array(o.coeffs.clone()))?;
            poly_value(interp, &v)?
        }
        BinOp::Add | BinOp::Sub => {
            let o = Value::Array(make_poly(interp, &other, None)?.coeffs.clone());
            let v = if reflected { polyadd(interp, &o, &coeffs, op)? } else { polyadd(interp, &coeffs, &o, op)? };
            poly_value(interp, &v)?
        }
        BinOp::Div if isscalar(&other) => {
            let v = if reflected { binary_op(interp, op, &other, &coeffs)? } else { binary_op(interp, op, &coeffs, &other)? };
            poly_value(interp, &v)?
        }
        BinOp::Div => return Err(not_implemented("dividing by a polynomial (np.polydiv) is not supported by stridelab")),
        BinOp::Pow if !reflected => {
            let n = match &other {
                Value::Int(n) if *n >= 0 => *n,
                Value::Bool(b) => *b as i128,
                v if isscalar(v) => {
                    let i = int_of(interp, v).ok().filter(|i| *i >= 0 && crate::ops::py_eq(&Value::Int(*i), v));
                    i.ok_or_else(|| value_error("Power to non-negative integers only."))?;
                    // `range(val)` then takes only an integer
                    match crate::ops::index_int(v) {
                        Some(n) => n,
                        None => {
                            let r = v.type_of().repr();
                            let q = r.trim_start_matches("<class '").trim_end_matches("'>");
                            return Err(type_error(format!("'{q}' object cannot be interpreted as an integer")));
                        }
                    }
                }
                _ => return Err(value_error("Power to non-negative integers only.")),
            };
            let mut res = Value::list(vec![Value::Int(1)]);
            for _ in 0..n {
                interp.check_interrupt()?;
                res = polymul(interp, &coeffs, &res)?;
            }
            poly_value(interp, &res)?
        }
        _ => return Err(crate::ops::unsupported(op.symbol(), a, b)),
    };
    Ok(Some(res))
}

/// `-p`.
pub fn neg(interp: &mut Interp, p: &Poly1d) -> PyResult<Value> {
    let v = crate::ops::unary_op(interp, UnaryOp::Neg, &Value::Array(p.coeffs.clone()))?;
    poly_value(interp, &v)
}

/// `p == q`: False for another shape, else `(p.coeffs == q.coeffs).all()` (np.True_ or
/// np.False_). None when q is no poly1d (NotImplemented: Python compares identities).
pub fn equal(interp: &mut Interp, a: &Poly1d, b: &Value) -> PyResult<Option<Value>> {
    let Value::Poly1d(b) = b else { return Ok(None) };
    if a.coeffs.shape != b.coeffs.shape {
        return Ok(Some(Value::Bool(false)));
    }
    let eq = crate::ops::compare(interp, CmpOp::Eq, &Value::Array(a.coeffs.clone()), &Value::Array(b.coeffs.clone()))?;
    call(interp, "numpy.all", vec![eq]).map(Some)
}
