//! Scalar kernels of the math ufuncs NumPy builds from its own formulas (npy_math, and the
//! x86 SIMD float32 exp/log/sin/cos of loops_exponent_log.dispatch.c.src and
//! loops_trigonometric.dispatch.cpp, the float32/float64 tanh of
//! loops_hyperbolic.dispatch.cpp.src), glibc's float64 exp (e_exp.c) as a loop that
//! vectorises, or whose
//! libm versions Rust does not call: logaddexp/logaddexp2, heaviside, degrees/radians, the
//! inverse hyperbolics (fdlibm's formulas, as glibc computes them), fmod/gcd/lcm on any dtype.

use super::dtype::Kind;
use super::kernels::Elem;

/// npy_logaddexp: log(exp(x) + exp(y)) without overflow; equal arguments (also infinities)
/// take the exact shortcut x + ln 2.
pub fn logaddexp_f64(x: f64, y: f64) -> f64 {
    if x == y {
        return x + std::f64::consts::LN_2;
    }
    let t = x - y;
    if t > 0.0 {
        x + (-t).exp().ln_1p()
    } else if t <= 0.0 {
        y + t.exp().ln_1p()
    } else {
        t
    }
}

pub fn logaddexp_f32(x: f32, y: f32) -> f32 {
    if x == y {
        return x + std::f32::consts::LN_2;
    }
    let t = x - y;
    if t > 0.0 {
        x + (-t).exp().ln_1p()
    } else if t <= 0.0 {
        y + t.exp().ln_1p()
    } else {
        t
    }
}

/// npy_logaddexp2: log2(2**x + 2**y); log2(1 + v) is computed as log1p(v) * log2(e).
pub fn logaddexp2_f64(x: f64, y: f64) -> f64 {
    if x == y {
        return x + 1.0;
    }
    let t = x - y;
    if t > 0.0 {
        x + std::f64::consts::LOG2_E * (-t).exp2().ln_1p()
    } else if t <= 0.0 {
        y + std::f64::consts::LOG2_E * t.exp2().ln_1p()
    } else {
        t
    }
}

pub fn logaddexp2_f32(x: f32, y: f32) -> f32 {
    if x == y {
        return x + 1.0;
    }
    let t = x - y;
    if t > 0.0 {
        x + std::f32::consts::LOG2_E * (-t).exp2().ln_1p()
    } else if t <= 0.0 {
        y + std::f32::consts::LOG2_E * t.exp2().ln_1p()
    } else {
        t
    }
}

pub fn heaviside_f64(x: f64, h0: f64) -> f64 {
    if x.is_nan() {
        x
    } else if x == 0.0 {
        h0
    } else if x < 0.0 {
        0.0
    } else {
        1.0
    }
}

pub fn heaviside_f32(x: f32, h0: f32) -> f32 {
    heaviside_f64(x as f64, h0 as f64) as f32
}

pub fn degrees_f64(x: f64) -> f64 {
    x * (180.0 / std::f64::consts::PI)
}
pub fn degrees_f32(x: f32) -> f32 {
    x * (180.0f32 / std::f32::consts::PI)
}
pub fn radians_f64(x: f64) -> f64 {
    x * (std::f64::consts::PI / 180.0)
}
pub fn radians_f32(x: f32) -> f32 {
    x * (std::f32::consts::PI / 180.0f32)
}

// The inverse hyperbolics: Rust's f64::asinh & co. use their own formulas; these follow
// fdlibm (s_asinh.c, e_acosh.c, e_atanh.c), which glibc ships for both precisions.
macro_rules! inv_hyp {
    ($t:ident, $asinh:ident, $acosh:ident, $atanh:ident, $big:expr, $tiny:expr) => {
        pub fn $asinh(x: $t) -> $t {
            let ax = x.abs();
            if !x.is_finite() {
                return x + x;
            }
            if ax < $tiny {
                return x;
            }
            let w = if ax > $big {
                ax.ln() + std::$t::consts::LN_2
            } else if ax > 2.0 {
                (2.0 * ax + 1.0 / ((x * x + 1.0).sqrt() + ax)).ln()
            } else {
                let t = x * x;
                (ax + t / (1.0 + (1.0 + t).sqrt())).ln_1p()
            };
            w.copysign(x)
        }
        pub fn $acosh(x: $t) -> $t {
            if x.is_nan() || x < 1.0 {
                return <$t>::NAN;
            }
            if x >= $big {
                if x.is_infinite() {
                    return x;
                }
                return x.ln() + std::$t::consts::LN_2;
            }
            if x == 1.0 {
                return 0.0;
            }
            if x > 2.0 {
                let t = x * x;
                (2.0 * x - 1.0 / (x + (t - 1.0).sqrt())).ln()
            } else {
                let t = x - 1.0;
                (t + (2.0 * t + t * t).sqrt()).ln_1p()
            }
        }
        pub fn $atanh(x: $t) -> $t {
            let ax = x.abs();
            if x.is_nan() || ax > 1.0 {
                return <$t>::NAN;
            }
            if ax == 1.0 {
                return <$t>::INFINITY.copysign(x);
            }
            if ax < $tiny {
                return x;
            }
            let r = if ax < 0.5 {
                let t = ax + ax;
                0.5 * (t + t * ax / (1.0 - ax)).ln_1p()
            } else {
                0.5 * ((ax + ax) / (1.0 - ax)).ln_1p()
            };
            r.copysign(x)
        }
    };
}

inv_hyp!(f64, asinh_f64, acosh_f64, atanh_f64, 268435456.0, 3.725290298461914e-9);
inv_hyp!(f32, asinh_f32, acosh_f32, atanh_f32, 268435456.0, 3.725290298461914e-9);

/// C fmod for every dtype: truncated remainder with the dividend's sign; integer division
/// by zero gives 0 (NumPy warns). Float remainders are exact, so computing in f64 is too.
pub fn fmod_any<T: Elem>(x: T, y: T) -> T {
    match T::DT.kind() {
        Kind::Float => T::from_f64(x.to_f64() % y.to_f64()),
        Kind::UInt => {
            let (a, b) = (x.to_u64(), y.to_u64());
            if b == 0 { T::zero() } else { T::from_u64(a % b) }
        }
        _ => {
            let (a, b) = (x.to_i64(), y.to_i64());
            if b == 0 { T::zero() } else { T::from_i64(a.wrapping_rem(b)) }
        }
    }
}

