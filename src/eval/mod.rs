//! The interpreter: values, names, operators, subscripts, attributes, and the builtin
//! table of Python and NumPy functions.

pub mod args;
pub mod attrs;
pub mod builtins;
pub mod classes;
pub mod convert;
pub mod elide;
pub mod exc;
pub mod format;
pub mod index;
pub mod interp;
pub mod methods;
pub mod npfuncs;
pub mod npfuncs2;
pub mod npfuncs3;
pub mod npfuncs4;
pub mod numeric;
pub mod ops;
pub mod pyfuncs;
pub mod random_api;
pub mod sets;
pub mod stridelab;
pub mod ufunc_kw;
pub mod ufunc_methods;
pub mod value;
