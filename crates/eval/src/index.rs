//! Subscripts: `x[i]` and `x[i] = v` for Python containers and arrays (basic indexing gives
//! views; integer/boolean array indexing gathers and scatters copies, as NumPy's mapping.c).

use std::rc::Rc;

use super::convert;
use super::interp::Interp;
use super::ops::{self, index_int};
use super::value::Value;
use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::layout;
use stridelab_engine::mapping::{self, Fancy};
use stridelab_engine::slicing::{resolve_index, resolve_slice};
use stridelab_engine::view::{self, IndexItem, Indexed};
use stridelab_engine::error::{ExcKind, PyErr, PyResult, index_error, key_error, type_error, value_error, not_implemented};

/// One entry of an array index after conversion.
#[derive(Clone)]
enum Entry {
    Basic(IndexItem),
    /// An integer index array.
    Adv(Rc<NdArray>),
    /// A boolean mask: consumes as many dims as it has, becomes their nonzero positions.
    Mask(Rc<NdArray>),
}

pub(crate) fn slice_part(v: &Value) -> PyResult<Option<i64>> {
    match v {
        Value::None => Ok(None),
        other => match index_int(other) {
            Some(i) => Ok(Some(i.clamp(i64::MIN as i128, i64::MAX as i128) as i64)),
            None => Err(type_error("slice indices must be integers or None or have an __index__ method")),
        },
    }
}

/// Convert a subscript value into index entries for an array of `ndim` dims.
fn to_entries(idx: &Value) -> PyResult<Vec<Entry>> {
    let items: Vec<Value> = match idx {
        Value::Tuple(t) => t.as_ref().clone(),
        other => vec![other.clone()],
    };
    let mut out = Vec::with_capacity(items.len());
    for it in &items {
        out.extend(entry_of(it)?);
    }
    Ok(out)
}

fn entry_of(v: &Value) -> PyResult<Vec<Entry>> {
    Ok(match v {
        Value::None => vec![Entry::Basic(IndexItem::NewAxis)],
        Value::Ellipsis => vec![Entry::Basic(IndexItem::Ellipsis)],
        Value::Slice(s) => vec![Entry::Basic(IndexItem::Slice(slice_part(&s[0])?, slice_part(&s[1])?, slice_part(&s[2])?))],
        Value::Bool(_) | Value::Scalar(DType::Bool, _) => {
            return Err(not_implemented("a boolean scalar among other indices is not supported by stridelab"));
        }
        // CPython's conversion to C long refuses [2**63, 2**64) with its own error; beyond
        // that NumPy no longer sees an integer
        Value::Int(i) if (1i128 << 63..1i128 << 64).contains(i) => {
            return Err(PyErr::new(ExcKind::OverflowError, "Python int too large to convert to C long"));
        }
        Value::Int(_) | Value::Scalar(..) => match index_int(v) {
            Some(i) if !matches!(v, Value::Scalar(DType::Bool, _)) && i64::try_from(i).is_ok() => {
                vec![Entry::Basic(IndexItem::Int(i as i64))]
            }
            _ => return Err(view::invalid_index_error()),
        },
        Value::List(_) | Value::Array(_) | Value::Tuple(_) => {
            let arr = match v {
                Value::Array(a) => a.clone(),
                _ => {
                    let is_empty_list = matches!(v, Value::List(l) if l.borrow().is_empty());
                    if is_empty_list {
                        NdArray::zeros(DType::Int64, &[0], false)?
                    } else {
                        // ints beyond int64/uint64 make NumPy an object array: not an index
                        convert::to_array(v, None).map_err(|e| {
                            if e.kind == ExcKind::OverflowError { view::invalid_index_error() } else { e }
                        })?
                    }
                }
            };
            match arr.dtype {
                DType::Bool => vec![Entry::Mask(arr)],
                d if d.is_integer() => vec![Entry::Adv(arr)],
                _ => return Err(index_error("arrays used as indices must be of integer (or boolean) type")),
            }
        }
        // a range is a sequence to NumPy: an integer array index (an empty one included)
        Value::Range(start, stop, step) => {
            let (start, step) = (*start, *step);
            let n = usize::try_from(ops::range_len(start, *stop, step)).map_err(|_| view::invalid_index_error())?;
            stridelab_engine::array::check_alloc(&[n], DType::Int64)?;
            stridelab_engine::budget::charge(n as u64);
            let mut vals = Vec::with_capacity(n);
            for k in 0..n as i128 {
                let x = start + k * step;
                vals.push(Scalar::Int(i64::try_from(x).map_err(|_| PyErr::new(ExcKind::OverflowError, "Python int too large to convert to C long"))?));
            }
            vec![Entry::Adv(NdArray::from_scalars(DType::Int64, &[n], &vals)?)]
        }
        _ => return Err(view::invalid_index_error()),
    })
}

/// `mask.nonzero()`: one int64 index array per dimension of the mask.
pub fn bool_to_int_arrays(mask: &NdArray) -> PyResult<Vec<Rc<NdArray>>> {
    stridelab_engine::item_selection::nonzero(mask)
}

/// What an advanced index selects (byte offsets, unexpanded) and the result shape.
struct Selection {
    fancy: Fancy,
    shape: Vec<usize>,
    /// How NumPy lays the result out (see [`Selection::allocate`]).
    layout: ResultLayout,
}

/// What decides the memory layout of a fancy-indexing result (mapping.c).
struct ResultLayout {
    fancy_shape: Vec<usize>,
    /// The index arrays' strides broadcast to `fancy_shape`.
    index_strides: Vec<Vec<isize>>,
    /// The basic (slice, newaxis, remaining) axes as (length, source stride); `None` when
    /// the index arrays cover every axis and nothing else is in the index.
    subspace: Option<Vec<(usize, isize)>>,
    /// Where the index dims sit in the result (`mit->consec`); 0 means first.
    consec: usize,
    /// `Some(fortran)`: a 1-d array indexed by a single index array, which NumPy fills
    /// into a fresh array in C order (F if the index is Fortran-ordered).
    trivial: Option<bool>,
}

