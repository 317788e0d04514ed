//! Typed strided loops: the inner machinery of ufuncs and reductions.
//!
//! Every kernel is a generic function monomorphised over the element type (`Elem`), walking
//! byte-strided memory of a `Vec<u8>` buffer. The N-d walk coalesces dimensions first (as
//! NumPy's iterator does, nditer_api.c `npyiter_coalesce_axes`) and hands the innermost run
//! (length + strides) to a tight loop with contiguous and broadcast-scalar fast paths.
//! Element semantics follow NumPy's C loops (umath/loops*.c.src, npy_math_internal.h.src):
//! wrapping integer arithmetic, Python-style floor division and modulo, integer division by
//! zero giving 0, and C (x86-64) float-to-integer casts.
//!
//! Offsets handed to these loops come from views whose elements were checked to lie inside
//! their buffers (`NdArray::build`), so indexing cannot go out of bounds.

use super::dtype::{DType, Kind};

/// One machine element type.
pub trait Elem: Copy + Send + Sync + PartialOrd + PartialEq + Default + 'static {
    const SIZE: usize;
    const DT: DType;
    fn rd(b: &[u8]) -> Self;
    fn wr(self, b: &mut [u8]);
    fn to_f64(self) -> f64;
    /// An integer wraps, as Rust's `as` (uint64 above i64::MAX turns negative, as NumPy's cast
    /// of an index to intp does); a float converts as C's cast does on x86 (`f64_to_i64_c`).
    fn to_i64(self) -> i64;
    fn to_u64(self) -> u64;
    fn to_bool(self) -> bool;
    fn from_f64(v: f64) -> Self;
    fn from_i64(v: i64) -> Self;
    fn from_u64(v: u64) -> Self;
    fn from_bool(v: bool) -> Self;
    fn zero() -> Self;
    fn one() -> Self;
    /// The value as (real, imaginary) doubles; real types have a zero imaginary part.
    #[inline(always)]
    fn to_c(self) -> (f64, f64) {
        (self.to_f64(), 0.0)
    }
    /// From (real, imaginary): real types keep the real part (NumPy's complex-to-real cast).
    #[inline(always)]
    fn from_c(v: (f64, f64)) -> Self {
        Self::from_f64(v.0)
    }
    /// True only for a float NaN (`x != x`).
    #[inline(always)]
    fn isnan(self) -> bool {
        #[allow(clippy::eq_op)]
        {
            self != self
        }
    }
    /// NumPy's cast from any element type (the `astype` value, casting='unsafe').
    #[inline(always)]
    fn cast_from<S: Elem>(s: S) -> Self {
        match S::DT.kind() {
            Kind::Complex => Self::from_c(s.to_c()),
            Kind::Float => Self::from_f64(s.to_f64()),
            Kind::Int => Self::from_i64(s.to_i64()),
            Kind::UInt => Self::from_u64(s.to_u64()),
            Kind::Bool => Self::from_bool(s.to_bool()),
        }
    }
}

/// Arithmetic every element type offers. Methods that a dtype has no NumPy loop for are
/// never reached (type resolution refuses them first) and return a harmless value.
pub trait Arith: Elem {
    fn add(self, o: Self) -> Self;
    fn sub(self, o: Self) -> Self;
    fn mul(self, o: Self) -> Self;
    fn floordiv(self, o: Self) -> Self;
    fn modulo(self, o: Self) -> Self;
    fn power(self, o: Self) -> Self;
    // Bitwise ops exist only for bool and integers; floats keep these unreachable defaults.
    fn bitand(self, _o: Self) -> Self {
        self
    }
    fn bitor(self, _o: Self) -> Self {
        self
    }
    fn bitxor(self, _o: Self) -> Self {
        self
    }
    fn shl(self, _o: Self) -> Self {
        self
    }
    fn shr(self, _o: Self) -> Self {
        self
    }
    fn neg(self) -> Self;
    fn absv(self) -> Self;
    fn invert(self) -> Self;
    fn sign(self) -> Self;
    fn square(self) -> Self {
        self.mul(self)
    }
    fn reciprocal(self) -> Self;
    fn floorv(self) -> Self;
    fn ceilv(self) -> Self;
    fn is_neg(self) -> bool;
    /// The multiply of a `prod` reduction (complex: without fused multiply-add, as NumPy's
    /// scalar loop).
    #[inline(always)]
    fn mul_reduce(self, o: Self) -> Self {
        self.mul(o)
    }
    /// `np.conjugate`: the identity but for complex values.
    #[inline(always)]
    fn conjugate(self) -> Self {
        self
    }
    /// `self` plus the pairwise sum of a run of elements of this type, as NumPy's add
    /// reduction does per inner-loop call (float16 overrides it to accumulate in float32).
    #[inline(always)]
    fn add_pairwise(self, d: &[u8], p: usize, n: usize, s: isize) -> Self {
        self.add(pairwise_sum::<Self>(d, p, n, s))
    }
    /// `self` times every element of a run in order, as NumPy's multiply reduction does per
    /// inner-loop call (float16 overrides it to multiply in float32 and round once).
    #[inline(always)]
    fn mul_run(self, d: &[u8], p: usize, n: usize, s: isize) -> Self {
        fold_run(d, p, n, s, self, false, |x: Self, y: Self| x.mul(y))
    }
    /// NumPy `maximum`: NaN propagates (the first operand's when both are NaN); on ties the
    /// second operand wins (as the SIMD loops do). Written with the test of `o` outermost:
    /// when `o` is a scalar the loop is unswitched on it, leaving one compare per element.
    #[inline(always)]
    fn np_max(self, o: Self) -> Self {
        if o.isnan() {
            if self.isnan() { self } else { o }
        } else if o >= self {
            o
        } else {
            self
        }
    }
    #[inline(always)]
    fn np_min(self, o: Self) -> Self {
        if o.isnan() {
            if self.isnan() { self } else { o }
        } else if o <= self {
            o
        } else {
            self
        }
    }
    /// NumPy `fmax`: NaN is ignored unless both are NaN.
    #[inline(always)]
    fn np_fmax(self, o: Self) -> Self {
        if o.isnan() || self > o { self } else { o }
    }
    #[inline(always)]
    fn np_fmin(self, o: Self) -> Self {
        if o.isnan() || self < o { self } else { o }
    }
}

/// The functions with a vectorisable form valid on most arguments ([`Float::fast`]), run as
/// [`Patched`] loops.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Fast {
    Sin,
    Cos,
    Exp,
}

/// Float-only math (sqrt, exp, ...).
pub trait Float: Arith {
    fn fmap(self, f: fn(f64) -> f64) -> Self;
    fn sqrt_(self) -> Self;
    fn exp_(self) -> Self;
    fn ln_(self) -> Self;
    fn log2_(self) -> Self;
    fn log10_(self) -> Self;
    fn sin_(self) -> Self;
    fn cos_(self) -> Self;
    fn tan_(self) -> Self;
    fn tanh_(self) -> Self;
    fn rint_(self) -> Self;
    fn truediv(self, o: Self) -> Self;
    fn atan2_(self, o: Self) -> Self;
    fn hypot_(self, o: Self) -> Self;
    fn isinf_(self) -> bool;
    fn isfinite_(self) -> bool;
    /// Apply the single- or double-precision libm function matching the type (float16 runs
    /// the float32 one, as NumPy's half loops do).
    fn map_f(self, f32f: fn(f32) -> f32, f64f: fn(f64) -> f64) -> Self;
    fn zip_f(self, o: Self, f32f: fn(f32, f32) -> f32, f64f: fn(f64, f64) -> f64) -> Self;
    /// `which` where [`Float::needs_exact`] is false, in a branch-free form a loop can
    /// vectorise (elsewhere any value); see [`Fast`].
    fn fast(self, which: Fast) -> Self {
        match which {
            Fast::Sin => self.sin_(),
            Fast::Cos => self.cos_(),
            Fast::Exp => self.exp_(),
        }
    }
    /// Elements [`Float::fast`] does not compute.
    fn needs_exact(self, _which: Fast) -> bool {
        false
    }
    fn sinh_(self) -> Self {
        self.map_f(f32::sinh, f64::sinh)
    }
    fn cosh_(self) -> Self {
        self.map_f(f32::cosh, f64::cosh)
    }
    /// `np.float_power`'s loop: C `pow` for real types (npy_cpow for complex ones).
    fn float_power_(self, o: Self) -> Self {
        self.zip_f(o, f32::powf, f64::powf)
    }
    fn signbit_(self) -> bool;
    /// C `nextafter` in this type's precision.
    fn nextafter_(self, o: Self) -> Self;
    /// `np.spacing`: the distance to the next value away from zero (nan for inf/nan).
    fn spacing_(self) -> Self;
    #[inline(always)]
    fn log1p_(self) -> Self {
        self.map_f(f32::ln_1p, f64::ln_1p)
    }
    #[inline(always)]
    fn expm1_(self) -> Self {
        self.map_f(f32::exp_m1, f64::exp_m1)
    }
    #[inline(always)]
    fn exp2_(self) -> Self {
        self.map_f(f32::exp2, f64::exp2)
    }
}

