//! The rest of NumPy's numerical surface as builtins: joining (concatenate, stack,
//! hstack/vstack/dstack, atleast_Nd), tile/repeat/pad, einsum, comparisons (array_equal,
//! allclose, isclose), sorting (sort, argsort, unique), index utilities (take,
//! take_along_axis, put_along_axis, unravel_index, ravel_multi_index, nonzero, argwhere,
//! count_nonzero, flatnonzero), bincount, products (dot, matmul, outer), diff, round, median;
//! plus the ndarray methods repeat/take/sort/argsort/dot.
//!
//! Data movement (joining, tiling, padding, take) copies whole element bytes, so it is
//! dtype-agnostic; comparisons go through `Scalar`; arithmetic goes through the engine's
//! ufuncs or the typed contraction loop shared by einsum, dot and matmul.

use std::cmp::Ordering;
use std::rc::Rc;

use super::args::Args;
use super::builtins::BuiltinDef;
use super::convert;
use super::interp::Interp;
use super::npfuncs::{array_arg, dtype_opt, int_arg, shape_arg};
use super::ops::{self, from_result, index_int};
use super::ufunc_kw::{can_cast, casting_arg};
use super::value::Value;
use crate::engine::array::{NdArray, check_alloc};
use crate::engine::dtype::{DType, Kind, Scalar};
use crate::engine::layout;
use crate::engine::reduce::{self, RedOp};
use crate::engine::slicing::normalize_axis;
use crate::engine::ufunc::{self, BinOp, Operand, UnOp};
use crate::engine::view::{self, Order};
use crate::error::{ExcKind, PyErr, PyResult, axis_error, index_error, type_error, value_error};

macro_rules! def {
    ($key:expr, $sig:expr, $doc:expr, $ex:expr, $f:expr) => {
        BuiltinDef { key: $key, sig: $sig, doc: $doc, example: $ex, f: $f }
    };
}

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.concatenate", "arrays, /, axis=0, out=None, *, dtype=None, casting='same_kind'", "Join arrays along an existing axis (a new array; axis=None flattens first).", "np.concatenate((a, b), axis=1)", np_concatenate),
    def!("numpy.stack", "arrays, axis=0, out=None, *, dtype=None, casting='same_kind'", "Join same-shaped arrays along a new axis.", "np.stack((a, b), axis=-1)", np_stack),
    def!("numpy.hstack", "tup, *, dtype=None, casting='same_kind'", "Join along axis 1 (axis 0 for 1-D arrays).", "np.hstack((a, b))", np_hstack),
    def!("numpy.vstack", "tup, *, dtype=None, casting='same_kind'", "Join along axis 0 after making inputs at least 2-D.", "np.vstack((a, b))", np_vstack),
    def!("numpy.dstack", "tup", "Join along axis 2 after making inputs at least 3-D.", "np.dstack((a, b))", np_dstack),
    def!("numpy.atleast_1d", "*arys", "Views with at least one dimension.", "np.atleast_1d(5)", np_atleast_1d),
    def!("numpy.atleast_2d", "*arys", "Views with at least two dimensions.", "np.atleast_2d([1, 2])", np_atleast_2d),
    def!("numpy.atleast_3d", "*arys", "Views with at least three dimensions.", "np.atleast_3d([1, 2])", np_atleast_3d),
    def!("numpy.tile", "A, reps", "A new array repeating A reps times along each axis.", "np.tile([1, 2], (2, 3))", np_tile),
    def!("numpy.repeat", "a, repeats, axis=None", "Repeat each element (flattened if axis is None).", "np.repeat(a, 2, axis=0)", np_repeat),
    def!("numpy.pad", "array, pad_width, mode='constant', **kwargs", "A padded copy (modes constant, edge, reflect, symmetric, wrap).", "np.pad(x, ((0, 0), (1, 1)))", np_pad),
    def!("numpy.einsum", "*operands, out=None, dtype=None, order='K', casting='safe', optimize=False", "Einstein summation: 'ij,jk->ik', traces 'ii', diagonals 'ii->i', '...' broadcasting.", "np.einsum('ghw,ghwxy->ghwxy', dx, mask)", np_einsum),
    def!("numpy.array_equal", "a1, a2, equal_nan=False", "True if both have the same shape and elements.", "np.array_equal(a, b)", np_array_equal),
    def!("numpy.allclose", "a, b, rtol=1e-05, atol=1e-08, equal_nan=False", "True if all elements are close: |a - b| <= atol + rtol*|b|.", "np.allclose(a, b)", np_allclose),
    def!("numpy.isclose", "a, b, rtol=1e-05, atol=1e-08, equal_nan=False", "Element-wise |a - b| <= atol + rtol*|b|.", "np.isclose(a, b)", np_isclose),
    def!("numpy.sort", "a, axis=-1, kind=None, order=None, *, stable=None", "A sorted copy (NaN last; flattened if axis is None).", "np.sort(a, axis=0)", np_sort),
    def!("numpy.argsort", "a, axis=-1, kind=None, order=None, *, stable=None", "Indices that sort the array (stridelab's sort is always stable).", "np.argsort(a, kind='stable')", np_argsort),
    def!("numpy.unique", "ar, return_index=False, return_inverse=False, return_counts=False, axis=None, *, equal_nan=True, sorted=True", "Sorted unique elements (or rows with axis=), optionally with first indices, inverse and counts.", "np.unique(a, return_counts=True)", np_unique),
    def!("numpy.take", "a, indices, axis=None, out=None, mode='raise'", "Elements at indices along an axis (of the flattened array if axis is None).", "np.take(a, [0, 2], axis=1)", np_take),
    def!("numpy.take_along_axis", "arr, indices, axis=-1", "arr[indices] matched along one axis (e.g. with argsort/argmax results).", "np.take_along_axis(a, idx, axis=1)", np_take_along_axis),
    def!("numpy.put_along_axis", "arr, indices, values, axis", "arr[indices] = values matched along one axis (in place).", "np.put_along_axis(a, idx, 0, axis=1)", np_put_along_axis),
    def!("numpy.unravel_index", "indices, shape, order='C'", "Flat indices to a tuple of coordinate arrays.", "np.unravel_index(7, (2, 4))", np_unravel_index),
    def!("numpy.ravel_multi_index", "multi_index, dims, mode='raise', order='C'", "Coordinate arrays to flat indices.", "np.ravel_multi_index(([1], [3]), (2, 4))", np_ravel_multi_index),
    def!("numpy.bincount", "x, /, weights=None, minlength=0", "Occurrences of each non-negative int (or the sum of its weights).", "np.bincount(flat_argmax, minlength=9)", np_bincount),
    def!("numpy.nonzero", "a", "Indices of the non-zero elements, one array per axis.", "np.nonzero(a > 2)", np_nonzero),
    def!("numpy.argwhere", "a", "Indices of the non-zero elements, one row per element.", "np.argwhere(a > 2)", np_argwhere),
    def!("numpy.count_nonzero", "a, axis=None, *, keepdims=False", "Number of non-zero elements.", "np.count_nonzero(a > 2)", np_count_nonzero),
    def!("numpy.flatnonzero", "a", "Indices of the non-zero elements of the flattened array.", "np.flatnonzero(a)", np_flatnonzero),
    def!("numpy.dot", "a, b, out=None", "Dot product: sum over the last axis of a and the second-to-last of b.", "np.dot(a, b)", np_dot),
    def!("numpy.matmul", "x1, x2, /, out=None, *, casting='same_kind', order='K', dtype=None, subok=True", "Matrix product with broadcasting over leading (stack) axes.", "np.matmul(a, b)", np_matmul),
    def!("numpy.outer", "a, b, out=None", "Outer product of the flattened inputs.", "np.outer([1, 2], [3, 4])", np_outer),
    def!("numpy.diff", "a, n=1, axis=-1, prepend=None, append=None", "n-th discrete difference along an axis.", "np.diff(a, axis=0)", np_diff),
    def!("numpy.round", "a, decimals=0, out=None", "Round half to even to the given number of decimals.", "np.round(a, 2)", np_round),
    def!("numpy.around", "a, decimals=0, out=None", "Round half to even to the given number of decimals.", "np.around(a, 2)", np_round),
    def!("numpy.median", "a, axis=None, out=None, overwrite_input=False, keepdims=False", "Median along an axis (NaN if the lane has a NaN).", "np.median(a, axis=0)", np_median),
];

// ----- small helpers -----

fn ax(axis: i64, ndim: usize) -> PyResult<usize> {
    normalize_axis(axis, ndim).map_err(axis_error)
}

fn axis_opt(a: &Args, name: &str, default: Option<i64>) -> PyResult<Option<i64>> {
    match a.get(name) {
        None => Ok(default),
        Some(Value::None) => Ok(None),
        Some(v) => Ok(Some(int_arg(&v)?)),
    }
}

fn bool_of(a: &Args, name: &str) -> PyResult<bool> {
    match a.get(name) {
        None => Ok(false),
        Some(v) => ops::truthy(&v),
    }
}

/// NumPy's compact shape text in error messages: `(2,3)`, `(4,)`, `()`.
fn compact(s: &[usize]) -> String {
    match s.len() {
        0 => "()".into(),
        1 => format!("({},)", s[0]),
        _ => format!("({})", s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(",")),
    }
}

/// nditer's remapped-shape text: `None` is a newaxis; leading newaxes are not printed.
fn remapped(dims: &[Option<usize>]) -> String {
    let first = dims.iter().position(|d| d.is_some());
    let Some(f) = first else { return "()".into() };
    let mut s = format!("({}", dims[f].unwrap_or(0));
    for d in &dims[f + 1..] {
        match d {
            Some(n) => s.push_str(&format!(",{}", n)),
            None => s.push_str(",newaxis"),
        }
    }
    s.push_str(if dims.len() == 1 { ",)" } else { ")" });
    s
}

/// C-order element bytes of `a` converted to `dt`.
fn bytes_of(a: &NdArray, dt: DType) -> PyResult<Vec<u8>> {
    if a.size() == 0 {
        return Ok(Vec::new());
    }
    if a.dtype == dt && a.is_c_contiguous() {
        let d = a.buf.data.borrow();
        return Ok(d[a.offset..a.offset + a.nbytes()].to_vec());
    }
    let c = ufunc::cast_copy(a, dt)?;
    let d = c.buf.data.borrow();
    Ok(d[..c.nbytes()].to_vec())
}

/// The array flattened in C order (a view when possible).
fn flat(a: &Rc<NdArray>) -> PyResult<Rc<NdArray>> {
    view::reshape(a, &[-1], Order::C, None)
}

fn result_type(arrs: &[Rc<NdArray>]) -> DType {
    let mut it = arrs.iter().map(|a| a.dtype);
    let first = it.next().unwrap_or(DType::Float64);
    it.fold(first, ufunc::promote_types)
}

