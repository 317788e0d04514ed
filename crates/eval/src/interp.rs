//! The tree-walking interpreter: statements, expressions, names and assignment.
//!
//! Statements run one at a time; a failed statement leaves every variable as it was
//! before the failing operation (assignments happen only after their value is computed).

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::builtins;
use super::index;
use super::ops;
use super::exc;
use crate::python::set::{self as sets, SetTable};
use crate::python::dict::DictTable;
use super::value::{FuncBody, IterState, Scope, TypeObj, UserFunc, Value};
use stridelab_display::arrayprint::PrintOptions;
use stridelab_engine::budget;
use stridelab_engine::error::{ExcKind, PyErr, PyResult, name_error, runtime_error, type_error, value_error};
use stridelab_lang::ast::{
    Arg, BinOp, BoolOp, CompKind, ExceptHandler, Expr, ExprKind, FPart, Stmt, StmtKind, UnaryOp,
};

/// How a statement finished.
pub enum Flow {
    Normal,
    Break,
    Continue,
    Return(Value),
}

/// What one top-level statement produced, for the echo.
pub struct Outcome {
    /// The value of an expression statement (None for other statements).
    pub value: Option<Value>,
}

/// CPython's default recursion limit (1000 frames) less the module's frame.
const MAX_CALL_DEPTH: usize = 999;

/// The scope of a running function (or class body).
struct Frame {
    vars: Scope,
    /// names declared `global` in this function
    globals: Vec<String>,
    /// the scopes of the enclosing functions, innermost first
    enclosing: Vec<Scope>,
    /// a class body: functions defined here do not see its names
    is_class: bool,
    /// the user function running in this frame (what zero-argument `super()` looks at)
    func: Option<Rc<UserFunc>>,
}

pub struct Interp {
    pub globals: HashMap<String, Value>,
    /// Local scopes of running user functions (innermost last).
    frames: Vec<Frame>,
    /// The script's name, for the compile-time SyntaxErrors CPython reports per statement
    /// (`'return' outside function (FILE, line N)`).
    pub filename: String,
    /// Exceptions being handled by running `except` clauses (innermost last), for bare `raise`.
    handling: Vec<(PyErr, Value)>,
    /// The last exception raised by a `raise` statement and its instance, so that catching it
    /// binds that very object (with its args) rather than one rebuilt from the message.
    last_raised: Option<(PyErr, Value)>,
    /// Ctrl-C stopped the current statement: no `except` clause may swallow that.
    interrupted: Cell<bool>,
    /// Text printed by `print()`, drained by the front end after each statement.
    pub out: String,
    pub print_opts: PrintOptions,
    /// `np.seterr`'s floating-point error modes (only 'ignore' and 'warn' are accepted, and
    /// warnings go to stderr, so neither changes what a script prints).
    pub err_modes: crate::numpy::ufunc_config::ErrModes,
    /// Set from outside (Ctrl-C) to stop a long computation at the next check.
    pub interrupt: Arc<AtomicBool>,
    pub random: crate::numpy::random::RandomHolder,
    /// Rich (teaching) mode: extra builtins such as info()/mem() exist and notes are kept.
    pub rich: bool,
    /// A plain script run (`--plain FILE.py`, `-c`, stdin): the only global names are
    /// Python's own builtins, so `np` exists after `import numpy as np` only, as under
    /// python3. Sessions (the REPL) also offer NumPy's names without an import.
    pub python_names: bool,
    /// Teaching notes raised while a statement ran (e.g. an in-place write through a
    /// self-overlapping view); rich mode shows them, plain mode never does.
    pub notes: Vec<String>,
    /// The value of the last expression statement: the echo keeps it referenced until the
    /// next one (CPython's `_`), which `ndarray.resize`'s reference check sees.
    pub last_echo: Value,
    /// What a front end keeps with the session: rich mode's teaching records (where each
    /// name came from, the display width; `stridelab_teach::provenance::TeachState`). The
    /// interpreter never reads it: the teaching layer, above this crate, observes the
    /// interpreter, not the other way round.
    pub front_end: Option<Box<dyn std::any::Any>>,
}

impl Default for Interp {
    fn default() -> Self {
        Interp::new()
    }
}

impl Interp {
    pub fn new() -> Interp {
        // a fresh session's error modes raise nothing (the engine keeps its copy per thread)
        stridelab_engine::ufunc::extobj::set_raise([false; 4]);
        Interp {
            globals: HashMap::new(),
            frames: Vec::new(),
            filename: "<stdin>".into(),
            handling: Vec::new(),
            last_raised: None,
            interrupted: Cell::new(false),
            out: String::new(),
            print_opts: PrintOptions::default(),
            err_modes: crate::numpy::ufunc_config::ErrModes::default(),
            interrupt: Arc::new(AtomicBool::new(false)),
            random: Default::default(),
            rich: false,
            python_names: false,
            notes: Vec::new(),
            last_echo: Value::None,
            front_end: None,
        }
    }

    /// Raise KeyboardInterrupt if Ctrl-C was pressed, or stop when the work budget is spent;
    /// called once per loop iteration and function call (each costs `budget::LOOP_STEP`).
    pub fn check_interrupt(&self) -> PyResult<()> {
        budget::charge(budget::LOOP_STEP);
        self.check_stop()
    }

    /// Turns Ctrl-C or a stop a kernel recorded (`engine::budget`) into the error that ends the
    /// statement; no `except` clause can catch it.
    fn check_stop(&self) -> PyResult<()> {
        let stop = budget::take_stop();
        if self.interrupt.swap(false, Ordering::Relaxed) || stop == Some(budget::Stop::Interrupt) {
            self.interrupted.set(true);
            return Err(PyErr::new(ExcKind::KeyboardInterrupt, ""));
        }
        if let Some(budget::Stop::Budget(n)) = stop {
            self.interrupted.set(true);
            return Err(PyErr::new(ExcKind::RuntimeError, budget_message(n)));
        }
        if let Some(budget::Stop::Memory(n)) = stop {
            // like the work budget, it ends the statement: a loop that caught it would grow on
            self.interrupted.set(true);
            return Err(budget::memory_budget_error(n));
        }
        Ok(())
    }

