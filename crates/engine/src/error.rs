//! Python exceptions as values: a kind (the exception class's name) and NumPy's message.
//!
//! The engine and the interpreter both raise these; they are rendered in one place
//! (`Display`: `ValueError: message`), and colour is added only at the terminal edge.

use std::fmt;

/// Where Python code finds an exception class by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExcHome {
    /// A builtin name (`ValueError`).
    Builtins,
    /// `numpy.exceptions` (`np.exceptions.AxisError`).
    NumpyExceptions,
    /// Raised by NumPy but not importable by that name.
    Hidden,
}

/// The one exception table: each class once, with its direct bases (CPython's and NumPy's
/// hierarchy; AxisError has two) and where Python code finds it. The enum, `name()`,
/// `bases()` and the name lookups are all generated from it.
macro_rules! exceptions {
    ($($(#[$doc:meta])* $kind:ident : [$($base:ident),*] in $home:ident;)*) => {
        /// The exception classes stridelab can raise, named exactly as `type(e).__name__` prints them.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum ExcKind {
            $($(#[$doc])* $kind,)*
        }

        impl ExcKind {
            pub const ALL: &'static [ExcKind] = &[$(ExcKind::$kind),*];

            pub fn name(self) -> &'static str {
                match self {
                    $(ExcKind::$kind => stringify!($kind),)*
                }
            }

            /// The direct base classes.
            pub fn bases(self) -> &'static [ExcKind] {
                match self {
                    $(ExcKind::$kind => &[$(ExcKind::$base),*],)*
                }
            }

            pub fn home(self) -> ExcHome {
                match self {
                    $(ExcKind::$kind => ExcHome::$home,)*
                }
            }
        }
    };
}

exceptions! {
    BaseException: [] in Builtins;
    Exception: [BaseException] in Builtins;
    KeyboardInterrupt: [BaseException] in Builtins;
    ArithmeticError: [Exception] in Builtins;
    LookupError: [Exception] in Builtins;
    AssertionError: [Exception] in Builtins;
    AttributeError: [Exception] in Builtins;
    ImportError: [Exception] in Builtins;
    MemoryError: [Exception] in Builtins;
    NameError: [Exception] in Builtins;
    RuntimeError: [Exception] in Builtins;
    StopIteration: [Exception] in Builtins;
    SyntaxError: [Exception] in Builtins;
    TypeError: [Exception] in Builtins;
    ValueError: [Exception] in Builtins;
    UnicodeError: [ValueError] in Builtins;
    UnicodeEncodeError: [UnicodeError] in Builtins;
    UnicodeDecodeError: [UnicodeError] in Builtins;
    ZeroDivisionError: [ArithmeticError] in Builtins;
    OverflowError: [ArithmeticError] in Builtins;
    FloatingPointError: [ArithmeticError] in Builtins;
    IndexError: [LookupError] in Builtins;
    KeyError: [LookupError] in Builtins;
    ModuleNotFoundError: [ImportError] in Builtins;
    UnboundLocalError: [NameError] in Builtins;
    NotImplementedError: [RuntimeError] in Builtins;
    RecursionError: [RuntimeError] in Builtins;
    /// Python's OS errors, for the read-only `os` module and the files scripts name.
    OSError: [Exception] in Builtins;
    FileNotFoundError: [OSError] in Builtins;
    NotADirectoryError: [OSError] in Builtins;
    /// A bytearray that arrays look into cannot be resized.
    BufferError: [Exception] in Builtins;
    /// NumPy's error for problems too hard to decide (`np.shares_memory` past max_work).
    TooHardError: [RuntimeError] in NumpyExceptions;
    AxisError: [ValueError, IndexError] in NumpyExceptions;
    /// NumPy's ufunc casting failures; Python code cannot name it (only `np.exceptions`'
    /// public classes can), so it is caught as TypeError.
    UFuncTypeError: [TypeError] in Hidden;
    /// `np.linalg.LinAlgError` (a ValueError): Python code reaches it through `numpy.linalg`.
    LinAlgError: [ValueError] in Hidden;
    /// `np.ma.MAError` and its `MaskError` (mask and data that do not fit): reached through `numpy.ma`.
    MAError: [Exception] in Hidden;
    MaskError: [MAError] in Hidden;
}

impl ExcKind {
    /// The class a bare name (`ValueError`) or `numpy.exceptions` attribute names.
    pub fn lookup(home: ExcHome, name: &str) -> Option<ExcKind> {
        ExcKind::ALL.iter().copied().find(|k| k.home() == home && k.name() == name)
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
