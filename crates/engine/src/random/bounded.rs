//! Bounded random integers exactly as NumPy draws them.
//!
//! Follows numpy/random/src/distributions/distributions.c: `random_interval` (used by
//! shuffles), the `random_bounded_uint{64,32,16,8}_fill` / `random_bounded_bool_fill`
//! family with masked rejection (legacy `randint`) or Lemire's multiply-shift rejection
//! (`Generator.integers`), including the 8- and 16-bit paths that carve several draws out of
//! one buffered 32-bit word, and the single-value `random_bounded_uint64` used by
//! `Generator.choice`.

use crate::buffer::Bytes;

/// The three raw outputs every NumPy bit generator offers.
pub trait BitGen {
    fn next_u32(&mut self) -> u32;
    fn next_u64(&mut self) -> u64;
    fn next_double(&mut self) -> f64;
}

impl BitGen for super::mt19937::Mt19937 {
    fn next_u32(&mut self) -> u32 {
        super::mt19937::Mt19937::next_u32(self)
    }
    fn next_u64(&mut self) -> u64 {
        super::mt19937::Mt19937::next_u64(self)
    }
    fn next_double(&mut self) -> f64 {
        super::mt19937::Mt19937::next_double(self)
    }
}

impl BitGen for super::pcg64::Pcg64 {
    fn next_u32(&mut self) -> u32 {
        super::pcg64::Pcg64::next_u32(self)
    }
    fn next_u64(&mut self) -> u64 {
        super::pcg64::Pcg64::next_u64(self)
    }
    fn next_double(&mut self) -> f64 {
        super::pcg64::Pcg64::next_double(self)
    }
}

/// Smallest all-ones mask covering `max`.
pub fn gen_mask(max: u64) -> u64 {
    if max == 0 {
        0
    } else {
        u64::MAX >> max.leading_zeros()
    }
}

/// `random_interval`: uniform in [0, max] by masked rejection, 32-bit draws when they suffice.
pub fn random_interval<B: BitGen>(bg: &mut B, max: u64) -> u64 {
    if max == 0 {
        return 0;
    }
    let mask = gen_mask(max);
    if max <= 0xFFFF_FFFF {
        loop {
            let v = bg.next_u32() as u64 & mask;
            if v <= max {
                return v;
            }
        }
    } else {
        loop {
            let v = bg.next_u64() & mask;
            if v <= max {
                return v;
            }
        }
    }
}

#[inline(always)]
fn masked_u32<B: BitGen>(bg: &mut B, rng: u32, mask: u32) -> u32 {
    loop {
        let v = bg.next_u32() & mask;
        if v <= rng {
            return v;
        }
    }
}

fn masked_u64<B: BitGen>(bg: &mut B, rng: u64, mask: u64) -> u64 {
    loop {
        let v = bg.next_u64() & mask;
        if v <= rng {
            return v;
        }
    }
}

/// Lemire's method on 32 bits; `rng` must not be u32::MAX.
#[inline(always)]
fn lemire_u32<B: BitGen>(bg: &mut B, rng: u32) -> u32 {
    let excl = rng + 1;
    let mut m = bg.next_u32() as u64 * excl as u64;
    let mut left = m as u32;
    if left < excl {
        let threshold = (u32::MAX - rng) % excl;
        while left < threshold {
            m = bg.next_u32() as u64 * excl as u64;
            left = m as u32;
        }
    }
    (m >> 32) as u32
}

/// Lemire's method on 64 bits; `rng` must not be u64::MAX.
fn lemire_u64<B: BitGen>(bg: &mut B, rng: u64) -> u64 {
    let excl = rng + 1;
    let mut m = bg.next_u64() as u128 * excl as u128;
    let mut left = m as u64;
    if left < excl {
        let threshold = (u64::MAX - rng) % excl;
        while left < threshold {
            m = bg.next_u64() as u128 * excl as u128;
            left = m as u64;
        }
    }
    (m >> 64) as u64
}

/// A 32-bit word handed out in `bits`-wide slices, low slice first, refilled when spent.
struct Buffer {
    buf: u32,
    left: u32,
}

impl Buffer {
    fn new() -> Buffer {
        Buffer { buf: 0, left: 0 }
    }
    fn take<B: BitGen>(&mut self, bg: &mut B, bits: u32) -> u32 {
        if self.left == 0 {
            self.buf = bg.next_u32();
            self.left = 32 / bits - 1;
        } else {
            self.buf >>= bits;
            self.left -= 1;
        }
        self.buf
    }
}

/// One value of a `bits`-wide (8 or 16) bounded draw from the shared buffer.
fn small_bounded<B: BitGen>(
    bg: &mut B,
    buf: &mut Buffer,
    bits: u32,
    rng: u32,
    masked: bool,
) -> u32 {
    let full = (1u32 << bits) - 1;
    if rng == full {
        return buf.take(bg, bits) & full;
    }
    if masked {
        let mask = gen_mask(rng as u64) as u32;
        loop {
            let v = buf.take(bg, bits) & full & mask;
            if v <= rng {
                return v;
            }
        }
    }
    let excl = rng + 1;
    let mut m = (buf.take(bg, bits) & full) * excl;
    let mut left = m & full;
    if left < excl {
        let threshold = (full - rng) % excl;
        while left < threshold {
            m = (buf.take(bg, bits) & full) * excl;
            left = m & full;
        }
    }
    m >> bits
}

/// Integer width class used by the fill routines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Width {
    Bool,
    W8,
    W16,
    W32,
    W64,
}

