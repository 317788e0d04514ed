//! NumPy's `numpy/linalg/_linalg.py` as learners use it: det, slogdet, inv, solve, norm,
//! matrix_rank, svd, qr, eig, eigvals, eigh, eigvalsh, lstsq, matrix_power, pinv. The argument checks, dtype rules
//! (`_commonType`: integers and bools become float64, float32 is computed in float64 and
//! cast back, float16 is refused) and error words are `_linalg.py`'s; the numbers come from
//! `stridelab_engine::linalg`, which follows the LAPACK routines `_umath_linalg` calls.

use std::rc::Rc;

use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::error::{ExcKind, PyErr, PyResult, not_implemented, type_error, value_error};
use stridelab_engine::linalg as la;

use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::numpy::args::{array_arg, ax};
use crate::python::namedtuple;
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.linalg.det", "a", "Determinant of a square matrix (or of each in a stack), from its LU factorisation.", "np.linalg.det([[1, 2], [3, 4]])", np_det),
    def!("numpy.linalg.slogdet", "a", "Sign and natural log of the absolute determinant.", "np.linalg.slogdet([[1, 2], [3, 4]])", np_slogdet),
    def!("numpy.linalg.inv", "a", "Inverse of a square matrix (LinAlgError if it is singular).", "np.linalg.inv([[1, 2], [3, 4]])", np_inv),
    def!("numpy.linalg.solve", "a, b", "The x with a @ x == b, for a square non-singular a.", "np.linalg.solve([[1, 2], [3, 5]], [1, 2])", np_solve),
    def!("numpy.linalg.norm", "x, ord=None, axis=None, keepdims=False", "Vector or matrix norm (ord: None, 'fro', 'nuc', inf, -inf, 0, 1, -1, 2, -2, p).", "np.linalg.norm([3, 4])", np_norm),
    def!("numpy.linalg.matrix_rank", "A, tol=None, hermitian=False, *, rtol=None", "Number of singular values above the tolerance.", "np.linalg.matrix_rank(np.eye(3))", np_matrix_rank),
    def!("numpy.linalg.svd", "a, full_matrices=True, compute_uv=True, hermitian=False", "Singular value decomposition (compute_uv=False: the singular values, descending).", "np.linalg.svd([[3, 0], [0, 4]], compute_uv=False)", np_svd),
    def!("numpy.linalg.qr", "a, mode='reduced'", "QR factorisation by Householder reflections: Q with orthonormal columns, R upper triangular (mode 'reduced', 'complete', 'r').", "np.linalg.qr([[1, 2], [3, 4], [5, 6]])", np_qr),
    def!("numpy.linalg.eig", "a", "Eigenvalues and right eigenvectors (columns) of a square matrix.", "np.linalg.eig([[2, 0], [0, 3]])", np_eig),
    def!("numpy.linalg.eigvals", "a", "Eigenvalues of a square matrix.", "np.linalg.eigvals([[0, -1], [1, 0]])", np_eigvals),
    def!("numpy.linalg.eigh", "a, UPLO='L'", "Eigenvalues (ascending) and eigenvectors of a symmetric matrix.", "np.linalg.eigh([[2, 1], [1, 2]])", np_eigh),
    def!("numpy.linalg.eigvalsh", "a, UPLO='L'", "Eigenvalues (ascending) of a symmetric matrix.", "np.linalg.eigvalsh([[2, 1], [1, 2]])", np_eigvalsh),
    def!("numpy.linalg.pinv", "a, rcond=None, hermitian=False, *, rtol=<no value>", "Moore-Penrose pseudo-inverse from the SVD, singular values below rcond times the largest dropped.", "np.linalg.pinv([[1, 2], [2, 4]])", np_pinv),
    def!("numpy.linalg.matrix_power", "a, n", "The n-th power of a square matrix by repeated squaring (n < 0: of its inverse; n = 0: the identity).", "np.linalg.matrix_power([[1, 1], [1, 0]], 10)", np_matrix_power),
    def!("numpy.linalg.lstsq", "a, b, rcond=None", "Least-squares solution of a @ x = b: (x, residuals, rank, singular values).", "np.linalg.lstsq([[1, 0], [1, 1], [1, 2]], [1, 2, 4])", np_lstsq),
];

const EIG_FIELDS: &[&str] = &["eigenvalues", "eigenvectors"];

fn linalg_error(msg: impl Into<String>) -> PyErr {
    PyErr::new(ExcKind::LinAlgError, msg)
}

/// `key(*pos, **kw)`: a NumPy function called as Python code would call it.
pub(crate) fn call(interp: &mut Interp, key: &'static str, pos: Vec<Value>, kw: Vec<(&str, Value)>) -> PyResult<Value> {
    let kw = kw.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
    interp.call(&Value::Builtin(key), pos, kw)
}

/// A stack of matrices as float64, row-major, one after the other.
struct Stack {
    batch: Vec<usize>,
    m: usize,
    n: usize,
    data: Vec<f64>,
    /// The result type (`_commonType`'s result_t): float64, or float32 for float32 input.
    out: DType,
}

impl Stack {
    fn count(&self) -> usize {
        self.batch.iter().product()
    }
    fn matrix(&self, i: usize) -> &[f64] {
        let s = self.m * self.n;
        &self.data[i * s..(i + 1) * s]
    }
}

/// `_commonType` for one array: the float64 data and the result type, or NumPy's TypeError
/// (float16) and stridelab's refusal (complex).
fn float_data(a: &NdArray, what: &str) -> PyResult<(Vec<f64>, DType)> {
    let out = match a.dtype {
        DType::Float16 => return Err(type_error("array type float16 is unsupported in linalg")),
        DType::Complex64 | DType::Complex128 => {
            return Err(not_implemented(format!("numpy.linalg.{what} of complex arrays is not supported by stridelab")));
        }
        DType::Float32 => DType::Float32,
        _ => DType::Float64,
    };
    let c = a.copy_as(DType::Float64, false)?;
    let bytes = c.buf.data.borrow();
    let data = bytes[c.offset..].chunks_exact(8).take(a.size()).map(|b| f64::from_le_bytes(b.try_into().unwrap())).collect();
    Ok((data, out))
}

