//! Pictures of the teaching displays as SVG, for front ends that show images (the notebook
//! kernel, the HTML export). One drawing module, fed by the same facts as the text views:
//! a display computes its facts once, renders them as text always and, when the front end
//! asked for pictures (`TeachState::draw`), as a [`Figure`] too.
//!
//! Every figure is a standalone document: real `<text>` (selectable), a viewBox, no external
//! resources and no ids (several figures share one HTML page). Colours are Okabe-Ito's,
//! which colour-blind readers tell apart; fills are semi-transparent so they read on the
//! figure's own panel, light by default and dark under `prefers-color-scheme: dark`.

use std::fmt::Write as _;
use std::rc::Rc;

use crate::index::VarIndex;
use crate::mem::{Grid, Strip, WINDOWS_SHOWN};
use stridelab_engine::array::NdArray;

/// One picture of a teaching display: a standalone `<svg>` document, and the text display
/// it draws (the fallback where images are not shown).
#[derive(Debug, Clone, PartialEq)]
pub struct Figure {
    pub svg: String,
    pub text: String,
}

/// `s` with XML's five special characters escaped, for SVG text and attributes.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Okabe-Ito's colours, one per array in a figure (yellow last: weakest on light panels).
pub const PALETTE: [&str; 7] = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442"];
/// Vermillion: what a figure points at (the cell of whereis, shared cells, winners).
const MARK: &str = "#D55E00";
/// Widest figure, in pixels: a notebook column.
pub const MAX_WIDTH: f64 = 800.0;
/// Width of one character of the figures' monospace font at 12 px, for layout.
const CH: f64 = 7.3;
const LINE: f64 = 16.0;
const PAD: f64 = 12.0;
/// Cells wider buffers are elided around, never fewer.
const MIN_COLS: usize = 5;

/// Colours for text and lines on the light panel, then on the dark one. Class names carry
/// a prefix: inline SVG shares the page's stylesheet.
const STYLE: &str = ".sl-bg{fill:#ffffff;stroke:#c8c8c8}\
.sl-t{fill:#1b1b1b;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,'DejaVu Sans Mono',monospace;font-size:12px}\
.sl-m{fill:#5c5c5c;font-size:10px}.sl-b{font-weight:bold}\
.sl-c{fill:none;stroke:#6e6e6e}.sl-l{stroke:#3a3a3a;fill:none}.sl-a{fill:#3a3a3a}\
.sl-k0{fill:#0072B2}.sl-k1{fill:#A86F00}.sl-k2{fill:#007A5A}.sl-k3{fill:#A8508A}.sl-k4{fill:#2A7FB0}.sl-k5{fill:#C04F00}.sl-k6{fill:#7A7000}\
@media (prefers-color-scheme: dark){.sl-bg{fill:#1e1e1e;stroke:#4a4a4a}.sl-t{fill:#e8e8e8}.sl-m{fill:#b4b4b4}\
.sl-c{stroke:#9a9a9a}.sl-l{stroke:#d0d0d0}.sl-a{fill:#d0d0d0}\
.sl-k0{fill:#5AB4F0}.sl-k1{fill:#E69F00}.sl-k2{fill:#2BC29A}.sl-k3{fill:#E08CC0}.sl-k4{fill:#56B4E9}.sl-k5{fill:#F07A30}.sl-k6{fill:#F0E442}}";

/// An SVG document being drawn, growing downwards.
struct Canvas {
    body: String,
    width: f64,
    y: f64,
}

impl Canvas {
    fn new() -> Canvas {
        Canvas { body: String::new(), width: 0.0, y: PAD }
    }

    fn grow(&mut self, x: f64) {
        self.width = self.width.max(x.min(MAX_WIDTH - PAD));
    }

    /// Text at (x, y) (baseline); `class` adds to `sl-t` (`sl-m` small and muted, `sl-b`
    /// bold); `anchor` is start, middle or end; `fill` overrides the theme's colour.
    fn text(&mut self, x: f64, y: f64, s: &str, class: &str, anchor: &str, fill: Option<&str>) {
        // a palette colour is a class: its text shade differs per theme (see STYLE)
        let (class, fill) = match fill.and_then(|f| PALETTE.iter().position(|p| *p == f)) {
            Some(k) => (format!("{} sl-k{}", class, k), String::new()),
            None => (class.to_string(), fill.map(|f| format!(" style=\"fill:{}\"", f)).unwrap_or_default()),
        };
        let _ = writeln!(
            self.body,
            "<text x=\"{:.1}\" y=\"{:.1}\" class=\"sl-t {}\" text-anchor=\"{}\"{}>{}</text>",
            x,
            y,
            class,
            anchor,
            fill,
            escape(s)
        );
        let w = s.chars().count() as f64 * if class.contains("sl-m") { CH * 0.85 } else { CH };
        self.grow(match anchor {
            "middle" => x + w / 2.0,
            "end" => x,
            _ => x + w,
        });
    }

