//! The one-line summary rich mode prints after an array is assigned:
//! `w  int64 (4, 3)  strides (8, 8)  b1 @ +0 B  view of x  read-only  self-overlapping: ...`.

use std::rc::Rc;

use super::index::{ArrayFacts, Role, SelfOverlap, VarIndex, tuple_text};
use stridelab_engine::array::NdArray;

/// Columns the note prefix (`# `) takes in front of every summary line.
pub const NOTE_PREFIX_COLS: usize = 2;

/// The fields of a summary, in order. `sources` are the array variables the statement read:
/// a result in a new buffer made from them is "not a view" of them.
///
/// `sibling`: an earlier name of the same statement already in the same new buffer
/// (`i, j = np.indices((3, 3))`: j is in i's new buffer, not a buffer of its own).
pub fn summary_fields(f: &ArrayFacts, new_buffers_from: usize, sources: &[String], sibling: Option<&str>) -> Vec<String> {
    let a = &f.arr;
    let mut out = vec![
        format!("{} {}", a.dtype.name(), tuple_text(&a.shape)),
        format!("strides {}", tuple_text(&a.strides)),
        format!("{} @ +{} B", a.buf.name(), a.offset),
    ];
    if let Some(first) = f.aliases.first() {
        // `b = a` binds a second name; NumPy made nothing new
        out.push(format!("same array as {}", first));
    } else {
        let fresh = a.buf.id >= new_buffers_from;
        // a new buffer the array does not own (`np.arange(6).reshape(2, 3)`: OWNDATA False,
        // its .base owns the memory) reads differently from one it owns (`owns b1 (new)`)
        let new_buffer =
            if a.owndata { format!("new buffer {}", a.buf.name()) } else { format!("new buffer {}, owned by its .base", a.buf.name()) };
        out.push(match &f.role {
            _ if fresh && sibling.is_some() => {
                format!("the same new buffer {} as {}", a.buf.name(), sibling.unwrap_or_default())
            }
            _ if fresh && !sources.is_empty() => format!("{}: not a view of {}", new_buffer, sources.join(", ")),
            Role::Owner if fresh => format!("owns {} (new)", a.buf.name()),
            Role::Owner => format!("owns {}", a.buf.name()),
            Role::ViewOf(n) => format!("view of {}", n),
            Role::ViewOfUnnamed if fresh => new_buffer,
            Role::ViewOfUnnamed => "view of an unnamed array".to_string(),
            Role::ViewOfBytes => "view of a bytes-like object".to_string(),
        });
    }
    if f.readonly {
        out.push("read-only".into());
    }
    match f.overlap {
        SelfOverlap::No => {}
        SelfOverlap::Yes { elements, cells } => {
            out.push(format!("self-overlapping: {} elements on {}", elements, crate::layout::count(cells, "cell")))
        }
        SelfOverlap::YesUncounted => out.push("self-overlapping".into()),
        SelfOverlap::Unknown => out.push("may overlap itself".into()),
    }
    out
}

/// Join fields with two spaces after the name, wrapping at field boundaries (through the
/// layout helper); continuation lines are indented under the first field.
pub fn wrap_fields(name: &str, fields: &[String], width: usize) -> String {
    let indent = " ".repeat(name.chars().count() + 2);
    let text = super::layout::wrap_atoms(fields, "  ", &format!("{}  ", name), &indent, width);
    text.trim_end_matches('\n').to_string()
}

/// The summary note for array `a` bound to `name`. Buffers with ids >= `new_buffers_from`
/// were allocated by the statement that made it (so a non-owning result there is a copy).
pub fn summary_line(
    ix: &VarIndex,
    name: &str,
    a: &Rc<NdArray>,
    new_buffers_from: usize,
    sources: &[String],
    sibling: Option<&str>,
) -> String {
    let f = ix.facts(name, a);
    wrap_fields(name, &summary_fields(&f, new_buffers_from, sources, sibling), ix.width - NOTE_PREFIX_COLS)
}