fn gcd_u128(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

fn ints<T: Elem>(x: T) -> i128 {
    if T::DT.kind() == Kind::UInt { x.to_u64() as i128 } else { x.to_i64() as i128 }
}

fn back<T: Elem>(v: i128) -> T {
    if T::DT.kind() == Kind::UInt { T::from_u64(v as u64) } else { T::from_i64(v as i64) }
}

pub fn gcd_any<T: Elem>(x: T, y: T) -> T {
    back(gcd_u128(ints(x).unsigned_abs(), ints(y).unsigned_abs()) as i128)
}

pub fn lcm_any<T: Elem>(x: T, y: T) -> T {
    let (a, b) = (ints(x).unsigned_abs(), ints(y).unsigned_abs());
    let g = gcd_u128(a, b);
    if g == 0 {
        return T::zero();
    }
    back((a / g).wrapping_mul(b) as i128)
}

// glibc's cbrt/cbrtf (s_cbrt.c, s_cbrtf.c): a polynomial guess, one Halley step, the exponent
// split by three. NumPy calls these; Rust's own cbrt rounds differently in the last bit.
const CBRT2: f64 = 1.2599210498948731648;
const SQR_CBRT2: f64 = 1.5874010519681994748;
const CBRT_FACTOR: [f64; 5] = [1.0 / SQR_CBRT2, 1.0 / CBRT2, 1.0, CBRT2, SQR_CBRT2];

/// C frexp of a finite non-zero positive double: (m, e), x = m * 2^e, 0.5 <= m < 1.
fn frexp64(x: f64) -> (f64, i32) {
    let (x, extra) = if x < f64::MIN_POSITIVE { (x * 18014398509481984.0, -54) } else { (x, 0) };
    let bits = x.to_bits();
    let e = ((bits >> 52) & 0x7ff) as i32;
    (f64::from_bits((bits & !(0x7ffu64 << 52)) | (1022u64 << 52)), e - 1022 + extra)
}

/// C ldexp, rounding once (the exponents here keep the product representable or tiny).
fn ldexp64(x: f64, e: i32) -> f64 {
    if e < -1000 {
        // two exact steps, then one rounding into the subnormals
        x * 2f64.powi(-1000) * 2f64.powi(e + 1000)
    } else if e > 1000 {
        x * 2f64.powi(1000) * 2f64.powi(e - 1000)
    } else {
        x * 2f64.powi(e)
    }
}

pub fn cbrt_f64(x: f64) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x + x;
    }
    let (xm, xe) = frexp64(x.abs());
    let u = 0.354895765043919860
        + ((1.50819193781584896
            + ((-2.11499494167371287
                + ((2.44693122563534430 + ((-1.83469277483613086 + (0.784932344976639262 - 0.145263899385486377 * xm) * xm) * xm))
                    * xm))
                * xm))
            * xm);
    let t2 = u * u * u;
    let ym = u * (t2 + 2.0 * xm) / (2.0 * t2 + xm) * CBRT_FACTOR[(2 + xe % 3) as usize];
    ldexp64(if x > 0.0 { ym } else { -ym }, xe / 3)
}

pub fn cbrt_f32(x: f32) -> f32 {
    if x == 0.0 || !x.is_finite() {
        return x + x;
    }
    let (xm, xe) = frexp64(x.abs() as f64);
    // xm is exact as a float; the polynomial runs in double (double constants), u is a float
    let u = (0.492659620528969547 + (0.697570460207922770 - 0.191502161678719066 * xm) * xm) as f32;
    let t2 = u * u * u;
    let ym = (u as f64 * (t2 as f64 + 2.0 * xm) / (2.0 * t2 as f64 + xm) * CBRT_FACTOR[(2 + xe % 3) as usize]) as f32;
    // ym is in [0.5, 2): scaling by 2^(xe/3) only rounds for subnormal results
    ldexp64(if x > 0.0 { ym as f64 } else { -ym as f64 }, xe / 3) as f32
}

/// float32 `np.exp` as NumPy computes it on x86 (loops_exponent_log.dispatch.c.src
/// `simd_exp_FLOAT`, used by its AVX2+FMA3 and AVX-512 builds for every float32 element,
/// contiguous or not): `k = rint(x log2 e)`, a Cody-Waite reduction `r = x - k ln 2` in two
/// fused steps, exp(r) as a (5, 2) rational function evaluated with fused multiply-adds,
/// scaled by 2^k with one rounding (`scalef`). NaN gives the default NaN; x >= 88.72... gives
/// inf and x <= -103.97... gives 0. Up to 2.52 ulp from the true value, so it differs from
/// libm's `expf` in the last digit for some inputs, and NumPy prints those digits.
#[inline]
pub fn exp_f32(x: f32) -> f32 {
    const XMAX: f32 = 88.722_839_355_468_75;
    const XMIN: f32 = -103.972_084_045_410_156_25;
    const C1: f32 = -6.931_457_52e-1;
    const C2: f32 = -1.428_606_77e-6;
    const MAGIC: f32 = 12_582_912.0; // 0x1.8p23: adding it rounds to an integer
    const P: [f32; 6] = [
        9.999_999_999_980_870_924_916e-1,
        7.257_664_613_233_124_478_488e-1,
        2.473_615_434_895_520_810_817e-1,
        5.114_512_081_637_298_353_406e-2,
        6.757_896_990_527_504_603_057e-3,
        5.082_762_527_590_693_718_096e-4,
    ];
    const Q: [f32; 3] = [1.0, -2.742_335_390_411_667_452_936e-1, 2.159_509_375_685_829_852_307e-2];
    // k = rint(x log2 e), also as an integer: the low bits of the float that rounded it
    let t = x * std::f32::consts::LOG2_E + MAGIC;
    let k = t - MAGIC;
    let ki = t.to_bits() as i32 - MAGIC.to_bits() as i32;
    let r = k.mul_add(C1, x);
    let r = k.mul_add(C2, r);
    let r = k.mul_add(0.0, r);
    let num = P[5].mul_add(r, P[4]).mul_add(r, P[3]).mul_add(r, P[2]).mul_add(r, P[1]).mul_add(r, P[0]);
    let den = Q[2].mul_add(r, Q[1]).mul_add(r, Q[0]);
    // scalef: times 2^k exactly in float64 (k is in -150..=128 where it is used), then one
    // rounding; the special cases are selects, so a loop of this vectorises
    let scale = f64::from_bits((((ki + 1023) as u64) & 0x7ff) << 52);
    let v = ((num / den) as f64 * scale) as f32;
    let v = if x <= XMIN { 0.0 } else { v };
    let v = if x >= XMAX { f32::INFINITY } else { v };
    if x.is_nan() { f32::NAN } else { v }
}