    /// Lines of text from the left margin, wrapped between words to the figure's width.
    fn para(&mut self, s: &str, class: &str, fill: Option<&str>) {
        let cols = ((MAX_WIDTH - 2.0 * PAD) / CH) as usize;
        for line in wrap(s, cols) {
            self.y += LINE;
            self.text(PAD, self.y - 4.0, &line, class, "start", fill);
        }
    }

    /// A rectangle; `fill` (with its opacity) or none, `stroke` a colour or the theme's.
    fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, fill: Option<(&str, f64)>, stroke: Option<(&str, f64)>) {
        let f = match fill {
            Some((c, o)) => format!("fill=\"{}\" fill-opacity=\"{}\"", c, o),
            None => "fill=\"none\"".into(),
        };
        let (class, s) = match stroke {
            Some((c, sw)) => ("", format!(" stroke=\"{}\" stroke-width=\"{}\"", c, sw)),
            None if fill.is_none() => ("sl-c", String::new()),
            None => ("", String::new()),
        };
        let class = if class.is_empty() { String::new() } else { format!(" class=\"{}\"", class) };
        let _ = writeln!(self.body, "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" {}{}{}/>", x, y, w, h, f, s, class);
        self.grow(x + w);
    }

    /// A line in the theme's colour, or `colour`; dashed when asked.
    fn line(&mut self, (x1, y1): (f64, f64), (x2, y2): (f64, f64), colour: Option<&str>, width: f64, dashed: bool) {
        let look = match colour {
            Some(c) => format!("stroke=\"{}\"", c),
            None => "class=\"sl-l\"".into(),
        };
        let dash = if dashed { " stroke-dasharray=\"4 3\"" } else { "" };
        let _ = writeln!(
            self.body,
            "<line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" {} stroke-width=\"{}\"{}/>",
            x1, y1, x2, y2, look, width, dash
        );
    }

    /// An arrow from `a` to `b` with its head at `b` (a drawn triangle: markers need ids).
    fn arrow(&mut self, a: (f64, f64), b: (f64, f64), colour: Option<&str>, width: f64, dashed: bool) {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt().max(1e-6);
        let (ux, uy) = (dx / len, dy / len);
        let base = (b.0 - 8.0 * ux, b.1 - 8.0 * uy);
        self.line(a, base, colour, width, dashed);
        let (px, py) = (-uy * 4.0, ux * 4.0);
        let look = match colour {
            Some(c) => format!("fill=\"{}\"", c),
            None => "class=\"sl-a\"".into(),
        };
        let _ = writeln!(
            self.body,
            "<polygon points=\"{:.1},{:.1} {:.1},{:.1} {:.1},{:.1}\" {}/>",
            b.0,
            b.1,
            base.0 + px,
            base.1 + py,
            base.0 - px,
            base.1 - py,
            look
        );
    }

    /// The finished document: panel, style, title (for screen readers), body.
    fn finish(self, title: &str) -> String {
        let (w, h) = ((self.width + PAD).ceil().min(MAX_WIDTH), (self.y + PAD).ceil());
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" role=\"img\">\n<title>{}</title>\n<style>{}</style>\n<rect class=\"sl-bg\" x=\"0.5\" y=\"0.5\" width=\"{}\" height=\"{}\" rx=\"6\"/>\n{}</svg>\n",
            escape(title),
            STYLE,
            w - 1.0,
            h - 1.0,
            self.body
        )
    }
}

/// `s` broken between words into lines of at most `cols` characters (a longer word alone).
fn wrap(s: &str, cols: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut cur = String::new();
    for word in s.split(' ') {
        if !cur.is_empty() && cur.chars().count() + 1 + word.chars().count() > cols {
            lines.push(std::mem::take(&mut cur));
        }
        if !cur.is_empty() {
            cur.push(' ');
        }
        cur.push_str(word);
    }
    if !cur.is_empty() {
        lines.push(cur);
    }
    lines
}

fn colour(k: usize) -> &'static str {
    PALETTE[k % PALETTE.len()]
}

/// A strip's columns: each a position in `strip.shown`, or the "..." gap.
struct Columns {
    cols: Vec<Option<usize>>,
    x0: f64,
    cw: f64,
}

