//! `dgeev` as `numpy.linalg.eig`/`eigvals` call it (`jobvl='N'`, `jobvr='V'` or `'N'`), for
//! real square matrices below `dhseqr`'s crossover to `dlaqr0` (order 75), in the operation
//! order of LAPACK 3.12.0 as OpenBLAS 0.3.31 ships it (numpy/_core/src/umath/umath_linalg.cpp
//! queries the workspace first, so every routine takes its unblocked or widest-block path):
//!
//! - `dgebal('B')` and `dgebak` (in the parent module);
//! - `dgehd2` (what `dgehrd` runs below 128 columns): Householder reduction to Hessenberg form;
//! - `dorghr` and `dorg2r` (what `dorgqr` runs below 128 columns): the accumulated Q;
//! - `dlahqr`: the double-shift QR iteration with its exceptional shifts (what `dhseqr` runs
//!   below order 75);
//! - `dtrevc3('R', 'B')` with its blocked back-transformation (one GEMM of the Schur vectors
//!   with the triangular solutions, `dlaln2` for the 1x1 and 2x2 solves, `dladiv` for the
//!   complex ones);
//! - `dgeev`'s final normalisation (unit 2-norm; a complex pair rotated so that its largest
//!   component is real).
//!
//! BLAS calls round as OpenBLAS's SkylakeX kernels do (see `blas`); `dger` and the GEMM of
//! `dtrevc3` are one fused multiply-add per element and term. Matrices are row-major `n*n`
//! slices.

use super::blas::{axpy, gemv_n, gemv_t};
use super::{Eig, SAFMIN, ULP, charge, dgebak, dgebal, dlanv2, dlapy2, dlarfg, dlartg, dnrm2, drot};

/// `dhseqr` hands matrices above this order (`iparmq`'s NMIN) to `dlaqr0` (aggressive early
/// deflation), which is not modelled, unless balancing has isolated every eigenvalue.
pub const MAX_ORDER: usize = 75;

/// Why `geev` returned no result.
#[derive(Debug, PartialEq)]
pub enum GeevFailure {
    /// The matrix is beyond what is modelled (order, or LAPACK's fallback to `dlaqr0`).
    Unsupported,
    /// The work budget ran out.
    Stopped,
}

/// `dlarf('Left')`: rows `r0..r0+v.len()`, columns `c0..c1` of `a` times H = I - tau v v^T
/// from the left (v[0] = 1), trimming trailing zeros of v and of the columns as `dlarf` does.
pub(super) fn larf_left(a: &mut [f64], n: usize, r0: usize, c0: usize, c1: usize, v: &[f64], tau: f64) {
    if tau == 0.0 {
        return;
    }
    let mut lastv = v.len();
    while lastv > 0 && v[lastv - 1] == 0.0 {
        lastv -= 1;
    }
    // iladlc: the last column with a nonzero in the rows v reaches
    let mut lastc = c1;
    while lastc > c0 && (r0..r0 + lastv).all(|r| a[r * n + lastc - 1] == 0.0) {
        lastc -= 1;
    }
    let w = gemv_t(|r, c| a[(r0 + r) * n + c0 + c], lastv, lastc - c0, v);
    // dger: a daxpy per column
    for (c, wc) in (c0..lastc).zip(w) {
        let mut col: Vec<f64> = (r0..r0 + lastv).map(|r| a[r * n + c]).collect();
        axpy(-tau * wc, &v[..lastv], &mut col);
        for (r, x) in (r0..r0 + lastv).zip(col) {
            a[r * n + c] = x;
        }
    }
}

/// `dlarf('Right')`: rows `0..rows`, columns `c0..c0+v.len()` of `a` times H from the right.
fn larf_right(a: &mut [f64], n: usize, rows: usize, c0: usize, v: &[f64], tau: f64) {
    if tau == 0.0 {
        return;
    }
    let mut lastv = v.len();
    while lastv > 0 && v[lastv - 1] == 0.0 {
        lastv -= 1;
    }
    // iladlr: the last row with a nonzero in the columns v reaches
    let mut lastc = rows;
    while lastc > 0 && (c0..c0 + lastv).all(|c| a[(lastc - 1) * n + c] == 0.0) {
        lastc -= 1;
    }
    let w = gemv_n(|r, c| a[r * n + c0 + c], lastc, n, &v[..lastv]);
    // dger(lastc, lastv, -tau, w, v): a daxpy per column
    for (j, vj) in v.iter().enumerate().take(lastv) {
        let mut col: Vec<f64> = (0..lastc).map(|r| a[r * n + c0 + j]).collect();
        axpy(-tau * vj, &w, &mut col);
        for (r, x) in col.into_iter().enumerate() {
            a[r * n + c0 + j] = x;
        }
    }
}

/// `dgehd2`: reduces rows and columns `ilo..=ihi` of `a` to upper Hessenberg form in place,
/// leaving each reflector's vector below the subdiagonal; returns the taus.
fn gehd2(a: &mut [f64], n: usize, ilo: usize, ihi: usize) -> Vec<f64> {
    let mut tau = vec![0.0; n.saturating_sub(1)];
    for i in ilo..ihi {
        let mut x: Vec<f64> = (i + 2..=ihi).map(|r| a[r * n + i]).collect();
        let (beta, t) = dlarfg(a[(i + 1) * n + i], &mut x);
        for (r, xv) in (i + 2..=ihi).zip(&x) {
            a[r * n + i] = *xv;
        }
        tau[i] = t;
        let mut v = Vec::with_capacity(x.len() + 1);
        v.push(1.0);
        v.extend(x);
        larf_right(a, n, ihi + 1, i + 1, &v, t);
        larf_left(a, n, i + 1, i + 1, n, &v, t);
        a[(i + 1) * n + i] = beta;
    }
    tau
}

