//! `whereis(w[1, 0])`, `overlap(a, b)` and `internal_overlap(w)`: element-level answers to
//! "is this the same memory?" that `np.shares_memory` (whole arrays only) cannot give.

use std::rc::Rc;

use super::index::{BRUTE_LIMIT, VarIndex, buffer_cell, cell_text, region, tuple_text};
use super::layout;
use super::mem::element_label;
use stridelab_display::arrayprint::scalar_str;
use stridelab_engine::array::NdArray;
use stridelab_engine::buffer::Buffer;
use stridelab_engine::overlap::{self, Overlap, Region};

/// Most elements a listing shows before summarising the rest.
const LIST_LINES: usize = 12;

/// Every element of every variable whose bytes meet `[off, off + isz)` of `buf`, grouped
/// per variable: `x[1]`, `y[0, 1]`, `w[0, 1], w[1, 0]`.
pub fn same_memory(ix: &VarIndex, buf: &Rc<Buffer>, off: usize, isz: usize) -> Vec<String> {
    same_memory_except(ix, buf, off, isz, None)
}

/// The elements of one variable that are some piece of memory.
#[derive(Debug, Clone)]
pub struct SameMemory {
    pub name: String,
    pub array: Rc<NdArray>,
    /// Its elements there, as flat C-order indices.
    pub flats: Vec<usize>,
}

/// Every variable with elements whose bytes meet `[off, off + isz)` of `buf`: owners first,
/// then by name.
pub fn same_memory_vars(ix: &VarIndex, buf: &Rc<Buffer>, off: usize, isz: usize) -> Vec<SameMemory> {
    let one = Region { offset: off as i64, shape: &[], strides: &[], itemsize: isz };
    let mut order: Vec<&(String, Rc<NdArray>)> = ix.vars.iter().collect();
    order.sort_by_key(|(n, a)| (!a.owndata, n.clone()));
    let mut out = Vec::new();
    for (name, a) in order {
        if !Rc::ptr_eq(&a.buf, buf) {
            continue;
        }
        let Some(pairs) = overlap::shared_elements(&one, &region(a), BRUTE_LIMIT) else { continue };
        if !pairs.is_empty() {
            out.push(SameMemory { name: name.clone(), array: a.clone(), flats: pairs.iter().map(|&(_, j)| j).collect() });
        }
    }
    out
}

/// [`same_memory`] without the element labelled `skip` (the very element being described).
fn same_memory_except(ix: &VarIndex, buf: &Rc<Buffer>, off: usize, isz: usize, skip: Option<&str>) -> Vec<String> {
    same_text(&same_memory_vars(ix, buf, off, isz), skip)
}

/// One group per variable: `w[0, 1], w[1, 0]`, without the element labelled `skip`.
fn same_text(vars: &[SameMemory], skip: Option<&str>) -> Vec<String> {
    let mut groups = Vec::new();
    for v in vars {
        let els: Vec<String> =
            v.flats.iter().map(|&j| element_label(&v.name, &v.array, j)).filter(|e| Some(e.as_str()) != skip).collect();
        if !els.is_empty() {
            groups.push(els.join(", "));
        }
    }
    groups
}

/// What `whereis` of one element shows, for the text and the picture.
#[derive(Debug, Clone)]
pub struct WhereFacts {
    pub label: String,
    pub value: String,
    /// `cell 1`, `cells 2 to 3`, `byte 12`.
    pub cell_text: String,
    /// The cells (in the buffer's own cells) the element's bytes are in.
    pub cells: Vec<usize>,
    pub buffer: String,
    pub offset: usize,
    pub same: Vec<SameMemory>,
    /// `same` as the text lists it, one group per variable.
    pub same_text: Vec<String>,
}

/// The facts of `whereis` of the element of `a` at byte `off`.
pub fn where_facts(ix: &VarIndex, label: &str, a: &Rc<NdArray>, off: usize) -> WhereFacts {
    let (isz, cell) = (a.itemsize(), buffer_cell(a).max(1));
    let same = same_memory_vars(ix, &a.buf, off, isz);
    WhereFacts {
        label: label.to_string(),
        value: scalar_str(a.dtype, a.read_at(off)),
        cell_text: cell_text(off, isz, cell),
        cells: (off / cell..=(off + isz.max(1) - 1) / cell).collect(),
        buffer: a.buf.name(),
        offset: off,
        same_text: same_text(&same, None),
        same,
    }
}

