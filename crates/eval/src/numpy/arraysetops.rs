//! NumPy's `numpy/lib/_arraysetops_impl.py`: unique, isin and the set operations
//! (intersect1d, union1d, setdiff1d, setxor1d). The set operations follow NumPy's own
//! algorithms step by step (unique, concatenate, sort, neighbour comparisons), so their
//! dtypes, orders and NaN rules are NumPy's; isin is a typed membership test.

use std::cmp::Ordering;

use stridelab_engine::view;
use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::DType;
use stridelab_engine::view::Order;
use stridelab_engine::error::PyResult;
use crate::ops;
use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::numpy::args::{array_arg, ax, axis_opt, bool_of};
use stridelab_engine::error::value_error;
use std::rc::Rc;
use crate::numpy::numeric::flat;
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.isin", "element, test_elements, assume_unique=False, invert=False, *, kind=None", "True where an element of `element` equals some test element (shape of `element`).", "np.isin(np.arange(6), [1, 4, 9])", np_isin),
    def!("numpy.intersect1d", "ar1, ar2, assume_unique=False, return_indices=False", "Sorted values in both arrays (optionally with their first indices in each).", "np.intersect1d([1, 3, 4, 3], [3, 1, 2, 1])", np_intersect1d),
    def!("numpy.union1d", "ar1, ar2", "Sorted values in either array.", "np.union1d([-1, 0, 1], [-2, 0, 2])", np_union1d),
    def!("numpy.setdiff1d", "ar1, ar2, assume_unique=False", "Sorted unique values of ar1 that are not in ar2.", "np.setdiff1d([1, 2, 3, 2, 4, 1], [3, 4, 5, 6])", np_setdiff1d),
    def!("numpy.setxor1d", "ar1, ar2, assume_unique=False", "Sorted values in exactly one of the two arrays.", "np.setxor1d([1, 2, 3, 2, 4], [2, 3, 5, 7, 5])", np_setxor1d),
    def!("numpy.unique", "ar, return_index=False, return_inverse=False, return_counts=False, axis=None, *, equal_nan=True, sorted=True", "Sorted unique elements (or rows with axis=), optionally with first indices, inverse and counts.", "np.unique(a, return_counts=True)", np_unique),
];

