//! IEEE 754 binary16 (`np.float16`): bit conversions and the element type its loops use.
//!
//! Conversions round to nearest, ties to even, straight from the wider value (NumPy's
//! `npy_double_to_half` / `npy_float_to_half` in halffloat.cpp): no double rounding through
//! float32. NaN keeps the top bits of its payload (and stays a NaN). Arithmetic follows
//! NumPy's HALF loops: widen both operands to float32, compute in float32, round back.

use super::dtype::DType;
use super::dtype::{f64_to_i64_c, f64_to_u64_c};
use super::kernels::{Arith, Elem, Float};

/// Exact value of half `h` as f32 (every half is an f32).
pub fn f16_to_f32(h: u16) -> f32 {
    let sign = ((h as u32) & 0x8000) << 16;
    let exp = ((h >> 10) & 0x1f) as u32;
    let man = (h & 0x3ff) as u32;
    match exp {
        0x1f => f32::from_bits(sign | 0x7f80_0000 | (man << 13)),
        0 => {
            // zero or subnormal: man * 2^-24, exact in f32
            let v = man as f32 * (1.0 / 16_777_216.0);
            if sign != 0 { -v } else { v }
        }
        _ => f32::from_bits(sign | ((exp + 112) << 23) | (man << 13)),
    }
}

/// Exact value of half `h` as f64 (NaN payloads move by bits: a hardware widening would
/// quiet a signalling NaN, which NumPy's bit conversion does not).
pub fn f16_to_f64(h: u16) -> f64 {
    if h & 0x7c00 == 0x7c00 && h & 0x3ff != 0 {
        let sign = ((h as u64) & 0x8000) << 48;
        return f64::from_bits(sign | 0x7ff0_0000_0000_0000 | (((h & 0x3ff) as u64) << 42));
    }
    f16_to_f32(h) as f64
}

/// Round `x` to the nearest half (ties to even); overflow gives ±inf, underflow ±0.
pub fn f64_to_f16(x: f64) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 48) & 0x8000) as u16;
    let bexp = ((b >> 52) & 0x7ff) as i32;
    let man = b & ((1u64 << 52) - 1);
    if bexp == 0x7ff {
        if man == 0 {
            return sign | 0x7c00;
        }
        // NaN: keep the payload's top bits, but never let it collapse to inf
        let h = 0x7c00 | (man >> 42) as u16;
        return sign | if h == 0x7c00 { 0x7c01 } else { h };
    }
    let e = bexp - 1023;
    if e >= 16 {
        return sign | 0x7c00;
    }
    if e < -25 {
        // below half the smallest subnormal (2^-25), or a double subnormal: rounds to zero
        return sign;
    }
    let m = man | (1u64 << 52);
    // Units of the result's last place: 2^(e-10) for normals, 2^-24 for subnormals.
    let shift = if e >= -14 { 42 } else { (28 - e) as u32 };
    let mut q = m >> shift;
    let rem = m & ((1u64 << shift) - 1);
    let halfway = 1u64 << (shift - 1);
    if rem > halfway || (rem == halfway && q & 1 == 1) {
        q += 1;
    }
    // For normals q carries the implicit bit (1024..=2048); adding the exponent this way
    // lets a carry out of the significand bump the exponent (up to inf at 0x7c00).
    let bits = if e >= -14 { (((e + 14) as u64) << 10) + q } else { q };
    sign | bits as u16
}

/// Round an f32 to the nearest half (f32 -> f64 is exact, so this is NumPy's direct rounding).
pub fn f32_to_f16(x: f32) -> u16 {
    if x.is_nan() {
        let b = x.to_bits();
        let h = 0x7c00 | ((b >> 13) & 0x3ff) as u16;
        return ((b >> 16) & 0x8000) as u16 | if h == 0x7c00 { 0x7c01 } else { h };
    }
    f64_to_f16(x as f64)
}

/// A float16 element: its bit pattern. Comparisons are those of its float value.
#[derive(Debug, Clone, Copy, Default)]
pub struct F16(pub u16);

impl F16 {
    #[inline(always)]
    pub fn f(self) -> f32 {
        f16_to_f32(self.0)
    }
    #[inline(always)]
    pub fn of(x: f32) -> F16 {
        F16(f32_to_f16(x))
    }
}

impl PartialEq for F16 {
    fn eq(&self, o: &F16) -> bool {
        self.f() == o.f()
    }
}

impl PartialOrd for F16 {
    fn partial_cmp(&self, o: &F16) -> Option<std::cmp::Ordering> {
        self.f().partial_cmp(&o.f())
    }
}

