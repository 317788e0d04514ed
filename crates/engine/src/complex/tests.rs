//! Complex element arithmetic checked against values NumPy 2.4.6 prints.

use super::*;

#[test]
fn division_is_smiths_method() {
    let q = C128::new(1.0, 2.0).truediv(C128::new(3.0, -4.0));
    assert_eq!((q.re, q.im), (-0.2, 0.4));
    let z = C128::new(1.0, -1.0).truediv(C128::new(0.0, 0.0));
    assert!(z.re.is_infinite() && z.re > 0.0 && z.im.is_infinite() && z.im < 0.0);
}

#[test]
fn integer_powers_multiply() {
    // np.complex128(1+2j) ** 5 == (41-38j); ** -2 == (-0.12-0.16j)
    let z = C128::new(1.0, 2.0);
    assert_eq!(z.power(C128::new(5.0, 0.0)), C128::new(41.0, -38.0));
    let r = z.power(C128::new(-2.0, 0.0));
    assert_eq!((r.re, r.im), (-0.12, -0.16));
    assert!(C128::new(0.0, 0.0).power(C128::new(-1.0, 0.0)).isnan());
}

#[test]
fn order_is_lexicographic_and_nan_false() {
    assert!(C128::new(1.0, 5.0) < C128::new(2.0, 0.0));
    assert!(C128::new(1.0, 0.0) < C128::new(1.0, 1.0));
    assert_eq!(C128::new(1.0, f64::NAN).partial_cmp(&C128::new(1.0, 1.0)), None);
    assert!(C128::new(1.0, 0.0).np_max(C128::new(1.0, f64::NAN)).im.is_nan());
}

#[test]
fn sqrt_of_negative_reals_and_sign() {
    assert_eq!(C128::new(-4.0, 0.0).sqrt_(), C128::new(0.0, 2.0));
    assert_eq!(C128::new(-3.0, 4.0).sqrt_(), C128::new(1.0, 2.0));
    assert_eq!(C128::new(3.0, 4.0).sign(), C128::new(0.6, 0.8));
}

#[test]
fn pairwise_sum_splits_like_numpy() {
    // 100 elements: the recursion splits at 48 (NumPy's n2 = 100 units -> 96 / 2)
    let mut d = vec![0u8; 100 * 16];
    for (k, cell) in d.chunks_exact_mut(16).enumerate() {
        C128::new(0.1 * k as f64, -0.3 * k as f64).wr(cell);
    }
    let s = C128::zero().add_pairwise(&d, 0, 100, 16);
    let (r, i) = pairwise_parts::<f64>(&d, 0, 100, 16);
    assert_eq!((s.re, s.im), (r, i));
    assert!((s.re - 495.0).abs() < 1e-9 && (s.im + 1485.0).abs() < 1e-9);
}