    /// Run one top-level statement.
    pub fn run_top(&mut self, stmt: &Stmt) -> PyResult<Outcome> {
        self.interrupted.set(false);
        budget::watch(&self.interrupt);
        if budget::spent() {
            // the run's budget is gone: no statement starts
            return Err(PyErr::new(ExcKind::RuntimeError, budget_message(budget::limit().unwrap_or(0))));
        }
        self.handling.clear();
        self.last_raised = None;
        self.frames.clear();
        if let Some((msg, line)) = compile_check(std::slice::from_ref(stmt), false, false) {
            return Err(PyErr::new(ExcKind::SyntaxError, format!("{} ({}, line {})", msg, self.filename, line)));
        }
        if let StmtKind::Expr(e) = &stmt.kind {
            let v = self.eval(e)?;
            self.last_echo = v.clone();
            return Ok(Outcome { value: Some(v) });
        }
        match self.exec(stmt)? {
            Flow::Normal => Ok(Outcome { value: None }),
            Flow::Break | Flow::Continue => Err(PyErr::new(ExcKind::SyntaxError, "'break' outside loop")),
            Flow::Return(_) => Err(PyErr::new(ExcKind::SyntaxError, "'return' outside function")),
        }
    }

    pub fn exec_block(&mut self, body: &[Stmt]) -> PyResult<Flow> {
        for s in body {
            match self.exec(s)? {
                Flow::Normal => {}
                other => return Ok(other),
            }
        }
        Ok(Flow::Normal)
    }

    pub fn exec(&mut self, stmt: &Stmt) -> PyResult<Flow> {
        match &stmt.kind {
            StmtKind::Expr(e) => {
                self.eval(e)?;
            }
            StmtKind::Assign { targets, value } => {
                let v = self.eval(value)?;
                for t in targets {
                    self.assign(t, v.clone())?;
                }
            }
            StmtKind::AugAssign { target, op, value } => self.aug_assign(target, *op, value)?,
            StmtKind::Import(items) => {
                for (module, alias) in items {
                    let m = builtins::import_module(module)?;
                    match alias {
                        Some(a) => self.set_name(a, m),
                        None => {
                            // `import numpy.lib.stride_tricks` binds `numpy`
                            let top = module.split('.').next().unwrap_or(module);
                            self.set_name(top, builtins::import_module(top)?);
                        }
                    }
                }
            }
            StmtKind::ImportFrom { module, names } => {
                let m = builtins::import_module(module)?;
                for (name, alias) in names {
                    if name == "*" {
                        for (n, v) in builtins::module_star(&m) {
                            self.set_name(&n, v);
                        }
                        continue;
                    }
                    let v = builtins::module_attr(&m, name).map_err(|e| match e.kind {
                        ExcKind::AttributeError => PyErr::new(
                            ExcKind::ImportError,
                            format!("cannot import name '{}' from '{}'", name, builtins::module_name(&m)),
                        ),
                        _ => e,
                    })?;
                    self.set_name(alias.as_deref().unwrap_or(name), v);
                }
            }
            StmtKind::If { cond, body, orelse } => {
                let c = self.eval(cond)?;
                if ops::truthy(&c)? {
                    return self.exec_block(body);
                } else {
                    return self.exec_block(orelse);
                }
            }
            StmtKind::For { target, iter, body, orelse } => {
                let it = self.eval(iter)?;
                let mut items = loop_items(it, true)?;
                while let Some(item) = items.next(self) {
                    let item = item?;
                    self.check_interrupt()?;
                    self.assign(target, item)?;
                    match self.exec_block(body)? {
                        Flow::Break => return Ok(Flow::Normal),
                        Flow::Continue | Flow::Normal => {}
                        r @ Flow::Return(_) => return Ok(r),
                    }
                }
                return self.exec_block(orelse);
            }
            StmtKind::While { cond, body, orelse } => {
                loop {
                    self.check_interrupt()?;
                    let c = self.eval(cond)?;
                    if !ops::truthy(&c)? {
                        break;
                    }
                    match self.exec_block(body)? {
                        Flow::Break => return Ok(Flow::Normal),
                        Flow::Continue | Flow::Normal => {}
                        r @ Flow::Return(_) => return Ok(r),
                    }
                }
                return self.exec_block(orelse);
            }
            // a generator's body runs its yields (python::generators); this is one outside it
            StmtKind::Yield(_) => return Err(PyErr::new(ExcKind::SyntaxError, "'yield' outside function")),
            StmtKind::FunctionDef { name, params, body } => {
                crate::python::generators::has_yield(body).map_err(|m| PyErr::new(ExcKind::NotImplementedError, m))?;
                let f = self.make_function(name, params, FuncBody::Block(body.clone()))?;
                self.set_name(name, f);
            }
            StmtKind::Return(e) => {
                let v = match e {
                    Some(e) => self.eval(e)?,
                    None => Value::None,
                };
                return Ok(Flow::Return(v));
            }
            StmtKind::Del(targets) => {
                for t in targets {
                    self.delete(t)?;
                }
            }
            StmtKind::Assert { test, msg } => {
                let v = self.eval(test)?;
                if !ops::truthy(&v)? {
                    let m = match msg {
                        Some(m) => {
                            let mv = self.eval(m)?;
                            super::format::str_text(&mv, &self.print_opts)?
                        }
                        None => String::new(),
                    };
                    return Err(PyErr::new(ExcKind::AssertionError, m));
                }
            }
            StmtKind::Break => return Ok(Flow::Break),
            StmtKind::Continue => return Ok(Flow::Continue),
            StmtKind::Pass => {}
            StmtKind::Try { body, handlers, orelse, finalbody } => return self.exec_try(body, handlers, orelse, finalbody),
            StmtKind::Raise { exc, cause } => return Err(self.raise(exc.as_ref(), cause.as_ref())),
            StmtKind::Global(names) => {
                if let Some(f) = self.frames.last_mut() {
                    for n in names {
                        if !f.globals.contains(n) {
                            f.globals.push(n.clone());
                        }
                    }
                }
            }
            StmtKind::ClassDef { name, bases, body } => self.exec_class(name, bases, body)?,
            StmtKind::With { items, body } => return self.exec_with(items, body),
        }
        Ok(Flow::Normal)
    }

    /// `try` / `except` / `else` / `finally`.
    fn exec_try(
        &mut self,
        body: &[Stmt],
        handlers: &[ExceptHandler],
        orelse: &[Stmt],
        finalbody: &[Stmt],
    ) -> PyResult<Flow> {
        let mut result = self.exec_block(body);
        match &result {
            Err(err) if !handlers.is_empty() && self.catchable(err) => {
                let err = err.clone();
                for h in handlers {
                    let matched = match &h.typ {
                        None => Ok(true),
                        Some(t) => self.eval(t).and_then(|tv| exc_matches(&tv, err.kind)),
                    };
                    match matched {
                        Ok(false) => continue,
                        Err(e) => result = Err(e),
                        Ok(true) => {
                            let inst = self.instance_for(&err);
                            if let Some(n) = &h.name {
                                self.set_name(n, inst.clone());
                            }
                            self.handling.push((err.clone(), inst));
                            result = self.exec_block(&h.body);
                            self.handling.pop();
                            if let Some(n) = &h.name {
                                // Python unbinds the name when the clause ends.
                                self.unbind(n);
                            }
                        }
                    }
                    break;
                }
            }
            Ok(Flow::Normal) => result = self.exec_block(orelse),
            _ => {}
        }
        if !finalbody.is_empty() {
            match self.exec_block(finalbody) {
                Ok(Flow::Normal) => {}
                // A return, break or exception in `finally` replaces the pending outcome.
                other => result = other,
            }
        }
        result
    }

