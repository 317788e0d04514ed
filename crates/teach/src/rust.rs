//! `rust(x)`: the same view in Rust, with the `ndarray` crate. NumPy counts strides and the
//! start in bytes; ndarray counts them in elements of the slice's type and builds a view
//! with `ArrayView::from_shape(shape.strides(strides), &data[start..])`, whose strides are
//! unsigned (`usize`): the view begins at its lowest address. An axis NumPy walks
//! backwards (negative stride) is built forwards and reversed with `s![..;-1]`, which is
//! what ndarray's own negative-step slicing does (ndarray's `impl_views/constructors.rs`,
//! `dimension::can_index_slice`: read-only views may alias, so sliding windows and
//! stride-0 broadcasting are expressible).
//!
//! What ndarray cannot express is said instead: a start or stride that is not a whole number
//! of elements, and `view(dtype)` (ndarray keeps the element type of its data).

use std::rc::Rc;

use super::index::{VarIndex, tuple_text};
use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::DType;
use stridelab_engine::view::memory_owner;

/// The parameters of the ndarray expression.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RustView {
    /// Rust's element type (`i64`).
    pub elem: &'static str,
    pub shape: Vec<usize>,
    /// Strides in elements, all >= 0.
    pub strides: Vec<usize>,
    /// Element index (into the buffer's cells) of the view's lowest address.
    pub start: usize,
    /// Axes reversed after construction (NumPy's negative strides).
    pub reversed: Vec<usize>,
    /// `Some("re")`/`Some("im")`: one part of a complex view (`z.real`, `z.imag`), which
    /// ndarray gives by `split_complex()`.
    pub part: Option<&'static str>,
}

/// Rust's type for a NumPy dtype.
pub fn rust_type(d: DType) -> &'static str {
    match d {
        DType::Bool => "bool",
        DType::Int8 => "i8",
        DType::Int16 => "i16",
        DType::Int32 => "i32",
        DType::Int64 => "i64",
        DType::UInt8 => "u8",
        DType::UInt16 => "u16",
        DType::UInt32 => "u32",
        DType::UInt64 => "u64",
        DType::Float16 => "half::f16",
        DType::Float32 => "f32",
        DType::Float64 => "f64",
        DType::Complex64 => "num_complex::Complex<f32>",
        DType::Complex128 => "num_complex::Complex<f64>",
    }
}

/// The ndarray parameters for `a`, or why ndarray cannot build it.
pub fn rust_view(a: &NdArray, buffer_dtype: DType) -> Result<RustView, String> {
    let isz = a.itemsize();
    let csz = buffer_dtype.itemsize();
    if buffer_dtype.is_complex() && a.dtype == buffer_dtype.part() && (a.offset.is_multiple_of(csz) || a.offset % csz == csz / 2) && a.strides.iter().all(|s| s % csz as isize == 0) {
        // a part of the complex elements: the complex view, then split_complex()
        let whole = NdArray::build(a.buf.clone(), a.offset - a.offset % csz, a.shape.clone(), a.strides.clone(), buffer_dtype, false, false, None);
        if let Ok(whole) = whole {
            let mut v = rust_view(&whole, buffer_dtype)?;
            v.part = Some(if a.offset.is_multiple_of(csz) { "re" } else { "im" });
            return Ok(v);
        }
    }
    if a.dtype != buffer_dtype {
        return Err(format!(
            "this array reads {}'s bytes as {}, but they were written as {}: that is view(dtype), a reinterpretation of the bytes. ndarray views keep the element type of their data, so ndarray itself cannot express it",
            a.buf.name(),
            a.dtype.name(),
            buffer_dtype.name()
        ));
    }
    if isz == 0 || !a.offset.is_multiple_of(isz) {
        return Err(format!(
            "the view starts at byte {}, not a multiple of the itemsize {}: ndarray counts in whole elements of the slice's type and cannot start between two of them",
            a.offset, isz
        ));
    }
    if let Some((k, s)) = a.strides.iter().enumerate().find(|(_, s)| **s % isz as isize != 0) {
        return Err(format!(
            "axis {} steps {} bytes, not a multiple of the itemsize {}: ndarray strides count whole elements, so it cannot express this view",
            k, s, isz
        ));
    }
    let mut lo = (a.offset / isz) as isize;
    let mut strides = Vec::new();
    let mut reversed = Vec::new();
    for (k, (&d, &s)) in a.shape.iter().zip(&a.strides).enumerate() {
        let e = s / isz as isize;
        if e < 0 && d > 0 {
            lo += (d as isize - 1) * e;
            reversed.push(k);
        }
        strides.push(e.unsigned_abs());
    }
    Ok(RustView { elem: rust_type(a.dtype), shape: a.shape.clone(), strides, start: lo.max(0) as usize, reversed, part: None })
}

fn list(v: &[usize]) -> String {
    format!("[{}]", v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", "))
}

/// The Rust code for a view with these parameters over `data`.
pub fn rust_code(v: &RustView, ndim: usize) -> String {
    let shape = if ndim == 0 { "[0usize; 0]".to_string() } else { list(&v.shape) };
    let strides = if ndim == 0 { "[0usize; 0]".to_string() } else { list(&v.strides) };
    let start = if v.start == 0 { "&data".to_string() } else { format!("&data[{}..]", v.start) };
    let mut s = format!("let view = ArrayView::from_shape({}.strides({}), {}).unwrap()", shape, strides, start);
    if !v.reversed.is_empty() {
        let items: Vec<&str> = (0..ndim).map(|k| if v.reversed.contains(&k) { "..;-1" } else { ".." }).collect();
        s.push_str(&format!("\n    .slice_move(s![{}])", items.join(", ")));
    }
    if let Some(part) = v.part {
        s.push_str(&format!("\n    .split_complex().{part}"));
    }
    s.push(';');
    s
}