impl Selection {
    /// The empty result array with NumPy's layout: a buffer shaped (index dims, subspace
    /// dims) with [`mapping::fancy_buffer_strides`], returned as itself or, when the index
    /// dims are not first, as its transposed view (`PyArray_MapIterSwapAxes`).
    /// Returns (buffer, result); the caller fills every element of the buffer.
    fn allocate(&self, dtype: DType) -> PyResult<(Rc<NdArray>, Rc<NdArray>)> {
        let l = &self.layout;
        if let Some(fortran) = l.trivial {
            let fresh = NdArray::for_overwrite(dtype, &[self.shape.iter().product()])?;
            let strides = layout::alloc_strides(&self.shape, dtype.itemsize(), fortran);
            let out = NdArray::build(fresh.buf.clone(), 0, self.shape.clone(), strides, dtype, true, true, None)?;
            return Ok((out.clone(), out));
        }
        let sub = l.subspace.as_ref();
        let sub_shape: Vec<usize> = sub.map(|v| v.iter().map(|p| p.0).collect()).unwrap_or_default();
        let sub_strides: Vec<isize> = sub.map(|v| v.iter().map(|p| p.1).collect()).unwrap_or_default();
        let strides = mapping::fancy_buffer_strides(
            dtype.itemsize(),
            &l.fancy_shape,
            &l.index_strides,
            sub.map(|_| (sub_shape.as_slice(), sub_strides.as_slice())),
        );
        let mut shape = l.fancy_shape.clone();
        shape.extend_from_slice(&sub_shape);
        let fresh = NdArray::for_overwrite(dtype, &[layout::size_of(&shape)])?;
        let buffer = NdArray::build(fresh.buf.clone(), 0, shape, strides, dtype, true, true, None)?;
        if l.consec == 0 {
            return Ok((buffer.clone(), buffer));
        }
        // result axes: the first `consec` subspace axes, the index axes, the rest
        let nf = l.fancy_shape.len();
        let perm: Vec<usize> = (nf..nf + l.consec).chain(0..nf).chain(nf + l.consec..buffer.ndim()).collect();
        let rshape = perm.iter().map(|&k| buffer.shape[k]).collect();
        let rstrides = perm.iter().map(|&k| buffer.strides[k]).collect();
        let result = NdArray::view_of(&buffer, 0, rshape, rstrides, dtype)?;
        Ok((buffer, result))
    }
}