fn dims_error(nd: usize, what: &str) -> PyErr {
    linalg_error(format!("{nd}-dimensional array given. Array must be {what}"))
}

/// `_assert_stacked_square` then `_commonType`.
fn square_stack(v: &Value, what: &str) -> PyResult<Stack> {
    let a = array_arg(v)?;
    if a.ndim() < 2 {
        return Err(dims_error(a.ndim(), "at least two-dimensional"));
    }
    let (m, n) = (a.shape[a.ndim() - 2], a.shape[a.ndim() - 1]);
    if m != n {
        return Err(linalg_error("Last 2 dimensions of the array must be square"));
    }
    stack_of(&a, what)
}

fn stack_of(a: &NdArray, what: &str) -> PyResult<Stack> {
    let nd = a.ndim();
    let (data, out) = float_data(a, what)?;
    Ok(Stack { batch: a.shape[..nd - 2].to_vec(), m: a.shape[nd - 2], n: a.shape[nd - 1], data, out })
}

/// A float64 array of `shape` from `data` (C order), cast to `dt`.
fn f64_array(shape: &[usize], data: &[f64], dt: DType) -> PyResult<Rc<NdArray>> {
    let a = NdArray::zeros(DType::Float64, shape, false)?;
    {
        let mut bytes = a.buf.data.borrow_mut();
        for (i, v) in data.iter().enumerate() {
            bytes[i * 8..i * 8 + 8].copy_from_slice(&v.to_le_bytes());
        }
    }
    if dt == DType::Float64 { Ok(a) } else { a.copy_as(dt, false) }
}

/// A complex array of `shape` from (re, im) pairs, complex128 or (float32 input) complex64.
fn complex_array(shape: &[usize], data: &[(f64, f64)], real_dt: DType) -> PyResult<Rc<NdArray>> {
    let dt = if real_dt == DType::Float32 { DType::Complex64 } else { DType::Complex128 };
    let vals: Vec<Scalar> = data.iter().map(|&(r, i)| Scalar::Complex(r, i)).collect();
    let a = NdArray::from_scalars(DType::Complex128, shape, &vals)?;
    if dt == DType::Complex128 { Ok(a) } else { a.copy_as(dt, false) }
}

/// A result of shape `shape`: a NumPy scalar when 0-d.
fn result(shape: &[usize], data: &[f64], dt: DType) -> PyResult<Value> {
    Ok(crate::ops::from_result(f64_array(shape, data, dt)?))
}

fn shape_with(batch: &[usize], tail: &[usize]) -> Vec<usize> {
    batch.iter().chain(tail).copied().collect()
}

fn np_det(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let s = square_stack(&a.req("a"), "det")?;
    let d: Vec<f64> = (0..s.count()).map(|i| la::det(s.matrix(i), s.n)).collect();
    result(&s.batch, &d, s.out)
}

fn np_slogdet(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let s = square_stack(&a.req("a"), "slogdet")?;
    let (signs, logs): (Vec<f64>, Vec<f64>) = (0..s.count()).map(|i| la::slogdet(s.matrix(i), s.n)).unzip();
    Ok(namedtuple::make("SlogdetResult", &["sign", "logabsdet"], vec![result(&s.batch, &signs, s.out)?, result(&s.batch, &logs, s.out)?]))
}

fn np_inv(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let s = square_stack(&a.req("a"), "inv")?;
    let n = s.n;
    let mut out = Vec::with_capacity(s.data.len());
    for i in 0..s.count() {
        let mut b = vec![0.0; n * n];
        for k in 0..n {
            b[k * n + k] = 1.0;
        }
        if !la::gesv(s.matrix(i), n, &mut b, n) {
            return Err(linalg_error("Singular matrix"));
        }
        out.extend(b);
    }
    Ok(Value::Array(f64_array(&shape_with(&s.batch, &[n, n]), &out, s.out)?))
}

fn np_solve(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let s = square_stack(&a.req("a"), "solve")?;
    let b = array_arg(&a.req("b"))?;
    let n = s.n;
    let vector = b.ndim() == 1;
    let (name, sig) = if vector { ("solve1", "(m,m),(m)->(m)") } else { ("solve", "(m,m),(m,n)->(m,n)") };
    let core = if vector { 1 } else { 2 };
    if b.ndim() < core {
        return Err(value_error(format!(
            "{name}: Input operand 1 does not have enough dimensions (has {}, gufunc core with signature {sig} requires {core})",
            b.ndim()
        )));
    }
    let bm = b.shape[b.ndim() - core];
    if bm != n {
        return Err(value_error(format!(
            "{name}: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature {sig} (size {bm} is different from {n})"
        )));
    }
    let k = if vector { 1 } else { b.shape[b.ndim() - 1] };
    let bbatch = &b.shape[..b.ndim() - core];
    if bbatch != s.batch.as_slice() && !bbatch.is_empty() {
        return Err(not_implemented("numpy.linalg.solve with broadcast stacks of matrices is not supported by stridelab"));
    }
    let (bdata, bdt) = float_data(&b, "solve")?;
    let out_dt = if s.out == DType::Float32 && bdt == DType::Float32 { DType::Float32 } else { DType::Float64 };
    let mut out = Vec::new();
    for i in 0..s.count() {
        let off = if bbatch.is_empty() { 0 } else { i * n * k };
        let mut x = bdata[off..off + n * k].to_vec();
        if !la::gesv(s.matrix(i), n, &mut x, k) {
            return Err(linalg_error("Singular matrix"));
        }
        out.extend(x);
    }
    let tail: Vec<usize> = if vector { vec![n] } else { vec![n, k] };
    Ok(Value::Array(f64_array(&shape_with(&s.batch, &tail), &out, out_dt)?))
}

