//! The numeric kernels behind `np.linalg` and `np.correlate`, in the operation order of the
//! LAPACK and OpenBLAS routines NumPy 2.4's wheels call (reference LAPACK 3.12 inside
//! OpenBLAS 0.3.31, Haswell kernels), so that results match NumPy's bit for bit where the
//! routine fixes them:
//!
//! - `getf2`: OpenBLAS's `lapack/getf2/getf2.c` (left-looking LU with partial pivoting, the
//!   pivot column scaled by its reciprocal), which `dgetrf` runs for every matrix below 32
//!   columns; `det`/`slogdet` as `umath_linalg.cpp` builds them from it (sign times the
//!   exponential of the summed logarithms of the diagonal).
//! - `getrs`: the triangular solves of `dgesv` (column-oriented, the diagonal's reciprocal
//!   multiplied, as OpenBLAS's trsm kernels do).
//! - `ddot` (in `blas`, beside the other kernel models): OpenBLAS's Haswell `ddot` (four
//!   4-lane fused-multiply-add accumulators over blocks of 16, then a plain tail).
//! - `geev` (its own module): `dgeev` for any real matrix below order 75; `dgebal`, `dgebak`,
//!   `dlanv2` and `dlartg` live here beside the other kernels.
//! - `syevd` (its own module): `dsyevd` up to order 32 (values) or 25 (vectors); `blas`
//!   models the OpenBLAS kernels both eigenvalue drivers call.
//! - `svd2`, `svd2_values`: `dgesdd` of a 2x2 matrix (`dgebd2`, then `dlas2` for the values
//!   alone, or `dbdsqr`'s `dlasv2` step with the vectors).
//! - `svd_jacobi`: the singular values of larger matrices by one-sided Jacobi (not `dgesdd`'s
//!   dqds: the values agree to rounding, see docs/conformance.md), and `svd_vectors`, its
//!   vectors completed to square factors (signs Jacobi's, not LAPACK's).
//! - `geqr2`, `org2r`: `dgeqr2` and `dorg2r`, the unblocked QR that `dgeqrf`/`dorgqr` run
//!   below their crossover to blocked code (128; `dlarfg`'s reflectors, so Q's and R's signs are LAPACK's).
//!
//! Matrices are row-major `n*n` slices of f64; complex results are (re, im) pairs.

use crate::budget;

mod blas;
mod geev;
mod syevd;
pub use blas::ddot;
pub use geev::{GeevFailure, MAX_ORDER as GEEV_MAX_ORDER, geev};
pub use syevd::{
    MAX_VALUES_ORDER as SYEVD_MAX_VALUES_ORDER, MAX_VECTORS_ORDER as SYEVD_MAX_VECTORS_ORDER, SyevdFailure, syevd,
};

/// Charges `n` steps of work; false when the work must stop (the caller returns anything,
/// the interpreter raises the stop).
pub fn charge(n: usize) -> bool {
    budget::charge(n as u64)
}

/// LU factorisation in place (row-major `a`, n x n) with partial pivoting, as OpenBLAS's
/// `getf2`; `piv[j]` is the row swapped with row j. Returns LAPACK's `info`: 0, or the
/// 1-based index of the first exactly zero pivot.
pub fn getf2(a: &mut [f64], n: usize, piv: &mut [usize]) -> usize {
    let mut info = 0;
    let at = |i: usize, j: usize| i * n + j;
    for j in 0..n {
        for i in 0..j {
            let p = piv[i];
            if p != i {
                a.swap(at(i, j), at(p, j));
            }
        }
        for i in 1..j {
            let mut s = 0.0;
            for k in 0..i {
                s += a[at(i, k)] * a[at(k, j)];
            }
            a[at(i, j)] -= s;
        }
        for i in j..n {
            let mut s = 0.0;
            for k in 0..j {
                s += a[at(i, k)] * a[at(k, j)];
            }
            a[at(i, j)] -= s;
        }
        // idamax: the first largest magnitude (NaN never compares larger)
        let mut jp = j;
        for i in j + 1..n {
            if a[at(i, j)].abs() > a[at(jp, j)].abs() {
                jp = i;
            }
        }
        piv[j] = jp;
        let p = a[at(jp, j)];
        if p != 0.0 {
            if jp != j {
                for k in 0..=j {
                    a.swap(at(j, k), at(jp, k));
                }
            }
            if p.abs() >= f64::MIN_POSITIVE {
                let r = 1.0 / p;
                for i in j + 1..n {
                    a[at(i, j)] *= r;
                }
            } else {
                for i in j + 1..n {
                    a[at(i, j)] /= p;
                }
            }
        } else if info == 0 {
            info = j + 1;
        }
    }
    info
}

/// `slogdet` of a square matrix: (sign, log|det|), as `umath_linalg`'s
/// `slogdet_single_element`: (0, -inf) for a singular matrix.
pub fn slogdet(a: &[f64], n: usize) -> (f64, f64) {
    let mut lu = a.to_vec();
    let mut piv = vec![0; n];
    if !charge(n.saturating_mul(n).saturating_mul(n) / 3 + 1) {
        return (0.0, 0.0);
    }
    let info = getf2(&mut lu, n, &mut piv);
    if info != 0 {
        return (0.0, f64::NEG_INFINITY);
    }
    let swaps = piv.iter().enumerate().filter(|(i, p)| *i != **p).count();
    let mut sign = if swaps % 2 == 1 { -1.0 } else { 1.0 };
    let mut logdet = 0.0;
    for i in 0..n {
        let d = lu[i * n + i];
        if d < 0.0 {
            sign = -sign;
        }
        logdet += d.abs().ln();
    }
    (sign, logdet)
}

