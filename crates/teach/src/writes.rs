//! Which variables a write changed: the bytes of every buffer the variables look into are
//! copied before a statement that may write, compared afterwards, and each variable whose
//! elements touch a changed byte is named with the elements that changed
//! (`y[0, 2] = 30` -> `x, w changed too: x[2]; w[0, 2], w[1, 1], w[2, 0]`).

use std::rc::Rc;

use super::index::{BRUTE_LIMIT, VarIndex, index_text};
use stridelab_engine::buffer::Buffer;
use stridelab_engine::layout;
use stridelab_lang::ast::{Expr, ExprKind, Stmt, StmtKind};

/// Buffers larger than this in total are not snapshotted (the note is skipped).
pub const SNAPSHOT_LIMIT: usize = 64 << 20;
/// How many changed elements of one variable are listed before just counting them.
const LIST_MAX: usize = 4;

/// The bytes of each distinct buffer the variables looked into before a statement.
pub struct Snapshot {
    bufs: Vec<(Rc<Buffer>, Vec<u8>)>,
}

impl Snapshot {
    /// None when the buffers are too large to copy cheaply.
    pub fn take(ix: &VarIndex) -> Option<Snapshot> {
        let mut bufs: Vec<(Rc<Buffer>, Vec<u8>)> = Vec::new();
        let mut total = 0usize;
        for (_, a) in &ix.vars {
            if bufs.iter().any(|(b, _)| Rc::ptr_eq(b, &a.buf)) {
                continue;
            }
            total += a.buf.len();
            if total > SNAPSHOT_LIMIT {
                return None;
            }
            bufs.push((a.buf.clone(), a.buf.data.borrow().to_vec()));
        }
        Some(Snapshot { bufs })
    }

    /// Per changed buffer, a byte mask of what changed.
    fn changes(&self) -> Vec<(Rc<Buffer>, Vec<bool>)> {
        let mut out = Vec::new();
        for (b, before) in &self.bufs {
            let now = b.data.borrow();
            if now[..] == before[..] {
                continue;
            }
            let mask: Vec<bool> = now.iter().zip(before.iter()).map(|(x, y)| x != y).collect();
            out.push((b.clone(), mask));
        }
        out
    }

    /// The note naming every variable (except `exclude`, the ones the statement wrote
    /// through by assignment) whose visible elements changed: "x, w changed too: ..."
    /// after such a write, "fg2 changed: ..." when the statement wrote only through a
    /// call (`np.add.at(fg2, ...)`), which shows nothing otherwise.
    pub fn changed_note(&self, ix: &VarIndex, exclude: &[String]) -> Option<String> {
        let changes = self.changes();
        if changes.is_empty() {
            return None;
        }
        let mut names = Vec::new();
        let mut parts = Vec::new();
        // the buffer's owner first (it is what the other variables are views of), then by name
        let mut order: Vec<&(String, Rc<stridelab_engine::array::NdArray>)> = ix.vars.iter().collect();
        order.sort_by_key(|(n, a)| (!a.owndata, n.clone()));
        for (name, a) in order {
            if exclude.contains(name) || a.size() > BRUTE_LIMIT {
                continue;
            }
            let Some((_, mask)) = changes.iter().find(|(b, _)| Rc::ptr_eq(b, &a.buf)) else { continue };
            let isz = a.itemsize();
            let mut hit = Vec::new();
            for (flat, off) in a.offsets().into_iter().enumerate() {
                if mask.get(off..off + isz).is_some_and(|m| m.iter().any(|&c| c)) {
                    hit.push(flat);
                }
            }
            if hit.is_empty() {
                continue;
            }
            names.push(name.clone());
            parts.push(if hit.len() == a.size() && hit.len() > 1 {
                format!("all {} elements of {}", hit.len(), name)
            } else if hit.len() <= LIST_MAX {
                hit.iter()
                    .map(|&i| format!("{}{}", name, index_text(&layout::unravel(i, &a.shape))))
                    .collect::<Vec<_>>()
                    .join(", ")
            } else {
                format!("{} of {} elements of {}", hit.len(), a.size(), name)
            });
        }
        if names.is_empty() {
            return None;
        }
        let too = if exclude.is_empty() { "" } else { " too" };
        let text = format!("{} changed{}: {}", names.join(", "), too, parts.join("; "));
        Some(super::layout::wrap(&text, "", "  ", ix.width - super::summary::NOTE_PREFIX_COLS).trim_end().to_string())
    }
}

/// Could this statement write into an existing buffer? (Cheap and conservative: anything
/// with a call, a subscript/attribute target, an augmented assignment or a block.)
pub fn may_write(stmt: &Stmt) -> bool {
    match &stmt.kind {
        StmtKind::Import(_) | StmtKind::ImportFrom { .. } | StmtKind::FunctionDef { .. } | StmtKind::Pass => false,
        StmtKind::Break | StmtKind::Continue | StmtKind::Return(_) => false,
        StmtKind::Expr(_) | StmtKind::Del(_) => stmt.source.contains('('),
        StmtKind::Assign { targets, .. } => {
            stmt.source.contains('(') || targets.iter().any(|t| !matches!(t.kind, ExprKind::Name(_)))
        }
        _ => true,
    }
}

