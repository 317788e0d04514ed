//! Parser for stridelab's Python subset: source text -> [`Stmt`]s of `super::ast`.
//!
//! It follows CPython 3.11 (`Grammar/python.gram`, `Parser/tokenizer.c`, `Parser/pegen_errors.c`),
//! restricted to what stridelab runs, and reproduces CPython's `SyntaxError` messages and caret
//! positions for the common mistakes (col = CPython's `offset - 1`).
//!
//! It works in two stages, in three sibling files (this one holds the entry points, the shared
//! `Prog` state and its token primitives):
//!
//! 1. A hand-written **logical-line stage** (`lexer.rs`: `lex`) walks the whole file the way
//!    CPython's tokenizer does: it skips strings and comments, tracks brackets and backslash
//!    continuations to cut the text into logical lines, measures indentation against an indent stack (tabs to
//!    multiples of 8, checked against tab-size-1 for `TabError`), and validates number and string
//!    tokens. It stops at the first tokenizer error and remembers it.
//! 2. **nom 8 parsers**, one method per grammar rule below (`expr.rs` for expressions and
//!    targets, `stmt.rs` for statements and blocks), run over each logical line's text
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
//! simple_stmt    = 'pass' | 'break' | 'continue' | return_stmt | yield_stmt | del_stmt
//!                | assert_stmt | import_stmt | from_stmt | raise_stmt | global_stmt | expr_stmt ;
//! raise_stmt     = 'raise' [ expression [ 'from' expression ] ] ;
//! global_stmt    = 'global' NAME { ',' NAME } ;
//! expr_stmt      = star_expressions ( { '=' star_expressions }
//!                                   | augassign star_expressions
//!                                   | ':' expression [ '=' star_expressions ] ) ;
//! augassign      = '+=' | '-=' | '*=' | '/=' | '//=' | '%=' | '**=' | '@=' | '&=' | '|='
//!                | '^=' | '<<=' | '>>=' ;
//! return_stmt    = 'return' [ star_expressions ] ;
//! yield_stmt     = 'yield' [ star_expressions ] ;
//! del_stmt       = 'del' bitwise_or { ',' bitwise_or } [ ',' ] ;
//! assert_stmt    = 'assert' expression [ ',' expression ] ;
//! import_stmt    = 'import' dotted_name [ 'as' NAME ] { ',' dotted_name [ 'as' NAME ] } ;
//! from_stmt      = 'from' { '.' | '...' } [ dotted_name ] 'import'
//!                  ( '*' | '(' import_names [ ',' ] ')' | import_names ) ;
//! import_names   = NAME [ 'as' NAME ] { ',' NAME [ 'as' NAME ] } ;
//! dotted_name    = NAME { '.' NAME } ;
//! compound_stmt  = if_stmt | for_stmt | while_stmt | funcdef | try_stmt | classdef | with_stmt ;
//! with_stmt      = 'with' with_item { ',' with_item } ':' block ;
//! with_item      = expression [ 'as' star_target ] ;
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
//! Not supported (reported as a `SyntaxError`): decorators, parenthesized `with` items,
//! `nonlocal`, `yield` other than as a statement of its own (`yield x`), `yield from`,
//! walrus, dict `**` unpacking, class keywords, nested `{}` in f-string format
//! specs, keyword-only `*` / positional-only `/` markers, `\N{...}` escapes. Bytes literals
//! become `Str` (each byte as the char of the same code point). Annotated assignments
//! `x: T = v` become plain `Assign` (the annotation is dropped); `x: T` alone becomes `Pass`.

use std::borrow::Cow;
use std::cell::Cell;

use nom::error::{ErrorKind, ParseError};
use nom::{Err as NErr, IResult};

use super::ast::{Expr, ExprKind, Span, Stmt, SyntaxError};

