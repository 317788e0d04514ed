//! `info(x)`: one table with everything NumPy knows about an array's memory (shape, strides
//! in bytes and elements, offset, the address formula, dtype, flags, base chain,
//! `__array_interface__`) plus which variables really share its buffer.

use std::rc::Rc;

use comfy_table::{ContentArrangement, Table, presets};

use super::index::{Role, SelfOverlap, VarIndex, tuple_text};
use stridelab_engine::array::{Base, NdArray, shape_repr};
use stridelab_engine::layout;
use stridelab_engine::view::memory_owner;

/// A two-column key/value table in plain ASCII, at most `width` columns wide.
pub fn kv_table(rows: &[(String, String)], width: u16) -> String {
    let mut t = Table::new();
    t.load_style(presets::ASCII_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Dynamic)
        .set_width(width);
    for (k, v) in rows {
        t.add_row(vec![k.clone(), v.clone()]);
    }
    let mut s = t.lines().map(|l| l.trim_end().to_string()).collect::<Vec<_>>().join("\n");
    s.push('\n');
    s
}

/// Who owns a buffer, as a display name: the variable, else a description.
pub fn owner_text(ix: &VarIndex, a: &Rc<NdArray>) -> String {
    let owner = memory_owner(a);
    // np.frombuffer: the memory belongs to the bytes object at the end of the base chain
    if matches!(owner.base, Some(Base::Bytes(_))) {
        return "a bytes object".into();
    }
    if matches!(owner.base, Some(Base::ByteArray(_))) {
        return "a bytearray".into();
    }
    match ix.canonical_name(&owner) {
        Some(n) => n,
        None => format!("an unnamed {} array", shape_repr(&owner.shape)),
    }
}

/// One object on a `.base` chain: its display name and, for an array, the array.
#[derive(Debug, Clone)]
pub struct ChainLink {
    pub name: String,
    pub array: Option<Rc<NdArray>>,
}

impl ChainLink {
    /// The lines a picture shows under the name: shape, strides and offset, and ownership.
    pub fn lines(&self) -> Vec<String> {
        let Some(a) = &self.array else { return vec!["(not an array: holds the next object)".into()] };
        vec![
            format!("shape {}  strides {}  {}", tuple_text(&a.shape), tuple_text(&a.strides), a.dtype.name()),
            format!("{} @ +{} B  {}", a.buf.name(), a.offset, if a.owndata { "owns its memory" } else { "view" }),
        ]
    }
}

/// `a` and its `.base` chain followed to the end: `a`, then `x`, or `DummyArray`, `x`.
pub fn base_chain(ix: &VarIndex, label: &str, a: &Rc<NdArray>) -> Vec<ChainLink> {
    let named = |b: &Rc<NdArray>| match ix.canonical_name(b) {
        Some(n) => n,
        None => format!("unnamed {} array", shape_repr(&b.shape)),
    };
    let mut links = vec![ChainLink { name: label.to_string(), array: Some(a.clone()) }];
    let mut cur = a.clone();
    for _ in 0..16 {
        let next = match &cur.base {
            None => break,
            Some(Base::Bytes(_)) => {
                links.push(ChainLink { name: "a bytes object".into(), array: None });
                break;
            }
            Some(Base::ByteArray(_)) => {
                links.push(ChainLink { name: "a bytearray".into(), array: None });
                break;
            }
            Some(Base::Array(b)) => b.clone(),
            Some(Base::Text(t)) => t.bytes.clone(),
            Some(Base::Record(r)) => r.bytes.clone(),
            // NumPy's element views point at the iterator, which holds the operand
            Some(Base::Iter(t)) => {
                let over = match ix.canonical_name(&t.memory) {
                    Some(n) => n,
                    None => format!("an unnamed {} array", shape_repr(&t.memory.shape)),
                };
                links.push(ChainLink { name: format!("an nditer over {over}"), array: None });
                break;
            }
            Some(Base::Dummy(b)) => {
                links.push(ChainLink { name: "DummyArray".into(), array: None });
                b.clone()
            }
        };
        links.push(ChainLink { name: named(&next), array: Some(next.clone()) });
        cur = next;
    }
    links
}

/// When the variable an array is a view of is not on its `.base` chain (text `chain`):
/// NumPy's .base skips intermediate views, so say so, or the two seem to disagree.
pub fn skipped_views(role: &Role, chain: &str) -> Option<String> {
    match role {
        Role::ViewOf(n) if !chain.split(" -> ").any(|p| p == n) => Some(format!(".base skips the views in between, so not {}", n)),
        _ => None,
    }
}

/// The note under a picture of `a`'s base chain, as `info` words it (None when the chain
/// names the variable `a` is a view of).
pub fn chain_note(ix: &VarIndex, label: &str, a: &Rc<NdArray>, source: Option<&str>) -> Option<String> {
    let role = ix.facts_from(label, a, source).role;
    let note = skipped_views(&role, &base_chain_text(ix, a))?;
    let Role::ViewOf(v) = &role else { return None };
    Some(format!("{} is a view of {}, but {}", label, v, note))
}

