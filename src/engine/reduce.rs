//! Reductions: sum, prod, max, min, mean, argmax/argmin, all/any, std/var, cumsum/cumprod, ptp.
//!
//! Follows NumPy 2.4: default accumulator dtypes (`np.add.reduce` on small ints uses the
//! platform long, numpy/_core/_methods.py for mean/var/std), empty-reduction errors
//! (reduction.c "zero-size array to reduction operation maximum which has no identity"),
//! and float summation order: NumPy's inner reduce loop calls `pairwise_sum`
//! (umath/loops_utils.h.src) along the innermost (smallest-stride) axis when that axis is
//! reduced, and otherwise adds whole rows in order; we reproduce both so float sums match
//! bit for bit on contiguous data. mean = sum / n; var = NumPy's two-pass
//! `sum((x - mean)**2) / (n - ddof)` built from the same primitives.
//!
//! Speed: each output element is produced in order by a tight typed loop over its (usually
//! small) reduced sub-array — the shape of window reductions like
//! `sliding_window_view(x, (3, 3))[:, ::2, ::2].max((-2, -1))`; when the innermost axis is
//! kept, rows are folded into the output instead (outer-axis reductions).

use std::rc::Rc;

use super::array::NdArray;
use super::dtype::DType;
use super::kernels::{self, Arith, Elem, with_elem};
use super::budget;
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
    if d.is_float() { d } else { DType::Float64 }
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

fn cast_if(a: &Rc<NdArray>, d: DType) -> PyResult<Rc<NdArray>> {
    if a.dtype == d { Ok(a.clone()) } else { ufunc::cast_copy(a, d) }
}

/// Reduce `a` over `axis` (None = all axes; Some(list) already normalised by the caller, no
/// duplicates; argmax/argmin/cumsum/cumprod take one axis, or None meaning flattened).
pub fn reduce(
    op: RedOp,
    a: &Rc<NdArray>,
    axis: Option<&[usize]>,
    keepdims: bool,
    ddof: usize,
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
                let mx = core_reduce_any(Core::Max, a, &red)?;
                let mn = core_reduce_any(Core::Min, a, &red)?;
                let r = ufunc::binary(BinOp::Sub, &Operand::Array(mx), &Operand::Array(mn), None)?;
                return reshaped(r, out_shape);
            }
            let core = if op == RedOp::Max { Core::Max } else { Core::Min };
            reshaped(core_reduce_any(core, a, &red)?, out_shape)
        }
        RedOp::Sum | RedOp::Prod => {
            let acc = dtype.unwrap_or_else(|| default_sum_dtype(a.dtype));
            let src = cast_if(a, acc)?;
            let core = if op == RedOp::Sum { Core::Sum } else { Core::Prod };
            reshaped(core_reduce_any(core, &src, &red)?, out_shape)
        }
        RedOp::All | RedOp::Any => {
            let src = cast_if(a, DType::Bool)?;
            // all = logical_and.reduce (min over bools), any = logical_or.reduce (max)
            let core = if op == RedOp::All { Core::Min } else { Core::Max };
            let r = if n_red == 0 {
                let r = NdArray::zeros(DType::Bool, &out_shape, false)?;
                if op == RedOp::All {
                    r.buf.data.borrow_mut().iter_mut().for_each(|x| *x = 1);
                }
                r
            } else {
                core_reduce_any(core, &src, &red)?
            };
            reshaped(r, out_shape)
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
            let xo = Operand::Array(x.clone());
            ufunc::binary(BinOp::Mul, &xo, &xo, Some(&x))?;
            let sdt = if x.dtype.is_float() && dtype.is_none() { None } else { Some(acc) };
            let s = reduce(RedOp::Sum, &x, axis, keepdims, 0, sdt)?;
            let v = divide_by_count(s, n_red.saturating_sub(ddof))?;
            if op == RedOp::Std {
                ufunc::unary(UnOp::Sqrt, &v, Some(&v))?;
            }
            Ok(v)
        }
        _ => Err(value_error("unsupported reduction")),
    }
}

