//! Memory-overlap questions about strided views of one buffer: `np.may_share_memory`, `np.shares_memory`
//! (with `max_work`), NumPy's internal-overlap test, and brute-force teaching helpers.
//!
//! This follows numpy/_core/src/common/mem_overlap.c (`solve_may_share_memory`,
//! `solve_may_have_internal_overlap`, `diophantine_simplify`, `solve_diophantine`, `diophantine_dfs`, `euclid`):
//! two views overlap iff the bounded Diophantine equation
//! `sum(|stride_a| * x_a) + sum(|stride_b| * x_b') (+ itemsize terms) == rhs` has a solution. The solver is the same
//! depth-first search with extended Euclid, visiting candidates in the same order and counting work the same way,
//! so `max_work` gives up (`TooHard`) exactly where NumPy raises `TooHardError: Exceeded max_work`.
//!
//! Differences from NumPy, all outside what NumPy can even construct or expose:
//! - NumPy's integer-overflow outcome (`MEM_OVERLAP_OVERFLOW`, an `OverflowError` from `shares_memory`) has no
//!   variant in [`Overlap`]; it is reported as `TooHard` (the "don't know" answer). It needs exabyte-scale extents.
//! - Regions with more than 64 dimensions (NumPy's `NPY_MAXDIMS`) are answered `TooHard` by the solvers.
//! - A `strides` slice shorter than `shape` counts the missing strides as 0; extra strides are ignored.
//! - `internal_overlap` sorts equal coefficients stably (NumPy uses `qsort`), which can only change *when* a
//!   small `max_work` gives up, never a Yes/No answer.

/// A view's memory footprint inside one buffer: byte offset of element [0,..,0] from the buffer start (may be any
/// value >= 0), shape, byte strides (may be negative or zero), itemsize.
#[derive(Clone, Debug)]
pub struct Region<'a> {
    pub offset: i64,
    pub shape: &'a [usize],
    pub strides: &'a [isize],
    pub itemsize: usize,
}

/// Solver answer; `TooHard` = gave up (max_work reached, or NumPy's arithmetic-overflow case).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlap {
    No,
    Yes,
    TooHard,
}

/// NumPy cannot build arrays with more dimensions; refusing deeper regions keeps the recursive solver shallow.
const MAX_DIMS: usize = 64;

/// (dim, stride) pairs; a missing stride counts as 0 so that shape alone decides size and emptiness.
fn dims<'r>(r: &'r Region) -> impl Iterator<Item = (usize, isize)> + 'r {
    r.shape
        .iter()
        .enumerate()
        .map(|(i, &d)| (d, r.strides.get(i).copied().unwrap_or(0)))
}

/// Extent in i128 (saturating, so absurd inputs cannot overflow); None when some dim is 0.
/// Mirrors `offset_bounds_from_strides`: each axis extends downwards or upwards by stride*(dim-1).
fn extent_wide(r: &Region) -> Option<(i128, i128)> {
    let mut lo: i128 = 0;
    let mut hi: i128 = 0;
    for (d, s) in dims(r) {
        if d == 0 {
            return None;
        }
        let span = (s as i128).saturating_mul(d as i128 - 1);
        if span > 0 {
            hi = hi.saturating_add(span);
        } else {
            lo = lo.saturating_add(span);
        }
    }
    let base = r.offset as i128;
    Some((
        base.saturating_add(lo),
        base.saturating_add(hi).saturating_add(r.itemsize as i128),
    ))
}

fn clamp_i64(v: i128) -> i64 {
    v.clamp(i64::MIN as i128, i64::MAX as i128) as i64
}

/// Byte extent [start, end) or None when the array has no elements.
pub fn extent(r: &Region) -> Option<(i64, i64)> {
    extent_wide(r).map(|(s, e)| (clamp_i64(s), clamp_i64(e)))
}

