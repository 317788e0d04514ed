//! Small numeric helpers built from the ufunc kernels: Python scalars as 0-d arrays,
//! three-argument `where`, rounding to decimals.

use std::rc::Rc;

use crate::engine::array::NdArray;
use crate::engine::dtype::{DType, Scalar};
use crate::engine::ufunc::{self, BinOp, Operand, UnOp};
use crate::error::PyResult;

/// A Python scalar operand as the 0-d array NumPy would make of it (`np.asarray(3)`).
pub fn operand_to_array(o: &Operand) -> PyResult<Rc<NdArray>> {
    match o {
        Operand::Array(a) => Ok(a.clone()),
        Operand::PyInt(i) => {
            let v = Value::Int(*i);
            crate::eval::convert::to_array(&v, None)
        }
        Operand::PyFloat(f) => NdArray::from_scalars(DType::Float64, &[], &[Scalar::Float(*f)]),
        Operand::PyBool(b) => NdArray::from_scalars(DType::Bool, &[], &[Scalar::Bool(*b)]),
    }
}

use crate::eval::value::Value;

/// `np.where(cond, x, y)`: broadcast all three; the result type promotes x and y.
pub fn where3(cond: &Operand, x: &Operand, y: &Operand) -> PyResult<Rc<NdArray>> {
    let c = operand_to_array(cond)?;
    // result dtype and broadcast of x, y: reuse the kernels' promotion through a no-op op
    let dt = ufunc::binary_result_dtype(BinOp::Maximum, x, y)?;
    let xa = operand_to_array(x)?;
    let ya = operand_to_array(y)?;
    let shape = ufunc::broadcast_shapes(&[&c.shape, &xa.shape, &ya.shape])
        .map_err(crate::error::value_error)?;
    let out = NdArray::zeros(dt, &shape, false)?;
    let bc = |a: &Rc<NdArray>| -> PyResult<Vec<Scalar>> {
        let st = ufunc::broadcast_strides(&a.shape, &a.strides, &shape);
        let v = NdArray::build(a.buf.clone(), a.offset, shape.clone(), st, a.dtype, false, false, None)?;
        Ok(v.to_scalars())
    };
    let (cv, xv, yv) = (bc(&c)?, bc(&xa)?, bc(&ya)?);
    {
        let mut d = out.buf.data.borrow_mut();
        let isz = dt.itemsize();
        for i in 0..cv.len() {
            let v = if cv[i].as_bool() { xv[i] } else { yv[i] };
            v.cast(dt).write_le_bytes(dt, &mut d[i * isz..(i + 1) * isz]);
        }
    }
    Ok(out)
}

/// `a.round(decimals)` / `np.round`: NumPy scales, rounds half to even, and scales back.
pub fn round_array(a: &Rc<NdArray>, decimals: i64) -> PyResult<Rc<NdArray>> {
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