/// `det` as NumPy computes it: sign * exp(logdet).
pub fn det(a: &[f64], n: usize) -> f64 {
    let (s, l) = slogdet(a, n);
    s * l.exp()
}

/// Solves a x = b for the n x m right-hand sides `b` (row-major, overwritten with x), as
/// `dgesv`; false when `a` is singular (LAPACK's info > 0).
pub fn gesv(a: &[f64], n: usize, b: &mut [f64], m: usize) -> bool {
    let mut lu = a.to_vec();
    let mut piv = vec![0; n];
    if !charge(n.saturating_mul(n).saturating_mul(n + m)) {
        return true;
    }
    if getf2(&mut lu, n, &mut piv) != 0 {
        return false;
    }
    for (i, &p) in piv.iter().enumerate() {
        if p != i {
            for c in 0..m {
                b.swap(i * m + c, p * m + c);
            }
        }
    }
    let l = |i: usize, k: usize| lu[i * n + k];
    for c in 0..m {
        let mut x: Vec<f64> = (0..n).map(|i| b[i * m + c]).collect();
        for k in 0..n {
            for i in k + 1..n {
                // the trsm kernel's odd last row runs through fused multiply-adds
                x[i] = if n % 2 == 1 && i == n - 1 { (-x[k]).mul_add(l(i, k), x[i]) } else { x[i] - x[k] * l(i, k) };
            }
        }
        for k in (0..n).rev() {
            x[k] *= 1.0 / l(k, k);
            for i in 0..k {
                x[i] -= x[k] * l(i, k);
            }
        }
        for (i, v) in x.into_iter().enumerate() {
            b[i * m + c] = v;
        }
    }
    true
}

// ----- eigenvalues -----

const EPS: f64 = f64::EPSILON / 2.0; // dlamch('E')
const ULP: f64 = f64::EPSILON; // dlamch('P')
const SAFMIN: f64 = f64::MIN_POSITIVE;

fn sign(a: f64, b: f64) -> f64 {
    if b.is_sign_negative() { -a.abs() } else { a.abs() }
}

/// `dlapy2`: sqrt(x^2 + y^2) without overflow.
fn dlapy2(x: f64, y: f64) -> f64 {
    let (xa, ya) = (x.abs(), y.abs());
    let w = xa.max(ya);
    let z = xa.min(ya);
    if z == 0.0 || w > f64::MAX {
        w
    } else {
        w * (1.0 + (z / w) * (z / w)).sqrt()
    }
}

/// `dnrm2` of a short vector: the correctly rounded root of the exact sum of squares (what
/// OpenBLAS's x87 kernel gives for the vectors `eig` normalises).
fn dnrm2(x: &[f64]) -> f64 {
    // double-double sum of squares
    let (mut hi, mut lo) = (0.0f64, 0.0f64);
    for &v in x {
        let p = v * v;
        let pe = v.mul_add(v, -p);
        let s = hi + p;
        let bb = s - hi;
        let e = (hi - (s - bb)) + (p - bb);
        hi = s;
        lo += e + pe;
    }
    let s = hi + lo;
    let lo = lo - (s - hi);
    let r = s.sqrt();
    if r == 0.0 || !r.is_finite() {
        return r;
    }
    // one Newton correction from the double-double value
    let resid = (-r).mul_add(r, s) + lo;
    r + resid / (2.0 * r)
}

/// `dlanv2`: the Schur factorisation of a real 2x2 block. Returns (a, b, c, d, rt1r, rt1i,
/// rt2r, rt2i, cs, sn).
#[allow(clippy::type_complexity)]
fn dlanv2(mut a: f64, mut b: f64, mut c: f64, mut d: f64) -> ([f64; 4], [f64; 4], f64, f64) {
    let multpl = 4.0;
    let (mut cs, mut sn);
    if c == 0.0 {
        cs = 1.0;
        sn = 0.0;
    } else if b == 0.0 {
        cs = 0.0;
        sn = 1.0;
        std::mem::swap(&mut a, &mut d);
        b = -c;
        c = 0.0;
    } else if a - d == 0.0 && sign(1.0, b) != sign(1.0, c) {
        cs = 1.0;
        sn = 0.0;
    } else {
        let temp = a - d;
        let mut p = 0.5 * temp;
        let bcmax = b.abs().max(c.abs());
        let bcmis = b.abs().min(c.abs()) * sign(1.0, b) * sign(1.0, c);
        let scale = p.abs().max(bcmax);
        let mut z = (p / scale) * p + (bcmax / scale) * bcmis;
        if z >= multpl * ULP {
            z = p + sign(scale.sqrt() * z.sqrt(), p);
            a = d + z;
            d -= (bcmax / z) * bcmis;
            let tau = dlapy2(c, z);
            cs = z / tau;
            sn = c / tau;
            b -= c;
            c = 0.0;
        } else {
            let sigma = b + c;
            let tau = dlapy2(sigma, temp);
            cs = (0.5 * (1.0 + sigma.abs() / tau)).sqrt();
            sn = -(p / (tau * cs)) * sign(1.0, sigma);
            let aa = a * cs + b * sn;
            let bb = -a * sn + b * cs;
            let cc = c * cs + d * sn;
            let dd = -c * sn + d * cs;
            a = aa * cs + cc * sn;
            b = bb * cs + dd * sn;
            c = -aa * sn + cc * cs;
            d = -bb * sn + dd * cs;
            let temp = 0.5 * (a + d);
            a = temp;
            d = temp;
            if c != 0.0 {
                if b != 0.0 {
                    if sign(1.0, b) == sign(1.0, c) {
                        let sab = b.abs().sqrt();
                        let sac = c.abs().sqrt();
                        p = sign(sab * sac, c);
                        let tau = 1.0 / (b + c).abs().sqrt();
                        a = temp + p;
                        d = temp - p;
                        b -= c;
                        c = 0.0;
                        let cs1 = sab * tau;
                        let sn1 = sac * tau;
                        let t = cs * cs1 - sn * sn1;
                        sn = cs * sn1 + sn * cs1;
                        cs = t;
                    }
                } else {
                    b = -c;
                    c = 0.0;
                    let t = cs;
                    cs = -sn;
                    sn = t;
                }
            }
        }
    }
    let (rt1i, rt2i) = if c == 0.0 {
        (0.0, 0.0)
    } else {
        let v = b.abs().sqrt() * c.abs().sqrt();
        (v, -v)
    };
    ([a, b, c, d], [a, rt1i, d, rt2i], cs, sn)
}

