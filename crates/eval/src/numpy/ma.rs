//! `numpy.ma`, masked arrays (numpy/ma/core.py): a data array and a boolean mask array of
//! the same shape (or `nomask`), with a fill value. Both are engine arrays, so `x[1:]` is a
//! view of the data and of the mask, as in NumPy, and the teaching views can show both
//! buffers. Modelled after core.py: `MaskedArray.__new__`, `__repr__`/`__str__` with
//! `_insert_masked_print` (an object array with `--` for masked elements), `__getitem__`,
//! `__setitem__`, `__setmask__`, the lazily made `fill_value` shared by views
//! (`_update_from`), `_MaskedBinaryOperation` and `_DomainedBinaryOperation` (the operators:
//! the mask is the union, put-back data under it, division masks where `|a|*tiny >= |b|`),
//! `power`, `_comparison`, `__array_wrap__` (NumPy's ufuncs given a masked array, with the
//! unary domains of sqrt and log), `_MaskedUnaryOperation` (`np.ma.sqrt`, ...), the
//! reductions `sum`/`prod` (on `filled(0)`/`filled(1)`), `min`/`max` (on the extreme fill
//! values), `mean` (`sum * 1. / count`), `var`/`std`, `count`, and the constructors
//! (`masked_where` and its family, `masked_invalid`, `masked_values`, `concatenate`,
//! `arange`). `np.ma.masked` is the one masked constant (`x[i] is np.ma.masked`).
//! Not modelled: structured or text data, hard masks beyond the flag, the other functions of
//! `np.ma` (names.txt makes them say so).

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use stridelab_display::arrayprint::{self, PrintOptions};
use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::error::{PyResult, attribute_error, not_implemented, type_error, value_error, PyErr, ExcKind};
use stridelab_lang::ast::{BinOp, CmpOp, UnaryOp};

use crate::args::Args;
use crate::builtins::{BuiltinDef, call_builtin, def};
use crate::interp::Interp;
use crate::value::{TypeObj, Value};

/// A masked array (or the masked constant).
#[derive(Debug)]
pub struct MaskedArray {
    pub data: Rc<NdArray>,
    /// The mask, `None` for `nomask`. A bool array shaped as `data`.
    pub mask: RefCell<Option<Rc<NdArray>>>,
    /// `_fill_value`: a 0-d array made on first use, shared with the arrays derived from this
    /// one (NumPy's `_update_from` copies the reference, and the setter writes into it).
    pub fill: RefCell<Option<Rc<NdArray>>>,
    pub hard: Cell<bool>,
    /// `np.ma.masked`, the MaskedConstant.
    pub constant: bool,
}

thread_local! {
    static MASKED: Rc<MaskedArray> = Rc::new(MaskedArray {
        data: NdArray::from_scalars(DType::Float64, &[], &[Scalar::Float(0.0)]).expect("0-d array"),
        mask: RefCell::new(Some(NdArray::from_scalars(DType::Bool, &[], &[Scalar::Bool(true)]).expect("0-d array"))),
        fill: RefCell::new(None),
        hard: Cell::new(false),
        constant: true,
    });
}

/// `np.ma.masked`.
pub fn masked() -> Value {
    Value::Masked(MASKED.with(|m| m.clone()))
}

fn is_masked_constant(v: &Value) -> bool {
    matches!(v, Value::Masked(m) if m.constant)
}

fn make(data: Rc<NdArray>, mask: Option<Rc<NdArray>>, fill: Option<Rc<NdArray>>) -> Value {
    Value::Masked(Rc::new(MaskedArray { data, mask: RefCell::new(mask), fill: RefCell::new(fill), hard: Cell::new(false), constant: false }))
}

/// The fill value to inherit from the first masked array among the operands (`_update_from`).
fn fill_of(vals: &[&Value]) -> Option<Rc<NdArray>> {
    vals.iter().find_map(|v| match v {
        Value::Masked(m) if !m.constant => Some(m.fill.borrow().clone()),
        _ => None,
    })?
}

/// The `np.ma` ufunc wrappers: each calls NumPy's ufunc the masked way.
macro_rules! ma_ufuncs {
    ($($name:ident => $via:ident($key:expr);)*) => {
        $(fn $name(interp: &mut Interp, a: &Args) -> PyResult<Value> {
            $via(interp, a, $key)
        })*
    };
}

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.ma.array", "data, dtype=None, copy=False, order=None, mask=np.False_, fill_value=None, keep_mask=True, hard_mask=False, shrink=True, subok=True, ndmin=0", "A masked array: data plus a boolean mask (True = invalid, hidden from computations).", "np.ma.array([1, 2, 3], mask=[0, 1, 0])", ma_array),
    def!("numpy.ma.masked_array", "data=None, mask=np.False_, dtype=None, copy=False, subok=True, ndmin=0, fill_value=None, keep_mask=True, hard_mask=None, shrink=True, order=None", "The MaskedArray constructor: data plus a boolean mask.", "np.ma.masked_array([1, 2, 3], mask=[0, 1, 0])", ma_masked_array),
    def!("numpy.ma.masked_where", "condition, a, copy=True", "a masked where condition is True.", "np.ma.masked_where(np.arange(4) > 1, np.arange(4))", ma_masked_where),
    def!("numpy.ma.masked_invalid", "a, copy=True", "a masked where it is NaN or infinite.", "np.ma.masked_invalid([1.0, np.nan, np.inf])", ma_masked_invalid),
    def!("numpy.ma.masked_equal", "x, value, copy=True", "x masked where it equals value (which becomes the fill value).", "np.ma.masked_equal([1, 2, 1], 1)", ma_masked_equal),
    def!("numpy.ma.masked_not_equal", "x, value, copy=True", "x masked where it differs from value.", "np.ma.masked_not_equal([1, 2, 1], 1)", ma_masked_not_equal),
    def!("numpy.ma.masked_greater", "x, value, copy=True", "x masked where x > value.", "np.ma.masked_greater([1, 2, 3], 2)", ma_masked_greater),
    def!("numpy.ma.masked_greater_equal", "x, value, copy=True", "x masked where x >= value.", "np.ma.masked_greater_equal([1, 2, 3], 2)", ma_masked_greater_equal),
    def!("numpy.ma.masked_less", "x, value, copy=True", "x masked where x < value.", "np.ma.masked_less([1, 2, 3], 2)", ma_masked_less),
    def!("numpy.ma.masked_less_equal", "x, value, copy=True", "x masked where x <= value.", "np.ma.masked_less_equal([1, 2, 3], 2)", ma_masked_less_equal),
    def!("numpy.ma.masked_inside", "x, v1, v2, copy=True", "x masked where v1 <= x <= v2.", "np.ma.masked_inside([1, 2, 3, 4], 2, 3)", ma_masked_inside),
    def!("numpy.ma.masked_outside", "x, v1, v2, copy=True", "x masked outside the interval [v1, v2].", "np.ma.masked_outside([1, 2, 3, 4], 2, 3)", ma_masked_outside),
    def!("numpy.ma.masked_values", "x, value, rtol=1e-05, atol=1e-08, copy=True, shrink=True", "x masked where it is close to value (floats) or equal to it.", "np.ma.masked_values([1.0, 2.0, 1.0], 1.0)", ma_masked_values),
    def!("numpy.ma.getmask", "a", "The mask of a, or nomask (False).", "np.ma.getmask(np.ma.array([1, 2], mask=[0, 1]))", ma_getmask),
    def!("numpy.ma.getmaskarray", "arr", "The mask of arr as a full boolean array.", "np.ma.getmaskarray(np.ma.array([1, 2]))", ma_getmaskarray),
    def!("numpy.ma.getdata", "a, subok=True", "The data of a masked array as an ndarray.", "np.ma.getdata(np.ma.array([1, 2], mask=[0, 1]))", ma_getdata),
    def!("numpy.ma.is_masked", "x", "Whether x is a masked array with at least one masked element.", "np.ma.is_masked(np.ma.array([1, 2], mask=[0, 1]))", ma_is_masked),
    def!("numpy.ma.isMaskedArray", "x", "Whether x is a MaskedArray.", "np.ma.isMaskedArray(np.ma.array([1]))", ma_is_masked_array),
    def!("numpy.ma.isMA", "x", "Whether x is a MaskedArray.", "np.ma.isMA(np.ma.array([1]))", ma_is_masked_array),
    def!("numpy.ma.isarray", "x", "Whether x is a MaskedArray.", "np.ma.isarray(np.ma.array([1]))", ma_is_masked_array),
    def!("numpy.ma.concatenate", "arrays, axis=0", "Join masked arrays along an axis, masks included.", "np.ma.concatenate([np.ma.array([1, 2], mask=[0, 1]), [3]])", ma_concatenate),
    def!("numpy.ma.arange", "start_or_stop, /, stop=None, step=None, *, dtype=None, device=None, like=None", "np.arange as a masked array (nothing masked).", "np.ma.arange(3)", ma_arange),
    def!("numpy.ma.zeros", "shape, dtype=float, order='C', *, device=None, like=None", "np.zeros as a masked array.", "np.ma.zeros(3)", ma_zeros),
    def!("numpy.ma.ones", "shape, dtype=None, order='C', *, device=None, like=None", "np.ones as a masked array.", "np.ma.ones(3)", ma_ones),
    def!("numpy.ma.filled", "a, fill_value=None", "a with its masked elements replaced by fill_value (an ndarray).", "np.ma.filled(np.ma.array([1, 2], mask=[0, 1]), 0)", ma_filled),
    def!("numpy.ma.compressed", "x", "The unmasked elements of x as a 1-d ndarray.", "np.ma.compressed(np.ma.array([1, 2, 3], mask=[0, 1, 0]))", ma_compressed),
    def!("numpy.ma.count", "self, axis=None, keepdims=<no value>", "The number of unmasked elements.", "np.ma.count(np.ma.array([1, 2, 3], mask=[0, 1, 0]))", ma_count),
    def!("numpy.ma.sum", "self, axis=None, dtype=None, out=None, keepdims=<no value>", "Sum of the unmasked elements.", "np.ma.sum(np.ma.array([1, 2, 3], mask=[0, 1, 0]))", ma_fn_sum),
    def!("numpy.ma.mean", "self, axis=None, dtype=None, out=None, keepdims=<no value>", "Mean of the unmasked elements.", "np.ma.mean(np.ma.array([1, 2, 3], mask=[0, 1, 0]))", ma_fn_mean),
    def!("numpy.ma.sqrt", "a, *args, **kwargs", "Masked square root: negative elements are masked.", "np.ma.sqrt(np.ma.array([4.0, -1.0]))", ma_sqrt),
    def!("numpy.ma.log", "a, *args, **kwargs", "Masked natural logarithm: elements <= 0 are masked.", "np.ma.log(np.ma.array([1.0, 0.0]))", ma_log),
    def!("numpy.ma.log10", "a, *args, **kwargs", "Masked base-10 logarithm: elements <= 0 are masked.", "np.ma.log10(np.ma.array([10.0, 0.0]))", ma_log10),
    def!("numpy.ma.log2", "a, *args, **kwargs", "Masked base-2 logarithm: elements <= 0 are masked.", "np.ma.log2(np.ma.array([2.0, 0.0]))", ma_log2),
    def!("numpy.ma.exp", "a, *args, **kwargs", "Masked exponential.", "np.ma.exp(np.ma.array([0.0, 1.0], mask=[0, 1]))", ma_exp),
    def!("numpy.ma.abs", "a, *args, **kwargs", "Masked absolute value.", "np.ma.abs(np.ma.array([-1, 2], mask=[0, 1]))", ma_abs),
    def!("numpy.ma.absolute", "a, *args, **kwargs", "Masked absolute value.", "np.ma.absolute(np.ma.array([-1, 2], mask=[0, 1]))", ma_abs),
    def!("numpy.ma.add", "a, b, *args, **kwargs", "Masked addition: the result is masked where either operand is.", "np.ma.add(np.ma.array([1, 2], mask=[0, 1]), 1)", ma_add),
    def!("numpy.ma.subtract", "a, b, *args, **kwargs", "Masked subtraction.", "np.ma.subtract(np.ma.array([1, 2], mask=[0, 1]), 1)", ma_subtract),
    def!("numpy.ma.multiply", "a, b, *args, **kwargs", "Masked multiplication.", "np.ma.multiply(np.ma.array([1, 2], mask=[0, 1]), 2)", ma_multiply),
    def!("numpy.ma.divide", "a, b, *args, **kwargs", "Masked true division: also masked where the divisor is 0.", "np.ma.divide(np.ma.array([1, 2]), [0, 2])", ma_divide),
    def!("numpy.ma.true_divide", "a, b, *args, **kwargs", "Masked true division: also masked where the divisor is 0.", "np.ma.true_divide(np.ma.array([1, 2]), [0, 2])", ma_divide),
    def!("numpy.ma.floor_divide", "a, b, *args, **kwargs", "Masked floor division: also masked where the divisor is 0.", "np.ma.floor_divide(np.ma.array([1, 2]), [0, 2])", ma_floor_divide),
    def!("numpy.ma.power", "a, b, third=None", "Masked power: also masked where the result is not finite.", "np.ma.power(np.ma.array([1., 2.], mask=[0, 1]), 2)", ma_power),
];