/// NumPy's bounds test: both extents non-empty and intersecting.
fn extents_intersect(a: &Region, b: &Region) -> Option<((i128, i128), (i128, i128))> {
    let (ea, eb) = (extent_wide(a)?, extent_wide(b)?);
    let ((s1, e1), (s2, e2)) = (ea, eb);
    if s1 < e2 && s2 < e1 && s1 < e1 && s2 < e2 {
        Some((ea, eb))
    } else {
        None
    }
}

/// np.may_share_memory semantics (extent check only).
pub fn may_share(a: &Region, b: &Region) -> bool {
    extents_intersect(a, b).is_some()
}

/// One term `a * x` with `0 <= x <= ub` of the bounded Diophantine equation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Term {
    a: i64,
    ub: i64,
}

/// Solver outcome; `Overflow` and `Error` are NumPy's MEM_OVERLAP_OVERFLOW / MEM_OVERLAP_ERROR.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Solve {
    No,
    Yes,
    TooHard,
    Overflow,
    Error,
}

impl Solve {
    fn public(self) -> Overlap {
        match self {
            Solve::No => Overlap::No,
            Solve::Yes => Overlap::Yes,
            // No separate variant for "could not decide": the caller treats it like running out of work.
            Solve::TooHard | Solve::Overflow | Solve::Error => Overlap::TooHard,
        }
    }
}

struct Overflowed;

/// `strides_to_terms`: (|stride|, dim-1) per axis; with `skip_empty`, axes of size <= 1 or stride 0 are dropped.
fn push_terms(r: &Region, terms: &mut Vec<Term>, skip_empty: bool) -> Result<(), Overflowed> {
    for (d, s) in dims(r) {
        if skip_empty && (d <= 1 || s == 0) {
            continue;
        }
        let a = i64::try_from(s)
            .map_err(|_| Overflowed)?
            .checked_abs()
            .ok_or(Overflowed)?;
        let ub = i64::try_from(d).map_err(|_| Overflowed)? - 1;
        terms.push(Term { a, ub });
    }
    Ok(())
}

/// An itemsize > 1 adds a byte-offset-within-element variable: (1, itemsize-1).
fn push_itemsize_term(itemsize: usize, terms: &mut Vec<Term>) -> Result<(), Overflowed> {
    if itemsize > 1 {
        let ub = i64::try_from(itemsize).map_err(|_| Overflowed)? - 1;
        terms.push(Term { a: 1, ub });
    }
    Ok(())
}

/// Largest coefficient first, as `diophantine_sort_A`.
fn sort_desc(terms: &mut [Term]) {
    terms.sort_by_key(|t| std::cmp::Reverse(t.a));
}

/// `diophantine_simplify`: merge equal coefficients, clamp `ub <= b / a`, drop variables forced to 0.
fn simplify(terms: &mut Vec<Term>, b: i64) -> Result<(), Overflowed> {
    if b < 0 || terms.iter().any(|t| t.ub < 0) {
        // Obviously infeasible; the solver will say so.
        return Ok(());
    }
    sort_desc(terms);
    let mut merged: Vec<Term> = Vec::with_capacity(terms.len());
    for t in terms.iter() {
        match merged.last_mut() {
            Some(last) if last.a == t.a => last.ub = last.ub.checked_add(t.ub).ok_or(Overflowed)?,
            _ => merged.push(*t),
        }
    }
    merged.retain_mut(|t| {
        t.ub = t.ub.min(b / t.a);
        t.ub != 0
    });
    *terms = merged;
    Ok(())
}

