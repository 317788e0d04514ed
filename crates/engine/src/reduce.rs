//! Reductions: sum, prod, max, min, mean, argmax/argmin, all/any, std/var, cumsum/cumprod, ptp.
//!
//! Follows NumPy 2.4: default accumulator dtypes (`np.add.reduce` on small ints uses the
//! platform long, numpy/_core/_methods.py for mean/var/std), empty-reduction errors
//! (reduction.c "zero-size array to reduction operation maximum which has no identity"),
//! and float summation order: NumPy's inner reduce loop calls `pairwise_sum`
//! (umath/loops_utils.h.src) along the innermost (smallest-stride) axis when that axis is
//! reduced, and otherwise adds whole rows in order; we reproduce both so float sums match
//! bit for bit. Inputs NumPy's iterator buffers (sliced, transposed or cast ones;
//! nditer_constr.c `npyiter_find_buffering_setup`) are reduced in its chunks
//! (`reduce_buffered`), max/min group as its SIMD loops do (`minmax`), and results are laid
//! out in the input's memory order as the iterator allocates them. mean = sum / n; var = NumPy's two-pass
//! `sum((x - mean)**2) / (n - ddof)` built from the same primitives.
//!
//! Speed: each output element is produced in order by a tight typed loop over its (usually
//! small) reduced sub-array — the shape of window reductions like
//! `sliding_window_view(x, (3, 3))[:, ::2, ::2].max((-2, -1))`; when the innermost axis is
//! kept, rows are folded into the output instead (outer-axis reductions). A long float sum
//! over many runs or buffered calls runs as two halves at once (`split_run_sums`,
//! `reduce_buffered`): the second half's run or call sums are added in order afterwards.

use std::rc::Rc;

