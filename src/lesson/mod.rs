//! Scripted lessons: the lesson file format, checking answers by meaning, saved
//! progress, the terminal-free runner and the course checker. The interactive front end
//! lives in `repl::lesson`; everything here is plain data in, plain data out, so it is
//! tested without a terminal. The course itself is `lessons/*.md` (see lessons/README.md).

pub mod check;
pub mod course;
pub mod format;
pub mod notebook;
pub mod progress;
pub mod runner;
pub mod verify;
