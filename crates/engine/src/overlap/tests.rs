//! Unit tests for `overlap`.

use super::*;
use proptest::prelude::*;

fn reg<'a>(
    offset: i64,
    shape: &'a [usize],
    strides: &'a [isize],
    itemsize: usize,
) -> Region<'a> {
    Region {
        offset,
        shape,
        strides,
        itemsize,
    }
}

/// Expected outcome per max_work, as printed by NumPy 2.4: Y=True, N=False, T=TooHardError.
fn code(o: Overlap) -> char {
    match o {
        Overlap::Yes => 'Y',
        Overlap::No => 'N',
        Overlap::TooHard => 'T',
    }
}

fn shares_codes(a: &Region, b: &Region) -> String {
    [None, Some(0), Some(1), Some(2), Some(3)]
        .iter()
        .map(|&w| code(shares(a, b, w)))
        .collect()
}

#[test]
fn reference_examples_arange10() {
    // x = np.arange(10): byte offsets from x's data pointer.
    let (ev, odd) = (reg(0, &[5], &[16], 8), reg(8, &[5], &[16], 8)); // x[::2], x[1::2]
    assert_eq!(shares(&ev, &odd, None), Overlap::No);
    assert!(may_share(&ev, &odd));
    let (lo, hi) = (reg(0, &[5], &[8], 8), reg(40, &[5], &[8], 8)); // x[:5], x[5:]
    assert_eq!(shares(&lo, &hi, None), Overlap::No);
    assert!(!may_share(&lo, &hi));
    let lo6 = reg(0, &[6], &[8], 8); // x[:6]
    assert_eq!(shares(&lo6, &hi, None), Overlap::Yes);
    assert!(may_share(&lo6, &hi));
}

#[test]
fn reference_example_int8_needs_diophantine_work() {
    // y = np.arange(80).reshape(4,20).astype(np.int8); y[:,::7], y[:,3::3] -> 20*x1 + 7*x2 + 3*x3 = 78.
    let a = reg(0, &[4, 3], &[20, 7], 1);
    let b = reg(3, &[4, 6], &[20, 3], 1);
    assert!(may_share(&a, &b));
    // np.shares_memory with max_work None,0,1,2,3: False, then TooHardError: Exceeded max_work four times.
    assert_eq!(shares_codes(&a, &b), "NTTTT");
    assert_eq!(shares(&a, &b, Some(20)), Overlap::No);
    // y[:,::7], y[:,2::3] do meet; max_work=1 and 0 are not enough (TooHardError), 2 is.
    let b2 = reg(2, &[4, 6], &[20, 3], 1);
    assert_eq!(shares_codes(&a, &b2), "YTTYY");
}

