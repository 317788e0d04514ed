//! `mem(x, y, ...)`: a picture of each buffer as a strip of cells (cell number, byte
//! offset, value) with one row per array marking the cells it reads (`#`), or, for an array
//! that reads some cell more than once, how many times it reads each cell. Arrays with two
//! or more dimensions also get the grid of cell numbers they read. Wide buffers wrap into a
//! few bands and very wide ones are elided in the middle, so everything fits 80 columns.

use std::rc::Rc;

use super::index::{BRUTE_LIMIT, VarIndex, index_text, reads_per_cell};
use stridelab_display::arrayprint::scalar_str;
use stridelab_engine::array::NdArray;
use stridelab_engine::dtype::Scalar;
use stridelab_engine::layout;

/// Up to this many bands are printed before the strip is elided instead.
const MAX_BANDS: usize = 4;
/// Longest label used as a row header; a longer one is shown in full in the legend and
/// its row is headed `#1`, `#2`, ... (names are never cut).
const LABEL_MAX: usize = 12;
/// Index grids with more cells than this are not drawn.
const GRID_MAX: usize = 256;

/// Whether every element of `a` lies inside one cell or covers whole cells (elements of a
/// structured array's field may straddle two cells, which a cell strip would misdraw).
fn fits_cells(a: &NdArray, cell: usize) -> bool {
    let isz = a.itemsize().max(1);
    let fits = |o: usize| (isz <= cell && o % cell + isz <= cell) || (isz.is_multiple_of(cell) && o.is_multiple_of(cell));
    if a.size() == 0 {
        return true;
    }
    if a.strides.iter().all(|&s| s % cell as isize == 0) {
        return fits(a.offset);
    }
    a.size() <= BRUTE_LIMIT && a.offsets().into_iter().all(fits)
}

/// The row header for the `k`-th array: its label, or `#k` when the label is long.
fn row_header(label: &str, k: usize) -> String {
    if label.chars().count() <= LABEL_MAX { label.to_string() } else { format!("#{}", k + 1) }
}

/// The cells a strip may show: all of them when few, else as many at each end as could
/// ever fit beside the "..." column. Only these cells' texts are made, so a buffer of
/// millions of cells costs no more to draw than a small one.
fn candidate_cells(ncells: usize, width: usize) -> Vec<usize> {
    // a column is at least 2 characters wide, so no band holds more than width / 2 cells
    let most = (width / 2).max(3);
    if ncells <= most * MAX_BANDS {
        (0..ncells).collect()
    } else {
        (0..most).chain(ncells - most..ncells).collect()
    }
}

/// Windows listed in a picture before the rest are only counted.
pub const WINDOWS_SHOWN: usize = 6;
/// Elements of one window walked to draw it; a bigger window is not drawn.
const WINDOW_MAX: usize = 4096;

/// What `mem` shows of one buffer and the arrays that look into it, computed once for the
/// text and the picture.
#[derive(Debug, Clone)]
pub struct Strip {
    /// The buffer's name (`b1`).
    pub buffer: String,
    /// The sentence above the strip (size, cells, owner, or why it is shown byte by byte).
    pub head: String,
    /// Bytes per cell drawn.
    pub cell: usize,
    pub ncells: usize,
    /// The cells whose texts were made: all when few, else both ends (see `candidate_cells`).
    pub shown: Vec<usize>,
    /// The value in each cell of `shown`.
    pub values: Vec<String>,
    pub arrays: Vec<ArrayReads>,
}

/// Which cells one array reads, and how.
#[derive(Debug, Clone)]
pub struct ArrayReads {
    /// The expression as typed.
    pub label: String,
    /// Its row header (`#2` for a long label).
    pub header: String,
    /// (cell, reads) for each cell it reads, in cell order; None when too many elements.
    pub counts: Option<Vec<(usize, usize)>>,
    /// Whether some cell holds more than one of its elements (counts are shown, not `#`).
    pub multi: bool,
    pub legend: String,
    pub grid: Option<Grid>,
    pub windows: Option<Windows>,
}

impl ArrayReads {
    /// How many times the array reads cell `c`.
    pub fn count(&self, c: usize) -> usize {
        let Some(counts) = &self.counts else { return 0 };
        counts.binary_search_by_key(&c, |&(c, _)| c).map_or(0, |i| counts[i].1)
    }
}

