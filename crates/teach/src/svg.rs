//! Pictures of the teaching displays as SVG, for front ends that show images (the notebook
//! kernel, the HTML export). One drawing module, fed by the same facts as the text views:
//! a display computes its facts once, renders them as text always and, when the front end
//! asked for pictures (`TeachState::draw`), as a [`Figure`] too.

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