fn cast_error(from: DType, to: DType, casting: &str) -> PyErr {
    type_error(format!(
        "Cannot cast array data from dtype('{}') to dtype('{}') according to the rule '{}'",
        from.name(),
        to.name(),
        casting
    ))
}

fn out_array(a: &Args) -> PyResult<Option<Rc<NdArray>>> {
    match a.opt("out") {
        None => Ok(None),
        Some(Value::Array(o)) => Ok(Some(o)),
        Some(_) => Err(type_error("output must be an array")),
    }
}

/// Copy `src` into `out` (same shape) with a C-order walk, casting.
fn write_out(out: &Rc<NdArray>, src: &Rc<NdArray>) -> PyResult<()> {
    out.check_writeable()?;
    if out.shape != src.shape {
        return Err(value_error("output array is the wrong shape"));
    }
    ufunc::assign_cast(out, src);
    Ok(())
}

fn ints_of(a: &NdArray) -> Vec<i64> {
    a.to_scalars().into_iter().map(|s| s.as_i64_wrapping()).collect()
}

/// Python-style int from a value; floats give CPython's TypeError.
fn py_int(v: &Value) -> PyResult<i64> {
    match index_int(v) {
        Some(i) => Ok(i.clamp(i64::MIN as i128, i64::MAX as i128) as i64),
        None => Err(type_error(format!("'{}' object cannot be interpreted as an integer", v.type_name()))),
    }
}

/// Total order NumPy sorts by: NaN after everything.
fn total_cmp(a: Scalar, b: Scalar) -> Ordering {
    match (a, b) {
        (Scalar::Int(x), Scalar::Int(y)) => x.cmp(&y),
        (Scalar::UInt(x), Scalar::UInt(y)) => x.cmp(&y),
        (Scalar::Bool(x), Scalar::Bool(y)) => x.cmp(&y),
        _ => {
            let (x, y) = (a.as_f64(), b.as_f64());
            match (x.is_nan(), y.is_nan()) {
                (true, true) => Ordering::Equal,
                (true, false) => Ordering::Greater,
                (false, true) => Ordering::Less,
                _ => x.partial_cmp(&y).unwrap_or(Ordering::Equal),
            }
        }
    }
}

fn is_nan(s: Scalar) -> bool {
    matches!(s, Scalar::Float(f) if f.is_nan())
}

/// (outer, n, inner) element counts around `axis` of a C-order shape.
fn lanes(shape: &[usize], axis: usize) -> (usize, usize, usize) {
    (shape[..axis].iter().product(), shape[axis], shape[axis + 1..].iter().product())
}

/// The axis order (largest stride first) NumPy gives a new array made from `arrays`
/// (PyArray_CreateMultiSortedStridePerm): axes move only when every array whose two axes
/// are both longer than 1 agrees; on conflicts C order wins.
fn stride_perm(arrays: &[&NdArray], nd: usize) -> Vec<usize> {
    let mut perm: Vec<usize> = (0..nd).collect();
    for i0 in 1..nd {
        let mut ipos = i0;
        let j0 = perm[i0];
        for i1 in (0..i0).rev() {
            let j1 = perm[i1];
            let (mut ambig, mut swap) = (true, false);
            for a in arrays {
                if a.shape[j0] != 1 && a.shape[j1] != 1 {
                    if a.strides[j0].unsigned_abs() <= a.strides[j1].unsigned_abs() {
                        swap = false;
                    } else if ambig {
                        swap = true;
                    }
                    ambig = false;
                }
            }
            if !ambig {
                if swap {
                    ipos = i1;
                } else {
                    break;
                }
            }
        }
        if ipos != i0 {
            perm.remove(i0);
            perm.insert(ipos, j0);
        }
    }
    perm
}

/// `c` (C-contiguous) copied into a new array whose axes are laid out in `perm` order.
fn relayout(c: Rc<NdArray>, perm: &[usize]) -> PyResult<Rc<NdArray>> {
    if perm.iter().enumerate().all(|(i, &p)| i == p) {
        return Ok(c);
    }
    let mut strides = vec![0isize; c.ndim()];
    let mut acc = c.itemsize() as isize;
    for &ax in perm.iter().rev() {
        strides[ax] = acc;
        acc *= c.shape[ax] as isize;
    }
    let buf = crate::engine::buffer::Buffer::zeroed(c.nbytes().max(c.itemsize()));
    let out = NdArray::build(buf, 0, c.shape.clone(), strides, c.dtype, true, true, None)?;
    ufunc::assign_cast(&out, &c);
    Ok(out)
}

// ----- gathering by per-axis index maps (tile, repeat, pad) -----

#[derive(Clone, Copy)]
enum Pick {
    Src(usize),
    /// A constant: the before (0) or after (1) pad value of this axis.
    Fill(usize),
}

/// `out[i0, .., ik] = src[m0[i0], .., mk[ik]]` on element bytes. A `Fill` entry writes that
/// axis' constant; the last axis that fills wins, as NumPy pads axis after axis.
fn gather(src: &[u8], sshape: &[usize], isz: usize, maps: &[Vec<Pick>], fills: &[[Vec<u8>; 2]], out: &mut [u8]) {
    let nd = maps.len();
    if nd == 0 {
        out[..isz].copy_from_slice(&src[..isz]);
        return;
    }
    let mut sstr = vec![1usize; nd];
    let mut ostr = vec![1usize; nd];
    for k in (0..nd.saturating_sub(1)).rev() {
        sstr[k] = sstr[k + 1] * sshape[k + 1];
        ostr[k] = ostr[k + 1] * maps[k + 1].len();
    }
    #[allow(clippy::too_many_arguments)]
    fn rec(
        axis: usize,
        soff: usize,
        ooff: usize,
        fill: Option<&[u8]>,
        c: &(&[u8], usize, &[Vec<Pick>], &[[Vec<u8>; 2]], &[usize], &[usize]),
        out: &mut [u8],
    ) {
        let (src, isz, maps, fills, sstr, ostr) = *c;
        let last = axis + 1 == maps.len();
        for (i, p) in maps[axis].iter().enumerate() {
            let (s, f) = match *p {
                Pick::Src(k) => (soff + k * sstr[axis], fill),
                Pick::Fill(side) => (soff, Some(fills[axis][side].as_slice())),
            };
            let o = ooff + i * ostr[axis];
            if last {
                let dst = &mut out[o * isz..(o + 1) * isz];
                match f {
                    Some(v) => dst.copy_from_slice(v),
                    None => dst.copy_from_slice(&src[s * isz..(s + 1) * isz]),
                }
            } else {
                rec(axis + 1, s, o, f, c, out);
            }
        }
    }
    let ctx = (src, isz, maps, fills, sstr.as_slice(), ostr.as_slice());
    rec(0, 0, 0, None, &ctx, out);
}

fn gathered(x: &NdArray, maps: &[Vec<Pick>], fills: &[[Vec<u8>; 2]]) -> PyResult<Rc<NdArray>> {
    let shape: Vec<usize> = maps.iter().map(|m| m.len()).collect();
    let out = NdArray::zeros(x.dtype, &shape, false)?;
    if out.size() == 0 {
        return Ok(out);
    }
    let src = bytes_of(x, x.dtype)?;
    {
        let mut d = out.buf.data.borrow_mut();
        let n = out.nbytes();
        gather(&src, &x.shape, x.itemsize(), maps, fills, &mut d[..n]);
    }
    Ok(out)
}

fn identity_map(n: usize) -> Vec<Pick> {
    (0..n).map(Pick::Src).collect()
}

// ----- joining -----

fn seq_arrays(v: &Value) -> PyResult<Vec<Rc<NdArray>>> {
    ops::iterate(v)?.iter().map(array_arg).collect()
}

/// NumPy's concatenate (PyArray_ConcatenateInto) on already-converted arrays.
fn concat(
    arrs: &[Rc<NdArray>],
    axis: Option<i64>,
    dtype: Option<DType>,
    casting: &str,
    out: Option<Rc<NdArray>>,
) -> PyResult<Rc<NdArray>> {
    if arrs.is_empty() {
        return Err(value_error("need at least one array to concatenate"));
    }
    let flat_arrs: Vec<Rc<NdArray>>;
    let (arrs, axis) = match axis {
        None => {
            flat_arrs = arrs.iter().map(flat).collect::<PyResult<_>>()?;
            (flat_arrs.as_slice(), 0)
        }
        Some(a) => (arrs, a),
    };
    let nd = arrs[0].ndim();
    if nd == 0 {
        return Err(value_error("zero-dimensional arrays cannot be concatenated"));
    }
    let axis = ax(axis, nd)?;
    let mut shape = arrs[0].shape.clone();
    for (i, a) in arrs.iter().enumerate().skip(1) {
        if a.ndim() != nd {
            return Err(value_error(format!(
                "all the input arrays must have same number of dimensions, but the array at index 0 has {} dimension(s) and the array at index {} has {} dimension(s)",
                nd,
                i,
                a.ndim()
            )));
        }
        for d in 0..nd {
            if d == axis {
                shape[d] += a.shape[d];
            } else if a.shape[d] != shape[d] {
                return Err(value_error(format!(
                    "all the input array dimensions except for the concatenation axis must match exactly, but along dimension {}, the array at index 0 has size {} and the array at index {} has size {}",
                    d, shape[d], i, a.shape[d]
                )));
            }
        }
    }
    if let Some(o) = &out {
        if o.shape != shape {
            return Err(value_error("Output array is the wrong shape"));
        }
    }
    let dt = match &out {
        Some(o) => o.dtype,
        None => dtype.unwrap_or_else(|| result_type(arrs)),
    };
    for a in arrs {
        if !can_cast(a.dtype, dt, casting) {
            return Err(cast_error(a.dtype, dt, casting));
        }
    }
    let res = NdArray::zeros(dt, &shape, false)?;
    // each input cast-copied straight into its slab of the result
    let mut start = 0usize;
    for a in arrs {
        let mut sub_shape = shape.clone();
        sub_shape[axis] = a.shape[axis];
        let off = start * res.strides[axis] as usize;
        start += a.shape[axis];
        if a.size() == 0 {
            continue;
        }
        let slab = NdArray::build(res.buf.clone(), off, sub_shape, res.strides.clone(), dt, false, true, None)?;
        crate::engine::assign::assign(&slab, a, &a.strides);
    }
    match out {
        Some(o) => {
            write_out(&o, &res)?;
            Ok(o)
        }
        None => {
            let refs: Vec<&NdArray> = arrs.iter().map(|a| &**a).collect();
            relayout(res, &stride_perm(&refs, nd))
        }
    }
}

