//! How a buffer's start within its mapping changes the speed of streaming loops: the
//! measurement behind `MAPPED_START` in `crates/engine/src/buffer.rs`.
//!
//! `cargo run --release --example placement`
//!
//! Two anonymous 80 MB mappings advised for huge pages (as stridelab's large buffers are);
//! an add, a float64 -> float32 cast, a copy, a sum and a max run from byte 0 of both (64-byte
//! aligned) and from byte 16 of both (where glibc's malloc, and so NumPy, puts a large
//! array's data), interleaved, 20 rounds; the medians in ms are printed.

use std::time::Instant;

const N: usize = 10_000_000;

fn rd(x: &[u8]) -> f64 {
    f64::from_le_bytes(x.try_into().expect("8 bytes"))
}

fn add(a: &[u8], o: &mut [u8]) {
    for (x, z) in a.chunks_exact(8).zip(o.chunks_exact_mut(8)) {
        z.copy_from_slice(&(rd(x) + 500.0).to_le_bytes());
    }
}

fn cast(a: &[u8], o: &mut [u8]) {
    for (x, z) in a.chunks_exact(8).zip(o.chunks_exact_mut(4)) {
        z.copy_from_slice(&(rd(x) as f32).to_le_bytes());
    }
}

fn copy(a: &[u8], o: &mut [u8]) {
    o.copy_from_slice(a);
}

fn sum(a: &[u8], o: &mut [u8]) {
    let mut acc = [0f64; 8];
    for x in a.chunks_exact(64) {
        for (k, s) in acc.iter_mut().enumerate() {
            *s += rd(&x[k * 8..k * 8 + 8]);
        }
    }
    o[0] = acc.iter().sum::<f64>() as u8;
}

fn max(a: &[u8], o: &mut [u8]) {
    let mut acc = [f64::NEG_INFINITY; 8];
    for x in a.chunks_exact(64) {
        for (k, m) in acc.iter_mut().enumerate() {
            let v = rd(&x[k * 8..k * 8 + 8]);
            *m = if *m >= v || m.is_nan() { *m } else { v };
        }
    }
    o[0] = acc.iter().fold(0.0f64, |a, b| a.max(*b)) as u8;
}

fn mapping(len: usize) -> memmap2::MmapMut {
    let map = memmap2::MmapOptions::new().len(len).map_anon().expect("anonymous mapping");
    #[cfg(target_os = "linux")]
    let _ = map.advise(memmap2::Advice::HugePage);
    map
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

type Kernel = fn(&[u8], &mut [u8]);

fn main() {
    let len = N * 8 + 64;
    let mut a = mapping(len);
    let mut o = mapping(len);
    for (i, x) in a.chunks_exact_mut(8).enumerate() {
        x.copy_from_slice(&((i % 1000) as f64).to_le_bytes());
    }
    o.fill(1);
    let kernels: [(&str, Kernel); 5] = [("add", add), ("cast f64->f32", cast), ("copy", copy), ("sum", sum), ("max", max)];
    for (name, f) in kernels {
        let mut times = [Vec::new(), Vec::new()];
        for _ in 0..20 {
            for (slot, start) in [0usize, 16].into_iter().enumerate() {
                let t = Instant::now();
                f(&a[start..start + N * 8], &mut o[start..start + N * 8]);
                times[slot].push(t.elapsed().as_secs_f64() * 1e3);
            }
        }
        let [at0, at16] = times;
        println!("{name:>14}: from byte 0 {:.2} ms, from byte 16 {:.2} ms", median(at0), median(at16));
    }
}