    /// `with a as x, b: body`: each item's manager is entered in turn and exited in reverse,
    /// whether the block ended normally, by return/break/continue, or by an exception (which
    /// a true `__exit__` swallows).
    fn exec_with(&mut self, items: &[stridelab_lang::ast::WithItem], body: &[Stmt]) -> PyResult<Flow> {
        use super::python::context;
        let Some((first, rest)) = items.split_first() else { return self.exec_block(body) };
        let mgr = self.eval(&first.context)?;
        let entered = context::enter(self, &mgr)?;
        let result = match &first.target {
            Some(t) => self.assign(t, entered),
            None => Ok(()),
        }
        .and_then(|()| self.exec_with(rest, body));
        match result {
            Err(err) if self.catchable(&err) => {
                let inst = self.instance_for(&err);
                match context::exit(self, &mgr, Some((&err, inst)))? {
                    true => Ok(Flow::Normal),
                    false => Err(err),
                }
            }
            Err(err) => {
                // an interrupt runs no user code, but NumPy's settings are still restored
                if matches!(mgr, Value::Context(_)) {
                    let _ = context::exit(self, &mgr, None);
                }
                Err(err)
            }
            ok => {
                context::exit(self, &mgr, None)?;
                ok
            }
        }
    }

    /// Whether an `except` clause may see this error: not a Ctrl-C interrupt (so a script
    /// can always be stopped) and not a compile-time error.
    fn catchable(&self, err: &PyErr) -> bool {
        !self.interrupted.get() && err.kind != ExcKind::SyntaxError
    }

    /// The exception instance for a caught error.
    fn instance_for(&self, err: &PyErr) -> Value {
        if let Some((e, v)) = &self.last_raised
            && e == err
        {
            return v.clone();
        }
        Value::Exc(Rc::new(exc::from_pyerr(err)))
    }

    /// The error a `raise` statement raises.
    fn raise(&mut self, e: Option<&Expr>, cause: Option<&Expr>) -> PyErr {
        let Some(e) = e else {
            return match self.handling.last().cloned() {
                Some((err, inst)) => {
                    self.last_raised = Some((err.clone(), inst));
                    err
                }
                None => runtime_error("No active exception to reraise"),
            };
        };
        let inst = match self.eval(e) {
            Ok(Value::Type(TypeObj::Exc(k))) => match exc::construct(k, vec![], vec![]) {
                Ok(v) => v,
                Err(e) => return e,
            },
            Ok(v @ Value::Exc(_)) => v,
            Ok(_) => return type_error("exceptions must derive from BaseException"),
            Err(e) => return e,
        };
        if let Some(c) = cause {
            match self.eval(c) {
                Ok(Value::None | Value::Exc(_) | Value::Type(TypeObj::Exc(_))) => {}
                Ok(_) => return type_error("exception causes must derive from BaseException"),
                Err(e) => return e,
            }
        }
        let Value::Exc(o) = &inst else {
            return type_error("exceptions must derive from BaseException");
        };
        let err = exc::to_pyerr(o);
        self.last_raised = Some((err.clone(), inst));
        err
    }

    /// `class Name(bases): body`: runs the body in its own scope and keeps its names.
    fn exec_class(&mut self, name: &str, bases: &[Expr], body: &[Stmt]) -> PyResult<()> {
        let mut ids = Vec::new();
        let mut ndarray = false;
        for b in bases {
            match self.eval(b)? {
                Value::Type(TypeObj::Class(c)) => ids.push(c),
                // every class derives from object already
                Value::Type(TypeObj::Object) => {}
                Value::Type(TypeObj::NdArray) => ndarray = true,
                other => {
                    return Err(type_error(format!(
                        "stridelab classes can only derive from classes defined in the script, not {}",
                        crate::repr::repr(&other, &self.print_opts)
                    )));
                }
            }
        }
        let enclosing = self.closure_scopes();
        self.frames.push(Frame {
            vars: Rc::new(RefCell::new(HashMap::new())),
            globals: Vec::new(),
            enclosing,
            is_class: true,
            func: None,
        });
        let r = self.exec_block(body);
        let frame = self.frames.pop();
        r?;
        let attrs = frame.map(|f| f.vars.borrow().clone()).unwrap_or_default();
        let ndarray = ndarray || ids.iter().any(|c| crate::python::classes::is_ndarray(*c));
        if ndarray {
            crate::numpy::subclass::check_class_body(&attrs)?;
        }
        let id = crate::python::classes::define(name, ids, attrs, ndarray);
        self.set_name(name, Value::Type(TypeObj::Class(id)));
        Ok(())
    }

    /// The scopes a function defined here can read (a class body's own names excluded).
    /// Make every name (and list or dict slot) that holds `old` hold `new` instead: how
    /// `x.shape = ...` changes the one array object all of them refer to. (Views keep
    /// their base, so `v.base is x` no longer holds afterwards; NumPy keeps it.)
    pub fn rebind_array(&mut self, old: &Rc<stridelab_engine::array::NdArray>, new: &Rc<stridelab_engine::array::NdArray>) {
        use stridelab_engine::array::NdArray;
        fn fix(v: &mut Value, old: &Rc<NdArray>, new: &Rc<NdArray>, depth: usize) {
            match v {
                Value::Array(a) if Rc::ptr_eq(a, old) => *v = Value::Array(new.clone()),
                Value::List(l) if depth < 8 => {
                    if let Ok(mut items) = l.try_borrow_mut() {
                        items.iter_mut().for_each(|x| fix(x, old, new, depth + 1));
                    }
                }
                Value::Dict(d) if depth < 8 => {
                    if let Ok(mut items) = d.try_borrow_mut() {
                        items.values_mut().for_each(|x| fix(x, old, new, depth + 1));
                    }
                }
                _ => {}
            }
        }
        self.globals.values_mut().for_each(|v| fix(v, old, new, 0));
        for f in &self.frames {
            for scope in std::iter::once(&f.vars).chain(f.enclosing.iter()) {
                if let Ok(mut vars) = scope.try_borrow_mut() {
                    vars.values_mut().for_each(|v| fix(v, old, new, 0));
                }
            }
        }
    }

