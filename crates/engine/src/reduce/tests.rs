//! Unit tests for `reduce`.

use super::*;
use crate::dtype::Scalar;
use crate::ufunc::testutil::*;
use crate::error::ExcKind;

/// NumPy test data: ((np.arange(n) * 7919) % 1000 / 997)
fn data(n: usize) -> Vec<f64> {
    (0..n).map(|i| ((i * 7919) % 1000) as f64 / 997.0).collect()
}
fn f32bits(a: &NdArray) -> Vec<u32> {
    vals(a).iter().map(|&v| (v as f32).to_bits()).collect()
}
fn f64bits(a: &NdArray) -> Vec<u64> {
    vals(a).iter().map(|&v| v.to_bits()).collect()
}
fn red(op: RedOp, x: &Rc<NdArray>, axis: Option<&[usize]>) -> Rc<NdArray> {
    reduce(op, x, axis, false, 0, None).unwrap()
}

#[test]
fn float16_sums_accumulate_in_float32_like_numpy() {
    let h = |v: f64| a(&arr(DType::Float16, &[], &[v]));
    // (np.arange(n, dtype=np.float16) * np.float16(0.37)) % np.float16(11.3)
    let seq = |n: usize| {
        let x = ufunc::binary(BinOp::Mul, &a(&arange(DType::Float16, &[n])), &h(0.37), None).unwrap();
        ufunc::binary(BinOp::Mod, &a(&x), &h(11.3), None).unwrap()
    };
    let bits = |x: &NdArray| -> Vec<u16> { vals(x).iter().map(|&v| crate::half::f64_to_f16(v)).collect() };
    // (n, sum bits, mean bits) from NumPy 2.4: pairwise in float32 below 8, up to 128 and above
    for (n, sum, mean) in [(7, 18374, 15473), (100, 24618, 17748), (1000, 28028, 17821), (5000, 30434, 17827)] {
        let x = seq(n);
        assert_eq!(bits(&red(RedOp::Sum, &x, None)), vec![sum], "sum {}", n);
        let m = red(RedOp::Mean, &x, None);
        assert_eq!((m.dtype, bits(&m)), (DType::Float16, vec![mean]), "mean {}", n);
    }
    assert_eq!(bits(&red(RedOp::Prod, &seq(7), None)), vec![0]);
    // short runs along the inner axis are still accumulated in float32, products too
    let x = ufunc::binary(BinOp::Mod, &a(&arange(DType::Float16, &[60])), &h(7.0), None).unwrap();
    let x = ufunc::binary(BinOp::Add, &a(&x), &h(1.0), None).unwrap();
    let x = ufunc::binary(BinOp::Mul, &a(&x), &h(0.37), None).unwrap();
    let x = view(&x, 0, &[20, 3], &[3, 1]);
    assert_eq!(bits(&red(RedOp::Prod, &x, Some(&[1])))[..4], [13534, 17942, 14765, 16918]);
    assert_eq!(bits(&red(RedOp::Sum, &x, Some(&[1])))[..4], [16497, 17805, 17254, 17521]);
    // outer axis: rows added one by one, rounding to float16 each time
    assert_eq!(bits(&red(RedOp::Sum, &x, Some(&[0]))), vec![20303, 20279, 20256]);
    // 3000 ones: 3000 in float32 pairwise; a float16 running sum would stop at 2048
    let ones = arr(DType::Float16, &[3000], &[1.0; 3000]);
    assert_eq!(vals(&red(RedOp::Sum, &ones, None)), vec![3000.0]);
}

