//! Stage 1 of the parser: CPython's tokenizer rules (`Parser/tokenizer.c`) as far as the
//! grammar stages need them. Positions (`SrcMap`: byte offset -> line and char column), the
//! token scanners for names, strings (with escapes) and numbers, the one-token classifier
//! (`classify`) the nom grammar peeks with, and `lex`, which cuts the file into logical lines,
//! tracks brackets and the indentation stack, and records the first tokenizer error and how it
//! competes with parser errors (see `super::parser`'s module doc).

use super::ast::{Span, SyntaxError};

// ======================================================================================
// Positions
// ======================================================================================

/// Maps byte offsets of the (normalized) source to 1-based lines and 0-based char columns.
pub(super) struct SrcMap<'s> {
    pub(super) src: &'s str,
    pub(super) starts: Vec<usize>,
    pub(super) ascii: Vec<bool>,
}

impl<'s> SrcMap<'s> {
    pub(super) fn new(src: &'s str) -> Self {
        let mut starts = vec![0];
        for (k, b) in src.bytes().enumerate() {
            if b == b'\n' {
                starts.push(k + 1);
            }
        }
        let ascii = (0..starts.len())
            .map(|li| {
                let end = starts.get(li + 1).copied().unwrap_or(src.len());
                src.as_bytes()[starts[li]..end].is_ascii()
            })
            .collect();
        SrcMap { src, starts, ascii }
    }

    pub(super) fn line_idx(&self, off: usize) -> usize {
        self.starts.partition_point(|&s| s <= off).saturating_sub(1)
    }

    pub(super) fn span(&self, off: usize) -> Span {
        let off = off.min(self.src.len());
        let li = self.line_idx(off);
        let start = self.starts[li];
        let col = if self.ascii[li] {
            off - start
        } else {
            self.src.get(start..off).map_or(0, |t| t.chars().count())
        };
        Span {
            line: to_u32(li + 1),
            col: to_u32(col),
        }
    }

    pub(super) fn line_text(&self, line: u32) -> String {
        let Some(&start) = self.starts.get((line as usize).wrapping_sub(1)) else {
            return String::new();
        };
        let rest = &self.src[start..];
        rest.split('\n').next().unwrap_or("").to_string()
    }

    pub(super) fn error_at(&self, span: Span, msg: impl Into<String>) -> SyntaxError {
        SyntaxError {
            msg: msg.into(),
            span,
            line_text: self.line_text(span.line),
            exception: "SyntaxError",
        }
    }

    pub(super) fn error(&self, off: usize, msg: impl Into<String>) -> SyntaxError {
        self.error_at(self.span(off), msg)
    }
}

pub(super) fn to_u32(x: usize) -> u32 {
    u32::try_from(x).unwrap_or(u32::MAX)
}

// ======================================================================================
// Lexical helpers shared by both stages
// ======================================================================================

pub(super) fn is_id_start(c: char) -> bool {
    c == '_' || c.is_alphabetic()
}

pub(super) fn is_id_continue(c: char) -> bool {
    c == '_' || c.is_alphanumeric()
}

/// Length in bytes of the identifier at the start of `s` (0 if none).
pub(super) fn ident_len(s: &str) -> usize {
    let mut it = s.char_indices();
    match it.next() {
        Some((_, c)) if is_id_start(c) => {}
        _ => return 0,
    }
    for (k, c) in it {
        if !is_id_continue(c) {
            return k;
        }
    }
    s.len()
}

pub(super) use super::keywords::KEYWORDS;

/// String prefix flags.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Prefix {
    pub(super) len: usize,
    pub(super) raw: bool,
    pub(super) bytes: bool,
    pub(super) fmt: bool,
}

