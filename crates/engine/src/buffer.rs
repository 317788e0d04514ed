//! Buffers: the raw memory arrays look into, with simulated, deterministic addresses.
//!
//! A buffer is zero-initialised bytes ([`Bytes`]): a `Vec<u8>`, or for large buffers an
//! anonymous mapping advised for transparent huge pages, as NumPy's allocator advises its
//! large arrays (`indicate_hugepages` in `numpy/_core/src/multiarray/alloc.c`). Views index
//! it only at offsets checked when the view was built, so no access can leave it. Addresses are simulated so that
//! `__array_interface__['data'][0]` differences are exact byte offsets and runs are repeatable.

use std::cell::{Cell, RefCell};
use std::ops::{Deref, DerefMut};
use std::rc::Rc;
use std::sync::atomic::{AtomicUsize, Ordering};

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
    /// Memory of large buffers that were freed, kept for the next allocation of about the
    /// same size (see [`Buffer::zeroed`]).
    static SPARE: RefCell<Vec<Bytes>> = const { RefCell::new(Vec::new()) };
}

/// Buffers at least this large get their own mapping advised for huge pages: NumPy's
/// threshold (4 MiB, `indicate_hugepages`). Fresh pages are faulted in and zeroed by the
/// kernel; in 2 MiB pages that costs a fraction of 512 faults of 4 KiB each. glibc's own
/// `glibc.malloc.hugetlb=1` tunable cannot be relied on: glibc 2.36 compares the THP mode it
/// reads from sysfs without terminating the string, so it takes effect in about half the
/// runs.
const HUGE_MIN: usize = 1 << 22;

/// Where a buffer starts inside its mapping: 16 bytes in, where glibc's `malloc` puts the
/// data of a large (mapped) chunk after its header, so where NumPy's large arrays start.
/// It matters for speed: on the AMD EPYC (Zen 4) machine the benchmarks run on, streaming
/// loops between two 64-byte-aligned buffers ran slower than between two that start 16
/// bytes in (`cargo run --release --example placement`, medians of 20 interleaved rounds on
/// 10^7 elements: add 7.4-8.7 vs 6.6-7.1 ms, f64 -> f32 cast 5.5 vs 4.5 ms; copy, sum and max
/// within 3% either way). Sitting where NumPy's arrays sit compares like with like on any
/// machine.
const MAPPED_START: usize = 16;

/// The bytes of a buffer: heap memory, or (large buffers) an anonymous mapping whose bytes
/// `MAPPED_START..MAPPED_START + len` are the buffer (a recycled mapping may be longer).
#[derive(Debug)]
pub enum Bytes {
    Heap(Vec<u8>),
    Mapped { map: Mapping, len: usize },
}

/// Bytes held in mappings now, process-wide: they bypass the allocator, so the memory budget
/// (`budget.rs`) adds them to what the allocator counts.
static MAPPED_BYTES: AtomicUsize = AtomicUsize::new(0);

/// The bytes of all live mappings.
pub fn mapped_bytes() -> usize {
    MAPPED_BYTES.load(Ordering::Relaxed)
}

/// An anonymous mapping, counted in [`mapped_bytes`] while it lives.
#[derive(Debug)]
pub struct Mapping(memmap2::MmapMut);

impl Mapping {
    fn new(nbytes: usize) -> Option<Mapping> {
        let map = memmap2::MmapOptions::new().len(nbytes).map_anon().ok()?;
        MAPPED_BYTES.fetch_add(map.len(), Ordering::Relaxed);
        Some(Mapping(map))
    }
}

impl Deref for Mapping {
    type Target = memmap2::MmapMut;
    fn deref(&self) -> &memmap2::MmapMut {
        &self.0
    }
}

impl DerefMut for Mapping {
    fn deref_mut(&mut self) -> &mut memmap2::MmapMut {
        &mut self.0
    }
}

impl Drop for Mapping {
    fn drop(&mut self) {
        MAPPED_BYTES.fetch_sub(self.0.len(), Ordering::Relaxed);
    }
}