/// `drot` on two columns (or rows) given as index lists into `m`, as OpenBLAS's kernels round
/// it (x86_64 `drot.c`, strided or not): x' = fma(c, x, s y), y' = fma(c, y, -(s x)).
fn drot(m: &mut [f64], xs: &[usize], ys: &[usize], c: f64, s: f64) {
    for (&x, &y) in xs.iter().zip(ys) {
        let (vx, vy) = (m[x], m[y]);
        m[x] = c.mul_add(vx, s * vy);
        m[y] = c.mul_add(vy, -(s * vx));
    }
}

/// The result of `eig`: eigenvalues (re, im) and, when asked for, the eigenvectors as
/// `dgeev` returns them (row-major n x n; a complex pair's real and imaginary parts in two
/// neighbouring columns).
pub struct Eig {
    pub wr: Vec<f64>,
    pub wi: Vec<f64>,
    pub vr: Vec<f64>,
}

/// `dgebal('B')`: permutations that isolate eigenvalues, then scaling by powers of 2.
/// Returns (ilo, ihi, scale) with 0-based ilo..=ihi the active block (LAPACK's scale array:
/// a permutation's row index outside the block, a scale factor inside).
fn dgebal(a: &mut [f64], n: usize) -> (usize, usize, Vec<f64>) {
    let at = |i: usize, j: usize| i * n + j;
    let mut scale = vec![1.0; n];
    if n == 0 {
        return (0, 0, scale);
    }
    let swap = |a: &mut [f64], i: usize, j: usize, l: usize, k: usize| {
        // columns i and j over rows 0..=l, rows i and j over columns k..n
        for r in 0..=l {
            a.swap(at(r, i), at(r, j));
        }
        for c in k..n {
            a.swap(at(i, c), at(j, c));
        }
    };
    let mut k = 0usize;
    let mut l = n - 1;
    // rows isolating an eigenvalue go to the bottom
    let mut noconv = true;
    while noconv {
        noconv = false;
        let mut i = l as isize;
        while i >= 0 {
            let iu = i as usize;
            let can = (0..=l).all(|j| j == iu || a[at(iu, j)] == 0.0);
            if can {
                scale[l] = iu as f64;
                if iu != l {
                    swap(a, iu, l, l, k);
                }
                noconv = true;
                if l == 0 {
                    return (0, 0, scale);
                }
                l -= 1;
            }
            i -= 1;
        }
    }
    // columns isolating an eigenvalue go to the left
    noconv = true;
    while noconv {
        noconv = false;
        let mut j = k;
        while j <= l {
            let can = (k..=l).all(|i| i == j || a[at(i, j)] == 0.0);
            if can {
                scale[k] = j as f64;
                if j != k {
                    swap(a, j, k, l, k);
                }
                noconv = true;
                k += 1;
            }
            j += 1;
        }
    }
    for s in scale.iter_mut().take(l + 1).skip(k) {
        *s = 1.0;
    }
    // scaling
    let radix = 2.0f64;
    let factor = 0.95;
    let sfmin1 = SAFMIN / ULP;
    let sfmax1 = 1.0 / sfmin1;
    let sfmin2 = sfmin1 * radix;
    let sfmax2 = 1.0 / sfmin2;
    let mut noconv = true;
    while noconv {
        noconv = false;
        for i in k..=l {
            let col: Vec<f64> = (k..=l).map(|r| a[at(r, i)]).collect();
            let row: Vec<f64> = (k..=l).map(|c| a[at(i, c)]).collect();
            let mut c = dnrm2(&col);
            let mut r = dnrm2(&row);
            let mut ca = (0..=l).map(|r| a[at(r, i)].abs()).fold(0.0, f64::max);
            let mut ra = (k..n).map(|c| a[at(i, c)].abs()).fold(0.0, f64::max);
            if c == 0.0 || r == 0.0 {
                continue;
            }
            if (c + ca + r + ra).is_nan() {
                return (k, l, scale);
            }
            let mut g = r / radix;
            let mut f = 1.0f64;
            let s = c + r;
            while c < g && f.max(c).max(ca) < sfmax2 && r.min(g).min(ra) > sfmin2 {
                f *= radix;
                c *= radix;
                ca *= radix;
                r /= radix;
                g /= radix;
                ra /= radix;
            }
            g = c / radix;
            while g >= r && r.max(ra) < sfmax2 && f.min(c).min(g).min(ca) > sfmin2 {
                f /= radix;
                c /= radix;
                g /= radix;
                ca /= radix;
                r *= radix;
                ra *= radix;
            }
            if c + r >= factor * s {
                continue;
            }
            if f < 1.0 && scale[i] < 1.0 && f * scale[i] <= sfmin1 {
                continue;
            }
            if f > 1.0 && scale[i] > 1.0 && scale[i] >= sfmax1 / f {
                continue;
            }
            let g = 1.0 / f;
            scale[i] *= f;
            noconv = true;
            for cc in k..n {
                a[at(i, cc)] *= g;
            }
            for rr in 0..=l {
                a[at(rr, i)] *= f;
            }
        }
    }
    (k, l, scale)
}