fn select(a: &Rc<NdArray>, entries: &[Entry]) -> PyResult<Selection> {
    // expand boolean masks into index arrays, checking they match the axes they cover
    let mut expanded = Vec::with_capacity(entries.len());
    let had_mask = entries.iter().any(|e| matches!(e, Entry::Mask(_)));
    let consumed_all: usize = entries
        .iter()
        .map(|e| match e {
            Entry::Basic(IndexItem::Ellipsis) | Entry::Basic(IndexItem::NewAxis) => 0,
            Entry::Mask(m) => m.ndim().max(1),
            _ => 1,
        })
        .sum();
    let mut dim = 0usize;
    for e in entries {
        match e {
            Entry::Mask(m) => {
                for (i, &len) in m.shape.iter().enumerate() {
                    let ax = dim + i;
                    // prepare_index checks a boolean axis's length only when it is not 0
                    if ax < a.ndim() && len > 0 && a.shape[ax] != len {
                        return Err(index_error(format!(
                            "boolean index did not match indexed array along axis {}; size of axis is {} but size of corresponding boolean axis is {}",
                            ax, a.shape[ax], len
                        )));
                    }
                }
                dim += m.ndim().max(1);
                expanded.extend(bool_to_int_arrays(m)?.into_iter().map(Entry::Adv));
            }
            Entry::Basic(IndexItem::Ellipsis) => {
                dim += a.ndim().saturating_sub(consumed_all);
                expanded.push(e.clone());
            }
            Entry::Basic(IndexItem::NewAxis) => expanded.push(e.clone()),
            other => {
                dim += 1;
                expanded.push(other.clone());
            }
        }
    }
    let entries = &expanded[..];
    // consumed dims: ints, slices and index arrays each take one
    let n_ell = entries.iter().filter(|e| matches!(e, Entry::Basic(IndexItem::Ellipsis))).count();
    if n_ell > 1 {
        return Err(index_error("an index can only have a single ellipsis ('...')"));
    }
    let consumed = entries
        .iter()
        .filter(|e| !matches!(e, Entry::Basic(IndexItem::Ellipsis) | Entry::Basic(IndexItem::NewAxis)))
        .count();
    if consumed > a.ndim() {
        return Err(index_error(format!(
            "too many indices for array: array is {}-dimensional, but {} were indexed",
            a.ndim(),
            consumed
        )));
    }
    // Walk entries, producing basic result axes and advanced (index array, axis) pairs.
    // Integers count as advanced (0-d arrays) once any index array is present.
    // the basic (slice / newaxis / ellipsis) result axes, as (length, byte stride)
    let mut axes: Vec<(usize, isize)> = Vec::new();
    let mut adv: Vec<(Rc<NdArray>, usize)> = Vec::new();
    let mut adv_positions: Vec<usize> = Vec::new();
    // integers join the broadcast but, as in mapping.c's error, are not listed among its shapes
    let mut from_int: Vec<bool> = Vec::new();
    let mut offset = a.offset as isize;
    let mut dim = 0usize;
    for (pos, e) in entries.iter().enumerate() {
        match e {
            Entry::Basic(IndexItem::Ellipsis) => {
                for _ in 0..a.ndim() - consumed {
                    axes.push((a.shape[dim], a.strides[dim]));
                    dim += 1;
                }
            }
            Entry::Basic(IndexItem::NewAxis) => axes.push((1, 0)),
            Entry::Basic(IndexItem::Slice(s, t, st)) => {
                let r = resolve_slice(*s, *t, *st, a.shape[dim]).map_err(value_error)?;
                offset += r.start as isize * a.strides[dim];
                axes.push((r.len, a.strides[dim] * r.step as isize));
                dim += 1;
            }
            Entry::Basic(IndexItem::Int(i)) => {
                let arr = NdArray::from_scalars(DType::Int64, &[], &[Scalar::Int(*i)])?;
                adv.push((arr, dim));
                adv_positions.push(pos);
                from_int.push(true);
                dim += 1;
            }
            Entry::Mask(_) => {}
            Entry::Adv(arr) => {
                adv.push((arr.clone(), dim));
                adv_positions.push(pos);
                // a 0-d integer array is an integer to prepare_index
                from_int.push(arr.ndim() == 0 && arr.dtype.is_integer());
                dim += 1;
            }
        }
    }
    while dim < a.ndim() {
        axes.push((a.shape[dim], a.strides[dim]));
        dim += 1;
    }
    // broadcast the index arrays together
    let shapes: Vec<&[usize]> = adv.iter().map(|(x, _)| x.shape.as_slice()).collect();
    let bshape = stridelab_engine::ufunc::broadcast_shapes(&shapes).map_err(|_| {
        index_error(format!(
            "shape mismatch: indexing arrays could not be broadcast together with shapes {}",
            shapes
                .iter()
                .zip(&from_int)
                .filter(|(_, int)| !**int)
                .map(|(s, _)| compact(s))
                .collect::<Vec<_>>()
                .join(" ")
                + " "
        ))
    })?;
    let bsize = layout::size_of(&bshape);
    let out_of_range = |i: i64, ax: usize| {
        let msg = resolve_index(i, a.shape[ax], ax).err();
        index_error(msg.unwrap_or_else(|| format!("index {} is out of bounds for axis {}", i, ax)))
    };
    // NumPy turns every index array into an intp array before walking it (prepare_index in
    // mapping.c); as C-contiguous int64 copies, index arrays of any integer type or layout
    // take the in-place paths below, and a setitem never reads an index array it writes.
    // The cast wraps uint64 as NumPy's does (`x[[2**64 - 1]]` is `x[[-1]]`).
    // The result is laid out by the index arrays as given (their memory order decides it);
    // the copies below only change how the indices are read.
    // NumPy's trivial path (mapping.c: one index array, PyArray_TRIVIALLY_ITERABLE) allocates
    // the result like that array: F order for an F-ordered one, else C (None: not trivial,
    // the map iterator lays it out)
    let first_order = adv.first().and_then(|(ix, _)| {
        (ix.ndim() <= 1 || ix.is_c_contiguous() || ix.is_f_contiguous()).then(|| ix.ndim() > 1 && !ix.is_c_contiguous())
    });
    let mut layout_strides = Vec::with_capacity(adv.len());
    for (arr, _) in &adv {
        layout_strides.push(view::broadcast_strides(arr, &bshape).map_err(|_| index_error("shape mismatch"))?);
    }
    if bsize > 0 {
        for (arr, _) in adv.iter_mut() {
            let in_place = arr.dtype == DType::Int64 && arr.is_c_contiguous() && !Rc::ptr_eq(&arr.buf, &a.buf);
            if arr.dtype.is_integer() && !in_place {
                *arr = stridelab_engine::ufunc::cast_copy(arr, DType::Int64)?;
            }
        }
    }
    let mut index_strides = Vec::with_capacity(adv.len());
    for (arr, _) in &adv {
        index_strides.push(view::broadcast_strides(arr, &bshape).map_err(|_| index_error("shape mismatch"))?);
    }
    let adv_off = match adv.as_slice() {
        // one int64 index array read in place (not a view of `a`, which a setitem writes)
        [(arr, ax)] if arr.dtype == DType::Int64 && arr.is_c_contiguous() && !Rc::ptr_eq(&arr.buf, &a.buf) && bsize > 0 => {
            if let Some(i) = mapping::first_out_of_range(arr, a.shape[*ax]) {
                return Err(out_of_range(i, *ax));
            }
            mapping::Adv::Index { idx: arr.clone(), len: a.shape[*ax], stride: a.strides[*ax] }
        }
        // several int64 index arrays, checked first and then read as the selection is walked
        _ if adv.len() > 1
            && bsize > 0
            && adv.iter().all(|(arr, _)| arr.dtype == DType::Int64 && arr.is_c_contiguous() && !Rc::ptr_eq(&arr.buf, &a.buf)) =>
        {
            let mut arrays = Vec::with_capacity(adv.len());
            for ((arr, ax), strides) in adv.iter().zip(&index_strides) {
                // the first bad value of an array is the same in its own C order as in the
                // broadcast one, which visits its elements first in that order
                if let Some(i) = mapping::first_out_of_range(arr, a.shape[*ax]) {
                    return Err(out_of_range(i, *ax));
                }
                arrays.push(mapping::MultiIndex { idx: arr.clone(), strides: strides.clone(), len: a.shape[*ax], stride: a.strides[*ax] });
            }
            mapping::Adv::Multi { shape: bshape.clone(), arrays }
        }
        _ => {
            let mut off = vec![0isize; bsize];
            for ((arr, ax), strides) in adv.iter().zip(&index_strides) {
                let b = NdArray::build(arr.buf.clone(), arr.offset, bshape.clone(), strides.clone(), arr.dtype, false, false, None)?;
                mapping::add_index_offsets(&b, a.shape[*ax], a.strides[*ax], &mut off).map_err(|i| out_of_range(i, *ax))?;
            }
            mapping::Adv::Offsets(off)
        }
    };
    // where the broadcast dims go: in place if the advanced indices are adjacent, else first
    let adjacent = adv_positions.windows(2).all(|w| w[1] == w[0] + 1);
    let insert_at = if adjacent {
        // number of basic result axes produced before the first advanced entry
        let first = adv_positions[0];
        let mut count = 0;
        for e in &entries[..first] {
            match e {
                Entry::Basic(IndexItem::Ellipsis) => count += a.ndim() - consumed,
                Entry::Basic(IndexItem::NewAxis) | Entry::Basic(IndexItem::Slice(..)) => count += 1,
                _ => {}
            }
        }
        count
    } else {
        0
    };
    let pre = &axes[..insert_at];
    let post = &axes[insert_at..];
    let mut shape: Vec<usize> = pre.iter().map(|p| p.0).collect();
    shape.extend_from_slice(&bshape);
    shape.extend(post.iter().map(|p| p.0));
    stridelab_engine::array::check_alloc(&shape, a.dtype)?;
    let pre_shape: Vec<usize> = pre.iter().map(|p| p.0).collect();
    let pre_str: Vec<isize> = pre.iter().map(|p| p.1).collect();
    // NumPy's index has a subspace unless it is index arrays alone covering every axis
    let only_arrays = entries.iter().all(|e| matches!(e, Entry::Adv(_)));
    let subspace = (!only_arrays || adv.len() < a.ndim()).then(|| axes.clone());
    let trivial = if only_arrays && adv.len() == 1 && a.ndim() == 1 && !had_mask { first_order } else { None };
    let layout = ResultLayout { fancy_shape: bshape.clone(), index_strides: layout_strides, subspace, consec: insert_at, trivial };
    let fancy = Fancy {
        base: offset,
        pre: signed_offsets(&pre_shape, &pre_str),
        adv: adv_off,
        post_shape: post.iter().map(|p| p.0).collect(),
        post_strides: post.iter().map(|p| p.1).collect(),
    };
    Ok(Selection { fancy, shape, layout })
}

