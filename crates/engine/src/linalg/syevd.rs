//! `dsyevd` as `numpy.linalg.eigh`/`eigvalsh` call it (`UPLO` 'L' or 'U', jobz `'V'` or
//! `'N'`), in the operation order of LAPACK 3.12.0 as OpenBLAS 0.3.31 ships it:
//!
//! - `dsytd2` (what `dsytrd` runs up to order 32): Householder reduction to a symmetric
//!   tridiagonal T, from the top for 'L' and from the bottom for 'U', with OpenBLAS's `dsymv`,
//!   `ddot`, `daxpy` and `dsyr2` rounding;
//! - for the values alone, `dsterf` (Pal-Walker-Kahan's root-free QL/QR, then a sort);
//! - with the vectors, `dsteqr('I')` (what `dstedc` runs up to order 25: implicit QL/QR with
//!   Givens rotations applied by `dlasr`, then a selection sort that swaps the vectors) and
//!   `dormtr` (`dorm2r` for 'L', `dorm2l` for 'U') to bring them back from the tridiagonal
//!   basis.
//!
//! Matrices are row-major `n*n` slices holding the full symmetric matrix.

use super::blas::{axpy, dot, symv_lower, symv_upper};
use super::geev::larf_left;
use super::{EPS, SAFMIN, charge, dlaev2, dlapy2, dlarfg, dlartg, sign};

/// The largest order whose values `dsytrd` reduces unblocked (above it `dlatrd` takes over).
pub const MAX_VALUES_ORDER: usize = 32;
/// The largest order whose vectors `dstedc` leaves to `dsteqr` (above it: divide and conquer).
pub const MAX_VECTORS_ORDER: usize = 25;

/// `dsytd2('L')`: (d, e, tau, a) with the reflectors' vectors below the subdiagonal of `a`.
#[allow(clippy::type_complexity)]
fn sytd2(a: &[f64], n: usize) -> (Vec<f64>, Vec<f64>, Vec<f64>, Vec<f64>) {
    let mut a = a.to_vec();
    let at = |i: usize, j: usize| i * n + j;
    let mut d = vec![0.0; n];
    let mut e = vec![0.0; n.saturating_sub(1)];
    let mut tau = vec![0.0; n.saturating_sub(1)];
    for i in 0..n.saturating_sub(1) {
        let mut x: Vec<f64> = (i + 2..n).map(|r| a[at(r, i)]).collect();
        let (beta, taui) = dlarfg(a[at(i + 1, i)], &mut x);
        for (r, xv) in (i + 2..n).zip(&x) {
            a[at(r, i)] = *xv;
        }
        e[i] = beta;
        if taui != 0.0 {
            let mut v = Vec::with_capacity(n - i - 1);
            v.push(1.0);
            v.extend(x);
            let m = n - i - 1;
            let b0 = i + 1;
            let mut w = symv_lower(|r, c| a[at(b0 + r, b0 + c)], m, taui, &v);
            let alpha = -0.5 * taui * dot(&w, &v);
            axpy(alpha, &v, &mut w);
            // dsyr2('L', m, -1, v, w): two daxpys per column, v's term then w's
            for j in 0..m {
                let rows = j..m;
                syr2_column(&mut a, |k| at(b0 + k, b0 + j), rows, -v[j], -w[j], &v, &w);
            }
        }
        a[at(i + 1, i)] = beta;
        d[i] = a[at(i, i)];
        tau[i] = taui;
    }
    if n > 0 {
        d[n - 1] = a[at(n - 1, n - 1)];
    }
    (d, e, tau, a)
}

