//! `np.matrix`, `np.asmatrix` and `np.bmat`, as NumPy's numpy/matrixlib/defmatrix.py defines
//! them: an ndarray subclass that is always 2-D, whose `*` is the matrix product and `**`
//! `matrix_power`, whose reductions keep two dimensions, with the properties `.T`, `.H`, `.I`,
//! `.A`, `.A1` and their `get*` methods.
//!
//! A matrix is an instance of a NumPy class in `numpy::subclass`'s registry (a class of module
//! `numpy` named `matrix`, whose `__array_priority__` is 10.0): an ordinary array object, so
//! every function, index and teaching view sees its memory as it sees any array's, and views,
//! ufunc results and ndarray methods become matrices through the registry's one `adopt` path.
//! This file holds what defmatrix.py changes: `__new__`, `__array_finalize__` (made 2-D:
//! `finalize_shape`), `__getitem__`, `__mul__`/`__rmul__`/`__pow__` and their in-place forms,
//! the overridden methods and the properties. The NumPy functions that return a matrix for a
//! matrix argument do so here too: `np.dot` and the joins (the input of highest priority
//! gives the type), np.linalg's `wrap`ped results (inv, solve, eig/eigh's vectors, svd's,
//! qr, lstsq), `copy.copy`/`copy.deepcopy`, the `*_like` functions (`subok=True`),
//! `np.sort`/`np.clip` and the fromnumeric functions that call the matrix's own methods.
//! Not modelled, and said so: `np.linalg.pinv` (so `.I` of a non-square matrix), and
//! matrices of text, structured, object, datetime, byte-swapped or masked arrays.

use std::cell::Cell;
use std::collections::HashMap;
use std::rc::Rc;

use stridelab_engine::array::NdArray;
use stridelab_engine::error::{ExcKind, PyErr, PyResult, not_implemented, type_error, value_error};
use stridelab_lang::ast::{BinOp, ExprKind, StmtKind, UnaryOp};

use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::python::classes;
use crate::value::{ClassId, TypeObj, Value};

use super::subclass;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.matrix.__new__", "subtype, data, dtype=None, copy=True", "A new matrix (always 2-D) from a string such as '1 2; 3 4', nested lists or an array.", "np.matrix('1 2; 3 4')", np_matrix_new),
    def!("numpy.asmatrix", "data, dtype=None", "The input as a matrix, without a copy when it already is an array: a matrix view of its memory.", "np.asmatrix(np.arange(4).reshape(2, 2))", np_asmatrix),
    def!("numpy.bmat", "obj, ldict=None, gdict=None", "A matrix built from blocks: nested lists of arrays, or a string of names such as 'A B; C D'.", "np.bmat([[np.eye(2), np.zeros((2, 2))]])", np_bmat),
];

thread_local! {
    /// The class `np.matrix`, defined the first time a script names it.
    static MATRIX: Cell<Option<ClassId>> = const { Cell::new(None) };
}

/// `np.matrix` (the class; defined on first use).
pub fn class() -> ClassId {
    if let Some(c) = MATRIX.get() {
        return c;
    }
    let attrs = HashMap::from([
        ("__array_priority__".to_string(), Value::Float(10.0)),
        ("__new__".to_string(), Value::Builtin("numpy.matrix.__new__")),
        ("__module__".to_string(), Value::str("numpy")),
    ]);
    let c = classes::define_in("numpy", "matrix", Vec::new(), attrs, true);
    MATRIX.set(Some(c));
    c
}

/// Whether instances of `c` are matrices (`np.matrix` or a class derived from it).
pub fn is_matrix_class(c: ClassId) -> bool {
    MATRIX.get().is_some_and(|m| classes::is_subclass(c, m))
}

/// The class of the first matrix among `vals` (np.matrix if none is).
fn matrix_class_of<'a>(vals: impl IntoIterator<Item = &'a Value>) -> ClassId {
    vals.into_iter()
        .find_map(|v| match v {
            Value::Array(a) => subclass::class_of(a).filter(|c| is_matrix_class(*c)),
            _ => None,
        })
        .unwrap_or_else(class)
}

/// `new`, a copy NumPy makes of `src` with `src`'s type (`ndarray.__copy__`): a matrix
/// when `src` is one.
pub fn keep_type(src: &Rc<NdArray>, new: Rc<NdArray>) -> PyResult<Value> {
    match subclass::class_of(src).filter(|c| is_matrix_class(*c)) {
        Some(c) => subclass::new_instance(new, c),
        None => Ok(Value::Array(new)),
    }
}

/// Whether `v` is a matrix.
pub fn is_matrix(v: &Value) -> bool {
    matches!(v, Value::Array(a) if subclass::class_of(a).is_some_and(is_matrix_class))
}