fn np_concatenate(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let out = out_array(a)?;
    let dtype = dtype_opt(a, "dtype")?;
    if out.is_some() && dtype.is_some() {
        return Err(type_error(
            "concatenate() only takes `out` or `dtype` as an argument, but both were provided.",
        ));
    }
    let casting = casting_arg(a, "same_kind")?;
    let arrs = seq_arrays(&a.req("arrays"))?;
    let axis = axis_opt(a, "axis", Some(0))?;
    Ok(Value::Array(concat(&arrs, axis, dtype, casting, out)?))
}

fn np_stack(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let arrs = seq_arrays(&a.req("arrays"))?;
    if arrs.is_empty() {
        return Err(value_error("need at least one array to stack"));
    }
    if arrs.iter().any(|x| x.shape != arrs[0].shape) {
        return Err(value_error("all input arrays must have the same shape"));
    }
    let axis = ax(axis_opt(a, "axis", Some(0))?.unwrap_or(0), arrs[0].ndim() + 1)?;
    let expanded: Vec<Rc<NdArray>> =
        arrs.iter().map(|x| view::expand_dims(x, &[axis as i64])).collect::<PyResult<_>>()?;
    let casting = casting_arg(a, "same_kind")?;
    Ok(Value::Array(concat(&expanded, Some(axis as i64), dtype_opt(a, "dtype")?, casting, out_array(a)?)?))
}

/// `np.atleast_Nd` of one array (a view).
fn atleast(a: &Rc<NdArray>, n: usize) -> PyResult<Rc<NdArray>> {
    let s = &a.shape;
    let new: Vec<i64> = match (n, s.len()) {
        (_, 0) => vec![1; n],
        (2, 1) | (3, 1) => {
            let mut v = vec![1, s[0] as i64];
            if n == 3 {
                v.push(1);
            }
            v
        }
        (3, 2) => vec![s[0] as i64, s[1] as i64, 1],
        _ => return Ok(a.clone()),
    };
    view::reshape(a, &new, Order::C, None)
}

fn stack_along(a: &Args, key: &str, n: usize, axis_of: fn(&[Rc<NdArray>]) -> i64) -> PyResult<Value> {
    let arrs: Vec<Rc<NdArray>> =
        seq_arrays(&a.req(key))?.iter().map(|x| atleast(x, n)).collect::<PyResult<_>>()?;
    let casting = casting_arg(a, "same_kind")?;
    let axis = axis_of(&arrs);
    Ok(Value::Array(concat(&arrs, Some(axis), dtype_opt(a, "dtype")?, casting, None)?))
}

fn np_hstack(_: &mut Interp, a: &Args) -> PyResult<Value> {
    stack_along(a, "tup", 1, |arrs| if arrs.first().is_some_and(|x| x.ndim() == 1) { 0 } else { 1 })
}

fn np_vstack(_: &mut Interp, a: &Args) -> PyResult<Value> {
    stack_along(a, "tup", 2, |_| 0)
}

fn np_dstack(_: &mut Interp, a: &Args) -> PyResult<Value> {
    stack_along(a, "tup", 3, |_| 2)
}

fn atleast_fn(a: &Args, n: usize) -> PyResult<Value> {
    let outs: Vec<Value> =
        a.rest.iter().map(|v| Ok(Value::Array(atleast(&array_arg(v)?, n)?))).collect::<PyResult<_>>()?;
    Ok(if outs.len() == 1 { outs.into_iter().next().unwrap_or(Value::None) } else { Value::tuple(outs) })
}

fn np_atleast_1d(_: &mut Interp, a: &Args) -> PyResult<Value> {
    atleast_fn(a, 1)
}

fn np_atleast_2d(_: &mut Interp, a: &Args) -> PyResult<Value> {
    atleast_fn(a, 2)
}

fn np_atleast_3d(_: &mut Interp, a: &Args) -> PyResult<Value> {
    atleast_fn(a, 3)
}

// ----- tile, repeat, pad -----

fn np_tile(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let repv = a.req("reps");
    let mut reps: Vec<i64> = match &repv {
        Value::Tuple(_) | Value::List(_) => ops::iterate(&repv)?.iter().map(py_int).collect::<PyResult<_>>()?,
        Value::Array(r) if r.ndim() > 0 => ints_of(r),
        other => vec![py_int(other)?],
    };
    let c = array_arg(&a.req("A"))?;
    let mut sshape = c.shape.clone();
    while sshape.len() < reps.len() {
        sshape.insert(0, 1);
    }
    while reps.len() < sshape.len() {
        reps.insert(0, 1);
    }
    if reps.iter().any(|&r| r < 0) {
        return Err(value_error("negative dimensions are not allowed"));
    }
    let c = view::reshape(&c, &sshape.iter().map(|&d| d as i64).collect::<Vec<_>>(), Order::C, None)?;
    let out_shape: Vec<usize> = sshape.iter().zip(&reps).map(|(&s, &r)| s.saturating_mul(r as usize)).collect();
    check_alloc(&out_shape, c.dtype)?;
    let maps: Vec<Vec<Pick>> =
        sshape.iter().zip(&out_shape).map(|(&s, &o)| (0..o).map(|i| Pick::Src(i % s.max(1))).collect()).collect();
    let fills = vec![[Vec::new(), Vec::new()]; maps.len()];
    Ok(Value::Array(gathered(&c, &maps, &fills)?))
}

/// `np.repeat` / `a.repeat`.
fn do_repeat(x: &Rc<NdArray>, repeats: &Value, axis: Option<i64>) -> PyResult<Rc<NdArray>> {
    let (src, axis) = match axis {
        None => (flat(x)?, 0),
        Some(k) => (x.clone(), ax(k, x.ndim())?),
    };
    let r = array_arg(repeats)?;
    if r.ndim() > 1 {
        return Err(value_error(
            "setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 1.",
        ));
    }
    let reps = ints_of(&r);
    let n = src.shape[axis];
    let counts: Vec<i64> = if reps.len() == 1 {
        if reps[0] < 0 {
            return Err(value_error(if r.ndim() == 0 {
                "negative dimensions are not allowed"
            } else {
                "repeats may not contain negative values."
            }));
        }
        vec![reps[0]; n]
    } else if reps.len() != n {
        return Err(value_error(format!(
            "operands could not be broadcast together with shape ({},) ({},)",
            n,
            reps.len()
        )));
    } else {
        if reps.iter().any(|&c| c < 0) {
            return Err(value_error("repeats may not contain negative values."));
        }
        reps
    };
    let total = counts.iter().fold(0usize, |acc, &c| acc.saturating_add(c as usize));
    let mut out_shape = src.shape.clone();
    out_shape[axis] = total;
    check_alloc(&out_shape, src.dtype)?;
    let mut maps: Vec<Vec<Pick>> = src.shape.iter().map(|&d| identity_map(d)).collect();
    let mut m = Vec::with_capacity(total);
    for (k, &c) in counts.iter().enumerate() {
        for _ in 0..c {
            m.push(Pick::Src(k));
        }
    }
    maps[axis] = m;
    let fills = vec![[Vec::new(), Vec::new()]; maps.len()];
    gathered(&src, &maps, &fills)
}

fn np_repeat(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    Ok(Value::Array(do_repeat(&x, &a.req("repeats"), axis_opt(a, "axis", None)?)?))
}

/// numpy.lib._arraypad_impl._as_pairs: one (before, after) pair per axis.
fn as_pairs(x: &Rc<NdArray>, ndim: usize, as_index: bool) -> PyResult<Vec<[Scalar; 2]>> {
    let vals = x.to_scalars();
    let neg = |s: &Scalar| s.as_f64() < 0.0;
    let neg_err = || value_error("index can't contain negative values");
    if x.ndim() < 3 {
        if x.size() == 1 {
            if as_index && neg(&vals[0]) {
                return Err(neg_err());
            }
            return Ok(vec![[vals[0], vals[0]]; ndim]);
        }
        if x.size() == 2 && x.shape != [2, 1] {
            if as_index && (neg(&vals[0]) || neg(&vals[1])) {
                return Err(neg_err());
            }
            return Ok(vec![[vals[0], vals[1]]; ndim]);
        }
    }
    if as_index && vals.iter().any(neg) {
        return Err(neg_err());
    }
    let target = [ndim, 2];
    let bad = || {
        value_error(format!(
            "operands could not be broadcast together with remapped shapes [original->remapped]: {}  and requested shape {}",
            compact(&x.shape),
            compact(&target)
        ))
    };
    if x.ndim() > 2 {
        return Err(bad());
    }
    let off = 2 - x.ndim();
    let mut full = [1usize; 2];
    for (i, &d) in x.shape.iter().enumerate() {
        full[off + i] = d;
        if d != 1 && d != target[off + i] {
            return Err(bad());
        }
    }
    let mut out = Vec::with_capacity(ndim);
    for i in 0..ndim {
        let r = if full[0] == 1 { 0 } else { i };
        let pick = |k: usize| vals[r * full[1] + if full[1] == 1 { 0 } else { k }];
        out.push([pick(0), pick(1)]);
    }
    Ok(out)
}

/// Constant padding written in place: each axis' before/after slabs filled in axis order
/// (a later axis overwrites the corners, as NumPy pads axis after axis), then the input
/// copied into the interior. Zero fills are skipped: the new buffer is zeroed already.
fn pad_constant(x: &Rc<NdArray>, out_shape: &[usize], widths: &[(usize, usize)], fills: &[[Vec<u8>; 2]]) -> PyResult<Rc<NdArray>> {
    let res = NdArray::zeros(x.dtype, out_shape, false)?;
    if res.size() == 0 {
        return Ok(res);
    }
    let slab = |off: usize, k: usize, len: usize| {
        let mut sh = out_shape.to_vec();
        sh[k] = len;
        NdArray::build(res.buf.clone(), off, sh, res.strides.clone(), x.dtype, false, true, None)
    };
    for (k, &(b, e)) in widths.iter().enumerate() {
        for (side, off, len) in [(0, 0, b), (1, (b + x.shape[k]) * res.strides[k] as usize, e)] {
            let v = &fills[k][side];
            if len > 0 && v.iter().any(|&c| c != 0) {
                crate::engine::creation::fill_view(&*slab(off, k, len)?, v);
            }
        }
    }
    if x.size() > 0 {
        let off: usize = widths.iter().zip(&res.strides).map(|(&(b, _), &st)| b * st as usize).sum();
        let inner = NdArray::build(res.buf.clone(), off, x.shape.clone(), res.strides.clone(), x.dtype, false, true, None)?;
        crate::engine::assign::assign(&inner, x, &x.strides);
    }
    Ok(res)
}

