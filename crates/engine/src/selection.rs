//! NumPy's partial sort (`numpy/_core/src/npysort/selection.cpp`): introselect, a
//! median-of-3 quickselect that falls back to a median-of-medians pivot when it stops
//! making progress, and keeps a stack of the pivots it placed so that several kth are
//! selected one after the other in the part that is still unordered. Swaps act on an
//! index permutation (NumPy's `argpartition` form); `partition` reads the values through
//! it, which is the same sequence of swaps NumPy applies to the values themselves.
//!
//! Also x86-simd-sort's AVX2 `argselect` (src/xss-common-argsort.h), which NumPy's
//! `argpartition` runs instead for one kth of 4- and 8-byte numbers on x86 (`xss_argselect`).

/// NumPy's `NPY_MAX_PIVOT_STACK`.
const MAX_PIVOT_STACK: usize = 50;

struct Sel<'a, T, F> {
    v: &'a [T],
    idx: &'a mut [usize],
    less: F,
    /// NumPy's floating-point specialisation for kth == n - 1 (finding a NaN cheaply).
    float: bool,
}

impl<T: Copy, F: Fn(T, T) -> bool> Sel<'_, T, F> {
    #[inline]
    fn at(&self, i: isize) -> T {
        self.v[self.idx[i as usize]]
    }

    #[inline]
    fn lt(&self, i: isize, j: isize) -> bool {
        (self.less)(self.at(i), self.at(j))
    }

    #[inline]
    fn swap(&mut self, i: isize, j: isize) {
        self.idx.swap(i as usize, j as usize);
    }

    fn in_range(&self, i: isize) -> bool {
        i >= 0 && (i as usize) < self.idx.len()
    }
}

fn store_pivot(pivot: isize, kth: isize, pivots: &mut Option<&mut Vec<isize>>) {
    let Some(p) = pivots else { return };
    if pivot == kth && p.len() == MAX_PIVOT_STACK {
        if let Some(top) = p.last_mut() {
            *top = pivot;
        }
    } else if pivot >= kth && p.len() < MAX_PIVOT_STACK {
        p.push(pivot);
    }
}

/// Median of v[low], v[mid], v[high] moved to low, the smallest to low + 1.
fn median3_swap<T: Copy, F: Fn(T, T) -> bool>(s: &mut Sel<T, F>, o: isize, low: isize, mid: isize, high: isize) {
    if s.lt(o + high, o + mid) {
        s.swap(o + high, o + mid);
    }
    if s.lt(o + high, o + low) {
        s.swap(o + high, o + low);
    }
    if s.lt(o + low, o + mid) {
        s.swap(o + low, o + mid);
    }
    s.swap(o + mid, o + low + 1);
}

/// Index (0..5) of the median of the five elements from `o`.
fn median5<T: Copy, F: Fn(T, T) -> bool>(s: &mut Sel<T, F>, o: isize) -> isize {
    for (a, b) in [(1, 0), (4, 3), (3, 0), (4, 1), (2, 1)] {
        if s.lt(o + a, o + b) {
            s.swap(o + a, o + b);
        }
    }
    if s.lt(o + 3, o + 2) {
        if s.lt(o + 3, o + 1) { 1 } else { 3 }
    } else {
        2
    }
}

fn median_of_median5<T: Copy, F: Fn(T, T) -> bool>(s: &mut Sel<T, F>, o: isize, num: isize) -> isize {
    let nmed = num / 5;
    for i in 0..nmed {
        let subleft = i * 5;
        let m = median5(s, o + subleft);
        s.swap(o + subleft + m, o + i);
    }
    if nmed > 2 {
        introselect(s, o, nmed, nmed / 2, None);
    }
    nmed / 2
}