#[test]
fn pairwise_float_sums_match_numpy_bits() {
    let x = arr(DType::Float32, &[100000], &data(100000));
    assert_eq!(f32bits(&red(RedOp::Sum, &x, None)), vec![1195619405]);
    assert_eq!(f32bits(&red(RedOp::Mean, &x, None)), vec![1056981436]);
    let x = arr(DType::Float32, &[1000003], &data(1000003));
    assert_eq!(f32bits(&red(RedOp::Sum, &x, None)), vec![1223991704]);
    assert_eq!(f32bits(&red(RedOp::Mean, &x, None)), vec![1056981440]);
    let y: Vec<f64> = data(100000).iter().map(|v| v * 1.1).collect();
    let y = arr(DType::Float64, &[100000], &y);
    assert_eq!(f64bits(&red(RedOp::Sum, &y, None)), vec![4677807119800374904]);
    assert_eq!(f64bits(&red(RedOp::Mean, &y, None)), vec![4603139116867761309]);
    assert_eq!(f64bits(&red(RedOp::Var, &y, None)), vec![4591974012561243319]);
    let y2 = view(&y, 0, &[100, 1000], &[1000, 1]);
    // outer axis: rows added in order; inner axis: pairwise per row
    assert_eq!(f64bits(&red(RedOp::Sum, &y2, Some(&[0])))[1..3], [4636835398229668320, 4636206526102664354]);
    assert_eq!(f64bits(&red(RedOp::Sum, &y2, Some(&[1])))[..2], [4648058771797970530, 4648058771797970530]);
    let s = reduce(RedOp::Std, &y2, Some(&[0]), false, 1, None).unwrap();
    assert_eq!(f64bits(&s)[1..3], [4388791869326934576, 4387094511353074083]);
    // y.reshape(100,10,100)[:, ::-1, ::3].sum(axis=(0,2))
    let y3 = view(&y, 900, &[100, 10, 34], &[1000, -100, 3]);
    assert_eq!(f64bits(&red(RedOp::Sum, &y3, Some(&[0, 2])))[..2], [4656001273249474772, 4655710128746232174]);
    let x2 = arr(DType::Float32, &[100, 1000], &data(100000));
    assert_eq!(f32bits(&red(RedOp::Sum, &x2, Some(&[1])))[..3], [1140490338; 3]);
    assert_eq!(f32bits(&red(RedOp::Sum, &x2, Some(&[0])))[..3], [0, 1119378023, 1118313148]);
    assert_eq!(f32bits(&red(RedOp::Mean, &x2, Some(&[1])))[..3], [1056981435; 3]);
    let t = view(&x2, 0, &[1000, 100], &[1, 1000]);
    assert_eq!(f32bits(&red(RedOp::Sum, &t, None)), vec![1195619405]);
    let st = view(&x2, 0, &[100, 500], &[1000, 2]);
    assert_eq!(f32bits(&red(RedOp::Sum, &st, None)), vec![1187217958]);
    assert_eq!(f32bits(&red(RedOp::Var, &x2, None)), vec![1034662387]);
    assert_eq!(f32bits(&red(RedOp::Std, &x2, Some(&[0])))[..2], [0, 887095296]);
    // np.sum(np.array([-0.0])) == 0.0
    let nz = arr(DType::Float64, &[1], &[-0.0]);
    assert!(vals(&red(RedOp::Sum, &nz, None))[0].is_sign_positive());
}

