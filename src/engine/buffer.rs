//! Buffers: the raw memory arrays look into, with simulated, deterministic addresses.
//!
//! A buffer is a zero-initialised `Vec<u8>`. Views index it only at offsets checked when the
//! view was built, so no access can leave it. Addresses are simulated so that
//! `__array_interface__['data'][0]` differences are exact byte offsets and runs are repeatable.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// Where simulated allocations start: a typical user-space heap address on Linux x86-64.
const FIRST_ADDRESS: u64 = 0x7f3a_1c40_0000;
/// Allocations are 64-byte aligned with a gap between them, as a real allocator would leave.
const ALIGN: u64 = 64;

thread_local! {
    static NEXT_ID: Cell<usize> = const { Cell::new(1) };
    static NEXT_ADDR: Cell<u64> = const { Cell::new(FIRST_ADDRESS) };
    static MAX_BYTES: Cell<u64> = const { Cell::new(1 << 31) };
    /// The next display number: buffers are numbered by first appearance in a display,
    /// not by allocation (temporaries a learner never sees use up no numbers).
    static NEXT_SHOWN: Cell<usize> = const { Cell::new(1) };
}

/// Set the largest single allocation the session allows (`--max-bytes`).
pub fn set_max_bytes(n: u64) {
    MAX_BYTES.with(|m| m.set(n));
}

pub fn max_bytes() -> u64 {
    MAX_BYTES.with(|m| m.get())
}

/// Restart naming and addresses (used by `:reset` so sessions are repeatable).
pub fn reset_allocator() {
    NEXT_ID.with(|c| c.set(1));
    NEXT_ADDR.with(|c| c.set(FIRST_ADDRESS));
    NEXT_SHOWN.with(|c| c.set(1));
}

#[derive(Debug)]
pub struct Buffer {
    /// Short stable name for displays: buffer 1 is shown as `b1`.
    pub id: usize,
    /// Simulated address of byte 0.
    pub addr: u64,
    pub data: RefCell<Vec<u8>>,
    /// Display number, given the first time the buffer is named (0 = never shown yet).
    shown: Cell<usize>,
}

impl Buffer {
    /// A zero-filled buffer of `nbytes` bytes. The caller has checked the size limit.
    pub fn zeroed(nbytes: usize) -> Rc<Buffer> {
        Buffer::from_vec(vec![0u8; nbytes])
    }

    pub fn from_vec(data: Vec<u8>) -> Rc<Buffer> {
        let id = NEXT_ID.with(|c| {
            let v = c.get();
            c.set(v + 1);
            v
        });
        let len = data.len() as u64;
        let addr = NEXT_ADDR.with(|c| {
            let a = c.get();
            let step = (len.max(1)).div_ceil(ALIGN) * ALIGN + ALIGN;
            c.set(a.wrapping_add(step));
            a
        });
        Rc::new(Buffer { id, addr, data: RefCell::new(data), shown: Cell::new(0) })
    }

    pub fn len(&self) -> usize {
        self.data.borrow().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The name displays use, `b1`, `b2`, ...: numbered in the order buffers are first
    /// named, so the numbers a learner sees are consecutive.
    pub fn name(&self) -> String {
        if self.shown.get() == 0 {
            self.shown.set(NEXT_SHOWN.with(|c| {
                let v = c.get();
                c.set(v + 1);
                v
            }));
        }
        format!("b{}", self.shown.get())
    }
}

/// NumPy's text for a size in bytes in allocation errors (`_ArrayMemoryError._size_to_string`).
pub fn size_to_string(num_bytes: u128) -> String {
    const UNITS: [&str; 7] = ["bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
    let bits = 128 - num_bytes.leading_zeros() as i64;
    let mut unit_i = ((bits - 1).max(1) / 10) as usize;
    unit_i = unit_i.min(UNITS.len() - 1);
    let unit_val = 1u128 << (unit_i * 10);
    let mut n_units = num_bytes as f64 / unit_val as f64;
    if unit_i == 0 {
        return format!("{} bytes", num_bytes);
    }
    if n_units.round() == 1024.0 && unit_i < UNITS.len() - 1 {
        unit_i += 1;
        n_units /= 1024.0;
    }
    // NumPy prints three significant figures: "8.00 TiB", "16.0 GiB", "512. MiB"
    let s = if n_units < 10.0 {
        format!("{:.2}", n_units)
    } else if n_units < 100.0 {
        format!("{:.1}", n_units)
    } else {
        format!("{:.0}.", n_units)
    };
    format!("{} {}", s, UNITS[unit_i])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_as_numpy_prints_them() {
        assert_eq!(size_to_string(8 << 40), "8.00 TiB");
        assert_eq!(size_to_string(6 << 40), "6.00 TiB");
        assert_eq!(size_to_string(16 << 30), "16.0 GiB");
        assert_eq!(size_to_string(100), "100 bytes");
    }

    #[test]
    fn addresses_are_aligned_and_distinct() {
        let a = Buffer::zeroed(10);
        let b = Buffer::zeroed(100);
        assert_eq!(a.addr % 64, 0);
        assert_eq!(b.addr % 64, 0);
        assert!(b.addr >= a.addr + 64);
        assert_ne!(a.id, b.id);
    }
}