// ---------------------------------------------------------------- small helpers

fn call(interp: &mut Interp, key: &str, pos: Vec<Value>) -> PyResult<Value> {
    call_builtin(interp, key, pos, vec![])
}

fn callk(interp: &mut Interp, key: &str, pos: Vec<Value>, kw: Vec<(&str, Value)>) -> PyResult<Value> {
    call_builtin(interp, key, pos, kw.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
}

/// Any value as an engine array (a NumPy scalar as a 0-d array).
fn arr(v: &Value) -> PyResult<Rc<NdArray>> {
    match v {
        Value::Array(a) => Ok(a.clone()),
        Value::Masked(m) => Ok(m.data.clone()),
        Value::Scalar(d, s) => NdArray::from_scalars(*d, &[], &[*s]),
        other => crate::convert::to_array(other, None),
    }
}

fn bools(m: &NdArray) -> impl Iterator<Item = bool> + '_ {
    (0..m.size()).map(|i| matches!(m.get_flat(i), Scalar::Bool(true)))
}

fn any(m: &NdArray) -> bool {
    bools(m).any(|b| b)
}

/// `getdata(a)`: the data of a masked array, else the value as NumPy sees it.
fn getdata(v: &Value) -> Value {
    match v {
        Value::Masked(m) => Value::Array(m.data.clone()),
        other => other.clone(),
    }
}

/// `getmask(a)`: the mask, or None for nomask.
fn getmask(v: &Value) -> Option<Rc<NdArray>> {
    match v {
        Value::Masked(m) => m.mask.borrow().clone(),
        _ => None,
    }
}

fn falses(shape: &[usize]) -> PyResult<Rc<NdArray>> {
    NdArray::zeros(DType::Bool, shape, false)
}

/// `getmaskarray(a)`: the mask as a full array (all False for nomask).
fn getmaskarray(v: &Value) -> PyResult<Rc<NdArray>> {
    match getmask(v) {
        Some(m) => Ok(m),
        None => falses(&arr(v)?.shape),
    }
}

/// `make_mask(m, shrink=True)` of a computed bool array: nomask when nothing is True.
fn shrink(m: Rc<NdArray>) -> Option<Rc<NdArray>> {
    any(&m).then_some(m)
}

/// A value as a bool array (`make_mask(m, shrink=False)`).
fn bool_array(interp: &mut Interp, v: &Value) -> PyResult<Rc<NdArray>> {
    let v = getdata(v);
    let r = callk(interp, "numpy.asarray", vec![v], vec![("dtype", Value::DType(DType::Bool))])?;
    // np.array(..., copy=True) for a mask the caller keeps
    arr(&call(interp, "numpy.array", vec![r])?)
}

/// `mask_or(m1, m2)`: the union, shrunk to nomask when nothing is masked.
fn mask_or(interp: &mut Interp, a: Option<Rc<NdArray>>, b: Option<Rc<NdArray>>) -> PyResult<Option<Rc<NdArray>>> {
    match (a, b) {
        (None, None) => Ok(None),
        (Some(m), None) | (None, Some(m)) => Ok(shrink(m)),
        (Some(x), Some(y)) => {
            if Rc::ptr_eq(&x, &y) {
                return Ok(Some(x));
            }
            let r = arr(&call(interp, "numpy.logical_or", vec![Value::Array(x), Value::Array(y)])?)?;
            Ok(shrink(r))
        }
    }
}

fn or_values(interp: &mut Interp, a: Value, b: Value) -> PyResult<Value> {
    call(interp, "numpy.logical_or", vec![a, b])
}

/// The mask as a `mask=` Value for a new array: None for nomask.
fn mask_value(m: &Option<Rc<NdArray>>) -> Value {
    match m {
        Some(m) => Value::Array(m.clone()),
        None => Value::Scalar(DType::Bool, Scalar::Bool(false)),
    }
}

/// `default_fill_value(dtype)`: 999999 for integers, 1e20 for floats, True for bools.
fn default_fill(dtype: DType) -> PyResult<Rc<NdArray>> {
    if dtype == DType::Bool {
        NdArray::from_scalars(DType::Bool, &[], &[Scalar::Bool(true)])
    } else if dtype.is_integer() && dtype.int_bounds().is_some_and(|(lo, _)| lo == 0) {
        NdArray::from_scalars(DType::UInt64, &[], &[Scalar::UInt(999999)])
    } else if dtype.is_integer() {
        NdArray::from_scalars(DType::Int64, &[], &[Scalar::Int(999999)])
    } else if dtype.is_complex() {
        NdArray::from_scalars(DType::Complex128, &[], &[Scalar::Complex(1e20, 0.0)])
    } else {
        NdArray::from_scalars(DType::Float64, &[], &[Scalar::Float(1e20)])
    }
}

/// `_check_fill_value(value, dtype)` of a value the user gave: cast into the dtype.
fn check_fill(interp: &mut Interp, v: &Value, dtype: DType) -> PyResult<Rc<NdArray>> {
    if v.is_none() {
        return default_fill(dtype);
    }
    if matches!(v, Value::Str(_) | Value::Bytes(_)) {
        return Err(type_error(format!("Cannot set fill value of string with array of dtype {}", dtype.name())));
    }
    let r = callk(interp, "numpy.array", vec![getdata(v)], vec![("dtype", Value::DType(dtype))]);
    match r {
        Ok(a) => arr(&a),
        Err(e) if e.kind == ExcKind::ValueError || e.kind == ExcKind::OverflowError => {
            Err(type_error(format!("Cannot convert fill_value {} to dtype '{}'", crate::repr::str_of(v, &interp.print_opts), dtype.name())))
        }
        Err(e) => Err(e),
    }
}

/// `self.fill_value` (made on first use, as the property does).
fn fill_value(m: &MaskedArray) -> PyResult<Rc<NdArray>> {
    if let Some(f) = m.fill.borrow().as_ref() {
        return Ok(f.clone());
    }
    let f = default_fill(m.data.dtype)?;
    *m.fill.borrow_mut() = Some(f.clone());
    Ok(f)
}

fn scalar_value(a: &NdArray) -> Value {
    Value::Scalar(a.dtype, a.get_flat(0))
}

fn check_dtype(a: &NdArray) -> PyResult<()> {
    if a.dtype.is_integer() || a.dtype.is_float() || a.dtype.is_complex() || a.dtype == DType::Bool {
        Ok(())
    } else {
        Err(not_implemented(format!("masked arrays of dtype {} are not supported by stridelab", a.dtype.name())))
    }
}

fn data_arg(interp: &mut Interp, v: &Value, dtype: Option<Value>, copy: bool) -> PyResult<Rc<NdArray>> {
    let d = getdata(v);
    let mut kw = vec![];
    if let Some(dt) = dtype {
        kw.push(("dtype", dt));
    }
    let key = if copy { "numpy.array" } else { "numpy.asarray" };
    let r = match callk(interp, key, vec![d], kw)? {
        Value::Array(a) => a,
        Value::Scalar(dt, s) => NdArray::from_scalars(dt, &[], &[s])?,
        _ => return Err(not_implemented("masked arrays of text, structured, datetime or object data are not supported by stridelab")),
    };
    check_dtype(&r)?;
    Ok(r)
}

// ---------------------------------------------------------------- construction

