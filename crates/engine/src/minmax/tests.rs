//! The max/min reduce loops against the definition (values) and against NumPy 2.4's own
//! choices between 0.0 and -0.0 (read from NumPy 2.4.6 on an AVX-512 machine and on an AVX2
//! one; the build's CPU decides which applies, as it decides NumPy's loops).

use super::reduce_run;
use crate::kernels::Arith;
use proptest::prelude::*;

fn bytes64(v: &[f64]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn bytes32(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

/// `np.max(a)` as NumPy runs it: the first element starts, one call over the rest.
fn np_max64(v: &[f64], stride: usize) -> f64 {
    let d = bytes64(v);
    let n = v.len().div_ceil(stride);
    reduce_run(&d, 8 * stride, n - 1, 8 * stride as isize, v[0], |a: f64, b| a.np_max(b))
}

fn np_max32(v: &[f32]) -> f32 {
    let d = bytes32(v);
    reduce_run(&d, 4, v.len() - 1, 4, v[0], |a: f32, b| a.np_max(b))
}

/// For `n` zeros of one sign with the other sign at `k`, whether `max` returns the odd one,
/// for every `k`: a '+' where it does.
fn winners(n: usize, stride: usize, f32s: bool) -> String {
    (0..n)
        .map(|k| {
            let neg = if f32s {
                let mut v = vec![-0.0f32; n];
                v[k] = 0.0;
                np_max32(&v).is_sign_negative()
            } else {
                let mut v = vec![-0.0f64; n * stride];
                v[k * stride] = 0.0;
                np_max64(&v, stride).is_sign_negative()
            };
            if neg { '-' } else { '+' }
        })
        .collect()
}

#[test]
#[cfg(target_feature = "avx512f")]
fn signed_zero_ties_fall_as_in_numpy() {
    // np.max(np.full(n, -0.0) with a[k] = 0.0) for each k, from NumPy 2.4.6 (AVX-512)
    assert_eq!(winners(2, 1, false), "-+");
    assert_eq!(winners(8, 1, false), "-------+");
    assert_eq!(winners(9, 1, false), "--+------");
    assert_eq!(winners(10, 1, false), "---------+");
    assert_eq!(winners(17, 1, false), "----------+------");
    assert_eq!(winners(65, 1, false), format!("{}+{}", "-".repeat(58), "-".repeat(6)));
    assert_eq!(winners(9, 1, true), "--------+");
    assert_eq!(winners(17, 1, true), "----+------------");
    assert_eq!(winners(33, 1, true), format!("{}+{}", "-".repeat(20), "-".repeat(12)));
}

#[test]
#[cfg(not(target_feature = "avx512f"))]
fn signed_zero_ties_fall_as_in_numpy() {
    // the same, from NumPy 2.4.6 on an AVX2 machine: every step of its AVX2 loop and lane
    // reduction keeps the later of two equal values, so the last element wins
    for (n, f32s) in [(2, false), (8, false), (9, false), (10, false), (17, false), (65, false), (9, true), (17, true), (33, true)] {
        assert_eq!(winners(n, 1, f32s), format!("{}+", "-".repeat(n - 1)), "n = {n}");
    }
    // strided runs (the scalar unroll) too
    assert_eq!(winners(20, 3, false), format!("{}+", "-".repeat(19)));
    assert_eq!(winners(70, 2, false), format!("{}+", "-".repeat(69)));
}

#[test]
fn a_nan_in_the_lanes_gives_the_default_nan() {
    let mut v = vec![1.0f64; 40];
    v[5] = -f64::NAN;
    assert_eq!(np_max64(&v, 1).to_bits(), f64::NAN.to_bits());
    // a NaN reached by the in-order tail keeps its own bits
    let mut w = vec![1.0f64; 12];
    w[11] = -f64::NAN;
    assert_eq!(np_max64(&w, 1).to_bits(), (-f64::NAN).to_bits());
}

proptest! {
    #[test]
    fn values_are_the_extremes(v in proptest::collection::vec(-1e6f64..1e6, 1..300), stride in 1usize..4) {
        let picked: Vec<f64> = v.iter().step_by(stride).copied().collect();
        let want = picked.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        prop_assert_eq!(np_max64(&v, stride), want);
        let lo = {
            let d = bytes64(&v);
            reduce_run(&d, 8 * stride, picked.len() - 1, 8 * stride as isize, v[0], |a: f64, b| a.np_min(b))
        };
        prop_assert_eq!(lo, picked.iter().copied().fold(f64::INFINITY, f64::min));
    }

    #[test]
    fn integers_of_every_width(v in proptest::collection::vec(any::<i16>(), 1..400)) {
        let d: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
        let got = reduce_run(&d, 2, v.len() - 1, 2, v[0], |a: i16, b| a.np_max(b));
        prop_assert_eq!(got, *v.iter().max().unwrap());
        let d8: Vec<u8> = v.iter().map(|&x| x as u8).collect();
        let got8 = reduce_run(&d8, 1, v.len() - 1, 1, d8[0], |a: u8, b| a.np_min(b));
        prop_assert_eq!(got8, *d8.iter().min().unwrap());
    }
}

/// Runs long enough to be reduced on two threads give the bits of one pass, with signed
/// zeros and NaN payloads to pick from (backwards: a strided run, on one thread).
#[test]
fn split_runs_give_the_one_pass_bits() {
    use super::run_one;
    let n = crate::parallel::MIN_STREAM_BYTES / 8 + 1001;
    let spread: Vec<f64> = (0..n).map(|i| ((i * 7919) % 100_003) as f64 - 50_000.0).collect();
    let zeros: Vec<f64> = (0..n).map(|i| if i % 3 == 0 { -0.0 } else { 0.0 }).collect();
    let mut nans = spread.clone();
    nans[n / 3] = f64::from_bits(0x7ff8_0000_0000_0001);
    nans[2 * n / 3] = -f64::NAN;
    let mut tail_nan = zeros.clone();
    tail_nan[n - 1] = f64::from_bits(0xfff8_0000_0000_0123);
    let late_zero: Vec<f64> = (0..n).map(|i| if i == 3 * n / 4 { -0.0 } else { 0.0 }).collect();
    for (name, v) in [("spread", &spread), ("zeros", &zeros), ("nans", &nans), ("tail nan", &tail_nan), ("late zero", &late_zero)] {
        let d = bytes64(v);
        for (p, s) in [(8usize, 8isize), (8 * (n - 2), -8)] {
            let first = f64::from_le_bytes(d[p - s as usize..][..8].try_into().unwrap());
            let max = |f: fn(&[u8], usize, usize, isize, f64) -> f64| f(&d, p, n - 1, s, first).to_bits();
            assert_eq!(max(|d, p, n, s, a| reduce_run(d, p, n, s, a, |x: f64, y| x.np_max(y))), max(|d, p, n, s, a| run_one(d, p, n, s, a, |x: f64, y| x.np_max(y), false)), "max {name} {s}");
            assert_eq!(max(|d, p, n, s, a| reduce_run(d, p, n, s, a, |x: f64, y| x.np_min(y))), max(|d, p, n, s, a| run_one(d, p, n, s, a, |x: f64, y| x.np_min(y), false)), "min {name} {s}");
        }
    }
    // float32: sixteen lanes per AVX-512 vector, eight per AVX2 one
    let n32 = crate::parallel::MIN_STREAM_BYTES / 4 + 77;
    let z32: Vec<f32> = (0..n32).map(|i| if i % 5 == 1 { -0.0 } else { 0.0 }).collect();
    let d32 = bytes32(&z32);
    let split = reduce_run(&d32, 4, n32 - 1, 4, z32[0], |x: f32, y| x.np_min(y));
    assert_eq!(split.to_bits(), run_one(&d32, 4, n32 - 1, 4, z32[0], |x: f32, y| x.np_min(y), false).to_bits());
    let want_max = spread.iter().copied().fold(f64::MIN, f64::max);
    let d = bytes64(&spread);
    assert_eq!(reduce_run(&d, 8, n - 1, 8, spread[0], |x: f64, y| x.np_max(y)), want_max);
    let ints: Vec<i64> = (0..n as i64).map(|i| (i * 7919) % 1_000_003 - 500_000).collect();
    let di: Vec<u8> = ints.iter().flat_map(|x| x.to_le_bytes()).collect();
    assert_eq!(reduce_run(&di, 8, n - 1, 8, ints[0], |x: i64, y| x.np_min(y)), *ints.iter().min().unwrap());
}
