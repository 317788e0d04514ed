//! Complex element types (`complex64`, `complex128`) for the typed kernels: NumPy's
//! `npy_cfloat`/`npy_cdouble` loops as umath/loops.c.src, loops_arithm_fp.dispatch.c.src and
//! npy_math_complex.c.src compute them, and glibc's `csqrt`/`cexp`/`clog` (NumPy calls the C
//! library's when it has them).
//!
//! Order is NumPy's lexicographic one (`CLT`/`CGE` in loops.c.src): real parts first, then
//! imaginary parts; a NaN in either part makes a comparison false.
//!
//! Multiplication follows the loops NumPy runs on an x86-64 machine with AVX2: elementwise
//! `multiply` uses fused multiply-add (`_mm256_fmaddsub_pd`), the `prod` reduction the plain
//! C formula (its output stride is 0, which sends NumPy to the scalar loop).

use super::dtype::DType;
use super::kernels::{Arith, Elem, Float};
use std::cmp::Ordering;

macro_rules! complex_elem {
    ($name:ident, $f:ty, $dt:ident) => {
        /// One complex element: real then imaginary part, each of the part type.
        #[derive(Debug, Clone, Copy, PartialEq, Default)]
        pub struct $name {
            pub re: $f,
            pub im: $f,
        }

        impl $name {
            #[inline(always)]
            pub fn new(re: $f, im: $f) -> Self {
                $name { re, im }
            }
            /// `a*b` as the scalar C loop computes it (no fused multiply-add).
            #[inline(always)]
            pub fn mul_plain(self, o: Self) -> Self {
                $name::new(self.re * o.re - self.im * o.im, self.re * o.im + self.im * o.re)
            }
            /// `|z|`: `npy_hypot`, the C library's `hypot`.
            #[inline(always)]
            pub fn abs(self) -> $f {
                self.re.hypot(self.im)
            }
            pub fn conj(self) -> Self {
                $name::new(self.re, -self.im)
            }
            /// `(sin y, cos y)` as glibc's complex functions take it: `y` itself and 1 below
            /// the smallest normal.
            #[inline(always)]
            fn sin_cos_tiny(y: $f) -> ($f, $f) {
                if y.abs() > <$f>::MIN_POSITIVE { y.sin_cos() } else { (y, 1.0) }
            }
            /// glibc `csinh` (math/s_csinh_template.c), which NumPy's `npy_csinh` calls;
            /// past `t` = (MAX_EXP - 1) ln 2 the exponential is applied in steps so a finite
            /// result does not overflow on the way.
            pub fn csinh(self) -> Self {
                let (x, y) = (self.re, self.im);
                let negate = x.is_sign_negative();
                let rx = x.abs();
                let t = ((<$f>::MAX_EXP - 1) as $f * std::f64::consts::LN_2 as $f).trunc();
                if rx.is_finite() {
                    if y.is_finite() {
                        let (sinix, mut cosix) = Self::sin_cos_tiny(y);
                        if negate {
                            cosix = -cosix;
                        }
                        if rx > t {
                            let (re, im) = Self::scaled_exp(rx, t, cosix, sinix);
                            return $name::new(re, im);
                        }
                        return $name::new(rx.sinh() * cosix, rx.cosh() * sinix);
                    }
                    if rx == 0.0 {
                        return $name::new((0.0 as $f).copysign(if negate { -1.0 } else { 1.0 }), y - y);
                    }
                    return $name::new(<$f>::NAN, <$f>::NAN);
                }
                if rx.is_infinite() {
                    if y.is_finite() && y != 0.0 {
                        let (sinix, cosix) = Self::sin_cos_tiny(y);
                        let re = <$f>::INFINITY.copysign(cosix);
                        return $name::new(if negate { -re } else { re }, <$f>::INFINITY.copysign(sinix));
                    }
                    if y == 0.0 {
                        return $name::new(if negate { <$f>::NEG_INFINITY } else { <$f>::INFINITY }, y);
                    }
                    return $name::new(<$f>::INFINITY, y - y);
                }
                $name::new(<$f>::NAN, if y == 0.0 { y } else { <$f>::NAN })
            }
            /// `e^r / 2 * (a, b)` for r > t, in glibc's steps of e^t (then MAX on overflow).
            fn scaled_exp(r: $f, t: $f, mut a: $f, mut b: $f) -> ($f, $f) {
                let exp_t = t.exp();
                let mut r = r - t;
                a *= exp_t / 2.0;
                b *= exp_t / 2.0;
                if r > t {
                    r -= t;
                    a *= exp_t;
                    b *= exp_t;
                }
                if r > t {
                    (<$f>::MAX * a, <$f>::MAX * b)
                } else {
                    let ev = r.exp();
                    (ev * a, ev * b)
                }
            }
            /// glibc `ccosh` (math/s_ccosh_template.c).
            pub fn ccosh(self) -> Self {
                let (x, y) = (self.re, self.im);
                let t = ((<$f>::MAX_EXP - 1) as $f * std::f64::consts::LN_2 as $f).trunc();
                if x.is_finite() {
                    if y.is_finite() {
                        let (mut sinix, cosix) = Self::sin_cos_tiny(y);
                        if x.abs() > t {
                            if x.is_sign_negative() {
                                sinix = -sinix;
                            }
                            let (re, im) = Self::scaled_exp(x.abs(), t, cosix, sinix);
                            return $name::new(re, im);
                        }
                        return $name::new(x.cosh() * cosix, x.sinh() * sinix);
                    }
                    return $name::new(y - y, if x == 0.0 { 0.0 } else { <$f>::NAN });
                }
                if x.is_infinite() {
                    let sx = (1.0 as $f).copysign(x);
                    if y.is_finite() && y != 0.0 {
                        let (sinix, cosix) = Self::sin_cos_tiny(y);
                        return $name::new(<$f>::INFINITY.copysign(cosix), <$f>::INFINITY.copysign(sinix) * sx);
                    }
                    if y == 0.0 {
                        return $name::new(<$f>::INFINITY, y * sx);
                    }
                    return $name::new(<$f>::INFINITY, y - y);
                }
                $name::new(<$f>::NAN, if y == 0.0 { y } else { <$f>::NAN })
            }
            /// glibc `ctanh` (math/s_ctanh_template.c): (sinh x cosh x + i sin y cos y) /
            /// (sinh^2 x + cos^2 y), with its own forms for large |x| and the non-finite.
            pub fn ctanh(self) -> Self {
                let (x, y) = (self.re, self.im);
                if !x.is_finite() || !y.is_finite() {
                    if x.is_infinite() {
                        let im = if y.is_finite() && y.abs() > 1.0 {
                            let (s, c) = y.sin_cos();
                            (0.0 as $f).copysign(s * c)
                        } else {
                            (0.0 as $f).copysign(y)
                        };
                        return $name::new((1.0 as $f).copysign(x), im);
                    }
                    if y == 0.0 {
                        return self;
                    }
                    return $name::new(if x == 0.0 { x } else { <$f>::NAN }, <$f>::NAN);
                }
                let t = ((<$f>::MAX_EXP - 1) as $f * std::f64::consts::LN_2 as $f / 2.0).trunc();
                let (sinix, cosix) = Self::sin_cos_tiny(y);
                if x.abs() > t {
                    let exp_2t = (2.0 * t).exp();
                    let mut im = 4.0 * sinix * cosix;
                    let rx = x.abs() - t;
                    im /= exp_2t;
                    if rx > t {
                        im /= exp_2t;
                    } else {
                        im /= (2.0 * rx).exp();
                    }
                    return $name::new((1.0 as $f).copysign(x), im);
                }
                let (sinhrx, coshrx) = if x.abs() > <$f>::MIN_POSITIVE { (x.sinh(), x.cosh()) } else { (x, 1.0) };
                let den = if sinhrx.abs() > cosix.abs() * <$f>::EPSILON {
                    sinhrx * sinhrx + cosix * cosix
                } else {
                    cosix * cosix
                };
                $name::new(sinhrx * coshrx / den, sinix * cosix / den)
            }
            /// glibc `csin` (math/s_csin_template.c) is `csinh`'s template with the parts
            /// exchanged: csin(x + iy) is csinh(y + ix) with its parts exchanged.
            pub fn csin(self) -> Self {
                let w = $name::new(self.im, self.re).csinh();
                $name::new(w.im, w.re)
            }
            /// glibc `ccos`: ccosh(-y + ix).
            pub fn ccos(self) -> Self {
                $name::new(-self.im, self.re).ccosh()
            }
            /// glibc `ctan` (math/s_ctan_template.c) is `ctanh`'s template with the parts
            /// exchanged: ctan(x + iy) is ctanh(y + ix) with its parts exchanged.
            pub fn ctan(self) -> Self {
                let w = $name::new(self.im, self.re).ctanh();
                $name::new(w.im, w.re)
            }
            /// `npy_cpow` (npy_math_complex.c.src): small integer powers by repeated
            /// multiplication, the rest by the C library (`cexp(b * clog(a))`).
            fn cpow(self, b: Self) -> Self {
                let (ar, ai, br, bi) = (self.re, self.im, b.re, b.im);
                if br == 0.0 && bi == 0.0 {
                    return $name::new(1.0, 0.0);
                }
                if ar == 0.0 && ai == 0.0 {
                    return if br > 0.0 { $name::new(0.0, 0.0) } else { $name::new(<$f>::NAN, <$f>::NAN) };
                }
                if bi == 0.0 && br > -100.0 && br < 100.0 && br.trunc() == br {
                    let n = br as i64;
                    match n {
                        1 => return self,
                        2 => return self.mul_plain(self),
                        3 => return self.mul_plain(self.mul_plain(self)),
                        _ => {
                            let m = n.abs();
                            let mut aa = $name::new(1.0, 0.0);
                            let mut p = self;
                            let mut mask = 1i64;
                            loop {
                                if m & mask != 0 {
                                    aa = aa.mul_plain(p);
                                }
                                mask <<= 1;
                                if m < mask {
                                    break;
                                }
                                p = p.mul_plain(p);
                            }
                            return if br < 0.0 { $name::new(1.0, 0.0).truediv(aa) } else { aa };
                        }
                    }
                }
                b.mul_plain(self.ln_()).exp_()
            }
        }

        impl PartialOrd for $name {
            /// Lexicographic, as NumPy's `CLT`/`CLE`: real parts decide unless equal.
            fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
                match self.re.partial_cmp(&o.re)? {
                    Ordering::Equal => self.im.partial_cmp(&o.im),
                    ord => Some(ord),
                }
            }
        }

        impl Elem for $name {
            const SIZE: usize = 2 * std::mem::size_of::<$f>();
            const DT: DType = DType::$dt;
            #[inline(always)]
            fn rd(b: &[u8]) -> Self {
                const H: usize = std::mem::size_of::<$f>();
                $name::new(<$f as Elem>::rd(&b[..H]), <$f as Elem>::rd(&b[H..2 * H]))
            }
            #[inline(always)]
            fn wr(self, b: &mut [u8]) {
                const H: usize = std::mem::size_of::<$f>();
                self.re.wr(&mut b[..H]);
                self.im.wr(&mut b[H..2 * H]);
            }
            // a cast to a real type keeps the real part (NumPy warns ComplexWarning)
            #[inline(always)]
            fn to_f64(self) -> f64 {
                self.re as f64
            }
            fn to_i64(self) -> i64 {
                self.re.to_i64()
            }
            fn to_u64(self) -> u64 {
                self.re.to_u64()
            }
            #[inline(always)]
            fn to_bool(self) -> bool {
                self.re != 0.0 || self.im != 0.0
            }
            fn to_c(self) -> (f64, f64) {
                (self.re as f64, self.im as f64)
            }
            #[inline(always)]
            fn from_f64(v: f64) -> Self {
                $name::new(v as $f, 0.0)
            }
            fn from_i64(v: i64) -> Self {
                $name::new(v as $f, 0.0)
            }
            fn from_u64(v: u64) -> Self {
                $name::new(v as $f, 0.0)
            }
            fn from_bool(v: bool) -> Self {
                $name::new(v as u8 as $f, 0.0)
            }
            fn from_c(v: (f64, f64)) -> Self {
                $name::new(v.0 as $f, v.1 as $f)
            }
            fn zero() -> Self {
                $name::new(0.0, 0.0)
            }
            fn one() -> Self {
                $name::new(1.0, 0.0)
            }
            #[inline(always)]
            fn isnan(self) -> bool {
                self.re.is_nan() || self.im.is_nan()
            }
        }

        impl Arith for $name {
            #[inline(always)]
            fn add(self, o: Self) -> Self {
                $name::new(self.re + o.re, self.im + o.im)
            }
            #[inline(always)]
            fn sub(self, o: Self) -> Self {
                $name::new(self.re - o.re, self.im - o.im)
            }
            /// The AVX2 loop's `fmaddsub(a_re, b, a_im * b_rev)`.
            #[inline(always)]
            fn mul(self, o: Self) -> Self {
                $name::new(self.re.mul_add(o.re, -(self.im * o.im)), self.re.mul_add(o.im, self.im * o.re))
            }
            // no complex loops: type resolution refuses these first
            fn floordiv(self, _o: Self) -> Self {
                self
            }
            fn modulo(self, _o: Self) -> Self {
                self
            }
            fn power(self, o: Self) -> Self {
                self.cpow(o)
            }
            fn neg(self) -> Self {
                $name::new(-self.re, -self.im)
            }
            /// Only reached through a same-type loop (`abs` itself is complex -> real).
            fn absv(self) -> Self {
                $name::new(self.abs(), 0.0)
            }
            fn invert(self) -> Self {
                self
            }
            /// NumPy 2's complex sign, `z / |z|` (loops.c.src `@TYPE@_sign`).
            fn sign(self) -> Self {
                let a = self.abs();
                if a.is_nan() {
                    $name::new(<$f>::NAN, <$f>::NAN)
                } else if a.is_infinite() {
                    if self.re.is_infinite() {
                        if self.im.is_infinite() {
                            $name::new(<$f>::NAN, <$f>::NAN)
                        } else {
                            $name::new(if self.re > 0.0 { 1.0 } else { -1.0 }, 0.0)
                        }
                    } else {
                        $name::new(0.0, if self.im > 0.0 { 1.0 } else { -1.0 })
                    }
                } else if a == 0.0 {
                    $name::new(0.0, 0.0)
                } else {
                    $name::new(self.re / a, self.im / a)
                }
            }
            /// The AVX2 square loop is `simd_cmul(x, x)`.
            fn square(self) -> Self {
                self.mul(self)
            }
            /// loops.c.src `@TYPE@_reciprocal`: Smith's method on 1 / z.
            fn reciprocal(self) -> Self {
                let (r, i) = (self.re, self.im);
                if i.abs() <= r.abs() {
                    let q = i / r;
                    let d = r + i * q;
                    $name::new(1.0 / d, -q / d)
                } else {
                    let q = r / i;
                    let d = r * q + i;
                    $name::new(q / d, -1.0 / d)
                }
            }
            fn floorv(self) -> Self {
                self
            }
            fn ceilv(self) -> Self {
                self
            }
            fn is_neg(self) -> bool {
                self.re < 0.0
            }
            fn conjugate(self) -> Self {
                self.conj()
            }
            fn mul_reduce(self, o: Self) -> Self {
                self.mul_plain(o)
            }
            /// Each part summed pairwise, four elements per block (`@TYPE@_pairwise_sum`
            /// over the interleaved parts, loops_utils.h.src).
            #[inline(always)]
            fn add_pairwise(self, d: &[u8], p: usize, n: usize, s: isize) -> Self {
                let (r, i) = pairwise_parts::<$f>(d, p, n, s);
                $name::new(self.re + r, self.im + i)
            }
            fn mul_run(self, d: &[u8], p: usize, n: usize, s: isize) -> Self {
                let mut acc = self;
                for k in 0..n {
                    acc = acc.mul_plain(<$name as Elem>::rd(&d[at(p, k, s)..]));
                }
                acc
            }
            /// `CGE(in1, in2) || isnan(in1)`: ties keep the first operand.
            fn np_max(self, o: Self) -> Self {
                if self >= o || self.isnan() { self } else { o }
            }
            fn np_min(self, o: Self) -> Self {
                if self <= o || self.isnan() { self } else { o }
            }
            fn np_fmax(self, o: Self) -> Self {
                if self >= o || o.isnan() { self } else { o }
            }
            fn np_fmin(self, o: Self) -> Self {
                if self <= o || o.isnan() { self } else { o }
            }
        }

        impl Float for $name {
            fn fmap(self, f: fn(f64) -> f64) -> Self {
                $name::new(f(self.re as f64) as $f, f(self.im as f64) as $f)
            }
            /// glibc `csqrt` for finite values (its rescaling of extreme values aside).
            fn sqrt_(self) -> Self {
                let (x, y) = (self.re, self.im);
                if !x.is_finite() || !y.is_finite() {
                    if y.is_infinite() {
                        return $name::new(<$f>::INFINITY, y);
                    }
                    if x == <$f>::NEG_INFINITY {
                        return $name::new(if y.is_nan() { <$f>::NAN } else { 0.0 }, <$f>::INFINITY.copysign(y));
                    }
                    if x == <$f>::INFINITY {
                        return $name::new(x, if y.is_nan() { <$f>::NAN } else { (0.0 as $f).copysign(y) });
                    }
                    return $name::new(<$f>::NAN, <$f>::NAN);
                }
                if y == 0.0 {
                    return if x < 0.0 {
                        $name::new(0.0, (-x).sqrt().copysign(y))
                    } else {
                        $name::new(x.sqrt().abs(), (0.0 as $f).copysign(y))
                    };
                }
                if x == 0.0 {
                    let r = (0.5 * y.abs()).sqrt();
                    return $name::new(r, r.copysign(y));
                }
                let d = x.hypot(y);
                let (r, s) = if x > 0.0 {
                    let r = (0.5 * (d + x)).sqrt();
                    (r, 0.5 * (y / r))
                } else {
                    let s = (0.5 * (d - x)).sqrt();
                    ((0.5 * (y / s)).abs(), s)
                };
                $name::new(r, s.copysign(y))
            }
            /// glibc `cexp` for finite values.
            fn exp_(self) -> Self {
                let (x, y) = (self.re, self.im);
                if !x.is_finite() || !y.is_finite() {
                    if x.is_finite() || x.is_nan() {
                        return $name::new(<$f>::NAN, <$f>::NAN);
                    }
                    if x > 0.0 {
                        return if y == 0.0 {
                            self
                        } else if y.is_finite() {
                            $name::new(x * y.cos(), x * y.sin())
                        } else {
                            $name::new(x, <$f>::NAN)
                        };
                    }
                    return if y.is_finite() { $name::new((0.0 as $f).copysign(y.cos()), (0.0 as $f).copysign(y.sin())) } else { $name::new(0.0, 0.0) };
                }
                let (s, c) = if y.abs() > <$f>::MIN_POSITIVE { y.sin_cos() } else { (y, 1.0) };
                let e = x.exp();
                $name::new(e * c, e * s)
            }
            /// `clog`: `log|z| + i arg z` (glibc's log1p forms near |z| = 1 aside).
            fn ln_(self) -> Self {
                let (x, y) = (self.re, self.im);
                let (ax, ay) = (x.abs(), y.abs());
                let (big, small) = if ax >= ay { (ax, ay) } else { (ay, ax) };
                let re = if big == 1.0 { 0.5 * (small * small).ln_1p() } else { big.hypot(small).ln() };
                $name::new(re, y.atan2(x))
            }
            /// `nc_log2` (funcs.inc.src): clog times log2(e).
            fn log2_(self) -> Self {
                let l = self.ln_();
                const K: $f = std::f64::consts::LOG2_E as $f;
                $name::new(l.re * K, l.im * K)
            }
            fn log10_(self) -> Self {
                let l = self.ln_();
                const K: $f = std::f64::consts::LOG10_E as $f;
                $name::new(l.re * K, l.im * K)
            }
            /// `nc_log1p`: log|z + 1| + i arg(z + 1).
            fn log1p_(self) -> Self {
                let r = self.re + 1.0;
                $name::new(r.hypot(self.im).ln(), self.im.atan2(r))
            }
            /// `nc_expm1`.
            fn expm1_(self) -> Self {
                let a = (self.im / 2.0).sin();
                $name::new(self.re.exp_m1() * self.im.cos() - 2.0 * a * a, self.re.exp() * self.im.sin())
            }
            /// `nc_exp2`: cexp(z ln 2).
            fn exp2_(self) -> Self {
                const K: $f = std::f64::consts::LN_2 as $f;
                $name::new(self.re * K, self.im * K).exp_()
            }
            fn sin_(self) -> Self {
                self.csin()
            }
            fn cos_(self) -> Self {
                self.ccos()
            }
            fn tan_(self) -> Self {
                self.ctan()
            }
            fn tanh_(self) -> Self {
                self.ctanh()
            }
            fn sinh_(self) -> Self {
                self.csinh()
            }
            fn cosh_(self) -> Self {
                self.ccosh()
            }
            /// `rint` of each part.
            fn rint_(self) -> Self {
                $name::new(self.re.round_ties_even(), self.im.round_ties_even())
            }
            /// loops.c.src `@TYPE@_divide`: Smith's method.
            fn truediv(self, o: Self) -> Self {
                let (ar, ai, br, bi) = (self.re, self.im, o.re, o.im);
                let (abr, abi) = (br.abs(), bi.abs());
                if abr >= abi {
                    if abr == 0.0 && abi == 0.0 {
                        $name::new(ar / abr, ai / abi)
                    } else {
                        let rat = bi / br;
                        let scl = 1.0 / (br + bi * rat);
                        $name::new((ar + ai * rat) * scl, (ai - ar * rat) * scl)
                    }
                } else {
                    let rat = br / bi;
                    let scl = 1.0 / (bi + br * rat);
                    $name::new((ar * rat + ai) * scl, (ai * rat - ar) * scl)
                }
            }
            fn atan2_(self, _o: Self) -> Self {
                self
            }
            fn hypot_(self, _o: Self) -> Self {
                self
            }
            fn isinf_(self) -> bool {
                self.re.is_infinite() || self.im.is_infinite()
            }
            fn isfinite_(self) -> bool {
                self.re.is_finite() && self.im.is_finite()
            }
            fn map_f(self, _f32f: fn(f32) -> f32, _f64f: fn(f64) -> f64) -> Self {
                self
            }
            fn zip_f(self, _o: Self, _f32f: fn(f32, f32) -> f32, _f64f: fn(f64, f64) -> f64) -> Self {
                self
            }
            fn float_power_(self, o: Self) -> Self {
                self.power(o)
            }
            fn signbit_(self) -> bool {
                false
            }
            fn nextafter_(self, _o: Self) -> Self {
                self
            }
            fn spacing_(self) -> Self {
                self
            }
        }
    };
}

