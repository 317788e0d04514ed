//! The contraction behind einsum, dot and matmul (NumPy's einsum.c.src: the iterator over
//! the labels' dimensions and the `sum_of_products` kernels). Operands come with one label
//! per dimension (0 = a broadcast dimension, matched right-aligned as einsum's `...`);
//! repeated labels are taken along their diagonal first (`get_combined_dims_view`), the
//! iterator's axes are the output labels then every other label, and each output element
//! is the sum over the other labels of the operands' product, in the result dtype's own
//! precision. Operands are read once, cast to the accumulating type by the typed cast
//! kernels; no per-element enum.

use std::rc::Rc;

use super::array::{NdArray, check_alloc};
use super::dtype::{DType, Kind};
use super::kernels::Arith;
use super::ufunc::cast_copy;
use crate::error::{ExcKind, PyErr, PyResult, value_error};

/// The prepared loop: per operand its element strides per iterator dimension (in its
/// C-ordered copy); the output's strides; the iterator shape.
struct Loop {
    strides: Vec<Vec<usize>>,
    out_strides: Vec<usize>,
    shape: Vec<usize>,
    out_size: usize,
}

/// `view`'s elements in C order as `T` (cast to the result dtype first, as NumPy casts its
/// operands, then widened exactly to the accumulating type).
fn values<T: Arith>(view: &Rc<NdArray>, dt: DType) -> PyResult<Vec<T>> {
    if view.size() == 0 {
        // an empty view's offset may lie anywhere, even past its buffer
        return Ok(Vec::new());
    }
    let c = if view.dtype == dt && dt == T::DT && view.is_c_contiguous() {
        view.clone()
    } else if view.dtype == dt {
        // widening the result dtype to the accumulating type is exact: one pass
        cast_copy(view, T::DT)?
    } else {
        cast_copy(&*cast_copy(view, dt)?, T::DT)?
    };
    let d = c.buf.bytes();
    Ok(d[c.offset..c.offset + c.size() * T::SIZE].chunks_exact(T::SIZE).map(T::rd).collect())
}

fn run_loop<T: Arith>(l: &Loop, views: &[Rc<NdArray>], dt: DType, out_shape: &[usize]) -> PyResult<Rc<NdArray>> {
    let vals: Vec<Vec<T>> = views.iter().map(|v| values::<T>(v, dt)).collect::<PyResult<_>>()?;
    let mut out = vec![T::zero(); l.out_size];
    let nd = l.shape.len();
    let nop = vals.len();
    if !l.shape.contains(&0) && !super::budget::stopped() {
        let mut idx = vec![0usize; nd];
        let mut offs = vec![0usize; nop];
        let mut oo = 0usize;
        let inner = if nd == 0 { 1 } else { l.shape[nd - 1] };
        'outer: loop {
            // innermost dimension
            for i in 0..inner {
                let mut p = vals[0][offs[0] + if nd == 0 { 0 } else { i * l.strides[0][nd - 1] }];
                for k in 1..nop {
                    p = p.mul(vals[k][offs[k] + if nd == 0 { 0 } else { i * l.strides[k][nd - 1] }]);
                }
                let o = oo + if nd == 0 { 0 } else { i * l.out_strides[nd - 1] };
                out[o] = out[o].add(p);
            }
            // advance the outer dimensions
            let mut d = nd.saturating_sub(1);
            loop {
                if d == 0 {
                    break 'outer;
                }
                d -= 1;
                idx[d] += 1;
                for k in 0..nop {
                    offs[k] += l.strides[k][d];
                }
                oo += l.out_strides[d];
                if idx[d] < l.shape[d] {
                    break;
                }
                for k in 0..nop {
                    offs[k] -= l.strides[k][d] * l.shape[d];
                }
                oo -= l.out_strides[d] * l.shape[d];
                idx[d] = 0;
            }
        }
    }
    let res = NdArray::zeros(T::DT, out_shape, false)?;
    {
        let mut d = res.buf.data.borrow_mut();
        for (chunk, v) in d.chunks_exact_mut(T::SIZE).zip(out) {
            v.wr(chunk);
        }
    }
    Ok(res)
}