use super::dtype::{f64_to_i32_c, f64_to_i64_c, f64_to_u32_c, f64_to_u64_c, small_integral_to_i64};

/// `Some(floor(x / o))` computed by one double-precision division, when that is exact after
/// one correction; `None` sends the caller to integer division. Integer division is the
/// slowest instruction in these loops (and never vectorised); NumPy divides by a scalar with
/// precomputed multipliers for the same reason (loops_modulo.dispatch.c.src).
///
/// Why exact: with |x|, |o| < 2^51 both convert exactly, and the correctly rounded quotient
/// lies in [Q, Q + 1] (Q = floor(x/o); Q and Q + 1 are representable), so its floor q0 is Q
/// or Q + 1. q0 * o cannot overflow i64 (|q0 * o| <= |x| + |o| < 2^52), and q0 = Q + 1 exactly when
/// q0 * o overshoots x (above x for o > 0, below it for o < 0). `o == -1` is left to the
/// integer path, which wraps MIN // -1 as NumPy does. For 8- to 32-bit types the range test
/// is constant-true.
macro_rules! float_floor_div {
    ($t:ty, $x:expr, $o:expr) => {{
        let (x, o): ($t, $t) = ($x, $o);
        const LIM: u128 = 1 << 51;
        let fits = <$t>::BITS <= 32 || ((x as i128).unsigned_abs() < LIM && (o as i128).unsigned_abs() < LIM);
        if fits && o != (0 as $t).wrapping_sub(1) {
            // |floor(x/o)| <= |x| < 2^51
            let q0 = small_integral_to_i64(((x as f64) / (o as f64)).floor());
            // the check in i64: q0 * o may leave a narrow type's range (1 // -128 in int8)
            let (xi, oi) = (x as i64, o as i64);
            let p = q0 * oi;
            let over = if oi > 0 { p > xi } else { p < xi };
            Some((q0 - over as i64) as $t)
        } else {
            None
        }
    }};
}

macro_rules! int_elem {
    ($t:ty, $dt:ident, $signed:expr, $from_f:expr) => {
        impl Elem for $t {
            const SIZE: usize = std::mem::size_of::<$t>();
            const DT: DType = DType::$dt;
            #[inline(always)]
            fn rd(b: &[u8]) -> Self {
                let mut a = [0u8; std::mem::size_of::<$t>()];
                a.copy_from_slice(&b[..std::mem::size_of::<$t>()]);
                <$t>::from_le_bytes(a)
            }
            #[inline(always)]
            fn wr(self, b: &mut [u8]) {
                b[..std::mem::size_of::<$t>()].copy_from_slice(&self.to_le_bytes());
            }
            #[inline(always)]
            fn to_f64(self) -> f64 {
                self as f64
            }
            #[inline(always)]
            fn to_i64(self) -> i64 {
                self as i64
            }
            #[inline(always)]
            fn to_u64(self) -> u64 {
                self as u64
            }
            #[inline(always)]
            fn to_bool(self) -> bool {
                self != 0
            }
            #[inline(always)]
            fn from_f64(v: f64) -> Self {
                let f: fn(f64) -> $t = $from_f;
                f(v)
            }
            #[inline(always)]
            fn from_i64(v: i64) -> Self {
                v as $t
            }
            #[inline(always)]
            fn from_u64(v: u64) -> Self {
                v as $t
            }
            #[inline(always)]
            fn from_bool(v: bool) -> Self {
                v as $t
            }
            fn zero() -> Self {
                0
            }
            fn one() -> Self {
                1
            }
            #[inline(always)]
            fn isnan(self) -> bool {
                false
            }
        }
        impl Arith for $t {
            #[inline(always)]
            fn add(self, o: Self) -> Self {
                self.wrapping_add(o)
            }
            #[inline(always)]
            fn sub(self, o: Self) -> Self {
                self.wrapping_sub(o)
            }
            #[inline(always)]
            fn mul(self, o: Self) -> Self {
                self.wrapping_mul(o)
            }
            /// Python floor division; x // 0 == 0 (NumPy warns, no exception); MIN // -1 wraps.
            #[inline(always)]
            fn floordiv(self, o: Self) -> Self {
                if o == 0 {
                    return 0;
                }
                if let Some(q) = float_floor_div!($t, self, o) {
                    return q;
                }
                let q = self.wrapping_div(o);
                #[allow(unused_comparisons)]
                let adjust = self.wrapping_rem(o) != 0 && ((self < 0) != (o < 0));
                if adjust { q.wrapping_sub(1) } else { q }
            }
            /// Python modulo (sign of the divisor); x % 0 == 0.
            #[inline(always)]
            fn modulo(self, o: Self) -> Self {
                if o == 0 {
                    return 0;
                }
                if let Some(q) = float_floor_div!($t, self, o) {
                    return self.wrapping_sub(q.wrapping_mul(o));
                }
                let r = self.wrapping_rem(o);
                #[allow(unused_comparisons)]
                let adjust = r != 0 && ((r < 0) != (o < 0));
                if adjust { r.wrapping_add(o) } else { r }
            }
            /// Square-and-multiply with wrapping; negative exponents are refused before the loop.
            #[inline(always)]
            fn power(self, o: Self) -> Self {
                let mut e = o as u64;
                let mut base = self;
                let mut acc: $t = 1;
                while e > 0 {
                    if e & 1 == 1 {
                        acc = acc.wrapping_mul(base);
                    }
                    base = base.wrapping_mul(base);
                    e >>= 1;
                }
                acc
            }
            #[inline(always)]
            fn bitand(self, o: Self) -> Self {
                self & o
            }
            #[inline(always)]
            fn bitor(self, o: Self) -> Self {
                self | o
            }
            #[inline(always)]
            fn bitxor(self, o: Self) -> Self {
                self ^ o
            }
            /// NumPy `npy_lshift`: shifts of the bit width or more (or negative) give 0.
            #[inline(always)]
            fn shl(self, o: Self) -> Self {
                let bits = (std::mem::size_of::<$t>() * 8) as u64;
                if (o as u64) < bits { self << (o as u32) } else { 0 }
            }
            /// NumPy `npy_rshift`: out-of-range shifts give 0, or -1 for negative values.
            #[inline(always)]
            fn shr(self, o: Self) -> Self {
                let bits = (std::mem::size_of::<$t>() * 8) as u64;
                #[allow(unused_comparisons)]
                let neg = self < 0;
                if (o as u64) < bits {
                    self >> (o as u32)
                } else if neg {
                    (0 as $t).wrapping_sub(1)
                } else {
                    0
                }
            }
            #[inline(always)]
            fn neg(self) -> Self {
                (0 as $t).wrapping_sub(self)
            }
            #[inline(always)]
            fn absv(self) -> Self {
                #[allow(unused_comparisons)]
                let neg = self < 0;
                if neg { (0 as $t).wrapping_sub(self) } else { self }
            }
            #[inline(always)]
            fn invert(self) -> Self {
                !self
            }
            #[inline(always)]
            fn sign(self) -> Self {
                #[allow(unused_comparisons)]
                let neg = self < 0;
                if self > 0 {
                    1
                } else if neg {
                    (0 as $t).wrapping_sub(1)
                } else {
                    0
                }
            }
            /// NumPy computes integer reciprocal as `1.0 / x` cast back with C semantics.
            #[inline(always)]
            fn reciprocal(self) -> Self {
                Self::from_f64(1.0 / (self as f64))
            }
            fn floorv(self) -> Self {
                self
            }
            fn ceilv(self) -> Self {
                self
            }
            #[inline(always)]
            fn is_neg(self) -> bool {
                #[allow(unused_comparisons)]
                let neg = self < 0;
                neg && $signed
            }
        }
    };
}

int_elem!(i8, Int8, true, |v| f64_to_i32_c(v) as i8);
int_elem!(i16, Int16, true, |v| f64_to_i32_c(v) as i16);
int_elem!(i32, Int32, true, f64_to_i32_c);
int_elem!(i64, Int64, true, f64_to_i64_c);
int_elem!(u8, UInt8, false, |v| f64_to_i32_c(v) as u8);
int_elem!(u16, UInt16, false, |v| f64_to_i32_c(v) as u16);
int_elem!(u32, UInt32, false, f64_to_u32_c);
int_elem!(u64, UInt64, false, f64_to_u64_c);

