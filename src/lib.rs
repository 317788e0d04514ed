//! stridelab: an interactive teaching shell for NumPy's memory model.
//!
//! This crate is the command-line program: `repl` (the interactive front end, the only
//! module that knows about terminals), `lesson` (the scripted course), `kernel` (the
//! Jupyter kernel: rich mode in notebooks), `files` (every file
//! the shell writes, written whole or not at all) and `guard` (running on a big stack,
//! contained). The layers below are crates of their own, so Cargo keeps
//! their arrows pointing one way and rebuilds only what changed: `stridelab_lang` (source
//! text -> AST), `stridelab_engine` (NumPy's view engine: buffers, views, layout, overlap,
//! kernels), `stridelab_display` (NumPy-exact array printing), `stridelab_eval` (the
//! interpreter, with NumPy's functions in `numpy::<module>` named after NumPy's own modules
//! and Python's builtins in `python`) and `stridelab_teach` (what rich mode shows, and `run`,
//! which runs statements in plain and rich sessions). They are re-exported here under their
//! layer names, so `stridelab::engine::view` names the same module as `stridelab_engine::view`.
#![forbid(unsafe_code)]

pub use stridelab_display as display;
pub use stridelab_engine as engine;
pub use stridelab_engine::error;
pub use stridelab_eval as eval;
pub use stridelab_lang as lang;
pub use stridelab_teach as teach;
pub use stridelab_teach::run;

pub mod files;
pub mod guard;
pub mod kernel;
pub mod lesson;
pub mod memory;
pub mod repl;
