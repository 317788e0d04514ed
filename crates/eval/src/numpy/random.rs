//! NumPy 2.4's `np.random` in the interpreter: the legacy global functions (`seed`, `randint`,
//! `rand`, `randn`, `random`, `uniform`, `normal`, `choice`, `shuffle`, `permutation`) over the
//! session's RandomState, `default_rng` and the methods of the `Generator` it returns.
//!
//! The streams themselves come bit for bit from `engine::random`; this module converts the
//! arguments, applies NumPy's checks in NumPy's order, picks NumPy's return types (a Python
//! scalar, a NumPy scalar or an array) and writes shuffles through views.
//!
//! Seeding is session-scoped and reproducible: NumPy would read OS entropy for an unseeded
//! `default_rng()` / `seed()`, stridelab derives that entropy from a per-session counter, so
//! two unseeded generators differ but every run of a script prints the same thing.

use std::cell::RefCell;
use std::rc::Rc;

use crate::args::{Args, ParamSpec, parse_signature};
use crate::builtins::{BuiltinDef, def};
use crate::convert::{self, parse_dtype};
use crate::interp::Interp;
use crate::numpy::args::shape_arg;
use crate::ops::{self, index_int};
use crate::value::{TypeObj, Value};
use crate::repr;
use stridelab_engine::array::{NdArray, check_alloc};
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::random::{Drawn, Generator, Population, RandomState, SeedArg};
use stridelab_engine::slicing::normalize_axis;
use stridelab_engine::view;
use stridelab_engine::error::{
    ExcKind, PyErr, PyResult, attribute_error, axis_error, index_error, not_implemented, overflow_error, type_error,
    value_error,
};

/// The session's random state: the legacy global RandomState and the counter behind unseeded
/// seeding.
#[derive(Default)]
pub struct RandomHolder {
    legacy: Option<RandomState>,
    unseeded: u64,
    /// Python's `random` module's hidden instance, made on first use.
    pub python: Option<crate::python::random::PyRandom>,
}

impl RandomHolder {
    /// The global RandomState, created on first use through NumPy's unseeded path.
    pub fn legacy(&mut self) -> &mut RandomState {
        // Unseeded construction has no failure path (only explicit seeds are validated).
        self.legacy.get_or_insert_with(|| RandomState::new(SeedArg::None).expect("unseeded RandomState"))
    }

    /// Stand-in for the 128 bits of OS entropy NumPy reads: distinct per call, same every run.
    pub(crate) fn entropy(&mut self) -> u128 {
        self.unseeded += 1;
        let a = splitmix64(self.unseeded.wrapping_mul(2));
        let b = splitmix64(self.unseeded.wrapping_mul(2) + 1);
        ((a as u128) << 64) | b as u128
    }
}

fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

// ----- conversions -----

/// Bind arguments with the messages of Cython-compiled functions (all of `numpy.random` is):
/// too many positionals first, then bad keywords, then missing required arguments, each
/// worded "f() takes at least/at most/exactly N positional argument(s) (M given)".
pub fn bind(fname: &str, sig: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Args> {
    let params = parse_signature(sig);
    if !params.iter().any(|p| p.var_pos) {
        let positional: Vec<&ParamSpec> = params.iter().filter(|p| !p.kw_only && !p.var_kw).collect();
        let (max, found) = (positional.len(), pos.len());
        let min = positional.iter().filter(|p| !p.has_default).count();
        let count_error = |n_min: bool| {
            let (how, n) = if min == max {
                ("exactly", max)
            } else if n_min {
                ("at least", min)
            } else {
                ("at most", max)
            };
            type_error(format!(
                "{fname}() takes {how} {n} positional argument{} ({found} given)",
                if n == 1 { "" } else { "s" }
            ))
        };
        if found > max {
            return Err(count_error(false));
        }
        for (k, _) in &kw {
            if positional[..found].iter().any(|p| p.name == *k) {
                return Err(type_error(format!("{fname}() got multiple values for keyword argument '{k}'")));
            }
            if !params.iter().any(|p| p.name == *k && !p.var_kw) && !params.iter().any(|p| p.var_kw) {
                return Err(type_error(format!("{fname}() got an unexpected keyword argument '{k}'")));
            }
        }
        if positional[found..].iter().any(|p| !p.has_default && !kw.iter().any(|(k, _)| *k == p.name)) {
            return Err(count_error(true));
        }
    }
    Args::bind(fname, sig, pos, kw)
}

/// An engine error (`"ValueError: message"`) as a Python exception.
fn eng(e: String) -> PyErr {
    let (kind, msg) = e.split_once(": ").unwrap_or(("ValueError", e.as_str()));
    let kind = match kind {
        "TypeError" => ExcKind::TypeError,
        "OverflowError" => ExcKind::OverflowError,
        "IndexError" => ExcKind::IndexError,
        "MemoryError" => ExcKind::MemoryError,
        _ => ExcKind::ValueError,
    };
    PyErr::new(kind, msg)
}

/// `size=`: None, an int or a sequence of ints.
fn size_arg(a: &Args) -> PyResult<Option<Vec<i64>>> {
    match a.opt("size") {
        None => Ok(None),
        Some(v) => Ok(Some(shape_arg(&v)?)),
    }
}

/// Refuse a result too large for the session before anything is drawn. Negative sizes are
/// left to the engine, which reports them where NumPy does (after the bounds checks).
fn alloc_check(size: &[i64], dtype: DType) -> PyResult<()> {
    if size.iter().any(|&d| d < 0) {
        return Ok(());
    }
    let shape: Vec<usize> = size.iter().map(|&d| d as usize).collect();
    check_alloc(&shape, dtype).map(|_| ())
}

fn ushape(size: &[i64]) -> Vec<usize> {
    size.iter().map(|&d| d.max(0) as usize).collect()
}

fn array(dtype: DType, shape: &[usize], vals: &[Scalar]) -> PyResult<Value> {
    Ok(Value::Array(NdArray::from_scalars(dtype, shape, vals)?))
}

/// A C-contiguous array whose buffer is the drawn bytes themselves.
fn drawn_array(shape: &[usize], d: Drawn) -> PyResult<Value> {
    let strides = stridelab_engine::layout::alloc_strides(shape, d.dtype.itemsize(), false);
    let buf = stridelab_engine::buffer::Buffer::from_bytes(d.bytes);
    Ok(Value::Array(NdArray::build(buf, 0, shape.to_vec(), strides, d.dtype, true, true, None)?))
}

/// NumPy's "type name" in messages such as "object of type 'numpy.float64' has no len()".
fn qual_type_name(v: &Value) -> String {
    match v {
        Value::Scalar(..) => format!("numpy.{}", v.type_name()),
        _ => v.type_name(),
    }
}

/// `int(np.asarray(x))` for a scalar bound of `randint` / `integers`.
fn bound_arg(v: &Value, fname: &str) -> PyResult<i128> {
    let from_scalar = |s: Scalar| -> PyResult<i128> {
        Ok(match s {
            Scalar::Complex(..) => return Err(not_implemented("complex bounds for randint are not supported by stridelab")),
            Scalar::Bool(b) => b as i128,
            Scalar::Int(i) => i as i128,
            Scalar::UInt(u) => u as i128,
            Scalar::Float(f) => {
                if f.is_nan() {
                    return Err(value_error("cannot convert float NaN to integer"));
                }
                if f.is_infinite() {
                    return Err(overflow_error("cannot convert float infinity to integer"));
                }
                // Saturates far outside every dtype's bounds, which then reports the bound.
                f.trunc() as i128
            }
        })
    };
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i128),
        Value::Float(f) => from_scalar(Scalar::Float(*f)),
        Value::Scalar(_, s) => from_scalar(*s),
        Value::Array(a) if a.ndim() == 0 => from_scalar(a.get_flat(0)),
        Value::Array(_) | Value::List(_) | Value::Tuple(_) => Err(not_implemented(format!(
            "stridelab's {fname}() takes scalar low/high; array-like bounds (broadcasting) are not supported"
        ))),
        other => Err(type_error(format!(
            "int() argument must be a string, a bytes-like object or a real number, not '{}'",
            other.type_name()
        ))),
    }
}