/// `dorghr` (with `dorg2r`): the orthogonal Q of `gehd2` from the reflectors it left in `a`.
fn orghr(a: &[f64], n: usize, ilo: usize, ihi: usize, tau: &[f64]) -> Vec<f64> {
    let mut q = vec![0.0; n * n];
    for j in 0..n {
        if j <= ilo || j > ihi {
            q[j * n + j] = 1.0;
        } else {
            for r in j + 1..=ihi {
                q[r * n + j] = a[r * n + j - 1];
            }
        }
    }
    // dorg2r on the (nh x nh) block starting at (ilo+1, ilo+1), k = nh reflectors
    let b0 = ilo + 1;
    let nh = ihi - ilo;
    for i in (0..nh).rev() {
        let (ri, t) = (b0 + i, tau[ilo + i]);
        if i + 1 < nh {
            q[ri * n + ri] = 1.0;
            let v: Vec<f64> = (ri..b0 + nh).map(|r| q[r * n + ri]).collect();
            larf_left(&mut q, n, ri, ri + 1, b0 + nh, &v, t);
        }
        for r in ri + 1..b0 + nh {
            q[r * n + ri] *= -t;
        }
        q[ri * n + ri] = 1.0 - t;
        for r in b0..ri {
            q[r * n + ri] = 0.0;
        }
    }
    q
}

