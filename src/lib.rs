//! stridelab: an interactive teaching shell for NumPy's memory model.
//!
//! Layers point one way: `lang` (source text → AST) → `eval` (the interpreter over values,
//! with their Python reprs in `eval::repr`) → `engine` (NumPy's view engine: buffers, views,
//! layout, overlap, kernels), and `display` (NumPy-exact array printing) below `eval`, using
//! only `engine`. `run` ties them into plain and rich sessions; `teach` adds the views rich
//! mode shows, `lesson` the scripted course; `repl` is the interactive front end and the only
//! module that knows about terminals. Inside `eval`, NumPy's functions live in
//! `eval::numpy::<module>` named after NumPy's own modules, Python's builtins in `eval::python`.
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
