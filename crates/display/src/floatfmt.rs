//! Float digit generation and formatting as NumPy 2.4 and CPython print floats.
//!
//! NumPy formats floats with Dragon4 (numpy/_core/src/multiarray/dragon4.c, functions
//! `Dragon4`, `FormatPositional`, `FormatScientific`), exposed in Python as
//! `np.format_float_positional` / `np.format_float_scientific` and used by arrayprint's
//! `FloatingFormat`. This module reproduces those rules on top of Rust's own float
//! formatting, which already yields the two digit strings Dragon4 can produce:
//! - "unique" digits: the shortest string that round-trips (`{:e}`), computed for f32 values
//!   on the f32 grid so `np.float32(0.1)` prints `0.1`; float16 values get Dragon4's own
//!   shortest-digit loop run exactly in integers (Rust has no f16 formatting);
//! - digits cut off at a position: the exact binary value correctly rounded, ties to even
//!   (`{:.N}` / `{:.Ne}`), which is what Dragon4 does once the cut-off comes before uniqueness,
//!   and also (with equal margins) when a minimum digit count forces digits past uniqueness.
//!
//! It also gives NumPy's scalar str rule (scalartypes.c `*type_str_either`: positional when
//! 1e-4 <= |x| < 1e16, 1e6 for float32, 1e3 for float16, else scientific) and CPython's `repr(float)`
//! (`float_repr_style = 'short'`: positional when the decimal exponent is in [-4, 16)).

/// Which float format's grid values live on (the width digits must round-trip through).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Width {
    Half,
    Single,
    Double,
}

impl From<bool> for Width {
    /// `true` selects float32, `false` float64 (the older boolean spelling of this choice).
    fn from(f32: bool) -> Width {
        if f32 { Width::Single } else { Width::Double }
    }
}

impl Width {
    /// The grid of a float dtype (float64 for any other).
    pub fn of(dt: stridelab_engine::dtype::DType) -> Width {
        use stridelab_engine::dtype::DType;
        match dt {
            DType::Float16 => Width::Half,
            DType::Float32 => Width::Single,
            _ => Width::Double,
        }
    }

    /// `x` rounded onto this grid.
    pub fn narrow(self, x: f64) -> f64 {
        match self {
            Width::Half => stridelab_engine::half::f16_to_f64(stridelab_engine::half::f64_to_f16(x)),
            Width::Single => x as f32 as f64,
            Width::Double => x,
        }
    }
}

/// Dragon4's trim modes (`trim=` of `np.format_float_positional`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trim {
    /// 'k': keep trailing zeros, keep the point.
    Keep,
    /// '.': trim trailing zeros, keep the point.
    Dot,
    /// '0': trim trailing zeros but keep one zero after the point.
    OneZero,
    /// '-': trim trailing zeros and the point.
    DotZeros,
}

/// Options of one Dragon4 call (the arguments of `format_float_positional/scientific`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FloatFmt {
    /// Maximum digits after the point (None = unlimited; required when `unique` is false).
    pub precision: Option<usize>,
    /// Minimum digits after the point in unique mode.
    pub min_digits: Option<usize>,
    pub unique: bool,
    pub trim: Trim,
    /// Print '+' on non-negative values.
    pub sign: bool,
    pub pad_left: Option<usize>,
    pub pad_right: Option<usize>,
    /// Minimum exponent digits (scientific only; NumPy's default is 2).
    pub exp_digits: Option<usize>,
}

impl Default for FloatFmt {
    /// `np.format_float_positional`'s defaults.
    fn default() -> Self {
        FloatFmt {
            precision: None,
            min_digits: None,
            unique: true,
            trim: Trim::Keep,
            sign: false,
            pad_left: None,
            pad_right: None,
            exp_digits: None,
        }
    }
}

/// Beyond this many digits every f64 is exact, so rounding positions are capped here (the
/// remaining positions are zeros added by padding) to keep allocations bounded.
const MAX_FRAC_DIGITS: usize = 1100;
const MAX_SIG_DIGITS: usize = 800;
/// NumPy's Dragon4 output buffer is 16384 characters; counts are clamped to it so absurd
/// options cannot exhaust memory (NumPy raises "Float formatting result too large" there).
const MAX_COUNT: usize = 16384;

