//! stridelab: an interactive teaching shell for NumPy's memory model.
//!
//! The pipeline: `lang` (source text → AST) → `eval` (the interpreter over values) →
//! `engine` (NumPy's view engine: buffers, views, layout, overlap, kernels) → `display`
//! (NumPy-exact repr/str, memory diagrams). `run` ties them into plain and rich sessions;
//! `repl` and `lesson` are the interactive and scripted front ends. Only `repl` knows
//! about terminals.
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