/// Hoare partition around `pivot` between the sentinels at `ll` and `hh`.
fn unguarded_partition<T: Copy, F: Fn(T, T) -> bool>(s: &mut Sel<T, F>, o: isize, pivot: T, ll: &mut isize, hh: &mut isize) {
    loop {
        loop {
            *ll += 1;
            if !s.in_range(o + *ll) || !(s.less)(s.at(o + *ll), pivot) {
                break;
            }
        }
        loop {
            *hh -= 1;
            if !s.in_range(o + *hh) || !(s.less)(pivot, s.at(o + *hh)) {
                break;
            }
        }
        if *hh < *ll {
            break;
        }
        s.swap(o + *ll, o + *hh);
    }
}

/// Selection sort of the first kth + 1 positions (fast for a kth close to the start).
fn dumb_select<T: Copy, F: Fn(T, T) -> bool>(s: &mut Sel<T, F>, o: isize, num: isize, kth: isize) {
    for i in 0..=kth {
        let mut minidx = i;
        let mut minval = s.at(o + i);
        for k in i + 1..num {
            if (s.less)(s.at(o + k), minval) {
                minidx = k;
                minval = s.at(o + k);
            }
        }
        s.swap(o + i, o + minidx);
    }
}

fn introselect<T: Copy, F: Fn(T, T) -> bool>(s: &mut Sel<T, F>, o: isize, num: isize, kth: isize, mut pivots: Option<&mut Vec<isize>>) {
    let mut low: isize = 0;
    let mut high: isize = num - 1;
    if let Some(p) = pivots.as_deref_mut() {
        while let Some(&top) = p.last() {
            if top > kth {
                high = top - 1;
                break;
            } else if top == kth {
                return;
            }
            low = top + 1;
            p.pop();
        }
    }
    if kth - low < 3 {
        dumb_select(s, o + low, high - low + 1, kth - low);
        store_pivot(kth, kth, &mut pivots);
        return;
    } else if s.float && kth == num - 1 {
        let mut maxidx = low;
        let mut maxval = s.at(o + low);
        for k in low + 1..num {
            if !(s.less)(s.at(o + k), maxval) {
                maxidx = k;
                maxval = s.at(o + k);
            }
        }
        s.swap(o + kth, o + maxidx);
        return;
    }
    let mut depth_limit = (usize::BITS - 1 - (num as usize).leading_zeros()) as isize * 2;
    while low + 1 < high {
        let mut ll = low + 1;
        let mut hh = high;
        if depth_limit > 0 || hh - ll < 5 {
            let mid = low + (high - low) / 2;
            median3_swap(s, o, low, mid, high);
        } else {
            let mid = ll + median_of_median5(s, o + ll, hh - ll);
            s.swap(o + mid, o + low);
            ll -= 1;
            hh += 1;
        }
        depth_limit -= 1;
        let pivot = s.at(o + low);
        unguarded_partition(s, o, pivot, &mut ll, &mut hh);
        s.swap(o + low, o + hh);
        if hh != kth {
            store_pivot(hh, kth, &mut pivots);
        }
        if hh >= kth {
            high = hh - 1;
        }
        if hh <= kth {
            low = ll;
        }
    }
    if low + 1 == high && s.lt(o + high, o + low) {
        s.swap(o + high, o + low);
    }
    store_pivot(kth, kth, &mut pivots);
}

/// The permutation NumPy's `argpartition` gives one lane `v` for the (sorted, in-range)
/// `kths`: introselect for each kth in turn, sharing the pivot stack. `less` is NumPy's
/// sort order; `float` enables its kth == n - 1 shortcut for floating dtypes.
pub fn argselect<T: Copy>(v: &[T], kths: &[usize], less: impl Fn(T, T) -> bool, float: bool) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..v.len()).collect();
    if v.is_empty() {
        return idx;
    }
    let mut pivots: Vec<isize> = Vec::new();
    let mut s = Sel { v, idx: &mut idx, less, float };
    for &k in kths {
        introselect(&mut s, 0, v.len() as isize, k as isize, Some(&mut pivots));
    }
    idx
}

/// The lanes of x86-simd-sort's AVX2 vectors for argselect (4 indices of 8 bytes; 4- and
/// 8-byte keys alike) and its unroll factor.
const LANES: usize = 4;
const UNROLL: usize = 4;

