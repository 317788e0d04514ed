//! Advanced indexing on bytes (NumPy's mapping.c): gathering `a[idx]` for integer index
//! arrays straight into the result, and boolean-mask get/set (`array_boolean_subscript`,
//! `array_assign_boolean_subscript`). Elements are moved as whole items of their size, so
//! no value is decoded; the loops are monomorphised over the item size.

use super::array::NdArray;
use super::kernels::{Walk, coalesce};

#[inline(always)]
fn at(p: usize, i: usize, s: isize) -> usize {
    (p as isize + i as isize * s) as usize
}

/// Run `$body` with const `$N` bound to an item size (1, 2, 4, 8 or 16 bytes).
macro_rules! with_size {
    ($isz:expr, $N:ident => $body:expr) => {
        match $isz {
            1 => {
                const $N: usize = 1;
                $body
            }
            2 => {
                const $N: usize = 2;
                $body
            }
            4 => {
                const $N: usize = 4;
                $body
            }
            8 => {
                const $N: usize = 8;
                $body
            }
            _ => {
                const $N: usize = 16;
                $body
            }
        }
    };
}

/// An advanced index resolved to byte offsets without expanding the result: result element
/// `(p, b, q)` (pre axes, broadcast index axes, post axes) lies at
/// `base + pre[p] + adv[b] + post(q)`.
pub struct Fancy {
    pub base: isize,
    /// Relative offsets of the basic axes placed before the broadcast index axes.
    pub pre: Vec<isize>,
    /// Relative offsets of every position of the broadcast index arrays.
    pub adv: Vec<isize>,
    pub post_shape: Vec<usize>,
    pub post_strides: Vec<isize>,
}

impl Fancy {
    /// Call `f(offset, run_len, run_stride)` for every run of result elements in C order.
    fn for_each_run(&self, mut f: impl FnMut(usize, usize, isize)) {
        let (dims, st) = coalesce(&self.post_shape, [&self.post_strides]);
        let pst: Vec<isize> = st.iter().map(|s| s[0]).collect();
        let mut walk = Walk::new(&dims, [&pst]);
        for &p in &self.pre {
            for &b in &self.adv {
                let o = (self.base + p + b) as usize;
                walk.run([o], |q, n, s| f(q[0], n, s[0]));
            }
        }
    }

    /// A selection of listed byte offsets.
    pub fn listed(offsets: &[usize]) -> Fancy {
        Fancy { base: 0, pre: vec![0], adv: offsets.iter().map(|&o| o as isize).collect(), post_shape: vec![], post_strides: vec![] }
    }

    /// The selection of every element of a view, in C order.
    pub fn of_view(offset: usize, shape: &[usize], strides: &[isize]) -> Fancy {
        Fancy { base: offset as isize, pre: vec![0], adv: vec![0], post_shape: shape.to_vec(), post_strides: strides.to_vec() }
    }

    /// Call `f` with every selected byte offset in result C order.
    #[inline]
    pub fn for_each_offset(&self, mut f: impl FnMut(usize)) {
        if self.post_shape.iter().all(|&d| d == 1) {
            for &p in &self.pre {
                for &b in &self.adv {
                    f((self.base + p + b) as usize);
                }
            }
            return;
        }
        self.for_each_run(|o, n, s| {
            for i in 0..n {
                f(at(o, i, s));
            }
        });
    }

    /// Every selected byte offset in result C order.
    pub fn offsets(&self) -> Vec<usize> {
        let mut out = Vec::new();
        self.for_each_offset(|o| out.push(o));
        out
    }
}

/// `out = a[idx]`: copy the selected elements of `a` into the fresh C-contiguous `out`.
pub fn gather(a: &NdArray, f: &Fancy, out: &NdArray) {
    let src = a.buf.data.borrow();
    let mut dst = out.buf.data.borrow_mut();
    let isz = a.itemsize();
    let mut k = 0usize;
    with_size!(isz, N => f.for_each_run(|o, n, s| {
        if s == N as isize {
            dst[k..k + n * N].copy_from_slice(&src[o..o + n * N]);
        } else {
            for (i, z) in dst[k..k + n * N].chunks_exact_mut(N).enumerate() {
                let p = at(o, i, s);
                z.copy_from_slice(&src[p..p + N]);
            }
        }
        k += n * N;
    }));
}

/// `a[mask]` for a boolean mask of `a`'s whole shape (strides `ms` over `a.shape`): the
/// selected elements, in C order, into the fresh `out` of `count` elements.
pub fn mask_gather(a: &NdArray, mask: &NdArray, out: &NdArray) {
    let src = a.buf.data.borrow();
    let mb = mask.buf.data.borrow();
    let mut dst = out.buf.data.borrow_mut();
    let isz = a.itemsize();
    let mut k = 0usize;
    let mut walk = Walk::new(&a.shape, [&mask.strides, &a.strides]);
    with_size!(isz, N => walk.run([mask.offset, a.offset], |p, n, s| {
        for i in 0..n {
            if mb[at(p[0], i, s[0])] != 0 {
                let o = at(p[1], i, s[1]);
                dst[k..k + N].copy_from_slice(&src[o..o + N]);
                k += N;
            }
        }
    }));
}

/// `a[mask] = value` for one element's bytes and a mask of `a`'s whole shape.
pub fn mask_fill(a: &NdArray, mask: &NdArray, elem: &[u8]) {
    let mb = mask.buf.data.borrow();
    let mut d = a.buf.data.borrow_mut();
    let isz = a.itemsize();
    let mut walk = Walk::new(&a.shape, [&mask.strides, &a.strides]);
    walk.run([mask.offset, a.offset], |p, n, s| {
        for i in 0..n {
            if mb[at(p[0], i, s[0])] != 0 {
                let o = at(p[1], i, s[1]);
                d[o..o + isz].copy_from_slice(&elem[..isz]);
            }
        }
    });
}

/// The values of an integer index array in C order, as i64. uint64 values above i64::MAX
/// wrap, as NumPy's cast of the index to intp does (`x[[2**64 - 1]]` is `x[[-1]]`).
pub fn read_indices(a: &NdArray) -> Vec<i64> {
    let d = a.buf.data.borrow();
    let mut out = Vec::with_capacity(a.size());
    super::kernels::with_elem!(a.dtype, T => {
        use super::kernels::Elem;
        let mut walk = Walk::new(&a.shape, [&a.strides]);
        walk.run([a.offset], |p, n, s| {
            for i in 0..n {
                let v = T::rd(&d[at(p[0], i, s[0])..]);
                out.push(if T::DT == super::dtype::DType::UInt64 { v.to_u64() as i64 } else { v.to_i64() });
            }
        });
    });
    out
}