/// float32 `np.log` as NumPy computes it on x86 (`simd_log_FLOAT`, as [`exp_f32`]): x split
/// into a mantissa in [0.5, 1) and an exponent (`getmant`/`getexp`, subnormals included), the
/// mantissa doubled below 1/sqrt(2), log(1 + m) as a (5, 5) rational function with fused
/// multiply-adds, plus exponent * ln 2 fused. NaN gives the default NaN, a negative x -NaN,
/// 0 -inf and inf inf. Up to 3.83 ulp from the true value.
#[inline]
pub fn log_f32(x: f32) -> f32 {
    const P: [f32; 6] = [
        0.0,
        9.999_999_999_999_998_702_752e-1,
        2.112_677_543_073_053_063_722e0,
        1.480_000_633_576_506_585_156e0,
        3.808_837_741_388_407_920_751e-1,
        2.589_979_117_907_922_693_523e-2,
    ];
    const Q: [f32; 6] = [
        1.0,
        2.612_677_543_073_109_236_779e0,
        2.453_006_071_784_736_363_091e0,
        9.864_942_958_519_418_960_339e-1,
        1.546_476_374_983_906_719_538e-1,
        5.875_095_403_124_574_342_950e-3,
    ];
    if x.is_nan() {
        return f32::NAN;
    }
    if x < 0.0 {
        return -f32::NAN;
    }
    if x == 0.0 {
        return f32::NEG_INFINITY;
    }
    if x == f32::INFINITY {
        return f32::INFINITY;
    }
    // x = m * 2^e with m in [0.5, 1); a subnormal is first scaled up exactly
    let (y, shift) = if x < f32::MIN_POSITIVE { (x * 33_554_432.0, 25) } else { (x, 0) };
    let b = y.to_bits();
    let mut e = (((b >> 23) & 0xff) as i32 - 126 - shift) as f32;
    let mut m = f32::from_bits((b & 0x007f_ffff) | (126 << 23));
    if m <= std::f32::consts::FRAC_1_SQRT_2 {
        m = m + m;
        e -= 1.0;
    }
    let r = m - 1.0;
    let num = P[5].mul_add(r, P[4]).mul_add(r, P[3]).mul_add(r, P[2]).mul_add(r, P[1]).mul_add(r, P[0]);
    let den = Q[5].mul_add(r, Q[4]).mul_add(r, Q[3]).mul_add(r, Q[2]).mul_add(r, Q[1]).mul_add(r, Q[0]);
    e.mul_add(std::f32::consts::LN_2, num / den)
}

/// float32 `np.sin` (`cos`: [`cos_f32`]) as NumPy computes it on x86 with FMA3
/// (loops_trigonometric.dispatch.cpp `simd_sincos_f32`, for every float32 element):
/// `q = rint(x 2/pi)` (GCC fuses the multiply into the rounding add), a three-step fused
/// Cody-Waite reduction by pi/2, sine and cosine polynomials in the reduced value, picked and
/// negated by the quadrant. Beyond |x| = 117435.992 (cos: 71476.0625) NumPy calls libm, as
/// here; NaN gives the default NaN.
#[inline]
pub fn sin_f32(x: f32) -> f32 {
    if sincos_f32_needs_libm(x, false) { x.sin() } else { sincos_f32_reduced(x, false) }
}

/// float32 `np.cos` (see [`sin_f32`]).
#[inline]
pub fn cos_f32(x: f32) -> f32 {
    if sincos_f32_needs_libm(x, true) { x.cos() } else { sincos_f32_reduced(x, true) }
}

/// Beyond the range of NumPy's Cody-Waite reduction: libm's sinf/cosf (NaN is not).
#[inline(always)]
pub fn sincos_f32_needs_libm(x: f32, cos: bool) -> bool {
    x.abs() > if cos { 71_476.062_5 } else { 117_435.992 }
}

/// [`sin_f32`] / [`cos_f32`] where [`sincos_f32_needs_libm`] is false (any other x gives some
/// value); branch-free, so a loop of it vectorises.
#[inline(always)]
pub fn sincos_f32_reduced(x: f32, cos: bool) -> f32 {
    // NumPy's hexadecimal constants, as bits
    const COS: [u32; 4] = [0x37cc_730b, 0xbab6_036e, 0x3d2a_aa9e, 0xbf00_0000]; // x^8 .. x^2
    const SIN: [u32; 4] = [0x363e_9dde, 0xb950_35dd, 0x3c08_88cd, 0xbe2a_aaab]; // x^9 .. x^3
    const TWO_OVER_PI: u32 = 0x3f22_f983;
    const PIO2: [u32; 3] = [0xbfc9_0fd8, 0xb4a8_885a, 0xa7c2_34c4]; // -pi/2 in three parts
    const MAGIC: f32 = 12_582_912.0;
    let k = |b: u32| f32::from_bits(b);
    // q = rint(x 2/pi), also as an integer: the low bits of the float that rounded it
    let t = x.mul_add(k(TWO_OVER_PI), MAGIC);
    let q = t - MAGIC;
    let quadrant = (t.to_bits() as i32 - MAGIC.to_bits() as i32) + cos as i32;
    let r = q.mul_add(k(PIO2[0]), x);
    let r = q.mul_add(k(PIO2[1]), r);
    let r = q.mul_add(k(PIO2[2]), r);
    let r2 = r * r;
    let c = k(COS[0]).mul_add(r2, k(COS[1])).mul_add(r2, k(COS[2])).mul_add(r2, k(COS[3])).mul_add(r2, 1.0);
    let s = k(SIN[0]).mul_add(r2, k(SIN[1])).mul_add(r2, k(SIN[2])).mul_add(r2, k(SIN[3])).mul_add(r2, 0.0).mul_add(r, r);
    let v = if quadrant & 1 == 0 { s } else { c };
    // NumPy negates by subtracting from +0.0
    let v = if quadrant & 2 == 2 { 0.0 - v } else { v };
    if x.is_nan() { f32::NAN } else { v }
}

