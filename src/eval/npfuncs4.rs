//! NumPy functions built on views: flips and rotations, diagonals, splits, broadcasting
//! helpers, plus a few copying helpers (tril/triu, meshgrid, indices, roll, append,
//! resize, column_stack, copyto). Each composes the engine's view operations exactly
//! as NumPy's Python source does, so strides, offsets, `.base` and flags match.

use std::rc::Rc;

use super::args::Args;
use super::builtins::{BuiltinDef, call_builtin};
use super::convert;
use super::interp::Interp;
use super::npfuncs::{array_arg, axes_arg, dtype_opt, int_arg, shape_arg};
use super::ops;
use super::ufunc_kw::{can_cast, casting_arg, where_arg};
use super::value::Value;
use crate::engine::array::{NdArray, shape_repr};
use crate::engine::dtype::{DType, Scalar};
use crate::engine::slicing::normalize_axis;
use crate::engine::view::{self, IndexItem, Indexed, Order};
use crate::error::{PyResult, attribute_error, axis_error, index_error, overflow_error, type_error, value_error, zero_division};

macro_rules! def {
    ($key:expr, $sig:expr, $doc:expr, $ex:expr, $f:expr) => {
        BuiltinDef { key: $key, sig: $sig, doc: $doc, example: $ex, f: $f }
    };
}

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.flip", "m, axis=None", "A view with the order of elements reversed along the given axes (negative strides).", "np.flip(np.arange(6).reshape(2, 3), 1)", np_flip),
    def!("numpy.fliplr", "m", "A view with columns reversed: m[:, ::-1].", "np.fliplr(np.eye(2))", np_fliplr),
    def!("numpy.flipud", "m", "A view with rows reversed: m[::-1, ...].", "np.flipud(np.arange(3))", np_flipud),
    def!("numpy.rot90", "m, k=1, axes=(0, 1)", "A view rotated by 90 degrees k times (a flip and a transpose).", "np.rot90(np.arange(6).reshape(2, 3))", np_rot90),
    def!("numpy.diagonal", "a, offset=0, axis1=0, axis2=1", "A read-only view of a diagonal (stride = sum of the two axes' strides).", "np.diagonal(np.arange(9).reshape(3, 3))", np_diagonal),
    def!("numpy.diag", "v, k=0", "1-D input: a new 2-D array with v on a diagonal; 2-D input: the diagonal (a read-only view).", "np.diag([1, 2, 3])", np_diag),
    def!("numpy.trace", "a, offset=0, axis1=0, axis2=1, dtype=None, out=None", "Sum along a diagonal.", "np.trace(np.arange(9).reshape(3, 3))", np_trace),
    def!("numpy.split", "ary, indices_or_sections, axis=0", "A list of views splitting the array into equal parts (or at the given indices).", "np.split(np.arange(6), 3)", np_split),
    def!("numpy.array_split", "ary, indices_or_sections, axis=0", "Like split, but the parts may differ in length.", "np.array_split(np.arange(7), 3)", np_array_split),
    def!("numpy.hsplit", "ary, indices_or_sections", "split along axis 1 (axis 0 for 1-D input).", "np.hsplit(np.arange(6).reshape(2, 3), 3)", np_hsplit),
    def!("numpy.vsplit", "ary, indices_or_sections", "split along axis 0 (needs at least 2-D).", "np.vsplit(np.arange(6).reshape(2, 3), 2)", np_vsplit),
    def!("numpy.dsplit", "ary, indices_or_sections", "split along axis 2 (needs at least 3-D).", "np.dsplit(np.zeros((1, 1, 4)), 2)", np_dsplit),
    def!("numpy.broadcast_arrays", "*args, subok=False", "Views of the arguments broadcast to one shape (stride 0 on repeated axes).", "np.broadcast_arrays(np.arange(3), np.arange(2)[:, None])", np_broadcast_arrays),
    def!("numpy.broadcast_shapes", "*args", "The shape the given shapes broadcast to.", "np.broadcast_shapes((2, 1), (3,))", np_broadcast_shapes),
    def!("numpy.tril", "m, k=0", "A copy with the elements above the k-th diagonal zeroed.", "np.tril(np.ones((3, 3), int))", np_tril),
    def!("numpy.triu", "m, k=0", "A copy with the elements below the k-th diagonal zeroed.", "np.triu(np.ones((3, 3), int))", np_triu),
    def!("numpy.meshgrid", "*xi, copy=True, sparse=False, indexing='xy'", "Coordinate arrays from coordinate vectors (broadcast views when copy=False).", "np.meshgrid([1, 2, 3], [4, 5])", np_meshgrid),
    def!("numpy.indices", "dimensions, dtype=int, sparse=False", "An array of index grids, one per dimension.", "np.indices((2, 3))", np_indices),
    def!("numpy.roll", "a, shift, axis=None", "A copy with elements shifted cyclically.", "np.roll(np.arange(5), 2)", np_roll),
    def!("numpy.append", "arr, values, axis=None", "A new array with values appended (flattened when axis is None).", "np.append([1, 2], [[3, 4]])", np_append),
    def!("numpy.resize", "a, new_shape", "A new array of new_shape filled by repeating a.", "np.resize(np.arange(3), (2, 4))", np_resize),
    def!("numpy.column_stack", "tup", "Stack 1-D arrays as columns of a 2-D array.", "np.column_stack(([1, 2], [3, 4]))", np_column_stack),
    def!("numpy.delete", "arr, obj, axis=None", "A new array without the entries at obj (int, list, bool mask or slice) along axis.", "np.delete(np.arange(5), [0, 2])", np_delete),
    def!("numpy.copyto", "dst, src, casting='same_kind', where=True", "Copy src into dst (broadcasting, with a casting rule and an optional mask).", "np.copyto(x, 0, where=x > 2)", np_copyto),
];