/// `MaskedArray.__new__`.
#[allow(clippy::too_many_arguments)]
fn new_masked(interp: &mut Interp, data: &Value, mask: Option<Value>, dtype: Option<Value>, copy: bool, fill: Option<Value>, keep_mask: bool, hard: bool, shrink_mask: bool) -> PyResult<Value> {
    let d = data_arg(interp, data, dtype, copy)?;
    let old = match data {
        Value::Masked(m) if keep_mask => m.mask.borrow().clone(),
        _ => None,
    };
    let inherited_fill = match data {
        Value::Masked(m) => m.fill.borrow().clone(),
        _ => None,
    };
    let mut m = old.clone();
    if let Some(mv) = mask.filter(|v| !matches!(v, Value::Scalar(DType::Bool, Scalar::Bool(false)))) {
        let given = if is_masked_constant(&mv) { Value::Bool(true) } else { mv };
        let mk = bool_array(interp, &given)?;
        let mk = if mk.shape != d.shape {
            let (nd, nm) = (d.size(), mk.size());
            if nm == 1 {
                arr(&callk(interp, "numpy.resize", vec![Value::Array(mk)], vec![("new_shape", Value::int_tuple(d.shape.iter().map(|&s| s as i128)))])?)?
            } else if nm == nd {
                arr(&callk(interp, "numpy.reshape", vec![Value::Array(mk)], vec![("shape", Value::int_tuple(d.shape.iter().map(|&s| s as i128)))])?)?
            } else {
                return Err(PyErr::new(ExcKind::MaskError, format!("Mask and data not compatible: data size is {nd}, mask size is {nm}.")));
            }
        } else {
            mk
        };
        m = match old {
            Some(o) => Some(arr(&or_values(interp, Value::Array(mk), Value::Array(o))?)?),
            None => Some(mk),
        };
    } else if old.is_none() && !shrink_mask {
        m = Some(falses(&d.shape)?);
    }
    let fill = match fill {
        Some(f) if !f.is_none() => Some(check_fill(interp, &f, d.dtype)?),
        _ => inherited_fill,
    };
    let v = make(d, m, fill);
    if let Value::Masked(x) = &v {
        x.hard.set(hard);
    }
    Ok(v)
}

fn flag(a: &Args, name: &str, default: bool) -> PyResult<bool> {
    match a.get(name) {
        None => Ok(default),
        Some(v) => crate::ops::truthy(&v),
    }
}

fn ma_array(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    construct(interp, a, a.req("data"))
}

fn ma_masked_array(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    construct(interp, a, a.get("data").unwrap_or(Value::None))
}

fn construct(interp: &mut Interp, a: &Args, data: Value) -> PyResult<Value> {
    if a.get("ndmin").is_some_and(|v| !matches!(v, Value::Int(0))) || a.get("order").is_some_and(|v| !v.is_none()) {
        return Err(not_implemented("np.ma.array with ndmin= or order= is not supported by stridelab"));
    }
    let copy = flag(a, "copy", false)?;
    let keep = flag(a, "keep_mask", true)?;
    let hard = flag(a, "hard_mask", false)?;
    let shrink_mask = flag(a, "shrink", true)?;
    new_masked(interp, &data, a.get("mask"), a.get("dtype").filter(|v| !v.is_none()), copy, a.get("fill_value"), keep, hard, shrink_mask)
}

/// `masked_where(condition, a, copy=True)`.
fn masked_where(interp: &mut Interp, cond: &Value, a: &Value, copy: bool) -> PyResult<Value> {
    let c = bool_array(interp, cond)?;
    let d = data_arg(interp, a, None, copy)?;
    if !c.shape.is_empty() && c.shape != d.shape {
        return Err(PyErr::new(
            ExcKind::IndexError,
            format!(
                "Inconsistent shape between the condition and the input (got {} and {})",
                stridelab_engine::array::shape_repr(&c.shape),
                stridelab_engine::array::shape_repr(&d.shape)
            ),
        ));
    }
    let c = match getmask(a) {
        Some(old) => arr(&or_values(interp, Value::Array(c), Value::Array(old))?)?,
        None => c,
    };
    // result.mask = _shrink_mask(cond): nomask stays nomask, else the condition broadcast
    let m = match shrink(c) {
        None => None,
        Some(c) if c.shape == d.shape => Some(c),
        Some(c) => Some(arr(&callk(interp, "numpy.broadcast_to", vec![Value::Array(c)], vec![("shape", Value::int_tuple(d.shape.iter().map(|&s| s as i128)))])?)?.copy_as(DType::Bool, false)?),
    };
    let fill = match a {
        Value::Masked(x) => x.fill.borrow().clone(),
        _ => None,
    };
    Ok(make(d, m, fill))
}

fn copy_flag(a: &Args) -> PyResult<bool> {
    flag(a, "copy", true)
}

fn ma_masked_where(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let c = copy_flag(a)?;
    masked_where(interp, &a.req("condition"), &a.req("a"), c)
}

fn ma_masked_invalid(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = a.req("a");
    let d = data_arg(interp, &x, None, false)?;
    let fin = call(interp, "numpy.isfinite", vec![Value::Array(d)])?;
    let cond = call(interp, "numpy.logical_not", vec![fin])?;
    let c = copy_flag(a)?;
    let r = masked_where(interp, &cond, &x, c)?;
    if let Value::Masked(m) = &r
        && m.mask.borrow().is_none()
    {
        *m.mask.borrow_mut() = Some(falses(&m.data.shape)?);
    }
    Ok(r)
}

fn compare_masked(interp: &mut Interp, a: &Args, key: &str, set_fill: bool) -> PyResult<Value> {
    let (x, value) = (a.req("x"), a.req("value"));
    let cond = call(interp, key, vec![getdata(&x), value.clone()])?;
    let c = copy_flag(a)?;
    let r = masked_where(interp, &cond, &x, c)?;
    if set_fill {
        set_fill_value(interp, &r, &value)?;
    }
    Ok(r)
}

fn equal_fill(interp: &mut Interp, a: &Args, key: &str) -> PyResult<Value> {
    compare_masked(interp, a, key, true)
}

fn compare_only(interp: &mut Interp, a: &Args, key: &str) -> PyResult<Value> {
    compare_masked(interp, a, key, false)
}

ma_ufuncs! {
    ma_masked_equal => equal_fill("numpy.equal");
    ma_masked_not_equal => compare_only("numpy.not_equal");
    ma_masked_greater => compare_only("numpy.greater");
    ma_masked_greater_equal => compare_only("numpy.greater_equal");
    ma_masked_less => compare_only("numpy.less");
    ma_masked_less_equal => compare_only("numpy.less_equal");
}

fn interval(interp: &mut Interp, a: &Args, inside: bool) -> PyResult<Value> {
    let x = a.req("x");
    let (mut v1, mut v2) = (a.req("v1"), a.req("v2"));
    if crate::ops::truthy(&crate::ops::compare(interp, CmpOp::Lt, &v2, &v1)?)? {
        std::mem::swap(&mut v1, &mut v2);
    }
    let xf = filled_value(interp, &x, None)?;
    let cond = if inside {
        let lo = call(interp, "numpy.greater_equal", vec![xf.clone(), v1])?;
        let hi = call(interp, "numpy.less_equal", vec![xf, v2])?;
        call(interp, "numpy.logical_and", vec![lo, hi])?
    } else {
        let lo = call(interp, "numpy.less", vec![xf.clone(), v1])?;
        let hi = call(interp, "numpy.greater", vec![xf, v2])?;
        call(interp, "numpy.logical_or", vec![lo, hi])?
    };
    let c = copy_flag(a)?;
    masked_where(interp, &cond, &x, c)
}

fn ma_masked_inside(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    interval(interp, a, true)
}
fn ma_masked_outside(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    interval(interp, a, false)
}

/// `masked_values(x, value, rtol, atol, copy, shrink)`: isclose for floats, equal otherwise.
fn ma_masked_values(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let (x, value) = (a.req("x"), a.req("value"));
    let xd = getdata(&x);
    let d = data_arg(interp, &x, None, false)?;
    let mask = if d.dtype.is_float() {
        let mut kw = vec![];
        for k in ["rtol", "atol"] {
            if let Some(v) = a.get(k) {
                kw.push((k, v));
            }
        }
        callk(interp, "numpy.isclose", vec![xd, value.clone()], kw)?
    } else {
        call(interp, "numpy.equal", vec![xd, value.clone()])?
    };
    let copy = copy_flag(a)?;
    let r = new_masked(interp, &x, Some(mask), None, copy, Some(value), true, false, true)?;
    if flag(a, "shrink", true)?
        && let Value::Masked(m) = &r
    {
        let cur = m.mask.borrow().clone();
        *m.mask.borrow_mut() = cur.and_then(shrink);
    }
    Ok(r)
}

fn ma_getmask(_: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(mask_value(&getmask(&a.req("a"))))
}

fn ma_getmaskarray(_: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(Value::Array(getmaskarray(&a.req("arr"))?))
}

fn ma_getdata(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    match a.req("a") {
        Value::Masked(m) => Ok(Value::Array(m.data.clone())),
        other => call(interp, "numpy.asarray", vec![other]),
    }
}

fn ma_is_masked(_: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(Value::Bool(match a.req("x") {
        Value::Masked(m) => m.mask.borrow().as_ref().is_some_and(|k| any(k)),
        _ => false,
    }))
}

fn ma_is_masked_array(_: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(Value::Bool(matches!(a.req("x"), Value::Masked(_))))
}

/// `np.ma.concatenate`: the data joined; the masks joined when any array has one.
fn concatenate(interp: &mut Interp, arrays: &Value, axis: Option<Value>) -> PyResult<Value> {
    let items = crate::ops::iterate(arrays)?;
    let datas: Vec<Value> = items.iter().map(getdata).collect();
    let kw: Vec<(&str, Value)> = axis.map(|v| vec![("axis", v)]).unwrap_or_default();
    let d = arr(&callk(interp, "numpy.concatenate", vec![Value::list(datas)], kw.clone())?)?;
    if items.iter().all(|v| getmask(v).is_none()) {
        return Ok(make(d, None, None));
    }
    let masks = items.iter().map(|v| getmaskarray(v).map(Value::Array)).collect::<PyResult<Vec<_>>>()?;
    let dm = arr(&callk(interp, "numpy.concatenate", vec![Value::list(masks)], kw)?)?;
    Ok(make(d, shrink(dm), None))
}

fn ma_concatenate(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    concatenate(interp, &a.req("arrays"), a.get("axis"))
}

fn wrap_plain(interp: &mut Interp, key: &str, a: &Args, names: &[&str]) -> PyResult<Value> {
    let mut pos = vec![];
    let mut kw = vec![];
    for (i, n) in names.iter().enumerate() {
        if let Some(v) = a.get(n) {
            if i == 0 {
                pos.push(v);
            } else {
                kw.push((n.to_string(), v));
            }
        }
    }
    let r = arr(&call_builtin(interp, key, pos, kw)?)?;
    check_dtype(&r)?;
    Ok(make(r, None, None))
}

