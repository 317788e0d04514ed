//! View-producing operations: basic indexing, reshape, axis permutations, broadcasting,
//! `as_strided`, `sliding_window_view`, `view(dtype)`, ravel/flatten/copy.
//!
//! Each function takes an array and returns a new array (a view wherever NumPy gives one,
//! with NumPy's `.base`, flags and error messages).

use std::rc::Rc;

use super::array::{Base, NdArray};
use super::dtype::DType;
use super::layout;
use super::reshape::{attempt_nocopy_reshape, fix_unknown_dimension};
use super::slicing::{normalize_axis, resolve_index, resolve_slice};
use crate::error::{PyErr, PyResult, axis_error, index_error, value_error};

/// Memory order arguments (`order='C'|'F'|'A'|'K'`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Order {
    C,
    F,
    A,
    K,
}

impl Order {
    pub fn parse(s: &str) -> PyResult<Order> {
        match s {
            "C" | "c" => Ok(Order::C),
            "F" | "f" => Ok(Order::F),
            "A" | "a" => Ok(Order::A),
            "K" | "k" => Ok(Order::K),
            _ => Err(value_error(format!("order must be one of 'C', 'F', 'A', or 'K' (got '{}')", s))),
        }
    }

    /// Resolve 'A' (and 'K' where only C/F make sense) against an array's layout.
    pub fn resolve_any(self, a: &NdArray) -> Order {
        match self {
            Order::A | Order::K => {
                if a.is_f_contiguous() && !a.is_c_contiguous() {
                    Order::F
                } else {
                    Order::C
                }
            }
            o => o,
        }
    }
}

/// One item of a basic index.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum IndexItem {
    Int(i64),
    Slice(Option<i64>, Option<i64>, Option<i64>),
    NewAxis,
    Ellipsis,
}

/// The result of basic indexing: a view, or one element (given by its byte offset).
pub enum Indexed {
    View(Rc<NdArray>),
    Element(usize),
}

/// Resolve a basic index into (offset, shape, strides) plus whether it selects one element.
pub fn resolve_basic(a: &NdArray, items: &[IndexItem]) -> PyResult<(usize, Vec<usize>, Vec<isize>, bool)> {
    let n_ellipsis = items.iter().filter(|i| matches!(i, IndexItem::Ellipsis)).count();
    if n_ellipsis > 1 {
        return Err(index_error("an index can only have a single ellipsis ('...')"));
    }
    let consumed = items.iter().filter(|i| matches!(i, IndexItem::Int(_) | IndexItem::Slice(..))).count();
    if consumed > a.ndim() {
        return Err(index_error(format!(
            "too many indices for array: array is {}-dimensional, but {} were indexed",
            a.ndim(),
            consumed
        )));
    }
    let all_ints = n_ellipsis == 0 && consumed == a.ndim() && items.iter().all(|i| matches!(i, IndexItem::Int(_)));
    let mut offset = a.offset as isize;
    let mut shape = Vec::new();
    let mut strides = Vec::new();
    let mut axis = 0usize;
    for item in items {
        match *item {
            IndexItem::Int(i) => {
                let j = resolve_index(i, a.shape[axis], axis).map_err(index_error)?;
                offset += j as isize * a.strides[axis];
                axis += 1;
            }
            IndexItem::Slice(start, stop, step) => {
                let s = resolve_slice(start, stop, step, a.shape[axis]).map_err(value_error)?;
                offset += s.start as isize * a.strides[axis];
                shape.push(s.len);
                strides.push(a.strides[axis] * s.step as isize);
                axis += 1;
            }
            IndexItem::NewAxis => {
                shape.push(1);
                strides.push(0);
            }
            IndexItem::Ellipsis => {
                let fill = a.ndim() - consumed;
                for _ in 0..fill {
                    shape.push(a.shape[axis]);
                    strides.push(a.strides[axis]);
                    axis += 1;
                }
            }
        }
    }
    while axis < a.ndim() {
        shape.push(a.shape[axis]);
        strides.push(a.strides[axis]);
        axis += 1;
    }
    if shape.len() > crate::array::MAXDIMS {
        // mapping.c prepare_index: checked before any view is made
        return Err(index_error(format!(
            "number of dimensions must be within [0, {}], indexing result would have {}",
            crate::array::MAXDIMS,
            shape.len()
        )));
    }
    Ok((offset as usize, shape, strides, all_ints))
}

