//! The methods of NumPy's binary ufuncs: `np.add.reduce`, `np.maximum.accumulate`,
//! `np.multiply.outer` and the same for every binary ufunc (`np.add.at` lives with the
//! ufuncs in npfuncs2).
//!
//! Reductions that NumPy also offers as functions (add → sum, multiply → prod,
//! maximum/minimum → max/min, logical_and/or → all/any) share those kernels; the rest fold
//! the array one slice at a time with the element-wise ufunc, in order, as NumPy's reduce
//! loop does for ufuncs that are not reorderable (subtract, divide, power, ...).

use std::rc::Rc;

use crate::numpy::out::{self, OutRule};

use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::convert;
use crate::interp::Interp;
use crate::numpy::args::array_arg;
use crate::numpy::args::out_arg;
use crate::numpy::fromnumeric::reduce_axes;
use crate::numpy::fromnumeric::reduce_along;
use crate::ops::{from_result, to_operand};
use crate::value::Value;
use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::reduce::{self, RedOp};
use stridelab_engine::slicing::normalize_axis;
use stridelab_engine::ufunc::{self, BinOp, Operand};
use stridelab_engine::error::{PyResult, axis_error, index_error, not_implemented, overflow_error, type_error, value_error};

/// The reduction function NumPy's ufunc.reduce shares, where there is one.
fn red_op(op: BinOp) -> Option<RedOp> {
    Some(match op {
        BinOp::Add => RedOp::Sum,
        BinOp::Mul => RedOp::Prod,
        BinOp::Maximum => RedOp::Max,
        BinOp::Minimum => RedOp::Min,
        BinOp::LogicalAnd => RedOp::All,
        BinOp::LogicalOr => RedOp::Any,
        _ => return None,
    })
}

/// Ufuncs whose reduction may run over several axes at once (NumPy's "reorderable").
fn reorderable(op: BinOp) -> bool {
    red_op(op).is_some() || matches!(op, BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor | BinOp::Fmax | BinOp::Fmin | BinOp::LogicalXor)
}

/// The value an empty reduction starts from, for ufuncs that have one.
fn identity(op: BinOp) -> Option<Scalar> {
    match op {
        BinOp::BitAnd => Some(Scalar::Int(-1)),
        BinOp::BitOr | BinOp::BitXor => Some(Scalar::Int(0)),
        BinOp::LogicalXor => Some(Scalar::Bool(false)),
        _ => None,
    }
}

/// The `axis` argument of reduce/accumulate: omitted means 0, None means every axis.
fn axes_of(a: &Args, ndim: usize) -> PyResult<Option<Vec<usize>>> {
    match a.get("axis") {
        None => {
            if ndim == 0 {
                Ok(Some(vec![]))
            } else {
                Ok(Some(vec![0]))
            }
        }
        Some(v) => reduce_axes(RedOp::Sum, Some(v), ndim),
    }
}

/// `a` with axis `k` fixed at `i` (a view).
fn along(a: &Rc<NdArray>, k: usize, i: usize) -> PyResult<Rc<NdArray>> {
    let mut shape = a.shape.clone();
    let mut strides = a.strides.clone();
    shape.remove(k);
    strides.remove(k);
    let off = a.offset as isize + i as isize * a.strides[k];
    NdArray::view_of(a, off as usize, shape, strides, a.dtype)
}

/// The loop dtype of `op` over two arrays of `dt` (an error where no loop exists).
fn loop_dtype(op: BinOp, dt: DType) -> PyResult<DType> {
    let probe = Operand::Array(NdArray::zeros(dt, &[], false)?);
    let out = ufunc::binary_result_dtype(op, &probe, &probe)?;
    if op.is_comparison() {
        return Err(type_error(format!("No loop matching the specified signature and casting was found for ufunc {}", op.name())));
    }
    Ok(out)
}