/// One column of `dsyr2`'s update over `rows`: a[k] += tv w[k], then a[k] += tw v[k], each a
/// `daxpy` (OpenBLAS's `syr2_k.c`); `pos(k)` is row k's index into `a`.
fn syr2_column(
    a: &mut [f64],
    pos: impl Fn(usize) -> usize,
    rows: std::ops::Range<usize>,
    tv: f64,
    tw: f64,
    v: &[f64],
    w: &[f64],
) {
    let mut col: Vec<f64> = rows.clone().map(|k| a[pos(k)]).collect();
    axpy(tv, &w[rows.clone()], &mut col);
    axpy(tw, &v[rows.clone()], &mut col);
    for (k, x) in rows.zip(col) {
        a[pos(k)] = x;
    }
}

/// `dsytd2('U')`: (d, e, tau, a) with the reflectors' vectors above the superdiagonal of `a`
/// (reflector i in column i + 1, its last element, 1, at row i).
#[allow(clippy::type_complexity)]
fn sytd2_upper(a: &[f64], n: usize) -> (Vec<f64>, Vec<f64>, Vec<f64>, Vec<f64>) {
    let mut a = a.to_vec();
    let at = |i: usize, j: usize| i * n + j;
    let mut d = vec![0.0; n];
    let mut e = vec![0.0; n.saturating_sub(1)];
    let mut tau = vec![0.0; n.saturating_sub(1)];
    for i in (0..n.saturating_sub(1)).rev() {
        let mut x: Vec<f64> = (0..i).map(|r| a[at(r, i + 1)]).collect();
        let (beta, taui) = dlarfg(a[at(i, i + 1)], &mut x);
        for (r, xv) in x.iter().enumerate() {
            a[at(r, i + 1)] = *xv;
        }
        e[i] = beta;
        if taui != 0.0 {
            let mut v = x;
            v.push(1.0);
            let m = i + 1;
            let mut w = symv_upper(|r, c| a[at(r, c)], m, taui, &v);
            let alpha = -0.5 * taui * dot(&w, &v);
            axpy(alpha, &v, &mut w);
            // dsyr2('U', m, -1, v, w): two daxpys per column, v's term then w's
            for j in 0..m {
                syr2_column(&mut a, |k| at(k, j), 0..j + 1, -v[j], -w[j], &v, &w);
            }
        }
        a[at(i, i + 1)] = beta;
        d[i + 1] = a[at(i + 1, i + 1)];
        tau[i] = taui;
    }
    if n > 0 {
        d[0] = a[0];
    }
    (d, e, tau, a)
}

/// `dlanst('M')` of the block: the largest magnitude among d[l..=lend] and e[l..lend].
fn lanst(d: &[f64], e: &[f64], l: usize, lend: usize) -> f64 {
    let mut m = d[lend].abs();
    for i in l..lend {
        for v in [d[i].abs(), e[i].abs()] {
            if m < v || v.is_nan() {
                m = v;
            }
        }
    }
    m
}

/// Why `syevd` returned no result.
#[derive(Debug, PartialEq)]
pub enum SyevdFailure {
    /// Beyond what is modelled: the order, or a block LAPACK would rescale first.
    Unsupported,
    /// The QL/QR iteration did not converge (LAPACK's INFO > 0; NumPy raises LinAlgError).
    NoConvergence,
    /// The work budget ran out.
    Stopped,
}

/// What `dsterf` and `dsteqr` do next from l1.
enum Block {
    /// A 1x1 or zero block: nothing to do.
    Skip,
    /// A block LAPACK would scale first (entries beyond about 1e-123 to 1e153): not modelled.
    Rescale,
    /// The unreduced block from l to lend: QL when lend > l, QR when lend < l.
    Run(usize, usize),
}

