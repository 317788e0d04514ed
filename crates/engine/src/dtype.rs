//! Data types: the twelve NumPy dtypes stridelab models, and one element value.

/// A NumPy dtype. Byte order is always little-endian, as on every machine NumPy users meet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DType {
    Bool,
    Int8,
    Int16,
    Int32,
    Int64,
    UInt8,
    UInt16,
    UInt32,
    UInt64,
    Float16,
    Float32,
    Float64,
    /// Two float32 parts, real then imaginary (NumPy's `npy_cfloat`).
    Complex64,
    /// Two float64 parts (`npy_cdouble`).
    Complex128,
}

/// Which family a dtype belongs to (NumPy's `dtype.kind`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Bool,
    Int,
    UInt,
    Float,
    Complex,
}

impl DType {
    pub const ALL: [DType; 14] = [
        DType::Bool,
        DType::Int8,
        DType::Int16,
        DType::Int32,
        DType::Int64,
        DType::UInt8,
        DType::UInt16,
        DType::UInt32,
        DType::UInt64,
        DType::Float16,
        DType::Float32,
        DType::Float64,
        DType::Complex64,
        DType::Complex128,
    ];

    /// The smallest and largest value of an integer or bool dtype (`np.iinfo`), the one
    /// integer-range table; `None` for floats.
    pub fn int_bounds(self) -> Option<(i128, i128)> {
        Some(match self {
            DType::Bool => (0, 1),
            DType::Int8 => (i8::MIN as i128, i8::MAX as i128),
            DType::Int16 => (i16::MIN as i128, i16::MAX as i128),
            DType::Int32 => (i32::MIN as i128, i32::MAX as i128),
            DType::Int64 => (i64::MIN as i128, i64::MAX as i128),
            DType::UInt8 => (0, u8::MAX as i128),
            DType::UInt16 => (0, u16::MAX as i128),
            DType::UInt32 => (0, u32::MAX as i128),
            DType::UInt64 => (0, u64::MAX as i128),
            DType::Float16 | DType::Float32 | DType::Float64 | DType::Complex64 | DType::Complex128 => return None,
        })
    }

    pub fn itemsize(self) -> usize {
        match self {
            DType::Bool | DType::Int8 | DType::UInt8 => 1,
            DType::Int16 | DType::UInt16 | DType::Float16 => 2,
            DType::Int32 | DType::UInt32 | DType::Float32 => 4,
            DType::Int64 | DType::UInt64 | DType::Float64 | DType::Complex64 => 8,
            DType::Complex128 => 16,
        }
    }

    pub fn kind(self) -> Kind {
        match self {
            DType::Bool => Kind::Bool,
            DType::Int8 | DType::Int16 | DType::Int32 | DType::Int64 => Kind::Int,
            DType::UInt8 | DType::UInt16 | DType::UInt32 | DType::UInt64 => Kind::UInt,
            DType::Float16 | DType::Float32 | DType::Float64 => Kind::Float,
            DType::Complex64 | DType::Complex128 => Kind::Complex,
        }
    }