use super::array::NdArray;
use super::dtype::DType;
use super::kernels::{self, Arith, Elem, with_elem};
use super::budget;
use super::minmax;
use super::parallel;
use super::layout;
use super::ufunc::{self, BinOp, Operand, UnOp};
use crate::error::{PyResult, axis_error, type_error, value_error};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RedOp {
    Sum,
    Prod,
    Max,
    Min,
    Mean,
    ArgMax,
    ArgMin,
    All,
    Any,
    Std,
    Var,
    CumSum,
    CumProd,
    Ptp,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Core {
    Sum,
    Prod,
    Max,
    Min,
}

/// NumPy's default accumulator for sum/prod/cumsum/cumprod: small ints widen to the platform
/// long (int64 / uint64), bool to int64.
pub fn default_sum_dtype(d: DType) -> DType {
    match d {
        DType::Bool | DType::Int8 | DType::Int16 | DType::Int32 => DType::Int64,
        DType::UInt8 | DType::UInt16 | DType::UInt32 => DType::UInt64,
        _ => d,
    }
}

/// mean/var/std accumulate integers and bools in float64.
fn default_mean_dtype(d: DType) -> DType {
    if d.is_float() || d.is_complex() { d } else { DType::Float64 }
}

/// The C-contiguous copy (or the array itself) as a 1-d array, for axis=None of argmax/cumsum.
fn flatten(a: &Rc<NdArray>) -> PyResult<Rc<NdArray>> {
    let src = if a.is_c_contiguous() { a.clone() } else { ufunc::cast_copy(a, a.dtype)? };
    let n = src.size();
    NdArray::build(
        src.buf.clone(),
        src.offset,
        vec![n],
        vec![src.itemsize() as isize],
        src.dtype,
        false,
        true,
        None,
    )
}

/// Same elements, new shape, for a C-contiguous owned result.
fn reshaped(a: Rc<NdArray>, shape: Vec<usize>) -> PyResult<Rc<NdArray>> {
    if a.shape == shape {
        return Ok(a);
    }
    let strides = layout::alloc_strides(&shape, a.itemsize(), false);
    NdArray::build(a.buf.clone(), a.offset, shape, strides, a.dtype, true, true, None)
}

/// The axes of `a` in the order NumPy's iterator walks them (order='K' without flipping,
/// outermost first): sorted by stride, length-1 axes counting as stride 0.
fn walk_perm(a: &NdArray) -> Vec<usize> {
    let nd = a.ndim();
    if nd < 2 {
        return (0..nd).collect();
    }
    let s0: Vec<isize> = (0..nd).map(|i| if a.shape[i] == 1 { 0 } else { a.strides[i] }).collect();
    super::view::iter_keep_order_multi(nd, &[s0])
}

/// `a` in dtype `d`: a cast copy laid out in the order NumPy's iterator walks `a` (its
/// axes sorted by stride), so the reduction of the copy makes the decisions that depend on
/// the layout (which axis is innermost, which runs coalesce) as NumPy makes them for `a`.
fn cast_if(a: &Rc<NdArray>, d: DType) -> PyResult<Rc<NdArray>> {
    if a.dtype == d {
        return Ok(a.clone());
    }
    let perm = walk_perm(a);
    let fresh = NdArray::for_overwrite(d, &a.shape)?;
    let strides = layout::strides_in_perm_order(&a.shape, &perm, d.itemsize());
    let out = NdArray::build(fresh.buf.clone(), 0, a.shape.clone(), strides, d, true, true, None)?;
    super::assign::assign(&out, a, &a.strides);
    Ok(out)
}

/// Reduce `a` over `axis` (None = all axes; Some(list) already normalised by the caller, no
/// duplicates; argmax/argmin/cumsum/cumprod take one axis, or None meaning flattened).
pub fn reduce(
    op: RedOp,
    a: &Rc<NdArray>,
    axis: Option<&[usize]>,
    keepdims: bool,
    ddof: i64,
    dtype: Option<DType>,
) -> PyResult<Rc<NdArray>> {
    let nd = a.ndim();
    if let Some(ax) = axis {
        for &x in ax {
            if x >= nd {
                return Err(axis_error(format!("axis {} is out of bounds for array of dimension {}", x, nd)));
            }
        }
    }
    match op {
        RedOp::ArgMax | RedOp::ArgMin => return arg_reduce(op, a, axis, keepdims),
        RedOp::CumSum | RedOp::CumProd => return cumulative(op, a, axis, dtype),
        _ => {}
    }
    let mut red = vec![axis.is_none(); nd];
    if let Some(ax) = axis {
        for &x in ax {
            red[x] = true;
        }
    }
    let kd_shape: Vec<usize> = (0..nd).map(|i| if red[i] { 1 } else { a.shape[i] }).collect();
    let out_shape: Vec<usize> = if keepdims {
        kd_shape.clone()
    } else {
        (0..nd).filter(|&i| !red[i]).map(|i| a.shape[i]).collect()
    };
    let n_red: usize = (0..nd).filter(|&i| red[i]).map(|i| a.shape[i]).product();
    match op {
        RedOp::Max | RedOp::Min | RedOp::Ptp => {
            if a.dtype == DType::Bool && op == RedOp::Ptp {
                return Err(type_error(
                    "numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.",
                ));
            }
            if n_red == 0 {
                let name = if op == RedOp::Min { "minimum" } else { "maximum" };
                return Err(value_error(format!(
                    "zero-size array to reduction operation {} which has no identity",
                    name
                )));
            }
            if op == RedOp::Ptp {
                let mx = core_reduce_keep(Core::Max, a, &red, a, keepdims, None)?;
                let mn = core_reduce_keep(Core::Min, a, &red, a, keepdims, None)?;
                return ufunc::binary(BinOp::Sub, &Operand::Array(mx), &Operand::Array(mn), None);
            }
            let core = if op == RedOp::Max { Core::Max } else { Core::Min };
            core_reduce_keep(core, a, &red, a, keepdims, None)
        }
        RedOp::Sum | RedOp::Prod => {
            let acc = dtype.unwrap_or_else(|| default_sum_dtype(a.dtype));
            let core = if op == RedOp::Sum { Core::Sum } else { Core::Prod };
            // (a float64 accumulator, e.g. the mean of integers: cast chunk by chunk)
            if acc == DType::Float64 && a.dtype != acc && !a.dtype.is_complex() && n_red > 0 && buffered_calls(a, 8, &red, true).is_some() {
                return core_reduce_keep(core, a, &red, a, keepdims, Some(core_reduce_into_f64));
            }
            let src = cast_if(a, acc)?;
            core_reduce_keep(core, &src, &red, a, keepdims, None)
        }
        RedOp::All | RedOp::Any => {
            let src = cast_if(a, DType::Bool)?;
            // all = logical_and.reduce (min over bools), any = logical_or.reduce (max)
            let core = if op == RedOp::All { Core::Min } else { Core::Max };
            if n_red == 0 {
                let r = NdArray::zeros(DType::Bool, &out_shape, false)?;
                if op == RedOp::All {
                    r.buf.data.borrow_mut().iter_mut().for_each(|x| *x = 1);
                }
                return Ok(r);
            }
            core_reduce_keep(core, &src, &red, a, keepdims, None)
        }
        RedOp::Mean => {
            // _methods._mean sums float16 in float32 and casts the quotient back to float16
            if a.dtype == DType::Float16 && dtype.is_none() {
                let s = reduce(RedOp::Sum, a, axis, keepdims, 0, Some(DType::Float32))?;
                let q = divide_by_count(s, n_red)?;
                let out = ufunc::alloc_keep_order(DType::Float16, q.dtype, &q.shape, &[&Operand::Array(q.clone())])?;
                ufunc::assign_cast(&out, &q);
                return Ok(out);
            }
            let acc = dtype.unwrap_or_else(|| default_mean_dtype(a.dtype));
            let s = reduce(RedOp::Sum, a, axis, keepdims, 0, Some(acc))?;
            divide_by_count(s, n_red)
        }
        RedOp::Var | RedOp::Std => {
            let acc = dtype.unwrap_or_else(|| default_mean_dtype(a.dtype));
            // arrmean = sum(arr, keepdims=True, dtype) / n
            let mean = reduce(RedOp::Sum, a, axis, true, 0, Some(acc))?;
            let mean = divide_by_count(mean, n_red)?;
            // x = arr - arrmean; x = x * x (in place, as NumPy does)
            let x = ufunc::binary(BinOp::Sub, &Operand::Array(a.clone()), &Operand::Array(mean), None)?;
            let x = if x.dtype.is_complex() {
                // |x|**2 as _methods._var does: each part squared in place, their sum written
                // into the real part, which (a strided float view) is what gets summed
                let (re, im) = (crate::view::complex_part(&x, false)?, crate::view::complex_part(&x, true)?);
                let (ro, io) = (Operand::Array(re.clone()), Operand::Array(im.clone()));
                ufunc::binary(BinOp::Mul, &ro, &ro, Some(&re))?;
                ufunc::binary(BinOp::Mul, &io, &io, Some(&im))?;
                ufunc::binary(BinOp::Add, &ro, &io, Some(&re))?;
                re
            } else {
                let xo = Operand::Array(x.clone());
                ufunc::binary(BinOp::Mul, &xo, &xo, Some(&x))?;
                x
            };
            let sdt = if x.dtype.is_float() && dtype.is_none() { None } else { Some(acc) };
            let s = reduce(RedOp::Sum, &x, axis, keepdims, 0, sdt)?;
            let v = divide_by_count(s, (n_red as i64).saturating_sub(ddof).max(0) as usize)?;
            if op == RedOp::Std {
                ufunc::unary(UnOp::Sqrt, &v, Some(&v))?;
            }
            Ok(v)
        }
        _ => Err(value_error("unsupported reduction")),
    }
}

/// `ret / rcount` as _methods.py does it: `rcount` is an `np.intp` scalar, so the quotient is
/// computed in the promoted dtype (float64 for float16/float32, complex128 for complex64)
/// and cast back into the result (`out=ret, casting='unsafe'`).
fn divide_by_count(s: Rc<NdArray>, n: usize) -> PyResult<Rc<NdArray>> {
    let count = NdArray::from_scalars(DType::Int64, &[], &[super::dtype::Scalar::Int(n as i64)])?;
    let q = ufunc::binary(BinOp::TrueDiv, &Operand::Array(s.clone()), &Operand::Array(count), None)?;
    if q.dtype == s.dtype {
        Ok(q)
    } else {
        ufunc::assign_cast(&s, &q);
        Ok(s)
    }
}

/// Reduce as NumPy's iterator does: the axes of `a` taken in `orig`'s memory order (a view),
/// the result allocated C-contiguous over them, which is the order='K' layout NumPy gives it,
/// and returned as a view in the input's axis order (length-1 axes kept for `keepdims`).
type Kernel = fn(Core, &Rc<NdArray>, &[bool]) -> PyResult<Rc<NdArray>>;

fn core_reduce_keep(core: Core, a: &Rc<NdArray>, red: &[bool], orig: &NdArray, keepdims: bool, kernel: Option<Kernel>) -> PyResult<Rc<NdArray>> {
    let nd = a.ndim();
    let perm = walk_perm(orig);
    let permuted = |x: &NdArray| {
        let shape: Vec<usize> = perm.iter().map(|&k| x.shape[k]).collect();
        let strides: Vec<isize> = perm.iter().map(|&k| x.strides[k]).collect();
        NdArray::build(x.buf.clone(), x.offset, shape, strides, x.dtype, true, true, None)
    };
    let pred: Vec<bool> = perm.iter().map(|&k| red[k]).collect();
    let r = match kernel {
        Some(k) => k(core, &permuted(a)?, &pred)?,
        None => core_reduce_cast(core, &permuted(a)?, &pred, &*permuted(orig)?)?,
    };
    let kd: Vec<usize> = (0..nd).map(|k| if red[k] { 1 } else { a.shape[k] }).collect();
    let shape: Vec<usize> = (0..nd).filter(|&k| keepdims || !red[k]).map(|k| kd[k]).collect();
    if r.size() == 0 {
        return reshaped(r, shape);
    }
    let pstr = layout::contiguous_strides(&perm.iter().map(|&k| kd[k]).collect::<Vec<_>>(), r.itemsize(), false);
    let mut kd_strides = vec![0isize; nd];
    for (i, &k) in perm.iter().enumerate() {
        kd_strides[k] = pstr[i];
    }
    let strides: Vec<isize> = (0..nd).filter(|&k| keepdims || !red[k]).map(|k| kd_strides[k]).collect();
    NdArray::build(r.buf.clone(), r.offset, shape, strides, r.dtype, true, true, None)
}

/// Reduce `a`, a cast copy of `orig` when their dtypes differ: NumPy walks `orig` and casts
/// it chunk by chunk in its buffers, which decides how its inner-loop calls cut the elements.
fn core_reduce_cast(core: Core, a: &Rc<NdArray>, red: &[bool], orig: &NdArray) -> PyResult<Rc<NdArray>> {
    with_elem!(a.dtype, T => core_reduce::<T>(core, a, red, orig))
}

/// A float64 sum or product of `a` (another real dtype) that NumPy buffers: each chunk is
/// cast as it is gathered, as NumPy's buffer casts it, with no float64 copy of the whole.
fn core_reduce_into_f64(core: Core, a: &Rc<NdArray>, red: &[bool]) -> PyResult<Rc<NdArray>> {
    let nd = a.ndim();
    let kshape: Vec<usize> = (0..nd).filter(|&i| !red[i]).map(|i| a.shape[i]).collect();
    let out = NdArray::zeros(DType::Float64, &kshape, false)?;
    let Some(calls) = buffered_calls(a, 8, red, true) else {
        return core_reduce_cast(core, &cast_if(a, DType::Float64)?, red, a);
    };
    if out.size() > 0 {
        let f = move |x: f64, y: f64| if core == Core::Prod { x.mul_reduce(y) } else { x.add(y) };
        let mut od = out.buf.data.borrow_mut();
        with_elem!(a.dtype, S => reduce_buffered::<S, f64>(core, a, red, a, calls, &mut od, f));
    }
    Ok(out)
}

/// How NumPy's reduction iterator cuts one output's reduced elements into inner-loop calls
/// when it buffers the input (reduction.c with nditer_constr.c's axis order, coalescing and
/// `npyiter_find_buffering_setup`): `slab` elements run without a break, cut into calls of
/// `chunk`. None when every call is one run of the array itself (no buffering), or when each
/// call walks kept elements (element-wise, whose order is the same either way).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct BufferedCalls {
    slab: usize,
    chunk: usize,
}

