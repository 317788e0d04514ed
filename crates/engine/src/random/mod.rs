//! NumPy 2.4's random streams, bit for bit: the legacy global `np.random` (`RandomState` over
//! MT19937) and `np.random.default_rng(seed)` (`Generator` over PCG64 seeded through
//! `SeedSequence`).
//!
//! Sources followed (numpy/random/): `mtrand.pyx` (RandomState methods and their argument
//! checks), `_mt19937.pyx` (`_legacy_seeding`), `_generator.pyx` (Generator methods,
//! including `choice`'s Floyd / tail-shuffle sampling), `_bounded_integers.pyx.in` (bounds
//! checks and messages of `randint` / `integers`), `_common.pyx` (constraint messages,
//! `kahan_sum`), `bit_generator.pyx` (`SeedSequence`), `src/legacy/legacy-distributions.c`
//! (polar Box–Muller with a cached second value) and `src/distributions/distributions.c`
//! (bounded integers, `random_interval`, uniform).
//!
//! Sizes are passed as `Option<&[i64]>`: `None` is NumPy's `size=None` (one value), `Some(shape)`
//! an explicit shape; results come back flat in C order, one element per shape cell. Errors
//! are NumPy's, as `"ExceptionName: message"` strings.
//!
//! Seeding without a seed: NumPy pulls 128 bits of OS entropy. This module is pure, so
//! `SeedArg::None` uses the fixed entropy [`FALLBACK_ENTROPY`] through exactly NumPy's
//! entropy path; a caller wanting fresh streams passes its own `SeedArg::Entropy(bits)`.
//!
//! `Generator.standard_normal` / `normal` / `standard_exponential` / `exponential` use NumPy's
//! ziggurat samplers ([`ziggurat`]), whose tables are rebuilt from the Marsaglia–Tsang
//! construction exactly as NumPy's were made.

pub mod bounded;
pub mod mt19937;
pub mod pcg64;
pub mod ziggurat;

use crate::buffer::Bytes;
use crate::array::NdArray;
use crate::dtype::{DType, Scalar};
use bounded::{BitGen, Width, bounded_fill, lemire_one, random_interval};
use mt19937::Mt19937;
use pcg64::{Pcg64, SeedSequence, int_to_words};

/// Entropy used when no seed is given (NumPy would read 128 random bits from the OS).
pub const FALLBACK_ENTROPY: u128 = 0;

/// A seed argument, as `np.random.seed(...)` / `default_rng(...)` accept it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SeedArg<'a> {
    /// `seed=None`: [`FALLBACK_ENTROPY`] stands in for OS entropy.
    None,
    /// `seed=None` with caller-supplied entropy (what NumPy's `randbits(128)` would give).
    Entropy(u128),
    /// An integer seed.
    Int(i128),
    /// A 1-d sequence of integers.
    Array(&'a [i128]),
}

/// The population of a `choice` call: `choice(5)` or `choice(some_1d_array)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Population {
    /// An integer `a`: sample from `arange(a)` (the returned indices are the values).
    Int(i64),
    /// An array of this many elements along axis 0: the caller takes `a[idx]`.
    Len(usize),
}

fn value_error(msg: &str) -> String {
    format!("ValueError: {msg}")
}

const NEG_DIMS: &str = "negative dimensions are not allowed";

/// Element count of a result of `size` (None = one value), with the errors `np.empty` raises.
pub fn size_count(size: Option<&[i64]>, itemsize: usize) -> Result<usize, String> {
    let Some(shape) = size else { return Ok(1) };
    let mut nbytes: u128 = itemsize.max(1) as u128;
    let mut empty = false;
    for &d in shape {
        if d == 0 {
            empty = true;
            continue;
        }
        if d < 0 {
            return Err(value_error(NEG_DIMS));
        }
        nbytes = nbytes.saturating_mul(d as u128);
        if nbytes > i64::MAX as u128 {
            return Err(value_error(
                "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.",
            ));
        }
    }
    if empty {
        return Ok(0);
    }
    let n: u128 = shape.iter().map(|&d| d as u128).product();
    usize::try_from(n).map_err(|_| value_error("array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size."))
}

