//! NumPy's `numpy/lib/_arraysetops_impl.py`: unique.

use std::cmp::Ordering;

use crate::engine::view;
use crate::engine::array::NdArray;
use crate::engine::dtype::{DType, Scalar};
use crate::engine::view::Order;
use crate::error::PyResult;
use crate::eval::ops;
use crate::eval::args::Args;
use crate::eval::builtins::{BuiltinDef, def};
use crate::eval::interp::Interp;
use crate::eval::numpy::args::{array_arg, ax, axis_opt, bool_of};
use crate::eval::numpy::fromnumeric::{is_nan, total_cmp};
use crate::eval::numpy::numeric::flat;
use crate::eval::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.unique", "ar, return_index=False, return_inverse=False, return_counts=False, axis=None, *, equal_nan=True, sorted=True", "Sorted unique elements (or rows with axis=), optionally with first indices, inverse and counts.", "np.unique(a, return_counts=True)", np_unique),
];

fn np_unique(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("ar"))?;
    let (ri, rv, rc) = (bool_of(a, "return_index")?, bool_of(a, "return_inverse")?, bool_of(a, "return_counts")?);
    let equal_nan = match a.get("equal_nan") {
        None => true,
        Some(v) => ops::truthy(&v)?,
    };
    // rows to deduplicate: single elements (axis=None) or sub-arrays along `axis`
    let (rows, row_len, axis) = match axis_opt(a, "axis", None)? {
        None => (flat(&x)?, 1usize, None),
        Some(k) => {
            let k = ax(k, x.ndim())?;
            let m = view::moveaxis(&x, &[k as i64], &[0])?;
            let n = m.shape[0];
            let rest: usize = m.shape[1..].iter().product();
            (view::reshape(&m, &[n as i64, rest as i64], Order::C, None)?, rest, Some((k, m.shape.clone())))
        }
    };
    let vals = rows.to_scalars();
    let nrows = if row_len == 0 { rows.shape[0] } else { vals.len() / row_len.max(1) };
    let row = |r: usize| &vals[r * row_len..(r + 1) * row_len];
    let cmp_rows = |p: usize, q: usize| -> Ordering {
        for (u, v) in row(p).iter().zip(row(q)) {
            let c = total_cmp(*u, *v);
            if c != Ordering::Equal {
                return c;
            }
        }
        Ordering::Equal
    };
    let same = |p: usize, q: usize| -> bool {
        row(p).iter().zip(row(q)).all(|(u, v)| total_cmp(*u, *v) == Ordering::Equal && (equal_nan || !is_nan(*u)))
    };
    let mut order: Vec<usize> = (0..nrows).collect();
    order.sort_by(|&p, &q| cmp_rows(p, q));
    let mut firsts: Vec<usize> = Vec::new();
    let mut counts: Vec<i64> = Vec::new();
    let mut inverse = vec![0i64; nrows];
    for (k, &r) in order.iter().enumerate() {
        if k == 0 || !same(order[k - 1], r) {
            firsts.push(r);
            counts.push(0);
        }
        *counts.last_mut().unwrap_or(&mut 0) += 1;
        inverse[r] = firsts.len() as i64 - 1;
    }
    let mut uvals = Vec::with_capacity(firsts.len() * row_len);
    for &r in &firsts {
        uvals.extend_from_slice(row(r));
    }
    let uniq = match &axis {
        None => NdArray::from_scalars(x.dtype, &[firsts.len()], &uvals)?,
        Some((k, mshape)) => {
            let mut s = mshape.clone();
            s[0] = firsts.len();
            let u = NdArray::from_scalars(x.dtype, &s, &uvals)?;
            let back = view::moveaxis(&u, &[0], &[*k as i64])?;
            back.copy_as(back.dtype, false)?
        }
    };
    if !(ri || rv || rc) {
        return Ok(Value::Array(uniq));
    }
    let ints = |v: Vec<i64>, shape: &[usize]| -> PyResult<Value> {
        let s: Vec<Scalar> = v.into_iter().map(Scalar::Int).collect();
        Ok(Value::Array(NdArray::from_scalars(DType::Int64, shape, &s)?))
    };
    let mut out = vec![Value::Array(uniq)];
    if ri {
        out.push(ints(firsts.iter().map(|&r| r as i64).collect(), &[firsts.len()])?);
    }
    if rv {
        let shape = if axis.is_none() { x.shape.clone() } else { vec![nrows] };
        out.push(ints(inverse, &shape)?);
    }
    if rc {
        let n = counts.len();
        out.push(ints(counts, &[n])?);
    }
    Ok(Value::tuple(out))
}
