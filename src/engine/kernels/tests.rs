//! Integer floor division and modulo (Python semantics, NumPy's wrapping and divide-by-zero
//! rules) against an i128 reference, so the double-precision fast path is checked on every
//! type, sign and magnitude, including the edges where it hands over to integer division.

use proptest::prelude::*;

use super::Arith;

/// Python's floor division and modulo, in i128 (never overflows for 64-bit operands).
fn reference(x: i128, o: i128) -> (i128, i128) {
    let q = x.div_euclid(o);
    let r = x.rem_euclid(o);
    // euclid keeps r >= 0; Python's modulo takes the divisor's sign
    if r != 0 && o < 0 { (q - 1, r + o) } else { (q, r) }
}

macro_rules! check_type {
    ($t:ty, $x:expr, $o:expr) => {{
        let (x, o): ($t, $t) = ($x as $t, $o as $t);
        let (q, r) = (x.floordiv(o), x.modulo(o));
        if o == 0 {
            assert_eq!((q, r), (0, 0), "{} // 0", x);
        } else {
            let (wq, wr) = reference(x as i128, o as i128);
            // MIN // -1 wraps (NumPy sets the overflow flag and returns MIN)
            assert_eq!(q, wq as $t, "{} // {} ({})", x, o, stringify!($t));
            assert_eq!(r, wr as $t, "{} % {} ({})", x, o, stringify!($t));
        }
    }};
}

fn all_types(x: i64, o: i64) {
    check_type!(i8, x, o);
    check_type!(i16, x, o);
    check_type!(i32, x, o);
    check_type!(i64, x, o);
    check_type!(u8, x, o);
    check_type!(u16, x, o);
    check_type!(u32, x, o);
    check_type!(u64, x, o);
}

#[test]
fn floor_division_edges() {
    let edges = [
        0i64, 1, -1, 2, -2, 3, 7, -7, 1009, -1009, 127, -128, 255, 32767, -32768, 65535,
        i32::MAX as i64, i32::MIN as i64, u32::MAX as i64, (1 << 51) - 1, 1 << 51, -(1 << 51),
        (1 << 52) + 1, (1 << 53) + 1, i64::MAX, i64::MIN, i64::MAX - 1, i64::MIN + 1,
    ];
    for &x in &edges {
        for &o in &edges {
            all_types(x, o);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20000))]
    #[test]
    fn floor_division_matches_python(x in any::<i64>(), o in any::<i64>(), shift in 0u32..63, oshift in 0u32..63) {
        // magnitudes spread over every bit length, both sides of the 2^51 hand-over
        all_types(x >> shift, o >> oshift);
        all_types(x, o >> oshift);
    }
}