fn np_unique(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let (ri, rv, rc) = (bool_of(a, "return_index")?, bool_of(a, "return_inverse")?, bool_of(a, "return_counts")?);
    if let Some(t) = super::strings::text_input(&a.req("ar"))? {
        if a.opt("axis").is_some() {
            return Err(stridelab_engine::error::not_implemented("np.unique of strings with axis= is not supported by stridelab"));
        }
        return super::strings::unique(&t, ri, rv, rc);
    }
    if let Value::Record(r) = &a.req("ar") {
        if a.opt("axis").is_some() {
            return Err(stridelab_engine::error::not_implemented("np.unique of a structured array with axis= is not supported by stridelab"));
        }
        return super::records::unique(r, ri, rv, rc);
    }
    let x = array_arg(&a.req("ar"))?;
    let equal_nan = match a.get("equal_nan") {
        None => true,
        Some(v) => ops::truthy(&v)?,
    };
    // rows to deduplicate: single elements (axis=None) or sub-arrays along `axis`
    let (rows, row_len, axis) = match axis_opt(a, "axis", None)? {
        None => (flat(&x)?, 1usize, None),
        Some(k) => {
            let k = ax(k, x.ndim())?;
            let m = view::moveaxis(&x, &[k as i64], &[0])?;
            let n = m.shape[0];
            let rest: usize = m.shape[1..].iter().product();
            (view::reshape(&m, &[n as i64, rest as i64], Order::C, None)?, rest, Some((k, m.shape.clone())))
        }
    };
    // C-contiguous rows are read where they lie; others are copied once
    let c = if rows.is_c_contiguous() { rows.clone() } else { rows.copy_as(rows.dtype, false)? };
    let nrows = rows.size().checked_div(row_len).unwrap_or(rows.shape[0]);
    let item = x.dtype.itemsize();
    let all = c.buf.data.borrow();
    let data = &all[c.offset.min(all.len())..];
    if !(ri || rv) && axis.is_none() {
        // values (and counts) only: sort the values themselves, as NumPy does
        let (bytes, counts) = stridelab_engine::sorting::unique_values(data, x.dtype, nrows, equal_nan, !rc);
        let u = NdArray::zeros(x.dtype, &[bytes.len() / item], false)?;
        u.buf.data.borrow_mut()[..bytes.len()].copy_from_slice(&bytes);
        if !rc {
            return Ok(Value::Array(u));
        }
        let c = stridelab_engine::creation::from_values(&[counts.len()], &counts)?;
        return Ok(Value::tuple(vec![Value::Array(u), Value::Array(c)]));
    }
    let g = stridelab_engine::sorting::unique_rows(data, x.dtype, nrows, row_len, equal_nan)?;
    let (firsts, counts, inverse) = (g.firsts, g.counts, g.inverse);
    // the first row of each group, copied as bytes
    let row_bytes = row_len * item;
    let mut uvals = vec![0u8; firsts.len() * row_bytes];
    for (k, &r) in firsts.iter().enumerate() {
        uvals[k * row_bytes..(k + 1) * row_bytes].copy_from_slice(&data[r * row_bytes..(r + 1) * row_bytes]);
    }
    drop(all);
    let uniq = match &axis {
        None => {
            let u = NdArray::zeros(x.dtype, &[firsts.len()], false)?;
            u.buf.data.borrow_mut()[..uvals.len()].copy_from_slice(&uvals);
            u
        }
        Some((k, mshape)) => {
            let mut s = mshape.clone();
            s[0] = firsts.len();
            let u = NdArray::zeros(x.dtype, &s, false)?;
            u.buf.data.borrow_mut()[..uvals.len()].copy_from_slice(&uvals);
            let back = view::moveaxis(&u, &[0], &[*k as i64])?;
            back.copy_as(back.dtype, false)?
        }
    };
    if !(ri || rv || rc) {
        return Ok(Value::Array(uniq));
    }
    let ints = |v: Vec<i64>, shape: &[usize]| -> PyResult<Value> { Ok(Value::Array(stridelab_engine::creation::from_values(shape, &v)?)) };
    let mut out = vec![Value::Array(uniq)];
    if ri {
        out.push(ints(firsts.iter().map(|&r| r as i64).collect(), &[firsts.len()])?);
    }
    if rv {
        let shape = if axis.is_none() { x.shape.clone() } else { vec![nrows] };
        out.push(ints(inverse, &shape)?);
    }
    if rc {
        let n = counts.len();
        out.push(ints(counts, &[n])?);
    }
    Ok(Value::tuple(out))
}

/// `_unique1d` over elements that are not numbers (text, records): a stable sort of positions
/// `0..n` by `cmp`, a new group wherever an element differs (`same` false) from the one before.
/// Returns the sorted positions of each group's first element and, per position, its group.
pub struct Groups {
    pub firsts: Vec<usize>,
    pub counts: Vec<i64>,
    pub inverse: Vec<i64>,
}

pub fn sorted_groups(n: usize, cmp: impl Fn(usize, usize) -> Ordering, same: impl Fn(usize, usize) -> bool) -> Groups {
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&i, &j| cmp(i, j));
    let (mut firsts, mut counts, mut inverse) = (Vec::new(), Vec::new(), vec![0i64; n]);
    for (k, &i) in order.iter().enumerate() {
        if k == 0 || !same(order[k - 1], i) {
            firsts.push(i);
            counts.push(0);
        }
        *counts.last_mut().expect("a group was opened") += 1;
        inverse[i] = firsts.len() as i64 - 1;
    }
    Groups { firsts, counts, inverse }
}

