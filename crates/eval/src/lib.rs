//! The interpreter: values, names, operators, subscripts, attributes, and the builtin
//! table of Python and NumPy functions.
#![forbid(unsafe_code)]


pub mod args;
pub mod attrs;
pub mod builtins;
pub mod convert;
pub mod elide;
pub mod exc;
pub mod format;
pub mod index;
pub mod interp;
pub mod numeric;
pub mod numpy;
pub mod ops;
pub mod python;
pub mod repr;
pub mod stridelab;
pub mod ufunc_kw;
pub mod value;
