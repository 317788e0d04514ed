//! NumPy's ziggurat samplers for `Generator.standard_normal` and `Generator.standard_exponential`
//! (float64 and float32), with the 256-layer tables built here from the Marsaglia–Tsang
//! construction so that every entry equals NumPy's `ziggurat_constants.h` bit for bit.
//!
//! The draw loops follow numpy/random/src/distributions/distributions.c
//! (`random_standard_normal[_f]`, `random_standard_exponential[_f]`): one raw word gives the layer,
//! (for the normal) a sign bit and the mantissa; layer 0 is the tail, other misses test the wedge
//! against the density. The tail and wedge tests call the platform's `exp`/`log1p` as NumPy does.
//!
//! How NumPy's tables were made (established by comparing candidate constructions with the
//! shipped header, entry by entry):
//! - Normal: the recurrence `x[i] = sqrt(-2 ln(f(x[i+1]) + v / x[i+1]))` from `r` downwards,
//!   run in float64 arithmetic (with correctly rounded `exp`/`ln`), `r` = 3.6541528853610087963…,
//!   `v` = 0.0049286732339746519. `k[i] = round_half_even(x[i-1] / x[i] * 2^52)` (2^23 for
//!   float32), `w[i] = x[i] / 2^52`, `f[i] = exp(-x[i]^2 / 2)`; float32 tables are the float64
//!   values rounded to float32. One entry is special: at layer 38 the generating libm's `exp`
//!   rounded a result lying 0.498 ulp above the lower double upwards; the recurrence carried that
//!   value into every later layer, so it is reproduced (see [`NORMAL_EXP_QUIRK_LAYER`]).
//! - Exponential: the same recurrence for `f(x) = e^-x` (`x[i] = -ln(f(x[i+1]) + v / x[i+1])`)
//!   computed in high precision (here double-double, ~100 bits) with `v = (r + 1) e^-r` (the
//!   exact layer area for `r` = 7.6971174701310497140446280481) and rounded once.
//!   `k[i] = 2 * floor(x[i-1] / x[i] * 2^52)` for float64 and `round(x[i-1] / x[i] * 2^23)` for
//!   float32; float32 `w`/`f` went through a 9-significant-digit decimal before float32.

use std::sync::OnceLock;

use super::bounded::BitGen;

/// The layer whose stored normal density is one ulp above the correctly rounded
/// `exp(-x*x/2)`: NumPy's table generator used an `exp` that rounded this near-halfway case up.
pub const NORMAL_EXP_QUIRK_LAYER: usize = 38;

// NumPy's constants, spelled as its header spells them (more digits than a double holds).
#[allow(clippy::excessive_precision)]
const NOR_R: f64 = 3.6541528853610087963519472518;
#[allow(clippy::excessive_precision)]
const NOR_INV_R: f64 = 0.27366123732975827203338247596;
#[allow(clippy::excessive_precision)]
const NOR_V: f64 = 0.0049286732339746519;
#[allow(clippy::excessive_precision)]
const EXP_R: f64 = 7.6971174701310497140446280481;
/// `EXP_R` as a double-double: the published constant has more digits than one double holds.
const EXP_R_DD: Dd = Dd {
    hi: 7.69711747013105,
    lo: -3.6248703662397484e-16,
};
#[allow(clippy::excessive_precision)]
const NOR_R_F: f32 = 3.6541528853610087963519472518;
#[allow(clippy::excessive_precision)]
const NOR_INV_R_F: f32 = 0.27366123732975827203338247596;
#[allow(clippy::excessive_precision)]
const EXP_R_F: f32 = 7.6971174701310497140446280481;

const TWO52: f64 = 4_503_599_627_370_496.0;
const TWO53: f64 = 9_007_199_254_740_992.0;
const TWO23: f64 = 8_388_608.0;

/// The twelve tables of `ziggurat_constants.h`.
pub struct Tables {
    pub ki: [u64; 256],
    pub wi: [f64; 256],
    pub fi: [f64; 256],
    pub ki_f: [u32; 256],
    pub wi_f: [f32; 256],
    pub fi_f: [f32; 256],
    pub ke: [u64; 256],
    pub we: [f64; 256],
    pub fe: [f64; 256],
    pub ke_f: [u32; 256],
    pub we_f: [f32; 256],
    pub fe_f: [f32; 256],
}