    /// NumPy's `dtype.name`, e.g. "int64", "bool".
    pub fn name(self) -> &'static str {
        match self {
            DType::Bool => "bool",
            DType::Int8 => "int8",
            DType::Int16 => "int16",
            DType::Int32 => "int32",
            DType::Int64 => "int64",
            DType::UInt8 => "uint8",
            DType::UInt16 => "uint16",
            DType::UInt32 => "uint32",
            DType::UInt64 => "uint64",
            DType::Float16 => "float16",
            DType::Float32 => "float32",
            DType::Float64 => "float64",
            DType::Complex64 => "complex64",
            DType::Complex128 => "complex128",
        }
    }

    /// The C type name NumPy's cast loops report (`'same_value'` errors): "double", "long".
    pub fn c_name(self) -> &'static str {
        match self {
            DType::Bool => "bool",
            DType::Int8 => "byte",
            DType::Int16 => "short",
            DType::Int32 => "int",
            DType::Int64 => "long",
            DType::UInt8 => "ubyte",
            DType::UInt16 => "ushort",
            DType::UInt32 => "uint",
            DType::UInt64 => "ulong",
            DType::Float16 => "half",
            DType::Float32 => "float",
            DType::Float64 => "double",
            DType::Complex64 => "cfloat",
            DType::Complex128 => "cdouble",
        }
    }

    /// NumPy's `dtype.char` kind letter: 'b', 'i', 'u', 'f'.
    pub fn kind_char(self) -> char {
        match self.kind() {
            Kind::Bool => 'b',
            Kind::Int => 'i',
            Kind::UInt => 'u',
            Kind::Float => 'f',
            Kind::Complex => 'c',
        }
    }

    /// NumPy's `dtype.str`, e.g. "<i8", "|b1", "|u1".
    pub fn typestr(self) -> String {
        let order = if self.itemsize() == 1 { '|' } else { '<' };
        format!("{}{}{}", order, self.kind_char(), self.itemsize())
    }

    /// NumPy's `dtype.char` (the one-letter type code).
    pub fn char_code(self) -> char {
        match self {
            DType::Bool => '?',
            DType::Int8 => 'b',
            DType::Int16 => 'h',
            DType::Int32 => 'i',
            DType::Int64 => 'l',
            DType::UInt8 => 'B',
            DType::UInt16 => 'H',
            DType::UInt32 => 'I',
            DType::UInt64 => 'L',
            DType::Float16 => 'e',
            DType::Float32 => 'f',
            DType::Float64 => 'd',
            DType::Complex64 => 'F',
            DType::Complex128 => 'D',
        }
    }

    /// Parse a dtype name as NumPy accepts it in `dtype=` strings. A type code (`i8`, `f`,
    /// `?`) may carry a byte-order mark: `<` and `=` (little-endian, native on every machine
    /// NumPy users meet) and `|` (not applicable) name the same dtype; `>` (big-endian) is
    /// not modelled, so it is not parsed here (descriptor.c `_convert_from_str`).
    pub fn from_name(s: &str) -> Option<DType> {
        if let Some(code) = s.strip_prefix(['<', '=', '|']) {
            return DType::from_code(code);
        }
        // the Python type names `int` and `float`, and NumPy 1's `float_`, as strings
        let py = match s {
            "int" => Some(DType::Int64),
            "float" | "float_" => Some(DType::Float64),
            "complex" | "complex_" => Some(DType::Complex128),
            _ => None,
        };
        DType::from_code(s).or_else(|| DType::from_type_name(s)).or(py)
    }

    /// The scalar type a NumPy attribute names: `np.int64`, `np.intc`, `np.double`, ...
    pub fn from_type_name(s: &str) -> Option<DType> {
        Some(match s {
            "bool" | "bool_" => DType::Bool,
            "int8" | "byte" => DType::Int8,
            "int16" | "short" => DType::Int16,
            "int32" | "intc" => DType::Int32,
            "int64" | "int_" | "intp" | "long" | "longlong" => DType::Int64,
            "uint8" | "ubyte" => DType::UInt8,
            "uint16" | "ushort" => DType::UInt16,
            "uint32" | "uintc" => DType::UInt32,
            "uint64" | "uint" | "uintp" | "ulong" | "ulonglong" => DType::UInt64,
            "float16" | "half" => DType::Float16,
            "float32" | "single" => DType::Float32,
            "float64" | "double" => DType::Float64,
            "complex64" | "csingle" => DType::Complex64,
            "complex128" | "cdouble" => DType::Complex128,
            _ => return None,
        })
    }

    /// A type code: one character (`?`, `b`, `i`, `d`, ...) or a kind and a size (`i8`, `f4`).
    fn from_code(s: &str) -> Option<DType> {
        Some(match s {
            "?" | "b1" => DType::Bool,
            "b" | "i1" => DType::Int8,
            "h" | "i2" => DType::Int16,
            "i" | "i4" => DType::Int32,
            // 'n' and 'p' are intp, 'N' and 'P' uintp: 8 bytes on the 64-bit builds modelled
            "l" | "q" | "n" | "p" | "i8" => DType::Int64,
            "B" | "u1" => DType::UInt8,
            "H" | "u2" => DType::UInt16,
            "I" | "u4" => DType::UInt32,
            "L" | "Q" | "N" | "P" | "u8" => DType::UInt64,
            "e" | "f2" => DType::Float16,
            "f" | "f4" => DType::Float32,
            "d" | "f8" => DType::Float64,
            "F" | "c8" => DType::Complex64,
            "D" | "c16" => DType::Complex128,
            _ => return None,
        })
    }

    pub fn is_float(self) -> bool {
        self.kind() == Kind::Float
    }

    /// NumPy's `inexact` kinds: float and complex (NaN can occur, true division keeps the type).
    pub fn is_inexact(self) -> bool {
        matches!(self.kind(), Kind::Float | Kind::Complex)
    }

    pub fn is_complex(self) -> bool {
        self.kind() == Kind::Complex
    }

    /// The dtype of one part of a complex dtype (`a.real.dtype`); other dtypes are their own.
    pub fn part(self) -> DType {
        match self {
            DType::Complex64 => DType::Float32,
            DType::Complex128 => DType::Float64,
            d => d,
        }
    }

    /// The complex dtype whose parts are `self` (float16 has none in NumPy: complex64).
    pub fn complex_of(self) -> DType {
        if self.is_complex() {
            self
        } else if self.is_float() && self.itemsize() <= 4 {
            DType::Complex64
        } else {
            DType::Complex128
        }
    }

    pub fn is_integer(self) -> bool {
        matches!(self.kind(), Kind::Int | Kind::UInt)
    }

    /// Alignment NumPy requires for the ALIGNED flag: the itemsize, or a complex dtype's
    /// part size (`npy_cdouble` is aligned like `double`).
    pub fn alignment(self) -> usize {
        self.part().itemsize()
    }
}