fn arr(x: Rc<NdArray>) -> Value {
    Value::Array(x)
}

fn indexed(a: &Rc<NdArray>, items: &[IndexItem]) -> PyResult<Value> {
    Ok(match view::basic_index(a, items)? {
        Indexed::View(v) => Value::Array(v),
        Indexed::Element(off) => Value::Scalar(a.dtype, a.read_at(off)),
    })
}

const REV: IndexItem = IndexItem::Slice(None, None, Some(-1));
const ALL: IndexItem = IndexItem::Slice(None, None, None);

// ----- flips and rotations -----

/// `m[indexer]` with `::-1` on the given axes (all when None), as numpy's flip builds it.
fn flip(m: &Rc<NdArray>, axes: Option<&[i64]>) -> PyResult<Value> {
    let items: Vec<IndexItem> = match axes {
        None => vec![REV; m.ndim()],
        Some(ax) => {
            let ax = view::normalize_axis_tuple(ax, m.ndim(), None, false)?;
            (0..m.ndim()).map(|k| if ax.contains(&k) { REV } else { ALL }).collect()
        }
    };
    indexed(m, &items)
}

fn np_flip(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let m = array_arg(&a.req("m"))?;
    match a.get("axis") {
        None | Some(Value::None) => flip(&m, None),
        Some(v @ (Value::Float(_) | Value::Str(_) | Value::Dict(_))) => {
            // normalize_axis_tuple falls back to iterating what operator.index refused
            Err(type_error(format!("'{}' object is not iterable", v.type_name())))
        }
        Some(v) => flip(&m, Some(&axes_arg(&v)?)),
    }
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

fn np_rot90(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let m = array_arg(&a.req("m"))?;
    let k = int_arg(&a.get("k").unwrap_or(Value::Int(1)))?;
    let axes = match a.get("axes") {
        None => vec![0, 1],
        Some(v) => ops::iterate(&v)?.iter().map(int_arg).collect::<PyResult<Vec<i64>>>()?,
    };
    if axes.len() != 2 {
        return Err(value_error("len(axes) must be 2."));
    }
    let nd = m.ndim() as i64;
    if axes[0] == axes[1] || (axes[0] - axes[1]).abs() == nd {
        return Err(value_error("Axes must be different."));
    }
    if axes[0] >= nd || axes[0] < -nd || axes[1] >= nd || axes[1] < -nd {
        return Err(value_error(format!("Axes=({}, {}) out of range for array of ndim={}.", axes[0], axes[1], nd)));
    }
    let as_array = |v: Value| -> PyResult<Rc<NdArray>> {
        match v {
            Value::Array(x) => Ok(x),
            _ => Err(value_error("rot90 of a 0-d array")),
        }
    };
    match k.rem_euclid(4) {
        0 => indexed(&m, &[ALL]),
        2 => {
            let f = as_array(flip(&m, Some(&[axes[0]]))?)?;
            flip(&f, Some(&[axes[1]]))
        }
        k => {
            let mut perm: Vec<i64> = (0..nd).collect();
            let (i, j) = (axes[0].rem_euclid(nd) as usize, axes[1].rem_euclid(nd) as usize);
            perm.swap(i, j);
            if k == 1 {
                let f = as_array(flip(&m, Some(&[axes[1]]))?)?;
                Ok(arr(view::transpose(&f, Some(&perm))?))
            } else {
                let t = view::transpose(&m, Some(&perm))?;
                flip(&t, Some(&[axes[1]]))
            }
        }
    }
}

// ----- diagonals -----

/// `a.diagonal(offset, axis1, axis2)` (item_selection.c `PyArray_Diagonal`): a read-only
/// view whose last axis walks the diagonal with the sum of the two axes' strides.
pub fn diagonal(a: &Rc<NdArray>, offset: i64, axis1: i64, axis2: i64) -> PyResult<Rc<NdArray>> {
    let nd = a.ndim();
    if nd < 2 {
        return Err(value_error("diag requires an array of at least two dimensions"));
    }
    let i = normalize_axis(axis1, nd).map_err(|m| axis_error(format!("axis1: {}", m)))?;
    let j = normalize_axis(axis2, nd).map_err(|m| axis_error(format!("axis2: {}", m)))?;
    if i == j {
        return Err(value_error("axis1 and axis2 cannot be the same"));
    }
    let (mut dim1, mut dim2) = (a.shape[i] as i64, a.shape[j] as i64);
    let (off_stride, off) = if offset >= 0 {
        dim2 -= offset;
        (a.strides[j], offset)
    } else {
        dim1 += offset;
        (a.strides[i], -offset)
    };
    let mut data = a.offset as i64;
    let diag = dim1.min(dim2);
    let diag = if diag < 0 {
        0
    } else {
        data += off as i64 * off_stride as i64;
        diag
    };
    // an empty diagonal may point past the buffer; it reads nothing, so clamp it
    let data = data.clamp(0, a.buf.len() as i64) as usize;
    let mut shape: Vec<usize> = (0..nd).filter(|&k| k != i && k != j).map(|k| a.shape[k]).collect();
    let mut strides: Vec<isize> = (0..nd).filter(|&k| k != i && k != j).map(|k| a.strides[k]).collect();
    shape.push(diag as usize);
    strides.push(a.strides[i] + a.strides[j]);
    let v = NdArray::view_of(a, data, shape, strides, a.dtype)?;
    v.writeable.set(false);
    Ok(v)
}

fn int_or(a: &Args, name: &str, default: i64) -> PyResult<i64> {
    match a.get(name) {
        None => Ok(default),
        Some(v) => int_arg(&v),
    }
}

fn np_diagonal(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    Ok(arr(diagonal(&x, int_or(a, "offset", 0)?, int_or(a, "axis1", 0)?, int_or(a, "axis2", 1)?)?))
}

fn np_diag(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let v = array_arg(&a.req("v"))?;
    let k = int_or(a, "k", 0)?;
    match v.ndim() {
        1 => {
            let len = v.shape[0];
            let n = len + k.unsigned_abs() as usize;
            let out = NdArray::zeros(v.dtype, &[n, n], false)?;
            let vals = v.to_scalars();
            {
                let mut d = out.buf.data.borrow_mut();
                let isz = v.itemsize();
                for (t, s) in vals.iter().enumerate() {
                    let (r, c) = if k >= 0 { (t, t + k as usize) } else { (t + (-k) as usize, t) };
                    let o = (r * n + c) * isz;
                    s.write_le_bytes(v.dtype, &mut d[o..o + isz]);
                }
            }
            Ok(arr(out))
        }
        2 => Ok(arr(diagonal(&v, k, 0, 1)?)),
        _ => Err(value_error("Input must be 1- or 2-d.")),
    }
}

/// `trace`: the diagonal summed along its last axis with sum's dtype rules.
pub fn trace(interp: &mut Interp, x: &Rc<NdArray>, offset: i64, axis1: i64, axis2: i64, dtype: Value) -> PyResult<Value> {
    let d = diagonal(x, offset, axis1, axis2)?;
    call_builtin(
        interp,
        "numpy.sum",
        vec![Value::Array(d)],
        vec![("axis".into(), Value::Int(-1)), ("dtype".into(), dtype)],
    )
}

fn np_trace(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    if !matches!(a.get("out"), None | Some(Value::None)) {
        return Err(type_error("stridelab's trace does not support out="));
    }
    let dtype = a.get("dtype").unwrap_or(Value::None);
    trace(interp, &x, int_or(a, "offset", 0)?, int_or(a, "axis1", 0)?, int_or(a, "axis2", 1)?, dtype)
}

/// `a.diagonal(...)` and `a.trace(...)`; None when `name` is another method.
pub fn array_method4(
    interp: &mut Interp,
    x: &Rc<NdArray>,
    name: &str,
    pos: &[Value],
    kw: &[(String, Value)],
) -> Option<PyResult<Value>> {
    let sig = match name {
        "diagonal" => "offset=0, axis1=0, axis2=1",
        "trace" => "offset=0, axis1=0, axis2=1, dtype=None, out=None",
        _ => return None,
    };
    let run = || -> PyResult<(i64, i64, i64, Args)> {
        let a = Args::bind(name, sig, pos.to_vec(), kw.to_vec())?;
        Ok((int_or(&a, "offset", 0)?, int_or(&a, "axis1", 0)?, int_or(&a, "axis2", 1)?, a))
    };
    Some(run().and_then(|(o, i, j, a)| {
        if name == "diagonal" {
            Ok(arr(diagonal(x, o, i, j)?))
        } else {
            if !matches!(a.get("out"), None | Some(Value::None)) {
                return Err(type_error("stridelab's trace does not support out="));
            }
            trace(interp, x, o, i, j, a.get("dtype").unwrap_or(Value::None))
        }
    }))
}

// ----- splitting -----

/// numpy's array_split: views `swapaxes(swapaxes(ary, axis, 0)[st:end], axis, 0)`.
fn array_split(ary: &Rc<NdArray>, sections: &Value, axis: i64) -> PyResult<Value> {
    let n_total = shape_at(ary, axis)? as i64;
    let div: Vec<i64> = match sections {
        Value::List(_) | Value::Tuple(_) | Value::Array(_) => {
            let mut d = vec![0];
            for v in ops::iterate(sections)? {
                d.push(int_arg(&v)?);
            }
            d.push(n_total);
            d
        }
        v => {
            let n = int_arg(v)?;
            if n <= 0 {
                return Err(value_error("number sections must be larger than 0."));
            }
            let (each, extras) = (n_total / n, n_total % n);
            let mut d = vec![0];
            let mut acc = 0;
            for s in 0..n {
                acc += if s < extras { each + 1 } else { each };
                d.push(acc);
            }
            d
        }
    };
    let sary = view::swapaxes(ary, axis, 0)?;
    let mut out = Vec::with_capacity(div.len() - 1);
    for w in div.windows(2) {
        let part = match view::basic_index(&sary, &[IndexItem::Slice(Some(w[0]), Some(w[1]), None)])? {
            Indexed::View(v) => v,
            Indexed::Element(_) => return Err(index_error("split of a 0-d array")),
        };
        out.push(Value::Array(view::swapaxes(&part, axis, 0)?));
    }
    Ok(Value::list(out))
}

/// `ary.shape[axis]` with Python's tuple indexing (and its IndexError).
fn shape_at(ary: &NdArray, axis: i64) -> PyResult<usize> {
    let nd = ary.ndim() as i64;
    let k = if axis < 0 { axis + nd } else { axis };
    if k < 0 || k >= nd {
        return Err(index_error("tuple index out of range"));
    }
    Ok(ary.shape[k as usize])
}

/// `split`; `raw` is the unconverted input, whose `.shape` numpy reads first.
fn split(ary: &Rc<NdArray>, sections: &Value, axis: i64, raw: &Value) -> PyResult<Value> {
    if !matches!(sections, Value::List(_) | Value::Tuple(_) | Value::Array(_)) {
        if !matches!(raw, Value::Array(_)) {
            return Err(attribute_error(format!("'{}' object has no attribute 'shape'", raw.type_name())));
        }
        let s = int_arg(sections)?;
        let n = shape_at(ary, axis)? as i64;
        if s == 0 {
            return Err(zero_division("integer modulo by zero"));
        }
        if n.rem_euclid(s) != 0 {
            return Err(value_error("array split does not result in an equal division"));
        }
    }
    array_split(ary, sections, axis)
}

fn np_split(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("ary"))?;
    let raw = a.req("ary");
    split(&x, &a.req("indices_or_sections"), int_or(a, "axis", 0)?, &raw)
}

