//! NumPy's `numpy/lib/_twodim_base_impl.py`: eye, diag, fliplr, flipud, tril, triu, vander.

use stridelab_engine::array::NdArray;
use stridelab_engine::ufunc::Operand;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::view::IndexItem;
use stridelab_engine::error::{PyResult, type_error, value_error};
use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::numpy::args::{arr, array_arg, dtype_opt, int_arg, int_or};
use crate::numpy::fromnumeric::diagonal;
use crate::numpy::function_base::{ALL, REV, indexed};
use crate::numpy::numeric::{filled, fortran_of};
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.eye", "N, M=None, k=0, dtype=float, order='C', *, device=None, like=None", "A 2-D array with ones on a diagonal.", "np.eye(3, k=1)", np_eye),
    def!("numpy.fliplr", "m", "A view with columns reversed: m[:, ::-1].", "np.fliplr(np.eye(2))", np_fliplr),
    def!("numpy.flipud", "m", "A view with rows reversed: m[::-1, ...].", "np.flipud(np.arange(3))", np_flipud),
    def!("numpy.diag", "v, k=0", "1-D input: a new 2-D array with v on a diagonal; 2-D input: the diagonal (a read-only view).", "np.diag([1, 2, 3])", np_diag),
    def!("numpy.tril", "m, k=0", "A copy with the elements above the k-th diagonal zeroed.", "np.tril(np.ones((3, 3), int))", np_tril),
    def!("numpy.triu", "m, k=0", "A copy with the elements below the k-th diagonal zeroed.", "np.triu(np.ones((3, 3), int))", np_triu),
    def!("numpy.vander", "x, N=None, increasing=False", "The Vandermonde matrix: column j holds x**(N-1-j) (x**j when increasing), by repeated multiplication.", "np.vander([1, 2, 3], 3)", np_vander),
];

fn np_eye(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let n = int_arg(&a.req("N"))?;
    let m = match a.opt("M") {
        Some(v) => int_arg(&v)?,
        None => n,
    };
    if n < 0 || m < 0 {
        return Err(value_error("negative dimensions are not allowed"));
    }
    let k = a.get("k").map(|v| int_arg(&v)).transpose()?.unwrap_or(0);
    let dt = dtype_opt(a, "dtype")?.unwrap_or(DType::Float64);
    let out = filled(&[n as usize, m as usize], dt, fortran_of(a)?, None)?;
    {
        let mut data = out.buf.data.borrow_mut();
        let isz = dt.itemsize();
        let one = Scalar::Int(1);
        for i in 0..n {
            let j = i + k;
            if j >= 0 && j < m {
                let off = (i as isize * out.strides[0] + j as isize * out.strides[1]) as usize;
                one.write_le_bytes(dt, &mut data[off..off + isz]);
            }
        }
    }
    Ok(arr(out))
}

fn np_fliplr(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let m = array_arg(&a.req("m"))?;
    if m.ndim() < 2 {
        return Err(value_error("Input must be >= 2-d."));
    }
    indexed(&m, &[ALL, REV])
}

fn np_flipud(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let m = array_arg(&a.req("m"))?;
    if m.ndim() < 1 {
        return Err(value_error("Input must be >= 1-d."));
    }
    indexed(&m, &[REV, IndexItem::Ellipsis])
}

fn np_diag(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let v = array_arg(&a.req("v"))?;
    let k = int_or(a, "k", 0)?;
    match v.ndim() {
        1 => {
            let len = v.shape[0];
            let n = len + k.unsigned_abs() as usize;
            let out = NdArray::zeros(v.dtype, &[n, n], false)?;
            if len > 0 {
                // twodim_base.py: `res[:n-k].flat[i::n+1] = v`, the k-th diagonal as a view
                let isz = v.itemsize();
                let (r, c) = if k >= 0 { (0, k as usize) } else { ((-k) as usize, 0) };
                let step = ((n + 1) * isz) as isize;
                let d = NdArray::build(out.buf.clone(), (r * n + c) * isz, vec![len], vec![step], v.dtype, false, true, None)?;
                stridelab_engine::assign::assign(&d, &v, &v.strides);
            }
            Ok(arr(out))
        }
        2 => Ok(arr(diagonal(&v, k, 0, 1)?)),
        _ => Err(value_error("Input must be 1- or 2-d.")),
    }
}