/// One element's value, widened to the largest type of its family.
///
/// Float32 and Float16 elements travel as `Float(f64)` holding the exact value; printers
/// narrow them back before choosing digits.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Scalar {
    Bool(bool),
    Int(i64),
    UInt(u64),
    Float(f64),
    /// Real and imaginary parts (complex64 parts widened exactly).
    Complex(f64, f64),
}

impl Scalar {
    /// Read one element of `dtype` from its little-endian bytes (exactly `itemsize` long).
    pub fn from_le_bytes(dtype: DType, b: &[u8]) -> Scalar {
        match dtype {
            DType::Bool => Scalar::Bool(b[0] != 0),
            DType::Int8 => Scalar::Int(b[0] as i8 as i64),
            DType::Int16 => Scalar::Int(i16::from_le_bytes([b[0], b[1]]) as i64),
            DType::Int32 => Scalar::Int(i32::from_le_bytes([b[0], b[1], b[2], b[3]]) as i64),
            DType::Int64 => Scalar::Int(i64::from_le_bytes(b[..8].try_into().unwrap())),
            DType::UInt8 => Scalar::UInt(b[0] as u64),
            DType::UInt16 => Scalar::UInt(u16::from_le_bytes([b[0], b[1]]) as u64),
            DType::UInt32 => Scalar::UInt(u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as u64),
            DType::UInt64 => Scalar::UInt(u64::from_le_bytes(b[..8].try_into().unwrap())),
            DType::Float16 => Scalar::Float(super::half::f16_to_f64(u16::from_le_bytes([b[0], b[1]]))),
            DType::Float32 => {
                Scalar::Float(f32::from_le_bytes([b[0], b[1], b[2], b[3]]) as f64)
            }
            DType::Float64 => Scalar::Float(f64::from_le_bytes(b[..8].try_into().unwrap())),
            DType::Complex64 => Scalar::Complex(
                f32::from_le_bytes([b[0], b[1], b[2], b[3]]) as f64,
                f32::from_le_bytes([b[4], b[5], b[6], b[7]]) as f64,
            ),
            DType::Complex128 => Scalar::Complex(
                f64::from_le_bytes(b[..8].try_into().unwrap()),
                f64::from_le_bytes(b[8..16].try_into().unwrap()),
            ),
        }
    }

    /// The real part of any value (a complex value's real part, NumPy's complex-to-real cast).
    pub fn real(self) -> Scalar {
        match self {
            Scalar::Complex(re, _) => Scalar::Float(re),
            s => s,
        }
    }

