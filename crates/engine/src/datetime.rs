//! datetime64 and timedelta64: an int64 count of units since 1970-01-01T00:00 (or of units of
//! duration), a unit, and NaT = INT64_MIN.
//!
//! Follows NumPy's numpy/_core/src/multiarray/datetime.c (the metadata and its strings,
//! conversion factors, the greatest common divisor of two units, conversions to and from the
//! broken-down date), datetime_strings.c (the ISO 8601 parser and printer) and scalartypes.c
//! (the scalars' repr and str). Arrays of these types are plain int64 arrays in the engine;
//! the interpreter carries the unit beside them, so views, slicing and sorting are the view
//! engine's own operations.

use crate::error::{PyResult, type_error, value_error};

/// NaT, "not a time": the smallest int64.
pub const NAT: i64 = i64::MIN;

/// NumPy's `NPY_DATETIMEUNIT`, in its order (coarse to fine, generic last).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Unit {
    Y,
    M,
    W,
    D,
    H,
    Min,
    S,
    Ms,
    Us,
    Ns,
    Ps,
    Fs,
    As,
    Generic,
}

const UNITS: [Unit; 14] =
    [Unit::Y, Unit::M, Unit::W, Unit::D, Unit::H, Unit::Min, Unit::S, Unit::Ms, Unit::Us, Unit::Ns, Unit::Ps, Unit::Fs, Unit::As, Unit::Generic];

/// `_datetime_factors`: how many of the next finer unit make one of this unit.
fn next_factor(u: Unit) -> u64 {
    match u {
        Unit::Y => 1,
        Unit::M => 1,
        Unit::W => 7,
        Unit::D => 24,
        Unit::H | Unit::Min => 60,
        Unit::S | Unit::Ms | Unit::Us | Unit::Ns | Unit::Ps | Unit::Fs => 1000,
        Unit::As | Unit::Generic => 1,
    }
}

impl Unit {
    /// `_datetime_strings`.
    pub fn code(self) -> &'static str {
        match self {
            Unit::Y => "Y",
            Unit::M => "M",
            Unit::W => "W",
            Unit::D => "D",
            Unit::H => "h",
            Unit::Min => "m",
            Unit::S => "s",
            Unit::Ms => "ms",
            Unit::Us => "us",
            Unit::Ns => "ns",
            Unit::Ps => "ps",
            Unit::Fs => "fs",
            Unit::As => "as",
            Unit::Generic => "generic",
        }
    }

    /// `_datetime_verbose_strings` (str of a timedelta64).
    pub fn verbose(self) -> &'static str {
        match self {
            Unit::Y => "years",
            Unit::M => "months",
            Unit::W => "weeks",
            Unit::D => "days",
            Unit::H => "hours",
            Unit::Min => "minutes",
            Unit::S => "seconds",
            Unit::Ms => "milliseconds",
            Unit::Us => "microseconds",
            Unit::Ns => "nanoseconds",
            Unit::Ps => "picoseconds",
            Unit::Fs => "femtoseconds",
            Unit::As => "attoseconds",
            Unit::Generic => "generic time units",
        }
    }

    /// `parse_datetime_unit_from_string` ('μs' is accepted for 'us', as NumPy does).
    pub fn from_code(s: &str) -> Option<Unit> {
        if s == "μs" {
            return Some(Unit::Us);
        }
        UNITS.iter().copied().find(|u| u.code() == s)
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// `PyArray_DatetimeMetaData`: a base unit and a multiplier (`[10s]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Meta {
    pub unit: Unit,
    pub num: u32,
}

impl Meta {
    pub const GENERIC: Meta = Meta { unit: Unit::Generic, num: 1 };

    pub fn new(unit: Unit) -> Meta {
        Meta { unit, num: 1 }
    }

    /// `metastr_to_unicode(meta, skip_brackets)`: "[D]", "[10s]", "" (generic);
    /// without brackets "D", "10s", "generic".
    pub fn text(&self, brackets: bool) -> String {
        if self.unit == Unit::Generic {
            return if brackets { String::new() } else { "generic".into() };
        }
        let inner = if self.num == 1 { self.unit.code().to_string() } else { format!("{}{}", self.num, self.unit.code()) };
        if brackets { format!("[{inner}]") } else { inner }
    }
}

/// Which of the two types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimeKind {
    Datetime,
    Timedelta,
}

/// A datetime64 or timedelta64 dtype.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TimeDType {
    pub kind: TimeKind,
    pub meta: Meta,
}

impl TimeDType {
    pub fn new(kind: TimeKind, unit: Unit) -> TimeDType {
        TimeDType { kind, meta: Meta::new(unit) }
    }