fn np_pad(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("array"))?;
    let pw = array_arg(&a.req("pad_width"))?;
    if pw.dtype.kind() != Kind::Int {
        return Err(type_error("`pad_width` must be of integral type."));
    }
    let pairs = as_pairs(&pw, x.ndim(), true)?;
    let mode = match a.get("mode") {
        None => "constant".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(other) => return Err(type_error(format!("stridelab: np.pad mode must be a string, not {}", other.type_name()))),
    };
    let allowed: &[&str] = match mode.as_str() {
        "constant" => &["constant_values"],
        "edge" | "wrap" | "empty" => &[],
        "reflect" | "symmetric" => &["reflect_type"],
        "linear_ramp" => &["end_values"],
        "maximum" | "mean" | "median" | "minimum" => &["stat_length"],
        _ => return Err(value_error(format!("mode '{}' is not supported", mode))),
    };
    let bad: Vec<String> =
        a.extra_kw.iter().filter(|(k, _)| !allowed.contains(&k.as_str())).map(|(k, _)| format!("'{}'", k)).collect();
    if !bad.is_empty() {
        return Err(value_error(format!("unsupported keyword arguments for mode '{}': {{{}}}", mode, bad.join(", "))));
    }
    let kw = |name: &str| a.extra_kw.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone());
    if !matches!(mode.as_str(), "constant" | "empty" | "edge" | "wrap" | "reflect" | "symmetric") {
        return Err(PyErr::new(ExcKind::NotImplementedError, format!("stridelab does not implement np.pad mode '{}'", mode)));
    }
    if let Some(rt) = kw("reflect_type") {
        if !matches!(&rt, Value::Str(s) if &**s == "even") {
            return Err(PyErr::new(ExcKind::NotImplementedError, "stridelab implements only reflect_type='even'"));
        }
    }
    let widths: Vec<(usize, usize)> = pairs.iter().map(|p| (p[0].as_i64_wrapping() as usize, p[1].as_i64_wrapping() as usize)).collect();
    let dt = x.dtype;
    let isz = dt.itemsize();
    let mut fills = vec![[vec![0u8; isz], vec![0u8; isz]]; x.ndim()];
    let constant = matches!(mode.as_str(), "constant" | "empty");
    if mode == "constant" {
        let cv = kw("constant_values").unwrap_or(Value::Int(0));
        let cva = convert::to_array(&cv, None)?;
        let cpairs = as_pairs(&cva, x.ndim(), false)?;
        for (f, p) in fills.iter_mut().zip(&cpairs) {
            p[0].write_le_bytes(dt, &mut f[0]);
            p[1].write_le_bytes(dt, &mut f[1]);
        }
    } else {
        for (k, &(b, e)) in widths.iter().enumerate() {
            if x.shape[k] == 0 && (b > 0 || e > 0) {
                return Err(value_error(format!(
                    "can't extend empty axis {} using modes other than 'constant' or 'empty'",
                    k
                )));
            }
        }
    }
    let out_shape: Vec<usize> =
        x.shape.iter().zip(&widths).map(|(&n, &(b, e))| n.saturating_add(b).saturating_add(e)).collect();
    check_alloc(&out_shape, dt)?;
    let mut maps = Vec::with_capacity(x.ndim());
    for (k, &(b, e)) in widths.iter().enumerate() {
        let n = x.shape[k];
        let mut m = Vec::with_capacity(n + b + e);
        if constant {
            m.extend(std::iter::repeat_n(Pick::Fill(0), b));
            m.extend(identity_map(n));
            m.extend(std::iter::repeat_n(Pick::Fill(1), e));
        } else if n > 0 {
            let ni = n as i64;
            for j in -(b as i64)..(ni + e as i64) {
                let src = match mode.as_str() {
                    "edge" => j.clamp(0, ni - 1),
                    "wrap" => j.rem_euclid(ni),
                    "reflect" if ni == 1 => 0,
                    "reflect" => {
                        let p = 2 * (ni - 1);
                        let r = j.rem_euclid(p);
                        if r < ni { r } else { p - r }
                    }
                    _ => {
                        let p = 2 * ni;
                        let r = j.rem_euclid(p);
                        if r < ni { r } else { p - 1 - r }
                    }
                };
                m.push(Pick::Src(src as usize));
            }
        }
        maps.push(m);
    }
    let res = if constant { pad_constant(&x, &out_shape, &widths, &fills)? } else { gathered(&x, &maps, &fills)? };
    // np.pad allocates in F order only for F-but-not-C inputs
    if x.ndim() > 1 && x.is_f_contiguous() && !x.is_c_contiguous() {
        let perm: Vec<usize> = (0..x.ndim()).rev().collect();
        return Ok(Value::Array(relayout(res, &perm)?));
    }
    Ok(Value::Array(res))
}

// ----- the contraction loop shared by einsum, dot and matmul -----

/// Element arithmetic of a contraction, in the result dtype's own precision (integers wrap,
/// so computing them in 64 bits and casting at the end gives the same bits).
trait Acc: Copy {
    fn zero() -> Self;
    fn of(s: Scalar) -> Self;
    fn add(self, o: Self) -> Self;
    fn mul(self, o: Self) -> Self;
    fn scalar(self) -> Scalar;
}

impl Acc for i64 {
    fn zero() -> Self {
        0
    }
    fn of(s: Scalar) -> Self {
        s.as_i64_wrapping()
    }
    fn add(self, o: Self) -> Self {
        self.wrapping_add(o)
    }
    fn mul(self, o: Self) -> Self {
        self.wrapping_mul(o)
    }
    fn scalar(self) -> Scalar {
        Scalar::Int(self)
    }
}

impl Acc for u64 {
    fn zero() -> Self {
        0
    }
    fn of(s: Scalar) -> Self {
        s.as_u64_wrapping()
    }
    fn add(self, o: Self) -> Self {
        self.wrapping_add(o)
    }
    fn mul(self, o: Self) -> Self {
        self.wrapping_mul(o)
    }
    fn scalar(self) -> Scalar {
        Scalar::UInt(self)
    }
}

impl Acc for f64 {
    fn zero() -> Self {
        0.0
    }
    fn of(s: Scalar) -> Self {
        s.as_f64()
    }
    fn add(self, o: Self) -> Self {
        self + o
    }
    fn mul(self, o: Self) -> Self {
        self * o
    }
    fn scalar(self) -> Scalar {
        Scalar::Float(self)
    }
}

impl Acc for f32 {
    fn zero() -> Self {
        0.0
    }
    fn of(s: Scalar) -> Self {
        s.as_f64() as f32
    }
    fn add(self, o: Self) -> Self {
        self + o
    }
    fn mul(self, o: Self) -> Self {
        self * o
    }
    fn scalar(self) -> Scalar {
        Scalar::Float(self as f64)
    }
}

impl Acc for bool {
    fn zero() -> Self {
        false
    }
    fn of(s: Scalar) -> Self {
        s.as_bool()
    }
    fn add(self, o: Self) -> Self {
        self || o
    }
    fn mul(self, o: Self) -> Self {
        self && o
    }
    fn scalar(self) -> Scalar {
        Scalar::Bool(self)
    }
}

/// The prepared loop: per operand its values (C order) and element strides per iterator
/// dimension; the output's strides; the iterator shape.
struct Loop {
    vals: Vec<Vec<Scalar>>,
    strides: Vec<Vec<usize>>,
    out_strides: Vec<usize>,
    shape: Vec<usize>,
    out_size: usize,
}

fn run_loop<T: Acc>(l: &Loop) -> Vec<Scalar> {
    let vals: Vec<Vec<T>> = l.vals.iter().map(|v| v.iter().map(|&s| T::of(s)).collect()).collect();
    let mut out = vec![T::zero(); l.out_size];
    let nd = l.shape.len();
    let nop = vals.len();
    if l.shape.contains(&0) {
        return out.into_iter().map(|t| t.scalar()).collect();
    }
    let mut idx = vec![0usize; nd];
    let mut offs = vec![0usize; nop];
    let mut oo = 0usize;
    let inner = if nd == 0 { 1 } else { l.shape[nd - 1] };
    loop {
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
                return out.into_iter().map(|t| t.scalar()).collect();
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

/// Contract operands whose dimensions carry labels (0 = a broadcast dimension, matched
/// right-aligned as einsum's `...`), into the output labels. Labels repeated within one
/// operand are taken along their diagonal first.
fn contract(
    ops_in: &[Rc<NdArray>],
    labels_in: &[Vec<u8>],
    out_labels: &[u8],
    dt: DType,
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
    let mut vals = Vec::new();
    let mut strides = Vec::new();
    for ((dims, _, _, v), a) in ops.iter().zip(&axes) {
        let mut cst = vec![1usize; dims.len()];
        for d in (0..dims.len().saturating_sub(1)).rev() {
            cst[d] = cst[d + 1] * dims[d + 1];
        }
        strides.push((0..ni).map(|i| a[i].map(|d| if dims[d] == 1 { 0 } else { cst[d] }).unwrap_or(0)).collect());
        vals.push(v.to_scalars());
    }
    let l = Loop { vals, strides, out_strides, shape, out_size };
    let res = match dt {
        DType::Bool => run_loop::<bool>(&l),
        DType::Float64 => run_loop::<f64>(&l),
        // float16 products accumulate in float32 (NumPy's half dot/matmul/einsum loops)
        DType::Float32 | DType::Float16 => run_loop::<f32>(&l),
        d if d.kind() == Kind::UInt => run_loop::<u64>(&l),
        _ => run_loop::<i64>(&l),
    };
    let res: Vec<Scalar> = res.into_iter().map(|s| s.cast(dt)).collect();
    NdArray::from_scalars(dt, &out_shape, &res)
}

fn einsum_remapped_err(info: &[(Vec<usize>, Vec<Option<usize>>)]) -> PyErr {
    let mut msg = String::from("operands could not be broadcast together with remapped shapes [original->remapped]: ");
    for (orig, rem) in info {
        msg.push_str(&format!("{}->{} ", compact(orig), remapped(rem)));
    }
    value_error(msg)
}

fn char_at(s: &str, i: usize) -> char {
    s[i..].chars().next().unwrap_or(' ')
}

/// Parse one operand's subscripts (parse_operand_subscripts): labels per dimension, 0 for
/// the dimensions an ellipsis covers.
fn parse_op_subs(s: &str, ndim: usize, iop: usize, counts: &mut [u32; 128]) -> PyResult<Vec<u8>> {
    let b = s.as_bytes();
    let mut labels: Vec<u8> = Vec::new();
    let mut ellipsis: Option<usize> = None;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_alphabetic() {
            if labels.len() >= ndim {
                return Err(value_error(format!(
                    "einstein sum subscripts string contains too many subscripts for operand {}",
                    iop
                )));
            }
            labels.push(c);
            counts[c as usize] += 1;
        } else if c == b'.' {
            if ellipsis.is_some() || i + 2 >= b.len() || b[i + 1] != b'.' || b[i + 2] != b'.' {
                return Err(value_error(format!(
                    "einstein sum subscripts string contains a '.' that is not part of an ellipsis ('...') in operand {}",
                    iop
                )));
            }
            i += 2;
            ellipsis = Some(labels.len());
        } else if c != b' ' {
            return Err(value_error(format!(
                "invalid subscript '{}' in einstein sum subscripts string, subscripts must be letters",
                char_at(s, i)
            )));
        }
        i += 1;
    }
    match ellipsis {
        None if labels.len() != ndim => Err(value_error(
            "operand has more dimensions than subscripts given in einstein sum, but no '...' ellipsis provided to broadcast the extra dimensions.",
        )),
        Some(e) if labels.len() < ndim => {
            let extra = ndim - labels.len();
            let mut full = labels[..e].to_vec();
            full.extend(std::iter::repeat_n(0u8, extra));
            full.extend_from_slice(&labels[e..]);
            Ok(full)
        }
        _ => Ok(labels),
    }
}

fn parse_out_subs(s: &str, nbroadcast: usize, counts: &[u32; 128]) -> PyResult<Vec<u8>> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut ellipsis = false;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_alphabetic() {
            if b[i + 1..].contains(&c) {
                return Err(value_error(format!(
                    "einstein sum subscripts string includes output subscript '{}' multiple times",
                    c as char
                )));
            }
            if counts[c as usize] == 0 {
                return Err(value_error(format!(
                    "einstein sum subscripts string included output subscript '{}' which never appeared in an input",
                    c as char
                )));
            }
            out.push(c);
        } else if c == b'.' {
            if ellipsis || i + 2 >= b.len() || b[i + 1] != b'.' || b[i + 2] != b'.' {
                return Err(value_error(
                    "einstein sum subscripts string contains a '.' that is not part of an ellipsis ('...') in the output",
                ));
            }
            i += 2;
            ellipsis = true;
            out.extend(std::iter::repeat_n(0u8, nbroadcast));
        } else if c != b' ' {
            return Err(value_error(format!(
                "invalid subscript '{}' in einstein sum subscripts string, subscripts must be letters",
                char_at(s, i)
            )));
        }
        i += 1;
    }
    if !ellipsis && nbroadcast > 0 {
        return Err(value_error(
            "output has more dimensions than subscripts given in einstein sum, but no '...' ellipsis provided to broadcast the extra dimensions.",
        ));
    }
    Ok(out)
}

