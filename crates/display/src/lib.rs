//! Rendering arrays as text: NumPy's array printing (`arrayprint`) and float digits
//! (`floatfmt`). It sits below `eval`: it knows engine arrays and scalars, never interpreter
//! values (their Python reprs live beside them, in `eval::repr`). Plain text only; colour is
//! added by the terminal front end.
#![forbid(unsafe_code)]


pub mod arrayprint;
pub mod floatfmt;
