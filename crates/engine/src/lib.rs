//! NumPy's memory model: dtypes, buffers, array views and their layout arithmetic,
//! overlap analysis, and the typed kernels behind arithmetic and reductions.
#![forbid(unsafe_code)]

pub mod error;

pub mod array;
pub mod assign;
pub mod budget;
pub mod buffer;
pub mod clip;
pub mod compiled_base;
pub mod complex;
pub mod creation;
pub mod datetime;
pub mod dtype;
pub mod einsum;
pub mod gather;
pub mod half;
pub mod item_selection;
pub mod kernels;
pub mod layout;
pub mod linalg;
pub mod mapping;
pub mod nditer;
pub mod mathfns;
pub mod minmax;
pub mod overlap;
pub mod parallel;
pub mod pool;
pub mod records;
pub mod random;
pub mod reduce;
pub mod reshape;
pub mod selection;
pub mod slicing;
pub mod sorting;
pub mod strings;
pub mod ufunc;
pub mod view;