/// float64 `np.exp` for 2^-54 <= |x| < 512 ([`exp_f64_in_range_holds`]), bit for bit as glibc
/// computes it (sysdeps/ieee754/dbl-64/e_exp.c, whose x86-64 build with FMA the CPU picks
/// where it has FMA): x = k ln2/128 + r, 2^(k/128) from a 128-entry table as a scale and a
/// relative tail, exp(r) - 1 as a degree-5 polynomial, the result scale + scale * tmp. Which
/// products GCC fused was found by testing: all the adds of products, and the rounding
/// z + shift of z = x 128/ln2 (without FMA nothing is fused, as glibc's SSE2 build).
/// Branch-free, so a loop of it vectorises; other x take libm's `exp` in a Patched loop.
#[inline(always)]
pub fn exp_f64_in_range(x: f64) -> f64 {
    #[inline(always)]
    fn fma(a: f64, b: f64, c: f64) -> f64 {
        if cfg!(target_feature = "fma") { a.mul_add(b, c) } else { a * b + c }
    }
    let inv_ln2_n = f64::from_bits(0x3ff7_1547_652b_82fe) * 128.0;
    let neg_ln2_hi_n = f64::from_bits(0xbf76_2e42_fefa_0000);
    let neg_ln2_lo_n = f64::from_bits(0xbd0c_f79a_bc9e_3b3a);
    let shift = f64::from_bits(0x4338_0000_0000_0000); // 1.5 * 2^52: adding it rounds to an integer
    let c = [0x3fdf_ffff_ffff_fdbd_u64, 0x3fc5_5555_5555_543c, 0x3fa5_5555_cf17_2b91, 0x3f81_1111_67a4_d017].map(f64::from_bits);
    let kd = fma(inv_ln2_n, x, shift);
    let ki = kd.to_bits();
    let kd = kd - shift;
    let r = fma(kd, neg_ln2_lo_n, fma(kd, neg_ln2_hi_n, x));
    let i = 2 * (ki % 128) as usize;
    let tail = f64::from_bits(EXP_TABLE[i]);
    let scale = f64::from_bits(EXP_TABLE[i + 1].wrapping_add(ki << 45));
    let r2 = r * r;
    let tmp = fma(r2 * r2, fma(r, c[3], c[2]), fma(r2, fma(r, c[1], c[0]), tail + r));
    fma(scale, tmp, scale)
}

/// Where [`exp_f64_in_range`] is glibc's `exp`: 2^-54 <= |x| < 512 (not NaN).
#[inline(always)]
pub fn exp_f64_in_range_holds(x: f64) -> bool {
    // on the exponent bits, as glibc tests them
    ((x.to_bits() >> 52) & 0x7ff).wrapping_sub(0x3c9) < 0x408 - 0x3c9
}

