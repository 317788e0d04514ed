//! NumPy's `np.vectorize` (numpy/lib/_function_base_impl.py: `vectorize.__init__`,
//! `_call_as_normal`, `_get_ufunc_and_otypes`, `_vectorize_call`). Without `otypes` the
//! function is first called on the first element of each argument (as NumPy scalars) to
//! learn the output types, then on every element of the broadcast arguments in C order (as
//! Python scalars, what an object array holds), the first one again unless `cache=True`;
//! the results are cast to those types. With `signature=` (`_vectorize_call_with_signature`)
//! the function is called once per index of the broadcast loop dimensions on the core
//! sub-arrays, and the first results fix the output arrays' core sizes and dtypes.

use std::cell::RefCell;
use std::rc::Rc;

use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::{DType, Kind};
use stridelab_engine::error::{PyResult, not_implemented, type_error, value_error};
use stridelab_engine::{ufunc, view};
use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::convert::{as_array, scalar_to_py, to_array};
use crate::interp::Interp;
use crate::numpy::args::bool_of;
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.vectorize", "pyfunc=<no value>, otypes=None, doc=None, excluded=None, cache=False, signature=None", "A function that calls pyfunc on each element of its broadcast arguments and returns arrays (the output dtype from otypes, else from the first call's result).", "np.vectorize(lambda x, y: x if x > y else y)([1, 5, 3], 2)", np_vectorize),
];

/// A `numpy.vectorize` object.
#[derive(Debug)]
pub struct Vectorize {
    /// None until a decorator-style `np.vectorize(otypes=...)` is given its function.
    pub pyfunc: RefCell<Option<Value>>,
    /// The output dtypes, when `otypes` was given.
    otypes: Option<Vec<DType>>,
    /// `.otypes` as NumPy keeps it (a str, or a list of dtypes, or None).
    otypes_attr: Value,
    excluded: Vec<Value>,
    cache: bool,
    doc: Value,
    /// The signature as given, and its input and output core dimensions.
    signature: Option<(Rc<str>, CoreDims)>,
    /// Set for the ufunc `np.frompyfunc` makes, which calls like this but is a ufunc.
    pub frompyfunc: Option<crate::numpy::umath::frompyfunc::FromPyFunc>,
}

/// The object `np.frompyfunc` returns.
pub fn for_frompyfunc(func: Value, u: crate::numpy::umath::frompyfunc::FromPyFunc) -> Value {
    Value::Vectorize(Rc::new(Vectorize {
        pyfunc: RefCell::new(Some(func)),
        otypes: None,
        otypes_attr: Value::None,
        excluded: Vec::new(),
        cache: false,
        doc: Value::None,
        signature: None,
        frompyfunc: Some(u),
    }))
}

type CoreDims = (Vec<Vec<String>>, Vec<Vec<String>>);

/// `_parse_gufunc_signature`: `(m,n),(n)->(m)` into the core dimension names of each side.
fn parse_signature(sig: &str) -> PyResult<CoreDims> {
    let s: String = sig.chars().filter(|c| !c.is_whitespace()).collect();
    let bad = || value_error(format!("not a valid gufunc signature: {s}"));
    let side = |t: &str| -> Option<Vec<Vec<String>>> {
        let inner = t.strip_prefix('(')?.strip_suffix(')')?;
        inner
            .split("),(")
            .map(|arg| {
                if arg.is_empty() {
                    return Some(Vec::new());
                }
                arg.split(',')
                    .map(|d| (!d.is_empty() && d.chars().all(|c| c.is_alphanumeric() || c == '_')).then(|| d.to_string()))
                    .collect()
            })
            .collect()
    };
    let (ins, outs) = s.split_once("->").ok_or_else(bad)?;
    Ok((side(ins).ok_or_else(bad)?, side(outs).ok_or_else(bad)?))
}