fn np_array_split(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("ary"))?;
    array_split(&x, &a.req("indices_or_sections"), int_or(a, "axis", 0)?)
}

fn np_hsplit(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("ary"))?;
    let raw = a.req("ary");
    if x.ndim() == 0 {
        return Err(value_error("hsplit only works on arrays of 1 or more dimensions"));
    }
    if !matches!(raw, Value::Array(_)) {
        return Err(attribute_error(format!("'{}' object has no attribute 'ndim'", raw.type_name())));
    }
    split(&x, &a.req("indices_or_sections"), if x.ndim() > 1 { 1 } else { 0 }, &raw)
}

fn np_vsplit(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("ary"))?;
    let raw = a.req("ary");
    if x.ndim() < 2 {
        return Err(value_error("vsplit only works on arrays of 2 or more dimensions"));
    }
    split(&x, &a.req("indices_or_sections"), 0, &raw)
}

fn np_dsplit(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("ary"))?;
    let raw = a.req("ary");
    if x.ndim() < 3 {
        return Err(value_error("dsplit only works on arrays of 3 or more dimensions"));
    }
    split(&x, &a.req("indices_or_sections"), 2, &raw)
}

// ----- broadcasting -----

/// The broadcast shape of several shapes, with np.broadcast's mismatch message (which
/// names the argument that set the conflicting dimension).
fn broadcast_shape(shapes: &[Vec<usize>]) -> PyResult<Vec<usize>> {
    let nd = shapes.iter().map(|s| s.len()).max().unwrap_or(0);
    let mut out = vec![1usize; nd];
    for i in 0..nd {
        let mut src = 0;
        for (j, s) in shapes.iter().enumerate() {
            let k = i as i64 + s.len() as i64 - nd as i64;
            if k < 0 {
                continue;
            }
            let t = s[k as usize];
            if t == 1 {
                continue;
            }
            if out[i] == 1 {
                out[i] = t;
                src = j;
            } else if out[i] != t {
                return Err(value_error(format!(
                    "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg {} with shape {} and arg {} with shape {}.",
                    src,
                    shape_repr(&shapes[src]),
                    j,
                    shape_repr(s)
                )));
            }
        }
    }
    Ok(out)
}

