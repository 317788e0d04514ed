//! Python's own builtins (print, len, range, enumerate, zip, min, max, sum, ...) and type
//! constructors (`int(x)`, `list(it)`, `np.int32(5)`, `np.dtype('i4')`).

use std::cell::RefCell;
use std::rc::Rc;

use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::convert;
use crate::interp::Interp;
use crate::ops::{self, index_int};
use crate::value::{IterState, TypeObj, Value};
use crate::repr::repr;
use stridelab_engine::dtype::{DType, Scalar};
use stridelab_engine::error::{PyResult, type_error, value_error};
use stridelab_lang::ast::{BinOp, CmpOp};

pub static TABLE: &[BuiltinDef] = &[
    def!("math.prod", "iterable, /, *, start=1", "The product of start and the items, multiplied left to right (1 for no items).", "math.prod(a.shape)", math_prod),
    def!("object.__new__", "cls, /, *args, **kwargs", "A new, uninitialised instance of cls (what a class's own __new__ calls).", "object.__new__(C)", object_new),
    def!("print", "*args, sep=' ', end='\\n', file=None, flush=False", "Print values, separated by sep, followed by end.", "print(x.shape, x.strides)", py_print),
    def!("len", "obj, /", "Number of items: len(array) is the length of the first axis.", "len(np.zeros((3, 4)))", py_len),
    def!("enumerate", "iterable, start=0", "Pairs (index, item) for a loop.", "for i, row in enumerate(a): print(i, row)", py_enumerate),
    def!("zip", "*iterables, strict=False", "Tuples of items taken in step from several iterables.", "list(zip(a.shape, a.strides))", py_zip),
    def!("abs", "x, /", "Absolute value (element-wise for arrays).", "abs(np.arange(-2, 3))", py_abs),
    def!("min", "*args, key=None, default=None", "Smallest item of an iterable or of the arguments.", "min(a.strides)", py_min),
    def!("max", "*args, key=None, default=None", "Largest item of an iterable or of the arguments.", "max(3, 7)", py_max),
    def!("sum", "iterable, /, start=0", "Sum of the items of an iterable, plus start.", "sum(a.shape)", py_sum),
    def!("repr", "obj, /", "The text the interactive shell would echo for obj.", "repr(np.arange(3))", py_repr),
    def!("round", "number, ndigits=None", "Round a number (to ndigits decimals).", "round(2.675, 2)", py_round),
    def!("sorted", "iterable, /, *, key=None, reverse=False", "A new sorted list.", "sorted([3, 1, 2])", py_sorted),
    def!("reversed", "sequence, /", "An iterator over the items in reverse order.", "list(reversed(a.shape))", py_reversed),
    def!("any", "iterable, /", "True if any item is true.", "any([0, 1])", py_any),
    def!("all", "iterable, /", "True if every item is true.", "all([1, 1])", py_all),
    def!("super", "type=None, object_or_type=None, /", "The parent class's attributes, bound to self (inside a method: super().__init__(...)).", "super().__new__(cls, shape)", py_super),
    def!("isinstance", "obj, class_or_tuple, /", "Whether obj is an instance of a type.", "isinstance(a, np.ndarray)", py_isinstance),
    def!("issubclass", "cls, class_or_tuple, /", "Whether a class derives from another (or is it).", "issubclass(np.exceptions.AxisError, ValueError)", py_issubclass),
    def!("hasattr", "obj, name, /", "Whether obj has the attribute.", "hasattr(a, 'base')", py_hasattr),
    def!("getattr", "obj, name, default=None, /", "An attribute by name.", "getattr(a, 'strides')", py_getattr),
    def!("divmod", "x, y, /", "The pair (x // y, x % y).", "divmod(40, 24)", py_divmod),
    def!("pow", "base, exp, mod=None", "base ** exp.", "pow(2, 10)", py_pow),
    def!("iter", "obj, /", "An iterator over obj.", "it = iter([1, 2])", py_iter),
    def!("next", "iterator, default=None, /", "The next item of an iterator.", "next(it)", py_next),
    def!("callable", "obj, /", "Whether obj can be called.", "callable(np.reshape)", py_callable),
    def!("map", "func, *iterables", "Apply func to every item.", "list(map(len, [a, b]))", py_map),
    def!("filter", "function, iterable, /", "Items for which function is true.", "list(filter(None, [0, 1]))", py_filter),
    def!("hex", "number, /", "Hexadecimal text of an integer.", "hex(a.__array_interface__['data'][0])", py_hex),
    def!("bin", "number, /", "Binary text of an integer ('0b...').", "bin(42 | 59)", py_bin),
    def!("oct", "number, /", "Octal text of an integer ('0o...').", "oct(8)", py_oct),
    def!("hash", "obj, /", "The hash of a value (CPython's for numbers and tuples of them).", "hash((2, 3))", py_hash),
    def!("id", "obj, /", "A number identifying obj (simulated).", "id(a)", py_id),
    def!("functools.reduce", "function, iterable, initial=<no value>, /", "Fold an iterable from the left with a two-argument function.", "functools.reduce(np.union1d, ([1, 2], [2, 3], [5]))", functools_reduce),
    def!("copy.copy", "x", "A shallow copy: an array's copy keeps its memory layout (order 'K').", "b = copy.copy(a)", copy_copy),
    def!("copy.deepcopy", "x, memo=None, _nil=[]", "A deep copy: containers are copied through, an object seen twice is copied once.", "copy.deepcopy([a, a])", copy_deepcopy),
    def!("time.perf_counter", "", "Seconds on a monotonic clock, for timing code.", "t0 = time.perf_counter()", time_perf_counter),
    def!("time.time", "", "Seconds since the Unix epoch.", "time.time()", time_time),
];

fn functools_reduce(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let f = a.req("function");
    let mut items = ops::iterate(&a.req("iterable"))?.into_iter();
    let mut acc = match a.get("initial") {
        Some(v) => v,
        None => items.next().ok_or_else(|| type_error("reduce() of empty iterable with no initial value"))?,
    };
    for it in items {
        interp.check_interrupt()?;
        acc = interp.call(&f, vec![acc, it], vec![])?;
    }
    Ok(acc)
}

