//! Scalar kernels of the math ufuncs NumPy builds from its own formulas (npy_math, and the
//! x86 SIMD float32 exp/log/sin/cos of loops_exponent_log.dispatch.c.src and
//! loops_trigonometric.dispatch.cpp) or whose
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
    if x.is_nan() {
        return f32::NAN;
    }
    if x >= XMAX {
        return f32::INFINITY;
    }
    if x <= XMIN {
        return 0.0;
    }
    let k = (x * std::f32::consts::LOG2_E + MAGIC) - MAGIC;
    let r = k.mul_add(C1, x);
    let r = k.mul_add(C2, r);
    let r = k.mul_add(0.0, r);
    let num = P[5].mul_add(r, P[4]).mul_add(r, P[3]).mul_add(r, P[2]).mul_add(r, P[1]).mul_add(r, P[0]);
    let den = Q[2].mul_add(r, Q[1]).mul_add(r, Q[0]);
    // scalef: the product is exact in float64 (a power of two), then rounded once
    ((num / den) as f64 * 2f64.powi(k as i32)) as f32
}

/// float32 `np.log` as NumPy computes it on x86 (`simd_log_FLOAT`, as [`exp_f32`]): x split
/// into a mantissa in [0.5, 1) and an exponent (`getmant`/`getexp`, subnormals included), the
/// mantissa doubled below 1/sqrt(2), log(1 + m) as a (5, 5) rational function with fused
/// multiply-adds, plus exponent * ln 2 fused. NaN gives the default NaN, a negative x -NaN,
/// 0 -inf and inf inf. Up to 3.83 ulp from the true value.
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
pub fn sin_f32(x: f32) -> f32 {
    sincos_f32(x, false)
}

/// float32 `np.cos` (see [`sin_f32`]).
pub fn cos_f32(x: f32) -> f32 {
    sincos_f32(x, true)
}

fn sincos_f32(x: f32, cos: bool) -> f32 {
    // NumPy's hexadecimal constants, as bits
    const COS: [u32; 4] = [0x37cc_730b, 0xbab6_036e, 0x3d2a_aa9e, 0xbf00_0000]; // x^8 .. x^2
    const SIN: [u32; 4] = [0x363e_9dde, 0xb950_35dd, 0x3c08_88cd, 0xbe2a_aaab]; // x^9 .. x^3
    const TWO_OVER_PI: u32 = 0x3f22_f983;
    const PIO2: [u32; 3] = [0xbfc9_0fd8, 0xb4a8_885a, 0xa7c2_34c4]; // -pi/2 in three parts
    const MAGIC: f32 = 12_582_912.0;
    let k = |b: u32| f32::from_bits(b);
    if x.is_nan() {
        return f32::NAN;
    }
    let limit = if cos { 71_476.062_5 } else { 117_435.992 };
    if x.abs() > limit {
        return if cos { x.cos() } else { x.sin() };
    }
    let q = x.mul_add(k(TWO_OVER_PI), MAGIC) - MAGIC;
    let r = q.mul_add(k(PIO2[0]), x);
    let r = q.mul_add(k(PIO2[1]), r);
    let r = q.mul_add(k(PIO2[2]), r);
    let r2 = r * r;
    let c = k(COS[0]).mul_add(r2, k(COS[1])).mul_add(r2, k(COS[2])).mul_add(r2, k(COS[3])).mul_add(r2, 1.0);
    let s = k(SIN[0]).mul_add(r2, k(SIN[1])).mul_add(r2, k(SIN[2])).mul_add(r2, k(SIN[3])).mul_add(r2, 0.0).mul_add(r, r);
    let quadrant = q as i32 + cos as i32;
    let v = if quadrant & 1 == 0 { s } else { c };
    // NumPy negates by subtracting from +0.0
    if quadrant & 2 == 2 { 0.0 - v } else { v }
}
