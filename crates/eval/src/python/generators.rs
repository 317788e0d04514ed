//! Python generators: calling a function whose body has a `yield` statement makes a
//! generator object and runs nothing; each `next()` runs the body from where it stopped up
//! to the next `yield`, whose value it returns; at the end of the body (or a `return`) it
//! raises StopIteration, and a finished generator stays finished (CPython's
//! Objects/genobject.c, `gen_send_ex`). A generator running its own `next()` is
//! "ValueError: generator already executing".
//!
//! How it resumes without a second stack: the statements on the way to a `yield` (the
//! `yield` itself and the `if`/`for`/`while` blocks that hold one) are walked by a cursor
//! stack kept in the generator; every other statement runs through the interpreter as it
//! always does. A `yield` inside `try`/`with`/`class`, or one that is not a statement of its
//! own (`x = yield v`), is refused when the function is defined.
//!
//! Consumers: `for` loops, comprehensions and `next()` take one item at a time; a function
//! that reads everything (`list`, `tuple`, `sum`, `np.fromiter`, ...) gets the items as a
//! list, read to the end before it runs (`interp::Interp::call`), which no script can tell
//! apart. Functions that might stop early (`zip`, `any`, `enumerate`...) are refused.

use std::cell::RefCell;
use std::rc::Rc;

use stridelab_engine::error::{ExcKind, PyErr, PyResult, not_implemented, value_error};
use stridelab_lang::ast::{Expr, Stmt, StmtKind};

use crate::interp::{Flow, Interp, LoopItems};
use crate::value::{Scope, UserFunc, Value};

/// Where a `yield` may stand: statements, `if`/`for`/`while` blocks (not in nested `def`s,
/// which are functions of their own). Err: the message for a yield stridelab cannot resume.
pub fn has_yield(body: &[Stmt]) -> Result<bool, String> {
    let mut found = false;
    for s in body {
        found |= match &s.kind {
            StmtKind::Yield(_) => true,
            StmtKind::If { body, orelse, .. } | StmtKind::For { body, orelse, .. } | StmtKind::While { body, orelse, .. } => {
                has_yield(body)? | has_yield(orelse)?
            }
            StmtKind::Try { body, handlers, orelse, finalbody } => {
                let inside = has_yield(body)? | has_yield(orelse)? | has_yield(finalbody)?;
                if inside || handlers.iter().map(|h| has_yield(&h.body)).collect::<Result<Vec<_>, _>>()?.contains(&true) {
                    return Err("'yield' inside 'try' is not supported by stridelab".into());
                }
                false
            }
            StmtKind::With { body, .. } => {
                if has_yield(body)? {
                    return Err("'yield' inside 'with' is not supported by stridelab".into());
                }
                false
            }
            _ => false,
        };
    }
    Ok(found)
}

enum Cursor {
    /// A block and the index of its next statement.
    Seq { stmts: Rc<[Stmt]>, pc: usize },
    For { target: Expr, items: LoopItems, body: Rc<[Stmt]>, orelse: Rc<[Stmt]> },
    While { cond: Expr, body: Rc<[Stmt]>, orelse: Rc<[Stmt]> },
}

#[derive(Clone, Copy, PartialEq)]
enum Status {
    Suspended,
    Running,
    Done,
}

struct State {
    stack: Vec<Cursor>,
    status: Status,
}

/// A generator object.
pub struct PyGenerator {
    pub func: Rc<UserFunc>,
    /// The function's local variables, kept between steps.
    pub vars: Scope,
    state: RefCell<State>,
}

impl std::fmt::Debug for PyGenerator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "<generator object {}>", self.func.name)
    }
}

impl PyGenerator {
    pub fn new(func: Rc<UserFunc>, vars: Scope, body: &[Stmt]) -> PyGenerator {
        let stack = vec![Cursor::Seq { stmts: body.into(), pc: 0 }];
        PyGenerator { func, vars, state: RefCell::new(State { stack, status: Status::Suspended }) }
    }
}

/// The next item, or None once the body has finished (StopIteration).
pub fn next(interp: &mut Interp, g: &Rc<PyGenerator>) -> PyResult<Option<Value>> {
    let mut stack = {
        let mut st = g.state.borrow_mut();
        match st.status {
            Status::Done => return Ok(None),
            Status::Running => return Err(value_error("generator already executing")),
            Status::Suspended => {}
        }
        st.status = Status::Running;
        std::mem::take(&mut st.stack)
    };
    let r = interp.in_frame(&g.func, g.vars.clone(), |interp| step(interp, &mut stack));
    let mut st = g.state.borrow_mut();
    st.stack = stack;
    st.status = match &r {
        Ok(Some(_)) => Status::Suspended,
        _ => Status::Done,
    };
    if st.status == Status::Done {
        st.stack.clear();
    }
    r
}

