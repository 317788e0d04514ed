//! The work budget, the memory budget and the interrupt check that long computations poll.
//!
//! CPython checks for signals between bytecodes (`ceval.c`'s eval breaker); NumPy's inner loops
//! never do. stridelab runs untrusted teaching scripts, so a non-interactive run gets a budget
//! of *steps* (one per array element operation, `LOOP_STEP` per Python loop iteration or
//! function call) and a Ctrl-C flag that both the interpreter's loops and the kernels' N-d walks
//! look at once per chunk of `CHUNK` elements, never per element.
//!
//! When the budget runs out or Ctrl-C is seen, the thread's `Stop` is set and stays set: every
//! walk that starts afterwards returns at once, and the interpreter turns the stop into an
//! error at its next check (after the kernel returns), so no result of a cut-short kernel is
//! ever shown. State is per thread (parallel tests and sessions do not share it).
//!
//! The memory budget bounds what the whole session holds (arrays and Python objects together;
//! `--max-bytes` bounds one array). The program that owns the process's allocator hands in a
//! probe of the bytes in use ([`set_memory_budget`]); every charge compares it with the budget,
//! so a loop that keeps growing a string, a list or a list of arrays stops with CPython's
//! `MemoryError` at its next check, and big single requests are refused before they are made
//! ([`fits_in_memory`]). After a stop the session goes on with what it holds; only growth
//! well past that level stops it again.

use std::cell::{Cell, RefCell};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Elements a walk processes between two checks (64 Ki: well under a millisecond).
pub const CHUNK: u64 = 1 << 16;

/// Steps charged for one Python loop iteration or function call: about what the
/// interpreter spends on one compared with one element operation in a kernel.
pub const LOOP_STEP: u64 = 64;

/// Default budget of a non-interactive run: a few seconds of work on a 2-core AMD EPYC.
pub const DEFAULT_STEPS: u64 = 4_000_000_000;

/// Why a computation was stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// Ctrl-C.
    Interrupt,
    /// The work budget ran out; carries the budget.
    Budget(u64),
    /// The session holds more memory than its budget; carries the budget in bytes.
    Memory(u64),
}

thread_local! {
    static LIMIT: Cell<Option<u64>> = const { Cell::new(None) };
    static LEFT: Cell<u64> = const { Cell::new(u64::MAX) };
    static STOP: Cell<Option<Stop>> = const { Cell::new(None) };
    static FLAG: RefCell<Option<Arc<AtomicBool>>> = const { RefCell::new(None) };
    static MEMORY: Cell<Option<(fn() -> usize, u64)>> = const { Cell::new(None) };
    static MEMORY_MARK: Cell<u64> = const { Cell::new(0) };
}

/// Set the memory budget: `probe` tells the bytes the process has allocated now, `limit` the
/// most the session may hold.
pub fn set_memory_budget(probe: fn() -> usize, limit: u64) {
    MEMORY.with(|m| m.set(Some((probe, limit))));
    MEMORY_MARK.with(|m| m.set(0));
}

/// The memory budget in force, if any.
pub fn memory_budget() -> Option<u64> {
    MEMORY.with(|m| m.get()).map(|(_, limit)| limit)
}

/// The bytes the session holds: what the allocator counts plus the large array buffers,
/// which are mappings of their own (`buffer.rs`).
fn in_use(probe: fn() -> usize) -> u64 {
    (probe() as u64).saturating_add(super::buffer::mapped_bytes() as u64)
}

/// Whether `bytes` more can be allocated within the memory budget (always, without one).
/// Requests under 1 MiB always fit, so a session over its budget can still print and index.
/// Freed buffers kept for reuse are given back first.
pub fn fits_in_memory(bytes: u128) -> bool {
    let Some((probe, limit)) = MEMORY.with(|m| m.get()) else { return true };
    let fits = || bytes < 1 << 20 || in_use(probe) as u128 + bytes <= limit as u128;
    fits() || {
        super::buffer::release_spares();
        fits()
    }
}