fn buffered_calls(a: &NdArray, itemsize: usize, red: &[bool], cast: bool) -> Option<BufferedCalls> {
    let (nd, shape) = (a.ndim(), &a.shape);
    if nd == 0 {
        return None;
    }
    // length-1 axes have zero strides in the iterator (npyiter_fill_axisdata)
    let in_s: Vec<isize> = (0..nd).map(|i| if shape[i] == 1 { 0 } else { a.strides[i] }).collect();
    // the result is allocated by the iterator, after the axis order is chosen from the input
    let perm = walk_perm(a);
    let mut out_s = vec![0isize; nd];
    let mut step = itemsize as isize;
    for &ax in perm.iter().rev() {
        if !red[ax] && shape[ax] > 1 {
            out_s[ax] = step;
            step *= shape[ax] as isize;
        }
    }
    let lens: Vec<usize> = perm.iter().map(|&ax| shape[ax]).collect();
    let ops = [perm.iter().map(|&ax| out_s[ax]).collect::<Vec<_>>(), perm.iter().map(|&ax| in_s[ax]).collect()];
    let groups = super::nditer::coalesce(&lens, &ops);
    let setup = super::nditer::buffer_setup_reduce(&groups, &[false, cast], &[true, false], super::nditer::BUFSIZE, true);
    let inner = groups.last()?;
    if !setup.buffered[1] || inner.strides[0] != 0 {
        return None;
    }
    if setup.using_reduce {
        return Some(BufferedCalls { slab: setup.core, chunk: setup.core });
    }
    let slab = groups.iter().rev().take(setup.core_groups).map(|g| g.len).product();
    Some(BufferedCalls { slab, chunk: setup.size })
}