/// What `dgesdd` makes of non-finite entries: a NaN stops it before it starts (`dlange`
/// reports NaN, NumPy raises 'SVD did not converge'); an infinity turns into NaNs through
/// its rescaling in ways not modelled, so it is refused.
fn svd_finite(data: &[f64], what: &str, msg: &str) -> PyResult<()> {
    if data.iter().any(|v| v.is_nan()) {
        return Err(linalg_error(msg));
    }
    if data.iter().any(|v| v.is_infinite()) {
        return Err(not_implemented(format!("numpy.linalg.{what} of a matrix with infinite entries is not supported by stridelab")));
    }
    Ok(())
}

/// Singular values of every matrix of a stack: (values, k = min(m, n)).
fn stack_singular_values(s: &Stack, what: &str) -> PyResult<(Vec<f64>, usize)> {
    svd_finite(&s.data, what, "SVD did not converge")?;
    let k = s.m.min(s.n);
    let mut out = Vec::with_capacity(s.count() * k);
    for i in 0..s.count() {
        out.extend(la::singular_values(s.matrix(i), s.m, s.n));
    }
    Ok((out, k))
}

fn stacked_2d(v: &Value, what: &str) -> PyResult<Stack> {
    let a = array_arg(v)?;
    if a.ndim() < 2 {
        return Err(dims_error(a.ndim(), "at least two-dimensional"));
    }
    stack_of(&a, what)
}

fn np_svd(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let s = stacked_2d(&a.req("a"), "svd")?;
    let compute_uv = a.get("compute_uv").map(|v| crate::ops::truthy(&v)).transpose()?.unwrap_or(true);
    let hermitian = a.get("hermitian").map(|v| crate::ops::truthy(&v)).transpose()?.unwrap_or(false);
    if hermitian {
        return Err(not_implemented("numpy.linalg.svd with hermitian=True is not supported by stridelab"));
    }
    if compute_uv {
        let full = a.get("full_matrices").map(|v| crate::ops::truthy(&v)).transpose()?.unwrap_or(true);
        return svd_vectors(&s, full);
    }
    let (vals, k) = stack_singular_values(&s, "svd")?;
    Ok(Value::Array(f64_array(&shape_with(&s.batch, &[k]), &vals, s.out)?))
}

/// `svd` with the singular vectors: `SVDResult(U, S, Vh)`. For 1x1 and 2x2 matrices they
/// are `dgesdd`'s bit for bit; for larger ones a one-sided Jacobi SVD whose vectors can differ
/// from LAPACK's in sign (docs/conformance.md, "Linear algebra").
fn svd_vectors(s: &Stack, full: bool) -> PyResult<Value> {
    svd_finite(&s.data, "svd", "SVD did not converge")?;
    let (m, n) = (s.m, s.n);
    let k = m.min(n);
    let (mut u, mut sv, mut vt) = (Vec::new(), Vec::new(), Vec::new());
    let (mut ucols, mut vrows) = (if full { m } else { k }, if full { n } else { k });
    for i in 0..s.count() {
        let a = s.matrix(i);
        if m == 1 && n == 1 {
            u.push(if a[0].is_sign_negative() { -1.0 } else { 1.0 });
            sv.push(a[0].abs());
            vt.push(1.0);
        } else if m == 2 && n == 2 {
            let (uu, ss, vv) = la::svd2(a);
            u.extend(uu);
            sv.extend(ss);
            vt.extend(vv);
        } else {
            let (uu, ss, vv, uc, vr) = la::svd_vectors(a, m, n, full);
            (ucols, vrows) = (uc, vr);
            u.extend(uu);
            sv.extend(ss);
            vt.extend(vv);
        }
    }
    Ok(namedtuple::make(
        "SVDResult",
        &["U", "S", "Vh"],
        vec![
            Value::Array(f64_array(&shape_with(&s.batch, &[m, ucols]), &u, s.out)?),
            Value::Array(f64_array(&shape_with(&s.batch, &[k]), &sv, s.out)?),
            Value::Array(f64_array(&shape_with(&s.batch, &[vrows, n]), &vt, s.out)?),
        ],
    ))
}

/// `np.linalg.qr(a, mode)`: `dgeqrf` (below its blocking crossover, `dgeqr2`) then `dorgqr`
/// (`dorg2r`), as `_umath_linalg`'s qr_r_raw and qr_reduced/qr_complete call them; the
/// reflectors' signs are LAPACK's, so Q and R are NumPy's.
fn np_qr(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let mode = match a.get("mode") {
        None => "reduced".to_string(),
        Some(Value::Str(m)) => m.to_string(),
        Some(other) => return Err(value_error(format!("Unrecognized mode '{}'", crate::repr::repr(&other, &Default::default())))),
    };
    if !matches!(mode.as_str(), "reduced" | "complete" | "r" | "raw") {
        return Err(value_error(format!("Unrecognized mode '{mode}'")));
    }
    if mode == "raw" {
        return Err(not_implemented("numpy.linalg.qr with mode='raw' is not supported by stridelab"));
    }
    let s = stacked_2d(&a.req("a"), "qr")?;
    let (m, n) = (s.m, s.n);
    let k = m.min(n);
    let qcols = if mode == "complete" { m } else { k };
    let rrows = if mode == "complete" { m } else { k };
    let (mut qs, mut rs) = (Vec::new(), Vec::new());
    for i in 0..s.count() {
        let mut f = s.matrix(i).to_vec();
        let tau = la::geqr2(&mut f, m, n);
        for r in 0..rrows {
            for c in 0..n {
                rs.push(if c >= r && r < k { f[r * n + c] } else { 0.0 });
            }
        }
        if mode != "r" {
            qs.extend(la::org2r(&f, m, n, &tau, qcols));
        }
    }
    let r = Value::Array(f64_array(&shape_with(&s.batch, &[rrows, n]), &rs, s.out)?);
    if mode == "r" {
        return Ok(r);
    }
    let q = Value::Array(f64_array(&shape_with(&s.batch, &[m, qcols]), &qs, s.out)?);
    Ok(namedtuple::make("QRResult", &["Q", "R"], vec![q, r]))
}