impl Groups {
    /// np.unique's result: the unique values `u`, then the first indices, the inverse (in the
    /// input's `shape`) and the counts that were asked for.
    pub fn result(self, u: Value, shape: &[usize], ri: bool, rv: bool, rc: bool) -> PyResult<Value> {
        if !(ri || rv || rc) {
            return Ok(u);
        }
        let ints = |v: Vec<i64>, shape: &[usize]| -> PyResult<Value> { Ok(Value::Array(stridelab_engine::creation::from_values(shape, &v)?)) };
        let mut out = vec![u];
        if ri {
            let n = self.firsts.len();
            out.push(ints(self.firsts.iter().map(|&r| r as i64).collect(), &[n])?);
        }
        if rv {
            out.push(ints(self.inverse, shape)?);
        }
        if rc {
            let n = self.counts.len();
            out.push(ints(self.counts, &[n])?);
        }
        Ok(Value::tuple(out))
    }
}

// ----- isin and the set operations -----

fn call(interp: &mut Interp, name: &'static str, pos: Vec<Value>, kw: Vec<(&str, Value)>) -> PyResult<Value> {
    let kw = kw.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
    interp.call(&Value::Builtin(name), pos, kw)
}

/// `v[start:stop]`
fn slice(interp: &mut Interp, v: &Value, start: Option<i128>, stop: Option<i128>) -> PyResult<Value> {
    let b = |x: Option<i128>| x.map_or(Value::None, Value::Int);
    crate::index::get_item(interp, v, &Value::Slice(Rc::new([b(start), b(stop), Value::None])))
}

fn item(interp: &mut Interp, v: &Value, idx: &Value) -> PyResult<Value> {
    crate::index::get_item(interp, v, idx)
}

fn unique(interp: &mut Interp, v: Value) -> PyResult<Value> {
    call(interp, "numpy.unique", vec![v], vec![])
}

fn size_of(v: &Value) -> i128 {
    match v {
        Value::Array(a) => a.size() as i128,
        _ => 1,
    }
}

/// `v.sort()` in place.
fn sort_in_place(interp: &mut Interp, v: &Value) -> PyResult<()> {
    let m = Value::Method(Rc::new((v.clone(), "sort".to_string())));
    interp.call(&m, vec![], vec![])?;
    Ok(())
}

/// `a == b` / `a != b` element-wise.
fn neighbours(interp: &mut Interp, aux: &Value, equal: bool) -> PyResult<Value> {
    let (next, prev) = (slice(interp, aux, Some(1), None)?, slice(interp, aux, None, Some(-1))?);
    let op = if equal { stridelab_lang::ast::CmpOp::Eq } else { stridelab_lang::ast::CmpOp::Ne };
    ops::compare(interp, op, &next, &prev)
}

fn bool_opt(a: &Args, name: &str) -> PyResult<bool> {
    a.get(name).map(|v| ops::truthy(&v)).transpose().map(|b| b.unwrap_or(false))
}