/// Extended Euclid as in NumPy's `euclid`: returns (gcd, gamma, epsilon) with gamma*a1 + epsilon*a2 == gcd.
/// The exact gamma/epsilon matter: they fix which candidate the search tries first, hence the work count.
fn euclid(mut a1: i64, mut a2: i64) -> (i64, i64, i64) {
    let (mut g1, mut g2, mut e1, mut e2) = (1i64, 0i64, 0i64, 1i64);
    // Values stay bounded by |a1|, |a2| (classic Euclid bound), so wrapping never actually happens; the loop ends
    // because the remainders strictly decrease.
    loop {
        if a2 > 0 {
            let r = a1 / a2;
            a1 -= r * a2;
            g1 = g1.wrapping_sub(r.wrapping_mul(g2));
            e1 = e1.wrapping_sub(r.wrapping_mul(e2));
        } else {
            return (a1, g1, e1);
        }
        if a1 > 0 {
            let r = a2 / a1;
            a2 -= r * a1;
            g2 = g2.wrapping_sub(r.wrapping_mul(g1));
            e2 = e2.wrapping_sub(r.wrapping_mul(e1));
        } else {
            return (a2, g2, e2);
        }
    }
}

fn floordiv(a: i128, b: i128) -> i128 {
    a.div_euclid(b) // b > 0, so Euclidean division is floor division
}

fn ceildiv(a: i128, b: i128) -> i128 {
    -floordiv(-a, b)
}

fn to_i64(v: i128) -> Result<i64, Overflowed> {
    i64::try_from(v).map_err(|_| Overflowed)
}

/// Precomputed reduction chain of `diophantine_precompute` plus the search state of `diophantine_dfs`.
struct Search<'t> {
    e: &'t [Term],
    ep: Vec<Term>,
    gamma: Vec<i64>,
    epsilon: Vec<i64>,
    max_work: Option<u64>,
    nontrivial: bool,
    x: Vec<i64>,
    count: u64,
}

impl<'t> Search<'t> {
    /// `diophantine_precompute`: Ep[j] = gcd of the first j+2 coefficients with the bound of the merged variable.
    fn new(e: &'t [Term], max_work: Option<u64>, nontrivial: bool) -> Result<Self, Overflowed> {
        let n = e.len();
        let mut ep = vec![Term { a: 0, ub: 0 }; n];
        let mut gamma = vec![0; n];
        let mut epsilon = vec![0; n];
        let (g, ga, ep0) = euclid(e[0].a, e[1].a);
        ep[0].a = g;
        gamma[0] = ga;
        epsilon[0] = ep0;
        if n > 2 {
            let (c1, c2) = (e[0].a / g, e[1].a / g);
            ep[0].ub = merged_bound(e[0].ub, c1, e[1].ub, c2)?;
        }
        for j in 2..n {
            let (g, ga, eps) = euclid(ep[j - 2].a, e[j].a);
            ep[j - 1].a = g;
            gamma[j - 1] = ga;
            epsilon[j - 1] = eps;
            if j < n - 1 {
                let (c1, c2) = (ep[j - 2].a / g, e[j].a / g);
                ep[j - 1].ub = merged_bound(ep[j - 2].ub, c1, e[j].ub, c2)?;
            }
        }
        Ok(Search {
            e,
            ep,
            gamma,
            epsilon,
            max_work,
            nontrivial,
            x: vec![0; n],
            count: 0,
        })
    }

    /// `diophantine_dfs` for variable `v` (>= 1) with right-hand side `b`.
    fn dfs(&mut self, v: usize, b: i64) -> Solve {
        if self.max_work.is_some_and(|m| self.count >= m) {
            return Solve::TooHard;
        }
        match self.step(v, b) {
            Ok(r) => r,
            Err(Overflowed) => Solve::Overflow,
        }
    }

