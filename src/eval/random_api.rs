//! The session's random state (`np.random.seed`, `np.random.default_rng`).

use crate::engine::random::{RandomState, SeedArg};

/// The legacy global RandomState, created on first use with NumPy's unseeded path.
#[derive(Default)]
pub struct RandomHolder {
    legacy: Option<RandomState>,
}

impl RandomHolder {
    pub fn legacy(&mut self) -> &mut RandomState {
        self.legacy.get_or_insert_with(|| RandomState::new(SeedArg::None).expect("unseeded RandomState"))
    }
}