/// The options with every count clamped to `MAX_COUNT`.
fn clamped(o: &FloatFmt) -> FloatFmt {
    let c = |v: Option<usize>| v.map(|n| n.min(MAX_COUNT));
    FloatFmt {
        precision: c(o.precision),
        min_digits: c(o.min_digits),
        pad_left: c(o.pad_left),
        pad_right: c(o.pad_right),
        exp_digits: c(o.exp_digits),
        ..*o
    }
}

/// Decimal digits of a non-negative value: `digits[0]` has weight 10^`exp`.
#[derive(Clone, Debug, PartialEq)]
struct Dec {
    digits: Vec<u8>,
    exp: i32,
}

impl Dec {
    fn zero() -> Dec {
        Dec {
            digits: vec![b'0'],
            exp: 0,
        }
    }

    /// Digits after the decimal point in positional notation.
    fn frac_len(&self) -> usize {
        let n = self.digits.len() as i64 - 1 - self.exp as i64;
        n.max(0) as usize
    }

    fn strip_trailing_zeros(&mut self) {
        while self.digits.len() > 1 && self.digits.last() == Some(&b'0') {
            self.digits.pop();
        }
    }
}

/// Parse Rust's `{:e}` output ("1.2345e-5", "1e16").
fn parse_sci(s: &str) -> Dec {
    let (mant, exp) = match s.split_once('e') {
        Some((m, e)) => (m, e.parse::<i32>().unwrap_or(0)),
        None => (s, 0),
    };
    let digits: Vec<u8> = mant.bytes().filter(|b| b.is_ascii_digit()).collect();
    if digits.is_empty() || digits.iter().all(|&d| d == b'0') {
        return Dec::zero();
    }
    Dec { digits, exp }
}

/// Parse Rust's `{:.N}` output ("123.4500", "0.00000000", "7"); `frac` is N.
fn parse_fixed(s: &str, frac: usize) -> Dec {
    let (int, fr) = s.split_once('.').unwrap_or((s, ""));
    let mut digits: Vec<u8> = int
        .bytes()
        .chain(fr.bytes())
        .filter(|b| b.is_ascii_digit())
        .collect();
    let mut exp = int.len() as i32 - 1;
    let lead = digits.iter().take_while(|&&d| d == b'0').count();
    if lead == digits.len() {
        // Rounded to nothing: Dragon4 still emits one '0' at the cut-off position.
        return Dec {
            digits: vec![b'0'],
            exp: -(frac as i32),
        };
    }
    digits.drain(..lead);
    exp -= lead as i32;
    Dec { digits, exp }
}

/// Dragon4's unique digits of a finite positive float16 value, computed exactly: digits stop
/// at the first position where the truncated or the rounded-up candidate lies within half an
/// ulp (boundaries included when the significand is even, as Dragon4's `isEven` rule), then
/// the last digit rounds to the nearer candidate allowed (ties to an even digit).
fn shortest_half(ax: f64) -> Dec {
    let h = stridelab_engine::half::f64_to_f16(ax) & 0x7fff;
    let (bexp, man) = ((h >> 10) as i32, (h & 0x3ff) as u128);
    let (m, e) = if bexp == 0 { (man, -24) } else { (man | 0x400, bexp - 25) };
    if m == 0 || bexp == 0x1f {
        return Dec::zero();
    }
    // Work in units of 2^-26 * 10^-K: every value, margin and candidate is an integer, and
    // the largest (65504 * 2^26 * 10^14) fits a u128 with room to spare.
    const K: i32 = 14;
    let p10 = |n: i32| 10u128.pow(n as u32);
    let v = (m << (e + 26) as u32) * p10(K);
    let m_hi = (1u128 << (e + 25) as u32) * p10(K);
    let m_lo = if man == 0 && bexp > 1 { m_hi / 2 } else { m_hi };
    let even = m & 1 == 0;
    let unit = |q: i32| p10(q + K) << 26;
    // t: decimal exponent of the leading digit
    let mut t = -K;
    while t < 5 && unit(t + 1) <= v {
        t += 1;
    }
    for n in 1..=(t + K + 1) {
        let q = t - n + 1;
        let step = unit(q);
        let r = v % step;
        let low = if even { r <= m_lo } else { r < m_lo };
        let high = if even { r + m_hi >= step } else { r + m_hi > step };
        if !(low || high) {
            continue;
        }
        let down = if low && high { 2 * r < step || (2 * r == step && (v / step).is_multiple_of(2)) } else { low };
        let k = v / step + if down { 0 } else { 1 };
        let mut d = Dec { digits: k.to_string().into_bytes(), exp: q + k.to_string().len() as i32 - 1 };
        d.strip_trailing_zeros();
        return d;
    }
    shortest(ax, Width::Double)
}