/// The prelude both `dsterf` and `dsteqr` run before each block: zero the off-diagonal that
/// ended the last block, split at the next negligible one (`e[m]` against the geometric mean
/// of its neighbours), advance `l1` past the block, and orient it so that the iteration
/// starts from its end of smaller magnitude.
fn next_block(d: &[f64], e: &mut [f64], l1: &mut usize) -> Block {
    let n = d.len();
    if *l1 > 0 {
        e[*l1 - 1] = 0.0;
    }
    let mut m = *l1;
    while m + 1 < n {
        if e[m].abs() <= (d[m].abs().sqrt() * d[m + 1].abs().sqrt()) * EPS {
            e[m] = 0.0;
            break;
        }
        m += 1;
    }
    let l = *l1;
    *l1 = m + 1;
    if m == l {
        return Block::Skip;
    }
    let anorm = lanst(d, e, l, m);
    if anorm == 0.0 {
        return Block::Skip;
    }
    let eps2 = EPS * EPS;
    if anorm > (1.0 / SAFMIN).sqrt() / 3.0 || anorm < SAFMIN.sqrt() / eps2 {
        return Block::Rescale;
    }
    if d[m].abs() < d[l].abs() { Block::Run(m, l) } else { Block::Run(l, m) }
}

/// The deflation search of a QL (lend > l) or QR (lend < l) sweep: the first m from l towards
/// lend whose off-diagonal to the next element that way is `negligible(e, d[m], d[next])`,
/// which is then set to zero; lend if there is none.
fn deflate(d: &[f64], e: &mut [f64], l: usize, lend: usize, negligible: impl Fn(f64, f64, f64) -> bool) -> usize {
    let mut m = l;
    while m != lend {
        let (k, next) = if lend > l { (m, m + 1) } else { (m - 1, m - 1) };
        if negligible(e[k], d[m], d[next]) {
            e[k] = 0.0;
            return m;
        }
        m = next;
    }
    m
}

/// `dsterf`: the eigenvalues of the tridiagonal (d, e), ascending.
fn sterf(mut d: Vec<f64>, mut e: Vec<f64>) -> Result<Vec<f64>, SyevdFailure> {
    let n = d.len();
    let eps2 = EPS * EPS;
    let nmaxit = n * 30;
    let mut jtot = 0;
    let mut l1 = 0usize;
    while l1 < n {
        let (mut l, lend) = match next_block(&d, &mut e, &mut l1) {
            Block::Skip => continue,
            Block::Rescale => return Err(SyevdFailure::Unsupported),
            Block::Run(l, lend) => (l, lend),
        };
        for v in e.iter_mut().take(l.max(lend)).skip(l.min(lend)) {
            *v = *v * *v;
        }
        if lend >= l {
            // QL
            loop {
                let m = deflate(&d, &mut e, l, lend, |e, dm, dn| e.abs() <= eps2 * (dm * dn).abs());
                let p = d[l];
                if m == l {
                    d[l] = p;
                    l += 1;
                    if l <= lend {
                        continue;
                    }
                    break;
                }
                if m == l + 1 {
                    let rte = e[l].sqrt();
                    let (rt1, rt2) = dlae2(d[l], rte, d[l + 1]);
                    d[l] = rt1;
                    d[l + 1] = rt2;
                    e[l] = 0.0;
                    l += 2;
                    if l <= lend {
                        continue;
                    }
                    break;
                }
                if jtot == nmaxit {
                    break;
                }
                jtot += 1;
                if !charge(m - l + 1) {
                    return Err(SyevdFailure::Stopped);
                }
                let rte = e[l].sqrt();
                let mut sigma = (d[l + 1] - p) / (2.0 * rte);
                let r = dlapy2(sigma, 1.0);
                sigma = p - (rte / (sigma + sign(r, sigma)));
                let (mut c, mut s) = (1.0, 0.0);
                let mut gamma = d[m] - sigma;
                let mut p = gamma * gamma;
                for i in (l..m).rev() {
                    let bb = e[i];
                    let r = p + bb;
                    if i + 1 != m {
                        e[i + 1] = s * r;
                    }
                    let oldc = c;
                    c = p / r;
                    s = bb / r;
                    let oldgam = gamma;
                    let alpha = d[i];
                    gamma = c * (alpha - sigma) - s * oldgam;
                    d[i + 1] = oldgam + (alpha - gamma);
                    p = if c != 0.0 { (gamma * gamma) / c } else { oldc * bb };
                }
                e[l] = s * p;
                d[l] = sigma + gamma;
            }
        } else {
            // QR
            loop {
                let m = deflate(&d, &mut e, l, lend, |e, dm, dn| e.abs() <= eps2 * (dm * dn).abs());
                let p = d[l];
                if m == l {
                    d[l] = p;
                    if l == lend {
                        break;
                    }
                    l -= 1;
                    continue;
                }
                if m + 1 == l {
                    let rte = e[l - 1].sqrt();
                    let (rt1, rt2) = dlae2(d[l], rte, d[l - 1]);
                    d[l] = rt1;
                    d[l - 1] = rt2;
                    e[l - 1] = 0.0;
                    if l < lend + 2 {
                        break;
                    }
                    l -= 2;
                    continue;
                }
                if jtot == nmaxit {
                    break;
                }
                jtot += 1;
                if !charge(l - m + 1) {
                    return Err(SyevdFailure::Stopped);
                }
                let rte = e[l - 1].sqrt();
                let mut sigma = (d[l - 1] - p) / (2.0 * rte);
                let r = dlapy2(sigma, 1.0);
                sigma = p - (rte / (sigma + sign(r, sigma)));
                let (mut c, mut s) = (1.0, 0.0);
                let mut gamma = d[m] - sigma;
                let mut p = gamma * gamma;
                for i in m..l {
                    let bb = e[i];
                    let r = p + bb;
                    if i != m {
                        e[i - 1] = s * r;
                    }
                    let oldc = c;
                    c = p / r;
                    s = bb / r;
                    let oldgam = gamma;
                    let alpha = d[i + 1];
                    gamma = c * (alpha - sigma) - s * oldgam;
                    d[i] = oldgam + (alpha - gamma);
                    p = if c != 0.0 { (gamma * gamma) / c } else { oldc * bb };
                }
                e[l - 1] = s * p;
                d[l] = sigma + gamma;
            }
        }
        if jtot >= nmaxit {
            return Err(SyevdFailure::NoConvergence);
        }
    }
    d.sort_by(|a, b| a.total_cmp(b));
    Ok(d)
}

