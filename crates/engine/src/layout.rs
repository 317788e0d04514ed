//! Layout arithmetic over (shape, byte strides, offset): contiguity, alignment, default
//! strides, extents and element addressing. Small pure functions; each names the NumPy rule
//! it follows.

/// Strides of a fresh array of `shape` in C order (`fortran == false`) or F order.
///
/// NumPy `_array_fill_strides` (ctors.c): each axis gets the running product of the
/// later (C) / earlier (F) dims times the itemsize, where a zero-length dim is not multiplied
/// in. Freshly *allocated* empty arrays get all-zero strides instead: see [`alloc_strides`].
pub fn contiguous_strides(shape: &[usize], itemsize: usize, fortran: bool) -> Vec<isize> {
    let mut strides = vec![0isize; shape.len()];
    let mut acc = itemsize as isize;
    let order: Box<dyn Iterator<Item = usize>> = if fortran {
        Box::new(0..shape.len())
    } else {
        Box::new((0..shape.len()).rev())
    };
    for i in order {
        strides[i] = acc;
        if shape[i] != 0 {
            acc = acc.saturating_mul(shape[i] as isize);
        }
    }
    strides
}

/// Strides NumPy gives a newly allocated array: contiguous strides, except that an array
/// with no elements gets all-zero strides (`np.zeros((0, 3)).strides == (0, 0)`).
pub fn alloc_strides(shape: &[usize], itemsize: usize, fortran: bool) -> Vec<isize> {
    if shape.contains(&0) {
        vec![0; shape.len()]
    } else {
        contiguous_strides(shape, itemsize, fortran)
    }
}

/// `PyArray_CreateSortedStridePerm` (shape.c): the axes by descending |stride|, equal
/// strides keeping axis order (`perm[0]` is the outermost).
pub fn sorted_stride_perm(strides: &[isize]) -> Vec<usize> {
    let mut perm: Vec<usize> = (0..strides.len()).collect();
    perm.sort_by(|&a, &b| strides[b].unsigned_abs().cmp(&strides[a].unsigned_abs()));
    perm
}

/// Contiguous strides for `shape` laid out with `perm[0]` outermost and `perm[last]`
/// innermost, the innermost stride being `inner`; all zero when the array is empty, as
/// every fresh NumPy array of no bytes has (ctors.c `PyArray_NewFromDescr_int`).
pub fn strides_in_perm_order(shape: &[usize], perm: &[usize], inner: usize) -> Vec<isize> {
    let mut strides = vec![0isize; shape.len()];
    if shape.contains(&0) {
        return strides;
    }
    let mut acc = inner as isize;
    for &ax in perm.iter().rev() {
        strides[ax] = acc;
        acc *= shape[ax] as isize;
    }
    strides
}

/// Number of elements (product of the shape); saturates instead of overflowing.
pub fn size_of(shape: &[usize]) -> usize {
    shape.iter().fold(1usize, |a, &d| a.saturating_mul(d))
}

/// C_CONTIGUOUS (flagsobject.c `_IsContiguous`): an empty array is contiguous; otherwise,
/// skipping dims of length 1, strides from the last axis must be itemsize, itemsize*d, ...
pub fn is_c_contiguous(shape: &[usize], strides: &[isize], itemsize: usize) -> bool {
    if shape.contains(&0) {
        return true;
    }
    let mut expected = itemsize as isize;
    for i in (0..shape.len()).rev() {
        if shape[i] == 1 {
            continue;
        }
        if strides[i] != expected {
            return false;
        }
        expected = expected.saturating_mul(shape[i] as isize);
    }
    true
}

/// F_CONTIGUOUS: as [`is_c_contiguous`] but from the first axis.
pub fn is_f_contiguous(shape: &[usize], strides: &[isize], itemsize: usize) -> bool {
    if shape.contains(&0) {
        return true;
    }
    let mut expected = itemsize as isize;
    for i in 0..shape.len() {
        if shape[i] == 1 {
            continue;
        }
        if strides[i] != expected {
            return false;
        }
        expected = expected.saturating_mul(shape[i] as isize);
    }
    true
}

/// ALIGNED (array_assign.c `raw_array_is_aligned`): the data address and every stride of
/// a dim longer than 1 must be multiples of the alignment; arrays with a zero dim are aligned.
pub fn is_aligned(addr: u64, shape: &[usize], strides: &[isize], alignment: usize) -> bool {
    if alignment <= 1 || shape.contains(&0) {
        return true;
    }
    let mut bits = addr;
    for (&d, &s) in shape.iter().zip(strides) {
        if d > 1 {
            bits |= s.unsigned_abs() as u64;
        }
    }
    bits.is_multiple_of(alignment as u64)
}