impl Elem for F16 {
    const SIZE: usize = 2;
    const DT: DType = DType::Float16;
    #[inline(always)]
    fn rd(b: &[u8]) -> Self {
        F16(u16::from_le_bytes([b[0], b[1]]))
    }
    #[inline(always)]
    fn wr(self, b: &mut [u8]) {
        b[..2].copy_from_slice(&self.0.to_le_bytes());
    }
    fn to_f64(self) -> f64 {
        f16_to_f64(self.0)
    }
    /// NumPy casts half to integers through float (exact), then C's float->int conversion.
    fn to_i64(self) -> i64 {
        f64_to_i64_c(self.to_f64())
    }
    fn to_u64(self) -> u64 {
        f64_to_u64_c(self.to_f64())
    }
    fn to_bool(self) -> bool {
        self.0 & 0x7fff != 0
    }
    fn from_f64(v: f64) -> Self {
        F16(f64_to_f16(v))
    }
    /// Integers below 2^24 are exact in float and larger ones overflow to inf either way, so
    /// rounding via f64 equals NumPy's `npy_float_to_half((float)x)`.
    fn from_i64(v: i64) -> Self {
        F16(f64_to_f16(v as f64))
    }
    fn from_u64(v: u64) -> Self {
        F16(f64_to_f16(v as f64))
    }
    fn from_bool(v: bool) -> Self {
        F16(if v { 0x3c00 } else { 0 })
    }
    fn zero() -> Self {
        F16(0)
    }
    fn one() -> Self {
        F16(0x3c00)
    }
    #[inline(always)]
    fn isnan(self) -> bool {
        self.0 & 0x7fff > 0x7c00
    }
}

/// Apply an f32 binary op to two halves and round the result.
#[inline(always)]
fn via2(a: F16, b: F16, f: impl Fn(f32, f32) -> f32) -> F16 {
    F16::of(f(a.f(), b.f()))
}

impl Arith for F16 {
    fn add(self, o: Self) -> Self {
        via2(self, o, |x, y| x + y)
    }
    fn sub(self, o: Self) -> Self {
        via2(self, o, |x, y| x - y)
    }
    fn mul(self, o: Self) -> Self {
        via2(self, o, |x, y| x * y)
    }
    fn floordiv(self, o: Self) -> Self {
        via2(self, o, Arith::floordiv)
    }
    fn modulo(self, o: Self) -> Self {
        via2(self, o, Arith::modulo)
    }
    fn power(self, o: Self) -> Self {
        via2(self, o, f32::powf)
    }
    /// HALF_negative and HALF_absolute work on the sign bit alone.
    fn neg(self) -> Self {
        F16(self.0 ^ 0x8000)
    }
    fn absv(self) -> Self {
        F16(self.0 & 0x7fff)
    }
    fn invert(self) -> Self {
        self
    }
    fn sign(self) -> Self {
        F16::of(Arith::sign(self.f()))
    }
    fn reciprocal(self) -> Self {
        F16::of(1.0 / self.f())
    }
    fn floorv(self) -> Self {
        F16::of(self.f().floor())
    }
    fn ceilv(self) -> Self {
        F16::of(self.f().ceil())
    }
    fn is_neg(self) -> bool {
        self.f() < 0.0
    }
    /// HALF_maximum and friends compare with >= / <=, so ties (0.0 vs -0.0) keep the first.
    fn np_max(self, o: Self) -> Self {
        if self.isnan() || self >= o { self } else { o }
    }
    fn np_min(self, o: Self) -> Self {
        if self.isnan() || self <= o { self } else { o }
    }
    fn np_fmax(self, o: Self) -> Self {
        if o.isnan() || self >= o { self } else { o }
    }
    fn np_fmin(self, o: Self) -> Self {
        if o.isnan() || self <= o { self } else { o }
    }
    /// HALF_multiply's reduce loop: the running product stays in float32 for the whole run.
    fn mul_run(self, d: &[u8], p: usize, n: usize, s: isize) -> Self {
        let mut acc = self.f();
        for i in 0..n {
            acc *= F16::rd(&d[(p as isize + i as isize * s) as usize..]).f();
        }
        F16::of(acc)
    }
    /// HALF_add's reduce loop: widen the output, add the run's float32 pairwise sum, round once.
    fn add_pairwise(self, d: &[u8], p: usize, n: usize, s: isize) -> Self {
        F16::of(self.f() + super::kernels::pairwise_sum_as::<F16, f32, _>(d, p, n, s, F16::f))
    }
}