#[test]
fn axes_keepdims_and_views() {
    let x = arange(DType::Int64, &[2, 3, 4]);
    // x[:, ::-1, ::2].sum(axis=(0, 2)) -> [60, 44, 28]
    let v = view(&x, 8, &[2, 3, 2], &[12, -4, 2]);
    assert_eq!(vals(&red(RedOp::Sum, &v, Some(&[0, 2]))), vec![60.0, 44.0, 28.0]);
    let m = reduce(RedOp::Max, &v, Some(&[0, 2]), true, 0, None).unwrap();
    assert_eq!((m.shape.clone(), vals(&m)), (vec![1, 3, 1], vec![22.0, 18.0, 14.0]));
    // x.T.sum(axis=(0, 1)) -> [66, 210]
    let t = view(&x, 0, &[4, 3, 2], &[1, 4, 12]);
    assert_eq!(vals(&red(RedOp::Sum, &t, Some(&[0, 1]))), vec![66.0, 210.0]);
    // sliding_window_view(arange(36.).reshape(6,6), (3,3))[::2, ::2]
    let b = arange(DType::Float64, &[6, 6]);
    let w = view(&b, 0, &[2, 2, 3, 3], &[12, 2, 6, 1]);
    assert_eq!(vals(&red(RedOp::Max, &w, Some(&[2, 3]))), vec![14.0, 16.0, 26.0, 28.0]);
    assert_eq!(vals(&red(RedOp::Sum, &w, Some(&[2, 3])))[0], 63.0);
    assert_eq!(vals(&red(RedOp::Min, &w, Some(&[2, 3]))), vec![0.0, 2.0, 12.0, 14.0]);
    // block pooling: arange(16).reshape(4,4).reshape(2,2,2,2).max((1,3))
    let bp = view(&arange(DType::Int32, &[16]), 0, &[2, 2, 2, 2], &[8, 4, 2, 1]);
    assert_eq!(vals(&red(RedOp::Max, &bp, Some(&[1, 3]))), vec![5.0, 7.0, 13.0, 15.0]);
    // min keepdims over all axes
    let k = reduce(RedOp::Min, &x, None, true, 0, None).unwrap();
    assert_eq!(k.shape, vec![1, 1, 1]);
    // mean of rows, uint8 prod dtype, dtype defaults
    let y = arange(DType::Int64, &[2, 3]);
    assert_eq!(vals(&red(RedOp::Mean, &y, Some(&[0]))), vec![1.5, 2.5, 3.5]);
    assert_eq!(red(RedOp::Prod, &arange(DType::UInt8, &[2, 2]), Some(&[1])).dtype, DType::UInt64);
    assert_eq!(red(RedOp::Sum, &arange(DType::Bool, &[2]), None).dtype, DType::Int64);
    assert_eq!(red(RedOp::Mean, &arange(DType::Float32, &[2]), None).dtype, DType::Float32);
    assert_eq!(red(RedOp::Std, &arange(DType::Int8, &[2]), None).dtype, DType::Float64);
    assert_eq!(vals(&red(RedOp::Var, &arange(DType::Int64, &[10]), None)), vec![8.25]);
    let s = reduce(RedOp::Std, &arr(DType::Int8, &[4], &[1.0, 2.0, 3.0, 4.0]), None, false, 1, None).unwrap();
    assert_eq!(vals(&s), vec![1.2909944487358056]);
    let v = reduce(RedOp::Var, &arr(DType::Int64, &[2, 2], &[1.0, 2.0, 3.0, 4.0]), None, false, 2, None).unwrap();
    assert_eq!(vals(&v), vec![2.5]);
    let v = reduce(RedOp::Std, &arr(DType::Float64, &[2], &[1.0, 2.0]), None, false, 5, None).unwrap();
    assert_eq!(vals(&v), vec![f64::INFINITY]);
    // arange(12, float32).reshape(3,4) * 0.1: var(axis=0), std(ddof=1)
    let f = ufunc::binary(BinOp::Mul, &a(&arange(DType::Float32, &[3, 4])), &Operand::PyFloat(0.1), None).unwrap();
    assert_eq!(f32bits(&red(RedOp::Var, &f, Some(&[0]))), vec![1037726735, 1037726736, 1037726733, 1037726733]);
    assert_eq!(f32bits(&reduce(RedOp::Std, &f, None, false, 1, None).unwrap()), vec![1052285615]);
    // ptp wraps in the input dtype; bool ptp refused
    let p = arr(DType::Int8, &[2, 2], &[1.0, 5.0, 9.0, -3.0]);
    assert_eq!(vals(&red(RedOp::Ptp, &p, Some(&[1]))), vec![4.0, 12.0]);
    assert_eq!(vals(&red(RedOp::Ptp, &arr(DType::Int8, &[2], &[-128.0, 127.0]), None)), vec![-1.0]);
    assert_eq!(reduce(RedOp::Ptp, &arange(DType::Bool, &[2]), None, false, 0, None).unwrap_err().kind, ExcKind::TypeError);
    // dtype override wraps: np.sum(np.arange(300), dtype=np.int8) == 50
    let s = reduce(RedOp::Sum, &arange(DType::Int64, &[300]), None, false, 0, Some(DType::Int8)).unwrap();
    assert_eq!((s.dtype, vals(&s)), (DType::Int8, vec![50.0]));
    let s = reduce(RedOp::Mean, &arr(DType::Int8, &[2], &[1.0, 2.0]), None, false, 0, Some(DType::Float32)).unwrap();
    assert_eq!((s.dtype, vals(&s)), (DType::Float32, vec![1.5]));
    // all / any
    assert_eq!(vals(&red(RedOp::All, &arr(DType::Float64, &[1], &[f64::NAN]), None)), vec![1.0]);
    assert_eq!(vals(&red(RedOp::Any, &arr(DType::Int64, &[2, 2], &[0.0, 0.0, 0.0, 3.0]), Some(&[1]))), vec![0.0, 1.0]);
}

