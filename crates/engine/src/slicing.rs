//! Basic-indexing arithmetic: slice bounds and integer indices.
//!
//! Slice bounds follow CPython's `PySlice_GetIndicesEx` (NumPy's mapping.c uses it); a slice
//! of length 0 is then normalised to start 0, step 1 as NumPy does for empty results.

/// A slice resolved against one axis: the first element, the step, and how many elements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResolvedSlice {
    pub start: i64,
    pub step: i64,
    pub len: usize,
}

/// Resolve `start:stop:step` against an axis of length `n`.
/// Errors with NumPy's message for a zero step.
pub fn resolve_slice(
    start: Option<i64>,
    stop: Option<i64>,
    step: Option<i64>,
    n: usize,
) -> Result<ResolvedSlice, &'static str> {
    let n = n as i64;
    let step = step.unwrap_or(1);
    if step == 0 {
        return Err("slice step cannot be zero");
    }
    let clamp = |v: Option<i64>, default_neg: i64, default_pos: i64| -> i64 {
        match v {
            None => {
                if step < 0 {
                    default_neg
                } else {
                    default_pos
                }
            }
            Some(mut v) => {
                if v < 0 {
                    v = v.saturating_add(n);
                    if v < 0 {
                        v = if step < 0 { -1 } else { 0 };
                    }
                } else if v >= n {
                    v = if step < 0 { n - 1 } else { n };
                }
                v
            }
        }
    };
    let start = clamp(start, n - 1, 0);
    let stop = clamp(stop, -1, n);
    let len = if step > 0 {
        if start < stop { (stop - start - 1) / step + 1 } else { 0 }
    } else if stop < start {
        (start - stop - 1) / step.saturating_neg() + 1
    } else {
        0
    };
    if len == 0 {
        // NumPy: an empty slice keeps offset and stride unchanged (start 0, step 1).
        return Ok(ResolvedSlice { start: 0, step: 1, len: 0 });
    }
    Ok(ResolvedSlice { start, step, len: len as usize })
}

/// Resolve an integer index against an axis of length `n` (negative counts from the end).
/// Errors with NumPy's IndexError message.
pub fn resolve_index(i: i64, n: usize, axis: usize) -> Result<usize, String> {
    let ni = n as i64;
    let j = if i < 0 { i.saturating_add(ni) } else { i };
    if j < 0 || j >= ni {
        return Err(format!("index {} is out of bounds for axis {} with size {}", i, axis, n));
    }
    Ok(j as usize)
}

/// Normalise an axis argument (negative counts from the end); AxisError text on failure.
pub fn normalize_axis(axis: i64, ndim: usize) -> Result<usize, String> {
    let nd = ndim as i64;
    if axis < -nd || axis >= nd {
        return Err(format!("axis {} is out of bounds for array of dimension {}", axis, ndim));
    }
    Ok(if axis < 0 { (axis + nd) as usize } else { axis as usize })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(start: Option<i64>, stop: Option<i64>, step: Option<i64>, n: usize) -> (i64, i64, usize) {
        let s = resolve_slice(start, stop, step, n).unwrap();
        (s.start, s.step, s.len)
    }

    #[test]
    fn slices_from_reference() {
        // x = np.arange(10)
        assert_eq!(r(None, None, Some(-3), 10), (9, -3, 4)); // x[::-3]
        assert_eq!(r(Some(8), Some(2), Some(-2), 10), (8, -2, 3));
        assert_eq!(r(Some(100), None, None, 10), (0, 1, 0));
        assert_eq!(r(Some(-100), Some(3), None, 10), (0, 1, 3));
        assert_eq!(r(Some(-1), Some(-100), Some(-1), 10), (9, -1, 10));
        assert_eq!(r(Some(5), Some(2), None, 10), (0, 1, 0));
        assert!(resolve_slice(None, None, Some(0), 3).is_err());
    }

    #[test]
    fn indices_and_axes() {
        assert_eq!(resolve_index(-1, 10, 0), Ok(9));
        assert_eq!(
            resolve_index(10, 10, 0).unwrap_err(),
            "index 10 is out of bounds for axis 0 with size 10"
        );
        assert_eq!(resolve_index(-11, 10, 1).unwrap_err(), "index -11 is out of bounds for axis 1 with size 10");
        assert_eq!(normalize_axis(-1, 3), Ok(2));
        assert_eq!(normalize_axis(2, 2).unwrap_err(), "axis 2 is out of bounds for array of dimension 2");
    }
}