/// `a[items]` for a basic index.
pub fn basic_index(a: &Rc<NdArray>, items: &[IndexItem]) -> PyResult<Indexed> {
    let (offset, shape, strides, element) = resolve_basic(a, items)?;
    if element {
        return Ok(Indexed::Element(offset));
    }
    Ok(Indexed::View(NdArray::view_of(a, offset, shape, strides, a.dtype)?))
}

/// A plain view with the same geometry (`a.view()`, `a[...]`).
pub fn same_view(a: &Rc<NdArray>) -> PyResult<Rc<NdArray>> {
    NdArray::view_of(a, a.offset, a.shape.clone(), a.strides.clone(), a.dtype)
}

/// `z.real` / `z.imag` of a complex array: a view of one part, in the part dtype, with the
/// same shape and strides, starting `0` or `itemsize / 2` bytes in (getset.c
/// `array_real_get`/`array_imag_get` via `_get_part`).
pub fn complex_part(a: &Rc<NdArray>, imag: bool) -> PyResult<Rc<NdArray>> {
    let part = a.dtype.part();
    let offset = a.offset + if imag { part.itemsize() } else { 0 };
    NdArray::view_of(a, offset, a.shape.clone(), a.strides.clone(), part)
}

/// `a.reshape(newshape, order=, copy=)` (shape.c `_reshape_with_copy_arg`).
pub fn reshape(a: &Rc<NdArray>, newshape: &[i64], order: Order, copy: Option<bool>) -> PyResult<Rc<NdArray>> {
    let order = match order {
        Order::K => return Err(value_error("order 'K' is not permitted for reshaping")),
        o => o.resolve_any(a),
    };
    let fortran = order == Order::F;
    let mut src = a.clone();
    if copy == Some(true) {
        let newshape = fix_unknown_dimension(newshape, a.size()).map_err(value_error)?;
        src = a.copy_as(a.dtype, fortran)?;
        let strides = layout::contiguous_strides(&newshape, a.itemsize(), fortran && newshape.len() > 1);
        return NdArray::build(
            src.buf.clone(),
            src.offset,
            newshape,
            strides,
            a.dtype,
            false,
            true,
            Some(Base::Array(src)),
        );
    }
    // same shape: a plain view keeping the strides
    if newshape.len() == a.ndim() && newshape.iter().zip(&a.shape).all(|(&n, &o)| n >= 0 && n as usize == o) {
        return same_view(a);
    }
    let newshape = fix_unknown_dimension(newshape, a.size()).map_err(value_error)?;
    let contiguous = if fortran { a.is_f_contiguous() } else { a.is_c_contiguous() };
    let mut strides = None;
    if !contiguous {
        match attempt_nocopy_reshape(&a.shape, &a.strides, a.itemsize(), &newshape, fortran) {
            Some(s) => strides = Some(s),
            None if copy == Some(false) => {
                return Err(value_error("Unable to avoid creating a copy while reshaping."));
            }
            None => src = a.copy_as(a.dtype, fortran)?,
        }
    }
    let strides = strides.unwrap_or_else(|| {
        // fresh strides follow the requested order for ndim > 1, else the array's own layout
        let f = if newshape.len() > 1 { fortran } else { src.is_f_contiguous() && !src.is_c_contiguous() };
        layout::contiguous_strides(&newshape, a.itemsize(), f)
    });
    if Rc::ptr_eq(&src, a) {
        NdArray::view_of(a, a.offset, newshape, strides, a.dtype)
    } else {
        let off = src.offset;
        NdArray::build(src.buf.clone(), off, newshape, strides, a.dtype, false, true, Some(Base::Array(src)))
    }
}

