//! The work budget and the interrupt check that long computations poll.
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
}

thread_local! {
    static LIMIT: Cell<Option<u64>> = const { Cell::new(None) };
    static LEFT: Cell<u64> = const { Cell::new(u64::MAX) };
    static STOP: Cell<Option<Stop>> = const { Cell::new(None) };
    static FLAG: RefCell<Option<Arc<AtomicBool>>> = const { RefCell::new(None) };
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