/// `np.prod(size)` as NumPy computes it (int64, wrapping); `None` counts as one draw.
fn wrapping_prod(size: Option<&[i64]>) -> i64 {
    size.map_or(1, |s| s.iter().fold(1i64, |a, &d| a.wrapping_mul(d)))
}

/// Validates bounds exactly as `_rand_<dtype>` does and draws the values.
#[allow(clippy::too_many_arguments)]
fn bounded_integers<B: BitGen>(
    bg: &mut B,
    low: i128,
    high: Option<i128>,
    size: Option<&[i64]>,
    dtype: DType,
    masked: bool,
    closed: bool,
    func: &str,
) -> Result<Drawn, String> {
    let (low, high) = match high {
        None => (0, low),
        Some(h) => (low, h),
    };
    let Some((lb, ub)) = dtype.int_bounds() else {
        return Err(format!("TypeError: Unsupported dtype dtype('{}') for {func}", dtype.name()));
    };
    let width = Width::of(dtype);
    // An empty request returns before any bounds check.
    if size.is_some() && wrapping_prod(size) == 0 {
        size_count(size, dtype.itemsize())?;
        return Ok(Drawn { dtype, bytes: Bytes::Heap(Vec::new()) });
    }
    let high_c = if closed { high } else { high.saturating_sub(1) };
    let name = dtype.name();
    if low < lb {
        return Err(value_error(&format!("low is out of bounds for {name}")));
    }
    if high_c > ub {
        return Err(value_error(&format!("high is out of bounds for {name}")));
    }
    if low > high_c {
        let msg = match (low == 0, closed) {
            (true, false) => "high <= 0",
            (true, true) => "high < 0",
            (false, false) => "low >= high",
            (false, true) => "low > high",
        };
        return Err(value_error(msg));
    }
    let count = size_count(size, dtype.itemsize())?;
    let rng = (high_c - low) as u64;
    let off = low as u64; // two's-complement bit pattern, truncated per width by the fill
    Ok(Drawn { dtype, bytes: bounded_fill(bg, width, off, rng, count, masked) })
}

/// `n` doubles from `next` as the bytes of a float64 array (no `Vec<f64>` first, which would
/// double the peak while the array is made).
fn doubles(n: usize, mut next: impl FnMut() -> f64) -> Drawn {
    let mut bytes = Bytes::for_overwrite(n * 8);
    for z in bytes.chunks_exact_mut(8) {
        z.copy_from_slice(&next().to_le_bytes());
    }
    Drawn { dtype: DType::Float64, bytes }
}

/// Draws as they were made: the C-ordered element bytes of `dtype`, ready to be an array's
/// buffer (no value is decoded on the way).
#[derive(Debug)]
pub struct Drawn {
    pub dtype: DType,
    /// From the buffer allocator (huge pages and recycled spares for large draws)
    pub bytes: Bytes,
}

impl Drawn {
    pub fn len(&self) -> usize {
        self.bytes.len() / self.dtype.itemsize()
    }

    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// The values one by one (small draws, tests).
    pub fn scalars(&self) -> impl Iterator<Item = Scalar> + '_ {
        self.bytes.chunks_exact(self.dtype.itemsize()).map(|b| Scalar::from_le_bytes(self.dtype, b))
    }

    /// The values as f64 (small draws, tests).
    pub fn to_f64s(&self) -> Vec<f64> {
        self.scalars().map(|s| s.as_f64()).collect()
    }

    /// The values as i64 (an int64 draw's indices, read straight from their bytes).
    pub fn to_i64s(&self) -> Vec<i64> {
        if self.dtype == DType::Int64 {
            return crate::mapping::int64s(&self.bytes).collect();
        }
        self.scalars().map(|s| s.as_i64_wrapping()).collect()
    }
}

/// Probability vector checks shared by both `choice`s; `legacy` picks RandomState's wording.
fn check_p(p: &[f64], pop_size: i64, legacy: bool) -> Result<(), String> {
    let msg =
        |legacy_msg: &str, new_msg: &str| value_error(if legacy { legacy_msg } else { new_msg });
    if p.len() as i64 != pop_size {
        return Err(msg(
            "'a' and 'p' must have same size",
            "a and p must have same size",
        ));
    }
    let sum = kahan_sum(p);
    if sum.is_nan() {
        return Err(msg(
            "probabilities contain NaN",
            "Probabilities contain NaN",
        ));
    }
    if p.iter().any(|&x| x < 0.0) {
        return Err(msg(
            "probabilities are not non-negative",
            "Probabilities are not non-negative",
        ));
    }
    // sqrt(float64 eps)
    let atol = 1.4901161193847656e-08;
    if (sum - 1.0).abs() > atol {
        return Err(msg(
            "probabilities do not sum to 1",
            "Probabilities do not sum to 1. See Notes section of docstring for more information.",
        ));
    }
    Ok(())
}

