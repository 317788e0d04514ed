//! `rust(x)` against the real `ndarray` crate: for many NumPy views, build the view that
//! `rust(x)` prints (`ArrayView::from_shape(shape.strides(strides), &data[start..])`, then
//! `s![..;-1]` on the reversed axes) over the buffer's cells, and compare every element
//! with stridelab's own view.

use ndarray::{ArrayView, Axis, IxDyn, ShapeBuilder, Slice};
use stridelab::eval::interp::Interp;
use stridelab::eval::value::Value;
use stridelab::teach::rust::{rust_code, rust_view};

fn session(src: &str) -> Interp {
    let mut it = Interp::new();
    stridelab::run::run_rich_source(&mut it, src, |r| assert!(r.echo.error.is_none(), "{:?}", r.echo)).expect("parses");
    it
}

#[test]
fn every_expressible_view_matches_ndarray_element_for_element() {
    let cases = [
        "x[::-1]",
        "x[::-2]",
        "x[1::3]",
        "x.reshape(4, 6)",
        "x.reshape(4, 6)[::-1, 1:]",
        "x.reshape(4, 6)[1:, ::-2].T",
        "x.reshape(2, 3, 4).transpose(2, 0, 1)[::-1]",
        "x.reshape(2, 3, 4)[:, ::-1, ::-3]",
        "windows(x, 5)",
        "windows(x.reshape(4, 6), (2, 3))[::2, ::-3]",
        "np.broadcast_to(x[:4], (3, 4))",
        "np.lib.stride_tricks.as_strided(x, shape=(5, 4), strides=(32, 8))",
        "x[5]",
        "x.reshape(4, 6)[2, ::-1]",
    ];
    let mut checked = 0;
    for case in cases {
        let it = session(&format!("x = np.arange(24) * 10 + 1\nv = {}\n", case));
        let (Some(Value::Array(x)), Some(Value::Array(v))) = (it.globals.get("x"), it.globals.get("v")) else {
            // x[5] is a scalar: nothing to view
            continue;
        };
        let p = rust_view(v, x.dtype).unwrap_or_else(|e| panic!("{case}: {e}"));
        assert!(rust_code(&p, v.ndim()).starts_with("let view = ArrayView::from_shape("), "{case}");
        let data: Vec<i64> = (0..x.buf.len() / 8).map(|c| x.read_at(c * 8).as_i64_wrapping()).collect();
        let mut view = ArrayView::from_shape(IxDyn(&p.shape).strides(IxDyn(&p.strides)), &data[p.start..])
            .unwrap_or_else(|e| panic!("{case}: ndarray refused {:?}: {e}", p));
        for &k in &p.reversed {
            view.slice_axis_inplace(Axis(k), Slice::new(0, None, -1));
        }
        let mine: Vec<i64> = v.offsets().into_iter().map(|o| v.read_at(o).as_i64_wrapping()).collect();
        let theirs: Vec<i64> = view.iter().copied().collect();
        assert_eq!(view.shape(), &v.shape[..], "{case}");
        assert_eq!(theirs, mine, "{case}: {:?}", p);
        checked += 1;
    }
    assert!(checked >= 12, "only {checked} views checked");
}

#[test]
fn byte_offsets_and_dtype_views_are_refused_with_a_reason() {
    let it = session("x = np.arange(6)\nb = x.view(np.uint8)[3:11].view(np.int64)\nv = x.view(np.int32)\n");
    let Some(Value::Array(b)) = it.globals.get("b") else { panic!() };
    let e = rust_view(b, stridelab::engine::dtype::DType::Int64).unwrap_err();
    assert!(e.contains("byte 3"), "{e}");
    let Some(Value::Array(v)) = it.globals.get("v") else { panic!() };
    let e = rust_view(v, stridelab::engine::dtype::DType::Int64).unwrap_err();
    assert!(e.contains("view(dtype)"), "{e}");
}