/// A scalar float parameter (`low`, `high`, `loc`, `scale`).
fn float_param(v: &Value, fname: &str) -> PyResult<f64> {
    match v {
        Value::Int(i) => Ok(*i as f64),
        Value::Bool(b) => Ok(*b as u8 as f64),
        Value::Float(f) => Ok(*f),
        Value::Scalar(_, s) => Ok(s.as_f64()),
        Value::Array(a) if a.ndim() == 0 => Ok(a.get_flat(0).as_f64()),
        Value::Array(_) | Value::List(_) | Value::Tuple(_) => Err(not_implemented(format!(
            "stridelab's {fname}() takes scalar parameters; array-like arguments (broadcasting) are not supported"
        ))),
        Value::Str(s) => s
            .trim()
            .parse::<f64>()
            .map_err(|_| value_error(format!("could not convert string to float: {}", repr::str_repr(s)))),
        other => Err(type_error(format!("must be real number, not {}", other.type_name()))),
    }
}

fn bool_arg(a: &Args, name: &str, default: bool) -> PyResult<bool> {
    match a.get(name) {
        None => Ok(default),
        Some(v) => ops::truthy(&v),
    }
}

fn axis_arg(a: &Args) -> PyResult<i64> {
    match a.get("axis") {
        None => Ok(0),
        Some(v) => ops::expect_int(&v),
    }
}

/// As [`float_result`], for draws made straight into a float64 array's bytes.
fn drawn_result(size: Option<Vec<i64>>, draw: impl FnOnce(Option<&[i64]>) -> Result<Drawn, String>) -> PyResult<Value> {
    if let Some(s) = &size {
        alloc_check(s, DType::Float64)?;
    }
    let d = draw(size.as_deref()).map_err(eng)?;
    match size {
        None => Ok(Value::Float(d.scalars().next().map_or(0.0, |v| v.as_f64()))),
        Some(s) => drawn_array(&ushape(&s), d),
    }
}

type IntDraw<'a> = dyn FnMut(i128, Option<i128>, Option<&[i64]>, DType) -> Result<Drawn, String> + 'a;

/// `randint` / `integers`: dtype, size and bounds in NumPy's order, then NumPy's return rule
/// (the Python types `int` and `bool` give Python scalars when `size` is None).
fn int_result(a: &Args, fname: &str, default: DType, default_is_py_int: bool, draw: &mut IntDraw) -> PyResult<Value> {
    let raw_dtype = a.get("dtype");
    let dtype = match &raw_dtype {
        None => default,
        Some(v) => parse_dtype(v)?,
    };
    if dtype.is_float() {
        return Err(type_error(format!("Unsupported dtype dtype('{}') for {}", dtype.name(), fname)));
    }
    let size = size_arg(a)?;
    // An empty request returns before the bounds are even converted.
    let empty = size.as_ref().is_some_and(|s| s.iter().fold(1i64, |p, &d| p.wrapping_mul(d)) == 0);
    let (low, high) = if empty {
        (0, Some(1))
    } else {
        let low = bound_arg(&a.req("low"), fname)?;
        let high = match a.opt("high") {
            None => None,
            Some(h) => Some(bound_arg(&h, fname)?),
        };
        (low, high)
    };
    if let Some(s) = &size {
        alloc_check(s, dtype)?;
    }
    let vals = draw(low, high, size.as_deref(), dtype).map_err(eng)?;
    match size {
        None => {
            let s = vals.scalars().next().unwrap_or(Scalar::Int(0));
            Ok(match raw_dtype {
                Some(Value::Type(TypeObj::Int)) | Some(Value::Type(TypeObj::Bool)) => convert::scalar_to_py(s),
                None if default_is_py_int => convert::scalar_to_py(s),
                _ => Value::Scalar(dtype, s),
            })
        }
        Some(s) => drawn_array(&ushape(&s), vals),
    }
}

/// The population of `choice`: an integer or an array (sampled along an axis).
enum Pop {
    Int(i64),
    Arr(Rc<NdArray>),
    /// Strings: the draws index their first axis.
    Text(Rc<stridelab_engine::strings::TextArray>),
}

/// `np.asarray(a)` and the 0-d rule: a 0-d integer is a population size.
fn population(a: &Value, legacy: bool) -> PyResult<Pop> {
    let scalar_err = || {
        value_error(if legacy {
            "a must be 1-dimensional or an integer".to_string()
        } else {
            format!("a must be a sequence or an integer, not {}", a.type_of().repr())
        })
    };
    let as_int = |s: Scalar| -> Option<i64> {
        match s {
            Scalar::Float(_) => None,
            s => Some(match s {
                Scalar::UInt(u) => i64::try_from(u).unwrap_or(i64::MAX),
                s => s.as_i64_wrapping(),
            }),
        }
    };
    if let Some(t) = crate::numpy::strings::text_input(a)? {
        if t.ndim() == 0 || (legacy && t.ndim() != 1) {
            return Err(value_error(if legacy { "a must be 1-dimensional" } else { "a must be a sequence or an integer" }));
        }
        return Ok(Pop::Text(t));
    }
    match a {
        Value::Int(i) => Ok(Pop::Int((*i).clamp(i64::MIN as i128, i64::MAX as i128) as i64)),
        Value::Bool(b) => Ok(Pop::Int(*b as i64)),
        Value::Scalar(_, s) => as_int(*s).map(Pop::Int).ok_or_else(scalar_err),
        Value::Array(arr) if arr.ndim() == 0 => as_int(arr.get_flat(0)).map(Pop::Int).ok_or_else(scalar_err),
        // np.array(a, ndmin=1): any sequence, a range included
        Value::Array(_) | Value::List(_) | Value::Tuple(_) | Value::Range(..) => {
            let arr = convert::as_array(a, None)?;
            if arr.ndim() == 0 {
                return as_int(arr.get_flat(0)).map(Pop::Int).ok_or_else(scalar_err);
            }
            if legacy && arr.ndim() != 1 {
                return Err(value_error("a must be 1-dimensional"));
            }
            Ok(Pop::Arr(arr))
        }
        _ => Err(scalar_err()),
    }
}

/// `p=`: `len(p)` first (its TypeErrors), then a 1-d float64 array.
fn p_arg(a: &Args, legacy: bool) -> PyResult<Option<Vec<f64>>> {
    let Some(v) = a.opt("p") else { return Ok(None) };
    let arr = match &v {
        Value::Array(x) if x.ndim() == 0 => return Err(type_error("len() of unsized object")),
        Value::Array(_) | Value::List(_) | Value::Tuple(_) => convert::as_array(&v, Some(DType::Float64))?,
        other => return Err(type_error(format!("object of type '{}' has no len()", qual_type_name(other)))),
    };
    if arr.ndim() != 1 {
        return Err(value_error(if legacy { "'p' must be 1-dimensional" } else { "p must be 1-dimensional" }));
    }
    Ok(Some(arr.to_scalars().into_iter().map(|s| s.as_f64()).collect()))
}

/// `a.take(idx, axis)`: a new C-ordered array with `idx_shape` in place of `axis`.
fn take_axis(a: &NdArray, idx: &[i64], idx_shape: &[usize], axis: usize) -> PyResult<Rc<NdArray>> {
    let n = a.shape[axis];
    let outer: usize = a.shape[..axis].iter().product();
    let inner: usize = a.shape[axis + 1..].iter().product();
    let mut shape: Vec<usize> = a.shape[..axis].to_vec();
    shape.extend_from_slice(idx_shape);
    shape.extend_from_slice(&a.shape[axis + 1..]);
    check_alloc(&shape, a.dtype)?;
    let src = a.to_scalars();
    let mut out = Vec::with_capacity(outer * idx.len() * inner);
    for o in 0..outer {
        for &k in idx {
            // The engine only returns indices below `n`; anything else is refused, not read.
            let row = usize::try_from(k).ok().filter(|&k| k < n).map(|k| (o * n + k) * inner);
            match row.and_then(|start| src.get(start..start + inner)) {
                Some(vals) => out.extend_from_slice(vals),
                None => return Err(index_error(format!("index {k} is out of bounds for axis {axis} with size {n}"))),
            }
        }
    }
    NdArray::from_scalars(a.dtype, &shape, &out)
}

/// The swaps of the Fisher–Yates pass that produced `perm` (`new[k] = old[perm[k]]`), in the
/// order they happened: at step `i` (from the end) the value now at `i` was fetched from `j`.
fn swaps_of(perm: &[usize]) -> Vec<(usize, usize)> {
    let n = perm.len();
    let mut cur: Vec<usize> = (0..n).collect();
    let mut pos: Vec<usize> = (0..n).collect();
    let mut out = Vec::with_capacity(n.saturating_sub(1));
    for i in (1..n).rev() {
        let v = perm[i];
        let j = pos[v];
        let w = cur[i];
        cur.swap(i, j);
        pos[w] = j;
        pos[v] = i;
        out.push((i, j));
    }
    out
}