/// A scalar tolerance argument (`tol=`, `rtol=`).
fn float_value(v: &Value, name: &str) -> PyResult<f64> {
    match v {
        Value::Int(i) => Ok(*i as f64),
        Value::Bool(b) => Ok(*b as i32 as f64),
        Value::Float(f) => Ok(*f),
        Value::Scalar(_, Scalar::Float(f)) => Ok(*f),
        Value::Scalar(_, Scalar::Int(i)) => Ok(*i as f64),
        _ => Err(not_implemented(format!("numpy.linalg.matrix_rank with an array {name} is not supported by stridelab"))),
    }
}

fn np_matrix_rank(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let tol = a.opt("tol");
    let rtol = a.opt("rtol");
    if tol.is_some() && rtol.is_some() {
        return Err(value_error("`tol` and `rtol` can't be both set."));
    }
    let arr = array_arg(&a.req("A"))?;
    if arr.ndim() < 2 {
        let zero = call(interp, "numpy.equal", vec![Value::Array(arr), Value::Int(0)], vec![])?;
        let all = call(interp, "numpy.all", vec![zero], vec![])?;
        return Ok(Value::Int(!crate::ops::truthy(&all)? as i128));
    }
    if a.get("hermitian").map(|v| crate::ops::truthy(&v)).transpose()?.unwrap_or(false) {
        return Err(not_implemented("numpy.linalg.matrix_rank with hermitian=True is not supported by stridelab"));
    }
    let s = stack_of(&arr, "matrix_rank")?;
    let (vals, k) = stack_singular_values(&s, "matrix_rank")?;
    let rtol = match &rtol {
        Some(v) => float_value(v, "rtol")?,
        None => s.m.max(s.n) as f64 * f64::EPSILON,
    };
    let mut ranks = Vec::with_capacity(s.count());
    for i in 0..s.count() {
        let sv = &vals[i * k..(i + 1) * k];
        let t = match &tol {
            Some(v) => float_value(v, "tol")?,
            None => sv.iter().fold(0.0f64, |m, &x| if x > m { x } else { m }) * rtol,
        };
        ranks.push(Scalar::Int(sv.iter().filter(|&&x| x > t).count() as i64));
    }
    let r = NdArray::from_scalars(DType::Int64, &s.batch, &ranks)?;
    Ok(crate::ops::from_result(r))
}

/// Checks `_assert_finite` for eig and eigvals.
fn assert_finite(s: &Stack) -> PyResult<()> {
    if s.data.iter().all(|v| v.is_finite()) { Ok(()) } else { Err(linalg_error("Array must not contain infs or NaNs")) }
}

fn eig_unsupported(n: usize, what: &str) -> PyErr {
    let why = if n > la::GEEV_MAX_ORDER {
        format!("it models LAPACK's dgeev up to order {}; above it dhseqr switches to dlaqr0", la::GEEV_MAX_ORDER)
    } else {
        "dlahqr did not converge, and LAPACK's retry with dlaqr0 is not modelled".to_string()
    };
    not_implemented(format!("numpy.linalg.{what} of this {n}x{n} matrix is not supported by stridelab ({why})"))
}

/// LAPACK scales a matrix whose largest entry lies outside [lo, hi] before it starts (and
/// scales the results back); that pass is not modelled.
fn check_scale(s: &Stack, lo: f64, hi: f64, what: &str) -> PyResult<()> {
    let big = s.data.iter().fold(0.0f64, |m, v| m.max(v.abs()));
    if big > 0.0 && (big < lo || big > hi) {
        return Err(not_implemented(format!(
            "numpy.linalg.{what} of matrices with entries beyond {lo:e} to {hi:e} in size (which LAPACK rescales first) is not supported by stridelab"
        )));
    }
    Ok(())
}

fn eig_common(a: &Args, vectors: bool, what: &str) -> PyResult<Value> {
    let s = square_stack(&a.req("a"), what)?;
    assert_finite(&s)?;
    // dgeev's SMLNUM = sqrt(safmin) / eps and BIGNUM = 1 / SMLNUM
    let small = f64::MIN_POSITIVE.sqrt() / f64::EPSILON;
    check_scale(&s, small, 1.0 / small, what)?;
    let n = s.n;
    let mut results = Vec::with_capacity(s.count());
    for i in 0..s.count() {
        match la::geev(s.matrix(i), n, vectors) {
            Ok(e) => results.push(e),
            Err(la::GeevFailure::Stopped) => return Ok(Value::None),
            Err(la::GeevFailure::Unsupported) => return Err(eig_unsupported(n, what)),
        }
    }
    let real = results.iter().all(|e| e.wi.iter().all(|&w| w == 0.0));
    let wshape = shape_with(&s.batch, &[n]);
    let vshape = shape_with(&s.batch, &[n, n]);
    if real {
        let w: Vec<f64> = results.iter().flat_map(|e| e.wr.iter().copied()).collect();
        let w = Value::Array(f64_array(&wshape, &w, s.out)?);
        if !vectors {
            return Ok(w);
        }
        let v: Vec<f64> = results.iter().flat_map(|e| e.vr.iter().copied()).collect();
        return Ok(namedtuple::make("EigResult", EIG_FIELDS, vec![w, Value::Array(f64_array(&vshape, &v, s.out)?)]));
    }
    let w: Vec<(f64, f64)> = results.iter().flat_map(|e| e.wr.iter().copied().zip(e.wi.iter().copied())).collect();
    let w = Value::Array(complex_array(&wshape, &w, s.out)?);
    if !vectors {
        return Ok(w);
    }
    // dgeev's packed pairs become conjugate complex columns
    let mut v = Vec::with_capacity(results.len() * n * n);
    for e in &results {
        for r in 0..n {
            let mut j = 0;
            while j < n {
                if e.wi[j] == 0.0 {
                    v.push((e.vr[r * n + j], 0.0));
                    j += 1;
                } else {
                    let (re, im) = (e.vr[r * n + j], e.vr[r * n + j + 1]);
                    v.push((re, im));
                    v.push((re, -im));
                    j += 2;
                }
            }
        }
    }
    Ok(namedtuple::make("EigResult", EIG_FIELDS, vec![w, Value::Array(complex_array(&vshape, &v, s.out)?)]))
}

fn np_eig(_: &mut Interp, a: &Args) -> PyResult<Value> {
    eig_common(a, true, "eig")
}