/// Every remaining item (what `list(gen)` reads).
pub fn drain(interp: &mut Interp, g: &Rc<PyGenerator>) -> PyResult<Vec<Value>> {
    let mut out = Vec::new();
    while let Some(v) = next(interp, g)? {
        stridelab_engine::budget::charge(1);
        if out.len().is_power_of_two() {
            // an endless generator read into a list meets the sequence limit, as a list would
            crate::ops::check_seq_bytes(2 * out.len(), std::mem::size_of::<Value>())?;
        }
        out.push(v);
    }
    Ok(out)
}

/// Run from the cursor to the next yield (Some(value)) or the end of the body (None).
fn step(interp: &mut Interp, stack: &mut Vec<Cursor>) -> PyResult<Option<Value>> {
    loop {
        interp.check_interrupt()?;
        let Some(top) = stack.last_mut() else { return Ok(None) };
        let next_stmt = match top {
            Cursor::Seq { stmts, pc } => {
                if *pc < stmts.len() {
                    *pc += 1;
                    Some((stmts.clone(), *pc - 1))
                } else {
                    stack.pop();
                    None
                }
            }
            Cursor::For { target, items, body, .. } => {
                match items.next(interp) {
                    Some(item) => {
                        let (target, body) = (target.clone(), body.clone());
                        interp.assign(&target, item?)?;
                        stack.push(Cursor::Seq { stmts: body, pc: 0 });
                    }
                    None => {
                        let Some(Cursor::For { orelse, .. }) = stack.pop() else { unreachable!("the top is this loop") };
                        stack.push(Cursor::Seq { stmts: orelse, pc: 0 });
                    }
                }
                None
            }
            Cursor::While { cond, body, .. } => {
                let (cond, body) = (cond.clone(), body.clone());
                if crate::ops::truthy(&interp.eval(&cond)?)? {
                    stack.push(Cursor::Seq { stmts: body, pc: 0 });
                } else {
                    let Some(Cursor::While { orelse, .. }) = stack.pop() else { unreachable!("the top is this loop") };
                    stack.push(Cursor::Seq { stmts: orelse, pc: 0 });
                }
                None
            }
        };
        let Some((stmts, i)) = next_stmt else { continue };
        let s = &stmts[i];
        match &s.kind {
            StmtKind::Yield(e) => {
                let v = match e {
                    Some(e) => interp.eval(e)?,
                    None => Value::None,
                };
                return Ok(Some(v));
            }
            StmtKind::If { cond, body, orelse } if has_yield(body).unwrap_or(false) || has_yield(orelse).unwrap_or(false) => {
                let chosen = if crate::ops::truthy(&interp.eval(cond)?)? { body } else { orelse };
                stack.push(Cursor::Seq { stmts: chosen.as_slice().into(), pc: 0 });
            }
            StmtKind::For { target, iter, body, orelse } if has_yield(body).unwrap_or(false) || has_yield(orelse).unwrap_or(false) => {
                let it = interp.eval(iter)?;
                let items = crate::interp::loop_items(it, true)?;
                stack.push(Cursor::For { target: target.clone(), items, body: body.as_slice().into(), orelse: orelse.as_slice().into() });
            }
            StmtKind::While { cond, body, orelse } if has_yield(body).unwrap_or(false) || has_yield(orelse).unwrap_or(false) => {
                stack.push(Cursor::While { cond: cond.clone(), body: body.as_slice().into(), orelse: orelse.as_slice().into() });
            }
            _ => match interp.exec(s)? {
                Flow::Normal => {}
                Flow::Return(_) => return Ok(None),
                Flow::Break => {
                    // leave the innermost loop, skipping its else block
                    while let Some(c) = stack.pop() {
                        if matches!(c, Cursor::For { .. } | Cursor::While { .. }) {
                            break;
                        }
                    }
                }
                Flow::Continue => {
                    while matches!(stack.last(), Some(Cursor::Seq { .. })) {
                        stack.pop();
                    }
                }
            },
        }
    }
}

/// The error for a generator handed to a function that might not read it to the end.
pub fn refused(name: &str) -> PyErr {
    not_implemented(format!(
        "passing a generator to {name}() is not supported by stridelab (for loops, comprehensions, next() and functions that read every item, such as list() or np.fromiter(), are)"
    ))
}

/// StopIteration as `next()` raises it.
pub fn stop() -> PyErr {
    PyErr::new(ExcKind::StopIteration, "")
}