    /// The value as (real, imaginary) doubles.
    pub fn as_complex(self) -> (f64, f64) {
        match self {
            Scalar::Complex(re, im) => (re, im),
            s => (s.as_f64(), 0.0),
        }
    }

    /// Write this value as one element of `dtype` (C-style casts: wrap for ints, truncate floats).
    pub fn write_le_bytes(self, dtype: DType, out: &mut [u8]) {
        if dtype.is_complex() {
            let (re, im) = self.as_complex();
            return if dtype == DType::Complex64 {
                out[..4].copy_from_slice(&(re as f32).to_le_bytes());
                out[4..8].copy_from_slice(&(im as f32).to_le_bytes());
            } else {
                out[..8].copy_from_slice(&re.to_le_bytes());
                out[8..16].copy_from_slice(&im.to_le_bytes());
            };
        }
        if let Scalar::Complex(re, _) = self
            && dtype != DType::Bool
        {
            return Scalar::Float(re).write_le_bytes(dtype, out);
        }
        if let Scalar::Float(f) = self {
            match dtype {
                DType::Int8 | DType::UInt8 => return out[0] = f64_to_i32_c(f) as u8,
                DType::Int16 | DType::UInt16 => return out[..2].copy_from_slice(&(f64_to_i32_c(f) as u16).to_le_bytes()),
                DType::Int32 => return out[..4].copy_from_slice(&f64_to_i32_c(f).to_le_bytes()),
                DType::UInt32 => return out[..4].copy_from_slice(&f64_to_u32_c(f).to_le_bytes()),
                DType::Int64 => return out[..8].copy_from_slice(&f64_to_i64_c(f).to_le_bytes()),
                DType::UInt64 => return out[..8].copy_from_slice(&f64_to_u64_c(f).to_le_bytes()),
                _ => {}
            }
        }
        match dtype {
            DType::Bool => out[0] = self.as_bool() as u8,
            DType::Int8 => out[0] = self.as_i64_wrapping() as i8 as u8,
            DType::Int16 => out[..2].copy_from_slice(&(self.as_i64_wrapping() as i16).to_le_bytes()),
            DType::Int32 => out[..4].copy_from_slice(&(self.as_i64_wrapping() as i32).to_le_bytes()),
            DType::Int64 => out[..8].copy_from_slice(&self.as_i64_wrapping().to_le_bytes()),
            DType::UInt8 => out[0] = self.as_i64_wrapping() as u8,
            DType::UInt16 => out[..2].copy_from_slice(&(self.as_i64_wrapping() as u16).to_le_bytes()),
            DType::UInt32 => out[..4].copy_from_slice(&(self.as_i64_wrapping() as u32).to_le_bytes()),
            DType::UInt64 => out[..8].copy_from_slice(&self.as_u64_wrapping().to_le_bytes()),
            DType::Float16 => out[..2].copy_from_slice(&super::half::f64_to_f16(self.as_f64()).to_le_bytes()),
            DType::Float32 => out[..4].copy_from_slice(&(self.as_f64() as f32).to_le_bytes()),
            DType::Float64 => out[..8].copy_from_slice(&self.as_f64().to_le_bytes()),
            DType::Complex64 | DType::Complex128 => {}
        }
    }

    pub fn as_bool(self) -> bool {
        match self {
            Scalar::Bool(b) => b,
            Scalar::Int(i) => i != 0,
            Scalar::UInt(u) => u != 0,
            Scalar::Float(f) => f != 0.0,
            Scalar::Complex(re, im) => re != 0.0 || im != 0.0,
        }
    }

    pub fn as_f64(self) -> f64 {
        match self {
            Scalar::Bool(b) => b as u8 as f64,
            Scalar::Int(i) => i as f64,
            Scalar::UInt(u) => u as f64,
            Scalar::Float(f) | Scalar::Complex(f, _) => f,
        }
    }

    /// Integer value with C cast semantics (floats truncate toward zero; NaN/inf become
    /// i64::MIN as NumPy does on x86-64).
    pub fn as_i64_wrapping(self) -> i64 {
        match self {
            Scalar::Bool(b) => b as i64,
            Scalar::Int(i) => i,
            Scalar::UInt(u) => u as i64,
            Scalar::Float(f) | Scalar::Complex(f, _) => {
                if f.is_finite() && (-9.223372036854776e18..9.223372036854776e18).contains(&f) {
                    f as i64
                } else {
                    i64::MIN
                }
            }
        }
    }