#[test]
fn arg_and_cumulative() {
    let x = arr(DType::Float64, &[4], &[1.0, f64::NAN, f64::NAN, 5.0]);
    assert_eq!(red(RedOp::ArgMax, &x, None).to_scalars(), vec![Scalar::Int(1)]);
    let x = arr(DType::Float64, &[3], &[1.0, f64::NAN, 0.0]);
    assert_eq!(vals(&red(RedOp::ArgMin, &x, None)), vec![1.0]);
    assert!(vals(&red(RedOp::Max, &x, None))[0].is_nan());
    let y = arr(DType::Int64, &[2, 3], &[3.0, 9.0, 9.0, 7.0, 1.0, 7.0]);
    assert_eq!(vals(&red(RedOp::ArgMax, &y, Some(&[1]))), vec![1.0, 0.0]);
    assert_eq!(vals(&red(RedOp::ArgMin, &y, Some(&[0]))), vec![0.0, 1.0, 1.0]);
    assert_eq!(vals(&red(RedOp::ArgMax, &y, None)), vec![1.0]);
    assert_eq!(reduce(RedOp::ArgMax, &y, None, true, 0, None).unwrap().shape, vec![1, 1]);
    assert_eq!(reduce(RedOp::ArgMax, &y, Some(&[1]), true, 0, None).unwrap().shape, vec![2, 1]);
    let t = view(&y, 0, &[3, 2], &[1, 3]);
    assert_eq!(vals(&red(RedOp::ArgMax, &t, None)), vec![2.0]); // flattened t = [3,7,9,1,9,7]
    let c = arr(DType::Int64, &[2, 2], &[1.0, 2.0, 3.0, 4.0]);
    assert_eq!(vals(&red(RedOp::CumSum, &c, None)), vec![1.0, 3.0, 6.0, 10.0]);
    assert_eq!(vals(&red(RedOp::CumProd, &c, Some(&[0]))), vec![1.0, 2.0, 3.0, 8.0]);
    assert_eq!(red(RedOp::CumSum, &arange(DType::UInt8, &[2, 2]), Some(&[1])).dtype, DType::UInt64);
    assert_eq!(red(RedOp::CumSum, &arange(DType::Bool, &[2]), None).dtype, DType::Int64);
}

#[test]
fn empty_reductions() {
    let e = NdArray::zeros(DType::Float64, &[0], false).unwrap();
    assert_eq!(vals(&red(RedOp::Sum, &e, None)), vec![0.0]);
    assert_eq!(vals(&red(RedOp::Prod, &e, None)), vec![1.0]);
    assert!(vals(&red(RedOp::Mean, &e, None))[0].is_nan());
    assert!(vals(&red(RedOp::Var, &e, None))[0].is_nan());
    assert_eq!(vals(&red(RedOp::All, &e, None)), vec![1.0]);
    assert_eq!(vals(&red(RedOp::Any, &e, None)), vec![0.0]);
    assert_eq!(red(RedOp::CumSum, &e, None).shape, vec![0]);
    let err = |op| reduce(op, &e, None, false, 0, None).unwrap_err();
    assert_eq!(err(RedOp::Max).msg, "zero-size array to reduction operation maximum which has no identity");
    assert_eq!(err(RedOp::Min).msg, "zero-size array to reduction operation minimum which has no identity");
    assert_eq!(err(RedOp::Ptp).msg, "zero-size array to reduction operation maximum which has no identity");
    assert_eq!((err(RedOp::ArgMax).kind, err(RedOp::ArgMax).msg), (ExcKind::ValueError, "attempt to get argmax of an empty sequence".to_string()));
    assert_eq!(err(RedOp::ArgMin).msg, "attempt to get argmin of an empty sequence");
    let z = NdArray::zeros(DType::Float64, &[2, 0, 3], false).unwrap();
    let s = red(RedOp::Sum, &z, Some(&[1]));
    assert_eq!((s.shape.clone(), vals(&s)), (vec![2, 3], vec![0.0; 6]));
    assert_eq!(red(RedOp::Max, &z, Some(&[2])).shape, vec![2, 0]);
    assert!(reduce(RedOp::Max, &z, Some(&[1]), false, 0, None).is_err());
    assert_eq!(red(RedOp::ArgMax, &z, Some(&[2])).shape, vec![2, 0]);
    assert!(reduce(RedOp::ArgMax, &z, Some(&[1]), false, 0, None).is_err());
    let m = red(RedOp::Mean, &NdArray::zeros(DType::Float64, &[0, 3], false).unwrap(), Some(&[0]));
    assert!(vals(&m).iter().all(|v| v.is_nan()) && m.shape == vec![3]);
    // zeros((0,0)).max(axis=0) raises; zeros((2,0)).max(axis=0) is empty
    assert!(reduce(RedOp::Max, &NdArray::zeros(DType::Float64, &[0, 0], false).unwrap(), Some(&[0]), false, 0, None).is_err());
    assert_eq!(red(RedOp::Max, &NdArray::zeros(DType::Float64, &[2, 0], false).unwrap(), Some(&[0])).shape, vec![0]);
    let e = reduce(RedOp::Sum, &z, Some(&[3]), false, 0, None).unwrap_err();
    assert_eq!((e.kind, e.msg.as_str()), (ExcKind::AxisError, "axis 3 is out of bounds for array of dimension 3"));
}