fn ma_arange(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let mut pos = vec![a.req("start_or_stop")];
    for k in ["stop", "step"] {
        if let Some(v) = a.get(k) {
            pos.push(v);
        }
    }
    let kw: Vec<(String, Value)> = a.get("dtype").map(|d| vec![("dtype".to_string(), d)]).unwrap_or_default();
    let r = arr(&call_builtin(interp, "numpy.arange", pos, kw)?)?;
    Ok(make(r, None, None))
}

fn ma_zeros(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    wrap_plain(interp, "numpy.zeros", a, &["shape", "dtype", "order"])
}

fn ma_ones(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    wrap_plain(interp, "numpy.ones", a, &["shape", "dtype", "order"])
}

fn ma_filled(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = a.req("a");
    match &x {
        Value::Masked(_) => filled_value(interp, &x, a.get("fill_value")),
        other => call(interp, "numpy.asarray", vec![other.clone()]),
    }
}

fn masked_arg(v: Value, fname: &str) -> PyResult<Rc<MaskedArray>> {
    match v {
        Value::Masked(m) => Ok(m),
        other => Err(not_implemented(format!("np.ma.{fname} of a {} is not supported by stridelab", other.type_name()))),
    }
}

fn ma_compressed(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let m = masked_arg(a.req("x"), "compressed")?;
    compressed(interp, &m)
}

fn ma_count(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let m = masked_arg(a.req("self"), "count")?;
    count(interp, &m, a.get("axis"), a.get("keepdims"))
}

fn reduction_fn(interp: &mut Interp, a: &Args, name: &str) -> PyResult<Value> {
    let x = a.req("self");
    let m = match x {
        Value::Masked(m) => m,
        other => {
            let d = arr(&call(interp, "numpy.asarray", vec![other])?)?;
            Rc::new(MaskedArray { data: d, mask: RefCell::new(None), fill: RefCell::new(None), hard: Cell::new(false), constant: false })
        }
    };
    let kw: Vec<(String, Value)> = ["axis", "dtype", "out", "keepdims"].iter().filter_map(|k| a.get(k).map(|v| (k.to_string(), v))).collect();
    method(interp, &m, name, vec![], kw)
}

fn ma_fn_sum(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    reduction_fn(interp, a, "sum")
}

fn ma_fn_mean(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    reduction_fn(interp, a, "mean")
}

// ---------------------------------------------------------------- printing

fn dtype_is_implied(d: DType) -> bool {
    matches!(d, DType::Int64 | DType::Float64 | DType::Complex128 | DType::Bool)
}

/// The text of one element as `_insert_masked_print` leaves it: `--`, or the `repr` of the
/// Python object `astype(object)` makes.
fn object_elem(m: &MaskedArray, mask: &NdArray, i: usize, opts: &PrintOptions) -> String {
    if matches!(mask.get_flat(i), Scalar::Bool(true)) {
        return "--".into();
    }
    crate::repr::repr(&crate::convert::scalar_to_py(m.data.get_flat(i)), opts)
}

/// The data with masked elements as `--`; big arrays are cut to their corners first, as
/// `_insert_masked_print` does (100 per axis beyond 1-d, 1500 for 1-d), which decides
/// whether the printer summarizes.
fn object_text(m: &MaskedArray, mask: &NdArray, opts: &PrintOptions, sep: &str, prefix: &str, suffix: &str) -> String {
    let shape = &m.data.shape;
    let pw = if shape.len() > 1 { 100 } else { 1500 };
    let half = pw / 2;
    let cut: Vec<usize> = shape.iter().map(|&s| if s > pw { 2 * half } else { s }).collect();
    let orig = |flat: usize| -> usize {
        let mut rem = flat;
        let mut idx = vec![0usize; cut.len()];
        for ax in (0..cut.len()).rev() {
            idx[ax] = rem % cut[ax].max(1);
            rem /= cut[ax].max(1);
        }
        let mut o = 0;
        for ax in 0..cut.len() {
            let k = if shape[ax] > pw && idx[ax] >= half { idx[ax] + shape[ax] - 2 * half } else { idx[ax] };
            o = o * shape[ax] + k;
        }
        o
    };
    let size: usize = cut.iter().product();
    let elem = |i: usize| object_elem(m, mask, orig(i), opts);
    arrayprint::object_array2string(&cut, &elem, size > opts.threshold, opts, sep, prefix, suffix)
}

pub fn repr(m: &MaskedArray, opts: &PrintOptions) -> String {
    if m.constant {
        return "masked".into();
    }
    let d = &m.data;
    let mask = m.mask.borrow().clone();
    let all_masked = match &mask {
        Some(k) => bools(k).all(|b| b),
        None => false,
    };
    let dtype_needed = !dtype_is_implied(d.dtype) || all_masked || d.size() == 0;
    let mut keys = vec!["data", "mask", "fill_value"];
    if dtype_needed {
        keys.push("dtype");
    }
    let one_row = d.shape.len() <= 1 || d.shape[..d.shape.len() - 1].iter().all(|&s| s == 1);
    let prefix = "masked_array(";
    let indent = |k: &str| -> String {
        if one_row {
            if k == keys[0] { prefix.to_string() } else { " ".repeat((prefix.len() + keys[0].len()).saturating_sub(k.len()).max(2)) }
        } else {
            "  ".into()
        }
    };
    let data_prefix = format!("{}data=", indent("data"));
    let data_text = match &mask {
        None => arrayprint::array2string_with(&d.shape, d.dtype, &|i| d.get_flat(i), opts, ", ", &data_prefix, ","),
        Some(k) => object_text(m, k, opts, ", ", &data_prefix, ","),
    };
    let mask_prefix = format!("{}mask=", indent("mask"));
    let mask_text = match &mask {
        None => "False".into(),
        Some(k) => arrayprint::array2string_with(&k.shape, DType::Bool, &|i| k.get_flat(i), opts, ", ", &mask_prefix, ","),
    };
    let fill_text = match fill_value(m) {
        Ok(f) if f.dtype == d.dtype => arrayprint::scalar_str(f.dtype, f.get_flat(0)),
        Ok(f) => arrayprint::scalar_repr(f.dtype, f.get_flat(0)),
        Err(_) => "?".into(),
    };
    let mut parts = vec![format!("{}data={}", indent("data"), data_text), format!("{}mask={}", indent("mask"), mask_text), format!("{}fill_value={}", indent("fill_value"), fill_text)];
    if dtype_needed {
        parts.push(format!("{}dtype={}", indent("dtype"), d.dtype.name()));
    }
    let body = parts.join(",\n");
    if one_row { format!("{body})") } else { format!("{prefix}\n{body})") }
}

pub fn str(m: &MaskedArray, opts: &PrintOptions) -> String {
    if m.constant {
        return "--".into();
    }
    let mask = m.mask.borrow().clone();
    match mask {
        None => crate::repr::str_of(&Value::Array(m.data.clone()), opts),
        Some(k) => object_text(m, &k, opts, " ", "", ""),
    }
}

// ---------------------------------------------------------------- attributes and methods

pub fn attr(interp: &mut Interp, obj: &Value, m: &Rc<MaskedArray>, name: &str) -> PyResult<Value> {
    let d = &m.data;
    match name {
        "data" | "_data" => Ok(Value::Array(d.clone())),
        "mask" | "_mask" => Ok(mask_value(&m.mask.borrow())),
        "recordmask" => Ok(mask_value(&m.mask.borrow())),
        "fill_value" => Ok(scalar_value(&*fill_value(m)?)),
        "hardmask" => Ok(Value::Bool(m.hard.get())),
        "sharedmask" => Ok(Value::Bool(false)),
        "baseclass" => Ok(Value::Type(TypeObj::NdArray)),
        "shape" | "dtype" | "ndim" | "size" | "itemsize" | "nbytes" | "strides" => crate::attrs::get_attr(interp, &Value::Array(d.clone()), name),
        "T" => method(interp, m, "transpose", vec![], vec![]),
        _ if METHODS.contains(&name) => Ok(Value::Method(Rc::new((obj.clone(), name.to_string())))),
        _ => Err(crate::numpy::names::missing_type_attr("ndarray", name)
            .map(|_| not_implemented(format!("MaskedArray.{name} is not supported by stridelab")))
            .unwrap_or_else(|| attribute_error(format!("'MaskedArray' object has no attribute '{name}'")))),
    }
}

pub fn set_attr(interp: &mut Interp, m: &Rc<MaskedArray>, name: &str, v: &Value) -> PyResult<()> {
    match name {
        "mask" => set_mask(interp, m, v),
        "fill_value" => set_fill_value(interp, &Value::Masked(m.clone()), v),
        _ => Err(not_implemented(format!("setting MaskedArray.{name} is not supported by stridelab"))),
    }
}

/// `__setmask__`: a new mask array for nomask, else written into the existing one.
fn set_mask(interp: &mut Interp, m: &Rc<MaskedArray>, v: &Value) -> PyResult<()> {
    if m.constant {
        return Err(not_implemented("changing np.ma.masked is not supported by stridelab"));
    }
    let v = if is_masked_constant(v) { Value::Bool(true) } else { getdata(v) };
    let cur = m.mask.borrow().clone();
    let target = match cur {
        Some(c) => c,
        None => {
            let c = falses(&m.data.shape)?;
            *m.mask.borrow_mut() = Some(c.clone());
            c
        }
    };
    if m.hard.get() {
        return Err(not_implemented("changing a hard mask is not supported by stridelab"));
    }
    let b = bool_array(interp, &v)?;
    let flat = arr(&call(interp, "numpy.ravel", vec![Value::Array(b)])?)?;
    let n = target.size();
    if flat.size() == 0 {
        return Ok(());
    }
    // `current_mask.flat = mask`: the values repeat to fill the mask
    let vals: Vec<Scalar> = (0..n).map(|i| flat.get_flat(i % flat.size())).collect();
    let src = NdArray::from_scalars(DType::Bool, &target.shape, &vals)?;
    crate::index::array_set(&target, &Value::Ellipsis, &Value::Array(src))?;
    let _ = interp;
    Ok(())
}

fn set_fill_value(interp: &mut Interp, x: &Value, v: &Value) -> PyResult<()> {
    let Value::Masked(m) = x else { return Ok(()) };
    let target = check_fill(interp, v, m.data.dtype)?;
    let cur = m.fill.borrow().clone();
    match cur {
        None => *m.fill.borrow_mut() = Some(target),
        // `_fill_value[()] = target`: every array sharing it sees the new value
        Some(f) => crate::index::array_set(&f, &Value::tuple(vec![]), &Value::Array(target))?,
    }
    Ok(())
}