    fn closure_scopes(&self) -> Vec<Scope> {
        match self.frames.last() {
            None => Vec::new(),
            Some(f) if f.is_class => f.enclosing.clone(),
            Some(f) => {
                let mut v = vec![f.vars.clone()];
                v.extend(f.enclosing.iter().cloned());
                v
            }
        }
    }

    /// Removes a local name if it is bound (end of an `except ... as name` clause).
    fn unbind(&mut self, name: &str) {
        match self.frames.last_mut() {
            Some(f) if !f.globals.iter().any(|g| g == name) => {
                f.vars.borrow_mut().remove(name);
            }
            _ => {
                self.globals.remove(name);
            }
        }
    }

    fn make_function(&mut self, name: &str, params: &[stridelab_lang::ast::Param], body: FuncBody) -> PyResult<Value> {
        let mut defaults = Vec::with_capacity(params.len());
        for p in params {
            defaults.push(match &p.default {
                Some(d) => Some(self.eval(d)?),
                None => None,
            });
        }
        let mut globals = Vec::new();
        if let FuncBody::Block(b) = &body {
            collect_globals(b, &mut globals);
        }
        let closure = self.closure_scopes();
        Ok(Value::Function(Rc::new(UserFunc {
            name: name.to_string(),
            params: params.to_vec(),
            defaults,
            body,
            globals,
            closure,
        })))
    }

    // ----- names -----

    pub fn set_name(&mut self, name: &str, v: Value) {
        match self.frames.last_mut() {
            Some(f) if !f.globals.iter().any(|g| g == name) => {
                f.vars.borrow_mut().insert(name.to_string(), v);
            }
            _ => {
                self.globals.insert(name.to_string(), v);
            }
        }
    }

    pub fn lookup(&self, name: &str) -> PyResult<Value> {
        if let Some(f) = self.frames.last()
            && !f.globals.iter().any(|g| g == name)
        {
            if let Some(v) = f.vars.borrow().get(name) {
                return Ok(v.clone());
            }
            for s in &f.enclosing {
                if let Some(v) = s.borrow().get(name) {
                    return Ok(v.clone());
                }
            }
        }
        if let Some(v) = self.globals.get(name) {
            return Ok(v.clone());
        }
        builtins::global_builtin(name)
            .filter(|v| !self.python_names || builtins::is_python_builtin(v))
            .ok_or_else(|| {
                crate::numpy::names::missing_builtin(name)
                    .unwrap_or_else(|| name_error(format!("name '{}' is not defined", name)))
            })
    }

    fn delete(&mut self, target: &Expr) -> PyResult<()> {
        match &target.kind {
            ExprKind::Name(n) => {
                let removed = match self.frames.last_mut() {
                    Some(f) if !f.globals.iter().any(|g| g == n) => f.vars.borrow_mut().remove(n).is_some(),
                    _ => self.globals.remove(n).is_some(),
                };
                if !removed {
                    return Err(name_error(format!("name '{}' is not defined", n)));
                }
                Ok(())
            }
            ExprKind::Subscript(obj, idx) => {
                let o = self.eval(obj)?;
                let i = self.eval(idx)?;
                index::del_item(&o, &i)
            }
            _ => Err(PyErr::new(ExcKind::SyntaxError, "cannot delete expression")),
        }
    }

    // ----- assignment -----

    pub fn assign(&mut self, target: &Expr, v: Value) -> PyResult<()> {
        match &target.kind {
            ExprKind::Name(n) => {
                self.set_name(n, v);
                Ok(())
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                let v = match v {
                    Value::PyGen(g) => Value::list(crate::python::generators::drain(self, &g)?),
                    v => v,
                };
                let vals = ops::iterate(&v).map_err(|e| match e.kind {
                    ExcKind::TypeError => type_error(format!("cannot unpack non-iterable {} object", v.type_name())),
                    _ => e,
                })?;
                let star = items.iter().position(|e| matches!(e.kind, ExprKind::Starred(_)));
                match star {
                    None => {
                        if vals.len() != items.len() {
                            return Err(if vals.len() > items.len() {
                                value_error(format!("too many values to unpack (expected {})", items.len()))
                            } else {
                                value_error(format!(
                                    "not enough values to unpack (expected {}, got {})",
                                    items.len(),
                                    vals.len()
                                ))
                            });
                        }
                        for (t, x) in items.iter().zip(vals) {
                            self.assign(t, x)?;
                        }
                    }
                    Some(si) => {
                        let after = items.len() - si - 1;
                        if vals.len() < items.len() - 1 {
                            return Err(value_error(format!(
                                "not enough values to unpack (expected at least {}, got {})",
                                items.len() - 1,
                                vals.len()
                            )));
                        }
                        let mut vals = vals;
                        let tail = vals.split_off(vals.len() - after);
                        let mid = vals.split_off(si);
                        for (t, x) in items[..si].iter().zip(vals) {
                            self.assign(t, x)?;
                        }
                        if let ExprKind::Starred(inner) = &items[si].kind {
                            self.assign(inner, Value::list(mid))?;
                        }
                        for (t, x) in items[si + 1..].iter().zip(tail) {
                            self.assign(t, x)?;
                        }
                    }
                }
                Ok(())
            }
            ExprKind::Subscript(obj, idx) => {
                let o = self.eval(obj)?;
                let i = self.eval(idx)?;
                index::store_subscript(self, &o, &i, &v)
            }
            ExprKind::Attr(obj, name) => {
                let o = self.eval(obj)?;
                super::attrs::set_attr(self, &o, name, v)
            }
            _ => Err(PyErr::new(ExcKind::SyntaxError, "cannot assign to expression")),
        }
    }

    fn aug_assign(&mut self, target: &Expr, op: BinOp, value: &Expr) -> PyResult<()> {
        match &target.kind {
            ExprKind::Name(n) => {
                let cur = self.lookup(n)?;
                let rhs = self.eval(value)?;
                let r = ops::inplace_op(self, op, &cur, &rhs)?;
                self.set_name(n, r);
                Ok(())
            }
            ExprKind::Subscript(obj, idx) => {
                let o = self.eval(obj)?;
                let i = self.eval(idx)?;
                let cur = index::load_subscript(self, &o, &i)?;
                let rhs = self.eval(value)?;
                let r = ops::inplace_op(self, op, &cur, &rhs)?;
                index::store_subscript(self, &o, &i, &r)
            }
            ExprKind::Attr(obj, name) => {
                let o = self.eval(obj)?;
                let cur = super::attrs::get_attr(self, &o, name)?;
                let rhs = self.eval(value)?;
                let r = ops::inplace_op(self, op, &cur, &rhs)?;
                super::attrs::set_attr(self, &o, name, r)
            }
            _ => Err(PyErr::new(ExcKind::SyntaxError, "'expression' is an illegal expression for augmented assignment")),
        }
    }