#[test]
fn numpy_table_slices_and_views() {
    // (a, b, np.may_share_memory, np.shares_memory for max_work None,0,1,2,3); x = np.arange(10).
    let cases: &[(Region, Region, bool, &str)] = &[
        (
            reg(72, &[10], &[-8], 8),
            reg(0, &[4], &[24], 8),
            true,
            "YTYYY",
        ), // x[::-1], x[::3]
        (
            reg(0, &[0], &[8], 8),
            reg(0, &[10], &[8], 8),
            false,
            "NNNNN",
        ), // x[:0], x
        (
            reg(72, &[3], &[-32], 8),
            reg(16, &[2], &[32], 8),
            true,
            "NTNNN",
        ), // x[9:0:-4], x[2::4]
        (reg(1, &[10], &[8], 1), reg(0, &[1], &[8], 8), true, "YTYYY"), // x.view(i1)[1::8], x[:1]
        (reg(1, &[10], &[8], 1), reg(8, &[2], &[8], 8), true, "YTYYY"), // x.view(i1)[1::8], x[1:3]
        (
            reg(0, &[8, 3], &[8, 8], 8),
            reg(72, &[1], &[8], 8),
            true,
            "YTYYY",
        ), // swv(x,3), x[9:]
        (reg(0, &[3], &[0], 8), reg(8, &[9], &[8], 8), false, "NNNNN"), // as_strided(x,(3,),(0,)), x[1:]
        (
            reg(4, &[10], &[8], 4),
            reg(0, &[10], &[8], 8),
            true,
            "YTYYY",
        ), // x.view(i4)[1::2], x
        (
            reg(4, &[5], &[16], 4),
            reg(0, &[5], &[16], 8),
            true,
            "YTYYY",
        ), // x.view(i4)[1::4], x[::2]
        // np.ndarray(shape, dtype, buffer=np.zeros(2048, np.uint8), offset, strides) pairs from random search.
        (
            reg(265, &[1, 4, 2], &[-20, 0, 3], 4),
            reg(220, &[5, 4], &[-50, 36], 8),
            true,
            "NTTTT",
        ),
        (
            reg(186, &[5, 3, 2], &[-45, 41, 24], 1),
            reg(395, &[8, 4], &[-45, -23], 4),
            true,
            "NTTTT",
        ),
        (
            reg(213, &[5, 4, 2, 2], &[-34, 31, -1, -21], 1),
            reg(147, &[1, 4, 3, 2], &[20, -26, -27, 22], 2),
            true,
            "YTTTT",
        ),
        (
            reg(119, &[9, 6, 3], &[8, 37, -53], 8),
            reg(273, &[], &[], 1),
            true,
            "YTTTT",
        ),
        (
            reg(232, &[], &[], 1),
            reg(105, &[1, 1, 5, 9], &[-15, 52, -7, 24], 4),
            true,
            "NTTTT",
        ),
        (
            reg(304, &[5, 6], &[-22, -39], 2),
            reg(141, &[1], &[-15], 2),
            true,
            "NTTTN",
        ),
        (
            reg(169, &[5, 9, 9], &[-21, -3, 27], 2),
            reg(393, &[4, 6], &[-42, -26], 1),
            true,
            "YTTTT",
        ),
        (
            reg(346, &[3, 1], &[-53, -24], 2),
            reg(144, &[9, 3], &[11, 29], 1),
            true,
            "NTTNN",
        ),
        (
            reg(148, &[3], &[51], 1),
            reg(242, &[2, 5], &[39, -41], 4),
            true,
            "YTTYY",
        ),
        (
            reg(239, &[6], &[-19], 8),
            reg(392, &[12], &[-33], 8),
            true,
            "YTYYY",
        ),
    ];
    for (i, (a, b, may, exp)) in cases.iter().enumerate() {
        assert_eq!(may_share(a, b), *may, "case {i}");
        assert_eq!(shares_codes(a, b), *exp, "case {i}");
    }
    // Larger budgets from the same NumPy runs: max_work=5 and 20.
    let (a, b) = (&cases[14].0, &cases[14].1);
    assert_eq!(
        (shares(a, b, Some(5)), shares(a, b, Some(20))),
        (Overlap::No, Overlap::No)
    );
    let (a, b) = (&cases[15].0, &cases[15].1);
    assert_eq!(
        (shares(a, b, Some(5)), shares(a, b, Some(20))),
        (Overlap::Yes, Overlap::Yes)
    );
    let (a, b) = (&cases[9].0, &cases[9].1);
    assert_eq!(
        (shares(a, b, Some(5)), shares(a, b, Some(20))),
        (Overlap::TooHard, Overlap::TooHard)
    );
}

#[test]
fn extents() {
    assert_eq!(extent(&reg(72, &[10], &[-8], 8)), Some((0, 80)));
    assert_eq!(extent(&reg(40, &[2, 2], &[-24, -16], 8)), Some((0, 48))); // y[::-1, ::-2] of arange(6).reshape(2,3)
    assert_eq!(extent(&reg(8, &[], &[], 8)), Some((8, 16))); // 0-d
    assert_eq!(extent(&reg(0, &[3, 0], &[8, 8], 8)), None);
    assert_eq!(extent(&reg(5, &[4], &[0], 2)), Some((5, 7)));
    // Empty arrays never share, even at the same address.
    let e = reg(0, &[0, 3], &[24, 8], 8);
    assert!(!may_share(&e, &e));
    assert_eq!(shares(&e, &e, None), Overlap::No);
}

