//! The variable index: for every array variable, which buffer it lives in, from which byte,
//! whether it owns that buffer or is a view (and of which named variable), whether it is
//! read-only and whether it reads some cell more than once.
//!
//! "View of" names the variable the array was derived from in the statement that bound it
//! (see `provenance`); without such a record it follows `.base` links (through the
//! DummyArray of the stride tricks) to the first named array, then falls back to the
//! buffer's owner. Another name for the same object is an alias, never a source.

use std::rc::Rc;

use stridelab_engine::array::{Base, NdArray};
use stridelab_engine::overlap::{self, Overlap, Region};
use stridelab_eval::interp::Interp;
use stridelab_eval::value::Value;

pub use super::provenance::ArrayOrigin;

/// Work limit for the exact overlap solver in displays; past it the answer is "maybe".
pub const MAX_WORK: u64 = 1 << 16;
/// Largest number of elements (or element pairs) the brute-force displays walk.
pub const BRUTE_LIMIT: usize = 1 << 20;

/// The memory footprint of an array, for the overlap solvers.
pub fn region(a: &NdArray) -> Region<'_> {
    Region { offset: a.offset as i64, shape: &a.shape, strides: &a.strides, itemsize: a.itemsize() }
}

/// The size in bytes of the buffer's cells, the one unit every display numbers cells in:
/// the item size of the array that owns the buffer. A view of another dtype reads parts of
/// those cells (an int32 view of int64 memory: halves of 8-byte cells), never cells of its
/// own; a structured array's memory is its bytes, so its cells are bytes.
pub fn buffer_cell(a: &Rc<NdArray>) -> usize {
    let owner = stridelab_engine::view::memory_owner(a);
    let cell = owner.itemsize();
    if cell > 0 && a.buf.len().is_multiple_of(cell) { cell } else { 1 }
}

/// Which of the buffer's cells (`cell` bytes each) hold an element of `isz` bytes at byte
/// `off`: `cell 1` (also for an element inside a cell), `cells 2 to 3` for an element wider
/// than a cell, `bytes 12 to 15` when the cells are bytes.
pub fn cell_text(off: usize, isz: usize, cell: usize) -> String {
    let cell = cell.max(1);
    let (first, last) = (off / cell, (off + isz.max(1) - 1) / cell);
    match (cell, first == last) {
        (1, true) => format!("byte {}", off),
        (1, false) => format!("bytes {} to {}", first, last),
        (_, true) => format!("cell {}", first),
        (_, false) => format!("cells {} to {}", first, last),
    }
}

/// Exact `np.shares_memory` with a work limit (TooHard = "maybe").
pub fn shares(a: &NdArray, b: &NdArray) -> Overlap {
    if !Rc::ptr_eq(&a.buf, &b.buf) {
        return Overlap::No;
    }
    overlap::shares(&region(a), &region(b), Some(MAX_WORK))
}

/// How an array relates to the other variables.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Role {
    /// Owns its buffer (OWNDATA).
    Owner,
    /// A view whose memory belongs to the named variable.
    ViewOf(String),
    /// A view, but no named variable is on its base chain or shares its memory.
    ViewOfUnnamed,
    /// A view of a Python bytes object's memory (`np.frombuffer(b)`): `.base` is the bytes.
    ViewOfBytes,
}

/// Does the array read some cell more than once?
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SelfOverlap {
    No,
    /// `elements` element reads land on `cells` distinct cells.
    Yes { elements: usize, cells: usize },
    /// Overlapping, but too big to count.
    YesUncounted,
    /// The solver gave up.
    Unknown,
}

pub fn self_overlap(a: &Rc<NdArray>) -> SelfOverlap {
    match overlap::internal_overlap(&region(a), Some(MAX_WORK)) {
        Overlap::No => SelfOverlap::No,
        Overlap::TooHard => SelfOverlap::Unknown,
        // elements that are not the buffer's cells: count the cells they read
        Overlap::Yes if a.itemsize() != buffer_cell(a) => match reads_per_cell(a, buffer_cell(a)) {
            Some(counts) => SelfOverlap::Yes { elements: a.size(), cells: counts.len() },
            None => SelfOverlap::YesUncounted,
        },
        Overlap::Yes => match overlap::address_multiplicity(&region(a), BRUTE_LIMIT) {
            Some((elements, cells)) => SelfOverlap::Yes { elements, cells },
            None => SelfOverlap::YesUncounted,
        },
    }
}