use super::lexer::*;


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
    match p.run(&lexed) {
        Err(_) if p.stack_overflow.get() => Err(SyntaxError::compile("MemoryError", "")),
        Ok(v) if super::depth::too_deep(&v) => Err(SyntaxError::compile(
            "RecursionError",
            "maximum recursion depth exceeded during compilation",
        )),
        r => r,
    }
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
            "if" | "elif" | "else" | "for" | "while" | "def" | "try" | "except" | "finally" | "class" | "with"
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
// Stage 2: nom grammar over logical lines
// ======================================================================================

pub(super) type In<'s> = &'s str;
pub(super) type PR<'s, T> = IResult<In<'s>, T, PErr<'s>>;

/// nom error: a plain backtrack (`msg: None`, reported as "invalid syntax" at the furthest
/// token looked at) or a specific message at a byte offset.
#[derive(Debug)]
pub(super) struct PErr<'s> {
    #[allow(dead_code)]
    pub(super) input: In<'s>,
    pub(super) msg: Option<(usize, String)>,
}

impl<'s> ParseError<In<'s>> for PErr<'s> {
    fn from_error_kind(input: In<'s>, _kind: ErrorKind) -> Self {
        PErr { input, msg: None }
    }
    fn append(_input: In<'s>, _kind: ErrorKind, other: Self) -> Self {
        other
    }
}

/// How deeply expressions may nest, in pegen's levels: CPython 3.11's parser gives up with a
/// MemoryError past `MAXSTACK` (6000) levels, 32 of which a statement uses above its first
/// expression. A unary operator, `not` or a conditional costs one level, `**` and `lambda`
/// two; brackets stop at 200 in the tokenizer first. The recursion this allows needs a stack
/// of a few MiB: front ends parse on a big-stack thread (`crate::stack`).
pub(super) const MAX_NEST: u32 = 5968;

/// Assignment-like contexts, for target checks.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Ctx {
    Store,
    Del,
}

pub(super) struct Prog<'s, 'm> {
    pub(super) sm: &'m SrcMap<'s>,
    pub(super) src: &'s str,
    /// furthest offset where a token was looked at (pegen's first-pass "last token", where
    /// "invalid syntax" points)
    pub(super) furthest: Cell<usize>,
    /// furthest offset looked at including error-hint probes (pegen's second pass), which
    /// decides whether a tokenizer error was reached
    pub(super) reach: Cell<usize>,
    pub(super) probing: Cell<bool>,
    /// the error is final: CPython raises "unexpected indent" without looking further
    pub(super) final_err: Cell<bool>,
    pub(super) nest: Cell<u32>,
    /// the nesting limit was hit (CPython's parser raises MemoryError)
    pub(super) stack_overflow: Cell<bool>,
    /// end offset of the last statement parsed (for compound statements' source text)
    pub(super) last_end: Cell<usize>,
    /// the last error was "expected an indented block" at the end of the input
    pub(super) eof_block: Cell<bool>,
    /// a tokenizer error cut the lines short (looking past them means reaching it)
    pub(super) lex_pending: Cell<bool>,
    /// one-entry cache for `peek`: (input address, input length) -> (token, bytes skipped);
    /// alternatives keep asking about the same position
    pub(super) peek_memo: Cell<(usize, usize, Tk, usize)>,
}

impl<'s, 'm> Prog<'s, 'm> {
    pub(super) fn new(sm: &'m SrcMap<'s>) -> Self {
        Prog {
            sm,
            src: sm.src,
            furthest: Cell::new(0),
            reach: Cell::new(0),
            probing: Cell::new(false),
            final_err: Cell::new(false),
            nest: Cell::new(0),
            stack_overflow: Cell::new(false),
            last_end: Cell::new(0),
            eof_block: Cell::new(false),
            lex_pending: Cell::new(false),
            peek_memo: Cell::new((usize::MAX, 0, Tk::End, 0)),
        }
    }