macro_rules! float_elem {
    ($t:ty, $dt:ident) => {
        impl Elem for $t {
            const SIZE: usize = std::mem::size_of::<$t>();
            const DT: DType = DType::$dt;
            #[inline(always)]
            fn rd(b: &[u8]) -> Self {
                let mut a = [0u8; std::mem::size_of::<$t>()];
                a.copy_from_slice(&b[..std::mem::size_of::<$t>()]);
                <$t>::from_le_bytes(a)
            }
            #[inline(always)]
            fn wr(self, b: &mut [u8]) {
                b[..std::mem::size_of::<$t>()].copy_from_slice(&self.to_le_bytes());
            }
            #[inline(always)]
            fn to_f64(self) -> f64 {
                self as f64
            }
            #[inline(always)]
            fn to_i64(self) -> i64 {
                f64_to_i64_c(self as f64)
            }
            #[inline(always)]
            fn to_u64(self) -> u64 {
                f64_to_u64_c(self as f64)
            }
            #[inline(always)]
            fn to_bool(self) -> bool {
                self != 0.0
            }
            #[inline(always)]
            fn from_f64(v: f64) -> Self {
                v as $t
            }
            #[inline(always)]
            fn from_i64(v: i64) -> Self {
                v as $t
            }
            #[inline(always)]
            fn from_u64(v: u64) -> Self {
                v as $t
            }
            #[inline(always)]
            fn from_bool(v: bool) -> Self {
                v as u8 as $t
            }
            fn zero() -> Self {
                0.0
            }
            fn one() -> Self {
                1.0
            }
        }
        impl Arith for $t {
            #[inline(always)]
            fn add(self, o: Self) -> Self {
                self + o
            }
            #[inline(always)]
            fn sub(self, o: Self) -> Self {
                self - o
            }
            #[inline(always)]
            fn mul(self, o: Self) -> Self {
                self * o
            }
            /// `npy_floor_divide` (npy_math_internal.h.src): via fmod, corrected to Python's rule.
            #[inline(always)]
            fn floordiv(self, o: Self) -> Self {
                if o == 0.0 {
                    return self / o;
                }
                let m = self % o;
                let mut div = (self - m) / o;
                if m != 0.0 && ((o < 0.0) != (m < 0.0)) {
                    div -= 1.0;
                }
                if div != 0.0 {
                    let mut fl = div.floor();
                    if div - fl > 0.5 {
                        fl += 1.0;
                    }
                    fl
                } else {
                    (0.0 as $t).copysign(self / o)
                }
            }
            /// `npy_remainder`: result takes the divisor's sign; x % 0 is NaN.
            #[inline(always)]
            fn modulo(self, o: Self) -> Self {
                let m = self % o;
                if o == 0.0 {
                    return m;
                }
                if m != 0.0 {
                    if (o < 0.0) != (m < 0.0) { m + o } else { m }
                } else {
                    (0.0 as $t).copysign(o)
                }
            }
            #[inline(always)]
            fn power(self, o: Self) -> Self {
                self.powf(o)
            }
            #[inline(always)]
            fn neg(self) -> Self {
                -self
            }
            #[inline(always)]
            fn absv(self) -> Self {
                self.abs()
            }
            fn invert(self) -> Self {
                self
            }
            /// NumPy sign: -1, 0 (for ±0), 1, NaN for NaN.
            #[inline(always)]
            fn sign(self) -> Self {
                if self > 0.0 {
                    1.0
                } else if self < 0.0 {
                    -1.0
                } else if self == 0.0 {
                    0.0
                } else {
                    self
                }
            }
            #[inline(always)]
            fn reciprocal(self) -> Self {
                1.0 / self
            }
            #[inline(always)]
            fn floorv(self) -> Self {
                self.floor()
            }
            #[inline(always)]
            fn ceilv(self) -> Self {
                self.ceil()
            }
            #[inline(always)]
            fn is_neg(self) -> bool {
                self < 0.0
            }
        }
        impl Float for $t {
            #[inline(always)]
            fn fmap(self, f: fn(f64) -> f64) -> Self {
                f(self as f64) as $t
            }
            #[inline(always)]
            fn sqrt_(self) -> Self {
                self.sqrt()
            }
            #[inline(always)]
            fn exp_(self) -> Self {
                // float32: NumPy's own SIMD algorithm on x86, not libm's
                self.map_f(super::mathfns::exp_f32, f64::exp)
            }
            #[inline(always)]
            fn ln_(self) -> Self {
                self.map_f(super::mathfns::log_f32, f64::ln)
            }
            #[inline(always)]
            fn log2_(self) -> Self {
                self.log2()
            }
            #[inline(always)]
            fn log10_(self) -> Self {
                self.log10()
            }
            #[inline(always)]
            fn sin_(self) -> Self {
                self.map_f(super::mathfns::sin_f32, f64::sin)
            }
            #[inline(always)]
            fn cos_(self) -> Self {
                self.map_f(super::mathfns::cos_f32, f64::cos)
            }
            #[inline(always)]
            fn tan_(self) -> Self {
                self.tan()
            }
            #[inline(always)]
            fn tanh_(self) -> Self {
                self.map_f(super::mathfns::tanh_f32, super::mathfns::tanh_f64)
            }
            /// rint: round half to even.
            #[inline(always)]
            fn rint_(self) -> Self {
                self.round_ties_even()
            }
            #[inline(always)]
            fn truediv(self, o: Self) -> Self {
                self / o
            }
            #[inline(always)]
            fn atan2_(self, o: Self) -> Self {
                self.atan2(o)
            }
            #[inline(always)]
            fn hypot_(self, o: Self) -> Self {
                self.hypot(o)
            }
            #[inline(always)]
            fn isinf_(self) -> bool {
                self.is_infinite()
            }
            #[inline(always)]
            fn isfinite_(self) -> bool {
                self.is_finite()
            }
            #[inline(always)]
            fn fast(self, which: Fast) -> Self {
                use super::mathfns as m;
                // the branches are on constants: `which` at the call, the size of the type
                let single = std::mem::size_of::<$t>() == 4;
                match which {
                    Fast::Sin | Fast::Cos if single => m::sincos_f32_reduced(self as f32, which == Fast::Cos) as $t,
                    Fast::Sin => self.sin(),
                    Fast::Cos => self.cos(),
                    Fast::Exp if single => m::exp_f32(self as f32) as $t,
                    Fast::Exp => m::exp_f64_in_range(self as f64) as $t,
                }
            }
            #[inline(always)]
            fn needs_exact(self, which: Fast) -> bool {
                use super::mathfns as m;
                let single = std::mem::size_of::<$t>() == 4;
                match which {
                    Fast::Sin | Fast::Cos => single && m::sincos_f32_needs_libm(self as f32, which == Fast::Cos),
                    Fast::Exp => !single && !m::exp_f64_in_range_holds(self as f64),
                }
            }
            #[inline(always)]
            fn map_f(self, f32f: fn(f32) -> f32, f64f: fn(f64) -> f64) -> Self {
                // the branch is on a constant: the casts are identities
                if std::mem::size_of::<$t>() == 4 { f32f(self as f32) as $t } else { f64f(self as f64) as $t }
            }
            #[inline(always)]
            fn zip_f(self, o: Self, f32f: fn(f32, f32) -> f32, f64f: fn(f64, f64) -> f64) -> Self {
                if std::mem::size_of::<$t>() == 4 {
                    f32f(self as f32, o as f32) as $t
                } else {
                    f64f(self as f64, o as f64) as $t
                }
            }
            #[inline(always)]
            fn signbit_(self) -> bool {
                self.is_sign_negative()
            }
            fn nextafter_(self, o: Self) -> Self {
                if self.is_nan() || o.is_nan() {
                    return self + o;
                }
                if self == o {
                    return o;
                }
                if self == 0.0 {
                    return <$t>::from_bits(1).copysign(o);
                }
                if (self < o) == (self > 0.0) {
                    <$t>::from_bits(self.to_bits() + 1)
                } else {
                    <$t>::from_bits(self.to_bits() - 1)
                }
            }
            fn spacing_(self) -> Self {
                if !self.is_finite() {
                    return <$t>::NAN;
                }
                // away from zero, but -0.0 steps up like +0.0
                if self == 0.0 {
                    return <$t>::from_bits(1);
                }
                self.nextafter_(<$t>::INFINITY.copysign(self)) - self
            }
        }
    };
}

float_elem!(f32, Float32);
float_elem!(f64, Float64);