    /// `dtype.char` and `dtype.kind`: 'M' or 'm'.
    pub fn char(&self) -> char {
        match self.kind {
            TimeKind::Datetime => 'M',
            TimeKind::Timedelta => 'm',
        }
    }

    /// "datetime64" or "timedelta64": the scalar type's name.
    pub fn type_name(&self) -> &'static str {
        match self.kind {
            TimeKind::Datetime => "datetime64",
            TimeKind::Timedelta => "timedelta64",
        }
    }

    /// `dtype.name`: "datetime64[D]", "timedelta64".
    pub fn name(&self) -> String {
        format!("{}{}", self.type_name(), self.meta.text(true))
    }

    /// `dtype.str`: "<M8[D]".
    pub fn typestr(&self) -> String {
        format!("<{}8{}", self.char(), self.meta.text(true))
    }

    /// `repr(dtype)`: "dtype('<M8[D]')".
    pub fn repr(&self) -> String {
        format!("dtype('{}')", self.typestr())
    }
}

/// Parse a dtype string naming a datetime or timedelta type: 'datetime64[D]', 'M8[h]',
/// '<m8[10s]', 'M8', 'M'. None when the string names something else; an error with NumPy's
/// words when the unit part is malformed.
pub fn parse_dtype(s: &str) -> Option<PyResult<TimeDType>> {
    let body = s.strip_prefix(['<', '=', '|']).unwrap_or(s);
    for (prefix, kind) in [
        ("datetime64", TimeKind::Datetime),
        ("timedelta64", TimeKind::Timedelta),
        ("M8", TimeKind::Datetime),
        ("m8", TimeKind::Timedelta),
        ("M", TimeKind::Datetime),
        ("m", TimeKind::Timedelta),
    ] {
        if let Some(rest) = body.strip_prefix(prefix) {
            if !rest.is_empty() && !rest.starts_with('[') {
                continue;
            }
            if body.len() != s.len() && !prefix.ends_with('8') {
                // '<M' is no dtype NumPy knows.
                return None;
            }
            return Some(parse_metastr(rest).map(|meta| TimeDType { kind, meta }));
        }
    }
    None
}

/// `parse_datetime_metadata_from_metastr`: "" (generic), "[D]", "[10s]", "[s/10]" is refused.
pub fn parse_metastr(metastr: &str) -> PyResult<Meta> {
    if metastr.is_empty() {
        return Ok(Meta::GENERIC);
    }
    let bad = |pos: usize| type_error(format!("Invalid datetime metadata string \"{metastr}\" at position {pos}"));
    if metastr.len() < 3 || !metastr.starts_with('[') {
        return Err(type_error(format!("Invalid datetime metadata string \"{metastr}\"")));
    }
    let Some(close) = metastr.find(']') else { return Err(bad(metastr.len())) };
    if close == 1 {
        return Err(bad(1));
    }
    let meta = parse_unit(&metastr[1..close])
        .ok_or_else(|| bad(1))?
        .map_err(|e| if e.kind == crate::error::ExcKind::TypeError { type_error(format!("Invalid datetime unit in metadata string \"{metastr}\"")) } else { e })?;
    if close + 1 != metastr.len() {
        return Err(bad(close + 1));
    }
    Ok(meta)
}

/// A unit with an optional multiplier: "D", "10s", "generic" (NumPy's
/// `parse_datetime_extended_unit_from_string`, without the divisor form).
pub fn parse_unit(s: &str) -> Option<PyResult<Meta>> {
    let digits = s.bytes().take_while(u8::is_ascii_digit).count();
    let num = if digits == 0 {
        1
    } else {
        match s[..digits].parse::<u32>() {
            Ok(n) if n <= i32::MAX as u32 => n,
            _ => return None,
        }
    };
    let code = &s[digits..];
    if code.contains('/') {
        return Some(Err(crate::error::not_implemented("datetime units with a divisor are not supported by stridelab")));
    }
    match Unit::from_code(code) {
        Some(unit) => Some(Ok(Meta { unit, num: num.max(1) })),
        None => Some(Err(type_error(format!("Invalid datetime unit \"{code}\" in metadata")))),
    }
}

/// A broken-down date and time (`npy_datetimestruct`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Dts {
    pub year: i64,
    pub month: i32,
    pub day: i32,
    pub hour: i32,
    pub min: i32,
    pub sec: i32,
    pub us: i32,
    pub ps: i32,
    pub as_: i32,
}

const DAYS_PER_MONTH: [[i32; 12]; 2] =
    [[31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31], [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]];