/// How many times each cell of the buffer is read by the array, as (cell, count) for the
/// cells it reads, in cell order; None when the array is too big to count (decided from its
/// shape, before walking anything) or the walk was stopped (work budget, Ctrl-C).
pub fn reads_per_cell(a: &NdArray, cell: usize) -> Option<Vec<(usize, usize)>> {
    if a.size() > BRUTE_LIMIT {
        return None;
    }
    let offsets = a.offsets();
    if offsets.len() != a.size() {
        return None;
    }
    let isz = a.itemsize().max(1);
    let mut cells: Vec<usize> = Vec::with_capacity(offsets.len());
    for o in offsets {
        cells.extend(o / cell..=(o + isz - 1) / cell);
    }
    cells.sort_unstable();
    let mut counts: Vec<(usize, usize)> = Vec::new();
    for c in cells {
        match counts.last_mut() {
            Some((last, n)) if *last == c => *n += 1,
            _ => counts.push((c, 1)),
        }
    }
    Some(counts)
}

/// What the index knows about one array variable.
#[derive(Debug, Clone)]
pub struct ArrayFacts {
    pub name: String,
    pub arr: Rc<NdArray>,
    pub role: Role,
    /// Other names bound to the very same array object (`b = a`).
    pub aliases: Vec<String>,
    pub readonly: bool,
    pub overlap: SelfOverlap,
}

impl ArrayFacts {
    pub fn buffer_name(&self) -> String {
        self.arr.buf.name()
    }
}

/// Every array variable of a session, by name.
#[derive(Debug, Clone, Default)]
pub struct VarIndex {
    /// (name, array) sorted by name.
    pub vars: Vec<(String, Rc<NdArray>)>,
    /// Validated origins of array variables (what each was derived from, or aliases).
    pub origins: Vec<(String, ArrayOrigin)>,
    /// Every bound name (arrays or not): index letters in formulas avoid them.
    pub taken: Vec<String>,
    /// Structured-array variables, by their bytes array: named as bases ("view of x"), but
    /// never described as the uint8 array they are stored as.
    pub records: Vec<(String, Rc<NdArray>)>,
    /// Columns the displays wrap at.
    pub width: usize,
}

impl VarIndex {
    /// Index the array-valued variables (other values are ignored).
    pub fn new(variables: &[(String, Value)]) -> VarIndex {
        let mut vars: Vec<(String, Rc<NdArray>)> = variables
            .iter()
            .flat_map(|(n, v)| match v {
                Value::Array(a) => vec![(n.clone(), a.clone())],
                // a text array is its bytes, one row per element
                Value::Text(t) => vec![(n.clone(), t.bytes.clone())],
                Value::Swapped(a) => vec![(n.clone(), a.clone())],
                // an object array is its references, 8 bytes each
                Value::Objects(_) => stridelab_eval::numpy::object_arrays::underneath(v, n).map(|(a, _)| (n.clone(), a)).into_iter().collect(),
                // a datetime64/timedelta64 array is its int64 array underneath
                Value::Time(t) => stridelab_eval::numpy::datetime::int64_array(t).map(|a| (n.clone(), a)).into_iter().collect(),
                // a masked array is two arrays, its data and its mask
                Value::Masked(m) if !m.constant => {
                    let mut parts = vec![(format!("{n}.data"), m.data.clone())];
                    parts.extend(m.mask.borrow().clone().map(|k| (format!("{n}.mask"), k)));
                    parts
                }
                _ => vec![],
            })
            .collect();
        vars.sort_by(|a, b| a.0.cmp(&b.0));
        let mut records: Vec<(String, Rc<NdArray>)> = variables
            .iter()
            .filter_map(|(n, v)| match v {
                Value::Record(r) if !r.kind.is_scalar() => Some((n.clone(), r.bytes.clone())),
                _ => None,
            })
            .collect();
        records.sort_by(|a, b| a.0.cmp(&b.0));
        let taken = variables.iter().map(|(n, _)| n.clone()).collect();
        VarIndex { vars, origins: Vec::new(), taken, records, width: super::layout::DEFAULT_WIDTH }
    }