/// `dlartg` (LAPACK 3.10's): the plane rotation (c, s) with [c s; -s c] [f; g] = [r; 0].
fn dlartg(f: f64, g: f64) -> (f64, f64) {
    let rtmin = SAFMIN.sqrt();
    let rtmax = (f64::MAX / 2.0).sqrt();
    if g == 0.0 {
        return (1.0, 0.0);
    }
    if f == 0.0 {
        return (0.0, sign(1.0, g));
    }
    let (f1, g1) = (f.abs(), g.abs());
    if f1 > rtmin && f1 < rtmax && g1 > rtmin && g1 < rtmax {
        let d = (f * f + g * g).sqrt();
        let c = f1 / d;
        let r = sign(d, f);
        (c, g / r)
    } else {
        let u = SAFMIN.max(f1.max(g1)).min(f64::MAX);
        let fs = f / u;
        let gs = g / u;
        let d = (fs * fs + gs * gs).sqrt();
        let c = fs.abs() / d;
        let r = sign(d, f);
        (c, gs / r)
    }
}

/// `dgebak('B', 'R')`: undo the balancing on the eigenvectors.
fn dgebak(mut v: Vec<f64>, n: usize, ilo: usize, ihi: usize, scale: &[f64]) -> Vec<f64> {
    let at = |i: usize, j: usize| i * n + j;
    if n == 0 {
        return v;
    }
    if ilo != ihi {
        for (i, &s) in scale.iter().enumerate().take(ihi + 1).skip(ilo) {
            for c in 0..n {
                v[at(i, c)] *= s;
            }
        }
    }
    for ii in 0..n {
        let mut i = ii;
        if i >= ilo && i <= ihi {
            continue;
        }
        if i < ilo {
            i = ilo - 1 - ii;
        }
        let k = scale[i] as usize;
        if k != i {
            for c in 0..n {
                v.swap(at(i, c), at(k, c));
            }
        }
    }
    v
}

/// `dlaev2`: eigenvalues (rt1 of larger magnitude) and the unit eigenvector (cs1, sn1) of
/// rt1 of the symmetric 2x2 [[a, b], [b, c]].
fn dlaev2(a: f64, b: f64, c: f64) -> (f64, f64, f64, f64) {
    let sm = a + c;
    let df = a - c;
    let adf = df.abs();
    let tb = b + b;
    let ab = tb.abs();
    let (acmx, acmn) = if a.abs() > c.abs() { (a, c) } else { (c, a) };
    let rt = if adf > ab {
        adf * (1.0 + (ab / adf) * (ab / adf)).sqrt()
    } else if adf < ab {
        ab * (1.0 + (adf / ab) * (adf / ab)).sqrt()
    } else {
        ab * 2f64.sqrt()
    };
    let (rt1, rt2, sgn1);
    if sm < 0.0 {
        rt1 = 0.5 * (sm - rt);
        sgn1 = -1;
        rt2 = (acmx / rt1) * acmn - (b / rt1) * b;
    } else if sm > 0.0 {
        rt1 = 0.5 * (sm + rt);
        sgn1 = 1;
        rt2 = (acmx / rt1) * acmn - (b / rt1) * b;
    } else {
        rt1 = 0.5 * rt;
        rt2 = -0.5 * rt;
        sgn1 = 1;
    }
    let (cs, sgn2) = if df >= 0.0 { (df + rt, 1) } else { (df - rt, -1) };
    let acs = cs.abs();
    let (mut cs1, mut sn1);
    if acs > ab {
        let ct = -tb / cs;
        sn1 = 1.0 / (1.0 + ct * ct).sqrt();
        cs1 = ct * sn1;
    } else if ab == 0.0 {
        cs1 = 1.0;
        sn1 = 0.0;
    } else {
        let tn = -cs / tb;
        cs1 = 1.0 / (1.0 + tn * tn).sqrt();
        sn1 = tn * cs1;
    }
    if sgn1 == sgn2 {
        let tn = cs1;
        cs1 = -sn1;
        sn1 = tn;
    }
    (rt1, rt2, cs1, sn1)
}