/// Fold axis `k` away in order: r = x[0]; r = op(r, x[i]) for i = 1..n.
fn fold_axis(op: BinOp, x: &Rc<NdArray>, k: usize) -> PyResult<Rc<NdArray>> {
    let lt = loop_dtype(op, x.dtype)?;
    let n = x.shape[k];
    if n == 0 {
        let Some(id) = identity(op) else {
            return Err(value_error(format!("zero-size array to reduction operation {} which has no identity", op.name())));
        };
        let shape: Vec<usize> = x.shape.iter().enumerate().filter(|&(i, _)| i != k).map(|(_, &d)| d).collect();
        let size = shape.iter().product();
        return NdArray::from_scalars(lt, &shape, &vec![id.cast(lt); size]);
    }
    let r = ufunc::cast_copy(&*along(x, k, 0)?, lt)?;
    for i in 1..n {
        ufunc::binary(op, &Operand::Array(r.clone()), &Operand::Array(along(x, k, i)?), Some(&r))?;
    }
    Ok(r)
}

/// `r` as the call's value, or written into its `out=` as `rule` says.
fn into_out(out: Option<Rc<NdArray>>, r: Rc<NdArray>, rule: &OutRule) -> PyResult<Value> {
    match out {
        Some(o) => out::write(&o, &r, rule),
        None => Ok(from_result(r)),
    }
}

pub(crate) fn ufunc_reduce(op: BinOp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("array"))?;
    let axes = axes_of(a, x.ndim())?;
    if let Some(r) = red_op(op) {
        return reduce_along(r, &x, axes, a);
    }
    if a.opt("where").is_some_and(|w| !matches!(w, Value::Bool(true))) || a.opt("initial").is_some() {
        return Err(not_implemented(format!(
            "stridelab's {}.reduce takes where= and initial= only for add, multiply, maximum, minimum, logical_and and logical_or",
            op.name()
        )));
    }
    let mut axes: Vec<usize> = axes.unwrap_or_else(|| (0..x.ndim()).collect());
    if axes.len() > 1 && !reorderable(op) {
        return Err(value_error(format!(
            "reduction operation '{}' is not reorderable, so at most one axis may be specified",
            op.name()
        )));
    }
    let x = match a.opt("dtype") {
        Some(d) => ufunc::cast_copy(&x, convert::parse_dtype(&d)?)?,
        None => x,
    };
    let keepdims = a.opt("keepdims").map(|v| crate::ops::truthy(&v)).transpose()?.unwrap_or(false);
    // fold the highest axis first so the lower axis numbers stay valid
    axes.sort_unstable_by(|p, q| q.cmp(p));
    let mut r = if x.ndim() == 0 { ufunc::cast_copy(&x, loop_dtype(op, x.dtype)?)? } else { x.clone() };
    for &k in &axes {
        r = fold_axis(op, &r, k)?;
    }
    if keepdims {
        let shape: Vec<usize> = (0..x.ndim()).map(|k| if axes.contains(&k) { 1 } else { x.shape[k] }).collect();
        let shape: Vec<i64> = shape.iter().map(|&d| d as i64).collect();
        r = stridelab_engine::view::reshape(&r, &shape, stridelab_engine::view::Order::C, None)?;
    }
    axes.sort_unstable();
    into_out(out_arg(a)?, r, &OutRule::Reduce { name: op.name(), input: &x.shape, axes: &axes, keepdims })
}

fn axis_of(v: &Value, ndim: usize) -> PyResult<usize> {
    let i = crate::ops::index_int(v).ok_or_else(|| type_error("an integer is required for the axis"))?;
    normalize_axis(i as i64, ndim).map_err(axis_error)
}