const METHODS: &[&str] = &[
    "filled", "compressed", "count", "sum", "prod", "product", "mean", "min", "max", "var", "std", "copy", "reshape", "ravel", "flatten", "transpose",
    "tolist", "any", "all", "harden_mask", "soften_mask", "astype", "__len__", "cumsum", "cumprod",
];

/// `self.filled(fill_value)`: a copy of the data with masked elements set (the data itself when nothing is masked).
fn filled_value(interp: &mut Interp, x: &Value, fill: Option<Value>) -> PyResult<Value> {
    let m = match x {
        Value::Masked(m) => m,
        other => return call(interp, "numpy.asarray", vec![other.clone()]),
    };
    let Some(mask) = m.mask.borrow().clone() else { return Ok(Value::Array(m.data.clone())) };
    let f = match fill {
        Some(f) if !f.is_none() => check_fill(interp, &f, m.data.dtype)?,
        _ => fill_value(m)?,
    };
    if m.data.ndim() == 0 {
        return Ok(if any(&mask) { Value::Array(f.copy_as(m.data.dtype, false)?) } else { Value::Array(m.data.copy_as(m.data.dtype, false)?) });
    }
    let r = arr(&callk(interp, "numpy.copy", vec![Value::Array(m.data.clone())], vec![("order", Value::str("K"))])?)?;
    callk(interp, "numpy.copyto", vec![Value::Array(r.clone()), Value::Array(f)], vec![("where", Value::Array(mask))])?;
    Ok(Value::Array(r))
}

fn compressed(interp: &mut Interp, m: &MaskedArray) -> PyResult<Value> {
    let flat = call(interp, "numpy.ravel", vec![Value::Array(m.data.clone())])?;
    match m.mask.borrow().clone() {
        None => Ok(flat),
        Some(k) => {
            let flat_mask = call(interp, "numpy.ravel", vec![Value::Array(k)])?;
            let keep = call(interp, "numpy.logical_not", vec![flat_mask])?;
            crate::index::array_get(&arr(&flat)?, &keep)
        }
    }
}

fn axis_kw(axis: &Option<Value>, keepdims: &Option<Value>) -> Vec<(&'static str, Value)> {
    let mut kw = vec![];
    if let Some(a) = axis {
        kw.push(("axis", a.clone()));
    }
    if let Some(k) = keepdims {
        kw.push(("keepdims", k.clone()));
    }
    kw
}

fn count(interp: &mut Interp, m: &MaskedArray, axis: Option<Value>, keepdims: Option<Value>) -> PyResult<Value> {
    let axis = axis.filter(|v| !v.is_none());
    match m.mask.borrow().clone() {
        None => {
            if axis.is_none() && keepdims.is_none() {
                return Ok(Value::Int(m.data.size() as i128));
            }
            let ones = NdArray::from_scalars(DType::Bool, &[], &[Scalar::Bool(true)])?;
            let full = arr(&callk(interp, "numpy.broadcast_to", vec![Value::Array(ones)], vec![("shape", Value::int_tuple(m.data.shape.iter().map(|&s| s as i128)))])?)?;
            let mut kw = axis_kw(&axis, &keepdims);
            kw.push(("dtype", Value::DType(DType::Int64)));
            callk(interp, "numpy.sum", vec![Value::Array(full)], kw)
        }
        Some(k) => {
            let inv = call(interp, "numpy.logical_not", vec![Value::Array(k)])?;
            let mut kw = axis_kw(&axis, &keepdims);
            kw.push(("dtype", Value::DType(DType::Int64)));
            callk(interp, "numpy.sum", vec![inv], kw)
        }
    }
}

/// `_check_mask_axis(mask, axis)`: `mask.all(axis)`, or nomask.
fn mask_all(interp: &mut Interp, m: &MaskedArray, axis: &Option<Value>, keepdims: &Option<Value>) -> PyResult<Option<Value>> {
    match m.mask.borrow().clone() {
        None => Ok(None),
        Some(k) => callk(interp, "numpy.all", vec![Value::Array(k)], axis_kw(axis, keepdims)).map(Some),
    }
}

/// A reduction's result: a masked array for an array result, `masked` for a masked scalar.
fn reduced(result: Value, newmask: Option<Value>) -> PyResult<Value> {
    match &result {
        Value::Array(r) if r.ndim() > 0 => {
            let mk = match newmask {
                Some(Value::Array(k)) => Some(k),
                _ => None,
            };
            Ok(make(r.clone(), mk, None))
        }
        _ => {
            if let Some(nm) = newmask
                && crate::ops::truthy(&nm)?
            {
                return Ok(masked());
            }
            Ok(result)
        }
    }
}

fn fill_scalar(dtype: DType, s: Scalar) -> PyResult<Value> {
    Ok(Value::Array(NdArray::from_scalars(dtype, &[], &[s])?))
}

/// `minimum_fill_value` (largest value of the dtype) or `maximum_fill_value` (smallest).
fn extreme_fill(dtype: DType, for_min: bool) -> PyResult<Value> {
    let s = match dtype {
        DType::Bool => Scalar::Bool(for_min),
        d if d.is_float() => Scalar::Float(if for_min { f64::INFINITY } else { f64::NEG_INFINITY }),
        d if d.is_complex() => Scalar::Complex(if for_min { f64::INFINITY } else { f64::NEG_INFINITY }, 0.0),
        d => {
            let (lo, hi) = d.int_bounds().unwrap_or((i64::MIN as i128, i64::MAX as i128));
            let bound = if for_min { hi } else { lo };
            if bound > i64::MAX as i128 { Scalar::UInt(bound as u64).cast(d) } else { Scalar::Int(bound as i64).cast(d) }
        }
    };
    fill_scalar(dtype, s)
}

struct RedArgs {
    axis: Option<Value>,
    dtype: Option<Value>,
    keepdims: Option<Value>,
    ddof: Option<Value>,
    fill: Option<Value>,
}

