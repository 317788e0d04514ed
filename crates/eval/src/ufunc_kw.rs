//! The keyword arguments NumPy's ufuncs and reductions take beside `out=`: `dtype=`,
//! `casting=`, `order=` and `where=` on element-wise calls, `where=` and `initial=` on
//! reductions (numpy/_core/_methods.py for mean/var/std with `where`).
//!
//! The plain call (none of these given) goes straight to the engine; these paths compute
//! a fresh result first and then cast or mask it into place, which is what NumPy's
//! iterator does too when an operand overlaps the output (COPY_IF_OVERLAP).

use std::rc::Rc;

use super::args::Args;
use super::convert;
use super::numeric::where3;
use super::value::Value;
use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::reduce::{self, RedOp};
use stridelab_engine::ufunc::{self, BinOp, Operand, UnOp};
use stridelab_engine::view::{self, Order};
use stridelab_engine::error::{ExcKind, PyErr, PyResult, type_error, value_error};

/// `casting=`: one of NumPy's five rules.
pub fn casting_arg(a: &Args, default: &'static str) -> PyResult<&'static str> {
    match a.opt("casting") {
        None => Ok(default),
        Some(Value::Str(s)) => match s.as_ref() {
            "no" => Ok("no"),
            "equiv" => Ok("equiv"),
            "safe" => Ok("safe"),
            "same_kind" => Ok("same_kind"),
            "unsafe" => Ok("unsafe"),
            other => Err(value_error(format!(
                "casting must be one of 'no', 'equiv', 'safe', 'same_kind', 'unsafe' (got '{}')",
                other
            ))),
        },
        Some(other) => Err(type_error(format!("casting must be a string, not {}", other.type_name()))),
    }
}

/// `np.can_cast(from, to, casting)` for the modelled dtypes.
pub use stridelab_engine::ufunc::can_cast;

/// `where=` as a boolean array (None for the default `True`). Arrays must already be
/// boolean ('safe' casting); lists and Python scalars convert.
pub fn where_arg(a: &Args) -> PyResult<Option<Rc<NdArray>>> {
    match a.opt("where") {
        None | Some(Value::None) | Some(Value::Bool(true)) => Ok(None),
        Some(Value::Array(m)) if m.dtype != DType::Bool => Err(type_error(format!(
            "Cannot cast array data from dtype('{}') to dtype('bool') according to the rule 'safe'",
            m.dtype.name()
        ))),
        Some(Value::Array(m)) => Ok(Some(m)),
        Some(v) => Ok(Some(convert::to_array(&v, Some(DType::Bool))?)),
    }
}

/// `order=` of an element-wise call.
fn order_arg(a: &Args) -> PyResult<Order> {
    match a.opt("order") {
        None | Some(Value::None) => Ok(Order::K),
        Some(Value::Str(s)) if s.len() == 1 => match s.to_ascii_uppercase().as_str() {
            "C" => Ok(Order::C),
            "F" => Ok(Order::F),
            "A" => Ok(Order::A),
            "K" => Ok(Order::K),
            _ => Err(value_error(format!("order must be one of 'C', 'F', 'A', or 'K' (got '{}')", s))),
        },
        Some(Value::Str(s)) => Err(value_error(format!("order must be one of 'C', 'F', 'A', or 'K' (got '{}')", s))),
        Some(_) => Err(type_error("order must be str, not a number")),
    }
}

/// Everything an element-wise ufunc call was given besides its inputs.
pub struct Kw {
    pub out: Option<Rc<NdArray>>,
    mask: Option<Rc<NdArray>>,
    casting: &'static str,
    order: Order,
    dtype: Option<DType>,
}

impl Kw {
    pub fn parse(a: &Args, out: Option<Rc<NdArray>>) -> PyResult<Kw> {
        let dtype = match a.opt("dtype") {
            None | Some(Value::None) => None,
            Some(v) => Some(convert::parse_dtype(&v)?),
        };
        Ok(Kw { out, mask: where_arg(a)?, casting: casting_arg(a, "same_kind")?, order: order_arg(a)?, dtype })
    }

    /// Nothing beyond `out=`: the engine's own path applies.
    pub fn is_plain(&self) -> bool {
        self.mask.is_none() && self.casting == "same_kind" && self.order == Order::K && self.dtype.is_none()
    }
}

/// The dtype NumPy checks an input's cast from: a Python scalar counts as its default
/// dtype here (np.add(a, 1.5, dtype=np.int64) fails on input 1 as float64).
fn input_dtype(op: &Operand) -> DType {
    match op {
        Operand::Array(a) => a.dtype,
        Operand::PyInt(_) => DType::Int64,
        Operand::PyFloat(_) => DType::Float64,
        Operand::PyBool(_) => DType::Bool,
        Operand::PyComplex(..) => DType::Complex128,
    }
}

fn ufunc_type_error(msg: String) -> PyErr {
    PyErr::new(ExcKind::UFuncTypeError, msg)
}

fn no_loop(name: &str) -> PyErr {
    type_error(format!("No loop matching the specified signature and casting was found for ufunc {}", name))
}

/// `dtype=`: the loop's dtype. Inputs are cast to it (checked under `casting`) unless the
/// ufunc's output kind is fixed (comparisons and logical ops: there it names the output).
fn cast_inputs(name: &str, ops: Vec<Operand>, kw: &Kw, fixed_output: bool) -> PyResult<Vec<Operand>> {
    let Some(dt) = kw.dtype else { return Ok(ops) };
    if fixed_output {
        return Ok(ops);
    }
    ops.into_iter()
        .enumerate()
        .map(|(i, op)| {
            let from = input_dtype(&op);
            // a Python int is weak: any integer loop takes it (its value is checked below)
            let weak_int = matches!(op, Operand::PyInt(_)) && dt.is_integer();
            if !weak_int && !can_cast(from, dt, kw.casting) {
                return Err(ufunc_type_error(format!(
                    "Cannot cast ufunc '{}' input {} from dtype('{}') to dtype('{}') with casting rule '{}'",
                    name,
                    i,
                    from.name(),
                    dt.name(),
                    kw.casting
                )));
            }
            // a Python scalar becomes a 0-d array of the loop's dtype, so a call of Python
            // scalars alone still finds the loop: np.power(100, 9, dtype=np.int32)
            let scalar = |s: stridelab_engine::dtype::Scalar| -> PyResult<Operand> {
                Ok(Operand::Array(NdArray::from_scalars(dt, &[], &[s])?))
            };
            use stridelab_engine::dtype::Scalar;
            Ok(match op {
                Operand::Array(a) if a.dtype != dt => Operand::Array(ufunc::cast_copy(&a, dt)?),
                Operand::PyInt(v) => {
                    let s = if let Ok(x) = i64::try_from(v) {
                        Scalar::Int(x)
                    } else if let Ok(x) = u64::try_from(v) {
                        Scalar::UInt(x)
                    } else {
                        return Err(PyErr::new(ExcKind::OverflowError, "Python int too large to convert to C long"));
                    };
                    scalar(convert::cast_checked(s, true, dt)?)?
                }
                Operand::PyFloat(f) => scalar(Scalar::Float(f).cast(dt))?,
                Operand::PyBool(b) => scalar(Scalar::Bool(b).cast(dt))?,
                Operand::PyComplex(r, i) => scalar(Scalar::Complex(r, i).cast(dt))?,
                other => other,
            })
        })
        .collect()
}

/// Put a freshly computed result where the call asked: masked and cast into `out`, or
/// laid out in `order`.
fn finish(name: &str, r: Rc<NdArray>, inputs: &[Operand], kw: &Kw) -> PyResult<Rc<NdArray>> {
    if let Some(dt) = kw.dtype
        && r.dtype != dt
    {
        return Err(no_loop(name));
    }
    let Some(out) = &kw.out else {
        let r = match &kw.mask {
            // NumPy leaves masked-off places uninitialised (and warns); here they are 0,
            // as np.empty's are
            Some(m) => masked_fresh(&r, m)?,
            None => r,
        };
        return lay_out(r, inputs, kw.order);
    };
    let shapes: Vec<Vec<usize>> = inputs
        .iter()
        .map(|o| match o {
            Operand::Array(a) => a.shape.clone(),
            _ => vec![],
        })
        .collect();
    let shapes: Vec<&[usize]> = shapes.iter().map(|s| s.as_slice()).collect();
    let rule = crate::numpy::out::OutRule::Ufunc { name, inputs: &shapes, casting: kw.casting };
    out.check_writeable()?;
    crate::numpy::out::check(out, &r.shape, r.dtype, &rule)?;
    match &kw.mask {
        None => ufunc::assign_cast(out, &r),
        Some(m) => masked_assign(out, &r, m)?,
    }
    Ok(out.clone())
}

/// `order=` for a fresh result: 'A' is F when every array input is F-contiguous.
fn lay_out(r: Rc<NdArray>, inputs: &[Operand], order: Order) -> PyResult<Rc<NdArray>> {
    let fortran = match order {
        Order::K => return Ok(r),
        Order::C => false,
        Order::F => true,
        Order::A => inputs.iter().all(|o| match o {
            Operand::Array(a) => a.is_f_contiguous(),
            _ => true,
        }),
    };
    let ok = if fortran { r.is_f_contiguous() } else { r.is_c_contiguous() };
    if ok { Ok(r) } else { view::copy(&r, r.dtype, if fortran { Order::F } else { Order::C }) }
}

/// Write `src[i]` into `out[i]` (cast) where the broadcast mask is true.
fn masked_assign(out: &Rc<NdArray>, src: &Rc<NdArray>, mask: &Rc<NdArray>) -> PyResult<()> {
    let src = bview(src, &out.shape)?;
    let mask = bview(mask, &out.shape)?;
    stridelab_engine::assign::assign_where(out, &src, &mask);
    Ok(())
}

fn broadcast_error(a: &[usize], b: &[usize]) -> PyErr {
    value_error(format!(
        "operands could not be broadcast together with shapes {} {}",
        view::compact_shape(a),
        view::compact_shape(b)
    ))
}

/// `a` broadcast to `shape` (a read-only view).
fn bview(a: &Rc<NdArray>, shape: &[usize]) -> PyResult<Rc<NdArray>> {
    let strides = view::broadcast_strides(a, shape).map_err(|_| broadcast_error(shape, &a.shape))?;
    NdArray::build(a.buf.clone(), a.offset, shape.to_vec(), strides, a.dtype, false, false, None)
}

/// `r` with the places the mask leaves out set to zero.
fn masked_fresh(r: &Rc<NdArray>, mask: &Rc<NdArray>) -> PyResult<Rc<NdArray>> {
    let shape = ufunc::broadcast_shapes(&[&r.shape, &mask.shape]).map_err(|_| broadcast_error(&r.shape, &mask.shape))?;
    let out = NdArray::zeros(r.dtype, &shape, false)?;
    masked_assign(&out, r, mask)?;
    Ok(out)
}

/// An element-wise binary ufunc call with keyword arguments.
pub fn binary(op: BinOp, x: Operand, y: Operand, kw: &Kw) -> PyResult<Rc<NdArray>> {
    if kw.is_plain() {
        return ufunc::binary(op, &x, &y, kw.out.as_ref());
    }
    let fixed = op.is_comparison() || op.is_logical();
    let ins = cast_inputs(op.name(), vec![x, y], kw, fixed)?;
    let r = ufunc::binary(op, &ins[0], &ins[1], None)?;
    finish(op.name(), r, &ins, kw)
}

/// An element-wise unary ufunc call with keyword arguments.
pub fn unary(op: UnOp, x: Rc<NdArray>, kw: &Kw) -> PyResult<Rc<NdArray>> {
    if kw.is_plain() {
        return ufunc::unary(op, &x, kw.out.as_ref());
    }
    let fixed = matches!(op, UnOp::Not | UnOp::IsNan | UnOp::IsInf | UnOp::IsFinite);
    let ins = cast_inputs(op.name(), vec![Operand::Array(x)], kw, fixed)?;
    let Operand::Array(xa) = &ins[0] else { unreachable!("unary ufunc inputs are arrays") };
    let r = ufunc::unary(op, xa, None)?;
    finish(op.name(), r, &ins, kw)
}

// ----- reductions -----

/// `initial=` of a reduction, converted to the result dtype as NumPy packs it (Python
/// ints range-checked, floats truncated into integer dtypes).
fn initial_scalar(v: &Value, dt: DType) -> PyResult<Scalar> {
    match convert::scalar_of(v) {
        Some((s, py_int)) => convert::cast_checked(s, py_int, dt),
        None => Err(value_error("setting an array element with a sequence.")),
    }
}

fn zero_d(dt: DType, s: Scalar) -> PyResult<Operand> {
    Ok(Operand::Array(NdArray::from_scalars(dt, &[], &[s.cast(dt)])?))
}

/// `x` with the places the (broadcast) mask leaves out replaced by `fill`.
fn fill_masked(x: &Rc<NdArray>, mask: &Rc<NdArray>, fill: Scalar) -> PyResult<Rc<NdArray>> {
    let m = bview(mask, &x.shape)?;
    where3(&Operand::Array(m), &Operand::Array(x.clone()), &zero_d(x.dtype, fill)?)
}

/// Which reductions take `initial=` / `where=` and what they start from.
fn identity(op: RedOp) -> Option<Scalar> {
    match op {
        RedOp::Sum | RedOp::Mean | RedOp::Var | RedOp::Std => Some(Scalar::Int(0)),
        RedOp::Prod => Some(Scalar::Int(1)),
        RedOp::All => Some(Scalar::Bool(true)),
        RedOp::Any => Some(Scalar::Bool(false)),
        _ => None,
    }
}

/// A reduction with `where=` and/or `initial=`: the masked-off elements become the
/// identity (or `initial` for max/min), and `initial` joins the result as the first
/// operand, as NumPy's reduce loop starts from it.
pub fn reduce(
    op: RedOp,
    x: &Rc<NdArray>,
    axes: Option<&[usize]>,
    keepdims: bool,
    ddof: i64,
    dtype: Option<DType>,
    mask: Option<Rc<NdArray>>,
    initial: Option<Value>,
) -> PyResult<Rc<NdArray>> {
    let name = match op {
        RedOp::Max => "maximum",
        _ => "minimum",
    };
    match op {
        RedOp::Mean | RedOp::Var | RedOp::Std => {
            let Some(m) = mask else { return reduce::reduce(op, x, axes, keepdims, ddof, dtype) };
            return masked_moments(op, x, axes, keepdims, ddof, dtype, &m);
        }
        RedOp::Max | RedOp::Min => {
            let Some(init) = initial else {
                if mask.is_some() {
                    return Err(value_error(format!(
                        "reduction operation '{}' does not have an identity, so to use a where mask one has to specify 'initial'",
                        name
                    )));
                }
                return reduce::reduce(op, x, axes, keepdims, ddof, dtype);
            };
            let s = initial_scalar(&init, x.dtype)?;
            let src = match &mask {
                Some(m) => fill_masked(x, m, s)?,
                None => x.clone(),
            };
            let bop = if op == RedOp::Max { BinOp::Maximum } else { BinOp::Minimum };
            // an empty reduction is just the initial value
            let empty = axes.map_or(src.size() == 0, |ax| ax.iter().any(|&k| src.shape.get(k) == Some(&0)));
            let r = if empty {
                let shape = reduced_shape(&src.shape, axes, keepdims);
                let n = shape.iter().product();
                return NdArray::from_scalars(src.dtype, &shape, &vec![s.cast(src.dtype); n]);
            } else {
                reduce::reduce(op, &src, axes, keepdims, 0, None)?
            };
            let both = ufunc::binary(bop, &zero_d(r.dtype, s)?, &Operand::Array(r.clone()), None)?;
            return Ok(both);
        }
        _ => {}
    }
    let id = identity(op).ok_or_else(|| type_error("this reduction takes no where= or initial="))?;
    let src = match &mask {
        Some(m) => fill_masked(x, m, id)?,
        None => x.clone(),
    };
    let r = reduce::reduce(op, &src, axes, keepdims, ddof, dtype)?;
    match initial {
        Some(init) if matches!(op, RedOp::Sum | RedOp::Prod) => {
            let s = initial_scalar(&init, r.dtype)?;
            let bop = if op == RedOp::Sum { BinOp::Add } else { BinOp::Mul };
            ufunc::binary(bop, &zero_d(r.dtype, s)?, &Operand::Array(r), None)
        }
        _ => Ok(r),
    }
}

fn reduced_shape(shape: &[usize], axes: Option<&[usize]>, keepdims: bool) -> Vec<usize> {
    let red = |k: usize| axes.is_none_or(|a| a.contains(&k));
    (0..shape.len())
        .filter(|&k| keepdims || !red(k))
        .map(|k| if red(k) { 1 } else { shape[k] })
        .collect()
}

/// `true_divide(s, n)` written back in `s`'s dtype (NumPy divides with out=ret).
fn divide_into(s: Rc<NdArray>, n: &Rc<NdArray>) -> PyResult<Rc<NdArray>> {
    let q = ufunc::binary(BinOp::TrueDiv, &Operand::Array(s.clone()), &Operand::Array(n.clone()), None)?;
    if q.dtype == s.dtype || s.ndim() != q.ndim() {
        return Ok(q);
    }
    ufunc::assign_cast(&s, &q);
    Ok(s)
}

/// mean / var / std with `where=` (numpy/_core/_methods.py `_mean`, `_var`): sums over
/// the selected elements divided by how many were selected.
fn masked_moments(
    op: RedOp,
    x: &Rc<NdArray>,
    axes: Option<&[usize]>,
    keepdims: bool,
    ddof: i64,
    dtype: Option<DType>,
    mask: &Rc<NdArray>,
) -> PyResult<Rc<NdArray>> {
    let m = bview(mask, &x.shape)?;
    let acc = dtype.unwrap_or(if x.dtype.is_float() { x.dtype } else { DType::Float64 });
    let count = |kd: bool| reduce::reduce(RedOp::Sum, &m, axes, kd, 0, None);
    let masked_sum = |a: &Rc<NdArray>, kd: bool, dt: Option<DType>| -> PyResult<Rc<NdArray>> {
        reduce::reduce(RedOp::Sum, &fill_masked(a, &m, Scalar::Int(0))?, axes, kd, 0, dt)
    };
    if op == RedOp::Mean {
        return divide_into(masked_sum(x, keepdims, Some(acc))?, &count(keepdims)?);
    }
    let mean = divide_into(masked_sum(x, true, Some(acc))?, &count(true)?)?;
    let d = ufunc::binary(BinOp::Sub, &Operand::Array(x.clone()), &Operand::Array(mean), None)?;
    let dd = Operand::Array(d.clone());
    ufunc::binary(BinOp::Mul, &dd, &dd, Some(&d))?;
    let sdt = if d.dtype.is_float() && dtype.is_none() { None } else { Some(acc) };
    let s = masked_sum(&d, keepdims, sdt)?;
    let n = ufunc::binary(BinOp::Sub, &Operand::Array(count(keepdims)?), &Operand::PyInt(ddof as i128), None)?;
    let n = ufunc::binary(BinOp::Maximum, &Operand::Array(n), &Operand::PyInt(0), None)?;
    let v = divide_into(s, &n)?;
    if op == RedOp::Std {
        ufunc::unary(UnOp::Sqrt, &v, Some(&v))?;
    }
    Ok(v)
}