fn np_eigvals(_: &mut Interp, a: &Args) -> PyResult<Value> {
    eig_common(a, false, "eigvals")
}

fn uplo(a: &Args) -> PyResult<bool> {
    match a.get("UPLO") {
        None => Ok(true),
        Some(Value::Str(s)) if &*s == "L" || &*s == "l" => Ok(true),
        Some(Value::Str(s)) if &*s == "U" || &*s == "u" => Ok(false),
        Some(_) => Err(value_error("UPLO argument must be 'L' or 'U'")),
    }
}

fn eigh_common(a: &Args, vectors: bool, what: &str) -> PyResult<Value> {
    let lower = uplo(a)?;
    let s = square_stack(&a.req("a"), what)?;
    // dsyevd's RMIN = sqrt(safmin / eps), RMAX = sqrt(1 / (safmin / eps))
    let rmin = (f64::MIN_POSITIVE / f64::EPSILON).sqrt();
    check_scale(&s, rmin, 1.0 / rmin, what)?;
    let n = s.n;
    let (mut w, mut v) = (Vec::new(), Vec::new());
    for i in 0..s.count() {
        // the triangle LAPACK reads, mirrored
        let m = s.matrix(i);
        let mut sym = m.to_vec();
        for r in 0..n {
            for c in 0..n {
                let (rr, cc) = if (lower && c > r) || (!lower && r > c) { (c, r) } else { (r, c) };
                sym[r * n + c] = m[rr * n + cc];
            }
        }
        match la::syevd(&sym, n, vectors, lower) {
            Ok((d, z)) => {
                w.extend(d);
                v.extend(z);
            }
            Err(la::SyevdFailure::Stopped) => return Ok(Value::None),
            Err(la::SyevdFailure::NoConvergence) => return Err(linalg_error("Eigenvalues did not converge")),
            Err(la::SyevdFailure::Unsupported) => {
                let (limit, path) = if vectors {
                    (la::SYEVD_MAX_VECTORS_ORDER, "dstedc's divide and conquer")
                } else {
                    (la::SYEVD_MAX_VALUES_ORDER, "dsytrd's blocked reduction")
                };
                let why = if n > limit {
                    format!("it models LAPACK's dsyevd up to order {limit}; above it {path} is not modelled")
                } else {
                    "a block of its tridiagonal form is one LAPACK rescales first".to_string()
                };
                return Err(not_implemented(format!(
                    "numpy.linalg.{what} of this {n}x{n} matrix is not supported by stridelab ({why})"
                )));
            }
        }
    }
    let w = Value::Array(f64_array(&shape_with(&s.batch, &[n]), &w, s.out)?);
    if !vectors {
        return Ok(w);
    }
    Ok(namedtuple::make("EighResult", EIG_FIELDS, vec![w, Value::Array(f64_array(&shape_with(&s.batch, &[n, n]), &v, s.out)?)]))
}

fn np_eigh(_: &mut Interp, a: &Args) -> PyResult<Value> {
    eigh_common(a, true, "eigh")
}

fn np_eigvalsh(_: &mut Interp, a: &Args) -> PyResult<Value> {
    eigh_common(a, false, "eigvalsh")
}

fn np_lstsq(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let am = array_arg(&a.req("a"))?;
    let bm = array_arg(&a.req("b"))?;
    let is_1d = bm.ndim() == 1;
    for x in [&am, &bm] {
        let nd = if Rc::ptr_eq(x, &bm) && is_1d { 2 } else { x.ndim() };
        if nd != 2 {
            return Err(dims_error(nd, "two-dimensional"));
        }
    }
    let (m, n) = (am.shape[0], am.shape[1]);
    let (m2, k) = (bm.shape[0], if is_1d { 1 } else { bm.shape[1] });
    if m != m2 {
        return Err(linalg_error("Incompatible dimensions"));
    }
    let (adata, adt) = float_data(&am, "lstsq")?;
    let (bdata, bdt) = float_data(&bm, "lstsq")?;
    let out_dt = if adt == DType::Float32 && bdt == DType::Float32 { DType::Float32 } else { DType::Float64 };
    let rcond = match a.opt("rcond") {
        Some(v) => float_value(&v, "rcond")?,
        None => f64::EPSILON * m.max(n) as f64,
    };
    if n == 0 {
        return Err(not_implemented("numpy.linalg.lstsq with no unknowns (a of shape (M, 0)) is not supported by stridelab"));
    }
    if m == 0 {
        // LAPACK sees no equations: x is zero, the rank 0, no singular values
        let xshape: Vec<usize> = if is_1d { vec![n] } else { vec![n, k] };
        return Ok(Value::tuple(vec![
            Value::Array(f64_array(&xshape, &vec![0.0; n * k], out_dt)?),
            Value::Array(f64_array(&[0], &[], out_dt)?),
            Value::Scalar(DType::Int32, Scalar::Int(0)),
            Value::Array(f64_array(&[0], &[], out_dt)?),
        ]));
    }
    svd_finite(&adata, "lstsq", "SVD did not converge in Linear Least Squares")?;
    let (x, rank, s) = la::lstsq(&adata, m, n, &bdata, k, rcond);
    let resids: Vec<f64> = if rank != n || m <= n {
        vec![]
    } else {
        (0..k)
            .map(|c| {
                (0..m)
                    .map(|i| {
                        let r = (0..n).map(|j| adata[i * n + j] * x[j * k + c]).sum::<f64>() - bdata[i * k + c];
                        r * r
                    })
                    .sum()
            })
            .collect()
    };
    let xshape: Vec<usize> = if is_1d { vec![n] } else { vec![n, k] };
    Ok(Value::tuple(vec![
        Value::Array(f64_array(&xshape, &x, out_dt)?),
        Value::Array(f64_array(&[resids.len()], &resids, out_dt)?),
        Value::Scalar(DType::Int32, Scalar::Int(rank as i64)),
        Value::Array(f64_array(&[s.len()], &s, out_dt)?),
    ]))
}

// ----- norm -----

/// `ord` as `norm` compares it.
enum Ord {
    None,
    Num(f64),
    Str(String),
}

