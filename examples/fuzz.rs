//! An in-process fuzzer for the whole path: parser, evaluator, view engine, printers.
//!
//! `cargo run --release --example fuzz -- --seconds 60 [--seed N] [--execs N] [--hang-seconds 30]`
//!
//! Inputs: random bytes, random token streams (Python and NumPy tokens, hostile numbers),
//! and mutated valid programs (seeds: `tests/conformance/**/*.py`). Each input runs in a
//! fresh session (plain or rich) with a small work budget and array-size limit
//! (`stridelab::guard::run_contained`); a panic is a bug: the input is saved in
//! `tests/fuzz_corpus/` (the regression test `tests/fuzz_corpus.rs` runs them all) and the run
//! fails. A stack overflow or abort cannot be caught, and an input that runs for more than 30 s
//! stops the run: the input being run is always in `/dev/shm/stridelab-fuzz-current-<seed>.py`
//! (or `target/`).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn pick<'a, T>(&mut self, v: &'a [T]) -> &'a T {
        &v[self.below(v.len())]
    }
}

const TOKENS: &[&str] = &[
    "(", ")", "[", "]", "{", "}", ":", ",", ";", "=", "==", "+", "-", "*", "**", "/", "//", "%", "@", ".", "...",
    "'", "\"", "'''", "f'", "{", "}", "!r", "\\", "\n", "\n", "\n    ", "\t", " ", " ", "#", "x", "y", "a", "np",
    "for", "in", "if", "else", "elif", "while", "def", "return", "lambda", "not", "and", "or", "is", "del",
    "import numpy as np\n", "from numpy.lib.stride_tricks import as_strided, sliding_window_view\n", "try:",
    "except", "raise", "class", "global", "pass", "break", "continue", "assert", "None", "True", "False",
    "0", "1", "2", "3", "-1", "7", "0.5", "1e308", "2**62", "2**63", "10**30", "-2**63", "1j", "0x", "1_0",
    "np.arange(", "np.zeros(", "np.ones(", "np.empty(", "np.array(", "np.eye(", "np.full(", "np.linspace(",
    "as_strided(", "sliding_window_view(", "np.lib.stride_tricks.as_strided(", "np.add.at(", "np.einsum(",
    "np.broadcast_to(", "np.concatenate(", "np.stack(", "np.where(", "np.take(", "np.transpose(",
    ".reshape(", ".T", ".strides", ".shape", ".base", ".flags", ".copy()", ".sum(", ".max(", ".argmax(",
    ".ravel()", ".view(", ".astype(", ".transpose(", ".swapaxes(", "[::-1]", "[:, None]", "[..., 0]",
    "[1:3]", "[::2]", "strides=", "shape=", "axis=", "dtype=", "writeable=", "np.float16", "np.int8",
    "np.uint64", "np.bool_", "'f4'", "'i8'", "(2, 3)", "(0,)", "(2**40, 2**40)", "(-1,)", "(3, -1)",
    "print(", "len(", "range(", "list(", "sum(", "repr(", "info(", "mem(", "whereis(", "windows(",
    "x = ", "y = ", "a[:] = ", "x += ", "x[0] = ", "del x", "\0", "\r", "é", "→", "\u{feff}",
];

const NUMBERS: &[&str] = &[
    "0", "1", "-1", "2", "3", "255", "256", "-128", "2**31", "2**32", "2**62", "2**63", "2**64", "10**30",
    "-10**30", "1e308", "-1e308", "float('nan')", "float('inf')", "0.0", "-0.0", "1000000", "-2**63",
];

fn random_bytes(r: &mut Rng) -> String {
    let n = r.below(200);
    let bytes: Vec<u8> = (0..n).map(|_| if r.below(4) == 0 { r.next() as u8 } else { (r.next() % 128) as u8 }).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

fn token_soup(r: &mut Rng) -> String {
    let n = 1 + r.below(60);
    (0..n).map(|_| *r.pick::<&str>(TOKENS)).collect()
}

/// Byte offsets of char boundaries of `s`.
fn boundary(s: &str, mut i: usize) -> usize {
    i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn mutate(r: &mut Rng, seeds: &[String]) -> String {
    let mut s = r.pick(seeds).clone();
    for _ in 0..1 + r.below(4) {
        let a = boundary(&s, r.below(s.len() + 1));
        let b = boundary(&s, a + r.below(40));
        match r.below(9) {
            0 => s.replace_range(a..b, ""),
            1 => {
                let piece = s[a..b].to_string();
                s.insert_str(a, &piece);
            }
            2 => s.insert_str(a, r.pick::<&str>(TOKENS)),
            3 => s.replace_range(a..b, r.pick::<&str>(TOKENS)),
            4 => {
                // a number somewhere becomes a hostile one
                if let Some(p) = s[a..].find(|c: char| c.is_ascii_digit()) {
                    let p = a + p;
                    let e = p + s[p..].find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len() - p);
                    s.replace_range(p..e, r.pick::<&str>(NUMBERS));
                }
            }
            5 => {
                // splice a line from another seed
                let other = r.pick(seeds);
                let lines: Vec<&str> = other.lines().collect();
                if !lines.is_empty() {
                    let line = format!("{}\n", r.pick(&lines));
                    let at = s[..a].rfind('\n').map_or(0, |p| p + 1);
                    s.insert_str(at, &line);
                }
            }
            6 => {
                // wrap a line in a loop or a function
                let at = s[..a].rfind('\n').map_or(0, |p| p + 1);
                let end = s[at..].find('\n').map_or(s.len(), |p| at + p);
                let line = s[at..end].to_string();
                let wrapped = match r.below(3) {
                    0 => format!("for _i in range(3):\n    {line}"),
                    1 => format!("def _f():\n    {line}\n_f()"),
                    _ => format!("try:\n    {line}\nexcept Exception as e:\n    print(type(e).__name__)"),
                };
                s.replace_range(at..end, &wrapped);
            }
            7 => {
                let k = 1 + r.below(30);
                s.insert_str(a, &"(".repeat(k));
            }
            _ => {
                let c = r.pick(&[":", ",", "-", "*", "[", "]", "(", ")", "0", "None", "\n"]);
                s.insert_str(a, c);
            }
        }
    }
    s
}

fn seeds(dir: &Path, out: &mut Vec<String>) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            seeds(&p, out);
        } else if p.extension().is_some_and(|e| e == "py")
            && let Ok(s) = std::fs::read_to_string(&p)
        {
            out.push(s);
        }
    }
}