/// `  same memory   x[1]; w[0, 1], w[1, 0]`, wrapped at the index's width under its value.
fn same_memory_line(ix: &VarIndex, head: &str, buf: &Rc<Buffer>, off: usize, isz: usize) -> String {
    same_line(ix, head, &same_memory(ix, buf, off, isz))
}

/// The same-memory groups after `head`, wrapped under their start.
fn same_line(ix: &VarIndex, head: &str, same: &[String]) -> String {
    if same.is_empty() {
        return format!("{}no variable reads this memory\n", head);
    }
    let indent = " ".repeat(head.chars().count());
    layout::wrap(&same.join("; "), head, &indent, ix.width)
}

/// The text `whereis(expr)` prints for the elements of `a` at byte `offsets` (the
/// selection's shape is `shape`; `()` for one element). `copy` is the new array when the
/// expression copies (advanced indexing), so the listing says where its values came from.
pub fn whereis_text(ix: &VarIndex, label: &str, a: &Rc<NdArray>, offsets: &[usize], shape: &[usize], copy: Option<&Rc<NdArray>>) -> String {
    let isz = a.itemsize();
    let cell_size = buffer_cell(a);
    let buf = &a.buf;
    let mut out = String::new();
    let describe = |off: usize| -> (String, String) { (cell_text(off, isz, cell_size), scalar_str(a.dtype, a.read_at(off))) };
    if offsets.len() == 1 && shape.is_empty() {
        return where_text(ix, &where_facts(ix, label, a, offsets[0]), a);
    }
    match copy {
        Some(c) => out.push_str(&layout::wrap(
            &format!(
                "{} is a copy: advanced indexing gathers its {} elements (shape {}) into a new buffer {}, so writing to it never changes {}. Its values were copied from these cells of {}:",
                label,
                offsets.len(),
                tuple_text(shape),
                c.buf.name(),
                buf.name(),
                buf.name()
            ),
            "",
            "  ",
            ix.width,
        )),
        None => out.push_str(&format!("{}: {} elements {} in buffer {}\n", label, offsets.len(), tuple_text(shape), buf.name())),
    }
    let lead = if copy.is_some() { "from" } else { "same memory:" };
    // whereis(v) of a variable: each row is v's own element, so "same memory" lists the
    // others only (an array that owns its memory alone gets "-")
    let whole_var = copy.is_none()
        && offsets.len() == a.size()
        && ix.vars.iter().any(|(n, v)| n == label && Rc::ptr_eq(v, a));
    for (flat, &off) in offsets.iter().enumerate().take(LIST_LINES) {
        let (cell, value) = describe(off);
        let idx = super::index::index_text(&stridelab_engine::layout::unravel(flat, shape));
        let head = format!("  {:<8} = {:<6} {:<8} {} + {:<5} {} ", idx, value, cell, buf.name(), off, lead);
        let own = whole_var.then(|| element_label(label, a, flat));
        let same = same_memory_except(ix, buf, off, isz, own.as_deref());
        let list = match (same.is_empty(), whole_var) {
            (false, _) => same.join("; "),
            (true, true) => "no other variable".to_string(),
            (true, false) => "-".to_string(),
        };
        out.push_str(&layout::wrap(&list, &head, "      ", ix.width));
    }
    if offsets.len() > LIST_LINES {
        out.push_str(&format!("  ... {} more elements\n", offsets.len() - LIST_LINES));
    }
    out
}