pub fn is_leap(year: i64) -> bool {
    year & 3 == 0 && (year % 100 != 0 || year % 400 == 0)
}

/// The days in this month of this year.
pub fn days_in_month(year: i64, month: i32) -> i32 {
    DAYS_PER_MONTH[is_leap(year) as usize][(month - 1).clamp(0, 11) as usize]
}

/// Python's divmod for a positive divisor.
fn divmod(d: i64, unit: i64) -> (i64, i64) {
    (d.div_euclid(unit), d.rem_euclid(unit))
}

/// `get_datetimestruct_days`: days from 1970-01-01 (the proleptic Gregorian calendar).
pub fn days_from_civil(year: i64, month: i32, day: i32) -> i64 {
    let y = year - i64::from(month <= 2);
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = i64::from(if month > 2 { month - 3 } else { month + 9 });
    let doy = (153 * mp + 2) / 5 + i64::from(day) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146097 + doe - 719468
}

/// `set_datetimestruct_days`: the year, month and day of a day count.
pub fn civil_from_days(days: i64) -> (i64, i32, i32) {
    let z = days as i128 + 719468;
    let era = z.div_euclid(146097);
    let doe = z - era * 146097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    ((y + i128::from(m <= 2)) as i64, m as i32, d as i32)
}

/// Units per day for the time units (h and finer), as i64 where it fits.
fn per_day(u: Unit) -> Option<i64> {
    let mut f: i64 = 1;
    let mut cur = Unit::D;
    while cur < u {
        f = f.checked_mul(next_factor(cur) as i64)?;
        cur = UNITS[cur.index() + 1];
    }
    Some(f)
}

/// `NpyDatetime_ConvertDatetime64ToDatetimeStruct` (NaT is not passed here).
pub fn to_dts(meta: Meta, v: i64) -> PyResult<Dts> {
    if meta.unit == Unit::Generic {
        return Err(value_error("Cannot convert a NumPy datetime value other than NaT with generic units"));
    }
    let dt = v.checked_mul(i64::from(meta.num)).ok_or_else(|| crate::error::overflow_error("Overflow when converting between datetime64 units"))?;
    let mut out = Dts { year: 1970, month: 1, day: 1, ..Dts::default() };
    let set_days = |out: &mut Dts, days: i64| {
        let (y, m, d) = civil_from_days(days);
        out.year = y;
        out.month = m;
        out.day = d;
    };
    match meta.unit {
        Unit::Y => out.year = 1970 + dt,
        Unit::M => {
            let (y, m) = divmod(dt, 12);
            out.year = 1970 + y;
            out.month = m as i32 + 1;
        }
        Unit::W => set_days(&mut out, dt.wrapping_mul(7)),
        Unit::D => set_days(&mut out, dt),
        Unit::Fs | Unit::As => {
            // Their whole range is a few hours or seconds around the epoch.
            let per_sec: i64 = if meta.unit == Unit::Fs { 1_000_000_000_000_000 } else { 1_000_000_000_000_000_000 };
            let (secs, frac) = divmod(dt, per_sec);
            let (days, sod) = divmod(secs, 86400);
            set_days(&mut out, days);
            out.hour = (sod / 3600) as i32;
            out.min = (sod / 60 % 60) as i32;
            out.sec = (sod % 60) as i32;
            let atto = if meta.unit == Unit::Fs { i128::from(frac) * 1000 } else { i128::from(frac) };
            out.us = (atto / 1_000_000_000_000) as i32;
            out.ps = (atto / 1_000_000 % 1_000_000) as i32;
            out.as_ = (atto % 1_000_000) as i32;
        }
        u => {
            let pd = per_day(u).unwrap_or(1);
            let (days, rest) = divmod(dt, pd);
            set_days(&mut out, days);
            // the time of day in attoseconds (h to ps divide a day exactly)
            let atto = i128::from(rest) * (86_400 * 10i128.pow(18) / i128::from(pd));
            let secs = atto / 10i128.pow(18);
            let frac = atto % 10i128.pow(18);
            out.hour = (secs / 3600) as i32;
            out.min = (secs / 60 % 60) as i32;
            out.sec = (secs % 60) as i32;
            out.us = (frac / 1_000_000_000_000) as i32;
            out.ps = (frac / 1_000_000 % 1_000_000) as i32;
            out.as_ = (frac % 1_000_000) as i32;
        }
    }
    Ok(out)
}