/// `z.base` followed to the end: `x`, `DummyArray -> x`, `None`.
pub fn base_chain_text(ix: &VarIndex, a: &Rc<NdArray>) -> String {
    let parts: Vec<String> = base_chain(ix, "", a).into_iter().skip(1).map(|l| l.name).collect();
    if parts.is_empty() { "None (it owns its memory)".into() } else { parts.join(" -> ") }
}

fn strides_in_elements(strides: &[isize], itemsize: usize) -> String {
    let isz = itemsize as isize;
    let items: Vec<String> = strides
        .iter()
        .map(|&s| if isz != 0 && s % isz == 0 { (s / isz).to_string() } else { format!("{}/{}", s, isz) })
        .collect();
    tuple_text(&items)
}

fn flag(b: bool) -> String {
    if b { "True".into() } else { "False".into() }
}

/// How NumPy describes an array that stridelab keeps as other memory: a text array is a
/// uint8 array with one more axis (its bytes), and `info` must still report the text array's
/// own shape, strides, dtype, flags and `__array_interface__`.
pub struct Presented {
    pub shape: Vec<usize>,
    pub strides: Vec<isize>,
    /// `dtype.str`, as the interface's typestr (`'<U7'`).
    pub typestr: String,
    pub itemsize: usize,
    pub alignment: usize,
}

impl Presented {
    /// A text array as NumPy sees it (its bytes are the uint8 array `info` is given).
    pub fn text(t: &stridelab_engine::strings::TextArray) -> Presented {
        let alignment = if matches!(t.kind, stridelab_engine::strings::TextKind::Str) { 4 } else { 1 };
        Presented {
            shape: t.shape().to_vec(),
            strides: t.strides().to_vec(),
            typestr: t.kind.typestr(t.width),
            itemsize: t.itemsize(),
            alignment,
        }
    }
}

/// The text `info(expr)` prints; `label` is the expression as typed and `source` the
/// variable it is of (`x` for `info(x[1:])`).
pub fn info_text(ix: &VarIndex, label: &str, a: &Rc<NdArray>, source: Option<&str>) -> String {
    info_text_as(ix, label, a, source, None)
}

