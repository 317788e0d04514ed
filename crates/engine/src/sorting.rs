//! Sorting along one axis, typed, over the byte buffer (NumPy's `_core/src/npysort`).
//!
//! The order is NumPy's: ascending, NaN after every number, -0.0 equal to 0.0. Ties keep
//! their input order (a stable sort: what stridelab's sort has always returned for them).
//! Each element gets an order-preserving unsigned key. `sort` of a contiguous lane of 4- or
//! 8-byte numbers turns the lane's own words into keys, sorts them where they lie and turns
//! them back ([`sort_words`]), as NumPy sorts in place; other lanes sort a key buffer and
//! decode it into the lane. Both restore zero signs and NaNs in input order. `argsort` ranks
//! long lanes with a stable LSD radix sort (NumPy's `radixsort.cpp` idea) and short ones
//! with a stable sort.

use super::array::NdArray;
use super::dtype::Kind;
use super::kernels::{Elem, with_elem};
use super::error::PyResult;

/// (outer, n, inner): the lanes along `axis` of a C-contiguous `shape`.
pub fn lanes(shape: &[usize], axis: usize) -> (usize, usize, usize) {
    let outer = shape[..axis].iter().product();
    let inner = shape[axis + 1..].iter().product();
    (outer, shape[axis], inner)
}

/// The key of a float: its bits made to order as unsigned integers ([`Word::float_key`]).
#[inline]
fn float_key(f: f64) -> u64 {
    f.to_bits().float_key()
}

/// The exact key of a number, decodable back to the value ([`value_of`]); NaNs of either
/// sign are not ordered by it and must be set aside first.
#[inline]
fn exact_key<T: Elem>(v: T, int_lo: i128) -> u64 {
    match T::DT.kind() {
        // (complex lanes sort by comparison, `complex_order`; never keyed)
        Kind::Float | Kind::Complex => float_key(v.to_f64()),
        // offset from the type's minimum: only the type's own bytes vary
        Kind::Int => (v.to_i64() as i128 - int_lo) as u64,
        Kind::UInt | Kind::Bool => v.to_u64(),
    }
}

/// An unsigned key whose order is NumPy's sort order for the element: numbers by value,
/// -0.0 the same key as 0.0, every NaN the largest key. Equal keys are ties, which the
/// stable sorts below keep in input order.
#[inline]
fn key_of<T: Elem>(v: T, int_lo: i128) -> u64 {
    if T::DT.kind() == Kind::Float {
        let f = v.to_f64();
        if f.is_nan() {
            return u64::MAX;
        }
        if f == 0.0 {
            return float_key(0.0);
        }
    }
    exact_key(v, int_lo)
}

/// A position in a lane, as [`lane_order`] carries it beside each key: `u32` when the lane
/// is shorter than 2^32, so that a radix pass moves 12 bytes an element instead of 16
/// (argsort of 2 Mi float64: 0.15 s carrying usize, 0.11 s carrying u32, in a prototype).
trait Pos: Copy + Default + Send {
    fn at(i: usize) -> Self;
    fn get(self) -> usize;
}

impl Pos for u32 {
    #[inline(always)]
    fn at(i: usize) -> u32 {
        i as u32
    }
    #[inline(always)]
    fn get(self) -> usize {
        self as usize
    }
}

impl Pos for usize {
    #[inline(always)]
    fn at(i: usize) -> usize {
        i
    }
    #[inline(always)]
    fn get(self) -> usize {
        self
    }
}

/// Stable LSD radix sort of `keys` carrying `pay`, one byte a pass; a pass whose byte is
/// the same for every key is skipped (small ints and f32 mantissas need few passes).
fn radix_sort<P: Pos>(keys: &mut Vec<u64>, pay: &mut Vec<P>) {
    let n = keys.len();
    let mut hist = [[0usize; 256]; 8];
    for &k in keys.iter() {
        for (d, h) in hist.iter_mut().enumerate() {
            h[((k >> (8 * d)) & 255) as usize] += 1;
        }
    }
    let mut k2 = vec![0u64; n];
    let mut p2 = vec![P::default(); n];
    for (d, h) in hist.iter().enumerate() {
        if h.contains(&n) {
            continue;
        }
        let mut pos = [0usize; 256];
        let mut acc = 0;
        for b in 0..256 {
            pos[b] = acc;
            acc += h[b];
        }
        for j in 0..n {
            let k = keys[j];
            let b = ((k >> (8 * d)) & 255) as usize;
            k2[pos[b]] = k;
            p2[pos[b]] = pay[j];
            pos[b] += 1;
        }
        std::mem::swap(keys, &mut k2);
        std::mem::swap(pay, &mut p2);
    }
}

/// NumPy's sort order for complex values (npysort's `cdouble_tag::less`): lexicographic,
/// a NaN part sorting after every number in its place: R+Rj < R+nanj < nan+Rj < nan+nanj.
fn complex_order<T: Elem>(a: &T, b: &T) -> std::cmp::Ordering {
    complex_cmp(a.to_c(), b.to_c())
}

/// [`complex_order`] on (real, imaginary) pairs.
fn complex_cmp(x: (f64, f64), y: (f64, f64)) -> std::cmp::Ordering {
    fn less((ar, ai): (f64, f64), (br, bi): (f64, f64)) -> bool {
        let nan = f64::is_nan;
        if ar < br {
            !nan(ai) || nan(bi)
        } else if ar > br {
            nan(bi) && !nan(ai)
        } else if ar == br || (nan(ar) && nan(br)) {
            ai < bi || (nan(bi) && !nan(ai))
        } else {
            nan(br)
        }
    }
    if less(x, y) {
        std::cmp::Ordering::Less
    } else if less(y, x) {
        std::cmp::Ordering::Greater
    } else {
        std::cmp::Ordering::Equal
    }
}

/// The positions (0..n) of one lane in sorted order, stable. `lane(k)` reads the lane's
/// k-th element where it lies (the keys are built straight from it, no copy of the lane).
fn lane_order<T: Elem, P: Pos>(n: usize, lane: impl Fn(usize) -> T, keys: &mut Vec<u64>, order: &mut Vec<P>) {
    order.clear();
    order.extend((0..n).map(P::at));
    if T::DT.kind() == Kind::Complex {
        order.sort_by(|&i, &j| complex_order(&lane(i.get()), &lane(j.get())));
        return;
    }
    let lo = T::DT.int_bounds().map_or(0, |b| b.0);
    keys.clear();
    keys.extend((0..n).map(|k| key_of(lane(k), lo)));
    if n >= SPLIT_SORT_MIN && super::parallel::enabled() {
        // two stable halves at once, merged stably (`merge_by_key`)
        let (mut kb, mut ob) = (keys.split_off(n / 2), order.split_off(n / 2));
        super::parallel::join(|| radix_sort(keys, order), || radix_sort(&mut kb, &mut ob));
        let mut whole = Vec::with_capacity(n);
        merge_by_key(keys, order, &kb, &ob, |p| whole.push(p));
        *order = whole;
    } else if n >= 256 {
        radix_sort(keys, order);
    } else {
        let k: &[u64] = keys;
        order.sort_by_key(|&i| k[i.get()]);
    }
}