/// A broadcast view keeping the source's writeability (as broadcast_arrays' readonly=False).
fn broadcast_view(x: &Rc<NdArray>, shape: &[usize]) -> PyResult<Rc<NdArray>> {
    let strides = view::broadcast_strides(x, shape).map_err(|_| value_error("cannot broadcast"))?;
    NdArray::view_of(x, x.offset, shape.to_vec(), strides, x.dtype)
}

fn broadcast_arrays(arrays: &[Rc<NdArray>]) -> PyResult<Vec<Rc<NdArray>>> {
    let shapes: Vec<Vec<usize>> = arrays.iter().map(|x| x.shape.clone()).collect();
    let shape = broadcast_shape(&shapes)?;
    arrays.iter().map(|x| if x.shape == shape { Ok(x.clone()) } else { broadcast_view(x, &shape) }).collect()
}

fn np_broadcast_arrays(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let arrays: Vec<Rc<NdArray>> = a.rest.iter().map(array_arg).collect::<PyResult<_>>()?;
    Ok(Value::tuple(broadcast_arrays(&arrays)?.into_iter().map(Value::Array).collect()))
}

fn np_broadcast_shapes(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let mut shapes = Vec::new();
    for v in &a.rest {
        let s = shape_arg(v)?;
        if s.iter().any(|&d| d < 0) {
            return Err(value_error("negative dimensions are not allowed"));
        }
        shapes.push(s.into_iter().map(|d| d as usize).collect::<Vec<_>>());
    }
    let out = broadcast_shape(&shapes)?;
    Ok(Value::tuple(out.into_iter().map(|d| Value::Int(d as i128)).collect()))
}

