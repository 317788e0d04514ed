//! Python's builtin `complex` scalar: literals (`1j`, `2+3j`), `complex(re, im)`, its repr and
//! its arithmetic, following CPython 3.11's Objects/complexobject.c (`complex_repr`, `_Py_c_sum`,
//! `_Py_c_prod`, `_Py_c_quot`, `_Py_c_pow`, `c_powi`). In 3.11 a real operand is first converted
//! to `complex(x, 0.0)`, so `int`/`float` mixed arithmetic is complex arithmetic.
//! A Python complex reaching NumPy is a weak complex scalar (ufunc operands) or a
//! complex128 element (array creation).

use super::super::value::Value;
use stridelab_engine::error::{PyResult, not_implemented, overflow_error, type_error, zero_division};
use stridelab_lang::ast::BinOp;

/// `float.__repr__` without the ".0" CPython adds for floats (format code 'r', no
/// Py_DTSF_ADD_DOT_0), as complex_repr formats each part.
fn part_repr(x: f64) -> String {
    let s = stridelab_display::floatfmt::py_float_repr(x);
    match s.strip_suffix(".0") {
        Some(t) => t.to_string(),
        None => s,
    }
}

/// `repr(complex)`: `1j`, `(1+2j)`, `(-0-1j)`; a +0.0 real part is left out with the parens.
pub fn repr(re: f64, im: f64) -> String {
    if re == 0.0 && re.is_sign_positive() {
        return format!("{}j", part_repr(im));
    }
    let i = part_repr(im);
    let i = if i.starts_with('-') { i } else { format!("+{i}") };
    format!("({}{}j)", part_repr(re), i)
}

/// A Python number as a complex (bool, int, float, complex); None for other values.
pub fn as_complex(v: &Value) -> PyResult<Option<(f64, f64)>> {
    Ok(match v {
        Value::Complex(r, i) => Some((*r, *i)),
        Value::Float(f) => Some((*f, 0.0)),
        Value::Bool(b) => Some((*b as i64 as f64, 0.0)),
        Value::Int(i) => Some((int_to_f64(*i)?, 0.0)),
        _ => None,
    })
}

fn int_to_f64(i: i128) -> PyResult<f64> {
    let f = i as f64;
    if f.is_infinite() {
        return Err(overflow_error("int too large to convert to float"));
    }
    Ok(f)
}

type C = (f64, f64);

fn prod(a: C, b: C) -> C {
    (a.0 * b.0 - a.1 * b.1, a.0 * b.1 + a.1 * b.0)
}

/// `_Py_c_quot`: Smith's method; None when the divisor is zero (EDOM).
fn quot(a: C, b: C) -> Option<C> {
    let (abs_br, abs_bi) = (b.0.abs(), b.1.abs());
    if abs_br >= abs_bi {
        if abs_br == 0.0 {
            return None;
        }
        let ratio = b.1 / b.0;
        let denom = b.0 + b.1 * ratio;
        Some(((a.0 + a.1 * ratio) / denom, (a.1 - a.0 * ratio) / denom))
    } else if abs_bi >= abs_br {
        let ratio = b.0 / b.1;
        let denom = b.0 * ratio + b.1;
        Some(((a.0 * ratio + a.1) / denom, (a.1 * ratio - a.0) / denom))
    } else {
        Some((f64::NAN, f64::NAN))
    }
}

/// `c_powu`: binary exponentiation by squaring, in CPython's order of products.
fn powu(x: C, n: i64) -> C {
    let (mut r, mut p, mut mask) = ((1.0, 0.0), x, 1i64);
    while mask > 0 && n >= mask {
        if n & mask != 0 {
            r = prod(r, p);
        }
        mask <<= 1;
        p = prod(p, p);
    }
    r
}

/// `_Py_c_pow`; None for 0 to a negative or complex power (EDOM).
fn cpow(a: C, b: C) -> Option<C> {
    if b.0 == 0.0 && b.1 == 0.0 {
        return Some((1.0, 0.0));
    }
    if a.0 == 0.0 && a.1 == 0.0 {
        if b.1 != 0.0 || b.0 < 0.0 {
            return None;
        }
        return Some((0.0, 0.0));
    }
    let vabs = a.0.hypot(a.1);
    let mut len = vabs.powf(b.0);
    let at = a.1.atan2(a.0);
    let mut phase = at * b.0;
    if b.1 != 0.0 {
        len /= (at * b.1).exp();
        phase += b.1 * vabs.ln();
    }
    Some((len * phase.cos(), len * phase.sin()))
}