/// glibc's table for [`exp_f64_in_range`] (e_exp_data.c), made from its definition: for
/// k in 0..128, 2^(k/128) = H (1 + T) with H the double nearest 2^(k/128) and T the double
/// nearest the relative remainder; entry 2k is T's bits, entry 2k+1 is H's bits less
/// k 2^52 / 128 (the exponent of 2^k is added back at the use).
#[rustfmt::skip]
const EXP_TABLE: [u64; 256] = [
    0x0000000000000000, 0x3ff0000000000000, 0x3c9b3b4f1a88bf6e, 0x3feff63da9fb3335,
    0xbc7160139cd8dc5d, 0x3fefec9a3e778061, 0xbc905e7a108766d1, 0x3fefe315e86e7f85,
    0x3c8cd2523567f613, 0x3fefd9b0d3158574, 0xbc8bce8023f98efa, 0x3fefd06b29ddf6de,
    0x3c60f74e61e6c861, 0x3fefc74518759bc8, 0x3c90a3e45b33d399, 0x3fefbe3ecac6f383,
    0x3c979aa65d837b6d, 0x3fefb5586cf9890f, 0x3c8eb51a92fdeffc, 0x3fefac922b7247f7,
    0x3c3ebe3d702f9cd1, 0x3fefa3ec32d3d1a2, 0xbc6a033489906e0b, 0x3fef9b66affed31b,
    0xbc9556522a2fbd0e, 0x3fef9301d0125b51, 0xbc5080ef8c4eea55, 0x3fef8abdc06c31cc,
    0xbc91c923b9d5f416, 0x3fef829aaea92de0, 0x3c80d3e3e95c55af, 0x3fef7a98c8a58e51,
    0xbc801b15eaa59348, 0x3fef72b83c7d517b, 0xbc8f1ff055de323d, 0x3fef6af9388c8dea,
    0x3c8b898c3f1353bf, 0x3fef635beb6fcb75, 0xbc96d99c7611eb26, 0x3fef5be084045cd4,
    0x3c9aecf73e3a2f60, 0x3fef54873168b9aa, 0xbc8fe782cb86389d, 0x3fef4d5022fcd91d,
    0x3c8a6f4144a6c38d, 0x3fef463b88628cd6, 0x3c807a05b0e4047d, 0x3fef3f49917ddc96,
    0x3c968efde3a8a894, 0x3fef387a6e756238, 0x3c875e18f274487d, 0x3fef31ce4fb2a63f,
    0x3c80472b981fe7f2, 0x3fef2b4565e27cdd, 0xbc96b87b3f71085e, 0x3fef24dfe1f56381,
    0x3c82f7e16d09ab31, 0x3fef1e9df51fdee1, 0xbc3d219b1a6fbffa, 0x3fef187fd0dad990,
    0x3c8b3782720c0ab4, 0x3fef1285a6e4030b, 0x3c6e149289cecb8f, 0x3fef0cafa93e2f56,
    0x3c834d754db0abb6, 0x3fef06fe0a31b715, 0x3c864201e2ac744c, 0x3fef0170fc4cd831,
    0x3c8fdd395dd3f84a, 0x3feefc08b26416ff, 0xbc86a3803b8e5b04, 0x3feef6c55f929ff1,
    0xbc924aedcc4b5068, 0x3feef1a7373aa9cb, 0xbc9907f81b512d8e, 0x3feeecae6d05d866,
    0xbc71d1e83e9436d2, 0x3feee7db34e59ff7, 0xbc991919b3ce1b15, 0x3feee32dc313a8e5,
    0x3c859f48a72a4c6d, 0x3feedea64c123422, 0xbc9312607a28698a, 0x3feeda4504ac801c,
    0xbc58a78f4817895b, 0x3feed60a21f72e2a, 0xbc7c2c9b67499a1b, 0x3feed1f5d950a897,
    0x3c4363ed60c2ac11, 0x3feece086061892d, 0x3c9666093b0664ef, 0x3feeca41ed1d0057,
    0x3c6ecce1daa10379, 0x3feec6a2b5c13cd0, 0x3c93ff8e3f0f1230, 0x3feec32af0d7d3de,
    0x3c7690cebb7aafb0, 0x3feebfdad5362a27, 0x3c931dbdeb54e077, 0x3feebcb299fddd0d,
    0xbc8f94340071a38e, 0x3feeb9b2769d2ca7, 0xbc87deccdc93a349, 0x3feeb6daa2cf6642,
    0xbc78dec6bd0f385f, 0x3feeb42b569d4f82, 0xbc861246ec7b5cf6, 0x3feeb1a4ca5d920f,
    0x3c93350518fdd78e, 0x3feeaf4736b527da, 0x3c7b98b72f8a9b05, 0x3feead12d497c7fd,
    0x3c9063e1e21c5409, 0x3feeab07dd485429, 0x3c34c7855019c6ea, 0x3feea9268a5946b7,
    0x3c9432e62b64c035, 0x3feea76f15ad2148, 0xbc8ce44a6199769f, 0x3feea5e1b976dc09,
    0xbc8c33c53bef4da8, 0x3feea47eb03a5585, 0xbc845378892be9ae, 0x3feea34634ccc320,
    0xbc93cedd78565858, 0x3feea23882552225, 0x3c5710aa807e1964, 0x3feea155d44ca973,
    0xbc93b3efbf5e2228, 0x3feea09e667f3bcd, 0xbc6a12ad8734b982, 0x3feea012750bdabf,
    0xbc6367efb86da9ee, 0x3fee9fb23c651a2f, 0xbc80dc3d54e08851, 0x3fee9f7df9519484,
    0xbc781f647e5a3ecf, 0x3fee9f75e8ec5f74, 0xbc86ee4ac08b7db0, 0x3fee9f9a48a58174,
    0xbc8619321e55e68a, 0x3fee9feb564267c9, 0x3c909ccb5e09d4d3, 0x3feea0694fde5d3f,
    0xbc7b32dcb94da51d, 0x3feea11473eb0187, 0x3c94ecfd5467c06b, 0x3feea1ed0130c132,
    0x3c65ebe1abd66c55, 0x3feea2f336cf4e62, 0xbc88a1c52fb3cf42, 0x3feea427543e1a12,
    0xbc9369b6f13b3734, 0x3feea589994cce13, 0xbc805e843a19ff1e, 0x3feea71a4623c7ad,
    0xbc94d450d872576e, 0x3feea8d99b4492ed, 0x3c90ad675b0e8a00, 0x3feeaac7d98a6699,
    0x3c8db72fc1f0eab4, 0x3feeace5422aa0db, 0xbc65b6609cc5e7ff, 0x3feeaf3216b5448c,
    0x3c7bf68359f35f44, 0x3feeb1ae99157736, 0xbc93091fa71e3d83, 0x3feeb45b0b91ffc6,
    0xbc5da9b88b6c1e29, 0x3feeb737b0cdc5e5, 0xbc6c23f97c90b959, 0x3feeba44cbc8520f,
    0xbc92434322f4f9aa, 0x3feebd829fde4e50, 0xbc85ca6cd7668e4b, 0x3feec0f170ca07ba,
    0x3c71affc2b91ce27, 0x3feec49182a3f090, 0x3c6dd235e10a73bb, 0x3feec86319e32323,
    0xbc87c50422622263, 0x3feecc667b5de565, 0x3c8b1c86e3e231d5, 0x3feed09bec4a2d33,
    0xbc91bbd1d3bcbb15, 0x3feed503b23e255d, 0x3c90cc319cee31d2, 0x3feed99e1330b358,
    0x3c8469846e735ab3, 0x3feede6b5579fdbf, 0xbc82dfcd978e9db4, 0x3feee36bbfd3f37a,
    0x3c8c1a7792cb3387, 0x3feee89f995ad3ad, 0xbc907b8f4ad1d9fa, 0x3feeee07298db666,
    0xbc55c3d956dcaeba, 0x3feef3a2b84f15fb, 0xbc90a40e3da6f640, 0x3feef9728de5593a,
    0xbc68d6f438ad9334, 0x3feeff76f2fb5e47, 0xbc91eee26b588a35, 0x3fef05b030a1064a,
    0x3c74ffd70a5fddcd, 0x3fef0c1e904bc1d2, 0xbc91bdfbfa9298ac, 0x3fef12c25bd71e09,
    0x3c736eae30af0cb3, 0x3fef199bdd85529c, 0x3c8ee3325c9ffd94, 0x3fef20ab5fffd07a,
    0x3c84e08fd10959ac, 0x3fef27f12e57d14b, 0x3c63cdaf384e1a67, 0x3fef2f6d9406e7b5,
    0x3c676b2c6c921968, 0x3fef3720dcef9069, 0xbc808a1883ccb5d2, 0x3fef3f0b555dc3fa,
    0xbc8fad5d3ffffa6f, 0x3fef472d4a07897c, 0xbc900dae3875a949, 0x3fef4f87080d89f2,
    0x3c74a385a63d07a7, 0x3fef5818dcfba487, 0xbc82919e2040220f, 0x3fef60e316c98398,
    0x3c8e5a50d5c192ac, 0x3fef69e603db3285, 0x3c843a59ac016b4b, 0x3fef7321f301b460,
    0xbc82d52107b43e1f, 0x3fef7c97337b9b5f, 0xbc892ab93b470dc9, 0x3fef864614f5a129,
    0x3c74b604603a88d3, 0x3fef902ee78b3ff6, 0x3c83c5ec519d7271, 0x3fef9a51fbc74c83,
    0xbc8ff7128fd391f0, 0x3fefa4afa2a490da, 0xbc8dae98e223747d, 0x3fefaf482d8e67f1,
    0x3c8ec3bc41aa2008, 0x3fefba1bee615a27, 0x3c842b94c3a9eb32, 0x3fefc52b376bba97,
    0x3c8a64a931d185ee, 0x3fefd0765b6e4540, 0xbc8e37bae43be3ed, 0x3fefdbfdad9cbe14,
    0x3c77893b4d91cd9d, 0x3fefe7c1819e90d8, 0x3c5305c14160cc89, 0x3feff3c22b8f71f1,
];

/// float64 `np.tanh` as NumPy computes it on every x86 build with FMA3 (AVX2 or AVX-512) and on
/// ARM (loops_hyperbolic.dispatch.cpp.src `simd_tanh_f64`, converted from Intel's SVML): |x|
/// picks one of 16 intervals by its exponent and top mantissa bit, y = |x| - b of that interval,
/// a degree-16 polynomial in y with fused multiply-adds, the sign of x put back by OR. |x| of
/// 1.5 * 2^1023 or more (and inf) gives 1, NaN the default NaN. Its last bit differs from
/// glibc's `tanh` for some inputs. Branch-free.
#[inline(always)]
pub fn tanh_f64(x: f64) -> f64 {
    let bits = x.to_bits();
    // the high word of the exponent and the top mantissa bit
    let hi = ((bits >> 32) & 0x7ff8_0000) as i32;
    // The table is reached through black_box so that LLVM keeps this scalar: it would
    // vectorise the loop with 18 gathers a vector, which on Zen 4 run slower than scalar
    // loads (66 against 50 ms for 10^7 elements on one thread).
    let row = &std::hint::black_box(&TANH_F64)[((hi - 0x3fc0_0000).clamp(0, 0x78_0000) >> 19) as usize & 15];
    let c = |j: usize| f64::from_bits(row[j]);
    let y = x.abs() - c(0);
    let mut r = c(17).mul_add(y, c(16));
    for j in (1..16).rev() {
        r = r.mul_add(y, c(j));
    }
    let r = if hi <= 0x7fe0_0000 { r } else { 1.0 };
    let r = f64::from_bits(r.to_bits() | (bits & (1 << 63)));
    if x.is_nan() { f64::NAN } else { r }
}

