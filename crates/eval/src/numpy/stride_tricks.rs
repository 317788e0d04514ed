//! NumPy's `numpy/lib/_stride_tricks_impl.py`: as_strided, sliding_window_view,
//! broadcast_to, broadcast_arrays, broadcast_shapes.

use std::rc::Rc;

use stridelab_engine::view;
use stridelab_engine::array::{NdArray, shape_repr};
use stridelab_engine::error::{PyResult, value_error};
use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::numpy::args::{arr, array_arg, axes_arg, bool_arg, shape_arg};
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.broadcast_to", "array, shape, subok=False", "A read-only view repeating the array along new or length-1 axes (stride 0).", "np.broadcast_to(np.arange(3), (2, 3))", np_broadcast_to),
    def!("numpy.lib.stride_tricks.as_strided", "x, shape=None, strides=None, subok=False, writeable=True", "A view with any shape and byte strides over x's memory (stridelab refuses views that leave the buffer).", "as_strided(x, shape=(4, 3), strides=(8, 8))", np_as_strided),
    def!("numpy.lib.stride_tricks.sliding_window_view", "x, window_shape, axis=None, *, subok=False, writeable=False", "A read-only view of every window of the given shape (also available as windows).", "windows(np.arange(6), 3)", np_sliding_window_view),
    def!("numpy.broadcast_arrays", "*args, subok=False", "Views of the arguments broadcast to one shape (stride 0 on repeated axes).", "np.broadcast_arrays(np.arange(3), np.arange(2)[:, None])", np_broadcast_arrays),
    def!("numpy.broadcast_shapes", "*args", "The shape the given shapes broadcast to.", "np.broadcast_shapes((2, 1), (3,))", np_broadcast_shapes),
];

fn np_broadcast_to(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("array"))?;
    Ok(arr(view::broadcast_to(&x, &shape_arg(&a.req("shape"))?)?))
}

// ----- stride tricks -----

fn opt_shape(a: &Args, name: &str) -> PyResult<Option<Vec<i64>>> {
    a.opt(name).map(|v| shape_arg(&v)).transpose()
}

fn np_as_strided(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("x"))?;
    let w = bool_arg(a, "writeable", true)?;
    Ok(arr(view::as_strided(&x, opt_shape(a, "shape")?, opt_shape(a, "strides")?, w)?))
}

fn np_sliding_window_view(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("x"))?;
    let window = shape_arg(&a.req("window_shape"))?;
    let axis = a.opt("axis").map(|v| axes_arg(&v)).transpose()?;
    let w = bool_arg(a, "writeable", false)?;
    Ok(arr(view::sliding_window_view(&x, &window, axis.as_deref(), w)?))
}

// ----- broadcasting -----

/// The broadcast shape of several shapes, with np.broadcast's mismatch message (which
/// names the argument that set the conflicting dimension).
pub(crate) fn broadcast_shape(shapes: &[Vec<usize>]) -> PyResult<Vec<usize>> {
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
pub(crate) fn broadcast_view(x: &Rc<NdArray>, shape: &[usize]) -> PyResult<Rc<NdArray>> {
    let strides = view::broadcast_strides(x, shape).map_err(|_| value_error("cannot broadcast"))?;
    NdArray::view_of(x, x.offset, shape.to_vec(), strides, x.dtype)
}

pub(crate) fn broadcast_arrays(arrays: &[Rc<NdArray>]) -> PyResult<Vec<Rc<NdArray>>> {
    let shapes: Vec<Vec<usize>> = arrays.iter().map(|x| x.shape.clone()).collect();
    let shape = broadcast_shape(&shapes)?;
    arrays
        .iter()
        .map(|x| {
            if x.shape == shape {
                return Ok(x.clone());
            }
            // `_broadcast_to(..., readonly=False)`: writeable, but flagged to warn on write
            let v = broadcast_view(x, &shape)?;
            v.warn_on_write.set(x.writeable.get());
            Ok(v)
        })
        .collect()
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