/// `_update_dim_sizes`: the core sizes an argument (or result) gives.
fn update_dim_sizes(sizes: &mut Vec<(String, usize)>, a: &NdArray, core: &[String]) -> PyResult<()> {
    if core.is_empty() {
        return Ok(());
    }
    if a.ndim() < core.len() {
        let names: Vec<String> = core.iter().map(|d| format!("'{d}'")).collect();
        let tuple = if names.len() == 1 { format!("({},)", names[0]) } else { format!("({})", names.join(", ")) };
        return Err(value_error(format!("{}-dimensional argument does not have enough dimensions for all core dimensions {tuple}", a.ndim())));
    }
    let shape = &a.shape[a.ndim() - core.len()..];
    for (d, &n) in core.iter().zip(shape) {
        match sizes.iter().find(|(k, _)| k == d) {
            Some((_, m)) if *m != n => return Err(value_error(format!("inconsistent size for core dimension '{d}': {n} vs {m}"))),
            Some(_) => {}
            None => sizes.push((d.clone(), n)),
        }
    }
    Ok(())
}

fn core_shape(loop_shape: &[usize], sizes: &[(String, usize)], core: &[String]) -> Option<Vec<usize>> {
    let mut s = loop_shape.to_vec();
    for d in core {
        s.push(sizes.iter().find(|(k, _)| k == d)?.1);
    }
    Some(s)
}

/// `_vectorize_call_with_signature`.
fn call_with_signature(
    interp: &mut Interp,
    v: &Vectorize,
    dims: &CoreDims,
    vargs: &[Value],
    call_func: &dyn Fn(&mut Interp, Vec<Value>) -> PyResult<Value>,
) -> PyResult<Value> {
    let (in_dims, out_dims) = dims;
    if vargs.len() != in_dims.len() {
        return Err(type_error(format!("wrong number of positional arguments: expected {}, got {}", in_dims.len(), vargs.len())));
    }
    let args: Vec<Rc<NdArray>> = vargs.iter().map(|x| as_array(x, None)).collect::<PyResult<_>>()?;
    let mut sizes: Vec<(String, usize)> = Vec::new();
    let mut loop_shapes = Vec::new();
    for (a, core) in args.iter().zip(in_dims) {
        update_dim_sizes(&mut sizes, a, core)?;
        loop_shapes.push(a.shape[..a.ndim() - core.len()].to_vec());
    }
    let loop_shape = crate::numpy::stride_tricks::broadcast_shape(&loop_shapes)?;
    let mut views = Vec::new();
    for (a, core) in args.iter().zip(in_dims) {
        let shape = core_shape(&loop_shape, &sizes, core).unwrap_or_default();
        let shape: Vec<i64> = shape.iter().map(|&n| n as i64).collect();
        views.push(Value::Array(view::broadcast_to(a, &shape)?));
    }
    let nout = out_dims.len();
    let mut outputs: Option<Vec<Value>> = None;
    let count: usize = loop_shape.iter().product();
    for i in 0..count {
        let index = Value::tuple(stridelab_engine::layout::unravel(i, &loop_shape).into_iter().map(|k| Value::Int(k as i128)).collect());
        let elems = views.iter().map(|a| crate::index::get_item(interp, a, &index)).collect::<PyResult<Vec<_>>>()?;
        let out = call_func(interp, elems)?;
        let results = match &out {
            Value::Tuple(t) => t.as_ref().clone(),
            o => vec![o.clone()],
        };
        if results.len() != nout {
            return Err(value_error(format!("wrong number of outputs from pyfunc: expected {nout}, got {}", results.len())));
        }
        if outputs.is_none() {
            let mut made = Vec::new();
            for (k, (r, core)) in results.iter().zip(out_dims).enumerate() {
                let ra = result_array(r)?;
                update_dim_sizes(&mut sizes, &ra, core)?;
                let shape = core_shape(&loop_shape, &sizes, core).unwrap_or_default();
                let dt = v.otypes.as_ref().and_then(|o| o.get(k).copied()).unwrap_or(ra.dtype);
                made.push(Value::Array(NdArray::zeros(dt, &shape, false)?));
            }
            outputs = Some(made);
        }
        for (o, r) in outputs.iter().flatten().zip(&results) {
            crate::index::set_item(interp, o, &index, r)?;
        }
    }
    let outputs = match outputs {
        Some(o) => o,
        None => {
            let Some(otypes) = &v.otypes else {
                return Err(value_error("cannot call `vectorize` on size 0 inputs unless `otypes` is set"));
            };
            let mut made = Vec::new();
            for (k, core) in out_dims.iter().enumerate() {
                let Some(shape) = core_shape(&loop_shape, &sizes, core) else {
                    return Err(value_error("cannot call `vectorize` with a signature including new output dimensions on size 0 inputs"));
                };
                let dt = otypes.get(k).copied().unwrap_or(DType::Float64);
                made.push(Value::Array(NdArray::zeros(dt, &shape, false)?));
            }
            made
        }
    };
    Ok(if nout == 1 { outputs.into_iter().next().unwrap_or(Value::None) } else { Value::tuple(outputs) })
}

