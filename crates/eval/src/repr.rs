//! `repr()` and `str()` of every value, as CPython with NumPy 2.4 prints them.

use stridelab_display::arrayprint::{self, PrintOptions};
use stridelab_display::floatfmt::py_float_repr;
use stridelab_engine::array::NdArray;
use crate::value::Value;
use std::cell::{Cell, RefCell};

thread_local! {
    /// Py_ReprEnter's per-thread list: the containers whose repr is being built, so that one met
    /// again inside itself prints as `[...]` (`{...}`, `(...)`) instead of recursing forever.
    static ACTIVE: RefCell<Vec<usize>> = const { RefCell::new(Vec::new()) };
    /// How many containers and exceptions deep the repr now is.
    static DEPTH: Cell<usize> = const { Cell::new(0) };
    /// Set when nesting passed the limit: the text is cut short and `checked_repr` reports it.
    static TOO_DEEP: Cell<bool> = const { Cell::new(false) };
}

/// CPython's RecursionError text when a repr (or str) nests too deep.
pub const REPR_TOO_DEEP: &str = "maximum recursion depth exceeded while getting the repr of an object";

/// Runs `f` one nesting level deeper, answering `short` instead once the limit is passed
/// (as Py_EnterRecursiveCall does in `PyObject_Repr`).
fn deeper(short: &str, f: impl FnOnce() -> String) -> String {
    let d = DEPTH.with(|d| d.get());
    if d >= crate::ops::NESTING_LIMIT {
        TOO_DEEP.with(|t| t.set(true));
        return short.to_string();
    }
    DEPTH.with(|c| c.set(d + 1));
    let out = f();
    DEPTH.with(|c| c.set(d));
    out
}

/// A container's repr, or `cycle` if the same container is already being printed further out.
fn container(ptr: usize, cycle: &str, f: impl FnOnce() -> String) -> String {
    if ACTIVE.with(|a| a.borrow().contains(&ptr)) {
        return cycle.to_string();
    }
    ACTIVE.with(|a| a.borrow_mut().push(ptr));
    let out = deeper(cycle, f);
    ACTIVE.with(|a| a.borrow_mut().pop());
    out
}

/// `repr(v)`, or Err with CPython's RecursionError text when `v` nests too deep to print.
pub fn checked_repr(v: &Value, opts: &PrintOptions) -> Result<String, &'static str> {
    checked(|| repr(v, opts))
}

/// `str(v)`, checked as [`checked_repr`].
pub fn checked_str(v: &Value, opts: &PrintOptions) -> Result<String, &'static str> {
    checked(|| str_of(v, opts))
}

fn checked(f: impl FnOnce() -> String) -> Result<String, &'static str> {
    let outer = TOO_DEEP.with(|t| t.replace(false));
    let s = f();
    let deep = TOO_DEEP.with(|t| t.replace(outer));
    if deep { Err(REPR_TOO_DEEP) } else { Ok(s) }
}

/// Python's repr of a string: single quotes unless the text has a single quote and no double.
pub fn str_repr(s: &str) -> String {
    let quote = if s.contains('\'') && !s.contains('"') { '"' } else { '\'' };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => out.push_str(&format!("\\x{:02x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push(quote);
    out
}

fn seq(items: &[Value], open: &str, close: &str, opts: &PrintOptions, one_tuple: bool) -> String {
    let parts: Vec<String> = items.iter().map(|v| repr(v, opts)).collect();
    if one_tuple && parts.len() == 1 {
        return format!("{}{},{}", open, parts[0], close);
    }
    format!("{}{}{}", open, parts.join(", "), close)
}

/// The block `x.flags` prints (flagsobject.c `arrayflags_print`); ends with a newline.
pub fn flags_repr(a: &NdArray) -> String {
    let b = |v: bool| if v { "True" } else { "False" };
    format!(
        "  C_CONTIGUOUS : {}\n  F_CONTIGUOUS : {}\n  OWNDATA : {}\n  WRITEABLE : {}\n  ALIGNED : {}\n  WRITEBACKIFCOPY : False\n",
        b(a.is_c_contiguous()),
        b(a.is_f_contiguous()),
        b(a.owndata),
        b(a.writeable.get()),
        b(a.is_aligned())
    )
}

/// A stable, plausible object address for reprs such as `<... object at 0x...>`.
pub(crate) fn fake_addr(p: usize) -> String {
    format!("0x{:x}", 0x7f00_0000_0000usize.wrapping_add(p & 0xffff_ffff))
}

/// Python's repr of a bytes object: `b'...'`, the same quote rule as str, `\xNN` for bytes
/// outside printable ASCII.
pub fn bytes_repr(b: &[u8]) -> String {
    let quote = if b.contains(&b'\'') && !b.contains(&b'"') { b'"' } else { b'\'' };
    let mut out = String::with_capacity(b.len() + 3);
    out.push('b');
    out.push(quote as char);
    for &c in b {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c as char);
            }
            c if !(0x20..0x7f).contains(&c) => out.push_str(&format!("\\x{:02x}", c)),
            c => out.push(c as char),
        }
    }
    out.push(quote as char);
    out
}