/// The summary note of an array whose memory `a` shows under another dtype (a text array's
/// bytes): `dtype_shape` and `strides` are what NumPy reports for the array itself.
pub fn summary_line_as(ix: &VarIndex, name: &str, a: &Rc<NdArray>, new_buffers_from: usize, sources: &[String], dtype_shape: String, strides: String) -> String {
    let f = ix.facts(name, a);
    let mut fields = summary_fields(&f, new_buffers_from, sources, None);
    fields[0] = dtype_shape;
    fields[1] = strides;
    wrap_fields(name, &fields, ix.width - NOTE_PREFIX_COLS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::index::tests::session;

    fn line(src: &str, name: &str) -> String {
        let it = session(src);
        let ix = VarIndex::new(&it.variables());
        summary_line(&ix, name, ix.get(name).unwrap(), usize::MAX, &[], None)
    }

    const SEED: &str = "x = np.arange(1, 7)\ny = x.reshape(2, 3)\nz = y[::-1, ::-2]\nw = windows(x, 3)\n";

    #[test]
    fn seed_summaries() {
        assert_eq!(line(SEED, "x"), "x  int64 (6,)  strides (8,)  b1 @ +0 B  owns b1");
        assert_eq!(line(SEED, "y"), "y  int64 (2, 3)  strides (24, 8)  b1 @ +0 B  view of x");
        assert_eq!(line(SEED, "z"), "z  int64 (2, 2)  strides (-24, -16)  b1 @ +40 B  view of x");
        assert_eq!(
            line(SEED, "w"),
            "w  int64 (4, 3)  strides (8, 8)  b1 @ +0 B  view of x  read-only\n   self-overlapping: 12 elements on 6 cells"
        );
    }

    #[test]
    fn alias_copy_and_new() {
        let src = "x = np.arange(1, 7)\nz = x.reshape(2, 3)[::-1, ::-2]\nr = z.reshape(4)\nb = x\n";
        let it = session(src);
        let ix = VarIndex::new(&it.variables());
        let z = ["z".to_string()];
        // NumPy's copying reshape returns a view of the copy, which owns b2
        assert_eq!(
            summary_line(&ix, "r", ix.get("r").unwrap(), 2, &z, None),
            "r  int64 (4,)  strides (8,)  b2 @ +0 B\n   new buffer b2, owned by its .base: not a view of z"
        );
        assert_eq!(summary_line(&ix, "r", ix.get("r").unwrap(), 2, &[], None), "r  int64 (4,)  strides (8,)  b2 @ +0 B  new buffer b2, owned by its .base");
        assert_eq!(summary_line(&ix, "x", ix.get("x").unwrap(), 1, &[], None), "x  int64 (6,)  strides (8,)  b1 @ +0 B  same array as b");
        assert_eq!(summary_line(&ix, "b", ix.get("b").unwrap(), 9, &[], None), "b  int64 (6,)  strides (8,)  b1 @ +0 B  same array as x");
        let it = session("x = np.arange(1, 7)\n");
        let ix = VarIndex::new(&it.variables());
        assert_eq!(summary_line(&ix, "x", ix.get("x").unwrap(), 1, &[], None), "x  int64 (6,)  strides (8,)  b1 @ +0 B  owns b1 (new)");
        // a view of a new unnamed array is told from a new array that owns its memory
        let it = session("c = np.arange(6).reshape(2, 3)\nd = np.zeros((2, 3)) + 1\n");
        let ix = VarIndex::new(&it.variables());
        assert_eq!(summary_line(&ix, "c", ix.get("c").unwrap(), 0, &[], None), "c  int64 (2, 3)  strides (24, 8)  b1 @ +0 B  new buffer b1, owned by its .base");
        assert_eq!(summary_line(&ix, "d", ix.get("d").unwrap(), 0, &[], None), "d  float64 (2, 3)  strides (24, 8)  b2 @ +0 B  owns b2 (new)");
    }
}
