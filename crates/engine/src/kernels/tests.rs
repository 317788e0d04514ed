//! Integer floor division and modulo (Python semantics, NumPy's wrapping and divide-by-zero
//! rules) against an i128 reference, so the double-precision fast path is checked on every
//! type, sign and magnitude, including the edges where it hands over to integer division.
//! `maximum`/`minimum` against their definition, bit for bit (NaN payloads, signed zeros).
//! Patched loops (a fast form plus exceptions) against the exact function.

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

/// `int_div_by` (chunks divided in double precision) against the per-element `floordiv` and
/// `modulo`, from a separate source and in place, for chunks that fit below 2^51 and chunks
/// with one element that does not.
fn chunked_matches<T: super::Elem + Arith + PartialEq + std::fmt::Debug>(xs: &[i64], d: i64) {
    use super::{Dst, Src, int_div_by, int_divisor};
    let dt = T::from_i64(d);
    let Some(d) = int_divisor(dt) else { return };
    let n = xs.len();
    let mut src = vec![0u8; n * T::SIZE];
    for (x, c) in xs.iter().zip(src.chunks_exact_mut(T::SIZE)) {
        T::from_i64(*x).wr(c);
    }
    let strides = [T::SIZE as isize];
    for want_mod in [false, true] {
        let mut out = vec![0u8; n * T::SIZE];
        let s = Src { data: &src, offset: 0, strides: &strides };
        int_div_by::<T>(&[n], Some(s), d, Dst { data: &mut out, offset: 0, strides: &strides }, want_mod);
        let mut inplace = src.clone();
        int_div_by::<T>(&[n], None, d, Dst { data: &mut inplace, offset: 0, strides: &strides }, want_mod);
        for (i, c) in src.chunks_exact(T::SIZE).enumerate() {
            let x = T::rd(c);
            let want = if want_mod { x.modulo(dt) } else { x.floordiv(dt) };
            assert_eq!(T::rd(&out[i * T::SIZE..]), want, "{:?} op {:?}", x, dt);
            assert_eq!(T::rd(&inplace[i * T::SIZE..]), want, "{:?} op {:?} in place", x, dt);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]
    #[test]
    fn chunked_division_matches_per_element(
        xs in proptest::collection::vec(any::<i64>(), 1..700),
        shift in 0u32..63,
        d in any::<i64>(),
        dshift in 0u32..63,
        big in any::<bool>(),
    ) {
        let mut xs: Vec<i64> = xs.iter().map(|x| x >> shift).collect();
        if big {
            // one element past 2^51 sends its chunk to the per-element path
            let k = xs.len() / 2;
            xs[k] = i64::MIN + 5;
        }
        let d = d >> dshift;
        chunked_matches::<i8>(&xs, d);
        chunked_matches::<i16>(&xs, d);
        chunked_matches::<i32>(&xs, d);
        chunked_matches::<i64>(&xs, d);
        chunked_matches::<u8>(&xs, d);
        chunked_matches::<u16>(&xs, d);
        chunked_matches::<u32>(&xs, d);
        chunked_matches::<u64>(&xs, d);
    }
}

/// NumPy's `maximum` as its SIMD loops define it: the first operand when it is NaN or
/// larger, else the second (so the second wins ties, and a NaN second operand).
fn maximum_by_definition(a: f64, o: f64) -> f64 {
    if a.is_nan() || a > o { a } else { o }
}
fn minimum_by_definition(a: f64, o: f64) -> f64 {
    if a.is_nan() || a < o { a } else { o }
}

/// Doubles that reach every branch: NaNs with payloads and signs, zeros of both signs, ties.
fn edge_double() -> impl Strategy<Value = f64> {
    prop_oneof![
        Just(0.0),
        Just(-0.0),
        Just(1.0),
        Just(f64::INFINITY),
        Just(f64::NEG_INFINITY),
        any::<u64>().prop_map(|p| f64::from_bits(0x7ff8_0000_0000_0000 | (p & 0x800f_ffff_ffff_ffff))),
        any::<f64>(),
    ]
}

proptest! {
    #[test]
    fn maximum_minimum_bits(a in edge_double(), o in edge_double()) {
        prop_assert_eq!(a.np_max(o).to_bits(), maximum_by_definition(a, o).to_bits());
        prop_assert_eq!(a.np_min(o).to_bits(), minimum_by_definition(a, o).to_bits());
        let (x, y) = (a as f32, o as f32);
        prop_assert_eq!(x.np_max(y).to_bits(), if x.is_nan() || x > y { x } else { y }.to_bits());
        prop_assert_eq!(x.np_min(y).to_bits(), if x.is_nan() || x < y { x } else { y }.to_bits());
    }
}

/// A [`super::Patched`] function whose fast form is wrong exactly where `needs_exact` holds: a
/// patched loop must give the exact value everywhere (contiguous blocks with and without
/// exceptions, in place, strided, and split in two threads).
fn patched_halve() -> super::Patched<impl Fn(f32) -> f32 + Sync, impl Fn(f32) -> bool + Sync, impl Fn(f32) -> f32 + Sync> {
    super::Patched(|x: f32| if x.abs() > 1000.0 { f32::NAN } else { x * 0.5 }, |x: f32| x.abs() > 1000.0, |x: f32| x * 0.5)
}

fn f32_bytes(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

proptest! {
    #[test]
    fn patched_loops_patch_every_exception(
        v in proptest::collection::vec(prop_oneof![4 => -500f32..500.0, 1 => 1e3f32..1e6, 1 => -1e6f32..-1e3], 0..1200),
        heavy in any::<bool>(),
    ) {
        use super::{Dst, Src, unary_loop, unary_loop_inplace};
        let n = v.len();
        let want = f32_bytes(&v.iter().map(|x| x * 0.5).collect::<Vec<_>>());
        let x = f32_bytes(&v);
        let mut out = vec![0u8; n * 4];
        unary_loop::<f32, f32>(&[n], Src { data: &x, offset: 0, strides: &[4] }, Dst { data: &mut out, offset: 0, strides: &[4] }, heavy, patched_halve());
        prop_assert!(out == want, "contiguous");
        let mut y = x.clone();
        unary_loop_inplace::<f32>(&[n], Dst { data: &mut y, offset: 0, strides: &[4] }, heavy, patched_halve());
        prop_assert!(y == want, "in place");
        // every other element, backwards, into a strided output
        let m = n / 2;
        let mut out2 = vec![0u8; n * 4];
        if m > 0 {
            let src = Src { data: &x, offset: (n - 1) * 4, strides: &[-8] };
            unary_loop::<f32, f32>(&[m], src, Dst { data: &mut out2, offset: 0, strides: &[8] }, heavy, patched_halve());
        }
        for i in 0..m {
            prop_assert_eq!(&out2[i * 8..i * 8 + 4], &want[(n - 1 - 2 * i) * 4..(n - 2 * i) * 4]);
        }
    }
}

/// NumPy's pairwise sum (loops_utils.h.src), written out plainly as the reference.
fn pairwise_reference(v: &[f64]) -> f64 {
    let n = v.len();
    if n < 8 {
        v.iter().fold(0.0, |a, &x| a + x)
    } else if n <= 128 {
        let mut r: [f64; 8] = v[..8].try_into().unwrap();
        let whole = n - n % 8;
        for b in v[8..whole].chunks_exact(8) {
            for j in 0..8 {
                r[j] += b[j];
            }
        }
        let mut res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
        for &x in &v[whole..] {
            res += x;
        }
        res
    } else {
        let n2 = n / 2 - (n / 2) % 8;
        pairwise_reference(&v[..n2]) + pairwise_reference(&v[n2..])
    }
}

/// A sum long enough to run as two halves on two threads keeps NumPy's bits: contiguous,
/// strided and backwards.
#[test]
fn split_pairwise_sums_keep_numpy_bits() {
    let n = crate::parallel::MIN_STREAM_BYTES / 8 + 13;
    let v: Vec<f64> = (0..n).map(|i| if i % 2 == 0 { 1e10 + i as f64 * 0.1 } else { -1e10 + 1.0 / (i as f64) }).collect();
    let d: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
    assert_eq!(super::pairwise_sum::<f64>(&d, 0, n, 8).to_bits(), pairwise_reference(&v).to_bits(), "contiguous");
    let every_other: Vec<f64> = v.iter().copied().step_by(2).collect();
    assert_eq!(super::pairwise_sum::<f64>(&d, 0, every_other.len(), 16).to_bits(), pairwise_reference(&every_other).to_bits(), "strided");
    let back: Vec<f64> = v.iter().rev().copied().collect();
    assert_eq!(super::pairwise_sum::<f64>(&d, 8 * (n - 1), n, -8).to_bits(), pairwise_reference(&back).to_bits(), "backwards");
}

#[test]
fn outputs_split_where_their_halves_do_not_meet() {
    let mut d = vec![0u8; 4 * 6 * 8];
    // C-ordered 4x6 float64: rows 0-1 and rows 2-3
    let st = [48isize, 8];
    let (a, b) = super::split_outer(&mut d, 0, &[4, 6], &st, 8, 2).unwrap();
    assert_eq!((a.data.len(), a.offset, b.data.len(), b.offset), (96, 0, 96, 0));
    // rows reversed: the second half (old rows 1-0) lies below the first
    let st = [-48isize, 8];
    let (a, b) = super::split_outer(&mut d, 144, &[4, 6], &st, 8, 2).unwrap();
    assert_eq!((a.data.len(), a.offset, b.data.len(), b.offset), (96, 48, 96, 48));
    // a transposed output: its halves interleave in memory
    assert!(super::split_outer(&mut d, 0, &[6, 4], &[8, 48], 8, 3).is_none());
    // a zero outer stride, and cuts outside the axis
    assert!(super::split_outer(&mut d, 0, &[4, 6], &[0, 8], 8, 2).is_none());
    assert!(super::split_outer(&mut d, 0, &[4, 6], &[48, 8], 8, 0).is_none());
    assert!(super::split_outer(&mut d, 0, &[4, 6], &[48, 8], 8, 4).is_none());
}