impl Elem for bool {
    const SIZE: usize = 1;
    const DT: DType = DType::Bool;
    #[inline(always)]
    fn rd(b: &[u8]) -> Self {
        b[0] != 0
    }
    #[inline(always)]
    fn wr(self, b: &mut [u8]) {
        b[0] = self as u8;
    }
    fn to_f64(self) -> f64 {
        self as u8 as f64
    }
    fn to_i64(self) -> i64 {
        self as i64
    }
    fn to_u64(self) -> u64 {
        self as u64
    }
    #[inline(always)]
    fn to_bool(self) -> bool {
        self
    }
    fn from_f64(v: f64) -> Self {
        v != 0.0
    }
    fn from_i64(v: i64) -> Self {
        v != 0
    }
    fn from_u64(v: u64) -> Self {
        v != 0
    }
    #[inline(always)]
    fn from_bool(v: bool) -> Self {
        v
    }
    /// A complex value is true when either part is nonzero.
    fn from_c(v: (f64, f64)) -> Self {
        v.0 != 0.0 || v.1 != 0.0
    }
    fn zero() -> Self {
        false
    }
    fn one() -> Self {
        true
    }
    #[inline(always)]
    fn isnan(self) -> bool {
        false
    }
}

/// Bool arithmetic as NumPy's `??->?` loops: add is or, multiply is and.
impl Arith for bool {
    #[inline(always)]
    fn add(self, o: Self) -> Self {
        self | o
    }
    fn sub(self, o: Self) -> Self {
        self ^ o
    }
    #[inline(always)]
    fn mul(self, o: Self) -> Self {
        self & o
    }
    fn floordiv(self, o: Self) -> Self {
        self & o
    }
    fn modulo(self, _o: Self) -> Self {
        false
    }
    fn power(self, o: Self) -> Self {
        self | !o
    }
    #[inline(always)]
    fn bitand(self, o: Self) -> Self {
        self & o
    }
    #[inline(always)]
    fn bitor(self, o: Self) -> Self {
        self | o
    }
    #[inline(always)]
    fn bitxor(self, o: Self) -> Self {
        self ^ o
    }
    fn shl(self, _o: Self) -> Self {
        self
    }
    fn shr(self, _o: Self) -> Self {
        self
    }
    fn neg(self) -> Self {
        self
    }
    fn absv(self) -> Self {
        self
    }
    #[inline(always)]
    fn invert(self) -> Self {
        !self
    }
    fn sign(self) -> Self {
        self
    }
    fn reciprocal(self) -> Self {
        self
    }
    fn floorv(self) -> Self {
        self
    }
    fn ceilv(self) -> Self {
        self
    }
    fn is_neg(self) -> bool {
        false
    }
    #[inline(always)]
    fn np_max(self, o: Self) -> Self {
        self | o
    }
    #[inline(always)]
    fn np_min(self, o: Self) -> Self {
        self & o
    }
    fn np_fmax(self, o: Self) -> Self {
        self | o
    }
    fn np_fmin(self, o: Self) -> Self {
        self & o
    }
}

/// Run `$body` with `$T` bound to the Rust type of dtype `$dt`.
#[macro_export]
macro_rules! with_elem {
    ($dt:expr, $T:ident => $body:expr) => {{
        use $crate::dtype::DType as __D;
        match $dt {
            __D::Bool => {
                type $T = bool;
                $body
            }
            __D::Int8 => {
                type $T = i8;
                $body
            }
            __D::Int16 => {
                type $T = i16;
                $body
            }
            __D::Int32 => {
                type $T = i32;
                $body
            }
            __D::Int64 => {
                type $T = i64;
                $body
            }
            __D::UInt8 => {
                type $T = u8;
                $body
            }
            __D::UInt16 => {
                type $T = u16;
                $body
            }
            __D::UInt32 => {
                type $T = u32;
                $body
            }
            __D::UInt64 => {
                type $T = u64;
                $body
            }
            __D::Float16 => {
                type $T = $crate::half::F16;
                $body
            }
            __D::Float32 => {
                type $T = f32;
                $body
            }
            __D::Float64 => {
                type $T = f64;
                $body
            }
            __D::Complex64 => {
                type $T = $crate::complex::C64;
                $body
            }
            __D::Complex128 => {
                type $T = $crate::complex::C128;
                $body
            }
        }
    }};
}

/// As [`with_elem!`] for the inexact (float and complex) dtypes; any other dtype runs `$other`.
#[macro_export]
macro_rules! with_float {
    ($dt:expr, $T:ident => $body:expr, $other:expr) => {{
        use $crate::dtype::DType as __D;
        match $dt {
            __D::Float16 => {
                type $T = $crate::half::F16;
                $body
            }
            __D::Float32 => {
                type $T = f32;
                $body
            }
            __D::Float64 => {
                type $T = f64;
                $body
            }
            __D::Complex64 => {
                type $T = $crate::complex::C64;
                $body
            }
            __D::Complex128 => {
                type $T = $crate::complex::C128;
                $body
            }
            _ => $other,
        }
    }};
}
pub use crate::{with_elem, with_float};

// ---------------------------------------------------------------------------------------------
// N-d walking
// ---------------------------------------------------------------------------------------------

/// Drop length-1 axes and merge neighbours whose strides chain for every operand, as NumPy's
/// iterator does; the walk order (C order of `shape`) is unchanged.
pub fn coalesce<const K: usize>(shape: &[usize], strides: [&[isize]; K]) -> (Vec<usize>, Vec<[isize; K]>) {
    let mut dims: Vec<usize> = Vec::with_capacity(shape.len());
    let mut st: Vec<[isize; K]> = Vec::with_capacity(shape.len());
    for ax in 0..shape.len() {
        if shape[ax] == 1 {
            continue;
        }
        let mut s = [0isize; K];
        for k in 0..K {
            s[k] = strides[k][ax];
        }
        if let (Some(&pd), Some(ps)) = (dims.last(), st.last()) {
            let _ = pd;
            let chain = (0..K).all(|k| ps[k] == s[k] * shape[ax] as isize);
            if chain {
                let n = dims.len();
                dims[n - 1] *= shape[ax];
                st[n - 1] = s;
                continue;
            }
        }
        dims.push(shape[ax]);
        st.push(s);
    }
    (dims, st)
}

/// A prepared C-order walk over a coalesced shape for K operands in lockstep; `run` can be
/// called many times (e.g. once per reduced position) without re-planning.
pub struct Walk<const K: usize> {
    dims: Vec<usize>,
    st: Vec<[isize; K]>,
    idx: Vec<usize>,
    empty: bool,
}

impl<const K: usize> Walk<K> {
    pub fn new(shape: &[usize], strides: [&[isize]; K]) -> Walk<K> {
        let (dims, st) = coalesce(shape, strides);
        let idx = vec![0; dims.len()];
        Walk { dims, st, idx, empty: shape.contains(&0) }
    }

    /// Call `f(base_offsets, inner_len, inner_strides)` for every innermost run.
    #[inline]
    pub fn run(&mut self, offsets: [usize; K], mut f: impl FnMut([usize; K], usize, [isize; K])) {
        // `f` stays one indirect call per run: inlined into the block loop, each call site's
        // loop grew the binary by 250 kB in all and ran no faster on whole scripts
        let f: &mut dyn FnMut([usize; K], usize, [isize; K]) = &mut f;
        self.run_blocks(offsets, &mut |starts, n, s| starts.iter().for_each(|&b| f(b, n, s)))
    }