/// `NpyDatetime_ConvertDatetimeStructToDatetime64`: truncates to the unit (floor for weeks
/// and multipliers); the arithmetic wraps where NumPy's overflows silently.
pub fn from_dts(meta: Meta, d: &Dts) -> PyResult<i64> {
    if meta.unit == Unit::Generic {
        return Err(value_error("Cannot create a NumPy datetime other than NaT with generic units"));
    }
    let ret: i64 = match meta.unit {
        Unit::Y => d.year - 1970,
        Unit::M => 12 * (d.year - 1970) + i64::from(d.month - 1),
        u => {
            let days = days_from_civil(d.year, d.month, d.day);
            if u == Unit::W {
                days.div_euclid(7)
            } else {
                let secs = ((days as i128 * 24 + i128::from(d.hour)) * 60 + i128::from(d.min)) * 60 + i128::from(d.sec);
                let atto = (i128::from(d.us) * 1_000_000 + i128::from(d.ps)) * 1_000_000 + i128::from(d.as_);
                let v: i128 = match u {
                    Unit::D => days as i128,
                    Unit::H => days as i128 * 24 + i128::from(d.hour),
                    Unit::Min => (days as i128 * 24 + i128::from(d.hour)) * 60 + i128::from(d.min),
                    _ => {
                        let k = 3 * (u.index() as u32 - Unit::S.index() as u32);
                        secs * 10i128.pow(k) + atto / 10i128.pow(18 - k)
                    }
                };
                v as i64
            }
        }
    };
    let num = i64::from(meta.num);
    Ok(if num > 1 { ret.div_euclid(num) } else { ret })
}

/// The ISO 8601 parse: NaT, or a date and the unit its precision suggests.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Parsed {
    NaT,
    Date(Dts, Unit),
}

/// `NpyDatetime_ParseISO8601Datetime` without 'today' and 'now' (the caller handles them),
/// and with a timezone offset applied as NumPy does (it also warns, on stderr).
pub fn parse_iso(s: &str) -> PyResult<Parsed> {
    let b = s.as_bytes();
    if b.is_empty() || s.eq_ignore_ascii_case("nat") {
        return Ok(Parsed::NaT);
    }
    let err = |pos: usize| value_error(format!("Error parsing datetime string \"{s}\" at position {pos}"));
    let mut i = 0;
    while i < b.len() && b[i].is_ascii_whitespace() {
        i += 1;
    }
    let neg = b.get(i) == Some(&b'-');
    if matches!(b.get(i), Some(b'-') | Some(b'+')) {
        i += 1;
    }
    if i == b.len() {
        return Err(err(i));
    }
    let mut out = Dts { month: 1, day: 1, ..Dts::default() };
    while i < b.len() && b[i].is_ascii_digit() {
        out.year = out.year.wrapping_mul(10).wrapping_add(i64::from(b[i] - b'0'));
        i += 1;
    }
    if neg && b[0] == b'-' {
        out.year = -out.year;
    }
    let two = |i: usize| -> Option<i32> {
        if i + 1 < b.len() && b[i].is_ascii_digit() && b[i + 1].is_ascii_digit() {
            Some(i32::from(b[i] - b'0') * 10 + i32::from(b[i + 1] - b'0'))
        } else {
            None
        }
    };
    if i == b.len() {
        return Ok(Parsed::Date(out, Unit::Y));
    }
    if b[i] != b'-' {
        return Err(err(i));
    }
    i += 1;
    if i == b.len() {
        return Err(err(i));
    }
    out.month = two(i).ok_or_else(|| err(i))?;
    if !(1..=12).contains(&out.month) {
        return Err(value_error(format!("Month out of range in datetime string \"{s}\"")));
    }
    i += 2;
    if i == b.len() {
        return Ok(Parsed::Date(out, Unit::M));
    }
    if b[i] != b'-' {
        return Err(err(i));
    }
    i += 1;
    if i == b.len() {
        return Err(err(i));
    }
    out.day = two(i).ok_or_else(|| err(i))?;
    if out.day < 1 || out.day > days_in_month(out.year, out.month) {
        return Err(value_error(format!("Day out of range in datetime string \"{s}\"")));
    }
    i += 2;
    if i == b.len() {
        return Ok(Parsed::Date(out, Unit::D));
    }
    if b[i] != b'T' && b[i] != b' ' {
        return Err(err(i));
    }
    i += 1;
    out.hour = two(i).ok_or_else(|| err(i))?;
    if out.hour >= 24 {
        return Err(value_error(format!("Hours out of range in datetime string \"{s}\"")));
    }
    i += 2;
    let mut best = Unit::H;
    'time: {
        if b.get(i) != Some(&b':') {
            break 'time;
        }
        i += 1;
        out.min = two(i).ok_or_else(|| err(i))?;
        if out.min >= 60 {
            return Err(value_error(format!("Minutes out of range in datetime string \"{s}\"")));
        }
        i += 2;
        best = Unit::Min;
        if b.get(i) != Some(&b':') {
            break 'time;
        }
        i += 1;
        out.sec = two(i).ok_or_else(|| err(i))?;
        if out.sec >= 60 {
            return Err(value_error(format!("Seconds out of range in datetime string \"{s}\"")));
        }
        i += 2;
        best = Unit::S;
        if b.get(i) != Some(&b'.') {
            break 'time;
        }
        i += 1;
        // Three groups of up to six digits: microseconds, picoseconds, attoseconds.
        let fields = [(Unit::Ms, Unit::Us), (Unit::Ns, Unit::Ps), (Unit::Fs, Unit::As)];
        for (g, (short, long)) in fields.into_iter().enumerate() {
            let mut v = 0i32;
            let mut n = 0;
            for _ in 0..6 {
                v *= 10;
                if i < b.len() && b[i].is_ascii_digit() {
                    v += i32::from(b[i] - b'0');
                    i += 1;
                    n += 1;
                }
            }
            match g {
                0 => out.us = v,
                1 => out.ps = v,
                _ => out.as_ = v,
            }
            best = if n > 3 { long } else { short };
            if i == b.len() || !b[i].is_ascii_digit() {
                break;
            }
        }
    }
    if i == b.len() {
        return Ok(Parsed::Date(out, best));
    }
    if b[i] == b'Z' {
        i += 1;
        if i == b.len() {
            return Ok(Parsed::Date(out, best));
        }
    } else if b[i] == b'-' || b[i] == b'+' {
        let neg = b[i] == b'-';
        i += 1;
        let h = two(i).ok_or_else(|| err(i))?;
        i += 2;
        if h >= 24 {
            return Err(value_error(format!("Timezone hours offset out of range in datetime string \"{s}\"")));
        }
        let mut m = 0;
        if i < b.len() {
            if b[i] == b':' {
                i += 1;
            }
            m = two(i).ok_or_else(|| err(i))?;
            i += 2;
            if m >= 60 {
                return Err(value_error(format!("Timezone minutes offset out of range in datetime string \"{s}\"")));
            }
        }
        let offset = if neg { -(h * 60 + m) } else { h * 60 + m };
        add_minutes(&mut out, -i64::from(offset));
    }
    while i < b.len() && b[i].is_ascii_whitespace() {
        i += 1;
    }
    if i != b.len() {
        return Err(err(i));
    }
    Ok(Parsed::Date(out, best))
}