/// The text of `whereis` of one element of `a`, from its facts.
pub fn where_text(ix: &VarIndex, f: &WhereFacts, a: &Rc<NdArray>) -> String {
    let (isz, cell_size, off) = (a.itemsize(), buffer_cell(a), f.offset);
    let (label, buf) = (f.label.as_str(), &a.buf);
    let mut out = String::new();
    let mut head = format!("{} = {} lives in {} of buffer {}", label, f.value, f.cell_text, buf.name());
    if isz != cell_size && cell_size > 1 {
        // cells are the owner's items: say which bytes of them this element is
        head.push_str(&format!(
            " (its {} bytes are bytes {} to {}; {}'s cells are {} bytes each)",
            isz,
            off,
            off + isz - 1,
            buf.name(),
            cell_size
        ));
    }
    out.push_str(&layout::wrap(&head, "", "  ", ix.width));
    out.push_str(&format!("  byte offset   {} + {}\n", buf.name(), off));
    out.push_str(&format!(
        "  address       {}  (as __array_interface__['data'][0] counts)\n",
        buf.addr + off as u64
    ));
    out.push_str(&same_line(ix, "  same memory   ", &f.same_text));
    out.push_str(&layout::wrap(
        &format!(
            "as a value, {} is a copy: a NumPy scalar with memory of its own, which later writes to {} do not change",
            label,
            buf.name()
        ),
        "  ",
        "  ",
        ix.width,
    ));
    out
}

/// `whereis(x1)` for a NumPy scalar: it has memory of its own; if rich mode saw it copied
/// out of an element (`x1 = x[2]`), say which cell it came from and what that cell holds now.
pub fn whereis_scalar_text(ix: &VarIndex, label: &str, value: &str, dtype: &str, from: Option<(String, Rc<Buffer>, usize, usize, String)>) -> String {
    let mut out = layout::wrap(
        &format!(
            "{} = {} is a NumPy scalar ({}), not an element of an array: indexing one element copies its value into a new object with memory of its own (its __array_interface__['data'] is an address of its own), so no write to an array ever changes it.",
            label, value, dtype
        ),
        "",
        "  ",
        ix.width,
    );
    if let Some((expr, buf, off, isz, now)) = from {
        out.push_str(&layout::wrap(
            &format!(
                "{} was copied from {} of buffer {} ({} + {}), by {}",
                label,
                cell_text(off, isz, ix.cell_of_buffer(&buf).unwrap_or(isz)),
                buf.name(),
                buf.name(),
                off,
                expr
            ),
            "  ",
            "  ",
            ix.width,
        ));
        if now != value {
            out.push_str(&layout::wrap(&format!("that cell now holds {}; {} is still {}", now, label, value), "  ", "  ", ix.width));
        }
        out.push_str(&same_memory_line(ix, "  that cell is ", &buf, off, isz));
    }
    out
}

/// The text `overlap(a, b)` prints: the exact element pairs beside the extent-based guess.
pub fn overlap_text(la: &str, a: &Rc<NdArray>, lb: &str, b: &Rc<NdArray>, width: usize) -> String {
    let mut out = String::new();
    if !Rc::ptr_eq(&a.buf, &b.buf) {
        out.push_str(&format!(
            "{} lives in {} and {} in {}: different buffers never share memory\n",
            la,
            a.buf.name(),
            lb,
            b.buf.name()
        ));
        out.push_str("  np.may_share_memory: False    np.shares_memory: False\n");
        return out;
    }
    let (ra, rb) = (region(a), region(b));
    let ext = |r: &Region| match overlap::extent(r) {
        Some((s, e)) => format!("[{}, {})", s, e),
        None => "(empty)".into(),
    };
    let may = overlap::may_share(&ra, &rb);
    out.push_str(&format!(
        "{} and {} both look into {}: byte ranges {} {}, {} {} {}\n",
        la,
        lb,
        a.buf.name(),
        la,
        ext(&ra),
        lb,
        ext(&rb),
        if may { "meet" } else { "do not meet" }
    ));
    out.push_str(&format!(
        "  np.may_share_memory -> {:<5}  (compares only those ranges)\n",
        if may { "True" } else { "False" }
    ));
    let Some(pairs) = overlap::shared_elements(&ra, &rb, BRUTE_LIMIT) else {
        let exact = match overlap::shares(&ra, &rb, Some(super::index::MAX_WORK)) {
            Overlap::Yes => "True",
            Overlap::No => "False",
            Overlap::TooHard => "unknown",
        };
        out.push_str(&format!("  np.shares_memory    -> {:<5}  (too many elements to list them)\n", exact));
        return out;
    };
    out.push_str(&format!(
        "  np.shares_memory    -> {:<5}  (exact, element by element)\n",
        if pairs.is_empty() { "False" } else { "True" }
    ));
    if pairs.is_empty() {
        if may {
            out.push_str("  no element in common: the ranges meet, but the elements interleave\n");
        }
        return out;
    }
    // group by the element of a
    let mut groups: Vec<(usize, Vec<usize>)> = Vec::new();
    for (i, j) in pairs.iter().copied() {
        match groups.last_mut() {
            Some((gi, js)) if *gi == i => js.push(j),
            _ => groups.push((i, vec![j])),
        }
    }
    out.push_str(&format!(
        "  {} of {}'s {} elements are memory of {} ({} pairs):\n",
        groups.len(),
        la,
        a.size(),
        lb,
        pairs.len()
    ));
    for (i, js) in groups.iter().take(LIST_LINES) {
        let rhs: Vec<String> = js.iter().map(|&j| element_label(lb, b, j)).collect();
        let head = format!("    {} is ", element_label(la, a, *i));
        let indent = " ".repeat(head.len());
        out.push_str(&layout::wrap(&rhs.join(", "), &head, &indent, width));
    }
    if groups.len() > LIST_LINES {
        out.push_str(&format!("    ... {} more\n", groups.len() - LIST_LINES));
    }
    out
}