/// `dlae2`: the eigenvalues (rt1 of larger magnitude) of the symmetric 2x2 [[a, b], [b, c]],
/// computed as `dlaev2` computes them.
fn dlae2(a: f64, b: f64, c: f64) -> (f64, f64) {
    let (rt1, rt2, _, _) = dlaev2(a, b, c);
    (rt1, rt2)
}

/// `dlasr('R', 'V', dir)` on columns `c0..c0+cs.len()+1` of the row-major n x n `z`: plane
/// rotation j mixes columns c0+j and c0+j+1, forward or backward.
fn lasr(z: &mut [f64], n: usize, c0: usize, cs: &[f64], ss: &[f64], forward: bool) {
    let mut apply = |j: usize| {
        let (ct, st) = (cs[j], ss[j]);
        if ct != 1.0 || st != 0.0 {
            for i in 0..n {
                let p0 = i * n + c0 + j;
                let temp = z[p0 + 1];
                z[p0 + 1] = ct * temp - st * z[p0];
                z[p0] = st * temp + ct * z[p0];
            }
        }
    };
    if forward {
        (0..cs.len()).for_each(&mut apply);
    } else {
        (0..cs.len()).rev().for_each(&mut apply);
    }
}

/// `dsteqr('I')`: eigenvalues (ascending) and eigenvectors (row-major, columns) of the
/// tridiagonal (d, e).
#[allow(clippy::type_complexity)]
fn steqr(mut d: Vec<f64>, mut e: Vec<f64>) -> Result<(Vec<f64>, Vec<f64>), SyevdFailure> {
    let n = d.len();
    let mut z = vec![0.0; n * n];
    for i in 0..n {
        z[i * n + i] = 1.0;
    }
    if n <= 1 {
        return Ok((d, z));
    }
    let eps2 = EPS * EPS;
    let nmaxit = n * 30;
    let mut jtot = 0;
    let mut wc = vec![0.0; n];
    let mut ws = vec![0.0; n];
    let mut l1 = 0usize;
    while l1 < n {
        let (mut l, lend) = match next_block(&d, &mut e, &mut l1) {
            Block::Skip => continue,
            Block::Rescale => return Err(SyevdFailure::Unsupported),
            Block::Run(l, lend) => (l, lend),
        };
        if lend > l {
            // QL
            loop {
                let m = deflate(&d, &mut e, l, lend, |e, dm, dn| e.abs() * e.abs() <= (eps2 * dm.abs()) * dn.abs() + SAFMIN);
                let p = d[l];
                if m == l {
                    d[l] = p;
                    l += 1;
                    if l <= lend {
                        continue;
                    }
                    break;
                }
                if m == l + 1 {
                    let (rt1, rt2, c, s) = dlaev2(d[l], e[l], d[l + 1]);
                    lasr(&mut z, n, l, &[c], &[s], false);
                    d[l] = rt1;
                    d[l + 1] = rt2;
                    e[l] = 0.0;
                    l += 2;
                    if l <= lend {
                        continue;
                    }
                    break;
                }
                if jtot == nmaxit {
                    break;
                }
                jtot += 1;
                if !charge(n * (m - l + 1)) {
                    return Err(SyevdFailure::Stopped);
                }
                let mut g = (d[l + 1] - p) / (2.0 * e[l]);
                let mut r = dlapy2(g, 1.0);
                g = d[m] - p + (e[l] / (g + sign(r, g)));
                let (mut s, mut c, mut p) = (1.0, 1.0, 0.0);
                for i in (l..m).rev() {
                    let f = s * e[i];
                    let b = c * e[i];
                    let (cc, ss, rr) = dlartg_r(g, f);
                    (c, s, r) = (cc, ss, rr);
                    if i + 1 != m {
                        e[i + 1] = r;
                    }
                    g = d[i + 1] - p;
                    r = (d[i] - g) * s + 2.0 * c * b;
                    p = s * r;
                    d[i + 1] = g + p;
                    g = c * r - b;
                    wc[i] = c;
                    ws[i] = -s;
                }
                lasr(&mut z, n, l, &wc[l..m], &ws[l..m], false);
                d[l] -= p;
                e[l] = g;
            }
        } else {
            // QR
            loop {
                let m = deflate(&d, &mut e, l, lend, |e, dm, dn| e.abs() * e.abs() <= (eps2 * dm.abs()) * dn.abs() + SAFMIN);
                let p = d[l];
                if m == l {
                    d[l] = p;
                    if l == lend {
                        break;
                    }
                    l -= 1;
                    continue;
                }
                if m + 1 == l {
                    let (rt1, rt2, c, s) = dlaev2(d[l - 1], e[l - 1], d[l]);
                    lasr(&mut z, n, l - 1, &[c], &[s], true);
                    d[l - 1] = rt1;
                    d[l] = rt2;
                    e[l - 1] = 0.0;
                    if l < lend + 2 {
                        break;
                    }
                    l -= 2;
                    continue;
                }
                if jtot == nmaxit {
                    break;
                }
                jtot += 1;
                if !charge(n * (l - m + 1)) {
                    return Err(SyevdFailure::Stopped);
                }
                let mut g = (d[l - 1] - p) / (2.0 * e[l - 1]);
                let mut r = dlapy2(g, 1.0);
                g = d[m] - p + (e[l - 1] / (g + sign(r, g)));
                let (mut s, mut c, mut p) = (1.0, 1.0, 0.0);
                for i in m..l {
                    let f = s * e[i];
                    let b = c * e[i];
                    let (cc, ss, rr) = dlartg_r(g, f);
                    (c, s, r) = (cc, ss, rr);
                    if i != m {
                        e[i - 1] = r;
                    }
                    g = d[i] - p;
                    r = (d[i + 1] - g) * s + 2.0 * c * b;
                    p = s * r;
                    d[i] = g + p;
                    g = c * r - b;
                    wc[i] = c;
                    ws[i] = s;
                }
                lasr(&mut z, n, m, &wc[m..l], &ws[m..l], true);
                d[l] -= p;
                e[l - 1] = g;
            }
        }
        if jtot >= nmaxit {
            return Err(SyevdFailure::NoConvergence);
        }
    }
    // selection sort, ascending, swapping vectors
    for i in 0..n - 1 {
        let mut k = i;
        let mut p = d[i];
        for (j, &dj) in d.iter().enumerate().skip(i + 1) {
            if dj < p {
                k = j;
                p = dj;
            }
        }
        if k != i {
            d[k] = d[i];
            d[i] = p;
            for r in 0..n {
                z.swap(r * n + i, r * n + k);
            }
        }
    }
    Ok((d, z))
}