/// Reduce an array whose dtype is `T` over the axes flagged in `red`; the result is a fresh
/// C-contiguous array of the kept dims.
fn core_reduce<T: Arith>(core: Core, a: &NdArray, red: &[bool], orig: &NdArray) -> PyResult<Rc<NdArray>> {
    let nd = a.ndim();
    let kshape: Vec<usize> = (0..nd).filter(|&i| !red[i]).map(|i| a.shape[i]).collect();
    let kstr: Vec<isize> = (0..nd).filter(|&i| !red[i]).map(|i| a.strides[i]).collect();
    // reduced axes in memory order (largest |stride| first) so the innermost is the fastest
    let mut rax: Vec<usize> = (0..nd).filter(|&i| red[i]).collect();
    rax.sort_by_key(|&i| std::cmp::Reverse(a.strides[i].unsigned_abs()));
    let rshape: Vec<usize> = rax.iter().map(|&i| a.shape[i]).collect();
    let rstr: Vec<isize> = rax.iter().map(|&i| a.strides[i]).collect();
    let out = NdArray::zeros(T::DT, &kshape, false)?;
    if out.size() == 0 {
        return Ok(out);
    }
    let ostr = layout::contiguous_strides(&kshape, T::SIZE, false);
    let n_red = layout::size_of(&rshape);
    let data = a.buf.data.borrow();
    let d: &[u8] = &data;
    let mut od = out.buf.data.borrow_mut();
    if n_red == 0 {
        let id = if core == Core::Prod { T::one() } else { T::zero() };
        for c in od.chunks_exact_mut(T::SIZE) {
            id.wr(c);
        }
        return Ok(out.clone());
    }
    // Is the innermost (smallest-stride) axis of the input a reduced one?
    let inner_ax = (0..nd).filter(|&i| a.shape[i] > 1).min_by_key(|&i| (a.strides[i].unsigned_abs(), std::cmp::Reverse(i)));
    let reduced_inner = inner_ax.is_none_or(|i| red[i]);
    // complex sums are pairwise too, and never reassociated into lanes
    let is_float = T::DT.is_float() || T::DT.is_complex();
    let pairwise = core == Core::Sum && is_float && reduced_inner;
    let kept_size = out.size();
    let f = move |x: T, y: T| -> T {
        match core {
            Core::Sum => x.add(y),
            Core::Prod => x.mul_reduce(y),
            Core::Max => x.np_max(y),
            Core::Min => x.np_min(y),
        }
    };

    // Length of the innermost reduced run (after merging chained reduced axes).
    let (rd_dims, _) = kernels::coalesce(&rshape, [&rstr[..]]);
    let inner_run = rd_dims.last().copied().unwrap_or(1);
    // Short reduced runs (windows like 3x3 or 2x2 blocks) go faster as whole-slice folds (B);
    // below 8 elements NumPy's pairwise sum is a plain loop from 0, so B keeps its bits.
    // float16 sums and products always take A: NumPy accumulates every run in float32.
    let half_run = T::DT == DType::Float16 && reduced_inner && matches!(core, Core::Sum | Core::Prod);
    // (a complex pairwise sum leaves its plain loop at 4 elements)
    let pw_min = if T::DT.is_complex() { 4 } else { 8 };
    // a buffered input: each output's elements are copied in NumPy's order and reduced by the
    // calls NumPy makes on its buffer (integer results do not depend on the grouping)
    let calls = if T::DT.is_float() || T::DT.is_complex() {
        buffered_calls(orig, T::SIZE, red, orig.dtype != T::DT)
    } else {
        None
    };
    if let Some(calls) = calls {
        let od: &mut [u8] = &mut od;
        reduce_buffered::<T, T>(core, a, red, orig, calls, od, f);
    } else if (reduced_inner && inner_run >= pw_min) || kept_size < 16 || half_run {
        // Strategy A: every output in order, its reduced sub-array folded by a tight loop.
        let (rd, rs) = kernels::coalesce(&rshape, [&rstr[..]]);
        let lanes = !is_float;
        let minmax = matches!(core, Core::Max | Core::Min);
        // NumPy's max/min reduce loops group their comparisons, which decides between 0.0
        // and -0.0 (`minmax`); its float16 and complex loops, and the element-wise loop of an
        // inner kept axis, go in order
        let minmax_grouped = minmax && reduced_inner && T::DT != DType::Float16 && !T::DT.is_complex();
        let (inner_n, inner_s) = match (rd.last(), rs.last()) {
            (Some(&n), Some(s)) => (n, s[0]),
            _ => (1, 0),
        };
        let outer_d: Vec<usize> = rd[..rd.len().saturating_sub(1)].to_vec();
        let outer_s: Vec<isize> = rs[..rs.len().saturating_sub(1)].iter().map(|s| s[0]).collect();
        // `first`: the run holding the output's starting value (max/min start from the first
        // element and skip it, as NumPy's reduction does)
        let run = |acc: T, p: usize, first: bool| -> T {
            if minmax {
                let (q, m) = if first { (p as isize + inner_s, inner_n - 1) } else { (p as isize, inner_n) };
                if m == 0 {
                    acc
                } else if minmax_grouped {
                    minmax_run(core, d, q as usize, m, inner_s, acc)
                } else {
                    kernels::fold_run(d, q as usize, m, inner_s, acc, false, f)
                }
            } else if pairwise {
                acc.add_pairwise(d, p, inner_n, inner_s)
            } else if half_run {
                acc.mul_run(d, p, inner_n, inner_s)
            } else {
                kernels::fold_run(d, p, inner_n, inner_s, acc, lanes, f)
            }
        };
        let mut idx = vec![0usize; outer_d.len()];
        let mut cell = |p: usize| -> T {
            if pairwise && let Some(v) = split_run_sums::<T>(d, p, &outer_d, &outer_s, inner_n, inner_s) {
                return v;
            }
            let init = match core {
                Core::Sum => T::zero(),
                Core::Prod => T::one(),
                Core::Max | Core::Min => T::rd(&d[p..]),
            };
            match outer_d.len() {
                0 => run(init, p, true),
                1 => {
                    let mut acc = init;
                    for i in 0..outer_d[0] {
                        acc = run(acc, (p as isize + i as isize * outer_s[0]) as usize, i == 0);
                    }
                    acc
                }
                2 => {
                    let mut acc = init;
                    for i in 0..outer_d[0] {
                        let pi = p as isize + i as isize * outer_s[0];
                        for j in 0..outer_d[1] {
                            acc = run(acc, (pi + j as isize * outer_s[1]) as usize, i == 0 && j == 0);
                        }
                        // a huge cell (a whole-array reduction) still answers Ctrl-C
                        if outer_d[1] * inner_n >= budget::CHUNK as usize && !budget::poll() {
                            break;
                        }
                    }
                    acc
                }
                _ => {
                    idx.iter_mut().for_each(|x| *x = 0);
                    let mut acc = init;
                    let mut q = p as isize;
                    let mut since = 0usize;
                    let mut first = true;
                    'outer: loop {
                        acc = run(acc, q as usize, first);
                        first = false;
                        since += inner_n;
                        if since >= budget::CHUNK as usize {
                            since = 0;
                            if !budget::poll() {
                                break 'outer;
                            }
                        }
                        if !layout::next_index(&mut idx, &outer_d, |ax, m| q += m * outer_s[ax]) {
                            break 'outer;
                        }
                    }
                    acc
                }
            }
        };
        let od: &mut [u8] = &mut od;
        let mut meter = budget::Meter::default();
        kernels::for_each_run(&kshape, [&kstr[..], &ostr[..]], [a.offset, 0], |p, n, s| {
            for i in 0..n {
                if !meter.add(n_red) {
                    return;
                }
                let v = cell((p[0] as isize + i as isize * s[0]) as usize);
                v.wr(&mut od[(p[1] as isize + i as isize * s[1]) as usize..]);
            }
        });
    } else {
        // Strategy B: fold whole reduced slices into the output, one output row (last kept
        // axis) at a time so the row stays in L1; reduced positions in memory order (NumPy's
        // row-by-row accumulation for outer-axis reductions).
        let od: &mut [u8] = &mut od;
        let k = kshape.len();
        let (row_n, row_s) = if k == 0 { (1usize, 0isize) } else { (kshape[k - 1], kstr[k - 1]) };
        let row_bytes = row_n * T::SIZE;
        let mut roffs = Vec::with_capacity(n_red);
        layout::for_each_offset(0, &rshape, &rstr, |o| roffs.push(o as isize));
        let oshape = &kshape[..k.saturating_sub(1)];
        let ostrides = &kstr[..k.saturating_sub(1)];
        let init = match core {
            Core::Sum => Some(T::zero()),
            Core::Prod => Some(T::one()),
            _ => None,
        };
        // max/min of float32/float64 over contiguous runs: where NumPy's last inner-loop call
        // begins (the first call starts after the output's first element)
        let inner_contiguous = rstr.last().is_some_and(|&s| s == T::SIZE as isize);
        let nan_reset_before = (matches!(core, Core::Max | Core::Min)
            && reduced_inner
            && inner_contiguous
            && matches!(T::DT, DType::Float32 | DType::Float64))
        .then(|| {
            let runs = n_red / inner_run.max(1);
            if runs >= 2 {
                (runs - 1) * inner_run
            } else {
                usize::from(inner_run >= 2)
            }
        });
        // a float sum over short inner runs: NumPy's inner loop adds each run's own sum (its
        // pairwise sum below 8 elements is a plain loop from 0) to the output
        let run_sums = core == Core::Sum && is_float && reduced_inner && inner_run > 0;
        let mut row = 0usize;
        let mut meter = budget::Meter::default();
        layout::for_each_offset(a.offset, oshape, ostrides, |ib| {
            if !meter.add(row_n * n_red) {
                return;
            }
            let orow = &mut od[row * row_bytes..(row + 1) * row_bytes];
            row += 1;
            let fold = |orow: &mut [u8], base: isize, first: bool| {
                if row_s == T::SIZE as isize {
                    let ia = &d[base as usize..base as usize + row_bytes];
                    for (x, z) in ia.chunks_exact(T::SIZE).zip(orow.chunks_exact_mut(T::SIZE)) {
                        let v = T::rd(x);
                        if first { v } else { f(T::rd(z), v) }.wr(z);
                    }
                } else if row_s >= T::SIZE as isize && row_n > 0 {
                    // positive stride: step through the input by slicing, no index arithmetic
                    let st = row_s as usize;
                    let ia = &d[base as usize..base as usize + (row_n - 1) * st + T::SIZE];
                    for (x, z) in ia.chunks(st).zip(orow.chunks_exact_mut(T::SIZE)) {
                        let v = T::rd(x);
                        if first { v } else { f(T::rd(z), v) }.wr(z);
                    }
                } else {
                    for (c, z) in orow.chunks_exact_mut(T::SIZE).enumerate() {
                        let v = T::rd(&d[(base + c as isize * row_s) as usize..]);
                        if first { v } else { f(T::rd(z), v) }.wr(z);
                    }
                }
            };
            if n_red <= 64 {
                // few reduced positions (a window): keep 8 outputs in registers and visit
                // their reduced positions in order, writing each output once
                let ib = ib as isize;
                let mut c0 = 0usize;
                while c0 < row_n {
                    let w = (row_n - c0).min(8);
                    let colbase = ib + c0 as isize * row_s;
                    let mut acc = [init.unwrap_or_else(T::zero); 8];
                    let mut rest = &roffs[..];
                    if init.is_none() {
                        for (c, x) in acc.iter_mut().enumerate().take(w) {
                            *x = T::rd(&d[(colbase + roffs[0] + c as isize * row_s) as usize..]);
                        }
                        rest = &roffs[1..];
                    }
                    if run_sums {
                        for run in roffs.chunks(inner_run) {
                            let mut part = [T::zero(); 8];
                            for &ro in run {
                                let b = colbase + ro;
                                for (c, x) in part.iter_mut().enumerate().take(w) {
                                    *x = x.add(T::rd(&d[(b + c as isize * row_s) as usize..]));
                                }
                            }
                            for (x, p) in acc.iter_mut().zip(part) {
                                *x = x.add(p);
                            }
                        }
                    } else {
                        for &ro in rest {
                            let b = colbase + ro;
                            for (c, x) in acc.iter_mut().enumerate().take(w) {
                                *x = f(*x, T::rd(&d[(b + c as isize * row_s) as usize..]));
                            }
                        }
                    }
                    for (x, z) in acc.iter().take(w).zip(orow[c0 * T::SIZE..].chunks_exact_mut(T::SIZE)) {
                        x.wr(z);
                    }
                    c0 += 8;
                }
            } else {
                if let Some(v) = init {
                    for z in orow.chunks_exact_mut(T::SIZE) {
                        v.wr(z);
                    }
                }
                if run_sums {
                    let mut part = vec![0u8; row_bytes];
                    for run in roffs.chunks(inner_run) {
                        for (r, &ro) in run.iter().enumerate() {
                            fold(&mut part, ib as isize + ro, r == 0);
                        }
                        for (z, x) in orow.chunks_exact_mut(T::SIZE).zip(part.chunks_exact(T::SIZE)) {
                            T::rd(z).add(T::rd(x)).wr(z);
                        }
                    }
                } else {
                    for (r, &ro) in roffs.iter().enumerate() {
                        fold(orow, ib as isize + ro, r == 0 && init.is_none());
                    }
                }
            }
            if let Some(last_call) = nan_reset_before {
                // NumPy's contiguous max/min loop restarts from its lanes at each call, and
                // a NaN in them becomes the default NaN: only a NaN first met in the last
                // call keeps its own bits (`minmax`)
                for (c, z) in orow.chunks_exact_mut(T::SIZE).enumerate() {
                    let col = ib as isize + c as isize * row_s;
                    if T::rd(z).isnan() && roffs[..last_call].iter().any(|&ro| T::rd(&d[(col + ro) as usize..]).isnan()) {
                        T::from_f64(f64::NAN).wr(z);
                    }
                }
            }
        });
    }
    drop(od);
    Ok(out)
}