fn signed_offsets(shape: &[usize], strides: &[isize]) -> Vec<isize> {
    let n = layout::size_of(shape);
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let idx = layout::unravel(i, shape);
        out.push(idx.iter().zip(strides).map(|(&i, &s)| i as isize * s).sum());
    }
    out
}

fn compact(s: &[usize]) -> String {
    if s.len() == 1 {
        format!("({},)", s[0])
    } else {
        format!("({})", s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(","))
    }
}

fn is_basic(entries: &[Entry]) -> bool {
    entries.iter().all(|e| matches!(e, Entry::Basic(_)))
}

fn basic_items(entries: &[Entry]) -> Vec<IndexItem> {
    entries
        .iter()
        .map(|e| match e {
            Entry::Basic(b) => *b,
            Entry::Adv(_) | Entry::Mask(_) => IndexItem::Ellipsis,
        })
        .collect()
}

/// The selection `a[idx]` makes (basic or advanced) and the result shape, without listing
/// the offsets (used by `ufunc.at`).
pub fn index_selection(a: &Rc<NdArray>, idx: &Value) -> PyResult<(Fancy, Vec<usize>)> {
    let entries = to_entries(idx)?;
    if is_basic(&entries) {
        let (off, shape, strides, _) = view::resolve_basic(a, &basic_items(&entries))?;
        return Ok((Fancy::of_view(off, &shape, &strides), shape));
    }
    let sel = select(a, &entries)?;
    Ok((sel.fancy, sel.shape))
}

/// `a[i]` along the first axis (used when iterating an array).
pub fn index_first_axis(a: &Rc<NdArray>, i: usize) -> PyResult<Value> {
    match view::basic_index(a, &[IndexItem::Int(i as i64)])? {
        Indexed::View(v) => Ok(Value::Array(v)),
        Indexed::Element(off) => Ok(Value::Scalar(a.dtype, a.read_at(off))),
    }
}

/// Byte offsets (result C order) and result shape of `a[idx]`, for basic and advanced
/// indices alike (used by `ufunc.at`).
pub fn index_offsets(a: &Rc<NdArray>, idx: &Value) -> PyResult<(Vec<usize>, Vec<usize>)> {
    let entries = to_entries(idx)?;
    if is_basic(&entries) {
        let (off, shape, strides, _) = view::resolve_basic(a, &basic_items(&entries))?;
        let mut offs = Vec::new();
        layout::for_each_offset(off, &shape, &strides, |o| offs.push(o));
        return Ok((offs, shape));
    }
    let sel = select(a, &entries)?;
    if sel.shape.contains(&0) {
        return Ok((Vec::new(), sel.shape));
    }
    Ok((sel.fancy.offsets(), sel.shape))
}