    /// The runs of the walk handed over in blocks: `f(starts, inner_len, inner_strides)` with
    /// up to [`RUN_BLOCK`] runs' base offsets, in walk order. Compiled once per operand count,
    /// whatever the loop.
    pub fn run_blocks(&mut self, offsets: [usize; K], f: &mut dyn FnMut(&[[usize; K]], usize, [isize; K])) {
        if self.empty || super::budget::stopped() {
            return;
        }
        let nd = self.dims.len();
        if nd == 0 {
            f(&[offsets], 1, [0; K]);
            return;
        }
        let inner_n = self.dims[nd - 1];
        let inner_s = self.st[nd - 1];
        let mut base = [0isize; K];
        for k in 0..K {
            base[k] = offsets[k] as isize;
        }
        self.idx.iter_mut().for_each(|i| *i = 0);
        let mut meter = super::budget::Meter::default();
        let mut block = [[0usize; K]; RUN_BLOCK];
        let mut len = 0;
        loop {
            let mut b = [0usize; K];
            for k in 0..K {
                b[k] = base[k] as usize;
            }
            if inner_n as u64 <= super::budget::CHUNK {
                block[len] = b;
                len += 1;
                if len == RUN_BLOCK {
                    f(&block, inner_n, inner_s);
                    len = 0;
                    if !meter.add(inner_n * RUN_BLOCK) {
                        return;
                    }
                }
            } else {
                // a long run (a zero-stride broadcast can be 2**40 long) in pieces, so that
                // the budget and Ctrl-C are checked inside it
                let chunk = super::budget::CHUNK as usize;
                let mut done = 0usize;
                while done < inner_n {
                    let m = chunk.min(inner_n - done);
                    let mut q = b;
                    for k in 0..K {
                        q[k] = (b[k] as isize + done as isize * inner_s[k]) as usize;
                    }
                    f(&[q], m, inner_s);
                    done += m;
                    if !meter.add(m) {
                        return;
                    }
                }
            }
            let mut ax = nd - 1;
            loop {
                if ax == 0 {
                    if len > 0 {
                        f(&block[..len], inner_n, inner_s);
                        meter.add(inner_n * len);
                    }
                    return;
                }
                ax -= 1;
                self.idx[ax] += 1;
                for k in 0..K {
                    base[k] += self.st[ax][k];
                }
                if self.idx[ax] < self.dims[ax] {
                    break;
                }
                for k in 0..K {
                    base[k] -= self.st[ax][k] * self.dims[ax] as isize;
                }
                self.idx[ax] = 0;
            }
        }
    }
}

/// How many runs a walk hands over at once: the walk's own bookkeeping is paid per block, a
/// few hundred bytes of offsets that stay in L1.
pub const RUN_BLOCK: usize = 64;

/// Call `f(base_offsets, inner_len, inner_strides)` for every innermost run of the C-order
/// walk over `shape`, for K operands walked in lockstep.
#[inline]
pub fn for_each_run<const K: usize>(
    shape: &[usize],
    strides: [&[isize]; K],
    offsets: [usize; K],
    f: impl FnMut([usize; K], usize, [isize; K]),
) {
    Walk::new(shape, strides).run(offsets, f)
}

/// [`for_each_run`] for an element-wise loop, whose last operand is the output: the axes are
/// first sorted by the output's |stride|, largest outermost (NumPy's iterator orders its
/// axes by stride, nditer_constr.c `npyiter_find_best_axis_ordering`), so `x.T * 2.0`
/// walks `x` as it lies. The results cannot depend on the order: each output element is
/// computed once from inputs the output does not overlap (the ufunc routes overlapping and
/// self-overlapping outputs elsewhere). An output with a zero stride keeps C order.
#[inline]
pub fn for_each_run_elementwise<const K: usize>(
    shape: &[usize],
    strides: [&[isize]; K],
    offsets: [usize; K],
    mut f: impl FnMut([usize; K], usize, [isize; K]),
) {
    let f: &mut dyn FnMut([usize; K], usize, [isize; K]) = &mut f;
    for_each_run_elementwise_dyn(shape, strides, offsets, &mut |starts, n, s| starts.iter().for_each(|&b| f(b, n, s)))
}

/// [`for_each_run_elementwise`] compiled once per operand count, whatever the loop.
pub fn for_each_run_elementwise_dyn<const K: usize>(
    shape: &[usize],
    strides: [&[isize]; K],
    offsets: [usize; K],
    f: &mut dyn FnMut(&[[usize; K]], usize, [isize; K]),
) {
    let out = strides[K - 1];
    let sorted = out.windows(2).all(|w| w[0].unsigned_abs() >= w[1].unsigned_abs());
    if sorted || out.contains(&0) {
        return Walk::new(shape, strides).run_blocks(offsets, f);
    }
    let mut perm: Vec<usize> = (0..shape.len()).collect();
    perm.sort_by_key(|&k| std::cmp::Reverse(out[k].unsigned_abs()));
    let pshape: Vec<usize> = perm.iter().map(|&k| shape[k]).collect();
    let pstrides: [Vec<isize>; K] = strides.map(|st| perm.iter().map(|&k| st[k]).collect());
    Walk::new(&pshape, std::array::from_fn(|k| pstrides[k].as_slice())).run_blocks(offsets, f)
}

/// A read-only strided operand: bytes, offset of element 0, strides over the walk's shape.
#[derive(Clone, Copy)]
pub struct Src<'a> {
    pub data: &'a [u8],
    pub offset: usize,
    pub strides: &'a [isize],
}

/// A writable strided operand.
pub struct Dst<'a> {
    pub data: &'a mut [u8],
    pub offset: usize,
    pub strides: &'a [isize],
}

#[inline(always)]
fn at(p: usize, i: usize, s: isize) -> usize {
    (p as isize + i as isize * s) as usize
}

/// What a unary loop applies to each element: any `Fn(A) -> U`, or a [`Patched`] function.
pub trait ElemFn<A: Copy, U>: Sync {
    /// Whether some elements need [`ElemFn::exact`] (known per type, so plain loops pay nothing).
    const PATCHED: bool = false;
    /// The value, or for a patched function its fast form.
    fn fast(&self, x: A) -> U;
    fn needs_exact(&self, _x: A) -> bool {
        false
    }
    fn exact(&self, x: A) -> U {
        self.fast(x)
    }
    #[inline(always)]
    fn call(&self, x: A) -> U {
        if Self::PATCHED && self.needs_exact(x) { self.exact(x) } else { self.fast(x) }
    }
}

impl<A: Copy, U, F: Fn(A) -> U + Sync> ElemFn<A, U> for F {
    #[inline(always)]
    fn fast(&self, x: A) -> U {
        self(x)
    }
}

/// A function given as a branch-free fast form (.0), a test for the elements it cannot do
/// (.1) and the exact form for those (.2): contiguous loops run the fast form over a block,
/// which vectorises, then patch the block's few exceptions (float32 sin/cos beyond NumPy's
/// argument reduction, float64 exp outside glibc's main range: libm).
pub struct Patched<F, N, E>(pub F, pub N, pub E);

impl<A: Copy, U, F: Fn(A) -> U + Sync, N: Fn(A) -> bool + Sync, E: Fn(A) -> U + Sync> ElemFn<A, U> for Patched<F, N, E> {
    const PATCHED: bool = true;
    #[inline(always)]
    fn fast(&self, x: A) -> U {
        (self.0)(x)
    }
    #[inline(always)]
    fn needs_exact(&self, x: A) -> bool {
        (self.1)(x)
    }
    fn exact(&self, x: A) -> U {
        (self.2)(x)
    }
}

/// Elements per block of a [`Patched`] loop: the block is read again only when it has an
/// exception, and is then still in L1.
const PATCH_BLOCK: usize = 256;

/// Whether an element-wise walk over `shape` is worth two threads (`parallel.rs`): `heavy`
/// work (each element a libm call or more) over enough elements, or enough bytes moved over
/// its operands of `sizes` bytes to be bound by memory.
pub fn worth_splitting(heavy: bool, shape: &[usize], sizes: &[usize]) -> bool {
    let Some(total) = shape.iter().try_fold(1usize, |t, &d| t.checked_mul(d)) else {
        return false;
    };
    if heavy {
        super::parallel::worth(total)
    } else {
        super::parallel::worth_streaming(total.saturating_mul(sizes.iter().sum()))
    }
}

/// Where a walk's output bytes can be cut in two before index `h` of its outermost axis
/// (`dims[0]`): when the byte extents of elements `..h` and `h..` do not overlap (never for a
/// zero stride there), the byte where they meet and whether the second part lies below the
/// first (a negative outer stride).
fn outer_cut(offset: usize, dims: &[usize], strides: &[isize], size: usize, h: usize) -> Option<(usize, bool)> {
    let (&n0, &s0) = (dims.first()?, strides.first()?);
    if h == 0 || h >= n0 {
        return None;
    }
    let mut part = dims.to_vec();
    part[0] = h;
    let (lo1, hi1) = super::layout::byte_extent(offset as i64, &part, strides, size)?;
    part[0] = n0 - h;
    let (lo2, hi2) = super::layout::byte_extent(at(offset, h, s0) as i64, &part, strides, size)?;
    if hi1 <= lo2 {
        Some((lo2 as usize, false))
    } else if hi2 <= lo1 {
        Some((lo1 as usize, true))
    } else {
        None
    }
}

/// A walk's output cut in two before index `h` of its outermost axis, where [`outer_cut`]
/// allows: (elements `..h`, elements `h..`), each a [`Dst`] over `strides` in its own slice.
pub fn split_outer<'b>(data: &'b mut [u8], offset: usize, dims: &[usize], strides: &'b [isize], size: usize, h: usize) -> Option<(Dst<'b>, Dst<'b>)> {
    let (cut, below) = outer_cut(offset, dims, strides, size, h)?;
    let second = at(offset, h, strides[0]);
    let (l, r) = data.split_at_mut(cut);
    Some(if below {
        (Dst { data: r, offset: offset - cut, strides }, Dst { data: l, offset: second, strides })
    } else {
        (Dst { data: l, offset, strides }, Dst { data: r, offset: second - cut, strides })
    })
}