fn kahan_sum(d: &[f64]) -> f64 {
    let Some((&first, rest)) = d.split_first() else {
        return 0.0;
    };
    let (mut sum, mut c) = (first, 0.0);
    for &x in rest {
        let y = x - c;
        let t = sum + y;
        c = (t - sum) - y;
        sum = t;
    }
    sum
}

/// `p.cumsum(); cdf /= cdf[-1]`.
fn normalized_cdf(p: &[f64]) -> Result<Vec<f64>, String> {
    let mut acc = 0.0;
    let mut cdf: Vec<f64> = p
        .iter()
        .map(|&x| {
            acc += x;
            acc
        })
        .collect();
    let Some(&last) = cdf.last() else {
        return Err("IndexError: index -1 is out of bounds for axis 0 with size 0".to_string());
    };
    for c in &mut cdf {
        *c /= last;
    }
    Ok(cdf)
}

/// `cdf.searchsorted(x, side='right')` with NumPy's NaN-last ordering.
fn search_right(cdf: &[f64], x: f64) -> i64 {
    let lt = |a: f64, b: f64| a < b || (b.is_nan() && !a.is_nan());
    cdf.partition_point(|&c| !lt(x, c)) as i64
}

/// Weighted sampling without replacement, the loop both `choice`s share: draw, drop repeats
/// (keeping first occurrences in draw order), zero the chosen weights, repeat.
fn weighted_unique(
    p: &[f64],
    size: usize,
    mut draw: impl FnMut(usize) -> Vec<f64>,
) -> Result<Vec<i64>, String> {
    let mut p = p.to_vec();
    let mut found: Vec<i64> = Vec::with_capacity(size.min(p.len()));
    // Each round adds at least one new index, so `size` rounds suffice; the cap only
    // guards against degenerate floating-point weights.
    for _ in 0..=size {
        if found.len() >= size {
            break;
        }
        let x = draw(size - found.len());
        for &i in &found {
            if let Some(w) = p.get_mut(i as usize) {
                *w = 0.0;
            }
        }
        let cdf = normalized_cdf(&p)?;
        let mut seen = std::collections::HashSet::new();
        for xi in x {
            let idx = search_right(&cdf, xi);
            if seen.insert(idx) && found.len() < size {
                found.push(idx);
            }
        }
    }
    if found.len() < size {
        return Err(value_error("Fewer non-zero entries in p than size"));
    }
    Ok(found)
}

/// Length of `np.arange(n)` (int64), with its "too big" error for absurd `n`.
fn arange_len(n: i64) -> Result<usize, String> {
    size_count(Some(&[n.max(0)]), 8)
}

/// The identity permutation shuffled by `random_interval` Fisher–Yates from the end.
fn fisher_yates<B: BitGen>(bg: &mut B, n: usize) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        let j = random_interval(bg, i as u64) as usize;
        idx.swap(i, j);
    }
    idx
}

fn checked_population(
    a: Population,
    size: Option<&[i64]>,
    int_msg: &str,
    empty_msg: &str,
) -> Result<i64, String> {
    let samples = wrapping_prod(size) != 0;
    match a {
        Population::Int(n) => {
            if n <= 0 && samples {
                return Err(value_error(int_msg));
            }
            Ok(n)
        }
        Population::Len(n) => {
            if n == 0 && samples {
                return Err(value_error(empty_msg));
            }
            Ok(i64::try_from(n).unwrap_or(i64::MAX))
        }
    }
}

/// `CONS_NON_NEGATIVE`: NaN passes, anything with the sign bit set (even -0.0) does not.
pub fn check_non_negative(v: f64, name: &str) -> Result<(), String> {
    if !v.is_nan() && v.is_sign_negative() {
        return Err(value_error(&format!("{name} < 0")));
    }
    Ok(())
}