/// CPython's MemoryError, when the session holds more than its memory budget.
pub fn memory_budget_error(limit: u64) -> super::error::PyErr {
    super::error::memory_error(format!(
        "the session holds more than stridelab's memory budget of {} (arrays and Python objects \
         together); raise it with --max-memory N or STRIDELAB_MAX_MEMORY=N",
        super::buffer::size_to_string(limit as u128)
    ))
}

/// CPython's MemoryError for a request of `bytes` that [`fits_in_memory`] refused.
pub fn memory_request_error(bytes: u128) -> super::error::PyErr {
    super::error::memory_error(format!(
        "{} more would pass stridelab's memory budget of {} (arrays and Python objects \
         together); raise it with --max-memory N or STRIDELAB_MAX_MEMORY=N",
        super::buffer::size_to_string(bytes),
        super::buffer::size_to_string(memory_budget().unwrap_or(0) as u128)
    ))
}

/// A memory stop, when the bytes in use are past the budget and have grown well past the
/// level of the last stop (an eighth, at least 64 MiB): a session that stopped once goes on
/// using what it holds.
fn memory_stop() -> Option<Stop> {
    let (probe, limit) = MEMORY.with(|m| m.get())?;
    let mut used = in_use(probe);
    if used > limit {
        super::buffer::release_spares();
        used = in_use(probe);
    }
    if used <= limit {
        MEMORY_MARK.with(|m| m.set(0));
        return None;
    }
    if used <= MEMORY_MARK.with(|m| m.get()) {
        return None;
    }
    MEMORY_MARK.with(|m| m.set(used.saturating_add((used / 8).max(1 << 26))));
    Some(Stop::Memory(limit))
}

/// Set this thread's budget (`None`: unlimited, as in the REPL) and start counting afresh.
pub fn set_limit(steps: Option<u64>) {
    LIMIT.with(|l| l.set(steps));
    LEFT.with(|l| l.set(steps.unwrap_or(u64::MAX)));
    STOP.with(|s| s.set(None));
}

/// The budget in force, if any.
pub fn limit() -> Option<u64> {
    LIMIT.with(|l| l.get())
}

/// The Ctrl-C flag the kernels should watch (the interpreter's).
pub fn watch(flag: &Arc<AtomicBool>) {
    FLAG.with(|f| {
        let mut f = f.borrow_mut();
        if !f.as_ref().is_some_and(|g| Arc::ptr_eq(g, flag)) {
            *f = Some(flag.clone());
        }
    });
}

/// The Ctrl-C flag this thread watches, to hand to a helper thread (`parallel.rs`).
pub fn flag() -> Option<Arc<AtomicBool>> {
    FLAG.with(|f| f.borrow().clone())
}

/// Records a stop that a helper thread saw while doing part of this thread's work.
pub fn record(stop: Stop) {
    STOP.with(|s| {
        if s.get().is_none() {
            s.set(Some(stop));
        }
    });
}

/// Charges `n` steps; false (and the stop is recorded) when the work must end.
#[inline]
pub fn charge(n: u64) -> bool {
    if STOP.with(|s| s.get()).is_some() {
        return false;
    }
    let left = LEFT.with(|l| l.get());
    if left < n {
        LEFT.with(|l| l.set(0));
        STOP.with(|s| s.set(Some(Stop::Budget(limit().unwrap_or(u64::MAX)))));
        return false;
    }
    LEFT.with(|l| l.set(left - n));
    let interrupted = FLAG.with(|f| f.borrow().as_ref().is_some_and(|g| g.load(Ordering::Relaxed)));
    if interrupted {
        STOP.with(|s| s.set(Some(Stop::Interrupt)));
        return false;
    }
    if let Some(stop) = memory_stop() {
        STOP.with(|s| s.set(Some(stop)));
        return false;
    }
    true
}