/// Permute axes: `transpose(axes)`; `None` reverses them.
pub fn transpose(a: &Rc<NdArray>, axes: Option<&[i64]>) -> PyResult<Rc<NdArray>> {
    let nd = a.ndim();
    let perm: Vec<usize> = match axes {
        None => (0..nd).rev().collect(),
        Some(ax) => {
            if ax.len() != nd {
                return Err(value_error("axes don't match array"));
            }
            let mut seen = vec![false; nd];
            let mut p = Vec::with_capacity(nd);
            for &x in ax {
                let k = normalize_axis(x, nd).map_err(axis_error)?;
                if seen[k] {
                    return Err(value_error("repeated axis in transpose"));
                }
                seen[k] = true;
                p.push(k);
            }
            p
        }
    };
    let shape = perm.iter().map(|&k| a.shape[k]).collect();
    let strides = perm.iter().map(|&k| a.strides[k]).collect();
    NdArray::view_of(a, a.offset, shape, strides, a.dtype)
}

pub fn swapaxes(a: &Rc<NdArray>, i: i64, j: i64) -> PyResult<Rc<NdArray>> {
    let nd = a.ndim();
    let i = normalize_axis(i, nd).map_err(|m| axis_error(format!("axis1: {}", m)))?;
    let j = normalize_axis(j, nd).map_err(|m| axis_error(format!("axis2: {}", m)))?;
    let mut perm: Vec<i64> = (0..nd as i64).collect();
    perm.swap(i, j);
    transpose(a, Some(&perm))
}

/// Normalise a tuple of axes (`normalize_axis_tuple`), with an optional argument name
/// prefixed to AxisError messages.
pub fn normalize_axis_tuple(axes: &[i64], nd: usize, argname: Option<&str>, allow_dup: bool) -> PyResult<Vec<usize>> {
    let mut out = Vec::with_capacity(axes.len());
    for &x in axes {
        let k = normalize_axis(x, nd).map_err(|m| match argname {
            Some(n) => axis_error(format!("{}: {}", n, m)),
            None => axis_error(m),
        })?;
        out.push(k);
    }
    if !allow_dup {
        let mut s = out.clone();
        s.sort();
        s.dedup();
        if s.len() != out.len() {
            return Err(value_error(match argname {
                Some(n) => format!("repeated axis in `{}` argument", n),
                None => "repeated axis".to_string(),
            }));
        }
    }
    Ok(out)
}

pub fn moveaxis(a: &Rc<NdArray>, source: &[i64], destination: &[i64]) -> PyResult<Rc<NdArray>> {
    let nd = a.ndim();
    let src = normalize_axis_tuple(source, nd, Some("source"), false)?;
    let dst = normalize_axis_tuple(destination, nd, Some("destination"), false)?;
    if src.len() != dst.len() {
        return Err(value_error("`source` and `destination` arguments must have the same number of elements"));
    }
    let mut order: Vec<usize> = (0..nd).filter(|k| !src.contains(k)).collect();
    let mut pairs: Vec<(usize, usize)> = dst.iter().cloned().zip(src.iter().cloned()).collect();
    pairs.sort();
    for (d, s) in pairs {
        order.insert(d, s);
    }
    let perm: Vec<i64> = order.iter().map(|&k| k as i64).collect();
    transpose(a, Some(&perm))
}

pub fn expand_dims(a: &Rc<NdArray>, axes: &[i64]) -> PyResult<Rc<NdArray>> {
    let out_nd = a.ndim() + axes.len();
    let ax = normalize_axis_tuple(axes, out_nd, None, false)?;
    let mut it = a.shape.iter();
    let shape: Vec<i64> =
        (0..out_nd).map(|k| if ax.contains(&k) { 1 } else { *it.next().unwrap_or(&1) as i64 }).collect();
    reshape(a, &shape, Order::C, None)
}

pub fn squeeze(a: &Rc<NdArray>, axes: Option<&[i64]>) -> PyResult<Rc<NdArray>> {
    let nd = a.ndim();
    let drop: Vec<usize> = match axes {
        None => (0..nd).filter(|&k| a.shape[k] == 1).collect(),
        Some(ax) => {
            let ax = normalize_axis_tuple(ax, nd, None, false)?;
            for &k in &ax {
                if a.shape[k] != 1 {
                    return Err(value_error(
                        "cannot select an axis to squeeze out which has size not equal to one",
                    ));
                }
            }
            ax
        }
    };
    if drop.is_empty() {
        // PyArray_Squeeze hands back the array itself when there is nothing to remove
        return Ok(a.clone());
    }
    let shape = (0..nd).filter(|k| !drop.contains(k)).map(|k| a.shape[k]).collect();
    let strides = (0..nd).filter(|k| !drop.contains(k)).map(|k| a.strides[k]).collect();
    NdArray::view_of(a, a.offset, shape, strides, a.dtype)
}

