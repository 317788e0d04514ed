//! The 32-bit Mersenne Twister behind NumPy's legacy `RandomState`.
//!
//! Follows numpy/random/src/mt19937/mt19937.{c,h}: Knuth-style single-integer seeding
//! (`mt19937_seed`), the reference `init_by_array`, the block regeneration, tempering, and
//! the way NumPy builds 64-bit words (first draw is the high half) and doubles (53 bits
//! from two draws: 27 + 26 bits).

const N: usize = 624;
const M: usize = 397;
const MATRIX_A: u32 = 0x9908_b0df;
const UPPER_MASK: u32 = 0x8000_0000;
const LOWER_MASK: u32 = 0x7fff_ffff;

/// MT19937 state: 624 words and the read position (624 = block exhausted).
#[derive(Clone, Debug)]
pub struct Mt19937 {
    key: [u32; N],
    pos: usize,
}

impl Mt19937 {
    /// `mt19937_seed`: what `np.random.seed(int)` does for an integer seed.
    pub fn from_u32(seed: u32) -> Mt19937 {
        let mut key = [0u32; N];
        fill_linear(&mut key, seed);
        Mt19937 { key, pos: N }
    }

    /// `mt19937_init_by_array`: what `np.random.seed([..])` does for a sequence seed.
    /// NumPy rejects an empty key before getting here; this function accepts it (keeping only
    /// the fixed base fill) so that it is total.
    pub fn from_array(init_key: &[u32]) -> Mt19937 {
        let mut key = [0u32; N];
        fill_linear(&mut key, 19_650_218);
        if !init_key.is_empty() {
            let mut i = 1usize;
            let mut j = 0usize;
            for _ in 0..N.max(init_key.len()) {
                let prev = key[i - 1];
                key[i] = (key[i] ^ (prev ^ (prev >> 30)).wrapping_mul(1_664_525))
                    .wrapping_add(init_key[j])
                    .wrapping_add(j as u32);
                i += 1;
                j += 1;
                if i >= N {
                    key[0] = key[N - 1];
                    i = 1;
                }
                if j >= init_key.len() {
                    j = 0;
                }
            }
            for _ in 0..N - 1 {
                let prev = key[i - 1];
                key[i] = (key[i] ^ (prev ^ (prev >> 30)).wrapping_mul(1_566_083_941))
                    .wrapping_sub(i as u32);
                i += 1;
                if i >= N {
                    key[0] = key[N - 1];
                    i = 1;
                }
            }
        }
        // MSB set so the state can never be all zeros.
        key[0] = 0x8000_0000;
        Mt19937 { key, pos: N }
    }

    /// The state `MT19937(SeedSequence(...))` builds: word 0 forced to 0x80000000, words
    /// 1..624 from the seed sequence, and (a NumPy quirk kept for stream equality) the read
    /// position left at 623, so the very first output tempers `words[623]` before regenerating.
    pub fn from_seed_words(words: &[u32], pos: Option<usize>) -> Mt19937 {
        let mut key = [0u32; N];
        key[0] = 0x8000_0000;
        for (slot, &w) in key.iter_mut().zip(words).skip(1) {
            *slot = w;
        }
        Mt19937 {
            key,
            pos: pos.unwrap_or(N - 1).min(N),
        }
    }

    /// Current read position (kept by `RandomState.seed(None)`, which only rewrites the key).
    pub fn pos(&self) -> usize {
        self.pos
    }

    fn generate(&mut self) {
        let k = &mut self.key;
        for i in 0..N {
            let y = (k[i] & UPPER_MASK) | (k[(i + 1) % N] & LOWER_MASK);
            let mag = if y & 1 == 1 { MATRIX_A } else { 0 };
            k[i] = k[(i + M) % N] ^ (y >> 1) ^ mag;
        }
        self.pos = 0;
    }

    pub fn next_u32(&mut self) -> u32 {
        if self.pos >= N {
            self.generate();
        }
        let mut y = self.key[self.pos];
        self.pos += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^= y >> 18;
        y
    }

    /// High half first, as `mt19937_next64` evaluates its operands.
    pub fn next_u64(&mut self) -> u64 {
        let hi = self.next_u32() as u64;
        let lo = self.next_u32() as u64;
        (hi << 32) | lo
    }

    pub fn next_double(&mut self) -> f64 {
        let a = (self.next_u32() >> 5) as f64;
        let b = (self.next_u32() >> 6) as f64;
        (a * 67_108_864.0 + b) / 9_007_199_254_740_992.0
    }
}

/// Knuth's linear congruential fill used by both seeding routines.
fn fill_linear(key: &mut [u32; N], seed: u32) {
    key[0] = seed;
    for i in 1..N {
        let prev = key[i - 1];
        key[i] = 1_812_433_253u32
            .wrapping_mul(prev ^ (prev >> 30))
            .wrapping_add(i as u32);
    }
}
