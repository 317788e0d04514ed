//! `sorted()` and `list.sort()` as CPython 3.11's `Objects/listobject.c` (listsort) runs them.
//!
//! Only `<` is ever asked, so anything with `__lt__` sorts: NumPy scalars, arrays of one
//! element, mixed ints and floats. Runs are found by `count_run` (non-descending, or strictly
//! descending and then reversed), short runs are extended to `minrun` by binary insertion, and
//! adjacent runs are merged stably. For a consistent order any stable sort gives the same
//! list; with NaNs (where `<` is not an order) the result depends on the comparisons made, and
//! this follows CPython's exactly for lists shorter than 64 (one run, binary insertion), which
//! is what `sorted(np.array([2.5, np.nan, 1.0]))` needs. Longer lists merge without
//! CPython's galloping, so only inconsistent orders can differ there.

use stridelab_engine::error::PyResult;

/// `merge_compute_minrun`: n itself below 64, else a length in 32..=64 that splits n into
/// about a power of two runs.
fn min_run(mut n: usize) -> usize {
    let mut r = 0;
    while n >= 64 {
        r |= n & 1;
        n >>= 1;
    }
    n + r
}

/// `count_run`: the length of the run starting at `lo` (reversing a strictly descending one).
fn count_run<T>(v: &mut [T], lo: usize, hi: usize, lt: &mut impl FnMut(&T, &T) -> PyResult<bool>) -> PyResult<usize> {
    if lo + 1 == hi {
        return Ok(1);
    }
    let mut n = 2;
    if lt(&v[lo + 1], &v[lo])? {
        while lo + n < hi && lt(&v[lo + n], &v[lo + n - 1])? {
            n += 1;
        }
        v[lo..lo + n].reverse();
    } else {
        while lo + n < hi && !lt(&v[lo + n], &v[lo + n - 1])? {
            n += 1;
        }
    }
    Ok(n)
}

/// `binarysort`: v[lo..start] is sorted; insert each of v[start..hi] after its equals.
fn binary_sort<T>(v: &mut [T], lo: usize, hi: usize, start: usize, lt: &mut impl FnMut(&T, &T) -> PyResult<bool>) -> PyResult<()> {
    for s in start.max(lo + 1)..hi {
        let (mut l, mut r) = (lo, s);
        while l < r {
            let p = l + ((r - l) >> 1);
            if lt(&v[s], &v[p])? {
                r = p;
            } else {
                l = p + 1;
            }
        }
        v[l..=s].rotate_right(1);
    }
    Ok(())
}

/// Merges the adjacent sorted runs v[a..b] and v[b..c], taking from the right run only when
/// its item is strictly less (stability).
fn merge<T: Clone>(v: &mut [T], a: usize, b: usize, c: usize, lt: &mut impl FnMut(&T, &T) -> PyResult<bool>) -> PyResult<()> {
    let left: Vec<T> = v[a..b].to_vec();
    let (mut i, mut j, mut k) = (0, b, a);
    while i < left.len() && j < c {
        if lt(&v[j], &left[i])? {
            v[k] = v[j].clone();
            j += 1;
        } else {
            v[k] = left[i].clone();
            i += 1;
        }
        k += 1;
    }
    while i < left.len() {
        v[k] = left[i].clone();
        i += 1;
        k += 1;
    }
    Ok(())
}

/// Sorts `v` in place with `lt` as the only comparison; the first error stops the sort.
pub fn list_sort<T: Clone>(v: &mut [T], mut lt: impl FnMut(&T, &T) -> PyResult<bool>) -> PyResult<()> {
    let n = v.len();
    if n < 2 {
        return Ok(());
    }
    let minrun = min_run(n);
    let mut runs: Vec<(usize, usize)> = Vec::new();
    let mut lo = 0;
    while lo < n {
        let mut len = count_run(v, lo, n, &mut lt)?;
        if len < minrun {
            let force = minrun.min(n - lo);
            binary_sort(v, lo, lo + force, lo + len, &mut lt)?;
            len = force;
        }
        runs.push((lo, lo + len));
        lo += len;
    }
    while runs.len() > 1 {
        let mut next = Vec::with_capacity(runs.len().div_ceil(2));
        for pair in runs.chunks(2) {
            match pair {
                [(a, b), (_, c)] => {
                    merge(v, *a, *b, *c, &mut lt)?;
                    next.push((*a, *c));
                }
                [one] => next.push(*one),
                _ => unreachable!("chunks(2) yields one or two runs"),
            }
        }
        runs = next;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sort_f(v: &[f64]) -> Vec<f64> {
        let mut w = v.to_vec();
        list_sort(&mut w, |a, b| Ok(a < b)).unwrap();
        w
    }

    #[test]
    fn sorts_like_a_stable_sort() {
        let mut seed = 7u64;
        for n in [0usize, 1, 2, 3, 10, 63, 64, 65, 200, 1000] {
            let v: Vec<(i32, usize)> = (0..n)
                .map(|i| {
                    seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    (((seed >> 33) % 13) as i32, i)
                })
                .collect();
            let mut got = v.clone();
            list_sort(&mut got, |a, b| Ok(a.0 < b.0)).unwrap();
            let mut want = v.clone();
            want.sort_by_key(|p| p.0);
            assert_eq!(got, want, "n = {}", n);
        }
    }

    #[test]
    fn nan_follows_cpython_comparisons() {
        // CPython 3.11: sorted([2.5, nan, 1.0]) is one non-descending run, left as it is
        let got = sort_f(&[2.5, f64::NAN, 1.0]);
        assert_eq!(got[0], 2.5);
        assert!(got[1].is_nan());
        assert_eq!(got[2], 1.0);
        // CPython: sorted([3.0, 1.0, nan, 2.0]) == [1.0, 2.0, 3.0, nan] and
        // sorted([5.0, 4.0, nan, 3.0, 2.0, 1.0]) == [1.0, 2.0, 3.0, 4.0, 5.0, nan]
        for (input, n) in [(&[3.0, 1.0, f64::NAN, 2.0][..], 3), (&[5.0, 4.0, f64::NAN, 3.0, 2.0, 1.0][..], 5)] {
            let got = sort_f(input);
            assert_eq!(got[..n], (1..=n).map(|i| i as f64).collect::<Vec<_>>()[..]);
            assert!(got[n].is_nan());
        }
    }
}