/// Python-style text of a shape for broadcast errors: `(2,3)` (no spaces), `()`.
pub fn compact_shape(shape: &[usize]) -> String {
    if shape.len() == 1 {
        format!("({},)", shape[0])
    } else {
        format!("({})", shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(","))
    }
}

/// `a` cannot be broadcast to the requested shape; each caller words NumPy's error itself.
#[derive(Debug)]
pub struct NotBroadcastable;

/// Strides that broadcast `a` to `shape` ([`layout::broadcast_strides`]).
pub fn broadcast_strides(a: &NdArray, shape: &[usize]) -> Result<Vec<isize>, NotBroadcastable> {
    super::layout::broadcast_strides(&a.shape, &a.strides, shape).ok_or(NotBroadcastable)
}

/// `np.broadcast_to(a, shape)`: a read-only view with zero strides on broadcast axes.
pub fn broadcast_to(a: &Rc<NdArray>, shape: &[i64]) -> PyResult<Rc<NdArray>> {
    if shape.is_empty() && a.ndim() > 0 {
        return Err(value_error("cannot broadcast a non-scalar to a scalar array"));
    }
    if shape.iter().any(|&d| d < 0) {
        return Err(value_error("all elements of broadcast shape must be non-negative"));
    }
    let shape: Vec<usize> = shape.iter().map(|&d| d as usize).collect();
    // NumPy builds the view through an nditer, which refuses more than intp elements
    if shape.iter().try_fold(1usize, |n, &d| n.checked_mul(d)).is_none_or(|n| n > isize::MAX as usize) {
        return Err(value_error("iterator is too large"));
    }
    let strides = broadcast_strides(a, &shape).map_err(|_| {
        value_error(format!(
            "operands could not be broadcast together with remapped shapes [original->remapped]: {}  and requested shape {}",
            compact_shape(&a.shape),
            compact_shape(&shape)
        ))
    })?;
    let v = NdArray::view_of(a, a.offset, shape, strides, a.dtype)?;
    v.writeable.set(false);
    Ok(v)
}

/// `as_strided(x, shape, strides, writeable)`. NumPy performs no bounds check; stridelab
/// refuses a view that would reach outside the buffer, naming the bytes it would touch.
pub fn as_strided(
    x: &Rc<NdArray>,
    shape: Option<Vec<i64>>,
    strides: Option<Vec<i64>>,
    writeable: bool,
) -> PyResult<Rc<NdArray>> {
    let shape: Vec<i64> = shape.unwrap_or_else(|| x.shape.iter().map(|&d| d as i64).collect());
    if shape.iter().any(|&d| d < 0) {
        return Err(value_error("negative dimensions are not allowed"));
    }
    let shape: Vec<usize> = shape.iter().map(|&d| d as usize).collect();
    let strides: Vec<isize> = match strides {
        Some(s) => s.iter().map(|&v| v as isize).collect(),
        None if x.is_c_contiguous() => layout::contiguous_strides(&shape, x.itemsize(), false),
        None => x.strides.clone(),
    };
    if strides.len() != shape.len() {
        return Err(value_error("mismatch in length of strides and shape"));
    }
    if shape.len() > crate::array::MAXDIMS {
        // the __array_interface__ DummyArray is refused by PyArray_IntpConverter
        return Err(value_error(format!(
            "number of dimensions must be within [0, {}], got {}",
            crate::array::MAXDIMS,
            shape.len()
        )));
    }
    if let Some((lo, hi)) = layout::byte_extent(x.offset as i64, &shape, &strides, x.itemsize()) {
        let len = x.buf.len() as i64;
        if lo < 0 || hi > len {
            let rel = |v: i64| v - x.offset as i64;
            return Err(value_error(format!(
                "as_strided would read outside the array's memory: the view spans bytes [{}, {}) from the array's \
                 first element, but its buffer holds bytes [{}, {}) (NumPy would return garbage here)",
                rel(lo),
                rel(hi),
                -(x.offset as i64),
                len - x.offset as i64
            )));
        }
    }
    // an empty view's pointer may lie outside the buffer (addr_shift); any element read from
    // there would be outside it too
    if x.addr_shift.get() != 0 && !shape.contains(&0) {
        return Err(value_error(
            "as_strided would read outside the array's memory: the array is empty and its data pointer lies outside its buffer (NumPy would return garbage here)",
        ));
    }
    // the view is built from x.__array_interface__, which calls memory read-only when x
    // is not writeable or warns on write (a `broadcast_arrays` result)
    let w = x.writeable.get() && !x.warn_on_write.get() && writeable;
    let v = NdArray::build(x.buf.clone(), x.offset, shape, strides, x.dtype, false, w, Some(Base::Dummy(x.clone())))?;
    // the interface's data pointer is x's, even outside the buffer (an empty diagonal's)
    v.addr_shift.set(x.addr_shift.get());
    Ok(v)
}