/// Replay NumPy's row swaps on the memory of `x` (a view: the writes go to its buffer). Each
/// row is read whole before it is written, as NumPy's buffer copy does, so even rows that
/// share memory end up as in NumPy.
fn swap_rows(x: &NdArray, perm: &[usize]) {
    let n = x.shape.first().copied().unwrap_or(0);
    if n < 2 || x.size() == 0 {
        return;
    }
    let offs = x.offsets();
    let row = offs.len() / n;
    let isz = x.itemsize();
    let mut data = x.buf.data.borrow_mut();
    let read = |data: &[u8], r: usize| -> Vec<u8> {
        let mut bytes = Vec::with_capacity(row * isz);
        for &o in &offs[r * row..(r + 1) * row] {
            bytes.extend_from_slice(&data[o..o + isz]);
        }
        bytes
    };
    for (i, j) in swaps_of(perm) {
        if i == j {
            continue;
        }
        let rj = read(&data, j);
        let ri = read(&data, i);
        for (k, &o) in offs[j * row..(j + 1) * row].iter().enumerate() {
            data[o..o + isz].copy_from_slice(&ri[k * isz..(k + 1) * isz]);
        }
        for (k, &o) in offs[i * row..(i + 1) * row].iter().enumerate() {
            data[o..o + isz].copy_from_slice(&rj[k * isz..(k + 1) * isz]);
        }
    }
}

/// `len(x)` with Python's errors, for `shuffle`.
fn py_len(x: &Value) -> PyResult<usize> {
    match x {
        Value::Array(a) if a.ndim() == 0 => Err(type_error("len() of unsized object")),
        Value::Array(a) => Ok(a.shape[0]),
        Value::List(l) => Ok(l.borrow().len()),
        Value::Tuple(t) => Ok(t.len()),
        Value::Str(s) => Ok(s.chars().count()),
        Value::Dict(d) => Ok(d.borrow().len()),
        Value::Range(a, b, s) => Ok(ops::range_len(*a, *b, *s).max(0) as usize),
        other => Err(type_error(format!("object of type '{}' has no len()", qual_type_name(other)))),
    }
}

/// `shuffle(x)` for both generators; `perm_of(n)` draws the permutation of `n` rows.
fn shuffle_value(x: &Value, axis: i64, perm_of: &mut dyn FnMut(usize) -> Vec<usize>) -> PyResult<Value> {
    let n = py_len(x)?;
    match x {
        Value::Array(a) => {
            if !a.writeable.get() {
                return Err(value_error("array is read-only"));
            }
            let ax = normalize_axis(axis, a.ndim()).map_err(axis_error)?;
            if a.size() == 0 {
                return Ok(Value::None);
            }
            let target = if ax == 0 { a.clone() } else { view::swapaxes(a, 0, ax as i64)? };
            // the permutation is stridelab's own allocation (a huge zero-stride view would
            // otherwise exhaust memory): it obeys --max-bytes
            stridelab_engine::array::check_alloc(&[target.shape[0]], stridelab_engine::dtype::DType::Int64)?;
            let perm = perm_of(target.shape[0]);
            swap_rows(&target, &perm);
            Ok(Value::None)
        }
        _ if axis != 0 => Err(not_implemented("Axis argument is only supported on ndarray objects")),
        Value::List(l) => {
            let perm = perm_of(n);
            let mut items = l.borrow_mut();
            for (i, j) in swaps_of(&perm) {
                items.swap(i, j);
            }
            Ok(Value::None)
        }
        // The first swap's index is drawn before the assignment fails.
        Value::Tuple(_) | Value::Str(_) | Value::Range(..) if n > 1 => {
            perm_of(2);
            Err(type_error(format!("'{}' object does not support item assignment", x.type_name())))
        }
        _ => Ok(Value::None),
    }
}

/// `permutation(x)`: an int gives a shuffled `arange(x)`, an array a shuffled copy (along `axis`).
fn permutation_value(
    x: &Value,
    axis: Option<i64>,
    perm_int: &mut dyn FnMut(i64) -> Result<Vec<i64>, String>,
    perm_of: &mut dyn FnMut(usize) -> Vec<usize>,
) -> PyResult<Value> {
    let int_like = match x {
        Value::Int(i) => Some((*i).clamp(i64::MIN as i128, i64::MAX as i128) as i64),
        Value::Bool(b) => Some(*b as i64),
        Value::Scalar(d, s) if d.is_integer() => Some(s.as_i64_wrapping()),
        _ => None,
    };
    if let Some(n) = int_like {
        check_alloc(&[n.max(0) as usize], DType::Int64)?;
        let vals: Vec<Scalar> = perm_int(n).map_err(eng)?.into_iter().map(Scalar::Int).collect();
        return array(DType::Int64, &[vals.len()], &vals);
    }
    let arr = match x {
        Value::Array(_) | Value::List(_) | Value::Tuple(_) => convert::as_array(x, None)?,
        Value::Float(_) | Value::Scalar(..) | Value::None | Value::Str(_) => {
            return Err(match axis {
                None => index_error("x must be an integer or at least 1-dimensional"),
                Some(ax) => axis_error(format!("axis {ax} is out of bounds for array of dimension 0")),
            });
        }
        other => {
            return Err(not_implemented(format!("permutation() of a '{}' is not supported by stridelab", other.type_name())));
        }
    };
    let ax = match axis {
        None if arr.ndim() < 1 => return Err(index_error("x must be an integer or at least 1-dimensional")),
        None => 0,
        Some(ax) => normalize_axis(ax, arr.ndim()).map_err(axis_error)?,
    };
    // 1-d: NumPy shuffles a copy in place, which draws nothing when it is empty; otherwise it
    // shuffles an index vector of the axis (drawing even when the other axes are empty).
    let len = arr.shape[ax];
    let n = if arr.ndim() == 1 && arr.size() == 0 { 0 } else { len };
    let perm = perm_of(n);
    let idx: Vec<i64> = if n == 0 { (0..len as i64).collect() } else { perm.iter().map(|&p| p as i64).collect() };
    Ok(Value::Array(take_axis(&arr, &idx, &[len], ax)?))
}

// ----- seeding -----

fn cast_error(what: &str, dtype: &str) -> PyErr {
    type_error(format!("Cannot cast {what} from dtype('{dtype}') to dtype('int64') according to the rule 'safe'"))
}

/// `np.random.seed(seed)`: MT19937's `_legacy_seeding` argument rules.
fn legacy_seed(holder: &mut RandomHolder, v: &Value) -> PyResult<()> {
    let int_seed = |holder: &mut RandomHolder, i: i128| holder.legacy().seed(SeedArg::Int(i)).map_err(eng);
    let scalar = |holder: &mut RandomHolder, d: DType, s: Scalar| match s {
        Scalar::Float(_) => Err(cast_error("scalar", d.name())),
        s => int_seed(
            holder,
            match s {
                Scalar::UInt(u) => u as i128,
                s => s.as_i64_wrapping() as i128,
            },
        ),
    };
    let arr = match v {
        Value::None => {
            let e = holder.entropy();
            return holder.legacy().seed(SeedArg::Entropy(e)).map_err(eng);
        }
        Value::Int(i) => return int_seed(holder, *i),
        Value::Bool(b) => return int_seed(holder, *b as i128),
        Value::Float(_) => return Err(cast_error("scalar", "float64")),
        Value::Scalar(d, s) => return scalar(holder, *d, *s),
        Value::Str(s) => return Err(cast_error("scalar", &format!("<U{}", s.chars().count()))),
        Value::Array(a) => {
            // Arrays are squeezed first: a one-element array seeds like its integer.
            if a.size() == 1 {
                return scalar(holder, a.dtype, a.get_flat(0));
            }
            view::squeeze(a, None)?
        }
        Value::List(_) | Value::Tuple(_) => convert::as_array(v, None)?,
        other => return Err(type_error(format!("Cannot cast scalar from {} to int64", other.type_name()))),
    };
    if arr.size() == 0 {
        return Err(value_error("Seed must be non-empty"));
    }
    if arr.dtype.is_float() || arr.dtype == DType::UInt64 {
        return Err(cast_error("array data", arr.dtype.name()));
    }
    if arr.ndim() != 1 {
        return Err(value_error("Seed array must be 1-d"));
    }
    let vals: Vec<i128> = arr
        .to_scalars()
        .into_iter()
        .map(|s| match s {
            Scalar::UInt(u) => u as i128,
            s => s.as_i64_wrapping() as i128,
        })
        .collect();
    holder.legacy().seed(SeedArg::Array(&vals)).map_err(eng)
}