fn red_args(name: &str, sig: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<RedArgs> {
    let a = Args::bind(name, sig, pos, kw)?;
    if a.get("out").is_some_and(|v| !v.is_none()) {
        return Err(not_implemented(format!("MaskedArray.{name} with out= is not supported by stridelab")));
    }
    let nz = |k: &str| a.get(k).filter(|v| !v.is_none());
    Ok(RedArgs { axis: nz("axis"), dtype: nz("dtype"), keepdims: nz("keepdims"), ddof: nz("ddof"), fill: nz("fill_value") })
}

fn sum_like(interp: &mut Interp, m: &MaskedArray, r: &RedArgs, key: &str, fill: i128) -> PyResult<Value> {
    let newmask = mask_all(interp, m, &r.axis, &r.keepdims)?;
    let f = filled_value(interp, &Value::Masked(Rc::new(clone_shallow(m))), Some(Value::Int(fill)))?;
    let mut kw = axis_kw(&r.axis, &r.keepdims);
    if let Some(d) = &r.dtype {
        kw.push(("dtype", d.clone()));
    }
    let res = callk(interp, key, vec![f], kw)?;
    reduced(res, newmask)
}

fn clone_shallow(m: &MaskedArray) -> MaskedArray {
    MaskedArray { data: m.data.clone(), mask: RefCell::new(m.mask.borrow().clone()), fill: RefCell::new(m.fill.borrow().clone()), hard: Cell::new(m.hard.get()), constant: false }
}

fn minmax(interp: &mut Interp, m: &MaskedArray, r: &RedArgs, for_min: bool) -> PyResult<Value> {
    let newmask = mask_all(interp, m, &r.axis, &r.keepdims)?;
    let fill = match &r.fill {
        Some(f) => f.clone(),
        None => extreme_fill(m.data.dtype, for_min)?,
    };
    let f = filled_value(interp, &Value::Masked(Rc::new(clone_shallow(m))), Some(fill))?;
    let res = callk(interp, if for_min { "numpy.min" } else { "numpy.max" }, vec![f], axis_kw(&r.axis, &r.keepdims))?;
    match (&res, &newmask) {
        (Value::Array(a), Some(Value::Array(k))) if a.ndim() > 0 => {
            // masked results hold the result's own fill value
            let fv = default_fill(a.dtype)?;
            callk(interp, "numpy.copyto", vec![Value::Array(a.clone()), Value::Array(fv)], vec![("where", Value::Array(k.clone())), ("casting", Value::str("unsafe"))])?;
            Ok(make(a.clone(), Some(k.clone()), None))
        }
        _ => reduced(res, newmask),
    }
}

fn mean(interp: &mut Interp, m: &Rc<MaskedArray>, r: &RedArgs) -> PyResult<Value> {
    if m.mask.borrow().is_none() {
        let mut kw = axis_kw(&r.axis, &r.keepdims);
        if let Some(d) = &r.dtype {
            kw.push(("dtype", d.clone()));
        }
        let res = callk(interp, "numpy.mean", vec![Value::Array(m.data.clone())], kw)?;
        return reduced(res, None);
    }
    let dsum = sum_like(interp, m, r, "numpy.sum", 0)?;
    let cnt = count(interp, m, r.axis.clone(), r.keepdims.clone())?;
    let cnt_arr = arr(&cnt)?;
    if cnt_arr.ndim() == 0 && crate::ops::truthy(&crate::ops::compare(interp, CmpOp::Eq, &cnt, &Value::Int(0))?)? {
        return Ok(masked());
    }
    let t = binary(interp, BinOp::Mul, &dsum, &Value::Float(1.0))?;
    binary(interp, BinOp::Div, &t, &cnt)
}

fn var(interp: &mut Interp, m: &Rc<MaskedArray>, r: &RedArgs) -> PyResult<Value> {
    if m.mask.borrow().is_none() {
        let mut kw = axis_kw(&r.axis, &r.keepdims);
        if let Some(d) = &r.dtype {
            kw.push(("dtype", d.clone()));
        }
        if let Some(d) = &r.ddof {
            kw.push(("ddof", d.clone()));
        }
        let res = callk(interp, "numpy.var", vec![Value::Array(m.data.clone())], kw)?;
        return reduced(res, None);
    }
    if m.data.dtype.is_complex() {
        return Err(not_implemented("the variance of a complex masked array is not supported by stridelab"));
    }
    let cnt = count(interp, m, r.axis.clone(), r.keepdims.clone())?;
    let cnt = binary(interp, BinOp::Sub, &cnt, &r.ddof.clone().unwrap_or(Value::Int(0)))?;
    let mr = RedArgs { axis: r.axis.clone(), dtype: r.dtype.clone(), keepdims: Some(Value::Bool(true)), ddof: None, fill: None };
    let mu = mean(interp, m, &mr)?;
    let danom = binary(interp, BinOp::Sub, &Value::Masked(m.clone()), &mu)?;
    let danom = binary(interp, BinOp::Mul, &danom, &danom)?;
    let Value::Masked(dm) = &danom else { return Err(value_error("variance of a masked array")) };
    let sr = RedArgs { axis: r.axis.clone(), dtype: None, keepdims: r.keepdims.clone(), ddof: None, fill: None };
    let s = sum_like(interp, dm, &sr, "numpy.sum", 0)?;
    let dvar = domained(interp, "numpy.true_divide", &s, &cnt)?;
    match &dvar {
        Value::Masked(v) if v.data.ndim() > 0 => {
            let all = mask_all(interp, m, &r.axis, &r.keepdims)?.map(|a| arr(&a)).transpose()?;
            let le = arr(&crate::ops::compare(interp, CmpOp::Le, &cnt, &Value::Int(0))?)?;
            let nm = mask_or(interp, all, Some(le))?;
            *v.mask.borrow_mut() = nm;
            *v.fill.borrow_mut() = m.fill.borrow().clone();
            Ok(dvar)
        }
        Value::Masked(v) if v.mask.borrow().as_ref().is_some_and(|k| any(k)) => Ok(masked()),
        _ => Ok(dvar),
    }
}

fn reshape_like(interp: &mut Interp, m: &MaskedArray, key: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let d = arr(&crate::numpy::ndarray::call_method(interp, &Value::Array(m.data.clone()), key, pos.clone(), kw.clone())?)?;
    let mk = match m.mask.borrow().clone() {
        None => None,
        Some(k) => Some(arr(&crate::numpy::ndarray::call_method(interp, &Value::Array(k), key, pos, kw)?)?),
    };
    Ok(make(d, mk, m.fill.borrow().clone()))
}

pub fn call_method(interp: &mut Interp, m: &Rc<MaskedArray>, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    method(interp, m, name, pos, kw)
}

fn method(interp: &mut Interp, m: &Rc<MaskedArray>, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let me = Value::Masked(m.clone());
    match name {
        "filled" => {
            let a = Args::bind("filled", "fill_value=None", pos, kw)?;
            filled_value(interp, &me, a.get("fill_value"))
        }
        "compressed" => {
            Args::bind("compressed", "", pos, kw)?;
            compressed(interp, m)
        }
        "count" => {
            let a = Args::bind("count", "axis=None, keepdims=<no value>", pos, kw)?;
            count(interp, m, a.get("axis"), a.get("keepdims"))
        }
        "sum" => {
            let r = red_args(name, "axis=None, dtype=None, out=None, keepdims=<no value>", pos, kw)?;
            sum_like(interp, m, &r, "numpy.sum", 0)
        }
        "prod" | "product" => {
            let r = red_args(name, "axis=None, dtype=None, out=None, keepdims=<no value>", pos, kw)?;
            sum_like(interp, m, &r, "numpy.prod", 1)
        }
        "min" | "max" => {
            let r = red_args(name, "axis=None, out=None, fill_value=None, keepdims=<no value>", pos, kw)?;
            minmax(interp, m, &r, name == "min")
        }
        "mean" => {
            let r = red_args(name, "axis=None, dtype=None, out=None, keepdims=<no value>", pos, kw)?;
            mean(interp, m, &r)
        }
        "var" | "std" => {
            let r = red_args(name, "axis=None, dtype=None, out=None, ddof=0, keepdims=<no value>, mean=<no value>", pos, kw)?;
            let v = var(interp, m, &r)?;
            if name == "var" || is_masked_constant(&v) {
                return Ok(v);
            }
            match &v {
                Value::Masked(_) => unary_fn(interp, "numpy.sqrt", &v),
                other => call(interp, "numpy.sqrt", vec![other.clone()]),
            }
        }
        "any" | "all" => {
            let a = Args::bind(name, "axis=None, out=None, keepdims=<no value>", pos, kw)?;
            let axis = a.get("axis").filter(|v| !v.is_none());
            let f = filled_value(interp, &me, Some(Value::Bool(name == "all")))?;
            let res = callk(interp, if name == "all" { "numpy.all" } else { "numpy.any" }, vec![f], axis_kw(&axis, &a.get("keepdims")))?;
            let newmask = mask_all(interp, m, &axis, &a.get("keepdims"))?;
            reduced(res, newmask)
        }
        "copy" => {
            let a = Args::bind("copy", "order='C'", pos, kw)?;
            let order = a.get("order").unwrap_or(Value::str("C"));
            let d = arr(&callk(interp, "numpy.copy", vec![Value::Array(m.data.clone())], vec![("order", order.clone())])?)?;
            let mk = match m.mask.borrow().clone() {
                None => None,
                Some(k) => Some(arr(&callk(interp, "numpy.copy", vec![Value::Array(k)], vec![("order", order)])?)?),
            };
            Ok(make(d, mk, m.fill.borrow().clone()))
        }
        "reshape" | "ravel" | "flatten" | "transpose" => reshape_like(interp, m, name, pos, kw),
        "cumsum" | "cumprod" => {
            // the running sum over filled(0) (or product over filled(1)), under the same mask
            let a = Args::bind(name, "axis=None, dtype=None, out=None", pos, kw)?;
            if a.get("out").is_some_and(|v| !v.is_none()) {
                return Err(not_implemented(format!("MaskedArray.{name} with out= is not supported by stridelab")));
            }
            let f = filled_value(interp, &me, Some(Value::Int(if name == "cumsum" { 0 } else { 1 })))?;
            let kw: Vec<(&str, Value)> = ["axis", "dtype"].iter().filter_map(|k| a.get(k).map(|v| (*k, v))).collect();
            let r = arr(&callk(interp, &format!("numpy.{name}"), vec![f], kw)?)?;
            let mk = match m.mask.borrow().clone() {
                Some(k) if k.shape == r.shape => Some(k.copy_as(DType::Bool, false)?),
                Some(k) => Some(arr(&call(interp, "numpy.ravel", vec![Value::Array(k)])?)?),
                None => None,
            };
            Ok(make(r, mk, None))
        }
        "astype" => {
            let d = arr(&crate::numpy::ndarray::call_method(interp, &Value::Array(m.data.clone()), name, pos, kw)?)?;
            check_dtype(&d)?;
            let mk = m.mask.borrow().clone().map(|k| k.copy_as(DType::Bool, false)).transpose()?;
            Ok(make(d, mk, None))
        }
        "tolist" => {
            Args::bind("tolist", "", pos, kw)?;
            tolist(m)
        }
        "harden_mask" | "soften_mask" => {
            Args::bind(name, "", pos, kw)?;
            m.hard.set(name == "harden_mask");
            Ok(me)
        }
        "__len__" => len(m).map(|n| Value::Int(n as i128)),
        _ => Err(attribute_error(format!("'MaskedArray' object has no attribute '{name}'"))),
    }
}

/// `tolist()`: nested lists with None for masked elements.
fn tolist(m: &MaskedArray) -> PyResult<Value> {
    let mask = m.mask.borrow().clone();
    let item = |i: usize| -> Value {
        match &mask {
            Some(k) if matches!(k.get_flat(i), Scalar::Bool(true)) => Value::None,
            _ => crate::convert::scalar_to_py(m.data.get_flat(i)),
        }
    };
    fn build(shape: &[usize], start: &mut usize, item: &dyn Fn(usize) -> Value) -> Value {
        match shape.split_first() {
            None => {
                let v = item(*start);
                *start += 1;
                v
            }
            Some((&n, rest)) => Value::list((0..n).map(|_| build(rest, start, item)).collect()),
        }
    }
    let mut i = 0;
    Ok(build(&m.data.shape, &mut i, &item))
}

pub fn len(m: &MaskedArray) -> PyResult<usize> {
    m.data.shape.first().copied().ok_or_else(|| type_error("len() of unsized object"))
}

pub fn truthy_of(m: &MaskedArray) -> PyResult<bool> {
    if m.constant {
        return Ok(false);
    }
    crate::ops::truthy(&Value::Array(m.data.clone()))
}

pub fn items(m: &MaskedArray) -> PyResult<Vec<Value>> {
    let n = len(m).map_err(|_| type_error("iteration over a 0-d array"))?;
    (0..n).map(|i| get(m, &Value::Int(i as i128))).collect()
}

// ---------------------------------------------------------------- indexing

fn index_value(v: &Value) -> Value {
    match v {
        Value::Masked(m) => Value::Array(m.data.clone()),
        Value::Tuple(t) => Value::tuple(t.iter().map(index_value).collect()),
        other => other.clone(),
    }
}

/// `x[idx]`: the same index on the data and the mask; a masked element is `masked`.
pub fn get_item(_: &mut Interp, m: &Rc<MaskedArray>, idx: &Value) -> PyResult<Value> {
    get(m, idx)
}

fn get(m: &MaskedArray, idx: &Value) -> PyResult<Value> {
    let idx = index_value(idx);
    let dout = crate::index::array_get(&m.data, &idx)?;
    let mout = match m.mask.borrow().clone() {
        Some(k) => Some(crate::index::array_get(&k, &idx)?),
        None => None,
    };
    match dout {
        Value::Array(d) => {
            let mk = match mout {
                Some(Value::Array(k)) => Some(k),
                Some(other) => Some(arr(&other)?),
                None => None,
            };
            Ok(make(d, mk, m.fill.borrow().clone()))
        }
        scalar => match mout {
            Some(mv) if crate::ops::truthy(&mv)? => Ok(masked()),
            _ => Ok(scalar),
        },
    }
}

/// `x[idx] = value`: `masked` masks; other values write the data and their mask.
pub fn set_item(interp: &mut Interp, m: &Rc<MaskedArray>, idx: &Value, v: &Value) -> PyResult<()> {
    if m.constant {
        return Err(not_implemented("assigning into np.ma.masked is not supported by stridelab"));
    }
    let idx = index_value(idx);
    let ensure_mask = || -> PyResult<Rc<NdArray>> {
        if let Some(k) = m.mask.borrow().clone() {
            return Ok(k);
        }
        let k = falses(&m.data.shape)?;
        *m.mask.borrow_mut() = Some(k.clone());
        Ok(k)
    };
    if is_masked_constant(v) {
        let k = ensure_mask()?;
        return crate::index::array_set(&k, &idx, &Value::Bool(true));
    }
    let dval = getdata(v);
    let mval = getmask(v);
    let cur = m.mask.borrow().clone();
    match cur {
        None => {
            crate::index::array_set(&m.data, &idx, &dval)?;
            if let Some(mv) = mval {
                let k = ensure_mask()?;
                crate::index::array_set(&k, &idx, &Value::Array(mv))?;
            }
        }
        Some(k) if !m.hard.get() => {
            crate::index::array_set(&m.data, &idx, &dval)?;
            crate::index::array_set(&k, &idx, &mask_value(&mval))?;
        }
        Some(_) => return Err(not_implemented("assigning into a masked array with a hard mask is not supported by stridelab")),
    }
    let _ = interp;
    Ok(())
}

// ---------------------------------------------------------------- arithmetic

/// `_MaskedBinaryOperation.__call__` for a ufunc key.
fn masked_binary(interp: &mut Interp, key: &str, a: &Value, b: &Value) -> PyResult<Value> {
    let (da, db) = (getdata(a), getdata(b));
    let result = call(interp, key, vec![da.clone(), db])?;
    let (ma, mb) = (getmask(a), getmask(b));
    let m: Option<Value> = match (ma, mb) {
        (None, None) => None,
        (None, Some(k)) => Some(or_values(interp, Value::Array(getmaskarray(a)?), Value::Array(k))?),
        (Some(k), None) => Some(or_values(interp, Value::Array(k), Value::Array(getmaskarray(b)?))?),
        (Some(x), Some(y)) => Some(or_values(interp, Value::Array(x), Value::Array(y))?),
    };
    let r = match &result {
        Value::Array(r) if r.ndim() > 0 => r.clone(),
        _ => {
            return match m {
                Some(mv) if crate::ops::truthy(&mv)? => Ok(masked()),
                _ => Ok(result),
            };
        }
    };
    let mk = m.map(|v| arr(&v)).transpose()?;
    if let Some(k) = &mk
        && any(k)
    {
        // put the first operand's data back under the mask (errors abort silently, as in NumPy)
        let _ = callk(interp, "numpy.copyto", vec![Value::Array(r.clone()), da], vec![("casting", Value::str("unsafe")), ("where", Value::Array(k.clone()))]);
    }
    Ok(make(r, mk, fill_of(&[a, b])))
}

/// `_DomainedBinaryOperation.__call__` (divisions): also masked where not finite and where
/// `|a| * tiny >= |b|`.
fn domained(interp: &mut Interp, key: &str, a: &Value, b: &Value) -> PyResult<Value> {
    let (da, db) = (getdata(a), getdata(b));
    let result = call(interp, key, vec![da.clone(), db.clone()])?;
    let fin = call(interp, "numpy.isfinite", vec![result.clone()])?;
    let mut m = call(interp, "numpy.logical_not", vec![fin])?;
    for x in [a, b] {
        if let Some(k) = getmask(x) {
            m = or_values(interp, m, Value::Array(k))?;
        }
    }
    // _DomainSafeDivide: absolute(a) * tiny >= absolute(b)
    let abs_a = call(interp, "numpy.absolute", vec![da.clone()])?;
    let abs_b = call(interp, "numpy.absolute", vec![db])?;
    let scaled = call(interp, "numpy.multiply", vec![abs_a, Value::Float(f64::MIN_POSITIVE)])?;
    let dom = call(interp, "numpy.greater_equal", vec![scaled, abs_b])?;
    m = or_values(interp, m, dom)?;
    let mk = arr(&m)?;
    if mk.ndim() == 0 {
        return if any(&mk) { Ok(masked()) } else { Ok(result) };
    }
    let r = arr(&result)?;
    let attempt = (|| -> PyResult<()> {
        callk(interp, "numpy.copyto", vec![Value::Array(r.clone()), Value::Int(0)], vec![("casting", Value::str("unsafe")), ("where", Value::Array(mk.clone()))])?;
        let masked_da = arr(&call(interp, "numpy.multiply", vec![Value::Array(mk.clone()), da])?)?;
        let ok = call(interp, "numpy.can_cast", vec![Value::DType(masked_da.dtype), Value::DType(r.dtype)])?;
        if crate::ops::truthy(&ok)? {
            callk(interp, "numpy.add", vec![Value::Array(r.clone()), Value::Array(masked_da)], vec![("out", Value::Array(r.clone()))])?;
        }
        Ok(())
    })();
    let _ = attempt;
    Ok(make(r, Some(mk), fill_of(&[a, b])))
}

/// `np.ma.power(a, b)`.
fn power(interp: &mut Interp, a: &Value, b: &Value) -> PyResult<Value> {
    let m = mask_or(interp, getmask(a), getmask(b))?;
    let (fa, fb) = (getdata(a), getdata(b));
    let p = call(interp, "numpy.power", vec![fa.clone(), fb])?;
    let res = call(interp, "numpy.where", vec![mask_value(&m), fa, p])?;
    let r = arr(&res)?;
    let fin = call(interp, "numpy.isfinite", vec![res.clone()])?;
    let invalid = arr(&call(interp, "numpy.logical_not", vec![fin])?)?;
    let fill = match a {
        Value::Masked(x) => x.fill.borrow().clone(),
        _ => None,
    };
    let mut mask = None;
    if let Some(k) = &m {
        if r.ndim() == 0 {
            return Ok(masked());
        }
        mask = Some(arr(&or_values(interp, Value::Array(k.clone()), Value::Array(invalid.clone()))?)?);
    }
    if any(&invalid) {
        if r.ndim() == 0 {
            return Ok(masked());
        }
        if mask.is_none() {
            mask = Some(invalid.clone());
        }
        let out = make(r.clone(), mask.clone(), fill);
        let fv = match &out {
            Value::Masked(x) => fill_value(x)?,
            _ => unreachable!(),
        };
        callk(interp, "numpy.copyto", vec![Value::Array(r), Value::Array(fv)], vec![("where", Value::Array(invalid)), ("casting", Value::str("unsafe"))])?;
        return Ok(out);
    }
    if r.ndim() == 0 {
        return Ok(res);
    }
    Ok(make(r, mask, fill))
}

fn op_key(op: BinOp) -> Option<&'static str> {
    Some(match op {
        BinOp::Add => "numpy.add",
        BinOp::Sub => "numpy.subtract",
        BinOp::Mul => "numpy.multiply",
        BinOp::BitAnd => "numpy.bitwise_and",
        BinOp::BitOr => "numpy.bitwise_or",
        BinOp::BitXor => "numpy.bitwise_xor",
        BinOp::LShift => "numpy.left_shift",
        BinOp::RShift => "numpy.right_shift",
        _ => return None,
    })
}

