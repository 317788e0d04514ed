//! NumPy's `_core/src/multiarray/compiled_base.c` loops over memory: `bincount`
//! (`arr_bincount`: the range check, then one counting or weighted pass), `unravel_index`
//! and `ravel_multi_index` (`unravel_index_loop`, `ravel_multi_index_loop`), read typed
//! straight from the buffers, with no copy of the input.

use super::array::NdArray;
use super::item_selection::ClipMode;
use super::dtype::DType;
use super::kernels::{Dst, Elem, Src, Walk, with_elem};

#[inline]
fn at(p: usize, i: usize, s: isize) -> usize {
    (p as isize + i as isize * s) as usize
}

/// Visit every element of the integer (or bool) array `a` in C order as i64 (uint64 values
/// above i64::MAX wrap, as NumPy's cast to intp does).
fn for_each_int(a: &NdArray, mut f: impl FnMut(i64)) {
    let d = a.buf.bytes();
    with_elem!(a.dtype, T => {
        let mut walk = Walk::new(&a.shape, [&a.strides]);
        walk.run([a.offset], |p, n, s| {
            if s[0] == T::SIZE as isize {
                d[p[0]..p[0] + n * T::SIZE].chunks_exact(T::SIZE).for_each(|c| f(T::rd(c).to_i64()));
            } else {
                (0..n).for_each(|i| f(T::rd(&d[at(p[0], i, s[0])..]).to_i64()));
            }
        });
    });
}

/// The smallest and largest value of a non-empty integer array.
pub fn int_min_max(a: &NdArray) -> Option<(i64, i64)> {
    if a.size() == 0 {
        return None;
    }
    let (mut lo, mut hi) = (i64::MAX, i64::MIN);
    for_each_int(a, |v| {
        lo = lo.min(v);
        hi = hi.max(v);
    });
    // (a walk stopped by the work budget may have seen nothing)
    (lo <= hi).then_some((lo, hi))
}

/// How often each value in `0..n` occurs in `a` (every value already checked to lie there).
pub fn bincount(a: &NdArray, n: usize) -> Vec<i64> {
    let mut c = vec![0i64; n];
    for_each_int(a, |v| c[v as usize] += 1);
    c
}

/// The sum of `weights` (1-D, as long as the 1-D `a`) per value of `a`, in input order.
pub fn bincount_weighted(a: &NdArray, weights: &NdArray, n: usize) -> Vec<f64> {
    let mut s = vec![0f64; n];
    let (da, dw) = (a.buf.data.borrow(), weights.buf.data.borrow());
    // the weights cast to float64 a block at a time (NumPy casts them to double first), each
    // as `f64::cast_from` casts it: one typed loop per index dtype, not per pair of dtypes
    const BLOCK: usize = 256;
    let mut wb = [0u8; BLOCK * 8];
    let wdt = weights.dtype;
    with_elem!(a.dtype, T => {
        let mut walk = Walk::new(&a.shape, [&a.strides, &weights.strides]);
        walk.run([a.offset, weights.offset], |p, len, st| {
            let mut done = 0;
            while done < len {
                let m = BLOCK.min(len - done);
                let w = Src { data: &dw, offset: at(p[1], done, st[1]), strides: &[st[1]] };
                super::kernels::cast_any(&[m], wdt, w, DType::Float64, Dst { data: &mut wb, offset: 0, strides: &[8] });
                for (i, w) in wb[..m * 8].chunks_exact(8).enumerate() {
                    let k = T::rd(&da[at(p[0], done + i, st[0])..]).to_i64();
                    s[k as usize] += f64::rd(w);
                }
                done += m;
            }
        });
    });
    s
}