fn ufunc_accumulate(op: BinOp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("array"))?;
    if x.ndim() == 0 {
        return Err(type_error("cannot accumulate on a scalar"));
    }
    let k = match a.get("axis") {
        None => 0,
        Some(Value::None) if x.ndim() == 1 => 0,
        Some(Value::None) => return Err(value_error("accumulate does not allow multiple axes")),
        Some(Value::Tuple(t)) if t.len() != 1 => return Err(value_error("accumulate does not allow multiple axes")),
        Some(Value::Tuple(t)) => axis_of(&t[0], x.ndim())?,
        Some(v) => axis_of(&v, x.ndim())?,
    };
    let dtype = a.opt("dtype").map(|d| convert::parse_dtype(&d)).transpose()?;
    let r = match op {
        BinOp::Add => reduce::reduce(RedOp::CumSum, &x, Some(&[k]), false, 0, dtype)?,
        BinOp::Mul => reduce::reduce(RedOp::CumProd, &x, Some(&[k]), false, 0, dtype)?,
        _ => {
            let x = match dtype {
                Some(d) => ufunc::cast_copy(&x, d)?,
                None => x.clone(),
            };
            let lt = loop_dtype(op, x.dtype)?;
            let r = NdArray::zeros(lt, &x.shape, false)?;
            if x.shape[k] > 0 {
                ufunc::assign_cast(&*along(&r, k, 0)?, &*along(&x, k, 0)?);
            }
            for i in 1..x.shape[k] {
                let prev = Operand::Array(along(&r, k, i - 1)?);
                ufunc::binary(op, &prev, &Operand::Array(along(&x, k, i)?), Some(&along(&r, k, i)?))?;
            }
            r
        }
    };
    into_out(out_arg(a)?, r, &OutRule::Accumulate { input: &x.shape, axis: Some(k) })
}

fn ufunc_outer(op: BinOp, a: &Args) -> PyResult<Value> {
    let arr = |v: &Value| -> PyResult<Rc<NdArray>> {
        match to_operand(v)? {
            Some(Operand::Array(x)) => Ok(x),
            Some(other) => crate::numeric::operand_to_array(&other),
            None => convert::as_array(v, None),
        }
    };
    let (x, y) = (arr(&a.req("A"))?, arr(&a.req("B"))?);
    // x[..., newaxis * y.ndim] op y
    let mut shape = x.shape.clone();
    let mut strides = x.strides.clone();
    shape.extend(std::iter::repeat_n(1, y.ndim()));
    strides.extend(std::iter::repeat_n(0, y.ndim()));
    let xv = NdArray::view_of(&x, x.offset, shape, strides, x.dtype)?;
    let out = out_arg(a)?;
    let r = ufunc::binary(op, &Operand::Array(xv), &Operand::Array(y), out.as_ref())?;
    Ok(if out.is_some() { Value::Array(r) } else { from_result(r) })
}

/// The `indices` of `reduceat` as NumPy converts them (PyArray_FromAny to a 1-d intp array):
/// Python numbers are cast (floats truncate), arrays must cast safely to int64.
fn reduceat_indices(v: &Value) -> PyResult<Vec<i64>> {
    let too_small = || value_error("object of too small depth for desired array");
    match v {
        Value::Array(x) => {
            if x.ndim() == 0 {
                return Err(too_small());
            }
            if x.ndim() > 1 {
                return Err(value_error("object too deep for desired array"));
            }
            if !(x.dtype.is_integer() || x.dtype == DType::Bool) || x.dtype == DType::UInt64 {
                return Err(type_error(format!(
                    "Cannot cast array data from dtype('{}') to dtype('int64') according to the rule 'safe'",
                    x.dtype.name()
                )));
            }
            Ok(x
                .to_scalars()
                .iter()
                .map(|s| match *s {
                    Scalar::Int(i) => i,
                    Scalar::UInt(u) => u as i64,
                    Scalar::Bool(b) => b as i64,
                    Scalar::Float(f) | Scalar::Complex(f, _) => f as i64,
                })
                .collect())
        }
        Value::List(_) | Value::Tuple(_) => {
            let items: Vec<Value> = match v {
                Value::List(l) => l.borrow().clone(),
                Value::Tuple(t) => t.to_vec(),
                _ => unreachable!(),
            };
            items
                .iter()
                .map(|it| match it {
                    Value::Bool(b) => Ok(*b as i64),
                    Value::Int(i) => i64::try_from(*i).map_err(|_| overflow_error("Python int too large to convert to C long")),
                    Value::Float(f) if f.is_finite() => Ok(f.trunc() as i64),
                    Value::Scalar(_, s) if !s.as_f64().is_nan() => Ok(s.as_f64().trunc() as i64),
                    Value::Str(t) => t
                        .trim()
                        .parse::<i64>()
                        .map_err(|_| value_error(format!("invalid literal for int() with base 10: {}", crate::repr::repr(it, &Default::default())))),
                    Value::List(_) | Value::Tuple(_) | Value::Array(_) => Err(value_error(
                        "setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 1.",
                    )),
                    other => Err(not_implemented(format!(
                        "reduceat indices of type '{}' are not supported by stridelab",
                        other.type_name()
                    ))),
                })
                .collect()
        }
        Value::Int(_) | Value::Bool(_) | Value::Float(_) | Value::Scalar(..) => Err(too_small()),
        other => Err(not_implemented(format!("reduceat indices of type '{}' are not supported by stridelab", other.type_name()))),
    }
}