impl Float for F16 {
    fn fmap(self, f: fn(f64) -> f64) -> Self {
        F16::of(f(self.f() as f64) as f32)
    }
    fn sqrt_(self) -> Self {
        F16::of(self.f().sqrt())
    }
    fn exp_(self) -> Self {
        F16::of(self.f().exp())
    }
    fn ln_(self) -> Self {
        F16::of(self.f().ln())
    }
    fn log2_(self) -> Self {
        F16::of(self.f().log2())
    }
    fn log10_(self) -> Self {
        F16::of(self.f().log10())
    }
    fn sin_(self) -> Self {
        F16::of(self.f().sin())
    }
    fn cos_(self) -> Self {
        F16::of(self.f().cos())
    }
    fn tan_(self) -> Self {
        F16::of(self.f().tan())
    }
    fn tanh_(self) -> Self {
        F16::of(self.f().tanh())
    }
    fn rint_(self) -> Self {
        F16::of(self.f().round_ties_even())
    }
    fn truediv(self, o: Self) -> Self {
        via2(self, o, |x, y| x / y)
    }
    fn atan2_(self, o: Self) -> Self {
        via2(self, o, f32::atan2)
    }
    fn hypot_(self, o: Self) -> Self {
        via2(self, o, f32::hypot)
    }
    fn isinf_(self) -> bool {
        self.0 & 0x7fff == 0x7c00
    }
    fn isfinite_(self) -> bool {
        self.0 & 0x7c00 != 0x7c00
    }
    fn map_f(self, f32f: fn(f32) -> f32, _: fn(f64) -> f64) -> Self {
        F16::of(f32f(self.f()))
    }
    fn zip_f(self, o: Self, f32f: fn(f32, f32) -> f32, _: fn(f64, f64) -> f64) -> Self {
        via2(self, o, f32f)
    }
    fn signbit_(self) -> bool {
        self.0 & 0x8000 != 0
    }
    /// npy_half_nextafter: step the bit pattern.
    fn nextafter_(self, o: Self) -> Self {
        if self.isnan() || o.isnan() {
            return F16(0x7e00);
        }
        let (x, y) = (self.f(), o.f());
        if x == y {
            return o;
        }
        if x == 0.0 {
            return F16((o.0 & 0x8000) | 1);
        }
        if (x < y) == (x > 0.0) { F16(self.0 + 1) } else { F16(self.0 - 1) }
    }
    fn spacing_(self) -> Self {
        if !self.isfinite_() {
            return F16(0x7e00);
        }
        // npy_half_spacing always steps up, also for negative values
        let n = self.nextafter_(F16(0x7c00));
        F16::of(n.f() - self.f())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_half_round_trips_through_f32_and_f64() {
        for h in 0..=u16::MAX {
            let f = f16_to_f32(h);
            if f.is_nan() {
                assert!(F16(h).isnan());
                let back = f32_to_f16(f);
                assert_eq!(back, h, "nan {:#x}", h);
                continue;
            }
            assert_eq!(f32_to_f16(f), h, "{:#x} -> {}", h, f);
            assert_eq!(f64_to_f16(f16_to_f64(h)), h);
        }
    }

    #[test]
    fn known_values() {
        assert_eq!(f64_to_f16(1.0), 0x3c00);
        assert_eq!(f64_to_f16(-2.0), 0xc000);
        assert_eq!(f64_to_f16(65504.0), 0x7bff);
        assert_eq!(f64_to_f16(0.1), 0x2e66);
        assert_eq!(f64_to_f16(1.0 / 3.0), 0x3555);
        assert_eq!(f64_to_f16(f64::INFINITY), 0x7c00);
        assert_eq!(f64_to_f16(f64::NEG_INFINITY), 0xfc00);
        assert_eq!(f64_to_f16(f64::NAN), 0x7e00);
        assert_eq!(f64_to_f16(-0.0), 0x8000);
        assert_eq!(f64_to_f16(6.103515625e-05), 0x0400); // smallest normal
        assert_eq!(f64_to_f16(5.960464477539063e-08), 0x0001); // smallest subnormal
        assert_eq!(f16_to_f64(0x0001), 5.960464477539063e-08);
        assert_eq!(f16_to_f64(0x03ff), 6.097555160522461e-05);
    }

    #[test]
    fn rounding_ties_subnormals_overflow() {
        // 2049 lies halfway between 2048 and 2050: ties go to even (2048); 2051 -> 2052
        assert_eq!(f16_to_f64(f64_to_f16(2049.0)), 2048.0);
        assert_eq!(f16_to_f64(f64_to_f16(2051.0)), 2052.0);
        assert_eq!(f16_to_f64(f64_to_f16(2049.0000001)), 2050.0);
        // 1 + 2^-11 is a tie (to 1.0); a hair above rounds up
        assert_eq!(f64_to_f16(1.0 + 2f64.powi(-11)), 0x3c00);
        assert_eq!(f64_to_f16(1.0 + 3.0 * 2f64.powi(-11)), 0x3c02);
        assert_eq!(f64_to_f16(1.0 + 2f64.powi(-11) + 2f64.powi(-40)), 0x3c01);
        // double rounding through f32 would get this one wrong: f32 rounds it to the tie
        let x = 1.0 + 2f64.powi(-11) + 2f64.powi(-30);
        assert_eq!(f64_to_f16(x), 0x3c01);
        assert_eq!(f32_to_f16(x as f32), 0x3c00);
        // largest finite, and the overflow threshold 65520 (a tie that rounds to inf)
        assert_eq!(f64_to_f16(65519.99), 0x7bff);
        assert_eq!(f64_to_f16(65520.0), 0x7c00);
        assert_eq!(f64_to_f16(-1e10), 0xfc00);
        assert_eq!(f64_to_f16(1e300), 0x7c00);
        // subnormals: 2^-25 is a tie between 0 and the smallest subnormal (-> 0); above it -> 1
        assert_eq!(f64_to_f16(2f64.powi(-25)), 0x0000);
        assert_eq!(f64_to_f16(2f64.powi(-25) * 1.0000001), 0x0001);
        assert_eq!(f64_to_f16(-2f64.powi(-25) * 1.0000001), 0x8001);
        assert_eq!(f64_to_f16(3.0 * 2f64.powi(-25)), 0x0002); // 1.5 units: tie to even 2
        assert_eq!(f64_to_f16(5.0 * 2f64.powi(-25)), 0x0002); // 2.5 units: tie to even 2
        assert_eq!(f64_to_f16(1e-30), 0x0000);
        assert_eq!(f64_to_f16(-1e-30), 0x8000);
        assert_eq!(f64_to_f16(f64::MIN_POSITIVE / 4.0), 0x0000);
        // the largest subnormal rounding up into the smallest normal
        assert_eq!(f64_to_f16(6.1e-05), 0x03ff);
        assert_eq!(f64_to_f16(6.1033e-05), 0x0400);
        // NaN payloads survive; a payload only in low bits still stays NaN
        assert_eq!(f64_to_f16(f64::from_bits(0x7ff0_0000_0000_0001)), 0x7c01);
        assert_eq!(f64_to_f16(f64::from_bits(0xfff8_0000_0000_0000)), 0xfe00);
    }

    #[test]
    fn every_f16_midpoint_rounds_to_even() {
        // midpoints between consecutive finite positive halves, and values just off them
        for h in 0u16..0x7bff {
            let (lo, hi) = (f16_to_f64(h), f16_to_f64(h + 1));
            let mid = (lo + hi) / 2.0;
            let even = if h & 1 == 0 { h } else { h + 1 };
            assert_eq!(f64_to_f16(mid), even, "mid {:#x}", h);
            assert_eq!(f64_to_f16(mid.next_down()), h);
            assert_eq!(f64_to_f16(mid.next_up()), h + 1);
            assert_eq!(f64_to_f16(-mid), even | 0x8000);
        }
    }

    #[test]
    fn arithmetic_rounds_each_result() {
        let a = F16::from_f64(0.1);
        let b = F16::from_f64(0.2);
        assert_eq!(a.add(b).to_f64(), 0.2998046875);
        assert_eq!(F16::from_f64(1.0).truediv(F16::from_f64(3.0)).0, 0x3555);
        assert_eq!(F16::from_f64(60000.0).add(F16::from_f64(60000.0)).0, 0x7c00);
        assert_eq!(F16::from_f64(-0.0).neg().0, 0x0000);
        assert!(F16(0x7e00).isnan() && !F16(0x7c00).isnan() && F16(0x7c00).isinf_());
        assert_eq!(F16::from_f64(2.0).sqrt_().to_f64(), 1.4140625);
        assert_eq!(F16::from_f64(300.7).to_i64(), 300);
        assert_eq!(F16(0x7c00).to_i64(), i64::MIN);
    }
}