/// Run sums a split float sum may hold for its second half (512 KiB of float64).
const MAX_HELD_SUMS: usize = 1 << 16;

/// A float32/float64 sum over many runs of one output (NumPy's add reduction calls its inner
/// loop once per run and adds each run's pairwise sum to the output in turn), when the runs
/// move enough bytes (`parallel.rs`): a helper thread computes the second half's run sums
/// while this one adds the first half's, which are then added in order. The same additions
/// in the same order: NumPy's bits. None when not worth it, or when a zero stride (a walk not
/// bounded by a buffer), a run long enough to split itself (`pairwise_sum_as`) or too many
/// runs to hold rule it out.
fn split_run_sums<T: Arith>(d: &[u8], p: usize, outer_d: &[usize], outer_s: &[isize], inner_n: usize, inner_s: isize) -> Option<T> {
    let runs = outer_d.iter().try_fold(1usize, |t, &n| t.checked_mul(n))?;
    let h = runs / 2;
    let run_bytes = inner_n * T::SIZE;
    let fits = matches!(T::DT, DType::Float32 | DType::Float64)
        && h >= 1
        && runs - h <= MAX_HELD_SUMS
        && inner_s != 0
        && outer_s.iter().all(|&s| s != 0)
        && !parallel::worth_streaming(run_bytes)
        && parallel::worth_streaming(runs.saturating_mul(run_bytes));
    if !fits {
        return None;
    }
    // each side answers Ctrl-C between runs; a stopped side's partial sum is never a result
    // (the stop reaches the caller's meter)
    let walk = |from: usize, to: usize, each: &mut dyn FnMut(T)| {
        let mut since = 0usize;
        layout::for_each_offset_in(p, outer_d, outer_s, from, to, |q| {
            each(kernels::pairwise_sum::<T>(d, q, inner_n, inner_s));
            since += inner_n;
            if since >= budget::CHUNK as usize {
                since = 0;
                return budget::poll();
            }
            true
        });
    };
    let (mut acc, later) = parallel::join(
        || {
            let mut acc = T::zero();
            walk(0, h, &mut |v| acc = acc.add(v));
            acc
        },
        || {
            let mut sums = Vec::with_capacity(runs - h);
            walk(h, runs, &mut |v| sums.push(v));
            sums
        },
    );
    for v in later {
        acc = acc.add(v);
    }
    Some(acc)
}