/// Contract operands whose dimensions carry labels (0 = a broadcast dimension, matched
/// right-aligned as einsum's `...`), into the output labels. Labels repeated within one
/// operand are taken along their diagonal first.
pub fn contract(
    ops_in: &[Rc<NdArray>],
    labels_in: &[Vec<u8>],
    out_labels: &[u8],
    dt: DType,
    shape_err: &dyn Fn(&[(Vec<usize>, Vec<Option<usize>>)]) -> PyErr,
) -> PyResult<Rc<NdArray>> {
    contract_impl(ops_in, labels_in, out_labels, dt, None, false, shape_err)
}

/// `np.einsum`'s contraction: as [`contract`] (whose result is C-ordered, as dot's and
/// matmul's are), with the output laid out as einsum's iterator allocates it, and the shape
/// of an `out=` array that the iterator checks as its last operand (it must match the
/// output dimensions exactly).
pub fn contract_into(
    ops_in: &[Rc<NdArray>],
    labels_in: &[Vec<u8>],
    out_labels: &[u8],
    dt: DType,
    out_given: Option<&[usize]>,
    shape_err: &dyn Fn(&[(Vec<usize>, Vec<Option<usize>>)]) -> PyErr,
) -> PyResult<Rc<NdArray>> {
    if let Some(r) = contig_dot_f64(ops_in, labels_in, out_labels, dt, out_given)? {
        return Ok(r);
    }
    contract_impl(ops_in, labels_in, out_labels, dt, out_given, true, shape_err)
}

/// `einsum('i,i', a, b)` of two float64 vectors: for contiguous ones NumPy's
/// `sum_of_products_contig_contig_outstride0_two` (einsum_sumprod.c.src) sums in SIMD
/// lanes, not in order; None for every other contraction.
fn contig_dot_f64(
    ops_in: &[Rc<NdArray>],
    labels_in: &[Vec<u8>],
    out_labels: &[u8],
    dt: DType,
    out_given: Option<&[usize]>,
) -> PyResult<Option<Rc<NdArray>>> {
    let [a, b] = ops_in else { return Ok(None) };
    let simple = |x: &NdArray, l: &[u8]| x.dtype == DType::Float64 && x.ndim() == 1 && l.len() == 1 && l[0] != 0;
    if dt != DType::Float64
        || !out_labels.is_empty()
        || out_given.is_some_and(|s| !s.is_empty())
        || !simple(a, &labels_in[0])
        || !simple(b, &labels_in[1])
        || labels_in[0] != labels_in[1]
        || a.shape != b.shape
    {
        return Ok(None);
    }
    let read = |x: &Rc<NdArray>| -> PyResult<Vec<f64>> {
        let c = if x.strides[0] == 8 { x.clone() } else { super::view::copy(x, DType::Float64, super::view::Order::C)? };
        let d = c.buf.bytes();
        Ok(d[c.offset..c.offset + c.size() * 8].chunks_exact(8).map(|c| f64::from_le_bytes(c.try_into().unwrap_or([0; 8]))).collect())
    };
    // the buffered iterator hands NPY_BUFSIZE elements per inner loop, each chunk's sum
    // added to the output; strided operands get the plain in-order kernel
    let contig = a.strides[0] == 8 && b.strides[0] == 8;
    let (va, vb) = (read(a)?, read(b)?);
    let sum = va.chunks(8192).zip(vb.chunks(8192)).fold(0.0, |out, (x, y)| {
        let accum = if contig {
            sum_of_products_contig_two(x, y)
        } else {
            x.iter().zip(y).fold(0.0, |acc, (p, q)| acc + p * q)
        };
        accum + out
    });
    let r = NdArray::zeros(DType::Float64, &[], false)?;
    r.buf.data.borrow_mut()[..8].copy_from_slice(&sum.to_le_bytes());
    Ok(Some(r))
}

/// einsum_sumprod.c.src is compiled for NumPy's baseline only (x86-64-v2 in NumPy 2.4's
/// wheels, not a runtime-dispatched source): two SSE lanes, and `npyv_muladd` a multiply
/// then an add, whatever the CPU.
const F64_LANES: usize = 2;

fn muladd(a: f64, b: f64, c: f64) -> f64 {
    a * b + c
}

