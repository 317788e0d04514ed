//! Two halves of one long loop at once, on this thread and a scoped helper.
//!
//! NumPy runs every loop on one thread. Two kinds of loop gain from a second core here:
//! - Loops where each element costs a libm call (`exp`, `sin`, `power`, `arctan2`, ...:
//!   several ns): `np.exp(x, out=o)` on 10^7 float64 takes 45 ms on one thread and 23 ms on
//!   two (`python3 benches/statements.py --runs 3 --repeat 5 benches/steady/08_math_ufuncs.py`,
//!   with and without `STRIDELAB_THREADS=1`). Split from [`MIN_ELEMENTS`] on ([`worth`]).
//! - Loops bound by memory (copies, casts, `a + b`, sums, gathers) over large arrays: one
//!   core of a 2-core AMD EPYC (AVX2) does not take all its memory can give. A standalone loop of `o = a +
//!   500.0` over 2^23 float64 took 7.0 ms on one thread and 4.6 ms on two, a sum 2.9 and 1.95
//!   ms; at 2^20 elements (16 MB moved) the two were even, below that the helper's start
//!   costs more than it saves. Split from [`MIN_STREAM_BYTES`] moved on ([`worth_streaming`]).
//!   (A 2-core AMD EPYC Zen 4, AVX-512, gained nothing here: `a.sum()` took 2.6 ms on one thread or two.)
//!
//! A split never changes a result's bits: element-wise loops, copies and gathers compute
//! each output element alone, into parts of the output that do not overlap
//! (`kernels::split_outer`, `kernels::split_walk`); a pairwise sum's two halves are the two
//! halves NumPy adds last; a sum over many runs or buffered calls (`reduce.rs`) computes the
//! second half's run or call sums apart and adds them in order, as one pass does; max/min
//! fold each SIMD lane over half the blocks and combine the lanes (`minmax.rs`).
//!
//! A helper thread costs about 50 µs to start and join on a 2-core AMD EPYC.
//! `STRIDELAB_THREADS=1` keeps every loop on one thread (to measure the single-thread speed,
//! or on a machine shared with other work).
//!
//! The work budget and Ctrl-C (`budget.rs`) are per thread: the helper watches the same
//! Ctrl-C flag, and a stop it sees is recorded on the calling thread after the join, so a
//! cut-short half is never taken for a result. The steps of the helper's half are not
//! charged: the budget bounds wall time, which the helper does not add to.

use std::sync::{Mutex, OnceLock};

use super::budget;

/// Elements a loop of libm calls must have before it is split in two (64 Ki elements take
/// a few hundred µs, the helper thread 50 µs).
pub const MIN_ELEMENTS: usize = 1 << 16;

/// Whether a second thread is available and allowed.
pub fn enabled() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| {
        let allowed = std::env::var("STRIDELAB_THREADS").map_or(true, |v| v.trim() != "1");
        allowed && std::thread::available_parallelism().is_ok_and(|n| n.get() >= 2)
    })
}

/// Bytes a memory-bound loop must move (read and written, over all its operands) before it
/// is split in two: 16 MiB, where two threads first beat one (see the module's figures).
pub const MIN_STREAM_BYTES: usize = 1 << 24;

/// Whether a loop of libm calls over `n` elements is worth splitting.
pub fn worth(n: usize) -> bool {
    n >= MIN_ELEMENTS && enabled()
}

/// Whether a memory-bound loop moving `bytes` (read and written) is worth splitting.
pub fn worth_streaming(bytes: usize) -> bool {
    bytes >= MIN_STREAM_BYTES && enabled()
}

/// `(left(), right())`, with `right` run on a helper thread while this one runs `left`.
/// When no thread can be started, both run here in turn. A thin shim: the thread work is
/// [`join_dyn`], compiled once for every caller.
#[inline]
pub fn join<RA, RB: Send>(left: impl FnOnce() -> RA, right: impl FnOnce() -> RB + Send) -> (RA, RB) {
    let (mut left, mut right) = (Some(left), Some(right));
    let (mut a, mut b) = (None, None);
    join_dyn(&mut || a = left.take().map(|f| f()), &mut || b = right.take().map(|f| f()));
    match (a, b) {
        (Some(a), Some(b)) => (a, b),
        _ => unreachable!("`join_dyn` runs both halves once"),
    }
}