/// Shortest round-trip digits of a finite non-negative value on the grid of `w`.
fn shortest(ax: f64, w: Width) -> Dec {
    if ax == 0.0 {
        return Dec::zero();
    }
    if w == Width::Half {
        return shortest_half(ax);
    }
    let f32 = w == Width::Single;
    let s = if f32 {
        format!("{:e}", ax as f32)
    } else {
        format!("{:e}", ax)
    };
    let mut d = parse_sci(&s);
    d.strip_trailing_zeros();
    // When the value lies exactly halfway between two shortest candidates, Rust rounds up
    // while Dragon4 (and CPython's dtoa) pick the even digit. The even candidate is the value
    // correctly rounded to the same length; use it whenever it still round-trips.
    let n = d.digits.len();
    let even = parse_sci(&format!("{:.*e}", n - 1, ax));
    if even != d && even.digits.len() == n {
        let text = format!(
            "{}.{}e{}",
            even.digits[0] as char,
            std::str::from_utf8(&even.digits[1..]).unwrap_or("0"),
            even.exp
        );
        let round_trips = if f32 {
            text.parse::<f32>().map(|v| v == ax as f32).unwrap_or(false)
        } else {
            text.parse::<f64>().map(|v| v == ax).unwrap_or(false)
        };
        if round_trips {
            let mut e = even;
            e.strip_trailing_zeros();
            return e;
        }
    }
    d
}

/// The exact value rounded (ties to even) to `n` fractional digits (positional) or `n`
/// significant digits (scientific, n >= 1). Like Dragon4, a round-up that carries through
/// trailing nines drops them, while genuine trailing zeros stay.
fn rounded(ax: f64, scientific: bool, n: usize) -> Dec {
    if ax == 0.0 {
        return Dec::zero();
    }
    let mut d = if scientific {
        let n = n.clamp(1, MAX_SIG_DIGITS);
        parse_sci(&format!("{:.*e}", n - 1, ax))
    } else {
        let n = n.min(MAX_FRAC_DIGITS);
        parse_fixed(&format!("{:.*}", n, ax), n)
    };
    if d.digits.len() > 1 && d.digits.last() == Some(&b'0') {
        // Trailing zeros came either from the value or from a carry: look at the exact digit.
        let exact = if scientific {
            parse_sci(&format!("{:.*e}", MAX_SIG_DIGITS, ax))
        } else {
            parse_fixed(&format!("{:.*}", MAX_FRAC_DIGITS, ax), MAX_FRAC_DIGITS)
        };
        // Position of our last digit, as a power of ten.
        let last_pow = d.exp as i64 - (d.digits.len() as i64 - 1);
        let idx = exact.exp as i64 - last_pow;
        let carried = idx < 0
            || exact.digits.get(idx as usize).copied().unwrap_or(b'0') != b'0'
            || d.exp != exact.exp;
        if carried {
            d.strip_trailing_zeros();
        }
    }
    d
}