/// `ufunc.reduceat` (ufunc_object.c PyUFunc_Reduceat): along `axis`, element i of the result
/// is the reduction of `a[indices[i]:indices[i+1]]`, or just `a[indices[i]]` where the next
/// index is not larger; the last slice runs to the end. Each slice is reduced as `.reduce`
/// would (so add on bool or small integers gives int64, as it does there).
pub(crate) fn ufunc_reduceat(op: BinOp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("array"))?;
    if x.ndim() == 0 {
        return Err(type_error("cannot reduceat on a scalar"));
    }
    let k = match a.get("axis") {
        None => 0,
        Some(Value::None) => return Err(value_error("reduceat does not allow multiple axes")),
        Some(Value::Tuple(t)) if t.len() != 1 => return Err(value_error("reduceat does not allow multiple axes")),
        Some(Value::Tuple(t)) => axis_of(&t[0], x.ndim())?,
        Some(v) => axis_of(&v, x.ndim())?,
    };
    let idx = reduceat_indices(&a.req("indices"))?;
    let n = x.shape[k];
    if let Some(&bad) = idx.iter().find(|&&i| i < 0 || i as usize >= n) {
        return Err(index_error(format!("index {} out-of-bounds in {}.reduceat [0, {})", bad, op.name(), n)));
    }
    let dtype = a.opt("dtype").map(|d| convert::parse_dtype(&d)).transpose()?;
    let x = match dtype {
        Some(d) if red_op(op).is_none() => ufunc::cast_copy(&x, d)?,
        _ => x,
    };
    let seg = |lo: usize, hi: usize| -> PyResult<Rc<NdArray>> {
        let v = slice_axis(&x, k, lo, hi)?;
        match red_op(op) {
            Some(r) => reduce::reduce(r, &v, Some(&[k]), false, 0, dtype),
            None => fold_axis(op, &v, k),
        }
    };
    // the result dtype is the reduction's, probed on one element (or the loop's when empty)
    let dt = if n > 0 { seg(0, 1)?.dtype } else { loop_dtype(op, x.dtype)? };
    let mut shape = x.shape.clone();
    shape[k] = idx.len();
    let out = NdArray::zeros(dt, &shape, false)?;
    for (i, &lo) in idx.iter().enumerate() {
        let lo = lo as usize;
        let hi = match idx.get(i + 1) {
            Some(&next) if next as usize > lo => next as usize,
            Some(_) => lo + 1,
            None => n,
        };
        ufunc::assign_cast(&*along(&out, k, i)?, &*seg(lo, hi)?);
    }
    match out_arg(a)? {
        Some(o) if !o.writeable.get() => Err(value_error("output array is read-only")),
        Some(o) if o.shape != out.shape => {
            if x.ndim() == 1 {
                Err(value_error(format!(
                    "operands could not be broadcast together with remapped shapes [original->remapped]: {s}->{s} ({n},)->() ({m},)->({m},) ",
                    s = stridelab_engine::array::shape_repr(&o.shape),
                    m = idx.len()
                )))
            } else {
                Err(not_implemented("reduceat with an out= of another shape is not supported by stridelab"))
            }
        }
        o => into_out(o, out, &OutRule::Assign { casting: "unsafe" }),
    }
}

/// `a[lo:hi]` along axis `k` (a view).
fn slice_axis(a: &Rc<NdArray>, k: usize, lo: usize, hi: usize) -> PyResult<Rc<NdArray>> {
    let mut shape = a.shape.clone();
    shape[k] = hi - lo;
    let off = a.offset as isize + lo as isize * a.strides[k];
    NdArray::view_of(a, off as usize, shape, a.strides.clone(), a.dtype)
}

