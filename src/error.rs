//! Python exceptions as values: a kind (the exception class's name) and NumPy's message.
//!
//! The engine and the interpreter both raise these; they are rendered in one place
//! (`Display`: `ValueError: message`), and colour is added only at the terminal edge.

use std::fmt;

/// The exception classes stridelab can raise, named exactly as `type(e).__name__` prints them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExcKind {
    ValueError,
    IndexError,
    TypeError,
    AxisError,
    NameError,
    AttributeError,
    KeyError,
    SyntaxError,
    ZeroDivisionError,
    MemoryError,
    OverflowError,
    TooHardError,
    /// NumPy's ufunc casting failures (a TypeError subclass).
    UFuncTypeError,
    RuntimeError,
    AssertionError,
    StopIteration,
    NotImplementedError,
    ModuleNotFoundError,
    ImportError,
    UnboundLocalError,
    RecursionError,
    KeyboardInterrupt,
    /// Abstract bases: only user code raises these (`raise Exception('x')`).
    Exception,
    BaseException,
    ArithmeticError,
    LookupError,
}

impl ExcKind {
    pub fn name(self) -> &'static str {
        match self {
            ExcKind::ValueError => "ValueError",
            ExcKind::IndexError => "IndexError",
            ExcKind::TypeError => "TypeError",
            ExcKind::AxisError => "AxisError",
            ExcKind::NameError => "NameError",
            ExcKind::AttributeError => "AttributeError",
            ExcKind::KeyError => "KeyError",
            ExcKind::SyntaxError => "SyntaxError",
            ExcKind::ZeroDivisionError => "ZeroDivisionError",
            ExcKind::MemoryError => "MemoryError",
            ExcKind::OverflowError => "OverflowError",
            ExcKind::TooHardError => "TooHardError",
            ExcKind::UFuncTypeError => "UFuncTypeError",
            ExcKind::RuntimeError => "RuntimeError",
            ExcKind::AssertionError => "AssertionError",
            ExcKind::StopIteration => "StopIteration",
            ExcKind::NotImplementedError => "NotImplementedError",
            ExcKind::ModuleNotFoundError => "ModuleNotFoundError",
            ExcKind::ImportError => "ImportError",
            ExcKind::UnboundLocalError => "UnboundLocalError",
            ExcKind::RecursionError => "RecursionError",
            ExcKind::KeyboardInterrupt => "KeyboardInterrupt",
            ExcKind::Exception => "Exception",
            ExcKind::BaseException => "BaseException",
            ExcKind::ArithmeticError => "ArithmeticError",
            ExcKind::LookupError => "LookupError",
        }
    }
}

/// A raised Python exception.
#[derive(Debug, Clone, PartialEq)]
pub struct PyErr {
    pub kind: ExcKind,
    pub msg: String,
}

impl PyErr {
    pub fn new(kind: ExcKind, msg: impl Into<String>) -> PyErr {
        PyErr { kind, msg: msg.into() }
    }
}

impl fmt::Display for PyErr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.msg.is_empty() {
            write!(f, "{}", self.kind.name())
        } else {
            write!(f, "{}: {}", self.kind.name(), self.msg)
        }
    }
}

pub type PyResult<T> = Result<T, PyErr>;

macro_rules! ctor {
    ($($fn:ident => $kind:ident),* $(,)?) => {
        $(pub fn $fn(msg: impl Into<String>) -> PyErr { PyErr::new(ExcKind::$kind, msg) })*
    };
}

ctor! {
    value_error => ValueError,
    index_error => IndexError,
    type_error => TypeError,
    axis_error => AxisError,
    name_error => NameError,
    attribute_error => AttributeError,
    key_error => KeyError,
    zero_division => ZeroDivisionError,
    memory_error => MemoryError,
    overflow_error => OverflowError,
    runtime_error => RuntimeError,
    not_implemented => NotImplementedError,
}
