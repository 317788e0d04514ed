//! PCG64 (XSL-RR 128/64) and NumPy's `SeedSequence`, the pair behind `np.random.default_rng`.
//!
//! Follows numpy/random/src/pcg64/pcg64.h (`pcg_setseq_128_srandom_r`, the LCG step, the
//! XSL-RR output, and `pcg64_next32`, which splits one 64-bit output into two 32-bit draws,
//! low half first) and numpy/random/bit_generator.pyx (`SeedSequence`: entropy as 32-bit
//! words lowest first, `mix_entropy` into a 4-word pool, `generate_state`).

const MULTIPLIER: u128 = (2_549_297_995_355_413_924u128 << 64) | 4_865_540_595_714_422_341u128;

/// PCG64 state, including the spare 32-bit half kept between `next_u32` calls.
#[derive(Clone, Debug)]
pub struct Pcg64 {
    state: u128,
    inc: u128,
    has_uint32: bool,
    uinteger: u32,
}

impl Pcg64 {
    /// `pcg64_set_seed` with the 128-bit initial state and stream selector.
    pub fn new(initstate: u128, initseq: u128) -> Pcg64 {
        let mut g = Pcg64 {
            state: 0,
            inc: (initseq << 1) | 1,
            has_uint32: false,
            uinteger: 0,
        };
        g.step();
        g.state = g.state.wrapping_add(initstate);
        g.step();
        g
    }

    /// What `PCG64(SeedSequence(entropy))` does: four 64-bit words from the sequence,
    /// the first two the state (high word first), the last two the increment.
    pub fn from_seed_sequence(ss: &SeedSequence) -> Pcg64 {
        let w = ss.generate_state_u64(4);
        let s = ((w[0] as u128) << 64) | w[1] as u128;
        let i = ((w[2] as u128) << 64) | w[3] as u128;
        Pcg64::new(s, i)
    }

    fn step(&mut self) {
        self.state = self.state.wrapping_mul(MULTIPLIER).wrapping_add(self.inc);
    }

    pub fn next_u64(&mut self) -> u64 {
        self.step();
        let hi = (self.state >> 64) as u64;
        let lo = self.state as u64;
        (hi ^ lo).rotate_right((hi >> 58) as u32)
    }

    #[inline]
    pub fn next_u32(&mut self) -> u32 {
        if self.has_uint32 {
            self.has_uint32 = false;
            return self.uinteger;
        }
        let next = self.next_u64();
        self.has_uint32 = true;
        self.uinteger = (next >> 32) as u32;
        next as u32
    }

    pub fn next_double(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / 9_007_199_254_740_992.0)
    }
}

const POOL_SIZE: usize = 4;
const INIT_A: u32 = 0x43b0_d7e5;
const MULT_A: u32 = 0x931e_8875;
const INIT_B: u32 = 0x8b51_f9dd;
const MULT_B: u32 = 0x58f3_8ded;
const MIX_MULT_L: u32 = 0xca01_f9dd;
const MIX_MULT_R: u32 = 0x4973_f715;
const XSHIFT: u32 = 16;

/// NumPy's `SeedSequence` without spawn keys (pool size 4), holding its mixed pool.
#[derive(Clone, Debug)]
pub struct SeedSequence {
    pool: [u32; POOL_SIZE],
}

impl SeedSequence {
    /// Build from entropy already split into 32-bit words (lowest word first), the form
    /// `_coerce_to_uint32_array` produces.
    pub fn from_words(entropy: &[u32]) -> SeedSequence {
        let mut pool = [0u32; POOL_SIZE];
        let mut hash_const = INIT_A;
        let mut hashmix = |value: u32| -> u32 {
            let mut v = value ^ hash_const;
            hash_const = hash_const.wrapping_mul(MULT_A);
            v = v.wrapping_mul(hash_const);
            v ^ (v >> XSHIFT)
        };
        for (i, slot) in pool.iter_mut().enumerate() {
            *slot = hashmix(entropy.get(i).copied().unwrap_or(0));
        }
        for src in 0..POOL_SIZE {
            for dst in 0..POOL_SIZE {
                if src != dst {
                    let h = hashmix(pool[src]);
                    pool[dst] = mix(pool[dst], h);
                }
            }
        }
        for &word in entropy.iter().skip(POOL_SIZE) {
            for slot in pool.iter_mut() {
                let h = hashmix(word);
                *slot = mix(*slot, h);
            }
        }
        SeedSequence { pool }
    }

    /// A non-negative integer entropy value, split as NumPy splits Python ints.
    pub fn from_u128(entropy: u128) -> SeedSequence {
        SeedSequence::from_words(&int_to_words(entropy))
    }

    /// `generate_state(n_words, np.uint32)`.
    pub fn generate_state_u32(&self, n_words: usize) -> Vec<u32> {
        let mut hash_const = INIT_B;
        (0..n_words)
            .map(|i| {
                let mut v = self.pool[i % POOL_SIZE] ^ hash_const;
                hash_const = hash_const.wrapping_mul(MULT_B);
                v = v.wrapping_mul(hash_const);
                v ^ (v >> XSHIFT)
            })
            .collect()
    }

    /// `generate_state(n_words, np.uint64)`: pairs of 32-bit words, little-endian.
    pub fn generate_state_u64(&self, n_words: usize) -> Vec<u64> {
        let w = self.generate_state_u32(n_words.saturating_mul(2));
        w.chunks(2)
            .map(|c| c[0] as u64 | ((c.get(1).copied().unwrap_or(0) as u64) << 32))
            .collect()
    }
}

fn mix(x: u32, y: u32) -> u32 {
    let r = MIX_MULT_L
        .wrapping_mul(x)
        .wrapping_sub(MIX_MULT_R.wrapping_mul(y));
    r ^ (r >> XSHIFT)
}

/// `_int_to_uint32_array`: 32-bit words, lowest first; zero is one word.
pub fn int_to_words(mut n: u128) -> Vec<u32> {
    if n == 0 {
        return vec![0];
    }
    let mut out = Vec::new();
    while n > 0 {
        out.push(n as u32);
        n >>= 32;
    }
    out
}