/// A result as an array (its `.ndim`, its dtype): the types stridelab has.
fn result_array(r: &Value) -> PyResult<Rc<NdArray>> {
    if is_array_like(r) {
        return as_array(r, None);
    }
    Err(not_implemented(format!(
        "np.vectorize of a function returning '{}' objects is not supported by stridelab (an object or string array)",
        r.type_name()
    )))
}

fn np_vectorize(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let pyfunc = a.get("pyfunc");
    if let Some(f) = &pyfunc
        && !matches!(f, Value::Builtin(_) | Value::Function(_) | Value::Method(_) | Value::Type(_) | Value::Vectorize(_) | Value::Poly1d(_) | Value::Polynomial(_))
    {
        return Err(type_error("When used as a decorator, only accepts keyword arguments."));
    }
    let (otypes, otypes_attr) = match a.opt("otypes") {
        None => (None, Value::None),
        Some(Value::Str(s)) => {
            let all = "?bhilqnpBHILQNPefdgFDGSUVOMm";
            let mut dts = Vec::new();
            for c in s.chars() {
                if !all.contains(c) {
                    return Err(value_error(format!("Invalid otype specified: {c}")));
                }
                dts.push(otype_char(c)?);
            }
            (Some(dts), Value::Str(s.clone()))
        }
        Some(v @ (Value::List(_) | Value::Tuple(_) | Value::Array(_) | Value::Set(_) | Value::Dict(_) | Value::Range(..))) => {
            let items = crate::ops::iterate(&v)?;
            let mut dts = Vec::new();
            let mut chars = Vec::new();
            for x in &items {
                let d = crate::convert::parse_dtype(x)?;
                chars.push(Value::DType(d));
                dts.push(d);
            }
            (Some(dts), Value::list(chars))
        }
        Some(_) => return Err(value_error("Invalid otype specification")),
    };
    let signature = match a.opt("signature") {
        None => None,
        Some(Value::Str(s)) => Some((s.clone(), parse_signature(&s)?)),
        Some(v) => return Err(type_error(format!("expected string or bytes-like object, got '{}'", v.type_name()))),
    };
    let excluded = match a.opt("excluded") {
        None => Vec::new(),
        Some(v) => crate::ops::iterate(&v)?,
    };
    let cache = bool_of(a, "cache")?;
    // stridelab's functions keep no docstring
    let doc = a.opt("doc").unwrap_or(Value::None);
    Ok(Value::Vectorize(Rc::new(Vectorize { pyfunc: RefCell::new(pyfunc), otypes, otypes_attr, excluded, cache, doc, signature, frompyfunc: None })))
}

/// A type character of `otypes`: the dtypes stridelab has.
fn otype_char(c: char) -> PyResult<DType> {
    DType::ALL
        .into_iter()
        .find(|d| d.char_code() == c || (c == 'q' && *d == DType::Int64) || (c == 'Q' && *d == DType::UInt64))
        .ok_or_else(|| not_implemented(format!("np.vectorize with otypes '{c}' is not supported by stridelab")))
}

/// `v.attr`: NumPy's instance attributes.
pub fn attr(v: &Rc<Vectorize>, name: &str) -> PyResult<Value> {
    if let Some(u) = &v.frompyfunc {
        return crate::numpy::umath::frompyfunc::attr(u, name);
    }
    let f = v.pyfunc.borrow().clone();
    match name {
        "pyfunc" => Ok(f.unwrap_or_else(|| Value::str("<no value>"))),
        "otypes" => Ok(v.otypes_attr.clone()),
        "cache" => Ok(Value::Bool(v.cache)),
        "signature" => Ok(v.signature.as_ref().map(|(s, _)| Value::Str(s.clone())).unwrap_or(Value::None)),
        "excluded" => {
            let mut t = crate::python::set::SetTable::new();
            for x in &v.excluded {
                t.add(x.clone())?;
            }
            Ok(Value::Set(Rc::new(RefCell::new(t))))
        }
        "__doc__" => Ok(v.doc.clone()),
        "__name__" => match f {
            Some(Value::Function(f)) => Ok(Value::str(&f.name)),
            _ => Err(stridelab_engine::error::attribute_error("'vectorize' object has no attribute '__name__'")),
        },
        _ => Err(stridelab_engine::error::attribute_error(format!("'vectorize' object has no attribute '{name}'"))),
    }
}