/// Whether any element of the float64 array `a` has its sign bit set (NaN aside): the
/// check NumPy makes of an array parameter that must not be negative (`check_non_negative`
/// per element).
pub fn any_negative(a: &NdArray) -> bool {
    let d = a.buf.bytes();
    let mut neg = false;
    let mut walk = crate::kernels::Walk::new(&a.shape, [&a.strides]);
    walk.run([a.offset], |p, n, s| {
        for i in 0..n {
            let q = (p[0] as isize + i as isize * s[0]) as usize;
            let v = f64::from_le_bytes(d[q..q + 8].try_into().expect("8 bytes"));
            neg |= !v.is_nan() && v.is_sign_negative();
        }
    });
    neg
}

/// Store `draw(values)` at each element of the fresh C-contiguous float64 `out`, in C
/// order, given the values there of the float64 parameter arrays (each with its strides
/// broadcast to `out.shape`): the draws go straight into the result, no list of them.
fn each_param<const K: usize>(out: &NdArray, params: [(&NdArray, &[isize]); K], mut draw: impl FnMut([f64; K]) -> f64) {
    let guards = params.map(|(a, _)| a.buf.data.borrow());
    let mut o = out.buf.data.borrow_mut();
    let mut slots = o.chunks_exact_mut(8);
    let mut walk = crate::kernels::Walk::new(&out.shape, params.map(|(_, s)| s));
    walk.run(params.map(|(a, _)| a.offset), |p, n, s| {
        for i in 0..n {
            let v = std::array::from_fn(|k| {
                let q = (p[k] as isize + i as isize * s[k]) as usize;
                f64::from_le_bytes(guards[k][q..q + 8].try_into().expect("8 bytes"))
            });
            if let Some(z) = slots.next() {
                z.copy_from_slice(&draw(v).to_le_bytes());
            }
        }
    });
}

/// NumPy's legacy generator: `np.random.seed`, `rand`, `randn`, `randint`, `choice`, ...
#[derive(Clone, Debug)]
pub struct RandomState {
    mt: Mt19937,
    /// The second polar Box–Muller value, handed out by the next normal draw.
    gauss: Option<f64>,
}

impl RandomState {
    /// `RandomState(seed)`; `np.random`'s global instance is `RandomState(SeedArg::None)`.
    pub fn new(seed: SeedArg) -> Result<RandomState, String> {
        let mt = match seed {
            SeedArg::None | SeedArg::Entropy(_) => {
                let words = SeedSequence::from_u128(entropy_of(seed)).generate_state_u32(624);
                Mt19937::from_seed_words(&words, None)
            }
            _ => legacy_mt(seed)?,
        };
        Ok(RandomState { mt, gauss: None })
    }

    /// `np.random.seed(seed)`: MT19937 `_legacy_seeding`, and the cached normal is dropped.
    pub fn seed(&mut self, seed: SeedArg) -> Result<(), String> {
        self.mt = match seed {
            SeedArg::None | SeedArg::Entropy(_) => {
                // Only the key is rewritten; NumPy leaves the read position where it was.
                let words = SeedSequence::from_u128(entropy_of(seed)).generate_state_u32(624);
                Mt19937::from_seed_words(&words, Some(self.mt.pos()))
            }
            _ => legacy_mt(seed)?,
        };
        self.gauss = None;
        Ok(())
    }

    /// `randint(low, high=None, size=None, dtype)`: masked rejection sampling; int32 and
    /// narrower types draw 32-bit words (8/16-bit types share one word between draws).
    pub fn randint(
        &mut self,
        low: i128,
        high: Option<i128>,
        size: Option<&[i64]>,
        dtype: DType,
    ) -> Result<Drawn, String> {
        bounded_integers(&mut self.mt, low, high, size, dtype, true, false, "randint")
    }

    /// `randint` with array bounds, already broadcast and checked: one `(low, high)` pair
    /// (closed range) per output element, in C order.
    pub fn randint_each(&mut self, pairs: impl Iterator<Item = (i128, i128)>, n: usize, dtype: DType) -> Drawn {
        each_bounded(&mut self.mt, pairs, n, dtype, true)
    }

