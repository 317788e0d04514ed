//! Reshape arithmetic (numpy/_core/src/multiarray/shape.c).
//!
//! [`fix_unknown_dimension`] resolves a requested shape with at most one unknown (negative)
//! entry; [`attempt_nocopy_reshape`] finds strides that give the new shape over the same
//! memory, or reports that a copy is needed.

/// Format a requested shape for NumPy's error text: unknown entries print as `newaxis`.
fn shape_text(newshape: &[i64]) -> String {
    // shape.c `convert_shape_to_string`: leading unknowns are dropped, later ones print
    // as `newaxis`, and the trailing comma appears only for a one-entry shape.
    let first = match newshape.iter().position(|&d| d >= 0) {
        Some(i) => i,
        None => return "()".into(),
    };
    let parts: Vec<String> = newshape[first..]
        .iter()
        .map(|&d| if d < 0 { "newaxis".to_string() } else { d.to_string() })
        .collect();
    if newshape.len() == 1 {
        format!("({},)", parts[0])
    } else {
        format!("({})", parts.join(","))
    }
}

/// Resolve the requested shape against `size` elements (shape.c `_fix_unknown_dimension`):
/// any negative entry is the single unknown. Errors carry NumPy's ValueError text.
pub fn fix_unknown_dimension(newshape: &[i64], size: usize) -> Result<Vec<usize>, String> {
    let mut known: u128 = 1;
    let mut unknown: Option<usize> = None;
    let mismatch = || format!("cannot reshape array of size {} into shape {}", size, shape_text(newshape));
    for (i, &d) in newshape.iter().enumerate() {
        if d < 0 {
            if unknown.is_some() {
                return Err("can only specify one unknown dimension".into());
            }
            unknown = Some(i);
        } else {
            // npy_mul_sizes_with_overflow, left to right: a product past intp's range is a
            // mismatch even when a later 0 would bring it back (2**40, 2**40, 0)
            known *= d as u128;
            if known > isize::MAX as u128 {
                return Err(mismatch());
            }
        }
    }
    let mut out: Vec<usize> = newshape.iter().map(|&d| d.max(0) as usize).collect();
    match unknown {
        Some(i) => {
            if known == 0 || !(size as u128).is_multiple_of(known) {
                return Err(mismatch());
            }
            out[i] = (size as u128 / known) as usize;
        }
        None => {
            if known != size as u128 {
                return Err(mismatch());
            }
        }
    }
    Ok(out)
}

