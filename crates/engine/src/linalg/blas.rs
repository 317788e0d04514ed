//! Models of the OpenBLAS 0.3.31 level-1 and level-2 kernels that LAPACK's eigenvalue routines
//! call, rounding as they do on x86_64. OpenBLAS picks its kernels for the CPU at run time:
//! the SkylakeX ones (kernel/x86_64/KERNEL.SKYLAKEX) where there is AVX-512, compiled by GCC
//! so that `a*b + c` in their C code becomes a fused multiply-add, and the Haswell ones
//! (KERNEL.HASWELL) on AVX2, whose C tails round each product. `AVX512` follows the CPU
//! stridelab is built for (the build uses `target-cpu=native`), as NumPy's choice follows
//! the CPU it runs on. Each model was checked element for element against the library NumPy
//! 2.4's wheels bundle, with both kernel sets (`OPENBLAS_CORETYPE=Haswell` forces the second),
//! on the sizes noted.

/// Whether OpenBLAS would run its SkylakeX (AVX-512) kernels rather than its Haswell ones.
pub(super) const AVX512: bool = cfg!(target_feature = "avx512f");

/// OpenBLAS's `dgemv_t` (x86_64 `dgemv_t_4.c`, Haswell micro-kernel, as SkylakeX runs it),
/// alpha 1 and beta 0: `w[c] = sum_r at(r, c) v[r]` for `m` rows and `cols` columns. Rows
/// in blocks of 4 go through four FMA lanes per column (columns four at a time), or two or four
/// plain lanes for the last one to three columns; the one to three rows left over are added
/// per column afterwards.
pub fn gemv_t(at: impl Fn(usize, usize) -> f64, m: usize, cols: usize, v: &[f64]) -> Vec<f64> {
    let m4 = m & !3;
    let full = cols & !3;
    let mut y = vec![0.0f64; cols];
    if m4 > 0 {
        for (c, yc) in y.iter_mut().enumerate() {
            if c < full {
                let mut l = [0.0f64; 4];
                for i in (0..m4).step_by(4) {
                    for (q, lq) in l.iter_mut().enumerate() {
                        *lq = at(i + q, c).mul_add(v[i + q], *lq);
                    }
                }
                *yc += (l[0] + l[2]) + (l[1] + l[3]);
            } else if cols - full >= 2 && c < full + 2 {
                let (mut a0, mut a1) = (0.0f64, 0.0f64);
                for i in (0..m4).step_by(2) {
                    a0 += at(i, c) * v[i];
                    a1 += at(i + 1, c) * v[i + 1];
                }
                *yc += a0 + a1;
            } else {
                let mut s = [0.0f64; 4];
                for i in (0..m4).step_by(4) {
                    for (q, sq) in s.iter_mut().enumerate() {
                        *sq += at(i + q, c) * v[i + q];
                    }
                }
                *yc += (s[0] + s[2]) + (s[1] + s[3]);
            }
        }
    }
    let r = m4;
    for (c, yc) in y.iter_mut().enumerate() {
        match m & 3 {
            3 => *yc += at(r + 2, c).mul_add(v[r + 2], at(r, c).mul_add(v[r], at(r + 1, c) * v[r + 1])),
            2 => *yc += at(r, c).mul_add(v[r], at(r + 1, c) * v[r + 1]),
            1 => *yc = at(r, c).mul_add(v[r], *yc),
            _ => {}
        }
    }
    y
}