impl Columns {
    /// As many cells as fit beside the label column; the middle elided when too many.
    fn of(s: &Strip, label_w: f64) -> Columns {
        let chars = s
            .values
            .iter()
            .map(|v| v.chars().count())
            .chain(s.shown.last().map(|c| (c * s.cell).to_string().len()))
            .max()
            .unwrap_or(1);
        let cw = (chars as f64 * CH + 10.0).max(30.0);
        let x0 = PAD + label_w;
        let fit = (((MAX_WIDTH - x0 - PAD) / cw) as usize).max(MIN_COLS);
        let n = s.shown.len();
        let cols = if s.ncells <= fit && n == s.ncells {
            (0..n).map(Some).collect()
        } else {
            let h = ((fit - 1) / 2).min(n / 2);
            let mut cols: Vec<Option<usize>> = (0..h).map(Some).collect();
            cols.push(None);
            cols.extend((n - h..n).map(Some));
            cols
        };
        Columns { cols, x0, cw }
    }

    /// Left edge of the column showing cell `c` (the gap's, for an elided cell).
    fn x_of(&self, s: &Strip, c: usize) -> Option<f64> {
        let mut gap = None;
        for (k, col) in self.cols.iter().enumerate() {
            match col {
                Some(p) if s.shown[*p] == c => return Some(self.x0 + k as f64 * self.cw),
                None => gap = Some(self.x0 + k as f64 * self.cw),
                _ => {}
            }
        }
        // an elided cell lies between the two ends: draw it in the gap
        let first_hidden = self.cols.iter().take_while(|c| c.is_some()).count();
        let last_before = first_hidden.checked_sub(1).and_then(|k| self.cols[k]).map(|p| s.shown[p]);
        gap.filter(|_| last_before.is_some_and(|b| c > b))
    }

    fn right(&self) -> f64 {
        self.x0 + self.cols.len() as f64 * self.cw
    }
}

/// Where a drawn strip put its cells, for arrows into it.
struct Placed {
    cols: Columns,
    /// Bottom of the value cells.
    bottom: f64,
}

/// Draw the strip of one buffer: cell numbers, value cells, byte offsets, then one band per
/// array marking the cells it reads (numbers where some cell is read more than once), and
/// the windows of sliding-window views. `marked` cells (sorted) get a vermillion outline.
fn draw_strip(cv: &mut Canvas, s: &Strip, marked: &[usize]) -> Placed {
    let label_w = s.arrays.iter().map(|r| r.header.chars().count()).chain([5]).max().unwrap_or(5) as f64 * CH + 12.0;
    let cols = Columns::of(s, label_w);
    let (cw, ch) = (cols.cw, 24.0);
    let mid = |k: usize| cols.x0 + k as f64 * cw + cw / 2.0;
    let right = cols.x0 - 8.0;
    cv.y += 14.0;
    cv.text(right, cv.y - 2.0, "cell", "sl-m", "end", None);
    for (k, c) in cols.cols.iter().enumerate() {
        if let Some(p) = c {
            cv.text(mid(k), cv.y - 2.0, &s.shown[*p].to_string(), "sl-m", "middle", None);
        }
    }
    let top = cv.y + 2.0;
    cv.text(right, top + 16.0, "value", "", "end", None);
    for (k, c) in cols.cols.iter().enumerate() {
        let x = cols.x0 + k as f64 * cw;
        match c {
            Some(p) => {
                cv.rect(x, top, cw, ch, None, None);
                cv.text(mid(k), top + 16.0, &s.values[*p], "", "middle", None);
            }
            None => cv.text(mid(k), top + 16.0, "...", "", "middle", None),
        }
    }
    // by column, not by marked cell: a selection may mark millions
    for (k, c) in cols.cols.iter().enumerate() {
        if c.is_some_and(|p| marked.binary_search(&s.shown[p]).is_ok()) {
            cv.rect(cols.x0 + k as f64 * cw + 1.5, top + 1.5, cw - 3.0, ch - 3.0, None, Some((MARK, 3.0)));
        }
    }
    let bottom = top + ch;
    cv.y = bottom + 12.0;
    cv.text(right, cv.y, "byte", "sl-m", "end", None);
    for (k, c) in cols.cols.iter().enumerate() {
        if let Some(p) = c {
            cv.text(mid(k), cv.y, &(s.shown[*p] * s.cell).to_string(), "sl-m", "middle", None);
        }
    }
    cv.y += 4.0;
    for (a, r) in s.arrays.iter().enumerate() {
        let col = colour(a);
        let Some(_) = &r.counts else { continue };
        let y = cv.y + 3.0;
        cv.text(right, y + 13.0, &r.header, "sl-b", "end", Some(col));
        for (k, c) in cols.cols.iter().enumerate() {
            let x = cols.x0 + k as f64 * cw;
            let n = match c {
                Some(p) => r.count(s.shown[*p]),
                None => {
                    cv.text(mid(k), y + 13.0, "...", "", "middle", None);
                    continue;
                }
            };
            if n == 0 {
                continue;
            }
            cv.rect(x + 2.0, y, cw - 4.0, 18.0, Some((col, 0.35 + 0.12 * (n.min(4) as f64 - 1.0))), Some((col, 1.0)));
            if r.multi {
                cv.text(mid(k), y + 13.0, &format!("{}\u{d7}", n), "", "middle", None);
            }
        }
        cv.y = y + 20.0;
        if let Some(w) = &r.windows {
            draw_windows(cv, s, &cols, w, col);
        }
    }
    let hidden = s.ncells - cols.cols.iter().flatten().count();
    if hidden > 0 {
        cv.y += 14.0;
        cv.text(cols.x0, cv.y - 2.0, &format!("({} cells in the middle not shown)", hidden), "sl-m", "start", None);
    }
    cv.grow(cols.right());
    Placed { cols, bottom }
}