pub fn get_item(interp: &mut Interp, obj: &Value, idx: &Value) -> PyResult<Value> {
    match obj {
        Value::Builtin(k @ ("numpy.mgrid" | "numpy.ogrid")) => {
            super::numpy::index_tricks::nd_grid(interp, idx, *k == "numpy.ogrid")
        }
        Value::Builtin(k @ ("numpy.r_" | "numpy.c_")) => super::numpy::index_tricks::concatenator(interp, idx, *k == "numpy.c_"),
        Value::Builtin(k @ ("numpy.s_" | "numpy.index_exp")) => {
            Ok(super::numpy::index_tricks::index_expression(idx, *k == "numpy.index_exp"))
        }
        Value::Array(a) => match super::numpy::subclass::class_of(a) {
            Some(c) => {
                let r = array_get(a, idx)?;
                super::numpy::subclass::get_item(interp, obj, a, c, idx, r)
            }
            None => array_get(a, idx),
        },
        Value::Poly1d(p) => super::numpy::lib_polynomial::coefficient(p, idx),
        Value::Masked(m) => super::numpy::ma::get_item(interp, m, idx),
        Value::Record(r) => super::numpy::records::get_item(r, idx),
        Value::Text(t) => super::numpy::strings::get_item(t, idx),
        Value::Swapped(a) => super::numpy::byteorder::get_item(a, idx),
        Value::Objects(o) => match &**o {
            super::numpy::object_arrays::Objects::Array(a) => super::numpy::object_arrays::get_item(a, idx),
            super::numpy::object_arrays::Objects::DType => Err(type_error("'numpy.dtypes.ObjectDType' object is not subscriptable")),
            super::numpy::object_arrays::Objects::StringDType(_) => Err(type_error("'numpy.dtypes.StringDType' object is not subscriptable")),
        },
        Value::MappingProxy(d) => get_item(interp, &Value::Dict(d.clone()), idx),
        Value::NpStr(_) | Value::NpBytes(_) => get_item(interp, &super::numpy::strings::to_python(obj), idx),
        Value::Time(t) => super::numpy::datetime::get_item(interp, t, idx),
        Value::Descr(d) => super::numpy::records::descr_item(d, idx),
        Value::Scalar(d, s) => {
            let a = NdArray::from_scalars(*d, &[], &[*s])?;
            array_get(&a, idx)
        }
        Value::List(l) => seq_get(&l.borrow(), idx, "list").map(|r| match r {
            SeqGet::One(v) => v,
            SeqGet::Many(v) => Value::list(v),
        }),
        Value::Tuple(t) => seq_get(t, idx, "tuple").map(|r| match r {
            SeqGet::One(v) => v,
            SeqGet::Many(v) => Value::tuple(v),
        }),
        Value::Str(s) => {
            let chars: Vec<Value> = s.chars().map(|c| Value::str(&c.to_string())).collect();
            seq_get(&chars, idx, "string").map(|r| match r {
                SeqGet::One(v) => v,
                SeqGet::Many(v) => {
                    let mut out = String::new();
                    for c in v {
                        if let Value::Str(c) = c {
                            out.push_str(&c);
                        }
                    }
                    Value::str(&out)
                }
            })
        }
        Value::ByteArray(b) => crate::python::bytearray::get_item(b, idx),
        Value::PyArray(p) => crate::python::array::get_item(p, idx),
        Value::MemoryView(m) => crate::python::bytearray::mv_get(m, idx),
        Value::Bytes(b) => {
            let items: Vec<Value> = b.iter().map(|&x| Value::Int(x as i128)).collect();
            // CPython's bytes say "index out of range" without the type's name
            let got = seq_get(&items, idx, "byte").map_err(|mut e| {
                if e.msg.as_str() == "byte index out of range" {
                    e.msg = "index out of range".into();
                }
                e
            });
            got.map(|r| match r {
                SeqGet::One(v) => v,
                SeqGet::Many(v) => {
                    let bytes: Vec<u8> = v.iter().map(|x| if let Value::Int(i) = x { *i as u8 } else { 0 }).collect();
                    Value::Bytes(bytes.into())
                }
            })
        }
        // an integer index is arithmetic, as in CPython: the range is never materialised
        Value::Range(a, b, st) if matches!(idx, Value::Int(_) | Value::Bool(_)) || matches!(idx, Value::Scalar(d, _) if d.is_integer()) => {
            let n = ops::range_len(*a, *b, *st);
            let i = ops::index_int(idx).unwrap_or(0);
            let i = if i < 0 { i + n } else { i };
            if i < 0 || i >= n {
                return Err(index_error("range object index out of range"));
            }
            i.checked_mul(*st)
                .and_then(|d| a.checked_add(d))
                .map(Value::Int)
                .ok_or_else(|| PyErr::new(ExcKind::OverflowError, "Python int too large to convert to C long"))
        }
        Value::Range(a, b, st) if matches!(idx, Value::Slice(_)) => {
            let Value::Slice(sl) = idx else { unreachable!("matched above") };
            range_slice(*a, *b, *st, sl)
        }
        Value::Range(..) => {
            let items = ops::iterate(obj)?;
            seq_get(&items, idx, "range").map(|r| match r {
                SeqGet::One(v) => v,
                SeqGet::Many(v) => Value::list(v),
            })
        }
        Value::Dict(d) => {
            ops::check_hashable(idx)?;
            stridelab_engine::budget::charge(ops::SCAN_STEP);
            d.borrow().get(idx)?.ok_or_else(|| key_error(crate::repr::repr(idx, &Default::default())))
        }
        Value::Flags(a) => super::attrs::flag_get(a, idx),
        Value::FlatIter(it) => crate::numpy::flatiter::get(it, idx),
        Value::NdIter(it) => crate::numpy::nditer::get(it, idx),
        Value::Type(t) => Err(type_error(format!("type '{}' is not subscriptable", t.name()))),
        other => Err(type_error(format!("'{}' object is not subscriptable", other.type_name()))),
    }
}

/// A lone boolean scalar or 0-d boolean array used as the whole index.
fn zero_d_bool(idx: &Value) -> Option<bool> {
    match idx {
        Value::Bool(b) => Some(*b),
        Value::Scalar(DType::Bool, s) => Some(s.as_bool()),
        Value::Array(m) if m.ndim() == 0 && m.dtype == DType::Bool => Some(m.get_flat(0).as_bool()),
        _ => None,
    }
}

pub fn array_get(a: &Rc<NdArray>, idx: &Value) -> PyResult<Value> {
    if let Some(b) = zero_d_bool(idx) {
        // mapping.c HAS_0D_BOOL: a new leading axis of length 1, kept or not: a[None][[0]]
        let Indexed::View(v) = view::basic_index(a, &[IndexItem::NewAxis, IndexItem::Ellipsis])? else {
            return Err(view::invalid_index_error());
        };
        let ix = NdArray::zeros(DType::Int64, &[b as usize], false)?;
        return array_get(&v, &Value::Array(ix));
    }
    let entries = to_entries(idx)?;
    if is_basic(&entries) {
        return Ok(match view::basic_index(a, &basic_items(&entries))? {
            Indexed::View(v) => Value::Array(v),
            Indexed::Element(off) => Value::Scalar(a.dtype, a.read_at(off)),
        });
    }
    if let [Entry::Mask(m)] = &entries[..]
        && m.ndim() > 0 && m.shape == a.shape {
            // a[mask] over the whole shape: one pass, no index arrays
            // mask_gather writes exactly count elements
            let out = NdArray::for_overwrite(a.dtype, &[stridelab_engine::item_selection::count_nonzero(m)])?;
            mapping::mask_gather(a, m, &out);
            return Ok(Value::Array(out));
        }
    let sel = select(a, &entries)?;
    let (buffer, out) = sel.allocate(a.dtype)?;
    if out.size() > 0 {
        mapping::gather_buffer(a, &sel.fancy, &buffer);
    }
    Ok(Value::Array(out))
}

enum SeqGet {
    One(Value),
    Many(Vec<Value>),
}

