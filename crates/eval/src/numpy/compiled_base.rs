//! NumPy's bit packing, `np.packbits` and `np.unpackbits` (`_core/src/multiarray/compiled_base.c`,
//! `pack_bits` / `unpack_bits`): the input's axis (or its flattened elements) in runs of 8,
//! the result a new C-contiguous uint8 array. The byte work is `engine::compiled_base`.

use std::rc::Rc;

use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::numpy::args::{array_arg, axis_opt, int_arg};
use crate::numpy::numeric::flat;
use crate::value::Value;
use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::DType;
use stridelab_engine::error::{PyResult, axis_error, type_error, value_error};
use stridelab_engine::slicing::normalize_axis;
use stridelab_engine::view::{self, Order};

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.packbits", "a, /, axis=None, bitorder='big'", "Each run of 8 truth values (along axis, or of the flattened array) as one uint8, first value in the high bit.", "np.packbits(np.array([1, 0, 1], dtype=np.uint8))", np_packbits),
    def!("numpy.unpackbits", "a, /, axis=None, count=None, bitorder='big'", "The bits of a uint8 array as 0/1 values (along axis, or of the flattened array), high bit first; count keeps that many.", "np.unpackbits(np.array([5], dtype=np.uint8))", np_unpackbits),
];

/// `bitorder=`: true for 'little'.
fn little_endian(a: &Args) -> PyResult<bool> {
    match a.opt("bitorder") {
        None | Some(Value::None) => Ok(false),
        Some(Value::Str(s)) if s.starts_with("big") => Ok(false),
        Some(Value::Str(s)) if s.starts_with("little") => Ok(true),
        Some(Value::Str(_)) => Err(value_error("'order' must be either 'little' or 'big'")),
        Some(other) => Err(type_error(format!("bitorder must be a string, not {}", other.type_name()))),
    }
}

/// `f(row)` for each run along `axis` (the flattened array when `None`), each result row
/// `out_len` bytes, put back in the axis's place of a new C-contiguous uint8 array.
fn along_axis(x: &Rc<NdArray>, axis: Option<i64>, out_len: impl Fn(usize) -> usize, f: impl Fn(&[u8]) -> Vec<u8>) -> PyResult<Rc<NdArray>> {
    let (x, axis) = match axis {
        None => (flat(x)?, 0),
        Some(ax) => (x.clone(), normalize_axis(ax, x.ndim()).map_err(axis_error)?),
    };
    let last = view::moveaxis(&x, &[axis as i64], &[-1])?;
    let rows = view::copy(&last, DType::UInt8, Order::C)?;
    let n = *rows.shape.last().unwrap_or(&1);
    let m = out_len(n);
    let mut shape = rows.shape.clone();
    *shape.last_mut().expect("at least 1-D") = m;
    stridelab_engine::array::check_alloc(&shape, DType::UInt8)?;
    let bytes = rows.buf.data.borrow();
    let mut out = Vec::with_capacity(stridelab_engine::layout::size_of(&shape));
    if n > 0 {
        for row in bytes[..rows.nbytes()].chunks(n) {
            out.extend(f(row));
        }
    } else {
        out.resize(stridelab_engine::layout::size_of(&shape), 0);
    }
    let res = stridelab_engine::creation::from_values(&shape, &out)?;
    let back = view::moveaxis(&res, &[-1], &[axis as i64])?;
    view::copy(&back, DType::UInt8, Order::C)
}

fn np_packbits(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    if !(x.dtype.is_integer() || x.dtype == DType::Bool) {
        return Err(type_error("Expected an input array of integer or boolean data type"));
    }
    let little = little_endian(a)?;
    // any nonzero element is a 1 (a bool cast of each element)
    let x = view::copy(&x, DType::Bool, Order::K)?;
    let out = along_axis(&x, axis_opt(a, "axis", None)?, |n| n.div_ceil(8), |row| {
        let bits: Vec<bool> = row.iter().map(|&b| b != 0).collect();
        stridelab_engine::compiled_base::pack_bits(&bits, little)
    })?;
    Ok(Value::Array(out))
}

fn np_unpackbits(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("a"))?;
    if x.dtype != DType::UInt8 {
        return Err(type_error("Expected an input array of unsigned byte data type"));
    }
    let little = little_endian(a)?;
    let count = match a.opt("count") {
        None | Some(Value::None) => None,
        Some(v) => Some(int_arg(&v)?),
    };
    let axis = axis_opt(a, "axis", None)?;
    let n = match axis {
        None => x.size(),
        Some(ax) => x.shape[normalize_axis(ax, x.ndim()).map_err(axis_error)?],
    };
    let bits = n as i64 * 8;
    let keep = match count {
        None => bits,
        Some(c) if c >= 0 => c,
        Some(c) if bits + c >= 0 => bits + c,
        Some(_) => return Err(value_error("-count larger than number of elements")),
    } as usize;
    let out = along_axis(&x, axis, |_| keep, |row| stridelab_engine::compiled_base::unpack_bits(row, little, keep))?;
    Ok(Value::Array(out))
}