/// matrix's `__array_finalize__`: a new matrix of fewer than two dimensions becomes one row
/// (0-d: 1x1); one of more loses its length-1 axes, and must then be 2-D. NumPy sets
/// `self.shape`, so the array keeps its memory, flags and base.
pub fn finalize_shape(r: Rc<NdArray>) -> PyResult<Rc<NdArray>> {
    let mut shape: Vec<usize> = r.shape.clone();
    if shape.len() == 2 {
        return Ok(r);
    }
    if shape.len() > 2 {
        shape.retain(|&n| n > 1);
        if shape.len() > 2 {
            return Err(value_error("shape too large to be a matrix."));
        }
    }
    let shape = match shape[..] {
        [] => vec![1, 1],
        [n] => vec![1, n],
        _ => shape,
    };
    set_shape(&r, &shape)
}

/// `r.shape = shape` for a shape that only adds or removes length-1 axes (never a copy).
fn set_shape(r: &Rc<NdArray>, shape: &[usize]) -> PyResult<Rc<NdArray>> {
    let want: Vec<i64> = shape.iter().map(|&n| n as i64).collect();
    let v = stridelab_engine::view::reshape(r, &want, stridelab_engine::view::Order::C, None)?;
    crate::attrs::same_array_new_layout(r, v.shape.clone(), v.strides.clone(), r.dtype)
}

/// matrix's `__getitem__`: ndarray's indexing without `__array_finalize__`'s reshaping, then a
/// 0-d result is its scalar and a 1-D one a row, or a column when the index is a sequence
/// whose second item is a scalar (`m[:, 0]`).
pub fn get_item(a: &Rc<NdArray>, class: ClassId, idx: &Value, r: Value) -> PyResult<Value> {
    let Value::Array(x) = r else { return Ok(r) };
    if Rc::ptr_eq(&x, a) {
        return Ok(Value::Array(x));
    }
    let x = match x.ndim() {
        0 => return Ok(crate::ops::from_result(x)),
        1 => {
            let n = x.shape[0];
            let shape = if second_is_scalar(idx) { [n, 1] } else { [1, n] };
            set_shape(&x, &shape)?
        }
        _ => x,
    };
    Ok(Value::Array(subclass::register_view(x, a, class)))
}

/// What `m[idx] = value` writes into when idx selects a view (integers, slices, None,
/// Ellipsis): the view matrix's `__getitem__` gives, so `m[:, 0]` is a column there too.
/// None for other indexes (ndarray's assignment as it is).
pub fn set_target(a: &Rc<NdArray>, class: ClassId, idx: &Value) -> PyResult<Option<Value>> {
    let basic = |v: &Value| match v {
        Value::Scalar(d, _) => d.is_integer(),
        v => matches!(v, Value::Int(_) | Value::Slice(_) | Value::None | Value::Ellipsis),
    };
    let is_view = match idx {
        Value::Tuple(t) => t.iter().all(basic),
        v => basic(v),
    };
    if !is_view {
        return Ok(None);
    }
    let r = crate::index::array_get(a, idx)?;
    match get_item(a, class, idx, r)? {
        v @ Value::Array(_) => Ok(Some(v)),
        _ => Ok(None),
    }
}

/// An item of `for row in m`: ndarray's `sq_item` view of the matrix's type, which
/// `__array_finalize__` makes a 1xN row.
pub fn row(a: &Rc<NdArray>, class: ClassId, item: Value) -> PyResult<Value> {
    match item {
        Value::Array(x) => Ok(Value::Array(subclass::register_view(finalize_shape(x)?, a, class))),
        other => Ok(other),
    }
}

/// `len(index) > 1 and np.isscalar(index[1])`, as matrix's `__getitem__` asks it.
fn second_is_scalar(idx: &Value) -> bool {
    let is_scalar = |v: &Value| {
        matches!(v, Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::Complex(..) | Value::Str(_) | Value::Bytes(_) | Value::Scalar(..))
    };
    match idx {
        Value::Tuple(t) => t.len() > 1 && is_scalar(&t[1]),
        Value::List(l) => {
            let l = l.borrow();
            l.len() > 1 && is_scalar(&l[1])
        }
        // an index array's items are scalars when it is 1-D
        Value::Array(ix) => ix.ndim() == 1 && ix.shape[0] > 1,
        _ => false,
    }
}

/// `matrix(data, dtype=None, copy=True)` (`matrix.__new__`).
pub fn new(interp: &mut Interp, data: &Value, dtype: Option<Value>, copy: bool) -> PyResult<Value> {
    new_of(interp, class(), data, dtype, copy)
}

