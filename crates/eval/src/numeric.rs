//! Small numeric helpers built from the ufunc kernels: Python scalars as 0-d arrays,
//! three-argument `where`, rounding to decimals.

use std::rc::Rc;

use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::ufunc::{self, BinOp, Operand, UnOp};
use stridelab_engine::error::PyResult;

/// A Python scalar operand as the 0-d array NumPy would make of it (`np.asarray(3)`).
pub fn operand_to_array(o: &Operand) -> PyResult<Rc<NdArray>> {
    match o {
        Operand::Array(a) => Ok(a.clone()),
        Operand::PyInt(i) => {
            let v = Value::Int(*i);
            crate::convert::to_array(&v, None)
        }
        Operand::PyFloat(f) => NdArray::from_scalars(DType::Float64, &[], &[Scalar::Float(*f)]),
        Operand::PyBool(b) => NdArray::from_scalars(DType::Bool, &[], &[Scalar::Bool(*b)]),
        Operand::PyComplex(r, i) => NdArray::from_scalars(DType::Complex128, &[], &[Scalar::Complex(*r, *i)]),
    }
}

use crate::value::Value;

/// `np.where(cond, x, y)`: broadcast all three; the result type promotes x and y.
pub fn where3(cond: &Operand, x: &Operand, y: &Operand) -> PyResult<Rc<NdArray>> {
    let c = operand_to_array(cond)?;
    // result dtype and broadcast of x, y: reuse the kernels' promotion through a no-op op
    // weak promotion does not depend on a Python int's value (it is cast, not checked)
    let kind_only = |o: &Operand| if matches!(o, Operand::PyInt(_)) { Operand::PyInt(0) } else { o.clone() };
    let dt = ufunc::binary_result_dtype(BinOp::Maximum, &kind_only(x), &kind_only(y))?;
    // PyArray_Where converts a Python int to an int64 (or uint64) array, then casts it to
    // the weakly promoted dtype unsafely: np.where(c, 300, int8_array) wraps to 44
    let as_array = |o: &Operand| match o {
        Operand::PyInt(i) => {
            let (d, s) = if let Ok(v) = i64::try_from(*i) {
                (DType::Int64, stridelab_engine::dtype::Scalar::Int(v))
            } else if let Ok(v) = u64::try_from(*i) {
                (DType::UInt64, stridelab_engine::dtype::Scalar::UInt(v))
            } else {
                return Err(stridelab_engine::error::PyErr::new(stridelab_engine::error::ExcKind::OverflowError, "Python int too large to convert to C long"));
            };
            NdArray::from_scalars(d, &[], &[s])
        }
        other => operand_to_array(other),
    };
    let xa = as_array(x)?;
    let ya = as_array(y)?;
    let shape = ufunc::broadcast_shapes(&[&c.shape, &xa.shape, &ya.shape])
        .map_err(stridelab_engine::error::value_error)?;
    // PyArray_Where's iterator allocates the result in the operands' memory order
    let out = ufunc::alloc_iter_order(dt, &shape, &[&Operand::Array(c.clone()), &Operand::Array(xa.clone()), &Operand::Array(ya.clone())])?;
    // the condition as bools and x, y in the result dtype (0-d or same-dtype: no copy)
    let c = if c.dtype == DType::Bool { c } else { ufunc::binary(BinOp::Ne, &Operand::Array(c), &Operand::PyInt(0), None)? };
    let xa = if xa.dtype == dt { xa } else { ufunc::cast_copy(&xa, dt)? };
    let ya = if ya.dtype == dt { ya } else { ufunc::cast_copy(&ya, dt)? };
    let bst = |a: &Rc<NdArray>| ufunc::broadcast_strides(&a.shape, &a.strides, &shape);
    let (cs, xs, ys) = (bst(&c), bst(&xa), bst(&ya));
    stridelab_engine::item_selection::where_into(&out, (&c, &cs), (&xa, &xs), (&ya, &ys));
    Ok(out)
}

/// `a.round(decimals)` / `np.round`: NumPy scales, rounds half to even, and scales back.
pub fn round_array(a: &Rc<NdArray>, decimals: i64) -> PyResult<Rc<NdArray>> {
    if a.dtype.is_complex() {
        // PyArray_Round: a C-order copy whose parts are set to the rounded parts of `a`
        let arr = a.copy_as(a.dtype, false)?;
        for imag in [false, true] {
            let rounded = round_array(&stridelab_engine::view::complex_part(a, imag)?, decimals)?;
            ufunc::assign_cast(&*stridelab_engine::view::complex_part(&arr, imag)?, &rounded);
        }
        return Ok(arr);
    }
    if a.dtype == DType::Bool {
        // PyArray_Round treats bool as a float type: rint (to float16) for 0 decimals, and
        // otherwise a scaling whose output, a new bool array, cannot take the float64 product
        if decimals == 0 {
            return a.copy_as(DType::Float16, false);
        }
        let op = if decimals > 0 { "multiply" } else { "divide" };
        return Err(stridelab_engine::error::PyErr::new(
            stridelab_engine::error::ExcKind::UFuncTypeError,
            format!("Cannot cast ufunc '{op}' output from dtype('float64') to dtype('bool') with casting rule 'same_kind'"),
        ));
    }
    if decimals == 0 || !a.dtype.is_float() {
        if !a.dtype.is_float() && decimals >= 0 {
            return a.copy_as(a.dtype, false);
        }
        if decimals == 0 {
            return ufunc::unary(UnOp::Round, a, None);
        }
    }
    let f = 10f64.powi(decimals.unsigned_abs().min(400) as i32);
    let (mul, div) = if decimals >= 0 { (BinOp::Mul, BinOp::TrueDiv) } else { (BinOp::TrueDiv, BinOp::Mul) };
    let scaled = ufunc::binary(mul, &Operand::Array(a.clone()), &Operand::PyFloat(f), None)?;
    let r = ufunc::unary(UnOp::Round, &scaled, None)?;
    let back = ufunc::binary(div, &Operand::Array(r), &Operand::PyFloat(f), None)?;
    if back.dtype != a.dtype { back.copy_as(a.dtype, false) } else { Ok(back) }
}