    // ----- expressions -----

    pub fn eval(&mut self, e: &Expr) -> PyResult<Value> {
        let r = self.eval_node(e);
        if budget::stopped() {
            // a kernel was cut short: its result must not be seen
            self.check_stop()?;
        }
        r
    }

    fn eval_node(&mut self, e: &Expr) -> PyResult<Value> {
        match &e.kind {
            ExprKind::Int(i) => Ok(Value::Int(*i)),
            ExprKind::Float(f) => Ok(Value::Float(*f)),
            ExprKind::Imag(v) => Ok(Value::Complex(0.0, *v)),
            ExprKind::Str(s) => Ok(Value::str(s)),
            ExprKind::Bytes(b) => Ok(Value::Bytes(Rc::from(b.as_slice()))),
            ExprKind::FString(parts) => self.eval_fstring(parts),
            ExprKind::Bool(b) => Ok(Value::Bool(*b)),
            ExprKind::None => Ok(Value::None),
            ExprKind::Ellipsis => Ok(Value::Ellipsis),
            ExprKind::Name(n) => self.lookup(n),
            ExprKind::Tuple(items) => Ok(Value::tuple(self.eval_items(items)?)),
            ExprKind::List(items) => Ok(Value::list(self.eval_items(items)?)),
            ExprKind::Dict(pairs) => {
                let mut out = DictTable::new();
                for (k, v) in pairs {
                    let k = self.eval(k)?;
                    let v = self.eval(v)?;
                    ops::check_hashable(&k)?;
                    out.set(k, v)?;
                }
                Ok(Value::dict(out))
            }
            ExprKind::Set(items) => {
                let mut t = SetTable::new();
                for v in self.eval_items(items)? {
                    t.add(v)?;
                }
                if items.len() > 2 && items.iter().all(is_constant) {
                    // CPython compiles a display of 3+ constants to a frozenset constant, which
                    // its constant merging rebuilds once from its own iteration order; at run
                    // time an empty set is updated with it.
                    let mut rebuilt = SetTable::new();
                    for v in t.items() {
                        rebuilt.add(v)?;
                    }
                    let mut merged = SetTable::new();
                    merged.update(&sets::new_value(rebuilt))?;
                    t = merged;
                }
                Ok(sets::new_value(t))
            }
            ExprKind::DictComp { key, value, generators } => {
                let mut out = DictTable::new();
                self.dict_comprehension(key, value, generators, 0, &mut out)?;
                Ok(Value::dict(out))
            }
            ExprKind::Starred(_) => Err(PyErr::new(ExcKind::SyntaxError, "can't use starred expression here")),
            ExprKind::Attr(obj, name) => {
                let o = self.eval(obj)?;
                super::attrs::get_attr(self, &o, name)
            }
            ExprKind::Call { func, args } => {
                let f = self.eval(func)?;
                let (pos, kw) = self.eval_args(args)?;
                self.call(&f, pos, kw)
            }
            ExprKind::Subscript(obj, idx) => {
                let o = self.eval(obj)?;
                let i = self.eval(idx)?;
                index::load_subscript(self, &o, &i)
            }
            ExprKind::Slice { start, stop, step } => {
                let mut part = |x: &Option<Box<Expr>>| -> PyResult<Value> {
                    match x {
                        Some(e) => self.eval(e),
                        None => Ok(Value::None),
                    }
                };
                let a = part(start)?;
                let b = part(stop)?;
                let c = part(step)?;
                Ok(Value::Slice(Rc::new([a, b, c])))
            }
            ExprKind::Unary(op, x) => {
                let v = self.eval(x)?;
                if let Some(r) = super::elide::unary(*op, &v) {
                    return r;
                }
                match op {
                    UnaryOp::Not => Ok(Value::Bool(!ops::truthy(&v)?)),
                    _ => ops::unary_op(self, *op, &v),
                }
            }
            ExprKind::Binary(op, a, b) => {
                let x = self.eval(a)?;
                let y = self.eval(b)?;
                if let Some(r) = super::elide::binary(*op, &x, &y) {
                    return r;
                }
                ops::binary_op(self, *op, &x, &y)
            }
            ExprKind::Compare(first, rest) => {
                let mut left = self.eval(first)?;
                let mut result = Value::Bool(true);
                for (op, right_e) in rest {
                    let right = self.eval(right_e)?;
                    let r = ops::compare(self, *op, &left, &right)?;
                    if rest.len() == 1 {
                        return Ok(r);
                    }
                    if !ops::truthy(&r)? {
                        return Ok(r);
                    }
                    result = r;
                    left = right;
                }
                Ok(result)
            }
            ExprKind::BoolOp(op, items) => {
                let mut last = Value::None;
                for (i, it) in items.iter().enumerate() {
                    last = self.eval(it)?;
                    if i + 1 == items.len() {
                        break;
                    }
                    let t = ops::truthy(&last)?;
                    match op {
                        BoolOp::And if !t => return Ok(last),
                        BoolOp::Or if t => return Ok(last),
                        _ => {}
                    }
                }
                Ok(last)
            }
            ExprKind::IfExp { cond, body, orelse } => {
                let c = self.eval(cond)?;
                if ops::truthy(&c)? { self.eval(body) } else { self.eval(orelse) }
            }
            ExprKind::Lambda { params, body } => self.make_function("<lambda>", params, FuncBody::Expr((**body).clone())),
            ExprKind::ListComp { elt, generators, kind } => {
                let mut out = Vec::new();
                self.comprehension(elt, generators, 0, &mut out)?;
                Ok(match kind {
                    CompKind::List => Value::list(out),
                    CompKind::Set => {
                        let mut t = SetTable::new();
                        for v in out {
                            t.add(v)?;
                        }
                        sets::new_value(t)
                    }
                    CompKind::Generator => Value::Iter(Rc::new(std::cell::RefCell::new(IterState {
                        items: out,
                        pos: 0,
                        kind: "generator",
                    }))),
                })
            }
        }
    }