/// `dlahqr`: the eigenvalues of the Hessenberg block `ilo..=ihi` of `h` by the double-shift
/// QR iteration, the Schur form in `h` (the whole of it when `wantt`) and the Schur vectors
/// accumulated into `z` (when given). Err(i): the iteration did not converge (LAPACK's INFO).
#[allow(clippy::too_many_arguments)]
fn lahqr(
    wantt: bool,
    h: &mut [f64],
    n: usize,
    ilo: usize,
    ihi: usize,
    wr: &mut [f64],
    wi: &mut [f64],
    mut z: Option<&mut Vec<f64>>,
) -> Result<(), usize> {
    // 1-based indexing, as the Fortran reads
    let at = |i: usize, j: usize| (i - 1) * n + (j - 1);
    let (ilo, ihi) = (ilo + 1, ihi + 1);
    if n == 0 {
        return Ok(());
    }
    if ilo == ihi {
        wr[ilo - 1] = h[at(ilo, ilo)];
        wi[ilo - 1] = 0.0;
        return Ok(());
    }
    for j in ilo..=ihi.saturating_sub(3) {
        h[at(j + 2, j)] = 0.0;
        h[at(j + 3, j)] = 0.0;
    }
    if ilo + 2 <= ihi {
        h[at(ihi, ihi - 2)] = 0.0;
    }
    let nh = ihi - ilo + 1;
    let smlnum = SAFMIN * (nh as f64 / ULP);
    let (mut i1, mut i2) = (1usize, n);
    let itmax = 30 * nh.max(10);
    let mut kdefl = 0usize;
    let (dat1, dat2) = (3.0 / 4.0, -0.4375);
    let kexsh = 10;
    let mut i = ihi;
    while i >= ilo {
        let mut l = ilo;
        let mut converged = false;
        for _its in 0..=itmax {
            if !charge(nh * nh + 1) {
                return Err(0);
            }
            // look for a single small subdiagonal element
            let mut k = i;
            while k > l {
                if h[at(k, k - 1)].abs() <= smlnum {
                    break;
                }
                let mut tst = h[at(k - 1, k - 1)].abs() + h[at(k, k)].abs();
                if tst == 0.0 {
                    if k >= ilo + 2 {
                        tst += h[at(k - 1, k - 2)].abs();
                    }
                    if k < ihi {
                        tst += h[at(k + 1, k)].abs();
                    }
                }
                if h[at(k, k - 1)].abs() <= ULP * tst {
                    let ab = h[at(k, k - 1)].abs().max(h[at(k - 1, k)].abs());
                    let ba = h[at(k, k - 1)].abs().min(h[at(k - 1, k)].abs());
                    let aa = h[at(k, k)].abs().max((h[at(k - 1, k - 1)] - h[at(k, k)]).abs());
                    let bb = h[at(k, k)].abs().min((h[at(k - 1, k - 1)] - h[at(k, k)]).abs());
                    let s = aa + ab;
                    if ba * (ab / s) <= smlnum.max(ULP * (bb * (aa / s))) {
                        break;
                    }
                }
                k -= 1;
            }
            l = k;
            if l > ilo {
                h[at(l, l - 1)] = 0.0;
            }
            if l + 1 >= i {
                converged = true;
                break;
            }
            kdefl += 1;
            if !wantt {
                i1 = l;
                i2 = i;
            }
            let (mut h11, mut h12, mut h21, mut h22);
            if kdefl.is_multiple_of(2 * kexsh) {
                let s = h[at(i, i - 1)].abs() + h[at(i - 1, i - 2)].abs();
                h11 = dat1 * s + h[at(i, i)];
                h12 = dat2 * s;
                h21 = s;
                h22 = h11;
            } else if kdefl.is_multiple_of(kexsh) {
                let s = h[at(l + 1, l)].abs() + h[at(l + 2, l + 1)].abs();
                h11 = dat1 * s + h[at(l, l)];
                h12 = dat2 * s;
                h21 = s;
                h22 = h11;
            } else {
                h11 = h[at(i - 1, i - 1)];
                h21 = h[at(i, i - 1)];
                h12 = h[at(i - 1, i)];
                h22 = h[at(i, i)];
            }
            let s = h11.abs() + h12.abs() + h21.abs() + h22.abs();
            let (rt1r, rt1i, rt2r, rt2i);
            if s == 0.0 {
                (rt1r, rt1i, rt2r, rt2i) = (0.0, 0.0, 0.0, 0.0);
            } else {
                h11 /= s;
                h21 /= s;
                h12 /= s;
                h22 /= s;
                let tr = (h11 + h22) / 2.0;
                let det = (h11 - tr) * (h22 - tr) - h12 * h21;
                let rtdisc = det.abs().sqrt();
                if det >= 0.0 {
                    rt1r = tr * s;
                    rt2r = rt1r;
                    rt1i = rtdisc * s;
                    rt2i = -rt1i;
                } else {
                    let a = tr + rtdisc;
                    let b = tr - rtdisc;
                    let r = if (a - h22).abs() <= (b - h22).abs() { a * s } else { b * s };
                    rt1r = r;
                    rt2r = r;
                    rt1i = 0.0;
                    rt2i = 0.0;
                }
            }
            // look for two consecutive small subdiagonal elements
            let mut v = [0.0f64; 3];
            let mut m = i - 2;
            loop {
                let s = (h[at(m, m)] - rt2r).abs() + rt2i.abs() + h[at(m + 1, m)].abs();
                let h21s = h[at(m + 1, m)] / s;
                v[0] = h21s * h[at(m, m + 1)] + (h[at(m, m)] - rt1r) * ((h[at(m, m)] - rt2r) / s) - rt1i * (rt2i / s);
                v[1] = h21s * (h[at(m, m)] + h[at(m + 1, m + 1)] - rt1r - rt2r);
                v[2] = h21s * h[at(m + 2, m + 1)];
                let s = v[0].abs() + v[1].abs() + v[2].abs();
                v[0] /= s;
                v[1] /= s;
                v[2] /= s;
                if m == l {
                    break;
                }
                let h00 = h[at(m, m - 1)].abs() * (v[1].abs() + v[2].abs());
                let h01 = ULP * v[0].abs() * (h[at(m - 1, m - 1)].abs() + h[at(m, m)].abs() + h[at(m + 1, m + 1)].abs());
                if h00 <= h01 {
                    break;
                }
                m -= 1;
            }
            // the double-shift QR step
            for k in m..i {
                let nr = 3.min(i - k + 1);
                if k > m {
                    for (q, vq) in v.iter_mut().enumerate().take(nr) {
                        *vq = h[at(k + q, k - 1)];
                    }
                }
                let (alpha, rest) = v.split_at_mut(1);
                let (beta, t1) = dlarfg(alpha[0], &mut rest[..nr - 1]);
                v[0] = beta;
                if k > m {
                    h[at(k, k - 1)] = v[0];
                    h[at(k + 1, k - 1)] = 0.0;
                    if k < i - 1 {
                        h[at(k + 2, k - 1)] = 0.0;
                    }
                } else if m > l {
                    h[at(k, k - 1)] *= 1.0 - t1;
                }
                let v2 = v[1];
                let t2 = t1 * v2;
                if nr == 3 {
                    let v3 = v[2];
                    let t3 = t1 * v3;
                    for j in k..=i2 {
                        let sum = h[at(k, j)] + v2 * h[at(k + 1, j)] + v3 * h[at(k + 2, j)];
                        h[at(k, j)] -= sum * t1;
                        h[at(k + 1, j)] -= sum * t2;
                        h[at(k + 2, j)] -= sum * t3;
                    }
                    for j in i1..=(k + 3).min(i) {
                        let sum = h[at(j, k)] + v2 * h[at(j, k + 1)] + v3 * h[at(j, k + 2)];
                        h[at(j, k)] -= sum * t1;
                        h[at(j, k + 1)] -= sum * t2;
                        h[at(j, k + 2)] -= sum * t3;
                    }
                    if let Some(z) = z.as_deref_mut() {
                        for j in ilo..=ihi {
                            let sum = z[at(j, k)] + v2 * z[at(j, k + 1)] + v3 * z[at(j, k + 2)];
                            z[at(j, k)] -= sum * t1;
                            z[at(j, k + 1)] -= sum * t2;
                            z[at(j, k + 2)] -= sum * t3;
                        }
                    }
                } else if nr == 2 {
                    for j in k..=i2 {
                        let sum = h[at(k, j)] + v2 * h[at(k + 1, j)];
                        h[at(k, j)] -= sum * t1;
                        h[at(k + 1, j)] -= sum * t2;
                    }
                    for j in i1..=i {
                        let sum = h[at(j, k)] + v2 * h[at(j, k + 1)];
                        h[at(j, k)] -= sum * t1;
                        h[at(j, k + 1)] -= sum * t2;
                    }
                    if let Some(z) = z.as_deref_mut() {
                        for j in ilo..=ihi {
                            let sum = z[at(j, k)] + v2 * z[at(j, k + 1)];
                            z[at(j, k)] -= sum * t1;
                            z[at(j, k + 1)] -= sum * t2;
                        }
                    }
                }
            }
        }
        if !converged {
            return Err(i);
        }
        if l == i {
            wr[i - 1] = h[at(i, i)];
            wi[i - 1] = 0.0;
        } else if l + 1 == i {
            let (blk, rts, cs, sn) = dlanv2(h[at(i - 1, i - 1)], h[at(i - 1, i)], h[at(i, i - 1)], h[at(i, i)]);
            h[at(i - 1, i - 1)] = blk[0];
            h[at(i - 1, i)] = blk[1];
            h[at(i, i - 1)] = blk[2];
            h[at(i, i)] = blk[3];
            wr[i - 2] = rts[0];
            wi[i - 2] = rts[1];
            wr[i - 1] = rts[2];
            wi[i - 1] = rts[3];
            if wantt {
                if i2 > i {
                    let xs: Vec<usize> = (i + 1..=i2).map(|c| at(i - 1, c)).collect();
                    let ys: Vec<usize> = (i + 1..=i2).map(|c| at(i, c)).collect();
                    drot(h, &xs, &ys, cs, sn);
                }
                let xs: Vec<usize> = (i1..i - 1).map(|r| at(r, i - 1)).collect();
                let ys: Vec<usize> = (i1..i - 1).map(|r| at(r, i)).collect();
                drot(h, &xs, &ys, cs, sn);
            }
            if let Some(z) = z.as_deref_mut() {
                let xs: Vec<usize> = (ilo..=ihi).map(|r| at(r, i - 1)).collect();
                let ys: Vec<usize> = (ilo..=ihi).map(|r| at(r, i)).collect();
                drot(z, &xs, &ys, cs, sn);
            }
        }
        kdefl = 0;
        if l < 2 {
            break;
        }
        i = l - 1;
    }
    Ok(())
}