    /// `random_sample` / `random` / `rand`: doubles in [0, 1).
    pub fn random_sample(&mut self, size: Option<&[i64]>) -> Result<Vec<f64>, String> {
        let n = size_count(size, 8)?;
        Ok((0..n).map(|_| self.mt.next_double()).collect())
    }

    /// `random_sample` drawn straight into a float64 array's bytes.
    pub fn random_sample_bytes(&mut self, size: Option<&[i64]>) -> Result<Drawn, String> {
        let n = size_count(size, 8)?;
        Ok(doubles(n, || self.mt.next_double()))
    }

    fn gauss(&mut self) -> f64 {
        if let Some(g) = self.gauss.take() {
            return g;
        }
        loop {
            let x1 = 2.0 * self.mt.next_double() - 1.0;
            let x2 = 2.0 * self.mt.next_double() - 1.0;
            let r2 = x1 * x1 + x2 * x2;
            if r2 < 1.0 && r2 != 0.0 {
                let f = (-2.0 * r2.ln() / r2).sqrt();
                self.gauss = Some(f * x1);
                return f * x2;
            }
        }
    }

    /// `standard_normal` / `randn`: polar Box–Muller; the spare value persists across calls.
    pub fn standard_normal(&mut self, size: Option<&[i64]>) -> Result<Drawn, String> {
        let n = size_count(size, 8)?;
        Ok(doubles(n, || self.gauss()))
    }

    /// `normal(loc, scale, size)`: `loc + scale * gauss`.
    pub fn normal(
        &mut self,
        loc: f64,
        scale: f64,
        size: Option<&[i64]>,
    ) -> Result<Drawn, String> {
        if !scale.is_nan() && scale.is_sign_negative() {
            return Err(value_error("scale < 0"));
        }
        let n = size_count(size, 8)?;
        Ok(doubles(n, || loc + scale * self.gauss()))
    }

    /// `uniform(low, high, size)`: `low + (high - low) * U`; `high < low` is allowed.
    pub fn uniform(
        &mut self,
        low: f64,
        high: f64,
        size: Option<&[i64]>,
    ) -> Result<Drawn, String> {
        let range = high - low;
        if !range.is_finite() {
            return Err("OverflowError: Range exceeds valid bounds".to_string());
        }
        let n = size_count(size, 8)?;
        Ok(doubles(n, || low + range * self.mt.next_double()))
    }

    /// `shuffle(x)` along axis 0 of an `n`-row array: returns `perm` with
    /// `new[k] = old[perm[k]]`. Pass `n = 0` for an array with no elements at all
    /// (NumPy returns without drawing then, even if the first axis is non-empty).
    pub fn shuffle(&mut self, n: usize) -> Vec<usize> {
        fisher_yates(&mut self.mt, n)
    }

    /// `permutation(n)` for an integer (empty for `n <= 0`, like `np.arange(n)`). For an
    /// array, use `shuffle(len)` on its rows: NumPy permutes an index vector the same way.
    pub fn permutation(&mut self, n: i64) -> Result<Vec<i64>, String> {
        let n = arange_len(n)?;
        Ok(fisher_yates(&mut self.mt, n)
            .into_iter()
            .map(|i| i as i64)
            .collect())
    }

    /// `choice(a, size, replace, p)`: indices into the population (its values for an int `a`).
    pub fn choice(
        &mut self,
        a: Population,
        size: Option<&[i64]>,
        replace: bool,
        p: Option<&[f64]>,
    ) -> Result<Vec<i64>, String> {
        let pop = checked_population(
            a,
            size,
            "a must be greater than 0 unless no samples are taken",
            "'a' cannot be empty unless no samples are taken",
        )?;
        if let Some(p) = p {
            check_p(p, pop, true)?;
        }
        let total = wrapping_prod(size);
        if replace {
            return match p {
                Some(p) => {
                    let cdf = normalized_cdf(p)?;
                    let u = self.random_sample(size)?;
                    Ok(u.into_iter().map(|x| search_right(&cdf, x)).collect())
                }
                None => Ok(self
                    .randint(0, Some(pop as i128), size, DType::Int64)?
                    .to_i64s()),
            };
        }
        if total > pop {
            return Err(value_error(
                "Cannot take a larger sample than population when 'replace=False'",
            ));
        }
        if total < 0 {
            return Err(value_error("Negative dimensions are not allowed"));
        }
        let k = size_count(size, 8)?;
        match p {
            Some(p) => {
                if (p.iter().filter(|&&x| x > 0.0).count() as u64) < k as u64 {
                    return Err(value_error("Fewer non-zero entries in p than size"));
                }
                weighted_unique(p, k, |m| (0..m).map(|_| self.mt.next_double()).collect())
            }
            None => {
                let mut perm = self.permutation(pop)?;
                perm.truncate(k);
                Ok(perm)
            }
        }
    }
}