/// The value of an exact key ([`exact_key`]'s inverse).
#[inline]
fn value_of<T: Elem>(k: u64, int_lo: i128) -> T {
    match T::DT.kind() {
        Kind::Float | Kind::Complex => T::from_f64(f64::from_bits(k.float_bits())),
        Kind::Int => T::from_i64((k as i128 + int_lo) as i64),
        Kind::UInt | Kind::Bool => T::from_u64(k),
    }
}

/// One lane's values sorted as keys: the exact keys of its numbers sorted (equal integer
/// keys are equal values, so order among them is invisible, and an unstable sort is
/// enough), with a float lane's zeros and NaNs also kept aside in input order, which is how
/// a stable sort leaves them (the zeros form one run, the NaNs come last). Not for complex
/// lanes. Lanes of 4- and 8-byte elements lying contiguous are sorted where they lie
/// instead ([`sort_words`]).
struct SortedKeys<T> {
    keys: Vec<u64>,
    zeros: Vec<T>,
    nans: Vec<T>,
}

fn sorted_keys<T: Elem>(lane: impl Iterator<Item = T>, keys: Vec<u64>) -> SortedKeys<T> {
    let lo = T::DT.int_bounds().map_or(0, |b| b.0);
    let float = T::DT.kind() == Kind::Float;
    let mut s = SortedKeys { keys, zeros: Vec::new(), nans: Vec::new() };
    s.keys.clear();
    for v in lane {
        if float && v.isnan() {
            s.nans.push(v);
            continue;
        }
        if float && v.to_f64() == 0.0 {
            s.zeros.push(v);
        }
        s.keys.push(exact_key(v, lo));
    }
    if float || !counting_sort(&mut s.keys, 0) {
        sort_unstable_parallel(&mut s.keys);
    }
    s
}

/// Sorts integer keys that span a small range by counting them: one pass to count each
/// value, one to write the values back in order. Equal integer keys are equal values, so
/// nothing is lost. Learners sort small integers often (labels, dice, `x % 1000`). On 8 Mi
/// int64 of 1000 values, counted where they lie ([`sort_words`]), `z.sort()` takes 0.02 s
/// (NumPy 0.05 s).
/// The keys are the words with `flip` xor-ed in (the sign bit, for signed integers seen as
/// unsigned words, whose order it makes; 0 otherwise), so the words need no pass of their own.
/// Returns false, leaving `keys` as they were, when the lane is short or the range wide
/// (the counts are at most [`COUNT_SPAN_MAX`] words and at most one per key).
fn counting_sort<W: Word>(keys: &mut [W], flip: W) -> bool {
    if keys.len() < COUNT_MIN_LEN {
        return false;
    }
    let (lo, hi) = keys.iter().fold((u64::MAX, 0), |(l, h), &k| (l.min(k.xor(flip).wide()), h.max(k.xor(flip).wide())));
    let span = (hi - lo) as usize;
    if span >= COUNT_SPAN_MAX || span >= keys.len() {
        return false;
    }
    let mut counts = vec![0usize; span + 1];
    for &k in keys.iter() {
        counts[(k.xor(flip).wide() - lo) as usize] += 1;
    }
    let mut at = 0;
    for (v, &c) in counts.iter().enumerate() {
        keys[at..at + c].fill(W::narrow(lo + v as u64).xor(flip));
        at += c;
    }
    true
}

/// Lanes shorter than this sort by comparison (a counting pass is not worth its setup).
const COUNT_MIN_LEN: usize = 1 << 12;
/// The widest range of integer keys [`counting_sort`] counts (8 MB of counts).
const COUNT_SPAN_MAX: usize = 1 << 20;

/// Lanes at least this long are sorted in two parts on two threads (a helper thread costs
/// about 50 µs; a comparison sort of 64 Ki keys about 3 ms).
const SPLIT_SORT_MIN: usize = 1 << 16;
/// How many keys, spread over a long lane, choose the value it is split at.
const PIVOT_SAMPLE: usize = 255;

/// Sorts `keys` (order among equal keys is not kept). A long lane, when a second thread is
/// allowed (`parallel::enabled`), is split once as quicksort would split it, at the median
/// of a sample, and the two parts are sorted at once, on this thread and a helper; keys
/// equal to a repeated pivot are set apart first, already in place. NumPy sorts on one
/// thread with SIMD networks (x86-simd-sort: `np.sort` of 8 Mi float64 in 0.12 s on an
/// AVX2 machine). On 8 Mi random keys here: 0.16 s sorted whole, 0.15-0.18 s as two halves
/// and a merge, 0.09 s split at a pivot (`partition_below`, a pass of 10 ms).
fn sort_unstable_parallel<W: Ord + Copy + Send>(keys: &mut [W]) {
    let n = keys.len();
    if n < SPLIT_SORT_MIN || !super::parallel::enabled() {
        keys.sort_unstable();
        return;
    }
    let mut sample: Vec<W> = (0..PIVOT_SAMPLE).map(|i| keys[i * (n / PIVOT_SAMPLE)]).collect();
    sample.sort_unstable();
    let (pivot, mid) = (sample[PIVOT_SAMPLE / 2], PIVOT_SAMPLE / 2);
    let below = partition_below(keys, |k| k < pivot);
    let (a, rest) = keys.split_at_mut(below);
    let b = if sample[mid - 1] == pivot || sample[mid + 1] == pivot {
        let equal = partition_below(rest, |k| k == pivot);
        &mut rest[equal..]
    } else {
        rest
    };
    super::parallel::join(|| a.sort_unstable(), || b.sort_unstable());
}

/// Moves the keys for which `below` holds to the front, returning how many there are
/// (Lomuto's partition, without a branch: every step swaps and advances by the test's
/// outcome, so random keys cost no mispredictions).
fn partition_below<W: Copy>(keys: &mut [W], below: impl Fn(W) -> bool) -> usize {
    let mut at = 0;
    for i in 0..keys.len() {
        let k = keys[i];
        keys.swap(i, at);
        at += below(k) as usize;
    }
    at
}