fn add_minutes(d: &mut Dts, minutes: i64) {
    let total = i64::from(d.hour) * 60 + i64::from(d.min) + minutes;
    let (days, mins) = divmod(total, 1440);
    d.hour = (mins / 60) as i32;
    d.min = (mins % 60) as i32;
    if days != 0 {
        let (y, m, dd) = civil_from_days(days_from_civil(d.year, d.month, d.day) + days);
        d.year = y;
        d.month = m;
        d.day = dd;
    }
}

/// `lossless_unit_from_datetimestruct`: the coarsest unit that keeps every field.
pub fn lossless_unit(d: &Dts) -> Unit {
    if d.as_ % 1000 != 0 {
        Unit::As
    } else if d.as_ != 0 {
        Unit::Fs
    } else if d.ps % 1000 != 0 {
        Unit::Ps
    } else if d.ps != 0 {
        Unit::Ns
    } else if d.us % 1000 != 0 {
        Unit::Us
    } else if d.us != 0 {
        Unit::Ms
    } else if d.sec != 0 {
        Unit::S
    } else if d.min != 0 {
        Unit::Min
    } else if d.hour != 0 {
        Unit::H
    } else if d.day != 1 {
        Unit::D
    } else if d.month != 1 {
        Unit::M
    } else {
        Unit::Y
    }
}

/// `NpyDatetime_MakeISO8601Datetime` in UTC without a zone suffix, to the given unit
/// (weeks print as days; None picks the lossless unit, at least days).
pub fn format_iso(d: &Dts, unit: Option<Unit>) -> String {
    let base = match unit {
        None => match lossless_unit(d) {
            Unit::H => Unit::Min,
            u if u < Unit::D => Unit::D,
            u => u,
        },
        Some(Unit::W) => Unit::D,
        Some(u) => u,
    };
    let mut s = format!("{:04}", d.year);
    if base == Unit::Y {
        return s;
    }
    s.push_str(&format!("-{:02}", d.month));
    if base == Unit::M {
        return s;
    }
    s.push_str(&format!("-{:02}", d.day));
    if base == Unit::D {
        return s;
    }
    s.push_str(&format!("T{:02}", d.hour));
    if base == Unit::H {
        return s;
    }
    s.push_str(&format!(":{:02}", d.min));
    if base == Unit::Min {
        return s;
    }
    s.push_str(&format!(":{:02}", d.sec));
    if base == Unit::S {
        return s;
    }
    let frac = format!("{:06}{:06}{:06}", d.us, d.ps, d.as_);
    let digits = 3 * (base.index() - Unit::S.index());
    s.push('.');
    s.push_str(&frac[..digits.min(18)]);
    s
}