/// If a string literal starts at `s` (optional prefix, then a quote), its prefix.
pub(super) fn string_prefix(s: &str) -> Option<Prefix> {
    let l = ident_len(s);
    let q = *s.as_bytes().get(l)?;
    if q != b'\'' && q != b'"' || l > 2 {
        return None;
    }
    let mut p = Prefix {
        len: l,
        ..Prefix::default()
    };
    let mut seen_u = false;
    for c in s[..l].chars() {
        match c.to_ascii_lowercase() {
            'r' if !p.raw => p.raw = true,
            'b' if !p.bytes => p.bytes = true,
            'f' if !p.fmt => p.fmt = true,
            'u' if !seen_u => seen_u = true,
            _ => return None,
        }
    }
    let ok = (!seen_u || l == 1) && !(p.bytes && p.fmt);
    ok.then_some(p)
}

/// A scanned string token; offsets are relative to the token start.
#[derive(Clone, Copy, Debug)]
pub(super) struct StrTok {
    pub(super) pre: Prefix,
    pub(super) body_start: usize,
    pub(super) body_end: usize,
    pub(super) end: usize,
}

/// Scans the string literal at the start of `s`. `None`: no string here.
/// `Err((k, triple))`: unterminated, detected at relative offset `k` (a newline, or `s.len()`
/// at EOF).
pub(super) fn scan_string(s: &str) -> Option<Result<StrTok, (usize, bool)>> {
    let pre = string_prefix(s)?;
    let b = s.as_bytes();
    let q = b[pre.len];
    let triple = b.get(pre.len + 1) == Some(&q) && b.get(pre.len + 2) == Some(&q);
    let body_start = pre.len + if triple { 3 } else { 1 };
    let mut k = body_start;
    loop {
        let Some(&c) = b.get(k) else {
            return Some(Err((b.len(), triple)));
        };
        if c == b'\\' {
            // A backslash escapes the next byte, even in raw strings (for tokenizing).
            if k + 1 >= b.len() {
                return Some(Err((b.len(), triple)));
            }
            k += 2;
            continue;
        }
        if c == q {
            if !triple {
                return Some(Ok(StrTok {
                    pre,
                    body_start,
                    body_end: k,
                    end: k + 1,
                }));
            }
            if b.get(k + 1) == Some(&q) && b.get(k + 2) == Some(&q) {
                return Some(Ok(StrTok {
                    pre,
                    body_start,
                    body_end: k,
                    end: k + 3,
                }));
            }
        }
        if c == b'\n' && !triple {
            return Some(Err((k, false)));
        }
        k += 1;
    }
}

/// The value of a number literal.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum NumLit {
    Int(i128),
    Float(f64),
    Imag(f64),
}

