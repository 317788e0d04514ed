//! `nonzero`/`argwhere` against the definition: C-order coordinates of the nonzero
//! elements, on contiguous, transposed and strided masks whose hits fall anywhere relative
//! to the eight-byte groups the loop reads.

use super::{argwhere, nonzero};
use crate::array::NdArray;
use crate::dtype::DType;
use crate::mapping::int64s;
use proptest::prelude::*;
use std::rc::Rc;

/// Coordinates of each element of `a` (any shape, bool) that is nonzero, in C order.
fn expected(a: &NdArray) -> Vec<Vec<i64>> {
    let d = a.buf.bytes();
    let mut hits = Vec::new();
    let mut idx = vec![0usize; a.ndim()];
    for _ in 0..a.size() {
        let off = a.offset as isize + idx.iter().zip(&a.strides).map(|(&i, &s)| i as isize * s).sum::<isize>();
        if d[off as usize] != 0 {
            hits.push(idx.iter().map(|&i| i as i64).collect());
        }
        for ax in (0..idx.len()).rev() {
            idx[ax] += 1;
            if idx[ax] < a.shape[ax] {
                break;
            }
            idx[ax] = 0;
        }
    }
    hits
}

/// The values of a 1-d or 2-d int64 view, row by row.
fn rows(v: &NdArray) -> Vec<Vec<i64>> {
    let d = v.buf.bytes();
    let all: Vec<i64> = int64s(&d).collect();
    let (n, m) = (v.shape[0], v.shape.get(1).copied().unwrap_or(1));
    let st: Vec<isize> = v.strides.iter().map(|s| s / 8).collect();
    (0..n)
        .map(|i| (0..m).map(|j| all[(v.offset as isize / 8 + i as isize * st[0] + j as isize * st.get(1).copied().unwrap_or(0)) as usize]).collect())
        .collect()
}

fn mask(bytes: Vec<u8>, shape: &[usize], transpose: bool, step: usize) -> Rc<NdArray> {
    let a = NdArray::zeros(DType::Bool, &[bytes.len()], false).unwrap();
    a.buf.data.borrow_mut()[..bytes.len()].copy_from_slice(&bytes);
    let n: usize = shape.iter().product();
    let mut strides = vec![step as isize; shape.len()];
    for ax in (0..shape.len().saturating_sub(1)).rev() {
        strides[ax] = strides[ax + 1] * shape[ax + 1] as isize;
    }
    let (mut sh, mut st) = (shape.to_vec(), strides);
    if transpose {
        sh.reverse();
        st.reverse();
    }
    assert!(n * step <= bytes.len());
    NdArray::view_of(&a, 0, sh, st, DType::Bool).unwrap()
}

proptest! {
    #[test]
    fn nonzero_lists_the_hits_in_c_order(
        bytes in proptest::collection::vec(prop_oneof![6 => Just(0u8), 3 => Just(1u8), 1 => Just(7u8)], 0..200),
        rows_n in 1usize..5,
        transpose: bool,
        step in 1usize..3,
    ) {
        let cols = bytes.len() / step / rows_n;
        let shape = if rows_n == 1 { vec![cols] } else { vec![rows_n, cols] };
        let m = mask(bytes, &shape, transpose, step);
        let want = expected(&m);
        let got = nonzero(&m).unwrap();
        prop_assert_eq!(got.len(), shape.len());
        for (ax, arr) in got.iter().enumerate() {
            let col: Vec<i64> = rows(arr).into_iter().map(|r| r[0]).collect();
            prop_assert_eq!(col, want.iter().map(|h| h[ax]).collect::<Vec<_>>());
        }
        prop_assert_eq!(rows(&argwhere(&m).unwrap()), want);
    }
}