/// The variable an expression is rooted at: `x` for `x`, `x[1]`, `x.T[0]`, `x.flat`.
pub fn root_name(e: &Expr) -> Option<String> {
    match &e.kind {
        ExprKind::Name(n) => Some(n.clone()),
        ExprKind::Subscript(o, _) | ExprKind::Attr(o, _) => root_name(o),
        _ => None,
    }
}

/// Names the statement writes through by assignment (`y[0, 2] = 30`, `h += 1`, also inside
/// loops and blocks) or rebinds: a write note does not repeat them. Arrays written by a
/// call (`np.add.at(g, ...)`, `out=`) are not among them: nothing else shows that change.
pub fn direct_targets(stmt: &Stmt) -> Vec<String> {
    let mut out = Vec::new();
    assignment_targets(std::slice::from_ref(stmt), &mut out);
    out
}

fn assignment_targets(stmts: &[Stmt], out: &mut Vec<String>) {
    let add_target = |t: &Expr, out: &mut Vec<String>| {
        if let ExprKind::Tuple(items) | ExprKind::List(items) = &t.kind {
            out.extend(items.iter().filter_map(root_name));
        } else if let Some(n) = root_name(t) {
            out.push(n);
        }
    };
    for stmt in stmts {
        match &stmt.kind {
            StmtKind::Assign { targets, .. } => {
                for t in targets {
                    add_target(t, out);
                }
            }
            StmtKind::AugAssign { target, .. } => add_target(target, out),
            StmtKind::For { target, body, orelse, .. } => {
                add_target(target, out);
                assignment_targets(body, out);
                assignment_targets(orelse, out);
            }
            StmtKind::If { body, orelse, .. } | StmtKind::While { body, orelse, .. } => {
                assignment_targets(body, out);
                assignment_targets(orelse, out);
            }
            StmtKind::Try { body, handlers, orelse, finalbody } => {
                assignment_targets(body, out);
                for h in handlers {
                    assignment_targets(&h.body, out);
                }
                assignment_targets(orelse, out);
                assignment_targets(finalbody, out);
            }
            StmtKind::With { items, body } => {
                for w in items {
                    if let Some(t) = &w.target {
                        add_target(t, out);
                    }
                }
                assignment_targets(body, out);
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use stridelab_eval::interp::Interp;
    use stridelab_lang::parser::parse_program;

    fn note_after(setup: &str, stmt: &str) -> Option<String> {
        let mut it = crate::index::tests::session(setup);
        let snap = Snapshot::take(&VarIndex::new(&it.variables())).unwrap();
        let prog = parse_program(stmt).unwrap();
        assert!(may_write(&prog[0]));
        crate::run::run_statement(&mut it, &prog[0]);
        let _: &Interp = &it;
        snap.changed_note(&VarIndex::new(&it.variables()), &direct_targets(&prog[0]))
    }

    const SEED: &str = "x = np.arange(1, 7)\ny = x.reshape(2, 3)\nz = y[::-1, ::-2]\nw = windows(x, 3)\n";

    #[test]
    fn seed_write_names_x_and_w() {
        assert_eq!(
            note_after(SEED, "y[0, 2] = 30").as_deref(),
            Some("x, w, z changed too: x[2]; w[0, 2], w[1, 1], w[2, 0]; z[1, 0]")
        );
        // z reads cells 5, 3, 2, 0: cell 1 is not among them
        assert_eq!(
            note_after(SEED, "x[1] = 0").as_deref(),
            Some("w, y changed too: w[0, 1], w[1, 0]; y[0, 1]")
        );
        assert_eq!(
            note_after(SEED, "x.fill(0)").as_deref(),
            Some("x, w, y, z changed: all 6 elements of x; all 12 elements of w; all 6 elements\n  of y; all 4 elements of z")
        );
        assert_eq!(note_after(SEED, "x[1] = 2"), None);
        assert_eq!(note_after("x = np.arange(4)\nc = x.copy()\n", "x += 1"), None);
    }

    #[test]
    fn targets() {
        let p = parse_program("np.add.at(g, idx, 1)\nh[0] += 1\na, b = f(out=c)\nx.T[0] = 1\nfor i in range(2):\n    m[i] = 1\n").unwrap();
        assert!(direct_targets(&p[0]).is_empty());
        assert_eq!(direct_targets(&p[1]), vec!["h"]);
        assert_eq!(direct_targets(&p[2]), vec!["a", "b"]);
        assert_eq!(direct_targets(&p[3]), vec!["x"]);
        assert_eq!(direct_targets(&p[4]), vec!["i", "m"]);
    }

    #[test]
    fn call_writes_are_reported_without_too() {
        assert_eq!(
            note_after("g = np.zeros(5)\n", "np.add.at(g, [0, 1, 1], 1)").as_deref(),
            Some("g changed: g[0], g[1]")
        );
        let setup = "g = np.zeros(4)\nv = g[1:]\n";
        assert_eq!(note_after(setup, "np.add.at(v, [0], 1)").as_deref(), Some("g, v changed: g[1]; v[0]"));
        assert_eq!(note_after("m = np.zeros(4)\n", "for i in range(2):\n    m[i] = 1\n"), None);
    }
}