// ----- triangles -----

/// tril/triu: `where(mask, m, 0)` over m broadcast against the (N, M) mask.
fn triangle(a: &Args, lower: bool) -> PyResult<Value> {
    let m = array_arg(&a.req("m"))?;
    let k = int_or(a, "k", 0)?;
    if m.ndim() == 0 {
        return Err(type_error("tri() missing 1 required positional argument: 'N'"));
    }
    let (n, cols) = if m.ndim() == 1 { (m.shape[0], m.shape[0]) } else { (m.shape[m.ndim() - 2], m.shape[m.ndim() - 1]) };
    let shape = if m.ndim() == 1 { vec![n, n] } else { m.shape.clone() };
    let src = broadcast_view(&m, &shape)?;
    let mut vals = src.to_scalars();
    let zero = Scalar::Int(0).cast(m.dtype);
    for (t, v) in vals.iter_mut().enumerate() {
        let (i, j) = (((t / cols) % n) as i64, (t % cols) as i64);
        let keep = if lower { j <= i + k } else { j >= i + k };
        if !keep {
            *v = zero;
        }
    }
    Ok(arr(NdArray::from_scalars(m.dtype, &shape, &vals)?))
}

fn np_tril(_: &mut Interp, a: &Args) -> PyResult<Value> {
    triangle(a, true)
}

fn np_triu(_: &mut Interp, a: &Args) -> PyResult<Value> {
    triangle(a, false)
}

// ----- grids -----

fn bool_or(a: &Args, name: &str, default: bool) -> PyResult<bool> {
    match a.get(name) {
        None => Ok(default),
        Some(v) => ops::truthy(&v),
    }
}

fn np_meshgrid(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let indexing = match a.get("indexing") {
        None => "xy".to_string(),
        Some(Value::Str(s)) if &*s == "xy" || &*s == "ij" => s.to_string(),
        Some(_) => return Err(value_error("Valid values for `indexing` are 'xy' and 'ij'.")),
    };
    let (copy, sparse) = (bool_or(a, "copy", true)?, bool_or(a, "sparse", false)?);
    let nd = a.rest.len();
    let mut out = Vec::with_capacity(nd);
    for (i, x) in a.rest.iter().enumerate() {
        let x = array_arg(x)?;
        let mut shape = vec![1i64; nd];
        shape[i] = -1;
        if indexing == "xy" && nd > 1 && i < 2 {
            // numpy reassigns output[0].shape / output[1].shape in place
            shape[i] = 1;
            shape[1 - i] = -1;
        }
        let r = view::reshape(&x, &shape, Order::C, None)?;
        // the in-place shape assignment keeps the same view object
        out.push(r);
    }
    if !sparse {
        out = broadcast_arrays(&out)?;
    }
    if copy {
        out = out.iter().map(|x| x.copy_as(x.dtype, false)).collect::<PyResult<_>>()?;
        return Ok(Value::tuple(out.into_iter().map(Value::Array).collect()));
    }
    let items: Vec<Value> = out.into_iter().map(Value::Array).collect();
    // numpy hands back its list unless broadcast_arrays turned it into a tuple
    Ok(if sparse { Value::list(items) } else { Value::tuple(items) })
}