/// `subtype.__new__(subtype, data, dtype, copy)` for np.matrix or a class derived from it.
fn new_of(interp: &mut Interp, subtype: ClassId, data: &Value, dtype: Option<Value>, copy: bool) -> PyResult<Value> {
    let dtype = dtype.filter(|d| !d.is_none());
    if let Value::Array(a) = data {
        let same_dtype = |d: &Option<Value>| -> PyResult<bool> {
            Ok(match d {
                None => true,
                Some(d) => crate::convert::parse_dtype(d)? == a.dtype,
            })
        };
        let astype = |interp: &mut Interp, m: &Value, d: Option<Value>| -> PyResult<Value> {
            let d = d.unwrap_or(Value::DType(a.dtype));
            subclass::ndarray_native_call(interp, m, "astype", vec![d], vec![])
        };
        if is_matrix(data) {
            if same_dtype(&dtype)? && !copy {
                return Ok(data.clone());
            }
            return astype(interp, data, dtype);
        }
        let view = subclass::view(interp, data, a, vec![Value::Type(TypeObj::Class(subtype))], vec![])?;
        if !same_dtype(&dtype)? {
            return astype(interp, &view, dtype);
        }
        return if copy { subclass::ndarray_native_call(interp, &view, "copy", vec![], vec![]) } else { Ok(view) };
    }
    refuse_array_like(data)?;
    let data = match data {
        Value::Str(s) => from_string(interp, s)?,
        other => other.clone(),
    };
    let mut kw = vec![("copy".to_string(), if copy { Value::Bool(true) } else { Value::None })];
    if let Some(d) = dtype {
        kw.push(("dtype".to_string(), d));
    }
    let arr = match interp.call(&Value::Builtin("numpy.array"), vec![data], kw)? {
        Value::Array(x) => x,
        other => {
            refuse_array_like(&other)?;
            return Err(not_implemented(format!("a matrix of {} is not supported by stridelab", other.type_name())));
        }
    };
    let shape = match arr.shape[..] {
        [] => vec![1, 1],
        [n] => vec![1, n],
        [r, c] => vec![r, c],
        _ => return Err(value_error("matrix must be 2-dimensional")),
    };
    // ndarray.__new__(matrix, shape, arr.dtype, buffer=arr): a view whose base is arr
    let strides = stridelab_engine::layout::contiguous_strides(&shape, arr.itemsize(), arr.ndim() == 2 && arr.is_f_contiguous() && !arr.is_c_contiguous());
    let m = NdArray::view_of(&arr, arr.offset, shape, strides, arr.dtype)?;
    Ok(Value::Array(subclass::register_view(m, &arr, subtype)))
}

/// The arrays NumPy would view as a matrix but stridelab keeps as values of their own kind.
fn refuse_array_like(v: &Value) -> PyResult<()> {
    let kind = match v {
        Value::Masked(_) => "a masked array",
        Value::Record(_) => "a structured array",
        Value::Text(_) => "a text array",
        Value::Objects(_) => "an object array",
        Value::Swapped(_) => "a byte-swapped array",
        Value::Time(_) => "a datetime array",
        _ => return Ok(()),
    };
    Err(not_implemented(format!("np.matrix of {kind} is not supported by stridelab")))
}

/// defmatrix.py's `_convert_from_string`: rows split at ';', items at ',' and blanks, each
/// item a Python literal (`ast.literal_eval`); brackets are dropped.
fn from_string(interp: &mut Interp, s: &str) -> PyResult<Value> {
    let s: String = s.chars().filter(|c| *c != '[' && *c != ']').collect();
    let mut rows = Vec::new();
    let mut ncols = 0;
    for (count, row) in s.split(';').enumerate() {
        let mut items = Vec::new();
        for col in row.split(',') {
            for tok in col.split_whitespace() {
                items.push(literal_eval(interp, tok)?);
            }
        }
        if count == 0 {
            ncols = items.len();
        } else if items.len() != ncols {
            return Err(value_error("Rows not the same size."));
        }
        rows.push(Value::list(items));
    }
    Ok(Value::list(rows))
}