/// The cell each element of a 2-D (or higher) array reads, in C order.
#[derive(Debug, Clone)]
pub struct Grid {
    pub shape: Vec<usize>,
    pub cells: Vec<usize>,
}

/// A view whose trailing axes walk windows that overlap (`windows(x, 3)`, an `as_strided`
/// pooling view): the cells each of its first windows reads.
#[derive(Debug, Clone)]
pub struct Windows {
    /// How many leading axes number the windows.
    pub lead: usize,
    pub count: usize,
    /// The first windows: index text (`w[1]`) and the cells it reads, sorted, once each.
    pub first: Vec<(String, Vec<usize>)>,
}

/// The facts of the strip for one buffer and the arrays that look into it.
pub fn strip_facts(ix: &VarIndex, arrays: &[(String, Rc<NdArray>)]) -> Strip {
    let first = &arrays[0].1;
    let width = ix.width;
    let buf = &first.buf;
    let owner = stridelab_engine::view::memory_owner(first);
    let owner_name = super::info::owner_text(ix, first);
    // The buffer's own cells (its owner's items), as every display numbers them, when every
    // element lies inside one cell or covers whole ones (a structured array's field, or a
    // view shifted by a few bytes, may straddle two): else single bytes.
    let buffer_cell = super::index::buffer_cell(first);
    let aligned = buffer_cell == owner.itemsize() && arrays.iter().all(|(_, a)| fits_cells(a, buffer_cell));
    let (cell, dtype) = if aligned { (buffer_cell, owner.dtype) } else { (1, stridelab_engine::dtype::DType::UInt8) };
    let ncells = buf.len() / cell;
    let structured = ix.records.iter().any(|(_, b)| Rc::ptr_eq(b, &owner));
    let head = if aligned && !structured {
        format!(
            "buffer {}: {} bytes = {} cells of {} ({} byte{} each), owned by {}",
            buf.name(),
            buf.len(),
            ncells,
            dtype.name(),
            cell,
            if cell == 1 { "" } else { "s" },
            owner_name
        )
    } else {
        let why = if structured {
            format!("{} is a structured array, whose cells are bytes", owner_name)
        } else if buffer_cell == owner.itemsize() {
            format!("some elements straddle two of its {}-byte cells", buffer_cell)
        } else {
            format!("its {} bytes are not a whole number of {}-byte {} items", buf.len(), owner.itemsize(), owner.dtype.name())
        };
        format!("buffer {}: {} bytes, owned by {}, shown byte by byte (values as uint8): {}", buf.name(), buf.len(), owner_name, why)
    };
    let shown = candidate_cells(ncells, width);
    let values: Vec<String> = {
        let data = buf.data.borrow();
        shown.iter().map(|&c| scalar_str(dtype, Scalar::from_le_bytes(dtype, &data[c * cell..(c + 1) * cell]))).collect()
    };
    let mut rows = Vec::new();
    for (k, (label, a)) in arrays.iter().enumerate() {
        let header = row_header(label, k);
        let named = if header == *label { label.clone() } else { format!("{} = {}", header, label) };
        let counts = reads_per_cell(a, cell);
        let multi = counts.as_ref().is_some_and(|c| c.iter().any(|&(_, n)| n > 1));
        let overlapping = multi && !matches!(super::index::self_overlap(a), super::index::SelfOverlap::No);
        let legend = match &counts {
            None => format!("{}: too many elements to draw", named),
            Some(counts) => legend_text(&named, a, counts.len(), ncells, cell, multi, overlapping),
        };
        let grid = if a.ndim() >= 2 { Grid::of(a, cell) } else { None };
        let windows = if overlapping { Windows::of(label, a, cell) } else { None };
        rows.push(ArrayReads { label: label.clone(), header, counts, multi, legend, grid, windows });
    }
    Strip { buffer: buf.name(), head, cell, ncells, shown, values, arrays: rows }
}