/// `dladiv`: the complex quotient (a + ib) / (c + id), robustly (Baudin and Smith).
fn dladiv(a: f64, b: f64, c: f64, d: f64) -> (f64, f64) {
    let (mut aa, mut bb, mut cc, mut dd) = (a, b, c, d);
    let ab = a.abs().max(b.abs());
    let cd = c.abs().max(d.abs());
    let mut s = 1.0;
    let ov = f64::MAX;
    let un = SAFMIN;
    let eps = f64::EPSILON / 2.0;
    let be = 2.0 / (eps * eps);
    if ab >= 0.5 * ov {
        aa *= 0.5;
        bb *= 0.5;
        s *= 2.0;
    }
    if cd >= 0.5 * ov {
        cc *= 0.5;
        dd *= 0.5;
        s *= 0.5;
    }
    if ab <= un * 2.0 / eps {
        aa *= be;
        bb *= be;
        s /= be;
    }
    if cd <= un * 2.0 / eps {
        cc *= be;
        dd *= be;
        s *= be;
    }
    let (p, q) = if d.abs() <= c.abs() {
        dladiv1(aa, bb, cc, dd)
    } else {
        let (p, q) = dladiv1(bb, aa, dd, cc);
        (p, -q)
    };
    (p * s, q * s)
}

fn dladiv1(a: f64, b: f64, c: f64, d: f64) -> (f64, f64) {
    let r = d / c;
    let t = 1.0 / (c + d * r);
    let p = dladiv2(a, b, c, d, r, t);
    let q = dladiv2(b, -a, c, d, r, t);
    (p, q)
}

fn dladiv2(a: f64, b: f64, c: f64, d: f64, r: f64, t: f64) -> f64 {
    if r != 0.0 {
        let br = b * r;
        if br != 0.0 { (a + br) * t } else { a * t + (b * t) * r }
    } else {
        (a + d * (b / c)) * t
    }
}

/// The solution of `dlaln2` (ltrans false, ca = d1 = d2 = 1): x (as [x11, x21, x12, x22],
/// the second column the imaginary parts), the scale and the norm.
struct Solved {
    x: [f64; 4],
    scale: f64,
    xnorm: f64,
}

