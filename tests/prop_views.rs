//! Property tests for the view engine's core arithmetic.
//!
//! 1. For random chains of view operations, every element read through the view equals
//!    the buffer's bytes at offset + Σ index·stride, and every such address lies inside
//!    the buffer.
//! 2. Slicing and transposing preserve the logical mapping: element `i` of a view equals the
//!    element of the parent it should come from (computed without strides).
//! 3. `shares_memory` agrees with brute-force enumeration of the bytes two views touch.

use std::collections::HashSet;
use std::rc::Rc;

use proptest::prelude::*;
use stridelab::engine::array::NdArray;
use stridelab::engine::dtype::{DType, Scalar};
use stridelab::engine::layout;
use stridelab::engine::overlap::{self, Overlap, Region};
use stridelab::engine::view::{self, IndexItem, Indexed, Order};

/// One random view operation; parameters are reduced modulo the array's dims when applied.
#[derive(Debug, Clone)]
enum Op {
    Slice { axis: usize, start: i64, stop: i64, step: i64 },
    Int { axis: usize, i: i64 },
    NewAxis { pos: usize },
    Transpose { seed: u64 },
    Reshape { split: usize },
    Window { axis: usize, w: usize },
    Broadcast { n: usize },
    Ravel,
    ViewBytes,
}

fn op_strategy() -> impl Strategy<Value = Op> {
    prop_oneof![
        (0usize..4, -6i64..6, -6i64..6, prop_oneof![-3i64..0, 1i64..4])
            .prop_map(|(axis, start, stop, step)| Op::Slice { axis, start, stop, step }),
        (0usize..4, -5i64..5).prop_map(|(axis, i)| Op::Int { axis, i }),
        (0usize..4).prop_map(|pos| Op::NewAxis { pos }),
        any::<u64>().prop_map(|seed| Op::Transpose { seed }),
        (1usize..4).prop_map(|split| Op::Reshape { split }),
        (0usize..4, 0usize..3).prop_map(|(axis, w)| Op::Window { axis, w }),
        (1usize..3).prop_map(|n| Op::Broadcast { n }),
        Just(Op::Ravel),
        Just(Op::ViewBytes),
    ]
}

fn apply(a: &Rc<NdArray>, op: &Op) -> Option<Rc<NdArray>> {
    let nd = a.ndim();
    match *op {
        Op::Slice { axis, start, stop, step } => {
            if nd == 0 {
                return None;
            }
            let mut items = vec![IndexItem::Slice(None, None, None); nd];
            items[axis % nd] = IndexItem::Slice(Some(start), Some(stop), Some(step));
            match view::basic_index(a, &items).ok()? {
                Indexed::View(v) => Some(v),
                Indexed::Element(_) => None,
            }
        }
        Op::Int { axis, i } => {
            if nd == 0 {
                return None;
            }
            let mut items = vec![IndexItem::Slice(None, None, None); nd];
            items[axis % nd] = IndexItem::Int(i);
            items.push(IndexItem::Ellipsis);
            match view::basic_index(a, &items).ok()? {
                Indexed::View(v) => Some(v),
                Indexed::Element(_) => None,
            }
        }
        Op::NewAxis { pos } => {
            let mut items = vec![IndexItem::Slice(None, None, None); nd];
            items.insert(pos % (nd + 1), IndexItem::NewAxis);
            match view::basic_index(a, &items).ok()? {
                Indexed::View(v) => Some(v),
                Indexed::Element(_) => None,
            }
        }
        Op::Transpose { seed } => {
            let mut perm: Vec<i64> = (0..nd as i64).collect();
            let mut s = seed;
            for i in (1..perm.len()).rev() {
                s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                perm.swap(i, (s >> 33) as usize % (i + 1));
            }
            view::transpose(a, Some(&perm)).ok()
        }
        Op::Reshape { split } => {
            let n = a.size() as i64;
            let d = split as i64 + 1;
            let shape = if n % d == 0 { vec![d, -1] } else { vec![-1] };
            view::reshape(a, &shape, Order::C, None).ok()
        }
        Op::Window { axis, w } => {
            if nd == 0 {
                return None;
            }
            view::sliding_window_view(a, &[w as i64], Some(&[(axis % nd) as i64]), false).ok()
        }
        Op::Broadcast { n } => {
            let mut shape = vec![n as i64];
            shape.extend(a.shape.iter().map(|&d| d as i64));
            view::broadcast_to(a, &shape).ok()
        }
        Op::Ravel => view::ravel(a, Order::C).ok(),
        Op::ViewBytes => view::view_dtype(a, DType::UInt8).ok(),
    }
}

fn base_array(dtype: DType, shape: &[usize]) -> Rc<NdArray> {
    let n = layout::size_of(shape);
    let vals: Vec<Scalar> = (0..n).map(|i| Scalar::Int(i as i64 * 3 + 1).cast(dtype)).collect();
    NdArray::from_scalars(dtype, shape, &vals).unwrap()
}