fn ord_of(v: Option<Value>) -> PyResult<Ord> {
    Ok(match v {
        None | Some(Value::None) => Ord::None,
        Some(Value::Str(s)) => Ord::Str(s.to_string()),
        Some(Value::Int(i)) => Ord::Num(i as f64),
        Some(Value::Bool(b)) => Ord::Num(b as i32 as f64),
        Some(Value::Float(f)) => Ord::Num(f),
        Some(Value::Scalar(_, Scalar::Float(f))) => Ord::Num(f),
        Some(Value::Scalar(_, Scalar::Int(i))) => Ord::Num(i as f64),
        Some(v) => return Err(not_implemented(format!("numpy.linalg.norm with ord of type {} is not supported by stridelab", v.type_name()))),
    })
}

/// `x.dot(x)` of a 1-D float64 array as OpenBLAS's ddot sums it (contiguous, or the
/// stride-2 walk of a complex array's parts).
fn self_dot(x: &[f64]) -> f64 {
    la::ddot(x, x)
}

fn np_norm(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let mut x = array_arg(&a.req("x"))?;
    if !(x.dtype.is_float() || x.dtype.is_complex()) {
        x = x.copy_as(DType::Float64, false)?;
    }
    let keepdims = a.get("keepdims").map(|v| crate::ops::truthy(&v)).transpose()?.unwrap_or(false);
    let ord = ord_of(a.opt("ord"))?;
    let axis = a.opt("axis");
    let nd = x.ndim();
    let xv = Value::Array(x.clone());
    if axis.is_none() {
        let fast = match &ord {
            Ord::None => true,
            Ord::Str(s) => (s == "f" || s == "fro") && nd == 2,
            Ord::Num(o) => *o == 2.0 && nd == 1,
        };
        if fast && (x.dtype == DType::Float64 || x.dtype == DType::Complex128) {
            let flat = crate::ops::from_result(x.copy_as(x.dtype, false)?);
            let flat = match flat {
                Value::Array(f) => f,
                _ => x.clone(),
            };
            let bytes = flat.buf.data.borrow();
            let vals: Vec<f64> = bytes[flat.offset..]
                .chunks_exact(8)
                .take(flat.size() * if x.dtype == DType::Complex128 { 2 } else { 1 })
                .map(|b| f64::from_le_bytes(b.try_into().unwrap()))
                .collect();
            let sq = if x.dtype == DType::Complex128 {
                let re: Vec<f64> = vals.iter().step_by(2).copied().collect();
                let im: Vec<f64> = vals.iter().skip(1).step_by(2).copied().collect();
                strided_dot(&re) + strided_dot(&im)
            } else {
                self_dot(&vals)
            };
            let r = sq.sqrt();
            return if keepdims { Ok(Value::Array(f64_array(&vec![1; nd], &[r], DType::Float64)?)) } else { Ok(Value::Scalar(DType::Float64, Scalar::Float(r))) };
        }
        if fast {
            return Err(not_implemented(format!("numpy.linalg.norm of {} arrays is not supported by stridelab", x.dtype.name())));
        }
    }
    let axes: Vec<i64> = match &axis {
        None => (0..nd as i64).collect(),
        Some(Value::Tuple(t)) => t
            .iter()
            .map(|v| match v {
                Value::Int(i) => Ok(*i as i64),
                Value::Bool(b) => Ok(*b as i64),
                _ => Err(type_error(format!("'{}' object cannot be interpreted as an integer", v.type_name()))),
            })
            .collect::<PyResult<_>>()?,
        Some(Value::Int(i)) => vec![*i as i64],
        Some(Value::Bool(b)) => vec![*b as i64],
        Some(Value::Scalar(_, Scalar::Int(i))) => vec![*i],
        Some(_) => return Err(type_error("'axis' must be None, an integer or a tuple of integers")),
    };
    let kd = Value::Bool(keepdims);
    let tup = |v: &[i64]| Value::tuple(v.iter().map(|&i| Value::Int(i as i128)).collect());
    let absx = |interp: &mut Interp| call(interp, "numpy.absolute", vec![xv.clone()], vec![]);
    if axes.len() == 1 {
        let axv = tup(&axes);
        return match ord {
            Ord::Num(o) if o == f64::INFINITY => {
                let ab = absx(interp)?;
                call(interp, "numpy.max", vec![ab], vec![("axis", axv), ("keepdims", kd), ("initial", Value::Int(0))])
            }
            Ord::Num(o) if o == f64::NEG_INFINITY => {
                let ab = absx(interp)?;
                call(interp, "numpy.min", vec![ab], vec![("axis", axv), ("keepdims", kd)])
            }
            Ord::Num(0.0) => {
                let ne = call(interp, "numpy.not_equal", vec![xv.clone(), Value::Int(0)], vec![])?;
                let real = if x.dtype.is_complex() { x.dtype.part() } else { x.dtype };
                let f = call(interp, "numpy.asarray", vec![ne], vec![("dtype", Value::DType(real))])?;
                call(interp, "numpy.sum", vec![f], vec![("axis", axv), ("keepdims", kd)])
            }
            Ord::Num(1.0) => {
                let ab = absx(interp)?;
                call(interp, "numpy.add.reduce", vec![ab], vec![("axis", axv), ("keepdims", kd)])
            }
            Ord::None | Ord::Num(2.0) => {
                let s = conj_square(interp, &xv)?;
                let r = call(interp, "numpy.add.reduce", vec![s], vec![("axis", axv), ("keepdims", kd)])?;
                call(interp, "numpy.sqrt", vec![r], vec![])
            }
            Ord::Str(s) => Err(value_error(format!("Invalid norm order '{s}' for vectors"))),
            Ord::Num(_) => {
                let ordv = a.opt("ord").unwrap_or(Value::None);
                let ab = absx(interp)?;
                let p = call(interp, "numpy.power", vec![ab.clone(), ordv.clone()], vec![("out", ab)])?;
                let r = call(interp, "numpy.add.reduce", vec![p], vec![("axis", axv), ("keepdims", kd)])?;
                let dt = match &r {
                    Value::Array(r) => r.dtype,
                    Value::Scalar(d, _) => *d,
                    _ => DType::Float64,
                };
                let rec = call(interp, "numpy.reciprocal", vec![ordv], vec![("dtype", Value::DType(dt))])?;
                call(interp, "numpy.power", vec![r, rec], vec![])
            }
        };
    }
    if axes.len() != 2 {
        return Err(value_error("Improper number of dimensions to norm."));
    }
    let mut row = ax(axes[0], nd)?;
    let mut col = ax(axes[1], nd)?;
    if row == col {
        return Err(value_error("Duplicate axes given."));
    }
    let iv = |i: usize| Value::Int(i as i128);
    let ret = match ord {
        Ord::Num(o) if o == 2.0 || o == -2.0 => {
            let y = call(interp, "numpy.moveaxis", vec![xv.clone(), tup(&[row as i64, col as i64]), tup(&[-2, -1])], vec![])?;
            let y = array_arg(&y)?;
            let s = stack_of(&y, "norm")?;
            let (vals, k) = stack_singular_values(&s, "norm")?;
            let sv = Value::Array(f64_array(&shape_with(&s.batch, &[k]), &vals, s.out)?);
            if o == 2.0 {
                call(interp, "numpy.max", vec![sv], vec![("axis", Value::Int(-1)), ("initial", Value::Int(0))])?
            } else {
                call(interp, "numpy.min", vec![sv], vec![("axis", Value::Int(-1))])?
            }
        }
        Ord::Str(ref s) if s == "nuc" => {
            let y = call(interp, "numpy.moveaxis", vec![xv.clone(), tup(&[row as i64, col as i64]), tup(&[-2, -1])], vec![])?;
            let y = array_arg(&y)?;
            let s = stack_of(&y, "norm")?;
            let (vals, k) = stack_singular_values(&s, "norm")?;
            let sv = Value::Array(f64_array(&shape_with(&s.batch, &[k]), &vals, s.out)?);
            call(interp, "numpy.sum", vec![sv], vec![("axis", Value::Int(-1)), ("initial", Value::Int(0))])?
        }
        Ord::Num(o) if o == 1.0 || o == -1.0 => {
            if col > row {
                col -= 1;
            }
            let ab = absx(interp)?;
            let r = call(interp, "numpy.add.reduce", vec![ab], vec![("axis", iv(row))])?;
            if o == 1.0 {
                call(interp, "numpy.max", vec![r], vec![("axis", iv(col)), ("initial", Value::Int(0))])?
            } else {
                call(interp, "numpy.min", vec![r], vec![("axis", iv(col))])?
            }
        }
        Ord::Num(o) if o.is_infinite() => {
            if row > col {
                row -= 1;
            }
            let ab = absx(interp)?;
            let r = call(interp, "numpy.add.reduce", vec![ab], vec![("axis", iv(col))])?;
            if o > 0.0 {
                call(interp, "numpy.max", vec![r], vec![("axis", iv(row)), ("initial", Value::Int(0))])?
            } else {
                call(interp, "numpy.min", vec![r], vec![("axis", iv(row))])?
            }
        }
        Ord::None => frobenius(interp, &xv, &axes)?,
        Ord::Str(ref s) if s == "fro" || s == "f" => frobenius(interp, &xv, &axes)?,
        _ => return Err(value_error("Invalid norm order for matrices.")),
    };
    if keepdims {
        let mut shape: Vec<i128> = x.shape.iter().map(|&d| d as i128).collect();
        shape[ax(axes[0], nd)?] = 1;
        shape[ax(axes[1], nd)?] = 1;
        let shape = Value::tuple(shape.into_iter().map(Value::Int).collect());
        return call(interp, "numpy.reshape", vec![ret, shape], vec![]);
    }
    Ok(ret)
}

