//! NumPy's temporary elision (numpy/_core/src/multiarray/temp_elide.c): in `a * 2.0 + b`
//! the product is a temporary nobody else can see, so `+ b` is computed into it in place
//! instead of into a new array.
//!
//! It is observable, so it follows NumPy's conditions exactly: the result keeps the
//! temporary's memory layout (an F-ordered temporary gives an F-ordered result), and
//! `(big_bool_temp) ** 2` fails as NumPy's in-place square does. It only applies to
//! temporaries of at least 256 KiB, which is also where it saves time: no fresh result
//! buffer to allocate and fault in.

use std::rc::Rc;

use super::ops::to_operand;
use super::value::Value;
use crate::engine::array::NdArray;
use crate::engine::dtype::DType;
use crate::engine::ufunc::{self, BinOp as UBin, Operand, UnOp};
use crate::error::PyResult;
use crate::lang::ast::{BinOp, UnaryOp};

/// NPY_MIN_ELIDE_BYTES.
const MIN_ELIDE_BYTES: usize = 256 * 1024;

/// `v` is an array only this expression holds: it owns its (unshared) buffer, is
/// writeable and large enough (`can_elide_temp` without the other operand).
fn temporary(v: &Value) -> Option<&Rc<NdArray>> {
    match v {
        Value::Array(a)
            if Rc::strong_count(a) == 1
                && Rc::strong_count(&a.buf) == 1
                && a.owndata
                && a.writeable.get()
                && a.nbytes() >= MIN_ELIDE_BYTES =>
        {
            Some(a)
        }
        _ => None,
    }
}

/// The other operand must be 0-d or the temporary's shape, and safely castable to its
/// dtype (a Python scalar counts as its default dtype here).
fn fits(temp: &NdArray, other: &Value) -> bool {
    let dt = match other {
        Value::Array(o) => {
            if o.ndim() != 0 && o.shape != temp.shape {
                return false;
            }
            o.dtype
        }
        Value::Scalar(d, _) => *d,
        Value::Bool(_) => DType::Bool,
        Value::Int(i) if i64::try_from(*i).is_ok() => DType::Int64,
        Value::Int(i) if u64::try_from(*i).is_ok() => DType::UInt64,
        Value::Float(_) => DType::Float64,
        _ => return false,
    };
    ufunc::promote_types(dt, temp.dtype) == temp.dtype
}

/// The in-place ufunc an operator may elide into, and whether its operands may swap.
fn inplace_of(op: BinOp, lhs: &Value) -> Option<(UBin, bool)> {
    Some(match op {
        BinOp::Add => (UBin::Add, true),
        BinOp::Sub => (UBin::Sub, false),
        BinOp::Mul => (UBin::Mul, true),
        BinOp::BitAnd => (UBin::BitAnd, true),
        BinOp::BitOr => (UBin::BitOr, true),
        BinOp::BitXor => (UBin::BitXor, true),
        BinOp::LShift => (UBin::LShift, false),
        BinOp::RShift => (UBin::RShift, false),
        BinOp::FloorDiv => (UBin::FloorDiv, false),
        // only a float temporary can hold a true quotient
        BinOp::Div if matches!(lhs, Value::Array(a) if a.dtype.is_float()) => (UBin::TrueDiv, false),
        _ => return None,
    })
}

/// `x op y` computed into a temporary operand, when NumPy would; None otherwise.
pub fn binary(op: BinOp, x: &Value, y: &Value) -> Option<PyResult<Value>> {
    if op == BinOp::Pow {
        let (u, _) = super::ops::fast_scalar_power(op, x, y)?;
        let t = temporary(x)?;
        return Some(ufunc::unary(u, t, Some(t)).map(Value::Array));
    }
    let (uop, commutative) = inplace_of(op, x)?;
    let (temp, other) = match temporary(x) {
        Some(t) if fits(t, y) => (t, y),
        _ if commutative => match temporary(y) {
            Some(t) if fits(t, x) => (t, x),
            _ => return None,
        },
        _ => return None,
    };
    let other = match to_operand(other) {
        Ok(Some(o)) => o,
        _ => return None,
    };
    Some(ufunc::binary(uop, &Operand::Array(temp.clone()), &other, Some(temp)).map(Value::Array))
}

/// `-x`, `+x`, `~x` computed into a temporary operand (`can_elide_temp_unary`).
pub fn unary(op: UnaryOp, v: &Value) -> Option<PyResult<Value>> {
    let u = match op {
        UnaryOp::Neg => UnOp::Neg,
        UnaryOp::Pos => UnOp::Pos,
        UnaryOp::Invert => UnOp::Invert,
        UnaryOp::Not => return None,
    };
    let t = temporary(v)?;
    Some(ufunc::unary(u, t, Some(t)).map(Value::Array))
}
