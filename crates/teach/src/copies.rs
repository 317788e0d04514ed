//! `explain` for the operations that copy, or copy only sometimes: ravel and
//! ascontiguousarray (a view exactly when the elements already form one unbroken C-order
//! run, NumPy's `PyArray_Ravel` and `PyArray_CheckFromAny` with C_CONTIGUOUS), flatten,
//! copy and astype (always new memory), view(dtype) (the same bytes read as another type),
//! advanced and boolean indexing (`mapping.c`: always a copy), and, for everything else, an
//! account read off the result (a new array, a view, the same object, or a scalar).
//!
//! Every text is checked against what the operation really returned; when the rule and the
//! result disagree (an order or keyword this module does not model), the generic account
//! is given instead, so no explanation contradicts what NumPy did.

use std::rc::Rc;

use super::index::tuple_text;
use stridelab_engine::array::NdArray;
use stridelab_eval::value::Value;

/// The first axis (from the last, NumPy's C_CONTIGUOUS test) whose stride breaks one
/// unbroken C-order run: (axis, its stride, the stride the run needs). None if contiguous.
pub fn c_order_break(a: &NdArray) -> Option<(usize, isize, isize)> {
    if a.size() == 0 {
        return None;
    }
    let mut need = a.itemsize() as isize;
    for k in (0..a.ndim()).rev() {
        if a.shape[k] == 1 {
            continue;
        }
        if a.strides[k] != need {
            return Some((k, a.strides[k], need));
        }
        need *= a.shape[k] as isize;
    }
    None
}

/// Why `label` is, or is not, one C-order run.
fn contiguity_reason(label: &str, a: &NdArray) -> String {
    match c_order_break(a) {
        None => format!(
            "  {} is C-contiguous: strides {} step through its elements as one unbroken run in C order\n",
            label,
            tuple_text(&a.strides)
        ),
        Some((k, st, need)) => format!(
            "  {} is not C-contiguous: with strides {}, axis {} steps {} bytes where one unbroken C-order run needs {} (the itemsize times the lengths of the later axes)\n",
            label,
            tuple_text(&a.strides),
            k,
            st,
            need
        ),
    }
}

/// What became of the operand: the same object, a view of its buffer, or new memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Same,
    View,
    Copy,
}

pub fn outcome(a: &Rc<NdArray>, r: &Rc<NdArray>) -> Outcome {
    if Rc::ptr_eq(a, r) {
        Outcome::Same
    } else if Rc::ptr_eq(&a.buf, &r.buf) {
        Outcome::View
    } else {
        Outcome::Copy
    }
}

/// `x.ravel()`, `np.ravel(x)` (C order) and `np.ascontiguousarray(x)`.
pub fn contiguous_or_copy(op: &str, label: &str, a: &Rc<NdArray>, r: &Rc<NdArray>) -> Option<String> {
    let got = outcome(a, r);
    let contiguous = c_order_break(a).is_none();
    let (rule, expect_ok) = match op {
        "ravel" => (
            "  ravel returns a view when the elements are already one C-order run, else a copy\n".to_string(),
            if contiguous { got == Outcome::View } else { got == Outcome::Copy },
        ),
        _ => (
            format!("  {} returns its argument itself when it is already C-contiguous, else a copy\n", op),
            if contiguous { got == Outcome::Same } else { got == Outcome::Copy },
        ),
    };
    if !expect_ok || r.dtype != a.dtype {
        return None;
    }
    let mut out = rule;
    out.push_str(&contiguity_reason(label, a));
    out.push_str(&match got {
        Outcome::View => format!("  so the result is a view: shape {}, stride {}\n", tuple_text(&r.shape), a.itemsize()),
        Outcome::Same => format!("  so no new array is made: the result is {} itself\n", label),
        Outcome::Copy => format!(
            "  so no single stride can walk them: NumPy copies the elements, in C order, into a new buffer {}\n",
            r.buf.name()
        ),
    });
    Some(out)
}

/// `x.copy()`, `x.flatten()`, `np.copy(x)`, `np.array(x)`, `x.astype(t)`.
pub fn always_copies(op: &str, label: &str, a: &Rc<NdArray>, r: &Rc<NdArray>) -> Option<String> {
    match outcome(a, r) {
        Outcome::Copy => Some(format!(
            "  {} always makes a new array: the elements of {} are written, in order, into a new buffer {}; later writes to one never show in the other\n",
            op,
            label,
            r.buf.name()
        )),
        Outcome::Same => Some(format!("  {} returned {} itself (nothing to convert, and copying was not asked for)\n", op, label)),
        Outcome::View => None,
    }
}