/// float32 `np.tanh` as NumPy computes it (`simd_tanh_f32`, as [`tanh_f64`]): 32 intervals of
/// |x| by its exponent and top two mantissa bits, a degree-6 polynomial in |x| - b; |x| of
/// 2^127 or more gives 1.
#[inline(always)]
pub fn tanh_f32(x: f32) -> f32 {
    let bits = x.to_bits();
    let hi = (bits & 0x7fe0_0000) as i32;
    // two coefficients a 64-bit entry: the loop vectorises with gathers, which on Zen 4 cost
    // about a cycle per element loaded, so half as many loads run faster (26 -> 20 ms per 10^7)
    let row = &TANH_F32_PAIRS[((hi - 0x3d40_0000).clamp(0, 0x3e0_0000) >> 21) as usize & 31];
    let c = |j: usize| f32::from_bits((row[j / 2] >> (32 * (j % 2))) as u32);
    let y = x.abs() - c(0);
    let mut r = c(7).mul_add(y, c(6));
    for j in (1..6).rev() {
        r = r.mul_add(y, c(j));
    }
    let r = if hi <= 0x7f00_0000 { r } else { 1.0 };
    let r = f32::from_bits(r.to_bits() | (bits & (1 << 31)));
    if x.is_nan() { f32::NAN } else { r }
}