fn seq_get(items: &[Value], idx: &Value, what: &str) -> PyResult<SeqGet> {
    match idx {
        Value::Slice(s) => {
            let r = resolve_slice(slice_part(&s[0])?, slice_part(&s[1])?, slice_part(&s[2])?, items.len())
                .map_err(value_error)?;
            let mut out = Vec::with_capacity(r.len);
            for k in 0..r.len {
                out.push(items[(r.start + k as i64 * r.step) as usize].clone());
            }
            Ok(SeqGet::Many(out))
        }
        other => match index_int(other) {
            Some(i) => {
                let n = items.len() as i128;
                let j = if i < 0 { i + n } else { i };
                if j < 0 || j >= n {
                    return Err(index_error(format!("{} index out of range", what)));
                }
                Ok(SeqGet::One(items[j as usize].clone()))
            }
            None => Err(type_error(format!(
                "{} indices must be integers or slices, not {}",
                what,
                other.type_name()
            ))),
        },
    }
}

/// `obj[idx] = v`
/// The `__getitem__`/`__setitem__` a script's class defines for its instances, which the
/// subscript syntax calls instead of the built-in indexing (CPython's `tp_as_mapping` slots of
/// a heap type; NumPy's own code indexes ndarray subclasses directly, never through them).
fn own_dunder(obj: &Value, name: &str) -> Option<Value> {
    let class = crate::python::classes::class_of(obj)?;
    crate::python::classes::class_attr(class, name).filter(|f| matches!(f, Value::Function(_)))
}

/// `obj[idx]` written in the script.
pub fn load_subscript(interp: &mut Interp, obj: &Value, idx: &Value) -> PyResult<Value> {
    match own_dunder(obj, "__getitem__") {
        Some(f) => interp.call(&f, vec![obj.clone(), idx.clone()], vec![]),
        None => get_item(interp, obj, idx),
    }
}

/// `obj[idx] = v` written in the script.
pub fn store_subscript(interp: &mut Interp, obj: &Value, idx: &Value, v: &Value) -> PyResult<()> {
    match own_dunder(obj, "__setitem__") {
        Some(f) => interp.call(&f, vec![obj.clone(), idx.clone(), v.clone()], vec![]).map(|_| ()),
        None => set_item(interp, obj, idx, v),
    }
}

pub fn set_item(interp: &mut Interp, obj: &Value, idx: &Value, v: &Value) -> PyResult<()> {
    match obj {
        Value::Array(a) => match super::numpy::subclass::class_of(a).filter(|c| super::numpy::defmatrix::is_matrix_class(*c)) {
            // a matrix assigns into the view its __getitem__ gives
            Some(c) => match super::numpy::defmatrix::set_target(a, c, idx)? {
                Some(Value::Array(t)) => array_set(&t, &Value::Ellipsis, v),
                _ => array_set(a, idx, v),
            },
            None => array_set(a, idx, v),
        },
        Value::Time(t) => super::numpy::datetime::set_item(interp, t, idx, v),
        Value::Masked(m) => super::numpy::ma::set_item(interp, m, idx, v),
        Value::Record(r) => super::numpy::records::set_item(r, idx, v),
        Value::Text(t) => super::numpy::strings::set_item(t, idx, v),
        Value::Swapped(a) => super::numpy::byteorder::set_item(a, idx, v),
        Value::Objects(o) => match &**o {
            super::numpy::object_arrays::Objects::Array(a) => super::numpy::object_arrays::set_item(a, idx, v),
            super::numpy::object_arrays::Objects::DType => Err(type_error("'numpy.dtypes.ObjectDType' object does not support item assignment")),
            super::numpy::object_arrays::Objects::StringDType(_) => Err(type_error("'numpy.dtypes.StringDType' object does not support item assignment")),
        },
        Value::List(l) => {
            let n = l.borrow().len() as i128;
            match idx {
                Value::Slice(_) => {
                    let new = ops::iterate(v)?;
                    let items = l.borrow().clone();
                    let (lo, hi) = match idx {
                        Value::Slice(s) if s[2].is_none() => {
                            let r = resolve_slice(slice_part(&s[0])?, slice_part(&s[1])?, None, items.len())
                                .map_err(value_error)?;
                            let start = slice_part(&s[0])?.map(|x| if x < 0 { (x + n as i64).max(0) } else { x.min(n as i64) }).unwrap_or(0) as usize;
                            (start, start + r.len)
                        }
                        _ => return Err(not_implemented("extended slice assignment to a list is not supported by stridelab")),
                    };
                    let mut out = items[..lo].to_vec();
                    out.extend(new);
                    out.extend_from_slice(&items[hi.min(items.len())..]);
                    *l.borrow_mut() = out;
                    Ok(())
                }
                other => {
                    let i = index_int(other).ok_or_else(|| {
                        type_error(format!("list indices must be integers or slices, not {}", other.type_name()))
                    })?;
                    let j = if i < 0 { i + n } else { i };
                    if j < 0 || j >= n {
                        return Err(index_error("list assignment index out of range"));
                    }
                    l.borrow_mut()[j as usize] = v.clone();
                    Ok(())
                }
            }
        }
        Value::Dict(d) => {
            ops::check_hashable(idx)?;
            stridelab_engine::budget::charge(ops::SCAN_STEP);
            d.borrow_mut().set(idx.clone(), v.clone())
        }
        Value::Flags(a) => super::attrs::flag_set(a, idx, v),
        Value::ByteArray(b) => crate::python::bytearray::set_item(b, idx, v),
        Value::MemoryView(m) => crate::python::bytearray::mv_set(interp, m, idx, v),
        Value::FlatIter(it) => crate::numpy::flatiter::set(it, idx, v),
        Value::NdIter(it) => crate::numpy::nditer::set(it, idx, v),
        Value::Tuple(_) => Err(type_error("'tuple' object does not support item assignment")),
        Value::Str(_) => Err(type_error("'str' object does not support item assignment")),
        Value::Scalar(d, _) => Err(type_error(format!("'numpy.{}' object does not support item assignment", d.name()))),
        other => Err(type_error(format!("'{}' object does not support item assignment", other.type_name()))),
    }
}