    fn step(&mut self, v: usize, b: i64) -> Result<Solve, Overflowed> {
        // The reduced two-variable problem a1*x1 + a2*x2 == b, x1 standing for all variables before v.
        let (a1, u1) = if v == 1 {
            (self.e[0].a, self.e[0].ub)
        } else {
            (self.ep[v - 2].a, self.ep[v - 2].ub)
        };
        let (a2, u2) = (self.e[v].a, self.e[v].ub);
        let g = self.ep[v - 1].a;
        let (gamma, epsilon) = (self.gamma[v - 1], self.epsilon[v - 1]);

        if b % g != 0 {
            self.count += 1;
            return Ok(Solve::No);
        }
        let c = (b / g) as i128;
        let (c1, c2) = ((a2 / g) as i128, (a1 / g) as i128);
        // Solutions: x1 = gamma*c + c1*t, x2 = epsilon*c - c2*t, with 0 <= x1 <= u1, 0 <= x2 <= u2.
        let x10 = gamma as i128 * c;
        let x20 = epsilon as i128 * c;
        let t_l = ceildiv(-x10, c1).max(ceildiv(x20 - u2 as i128, c2));
        let t_u = floordiv(u1 as i128 - x10, c1).min(floordiv(x20, c2));
        if t_l > t_u {
            self.count += 1;
            return Ok(Solve::No);
        }
        // NumPy shifts t to start at 0; the shifted values must fit in 64 bits or it reports overflow.
        let (t_l64, t_u64) = (to_i64(t_l)?, to_i64(t_u)?);
        let x1 = to_i64(x10 + c1 * t_l)?;
        let x2 = to_i64(x20 - c2 * t_l)?;
        let span = t_u64.checked_sub(t_l64).ok_or(Overflowed)?;

        if v == 1 {
            self.x[0] = x1;
            self.x[1] = x2;
            if self.nontrivial && self.x.iter().zip(self.e).all(|(&xj, t)| xj == t.ub / 2) {
                // The midpoint solution is the same element twice, not an overlap.
                self.count += 1;
                return Ok(Solve::No);
            }
            return Ok(Solve::Yes);
        }
        for t in 0..=span {
            // Bounds above guarantee 0 <= x[v] <= u2, so these products stay in range.
            let xv = to_i64(x2 as i128 - c2 * t as i128)?;
            self.x[v] = xv;
            let b2 = to_i64(b as i128 - a2 as i128 * xv as i128)?;
            let r = self.dfs(v - 1, b2);
            if r != Solve::No {
                return Ok(r);
            }
        }
        self.count += 1;
        Ok(Solve::No)
    }
}

fn merged_bound(u1: i64, c1: i64, u2: i64, c2: i64) -> Result<i64, Overflowed> {
    u1.checked_mul(c1)
        .zip(u2.checked_mul(c2))
        .and_then(|(p, q)| p.checked_add(q))
        .ok_or(Overflowed)
}

/// `solve_diophantine`: sum(a*x) == b, 0 <= x <= ub, a > 0. With `nontrivial`, b is replaced by sum(a*ub/2) and
/// the midpoint solution x = ub/2 does not count.
fn solve_diophantine(terms: &[Term], mut b: i64, max_work: Option<u64>, nontrivial: bool) -> Solve {
    for t in terms {
        if t.a <= 0 {
            return Solve::Error;
        } else if t.ub < 0 {
            return Solve::No;
        }
    }
    if nontrivial {
        let mut sum: i64 = 0;
        for t in terms {
            if t.ub % 2 != 0 {
                return Solve::Error;
            }
            match t.a.checked_mul(t.ub / 2).and_then(|p| sum.checked_add(p)) {
                Some(s) => sum = s,
                None => return Solve::Error,
            }
        }
        b = sum;
    }
    if b < 0 {
        return Solve::No;
    }
    match terms.len() {
        0 => {
            if !nontrivial && b == 0 {
                Solve::Yes
            } else {
                Solve::No
            }
        }
        1 => {
            // A single variable has only the trivial solution in the internal-overlap problem.
            if !nontrivial && b % terms[0].a == 0 && b / terms[0].a <= terms[0].ub {
                Solve::Yes
            } else {
                Solve::No
            }
        }
        n => match Search::new(terms, max_work, nontrivial) {
            Ok(mut s) => s.dfs(n - 1, b),
            Err(Overflowed) => Solve::Overflow,
        },
    }
}