    /// The index of a session, with what rich mode recorded about where names came from.
    pub fn of(interp: &Interp) -> VarIndex {
        let mut ix = VarIndex::new(&interp.variables());
        ix.width = crate::provenance::width(interp);
        let lookup = |n: &str| ix.get(n).cloned();
        let origins: Vec<(String, ArrayOrigin)> = ix
            .vars
            .iter()
            .filter_map(|(n, a)| crate::provenance::teach(interp).and_then(|t| t.array_origin(n, a, &lookup)).map(|o| (n.clone(), o)))
            .collect();
        ix.origins = origins;
        ix
    }

    fn origin(&self, name: &str) -> Option<&ArrayOrigin> {
        self.origins.iter().find(|(n, _)| n == name).map(|(_, o)| o)
    }

    /// The name displays use for an array with several names: one that is not an alias of
    /// another, else the first by name.
    pub fn canonical_name(&self, a: &Rc<NdArray>) -> Option<String> {
        let names = self.names_of(a);
        names.iter().find(|n| !matches!(self.origin(n), Some(ArrayOrigin::AliasOf(_)))).or(names.first()).cloned()
    }

    /// Letters for the axes of an `ndim`-dimensional address formula, skipping names bound
    /// in the session (an array named `k` must not read as an index).
    pub fn axis_letters(&self, ndim: usize) -> Vec<String> {
        const L: &[&str] = &["i", "j", "k", "l", "m", "n", "p", "q", "r", "s", "t", "u", "v"];
        let mut out: Vec<String> = L.iter().filter(|c| !self.taken.iter().any(|t| t == *c)).map(|c| c.to_string()).collect();
        let mut k = 0;
        while out.len() < ndim {
            let c = format!("i{}", k);
            if !self.taken.contains(&c) {
                out.push(c);
            }
            k += 1;
        }
        out.truncate(ndim);
        out
    }

    /// The byte address of element `[i, j, ...]` as a formula: `[i, j]` and `b1 + 40 - 24*i - 16*j`.
    pub fn address(&self, a: &NdArray) -> (String, String) {
        let letters = self.axis_letters(a.ndim());
        (format!("[{}]", letters.join(", ")), address_formula(a, &letters))
    }

    /// The cell size of a buffer some variable looks into ([`buffer_cell`]).
    pub fn cell_of_buffer(&self, buf: &Rc<stridelab_engine::buffer::Buffer>) -> Option<usize> {
        self.vars.iter().find(|(_, a)| Rc::ptr_eq(&a.buf, buf)).map(|(_, a)| buffer_cell(a))
    }

    pub fn get(&self, name: &str) -> Option<&Rc<NdArray>> {
        self.vars.iter().find(|(n, _)| n == name).map(|(_, a)| a)
    }

    /// Names bound to exactly this array object.
    pub fn names_of(&self, a: &Rc<NdArray>) -> Vec<String> {
        self.vars.iter().chain(&self.records).filter(|(_, b)| Rc::ptr_eq(a, b)).map(|(n, _)| n.clone()).collect()
    }

    /// The label displays use for an array: its variable name, else `fallback`.
    pub fn label(&self, a: &Rc<NdArray>, fallback: &str) -> String {
        self.names_of(a).into_iter().next().unwrap_or_else(|| fallback.to_string())
    }

    /// Variables (other than `a` itself and its aliases) in the same buffer, split into those
    /// that share at least one byte with `a` (exactly, as np.shares_memory) and those that do not.
    pub fn buffer_neighbours(&self, a: &Rc<NdArray>) -> (Vec<String>, Vec<String>) {
        let (mut share, mut apart) = (Vec::new(), Vec::new());
        for (n, b) in &self.vars {
            if Rc::ptr_eq(a, b) || !Rc::ptr_eq(&a.buf, &b.buf) {
                continue;
            }
            match shares(a, b) {
                Overlap::No => apart.push(n.clone()),
                // "maybe" is reported as sharing; the solver only gives up on huge problems
                _ => share.push(n.clone()),
            }
        }
        (share, apart)
    }

