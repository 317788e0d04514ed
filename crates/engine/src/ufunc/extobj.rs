//! Floating-point error mode 'raise' (NumPy's extobj.c `_error_handler` and
//! ufunc_object.c `_check_ufunc_fperr`): after a ufunc runs, the IEEE flags it raised are
//! checked in NumPy's order (divide, over, under, invalid), and the first category whose
//! mode is 'raise' raises `FloatingPointError: <what> encountered in <ufunc>`.
//!
//! stridelab reads no hardware flags; it infers them from values, only while some category
//! is set to 'raise' (so the usual path costs nothing):
//! - invalid: a NaN in the result where no input holds a NaN (an IEEE operation makes a NaN
//!   from non-NaN operands only by an invalid operation);
//! - divide by zero: an infinity from finite inputs in a division-like ufunc (`divide`,
//!   `log`, `reciprocal`, ...), or an integer division by zero;
//! - overflow: an infinity from finite inputs in any other ufunc.
//!
//! A flag is missed when the inputs already hold NaN or infinity (the values cannot tell a
//! new one from a propagated one), and underflow is never detected: stridelab then prints a
//! result where NumPy would raise. It never raises where NumPy would not.

use std::cell::Cell;
use std::rc::Rc;

use super::{BinOp, Operand, UnOp};
use crate::array::NdArray;
use crate::dtype::Kind;
use crate::kernels::{Elem, Walk, with_elem};
use crate::error::{ExcKind, PyErr, PyResult};

thread_local! {
    /// Which categories raise: [divide, over, under, invalid] (set by `np.seterr`/`errstate`).
    static RAISE: Cell<[bool; 4]> = const { Cell::new([false; 4]) };
}

/// Set the categories whose mode is 'raise'.
pub fn set_raise(r: [bool; 4]) {
    RAISE.with(|c| c.set(r));
}

fn raising() -> Option<[bool; 4]> {
    let r = RAISE.with(|c| c.get());
    r.iter().any(|&b| b).then_some(r)
}

/// Whether an array holds a NaN and whether it holds an infinity.
fn specials(a: &NdArray) -> (bool, bool) {
    if !matches!(a.dtype.kind(), Kind::Float | Kind::Complex) {
        return (false, false);
    }
    let (mut nan, mut inf) = (false, false);
    let d = a.buf.bytes();
    with_elem!(a.dtype, T => Walk::new(&a.shape, [&a.strides]).run([a.offset], |p, n, s| {
        for i in 0..n {
            let (r, im) = T::rd(&d[(p[0] as isize + i as isize * s[0]) as usize..]).to_c();
            nan |= r.is_nan() || im.is_nan();
            inf |= r.is_infinite() || im.is_infinite();
        }
    }));
    (nan, inf)
}

fn operand_specials(o: &Operand) -> (bool, bool) {
    match o {
        Operand::Array(a) => specials(a),
        Operand::PyFloat(f) => (f.is_nan(), f.is_infinite()),
        Operand::PyComplex(r, i) => (r.is_nan() || i.is_nan(), r.is_infinite() || i.is_infinite()),
        _ => (false, false),
    }
}

fn has_int_zero(o: &Operand) -> bool {
    match o {
        Operand::Array(a) => {
            matches!(a.dtype.kind(), Kind::Int | Kind::UInt | Kind::Bool) && crate::item_selection::count_nonzero(a) < a.size()
        }
        Operand::PyInt(0) | Operand::PyBool(false) => true,
        _ => false,
    }
}

/// Raise for the first flagged category set to 'raise', in NumPy's order.
fn report(name: &str, raise: [bool; 4], flags: [bool; 4]) -> PyResult<()> {
    const WHAT: [&str; 4] = ["divide by zero", "overflow", "underflow", "invalid value"];
    for k in 0..4 {
        if flags[k] && raise[k] {
            return Err(PyErr::new(ExcKind::FloatingPointError, format!("{} encountered in {}", WHAT[k], name)));
        }
    }
    Ok(())
}

fn flags_of(before: (bool, bool), out: &NdArray, divide_like: bool) -> [bool; 4] {
    let (nan_in, inf_in) = before;
    let (nan_out, inf_out) = specials(out);
    let new_inf = inf_out && !inf_in && !nan_in;
    [new_inf && divide_like, new_inf && !divide_like, false, nan_out && !nan_in]
}

/// A binary ufunc, checked when some mode is 'raise'.
pub fn checked_binary(
    op: BinOp,
    a: &Operand,
    b: &Operand,
    run: impl FnOnce() -> PyResult<Rc<NdArray>>,
) -> PyResult<Rc<NdArray>> {
    let Some(raise) = raising() else { return run() };
    let (sa, sb) = (operand_specials(a), operand_specials(b));
    let before = (sa.0 || sb.0, sa.1 || sb.1);
    let int_div0 = matches!(op, BinOp::FloorDiv | BinOp::Mod | BinOp::Fmod) && has_int_zero(b);
    let r = run()?;
    let divide_like = matches!(op, BinOp::TrueDiv | BinOp::FloorDiv | BinOp::Mod | BinOp::Fmod);
    let mut flags = flags_of(before, &r, divide_like);
    if int_div0 && matches!(r.dtype.kind(), Kind::Int | Kind::UInt) {
        flags[0] = true;
    }
    report(op.name(), raise, flags)?;
    Ok(r)
}

/// A unary ufunc, checked when some mode is 'raise'.
pub fn checked_unary(op: UnOp, a: &NdArray, run: impl FnOnce() -> PyResult<Rc<NdArray>>) -> PyResult<Rc<NdArray>> {
    let Some(raise) = raising() else { return run() };
    let before = specials(a);
    let r = run()?;
    let divide_like = matches!(op, UnOp::Log | UnOp::Log2 | UnOp::Log10 | UnOp::Log1p | UnOp::Reciprocal | UnOp::Arctanh);
    report(op.name(), raise, flags_of(before, &r, divide_like))?;
    Ok(r)
}

/// Integer overflow in NumPy scalar arithmetic (scalarmath.c.src): `exact` is the true
/// result, `got` the wrapped one.
pub fn check_scalar_int(name: &str, exact: i128, got: i128) -> PyResult<()> {
    let Some(raise) = raising() else { return Ok(()) };
    report(&format!("scalar {name}"), raise, [false, exact != got, false, false])
}
