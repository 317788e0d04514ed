//! Syntax highlighting of the line being edited: keywords, numbers, strings, builtin
//! names, comments, `:commands`, and the bracket matching the one at the cursor.

use std::collections::HashSet;

use super::color;
use stridelab_eval::builtins;

use stridelab_lang::keywords::KEYWORDS;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Plain,
    Keyword,
    Number,
    Str,
    Builtin,
    Comment,
    Command,
    Bracket,
}

/// Split a line into (kind, byte range) tokens that cover it exactly.
pub fn tokens(line: &str, builtin_names: &HashSet<String>) -> Vec<(Kind, usize, usize)> {
    let mut out = Vec::new();
    if line.trim_start().starts_with(':') {
        return vec![(Kind::Command, 0, line.len())];
    }
    let b = line.as_bytes();
    let mut i = 0;
    let mut prev_dot = false;
    while i < b.len() {
        let c = b[i];
        let start = i;
        let kind = if c == b'#' {
            i = b.len();
            Kind::Comment
        } else if c == b'\'' || c == b'"' {
            // a string, with an f/r/b prefix handled by the name branch below
            let triple = line[i..].starts_with(if c == b'"' { "\"\"\"" } else { "'''" });
            let q = if triple { 3 } else { 1 };
            i += q;
            while i < b.len() {
                if b[i] == b'\\' {
                    i += 2;
                    continue;
                }
                if b[i] == c && (!triple || line[i..].starts_with(&line[start..start + 3])) {
                    i += q;
                    break;
                }
                i += 1;
            }
            i = i.min(b.len());
            Kind::Str
        } else if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(|d| d.is_ascii_digit())) && !prev_dot {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'.' || b[i] == b'_') {
                // 1e-5: the sign after an exponent belongs to the number
                if (b[i] == b'e' || b[i] == b'E') && i + 1 < b.len() && (b[i + 1] == b'-' || b[i + 1] == b'+') {
                    i += 1;
                }
                i += 1;
            }
            Kind::Number
        } else if c.is_ascii_alphabetic() || c == b'_' || c >= 0x80 {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] >= 0x80) {
                i += 1;
            }
            let word = &line[start..i];
            if i < b.len() && (b[i] == b'\'' || b[i] == b'"') && matches!(word.to_ascii_lowercase().as_str(), "f" | "r" | "b" | "rb" | "br" | "fr" | "rf") {
                // string prefix: colour it with the string that follows
                out.push((Kind::Str, start, i));
                prev_dot = false;
                continue;
            }
            if KEYWORDS.contains(&word) {
                Kind::Keyword
            } else if !prev_dot && builtin_names.contains(word) {
                Kind::Builtin
            } else {
                Kind::Plain
            }
        } else if b"()[]{}".contains(&c) {
            i += 1;
            Kind::Bracket
        } else {
            // one UTF-8 character of punctuation or space
            i += line[i..].chars().next().map_or(1, |ch| ch.len_utf8());
            Kind::Plain
        };
        if !matches!(c, b' ' | b'\t') {
            prev_dot = c == b'.';
        }
        out.push((kind, start, i));
    }
    out
}

/// The byte positions of the bracket at or just before `pos` and its partner, if matched.
pub fn matching_bracket(line: &str, pos: usize, toks: &[(Kind, usize, usize)]) -> Option<(usize, usize)> {
    let brackets: Vec<usize> = toks.iter().filter(|t| t.0 == Kind::Bracket).map(|t| t.1).collect();
    let b = line.as_bytes();
    let at = [pos, pos.wrapping_sub(1)].into_iter().find(|p| brackets.contains(p))?;
    let idx = brackets.iter().position(|&p| p == at)?;
    let open = |c: u8| matches!(c, b'(' | b'[' | b'{');
    let partner = |c: u8| match c {
        b'(' => b')',
        b'[' => b']',
        b'{' => b'}',
        b')' => b'(',
        b']' => b'[',
        _ => b'{',
    };
    let mut depth = 0;
    if open(b[at]) {
        for &p in &brackets[idx + 1..] {
            if open(b[p]) {
                depth += 1;
            } else if depth == 0 {
                return (b[p] == partner(b[at])).then_some((at, p));
            } else {
                depth -= 1;
            }
        }
    } else {
        for &p in brackets[..idx].iter().rev() {
            if !open(b[p]) {
                depth += 1;
            } else if depth == 0 {
                return (b[p] == partner(b[at])).then_some((at, p));
            } else {
                depth -= 1;
            }
        }
    }
    None
}

