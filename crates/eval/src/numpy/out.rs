//! The `out=` parameter: one writer for every function that takes it.
//!
//! NumPy checks an `out=` array differently on each path, and each path has its own words for
//! a wrong one; [`OutRule`] names the path and [`write`] checks `out` as that path does, then
//! casts the result into it. The rules follow NumPy 2.4's C sources: the ufunc machinery
//! (ufunc_object.c, with the iterator's broadcast errors from nditer_constr.c), reductions
//! (reduction.c: the output is an iterator operand whose reduced axes are newaxis or length
//! 1), `take` and `argmax` (item_selection.c, calculation.c: `PyArray_FromArray(out, ...)`
//! with a safe cast), `concatenate` (multiarraymodule.c `PyArray_ConcatenateInto`), `dot`
//! (common.c `new_array_for_sum`), `matmul` (a gufunc's core dimensions) and plain assignment
//! (`PyArray_AssignArray`).

use std::rc::Rc;

use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::DType;
use stridelab_engine::ufunc;
use stridelab_engine::error::{ExcKind, PyErr, PyResult, type_error, value_error};
use crate::numpy::einsumfunc::{compact, remapped};
use crate::ufunc_kw::can_cast;
use crate::value::Value;

/// Which NumPy code path receives the `out=` array.
pub(crate) enum OutRule<'a> {
    /// An elementwise ufunc `name` with operands of these shapes: the result broadcasts into
    /// `out`, and its dtype casts to `out`'s under `casting` (NumPy's default 'same_kind').
    Ufunc { name: &'a str, inputs: &'a [&'a [usize]], casting: &'a str },
    /// The reduction of ufunc `name` over `axes` of an input of shape `input`: `out` has
    /// the result's dimensions exactly (no broadcasting either way); any cast is allowed.
    Reduce { name: &'a str, input: &'a [usize], axes: &'a [usize], keepdims: bool },
    /// `ufunc.accumulate` along `axis` of `input` (`None`: cumsum's flattened input).
    Accumulate { input: &'a [usize], axis: Option<usize> },
    /// `take`, `argmax`, `argmin`: the result's shape exactly, else ValueError("output array
    /// does not match result of {what}"); `out`'s dtype must cast safely to the result's.
    Exact { what: &'a str },
    /// `np.concatenate` (`flat`: with axis=None): same number of dimensions, same shape;
    /// each input dtype casts to `out`'s under `casting`.
    Concatenate { inputs: &'a [DType], casting: &'a str, flat: bool },
    /// `np.dot`: the result's dtype, dimensions and a C-contiguous, writeable array.
    Dot,
    /// `np.matmul` of operands of shapes `x` and `y`, with `core` core dimensions in its
    /// result (0 to 2: `n?` and `m?`).
    Matmul { x: &'a [usize], y: &'a [usize], core: usize },
    /// Plain assignment `out[...] = result` under `casting`.
    Assign { casting: &'a str },
}

/// Check `out` for `rule`, then write `r` into it (cast, broadcast where the rule allows).
pub(crate) fn write(out: &Rc<NdArray>, r: &Rc<NdArray>, rule: &OutRule) -> PyResult<Value> {
    check(out, &r.shape, r.dtype, rule)?;
    out.check_writeable()?;
    assign(out, r)?;
    Ok(Value::Array(out.clone()))
}

/// `r` broadcast to `out`'s shape, cast into it.
pub(crate) fn assign(out: &Rc<NdArray>, r: &Rc<NdArray>) -> PyResult<()> {
    if stridelab_engine::layout::broadcast_strides(&r.shape, &r.strides, &out.shape).is_none() {
        return Err(value_error(format!(
            "could not broadcast input array from shape {} into shape {}",
            compact(&r.shape),
            compact(&out.shape)
        )));
    }
    ufunc::assign_cast(out, r);
    Ok(())
}

/// The checks alone, for a result of `shape` and `dtype` (a ufunc with `where=` writes
/// through its own mask after them; concatenate checks before it computes).
pub(crate) fn check(out: &NdArray, shape: &[usize], dtype: DType, rule: &OutRule) -> PyResult<()> {
    match *rule {
        OutRule::Ufunc { name, inputs, casting } => ufunc::check_out(out, inputs, dtype, name, casting),
        OutRule::Reduce { name, input, axes, keepdims } => {
            writeable(out, "output array is read-only")?;
            check_reduce(&out.shape, name, input, axes, keepdims)
        }
        OutRule::Accumulate { input, axis } => {
            writeable(out, "output array is read-only")?;
            check_accumulate(&out.shape, out.dtype == dtype, input, axis)
        }
        OutRule::Exact { what } => {
            if out.shape != shape {
                return Err(value_error(format!("output array does not match result of {}", what)));
            }
            array_cast(out.dtype, dtype, "safe")?;
            writeable(out, "WRITEBACKIFCOPY base is read-only")
        }
        OutRule::Concatenate { inputs, casting, flat } => {
            if out.ndim() != shape.len() {
                return Err(value_error(if flat { "Output array must be 1D" } else { "Output array has wrong dimensionality" }));
            }
            if out.shape != shape {
                return Err(value_error(if flat { "Output array is the wrong size" } else { "Output array is the wrong shape" }));
            }
            inputs.iter().try_for_each(|&d| array_cast(d, out.dtype, casting))
        }
        OutRule::Dot => {
            let c_array = out.is_c_contiguous() && out.is_aligned() && out.writeable.get();
            if out.ndim() != shape.len() || out.dtype != dtype || !c_array {
                return Err(value_error(
                    "output array is not acceptable (must have the right datatype, number of dimensions, and be a C-Array)",
                ));
            }
            if out.shape != shape {
                return Err(value_error("output array has wrong dimensions"));
            }
            Ok(())
        }
        OutRule::Matmul { x, y, core } => {
            const SIG: &str = "(n?,k),(k,m?)->(n?,m?)";
            writeable(out, "output array is read-only")?;
            if out.ndim() < shape.len() {
                // what NumPy 2.4 says when the missing dimension is an optional (`?`) one
                return Err(value_error(
                    "output operand requires a reduction along dimension -1, but the reduction is not enabled. The dimension size of 1 does not match the expected output shape.",
                ));
            }
            for i in 0..core {
                let (o, want) = (out.shape[out.ndim() - core + i], shape[shape.len() - core + i]);
                if o != want {
                    return Err(value_error(format!(
                        "matmul: Output operand 0 has a mismatch in its core dimension {}, with gufunc signature {} (size {} is different from {})",
                        i, SIG, o, want
                    )));
                }
            }
            ufunc_cast("matmul", dtype, out.dtype, "same_kind")?;
            // the loop (stack) dimensions: out's may add to the inputs', never disagree
            let ob = &out.shape[..out.ndim() - core];
            let xb = &x[..x.len().saturating_sub(2)];
            let yb = &y[..y.len().saturating_sub(2)];
            let full = match ufunc::broadcast_shapes(&[xb, yb, ob]) {
                Ok(f) => f,
                Err(_) => {
                    let nb = xb.len().max(yb.len()).max(ob.len());
                    let rem = |orig: &[usize], b: &[usize], core: Vec<Option<usize>>| -> String {
                        let mut dims: Vec<Option<usize>> = vec![None; nb - b.len()];
                        dims.extend(b.iter().map(|&d| Some(d)));
                        dims.extend(core);
                        format!("{}->{}", compact(orig), remapped(&dims))
                    };
                    let out_core: Vec<Option<usize>> = out.shape[out.ndim() - core..].iter().map(|&d| Some(d)).collect();
                    return Err(value_error(format!(
                        "operands could not be broadcast together with remapped shapes [original->remapped]: {} {} {}  and requested shape {}",
                        rem(x, xb, vec![None; x.len().min(2)]),
                        rem(y, yb, vec![None; y.len().min(2)]),
                        rem(&out.shape, ob, out_core),
                        compact(&shape[shape.len() - core..])
                    )));
                }
            };
            if full != ob {
                let mut want = full.clone();
                want.extend_from_slice(&shape[shape.len() - core..]);
                let rev: Vec<usize> = out.shape.iter().rev().copied().collect();
                return Err(value_error(format!(
                    "non-broadcastable output operand with shape {} [remapped to {}] doesn't match the broadcast shape {}",
                    compact(&out.shape),
                    compact(&rev),
                    compact(&want)
                )));
            }
            Ok(())
        }
        OutRule::Assign { casting } => {
            if ufunc::broadcast_shapes(&[shape, &out.shape]).ok().as_deref() != Some(&out.shape[..]) {
                return Err(value_error(format!(
                    "could not broadcast input array from shape {} into shape {}",
                    compact(shape),
                    compact(&out.shape)
                )));
            }
            array_cast(dtype, out.dtype, casting)
        }
    }
}

fn writeable(out: &NdArray, msg: &str) -> PyResult<()> {
    if out.writeable.get() {
        out.might_be_written();
        Ok(())
    } else {
        Err(value_error(msg))
    }
}

/// A ufunc's output cast (ufunc_object.c `validate_casting`).
pub(crate) fn ufunc_cast(name: &str, from: DType, to: DType, casting: &str) -> PyResult<()> {
    if can_cast(from, to, casting) {
        return Ok(());
    }
    Err(PyErr::new(
        ExcKind::UFuncTypeError,
        format!(
            "Cannot cast ufunc '{}' output from dtype('{}') to dtype('{}') with casting rule '{}'",
            name,
            from.name(),
            to.name(),
            casting
        ),
    ))
}

/// An array cast (convert_datatype.c `npy_set_invalid_cast_error`).
fn array_cast(from: DType, to: DType, casting: &str) -> PyResult<()> {
    if can_cast(from, to, casting) {
        return Ok(());
    }
    Err(type_error(format!(
        "Cannot cast array data from dtype('{}') to dtype('{}') according to the rule '{}'",
        from.name(),
        to.name(),
        casting
    )))
}

/// A reduction's output operand (reduction.c, nditer_constr.c `npyiter_fill_axisdata`): the
/// number of dimensions first, then the iterator's broadcast over the input's axes (the
/// reduced ones are newaxis in `out`, or length 1 with keepdims), then the two ways a
/// length-1 axis can be wrong.
pub(crate) fn check_reduce(out: &[usize], name: &str, input: &[usize], axes: &[usize], keepdims: bool) -> PyResult<()> {
    let nd = input.len();
    let want = if keepdims { nd } else { nd - axes.len() };
    if out.len() != want {
        return Err(value_error(format!(
            "output parameter for reduction operation {} has the wrong number of dimensions: Found {} but expected {}",
            name,
            out.len(),
            want
        )));
    }
    // out's dimension on each input axis, and which of out's axes that is
    let mut remap: Vec<Option<(usize, usize)>> = Vec::with_capacity(nd);
    let mut j = 0;
    for k in 0..nd {
        if keepdims || !axes.contains(&k) {
            remap.push(Some((out[j], j)));
            j += 1;
        } else {
            remap.push(None);
        }
    }
    let clash = (0..nd).any(|k| matches!(remap[k], Some((d, _)) if d != input[k] && d != 1 && input[k] != 1));
    if clash {
        let rem: Vec<Option<usize>> = remap.iter().map(|m| m.map(|(d, _)| d)).collect();
        return Err(value_error(format!(
            "operands could not be broadcast together with remapped shapes [original->remapped]: {}->{} {} ",
            compact(out),
            remapped(&rem),
            compact(input)
        )));
    }
    // the input is never broadcast (it is a reduction operand)
    if (0..nd).any(|k| input[k] == 1 && !axes.contains(&k) && matches!(remap[k], Some((d, _)) if d > 1)) {
        let full: Vec<usize> = (0..nd).map(|k| remap[k].map_or(input[k], |(d, _)| d.max(input[k]))).collect();
        return Err(value_error(format!(
            "non-broadcastable operand with shape {} doesn't match the broadcast shape {}",
            compact(input),
            compact(&full)
        )));
    }
    // the iterator fills its axes fastest first, so the last axis is checked first
    for k in (0..nd).rev() {
        let Some((d, j)) = remap[k] else { continue };
        if axes.contains(&k) {
            if d != 1 {
                return Err(value_error(format!(
                    "operand was set up as a reduction along axis {}, but the length of the axis is {} (it has to be 1)",
                    k, d
                )));
            }
        } else if d == 1 && input[k] != 1 {
            return Err(value_error(format!(
                "output operand requires a reduction along dimension {}, but the reduction is not enabled. The dimension size of 1 does not match the expected output shape.",
                j
            )));
        }
    }
    Ok(())
}

/// An accumulation's output (ufunc_object.c `PyUFunc_Accumulate`): the input's shape. A 1-d
/// input (cumsum's flattened one too) with an `out` of the result's dtype is written
/// directly, which checks only the length; otherwise the iterator checks `out`, mapping its
/// axes in reverse, which is why its errors name the axes as they do.
fn check_accumulate(out: &[usize], same_dtype: bool, input: &[usize], axis: Option<usize>) -> PyResult<()> {
    let n: usize = input.iter().product();
    let input: Vec<usize> = if axis.is_none() { vec![n] } else { input.to_vec() };
    let nd = input.len();
    let m = out.len();
    if nd == 1 && same_dtype {
        return match out.first() {
            Some(&d) if d == n && m == 1 => Ok(()),
            Some(&d) if d == n => Err(stridelab_engine::error::not_implemented(
                "accumulate into an out= with more dimensions than its input is not supported by stridelab",
            )),
            _ => Err(value_error("provided out is the wrong size for the accumulation.")),
        };
    }
    if m < nd {
        return Err(value_error(format!(
            "Iterator input op_axes[0][{}] (=={}) is not a valid axis of op[0], which has {} dimensions ",
            nd - 1 - m,
            m,
            m
        )));
    }
    if (0..nd).any(|k| out[k] != input[k] && out[k] != 1) || (nd == 1 && m > 1 && out[0] != n) {
        let o = compact(out);
        return Err(value_error(format!(
            "operands could not be broadcast together with remapped shapes [original->remapped]: {}->{} {i}->{i} ",
            o,
            compact(&out[..nd]),
            i = compact(&input)
        )));
    }
    if m > nd {
        return Err(stridelab_engine::error::not_implemented(
            "accumulate into an out= with more dimensions than its input is not supported by stridelab",
        ));
    }
    if out != input {
        let rev: Vec<usize> = out.iter().rev().copied().collect();
        return Err(value_error(format!(
            "non-broadcastable output operand with shape {} [remapped to {}] doesn't match the broadcast shape {}",
            compact(out),
            compact(&rev),
            compact(&input)
        )));
    }
    Ok(())
}
