//! The methods of Python's list, dict, str, tuple, int and float that NumPy scripts use
//! (CPython's `Objects/listobject.c`, `dictobject.c`, `unicodeobject.c` semantics).

use std::rc::Rc;

use crate::interp::Interp;
use crate::ops::{self, index_int};
use crate::value::Value;
use stridelab_engine::error::{PyResult, attribute_error, index_error, key_error, overflow_error, type_error, value_error};

const LIST_METHODS: &[&str] = &["append", "extend", "pop", "insert", "index", "count", "reverse", "copy", "sort", "clear", "remove"];
const DICT_METHODS: &[&str] = &["keys", "values", "items", "get", "copy", "pop", "popitem", "update", "setdefault", "clear"];
const STR_METHODS: &[&str] = &[
    "join", "split", "format", "upper", "lower", "strip", "lstrip", "rstrip", "replace", "startswith", "endswith", "ljust", "rjust", "center",
    "count", "find", "zfill",
];

pub fn is_py_method(v: &Value, name: &str) -> bool {
    match v {
        Value::List(_) => LIST_METHODS.contains(&name),
        Value::Dict(_) => DICT_METHODS.contains(&name),
        Value::Str(_) => STR_METHODS.contains(&name),
        Value::Tuple(_) => matches!(name, "index" | "count"),
        Value::Int(_) => matches!(name, "bit_length" | "to_bytes"),
        Value::Float(_) => matches!(name, "is_integer"),
        Value::Complex(..) => matches!(name, "conjugate"),
        Value::Set(_) => crate::python::set::METHODS.contains(&name),
        _ => false,
    }
}