/// `ret / rcount` as _methods.py does it: in the result's own float dtype (a Python int divisor
/// is weak), or in float64 cast back for an integer result dtype.
fn divide_by_count(s: Rc<NdArray>, n: usize) -> PyResult<Rc<NdArray>> {
    let q = ufunc::binary(BinOp::TrueDiv, &Operand::Array(s.clone()), &Operand::PyInt(n as i128), None)?;
    if q.dtype == s.dtype {
        Ok(q)
    } else {
        ufunc::assign_cast(&s, &q);
        Ok(s)
    }
}

fn core_reduce_any(core: Core, a: &Rc<NdArray>, red: &[bool]) -> PyResult<Rc<NdArray>> {
    with_elem!(a.dtype, T => core_reduce::<T>(core, a, red))
}

/// Reduce an array whose dtype is `T` over the axes flagged in `red`; the result is a fresh
/// C-contiguous array of the kept dims.
fn core_reduce<T: Arith>(core: Core, a: &NdArray, red: &[bool]) -> PyResult<Rc<NdArray>> {
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
    let is_float = T::DT.is_float();
    let pairwise = core == Core::Sum && is_float && reduced_inner;
    let kept_size = out.size();
    let f = move |x: T, y: T| -> T {
        match core {
            Core::Sum => x.add(y),
            Core::Prod => x.mul(y),
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
    if (reduced_inner && inner_run >= 8) || kept_size < 16 || half_run {
        // Strategy A: every output in order, its reduced sub-array folded by a tight loop.
        let (rd, rs) = kernels::coalesce(&rshape, [&rstr[..]]);
        let lanes = !is_float || matches!(core, Core::Max | Core::Min);
        let (inner_n, inner_s) = match (rd.last(), rs.last()) {
            (Some(&n), Some(s)) => (n, s[0]),
            _ => (1, 0),
        };
        let outer_d: Vec<usize> = rd[..rd.len().saturating_sub(1)].to_vec();
        let outer_s: Vec<isize> = rs[..rs.len().saturating_sub(1)].iter().map(|s| s[0]).collect();
        let run = |acc: T, p: usize| -> T {
            if pairwise {
                acc.add_pairwise(d, p, inner_n, inner_s)
            } else if half_run {
                acc.mul_run(d, p, inner_n, inner_s)
            } else {
                kernels::fold_run(d, p, inner_n, inner_s, acc, lanes, f)
            }
        };
        let mut idx = vec![0usize; outer_d.len()];
        let mut cell = |p: usize| -> T {
            let init = match core {
                Core::Sum => T::zero(),
                Core::Prod => T::one(),
                Core::Max | Core::Min => T::rd(&d[p..]),
            };
            match outer_d.len() {
                0 => run(init, p),
                1 => {
                    let mut acc = init;
                    for i in 0..outer_d[0] {
                        acc = run(acc, (p as isize + i as isize * outer_s[0]) as usize);
                    }
                    acc
                }
                2 => {
                    let mut acc = init;
                    for i in 0..outer_d[0] {
                        let pi = p as isize + i as isize * outer_s[0];
                        for j in 0..outer_d[1] {
                            acc = run(acc, (pi + j as isize * outer_s[1]) as usize);
                        }
                        // a huge cell (a whole-array reduction) still answers Ctrl-C
                        if outer_d[1] * inner_n >= budget::CHUNK as usize && !budget::poll() {
                            break;
                        }
                    }
                    acc
                }
                k => {
                    idx.iter_mut().for_each(|x| *x = 0);
                    let mut acc = init;
                    let mut q = p as isize;
                    let mut since = 0usize;
                    'outer: loop {
                        acc = run(acc, q as usize);
                        since += inner_n;
                        if since >= budget::CHUNK as usize {
                            since = 0;
                            if !budget::poll() {
                                break 'outer;
                            }
                        }
                        let mut ax = k;
                        loop {
                            if ax == 0 {
                                break 'outer;
                            }
                            ax -= 1;
                            idx[ax] += 1;
                            q += outer_s[ax];
                            if idx[ax] < outer_d[ax] {
                                break;
                            }
                            q -= outer_s[ax] * outer_d[ax] as isize;
                            idx[ax] = 0;
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
                    for &ro in rest {
                        let b = colbase + ro;
                        for (c, x) in acc.iter_mut().enumerate().take(w) {
                            *x = f(*x, T::rd(&d[(b + c as isize * row_s) as usize..]));
                        }
                    }
                    for (x, z) in acc.iter().take(w).zip(orow[c0 * T::SIZE..].chunks_exact_mut(T::SIZE)) {
                        x.wr(z);
                    }
                    c0 += 8;
                }
                return;
            }
            if let Some(v) = init {
                for z in orow.chunks_exact_mut(T::SIZE) {
                    v.wr(z);
                }
            }
            for (r, &ro) in roffs.iter().enumerate() {
                fold(orow, ib as isize + ro, r == 0 && init.is_none());
            }
        });
    }
    drop(od);
    Ok(out)
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
mod tests {
    use super::*;
    use crate::engine::dtype::Scalar;
    use crate::engine::ufunc::testutil::*;
    use crate::error::ExcKind;

    /// NumPy test data: ((np.arange(n) * 7919) % 1000 / 997)
    fn data(n: usize) -> Vec<f64> {
        (0..n).map(|i| ((i * 7919) % 1000) as f64 / 997.0).collect()
    }
    fn f32bits(a: &NdArray) -> Vec<u32> {
        vals(a).iter().map(|&v| (v as f32).to_bits()).collect()
    }
    fn f64bits(a: &NdArray) -> Vec<u64> {
        vals(a).iter().map(|&v| v.to_bits()).collect()
    }
    fn red(op: RedOp, x: &Rc<NdArray>, axis: Option<&[usize]>) -> Rc<NdArray> {
        reduce(op, x, axis, false, 0, None).unwrap()
    }

    #[test]
    fn float16_sums_accumulate_in_float32_like_numpy() {
        let h = |v: f64| a(&arr(DType::Float16, &[], &[v]));
        // (np.arange(n, dtype=np.float16) * np.float16(0.37)) % np.float16(11.3)
        let seq = |n: usize| {
            let x = ufunc::binary(BinOp::Mul, &a(&arange(DType::Float16, &[n])), &h(0.37), None).unwrap();
            ufunc::binary(BinOp::Mod, &a(&x), &h(11.3), None).unwrap()
        };
        let bits = |x: &NdArray| -> Vec<u16> { vals(x).iter().map(|&v| crate::engine::half::f64_to_f16(v)).collect() };
        // (n, sum bits, mean bits) from NumPy 2.4: pairwise in float32 below 8, up to 128 and above
        for (n, sum, mean) in [(7, 18374, 15473), (100, 24618, 17748), (1000, 28028, 17821), (5000, 30434, 17827)] {
            let x = seq(n);
            assert_eq!(bits(&red(RedOp::Sum, &x, None)), vec![sum], "sum {}", n);
            let m = red(RedOp::Mean, &x, None);
            assert_eq!((m.dtype, bits(&m)), (DType::Float16, vec![mean]), "mean {}", n);
        }
        assert_eq!(bits(&red(RedOp::Prod, &seq(7), None)), vec![0]);
        // short runs along the inner axis are still accumulated in float32, products too
        let x = ufunc::binary(BinOp::Mod, &a(&arange(DType::Float16, &[60])), &h(7.0), None).unwrap();
        let x = ufunc::binary(BinOp::Add, &a(&x), &h(1.0), None).unwrap();
        let x = ufunc::binary(BinOp::Mul, &a(&x), &h(0.37), None).unwrap();
        let x = view(&x, 0, &[20, 3], &[3, 1]);
        assert_eq!(bits(&red(RedOp::Prod, &x, Some(&[1])))[..4], [13534, 17942, 14765, 16918]);
        assert_eq!(bits(&red(RedOp::Sum, &x, Some(&[1])))[..4], [16497, 17805, 17254, 17521]);
        // outer axis: rows added one by one, rounding to float16 each time
        assert_eq!(bits(&red(RedOp::Sum, &x, Some(&[0]))), vec![20303, 20279, 20256]);
        // 3000 ones: 3000 in float32 pairwise; a float16 running sum would stop at 2048
        let ones = arr(DType::Float16, &[3000], &[1.0; 3000]);
        assert_eq!(vals(&red(RedOp::Sum, &ones, None)), vec![3000.0]);
    }

    #[test]
    fn pairwise_float_sums_match_numpy_bits() {
        let x = arr(DType::Float32, &[100000], &data(100000));
        assert_eq!(f32bits(&red(RedOp::Sum, &x, None)), vec![1195619405]);
        assert_eq!(f32bits(&red(RedOp::Mean, &x, None)), vec![1056981436]);
        let x = arr(DType::Float32, &[1000003], &data(1000003));
        assert_eq!(f32bits(&red(RedOp::Sum, &x, None)), vec![1223991704]);
        assert_eq!(f32bits(&red(RedOp::Mean, &x, None)), vec![1056981440]);
        let y: Vec<f64> = data(100000).iter().map(|v| v * 1.1).collect();
        let y = arr(DType::Float64, &[100000], &y);
        assert_eq!(f64bits(&red(RedOp::Sum, &y, None)), vec![4677807119800374904]);
        assert_eq!(f64bits(&red(RedOp::Mean, &y, None)), vec![4603139116867761309]);
        assert_eq!(f64bits(&red(RedOp::Var, &y, None)), vec![4591974012561243319]);
        let y2 = view(&y, 0, &[100, 1000], &[1000, 1]);
        // outer axis: rows added in order; inner axis: pairwise per row
        assert_eq!(f64bits(&red(RedOp::Sum, &y2, Some(&[0])))[1..3], [4636835398229668320, 4636206526102664354]);
        assert_eq!(f64bits(&red(RedOp::Sum, &y2, Some(&[1])))[..2], [4648058771797970530, 4648058771797970530]);
        let s = reduce(RedOp::Std, &y2, Some(&[0]), false, 1, None).unwrap();
        assert_eq!(f64bits(&s)[1..3], [4388791869326934576, 4387094511353074083]);
        // y.reshape(100,10,100)[:, ::-1, ::3].sum(axis=(0,2))
        let y3 = view(&y, 900, &[100, 10, 34], &[1000, -100, 3]);
        assert_eq!(f64bits(&red(RedOp::Sum, &y3, Some(&[0, 2])))[..2], [4656001273249474772, 4655710128746232174]);
        let x2 = arr(DType::Float32, &[100, 1000], &data(100000));
        assert_eq!(f32bits(&red(RedOp::Sum, &x2, Some(&[1])))[..3], [1140490338; 3]);
        assert_eq!(f32bits(&red(RedOp::Sum, &x2, Some(&[0])))[..3], [0, 1119378023, 1118313148]);
        assert_eq!(f32bits(&red(RedOp::Mean, &x2, Some(&[1])))[..3], [1056981435; 3]);
        let t = view(&x2, 0, &[1000, 100], &[1, 1000]);
        assert_eq!(f32bits(&red(RedOp::Sum, &t, None)), vec![1195619405]);
        let st = view(&x2, 0, &[100, 500], &[1000, 2]);
        assert_eq!(f32bits(&red(RedOp::Sum, &st, None)), vec![1187217958]);
        assert_eq!(f32bits(&red(RedOp::Var, &x2, None)), vec![1034662387]);
        assert_eq!(f32bits(&red(RedOp::Std, &x2, Some(&[0])))[..2], [0, 887095296]);
        // np.sum(np.array([-0.0])) == 0.0
        let nz = arr(DType::Float64, &[1], &[-0.0]);
        assert!(vals(&red(RedOp::Sum, &nz, None))[0].is_sign_positive());
    }

    #[test]
    fn axes_keepdims_and_views() {
        let x = arange(DType::Int64, &[2, 3, 4]);
        // x[:, ::-1, ::2].sum(axis=(0, 2)) -> [60, 44, 28]
        let v = view(&x, 8, &[2, 3, 2], &[12, -4, 2]);
        assert_eq!(vals(&red(RedOp::Sum, &v, Some(&[0, 2]))), vec![60.0, 44.0, 28.0]);
        let m = reduce(RedOp::Max, &v, Some(&[0, 2]), true, 0, None).unwrap();
        assert_eq!((m.shape.clone(), vals(&m)), (vec![1, 3, 1], vec![22.0, 18.0, 14.0]));
        // x.T.sum(axis=(0, 1)) -> [66, 210]
        let t = view(&x, 0, &[4, 3, 2], &[1, 4, 12]);
        assert_eq!(vals(&red(RedOp::Sum, &t, Some(&[0, 1]))), vec![66.0, 210.0]);
        // sliding_window_view(arange(36.).reshape(6,6), (3,3))[::2, ::2]
        let b = arange(DType::Float64, &[6, 6]);
        let w = view(&b, 0, &[2, 2, 3, 3], &[12, 2, 6, 1]);
        assert_eq!(vals(&red(RedOp::Max, &w, Some(&[2, 3]))), vec![14.0, 16.0, 26.0, 28.0]);
        assert_eq!(vals(&red(RedOp::Sum, &w, Some(&[2, 3])))[0], 63.0);
        assert_eq!(vals(&red(RedOp::Min, &w, Some(&[2, 3]))), vec![0.0, 2.0, 12.0, 14.0]);
        // block pooling: arange(16).reshape(4,4).reshape(2,2,2,2).max((1,3))
        let bp = view(&arange(DType::Int32, &[16]), 0, &[2, 2, 2, 2], &[8, 4, 2, 1]);
        assert_eq!(vals(&red(RedOp::Max, &bp, Some(&[1, 3]))), vec![5.0, 7.0, 13.0, 15.0]);
        // min keepdims over all axes
        let k = reduce(RedOp::Min, &x, None, true, 0, None).unwrap();
        assert_eq!(k.shape, vec![1, 1, 1]);
        // mean of rows, uint8 prod dtype, dtype defaults
        let y = arange(DType::Int64, &[2, 3]);
        assert_eq!(vals(&red(RedOp::Mean, &y, Some(&[0]))), vec![1.5, 2.5, 3.5]);
        assert_eq!(red(RedOp::Prod, &arange(DType::UInt8, &[2, 2]), Some(&[1])).dtype, DType::UInt64);
        assert_eq!(red(RedOp::Sum, &arange(DType::Bool, &[2]), None).dtype, DType::Int64);
        assert_eq!(red(RedOp::Mean, &arange(DType::Float32, &[2]), None).dtype, DType::Float32);
        assert_eq!(red(RedOp::Std, &arange(DType::Int8, &[2]), None).dtype, DType::Float64);
        assert_eq!(vals(&red(RedOp::Var, &arange(DType::Int64, &[10]), None)), vec![8.25]);
        let s = reduce(RedOp::Std, &arr(DType::Int8, &[4], &[1.0, 2.0, 3.0, 4.0]), None, false, 1, None).unwrap();
        assert_eq!(vals(&s), vec![1.2909944487358056]);
        let v = reduce(RedOp::Var, &arr(DType::Int64, &[2, 2], &[1.0, 2.0, 3.0, 4.0]), None, false, 2, None).unwrap();
        assert_eq!(vals(&v), vec![2.5]);
        let v = reduce(RedOp::Std, &arr(DType::Float64, &[2], &[1.0, 2.0]), None, false, 5, None).unwrap();
        assert_eq!(vals(&v), vec![f64::INFINITY]);
        // arange(12, float32).reshape(3,4) * 0.1: var(axis=0), std(ddof=1)
        let f = ufunc::binary(BinOp::Mul, &a(&arange(DType::Float32, &[3, 4])), &Operand::PyFloat(0.1), None).unwrap();
        assert_eq!(f32bits(&red(RedOp::Var, &f, Some(&[0]))), vec![1037726735, 1037726736, 1037726733, 1037726733]);
        assert_eq!(f32bits(&reduce(RedOp::Std, &f, None, false, 1, None).unwrap()), vec![1052285615]);
        // ptp wraps in the input dtype; bool ptp refused
        let p = arr(DType::Int8, &[2, 2], &[1.0, 5.0, 9.0, -3.0]);
        assert_eq!(vals(&red(RedOp::Ptp, &p, Some(&[1]))), vec![4.0, 12.0]);
        assert_eq!(vals(&red(RedOp::Ptp, &arr(DType::Int8, &[2], &[-128.0, 127.0]), None)), vec![-1.0]);
        assert_eq!(reduce(RedOp::Ptp, &arange(DType::Bool, &[2]), None, false, 0, None).unwrap_err().kind, ExcKind::TypeError);
        // dtype override wraps: np.sum(np.arange(300), dtype=np.int8) == 50
        let s = reduce(RedOp::Sum, &arange(DType::Int64, &[300]), None, false, 0, Some(DType::Int8)).unwrap();
        assert_eq!((s.dtype, vals(&s)), (DType::Int8, vec![50.0]));
        let s = reduce(RedOp::Mean, &arr(DType::Int8, &[2], &[1.0, 2.0]), None, false, 0, Some(DType::Float32)).unwrap();
        assert_eq!((s.dtype, vals(&s)), (DType::Float32, vec![1.5]));
        // all / any
        assert_eq!(vals(&red(RedOp::All, &arr(DType::Float64, &[1], &[f64::NAN]), None)), vec![1.0]);
        assert_eq!(vals(&red(RedOp::Any, &arr(DType::Int64, &[2, 2], &[0.0, 0.0, 0.0, 3.0]), Some(&[1]))), vec![0.0, 1.0]);
    }

    #[test]
    fn arg_and_cumulative() {
        let x = arr(DType::Float64, &[4], &[1.0, f64::NAN, f64::NAN, 5.0]);
        assert_eq!(red(RedOp::ArgMax, &x, None).to_scalars(), vec![Scalar::Int(1)]);
        let x = arr(DType::Float64, &[3], &[1.0, f64::NAN, 0.0]);
        assert_eq!(vals(&red(RedOp::ArgMin, &x, None)), vec![1.0]);
        assert!(vals(&red(RedOp::Max, &x, None))[0].is_nan());
        let y = arr(DType::Int64, &[2, 3], &[3.0, 9.0, 9.0, 7.0, 1.0, 7.0]);
        assert_eq!(vals(&red(RedOp::ArgMax, &y, Some(&[1]))), vec![1.0, 0.0]);
        assert_eq!(vals(&red(RedOp::ArgMin, &y, Some(&[0]))), vec![0.0, 1.0, 1.0]);
        assert_eq!(vals(&red(RedOp::ArgMax, &y, None)), vec![1.0]);
        assert_eq!(reduce(RedOp::ArgMax, &y, None, true, 0, None).unwrap().shape, vec![1, 1]);
        assert_eq!(reduce(RedOp::ArgMax, &y, Some(&[1]), true, 0, None).unwrap().shape, vec![2, 1]);
        let t = view(&y, 0, &[3, 2], &[1, 3]);
        assert_eq!(vals(&red(RedOp::ArgMax, &t, None)), vec![2.0]); // flattened t = [3,7,9,1,9,7]
        let c = arr(DType::Int64, &[2, 2], &[1.0, 2.0, 3.0, 4.0]);
        assert_eq!(vals(&red(RedOp::CumSum, &c, None)), vec![1.0, 3.0, 6.0, 10.0]);
        assert_eq!(vals(&red(RedOp::CumProd, &c, Some(&[0]))), vec![1.0, 2.0, 3.0, 8.0]);
        assert_eq!(red(RedOp::CumSum, &arange(DType::UInt8, &[2, 2]), Some(&[1])).dtype, DType::UInt64);
        assert_eq!(red(RedOp::CumSum, &arange(DType::Bool, &[2]), None).dtype, DType::Int64);
    }

    #[test]
    fn empty_reductions() {
        let e = NdArray::zeros(DType::Float64, &[0], false).unwrap();
        assert_eq!(vals(&red(RedOp::Sum, &e, None)), vec![0.0]);
        assert_eq!(vals(&red(RedOp::Prod, &e, None)), vec![1.0]);
        assert!(vals(&red(RedOp::Mean, &e, None))[0].is_nan());
        assert!(vals(&red(RedOp::Var, &e, None))[0].is_nan());
        assert_eq!(vals(&red(RedOp::All, &e, None)), vec![1.0]);
        assert_eq!(vals(&red(RedOp::Any, &e, None)), vec![0.0]);
        assert_eq!(red(RedOp::CumSum, &e, None).shape, vec![0]);
        let err = |op| reduce(op, &e, None, false, 0, None).unwrap_err();
        assert_eq!(err(RedOp::Max).msg, "zero-size array to reduction operation maximum which has no identity");
        assert_eq!(err(RedOp::Min).msg, "zero-size array to reduction operation minimum which has no identity");
        assert_eq!(err(RedOp::Ptp).msg, "zero-size array to reduction operation maximum which has no identity");
        assert_eq!((err(RedOp::ArgMax).kind, err(RedOp::ArgMax).msg), (ExcKind::ValueError, "attempt to get argmax of an empty sequence".to_string()));
        assert_eq!(err(RedOp::ArgMin).msg, "attempt to get argmin of an empty sequence");
        let z = NdArray::zeros(DType::Float64, &[2, 0, 3], false).unwrap();
        let s = red(RedOp::Sum, &z, Some(&[1]));
        assert_eq!((s.shape.clone(), vals(&s)), (vec![2, 3], vec![0.0; 6]));
        assert_eq!(red(RedOp::Max, &z, Some(&[2])).shape, vec![2, 0]);
        assert!(reduce(RedOp::Max, &z, Some(&[1]), false, 0, None).is_err());
        assert_eq!(red(RedOp::ArgMax, &z, Some(&[2])).shape, vec![2, 0]);
        assert!(reduce(RedOp::ArgMax, &z, Some(&[1]), false, 0, None).is_err());
        let m = red(RedOp::Mean, &NdArray::zeros(DType::Float64, &[0, 3], false).unwrap(), Some(&[0]));
        assert!(vals(&m).iter().all(|v| v.is_nan()) && m.shape == vec![3]);
        // zeros((0,0)).max(axis=0) raises; zeros((2,0)).max(axis=0) is empty
        assert!(reduce(RedOp::Max, &NdArray::zeros(DType::Float64, &[0, 0], false).unwrap(), Some(&[0]), false, 0, None).is_err());
        assert_eq!(red(RedOp::Max, &NdArray::zeros(DType::Float64, &[2, 0], false).unwrap(), Some(&[0])).shape, vec![0]);
        let e = reduce(RedOp::Sum, &z, Some(&[3]), false, 0, None).unwrap_err();
        assert_eq!((e.kind, e.msg.as_str()), (ExcKind::AxisError, "axis 3 is out of bounds for array of dimension 3"));
    }
}

/// Random small strided views (negative steps included) against naive per-element references.
#[cfg(test)]
mod proptests {
    use super::*;
    use crate::engine::ufunc::testutil::*;
    use proptest::prelude::*;

    /// A view `base[::s0, ::s1, ...]` of a C-contiguous base of shape d_i * |s_i|.
    fn strided(dt: DType, dims: &[usize], steps: &[i64], seed: u64) -> Rc<NdArray> {
        let bshape: Vec<usize> = dims.iter().zip(steps).map(|(&d, &s)| d * s.unsigned_abs() as usize).collect();
        let n = layout::size_of(&bshape);
        let v: Vec<f64> = (0..n as u64).map(|i| ((i.wrapping_mul(2654435761).wrapping_add(seed)) % 19) as f64 - 9.0).collect();
        let base = arr(dt, &bshape, &v);
        let bstr = layout::contiguous_strides(&bshape, 1, false);
        let mut off = 0isize;
        let mut st = vec![];
        for i in 0..dims.len() {
            if steps[i] < 0 && n > 0 {
                off += (bshape[i] as isize - 1) * bstr[i];
            }
            st.push(bstr[i] * steps[i] as isize);
        }
        view(&base, off, dims, &st)
    }

    fn get(a: &NdArray, idx: &[usize]) -> f64 {
        a.read_at(layout::element_offset(a.offset, idx, &a.strides)).as_f64()
    }

    fn geom() -> impl Strategy<Value = (Vec<usize>, Vec<i64>)> {
        proptest::collection::vec((0usize..4, proptest::sample::select(vec![-2i64, -1, 1, 2, 3])), 0..4)
            .prop_map(|v| v.into_iter().unzip())
    }

    proptest! {
        #[test]
        fn binary_matches_naive((dims, steps) in geom(), mask in proptest::collection::vec(any::<bool>(), 4),
                                opi in 0usize..6, float in any::<bool>(), seed in 0u64..100) {
            let dt = if float { DType::Float64 } else { DType::Int64 };
            let x = strided(dt, &dims, &steps, seed);
            // b: same ndim with some dims collapsed to 1 (broadcast), its own strides
            let bd: Vec<usize> = dims.iter().enumerate().map(|(i, &d)| if mask[i] { 1 } else { d }).collect();
            let y = strided(dt, &bd, &steps.iter().rev().cloned().collect::<Vec<_>>(), seed + 7);
            let ops = [BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::FloorDiv, BinOp::Mod, BinOp::Maximum];
            let op = ops[opi];
            let r = ufunc::binary(op, &a(&x), &a(&y), None).unwrap();
            prop_assert_eq!(&r.shape, &dims);
            for (k, got) in vals(&r).into_iter().enumerate() {
                let idx = layout::unravel(k, &dims);
                let bidx: Vec<usize> = idx.iter().enumerate().map(|(i, &j)| if mask[i] { 0 } else { j }).collect();
                let (p, q) = (get(&x, &idx), get(&y, &bidx));
                let want = match op {
                    BinOp::Add => p + q,
                    BinOp::Sub => p - q,
                    BinOp::Mul => p * q,
                    BinOp::FloorDiv => if q == 0.0 { if float { p / q } else { 0.0 } } else { (p / q).floor() },
                    BinOp::Mod => if q == 0.0 { if float { f64::NAN } else { 0.0 } } else { p - q * (p / q).floor() },
                    _ => p.max(q),
                };
                prop_assert!(got == want || (got.is_nan() && want.is_nan()) || (got == 0.0 && want == 0.0), "{:?} {} {} -> {} vs {}", op, p, q, got, want);
            }
            // in place into an identical view of x reproduces the same values
            let fresh = vals(&r);
            if !dims.is_empty() {
                ufunc::binary(op, &a(&x), &a(&y), Some(&x)).unwrap();
                prop_assert_eq!(vals(&x).iter().map(|v| v.to_bits()).collect::<Vec<_>>(), fresh.iter().map(|v| v.to_bits()).collect::<Vec<_>>());
            }
        }

        #[test]
        fn reduce_matches_naive((dims, steps) in geom(), axmask in proptest::collection::vec(any::<bool>(), 4),
                                opi in 0usize..5, keep in any::<bool>(), float in any::<bool>(), seed in 0u64..100) {
            let dt = if float { DType::Float64 } else { DType::Int64 };
            let x = strided(dt, &dims, &steps, seed);
            let axes: Vec<usize> = (0..dims.len()).filter(|&i| axmask[i]).collect();
            let ops = [RedOp::Sum, RedOp::Max, RedOp::Min, RedOp::Prod, RedOp::Any];
            let op = ops[opi];
            let n_red: usize = axes.iter().map(|&i| dims[i]).product();
            let res = reduce(op, &x, Some(&axes), keep, 0, None);
            if n_red == 0 && matches!(op, RedOp::Max | RedOp::Min) {
                prop_assert!(res.is_err());
                return Ok(());
            }
            let r = res.unwrap();
            let kshape: Vec<usize> = (0..dims.len()).filter(|i| !axmask[*i]).map(|i| dims[i]).collect();
            let want_shape: Vec<usize> = if keep { (0..dims.len()).map(|i| if axmask[i] { 1 } else { dims[i] }).collect() } else { kshape.clone() };
            prop_assert_eq!(&r.shape, &want_shape);
            let rshape: Vec<usize> = axes.iter().map(|&i| dims[i]).collect();
            let got = vals(&r);
            for (k, g) in got.into_iter().enumerate() {
                let kidx = layout::unravel(k, &kshape);
                let mut acc: Option<f64> = None;
                for j in 0..n_red {
                    let ridx = layout::unravel(j, &rshape);
                    let mut idx = vec![0; dims.len()];
                    let (mut ki, mut ri) = (0, 0);
                    for i in 0..dims.len() {
                        if axmask[i] { idx[i] = ridx[ri]; ri += 1 } else { idx[i] = kidx[ki]; ki += 1 }
                    }
                    let v = get(&x, &idx);
                    acc = Some(match (acc, op) {
                        (None, RedOp::Any) => (v != 0.0) as u8 as f64,
                        (None, _) => v,
                        (Some(s), RedOp::Sum) => s + v,
                        (Some(s), RedOp::Prod) => s * v,
                        (Some(s), RedOp::Max) => s.max(v),
                        (Some(s), RedOp::Min) => s.min(v),
                        (Some(s), _) => ((s != 0.0) || (v != 0.0)) as u8 as f64,
                    });
                }
                let want = acc.unwrap_or(match op { RedOp::Prod => 1.0, _ => 0.0 });
                prop_assert_eq!(g, want);
            }
        }
    }
}