/// Visit the elements of `a` seen with `a_strides` as an array of `shape` (its own, or one it
/// broadcasts to) in the axis order `perm` (outermost first), each as i64 (uint64 wrapping as
/// in [`for_each_int`]) with the byte offset it maps to under `out_strides` (one per axis of
/// `shape`); stop at the first `f` that returns false.
fn for_each_int_with_offset(a: &NdArray, (shape, a_strides): (&[usize], &[isize]), perm: &[usize], out_strides: &[isize], mut f: impl FnMut(i64, usize) -> bool) {
    let d = a.buf.bytes();
    let shape: Vec<usize> = perm.iter().map(|&ax| shape[ax]).collect();
    let ist: Vec<isize> = perm.iter().map(|&ax| a_strides[ax]).collect();
    let ost: Vec<isize> = perm.iter().map(|&ax| out_strides[ax]).collect();
    let mut go = true;
    with_elem!(a.dtype, T => {
        Walk::new(&shape, [&ist, &ost]).run([a.offset, 0], |p, n, s| {
            for i in 0..n {
                if !go {
                    return;
                }
                go = f(T::rd(&d[at(p[0], i, s[0])..]).to_i64(), at(p[1], i, s[1]));
            }
        });
    });
}

/// `np.unravel_index` (`unravel_index_loop`): for each index of `idx` (integer or bool),
/// its coordinates in `dims` (C order, or F when `fortran`) into the int64 bytes `out`, the
/// `dims.len()` coordinates of one index adjacent from the byte offset `out_strides` gives
/// its position. Indices are visited in the axis order `perm` (NumPy's KEEPORDER, strides
/// not negated), so the first one outside `[0, size)` is NumPy's; it is returned. `size` is
/// the product of `dims` (negative dims give a negative size, and every index fails).
pub fn unravel_index(idx: &NdArray, dims: &[i64], size: i64, fortran: bool, perm: &[usize], out_strides: &[isize], out: &mut [u8]) -> Result<(), i64> {
    let order: Vec<usize> = if fortran { (0..dims.len()).collect() } else { (0..dims.len()).rev().collect() };
    let mut bad = None;
    for_each_int_with_offset(idx, (&idx.shape, &idx.strides), perm, out_strides, |v, o| {
        if v < 0 || v >= size {
            bad = Some(v);
            return false;
        }
        // C's truncating division, as NumPy divides (dims may be negative in pairs)
        let mut val = v;
        for &k in &order {
            let q = val / dims[k];
            out[o + k * 8..o + k * 8 + 8].copy_from_slice(&(val % dims[k]).to_le_bytes());
            val = q;
        }
        true
    });
    bad.map_or(Ok(()), Err)
}

/// `$body` with `$fix` bound to the coordinate rule of a clip mode for an axis of `$m`
/// (`ravel_multi_index_loop`): a coordinate in `[0, m)`, refused (None) outside in raise
/// mode, wrapped or clipped into it otherwise. One pass per mode, so no element tests the
/// mode.
macro_rules! with_fix {
    ($mode:expr, $m:expr, |$fix:ident| $body:expr) => {{
        let m: i64 = $m;
        match $mode {
            ClipMode::Raise => {
                let $fix = |j: i64| (j >= 0 && j < m).then_some(j);
                $body
            }
            ClipMode::Wrap => {
                let $fix = |j: i64| Some(wrap_coordinate(j, m));
                $body
            }
            ClipMode::Clip => {
                let $fix = |j: i64| Some(if j < 0 { 0 } else if j >= m { m - 1 } else { j });
                $body
            }
        }
    }};
}