/// One operand, no summation, no `out=`: einsum returns a view (get_single_op_view).
fn single_op_view(op: &Rc<NdArray>, labels: &[u8], out_labels: &[u8]) -> PyResult<Option<Rc<NdArray>>> {
    let no = out_labels.len();
    let mut dims = vec![0usize; no];
    let mut strides = vec![0isize; no];
    let mut ib = 0usize;
    for (d, &l) in labels.iter().enumerate() {
        if l == 0 {
            while ib < no && out_labels[ib] != 0 {
                ib += 1;
            }
            if ib == no {
                return Err(value_error("output had too few broadcast dimensions"));
            }
            dims[ib] = op.shape[d];
            strides[ib] = op.strides[d];
            ib += 1;
        } else {
            let Some(i) = out_labels.iter().position(|&x| x == l) else { return Ok(None) };
            if dims[i] != 0 && dims[i] != op.shape[d] {
                return Err(value_error(format!(
                    "dimensions in single operand for collapsing index '{}' don't match ({} != {})",
                    l as char, dims[i], op.shape[d]
                )));
            }
            dims[i] = op.shape[d];
            strides[i] += op.strides[d];
        }
    }
    Ok(Some(NdArray::view_of(op, op.offset, dims, strides, op.dtype)?))
}

fn np_einsum(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let args = &a.rest;
    if args.is_empty() {
        return Err(value_error(
            "must specify the einstein sum subscripts string and at least one operand, or at least one operand and its corresponding subscripts list",
        ));
    }
    let subs = match &args[0] {
        Value::Str(s) => s.to_string(),
        _ if args.len() == 1 => return Err(value_error("must provide at least an operand and a subscripts list to einsum")),
        _ => return Err(type_error("stridelab's einsum takes the subscripts as a string ('ij,jk->ik')")),
    };
    if args.len() < 2 {
        return Err(value_error("not enough operands provided to einstein sum function"));
    }
    let ops_in: Vec<Rc<NdArray>> = args[1..].iter().map(array_arg).collect::<PyResult<_>>()?;
    let nop = ops_in.len();
    let out = out_array(a)?;
    let dtype = dtype_opt(a, "dtype")?;
    let casting = casting_arg(a, "safe")?;
    // split the operands' subscripts at ',' and the output at '->'
    let mut counts = [0u32; 128];
    let mut labels: Vec<Vec<u8>> = Vec::with_capacity(nop);
    let mut rest: &str = &subs;
    for (iop, op) in ops_in.iter().enumerate() {
        let len = rest.find(&[',', '-'][..]).unwrap_or(rest.len());
        let at_comma = rest[len..].starts_with(',');
        if iop == nop - 1 && at_comma {
            return Err(value_error(
                "more operands provided to einstein sum function than specified in the subscripts string",
            ));
        }
        if iop < nop - 1 && !at_comma {
            return Err(value_error(
                "fewer operands provided to einstein sum function than specified in the subscripts string",
            ));
        }
        labels.push(parse_op_subs(&rest[..len], op.ndim(), iop, &mut counts)?);
        rest = &rest[len..];
        if iop < nop - 1 {
            rest = &rest[1..];
        }
    }
    let nbroadcast = labels.iter().map(|l| l.iter().filter(|&&x| x == 0).count()).max().unwrap_or(0);
    let out_labels: Vec<u8> = if rest.is_empty() {
        let mut o = vec![0u8; nbroadcast];
        o.extend((1..128u8).filter(|&l| counts[l as usize] == 1));
        o
    } else {
        let Some(r) = rest.strip_prefix("->") else {
            return Err(value_error("einstein sum subscript string does not contain proper '->' output specified"));
        };
        parse_out_subs(r, nbroadcast, &counts)?
    };
    if let Some(o) = &out {
        if o.ndim() != out_labels.len() {
            return Err(value_error(format!(
                "out parameter does not have the correct number of dimensions, has {} but should have {}",
                o.ndim(),
                out_labels.len()
            )));
        }
    }
    if nop == 1 && out.is_none() {
        if let Some(v) = single_op_view(&ops_in[0], &labels[0], &out_labels)? {
            return Ok(from_result(v));
        }
    }
    let dt = match dtype {
        Some(d) => {
            for (i, op) in ops_in.iter().enumerate() {
                if !can_cast(op.dtype, d, casting) {
                    return Err(type_error(format!(
                        "Iterator operand {} dtype could not be cast from dtype('{}') to dtype('{}') according to the rule '{}'",
                        i,
                        op.dtype.name(),
                        d.name(),
                        casting
                    )));
                }
            }
            d
        }
        None => result_type(&ops_in),
    };
    let r = contract(&ops_in, &labels, &out_labels, dt, &einsum_remapped_err)?;
    match out {
        Some(o) => {
            write_out(&o, &r)?;
            Ok(Value::Array(o))
        }
        None => Ok(from_result(r)),
    }
}

// ----- comparisons -----

fn np_array_equal(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let (Ok(x), Ok(y)) = (array_arg(&a.req("a1")), array_arg(&a.req("a2"))) else {
        return Ok(Value::Bool(false));
    };
    if x.shape != y.shape {
        return Ok(Value::Bool(false));
    }
    let equal_nan = bool_of(a, "equal_nan")?;
    let eq = ufunc::binary(BinOp::Eq, &Operand::Array(x.clone()), &Operand::Array(y.clone()), None)?;
    let eqv = eq.to_scalars();
    if !equal_nan {
        return Ok(Value::Bool(eqv.iter().all(|s| s.as_bool())));
    }
    let (xs, ys) = (x.to_scalars(), y.to_scalars());
    Ok(Value::Bool(eqv.iter().zip(xs.iter().zip(&ys)).all(|(e, (p, q))| e.as_bool() || (is_nan(*p) && is_nan(*q)))))
}

fn operand_of(v: &Value) -> PyResult<Operand> {
    match v {
        Value::Int(i) => Ok(Operand::PyInt(*i)),
        Value::Float(f) => Ok(Operand::PyFloat(*f)),
        Value::Bool(b) => Ok(Operand::PyBool(*b)),
        other => Ok(Operand::Array(array_arg(other)?)),
    }
}

fn as_arr(o: &Operand) -> PyResult<Rc<NdArray>> {
    super::numeric::operand_to_array(o)
}

/// NumPy 2's isclose: `|x - y| <= atol + rtol*|y|` and y finite, or x == y (NaN pairs too
/// with equal_nan); y is made inexact first.
fn isclose(a: &Args) -> PyResult<Rc<NdArray>> {
    let x = operand_of(&a.req("a"))?;
    let y = match operand_of(&a.req("b"))? {
        Operand::Array(arr) => {
            let dt = if arr.dtype.is_float() { arr.dtype } else { DType::Float64 };
            Operand::Array(if dt == arr.dtype { arr } else { ufunc::cast_copy(&arr, dt)? })
        }
        Operand::PyInt(i) => Operand::PyFloat(i as f64),
        Operand::PyBool(b) => Operand::PyFloat(b as u8 as f64),
        f => f,
    };
    let rtol = a.get("rtol").map(|v| operand_of(&v)).transpose()?.unwrap_or(Operand::PyFloat(1e-5));
    let atol = a.get("atol").map(|v| operand_of(&v)).transpose()?.unwrap_or(Operand::PyFloat(1e-8));
    let arr = Operand::Array;
    let diff = ufunc::unary(UnOp::Abs, &as_arr(&Operand::Array(ufunc::binary(BinOp::Sub, &x, &y, None)?))?, None)?;
    let ay = ufunc::unary(UnOp::Abs, &as_arr(&y)?, None)?;
    let tol = ufunc::binary(BinOp::Add, &atol, &arr(ufunc::binary(BinOp::Mul, &rtol, &arr(ay), None)?), None)?;
    let le = ufunc::binary(BinOp::Le, &arr(diff), &arr(tol), None)?;
    let fin = ufunc::unary(UnOp::IsFinite, &as_arr(&y)?, None)?;
    let eq = ufunc::binary(BinOp::Eq, &x, &y, None)?;
    let mut r = ufunc::binary(BinOp::BitOr, &arr(ufunc::binary(BinOp::BitAnd, &arr(le), &arr(fin), None)?), &arr(eq), None)?;
    if bool_of(a, "equal_nan")? {
        let nx = ufunc::unary(UnOp::IsNan, &as_arr(&x)?, None)?;
        let ny = ufunc::unary(UnOp::IsNan, &as_arr(&y)?, None)?;
        let both = ufunc::binary(BinOp::BitAnd, &arr(nx), &arr(ny), None)?;
        r = ufunc::binary(BinOp::BitOr, &arr(r), &arr(both), None)?;
    }
    Ok(r)
}