/// np.shares_memory(a, b, max_work): max_work = None means exact (NumPy's default for shares_memory, MAY_SHARE_EXACT);
/// Some(0) means bounds-only; Some(n) limits the work; return TooHard when the limit is reached (the caller raises
/// `TooHardError: Exceeded max_work`).
///
/// Exact mode can take time exponential in ndim on adversarial strides (as in NumPy); regions that fit a small
/// buffer keep it small.
pub fn shares(a: &Region, b: &Region, max_work: Option<u64>) -> Overlap {
    shares_solve(a, b, max_work).public()
}

fn shares_solve(a: &Region, b: &Region, max_work: Option<u64>) -> Solve {
    let Some(((s1, e1), (s2, e2))) = extents_intersect(a, b) else {
        return Solve::No;
    };
    if max_work == Some(0) {
        // Bounds-only mode: intersecting extents are "don't know".
        return Solve::TooHard;
    }
    if a.shape.len() > MAX_DIMS || b.shape.len() > MAX_DIMS {
        return Solve::TooHard;
    }
    if [s1, e1, s2, e2].iter().any(|&v| i64::try_from(v).is_err()) {
        return Solve::Overflow;
    }
    // Walk a up from its lowest byte and b down from its highest byte (or vice versa): both sides then have
    // positive coefficients. The smaller of the two right-hand sides is the cheaper problem.
    let Ok(rhs) = i64::try_from((e2 - 1 - s1).min(e1 - 1 - s2)) else {
        return Solve::Overflow;
    };
    let mut terms = Vec::with_capacity(a.shape.len() + b.shape.len() + 2);
    let built = push_terms(a, &mut terms, true)
        .and_then(|_| push_terms(b, &mut terms, true))
        .and_then(|_| push_itemsize_term(a.itemsize, &mut terms))
        .and_then(|_| push_itemsize_term(b.itemsize, &mut terms))
        .and_then(|_| simplify(&mut terms, rhs));
    if built.is_err() {
        return Solve::Overflow;
    }
    solve_diophantine(&terms, rhs, max_work, false)
}

/// NumPy's C_CONTIGUOUS flag (`_UpdateContiguousFlags`): any 0 dim -> contiguous; size-1 dims are ignored.
fn is_c_contiguous(r: &Region) -> bool {
    let mut expected: i128 = r.itemsize as i128;
    let mut contig = true;
    for (d, s) in dims(r).collect::<Vec<_>>().into_iter().rev() {
        if d == 0 {
            return true;
        }
        if d != 1 {
            if s as i128 != expected {
                contig = false; // keep scanning: a later 0 dim still makes the array contiguous
            }
            expected = expected.saturating_mul(d as i128);
        }
    }
    contig
}

/// solve_may_have_internal_overlap: does the view address some byte twice (C-contiguous -> No, stride-0 dim of size>1 -> Yes, ...)
pub fn internal_overlap(a: &Region, max_work: Option<u64>) -> Overlap {
    internal_solve(a, max_work).public()
}

fn internal_solve(a: &Region, max_work: Option<u64>) -> Solve {
    if is_c_contiguous(a) {
        return Solve::No;
    }
    if a.shape.len() > MAX_DIMS {
        return Solve::TooHard;
    }
    let mut raw = Vec::with_capacity(a.shape.len() + 1);
    if push_terms(a, &mut raw, false)
        .and_then(|_| push_itemsize_term(a.itemsize, &mut raw))
        .is_err()
    {
        return Solve::Overflow;
    }
    // Two different index tuples hitting the same byte <=> sum(|a| * z) == sum(|a| * ub) with 0 <= z <= 2*ub,
    // z != ub. Same scan order as NumPy: an empty axis or a repeated (stride-0) axis decides at once.
    let mut terms = Vec::with_capacity(raw.len());
    for t in raw {
        if t.ub == 0 {
            continue;
        } else if t.ub < 0 {
            return Solve::No;
        } else if t.a == 0 {
            return Solve::Yes;
        }
        let Some(ub) = t.ub.checked_mul(2) else {
            return Solve::Overflow;
        };
        terms.push(Term { a: t.a, ub });
    }
    // Not simplified: merging/clamping would change the "z != ub" side condition.
    sort_desc(&mut terms);
    solve_diophantine(&terms, -1, max_work, true)
}