/// `dlaln2` for (A - (wr + i wi) I) X = scale B with A 1x1 or 2x2 (`a` = [a11, a12, a21, a22]
/// when na == 2) and B one column (nw == 1) or a complex one (nw == 2, as [br1, br2, bi1, bi2]).
fn dlaln2(na: usize, nw: usize, smin: f64, a: [f64; 4], b: [f64; 4], wr: f64, wi: f64) -> Solved {
    let smlnum = 2.0 * SAFMIN;
    let bignum = 1.0 / smlnum;
    let smini = smin.max(smlnum);
    let mut scale = 1.0;
    if na == 1 {
        if nw == 1 {
            let mut csr = a[0] - wr;
            let mut cnorm = csr.abs();
            if cnorm < smini {
                csr = smini;
                cnorm = smini;
            }
            let bnorm = b[0].abs();
            if cnorm < 1.0 && bnorm > 1.0 && bnorm > bignum * cnorm {
                scale = 1.0 / bnorm;
            }
            let x = (b[0] * scale) / csr;
            return Solved { x: [x, 0.0, 0.0, 0.0], scale, xnorm: x.abs() };
        }
        let mut csr = a[0] - wr;
        let mut csi = -wi;
        let mut cnorm = csr.abs() + csi.abs();
        if cnorm < smini {
            csr = smini;
            csi = 0.0;
            cnorm = smini;
        }
        let bnorm = b[0].abs() + b[2].abs();
        if cnorm < 1.0 && bnorm > 1.0 && bnorm > bignum * cnorm {
            scale = 1.0 / bnorm;
        }
        let (xr, xi) = dladiv(scale * b[0], scale * b[2], csr, csi);
        return Solved { x: [xr, 0.0, xi, 0.0], scale, xnorm: xr.abs() + xi.abs() };
    }
    // CR in Fortran's column order: [c11, c21, c12, c22]
    let crv = [a[0] - wr, a[2], a[1], a[3] - wr];
    const IPIVOT: [[usize; 4]; 4] = [[0, 1, 2, 3], [1, 0, 3, 2], [2, 3, 0, 1], [3, 2, 1, 0]];
    const RSWAP: [bool; 4] = [false, true, false, true];
    const ZSWAP: [bool; 4] = [false, false, true, true];
    if nw == 1 {
        let mut cmax = 0.0;
        let mut icmax = usize::MAX;
        for (j, c) in crv.iter().enumerate() {
            if c.abs() > cmax {
                cmax = c.abs();
                icmax = j;
            }
        }
        if cmax < smini {
            let bnorm = b[0].abs().max(b[1].abs());
            if smini < 1.0 && bnorm > 1.0 && bnorm > bignum * smini {
                scale = 1.0 / bnorm;
            }
            let temp = scale / smini;
            return Solved { x: [temp * b[0], temp * b[1], 0.0, 0.0], scale, xnorm: temp * bnorm };
        }
        let ur11 = crv[icmax];
        let cr21 = crv[IPIVOT[icmax][1]];
        let ur12 = crv[IPIVOT[icmax][2]];
        let cr22 = crv[IPIVOT[icmax][3]];
        let ur11r = 1.0 / ur11;
        let lr21 = ur11r * cr21;
        let mut ur22 = cr22 - ur12 * lr21;
        if ur22.abs() < smini {
            ur22 = smini;
        }
        let (br1, mut br2) = if RSWAP[icmax] { (b[1], b[0]) } else { (b[0], b[1]) };
        br2 -= lr21 * br1;
        let bbnd = (br1 * (ur22 * ur11r)).abs().max(br2.abs());
        if bbnd > 1.0 && ur22.abs() < 1.0 && bbnd >= bignum * ur22.abs() {
            scale = 1.0 / bbnd;
        }
        let xr2 = (br2 * scale) / ur22;
        let xr1 = (scale * br1) * ur11r - xr2 * (ur11r * ur12);
        let mut x = if ZSWAP[icmax] { [xr2, xr1, 0.0, 0.0] } else { [xr1, xr2, 0.0, 0.0] };
        let mut xnorm = xr1.abs().max(xr2.abs());
        if xnorm > 1.0 && cmax > 1.0 && xnorm > bignum / cmax {
            let temp = cmax / bignum;
            x[0] *= temp;
            x[1] *= temp;
            xnorm *= temp;
            scale *= temp;
        }
        return Solved { x, scale, xnorm };
    }
    let civ = [-wi, 0.0, 0.0, -wi];
    let mut cmax = 0.0;
    let mut icmax = usize::MAX;
    for j in 0..4 {
        if crv[j].abs() + civ[j].abs() > cmax {
            cmax = crv[j].abs() + civ[j].abs();
            icmax = j;
        }
    }
    if cmax < smini {
        let bnorm = (b[0].abs() + b[2].abs()).max(b[1].abs() + b[3].abs());
        if smini < 1.0 && bnorm > 1.0 && bnorm > bignum * smini {
            scale = 1.0 / bnorm;
        }
        let temp = scale / smini;
        return Solved { x: [temp * b[0], temp * b[1], temp * b[2], temp * b[3]], scale, xnorm: temp * bnorm };
    }
    let ur11 = crv[icmax];
    let ui11 = civ[icmax];
    let cr21 = crv[IPIVOT[icmax][1]];
    let ci21 = civ[IPIVOT[icmax][1]];
    let ur12 = crv[IPIVOT[icmax][2]];
    let ui12 = civ[IPIVOT[icmax][2]];
    let cr22 = crv[IPIVOT[icmax][3]];
    let ci22 = civ[IPIVOT[icmax][3]];
    let (ur11r, ui11r, lr21, li21, ur12s, ui12s, mut ur22, mut ui22);
    if icmax == 0 || icmax == 3 {
        if ur11.abs() > ui11.abs() {
            let temp = ui11 / ur11;
            ur11r = 1.0 / (ur11 * (1.0 + temp * temp));
            ui11r = -temp * ur11r;
        } else {
            let temp = ur11 / ui11;
            ui11r = -1.0 / (ui11 * (1.0 + temp * temp));
            ur11r = -temp * ui11r;
        }
        lr21 = cr21 * ur11r;
        li21 = cr21 * ui11r;
        ur12s = ur12 * ur11r;
        ui12s = ur12 * ui11r;
        ur22 = cr22 - ur12 * lr21;
        ui22 = ci22 - ur12 * li21;
    } else {
        ur11r = 1.0 / ur11;
        ui11r = 0.0;
        lr21 = cr21 * ur11r;
        li21 = ci21 * ur11r;
        ur12s = ur12 * ur11r;
        ui12s = ui12 * ur11r;
        ur22 = cr22 - ur12 * lr21 + ui12 * li21;
        ui22 = -ur12 * li21 - ui12 * lr21;
    }
    let u22abs = ur22.abs() + ui22.abs();
    if u22abs < smini {
        ur22 = smini;
        ui22 = 0.0;
    }
    let (mut br1, mut br2, mut bi1, mut bi2) =
        if RSWAP[icmax] { (b[1], b[0], b[3], b[2]) } else { (b[0], b[1], b[2], b[3]) };
    br2 = br2 - lr21 * br1 + li21 * bi1;
    bi2 = bi2 - li21 * br1 - lr21 * bi1;
    let bbnd = ((br1.abs() + bi1.abs()) * (u22abs * (ur11r.abs() + ui11r.abs()))).max(br2.abs() + bi2.abs());
    if bbnd > 1.0 && u22abs < 1.0 && bbnd >= bignum * u22abs {
        scale = 1.0 / bbnd;
        br1 *= scale;
        bi1 *= scale;
        br2 *= scale;
        bi2 *= scale;
    }
    let (xr2, xi2) = dladiv(br2, bi2, ur22, ui22);
    let xr1 = ur11r * br1 - ui11r * bi1 - ur12s * xr2 + ui12s * xi2;
    let xi1 = ui11r * br1 + ur11r * bi1 - ui12s * xr2 - ur12s * xi2;
    let mut x = if ZSWAP[icmax] { [xr2, xr1, xi2, xi1] } else { [xr1, xr2, xi1, xi2] };
    let mut xnorm = (xr1.abs() + xi1.abs()).max(xr2.abs() + xi2.abs());
    if xnorm > 1.0 && cmax > 1.0 && xnorm > bignum / cmax {
        let temp = cmax / bignum;
        for v in x.iter_mut() {
            *v *= temp;
        }
        xnorm *= temp;
        scale *= temp;
    }
    Solved { x, scale, xnorm }
}