/// One bracket per window under the strip, spanning the cells it reads (a dot on each).
fn draw_windows(cv: &mut Canvas, s: &Strip, cols: &Columns, w: &crate::mem::Windows, col: &str) {
    cv.y += 4.0;
    for (label, cells) in &w.first {
        let y = cv.y + 10.0;
        let xs: Vec<f64> = cells.iter().filter_map(|&c| cols.x_of(s, c)).collect();
        let (Some(lo), Some(hi)) = (xs.iter().cloned().reduce(f64::min), xs.iter().cloned().reduce(f64::max)) else { continue };
        let (x1, x2) = (lo + 4.0, hi + cols.cw - 4.0);
        cv.text(cols.x0 - 8.0, y + 4.0, label, "sl-m", "end", Some(col));
        cv.line((x1, y - 5.0), (x1, y), Some(col), 2.0, false);
        cv.line((x1, y), (x2, y), Some(col), 2.0, false);
        cv.line((x2, y - 5.0), (x2, y), Some(col), 2.0, false);
        for x in xs {
            let _ = writeln!(cv.body, "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"3\" fill=\"{}\"/>", x + cols.cw / 2.0, y, col);
        }
        cv.y = y + 4.0;
    }
    if w.count > WINDOWS_SHOWN {
        cv.y += 14.0;
        cv.text(cols.x0, cv.y - 2.0, &format!("... {} more windows", w.count - WINDOWS_SHOWN), "sl-m", "start", Some(col));
    } else {
        cv.y += 2.0;
    }
}

/// A drawn grid: where it put each element (its box's top centre, for arrows out of it),
/// its width and its height.
struct DrawnGrid {
    boxes: Vec<(usize, f64, f64)>,
    width: f64,
    height: f64,
}

/// One array's index grid: each element a box showing the cell it reads, 2-D blocks side
/// by side (a few, wrapping), `hot` elements outlined. Drawn at (x, cv.y), which it leaves.
fn draw_grid(cv: &mut Canvas, x: f64, title: &str, g: &Grid, col: &str, hot: &[usize]) -> DrawnGrid {
    let (rows, cols, nblocks) = g.blocks();
    let digits = g.cells.iter().map(|c| c.to_string().len()).max().unwrap_or(1);
    let (bw, bh) = ((digits as f64 * CH + 10.0).max(24.0), 20.0);
    let shown = nblocks.min(crate::mem::MAX_BLOCKS);
    // a block is as wide as its grid or its index label (`[1, 0, :, :]`), whichever is wider
    let sub_w = (0..shown).map(|b| g.block_index(b).chars().count()).max().unwrap_or(0) as f64 * CH * 0.85;
    let block_w = (cols as f64 * bw).max(sub_w) + 14.0;
    let sub_h = if g.shape.len() > 2 { 14.0 } else { 0.0 };
    let per_row = (((MAX_WIDTH - PAD - x) / block_w) as usize).max(1);
    let y0 = cv.y;
    cv.text(x, y0 + 12.0, title, "sl-b", "start", Some(col));
    let mut boxes = Vec::new();
    let mut bottom = y0 + 16.0;
    for b in 0..shown {
        let bx = x + (b % per_row) as f64 * block_w;
        let by = y0 + 18.0 + (b / per_row) as f64 * (rows as f64 * bh + sub_h + 10.0);
        if sub_h > 0.0 {
            cv.text(bx, by + 10.0, &g.block_index(b), "sl-m", "start", None);
        }
        let gy = by + sub_h;
        for r in 0..rows {
            for c in 0..cols {
                let flat = b * rows * cols + r * cols + c;
                let (ex, ey) = (bx + c as f64 * bw, gy + r as f64 * bh);
                cv.rect(ex, ey, bw, bh, Some((col, 0.18)), Some((col, 1.0)));
                if hot.contains(&flat) {
                    cv.rect(ex + 1.5, ey + 1.5, bw - 3.0, bh - 3.0, Some((MARK, 0.25)), Some((MARK, 2.5)));
                }
                cv.text(ex + bw / 2.0, ey + 14.0, &g.cells[flat].to_string(), "", "middle", None);
                boxes.push((flat, ex + bw / 2.0, ey));
            }
        }
        bottom = bottom.max(gy + rows as f64 * bh);
    }
    if nblocks > shown {
        bottom += 14.0;
        cv.text(x, bottom - 2.0, &format!("... {} more blocks", nblocks - shown), "sl-m", "start", None);
    }
    let width = (shown.min(per_row) as f64 * block_w).max(title.chars().count() as f64 * CH);
    DrawnGrid { boxes, width, height: bottom - y0 }
}