/// `copy.copy`: `ndarray.__copy__` copies in 'K' order (methods.c array_copy_keeporder);
/// lists, dicts, sets and instances get a new container with the same items; immutable
/// values are returned as they are.
fn copy_copy(_: &mut Interp, a: &Args) -> PyResult<Value> {
    shallow_copy(&a.req("x"))
}

fn shallow_copy(v: &Value) -> PyResult<Value> {
    use stridelab_engine::view::Order;
    Ok(match v {
        // ndarray.__copy__ keeps a matrix a matrix
        Value::Array(x) => crate::numpy::defmatrix::keep_type(x, stridelab_engine::view::copy(x, x.dtype, Order::K)?)?,
        Value::Objects(_) if crate::numpy::object_arrays::as_obj(v).is_some() => {
            crate::numpy::object_arrays::copy_of(crate::numpy::object_arrays::as_obj(v).expect("an object array"))?
        }
        Value::Record(r) if !r.kind.is_scalar() => Value::Record(crate::numpy::records::copy(r, r.kind)?),
        Value::List(l) => Value::list(l.borrow().clone()),
        Value::Dict(d) => Value::Dict(Rc::new(RefCell::new(d.borrow().clone()))),
        Value::Set(t) => Value::Set(Rc::new(RefCell::new(t.borrow().clone()))),
        Value::Object(o) => Value::Object(Rc::new(crate::python::classes::Object {
            class: o.class,
            attrs: RefCell::new(o.attrs.borrow().clone()),
        })),
        other => other.clone(),
    })
}

/// `copy.deepcopy`: copies containers through, keeping the sharing between their items
/// (the memo maps each container already copied, by address, to its copy).
fn copy_deepcopy(_: &mut Interp, a: &Args) -> PyResult<Value> {
    deep_copy(&a.req("x"), &mut std::collections::HashMap::new())
}

fn deep_copy(v: &Value, memo: &mut std::collections::HashMap<usize, Value>) -> PyResult<Value> {
    let key = match v {
        Value::Array(x) => Rc::as_ptr(x) as *const u8 as usize,
        Value::Record(r) => Rc::as_ptr(r) as *const u8 as usize,
        Value::List(l) => Rc::as_ptr(l) as *const u8 as usize,
        Value::Dict(d) => Rc::as_ptr(d) as *const u8 as usize,
        Value::Set(t) => Rc::as_ptr(t) as *const u8 as usize,
        Value::Tuple(t) => Rc::as_ptr(t) as *const u8 as usize,
        Value::Object(o) => Rc::as_ptr(o) as *const u8 as usize,
        Value::Objects(o) => Rc::as_ptr(o) as *const u8 as usize,
        other => return Ok(other.clone()),
    };
    if let Some(done) = memo.get(&key) {
        return Ok(done.clone());
    }
    let out = match v {
        Value::List(l) => {
            let new = Rc::new(RefCell::new(Vec::new()));
            memo.insert(key, Value::List(new.clone()));
            let items = l.borrow().clone();
            for it in &items {
                let c = deep_copy(it, memo)?;
                new.borrow_mut().push(c);
            }
            Value::List(new)
        }
        Value::Dict(d) => {
            let new = Rc::new(RefCell::new(crate::python::dict::DictTable::new()));
            memo.insert(key, Value::Dict(new.clone()));
            let items = d.borrow().pairs();
            for (k, x) in &items {
                let (k, x) = (deep_copy(k, memo)?, deep_copy(x, memo)?);
                new.borrow_mut().set(k, x)?;
            }
            Value::Dict(new)
        }
        Value::Tuple(t) => Value::tuple(t.iter().map(|x| deep_copy(x, memo)).collect::<PyResult<_>>()?),
        Value::Objects(_) if crate::numpy::object_arrays::as_obj(v).is_some() => {
            let o = crate::numpy::object_arrays::as_obj(v).expect("an object array");
            crate::numpy::object_arrays::deep_copy(o, &mut |x| deep_copy(x, memo))?
        }
        Value::Object(o) => {
            let new = Rc::new(crate::python::classes::Object { class: o.class, attrs: RefCell::new(Default::default()) });
            memo.insert(key, Value::Object(new.clone()));
            let attrs = o.attrs.borrow().clone();
            for (k, x) in &attrs {
                let c = deep_copy(x, memo)?;
                new.attrs.borrow_mut().insert(k.clone(), c);
            }
            Value::Object(new)
        }
        // arrays (numeric, no object elements), sets of immutable items: a shallow copy is deep
        other => shallow_copy(other)?,
    };
    memo.insert(key, out.clone());
    Ok(out)
}

fn time_perf_counter(_: &mut Interp, _: &Args) -> PyResult<Value> {
    thread_local! { static START: std::time::Instant = std::time::Instant::now(); }
    Ok(Value::Float(START.with(|s| s.elapsed().as_secs_f64())))
}

fn time_time(_: &mut Interp, _: &Args) -> PyResult<Value> {
    let d = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    Ok(Value::Float(d.as_secs_f64()))
}

fn py_print(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let sep = match a.get("sep") {
        None | Some(Value::None) => " ".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(o) => return Err(type_error(format!("sep must be None or a string, not {}", o.type_name()))),
    };
    let end = match a.get("end") {
        None | Some(Value::None) => "\n".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(o) => return Err(type_error(format!("end must be None or a string, not {}", o.type_name()))),
    };
    let parts = a.rest.iter().map(|v| crate::numpy::arrayprint::text_of(interp, v, false)).collect::<PyResult<Vec<String>>>()?;
    let text = parts.join(&sep) + &end;
    interp.write_out(&text);
    Ok(Value::None)
}