/// `(x.conj() * x).real`
fn conj_square(interp: &mut Interp, xv: &Value) -> PyResult<Value> {
    let c = call(interp, "numpy.conjugate", vec![xv.clone()], vec![])?;
    let p = call(interp, "numpy.multiply", vec![c, xv.clone()], vec![])?;
    call(interp, "numpy.real", vec![p], vec![])
}

fn frobenius(interp: &mut Interp, xv: &Value, axes: &[i64]) -> PyResult<Value> {
    let s = conj_square(interp, xv)?;
    let axv = Value::tuple(axes.iter().map(|&i| Value::Int(i as i128)).collect());
    let r = call(interp, "numpy.add.reduce", vec![s], vec![("axis", axv)])?;
    call(interp, "numpy.sqrt", vec![r], vec![])
}

/// OpenBLAS's ddot over a non-unit stride (a complex array's real or imaginary parts): two
/// running sums of pairs over blocks of four, then the tail into the first.
fn strided_dot(x: &[f64]) -> f64 {
    let n = x.len();
    let n1 = n & !3;
    let (mut t1, mut t2) = (0.0f64, 0.0f64);
    let mut i = 0;
    while i < n1 {
        t1 += x[i] * x[i] + x[i + 1] * x[i + 1];
        t2 += x[i + 2] * x[i + 2] + x[i + 3] * x[i + 3];
        i += 4;
    }
    while i < n {
        t1 += x[i] * x[i];
        i += 1;
    }
    t1 + t2
}

fn np_matrix_power(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    matrix_power(interp, &a.req("a"), &a.req("n"))
}