fn entropy_of(seed: SeedArg) -> u128 {
    match seed {
        SeedArg::Entropy(e) => e,
        _ => FALLBACK_ENTROPY,
    }
}

/// `_legacy_seeding` for an int or a sequence.
fn legacy_mt(seed: SeedArg) -> Result<Mt19937, String> {
    let range_err = || value_error("Seed must be between 0 and 2**32 - 1");
    match seed {
        SeedArg::Int(v) => {
            let v = u32::try_from(v).map_err(|_| range_err())?;
            Ok(Mt19937::from_u32(v))
        }
        SeedArg::Array(vals) => {
            if vals.is_empty() {
                return Err(value_error("Seed must be non-empty"));
            }
            let words = vals
                .iter()
                .map(|&v| u32::try_from(v).map_err(|_| range_err()))
                .collect::<Result<Vec<u32>, String>>()?;
            Ok(Mt19937::from_array(&words))
        }
        SeedArg::None | SeedArg::Entropy(_) => Ok(Mt19937::from_seed_words(
            &SeedSequence::from_u128(entropy_of(seed)).generate_state_u32(624),
            None,
        )),
    }
}

/// One draw per closed `(low, high)` range, stored in `dtype` (`_rand_<type>_broadcast`'s loop).
fn each_bounded<B: BitGen>(bg: &mut B, pairs: impl Iterator<Item = (i128, i128)>, n: usize, dtype: DType, masked: bool) -> Drawn {
    let isz = dtype.itemsize();
    let mut bytes = Bytes::for_overwrite(n * isz);
    let mut slots = bytes.chunks_exact_mut(isz);
    let ranges = pairs.take(n).map(|(lo, hi)| (lo as u64, (hi - lo) as u64));
    bounded::bounded_each(bg, Width::of(dtype), ranges, masked, |v| {
        if let Some(z) = slots.next() {
            z.copy_from_slice(&v.to_le_bytes()[..isz]);
        }
    });
    Drawn { dtype, bytes }
}

/// NumPy's recommended generator: `np.random.default_rng(seed)` (PCG64 + SeedSequence).
#[derive(Clone, Debug)]
pub struct Generator {
    pcg: Pcg64,
}

impl Generator {
    /// `np.random.default_rng(seed)`.
    pub fn new(seed: SeedArg) -> Result<Generator, String> {
        let neg = || value_error("expected non-negative integer");
        let words: Vec<u32> = match seed {
            SeedArg::None | SeedArg::Entropy(_) => int_to_words(entropy_of(seed)),
            SeedArg::Int(v) => int_to_words(u128::try_from(v).map_err(|_| neg())?),
            SeedArg::Array(vals) => {
                let mut w = Vec::new();
                for &v in vals {
                    w.extend(int_to_words(u128::try_from(v).map_err(|_| neg())?));
                }
                w
            }
        };
        Ok(Generator {
            pcg: Pcg64::from_seed_sequence(&SeedSequence::from_words(&words)),
        })
    }

    /// `integers(low, high=None, size=None, dtype, endpoint)`: Lemire's method.
    pub fn integers(
        &mut self,
        low: i128,
        high: Option<i128>,
        size: Option<&[i64]>,
        dtype: DType,
        endpoint: bool,
    ) -> Result<Drawn, String> {
        bounded_integers(
            &mut self.pcg,
            low,
            high,
            size,
            dtype,
            false,
            endpoint,
            "integers",
        )
    }

    /// `integers` with array bounds, already broadcast and checked: one `(low, high)` pair
    /// (closed range) per output element, in C order, by Lemire's method (8/16-bit types
    /// share one buffered 32-bit word across the loop, as `random_buffered_bounded_*` do).
    pub fn integers_each(&mut self, pairs: impl Iterator<Item = (i128, i128)>, n: usize, dtype: DType) -> Drawn {
        each_bounded(&mut self.pcg, pairs, n, dtype, false)
    }