/// The grid of an array of any rank from 1 to many (a 1-D array is one row); None when too
/// big to draw, decided from its size before walking.
fn grid_any(a: &NdArray, cell: usize) -> Option<Grid> {
    let g = Grid::of(a, cell)?;
    match a.ndim() {
        0 => None,
        1 => Some(Grid { shape: vec![1, a.shape[0]], cells: g.cells }),
        _ => Some(g),
    }
}

/// The grids of a strip's 2-D arrays, one under another; elements reading a `marked` cell
/// (sorted) outlined.
fn draw_grids(cv: &mut Canvas, s: &Strip, marked: &[usize]) {
    for (k, r) in s.arrays.iter().enumerate() {
        if let Some(g) = &r.grid {
            cv.y += 10.0;
            let title = format!("cells read by {} {}", r.label, crate::index::tuple_text(&g.shape));
            let hot: Vec<usize> = (0..g.cells.len()).filter(|&e| marked.binary_search(&g.cells[e]).is_ok()).collect();
            cv.y += draw_grid(cv, PAD, &title, g, colour(k), &hot).height;
        }
    }
}

/// The legend lines under a strip, each in its array's colour.
fn draw_legend(cv: &mut Canvas, s: &Strip) {
    cv.y += 6.0;
    for (k, r) in s.arrays.iter().enumerate() {
        cv.para(&r.legend, "", Some(colour(k)));
    }
}

/// The picture of `mem(...)`: one strip per buffer, its arrays' bands, windows and grids.
pub fn mem_figure(strips: &[Strip], text: &str) -> Figure {
    let mut cv = Canvas::new();
    for s in strips {
        cv.para(&s.head, "sl-b", None);
        draw_strip(&mut cv, s, &[]);
        draw_legend(&mut cv, s);
        draw_grids(&mut cv, s, &[]);
        cv.y += 10.0;
    }
    Figure { svg: cv.finish("mem: buffer cells and the arrays that read them"), text: text.to_string() }
}

/// The picture of one variable's memory, as `mem(name)` draws it: for a front end that
/// shows an assigned array.
pub fn figure_for_array(ix: &VarIndex, name: &str, a: &Rc<NdArray>) -> Figure {
    let items = [(name.to_string(), a.clone())];
    let strips = crate::mem::mem_facts(ix, &items);
    let text = crate::mem::mem_text(ix, &items);
    mem_figure(&strips, &text)
}