/// `x.view(dtype)`: the same bytes read as another type.
pub fn dtype_view(label: &str, a: &Rc<NdArray>, r: &Rc<NdArray>) -> Option<String> {
    if outcome(a, r) != Outcome::View {
        return None;
    }
    let mut out = format!(
        "  view({}) copies nothing: the result reads the same bytes of {} ({}), from the same start, as {} instead of {}\n",
        r.dtype.name(),
        label,
        a.buf.name(),
        r.dtype.name(),
        a.dtype.name()
    );
    let (ai, ri) = (a.itemsize(), r.itemsize());
    if ai != ri && a.ndim() > 0 && r.ndim() == a.ndim() {
        let n = a.ndim() - 1;
        out.push_str(&format!(
            "  the last axis, {} elements of {} bytes = {} bytes, becomes {} elements of {} bytes; its stride becomes {} (the new itemsize); the other axes keep their strides\n",
            a.shape[n],
            ai,
            a.shape[n] * ai,
            r.shape[n],
            ri,
            r.strides[n]
        ));
    } else {
        out.push_str("  same itemsize: shape and strides are unchanged\n");
    }
    Some(out)
}

/// Advanced indexing: integer arrays and boolean masks always copy.
pub fn advanced_index(label: &str, idx: &Value, r: &Value) -> String {
    let items: Vec<Value> = match idx {
        Value::Tuple(t) => t.to_vec(),
        v => vec![v.clone()],
    };
    let mut out = String::new();
    let mask = items.iter().find_map(|v| match v {
        Value::Array(m) if m.dtype == stridelab_engine::dtype::DType::Bool => Some(m.clone()),
        _ => None,
    });
    let n_int = items
        .iter()
        .filter(|v| matches!(v, Value::List(_)) || matches!(v, Value::Array(m) if m.dtype != stridelab_engine::dtype::DType::Bool))
        .count();
    if let Some(m) = &mask {
        let trues = m.offsets().iter().filter(|&&o| m.read_at(o) != stridelab_engine::dtype::Scalar::Bool(false)).count();
        out.push_str(&format!(
            "  a boolean mask of shape {} picks the elements of {} where it is True: {} of its {}, taken in C order\n",
            tuple_text(&m.shape),
            label,
            trues,
            m.size()
        ));
    }
    if n_int == 1 {
        out.push_str("  an integer index array names positions one by one, and the result takes its shape where it stands\n");
    } else if n_int > 1 {
        out.push_str(&format!(
            "  {} integer index arrays name positions one by one; they are broadcast together, and the result takes their shape where they stand\n",
            n_int
        ));
    }
    if items.iter().any(|v| matches!(v, Value::None)) {
        out.push_str("  each None adds an axis of length 1\n");
    }
    if items.iter().any(|v| matches!(v, Value::Slice(_))) {
        out.push_str("  each slice keeps its axis, as basic indexing would\n");
    }
    match r {
        Value::Array(res) => {
            out.push_str(&format!(
                "  this is advanced indexing, which always copies: a view needs one fixed stride per axis, and positions picked one by one need not be evenly spaced (NumPy copies even when they are). The {} elements go into a new buffer {}, shape {}; writing to it never changes {}\n",
                res.size(),
                res.buf.name(),
                tuple_text(&res.shape),
                label
            ));
            // mapping.c fills a buffer with the index dimensions first; when they stand
            // later in the result, the result is a transposed view of that buffer
            if let Some(stridelab_engine::array::Base::Array(b)) = &res.base {
                out.push_str(&format!(
                    "  NumPy fills that buffer as shape {} (the index dimensions first) and returns a transposed view of it, so the result's base is that array and its strides are {}\n",
                    tuple_text(&b.shape),
                    tuple_text(&res.strides)
                ));
            }
        }
        _ => out.push_str("  advanced indexing copies the selected elements out of the array\n"),
    }
    out
}

/// The account read off the result, for operations without a rule of their own.
pub fn generic(operands: &[(String, Rc<NdArray>)], r: &Value) -> String {
    match r {
        Value::Array(res) => {
            if let Some((n, _)) = operands.iter().find(|(_, a)| Rc::ptr_eq(a, res)) {
                return format!("  returns {} itself: no new array is made\n", n);
            }
            if let Some((n, a)) = operands.iter().find(|(_, a)| Rc::ptr_eq(&a.buf, &res.buf)) {
                return format!(
                    "  a view of {}: the result reads {}'s buffer {} with shape {} and strides {}, starting at byte {}\n",
                    n,
                    n,
                    a.buf.name(),
                    tuple_text(&res.shape),
                    tuple_text(&res.strides),
                    res.offset
                );
            }
            format!(
                "  a new array: the operation computes its {} elements and writes them into a new buffer {}; no operand's memory is shared (only indexing, reshaping, transposing and the stride tricks make views)\n",
                res.size(),
                res.buf.name()
            )
        }
        Value::Scalar(..) => {
            "  returns a NumPy scalar: a new object with memory of its own, not a view\n".into()
        }
        Value::None => "  returns None: it works in place, writing into an existing array\n".into(),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::index::tests::session;

    #[test]
    fn breaks_name_the_axis() {
        let it = session("x = np.arange(6).reshape(2, 3)\nt = x.T\ns = x[:, ::2]\n");
        let ix = crate::index::VarIndex::of(&it);
        assert_eq!(c_order_break(ix.get("x").unwrap()), None);
        assert_eq!(c_order_break(ix.get("t").unwrap()), Some((1, 24, 8)));
        assert_eq!(c_order_break(ix.get("s").unwrap()), Some((1, 16, 8)));
    }
}