/// An argument of the vectorized call: an array, or an object NumPy would hold in a 0-d
/// object array (a str, a dict, a function, None), passed as it is.
enum Arg {
    Array(Rc<NdArray>),
    Opaque(Value),
}

fn is_array_like(v: &Value) -> bool {
    matches!(
        v,
        Value::Array(_) | Value::Scalar(..) | Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Complex(..) | Value::List(_) | Value::Tuple(_) | Value::Range(..) | Value::FlatIter(_)
    )
}

/// `vf(*args, **kwargs)`.
pub fn call(interp: &mut Interp, v: &Rc<Vectorize>, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    if let (Some(u), Some(f)) = (&v.frompyfunc, v.pyfunc.borrow().clone()) {
        return crate::numpy::umath::frompyfunc::call(interp, &f, u, pos, kw);
    }
    let Some(pyfunc) = v.pyfunc.borrow().clone() else {
        // `_init_stage_2`: the decorator form receives its function
        let Some(f) = pos.into_iter().next() else {
            return Err(type_error("vectorize._init_stage_2() missing 1 required positional argument: 'pyfunc'"));
        };
        *v.pyfunc.borrow_mut() = Some(f);
        return Ok(Value::Vectorize(v.clone()));
    };
    // `_call_as_normal`: the positions and names not excluded are vectorized
    let is_excluded_pos = |i: usize| v.excluded.iter().any(|e| matches!(e, Value::Int(k) if *k == i as i128));
    let is_excluded_name = |n: &str| v.excluded.iter().any(|e| matches!(e, Value::Str(s) if &**s == n));
    let inds: Vec<usize> = (0..pos.len()).filter(|&i| !is_excluded_pos(i)).collect();
    let names: Vec<String> = kw.iter().map(|(k, _)| k.clone()).filter(|k| !is_excluded_name(k)).collect();
    let mut vargs: Vec<Value> = inds.iter().map(|&i| pos[i].clone()).collect();
    vargs.extend(names.iter().map(|n| kw.iter().find(|(k, _)| k == n).map(|(_, x)| x.clone()).unwrap_or(Value::None)));
    let call_func = |interp: &mut Interp, elems: Vec<Value>| -> PyResult<Value> {
        let mut the_args = pos.clone();
        let mut the_kw = kw.clone();
        for (k, &i) in inds.iter().enumerate() {
            the_args[i] = elems[k].clone();
        }
        for (k, n) in names.iter().enumerate() {
            if let Some(slot) = the_kw.iter_mut().find(|(key, _)| key == n) {
                slot.1 = elems[inds.len() + k].clone();
            }
        }
        interp.call(&pyfunc, the_args, the_kw)
    };
    if let Some((_, dims)) = &v.signature {
        return call_with_signature(interp, v, dims, &vargs, &call_func);
    }
    if vargs.is_empty() {
        return call_func(interp, Vec::new());
    }
    let args: Vec<Arg> = vargs
        .iter()
        .map(|x| if is_array_like(x) { as_array(x, None).map(Arg::Array) } else { Ok(Arg::Opaque(x.clone())) })
        .collect::<PyResult<_>>()?;
    let element = |a: &Arg, i: usize, numpy_scalar: bool| match a {
        Arg::Opaque(x) => x.clone(),
        Arg::Array(x) if numpy_scalar => Value::Scalar(x.dtype, x.get_flat(i)),
        Arg::Array(x) => scalar_to_py(x.get_flat(i)),
    };
    let mut cached = None;
    let otypes = match &v.otypes {
        Some(o) => o.clone(),
        None => {
            if args.iter().any(|a| matches!(a, Arg::Array(x) if x.size() == 0)) {
                return Err(value_error("cannot call `vectorize` on size 0 inputs unless `otypes` is set"));
            }
            let first: Vec<Value> = args.iter().map(|a| element(a, 0, true)).collect();
            let out = call_func(interp, first)?;
            let outs = match &out {
                Value::Tuple(t) => t.as_ref().clone(),
                o => vec![o.clone()],
            };
            let dts = outs.iter().map(result_dtype).collect::<PyResult<Vec<_>>>()?;
            if v.cache {
                cached = Some(out);
            }
            dts
        }
    };
    let nout = otypes.len();
    let shapes: Vec<&[usize]> = args
        .iter()
        .map(|a| match a {
            Arg::Array(x) => &x.shape[..],
            Arg::Opaque(_) => &[][..],
        })
        .collect();
    let shape = ufunc::broadcast_shapes(&shapes).map_err(value_error)?;
    let shape_i64: Vec<i64> = shape.iter().map(|&n| n as i64).collect();
    let args: Vec<Arg> = args
        .into_iter()
        .map(|a| match a {
            Arg::Array(x) if x.shape != shape => view::broadcast_to(&x, &shape_i64).map(Arg::Array),
            a => Ok(a),
        })
        .collect::<PyResult<_>>()?;
    let size: usize = shape.iter().product();
    let mut results: Vec<Vec<Value>> = vec![Vec::new(); nout];
    for i in 0..size {
        let out = match cached.take() {
            Some(c) => c,
            None => {
                let elems = args.iter().map(|a| element(a, i, false)).collect();
                call_func(interp, elems)?
            }
        };
        if nout == 1 {
            results[0].push(out);
        } else {
            match out {
                Value::Tuple(t) if t.len() == nout => {
                    for (k, x) in t.iter().enumerate() {
                        results[k].push(x.clone());
                    }
                }
                _ => {
                    return Err(not_implemented(
                        "np.vectorize of a function whose results differ in number from its first call's is not supported by stridelab",
                    ));
                }
            }
        }
    }
    let mut arrays = Vec::with_capacity(nout);
    for (mut vals, dt) in results.into_iter().zip(otypes) {
        if dt == DType::Bool {
            // object to bool is truthiness
            for x in vals.iter_mut() {
                if matches!(x, Value::List(_) | Value::Tuple(_)) {
                    *x = Value::Bool(crate::ops::truthy(x)?);
                }
            }
        }
        for x in &vals {
            if matches!(x, Value::List(_) | Value::Tuple(_)) || matches!(x, Value::Array(a) if a.ndim() > 0) {
                // the object array's element goes through int()/float()/complex()
                let t = x.type_name();
                return Err(match dt.kind() {
                    Kind::Int | Kind::UInt => type_error(format!("int() argument must be a string, a bytes-like object or a real number, not '{t}'")),
                    Kind::Float | Kind::Bool => value_error("setting an array element with a sequence."),
                    Kind::Complex => type_error(format!("must be real number, not {t}")),
                });
            }
            if !is_array_like(x) {
                return Err(not_implemented(format!(
                    "np.vectorize of a function returning '{}' objects is not supported by stridelab (an object or string array)",
                    x.type_name()
                )));
            }
        }
        let flat = to_array(&Value::list(vals), Some(dt))?;
        arrays.push(Value::Array(view::reshape(&flat, &shape_i64, view::Order::C, None)?));
    }
    Ok(if nout == 1 { arrays.pop().unwrap_or(Value::None) } else { Value::tuple(arrays) })
}

/// `asarray(output).dtype` of the first call's result: the dtypes stridelab has.
fn result_dtype(v: &Value) -> PyResult<DType> {
    if is_array_like(v) && !matches!(v, Value::List(_) | Value::Tuple(_) | Value::Range(..)) {
        return Ok(as_array(v, None)?.dtype);
    }
    if let Value::List(_) | Value::Tuple(_) = v {
        // NumPy goes on and fails when it fills the output: an element is a sequence
        return as_array(v, None).map(|a| a.dtype);
    }
    Err(not_implemented(format!(
        "np.vectorize of a function returning '{}' objects is not supported by stridelab (an object or string array)",
        v.type_name()
    )))
}