/// [`join`] for closures that leave their results where they captured them.
pub fn join_dyn(left: &mut dyn FnMut(), right: &mut (dyn FnMut() + Send)) {
    let flag = budget::flag();
    // the helper takes `right` from the slot; if the thread cannot start, this thread does
    let slot = Mutex::new(Some(right));
    let take = || slot.lock().ok().and_then(|mut s| s.take());
    std::thread::scope(|scope| {
        let helper = std::thread::Builder::new().spawn_scoped(scope, || {
            if let Some(f) = &flag {
                budget::watch(f);
            }
            let r = take().map(|f| f());
            (r, budget::take_stop())
        });
        left();
        let (b, stop) = match helper.map(|h| h.join()) {
            Ok(Ok((b, stop))) => (b, stop),
            // the helper panicked: a bug, reported as it would have been on this thread
            Ok(Err(e)) => std::panic::resume_unwind(e),
            Err(_) => (None, None),
        };
        if let Some(s) = stop {
            budget::record(s);
        }
        if b.or_else(|| take().map(|f| f())).is_none() {
            unreachable!("`right` runs on the helper or here");
        }
    })
}

/// Where to split `n` elements: about half, rounded down to a multiple of `multiple`.
pub fn half(n: usize, multiple: usize) -> usize {
    let h = n / 2;
    h - h % multiple.max(1)
}