/// Integer leaves of a (nested) seed sequence for `SeedSequence`.
fn seed_leaves(v: &Value, out: &mut Vec<i128>, depth: usize) -> PyResult<()> {
    if depth > 32 {
        return Err(type_error("seed must be integer"));
    }
    match v {
        Value::List(_) | Value::Tuple(_) => {
            for x in ops::iterate(v)? {
                seed_leaves(&x, out, depth + 1)?;
            }
            Ok(())
        }
        Value::Array(a) => {
            if !(a.dtype.is_integer() || a.dtype == DType::Bool) {
                return Err(type_error("seed must be integer"));
            }
            for s in a.to_scalars() {
                out.push(match s {
                    Scalar::UInt(u) => u as i128,
                    s => s.as_i64_wrapping() as i128,
                });
            }
            Ok(())
        }
        x => match index_int(x) {
            Some(i) => {
                out.push(i);
                Ok(())
            }
            None => Err(type_error("seed must be integer")),
        },
    }
}

/// `default_rng(seed)`: PCG64 seeded through `SeedSequence`.
fn new_generator(holder: &mut RandomHolder, v: &Value) -> PyResult<Value> {
    let g = match v {
        Value::Generator(_) => return Ok(v.clone()),
        Value::None => Generator::new(SeedArg::Entropy(holder.entropy())),
        Value::Array(a) if a.ndim() == 0 => return Err(type_error("len() of unsized object")),
        Value::List(_) | Value::Tuple(_) | Value::Array(_) => {
            let mut vals = Vec::new();
            seed_leaves(v, &mut vals, 0)?;
            Generator::new(SeedArg::Array(&vals))
        }
        x => match index_int(x) {
            Some(i) => Generator::new(SeedArg::Int(i)),
            None => {
                return Err(type_error(format!(
                    "SeedSequence expects int or sequence of ints for entropy not {}",
                    repr::str_of(x, &Default::default())
                )));
            }
        },
    }
    .map_err(eng)?;
    Ok(Value::Generator(Rc::new(RefCell::new(g))))
}

// ----- the legacy functions -----

fn np_seed(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    legacy_seed(&mut interp.random, &a.get("seed").unwrap_or(Value::None))?;
    Ok(Value::None)
}

fn np_randint(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    if array_like_bound(&a.req("low")) || a.opt("high").is_some_and(|h| array_like_bound(&h)) {
        return randint_broadcast(interp, a);
    }
    let rs = interp.random.legacy();
    int_result(a, "randint", DType::Int64, true, &mut |lo, hi, size, dt| rs.randint(lo, hi, size, dt))
}

/// The integer values of an array-like bound, cast as `PyArray_FROM_OTF(..., FORCECAST)` does
/// (floats truncate), with its shape.
fn bound_values(v: &Value) -> PyResult<(Vec<usize>, Vec<i128>)> {
    let x = match convert::as_array(v, None) {
        Ok(x) => x,
        // Python ints past int64 make an object array in NumPy, read back with int()
        Err(e) => return python_int_bounds(v).ok_or(e),
    };
    let vals = x
        .to_scalars()
        .into_iter()
        .map(|s| match s {
            Scalar::Bool(b) => Ok(b as i128),
            Scalar::Int(i) => Ok(i as i128),
            Scalar::UInt(u) => Ok(u as i128),
            Scalar::Float(f) if f.is_finite() => Ok(f.trunc() as i128),
            Scalar::Float(_) => Err(not_implemented("randint bounds that are NaN or infinite are not supported by stridelab")),
            Scalar::Complex(..) => Err(not_implemented("complex randint bounds are not supported by stridelab")),
        })
        .collect::<PyResult<_>>()?;
    Ok((x.shape.clone(), vals))
}

/// A rectangular nested list of Python ints (an object array of bounds), as shape and values.
fn python_int_bounds(v: &Value) -> Option<(Vec<usize>, Vec<i128>)> {
    match v {
        Value::Int(i) => Some((vec![], vec![*i])),
        Value::Bool(b) => Some((vec![], vec![*b as i128])),
        Value::List(_) | Value::Tuple(_) => {
            let items: Vec<Value> = match v {
                Value::List(l) => l.borrow().clone(),
                Value::Tuple(t) => t.to_vec(),
                _ => return None,
            };
            let parts: Vec<(Vec<usize>, Vec<i128>)> = items.iter().map(python_int_bounds).collect::<Option<_>>()?;
            let inner = parts.first().map_or(vec![], |p| p.0.clone());
            if parts.iter().any(|p| p.0 != inner) {
                return None;
            }
            let mut shape = vec![parts.len()];
            shape.extend(inner);
            Some((shape, parts.into_iter().flat_map(|p| p.1).collect()))
        }
        _ => None,
    }
}

/// Legacy `randint` with array-like bounds (`_rand_<type>_broadcast`): the bounds broadcast
/// with each other and with `size`, are checked as NumPy checks them, and every output
/// element draws from its own range.
fn randint_broadcast(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let rs = interp.random.legacy();
    int_broadcast(a, "randint", false, &mut |pairs, n, dtype| rs.randint_each(pairs, n, dtype))
}

/// Whether a bound of `randint` / `integers` is array-like (not 0-d), which sends the call
/// to the broadcasting path, as `_bounded_integers.pyx` decides by `PyArray_NDIM`.
fn array_like_bound(v: &Value) -> bool {
    match v {
        Value::List(_) | Value::Tuple(_) => true,
        Value::Array(x) => x.ndim() > 0,
        _ => false,
    }
}

/// Draws one value per (low, high) closed range, in C order: the legacy generator's masked
/// draws or the Generator's Lemire draws.
type EachDraw<'a> = dyn FnMut(&mut dyn Iterator<Item = (i128, i128)>, usize, DType) -> Drawn + 'a;

/// The broadcasting path of `randint` and `Generator.integers` (`_rand_<type>_broadcast`,
/// `closed` being `endpoint`): the bounds broadcast with each other and with `size`, are
/// checked as NumPy checks them, and every output element draws from its own range.
fn int_broadcast(a: &Args, fname: &str, closed: bool, draw: &mut EachDraw) -> PyResult<Value> {
    let dtype = match a.get("dtype") {
        None => DType::Int64,
        Some(v) => parse_dtype(&v)?,
    };
    if dtype.is_float() {
        return Err(type_error(format!("Unsupported dtype dtype('{}') for {fname}", dtype.name())));
    }
    let size = size_arg(a)?;
    if let Some(s) = &size {
        alloc_check(s, dtype)?;
        if s.iter().product::<i64>() == 0 {
            return array(dtype, &ushape(s), &[]);
        }
    }
    let (low, high) = match a.opt("high") {
        None => ((vec![], vec![0]), bound_values(&a.req("low"))?),
        Some(h) => (bound_values(&a.req("low"))?, bound_values(&h)?),
    };
    let (lb, ub) = dtype.int_bounds().unwrap_or((i64::MIN as i128, i64::MAX as i128));
    let name = dtype.name();
    // format_bounds_error: "high <= 0" when every low is 0 (the one-argument form)
    let order_err = || {
        value_error(match (low.1.iter().all(|&l| l == 0), closed) {
            (true, false) => "high <= 0",
            (true, true) => "high < 0",
            (false, false) => "low >= high",
            (false, true) => "low > high",
        })
    };
    let is_open = i128::from(!closed);
    if low.1.iter().any(|&l| l < lb) {
        return Err(value_error(format!("low is out of bounds for {name}")));
    }
    let wide = matches!(dtype, DType::Int64 | DType::UInt64);
    if wide && !closed && high.1.iter().any(|&h| h <= lb) {
        return Err(order_err());
    }
    if high.1.iter().any(|&h| h - is_open > ub) {
        return Err(value_error(format!("high is out of bounds for {name}")));
    }
    // the output shape: `size`, which the bounds must broadcast to, else the bounds' own
    let shapes = [&low.0[..], &high.0[..]];
    // the bounds meet first in the `low >= high` check, a ufunc, so theirs is its error
    let bshape = stridelab_engine::ufunc::broadcast_shapes(&shapes).map_err(|_| {
        value_error(format!(
            "operands could not be broadcast together with shapes {} {} ",
            stridelab_engine::array::shape_repr(&low.0),
            stridelab_engine::array::shape_repr(&high.0)
        ))
    })?;
    // MultiIterNew3(low, high, out) walks the broadcast of all three and stops after
    // out.size elements (so size=() with a (1,) bound draws once)
    let (out_shape, walk) = match &size {
        Some(s) => {
            let s = ushape(s);
            let Ok(all) = stridelab_engine::ufunc::broadcast_shapes(&[&bshape[..], &s[..]]) else {
                let (arg, shp) = if stridelab_engine::ufunc::broadcast_shapes(&[&low.0[..], &s[..]]).ok().as_deref() != Some(&s[..]) { (0, &low.0) } else { (1, &high.0) };
                return Err(value_error(format!(
                    "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg {} with shape {} and arg 2 with shape {}.",
                    arg,
                    stridelab_engine::array::shape_repr(shp),
                    stridelab_engine::array::shape_repr(&s)
                )));
            };
            (s, all)
        }
        None => (bshape.clone(), bshape),
    };
    let n: usize = out_shape.iter().product();
    // every range is checked before anything is drawn, as NumPy checks the whole arrays
    if bound_pairs(&low, &high, &walk, n, is_open).any(|(lo, hi)| lo > hi) {
        return Err(order_err());
    }
    drawn_array(&out_shape, draw(&mut bound_pairs(&low, &high, &walk, n, is_open), n, dtype))
}