pub(crate) const REDUCE_SIG: &str = "array, axis=0, dtype=None, out=None, keepdims=False, initial=None, where=True";
const ACCUMULATE_SIG: &str = "array, axis=0, dtype=None, out=None";
const OUTER_SIG: &str = "A, B, /, *, out=None";
const REDUCEAT_SIG: &str = "array, indices, axis=0, dtype=None, out=None";

macro_rules! ufunc_methods {
    ($($name:literal, $op:expr, $r:ident, $acc:ident, $outer:ident, $rat:ident;)*) => {
        $(
            fn $r(_: &mut Interp, a: &Args) -> PyResult<Value> { ufunc_reduce($op, a) }
            fn $rat(_: &mut Interp, a: &Args) -> PyResult<Value> { ufunc_reduceat($op, a) }
            fn $acc(_: &mut Interp, a: &Args) -> PyResult<Value> { ufunc_accumulate($op, a) }
            fn $outer(_: &mut Interp, a: &Args) -> PyResult<Value> { ufunc_outer($op, a) }
        )*
        pub static TABLE: &[BuiltinDef] = &[
            $(
                BuiltinDef {
                    key: concat!("numpy.", $name, ".reduce"),
                    sig: REDUCE_SIG,
                    doc: concat!("Reduce along axis (default 0) by repeated ", $name, "."),
                    example: concat!("np.", $name, ".reduce(a, axis=0)"),
                    f: $r, method: None, method_example: "",
                },
                BuiltinDef {
                    key: concat!("numpy.", $name, ".accumulate"),
                    sig: ACCUMULATE_SIG,
                    doc: concat!("Running ", $name, " along axis (default 0), keeping every partial result."),
                    example: concat!("np.", $name, ".accumulate(a)"),
                    f: $acc, method: None, method_example: "",
                },
                BuiltinDef {
                    key: concat!("numpy.", $name, ".outer"),
                    sig: OUTER_SIG,
                    doc: concat!(
                        "Apply ", $name, " to every pair (a[i...], b[j...]); the shape is a.shape + b.shape."
                    ),
                    example: concat!("np.", $name, ".outer(np.arange(3), np.arange(4))"),
                    f: $outer, method: None, method_example: "",
                },
                BuiltinDef {
                    key: concat!("numpy.", $name, ".reduceat"),
                    sig: REDUCEAT_SIG,
                    doc: concat!(
                        "Reduce by ", $name, " over a[indices[i]:indices[i+1]] along axis (just a[indices[i]] ",
                        "where the next index is not larger; the last slice runs to the end)."
                    ),
                    example: concat!("np.", $name, ".reduceat(np.arange(8), [0, 4, 6])"),
                    f: $rat, method: None, method_example: "",
                },
            )*
        ];
    };
}