/// The legend line of one array: how many elements on how many cells, and what the
/// numbers in its row count.
fn legend_text(named: &str, a: &NdArray, used: usize, ncells: usize, cell: usize, multi: bool, overlapping: bool) -> String {
    if multi && overlapping {
        format!("{}: {} elements on {} of {} cells; numbers count reads (self-overlapping)", named, a.size(), used, ncells)
    } else if multi {
        // smaller elements than the cells drawn: several fit in one cell without overlapping
        format!(
            "{}: {} elements on {} of {} cells; numbers count elements per cell ({}-byte items)",
            named,
            a.size(),
            used,
            ncells,
            a.itemsize()
        )
    } else if a.itemsize() < cell {
        // one element per cell, but only part of it (c.imag reads the second half)
        format!("{}: {} elements on {} of {} cells, each element {} of its cell's {} bytes", named, a.size(), used, ncells, a.itemsize(), cell)
    } else {
        format!("{}: {} elements on {} of {} cells", named, a.size(), used, ncells)
    }
}

/// The strip as text, at most `width` columns wide.
pub fn strip_text(s: &Strip, width: usize) -> String {
    let mut out = super::explain::wrap_words(&s.head, "", width);
    // rows: (label, text of each shown cell)
    let mut rows: Vec<(String, Vec<String>)> = vec![
        ("cell".into(), s.shown.iter().map(|c| c.to_string()).collect()),
        ("byte".into(), s.shown.iter().map(|c| (c * s.cell).to_string()).collect()),
        ("value".into(), s.values.clone()),
    ];
    for r in s.arrays.iter().filter(|r| r.counts.is_some()) {
        let marks = s
            .shown
            .iter()
            .map(|&c| match r.count(c) {
                0 => ".".to_string(),
                1 if !r.multi => "#".to_string(),
                n => n.to_string(),
            })
            .collect();
        rows.push((r.header.clone(), marks));
    }
    let lw = rows.iter().map(|(l, _)| l.chars().count()).max().unwrap_or(5);
    let cw = rows.iter().flat_map(|(_, v)| v.iter().map(|s| s.chars().count())).max().unwrap_or(1) + 1;
    let per_band = (width.saturating_sub(lw + 4) / cw).max(3);
    // columns are positions in `shown` (None: the "..." column)
    let render = |cols: &[Option<usize>]| -> String {
        let mut s = String::new();
        for (label, cells) in &rows {
            s.push_str(&format!("  {:>lw$} |", label, lw = lw));
            for c in cols {
                let t = match c {
                    Some(i) => cells[*i].as_str(),
                    None => "...",
                };
                s.push_str(&format!("{:>cw$}", t, cw = cw));
            }
            s.push('\n');
        }
        s
    };
    if s.ncells <= per_band * MAX_BANDS {
        // every cell is among the candidates: `candidate_cells` keeps all of a buffer this small
        let all: Vec<Option<usize>> = (0..s.ncells).map(Some).collect();
        for (k, band) in all.chunks(per_band).enumerate() {
            if k > 0 {
                out.push('\n');
            }
            out.push_str(&render(band));
        }
    } else {
        // elide the middle: as many cells as fit on each side of a "..." column
        let h = (per_band - 1) / 2;
        let n = s.shown.len();
        let mut cols: Vec<Option<usize>> = (0..h).map(Some).collect();
        cols.push(None);
        cols.extend((n - h..n).map(Some));
        out.push_str(&render(&cols));
        out.push_str(&format!("  ({} cells in the middle not shown)\n", s.ncells - 2 * h));
    }
    for r in &s.arrays {
        out.push_str(&super::layout::wrap(&r.legend, "  ", "    ", width));
    }
    for r in &s.arrays {
        if let Some(g) = &r.grid {
            out.push_str(&grid_text(&r.label, g));
        }
    }
    out
}

impl Grid {
    /// The grid of `a`, or None when it is empty or too big to draw (decided from its size
    /// before walking) or the walk was stopped.
    pub fn of(a: &NdArray, cell: usize) -> Option<Grid> {
        if a.size() > GRID_MAX || a.size() == 0 {
            return None;
        }
        let cells: Vec<usize> = a.offsets().into_iter().map(|o| o / cell).collect();
        // a short walk was stopped (work budget, Ctrl-C): the command reports the stop
        (cells.len() == a.size()).then(|| Grid { shape: a.shape.clone(), cells })
    }

