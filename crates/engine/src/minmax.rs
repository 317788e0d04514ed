//! The inner loops of `max`/`min` reductions, in NumPy's order of operations
//! (`numpy/_core/src/umath/loops_minmax.dispatch.c.src`, compiled by GCC), for the vector
//! width NumPy dispatches to on the CPU stridelab is built for: its AVX-512 loops on a CPU
//! with AVX512F, its AVX2 loops otherwise (`numpy/_core/src/common/simd/avx2/math.h`).
//!
//! Which of two equal elements a reduction returns shows when they are 0.0 and -0.0
//! (`np.max([-0.0, 0.0])` is 0.0, `np.max([0.0, -0.0])` is -0.0), so the grouping of the
//! comparisons is part of the result, not only of the speed. NumPy's loops, per inner-loop
//! call, with `acc` the value so far:
//! - contiguous run (`simd_reduce_c_*`): every lane of a vector ([`VECTOR_BYTES`]) starts at
//!   `acc`; blocks of eight vectors fold as a tree into it; whole vectors fold in; the lanes
//!   combine (AVX-512: as GCC's `_mm512_reduce_max_pd`, halves as `op(high, low)` down to
//!   128 bits, then `op(v, shuffled v)`; AVX2: `npyv_reduce_max_f64`, `op(low, high)` at
//!   every step); a NaN in any lane gives the default NaN; the tail folds in order.
//! - strided run (the "scalar unrolls"): eight running values from the first eight elements,
//!   a tree of them folded into `acc`, then the tail in order.
//!
//! `op(a, b)` is x86's `maxpd`/`minpd` with a NaN in `a` kept: on ties and NaN in `b` it
//! returns `b`, which is [`Arith::np_max`]/[`Arith::np_min`] exactly. Integer runs fold in
//! order, which the compiler vectorises (any grouping gives their result); float16 and
//! complex loops are sequential in NumPy and stay so in the caller.

use super::dtype::Kind;
use super::kernels::Arith;

/// The bytes of one of NumPy's SIMD vectors on this build's CPU. NumPy picks its loops at run
/// time by the CPU's features; stridelab is compiled for the CPU it runs on
/// (`target-cpu=native`), so the same choice is made at compile time.
pub const VECTOR_BYTES: usize = if AVX512 { 64 } else { 32 };
const AVX512: bool = cfg!(target_feature = "avx512f");

/// One inner-loop call over `n` elements from byte `p` with byte stride `s`, folded into `acc`.
/// A long contiguous run is reduced on two threads (`parallel.rs`), with NumPy's bits: see
/// [`contiguous`].
#[inline(always)]
pub fn reduce_run<T: Arith>(d: &[u8], p: usize, n: usize, s: isize, acc: T, op: impl Fn(T, T) -> T + Copy + Send + Sync) -> T {
    let split = super::parallel::worth_streaming(n.saturating_mul(T::SIZE));
    run_one(d, p, n, s, acc, op, split)
}

/// [`reduce_run`], on two threads when `split` and the run is contiguous.
#[inline(always)]
fn run_one<T: Arith>(d: &[u8], p: usize, n: usize, s: isize, acc: T, op: impl Fn(T, T) -> T + Copy + Send + Sync, split: bool) -> T {
    if n == 0 {
        return acc;
    }
    if s == T::SIZE as isize {
        let run = &d[p..p + n * T::SIZE];
        match T::SIZE {
            1 => contiguous::<T, VECTOR_BYTES>(run, acc, op, split),
            2 => contiguous::<T, { VECTOR_BYTES / 2 }>(run, acc, op, split),
            4 => contiguous::<T, { VECTOR_BYTES / 4 }>(run, acc, op, split),
            8 => contiguous::<T, { VECTOR_BYTES / 8 }>(run, acc, op, split),
            _ => strided(d, p, n, s, acc, op),
        }
    } else {
        strided(d, p, n, s, acc, op)
    }
}