fn np_isclose(_: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(from_result(isclose(a)?))
}

fn np_allclose(_: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(Value::Bool(isclose(a)?.to_scalars().iter().all(|s| s.as_bool())))
}

// ----- sorting -----

fn check_kind(a: &Args) -> PyResult<()> {
    match a.opt("kind") {
        None => {}
        Some(Value::Str(s)) => {
            if !matches!(s.chars().next().map(|c| c.to_ascii_lowercase()), Some('q' | 'h' | 'm' | 's')) {
                return Err(value_error(format!("sort kind must be one of 'quick', 'heap', or 'stable' (got '{}')", s)));
            }
        }
        Some(other) => return Err(type_error(format!("sort kind must be str, not {}", other.type_name()))),
    }
    if a.opt("order").is_some() {
        return Err(value_error("Cannot specify order when the array has no fields."));
    }
    Ok(())
}

/// For each output position (C order of `shape`), the source index along `axis` that
/// sorts its lane (stable; NaN last).
fn sort_perm(vals: &[Scalar], shape: &[usize], axis: usize) -> Vec<usize> {
    let (outer, n, inner) = lanes(shape, axis);
    let mut perm = vec![0usize; vals.len()];
    let mut lane: Vec<usize> = Vec::with_capacity(n);
    for o in 0..outer {
        for i in 0..inner {
            let base = o * n * inner + i;
            lane.clear();
            lane.extend(0..n);
            lane.sort_by(|&p, &q| total_cmp(vals[base + p * inner], vals[base + q * inner]));
            for (k, &src) in lane.iter().enumerate() {
                perm[base + k * inner] = src;
            }
        }
    }
    perm
}

/// The array to sort and its axis (flattened for axis=None).
fn sort_target(x: &Rc<NdArray>, a: &Args) -> PyResult<(Rc<NdArray>, usize)> {
    match axis_opt(a, "axis", Some(-1))? {
        None => Ok((flat(x)?, 0)),
        Some(k) => Ok((x.clone(), ax(k, x.ndim())?)),
    }
}

fn sorted_values(x: &NdArray, axis: usize) -> Vec<Scalar> {
    let vals = x.to_scalars();
    let perm = sort_perm(&vals, &x.shape, axis);
    let (_, n, inner) = lanes(&x.shape, axis);
    let _ = n;
    (0..vals.len())
        .map(|p| {
            let k = (p / inner) % x.shape[axis].max(1);
            vals[p - k * inner + perm[p] * inner]
        })
        .collect()
}

fn np_sort(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    let (t, axis) = sort_target(&x, a)?;
    check_kind(a)?;
    // np.sort sorts a copy made in order 'K'
    let res = NdArray::from_scalars(t.dtype, &t.shape, &sorted_values(&t, axis))?;
    Ok(Value::Array(relayout(res, &stride_perm(&[&*t], t.ndim()))?))
}

fn argsort(x: &Rc<NdArray>, a: &Args) -> PyResult<Value> {
    let (t, axis) = sort_target(x, a)?;
    check_kind(a)?;
    let perm = sort_perm(&t.to_scalars(), &t.shape, axis);
    let vals: Vec<Scalar> = perm.into_iter().map(|p| Scalar::Int(p as i64)).collect();
    Ok(Value::Array(NdArray::from_scalars(DType::Int64, &t.shape, &vals)?))
}

fn np_argsort(_: &mut Interp, a: &Args) -> PyResult<Value> {
    argsort(&array_arg(&a.req("a"))?, a)
}

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

// ----- indexing helpers -----

fn index_array(v: &Value) -> PyResult<Rc<NdArray>> {
    array_arg(v)
}

fn take(x: &Rc<NdArray>, indices: &Value, axis: Option<i64>, mode: &str, out: Option<Rc<NdArray>>) -> PyResult<Value> {
    let mode = match mode {
        "raise" | "clip" | "wrap" => mode,
        other => return Err(value_error(format!("clipmode must be one of 'clip', 'raise', or 'wrap' (got '{}')", other))),
    };
    let (src, axis) = match axis {
        None => (flat(x)?, 0),
        Some(k) => (x.clone(), ax(k, x.ndim())?),
    };
    let idx = index_array(indices)?;
    let n = src.shape[axis];
    let mut picks = Vec::with_capacity(idx.size());
    for i in ints_of(&idx) {
        let ni = n as i64;
        let j = match mode {
            "raise" => {
                if i < -ni || i >= ni {
                    return Err(index_error(format!("index {} is out of bounds for axis {} with size {}", i, axis, n)));
                }
                if i < 0 { i + ni } else { i }
            }
            _ if n == 0 => return Err(index_error("cannot do a non-empty take from an empty axes.")),
            "wrap" => i.rem_euclid(ni),
            _ => i.clamp(0, ni - 1),
        };
        picks.push(j as usize);
    }
    let mut shape = src.shape[..axis].to_vec();
    shape.extend_from_slice(&idx.shape);
    shape.extend_from_slice(&src.shape[axis + 1..]);
    let res = NdArray::zeros(src.dtype, &shape, false)?;
    if res.size() > 0 {
        let b = bytes_of(&src, src.dtype)?;
        let (outer, _, inner) = lanes(&src.shape, axis);
        let chunk = inner * src.itemsize();
        let mut d = res.buf.data.borrow_mut();
        let mut pos = 0;
        for o in 0..outer {
            for &k in &picks {
                let s = (o * n + k) * chunk;
                d[pos..pos + chunk].copy_from_slice(&b[s..s + chunk]);
                pos += chunk;
            }
        }
    }
    match out {
        Some(o) => {
            write_out(&o, &res)?;
            Ok(Value::Array(o))
        }
        None => Ok(from_result(res)),
    }
}

fn mode_str(a: &Args) -> PyResult<String> {
    match a.get("mode") {
        None => Ok("raise".into()),
        Some(Value::Str(s)) => Ok(s.to_string()),
        Some(other) => Err(type_error(format!("clipmode not understood: {}", other.type_name()))),
    }
}

fn np_take(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    take(&x, &a.req("indices"), axis_opt(a, "axis", None)?, &mode_str(a)?, out_array(a)?)
}

/// The element offsets `arr[_make_along_axis_idx(...)]` selects, with the result shape.
fn along_axis(arr: &Rc<NdArray>, indices: &Value, axis: Option<i64>) -> PyResult<(Vec<usize>, Vec<usize>)> {
    let idx = index_array(indices)?;
    let (base, axis) = match axis {
        None => {
            if idx.ndim() != 1 {
                return Err(value_error("when axis=None, `indices` must have a single dimension."));
            }
            (flat(arr)?, 0)
        }
        Some(k) => (arr.clone(), ax(k, arr.ndim())?),
    };
    if !idx.dtype.is_integer() {
        return Err(index_error("`indices` must be an integer array"));
    }
    if idx.ndim() != base.ndim() {
        return Err(value_error("`indices` and `arr` must have the same number of dimensions"));
    }
    let nd = base.ndim();
    let shapes: Vec<Vec<usize>> = (0..nd)
        .map(|d| if d == axis { idx.shape.clone() } else { (0..nd).map(|k| if k == d { base.shape[d] } else { 1 }).collect() })
        .collect();
    let refs: Vec<&[usize]> = shapes.iter().map(|s| s.as_slice()).collect();
    let bshape = ufunc::broadcast_shapes(&refs).map_err(|_| {
        let mut m = String::from("shape mismatch: indexing arrays could not be broadcast together with shapes ");
        for s in &shapes {
            m.push_str(&compact(s));
            m.push(' ');
        }
        index_error(m)
    })?;
    let st = ufunc::broadcast_strides(&idx.shape, &idx.strides, &bshape);
    let bidx = NdArray::build(idx.buf.clone(), idx.offset, bshape.clone(), st, idx.dtype, false, false, None)?;
    let ivals = ints_of(&bidx);
    // when axis=None the flattened array may be a copy: address the original's elements
    let elem_offs: Option<Vec<usize>> = if Rc::ptr_eq(&base.buf, &arr.buf) { None } else { Some(arr.offsets()) };
    let n = base.shape[axis] as i64;
    let mut offs = Vec::with_capacity(ivals.len());
    let mut pos = vec![0usize; nd];
    for (p, &i) in ivals.iter().enumerate() {
        if i < -n || i >= n {
            return Err(index_error(format!("index {} is out of bounds for axis {} with size {}", i, axis, n)));
        }
        let j = if i < 0 { i + n } else { i } as usize;
        let mut off = base.offset as isize;
        for d in 0..nd {
            let c = if d == axis { j } else if base.shape[d] == 1 { 0 } else { pos[d] };
            off += c as isize * base.strides[d];
        }
        offs.push(match &elem_offs {
            Some(eo) => eo[j],
            None => off as usize,
        });
        // advance the C-order position in the broadcast shape
        let _ = p;
        for d in (0..nd).rev() {
            pos[d] += 1;
            if pos[d] < bshape[d] {
                break;
            }
            pos[d] = 0;
        }
    }
    Ok((offs, bshape))
}

fn np_take_along_axis(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let arr = array_arg(&a.req("arr"))?;
    let (offs, shape) = along_axis(&arr, &a.req("indices"), axis_opt(a, "axis", Some(-1))?)?;
    let res = NdArray::zeros(arr.dtype, &shape, false)?;
    {
        let src = arr.buf.data.borrow();
        let mut d = res.buf.data.borrow_mut();
        let isz = arr.itemsize();
        for (k, &o) in offs.iter().enumerate() {
            d[k * isz..(k + 1) * isz].copy_from_slice(&src[o..o + isz]);
        }
    }
    Ok(Value::Array(res))
}

fn np_put_along_axis(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let arr = match a.req("arr") {
        Value::Array(x) => x,
        other => return Err(type_error(format!("put_along_axis() needs an ndarray, not {}", other.type_name()))),
    };
    let axis = match a.req("axis") {
        Value::None => None,
        v => Some(int_arg(&v)?),
    };
    let (offs, shape) = along_axis(&arr, &a.req("indices"), axis)?;
    let v = array_arg(&a.req("values"))?;
    let st = view::broadcast_strides(&v, &shape).map_err(|_| {
        value_error(format!(
            "shape mismatch: value array of shape {} could not be broadcast to indexing result of shape {}",
            compact(&v.shape),
            compact(&shape)
        ))
    })?;
    let bv = NdArray::build(v.buf.clone(), v.offset, shape.clone(), st, v.dtype, false, false, None)?;
    let vals = bv.to_scalars();
    arr.check_writeable()?;
    let mut d = arr.buf.data.borrow_mut();
    let isz = arr.itemsize();
    for (o, s) in offs.iter().zip(vals) {
        s.cast(arr.dtype).write_le_bytes(arr.dtype, &mut d[*o..*o + isz]);
    }
    Ok(Value::None)
}