    /// Parses all logical lines and picks the error CPython would report.
    pub(super) fn run(&self, lexed: &Lexed) -> Result<Vec<Stmt>, SyntaxError> {
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

    pub(super) fn off(&self, i: &str) -> usize {
        (i.as_ptr() as usize)
            .wrapping_sub(self.src.as_ptr() as usize)
            .min(self.src.len())
    }

    pub(super) fn span(&self, off: usize) -> Span {
        self.sm.span(off)
    }

    pub(super) fn mk(&self, kind: ExprKind, off: usize) -> Expr {
        Expr {
            kind,
            span: self.span(off),
        }
    }

    /// Skips whitespace and records that the parser looked at the token there.
    pub(super) fn peek(&self, i: In<'s>) -> (Tk, In<'s>, usize) {
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

    pub(super) fn is_op(&self, i: In<'s>, s: &str) -> bool {
        matches!(self.peek(i).0, Tk::Op(t) if t == s)
    }

    pub(super) fn is_kw(&self, i: In<'s>, k: &str) -> bool {
        let (t, j, _) = self.peek(i);
        matches!(t, Tk::Name(n) if &j[..n] == k)
    }

    pub(super) fn at_end(&self, i: In<'s>) -> bool {
        self.peek(i).0 == Tk::End
    }

    pub(super) fn err<T>(&self, i: In<'s>) -> PR<'s, T> {
        Err(NErr::Error(PErr {
            input: i,
            msg: None,
        }))
    }

    pub(super) fn fail<T>(&self, off: usize, msg: impl Into<String>) -> PR<'s, T> {
        Err(NErr::Failure(PErr {
            input: "",
            msg: Some((off, msg.into())),
        }))
    }

    /// `op(s)`: the operator token `s`, returning its offset.
    pub(super) fn op(&self, s: &'static str) -> impl Fn(In<'s>) -> PR<'s, usize> + '_ {
        move |i| {
            let (t, j, o) = self.peek(i);
            match t {
                Tk::Op(x) if x == s => Ok((&j[s.len()..], o)),
                _ => self.err(j),
            }
        }
    }

    /// `kw(k)`: the keyword `k`, returning its offset.
    pub(super) fn kw(&self, k: &'static str) -> impl Fn(In<'s>) -> PR<'s, usize> + '_ {
        move |i| {
            let (t, j, o) = self.peek(i);
            match t {
                Tk::Name(n) if &j[..n] == k => Ok((&j[n..], o)),
                _ => self.err(j),
            }
        }
    }

    /// NAME: an identifier that is not a keyword.
    pub(super) fn name(&self, i: In<'s>) -> PR<'s, (String, usize)> {
        let (t, j, o) = self.peek(i);
        match t {
            Tk::Name(n) if !KEYWORDS.contains(&&j[..n]) => Ok((&j[n..], (j[..n].to_string(), o))),
            _ => self.err(j),
        }
    }

    /// Runs an error-hint probe: what it looks at counts as reached, but does not move the
    /// "invalid syntax" caret (pegen's second pass).
    pub(super) fn probe<T>(&self, f: impl FnOnce() -> T) -> T {
        let old = self.probing.replace(true);
        let r = f();
        self.probing.set(old);
        r
    }

    /// Runs `f` `cost` nesting levels deeper, failing cleanly (CPython's MemoryError) instead
    /// of overflowing the stack.
    pub(super) fn nested<T>(&self, i: In<'s>, cost: u32, f: impl FnOnce(In<'s>) -> PR<'s, T>) -> PR<'s, T> {
        let d = self.nest.get();
        if d + cost > MAX_NEST {
            self.stack_overflow.set(true);
            let o = self.off(ws(i));
            return self.fail(o, "too many nested parentheses");
        }
        self.nest.set(d + cost);
        let r = f(i);
        self.nest.set(d);
        r
    }

    /// Converts a nom error into the SyntaxError CPython would give.
    pub(super) fn to_syntax(&self, e: NErr<PErr<'s>>) -> SyntaxError {
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
}

#[cfg(test)]
pub(super) mod tests;