/// `simd_reduce_c_*` with `W` lanes per vector; with `split`, its blocks on two threads.
///
/// Each lane's fold over the blocks is associative: `op` keeps a NaN in `a`, else returns
/// `b` unless `a > b`, so a fold of elements in order returns the first NaN, else the last
/// of the greatest (least) values: the largest element under one total order of (value,
/// position), and a largest element is the same whatever the grouping. So the first half of
/// the blocks folds into the lanes from `acc`, the second half from the identity (-inf for
/// max, +inf for min: `op(identity, x)` is `x`, bits and all), and the two sets of lanes
/// combine lane by lane to exactly the lanes of one pass. The lanes are then combined across
/// (which does not keep positions in order) and the rest folded in, as in one pass.
#[inline(always)]
fn contiguous<T: Arith, const W: usize>(run: &[u8], init: T, op: impl Fn(T, T) -> T + Copy + Send + Sync, split: bool) -> T {
    if T::DT.kind() != Kind::Float {
        // integers: every grouping gives the same result, so they take the plainest loop,
        // which the compiler vectorises (int64 `k.max()` of 10^7: 3.9 ms, NumPy's 3.8 ms)
        let fold = |r: &[u8], a: T| r.chunks_exact(T::SIZE).fold(a, |a, c| op(a, T::rd(c)));
        if split {
            let h = run.len() / T::SIZE / 2 * T::SIZE;
            let (l, r) = run.split_at(h);
            let (a, b) = super::parallel::join(|| fold(l, init), || fold(&r[T::SIZE..], T::rd(r)));
            return op(a, b);
        }
        return fold(run, init);
    }
    let block = 8 * W * T::SIZE;
    let whole = run.len() / block * block;
    let acc = if split && whole >= 2 * block {
        let (l, r) = run[..whole].split_at(whole / block / 2 * block);
        let (lo, hi) = (T::from_f64(f64::NEG_INFINITY), T::from_f64(f64::INFINITY));
        let identity = if op(lo, hi) == hi { lo } else { hi };
        let (a, b) = super::parallel::join(|| blocks_into_lanes::<T, W>(l, [init; W], op), || blocks_into_lanes::<T, W>(r, [identity; W], op));
        std::array::from_fn(|j| op(a[j], b[j]))
    } else {
        blocks_into_lanes::<T, W>(&run[..whole], [init; W], op)
    };
    finish_lanes::<T, W>(&run[whole..], acc, op)
}

/// Blocks of eight vectors, each folded as a tree into the lanes `acc`.
#[inline(always)]
fn blocks_into_lanes<T: Arith, const W: usize>(blocks: &[u8], mut acc: [T; W], op: impl Fn(T, T) -> T + Copy) -> [T; W] {
    for b in blocks.chunks_exact(8 * W * T::SIZE) {
        let v = |k: usize, j: usize| T::rd(&b[(k * W + j) * T::SIZE..]);
        for (j, a) in acc.iter_mut().enumerate() {
            let r01 = op(v(0, j), v(1, j));
            let r23 = op(v(2, j), v(3, j));
            let r45 = op(v(4, j), v(5, j));
            let r67 = op(v(6, j), v(7, j));
            *a = op(*a, op(op(r01, r23), op(r45, r67)));
        }
    }
    acc
}

/// After the blocks: whole vectors into the lanes, the lanes combined (a NaN in any gives
/// the default NaN), then the tail in order.
#[inline(always)]
fn finish_lanes<T: Arith, const W: usize>(rest: &[u8], mut acc: [T; W], op: impl Fn(T, T) -> T + Copy) -> T {
    let mut vectors = rest.chunks_exact(W * T::SIZE);
    for v in &mut vectors {
        for (a, c) in acc.iter_mut().zip(v.chunks_exact(T::SIZE)) {
            *a = op(*a, T::rd(c));
        }
    }
    let mut r = if acc.iter().any(|x| x.isnan()) { T::from_f64(f64::NAN) } else { lanes_combined(acc, op) };
    for c in vectors.remainder().chunks_exact(T::SIZE) {
        r = op(r, T::rd(c));
    }
    r
}

/// The lanes to one value. AVX-512 (GCC's `_mm512_reduce_{max,min}_*`): `op(high half, low
/// half)` down to one 128-bit register, then `op(v, v with its halves swapped)` to one lane.
/// AVX2 (`npyv_reduce_{max,min}_f32/f64` in NumPy's `avx2/math.h`): `op(low, high)` at every
/// step, so of equal lanes the higher one wins.
#[inline(always)]
fn lanes_combined<T: Arith, const W: usize>(mut v: [T; W], op: impl Fn(T, T) -> T) -> T {
    let per_128 = 16 / T::SIZE;
    let mut len = W;
    while len > 1 {
        let h = len / 2;
        for i in 0..h {
            v[i] = if AVX512 && len > per_128 { op(v[i + h], v[i]) } else { op(v[i], v[i + h]) };
        }
        len = h;
    }
    v[0]
}

/// The scalar unroll for strided runs: eight running values, their tree, then the tail.
#[inline(always)]
fn strided<T: Arith>(d: &[u8], p: usize, n: usize, s: isize, acc: T, op: impl Fn(T, T) -> T) -> T {
    let x = |i: usize| T::rd(&d[(p as isize + i as isize * s) as usize..]);
    let mut r = acc;
    let mut i = 0;
    if n >= 8 {
        let mut m: [T; 8] = std::array::from_fn(x);
        i = 8;
        while i + 8 <= n {
            for (j, mj) in m.iter_mut().enumerate() {
                *mj = op(*mj, x(i + j));
            }
            i += 8;
            // a long strided run (zero strides can make it far longer than its buffer)
            if i % super::budget::CHUNK as usize == 0 && !super::budget::poll() {
                return acc;
            }
        }
        let m0 = op(op(m[0], m[1]), op(m[2], m[3]));
        let m4 = op(op(m[4], m[5]), op(m[6], m[7]));
        r = op(r, op(m0, m4));
    }
    for k in i..n {
        r = op(r, x(k));
    }
    r
}

#[cfg(test)]
mod tests;