/// `dtrevc3('R', 'B')`: the right eigenvectors of the quasi-triangular Schur form `t`,
/// back-transformed by the Schur vectors `z` (one GEMM) and scaled so that each real
/// vector's largest component, and each complex pair's largest |re| + |im|, is 1. Columns as
/// `dgeev` packs them (a complex pair's real and imaginary parts side by side).
fn trevc3(t: &[f64], z: &[f64], n: usize) -> Vec<f64> {
    // 1-based views of T and of the work columns
    let tt = |i: usize, j: usize| t[(i - 1) * n + (j - 1)];
    let smlnum = SAFMIN * (n as f64 / ULP);
    let bignum = (1.0 - ULP) / smlnum;
    // cnorm[j]: 1-norm of the strict upper part of column j
    let cnorm: Vec<f64> = (1..=n).map(|j| (1..j).fold(0.0, |s, i| s + tt(i, j).abs())).collect();
    // the solutions, one column (or two) per eigenvector, 0-based rows
    let mut x = vec![0.0; n * n];
    let xat = |r: usize, c: usize| r * n + c;
    let mut iscomplex = vec![0i8; n];
    let mut ip = 0i8;
    let mut ki = n;
    while ki >= 1 {
        if ip == -1 {
            ip = 1;
            ki -= 1;
            continue;
        }
        ip = if ki == 1 || tt(ki, ki - 1) == 0.0 { 0 } else { -1 };
        let wr = tt(ki, ki);
        let wi = if ip != 0 { tt(ki, ki - 1).abs().sqrt() * tt(ki - 1, ki).abs().sqrt() } else { 0.0 };
        let smin = (ULP * (wr.abs() + wi.abs())).max(smlnum);
        if ip == 0 {
            let mut w = vec![0.0; n + 1];
            w[ki] = 1.0;
            for k in 1..ki {
                w[k] = -tt(k, ki);
            }
            let mut j = ki - 1;
            while j >= 1 {
                let two = j > 1 && tt(j, j - 1) != 0.0;
                if !two {
                    let mut s = dlaln2(1, 1, smin, [tt(j, j), 0.0, 0.0, 0.0], [w[j], 0.0, 0.0, 0.0], wr, 0.0);
                    if s.xnorm > 1.0 && cnorm[j - 1] > bignum / s.xnorm {
                        s.x[0] /= s.xnorm;
                        s.scale /= s.xnorm;
                    }
                    if s.scale != 1.0 {
                        for v in w.iter_mut().take(ki + 1).skip(1) {
                            *v *= s.scale;
                        }
                    }
                    w[j] = s.x[0];
                    let col: Vec<f64> = (1..j).map(|r| tt(r, j)).collect();
                    axpy(-s.x[0], &col, &mut w[1..j]);
                    j -= 1;
                } else {
                    let a = [tt(j - 1, j - 1), tt(j - 1, j), tt(j, j - 1), tt(j, j)];
                    let mut s = dlaln2(2, 1, smin, a, [w[j - 1], w[j], 0.0, 0.0], wr, 0.0);
                    if s.xnorm > 1.0 {
                        let beta = cnorm[j - 2].max(cnorm[j - 1]);
                        if beta > bignum / s.xnorm {
                            s.x[0] /= s.xnorm;
                            s.x[1] /= s.xnorm;
                            s.scale /= s.xnorm;
                        }
                    }
                    if s.scale != 1.0 {
                        for v in w.iter_mut().take(ki + 1).skip(1) {
                            *v *= s.scale;
                        }
                    }
                    w[j - 1] = s.x[0];
                    w[j] = s.x[1];
                    let c1: Vec<f64> = (1..j - 1).map(|r| tt(r, j - 1)).collect();
                    axpy(-s.x[0], &c1, &mut w[1..j - 1]);
                    let c2: Vec<f64> = (1..j - 1).map(|r| tt(r, j)).collect();
                    axpy(-s.x[1], &c2, &mut w[1..j - 1]);
                    j = j.saturating_sub(2);
                }
            }
            for r in 1..=ki {
                x[xat(r - 1, ki - 1)] = w[r];
            }
            iscomplex[ki - 1] = 0;
        } else {
            // the pair (ki-1, ki): real part in wr_, imaginary in wi_
            let mut re = vec![0.0; n + 1];
            let mut im = vec![0.0; n + 1];
            if tt(ki - 1, ki).abs() >= tt(ki, ki - 1).abs() {
                re[ki - 1] = 1.0;
                im[ki] = wi / tt(ki - 1, ki);
            } else {
                re[ki - 1] = -wi / tt(ki, ki - 1);
                im[ki] = 1.0;
            }
            re[ki] = 0.0;
            im[ki - 1] = 0.0;
            for k in 1..ki - 1 {
                re[k] = -re[ki - 1] * tt(k, ki - 1);
                im[k] = -im[ki] * tt(k, ki);
            }
            let mut j = ki.saturating_sub(2);
            while j >= 1 {
                let two = j > 1 && tt(j, j - 1) != 0.0;
                if !two {
                    let mut s = dlaln2(1, 2, smin, [tt(j, j), 0.0, 0.0, 0.0], [re[j], 0.0, im[j], 0.0], wr, wi);
                    if s.xnorm > 1.0 && cnorm[j - 1] > bignum / s.xnorm {
                        s.x[0] /= s.xnorm;
                        s.x[2] /= s.xnorm;
                        s.scale /= s.xnorm;
                    }
                    if s.scale != 1.0 {
                        for v in re.iter_mut().take(ki + 1).skip(1) {
                            *v *= s.scale;
                        }
                        for v in im.iter_mut().take(ki + 1).skip(1) {
                            *v *= s.scale;
                        }
                    }
                    re[j] = s.x[0];
                    im[j] = s.x[2];
                    let col: Vec<f64> = (1..j).map(|r| tt(r, j)).collect();
                    axpy(-s.x[0], &col, &mut re[1..j]);
                    axpy(-s.x[2], &col, &mut im[1..j]);
                    j -= 1;
                } else {
                    let a = [tt(j - 1, j - 1), tt(j - 1, j), tt(j, j - 1), tt(j, j)];
                    let mut s = dlaln2(2, 2, smin, a, [re[j - 1], re[j], im[j - 1], im[j]], wr, wi);
                    if s.xnorm > 1.0 {
                        let beta = cnorm[j - 2].max(cnorm[j - 1]);
                        if beta > bignum / s.xnorm {
                            let rec = 1.0 / s.xnorm;
                            for v in s.x.iter_mut() {
                                *v *= rec;
                            }
                            s.scale *= rec;
                        }
                    }
                    if s.scale != 1.0 {
                        for v in re.iter_mut().take(ki + 1).skip(1) {
                            *v *= s.scale;
                        }
                        for v in im.iter_mut().take(ki + 1).skip(1) {
                            *v *= s.scale;
                        }
                    }
                    re[j - 1] = s.x[0];
                    re[j] = s.x[1];
                    im[j - 1] = s.x[2];
                    im[j] = s.x[3];
                    let c1: Vec<f64> = (1..j - 1).map(|r| tt(r, j - 1)).collect();
                    let c2: Vec<f64> = (1..j - 1).map(|r| tt(r, j)).collect();
                    axpy(-s.x[0], &c1, &mut re[1..j - 1]);
                    axpy(-s.x[1], &c2, &mut re[1..j - 1]);
                    axpy(-s.x[2], &c1, &mut im[1..j - 1]);
                    axpy(-s.x[3], &c2, &mut im[1..j - 1]);
                    j = j.saturating_sub(2);
                }
            }
            for r in 1..=ki {
                x[xat(r - 1, ki - 2)] = re[r];
                x[xat(r - 1, ki - 1)] = im[r];
            }
            iscomplex[ki - 2] = -1;
            iscomplex[ki - 1] = 1;
        }
        ki -= 1;
    }
    // the blocked back-transformation: VR = Z X (dgemm), then each column scaled
    let mut vr = vec![0.0; n * n];
    for r in 0..n {
        for c in 0..n {
            vr[r * n + c] = gemm_element(n, r, c, |k| z[r * n + k], |k| x[xat(k, c)]);
        }
    }
    let mut c = 0;
    while c < n {
        if iscomplex[c] == 0 {
            // idamax: the first largest magnitude
            let mut best = 0;
            for r in 1..n {
                if vr[r * n + c].abs() > vr[best * n + c].abs() {
                    best = r;
                }
            }
            let remax = 1.0 / vr[best * n + c].abs();
            for r in 0..n {
                vr[r * n + c] *= remax;
            }
            c += 1;
        } else {
            let emax = (0..n).fold(0.0f64, |m, r| m.max(vr[r * n + c].abs() + vr[r * n + c + 1].abs()));
            let remax = 1.0 / emax;
            for r in 0..n {
                vr[r * n + c] *= remax;
                vr[r * n + c + 1] *= remax;
            }
            c += 2;
        }
    }
    vr
}