/// NumPy's float64 tanh table (loops_hyperbolic, from SVML): per interval of |x|, the shift b
/// and the coefficients c0..c16, as bits.
#[rustfmt::skip]
const TANH_F64: [[u64; 18]; 16] = [
    [0x0000000000000000, 0x0000000000000000, 0x3ff0000000000000, 0xbbf0b3ea3fdfaa19, 0xbfd5555555555555, 0xbce6863ee44ed636, 0x3fc1111111112ab5, 0xbda1ea19ddddb3b4, 0xbfaba1ba1990520b, 0xbe351ca7f096011f, 0x3f9664f94e6ac14e, 0xbea8c4c1fd7852fe, 0xbf822404577aa9dd, 0xbefdd99a221ed573, 0x3f6e3be689423841, 0xbf2a1306713a4f3a, 0xbf55d7e76dc56871, 0x3f35e67ab76a26e7],
    [0x3fcc000000000000, 0x3fcb8fd0416a7c92, 0x3fee842ca3f08532, 0xbfca48aaeb53bc21, 0xbfd183afc292ba11, 0x3fc04dcd0476c75e, 0x3fb5c19efdfc08ad, 0xbfb0b8df995ce4df, 0xbf96e37bba52f6fc, 0x3f9eaaf3320c3851, 0xbf94d3343bae39dd, 0xbfccce16b1046f13, 0x403d8b07f7a82aa3, 0x4070593a3735bab4, 0xc0d263511f5baac1, 0xc1045e509116b066, 0x41528c38809c90c7, 0x41848ee0627d8206],
    [0x3fd4000000000000, 0x3fd35f98a0ea650e, 0x3fed11574af58f1b, 0xbfd19921f4329916, 0xbfcc1a4b039c9bfa, 0x3fc43d3449a80f08, 0x3fa74c98dc34fbac, 0xbfb2955cf41e8164, 0x3ecff7df18455399, 0x3f9cf823fe761fc1, 0xbf7bc748e60df843, 0xbf81a16f224bb7b6, 0xbf9f44ab92fbab0a, 0xbfccab654e44835e, 0x40169f73b15ebe5c, 0x4041fab9250984ce, 0xc076d57fb5190b02, 0xc0a216d618b489ec],
    [0x3fdc000000000000, 0x3fda5729ee488037, 0x3fea945b9c24e4f9, 0xbfd5e0f09bef8011, 0xbfc16e1e6d8d0be6, 0x3fc5c26f3699b7e7, 0xbf790d6a8eff0a77, 0xbfaf9d05c309f7c6, 0x3f97362834d33a4e, 0x3f9022271754ff1f, 0xbf8c89372b43ba85, 0xbf62cbf00406bc09, 0x3fb2eac604473d6a, 0x3fd13ed80037dbac, 0xc025c1dd41cd6cb5, 0xc0458d090ec3de95, 0x4085f09f888f8ada, 0x40a5b89107c8af4f],
    [0x3fe4000000000000, 0x3fe1bf47eabb8f95, 0x3fe6284c3374f815, 0xbfd893b59c35c882, 0xbf92426c751e48a2, 0x3fc1a686f6ab2533, 0xbfac3c021789a786, 0xbf987d27ccff4291, 0x3f9e7f8380184b45, 0xbf731fe77c9c60af, 0xbf8129a092de747a, 0x3f75b29bb02cf69b, 0x3f45f87d903aaac8, 0xbf6045b9076cc487, 0xbf58fd89fe05e0d1, 0xbf74949d60113d63, 0x3fa246332a2fcba5, 0x3fb69d8374520eda],
    [0x3fec000000000000, 0x3fe686650b8c2015, 0x3fe02500a09f8d6e, 0xbfd6ba7cb7576538, 0x3fb4f152b2bad124, 0x3faf203c316ce730, 0xbfae2196b7326859, 0x3f8b2ca62572b098, 0x3f869543e7c420d4, 0xbf84a6046865ec7d, 0x3f60c85b4d538746, 0x3f607df0f9f90c17, 0xbf5e104671036300, 0x3f2085ee7e8ac170, 0x3f73f7af01d5af7a, 0x3f7c9fd6200d0ade, 0xbfb29d851a896fcd, 0xbfbded519f981716],
    [0x3ff4000000000000, 0x3feb2523bb6b2dee, 0x3fd1f25131e3a8c0, 0xbfce7291743d7555, 0x3fbbba40cbef72be, 0xbf89c7a02788557c, 0xbf93a7a011ff8c2a, 0x3f8f1cf6c7f5b00a, 0xbf7326bd4914222a, 0xbf4ca3f1f2b9192b, 0x3f5be9392199ec18, 0xbf4b852a6e0758d5, 0x3f19bc98ddf0f340, 0x3f23524622610430, 0xbf1e40bdead17e6b, 0x3f02cd40e0ad0a9f, 0x3ed9065ae369b212, 0xbef02d288b5b3371],
    [0x3ffc000000000000, 0x3fee1fbf97e33527, 0x3fbd22ca1c24a139, 0xbfbb6d85a01efb80, 0x3fb01ba038be6a3d, 0xbf98157e26e0d541, 0x3f6e4709c7e8430e, 0x3f60379811e43dd5, 0xbf5fc15b0a9d98fa, 0x3f4c77dee0afd227, 0xbf2a0c68a4489f10, 0xbf0078c63d1b8445, 0x3f0d4304bc9246e8, 0xbeff12a6626911b4, 0x3ee224cd6c4513e5, 0xbe858ab8e019f311, 0xbeb8e1ba4c98a030, 0x3eb290981209c1a6],
    [0x4004000000000000, 0x3fef9258260a71c2, 0x3f9b3afe1fba5c76, 0xbf9addae58c7141a, 0x3f916df44871efc8, 0xbf807b55c1c7d278, 0x3f67682afa611151, 0xbf4793826f78537e, 0x3f14cffcfa69fbb6, 0x3f04055bce68597a, 0xbf00462601dc2faa, 0x3eec12eadd55be7a, 0xbed13c415f7b9d41, 0x3eab9008bca408af, 0xbe24b645e68eeaa3, 0xbe792fa6323b7cf8, 0x3e6ffd0766ad4016, 0xbe567e924bf5ff6e],
    [0x400c000000000000, 0x3feff112c63a9077, 0x3f6dd37d19b22b21, 0xbf6dc59376c7aa19, 0x3f63c6869dfc8870, 0xbf53a18d5843190f, 0x3f3ef2ee77717cbf, 0xbf2405695e36240f, 0x3f057e48e5b79d10, 0xbee2bf0cb4a71647, 0x3eb7b6a219dea9f4, 0xbe6fa600f593181b, 0xbe722b8d9720cdb0, 0x3e634df71865f620, 0xbe4abfebfb72bc83, 0x3e2df04d67876402, 0xbe0c63c29f505f5b, 0x3de3f7f7de6b0eb6],
    [0x4014000000000000, 0x3fefff419668df11, 0x3f27ccec13a9ef96, 0xbf27cc5e74677410, 0x3f1fb9aef915d828, 0xbf0fb6bbc89b1a5b, 0x3ef95a4482f180b7, 0xbee0e08de39ce756, 0x3ec33b66d7d77264, 0xbea31eaafe73efd5, 0x3e80cbcc8d4c5c8a, 0xbe5a3c935dce3f7d, 0x3e322666d739bec0, 0xbe05bb1bcf83ca73, 0x3dd51c38f8695ed3, 0xbd95c72be95e4d2c, 0xbd7fab216b9e0e49, 0x3d69ed18bae3ebbc],
    [0x401c000000000000, 0x3feffffc832750f2, 0x3ecbe6c3f33250ae, 0xbecbe6c0e8b4cc87, 0x3ec299d1e27c6e11, 0xbeb299c9c684a963, 0x3e9dc2c27da3b603, 0xbe83d709ba5f714e, 0x3e66ac4e578b9b10, 0xbe46abb02c4368ed, 0x3e2425bb231a5e29, 0xbe001c6d95e3ae96, 0x3dd76a553d7e7918, 0xbdaf2ac143fb6762, 0x3d8313ac38c6832b, 0xbd55a89c30203106, 0x3d2826b62056aa27, 0xbcf7534c4f3dfa71],
    [0x4024000000000000, 0x3feffffffdc96f35, 0x3e41b4865394f75f, 0xbe41b486526b0565, 0x3e379b5ddcca334c, 0xbe279b5dd4fb3d01, 0x3e12e2afd9f7433e, 0xbdf92e3fc5ee63e0, 0x3ddcc74b8d3d5c42, 0xbdbcc749ca8079dd, 0x3d9992a4beac8662, 0xbd74755a00ea1fd3, 0x3d4de0fa59416a39, 0xbd23eae52a3dbf57, 0x3cf7787935626685, 0xbccad6b3bb9eff65, 0x3ca313e31762f523, 0xbc730b73f1eaff20],
    [0x402c000000000000, 0x3fefffffffffcf58, 0x3d8853f01bda5f28, 0xbd8853f01bef63a4, 0x3d8037f57bc62c9a, 0xbd7037f57ae72aa6, 0x3d59f320348679ba, 0xbd414cc030f2110e, 0x3d23c589137f92b4, 0xbd03c5883836b9d2, 0x3ce191ba5ed3fb67, 0xbcbc1c6c063bb7ac, 0x3c948716cf3681b4, 0xbc6b5e3e9ca0955e, 0x3c401ffc49c6bc29, 0xbc12705ccd3dd884, 0x3bea37aa21895319, 0xbbba2cff8135d462],
    [0x4034000000000000, 0x3ff0000000000000, 0x3c73953c0197ef58, 0xbc73955be519be31, 0x3c6a2d4b50a2cff7, 0xbc5a2ca2bba78e86, 0x3c44b61d9bbcc940, 0xbc2ba022e8d82a87, 0x3c107f8e2c8707a1, 0xbbf07a5416264aec, 0x3bc892450bad44c4, 0xbba3be9a4460fe00, 0x3b873f9f2d2fda99, 0xbb5eca68e2c1ba2e, 0xbabf0b21acfa52ab, 0xba8e0a4c47ae75f5, 0x3ae5c7f1fd871496, 0xbab5a71b5f7d9035],
    [0x0000000000000000, 0x3ff0000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000],
];
/// NumPy's float32 tanh table: per interval of |x|, b and c0..c6, as bits.
/// [`TANH_F32`] with entries 2k and 2k+1 of a row packed into one u64 (2k in the low half).
const TANH_F32_PAIRS: [[u64; 4]; 32] = {
    let mut t = [[0u64; 4]; 32];
    let mut i = 0;
    while i < 32 {
        let mut k = 0;
        while k < 4 {
            t[i][k] = TANH_F32[i][2 * k] as u64 | (TANH_F32[i][2 * k + 1] as u64) << 32;
            k += 1;
        }
        i += 1;
    }
    t
};

