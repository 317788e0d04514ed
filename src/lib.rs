//! stridelab: an interactive teaching shell for NumPy's memory model.
//!
//! The pipeline: `lang` (source text → AST) → `eval` (the interpreter over values) →
//! `engine` (NumPy's view engine: buffers, views, layout, overlap, kernels) → `display`
//! (NumPy-exact repr/str, memory diagrams). `run` ties them into plain and rich sessions;
//! `repl` is the interactive front end and `teach` the views it adds. Only `repl` knows
//! about terminals. Inside `eval`, NumPy's functions live in `eval::numpy::<module>` named
//! after NumPy's own modules, Python's builtins in `eval::python`.
#![forbid(unsafe_code)]

pub mod display;
pub mod engine;
pub mod error;
pub mod guard;
pub mod eval;
pub mod lang;
pub mod lesson;
pub mod repl;
pub mod run;
pub mod teach;