/// Byte extent `[lo, hi)` touched by a view whose first element sits at `offset`
/// (mem_overlap.c `get_array_memory_extents`); `None` when the view has no elements.
pub fn byte_extent(offset: i64, shape: &[usize], strides: &[isize], itemsize: usize) -> Option<(i64, i64)> {
    if shape.contains(&0) {
        return None;
    }
    let mut lo = offset as i128;
    let mut hi = offset as i128;
    for (&d, &s) in shape.iter().zip(strides) {
        let span = s as i128 * (d as i128 - 1);
        if span < 0 {
            lo += span;
        } else {
            hi += span;
        }
    }
    hi += itemsize as i128;
    let clamp = |v: i128| v.clamp(i64::MIN as i128, i64::MAX as i128) as i64;
    Some((clamp(lo), clamp(hi)))
}

/// Byte offset of the element at `index`: offset + Σ index·stride.
pub fn element_offset(offset: usize, index: &[usize], strides: &[isize]) -> usize {
    let mut off = offset as isize;
    for (&i, &s) in index.iter().zip(strides) {
        off += i as isize * s;
    }
    off as usize
}

/// Advance a C-order odometer `idx` over every axis of `dims`: `moved(ax, k)` is told that
/// axis `ax` moved by `k` steps (1, or back to 0 on a carry) so the caller can move its
/// offsets. False when the walk is over (every axis carried back to 0).
#[inline]
pub fn next_index(idx: &mut [usize], dims: &[usize], mut moved: impl FnMut(usize, isize)) -> bool {
    for ax in (0..dims.len()).rev() {
        idx[ax] += 1;
        if idx[ax] < dims[ax] {
            moved(ax, 1);
            return true;
        }
        moved(ax, 1 - dims[ax] as isize);
        idx[ax] = 0;
    }
    false
}

/// [`next_index`] over every axis of `dims` but the last (the inner run).
#[inline]
pub fn next_outer(idx: &mut [usize], dims: &[usize], moved: impl FnMut(usize, isize)) -> bool {
    let n = dims.len().saturating_sub(1);
    next_index(&mut idx[..n], &dims[..n], moved)
}

/// Visit the byte offset of every element in C (row-major) order.
///
/// The view's invariants (all offsets inside the buffer) are checked when the view is built,
/// so callers index the buffer with these offsets directly.
pub fn for_each_offset(offset: usize, shape: &[usize], strides: &[isize], mut f: impl FnMut(usize)) {
    if shape.contains(&0) || super::budget::stopped() {
        return;
    }
    let nd = shape.len();
    if nd == 0 {
        f(offset);
        return;
    }
    let inner_n = shape[nd - 1];
    let inner_s = strides[nd - 1];
    let mut idx = vec![0usize; nd];
    let mut base = offset as isize;
    let mut meter = super::budget::Meter::default();
    loop {
        let mut p = base;
        for _ in 0..inner_n {
            f(p as usize);
            p += inner_s;
        }
        if !meter.add(inner_n) {
            return;
        }
        if !next_outer(&mut idx, shape, |ax, k| base += k * strides[ax]) {
            return;
        }
    }
}

/// Visit the byte offsets of elements `from..to` (flat C-order indices) of a walk over
/// `shape` and `strides` from `offset`, in order, until `f` returns false.
pub fn for_each_offset_in(offset: usize, shape: &[usize], strides: &[isize], from: usize, to: usize, mut f: impl FnMut(usize) -> bool) {
    if shape.contains(&0) {
        return;
    }
    let mut idx = unravel(from, shape);
    let mut q = offset as isize + idx.iter().zip(strides).map(|(&i, &s)| i as isize * s).sum::<isize>();
    for _ in from..to {
        if !f(q as usize) {
            return;
        }
        next_index(&mut idx, shape, |ax, k| q += k * strides[ax]);
    }
}

/// Unravel a flat C-order index into a multi-index.
pub fn unravel(mut flat: usize, shape: &[usize]) -> Vec<usize> {
    let mut idx = vec![0; shape.len()];
    for ax in (0..shape.len()).rev() {
        if shape[ax] > 0 {
            idx[ax] = flat % shape[ax];
            flat /= shape[ax];
        }
    }
    idx
}