/// `sliding_window_view(x, window_shape, axis=None, writeable=False)`
/// (numpy/lib/_stride_tricks_impl.py).
pub fn sliding_window_view(
    x: &Rc<NdArray>,
    window: &[i64],
    axis: Option<&[i64]>,
    writeable: bool,
) -> PyResult<Rc<NdArray>> {
    if window.iter().any(|&w| w < 0) {
        return Err(value_error("`window_shape` cannot contain negative values"));
    }
    let axes: Vec<usize> = match axis {
        None => {
            if window.len() != x.ndim() {
                return Err(value_error(format!(
                    "Since axis is `None`, must provide window_shape for all dimensions of `x`; got {} window_shape elements and `x.ndim` is {}.",
                    window.len(),
                    x.ndim()
                )));
            }
            (0..x.ndim()).collect()
        }
        Some(ax) => {
            let ax = normalize_axis_tuple(ax, x.ndim(), None, true)?;
            if window.len() != ax.len() {
                return Err(value_error(format!(
                    "Must provide matching length window_shape and axis; got {} window_shape elements and {} axes elements.",
                    window.len(),
                    ax.len()
                )));
            }
            ax
        }
    };
    let mut strides = x.strides.clone();
    strides.extend(axes.iter().map(|&k| x.strides[k]));
    let mut trimmed: Vec<i64> = x.shape.iter().map(|&d| d as i64).collect();
    for (&k, &w) in axes.iter().zip(window) {
        if trimmed[k] < w {
            return Err(value_error("window shape cannot be larger than input array shape"));
        }
        trimmed[k] -= w - 1;
    }
    let mut shape: Vec<i64> = trimmed;
    shape.extend_from_slice(window);
    as_strided(x, Some(shape), Some(strides.iter().map(|&s| s as i64).collect()), writeable)
}

/// `a.view(dtype)`: reinterpret the bytes (methods.c / getset.c `array_descr_set`).
pub fn view_dtype(a: &Rc<NdArray>, dtype: DType) -> PyResult<Rc<NdArray>> {
    let (shape, strides) = view_dtype_layout(&a.shape, &a.strides, a.itemsize(), dtype.itemsize())?;
    NdArray::view_of(a, a.offset, shape, strides, dtype)
}

/// The shape and strides of a view whose items are `new` bytes wide instead of `old`
/// (getset.c `array_descr_set`): the last axis is rescaled, and must be contiguous unless
/// the itemsize is unchanged. Structured arrays use it too (`records::view_*`).
pub fn view_dtype_layout(shape: &[usize], strides: &[isize], old: usize, new: usize) -> PyResult<(Vec<usize>, Vec<isize>)> {
    let mut shape = shape.to_vec();
    let mut strides = strides.to_vec();
    if new != old {
        if shape.is_empty() {
            return Err(value_error("Changing the dtype of a 0d array is only supported if the itemsize is unchanged"));
        }
        let ax = shape.len() - 1;
        let size: usize = shape.iter().product();
        if shape[ax] != 1 && size != 0 && strides[ax] != old as isize {
            return Err(value_error("To change to a dtype of a different size, the last axis must be contiguous"));
        }
        if new < old {
            if !old.is_multiple_of(new) {
                return Err(value_error(
                    "When changing to a smaller dtype, its size must be a divisor of the size of original dtype",
                ));
            }
            shape[ax] *= old / new;
        } else {
            let total = shape[ax] * old;
            if !total.is_multiple_of(new) {
                return Err(value_error(
                    "When changing to a larger dtype, its size must be a divisor of the total size in bytes of the last axis of the array.",
                ));
            }
            shape[ax] = total / new;
        }
        strides[ax] = new as isize;
    }
    Ok((shape, strides))
}

