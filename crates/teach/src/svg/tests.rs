//! The figures parsed back as XML by a small checker (well-formed, text escaped), and
//! checked for what they must show.

use super::*;

/// One element of a parsed document: its name, attributes and its own text.
#[derive(Debug)]
struct Node {
    name: String,
    attrs: Vec<(String, String)>,
    text: String,
}

impl Node {
    fn attr(&self, k: &str) -> Option<&str> {
        self.attrs.iter().find(|(n, _)| n == k).map(|(_, v)| v.as_str())
    }
}

/// Text with its entities checked and decoded; a bare `&` or `<` is an error.
fn unescape(s: &str) -> Result<String, String> {
    if s.contains('<') {
        return Err(format!("raw < in {s:?}"));
    }
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find('&') {
        out.push_str(&rest[..i]);
        let end = rest[i..].find(';').ok_or_else(|| format!("bare & in {s:?}"))?;
        let ent = &rest[i + 1..i + end];
        out.push(match ent {
            "amp" => '&',
            "lt" => '<',
            "gt" => '>',
            "quot" => '"',
            "#39" | "apos" => '\'',
            _ => return Err(format!("unknown entity &{ent}; in {s:?}")),
        });
        rest = &rest[i + end + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

/// Parse a document: tags balanced, attributes quoted, text and values escaped, exactly
/// one root. The elements in document order.
fn parse(doc: &str) -> Result<Vec<Node>, String> {
    let mut nodes: Vec<Node> = Vec::new();
    let mut stack: Vec<(String, usize)> = Vec::new();
    let mut roots = 0;
    let mut rest = doc.trim();
    while !rest.is_empty() {
        let Some(lt) = rest.find('<') else {
            if !rest.trim().is_empty() {
                return Err(format!("text after the root: {rest:?}"));
            }
            break;
        };
        let text = unescape(&rest[..lt])?;
        match stack.last() {
            Some((_, k)) => nodes[*k].text.push_str(&text),
            None if !text.trim().is_empty() => return Err(format!("text outside the root: {text:?}")),
            None => {}
        }
        rest = &rest[lt..];
        let gt = rest.find('>').ok_or("unclosed tag")?;
        let tag = &rest[1..gt];
        rest = &rest[gt + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            match stack.pop() {
                Some((open, _)) if open == name.trim() => {}
                other => return Err(format!("</{name}> closes {other:?}")),
            }
            continue;
        }
        let (tag, empty) = match tag.strip_suffix('/') {
            Some(t) => (t, true),
            None => (tag, false),
        };
        let mut parts = tag.splitn(2, char::is_whitespace);
        let name = parts.next().unwrap_or("").to_string();
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == ':') {
            return Err(format!("bad tag name in <{tag}>"));
        }
        let mut attrs = Vec::new();
        let mut a = parts.next().unwrap_or("").trim();
        while !a.is_empty() {
            let eq = a.find('=').ok_or_else(|| format!("attribute without value in <{tag}>"))?;
            let key = a[..eq].trim().to_string();
            let v = a[eq + 1..].trim_start();
            let v = v.strip_prefix('"').ok_or_else(|| format!("unquoted attribute in <{tag}>"))?;
            let end = v.find('"').ok_or("unclosed attribute")?;
            attrs.push((key, unescape(&v[..end])?));
            a = v[end + 1..].trim_start();
        }
        if stack.is_empty() {
            roots += 1;
        }
        nodes.push(Node { name: name.clone(), attrs, text: String::new() });
        if !empty {
            stack.push((name, nodes.len() - 1));
        }
    }
    if let Some((open, _)) = stack.last() {
        return Err(format!("<{open}> never closed"));
    }
    if roots != 1 {
        return Err(format!("{roots} root elements"));
    }
    Ok(nodes)
}

/// The figures a rich session's teaching commands drew, with draw on (assignments' pictures
/// are tested in run.rs).
fn figures(src: &str) -> Vec<Figure> {
    stridelab_engine::buffer::reset_allocator();
    let mut it = stridelab_eval::interp::Interp::new();
    it.rich = true;
    crate::provenance::teach_mut(&mut it).draw = true;
    let mut out = Vec::new();
    crate::run::run_rich_source(&mut it, src, |e| {
        if e.teaching {
            out.extend(e.figures.iter().cloned())
        }
    })
    .expect("parses");
    out
}

/// The one figure of `src`'s last statement, parsed, with the checks every figure passes.
fn one(src: &str) -> (Figure, Vec<Node>) {
    let mut fs = figures(src);
    assert_eq!(fs.len(), 1, "{src}");
    let f = fs.remove(0);
    let nodes = parse(&f.svg).unwrap_or_else(|e| panic!("{e}\n{}", f.svg));
    let root = &nodes[0];
    assert_eq!(root.name, "svg");
    let w: f64 = root.attr("width").unwrap().parse().unwrap();
    assert!(w <= MAX_WIDTH, "{w}");
    assert!(root.attr("viewBox").is_some());
    assert!(!f.svg.contains("href") && !f.svg.contains("url("), "external resources");
    assert!(!f.svg.contains("currentColor"));
    (f, nodes)
}

fn texts(nodes: &[Node]) -> Vec<&str> {
    nodes.iter().filter(|n| n.name == "text").map(|n| n.text.as_str()).collect()
}

/// Cells of the buffer strip: the rects drawn in the theme's cell stroke.
fn cells(nodes: &[Node]) -> usize {
    nodes.iter().filter(|n| n.name == "rect" && n.attr("class") == Some("sl-c")).count()
}

#[test]
fn checker_rejects_what_is_not_xml() {
    assert!(parse("<svg><text>a</text></svg>").is_ok());
    assert!(parse("<svg><text>a & b</text></svg>").is_err());
    assert!(parse("<svg><text>a</svg>").is_err());
    assert!(parse("<svg x=1/>").is_err());
    assert!(parse("<svg/><svg/>").is_err());
    assert_eq!(parse("<svg><text>a &lt;&amp; b</text></svg>").unwrap()[1].text, "a <& b");
}

#[test]
fn mem_of_windows_counts_reads() {
    let (f, nodes) = one("x = np.arange(1, 7)\nw = windows(x, 3)\nmem(x, w)\n");
    assert!(f.text.starts_with("buffer b1: 48 bytes"), "{}", f.text);
    assert_eq!(cells(&nodes), 6);
    let t = texts(&nodes);
    let counts: Vec<&str> = t.iter().copied().filter(|s| s.ends_with('\u{d7}')).collect();
    assert_eq!(counts, ["1\u{d7}", "2\u{d7}", "3\u{d7}", "3\u{d7}", "2\u{d7}", "1\u{d7}"]);
    // one bracket per window, each labelled
    for k in 0..4 {
        assert!(t.contains(&format!("w[{k}]").as_str()), "{t:?}");
    }
    // values and byte offsets
    assert!(["1", "6", "40"].iter().all(|v| t.contains(v)), "{t:?}");
    // the grid of w: 12 elements, each naming its cell
    assert!(t.contains(&"cells read by w (4, 3)"), "{t:?}");
    let boxes = nodes.iter().filter(|n| n.name == "rect" && n.attr("fill-opacity") == Some("0.18")).count();
    assert_eq!(boxes, 12);
}

#[test]
fn mem_elides_wide_buffers_and_skips_huge_arrays() {
    let (_, nodes) = one("b = np.arange(300)\nc = b[::7]\nmem(b, c)\n");
    assert!(cells(&nodes) < 30, "{}", cells(&nodes));
    assert!(texts(&nodes).contains(&"..."));
    assert!(texts(&nodes).contains(&"299"));
    // a big array is judged from its shape: no walk, no grid
    let (f, nodes) = one("big = np.zeros((2000, 1000))\nmem(big)\n");
    assert!(f.text.contains("too many elements to draw"), "{}", f.text);
    assert!(!texts(&nodes).iter().any(|t| t.starts_with("cells read by")));
    // a selection of a million elements marks its cells column by column
    let (_, nodes) = one("big = np.zeros(2000000)\nwhereis(big[::2])\n");
    assert!(cells(&nodes) < 30);
}

#[test]
fn as_strided_pooling_windows_are_drawn() {
    let (_, nodes) = one("x = np.arange(16.).reshape(4, 4)\nw = as_strided(x, (3, 3, 2, 2), (32, 8, 32, 8))\nmem(x, w)\n");
    let t = texts(&nodes);
    assert!(t.contains(&"w[0, 0]") && t.contains(&"w[1, 2]"), "{t:?}");
    assert!(t.contains(&"... 3 more windows"), "{t:?}");
    assert!(t.contains(&"4\u{d7}"), "{t:?}");
}

#[test]
fn whereis_points_at_the_cell_and_the_same_memory() {
    let (f, nodes) = one("x = np.arange(1, 7)\nw = windows(x, 3)\nwhereis(w[1, 1])\n");
    assert!(f.text.contains("same memory   x[2]; w[0, 2], w[1, 1], w[2, 0]"), "{}", f.text);
    // the cell outlined in the strip, and one arrow per element that is that memory
    let arrows = nodes.iter().filter(|n| n.name == "polygon").count();
    assert_eq!(arrows, 4);
    let solid = nodes.iter().filter(|n| n.name == "line" && n.attr("stroke") == Some(MARK) && n.attr("stroke-dasharray").is_none()).count();
    assert_eq!(solid, 1);
    assert!(texts(&nodes).iter().any(|t| t.contains("same memory: x[2]; w[0, 2], w[1, 1], w[2, 0]")));
}

#[test]
fn overlap_outlines_shared_cells() {
    let (_, nodes) = one("x = np.arange(6)\nh = x[:3]\nw = windows(x, 3)\noverlap(h, w)\n");
    let t = texts(&nodes);
    assert!(t.iter().any(|s| s.starts_with("3 cells shared: 0, 1, 2")), "{t:?}");
    assert!(t.iter().any(|s| s.starts_with("np.shares_memory")), "{t:?}");
    let (_, nodes) = one("x = np.arange(6)\nw = windows(x, 3)\ninternal_overlap(w)\n");
    assert!(texts(&nodes).iter().any(|s| s.starts_with("4 cells shared: 1, 2, 3, 4")), "{:?}", texts(&nodes));
}

#[test]
fn info_draws_the_base_chain() {
    let (f, nodes) = one("x = np.arange(16).reshape(4, 4)\nv = x[::2, 1:]\ninfo(v[:, ::-1])\n");
    assert!(f.text.contains("base chain"), "{}", f.text);
    let t = texts(&nodes);
    assert!(t.contains(&"v[:, ::-1]") && t.contains(&".base"), "{t:?}");
    assert!(t.iter().any(|s| s.starts_with("shape (2, 3)  strides (64, -8)")), "{t:?}");
    assert!(t.iter().any(|s| s.contains("owns its memory")), "{t:?}");
}

#[test]
fn pool_trace_marks_winners_ties_and_gradient() {
    let src = "x = np.array([[1, 1, 2, 0], [1, 0, 2, 2], [3, 1, 0, 0], [0, 3, 0, 1]])\npool_trace(x, 2, grad_output=np.ones((2, 2)))\n";
    let (f, nodes) = one(src);
    assert!(f.text.contains("backward"), "{}", f.text);
    let t = texts(&nodes);
    assert_eq!(t.iter().filter(|s| **s == "*").count(), 4, "{t:?}");
    assert!(t.iter().filter(|s| **s == "~").count() >= 3, "{t:?}");
    assert!(t.iter().any(|s| s.starts_with("grad_x[0,0] = 1.0 from g[0,0]=1.0")), "{t:?}");
}

#[test]
fn every_command_draws_only_when_asked() {
    stridelab_engine::buffer::reset_allocator();
    let mut it = stridelab_eval::interp::Interp::new();
    it.rich = true;
    let mut n = 0;
    crate::run::run_rich_source(&mut it, "x = np.arange(4)\nmem(x)\n", |e| n += e.figures.len()).unwrap();
    assert_eq!(n, 0);
}

#[test]
fn escape_covers_the_five() {
    assert_eq!(escape("<a href=\"x\">&'"), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
}

/// The seed scenarios' figures as one HTML page, for tests/svg/render.sh to screenshot.
/// `SVG_PAGE=path cargo test --release -p stridelab-teach -- --ignored write_page`.
#[test]
#[ignore]
fn write_page() {
    let path = std::env::var("SVG_PAGE").unwrap_or_else(|_| "target/svg/figures.html".into());
    let dark = std::env::var("SVG_DARK").is_ok_and(|v| v == "1");
    let scenes: &[(&str, &str)] = &[
        ("views of a 4x4 array", "x = np.arange(16).reshape(4, 4)\nv = x[::2, 1:]\nt = x.T\nmem(x, v, t)\n"),
        ("sliding windows", "w = windows(np.arange(8), 3)\nmem(w)\n"),
        ("as_strided pooling", "x = np.arange(16.).reshape(4, 4)\np = as_strided(x, (3, 3, 2, 2), (32, 8, 32, 8))\nmem(x, p)\n"),
        (
            "max-pool backward with ties",
            "x = np.array([[1, 1, 2, 0], [1, 0, 2, 2], [3, 1, 0, 0], [0, 3, 0, 1]])\npool_trace(x, 2, grad_output=np.ones((2, 2)))\n",
        ),
        ("average pooling", "x = np.arange(9.).reshape(3, 3)\npool_trace(x, 2, stride=1, mode='avg')\n"),
        ("whereis", "x = np.arange(1, 7)\ny = x.reshape(2, 3)\nw = windows(x, 3)\nwhereis(w[1, 1])\n"),
        ("whereis of a view", "x = np.arange(16).reshape(4, 4)\nwhereis(x[1:3, ::2])\n"),
        ("overlap", "x = np.arange(6)\nh = x[:3]\nw = windows(x, 3)\noverlap(h, w)\n"),
        ("internal_overlap", "x = np.arange(6)\nw = windows(x, 3)\ninternal_overlap(w)\n"),
        ("info of a view of a view", "x = np.arange(16).reshape(4, 4)\nv = x[::2, 1:]\ninfo(v[:, ::-1])\n"),
        ("info of windows", "x = np.arange(6)\nw = windows(x, 3)\ninfo(w)\n"),
        ("a wide buffer", "b = np.arange(300)\nc = b[::7]\nmem(b, c)\n"),
    ];
    let (bg, fg, scheme) = if dark { ("#111418", "#ddd", "dark") } else { ("#ffffff", "#222", "light") };
    let mut page = format!(
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><meta name=\"color-scheme\" content=\"{scheme}\"><style>body{{background:{bg};color:{fg};font-family:sans-serif;max-width:820px;margin:8px}}h2{{font-size:14px;margin:14px 0 4px}}</style></head><body>\n"
    );
    let dir = std::path::Path::new(&path).parent().unwrap_or(std::path::Path::new(".")).to_path_buf();
    std::fs::create_dir_all(&dir).unwrap();
    let stem = std::path::Path::new(&path).file_stem().and_then(|s| s.to_str()).unwrap_or("figures").to_string();
    let mut n = 0;
    for (title, src) in scenes {
        page.push_str(&format!("<h2>{}</h2>\n", escape(title)));
        for f in figures(src) {
            parse(&f.svg).unwrap_or_else(|e| panic!("{title}: {e}"));
            page.push_str(&f.svg);
            // each figure again as a file of its own, which Chromium parses as XML: one that
            // does not load is reported on the console, which render.sh checks
            let file = format!("{stem}-{n}.svg");
            std::fs::write(dir.join(&file), &f.svg).unwrap();
            page.push_str(&format!(
                "<img hidden alt=\"\" src=\"{file}\" onerror=\"console.error('{file} is not a well-formed SVG document')\">\n"
            ));
            n += 1;
        }
    }
    page.push_str("</body></html>\n");
    std::fs::write(&path, page).unwrap();
}