    /// The named array whose memory `a` looks into: the one it was derived from, else the
    /// first named array on its `.base` chain, else its buffer's owner.
    pub fn role_of(&self, a: &Rc<NdArray>) -> Role {
        if a.owndata {
            return Role::Owner;
        }
        for n in self.names_of(a) {
            if let Some(ArrayOrigin::ViewOf(src)) = self.origin(&n) {
                return Role::ViewOf(src.clone());
            }
        }
        self.role_by_base(a)
    }

    /// `role_of` for an expression's value (`info(x[1:])`): `source`, the name the
    /// expression is of, when it looks into the same buffer.
    pub fn role_from(&self, a: &Rc<NdArray>, source: Option<&str>) -> Role {
        if !a.owndata
            && let Some(s) = source
            && let Some(b) = self.get(s)
            && Rc::ptr_eq(&b.buf, &a.buf)
            && !Rc::ptr_eq(a, b)
        {
            return Role::ViewOf(self.canonical_name(b).unwrap_or_else(|| s.to_string()));
        }
        self.role_of(a)
    }

    fn role_by_base(&self, a: &Rc<NdArray>) -> Role {
        if a.owndata {
            return Role::Owner;
        }
        let mut cur = a.clone();
        // .base chains are short (NumPy collapses them); the bound only guards against cycles
        for _ in 0..64 {
            let next = match &cur.base {
                Some(Base::Array(b)) | Some(Base::Dummy(b)) => b.clone(),
                Some(Base::Record(r)) => r.bytes.clone(),
                Some(Base::Text(t)) => t.bytes.clone(),
                Some(Base::Iter(t)) => t.memory.clone(),
                Some(Base::Bytes(_)) | Some(Base::ByteArray(_)) => return Role::ViewOfBytes,
                None => break,
            };
            if let Some(n) = self.canonical_name(&next) {
                return Role::ViewOf(n);
            }
            cur = next;
        }
        // never "view of" the array itself: a view whose owner is not an array has no name to give
        let owner = stridelab_engine::view::memory_owner(a);
        match self.canonical_name(&owner) {
            Some(n) if !Rc::ptr_eq(&owner, a) => Role::ViewOf(n),
            _ => Role::ViewOfUnnamed,
        }
    }

    /// Everything the summary line and `info` need about one array (named or not).
    pub fn facts(&self, name: &str, a: &Rc<NdArray>) -> ArrayFacts {
        self.facts_from(name, a, None)
    }

    /// `facts` for an expression's value, derived from the variable `source`.
    pub fn facts_from(&self, name: &str, a: &Rc<NdArray>, source: Option<&str>) -> ArrayFacts {
        ArrayFacts {
            name: name.to_string(),
            arr: a.clone(),
            role: self.role_from(a, source),
            aliases: self.names_of(a).into_iter().filter(|n| n != name).collect(),
            readonly: !a.writeable.get(),
            overlap: self_overlap(a),
        }
    }

    /// Facts for every array variable.
    pub fn all_facts(&self) -> Vec<ArrayFacts> {
        self.vars.iter().map(|(n, a)| self.facts(n, a)).collect()
    }
}

/// Python's repr of an integer tuple: `(8,)`, `(24, 8)`, `()`.
pub fn tuple_text<T: ToString>(items: &[T]) -> String {
    match items.len() {
        0 => "()".into(),
        1 => format!("({},)", items[0].to_string()),
        _ => format!("({})", items.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ")),
    }
}

/// An element index as Python writes it inside brackets: `[2]`, `[0, 2]`, `[]` for 0-d.
pub fn index_text(idx: &[usize]) -> String {
    format!("[{}]", idx.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", "))
}