/// Scans the number at the start of `s` following CPython's tokenizer (`tok_get` number part,
/// `tok_decimal_tail`, `verify_end_of_number`). Ok((length, value)); Err((relative caret
/// column, message)) with CPython's messages and caret positions.
pub(super) fn scan_number(s: &str) -> Result<(usize, NumLit), (usize, String)> {
    let b = s.as_bytes();
    let at = |k: usize| b.get(k).copied().unwrap_or(0);
    let digit = |c: u8| c.is_ascii_digit();
    // CPython reports plain tokenizer errors one char before its read position.
    let err = |cur: usize, msg: String| Err((cur.saturating_sub(1), msg));
    // digits ( '_'? digits )*, starting at a digit; returns the end or the failing position.
    let dec_tail = |mut k: usize| -> Result<usize, usize> {
        loop {
            while digit(at(k)) {
                k += 1;
            }
            if at(k) != b'_' {
                return Ok(k);
            }
            k += 1;
            if !digit(at(k)) {
                return Err(k);
            }
        }
    };
    let dec = |k: usize| {
        dec_tail(k).map_err(|c| (c.saturating_sub(1), "invalid decimal literal".to_string()))
    };
    // A number may not run into an identifier, except the keywords CPython tolerates.
    let end_ok = |k: usize, kind: &str| -> Result<(), (usize, String)> {
        let rest = &s[k.min(s.len())..];
        let tolerated = ["and", "else", "for", "if", "in", "is", "not", "or"]
            .iter()
            .any(|kw| rest.starts_with(kw));
        let c = at(k);
        if !tolerated && (c == b'_' || c.is_ascii_alphanumeric() || c >= 0x80) {
            return Err((k.saturating_sub(1), format!("invalid {kind} literal")));
        }
        Ok(())
    };
    let clean = |a: usize, e: usize| s[a..e].replace('_', "");

    if at(0) == b'0' && matches!(at(1), b'x' | b'X' | b'o' | b'O' | b'b' | b'B') {
        let (radix, kind) = match at(1) {
            b'x' | b'X' => (16, "hexadecimal"),
            b'o' | b'O' => (8, "octal"),
            _ => (2, "binary"),
        };
        let is_rd = |c: u8| (c as char).is_digit(radix);
        let mut k = 2;
        loop {
            if at(k) == b'_' {
                k += 1;
            }
            if !is_rd(at(k)) {
                if radix < 16 && digit(at(k)) {
                    return Err((
                        k,
                        format!("invalid digit '{}' in {kind} literal", at(k) as char),
                    ));
                }
                return err(k, format!("invalid {kind} literal"));
            }
            while is_rd(at(k)) {
                k += 1;
            }
            if at(k) != b'_' {
                break;
            }
        }
        if radix < 16 && digit(at(k)) {
            return Err((
                k,
                format!("invalid digit '{}' in {kind} literal", at(k) as char),
            ));
        }
        end_ok(k, kind)?;
        let v = i128::from_str_radix(&clean(2, k), radix).map_err(|_| {
            (
                0,
                "integer literal too large (stridelab integers are 128-bit)".into(),
            )
        })?;
        return Ok((k, NumLit::Int(v)));
    }

    let mut k;
    let mut is_float = false;
    let mut nonzero_leading_zero = false;
    if at(0) == b'.' {
        is_float = true;
        k = dec(1)?;
    } else if at(0) == b'0' {
        k = 1;
        loop {
            if at(k) == b'_' {
                k += 1;
                if !digit(at(k)) {
                    return err(k, "invalid decimal literal".into());
                }
            }
            if at(k) != b'0' {
                break;
            }
            k += 1;
        }
        if digit(at(k)) {
            nonzero_leading_zero = true;
            k = dec(k)?;
        }
        if at(k) == b'.' {
            is_float = true;
            k += 1;
            if digit(at(k)) {
                k = dec(k)?;
            }
        }
    } else {
        k = dec(0)?;
        if at(k) == b'.' {
            is_float = true;
            k += 1;
            if digit(at(k)) {
                k = dec(k)?;
            }
        }
    }
    if matches!(at(k), b'e' | b'E') {
        let e = k;
        let mut j = k + 1;
        if matches!(at(j), b'+' | b'-') {
            j += 1;
            if !digit(at(j)) {
                return err(j, "invalid decimal literal".into());
            }
        }
        if digit(at(j)) {
            is_float = true;
            k = dec(j)?;
        } else {
            // `1e` / `1else`: the number stops before the `e`.
            end_ok(e, "decimal")?;
            k = e;
        }
    }
    if matches!(at(k), b'j' | b'J') {
        end_ok(k + 1, "imaginary")?;
        let v = clean(0, k).parse::<f64>().unwrap_or(f64::INFINITY);
        return Ok((k + 1, NumLit::Imag(v)));
    }
    if nonzero_leading_zero && !is_float {
        return Err((
            0,
            "leading zeros in decimal integer literals are not permitted; use an 0o prefix for \
             octal integers"
                .into(),
        ));
    }
    end_ok(k, "decimal")?;
    let text = clean(0, k);
    if is_float {
        Ok((
            k,
            NumLit::Float(text.parse::<f64>().unwrap_or(f64::INFINITY)),
        ))
    } else {
        let v = text.parse::<i128>().map_err(|_| {
            (
                0,
                "integer literal too large (stridelab integers are 128-bit)".to_string(),
            )
        })?;
        Ok((k, NumLit::Int(v)))
    }
}