/// One element of the n x n x n `dgemm` (alpha 1, beta 0) of `dtrevc3`'s back-transformation,
/// row `r` and column `c`, `a(k)` and `b(k)` the row's and the column's k-th values. OpenBLAS
/// sums over k in order with fused multiply-adds, except in the SkylakeX small-matrix kernel
/// (`dgemm_small_kernel_nn_skylakex.c`): its last M % 8 rows, when there are 1 to 4 of them
/// and K >= 16, are dot products in eight lanes (k mod 8), reduced by pairs of neighbours
/// where four rows or four columns go together (`REDUCE_4`), else by
/// `_mm512_reduce_add_pd`'s halves.
fn gemm_element(n: usize, r: usize, c: usize, a: impl Fn(usize) -> f64, b: impl Fn(usize) -> f64) -> f64 {
    let m8 = n & !7;
    if !(super::blas::AVX512 && (1..=4).contains(&(n - m8)) && n >= 16 && r >= m8) {
        return (0..n).fold(0.0f64, |acc, k| a(k).mul_add(b(k), acc));
    }
    let mut l = [0.0f64; 8];
    for k in 0..n {
        l[k % 8] = a(k).mul_add(b(k), l[k % 8]);
    }
    // the masked last block adds 0 * 0 to its idle lanes
    let remains = n % 8;
    if remains > 0 {
        for v in l.iter_mut().skip(remains) {
            *v += 0.0;
        }
    }
    let four = n & !3;
    if r < four || c < four {
        ((l[0] + l[1]) + (l[2] + l[3])) + ((l[4] + l[5]) + (l[6] + l[7]))
    } else {
        ((l[0] + l[4]) + (l[2] + l[6])) + ((l[1] + l[5]) + (l[3] + l[7]))
    }
}

