//! Scalar kernels of the math ufuncs NumPy builds from its own formulas (npy_math) or whose
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