fn np_intersect1d(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let (assume_unique, ri) = (bool_opt(a, "assume_unique")?, bool_opt(a, "return_indices")?);
    let mut ar1 = call(interp, "numpy.asanyarray", vec![a.req("ar1")], vec![])?;
    let mut ar2 = call(interp, "numpy.asanyarray", vec![a.req("ar2")], vec![])?;
    let mut firsts = None;
    if !assume_unique {
        if ri {
            let with_index = |interp: &mut Interp, v: Value| -> PyResult<(Value, Value)> {
                match call(interp, "numpy.unique", vec![v], vec![("return_index", Value::Bool(true))])? {
                    Value::Tuple(t) if t.len() == 2 => Ok((t[0].clone(), t[1].clone())),
                    other => Ok((other, Value::None)),
                }
            };
            let (u1, i1) = with_index(interp, ar1)?;
            let (u2, i2) = with_index(interp, ar2)?;
            (ar1, ar2, firsts) = (u1, u2, Some((i1, i2)));
        } else {
            ar1 = unique(interp, ar1)?;
            ar2 = unique(interp, ar2)?;
        }
    } else {
        ar1 = call(interp, "numpy.ravel", vec![ar1], vec![])?;
        ar2 = call(interp, "numpy.ravel", vec![ar2], vec![])?;
    }
    let n1 = size_of(&ar1);
    let mut aux = call(interp, "numpy.concatenate", vec![Value::tuple(vec![ar1, ar2])], vec![])?;
    let mut order = Value::None;
    if ri {
        order = call(interp, "numpy.argsort", vec![aux.clone()], vec![("kind", Value::str("mergesort"))])?;
        aux = item(interp, &aux, &order)?;
    } else {
        sort_in_place(interp, &aux)?;
    }
    let mask = neighbours(interp, &aux, true)?;
    let head = slice(interp, &aux, None, Some(-1))?;
    let int1d = item(interp, &head, &mask)?;
    if !ri {
        return Ok(int1d);
    }
    let o1 = slice(interp, &order, None, Some(-1))?;
    let mut i1 = item(interp, &o1, &mask)?;
    let o2 = slice(interp, &order, Some(1), None)?;
    let o2 = item(interp, &o2, &mask)?;
    let mut i2 = ops::binary_op(interp, stridelab_lang::ast::BinOp::Sub, &o2, &Value::Int(n1))?;
    if let Some((f1, f2)) = firsts {
        i1 = item(interp, &f1, &i1)?;
        i2 = item(interp, &f2, &i2)?;
    }
    Ok(Value::tuple(vec![int1d, i1, i2]))
}

fn np_union1d(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let both = Value::tuple(vec![a.req("ar1"), a.req("ar2")]);
    let aux = call(interp, "numpy.concatenate", vec![both], vec![("axis", Value::None)])?;
    unique(interp, aux)
}

fn np_setdiff1d(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let (ar1, ar2) = if bool_opt(a, "assume_unique")? {
        let x = call(interp, "numpy.asarray", vec![a.req("ar1")], vec![])?;
        (call(interp, "numpy.ravel", vec![x], vec![])?, a.req("ar2"))
    } else {
        (unique(interp, a.req("ar1"))?, unique(interp, a.req("ar2"))?)
    };
    let x = array_arg(&ar1)?;
    let keep = in1d(&x, &array_arg(&ar2)?, true, None)?;
    item(interp, &ar1, &Value::Array(keep))
}

fn np_setxor1d(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let (mut ar1, mut ar2) = (a.req("ar1"), a.req("ar2"));
    if !bool_opt(a, "assume_unique")? {
        ar1 = unique(interp, ar1)?;
        ar2 = unique(interp, ar2)?;
    }
    let aux = call(interp, "numpy.concatenate", vec![Value::tuple(vec![ar1, ar2])], vec![("axis", Value::None)])?;
    if size_of(&aux) == 0 {
        return Ok(aux);
    }
    sort_in_place(interp, &aux)?;
    let differs = neighbours(interp, &aux, false)?;
    let t = || Value::list(vec![Value::Bool(true)]);
    let flag = call(interp, "numpy.concatenate", vec![Value::tuple(vec![t(), differs, t()])], vec![])?;
    let (after, before) = (slice(interp, &flag, Some(1), None)?, slice(interp, &flag, None, Some(-1))?);
    let keep = ops::binary_op(interp, stridelab_lang::ast::BinOp::BitAnd, &after, &before)?;
    item(interp, &aux, &keep)
}

fn np_isin(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let element = call(interp, "numpy.asarray", vec![a.req("element")], vec![])?;
    let test = call(interp, "numpy.asarray", vec![a.req("test_elements")], vec![])?;
    if super::object_arrays::involved(&[&element, &test]) {
        return super::object_arrays::isin(interp, &element, &test, bool_opt(a, "invert")?);
    }
    let (element, test) = (array_arg(&element)?, array_arg(&test)?);
    let kind = match a.opt("kind") {
        None => None,
        Some(Value::Str(s)) if &*s == "sort" || &*s == "table" => Some(s.to_string()),
        Some(v) => {
            let shown = crate::repr::str_of(&v, &Default::default());
            return Err(value_error(format!("Invalid kind: '{shown}'. Please use None, 'sort' or 'table'.")));
        }
    };
    let r = in1d(&element, &test, bool_opt(a, "invert")?, kind.as_deref())?;
    Ok(Value::Array(view::reshape(&r, &element.shape.iter().map(|&n| n as i64).collect::<Vec<_>>(), Order::C, None)?))
}

