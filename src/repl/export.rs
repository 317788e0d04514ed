//! `:export FILE.html`: the session as one self-contained web page — each statement behind
//! its prompt, what it printed, its teaching notes, and the teaching commands' pictures
//! (the SVG figures of `stridelab_teach::svg`, their text display folded beneath). No
//! scripts, fonts or links: the file opens in any browser, offline, and reads in light and
//! dark themes. Written whole or not at all, never over a file unless told (as `:save`).

use stridelab_teach::run::{NOTE_PREFIX, RichEcho, prompted_source};
use stridelab_teach::svg::escape;

/// One statement of the session as the page shows it.
#[derive(Debug, Clone)]
pub struct Shown {
    pub source: String,
    pub echo: RichEcho,
}

const STYLE: &str = "
:root { color-scheme: light dark; --fg: #1b1b1b; --bg: #ffffff; --muted: #5a5a5a;
  --code-bg: #f4f4f4; --err: #b00020; --note: #005f87; --rule: #dddddd; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #e6e6e6; --bg: #1e1e1e; --muted: #a8a8a8; --code-bg: #2a2a2a;
    --err: #ff7b7b; --note: #7cc7ee; --rule: #3a3a3a; }
}
body { font-family: system-ui, sans-serif; color: var(--fg); background: var(--bg);
  max-width: 860px; margin: 2em auto; padding: 0 1em; line-height: 1.4; }
h1 { font-size: 1.3em; }
p.about { color: var(--muted); }
section.stmt { border-top: 1px solid var(--rule); padding: 0.4em 0; }
pre { font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace;
  font-size: 13px; margin: 0.3em 0; white-space: pre-wrap; overflow-wrap: anywhere; }
pre.in { background: var(--code-bg); padding: 0.3em 0.5em; border-radius: 4px; }
pre.err { color: var(--err); }
pre.note { color: var(--note); }
figure { margin: 0.5em 0; overflow-x: auto; }
figure svg { max-width: 100%; height: auto; }
details summary { color: var(--muted); cursor: pointer; font-size: 0.9em; }
";

/// The page for the statements of a session.
pub fn page(title: &str, entries: &[Shown]) -> String {
    let mut s = String::new();
    s.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    s.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    s.push_str(&format!("<title>{}</title>\n<style>{}</style>\n</head>\n<body>\n", escape(title), STYLE));
    s.push_str(&format!("<h1>{}</h1>\n", escape(title)));
    s.push_str(&format!(
        "<p class=\"about\">{} run in stridelab {}, which prints what Python with NumPy 2.4 prints and \
         shows what NumPy hides: buffers, offsets, strides and shared memory.</p>\n",
        stridelab_teach::layout::count(entries.len(), "statement"),
        env!("CARGO_PKG_VERSION")
    ));
    for e in entries {
        s.push_str("<section class=\"stmt\">\n");
        s.push_str(&format!("<pre class=\"in\">{}</pre>\n", escape(prompted_source(&e.source).trim_end())));
        s.push_str(&statement_output(&e.echo));
        s.push_str("</section>\n");
    }
    s.push_str("</body>\n</html>\n");
    s
}

/// What one statement showed, as HTML: its pictures (with their text folded beneath) or
/// its printed text, the value, the error, then the notes.
fn statement_output(r: &RichEcho) -> String {
    let mut s = String::new();
    let e = &r.echo;
    if !r.teaching || r.figures.is_empty() {
        let mut out = e.printed.clone();
        if let Some(v) = &e.value {
            out.push_str(v);
            out.push('\n');
        }
        if !out.is_empty() {
            s.push_str(&format!("<pre class=\"out\">{}</pre>\n", escape(out.trim_end_matches('\n'))));
        }
    } else {
        for f in &r.figures {
            s.push_str(&format!("<figure>\n{}\n</figure>\n", f.svg.trim()));
        }
        if !e.printed.is_empty() {
            s.push_str(&format!(
                "<details><summary>as text</summary><pre class=\"out\">{}</pre></details>\n",
                escape(e.printed.trim_end_matches('\n'))
            ));
        }
    }
    if let Some(err) = &e.error {
        let err = err.strip_suffix(": ").unwrap_or(err);
        s.push_str(&format!("<pre class=\"err\">{}</pre>\n", escape(err)));
    }
    let notes: Vec<String> =
        r.notes.iter().flat_map(|n| n.lines().map(|l| format!("{}{}", NOTE_PREFIX, l)).collect::<Vec<_>>()).collect();
    if !notes.is_empty() {
        s.push_str(&format!("<pre class=\"note\">{}</pre>\n", escape(&notes.join("\n"))));
    }
    if !r.teaching {
        // the memory of the arrays an assignment bound, under their summary lines
        for f in &r.figures {
            s.push_str(&format!("<figure>\n{}\n</figure>\n", f.svg.trim()));
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use stridelab_teach::run::Echo;
    use stridelab_teach::svg::Figure;

    fn shown(source: &str, printed: &str, value: Option<&str>, error: Option<&str>, notes: &[&str]) -> Shown {
        Shown {
            source: source.into(),
            echo: RichEcho {
                echo: Echo { printed: printed.into(), value: value.map(String::from), error: error.map(String::from) },
                notes: notes.iter().map(|n| n.to_string()).collect(),
                teaching: false,
                figures: Vec::new(),
            },
        }
    }

    #[test]
    fn statements_outputs_errors_and_notes_are_escaped_in_order() {
        let entries = vec![
            shown("x = np.arange(3)", "", None, None, &["x  int64 (3,)  owns b1 (new)"]),
            shown("x < 2", "", Some("array([ True,  True, False])"), None, &[]),
            shown("for i in range(2):\n    print(i)", "0\n1\n", None, None, &[]),
            shown("x[5]", "", None, Some("IndexError: index 5 is out of bounds for axis 0 with size 3"), &[]),
        ];
        let p = page("stridelab session", &entries);
        assert!(p.starts_with("<!DOCTYPE html>"));
        assert!(p.contains("<pre class=\"in\">&gt;&gt;&gt; x &lt; 2</pre>"), "{}", p);
        assert!(p.contains("<pre class=\"out\">array([ True,  True, False])</pre>"), "{}", p);
        assert!(p.contains("&gt;&gt;&gt; for i in range(2):\n...     print(i)</pre>\n<pre class=\"out\">0\n1</pre>"), "{}", p);
        assert!(p.contains("<pre class=\"err\">IndexError: index 5 is out of bounds for axis 0 with size 3</pre>"));
        assert!(p.contains("<pre class=\"note\"># x  int64 (3,)  owns b1 (new)</pre>"));
        let at = |needle: &str| p.find(needle).unwrap_or_else(|| panic!("{} missing", needle));
        assert!(at("x = np.arange(3)") < at("x &lt; 2") && at("x &lt; 2") < at("IndexError"));
        // self-contained: nothing is fetched when it opens
        for outside in ["<script", "<link", "src=", "url("] {
            assert!(!p.contains(outside), "{} in the page", outside);
        }
    }

    #[test]
    fn a_figure_replaces_the_text_display_which_stays_folded_beneath() {
        let mut e = shown("mem(x)", "buffer b1: 24 bytes\n", None, None, &[]);
        e.echo.teaching = true;
        e.echo.figures.push(Figure { svg: "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>b1</text></svg>".into(), text: String::new() });
        let p = page("t", &[e]);
        assert!(p.contains("<figure>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><text>b1</text></svg>\n</figure>"), "{}", p);
        assert!(p.contains("<details><summary>as text</summary><pre class=\"out\">buffer b1: 24 bytes</pre></details>"), "{}", p);
    }
}