/// The float64 kernel: per lane, four vectors per step chained from the last to the first,
/// the tail zero-padded, then the lanes added.
pub fn sum_of_products_contig_two(a: &[f64], b: &[f64]) -> f64 {
    let v = F64_LANES;
    let mut acc = [0.0f64; F64_LANES];
    let n = a.len().min(b.len());
    let mut i = 0;
    while n - i >= 4 * v {
        for (lane, acc) in acc.iter_mut().enumerate().take(v) {
            let at = |k: usize| i + k * v + lane;
            let ab3 = muladd(a[at(3)], b[at(3)], *acc);
            let ab2 = muladd(a[at(2)], b[at(2)], ab3);
            let ab1 = muladd(a[at(1)], b[at(1)], ab2);
            *acc = muladd(a[at(0)], b[at(0)], ab1);
        }
        i += 4 * v;
    }
    while i < n {
        for (lane, acc) in acc.iter_mut().enumerate().take(v) {
            let (x, y) = if i + lane < n { (a[i + lane], b[i + lane]) } else { (0.0, 0.0) };
            *acc = muladd(x, y, *acc);
        }
        i += v;
    }
    // npyv_sum_f64 on SSE: the high lane added to the low one
    acc[0] + acc[1]
}

fn contract_impl(
    ops_in: &[Rc<NdArray>],
    labels_in: &[Vec<u8>],
    out_labels: &[u8],
    dt: DType,
    out_given: Option<&[usize]>,
    keep_order: bool,
    shape_err: &dyn Fn(&[(Vec<usize>, Vec<Option<usize>>)]) -> PyErr,
) -> PyResult<Rc<NdArray>> {
    // combine repeated labels into diagonals (get_combined_dims_view)
    let mut ops: Vec<(Vec<usize>, Vec<isize>, Vec<u8>, Rc<NdArray>)> = Vec::new();
    for (iop, (op, labels)) in ops_in.iter().zip(labels_in).enumerate() {
        let mut dims: Vec<usize> = Vec::new();
        let mut strides: Vec<isize> = Vec::new();
        let mut labs: Vec<u8> = Vec::new();
        for (d, &l) in labels.iter().enumerate() {
            let first = if l != 0 { labs.iter().position(|&x| x == l) } else { None };
            match first {
                Some(i) => {
                    if dims[i] != op.shape[d] {
                        return Err(value_error(format!(
                            "dimensions in operand {} for collapsing index '{}' don't match ({} != {})",
                            iop, l as char, dims[i], op.shape[d]
                        )));
                    }
                    strides[i] += op.strides[d];
                }
                None => {
                    dims.push(op.shape[d]);
                    strides.push(op.strides[d]);
                    labs.push(l);
                }
            }
        }
        let v = NdArray::build(op.buf.clone(), op.offset, dims.clone(), strides.clone(), op.dtype, false, false, None)?;
        ops.push((dims, strides, labs, v));
    }
    // iterator labels: the output's, then every other label in ascending order
    let mut iter_labels: Vec<u8> = out_labels.to_vec();
    let mut seen = [false; 256];
    for (_, _, labs, _) in &ops {
        for &l in labs {
            seen[l as usize] = true;
        }
    }
    for l in 1..=255u8 {
        if seen[l as usize] && !out_labels.contains(&l) {
            iter_labels.push(l);
        }
    }
    let ni = iter_labels.len();
    // op axes (prepare_op_axes): broadcast dimensions match from the right
    let mut axes: Vec<Vec<Option<usize>>> = Vec::new();
    for (_, _, labs, _) in &ops {
        let mut a = vec![None; ni];
        let mut ib = labs.len() as isize - 1;
        for i in (0..ni).rev() {
            let l = iter_labels[i];
            if l == 0 {
                while ib >= 0 && labs[ib as usize] != 0 {
                    ib -= 1;
                }
                if ib >= 0 {
                    a[i] = Some(ib as usize);
                    ib -= 1;
                }
            } else {
                a[i] = labs.iter().position(|&x| x == l);
            }
        }
        axes.push(a);
    }
    // broadcast the iterator shape
    let mut shape = vec![1usize; ni];
    for i in 0..ni {
        for (k, (dims, _, _, _)) in ops.iter().enumerate() {
            if let Some(d) = axes[k][i] {
                let n = dims[d];
                if n != 1 {
                    if shape[i] == 1 {
                        shape[i] = n;
                    } else if shape[i] != n {
                        let info: Vec<(Vec<usize>, Vec<Option<usize>>)> = ops
                            .iter()
                            .zip(&axes)
                            .map(|((dims, _, _, _), a)| (dims.clone(), a.iter().map(|x| x.map(|d| dims[d])).collect()))
                            .collect();
                        return Err(shape_err(&info));
                    }
                }
            }
        }
    }
    let out_shape: Vec<usize> = shape[..out_labels.len()].to_vec();
    if let Some(given) = out_given
        && given != out_shape.as_slice()
    {
        let mut info: Vec<(Vec<usize>, Vec<Option<usize>>)> = ops
            .iter()
            .zip(&axes)
            .map(|((dims, _, _, _), a)| (dims.clone(), a.iter().map(|x| x.map(|d| dims[d])).collect()))
            .collect();
        info.push((given.to_vec(), (0..ni).map(|i| if i < out_labels.len() { given.get(i).copied() } else { None }).collect()));
        return Err(shape_err(&info));
    }
    check_alloc(&out_shape, dt)?;
    let work = shape.iter().fold(1u128, |acc, &d| acc.saturating_mul(d as u128));
    if work > 1u128 << 28 {
        return Err(PyErr::new(ExcKind::MemoryError, "stridelab: this contraction needs more than 2**28 steps"));
    }
    let out_size: usize = out_shape.iter().product();
    let mut out_strides = vec![0usize; ni];
    let mut acc = 1usize;
    for i in (0..out_labels.len()).rev() {
        out_strides[i] = acc;
        acc *= out_shape[i];
    }
    let mut views = Vec::new();
    let mut strides = Vec::new();
    for ((dims, _, _, v), a) in ops.iter().zip(&axes) {
        let mut cst = vec![1usize; dims.len()];
        for d in (0..dims.len().saturating_sub(1)).rev() {
            cst[d] = cst[d + 1] * dims[d + 1];
        }
        strides.push((0..ni).map(|i| a[i].map(|d| if dims[d] == 1 { 0 } else { cst[d] }).unwrap_or(0)).collect());
        views.push(v.clone());
    }
    let l = Loop { strides, out_strides, shape, out_size };
    // float16 products accumulate in float32 (NumPy's half dot/matmul/einsum loops);
    // integers accumulate in 64 bits (they wrap, so casting at the end gives the same bits)
    let acc = match dt {
        DType::Float16 | DType::Float32 => DType::Float32,
        d if d.kind() == Kind::UInt => DType::UInt64,
        d if d.kind() == Kind::Int => DType::Int64,
        d => d,
    };
    let res = match acc {
        DType::Bool => run_loop::<bool>(&l, &views, dt, &out_shape)?,
        DType::Float64 => run_loop::<f64>(&l, &views, dt, &out_shape)?,
        DType::Float32 => run_loop::<f32>(&l, &views, dt, &out_shape)?,
        DType::Complex64 => run_loop::<crate::complex::C64>(&l, &views, dt, &out_shape)?,
        DType::Complex128 => run_loop::<crate::complex::C128>(&l, &views, dt, &out_shape)?,
        DType::UInt64 => run_loop::<u64>(&l, &views, dt, &out_shape)?,
        _ => run_loop::<i64>(&l, &views, dt, &out_shape)?,
    };
    let res = if res.dtype == dt { res } else { cast_copy(&res, dt)? };
    // the iterator allocates the output in order 'K' (einsum.c.src `PyArray_EinsteinSum`):
    // its axes in the order the iterator walks them, which follows the operands' strides
    // (length-1 and missing axes stride 0, so they never decide)
    let op_strides: Vec<Vec<isize>> = ops
        .iter()
        .zip(&axes)
        .map(|((dims, st, _, _), a)| (0..ni).map(|i| a[i].map_or(0, |d| if dims[d] == 1 { 0 } else { st[d] })).collect())
        .collect();
    let perm: Vec<usize> =
        super::view::iter_keep_order_multi(ni, &op_strides).into_iter().filter(|&i| i < out_labels.len()).collect();
    if keep_order && res.size() > 0 && perm.iter().enumerate().any(|(i, &p)| i != p) {
        return super::view::copy_in_axis_order(&res, dt, &perm);
    }
    Ok(res)
}