pub fn length(v: &Value) -> PyResult<usize> {
    Ok(match v {
        Value::Time(t) => crate::numpy::datetime::len(t)?,
        Value::Masked(m) => crate::numpy::ma::len(m)?,
        Value::Str(s) => s.chars().count(),
        Value::Bytes(b) => b.len(),
        Value::ByteArray(b) => b.len(),
        Value::PyArray(p) => p.len(),
        Value::MemoryView(m) => crate::python::bytearray::mv_len(m),
        Value::Tuple(t) => t.len(),
        Value::List(l) => l.borrow().len(),
        Value::Dict(d) => d.borrow().len(),
        Value::Set(t) => t.borrow().len(),
        // poly1d.__len__ is its order, Polynomial.__len__ its number of coefficients
        Value::Poly1d(p) => p.coeffs.size().saturating_sub(1),
        Value::Polynomial(p) => p.coef.size(),
        // CPython's len() returns a C ssize_t: a longer range has no length
        Value::Range(x, y, s) => match usize::try_from(ops::range_len(*x, *y, *s)) {
            Ok(n) if n <= isize::MAX as usize => n,
            _ => {
                return Err(stridelab_engine::error::PyErr::new(
                    stridelab_engine::error::ExcKind::OverflowError,
                    "Python int too large to convert to C ssize_t",
                ));
            }
        },
        Value::Array(arr) => {
            if arr.ndim() == 0 {
                return Err(type_error("len() of unsized object"));
            }
            arr.shape[0]
        }
        Value::Scalar(d, _) => return Err(type_error(format!("object of type 'numpy.{}' has no len()", d.name()))),
        Value::FlatIter(it) => it.arr.size(),
        Value::NdIter(it) => crate::numpy::nditer::len(it),
        // a record's length is its number of fields
        Value::Record(r) if r.kind.is_scalar() => r.descr.fields.len(),
        Value::Text(t) => *t.shape().first().ok_or_else(|| type_error("len() of unsized object"))?,
        Value::Objects(_) if crate::numpy::object_arrays::as_obj(v).is_some() => {
            crate::numpy::object_arrays::len(crate::numpy::object_arrays::as_obj(v).expect("an object array"))?
        }
        Value::NpStr(s) => s.chars().count(),
        Value::NpBytes(b) => b.len(),
        Value::MappingProxy(d) => d.borrow().len(),
        Value::Record(r) => *r.shape().first().ok_or_else(|| type_error("len() of unsized object"))?,
        other => return Err(type_error(format!("object of type '{}' has no len()", other.type_name()))),
    })
}

fn py_len(_: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(Value::Int(length(&a.req("obj"))? as i128))
}

fn make_iter(items: Vec<Value>, kind: &'static str) -> Value {
    Value::Iter(Rc::new(RefCell::new(IterState { items, pos: 0, kind })))
}

fn py_enumerate(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let start = match a.get("start") {
        Some(v) => index_int(&v).ok_or_else(|| type_error(format!("'{}' object cannot be interpreted as an integer", v.type_name())))?,
        None => 0,
    };
    let items = ops::iterate(&a.req("iterable"))?;
    Ok(make_iter(
        items.into_iter().enumerate().map(|(i, v)| Value::tuple(vec![Value::Int(start + i as i128), v])).collect(),
        "enumerate",
    ))
}

fn py_zip(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let lists: Vec<Vec<Value>> = a.rest.iter().map(ops::iterate).collect::<PyResult<_>>()?;
    let n = lists.iter().map(|l| l.len()).min().unwrap_or(0);
    if a.get("strict").is_some_and(|s| ops::truthy(&s).unwrap_or(false)) && lists.iter().any(|l| l.len() != n) {
        return Err(value_error("zip() argument 2 is shorter than argument 1"));
    }
    Ok(make_iter((0..n).map(|i| Value::tuple(lists.iter().map(|l| l[i].clone()).collect())).collect(), "zip"))
}

fn py_abs(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = a.req("x");
    match &x {
        Value::Time(_) => crate::numpy::datetime::abs(&x),
        Value::Int(i) => Ok(Value::Int(i.abs())),
        Value::Bool(b) => Ok(Value::Int(*b as i128)),
        Value::Float(f) => Ok(Value::Float(f.abs())),
        // complex_abs: hypot, OverflowError when finite parts overflow
        Value::Complex(r, i) => {
            let h = r.hypot(*i);
            if h.is_infinite() && r.is_finite() && i.is_finite() {
                return Err(stridelab_engine::error::overflow_error("absolute value too large"));
            }
            Ok(Value::Float(h))
        }
        Value::Array(_) | Value::Scalar(..) => {
            let r = crate::numpy::umath::apply_unary(interp, stridelab_engine::ufunc::UnOp::Abs, &x)?;
            // ndarray's __abs__ is np.absolute, which wraps its result for a subclass
            crate::numpy::subclass::wrap_operator(interp, "numpy.absolute", std::slice::from_ref(&x), r)
        }
        other => Err(type_error(format!("bad operand type for abs(): '{}'", other.type_name()))),
    }
}

fn extreme(interp: &mut Interp, a: &Args, want: CmpOp, name: &str) -> PyResult<Value> {
    let items = if a.rest.len() == 1 { ops::iterate(&a.rest[0])? } else { a.rest.clone() };
    if a.rest.is_empty() {
        return Err(type_error(format!("{} expected at least 1 argument, got 0", name)));
    }
    let key = a.opt("key");
    let mut best: Option<(Value, Value)> = None;
    for it in items {
        let k = match &key {
            Some(f) => interp.call(f, vec![it.clone()], vec![])?,
            None => it.clone(),
        };
        best = match best {
            None => Some((k, it)),
            Some((bk, bv)) => {
                let better = ops::compare(interp, want, &k, &bk)?;
                if ops::truthy(&better)? { Some((k, it)) } else { Some((bk, bv)) }
            }
        };
    }
    match best {
        Some((_, v)) => Ok(v),
        None => match a.get("default") {
            Some(d) => Ok(d),
            None => Err(value_error(format!("{}() iterable argument is empty", name))),
        },
    }
}

fn py_min(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    extreme(interp, a, CmpOp::Lt, "min")
}

fn py_max(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    extreme(interp, a, CmpOp::Gt, "max")
}

/// `start op x0 op x1 ...`, left to right with Python's operator (sum, math.prod).
fn fold(interp: &mut Interp, a: &Args, op: BinOp, start: i128) -> PyResult<Value> {
    let mut acc = a.get("start").unwrap_or(Value::Int(start));
    for it in ops::iterate(&a.req("iterable"))? {
        interp.check_interrupt()?;
        acc = ops::binary_op(interp, op, &acc, &it)?;
    }
    Ok(acc)
}