/// The first `n` (low, high - is_open) pairs of two bounds (C-ordered values with their
/// shapes) broadcast to `walk`, in C order, read through their broadcast strides (no list
/// of pairs is made).
fn bound_pairs<'a>(
    low: &'a (Vec<usize>, Vec<i128>),
    high: &'a (Vec<usize>, Vec<i128>),
    walk: &'a [usize],
    n: usize,
    is_open: i128,
) -> impl Iterator<Item = (i128, i128)> + 'a {
    // element strides of a C-ordered `shape` broadcast to `walk` (0 on broadcast axes)
    let strides = |shape: &[usize]| -> Vec<usize> {
        let lead = walk.len() - shape.len();
        let mut st = vec![0usize; walk.len()];
        let mut step = 1;
        for (j, &d) in shape.iter().enumerate().rev() {
            st[lead + j] = if d == 1 { 0 } else { step };
            step *= d;
        }
        st
    };
    let (sl, sh) = (strides(&low.0), strides(&high.0));
    let mut idx = vec![0usize; walk.len()];
    let (mut pl, mut ph) = (0usize, 0usize);
    (0..n).map(move |_| {
        let pair = (low.1[pl], high.1[ph] - is_open);
        for ax in (0..walk.len()).rev() {
            idx[ax] += 1;
            pl += sl[ax];
            ph += sh[ax];
            if idx[ax] < walk[ax] {
                break;
            }
            pl -= sl[ax] * walk[ax];
            ph -= sh[ax] * walk[ax];
            idx[ax] = 0;
        }
        pair
    })
}

/// `*args` of `rand` / `randn` as a size (each must be an integer).
fn shape_varargs(a: &Args) -> PyResult<Option<Vec<i64>>> {
    if a.rest.is_empty() {
        return Ok(None);
    }
    Ok(Some(shape_arg(&Value::tuple(a.rest.clone()))?))
}

fn np_rand(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let size = shape_varargs(a)?;
    let rs = interp.random.legacy();
    drawn_result(size, |s| rs.random_sample_bytes(s))
}

fn np_randn(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let size = shape_varargs(a)?;
    let rs = interp.random.legacy();
    drawn_result(size, |s| rs.standard_normal(s))
}

fn np_random_sample(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let size = size_arg(a)?;
    let rs = interp.random.legacy();
    drawn_result(size, |s| rs.random_sample_bytes(s))
}

fn np_standard_normal(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let size = size_arg(a)?;
    let rs = interp.random.legacy();
    drawn_result(size, |s| rs.standard_normal(s))
}

fn float_or(a: &Args, name: &str, default: f64, fname: &str) -> PyResult<f64> {
    match a.get(name) {
        None => Ok(default),
        Some(v) => float_param(&v, fname),
    }
}

fn np_uniform(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let low = float_or(a, "low", 0.0, "uniform")?;
    let high = float_or(a, "high", 1.0, "uniform")?;
    let size = size_arg(a)?;
    let rs = interp.random.legacy();
    drawn_result(size, |s| rs.uniform(low, high, s))
}

fn np_normal(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let loc = float_or(a, "loc", 0.0, "normal")?;
    let scale = float_or(a, "scale", 1.0, "normal")?;
    let size = size_arg(a)?;
    let rs = interp.random.legacy();
    drawn_result(size, |s| rs.normal(loc, scale, s))
}

/// The samples of `choice` shaped and typed as NumPy returns them.
fn choice_result(pop: &Pop, idx: Vec<i64>, size: Option<Vec<i64>>, axis: usize) -> PyResult<Value> {
    match pop {
        Pop::Int(_) => match size {
            None => Ok(Value::Int(idx.first().copied().unwrap_or(0) as i128)),
            Some(s) => {
                let vals: Vec<Scalar> = idx.into_iter().map(Scalar::Int).collect();
                array(DType::Int64, &ushape(&s), &vals)
            }
        },
        Pop::Arr(arr) => {
            let idx_shape = size.as_deref().map(ushape).unwrap_or_default();
            let out = take_axis(arr, &idx, &idx_shape, axis)?;
            if size.is_none() && out.ndim() == 0 {
                return Ok(Value::Scalar(out.dtype, out.get_flat(0)));
            }
            Ok(Value::Array(out))
        }
        Pop::Text(t) => {
            let idx_shape = size.as_deref().map(ushape).unwrap_or_default();
            let vals: Vec<Scalar> = idx.into_iter().map(Scalar::Int).collect();
            let index = NdArray::from_scalars(DType::Int64, &idx_shape, &vals)?;
            if size.is_none() {
                return crate::numpy::strings::get_item(t, &Value::Int(vals.first().map_or(0, |s| s.as_i64_wrapping()) as i128));
            }
            crate::numpy::strings::get_item(t, &Value::Array(index))
        }
    }
}

fn engine_pop(pop: &Pop, axis: usize) -> Population {
    match pop {
        Pop::Int(n) => Population::Int(*n),
        Pop::Arr(a) => Population::Len(a.shape[axis]),
        Pop::Text(t) => Population::Len(t.shape()[axis]),
    }
}

/// Population and sample sizes a draw without replacement would allocate, checked up front.
/// NumPy allocates the permuted population before the sample, so that is checked first.
fn choice_alloc_check(
    pop: &Population,
    size: &Option<Vec<i64>>,
    replace: bool,
    tail_cutoff: Option<u64>,
) -> PyResult<()> {
    let check_size = || match size {
        Some(s) => alloc_check(s, DType::Int64),
        None => Ok(()),
    };
    if replace {
        return check_size();
    }
    let n = match *pop {
        Population::Int(n) => n.max(0) as u64,
        Population::Len(n) => n as u64,
    };
    let k = size.as_ref().map_or(1, |s| s.iter().fold(1i64, |p, &d| p.wrapping_mul(d)).max(0) as u64);
    if k > n {
        return check_size();
    }
    // The legacy sampler permutes the whole population; the new one only for a large sample.
    let whole = match tail_cutoff {
        None => true,
        Some(c) => n > 10000 && k > n / c,
    };
    if whole {
        check_alloc(&[n as usize], DType::Int64)?;
    }
    check_size()
}

fn np_choice(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let pop = population(&a.req("a"), true)?;
    let size = size_arg(a)?;
    let replace = bool_arg(a, "replace", true)?;
    let p = p_arg(a, true)?;
    let epop = engine_pop(&pop, 0);
    choice_alloc_check(&epop, &size, replace, None)?;
    let idx = interp.random.legacy().choice(epop, size.as_deref(), replace, p.as_deref()).map_err(eng)?;
    choice_result(&pop, idx, size, 0)
}

fn np_shuffle(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let rs = interp.random.legacy();
    shuffle_value(&a.req("x"), 0, &mut |n| rs.shuffle(n))
}

fn np_permutation(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let holder = &mut interp.random;
    let x = a.req("x");
    // Two closures over one state: the int path and the row path never both run.
    let rs = RefCell::new(holder.legacy());
    permutation_value(&x, None, &mut |n| rs.borrow_mut().permutation(n), &mut |n| rs.borrow_mut().shuffle(n))
}