/// `np.ravel_multi_index` (`ravel_multi_index_loop`): into the int64 bytes `out` (one
/// element per position of the broadcast `shape`, at the offsets `out_strides` give), the
/// sum over axes `k` of coordinate `k`, brought into `[0, dims[k])` by `modes[k]`, times
/// `ravel_strides[k]` (wrapping, as C's intp arithmetic). `coords` are the coordinate arrays
/// with their strides broadcast to `shape`; they are visited array by array in the axis order
/// `perm`. False when a coordinate is out of range in raise mode (NumPy's one message).
pub fn ravel_multi_index(shape: &[usize], coords: &[(&NdArray, Vec<isize>)], dims: &[i64], ravel_strides: &[i64], modes: &[ClipMode], perm: &[usize], out_strides: &[isize], out: &mut [u8]) -> bool {
    if single_step(shape, out_strides).is_some_and(|s| s == 8 || out.len() <= 8) {
        let steps: Option<Vec<isize>> = coords.iter().map(|(_, st)| single_step(shape, st)).collect();
        if let Some(steps) = steps {
            return ravel_flat(coords, &steps, dims, ravel_strides, modes, out);
        }
    }
    for (k, (c, strides)) in coords.iter().enumerate() {
        let (m, rs, first) = (dims[k], ravel_strides[k], k == 0);
        let walk = (perm, out_strides);
        let ok = with_fix!(modes[k], m, |fix| ravel_pass(c, (shape, strides), walk, out, first, rs, fix));
        if !ok {
            return false;
        }
    }
    true
}

/// The byte step between neighbours in C order of a walk over `shape` with `strides`, when
/// the walk is one arithmetic run (each axis's stride is the next inner one's times that
/// axis's length; a broadcast scalar's step is 0), else None.
fn single_step(shape: &[usize], strides: &[isize]) -> Option<isize> {
    let mut run: Option<(isize, isize)> = None;
    for (&n, &st) in shape.iter().zip(strides).rev().filter(|(n, _)| **n != 1) {
        run = match run {
            None => Some((st, n as isize)),
            Some((step, span)) if st == step.wrapping_mul(span) => Some((step, span.saturating_mul(n as isize))),
            Some(_) => return None,
        };
    }
    Some(run.map_or(0, |(step, _)| step))
}

/// [`ravel_multi_index`] when the result is C-contiguous and each coordinate array is read
/// with one byte step (`steps`) in that order: the sums are built in blocks that stay in
/// the cache, each coordinate array adding its part to a block, and each block is stored
/// once, so the result is written in one pass.
fn ravel_flat(coords: &[(&NdArray, Vec<isize>)], steps: &[isize], dims: &[i64], ravel_strides: &[i64], modes: &[ClipMode], out: &mut [u8]) -> bool {
    const BLOCK: usize = 512;
    let mut acc = [0i64; BLOCK];
    for (b, out) in out.chunks_mut(BLOCK * 8).enumerate() {
        let m = out.len() / 8;
        let acc = &mut acc[..m];
        for (k, (c, _)) in coords.iter().enumerate() {
            let (dim, rs, first) = (dims[k], ravel_strides[k], k == 0);
            let (from, add) = ((c.offset as isize + (b * BLOCK) as isize * steps[k], steps[k]), (&mut *acc, first, rs));
            let ok = with_fix!(modes[k], dim, |fix| add_block(c, from, add, fix));
            if !ok {
                return false;
            }
        }
        for (o, v) in out.chunks_exact_mut(8).zip(acc.iter()) {
            o.copy_from_slice(&v.to_le_bytes());
        }
    }
    true
}

/// `acc[i]` gets (or adds, after the `first` array) `fix(x) * rs` for the i-th element `x`
/// of the coordinate array `c` from byte `from` on, `step` bytes apart; false at the first
/// `fix` refuses.
fn add_block(c: &NdArray, (from, step): (isize, isize), (acc, first, rs): (&mut [i64], bool, i64), fix: impl Fn(i64) -> Option<i64>) -> bool {
    let d = c.buf.bytes();
    with_elem!(c.dtype, T => {
        let put = |a: &mut i64, x: T| {
            let Some(j) = fix(x.to_i64()) else { return false };
            let part = j.wrapping_mul(rs);
            *a = if first { part } else { a.wrapping_add(part) };
            true
        };
        if step == T::SIZE as isize {
            let from = from as usize;
            let items = d[from..from + acc.len() * T::SIZE].chunks_exact(T::SIZE);
            for (a, x) in acc.iter_mut().zip(items) {
                if !put(a, T::rd(x)) {
                    return false;
                }
            }
        } else {
            for (i, a) in acc.iter_mut().enumerate() {
                if !put(a, T::rd(&d[(from + i as isize * step) as usize..])) {
                    return false;
                }
            }
        }
    });
    true
}