/// `np.linalg.matrix_power(a, n)` as `_linalg.py` computes it: n = 0 gives the identity in an
/// `empty_like` of a; n < 0 works on `inv(a)`; 1, 2 and 3 are direct products; larger powers
/// square by the bits of n, lowest first, multiplying the squares whose bit is set into the
/// result. Every product is `matmul`, so a matrix stays a matrix and a stack stays a stack.
pub fn matrix_power(interp: &mut Interp, a: &Value, n: &Value) -> PyResult<Value> {
    let a = match a {
        Value::Array(_) => a.clone(),
        _ => interp.call(&Value::Builtin("numpy.asanyarray"), vec![a.clone()], vec![])?,
    };
    let Value::Array(arr) = &a else { return Err(type_error("matrix_power needs an array")) };
    let nd = arr.ndim();
    if nd < 2 {
        return Err(linalg_error(format!("{nd}-dimensional array given. Array must be at least two-dimensional")));
    }
    if arr.shape[nd - 1] != arr.shape[nd - 2] {
        return Err(linalg_error("Last 2 dimensions of the array must be square"));
    }
    let Some(n) = crate::ops::index_int(n) else { return Err(type_error("exponent must be an integer")) };
    let matmul = |interp: &mut Interp, x: &Value, y: &Value| {
        interp.call(&Value::Builtin("numpy.matmul"), vec![x.clone(), y.clone()], vec![])
    };
    if n == 0 {
        let Value::Array(r) = interp.call(&Value::Builtin("numpy.empty_like"), vec![a.clone()], vec![])? else {
            return Err(type_error("empty_like made no array"));
        };
        let r = crate::numpy::defmatrix::like(&a, r)?;
        let eye = interp.call(
            &Value::Builtin("numpy.eye"),
            vec![Value::Int(arr.shape[nd - 2] as i128)],
            vec![("dtype".to_string(), Value::DType(arr.dtype))],
        )?;
        crate::index::set_item(interp, &r, &Value::Ellipsis, &eye)?;
        return Ok(r);
    }
    let a = if n < 0 { interp.call(&Value::Builtin("numpy.linalg.inv"), vec![a.clone()], vec![])? } else { a.clone() };
    let mut n = n.unsigned_abs();
    match n {
        1 => return Ok(a),
        2 => return matmul(interp, &a, &a),
        3 => {
            let sq = matmul(interp, &a, &a)?;
            return matmul(interp, &sq, &a);
        }
        _ => {}
    }
    let (mut z, mut result): (Option<Value>, Option<Value>) = (None, None);
    while n > 0 {
        let next = match &z {
            None => a.clone(),
            Some(z) => matmul(interp, z, z)?,
        };
        if n % 2 == 1 {
            result = Some(match result {
                None => next.clone(),
                Some(r) => matmul(interp, &r, &next)?,
            });
        }
        z = Some(next);
        n /= 2;
    }
    Ok(result.unwrap_or(a))
}

/// `np.linalg.pinv` as `_linalg.py` computes it: the thin SVD, the singular values above
/// `rcond * max(s)` inverted and the others zeroed (`divide(1, s, where=large, out=s)`), then
/// `matmul(transpose(vt), s[..., newaxis] * transpose(u))`. The product does not depend on the
/// signs the SVD gives its vectors, so it is NumPy's to rounding (docs/conformance.md).
fn np_pinv(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = a.req("a");
    let call = |interp: &mut Interp, f: &'static str, pos: Vec<Value>, kw: Vec<(&str, Value)>| {
        let kw = kw.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
        interp.call(&Value::Builtin(f), pos, kw)
    };
    let arr = call(interp, "numpy.asarray", vec![x], vec![])?;
    let Value::Array(am) = &arr else { return Err(type_error("pinv needs an array")) };
    let rtol = a.get("rtol");
    let rcond = match (a.get("rcond").filter(|v| !v.is_none()), rtol) {
        (Some(_), Some(_)) => return Err(value_error("`rtol` and `rcond` can't be both set.")),
        (Some(r), None) => r,
        (None, None) => Value::Float(1e-15),
        (None, Some(Value::None)) => {
            let nd = am.ndim();
            let big = if nd >= 2 { am.shape[nd - 2].max(am.shape[nd - 1]) } else { 0 };
            let eps = if am.dtype == DType::Float32 { f32::EPSILON as f64 } else { f64::EPSILON };
            Value::Float(big as f64 * eps)
        }
        (None, Some(r)) => r,
    };
    let rcond = call(interp, "numpy.asarray", vec![rcond], vec![])?;
    let nd = am.ndim();
    if nd >= 2 && am.shape[nd - 2] * am.shape[nd - 1] == 0 {
        let mut shape = am.shape[..nd - 2].to_vec();
        shape.extend([am.shape[nd - 1], am.shape[nd - 2]]);
        let shape = Value::Tuple(Rc::new(shape.into_iter().map(|d| Value::Int(d as i128)).collect()));
        return call(interp, "numpy.empty", vec![shape], vec![("dtype", Value::DType(am.dtype))]);
    }
    let hermitian = a.get("hermitian").unwrap_or(Value::Bool(false));
    let usv = call(interp, "numpy.linalg.svd", vec![arr.clone()], vec![("full_matrices", Value::Bool(false)), ("hermitian", hermitian)])?;
    let part = |interp: &mut Interp, i: i128| crate::index::get_item(interp, &usv, &Value::Int(i));
    let (u, s, vt) = (part(interp, 0)?, part(interp, 1)?, part(interp, 2)?);
    let newaxis = |v: Value| Value::Tuple(Rc::new([Value::Ellipsis, v].into_iter().collect()));
    let rc = crate::index::get_item(interp, &rcond, &newaxis(Value::None))?;
    let smax = call(interp, "numpy.amax", vec![s.clone()], vec![("axis", Value::Int(-1)), ("keepdims", Value::Bool(true))])?;
    let cutoff = call(interp, "numpy.multiply", vec![rc, smax], vec![])?;
    let large = call(interp, "numpy.greater", vec![s.clone(), cutoff], vec![])?;
    let s = call(interp, "numpy.divide", vec![Value::Int(1), s.clone()], vec![("where", large.clone()), ("out", s)])?;
    let small = call(interp, "numpy.logical_not", vec![large], vec![])?;
    crate::index::set_item(interp, &s, &small, &Value::Int(0))?;
    let swap = |interp: &mut Interp, v: Value| {
        interp.call(&Value::Builtin("numpy.swapaxes"), vec![v, Value::Int(-1), Value::Int(-2)], vec![])
    };
    let ut = swap(interp, u)?;
    let vtt = swap(interp, vt)?;
    let sn = crate::index::get_item(interp, &s, &newaxis(Value::None))?;
    let scaled = call(interp, "numpy.multiply", vec![sn, ut], vec![])?;
    call(interp, "numpy.matmul", vec![vtt, scaled], vec![])
}