fn np_default_rng(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    new_generator(&mut interp.random, &a.get("seed").unwrap_or(Value::None))
}

pub static TABLE: &[BuiltinDef] = &[
    def!(
        "numpy.random.seed",
        "seed=None",
        "Reseed the global (legacy MT19937) generator.",
        "np.random.seed(0)",
        np_seed
    ),
    def!(
        "numpy.random.randint",
        "low, high=None, size=None, dtype=int",
        "Random integers in [low, high) from the global generator.",
        "np.random.randint(3, 10, (2, 6, 6))",
        np_randint
    ),
    def!("numpy.random.rand", "*args", "Uniform floats in [0, 1) with shape args.", "np.random.rand(2, 3)", np_rand),
    def!("numpy.random.randn", "*args", "Standard normal floats with shape args.", "np.random.randn(2, 3)", np_randn),
    def!("numpy.random.random", "size=None", "Uniform floats in [0, 1).", "np.random.random((2, 3))", np_random_sample),
    def!(
        "numpy.random.random_sample",
        "size=None",
        "Uniform floats in [0, 1).",
        "np.random.random_sample(3)",
        np_random_sample
    ),
    def!(
        "numpy.random.standard_normal",
        "size=None",
        "Standard normal floats.",
        "np.random.standard_normal(3)",
        np_standard_normal
    ),
    def!(
        "numpy.random.uniform",
        "low=0.0, high=1.0, size=None",
        "Uniform floats in [low, high).",
        "np.random.uniform(-1, 1, 5)",
        np_uniform
    ),
    def!(
        "numpy.random.normal",
        "loc=0.0, scale=1.0, size=None",
        "Normal floats with mean loc and standard deviation scale.",
        "np.random.normal(0, 2, (2, 2))",
        np_normal
    ),
    def!(
        "numpy.random.choice",
        "a, size=None, replace=True, p=None",
        "Samples from arange(a) or from a 1-d array.",
        "np.random.choice(5, 3, p=[0.1, 0, 0.3, 0.6, 0])",
        np_choice
    ),
    def!(
        "numpy.random.shuffle",
        "x",
        "Shuffle x in place along axis 0 (writes through views).",
        "np.random.shuffle(a)",
        np_shuffle
    ),
    def!(
        "numpy.random.permutation",
        "x",
        "A shuffled arange(x), or a shuffled copy of x along axis 0.",
        "np.random.permutation(10)",
        np_permutation
    ),
    def!(
        "numpy.random.default_rng",
        "seed=None",
        "A new Generator (PCG64).",
        "rng = np.random.default_rng(0)",
        np_default_rng
    ),
];

// ----- Generator -----

/// Generator methods: (name, signature, doc).
pub const GENERATOR_METHODS: &[(&str, &str, &str)] = &[
    (
        "integers",
        "low, high=None, size=None, dtype=np.int64, endpoint=False",
        "Random integers in [low, high) (or [low, high] with endpoint=True).",
    ),
    ("random", "size=None, dtype=np.float64, out=None", "Uniform floats in [0, 1)."),
    ("uniform", "low=0.0, high=1.0, size=None", "Uniform floats in [low, high)."),
    (
        "choice",
        "a, size=None, replace=True, p=None, axis=0, shuffle=True",
        "Samples from arange(a) or from a along axis.",
    ),
    ("shuffle", "x, axis=0", "Shuffle x in place along axis (writes through views)."),
    ("permutation", "x, axis=0", "A shuffled arange(x), or a shuffled copy of x along axis."),
    (
        "standard_normal",
        "size=None, dtype=np.float64, out=None",
        "Standard normal floats (NumPy's ziggurat; dtype float64 or float32).",
    ),
    (
        "normal",
        "loc=0.0, scale=1.0, size=None",
        "Normal floats loc + scale * z; array-like loc/scale broadcast with size.",
    ),
    (
        "standard_exponential",
        "size=None, dtype=np.float64, method='zig', out=None",
        "Exponential floats with mean 1 (ziggurat, or method='inv' for -log1p(-U)).",
    ),
    ("exponential", "scale=1.0, size=None", "Exponential floats scale * e; array-like scale broadcasts with size."),
    (
        "multivariate_normal",
        "mean, cov, size=None, check_valid='warn', tol=1e-8, *, method='svd'",
        "Rows of normal draws with the given mean and covariance: standard normals times the covariance's SVD factor u * sqrt(s), plus mean.",
    ),
];

/// `rng.<name>`: a bound method.
pub fn generator_attr(obj: &Value, name: &str) -> PyResult<Value> {
    if GENERATOR_METHODS.iter().any(|m| m.0 == name) {
        return Ok(Value::Method(Rc::new((obj.clone(), name.to_string()))));
    }
    Err(no_generator_attr(name))
}

/// NotImplementedError for a Generator method NumPy has, else NumPy's AttributeError.
fn no_generator_attr(name: &str) -> PyErr {
    super::names::missing_type_attr("numpy.random.Generator", name).unwrap_or_else(|| {
        attribute_error(format!("'numpy.random._generator.Generator' object has no attribute '{name}'"))
    })
}

pub fn call_generator_method(
    interp: &mut Interp,
    g: &Rc<RefCell<Generator>>,
    name: &str,
    pos: Vec<Value>,
    kw: Vec<(String, Value)>,
) -> PyResult<Value> {
    let sig = GENERATOR_METHODS.iter().find(|m| m.0 == name).map(|m| m.1).ok_or_else(|| no_generator_attr(name))?;
    let a = bind(name, sig, pos, kw)?;
    if name == "multivariate_normal" {
        return multivariate_normal(interp, &a, &mut |shape| drawn_result(Some(shape.to_vec()), |s| g.borrow_mut().standard_normal(s)));
    }
    let mut g = g.borrow_mut();
    match name {
        "integers" => {
            let endpoint = bool_arg(&a, "endpoint", false)?;
            if array_like_bound(&a.req("low")) || a.opt("high").is_some_and(|h| array_like_bound(&h)) {
                return int_broadcast(&a, "integers", endpoint, &mut |pairs, n, dtype| g.integers_each(pairs, n, dtype));
            }
            int_result(&a, "integers", DType::Int64, false, &mut |lo, hi, size, dt| {
                g.integers(lo, hi, size, dt, endpoint)
            })
        }
        "random" => {
            let dtype = match a.get("dtype") {
                None => DType::Float64,
                Some(v) => parse_dtype(&v)?,
            };
            if !dtype.is_float() {
                return Err(type_error(format!("Unsupported dtype dtype('{}') for random", dtype.name())));
            }
            if a.opt("out").is_some() {
                return Err(not_implemented("stridelab's Generator.random() does not support out="));
            }
            let size = size_arg(&a)?;
            if dtype == DType::Float64 {
                return drawn_result(size, |s| g.random_bytes(s));
            }
            random_f32(&mut g, size)
        }
        "uniform" => {
            let low = float_or(&a, "low", 0.0, "uniform")?;
            let high = float_or(&a, "high", 1.0, "uniform")?;
            let size = size_arg(&a)?;
            drawn_result(size, |s| g.uniform(low, high, s))
        }
        "choice" => {
            let pop = population(&a.req("a"), false)?;
            let axis = match &pop {
                Pop::Int(_) | Pop::Text(_) => 0,
                Pop::Arr(arr) => {
                    // NumPy reads `a.shape[axis]` first: Python's tuple indexing rules.
                    let ax = axis_arg(&a)?;
                    let nd = arr.ndim() as i64;
                    if ax >= nd || ax < -nd {
                        return Err(index_error("tuple index out of range"));
                    }
                    if ax < 0 { (ax + nd) as usize } else { ax as usize }
                }
            };
            let size = size_arg(&a)?;
            let replace = bool_arg(&a, "replace", true)?;
            let p = p_arg(&a, false)?;
            let shuffle = bool_arg(&a, "shuffle", true)?;
            let epop = engine_pop(&pop, axis);
            choice_alloc_check(&epop, &size, replace, Some(if shuffle { 50 } else { 20 }))?;
            let idx = g.choice(epop, size.as_deref(), replace, p.as_deref(), shuffle).map_err(eng)?;
            choice_result(&pop, idx, size, axis)
        }
        "shuffle" => {
            let axis = axis_arg(&a)?;
            shuffle_value(&a.req("x"), axis, &mut |n| g.shuffle(n))
        }
        "permutation" => {
            let axis = axis_arg(&a)?;
            let g = RefCell::new(&mut *g);
            permutation_value(&a.req("x"), Some(axis), &mut |n| g.borrow_mut().permutation(n), &mut |n| {
                g.borrow_mut().shuffle(n)
            })
        }
        "standard_normal" | "standard_exponential" => {
            let dtype = match a.get("dtype") {
                None => DType::Float64,
                Some(v) => parse_dtype(&v)?,
            };
            if dtype != DType::Float64 && dtype != DType::Float32 {
                return Err(type_error(format!("Unsupported dtype dtype('{}') for {name}", dtype.name())));
            }
            if a.opt("out").is_some() {
                return Err(not_implemented(format!("stridelab's Generator.{name}() does not support out=")));
            }
            // NumPy takes the inverse-CDF path for any method other than the string 'zig'.
            let inv = match a.get("method") {
                None => false,
                Some(Value::Str(m)) => &*m != "zig",
                Some(_) => true,
            };
            let size = size_arg(&a)?;
            match (name, dtype) {
                ("standard_normal", DType::Float64) => drawn_result(size, |s| g.standard_normal(s)),
                ("standard_normal", _) => f32_result(size, |s| g.standard_normal_f32(s)),
                (_, DType::Float64) => drawn_result(size, |s| g.standard_exponential(s, inv)),
                _ => f32_result(size, |s| g.standard_exponential_f32(s, inv)),
            }
        }
        "normal" => {
            let loc = cont_param(&a.get("loc").unwrap_or(Value::Float(0.0)))?;
            let scale = cont_param(&a.get("scale").unwrap_or(Value::Float(1.0)))?;
            let size = size_arg(&a)?;
            match (&loc, &scale) {
                (ContParam::Scalar(l), ContParam::Scalar(sc)) => {
                    let (l, sc) = (*l, *sc);
                    drawn_result(size, |s| g.normal(l, sc, s))
                }
                _ => {
                    check_array_non_negative(&scale, "scale")?;
                    let shape = broadcast_params(size.as_deref(), &[&loc, &scale])?;
                    let (out, [l, s]) = draw_target(&shape, [&loc, &scale])?;
                    g.normal_into(&out, (&l.0, &l.1), (&s.0, &s.1));
                    Ok(Value::Array(out))
                }
            }
        }
        "exponential" => {
            let scale = cont_param(&a.get("scale").unwrap_or(Value::Float(1.0)))?;
            let size = size_arg(&a)?;
            match &scale {
                ContParam::Scalar(sc) => {
                    let sc = *sc;
                    drawn_result(size, |s| g.exponential(sc, s))
                }
                ContParam::Array(_) => {
                    check_array_non_negative(&scale, "scale")?;
                    let shape = broadcast_params(size.as_deref(), &[&scale])?;
                    let (out, [s]) = draw_target(&shape, [&scale])?;
                    g.exponential_into(&out, (&s.0, &s.1));
                    Ok(Value::Array(out))
                }
            }
        }
        _ => Err(attribute_error(format!("'numpy.random._generator.Generator' object has no attribute '{name}'"))),
    }
}