/// The reduction of a buffered input (`BufferedCalls`): each output's elements walked in the
/// order NumPy walks `orig`, read from `a` (element type S), cast to T as NumPy's buffer casts
/// them, and reduced call by call into `od` (C-contiguous over the kept axes of `a`). A long
/// float sum is fed as two halves at once, cut where a call begins ([`call_cut`]): the second
/// half's call sums are then added in order, as one pass adds them.
fn reduce_buffered<S: Elem, T: Arith>(core: Core, a: &NdArray, red: &[bool], orig: &NdArray, calls: BufferedCalls, od: &mut [u8], f: impl Fn(T, T) -> T + Copy + Sync) {
    let BufferedCalls { slab, chunk } = calls;
    let call_len = chunk.min(slab).max(1);
    let nd = a.ndim();
    let kshape: Vec<usize> = (0..nd).filter(|&i| !red[i]).map(|i| a.shape[i]).collect();
    let kstr: Vec<isize> = (0..nd).filter(|&i| !red[i]).map(|i| a.strides[i]).collect();
    let ostr = layout::contiguous_strides(&kshape, T::SIZE, false);
    let data = a.buf.data.borrow();
    let d: &[u8] = &data;
    // the elements in the order NumPy walks `orig`
    let perm = walk_perm(orig);
    let gshape: Vec<usize> = perm.iter().filter(|&&i| red[i]).map(|&i| a.shape[i]).collect();
    let gstr: Vec<isize> = perm.iter().filter(|&&i| red[i]).map(|&i| a.strides[i]).collect();
    // one call's elements at a time, as NumPy's buffer holds them (at most NPY_BUFSIZE);
    // contiguous stretches go to the call in place or are copied whole
    let mut scratch = vec![0u8; call_len * T::SIZE];
    let (gd, gs) = kernels::coalesce(&gshape, [&gstr[..]]);
    let (run_n, run_s) = (gd.last().copied().unwrap_or(1), gs.last().map_or(0, |s| s[0]));
    let contiguous = run_s == S::SIZE as isize;
    let outer_shape = if contiguous { &gd[..gd.len() - 1] } else { &gd[..] };
    let outer_str: Vec<isize> = gs[..outer_shape.len()].iter().map(|s| s[0]).collect();
    // an output's elements come in stretches of `n_len` from each offset of the outer walk
    let n_len = if contiguous { run_n.max(1) } else { 1 };
    let total = layout::size_of(&gd);
    // elements `from..to` of the output at `base` fed to `calls`, `charge` told of each
    // stretch; false once it stops the walk
    let feed = |calls: &mut BufferCalls<S, T>, base: usize, from: usize, to: usize, charge: &mut dyn FnMut(usize) -> bool| -> bool {
        let mut live = !budget::stopped();
        let mut e = from - from % n_len;
        layout::for_each_offset_in(base, outer_shape, &outer_str, from / n_len, to.div_ceil(n_len), |o| {
            let (lo, hi) = (from.saturating_sub(e), (to - e).min(n_len));
            e += n_len;
            live = live && charge(hi - lo);
            if live {
                calls.push(&d[o + lo * S::SIZE..o + hi * S::SIZE], f);
            }
            live
        });
        live
    };
    // (never a zero stride: its walk is not bounded by a buffer, and the helper's steps are
    // not charged to the budget)
    let cut = (core == Core::Sum
        && matches!(T::DT, DType::Float32 | DType::Float64)
        && gstr.iter().all(|&s| s != 0)
        && parallel::worth_streaming(total.saturating_mul(S::SIZE)))
    .then(|| call_cut(total, slab.max(1), call_len))
    .flatten()
    .filter(|&h| (total - h) / call_len < MAX_HELD_SUMS);
    let mut meter = budget::Meter::default();
    kernels::for_each_run(&kshape, [&kstr[..], &ostr[..]], [a.offset, 0], |p, n, s| {
        for i in 0..n {
            let base = (p[0] as isize + i as isize * s[0]) as usize;
            let acc = match core {
                Core::Sum => T::zero(),
                Core::Prod => T::one(),
                Core::Max | Core::Min => T::cast_from(S::rd(&d[base..])),
            };
            let (acc, live) = if let Some(h) = cut {
                // the helper answers Ctrl-C between stretches; a stopped side is never a result
                let mut since = 0usize;
                let ((acc, live), (sums, _)) = parallel::join(
                    || {
                        let mut calls = BufferCalls::<S, T>::new(&mut scratch, 0, acc, call_len, slab, core);
                        let live = feed(&mut calls, base, 0, h, &mut |k| meter.add(k));
                        (calls.finish(f), live)
                    },
                    || {
                        let mut scratch = vec![0u8; call_len * T::SIZE];
                        let mut calls = BufferCalls::<S, T>::new(&mut scratch, h % slab.max(1), acc, call_len, slab, core);
                        calls.sums = Some(Vec::with_capacity((total - h) / call_len + 1));
                        let live = feed(&mut calls, base, h, total, &mut |k| {
                            since += k;
                            if since < budget::CHUNK as usize {
                                return true;
                            }
                            since = 0;
                            budget::poll()
                        });
                        calls.finish(f);
                        (calls.sums.unwrap_or_default(), live)
                    },
                );
                (sums.into_iter().fold(acc, |x, v| x.add(v)), live && !budget::stopped())
            } else {
                let mut calls = BufferCalls::<S, T>::new(&mut scratch, 0, acc, call_len, slab, core);
                let live = feed(&mut calls, base, 0, total, &mut |k| meter.add(k));
                (calls.finish(f), live)
            };
            if !live {
                return;
            }
            acc.wr(&mut od[(p[1] as isize + i as isize * s[1]) as usize..]);
        }
    });
}