pub fn py_method(interp: &mut Interp, recv: &Value, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let arg = |i: usize| pos.get(i).cloned();
    let need = |i: usize| -> PyResult<Value> {
        pos.get(i).cloned().ok_or_else(|| type_error(format!("{}() takes exactly one argument (0 given)", name)))
    };
    match (recv, name) {
        (Value::List(l), "append") => {
            l.borrow_mut().push(need(0)?);
            Ok(Value::None)
        }
        (Value::List(l), "extend") => {
            let items = ops::iterate(&need(0)?)?;
            l.borrow_mut().extend(items);
            Ok(Value::None)
        }
        (Value::List(l), "pop") => {
            let mut l = l.borrow_mut();
            if l.is_empty() {
                return Err(index_error("pop from empty list"));
            }
            let n = l.len() as i128;
            let i = arg(0).and_then(|v| index_int(&v)).unwrap_or(-1);
            let j = if i < 0 { i + n } else { i };
            if j < 0 || j >= n {
                return Err(index_error("pop index out of range"));
            }
            Ok(l.remove(j as usize))
        }
        (Value::List(l), "insert") => {
            let i = index_int(&need(0)?).unwrap_or(0);
            let v = arg(1).unwrap_or(Value::None);
            let mut l = l.borrow_mut();
            let n = l.len() as i128;
            let j = if i < 0 { (i + n).max(0) } else { i.min(n) };
            l.insert(j as usize, v);
            Ok(Value::None)
        }
        (Value::List(l), "reverse") => {
            l.borrow_mut().reverse();
            Ok(Value::None)
        }
        (Value::List(l), "clear") => {
            l.borrow_mut().clear();
            Ok(Value::None)
        }
        (Value::List(l), "copy") => Ok(Value::list(l.borrow().clone())),
        (Value::List(l), "remove") => {
            let v = need(0)?;
            // compare under a shared borrow: the list may hold itself
            match ops::position_of(&l.borrow(), &v)? {
                Some(p) => {
                    l.borrow_mut().remove(p);
                    Ok(Value::None)
                }
                None => Err(value_error("list.remove(x): x not in list")),
            }
        }
        (Value::List(l), "sort") => {
            let items = l.borrow().clone();
            let sorted = interp.call(&Value::Builtin("sorted"), vec![Value::list(items)], kw.clone())?;
            if let Value::List(s) = sorted {
                *l.borrow_mut() = s.borrow().clone();
            }
            Ok(Value::None)
        }
        (Value::List(_) | Value::Tuple(_), "index") => {
            let v = need(0)?;
            let items = ops::iterate(recv)?;
            match ops::position_of(&items, &v)? {
                Some(p) => Ok(Value::Int(p as i128)),
                None if matches!(recv, Value::Tuple(_)) => Err(value_error("tuple.index(x): x not in tuple")),
                None => Err(value_error(format!("{} is not in list", crate::repr::repr(&v, &interp.print_opts)))),
            }
        }
        (Value::List(_) | Value::Tuple(_), "count") => {
            let v = need(0)?;
            let mut n = 0;
            for x in ops::iterate(recv)? {
                n += (ops::is_same(&x, &v) || ops::py_eq_checked(&x, &v)?) as i128;
            }
            Ok(Value::Int(n))
        }
        (Value::Dict(d), "keys") => Ok(Value::list(d.borrow().iter().map(|p| p.0.clone()).collect())),
        (Value::Dict(d), "values") => Ok(Value::list(d.borrow().iter().map(|p| p.1.clone()).collect())),
        (Value::Dict(d), "items") => {
            Ok(Value::list(d.borrow().iter().map(|p| Value::tuple(vec![p.0.clone(), p.1.clone()])).collect()))
        }
        (Value::Dict(d), "get") => {
            let k = need(0)?;
            Ok(d.borrow().get(&k)?.unwrap_or(arg(1).unwrap_or(Value::None)))
        }
        (Value::Dict(d), "copy") => Ok(Value::Dict(Rc::new(std::cell::RefCell::new(d.borrow().clone())))),
        (Value::Dict(d), "pop") => {
            let k = pos.first().cloned().ok_or_else(|| type_error("pop expected at least 1 argument, got 0"))?;
            let removed = d.borrow_mut().remove(&k)?;
            match (removed, arg(1)) {
                (Some(v), _) | (None, Some(v)) => Ok(v),
                (None, None) => Err(key_error(crate::repr::repr(&k, &interp.print_opts))),
            }
        }
        (Value::Dict(d), "popitem") => match d.borrow_mut().pop_last()? {
            Some((k, v)) => Ok(Value::tuple(vec![k, v])),
            None => Err(key_error("'popitem(): dictionary is empty'")),
        },
        (Value::Dict(d), "setdefault") => {
            let k = pos.first().cloned().ok_or_else(|| type_error("setdefault expected at least 1 argument, got 0"))?;
            if let Some(v) = d.borrow().get(&k)? {
                return Ok(v);
            }
            let v = arg(1).unwrap_or(Value::None);
            d.borrow_mut().set(k, v.clone())?;
            Ok(v)
        }
        (Value::Dict(d), "update") => {
            // dict.update: a mapping's items, else an iterable of pairs; then the keywords
            let pairs: Vec<(Value, Value)> = match arg(0) {
                None => Vec::new(),
                Some(Value::Dict(o)) => o.borrow().pairs(),
                Some(other) => ops::iterate(&other)?
                    .into_iter()
                    .enumerate()
                    .map(|(i, p)| {
                        let kv = ops::iterate(&p)?;
                        match <[Value; 2]>::try_from(kv) {
                            Ok([k, v]) => Ok((k, v)),
                            Err(kv) => Err(value_error(format!(
                                "dictionary update sequence element #{} has length {}; 2 is required",
                                i,
                                kv.len()
                            ))),
                        }
                    })
                    .collect::<PyResult<_>>()?,
            };
            let mut t = d.borrow_mut();
            for (k, v) in pairs.into_iter().chain(kw.iter().map(|(k, v)| (Value::str(k), v.clone()))) {
                t.set(k, v)?;
            }
            Ok(Value::None)
        }
        (Value::Dict(d), "clear") => {
            d.borrow_mut().clear();
            Ok(Value::None)
        }
        (Value::Str(s), "join") => {
            let items = ops::iterate(&need(0)?)?;
            let mut parts = Vec::with_capacity(items.len());
            for (i, it) in items.iter().enumerate() {
                match it {
                    Value::Str(t) => parts.push(t.to_string()),
                    other => {
                        return Err(type_error(format!(
                            "sequence item {}: expected str instance, {} found",
                            i,
                            other.type_name()
                        )));
                    }
                }
            }
            let total = parts.iter().map(|p| p.len()).sum::<usize>() + s.len() * parts.len().saturating_sub(1);
            ops::check_seq_bytes(total, 1)?;
            Ok(Value::str(&parts.join(s)))
        }
        (Value::Str(s), "upper") => Ok(Value::str(&s.to_uppercase())),
        (Value::Str(s), "lower") => Ok(Value::str(&s.to_lowercase())),
        (Value::Str(s), m @ ("strip" | "lstrip" | "rstrip")) => {
            // CPython's do_argstrip: whitespace, or the characters of the argument
            let chars: Option<Vec<char>> = match arg(0) {
                None | Some(Value::None) => None,
                Some(Value::Str(c)) => Some(c.chars().collect()),
                Some(o) => return Err(type_error(format!("{m} arg must be None or str, not {}", o.type_name()))),
            };
            let pat = |c: char| chars.as_ref().map_or(c.is_whitespace(), |cs| cs.contains(&c));
            Ok(Value::str(match m {
                "strip" => s.trim_matches(pat),
                "lstrip" => s.trim_start_matches(pat),
                _ => s.trim_end_matches(pat),
            }))
        }
        (Value::Str(s), "split") => {
            let parts: Vec<Value> = match arg(0) {
                Some(Value::Str(sep)) => s.split(&*sep).map(Value::str).collect(),
                _ => s.split_whitespace().map(Value::str).collect(),
            };
            Ok(Value::list(parts))
        }
        (Value::Str(s), "replace") => match (arg(0), arg(1)) {
            (Some(Value::Str(a)), Some(Value::Str(b))) => Ok(Value::str(&s.replace(&*a, &b))),
            _ => Err(type_error("replace expected 2 string arguments")),
        },
        (Value::Str(s), "startswith") => match arg(0) {
            Some(Value::Str(p)) => Ok(Value::Bool(s.starts_with(&*p))),
            _ => Err(type_error("startswith first arg must be str")),
        },
        (Value::Str(s), "endswith") => match arg(0) {
            Some(Value::Str(p)) => Ok(Value::Bool(s.ends_with(&*p))),
            _ => Err(type_error("endswith first arg must be str")),
        },
        (Value::Str(s), "ljust" | "rjust" | "center" | "zfill") => {
            let w = arg(0).and_then(|v| index_int(&v)).unwrap_or(0);
            if w > isize::MAX as i128 {
                return Err(overflow_error("Python int too large to convert to C ssize_t"));
            }
            let w = w.max(0) as usize;
            let n = s.chars().count();
            if n >= w {
                return Ok(recv.clone());
            }
            let pad = w - n;
            ops::check_seq_bytes(s.len() + pad, 1)?;
            Ok(Value::str(&match name {
                "ljust" => format!("{}{}", s, " ".repeat(pad)),
                "rjust" => format!("{}{}", " ".repeat(pad), s),
                "zfill" => format!("{}{}", "0".repeat(pad), s),
                _ => {
                    let left = pad / 2 + (pad & w & 1);
                    format!("{}{}{}", " ".repeat(left), s, " ".repeat(pad - left))
                }
            }))
        }
        (Value::Str(s), "format") => crate::format::str_format(interp, s, &pos),
        (Value::Str(s), "count") => match arg(0) {
            Some(Value::Str(p)) if !p.is_empty() => Ok(Value::Int(s.matches(&*p).count() as i128)),
            _ => Ok(Value::Int(s.chars().count() as i128 + 1)),
        },
        (Value::Str(s), "find") => match arg(0) {
            Some(Value::Str(p)) => Ok(Value::Int(s.find(&*p).map(|i| s[..i].chars().count() as i128).unwrap_or(-1))),
            _ => Err(type_error("must be str")),
        },
        (Value::Int(i), "bit_length") => Ok(Value::Int(128 - i.unsigned_abs().leading_zeros() as i128)),
        (Value::Complex(r, i), "conjugate") => Ok(Value::Complex(*r, -*i)),
        (Value::Float(f), "is_integer") => Ok(Value::Bool(f.fract() == 0.0 && f.is_finite())),
        _ => Err(attribute_error(format!("'{}' object has no attribute '{}'", recv.type_name(), name))),
    }
}