/// The byte address of element `[i, j, ...]` as a formula, with the given axis letters:
/// `b1 + 40 - 24*i - 16*j`.
pub fn address_formula(a: &NdArray, letters: &[String]) -> String {
    let mut s = format!("{} + {}", a.buf.name(), a.offset);
    for (&st, l) in a.strides.iter().zip(letters) {
        let sign = if st < 0 { '-' } else { '+' };
        s.push_str(&format!(" {} {}*{}", sign, st.unsigned_abs(), l));
    }
    s
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use stridelab_eval::interp::Interp;

    pub(crate) fn session(src: &str) -> Interp {
        stridelab_engine::buffer::reset_allocator();
        let mut it = Interp::new();
        it.rich = true;
        crate::run::run_rich_source(&mut it, src, |_| {}).expect("parses");
        it
    }

    const SEED: &str = "import numpy as np\nx = np.arange(1, 7)\ny = x.reshape(2, 3)\nz = y[::-1, ::-2]\nw = windows(x, 3)\n";

    #[test]
    fn roles_follow_base_chain() {
        let it = session(SEED);
        let ix = VarIndex::new(&it.variables());
        let f: Vec<(String, Role)> = ix.all_facts().into_iter().map(|f| (f.name, f.role)).collect();
        assert_eq!(
            f,
            vec![
                ("w".into(), Role::ViewOf("x".into())),
                ("x".into(), Role::Owner),
                ("y".into(), Role::ViewOf("x".into())),
                ("z".into(), Role::ViewOf("x".into())),
            ]
        );
        let w = ix.get("w").unwrap();
        assert_eq!(self_overlap(w), SelfOverlap::Yes { elements: 12, cells: 6 });
        assert_eq!(self_overlap(ix.get("z").unwrap()), SelfOverlap::No);
        assert_eq!(ix.address(ix.get("z").unwrap()).1, "b1 + 40 - 24*i - 16*j");
    }

    #[test]
    fn a_view_of_bytes_is_never_a_view_of_itself() {
        let it = session("import numpy as np\nb = np.arange(3).tobytes()\ny = np.frombuffer(b, dtype=np.int64)\nz = y[1:]\n");
        let ix = VarIndex::of(&it);
        assert_eq!(ix.role_of(ix.get("y").unwrap()), Role::ViewOfBytes);
        assert_eq!(crate::info::owner_text(&ix, ix.get("z").unwrap()), "a bytes object");
        assert_eq!(ix.role_of(ix.get("z").unwrap()), Role::ViewOf("y".into()));
    }

    #[test]
    fn fallback_by_buffer_and_unnamed() {
        let it = session("import numpy as np\nx = np.arange(6)\na = x[1:]\nb = a[1:]\ndel x\nc = np.arange(4).reshape(2, 2).T\n");
        let ix = VarIndex::of(&it);
        // b was made from a (its .base, x, is deleted)
        assert_eq!(ix.role_of(ix.get("b").unwrap()), Role::ViewOf("a".into()));
        assert_eq!(ix.role_of(ix.get("a").unwrap()), Role::ViewOfUnnamed);
        assert_eq!(ix.role_of(ix.get("c").unwrap()), Role::ViewOfUnnamed);
        let (share, apart) = ix.buffer_neighbours(ix.get("a").unwrap());
        assert_eq!((share, apart), (vec!["b".to_string()], vec![]));
    }

    #[test]
    fn view_of_names_the_source_never_an_alias_or_a_sibling() {
        let it = session("x = np.arange(6).reshape(2, 3)\na = x[:, ::-1]\nb = x.T\nc = x[1]\na3 = np.asarray(x)\nd = x[1:]\ne = a3[::2]\n");
        let ix = VarIndex::of(&it);
        let role = |n: &str| ix.role_of(ix.get(n).unwrap());
        for n in ["a", "b", "c", "d"] {
            assert_eq!(role(n), Role::ViewOf("x".into()), "{n}");
        }
        assert_eq!(role("e"), Role::ViewOf("a3".into()));
        // x is a view of the unnamed arange(6)
        assert_eq!(role("x"), Role::ViewOfUnnamed);
        assert_eq!(ix.origins.iter().find(|(n, _)| n == "a3").map(|(_, o)| o.clone()), Some(ArrayOrigin::AliasOf("x".into())));
        assert_eq!(ix.canonical_name(ix.get("a3").unwrap()).as_deref(), Some("x"));
        // an unnamed expression of x (explain, info) is a view of x
        let t = stridelab_engine::view::memory_owner(ix.get("x").unwrap());
        assert_eq!(ix.role_from(&t, Some("x")), Role::Owner);
    }

    #[test]
    fn axis_letters_skip_bound_names() {
        let it = session("k = np.arange(16).reshape(2, 2, 2, 2)\ni = 3\n");
        let ix = VarIndex::of(&it);
        assert_eq!(ix.axis_letters(4), vec!["j", "l", "m", "n"]);
        assert_eq!(ix.address(ix.get("k").unwrap()).0, "[j, l, m, n]");
    }
}