/// Merges two sorted runs of keys `ka`, `kb`, handing `emit` the payload of each key in
/// order (`pa[i]` goes with `ka[i]`), `ka`'s first among equals, so merging the halves of a
/// stable order keeps it stable. Each step asks for a select, not a branch
/// (`select_unpredictable`): on random keys a branch is mispredicted half the time, and in
/// the first version `perf` found the compiler had made the choice a branch.
fn merge_by_key<P: Copy>(ka: &[u64], pa: &[P], kb: &[u64], pb: &[P], mut emit: impl FnMut(P)) {
    let (mut i, mut j) = (0, 0);
    while i < ka.len() && j < kb.len() {
        let left = ka[i] <= kb[j];
        emit(std::hint::select_unpredictable(left, pa[i], pb[j]));
        i += left as usize;
        j += !left as usize;
    }
    pa[i..].iter().chain(&pb[j..]).for_each(|&p| emit(p));
}

/// Sort the lane of `n` elements at byte offsets `base + k * step` of `d` in place. A
/// contiguous, aligned lane of 4- or 8-byte numbers is sorted as machine words where it
/// lies ([`sort_words`]); any other lane's keys go to a key buffer (reused across lanes)
/// and are decoded from it straight back into the lane.
fn sort_lane<T: Elem>(d: &mut [u8], base: usize, step: usize, n: usize, keys: &mut Vec<u64>) {
    let at = |k: usize| base + k * step;
    let kind = T::DT.kind();
    if kind == Kind::Complex {
        let mut v: Vec<T> = (0..n).map(|k| T::rd(&d[at(k)..])).collect();
        v.sort_by(complex_order);
        for (k, x) in v.into_iter().enumerate() {
            x.wr(&mut d[at(k)..]);
        }
        return;
    }
    if step == T::SIZE && cfg!(target_endian = "little") {
        // the words are the elements' little-endian bytes read on a little-endian machine
        let lane = &mut d[base..base + n * T::SIZE];
        let sorted = match T::SIZE {
            8 => bytemuck::try_cast_slice_mut::<u8, u64>(lane).map(|w| sort_words(w, kind)).is_ok(),
            4 => bytemuck::try_cast_slice_mut::<u8, u32>(lane).map(|w| sort_words(w, kind)).is_ok(),
            _ => false,
        };
        if sorted {
            return;
        }
    }
    let lo = T::DT.int_bounds().map_or(0, |b| b.0);
    let s = sorted_keys::<T>((0..n).map(|k| T::rd(&d[at(k)..])), std::mem::take(keys));
    // a float lane's zeros take the place of the run of zero keys (-0.0's below 0.0's), in
    // input order; every negative number's key is below -0.0's
    let first_zero = s.keys.partition_point(|&k| k < float_key(-0.0));
    for (k, &key) in s.keys.iter().enumerate() {
        value_of::<T>(key, lo).wr(&mut d[at(k)..]);
    }
    for (j, z) in s.zeros.iter().enumerate() {
        z.wr(&mut d[at(first_zero + j)..]);
    }
    for (j, x) in s.nans.iter().enumerate() {
        x.wr(&mut d[at(s.keys.len() + j)..]);
    }
    *keys = s.keys;
}

/// The unsigned machine word of a 4- or 8-byte element: [`sort_words`] sorts a lane as these.
trait Word: bytemuck::Pod + Ord + Send {
    /// The sign bit of the element's type.
    const SIGN: Self;
    /// The bits of +inf, for the float type of this size: larger magnitudes are NaNs.
    const INF: Self;
    const ZERO: Self;
    fn xor(self, o: Self) -> Self;
    /// The bits without the sign bit.
    fn magnitude(self) -> Self;
    /// A float's bits made to order as unsigned integers: a negative number's bits all
    /// flipped, a positive number's sign bit set (branch-free, so a pass of it vectorises).
    fn float_key(self) -> Self;
    /// [`Word::float_key`]'s inverse.
    fn float_bits(self) -> Self;
    fn wide(self) -> u64;
    fn narrow(v: u64) -> Self;
}

macro_rules! word {
    ($w:ty, $s:ty, $inf:expr) => {
        impl Word for $w {
            const SIGN: $w = 1 << (<$w>::BITS - 1);
            const INF: $w = $inf;
            const ZERO: $w = 0;
            #[inline(always)]
            fn xor(self, o: $w) -> $w {
                self ^ o
            }
            #[inline(always)]
            fn magnitude(self) -> $w {
                self & !Self::SIGN
            }
            #[inline(always)]
            fn float_key(self) -> $w {
                // the arithmetic shift spreads the sign bit over the word: all ones if negative
                self ^ (((self as $s) >> (<$w>::BITS - 1)) as $w | Self::SIGN)
            }
            #[inline(always)]
            fn float_bits(self) -> $w {
                self ^ ((((!self) as $s) >> (<$w>::BITS - 1)) as $w | Self::SIGN)
            }
            #[inline(always)]
            fn wide(self) -> u64 {
                self as u64
            }
            #[inline(always)]
            fn narrow(v: u64) -> $w {
                v as $w
            }
        }
    };
}
word!(u64, i64, f64::INFINITY.to_bits());
word!(u32, i32, f32::INFINITY.to_bits());

/// Sorts a lane of 4- or 8-byte numbers of `kind` where it lies, as NumPy does (no key
/// buffer, so no memory beyond the array's own). Each word becomes its order key in place
/// (a signed integer's sign bit flipped, a float's [`Word::float_key`]), the keys are
/// sorted ([`counting_sort`] or [`sort_unstable_parallel`]), and each key becomes its
/// word again. Each pass is a branch-free loop over the words. A float lane's zeros and
/// NaNs are found by one counting pass first; only a lane holding some is handled further:
/// its NaNs are set aside (in input order, they go last) and its zeros of either sign keep
/// their input order in the run of zeros, as a stable sort leaves them.
fn sort_words<W: Word>(w: &mut [W], kind: Kind) {
    match kind {
        Kind::Float => sort_float_words(w),
        Kind::Int => {
            if !counting_sort(w, W::SIGN) {
                w.iter_mut().for_each(|x| *x = x.xor(W::SIGN));
                sort_unstable_parallel(w);
                w.iter_mut().for_each(|x| *x = x.xor(W::SIGN));
            }
        }
        _ => {
            if !counting_sort(w, W::ZERO) {
                sort_unstable_parallel(w);
            }
        }
    }
}

fn sort_float_words<W: Word>(w: &mut [W]) {
    let (zeros, nans) = w.iter().fold((0usize, 0usize), |(z, q), &b| {
        let m = b.magnitude();
        (z + (m == W::ZERO) as usize, q + (m > W::INF) as usize)
    });
    let mut nan_words = Vec::with_capacity(nans);
    let mut len = w.len();
    if nans > 0 {
        len = 0;
        for i in 0..w.len() {
            let b = w[i];
            if b.magnitude() > W::INF {
                nan_words.push(b);
            } else {
                w[len] = b;
                len += 1;
            }
        }
    }
    let numbers = &mut w[..len];
    let mut zero_words = Vec::with_capacity(zeros);
    if zeros > 0 {
        for b in numbers.iter_mut() {
            if b.magnitude() == W::ZERO {
                zero_words.push(*b);
                *b = W::ZERO;
            }
        }
    }
    numbers.iter_mut().for_each(|b| *b = b.float_key());
    sort_unstable_parallel(numbers);
    // +0.0's key is the sign bit alone; every negative number's key is below it
    let first_zero = numbers.partition_point(|&k| k < W::SIGN);
    numbers.iter_mut().for_each(|k| *k = k.float_bits());
    numbers[first_zero..first_zero + zeros].copy_from_slice(&zero_words);
    w[len..].copy_from_slice(&nan_words);
}