/// A sum over many runs split between two threads adds the same run sums in the same order
/// as one pass: rows of a sliced 2-d view, and a 3-d walk with a backwards axis.
#[test]
fn split_run_sums_add_in_numpy_order() {
    // values whose sum depends on the order of the additions
    let n = parallel::MIN_STREAM_BYTES / 8 + 4096;
    let v: Vec<f64> = (0..n).map(|i| if i % 3 == 0 { 1e12 + i as f64 * 0.37 } else { -5e11 + 1.0 / (i as f64 + 1.0) }).collect();
    let d: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
    let one_pass = |p: usize, outer: &[usize], os: &[isize], inner: usize, is: isize| {
        let mut acc = 0.0f64;
        layout::for_each_offset_in(p, outer, os, 0, outer.iter().product(), |q| {
            acc += kernels::pairwise_sum::<f64>(&d, q, inner, is);
            true
        });
        acc
    };
    // 700 rows of 3000 of a (700, 3001) array; then (5, 140) runs with the 5 backwards
    let cases: [(usize, &[usize], &[isize], usize, isize); 2] = [(0, &[700], &[3001 * 8], 3000, 8), (4 * 140 * 3001 * 8, &[5, 140], &[-140 * 3001 * 8, 3001 * 8], 2999, 8)];
    for (p, outer, os, inner, is) in cases {
        let want = one_pass(p, outer, os, inner, is);
        let got = split_run_sums::<f64>(&d, p, outer, os, inner, is);
        if parallel::enabled() {
            assert_eq!(got.map(f64::to_bits), Some(want.to_bits()), "outer {outer:?}");
        } else {
            assert_eq!(got, None);
        }
    }
    // not split: too few bytes, a zero stride, float16
    assert_eq!(split_run_sums::<f64>(&d, 0, &[10], &[3001 * 8], 3000, 8), None);
    assert_eq!(split_run_sums::<f64>(&d, 0, &[1000], &[0], 3000, 8), None);
    assert!(split_run_sums::<crate::half::F16>(&d, 0, &[700], &[3001 * 8], 3000, 8).is_none());
}

/// A float32 sum in float64 (buffered: NumPy casts 8192 elements per call) fed as two halves
/// at once gives one pass's bits: the calls cut at the same places, their sums added in order.
#[test]
fn split_buffered_sums_make_numpy_calls() {
    let n = parallel::MIN_STREAM_BYTES / 4 + 5000;
    let v: Vec<f64> = (0..n).map(|i| if i % 5 == 0 { 3.0e7 + i as f64 } else { -7.5e6 + 1.0 / (i as f64 + 3.0) }).collect();
    let x = arr(DType::Float32, &[n], &v);
    let got = reduce(RedOp::Sum, &x, None, false, 0, Some(DType::Float64)).unwrap();
    let cast: Vec<u8> = v.iter().flat_map(|&y| (y as f32 as f64).to_le_bytes()).collect();
    let want = cast.chunks(8192 * 8).fold(0.0f64, |acc, call| acc + kernels::pairwise_sum::<f64>(call, 0, call.len() / 8, 8));
    assert_eq!(f64bits(&got), vec![want.to_bits()]);
    // where the cut falls: a call's start at or before the middle, inside the last slab
    assert_eq!(call_cut(n, n, 8192), Some((n / 2) / 8192 * 8192));
    assert_eq!(call_cut(10 * 9000, 9000, 8192), Some(5 * 9000));
    assert_eq!(call_cut(100, 1000, 8192), None);
}