/// Whether the budget of this run is used up (a run stops at the next statement).
pub fn spent() -> bool {
    limit().is_some() && LEFT.with(|l| l.get()) == 0
}

/// Checks for Ctrl-C without charging (for loops whose work was charged up front); false when
/// the work must stop.
pub fn poll() -> bool {
    if stopped() {
        return false;
    }
    charge(0)
}

/// Whether work was stopped (a walk starting now returns at once).
#[inline]
pub fn stopped() -> bool {
    STOP.with(|s| s.get()).is_some()
}

/// The pending stop, cleared. An interrupt is cleared for good; a spent budget stays spent
/// (the next charge stops again).
pub fn take_stop() -> Option<Stop> {
    STOP.with(|s| s.take())
}

/// Counts elements for a walk and charges them once per `CHUNK`.
#[derive(Default)]
pub struct Meter {
    pending: u64,
}

impl Meter {
    /// Adds `n` elements; false when the walk must stop.
    #[inline(always)]
    pub fn add(&mut self, n: usize) -> bool {
        self.pending += n as u64;
        if self.pending >= CHUNK {
            let p = std::mem::take(&mut self.pending);
            return charge(p);
        }
        true
    }
}

impl Drop for Meter {
    fn drop(&mut self) {
        if self.pending > 0 {
            charge(self.pending);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budget_runs_out_and_stays_spent() {
        set_limit(Some(100));
        assert!(charge(60));
        assert!(!charge(60));
        assert_eq!(take_stop(), Some(Stop::Budget(100)));
        assert!(!charge(1));
        set_limit(None);
        assert!(charge(u64::MAX / 2));
        assert!(take_stop().is_none());
    }

    thread_local! {
        static IN_USE: Cell<usize> = const { Cell::new(0) };
    }
    fn probe() -> usize {
        IN_USE.with(|u| u.get())
    }

    #[test]
    fn memory_budget_stops_growth_once_and_again_only_well_past_it() {
        // margins of half a GiB or more: other tests' array buffers (mappings, counted
        // process-wide) come and go meanwhile
        const G: usize = 1 << 30;
        set_limit(None);
        set_memory_budget(probe, 10 << 30);
        IN_USE.with(|u| u.set(8 * G));
        assert!(charge(1));
        assert!(fits_in_memory(1 << 30));
        assert!(!fits_in_memory(3 << 30));
        assert!(fits_in_memory(1000), "a small request always fits");
        IN_USE.with(|u| u.set(11 * G));
        assert!(!charge(1));
        assert_eq!(take_stop(), Some(Stop::Memory(10 << 30)));
        // the session goes on with what it holds...
        IN_USE.with(|u| u.set(11 * G + G / 4));
        assert!(charge(1));
        // ...until it grows well past the level of the stop
        IN_USE.with(|u| u.set(13 * G));
        assert!(!charge(1));
        assert_eq!(take_stop(), Some(Stop::Memory(10 << 30)));
        // back under the budget, the next growth past it stops again
        IN_USE.with(|u| u.set(G));
        assert!(charge(1));
        IN_USE.with(|u| u.set(10 * G + G / 2));
        assert!(!charge(1));
        assert_eq!(take_stop(), Some(Stop::Memory(10 << 30)));
        MEMORY.with(|m| m.set(None));
    }

    #[test]
    fn interrupt_flag_stops_at_the_next_chunk() {
        set_limit(None);
        let flag = Arc::new(AtomicBool::new(false));
        watch(&flag);
        let mut m = Meter::default();
        assert!(m.add(10));
        flag.store(true, Ordering::Relaxed);
        assert!(m.add(10), "no check before a chunk is full");
        assert!(!m.add(CHUNK as usize));
        assert!(stopped());
        assert_eq!(take_stop(), Some(Stop::Interrupt));
        assert!(!stopped());
    }
}