fn order_cf(a: &Args) -> PyResult<bool> {
    match a.get("order") {
        None => Ok(false),
        Some(Value::Str(s)) if &*s == "C" => Ok(false),
        Some(Value::Str(s)) if &*s == "F" => Ok(true),
        Some(_) => Err(value_error("only 'C' or 'F' order is permitted")),
    }
}

fn int_scalars_or_array(vals: Vec<i64>, shape: &[usize]) -> PyResult<Value> {
    let s: Vec<Scalar> = vals.into_iter().map(Scalar::Int).collect();
    Ok(from_result(NdArray::from_scalars(DType::Int64, shape, &s)?))
}

fn np_unravel_index(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let idx = index_array(&a.req("indices"))?;
    if !idx.dtype.is_integer() && idx.dtype != DType::Bool {
        return Err(type_error("only int indices permitted"));
    }
    let dims: Vec<usize> = shape_arg(&a.req("shape"))?.into_iter().map(|d| d.max(0) as usize).collect();
    let fortran = order_cf(a)?;
    let size: u128 = dims.iter().fold(1u128, |acc, &d| acc.saturating_mul(d as u128));
    let iv = ints_of(&idx);
    let mut cols: Vec<Vec<i64>> = vec![Vec::with_capacity(iv.len()); dims.len()];
    for &i in &iv {
        if i < 0 || i as u128 >= size {
            return Err(value_error(format!("index {} is out of bounds for array with size {}", i, size)));
        }
        let mut rem = i as usize;
        let order: Vec<usize> = if fortran { (0..dims.len()).collect() } else { (0..dims.len()).rev().collect() };
        for d in order {
            cols[d].push((rem % dims[d]) as i64);
            rem /= dims[d];
        }
    }
    let outs: Vec<Value> = cols.into_iter().map(|c| int_scalars_or_array(c, &idx.shape)).collect::<PyResult<_>>()?;
    Ok(Value::tuple(outs))
}

fn np_ravel_multi_index(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let dims: Vec<usize> = shape_arg(&a.req("dims"))?.into_iter().map(|d| d.max(0) as usize).collect();
    let coords: Vec<Rc<NdArray>> = seq_arrays(&a.req("multi_index"))?;
    if coords.len() != dims.len() {
        return Err(value_error(format!("parameter multi_index must be a sequence of length {}", dims.len())));
    }
    if coords.iter().any(|c| !c.dtype.is_integer() && c.dtype != DType::Bool) {
        return Err(type_error("only int indices permitted"));
    }
    let modes: Vec<String> = match a.get("mode") {
        None => vec!["raise".into(); dims.len()],
        Some(Value::Str(s)) => vec![s.to_string(); dims.len()],
        Some(v) => ops::iterate(&v)?
            .iter()
            .map(|m| match m {
                Value::Str(s) => Ok(s.to_string()),
                _ => Err(type_error("clipmode not understood")),
            })
            .collect::<PyResult<_>>()?,
    };
    if modes.len() != dims.len() {
        return Err(value_error("mode must be a single string or a sequence with one entry per dimension"));
    }
    let fortran = order_cf(a)?;
    let shapes: Vec<&[usize]> = coords.iter().map(|c| c.shape.as_slice()).collect();
    let shape = ufunc::broadcast_shapes(&shapes).map_err(value_error)?;
    let cols: Vec<Vec<i64>> = coords
        .iter()
        .map(|c| {
            let st = ufunc::broadcast_strides(&c.shape, &c.strides, &shape);
            Ok(ints_of(&*NdArray::build(c.buf.clone(), c.offset, shape.clone(), st, c.dtype, false, false, None)?))
        })
        .collect::<PyResult<_>>()?;
    let total: usize = shape.iter().product();
    let mut mult = vec![1i64; dims.len()];
    let order: Vec<usize> = if fortran { (0..dims.len()).collect() } else { (0..dims.len()).rev().collect() };
    let mut m = 1i64;
    for &d in &order {
        mult[d] = m;
        m = m.wrapping_mul(dims[d] as i64);
    }
    let mut out = Vec::with_capacity(total);
    for p in 0..total {
        let mut flat_i = 0i64;
        for d in 0..dims.len() {
            let n = dims[d] as i64;
            let mut v = cols[d][p];
            match modes[d].as_str() {
                "raise" => {
                    if v < 0 || v >= n {
                        return Err(value_error("invalid entry in coordinates array"));
                    }
                }
                "wrap" if n > 0 => v = v.rem_euclid(n),
                "clip" if n > 0 => v = v.clamp(0, n - 1),
                "wrap" | "clip" => {}
                other => return Err(value_error(format!("clipmode must be one of 'clip', 'raise', or 'wrap' (got '{}')", other))),
            }
            flat_i = flat_i.wrapping_add(v.wrapping_mul(mult[d]));
        }
        out.push(flat_i);
    }
    int_scalars_or_array(out, &shape)
}

fn np_bincount(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let xv = a.req("x");
    let x = array_arg(&xv)?;
    if x.ndim() == 0 {
        return Err(value_error("object of too small depth for desired array"));
    }
    if x.ndim() > 1 {
        return Err(value_error(if matches!(xv, Value::Array(_)) {
            "object too deep for desired array"
        } else {
            "setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 1."
        }));
    }
    let minlength = match a.opt("minlength") {
        None => 0,
        Some(v) => int_arg(&v)?,
    };
    if minlength < 0 {
        return Err(value_error("'minlength' must not be negative"));
    }
    let vals = ints_of(&x);
    if vals.iter().any(|&v| v < 0) {
        return Err(value_error("'list' argument must have no negative elements"));
    }
    let n = (vals.iter().copied().max().map(|m| m as usize + 1).unwrap_or(0)).max(minlength as usize);
    match a.opt("weights") {
        None => {
            check_alloc(&[n], DType::Int64)?;
            let mut c = vec![0i64; n];
            for &v in &vals {
                c[v as usize] += 1;
            }
            int_scalars_or_array(c, &[n])
        }
        Some(w) => {
            let w = array_arg(&w)?;
            if w.size() != vals.len() {
                return Err(value_error("The weights and list don't have the same length."));
            }
            check_alloc(&[n], DType::Float64)?;
            let mut s = vec![0f64; n];
            for (&v, wv) in vals.iter().zip(w.to_scalars()) {
                s[v as usize] += wv.as_f64();
            }
            let sc: Vec<Scalar> = s.into_iter().map(Scalar::Float).collect();
            Ok(Value::Array(NdArray::from_scalars(DType::Float64, &[n], &sc)?))
        }
    }
}

fn truth_mask(x: &Rc<NdArray>) -> PyResult<Rc<NdArray>> {
    if x.dtype == DType::Bool {
        Ok(x.clone())
    } else {
        ufunc::binary(BinOp::Ne, &Operand::Array(x.clone()), &Operand::PyInt(0), None)
    }
}

fn np_nonzero(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    if x.ndim() == 0 {
        return Err(value_error(
            "Calling nonzero on 0d arrays is not allowed. Use np.atleast_1d(scalar).nonzero() instead.",
        ));
    }
    let cols = super::index::bool_to_int_arrays(&*truth_mask(&x)?)?;
    Ok(Value::tuple(cols.into_iter().map(Value::Array).collect()))
}

fn np_argwhere(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    let m = truth_mask(&x)?;
    let hits: Vec<usize> =
        m.to_scalars().iter().enumerate().filter(|(_, s)| s.as_bool()).map(|(i, _)| i).collect();
    let nd = x.ndim();
    let mut vals = Vec::with_capacity(hits.len() * nd);
    for &h in &hits {
        for c in layout::unravel(h, &x.shape) {
            vals.push(Scalar::Int(c as i64));
        }
    }
    Ok(Value::Array(NdArray::from_scalars(DType::Int64, &[hits.len(), nd], &vals)?))
}

fn np_count_nonzero(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    let m = truth_mask(&x)?;
    let keepdims = bool_of(a, "keepdims")?;
    let axes: Option<Vec<usize>> = match a.opt("axis") {
        None => None,
        Some(v) => {
            let list = super::npfuncs::axes_arg(&v)?;
            Some(view::normalize_axis_tuple(&list, x.ndim(), None, false)?)
        }
    };
    if axes.is_none() && !keepdims {
        let n = m.to_scalars().iter().filter(|s| s.as_bool()).count();
        return Ok(Value::Scalar(DType::Int64, Scalar::Int(n as i64)));
    }
    Ok(from_result(reduce::reduce(RedOp::Sum, &m, axes.as_deref(), keepdims, 0, Some(DType::Int64))?))
}

fn np_flatnonzero(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = flat(&array_arg(&a.req("a"))?)?;
    let cols = super::index::bool_to_int_arrays(&*truth_mask(&x)?)?;
    Ok(Value::Array(cols.into_iter().next().map(Ok).unwrap_or_else(|| NdArray::zeros(DType::Int64, &[0], false))?))
}

// ----- products -----

fn dot(x: &Rc<NdArray>, y: &Rc<NdArray>, out: Option<Rc<NdArray>>) -> PyResult<Value> {
    if x.ndim() == 0 || y.ndim() == 0 {
        let r = ufunc::binary(BinOp::Mul, &Operand::Array(x.clone()), &Operand::Array(y.clone()), out.as_ref())?;
        return Ok(if out.is_some() { Value::Array(r) } else { from_result(r) });
    }
    let ky_axis = if y.ndim() >= 2 { y.ndim() - 2 } else { 0 };
    let (kx, ky) = (x.shape[x.ndim() - 1], y.shape[ky_axis]);
    if kx != ky {
        return Err(value_error(format!(
            "shapes {} and {} not aligned: {} (dim {}) != {} (dim {})",
            compact(&x.shape),
            compact(&y.shape),
            kx,
            x.ndim() - 1,
            ky,
            ky_axis
        )));
    }
    // labels: x's free axes 1.., y's free axes 40.., the summed axis 100
    let xl: Vec<u8> = (0..x.ndim()).map(|d| if d == x.ndim() - 1 { 100 } else { 1 + d as u8 }).collect();
    let yl: Vec<u8> = (0..y.ndim()).map(|d| if d == ky_axis { 100 } else { 40 + d as u8 }).collect();
    let mut ol: Vec<u8> = xl.iter().copied().filter(|&l| l != 100).collect();
    ol.extend(yl.iter().copied().filter(|&l| l != 100));
    let dt = ufunc::promote_types(x.dtype, y.dtype);
    let r = contract(&[x.clone(), y.clone()], &[xl, yl], &ol, dt, &einsum_remapped_err)?;
    match out {
        Some(o) => {
            write_out(&o, &r)?;
            Ok(Value::Array(o))
        }
        None => Ok(from_result(r)),
    }
}