    /// `random(size)`: doubles in [0, 1) from the top 53 bits of a 64-bit draw.
    pub fn random(&mut self, size: Option<&[i64]>) -> Result<Vec<f64>, String> {
        let n = size_count(size, 8)?;
        Ok((0..n).map(|_| self.pcg.next_double()).collect())
    }

    /// `random` drawn straight into a float64 array's bytes.
    pub fn random_bytes(&mut self, size: Option<&[i64]>) -> Result<Drawn, String> {
        let n = size_count(size, 8)?;
        Ok(doubles(n, || self.pcg.next_double()))
    }

    /// `uniform(low, high, size)`; unlike the legacy one it rejects `high < low`.
    pub fn uniform(
        &mut self,
        low: f64,
        high: f64,
        size: Option<&[i64]>,
    ) -> Result<Drawn, String> {
        let range = high - low;
        if !range.is_finite() {
            return Err("OverflowError: high - low range exceeds valid bounds".to_string());
        }
        if range.is_sign_negative() {
            return Err(value_error("high - low < 0"));
        }
        let n = size_count(size, 8)?;
        Ok(doubles(n, || low + range * self.pcg.next_double()))
    }

    /// `standard_normal(size)` (float64): the ziggurat.
    pub fn standard_normal(&mut self, size: Option<&[i64]>) -> Result<Drawn, String> {
        let n = size_count(size, 8)?;
        Ok(doubles(n, || ziggurat::standard_normal(&mut self.pcg)))
    }

    /// `standard_normal(size, dtype=np.float32)`: the 32-bit ziggurat.
    pub fn standard_normal_f32(&mut self, size: Option<&[i64]>) -> Result<Vec<f32>, String> {
        let n = size_count(size, 4)?;
        Ok((0..n)
            .map(|_| ziggurat::standard_normal_f32(&mut self.pcg))
            .collect())
    }

    /// `standard_exponential(size, method=...)` (float64); `inv` is `method='inv'`.
    pub fn standard_exponential(
        &mut self,
        size: Option<&[i64]>,
        inv: bool,
    ) -> Result<Drawn, String> {
        let n = size_count(size, 8)?;
        let pcg = &mut self.pcg;
        Ok(doubles(n, || if inv { ziggurat::standard_exponential_inv(pcg) } else { ziggurat::standard_exponential(pcg) }))
    }

    /// `standard_exponential(size, dtype=np.float32, method=...)`.
    pub fn standard_exponential_f32(
        &mut self,
        size: Option<&[i64]>,
        inv: bool,
    ) -> Result<Vec<f32>, String> {
        let n = size_count(size, 4)?;
        let pcg = &mut self.pcg;
        Ok((0..n)
            .map(|_| {
                if inv {
                    ziggurat::standard_exponential_inv_f32(pcg)
                } else {
                    ziggurat::standard_exponential_f32(pcg)
                }
            })
            .collect())
    }

    /// `normal(loc, scale, size)` for scalar parameters: `loc + scale * standard_normal`.
    pub fn normal(
        &mut self,
        loc: f64,
        scale: f64,
        size: Option<&[i64]>,
    ) -> Result<Drawn, String> {
        check_non_negative(scale, "scale")?;
        let n = size_count(size, 8)?;
        Ok(doubles(n, || loc + scale * ziggurat::standard_normal(&mut self.pcg)))
    }

    /// `normal` with float64 parameter arrays broadcast to `out` (each with its broadcast
    /// strides) and already checked: one draw per element of the fresh C-contiguous float64
    /// `out`, in C order, as NumPy's `cont(..., CONS_NONE, ...)` broadcast loop draws them.
    pub fn normal_into(&mut self, out: &NdArray, loc: (&NdArray, &[isize]), scale: (&NdArray, &[isize])) {
        let pcg = &mut self.pcg;
        each_param(out, [loc, scale], |[l, s]| l + s * ziggurat::standard_normal(pcg));
    }