/// The insertion sort both of NumPy's axis orderings share (PyArray_CreateMultiSortedStridePerm
/// in shape.c, npyiter_find_best_axis_ordering in nditer_constr.c): each axis of `perm` moves
/// left past the axes that every operand with an opinion lets it pass. `prefers_swap(op, a,
/// b)` is operand `op`'s opinion on moving axis `a` before axis `b` (`None`: it has none).
/// The first operand that prefers a swap decides unless another forbids it; a pair no operand
/// has an opinion on is passed over, and a forbidden one stops the axis there.
pub fn stable_axis_sort(mut perm: Vec<usize>, nops: usize, prefers_swap: impl Fn(usize, usize, usize) -> Option<bool>) -> Vec<usize> {
    for i0 in 1..perm.len() {
        let mut ipos = i0;
        let j0 = perm[i0];
        for i1 in (0..i0).rev() {
            let j1 = perm[i1];
            let (mut ambig, mut swap) = (true, false);
            for op in 0..nops {
                if let Some(p) = prefers_swap(op, j0, j1) {
                    if !p {
                        swap = false;
                    } else if ambig {
                        swap = true;
                    }
                    ambig = false;
                }
            }
            if !ambig {
                if swap {
                    ipos = i1;
                } else {
                    break;
                }
            }
        }
        if ipos != i0 {
            perm.remove(i0);
            perm.insert(ipos, j0);
        }
    }
    perm
}

/// Strides that broadcast an array of `shape`/`strides` to `target` (NumPy's broadcasting
/// rule, as `PyArray_BroadcastToShape` and the iterator apply it): dimensions line up from
/// the right, a missing or length-1 dimension is read with stride 0, and any other
/// mismatch is `None`. The one broadcast-stride function: views (`np.broadcast_to`) and the
/// ufunc loops both use it.
pub fn broadcast_strides(shape: &[usize], strides: &[isize], target: &[usize]) -> Option<Vec<isize>> {
    if target.len() < shape.len() {
        return None;
    }
    let lead = target.len() - shape.len();
    let mut out = vec![0isize; target.len()];
    for k in 0..shape.len() {
        let (d, t) = (shape[k], target[lead + k]);
        if d == t {
            out[lead + k] = if d == 1 { 0 } else { strides[k] };
        } else if d != 1 {
            return None;
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contiguous_strides_skip_zero_dims() {
        assert_eq!(contiguous_strides(&[2, 0], 8, false), vec![8, 8]);
        assert_eq!(contiguous_strides(&[3, 4], 8, false), vec![32, 8]);
        assert_eq!(contiguous_strides(&[3, 4], 8, true), vec![8, 24]);
        assert_eq!(alloc_strides(&[0, 3], 8, false), vec![0, 0]);
    }

    #[test]
    fn contiguity_table_from_reference() {
        // a = np.arange(12).reshape(3,4) views (reference notes, section 2)
        assert!(!is_c_contiguous(&[3, 1], &[32, 8], 8));
        assert!(!is_f_contiguous(&[3, 1], &[32, 8], 8));
        assert!(is_c_contiguous(&[1, 4], &[32, 8], 8));
        assert!(is_f_contiguous(&[1, 4], &[32, 8], 8));
        assert!(is_c_contiguous(&[0, 2], &[32, 16], 8));
        assert!(is_f_contiguous(&[0, 2], &[32, 16], 8));
        assert!(is_c_contiguous(&[1, 3, 4], &[0, 32, 8], 8));
        assert!(!is_f_contiguous(&[1, 3, 4], &[0, 32, 8], 8));
        assert!(!is_aligned(0, &[3], &[4], 8));
        assert!(is_aligned(16, &[3, 1], &[32, 8], 8));
    }

    #[test]
    fn extents_and_offsets() {
        assert_eq!(byte_extent(72, &[4], &[-24], 8), Some((0, 80)));
        assert_eq!(byte_extent(0, &[0, 3], &[8, 8], 8), None);
        let mut offs = vec![];
        for_each_offset(40, &[2, 2], &[-24, -16], |o| offs.push(o));
        assert_eq!(offs, vec![40, 24, 16, 0]);
        assert_eq!(unravel(5, &[2, 3]), vec![1, 2]);
        // elements 1..5 of a walk over rows backwards: from inside the first row, across two
        // row ends, and stopped by `f` after three
        let mut seen = Vec::new();
        for_each_offset_in(32, &[3, 2], &[-16, 8], 1, 5, |o| {
            seen.push(o);
            true
        });
        assert_eq!(seen, vec![40, 16, 24, 0]);
        seen.clear();
        for_each_offset_in(32, &[3, 2], &[-16, 8], 1, 5, |o| {
            seen.push(o);
            seen.len() < 3
        });
        assert_eq!(seen, vec![40, 16, 24]);
    }
}