fn np_indices(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let dims: Vec<i64> = ops::iterate(&a.req("dimensions"))?.iter().map(int_arg).collect::<PyResult<_>>()?;
    let dtype = dtype_opt(a, "dtype")?.unwrap_or(DType::Int64);
    if dims.iter().any(|&d| d < 0) {
        return Err(value_error("negative dimensions are not allowed"));
    }
    let dims: Vec<usize> = dims.into_iter().map(|d| d as usize).collect();
    let n = dims.len();
    if bool_or(a, "sparse", false)? {
        let mut out = Vec::with_capacity(n);
        for (i, &d) in dims.iter().enumerate() {
            let vals: Vec<Scalar> = (0..d).map(|v| Scalar::Int(v as i64).cast(dtype)).collect();
            let r = NdArray::from_scalars(dtype, &[d], &vals)?;
            let mut shape = vec![1i64; n];
            shape[i] = d as i64;
            out.push(Value::Array(view::reshape(&r, &shape, Order::C, None)?));
        }
        return Ok(Value::tuple(out));
    }
    let mut shape = vec![n];
    shape.extend_from_slice(&dims);
    let total: usize = dims.iter().product();
    let mut vals = Vec::with_capacity(n * total);
    for i in 0..n {
        for t in 0..total {
            let idx = crate::engine::layout::unravel(t, &dims);
            vals.push(Scalar::Int(idx[i] as i64).cast(dtype));
        }
    }
    Ok(arr(NdArray::from_scalars(dtype, &shape, &vals)?))
}

// ----- copies -----

fn roll_along(a: &Rc<NdArray>, shifts: &[i64]) -> PyResult<Rc<NdArray>> {
    // empty_like(a) keeps a's memory order (order='K')
    let out = view::copy(a, a.dtype, Order::K)?;
    let vals = a.to_scalars();
    let offs = out.offsets();
    let mut d = out.buf.data.borrow_mut();
    let isz = a.itemsize();
    for (t, &o) in offs.iter().enumerate() {
        let mut idx = crate::engine::layout::unravel(t, &a.shape);
        for (k, ix) in idx.iter_mut().enumerate() {
            let n = a.shape[k] as i64;
            *ix = (*ix as i64 - shifts[k]).rem_euclid(n) as usize;
        }
        let flat = idx.iter().zip(&a.shape).fold(0usize, |acc, (&i, &n)| acc * n + i);
        vals[flat].write_le_bytes(a.dtype, &mut d[o..o + isz]);
    }
    drop(d);
    Ok(out)
}

fn np_roll(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    let shift = a.req("shift");
    let shift_list: Vec<i64> = match &shift {
        Value::List(_) | Value::Tuple(_) | Value::Array(_) => {
            ops::iterate(&shift)?.iter().map(int_arg).collect::<PyResult<_>>()?
        }
        v => vec![int_arg(v)?],
    };
    let scalar_shift = !matches!(shift, Value::List(_) | Value::Tuple(_) | Value::Array(_));
    match a.get("axis") {
        None | Some(Value::None) => {
            let flat = view::ravel(&x, Order::C)?;
            let total: i64 = if scalar_shift {
                shift_list[0]
            } else if shift_list.len() == 1 {
                shift_list[0]
            } else {
                return Err(value_error("'shift' and 'axis' should be scalars or 1D sequences"));
            };
            let r = if flat.size() == 0 { flat.copy_as(x.dtype, false)? } else { roll_along(&flat, &[total])? };
            let shape: Vec<i64> = x.shape.iter().map(|&d| d as i64).collect();
            Ok(arr(view::reshape(&r, &shape, Order::C, None)?))
        }
        Some(v) => {
            let axes_v = axes_arg(&v)?;
            let axes = view::normalize_axis_tuple(&axes_v, x.ndim(), None, true)?;
            let axis_scalar = !matches!(v, Value::List(_) | Value::Tuple(_));
            let n = if scalar_shift && axis_scalar {
                1
            } else if scalar_shift {
                axes.len()
            } else if axis_scalar || shift_list.len() == axes.len() || axes.len() == 1 || shift_list.len() == 1 {
                shift_list.len().max(axes.len())
            } else {
                return Err(value_error(format!(
                    "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape ({},) and arg 1 with shape ({},).",
                    shift_list.len(),
                    axes.len()
                )));
            };
            let mut shifts = vec![0i64; x.ndim()];
            for t in 0..n {
                let s = shift_list[if shift_list.len() == 1 { 0 } else { t }];
                let k = axes[if axes.len() == 1 { 0 } else { t }];
                shifts[k] += s;
            }
            if x.size() == 0 {
                return Ok(arr(view::copy(&x, x.dtype, Order::K)?));
            }
            Ok(arr(roll_along(&x, &shifts)?))
        }
    }
}