    pub fn as_u64_wrapping(self) -> u64 {
        match self.real() {
            Scalar::UInt(u) => u,
            Scalar::Float(f) if (0.0..1.8446744073709552e19).contains(&f) => f as u64,
            Scalar::Float(f) if f.is_finite() && (-9.223372036854776e18..0.0).contains(&f) => {
                (f as i64) as u64
            }
            Scalar::Float(_) => 1u64 << 63,
            other => other.as_i64_wrapping() as u64,
        }
    }

    /// Whether two element values are the same number (NaN matching NaN), whatever their
    /// families: the test of NumPy's `casting='same_value'`.
    pub fn same_number(self, other: Scalar) -> bool {
        const T63: f64 = 9.223372036854775808e18;
        let int_of = |f: f64, lo: f64, hi: f64| (f.is_finite() && f.fract() == 0.0 && f >= lo && f < hi).then_some(f);
        let same_f = |x: f64, y: f64| x == y || (x.is_nan() && y.is_nan());
        match (self, other) {
            (Scalar::Complex(a, b), o) | (o, Scalar::Complex(a, b)) => {
                let (_, d) = o.as_complex();
                same_f(b, d) && Scalar::Float(a).same_number(o.real())
            }
            (Scalar::Float(x), Scalar::Float(y)) => same_f(x, y),
            (Scalar::Float(f), Scalar::Int(i)) | (Scalar::Int(i), Scalar::Float(f)) => {
                int_of(f, -T63, T63).is_some_and(|f| f as i64 == i)
            }
            (Scalar::Float(f), Scalar::UInt(u)) | (Scalar::UInt(u), Scalar::Float(f)) => {
                int_of(f, 0.0, 2.0 * T63).is_some_and(|f| f as u64 == u)
            }
            (Scalar::Float(f), Scalar::Bool(b)) | (Scalar::Bool(b), Scalar::Float(f)) => f == b as u8 as f64,
            (Scalar::Int(i), Scalar::UInt(u)) | (Scalar::UInt(u), Scalar::Int(i)) => i >= 0 && i as u64 == u,
            (Scalar::Bool(b), Scalar::Int(i)) | (Scalar::Int(i), Scalar::Bool(b)) => i == b as i64,
            (Scalar::Bool(b), Scalar::UInt(u)) | (Scalar::UInt(u), Scalar::Bool(b)) => u == b as u64,
            (a, b) => a == b,
        }
    }

    /// Cast to `dtype`'s value family (the value NumPy's `astype` would store).
    pub fn cast(self, dtype: DType) -> Scalar {
        let mut buf = [0u8; 16];
        self.write_le_bytes(dtype, &mut buf);
        Scalar::from_le_bytes(dtype, &buf)
    }
}

// ---- float -> integer casts as NumPy's C loops do them on x86-64 ----
// C leaves out-of-range conversions undefined; what NumPy prints is what the compiled
// instructions give: cvttsd2si returns the "integer indefinite" (the minimum value) for
// NaN and out-of-range inputs, narrower ints truncate an int32 conversion, and uint64
// conversions at or above 2^63 subtract that, convert, and flip the top bit back.

/// An integral double of magnitude below 2^51 as an i64, without a conversion instruction:
/// adding 1.5 * 2^52 puts the integer in the low mantissa bits. Unlike `as` (which saturates
/// lane by lane and so stays scalar), this is plain float and integer adds, which vectorise.
#[inline(always)]
pub fn small_integral_to_i64(t: f64) -> i64 {
    const MAGIC: f64 = 6755399441055744.0;
    ((t + MAGIC).to_bits() as i64).wrapping_sub(MAGIC.to_bits() as i64)
}

/// `(int32_t)double`: truncation; NaN and out of range give INT32_MIN. Branch-free, so a
/// cast loop vectorises (the out-of-range lanes compute a value that is then discarded).
#[inline(always)]
pub fn f64_to_i32_c(v: f64) -> i32 {
    let in_range = v > -2147483649.0 && v < 2147483648.0;
    let q = small_integral_to_i64(v.trunc()) as i32;
    if in_range { q } else { i32::MIN }
}