/// Decodes the escape sequences of a non-raw string body (Python's `unicode_escape` rules; for
/// bytes literals each byte becomes the char with the same code point).
pub(super) fn decode_escapes(body: &str, bytes: bool) -> Result<String, String> {
    let cs: Vec<char> = body.chars().collect();
    let mut out = String::with_capacity(body.len());
    let mut k = 0;
    let hex = |from: usize, n: usize| -> Option<u32> {
        let digits: String = cs.get(from..from + n)?.iter().collect();
        if digits.chars().all(|c| c.is_ascii_hexdigit()) {
            u32::from_str_radix(&digits, 16).ok()
        } else {
            None
        }
    };
    while k < cs.len() {
        let c = cs[k];
        if bytes && !c.is_ascii() {
            return Err("bytes can only contain ASCII literal characters".into());
        }
        if c != '\\' {
            out.push(c);
            k += 1;
            continue;
        }
        let start = k;
        let Some(&e) = cs.get(k + 1) else {
            out.push('\\');
            break;
        };
        k += 2;
        let simple = match e {
            '\n' => Some(None),
            '\\' => Some(Some('\\')),
            '\'' => Some(Some('\'')),
            '"' => Some(Some('"')),
            'a' => Some(Some('\x07')),
            'b' => Some(Some('\x08')),
            'f' => Some(Some('\x0c')),
            'n' => Some(Some('\n')),
            'r' => Some(Some('\r')),
            't' => Some(Some('\t')),
            'v' => Some(Some('\x0b')),
            _ => None,
        };
        if let Some(ch) = simple {
            out.extend(ch);
            continue;
        }
        match e {
            '0'..='7' => {
                let mut v = e as u32 - '0' as u32;
                for _ in 0..2 {
                    match cs.get(k).and_then(|c| c.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            k += 1;
                        }
                        None => break,
                    }
                }
                if bytes {
                    v &= 0xff;
                }
                out.push(char::from_u32(v).unwrap_or('\u{fffd}'));
            }
            'x' | 'u' | 'U' if !(bytes && e != 'x') => {
                let n = match e {
                    'x' => 2,
                    'u' => 4,
                    _ => 8,
                };
                match hex(k, n).and_then(char::from_u32) {
                    Some(ch) => {
                        out.push(ch);
                        k += n;
                    }
                    None if hex(k, n).is_some() => {
                        return Err(format!(
                            "(unicode error) 'unicodeescape' codec can't decode bytes in position \
                             {start}-{}: illegal Unicode character",
                            start + 1 + n
                        ));
                    }
                    None => {
                        if bytes {
                            return Err(format!(
                                "(value error) invalid \\x escape at position {start}"
                            ));
                        }
                        let got = cs[k..]
                            .iter()
                            .take(n)
                            .take_while(|c| c.is_ascii_hexdigit())
                            .count();
                        let what = match e {
                            'x' => "\\xXX",
                            'u' => "\\uXXXX",
                            _ => "\\UXXXXXXXX",
                        };
                        return Err(format!(
                            "(unicode error) 'unicodeescape' codec can't decode bytes in position \
                             {start}-{}: truncated {what} escape",
                            start + 1 + got
                        ));
                    }
                }
            }
            'N' if !bytes => {
                return Err("\\N{...} escapes are not supported by stridelab".into());
            }
            other => {
                // Unknown escapes are kept as written (CPython only warns).
                out.push('\\');
                out.push(other);
            }
        }
    }
    Ok(out)
}