/// `f(shape, input strides, input offsets, output)` over a walk of `shape`: when `worth`
/// (`worth_splitting`, `parallel::worth_streaming`) as two halves at once (`parallel.rs`) of
/// the first axis longer than 1 of the walk coalesced over every operand, if the output's
/// halves do not overlap (`split_outer`); else once. For loops that write each output element
/// once from inputs the output does not overlap, so the split cannot change a byte. Every
/// element-wise loop, `where` and mask fill split here.
#[inline]
pub fn split_walk<const K: usize>(
    shape: &[usize],
    strides: [&[isize]; K],
    offsets: [usize; K],
    out: Dst,
    size: usize,
    worth: bool,
    f: impl Fn(&[usize], [&[isize]; K], [usize; K], Dst) + Sync,
) {
    split_walk_dyn(shape, strides, offsets, out, size, worth, &f)
}

/// [`split_walk`] compiled once per operand count, whatever the loop.
pub fn split_walk_dyn<const K: usize>(
    shape: &[usize],
    strides: [&[isize]; K],
    offsets: [usize; K],
    out: Dst,
    size: usize,
    worth: bool,
    f: &(dyn Fn(&[usize], [&[isize]; K], [usize; K], Dst) + Sync),
) {
    if !worth {
        return f(shape, strides, offsets, out);
    }
    // coalesced first, so that a C-ordered (3, n) walk is cut in its middle, not after a row
    let ops: Vec<Vec<isize>> = strides.iter().chain([&out.strides]).map(|s| s.to_vec()).collect();
    let groups: Vec<super::nditer::Group> = super::nditer::coalesce(shape, &ops).into_iter().skip_while(|g| g.len == 1).collect();
    let dims: Vec<usize> = groups.iter().map(|g| g.len).collect();
    let cols: Vec<Vec<isize>> = (0..=K).map(|op| groups.iter().map(|g| g.strides[op]).collect()).collect();
    let (ins, os): ([&[isize]; K], &[isize]) = (std::array::from_fn(|i| &cols[i][..]), &cols[K]);
    if let Some(&n0) = dims.first() {
        let h = if dims.len() == 1 { super::parallel::half(n0, 64) } else { n0 / 2 };
        if let Some((d1, d2)) = split_outer(&mut *out.data, out.offset, &dims, os, size, h) {
            let (mut lo, mut hi) = (dims.clone(), dims.clone());
            (lo[0], hi[0]) = (h, n0 - h);
            let second: [usize; K] = std::array::from_fn(|i| at(offsets[i], h, ins[i][0]));
            super::parallel::join(|| f(&lo, ins, offsets, d1), move || f(&hi, ins, second, d2));
            return;
        }
    }
    f(shape, strides, offsets, out)
}

/// out = f(a, b) over `shape` (a long walk in two halves at once: [`split_walk`]).
pub fn binary_loop<A: Elem, B: Elem, U: Elem>(shape: &[usize], a: Src, b: Src, out: Dst, heavy: bool, f: impl Fn(A, B) -> U + Sync) {
    let worth = worth_splitting(heavy, shape, &[A::SIZE, B::SIZE, U::SIZE]);
    let (ad, bd, f) = (a.data, b.data, &f);
    split_walk(shape, [a.strides, b.strides], [a.offset, b.offset], out, U::SIZE, worth, |shape, st, p, o| {
        binary_one(shape, Src { data: ad, offset: p[0], strides: st[0] }, Src { data: bd, offset: p[1], strides: st[1] }, o, f)
    });
}

/// [`binary_loop`] on this thread.
fn binary_one<A: Elem, B: Elem, U: Elem>(shape: &[usize], a: Src, b: Src, out: Dst, f: impl Fn(A, B) -> U) {
    let (ad, bd, od) = (a.data, b.data, out.data);
    for_each_run_elementwise(shape, [a.strides, b.strides, out.strides], [a.offset, b.offset, out.offset], |p, n, s| {
        let (pa, pb, po) = (p[0], p[1], p[2]);
        let oc = s[2] == U::SIZE as isize;
        if oc && s[0] == A::SIZE as isize && s[1] == B::SIZE as isize {
            let ia = &ad[pa..pa + n * A::SIZE];
            let ib = &bd[pb..pb + n * B::SIZE];
            let io = &mut od[po..po + n * U::SIZE];
            for ((x, y), z) in ia.chunks_exact(A::SIZE).zip(ib.chunks_exact(B::SIZE)).zip(io.chunks_exact_mut(U::SIZE)) {
                f(A::rd(x), B::rd(y)).wr(z);
            }
        } else if oc && s[0] == A::SIZE as isize && s[1] == 0 {
            let y = B::rd(&bd[pb..]);
            let ia = &ad[pa..pa + n * A::SIZE];
            let io = &mut od[po..po + n * U::SIZE];
            for (x, z) in ia.chunks_exact(A::SIZE).zip(io.chunks_exact_mut(U::SIZE)) {
                f(A::rd(x), y).wr(z);
            }
        } else if oc && s[0] == 0 && s[1] == B::SIZE as isize {
            let x = A::rd(&ad[pa..]);
            let ib = &bd[pb..pb + n * B::SIZE];
            let io = &mut od[po..po + n * U::SIZE];
            for (y, z) in ib.chunks_exact(B::SIZE).zip(io.chunks_exact_mut(U::SIZE)) {
                f(x, B::rd(y)).wr(z);
            }
        } else {
            for i in 0..n {
                let x = A::rd(&ad[at(pa, i, s[0])..]);
                let y = B::rd(&bd[at(pb, i, s[1])..]);
                f(x, y).wr(&mut od[at(po, i, s[2])..]);
            }
        }
    });
}

/// The divisor `d` of an integer `x // d` or `x % d` over a whole array, as an i64, when
/// [`int_div_by`] can take it: not 0 or -1 (NumPy's special results) and below 2^51 in
/// magnitude.
pub fn int_divisor<T: Elem>(d: T) -> Option<i64> {
    let unsigned = T::DT.kind() == super::dtype::Kind::UInt;
    let v = d.to_i64();
    let fits = if unsigned { d.to_u64() < 1 << 51 } else { v.unsigned_abs() < 1 << 51 };
    (fits && v != 0 && v != -1).then_some(v)
}