    /// Rows and columns of one 2-D block, and how many blocks.
    pub fn blocks(&self) -> (usize, usize, usize) {
        let nd = self.shape.len();
        let (rows, cols) = (self.shape[nd - 2], self.shape[nd - 1]);
        (rows, cols, self.cells.len() / (rows * cols))
    }

    /// The index text of block `b`'s leading axes (`[1, 0, :, :]`), empty for a 2-D grid.
    pub fn block_index(&self, b: usize) -> String {
        let nd = self.shape.len();
        if nd <= 2 {
            return String::new();
        }
        let (rows, cols, _) = self.blocks();
        let lead = layout::unravel(b * rows * cols, &self.shape);
        let mut idx: Vec<String> = lead[..nd - 2].iter().map(|i| i.to_string()).collect();
        idx.push(":".into());
        idx.push(":".into());
        format!("[{}]", idx.join(", "))
    }
}

/// Blocks of a grid printed (or drawn) before the rest are only counted.
pub const MAX_BLOCKS: usize = 6;

/// The cell number each element of a 2-D (or higher) array reads, as a grid; higher
/// dimensions print one 2-D block per leading index (a few at most).
pub fn grid_text(label: &str, g: &Grid) -> String {
    let w = g.cells.iter().map(|c| c.to_string().len()).max().unwrap_or(1);
    let (rows, cols, nblocks) = g.blocks();
    let block = rows * cols;
    let mut out = format!("  cells read by {} {}:\n", label, super::index::tuple_text(&g.shape));
    for b in 0..nblocks.min(MAX_BLOCKS) {
        if g.shape.len() > 2 {
            out.push_str(&format!("    {}{}\n", label, g.block_index(b)));
        }
        for r in 0..rows {
            let open = if r == 0 { "[[" } else { " [" };
            let close = if r + 1 == rows { "]]" } else { "]" };
            let line: Vec<String> = (0..cols).map(|c| format!("{:>w$}", g.cells[b * block + r * cols + c], w = w)).collect();
            out.push_str(&format!("    {}{}{}\n", open, line.join(" "), close));
        }
    }
    if nblocks > MAX_BLOCKS {
        out.push_str(&format!("    ... ({} more blocks)\n", nblocks - MAX_BLOCKS));
    }
    out
}

impl Windows {
    /// The windows of a self-overlapping view: its trailing axes are a window when their
    /// strides are all strides of its leading axes too (as sliding_window_view and
    /// as_strided pooling build them); as many trailing axes as can be, at most half.
    /// Broadcasting (stride 0 only) makes no windows.
    pub fn of(label: &str, a: &NdArray, cell: usize) -> Option<Windows> {
        let nd = a.ndim();
        let k = (1..=nd / 2)
            .rev()
            .find(|&k| a.strides[nd - k..].iter().all(|s| *s != 0 && a.strides[..nd - k].contains(s)))?;
        let (lead, inner) = (&a.shape[..nd - k], &a.shape[nd - k..]);
        let count: usize = lead.iter().product();
        let per: usize = inner.iter().product();
        if per > WINDOW_MAX || count == 0 {
            return None;
        }
        let first = (0..count.min(WINDOWS_SHOWN))
            .map(|j| {
                let idx = layout::unravel(j, lead);
                let base = a.offset as isize + idx.iter().zip(&a.strides).map(|(&i, &s)| i as isize * s).sum::<isize>();
                let mut cells: Vec<usize> = (0..per)
                    .map(|e| {
                        let at = layout::unravel(e, inner);
                        let off = base + at.iter().zip(&a.strides[nd - k..]).map(|(&i, &s)| i as isize * s).sum::<isize>();
                        off as usize / cell
                    })
                    .collect();
                cells.sort_unstable();
                cells.dedup();
                (format!("{}{}", label, index_text(&idx)), cells)
            })
            .collect();
        Some(Windows { lead: nd - k, count, first })
    }
}
/// The text `mem(...)` prints for the given (label, array) pairs, one strip per buffer.
pub fn mem_text(ix: &VarIndex, items: &[(String, Rc<NdArray>)]) -> String {
    let strips: Vec<String> = mem_facts(ix, items).iter().map(|s| strip_text(s, ix.width)).collect();
    strips.join("\n")
}