/// x86-simd-sort's AVX2 `argselect` (src/xss-common-argsort.h, `argselect_64bit_`), which
/// NumPy's `argpartition` runs for one kth of 4- and 8-byte numbers on AVX2 machines: a
/// quickselect whose pivot is the third of four evenly spaced samples, whose partition
/// moves four vectors of four indices at a time from either end (`partition_avx512_unrolled`
/// with `double_compressstore`: indices below the pivot packed to the left in lane order,
/// the others to the right in reversed lane order), and which sorts ranges of at most 256
/// (its key-value network; sorted, as the network sorts distinct keys). `less` is the
/// order of keys (no NaN reaches here). The index permutation it leaves.
pub fn xss_argselect<T: Copy>(v: &[T], k: usize, less: impl Fn(T, T) -> bool) -> Vec<usize> {
    let n = v.len();
    let mut arg: Vec<usize> = (0..n).collect();
    if n > 1 {
        let max_iters = 2 * (n as f64).log2() as i64;
        xss_select(v, &mut arg, k, 0, n - 1, max_iters, &less);
    }
    arg
}

fn xss_sort_range<T: Copy>(v: &[T], arg: &mut [usize], less: &impl Fn(T, T) -> bool) {
    arg.sort_by(|&a, &b| if less(v[a], v[b]) { std::cmp::Ordering::Less } else if less(v[b], v[a]) { std::cmp::Ordering::Greater } else { std::cmp::Ordering::Equal });
}

fn xss_select<T: Copy>(v: &[T], arg: &mut [usize], pos: usize, left: usize, right: usize, max_iters: i64, less: &impl Fn(T, T) -> bool) {
    if max_iters <= 0 || right + 1 - left <= 256 {
        xss_sort_range(v, &mut arg[left..=right], less);
        return;
    }
    // get_pivot_64bit with four lanes: the median-ish of four samples
    let size = (right - left) / 4;
    let mut s = [v[arg[left + size]], v[arg[left + 2 * size]], v[arg[left + 3 * size]], v[arg[left + 4 * size]]];
    s.sort_by(|a, b| if less(*a, *b) { std::cmp::Ordering::Less } else if less(*b, *a) { std::cmp::Ordering::Greater } else { std::cmp::Ordering::Equal });
    let pivot = s[2];
    // the range's smallest and biggest, as the partition's min/max vectors find them
    let (mut smallest, mut biggest) = (v[arg[left]], v[arg[left]]);
    for &i in &arg[left..=right] {
        if less(v[i], smallest) {
            smallest = v[i];
        }
        if less(biggest, v[i]) {
            biggest = v[i];
        }
    }
    let pivot_index = xss_partition_unrolled(v, arg, left, right + 1, pivot, less);
    let eq = |a: T, b: T| !less(a, b) && !less(b, a);
    if !eq(pivot, smallest) && pos < pivot_index {
        xss_select(v, arg, pos, left, pivot_index - 1, max_iters - 1, less);
    } else if !eq(pivot, biggest) && pos >= pivot_index {
        xss_select(v, arg, pos, pivot_index, right, max_iters - 1, less);
    }
}

/// `partition_vec_avx2`: one vector of four indices stored around the pivot, those below
/// it at `l_store` in lane order, the others ending at `r_end` in reversed lane order; the
/// count of the others.
fn xss_partition_vec<T: Copy>(v: &[T], arg: &mut [usize], l_store: usize, r_end: usize, idx: [usize; LANES], pivot: T, less: &impl Fn(T, T) -> bool) -> usize {
    let mut perm = [0usize; LANES];
    let mut p = 0;
    for &i in &idx {
        if less(v[i], pivot) {
            perm[p] = i;
            p += 1;
        }
    }
    let nlt = p;
    for &i in idx.iter().rev() {
        if !less(v[i], pivot) {
            perm[p] = i;
            p += 1;
        }
    }
    arg[l_store..l_store + nlt].copy_from_slice(&perm[..nlt]);
    let r_store = r_end - LANES;
    arg[r_store + nlt..r_end].copy_from_slice(&perm[nlt..]);
    LANES - nlt
}

