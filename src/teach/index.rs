//! The variable index: for every array variable, which buffer it lives in, from which byte,
//! whether it owns that buffer or is a view (and of which named variable), whether it is
//! read-only and whether it reads some cell more than once.
//!
//! "View of" follows `.base` links first (through the DummyArray of the stride tricks), so it
//! names what NumPy itself records; only when no named array is on that chain does it fall
//! back to a named array in the same buffer that shares memory with it.

use std::rc::Rc;

use crate::engine::array::{Base, NdArray};
use crate::engine::overlap::{self, Overlap, Region};
use crate::eval::value::Value;

/// Work limit for the exact overlap solver in displays; past it the answer is "maybe".
pub const MAX_WORK: u64 = 1 << 16;
/// Largest number of elements (or element pairs) the brute-force displays walk.
pub const BRUTE_LIMIT: usize = 1 << 20;

/// The memory footprint of an array, for the overlap solvers.
pub fn region(a: &NdArray) -> Region<'_> {
    Region { offset: a.offset as i64, shape: &a.shape, strides: &a.strides, itemsize: a.itemsize() }
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

pub fn self_overlap(a: &NdArray) -> SelfOverlap {
    match overlap::internal_overlap(&region(a), Some(MAX_WORK)) {
        Overlap::No => SelfOverlap::No,
        Overlap::TooHard => SelfOverlap::Unknown,
        Overlap::Yes => match overlap::address_multiplicity(&region(a), BRUTE_LIMIT) {
            Some((elements, cells)) => SelfOverlap::Yes { elements, cells },
            None => SelfOverlap::YesUncounted,
        },
    }
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
}

impl VarIndex {
    /// Index the array-valued variables (other values are ignored).
    pub fn new(variables: &[(String, Value)]) -> VarIndex {
        let mut vars: Vec<(String, Rc<NdArray>)> = variables
            .iter()
            .filter_map(|(n, v)| match v {
                Value::Array(a) => Some((n.clone(), a.clone())),
                _ => None,
            })
            .collect();
        vars.sort_by(|a, b| a.0.cmp(&b.0));
        VarIndex { vars }
    }

    pub fn get(&self, name: &str) -> Option<&Rc<NdArray>> {
        self.vars.iter().find(|(n, _)| n == name).map(|(_, a)| a)
    }

    /// Names bound to exactly this array object.
    pub fn names_of(&self, a: &Rc<NdArray>) -> Vec<String> {
        self.vars.iter().filter(|(_, b)| Rc::ptr_eq(a, b)).map(|(n, _)| n.clone()).collect()
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

    /// The nearest named array whose memory `a` looks into.
    pub fn role_of(&self, a: &Rc<NdArray>) -> Role {
        if a.owndata {
            return Role::Owner;
        }
        let mut cur = a.clone();
        // .base chains are short (NumPy collapses them); the bound only guards against cycles
        for _ in 0..64 {
            let next = match &cur.base {
                Some(Base::Array(b)) | Some(Base::Dummy(b)) => b.clone(),
                None => break,
            };
            if let Some(n) = self.names_of(&next).into_iter().next() {
                return Role::ViewOf(n);
            }
            cur = next;
        }
        // No named array on the chain: fall back to a named array of the same buffer that
        // holds every cell `a` reads (its owner first). Equal footprints are broken by name
        // so two such views never name each other.
        let own_name = self.names_of(a).into_iter().next().unwrap_or_default();
        let cells = cell_set(a);
        let mut best: Option<&String> = None;
        for (n, b) in &self.vars {
            if Rc::ptr_eq(a, b) || !Rc::ptr_eq(&a.buf, &b.buf) || b.dtype != a.dtype {
                continue;
            }
            let (Some(mine), Some(theirs)) = (&cells, cell_set(b)) else { continue };
            if !mine.iter().all(|c| theirs.binary_search(c).is_ok()) {
                continue;
            }
            if theirs.len() == mine.len() && !b.owndata && !own_name.is_empty() && *n > own_name {
                continue;
            }
            if b.owndata {
                return Role::ViewOf(n.clone());
            }
            best = best.or(Some(n));
        }
        match best {
            Some(n) => Role::ViewOf(n.clone()),
            None => Role::ViewOfUnnamed,
        }
    }

    /// Everything the summary line and `info` need about one array (named or not).
    pub fn facts(&self, name: &str, a: &Rc<NdArray>) -> ArrayFacts {
        ArrayFacts {
            name: name.to_string(),
            arr: a.clone(),
            role: self.role_of(a),
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

/// The sorted distinct byte offsets of an array's elements (None if too many to list).
fn cell_set(a: &NdArray) -> Option<Vec<usize>> {
    if a.size() > BRUTE_LIMIT {
        return None;
    }
    let mut v = a.offsets();
    v.sort_unstable();
    v.dedup();
    Some(v)
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

/// Letters for the axes in address formulas: i, j, k, l, m, n, then i6, i7, ...
pub fn axis_letter(k: usize) -> String {
    const L: [&str; 6] = ["i", "j", "k", "l", "m", "n"];
    L.get(k).map(|s| s.to_string()).unwrap_or_else(|| format!("i{}", k))
}

/// The byte address of element `[i, j, ...]` as a formula: `b1 + 40 - 24*i - 16*j`.
pub fn address_formula(a: &NdArray) -> String {
    let mut s = format!("{} + {}", a.buf.name(), a.offset);
    for (k, &st) in a.strides.iter().enumerate() {
        let sign = if st < 0 { '-' } else { '+' };
        s.push_str(&format!(" {} {}*{}", sign, st.unsigned_abs(), axis_letter(k)));
    }
    s
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::eval::interp::Interp;
    use crate::run::run_source;

    pub(crate) fn session(src: &str) -> Interp {
        crate::engine::buffer::reset_allocator();
        let mut it = Interp::new();
        it.rich = true;
        run_source(&mut it, src, |_, _, _| {}).expect("parses");
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
        assert_eq!(address_formula(ix.get("z").unwrap()), "b1 + 40 - 24*i - 16*j");
    }

    #[test]
    fn fallback_by_buffer_and_unnamed() {
        let it = session("import numpy as np\nx = np.arange(6)\na = x[1:]\nb = a[1:]\ndel x\nc = np.arange(4).reshape(2, 2).T\n");
        let ix = VarIndex::new(&it.variables());
        // b's base is x (deleted): a holds every cell b reads, not the other way round
        assert_eq!(ix.role_of(ix.get("b").unwrap()), Role::ViewOf("a".into()));
        assert_eq!(ix.role_of(ix.get("a").unwrap()), Role::ViewOfUnnamed);
        assert_eq!(ix.role_of(ix.get("c").unwrap()), Role::ViewOfUnnamed);
        let (share, apart) = ix.buffer_neighbours(ix.get("a").unwrap());
        assert_eq!((share, apart), (vec!["b".to_string()], vec![]));
    }
}