/// `ast.literal_eval(tok)` for one blank-free item: numbers (signed, complex sums),
/// strings, bytes, True/False/None and displays of them.
fn literal_eval(interp: &mut Interp, tok: &str) -> PyResult<Value> {
    let stmts = stridelab_lang::parser::parse_program(tok)
        .map_err(|e| PyErr::new(ExcKind::SyntaxError, format!("{} (<unknown>, line 1)", e.msg)))?;
    let expr = match &stmts[..] {
        [s] => match &s.kind {
            StmtKind::Expr(e) => e,
            _ => return Err(PyErr::new(ExcKind::SyntaxError, "invalid syntax (<unknown>, line 1)")),
        },
        _ => return Err(PyErr::new(ExcKind::SyntaxError, "invalid syntax (<unknown>, line 1)")),
    };
    fn node(k: &ExprKind) -> Option<&'static str> {
        let num = |e: &ExprKind| matches!(e, ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Imag(_));
        let signed = |e: &ExprKind| num(e) || matches!(e, ExprKind::Unary(UnaryOp::Neg | UnaryOp::Pos, x) if num(&x.kind));
        match k {
            ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Imag(_) | ExprKind::Str(_) | ExprKind::Bytes(_) | ExprKind::Bool(_) | ExprKind::None => None,
            ExprKind::Unary(UnaryOp::Neg | UnaryOp::Pos, x) if num(&x.kind) => None,
            ExprKind::Binary(BinOp::Add | BinOp::Sub, l, r) if signed(&l.kind) && matches!(r.kind, ExprKind::Imag(_)) => None,
            ExprKind::Tuple(xs) | ExprKind::List(xs) | ExprKind::Set(xs) => xs.iter().find_map(|x| node(&x.kind)),
            ExprKind::Dict(kv) => kv.iter().find_map(|(k, v)| node(&k.kind).or_else(|| node(&v.kind))),
            ExprKind::Name(_) => Some("Name"),
            ExprKind::Unary(..) => Some("UnaryOp"),
            ExprKind::Binary(..) => Some("BinOp"),
            ExprKind::Call { .. } => Some("Call"),
            ExprKind::Attr(..) => Some("Attribute"),
            ExprKind::Subscript(..) => Some("Subscript"),
            _ => Some("expr"),
        }
    }
    if let Some(kind) = node(&expr.kind) {
        let addr = crate::repr::fake_addr(Rc::as_ptr(&Rc::new(())) as usize);
        return Err(value_error(format!("malformed node or string on line 1: <ast.{kind} object at {addr}>")));
    }
    interp.eval(expr)
}

fn np_matrix_new(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let subtype = match a.req("subtype") {
        Value::Type(TypeObj::Class(c)) if is_matrix_class(c) => c,
        other => return Err(type_error(format!("matrix.__new__(X): X is not a matrix type ({})", other.type_name()))),
    };
    let copy = match a.get("copy") {
        Some(v) => crate::ops::truthy(&v)?,
        None => true,
    };
    new_of(interp, subtype, &a.req("data"), a.get("dtype"), copy)
}

fn np_asmatrix(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    new(interp, &a.req("data"), a.get("dtype"), false)
}

/// `np.bmat(obj, ldict=None, gdict=None)`: blocks joined along rows (the last axis), then the
/// rows stacked; a string names the blocks, looked up in ldict, gdict or the caller's names.
fn np_bmat(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let concat = |interp: &mut Interp, items: Vec<Value>, axis: i128| {
        interp.call(&Value::Builtin("numpy.concatenate"), vec![Value::list(items)], vec![("axis".to_string(), Value::Int(axis))])
    };
    let obj = a.req("obj");
    let joined = match &obj {
        Value::Str(s) => {
            let mut rows = Vec::new();
            for row in s.split(';') {
                let mut blocks = Vec::new();
                for name in row.split(',').flat_map(str::split_whitespace) {
                    blocks.push(lookup(interp, a, name)?);
                }
                rows.push(concat(interp, blocks, -1)?);
            }
            concat(interp, rows, 0)?
        }
        Value::List(_) | Value::Tuple(_) => {
            let rows = crate::ops::iterate(&obj)?;
            let mut joined = Vec::new();
            for row in &rows {
                if matches!(row, Value::Array(_)) {
                    // a row that is an array: the list is one row of blocks
                    let r = concat(interp, rows.clone(), -1)?;
                    return new(interp, &r, None, true);
                }
                let blocks = crate::ops::iterate(row)?;
                joined.push(concat(interp, blocks, -1)?);
            }
            concat(interp, joined, 0)?
        }
        Value::Array(_) => obj.clone(),
        _ => return Ok(Value::None),
    };
    new(interp, &joined, None, true)
}

/// A block name of `np.bmat`'s string: ldict, then gdict, else the caller's variables.
fn lookup(interp: &mut Interp, a: &Args, name: &str) -> PyResult<Value> {
    let missing = || PyErr::new(ExcKind::NameError, format!("name '{name}' is not defined"));
    if let Some(g) = a.opt("gdict") {
        for d in [a.opt("ldict"), Some(g)].into_iter().flatten() {
            match crate::index::get_item(interp, &d, &Value::str(name)) {
                Ok(v) => return Ok(v),
                Err(e) if e.kind == ExcKind::KeyError => {}
                Err(e) => return Err(e),
            }
        }
        return Err(missing());
    }
    interp.lookup(name).map_err(|_| missing())
}

/// The matrix's properties (`.H`, `.I`, `.A`, `.A1`; `.T` is ndarray's transpose view) and
/// its `get*` methods as bound methods; None for every other name.
pub fn get_attr(interp: &mut Interp, obj: &Value, name: &str) -> PyResult<Option<Value>> {
    Ok(Some(match name {
        "H" | "I" | "A" | "A1" => property(interp, obj, name)?,
        // ndarray has no ptp method in NumPy 2; matrix keeps its own
        "getT" | "getH" | "getI" | "getA" | "getA1" | "ptp" => Value::Method(Rc::new((obj.clone(), name.to_string()))),
        _ => return Ok(None),
    }))
}