/// The tables, built on first use (a few thousand double-double operations).
pub fn tables() -> &'static Tables {
    static T: OnceLock<Tables> = OnceLock::new();
    T.get_or_init(build)
}

// ----- double-double arithmetic (hi + lo, ~106 bits), enough for the exponential tables -----

#[derive(Clone, Copy, Debug)]
struct Dd {
    hi: f64,
    lo: f64,
}

fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    (s, (a - (s - bb)) + (b - bb))
}

fn quick_two_sum(a: f64, b: f64) -> Dd {
    let s = a + b;
    Dd {
        hi: s,
        lo: b - (s - a),
    }
}

impl Dd {
    fn from(x: f64) -> Dd {
        Dd { hi: x, lo: 0.0 }
    }
    /// The nearest double.
    fn to_f64(self) -> f64 {
        self.hi + self.lo
    }
    fn neg(self) -> Dd {
        Dd {
            hi: -self.hi,
            lo: -self.lo,
        }
    }
    fn add(self, b: Dd) -> Dd {
        let (s, e) = two_sum(self.hi, b.hi);
        let (t, f) = two_sum(self.lo, b.lo);
        let r = quick_two_sum(s, e + t);
        quick_two_sum(r.hi, r.lo + f)
    }
    fn sub(self, b: Dd) -> Dd {
        self.add(b.neg())
    }
    fn mul(self, b: Dd) -> Dd {
        let p = self.hi * b.hi;
        let e = self.hi.mul_add(b.hi, -p) + (self.hi * b.lo + self.lo * b.hi);
        quick_two_sum(p, e)
    }
    /// Multiplication by a power of two (exact).
    fn scale(self, s: f64) -> Dd {
        Dd {
            hi: self.hi * s,
            lo: self.lo * s,
        }
    }
    fn div(self, b: Dd) -> Dd {
        let q1 = self.hi / b.hi;
        let r = self.sub(b.mul(Dd::from(q1)));
        let q2 = r.hi / b.hi;
        let r = r.sub(b.mul(Dd::from(q2)));
        let q3 = r.hi / b.hi;
        quick_two_sum(q1, q2).add(Dd::from(q3))
    }
    fn exp(self) -> Dd {
        const LN2: Dd = Dd {
            hi: std::f64::consts::LN_2,
            lo: 2.3190468138462996e-17,
        };
        let k = (self.hi / LN2.hi).round();
        // |r| <= ln2/2, scaled by 2^-8 so the series converges fast; squared back 8 times.
        let r = self.sub(LN2.mul(Dd::from(k))).scale(1.0 / 256.0);
        let mut term = Dd::from(1.0);
        let mut sum = Dd::from(1.0);
        for n in 1..=16 {
            term = term.mul(r).div(Dd::from(n as f64));
            sum = sum.add(term);
        }
        for _ in 0..8 {
            sum = sum.mul(sum);
        }
        sum.scale(2f64.powi(k as i32))
    }
    /// Natural log by Newton's method on `exp` (each step doubles the correct bits).
    fn ln(self) -> Dd {
        let mut y = Dd::from(self.hi.ln());
        for _ in 0..2 {
            y = y.add(self.mul(y.neg().exp())).sub(Dd::from(1.0));
        }
        y
    }
    /// `floor` of a value below 2^62 as an integer.
    fn floor(self) -> i128 {
        let f = self.hi.floor();
        if f == self.hi {
            f as i128 + self.lo.floor() as i128
        } else {
            f as i128
        }
    }
}

/// Correctly rounded `exp` / `ln` for the float64 normal construction (independent of libm).
fn cr_exp(x: f64) -> f64 {
    Dd::from(x).exp().to_f64()
}

fn cr_ln(x: f64) -> f64 {
    Dd::from(x).ln().to_f64()
}

/// A float32 value that went through `printf("%.8e")` and the C compiler's float parsing.
fn f32_via_9_digits(x: f64) -> f32 {
    format!("{x:.8e}").parse::<f32>().unwrap_or(x as f32)
}

