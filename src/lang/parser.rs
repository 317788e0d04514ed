//! Parser for stridelab's Python subset: source text -> [`Stmt`]s of `super::ast`.
//!
//! It follows CPython 3.11 (`Grammar/python.gram`, `Parser/tokenizer.c`, `Parser/pegen_errors.c`),
//! restricted to what stridelab runs, and reproduces CPython's `SyntaxError` messages and caret
//! positions for the common mistakes (col = CPython's `offset - 1`).
//!
//! It works in two stages:
//!
//! 1. A hand-written **logical-line stage** (`lex`) walks the whole file the way CPython's
//!    tokenizer does: it skips strings and comments, tracks brackets and backslash continuations
//!    to cut the text into logical lines, measures indentation against an indent stack (tabs to
//!    multiples of 8, checked against tab-size-1 for `TabError`), and validates number and string
//!    tokens. It stops at the first tokenizer error and remembers it.
//! 2. **nom 8 parsers**, one method per grammar rule below, run over each logical line's text
//!    (a slice of the source, so every position maps back to a line and column). Blocks are
//!    assembled by hand from the logical lines' indentation depths.
//!
//! Which error wins follows CPython: a tokenizer error that CPython raises eagerly (bad string,
//! number, bracket or character) beats any parser error; an unclosed bracket beats parser errors
//! on later lines, or ones found while the parser was looking at the end of the file; other
//! tokenizer errors (indentation, line continuation) only count once the parser reaches them;
//! "unexpected indent" is final. "invalid syntax" points at the furthest token the grammar
//! looked at (pegen's first-pass last token); the probes that emulate pegen's second pass
//! (e.g. "Perhaps you forgot a comma?") only decide whether a tokenizer error was reached.
//! Positions are in the text with `\r\n` / `\r` read as `\n`, as CPython does.
//!
//! Grammar (EBNF; `'x'` = operator or keyword token, NEWLINE/INDENT/DEDENT come from stage 1):
//!
//! ```text
//! program        = { statement } ;
//! statement      = compound_stmt | simple_stmts ;
//! simple_stmts   = simple_stmt { ';' simple_stmt } [ ';' ] NEWLINE ;
//! simple_stmt    = 'pass' | 'break' | 'continue' | return_stmt | del_stmt | assert_stmt
//!                | import_stmt | from_stmt | raise_stmt | global_stmt | expr_stmt ;
//! raise_stmt     = 'raise' [ expression [ 'from' expression ] ] ;
//! global_stmt    = 'global' NAME { ',' NAME } ;
//! expr_stmt      = star_expressions ( { '=' star_expressions }
//!                                   | augassign star_expressions
//!                                   | ':' expression [ '=' star_expressions ] ) ;
//! augassign      = '+=' | '-=' | '*=' | '/=' | '//=' | '%=' | '**=' | '@=' | '&=' | '|='
//!                | '^=' | '<<=' | '>>=' ;
//! return_stmt    = 'return' [ star_expressions ] ;
//! del_stmt       = 'del' bitwise_or { ',' bitwise_or } [ ',' ] ;
//! assert_stmt    = 'assert' expression [ ',' expression ] ;
//! import_stmt    = 'import' dotted_name [ 'as' NAME ] { ',' dotted_name [ 'as' NAME ] } ;
//! from_stmt      = 'from' { '.' | '...' } [ dotted_name ] 'import'
//!                  ( '*' | '(' import_names [ ',' ] ')' | import_names ) ;
//! import_names   = NAME [ 'as' NAME ] { ',' NAME [ 'as' NAME ] } ;
//! dotted_name    = NAME { '.' NAME } ;
//! compound_stmt  = if_stmt | for_stmt | while_stmt | funcdef | try_stmt | classdef ;
//! try_stmt       = 'try' ':' block ( except_clause { except_clause } [ 'else' ':' block ]
//!                                    [ 'finally' ':' block ]
//!                                  | 'finally' ':' block ) ;
//! except_clause  = 'except' [ expression [ 'as' NAME ] ] ':' block ;   (bare one must be last)
//! classdef       = 'class' NAME [ '(' [ expression { ',' expression } [ ',' ] ] ')' ] ':' block ;
//! if_stmt        = 'if' expression ':' block { 'elif' expression ':' block } [ 'else' ':' block ] ;
//! for_stmt       = 'for' star_targets 'in' star_expressions ':' block [ 'else' ':' block ] ;
//! while_stmt     = 'while' expression ':' block [ 'else' ':' block ] ;
//! funcdef        = 'def' NAME '(' [ params ] ')' [ '->' expression ] ':' block ;
//! params         = param { ',' param } [ ',' ] ;
//! param          = NAME [ ':' expression ] [ '=' expression ] | '*' NAME | '**' NAME ;
//! block          = simple_stmts | NEWLINE INDENT { statement } DEDENT ;
//! star_targets   = star_target { ',' star_target } [ ',' ] ;
//! star_target    = [ '*' ] bitwise_or ;              (checked afterwards to be assignable)
//! star_expressions = star_expression { ',' star_expression } [ ',' ] ;
//! star_expression  = '*' bitwise_or | expression ;
//! expression     = lambdef | disjunction [ 'if' disjunction 'else' expression ] ;
//! lambdef        = 'lambda' [ params ] ':' expression ;       (no annotations)
//! disjunction    = conjunction { 'or' conjunction } ;
//! conjunction    = inversion { 'and' inversion } ;
//! inversion      = 'not' inversion | comparison ;
//! comparison     = bitwise_or { comp_op bitwise_or } ;
//! comp_op        = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'not' 'in' | 'is' | 'is' 'not' ;
//! bitwise_or     = binary(1) ;   binary(p) = factor { binop(q >= p) binary(q + 1) }  (left-assoc)
//!                  with q: '|' 1, '^' 2, '&' 3, '<<' '>>' 4, '+' '-' 5, '*' '/' '//' '%' '@' 6 ;
//! factor         = ( '+' | '-' | '~' ) factor | power ;
//! power          = primary [ '**' factor ] ;                  (right-assoc, binds tighter than
//!                                                               a unary minus on its left)
//! primary        = atom { '.' NAME | '(' [ arguments ] ')' | '[' slices ']' } ;
//! arguments      = argument { ',' argument } [ ',' ] ;
//! argument       = '*' expression | '**' expression | NAME '=' expression
//!                | expression [ comp_for ] ;               (a bare genexp must be the only arg)
//! slices         = slice { ',' slice } [ ',' ] ;
//! slice          = [ expression ] ':' [ expression ] [ ':' [ expression ] ]
//!                | '*' bitwise_or | expression ;
//! atom           = NAME | 'True' | 'False' | 'None' | '...' | NUMBER | STRING { STRING }
//!                | '(' [ star_expression ( comp_for | { ',' star_expression } [ ',' ] ) ] ')'
//!                | '[' [ star_expression ( comp_for | { ',' star_expression } [ ',' ] ) ] ']'
//!                | '{' [ expression ':' expression ( comp_for
//!                                                     | { ',' expression ':' expression } [ ',' ] )
//!                      | star_expression ( comp_for | { ',' star_expression } [ ',' ] ) ] '}' ;
//! comp_for       = { 'for' star_targets 'in' disjunction { 'if' disjunction } }- ;
//! STRING         = [ prefix ] ( "'" ... "'" | '"' ... '"' | "'''" ... "'''" | '"""' ... '"""' ) ;
//! prefix         = r | u | b | br | rb | f | fr | rf   (any case) ;
//! fstring_field  = '{' star_expressions [ '=' ] [ '!' ( 's' | 'r' | 'a' ) ] [ ':' spec ] '}' ;
//! NUMBER         = see `scan_number` (CPython's tokenizer rules, incl. its error messages).
//! ```
//!
//! Not supported (reported as a `SyntaxError`): decorators, `with`, `nonlocal`, `yield`,
//! walrus, dict `**` unpacking, class keywords, nested `{}` in f-string format
//! specs, keyword-only `*` / positional-only `/` markers, `\N{...}` escapes. Bytes literals
//! become `Str` (each byte as the char of the same code point). Annotated assignments
//! `x: T = v` become plain `Assign` (the annotation is dropped); `x: T` alone becomes `Pass`.

use std::borrow::Cow;
use std::cell::Cell;

use nom::branch::alt;
use nom::combinator::{opt, value};
use nom::error::{ErrorKind, ParseError};
use nom::sequence::pair;
use nom::{Err as NErr, IResult, Parser};

use super::ast::{
    Arg, BinOp, BoolOp, CmpOp, CompKind, Comprehension, ExceptHandler, Expr, ExprKind, FPart,
    Param, Span, Stmt, StmtKind, SyntaxError, UnaryOp,
};

// ======================================================================================
// Public API
// ======================================================================================

/// Parses a whole file or notebook cell. Each top-level statement carries its exact source text
/// (all lines of a compound statement, no trailing newline) and the span of its first token.
pub fn parse_program(src: &str) -> Result<Vec<Stmt>, SyntaxError> {
    let text = normalize(src);
    let sm = SrcMap::new(&text);
    let lexed = lex(&sm);
    let p = Prog::new(&sm);
    p.run(&lexed)
}

/// For a REPL: true when `src` (the lines typed so far, joined with `\n`, without a trailing
/// newline after the last one) is an unfinished statement: an open bracket, a trailing
/// backslash, an unterminated triple-quoted string, or a compound statement (`for ...:`, `if`,
/// `def`, ...) whose block has not yet been ended by an empty line (CPython REPL semantics).
pub fn needs_more_input(src: &str) -> bool {
    let text = normalize(src);
    let sm = SrcMap::new(&text);
    let lexed = lex(&sm);
    if let Some(e) = &lexed.error {
        return e.incomplete;
    }
    // An empty line entered after the first one ends every open block (a line of spaces
    // does not: CPython's interactive tokenizer only ends on a line with nothing on it).
    if let Some((_, last)) = text.rsplit_once('\n')
        && last.is_empty()
    {
        return false;
    }
    let has_compound = lexed.lines.iter().any(|ln| {
        let t = ws(&text[ln.start..ln.end]);
        let n = match classify(t) {
            Tk::Name(n) => n,
            _ => return false,
        };
        matches!(
            &t[..n],
            "if" | "elif" | "else" | "for" | "while" | "def" | "try" | "except" | "finally" | "class"
        )
    });
    if !has_compound {
        return false;
    }
    let p = Prog::new(&sm);
    match p.run(&lexed) {
        Ok(_) => true,
        // Only "the block has not started yet" means more input; other errors are reported now.
        Err(_) => p.eof_block.get(),
    }
}

/// CPython reads `\r\n` and lone `\r` as newlines and ignores a leading BOM.
fn normalize(src: &str) -> Cow<'_, str> {
    let s = src.strip_prefix('\u{feff}').unwrap_or(src);
    if s.contains('\r') {
        Cow::Owned(s.replace("\r\n", "\n").replace('\r', "\n"))
    } else {
        Cow::Borrowed(s)
    }
}

// ======================================================================================
// Positions
// ======================================================================================

/// Maps byte offsets of the (normalized) source to 1-based lines and 0-based char columns.
struct SrcMap<'s> {
    src: &'s str,
    starts: Vec<usize>,
    ascii: Vec<bool>,
}