fn property(interp: &mut Interp, obj: &Value, name: &str) -> PyResult<Value> {
    let Value::Array(a) = obj else { return Err(type_error("not a matrix")) };
    match name {
        "T" => subclass::ndarray_native_call(interp, obj, "transpose", vec![], vec![]),
        "H" => {
            let t = subclass::ndarray_native_call(interp, obj, "transpose", vec![], vec![])?;
            if a.dtype.is_complex() { subclass::ndarray_native_call(interp, &t, "conjugate", vec![], vec![]) } else { Ok(t) }
        }
        "I" => {
            // a non-square matrix's .I is its pseudo-inverse
            let f = if a.shape[0] == a.shape[1] { "numpy.linalg.inv" } else { "numpy.linalg.pinv" };
            let inv = interp.call(&Value::Builtin(f), vec![obj.clone()], vec![])?;
            new(interp, &inv, None, false)
        }
        "A" => subclass::as_base_class(obj, false),
        _ => match subclass::as_base_class(obj, false)? {
            Value::Array(base) => super::ndarray::array_method(interp, &base, "ravel", vec![], vec![]),
            other => Ok(other),
        },
    }
}

/// `np.matrix.name`: matrix's functions and properties and ndarray's attributes are there in
/// NumPy, but not as objects stridelab has; any other name is NumPy's AttributeError.
pub fn type_attr(name: &str) -> PyResult<Value> {
    const OWN: &[&str] = &[
        "A", "A1", "H", "I", "T", "getA", "getA1", "getH", "getI", "getT", "ptp", "tolist", "__getitem__", "__mul__", "__rmul__",
        "__imul__", "__pow__", "__rpow__", "__ipow__", "__array_finalize__", "_align", "_collapse", "__doc__", "__dict__",
    ];
    if OWN.contains(&name) || super::ndarray::is_method(name) || subclass::ndarray_has(name) {
        return Err(not_implemented(format!("numpy.matrix.{name} (the class's attribute) is not supported by stridelab")));
    }
    Err(stridelab_engine::error::attribute_error(format!("type object 'matrix' has no attribute '{name}'")))
}