/// The picture of `whereis` of one element: the buffer strip with its cell outlined, and
/// the grid of every variable that reads that memory, an arrow from each such element to
/// the cell (solid from the element asked about).
pub fn whereis_figure(f: &crate::whereis::WhereFacts, strip: &Strip, text: &str) -> Figure {
    let mut cv = Canvas::new();
    cv.para(&format!("{} = {} lives in {} of buffer {} (byte {})", f.label, f.value, f.cell_text, f.buffer, f.offset), "sl-b", None);
    cv.para("below: each variable that reads this memory, one box per element showing the cell it reads; outlined, the elements that are this cell", "sl-m", None);
    // the cells alone: the grids below say who reads them, and arrows cross no bands
    let bare = Strip { arrays: Vec::new(), ..strip.clone() };
    let placed = draw_strip(&mut cv, &bare, &f.cells);
    // arrows end under the cell's byte offset, pointing up at the cell
    let target = f.cells.first().and_then(|&c| placed.cols.x_of(&bare, c)).map(|x| (x + placed.cols.cw / 2.0, placed.bottom + 16.0));
    cv.y += 30.0;
    let (mut x, mut row_top, mut row_bottom) = (PAD, cv.y, cv.y);
    let mut arrows: Vec<((f64, f64), bool, &str)> = Vec::new();
    for (k, same) in f.same.iter().enumerate() {
        let col = colour(k);
        let Some(g) = grid_any(&same.array, strip.cell) else { continue };
        let title = format!("{} {}", same.name, crate::index::tuple_text(&same.array.shape));
        // a grid that does not fit beside the last one starts a new row
        let (_, cols, _) = g.blocks();
        let guess = (title.chars().count() as f64 * CH).max(cols as f64 * 24.0);
        if x > PAD && x + guess > MAX_WIDTH - PAD {
            x = PAD;
            row_top = row_bottom + 16.0;
        }
        cv.y = row_top;
        let drawn = draw_grid(&mut cv, x, &title, &g, col, &same.flats);
        for &(flat, bx, by) in &drawn.boxes {
            if same.flats.contains(&flat) {
                let primary = crate::mem::element_label(&same.name, &same.array, flat) == f.label;
                arrows.push(((bx, by), primary, col));
            }
        }
        row_bottom = row_bottom.max(row_top + drawn.height);
        x += drawn.width + 24.0;
    }
    cv.y = row_bottom + 8.0;
    if let Some(t) = target {
        let any_primary = arrows.iter().any(|a| a.1);
        for (from, primary, col) in arrows {
            let solid = primary || !any_primary;
            cv.arrow(from, t, Some(if solid { MARK } else { col }), if solid { 2.0 } else { 1.2 }, !solid);
        }
    }
    let others = if f.same_text.is_empty() { "no variable reads this memory".to_string() } else { f.same_text.join("; ") };
    cv.para(&format!("same memory: {}", others), "", None);
    Figure { svg: cv.finish(&format!("whereis({})", f.label)), text: text.to_string() }
}

/// The picture of a whereis of several elements (a view or a copied selection): the strip
/// with the cells they read (or were copied from) outlined.
pub fn selection_figure(title: &str, strip: &Strip, cells: &[usize], text: &str) -> Figure {
    let mut cv = Canvas::new();
    cv.para(title, "sl-b", None);
    draw_strip(&mut cv, strip, cells);
    draw_legend(&mut cv, strip);
    draw_grids(&mut cv, strip, cells);
    Figure { svg: cv.finish(title), text: text.to_string() }
}

/// The picture of `overlap(a, b)` or `internal_overlap(w)`: the strips with their bands
/// (read counts), the shared cells outlined, and the answers as lines under them.
pub fn overlap_figure(title: &str, strips: &[Strip], shared: &[usize], answers: &[String], text: &str) -> Figure {
    let mut cv = Canvas::new();
    cv.para(title, "sl-b", None);
    for s in strips {
        cv.para(&s.head, "", None);
        draw_strip(&mut cv, s, shared);
        draw_legend(&mut cv, s);
        cv.y += 6.0;
    }
    if !shared.is_empty() {
        let y = cv.y + 4.0;
        cv.rect(PAD, y, 22.0, 14.0, None, Some((MARK, 3.0)));
        cv.text(PAD + 30.0, y + 11.0, &format!("{} shared: {}", crate::layout::count(shared.len(), "cell"), cell_list(shared)), "", "start", None);
        cv.y = y + 18.0;
    }
    for a in answers {
        cv.para(a, "", None);
    }
    Figure { svg: cv.finish(title), text: text.to_string() }
}

/// The picture of `overlap` (two arrays) or `internal_overlap` (one) from the arrays: the
/// cells read by both, or read more than once, outlined; the answers are the text's lines
/// under its first.
pub fn overlap_figure_of(ix: &VarIndex, title: &str, items: &[(String, Rc<NdArray>)], text: &str) -> Figure {
    let strips = crate::mem::mem_facts(ix, items);
    let shared: Vec<usize> = match strips.as_slice() {
        [s] if s.arrays.len() == 2 => s.arrays[0]
            .counts
            .iter()
            .flatten()
            .map(|&(c, _)| c)
            .filter(|&c| s.arrays[1].count(c) > 0)
            .collect(),
        [s] if s.arrays.len() == 1 => s.arrays[0].counts.iter().flatten().filter(|&&(_, n)| n > 1).map(|&(c, _)| c).collect(),
        _ => Vec::new(),
    };
    let answers: Vec<String> = text.lines().skip(1).take(3).map(|l| l.trim().to_string()).filter(|l| l.starts_with("np.")).collect();
    let head = text.lines().next().unwrap_or(title).to_string();
    overlap_figure(&head, &strips, &shared, &answers, text)
}