/// Where a buffered sum's stream of `total` elements can be cut into two halves that make the
/// calls one pass makes: a call's start (calls restart at each `slab` end and take
/// `call_len` elements within it) at or before the middle. None when that is the stream's start.
fn call_cut(total: usize, slab: usize, call_len: usize) -> Option<usize> {
    let mid = total / 2;
    let slab_start = mid - mid % slab;
    let h = slab_start + (mid - slab_start) / call_len * call_len;
    (h > 0 && h < total).then_some(h)
}

/// Elements of one output fed in NumPy's walk order and reduced by the calls NumPy makes on
/// its buffer: `call_len` elements per call, never across the end of a `slab`.
struct BufferCalls<'s, S, T> {
    scratch: &'s mut [u8],
    filled: usize,
    in_slab: usize,
    first: bool,
    acc: T,
    call_len: usize,
    slab: usize,
    core: Core,
    /// When set, each call's pairwise sum is kept here instead of added to `acc` (the second
    /// half of a split sum).
    sums: Option<Vec<T>>,
    src: std::marker::PhantomData<S>,
}

impl<'s, S: Elem, T: Arith> BufferCalls<'s, S, T> {
    /// Calls from `in_slab` elements into a slab on, starting from `acc`.
    fn new(scratch: &'s mut [u8], in_slab: usize, acc: T, call_len: usize, slab: usize, core: Core) -> Self {
        BufferCalls { scratch, filled: 0, in_slab, first: true, acc, call_len, slab, core, sums: None, src: std::marker::PhantomData }
    }

    /// Feed contiguous elements of type S: a whole call of T elements is reduced in place,
    /// anything else is copied (cast) into the buffer.
    fn push(&mut self, mut src: &[u8], f: impl Fn(T, T) -> T + Copy) {
        while !src.is_empty() {
            let target = self.call_len.min(self.slab - (self.in_slab - self.filled));
            let take = (target - self.filled).min(src.len() / S::SIZE);
            let (now, rest) = src.split_at(take * S::SIZE);
            if S::DT == T::DT && self.filled == 0 && take == target {
                self.call(None, now, f);
            } else {
                let dst = &mut self.scratch[self.filled * T::SIZE..(self.filled + take) * T::SIZE];
                if S::DT == T::DT {
                    dst.copy_from_slice(now);
                } else {
                    for (z, x) in dst.chunks_exact_mut(T::SIZE).zip(now.chunks_exact(S::SIZE)) {
                        T::cast_from(S::rd(x)).wr(z);
                    }
                }
                self.filled += take;
                if self.filled == target {
                    self.call(Some(self.filled), &[], f);
                    self.filled = 0;
                }
            }
            self.in_slab += take;
            if self.in_slab == self.slab {
                self.in_slab = 0;
            }
            src = rest;
        }
    }

    fn finish(&mut self, f: impl Fn(T, T) -> T + Copy) -> T {
        if self.filled > 0 {
            self.call(Some(self.filled), &[], f);
            self.filled = 0;
        }
        self.acc
    }

    /// One inner-loop call over `piece`, or over the first `buffered` elements of the buffer.
    fn call(&mut self, buffered: Option<usize>, piece: &[u8], f: impl Fn(T, T) -> T + Copy) {
        let piece = match buffered {
            Some(k) => &self.scratch[..k * T::SIZE],
            None => piece,
        };
        match &mut self.sums {
            Some(sums) => sums.push(kernels::pairwise_sum::<T>(piece, 0, piece.len() / T::SIZE, T::SIZE as isize)),
            None => self.acc = buffer_call(self.core, self.acc, piece, self.first, f),
        }
        self.first = false;
    }
}

/// [`minmax::reduce_run`] with the comparison chosen once, outside the loop: a closure that
/// matches on `core` per element kept the loop scalar (int64 `k.max()` of 10^7: 5.3 ms,
/// NumPy's 3.8 ms).
fn minmax_run<T: Arith>(core: Core, d: &[u8], p: usize, n: usize, s: isize, acc: T) -> T {
    if core == Core::Max {
        minmax::reduce_run(d, p, n, s, acc, |x: T, y: T| x.np_max(y))
    } else {
        minmax::reduce_run(d, p, n, s, acc, |x: T, y: T| x.np_min(y))
    }
}

