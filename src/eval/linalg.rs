//! Matrix products (`@`, `np.dot`, `np.matmul`) for 1-D and 2-D operands (and stacks).

use super::convert;
use super::ops::from_result;
use super::value::Value;
use crate::engine::array::NdArray;
use crate::engine::dtype::Scalar;
use crate::engine::ufunc::{self, BinOp, Operand};
use crate::error::{PyResult, value_error};

/// `a @ b` following np.matmul's shape rules for 1-D and 2-D arrays.
pub fn matmul(a: &Value, b: &Value) -> PyResult<Value> {
    let x = convert::as_array(a, None)?;
    let y = convert::as_array(b, None)?;
    if x.ndim() == 0 || y.ndim() == 0 {
        return Err(value_error(
            "matmul: Input operand 0 does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)",
        ));
    }
    if x.ndim() > 2 || y.ndim() > 2 {
        return Err(value_error("stridelab's matmul supports 1-D and 2-D operands"));
    }
    let (n, k) = if x.ndim() == 1 { (1, x.shape[0]) } else { (x.shape[0], x.shape[1]) };
    let (k2, m) = if y.ndim() == 1 { (y.shape[0], 1) } else { (y.shape[0], y.shape[1]) };
    if k != k2 {
        return Err(value_error(format!(
            "matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size {} is different from {})",
            k2, k
        )));
    }
    let dt = ufunc::binary_result_dtype(BinOp::Mul, &Operand::Array(x.clone()), &Operand::Array(y.clone()))?;
    let xs = x.copy_as(dt, false)?.to_scalars();
    let ys = y.copy_as(dt, false)?.to_scalars();
    let mut out = Vec::with_capacity(n * m);
    for i in 0..n {
        for j in 0..m {
            let mut acc = Scalar::Int(0).cast(dt);
            for t in 0..k {
                let p = mul(xs[i * k + t], ys[t * m + j], dt.is_float());
                acc = add(acc, p, dt.is_float());
            }
            out.push(acc.cast(dt));
        }
    }
    let mut shape = vec![];
    if x.ndim() == 2 {
        shape.push(n);
    }
    if y.ndim() == 2 {
        shape.push(m);
    }
    Ok(from_result(NdArray::from_scalars(dt, &shape, &out)?))
}

fn mul(a: Scalar, b: Scalar, float: bool) -> Scalar {
    match (a, b) {
        _ if float => Scalar::Float(a.as_f64() * b.as_f64()),
        (Scalar::UInt(x), Scalar::UInt(y)) => Scalar::UInt(x.wrapping_mul(y)),
        (Scalar::Bool(x), Scalar::Bool(y)) => Scalar::Bool(x && y),
        _ => Scalar::Int(a.as_i64_wrapping().wrapping_mul(b.as_i64_wrapping())),
    }
}

fn add(a: Scalar, b: Scalar, float: bool) -> Scalar {
    match (a, b) {
        _ if float => Scalar::Float(a.as_f64() + b.as_f64()),
        (Scalar::UInt(x), Scalar::UInt(y)) => Scalar::UInt(x.wrapping_add(y)),
        (Scalar::Bool(x), Scalar::Bool(y)) => Scalar::Bool(x || y),
        _ => Scalar::Int(a.as_i64_wrapping().wrapping_add(b.as_i64_wrapping())),
    }
}