/// The picture of `whereis` of several elements of `a` (of expression `source`) at byte
/// `offsets`: the strip of `a`'s buffer with the cells they read outlined.
pub fn selection_figure_of(ix: &VarIndex, label: &str, source: &str, a: &Rc<NdArray>, offsets: &[usize], text: &str) -> Figure {
    let strip = crate::mem::strip_facts(ix, &[(source.to_string(), a.clone())]);
    let mut cells: Vec<usize> = offsets.iter().map(|o| o / strip.cell.max(1)).collect();
    cells.sort_unstable();
    cells.dedup();
    selection_figure(&format!("whereis({}): the cells its {} elements read", label, offsets.len()), &strip, &cells, text)
}

/// `0, 1, 2, ... 9` (a few, then how many more).
fn cell_list(cells: &[usize]) -> String {
    let mut s: Vec<String> = cells.iter().take(12).map(|c| c.to_string()).collect();
    if cells.len() > 12 {
        s.push(format!("... ({} more)", cells.len() - 12));
    }
    s.join(", ")
}

/// The picture of `info(x)`'s base chain: a box per link (the array asked about, each
/// `.base`, the owner) with its shape, strides and offset, and `.base` arrows between.
pub fn info_figure(label: &str, chain: &[crate::info::ChainLink], note: Option<&str>, text: &str) -> Figure {
    let mut cv = Canvas::new();
    cv.para(&format!("{}.base chain: each box is an object, each arrow its .base", label), "sl-b", None);
    let bw = 520.0;
    for (k, link) in chain.iter().enumerate() {
        let col = colour(k);
        let lines = link.lines();
        let h = 28.0 + 16.0 * lines.len() as f64;
        let y = cv.y + 8.0;
        cv.rect(PAD, y, bw, h, Some((col, 0.15)), Some((col, 1.5)));
        cv.text(PAD + 10.0, y + 17.0, &link.name, "sl-b", "start", None);
        for (i, l) in lines.iter().enumerate() {
            cv.text(PAD + 10.0, y + 34.0 + 16.0 * i as f64, l, "", "start", None);
        }
        cv.y = y + h;
        if k + 1 < chain.len() {
            let x = PAD + 40.0;
            cv.arrow((x, cv.y), (x, cv.y + 30.0), None, 1.5, false);
            cv.text(x + 10.0, cv.y + 20.0, ".base", "", "start", None);
            cv.y += 22.0;
        }
    }
    cv.y += 10.0;
    if let Some(n) = note {
        cv.para(n, "", None);
    }
    Figure { svg: cv.finish(&format!("info({})", label)), text: text.to_string() }
}