impl Default for Bytes {
    fn default() -> Bytes {
        Bytes::Heap(Vec::new())
    }
}

impl Deref for Bytes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            Bytes::Heap(v) => v,
            Bytes::Mapped { map, len } => &map[MAPPED_START..MAPPED_START + *len],
        }
    }
}

impl DerefMut for Bytes {
    fn deref_mut(&mut self) -> &mut [u8] {
        match self {
            Bytes::Heap(v) => v,
            Bytes::Mapped { map, len } => &mut map[MAPPED_START..MAPPED_START + *len],
        }
    }
}

impl Bytes {
    /// `nbytes` zero bytes; a huge-page mapping from [`HUGE_MIN`] bytes on (heap memory if the
    /// mapping fails).
    pub fn zeroed(nbytes: usize) -> Bytes {
        if nbytes >= HUGE_MIN {
            // the kernel backs the 2 MiB-aligned part of the mapping with huge pages
            if let Some(map) = Mapping::new(nbytes + MAPPED_START) {
                // advice only: without huge pages the mapping works the same
                #[cfg(target_os = "linux")]
                let _ = map.advise(memmap2::Advice::HugePage);
                return Bytes::Mapped { map, len: nbytes };
            }
        }
        Bytes::Heap(vec![0u8; nbytes])
    }

    /// `nbytes` bytes of unspecified contents (see [`Buffer::for_overwrite`]), for a
    /// producer that writes them all before they become an array's buffer.
    pub fn for_overwrite(nbytes: usize) -> Bytes {
        take_spare(nbytes, false).unwrap_or_else(|| Bytes::zeroed(nbytes))
    }

    /// How many bytes the memory could hold.
    pub fn capacity(&self) -> usize {
        match self {
            Bytes::Heap(v) => v.capacity(),
            Bytes::Mapped { map, .. } => map.len() - MAPPED_START,
        }
    }

    /// Make this memory `nbytes` long without clearing what it holds (`nbytes` at most the
    /// capacity); only heap memory growing past its length gets zeros.
    fn resize_keeping(&mut self, nbytes: usize) {
        match self {
            Bytes::Heap(v) => {
                v.truncate(nbytes);
                v.resize(nbytes, 0);
            }
            Bytes::Mapped { len, .. } => *len = nbytes,
        }
    }

    /// Make this memory `nbytes` zero bytes (`nbytes` at most the capacity).
    fn rezero(&mut self, nbytes: usize) {
        match self {
            Bytes::Heap(v) => {
                v.clear();
                v.resize(nbytes, 0);
            }
            Bytes::Mapped { map, len } => {
                *len = nbytes;
                map[MAPPED_START..MAPPED_START + nbytes].fill(0);
            }
        }
    }
}

/// Buffers at least this large are recycled. Below it the allocator's own free lists already
/// reuse memory; above glibc's mmap threshold (at most 32 MiB) every allocation is a fresh
/// mapping whose pages the kernel must fault in and zero, which dominates whole scripts that
/// make big temporaries (`np.arange(n) % k`, then `x * 0.5`, ...).
const RECYCLE_MIN: usize = 1 << 20;
/// At most this many freed buffers are kept.
const SPARE_SLOTS: usize = 4;

/// Take spare memory for `nbytes`: a kept buffer whose capacity is between `nbytes` and
/// 1.25 x `nbytes`, zero-filled again when `zero` (a pass at memory speed, cheaper than
/// faulting in fresh pages), else holding a dead array's bytes. When none fits, the spares
/// are freed first, so that keeping them never raises the peak memory a script needs.
fn take_spare(nbytes: usize, zero: bool) -> Option<Bytes> {
    if nbytes < RECYCLE_MIN {
        return None;
    }
    SPARE.with(|s| {
        let mut s = s.borrow_mut();
        let fit = s.iter().position(|v| v.capacity() >= nbytes && v.capacity() - nbytes <= nbytes / 4);
        match fit {
            Some(i) => {
                let mut v = s.swap_remove(i);
                if zero {
                    v.rezero(nbytes);
                } else {
                    v.resize_keeping(nbytes);
                }
                Some(v)
            }
            None => {
                s.clear();
                None
            }
        }
    })
}