/// One inner-loop call of NumPy's reduction over a contiguous piece of its buffer: `acc` plus
/// the pairwise sum, times each element (float16 in float32 per call), or max/min grouped as
/// its loops group them; `first`: the piece starts with the output's starting value.
#[inline]
fn buffer_call<T: Arith>(core: Core, acc: T, piece: &[u8], first: bool, f: impl Fn(T, T) -> T + Copy) -> T {
    let n = piece.len() / T::SIZE;
    let s = T::SIZE as isize;
    match core {
        Core::Sum => acc.add_pairwise(piece, 0, n, s),
        Core::Prod if T::DT == DType::Float16 => acc.mul_run(piece, 0, n, s),
        Core::Prod => kernels::fold_run(piece, 0, n, s, acc, false, f),
        Core::Max | Core::Min => {
            let (p, m) = if first { (T::SIZE, n - 1) } else { (0, n) };
            if m == 0 {
                acc
            } else if matches!(T::DT, DType::Float32 | DType::Float64) {
                minmax_run(core, piece, p, m, s, acc)
            } else {
                kernels::fold_run(piece, p, m, s, acc, false, f)
            }
        }
    }
}

/// argmax / argmin along one axis (None = flattened): the first extreme wins; a NaN is the
/// extreme (the first NaN), as NumPy's `@TYPE@_argmax` loops do.
fn arg_reduce(op: RedOp, a: &Rc<NdArray>, axis: Option<&[usize]>, keepdims: bool) -> PyResult<Rc<NdArray>> {
    let name = if op == RedOp::ArgMax { "argmax" } else { "argmin" };
    let (src, ax) = match axis {
        None => (flatten(a)?, 0usize),
        Some([x]) => (a.clone(), *x),
        Some(_) => return Err(type_error("'tuple' object cannot be interpreted as an integer")),
    };
    if src.ndim() == 0 {
        let r = NdArray::zeros(DType::Int64, &[], false)?;
        return Ok(r);
    }
    let n = src.shape[ax];
    let kshape: Vec<usize> = (0..src.ndim()).filter(|&i| i != ax).map(|i| src.shape[i]).collect();
    let kstr: Vec<isize> = (0..src.ndim()).filter(|&i| i != ax).map(|i| src.strides[i]).collect();
    let out = NdArray::zeros(DType::Int64, &kshape, false)?;
    if n == 0 {
        return Err(value_error(format!("attempt to get {} of an empty sequence", name)));
    }
    if out.size() > 0 {
        let s = src.strides[ax];
        let ostr = layout::contiguous_strides(&kshape, 8, false);
        let data = src.buf.data.borrow();
        let mut od = out.buf.data.borrow_mut();
        let is_max = op == RedOp::ArgMax;
        with_elem!(src.dtype, T => arg_loop::<T>(&data, &mut od, &kshape, &kstr, &ostr, src.offset, n, s, is_max));
    }
    let final_shape: Vec<usize> = if keepdims {
        match axis {
            None => vec![1; a.ndim()],
            Some(_) => (0..src.ndim()).map(|i| if i == ax { 1 } else { src.shape[i] }).collect(),
        }
    } else {
        kshape
    };
    reshaped(out, final_shape)
}

#[allow(clippy::too_many_arguments)]
fn arg_loop<T: Elem>(
    d: &[u8],
    od: &mut [u8],
    kshape: &[usize],
    kstr: &[isize],
    ostr: &[isize],
    offset: usize,
    n: usize,
    s: isize,
    is_max: bool,
) {
    let scan = |p: usize| -> i64 {
        let mut best = T::rd(&d[p..]);
        let mut bi = 0usize;
        if best.isnan() {
            return 0;
        }
        for i in 1..n {
            let v = T::rd(&d[(p as isize + i as isize * s) as usize..]);
            if v.isnan() {
                return i as i64;
            }
            if (is_max && v > best) || (!is_max && v < best) {
                best = v;
                bi = i;
            }
        }
        bi as i64
    };
    kernels::for_each_run(kshape, [kstr, ostr], [offset, 0], |p, m, st| {
        for i in 0..m {
            let r = scan((p[0] as isize + i as isize * st[0]) as usize);
            let o = (p[1] as isize + i as isize * st[1]) as usize;
            od[o..o + 8].copy_from_slice(&r.to_le_bytes());
        }
    });
}

/// cumsum / cumprod along one axis (None = flattened), in the accumulator dtype.
fn cumulative(op: RedOp, a: &Rc<NdArray>, axis: Option<&[usize]>, dtype: Option<DType>) -> PyResult<Rc<NdArray>> {
    let (src, ax) = match axis {
        None => (flatten(a)?, 0usize),
        Some([x]) => (a.clone(), *x),
        Some(_) => return Err(type_error("'tuple' object cannot be interpreted as an integer")),
    };
    let acc = dtype.unwrap_or_else(|| default_sum_dtype(a.dtype));
    let src = cast_if(&src, acc)?;
    if src.ndim() == 0 {
        return ufunc::cast_copy(&src, acc);
    }
    let out = NdArray::zeros(acc, &src.shape, false)?;
    if out.size() == 0 {
        return Ok(out);
    }
    let n = src.shape[ax];
    let s = src.strides[ax];
    let os = out.strides[ax];
    let kshape: Vec<usize> = (0..src.ndim()).filter(|&i| i != ax).map(|i| src.shape[i]).collect();
    let kstr: Vec<isize> = (0..src.ndim()).filter(|&i| i != ax).map(|i| src.strides[i]).collect();
    let kostr: Vec<isize> = (0..src.ndim()).filter(|&i| i != ax).map(|i| out.strides[i]).collect();
    let is_sum = op == RedOp::CumSum;
    {
        let data = src.buf.data.borrow();
        let mut od = out.buf.data.borrow_mut();
        with_elem!(acc, T => {
            let d: &[u8] = &data;
            let od: &mut [u8] = &mut od;
            kernels::for_each_run(&kshape, [&kstr[..], &kostr[..]], [src.offset, 0], |p, m, st| {
                for j in 0..m {
                    let pi = p[0] as isize + j as isize * st[0];
                    let po = p[1] as isize + j as isize * st[1];
                    // NumPy's accumulate starts from the first element, not the identity,
                    // so cumsum([-0.0, ...]) begins with -0.0
                    let mut accv: T = T::rd(&d[pi as usize..]);
                    accv.wr(&mut od[po as usize..]);
                    for i in 1..n {
                        let x = T::rd(&d[(pi + i as isize * s) as usize..]);
                        accv = if is_sum { accv.add(x) } else { accv.mul(x) };
                        accv.wr(&mut od[(po + i as isize * os) as usize..]);
                    }
                }
            });
        });
    }
    Ok(out)
}


#[cfg(test)]
mod tests;

#[cfg(test)]
mod proptests;