/// OpenBLAS's `dgemv_n` (x86_64 `dgemv_n_4.c` with the SkylakeX or Haswell micro-kernel),
/// alpha 1 and beta 0: `y[r] = sum_c at(r, c) x[c]` for `m` rows, `x.len()` columns, leading
/// dimension `lda`. Rows in blocks of 4 add the columns four (then two) at a time, a last odd
/// column plainly; the one to three rows left over accumulate over all columns in the C tail.
pub fn gemv_n(at: impl Fn(usize, usize) -> f64, m: usize, lda: usize, x: &[f64]) -> Vec<f64> {
    let n = x.len();
    let m4 = m & !3;
    let m3 = m & 3;
    let full = n & !3;
    let mut y = vec![0.0f64; m];
    for (r, yr) in y.iter_mut().enumerate().take(m4) {
        let a = |c: usize| at(r, c);
        for j in (0..full).step_by(4) {
            *yr += if AVX512 {
                // GCC's contraction of a0*x0 + a1*x1 + a2*x2 + a3*x3
                a(j + 3).mul_add(x[j + 3], a(j + 2).mul_add(x[j + 2], a(j).mul_add(x[j], a(j + 1) * x[j + 1])))
            } else {
                // two FMA chains in the Haswell assembly, added
                a(j + 2).mul_add(x[j + 2], a(j) * x[j]) + a(j + 3).mul_add(x[j + 3], a(j + 1) * x[j + 1])
            };
        }
        let mut j = full;
        if (n - full) & 2 != 0 {
            *yr += if AVX512 { a(j).mul_add(x[j], a(j + 1) * x[j + 1]) } else { a(j) * x[j] + a(j + 1) * x[j + 1] };
            j += 2;
        }
        if (n - full) & 1 != 0 {
            *yr += a(j) * x[j];
        }
    }
    // the C tail: fused on SkylakeX, plain on Haswell
    let madd = |a: f64, b: f64, c: f64| if AVX512 { a.mul_add(b, c) } else { c + a * b };
    for (r, yr) in y.iter_mut().enumerate().skip(m4) {
        let a = |c: usize| at(r, c);
        let pair = |j: usize| if AVX512 { a(j).mul_add(x[j], a(j + 1) * x[j + 1]) } else { a(j) * x[j] + a(j + 1) * x[j + 1] };
        let mut t = 0.0f64;
        let mut j = 0;
        if lda == m3 && m3 >= 2 {
            // the unrolled loops for a matrix of exactly 2 or 3 rows
            while j < full {
                t += pair(j);
                t += pair(j + 2);
                j += 4;
            }
        } else if lda == 1 && m3 == 1 {
            while j < full {
                t += if AVX512 {
                    a(j + 3).mul_add(x[j + 3], a(j + 2).mul_add(x[j + 2], pair(j)))
                } else {
                    (pair(j) + a(j + 2) * x[j + 2]) + a(j + 3) * x[j + 3]
                };
                j += 4;
            }
        }
        for (c, xc) in x.iter().enumerate().skip(j) {
            t = madd(a(c), *xc, t);
        }
        *yr += t;
    }
    y
}

/// `y + a b` as the C kernels compute it: one fused multiply-add on SkylakeX, a rounded
/// product and a rounded sum on Haswell.
fn madd(a: f64, b: f64, y: f64) -> f64 {
    if AVX512 { a.mul_add(b, y) } else { y + a * b }
}

/// `dsymv('L')`, beta 0: `y = alpha A x` for the symmetric m x m matrix whose lower triangle
/// `at(r, c)` (r >= c) gives (x86_64 `dsymv_L.c`: columns four at a time, each updating y and a
/// running dot product); on SkylakeX, columns with 12 or more rows below their block run their
/// middle rows through its AVX-512 micro-kernel (eight lanes, folded to four). Haswell's
/// micro-kernel for those rows is not modelled (exact there up to m = 12).
pub fn symv_lower(at: impl Fn(usize, usize) -> f64, m: usize, alpha: f64, x: &[f64]) -> Vec<f64> {
    let mut y = vec![0.0f64; m];
    let off1 = m / 4 * 4;
    for j in (0..off1).step_by(4) {
        let t1 = [alpha * x[j], alpha * x[j + 1], alpha * x[j + 2], alpha * x[j + 3]];
        let mut t2 = [0.0f64; 4];
        for q in 0..4 {
            y[j + q] = madd(t1[q], at(j + q, j + q), y[j + q]);
        }
        for q in 0..3 {
            for i in j + 1 + q..j + 4 {
                y[i] = madd(t1[q], at(i, j + q), y[i]);
                t2[q] = madd(at(i, j + q), x[i], t2[q]);
            }
        }
        let mut rest = j + 4;
        if AVX512 && m - (j + 1) >= 12 {
            // the SkylakeX micro-kernel over rows j+4..m2: eight lanes, then four, per column
            let m2 = m / 4 * 4;
            let a = |r: usize, q: usize| at(r, j + q);
            let to2 = j + 4 + ((m2 - j - 4) & !7);
            let mut wide = [[0.0f64; 8]; 4];
            let mut narrow = [[0.0f64; 4]; 4];
            for r in j + 4..m2 {
                let s = t1[3].mul_add(a(r, 3), t1[2].mul_add(a(r, 2), t1[0].mul_add(a(r, 0), t1[1] * a(r, 1))));
                y[r] += s;
                for q in 0..4 {
                    if r < to2 {
                        let l = (r - j - 4) % 8;
                        wide[q][l] = x[r].mul_add(a(r, q), wide[q][l]);
                    } else {
                        if r == to2 {
                            // the eight lanes folded into four, once
                            for (k, n) in narrow[q].iter_mut().enumerate() {
                                *n = wide[q][k] + wide[q][k + 4];
                            }
                        }
                        let l = (r - to2) % 4;
                        narrow[q][l] = x[r].mul_add(a(r, q), narrow[q][l]);
                    }
                }
            }
            for q in 0..4 {
                if to2 == m2 {
                    for (k, n) in narrow[q].iter_mut().enumerate() {
                        *n = wide[q][k] + wide[q][k + 4];
                    }
                }
                let n = narrow[q];
                t2[q] += (n[0] + n[2]) + (n[1] + n[3]);
            }
            rest = m2;
        }
        for i in rest..m {
            for q in 0..4 {
                y[i] = madd(t1[q], at(i, j + q), y[i]);
                t2[q] = madd(at(i, j + q), x[i], t2[q]);
            }
        }
        for q in 0..4 {
            y[j + q] = madd(alpha, t2[q], y[j + q]);
        }
    }
    for j in off1..m {
        let t1 = alpha * x[j];
        let mut t2 = 0.0f64;
        y[j] = madd(t1, at(j, j), y[j]);
        for i in j + 1..m {
            y[i] = madd(t1, at(i, j), y[i]);
            t2 = madd(at(i, j), x[i], t2);
        }
        y[j] = madd(alpha, t2, y[j]);
    }
    y
}