fn np_append(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let mut x = array_arg(&a.req("arr"))?;
    let values = a.req("values");
    let axis = a.get("axis").unwrap_or(Value::None);
    if matches!(axis, Value::None) {
        if x.ndim() != 1 {
            x = view::ravel(&x, Order::C)?;
        }
        let v = view::ravel(&array_arg(&values)?, Order::C)?;
        let ax = Value::Int(x.ndim() as i128 - 1);
        let seq = Value::tuple(vec![Value::Array(x), Value::Array(v)]);
        return call_builtin(interp, "numpy.concatenate", vec![seq], vec![("axis".into(), ax)]);
    }
    let seq = Value::tuple(vec![Value::Array(x), values]);
    call_builtin(interp, "numpy.concatenate", vec![seq], vec![("axis".into(), axis)])
}

fn np_resize(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = view::ravel(&array_arg(&a.req("a"))?, Order::C)?;
    let shape = shape_arg(&a.req("new_shape"))?;
    let mut new_size: i64 = 1;
    for &d in &shape {
        new_size = new_size.saturating_mul(d);
        if d < 0 {
            return Err(value_error("all elements of `new_shape` must be non-negative"));
        }
    }
    let ushape: Vec<usize> = shape.iter().map(|&d| d as usize).collect();
    if x.size() == 0 || new_size == 0 {
        return Ok(arr(NdArray::zeros(x.dtype, &ushape, false)?));
    }
    let n = x.size() as i64;
    let repeats = (new_size + n - 1) / n;
    let vals = x.to_scalars();
    let total = (repeats * n) as usize;
    crate::engine::array::check_alloc(&[total], x.dtype)?;
    let all: Vec<Scalar> = (0..total).map(|i| vals[i % vals.len()]).collect();
    let big = NdArray::from_scalars(x.dtype, &[total], &all)?;
    let part = match view::basic_index(&big, &[IndexItem::Slice(None, Some(new_size), None)])? {
        Indexed::View(v) => v,
        Indexed::Element(_) => return Err(value_error("resize")),
    };
    Ok(arr(view::reshape(&part, &shape, Order::C, None)?))
}

fn np_column_stack(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let mut parts = Vec::new();
    for v in ops::iterate(&a.req("tup"))? {
        let x = array_arg(&v)?;
        let x = match x.ndim() {
            0 => view::reshape(&x, &[1, 1], Order::C, None)?,
            1 => view::transpose(&view::reshape(&x, &[1, x.shape[0] as i64], Order::C, None)?, None)?,
            _ => x,
        };
        parts.push(Value::Array(x));
    }
    call_builtin(interp, "numpy.concatenate", vec![Value::tuple(parts), Value::Int(1)], vec![])
}

fn np_copyto(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let dst = match a.req("dst") {
        Value::Array(d) => d,
        other => {
            return Err(type_error(format!(
                "copyto() argument 1 must be a numpy.ndarray, not {}",
                other.type_name()
            )));
        }
    };
    let casting = casting_arg(a, "same_kind")?;
    let src_v = a.req("src");
    // Python scalars are weak (NEP 50): their kind decides, the value is range-checked
    let src = match &src_v {
        Value::Int(_) | Value::Bool(_) | Value::Float(_) => {
            let kind_dt = match src_v {
                Value::Bool(_) => DType::Bool,
                Value::Int(_) if dst.dtype.is_integer() || dst.dtype.is_float() => dst.dtype,
                Value::Int(_) => DType::Int64,
                Value::Float(_) if dst.dtype.is_float() => dst.dtype,
                _ => DType::Float64,
            };
            if !can_cast(kind_dt, dst.dtype, casting) {
                return Err(type_error(format!(
                    "Cannot cast scalar from dtype('{}') to dtype('{}') according to the rule '{}'",
                    kind_dt.name(),
                    dst.dtype.name(),
                    casting
                )));
            }
            if let (Value::Int(i), true) = (&src_v, dst.dtype.is_integer()) {
                let (s, _) = convert::scalar_of(&src_v).unwrap_or((Scalar::Int(0), true));
                if convert::cast_checked(s, true, dst.dtype).is_err() {
                    return Err(overflow_error(format!(
                        "Python integer {} out of bounds for {}",
                        i,
                        dst.dtype.name()
                    )));
                }
            }
            convert::to_array(&src_v, Some(dst.dtype))?
        }
        _ => {
            let s = array_arg(&src_v)?;
            if !can_cast(s.dtype, dst.dtype, casting) {
                return Err(type_error(format!(
                    "Cannot cast {} from dtype('{}') to dtype('{}') according to the rule '{}'",
                    if s.ndim() == 0 { "scalar" } else { "array data" },
                    s.dtype.name(),
                    dst.dtype.name(),
                    casting
                )));
            }
            s
        }
    };
    let mask = where_arg(a)?;
    dst.check_writeable()?;
    let srcb = view::broadcast_strides(&src, &dst.shape).map_err(|_| {
        value_error(format!(
            "could not broadcast input array from shape {} into shape {}",
            view::compact_shape(&src.shape),
            view::compact_shape(&dst.shape)
        ))
    })?;
    let srcv = NdArray::view_of(&src, src.offset, dst.shape.clone(), srcb, src.dtype)?;
    let mask_vals = match &mask {
        None => None,
        Some(m) => {
            let mb = view::broadcast_strides(m, &dst.shape).map_err(|_| {
                value_error(format!(
                    "could not broadcast where mask from shape {} into shape {}",
                    view::compact_shape(&m.shape),
                    view::compact_shape(&dst.shape)
                ))
            })?;
            let mv = NdArray::view_of(m, m.offset, dst.shape.clone(), mb, m.dtype)?;
            Some(mv.to_scalars())
        }
    };
    let vals = srcv.to_scalars();
    let offs = dst.offsets();
    let mut d = dst.buf.data.borrow_mut();
    let isz = dst.itemsize();
    for (t, (o, v)) in offs.into_iter().zip(vals).enumerate() {
        if mask_vals.as_ref().is_some_and(|m| !m[t].as_bool()) {
            continue;
        }
        v.cast(dst.dtype).write_le_bytes(dst.dtype, &mut d[o..o + isz]);
    }
    Ok(Value::None)
}