/// Dragon4's digit choice: unique digits cut at `precision`, extended to `min_digits`;
/// or (not unique) exactly `precision` digits. Counts are fractional digits, or significant
/// digits when `scientific`.
fn choose_digits(ax: f64, w: Width, scientific: bool, o: &FloatFmt) -> Dec {
    let extra = if scientific { 1 } else { 0 };
    let max = o.precision.map(|p| p + extra);
    let min = o.min_digits.map(|m| m + extra);
    if ax == 0.0 {
        return Dec::zero();
    }
    if !o.unique {
        return match max {
            Some(p) => rounded(ax, scientific, p),
            None => shortest(ax, w),
        };
    }
    let s = shortest(ax, w);
    let measure = if scientific {
        s.digits.len()
    } else {
        s.frac_len()
    };
    match (max, min) {
        (Some(p), _) if measure > p => rounded(ax, scientific, p),
        (_, Some(m)) if measure < m => rounded(ax, scientific, m),
        _ => s,
    }
}

fn nonfinite(x: f64, sign: bool) -> String {
    if x.is_nan() {
        "nan".to_string()
    } else if x < 0.0 {
        "-inf".to_string()
    } else if sign {
        "+inf".to_string()
    } else {
        "inf".to_string()
    }
}

fn sign_str(x: f64, sign: bool) -> &'static str {
    if x.is_sign_negative() {
        "-"
    } else if sign {
        "+"
    } else {
        ""
    }
}

/// `np.format_float_positional(x, fractional=True, ...)`; `w` selects the digits' grid
/// (`true`/`false` mean float32/float64).
pub fn format_positional(x: f64, w: impl Into<Width>, o: &FloatFmt) -> String {
    let w = w.into();
    let o = &clamped(o);
    if !x.is_finite() {
        return nonfinite(x, o.sign);
    }
    let d = choose_digits(x.abs(), w, false, o);
    let sgn = sign_str(x, o.sign);
    // Split into whole and fraction digits.
    let (whole, frac): (String, String) = if d.exp >= 0 {
        let nwhole = d.exp as usize + 1;
        let mut w = String::with_capacity(nwhole);
        for i in 0..nwhole {
            w.push(*d.digits.get(i).unwrap_or(&b'0') as char);
        }
        let f: String = d.digits.iter().skip(nwhole).map(|&b| b as char).collect();
        (w, f)
    } else {
        let zeros = (-(d.exp as i64) - 1) as usize;
        let mut f = "0".repeat(zeros);
        f.extend(d.digits.iter().map(|&b| b as char));
        ("0".to_string(), f)
    };
    let mut out = String::new();
    out.push_str(sgn);
    out.push_str(&whole);
    let mut nfrac = frac.len();
    if nfrac > 0 {
        out.push('.');
        out.push_str(&frac);
    }
    if o.trim != Trim::DotZeros && nfrac == 0 {
        out.push('.');
    }
    let add = if o.unique { o.min_digits } else { o.precision }.unwrap_or(0);
    match o.trim {
        Trim::OneZero if nfrac == 0 => {
            out.push('0');
            nfrac = 1;
        }
        Trim::Keep if add > nfrac => {
            out.push_str(&"0".repeat(add - nfrac));
            nfrac = add;
        }
        _ => {}
    }
    if o.trim != Trim::Keep && nfrac > 0 {
        while out.ends_with('0') && nfrac > 0 {
            out.pop();
            nfrac -= 1;
        }
        if out.ends_with('.') {
            match o.trim {
                Trim::OneZero => {
                    out.push('0');
                    nfrac += 1;
                }
                Trim::DotZeros => {
                    out.pop();
                }
                _ => {}
            }
        }
    }
    if let Some(pr) = o.pad_right
        && pr >= nfrac
    {
        if o.trim == Trim::DotZeros && nfrac == 0 {
            out.push(' ');
        }
        out.push_str(&" ".repeat(pr - nfrac));
    }
    if let Some(pl) = o.pad_left {
        let used = whole.len() + sgn.len();
        if pl > used {
            out.insert_str(0, &" ".repeat(pl - used));
        }
    }
    out
}