/// `dsymv('U')`, beta 0, below 16 rows (x86_64 `dsymv_U.c`'s plain loop; longer ones go
/// through its micro-kernels, not modelled): `at(r, c)` gives the upper triangle (r <= c).
pub fn symv_upper(at: impl Fn(usize, usize) -> f64, m: usize, alpha: f64, x: &[f64]) -> Vec<f64> {
    let mut y = vec![0.0f64; m];
    for j in 0..m {
        let t1 = alpha * x[j];
        let mut t2 = 0.0f64;
        for i in 0..j {
            y[i] = madd(t1, at(i, j), y[i]);
            t2 = madd(at(i, j), x[i], t2);
        }
        y[j] += if AVX512 { t1.mul_add(at(j, j), alpha * t2) } else { t1 * at(j, j) + alpha * t2 };
    }
    y
}

/// OpenBLAS's Haswell `ddot`: blocks of 16 into four 4-lane FMA accumulators, reduced as its
/// micro-kernel does (each register's halves, then the registers pairwise, then the two
/// lanes), then the remaining elements added one by one.
pub fn ddot(x: &[f64], y: &[f64]) -> f64 {
    let n = x.len().min(y.len());
    let n1 = n & !15;
    let mut dot = 0.0;
    if n1 > 0 {
        let mut acc = [[0.0f64; 4]; 4];
        for i in (0..n1).step_by(16) {
            for (a, acc) in acc.iter_mut().enumerate() {
                for (l, v) in acc.iter_mut().enumerate() {
                    let k = i + 4 * a + l;
                    *v = x[k].mul_add(y[k], *v);
                }
            }
        }
        let h: Vec<[f64; 2]> = acc.iter().map(|r| [r[0] + r[2], r[1] + r[3]]).collect();
        let s = |l: usize| (h[0][l] + h[1][l]) + (h[2][l] + h[3][l]);
        dot = s(0) + s(1);
    }
    for i in n1..n {
        dot += y[i] * x[i];
    }
    dot
}

/// `ddot`: on SkylakeX, blocks of 32 into four 8-lane FMA accumulators, folded to four
/// lanes for the blocks of 16 left, summed ((a0 + a1) + a2) + a3, halves, pair; then the
/// fused tail loop. On Haswell, `ddot` above.
pub fn dot(x: &[f64], y: &[f64]) -> f64 {
    if !AVX512 {
        return ddot(x, y);
    }
    let n = x.len().min(y.len());
    let n1 = n & !15;
    let n32 = n1 & !31;
    let mut dot = 0.0f64;
    if n1 > 0 {
        let mut wide = [[0.0f64; 8]; 4];
        for i in (0..n32).step_by(32) {
            for (k, acc) in wide.iter_mut().enumerate() {
                for (l, v) in acc.iter_mut().enumerate() {
                    let p = i + 8 * k + l;
                    *v = x[p].mul_add(y[p], *v);
                }
            }
        }
        let mut acc = [[0.0f64; 4]; 4];
        for (k, a) in acc.iter_mut().enumerate() {
            for (l, v) in a.iter_mut().enumerate() {
                *v = wide[k][l] + wide[k][l + 4];
            }
        }
        for i in (n32..n1).step_by(16) {
            for (k, a) in acc.iter_mut().enumerate() {
                for (l, v) in a.iter_mut().enumerate() {
                    let p = i + 4 * k + l;
                    *v = x[p].mul_add(y[p], *v);
                }
            }
        }
        let s: Vec<f64> = (0..4).map(|l| ((acc[0][l] + acc[1][l]) + acc[2][l]) + acc[3][l]).collect();
        dot = (s[0] + s[2]) + (s[1] + s[3]);
    }
    for i in n1..n {
        dot = y[i].mul_add(x[i], dot);
    }
    dot
}

/// `daxpy`: y += alpha x; blocks of 16 go through the fused micro-kernel, the rest through
/// the C tail.
pub fn axpy(alpha: f64, x: &[f64], y: &mut [f64]) {
    let n1 = x.len().min(y.len()) & !15;
    for (i, (yv, xv)) in y.iter_mut().zip(x).enumerate() {
        *yv = if i < n1 { alpha.mul_add(*xv, *yv) } else { madd(alpha, *xv, *yv) };
    }
}