/// Integer `x // d` (or `x % d` when `want_mod`) for one divisor `d` (from [`int_divisor`])
/// over `shape`, from `a` into `out`, or within `out` when `a` is None (the in-place case).
///
/// The per-element [`Arith::floordiv`] picks between a double-precision division and an
/// integer one for each element, and that branch keeps the loop scalar. Here a chunk of
/// elements is first checked to lie below 2^51 in magnitude (a vectorised test); such a chunk
/// is divided branch-free in double precision, which vectorises: integers move in and out of
/// doubles by adding 1.5 * 2^52 (the integer then sits in the low mantissa bits), the floor of
/// the correctly rounded quotient is Q or Q + 1 (the proof is beside `float_floor_div!`),
/// and the exact remainder x - q*d tells which. Other chunks take the per-element path.
pub fn int_div_by<T: Elem + Arith>(shape: &[usize], a: Option<Src>, d: i64, out: Dst, want_mod: bool) {
    const CHUNK: usize = 256;
    const LIM: u64 = 1 << 51;
    const MAGIC: f64 = 6755399441055744.0;
    let mb = MAGIC.to_bits() as i64;
    let unsigned = T::DT.kind() == super::dtype::Kind::UInt;
    let (df, pos, dt) = (d as f64, d > 0, T::from_i64(d));
    let slow = |x: T| if want_mod { x.modulo(dt) } else { x.floordiv(dt) };
    let mut xs = [0i64; CHUNK];
    let chunk = |xs: &mut [i64; CHUNK], src: &[u8], dst: &mut [u8]| {
        let m = src.len() / T::SIZE;
        for (x, c) in xs.iter_mut().zip(src.chunks_exact(T::SIZE)) {
            *x = T::rd(c).to_i64();
        }
        let xs = &mut xs[..m];
        let fits = if unsigned {
            xs.iter().fold(true, |ok, &x| ok & ((x as u64) < LIM))
        } else {
            xs.iter().fold(true, |ok, &x| ok & (x.unsigned_abs() < LIM))
        };
        if !fits {
            for (c, z) in src.chunks_exact(T::SIZE).zip(dst.chunks_exact_mut(T::SIZE)) {
                slow(T::rd(c)).wr(z);
            }
            return;
        }
        for x in xs.iter_mut() {
            let xf = f64::from_bits(x.wrapping_add(mb) as u64) - MAGIC;
            let q = (xf / df).floor();
            let r = xf - q * df;
            let over = if pos { r < 0.0 } else { r > 0.0 };
            let v = if want_mod {
                if over { r + df } else { r }
            } else if over {
                q - 1.0
            } else {
                q
            };
            *x = ((v + MAGIC).to_bits() as i64).wrapping_sub(mb);
        }
        for (x, z) in xs.iter().zip(dst.chunks_exact_mut(T::SIZE)) {
            T::from_i64(*x).wr(z);
        }
    };
    let od = out.data;
    let step = CHUNK * T::SIZE;
    match a {
        Some(a) => {
            let ad = a.data;
            for_each_run_elementwise(shape, [a.strides, out.strides], [a.offset, out.offset], |p, n, s| {
                if s[0] == T::SIZE as isize && s[1] == T::SIZE as isize {
                    let ia = &ad[p[0]..p[0] + n * T::SIZE];
                    let io = &mut od[p[1]..p[1] + n * T::SIZE];
                    for (x, z) in ia.chunks(step).zip(io.chunks_mut(step)) {
                        chunk(&mut xs, x, z);
                    }
                } else {
                    for i in 0..n {
                        slow(T::rd(&ad[at(p[0], i, s[0])..])).wr(&mut od[at(p[1], i, s[1])..]);
                    }
                }
            });
        }
        None => {
            let mut tmp = [0u8; CHUNK * 8];
            for_each_run(shape, [out.strides], [out.offset], |p, n, s| {
                if s[0] == T::SIZE as isize {
                    for z in od[p[0]..p[0] + n * T::SIZE].chunks_mut(step) {
                        let src = &mut tmp[..z.len()];
                        src.copy_from_slice(z);
                        chunk(&mut xs, src, z);
                    }
                } else {
                    for i in 0..n {
                        let o = at(p[0], i, s[0]);
                        slow(T::rd(&od[o..])).wr(&mut od[o..]);
                    }
                }
            });
        }
    }
}

/// out = f(out, b) (or f(b, out) when `out_second`): the exactly-identical in-place case
/// (a long walk in two halves at once: [`split_walk`]).
pub fn binary_loop_inplace<T: Elem, B: Elem>(
    shape: &[usize],
    out: Dst,
    b: Src,
    out_second: bool,
    heavy: bool,
    f: impl Fn(T, B) -> T + Sync,
    g: impl Fn(B, T) -> T + Sync,
) {
    let worth = worth_splitting(heavy, shape, &[B::SIZE, T::SIZE]);
    let (bd, f, g) = (b.data, &f, &g);
    split_walk(shape, [b.strides], [b.offset], out, T::SIZE, worth, |shape, st, p, o| {
        inplace_one(shape, o, Src { data: bd, offset: p[0], strides: st[0] }, out_second, f, g)
    });
}

/// [`binary_loop_inplace`] on this thread.
fn inplace_one<T: Elem, B: Elem>(shape: &[usize], out: Dst, b: Src, out_second: bool, f: impl Fn(T, B) -> T, g: impl Fn(B, T) -> T) {
    let (bd, od) = (b.data, out.data);
    for_each_run(shape, [out.strides, b.strides], [out.offset, b.offset], |p, n, s| {
        let (po, pb) = (p[0], p[1]);
        if s[0] == T::SIZE as isize && s[1] == 0 {
            let y = B::rd(&bd[pb..]);
            let io = &mut od[po..po + n * T::SIZE];
            if out_second {
                for z in io.chunks_exact_mut(T::SIZE) {
                    g(y, T::rd(z)).wr(z);
                }
            } else {
                for z in io.chunks_exact_mut(T::SIZE) {
                    f(T::rd(z), y).wr(z);
                }
            }
        } else if s[0] == T::SIZE as isize && s[1] == B::SIZE as isize {
            let ib = &bd[pb..pb + n * B::SIZE];
            let io = &mut od[po..po + n * T::SIZE];
            if out_second {
                for (y, z) in ib.chunks_exact(B::SIZE).zip(io.chunks_exact_mut(T::SIZE)) {
                    g(B::rd(y), T::rd(z)).wr(z);
                }
            } else {
                for (y, z) in ib.chunks_exact(B::SIZE).zip(io.chunks_exact_mut(T::SIZE)) {
                    f(T::rd(z), B::rd(y)).wr(z);
                }
            }
        } else {
            for i in 0..n {
                let o = at(po, i, s[0]);
                let y = B::rd(&bd[at(pb, i, s[1])..]);
                let x = T::rd(&od[o..]);
                let r = if out_second { g(y, x) } else { f(x, y) };
                r.wr(&mut od[o..]);
            }
        }
    });
}

/// out = f(a) over `shape` (a long walk in two halves at once: [`split_walk`]).
pub fn unary_loop<A: Elem, U: Elem>(shape: &[usize], a: Src, out: Dst, heavy: bool, f: impl ElemFn<A, U>) {
    let worth = worth_splitting(heavy, shape, &[A::SIZE, U::SIZE]);
    let (ad, f) = (a.data, &f);
    split_walk(shape, [a.strides], [a.offset], out, U::SIZE, worth, |shape, st, p, o| {
        unary_one(shape, Src { data: ad, offset: p[0], strides: st[0] }, o, f)
    });
}

/// [`unary_loop`] on this thread.
fn unary_one<A: Elem, U: Elem, F: ElemFn<A, U>>(shape: &[usize], a: Src, out: Dst, f: &F) {
    let (ad, od) = (a.data, out.data);
    for_each_run_elementwise(shape, [a.strides, out.strides], [a.offset, out.offset], |p, n, s| {
        let (pa, po) = (p[0], p[1]);
        if s[0] == A::SIZE as isize && s[1] == U::SIZE as isize {
            let ia = &ad[pa..pa + n * A::SIZE];
            let io = &mut od[po..po + n * U::SIZE];
            if F::PATCHED {
                for (ia, io) in ia.chunks(PATCH_BLOCK * A::SIZE).zip(io.chunks_mut(PATCH_BLOCK * U::SIZE)) {
                    let mut any = false;
                    for (x, z) in ia.chunks_exact(A::SIZE).zip(io.chunks_exact_mut(U::SIZE)) {
                        let x = A::rd(x);
                        f.fast(x).wr(z);
                        any |= f.needs_exact(x);
                    }
                    if any {
                        for (x, z) in ia.chunks_exact(A::SIZE).zip(io.chunks_exact_mut(U::SIZE)) {
                            if f.needs_exact(A::rd(x)) {
                                f.exact(A::rd(x)).wr(z);
                            }
                        }
                    }
                }
            } else {
                for (x, z) in ia.chunks_exact(A::SIZE).zip(io.chunks_exact_mut(U::SIZE)) {
                    f.fast(A::rd(x)).wr(z);
                }
            }
        } else if s[0] == 0 && s[1] == U::SIZE as isize {
            let v = f.call(A::rd(&ad[pa..]));
            let io = &mut od[po..po + n * U::SIZE];
            for z in io.chunks_exact_mut(U::SIZE) {
                v.wr(z);
            }
        } else {
            for i in 0..n {
                f.call(A::rd(&ad[at(pa, i, s[0])..])).wr(&mut od[at(po, i, s[1])..]);
            }
        }
    });
}

/// x = f(x) in place (a long walk in two halves at once: [`split_walk`]).
pub fn unary_loop_inplace<T: Elem>(shape: &[usize], out: Dst, heavy: bool, f: impl ElemFn<T, T>) {
    let worth = worth_splitting(heavy, shape, &[T::SIZE]);
    let f = &f;
    split_walk(shape, [], [], out, T::SIZE, worth, |shape, _, _, o| unary_inplace_one(shape, o, f));
}

/// [`unary_loop_inplace`] on this thread.
fn unary_inplace_one<T: Elem, F: ElemFn<T, T>>(shape: &[usize], out: Dst, f: &F) {
    let od = out.data;
    for_each_run(shape, [out.strides], [out.offset], |p, n, s| {
        let po = p[0];
        if s[0] == T::SIZE as isize {
            // a patched function's block is tested before the fast form overwrites it
            for io in od[po..po + n * T::SIZE].chunks_mut(PATCH_BLOCK * T::SIZE) {
                let exceptions = F::PATCHED && io.chunks_exact(T::SIZE).fold(false, |any, z| any | f.needs_exact(T::rd(z)));
                if exceptions {
                    for z in io.chunks_exact_mut(T::SIZE) {
                        f.call(T::rd(z)).wr(z);
                    }
                } else {
                    for z in io.chunks_exact_mut(T::SIZE) {
                        f.fast(T::rd(z)).wr(z);
                    }
                }
            }
        } else {
            for i in 0..n {
                let o = at(po, i, s[0]);
                f.call(T::rd(&od[o..])).wr(&mut od[o..]);
            }
        }
    });
}