impl<'s> SrcMap<'s> {
    fn new(src: &'s str) -> Self {
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

    fn line_idx(&self, off: usize) -> usize {
        self.starts.partition_point(|&s| s <= off).saturating_sub(1)
    }

    fn span(&self, off: usize) -> Span {
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

    fn line_text(&self, line: u32) -> String {
        let Some(&start) = self.starts.get((line as usize).wrapping_sub(1)) else {
            return String::new();
        };
        let rest = &self.src[start..];
        rest.split('\n').next().unwrap_or("").to_string()
    }

    fn error_at(&self, span: Span, msg: impl Into<String>) -> SyntaxError {
        SyntaxError {
            msg: msg.into(),
            span,
            line_text: self.line_text(span.line),
        }
    }

    fn error(&self, off: usize, msg: impl Into<String>) -> SyntaxError {
        self.error_at(self.span(off), msg)
    }
}

fn to_u32(x: usize) -> u32 {
    u32::try_from(x).unwrap_or(u32::MAX)
}

// ======================================================================================
// Lexical helpers shared by both stages
// ======================================================================================

fn is_id_start(c: char) -> bool {
    c == '_' || c.is_alphabetic()
}

fn is_id_continue(c: char) -> bool {
    c == '_' || c.is_alphanumeric()
}

/// Length in bytes of the identifier at the start of `s` (0 if none).
fn ident_len(s: &str) -> usize {
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

const KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
    "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
    "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
    "with", "yield",
];

/// String prefix flags.
#[derive(Clone, Copy, Debug, Default)]
struct Prefix {
    len: usize,
    raw: bool,
    bytes: bool,
    fmt: bool,
}

/// If a string literal starts at `s` (optional prefix, then a quote), its prefix.
fn string_prefix(s: &str) -> Option<Prefix> {
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
struct StrTok {
    pre: Prefix,
    body_start: usize,
    body_end: usize,
    end: usize,
}

/// Scans the string literal at the start of `s`. `None`: no string here.
/// `Err((k, triple))`: unterminated, detected at relative offset `k` (a newline, or `s.len()`
/// at EOF).
fn scan_string(s: &str) -> Option<Result<StrTok, (usize, bool)>> {
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
enum NumLit {
    Int(i128),
    Float(f64),
    Imag(f64),
}

/// Scans the number at the start of `s` following CPython's tokenizer (`tok_get` number part,
/// `tok_decimal_tail`, `verify_end_of_number`). Ok((length, value)); Err((relative caret
/// column, message)) with CPython's messages and caret positions.
fn scan_number(s: &str) -> Result<(usize, NumLit), (usize, String)> {
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
fn decode_escapes(body: &str, bytes: bool) -> Result<String, String> {
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
fn ws(i: &str) -> &str {
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
enum Tk {
    End,
    Name(usize),
    Str,
    Num,
    Op(&'static str),
    Other,
}

const OPS: &[&str] = &[
    "**=", "//=", ">>=", "<<=", "...", "!=", "%=", "&=", "**", "*=", "+=", "-=", "->", "//", "/=",
    ":=", "<<", "<=", "==", ">=", ">>", "@=", "^=", "|=", "%", "&", "(", ")", "*", "+", ",", "-",
    ".", "/", ":", ";", "<", "=", ">", "@", "[", "]", "^", "{", "|", "}", "~",
];

fn classify(j: &str) -> Tk {
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
enum LexKind {
    /// CPython raises it even after a parser error elsewhere.
    Override,
    /// Raised only when the parser fetches the token at `at`.
    Reached,
    /// A bracket opened at `open_off` (on `open_line`) is never closed.
    Unclosed { open_line: u32, open_off: usize },
}

#[derive(Clone, Debug)]
struct LexError {
    kind: LexKind,
    /// offset of the failing token, compared with how far the parser looked
    at: usize,
    err: SyntaxError,
    /// the input just stopped early (open bracket, triple-quoted string, trailing backslash)
    incomplete: bool,
}

/// One logical line: `src[start..end]` (from its first token to its NEWLINE), its block depth
/// and the number of indentation characters (for the "unexpected indent" caret).
#[derive(Clone, Copy, Debug)]
struct LLine {
    start: usize,
    end: usize,
    depth: usize,
    indent: usize,
}

struct Lexed {
    lines: Vec<LLine>,
    error: Option<LexError>,
}

/// CPython's MAXLEVEL and MAXINDENT: also what keeps the recursive parser's stack bounded.
const MAX_PAREN: usize = 200;
const MAX_INDENT: usize = 100;

fn lex(sm: &SrcMap) -> Lexed {
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

fn closer_of(open: u8) -> u8 {
    match open {
        b'(' => b')',
        b'[' => b']',
        _ => b'}',
    }
}

// ======================================================================================
// Stage 2: nom grammar over logical lines
// ======================================================================================

type In<'s> = &'s str;
type PR<'s, T> = IResult<In<'s>, T, PErr<'s>>;

/// nom error: a plain backtrack (`msg: None`, reported as "invalid syntax" at the furthest
/// token looked at) or a specific message at a byte offset.
#[derive(Debug)]
struct PErr<'s> {
    #[allow(dead_code)]
    input: In<'s>,
    msg: Option<(usize, String)>,
}

impl<'s> ParseError<In<'s>> for PErr<'s> {
    fn from_error_kind(input: In<'s>, _kind: ErrorKind) -> Self {
        PErr { input, msg: None }
    }
    fn append(_input: In<'s>, _kind: ErrorKind, other: Self) -> Self {
        other
    }
}

/// How deeply expressions may nest (brackets, unary chains, `not`, lambdas, ternaries); each
/// level of a bracket or `**` counts once. Keeps the recursion well within a 2 MiB thread stack
/// (about 6 KiB a level at opt-level 1, 20 KiB unoptimized). CPython allows 200 brackets.
const MAX_NEST: u32 = 100;

/// Assignment-like contexts, for target checks.
#[derive(Clone, Copy, PartialEq)]
enum Ctx {
    Store,
    Del,
}

struct Prog<'s, 'm> {
    sm: &'m SrcMap<'s>,
    src: &'s str,
    /// furthest offset where a token was looked at (pegen's first-pass "last token", where
    /// "invalid syntax" points)
    furthest: Cell<usize>,
    /// furthest offset looked at including error-hint probes (pegen's second pass), which
    /// decides whether a tokenizer error was reached
    reach: Cell<usize>,
    probing: Cell<bool>,
    /// the error is final: CPython raises "unexpected indent" without looking further
    final_err: Cell<bool>,
    nest: Cell<u32>,
    /// end offset of the last statement parsed (for compound statements' source text)
    last_end: Cell<usize>,
    /// the last error was "expected an indented block" at the end of the input
    eof_block: Cell<bool>,
    /// a tokenizer error cut the lines short (looking past them means reaching it)
    lex_pending: Cell<bool>,
    /// one-entry cache for `peek`: (input address, input length) -> (token, bytes skipped);
    /// alternatives keep asking about the same position
    peek_memo: Cell<(usize, usize, Tk, usize)>,
}

impl<'s, 'm> Prog<'s, 'm> {
    fn new(sm: &'m SrcMap<'s>) -> Self {
        Prog {
            sm,
            src: sm.src,
            furthest: Cell::new(0),
            reach: Cell::new(0),
            probing: Cell::new(false),
            final_err: Cell::new(false),
            nest: Cell::new(0),
            last_end: Cell::new(0),
            eof_block: Cell::new(false),
            lex_pending: Cell::new(false),
            peek_memo: Cell::new((usize::MAX, 0, Tk::End, 0)),
        }
    }

    /// Parses all logical lines and picks the error CPython would report.
    fn run(&self, lexed: &Lexed) -> Result<Vec<Stmt>, SyntaxError> {
        self.lex_pending.set(lexed.error.is_some());
        let mut idx = 0;
        let res = self.block(&lexed.lines, &mut idx, 0);
        let Some(le) = &lexed.error else { return res };
        let Err(pe) = res else {
            return Err(le.err.clone());
        };
        let reach = self.reach.get().max(self.furthest.get());
        let reached = reach >= le.at;
        let lex_wins = !self.final_err.get()
            && match le.kind {
                LexKind::Override => true,
                LexKind::Reached => reached,
                // pegen compares the line of the last token it fetched, not the error's line.
                LexKind::Unclosed { open_line, .. } => reached || self.span(reach).line > open_line,
            };
        if lex_wins {
            self.eof_block.set(false);
        }
        Err(if lex_wins { le.err.clone() } else { pe })
    }

    // ---------------------------------------------------------------- primitives

    fn off(&self, i: &str) -> usize {
        (i.as_ptr() as usize)
            .wrapping_sub(self.src.as_ptr() as usize)
            .min(self.src.len())
    }

    fn span(&self, off: usize) -> Span {
        self.sm.span(off)
    }

    fn mk(&self, kind: ExprKind, off: usize) -> Expr {
        Expr {
            kind,
            span: self.span(off),
        }
    }

    /// Skips whitespace and records that the parser looked at the token there.
    fn peek(&self, i: In<'s>) -> (Tk, In<'s>, usize) {
        let key = (i.as_ptr() as usize, i.len());
        let (a, l, memo_t, skip) = self.peek_memo.get();
        let (t, j) = if (a, l) == key {
            (memo_t, &i[skip..])
        } else {
            let j = ws(i);
            let t = classify(j);
            self.peek_memo.set((key.0, key.1, t, i.len() - j.len()));
            (t, j)
        };
        let o = self.off(j);
        if o > self.reach.get() {
            self.reach.set(o);
        }
        if o > self.furthest.get() && !self.probing.get() {
            self.furthest.set(o);
        }
        (t, j, o)
    }

    fn is_op(&self, i: In<'s>, s: &str) -> bool {
        matches!(self.peek(i).0, Tk::Op(t) if t == s)
    }

    fn is_kw(&self, i: In<'s>, k: &str) -> bool {
        let (t, j, _) = self.peek(i);
        matches!(t, Tk::Name(n) if &j[..n] == k)
    }

    fn at_end(&self, i: In<'s>) -> bool {
        self.peek(i).0 == Tk::End
    }

    fn err<T>(&self, i: In<'s>) -> PR<'s, T> {
        Err(NErr::Error(PErr {
            input: i,
            msg: None,
        }))
    }

    fn fail<T>(&self, off: usize, msg: impl Into<String>) -> PR<'s, T> {
        Err(NErr::Failure(PErr {
            input: "",
            msg: Some((off, msg.into())),
        }))
    }

    /// `op(s)`: the operator token `s`, returning its offset.
    fn op(&self, s: &'static str) -> impl Fn(In<'s>) -> PR<'s, usize> + '_ {
        move |i| {
            let (t, j, o) = self.peek(i);
            match t {
                Tk::Op(x) if x == s => Ok((&j[s.len()..], o)),
                _ => self.err(j),
            }
        }
    }

    /// `kw(k)`: the keyword `k`, returning its offset.
    fn kw(&self, k: &'static str) -> impl Fn(In<'s>) -> PR<'s, usize> + '_ {
        move |i| {
            let (t, j, o) = self.peek(i);
            match t {
                Tk::Name(n) if &j[..n] == k => Ok((&j[n..], o)),
                _ => self.err(j),
            }
        }
    }

    /// NAME: an identifier that is not a keyword.
    fn name(&self, i: In<'s>) -> PR<'s, (String, usize)> {
        let (t, j, o) = self.peek(i);
        match t {
            Tk::Name(n) if !KEYWORDS.contains(&&j[..n]) => Ok((&j[n..], (j[..n].to_string(), o))),
            _ => self.err(j),
        }
    }

    /// Runs an error-hint probe: what it looks at counts as reached, but does not move the
    /// "invalid syntax" caret (pegen's second pass).
    fn probe<T>(&self, f: impl FnOnce() -> T) -> T {
        let old = self.probing.replace(true);
        let r = f();
        self.probing.set(old);
        r
    }

    /// Runs `f` one nesting level deeper, failing cleanly instead of overflowing the stack.
    fn nested<T>(&self, i: In<'s>, f: impl FnOnce(In<'s>) -> PR<'s, T>) -> PR<'s, T> {
        let d = self.nest.get();
        if d >= MAX_NEST {
            let o = self.off(ws(i));
            return self.fail(o, "too many nested parentheses");
        }
        self.nest.set(d + 1);
        let r = f(i);
        self.nest.set(d);
        r
    }

    /// Converts a nom error into the SyntaxError CPython would give.
    fn to_syntax(&self, e: NErr<PErr<'s>>) -> SyntaxError {
        match e {
            NErr::Error(PErr {
                msg: Some((o, m)), ..
            })
            | NErr::Failure(PErr {
                msg: Some((o, m)), ..
            }) => self.sm.error(o, m),
            _ => self.sm.error(self.furthest.get(), "invalid syntax"),
        }
    }

    // ---------------------------------------------------------------- expressions

    /// star_expressions: `a, *b, c` (a Tuple when there is a comma).
    fn star_expressions(&self, i: In<'s>) -> PR<'s, Expr> {
        let (i, first) = self.star_expression(i)?;
        self.tuple_rest(i, first, |i| self.star_expression(i))
    }

    /// After a first element: `{ ',' elem } [ ',' ]`, building a Tuple if there was a comma.
    fn tuple_rest(
        &self,
        i: In<'s>,
        first: Expr,
        elem: impl Fn(In<'s>) -> PR<'s, Expr>,
    ) -> PR<'s, Expr> {
        if !self.is_op(i, ",") {
            return Ok((i, first));
        }
        let span = first.span;
        let mut elts = vec![first];
        let mut i = i;
        while let Ok((k, _)) = self.op(",")(i) {
            i = k;
            match elem(i) {
                Ok((k, e)) => {
                    elts.push(e);
                    i = k;
                }
                Err(NErr::Error(_)) => break,
                Err(e) => return Err(e),
            }
        }
        Ok((
            i,
            Expr {
                kind: ExprKind::Tuple(elts),
                span,
            },
        ))
    }

    /// star_expression: `'*' bitwise_or | expression`.
    fn star_expression(&self, i: In<'s>) -> PR<'s, Expr> {
        if let Ok((k, o)) = self.op("*")(i) {
            let (k, e) = self.bitwise_or(k)?;
            return Ok((k, self.mk(ExprKind::Starred(Box::new(e)), o)));
        }
        self.expression(i)
    }

    /// expression: lambdef | disjunction ['if' disjunction 'else' expression].
    fn expression(&self, i: In<'s>) -> PR<'s, Expr> {
        self.nested(i, |i| {
            if self.is_kw(i, "lambda") {
                return self.lambdef(i);
            }
            let (i, body) = self.disjunction(i)?;
            let Ok((k, _)) = self.kw("if")(i) else {
                return Ok((i, body));
            };
            let (k, cond) = self.disjunction(k)?;
            match self.kw("else")(k) {
                Ok((k, _)) => {
                    let (k, orelse) = self.expression(k)?;
                    let span = body.span;
                    let kind = ExprKind::IfExp {
                        cond: Box::new(cond),
                        body: Box::new(body),
                        orelse: Box::new(orelse),
                    };
                    Ok((k, Expr { kind, span }))
                }
                Err(NErr::Error(_)) if !self.is_op(k, ":") => {
                    let o = self.span_off(body.span);
                    self.fail(o, "expected 'else' after 'if' expression")
                }
                Err(e) => Err(e),
            }
        })
    }

    fn span_off(&self, sp: Span) -> usize {
        let li = (sp.line as usize).saturating_sub(1);
        let Some(&start) = self.sm.starts.get(li) else {
            return self.src.len();
        };
        if self.sm.ascii.get(li) == Some(&true) {
            return (start + sp.col as usize).min(self.src.len());
        }
        let line = &self.src[start..];
        line.char_indices()
            .nth(sp.col as usize)
            .map_or(self.src.len(), |(k, _)| start + k)
    }

    fn lambdef(&self, i: In<'s>) -> PR<'s, Expr> {
        let (i, o) = self.kw("lambda")(i)?;
        let (i, params) = self.params(i, ":", false)?;
        let (i, _) = self.op(":")(i)?;
        let (i, body) = self.expression(i)?;
        Ok((
            i,
            self.mk(
                ExprKind::Lambda {
                    params,
                    body: Box::new(body),
                },
                o,
            ),
        ))
    }

    /// disjunction / conjunction: `x or y or z` as one BoolOp.
    fn boolop(&self, i: In<'s>, word: &'static str) -> PR<'s, Expr> {
        let operand = |i| {
            if word == "or" {
                self.boolop(i, "and")
            } else {
                self.inversion(i)
            }
        };
        let (mut i, first) = operand(i)?;
        let span = first.span;
        let mut vals = vec![first];
        while let Ok((k, _)) = self.kw(word)(i) {
            let (k, e) = operand(k)?;
            vals.push(e);
            i = k;
        }
        if vals.len() == 1 {
            return Ok((
                i,
                vals.pop().unwrap_or(Expr {
                    kind: ExprKind::None,
                    span,
                }),
            ));
        }
        let op = if word == "or" {
            BoolOp::Or
        } else {
            BoolOp::And
        };
        Ok((
            i,
            Expr {
                kind: ExprKind::BoolOp(op, vals),
                span,
            },
        ))
    }

    fn disjunction(&self, i: In<'s>) -> PR<'s, Expr> {
        self.boolop(i, "or")
    }

    /// inversion: `'not' inversion | comparison`.
    fn inversion(&self, i: In<'s>) -> PR<'s, Expr> {
        if let Ok((k, o)) = self.kw("not")(i) {
            return self.nested(k, |k| {
                let (k, e) = self.inversion(k)?;
                Ok((k, self.mk(ExprKind::Unary(UnaryOp::Not, Box::new(e)), o)))
            });
        }
        self.comparison(i)
    }

    fn comp_op(&self, i: In<'s>) -> PR<'s, CmpOp> {
        alt((
            value(CmpOp::Eq, self.op("==")),
            value(CmpOp::Ne, self.op("!=")),
            value(CmpOp::Le, self.op("<=")),
            value(CmpOp::Lt, self.op("<")),
            value(CmpOp::Ge, self.op(">=")),
            value(CmpOp::Gt, self.op(">")),
            value(CmpOp::NotIn, pair(self.kw("not"), self.kw("in"))),
            value(CmpOp::In, self.kw("in")),
            value(CmpOp::IsNot, pair(self.kw("is"), self.kw("not"))),
            value(CmpOp::Is, self.kw("is")),
        ))
        .parse(i)
    }

    /// comparison: `bitwise_or { comp_op bitwise_or }`, chained into one Compare.
    fn comparison(&self, i: In<'s>) -> PR<'s, Expr> {
        let (mut i, left) = self.bitwise_or(i)?;
        let mut ops = Vec::new();
        loop {
            match self.comp_op(i) {
                Ok((k, op)) => {
                    let (k, right) = self.bitwise_or(k)?;
                    ops.push((op, right));
                    i = k;
                }
                Err(NErr::Error(_)) => break,
                Err(e) => return Err(e),
            }
        }
        if ops.is_empty() {
            return Ok((i, left));
        }
        let span = left.span;
        Ok((
            i,
            Expr {
                kind: ExprKind::Compare(Box::new(left), ops),
                span,
            },
        ))
    }

    fn bitwise_or(&self, i: In<'s>) -> PR<'s, Expr> {
        self.binary(i, 1)
    }

    /// Binary operators by precedence climbing; all of them are left-associative.
    fn binary(&self, i: In<'s>, min: u8) -> PR<'s, Expr> {
        let (mut i, mut left) = self.factor(i)?;
        loop {
            let (t, j, _) = self.peek(i);
            let Tk::Op(s) = t else { break };
            let Some((op, prec)) = binop_of(s) else { break };
            if prec < min {
                break;
            }
            let (k, right) = self.binary(&j[s.len()..], prec + 1)?;
            let span = left.span;
            left = Expr {
                kind: ExprKind::Binary(op, Box::new(left), Box::new(right)),
                span,
            };
            i = k;
        }
        Ok((i, left))
    }

    /// factor: `('+' | '-' | '~') factor | power`.
    fn factor(&self, i: In<'s>) -> PR<'s, Expr> {
        let (t, j, o) = self.peek(i);
        let op = match t {
            Tk::Op("-") => UnaryOp::Neg,
            Tk::Op("+") => UnaryOp::Pos,
            Tk::Op("~") => UnaryOp::Invert,
            _ => return self.power(i),
        };
        self.nested(&j[1..], |k| {
            let (k, e) = self.factor(k)?;
            Ok((k, self.mk(ExprKind::Unary(op, Box::new(e)), o)))
        })
    }

    /// power: `primary ['**' factor]`.
    fn power(&self, i: In<'s>) -> PR<'s, Expr> {
        let (i, base) = self.primary(i)?;
        if let Ok((k, _)) = self.op("**")(i) {
            let (k, exp) = self.nested(k, |k| self.factor(k))?;
            let span = base.span;
            return Ok((
                k,
                Expr {
                    kind: ExprKind::Binary(BinOp::Pow, Box::new(base), Box::new(exp)),
                    span,
                },
            ));
        }
        Ok((i, base))
    }

    /// primary: atom followed by `.name`, `(args)` and `[slices]` trailers.
    fn primary(&self, i: In<'s>) -> PR<'s, Expr> {
        let (mut i, mut e) = self.atom(i)?;
        loop {
            let (t, j, _) = self.peek(i);
            let span = e.span;
            match t {
                Tk::Op(".") => {
                    let (k, (attr, _)) = self.name(&j[1..])?;
                    e = Expr {
                        kind: ExprKind::Attr(Box::new(e), attr),
                        span,
                    };
                    i = k;
                }
                Tk::Op("(") => {
                    let (k, args) = self.call_args(&j[1..])?;
                    e = Expr {
                        kind: ExprKind::Call {
                            func: Box::new(e),
                            args,
                        },
                        span,
                    };
                    i = k;
                }
                Tk::Op("[") => {
                    let (k, index) = self.slices(&j[1..])?;
                    e = Expr {
                        kind: ExprKind::Subscript(Box::new(e), Box::new(index)),
                        span,
                    };
                    i = k;
                }
                _ => break,
            }
        }
        Ok((i, e))
    }

    fn atom(&self, i: In<'s>) -> PR<'s, Expr> {
        let (t, j, o) = self.peek(i);
        match t {
            Tk::Name(n) => {
                let kind = match &j[..n] {
                    "True" => ExprKind::Bool(true),
                    "False" => ExprKind::Bool(false),
                    "None" => ExprKind::None,
                    w if KEYWORDS.contains(&w) => return self.err(j),
                    w => ExprKind::Name(w.to_string()),
                };
                Ok((&j[n..], self.mk(kind, o)))
            }
            Tk::Num => match scan_number(j) {
                Ok((len, lit)) => {
                    let kind = match lit {
                        NumLit::Int(v) => ExprKind::Int(v),
                        NumLit::Float(v) => ExprKind::Float(v),
                        NumLit::Imag(v) => ExprKind::Imag(v),
                    };
                    Ok((&j[len..], self.mk(kind, o)))
                }
                Err((rel, msg)) => self.fail(o + rel, msg),
            },
            Tk::Str => self.strings(j),
            Tk::Op("(") => self.paren(&j[1..], o),
            Tk::Op("[") => self.list_display(&j[1..], o),
            Tk::Op("{") => self.dict_display(&j[1..], o),
            Tk::Op("...") => Ok((&j[3..], self.mk(ExprKind::Ellipsis, o))),
            _ => self.err(j),
        }
    }

    /// pegen's invalid_named_expression: `e = value` where a named expression was expected
    /// (conditions, display elements, subscripts) is most likely a mistyped `==`.
    fn eq_hint(&self, e: &Expr, k: In<'s>) -> Result<(), NErr<PErr<'s>>> {
        let (t, j, _) = self.peek(k);
        if t != Tk::Op("=") {
            return Ok(());
        }
        let value_ok = self.probe(|| match self.bitwise_or(&j[1..]) {
            Ok((k2, _)) => !self.is_op(k2, "=") && !self.is_op(k2, ":="),
            Err(_) => false,
        });
        if !value_ok {
            return Ok(());
        }
        let o = self.span_off(e.span);
        let r: PR<'s, ()> = if let ExprKind::Name(_) = e.kind {
            self.fail(
                o,
                "invalid syntax. Maybe you meant '==' or ':=' instead of '='?",
            )
        } else if let (Some(bad), true) = (invalid_target(e, Ctx::Store), is_bitwise_or_level(e)) {
            let name = expr_name(bad);
            self.fail(
                o,
                format!("cannot assign to {name} here. Maybe you meant '==' instead of '='?"),
            )
        } else {
            Ok((k, ()))
        };
        r.map(|_| ())
    }

    /// Expects the closing bracket; if an expression follows instead, CPython's
    /// "Perhaps you forgot a comma?" pointing at the element before it.
    fn close(&self, i: In<'s>, closer: &'static str, last: Option<&Expr>) -> PR<'s, usize> {
        match self.op(closer)(i) {
            Ok(r) => Ok(r),
            Err(NErr::Error(_)) => {
                let (t, j, _) = self.peek(i);
                if let Some(e) = last
                    && comma_hint_applies(e, t)
                    && self.probe(|| self.disjunction(j).is_ok())
                {
                    let msg = "invalid syntax. Perhaps you forgot a comma?";
                    return self.fail(self.span_off(e.span), msg);
                }
                self.err(j)
            }
            Err(e) => Err(e),
        }
    }

    /// Comma-separated elements after a first one, up to the closing bracket (consumed).
    fn elements(
        &self,
        i: In<'s>,
        first: Expr,
        closer: &'static str,
        elem: impl Fn(In<'s>) -> PR<'s, Expr>,
    ) -> PR<'s, (Vec<Expr>, bool)> {
        let mut elts = vec![first];
        let mut comma = false;
        let mut i = i;
        loop {
            match self.op(",")(i) {
                Ok((k, _)) => {
                    comma = true;
                    i = k;
                    if let Ok((k, _)) = self.op(closer)(i) {
                        return Ok((k, (elts, comma)));
                    }
                    let (k, e) = elem(i)?;
                    self.eq_hint(&e, k)?;
                    elts.push(e);
                    i = k;
                }
                Err(NErr::Error(_)) => {
                    let (k, _) = self.close(i, closer, elts.last())?;
                    return Ok((k, (elts, comma)));
                }
                Err(e) => return Err(e),
            }
        }
    }

    /// `( ... )` after the `(` at offset `o`: empty tuple, group, tuple or generator.
    fn paren(&self, i: In<'s>, o: usize) -> PR<'s, Expr> {
        if let Ok((k, _)) = self.op(")")(i) {
            return Ok((k, self.mk(ExprKind::Tuple(Vec::new()), o)));
        }
        let (i, first) = self.star_expression(i)?;
        self.eq_hint(&first, i)?;
        if self.is_kw(i, "for") {
            return self.comprehension(i, first, CompKind::Generator, ")", o);
        }
        if !self.is_op(i, ",") {
            if let ExprKind::Starred(_) = first.kind {
                return self.fail(
                    self.span_off(first.span),
                    "cannot use starred expression here",
                );
            }
            let (k, _) = self.close(i, ")", Some(&first))?;
            return Ok((k, first));
        }
        let (k, (elts, _)) = self.elements(i, first, ")", |i| self.star_expression(i))?;
        Ok((k, self.mk(ExprKind::Tuple(elts), o)))
    }

    /// `[ ... ]`: list display or list comprehension.
    fn list_display(&self, i: In<'s>, o: usize) -> PR<'s, Expr> {
        if let Ok((k, _)) = self.op("]")(i) {
            return Ok((k, self.mk(ExprKind::List(Vec::new()), o)));
        }
        let (i, first) = self.star_expression(i)?;
        self.eq_hint(&first, i)?;
        if self.is_kw(i, "for") {
            return self.comprehension(i, first, CompKind::List, "]", o);
        }
        let (k, (elts, _)) = self.elements(i, first, "]", |i| self.star_expression(i))?;
        Ok((k, self.mk(ExprKind::List(elts), o)))
    }

    /// The `for ... in ... if ...` clauses of a comprehension, then the closer.
    fn comprehension(
        &self,
        i: In<'s>,
        elt: Expr,
        kind: CompKind,
        closer: &'static str,
        o: usize,
    ) -> PR<'s, Expr> {
        let (i, generators) = self.comp_for(i)?;
        if let ExprKind::Starred(_) = elt.kind {
            return self.fail(
                self.span_off(elt.span),
                "iterable unpacking cannot be used in comprehension",
            );
        }
        let (i, _) = self.close(i, closer, None)?;
        Ok((
            i,
            self.mk(
                ExprKind::ListComp {
                    elt: Box::new(elt),
                    generators,
                    kind,
                },
                o,
            ),
        ))
    }

    /// comp_for: `{ 'for' star_targets 'in' disjunction { 'if' disjunction } }-`.
    fn comp_for(&self, i: In<'s>) -> PR<'s, Vec<Comprehension>> {
        let mut gens = Vec::new();
        let mut i = i;
        while let Ok((k, _)) = self.kw("for")(i) {
            let (k, target) = match self.star_targets(k) {
                Ok((k2, t)) if invalid_target(&t, Ctx::Store).is_none() && self.is_kw(k2, "in") => {
                    (k2, t)
                }
                Ok((_, t)) => {
                    // pegen's invalid_for_target: `for a b` inside brackets hints at a comma.
                    self.comp_target_hint(k)?;
                    self.check_target(&t, Ctx::Store)?;
                    return self.err(k);
                }
                Err(NErr::Error(_)) => {
                    self.comp_target_hint(k)?;
                    return self.err(k);
                }
                Err(e) => return Err(e),
            };
            let (k, _) = self.kw("in")(k)?;
            let (k, iter) = self.disjunction(k)?;
            let mut conds = Vec::new();
            i = k;
            while let Ok((k, _)) = self.kw("if")(i) {
                let (k, c) = self.disjunction(k)?;
                conds.push(c);
                i = k;
            }
            gens.push(Comprehension {
                target,
                iter,
                conds,
            });
        }
        if gens.is_empty() {
            return self.err(i);
        }
        Ok((i, gens))
    }

    /// After `for` in a comprehension whose target part is broken: CPython parses it as
    /// `disjunction expression` and suggests a missing comma.
    fn comp_target_hint(&self, k: In<'s>) -> Result<(), NErr<PErr<'s>>> {
        let hint = self.probe(|| match self.disjunction(k) {
            Ok((k2, a)) if !self.is_kw(k2, "in") && self.disjunction(k2).is_ok() => {
                Some(self.span_off(a.span))
            }
            _ => None,
        });
        match hint {
            Some(o) => self
                .fail(o, "invalid syntax. Perhaps you forgot a comma?")
                .map(|_: (In, ())| ()),
            None => Ok(()),
        }
    }

    /// `{ ... }`: dict display, dict comprehension, set display or set comprehension.
    fn dict_display(&self, i: In<'s>, o: usize) -> PR<'s, Expr> {
        if let Ok((k, _)) = self.op("}")(i) {
            return Ok((k, self.mk(ExprKind::Dict(Vec::new()), o)));
        }
        if self.is_op(i, "**") {
            return self.fail(o, "dict unpacking with '**' is not supported by stridelab");
        }
        let (k, first) = self.star_expression(i)?;
        let is_dict = !matches!(first.kind, ExprKind::Starred(_)) && self.is_op(k, ":");
        if !is_dict {
            // a set: `{a, *b}` or `{x for ...}`
            self.eq_hint(&first, k)?;
            if self.is_kw(k, "for") {
                return self.comprehension(k, first, CompKind::Set, "}", o);
            }
            let (k, (elts, _)) = self.elements(k, first, "}", |i| self.star_expression(i))?;
            return Ok((k, self.mk(ExprKind::Set(elts), o)));
        }
        let mut items = Vec::new();
        let mut key = Some((k, first));
        let mut i = i;
        loop {
            let (k, key_e) = match key.take() {
                Some(p) => p,
                None => {
                    if self.is_op(i, "**") {
                        return self.fail(o, "dict unpacking with '**' is not supported by stridelab");
                    }
                    self.expression(i)?
                }
            };
            let colon = self.op(":")(k);
            let k = match colon {
                Ok((k, _)) => k,
                Err(_) if !items.is_empty() && (self.is_op(k, ",") || self.is_op(k, "}")) => {
                    return self.fail(self.span_off(key_e.span), "':' expected after dictionary key");
                }
                Err(e) => return Err(e),
            };
            let (k, val) = self.expression(k)?;
            if items.is_empty() && self.is_kw(k, "for") {
                let (k, generators) = self.comp_for(k)?;
                let (k, _) = self.close(k, "}", None)?;
                let kind = ExprKind::DictComp { key: Box::new(key_e), value: Box::new(val), generators };
                return Ok((k, self.mk(kind, o)));
            }
            items.push((key_e, val));
            match self.op(",")(k) {
                Ok((k2, _)) => {
                    i = k2;
                    if let Ok((k3, _)) = self.op("}")(i) {
                        return Ok((k3, self.mk(ExprKind::Dict(items), o)));
                    }
                }
                Err(_) => {
                    let last = items.last().map(|(_, v)| v);
                    let (k2, _) = self.close(k, "}", last)?;
                    return Ok((k2, self.mk(ExprKind::Dict(items), o)));
                }
            }
        }
    }

    /// Call arguments after `(`, up to and including `)`.
    fn call_args(&self, i: In<'s>) -> PR<'s, Vec<Arg>> {
        let mut args = Vec::new();
        if let Ok((k, _)) = self.op(")")(i) {
            return Ok((k, args));
        }
        let (mut seen_kw, mut seen_dstar) = (false, false);
        let mut genexp: Option<usize> = None;
        // pegen reports a misplaced positional argument at the token after the arguments.
        let mut misplaced: Option<&'static str> = None;
        let mut trailing = false;
        let mut i = i;
        loop {
            let (t, j, ao) = self.peek(i);
            let (k, arg, last) = match t {
                Tk::Op("*") => {
                    if seen_dstar {
                        return self.fail(
                            ao,
                            "iterable argument unpacking follows keyword argument unpacking",
                        );
                    }
                    let (k, e) = self.expression(&j[1..])?;
                    (k, Arg::Star(e.clone()), e)
                }
                Tk::Op("**") => {
                    seen_dstar = true;
                    let (k, e) = self.expression(&j[2..])?;
                    (k, Arg::DoubleStar(e.clone()), e)
                }
                Tk::Name(n) if !KEYWORDS.contains(&&j[..n]) && self.is_op(&j[n..], "=") => {
                    seen_kw = true;
                    let (k, _) = self.op("=")(&j[n..])?;
                    let (k, e) = self.expression(k)?;
                    (k, Arg::Keyword(j[..n].to_string(), e.clone()), e)
                }
                _ => {
                    let (k, e) = self.expression(i)?;
                    let eo = ao;
                    if self.is_op(k, "=") {
                        return self.fail(
                            eo,
                            "expression cannot contain assignment, perhaps you meant \"==\"?",
                        );
                    }
                    if seen_dstar {
                        misplaced = misplaced.or(Some(
                            "positional argument follows keyword argument unpacking",
                        ));
                    } else if seen_kw {
                        misplaced =
                            misplaced.or(Some("positional argument follows keyword argument"));
                    }
                    if self.is_kw(k, "for") {
                        let (k, generators) = self.comp_for(k)?;
                        genexp = genexp.or(Some(eo));
                        let g = ExprKind::ListComp {
                            elt: Box::new(e),
                            generators,
                            kind: CompKind::Generator,
                        };
                        let g = self.mk(g, eo);
                        (k, Arg::Positional(g.clone()), g)
                    } else {
                        (k, Arg::Positional(e.clone()), e)
                    }
                }
            };
            args.push(arg);
            i = k;
            match self.op(",")(i) {
                Ok((k, _)) => {
                    i = k;
                    if let Ok((k, _)) = self.op(")")(i) {
                        trailing = true;
                        i = k;
                        break;
                    }
                }
                Err(NErr::Error(_)) => {
                    let (k, _) = self.close(i, ")", Some(&last))?;
                    i = k;
                    break;
                }
                Err(e) => return Err(e),
            }
        }
        if let Some(m) = misplaced {
            return self.fail(self.furthest.get(), m);
        }
        if let Some(g) = genexp
            && (args.len() > 1 || trailing)
        {
            return self.fail(g, "Generator expression must be parenthesized");
        }
        Ok((i, args))
    }

    /// Subscript contents after `[`, up to and including `]`.
    fn slices(&self, i: In<'s>) -> PR<'s, Expr> {
        let (i, first) = self.slice(i)?;
        if !self.is_op(i, ",") {
            let (k, _) = self.close(i, "]", Some(&first))?;
            return Ok((k, first));
        }
        let span = first.span;
        let (k, (elts, _)) = self.elements(i, first, "]", |i| self.slice(i))?;
        Ok((
            k,
            Expr {
                kind: ExprKind::Tuple(elts),
                span,
            },
        ))
    }

    /// slice: `[lower] ':' [upper] [':' [step]]`, a starred expression, or an expression.
    fn slice(&self, i: In<'s>) -> PR<'s, Expr> {
        let (t, _, so) = self.peek(i);
        if t == Tk::Op("*") {
            return self.star_expression(i);
        }
        let (i, lower) = if t == Tk::Op(":") {
            (i, None)
        } else {
            let (k, e) = self.expression(i)?;
            if !self.is_op(k, ":") {
                self.eq_hint(&e, k)?;
                return Ok((k, e));
            }
            (k, Some(Box::new(e)))
        };
        let (i, _) = self.op(":")(i)?;
        let (i, upper) = opt(|i| self.expression(i)).parse(i)?;
        let (i, step) = match self.op(":")(i) {
            Ok((k, _)) => opt(|i| self.expression(i)).parse(k)?,
            Err(_) => (i, None),
        };
        let kind = ExprKind::Slice {
            start: lower,
            stop: upper.map(Box::new),
            step: step.map(Box::new),
        };
        Ok((i, self.mk(kind, so)))
    }

    /// Parameters of a def (`ann`: annotations allowed) or lambda, up to (not including) `closer`.
    fn params(&self, i: In<'s>, closer: &'static str, ann: bool) -> PR<'s, Vec<Param>> {
        let mut ps: Vec<Param> = Vec::new();
        if self.is_op(i, closer) {
            return Ok((i, ps));
        }
        let (mut seen_default, mut seen_star, mut seen_dstar) = (false, false, false);
        let mut i = i;
        let annotation = |k: In<'s>| -> PR<'s, ()> {
            if ann && let Ok((k2, _)) = self.op(":")(k) {
                let (k2, _) = self.expression(k2)?;
                return Ok((k2, ()));
            }
            Ok((k, ()))
        };
        loop {
            let (t, j, po) = self.peek(i);
            if seen_dstar {
                return self.fail(po, "arguments cannot follow var-keyword argument");
            }
            let k = match t {
                Tk::Op(s @ ("*" | "**")) => {
                    let double = s == "**";
                    if !double && seen_star {
                        return self.fail(po, "* argument may appear only once");
                    }
                    let k = &j[s.len()..];
                    let (k, (name, _)) = match self.name(k) {
                        Ok(r) => r,
                        Err(NErr::Error(_))
                            if !double && (self.is_op(k, ",") || self.is_op(k, closer)) =>
                        {
                            return self.fail(
                                po,
                                "keyword-only parameters (bare '*') are not supported by stridelab",
                            );
                        }
                        Err(e) => return Err(e),
                    };
                    let (k, _) = annotation(k)?;
                    if let Ok((_, eq)) = self.op("=")(k) {
                        let what = if double {
                            "var-keyword"
                        } else {
                            "var-positional"
                        };
                        return self.fail(eq, format!("{what} argument cannot have default value"));
                    }
                    seen_star |= !double;
                    seen_dstar |= double;
                    ps.push(Param {
                        name,
                        default: None,
                        star: !double,
                        double_star: double,
                    });
                    k
                }
                Tk::Op("/") => {
                    return self.fail(
                        po,
                        "positional-only parameters ('/') are not supported by stridelab",
                    );
                }
                _ => {
                    let (k, (name, no)) = self.name(i)?;
                    let (k, _) = annotation(k)?;
                    let (k, default) = match self.op("=")(k) {
                        Ok((k, eq)) => match self.expression(k) {
                            Ok((k, d)) => (k, Some(d)),
                            Err(NErr::Error(_)) if ann => {
                                return self.fail(eq, "expected default value expression");
                            }
                            Err(e) => return Err(e),
                        },
                        Err(_) => (k, None),
                    };
                    if default.is_none() && seen_default && !seen_star {
                        return self.fail(no, "non-default argument follows default argument");
                    }
                    seen_default |= default.is_some();
                    ps.push(Param {
                        name,
                        default,
                        star: false,
                        double_star: false,
                    });
                    k
                }
            };
            i = k;
            match self.op(",")(i) {
                Ok((k, _)) => {
                    i = k;
                    if self.is_op(i, closer) {
                        break;
                    }
                }
                Err(_) => break,
            }
        }
        Ok((i, ps))
    }

    /// One or more adjacent string literals (implicit concatenation), f-strings included.
    fn strings(&self, j: In<'s>) -> PR<'s, Expr> {
        let o = self.off(j);
        let mut parts: Vec<FPart> = Vec::new();
        let (mut any_f, mut any_bytes, mut any_str) = (false, false, false);
        let mut problem: Option<String> = None;
        let mut i = j;
        loop {
            let (t, k, _) = self.peek(i);
            if t != Tk::Str {
                break;
            }
            let tok = match scan_string(k) {
                Some(Ok(tok)) => tok,
                // Stage 1 rejects unterminated strings; this is reached only inside f-strings.
                _ => return self.fail(self.off(k), "unterminated string literal"),
            };
            let body = &k[tok.body_start..tok.body_end];
            if tok.pre.bytes {
                any_bytes = true;
            } else {
                any_str = true;
            }
            if tok.pre.fmt {
                any_f = true;
                if problem.is_none()
                    && let Err(m) = self.fstring(body, tok.pre.raw, &mut parts)
                {
                    problem = Some(m);
                }
            } else if tok.pre.raw {
                push_lit(&mut parts, body);
            } else {
                match decode_escapes(body, tok.pre.bytes) {
                    Ok(s) => push_lit(&mut parts, &s),
                    Err(m) => problem = problem.or(Some(m)),
                }
            }
            i = &k[tok.end..];
        }
        // CPython reports these at the token after the strings.
        let (_, _, after) = self.peek(i);
        if any_bytes && any_str {
            return self.fail(after, "cannot mix bytes and nonbytes literals");
        }
        if let Some(m) = problem {
            return self.fail(after, m);
        }
        let kind = if any_f {
            ExprKind::FString(parts)
        } else {
            let s: String = parts
                .into_iter()
                .map(|p| match p {
                    FPart::Lit(s) => s,
                    FPart::Expr { .. } => String::new(),
                })
                .collect();
            ExprKind::Str(s)
        };
        Ok((i, self.mk(kind, o)))
    }

    /// Splits an f-string body into literal and `{...}` parts (CPython 3.11 `fstring_find_expr`).
    fn fstring(&self, body: In<'s>, raw: bool, parts: &mut Vec<FPart>) -> Result<(), String> {
        let b = body.as_bytes();
        let n = b.len();
        let mut k = 0;
        let mut lit_start = 0;
        let flush = |parts: &mut Vec<FPart>, seg: &str| -> Result<(), String> {
            if raw {
                push_lit(parts, seg);
            } else {
                push_lit(parts, &decode_escapes(seg, false)?);
            }
            Ok(())
        };
        while k < n {
            match b[k] {
                b'{' | b'}' if b.get(k + 1) == Some(&b[k]) => {
                    flush(parts, &body[lit_start..k + 1])?;
                    k += 2;
                    lit_start = k;
                }
                b'{' => {
                    flush(parts, &body[lit_start..k])?;
                    k = self.fstring_field(body, k + 1, parts)?;
                    lit_start = k;
                }
                b'}' => return Err("f-string: single '}' is not allowed".into()),
                b'\\' if !raw && !matches!(b.get(k + 1), Some(b'{' | b'}')) => k += 2,
                _ => k += 1,
            }
        }
        flush(parts, &body[lit_start.min(n)..])
    }

    /// One `{expr[=][!c][:spec]}` field starting after its `{`; returns the offset after `}`.
    fn fstring_field(
        &self,
        body: In<'s>,
        start: usize,
        parts: &mut Vec<FPart>,
    ) -> Result<usize, String> {
        let b = body.as_bytes();
        let n = b.len();
        let expecting = || "f-string: expecting '}'".to_string();
        let mut k = start;
        let mut stack: Vec<u8> = Vec::new();
        let mut quote: Option<(u8, bool)> = None;
        loop {
            let Some(&c) = b.get(k) else {
                return Err(if quote.is_some() {
                    "f-string: unterminated string".into()
                } else {
                    expecting()
                });
            };
            if let Some((q, triple)) = quote {
                if c == q && (!triple || body.as_bytes()[k..].starts_with(&[q, q, q])) {
                    k += if triple { 3 } else { 1 };
                    quote = None;
                } else {
                    k += 1;
                }
                continue;
            }
            match c {
                b'\\' => return Err("f-string expression part cannot include a backslash".into()),
                b'#' => return Err("f-string expression part cannot include '#'".into()),
                b'\'' | b'"' => {
                    let triple = b.get(k + 1) == Some(&c) && b.get(k + 2) == Some(&c);
                    quote = Some((c, triple));
                    k += if triple { 3 } else { 1 };
                    continue;
                }
                b'(' | b'[' | b'{' => stack.push(c),
                b')' | b']' | b'}' if !stack.is_empty() => {
                    let open = stack.pop().unwrap_or(b'(');
                    if closer_of(open) != c {
                        return Err(format!(
                            "f-string: closing parenthesis '{}' does not match opening parenthesis '{}'",
                            c as char, open as char
                        ));
                    }
                }
                b')' | b']' => return Err(format!("f-string: unmatched '{}'", c as char)),
                b'}' => break,
                b'!' | b':' | b'=' | b'<' | b'>' if stack.is_empty() => {
                    // `!=`, `==`, `<=`, `>=`, `<`, `>` belong to the expression.
                    if b.get(k + 1) == Some(&b'=') && c != b':' {
                        k += 2;
                        continue;
                    }
                    if c == b'<' || c == b'>' {
                        k += 1;
                        continue;
                    }
                    break;
                }
                _ => {}
            }
            k += 1;
        }
        let expr_src = &body[start..k];
        if expr_src.trim().is_empty() {
            if b[k] == b'}' {
                return Err("f-string: empty expression not allowed".into());
            }
            return Err(format!(
                "f-string: expression required before '{}'",
                b[k] as char
            ));
        }
        let mut debug_text = None;
        if b[k] == b'=' {
            k += 1;
            while k < n && matches!(b[k], b' ' | b'\t' | b'\n') {
                k += 1;
            }
            debug_text = Some(body[start..k].to_string());
        }
        let mut conversion = None;
        if b.get(k) == Some(&b'!') {
            match b.get(k + 1) {
                Some(&c @ (b's' | b'r' | b'a')) => conversion = Some(c as char),
                None => return Err(expecting()),
                _ => {
                    return Err(
                        "f-string: invalid conversion character: expected 's', 'r', or 'a'".into(),
                    );
                }
            }
            k += 2;
        }
        let mut spec = None;
        if b.get(k) == Some(&b':') {
            let s0 = k + 1;
            k = s0;
            loop {
                match b.get(k) {
                    None => return Err(expecting()),
                    Some(b'{') => {
                        return Err("f-string: nested replacement fields in format specs are not supported by \
                                    stridelab"
                            .into());
                    }
                    Some(b'}') => break,
                    _ => k += 1,
                }
            }
            spec = Some(body[s0..k].to_string());
        }
        if b.get(k) != Some(&b'}') {
            return Err(expecting());
        }
        let expr = self.fstring_expr(expr_src)?;
        // Like CPython's AST: `{x=}` without conversion or spec means `!r`.
        if debug_text.is_some() && conversion.is_none() && spec.is_none() {
            conversion = Some('r');
        }
        parts.push(FPart::Expr {
            expr,
            conversion,
            spec,
            debug_text,
        });
        Ok(k + 1)
    }

    /// Parses the text of an f-string replacement field (CPython parses it as `(text)`).
    fn fstring_expr(&self, text: In<'s>) -> Result<Expr, String> {
        match self.star_expressions(text) {
            Ok((rest, e)) if ws(rest).is_empty() => Ok(e),
            Ok((rest, _)) => {
                if self.probe(|| self.expression(ws(rest)).is_ok()) {
                    Err("f-string: invalid syntax. Perhaps you forgot a comma?".into())
                } else {
                    Err("f-string: invalid syntax".into())
                }
            }
            Err(
                NErr::Error(PErr {
                    msg: Some((_, m)), ..
                })
                | NErr::Failure(PErr {
                    msg: Some((_, m)), ..
                }),
            ) => {
                // Tokenizer messages (bad numbers) keep their own wording, like CPython's.
                let tokenizer = m.starts_with("invalid") && m.contains("literal")
                    || m.starts_with("leading zeros");
                Err(if m.starts_with("f-string") || tokenizer {
                    m
                } else {
                    format!("f-string: {m}")
                })
            }
            Err(_) => Err("f-string: invalid syntax".into()),
        }
    }

    // ---------------------------------------------------------------- targets

    /// star_targets: `[*]t {, [*]t} [,]`, each t a bitwise_or (validated by `check_target`).
    fn star_targets(&self, i: In<'s>) -> PR<'s, Expr> {
        let elem = |i: In<'s>| -> PR<'s, Expr> {
            if let Ok((k, o)) = self.op("*")(i) {
                let (k, e) = self.bitwise_or(k)?;
                return Ok((k, self.mk(ExprKind::Starred(Box::new(e)), o)));
            }
            self.bitwise_or(i)
        };
        let (i, first) = elem(i)?;
        self.tuple_rest(i, first, elem)
    }

    /// Fails with CPython's "cannot assign to ..." / "cannot delete ..." at the bad node.
    fn check_target(&self, e: &Expr, ctx: Ctx) -> Result<(), NErr<PErr<'s>>> {
        if let Some(bad) = invalid_target(e, ctx) {
            let verb = if ctx == Ctx::Del {
                "delete"
            } else {
                "assign to"
            };
            return self
                .fail(
                    self.span_off(bad.span),
                    format!("cannot {verb} {}", expr_name(bad)),
                )
                .map(|_: (In, ())| ());
        }
        Ok(())
    }

    // ---------------------------------------------------------------- simple statements

    /// simple_stmts: `simple_stmt { ';' simple_stmt } [';']` filling the rest of the line.
    fn simple_stmts(&self, line: In<'s>) -> PR<'s, Vec<Stmt>> {
        let mut out = Vec::new();
        let mut i = line;
        loop {
            let (_, _, so) = self.peek(i);
            let (k, kind) = self.simple_stmt(i)?;
            let end = self.off(k);
            self.last_end.set(end);
            out.push(Stmt {
                kind,
                span: self.span(so),
                source: self.src[so..end].to_string(),
            });
            i = k;
            match self.op(";")(i) {
                Ok((k, _)) => {
                    i = k;
                    if self.at_end(i) {
                        break;
                    }
                }
                Err(_) => {
                    if !self.at_end(i) {
                        // pegen's second pass tries `expression expression` here, reading on.
                        let (_, j, _) = self.peek(i);
                        self.probe(|| {
                            let _ = self.expression(j);
                        });
                        return self.err(i);
                    }
                    break;
                }
            }
        }
        Ok((i, out))
    }

    fn simple_stmt(&self, i: In<'s>) -> PR<'s, StmtKind> {
        let (t, j, o) = self.peek(i);
        if t == Tk::Op("@") {
            // pegen reads on to the decorator's expression before giving up.
            if let (Tk::Name(_), _, _) = self.peek(&j[1..]) {
                return self.fail(o, "decorators are not supported by stridelab");
            }
            return self.err(j);
        }
        let Tk::Name(n) = t else {
            return self.expr_stmt(i);
        };
        let rest = &j[n..];
        match &j[..n] {
            "pass" => Ok((rest, StmtKind::Pass)),
            "break" => Ok((rest, StmtKind::Break)),
            "continue" => Ok((rest, StmtKind::Continue)),
            "return" => {
                if self.at_end(rest) || self.is_op(rest, ";") {
                    return Ok((rest, StmtKind::Return(None)));
                }
                let (k, e) = self.star_expressions(rest)?;
                Ok((k, StmtKind::Return(Some(e))))
            }
            "del" => self.del_stmt(rest),
            "assert" => {
                let (k, test) = self.expression(rest)?;
                let (k, msg) = match self.op(",")(k) {
                    Ok((k, _)) => {
                        let (k, m) = self.expression(k)?;
                        (k, Some(m))
                    }
                    Err(_) => (k, None),
                };
                Ok((k, StmtKind::Assert { test, msg }))
            }
            "import" => self.import_stmt(rest),
            "from" => self.import_from_stmt(rest),
            "raise" => {
                if self.at_end(rest) || self.is_op(rest, ";") {
                    return Ok((rest, StmtKind::Raise { exc: None, cause: None }));
                }
                let (k, exc) = self.expression(rest)?;
                let (k, cause) = match self.kw("from")(k) {
                    Ok((k, _)) => {
                        let (k, c) = self.expression(k)?;
                        (k, Some(c))
                    }
                    Err(_) => (k, None),
                };
                Ok((k, StmtKind::Raise { exc: Some(exc), cause }))
            }
            "global" => {
                let (mut k, (first, _)) = self.name(rest)?;
                let mut names = vec![first];
                while let Ok((k2, _)) = self.op(",")(k) {
                    let (k3, (n, _)) = self.name(k2)?;
                    names.push(n);
                    k = k3;
                }
                Ok((k, StmtKind::Global(names)))
            }
            w @ ("class" | "with" | "try" | "nonlocal" | "async" | "yield" | "await") => {
                self.fail(o, format!("'{w}' is not supported by stridelab"))
            }
            _ => self.expr_stmt(i),
        }
    }

    fn del_stmt(&self, i: In<'s>) -> PR<'s, StmtKind> {
        let (mut i, first) = self.bitwise_or(i)?;
        let mut targets = vec![first];
        while let Ok((k, _)) = self.op(",")(i) {
            i = k;
            match self.bitwise_or(i) {
                Ok((k, e)) => {
                    targets.push(e);
                    i = k;
                }
                Err(NErr::Error(_)) => break,
                Err(e) => return Err(e),
            }
        }
        for t in &targets {
            self.check_target(t, Ctx::Del)?;
        }
        Ok((i, StmtKind::Del(targets)))
    }

    /// dotted_name: `NAME { '.' NAME }`.
    fn dotted_name(&self, i: In<'s>) -> PR<'s, String> {
        let (mut i, (mut s, _)) = self.name(i)?;
        while let Ok((k, _)) = self.op(".")(i) {
            let (k, (part, _)) = self.name(k)?;
            s.push('.');
            s.push_str(&part);
            i = k;
        }
        Ok((i, s))
    }

    /// `[ 'as' NAME ]`
    fn as_name(&self, i: In<'s>) -> PR<'s, Option<String>> {
        match self.kw("as")(i) {
            Ok((k, _)) => {
                let (k, (n, _)) = self.name(k)?;
                Ok((k, Some(n)))
            }
            Err(_) => Ok((i, None)),
        }
    }

    fn import_stmt(&self, i: In<'s>) -> PR<'s, StmtKind> {
        let mut names = Vec::new();
        let mut i = i;
        loop {
            let (k, module) = self.dotted_name(i)?;
            let (k, alias) = self.as_name(k)?;
            names.push((module, alias));
            match self.op(",")(k) {
                Ok((k, _)) => i = k,
                Err(_) => return Ok((k, StmtKind::Import(names))),
            }
        }
    }

    fn import_from_stmt(&self, i: In<'s>) -> PR<'s, StmtKind> {
        let mut module = String::new();
        let mut i = i;
        loop {
            if let Ok((k, _)) = self.op(".")(i) {
                module.push('.');
                i = k;
            } else if let Ok((k, _)) = self.op("...")(i) {
                module.push_str("...");
                i = k;
            } else {
                break;
            }
        }
        if !self.is_kw(i, "import") || module.is_empty() {
            let (k, m) = self.dotted_name(i)?;
            module.push_str(&m);
            i = k;
        }
        let (i, _) = self.kw("import")(i)?;
        if let Ok((k, _)) = self.op("*")(i) {
            return Ok((
                k,
                StmtKind::ImportFrom {
                    module,
                    names: vec![("*".into(), None)],
                },
            ));
        }
        let paren = self.op("(")(i);
        let mut i = match &paren {
            Ok((k, _)) => *k,
            Err(_) => i,
        };
        let mut names = Vec::new();
        loop {
            let (k, (n, _)) = self.name(i)?;
            let (k, alias) = self.as_name(k)?;
            names.push((n, alias));
            i = k;
            match self.op(",")(i) {
                Ok((k, _)) => {
                    i = k;
                    if paren.is_ok() && self.is_op(i, ")") {
                        break;
                    }
                    if paren.is_err() && self.at_end(i) {
                        let (_, _, o) = self.peek(i);
                        return self.fail(
                            o,
                            "trailing comma not allowed without surrounding parentheses",
                        );
                    }
                }
                Err(_) => break,
            }
        }
        if paren.is_ok() {
            let (k, _) = self.close(i, ")", None)?;
            i = k;
        }
        Ok((i, StmtKind::ImportFrom { module, names }))
    }

    /// Expression statements, assignments, augmented and annotated assignments.
    fn expr_stmt(&self, i: In<'s>) -> PR<'s, StmtKind> {
        let (i, first) = self.star_expressions(i)?;
        let (t, j, _) = self.peek(i);
        match t {
            Tk::Op("=") => {
                let mut exprs = vec![first];
                let mut starts = Vec::new();
                let mut i = i;
                while let Ok((k, _)) = self.op("=")(i) {
                    let (tv, _, vo) = self.peek(k);
                    starts.push((tv, vo));
                    let (k, e) = match self.star_expressions(k) {
                        Ok(r) => r,
                        Err(NErr::Error(e)) => {
                            // pegen's invalid_assignment still blames a bad target first.
                            if let Some(bad) =
                                exprs.iter().find_map(|t| invalid_target(t, Ctx::Store))
                            {
                                let name = expr_name(bad);
                                return self.fail(
                                    self.span_off(bad.span),
                                    format!("cannot assign to {name}"),
                                );
                            }
                            return Err(NErr::Error(e));
                        }
                        Err(e) => return Err(e),
                    };
                    exprs.push(e);
                    i = k;
                }
                let value = exprs.pop().unwrap_or(Expr {
                    kind: ExprKind::None,
                    span: Span::default(),
                });
                for (n, t) in exprs.iter().enumerate() {
                    let Some(bad) = invalid_target(t, Ctx::Store) else {
                        continue;
                    };
                    let name = expr_name(bad);
                    // pegen's invalid_named_expression: `bitwise_or '=' bitwise_or` alone.
                    let value_first = starts.first().map(|s| s.0);
                    let simple_value = !matches!(
                        value_first,
                        Some(Tk::Name(_)) if self.first_word_is(starts[0].1, &["not", "lambda", "yield", "await"])
                    ) && value_first != Some(Tk::Op("*"));
                    let here = exprs.len() == 1 && n == 0 && simple_value && is_bitwise_or_level(t);
                    if here {
                        return self.fail(
                            self.span_off(t.span),
                            format!(
                                "cannot assign to {name} here. Maybe you meant '==' instead of '='?"
                            ),
                        );
                    }
                    return self.fail(self.span_off(bad.span), format!("cannot assign to {name}"));
                }
                Ok((
                    i,
                    StmtKind::Assign {
                        targets: exprs,
                        value,
                    },
                ))
            }
            Tk::Op(s) if augassign_of(s).is_some() => {
                let op = augassign_of(s).unwrap_or(BinOp::Add);
                if !matches!(
                    first.kind,
                    ExprKind::Name(_) | ExprKind::Attr(..) | ExprKind::Subscript(..)
                ) {
                    return self.fail(
                        self.span_off(first.span),
                        format!(
                            "'{}' is an illegal expression for augmented assignment",
                            expr_name(&first)
                        ),
                    );
                }
                let (k, value) = self.star_expressions(&j[s.len()..])?;
                Ok((
                    k,
                    StmtKind::AugAssign {
                        target: first,
                        op,
                        value,
                    },
                ))
            }
            Tk::Op(":") => {
                let (k, _) = self.expression(&j[1..])?;
                match first.kind {
                    ExprKind::Name(_) | ExprKind::Attr(..) | ExprKind::Subscript(..) => {}
                    ExprKind::Tuple(_) => {
                        return self.fail(
                            self.span_off(first.span),
                            "only single target (not tuple) can be annotated",
                        );
                    }
                    _ => {
                        return self
                            .fail(self.span_off(first.span), "illegal target for annotation");
                    }
                }
                match self.op("=")(k) {
                    Ok((k, _)) => {
                        let (k, value) = self.star_expressions(k)?;
                        Ok((
                            k,
                            StmtKind::Assign {
                                targets: vec![first],
                                value,
                            },
                        ))
                    }
                    Err(_) => Ok((k, StmtKind::Pass)),
                }
            }
            _ => {
                // pegen's invalid_legacy_expression: `print x`.
                if let ExprKind::Name(n) = &first.kind
                    && (n == "print" || n == "exec")
                    && !matches!(t, Tk::End | Tk::Op(_))
                    && self.probe(|| self.star_expressions(j).is_ok())
                {
                    return self.fail(
                        self.span_off(first.span),
                        format!("Missing parentheses in call to '{n}'. Did you mean {n}(...)?"),
                    );
                }
                Ok((i, StmtKind::Expr(first)))
            }
        }
    }

    fn first_word_is(&self, off: usize, words: &[&str]) -> bool {
        let t = &self.src[off.min(self.src.len())..];
        let n = ident_len(t);
        words.contains(&&t[..n])
    }

    // ---------------------------------------------------------------- blocks

    /// Statements of one block: the lines at `depth`, starting at `*idx`.
    fn block(
        &self,
        lines: &[LLine],
        idx: &mut usize,
        depth: usize,
    ) -> Result<Vec<Stmt>, SyntaxError> {
        let mut out = Vec::new();
        while let Some(ln) = lines.get(*idx) {
            if ln.depth < depth {
                break;
            }
            if ln.depth > depth {
                // Where CPython's caret lands for an INDENT token.
                let sp = self.span(ln.start);
                let sp = Span {
                    line: sp.line,
                    col: to_u32(ln.indent.saturating_sub(1)),
                };
                self.final_err.set(true);
                return Err(self.sm.error_at(sp, "unexpected indent"));
            }
            self.statement(lines, idx, depth, &mut out)?;
        }
        Ok(out)
    }

    fn statement(
        &self,
        lines: &[LLine],
        idx: &mut usize,
        depth: usize,
        out: &mut Vec<Stmt>,
    ) -> Result<(), SyntaxError> {
        let ln = lines[*idx];
        let text = &self.src[ln.start..ln.end];
        let (t, j, _) = self.peek(text);
        if let Tk::Name(n) = t {
            let stmt = match &j[..n] {
                "if" => Some(self.if_stmt(lines, idx, depth, "if")?),
                "while" => Some(self.while_stmt(lines, idx, depth)?),
                "for" => Some(self.for_stmt(lines, idx, depth)?),
                "def" => Some(self.def_stmt(lines, idx, depth)?),
                "try" => Some(self.try_stmt(lines, idx, depth)?),
                "class" => Some(self.class_stmt(lines, idx, depth)?),
                _ => None,
            };
            if let Some(s) = stmt {
                out.push(s);
                return Ok(());
            }
        }
        let (_, stmts) = self.simple_stmts(text).map_err(|e| self.to_syntax(e))?;
        out.extend(stmts);
        *idx += 1;
        Ok(())
    }

    /// The condition of if/elif/while (pegen's named_expression, with its hints for `=`).
    fn condition(&self, i: In<'s>) -> PR<'s, Expr> {
        let (i, cond) = self.expression(i)?;
        self.eq_hint(&cond, i)?;
        Ok((i, cond))
    }

    /// Runs a nom header parser on a line, converting errors.
    fn header<T>(&self, r: PR<'s, T>) -> Result<(In<'s>, T), SyntaxError> {
        r.map_err(|e| self.to_syntax(e))
    }

    /// The `:` ending a header. `newline_form`: CPython says "expected ':'" only when the line
    /// ends there (if/elif/while/for); def and else force it whatever follows.
    fn colon(&self, i: In<'s>, newline_form: bool) -> Result<In<'s>, SyntaxError> {
        match self.op(":")(i) {
            Ok((k, _)) => Ok(k),
            Err(_) => {
                let (t, _, o) = self.peek(i);
                if !newline_form || t == Tk::End {
                    Err(self.sm.error(o, "expected ':'"))
                } else {
                    Err(self.sm.error(self.furthest.get(), "invalid syntax"))
                }
            }
        }
    }

    /// The body after a header's `:`: statements on the same line, or an indented block.
    fn suite(
        &self,
        lines: &[LLine],
        idx: &mut usize,
        depth: usize,
        rest: In<'s>,
        what: &str,
    ) -> Result<Vec<Stmt>, SyntaxError> {
        let ln = lines[*idx];
        if !self.at_end(rest) {
            let (_, stmts) = self.simple_stmts(rest).map_err(|e| self.to_syntax(e))?;
            *idx += 1;
            return Ok(stmts);
        }
        *idx += 1;
        let header_line = self.span(ln.start).line;
        let msg = format!("expected an indented block after {what} on line {header_line}");
        match lines.get(*idx) {
            Some(next) if next.depth > depth => self.block(lines, idx, depth + 1),
            Some(next) => Err(self.sm.error(next.start, msg)),
            None => {
                if self.lex_pending.get() {
                    // The parser would fetch the token where the tokenizer failed.
                    self.reach.set(usize::MAX);
                    return Err(self.sm.error(ln.end, msg));
                }
                self.eof_block.set(true);
                let newlines = self.src[ln.end..].bytes().filter(|&c| c == b'\n').count();
                if newlines <= 1 {
                    Err(self.sm.error(ln.end, msg))
                } else {
                    let line = self.span(ln.end).line + to_u32(newlines - 1);
                    Err(self.sm.error_at(Span { line, col: 0 }, msg))
                }
            }
        }
    }

    /// The word starting the line at `lines[idx]` if it is at `depth`.
    fn next_word(&self, lines: &[LLine], idx: usize, depth: usize) -> Option<&'s str> {
        let ln = lines.get(idx)?;
        if ln.depth != depth {
            return None;
        }
        let t = &self.src[ln.start..ln.end];
        match classify(t) {
            Tk::Name(n) => Some(&t[..n]),
            _ => None,
        }
    }

    /// `else ':' block` if the next line at this depth starts with `else`.
    fn else_block(
        &self,
        lines: &[LLine],
        idx: &mut usize,
        depth: usize,
    ) -> Result<Vec<Stmt>, SyntaxError> {
        if self.next_word(lines, *idx, depth) != Some("else") {
            return Ok(Vec::new());
        }
        let ln = lines[*idx];
        let text = &self.src[ln.start..ln.end];
        let (i, _) = self.header(self.kw("else")(text))?;
        let i = self.colon(i, false)?;
        self.suite(lines, idx, depth, i, "'else' statement")
    }

    fn compound(&self, kind: StmtKind, o: usize) -> Stmt {
        let end = self.last_end.get().max(o);
        Stmt {
            kind,
            span: self.span(o),
            source: self.src[o..end].to_string(),
        }
    }

    /// if_stmt (`word` is "if", or "elif" for the nested If an elif becomes).
    fn if_stmt(
        &self,
        lines: &[LLine],
        idx: &mut usize,
        depth: usize,
        word: &'static str,
    ) -> Result<Stmt, SyntaxError> {
        let ln = lines[*idx];
        let text = &self.src[ln.start..ln.end];
        let (i, o) = self.header(self.kw(word)(text))?;
        let (i, cond) = self.header(self.condition(i))?;
        let i = self.colon(i, true)?;
        let body = self.suite(lines, idx, depth, i, &format!("'{word}' statement"))?;
        let orelse = match self.next_word(lines, *idx, depth) {
            Some("elif") => vec![self.if_stmt(lines, idx, depth, "elif")?],
            Some("else") => self.else_block(lines, idx, depth)?,
            _ => Vec::new(),
        };
        Ok(self.compound(StmtKind::If { cond, body, orelse }, o))
    }

    fn while_stmt(
        &self,
        lines: &[LLine],
        idx: &mut usize,
        depth: usize,
    ) -> Result<Stmt, SyntaxError> {
        let ln = lines[*idx];
        let text = &self.src[ln.start..ln.end];
        let (i, o) = self.header(self.kw("while")(text))?;
        let (i, cond) = self.header(self.condition(i))?;
        let i = self.colon(i, true)?;
        let body = self.suite(lines, idx, depth, i, "'while' statement")?;
        let orelse = self.else_block(lines, idx, depth)?;
        Ok(self.compound(StmtKind::While { cond, body, orelse }, o))
    }

    fn for_stmt(
        &self,
        lines: &[LLine],
        idx: &mut usize,
        depth: usize,
    ) -> Result<Stmt, SyntaxError> {
        let ln = lines[*idx];
        let text = &self.src[ln.start..ln.end];
        let (i, o) = self.header(self.kw("for")(text))?;
        let (i, target) = self.header(self.star_targets(i))?;
        self.check_target(&target, Ctx::Store)
            .map_err(|e| self.to_syntax(e))?;
        let (i, _) = self.header(self.kw("in")(i))?;
        let (i, iter) = self.header(self.star_expressions(i))?;
        let i = self.colon(i, true)?;
        let body = self.suite(lines, idx, depth, i, "'for' statement")?;
        let orelse = self.else_block(lines, idx, depth)?;
        Ok(self.compound(
            StmtKind::For {
                target,
                iter,
                body,
                orelse,
            },
            o,
        ))
    }

    fn def_stmt(
        &self,
        lines: &[LLine],
        idx: &mut usize,
        depth: usize,
    ) -> Result<Stmt, SyntaxError> {
        let ln = lines[*idx];
        let text = &self.src[ln.start..ln.end];
        let (i, o) = self.header(self.kw("def")(text))?;
        let (i, (name, _)) = self.header(self.name(i))?;
        let i = match self.op("(")(i) {
            Ok((k, _)) => k,
            Err(_) => {
                let (_, _, po) = self.peek(i);
                return Err(self.sm.error(po, "expected '('"));
            }
        };
        let (i, params) = self.header(self.params(i, ")", true))?;
        let (i, _) = self.header(self.op(")")(i))?;
        // A bad return annotation makes pegen give up on `-> ...` and demand the ':' there.
        let i = match self.op("->")(i) {
            Ok((k, _)) => match self.expression(k) {
                Ok((k, _)) => k,
                Err(NErr::Error(_)) => i,
                Err(e) => return Err(self.to_syntax(e)),
            },
            Err(_) => i,
        };
        let i = self.colon(i, false)?;
        let body = self.suite(lines, idx, depth, i, "function definition")?;
        Ok(self.compound(StmtKind::FunctionDef { name, params, body }, o))
    }

    /// try_stmt: `'try' ':' block` then `except` clauses with an optional `else`, and/or
    /// `'finally' ':' block`.
    fn try_stmt(&self, lines: &[LLine], idx: &mut usize, depth: usize) -> Result<Stmt, SyntaxError> {
        let ln = lines[*idx];
        let text = &self.src[ln.start..ln.end];
        let (i, o) = self.header(self.kw("try")(text))?;
        let i = self.colon(i, false)?;
        let body = self.suite(lines, idx, depth, i, "'try' statement")?;
        let mut handlers: Vec<ExceptHandler> = Vec::new();
        while self.next_word(lines, *idx, depth) == Some("except") {
            if let Some(h) = handlers.last()
                && h.typ.is_none()
            {
                // CPython's compiler rejects this (the parser accepts it).
                return Err(self.sm.error_at(h.span, "default 'except:' must be last"));
            }
            handlers.push(self.except_clause(lines, idx, depth)?);
        }
        let orelse = if handlers.is_empty() { Vec::new() } else { self.else_block(lines, idx, depth)? };
        let finalbody = if self.next_word(lines, *idx, depth) == Some("finally") {
            let ln = lines[*idx];
            let text = &self.src[ln.start..ln.end];
            let (i, _) = self.header(self.kw("finally")(text))?;
            let i = self.colon(i, false)?;
            self.suite(lines, idx, depth, i, "'finally' statement")?
        } else {
            Vec::new()
        };
        if handlers.is_empty() && finalbody.is_empty() {
            let msg = "expected 'except' or 'finally' block";
            return Err(match lines.get(*idx) {
                Some(next) => self.sm.error(next.start, msg),
                None => self.sm.error(lines[*idx - 1].end, msg),
            });
        }
        Ok(self.compound(StmtKind::Try { body, handlers, orelse, finalbody }, o))
    }

    /// `'except' [ expression [ 'as' NAME ] ] ':' block`
    fn except_clause(&self, lines: &[LLine], idx: &mut usize, depth: usize) -> Result<ExceptHandler, SyntaxError> {
        let ln = lines[*idx];
        let text = &self.src[ln.start..ln.end];
        let (i, o) = self.header(self.kw("except")(text))?;
        let (i, typ, name) = if self.is_op(i, ":") {
            (i, None, None)
        } else {
            let (i, t) = self.header(self.expression(i))?;
            if self.is_op(i, ",") {
                return Err(self.sm.error_at(t.span, "multiple exception types must be parenthesized"));
            }
            let (i, name) = match self.kw("as")(i) {
                Ok((k, _)) => {
                    let (k, (n, _)) = self.header(self.name(k))?;
                    (k, Some(n))
                }
                Err(_) => (i, None),
            };
            (i, Some(t), name)
        };
        let i = self.colon(i, true)?;
        let body = self.suite(lines, idx, depth, i, "'except' statement")?;
        Ok(ExceptHandler { typ, name, body, span: self.span(o) })
    }

    /// `'class' NAME [ '(' [ bases ] ')' ] ':' block`
    fn class_stmt(&self, lines: &[LLine], idx: &mut usize, depth: usize) -> Result<Stmt, SyntaxError> {
        let ln = lines[*idx];
        let text = &self.src[ln.start..ln.end];
        let (i, o) = self.header(self.kw("class")(text))?;
        let (i, (name, _)) = self.header(self.name(i))?;
        let (i, bases) = match self.op("(")(i) {
            Ok((k, _)) => {
                let (k, args) = self.header(self.call_args(k))?;
                let mut bases = Vec::new();
                for a in args {
                    match a {
                        Arg::Positional(e) => bases.push(e),
                        _ => {
                            return Err(self.sm.error(o, "class keywords and * bases are not supported by stridelab"));
                        }
                    }
                }
                (k, bases)
            }
            Err(_) => (i, Vec::new()),
        };
        let i = self.colon(i, false)?;
        let body = self.suite(lines, idx, depth, i, "class definition")?;
        Ok(self.compound(StmtKind::ClassDef { name, bases, body }, o))
    }
}

/// pegen's invalid_expression (`!(NAME STRING | SOFT_KEYWORD) disjunction expression`): whether
/// element `e` followed by a token of kind `next` may be a missing comma.
fn comma_hint_applies(e: &Expr, next: Tk) -> bool {
    let kind_ok = !matches!(
        e.kind,
        ExprKind::Starred(_)
            | ExprKind::Lambda { .. }
            | ExprKind::IfExp { .. }
            | ExprKind::ListComp {
                kind: CompKind::Generator,
                ..
            }
    );
    let soft_kw = matches!(&e.kind, ExprKind::Name(n) if n == "_" || n == "match" || n == "case");
    let name_string = matches!(e.kind, ExprKind::Name(_)) && next == Tk::Str;
    let next_starts_expr = match next {
        Tk::End | Tk::Other => false,
        Tk::Op(op) => matches!(op, "(" | "[" | "{" | "-" | "+" | "~" | "..."),
        _ => true,
    };
    kind_ok && !soft_kw && !name_string && next_starts_expr
}

/// Appends literal text, merging with a preceding literal.
fn push_lit(parts: &mut Vec<FPart>, s: &str) {
    if s.is_empty() {
        return;
    }
    if let Some(FPart::Lit(prev)) = parts.last_mut() {
        prev.push_str(s);
    } else {
        parts.push(FPart::Lit(s.to_string()));
    }
}

fn binop_of(s: &str) -> Option<(BinOp, u8)> {
    Some(match s {
        "|" => (BinOp::BitOr, 1),
        "^" => (BinOp::BitXor, 2),
        "&" => (BinOp::BitAnd, 3),
        "<<" => (BinOp::LShift, 4),
        ">>" => (BinOp::RShift, 4),
        "+" => (BinOp::Add, 5),
        "-" => (BinOp::Sub, 5),
        "*" => (BinOp::Mul, 6),
        "/" => (BinOp::Div, 6),
        "//" => (BinOp::FloorDiv, 6),
        "%" => (BinOp::Mod, 6),
        "@" => (BinOp::MatMul, 6),
        _ => return None,
    })
}

fn augassign_of(s: &str) -> Option<BinOp> {
    let op = s.strip_suffix('=')?;
    if op == "**" {
        return Some(BinOp::Pow);
    }
    match binop_of(op) {
        Some((b, _)) if !op.is_empty() => Some(b),
        _ => None,
    }
}

/// The first sub-expression that cannot be assigned to / deleted (CPython's
/// `_PyPegen_get_invalid_target`).
fn invalid_target(e: &Expr, ctx: Ctx) -> Option<&Expr> {
    match &e.kind {
        ExprKind::Name(_) | ExprKind::Attr(..) | ExprKind::Subscript(..) => None,
        ExprKind::Tuple(v) | ExprKind::List(v) => v.iter().find_map(|x| invalid_target(x, ctx)),
        ExprKind::Starred(inner) if ctx == Ctx::Store => invalid_target(inner, ctx),
        _ => Some(e),
    }
}

/// How CPython names an expression in error messages (`_PyPegen_get_expr_name`).
fn expr_name(e: &Expr) -> &'static str {
    match &e.kind {
        ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Imag(_) | ExprKind::Str(_) => "literal",
        ExprKind::FString(_) => "f-string expression",
        ExprKind::Bool(true) => "True",
        ExprKind::Bool(false) => "False",
        ExprKind::None => "None",
        ExprKind::Ellipsis => "ellipsis",
        ExprKind::Name(_) => "name",
        ExprKind::Tuple(_) => "tuple",
        ExprKind::List(_) => "list",
        ExprKind::Dict(_) => "dict literal",
        ExprKind::Starred(_) => "starred",
        ExprKind::Attr(..) => "attribute",
        ExprKind::Call { .. } => "function call",
        ExprKind::Subscript(..) => "subscript",
        ExprKind::Slice { .. } => "slice",
        ExprKind::Unary(..) | ExprKind::Binary(..) | ExprKind::BoolOp(..) => "expression",
        ExprKind::Compare(..) => "comparison",
        ExprKind::IfExp { .. } => "conditional expression",
        ExprKind::Lambda { .. } => "lambda",
        ExprKind::ListComp {
            kind: CompKind::List,
            ..
        } => "list comprehension",
        ExprKind::ListComp {
            kind: CompKind::Generator,
            ..
        } => "generator expression",
        ExprKind::ListComp {
            kind: CompKind::Set,
            ..
        } => "set comprehension",
        ExprKind::Set(_) => "set display",
        ExprKind::DictComp { .. } => "dict comprehension",
    }
}

/// Whether an assignment target is something pegen's `bitwise_or` would have parsed on its
/// own and that is not a list/tuple/genexp/True/False/None (the "here. Maybe you meant" case).
fn is_bitwise_or_level(e: &Expr) -> bool {
    !matches!(
        e.kind,
        ExprKind::Compare(..)
            | ExprKind::BoolOp(..)
            | ExprKind::IfExp { .. }
            | ExprKind::Lambda { .. }
            | ExprKind::Unary(UnaryOp::Not, _)
            | ExprKind::Starred(_)
            | ExprKind::Tuple(_)
            | ExprKind::List(_)
            | ExprKind::ListComp {
                kind: CompKind::Generator,
                ..
            }
            | ExprKind::Bool(_)
            | ExprKind::None
    )
}

// ======================================================================================
// Tests (expected values generated with CPython 3.11's `ast` / `compile`)
// ======================================================================================

#[cfg(test)]
mod tests {
    use super::*;

    // ---- an s-expression rendering of the AST; the same format is produced from CPython's
    // `ast` module by a small script, which generated the expected strings below.

    fn q(s: &str) -> String {
        format!(
            "'{}'",
            s.replace('\\', "\\\\")
                .replace('\'', "\\'")
                .replace('\n', "\\n")
        )
    }

    fn sx(e: &Expr) -> String {
        use ExprKind as K;
        let list = |v: &[Expr]| v.iter().map(|x| format!(" {}", sx(x))).collect::<String>();
        let opt = |o: &Option<Box<Expr>>| o.as_ref().map_or("_".to_string(), |x| sx(x));
        match &e.kind {
            K::Int(v) => v.to_string(),
            K::Float(v) => format!("f{v:?}"),
            K::Imag(v) => format!("j{v:?}"),
            K::Str(s) => q(s),
            K::Bool(b) => {
                if *b {
                    "True".into()
                } else {
                    "False".into()
                }
            }
            K::None => "None".into(),
            K::Ellipsis => "...".into(),
            K::Name(n) => n.clone(),
            K::Tuple(v) => format!("(tuple{})", list(v)),
            K::List(v) => format!("(list{})", list(v)),
            K::Dict(v) => format!(
                "(dict{})",
                v.iter()
                    .map(|(k, x)| format!(" {} {}", sx(k), sx(x)))
                    .collect::<String>()
            ),
            K::Starred(x) => format!("(* {})", sx(x)),
            K::Attr(x, a) => format!("(. {} {a})", sx(x)),
            K::Call { func, args } => {
                let a: String = args
                    .iter()
                    .map(|a| match a {
                        Arg::Positional(x) => format!(" {}", sx(x)),
                        Arg::Keyword(k, x) => format!(" {k}={}", sx(x)),
                        Arg::Star(x) => format!(" *{}", sx(x)),
                        Arg::DoubleStar(x) => format!(" **{}", sx(x)),
                    })
                    .collect();
                format!("(call {}{a})", sx(func))
            }
            K::Subscript(x, i) => format!("([] {} {})", sx(x), sx(i)),
            K::Slice { start, stop, step } => {
                format!("(: {} {} {})", opt(start), opt(stop), opt(step))
            }
            K::Unary(op, x) => {
                let o = match op {
                    UnaryOp::Neg => "neg",
                    UnaryOp::Pos => "pos",
                    UnaryOp::Invert => "inv",
                    UnaryOp::Not => "not",
                };
                format!("({o} {})", sx(x))
            }
            K::Binary(op, a, b) => format!("({} {} {})", op.symbol(), sx(a), sx(b)),
            K::Compare(a, rest) => {
                let r: String = rest
                    .iter()
                    .map(|(op, x)| {
                        let o = match op {
                            CmpOp::Lt => "<",
                            CmpOp::Le => "<=",
                            CmpOp::Gt => ">",
                            CmpOp::Ge => ">=",
                            CmpOp::Eq => "==",
                            CmpOp::Ne => "!=",
                            CmpOp::Is => "is",
                            CmpOp::IsNot => "is-not",
                            CmpOp::In => "in",
                            CmpOp::NotIn => "not-in",
                        };
                        format!(" {o} {}", sx(x))
                    })
                    .collect();
                format!("(cmp {}{r})", sx(a))
            }
            K::BoolOp(op, v) => format!(
                "({}{})",
                if *op == BoolOp::And { "and" } else { "or" },
                list(v)
            ),
            K::IfExp { cond, body, orelse } => {
                format!("(if {} {} {})", sx(cond), sx(body), sx(orelse))
            }
            K::Lambda { params, body } => format!("(lambda {} {})", sx_params(params), sx(body)),
            K::ListComp {
                elt,
                generators,
                kind,
            } => {
                let g: String = generators
                    .iter()
                    .map(|g| format!(" (for {} {}{})", sx(&g.target), sx(&g.iter), list(&g.conds)))
                    .collect();
                let k = match kind {
                    CompKind::List => "listcomp",
                    CompKind::Generator => "genexp",
                    CompKind::Set => "setcomp",
                };
                format!("({k} {}{g})", sx(elt))
            }
            K::Set(v) => format!("(set{})", list(v)),
            K::DictComp {
                key,
                value,
                generators,
            } => {
                let g: String = generators
                    .iter()
                    .map(|g| format!(" (for {} {}{})", sx(&g.target), sx(&g.iter), list(&g.conds)))
                    .collect();
                format!("(dictcomp {} {}{g})", sx(key), sx(value))
            }
            K::FString(parts) => {
                // CPython's AST shows `{x=}` as a literal "x=" before the value.
                let mut out: Vec<String> = Vec::new();
                let mut lit = String::new();
                for p in parts {
                    match p {
                        FPart::Lit(s) => lit.push_str(s),
                        FPart::Expr {
                            expr,
                            conversion,
                            spec,
                            debug_text,
                        } => {
                            if let Some(d) = debug_text {
                                lit.push_str(d);
                            }
                            if !lit.is_empty() {
                                out.push(q(&lit));
                                lit.clear();
                            }
                            let mut s = format!("{{{}", sx(expr));
                            if let Some(c) = conversion {
                                s.push_str(&format!(" !{c}"));
                            }
                            if let Some(sp) = spec {
                                s.push_str(&format!(" :{}", q(sp)));
                            }
                            out.push(s + "}");
                        }
                    }
                }
                if !lit.is_empty() {
                    out.push(q(&lit));
                }
                format!(
                    "(f{})",
                    out.iter().map(|o| format!(" {o}")).collect::<String>()
                )
            }
        }
    }

    fn sx_params(ps: &[Param]) -> String {
        let v: Vec<String> = ps
            .iter()
            .map(|p| {
                let pre = if p.star {
                    "*"
                } else if p.double_star {
                    "**"
                } else {
                    ""
                };
                let d = p
                    .default
                    .as_ref()
                    .map_or(String::new(), |d| format!("={}", sx(d)));
                format!("{pre}{}{d}", p.name)
            })
            .collect();
        format!("({})", v.join(" "))
    }

    fn sx_body(b: &[Stmt]) -> String {
        format!("({})", b.iter().map(sx_stmt).collect::<Vec<_>>().join(" "))
    }

    fn sx_stmt(s: &Stmt) -> String {
        use StmtKind as S;
        let names = |v: &[(String, Option<String>)]| {
            v.iter()
                .map(|(n, a)| {
                    format!(
                        " {n}{}",
                        a.as_ref().map_or(String::new(), |a| format!(":{a}"))
                    )
                })
                .collect::<String>()
        };
        match &s.kind {
            S::Expr(e) => sx(e),
            S::Assign { targets, value } => {
                format!(
                    "(={} {})",
                    targets
                        .iter()
                        .map(|t| format!(" {}", sx(t)))
                        .collect::<String>(),
                    sx(value)
                )
            }
            S::AugAssign { target, op, value } => {
                format!("({}= {} {})", op.symbol(), sx(target), sx(value))
            }
            S::Import(v) => format!("(import{})", names(v)),
            S::ImportFrom { module, names: v } => format!("(from {module}{})", names(v)),
            S::If { cond, body, orelse } => {
                format!("(if {} {} {})", sx(cond), sx_body(body), sx_body(orelse))
            }
            S::For {
                target,
                iter,
                body,
                orelse,
            } => {
                format!(
                    "(for {} {} {} {})",
                    sx(target),
                    sx(iter),
                    sx_body(body),
                    sx_body(orelse)
                )
            }
            S::While { cond, body, orelse } => {
                format!("(while {} {} {})", sx(cond), sx_body(body), sx_body(orelse))
            }
            S::FunctionDef { name, params, body } => {
                format!("(def {name} {} {})", sx_params(params), sx_body(body))
            }
            S::Return(None) => "(return)".into(),
            S::Return(Some(e)) => format!("(return {})", sx(e)),
            S::Del(v) => format!(
                "(del{})",
                v.iter().map(|t| format!(" {}", sx(t))).collect::<String>()
            ),
            S::Assert { test, msg: None } => format!("(assert {})", sx(test)),
            S::Assert { test, msg: Some(m) } => format!("(assert {} {})", sx(test), sx(m)),
            S::Break => "break".into(),
            S::Continue => "continue".into(),
            S::Pass => "pass".into(),
            S::Try {
                body,
                handlers,
                orelse,
                finalbody,
            } => {
                let h: String = handlers
                    .iter()
                    .map(|h| {
                        format!(
                            " (except {} {} {})",
                            h.typ.as_ref().map_or("_".to_string(), sx),
                            h.name.as_deref().unwrap_or("_"),
                            sx_body(&h.body)
                        )
                    })
                    .collect();
                format!("(try {}{h} {} {})", sx_body(body), sx_body(orelse), sx_body(finalbody))
            }
            S::Raise { exc, cause } => format!(
                "(raise {} {})",
                exc.as_ref().map_or("_".to_string(), sx),
                cause.as_ref().map_or("_".to_string(), sx)
            ),
            S::Global(v) => format!("(global {})", v.join(" ")),
            S::ClassDef { name, bases, body } => format!(
                "(class {name}{} {})",
                bases.iter().map(|b| format!(" {}", sx(b))).collect::<String>(),
                sx_body(body)
            ),
        }
    }

    fn sx_src(src: &str) -> String {
        match parse_program(src) {
            Ok(v) => v.iter().map(sx_stmt).collect::<Vec<_>>().join(" "),
            Err(e) => format!("ERROR {} at {}:{}", e.msg, e.span.line, e.span.col),
        }
    }

    fn check_table(table: &[(&str, &str)]) {
        let mut bad = Vec::new();
        for (src, want) in table {
            let got = sx_src(src);
            if got != *want {
                bad.push(format!("{src:?}\n   want {want}\n   got  {got}"));
            }
        }
        assert!(
            bad.is_empty(),
            "{} mismatches:\n{}",
            bad.len(),
            bad.join("\n")
        );
    }

    /// Expressions: precedence, associativity, literals, calls, subscripts, comprehensions,
    /// f-strings. Expected values: CPython 3.11 `ast.parse`.
    #[test]
    fn expressions_match_cpython_ast() {
        check_table(&[
            ("1 + 2 * 3", "(+ 1 (* 2 3))"),
            ("(1 + 2) * 3", "(* (+ 1 2) 3)"),
            ("-2**2", "(neg (** 2 2))"),
            ("2**-1", "(** 2 (neg 1))"),
            ("2**3**2", "(** 2 (** 3 2))"),
            ("-x**-y", "(neg (** x (neg y)))"),
            ("a - b - c", "(- (- a b) c)"),
            ("a / b // c % d @ e", "(@ (% (// (/ a b) c) d) e)"),
            ("a << b >> c", "(>> (<< a b) c)"),
            ("a | b ^ c & d", "(| a (^ b (& c d)))"),
            ("a | b & c ^ d", "(| a (^ (& b c) d))"),
            ("a + b << c", "(<< (+ a b) c)"),
            ("~a + -b", "(+ (inv a) (neg b))"),
            ("+a", "(pos a)"),
            ("not a == b", "(not (cmp a == b))"),
            ("not not a", "(not (not a))"),
            ("a and b or c and d", "(or (and a b) (and c d))"),
            ("a or b or c", "(or a b c)"),
            ("a and not b", "(and a (not b))"),
            (
                "a < b <= c > d >= e == f != g",
                "(cmp a < b <= c > d >= e == f != g)",
            ),
            ("a is b", "(cmp a is b)"),
            ("a is not b", "(cmp a is-not b)"),
            ("a in b", "(cmp a in b)"),
            ("a not in b", "(cmp a not-in b)"),
            ("a < b and b < c", "(and (cmp a < b) (cmp b < c))"),
            ("x if c else y", "(if c x y)"),
            ("x if c else y if d else z", "(if c x (if d y z))"),
            ("lambda: 0", "(lambda () 0)"),
            (
                "lambda x, y=1, *a, **k: x + y",
                "(lambda (x y=1 *a **k) (+ x y))",
            ),
            ("lambda x: x if x else -x", "(lambda (x) (if x x (neg x)))"),
            ("a.b.c", "(. (. a b) c)"),
            ("f()", "(call f)"),
            ("f(1, 2)", "(call f 1 2)"),
            ("f(a, b=2)", "(call f a b=2)"),
            ("f(*a, **k)", "(call f *a **k)"),
            ("f(1, *a, k=2, **kw)", "(call f 1 *a k=2 **kw)"),
            ("a[1]", "([] a 1)"),
            ("a[1, 2]", "([] a (tuple 1 2))"),
            ("a[1:2]", "([] a (: 1 2 _))"),
            ("a[::2]", "([] a (: _ _ 2))"),
            (
                "a[::2, 1:, None, ...]",
                "([] a (tuple (: _ _ 2) (: 1 _ _) None ...))",
            ),
            ("a[()]", "([] a (tuple))"),
            ("x['data'][0]", "([] ([] x 'data') 0)"),
            ("a[:, None]", "([] a (tuple (: _ _ _) None))"),
            ("a[1:2:3]", "([] a (: 1 2 3))"),
            ("a[:]", "([] a (: _ _ _))"),
            ("a[::]", "([] a (: _ _ _))"),
            ("a[b:]", "([] a (: b _ _))"),
            ("a[:-1]", "([] a (: _ (neg 1) _))"),
            ("a[..., 0]", "([] a (tuple ... 0))"),
            ("a[i,]", "([] a (tuple i))"),
            ("a[-1]", "([] a (neg 1))"),
            ("(1,)", "(tuple 1)"),
            ("()", "(tuple)"),
            ("1, 2", "(tuple 1 2)"),
            ("1, 2,", "(tuple 1 2)"),
            ("(1, 2)", "(tuple 1 2)"),
            ("[1, 2, 3]", "(list 1 2 3)"),
            ("[]", "(list)"),
            ("[1,]", "(list 1)"),
            ("{}", "(dict)"),
            ("{'a': 1, 'b': [2]}", "(dict 'a' 1 'b' (list 2))"),
            ("{1: 2,}", "(dict 1 2)"),
            ("[*a, *b]", "(list (* a) (* b))"),
            ("(*a, b)", "(tuple (* a) b)"),
            ("f(*a, *b)", "(call f *a *b)"),
            ("[x for x in y]", "(listcomp x (for x y))"),
            (
                "[x*y for x in a for y in b if x if y]",
                "(listcomp (* x y) (for x a) (for y b x y))",
            ),
            ("(x for x in y)", "(genexp x (for x y))"),
            ("sum(x for x in y)", "(call sum (genexp x (for x y)))"),
            (
                "[(i, j) for i, j in zip(a, b)]",
                "(listcomp (tuple i j) (for (tuple i j) (call zip a b)))",
            ),
            ("[x for (a, b) in c]", "(listcomp x (for (tuple a b) c))"),
            (
                "f(x for x in y if x > 0)",
                "(call f (genexp x (for x y (cmp x > 0))))",
            ),
            ("0x1F", "31"),
            ("0o17", "15"),
            ("0b101", "5"),
            ("1_000_000", "1000000"),
            ("0xff_ff", "65535"),
            ("1.5", "f1.5"),
            ("1e-3", "f0.001"),
            (".5", "f0.5"),
            ("5.", "f5.0"),
            ("1.e5", "f100000.0"),
            ("1_0.5_0e1_0", "f105000000000.0"),
            ("2j", "j2.0"),
            ("1.5j", "j1.5"),
            ("0", "0"),
            ("00", "0"),
            ("0_0", "0"),
            ("0.0", "f0.0"),
            ("'abc'", "'abc'"),
            ("\"abc\"", "'abc'"),
            ("'''a\nb'''", "'a\\nb'"),
            ("\"\"\"x\"\"\"", "'x'"),
            ("r'\\n'", "'\\\\n'"),
            ("b'ab'", "'ab'"),
            ("'a' 'b'", "'ab'"),
            ("'a' \"b\" '''c'''", "'abc'"),
            ("'\\n\\t\\\\'", "'\\n\t\\\\'"),
            ("'\\x41\\u00e9\\101'", "'AéA'"),
            ("'\\d'", "'\\\\d'"),
            ("rb'\\x'", "'\\\\x'"),
            ("Rb'x'", "'x'"),
            ("u'x'", "'x'"),
            ("f'{x}'", "(f {x})"),
            ("f'a{x}b'", "(f 'a' {x} 'b')"),
            ("f'{x!r}'", "(f {x !r})"),
            ("f'{x:>10}'", "(f {x :'>10'})"),
            ("f'{x!r:>10}'", "(f {x !r :'>10'})"),
            ("f'{{}}'", "(f '{}')"),
            ("f'{{{x}}}'", "(f '{' {x} '}')"),
            ("f'{x=}'", "(f 'x=' {x !r})"),
            ("f'{x = }'", "(f 'x = ' {x !r})"),
            ("f'{x=:10}'", "(f 'x=' {x :'10'})"),
            ("f'{x=!s}'", "(f 'x=' {x !s})"),
            ("f'{a[\"k\"]}'", "(f {([] a 'k')})"),
            ("f'{a == b}'", "(f {(cmp a == b)})"),
            ("f'{a != b}'", "(f {(cmp a != b)})"),
            ("f'{a<b}'", "(f {(cmp a < b)})"),
            ("f'{d[\"a\"]:.3f}'", "(f {([] d 'a') :'.3f'})"),
            ("'a' f'{x}' 'b'", "(f 'a' {x} 'b')"),
            ("f'{x}' f'{y}'", "(f {x} {y})"),
            ("f'{1, 2}'", "(f {(tuple 1 2)})"),
            ("f'{x!a}'", "(f {x !a})"),
            ("f\"{'a'}\"", "(f {'a'})"),
            ("f'\\n{x}'", "(f '\\n' {x})"),
            ("rf'\\n{x}'", "(f '\\\\n' {x})"),
            ("f'''{x}\n'''", "(f {x} '\\n')"),
            ("True", "True"),
            ("False", "False"),
            ("None", "None"),
            ("...", "..."),
            ("a @ b", "(@ a b)"),
            ("a.b(c).d[e]", "([] (. (call (. a b) c) d) e)"),
            ("f(a)(b)", "(call (call f a) b)"),
            ("x[1][2]", "([] ([] x 1) 2)"),
            ("-a.b", "(neg (. a b))"),
            ("not a.b", "(not (. a b))"),
            ("a ** b.c", "(** a (. b c))"),
            ("a.b ** -c.d", "(** (. a b) (neg (. c d)))"),
            ("1 if 2 else 3 if 4 else 5", "(if 2 1 (if 4 3 5))"),
            ("lambda: (yield_)", "(lambda () yield_)"),
            ("(a)", "a"),
            ("((a))", "a"),
            ("(a, (b, c))", "(tuple a (tuple b c))"),
            ("a if b else lambda: c", "(if b a (lambda () c))"),
            ("a.real", "(. a real)"),
            ("1 .real", "(. 1 real)"),
            ("x[a:b, c:d]", "([] x (tuple (: a b _) (: c d _)))"),
            (
                "np.einsum('ij,jk->ik', a, b)",
                "(call (. np einsum) 'ij,jk->ik' a b)",
            ),
            (
                "np.add.at(dx, idx, dout)",
                "(call (. (. np add) at) dx idx dout)",
            ),
            (
                "x.reshape(-1, 2)[::2].T",
                "(. ([] (call (. x reshape) (neg 1) 2) (: _ _ 2)) T)",
            ),
            ("a[a > 0] * 2", "(* ([] a (cmp a > 0)) 2)"),
            ("(a > 0) & (b < 1)", "(& (cmp a > 0) (cmp b < 1))"),
            ("~mask", "(inv mask)"),
            ("a[[0, 1], [1, 2]]", "([] a (tuple (list 0 1) (list 1 2)))"),
            ("1 <= x < 10", "(cmp 1 <= x < 10)"),
            ("a is None", "(cmp a is None)"),
            ("a is not None", "(cmp a is-not None)"),
            ("not a is b", "(not (cmp a is b))"),
            ("-1", "(neg 1)"),
            ("- 1", "(neg 1)"),
            ("--1", "(neg (neg 1))"),
            ("-(-1)", "(neg (neg 1))"),
            ("2 * -3", "(* 2 (neg 3))"),
            ("a * -b ** c", "(* a (neg (** b c)))"),
            ("1 - -1", "(- 1 (neg 1))"),
        ]);
    }

    /// Statements and blocks. Expected values: CPython 3.11 `ast.parse` (annotated assignments
    /// shown as plain assignments, as stridelab parses them).
    #[test]
    fn statements_match_cpython_ast() {
        check_table(&[
            ("try:\n    a\nexcept:\n    b", "(try (a) (except _ _ (b)) () ())"),
            (
                "try:\n    a\nexcept (E, F) as e:\n    b\nexcept G:\n    pass\nelse:\n    c\nfinally:\n    d",
                "(try (a) (except (tuple E F) e (b)) (except G _ (pass)) (c) (d))",
            ),
            ("try: a\nfinally: b", "(try (a) () (b))"),
            ("raise", "(raise _ _)"),
            ("raise E('x') from None", "(raise (call E 'x') None)"),
            ("global a, b", "(global a b)"),
            ("class A(B):\n    x = 1", "(class A B ((= x 1)))"),
            ("{1, *a}", "(set 1 (* a))"),
            ("{x for x in y if x}", "(setcomp x (for x y x))"),
            ("{k: v for k, v in d}", "(dictcomp k v (for (tuple k v) d))"),
            ("{1: 2, 3: 4}", "(dict 1 2 3 4)"),
            ("x = 1", "(= x 1)"),
            ("a = b = 1", "(= a b 1)"),
            ("m, n = a.shape", "(= (tuple m n) (. a shape))"),
            ("(a, b) = 1, 2", "(= (tuple a b) (tuple 1 2))"),
            ("[a, b] = c", "(= (list a b) c)"),
            ("a[0] = 1", "(= ([] a 0) 1)"),
            ("a.b = 2", "(= (. a b) 2)"),
            ("a, *b = c", "(= (tuple a (* b)) c)"),
            ("x += 1", "(+= x 1)"),
            ("x -= 1", "(-= x 1)"),
            ("x *= 2", "(*= x 2)"),
            ("x /= 2", "(/= x 2)"),
            ("x //= 2", "(//= x 2)"),
            ("x %= 2", "(%= x 2)"),
            ("x **= 2", "(**= x 2)"),
            ("x @= y", "(@= x y)"),
            ("x &= 1", "(&= x 1)"),
            ("x |= 1", "(|= x 1)"),
            ("x ^= 1", "(^= x 1)"),
            ("x <<= 1", "(<<= x 1)"),
            ("x >>= 1", "(>>= x 1)"),
            ("a[1:2] += 3", "(+= ([] a (: 1 2 _)) 3)"),
            ("a.b -= 1", "(-= (. a b) 1)"),
            ("import numpy as np", "(import numpy:np)"),
            ("import numpy", "(import numpy)"),
            (
                "import numpy.lib.stride_tricks as st",
                "(import numpy.lib.stride_tricks:st)",
            ),
            ("import a, b as c", "(import a b:c)"),
            (
                "from numpy.lib.stride_tricks import as_strided, sliding_window_view",
                "(from numpy.lib.stride_tricks as_strided sliding_window_view)",
            ),
            ("from x import (a, b as c)", "(from x a b:c)"),
            ("from x import (a, b,)", "(from x a b)"),
            ("from numpy import *", "(from numpy *)"),
            ("from . import x", "(from . x)"),
            ("from .a import b", "(from .a b)"),
            ("from .. import c", "(from .. c)"),
            (
                "if x:\n    a\nelif y:\n    b\nelse:\n    c",
                "(if x (a) ((if y (b) (c))))",
            ),
            ("if x: a\nelse: b", "(if x (a) (b))"),
            ("if x:\n    pass", "(if x (pass) ())"),
            (
                "if a:\n    if b:\n        c\n    d\ne",
                "(if a ((if b (c) ()) d) ()) e",
            ),
            (
                "for i in range(3):\n    print(i)\nelse:\n    done()",
                "(for i (call range 3) ((call print i)) ((call done)))",
            ),
            (
                "for i in range(3): print(i)",
                "(for i (call range 3) ((call print i)) ())",
            ),
            ("for i, j in x: pass", "(for (tuple i j) x (pass) ())"),
            ("for (i, j) in x: pass", "(for (tuple i j) x (pass) ())"),
            ("for x, in y: pass", "(for (tuple x) y (pass) ())"),
            ("for x in *a, b: pass", "(for x (tuple (* a) b) (pass) ())"),
            (
                "while x:\n    x -= 1\nelse:\n    y",
                "(while x ((-= x 1)) (y))",
            ),
            ("while True: break", "(while True (break) ())"),
            ("while 1:\n    continue", "(while 1 (continue) ())"),
            ("def f(): pass", "(def f () (pass))"),
            (
                "def f(a, b=1, *args, c, d=2, **kw):\n    return a",
                "(def f (a b=1 *args c d=2 **kw) ((return a)))",
            ),
            (
                "def f(x: int = 1) -> int:\n    return x",
                "(def f (x=1) ((return x)))",
            ),
            ("def f(a,):\n    return", "(def f (a) ((return)))"),
            (
                "def f(*args): return args",
                "(def f (*args) ((return args)))",
            ),
            ("def f(**kw): return kw", "(def f (**kw) ((return kw)))"),
            ("return", "(return)"),
            ("return 1", "(return 1)"),
            ("return 1, 2", "(return (tuple 1 2))"),
            ("del x", "(del x)"),
            ("del x, y[0], z.a", "(del x ([] y 0) (. z a))"),
            ("del (a, b)", "(del (tuple a b))"),
            ("del [a, b]", "(del (list a b))"),
            ("assert x", "(assert x)"),
            ("assert x, 'msg'", "(assert x 'msg')"),
            ("break", "break"),
            ("continue", "continue"),
            ("pass", "pass"),
            ("x = np.arange(6); x", "(= x (call (. np arange) 6)) x"),
            ("a; b; c;", "a b c"),
            ("x: int = 5", "(= x 5)"),
            ("x: int", "pass"),
            ("if x:\n\tpass\nelse:\n\tpass", "(if x (pass) (pass))"),
            ("if x:\n  a\n  b\nc", "(if x (a b) ()) c"),
            ("x = (1,\n     2)", "(= x (tuple 1 2))"),
            ("x = [1,\n 2,\n]", "(= x (list 1 2))"),
            ("x = 1 + \\\n    2", "(= x (+ 1 2))"),
            ("f(a,\n  b)  # comment\n", "(call f a b)"),
            ("# only comment\nx = 1\n\n\ny = 2\n", "(= x 1) (= y 2)"),
            ("if x:\n    # c\n    a\n\n    b\n", "(if x (a b) ())"),
            (
                "def f():\n    for i in range(3):\n        if i:\n            continue\n        else:\n            break\n    return i",
                "(def f () ((for i (call range 3) ((if i (continue) (break))) ()) (return i)))",
            ),
            ("x = '''a\nb'''\ny = 1", "(= x 'a\\nb') (= y 1)"),
            ("x = 5.; x", "(= x f5.0) x"),
            ("print(1); print(2)\n", "(call print 1) (call print 2)"),
            ("lambda_ = 1", "(= lambda_ 1)"),
            ("print (x)", "(call print x)"),
            ("x = y = z = []", "(= x y z (list))"),
        ]);
    }

    /// Syntax errors: (source, CPython's msg, lineno, offset - 1, text) from `ast.parse`.
    #[test]
    fn syntax_errors_match_cpython() {
        let table: &[(&str, &str, u32, u32, &str)] = &[
            ("foo(1 2", "'(' was never closed", 1, 3, "foo(1 2"),
            (
                "foo(1 2)",
                "invalid syntax. Perhaps you forgot a comma?",
                1,
                4,
                "foo(1 2)",
            ),
            ("x = 1 2", "invalid syntax", 1, 6, "x = 1 2"),
            ("x = ", "invalid syntax", 1, 4, "x = "),
            ("x = (1,\n", "'(' was never closed", 1, 4, "x = (1,"),
            ("x = )", "unmatched ')'", 1, 4, "x = )"),
            (
                "x = (]",
                "closing parenthesis ']' does not match opening parenthesis '('",
                1,
                5,
                "x = (]",
            ),
            (
                "f() = 1",
                "cannot assign to function call here. Maybe you meant '==' instead of '='?",
                1,
                0,
                "f() = 1",
            ),
            (
                "1 = x",
                "cannot assign to literal here. Maybe you meant '==' instead of '='?",
                1,
                0,
                "1 = x",
            ),
            (
                "f() += 1",
                "'function call' is an illegal expression for augmented assignment",
                1,
                0,
                "f() += 1",
            ),
            (
                "for f() in x: pass",
                "cannot assign to function call",
                1,
                4,
                "for f() in x: pass",
            ),
            ("del f()", "cannot delete function call", 1, 4, "del f()"),
            ("for x in y\n  pass", "expected ':'", 1, 10, "for x in y"),
            ("if x\n", "expected ':'", 1, 4, "if x"),
            ("def f()\n", "expected ':'", 1, 7, "def f()"),
            (
                "for x in y:\nprint(x)",
                "expected an indented block after 'for' statement on line 1",
                2,
                0,
                "print(x)",
            ),
            ("  x = 1", "unexpected indent", 1, 1, "  x = 1"),
            (
                "if x:\n    a\n  b",
                "unindent does not match any outer indentation level",
                3,
                3,
                "  b",
            ),
            (
                "s = 'abc",
                "unterminated string literal (detected at line 1)",
                1,
                4,
                "s = 'abc",
            ),
            (
                "s = '''abc\n\n",
                "unterminated triple-quoted string literal (detected at line 2)",
                1,
                4,
                "s = '''abc",
            ),
            ("1abc", "invalid decimal literal", 1, 0, "1abc"),
            ("x = 1_", "invalid decimal literal", 1, 5, "x = 1_"),
            ("x = 0x", "invalid hexadecimal literal", 1, 5, "x = 0x"),
            (
                "x = 012",
                "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers",
                1,
                4,
                "x = 012",
            ),
            ("a ? b", "invalid syntax", 1, 2, "a ? b"),
            ("a $ b", "invalid syntax", 1, 2, "a $ b"),
            ("x = (1 2", "'(' was never closed", 1, 4, "x = (1 2"),
            ("[1, 2\nx = 3", "'[' was never closed", 1, 0, "[1, 2"),
            ("x = 1 +", "invalid syntax", 1, 7, "x = 1 +"),
            ("x = [1, 2", "'[' was never closed", 1, 4, "x = [1, 2"),
            (
                "print('a' 'b' x)",
                "invalid syntax. Perhaps you forgot a comma?",
                1,
                6,
                "print('a' 'b' x)",
            ),
            (
                "(a, f()) = 1",
                "cannot assign to function call",
                1,
                4,
                "(a, f()) = 1",
            ),
            (
                "a + 1 = 2",
                "cannot assign to expression here. Maybe you meant '==' instead of '='?",
                1,
                0,
                "a + 1 = 2",
            ),
            (
                "x.y() = 3",
                "cannot assign to function call here. Maybe you meant '==' instead of '='?",
                1,
                0,
                "x.y() = 3",
            ),
            (
                "a if b else c = 1",
                "cannot assign to conditional expression",
                1,
                0,
                "a if b else c = 1",
            ),
            (
                "lambda: 1 = 2",
                "cannot assign to lambda",
                1,
                0,
                "lambda: 1 = 2",
            ),
            ("None = 1", "cannot assign to None", 1, 0, "None = 1"),
            ("True = 1", "cannot assign to True", 1, 0, "True = 1"),
            (
                "f'{x}' = 1",
                "cannot assign to f-string expression here. Maybe you meant '==' instead of '='?",
                1,
                0,
                "f'{x}' = 1",
            ),
            (
                "'a' = 1",
                "cannot assign to literal here. Maybe you meant '==' instead of '='?",
                1,
                0,
                "'a' = 1",
            ),
            (
                "a < b = 1",
                "cannot assign to comparison",
                1,
                0,
                "a < b = 1",
            ),
            (
                "-a = 1",
                "cannot assign to expression here. Maybe you meant '==' instead of '='?",
                1,
                0,
                "-a = 1",
            ),
            ("[a, 1] = x", "cannot assign to literal", 1, 4, "[a, 1] = x"),
            (
                "x = \\ y",
                "unexpected character after line continuation character",
                1,
                5,
                "x = \\ y",
            ),
            ("x = 1 \\", "unexpected EOF while parsing", 1, 7, "x = 1 \\"),
            (
                "if x:\npass",
                "expected an indented block after 'if' statement on line 1",
                2,
                0,
                "pass",
            ),
            (
                "if x:\n    pass\n  else:\n    pass",
                "unindent does not match any outer indentation level",
                3,
                7,
                "  else:",
            ),
            (
                "def f(x=1, y):\n pass",
                "non-default argument follows default argument",
                1,
                11,
                "def f(x=1, y):",
            ),
            (
                "f(x for x in y, 1)",
                "Generator expression must be parenthesized",
                1,
                2,
                "f(x for x in y, 1)",
            ),
            (
                "f(**k, *a)",
                "iterable argument unpacking follows keyword argument unpacking",
                1,
                7,
                "f(**k, *a)",
            ),
            (
                "f(a=1, b)",
                "positional argument follows keyword argument",
                1,
                8,
                "f(a=1, b)",
            ),
            ("x = 1\n  y = 2", "unexpected indent", 2, 1, "  y = 2"),
            ("else: pass", "invalid syntax", 1, 0, "else: pass"),
            (
                "for x in y: pass\nelse pass",
                "expected ':'",
                2,
                5,
                "else pass",
            ),
            ("1 +* 2; (", "invalid syntax", 1, 3, "1 +* 2; ("),
            ("x = ((1)", "'(' was never closed", 1, 4, "x = ((1)"),
            (
                "x = [1, (2]",
                "closing parenthesis ']' does not match opening parenthesis '('",
                1,
                10,
                "x = [1, (2]",
            ),
            ("x =", "invalid syntax", 1, 3, "x ="),
            ("import", "invalid syntax", 1, 6, "import"),
            ("from x import", "invalid syntax", 1, 13, "from x import"),
            (
                "from x import (a, b",
                "'(' was never closed",
                1,
                14,
                "from x import (a, b",
            ),
            ("def f(:\n pass", "invalid syntax", 1, 6, "def f(:"),
            ("x = 1; ; y", "invalid syntax", 1, 7, "x = 1; ; y"),
            (
                "f(a b)",
                "invalid syntax. Perhaps you forgot a comma?",
                1,
                2,
                "f(a b)",
            ),
            ("a.1", "invalid syntax", 1, 1, "a.1"),
            ("x[1:2:3:4]", "invalid syntax", 1, 7, "x[1:2:3:4]"),
            (
                "a = 1 if b",
                "expected 'else' after 'if' expression",
                1,
                4,
                "a = 1 if b",
            ),
            ("a and", "invalid syntax", 1, 5, "a and"),
            (
                "print 'x'",
                "Missing parentheses in call to 'print'. Did you mean print(...)?",
                1,
                0,
                "print 'x'",
            ),
            ("x = 1e", "invalid decimal literal", 1, 4, "x = 1e"),
            ("x = 1.2.3", "invalid syntax", 1, 7, "x = 1.2.3"),
            (
                "x = 0b12",
                "invalid digit '2' in binary literal",
                1,
                7,
                "x = 0b12",
            ),
            (
                "x = 0o8",
                "invalid digit '8' in octal literal",
                1,
                6,
                "x = 0o8",
            ),
            ("x = 1__2", "invalid decimal literal", 1, 5, "x = 1__2"),
            (
                "09",
                "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers",
                1,
                0,
                "09",
            ),
            ("\tif x:\n\t\tpass", "unexpected indent", 1, 0, "\tif x:"),
            (
                "if x:\n\tpass\n        y",
                "inconsistent use of tabs and spaces in indentation",
                3,
                0,
                "        y",
            ),
            (
                "if x:\n        pass\n\ty",
                "inconsistent use of tabs and spaces in indentation",
                3,
                0,
                "\ty",
            ),
            (
                "x = 1 2\ns = 'abc",
                "unterminated string literal (detected at line 2)",
                2,
                4,
                "s = 'abc",
            ),
            (
                "x = 1 2\ny = 1abc",
                "invalid decimal literal",
                2,
                4,
                "y = 1abc",
            ),
            ("x = 1 2\n)", "unmatched ')'", 2, 0, ")"),
            ("  x = 1\ny = (", "unexpected indent", 1, 1, "  x = 1"),
            ("x = 1 2\ny = (", "invalid syntax", 1, 6, "x = 1 2"),
            ("x = (1 2\n", "'(' was never closed", 1, 4, "x = (1 2"),
            ("x = (1,\n2 3", "'(' was never closed", 1, 4, "x = (1,"),
            (
                "x = (1,\n2 3)",
                "invalid syntax. Perhaps you forgot a comma?",
                2,
                0,
                "2 3)",
            ),
            (
                "if x:\n    a\n  b\nx = 1 2",
                "unindent does not match any outer indentation level",
                3,
                3,
                "  b",
            ),
            (
                "x = 1 2\nif x:\n    a\n  b",
                "invalid syntax",
                1,
                6,
                "x = 1 2",
            ),
            (
                "for x in y:\nprint(x)\nz = 'abc",
                "unterminated string literal (detected at line 3)",
                3,
                4,
                "z = 'abc",
            ),
            ("x = 1 2\n  y", "invalid syntax", 1, 6, "x = 1 2"),
            ("x = [\n1 2 3", "'[' was never closed", 1, 4, "x = ["),
            (
                "x = [\n1, 2, 3\ny = 4",
                "'[' was never closed",
                1,
                4,
                "x = [",
            ),
            ("f(\n", "'(' was never closed", 1, 1, "f("),
            ("(", "'(' was never closed", 1, 0, "("),
            (
                "x = a → b",
                "invalid character '→' (U+2192)",
                1,
                6,
                "x = a → b",
            ),
            ("x = '''a\nb'''\ny = 1 2", "invalid syntax", 3, 6, "y = 1 2"),
            ("\n\nx = ((((\n\n", "'(' was never closed", 3, 7, "x = (((("),
            (
                "if x:\n    pass\nelif y:\n    pass\nelse\n",
                "expected ':'",
                5,
                4,
                "else",
            ),
            ("while x\n", "expected ':'", 1, 7, "while x"),
            ("x = 1\n\\\n", "unexpected EOF while parsing", 2, 1, "\\"),
            ("x = f'{'", "f-string: expecting '}'", 1, 8, "x = f'{'"),
            (
                "x = f'{}'",
                "f-string: empty expression not allowed",
                1,
                9,
                "x = f'{}'",
            ),
            (
                "x = f'}'",
                "f-string: single '}' is not allowed",
                1,
                8,
                "x = f'}'",
            ),
            (
                "x = f'{x!z}'",
                "f-string: invalid conversion character: expected 's', 'r', or 'a'",
                1,
                12,
                "x = f'{x!z}'",
            ),
            ("x = f'{x'", "f-string: expecting '}'", 1, 9, "x = f'{x'"),
            ("f(*)", "invalid syntax", 1, 3, "f(*)"),
            (
                "from a import b,",
                "trailing comma not allowed without surrounding parentheses",
                1,
                16,
                "from a import b,",
            ),
            ("a not b", "invalid syntax", 1, 6, "a not b"),
            (
                "f(i for i in y, )",
                "Generator expression must be parenthesized",
                1,
                2,
                "f(i for i in y, )",
            ),
            ("    x", "unexpected indent", 1, 3, "    x"),
            ("\tx", "unexpected indent", 1, 0, "\tx"),
            ("if x:\n  a\n      b", "unexpected indent", 3, 5, "      b"),
            (
                "if x:\n    for y in z:\n    pass",
                "expected an indented block after 'for' statement on line 2",
                3,
                4,
                "    pass",
            ),
            (
                "for x in y:",
                "expected an indented block after 'for' statement on line 1",
                1,
                11,
                "for x in y:",
            ),
            (
                "for x in y:\n",
                "expected an indented block after 'for' statement on line 1",
                1,
                11,
                "for x in y:",
            ),
            (
                "for x in y:\n\n",
                "expected an indented block after 'for' statement on line 1",
                2,
                0,
                "",
            ),
            (
                "if x:\n    for y in z:\n",
                "expected an indented block after 'for' statement on line 2",
                2,
                15,
                "    for y in z:",
            ),
            (
                "def f():\n# c\nx",
                "expected an indented block after function definition on line 1",
                3,
                0,
                "x",
            ),
            (
                "while x:\nbreak",
                "expected an indented block after 'while' statement on line 1",
                2,
                0,
                "break",
            ),
            (
                "if x:\n  pass\nelse:\nz",
                "expected an indented block after 'else' statement on line 3",
                4,
                0,
                "z",
            ),
            (
                "if x:\n  pass\nelif y:\nz",
                "expected an indented block after 'elif' statement on line 3",
                4,
                0,
                "z",
            ),
            ("if x y:", "invalid syntax", 1, 5, "if x y:"),
            ("for x in y z:", "invalid syntax", 1, 11, "for x in y z:"),
            ("def f() x:", "expected ':'", 1, 8, "def f() x:"),
            ("while 1 2:", "invalid syntax", 1, 8, "while 1 2:"),
            (
                "if x:\n    y\n    else:\n  pass",
                "invalid syntax",
                3,
                4,
                "    else:",
            ),
            (
                "s = '''abc",
                "unterminated triple-quoted string literal (detected at line 1)",
                1,
                4,
                "s = '''abc",
            ),
            (
                "s='''\nx",
                "unterminated triple-quoted string literal (detected at line 2)",
                1,
                2,
                "s='''",
            ),
            (
                "s = b'abc",
                "unterminated string literal (detected at line 1)",
                1,
                4,
                "s = b'abc",
            ),
            (
                "x = (]\n",
                "closing parenthesis ']' does not match opening parenthesis '('",
                1,
                5,
                "x = (]",
            ),
            (
                "x = (\n]",
                "closing parenthesis ']' does not match opening parenthesis '(' on line 1",
                2,
                0,
                "]",
            ),
            (
                "x = ([)]",
                "closing parenthesis ')' does not match opening parenthesis '['",
                1,
                6,
                "x = ([)]",
            ),
            (
                "x = 1 +\\\n",
                "unexpected EOF while parsing",
                1,
                8,
                "x = 1 +\\",
            ),
            (
                "for x in y: for z in w: pass",
                "invalid syntax",
                1,
                12,
                "for x in y: for z in w: pass",
            ),
            ("x = 1;;", "invalid syntax", 1, 6, "x = 1;;"),
            (";", "invalid syntax", 1, 0, ";"),
            (
                "f(1=2)",
                "expression cannot contain assignment, perhaps you meant \"==\"?",
                1,
                2,
                "f(1=2)",
            ),
            ("x = a := 1", "invalid syntax", 1, 6, "x = a := 1"),
            (
                "... = 1",
                "cannot assign to ellipsis here. Maybe you meant '==' instead of '='?",
                1,
                0,
                "... = 1",
            ),
            (
                "f(x) += 1",
                "'function call' is an illegal expression for augmented assignment",
                1,
                0,
                "f(x) += 1",
            ),
            (
                "(a, b) += 1",
                "'tuple' is an illegal expression for augmented assignment",
                1,
                0,
                "(a, b) += 1",
            ),
            (
                "del x, f()",
                "cannot delete function call",
                1,
                7,
                "del x, f()",
            ),
            ("del (a, 1)", "cannot delete literal", 1, 8, "del (a, 1)"),
            (
                "for 1 in x: pass",
                "cannot assign to literal",
                1,
                4,
                "for 1 in x: pass",
            ),
            (
                "[x for 1 in y]",
                "cannot assign to literal",
                1,
                7,
                "[x for 1 in y]",
            ),
            (
                "f() = g() = 1",
                "cannot assign to function call",
                1,
                0,
                "f() = g() = 1",
            ),
            (
                "x = f() = 1",
                "cannot assign to function call",
                1,
                4,
                "x = f() = 1",
            ),
            (
                "print x",
                "Missing parentheses in call to 'print'. Did you mean print(...)?",
                1,
                0,
                "print x",
            ),
            (
                "print 'hi', 1",
                "Missing parentheses in call to 'print'. Did you mean print(...)?",
                1,
                0,
                "print 'hi', 1",
            ),
            (
                "exec 'x'",
                "Missing parentheses in call to 'exec'. Did you mean exec(...)?",
                1,
                0,
                "exec 'x'",
            ),
            (
                "a = 1 if b else",
                "invalid syntax",
                1,
                15,
                "a = 1 if b else",
            ),
            (
                "f(a, b for b in c)",
                "Generator expression must be parenthesized",
                1,
                5,
                "f(a, b for b in c)",
            ),
            (
                "x = 'a' b'b'",
                "cannot mix bytes and nonbytes literals",
                1,
                12,
                "x = 'a' b'b'",
            ),
            (
                "x = 'a\\x1'",
                "(unicode error) 'unicodeescape' codec can't decode bytes in position 1-3: truncated \\xXX escape",
                1,
                10,
                "x = 'a\\x1'",
            ),
            (
                "lambda x=1, y: 0",
                "non-default argument follows default argument",
                1,
                12,
                "lambda x=1, y: 0",
            ),
            (
                "def f(*a, *b): pass",
                "* argument may appear only once",
                1,
                10,
                "def f(*a, *b): pass",
            ),
            (
                "def f(**a, b): pass",
                "arguments cannot follow var-keyword argument",
                1,
                11,
                "def f(**a, b): pass",
            ),
            (
                "if x:\n\n\n",
                "expected an indented block after 'if' statement on line 1",
                3,
                0,
                "",
            ),
            ("x = -", "invalid syntax", 1, 5, "x = -"),
            ("x = not", "invalid syntax", 1, 7, "x = not"),
            ("not", "invalid syntax", 1, 3, "not"),
            ("import a as", "invalid syntax", 1, 11, "import a as"),
            (
                "from a import b as",
                "invalid syntax",
                1,
                18,
                "from a import b as",
            ),
            (
                "x = f'{}' + 1",
                "f-string: empty expression not allowed",
                1,
                10,
                "x = f'{}' + 1",
            ),
            (
                "x = f'{x!}'",
                "f-string: invalid conversion character: expected 's', 'r', or 'a'",
                1,
                11,
                "x = f'{x!}'",
            ),
            (
                "x = f'{x!r }'",
                "f-string: expecting '}'",
                1,
                13,
                "x = f'{x!r }'",
            ),
            (
                "f'{x\\n}'",
                "f-string expression part cannot include a backslash",
                1,
                8,
                "f'{x\\n}'",
            ),
            (
                "f'{x#}'",
                "f-string expression part cannot include '#'",
                1,
                7,
                "f'{x#}'",
            ),
            ("f'{a)}'", "f-string: unmatched ')'", 1, 7, "f'{a)}'"),
            (
                "f'{(a}'",
                "f-string: closing parenthesis '}' does not match opening parenthesis '('",
                1,
                7,
                "f'{(a}'",
            ),
            ("(*a)", "cannot use starred expression here", 1, 1, "(*a)"),
            (
                "x = 1 if y else",
                "invalid syntax",
                1,
                15,
                "x = 1 if y else",
            ),
            ("f'{x' 'y'", "f-string: expecting '}'", 1, 9, "f'{x' 'y'"),
            (
                "f(**k, a)",
                "positional argument follows keyword argument unpacking",
                1,
                8,
                "f(**k, a)",
            ),
            (
                "d = {1: 2, 3}",
                "':' expected after dictionary key",
                1,
                11,
                "d = {1: 2, 3}",
            ),
            (
                "x = [1, 2 3]",
                "invalid syntax. Perhaps you forgot a comma?",
                1,
                8,
                "x = [1, 2 3]",
            ),
            (
                "f(x, y z)",
                "invalid syntax. Perhaps you forgot a comma?",
                1,
                5,
                "f(x, y z)",
            ),
            (
                "x[1 2]",
                "invalid syntax. Perhaps you forgot a comma?",
                1,
                2,
                "x[1 2]",
            ),
            (
                "1 if 2 else 3 = 4",
                "cannot assign to conditional expression",
                1,
                0,
                "1 if 2 else 3 = 4",
            ),
            (
                "x = (1 2)",
                "invalid syntax. Perhaps you forgot a comma?",
                1,
                5,
                "x = (1 2)",
            ),
            ("x = 12abc", "invalid decimal literal", 1, 5, "x = 12abc"),
            ("x = 1.real", "invalid decimal literal", 1, 5, "x = 1.real"),
            ("x = 1else 2", "invalid syntax", 1, 5, "x = 1else 2"),
            ("x = 0xg", "invalid hexadecimal literal", 1, 5, "x = 0xg"),
            ("x = 1jx", "invalid imaginary literal", 1, 5, "x = 1jx"),
            ("x = 1e+", "invalid decimal literal", 1, 6, "x = 1e+"),
            ("x = 0_", "invalid decimal literal", 1, 5, "x = 0_"),
            (
                "[x for x in y] = 1",
                "cannot assign to list comprehension here. Maybe you meant '==' instead of '='?",
                1,
                0,
                "[x for x in y] = 1",
            ),
            (
                "(a + b) = 1",
                "cannot assign to expression here. Maybe you meant '==' instead of '='?",
                1,
                1,
                "(a + b) = 1",
            ),
            (
                "f() = not x",
                "cannot assign to function call",
                1,
                0,
                "f() = not x",
            ),
            (
                "f() = lambda: 1",
                "cannot assign to function call",
                1,
                0,
                "f() = lambda: 1",
            ),
            (
                "f() = *a, b",
                "cannot assign to function call",
                1,
                0,
                "f() = *a, b",
            ),
            (
                "f() = a, b",
                "cannot assign to function call here. Maybe you meant '==' instead of '='?",
                1,
                0,
                "f() = a, b",
            ),
            ("x = (1,\n\n", "'(' was never closed", 1, 4, "x = (1,"),
            ("def f:\n pass", "expected '('", 1, 5, "def f:"),
            ("x ! y", "invalid syntax", 1, 2, "x ! y"),
            ("import a.b.", "invalid syntax", 1, 11, "import a.b."),
            (
                "x = 'abc\\\n",
                "unterminated string literal (detected at line 1)",
                1,
                4,
                "x = 'abc\\",
            ),
            (
                "x = 'a\\u12'",
                "(unicode error) 'unicodeescape' codec can't decode bytes in position 1-4: truncated \\uXXXX escape",
                1,
                11,
                "x = 'a\\u12'",
            ),
            ("a = b = ", "invalid syntax", 1, 8, "a = b = "),
            (
                " x = 1",
                "invalid non-printable character U+00A0",
                1,
                0,
                " x = 1",
            ),
            (
                "if x:\n  a\n b\n",
                "unindent does not match any outer indentation level",
                3,
                2,
                " b",
            ),
            (
                "x = [1,\n 2,\n 3 4]",
                "invalid syntax. Perhaps you forgot a comma?",
                3,
                1,
                " 3 4]",
            ),
            ("a[1:2:3:4]", "invalid syntax", 1, 7, "a[1:2:3:4]"),
            ("x = (1, 2", "'(' was never closed", 1, 4, "x = (1, 2"),
            ("print('hi'", "'(' was never closed", 1, 5, "print('hi'"),
            (
                "a = [1, 2,\n     3",
                "'[' was never closed",
                1,
                4,
                "a = [1, 2,",
            ),
            (
                "x = 1\ny = (2,\nz = 3",
                "'(' was never closed",
                2,
                4,
                "y = (2,",
            ),
            ("x = 1\n  y = 2\n", "unexpected indent", 2, 1, "  y = 2"),
            (
                "for x in y:\n    a\n   b",
                "unindent does not match any outer indentation level",
                3,
                4,
                "   b",
            ),
            (
                "for i in range(3)\n    print(i)",
                "expected ':'",
                1,
                17,
                "for i in range(3)",
            ),
            ("x = 1 +\n", "invalid syntax", 1, 7, "x = 1 +"),
            ("f(,)", "invalid syntax", 1, 2, "f(,)"),
            ("f(a,,b)", "invalid syntax", 1, 4, "f(a,,b)"),
            ("a[1,,2]", "invalid syntax", 1, 4, "a[1,,2]"),
            ("[,]", "invalid syntax", 1, 1, "[,]"),
            ("x = ,", "invalid syntax", 1, 4, "x = ,"),
            ("x = a +* b", "invalid syntax", 1, 7, "x = a +* b"),
            (
                "def f(x, x=1, y):\n    pass",
                "non-default argument follows default argument",
                1,
                14,
                "def f(x, x=1, y):",
            ),
            (
                "x = 'abc' 'def",
                "unterminated string literal (detected at line 1)",
                1,
                10,
                "x = 'abc' 'def",
            ),
            (
                "x = \"abc",
                "unterminated string literal (detected at line 1)",
                1,
                4,
                "x = \"abc",
            ),
            (
                "x = '''abc\ndef",
                "unterminated triple-quoted string literal (detected at line 2)",
                1,
                4,
                "x = '''abc",
            ),
            (
                "if x:\n    pass\n else:\n    pass",
                "unindent does not match any outer indentation level",
                3,
                6,
                " else:",
            ),
            (
                "import numpy as",
                "invalid syntax",
                1,
                15,
                "import numpy as",
            ),
            (
                "from numpy import",
                "invalid syntax",
                1,
                17,
                "from numpy import",
            ),
            ("from import x", "invalid syntax", 1, 5, "from import x"),
            (
                "x.y.z() = 1",
                "cannot assign to function call here. Maybe you meant '==' instead of '='?",
                1,
                0,
                "x.y.z() = 1",
            ),
            ("del 1", "cannot delete literal", 1, 4, "del 1"),
            ("del f(x)", "cannot delete function call", 1, 4, "del f(x)"),
            (
                "for a.b() in c: pass",
                "cannot assign to function call",
                1,
                4,
                "for a.b() in c: pass",
            ),
            (
                "x = 08",
                "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers",
                1,
                4,
                "x = 08",
            ),
            (
                "x = 0b2",
                "invalid digit '2' in binary literal",
                1,
                6,
                "x = 0b2",
            ),
            (
                "x = 0o9",
                "invalid digit '9' in octal literal",
                1,
                6,
                "x = 0o9",
            ),
            ("x = 1.5e", "invalid decimal literal", 1, 6, "x = 1.5e"),
            ("x = 1_000_", "invalid decimal literal", 1, 9, "x = 1_000_"),
            ("x = 0x_", "invalid hexadecimal literal", 1, 6, "x = 0x_"),
            ("x = 3abc", "invalid decimal literal", 1, 4, "x = 3abc"),
            ("x = 5j2", "invalid imaginary literal", 1, 5, "x = 5j2"),
            (
                "lambda x: x = 1",
                "cannot assign to lambda",
                1,
                0,
                "lambda x: x = 1",
            ),
            (
                "(x for x in y) = 1",
                "cannot assign to generator expression",
                1,
                0,
                "(x for x in y) = 1",
            ),
            (
                "{} = 1",
                "cannot assign to dict literal here. Maybe you meant '==' instead of '='?",
                1,
                0,
                "{} = 1",
            ),
            (
                "{'a': 1} = 2",
                "cannot assign to dict literal here. Maybe you meant '==' instead of '='?",
                1,
                0,
                "{'a': 1} = 2",
            ),
            (
                "a < b < c = 1",
                "cannot assign to comparison",
                1,
                0,
                "a < b < c = 1",
            ),
            (
                "x = [1, 2)",
                "closing parenthesis ')' does not match opening parenthesis '['",
                1,
                9,
                "x = [1, 2)",
            ),
            (
                "x = {1: 2]",
                "closing parenthesis ']' does not match opening parenthesis '{'",
                1,
                9,
                "x = {1: 2]",
            ),
            (
                "(\n]",
                "closing parenthesis ']' does not match opening parenthesis '(' on line 1",
                2,
                0,
                "]",
            ),
            (
                "f(a for a in b, c for c in d)",
                "Generator expression must be parenthesized",
                1,
                2,
                "f(a for a in b, c for c in d)",
            ),
            (
                "f(x=1, *y, z)",
                "positional argument follows keyword argument",
                1,
                12,
                "f(x=1, *y, z)",
            ),
            (
                "exec('x')\nprint 1",
                "Missing parentheses in call to 'print'. Did you mean print(...)?",
                2,
                0,
                "print 1",
            ),
            (
                "if x = 1:\n    pass",
                "invalid syntax. Maybe you meant '==' or ':=' instead of '='?",
                1,
                3,
                "if x = 1:",
            ),
            (
                "while x = 1:\n    pass",
                "invalid syntax. Maybe you meant '==' or ':=' instead of '='?",
                1,
                6,
                "while x = 1:",
            ),
            (
                "x = 1 if 2",
                "expected 'else' after 'if' expression",
                1,
                4,
                "x = 1 if 2",
            ),
            (
                "a if b",
                "expected 'else' after 'if' expression",
                1,
                0,
                "a if b",
            ),
            (
                "x = [1 if 2 for i in y]",
                "expected 'else' after 'if' expression",
                1,
                5,
                "x = [1 if 2 for i in y]",
            ),
            ("@", "invalid syntax", 1, 1, "@"),
            ("x = 1 @", "invalid syntax", 1, 7, "x = 1 @"),
            ("x = a.", "invalid syntax", 1, 6, "x = a."),
            ("x = a[", "'[' was never closed", 1, 5, "x = a["),
            ("x = a(", "'(' was never closed", 1, 5, "x = a("),
            ("x = a[1", "'[' was never closed", 1, 5, "x = a[1"),
            ("1 +", "invalid syntax", 1, 3, "1 +"),
            ("x = lambda", "invalid syntax", 1, 10, "x = lambda"),
            ("x = lambda:", "invalid syntax", 1, 11, "x = lambda:"),
            ("def f(", "'(' was never closed", 1, 5, "def f("),
            ("def f(a", "'(' was never closed", 1, 5, "def f(a"),
            ("def f(a,", "'(' was never closed", 1, 5, "def f(a,"),
            ("def (): pass", "invalid syntax", 1, 4, "def (): pass"),
            (
                "def f() -> : pass",
                "expected ':'",
                1,
                8,
                "def f() -> : pass",
            ),
            ("for in x: pass", "invalid syntax", 1, 4, "for in x: pass"),
            ("for x y: pass", "invalid syntax", 1, 6, "for x y: pass"),
            ("for x in : pass", "invalid syntax", 1, 9, "for x in : pass"),
            ("x = 'a' b", "invalid syntax", 1, 8, "x = 'a' b"),
            ("x = 1 2 3", "invalid syntax", 1, 6, "x = 1 2 3"),
            (
                "x = (1 2 3)",
                "invalid syntax. Perhaps you forgot a comma?",
                1,
                5,
                "x = (1 2 3)",
            ),
            (
                "f(1 2)",
                "invalid syntax. Perhaps you forgot a comma?",
                1,
                2,
                "f(1 2)",
            ),
            (
                "[1 2]",
                "invalid syntax. Perhaps you forgot a comma?",
                1,
                1,
                "[1 2]",
            ),
            (
                "{1: 2 3: 4}",
                "invalid syntax. Perhaps you forgot a comma?",
                1,
                4,
                "{1: 2 3: 4}",
            ),
            ("a.b c", "invalid syntax", 1, 4, "a.b c"),
            ("f(**)", "invalid syntax", 1, 4, "f(**)"),
            ("f(*, a)", "invalid syntax", 1, 3, "f(*, a)"),
            ("f(a=)", "invalid syntax", 1, 4, "f(a=)"),
            ("f(=1)", "invalid syntax", 1, 2, "f(=1)"),
            ("a = *", "invalid syntax", 1, 5, "a = *"),
            ("x = $", "invalid syntax", 1, 4, "x = $"),
            ("x = a ! b", "invalid syntax", 1, 6, "x = a ! b"),
            ("x = `a`", "invalid syntax", 1, 4, "x = `a`"),
            ("x = 1;;2", "invalid syntax", 1, 6, "x = 1;;2"),
        ];
        let mut bad = Vec::new();
        for &(src, msg, line, col, text) in table {
            let want = format!("{msg} @{line}:{col} {text:?}");
            let got = match parse_program(src) {
                Ok(_) => "OK".to_string(),
                Err(e) => format!(
                    "{} @{}:{} {:?}",
                    e.msg, e.span.line, e.span.col, e.line_text
                ),
            };
            if got != want {
                bad.push(format!("{src:?}\n   want {want}\n   got  {got}"));
            }
        }
        assert!(
            bad.is_empty(),
            "{} mismatches:\n{}",
            bad.len(),
            bad.join("\n")
        );
    }

    fn err_of(src: &str) -> SyntaxError {
        match parse_program(src) {
            Ok(v) => panic!("{src:?} parsed: {v:?}"),
            Err(e) => e,
        }
    }

    /// Valid Python that stridelab does not run gets a clear SyntaxError (CPython accepts these).
    #[test]
    fn unsupported_syntax_is_reported() {
        let table: &[(&str, &str, u32, u32)] = &[
            (
                "@dec\ndef f(): pass",
                "decorators are not supported by stridelab",
                1,
                0,
            ),
            ("with x: pass", "'with' is not supported by stridelab", 1, 0),
            ("nonlocal x", "'nonlocal' is not supported by stridelab", 1, 0),
            (
                "x = {**d}",
                "dict unpacking with '**' is not supported by stridelab",
                1,
                4,
            ),
            (
                "def f(a, *, b): pass",
                "keyword-only parameters (bare '*') are not supported by stridelab",
                1,
                9,
            ),
            (
                "def f(a, /, b): pass",
                "positional-only parameters ('/') are not supported by stridelab",
                1,
                9,
            ),
            (
                "f'{x:>{w}}'",
                "f-string: nested replacement fields in format specs are not supported by stridelab",
                1,
                11,
            ),
            (
                "x = '\\N{DASH}'",
                "\\N{...} escapes are not supported by stridelab",
                1,
                14,
            ),
            (
                "x = 10**40 + 100000000000000000000000000000000000000000",
                "integer literal too large (stridelab integers are 128-bit)",
                1,
                13,
            ),
            ("x = yield", "invalid syntax", 1, 4),
            ("try:\n    x = 1\ny = 2", "expected 'except' or 'finally' block", 3, 0),
            ("try:\n    x = 1\n", "expected 'except' or 'finally' block", 2, 9),
            ("try:\n    x\nelse:\n    pass", "expected 'except' or 'finally' block", 3, 0),
            ("except ValueError:\n    pass", "invalid syntax", 1, 0),
            ("finally:\n  pass", "invalid syntax", 1, 0),
            ("try:\n    x\nexcept ValueError\n    pass", "expected ':'", 3, 17),
            ("try:\n    x\nexcept ValueError, TypeError:\n    pass", "multiple exception types must be parenthesized", 3, 7),
            ("try:\n    x\nexcept ValueError as e.x:\n    pass", "invalid syntax", 3, 22),
            ("try:\n    x\nexcept ValueError:\npass", "expected an indented block after 'except' statement on line 3", 4, 0),
            ("try:\n    x\nfinally:\n    pass\nexcept E:\n    pass", "invalid syntax", 5, 0),
            ("raise from x", "invalid syntax", 1, 6),
            ("global", "invalid syntax", 1, 6),
            ("{*a for x in y}", "iterable unpacking cannot be used in comprehension", 1, 1),
            ("{1, 2} = 3", "cannot assign to set display here. Maybe you meant '==' instead of '='?", 1, 0),
            ("a[b:=1]", "invalid syntax", 1, 3),
        ];
        for &(src, msg, line, col) in table {
            let e = err_of(src);
            assert_eq!(
                (e.msg.as_str(), e.span.line, e.span.col),
                (msg, line, col),
                "{src:?}"
            );
        }
    }

    /// REPL continuation. Expected values: `codeop.compile_command(src, symbol='single') is
    /// None` in CPython 3.11, except where marked.
    #[test]
    fn needs_more_input_follows_the_repl() {
        let table: &[(&str, bool)] = &[
            ("x = 1", false),
            ("", false),
            ("for i in range(3):", true),
            ("for i in range(3):\n    print(i)", true),
            ("for i in range(3):\n    print(i)\n", false),
            ("for i in range(3):\n    print(i)\n    ", true),
            ("for i in range(3): print(i)", true),
            ("for i in range(3): print(i)\n", false),
            ("if x:", true),
            ("if x:\n    a\nelse:", true),
            ("if x:\n    a\nelse:\n    b", true),
            ("if x:\n    a\nelse:\n    b\n", false),
            ("def f():", true),
            ("def f():\n    return 1", true),
            ("def f():\n    return 1\n", false),
            ("while True:\n    x += 1", true),
            ("x = (1,", true),
            ("x = (1,\n 2", true),
            ("x = (1,\n 2)", false),
            ("x = [", true),
            ("f(a,\n", true),
            ("x = 1 + \\", true),
            ("x = 1 + \\\n 2", false),
            ("s = '''abc", true),
            ("s = '''abc\n", true),
            ("s = '''abc\ndef'''", false),
            ("s = 'abc", false),
            ("x = )", false),
            ("for x in y", false),
            ("1abc", false),
            ("for i in x:\n    y = 1 2", false),
            ("if x:\n    pass\nelif y:", true),
            ("# comment", false),
            ("x = 1\n", false),
            ("x = {", true),
            ("x = {'a':", true),
            ("print(1)", false),
            ("if x:\n  for y in z:\n    pass", true),
            ("if x:\n  for y in z:\n    pass\n", false),
            ("if True: print(1)", true),
            ("def f(): pass", true),
            ("def f(): pass\n", false),
            ("x = f'''{a}", true),
            // The real REPL reports these at once (codeop would wait for more):
            ("for i in x:\n\n", false),
            ("for i in x:\n", false),
            ("class A:", true),
            ("class A:\n    x = 1\n", false),
            ("try:", true),
            ("try:\n    a\nexcept ValueError:", true),
            ("try:\n    a\nexcept ValueError:\n    b", true),
            ("try:\n    a\nexcept ValueError:\n    b\n", false),
            ("try:\n    a\nfinally:\n    b\n", false),
        ];
        for &(src, want) in table {
            assert_eq!(needs_more_input(src), want, "{src:?}");
        }
    }

    /// Top-level statements carry their exact source text and the span of their first token.
    /// Expected: CPython's `lineno`, `col_offset` (as chars) and `ast.get_source_segment`.
    #[test]
    fn statement_sources_and_spans() {
        type Case<'a> = (&'a str, &'a [(u32, u32, &'a str)]);
        let table: &[Case] = &[
            (
                "x = np.arange(6); x",
                &[(1, 0, "x = np.arange(6)"), (1, 18, "x")],
            ),
            (
                "x = np.arange(6); x\n",
                &[(1, 0, "x = np.arange(6)"), (1, 18, "x")],
            ),
            (
                "for i in range(3):\n    print(i)  # c\n\ny = 2\n",
                &[(1, 0, "for i in range(3):\n    print(i)"), (4, 0, "y = 2")],
            ),
            (
                "if a:\n    b\nelif c:\n    d\nelse:\n    e\n",
                &[(1, 0, "if a:\n    b\nelif c:\n    d\nelse:\n    e")],
            ),
            (
                "# header\n\nimport numpy as np\nfrom numpy.lib.stride_tricks import as_strided\n\ndef f(x,\n      y=1):\n    return x + \\\n        y\n\nz = f(1)  ;  w = [\n  1,\n  2]\n",
                &[
                    (3, 0, "import numpy as np"),
                    (4, 0, "from numpy.lib.stride_tricks import as_strided"),
                    (6, 0, "def f(x,\n      y=1):\n    return x + \\\n        y"),
                    (11, 0, "z = f(1)"),
                    (11, 13, "w = [\n  1,\n  2]"),
                ],
            ),
            ("s = 'é'; t = 1", &[(1, 0, "s = 'é'"), (1, 9, "t = 1")]),
            (
                "while x:\n    x -= 1\nelse:\n    pass\nprint(x)",
                &[
                    (1, 0, "while x:\n    x -= 1\nelse:\n    pass"),
                    (5, 0, "print(x)"),
                ],
            ),
            (
                "for i in range(3): print(i); print(-i)\nx",
                &[
                    (1, 0, "for i in range(3): print(i); print(-i)"),
                    (2, 0, "x"),
                ],
            ),
            (
                "x = '''a\nb'''; y = 2",
                &[(1, 0, "x = '''a\nb'''"), (2, 6, "y = 2")],
            ),
        ];
        for &(src, want) in table {
            let got: Vec<(u32, u32, String)> = parse_program(src)
                .unwrap_or_else(|e| panic!("{src:?}: {e:?}"))
                .into_iter()
                .map(|s| (s.span.line, s.span.col, s.source))
                .collect();
            let want: Vec<(u32, u32, String)> = want
                .iter()
                .map(|&(l, c, s)| (l, c, s.to_string()))
                .collect();
            assert_eq!(got, want, "{src:?}");
        }
    }

    #[test]
    fn nested_statement_sources_and_expression_spans() {
        let v = parse_program("if a:\n    b = 1; c\nelif d:\n    e\nelse:\n    f\n").unwrap();
        let StmtKind::If { body, orelse, .. } = &v[0].kind else {
            panic!()
        };
        assert_eq!(body[1].source, "c");
        assert_eq!(body[1].span, Span { line: 2, col: 11 });
        assert_eq!(orelse[0].source, "elif d:\n    e\nelse:\n    f");
        assert_eq!(orelse[0].span, Span { line: 3, col: 0 });

        // Expression spans follow CPython's col_offset (binary ops start at their left operand,
        // parenthesized tuples at the paren); f-string fields point into the string.
        let e = |src: &str| match parse_program(src).unwrap().remove(0).kind {
            StmtKind::Expr(e) => e,
            StmtKind::Assign { value, .. } => value,
            k => panic!("{k:?}"),
        };
        let x = e("a + b * c");
        let ExprKind::Binary(_, _, r) = &x.kind else {
            panic!()
        };
        assert_eq!(
            (x.span, r.span),
            (Span { line: 1, col: 0 }, Span { line: 1, col: 4 })
        );
        assert_eq!(e("x = (a, b)").span, Span { line: 1, col: 4 });
        let x = e("x = (1 +\n  2)");
        let ExprKind::Binary(_, _, r) = &x.kind else {
            panic!()
        };
        assert_eq!(
            (x.span, r.span),
            (Span { line: 1, col: 5 }, Span { line: 2, col: 2 })
        );
        let x = e("f'ab{cde}'");
        let ExprKind::FString(parts) = &x.kind else {
            panic!()
        };
        let FPart::Expr { expr, .. } = &parts[1] else {
            panic!()
        };
        assert_eq!(expr.span, Span { line: 1, col: 5 });
        let x = e("s = 'é' + éa");
        let ExprKind::Binary(_, _, r) = &x.kind else {
            panic!()
        };
        assert_eq!(r.span, Span { line: 1, col: 10 });
    }

    /// A NumPy-style program (runs under NumPy 2.4): pooling forward/backward with as_strided,
    /// np.add.at, einsum, loops, f-strings. Expected: CPython's AST of the same text.
    #[test]
    fn numpy_program_parses_like_cpython() {
        let src = "import numpy as np\nfrom numpy.lib.stride_tricks import as_strided, sliding_window_view\n\n# 2x2 max pooling with stride 2 on an (N, C, H, W) batch\nN, C, H, W = 2, 3, 4, 4\nk, s = 2, 2\nx = np.arange(N * C * H * W, dtype=np.float64).reshape(N, C, H, W)\nHo, Wo = (H - k) // s + 1, (W - k) // s + 1\nsN, sC, sH, sW = x.strides\nwindows = as_strided(x, shape=(N, C, Ho, Wo, k, k),\n                     strides=(sN, sC, sH * s, sW * s, sH, sW))\nout = windows.max(axis=(-2, -1))\nprint(f\"out.shape={out.shape}, strides={windows.strides!r}\")\n\ndef pool_backward(dout, x, k=2, s=2):\n    \"\"\"Scatter each gradient to the argmax of its window.\"\"\"\n    N, C, H, W = x.shape\n    dx = np.zeros_like(x)\n    for n in range(N):\n        for c in range(C):\n            for i in range(dout.shape[2]):\n                for j in range(dout.shape[3]):\n                    win = x[n, c, i*s:i*s + k, j*s:j*s + k]\n                    a, b = np.unravel_index(np.argmax(win), win.shape)\n                    dx[n, c, i*s + a, j*s + b] += dout[n, c, i, j]\n                else:\n                    pass\n    return dx\n\ndx = pool_backward(np.ones_like(out), x)\nassert dx.sum() == out.size, f\"{dx.sum()} != {out.size}\"\nidx = np.array([0, 1, 1, 3])\nacc = np.zeros(4); np.add.at(acc, idx, 1.0)\ny = np.einsum('nchw,c->nhw', x, np.ones(C))\nv = sliding_window_view(x[0, 0], (k, k))[::s, ::s]\nprint(f'{acc=} {y.shape} {v.shape=}', end='\\n')\nmask = (x > 10) & ~(x % 2 == 0)\ntotal = sum(t for t in x.ravel()[:5] if t > 1)\nvals = [v * 2 for row in x[0, 0] for v in row if v != 3]\nif total > 3 and not mask.any():\n    print('big')\nelif total < -1: print(\"neg\")\nelse:\n    print(f\"{total:.3f} {-2**2} {2**-1}\")\nwhile k > 0:\n    k -= 1\ni = 0\nfor i in range(3): print(i); i += 1\nprint(x[..., None, 0].shape, x[()].ndim, x[:, ::-1].flags['C_CONTIGUOUS'])\n";
        let want = "(import numpy:np) (from numpy.lib.stride_tricks as_strided sliding_window_view) (= (tuple N C H W) (tuple 2 3 4 4)) (= (tuple k s) (tuple 2 2)) (= x (call (. (call (. np arange) (* (* (* N C) H) W) dtype=(. np float64)) reshape) N C H W)) (= (tuple Ho Wo) (tuple (+ (// (- H k) s) 1) (+ (// (- W k) s) 1))) (= (tuple sN sC sH sW) (. x strides)) (= windows (call as_strided x shape=(tuple N C Ho Wo k k) strides=(tuple sN sC (* sH s) (* sW s) sH sW))) (= out (call (. windows max) axis=(tuple (neg 2) (neg 1)))) (call print (f 'out.shape=' {(. out shape)} ', strides=' {(. windows strides) !r})) (def pool_backward (dout x k=2 s=2) ('Scatter each gradient to the argmax of its window.' (= (tuple N C H W) (. x shape)) (= dx (call (. np zeros_like) x)) (for n (call range N) ((for c (call range C) ((for i (call range ([] (. dout shape) 2)) ((for j (call range ([] (. dout shape) 3)) ((= win ([] x (tuple n c (: (* i s) (+ (* i s) k) _) (: (* j s) (+ (* j s) k) _)))) (= (tuple a b) (call (. np unravel_index) (call (. np argmax) win) (. win shape))) (+= ([] dx (tuple n c (+ (* i s) a) (+ (* j s) b))) ([] dout (tuple n c i j)))) (pass))) ())) ())) ()) (return dx))) (= dx (call pool_backward (call (. np ones_like) out) x)) (assert (cmp (call (. dx sum)) == (. out size)) (f {(call (. dx sum))} ' != ' {(. out size)})) (= idx (call (. np array) (list 0 1 1 3))) (= acc (call (. np zeros) 4)) (call (. (. np add) at) acc idx f1.0) (= y (call (. np einsum) 'nchw,c->nhw' x (call (. np ones) C))) (= v ([] (call sliding_window_view ([] x (tuple 0 0)) (tuple k k)) (tuple (: _ _ s) (: _ _ s)))) (call print (f 'acc=' {acc !r} ' ' {(. y shape)} ' v.shape=' {(. v shape) !r}) end='\\n') (= mask (& (cmp x > 10) (inv (cmp (% x 2) == 0)))) (= total (call sum (genexp t (for t ([] (call (. x ravel)) (: _ 5 _)) (cmp t > 1))))) (= vals (listcomp (* v 2) (for row ([] x (tuple 0 0))) (for v row (cmp v != 3)))) (if (and (cmp total > 3) (not (call (. mask any)))) ((call print 'big')) ((if (cmp total < (neg 1)) ((call print 'neg')) ((call print (f {total :'.3f'} ' ' {(neg (** 2 2))} ' ' {(** 2 (neg 1))})))))) (while (cmp k > 0) ((-= k 1)) ()) (= i 0) (for i (call range 3) ((call print i) (+= i 1)) ()) (call print (. ([] x (tuple ... None 0)) shape) (. ([] x (tuple)) ndim) ([] (. ([] x (tuple (: _ _ _) (: _ _ (neg 1)))) flags) 'C_CONTIGUOUS'))";
        assert_eq!(sx_src(src), want);
        let stmts = parse_program(src).unwrap();
        assert_eq!(stmts.len(), 27);
        assert!(
            stmts[10]
                .source
                .starts_with("def pool_backward(dout, x, k=2, s=2):\n")
        );
        assert!(stmts[10].source.ends_with("    return dx"));
    }

    #[test]
    fn indentation_with_tabs_and_mixed_blocks() {
        assert_eq!(
            sx_src("if x:\n\tif y:\n\t\ta\n\tb\nc"),
            "(if x ((if y (a) ()) b) ()) c"
        );
        // A tab reaches column 8, like 8 spaces, but CPython rejects the mix as ambiguous.
        let e = err_of("if x:\n\tpass\n        y");
        assert_eq!(
            (e.msg.as_str(), e.span.line, e.span.col),
            ("inconsistent use of tabs and spaces in indentation", 3, 0)
        );
        // CRLF line endings and a BOM are accepted.
        assert_eq!(sx_src("\u{feff}if x:\r\n    a\r\nb\r\n"), "(if x (a) ()) b");
        // Blank lines and comments at any indentation do not end a block.
        assert_eq!(
            sx_src("for i in x:\n  a\n\n# c\n        # d\n  b\n"),
            "(for i x (a b) ())"
        );
        // 100 levels of indentation parse (the stack limit is CPython's, 100).
        let mut src = String::new();
        for d in 0..99 {
            src.push_str(&format!("{}if x:\n", " ".repeat(d)));
        }
        src.push_str(&format!("{}pass\n", " ".repeat(99)));
        assert!(parse_program(&src).is_ok());
        src.push_str(&format!(
            "{}if x:\n{}pass\n",
            " ".repeat(99),
            " ".repeat(100)
        ));
        src.push_str(&format!(
            "{}if x:\n{}pass\n",
            " ".repeat(100),
            " ".repeat(101)
        ));
        assert_eq!(err_of(&src).msg, "too many levels of indentation");
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let ok = format!("x = {}1{}", "(".repeat(99), ")".repeat(99));
        assert!(parse_program(&ok).is_ok());
        for src in [
            format!("x = {}1{}", "(".repeat(150), ")".repeat(150)),
            format!("x = {}1{}", "f(".repeat(150), ")".repeat(150)),
            format!("x = {}1", "-".repeat(5000)),
            format!("x = {}1", "not ".repeat(5000)),
            format!("x = {}1", "lambda: ".repeat(5000)),
            format!("x = 1{}", "**1".repeat(5000)),
            format!("x = {}", "[".repeat(10000)),
        ] {
            assert!(parse_program(&src).is_err());
        }
        // Long flat expressions are fine (no recursion per operand).
        let flat = format!("x = 1{}", " + 1".repeat(20000));
        assert!(parse_program(&flat).is_ok());
    }

    /// Never panics or hangs: random bytes, random token soup, and every prefix of real code.
    #[test]
    fn fuzz_random_and_truncated_inputs() {
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut rnd = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let pieces = [
            "(", ")", "[", "]", "{", "}", ":", ",", ";", "=", "==", "+", "-", "*", "**", "/", "//",
            "%", "@", ".", "...", "'", "\"", "'''", "f'", "f'{", "}", "!r", "\\", "\n", "\n",
            "\n    ", "\t", " ", "#", "x", "np", "for", "in", "if", "else", "elif", "while", "def",
            "lambda", "not", "and", "or", "is", "return", "del", "import", "from", "as", "1", "0x",
            "1e", "2j", "1_", "é", "→", "\0", "\r",
        ];
        for _ in 0..3000 {
            let n = (rnd() % 40) as usize;
            let s: String = (0..n)
                .map(|_| pieces[(rnd() % pieces.len() as u64) as usize])
                .collect();
            let _ = parse_program(&s);
            let _ = needs_more_input(&s);
        }
        for _ in 0..1000 {
            let n = (rnd() % 60) as usize;
            let bytes: Vec<u8> = (0..n).map(|_| (rnd() % 128) as u8).collect();
            let s = String::from_utf8_lossy(&bytes).into_owned();
            let _ = parse_program(&s);
            let _ = needs_more_input(&s);
        }
        let src = "import numpy as np\nfrom numpy.lib.stride_tricks import as_strided, sliding_window_view\n\n# 2x2 max pooling with stride 2 on an (N, C, H, W) batch\nN, C, H, W = 2, 3, 4, 4\nk, s = 2, 2\nx = np.arange(N * C * H * W, dtype=np.float64).reshape(N, C, H, W)\nHo, Wo = (H - k) // s + 1, (W - k) // s + 1\nsN, sC, sH, sW = x.strides\nwindows = as_strided(x, shape=(N, C, Ho, Wo, k, k),\n                     strides=(sN, sC, sH * s, sW * s, sH, sW))\nout = windows.max(axis=(-2, -1))\nprint(f\"out.shape={out.shape}, strides={windows.strides!r}\")\n\ndef pool_backward(dout, x, k=2, s=2):\n    \"\"\"Scatter each gradient to the argmax of its window.\"\"\"\n    N, C, H, W = x.shape\n    dx = np.zeros_like(x)\n    for n in range(N):\n        for c in range(C):\n            for i in range(dout.shape[2]):\n                for j in range(dout.shape[3]):\n                    win = x[n, c, i*s:i*s + k, j*s:j*s + k]\n                    a, b = np.unravel_index(np.argmax(win), win.shape)\n                    dx[n, c, i*s + a, j*s + b] += dout[n, c, i, j]\n                else:\n                    pass\n    return dx\n\ndx = pool_backward(np.ones_like(out), x)\nassert dx.sum() == out.size, f\"{dx.sum()} != {out.size}\"\nidx = np.array([0, 1, 1, 3])\nacc = np.zeros(4); np.add.at(acc, idx, 1.0)\ny = np.einsum('nchw,c->nhw', x, np.ones(C))\nv = sliding_window_view(x[0, 0], (k, k))[::s, ::s]\nprint(f'{acc=} {y.shape} {v.shape=}', end='\\n')\nmask = (x > 10) & ~(x % 2 == 0)\ntotal = sum(t for t in x.ravel()[:5] if t > 1)\nvals = [v * 2 for row in x[0, 0] for v in row if v != 3]\nif total > 3 and not mask.any():\n    print('big')\nelif total < -1: print(\"neg\")\nelse:\n    print(f\"{total:.3f} {-2**2} {2**-1}\")\nwhile k > 0:\n    k -= 1\ni = 0\nfor i in range(3): print(i); i += 1\nprint(x[..., None, 0].shape, x[()].ndim, x[:, ::-1].flags['C_CONTIGUOUS'])\n";
        for (k, _) in src.char_indices() {
            let _ = parse_program(&src[..k]);
            let _ = needs_more_input(&src[..k]);
        }
    }
}
