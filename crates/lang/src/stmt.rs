//! The statement half of the grammar (see the EBNF in `super::parser`'s module doc): simple
//! statements on one logical line (`simple_stmts`, assignments, `import`, `del`, ...) and
//! compound statements assembled from the logical lines' indentation depths (`block`, `if`,
//! `for`, `while`, `def`, `try`, `class`, `with`), following CPython 3.11's `Grammar/python.gram` and
//! its block error messages ("expected an indented block after ...").

use nom::Err as NErr;

use super::ast::{
    Arg, BinOp, ExceptHandler, Expr, ExprKind, Span, Stmt, StmtKind, SyntaxError, WithItem,
};

use super::lexer::*;
use super::parser::*;
use super::expr::{binop_of, expr_name, invalid_target, is_bitwise_or_level};

impl<'s> Prog<'s, '_> {
    // ---------------------------------------------------------------- simple statements

    /// simple_stmts: `simple_stmt { ';' simple_stmt } [';']` filling the rest of the line.
    pub(super) fn simple_stmts(&self, line: In<'s>) -> PR<'s, Vec<Stmt>> {
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

    pub(super) fn simple_stmt(&self, i: In<'s>) -> PR<'s, StmtKind> {
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
            // a yield statement; `yield` inside an expression (`x = yield y`) stays unsupported
            "yield" if !self.is_kw(rest, "from") => {
                if self.at_end(rest) || self.is_op(rest, ";") {
                    return Ok((rest, StmtKind::Yield(None)));
                }
                let (k, e) = self.star_expressions(rest)?;
                Ok((k, StmtKind::Yield(Some(e))))
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

    pub(super) fn del_stmt(&self, i: In<'s>) -> PR<'s, StmtKind> {
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
    pub(super) fn dotted_name(&self, i: In<'s>) -> PR<'s, String> {
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
    pub(super) fn as_name(&self, i: In<'s>) -> PR<'s, Option<String>> {
        match self.kw("as")(i) {
            Ok((k, _)) => {
                let (k, (n, _)) = self.name(k)?;
                Ok((k, Some(n)))
            }
            Err(_) => Ok((i, None)),
        }
    }

    pub(super) fn import_stmt(&self, i: In<'s>) -> PR<'s, StmtKind> {
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

    pub(super) fn import_from_stmt(&self, i: In<'s>) -> PR<'s, StmtKind> {
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
    pub(super) fn expr_stmt(&self, i: In<'s>) -> PR<'s, StmtKind> {
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

    pub(super) fn first_word_is(&self, off: usize, words: &[&str]) -> bool {
        let t = &self.src[off.min(self.src.len())..];
        let n = ident_len(t);
        words.contains(&&t[..n])
    }

    // ---------------------------------------------------------------- blocks

    /// Statements of one block: the lines at `depth`, starting at `*idx`.
    pub(super) fn block(
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

    pub(super) fn statement(
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
                "with" => Some(self.with_stmt(lines, idx, depth)?),
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
    pub(super) fn condition(&self, i: In<'s>) -> PR<'s, Expr> {
        let (i, cond) = self.expression(i)?;
        self.eq_hint(&cond, i)?;
        Ok((i, cond))
    }

    /// Runs a nom header parser on a line, converting errors.
    pub(super) fn header<T>(&self, r: PR<'s, T>) -> Result<(In<'s>, T), SyntaxError> {
        r.map_err(|e| self.to_syntax(e))
    }

    /// The `:` ending a header. `newline_form`: CPython says "expected ':'" only when the line
    /// ends there (if/elif/while/for); def and else force it whatever follows.
    pub(super) fn colon(&self, i: In<'s>, newline_form: bool) -> Result<In<'s>, SyntaxError> {
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
    pub(super) fn suite(
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
    pub(super) fn next_word(&self, lines: &[LLine], idx: usize, depth: usize) -> Option<&'s str> {
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
    pub(super) fn else_block(
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

    pub(super) fn compound(&self, kind: StmtKind, o: usize) -> Stmt {
        let end = self.last_end.get().max(o);
        Stmt {
            kind,
            span: self.span(o),
            source: self.src[o..end].to_string(),
        }
    }

    /// if_stmt (`word` is "if", or "elif" for the nested If an elif becomes).
    pub(super) fn if_stmt(
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

    pub(super) fn while_stmt(
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

    pub(super) fn for_stmt(
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

    pub(super) fn def_stmt(
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
    pub(super) fn try_stmt(&self, lines: &[LLine], idx: &mut usize, depth: usize) -> Result<Stmt, SyntaxError> {
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

    /// with_stmt: `'with' expression [ 'as' star_target ] { ',' ... } ':' block`. Python 3.9's
    /// parenthesized form `with (a as b, c):` is refused by name (a bare tuple `with (a, b):`
    /// is its two items, as in CPython).
    pub(super) fn with_stmt(&self, lines: &[LLine], idx: &mut usize, depth: usize) -> Result<Stmt, SyntaxError> {
        let ln = lines[*idx];
        let text = &self.src[ln.start..ln.end];
        let (i, o) = self.header(self.kw("with")(text))?;
        let paren = self.is_op(i, "(");
        let refuse = || self.sm.error(o, "parenthesized 'with' items are not supported by stridelab");
        let (i, mut items) = match self.with_items(i) {
            Ok(r) => r,
            Err(_) if paren => return Err(refuse()),
            Err(e) => return Err(e),
        };
        let i = match self.colon(i, true) {
            Ok(i) => i,
            Err(_) if paren => return Err(refuse()),
            Err(e) => return Err(e),
        };
        if paren
            && let [WithItem { context: Expr { kind: ExprKind::Tuple(parts), .. }, target: None }] = &items[..]
        {
            items = parts.iter().map(|p| WithItem { context: p.clone(), target: None }).collect();
        }
        let body = self.suite(lines, idx, depth, i, "'with' statement")?;
        Ok(self.compound(StmtKind::With { items, body }, o))
    }

    fn with_items(&self, mut i: In<'s>) -> Result<(In<'s>, Vec<WithItem>), SyntaxError> {
        let mut items = Vec::new();
        loop {
            let (k, context) = self.header(self.expression(i))?;
            let (k, target) = match self.kw("as")(k) {
                Ok((k, _)) => {
                    // one target: a comma here starts the next item
                    let (k, t) = self.header(self.bitwise_or(k))?;
                    self.check_target(&t, Ctx::Store).map_err(|e| self.to_syntax(e))?;
                    (k, Some(t))
                }
                Err(_) => (k, None),
            };
            items.push(WithItem { context, target });
            match self.op(",")(k) {
                Ok((k, _)) => i = k,
                Err(_) => return Ok((k, items)),
            }
        }
    }

    /// `'except' [ expression [ 'as' NAME ] ] ':' block`
    pub(super) fn except_clause(&self, lines: &[LLine], idx: &mut usize, depth: usize) -> Result<ExceptHandler, SyntaxError> {
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
    pub(super) fn class_stmt(&self, lines: &[LLine], idx: &mut usize, depth: usize) -> Result<Stmt, SyntaxError> {
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

pub(super) fn augassign_of(s: &str) -> Option<BinOp> {
    let op = s.strip_suffix('=')?;
    if op == "**" {
        return Some(BinOp::Pow);
    }
    match binop_of(op) {
        Some((b, _)) if !op.is_empty() => Some(b),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