pub fn repr(v: &Value, opts: &PrintOptions) -> String {
    match v {
        Value::None => "None".into(),
        Value::Bool(b) => if *b { "True" } else { "False" }.into(),
        Value::Int(i) => i.to_string(),
        Value::Float(f) => py_float_repr(*f),
        Value::Complex(r, i) => crate::python::complex::repr(*r, *i),
        Value::Str(s) => str_repr(s),
        Value::Bytes(b) => bytes_repr(b),
        Value::ByteArray(b) => crate::python::bytearray::repr(b),
        Value::PyArray(p) => crate::python::array::repr(p),
        Value::MemoryView(m) => format!("<memory at {}>", fake_addr(std::rc::Rc::as_ptr(m) as usize)),
        Value::Tuple(t) => container(std::rc::Rc::as_ptr(t) as usize, "(...)", || {
            crate::python::namedtuple::repr(t, |v| repr(v, opts)).unwrap_or_else(|| seq(t, "(", ")", opts, true))
        }),
        Value::List(l) => container(std::rc::Rc::as_ptr(l) as *const u8 as usize, "[...]", || seq(&l.borrow(), "[", "]", opts, false)),
        Value::Dict(d) => container(std::rc::Rc::as_ptr(d) as *const u8 as usize, "{...}", || {
            let parts: Vec<String> =
                d.borrow().iter().map(|(k, v)| format!("{}: {}", repr(k, opts), repr(v, opts))).collect();
            format!("{{{}}}", parts.join(", "))
        }),
        Value::Slice(s) => format!("slice({}, {}, {})", repr(&s[0], opts), repr(&s[1], opts), repr(&s[2], opts)),
        Value::Ellipsis => "Ellipsis".into(),
        Value::Range(a, b, s) => {
            if *s == 1 {
                format!("range({}, {})", a, b)
            } else {
                format!("range({}, {}, {})", a, b, s)
            }
        }
        Value::Array(a) => match crate::numpy::subclass::repr_name(a) {
            Some(name) => arrayprint::array_repr_named(&name, &a.shape, a.dtype, &|i| a.get_flat(i), opts),
            None => arrayprint::array_repr(&a.shape, a.dtype, &|i| a.get_flat(i), opts),
        },
        Value::Scalar(d, s) => arrayprint::scalar_repr(*d, *s),
        Value::DType(d) => format!("dtype('{}')", d.name()),
        Value::Descr(d) => d.repr(),
        Value::Record(r) => crate::numpy::records::repr(r, opts),
        Value::Text(t) => crate::numpy::strings::repr(t, opts),
        Value::Swapped(a) => crate::numpy::byteorder::repr(a, opts),
        Value::Objects(o) => crate::numpy::object_arrays::repr(o, opts),
        Value::MappingProxy(d) => format!("mappingproxy({})", repr(&Value::Dict(d.clone()), opts)),
        Value::NpStr(_) | Value::NpBytes(_) => crate::numpy::strings::scalar_repr(v),
        Value::Type(t) => t.repr(),
        Value::Flags(a) => flags_repr(a),
        Value::Limits(d) => crate::numpy::getlimits::repr(*d),
        Value::Dummy(b) => format!(
            "<numpy.lib._stride_tricks_impl.DummyArray object at {}>",
            fake_addr(std::rc::Rc::as_ptr(b) as usize)
        ),
        Value::Builtin(key) => {
            let name = key.rsplit('.').next().unwrap_or(key);
            if matches!(*key, "numpy.ndindex" | "numpy.ndenumerate") {
                // classes in NumPy, functions returning their iterator here
                format!("<class '{}'>", key)
            } else if key.starts_with("numpy") {
                if let Some(u) = crate::numpy::umath::ufunc(key) {
                    format!("<ufunc '{}'>", u.canonical)
                } else {
                    format!("<function {} at {}>", name, fake_addr(key.as_ptr() as usize))
                }
            } else {
                format!("<built-in function {}>", name)
            }
        }
        Value::Method(m) if matches!(m.0, Value::Type(crate::value::TypeObj::NdArray)) && m.1 != "__new__" => {
            format!("<method '{}' of 'numpy.ndarray' objects>", m.1)
        }
        Value::Method(m) => format!(
            "<built-in method {} of {} object at {}>",
            m.1,
            match &m.0 {
                Value::Array(_) => "numpy.ndarray".to_string(),
                other => other.type_name(),
            },
            fake_addr(std::rc::Rc::as_ptr(m) as usize)
        ),
        Value::Function(f) => format!("<function {} at {}>", f.name, fake_addr(std::rc::Rc::as_ptr(f) as usize)),
        Value::PyGen(g) => format!("<generator object {} at {}>", g.func.name, fake_addr(std::rc::Rc::as_ptr(g) as usize)),
        Value::Module(m) => format!("<module '{}'>", m),
        // NumPy prints id() in upper-case hex here: `Generator(PCG64) at 0x7F...`.
        Value::Generator(g) => {
            format!("Generator(PCG64) at {}", fake_addr(std::rc::Rc::as_ptr(g) as *const u8 as usize).to_uppercase().replacen("0X", "0x", 1))
        }
        Value::FlatIter(it) => format!("<numpy.flatiter object at {}>", fake_addr(std::rc::Rc::as_ptr(it) as *const u8 as usize)),
        Value::NdIter(it) => format!("<numpy.nditer object at {}>", fake_addr(std::rc::Rc::as_ptr(it) as *const u8 as usize)),
        Value::Iter(st) => format!(
            "<{}{} object at {}>",
            if matches!(st.borrow().kind, "ndindex" | "ndenumerate") { "numpy." } else { "" },
            st.borrow().kind,
            fake_addr(std::rc::Rc::as_ptr(st) as *const u8 as usize)
        ),
        Value::Set(t) => container(std::rc::Rc::as_ptr(t) as *const u8 as usize, "set(...)", || {
            let t = t.borrow();
            if t.is_empty() {
                "set()".into()
            } else {
                seq(&t.items(), "{", "}", opts, false)
            }
        }),
        Value::Exc(e) => deeper("...", || crate::exc::exc_repr(e, opts)),
        Value::Super(s) => format!("<super: <class '{}'>, <{} object>>", crate::python::classes::class_name(s.after), s.obj.type_name()),
        Value::Object(o) => format!(
            "<__main__.{} object at {}>",
            crate::python::classes::class_name(o.class),
            fake_addr(std::rc::Rc::as_ptr(o) as usize)
        ),
        Value::Context(c) => format!("<{} object at {}>", c.kind.class_name(), fake_addr(std::rc::Rc::as_ptr(c) as usize)),
        Value::StringIO(s) => format!("<_io.StringIO object at {}>", fake_addr(std::rc::Rc::as_ptr(s) as usize)),
        Value::Vectorize(v) if v.frompyfunc.is_some() => {
            format!("<ufunc '{}'>", v.frompyfunc.as_ref().map(|u| u.name.as_str()).unwrap_or_default())
        }
        Value::Vectorize(v) => format!("<numpy.vectorize object at {}>", fake_addr(std::rc::Rc::as_ptr(v) as usize)),
        Value::Poly1d(p) => crate::numpy::lib_polynomial::repr(p, opts),
        Value::Masked(m) => crate::numpy::ma::repr(m, opts),
        Value::Polynomial(p) => crate::numpy::polynomial::repr(p, opts),
        Value::Time(t) => crate::numpy::datetime::repr(t, opts),
    }
}