    fn comprehension(
        &mut self,
        elt: &Expr,
        gens: &[stridelab_lang::ast::Comprehension],
        level: usize,
        out: &mut Vec<Value>,
    ) -> PyResult<()> {
        if level == gens.len() {
            out.push(self.eval(elt)?);
            return Ok(());
        }
        let g = &gens[level];
        let it = self.eval(&g.iter)?;
        let mut items = loop_items(it, false)?;
        'items: while let Some(item) = items.next(self) {
            let item = item?;
            self.check_interrupt()?;
            self.assign(&g.target, item)?;
            for c in &g.conds {
                let cv = self.eval(c)?;
                if !ops::truthy(&cv)? {
                    continue 'items;
                }
            }
            self.comprehension(elt, gens, level + 1, out)?;
        }
        Ok(())
    }

    fn dict_comprehension(
        &mut self,
        key: &Expr,
        value: &Expr,
        gens: &[stridelab_lang::ast::Comprehension],
        level: usize,
        out: &mut DictTable,
    ) -> PyResult<()> {
        if level == gens.len() {
            let k = self.eval(key)?;
            let v = self.eval(value)?;
            out.set(k, v)?;
            return Ok(());
        }
        let g = &gens[level];
        let it = self.eval(&g.iter)?;
        let mut items = loop_items(it, false)?;
        'items: while let Some(item) = items.next(self) {
            let item = item?;
            self.check_interrupt()?;
            self.assign(&g.target, item)?;
            for c in &g.conds {
                let cv = self.eval(c)?;
                if !ops::truthy(&cv)? {
                    continue 'items;
                }
            }
            self.dict_comprehension(key, value, gens, level + 1, out)?;
        }
        Ok(())
    }

    fn eval_items(&mut self, items: &[Expr]) -> PyResult<Vec<Value>> {
        let mut out = Vec::with_capacity(items.len());
        for it in items {
            if let ExprKind::Starred(inner) = &it.kind {
                let v = self.eval(inner)?;
                out.extend(ops::iterate(&v)?);
            } else {
                out.push(self.eval(it)?);
            }
        }
        Ok(out)
    }

    pub fn eval_args(&mut self, args: &[Arg]) -> PyResult<(Vec<Value>, Vec<(String, Value)>)> {
        let mut pos = Vec::new();
        let mut kw: Vec<(String, Value)> = Vec::new();
        for a in args {
            match a {
                Arg::Positional(e) => pos.push(self.eval(e)?),
                Arg::Star(e) => {
                    let v = self.eval(e)?;
                    pos.extend(ops::iterate(&v)?);
                }
                Arg::Keyword(k, e) => {
                    let v = self.eval(e)?;
                    kw.push((k.clone(), v));
                }
                Arg::DoubleStar(e) => {
                    let v = self.eval(e)?;
                    match v {
                        Value::Dict(d) => {
                            for (k, v) in d.borrow().iter() {
                                match k {
                                    Value::Str(s) => kw.push((s.to_string(), v.clone())),
                                    _ => return Err(type_error("keywords must be strings")),
                                }
                            }
                        }
                        _ => return Err(type_error("argument after ** must be a mapping")),
                    }
                }
            }
        }
        Ok((pos, kw))
    }

    fn eval_fstring(&mut self, parts: &[FPart]) -> PyResult<Value> {
        let mut s = String::new();
        for p in parts {
            match p {
                FPart::Lit(t) => s.push_str(t),
                FPart::Expr { expr, conversion, spec, debug_text } => {
                    let v = self.eval(expr)?;
                    if let Some(d) = debug_text {
                        s.push_str(d);
                    }
                    let conv = conversion.or(if debug_text.is_some() && spec.is_none() { Some('r') } else { None });
                    let text = match conv {
                        Some('r') | Some('a') => super::numpy::arrayprint::text_of(self, &v, true)?,
                        Some(_) => super::numpy::arrayprint::text_of(self, &v, false)?,
                        None => match spec {
                            Some(sp) if !sp.is_empty() => super::format::format_value(&v, sp, &self.print_opts)?,
                            _ => super::numpy::arrayprint::text_of(self, &v, false)?,
                        },
                    };
                    s.push_str(&text);
                }
            }
        }
        Ok(Value::str(&s))
    }

    // ----- calls -----

    pub fn call(&mut self, f: &Value, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
        let (pos, kw) = match f {
            Value::Builtin(key) => self.generator_args(key.rsplit('.').next().unwrap_or(key), pos, kw)?,
            Value::Method(m) => self.generator_args(&m.1, pos, kw)?,
            Value::Type(t) if !matches!(t, TypeObj::Class(_)) => self.generator_args(&t.name(), pos, kw)?,
            _ => (pos, kw),
        };
        match f {
            Value::Builtin(key) => builtins::call_builtin(self, key, pos, kw),
            Value::Method(m) => crate::numpy::ndarray::call_method(self, &m.0, &m.1, pos, kw),
            Value::Type(TypeObj::Exc(k)) => exc::construct(*k, pos, kw),
            Value::Type(TypeObj::Class(c)) => crate::python::classes::instantiate(self, *c, pos, kw),
            Value::Type(t) => builtins::call_type(self, *t, pos, kw),
            Value::DType(_) => Err(type_error("'numpy.dtype' object is not callable")),
            Value::Function(uf) => self.call_user(uf, pos, kw),
            Value::Vectorize(v) => crate::numpy::function_base::vectorize::call(self, v, pos, kw),
            Value::Poly1d(p) => crate::numpy::lib_polynomial::call_poly(self, p, pos, kw),
            Value::Polynomial(p) => crate::numpy::polynomial::call_method(self, p, "__call__", pos, kw),
            other => Err(type_error(format!("'{}' object is not callable", other.type_name()))),
        }
    }

    /// Generators among a builtin's arguments: read to the end (as a list) for a function that
    /// reads every item, kept for `next`/`iter`, refused for the others (they may stop early,
    /// which a list read to the end would not).
    fn generator_args(&mut self, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<(Vec<Value>, Vec<(String, Value)>)> {
        const READ_ALL: &[&str] = &[
            "list", "tuple", "set", "frozenset", "dict", "sorted", "sum", "min", "max", "fromiter", "array", "asarray",
            "join", "extend", "update", "stack", "vstack", "hstack", "concatenate", "column_stack", "mean",
        ];
        if !pos.iter().chain(kw.iter().map(|(_, v)| v)).any(|v| matches!(v, Value::PyGen(_))) {
            return Ok((pos, kw));
        }
        // these take the generator itself (fromiter reads it, the others only look at it)
        if matches!(name, "next" | "iter" | "fromiter" | "len" | "type" | "isinstance" | "repr" | "str" | "print" | "callable" | "hasattr" | "getattr" | "bool" | "id" | "hash") {
            return Ok((pos, kw));
        }
        if !READ_ALL.contains(&name) {
            return Err(crate::python::generators::refused(name));
        }
        let mut read = |v: Value| match v {
            Value::PyGen(g) => Ok(Value::list(crate::python::generators::drain(self, &g)?)),
            other => Ok(other),
        };
        let pos = pos.into_iter().map(&mut read).collect::<PyResult<Vec<_>>>()?;
        let kw = kw.into_iter().map(|(k, v)| Ok((k, read(v)?))).collect::<PyResult<Vec<_>>>()?;
        Ok((pos, kw))
    }

    fn call_user(&mut self, f: &Rc<UserFunc>, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
        self.check_interrupt()?;
        if self.frames.len() >= MAX_CALL_DEPTH {
            return Err(PyErr::new(ExcKind::RecursionError, "maximum recursion depth exceeded"));
        }
        let mut frame: HashMap<String, Value> = HashMap::new();
        let globals = f.globals.clone();
        let mut pos = pos.into_iter();
        let mut kw = kw;
        for (p, d) in f.params.iter().zip(&f.defaults) {
            if p.star {
                frame.insert(p.name.clone(), Value::tuple(pos.by_ref().collect()));
                continue;
            }
            if p.double_star {
                let items = std::mem::take(&mut kw).into_iter().map(|(k, v)| (Value::str(&k), v));
                frame.insert(p.name.clone(), Value::dict(DictTable::from_pairs(items)?));
                continue;
            }
            if let Some(v) = pos.next() {
                if kw.iter().any(|(k, _)| k == &p.name) {
                    return Err(type_error(format!("{}() got multiple values for argument '{}'", f.name, p.name)));
                }
                frame.insert(p.name.clone(), v);
            } else if let Some(i) = kw.iter().position(|(k, _)| k == &p.name) {
                frame.insert(p.name.clone(), kw.remove(i).1);
            } else if let Some(d) = d {
                frame.insert(p.name.clone(), d.clone());
            } else {
                return Err(type_error(format!(
                    "{}() missing 1 required positional argument: '{}'",
                    f.name, p.name
                )));
            }
        }
        let extra = pos.count();
        if extra > 0 {
            let n = f.params.iter().filter(|p| !p.star && !p.double_star).count();
            return Err(type_error(format!(
                "{}() takes {} positional argument{} but {} were given",
                f.name,
                n,
                if n == 1 { "" } else { "s" },
                n + extra
            )));
        }
        if let Some((k, _)) = kw.first() {
            return Err(type_error(format!("{}() got an unexpected keyword argument '{}'", f.name, k)));
        }
        if let FuncBody::Block(b) = &f.body
            && crate::python::generators::has_yield(b).map_err(|m| PyErr::new(ExcKind::NotImplementedError, m))?
        {
            // a generator function: the call makes the generator, the body runs on next()
            let g = crate::python::generators::PyGenerator::new(f.clone(), Rc::new(RefCell::new(frame)), b);
            return Ok(Value::PyGen(Rc::new(g)));
        }
        self.frames.push(Frame {
            vars: Rc::new(RefCell::new(frame)),
            globals,
            enclosing: f.closure.clone(),
            is_class: false,
            func: Some(f.clone()),
        });
        let r = match &f.body {
            FuncBody::Expr(e) => self.eval(e),
            FuncBody::Block(b) => match self.exec_block(b) {
                Ok(Flow::Return(v)) => Ok(v),
                Ok(_) => Ok(Value::None),
                Err(e) => Err(e),
            },
        };
        self.frames.pop();
        r
    }

    /// Run `body` in the scope of `f` with the local variables `vars` (a generator resuming).
    pub fn in_frame<R>(&mut self, f: &Rc<UserFunc>, vars: Scope, body: impl FnOnce(&mut Interp) -> PyResult<R>) -> PyResult<R> {
        if self.frames.len() >= MAX_CALL_DEPTH {
            return Err(PyErr::new(ExcKind::RecursionError, "maximum recursion depth exceeded"));
        }
        self.frames.push(Frame { vars, globals: f.globals.clone(), enclosing: f.closure.clone(), is_class: false, func: Some(f.clone()) });
        let r = body(self);
        self.frames.pop();
        r
    }

    /// The user function running now and the value of its first parameter (`self` or `cls`),
    /// for zero-argument `super()`.
    pub fn running_function(&self) -> Option<(Rc<UserFunc>, Option<Value>)> {
        let frame = self.frames.last()?;
        let f = frame.func.clone()?;
        let first = f.params.first().filter(|p| !p.star && !p.double_star).and_then(|p| frame.vars.borrow().get(&p.name).cloned());
        Some((f, first))
    }

    /// Print text as `print()` would (to the statement's output buffer).
    pub fn write_out(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// Every global variable name and value (for `:vars`, completion and "who changed").
    pub fn variables(&self) -> Vec<(String, Value)> {
        let mut v: Vec<(String, Value)> = self.globals.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
        v.sort_by(|a, b| a.0.cmp(&b.0));
        v
    }
}

/// `except T:` matching: T is an exception class or a tuple of them.
fn exc_matches(t: &Value, kind: ExcKind) -> PyResult<bool> {
    let classes: Vec<Value> = match t {
        Value::Tuple(ts) => ts.as_ref().clone(),
        other => vec![other.clone()],
    };
    let mut hit = false;
    for c in &classes {
        match c {
            Value::Type(TypeObj::Exc(k)) => hit |= exc::is_subclass(kind, *k),
            _ => return Err(type_error("catching classes that do not inherit from BaseException is not allowed")),
        }
    }
    Ok(hit)
}

/// Names a function body declares `global` (not looking into nested functions or classes).
fn collect_globals(body: &[Stmt], out: &mut Vec<String>) {
    for s in body {
        match &s.kind {
            StmtKind::Global(names) => out.extend(names.iter().cloned()),
            StmtKind::If { body, orelse, .. } | StmtKind::For { body, orelse, .. } | StmtKind::While { body, orelse, .. } => {
                collect_globals(body, out);
                collect_globals(orelse, out);
            }
            StmtKind::Try { body, handlers, orelse, finalbody } => {
                collect_globals(body, out);
                for h in handlers {
                    collect_globals(&h.body, out);
                }
                collect_globals(orelse, out);
                collect_globals(finalbody, out);
            }
            StmtKind::With { body, .. } => collect_globals(body, out),
            _ => {}
        }
    }
}

/// The checks CPython's compiler makes before a statement runs: `return` outside a function,
/// `break` / `continue` outside a loop. Returns the message and line of the first offence.
fn compile_check(body: &[Stmt], in_func: bool, in_loop: bool) -> Option<(&'static str, u32)> {
    for s in body {
        let line = s.span.line;
        let found = match &s.kind {
            StmtKind::Return(_) if !in_func => Some(("'return' outside function", line)),
            StmtKind::Yield(_) if !in_func => Some(("'yield' outside function", line)),
            StmtKind::Break if !in_loop => Some(("'break' outside loop", line)),
            StmtKind::Continue if !in_loop => Some(("'continue' not properly in loop", line)),
            StmtKind::If { body, orelse, .. } => {
                compile_check(body, in_func, in_loop).or_else(|| compile_check(orelse, in_func, in_loop))
            }
            StmtKind::For { body, orelse, .. } | StmtKind::While { body, orelse, .. } => {
                compile_check(body, in_func, true).or_else(|| compile_check(orelse, in_func, in_loop))
            }
            StmtKind::FunctionDef { body, .. } => compile_check(body, true, false),
            StmtKind::ClassDef { body, .. } => compile_check(body, false, false),
            StmtKind::Try { body, handlers, orelse, finalbody } => compile_check(body, in_func, in_loop)
                .or_else(|| handlers.iter().find_map(|h| compile_check(&h.body, in_func, in_loop)))
                .or_else(|| compile_check(orelse, in_func, in_loop))
                .or_else(|| compile_check(finalbody, in_func, in_loop)),
            StmtKind::With { body, .. } => compile_check(body, in_func, in_loop),
            _ => None,
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

/// Whether CPython's AST optimizer folds an expression to a constant (literals, signs on
/// them, arithmetic between them, tuples of them).
fn is_constant(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Int(_)
        | ExprKind::Float(_)
        | ExprKind::Imag(_)
        | ExprKind::Str(_)
        | ExprKind::Bytes(_)
        | ExprKind::Bool(_)
        | ExprKind::None
        | ExprKind::Ellipsis => true,
        ExprKind::Unary(_, x) => is_constant(x),
        ExprKind::Binary(_, a, b) => is_constant(a) && is_constant(b),
        ExprKind::Tuple(items) => items.iter().all(is_constant),
        _ => false,
    }
}


/// The error that ends a run whose work budget is spent.
fn budget_message(steps: u64) -> String {
    format!(
        "stridelab stopped the script: it used up its work budget of {} steps (a step is one array \
         element operation; a loop iteration or call costs {}); raise it with --max-steps N or \
         STRIDELAB_MAX_STEPS=N",
        steps,
        budget::LOOP_STEP
    )
}

/// The items a `for` loop or comprehension walks. A loop walks a range lazily (`for i in
/// range(10**8)` builds no list of 10**8 values; a comprehension keeps the size check of
/// building one), and both walk an nditer step by step, so that `it.multi_index` in the
/// body follows the loop.
/// The items a `for` loop or a comprehension takes one at a time.
pub enum LoopItems {
    Iter(Box<dyn Iterator<Item = PyResult<Value>>>),
    /// A generator runs its body up to the next `yield` for each item.
    Gen(Rc<crate::python::generators::PyGenerator>),
}

impl LoopItems {
    pub fn next(&mut self, interp: &mut Interp) -> Option<PyResult<Value>> {
        match self {
            LoopItems::Iter(it) => it.next(),
            LoopItems::Gen(g) => crate::python::generators::next(interp, g).transpose(),
        }
    }
}

pub fn loop_items(it: Value, lazy_range: bool) -> PyResult<LoopItems> {
    Ok(LoopItems::Iter(match it {
        Value::Range(a, b, s) if lazy_range => Box::new((0..ops::range_len(a, b, s).max(0)).map(move |i| Ok(Value::Int(a + i * s)))),
        Value::NdIter(n) => Box::new(std::iter::from_fn(move || crate::numpy::nditer::next(&n).transpose())),
        Value::PyGen(g) => return Ok(LoopItems::Gen(g)),
        other => Box::new(ops::iterate(&other)?.into_iter().map(Ok)),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use stridelab_lang::parser::parse_program;

    /// Runs a script statement by statement; returns each statement's error text.
    fn errors_of(src: &str) -> Vec<String> {
        let mut it = Interp::new();
        it.filename = "t.py".into();
        parse_program(src)
            .unwrap()
            .iter()
            .filter_map(|s| it.run_top(s).err().map(|e| format!("{}: {}", e.kind.name(), e.msg)))
            .collect()
    }

    /// CPython rejects these when compiling the one statement (nothing of it runs).
    #[test]
    fn misplaced_return_break_continue_are_compile_errors() {
        let src = "x = 1\nreturn 5\nbreak\nfor i in range(2):\n    continue\nif x:\n    print('no')\n    break\ndef f():\n    break\nwhile x:\n    def g():\n        continue\n    x = 0\nfor i in []:\n    pass\nelse:\n    break\n";
        assert_eq!(
            errors_of(src),
            vec![
                "SyntaxError: 'return' outside function (t.py, line 2)",
                "SyntaxError: 'break' outside loop (t.py, line 3)",
                "SyntaxError: 'break' outside loop (t.py, line 8)",
                "SyntaxError: 'break' outside loop (t.py, line 10)",
                "SyntaxError: 'continue' not properly in loop (t.py, line 13)",
                "SyntaxError: 'break' outside loop (t.py, line 18)",
            ]
        );
    }

    /// Ctrl-C must stop a script even inside `try: ... except: pass`.
    #[test]
    fn interrupt_is_not_swallowed_by_except() {
        let mut it = Interp::new();
        let prog = parse_program("try:\n    for i in range(3):\n        pass\nexcept:\n    caught = 1\n").unwrap();
        it.interrupt.store(true, Ordering::Relaxed);
        let e = it.run_top(&prog[0]).err().map(|e| e.kind);
        assert_eq!(e, Some(ExcKind::KeyboardInterrupt));
        assert!(it.lookup("caught").is_err());
        // a KeyboardInterrupt the script raises itself is an ordinary exception
        let prog = parse_program("try:\n    raise KeyboardInterrupt\nexcept BaseException as e:\n    r = repr(e)\n").unwrap();
        assert!(it.run_top(&prog[0]).is_ok());
        let prog = parse_program("try:\n    raise KeyboardInterrupt\nexcept Exception:\n    pass\n").unwrap();
        assert_eq!(it.run_top(&prog[0]).err().map(|e| e.kind), Some(ExcKind::KeyboardInterrupt));
    }
}