fn np_delete(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let mut x = array_arg(&a.req("arr"))?;
    let fortran = x.is_f_contiguous() && !x.is_c_contiguous();
    let axis = match a.get("axis") {
        None | Some(Value::None) => {
            if x.ndim() != 1 {
                x = view::ravel(&x, Order::C)?;
            }
            x.ndim() as i64 - 1
        }
        Some(v) => int_arg(&v)?,
    };
    let axis = normalize_axis(axis, x.ndim()).map_err(axis_error)?;
    let n = x.shape[axis];
    let mut keep = vec![true; n];
    match a.req("obj") {
        Value::Slice(sl) => {
            let part = |v: &Value| -> PyResult<Option<i64>> {
                match v {
                    Value::None => Ok(None),
                    v => int_arg(v).map(Some),
                }
            };
            let (st, sp, step) = (part(&sl[0])?, part(&sl[1])?, part(&sl[2])?);
            let r = crate::engine::slicing::resolve_slice(st, sp, step, n).map_err(value_error)?;
            for t in 0..r.len {
                let i = r.start as i64 + t as i64 * r.step as i64;
                keep[i as usize] = false;
            }
        }
        obj @ (Value::Int(_) | Value::Scalar(..)) if !matches!(obj, Value::Scalar(DType::Bool, _) | Value::Scalar(DType::Float16 | DType::Float32 | DType::Float64, _)) => {
            let i = int_arg(&obj)?;
            if i < -(n as i64) || i >= n as i64 {
                return Err(index_error(format!("index {} is out of bounds for axis {} with size {}", i, axis, n)));
            }
            keep[i.rem_euclid(n as i64) as usize] = false;
        }
        obj => {
            let o = array_arg(&obj)?;
            if o.dtype == DType::Bool {
                if o.shape != [n] {
                    return Err(value_error(format!(
                        "boolean array argument obj to delete must be one dimensional and match the axis length of {}",
                        n
                    )));
                }
                for (k, v) in o.to_scalars().into_iter().enumerate() {
                    keep[k] = !v.as_bool();
                }
            } else if o.size() > 0 && !o.dtype.is_integer() {
                return Err(index_error(
                    "arrays used as indices must be of integer (or boolean) type",
                ));
            } else {
                for v in o.to_scalars() {
                    let i = v.as_i64_wrapping();
                    if i < -(n as i64) || i >= n as i64 {
                        return Err(index_error(format!("index {} is out of bounds for axis {} with size {}", i, axis, n)));
                    }
                    keep[i.rem_euclid(n as i64) as usize] = false;
                }
            }
        }
    }
    let mut shape = x.shape.clone();
    shape[axis] = keep.iter().filter(|&&k| k).count();
    let vals: Vec<Scalar> = x
        .to_scalars()
        .into_iter()
        .enumerate()
        .filter(|(t, _)| keep[crate::engine::layout::unravel(*t, &x.shape)[axis]])
        .map(|(_, v)| v)
        .collect();
    let out = NdArray::from_scalars(x.dtype, &shape, &vals)?;
    Ok(arr(if fortran { out.copy_as(out.dtype, true)? } else { out }))
}