/// `range(a, b, st)[slice]`, a range computed from the slice as CPython's `compute_slice`
/// (rangeobject.c) does: the slice's indices resolved against the length by
/// `_PySlice_GetLongIndices`, with Python's unbounded ints, never the items themselves.
fn range_slice(a: i128, b: i128, st: i128, sl: &[Value; 3]) -> PyResult<Value> {
    let len = ops::range_len(a, b, st);
    let int_or_none = |v: &Value| -> PyResult<Option<i128>> {
        match v {
            Value::None => Ok(None),
            other => ops::index_int(other)
                .map(Some)
                .ok_or_else(|| type_error("slice indices must be integers or None or have an __index__ method")),
        }
    };
    let step = int_or_none(&sl[2])?.unwrap_or(1);
    if step == 0 {
        return Err(value_error("slice step cannot be zero"));
    }
    let (lower, upper) = if step < 0 { (-1, len - 1) } else { (0, len) };
    let bound = |v: Option<i128>, default: i128| -> i128 {
        match v {
            None => default,
            Some(v) => {
                let v = if v < 0 { v.saturating_add(len) } else { v };
                v.clamp(lower, upper)
            }
        }
    };
    let start = bound(int_or_none(&sl[0])?, if step < 0 { upper } else { lower });
    let stop = bound(int_or_none(&sl[1])?, if step < 0 { lower } else { upper });
    let too_big = || PyErr::new(ExcKind::OverflowError, "integer result too large for stridelab (beyond 128 bits)");
    let at = |i: i128| i.checked_mul(st).and_then(|d| a.checked_add(d)).ok_or_else(too_big);
    Ok(Value::Range(at(start)?, at(stop)?, step.checked_mul(st).ok_or_else(too_big)?))
}

pub fn del_item(obj: &Value, idx: &Value) -> PyResult<()> {
    match obj {
        Value::List(l) => {
            let n = l.borrow().len() as i128;
            let i = index_int(idx).ok_or_else(|| type_error("list indices must be integers or slices"))?;
            let j = if i < 0 { i + n } else { i };
            if j < 0 || j >= n {
                return Err(index_error("list assignment index out of range"));
            }
            l.borrow_mut().remove(j as usize);
            Ok(())
        }
        Value::Dict(d) => {
            stridelab_engine::budget::charge(ops::SCAN_STEP);
            match d.borrow_mut().remove(idx)? {
                Some(_) => Ok(()),
                None => Err(key_error(crate::repr::repr(idx, &Default::default()))),
            }
        }
        Value::Array(_) => Err(value_error("cannot delete array elements")),
        other => Err(type_error(format!("'{}' object doesn't support item deletion", other.type_name()))),
    }
}

/// Values to write, as a flat list in C order of `target_shape` (broadcast), cast to `dtype`.
pub fn values_for(v: &Value, dtype: DType, target_shape: &[usize]) -> PyResult<Vec<Scalar>> {
    convert::refuse_py_complex(v, dtype)?;
    if let Some(c) = convert::store_scalar(v, dtype) {
        return Ok(vec![c?; layout::size_of(target_shape)]);
    }
    let src = match v {
        Value::Array(a) => a.clone(),
        // text into numbers: each string parsed as astype parses it
        Value::Text(t) => match super::numpy::strings::astype(t, &Value::Type(crate::value::TypeObj::NpScalar(dtype)))? {
            Value::Array(a) => a,
            _ => return Err(not_implemented(format!("assigning {} text to a {} array is not supported by stridelab", t.kind.short(t.width), dtype.name()))),
        },
        other => convert::to_array_weak(other, dtype)?,
    };
    let strides = view::broadcast_strides(&src, target_shape).map_err(|_| broadcast_error(&src.shape, target_shape))?;
    let b = NdArray::build(src.buf.clone(), src.offset, target_shape.to_vec(), strides, src.dtype, false, false, None)?;
    let vals = b.to_scalars();
    let mut out = Vec::with_capacity(vals.len());
    for s in vals {
        out.push(if src.dtype.is_float() && dtype.is_integer() { convert::cast_checked(s, false, dtype)? } else { s.cast(dtype) });
    }
    Ok(out)
}

/// Typed assignment for the common cases, writing straight into `a`: a basic index (view)
/// given a scalar or an array of a dtype it converts to without checks, and a whole-shape
/// boolean mask given a scalar. Returns false when the general path must run.
fn fast_set(a: &Rc<NdArray>, entries: &[Entry], v: &Value) -> PyResult<bool> {
    convert::refuse_py_complex(v, a.dtype)?;
    let scalar = convert::scalar_of(v);
    if is_basic(entries) {
        let src = match v {
            Value::Array(s) if !(s.dtype.is_float() && a.dtype.is_integer()) => Some(s),
            _ => None,
        };
        if scalar.is_none() && src.is_none() {
            return Ok(false);
        }
        let (off, shape, strides, _) = view::resolve_basic(a, &basic_items(entries))?;
        let target = NdArray::build(a.buf.clone(), off, shape, strides, a.dtype, false, true, None)?;
        if scalar.is_some() {
            a.check_writeable()?;
            let c = convert::store_scalar(v, a.dtype).expect("a scalar")?;
            stridelab_engine::creation::fill_view(&target, &stridelab_engine::creation::element_bytes(c, a.dtype)[..a.itemsize()]);
            return Ok(true);
        }
        let src = src.expect("checked above");
        let Ok(st) = view::broadcast_strides(src, &target.shape) else { return Ok(false) };
        a.check_writeable()?;
        stridelab_engine::assign::assign(&target, src, &st);
        return Ok(true);
    }
    if let ([Entry::Mask(m)], Some(_)) = (entries, scalar)
        && m.ndim() > 0 && m.shape == a.shape {
            a.check_writeable()?;
            let c = convert::store_scalar(v, a.dtype).expect("a scalar")?;
            let m = if Rc::ptr_eq(&m.buf, &a.buf) { m.copy_as(m.dtype, false)? } else { m.clone() };
            mapping::mask_fill(a, &m, &stridelab_engine::creation::element_bytes(c, a.dtype));
            return Ok(true);
        }
    Ok(false)
}