/// Axis permutation sorting strides by decreasing magnitude (stable), as NumPy's
/// `PyArray_CreateSortedStridePerm` does for order='K'.
fn keep_order_perm(a: &NdArray) -> Vec<usize> {
    layout::sorted_stride_perm(&a.strides)
}

/// The axis order (outermost first) of a copy of `a` in order 'K': C or F when `a` is
/// contiguous that way, else its strides sorted (`PyArray_NewLikeArray`).
pub fn k_order_perm(a: &NdArray) -> Vec<usize> {
    if a.is_c_contiguous() {
        (0..a.ndim()).collect()
    } else if a.is_f_contiguous() {
        (0..a.ndim()).rev().collect()
    } else {
        keep_order_perm(a)
    }
}

/// `np.array(a, ndmin=n)`'s view with leading length-1 axes (multiarraymodule.c
/// `_prepend_ones`): each new axis has the outermost axis's extent as stride, or the item
/// size for order 'F', a Fortran-ordered or a 0-d array.
pub fn prepend_ones(a: &Rc<NdArray>, ndmin: usize, order_f: bool) -> PyResult<Rc<NdArray>> {
    if a.ndim() >= ndmin {
        return Ok(a.clone());
    }
    let fortran = order_f || (a.is_f_contiguous() && !a.is_c_contiguous()) || a.ndim() == 0;
    let stride = if fortran { a.itemsize() as isize } else { a.strides[0] * a.shape[0] as isize };
    let num = ndmin - a.ndim();
    let mut shape = vec![1usize; num];
    shape.extend_from_slice(&a.shape);
    let mut strides = vec![stride; num];
    strides.extend_from_slice(&a.strides);
    NdArray::view_of(a, a.offset, shape, strides, a.dtype)
}

/// Axis order (outermost first) in which NumPy's iterator walks one operand with
/// order='K' (nditer_constr.c `npyiter_find_best_axis_ordering`): starting from C order,
/// an axis moves inward past axes with larger |stride|; a zero stride compares as
/// ambiguous, so broadcast axes keep their place. Strides are not negated.
fn iter_keep_order(a: &NdArray) -> Vec<usize> {
    // the iterator gives a length-1 axis stride 0 (nditer_constr.c `npyiter_fill_axisdata`),
    // so such an axis never decides the order
    let strides: Vec<isize> = a.strides.iter().zip(&a.shape).map(|(&s, &n)| if n == 1 { 0 } else { s }).collect();
    iter_keep_order_multi(a.ndim(), std::slice::from_ref(&strides))
}

/// The same ordering over several operands' (broadcast) strides, as the iterator does
/// for a ufunc: an axis pair is compared on every operand where both strides are
/// non-zero; the first such operand that prefers a swap decides unless a later one
/// forbids it.
pub fn iter_keep_order_multi(nd: usize, ops: &[Vec<isize>]) -> Vec<usize> {
    // perm[0] is the innermost axis
    let mut perm = super::layout::stable_axis_sort((0..nd).rev().collect(), ops.len(), |op, a0, a1| {
        let (s0, s1) = (ops[op][a0], ops[op][a1]);
        (s0 != 0 && s1 != 0).then(|| s1.unsigned_abs() > s0.unsigned_abs())
    });
    perm.reverse();
    perm
}

/// A new owning copy in `order` (`copy(order=)`, `np.array(x)`, `astype`).
pub fn copy(a: &Rc<NdArray>, dtype: DType, order: Order) -> PyResult<Rc<NdArray>> {
    match order {
        Order::C => a.copy_as(dtype, false),
        Order::F => a.copy_as(dtype, true),
        Order::A => a.copy_as(dtype, a.is_f_contiguous() && !a.is_c_contiguous()),
        Order::K => {
            if a.is_c_contiguous() {
                return a.copy_as(dtype, false);
            }
            if a.is_f_contiguous() {
                return a.copy_as(dtype, true);
            }
            // lay the copy out with the same axis order as the source's strides
            copy_in_axis_order(a, dtype, &keep_order_perm(a))
        }
    }
}