/// `str(v)`: what print() shows.
pub fn str_of(v: &Value, opts: &PrintOptions) -> String {
    match v {
        Value::Str(s) | Value::NpStr(s) => s.to_string(),
        Value::NpBytes(b) => bytes_repr(b),
        Value::Text(t) => crate::numpy::strings::str(t, opts),
        Value::Swapped(a) => crate::numpy::byteorder::str(a, opts),
        Value::Objects(o) => crate::numpy::object_arrays::str(o, opts),
        Value::Array(a) => arrayprint::array_str(&a.shape, a.dtype, &|i| a.get_flat(i), opts),
        Value::Scalar(d, s) => arrayprint::scalar_str(*d, *s),
        Value::DType(d) => d.name().to_string(),
        Value::Descr(d) => d.str(),
        Value::Time(t) => crate::numpy::datetime::str(t, opts),
        Value::Masked(m) => crate::numpy::ma::str(m, opts),
        Value::Record(r) => crate::numpy::records::str(r, opts),
        Value::Generator(_) => "Generator(PCG64)".to_string(),
        Value::Limits(d) => crate::numpy::getlimits::str(*d),
        Value::Poly1d(p) => crate::numpy::lib_polynomial::str(p, opts).unwrap_or_else(|_| repr(v, opts)),
        Value::Exc(e) => deeper("...", || crate::exc::exc_str(e, opts)),
        _ => repr(v, opts),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_quote_like_python() {
        assert_eq!(str_repr("abc"), "'abc'");
        assert_eq!(str_repr("it's"), "\"it's\"");
        assert_eq!(str_repr("a'b\"c"), "'a\\'b\"c'");
        assert_eq!(str_repr("x\ny"), "'x\\ny'");
    }
}
