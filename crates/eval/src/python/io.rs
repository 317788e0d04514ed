//! Python's `io.StringIO`, an in-memory text stream, as CPython 3.11 runs it
//! (`Modules/_io/stringio.c`): a buffer of code points and a position. `read`, `readline`,
//! `readlines`, iteration, `write` (which overwrites from the position and pads with NULs
//! past the end), `seek`, `tell`, `truncate`, `getvalue` and `close`, with CPython's words
//! for their errors. It is what NumPy's text readers (`np.loadtxt`, `np.genfromtxt`) read
//! from in teaching material. The stream keeps `newline='\n'`: no translation.
//! `io.BytesIO` says it is not supported.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::value::Value;
use stridelab_engine::error::{PyResult, attribute_error, not_implemented, overflow_error, type_error, value_error};

pub static TABLE: &[BuiltinDef] = &[
    def!("io.StringIO", "initial_value='', newline='\\n'", "An in-memory text stream (read, readline, write, getvalue, seek).", "io.StringIO('1 2\\n3 4').readlines()", io_stringio),
    def!("io.BytesIO", "initial_bytes=b''", "An in-memory bytes stream (not supported by stridelab).", "io.BytesIO(b'1 2')", io_bytesio),
];

/// A StringIO: its text as code points, the position, and whether it is closed.
#[derive(Debug)]
pub struct StringIo {
    buf: RefCell<Vec<char>>,
    pos: Cell<usize>,
    closed: Cell<bool>,
}

/// The methods a StringIO answers.
const METHODS: &[&str] = &[
    "read", "readline", "readlines", "write", "writelines", "getvalue", "seek", "tell", "truncate", "close",
    "readable", "writable", "seekable", "isatty", "flush", "__iter__", "__next__", "__enter__", "__exit__",
];

fn io_stringio(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let text = match a.get("initial_value") {
        None | Some(Value::None) => String::new(),
        Some(Value::Str(s)) => s.to_string(),
        Some(v) => return Err(type_error(format!("initial_value must be str or None, not {}", v.type_name()))),
    };
    match a.get("newline") {
        None => {}
        Some(Value::Str(s)) if &*s == "\n" => {}
        Some(_) => return Err(not_implemented("io.StringIO(newline=...) other than '\\n' is not supported by stridelab")),
    }
    stridelab_engine::budget::charge(text.len() as u64);
    Ok(Value::StringIO(Rc::new(StringIo { buf: RefCell::new(text.chars().collect()), pos: Cell::new(0), closed: Cell::new(false) })))
}

fn io_bytesio(_: &mut Interp, _: &Args) -> PyResult<Value> {
    Err(not_implemented("io.BytesIO is not supported by stridelab"))
}

impl StringIo {
    fn check_open(&self) -> PyResult<()> {
        if self.closed.get() {
            return Err(value_error("I/O operation on closed file"));
        }
        Ok(())
    }

    /// Up to `n` code points from the position (all with `None`), moving past them.
    fn read_chars(&self, n: Option<usize>) -> String {
        let buf = self.buf.borrow();
        let start = self.pos.get().min(buf.len());
        let end = n.map_or(buf.len(), |n| start.saturating_add(n).min(buf.len()));
        self.pos.set(end.max(self.pos.get()));
        buf[start..end].iter().collect()
    }

    /// The next line, its '\n' included, of at most `limit` code points.
    fn read_line(&self, limit: Option<usize>) -> String {
        let buf = self.buf.borrow();
        let start = self.pos.get().min(buf.len());
        let cap = limit.map_or(buf.len(), |n| start.saturating_add(n).min(buf.len()));
        let end = buf[start..cap].iter().position(|&c| c == '\n').map_or(cap, |i| start + i + 1);
        if end > self.pos.get() {
            self.pos.set(end);
        }
        buf[start..end].iter().collect()
    }

    /// The lines from the position to the end (what `for line in f` visits), consumed.
    pub fn rest_lines(&self) -> PyResult<Vec<String>> {
        self.check_open()?;
        let mut out = Vec::new();
        loop {
            let l = self.read_line(None);
            if l.is_empty() {
                return Ok(out);
            }
            out.push(l);
        }
    }