/// The ISO string of a datetime64 value in its own unit ("NaT" for NaT and generic units).
pub fn datetime_string(meta: Meta, v: i64) -> PyResult<String> {
    if v == NAT || meta.unit == Unit::Generic {
        return Ok("NaT".into());
    }
    Ok(format_iso(&to_dts(meta, v)?, Some(meta.unit)))
}

/// `repr(np.datetime64(...))`.
pub fn datetime_repr(meta: Meta, v: i64) -> PyResult<String> {
    let iso = datetime_string(meta, v)?;
    if (meta.num == 1 && meta.unit != Unit::H) || meta.unit == Unit::Generic {
        if v == NAT {
            return Ok(format!("np.datetime64('{iso}','{}')", meta.text(false)));
        }
        return Ok(format!("np.datetime64('{iso}')"));
    }
    Ok(format!("np.datetime64('{iso}','{}')", meta.text(false)))
}

/// `repr(np.timedelta64(...))`.
pub fn timedelta_repr(meta: Meta, v: i64) -> String {
    let val = if v == NAT { "'NaT'".to_string() } else { v.to_string() };
    if meta.unit == Unit::Generic {
        format!("np.timedelta64({val})")
    } else {
        format!("np.timedelta64({val},'{}')", meta.text(false))
    }
}

/// `str(np.timedelta64(...))`: "1 days", "NaT".
pub fn timedelta_str(meta: Meta, v: i64) -> String {
    if v == NAT {
        return "NaT".into();
    }
    format!("{} {}", v.wrapping_mul(i64::from(meta.num)), meta.unit.verbose())
}

/// `get_datetime_units_factor`: how many `little` make one `big` (0 on overflow).
fn units_factor(big: Unit, little: Unit) -> u64 {
    let mut factor: u64 = 1;
    let mut u = big;
    while u < little {
        factor = factor.wrapping_mul(next_factor(u));
        if factor & 0xff00_0000_0000_0000 != 0 {
            return 0;
        }
        u = UNITS[u.index() + 1];
    }
    factor
}

fn gcd(mut x: u64, mut y: u64) -> u64 {
    if x > y {
        std::mem::swap(&mut x, &mut y);
    }
    while x != y && y != 0 {
        let t = x % y;
        x = y;
        y = t;
    }
    x
}

/// `get_datetime_conversion_factor`: src values times num / denom are dst values (years and
/// months are averaged over the 400-year cycle).
pub fn conversion_factor(src: Meta, dst: Meta) -> PyResult<(i64, i64)> {
    if src.unit == Unit::Generic {
        return Ok((1, 1));
    }
    if dst.unit == Unit::Generic {
        return Err(value_error("Cannot convert from specific units to generic units in NumPy datetimes or timedeltas"));
    }
    let (a, b, swapped) = if src.unit <= dst.unit { (src.unit, dst.unit, false) } else { (dst.unit, src.unit, true) };
    let (mut num, mut denom): (u64, u64) = (1, 1);
    if a != b {
        if a == Unit::Y {
            if b == Unit::M {
                num *= 12;
            } else if b == Unit::W {
                num *= 97 + 400 * 365;
                denom *= 400 * 7;
            } else {
                num *= 97 + 400 * 365;
                denom *= 400;
                num = num.wrapping_mul(units_factor(Unit::D, b));
            }
        } else if a == Unit::M {
            if b == Unit::W {
                num *= 97 + 400 * 365;
                denom *= 400 * 12 * 7;
            } else {
                num *= 97 + 400 * 365;
                denom *= 400 * 12;
                num = num.wrapping_mul(units_factor(Unit::D, b));
            }
        } else {
            num *= units_factor(a, b);
        }
    }
    if num == 0 {
        return Err(crate::error::overflow_error(format!(
            "Integer overflow while computing the conversion factor between NumPy datetime units {} and {}",
            a.code(),
            b.code()
        )));
    }
    if swapped {
        std::mem::swap(&mut num, &mut denom);
    }
    num = num.wrapping_mul(u64::from(src.num));
    denom = denom.wrapping_mul(u64::from(dst.num));
    let g = gcd(num, denom).max(1);
    Ok(((num / g) as i64, (denom / g) as i64))
}