fn py_sum(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    fold(interp, a, BinOp::Add, 0)
}

/// `math.prod(iterable, *, start=1)`: `start * x0 * x1 ...` with Python's multiplication.
fn math_prod(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    fold(interp, a, BinOp::Mul, 1)
}

/// `object.__new__(cls, *args)` (typeobject.c `object_new`): extra arguments are refused
/// when cls overrides `__new__`, or has no `__init__` to take them.
fn object_new(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let id = match a.req("cls") {
        Value::Type(TypeObj::Class(id)) => id,
        Value::Type(TypeObj::Object) => {
            return Err(stridelab_engine::error::not_implemented("instances of Python's builtin 'object' are not supported by stridelab"));
        }
        Value::Type(t) => return Err(type_error(format!("object.__new__({}) is not safe, use {}.__new__()", t.name(), t.name()))),
        other => return Err(type_error(format!("object.__new__(X): X is not a type object ({})", other.type_name()))),
    };
    if !a.rest.is_empty() || !a.extra_kw.is_empty() {
        if crate::python::classes::class_attr(id, "__new__").is_some() {
            return Err(type_error("object.__new__() takes exactly one argument (the type to instantiate)"));
        }
        if crate::python::classes::class_attr(id, "__init__").is_none() {
            return Err(type_error(format!("{}() takes no arguments", crate::python::classes::class_name(id))));
        }
    }
    Ok(crate::python::classes::bare_instance(id))
}

fn py_repr(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(Value::str(&crate::numpy::arrayprint::text_of(interp, &a.req("obj"), true)?))
}

fn py_round(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = a.req("number");
    let nd = a.opt("ndigits").map(|v| index_int(&v).unwrap_or(0));
    match (&x, nd) {
        (Value::Int(_) | Value::Bool(_), _) => Ok(Value::Int(index_int(&x).unwrap_or(0))),
        (Value::Float(f), None) => {
            let r = f.round_ties_even();
            if !r.is_finite() {
                return Err(stridelab_engine::error::overflow_error("cannot convert float infinity to integer"));
            }
            Ok(Value::Int(r as i128))
        }
        (Value::Float(f), Some(n)) => {
            // correctly rounded via the decimal text, as CPython does
            let n = n.clamp(-300, 300) as i32;
            if n >= 0 {
                let s = format!("{:.*}", n as usize, f);
                Ok(Value::Float(s.parse().unwrap_or(*f)))
            } else {
                let p = 10f64.powi(-n);
                Ok(Value::Float((f / p).round_ties_even() * p))
            }
        }
        (Value::Scalar(d, s), nd) => {
            let f = s.as_f64();
            let n = nd.unwrap_or(0).clamp(-300, 300) as i32;
            let r = if n >= 0 {
                format!("{:.*}", n as usize, f).parse().unwrap_or(f)
            } else {
                let p = 10f64.powi(-n);
                (f / p).round_ties_even() * p
            };
            if nd.is_none() && d.is_float() {
                return Ok(Value::Int(r as i128));
            }
            Ok(Value::Scalar(*d, Scalar::Float(r).cast(*d)))
        }
        (other, _) => Err(type_error(format!("type {} doesn't define __round__ method", other.type_name()))),
    }
}

fn py_sorted(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let mut items = ops::iterate(&a.req("iterable"))?;
    let key = a.opt("key");
    let mut keyed: Vec<(Value, Value)> = Vec::with_capacity(items.len());
    for it in items.drain(..) {
        let k = match &key {
            Some(f) => interp.call(f, vec![it.clone()], vec![])?,
            None => it.clone(),
        };
        keyed.push((k, it));
    }
    // CPython reverses before and after sorting, so equal items keep their order
    let reverse = a.opt("reverse").map(|r| ops::truthy(&r)).transpose()?.unwrap_or(false);
    if reverse {
        keyed.reverse();
    }
    super::listsort::list_sort(&mut keyed, |x, y| match ops::py_order(&x.0, &y.0) {
        Some(Some(o)) => Ok(o == std::cmp::Ordering::Less),
        Some(None) => Ok(false),
        None => ops::truthy(&ops::compare(interp, CmpOp::Lt, &x.0, &y.0)?),
    })?;
    if reverse {
        keyed.reverse();
    }
    Ok(Value::list(keyed.into_iter().map(|p| p.1).collect()))
}

fn py_reversed(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let mut items = ops::iterate(&a.req("sequence"))?;
    items.reverse();
    Ok(make_iter(items, "reversed"))
}