/// Free the kept spares. Called before a kernel allocates large scratch memory that is not
/// a [`Buffer`] (sort keys, a lane copy), which would otherwise sit on top of them and raise
/// the script's peak.
pub fn release_spares() {
    let _ = SPARE.try_with(|s| s.borrow_mut().clear());
}

impl Drop for Buffer {
    fn drop(&mut self) {
        let data = std::mem::take(self.data.get_mut());
        if data.capacity() >= RECYCLE_MIN && (data.capacity() as u64) <= max_bytes() {
            // try_with: a buffer dropped while the thread's storage is torn down is just freed
            let _ = SPARE.try_with(|s| {
                let mut s = s.borrow_mut();
                if s.len() == SPARE_SLOTS {
                    s.remove(0);
                }
                s.push(data);
            });
        }
    }
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
    pub data: RefCell<Bytes>,
    /// Display number, given the first time the buffer is named (0 = never shown yet).
    shown: Cell<usize>,
}

impl Buffer {
    /// A zero-filled buffer of `nbytes` bytes. The caller has checked the size limit.
    pub fn zeroed(nbytes: usize) -> Rc<Buffer> {
        Buffer::from_bytes(take_spare(nbytes, true).unwrap_or_else(|| Bytes::zeroed(nbytes)))
    }

    /// A buffer of `nbytes` bytes whose contents are unspecified (a recycled buffer keeps a
    /// dead array's bytes; fresh memory is zero), for a result the caller writes in full,
    /// as NumPy allocates its results with `np.empty`. Saves the zeroing pass of a spare.
    pub fn for_overwrite(nbytes: usize) -> Rc<Buffer> {
        Buffer::from_bytes(Bytes::for_overwrite(nbytes))
    }

    pub fn from_vec(data: Vec<u8>) -> Rc<Buffer> {
        Buffer::from_bytes(Bytes::Heap(data))
    }

    pub fn from_bytes(data: Bytes) -> Rc<Buffer> {
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

    /// The bytes, borrowed as a plain slice. Loops should read through this rather than
    /// index `data.borrow()` per element: each index through [`Bytes`] tests which variant
    /// it is, a branch the compiler does not hoist out of the loop (seen in `perf annotate`).
    pub fn bytes(&self) -> std::cell::Ref<'_, [u8]> {
        std::cell::Ref::map(self.data.borrow(), |b| &**b)
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
    fn recycled_memory_comes_back_zeroed_and_only_for_a_close_size() {
        let n = RECYCLE_MIN * 2;
        let a = Buffer::zeroed(n);
        a.data.borrow_mut().fill(0xab);
        drop(a);
        let b = Buffer::zeroed(n - 16);
        assert_eq!(b.len(), n - 16);
        assert!(b.data.borrow().iter().all(|&x| x == 0), "a recycled buffer must read as zeros");
        assert!(b.data.borrow().capacity() >= n, "the freed buffer was reused");
        drop(b);
        // far smaller: the spare is freed, not handed out with 3/4 of it wasted
        let c = Buffer::zeroed(RECYCLE_MIN);
        assert!(c.data.borrow().capacity() < n);
        assert!(SPARE.with(|s| s.borrow().is_empty()));
    }

    #[test]
    fn large_buffers_are_mappings_that_read_as_zeros() {
        let n = HUGE_MIN + 5;
        let a = Buffer::zeroed(n);
        assert_eq!(a.len(), n);
        assert!(matches!(&*a.data.borrow(), Bytes::Mapped { .. }));
        assert!(a.data.borrow().iter().all(|&x| x == 0));
        a.data.borrow_mut()[n - 1] = 7;
        drop(a);
        // the mapping comes back as a spare, shorter and zeroed again
        let b = Buffer::zeroed(n - 3);
        assert_eq!(b.len(), n - 3);
        assert!(b.data.borrow().iter().all(|&x| x == 0));
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