/// NumPy's `_isin` on flattened inputs: for each element of `ar1`, whether it equals some
/// element of `ar2` (or not, with `invert`). Integer and boolean inputs compare exactly (NumPy's
/// table method); otherwise both are cast to their common dtype and compared there, where NaN
/// equals nothing and -0.0 equals 0.0 (NumPy's sort method).
fn in1d(ar1: &Rc<NdArray>, ar2: &Rc<NdArray>, invert: bool, kind: Option<&str>) -> PyResult<Rc<NdArray>> {
    use stridelab_engine::kernels::Elem;
    let ints = |d: DType| d.is_integer() || d == DType::Bool;
    let is_int = ints(ar1.dtype) && ints(ar2.dtype);
    if kind == Some("table") && !is_int {
        return Err(value_error(
            "The 'table' method is only supported for boolean or integer arrays. Please select 'sort' or None for kind.",
        ));
    }
    let n = ar1.size();
    let found: Vec<bool> = if ar2.size() == 0 {
        vec![false; n]
    } else if is_int {
        let read = |x: &Rc<NdArray>| -> PyResult<Vec<i128>> {
            let c = x.copy_as(x.dtype, false)?;
            let d = c.buf.data.borrow();
            let unsigned = x.dtype.kind() == stridelab_engine::dtype::Kind::UInt;
            Ok(stridelab_engine::kernels::with_elem!(x.dtype, T => d
                .chunks_exact(T::SIZE)
                .map(|b| if unsigned { T::rd(b).to_u64() as i128 } else { T::rd(b).to_i64() as i128 })
                .collect()))
        };
        let mut tv = read(ar2)?;
        tv.sort_unstable();
        if kind == Some("table") {
            let (lo, hi) = (tv[0], tv[tv.len() - 1]);
            let max = match ar2.dtype {
                DType::Bool => 255,
                d => crate::numpy::getlimits::int_max(d),
            };
            if hi - lo > max {
                return Err(stridelab_engine::error::PyErr::new(
                    stridelab_engine::error::ExcKind::RuntimeError,
                    "You have specified kind='table', but the range of values in `ar2` or `ar1` exceed the maximum integer of the datatype. Please set `kind` to None or 'sort'.",
                ));
            }
        }
        read(ar1)?.iter().map(|x| tv.binary_search(x).is_ok()).collect()
    } else {
        let common = stridelab_engine::ufunc::promote_types(ar1.dtype, ar2.dtype);
        // (real, imaginary) pairs, so one path serves floats and complex values
        let read = |x: &Rc<NdArray>| -> PyResult<Vec<(f64, f64)>> {
            // cast_copy gives a fresh C-contiguous array
            let c = stridelab_engine::ufunc::cast_copy(x, common)?;
            let d = c.buf.data.borrow();
            Ok(stridelab_engine::kernels::with_elem!(common, T => d.chunks_exact(T::SIZE).map(|b| T::rd(b).to_c()).collect()))
        };
        let mut tv: Vec<(f64, f64)> = read(ar2)?.into_iter().filter(|v| !v.0.is_nan() && !v.1.is_nan()).collect();
        tv.sort_unstable_by(|p, q| p.partial_cmp(q).unwrap_or(Ordering::Equal));
        read(ar1)?
            .iter()
            .map(|x| tv.binary_search_by(|t| t.partial_cmp(x).unwrap_or(Ordering::Less)).is_ok())
            .collect()
    };
    let out = NdArray::zeros(DType::Bool, &[n], false)?;
    {
        let mut d = out.buf.data.borrow_mut();
        for (b, f) in d.iter_mut().zip(&found) {
            *b = (*f != invert) as u8;
        }
    }
    Ok(out)
}