/// Skips whitespace, comments and line continuations inside one logical line (newlines there
/// can only be inside brackets or after a backslash, so they are plain whitespace).
pub(super) fn ws(i: &str) -> &str {
    let b = i.as_bytes();
    let mut k = 0;
    loop {
        match b.get(k) {
            Some(b' ' | b'\t' | b'\n' | b'\r' | 0x0c) => k += 1,
            Some(b'\\') if b.get(k + 1) == Some(&b'\n') => k += 2,
            Some(b'#') => {
                while k < b.len() && b[k] != b'\n' {
                    k += 1;
                }
            }
            _ => break,
        }
    }
    &i[k..]
}

/// The kind of token starting at `j` (which starts at a token, after [`ws`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Tk {
    End,
    Name(usize),
    Str,
    Num,
    Op(&'static str),
    Other,
}

pub(super) const OPS: &[&str] = &[
    "**=", "//=", ">>=", "<<=", "...", "!=", "%=", "&=", "**", "*=", "+=", "-=", "->", "//", "/=",
    ":=", "<<", "<=", "==", ">=", ">>", "@=", "^=", "|=", "%", "&", "(", ")", "*", "+", ",", "-",
    ".", "/", ":", ";", "<", "=", ">", "@", "[", "]", "^", "{", "|", "}", "~",
];

pub(super) fn classify(j: &str) -> Tk {
    let b = j.as_bytes();
    let Some(&c) = b.first() else { return Tk::End };
    if c == b'"' || c == b'\'' {
        return Tk::Str;
    }
    if c.is_ascii_digit() || (c == b'.' && b.get(1).is_some_and(u8::is_ascii_digit)) {
        return Tk::Num;
    }
    let n = ident_len(j);
    if n > 0 {
        return if string_prefix(j).is_some() {
            Tk::Str
        } else {
            Tk::Name(n)
        };
    }
    // OPS is ordered longest first, so this is the maximal munch.
    OPS.iter()
        .find(|op| j.starts_with(**op))
        .map_or(Tk::Other, |op| Tk::Op(op))
}

// ======================================================================================
// Stage 1: logical lines, indentation, tokenizer errors
// ======================================================================================

/// How a tokenizer error competes with parser errors (see the module doc).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum LexKind {
    /// CPython raises it even after a parser error elsewhere.
    Override,
    /// Raised only when the parser fetches the token at `at`.
    Reached,
    /// A bracket opened at `open_off` (on `open_line`) is never closed.
    Unclosed { open_line: u32, open_off: usize },
}

#[derive(Clone, Debug)]
pub(super) struct LexError {
    pub(super) kind: LexKind,
    /// offset of the failing token, compared with how far the parser looked
    pub(super) at: usize,
    pub(super) err: SyntaxError,
    /// the input just stopped early (open bracket, triple-quoted string, trailing backslash)
    pub(super) incomplete: bool,
}

/// One logical line: `src[start..end]` (from its first token to its NEWLINE), its block depth
/// and the number of indentation characters (for the "unexpected indent" caret).
#[derive(Clone, Copy, Debug)]
pub(super) struct LLine {
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) depth: usize,
    pub(super) indent: usize,
}

pub(super) struct Lexed {
    pub(super) lines: Vec<LLine>,
    pub(super) error: Option<LexError>,
}

/// CPython's MAXLEVEL and MAXINDENT: also what keeps the recursive parser's stack bounded.
pub(super) const MAX_PAREN: usize = 200;
pub(super) const MAX_INDENT: usize = 100;