/// Cast-copy `src` (element type S) into `dst` (element type D) over `shape`.
pub fn cast_loop<S: Elem, D: Elem>(shape: &[usize], src: Src, dst: Dst) {
    unary_loop::<S, D>(shape, src, dst, false, |x| D::cast_from(x));
}

/// Cast-copy between any two dtypes (dispatches once, then a typed loop): the copy loops of
/// `assign`, each element cast alone as [`cast_loop`] casts it.
pub fn cast_any(shape: &[usize], sdt: DType, src: Src, ddt: DType, dst: Dst) {
    super::assign::cast_copy(shape, sdt, src, ddt, dst)
}

/// Any element true (a scan reading only what it must).
pub fn any_loop<T: Elem>(shape: &[usize], a: Src, pred: impl Fn(T) -> bool) -> bool {
    let mut found = false;
    for_each_run(shape, [a.strides], [a.offset], |p, n, s| {
        if found {
            return;
        }
        for i in 0..n {
            if pred(T::rd(&a.data[at(p[0], i, s[0])..])) {
                found = true;
                return;
            }
        }
    });
    found
}

// ---------------------------------------------------------------------------------------------
// 1-d reduction helpers (contiguous or strided runs)
// ---------------------------------------------------------------------------------------------

/// NumPy's pairwise summation (loops_utils.h.src `pairwise_sum`): below 8 elements a plain
/// loop from 0; up to 128 elements eight interleaved accumulators combined as a tree; above,
/// split in halves rounded down to a multiple of 8. Reproduces NumPy's float sums bit for bit.
pub fn pairwise_sum<T: Arith>(d: &[u8], p: usize, n: usize, s: isize) -> T {
    pairwise_sum_as::<T, T, _>(d, p, n, s, |x| x)
}

/// [`pairwise_sum`] of elements `T` accumulated as `A` (float16 sums run in float32, as
/// NumPy's `HALF_pairwise_sum` does). A long run's two halves, which NumPy sums apart and
/// adds last, are summed at once on two threads (`parallel.rs`): the same bits.
pub fn pairwise_sum_as<T: Elem, A: Arith, C: Fn(T) -> A + Copy + Send + Sync>(d: &[u8], p: usize, n: usize, s: isize, cv: C) -> A {
    // (never a zero stride: its run is not bounded by a buffer, and the helper's steps are
    // not charged to the budget)
    if n > 128 && s != 0 && super::parallel::worth_streaming(n * T::SIZE) {
        let n2 = pairwise_split(n);
        let (left, right) = super::parallel::join(
            || pairwise_one::<T, A, C>(d, p, n2, s, cv),
            || pairwise_one::<T, A, C>(d, at(p, n2, s), n - n2, s, cv),
        );
        return left.add(right);
    }
    pairwise_one::<T, A, C>(d, p, n, s, cv)
}

/// Where NumPy's pairwise sum cuts a run of more than 128 elements: half, rounded down to a
/// multiple of 8.
fn pairwise_split(n: usize) -> usize {
    let n2 = n / 2;
    n2 - n2 % 8
}

/// [`pairwise_sum_as`] on this thread.
fn pairwise_one<T: Elem, A: Arith, C: Fn(T) -> A + Copy>(d: &[u8], p: usize, n: usize, s: isize, cv: C) -> A {
    let rd = |o: usize| cv(T::rd(&d[o..]));
    if s == T::SIZE as isize {
        return pairwise_contig::<T, A, C>(&d[p..p + n * T::SIZE], cv);
    }
    if n < 8 {
        let mut res = A::zero();
        for i in 0..n {
            res = res.add(rd(at(p, i, s)));
        }
        res
    } else if n <= 128 {
        let mut r = [A::zero(); 8];
        for (j, rj) in r.iter_mut().enumerate() {
            *rj = rd(at(p, j, s));
        }
        let whole = n - n % 8;
        let mut i = 8;
        while i < whole {
            for (j, rj) in r.iter_mut().enumerate() {
                *rj = rj.add(rd(at(p, i + j, s)));
            }
            i += 8;
        }
        let mut res = (r[0].add(r[1]).add(r[2].add(r[3]))).add(r[4].add(r[5]).add(r[6].add(r[7])));
        while i < n {
            res = res.add(rd(at(p, i, s)));
            i += 1;
        }
        res
    } else {
        if n as u64 >= super::budget::CHUNK && !super::budget::poll() {
            // stopped: the caller's result is discarded
            return A::zero();
        }
        let n2 = pairwise_split(n);
        let left = pairwise_one::<T, A, C>(d, p, n2, s, cv);
        let right = pairwise_one::<T, A, C>(d, at(p, n2, s), n - n2, s, cv);
        left.add(right)
    }
}

/// [`pairwise_sum_as`] over contiguous bytes (same order of operations, fewer index computations).
fn pairwise_contig<T: Elem, A: Arith, C: Fn(T) -> A + Copy>(b: &[u8], cv: C) -> A {
    let n = b.len() / T::SIZE;
    if n < 8 {
        let mut res = A::zero();
        for c in b.chunks_exact(T::SIZE) {
            res = res.add(cv(T::rd(c)));
        }
        res
    } else if n <= 128 {
        let whole = n - n % 8;
        let (body, tail) = b.split_at(whole * T::SIZE);
        let mut blocks = body.chunks_exact(8 * T::SIZE);
        let mut r = [A::zero(); 8];
        if let Some(first) = blocks.next() {
            for (rj, c) in r.iter_mut().zip(first.chunks_exact(T::SIZE)) {
                *rj = cv(T::rd(c));
            }
        }
        for blk in blocks {
            for (rj, c) in r.iter_mut().zip(blk.chunks_exact(T::SIZE)) {
                *rj = rj.add(cv(T::rd(c)));
            }
        }
        let mut res = (r[0].add(r[1]).add(r[2].add(r[3]))).add(r[4].add(r[5]).add(r[6].add(r[7])));
        for c in tail.chunks_exact(T::SIZE) {
            res = res.add(cv(T::rd(c)));
        }
        res
    } else {
        if n as u64 >= super::budget::CHUNK && !super::budget::poll() {
            // stopped: the caller's result is discarded
            return A::zero();
        }
        let (l, r) = b.split_at(pairwise_split(n) * T::SIZE);
        pairwise_contig::<T, A, C>(l, cv).add(pairwise_contig::<T, A, C>(r, cv))
    }
}

/// Fold a run with `f` starting from `init`, in order. Eight lanes are used when `lanes`
/// (the operation is associative and commutative for this type, e.g. integer add, max),
/// which lets the compiler vectorise.
#[inline(always)]
pub fn fold_run<T: Elem>(d: &[u8], p: usize, n: usize, s: isize, init: T, lanes: bool, f: impl Fn(T, T) -> T) -> T {
    if lanes && s == T::SIZE as isize && n >= 16 {
        let whole = n - n % 8;
        let mut r = [T::zero(); 8];
        for (j, rj) in r.iter_mut().enumerate() {
            *rj = T::rd(&d[p + j * T::SIZE..]);
        }
        for blk in d[p + 8 * T::SIZE..p + whole * T::SIZE].chunks_exact(8 * T::SIZE) {
            for (j, rj) in r.iter_mut().enumerate() {
                *rj = f(*rj, T::rd(&blk[j * T::SIZE..]));
            }
        }
        let mut acc = init;
        for rj in r {
            acc = f(acc, rj);
        }
        for i in whole..n {
            acc = f(acc, T::rd(&d[p + i * T::SIZE..]));
        }
        acc
    } else if s == T::SIZE as isize {
        let mut acc = init;
        for c in d[p..p + n * T::SIZE].chunks_exact(T::SIZE) {
            acc = f(acc, T::rd(c));
        }
        acc
    } else {
        let mut acc = init;
        for i in 0..n {
            acc = f(acc, T::rd(&d[at(p, i, s)..]));
            // a strided run can be far longer than its buffer (zero strides): answer Ctrl-C
            if i % super::budget::CHUNK as usize == 0 && i > 0 && !super::budget::poll() {
                break;
            }
        }
        acc
    }
}

#[cfg(test)]
mod tests;