ufunc_methods! {
    "add", BinOp::Add, add_reduce, add_accumulate, add_outer, add_reduceat;
    "subtract", BinOp::Sub, subtract_reduce, subtract_accumulate, subtract_outer, subtract_reduceat;
    "multiply", BinOp::Mul, multiply_reduce, multiply_accumulate, multiply_outer, multiply_reduceat;
    "divide", BinOp::TrueDiv, divide_reduce, divide_accumulate, divide_outer, divide_reduceat;
    "true_divide", BinOp::TrueDiv, true_divide_reduce, true_divide_accumulate, true_divide_outer, true_divide_reduceat;
    "floor_divide", BinOp::FloorDiv, floor_divide_reduce, floor_divide_accumulate, floor_divide_outer, floor_divide_reduceat;
    "remainder", BinOp::Mod, remainder_reduce, remainder_accumulate, remainder_outer, remainder_reduceat;
    "power", BinOp::Pow, power_reduce, power_accumulate, power_outer, power_reduceat;
    "maximum", BinOp::Maximum, maximum_reduce, maximum_accumulate, maximum_outer, maximum_reduceat;
    "minimum", BinOp::Minimum, minimum_reduce, minimum_accumulate, minimum_outer, minimum_reduceat;
    "fmax", BinOp::Fmax, fmax_reduce, fmax_accumulate, fmax_outer, fmax_reduceat;
    "fmin", BinOp::Fmin, fmin_reduce, fmin_accumulate, fmin_outer, fmin_reduceat;
    "bitwise_and", BinOp::BitAnd, bitwise_and_reduce, bitwise_and_accumulate, bitwise_and_outer, bitwise_and_reduceat;
    "bitwise_or", BinOp::BitOr, bitwise_or_reduce, bitwise_or_accumulate, bitwise_or_outer, bitwise_or_reduceat;
    "bitwise_xor", BinOp::BitXor, bitwise_xor_reduce, bitwise_xor_accumulate, bitwise_xor_outer, bitwise_xor_reduceat;
    "logical_and", BinOp::LogicalAnd, logical_and_reduce, logical_and_accumulate, logical_and_outer, logical_and_reduceat;
    "logical_or", BinOp::LogicalOr, logical_or_reduce, logical_or_accumulate, logical_or_outer, logical_or_reduceat;
    "logical_xor", BinOp::LogicalXor, logical_xor_reduce, logical_xor_accumulate, logical_xor_outer, logical_xor_reduceat;
    "equal", BinOp::Eq, equal_reduce, equal_accumulate, equal_outer, equal_reduceat;
    "not_equal", BinOp::Ne, not_equal_reduce, not_equal_accumulate, not_equal_outer, not_equal_reduceat;
    "less", BinOp::Lt, less_reduce, less_accumulate, less_outer, less_reduceat;
    "less_equal", BinOp::Le, less_equal_reduce, less_equal_accumulate, less_equal_outer, less_equal_reduceat;
    "greater", BinOp::Gt, greater_reduce, greater_accumulate, greater_outer, greater_reduceat;
    "greater_equal", BinOp::Ge, greater_equal_reduce, greater_equal_accumulate, greater_equal_outer, greater_equal_reduceat;
    "hypot", BinOp::Hypot, hypot_reduce, hypot_accumulate, hypot_outer, hypot_reduceat;
    "arctan2", BinOp::Arctan2, arctan2_reduce, arctan2_accumulate, arctan2_outer, arctan2_reduceat;
    "copysign", BinOp::Copysign, copysign_reduce, copysign_accumulate, copysign_outer, copysign_reduceat;
    "fmod", BinOp::Fmod, fmod_reduce, fmod_accumulate, fmod_outer, fmod_reduceat;
    "float_power", BinOp::FloatPower, float_power_reduce, float_power_accumulate, float_power_outer, float_power_reduceat;
    "logaddexp", BinOp::Logaddexp, logaddexp_reduce, logaddexp_accumulate, logaddexp_outer, logaddexp_reduceat;
    "logaddexp2", BinOp::Logaddexp2, logaddexp2_reduce, logaddexp2_accumulate, logaddexp2_outer, logaddexp2_reduceat;
    "heaviside", BinOp::Heaviside, heaviside_reduce, heaviside_accumulate, heaviside_outer, heaviside_reduceat;
    "nextafter", BinOp::Nextafter, nextafter_reduce, nextafter_accumulate, nextafter_outer, nextafter_reduceat;
    "gcd", BinOp::Gcd, gcd_reduce, gcd_accumulate, gcd_outer, gcd_reduceat;
    "lcm", BinOp::Lcm, lcm_reduce, lcm_accumulate, lcm_outer, lcm_reduceat;
    "mod", BinOp::Mod, mod_reduce, mod_accumulate, mod_outer, mod_reduceat;
    "left_shift", BinOp::LShift, left_shift_reduce, left_shift_accumulate, left_shift_outer, left_shift_reduceat;
    "right_shift", BinOp::RShift, right_shift_reduce, right_shift_accumulate, right_shift_outer, right_shift_reduceat;
}

/// NumPy's error for `.reduce/.accumulate/.outer/.reduceat` of a ufunc that is not binary.
fn not_binary(what: &str) -> PyResult<Value> {
    Err(value_error(format!("{} only supported for binary functions", what)))
}

fn unary_reduce(_: &mut Interp, _: &Args) -> PyResult<Value> {
    not_binary("reduce")
}

fn unary_accumulate(_: &mut Interp, _: &Args) -> PyResult<Value> {
    not_binary("accumulate")
}

fn unary_outer(_: &mut Interp, _: &Args) -> PyResult<Value> {
    not_binary("outer product")
}