// ----- singular values -----

/// `dlarfg(2, a11, a21)` and its application to the second column, as `dgebd2` reduces a 2x2
/// matrix to upper bidiagonal form: (d1, e1, d2, tau, v2).
fn bidiag2(a: &[f64]) -> (f64, f64, f64, f64, f64) {
    let (a11, a12, a21, a22) = (a[0], a[1], a[2], a[3]);
    let (beta, tau, v2) = if a21 == 0.0 {
        (a11, 0.0, 0.0)
    } else {
        let beta = -sign(dlapy2(a11, a21.abs()), a11);
        (beta, (beta - a11) / beta, a21 * (1.0 / (a11 - beta)))
    };
    let (e1, d2) = apply_h(a12, a22, tau, v2);
    (beta, e1, d2, tau, v2)
}

/// `dlarf` of H = I - tau [1 v2]^T [1 v2] on one column (x, y): OpenBLAS's gemv then ger.
fn apply_h(x: f64, y: f64, tau: f64, v2: f64) -> (f64, f64) {
    if tau == 0.0 {
        return (x, y);
    }
    let w = x + y * v2;
    let t = -tau * w;
    (x + t * 1.0, y + t * v2)
}

/// `dlas2`: the singular values (min, max) of the upper triangular [[f, g], [0, h]].
fn dlas2(f: f64, g: f64, h: f64) -> (f64, f64) {
    let (fa, ga, ha) = (f.abs(), g.abs(), h.abs());
    let fhmn = fa.min(ha);
    let fhmx = fa.max(ha);
    if fhmn == 0.0 {
        let ssmax = if fhmx == 0.0 {
            ga
        } else {
            let (mx, mn) = (fhmx.max(ga), fhmx.min(ga));
            mx * (1.0 + (mn / mx) * (mn / mx)).sqrt()
        };
        (0.0, ssmax)
    } else if ga < fhmx {
        let as_ = 1.0 + fhmn / fhmx;
        let at = (fhmx - fhmn) / fhmx;
        let au = (ga / fhmx) * (ga / fhmx);
        let c = 2.0 / ((as_ * as_ + au).sqrt() + (at * at + au).sqrt());
        (fhmn * c, fhmx / c)
    } else {
        let au = fhmx / ga;
        if au == 0.0 {
            ((fhmn * fhmx) / ga, ga)
        } else {
            let as_ = 1.0 + fhmn / fhmx;
            let at = (fhmx - fhmn) / fhmx;
            let c = 1.0 / ((1.0 + (as_ * au) * (as_ * au)).sqrt() + (1.0 + (at * au) * (at * au)).sqrt());
            let ssmin = (fhmn * c) * au;
            (ssmin + ssmin, ga / (c + c))
        }
    }
}

/// `dlasv2`: the SVD of the upper triangular [[f, g], [0, h]]: (ssmin, ssmax, snr, csr, snl,
/// csl).
fn dlasv2(f: f64, g: f64, h: f64) -> (f64, f64, f64, f64, f64, f64) {
    let (mut ft, mut fa, mut ht, mut ha) = (f, f.abs(), h, h.abs());
    let mut pmax = 1;
    let swap = ha > fa;
    if swap {
        pmax = 3;
        std::mem::swap(&mut ft, &mut ht);
        std::mem::swap(&mut fa, &mut ha);
    }
    let gt = g;
    let ga = gt.abs();
    let (mut ssmin, mut ssmax, mut clt, mut crt, mut slt, mut srt) = (ha, fa, 1.0, 1.0, 0.0, 0.0);
    if ga != 0.0 {
        let mut gasmal = true;
        if ga > fa {
            pmax = 2;
            if fa / ga < EPS {
                gasmal = false;
                ssmax = ga;
                ssmin = if ha > 1.0 { fa / (ga / ha) } else { (fa / ga) * ha };
                clt = 1.0;
                slt = ht / gt;
                srt = 1.0;
                crt = ft / gt;
            }
        }
        if gasmal {
            let d = fa - ha;
            let l = if d == fa { 1.0 } else { d / fa };
            let m = gt / ft;
            let mut t = 2.0 - l;
            let mm = m * m;
            let tt = t * t;
            let s = (tt + mm).sqrt();
            let r = if l == 0.0 { m.abs() } else { (l * l + mm).sqrt() };
            let a = 0.5 * (s + r);
            ssmin = ha / a;
            ssmax = fa * a;
            t = if mm == 0.0 {
                if l == 0.0 { sign(2.0, ft) * sign(1.0, gt) } else { gt / sign(d, ft) + m / t }
            } else {
                (m / (s + t) + m / (r + l)) * (1.0 + a)
            };
            let l = (t * t + 4.0).sqrt();
            crt = 2.0 / l;
            srt = t / l;
            clt = (crt + srt * m) / a;
            slt = (ht / ft) * srt / a;
        }
    }
    let (csl, snl, csr, snr) = if swap { (srt, crt, slt, clt) } else { (clt, slt, crt, srt) };
    let tsign = match pmax {
        1 => sign(1.0, csr) * sign(1.0, csl) * sign(1.0, f),
        2 => sign(1.0, snr) * sign(1.0, csl) * sign(1.0, g),
        _ => sign(1.0, snr) * sign(1.0, snl) * sign(1.0, h),
    };
    ssmax = sign(ssmax, tsign);
    ssmin = sign(ssmin, tsign * sign(1.0, f) * sign(1.0, h));
    (ssmin, ssmax, snr, csr, snl, csl)
}