    /// `exponential(scale, size)` for a scalar scale: `scale * standard_exponential`.
    pub fn exponential(&mut self, scale: f64, size: Option<&[i64]>) -> Result<Drawn, String> {
        check_non_negative(scale, "scale")?;
        let n = size_count(size, 8)?;
        Ok(doubles(n, || scale * ziggurat::standard_exponential(&mut self.pcg)))
    }

    /// `exponential` with a float64 scale array broadcast to `out`, as [`Generator::normal_into`].
    pub fn exponential_into(&mut self, out: &NdArray, scale: (&NdArray, &[isize])) {
        let pcg = &mut self.pcg;
        each_param(out, [scale], |[s]| s * ziggurat::standard_exponential(pcg));
    }

    /// `shuffle(x)` along axis 0 of an `n`-row array; same contract as [`RandomState::shuffle`].
    pub fn shuffle(&mut self, n: usize) -> Vec<usize> {
        fisher_yates(&mut self.pcg, n)
    }

    /// `permutation(n)` for an integer (empty for `n <= 0`).
    pub fn permutation(&mut self, n: i64) -> Result<Vec<i64>, String> {
        let n = arange_len(n)?;
        Ok(fisher_yates(&mut self.pcg, n)
            .into_iter()
            .map(|i| i as i64)
            .collect())
    }

    /// `choice(a, size, replace, p, shuffle=...)` along axis 0: indices into the population.
    pub fn choice(
        &mut self,
        a: Population,
        size: Option<&[i64]>,
        replace: bool,
        p: Option<&[f64]>,
        shuffle: bool,
    ) -> Result<Vec<i64>, String> {
        let pop = checked_population(
            a,
            size,
            "a must be a positive integer unless no samples are taken",
            "a cannot be empty unless no samples are taken",
        )?;
        if let Some(p) = p {
            check_p(p, pop, false)?;
        }
        let total = wrapping_prod(size);
        if replace {
            return match p {
                Some(p) => {
                    let cdf = normalized_cdf(p)?;
                    let u = self.random(size)?;
                    Ok(u.into_iter().map(|x| search_right(&cdf, x)).collect())
                }
                None => Ok(self
                    .integers(0, Some(pop as i128), size, DType::Int64, false)?
                    .to_i64s()),
            };
        }
        if total > pop {
            return Err(value_error(
                "Cannot take a larger sample than population when replace is False",
            ));
        }
        if total < 0 {
            return Err(value_error(NEG_DIMS));
        }
        let k = size_count(size, 8)?;
        if let Some(p) = p {
            if (p.iter().filter(|&&x| x > 0.0).count() as u64) < k as u64 {
                return Err(value_error("Fewer non-zero entries in p than size"));
            }
            let pcg = &mut self.pcg;
            return weighted_unique(p, k, |m| (0..m).map(|_| pcg.next_double()).collect());
        }
        self.sample_without_replacement(pop.max(0) as u64, k as u64, shuffle)
    }

    /// Uniform sampling without replacement: a partial tail shuffle for large samples of
    /// large populations, otherwise Floyd's algorithm (optionally shuffled afterwards).
    fn sample_without_replacement(
        &mut self,
        pop: u64,
        k: u64,
        shuffle: bool,
    ) -> Result<Vec<i64>, String> {
        let cutoff = if shuffle { 50 } else { 20 };
        if pop > 10000 && k > pop / cutoff {
            let pop_len = arange_len(i64::try_from(pop).unwrap_or(i64::MAX))? as u64;
            let mut idx: Vec<i64> = (0..pop_len as i64).collect();
            let first = (pop - k).max(1);
            for i in (first..pop).rev() {
                let j = lemire_one(&mut self.pcg, i) as usize;
                idx.swap(i as usize, j);
            }
            return Ok(idx.split_off((pop_len - k) as usize));
        }
        let mut out: Vec<i64> = Vec::with_capacity(k as usize);
        let mut chosen = std::collections::HashSet::with_capacity(k as usize);
        for j in (pop - k)..pop {
            let val = lemire_one(&mut self.pcg, j);
            // A repeat means j itself (not yet drawable before) takes the slot.
            let pick = if chosen.insert(val) {
                val
            } else {
                chosen.insert(j);
                j
            };
            out.push(pick as i64);
        }
        if shuffle {
            for i in (1..out.len()).rev() {
                let j = lemire_one(&mut self.pcg, i as u64) as usize;
                out.swap(i, j);
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests;