fn unary_reduceat(_: &mut Interp, _: &Args) -> PyResult<Value> {
    not_binary("reduceat")
}


const ANY_SIG: &str = "*args, **kwargs";

macro_rules! unary_methods {
    ($($name:literal)*) => {
        /// The methods every unary ufunc has only to refuse, as NumPy does.
        pub static UNARY_TABLE: &[BuiltinDef] = &[
            $(
                def!(concat!("numpy.", $name, ".reduce"), ANY_SIG, "Only for binary ufuncs (raises ValueError).", concat!("np.", $name, ".reduce"), unary_reduce),
                def!(concat!("numpy.", $name, ".accumulate"), ANY_SIG, "Only for binary ufuncs (raises ValueError).", concat!("np.", $name, ".accumulate"), unary_accumulate),
                def!(concat!("numpy.", $name, ".outer"), ANY_SIG, "Only for binary ufuncs (raises ValueError).", concat!("np.", $name, ".outer"), unary_outer),
                def!(concat!("numpy.", $name, ".reduceat"), ANY_SIG, "Only for binary ufuncs (raises ValueError).", concat!("np.", $name, ".reduceat"), unary_reduceat),
            )*
        ];
    };
}

unary_methods! { "negative" "positive" "absolute" "abs" "invert" "bitwise_not" "logical_not" "sqrt" "exp" "log" "log2" "log10" "sin" "cos" "tan" "tanh" "trunc" "log1p" "expm1" "arcsin" "arccos" "arctan" "sinh" "cosh" "arcsinh" "arccosh" "arctanh" "exp2" "cbrt" "degrees" "radians" "signbit" "spacing" "rad2deg" "deg2rad" "floor" "ceil" "rint" "sign" "square" "isnan" "isinf" "isfinite" "reciprocal" "conjugate" "conj" "modf" }



// ----- divmod and modf, ufuncs with two outputs -----

/// `np.divmod.reduce`, `.accumulate`, `.reduceat` and `.at`: NumPy's methods refuse a ufunc
/// with two outputs; `.outer` works, a pair of outer results. `np.modf.at` likewise (its
/// other methods refuse it as a unary ufunc, above).
pub static DIVMOD_TABLE: &[BuiltinDef] = &[
    def!("numpy.divmod.reduce", ANY_SIG, "Only for ufuncs with one output (raises ValueError).", "np.divmod.reduce", single_output),
    def!("numpy.divmod.accumulate", ANY_SIG, "Only for ufuncs with one output (raises ValueError).", "np.divmod.accumulate", single_output),
    def!("numpy.divmod.reduceat", ANY_SIG, "Only for ufuncs with one output (raises ValueError).", "np.divmod.reduceat", single_output),
    def!("numpy.divmod.at", ANY_SIG, "Only for ufuncs with one output (raises ValueError).", "np.divmod.at", single_output),
    def!("numpy.modf.at", ANY_SIG, "Only for ufuncs with one output (raises ValueError).", "np.modf.at", single_output),
    def!("numpy.divmod.outer", "A, B, /, **kwargs", "(A[i] // B[j], A[i] % B[j]) for every pair: two arrays of shape A.shape + B.shape.", "np.divmod.outer([7, 8], [2, 3])", divmod_outer),
];

/// The method's refusal, by the method's name.
fn single_output(_: &mut Interp, a: &Args) -> PyResult<Value> {
    Err(value_error(match a.fname.rsplit('.').next().unwrap_or("") {
        "at" => "Only single output ufuncs supported at this time".to_string(),
        m => format!("{m} only supported for functions returning a single value"),
    }))
}

/// ufunc_object.c's outer: A reshaped to A.shape + (1,) * B.ndim, then the ufunc itself.
fn divmod_outer(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = array_arg(&a.req("A"))?;
    let y = array_arg(&a.req("B"))?;
    let mut shape: Vec<i64> = x.shape.iter().map(|&d| d as i64).collect();
    shape.extend(std::iter::repeat_n(1, y.ndim()));
    let xr = stridelab_engine::view::reshape(&x, &shape, stridelab_engine::view::Order::C, None)?;
    crate::builtins::call_builtin(interp, "numpy.divmod", vec![Value::Array(xr), Value::Array(y)], a.extra_kw.clone())
}