#[test]
fn internal_overlap_numpy_cases() {
    // numpy._core._multiarray_tests.internal_overlap(v, max_work) for max_work -1, 0, 1; x = np.arange(10).
    let codes = |a: &Region| -> String {
        [None, Some(0), Some(1)]
            .iter()
            .map(|&w| code(internal_overlap(a, w)))
            .collect()
    };
    assert_eq!(codes(&reg(0, &[8, 3], &[8, 8], 8)), "YTY"); // sliding_window_view(x, 3)
    assert_eq!(codes(&reg(0, &[2, 2], &[16, 8], 8)), "NNN"); // as_strided(x,(2,2),(16,8)): C-contiguous
    assert_eq!(codes(&reg(0, &[2, 3], &[16, 8], 8)), "YTY"); // as_strided(x,(2,3),(16,8))
    assert_eq!(codes(&reg(0, &[5], &[16], 8)), "NTN"); // x[::2]
    assert_eq!(codes(&reg(0, &[3, 2], &[0, 8], 8)), "YYY"); // stride-0 dim decides before any work
    assert_eq!(codes(&reg(0, &[3, 0], &[0, 8], 8)), "NNN"); // empty: C-contiguous by definition
    assert_eq!(codes(&reg(0, &[3], &[4], 8)), "YTY"); // as_strided(x,(3,),(4,)): items overlap by 4 bytes
    assert_eq!(codes(&reg(8, &[2], &[-8], 8)), "NTN"); // as_strided(x[1:],(2,),(-8,))
    assert_eq!(codes(&reg(3, &[], &[], 8)), "NNN"); // 0-d
}

#[test]
fn teaching_helpers_match_numpy_addresses() {
    // sliding_window_view(np.arange(6), 3) and np.arange(6)[::2]; pairs computed from NumPy's addresses.
    let w = reg(0, &[4, 3], &[8, 8], 8);
    assert_eq!(address_multiplicity(&w, 100), Some((12, 6)));
    assert_eq!(address_multiplicity(&w, 11), None);
    let ev = reg(0, &[3], &[16], 8);
    assert_eq!(
        shared_elements(&w, &ev, 36),
        Some(vec![(0, 0), (2, 1), (4, 1), (6, 1), (8, 2), (10, 2)])
    );
    assert_eq!(shared_elements(&w, &ev, 35), None);
    // x.view(np.int32)[1::3] vs x[1:5]: partial-item overlaps count.
    let (i4, mid) = (reg(4, &[4], &[12], 4), reg(8, &[4], &[8], 8));
    assert_eq!(shared_elements(&i4, &mid, 100), Some(vec![(1, 1), (2, 2)]));
    assert_eq!(shared_elements(&mid, &i4, 100), Some(vec![(1, 1), (2, 2)]));
    assert_eq!(
        shared_elements(&reg(0, &[6], &[8], 8), &reg(40, &[1], &[8], 8), 6),
        Some(vec![(5, 0)])
    );
    // Empty: nothing to check, whatever the limit.
    assert_eq!(shared_elements(&reg(0, &[0], &[8], 8), &w, 0), Some(vec![]));
    assert_eq!(
        address_multiplicity(&reg(0, &[0, 5], &[0, 0], 8), 0),
        Some((0, 0))
    );
    assert_eq!(
        address_multiplicity(&reg(0, &[5, 2], &[0, 0], 8), 10),
        Some((10, 1))
    );
}

#[test]
fn absurd_inputs_do_not_panic() {
    let huge = reg(
        i64::MAX,
        &[usize::MAX, 3],
        &[isize::MIN, isize::MAX],
        usize::MAX,
    );
    let small = reg(0, &[4], &[8], 8);
    let _ = extent(&huge);
    let _ = may_share(&huge, &small);
    assert_eq!(shares(&huge, &huge, None), Overlap::TooHard); // NumPy would report integer overflow
    assert_eq!(internal_overlap(&huge, None), Overlap::TooHard);
    assert_eq!(shared_elements(&huge, &small, usize::MAX), None);
    assert_eq!(address_multiplicity(&huge, 1000), None);
    // Mismatched slices: missing strides act as 0 (broadcast), so this has internal overlap.
    let short = reg(0, &[3, 2], &[8], 8);
    assert_eq!(internal_overlap(&short, None), Overlap::Yes);
    assert_eq!(extent(&short), Some((0, 24)));
    // More dimensions than NumPy allows.
    let many = vec![2usize; 70];
    let st = vec![1isize; 70];
    let deep = reg(0, &many, &st, 1);
    assert_eq!(shares(&deep, &deep, None), Overlap::TooHard);
    assert_eq!(internal_overlap(&deep, None), Overlap::TooHard);
    // Euclid on large coprime coefficients: the exact answer is still found.
    let p = reg(0, &[2], &[i64::MAX as isize / 2], 1);
    assert_eq!(shares(&p, &reg(1, &[1], &[1], 1), None), Overlap::No);
}

// ---- brute force oracles for the properties ----

const BUF: usize = 256;

#[derive(Clone, Debug)]
struct Owned {
    offset: i64,
    shape: Vec<usize>,
    strides: Vec<isize>,
    itemsize: usize,
}

