//! The one layout helper of the teaching displays: wrap text at a given width, breaking only
//! at token boundaries. A break may fall at a space outside brackets (between words, after
//! the `, ` or `; ` that separates items of a list), never inside `w[3, 2]`, `(2, 3)` or a
//! name, and nothing is ever truncated: a token longer than the line stays whole.
//!
//! The width is a parameter: the front end knows the terminal (COLUMNS, else 80).

/// The width used when no terminal says otherwise.
pub const DEFAULT_WIDTH: usize = 80;

fn cols(s: &str) -> usize {
    s.chars().count()
}

/// `n` and a noun, singular for 1: "1 cell", "15 cells".
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 { format!("1 {noun}") } else { format!("{n} {noun}s") }
}

/// Split `text` into tokens at spaces outside brackets; runs of spaces collapse.
pub fn tokens(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut depth = 0i32;
    // which open parentheses group a token: a call `f(`, a tuple `(2, 3)`; a parenthesis
    // that opens prose (`(sliding windows, ...)`) may break like any text
    let mut parens: Vec<bool> = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    for (k, &c) in chars.iter().enumerate() {
        match c {
            '[' | '{' => depth += 1,
            ']' | '}' => depth -= 1,
            '(' => {
                let prev = if k > 0 { chars[k - 1] } else { ' ' };
                let next = chars.get(k + 1).copied().unwrap_or(' ');
                let groups = !prev.is_whitespace() || next.is_ascii_digit() || matches!(next, '-' | ')' | '\'' | '(');
                parens.push(groups);
                if groups {
                    depth += 1;
                }
            }
            ')' => {
                if parens.pop().unwrap_or(true) {
                    depth -= 1;
                }
            }
            _ => {}
        }
        if c == ' ' && depth <= 0 {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
        } else {
            cur.push(c);
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// Lay out `atoms` (never split) joined by `sep`: the first line starts with `first`, the
/// others with `indent`; every line ends with a newline. An atom that does not fit on a
/// fresh line is itself wrapped at its token boundaries.
pub fn wrap_atoms(atoms: &[String], sep: &str, first: &str, indent: &str, width: usize) -> String {
    if atoms.is_empty() {
        return if first.trim().is_empty() { String::new() } else { format!("{}\n", first.trim_end()) };
    }
    let mut out = String::new();
    let mut line = first.to_string();
    let mut empty = true;
    let push_line = |line: &mut String, out: &mut String| {
        out.push_str(line.trim_end());
        out.push('\n');
    };
    for atom in atoms {
        let need = if empty { cols(atom) } else { cols(sep) + cols(atom) };
        if !empty && cols(&line) + need > width {
            push_line(&mut line, &mut out);
            line = indent.to_string();
            empty = true;
        }
        if empty && !line.trim().is_empty() && cols(&line) + cols(atom) > width && cols(indent) + cols(atom) <= width {
            // the first line's lead leaves no room: the atom starts the next line whole
            push_line(&mut line, &mut out);
            line = indent.to_string();
        }
        let parts = if empty && cols(&line) + cols(atom) > width && atom.contains(' ') { tokens(atom) } else { Vec::new() };
        if parts.len() > 1 {
            // too long for a line of its own: break it at its own token boundaries (an atom
            // that is one token, such as a long shape tuple, stays whole and overflows)
            let wrapped = wrap_atoms(&parts, " ", &line, indent, width);
            let mut ls: Vec<&str> = wrapped.lines().collect();
            let last = ls.pop().unwrap_or("").to_string();
            for l in ls {
                out.push_str(l);
                out.push('\n');
            }
            line = last;
            empty = false;
            continue;
        }
        if !empty {
            line.push_str(sep);
        }
        line.push_str(atom);
        empty = false;
    }
    if !empty {
        push_line(&mut line, &mut out);
    }
    out
}

/// Wrap running text: first line behind `first`, continuation lines behind `indent`.
pub fn wrap(text: &str, first: &str, indent: &str, width: usize) -> String {
    wrap_atoms(&tokens(text), " ", first, indent, width)
}

/// Wrap every line of a multi-line text that is too long, continuing it under its own
/// leading spaces plus `extra` columns. Lines that fit are kept byte for byte.
pub fn fit_lines(text: &str, extra: usize, width: usize) -> String {
    let mut out = String::new();
    for l in text.lines() {
        if cols(l) <= width {
            out.push_str(l);
            out.push('\n');
            continue;
        }
        let lead = l.len() - l.trim_start().len();
        let first = &l[..lead];
        let indent = " ".repeat(lead + extra);
        out.push_str(&wrap(l.trim_start(), first, &indent, width));
    }
    out
}

/// Break one line of Python code to fit `width` columns after the prompt-wide lead
/// (`first` and `next` are the leads of the first and the continuation lines, such as
/// `>>> ` and `... `). Breaks fall only after a `, ` inside brackets and outside strings,
/// where Python joins lines by itself, so every piece is still the same statement; code
/// with no such place stays whole.
pub fn wrap_code(code: &str, first: &str, next: &str, width: usize) -> Vec<String> {
    let chars: Vec<char> = code.chars().collect();
    // break points (position just after ", ", bracket depth) inside brackets, outside strings
    let mut breaks = Vec::new();
    let (mut depth, mut quote) = (0i32, None::<char>);
    let mut k = 0;
    while k < chars.len() {
        let c = chars[k];
        match quote {
            Some(_) if c == '\\' => k += 1,
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None => match c {
                '\'' | '"' => quote = Some(c),
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => depth -= 1,
                ',' if depth >= 1 && chars.get(k + 1) == Some(&' ') => breaks.push((k + 2, depth)),
                _ => {}
            },
        }
        k += 1;
    }
    let mut out = Vec::new();
    let mut start = 0;
    let mut lead = first;
    while cols(lead) + (chars.len() - start) > width {
        // of the breaks that fit, the outermost (a whole argument moves down), then the
        // last; else the first one after the start (a piece that cannot be helped)
        let fit = breaks
            .iter()
            .copied()
            .filter(|&(b, _)| b > start && cols(lead) + (b - 1 - start) <= width)
            .min_by_key(|&(b, d)| (d, std::cmp::Reverse(b)));
        let Some((b, _)) = fit.or_else(|| breaks.iter().copied().find(|&(b, _)| b > start)) else { break };
        out.push(format!("{}{}", lead, chars[start..b - 1].iter().collect::<String>()));
        start = b;
        lead = next;
    }
    out.push(format!("{}{}", lead, chars[start..].iter().collect::<String>()));
    out
}

/// True when no line is wider than `width` and every line has balanced square brackets
/// (so no index such as `w[3, 2]` was split across lines). Used by the display tests.
pub fn well_wrapped(text: &str, width: usize) -> Result<(), String> {
    for l in text.lines() {
        if cols(l) > width {
            return Err(format!("wider than {}: {:?}", width, l));
        }
        let mut depth = 0i32;
        for c in l.chars() {
            match c {
                '[' => depth += 1,
                ']' => depth -= 1,
                _ => {}
            }
            if depth < 0 {
                return Err(format!("closes a bracket it did not open: {:?}", l));
            }
        }
        if depth != 0 {
            return Err(format!("leaves a bracket open: {:?}", l));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn breaks_only_outside_brackets() {
        let t = "same memory: w[0, 2], w[1, 1], w[2, 0]; x[2]; y[0, 2]; z[1, 0]";
        let w = wrap(t, "  ", "      ", 30);
        assert_eq!(w, "  same memory: w[0, 2],\n      w[1, 1], w[2, 0]; x[2];\n      y[0, 2]; z[1, 0]\n");
        well_wrapped(&w, 30).unwrap();
        assert_eq!(tokens("shape (2, 3)  strides (24, 8)"), vec!["shape", "(2, 3)", "strides", "(24, 8)"]);
        assert_eq!(tokens("f(a, b) (some prose)"), vec!["f(a, b)", "(some", "prose)"]);
    }

    #[test]
    fn long_names_are_never_cut() {
        let name = "a_rather_long_variable_name_that_will_not_fit";
        let w = wrap(&format!("view of {}", name), "", "  ", 20);
        assert!(w.contains(name), "{w}");
        assert_eq!(w, format!("view of\n  {}\n", name));
    }

    #[test]
    fn atoms_stay_whole() {
        let atoms: Vec<String> = ["int64 (2, 3)", "strides (24, 8)", "b1 @ +0 B", "view of x"].iter().map(|s| s.to_string()).collect();
        assert_eq!(wrap_atoms(&atoms, "  ", "y  ", "   ", 40), "y  int64 (2, 3)  strides (24, 8)\n   b1 @ +0 B  view of x\n");
        assert!(well_wrapped("leaves [open", 80).is_err());
        assert_eq!(fit_lines("short\n  a b c d e f\n", 2, 8), "short\n  a b c\n    d e\n    f\n");
    }

    #[test]
    fn an_overlong_single_token_atom_overflows_instead_of_recursing() {
        // a 33-d shape tuple is one token with spaces inside: it cannot be broken, so it stays
        // whole on a line of its own (this recursed until the stack overflowed)
        let shape = format!("({})", vec!["1"; 33].join(", "));
        let atoms = vec!["a".to_string(), format!("float64 {shape}"), "view of x".to_string()];
        let w = wrap_atoms(&atoms, "  ", "", "  ", 40);
        assert!(w.contains(&shape), "{w}");
        assert_eq!(w.lines().count(), 4, "{w}");
    }

    #[test]
    fn code_breaks_after_commas_inside_brackets_only() {
        let code = "np.add.at(gmax, (np.arange(2)[:, None] + p3 // 3, np.arange(2)[None, :] + p3 % 3), 1.0)";
        let lines = wrap_code(code, ">>> ", "...     ", 60);
        assert_eq!(
            lines,
            vec![">>> np.add.at(gmax,", "...     (np.arange(2)[:, None] + p3 // 3,", "...     np.arange(2)[None, :] + p3 % 3), 1.0)"]
        );
        // the pieces are one statement again when joined
        let joined: String = lines.iter().map(|l| l[4..].trim_start().to_string()).collect::<Vec<_>>().join(" ");
        assert_eq!(joined, code);
        // commas inside strings or outside brackets never break; short code stays as is
        assert_eq!(wrap_code("s = 'a, b, c, d', 1", ">>> ", "... ", 10), vec![">>> s = 'a, b, c, d', 1"]);
        assert_eq!(wrap_code("x = f(1, 2)", ">>> ", "... ", 80), vec![">>> x = f(1, 2)"]);
    }

    #[test]
    fn a_lead_without_room_keeps_its_spacing_and_the_atom_moves_down() {
        // whereis rows pad their columns; a list too long for the row starts the next line
        let w = wrap("transposed_array_with_long_name[0, 1]; x[1, 0]", "  [0, 0]   = 4      from ", "      ", 44);
        assert_eq!(w, "  [0, 0]   = 4      from\n      transposed_array_with_long_name[0, 1];\n      x[1, 0]\n");
        well_wrapped(&w, 44).unwrap();
    }
}