complex_elem!(C64, f32, Complex64);
complex_elem!(C128, f64, Complex128);

#[inline(always)]
fn at(p: usize, i: usize, s: isize) -> usize {
    (p as isize + i as isize * s) as usize
}

/// NumPy's complex `pairwise_sum` (loops_utils.h.src), in elements: under 4 elements a plain
/// sum from -0.0; up to 64 four accumulators per part; above that halves at a multiple of 4.
fn pairwise_parts<F: Arith + Float>(d: &[u8], p: usize, n: usize, s: isize) -> (F, F) {
    let part = |i: usize, k: usize| F::rd(&d[at(p, i, s) + k * F::SIZE..]);
    if n < 4 {
        let (mut r, mut i) = (F::from_f64(-0.0), F::from_f64(-0.0));
        for k in 0..n {
            r = r.add(part(k, 0));
            i = i.add(part(k, 1));
        }
        (r, i)
    } else if n <= 64 {
        let mut acc = [F::zero(); 8];
        for j in 0..4 {
            acc[2 * j] = part(j, 0);
            acc[2 * j + 1] = part(j, 1);
        }
        let whole = n - n % 4;
        let mut k = 4;
        while k < whole {
            for j in 0..4 {
                acc[2 * j] = acc[2 * j].add(part(k + j, 0));
                acc[2 * j + 1] = acc[2 * j + 1].add(part(k + j, 1));
            }
            k += 4;
        }
        let mut r = acc[0].add(acc[2]).add(acc[4].add(acc[6]));
        let mut i = acc[1].add(acc[3]).add(acc[5].add(acc[7]));
        while k < n {
            r = r.add(part(k, 0));
            i = i.add(part(k, 1));
            k += 1;
        }
        (r, i)
    } else {
        // NumPy halves n = 2 * elements units, rounded down to a multiple of 8 units
        let units = n - n % 8;
        let half = units / 2;
        let (r1, i1) = pairwise_parts::<F>(d, p, half, s);
        let (r2, i2) = pairwise_parts::<F>(d, at(p, half, s), n - half, s);
        (r1.add(r2), i1.add(i2))
    }
}

#[cfg(test)]
mod tests;