fn build() -> Tables {
    let mut t = Tables {
        ki: [0; 256],
        wi: [0.0; 256],
        fi: [0.0; 256],
        ki_f: [0; 256],
        wi_f: [0.0; 256],
        fi_f: [0.0; 256],
        ke: [0; 256],
        we: [0.0; 256],
        fe: [0.0; 256],
        ke_f: [0; 256],
        we_f: [0.0; 256],
        fe_f: [0.0; 256],
    };

    // Normal, float64 arithmetic. x[0] = 0 is the top of the ziggurat.
    let pdf = |x: f64| cr_exp(-0.5 * x * x);
    let mut x = [0.0f64; 256];
    let mut f = [0.0f64; 256];
    x[255] = NOR_R;
    f[255] = pdf(NOR_R);
    for i in (1..255).rev() {
        x[i] = (-2.0 * cr_ln(f[i + 1] + NOR_V / x[i + 1])).sqrt();
        f[i] = pdf(x[i]);
        if i == NORMAL_EXP_QUIRK_LAYER {
            f[i] = f[i].next_up();
        }
    }
    f[0] = 1.0;
    let k0 = NOR_R * f[255] / NOR_V;
    t.ki[0] = (k0 * TWO52).round_ties_even() as u64;
    t.ki_f[0] = (k0 * TWO23).round_ties_even() as u32;
    let w0 = NOR_V / f[255];
    t.wi[0] = w0 / TWO52;
    t.wi_f[0] = (w0 / TWO23) as f32;
    for i in 1..256 {
        let ratio = x[i - 1] / x[i];
        t.ki[i] = (ratio * TWO52).round_ties_even() as u64;
        t.ki_f[i] = (ratio * TWO23).round_ties_even() as u32;
        t.wi[i] = x[i] / TWO52;
        t.wi_f[i] = (x[i] / TWO23) as f32;
    }
    t.fi = f;
    t.fi_f = f.map(|v| v as f32);

    // Exponential, double-double arithmetic, rounded once at the end.
    let r = EXP_R_DD;
    let v = r.add(Dd::from(1.0)).mul(r.neg().exp());
    let mut x = [Dd::from(0.0); 256];
    let mut f = [Dd::from(0.0); 256];
    x[255] = r;
    f[255] = r.neg().exp();
    for i in (1..255).rev() {
        x[i] = v.div(x[i + 1]).add(f[i + 1]).ln().neg();
        f[i] = x[i].neg().exp();
    }
    let k0 = r.mul(f[255]).div(v);
    t.ke[0] = 2 * k0.scale(TWO52).floor() as u64;
    t.ke_f[0] = k0.scale(TWO23).add(Dd::from(0.5)).floor() as u32;
    let w0 = v.div(f[255]);
    t.we[0] = w0.to_f64() / TWO53;
    t.we_f[0] = f32_via_9_digits(w0.scale(1.0 / TWO23).to_f64());
    t.fe[0] = 1.0;
    t.fe_f[0] = 1.0;
    for i in 1..256 {
        if i >= 2 {
            let ratio = x[i - 1].div(x[i]);
            t.ke[i] = 2 * ratio.scale(TWO52).floor() as u64;
            t.ke_f[i] = ratio.scale(TWO23).add(Dd::from(0.5)).floor() as u32;
        }
        t.we[i] = x[i].to_f64() / TWO53;
        t.we_f[i] = f32_via_9_digits(x[i].scale(1.0 / TWO23).to_f64());
        t.fe[i] = f[i].to_f64();
        t.fe_f[i] = f32_via_9_digits(f[i].to_f64());
    }
    t
}

// ----- the samplers -----

fn next_float<B: BitGen>(bg: &mut B) -> f32 {
    (bg.next_u32() >> 8) as f32 * (1.0 / 16_777_216.0)
}