/// A new owning copy of `a` laid out with axis `perm[0]` outermost and `perm[last]`
/// innermost (what NumPy allocates for order 'K' once it has chosen the axis order).
pub fn copy_in_axis_order(a: &NdArray, dtype: DType, perm: &[usize]) -> PyResult<Rc<NdArray>> {
    let strides = layout::strides_in_perm_order(&a.shape, perm, dtype.itemsize());
    let fresh = NdArray::zeros(dtype, &a.shape, false)?;
    let out = NdArray::build(fresh.buf.clone(), 0, a.shape.clone(), strides, dtype, true, true, None)?;
    super::array::copy_into(&out, a, false);
    Ok(out)
}

/// `ravel(order)`: a view when the layout allows it, else a copy (shape.c `PyArray_Ravel`).
pub fn ravel(a: &Rc<NdArray>, order: Order) -> PyResult<Rc<NdArray>> {
    let mut order = order;
    if order == Order::A {
        order = if a.is_f_contiguous() { Order::F } else { Order::C };
    } else if order == Order::K {
        if a.is_c_contiguous() {
            order = Order::C;
        } else if a.is_f_contiguous() {
            order = Order::F;
        }
    }
    // NumPy passes -1 (not the size), so even an empty array gets fresh strides
    let n = -1i64;
    match order {
        Order::C if a.is_c_contiguous() => return reshape(a, &[n], Order::C, None),
        Order::F if a.is_f_contiguous() => return reshape(a, &[n], Order::F, None),
        Order::K => {
            let perm = keep_order_perm(a);
            let mut stride = a.itemsize() as isize;
            let mut ok = true;
            for &k in perm.iter().rev() {
                if a.shape[k] == 1 {
                    continue;
                }
                if a.strides[k] != stride {
                    ok = false;
                    break;
                }
                stride *= a.shape[k] as isize;
            }
            if ok {
                return NdArray::view_of(a, a.offset, vec![a.size()], vec![a.itemsize() as isize], a.dtype);
            }
        }
        _ => {}
    }
    flatten(a, order)
}

/// `flatten(order)`: always a new 1-D array owning its data.
pub fn flatten(a: &Rc<NdArray>, order: Order) -> PyResult<Rc<NdArray>> {
    let src = match order {
        // 'K': walk the axes in memory order (largest stride outermost)
        Order::K if !a.is_c_contiguous() => {
            let perm: Vec<i64> = iter_keep_order(a).iter().map(|&k| k as i64).collect();
            transpose(a, Some(&perm))?
        }
        o => {
            if o.resolve_any(a) == Order::F { transpose(a, None)? } else { a.clone() }
        }
    };
    let out = NdArray::zeros(a.dtype, &[a.size()], false)?;
    let flat = NdArray::build(out.buf.clone(), 0, src.shape.clone(), layout::contiguous_strides(&src.shape, a.itemsize(), false), a.dtype, false, true, None)?;
    super::array::copy_into(&flat, &src, false);
    Ok(out)
}


/// The owner a view's memory belongs to, following `.base` links through DummyArrays too.
pub fn memory_owner(a: &Rc<NdArray>) -> Rc<NdArray> {
    let mut cur = a.clone();
    loop {
        let next = match &cur.base {
            Some(Base::Array(b)) | Some(Base::Dummy(b)) => b.clone(),
            Some(Base::Record(r)) => r.bytes.clone(),
            Some(Base::Text(t)) => t.bytes.clone(),
            Some(Base::Iter(t)) => t.memory.clone(),
            Some(Base::Bytes(_)) | Some(Base::ByteArray(_)) | None => return cur,
        };
        cur = next;
    }
}


/// Error helper: NumPy's message for an integer that is not a valid index type.
pub fn invalid_index_error() -> PyErr {
    index_error(
        "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays are valid indices",
    )
}