/// `dgeev` on a row-major n x n matrix: eigenvalues (and, with `vectors`, right eigenvectors)
/// as LAPACK returns them. Err(Unsupported) above order 75 (unless balancing isolates every
/// eigenvalue) and where `dlahqr` fails and LAPACK retries with `dlaqr0`.
pub fn geev(a: &[f64], n: usize, vectors: bool) -> Result<Eig, GeevFailure> {
    if !charge(n.saturating_mul(n).saturating_mul(n).saturating_mul(10) + 1) {
        return Err(GeevFailure::Stopped);
    }
    let mut h = a.to_vec();
    let (ilo, ihi, scale) = dgebal(&mut h, n);
    if n > MAX_ORDER && ilo != ihi {
        return Err(GeevFailure::Unsupported);
    }
    let tau = gehd2(&mut h, n, ilo, ihi);
    let mut wr = vec![0.0; n];
    let mut wi = vec![0.0; n];
    // dhseqr: the eigenvalues balancing isolated
    for i in (0..ilo).chain(ihi + 1..n) {
        wr[i] = h[i * n + i];
    }
    let mut z = if vectors { Some(orghr(&h, n, ilo, ihi, &tau)) } else { None };
    if n > 0 {
        match lahqr(vectors, &mut h, n, ilo, ihi, &mut wr, &mut wi, z.as_mut()) {
            Ok(()) => {}
            Err(_) if crate::budget::stopped() => return Err(GeevFailure::Stopped),
            Err(_) => return Err(GeevFailure::Unsupported),
        }
    }
    let Some(z) = z else {
        return Ok(Eig { wr, wi, vr: vec![] });
    };
    // dhseqr clears below the subdiagonal before dtrevc3 reads T
    for r in 2..n {
        for c in 0..r - 1 {
            h[r * n + c] = 0.0;
        }
    }
    let vr = trevc3(&h, &z, n);
    let mut vr = dgebak(vr, n, ilo, ihi, &scale);
    normalise(&mut vr, &wi, n);
    Ok(Eig { wr, wi, vr })
}

/// `dgeev`'s last step: each real vector to unit 2-norm; each complex pair to unit norm as a
/// complex vector, rotated so that its largest component is real.
fn normalise(vr: &mut [f64], wi: &[f64], n: usize) {
    let at = |i: usize, j: usize| i * n + j;
    let mut i = 0;
    while i < n {
        if wi[i] == 0.0 {
            let col: Vec<f64> = (0..n).map(|r| vr[at(r, i)]).collect();
            let scl = 1.0 / dnrm2(&col);
            for r in 0..n {
                vr[at(r, i)] *= scl;
            }
            i += 1;
        } else {
            let c1: Vec<f64> = (0..n).map(|r| vr[at(r, i)]).collect();
            let c2: Vec<f64> = (0..n).map(|r| vr[at(r, i + 1)]).collect();
            let scl = 1.0 / dlapy2(dnrm2(&c1), dnrm2(&c2));
            for r in 0..n {
                vr[at(r, i)] *= scl;
                vr[at(r, i + 1)] *= scl;
            }
            let mut k = 0;
            let mut best = -1.0;
            for r in 0..n {
                let w = vr[at(r, i)] * vr[at(r, i)] + vr[at(r, i + 1)] * vr[at(r, i + 1)];
                if w > best {
                    best = w;
                    k = r;
                }
            }
            let (cs, sn) = dlartg(vr[at(k, i)], vr[at(k, i + 1)]);
            let xs: Vec<usize> = (0..n).map(|r| at(r, i)).collect();
            let ys: Vec<usize> = (0..n).map(|r| at(r, i + 1)).collect();
            drot(vr, &xs, &ys, cs, sn);
            vr[at(k, i + 1)] = 0.0;
            i += 2;
        }
    }
}