/// One coordinate array's pass of [`ravel_multi_index`]: `out` gets (or, after the `first`
/// pass, adds) `fix(j) * rs` for each coordinate `j`; false at the first `fix` refuses.
fn ravel_pass(c: &NdArray, seen: (&[usize], &[isize]), (perm, out_strides): (&[usize], &[isize]), out: &mut [u8], first: bool, rs: i64, fix: impl Fn(i64) -> Option<i64>) -> bool {
    let mut ok = true;
    for_each_int_with_offset(c, seen, perm, out_strides, |j, o| {
        let Some(j) = fix(j) else {
            ok = false;
            return false;
        };
        let cell = &mut out[o..o + 8];
        let before = if first { 0 } else { i64::from_le_bytes(cell.try_into().expect("8 bytes")) };
        cell.copy_from_slice(&before.wrapping_add(j.wrapping_mul(rs)).to_le_bytes());
        true
    });
    ok
}

/// NumPy's wrap of a coordinate `j` into an axis of `m` (non-zero) in `ravel_multi_index_loop`:
/// one add or subtract of `m`, a remainder only when that is not enough.
fn wrap_coordinate(mut j: i64, m: i64) -> i64 {
    // an axis of 0 is refused before any coordinate is read (NumPy would divide by it)
    if m == 0 {
        return j;
    }
    if j < 0 {
        j = j.wrapping_add(m);
        if j < 0 {
            j = j.wrapping_rem(m);
            if j != 0 {
                j = j.wrapping_add(m);
            }
        }
    } else if j >= m {
        j = j.wrapping_sub(m);
        if j >= m {
            j = j.wrapping_rem(m);
        }
    }
    j
}

/// How far `binary_search_with_guess` looks around its guess before bisecting.
const LIKELY_IN_CACHE_SIZE: usize = 8;