/// The methods matrix overrides, called on `recv`; None for the others (ndarray's own,
/// whose array results become matrices).
pub fn call_method(interp: &mut Interp, recv: &Value, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Option<Value>> {
    let fname = format!("matrix.{name}");
    let sig = match name {
        "getT" | "getH" | "getI" | "getA" | "getA1" => {
            // `getA = A.fget`: the property's function, named after it
            let prop = &name[3..];
            bind_method(&format!("matrix.{prop}"), "", recv, pos, kw)?;
            return property(interp, recv, prop).map(Some);
        }
        "sum" | "prod" | "mean" => "axis=None, dtype=None, out=None",
        "std" | "var" => "axis=None, dtype=None, out=None, ddof=0",
        "any" | "all" | "max" | "min" | "argmax" | "argmin" | "ptp" => "axis=None, out=None",
        // ndarray's trace sums the diagonal, a 1xN matrix here, along its last axis: 1x1
        "trace" => {
            let Value::Array(a) = recv else { return Ok(None) };
            return match super::ndarray::array_method(interp, a, name, pos, kw)? {
                Value::Scalar(d, v) => subclass::new_instance(NdArray::from_scalars(d, &[], &[v])?, matrix_class_of([recv])).map(Some),
                other => Ok(Some(other)),
            };
        }
        "tolist" => {
            bind_method(&fname, "", recv, pos, kw)?;
            let Value::Array(a) = recv else { return Ok(None) };
            return super::ndarray::array_method(interp, a, "tolist", vec![], vec![]).map(Some);
        }
        _ => return Ok(None),
    };
    let args = bind_method(&fname, sig, recv, pos, kw)?;
    let axis = args.opt("axis");
    let mut kw: Vec<(String, Value)> = ["axis", "dtype", "out", "ddof"]
        .into_iter()
        .filter_map(|k| args.get(k).map(|v| (k.to_string(), v)))
        .collect();
    let aligned = matches!(name, "argmax" | "argmin" | "ptp");
    let r = if name == "ptp" {
        let base = subclass::as_base_class(recv, false)?;
        interp.call(&Value::Builtin("numpy.ptp"), vec![base], kw)?
    } else {
        if !aligned {
            kw.push(("keepdims".to_string(), Value::Bool(true)));
        }
        let Value::Array(a) = recv else { return Ok(None) };
        super::ndarray::array_method(interp, a, name, vec![], kw)?
    };
    if let Some(out) = args.opt("out") {
        // ndarray's method returned out, on which `_collapse`/`_align` is called
        if !is_matrix(&out) {
            let helper = if aligned { "_align" } else { "_collapse" };
            return Err(stridelab_engine::error::attribute_error(format!("'numpy.ndarray' object has no attribute '{helper}'")));
        }
        return match (&axis, &out) {
            (None, Value::Array(o)) => Ok(Some(crate::ops::from_result(NdArray::from_scalars(o.dtype, &[], &[o.get_flat(0)])?))),
            (Some(ax), _) if aligned && crate::ops::index_int(ax) == Some(1) => subclass::ndarray_native_call(interp, &out, "transpose", vec![], vec![]).map(Some),
            (Some(ax), _) if aligned && crate::ops::index_int(ax) != Some(0) => Err(value_error("unsupported axis")),
            _ => Ok(Some(out)),
        };
    }
    let Some(axis) = axis else {
        // `_collapse(None)` and `_align(None)`: the one element, as a scalar
        return Ok(Some(match r {
            Value::Array(x) if x.size() == 1 => crate::ops::from_result(NdArray::from_scalars(x.dtype, &[], &[x.get_flat(0)])?),
            other => other,
        }));
    };
    let Value::Array(x) = r else { return Ok(Some(r)) };
    let m = subclass::new_instance(x, matrix_class_of([recv]))?;
    if !aligned {
        return Ok(Some(m));
    }
    // `_align(axis)`: axis 0 a row, axis 1 a column, others refused
    match crate::ops::index_int(&axis) {
        Some(0) => Ok(Some(m)),
        Some(1) => subclass::ndarray_native_call(interp, &m, "transpose", vec![], vec![]).map(Some),
        _ => Err(value_error("unsupported axis")),
    }
}

/// Arguments bound as to a method defined in Python: `self` counts in the messages.
fn bind_method(fname: &str, sig: &str, recv: &Value, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Args> {
    let sig = if sig.is_empty() { "self".to_string() } else { format!("self, {sig}") };
    Args::bind(fname, &sig, std::iter::once(recv.clone()).chain(pos).collect(), kw)
}

/// `a * b` and `a ** b` with a matrix on either side (`__mul__`, `__rmul__`, `__pow__`,
/// `__rpow__`); None for the operators matrix leaves to the ufuncs.
pub fn binary(interp: &mut Interp, op: BinOp, a: &Value, b: &Value) -> PyResult<Option<Value>> {
    let dot = |interp: &mut Interp, x: Value, y: Value| interp.call(&Value::Builtin("numpy.dot"), vec![x, y], vec![]);
    match op {
        BinOp::Mul if is_matrix(a) => {
            let b = match b {
                Value::Array(_) | Value::List(_) | Value::Tuple(_) => new(interp, b, None, false)?,
                other => other.clone(),
            };
            dot(interp, a.clone(), b).map(Some)
        }
        BinOp::Mul if is_matrix(b) => dot(interp, a.clone(), b.clone()).map(Some),
        BinOp::Pow if is_matrix(a) => crate::numpy::linalg::matrix_power(interp, a, b).map(Some),
        // __rpow__ returns NotImplemented: only an array or NumPy scalar's own ** (the ufunc) is left
        BinOp::Pow if is_matrix(b) && !matches!(a, Value::Array(_) | Value::Scalar(..)) => Err(type_error(format!(
            "unsupported operand type(s) for ** or pow(): '{}' and '{}'",
            a.type_name(),
            b.type_name()
        ))),
        _ => Ok(None),
    }
}

/// `m *= x` and `m **= n`: `self[:] = self * other`, then self.
pub fn inplace(interp: &mut Interp, op: BinOp, cur: &Value, rhs: &Value) -> PyResult<Option<Value>> {
    if !matches!(op, BinOp::Mul | BinOp::Pow) || !is_matrix(cur) {
        return Ok(None);
    }
    let Some(r) = binary(interp, op, cur, rhs)? else { return Ok(None) };
    let all = Value::Slice(Rc::new([Value::None, Value::None, Value::None]));
    crate::index::set_item(interp, cur, &all, &r)?;
    Ok(Some(cur.clone()))
}

/// `empty_like`'s result for `np.linalg.matrix_power(m, 0)`: a matrix when `template` is one
/// (NumPy's `empty_like` keeps the subclass).
pub fn like(template: &Value, r: Rc<NdArray>) -> PyResult<Value> {
    if is_matrix(template) { subclass::new_instance(r, matrix_class_of([template])) } else { Ok(Value::Array(r)) }
}

/// The fromnumeric functions that call their argument's own method (`_wrapreduction`,
/// `_wrapfunc`, `mean`, `std`, `var`, `squeeze`): NumPy's name, the method, the parameters
/// passed on positionally (the others go by keyword, when given), and whether a TypeError
/// of the method falls back on the base-class array's, its result wrapped (`_wrapfunc`).
const METHOD_FUNCTIONS: &[(&str, &str, &[&str], bool)] = &[
    ("numpy.sum", "sum", &[], false),
    ("numpy.prod", "prod", &[], false),
    ("numpy.mean", "mean", &[], false),
    ("numpy.std", "std", &[], false),
    ("numpy.var", "var", &[], false),
    ("numpy.any", "any", &[], false),
    ("numpy.all", "all", &[], false),
    ("numpy.max", "max", &[], false),
    ("numpy.amax", "max", &[], false),
    ("numpy.min", "min", &[], false),
    ("numpy.amin", "min", &[], false),
    ("numpy.squeeze", "squeeze", &[], false),
    ("numpy.argmax", "argmax", &[], true),
    ("numpy.argmin", "argmin", &[], true),
    ("numpy.cumsum", "cumsum", &[], true),
    ("numpy.cumprod", "cumprod", &[], true),
    ("numpy.round", "round", &[], true),
    ("numpy.around", "round", &[], true),
    ("numpy.argsort", "argsort", &[], true),
    ("numpy.transpose", "transpose", &["axes"], true),
    ("numpy.reshape", "reshape", &["shape"], true),
    ("numpy.swapaxes", "swapaxes", &["axis1", "axis2"], true),
    ("numpy.repeat", "repeat", &["repeats"], true),
    ("numpy.take", "take", &["indices"], true),
    ("numpy.compress", "compress", &["condition"], true),
    ("numpy.searchsorted", "searchsorted", &["v"], true),
    ("numpy.argpartition", "argpartition", &["kth"], true),
];

/// np.linalg's functions whose results go through the `wrap` of `_makearray`, which is the
/// matrix's `__array_wrap__` for a matrix argument: the argument that gives it, and which
/// items of a tuple result it wraps (a single array result is wrapped, except svd's `S`).
const LINALG_WRAPS: &[(&str, &str, &[usize])] = &[
    ("numpy.linalg.inv", "a", &[]),
    ("numpy.linalg.pinv", "a", &[]),
    ("numpy.linalg.solve", "b", &[]),
    ("numpy.linalg.eig", "a", &[1]),
    ("numpy.linalg.eigh", "a", &[1]),
    ("numpy.linalg.svd", "a", &[0, 2]),
    ("numpy.linalg.qr", "a", &[0, 1]),
    ("numpy.linalg.lstsq", "b", &[0, 1]),
];

/// Functions that join arrays: the output takes the type of the input of highest priority.
const JOINS: &[&str] = &["numpy.concatenate", "numpy.stack", "numpy.vstack", "numpy.hstack"];

/// The `*_like` functions, whose `subok=True` keeps the prototype's type.
const LIKES: &[&str] = &["numpy.empty_like", "numpy.zeros_like", "numpy.ones_like", "numpy.full_like"];

/// NumPy functions whose result is a matrix when given one: those of `METHOD_FUNCTIONS`
/// (the matrix's own methods), `np.dot` and the joins (the output takes the type of the
/// input of highest `__array_priority__`), `LINALG_WRAPS`, the `*_like` functions,
/// `np.sort` and `np.clip`.
pub fn intercept(interp: &mut Interp, key: &str, pos: &[Value], kw: &[(String, Value)]) -> PyResult<Option<Value>> {
    if MATRIX.get().is_none() {
        return Ok(None);
    }
    let args_of = || pos.iter().chain(kw.iter().map(|(_, v)| v));
    // the joins' matrices are items of their first argument
    let joined = JOINS.contains(&key) && matches!(pos.first(), Some(Value::List(_) | Value::Tuple(_)));
    let items = if joined { crate::ops::iterate(&pos[0])? } else { Vec::new() };
    if !args_of().any(is_matrix) && !items.iter().any(is_matrix) {
        return Ok(None);
    }
    let method = METHOD_FUNCTIONS.iter().find(|(k, ..)| *k == key);
    let linalg = LINALG_WRAPS.iter().find(|(k, ..)| *k == key);
    let no_out = !kw.iter().any(|(k, v)| k == "out" && !v.is_none());
    let wraps = (key == "numpy.dot" && no_out && pos.len() < 3) || (joined && no_out) || LIKES.contains(&key);
    if method.is_none() && linalg.is_none() && !wraps && !matches!(key, "numpy.sort" | "numpy.clip") {
        return Ok(None);
    }
    let def = crate::builtins::find(key).ok_or_else(|| type_error(format!("unknown builtin {key}")))?;
    let args = Args::bind_as(super::parser(def.key), def.name(), def.sig, pos.to_vec(), kw.to_vec())?;
    if let Some((_, from, items)) = linalg {
        return linalg_wrap(interp, def, &args, from, items);
    }
    let params = crate::args::parse_signature(def.sig);
    let Some(first) = params.first().and_then(|p| args.get(&p.name)) else { return Ok(None) };
    match key {
        "numpy.sort" => return sort(interp, &first, &args),
        "numpy.clip" => return clip(interp, &first, &args),
        _ => {}
    }
    let Some((_, name, positional, wrapfunc)) = method else {
        if LIKES.contains(&key) && (!is_matrix(&first) || args.get("subok").map(|v| crate::ops::truthy(&v)).transpose()? == Some(false)) {
            return Ok(None);
        }
        let of = matrix_class_of(args_of().chain(items.iter()));
        return match (def.f)(interp, &args)? {
            Value::Array(x) if subclass::class_of(&x).is_none() => subclass::new_instance(x, of).map(Some),
            other => Ok(Some(other)),
        };
    };
    let Value::Array(a) = &first else { return Ok(None) };
    let Some(c) = subclass::class_of(a).filter(|c| is_matrix_class(*c)) else { return Ok(None) };
    let (mut mpos, mut mkw) = (Vec::new(), Vec::new());
    for p in &params[1..] {
        match args.get(&p.name) {
            Some(v) if positional.contains(&p.name.as_str()) => mpos.push(v),
            Some(v) => mkw.push((p.name.clone(), v)),
            None => {}
        }
    }
    match subclass::call_method(interp, &first, a, c, name, mpos.clone(), mkw.clone()) {
        // `_wrapit`: the base-class array's method, its result wrapped as the matrix's type
        Err(e) if e.kind == ExcKind::TypeError && *wrapfunc => {
            let Value::Array(base) = subclass::as_base_class(&first, false)? else { return Err(e) };
            match super::ndarray::array_method(interp, &base, name, mpos, mkw)? {
                Value::Array(x) => subclass::new_instance(x, c).map(Some),
                Value::Scalar(d, v) => subclass::new_instance(NdArray::from_scalars(d, &[], &[v])?, c).map(Some),
                other => Ok(Some(other)),
            }
        }
        r => r.map(Some),
    }
}

/// A np.linalg function's results, wrapped as `_makearray`'s `wrap` does when the argument
/// `from` is a matrix.
fn linalg_wrap(interp: &mut Interp, def: &BuiltinDef, args: &Args, from: &str, items: &[usize]) -> PyResult<Option<Value>> {
    let Some(src) = args.get(from).filter(is_matrix) else { return Ok(None) };
    let class = matrix_class_of([&src]);
    let wrap = |v: Value| match v {
        Value::Array(x) if subclass::class_of(&x).is_none() => subclass::new_instance(x, class),
        other => Ok(other),
    };
    match (def.f)(interp, args)? {
        Value::Tuple(t) => {
            let mut out = Vec::with_capacity(t.len());
            for (i, v) in t.iter().enumerate() {
                out.push(if items.contains(&i) { wrap(v.clone())? } else { v.clone() });
            }
            Ok(Some(match crate::python::namedtuple::lookup(&t) {
                Some((name, fields)) => crate::python::namedtuple::make(name, fields, out),
                None => Value::tuple(out),
            }))
        }
        // svd without the vectors returns S as it is
        r if def.key == "numpy.linalg.svd" => Ok(Some(r)),
        r => wrap(r).map(Some),
    }
}

/// `np.sort(a, axis=-1, kind=None, order=None, *, stable=None)` of a matrix: a copy (for
/// axis=None the flattened 1xN matrix, sorted along its last axis) sorted in place.
fn sort(interp: &mut Interp, m: &Value, args: &Args) -> PyResult<Option<Value>> {
    let flat = args.get("axis").is_some_and(|v| v.is_none());
    let copy = subclass::ndarray_native_call(interp, m, if flat { "flatten" } else { "copy" }, vec![], vec![])?;
    let mut kw: Vec<(String, Value)> = ["kind", "order", "stable"].into_iter().filter_map(|k| args.opt(k).map(|v| (k.to_string(), v))).collect();
    kw.push(("axis".to_string(), if flat { Value::Int(-1) } else { args.get("axis").unwrap_or(Value::Int(-1)) }));
    subclass::ndarray_native_call(interp, &copy, "sort", vec![], kw)?;
    Ok(Some(copy))
}

/// `np.clip(a, a_min, a_max, out=None, *, min, max)` of a matrix: its own `clip` method.
fn clip(interp: &mut Interp, m: &Value, args: &Args) -> PyResult<Option<Value>> {
    let lo = args.opt("a_min").or_else(|| args.opt("min")).unwrap_or(Value::None);
    let hi = args.opt("a_max").or_else(|| args.opt("max")).unwrap_or(Value::None);
    let kw = args.opt("out").map(|o| vec![("out".to_string(), o)]).unwrap_or_default();
    subclass::ndarray_native_call(interp, m, "clip", vec![lo, hi], kw).map(Some)
}