/// The singular values `dgesdd(jobz='N')` gives for a 2x2 matrix (`dgebd2`, then
/// `dlasq1`'s `dlas2`), descending.
pub fn svd2_values(a: &[f64]) -> [f64; 2] {
    let (d1, e1, d2, _, _) = bidiag2(a);
    let (mn, mx) = dlas2(d1, e1, d2);
    [mx, mn]
}

/// `dgesdd(jobz='A')` of a 2x2 matrix: (U, S, VT), row-major (`dgebd2`, `dbdsqr`'s
/// `dlasv2` step, its sign fix and sort, then `dormbr` applying the reflector to U).
pub fn svd2(a: &[f64]) -> ([f64; 4], [f64; 2], [f64; 4]) {
    let (d1, e1, d2, tau, v2) = bidiag2(a);
    let mut d = [d1, d2];
    let mut u = [1.0, 0.0, 0.0, 1.0];
    let mut vt = [1.0, 0.0, 0.0, 1.0];
    // dbdsqr's split test for the 2x2 block
    let tol = EPS.powf(-0.125).clamp(10.0, 100.0) * EPS;
    let mut sminoa = d1.abs();
    if sminoa != 0.0 {
        let mu = d2.abs() * (sminoa / (sminoa + e1.abs()));
        sminoa = sminoa.min(mu);
    }
    sminoa /= 2f64.sqrt();
    let thresh = (tol * sminoa).max(6.0 * 2.0 * (2.0 * (2.0 * SAFMIN)));
    if e1.abs() > thresh {
        let (sigmn, sigmx, sinr, cosr, sinl, cosl) = dlasv2(d1, e1, d2);
        d = [sigmx, sigmn];
        for j in 0..2 {
            let (x, y) = (vt[j], vt[2 + j]);
            vt[j] = cosr * x + sinr * y;
            vt[2 + j] = cosr * y - sinr * x;
        }
        for i in 0..2 {
            let (x, y) = (u[2 * i], u[2 * i + 1]);
            u[2 * i] = cosl * x + sinl * y;
            u[2 * i + 1] = cosl * y - sinl * x;
        }
    }
    for (i, di) in d.iter_mut().enumerate() {
        if *di < 0.0 {
            *di = -*di;
            vt[2 * i] = -vt[2 * i];
            vt[2 * i + 1] = -vt[2 * i + 1];
        }
    }
    if d[0] < d[1] {
        d.swap(0, 1);
        vt.swap(0, 2);
        vt.swap(1, 3);
        u.swap(0, 1);
        u.swap(2, 3);
    }
    // U := H1 U, column by column
    for c in 0..2 {
        let (x, y) = apply_h(u[c], u[2 + c], tau, v2);
        u[c] = x;
        u[2 + c] = y;
    }
    (u, d, vt)
}

/// The singular value of a single row or column: `dgeqrf`'s (or `dgelqf`'s) `dlarfg`
/// gives |r11| = dlapy2(a[0], dnrm2(rest)).
pub fn vector_singular_value(a: &[f64]) -> f64 {
    match a.len() {
        0 => 0.0,
        1 => a[0].abs(),
        _ => {
            let xnorm = dnrm2(&a[1..]);
            if xnorm == 0.0 { a[0].abs() } else { dlapy2(a[0], xnorm) }
        }
    }
}


/// Thin SVD of an m x n matrix with m >= n by one-sided Jacobi: (u m x n, s, v n x n), s in
/// descending order, rows of the results row-major. The values agree with LAPACK's to
/// rounding; the vectors' signs are Jacobi's own.
pub fn svd_jacobi(a: &[f64], m: usize, n: usize) -> (Vec<f64>, Vec<f64>, Vec<f64>) {
    let mut u = a.to_vec();
    let mut v = vec![0.0; n * n];
    for i in 0..n {
        v[i * n + i] = 1.0;
    }
    for _sweep in 0..60 {
        if !charge(2 * m.saturating_mul(n).saturating_mul(n) + 1) {
            return (u, vec![0.0; n], v);
        }
        let mut rotated = false;
        for p in 0..n {
            for q in p + 1..n {
                let (mut alpha, mut beta, mut gamma) = (0.0, 0.0, 0.0);
                for i in 0..m {
                    let (x, y) = (u[i * n + p], u[i * n + q]);
                    alpha += x * x;
                    beta += y * y;
                    gamma += x * y;
                }
                if gamma == 0.0 || gamma.abs() <= f64::EPSILON * (alpha * beta).sqrt() {
                    continue;
                }
                rotated = true;
                let zeta = (beta - alpha) / (2.0 * gamma);
                let t = zeta.signum() / (zeta.abs() + (1.0 + zeta * zeta).sqrt());
                let t = if zeta == 0.0 { 1.0 } else { t };
                let c = 1.0 / (1.0 + t * t).sqrt();
                let s = c * t;
                for i in 0..m {
                    let (x, y) = (u[i * n + p], u[i * n + q]);
                    u[i * n + p] = c * x - s * y;
                    u[i * n + q] = s * x + c * y;
                }
                for i in 0..n {
                    let (x, y) = (v[i * n + p], v[i * n + q]);
                    v[i * n + p] = c * x - s * y;
                    v[i * n + q] = s * x + c * y;
                }
            }
        }
        if !rotated {
            break;
        }
    }
    let mut s: Vec<f64> = (0..n).map(|j| (0..m).map(|i| u[i * n + j] * u[i * n + j]).sum::<f64>().sqrt()).collect();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| s[b].partial_cmp(&s[a]).unwrap_or(std::cmp::Ordering::Equal));
    let mut uo = vec![0.0; m * n];
    let mut vo = vec![0.0; n * n];
    for (new, &old) in order.iter().enumerate() {
        for i in 0..m {
            uo[i * n + new] = if s[old] != 0.0 { u[i * n + old] / s[old] } else { 0.0 };
        }
        for i in 0..n {
            vo[i * n + new] = v[i * n + old];
        }
    }
    s = order.iter().map(|&o| s[o]).collect();
    (uo, s, vo)
}

