//! Models of the OpenBLAS 0.3.31 level-1 and level-2 kernels that LAPACK's eigenvalue routines
//! call, rounding as they do on x86_64 with AVX-512 (the SkylakeX kernels of
//! kernel/x86_64/KERNEL.SKYLAKEX, compiled by GCC, which contracts `a*b + c` into fused
//! multiply-adds). Each was checked element for element against the library NumPy 2.4's
//! wheels bundle, on the sizes noted. On a CPU without AVX-512 OpenBLAS picks its Haswell
//! kernels, whose `dgemv_n` and `dsymv` round some sums differently (docs/conformance.md).

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

/// OpenBLAS's `dgemv_n` (x86_64 `dgemv_n_4.c` with the SkylakeX micro-kernel), alpha 1 and
/// beta 0: `y[r] = sum_c at(r, c) x[c]` for `m` rows, `x.len()` columns, leading dimension
/// `lda`. Rows in blocks of 4 add the columns four (then two) at a time as GCC contracts
/// `a0*x0 + a1*x1 + ...`, a last odd column plainly; the rows left over accumulate with FMAs.
pub fn gemv_n(at: impl Fn(usize, usize) -> f64, m: usize, lda: usize, x: &[f64]) -> Vec<f64> {
    let n = x.len();
    let m4 = m & !3;
    let m3 = m & 3;
    let full = n & !3;
    let mut y = vec![0.0f64; m];
    for (r, yr) in y.iter_mut().enumerate().take(m4) {
        let a = |c: usize| at(r, c);
        for j in (0..full).step_by(4) {
            let s = a(j + 3).mul_add(x[j + 3], a(j + 2).mul_add(x[j + 2], a(j).mul_add(x[j], a(j + 1) * x[j + 1])));
            *yr += s;
        }
        let mut j = full;
        if (n - full) & 2 != 0 {
            *yr += a(j).mul_add(x[j], a(j + 1) * x[j + 1]);
            j += 2;
        }
        if (n - full) & 1 != 0 {
            *yr += a(j) * x[j];
        }
    }
    for (r, yr) in y.iter_mut().enumerate().skip(m4) {
        let a = |c: usize| at(r, c);
        let mut t = 0.0f64;
        let mut j = 0;
        if lda == m3 && m3 >= 2 {
            // the unrolled loops for a matrix of exactly 2 or 3 rows
            while j < full {
                t += a(j).mul_add(x[j], a(j + 1) * x[j + 1]);
                t += a(j + 2).mul_add(x[j + 2], a(j + 3) * x[j + 3]);
                j += 4;
            }
        } else if lda == 1 && m3 == 1 {
            while j < full {
                t += a(j + 3).mul_add(x[j + 3], a(j + 2).mul_add(x[j + 2], a(j).mul_add(x[j], a(j + 1) * x[j + 1])));
                j += 4;
            }
        }
        for (c, xc) in x.iter().enumerate().skip(j) {
            t = a(c).mul_add(*xc, t);
        }
        *yr += t;
    }
    y
}

/// `dsymv('L')`, beta 0: `y = alpha A x` for the symmetric m x m matrix whose lower triangle
/// `at(r, c)` (r >= c) gives (x86_64 `dsymv_L.c`: columns four at a time, each updating y and a
/// running dot product with fused multiply-adds). Exact up to m = 12; above, OpenBLAS's
/// micro-kernel orders the middle rows differently (not modelled).
pub fn symv_lower(at: impl Fn(usize, usize) -> f64, m: usize, alpha: f64, x: &[f64]) -> Vec<f64> {
    let mut y = vec![0.0f64; m];
    let off1 = m / 4 * 4;
    for j in (0..off1).step_by(4) {
        let t1 = [alpha * x[j], alpha * x[j + 1], alpha * x[j + 2], alpha * x[j + 3]];
        let mut t2 = [0.0f64; 4];
        for q in 0..4 {
            y[j + q] = t1[q].mul_add(at(j + q, j + q), y[j + q]);
        }
        for q in 0..3 {
            for i in j + 1 + q..j + 4 {
                y[i] = t1[q].mul_add(at(i, j + q), y[i]);
                t2[q] = at(i, j + q).mul_add(x[i], t2[q]);
            }
        }
        for i in j + 4..m {
            for q in 0..4 {
                y[i] = t1[q].mul_add(at(i, j + q), y[i]);
                t2[q] = at(i, j + q).mul_add(x[i], t2[q]);
            }
        }
        for q in 0..4 {
            y[j + q] = alpha.mul_add(t2[q], y[j + q]);
        }
    }
    for j in off1..m {
        let t1 = alpha * x[j];
        let mut t2 = 0.0f64;
        y[j] = t1.mul_add(at(j, j), y[j]);
        for i in j + 1..m {
            y[i] = t1.mul_add(at(i, j), y[i]);
            t2 = at(i, j).mul_add(x[i], t2);
        }
        y[j] = alpha.mul_add(t2, y[j]);
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
            y[i] = t1.mul_add(at(i, j), y[i]);
            t2 = at(i, j).mul_add(x[i], t2);
        }
        y[j] += t1.mul_add(at(j, j), alpha * t2);
    }
    y
}

/// `ddot` below 16 elements (the tail loop, fused): sum of x[i] y[i] in order. Longer vectors
/// go through OpenBLAS's AVX-512 micro-kernel first, not modelled.
pub fn dot(x: &[f64], y: &[f64]) -> f64 {
    x.iter().zip(y).fold(0.0f64, |acc, (a, b)| b.mul_add(*a, acc))
}

/// `daxpy`: y += alpha x, one fused multiply-add per element.
pub fn axpy(alpha: f64, x: &[f64], y: &mut [f64]) {
    for (yv, xv) in y.iter_mut().zip(x) {
        *yv = alpha.mul_add(*xv, *yv);
    }
}