/// The text `internal_overlap(w)` prints: which cells the array reads more than once.
pub fn internal_overlap_text(label: &str, a: &Rc<NdArray>, width: usize) -> String {
    let r = region(a);
    let answer = overlap::internal_overlap(&r, Some(super::index::MAX_WORK));
    let mut out = String::new();
    if answer == Overlap::No {
        out.push_str(&format!(
            "internal_overlap({}) -> False: each of its {} elements has its own memory\n",
            label,
            a.size()
        ));
        return out;
    }
    if a.size() > BRUTE_LIMIT {
        out.push_str(&format!("internal_overlap({}) -> {:?} (too many elements to list)\n", label, answer));
        return out;
    }
    let (isz, cell) = (a.itemsize().max(1), buffer_cell(a));
    let mut by_start: Vec<(usize, usize)> = a.offsets().into_iter().enumerate().map(|(i, o)| (o, i)).collect();
    by_start.sort();
    let mut groups: Vec<(usize, Vec<usize>)> = Vec::new();
    for (o, i) in by_start {
        match groups.last_mut() {
            Some((go, is)) if *go == o => is.push(i),
            _ => groups.push((o, vec![i])),
        }
    }
    let reads = if isz == cell {
        format!("read only {} cells", groups.len())
    } else {
        // items that are not the buffer's cells: where they start, and the cells that holds
        let cells = super::index::reads_per_cell(a, cell).map_or(0, |c| c.len());
        format!("start at only {} bytes, in {} cells", groups.len(), cells)
    };
    out.push_str(&layout::wrap(
        &format!("internal_overlap({}) -> True: its {} elements {} of {}", label, a.size(), reads, a.buf.name()),
        "",
        "  ",
        width,
    ));
    for (o, is) in groups.iter().take(LIST_LINES) {
        let names: Vec<String> = is.iter().map(|&i| element_label(label, a, i)).collect();
        // elements smaller than a cell are told apart by their byte
        let at = if isz == cell { cell_text(*o, isz, cell) } else { format!("byte {} ({})", o, cell_text(*o, isz, cell)) };
        let head = format!("  {:<8} read {}x: ", at, is.len());
        let indent = " ".repeat(head.len());
        out.push_str(&layout::wrap(&names.join(", "), &head, &indent, width));
    }
    if groups.len() > LIST_LINES {
        out.push_str(&format!("  ... {} more cells\n", groups.len() - LIST_LINES));
    }
    out
}