#[rustfmt::skip]
const TANH_F32: [[u32; 8]; 32] = [
    [0x00000000, 0x00000000, 0x3f800000, 0xb0343c7b, 0xbeaaaaa5, 0xb76dd6b9, 0x3e0910e9, 0xbc0e2f66],
    [0x3d700000, 0x3d6fb9c9, 0x3f7f1f84, 0xbd6ee69d, 0xbeab0612, 0xbe1c276d, 0x43761143, 0x460bda12],
    [0x3d900000, 0x3d8fc35f, 0x3f7ebd11, 0xbd8f0da7, 0xbea7f01f, 0x3c1dcf2f, 0x4165ecdc, 0x43d638ef],
    [0x3db00000, 0x3daf9169, 0x3f7e1e5f, 0xbdae477d, 0xbea4e120, 0x3dc1a78d, 0xc190f756, 0xc3e11c3e],
    [0x3dd00000, 0x3dcf49ab, 0x3f7d609f, 0xbdcd2a1f, 0xbea387b7, 0x3d96f985, 0xc08c097d, 0xc2baa4e9],
    [0x3df00000, 0x3deee849, 0x3f7c842d, 0xbdeba80d, 0xbea15962, 0x3da2b61b, 0xc02ba813, 0xc249da2d],
    [0x3e100000, 0x3e0f0ee8, 0x3f7b00e5, 0xbe0c443b, 0xbe9d57f7, 0x3dc13397, 0xbf7f6bda, 0xc1859b82],
    [0x3e300000, 0x3e2e4984, 0x3f789580, 0xbe293cf3, 0xbe976b5a, 0x3dd2f670, 0x3f2b1dc0, 0x40dd5b57],
    [0x3e500000, 0x3e4d2f8e, 0x3f75b8ad, 0xbe44f282, 0xbe90230d, 0x3df48a0a, 0x3ece105d, 0x40494640],
    [0x3e700000, 0x3e6bb32e, 0x3f726fd9, 0xbe5f3651, 0xbe880dff, 0x3e06c5a8, 0x3f426a94, 0x40c730a8],
    [0x3e900000, 0x3e8c51cd, 0x3f6cc59b, 0xbe81c7c0, 0xbe7479b3, 0x3e1a3aba, 0xbadb0dc4, 0xbf0f160e],
    [0x3eb00000, 0x3ea96163, 0x3f63fb92, 0xbe96d7ca, 0xbe4c3d88, 0x3e27c405, 0x3da43b17, 0x3e30e76f],
    [0x3ed00000, 0x3ec543f1, 0x3f59ff97, 0xbea7fb8e, 0xbe212482, 0x3e2e78d0, 0xbd51ab88, 0xbea81387],
    [0x3ef00000, 0x3edfd735, 0x3f4f11d7, 0xbeb50e9e, 0xbdeb8cba, 0x3e2c3e44, 0xbcaea23d, 0xbdb26a1c],
    [0x3f100000, 0x3f028438, 0x3f3d7573, 0xbec12efe, 0xbd5e78ad, 0x3e1d3097, 0xbd3b6d8d, 0xbd351e57],
    [0x3f300000, 0x3f18abf0, 0x3f24f360, 0xbec4be92, 0x3c6b5e6e, 0x3df4a8f4, 0xbd6caaad, 0xbb4c01a0],
    [0x3f500000, 0x3f2bc480, 0x3f0cbfe7, 0xbebce070, 0x3d839143, 0x3da38508, 0xbd795bed, 0x3c1d7bfb],
    [0x3f700000, 0x3f3bec1c, 0x3eec1a69, 0xbead510e, 0x3dc21ee1, 0x3d31416a, 0xbd5fddda, 0x3c722cd1],
    [0x3f900000, 0x3f4f2e5b, 0x3eb0a801, 0xbe8ef7d6, 0x3de347af, 0x3b562657, 0xbd038f3b, 0x3c973f1c],
    [0x3fb00000, 0x3f613c53, 0x3e6753a2, 0xbe4b8704, 0x3dcbec96, 0xbcaeeac9, 0xbc1cad63, 0x3c33a31b],
    [0x3fd00000, 0x3f6ce37d, 0x3e132f1a, 0xbe083237, 0x3d99ef2d, 0xbcce9419, 0x3abb4766, 0x3b862ef4],
    [0x3ff00000, 0x3f743c4f, 0x3db7e7d3, 0xbdaf7449, 0x3d542ea1, 0xbcaaeac4, 0x3b95f10b, 0x3a27b3d0],
    [0x40100000, 0x3f7a5feb, 0x3d320845, 0xbd2e1ec4, 0x3cdde701, 0xbc49e7d0, 0x3b825873, 0xba3b5907],
    [0x40300000, 0x3f7dea85, 0x3c84d3d4, 0xbc83bf06, 0x3c2cca67, 0xbba71ddd, 0x3afaea66, 0xba0efc22],
    [0x40500000, 0x3f7f3b3d, 0x3bc477b7, 0xbbc3e0b5, 0x3b81cb27, 0xbb003b0e, 0x3a49f878, 0xb97f9f0f],
    [0x40700000, 0x3f7fb78c, 0x3b10d3da, 0xbb10aadc, 0x3ac073a1, 0xba3f9a05, 0x39996bf3, 0xb8c8af50],
    [0x40900000, 0x3f7fefd4, 0x3a01601e, 0xba0157db, 0x39ac3032, 0xb92c08a7, 0x388f3e6c, 0xb7bdddfb],
    [0x40b00000, 0x3f7ffdd0, 0x388c1a3b, 0xb88c18f2, 0x383a94d9, 0xb7ba9232, 0x371bb0e3, 0xb64f2950],
    [0x40d00000, 0x3f7fffb4, 0x3717b0da, 0xb717b096, 0x36ca081d, 0xb64a0b0f, 0x35a8a5e6, 0xb4e085b1],
    [0x40f00000, 0x3f7ffff6, 0x35a43bce, 0xb5a43bae, 0x355abd4c, 0xb4dac169, 0x34369b17, 0xb3731dfa],
    [0x41100000, 0x3f7fffff, 0x338306c6, 0xb383012c, 0x332b3cb6, 0xb2ab78ac, 0x322487b0, 0xb15a1f04],
    [0x00000000, 0x3f800000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000],
];

#[cfg(test)]
mod tests {
    /// The table-driven float64 exp gives glibc's bits wherever it is used (x86-64 glibc picks
    /// its FMA build on a CPU with FMA, and the cfg in `exp_f64_in_range` follows the same CPU).
    #[test]
    fn exp_in_range_is_glibc_exp() {
        let mut s = 0x2545_f491_4f6c_dd1d_u64;
        let mut checked = 0;
        for i in 0..400_000u64 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            // random bit patterns, a uniform spread over (-750, 750), and points near the
            // ties of x 128/ln2 where the fused rounding decides k
            let x = match i % 3 {
                0 => f64::from_bits(s),
                1 => ((s >> 11) as f64 / (1u64 << 53) as f64 - 0.5) * 1500.0,
                _ => {
                    let c = ((s % 120_000) as f64 - 60_000.0 + 0.5) * std::f64::consts::LN_2 / 128.0;
                    f64::from_bits(c.to_bits().wrapping_add((s >> 40) % 64).wrapping_sub(32))
                }
            };
            let a = x.abs();
            assert_eq!(super::exp_f64_in_range_holds(x), a >= 2f64.powi(-54) && a < 512.0, "{x:e}");
            if super::exp_f64_in_range_holds(x) {
                checked += 1;
                assert_eq!(super::exp_f64_in_range(x).to_bits(), x.exp().to_bits(), "exp({x:e})");
            }
        }
        assert!(checked > 200_000);
    }
}
