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
use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::DType;
use stridelab_engine::ufunc::{self, BinOp as UBin, Operand, UnOp};
use stridelab_engine::error::PyResult;
use stridelab_lang::ast::{BinOp, UnaryOp};

/// NPY_MIN_ELIDE_BYTES.
const MIN_ELIDE_BYTES: usize = 256 * 1024;

/// `v` is an array only this expression holds: it owns its (unshared) buffer, is
/// writeable and large enough (`can_elide_temp` without the other operand).
fn temporary(v: &Value) -> Option<&Rc<NdArray>> {
    match v {
        Value::Array(a) if is_temporary(a) => Some(a),
        _ => None,
    }
}

fn is_temporary(a: &Rc<NdArray>) -> bool {
    // NumPy elides base-class temporaries only (temp_elide.c `PyArray_CheckExact`)
    Rc::strong_count(a) == 1
        && crate::numpy::subclass::class_of(a).is_none()
        && Rc::strong_count(&a.buf) == 1
        && a.owndata
        && a.writeable.get()
        && a.nbytes() >= MIN_ELIDE_BYTES
}

/// `a.astype(to, order)` converted where `a` lies, when `a` is a temporary and the copy NumPy
/// makes would have `a`'s exact layout (same item size; C- or F-contiguous as `order` asks).
/// NumPy does not do this, but nothing can tell: the temporary is unreachable and the result
/// is a fresh owner of a buffer with the copy's strides. It saves faulting in a new buffer.
pub fn astype(a: &Rc<NdArray>, to: DType, order: stridelab_engine::view::Order) -> Option<Rc<NdArray>> {
    use stridelab_engine::view::Order;
    if !is_temporary(a) {
        return None;
    }
    let same_layout = match order {
        Order::C => a.is_c_contiguous(),
        Order::F => a.is_f_contiguous(),
        Order::A | Order::K => a.is_c_contiguous() || a.is_f_contiguous(),
    };
    if !same_layout {
        return None;
    }
    let out = NdArray::build(a.buf.clone(), 0, a.shape.clone(), a.strides.clone(), to, true, true, None).ok()?;
    stridelab_engine::assign::cast_in_place(a, to).then_some(out)
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
    if op == BinOp::Pow
        && let Some((u, _)) = super::ops::fast_scalar_power(op, x, y)
    {
        let t = temporary(x)?;
        return Some(ufunc::unary(u, t, Some(t)).map(Value::Array));
    }
    if let Some(r) = unseen(op, x, y) {
        return Some(r);
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

/// `temp % s` and `temp ** s` (operators NumPy never elides) computed into the temporary
/// anyway when nothing can tell the difference: `s` is 0-d, the temporary is C- or
/// F-contiguous (so the fresh result would have its strides) and the ufunc's result dtype is
/// the temporary's own (so no cast happens and no cast error can differ). The temporary is
/// unreachable, so only the time and memory of a fresh result are saved.
fn unseen(op: BinOp, x: &Value, y: &Value) -> Option<PyResult<Value>> {
    let uop = match op {
        BinOp::Mod => UBin::Mod,
        BinOp::Pow => UBin::Pow,
        _ => return None,
    };
    let t = temporary(x)?;
    if !(t.is_c_contiguous() || t.is_f_contiguous()) {
        return None;
    }
    let other = match to_operand(y) {
        Ok(Some(o)) => o,
        _ => return None,
    };
    if let Operand::Array(o) = &other
        && o.ndim() != 0
    {
        return None;
    }
    let tv = Operand::Array(t.clone());
    match ufunc::binary_result_dtype(uop, &tv, &other) {
        Ok(dt) if dt == t.dtype => {}
        _ => return None,
    }
    Some(ufunc::binary(uop, &tv, &other, Some(t)).map(Value::Array))
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