/// The names shown as builtins.
pub fn builtin_names() -> HashSet<String> {
    let mut s: HashSet<String> = builtins::all()
        .filter(|d| d.module().is_empty() || builtins::global_builtin(d.name()).is_some())
        .map(|d| d.name().to_string())
        .collect();
    for n in ["np", "numpy", "int", "float", "bool", "str", "list", "tuple", "dict", "range", "slice", "type", "help", "windows"] {
        s.insert(n.to_string());
    }
    s
}

/// The line with colour escapes (the text is unchanged when colour is off).
pub fn highlight(line: &str, pos: usize, builtin_names: &HashSet<String>) -> String {
    let toks = tokens(line, builtin_names);
    let pair = matching_bracket(line, pos, &toks);
    let mut s = String::with_capacity(line.len() * 2);
    for (kind, a, b) in toks {
        let text = &line[a..b];
        let styled = match kind {
            Kind::Keyword => color::keyword(text).to_string(),
            Kind::Number => color::number(text).to_string(),
            Kind::Str => color::string(text).to_string(),
            Kind::Builtin => color::builtin(text).to_string(),
            Kind::Comment => color::comment(text).to_string(),
            Kind::Command => color::command(text).to_string(),
            Kind::Bracket if pair.is_some_and(|(x, y)| a == x || a == y) => color::bracket_match(text).to_string(),
            Kind::Bracket | Kind::Plain => text.to_string(),
        };
        s.push_str(&styled);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(line: &str) -> Vec<(Kind, &str)> {
        let names = builtin_names();
        tokens(line, &names).into_iter().filter(|t| t.0 != Kind::Plain).map(|(k, a, b)| (k, &line[a..b])).collect()
    }

    #[test]
    fn tokens_cover_the_line() {
        let names = builtin_names();
        for line in ["x = np.arange(6)  # six", "s = f'{x!r}' + \"a\\\"b\"", "é = 1.5e-3 + .5", "'''unclosed"] {
            let t = tokens(line, &names);
            assert_eq!(t.first().unwrap().1, 0);
            assert_eq!(t.last().unwrap().2, line.len());
            assert!(t.windows(2).all(|w| w[0].2 == w[1].1), "{line}");
        }
    }

    #[test]
    fn classifies() {
        assert_eq!(
            kinds("for i in range(3): print(x.sum(), 'a', 1e-5) # c"),
            vec![
                (Kind::Keyword, "for"),
                (Kind::Keyword, "in"),
                (Kind::Builtin, "range"),
                (Kind::Bracket, "("),
                (Kind::Number, "3"),
                (Kind::Bracket, ")"),
                (Kind::Builtin, "print"),
                (Kind::Bracket, "("),
                (Kind::Bracket, "("),
                (Kind::Bracket, ")"),
                (Kind::Str, "'a'"),
                (Kind::Number, "1e-5"),
                (Kind::Bracket, ")"),
                (Kind::Comment, "# c"),
            ]
        );
        // an attribute named like a builtin is not a builtin
        assert_eq!(kinds("x.sum"), vec![]);
        assert_eq!(kinds(":vars"), vec![(Kind::Command, ":vars")]);
    }

    #[test]
    fn brackets_match() {
        let names = builtin_names();
        let line = "f(a[1], (2))";
        let t = tokens(line, &names);
        assert_eq!(matching_bracket(line, 1, &t), Some((1, 11)));
        assert_eq!(matching_bracket(line, 12, &t), Some((11, 1)));
        assert_eq!(matching_bracket(line, 4, &t), Some((3, 5)));
        assert_eq!(matching_bracket("f(]", 2, &tokens("f(]", &names)), None);
    }

    #[test]
    fn no_escapes_without_colour() {
        color::set(false);
        let names = builtin_names();
        assert_eq!(highlight("for i in range(3): pass", 3, &names), "for i in range(3): pass");
    }
}