/// A parameter of a continuous distribution after `np.asarray(x, dtype=float64)`: a 0-d
/// value takes NumPy's scalar path, anything else the broadcasting path.
enum ContParam {
    Scalar(f64),
    Array(Rc<NdArray>),
}

impl ContParam {
    fn shape(&self) -> Vec<usize> {
        match self {
            ContParam::Scalar(_) => Vec::new(),
            ContParam::Array(a) => a.shape.clone(),
        }
    }
}

/// `PyArray_FROM_OTF(x, NPY_DOUBLE)` then, for a 0-d result, `PyFloat_AsDouble(x)` on the
/// original object (which is why a numeric string passes the first and fails the second).
fn cont_param(v: &Value) -> PyResult<ContParam> {
    match v {
        Value::Int(_) | Value::Bool(_) | Value::Float(_) | Value::Scalar(..) => Ok(ContParam::Scalar(float_param(v, "")?)),
        Value::Array(a) if a.ndim() == 0 => Ok(ContParam::Scalar(a.get_flat(0).as_f64())),
        Value::Array(_) | Value::List(_) | Value::Tuple(_) => {
            let arr = convert::as_array(v, Some(DType::Float64))?;
            if arr.ndim() == 0 {
                return Ok(ContParam::Scalar(arr.get_flat(0).as_f64()));
            }
            Ok(ContParam::Array(arr))
        }
        Value::Str(s) => match s.trim().parse::<f64>() {
            Ok(_) => Err(type_error("must be real number, not str")),
            Err(_) => Err(value_error(format!("could not convert string to float: {}", repr::str_repr(s)))),
        },
        other => Err(type_error(format!("must be real number, not {}", other.type_name()))),
    }
}

/// `check_array_constraint(..., CONS_NON_NEGATIVE)`: NaN passes, a set sign bit does not.
fn check_array_non_negative(p: &ContParam, name: &str) -> PyResult<()> {
    let neg = match p {
        ContParam::Scalar(v) => v.is_sign_negative() && !v.is_nan(),
        ContParam::Array(a) => stridelab_engine::random::any_negative(a),
    };
    if neg {
        return stridelab_engine::random::check_non_negative(-1.0, name).map_err(eng);
    }
    Ok(())
}

/// The fresh float64 result of broadcast draws over `shape`, and each parameter as a
/// float64 array with its strides broadcast to `shape` (a scalar as a 0-d array).
#[allow(clippy::type_complexity)]
fn draw_target<const K: usize>(shape: &[usize], params: [&ContParam; K]) -> PyResult<(Rc<NdArray>, [(Rc<NdArray>, Vec<isize>); K])> {
    let mut arrays = Vec::with_capacity(K);
    for p in params {
        let a = match p {
            ContParam::Scalar(v) => stridelab_engine::creation::from_values(&[], &[*v])?,
            ContParam::Array(a) => a.clone(),
        };
        let strides = view::broadcast_strides(&a, shape).map_err(|_| value_error("shape mismatch"))?;
        arrays.push((a, strides));
    }
    let arrays: [(Rc<NdArray>, Vec<isize>); K] = arrays.try_into().map_err(|_| value_error("parameters"))?;
    // every element is drawn
    Ok((NdArray::for_overwrite(DType::Float64, shape)?, arrays))
}