/// `np.format_float_scientific(x, ...)`; `w` selects the digits' grid.
pub fn format_scientific(x: f64, w: impl Into<Width>, o: &FloatFmt) -> String {
    let w = w.into();
    let o = &clamped(o);
    if !x.is_finite() {
        return nonfinite(x, o.sign);
    }
    let d = choose_digits(x.abs(), w, true, o);
    let sgn = sign_str(x, o.sign);
    let mut out = String::new();
    if let Some(pl) = o.pad_left {
        let used = 1 + sgn.len();
        if pl > used {
            out.push_str(&" ".repeat(pl - used));
        }
    }
    out.push_str(sgn);
    out.push(*d.digits.first().unwrap_or(&b'0') as char);
    let mut nfrac = d.digits.len().saturating_sub(1);
    if nfrac > 0 {
        out.push('.');
        out.extend(d.digits.iter().skip(1).map(|&b| b as char));
    }
    if o.trim != Trim::DotZeros && nfrac == 0 {
        out.push('.');
    }
    let add = if o.unique { o.min_digits } else { o.precision }.unwrap_or(0);
    match o.trim {
        Trim::OneZero if nfrac == 0 => {
            out.push('0');
            nfrac = 1;
        }
        Trim::Keep if add > nfrac => {
            out.push_str(&"0".repeat(add - nfrac));
        }
        _ => {}
    }
    if o.trim != Trim::Keep && nfrac > 0 {
        while out.ends_with('0') && nfrac > 0 {
            out.pop();
            nfrac -= 1;
        }
        // Unlike positional, '-' keeps a bare point here (dragon4.c FormatScientific).
        if o.trim == Trim::OneZero && out.ends_with('.') {
            out.push('0');
        }
    }
    let e = d.exp;
    let min_exp = o.exp_digits.unwrap_or(2).min(5);
    out.push('e');
    out.push(if e >= 0 { '+' } else { '-' });
    let mag = e.unsigned_abs().to_string();
    if mag.len() < min_exp {
        out.push_str(&"0".repeat(min_exp - mag.len()));
    }
    out.push_str(&mag);
    out
}

/// What `str(np.float64(x))` / `str(np.float32(x))` prints (NumPy 2.x scalar rule): shortest
/// digits, positional ('0' trim) for 1e-4 <= |x| < cutoff or x == 0, else scientific ('-' trim).
/// The cutoff is 1e16, or 1e6 for float32, 1e3 for float16.
pub fn numpy_float_str(x: f64, w: impl Into<Width>) -> String {
    scalar_float_text(x, w.into(), Trim::OneZero, false)
}

/// One part of a complex scalar's text: as [`numpy_float_str`], but trimmed of trailing
/// zeros and the point (TrimMode_DptZeros) and optionally always signed.
pub fn complex_part_str(x: f64, w: Width, sign: bool) -> String {
    scalar_float_text(x, w, Trim::DotZeros, sign)
}

/// `@name@type_@kind@_either` (scalartypes.c.src): positional between 1e-4 and the type's
/// limit, scientific otherwise.
fn scalar_float_text(x: f64, w: Width, trim_pos: Trim, sign: bool) -> String {
    if x.is_nan() {
        return if sign { "+nan" } else { "nan" }.to_string();
    }
    let x = w.narrow(x);
    let max_pos = match w {
        Width::Half => 1e3,
        Width::Single => 1e6,
        Width::Double => 1e16,
    };
    let ax = x.abs();
    // Comparing in f64 is exact for f32 and f16 values too: none lies between 1e-4 and f64(1e-4).
    let positional = ax == 0.0 || (ax < max_pos && ax >= 1e-4);
    let o = FloatFmt {
        trim: if positional { trim_pos } else { Trim::DotZeros },
        sign,
        ..FloatFmt::default()
    };
    if positional {
        format_positional(x, w, &o)
    } else {
        format_scientific(x, w, &o)
    }
}

/// CPython's `repr(float)`: shortest round-trip digits, positional when the decimal exponent
/// is in [-4, 16) (with ".0" for integers), otherwise `d.ddde±XX`.
pub fn py_float_repr(x: f64) -> String {
    if x.is_nan() {
        return "nan".to_string();
    }
    if x.is_infinite() {
        return if x < 0.0 {
            "-inf".to_string()
        } else {
            "inf".to_string()
        };
    }
    // For f64, CPython's exponent rule and NumPy's value cutoffs (1e-4, 1e16) coincide.
    numpy_float_str(x, false)
}

#[cfg(test)]
mod tests;