    fn write(&self, s: &str, interp: &Interp) -> PyResult<usize> {
        let mut buf = self.buf.borrow_mut();
        let pos = self.pos.get();
        let chars = s.chars().count();
        // CPython's _io_StringIO_write_impl: the end must fit a Py_ssize_t
        let end = match pos.checked_add(chars).filter(|&e| e <= isize::MAX as usize) {
            Some(e) => e,
            None => return Err(overflow_error("new position too large")),
        };
        // resize_buffer: the buffer holds UCS-4 characters, its byte size a Py_ssize_t
        if end > buf.len() && end > isize::MAX as usize / 4 {
            return Err(overflow_error("new buffer size too large"));
        }
        if pos > buf.len() {
            // a seek past the end pads with NULs: the padding is memory and work like any other
            let bytes = (pos - buf.len()) as u128 * std::mem::size_of::<char>() as u128;
            if !stridelab_engine::budget::fits_in_memory(bytes) {
                return Err(stridelab_engine::budget::memory_request_error(bytes));
            }
            if !stridelab_engine::budget::charge((pos - buf.len()) as u64) {
                interp.check_interrupt()?;
            }
            buf.resize(pos, '\0');
        }
        let mut n = 0;
        for (i, c) in s.chars().enumerate() {
            match buf.get_mut(pos + i) {
                Some(slot) => *slot = c,
                None => buf.push(c),
            }
            n += 1;
        }
        self.pos.set(pos + n);
        Ok(n)
    }
}

/// `with StringIO(...) as f:` binds the stream (IOBase.__enter__ checks it is open)...
pub fn enter(s: &StringIo) -> PyResult<()> {
    if s.closed.get() {
        return Err(value_error("I/O operation on closed file."));
    }
    Ok(())
}

/// ...and `__exit__` closes it.
pub fn exit(s: &StringIo) {
    s.closed.set(true);
}

/// `next(f)`: the next line, None at the end.
pub fn next_line(s: &StringIo) -> PyResult<Option<String>> {
    s.check_open()?;
    let l = s.read_line(None);
    Ok((!l.is_empty()).then_some(l))
}

pub fn attr(obj: &Value, s: &StringIo, name: &str) -> PyResult<Value> {
    match name {
        "closed" => Ok(Value::Bool(s.closed.get())),
        "line_buffering" => Ok(Value::Bool(false)),
        "newlines" | "encoding" | "errors" => Ok(Value::None),
        _ if METHODS.contains(&name) => Ok(Value::Method(Rc::new((obj.clone(), name.to_string())))),
        _ => Err(attribute_error(format!("'_io.StringIO' object has no attribute '{name}'"))),
    }
}

/// A size argument: an int, or None for "all"; negative means all too.
fn size_arg(v: Option<&Value>) -> PyResult<Option<usize>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(Value::Int(n)) => Ok(usize::try_from(*n).ok()),
        Some(Value::Bool(b)) => Ok(Some(*b as usize)),
        Some(v) => Err(type_error(format!("argument should be integer or None, not '{}'", v.type_name()))),
    }
}

fn at_most(name: &str, pos: &[Value], n: usize) -> PyResult<()> {
    if pos.len() > n {
        let what = match n {
            0 => format!("StringIO.{name}() takes no arguments ({} given)", pos.len()),
            _ => format!("{name} expected at most {n} argument{}, got {}", if n == 1 { "" } else { "s" }, pos.len()),
        };
        return Err(type_error(what));
    }
    Ok(())
}