impl Width {
    /// The draw width of an integer or bool dtype (floats never reach the bounded draws).
    pub fn of(dtype: crate::dtype::DType) -> Width {
        use crate::dtype::DType;
        match dtype {
            DType::Bool => Width::Bool,
            DType::Int8 | DType::UInt8 => Width::W8,
            DType::Int16 | DType::UInt16 => Width::W16,
            DType::Int32 | DType::UInt32 => Width::W32,
            _ => Width::W64,
        }
    }
}

/// One 32-bit bounded draw in [0, rng] (`random_buffered_bounded_uint32` without the offset).
fn bounded_u32_value<B: BitGen>(bg: &mut B, rng: u32, mask: u32, masked: bool) -> u32 {
    if rng == 0 {
        0
    } else if rng == u32::MAX {
        bg.next_u32()
    } else if masked {
        masked_u32(bg, rng, mask)
    } else {
        lemire_u32(bg, rng)
    }
}

/// `random_bounded_uint*_fill`: `cnt` values in the closed range [off, off + rng], with `off`
/// and the results as raw bit patterns of the given width (wrapping addition).
pub fn bounded_fill<B: BitGen>(
    bg: &mut B,
    width: Width,
    off: u64,
    rng: u64,
    cnt: usize,
    masked: bool,
) -> Bytes {
    // each value is stored as the low bytes of its bit pattern, little-endian
    fn store<const N: usize>(cnt: usize, mut next: impl FnMut() -> u64) -> Bytes {
        let mut out = Bytes::for_overwrite(cnt * N);
        for z in out.chunks_exact_mut(N) {
            z.copy_from_slice(&next().to_le_bytes()[..N]);
        }
        out
    }
    match width {
        Width::Bool => {
            let mut buf = Buffer::new();
            // Bool ignores `off` once there is a choice to make: the bit is the value.
            store::<1>(cnt, || if rng == 0 { off & 1 } else { (buf.take(bg, 1) & 1) as u64 })
        }
        Width::W8 | Width::W16 => {
            let bits = if width == Width::W8 { 8 } else { 16 };
            let full = (1u64 << bits) - 1;
            let (off, rng) = (off & full, rng & full);
            let mut buf = Buffer::new();
            let mut next = || {
                let v = if rng == 0 { 0 } else { small_bounded(bg, &mut buf, bits, rng as u32, masked) };
                off.wrapping_add(v as u64) & full
            };
            if width == Width::W8 { store::<1>(cnt, next) } else { store::<2>(cnt, &mut next) }
        }
        Width::W32 => {
            let (off, rng) = (off as u32, rng as u32);
            let mask = gen_mask(rng as u64) as u32;
            store::<4>(cnt, || off.wrapping_add(bounded_u32_value(bg, rng, mask, masked)) as u64)
        }
        Width::W64 => {
            let mask = gen_mask(rng);
            store::<8>(cnt, || off.wrapping_add(bounded_u64_value(bg, rng, mask, masked)))
        }
    }
}

/// The broadcast path of legacy `randint` (`_rand_<type>_broadcast`): one draw per output
/// element, each with its own `(off, rng)` (closed range [off, off + rng]), the 8/16-bit and
/// bool types sharing one buffered 32-bit word across the whole loop as NumPy's
/// `random_buffered_bounded_*` calls do; 64-bit types go through `random_bounded_uint64`.
/// Each value goes to `put` as it is drawn.
pub fn bounded_each<B: BitGen>(bg: &mut B, width: Width, ranges: impl Iterator<Item = (u64, u64)>, masked: bool, mut put: impl FnMut(u64)) {
    let mut buf = Buffer::new();
    for (off, rng) in ranges {
        put(match width {
            Width::Bool => {
                if rng & 1 == 0 {
                    off & 1
                } else {
                    (buf.take(bg, 1) & 1) as u64
                }
            }
            Width::W8 | Width::W16 => {
                let bits = if width == Width::W8 { 8 } else { 16 };
                let full = (1u64 << bits) - 1;
                let (off, rng) = (off & full, rng & full);
                let v = if rng == 0 { 0 } else { small_bounded(bg, &mut buf, bits, rng as u32, masked) };
                off.wrapping_add(v as u64) & full
            }
            Width::W32 => {
                let (off, rng) = (off as u32, rng as u32);
                off.wrapping_add(bounded_u32_value(bg, rng, gen_mask(rng as u64) as u32, masked)) as u64
            }
            Width::W64 => off.wrapping_add(bounded_u64_value(bg, rng, gen_mask(rng), masked)),
        });
    }
}

/// The offset-free core of `random_bounded_uint64` (32-bit draws for 32-bit ranges).
#[inline(always)]
fn bounded_u64_value<B: BitGen>(bg: &mut B, rng: u64, mask: u64, masked: bool) -> u64 {
    if rng == 0 {
        0
    } else if rng <= 0xFFFF_FFFF {
        if rng == 0xFFFF_FFFF {
            bg.next_u32() as u64
        } else if masked {
            masked_u32(bg, rng as u32, mask as u32) as u64
        } else {
            lemire_u32(bg, rng as u32) as u64
        }
    } else if rng == u64::MAX {
        bg.next_u64()
    } else if masked {
        masked_u64(bg, rng, mask)
    } else {
        lemire_u64(bg, rng)
    }
}

/// `random_bounded_uint64(state, 0, rng, 0, use_masked=False)`: one Lemire draw in [0, rng],
/// as `Generator.choice` and its internal integer shuffle use it.
pub fn lemire_one<B: BitGen>(bg: &mut B, rng: u64) -> u64 {
    bounded_u64_value(bg, rng, 0, false)
}