impl Owned {
    fn region(&self) -> Region<'_> {
        reg(self.offset, &self.shape, &self.strides, self.itemsize)
    }
    /// Start byte of every element in C order.
    fn starts(&self) -> Vec<i64> {
        let mut out = vec![self.offset];
        for (&d, &s) in self.shape.iter().zip(&self.strides) {
            out = out
                .iter()
                .flat_map(|&b| (0..d as i64).map(move |i| b + i * s as i64))
                .collect();
        }
        out
    }
    /// How many elements touch each byte of the buffer.
    fn hits(&self) -> Vec<u32> {
        let mut h = vec![0u32; BUF];
        for s in self.starts() {
            for k in 0..self.itemsize as i64 {
                h[(s + k) as usize] += 1;
            }
        }
        h
    }
}

fn region_in_buffer() -> impl Strategy<Value = Owned> {
    (0usize..=4)
        .prop_flat_map(|nd| {
            (
                prop::collection::vec(prop_oneof![1 => Just(0usize), 8 => 1usize..=4], nd),
                prop::collection::vec(-16isize..=16, nd),
                prop::sample::select(vec![1usize, 2, 4, 8]),
                0.0f64..1.0,
            )
        })
        .prop_map(|(shape, strides, itemsize, pos)| {
            // Place the view anywhere it fits inside the buffer (span <= 4*3*16 + 8 < 256).
            let (mut lo, mut hi) = (0i64, 0i64);
            for (&d, &s) in shape.iter().zip(&strides) {
                let span = s as i64 * (d.max(1) as i64 - 1);
                if span > 0 { hi += span } else { lo += span }
            }
            let room = BUF as i64 - (hi + itemsize as i64 - lo);
            let offset = -lo + (pos * (room + 1) as f64) as i64;
            Owned {
                offset: offset.min(-lo + room),
                shape,
                strides,
                itemsize,
            }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn shares_exact_equals_brute_force(a in region_in_buffer(), b in region_in_buffer()) {
        let (ha, hb) = (a.hits(), b.hits());
        let brute = ha.iter().zip(&hb).any(|(&x, &y)| x > 0 && y > 0);
        let (ra, rb) = (a.region(), b.region());
        let exact = shares(&ra, &rb, None);
        prop_assert_eq!(exact, if brute { Overlap::Yes } else { Overlap::No });
        prop_assert_eq!(shares(&rb, &ra, None), exact);
        if exact == Overlap::Yes {
            prop_assert!(may_share(&ra, &rb));
        }
        prop_assert_eq!(may_share(&ra, &rb), shares(&ra, &rb, Some(0)) != Overlap::No);
    }

    #[test]
    fn limited_work_is_exact_or_too_hard(a in region_in_buffer(), b in region_in_buffer(), w in 1u64..8) {
        let (ra, rb) = (a.region(), b.region());
        let limited = shares(&ra, &rb, Some(w));
        prop_assert!(limited == Overlap::TooHard || limited == shares(&ra, &rb, None));
        // More budget never turns an answer back into TooHard.
        if limited != Overlap::TooHard {
            prop_assert_eq!(shares(&ra, &rb, Some(w + 10)), limited);
        }
    }

    #[test]
    fn internal_overlap_equals_brute_force(a in region_in_buffer()) {
        let brute = a.hits().iter().any(|&h| h > 1);
        prop_assert_eq!(internal_overlap(&a.region(), None), if brute { Overlap::Yes } else { Overlap::No });
    }

    #[test]
    fn teaching_helpers_equal_brute_force(a in region_in_buffer(), b in region_in_buffer()) {
        let (sa, sb) = (a.starts(), b.starts());
        let (ia, ib) = (a.itemsize as i64, b.itemsize as i64);
        let mut expect = Vec::new();
        for (i, &x) in sa.iter().enumerate() {
            for (j, &y) in sb.iter().enumerate() {
                if x < y + ib && y < x + ia {
                    expect.push((i, j));
                }
            }
        }
        let (ra, rb) = (a.region(), b.region());
        let n = sa.len() * sb.len();
        prop_assert_eq!(shared_elements(&ra, &rb, n), Some(expect.clone()));
        if n > 0 {
            prop_assert_eq!(shared_elements(&ra, &rb, n - 1), None);
        }
        prop_assert_eq!(!expect.is_empty(), shares(&ra, &rb, None) == Overlap::Yes);
        let mut distinct = sa.clone();
        distinct.sort_unstable();
        distinct.dedup();
        prop_assert_eq!(address_multiplicity(&ra, sa.len()), Some((sa.len(), distinct.len())));
    }
}
