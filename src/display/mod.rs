//! Rendering values as text: NumPy's array printing, Python reprs, and (rich mode)
//! tables and memory diagrams. Plain text only; colour is added by the terminal front end.

pub mod arrayprint;
pub mod floatfmt;
pub mod pyrepr;