/// `(int64_t)double`: truncation; NaN and out of range give INT64_MIN. Computed from the
/// bits (the 53-bit significand shifted by the exponent, then signed) with no branch, so a
/// cast loop vectorises; `as` would saturate lane by lane. Exponents far below zero shift
/// the significand out entirely (zero, subnormals, |v| < 1); -2^63 wraps to itself.
#[inline(always)]
pub fn f64_to_i64_c(v: f64) -> i64 {
    let bits = v.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64 - 1075; // v = significand * 2^exp
    let significand = ((bits & ((1 << 52) - 1)) | (1 << 52)) as i64;
    let magnitude = if exp >= 0 { significand << (exp & 63) } else { significand >> exp.wrapping_neg().min(63) };
    let value = if bits >> 63 == 1 { magnitude.wrapping_neg() } else { magnitude };
    if (-9.223372036854775808e18..9.223372036854775808e18).contains(&v) { value } else { i64::MIN }
}

/// `(uint32_t)double`: a 64-bit conversion, truncated (NumPy's scalar loop; its SIMD
/// loop, used on runs of 4 or more, differs for out-of-range values, so those are not
/// reproducible anyway).
#[inline(always)]
pub fn f64_to_u32_c(v: f64) -> u32 {
    f64_to_i64_c(v) as u32
}

/// `(uint64_t)double`: as for u32, at 2^63.
#[inline(always)]
pub fn f64_to_u64_c(v: f64) -> u64 {
    const T63: f64 = 9.223372036854775808e18;
    let high = v >= T63;
    let shifted = if high { v - T63 } else { v };
    (f64_to_i64_c(shifted) as u64) ^ ((high as u64) << 63)
}

#[cfg(test)]
mod cast_tests {
    use super::*;
    use proptest::prelude::*;

    /// The C conversions by definition: truncate when the value fits, else the minimum.
    fn i32_by_definition(v: f64) -> i32 {
        if v > -2147483649.0 && v < 2147483648.0 { v as i32 } else { i32::MIN }
    }
    fn i64_by_definition(v: f64) -> i64 {
        if (-9.223372036854775808e18..9.223372036854775808e18).contains(&v) { v as i64 } else { i64::MIN }
    }
    fn u64_by_definition(v: f64) -> u64 {
        const T63: f64 = 9.223372036854775808e18;
        if v >= T63 { (i64_by_definition(v - T63) as u64) ^ (1 << 63) } else { i64_by_definition(v) as u64 }
    }

    #[test]
    fn edges() {
        for v in [0.0, -0.0, 0.5, -0.5, 1.0, -1.9, 2147483647.9, -2147483648.9, 2147483648.0, -2147483649.0,
            2251799813685248.5, 4503599627370497.0, -4503599627370497.0, 9.223372036854775807e18,
            -9.223372036854775808e18, 9.223372036854775808e18, 1e-310, f64::NAN, f64::INFINITY,
            f64::NEG_INFINITY, f64::MAX, f64::MIN_POSITIVE] {
            assert_eq!(f64_to_i32_c(v), i32_by_definition(v), "{v:e}");
            assert_eq!(f64_to_i64_c(v), i64_by_definition(v), "{v:e}");
            assert_eq!(f64_to_u64_c(v), u64_by_definition(v), "{v:e}");
        }
    }

    proptest! {
        #[test]
        fn any_bits(bits in any::<u64>()) {
            let v = f64::from_bits(bits);
            prop_assert_eq!(f64_to_i32_c(v), i32_by_definition(v));
            prop_assert_eq!(f64_to_i64_c(v), i64_by_definition(v));
            prop_assert_eq!(f64_to_u64_c(v), u64_by_definition(v));
        }

        #[test]
        fn any_magnitude(m in any::<i64>(), e in -70i32..70) {
            let v = m as f64 * 2f64.powi(e);
            prop_assert_eq!(f64_to_i32_c(v), i32_by_definition(v));
            prop_assert_eq!(f64_to_i64_c(v), i64_by_definition(v));
            prop_assert_eq!(f64_to_u64_c(v), u64_by_definition(v));
        }
    }
}