/// `dlartg` with its r: the rotation (c, s) and r = c f + s g.
fn dlartg_r(f: f64, g: f64) -> (f64, f64, f64) {
    let (c, s) = dlartg(f, g);
    // dlartg's r, as it computes it on each of its paths
    let r = if g == 0.0 {
        f
    } else if f == 0.0 {
        g.abs()
    } else {
        let rtmin = SAFMIN.sqrt();
        let rtmax = (f64::MAX / 2.0).sqrt();
        let (f1, g1) = (f.abs(), g.abs());
        if f1 > rtmin && f1 < rtmax && g1 > rtmin && g1 < rtmax {
            sign((f * f + g * g).sqrt(), f)
        } else {
            let u = SAFMIN.max(f1.max(g1)).min(f64::MAX);
            let (fs, gs) = (f / u, g / u);
            sign((fs * fs + gs * gs).sqrt(), f) * u
        }
    };
    (c, s, r)
}

/// `dsyevd` on the full symmetric row-major `a`, reducing from the triangle `lower` names:
/// ascending eigenvalues and, with `vectors`, the eigenvectors as columns (row-major).
#[allow(clippy::type_complexity)]
pub fn syevd(a: &[f64], n: usize, vectors: bool, lower: bool) -> Result<(Vec<f64>, Vec<f64>), SyevdFailure> {
    if n > MAX_VALUES_ORDER || (vectors && n > MAX_VECTORS_ORDER) {
        return Err(SyevdFailure::Unsupported);
    }
    if !charge(n.saturating_mul(n).saturating_mul(n).saturating_mul(4) + 1) {
        return Err(SyevdFailure::Stopped);
    }
    if n == 1 {
        return Ok((vec![a[0]], if vectors { vec![1.0] } else { vec![] }));
    }
    let (d, e, tau, refl) = if lower { sytd2(a, n) } else { sytd2_upper(a, n) };
    if !vectors {
        return sterf(d, e).map(|w| (w, vec![]));
    }
    let (w, mut z) = steqr(d, e)?;
    if lower {
        // dormtr('L', 'L', 'N') = dorm2r on rows 1.. of Z: H(n-2) first, H(0) last
        for i in (0..n.saturating_sub(1)).rev() {
            let v: Vec<f64> = std::iter::once(1.0).chain((i + 2..n).map(|r| refl[r * n + i])).collect();
            larf_left(&mut z, n, i + 1, 0, n, &v, tau[i]);
        }
    } else {
        // dormtr('L', 'U', 'N') = dorm2l on rows ..n-1 of Z: H(0) first
        for i in 0..n.saturating_sub(1) {
            let v: Vec<f64> = (0..i).map(|r| refl[r * n + i + 1]).chain(std::iter::once(1.0)).collect();
            larf_left(&mut z, n, 0, 0, n, &v, tau[i]);
        }
    }
    Ok((w, z))
}
