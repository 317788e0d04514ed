//! The language front end: the Python subset's AST and its parser.

pub mod ast;
pub mod parser;