/// Singular values of an m x n matrix, descending: LAPACK's bits for 2x2 matrices, rows and
/// columns, one-sided Jacobi's (equal to rounding) for the others.
pub fn singular_values(a: &[f64], m: usize, n: usize) -> Vec<f64> {
    if m == 2 && n == 2 {
        svd2_values(a).to_vec()
    } else if m.min(n) == 1 {
        vec![vector_singular_value(a)]
    } else if m >= n {
        svd_jacobi(a, m, n).1
    } else {
        svd_jacobi(&transpose(a, m, n), n, m).1
    }
}

/// The n x m transpose of a row-major m x n matrix.
pub fn transpose(a: &[f64], m: usize, n: usize) -> Vec<f64> {
    let mut t = vec![0.0; m * n];
    for i in 0..m {
        for j in 0..n {
            t[j * m + i] = a[i * n + j];
        }
    }
    t
}

/// Least squares as `dgelsd` defines it: the minimum-norm x (n x k) minimising |a x - b|
/// with singular values at or below `rcond * s_max` treated as zero. Returns (x, rank, s).
pub fn lstsq(a: &[f64], m: usize, n: usize, b: &[f64], k: usize, rcond: f64) -> (Vec<f64>, usize, Vec<f64>) {
    // a = U S V^T; with m < n work on a^T = V S U^T
    let (u, s, v, tall) = if m >= n {
        let (u, s, v) = svd_jacobi(a, m, n);
        (u, s, v, true)
    } else {
        let (u, s, v) = svd_jacobi(&transpose(a, m, n), n, m);
        (v, s, u, false)
    };
    let r = m.min(n);
    // u: m x r, v: n x r
    let (ucols, vcols) = if tall { (n, n) } else { (m, m) };
    let smax = s.first().copied().unwrap_or(0.0);
    let thresh = rcond * smax;
    let rank = s.iter().filter(|&&x| x > thresh).count();
    let mut x = vec![0.0; n * k];
    for c in 0..k {
        for j in 0..r {
            if s[j] <= thresh {
                continue;
            }
            let mut dotp = 0.0;
            for i in 0..m {
                dotp += u[i * ucols + j] * b[i * k + c];
            }
            let coef = dotp / s[j];
            for i in 0..n {
                x[i * k + c] += v[i * vcols + j] * coef;
            }
        }
    }
    (x, rank, s)
}

/// `dlarfg`: the Householder reflector H = I - tau [1; v] [1; v]^T with H [alpha; x] =
/// [beta; 0], beta = -sign(alpha) |[alpha; x]|. Overwrites `x` with v; returns (beta, tau).
/// (LAPACK's rescaling of tiny betas, below the safe minimum, is not modelled.)
fn dlarfg(alpha: f64, x: &mut [f64]) -> (f64, f64) {
    let xnorm = dnrm2(x);
    if xnorm == 0.0 {
        return (alpha, 0.0);
    }
    let beta = -sign(dlapy2(alpha, xnorm), alpha);
    let tau = (beta - alpha) / beta;
    let scale = 1.0 / (alpha - beta);
    for v in x.iter_mut() {
        *v *= scale;
    }
    (beta, tau)
}

/// `dlarf` from the left on the columns `c0..c1` of rows `r0..m` of a row-major m x n `a`:
/// C = C - tau v (C^T v)^T, where v is column `vc` of those rows with v[0] = 1 (the caller
/// has stored the 1).
fn dlarf_left(a: &mut [f64], n: usize, m: usize, r0: usize, vc: usize, c0: usize, c1: usize, tau: f64) {
    if tau == 0.0 {
        return;
    }
    for j in c0..c1 {
        // w_j = sum_i C[i][j] v[i] (dgemv 'T'), then C[:, j] -= tau v w_j (dger)
        let mut w = 0.0;
        for i in r0..m {
            w += a[i * n + j] * a[i * n + vc];
        }
        let t = tau * w;
        for i in r0..m {
            a[i * n + j] -= a[i * n + vc] * t;
        }
    }
}