/// `info_text` of an array kept as the memory `a` but described by NumPy as `presented`.
pub fn info_text_as(ix: &VarIndex, label: &str, a: &Rc<NdArray>, source: Option<&str>, presented: Option<&Presented>) -> String {
    let f = ix.facts_from(label, a, source);
    let isz = a.itemsize();
    let (index, formula) = match presented {
        Some(p) => {
            let letters = ix.axis_letters(p.shape.len());
            let mut formula = format!("{} + {}", a.buf.name(), a.offset);
            for (&st, l) in p.strides.iter().zip(&letters) {
                formula.push_str(&format!(" {} {}*{}", if st < 0 { '-' } else { '+' }, st.unsigned_abs(), l));
            }
            (format!("[{}]", letters.join(", ")), formula)
        }
        None => ix.address(a),
    };
    // the byte offset's cell in the buffer's own cells (bytes need no second name)
    let cell_size = super::index::buffer_cell(a);
    let cell = if cell_size > 1 {
        format!("  ({} of {})", super::index::cell_text(a.offset, isz, cell_size), a.buf.name())
    } else {
        String::new()
    };
    let mut role = match &f.role {
        Role::Owner => format!("owns {}", a.buf.name()),
        Role::ViewOf(n) => format!("view of {}", n),
        Role::ViewOfUnnamed => "view of an unnamed array".into(),
        Role::ViewOfBytes => "view of a bytes-like object's memory (bytes or bytearray: its .base)".into(),
    };
    if !f.aliases.is_empty() {
        role.push_str(&format!("; the same object is also named {}", f.aliases.join(", ")));
    }
    let mut chain = base_chain_text(ix, a);
    if let Some(note) = skipped_views(&f.role, &chain) {
        chain.push_str(&format!(" ({})", note));
    }
    let overlap = match f.overlap {
        SelfOverlap::No => "no: every element has its own cell".to_string(),
        SelfOverlap::Yes { elements, cells } => format!("yes: {} elements on {}", elements, crate::layout::count(cells, "cell")),
        SelfOverlap::YesUncounted => "yes".into(),
        SelfOverlap::Unknown => "unknown (too hard to decide)".into(),
    };
    let (share, apart) = ix.buffer_neighbours(a);
    let none = || "-".to_string();
    // the geometry NumPy reports: the presented one, or the array's own
    let (shape, strides, ts, item, c_contig, f_contig, aligned) = match presented {
        Some(p) => (
            p.shape.clone(),
            p.strides.clone(),
            p.typestr.clone(),
            p.itemsize,
            layout::is_c_contiguous(&p.shape, &p.strides, p.itemsize),
            layout::is_f_contiguous(&p.shape, &p.strides, p.itemsize),
            !a.align_cleared.get() && layout::is_aligned(a.data_addr(), &p.shape, &p.strides, p.alignment),
        ),
        None => (
            a.shape.clone(),
            a.strides.clone(),
            a.dtype.typestr(),
            isz,
            a.is_c_contiguous(),
            a.is_f_contiguous(),
            a.is_aligned(),
        ),
    };
    let interface = {
        let ro = if a.writeable.get() { "False" } else { "True" };
        let strides = if c_contig { "None".to_string() } else { tuple_text(&strides) };
        format!(
            "'data': ({}, {})   <- {} + {}\n'strides': {}\n'descr': [('', '{}')]\n'typestr': '{}'\n'shape': {}\n'version': 3",
            a.data_addr(),
            ro,
            a.buf.name(),
            a.offset,
            strides,
            ts,
            ts,
            tuple_text(&shape)
        )
    };
    let dtype = match presented {
        Some(p) => format!("{} (itemsize {} bytes)", p.typestr, p.itemsize),
        None => format!("{} (itemsize {} bytes)", a.dtype.name(), isz),
    };
    let rows: Vec<(String, String)> = vec![
        ("shape".into(), tuple_text(&shape)),
        ("dtype".into(), dtype),
        ("strides (bytes)".into(), tuple_text(&strides)),
        ("strides (elements)".into(), strides_in_elements(&strides, item)),
        (
            "buffer".into(),
            format!("{}: {} bytes, owned by {}", a.buf.name(), a.buf.len(), owner_text(ix, a)),
        ),
        ("byte offset".into(), format!("{}{}", a.offset, cell)),
        (format!("address of {}", index), formula),
        ("role".into(), role),
        ("base chain".into(), chain),
        ("self-overlap".into(), overlap),
        ("shares memory with".into(), if share.is_empty() { none() } else { share.join(", ") }),
        ("same buffer, disjoint".into(), if apart.is_empty() { none() } else { apart.join(", ") }),
        ("C_CONTIGUOUS".into(), flag(c_contig)),
        ("F_CONTIGUOUS".into(), flag(f_contig)),
        ("OWNDATA".into(), flag(a.owndata)),
        ("WRITEABLE".into(), flag(a.writeable.get())),
        ("ALIGNED".into(), flag(aligned)),
        ("WRITEBACKIFCOPY".into(), flag(false)),
        ("__array_interface__".into(), interface),
    ];
    // no title line: the prompt (or the `>>> ` echo of a script or lesson) already shows the call
    kv_table(&rows, ix.width.min(u16::MAX as usize) as u16)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::index::tests::session;

    #[test]
    fn info_of_seed_z() {
        let it = session("x = np.arange(1, 7)\ny = x.reshape(2, 3)\nz = y[::-1, ::-2]\nw = windows(x, 3)\nc = x[::2]\nd = x[1::2]\n");
        let ix = VarIndex::new(&it.variables());
        let text = info_text(&ix, "z", ix.get("z").unwrap(), None);
        let expected = "\
+-----------------------+-----------------------------------------------+
| shape                 | (2, 2)                                        |
| dtype                 | int64 (itemsize 8 bytes)                      |
| strides (bytes)       | (-24, -16)                                    |
| strides (elements)    | (-3, -2)                                      |
| buffer                | b1: 48 bytes, owned by x                      |
| byte offset           | 40  (cell 5 of b1)                            |
| address of [i, j]     | b1 + 40 - 24*i - 16*j                         |
| role                  | view of x                                     |
| base chain            | x                                             |
| self-overlap          | no: every element has its own cell            |
| shares memory with    | c, d, w, x, y                                 |
| same buffer, disjoint | -                                             |
| C_CONTIGUOUS          | False                                         |
| F_CONTIGUOUS          | False                                         |
| OWNDATA               | False                                         |
| WRITEABLE             | True                                          |
| ALIGNED               | True                                          |
| WRITEBACKIFCOPY       | False                                         |
| __array_interface__   | 'data': (139887558787112, False)   <- b1 + 40 |
|                       | 'strides': (-24, -16)                         |
|                       | 'descr': [('', '<i8')]                        |
|                       | 'typestr': '<i8'                              |
|                       | 'shape': (2, 2)                               |
|                       | 'version': 3                                  |
+-----------------------+-----------------------------------------------+
";
        assert_eq!(text, expected);
        let c = info_text(&ix, "c", ix.get("c").unwrap(), None);
        assert!(c.contains("| same buffer, disjoint | d "), "{}", c);
        let w = info_text(&ix, "w", ix.get("w").unwrap(), None);
        assert!(w.contains("| base chain            | DummyArray -> x "), "{}", w);
        assert!(w.contains("yes: 12 elements on 6 cells"), "{}", w);
    }
}