/// Scale by num / denom, rounding toward minus infinity (the cast loops' formula), NaT kept.
pub fn rescale(v: i64, num: i64, denom: i64) -> i64 {
    if v == NAT {
        return NAT;
    }
    if v < 0 {
        (v.wrapping_mul(num) - (denom - 1)) / denom
    } else {
        v.wrapping_mul(num) / denom
    }
}

/// A cast between two metadata of one kind, as a function of each value: datetimes that
/// involve years or months go through the broken-down date, the rest scale.
pub fn caster(kind: TimeKind, src: Meta, dst: Meta) -> PyResult<Box<dyn Fn(i64) -> i64>> {
    if src == dst || src.unit == Unit::Generic {
        return Ok(Box::new(|v| v));
    }
    let (num, denom) = conversion_factor(src, dst)?;
    let nonlinear = |u: Unit| u == Unit::Y || u == Unit::M;
    if kind == TimeKind::Datetime && (nonlinear(src.unit) || nonlinear(dst.unit)) {
        return Ok(Box::new(move |v| {
            if v == NAT {
                return NAT;
            }
            match to_dts(src, v).and_then(|d| from_dts(dst, &d)) {
                Ok(x) => x,
                Err(_) => NAT,
            }
        }));
    }
    Ok(Box::new(move |v| rescale(v, num, denom)))
}

/// `compute_datetime_metadata_greatest_common_divisor`; `strict1`/`strict2` say that side is a
/// timedelta, whose years and months cannot meet other units.
pub fn gcd_meta(m1: Meta, m2: Meta, strict1: bool, strict2: bool) -> PyResult<Meta> {
    if m1.unit == Unit::Generic {
        return Ok(m2);
    }
    if m2.unit == Unit::Generic {
        return Ok(m1);
    }
    let overflow = || {
        crate::error::overflow_error(format!(
            "Integer overflow getting a common metadata divisor for NumPy datetime metadata {} and {}.",
            m1.text(true),
            m2.text(true)
        ))
    };
    let incompatible = || {
        type_error(format!(
            "Cannot get a common metadata divisor for Numpy datetime metadata {} and {} because they have incompatible nonlinear base time units.",
            m1.text(true),
            m2.text(true)
        ))
    };
    let (mut n1, mut n2) = (u64::from(m1.num), u64::from(m2.num));
    let base;
    if m1.unit == m2.unit {
        base = m1.unit;
    } else {
        if m1.unit == Unit::Y {
            if m2.unit == Unit::M {
                n1 *= 12;
            } else if strict1 {
                return Err(incompatible());
            }
        } else if m2.unit == Unit::Y {
            if m1.unit == Unit::M {
                n2 *= 12;
            } else if strict2 {
                return Err(incompatible());
            }
        } else if m1.unit == Unit::M {
            if strict1 {
                return Err(incompatible());
            }
        } else if m2.unit == Unit::M && strict2 {
            return Err(incompatible());
        }
        if m1.unit > m2.unit {
            base = m1.unit;
            n2 = n2.wrapping_mul(units_factor(m2.unit, m1.unit));
            if n2 == 0 {
                return Err(overflow());
            }
        } else {
            base = m2.unit;
            n1 = n1.wrapping_mul(units_factor(m1.unit, m2.unit));
            if n1 == 0 {
                return Err(overflow());
            }
        }
    }
    let num = gcd(n1, n2);
    if num == 0 || num > i32::MAX as u64 {
        return Err(overflow());
    }
    Ok(Meta { unit: base, num: num as u32 })
}

/// `datetime_type_promotion`: the common type of two time dtypes (a datetime if either is).
pub fn promote(a: TimeDType, b: TimeDType) -> PyResult<TimeDType> {
    let meta = gcd_meta(a.meta, b.meta, a.kind == TimeKind::Timedelta, b.kind == TimeKind::Timedelta)?;
    let kind = if a.kind == TimeKind::Datetime || b.kind == TimeKind::Datetime { TimeKind::Datetime } else { TimeKind::Timedelta };
    Ok(TimeDType { kind, meta })
}