/// `whereis` of elements of a text array (`words[1]`, `words[::-1]`): which bytes of the
/// buffer each element is, read back as NumPy shows it. `starts` are the elements' first
/// bytes (C order over `shape`), each `itemsize` bytes long; `kind` names the dtype
/// (`'<U7'`), `unit` is 4 for UCS4 code points and 1 for bytes; `view` says whether an
/// indexing result shares the buffer (a slice) or is a copy (advanced indexing), None for
/// the array itself.
#[allow(clippy::too_many_arguments)]
pub fn text_whereis_text(
    width: usize,
    label: &str,
    buf: &Rc<Buffer>,
    starts: &[usize],
    shape: &[usize],
    itemsize: usize,
    kind: &str,
    unit: usize,
    view: Option<bool>,
) -> String {
    let data = buf.data.borrow();
    let value = |off: usize| text_value(data.get(off..off + itemsize).unwrap_or(&[]), unit);
    let each = if unit == 4 { format!("{} UCS4 code points of 4 bytes", itemsize / 4) } else { format!("{itemsize} bytes") };
    let mut out = String::new();
    if shape.is_empty() && starts.len() == 1 {
        let off = starts[0];
        let head = format!(
            "{label} = {} is one '{kind}' element ({each}): bytes {off} to {} of buffer {}",
            value(off),
            off + itemsize - 1,
            buf.name()
        );
        out.push_str(&layout::wrap(&head, "", "  ", width));
        out.push_str(&format!("  byte offset   {} + {}\n", buf.name(), off));
        out.push_str(&format!("  address       {}  (as __array_interface__['data'][0] counts)\n", buf.addr + off as u64));
        out.push_str(&layout::wrap(
            &format!(
                "as a value, {label} is a copy: a NumPy scalar (np.{}) with memory of its own, which later writes to {} do not change",
                if unit == 4 { "str_" } else { "bytes_" },
                buf.name()
            ),
            "  ",
            "  ",
            width,
        ));
        return out;
    }
    let n = starts.len();
    let head = match view {
        Some(true) => format!("{label} is a view: its {n} '{kind}' elements {} are these bytes of buffer {}", tuple_text(shape), buf.name()),
        Some(false) => format!(
            "{label} is a copy: indexing gathered its {n} '{kind}' elements {} into a new buffer, from these bytes of buffer {}",
            tuple_text(shape),
            buf.name()
        ),
        None => format!("{label}: {n} '{kind}' elements {} in buffer {}", tuple_text(shape), buf.name()),
    };
    out.push_str(&layout::wrap(&head, "", "  ", width));
    const SHOWN: usize = 12;
    let dims: Vec<usize> = shape.to_vec();
    for (k, &off) in starts.iter().enumerate().take(SHOWN) {
        let mut idx = Vec::with_capacity(dims.len());
        let mut rest = k;
        for &d in dims.iter().rev() {
            idx.push(if d == 0 { 0 } else { rest % d });
            rest /= d.max(1);
        }
        idx.reverse();
        let idx: Vec<String> = idx.iter().map(|i| i.to_string()).collect();
        out.push_str(&format!(
            "  [{}] = {}  bytes {} to {}  {} + {}\n",
            idx.join(", "),
            value(off),
            off,
            off + itemsize - 1,
            buf.name(),
            off
        ));
    }
    if starts.len() > SHOWN {
        out.push_str(&format!("  ... {} more elements\n", starts.len() - SHOWN));
    }
    out
}