fn dtype_strategy() -> impl Strategy<Value = DType> {
    prop_oneof![Just(DType::Int8), Just(DType::Int16), Just(DType::Int32), Just(DType::Int64), Just(DType::Float64)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn reads_equal_buffer_at_offset_plus_index_dot_strides(
        dtype in dtype_strategy(),
        shape in prop::collection::vec(1usize..5, 1..4),
        ops in prop::collection::vec(op_strategy(), 0..6),
    ) {
        let mut a = base_array(dtype, &shape);
        for op in &ops {
            if let Some(b) = apply(&a, op) {
                a = b;
            }
        }
        let values = a.to_scalars();
        let data = a.buf.data.borrow();
        for (flat, v) in values.iter().enumerate() {
            let idx = layout::unravel(flat, &a.shape);
            let mut off = a.offset as i64;
            for (i, s) in idx.iter().zip(&a.strides) {
                off += *i as i64 * *s as i64;
            }
            prop_assert!(off >= 0 && off as usize + a.itemsize() <= data.len(), "address outside buffer");
            let expect = Scalar::from_le_bytes(a.dtype, &data[off as usize..off as usize + a.itemsize()]);
            prop_assert_eq!(format!("{:?}", v), format!("{:?}", expect));
        }
    }

    #[test]
    fn slicing_and_transposing_preserve_the_logical_mapping(
        shape in prop::collection::vec(1usize..6, 2..4),
        start in -7i64..7, stop in -7i64..7, step in prop_oneof![-3i64..0, 1i64..4],
        seed in any::<u64>(),
    ) {
        let a = base_array(DType::Int64, &shape);
        let nd = a.ndim();
        let mut items = vec![IndexItem::Slice(None, None, None); nd];
        items[0] = IndexItem::Slice(Some(start), Some(stop), Some(step));
        let Indexed::View(v) = view::basic_index(&a, &items).unwrap() else { unreachable!() };
        // expected rows of axis 0, from Python's slice semantics on a list of indices
        let n = shape[0] as i64;
        let rows: Vec<i64> = {
            let norm = |x: i64, neg_default: i64| -> i64 {
                let y = if x < 0 { x + n } else { x };
                if step > 0 { y.clamp(0, n) } else { y.clamp(-1, neg_default) }
            };
            let (s, e) = (norm(start, n - 1), norm(stop, n - 1));
            let mut out = vec![];
            let mut k = s;
            while (step > 0 && k < e) || (step < 0 && k > e) {
                out.push(k);
                k += step;
            }
            out
        };
        prop_assert_eq!(v.shape[0], rows.len());
        let inner: usize = shape[1..].iter().product();
        let got = v.to_scalars();
        for (r, &row) in rows.iter().enumerate() {
            for j in 0..inner {
                prop_assert_eq!(got[r * inner + j], Scalar::Int(((row as usize * inner + j) * 3 + 1) as i64));
            }
        }
        // transpose: element at permuted index equals the original element
        let mut perm: Vec<i64> = (0..nd as i64).collect();
        perm.rotate_left((seed % nd as u64) as usize);
        let t = view::transpose(&a, Some(&perm)).unwrap();
        for flat in 0..t.size() {
            let ti = layout::unravel(flat, &t.shape);
            let mut orig = vec![0usize; nd];
            for (k, &p) in perm.iter().enumerate() {
                orig[p as usize] = ti[k];
            }
            let mut of = 0usize;
            for k in 0..nd {
                of = of * shape[k] + orig[k];
            }
            prop_assert_eq!(t.get_flat(flat), Scalar::Int((of * 3 + 1) as i64));
        }
    }

    #[test]
    fn shares_memory_equals_brute_force(
        ops1 in prop::collection::vec(op_strategy(), 0..4),
        ops2 in prop::collection::vec(op_strategy(), 0..4),
        n in 1usize..24,
    ) {
        let base = base_array(DType::Int16, &[n]);
        let mut a = base.clone();
        for op in &ops1 {
            if let Some(b) = apply(&a, op) { a = b; }
        }
        let mut b = base.clone();
        for op in &ops2 {
            if let Some(c) = apply(&b, op) { b = c; }
        }
        let bytes = |x: &NdArray| -> HashSet<usize> {
            let mut s = HashSet::new();
            for o in x.offsets() {
                for k in 0..x.itemsize() { s.insert(o + k); }
            }
            s
        };
        let brute = !bytes(&a).is_disjoint(&bytes(&b));
        let ra = Region { offset: a.offset as i64, shape: &a.shape, strides: &a.strides, itemsize: a.itemsize() };
        let rb = Region { offset: b.offset as i64, shape: &b.shape, strides: &b.strides, itemsize: b.itemsize() };
        let exact = overlap::shares(&ra, &rb, None);
        prop_assert_eq!(exact, if brute { Overlap::Yes } else { Overlap::No });
        if brute {
            prop_assert!(overlap::may_share(&ra, &rb));
        }
    }
}