/// Parse a datetime string for the given unit (None: the string's own), as
/// `np.datetime64(s, unit)` and string-to-datetime casts do (same_kind casting: any unit but
/// generic). Returns the value and the unit used.
pub fn parse_datetime(s: &str, unit: Option<Meta>) -> PyResult<(i64, Meta)> {
    let trimmed = s;
    if trimmed.eq_ignore_ascii_case("today") || trimmed.eq_ignore_ascii_case("now") {
        return today_or_now(trimmed, unit);
    }
    match parse_iso(trimmed)? {
        Parsed::NaT => Ok((NAT, unit.unwrap_or(Meta::GENERIC))),
        Parsed::Date(d, best) => {
            let meta = match unit {
                Some(m) if m.unit == Unit::Generic => {
                    return Err(value_error("Cannot create a NumPy datetime other than NaT with generic units"));
                }
                Some(m) => m,
                None => Meta::new(best),
            };
            Ok((from_dts(meta, &d)?, meta))
        }
    }
}

/// 'today' (a date) and 'now' (seconds), from the system clock in UTC.
fn today_or_now(s: &str, unit: Option<Meta>) -> PyResult<(i64, Meta)> {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0);
    let today = s.eq_ignore_ascii_case("today");
    let best = if today { Unit::D } else { Unit::S };
    let meta = match unit {
        Some(m) if m.unit == Unit::Generic => {
            return Err(type_error(format!("Cannot parse \"{s}\" as unit 'generic' using casting rule 'same_kind'")));
        }
        Some(m) => m,
        None => Meta::new(best),
    };
    let v = if today { secs.div_euclid(86400) } else { secs };
    let d = to_dts(Meta::new(best), v)?;
    Ok((from_dts(meta, &d)?, meta))
}

/// The unit NumPy gives an integer or a string when no unit is named: generic for numbers.
pub fn int_meta(unit: Option<Meta>) -> Meta {
    unit.unwrap_or(Meta::GENERIC)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> (i64, Meta) {
        parse_datetime(s, None).unwrap()
    }

    #[test]
    fn parses_and_prints_as_numpy() {
        assert_eq!(d("2016-07-01"), (16983, Meta::new(Unit::D)));
        assert_eq!(d("2020-03-24T00"), (440_280, Meta::new(Unit::H)));
        assert_eq!(d("2019-05-31 00:00:00").1, Meta::new(Unit::S));
        assert_eq!(d("1066-10-13").0, -329_894);
        let (v, m) = d("2020-03-24T00:00:00.5");
        assert_eq!(m.unit, Unit::Ms);
        assert_eq!(datetime_repr(m, v).unwrap(), "np.datetime64('2020-03-24T00:00:00.500')");
        assert_eq!(datetime_repr(Meta::new(Unit::H), 5).unwrap(), "np.datetime64('1970-01-01T05','h')");
        assert_eq!(datetime_repr(Meta::GENERIC, NAT).unwrap(), "np.datetime64('NaT','generic')");
        assert_eq!(timedelta_repr(Meta::new(Unit::D), 1), "np.timedelta64(1,'D')");
        assert_eq!(timedelta_str(Meta::GENERIC, 3), "3 generic time units");
        for days in [-800_000i64, -1, 0, 59, 60, 16983, 2_000_000] {
            let (y, m, dd) = civil_from_days(days);
            assert_eq!(days_from_civil(y, m, dd), days);
        }
        assert_eq!(datetime_string(Meta::new(Unit::D), -329_894).unwrap(), "1066-10-13");
        assert!(parse_iso("2016-13").is_err());
        assert_eq!(parse_iso("2016-07-01x").unwrap_err().msg, "Error parsing datetime string \"2016-07-01x\" at position 10");
    }

    #[test]
    fn units_promote_and_convert_as_numpy() {
        let day = Meta::new(Unit::D);
        let hour = Meta::new(Unit::H);
        assert_eq!(gcd_meta(day, hour, false, false).unwrap(), hour);
        assert_eq!(gcd_meta(Meta::new(Unit::Y), day, false, false).unwrap(), day);
        let e = gcd_meta(Meta::new(Unit::Y), day, true, true).unwrap_err();
        assert!(e.msg.contains("[Y] and [D] because they have incompatible nonlinear"));
        assert_eq!(conversion_factor(day, hour).unwrap(), (24, 1));
        assert_eq!(conversion_factor(hour, day).unwrap(), (1, 24));
        assert_eq!(rescale(-1, 1, 24), -1);
        let c = caster(TimeKind::Datetime, Meta::new(Unit::M), day).unwrap();
        assert_eq!(c(1), 31);
        assert_eq!(parse_dtype("M8[h]").unwrap().unwrap().name(), "datetime64[h]");
        assert_eq!(parse_dtype("m8[10s]").unwrap().unwrap().typestr(), "<m8[10s]");
        assert_eq!(parse_dtype("datetime64").unwrap().unwrap().repr(), "dtype('<M8')");
        assert!(parse_dtype("float64").is_none());
    }
}