/// A text element's bytes as NumPy shows the value: code points (or bytes) up to the
/// trailing zeros, as a Python str or bytes literal.
fn text_value(bytes: &[u8], unit: usize) -> String {
    if unit == 4 {
        let mut cps: Vec<u32> = bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        while cps.last() == Some(&0) {
            cps.pop();
        }
        let s: String = cps.iter().map(|&c| char::from_u32(c).unwrap_or('\u{fffd}')).collect();
        stridelab_eval::repr::str_repr(&s)
    } else {
        let mut b = bytes.to_vec();
        while b.last() == Some(&0) {
            b.pop();
        }
        stridelab_eval::repr::bytes_repr(&b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::index::tests::session;

    const SEED: &str = "x = np.arange(1, 7)\ny = x.reshape(2, 3)\nz = y[::-1, ::-2]\nw = windows(x, 3)\ny[0, 2] = 30\n";

    #[test]
    fn whereis_one_element() {
        let it = session(SEED);
        let ix = VarIndex::new(&it.variables());
        let w = ix.get("w").unwrap();
        let off = w.offset + 8; // w[1, 0]
        assert_eq!(
            whereis_text(&ix, "w[1, 0]", w, &[off], &[], None),
            "w[1, 0] = 2 lives in cell 1 of buffer b1\n  byte offset   b1 + 8\n  address       139887558787080  (as __array_interface__['data'][0] counts)\n  same memory   x[1]; w[0, 1], w[1, 0]; y[0, 1]\n  as a value, w[1, 0] is a copy: a NumPy scalar with memory of its own, which\n  later writes to b1 do not change\n"
        );
        let third = same_memory(&ix, &w.buf, 16, 8);
        assert_eq!(third, vec!["x[2]", "w[0, 2], w[1, 1], w[2, 0]", "y[0, 2]", "z[1, 0]"]);
    }

    #[test]
    fn whereis_of_a_variable_lists_only_other_elements() {
        let it = session("x = np.arange(4)\nw = windows(x, 2)\nc = x[[1, 2]]\n");
        let ix = VarIndex::new(&it.variables());
        let w = ix.get("w").unwrap().clone();
        let offs: Vec<usize> = w.offsets();
        let t = whereis_text(&ix, "w", &w, &offs, &w.shape, None);
        // w[0, 1] is the memory of x[1] and of w[1, 0], never "w[0, 1]" itself
        assert!(t.contains("[0, 1]   = 1      cell 1   b1 + 8     same memory: x[1]; w[1, 0]\n"), "{t}");
        assert!(!t.contains("same memory: x[1]; w[0, 1], w[1, 0]"), "{t}");
        // a copy owns its memory alone
        let c = ix.get("c").unwrap().clone();
        let t = whereis_text(&ix, "c", &c, &c.offsets(), &c.shape, None);
        assert!(t.lines().skip(1).all(|l| l.ends_with("same memory: no other variable")), "{t}");
    }

    #[test]
    fn overlap_pairs_and_guess() {
        let it = session("x = np.arange(6)\ne = x[::2]\no = x[1::2]\nw = windows(x, 3)\nh = x[:3]\n");
        let ix = VarIndex::new(&it.variables());
        let g = |n: &str| ix.get(n).unwrap().clone();
        assert_eq!(
            overlap_text("e", &g("e"), "o", &g("o"), 80),
            "e and o both look into b1: byte ranges e [0, 40), o [8, 48) meet\n  np.may_share_memory -> True   (compares only those ranges)\n  np.shares_memory    -> False  (exact, element by element)\n  no element in common: the ranges meet, but the elements interleave\n"
        );
        assert_eq!(
            overlap_text("h", &g("h"), "w", &g("w"), 80),
            "h and w both look into b1: byte ranges h [0, 24), w [0, 48) meet\n  np.may_share_memory -> True   (compares only those ranges)\n  np.shares_memory    -> True   (exact, element by element)\n  3 of h's 3 elements are memory of w (6 pairs):\n    h[0] is w[0, 0]\n    h[1] is w[0, 1], w[1, 0]\n    h[2] is w[0, 2], w[1, 1], w[2, 0]\n"
        );
        assert_eq!(
            internal_overlap_text("w", &g("w"), 80),
            "internal_overlap(w) -> True: its 12 elements read only 6 cells of b1\n  cell 0   read 1x: w[0, 0]\n  cell 1   read 2x: w[0, 1], w[1, 0]\n  cell 2   read 3x: w[0, 2], w[1, 1], w[2, 0]\n  cell 3   read 3x: w[1, 2], w[2, 1], w[3, 0]\n  cell 4   read 2x: w[2, 2], w[3, 1]\n  cell 5   read 1x: w[3, 2]\n"
        );
        assert_eq!(
            internal_overlap_text("e", &g("e"), 80),
            "internal_overlap(e) -> False: each of its 3 elements has its own memory\n"
        );
        // long cell lists wrap between elements, under the list
        let it = session("x = np.arange(16.).reshape(4, 4)\nw = as_strided(x, (3, 3, 2, 2), (32, 8, 32, 8))\n");
        let ix = VarIndex::new(&it.variables());
        let text = internal_overlap_text("w", ix.get("w").unwrap(), 60);
        layout::well_wrapped(&text, 60).unwrap();
        assert!(text.contains("  cell 5   read 4x: w[0, 0, 1, 1], w[0, 1, 1, 0],\n                    w[1, 0, 0, 1], w[1, 1, 0, 0]\n"), "{text}");
    }
}