/// `f(indices, out)` for a gather by int64 `indices` (little-endian bytes) into `out`, `chunk`
/// bytes per index: when it moves enough bytes, as two halves of the indices at once, each
/// writing its own part of `out`. The left half's error, else the right's, is the first in
/// index order.
pub fn split_indices<E: Send>(indices: &[u8], out: &mut [u8], chunk: usize, f: impl Fn(&[u8], &mut [u8]) -> Result<(), E> + Sync) -> Result<(), E> {
    let m = indices.len() / 8;
    if out.len() >= m.saturating_mul(chunk) && worth_streaming(m.saturating_mul(8 + 2 * chunk)) {
        let h = half(m, 64);
        let (i1, i2) = indices.split_at(h * 8);
        let (o1, o2) = out[..m * chunk].split_at_mut(h * chunk);
        let f = &f;
        let (l, r) = join(|| f(i1, o1), || f(i2, o2));
        return l.and(r);
    }
    f(indices, out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};

    #[test]
    fn join_runs_both_halves() {
        let v: Vec<u64> = (0..1000).collect();
        let (l, r) = v.split_at(half(v.len(), 8));
        let (a, b) = join(|| l.iter().sum::<u64>(), || r.iter().sum::<u64>());
        assert_eq!(a + b, 999 * 1000 / 2);
        assert_eq!(l.len(), 496);
    }

    /// Bytes of `n` float64 values.
    fn f64_bytes(v: impl Iterator<Item = f64>) -> Vec<u8> {
        v.flat_map(|x| x.to_le_bytes()).collect()
    }

    #[test]
    fn split_loops_give_every_element_as_one_thread_does() {
        use crate::kernels::{Dst, Src, binary_loop, unary_loop, unary_loop_inplace};
        // odd length, and an output that starts 3 elements into its buffer
        let n = 3 * MIN_ELEMENTS + 5;
        let x = f64_bytes((0..n).map(|i| i as f64 * 0.001 - 50.0));
        let want = f64_bytes((0..n).map(|i| (i as f64 * 0.001 - 50.0).exp()));
        let mut out = vec![0u8; (n + 3) * 8];
        let a = Src { data: &x, offset: 0, strides: &[8] };
        unary_loop::<f64, f64>(&[n], a, Dst { data: &mut out, offset: 24, strides: &[8] }, true, |v: f64| v.exp());
        assert!(out[24..] == want[..], "exp split in two halves");
        // a broadcast scalar second operand
        let two = 2.5f64.to_le_bytes();
        let b = Src { data: &two, offset: 0, strides: &[0] };
        let want = f64_bytes((0..n).map(|i| (i as f64 * 0.001 - 50.0).powf(2.5)));
        binary_loop::<f64, f64, f64>(&[n], a, b, Dst { data: &mut out, offset: 24, strides: &[8] }, true, |p: f64, q| p.powf(q));
        assert!(out[24..] == want[..], "power with a scalar exponent split in two halves");
        // in place, over a 2-d shape that coalesces to one run
        let mut y = x.clone();
        unary_loop_inplace::<f64>(&[3, n / 3], Dst { data: &mut y, offset: 0, strides: &[8 * (n / 3) as isize, 8] }, true, |v: f64| v.sin());
        let want = f64_bytes((0..n).map(|i| if i < 3 * (n / 3) { (i as f64 * 0.001 - 50.0).sin() } else { i as f64 * 0.001 - 50.0 }));
        assert!(y == want, "sin in place over a coalesced 2-d walk");
    }

    #[test]
    fn memory_bound_loops_split_from_their_byte_count() {
        use crate::kernels::{Dst, Src, binary_loop};
        assert!(!worth_streaming(MIN_STREAM_BYTES - 1));
        // three float64 operands of this length move just over MIN_STREAM_BYTES
        let n = MIN_STREAM_BYTES / 24 + 7;
        let x = f64_bytes((0..n).map(|i| i as f64 * 0.3 - 7.0));
        let y = f64_bytes((0..n).map(|i| 1.0 / (i as f64 + 0.5)));
        let want = f64_bytes((0..n).map(|i| (i as f64 * 0.3 - 7.0) + 1.0 / (i as f64 + 0.5)));
        let mut out = vec![0u8; (n + 1) * 8];
        let (a, b) = (Src { data: &x, offset: 0, strides: &[8] }, Src { data: &y, offset: 0, strides: &[8] });
        binary_loop::<f64, f64, f64>(&[n], a, b, Dst { data: &mut out, offset: 8, strides: &[8] }, false, |p: f64, q| p + q);
        assert!(out[8..] == want[..], "a + b split in two halves");
        assert!(out[..8] == [0; 8], "nothing written before the output");
    }

    #[test]
    fn strided_walks_split_at_their_first_long_axis() {
        use crate::kernels::{Dst, Src, binary_loop};
        // out (1024, 700) C-ordered = a transposed + 2.5: the input walks down columns, so the
        // walk does not coalesce and is cut between rows 511 and 512 of the output
        let (r, c) = (1024usize, 700usize);
        assert!(r * c * 24 >= MIN_STREAM_BYTES);
        let x = f64_bytes((0..r * c).map(|i| i as f64 * 0.25 - 3.0));
        let two = 2.5f64.to_le_bytes();
        let a = Src { data: &x, offset: 0, strides: &[8, 8 * r as isize] };
        let b = Src { data: &two, offset: 0, strides: &[0, 0] };
        let mut out = vec![0u8; r * c * 8];
        binary_loop::<f64, f64, f64>(&[r, c], a, b, Dst { data: &mut out, offset: 0, strides: &[8 * c as isize, 8] }, false, |p: f64, q| p + q);
        let want = f64_bytes((0..r * c).map(|k| ((k % c) * r + k / c) as f64 * 0.25 - 3.0 + 2.5));
        assert!(out == want, "a transposed input, split by output rows");
        // (3, n) C-ordered walks coalesce to one run first and split in its middle
        let n = MIN_STREAM_BYTES / 16 / 3 + 1;
        let x = f64_bytes((0..3 * n).map(|i| i as f64));
        let mut out = vec![0u8; 3 * n * 8];
        let a = Src { data: &x, offset: 0, strides: &[8 * n as isize, 8] };
        crate::kernels::unary_loop::<f64, f64>(&[3, n], a, Dst { data: &mut out, offset: 0, strides: &[8 * n as isize, 8] }, false, |v: f64| -v);
        assert!(out == f64_bytes((0..3 * n).map(|i| -(i as f64))), "negated over a (3, n) walk");
    }

    #[test]
    fn a_stop_seen_by_the_helper_reaches_the_caller() {
        budget::set_limit(None);
        let flag = Arc::new(AtomicBool::new(true));
        budget::watch(&flag);
        let (_, helper_went_on) = join(|| (), || budget::charge(0));
        assert!(!helper_went_on, "the helper watches the caller's Ctrl-C flag");
        assert_eq!(budget::take_stop(), Some(budget::Stop::Interrupt));
        flag.store(false, Ordering::Relaxed);
    }
}