fn py_any(_: &mut Interp, a: &Args) -> PyResult<Value> {
    for it in ops::iterate(&a.req("iterable"))? {
        if ops::truthy(&it)? {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(false))
}

fn py_all(_: &mut Interp, a: &Args) -> PyResult<Value> {
    for it in ops::iterate(&a.req("iterable"))? {
        if !ops::truthy(&it)? {
            return Ok(Value::Bool(false));
        }
    }
    Ok(Value::Bool(true))
}

fn is_instance(v: &Value, t: &Value) -> PyResult<bool> {
    match t {
        Value::Tuple(ts) => {
            for x in ts.iter() {
                if is_instance(v, x)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        Value::Type(ty) => Ok(match ty {
            TypeObj::Object => true,
            TypeObj::Int => matches!(v, Value::Int(_) | Value::Bool(_)),
            TypeObj::Float => matches!(v, Value::Float(_)) || matches!(v, Value::Scalar(DType::Float64, _)),
            TypeObj::Exc(k) => matches!(v, Value::Exc(e) if crate::exc::is_subclass(e.kind, *k)),
            TypeObj::Class(c) => crate::python::classes::class_of(v).is_some_and(|k| crate::python::classes::is_subclass(k, *c)),
            TypeObj::NdArray => matches!(v, Value::Array(_)) || v.type_of() == TypeObj::NdArray,
            TypeObj::NpAbstract(_) => crate::numpy::numerictypes::is_subclass(v.type_of(), *ty) == Some(true),
            other => v.type_of() == *other,
        }),
        _ => Err(type_error("isinstance() arg 2 must be a type, a tuple of types, or a union")),
    }
}

/// `super()` (the running method's class and first argument) or `super(C, obj)`.
fn py_super(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    match (a.opt("type"), a.opt("object_or_type")) {
        (None, None) => crate::python::classes::zero_arg_super(interp),
        (Some(Value::Type(TypeObj::Class(c))), Some(obj)) => crate::python::classes::make_super(c, obj),
        (Some(Value::Type(t)), _) => Err(stridelab_engine::error::not_implemented(format!("super() of {} is not supported by stridelab", t.repr()))),
        (Some(other), _) => Err(type_error(format!("super() argument 1 must be a type, not {}", other.type_name()))),
        (None, Some(_)) => Err(type_error("super() argument 1 must be a type, not None")),
    }
}

fn py_isinstance(_: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(Value::Bool(is_instance(&a.req("obj"), &a.req("class_or_tuple"))?))
}

fn is_subclass(c: TypeObj, t: &Value) -> PyResult<bool> {
    match t {
        Value::Tuple(ts) => {
            for x in ts.iter() {
                if is_subclass(c, x)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        Value::Type(of) => Ok(match (c, of) {
            (TypeObj::Exc(k), TypeObj::Exc(o)) => crate::exc::is_subclass(k, *o),
            (TypeObj::Class(k), TypeObj::Class(o)) => crate::python::classes::is_subclass(k, *o),
            (TypeObj::Class(k), TypeObj::NdArray) => crate::python::classes::is_ndarray(k),
            (TypeObj::Bool, TypeObj::Int) => true,
            (c, o) if crate::numpy::numerictypes::is_subclass(c, *o).is_some() => crate::numpy::numerictypes::is_subclass(c, *o) == Some(true),
            (_, TypeObj::Object) => true,
            (TypeObj::Rec(stridelab_engine::records::RecKind::RecArray), TypeObj::NdArray) => true,
            (TypeObj::Rec(stridelab_engine::records::RecKind::Record), TypeObj::Rec(stridelab_engine::records::RecKind::Void)) => true,
            (c, o) => c == *o,
        }),
        _ => Err(type_error("issubclass() arg 2 must be a class, a tuple of classes, or a union")),
    }
}

fn py_issubclass(_: &mut Interp, a: &Args) -> PyResult<Value> {
    match a.req("cls") {
        Value::Type(c) => Ok(Value::Bool(is_subclass(c, &a.req("class_or_tuple"))?)),
        _ => Err(type_error("issubclass() arg 1 must be a class")),
    }
}

fn attr_name(v: &Value) -> PyResult<String> {
    match v {
        Value::Str(s) => Ok(s.to_string()),
        other => Err(type_error(format!("attribute name must be string, not '{}'", other.type_name()))),
    }
}

fn py_hasattr(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let n = attr_name(&a.req("name"))?;
    Ok(Value::Bool(crate::attrs::get_attr(interp, &a.req("obj"), &n).is_ok()))
}

fn py_getattr(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let n = attr_name(&a.req("name"))?;
    match crate::attrs::get_attr(interp, &a.req("obj"), &n) {
        Ok(v) => Ok(v),
        Err(e) => match a.get("default") {
            Some(d) => Ok(d),
            None => Err(e),
        },
    }
}

fn py_divmod(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let (x, y) = (a.req("x"), a.req("y"));
    let q = ops::binary_op(interp, BinOp::FloorDiv, &x, &y)?;
    let r = ops::binary_op(interp, BinOp::Mod, &x, &y)?;
    Ok(Value::tuple(vec![q, r]))
}

fn py_pow(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    ops::binary_op(interp, BinOp::Pow, &a.req("base"), &a.req("exp"))
}

fn py_iter(_: &mut Interp, a: &Args) -> PyResult<Value> {
    match a.req("obj") {
        v @ (Value::Iter(_) | Value::FlatIter(_) | Value::NdIter(_) | Value::PyGen(_)) => Ok(v),
        other => Ok(make_iter(ops::iterate(&other)?, "iterator")),
    }
}

fn py_next(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    match a.req("iterator") {
        Value::PyGen(g) => match crate::python::generators::next(interp, &g)? {
            Some(v) => Ok(v),
            None => a.get("default").ok_or_else(crate::python::generators::stop),
        },
        Value::Iter(st) => {
            let mut st = st.borrow_mut();
            if st.pos < st.items.len() {
                st.pos += 1;
                Ok(st.items[st.pos - 1].clone())
            } else {
                match a.get("default") {
                    Some(d) => Ok(d),
                    None => Err(stridelab_engine::error::PyErr::new(stridelab_engine::error::ExcKind::StopIteration, "")),
                }
            }
        }
        Value::NdIter(it) => match crate::numpy::nditer::next(&it)? {
            Some(v) => Ok(v),
            None => match a.get("default") {
                Some(d) => Ok(d),
                None => Err(crate::numpy::nditer::stop()),
            },
        },
        Value::FlatIter(it) => match crate::numpy::flatiter::next(&it) {
            Some(v) => Ok(v),
            None => match a.get("default") {
                Some(d) => Ok(d),
                None => Err(stridelab_engine::error::PyErr::new(stridelab_engine::error::ExcKind::StopIteration, "")),
            },
        },
        Value::StringIO(s) => match crate::python::io::next_line(&s)? {
            Some(l) => Ok(Value::str(&l)),
            None => match a.get("default") {
                Some(d) => Ok(d),
                None => Err(stridelab_engine::error::PyErr::new(stridelab_engine::error::ExcKind::StopIteration, "")),
            },
        },
        other => Err(type_error(format!("'{}' object is not an iterator", other.type_name()))),
    }
}

fn py_callable(_: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(Value::Bool(is_callable(&a.req("obj"))))
}

pub fn is_callable(v: &Value) -> bool {
    matches!(v, Value::Builtin(_) | Value::Function(_) | Value::Method(_) | Value::Type(_) | Value::Vectorize(_) | Value::Poly1d(_) | Value::Polynomial(_))
}

fn py_map(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let f = a.req("func");
    let lists: Vec<Vec<Value>> = a.rest.iter().map(ops::iterate).collect::<PyResult<_>>()?;
    let n = lists.iter().map(|l| l.len()).min().unwrap_or(0);
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        out.push(interp.call(&f, lists.iter().map(|l| l[i].clone()).collect(), vec![])?);
    }
    Ok(make_iter(out, "map"))
}

fn py_filter(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let f = a.req("function");
    let mut out = Vec::new();
    for it in ops::iterate(&a.req("iterable"))? {
        let keep = match &f {
            Value::None => ops::truthy(&it)?,
            f => {
                let r = interp.call(f, vec![it.clone()], vec![])?;
                ops::truthy(&r)?
            }
        };
        if keep {
            out.push(it);
        }
    }
    Ok(make_iter(out, "filter"))
}

fn py_hex(_: &mut Interp, a: &Args) -> PyResult<Value> {
    radix_text(&a.req("number"), "0x", |i| format!("{i:x}"))
}

fn py_bin(_: &mut Interp, a: &Args) -> PyResult<Value> {
    radix_text(&a.req("number"), "0b", |i| format!("{i:b}"))
}

fn py_oct(_: &mut Interp, a: &Args) -> PyResult<Value> {
    radix_text(&a.req("number"), "0o", |i| format!("{i:o}"))
}

/// hex/bin/oct: any object with `__index__` (bools and NumPy integers too), the sign before
/// the prefix, as CPython's `PyNumber_ToBase` writes it.
fn radix_text(v: &Value, prefix: &str, digits: fn(u128) -> String) -> PyResult<Value> {
    let i = match v {
        // ndarray.__index__: a 0-d integer array only
        Value::Array(a) if a.ndim() == 0 && a.dtype.is_integer() => {
            index_int(&Value::Scalar(a.dtype, a.get_flat(0))).expect("an integer scalar")
        }
        Value::Array(_) => return Err(type_error("only integer scalar arrays can be converted to a scalar index")),
        // np.bool_ has no __index__ (Python's bool has)
        _ => index_int(v).filter(|_| !matches!(v, Value::Scalar(DType::Bool, _))).ok_or_else(|| {
            let q = v.type_of().repr();
            let q = q.trim_start_matches("<class '").trim_end_matches("'>");
            type_error(format!("'{q}' object cannot be interpreted as an integer"))
        })?,
    };
    let sign = if i < 0 { "-" } else { "" };
    Ok(Value::str(&format!("{sign}{prefix}{}", digits(i.unsigned_abs()))))
}

fn py_id(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let v = a.req("obj");
    let p = match &v {
        Value::Array(x) => Rc::as_ptr(x) as usize,
        Value::List(x) => Rc::as_ptr(x) as *const u8 as usize,
        Value::Dict(x) => Rc::as_ptr(x) as *const u8 as usize,
        Value::Tuple(x) => Rc::as_ptr(x) as usize,
        _ => 0,
    };
    Ok(Value::Int(p as i128))
}

/// Number conversions shared by `int()`, `float()` and NumPy scalar types.
fn to_f64(v: &Value) -> PyResult<f64> {
    match v {
        Value::Float(f) => Ok(*f),
        Value::Str(s) => parse_float_text(s).ok_or_else(|| value_error(format!("could not convert string to float: {}", repr(v, &Default::default())))),
        Value::Array(a) if a.size() == 1 => Ok(a.get_flat(0).as_f64()),
        Value::Array(_) => Err(type_error("only length-1 arrays can be converted to Python scalars")),
        Value::Scalar(_, s) => Ok(s.as_f64()),
        other => match index_int(other) {
            Some(i) => Ok(i as f64),
            None => Err(type_error(format!(
                "float() argument must be a string or a real number, not '{}'",
                other.type_name()
            ))),
        },
    }
}

pub(crate) fn parse_float_text(s: &str) -> Option<f64> {
    let t = s.trim().replace('_', "");
    match t.to_ascii_lowercase().as_str() {
        "nan" | "+nan" | "-nan" => Some(f64::NAN),
        "inf" | "+inf" | "infinity" | "+infinity" => Some(f64::INFINITY),
        "-inf" | "-infinity" => Some(f64::NEG_INFINITY),
        _ => t.parse().ok(),
    }
}

fn to_int(v: &Value) -> PyResult<i128> {
    match v {
        Value::Float(f) => float_to_int(*f),
        Value::Str(s) => s.trim().replace('_', "").parse::<i128>().map_err(|_| {
            value_error(format!("invalid literal for int() with base 10: {}", repr(v, &Default::default())))
        }),
        // a NumPy complex converts by its real part (NumPy warns ComplexWarning)
        Value::Scalar(_, Scalar::Float(f) | Scalar::Complex(f, _)) => float_to_int(*f),
        Value::Array(a) if a.ndim() == 0 => to_int(&Value::Scalar(a.dtype, a.get_flat(0))),
        Value::Array(a) if a.size() == 1 => to_int(&Value::Scalar(a.dtype, a.get_flat(0))),
        Value::Array(_) => Err(type_error("only length-1 arrays can be converted to Python scalars")),
        other => index_int(other).ok_or_else(|| {
            type_error(format!(
                "int() argument must be a string, a bytes-like object or a real number, not '{}'",
                other.type_name()
            ))
        }),
    }
}

fn float_to_int(f: f64) -> PyResult<i128> {
    if f.is_nan() {
        return Err(value_error("cannot convert float NaN to integer"));
    }
    if f.is_infinite() {
        return Err(stridelab_engine::error::overflow_error("cannot convert float infinity to integer"));
    }
    Ok(f.trunc() as i128)
}

pub fn construct(interp: &mut Interp, t: TypeObj, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    // np.str_ and np.bytes_ are str and bytes to Python's constructors
    let first = pos.first().map(crate::numpy::strings::to_python);
    match t {
        TypeObj::Rec(stridelab_engine::records::RecKind::Void) if matches!(first, Some(Value::Bytes(_))) => match &first {
            Some(Value::Bytes(b)) => crate::numpy::strings::void_scalar(b),
            _ => Ok(Value::None),
        },
        TypeObj::NpText(k) => {
            let text = match (&first, k) {
                (None, _) => Value::str(""),
                (Some(v @ Value::Bytes(_)), stridelab_engine::strings::TextKind::Bytes) => v.clone(),
                (Some(v), stridelab_engine::strings::TextKind::Str) => Value::str(&crate::format::str_text(v, &interp.print_opts)?),
                (Some(v), _) => construct(interp, TypeObj::Bytes, vec![v.clone()], kw)?,
            };
            Ok(match text {
                Value::Str(s) => Value::NpStr(s),
                Value::Bytes(b) => Value::NpBytes(b),
                other => other,
            })
        }
        TypeObj::Int => Ok(Value::Int(match first {
            None => 0,
            Some(v) => to_int(&v)?,
        })),
        TypeObj::Float => Ok(Value::Float(match first {
            None => 0.0,
            Some(v) => to_f64(&v)?,
        })),
        TypeObj::Complex => crate::python::complex::construct(&pos),
        TypeObj::Bool => Ok(Value::Bool(match first {
            None => false,
            Some(v) => ops::truthy(&v)?,
        })),
        TypeObj::Str => Ok(Value::str(&match first {
            None => String::new(),
            Some(v) => crate::numpy::arrayprint::text_of(interp, &v, false)?,
        })),
        TypeObj::List => Ok(Value::list(match first {
            None => vec![],
            Some(v) => ops::iterate(&v)?,
        })),
        TypeObj::Tuple => Ok(match first {
            None => Value::tuple(vec![]),
            Some(Value::Tuple(t)) => Value::Tuple(t),
            Some(v) => Value::tuple(ops::iterate(&v)?),
        }),
        TypeObj::Dict => {
            let mut items: Vec<(Value, Value)> = Vec::new();
            if let Some(v) = first {
                let src: Vec<Value> = match &v {
                    Value::Dict(d) => d.borrow().iter().map(|(k, v)| Value::tuple(vec![k.clone(), v.clone()])).collect(),
                    other => ops::iterate(other)?,
                };
                for (i, p) in src.into_iter().enumerate() {
                    let kv = ops::iterate(&p)?;
                    if kv.len() != 2 {
                        return Err(value_error(format!(
                            "dictionary update sequence element #{} has length {}; 2 is required",
                            i,
                            kv.len()
                        )));
                    }
                    items.push((kv[0].clone(), kv[1].clone()));
                }
            }
            for (k, v) in kw {
                items.push((Value::str(&k), v));
            }
            Ok(Value::dict(crate::python::dict::DictTable::from_pairs(items)?))
        }
        TypeObj::Range => {
            let ints: Vec<i128> = pos
                .iter()
                .map(|v| {
                    index_int(v).ok_or_else(|| {
                        type_error(format!("'{}' object cannot be interpreted as an integer", v.type_name()))
                    })
                })
                .collect::<PyResult<_>>()?;
            match ints.len() {
                1 => Ok(Value::Range(0, ints[0], 1)),
                2 => Ok(Value::Range(ints[0], ints[1], 1)),
                3 => {
                    if ints[2] == 0 {
                        return Err(value_error("range() arg 3 must not be zero"));
                    }
                    Ok(Value::Range(ints[0], ints[1], ints[2]))
                }
                0 => Err(type_error("range expected at least 1 argument, got 0")),
                n => Err(type_error(format!("range expected at most 3 arguments, got {}", n))),
            }
        }
        TypeObj::Slice => {
            let p = |i: usize| pos.get(i).cloned().unwrap_or(Value::None);
            match pos.len() {
                1 => Ok(Value::Slice(Rc::new([Value::None, p(0), Value::None]))),
                2 | 3 => Ok(Value::Slice(Rc::new([p(0), p(1), p(2)]))),
                n => Err(type_error(format!("slice expected at least 1 argument, got {}", n))),
            }
        }
        TypeObj::Type => match pos.len() {
            1 => Ok(Value::Type(pos[0].type_of())),
            _ => Err(type_error("type() takes 1 or 3 arguments")),
        },
        TypeObj::DType => match first {
            Some(v) if crate::numpy::object_arrays::is_object_dtype(&v) => Ok(crate::numpy::object_arrays::dtype_value()),
            Some(v) if let Some(d) = crate::numpy::stringdtype::dtype_of(&v) => Ok(crate::numpy::stringdtype::dtype_value(d)),
            Some(v) if crate::numpy::datetime::time_dtype(&v).is_some() => crate::numpy::datetime::dtype_value(&v).expect("a time dtype"),
            Some(v) if kw.iter().any(|(k, x)| k == "align" && ops::truthy(x).unwrap_or(false)) => crate::numpy::records::np_dtype_aligned(&v),
            Some(v) => crate::numpy::records::np_dtype(&v),
            None => Err(type_error("dtype() missing required argument 'dtype' (pos 0)")),
        },
        TypeObj::Time(c) => crate::numpy::datetime::construct(c, pos, kw),
        TypeObj::NpScalar(d) => match first {
            None => Ok(Value::Scalar(d, Scalar::Int(0).cast(d))),
            Some(Value::Array(a)) => Ok(Value::Array(a.copy_as(d, false)?)),
            Some(v @ (Value::List(_) | Value::Tuple(_))) => Ok(Value::Array(convert::to_array(&v, Some(d))?)),
            Some(Value::Str(s)) => {
                let f = parse_float_text(&s)
                    .ok_or_else(|| value_error(format!("could not convert string to float: '{}'", s)))?;
                Ok(Value::Scalar(d, convert::cast_checked(Scalar::Float(f), false, d)?))
            }
            Some(v) => match convert::scalar_of(&v) {
                Some((s, py_int)) => {
                    let s = if d.is_integer() { if let Scalar::Float(f) = s { Scalar::Int(float_to_int(f)? as i64) } else { s } } else { s };
                    Ok(Value::Scalar(d, convert::cast_checked(s, py_int, d)?))
                }
                None => Err(type_error(format!(
                    "{}() argument must be a string or a number, not '{}'",
                    d.name(),
                    v.type_name()
                ))),
            },
        },
        TypeObj::NdArray => crate::numpy::ndarray::ndarray_ctor(interp, pos, kw),
        TypeObj::NpAbstract(a) => crate::numpy::numerictypes::construct(a),
        TypeObj::Bytes => {
            if !kw.is_empty() {
                return Err(stridelab_engine::error::not_implemented("bytes() with keyword arguments is not supported by stridelab"));
            }
            make_bytes(&pos)
        }
        TypeObj::ByteArray | TypeObj::MemoryView if !kw.is_empty() => {
            Err(stridelab_engine::error::not_implemented(format!("{}() with keyword arguments is not supported by stridelab", t.name())))
        }
        TypeObj::ByteArray => crate::python::bytearray::construct(&pos),
        TypeObj::MemoryView => crate::python::bytearray::memoryview(&pos),
        TypeObj::Set => match pos.len() {
            0 => Ok(crate::python::set::new_value(crate::python::set::SetTable::new())),
            1 => Ok(crate::python::set::new_value(crate::python::set::SetTable::from_iterable(&pos[0])?)),
            n => Err(type_error(format!("set expected at most 1 argument, got {}", n))),
        },
        TypeObj::Exc(k) => crate::exc::construct(k, pos, kw),
        TypeObj::Class(c) => crate::python::classes::instantiate(interp, c, pos, kw),
        TypeObj::FlatIter => Err(type_error("cannot create 'numpy.flatiter' instances")),
        TypeObj::Object => Err(stridelab_engine::error::not_implemented("instances of Python's builtin 'object' are not supported by stridelab")),
        other => Err(type_error(format!("cannot create '{}' instances", other.name()))),
    }
}

/// `bytes(...)` as CPython's `bytes_new` reads its argument: nothing, a count of zero
/// bytes, a str with its encoding, anything with the buffer protocol (an array or a NumPy
/// scalar: its elements in C order, as `PyBuffer_ToContiguous` copies them), else an
/// iterable of ints in range(0, 256).
pub(crate) fn make_bytes(pos: &[Value]) -> PyResult<Value> {
    let bytes = |v: Vec<u8>| Ok(Value::Bytes(Rc::from(v)));
    let Some(arg) = pos.first() else { return bytes(Vec::new()) };
    if pos.len() > 3 {
        return Err(type_error(format!("bytes() takes at most 3 arguments ({} given)", pos.len())));
    }
    match (arg, pos.get(1)) {
        (Value::Str(s), Some(Value::Str(enc))) => match enc.to_ascii_lowercase().replace(['-', '_'], "").as_str() {
            "utf8" => bytes(s.as_bytes().to_vec()),
            "ascii" if s.is_ascii() => bytes(s.as_bytes().to_vec()),
            _ => Err(stridelab_engine::error::not_implemented(format!("bytes() with the encoding '{}' is not supported by stridelab", enc))),
        },
        (Value::Str(_), None) => Err(type_error("string argument without an encoding")),
        (_, Some(_)) => Err(type_error(if matches!(arg, Value::Str(_)) {
            "bytes() argument 'encoding' must be str".to_string()
        } else {
            "encoding without a string argument".to_string()
        })),
        (Value::Bytes(b), None) => Ok(Value::Bytes(b.clone())),
        (Value::ByteArray(_) | Value::MemoryView(_), None) => bytes(crate::python::bytearray::bytes_like(arg).unwrap_or_default()),
        // an integer NumPy scalar or 0-d array is an index (__index__ comes before the
        // buffer protocol): a count of zero bytes
        (Value::Scalar(d, s), None) if is_int_kind(*d) => make_bytes(&[Value::Int(int_of(*s))]),
        (Value::Array(a), None) if a.ndim() == 0 && is_int_kind(a.dtype) => {
            let data = a.buf.data.borrow();
            let s = Scalar::from_le_bytes(a.dtype, &data[a.offset..a.offset + a.itemsize()]);
            make_bytes(&[Value::Int(int_of(s))])
        }
        (Value::Array(a), None) => bytes(stridelab_engine::gather::bytes_of(a, a.dtype)?),
        (Value::Scalar(d, s), None) => {
            let a = stridelab_engine::array::NdArray::from_scalars(*d, &[], &[*s])?;
            bytes(stridelab_engine::gather::bytes_of(&a, *d)?)
        }
        (Value::Int(n), None) => {
            if *n < 0 {
                return Err(value_error("negative count"));
            }
            if !stridelab_engine::budget::fits_in_memory(*n as u128) || *n > isize::MAX as i128 {
                return Err(stridelab_engine::budget::memory_request_error(*n as u128));
            }
            stridelab_engine::budget::charge(*n as u64);
            bytes(vec![0; *n as usize])
        }
        (Value::Bool(b), None) => bytes(vec![0; *b as usize]),
        (Value::Float(_) | Value::Complex(..) | Value::None, None) => {
            Err(type_error(format!("cannot convert '{}' object to bytes", arg.type_name())))
        }
        (_, None) => {
            let mut out = Vec::new();
            for v in ops::iterate(arg).map_err(|_| type_error(format!("cannot convert '{}' object to bytes", arg.type_name())))? {
                let i = index_int(&v).ok_or_else(|| type_error(format!("'{}' object cannot be interpreted as an integer", v.type_name())))?;
                if !(0..256).contains(&i) {
                    return Err(value_error("bytes must be in range(0, 256)"));
                }
                out.push(i as u8);
            }
            bytes(out)
        }
    }
}

fn int_of(s: Scalar) -> i128 {
    match s {
        Scalar::UInt(u) => u as i128,
        other => other.as_i64_wrapping() as i128,
    }
}

fn is_int_kind(d: DType) -> bool {
    matches!(d.kind(), stridelab_engine::dtype::Kind::Int | stridelab_engine::dtype::Kind::UInt)
}

fn py_hash(_: &mut Interp, a: &Args) -> PyResult<Value> {
    Ok(Value::Int(crate::python::set::py_hash(&a.req("obj"))? as i128))
}