fn main() {
    let mut seconds = 60u64;
    let mut seed = 0x5eed_u64;
    let mut max_execs = u64::MAX;
    let mut hang = 30u64;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut num = || args.next().and_then(|v| v.parse::<u64>().ok()).expect("a number");
        match a.as_str() {
            "--seconds" => seconds = num(),
            "--seed" => seed = num(),
            "--execs" => max_execs = num(),
            // wall-clock: a run at low priority on a busy machine needs more
            "--hang-seconds" => hang = num(),
            other => panic!("unknown option {other}"),
        }
    }
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut corpus = Vec::new();
    seeds(&root.join("tests/conformance"), &mut corpus);
    seeds(&root.join("examples"), &mut corpus);
    assert!(!corpus.is_empty(), "no seed programs found");
    std::panic::set_hook(Box::new(|_| {}));
    // a hang is a bug too: no progress for `hang` seconds ends the run, naming the input
    let progress = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(0));
    let seen = progress.clone();
    std::thread::spawn(move || {
        let mut last = u64::MAX;
        loop {
            std::thread::sleep(Duration::from_secs(hang));
            let now = seen.load(std::sync::atomic::Ordering::Relaxed);
            if now == last {
                eprintln!("HANG: one input ran for more than {hang} s; it is in /dev/shm/stridelab-fuzz-current-{seed}.py");
                std::process::exit(2);
            }
            last = now;
        }
    });
    let failures = stridelab::guard::on_big_stack(move || {
        // on tmpfs: rewriting a file on ext4 forces a disk flush per input
        let shm = PathBuf::from("/dev/shm");
        let current = if shm.is_dir() { shm } else { root.join("target") }.join(format!("stridelab-fuzz-current-{seed}.py"));
        // splitmix64 of the seed: seeds 2k and 2k + 1 must not give the same stream
        let mut r = Rng({
            let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            (z ^ (z >> 31)) | 1
        });
        let start = Instant::now();
        let deadline = start + Duration::from_secs(seconds);
        let (mut execs, mut failures) = (0u64, 0u64);
        let mut spent = [(0u64, 0f64); 3];
        while execs < max_execs && (execs % 64 != 0 || Instant::now() < deadline) {
            let kind = match r.below(10) {
                0..=2 => 0,
                3..=5 => 1,
                _ => 2,
            };
            let src = match kind {
                0 => random_bytes(&mut r),
                1 => token_soup(&mut r),
                _ => mutate(&mut r, &corpus),
            };
            let t0 = Instant::now();
            let rich = r.below(3) == 0;
            let _ = std::fs::write(&current, &src);
            if let Err(msg) = stridelab::guard::run_contained(&src, rich, 200_000, 1 << 20) {
                failures += 1;
                let h = src.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3));
                let path = root.join(format!("tests/fuzz_corpus/panic_{h:016x}.py"));
                let _ = std::fs::write(&path, &src);
                eprintln!("PANIC ({}): {msg}\n  saved {}", if rich { "rich" } else { "plain" }, path.display());
            }
            spent[kind].0 += 1;
            spent[kind].1 += t0.elapsed().as_secs_f64();
            execs += 1;
            progress.store(execs, std::sync::atomic::Ordering::Relaxed);
            if execs % 100_000 == 0 {
                eprintln!("{execs} execs, {:.0}/s", execs as f64 / start.elapsed().as_secs_f64());
            }
        }
        let t = start.elapsed().as_secs_f64();
        for (name, (n, s)) in ["bytes", "tokens", "mutated"].iter().zip(spent) {
            eprintln!("  {name}: {n} inputs, {:.0} us each", s * 1e6 / n.max(1) as f64);
        }
        println!("fuzz: {execs} executions in {t:.1} s ({:.0}/s), seed {seed}, {failures} panics", execs as f64 / t);
        failures
    });
    std::process::exit(if failures == 0 { 0 } else { 1 });
}