/// `a op b` where either is a masked array.
pub fn binary(interp: &mut Interp, op: BinOp, a: &Value, b: &Value) -> PyResult<Value> {
    match op {
        BinOp::Div => domained(interp, "numpy.true_divide", a, b),
        BinOp::FloorDiv => domained(interp, "numpy.floor_divide", a, b),
        BinOp::Mod => domained(interp, "numpy.remainder", a, b),
        BinOp::Pow => power(interp, a, b),
        BinOp::MatMul => Err(not_implemented("the @ operator on masked arrays is not supported by stridelab")),
        _ => masked_binary(interp, op_key(op).unwrap_or("numpy.add"), a, b),
    }
}

/// `_comparison`: the data compared, the masks joined (and for == and !=, masked places
/// compare the masks).
pub fn compare(interp: &mut Interp, op: CmpOp, a: &Value, b: &Value) -> PyResult<Value> {
    let key = match op {
        CmpOp::Lt => "numpy.less",
        CmpOp::Le => "numpy.less_equal",
        CmpOp::Gt => "numpy.greater",
        CmpOp::Ge => "numpy.greater_equal",
        CmpOp::Eq => "numpy.equal",
        CmpOp::Ne => "numpy.not_equal",
        _ => return Err(not_implemented("this comparison of masked arrays is not supported by stridelab")),
    };
    // the masked array is `self`; a reflected comparison swaps the operator
    let (this, other, key) = match (a, b) {
        (Value::Masked(_), _) => (a, b, key),
        _ => (
            b,
            a,
            match key {
                "numpy.less" => "numpy.greater",
                "numpy.less_equal" => "numpy.greater_equal",
                "numpy.greater" => "numpy.less",
                "numpy.greater_equal" => "numpy.less_equal",
                k => k,
            },
        ),
    };
    let (smask, omask) = (getmask(this), getmask(other));
    let mask = mask_or(interp, smask.clone(), omask.clone())?;
    let check = call(interp, key, vec![getdata(this), getdata(other)])?;
    let c = match &check {
        Value::Array(c) if c.ndim() > 0 => c.clone(),
        _ => {
            return if mask.as_ref().is_some_and(|k| any(k)) { Ok(masked()) } else { Ok(check) };
        }
    };
    let mut c = c;
    let mut mask = mask;
    if let Some(k) = &mask {
        if matches!(op, CmpOp::Eq | CmpOp::Ne) {
            let mc = call(interp, key, vec![mask_value(&smask), mask_value(&omask)])?;
            c = arr(&call(interp, "numpy.where", vec![Value::Array(k.clone()), mc, Value::Array(c)])?)?;
        }
        if k.shape != c.shape {
            let b = callk(interp, "numpy.broadcast_to", vec![Value::Array(k.clone())], vec![("shape", Value::int_tuple(c.shape.iter().map(|&s| s as i128)))])?;
            mask = Some(arr(&b)?.copy_as(DType::Bool, false)?);
        }
    }
    // the fill value is self's, cast to bool
    let fill = match this {
        Value::Masked(x) => x.fill.borrow().clone().map(|f| f.copy_as(DType::Bool, false)).transpose()?,
        _ => None,
    };
    Ok(make(c, mask, fill))
}

/// `-x`, `+x`, `~x`: NumPy's ufunc on the data, through `__array_wrap__`.
pub fn unary(interp: &mut Interp, op: UnaryOp, v: &Value) -> PyResult<Value> {
    let key = match op {
        UnaryOp::Neg => "numpy.negative",
        UnaryOp::Pos => "numpy.positive",
        UnaryOp::Invert => "numpy.invert",
        UnaryOp::Not => return crate::ops::truthy(v).map(|t| Value::Bool(!t)),
    };
    array_wrap(interp, key, std::slice::from_ref(v), vec![])
}