// ----- triangles -----

/// tril/triu: `where(mask, m, 0)` over m broadcast against the (N, M) mask.
/// `np.tril` / `np.triu` (twodim_base.py): `where(tri(N, M, k), m, 0)` and
/// `where(tri(N, M, k - 1), 0, m)`, so the result follows m's memory order as `where`
/// allocates it.
fn triangle(a: &Args, lower: bool) -> PyResult<Value> {
    let m = array_arg(&a.req("m"))?;
    let k = int_or(a, "k", 0)?;
    if m.ndim() == 0 {
        return Err(type_error("tri() missing 1 required positional argument: 'N'"));
    }
    let (n, cols) = if m.ndim() == 1 { (m.shape[0], m.shape[0]) } else { (m.shape[m.ndim() - 2], m.shape[m.ndim() - 1]) };
    let k = if lower { k } else { k.saturating_sub(1) };
    let mask = NdArray::zeros(DType::Bool, &[n, cols], false)?;
    {
        let mut d = mask.buf.data.borrow_mut();
        for i in 0..n {
            for j in 0..cols {
                d[i * cols + j] = ((j as i128) <= i as i128 + k as i128) as u8;
            }
        }
    }
    let zero = Operand::Array(NdArray::zeros(m.dtype, &[1], false)?);
    let (x, y) = if lower { (Operand::Array(m), zero) } else { (zero, Operand::Array(m)) };
    Ok(arr(crate::numeric::where3(&Operand::Array(mask), &x, &y)?))
}

fn np_tril(_: &mut Interp, a: &Args) -> PyResult<Value> {
    triangle(a, true)
}

fn np_triu(_: &mut Interp, a: &Args) -> PyResult<Value> {
    triangle(a, false)
}

// ----- vander -----

/// `np.vander` as twodim_base.py builds it: `v = empty((len(x), N), promote_types(x.dtype,
/// int))`, a 1 in the first column of `tmp` (v, or v[:, ::-1]), x in the others, then
/// `multiply.accumulate(tmp[:, 1:], out=tmp[:, 1:], axis=1)`.
fn np_vander(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("x"))?;
    if x.ndim() != 1 {
        return Err(value_error("x must be a one-dimensional array or sequence."));
    }
    let len = x.shape[0];
    let n = match a.opt("N") {
        Some(v) => int_arg(&v)?,
        None => len as i64,
    };
    if n < 0 {
        return Err(value_error("negative dimensions are not allowed"));
    }
    let increasing = match a.get("increasing") {
        Some(v) => crate::ops::truthy(&v)?,
        None => false,
    };
    let dt = stridelab_engine::ufunc::promote_types(x.dtype, DType::Int64);
    let v = NdArray::zeros(dt, &[len, n as usize], false)?;
    let tmp = if increasing { v.clone() } else { view_of(&v, &[ALL, REV])? };
    if n > 0 {
        let col = view_of(&tmp, &[ALL, IndexItem::Int(0)])?;
        let one = NdArray::from_scalars(dt, &[], &[Scalar::Int(1).cast(dt)])?;
        stridelab_engine::assign::assign(&col, &one, &[0]);
    }
    if n > 1 && len > 0 {
        let rest = view_of(&tmp, &[ALL, IndexItem::Slice(Some(1), None, None)])?;
        let xs = stridelab_engine::view::copy(&x, dt, stridelab_engine::view::Order::C)?;
        stridelab_engine::assign::assign(&rest, &xs, &[xs.strides[0], 0]);
        crate::builtins::call_builtin(
            interp,
            "numpy.multiply.accumulate",
            vec![Value::Array(rest.clone())],
            vec![("out".into(), Value::Array(rest)), ("axis".into(), Value::Int(1))],
        )?;
    }
    Ok(arr(v))
}

fn view_of(m: &std::rc::Rc<NdArray>, items: &[IndexItem]) -> PyResult<std::rc::Rc<NdArray>> {
    match stridelab_engine::view::basic_index(m, items)? {
        stridelab_engine::view::Indexed::View(v) => Ok(v),
        stridelab_engine::view::Indexed::Element(_) => Err(value_error("vander: an element where a view was expected")),
    }
}