/// Strides for viewing (`shape`, `strides`) as `newshape` without copying, in C order
/// (`fortran == false`) or F order; `None` when NumPy would have to copy.
///
/// shape.c `_attempt_nocopy_reshape`: drop the old size-1 axes, then grow groups of old and
/// new axes until their products match; each old group must be mergeable in the requested
/// order, and its new axes get strides derived from the group's last (C) / first (F) stride.
pub fn attempt_nocopy_reshape(
    shape: &[usize],
    strides: &[isize],
    itemsize: usize,
    newshape: &[usize],
    fortran: bool,
) -> Option<Vec<isize>> {
    let (olddims, oldstrides): (Vec<usize>, Vec<isize>) =
        shape.iter().zip(strides).filter(|(d, _)| **d != 1).map(|(d, s)| (*d, *s)).unzip();
    let oldnd = olddims.len();
    let newnd = newshape.len();
    let mut newstrides = vec![0isize; newnd];

    let (mut oi, mut oj) = (0usize, 1usize);
    let (mut ni, mut nj) = (0usize, 1usize);
    while ni < newnd && oi < oldnd {
        let mut np_ = newshape[ni] as u128;
        let mut op = olddims[oi] as u128;
        while np_ != op {
            if np_ < op {
                if nj >= newnd {
                    return None;
                }
                np_ *= newshape[nj] as u128;
                nj += 1;
            } else {
                if oj >= oldnd {
                    return None;
                }
                op *= olddims[oj] as u128;
                oj += 1;
            }
        }
        // the old axes oi..oj must be mergeable into one block
        for ok in oi..oj - 1 {
            let mergeable = if fortran {
                oldstrides[ok + 1] == olddims[ok] as isize * oldstrides[ok]
            } else {
                oldstrides[ok] == olddims[ok + 1] as isize * oldstrides[ok + 1]
            };
            if !mergeable {
                return None;
            }
        }
        if fortran {
            newstrides[ni] = oldstrides[oi];
            for nk in ni + 1..nj {
                newstrides[nk] = newstrides[nk - 1] * newshape[nk - 1] as isize;
            }
        } else {
            newstrides[nj - 1] = oldstrides[oj - 1];
            for nk in (ni + 1..nj).rev() {
                newstrides[nk - 1] = newstrides[nk] * newshape[nk] as isize;
            }
        }
        ni = nj;
        nj += 1;
        oi = oj;
        oj += 1;
    }
    // trailing new axes of length 1
    let last = if ni >= 1 {
        if fortran { newstrides[ni - 1] * newshape[ni - 1] as isize } else { newstrides[ni - 1] }
    } else {
        itemsize as isize
    };
    for s in newstrides.iter_mut().skip(ni) {
        *s = last;
    }
    Some(newstrides)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_dimension_and_errors() {
        assert_eq!(fix_unknown_dimension(&[-1, 3], 6), Ok(vec![2, 3]));
        assert_eq!(fix_unknown_dimension(&[-3, 2], 6), Ok(vec![3, 2]));
        assert_eq!(fix_unknown_dimension(&[-1], 0), Ok(vec![0]));
        assert_eq!(
            fix_unknown_dimension(&[5, -1], 6).unwrap_err(),
            "cannot reshape array of size 6 into shape (5,newaxis)"
        );
        assert_eq!(fix_unknown_dimension(&[4], 6).unwrap_err(), "cannot reshape array of size 6 into shape (4,)");
        assert_eq!(fix_unknown_dimension(&[], 6).unwrap_err(), "cannot reshape array of size 6 into shape ()");
        assert_eq!(fix_unknown_dimension(&[-1, 5], 12).unwrap_err(), "cannot reshape array of size 12 into shape (5)");
        assert_eq!(fix_unknown_dimension(&[-1, -1], 6).unwrap_err(), "can only specify one unknown dimension");
        assert_eq!(
            fix_unknown_dimension(&[0, -1], 0).unwrap_err(),
            "cannot reshape array of size 0 into shape (0,newaxis)"
        );
        assert_eq!(
            fix_unknown_dimension(&[1 << 40, 1 << 40, 0], 0).unwrap_err(),
            "cannot reshape array of size 0 into shape (1099511627776,1099511627776,0)"
        );
        assert_eq!(fix_unknown_dimension(&[0, 1 << 40, 1 << 40], 0).unwrap(), vec![0, 1 << 40, 1 << 40]);
    }

    #[test]
    fn nocopy_examples_from_reference() {
        // t = arange(12).reshape(3,4).T : (4,3) strides (8,32)
        assert_eq!(attempt_nocopy_reshape(&[4, 3], &[8, 32], 8, &[12], false), None);
        assert_eq!(attempt_nocopy_reshape(&[4, 3], &[8, 32], 8, &[12], true), Some(vec![8]));
        assert_eq!(attempt_nocopy_reshape(&[4, 3], &[8, 32], 8, &[2, 2, 3], true), Some(vec![8, 16, 32]));
        // b = arange(24).reshape(2,3,4)[:,:,::2] : (2,3,2) strides (96,32,16)
        let (s, st) = (&[2, 3, 2][..], &[96, 32, 16][..]);
        assert_eq!(attempt_nocopy_reshape(s, st, 8, &[6, 2], false), Some(vec![32, 16]));
        assert_eq!(attempt_nocopy_reshape(s, st, 8, &[12], false), Some(vec![16]));
        assert_eq!(attempt_nocopy_reshape(s, st, 8, &[2, 3, 1, 2], false), Some(vec![96, 32, 32, 16]));
        assert_eq!(attempt_nocopy_reshape(s, st, 8, &[1, 2, 3, 2, 1], false), Some(vec![192, 96, 32, 16, 16]));
        // c = arange(24).reshape(4,6)[::2] : (2,6) strides (96,8)
        assert_eq!(attempt_nocopy_reshape(&[2, 6], &[96, 8], 8, &[2, 2, 3], false), Some(vec![96, 24, 8]));
        assert_eq!(attempt_nocopy_reshape(&[2, 6], &[96, 8], 8, &[12], false), None);
        // d = arange(6)[::2] : (3,) strides (16,)
        assert_eq!(attempt_nocopy_reshape(&[3], &[16], 8, &[1, 3], false), Some(vec![48, 16]));
        assert_eq!(attempt_nocopy_reshape(&[3], &[16], 8, &[3, 1], false), Some(vec![16, 16]));
        assert_eq!(attempt_nocopy_reshape(&[3], &[16], 8, &[3, 1], true), Some(vec![16, 48]));
        // arange(12).reshape(3,4) in F order
        assert_eq!(attempt_nocopy_reshape(&[3, 4], &[32, 8], 8, &[3, 2, 2], true), Some(vec![32, 8, 16]));
        assert_eq!(attempt_nocopy_reshape(&[3, 4], &[32, 8], 8, &[4, 3], true), None);
    }
}