/// compiled_base.c `binary_search_with_guess`: the index `i` with `xp[i] <= key < xp[i + 1]`
/// in the ascending `xp` (-1 below `xp[0]`, `len - 1` at `xp[len - 1]`, `len` above), looking
/// first next to the previous answer `guess`. `xp` holds at least 2 values. For an `xp` that
/// is not sorted the answer is whatever NumPy's probes find, so they are made in its order.
fn search_with_guess(key: f64, xp: &[f64], guess: isize) -> isize {
    let len = xp.len() as isize;
    if key > xp[xp.len() - 1] {
        return len;
    }
    if key < xp[0] {
        return -1;
    }
    if len <= 4 {
        // linear search; key >= xp[0] is known
        let mut i = 1;
        while i < len && key >= xp[i as usize] {
            i += 1;
        }
        return i - 1;
    }
    let guess = guess.min(len - 3).max(1);
    let at = |i: isize| xp[i as usize];
    let cache = LIKELY_IN_CACHE_SIZE as isize;
    let (mut lo, mut hi) = (0isize, len);
    if key < at(guess) {
        if key >= at(guess - 1) {
            return guess - 1;
        }
        hi = guess - 1;
        if guess > cache && key >= at(guess - cache) {
            lo = guess - cache;
        }
    } else if key < at(guess + 1) {
        return guess;
    } else if key < at(guess + 2) {
        return guess + 1;
    } else {
        lo = guess + 2;
        if guess < len - cache - 1 && key < at(guess + cache) {
            hi = guess + cache;
        }
    }
    while lo < hi {
        let mid = lo + ((hi - lo) >> 1);
        if key >= at(mid) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo - 1
}

/// compiled_base.c `arr_interp`: piecewise-linear interpolation of (`xp`, `fp`) at each of
/// `x`, with `left`/`right` outside. Slopes are precomputed when there are no more of them
/// than points (the same values either way); a NaN from one end of the segment is retried
/// from the other, and from a flat segment is its value.
pub fn interp(x: &[f64], xp: &[f64], fp: &[f64], left: f64, right: f64) -> Vec<f64> {
    let n = xp.len();
    if n == 1 {
        return x.iter().map(|&v| if v < xp[0] { left } else if v > xp[0] { right } else { fp[0] }).collect();
    }
    let slope = |j: usize| (fp[j + 1] - fp[j]) / (xp[j + 1] - xp[j]);
    let mut guess = 0isize;
    x.iter()
        .map(|&v| {
            if v.is_nan() {
                return v;
            }
            guess = search_with_guess(v, xp, guess);
            let j = guess;
            if j == -1 {
                return left;
            }
            if j == n as isize {
                return right;
            }
            let j = j as usize;
            if j == n - 1 || xp[j] == v {
                return fp[j];
            }
            let s = slope(j);
            let r = s * (v - xp[j]) + fp[j];
            if !r.is_nan() {
                return r;
            }
            let r = s * (v - xp[j + 1]) + fp[j + 1];
            if r.is_nan() && fp[j] == fp[j + 1] { fp[j] } else { r }
        })
        .collect()
}

/// compiled_base.c `pack_inner`: each run of 8 truth values of `bits` as one byte, the first
/// value in the high bit (`little`: the low bit); a short last run is padded with zeros.
pub fn pack_bits(bits: &[bool], little: bool) -> Vec<u8> {
    bits.chunks(8)
        .map(|c| c.iter().enumerate().fold(0u8, |b, (i, &t)| b | ((t as u8) << if little { i } else { 7 - i })))
        .collect()
}

/// compiled_base.c `unpack_bits`: the bits of `bytes`, high bit first (`little`: low bit
/// first), cut or zero-padded to `count` values.
pub fn unpack_bits(bytes: &[u8], little: bool, count: usize) -> Vec<u8> {
    let mut out: Vec<u8> = bytes.iter().flat_map(|&b| (0..8).map(move |i| (b >> if little { i } else { 7 - i }) & 1)).collect();
    out.resize(count, 0);
    out
}

#[cfg(test)]
mod interp_tests {
    use super::*;

    #[test]
    fn interp_inside_outside_and_on_the_points() {
        let xp = [1.0, 2.0, 3.0];
        let fp = [3.0, 2.0, 0.0];
        assert_eq!(interp(&[2.5, 0.0, 1.0, 3.0, 9.0], &xp, &fp, 3.0, 0.0), vec![1.0, 3.0, 3.0, 0.0, 0.0]);
        assert!(interp(&[f64::NAN], &xp, &fp, -1.0, -2.0)[0].is_nan());
        // a flat segment through infinities keeps its value
        let r = interp(&[1.5], &[1.0, 2.0], &[f64::INFINITY, f64::INFINITY], 0.0, 0.0);
        assert_eq!(r, vec![f64::INFINITY]);
    }

    #[test]
    fn the_search_agrees_with_a_plain_bisection_on_sorted_points() {
        let xp: Vec<f64> = (0..50).map(|i| i as f64 * 0.5).collect();
        let mut guess = 0;
        for k in -3..110 {
            let key = k as f64 * 0.23;
            guess = search_with_guess(key, &xp, guess);
            let want = xp.iter().filter(|&&v| v <= key).count() as isize - 1;
            let want = if key > xp[49] { 50 } else { want };
            assert_eq!(guess, want, "{key}");
        }
    }

    #[test]
    fn bits_pack_and_unpack_in_both_orders() {
        assert_eq!(pack_bits(&[true, false, true], false), vec![0b1010_0000]);
        assert_eq!(pack_bits(&[true, false, true], true), vec![0b0000_0101]);
        assert_eq!(unpack_bits(&[5], false, 8), vec![0, 0, 0, 0, 0, 1, 0, 1]);
        assert_eq!(unpack_bits(&[5], true, 3), vec![1, 0, 1]);
        assert_eq!(unpack_bits(&[255], false, 10), vec![1, 1, 1, 1, 1, 1, 1, 1, 0, 0]);
    }
}