pub(super) fn lex(sm: &SrcMap) -> Lexed {
    let src = sm.src;
    let b = src.as_bytes();
    let n = b.len();
    let mut lines = Vec::new();
    // (column with tabs to 8, column with tabs to 1)
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    let mut pos = 0;
    // the logical line being scanned, in case a tokenizer error cuts it short
    let mut partial: Option<LLine> = None;
    let mk = |kind: LexKind, at: usize, err: SyntaxError, incomplete: bool| LexError {
        kind,
        at,
        err,
        incomplete,
    };
    let error: Option<LexError> = 'outer: loop {
        if pos >= n {
            break None;
        }
        let line_start = pos;
        let (mut col, mut alt) = (0usize, 0usize);
        while pos < n {
            match b[pos] {
                b' ' => {
                    col += 1;
                    alt += 1;
                }
                b'\t' => {
                    col = (col / 8 + 1) * 8;
                    alt += 1;
                }
                0x0c => {
                    col = 0;
                    alt = 0;
                }
                _ => break,
            }
            pos += 1;
        }
        if pos >= n {
            break None;
        }
        // Blank and comment-only lines do not take part in indentation.
        if b[pos] == b'#' || b[pos] == b'\n' {
            while pos < n && b[pos] != b'\n' {
                pos += 1;
            }
            pos += 1;
            continue;
        }
        let indent = pos - line_start;
        let tab_error = |at: usize| {
            mk(
                LexKind::Reached,
                at,
                sm.error_at(
                    sm.span(line_start),
                    "inconsistent use of tabs and spaces in indentation",
                ),
                false,
            )
        };
        let top = stack.last().copied().unwrap_or((0, 0));
        if col == top.0 {
            if alt != top.1 {
                break Some(tab_error(pos));
            }
        } else if col > top.0 {
            if alt <= top.1 {
                break Some(tab_error(pos));
            }
            if stack.len() > MAX_INDENT {
                break Some(mk(
                    LexKind::Reached,
                    pos,
                    sm.error(pos, "too many levels of indentation"),
                    false,
                ));
            }
            stack.push((col, alt));
        } else {
            while stack.len() > 1 && stack.last().is_some_and(|t| col < t.0) {
                stack.pop();
            }
            let top = stack.last().copied().unwrap_or((0, 0));
            if col != top.0 {
                // CPython puts the caret at the end of the line.
                let eol = src[pos..].find('\n').map_or(n, |e| pos + e);
                break Some(mk(
                    LexKind::Reached,
                    pos,
                    sm.error(eol, "unindent does not match any outer indentation level"),
                    false,
                ));
            }
            if alt != top.1 {
                break Some(tab_error(pos));
            }
        }
        let depth = stack.len() - 1;
        let start = pos;
        let line = |end: usize| LLine {
            start,
            end,
            depth,
            indent,
        };
        partial = Some(line(n));
        let mut brackets: Vec<(u8, usize)> = Vec::new();
        // CPython's NEWLINE token starts where a trailing comment starts.
        let mut comment_at: Option<usize> = None;
        loop {
            if pos >= n {
                lines.push(line(comment_at.unwrap_or(n)));
                if let Some(&(ch, o)) = brackets.last() {
                    let open_line = sm.span(o).line;
                    break 'outer Some(mk(
                        LexKind::Unclosed {
                            open_line,
                            open_off: o,
                        },
                        n,
                        sm.error(o, format!("'{}' was never closed", ch as char)),
                        true,
                    ));
                }
                break 'outer None;
            }
            let c = b[pos];
            match c {
                b' ' | b'\t' | 0x0c => pos += 1,
                b'#' => {
                    if brackets.is_empty() {
                        comment_at = Some(pos);
                    }
                    while pos < n && b[pos] != b'\n' {
                        pos += 1;
                    }
                }
                b'\n' => {
                    if brackets.is_empty() {
                        lines.push(line(comment_at.unwrap_or(pos)));
                        pos += 1;
                        continue 'outer;
                    }
                    pos += 1;
                }
                b'\\' => {
                    let next = b.get(pos + 1).copied();
                    if next == Some(b'\n') && pos + 2 < n {
                        pos += 2;
                        continue;
                    }
                    lines.push(line(pos));
                    let (msg, incomplete) = if next.is_none() || next == Some(b'\n') {
                        ("unexpected EOF while parsing", true)
                    } else {
                        (
                            "unexpected character after line continuation character",
                            false,
                        )
                    };
                    break 'outer Some(mk(
                        LexKind::Reached,
                        pos,
                        sm.error(pos + 1, msg),
                        incomplete,
                    ));
                }
                b'(' | b'[' | b'{' => {
                    if brackets.len() >= MAX_PAREN {
                        break 'outer Some(mk(
                            LexKind::Override,
                            pos,
                            sm.error(pos, "too many nested parentheses"),
                            false,
                        ));
                    }
                    brackets.push((c, pos));
                    pos += 1;
                }
                b')' | b']' | b'}' => match brackets.pop() {
                    None => {
                        break 'outer Some(mk(
                            LexKind::Override,
                            pos,
                            sm.error(pos, format!("unmatched '{}'", c as char)),
                            false,
                        ));
                    }
                    Some((o, opos)) if closer_of(o) != c => {
                        let (ol, cl) = (sm.span(opos).line, sm.span(pos).line);
                        let mut msg = format!(
                            "closing parenthesis '{}' does not match opening parenthesis '{}'",
                            c as char, o as char
                        );
                        if ol != cl {
                            msg.push_str(&format!(" on line {ol}"));
                        }
                        break 'outer Some(mk(LexKind::Override, pos, sm.error(pos, msg), false));
                    }
                    Some(_) => pos += 1,
                },
                0 => {
                    break 'outer Some(mk(
                        LexKind::Override,
                        pos,
                        sm.error(pos, "source code cannot contain null bytes"),
                        false,
                    ));
                }
                _ if c.is_ascii_digit()
                    || (c == b'.' && b.get(pos + 1).is_some_and(u8::is_ascii_digit)) =>
                {
                    match scan_number(&src[pos..]) {
                        Ok((len, _)) => pos += len,
                        Err((rel, msg)) => {
                            break 'outer Some(mk(
                                LexKind::Override,
                                pos,
                                sm.error(pos + rel, msg),
                                false,
                            ));
                        }
                    }
                }
                _ => {
                    if let Some(r) = scan_string(&src[pos..]) {
                        match r {
                            Ok(t) => pos += t.end,
                            Err((detect, triple)) => {
                                let d = (pos + detect).min(n.saturating_sub(1));
                                let what = if triple {
                                    "triple-quoted string"
                                } else {
                                    "string"
                                };
                                let msg = format!(
                                    "unterminated {what} literal (detected at line {})",
                                    sm.span(d).line
                                );
                                break 'outer Some(mk(
                                    LexKind::Override,
                                    pos,
                                    sm.error(pos, msg),
                                    triple,
                                ));
                            }
                        }
                        continue;
                    }
                    let l = ident_len(&src[pos..]);
                    if l > 0 {
                        pos += l;
                    } else if c < 0x80 {
                        // Other ASCII: an operator (or a stray char the parser will reject).
                        pos += 1;
                    } else {
                        let ch = src[pos..].chars().next().unwrap_or('\u{fffd}');
                        let msg = if ch.is_whitespace() || ch.is_control() {
                            format!("invalid non-printable character U+{:04X}", ch as u32)
                        } else {
                            format!("invalid character '{ch}' (U+{:04X})", ch as u32)
                        };
                        break 'outer Some(mk(LexKind::Override, pos, sm.error(pos, msg), false));
                    }
                }
            }
        }
    };
    // CPython meets an "unexpected indent" (or other parse errors) on the line holding a
    // tokenizer error before the error itself, so the parser still sees that partial line.
    if let Some(e) = &error
        && e.kind == LexKind::Override
        && lines.last().is_none_or(|l| l.end < e.at)
        && let Some(p) = partial
    {
        lines.push(LLine {
            end: e.at.max(p.start),
            ..p
        });
    }
    Lexed { lines, error }
}

pub(super) fn closer_of(open: u8) -> u8 {
    match open {
        b'(' => b')',
        b'[' => b']',
        _ => b'}',
    }
}

#[cfg(test)]
mod tests;