fn np_dot(_: &mut Interp, a: &Args) -> PyResult<Value> {
    dot(&array_arg(&a.req("a"))?, &array_arg(&a.req("b"))?, out_array(a)?)
}

const MATMUL_SIG: &str = "(n?,k),(k,m?)->(n?,m?)";

fn np_matmul(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("x1"))?;
    let y = array_arg(&a.req("x2"))?;
    for (i, o) in [&x, &y].into_iter().enumerate() {
        if o.ndim() == 0 {
            return Err(value_error(format!(
                "matmul: Input operand {} does not have enough dimensions (has 0, gufunc core with signature {} requires 1)",
                i, MATMUL_SIG
            )));
        }
    }
    let kx = x.shape[x.ndim() - 1];
    let ky = if y.ndim() == 1 { y.shape[0] } else { y.shape[y.ndim() - 2] };
    if kx != ky {
        return Err(value_error(format!(
            "matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature {} (size {} is different from {})",
            MATMUL_SIG, ky, kx
        )));
    }
    let xb = &x.shape[..x.ndim().saturating_sub(2)];
    let yb = &y.shape[..y.ndim().saturating_sub(2)];
    if ufunc::broadcast_shapes(&[xb, yb]).is_err() {
        let nb = xb.len().max(yb.len());
        let rem = |o: &NdArray, b: &[usize]| -> String {
            let mut dims: Vec<Option<usize>> = vec![None; nb - b.len()];
            dims.extend(b.iter().map(|&d| Some(d)));
            dims.extend(std::iter::repeat_n(None, o.ndim().min(2)));
            format!("{}->{}", compact(&o.shape), remapped(&dims))
        };
        let mut core = Vec::new();
        if x.ndim() >= 2 {
            core.push(x.shape[x.ndim() - 2]);
        }
        if y.ndim() >= 2 {
            core.push(y.shape[y.ndim() - 1]);
        }
        return Err(value_error(format!(
            "operands could not be broadcast together with remapped shapes [original->remapped]: {} {}  and requested shape {}",
            rem(&x, xb),
            rem(&y, yb),
            compact(&core)
        )));
    }
    // labels: broadcast (stack) axes 0, n = 1, k = 2, m = 3
    let mut xl = vec![0u8; xb.len()];
    if x.ndim() >= 2 {
        xl.push(1);
    }
    xl.push(2);
    let mut yl = vec![0u8; yb.len()];
    yl.push(2);
    if y.ndim() >= 2 {
        yl.push(3);
    }
    let mut ol = vec![0u8; xb.len().max(yb.len())];
    if x.ndim() >= 2 {
        ol.push(1);
    }
    if y.ndim() >= 2 {
        ol.push(3);
    }
    let dt = match dtype_opt(a, "dtype")? {
        Some(d) => d,
        None => ufunc::promote_types(x.dtype, y.dtype),
    };
    let r = contract(&[x, y], &[xl, yl], &ol, dt, &einsum_remapped_err)?;
    match out_array(a)? {
        Some(o) => {
            write_out(&o, &r)?;
            Ok(Value::Array(o))
        }
        None => Ok(from_result(r)),
    }
}

fn np_outer(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = flat(&array_arg(&a.req("a"))?)?;
    let y = flat(&array_arg(&a.req("b"))?)?;
    let xc = view::reshape(&x, &[x.size() as i64, 1], Order::C, None)?;
    let yr = view::reshape(&y, &[1, y.size() as i64], Order::C, None)?;
    let out = out_array(a)?;
    let r = ufunc::binary(BinOp::Mul, &Operand::Array(xc), &Operand::Array(yr), out.as_ref())?;
    Ok(Value::Array(r))
}

/// The view `x[start:start+len]` along `axis`.
fn slice_axis(x: &Rc<NdArray>, axis: usize, start: usize, len: usize) -> PyResult<Rc<NdArray>> {
    let mut shape = x.shape.clone();
    shape[axis] = len;
    let start = if len == 0 { 0 } else { start };
    let off = x.offset as isize + start as isize * x.strides[axis];
    NdArray::view_of(x, off.max(0) as usize, shape, x.strides.clone(), x.dtype)
}

fn np_diff(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let n = match a.get("n") {
        None => 1,
        Some(v) => int_arg(&v)?,
    };
    if n == 0 {
        return Ok(a.req("a"));
    }
    let x0 = array_arg(&a.req("a"))?;
    if n < 0 {
        return Err(value_error(format!("order must be non-negative but got {}", n)));
    }
    if x0.ndim() == 0 {
        return Err(value_error("diff requires input that is at least one dimensional"));
    }
    let axis = ax(axis_opt(a, "axis", Some(-1))?.unwrap_or(-1), x0.ndim())?;
    let edge = |v: Value| -> PyResult<Rc<NdArray>> {
        let e = array_arg(&v)?;
        if e.ndim() == 0 {
            let mut s: Vec<i64> = x0.shape.iter().map(|&d| d as i64).collect();
            s[axis] = 1;
            view::broadcast_to(&e, &s)
        } else {
            Ok(e)
        }
    };
    let mut parts = Vec::new();
    if let Some(p) = a.opt("prepend") {
        parts.push(edge(p)?);
    }
    parts.push(x0.clone());
    if let Some(p) = a.opt("append") {
        parts.push(edge(p)?);
    }
    let mut x = if parts.len() > 1 { concat(&parts, Some(axis as i64), None, "same_kind", None)? } else { x0 };
    let op = if x.dtype == DType::Bool { BinOp::Ne } else { BinOp::Sub };
    for _ in 0..n {
        let len = x.shape[axis];
        let m = len.saturating_sub(1);
        let hi = slice_axis(&x, axis, 1, m)?;
        let lo = slice_axis(&x, axis, 0, m)?;
        x = ufunc::binary(op, &Operand::Array(hi), &Operand::Array(lo), None)?;
        if m == 0 {
            break;
        }
    }
    Ok(Value::Array(x))
}

fn np_round(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    let decimals = match a.get("decimals") {
        None => 0,
        Some(v) => int_arg(&v)?,
    };
    let r = super::numeric::round_array(&x, decimals)?;
    match out_array(a)? {
        Some(o) => {
            write_out(&o, &r)?;
            Ok(Value::Array(o))
        }
        None => Ok(from_result(r)),
    }
}

fn np_median(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    let keepdims = bool_of(a, "keepdims")?;
    let (t, axis) = match axis_opt(a, "axis", None)? {
        None => (flat(&x)?, 0),
        Some(k) => (x.clone(), ax(k, x.ndim())?),
    };
    if t.ndim() == 0 {
        return Err(axis_error("axis 0 is out of bounds for array of dimension 0"));
    }
    let dt = match t.dtype {
        DType::Float16 | DType::Float32 => t.dtype,
        _ => DType::Float64,
    };
    let sorted = sorted_values(&t, axis);
    let (outer, n, inner) = lanes(&t.shape, axis);
    let mut res = Vec::with_capacity(outer * inner);
    for o in 0..outer {
        for i in 0..inner {
            let at = |k: usize| sorted[o * n * inner + k * inner + i];
            let v = if n == 0 {
                f64::NAN
            } else if is_nan(at(n - 1)) {
                f64::NAN
            } else if n % 2 == 1 {
                at(n / 2).as_f64()
            } else if dt != DType::Float64 {
                // float16 means are taken in float32 too; the value is rounded to dt below
                ((at(n / 2 - 1).as_f64() as f32 + at(n / 2).as_f64() as f32) / 2.0) as f64
            } else {
                (at(n / 2 - 1).as_f64() + at(n / 2).as_f64()) / 2.0
            };
            res.push(Scalar::Float(v));
        }
    }
    let mut shape = t.shape.clone();
    if keepdims && a.opt("axis").is_some() {
        shape[axis] = 1;
    } else if keepdims {
        shape = vec![1; x.ndim()];
    } else {
        shape.remove(axis);
    }
    Ok(from_result(NdArray::from_scalars(dt, &shape, &res)?))
}

// ----- ndarray methods -----

/// `a.repeat`, `a.take`, `a.sort`, `a.argsort`, `a.dot`; None when `name` is not one of them.
pub fn array_method3(
    _interp: &mut Interp,
    a: &Rc<NdArray>,
    name: &str,
    pos: &[Value],
    kw: &[(String, Value)],
) -> Option<PyResult<Value>> {
    let sig = match name {
        "repeat" | "take" | "sort" | "argsort" | "dot" => {
            super::methods::ARRAY_METHODS.iter().find(|m| m.0 == name).map(|m| m.1).unwrap_or("")
        }
        _ => return None,
    };
    // ndarray.repeat still parses its arguments the old C way, with the old arity message
    let npos = sig.split(',').filter(|p| !p.trim().is_empty()).count();
    if name == "repeat" && pos.len() > npos {
        return Some(Err(type_error(format!(
            "{}() takes at most {} argument{} ({} given)",
            name,
            npos,
            if npos == 1 { "" } else { "s" },
            pos.len()
        ))));
    }
    let args = match Args::bind(name, sig, pos.to_vec(), kw.to_vec()) {
        Ok(x) => x,
        Err(e) => return Some(Err(e)),
    };
    Some((|| -> PyResult<Value> {
        match name {
            "repeat" => Ok(Value::Array(do_repeat(a, &args.req("repeats"), axis_opt(&args, "axis", None)?)?)),
            "take" => take(a, &args.req("indices"), axis_opt(&args, "axis", None)?, &mode_str(&args)?, out_array(&args)?),
            "argsort" => argsort(a, &args),
            "dot" => dot(a, &array_arg(&args.req("b"))?, out_array(&args)?),
            _ => {
                // in-place sort: write the sorted values back through the view
                if !a.writeable.get() {
                    return Err(value_error("sort array is read-only"));
                }
                let axis = match axis_opt(&args, "axis", Some(-1))? {
                    None => return Err(axis_error("axis None is not supported by ndarray.sort")),
                    Some(k) => ax(k, a.ndim())?,
                };
                check_kind(&args)?;
                let vals = sorted_values(a, axis);
                let offs = a.offsets();
                let mut d = a.buf.data.borrow_mut();
                let isz = a.itemsize();
                for (o, v) in offs.into_iter().zip(vals) {
                    v.write_le_bytes(a.dtype, &mut d[o..o + isz]);
                }
                Ok(Value::None)
            }
        }
    })())
}
