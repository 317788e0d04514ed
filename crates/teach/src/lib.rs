//! The teaching side of rich mode: everything the shell shows about memory, as plain text
//! (front ends add colour). A variable index (which buffer, which offset, view of what),
//! the summary line after an assignment, which other variables a write changed, warnings,
//! and the teaching commands `info`, `mem`, `whereis`, `overlap`, `internal_overlap`,
//! `explain` and `rust`, which exist only in rich mode (plain mode keeps Python's
//! NameError). Every display wraps through `layout`.
#![forbid(unsafe_code)]

pub mod run;

pub mod commands;
pub mod copies;
pub mod explain;
pub mod index;
pub mod info;
pub mod layout;
pub mod mem;
pub mod provenance;
pub mod rust;
pub mod pool_trace;
pub mod summary;
pub mod svg;
pub mod unparse;
pub mod whereis;
pub mod writes;

use stridelab_eval::interp::Interp;

/// A buffer id no array variable has reached yet: buffers from this id on were made after
/// the call (ids only grow), so a result living in one is new memory.
pub fn next_buffer_floor(interp: &Interp) -> usize {
    let ix = index::VarIndex::new(&interp.variables());
    ix.vars.iter().chain(&ix.records).map(|(_, a)| a.buf.id + 1).max().unwrap_or(1)
}