/// NumPy's checks for `a[mask] = v` with a mask of a's own ndim (mapping.c,
/// array_assign_boolean_subscript): v must be 0-d or 1-d, of size 1 or the count of trues.
fn check_mask_value(v: &Value, dtype: DType, count: usize) -> PyResult<()> {
    if convert::scalar_of(v).is_some() {
        return Ok(());
    }
    let src = match v {
        Value::Array(a) => a.clone(),
        other => convert::to_array_weak(other, dtype)?,
    };
    if src.ndim() > 1 {
        return Err(type_error(format!(
            "NumPy boolean array indexing assignment requires a 0 or 1-dimensional input, input has {} dimensions",
            src.ndim()
        )));
    }
    let n = src.size();
    if n != 1 && n != count {
        return Err(value_error(format!(
            "NumPy boolean array indexing assignment cannot assign {n} input values to the {count} output values where the mask is true"
        )));
    }
    Ok(())
}

/// The error of an advanced-index assignment whose value does not broadcast (mapping.c).
fn shape_mismatch(v: &Value, dtype: DType, target: &[usize], e: PyErr) -> PyErr {
    if e.kind != ExcKind::ValueError {
        return e;
    }
    let vshape = match v {
        Value::Array(a) => a.shape.clone(),
        other => match convert::to_array_weak(other, dtype) {
            Ok(a) => a.shape.clone(),
            Err(_) => return e,
        },
    };
    value_error(format!(
        "shape mismatch: value array of shape {} could not be broadcast to indexing result of shape {}",
        compact(&vshape),
        compact(target)
    ))
}

pub fn array_set(a: &Rc<NdArray>, idx: &Value, v: &Value) -> PyResult<()> {
    let entries = to_entries(idx)?;
    if fast_set(a, &entries, v)? {
        return Ok(());
    }
    let basic = is_basic(&entries);
    let (sel, shape, view_of_a) = if basic {
        let (off, shape, strides, _) = view::resolve_basic(a, &basic_items(&entries))?;
        let target = NdArray::build(a.buf.clone(), off, shape.clone(), strides.clone(), a.dtype, false, true, None)?;
        (mapping::Fancy::of_view(off, &shape, &strides), shape, Some(target))
    } else {
        let sel = select(a, &entries)?;
        (sel.fancy, sel.shape, None)
    };
    a.check_writeable()?;
    if let [Entry::Mask(m)] = entries.as_slice()
        && m.ndim() == a.ndim() && m.ndim() > 0 {
            check_mask_value(v, a.dtype, shape[0])?;
        }
    let empty = shape.contains(&0);
    convert::refuse_py_complex(v, a.dtype)?;
    if let Some(c) = convert::store_scalar(v, a.dtype) {
        let c = c?;
        if !empty {
            mapping::scatter_fill(a, &sel, &stridelab_engine::creation::element_bytes(c, a.dtype));
        }
        return Ok(());
    }
    // NumPy drops leading 1-dims of the value when they do not fit the target
    let vals = match value_array(v, a.dtype, &shape).map_err(|e| if basic { e } else { shape_mismatch(v, a.dtype, &shape, e) }) {
        Ok(v) => v,
        Err(e) => match v {
            Value::Array(src) if src.ndim() > shape.len() && src.shape[0] == 1 => {
                let lead: Vec<i64> = (0..(src.ndim() - shape.len()) as i64).collect();
                match view::squeeze(src, Some(&lead)) {
                    Ok(sq) => value_array(&Value::Array(sq), a.dtype, &shape)?,
                    Err(_) => return Err(e),
                }
            }
            _ => return Err(e),
        },
    };
    if empty {
        return Ok(());
    }
    // the values may be a view of `a` itself: read them from a copy
    let vals = if Rc::ptr_eq(&vals.buf, &a.buf) { vals.copy_as(vals.dtype, false)? } else { vals };
    if let (Some(target), Value::Array(_)) = (view_of_a, v) {
        // an array is written in the view's memory order, as NumPy's raw_array_assign_array
        // writes it: through a self-overlapping view (as_strided) that decides which write is
        // last. A nested list of the view's shape is written in index order, as
        // PyArray_AssignFromCache packs it (ctors.c); stridelab writes a list that needs
        // broadcasting in index order too, where NumPy goes through a temporary array.
        stridelab_engine::assign::assign(&target, &vals, &vals.strides);
        return Ok(());
    }
    let data = vals.buf.data.borrow();
    mapping::scatter(a, &sel, &data[vals.offset..vals.offset + vals.nbytes()]);
    Ok(())
}

/// The values of `a[...] = v` as a C-contiguous array of `dtype` and `target_shape`: an
/// array is broadcast and cast as `astype` casts (a NaN into an integer array is NumPy's
/// C cast, not an error); a Python value is converted with Python's checks.
fn value_array(v: &Value, dtype: DType, target_shape: &[usize]) -> PyResult<Rc<NdArray>> {
    let Value::Array(src) = v else {
        let vals = values_for(v, dtype, target_shape)?;
        let out = NdArray::zeros(dtype, target_shape, false)?;
        {
            let mut d = out.buf.data.borrow_mut();
            for (s, z) in vals.into_iter().zip(d.chunks_exact_mut(dtype.itemsize())) {
                s.write_le_bytes(dtype, z);
            }
        }
        return Ok(out);
    };
    let strides = view::broadcast_strides(src, target_shape).map_err(|_| broadcast_error(&src.shape, target_shape))?;
    let b = NdArray::build(src.buf.clone(), src.offset, target_shape.to_vec(), strides, src.dtype, false, false, None)?;
    if b.dtype == dtype && b.is_c_contiguous() {
        return Ok(b);
    }
    stridelab_engine::ufunc::cast_copy(&b, dtype)
}

fn broadcast_error(from: &[usize], to: &[usize]) -> PyErr {
    value_error(format!("could not broadcast input array from shape {} into shape {}", compact(from), compact(to)))
}