/// The picture of `pool_trace`: the input grid, then each shown window over it (its taps
/// shaded, the winner outlined and starred, ties marked ~), the output each window made,
/// and with grad_output the gradient each input element received, from which outputs.
pub fn pool_figure(p: &crate::pool_trace::PoolFacts, text: &str) -> Figure {
    let mut cv = Canvas::new();
    cv.para(&p.head, "sl-b", None);
    let (h, w) = (p.h, p.w);
    if h * w > POOL_GRID_MAX {
        cv.para("(the input plane is too big to draw; the text lists the windows)", "sl-m", None);
        return Figure { svg: cv.finish(&p.head), text: text.to_string() };
    }
    let digits = p.values.iter().take(h * w).map(|v| v.chars().count()).max().unwrap_or(1);
    let bw = (digits as f64 * CH + 12.0).max(26.0);
    let bh = 20.0;
    let grid_w = w as f64 * bw;
    // small multiples: one copy of the plane per window
    let per_row = (((MAX_WIDTH - 2.0 * PAD) / (grid_w + 18.0)) as usize).max(1);
    let cell_at = |cv: &mut Canvas, x: f64, y: f64, t: usize, fill: Option<(&str, f64)>, s: &str| {
        let (r, c) = (t / w, t % w);
        let (ex, ey) = (x + c as f64 * bw, y + r as f64 * bh);
        cv.rect(ex, ey, bw, bh, fill, None);
        cv.text(ex + bw / 2.0, ey + 14.0, s, "", "middle", None);
    };
    for (n, win) in p.windows.iter().enumerate() {
        if n % per_row == 0 {
            cv.y += if n == 0 { 8.0 } else { h as f64 * bh + 40.0 };
        }
        let x = PAD + (n % per_row) as f64 * (grid_w + 18.0);
        let y = cv.y + 16.0;
        let col = colour(n);
        cv.text(x, y - 4.0, &format!("{} = {}", win.out, win.value), "sl-b", "start", Some(col));
        for t in 0..h * w {
            let fill = if win.taps.contains(&t) { Some((col, 0.35)) } else { None };
            cell_at(&mut cv, x, y, t, fill, &p.values[win.plane * h * w + t]);
        }
        for &(t, tie) in win.marks.iter() {
            let (ex, ey) = (x + (t % w) as f64 * bw, y + (t / w) as f64 * bh);
            if tie {
                let _ = writeln!(
                    cv.body,
                    "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"none\" stroke=\"{}\" stroke-width=\"2\" stroke-dasharray=\"3 2\"/>",
                    ex + 2.0, ey + 2.0, bw - 4.0, bh - 4.0, MARK
                );
                cv.text(ex + bw - 3.0, ey + 9.0, "~", "sl-m", "end", None);
            } else {
                cv.rect(ex + 1.5, ey + 1.5, bw - 3.0, bh - 3.0, None, Some((MARK, 3.0)));
                cv.text(ex + bw - 3.0, ey + 9.0, "*", "sl-m", "end", None);
            }
        }
        let note = win.note.clone();
        if !note.is_empty() {
            cv.text(x, y + h as f64 * bh + 13.0, &note, "sl-m", "start", None);
        }
    }
    if !p.windows.is_empty() {
        cv.y += 16.0 + h as f64 * bh + 20.0;
    }
    if p.more_windows > 0 {
        cv.para(&format!("... {} more windows", p.more_windows), "sl-m", None);
    }
    if p.windows.iter().any(|w| !w.marks.is_empty()) {
        // the key, drawn as the marks are
        let y = cv.y + 4.0;
        cv.rect(PAD, y, 22.0, 14.0, None, Some((MARK, 3.0)));
        cv.text(PAD + 30.0, y + 11.0, "winner: the first maximum in scan order, the one max pooling keeps", "", "start", None);
        let y = y + 20.0;
        let _ = writeln!(
            cv.body,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"22\" height=\"14\" fill=\"none\" stroke=\"{}\" stroke-width=\"2\" stroke-dasharray=\"3 2\"/>",
            PAD, y, MARK
        );
        cv.text(PAD + 30.0, y + 11.0, "tie: equal to the winner but later; its window's gradient skips it", "", "start", None);
        cv.y = y + 20.0;
    }
    for l in p.legend.iter().skip(1) {
        cv.para(l, "sl-m", None);
    }
    if let Some(g) = &p.backward {
        cv.y += 10.0;
        cv.para("backward: the gradient each input element received; each window outlined in its colour above", "sl-b", None);
        let y = cv.y + 6.0;
        let big = (digits.max(g.values.iter().map(|v| v.chars().count()).max().unwrap_or(1)) as f64 * CH + 12.0).max(bw);
        for t in 0..h * w {
            let (r, c) = (t / w, t % w);
            let (ex, ey) = (PAD + c as f64 * big, y + r as f64 * bh);
            let got = !g.sources[t].is_empty();
            let fill = if got { Some((PALETTE[2], 0.4)) } else { None };
            cv.rect(ex, ey, big, bh, fill, if got { Some((PALETTE[2], 1.5)) } else { None });
            cv.text(ex + big / 2.0, ey + 14.0, &g.values[t], "", "middle", None);
        }
        // each shown window's outline, in its colour above: whose gradient lands where
        for (n, win) in p.windows.iter().enumerate().filter(|(_, win)| win.plane == 0) {
            let (r0, r1) = (win.taps.iter().map(|t| t / w).min(), win.taps.iter().map(|t| t / w).max());
            let (c0, c1) = (win.taps.iter().map(|t| t % w).min(), win.taps.iter().map(|t| t % w).max());
            let (Some(r0), Some(r1), Some(c0), Some(c1)) = (r0, r1, c0, c1) else { continue };
            // neighbours alternate insets so windows that share an edge stay apart
            let inset = 1.5 + (n % 2) as f64 * 2.5;
            let (ex, ey) = (PAD + c0 as f64 * big + inset, y + r0 as f64 * bh + inset);
            let (ew, eh) = ((c1 - c0 + 1) as f64 * big - 2.0 * inset, (r1 - r0 + 1) as f64 * bh - 2.0 * inset);
            cv.rect(ex, ey, ew, eh, None, Some((colour(n), 2.5)));
        }
        cv.y = y + h as f64 * bh + 6.0;
        for (t, srcs) in g.sources.iter().enumerate().filter(|(_, s)| !s.is_empty()).take(12) {
            cv.para(&format!("grad_x{} = {} from {}", g.at[t], g.values[t], srcs.join(" + ")), "sl-m", None);
        }
        for l in &g.notes {
            cv.para(l, "", None);
        }
    }
    Figure { svg: cv.finish(&p.head), text: text.to_string() }
}

/// Input planes with more elements than this are not drawn window by window.
const POOL_GRID_MAX: usize = 400;

#[cfg(test)]
mod tests;