fn sort_typed<T: Elem>(d: &mut [u8], shape: &[usize], axis: usize) {
    let (outer, n, inner) = lanes(shape, axis);
    let (sz, step) = (T::SIZE, inner * T::SIZE);
    let mut keys = Vec::new();
    for o in 0..outer {
        for i in 0..inner {
            sort_lane::<T>(d, (o * n * inner + i) * sz, step, n, &mut keys);
        }
    }
}

/// Sort every lane along `axis` of `c` in place. `c` must be C-contiguous (a fresh copy, or
/// an array `ndarray.sort` sorts where it lies).
pub fn sort_in_place(c: &NdArray, axis: usize) {
    super::buffer::release_spares();
    debug_assert!(c.is_c_contiguous());
    if c.size() == 0 {
        return;
    }
    let mut d = c.buf.data.borrow_mut();
    let (start, end) = (c.offset, c.offset + c.nbytes());
    with_elem!(c.dtype, T => sort_typed::<T>(&mut d[start..end], &c.shape, axis))
}

fn argsort_typed<T: Elem, P: Pos>(d: &[u8], shape: &[usize], axis: usize, out: &mut [u8]) {
    let (outer, n, inner) = lanes(shape, axis);
    let (mut keys, mut order) = (Vec::new(), Vec::<P>::new());
    for o in 0..outer {
        for i in 0..inner {
            let first = o * n * inner + i;
            lane_order(n, |k| T::rd(&d[(first + k * inner) * T::SIZE..]), &mut keys, &mut order);
            if inner == 1 {
                let row = out[first * 8..(first + n) * 8].chunks_exact_mut(8);
                row.zip(&order).for_each(|(b, &src)| b.copy_from_slice(&(src.get() as i64).to_le_bytes()));
            } else {
                for (k, &src) in order.iter().enumerate() {
                    (src.get() as i64).wr(&mut out[(first + k * inner) * 8..]);
                }
            }
        }
    }
}

/// The int64 indices that sort each lane along `axis` of the C-contiguous `c`, written into
/// `out` (an int64 C-contiguous array of the same shape, from byte 0).
pub fn argsort_into(c: &NdArray, axis: usize, out: &NdArray) {
    super::buffer::release_spares();
    debug_assert!(c.is_c_contiguous() && out.is_c_contiguous() && out.offset == 0);
    if c.size() == 0 {
        return;
    }
    let d = c.buf.bytes();
    let start = c.offset;
    let mut o = out.buf.data.borrow_mut();
    let n = c.shape[axis];
    with_elem!(c.dtype, T => if u32::try_from(n).is_ok() {
        argsort_typed::<T, u32>(&d[start..], &c.shape, axis, &mut o)
    } else {
        argsort_typed::<T, usize>(&d[start..], &c.shape, axis, &mut o)
    })
}