/// `dgeqr2` (what `dgeqrf` runs below its block size): the QR factorisation of a row-major
/// m x n matrix by Householder reflections, in place: R on and above the diagonal, the
/// reflectors' vectors below it; returns the taus (min(m, n) of them).
pub fn geqr2(a: &mut [f64], m: usize, n: usize) -> Vec<f64> {
    let k = m.min(n);
    let mut tau = vec![0.0; k];
    for i in 0..k {
        if !charge(2 * (m - i) * (n - i) + 1) {
            return tau;
        }
        let mut x: Vec<f64> = (i + 1..m).map(|r| a[r * n + i]).collect();
        let (beta, t) = dlarfg(a[i * n + i], &mut x);
        for (r, v) in (i + 1..m).zip(x) {
            a[r * n + i] = v;
        }
        tau[i] = t;
        if i + 1 < n {
            a[i * n + i] = 1.0;
            dlarf_left(a, n, m, i, i, i + 1, n, t);
        }
        a[i * n + i] = beta;
    }
    tau
}

/// `dorg2r`: the first `cols` columns of Q = H(0) H(1) ... H(k-1) from `geqr2`'s output
/// (row-major m x n `a`, k = taus.len() <= cols <= m), as an m x cols row-major matrix.
pub fn org2r(a: &[f64], m: usize, n: usize, tau: &[f64], cols: usize) -> Vec<f64> {
    let k = tau.len();
    let mut q = vec![0.0; m * cols];
    for i in 0..m {
        for j in 0..cols.min(n) {
            q[i * cols + j] = a[i * n + j];
        }
    }
    // columns k..cols start as those of the unit matrix
    for j in k..cols {
        for i in 0..m {
            q[i * cols + j] = 0.0;
        }
        q[j * cols + j] = 1.0;
    }
    for i in (0..k).rev() {
        if !charge(2 * (m - i) * (cols - i) + 1) {
            return q;
        }
        if i + 1 < cols {
            q[i * cols + i] = 1.0;
            dlarf_left(&mut q, cols, m, i, i, i + 1, cols, tau[i]);
        }
        for r in i + 1..m {
            q[r * cols + i] *= -tau[i];
        }
        q[i * cols + i] = 1.0 - tau[i];
        for r in 0..i {
            q[r * cols + i] = 0.0;
        }
    }
    q
}

/// An SVD of a row-major m x n matrix with its vectors: (u, s, vt, ucols, vtrows), u m x
/// ucols, vt vtrows x n; `full` gives square u and vt (numpy's `full_matrices=True`), else
/// k = min(m, n) of each. The values are one-sided Jacobi's (LAPACK's to rounding); the
/// vectors span the same spaces as `dgesdd`'s but their signs (and, for repeated values,
/// the basis) are Jacobi's own; the columns beyond the rank are completed by Gram-Schmidt.
#[allow(clippy::type_complexity)]
pub fn svd_vectors(a: &[f64], m: usize, n: usize, full: bool) -> (Vec<f64>, Vec<f64>, Vec<f64>, usize, usize) {
    let k = m.min(n);
    // thin factors with m >= n, transposing when m < n
    let (left, s, right) = if m >= n {
        let (u, s, v) = svd_jacobi(a, m, n);
        (u, s, v) // u: m x k, v: n x k
    } else {
        let (u, s, v) = svd_jacobi(&transpose(a, m, n), n, m);
        (v, s, u) // a = v s u^T: left m x k, right n x k
    };
    let (ucols, vrows) = if full { (m, n) } else { (k, k) };
    let u = complete_columns(&left, m, k, ucols);
    let v = complete_columns(&right, n, k, vrows);
    (u, s, transpose(&v, n, vrows), ucols, vrows)
}

/// Orthonormal columns: the k columns of row-major m x k `q` (unit or zero), zero ones
/// replaced and more added up to `cols`, by Gram-Schmidt (twice) on the unit vectors.
fn complete_columns(q: &[f64], m: usize, k: usize, cols: usize) -> Vec<f64> {
    let mut out: Vec<Vec<f64>> = (0..k).map(|j| (0..m).map(|i| q[i * k + j]).collect()).collect();
    let good: Vec<bool> = out.iter().map(|c| c.iter().map(|x| x * x).sum::<f64>() > 0.5).collect();
    let mut basis: Vec<Vec<f64>> = out.iter().zip(&good).filter(|(_, g)| **g).map(|(c, _)| c.clone()).collect();
    let mut fresh = Vec::new();
    for e in 0..m {
        if basis.len() >= cols.max(k).min(m) {
            break;
        }
        let mut v = vec![0.0; m];
        v[e] = 1.0;
        for _ in 0..2 {
            for b in &basis {
                let d: f64 = v.iter().zip(b).map(|(x, y)| x * y).sum();
                for (x, y) in v.iter_mut().zip(b) {
                    *x -= d * y;
                }
            }
        }
        let nv = v.iter().map(|x| x * x).sum::<f64>().sqrt();
        if nv > 1e-8 {
            let v: Vec<f64> = v.iter().map(|x| x / nv).collect();
            basis.push(v.clone());
            fresh.push(v);
        }
    }
    let mut fresh = fresh.into_iter();
    for (c, g) in out.iter_mut().zip(&good) {
        if !*g && let Some(f) = fresh.next() {
            *c = f;
        }
    }
    out.extend(fresh);
    out.truncate(cols);
    let mut r = vec![0.0; m * cols];
    for (j, c) in out.iter().enumerate() {
        for i in 0..m {
            r[i * cols + j] = c[i];
        }
    }
    r
}
