//! Python's own builtins and types as stridelab runs them: the builtin functions
//! (`len`, `print`, `isinstance`, ...), `set`, user classes, and the list/dict/str methods.

use super::builtins::BuiltinDef;

pub mod array;
pub mod builtins;
pub mod bytearray;
pub mod classes;
pub mod complex;
pub mod context;
pub mod dict;
pub mod generators;
pub mod io;
pub mod listsort;
pub mod methods;
pub mod namedtuple;
pub mod os;
pub mod pydoc;
pub mod random;
pub mod set;

/// Python's tables (listed before NumPy's in help).
pub static TABLES: &[&[BuiltinDef]] = &[builtins::TABLE, io::TABLE, os::TABLE, pydoc::TABLE, random::TABLE, array::TABLE];