/// The facts of `mem(...)` for the given (label, array) pairs: one strip per buffer, in the
/// order the buffers first appear.
pub fn mem_facts(ix: &VarIndex, items: &[(String, Rc<NdArray>)]) -> Vec<Strip> {
    let mut groups: Vec<Vec<(String, Rc<NdArray>)>> = Vec::new();
    for it in items {
        match groups.iter_mut().find(|g| Rc::ptr_eq(&g[0].1.buf, &it.1.buf)) {
            Some(g) => g.push(it.clone()),
            None => groups.push(vec![it.clone()]),
        }
    }
    groups.iter().map(|g| strip_facts(ix, g)).collect()
}

/// Text of one element index for listings (`w[0, 2]`).
pub fn element_label(name: &str, a: &NdArray, flat: usize) -> String {
    format!("{}{}", name, index_text(&layout::unravel(flat, &a.shape)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::index::tests::session;

    fn items(ix: &VarIndex, names: &[&str]) -> Vec<(String, Rc<NdArray>)> {
        names.iter().map(|n| (n.to_string(), ix.get(n).unwrap().clone())).collect()
    }

    #[test]
    fn seed_strip() {
        let it = session("x = np.arange(1, 7)\ny = x.reshape(2, 3)\nz = y[::-1, ::-2]\nw = windows(x, 3)\ny[0, 2] = 30\n");
        let ix = VarIndex::new(&it.variables());
        let text = mem_text(&ix, &items(&ix, &["x", "z", "w"]));
        let expected = "\
buffer b1: 48 bytes = 6 cells of int64 (8 bytes each), owned by x
   cell |  0  1  2  3  4  5
   byte |  0  8 16 24 32 40
  value |  1  2 30  4  5  6
      x |  #  #  #  #  #  #
      z |  #  .  #  #  .  #
      w |  1  2  3  3  2  1
  x: 6 elements on 6 of 6 cells
  z: 4 elements on 4 of 6 cells
  w: 12 elements on 6 of 6 cells; numbers count reads (self-overlapping)
  cells read by z (2, 2):
    [[5 3]
     [2 0]]
  cells read by w (4, 3):
    [[0 1 2]
     [1 2 3]
     [2 3 4]
     [3 4 5]]
";
        assert_eq!(text, expected);
    }

    #[test]
    fn wide_buffers_wrap_then_elide() {
        let it = session("a = np.arange(40)\nb = np.arange(300)\nc = b[::7]\n");
        let ix = VarIndex::new(&it.variables());
        let wrapped = mem_text(&ix, &items(&ix, &["a"]));
        assert!(wrapped.lines().all(|l| l.len() <= 80), "{}", wrapped);
        assert_eq!(wrapped.lines().filter(|l| l.trim_start().starts_with("cell")).count(), 3, "{}", wrapped);
        let elided = mem_text(&ix, &items(&ix, &["b", "c"]));
        assert!(elided.lines().all(|l| l.len() <= 80), "{}", elided);
        assert!(elided.contains("cells in the middle not shown"), "{}", elided);
        assert!(elided.contains("c: 43 elements on 43 of 300 cells"), "{}", elided);
        let it = session("x = np.arange(6)\nv = x.view(np.int32)\n");
        let ix = VarIndex::new(&it.variables());
        let mixed = mem_text(&ix, &items(&ix, &["x", "v"]));
        assert!(mixed.contains("v: 12 elements on 6 of 6 cells; numbers count elements per cell (4-byte items)"), "{}", mixed);
    }

    #[test]
    fn straddling_fields_are_drawn_byte_by_byte() {
        let it = session("x = np.zeros(3, dtype=[('a', 'i4'), ('b', 'f8')])\nb = x['b']\na = x['a']\n");
        let ix = VarIndex::new(&it.variables());
        let t = mem_text(&ix, &items(&ix, &["b"]));
        assert!(t.contains("shown byte by byte"), "{}", t);
        assert!(t.contains("b: 3 elements on 24 of 36 cells"), "{}", t);
        // a structured array's cells are bytes, whatever its fields' sizes
        let t = mem_text(&ix, &items(&ix, &["a"]));
        assert!(t.contains("x is a\nstructured array, whose cells are bytes"), "{}", t);
        assert!(t.contains("a: 3 elements on 12 of 36 cells"), "{}", t);
    }
}
