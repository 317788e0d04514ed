//! The language front end: the Python subset's AST and its parser (`parser` is the entry point;
//! `lexer`, `expr` and `stmt` are its tokenizer, expression and statement stages).
#![forbid(unsafe_code)]


pub mod ast;
mod depth;
mod expr;
pub mod keywords;
mod lexer;
pub mod parser;
pub mod source;
pub mod stack;
mod stmt;
#[cfg(test)]
mod testkit;