/// The `k`-th value (0-based) of `v` in the stable NumPy order, found by selection (NumPy's
/// `introselect` idea, O(n)). `v` has no NaN. Zeros of both signs tie; the stable order keeps
/// them in input order, so a zero answer takes the sign of the matching zero of `orig`.
/// `orig(j)` reads the lane's j-th value of `n` where it lies (NaNs, if any, count for
/// neither side), so the lane is copied only once.
fn kth_stable(v: &mut [f64], orig: impl Fn(usize) -> f64, n: usize, k: usize) -> f64 {
    let (_, x, _) = v.select_nth_unstable_by(k, |a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    let x = *x;
    if x != 0.0 {
        return x;
    }
    let below = (0..n).map(&orig).filter(|&y| y < 0.0).count();
    (0..n).map(&orig).filter(|&y| y == 0.0).nth(k - below).unwrap_or(x)
}

/// For each lane along `axis` of `a` (C order of the other axes): the values at positions
/// (n-1)/2 and n/2 of the sorted lane and whether n is odd, or None when the lane is empty or
/// holds a NaN (the median is then NaN). With `skip_nan` a lane's NaNs are dropped first
/// (nanmedian), so only an empty or all-NaN lane gives None. Each lane is read once, typed,
/// into a scratch row.
pub fn middle_values(a: &NdArray, axis: usize, skip_nan: bool) -> Vec<Option<(f64, f64, bool)>> {
    super::buffer::release_spares();
    let (outer, n, inner) = lanes(&a.shape, axis);
    let mut res = Vec::with_capacity(outer * inner);
    if outer * inner == 0 {
        return res;
    }
    let d = a.buf.bytes();
    let (st, ax_st) = (&a.strides, a.strides[axis]);
    let mut work: Vec<f64> = Vec::with_capacity(n);
    with_elem!(a.dtype, T => {
        for o in 0..outer {
            for i in 0..inner {
                // the byte offset of lane (o, i)'s first element
                let mut start = a.offset as isize;
                let mut rem_o = o;
                for k in (0..axis).rev() {
                    start += (rem_o % a.shape[k]) as isize * st[k];
                    rem_o /= a.shape[k];
                }
                let mut rem_i = i;
                for k in (axis + 1..a.ndim()).rev() {
                    start += (rem_i % a.shape[k]) as isize * st[k];
                    rem_i /= a.shape[k];
                }
                let lane_n = n;
                let orig = |k: usize| T::rd(&d[(start + k as isize * ax_st) as usize..]).to_f64();
                work.clear();
                work.extend((0..lane_n).map(orig));
                if skip_nan {
                    work.retain(|x| !x.is_nan());
                }
                let n = work.len();
                if n == 0 || work.iter().any(|x| x.is_nan()) {
                    res.push(None);
                    continue;
                }
                let hi = kth_stable(&mut work, orig, lane_n, n / 2);
                let lo = if n % 2 == 1 {
                    hi
                } else {
                    // after selecting n/2, the lower half holds the n/2 smallest values
                    let left = &mut work[..n / 2];
                    kth_stable(left, orig, lane_n, n / 2 - 1)
                };
                res.push(Some((lo, hi, n % 2 == 1)));
            }
        }
    });
    res
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dtype::DType;

    /// The reference: a stable comparison sort in NumPy's order (NaN last, -0.0 == 0.0).
    fn reference(v: &[f64]) -> Vec<usize> {
        let mut idx: Vec<usize> = (0..v.len()).collect();
        idx.sort_by(|&a, &b| match (v[a].is_nan(), v[b].is_nan()) {
            (true, true) => std::cmp::Ordering::Equal,
            (true, false) => std::cmp::Ordering::Greater,
            (false, true) => std::cmp::Ordering::Less,
            _ => v[a].partial_cmp(&v[b]).unwrap(),
        });
        idx
    }

    fn array_of(v: &[f64]) -> std::rc::Rc<NdArray> {
        let a = NdArray::zeros(DType::Float64, &[v.len()], false).unwrap();
        {
            let mut d = a.buf.data.borrow_mut();
            for (k, x) in v.iter().enumerate() {
                x.wr(&mut d[k * 8..]);
            }
        }
        a
    }

    /// `n` floats cycling through zeros of both signs, NaNs of both signs, both infinities
    /// and `rest(k)` (repeats, for ties).
    fn awkward_floats(n: usize, rest: impl Fn(usize) -> f64) -> Vec<f64> {
        let special = [-0.0, 0.0, f64::NAN, -f64::NAN, f64::INFINITY, f64::NEG_INFINITY];
        (0..n).map(|k| special.get(k % 11).copied().unwrap_or_else(|| rest(k))).collect()
    }

    #[test]
    fn radix_and_short_lanes_match_a_stable_sort_bit_for_bit() {
        // 100_003: long enough to be split at a pivot and sorted on two threads
        for n in [7usize, 300, 5000, 100_003] {
            let v = awkward_floats(n, |k| ((k * 7919) % 101) as f64 - 50.5);
            let want = reference(&v);
            let a = array_of(&v);
            let out = NdArray::zeros(DType::Int64, &[n], false).unwrap();
            argsort_into(&a, 0, &out);
            let got: Vec<usize> = (0..n).map(|k| out.get_flat(k).as_i64_wrapping() as usize).collect();
            assert_eq!(got, want, "argsort n={n}");
            sort_in_place(&a, 0);
            let bits: Vec<u64> = (0..n).map(|k| a.get_flat(k).as_f64().to_bits()).collect();
            let want_bits: Vec<u64> = want.iter().map(|&i| v[i].to_bits()).collect();
            assert_eq!(bits, want_bits, "sort n={n}");
        }
    }

    #[test]
    fn float_lanes_sort_bit_for_bit_as_words_and_through_the_key_buffer() {
        // float32 lanes (sorted as u32 words where they lie), and float64 lanes along axis 0
        // of an (n, 2) array (strided: sorted through the key buffer): zeros of both signs
        // in input order, NaNs last in input order
        let n = 70_001;
        let v = awkward_floats(n, |k| ((k * 7919) % 1009) as f64 * 0.25 - 100.0);
        let want = reference(&v);
        for (dt, shape, axis) in [(DType::Float32, vec![n], 0), (DType::Float64, vec![n, 2], 0)] {
            let a = NdArray::zeros(dt, &shape, false).unwrap();
            let cols = shape.get(1).copied().unwrap_or(1);
            {
                let mut d = a.buf.data.borrow_mut();
                for (k, &x) in v.iter().enumerate() {
                    for c in 0..cols {
                        with_elem!(dt, T => T::from_f64(x).wr(&mut d[(k * cols + c) * T::SIZE..]));
                    }
                }
            }
            sort_in_place(&a, axis);
            for c in 0..cols {
                let got: Vec<u64> = (0..n).map(|k| a.get_flat(k * cols + c).as_f64().to_bits()).collect();
                let want_bits: Vec<u64> = want.iter().map(|&i| with_elem!(dt, T => T::from_f64(v[i]).to_f64().to_bits())).collect();
                assert_eq!(got, want_bits, "{dt:?} column {c}");
            }
        }
    }

    #[test]
    fn wide_range_integer_lanes_sort_as_words() {
        // int32, uint32 and uint64 over their whole range (no counting sort), long enough to
        // be split at a pivot, with one value repeated often (the pivot's run set apart)
        let n = 100_000usize;
        let mut r = 0x2545_F491_4F6C_DD1Du64;
        let raw: Vec<u64> = (0..n).map(|k| { r ^= r << 13; r ^= r >> 7; r ^= r << 17; if k % 3 == 0 { 12345 } else { r } }).collect();
        for dt in [DType::Int32, DType::UInt32, DType::UInt64] {
            let a = NdArray::zeros(dt, &[n], false).unwrap();
            with_elem!(dt, T => {
                let vals: Vec<T> = raw.iter().map(|&x| T::from_u64(x)).collect();
                {
                    let mut d = a.buf.data.borrow_mut();
                    for (k, &x) in vals.iter().enumerate() {
                        x.wr(&mut d[k * T::SIZE..]);
                    }
                }
                sort_in_place(&a, 0);
                let mut want = vals.clone();
                want.sort_by(|x, y| x.partial_cmp(y).unwrap());
                let d = a.buf.bytes();
                let got: Vec<T> = d.chunks_exact(T::SIZE).map(T::rd).collect();
                assert!(got == want, "{dt:?}");
            });
        }
    }

    #[test]
    fn parallel_sort_sorts_any_spread_of_keys() {
        let n = 1 << 17;
        let spreads: [fn(usize) -> u64; 4] = [|k| (k as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15), |_| 7, |k| (k % 3) as u64, |k| ((1 << 17) - k) as u64];
        for f in spreads {
            let keys: Vec<u64> = (0..n).map(f).collect();
            let mut got = keys.clone();
            sort_unstable_parallel(&mut got);
            let mut want = keys;
            want.sort_unstable();
            assert_eq!(got, want);
        }
    }

    #[test]
    fn small_range_integer_lanes_sort_by_counting_and_stay_exact() {
        // int64 and int8 (keys offset from the type's minimum), one lane and several
        for (dt, n, shape) in [(DType::Int64, 10_000usize, vec![10_000usize]), (DType::Int8, 12_000, vec![2, 6_000])] {
            let v: Vec<i64> = (0..n).map(|k| ((k * 7919) % 201) as i64 - 100).collect();
            let a = NdArray::zeros(dt, &shape, false).unwrap();
            {
                let mut d = a.buf.data.borrow_mut();
                for (k, &x) in v.iter().enumerate() {
                    with_elem!(dt, T => T::from_i64(x).wr(&mut d[k * T::SIZE..]));
                }
            }
            sort_in_place(&a, shape.len() - 1);
            let lane = shape[shape.len() - 1];
            for (l, chunk) in v.chunks(lane).enumerate() {
                let mut want = chunk.to_vec();
                want.sort_unstable();
                let got: Vec<i64> = (0..lane).map(|k| a.get_flat(l * lane + k).as_i64_wrapping()).collect();
                assert_eq!(got, want, "{dt:?} lane {l}");
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn counting_sort_sorts_or_leaves_the_keys(base in 0u64..u64::MAX / 2, span in 1u64..3_000_000, n in 4000usize..20_000, seed in 0u64..1000) {
            let mut r = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
            let keys: Vec<u64> = (0..n).map(|_| { r ^= r << 13; r ^= r >> 7; r ^= r << 17; base + r % span }).collect();
            let mut got = keys.clone();
            let counted = counting_sort(&mut got, 0);
            let mut want = keys.clone();
            want.sort_unstable();
            if counted {
                proptest::prop_assert_eq!(got, want);
            } else {
                proptest::prop_assert_eq!(got, keys);
                proptest::prop_assert!(n < COUNT_MIN_LEN || span as usize > COUNT_SPAN_MAX.min(n) - 1);
            }
        }

        #[test]
        fn counting_sort_orders_signed_words_by_the_sign_flip(lo in -3000i64..3000, span in 1i64..4000, n in 4096usize..9000, seed in 0u64..1000) {
            let mut r = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
            let vals: Vec<i64> = (0..n).map(|_| { r ^= r << 13; r ^= r >> 7; r ^= r << 17; lo + (r % span as u64) as i64 }).collect();
            let mut got: Vec<u64> = vals.iter().map(|&v| v as u64).collect();
            proptest::prop_assert!(counting_sort(&mut got, 1u64 << 63));
            let mut want = vals.clone();
            want.sort_unstable();
            proptest::prop_assert_eq!(got.iter().map(|&w| w as i64).collect::<Vec<_>>(), want);
        }

        #[test]
        fn partition_below_splits_every_key_to_its_side(keys in proptest::collection::vec(0u64..50, 0..200), pivot in 0u64..50) {
            let mut got = keys.clone();
            let at = partition_below(&mut got, |k| k < pivot);
            proptest::prop_assert!(got[..at].iter().all(|&k| k < pivot) && got[at..].iter().all(|&k| k >= pivot));
            let (mut a, mut b) = (got, keys);
            a.sort_unstable();
            b.sort_unstable();
            proptest::prop_assert_eq!(a, b);
        }

        #[test]
        fn float_words_keep_order_and_come_back(x in proptest::num::f64::ANY, y in proptest::num::f64::ANY) {
            let (a, b) = (x.to_bits(), y.to_bits());
            proptest::prop_assert_eq!(a.float_key().float_bits(), a);
            // the rule as written in words, against the branch-free one
            let by_rule = |b: u64| if b >> 63 == 1 { !b } else { b | (1 << 63) };
            proptest::prop_assert_eq!(a.float_key(), by_rule(a));
            proptest::prop_assert_eq!(value_of::<f64>(float_key(x), 0).to_bits(), a);
            let (fa, fb) = ((x as f32).to_bits(), (y as f32).to_bits());
            proptest::prop_assert_eq!(fa.float_key().float_bits(), fa);
            if !x.is_nan() && !y.is_nan() && x < y {
                proptest::prop_assert!(a.float_key() < b.float_key());
                proptest::prop_assert!((x as f32) == (y as f32) || fa.float_key() < fb.float_key());
            }
        }

        #[test]
        fn merged_halves_are_sorted_and_stable(mut a in proptest::collection::vec(0u64..20, 0..60), mut b in proptest::collection::vec(0u64..20, 0..60)) {
            a.sort_unstable();
            b.sort_unstable();
            let tag = |left: bool, v: &[u64]| -> Vec<(bool, usize)> { (0..v.len()).map(|i| (left, i)).collect() };
            let mut got = Vec::new();
            merge_by_key(&a, &tag(true, &a), &b, &tag(false, &b), |p| got.push(p));
            // every position once; keys ascending; among equal keys `a`'s come first
            let mut want: Vec<(u64, bool, usize)> = a.iter().enumerate().map(|(i, &k)| (k, true, i)).chain(b.iter().enumerate().map(|(j, &k)| (k, false, j))).collect();
            want.sort_by_key(|&(k, left, i)| (k, !left, i));
            let want: Vec<(bool, usize)> = want.into_iter().map(|(_, left, i)| (left, i)).collect();
            proptest::prop_assert_eq!(got, want);
        }
    }
}

/// What one quantile reads from a sorted lane of length n (NumPy's `_quantile`): one
/// position (`take`, the discrete methods) or two with a weight (`_lerp`). Positions are
/// already in 0..n.
#[derive(Debug, Clone, Copy)]
pub enum QuantilePick {
    Take(usize),
    Lerp { prev: usize, next: usize, t: f64 },
}

/// The quantiles of every lane of `c` (C-contiguous; lanes are its last axis, of length n > 0),
/// as a flat `out_dt` array: pick k of lane j at k * lanes + j. `picks(m)` gives the positions
/// to read from a sorted lane of m values. A lane holding a NaN gives NaN (NumPy copies in the
/// lane's last sorted value), unless `skip_nan`: then its NaNs are dropped first (nanquantile)
/// and only an all-NaN lane gives NaN. `_lerp` is computed as NumPy does it: the difference
/// b - a in the input's own type (wrapping for integers), then `a + d*t`, or `b - d*(1 - t)`
/// when t >= 0.5, in the result type, with t and 1 - t rounded to it.
pub fn quantile_lanes(
    c: &NdArray,
    picks: &dyn Fn(usize) -> Vec<QuantilePick>,
    count: usize,
    out_dt: super::dtype::DType,
    skip_nan: bool,
) -> crate::error::PyResult<std::rc::Rc<NdArray>> {
    let n = *c.shape.last().unwrap_or(&1);
    let lanes = c.size().checked_div(n).unwrap_or(0);
    let out = NdArray::zeros(out_dt, &[count * lanes], false)?;
    {
        let d = c.buf.bytes();
        let mut o = out.buf.data.borrow_mut();
        let lane = Lanes { n, lanes, count, skip_nan };
        // the result is in the input's dtype or float64 (the only two the caller asks for):
        // 28 typed kernels, not one per pair of dtypes
        let d = &d[c.offset..];
        if out_dt == c.dtype {
            with_elem!(c.dtype, T => quantile_kernel::<T, T>(d, &lane, picks, &mut o));
        } else if out_dt == super::dtype::DType::Float64 {
            with_elem!(c.dtype, T => quantile_kernel::<T, f64>(d, &lane, picks, &mut o));
        } else {
            return Err(crate::error::value_error(format!("quantile: no {out_dt:?} result for {:?} values", c.dtype)));
        }
    }
    Ok(out)
}

struct Lanes {
    n: usize,
    lanes: usize,
    count: usize,
    skip_nan: bool,
}

fn quantile_kernel<T: Elem + super::kernels::Arith, R: Elem + super::kernels::Arith>(
    d: &[u8],
    l: &Lanes,
    picks: &dyn Fn(usize) -> Vec<QuantilePick>,
    out: &mut [u8],
) {
    let (n, lanes) = (l.n, l.lanes);
    let mut row: Vec<T> = Vec::with_capacity(n);
    // the picks depend only on the number of values read; lanes mostly share it
    let mut cached: Option<(usize, Vec<QuantilePick>)> = None;
    for j in 0..lanes {
        sorted_row(&mut row, &d[j * n * T::SIZE..(j + 1) * n * T::SIZE]);
        let m = if l.skip_nan { row.iter().take_while(|v| !v.isnan()).count() } else { n };
        let nan = if l.skip_nan { m == 0 } else { row[n - 1].isnan() };
        if cached.as_ref().is_none_or(|(k, _)| *k != m) && !nan {
            cached = Some((m, picks(m)));
        }
        for k in 0..l.count {
            let v = match &cached {
                Some((_, p)) if !nan => match p[k] {
                    QuantilePick::Take(i) => R::cast_from(row[i]),
                    QuantilePick::Lerp { prev, next, t } => {
                        let (a, b) = (row[prev], row[next]);
                        let diff = R::cast_from(b.sub(a));
                        if t >= 0.5 {
                            R::cast_from(b).sub(diff.mul(R::from_f64(1.0 - t)))
                        } else {
                            R::cast_from(a).add(diff.mul(R::from_f64(t)))
                        }
                    }
                },
                _ => R::cast_from(row[n - 1]),
            };
            v.wr(&mut out[(k * lanes + j) * R::SIZE..]);
        }
    }
}

/// `row` = the elements of `lane` stably sorted, NaNs last: one sort per element type,
/// whatever the quantile's result type.
fn sorted_row<T: Elem>(row: &mut Vec<T>, lane: &[u8]) {
    row.clear();
    row.extend(lane.chunks_exact(T::SIZE).map(T::rd));
    row.sort_by(|x, y| nan_last(*x, *y));
}

/// NumPy's sort order for any element type: complex lexicographic, NaN parts last.
pub(crate) fn sort_order<T: Elem>(x: T, y: T) -> std::cmp::Ordering {
    if T::DT.is_complex() { complex_order(&x, &y) } else { nan_last(x, y) }
}

/// `np.searchsorted` (npysort/binsearch.cpp `binsearch` and `argbinsearch`): the insertion
/// point of every key (C order of `keys`) in the 1-d `hay`, both of one dtype, written as
/// int64 into `out`. Each search starts from the bounds the previous key left, so the
/// sorter entries checked are the ones NumPy checks; false when a sorter entry it reads is
/// out of range (NumPy's error). `right`: a[i] <= key moves up (else a[i] < key).
pub fn searchsorted(hay: &NdArray, keys: &NdArray, sorter: Option<&[i64]>, right: bool, out: &mut [u8]) -> bool {
    with_elem!(hay.dtype, T => search_typed::<T>(hay, keys, sorter, right, out))
}

fn search_typed<T: Elem>(hay: &NdArray, keys: &NdArray, sorter: Option<&[i64]>, right: bool, out: &mut [u8]) -> bool {
    use std::cmp::Ordering;
    let hd = hay.buf.data.borrow();
    let kd = keys.buf.data.borrow();
    let n = hay.size();
    let h = |i: usize| T::rd(&hd[(hay.offset as isize + i as isize * hay.strides[0]) as usize..]);
    let cmp = |p: T, q: T| if right { sort_order(p, q) != Ordering::Greater } else { sort_order(p, q) == Ordering::Less };
    let (mut lo, mut hi) = (0usize, n);
    let mut last: Option<T> = None;
    let mut slots = out.chunks_exact_mut(8);
    let mut failed = false;
    let mut walk = super::kernels::Walk::new(&keys.shape, [&keys.strides]);
    walk.run([keys.offset], |p, m, st| {
        for i in 0..m {
            if failed {
                return;
            }
            let key = T::rd(&kd[(p[0] as isize + i as isize * st[0]) as usize..]);
            if last.is_some_and(|l| cmp(l, key)) {
                hi = n;
            } else {
                lo = 0;
                hi = if hi < n { hi + 1 } else { n };
            }
            last = Some(key);
            while lo < hi {
                let mid = lo + ((hi - lo) >> 1);
                let at = match sorter {
                    None => mid,
                    Some(so) => match usize::try_from(so[mid]) {
                        Ok(j) if j < n => j,
                        _ => {
                            failed = true;
                            return;
                        }
                    },
                };
                if cmp(h(at), key) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            if let Some(z) = slots.next() {
                z.copy_from_slice(&(lo as i64).to_le_bytes());
            }
        }
    });
    !failed
}

/// Partition every lane along `axis` of `t` for the sorted, in-range `kths` (NumPy's
/// `np.partition`, or `np.argpartition` with `arg`), into a new C-ordered array. `sorts`:
/// NumPy would sort the lane instead (its SIMD path), which a stable sort reproduces.
/// How NumPy selects in a lane: its own introselect, x86-simd-sort's sorting network (short
/// lanes: they come out sorted), or x86-simd-sort's AVX2 argselect (longer lanes of
/// `argpartition`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Select {
    Introselect,
    Network,
    XssArgselect,
}

pub fn partition_lanes(t: &NdArray, axis: usize, kths: &[usize], arg: bool, how: Select) -> crate::error::PyResult<std::rc::Rc<NdArray>> {
    super::buffer::release_spares();
    let out_dt = if arg { super::dtype::DType::Int64 } else { t.dtype };
    let out = NdArray::zeros(out_dt, &t.shape, false)?;
    let src = super::gather::bytes_of(t, t.dtype)?;
    {
        let mut d = out.buf.data.borrow_mut();
        with_elem!(t.dtype, T => partition_typed::<T>(&src, &t.shape, axis, kths, arg, how, &mut d));
    }
    Ok(out)
}

fn partition_typed<T: Elem>(src: &[u8], shape: &[usize], axis: usize, kths: &[usize], arg: bool, how: Select, out: &mut [u8]) {
    use std::cmp::Ordering;
    let (outer, n, inner) = lanes(shape, axis);
    let float = T::DT.is_float();
    let mut lane: Vec<T> = Vec::with_capacity(n);
    for o in 0..outer {
        for i in 0..inner {
            let base = o * n * inner + i;
            lane.clear();
            lane.extend((0..n).map(|k| T::rd(&src[(base + k * inner) * T::SIZE..])));
            // a NaN takes x86-simd-sort's vector compares elsewhere than NumPy's order: not modelled
            let xss = how == Select::XssArgselect && kths.len() == 1 && !lane.iter().any(|x| x.isnan());
            let perm = if how == Select::Network {
                let mut p: Vec<usize> = (0..n).collect();
                p.sort_by(|&u, &w| sort_order(lane[u], lane[w]));
                p
            } else if xss {
                super::selection::xss_argselect(&lane, kths[0], |p, q| sort_order(p, q) == Ordering::Less)
            } else {
                super::selection::argselect(&lane, kths, |p, q| sort_order(p, q) == Ordering::Less, float)
            };
            for (k, &from) in perm.iter().enumerate() {
                let at = base + k * inner;
                if arg {
                    out[at * 8..at * 8 + 8].copy_from_slice(&(from as i64).to_le_bytes());
                } else {
                    lane[from].wr(&mut out[at * T::SIZE..]);
                }
            }
        }
    }
}

/// NumPy's sort order for one element type: NaN after everything (two NaNs compare equal).
fn nan_last<T: Elem>(x: T, y: T) -> std::cmp::Ordering {
    match (x.isnan(), y.isnan()) {
        (false, false) => x.partial_cmp(&y).unwrap_or(std::cmp::Ordering::Equal),
        (a, b) => a.cmp(&b),
    }
}

/// The groups `np.unique` finds among `nrows` rows of `row_len` elements (C-contiguous
/// `data` of dtype `dt`): each group's first row in input order (by a stable sort, as the
/// mergesort NumPy uses for return_index), its size, and every row's group. Rows compare
/// lexicographically in NumPy's sort order; NaNs are one value when `equal_nan`.
pub struct UniqueGroups {
    pub firsts: Vec<usize>,
    pub counts: Vec<i64>,
    pub inverse: Vec<i64>,
}

pub fn unique_rows(data: &[u8], dt: super::dtype::DType, nrows: usize, row_len: usize, equal_nan: bool) -> PyResult<UniqueGroups> {
    // the sort order and the inverse take an int64 per row: 2**32 empty rows are 64 GB of
    // bookkeeping for no data, refused as the array it is
    super::array::check_alloc(&[nrows, 2], super::dtype::DType::Int64)?;
    Ok(with_elem!(dt, T => unique_rows_typed::<T>(data, nrows, row_len, equal_nan)))
}

fn unique_rows_typed<T: Elem>(data: &[u8], nrows: usize, row_len: usize, equal_nan: bool) -> UniqueGroups {
    use std::cmp::Ordering;
    let vals: Vec<T> = data[..nrows * row_len * T::SIZE].chunks_exact(T::SIZE).map(T::rd).collect();
    let row = |r: usize| &vals[r * row_len..(r + 1) * row_len];
    let cmp_rows = |p: usize, q: usize| -> Ordering {
        for (u, v) in row(p).iter().zip(row(q)) {
            let c = nan_last(*u, *v);
            if c != Ordering::Equal {
                return c;
            }
        }
        Ordering::Equal
    };
    let same = |p: usize, q: usize| -> bool {
        row(p).iter().zip(row(q)).all(|(u, v)| nan_last(*u, *v) == Ordering::Equal && (equal_nan || !u.isnan()))
    };
    let mut order: Vec<usize> = Vec::new();
    if row_len == 1 {
        // single values: the keyed stable sort of argsort (same order as `cmp_rows`)
        lane_order(vals.len(), |k| vals[k], &mut Vec::new(), &mut order);
    } else {
        order.extend(0..nrows);
        order.sort_by(|&p, &q| cmp_rows(p, q));
    }
    let mut g = UniqueGroups { firsts: Vec::new(), counts: Vec::new(), inverse: vec![0; nrows] };
    for (k, &r) in order.iter().enumerate() {
        if k == 0 || !same(order[k - 1], r) {
            g.firsts.push(r);
            g.counts.push(0);
        }
        if let Some(c) = g.counts.last_mut() {
            *c += 1;
        }
        g.inverse[r] = g.firsts.len() as i64 - 1;
    }
    g
}

/// `np.unique` of single elements without indices: the sorted distinct values of `data`
/// (C-contiguous, `n` elements of `dt`) as bytes, and how often each occurs. Sorting the
/// values themselves is the fast path NumPy takes too (`ar.sort()`, then a neighbour mask);
/// the sort keeps equal zeros in input order, so the first of a group is the first seen.
/// `hashed`: NumPy answers through its hash table (`_unique_hash`: no counts asked), which
/// keeps the first complex NaN seen in input order for the one NaN group.
pub fn unique_values(data: &[u8], dt: super::dtype::DType, n: usize, equal_nan: bool, hashed: bool) -> (Vec<u8>, Vec<i64>) {
    super::buffer::release_spares();
    with_elem!(dt, T => {
        let (mut out, mut counts) = (Vec::new(), Vec::new());
        let push = |x: T, out: &mut Vec<u8>| {
            let mut b = [0u8; 16];
            x.wr(&mut b);
            out.extend_from_slice(&b[..T::SIZE]);
        };
        let lane = data[..n * T::SIZE].chunks_exact(T::SIZE).map(T::rd);
        if T::DT.kind() == Kind::Complex {
            let mut sorted: Vec<T> = lane.collect();
            sorted.sort_by(complex_order);
            let mut prev: Option<T> = None;
            for &x in &sorted {
                match prev {
                    Some(p) if nan_last(p, x) == std::cmp::Ordering::Equal && (equal_nan || !x.isnan()) => {
                        if let Some(c) = counts.last_mut() {
                            *c += 1;
                        }
                    }
                    _ => {
                        let first_nan = || data[..n * T::SIZE].chunks_exact(T::SIZE).map(T::rd).find(|v| v.isnan());
                        let shown = if hashed && equal_nan && x.isnan() { first_nan().unwrap_or(x) } else { x };
                        push(shown, &mut out);
                        counts.push(1i64);
                        prev = Some(x);
                    }
                }
            }
            return (out, counts);
        }
        // groups straight from the sorted keys (no sorted copy of the values): -0.0 and 0.0
        // are one group, shown as the first zero seen; NaNs come last
        let lo = T::DT.int_bounds().map_or(0, |b| b.0);
        let s = sorted_keys::<T>(lane, Vec::new());
        let mut prev: Option<T> = None;
        for &key in &s.keys {
            let x = value_of::<T>(key, lo);
            match prev {
                Some(p) if nan_last(p, x) == std::cmp::Ordering::Equal => {
                    if let Some(c) = counts.last_mut() {
                        *c += 1;
                    }
                }
                _ => {
                    let shown = if !s.zeros.is_empty() && x.to_f64() == 0.0 { s.zeros[0] } else { x };
                    push(shown, &mut out);
                    counts.push(1i64);
                    prev = Some(x);
                }
            }
        }
        for (j, &x) in s.nans.iter().enumerate() {
            if equal_nan && j > 0 {
                if let Some(c) = counts.last_mut() {
                    *c += 1;
                }
            } else {
                push(x, &mut out);
                counts.push(1i64);
            }
        }
        (out, counts)
    })
}