/// Number of elements, 0 if any dim is 0, None on usize overflow.
fn n_elements(r: &Region) -> Option<usize> {
    if r.shape.contains(&0) {
        return Some(0);
    }
    r.shape
        .iter()
        .try_fold(1usize, |acc, &d| acc.checked_mul(d))
}

/// Start byte of every element, in C (row-major) order. Caller bounds the count.
fn element_starts(r: &Region, n: usize) -> Vec<i128> {
    let mut out = Vec::with_capacity(n);
    if n == 0 {
        return out;
    }
    let ds: Vec<(usize, isize)> = dims(r).collect();
    let mut idx = vec![0usize; ds.len()];
    let mut addr = r.offset as i128;
    for _ in 0..n {
        out.push(addr);
        // Odometer increment from the last axis, adjusting the address incrementally.
        for k in (0..ds.len()).rev() {
            let (d, s) = ds[k];
            idx[k] += 1;
            if idx[k] < d {
                addr = addr.saturating_add(s as i128);
                break;
            }
            idx[k] = 0;
            addr = addr.saturating_sub((s as i128).saturating_mul(d as i128 - 1));
        }
    }
    out
}

/// Teaching helpers (brute force over elements, bounded): every pair (flat C index in a, flat C index in b) of
/// elements whose byte ranges intersect; None if a.size()*b.size() exceeds `limit` pairs-to-check
/// (do it smartly: map each byte of the smaller to its element, then walk the other; limit on work, not output).
///
/// Result is sorted by (index in a, index in b). Zero-itemsize elements occupy no bytes and never intersect.
pub fn shared_elements(a: &Region, b: &Region, limit: usize) -> Option<Vec<(usize, usize)>> {
    let (na, nb) = (n_elements(a)?, n_elements(b)?);
    if na == 0 || nb == 0 {
        return Some(Vec::new());
    }
    if na.checked_mul(nb)? > limit {
        return None;
    }
    if a.itemsize == 0 || b.itemsize == 0 {
        return Some(Vec::new());
    }
    // Index the smaller array by start address; for each element of the other, a binary search finds the
    // elements whose start lies in the window that makes the byte ranges intersect.
    let swap = na > nb;
    let (small, big, ns, nbig) = if swap { (b, a, nb, na) } else { (a, b, na, nb) };
    let mut index: Vec<(i128, usize)> = element_starts(small, ns)
        .into_iter()
        .enumerate()
        .map(|(i, s)| (s, i))
        .collect();
    index.sort_unstable();
    let (isz_s, isz_b) = (small.itemsize as i128, big.itemsize as i128);
    let mut pairs = Vec::new();
    for (ib, start) in element_starts(big, nbig).into_iter().enumerate() {
        // [s, s+isz_s) meets [start, start+isz_b) <=> start - isz_s < s < start + isz_b.
        let lo = index.partition_point(|&(s, _)| s <= start - isz_s);
        let hi = index.partition_point(|&(s, _)| s < start + isz_b);
        for &(_, is) in index.get(lo..hi).unwrap_or(&[]) {
            pairs.push(if swap { (ib, is) } else { (is, ib) });
        }
    }
    pairs.sort_unstable();
    Some(pairs)
}

/// For a single view: how many times each byte-aligned element slot is addressed: returns (number of element
/// addresses, number of distinct element start addresses) — e.g. sliding_window_view(arange(6),3): (12, 6).
/// None if the view has more than `limit` elements.
pub fn address_multiplicity(a: &Region, limit: usize) -> Option<(usize, usize)> {
    let n = n_elements(a)?;
    if n > limit {
        return None;
    }
    let mut starts = element_starts(a, n);
    starts.sort_unstable();
    starts.dedup();
    Some((n, starts.len()))
}

#[cfg(test)]
mod tests;