pub fn call_method(interp: &mut Interp, recv: &Value, s: &StringIo, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    if !kw.is_empty() {
        return Err(type_error(format!("StringIO.{name}() takes no keyword arguments")));
    }
    match name {
        "close" => {
            at_most(name, &pos, 0)?;
            s.closed.set(true);
            return Ok(Value::None);
        }
        "__exit__" => {
            s.closed.set(true);
            return Ok(Value::None);
        }
        _ => {}
    }
    s.check_open()?;
    match name {
        "read" => {
            at_most(name, &pos, 1)?;
            let n = size_arg(pos.first())?;
            Ok(Value::str(&s.read_chars(n)))
        }
        "readline" => {
            at_most(name, &pos, 1)?;
            let n = size_arg(pos.first())?;
            Ok(Value::str(&s.read_line(n)))
        }
        "readlines" => {
            at_most(name, &pos, 1)?;
            let hint = size_arg(pos.first())?.filter(|&h| h > 0);
            let mut out = Vec::new();
            let mut total = 0;
            loop {
                let l = s.read_line(None);
                if l.is_empty() {
                    break;
                }
                total += l.chars().count();
                out.push(Value::str(&l));
                if hint.is_some_and(|h| total >= h) {
                    break;
                }
            }
            Ok(Value::list(out))
        }
        "__next__" => {
            at_most(name, &pos, 0)?;
            let l = s.read_line(None);
            if l.is_empty() {
                return Err(stridelab_engine::error::PyErr::new(stridelab_engine::error::ExcKind::StopIteration, ""));
            }
            Ok(Value::str(&l))
        }
        "write" => {
            if pos.len() != 1 {
                return Err(type_error(format!("StringIO.write() takes exactly one argument ({} given)", pos.len())));
            }
            match &pos[0] {
                Value::Str(t) => {
                    stridelab_engine::budget::charge(t.len() as u64);
                    Ok(Value::Int(s.write(t, interp)? as i128))
                }
                v => Err(type_error(format!("string argument expected, got '{}'", v.type_name()))),
            }
        }
        "writelines" => {
            if pos.len() != 1 {
                return Err(type_error(format!("StringIO.writelines() takes exactly one argument ({} given)", pos.len())));
            }
            for v in crate::ops::iterate(&pos[0])? {
                match &v {
                    Value::Str(t) => {
                        s.write(t, interp)?;
                    }
                    v => return Err(type_error(format!("string argument expected, got '{}'", v.type_name()))),
                }
            }
            Ok(Value::None)
        }
        "getvalue" => {
            at_most(name, &pos, 0)?;
            Ok(Value::str(&s.buf.borrow().iter().collect::<String>()))
        }
        "tell" => {
            at_most(name, &pos, 0)?;
            Ok(Value::Int(s.pos.get() as i128))
        }
        "seek" => {
            if pos.is_empty() || pos.len() > 2 {
                return Err(type_error(match pos.len() {
                    0 => "seek expected at least 1 argument, got 0".to_string(),
                    n => format!("seek expected at most 2 arguments, got {n}"),
                }));
            }
            let whence = match pos.get(1) {
                None => 0,
                Some(Value::Int(w)) => *w,
                Some(v) => return Err(type_error(format!("'{}' object cannot be interpreted as an integer", v.type_name()))),
            };
            let off = match &pos[0] {
                Value::Int(o) => *o,
                Value::Bool(b) => *b as i128,
                v => return Err(type_error(format!("'{}' object cannot be interpreted as an integer", v.type_name()))),
            };
            match whence {
                0 if off < 0 => Err(value_error(format!("Negative seek position {off}"))),
                0 if off > isize::MAX as i128 => Err(overflow_error("Python int too large to convert to C ssize_t")),
                0 => {
                    s.pos.set(off as usize);
                    Ok(Value::Int(off))
                }
                1 | 2 if off != 0 => Err(not_implemented(format!(
                    "OSError (Can't do nonzero {}-relative seeks) is not supported by stridelab",
                    if whence == 1 { "cur" } else { "end" }
                ))),
                1 => Ok(Value::Int(s.pos.get() as i128)),
                2 => {
                    let end = s.buf.borrow().len();
                    s.pos.set(end);
                    Ok(Value::Int(end as i128))
                }
                w => Err(value_error(format!("Invalid whence ({w}, should be 0, 1 or 2)"))),
            }
        }
        "truncate" => {
            at_most(name, &pos, 1)?;
            let at = size_arg(pos.first())?.unwrap_or(s.pos.get());
            s.buf.borrow_mut().truncate(at);
            Ok(Value::Int(at as i128))
        }
        "readable" | "writable" | "seekable" => Ok(Value::Bool(true)),
        "isatty" => Ok(Value::Bool(false)),
        "flush" => Ok(Value::None),
        "__iter__" | "__enter__" => Ok(recv.clone()),
        _ => {
            let _ = interp;
            Err(attribute_error(format!("'_io.StringIO' object has no attribute '{name}'")))
        }
    }
}