/// The unary domains `__array_wrap__` knows, with the value it writes there.
fn unary_domain(key: &str) -> Option<(&'static str, f64, f64)> {
    // (comparison that marks the bad places against the bound, bound, fill)
    match key {
        "numpy.sqrt" => Some(("numpy.less", 0.0, 0.0)),
        "numpy.log" | "numpy.log2" | "numpy.log10" => Some(("numpy.less_equal", 0.0, 1.0)),
        _ => None,
    }
}

/// A NumPy ufunc given masked arrays (`MaskedArray.__array_wrap__` with its context).
fn array_wrap(interp: &mut Interp, key: &str, pos: &[Value], kw: Vec<(String, Value)>) -> PyResult<Value> {
    let info = crate::numpy::umath::UFUNCS.iter().find(|u| format!("numpy.{}", u.name) == key);
    let nin = info.map_or(pos.len(), |u| u.nin as usize).min(pos.len());
    if kw.iter().any(|(k, _)| k == "out") || info.is_some_and(|u| u.nout != 1) {
        return Err(not_implemented(format!("{key} of a masked array with out= or several outputs is not supported by stridelab")));
    }
    let datas: Vec<Value> = pos.iter().map(getdata).collect();
    let result = call_builtin(interp, key, datas.clone(), kw)?;
    let mut m: Option<Rc<NdArray>> = None;
    for (i, v) in pos[..nin].iter().enumerate() {
        let k = getmaskarray(v)?;
        m = if i == 0 { Some(k) } else { mask_or(interp, m, Some(k))? };
    }
    let r = arr(&result)?;
    let mut d: Option<Value> = None;
    if let Some((cmp, bound, _)) = unary_domain(key) {
        let x = &pos[0];
        let bad = call(interp, cmp, vec![getdata(x), Value::Float(bound)])?;
        // domain(*input_args) on a masked input is masked there, and filled with True
        let bad = match getmask(x) {
            Some(k) => or_values(interp, bad, Value::Array(k))?,
            None => bad,
        };
        d = Some(bad);
    } else if matches!(key, "numpy.divide" | "numpy.true_divide" | "numpy.floor_divide" | "numpy.remainder" | "numpy.mod" | "numpy.fmod") && nin == 2 {
        let abs_a = call(interp, "numpy.absolute", vec![datas[0].clone()])?;
        let abs_b = call(interp, "numpy.absolute", vec![datas[1].clone()])?;
        let scaled = call(interp, "numpy.multiply", vec![abs_a, Value::Float(f64::MIN_POSITIVE)])?;
        let mut bad = call(interp, "numpy.greater_equal", vec![scaled, abs_b])?;
        for x in &pos[..2] {
            if let Some(k) = getmask(x) {
                bad = or_values(interp, bad, Value::Array(k))?;
            }
        }
        d = Some(bad);
    }
    if let Some(dv) = d {
        let da = arr(&dv)?;
        if any(&da) {
            let fill = match unary_domain(key) {
                Some((_, _, f)) => Value::Float(f),
                None => Value::Int(1),
            };
            if r.ndim() > 0 {
                callk(interp, "numpy.copyto", vec![Value::Array(r.clone()), fill], vec![("where", Value::Array(da.clone())), ("casting", Value::str("unsafe"))])?;
            }
            m = match m {
                None => Some(da),
                Some(k) => Some(arr(&or_values(interp, Value::Array(k), Value::Array(da))?)?),
            };
        }
    }
    if r.ndim() == 0 {
        return if m.as_ref().is_some_and(|k| any(k)) { Ok(masked()) } else { Ok(result) };
    }
    let fill = fill_of(&pos.iter().collect::<Vec<_>>());
    Ok(make(r, m, fill))
}

/// `_MaskedUnaryOperation.__call__` (`np.ma.sqrt`, ...).
fn unary_fn(interp: &mut Interp, key: &str, a: &Value) -> PyResult<Value> {
    let d = getdata(a);
    let result = call(interp, key, vec![d.clone()])?;
    let mut m: Option<Value> = getmask(a).map(Value::Array);
    if let Some((cmp, bound, _)) = unary_domain(key) {
        let fin = call(interp, "numpy.isfinite", vec![result.clone()])?;
        let mut mm = call(interp, "numpy.logical_not", vec![fin])?;
        let bad = call(interp, cmp, vec![d.clone(), Value::Float(bound)])?;
        mm = or_values(interp, mm, bad)?;
        if let Some(k) = getmask(a) {
            mm = or_values(interp, mm, Value::Array(k))?;
        }
        m = Some(mm);
    }
    let r = arr(&result)?;
    if r.ndim() == 0 {
        return match m {
            Some(mv) if crate::ops::truthy(&mv)? => Ok(masked()),
            _ => Ok(result),
        };
    }
    let mk = m.map(|v| arr(&v)).transpose()?;
    if let Some(k) = &mk {
        let _ = callk(interp, "numpy.copyto", vec![Value::Array(r.clone()), d], vec![("where", Value::Array(k.clone()))]);
    }
    Ok(make(r, mk, fill_of(&[a])))
}

fn unary_arg(interp: &mut Interp, a: &Args, key: &str) -> PyResult<Value> {
    unary_fn(interp, key, &a.req("a"))
}

fn binary_arg(interp: &mut Interp, a: &Args, key: &str) -> PyResult<Value> {
    match key {
        "numpy.true_divide" | "numpy.floor_divide" => domained(interp, key, &a.req("a"), &a.req("b")),
        _ => masked_binary(interp, key, &a.req("a"), &a.req("b")),
    }
}

ma_ufuncs! {
    ma_sqrt => unary_arg("numpy.sqrt");
    ma_log => unary_arg("numpy.log");
    ma_log10 => unary_arg("numpy.log10");
    ma_log2 => unary_arg("numpy.log2");
    ma_exp => unary_arg("numpy.exp");
    ma_abs => unary_arg("numpy.absolute");
    ma_add => binary_arg("numpy.add");
    ma_subtract => binary_arg("numpy.subtract");
    ma_multiply => binary_arg("numpy.multiply");
    ma_divide => binary_arg("numpy.true_divide");
    ma_floor_divide => binary_arg("numpy.floor_divide");
}

fn ma_power(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    if a.get("third").is_some_and(|v| !v.is_none()) {
        return Err(PyErr::new(ExcKind::MaskError, "3-argument power not supported."));
    }
    power(interp, &a.req("a"), &a.req("b"))
}

// ---------------------------------------------------------------- NumPy's functions on masked arrays

fn has_masked(v: &Value) -> bool {
    match v {
        Value::Masked(_) => true,
        Value::List(l) => l.borrow().iter().any(|x| matches!(x, Value::Masked(_))),
        Value::Tuple(t) => t.iter().any(|x| matches!(x, Value::Masked(_))),
        _ => false,
    }
}

/// NumPy functions that convert their arguments with `np.asarray` (or only read their
/// shape or memory), so a masked array's data is what they see.
const DATA_FUNCTIONS: &[&str] = &[
    "asarray", "array", "ascontiguousarray", "asfortranarray", "shape", "ndim", "size", "shares_memory", "may_share_memory", "copyto", "polyfit",
    "histogram", "bincount", "searchsorted", "dot", "vdot", "inner", "outer",
];

/// NumPy's functions given a masked array: the ufuncs wrap their result
/// (`__array_wrap__`), the reductions call the masked method (fromnumeric's
/// `_wrapreduction`), `np.concatenate` keeps the class (with no mask), `np.asarray` and
/// friends see the data; any other function says it is not supported.
pub fn intercept(interp: &mut Interp, key: &str, pos: &[Value], kw: &[(String, Value)]) -> PyResult<Option<Value>> {
    if !key.starts_with("numpy.") || key.starts_with("numpy.ma.") {
        return Ok(None);
    }
    if !pos.iter().chain(kw.iter().map(|(_, v)| v)).any(has_masked) {
        return Ok(None);
    }
    let name = &key["numpy.".len()..];
    if crate::numpy::umath::UFUNCS.iter().any(|u| u.name == name) {
        return array_wrap(interp, key, pos, kw.to_vec()).map(Some);
    }
    let method_name = match name {
        "sum" | "prod" | "mean" | "var" | "std" | "any" | "all" | "cumsum" | "cumprod" => Some(name),
        "min" | "amin" => Some("min"),
        "max" | "amax" => Some("max"),
        "count_nonzero" => None,
        _ => None,
    };
    if let (Some(mname), Some(Value::Masked(m))) = (method_name, pos.first()) {
        return method(interp, m, mname, pos[1..].to_vec(), kw.to_vec()).map(Some);
    }
    match name {
        "concatenate" => {
            let (arrays, rest) = pos.split_first().ok_or_else(|| type_error("concatenate() missing required argument 'arrays' (pos 0)"))?;
            let items = crate::ops::iterate(arrays)?;
            let datas = Value::list(items.iter().map(getdata).collect());
            let mut p = vec![datas];
            p.extend(rest.iter().cloned());
            let r = arr(&call_builtin(interp, key, p, kw.to_vec())?)?;
            Ok(Some(make(r, None, None)))
        }
        // functions that take np.asarray of their arguments see the data
        _ if DATA_FUNCTIONS.contains(&name) || name.starts_with("polynomial.") || name.starts_with("linalg.") => {
            let strip = |v: &Value| -> Value {
                match v {
                    Value::List(l) => Value::list(l.borrow().iter().map(getdata).collect()),
                    Value::Tuple(t) => Value::tuple(t.iter().map(getdata).collect()),
                    other => getdata(other),
                }
            };
            let p: Vec<Value> = pos.iter().map(strip).collect();
            let k: Vec<(String, Value)> = kw.iter().map(|(n, v)| (n.clone(), strip(v))).collect();
            call_builtin(interp, key, p, k).map(Some)
        }
        _ => Err(not_implemented(format!("{key} of a masked array is not supported by stridelab"))),
    }
}

/// `np.ma.X` for the attributes that are not functions.
pub fn module_attr(name: &str) -> Option<Value> {
    match name {
        "masked" | "masked_singleton" => Some(masked()),
        "nomask" => Some(Value::Scalar(DType::Bool, Scalar::Bool(false))),
        "MaskType" | "bool_" => Some(Value::Type(TypeObj::NpScalar(DType::Bool))),
        "MaskError" => Some(Value::Type(TypeObj::Exc(ExcKind::MaskError))),
        _ => None,
    }
}

/// The class of a masked value (`type(x)`).
pub fn class_of(m: &MaskedArray) -> TypeObj {
    TypeObj::Iterator(if m.constant { "numpy.ma.core.MaskedConstant" } else { "numpy.ma.MaskedArray" })
}