fn load(arg: &[usize], at: usize) -> [usize; LANES] {
    [arg[at], arg[at + 1], arg[at + 2], arg[at + 3]]
}

/// `partition_avx512_unrolled` with four AVX2 vectors per step; `right` is exclusive. The
/// index of the first element not below the pivot.
fn xss_partition_unrolled<T: Copy>(v: &[T], arg: &mut [usize], mut left: usize, mut right: usize, pivot: T, less: &impl Fn(T, T) -> bool) -> usize {
    let step = UNROLL * LANES;
    // the remainder, one element at a time, so the rest divides into steps
    for _ in 0..(right - left) % step {
        if !less(v[arg[left]], pivot) {
            right -= 1;
            arg.swap(left, right);
        } else {
            left += 1;
        }
    }
    if left == right {
        return left;
    }
    let vec_left: Vec<[usize; LANES]> = (0..UNROLL).map(|ii| load(arg, left + LANES * ii)).collect();
    let vec_right: Vec<[usize; LANES]> = (0..UNROLL).map(|ii| load(arg, right - LANES * (UNROLL - ii))).collect();
    let mut r_store = right - LANES;
    let mut l_store = left;
    left += step;
    right -= step;
    while right != left {
        let from = if (r_store + LANES) - right < left - l_store {
            right -= step;
            right
        } else {
            left += step;
            left - step
        };
        let vecs: Vec<[usize; LANES]> = (0..UNROLL).map(|ii| load(arg, from + ii * LANES)).collect();
        for idx in vecs {
            let ge = xss_partition_vec(v, arg, l_store, r_store + LANES, idx, pivot, less);
            l_store += LANES - ge;
            r_store = r_store.wrapping_sub(ge);
        }
    }
    for idx in vec_left.into_iter().chain(vec_right) {
        let ge = xss_partition_vec(v, arg, l_store, r_store + LANES, idx, pivot, less);
        l_store += LANES - ge;
        r_store = r_store.wrapping_sub(ge);
    }
    l_store
}

#[cfg(test)]
mod tests {
    use super::*;

    fn part(v: &[i64], kths: &[usize]) -> Vec<i64> {
        argselect(v, kths, |a, b| a < b, false).into_iter().map(|i| v[i]).collect()
    }

    #[test]
    fn numpy_docstring_two_kth() {
        let a = [7, 1, 7, 7, 1, 5, 7, 2, 3, 2, 6, 2, 3, 0];
        assert_eq!(part(&a, &[4, 8]), vec![0, 1, 2, 1, 2, 3, 3, 2, 5, 6, 7, 7, 7, 7]);
    }

    #[test]
    fn kth_is_in_place() {
        let a: Vec<i64> = (0..200).map(|i| (i * 7919) % 101).collect();
        let mut sorted = a.clone();
        sorted.sort();
        for k in [0, 1, 5, 99, 150, 199] {
            let p = part(&a, &[k]);
            assert_eq!(p[k], sorted[k]);
            assert!(p[..k].iter().all(|&x| x <= p[k]) && p[k + 1..].iter().all(|&x| x >= p[k]));
        }
    }

    #[test]
    fn xss_argselect_places_the_kth_and_keeps_a_permutation() {
        let a: Vec<i64> = (0..3000).map(|i| (i * 7919) % 3001).collect();
        let mut sorted = a.clone();
        sorted.sort();
        for k in [0, 7, 1500, 2999] {
            let p = xss_argselect(&a, k, |x, y| x < y);
            let mut seen = p.clone();
            seen.sort();
            assert_eq!(seen, (0..3000).collect::<Vec<_>>());
            assert_eq!(a[p[k]], sorted[k]);
            assert!(p[..k].iter().all(|&i| a[i] <= a[p[k]]) && p[k + 1..].iter().all(|&i| a[i] >= a[p[k]]));
        }
    }
}