/// `complex_pow`: integral exponents up to 100 in size use repeated multiplication.
fn power(a: C, b: C) -> PyResult<C> {
    let r = if b.1 == 0.0 && b.0 == b.0.floor() && b.0.abs() <= 100.0 {
        let n = b.0 as i64;
        if n > 0 { Some(powu(a, n)) } else { quot((1.0, 0.0), powu(a, -n)) }
    } else {
        cpow(a, b)
    };
    let r = r.ok_or_else(|| zero_division("0.0 to a negative or complex power"))?;
    if r.0.is_infinite() || r.1.is_infinite() {
        return Err(overflow_error("complex exponentiation"));
    }
    Ok(r)
}

/// Python arithmetic where one operand is complex and the other a number; None when the
/// other operand is not a number (the caller raises its TypeError).
pub fn binary(op: BinOp, a: &Value, b: &Value) -> Option<PyResult<Value>> {
    if !matches!(a, Value::Complex(..)) && !matches!(b, Value::Complex(..)) {
        return None;
    }
    let (x, y) = match (as_complex(a), as_complex(b)) {
        (Ok(Some(x)), Ok(Some(y))) => (x, y),
        (Err(e), _) | (_, Err(e)) => return Some(Err(e)),
        _ => return None,
    };
    let r = match op {
        BinOp::Add => Ok((x.0 + y.0, x.1 + y.1)),
        BinOp::Sub => Ok((x.0 - y.0, x.1 - y.1)),
        BinOp::Mul => Ok(prod(x, y)),
        BinOp::Div => quot(x, y).ok_or_else(|| zero_division("complex division by zero")),
        BinOp::Pow => power(x, y),
        _ => return None,
    };
    Some(r.map(|(re, im)| Value::Complex(re, im)))
}

/// `complex()`, `complex(x)`, `complex(re, im)` for numbers; `complex(re, im)` with complex
/// parts computes `re + im*1j` as CPython does.
pub fn construct(pos: &[Value]) -> PyResult<Value> {
    if pos.len() > 2 {
        return Err(type_error(format!("complex() takes at most 2 arguments ({} given)", pos.len())));
    }
    let part = |v: &Value, which: &str| -> PyResult<C> {
        match v {
            Value::Str(_) if which == "first" && pos.len() == 1 => {
                Err(not_implemented("complex() from a string is not supported by stridelab"))
            }
            Value::Str(_) if which == "first" => Err(type_error("complex() can't take second arg if first is a string")),
            Value::Str(_) => Err(type_error("complex() second arg can't be a string")),
            // a NumPy scalar converts through __complex__ (or __float__)
            Value::Scalar(_, s) => Ok(s.as_complex()),
            _ => as_complex(v)?.ok_or_else(|| {
                type_error(format!(
                    "complex() {} argument must be a string or a number, not '{}'",
                    which,
                    v.type_name()
                ))
            }),
        }
    };
    let re = match pos.first() {
        None => (0.0, 0.0),
        Some(v) => part(v, "first")?,
    };
    Ok(match pos.get(1) {
        None => Value::Complex(re.0, re.1),
        Some(v) => {
            let im = part(v, "second")?;
            // ci.real = cr.imag... : real = re.real - im.imag, imag = re.imag + im.real
            let imag = if pos.first().is_some_and(|v| matches!(v, Value::Complex(..))) { re.1 + im.0 } else { im.0 };
            Value::Complex(re.0 - im.1, imag)
        }
    })
}

/// CPython's hash of a complex: hash(re) + 1000003 * hash(im), -1 becoming -2.
pub fn hash(re: f64, im: f64, hash_float: fn(f64) -> i64) -> i64 {
    let h = hash_float(re).wrapping_add(hash_float(im).wrapping_mul(1_000_003));
    if h == -1 { -2 } else { h }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repr_follows_cpython() {
        assert_eq!(repr(0.0, 1.0), "1j");
        assert_eq!(repr(1.0, 2.0), "(1+2j)");
        assert_eq!(repr(-0.0, -1.0), "(-0-1j)");
        assert_eq!(repr(1e16, 1.5), "(1e+16+1.5j)");
        assert_eq!(repr(f64::NAN, f64::NEG_INFINITY), "(nan-infj)");
        assert_eq!(repr(0.0, 0.0), "0j");
    }

    #[test]
    fn smith_division_and_powers() {
        assert_eq!(quot((1.0, 2.0), (3.0, -4.0)), Some((-0.2, 0.4)));
        assert_eq!(quot((1.0, 0.0), (0.0, 0.0)), None);
        assert_eq!(power((1.0, 2.0), (2.0, 0.0)).unwrap(), (-3.0, 4.0));
        assert!(power((0.0, 0.0), (-1.0, 0.0)).is_err());
    }
}