/// `random_standard_normal`: 8 bits of layer, a sign bit and a 52-bit mantissa per 64-bit word.
pub fn standard_normal<B: BitGen>(bg: &mut B) -> f64 {
    let t = tables();
    loop {
        let r = bg.next_u64();
        let idx = (r & 0xff) as usize;
        let r = r >> 8;
        let negative = r & 1 == 1;
        let rabs = (r >> 1) & 0x000f_ffff_ffff_ffff;
        let mut x = rabs as f64 * t.wi[idx];
        if negative {
            x = -x;
        }
        if rabs < t.ki[idx] {
            return x;
        }
        if idx == 0 {
            // The tail beyond r (Marsaglia's exponential rejection); 1 - U avoids log(0).
            loop {
                let xx = -NOR_INV_R * (-bg.next_double()).ln_1p();
                let yy = -(-bg.next_double()).ln_1p();
                if yy + yy > xx * xx {
                    return if (rabs >> 8) & 1 == 1 {
                        -(NOR_R + xx)
                    } else {
                        NOR_R + xx
                    };
                }
            }
        }
        if (t.fi[idx - 1] - t.fi[idx]) * bg.next_double() + t.fi[idx] < (-0.5 * x * x).exp() {
            return x;
        }
    }
}

/// `random_standard_normal_f`: the same from one 32-bit word (23-bit mantissa), float math.
pub fn standard_normal_f32<B: BitGen>(bg: &mut B) -> f32 {
    let t = tables();
    loop {
        let r = bg.next_u32();
        let idx = (r & 0xff) as usize;
        let negative = (r >> 8) & 1 == 1;
        let rabs = (r >> 9) & 0x007f_ffff;
        let mut x = rabs as f32 * t.wi_f[idx];
        if negative {
            x = -x;
        }
        if rabs < t.ki_f[idx] {
            return x;
        }
        if idx == 0 {
            loop {
                let xx = -NOR_INV_R_F * (-next_float(bg)).ln_1p();
                let yy = -(-next_float(bg)).ln_1p();
                if yy + yy > xx * xx {
                    return if (rabs >> 8) & 1 == 1 {
                        -(NOR_R_F + xx)
                    } else {
                        NOR_R_F + xx
                    };
                }
            }
        }
        // NumPy compares against the double `exp(-0.5 * x * x)` (0.5 is a double literal).
        let xd = x as f64;
        let lhs = (t.fi_f[idx - 1] - t.fi_f[idx]) * next_float(bg) + t.fi_f[idx];
        if (lhs as f64) < (-0.5 * xd * xd).exp() {
            return x;
        }
    }
}

/// `random_standard_exponential`: 8 bits of layer and a 53-bit mantissa per 64-bit word.
pub fn standard_exponential<B: BitGen>(bg: &mut B) -> f64 {
    let t = tables();
    loop {
        let ri = bg.next_u64() >> 3;
        let idx = (ri & 0xff) as usize;
        let ri = ri >> 8;
        let x = ri as f64 * t.we[idx];
        if ri < t.ke[idx] {
            return x;
        }
        if idx == 0 {
            return EXP_R - (-bg.next_double()).ln_1p();
        }
        if (t.fe[idx - 1] - t.fe[idx]) * bg.next_double() + t.fe[idx] < (-x).exp() {
            return x;
        }
        // NumPy recurses into a fresh draw here; a loop is the same stream.
    }
}

/// `random_standard_exponential_f`: one 32-bit word (23-bit mantissa), float math.
pub fn standard_exponential_f32<B: BitGen>(bg: &mut B) -> f32 {
    let t = tables();
    loop {
        let ri = bg.next_u32() >> 1;
        let idx = (ri & 0xff) as usize;
        let ri = ri >> 8;
        let x = ri as f32 * t.we_f[idx];
        if ri < t.ke_f[idx] {
            return x;
        }
        if idx == 0 {
            return EXP_R_F - (-next_float(bg)).ln_1p();
        }
        if (t.fe_f[idx - 1] - t.fe_f[idx]) * next_float(bg) + t.fe_f[idx] < (-x).exp() {
            return x;
        }
    }
}

/// `method='inv'`: `-log1p(-U)`.
pub fn standard_exponential_inv<B: BitGen>(bg: &mut B) -> f64 {
    -(-bg.next_double()).ln_1p()
}

/// `method='inv'` for float32: `-log1p(-U)` on a float uniform, in double as NumPy's
/// `npy_log1p` (a double function) computes it, stored as float.
pub fn standard_exponential_inv_f32<B: BitGen>(bg: &mut B) -> f32 {
    -((-next_float(bg)) as f64).ln_1p() as f32
}

#[cfg(test)]
mod tests;