/// A shape as Python prints a tuple.
fn shape_repr(shape: &[usize]) -> String {
    match shape {
        [d] => format!("({d},)"),
        _ => format!("({})", shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")),
    }
}

/// `PyArray_Broadcast`: dimensions aligned on the right, each set by the first operand that is
/// not 1 there; a conflict names that operand and the offending one.
fn broadcast_shapes(shapes: &[Vec<usize>]) -> PyResult<Vec<usize>> {
    let nd = shapes.iter().map(|s| s.len()).max().unwrap_or(0);
    let mut out = vec![1usize; nd];
    for (i, slot) in out.iter_mut().enumerate() {
        let mut src = 0;
        for (j, s) in shapes.iter().enumerate() {
            let Some(k) = (i + s.len()).checked_sub(nd) else { continue };
            let d = s[k];
            if d == 1 {
                continue;
            }
            if *slot == 1 {
                *slot = d;
                src = j;
            } else if *slot != d {
                return Err(value_error(format!(
                    "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between \
                     arg {src} with shape {} and arg {j} with shape {}.",
                    shape_repr(&shapes[src]),
                    shape_repr(s)
                )));
            }
        }
    }
    Ok(out)
}

/// The output shape of `cont_broadcast_*` and, per output cell in C order, the flat index
/// each parameter is read at. With `size`, the output is `np.empty(size)` and must already be
/// the broadcast shape; without, it is the parameters' broadcast shape.
fn broadcast_params(size: Option<&[i64]>, params: &[&ContParam]) -> PyResult<Vec<usize>> {
    let pshapes: Vec<Vec<usize>> = params.iter().map(|p| p.shape()).collect();
    let out_shape = match size {
        Some(s) => {
            if s.iter().any(|&d| d < 0) {
                return Err(value_error("negative dimensions are not allowed"));
            }
            alloc_check(s, DType::Float64)?;
            ushape(s)
        }
        None => {
            // With a single parameter NumPy allocates its shape without broadcasting anything.
            let shape = if pshapes.len() == 1 { pshapes[0].clone() } else { broadcast_shapes(&pshapes)? };
            check_alloc(&shape, DType::Float64)?;
            shape
        }
    };
    let mut all = vec![out_shape.clone()];
    all.extend(pshapes.iter().cloned());
    let it_shape = broadcast_shapes(&all)?;
    if it_shape != out_shape {
        return Err(value_error(format!(
            "Output size {} is not compatible with broadcast dimensions of inputs {}.",
            shape_repr(&out_shape),
            shape_repr(&it_shape)
        )));
    }
    Ok(out_shape)
}

/// One float32 per cell of `size` (a Python float holding the float32 value for `size=None`).
fn f32_result(
    size: Option<Vec<i64>>,
    draw: impl FnOnce(Option<&[i64]>) -> Result<Vec<f32>, String>,
) -> PyResult<Value> {
    if let Some(s) = &size {
        alloc_check(s, DType::Float32)?;
    }
    let vals = draw(size.as_deref()).map_err(eng)?;
    match size {
        None => Ok(Value::Float(vals.first().copied().unwrap_or(0.0) as f64)),
        Some(s) => Ok(Value::Array(stridelab_engine::creation::from_values(&ushape(&s), &vals)?)),
    }
}

/// `random(dtype=np.float32)`: NumPy's `next_float`, the top 24 bits of a 32-bit draw. A
/// closed full-range uint32 `integers` call yields exactly those raw 32-bit draws.
fn random_f32(g: &mut Generator, size: Option<Vec<i64>>) -> PyResult<Value> {
    if let Some(s) = &size {
        alloc_check(s, DType::Float32)?;
    }
    let raw = g.integers(0, Some(u32::MAX as i128), size.as_deref(), DType::UInt32, true).map_err(eng)?;
    let vals: Vec<f32> = raw
        .bytes
        .chunks_exact(4)
        .map(|b| (u32::from_le_bytes(b.try_into().expect("4 bytes")) >> 8) as f32 * (1.0f32 / 16_777_216.0))
        .collect();
    match size {
        None => Ok(Value::Float(vals.first().copied().unwrap_or(0.0) as f64)),
        Some(s) => Ok(Value::Array(stridelab_engine::creation::from_values(&ushape(&s), &vals)?)),
    }
}

/// `Generator.multivariate_normal` (numpy/random/_generator.pyx), step for step with
/// NumPy's own operations: the standard normals of shape `size + (n,)` as rows, the
/// covariance's `svd` (or `eigh`), the positive-semidefinite check, then
/// `mean + x @ (u * sqrt(s)).T`. stridelab's `svd` vectors are LAPACK's for 2x2
/// covariances only (beyond, their signs are Jacobi's), so larger ones are refused: the
/// draws would be other numbers than NumPy's.
fn multivariate_normal(interp: &mut Interp, a: &Args, standard_normal: &mut dyn FnMut(&[i64]) -> PyResult<Value>) -> PyResult<Value> {
    use crate::builtins::call_builtin;
    use stridelab_lang::ast::BinOp;
    let method = match a.get("method") {
        None => "svd".to_string(),
        Some(Value::Str(m)) if matches!(&*m, "svd" | "eigh" | "cholesky") => m.to_string(),
        Some(_) => return Err(value_error("method must be one of {'eigh', 'svd', 'cholesky'}")),
    };
    let as_nd = |v: Value| match v {
        Value::Array(x) => Ok(x),
        other => Err(not_implemented(format!("multivariate_normal with a mean or cov of '{}' values is not supported by stridelab", other.type_name()))),
    };
    let mean = as_nd(call_builtin(interp, "numpy.array", vec![a.req("mean")], vec![])?)?;
    let cov = as_nd(call_builtin(interp, "numpy.array", vec![a.req("cov")], vec![])?)?;
    if mean.dtype.is_complex() || cov.dtype.is_complex() {
        return Err(type_error("mean and cov must not be complex"));
    }
    let mut shape = match a.opt("size") {
        None => Vec::new(),
        Some(v) => shape_arg(&v)?,
    };
    if mean.ndim() != 1 {
        return Err(value_error("mean must be 1 dimensional"));
    }
    if cov.ndim() != 2 || cov.shape[0] != cov.shape[1] {
        return Err(value_error("cov must be 2 dimensional and square"));
    }
    let n = mean.shape[0];
    if n != cov.shape[0] {
        return Err(value_error("mean and cov must have same length"));
    }
    if method == "svd" && n > 2 {
        return Err(not_implemented(format!(
            "multivariate_normal of {n} variables is not supported by stridelab (its svd of the covariance is LAPACK's for at most two)"
        )));
    }
    shape.push(n as i64);
    let x = match standard_normal(&shape)? {
        Value::Array(x) => view::reshape(&x, &[-1, n as i64], view::Order::C, None)?,
        _ => unreachable!("a size always gives an array"),
    };
    let cov = Value::Array(cov.copy_as(DType::Float64, false)?);
    let parts = |v: Value| ops::iterate(&v);
    let (u, s, vh) = match method.as_str() {
        "svd" => match parts(call_builtin(interp, "numpy.linalg.svd", vec![cov.clone()], vec![])?)?.as_slice() {
            [u, s, vh] => (u.clone(), s.clone(), Some(vh.clone())),
            _ => unreachable!("svd returns three arrays"),
        },
        "eigh" => match parts(call_builtin(interp, "numpy.linalg.eigh", vec![cov.clone()], vec![])?)?.as_slice() {
            [s, u] => (u.clone(), s.clone(), None),
            _ => unreachable!("eigh returns two arrays"),
        },
        _ => return Err(not_implemented("multivariate_normal with method='cholesky' is not supported by stridelab (no numpy.linalg.cholesky)")),
    };
    let check = a.get("check_valid").unwrap_or_else(|| Value::str("warn"));
    if !matches!(&check, Value::Str(c) if &**c == "ignore") {
        if !matches!(&check, Value::Str(c) if &**c == "warn" || &**c == "raise") {
            return Err(value_error("check_valid must equal 'warn', 'raise', or 'ignore'"));
        }
        let tol = a.get("tol").unwrap_or(Value::Float(1e-8));
        let psd = match &vh {
            Some(vh) => {
                let vht = crate::attrs::get_attr(interp, vh, "T")?;
                let scaled = ops::binary_op(interp, BinOp::Mul, &vht, &s)?;
                let back = call_builtin(interp, "numpy.dot", vec![scaled, vh.clone()], vec![])?;
                let close = call_builtin(interp, "numpy.allclose", vec![back, cov.clone()], vec![("rtol".into(), tol.clone()), ("atol".into(), tol)])?;
                ops::truthy(&close)?
            }
            None => {
                let neg_tol = ops::unary_op(interp, stridelab_lang::ast::UnaryOp::Neg, &tol)?;
                let below = ops::compare(interp, stridelab_lang::ast::CmpOp::Lt, &s, &neg_tol)?;
                !ops::truthy(&call_builtin(interp, "numpy.any", vec![below], vec![])?)?
            }
        };
        // 'warn' warns on stderr, which plain mode does not show
        if !psd && matches!(&check, Value::Str(c) if &**c == "raise") {
            return Err(value_error("covariance is not symmetric positive-semidefinite."));
        }
    }
    let root = if vh.is_some() { s } else { call_builtin(interp, "numpy.abs", vec![s], vec![])? };
    let root = call_builtin(interp, "numpy.sqrt", vec![root], vec![])?;
    let factor = ops::binary_op(interp, BinOp::Mul, &u, &root)?;
    let factor_t = crate::attrs::get_attr(interp, &factor, "T")?;
    let prod = ops::binary_op(interp, BinOp::MatMul, &Value::Array(x), &factor_t)?;
    let r = ops::binary_op(interp, BinOp::Add, &Value::Array(mean), &prod)?;
    match r {
        Value::Array(r) => Ok(Value::Array(view::reshape(&r, &shape, view::Order::C, None)?)),
        other => Ok(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn swaps_replay_the_permutation() {
        let perm = vec![3usize, 0, 4, 1, 2];
        let mut v: Vec<usize> = (0..5).collect();
        for (i, j) in swaps_of(&perm) {
            v.swap(i, j);
        }
        assert_eq!(v, perm);
    }

    #[test]
    fn unseeded_entropy_differs_per_call_and_repeats_per_session() {
        let mut a = RandomHolder::default();
        let mut b = RandomHolder::default();
        let (a1, a2) = (a.entropy(), a.entropy());
        assert_ne!(a1, a2);
        assert_eq!(a1, b.entropy());
    }
}