/// The text `rust(expr)` prints (no title line: the prompt already shows the call).
pub fn rust_text(ix: &VarIndex, a: &Rc<NdArray>) -> String {
    let owner = memory_owner(a);
    let w = ix.width;
    let mut out = String::new();
    match rust_view(a, owner.dtype) {
        Err(why) => out.push_str(&super::layout::wrap(&format!("no ndarray view: {}", why), "  ", "  ", w)),
        Ok(v) => {
            // a part view counts in whole complex elements
            let isz = if v.part.is_some() { owner.dtype.itemsize() } else { a.itemsize() } as isize;
            let cells = a.buf.len() / (isz as usize).max(1);
            out.push_str(&format!("  use ndarray::{{ArrayView, ShapeBuilder{}}};\n", if v.reversed.is_empty() { "" } else { ", s" }));
            out.push_str(&super::layout::wrap(
                &format!("// data: &[{}] holds the {} cells of {}, in memory order", v.elem, cells, a.buf.name()),
                "  ",
                "  // ",
                w,
            ));
            for l in rust_code(&v, a.ndim()).lines() {
                // a long call breaks after a comma inside its brackets, as rustfmt would
                for piece in super::layout::wrap_code(l, "  ", "      ", w) {
                    out.push_str(&piece);
                    out.push('\n');
                }
            }
            let el: Vec<isize> = a.strides.iter().map(|s| s / isz).collect();
            // one line each, so no division is split across lines
            for line in [
                format!("strides in elements: NumPy's {} bytes / {} = {}", tuple_text(&a.strides), isz, tuple_text(&el)),
                format!("start: byte {} / {} = element {}", a.offset, isz, a.offset as isize / isz),
            ] {
                out.push_str(&super::layout::wrap(&line, "  // ", "  // ", w));
            }
            if let Some(part) = v.part {
                out.push_str(&super::layout::wrap(
                    &format!(
                        "split_complex() splits the complex view into real and imaginary views of the same shape; .{} is the part at byte {} of each {}-byte element",
                        part,
                        a.offset as isize % isz,
                        isz
                    ),
                    "  // ",
                    "  // ",
                    w,
                ));
            }
            if !v.reversed.is_empty() {
                out.push_str(&super::layout::wrap(
                    &format!(
                        "ndarray's from_shape takes unsigned strides, so the view starts at its lowest element ({}) and s![..;-1] reverses the axes NumPy walks backwards",
                        v.start
                    ),
                    "  // ",
                    "  // ",
                    w,
                ));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::index::tests::session;

    #[test]
    fn parameters_in_elements() {
        let it = session("x = np.arange(12)\nr = x[::-2]\nw = windows(x, 3)\nt = x.reshape(3, 4)[1:, ::-1].T\nv = x.view(np.int32)\nb = x.view(np.uint8)[1:]\n");
        let ix = VarIndex::of(&it);
        let g = |n: &str| ix.get(n).unwrap().clone();
        let r = rust_view(&g("r"), DType::Int64).unwrap();
        assert_eq!((r.shape.clone(), r.strides.clone(), r.start, r.reversed.clone()), (vec![6], vec![2], 1, vec![0]));
        assert_eq!(rust_code(&r, 1), "let view = ArrayView::from_shape([6].strides([2]), &data[1..]).unwrap()\n    .slice_move(s![..;-1]);");
        let w = rust_view(&g("w"), DType::Int64).unwrap();
        assert_eq!((w.strides.clone(), w.start), (vec![1, 1], 0));
        let t = rust_view(&g("t"), DType::Int64).unwrap();
        assert_eq!((t.shape.clone(), t.strides.clone(), t.start, t.reversed.clone()), (vec![4, 2], vec![1, 4], 4, vec![0]));
        assert!(rust_view(&g("v"), DType::Int64).unwrap_err().contains("view(dtype)"));
        assert!(rust_view(&g("b"), DType::UInt8).is_ok());
        let text = rust_text(&ix, &g("r"));
        crate::layout::well_wrapped(&text, 80).unwrap();
    }

    #[test]
    fn complex_parts_split_the_complex_view() {
        let it = session("z = np.zeros((2, 3), dtype=complex)\ni = z.imag[:, ::2]\nf = z.view(np.float64)\n");
        let ix = VarIndex::of(&it);
        let g = |n: &str| ix.get(n).unwrap().clone();
        let i = rust_view(&g("i"), DType::Complex128).unwrap();
        assert_eq!((i.shape.clone(), i.strides.clone(), i.start, i.part), (vec![2, 2], vec![3, 2], 0, Some("im")));
        assert!(rust_code(&i, 2).ends_with(".split_complex().im;"));
        // a float view of every part is a reinterpretation, not a part
        assert!(rust_view(&g("f"), DType::Complex128).unwrap_err().contains("view(dtype)"));
        crate::layout::well_wrapped(&rust_text(&ix, &g("i")), 80).unwrap();
    }
}
