//! The expression half of the grammar (see the EBNF in `super::parser`'s module doc):
//! `star_expressions` down to `atom`, displays and comprehensions, call arguments, slices,
//! parameters (shared with `def`), string and f-string literals, and assignment targets. Each
//! rule is a method on `Prog` following CPython 3.11's `Grammar/python.gram` and its error
//! rules (`invalid_*`, pegen's messages and caret positions).

use nom::branch::alt;
use nom::combinator::{opt, value};
use nom::sequence::pair;
use nom::{Err as NErr, Parser};

use super::ast::{
    Arg, BinOp, BoolOp, CmpOp, CompKind, Comprehension, Expr, ExprKind, FPart, Param, Span,
    UnaryOp,
};

use super::lexer::*;
use super::parser::*;

impl<'s> Prog<'s, '_> {
    // ---------------------------------------------------------------- expressions

    /// star_expressions: `a, *b, c` (a Tuple when there is a comma).
    pub(super) fn star_expressions(&self, i: In<'s>) -> PR<'s, Expr> {
        let (i, first) = self.star_expression(i)?;
        self.tuple_rest(i, first, |i| self.star_expression(i))
    }

    /// After a first element: `{ ',' elem } [ ',' ]`, building a Tuple if there was a comma.
    pub(super) fn tuple_rest(
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
    pub(super) fn star_expression(&self, i: In<'s>) -> PR<'s, Expr> {
        if let Ok((k, o)) = self.op("*")(i) {
            let (k, e) = self.bitwise_or(k)?;
            return Ok((k, self.mk(ExprKind::Starred(Box::new(e)), o)));
        }
        self.expression(i)
    }

    /// expression: lambdef | disjunction ['if' disjunction 'else' expression].
    pub(super) fn expression(&self, i: In<'s>) -> PR<'s, Expr> {
        let cost = if self.is_kw(i, "lambda") { 2 } else { 1 };
        self.nested(i, cost, |i| {
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

    pub(super) fn span_off(&self, sp: Span) -> usize {
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

    pub(super) fn lambdef(&self, i: In<'s>) -> PR<'s, Expr> {
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
    pub(super) fn boolop(&self, i: In<'s>, word: &'static str) -> PR<'s, Expr> {
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

    pub(super) fn disjunction(&self, i: In<'s>) -> PR<'s, Expr> {
        self.boolop(i, "or")
    }

    /// inversion: `'not' inversion | comparison`.
    pub(super) fn inversion(&self, i: In<'s>) -> PR<'s, Expr> {
        if let Ok((k, o)) = self.kw("not")(i) {
            return self.nested(k, 1, |k| {
                let (k, e) = self.inversion(k)?;
                Ok((k, self.mk(ExprKind::Unary(UnaryOp::Not, Box::new(e)), o)))
            });
        }
        self.comparison(i)
    }

    pub(super) fn comp_op(&self, i: In<'s>) -> PR<'s, CmpOp> {
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
    pub(super) fn comparison(&self, i: In<'s>) -> PR<'s, Expr> {
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

    pub(super) fn bitwise_or(&self, i: In<'s>) -> PR<'s, Expr> {
        self.binary(i, 1)
    }

    /// Binary operators by precedence climbing; all of them are left-associative.
    pub(super) fn binary(&self, i: In<'s>, min: u8) -> PR<'s, Expr> {
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
    pub(super) fn factor(&self, i: In<'s>) -> PR<'s, Expr> {
        let (t, j, o) = self.peek(i);
        let op = match t {
            Tk::Op("-") => UnaryOp::Neg,
            Tk::Op("+") => UnaryOp::Pos,
            Tk::Op("~") => UnaryOp::Invert,
            _ => return self.power(i),
        };
        self.nested(&j[1..], 1, |k| {
            let (k, e) = self.factor(k)?;
            Ok((k, self.mk(ExprKind::Unary(op, Box::new(e)), o)))
        })
    }

    /// power: `primary ['**' factor]`.
    pub(super) fn power(&self, i: In<'s>) -> PR<'s, Expr> {
        let (i, base) = self.primary(i)?;
        if let Ok((k, _)) = self.op("**")(i) {
            let (k, exp) = self.nested(k, 2, |k| self.factor(k))?;
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
    pub(super) fn primary(&self, i: In<'s>) -> PR<'s, Expr> {
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

    pub(super) fn atom(&self, i: In<'s>) -> PR<'s, Expr> {
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
    pub(super) fn eq_hint(&self, e: &Expr, k: In<'s>) -> Result<(), NErr<PErr<'s>>> {
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
    pub(super) fn close(&self, i: In<'s>, closer: &'static str, last: Option<&Expr>) -> PR<'s, usize> {
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
    pub(super) fn elements(
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
    pub(super) fn paren(&self, i: In<'s>, o: usize) -> PR<'s, Expr> {
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
    pub(super) fn list_display(&self, i: In<'s>, o: usize) -> PR<'s, Expr> {
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
    pub(super) fn comprehension(
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
    pub(super) fn comp_for(&self, i: In<'s>) -> PR<'s, Vec<Comprehension>> {
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
    pub(super) fn comp_target_hint(&self, k: In<'s>) -> Result<(), NErr<PErr<'s>>> {
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
    pub(super) fn dict_display(&self, i: In<'s>, o: usize) -> PR<'s, Expr> {
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
    pub(super) fn call_args(&self, i: In<'s>) -> PR<'s, Vec<Arg>> {
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
    pub(super) fn slices(&self, i: In<'s>) -> PR<'s, Expr> {
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
    pub(super) fn slice(&self, i: In<'s>) -> PR<'s, Expr> {
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
    pub(super) fn params(&self, i: In<'s>, closer: &'static str, ann: bool) -> PR<'s, Vec<Param>> {
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
    pub(super) fn strings(&self, j: In<'s>) -> PR<'s, Expr> {
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
            if any_bytes {
                // decode_escapes leaves each byte as the char of the same code point
                ExprKind::Bytes(s.chars().map(|c| c as u32 as u8).collect())
            } else {
                ExprKind::Str(s)
            }
        };
        Ok((i, self.mk(kind, o)))
    }

    /// Splits an f-string body into literal and `{...}` parts (CPython 3.11 `fstring_find_expr`).
    pub(super) fn fstring(&self, body: In<'s>, raw: bool, parts: &mut Vec<FPart>) -> Result<(), String> {
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
    pub(super) fn fstring_field(
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
    pub(super) fn fstring_expr(&self, text: In<'s>) -> Result<Expr, String> {
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
    pub(super) fn star_targets(&self, i: In<'s>) -> PR<'s, Expr> {
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
    pub(super) fn check_target(&self, e: &Expr, ctx: Ctx) -> Result<(), NErr<PErr<'s>>> {
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
}

/// pegen's invalid_expression (`!(NAME STRING | SOFT_KEYWORD) disjunction expression`): whether
/// element `e` followed by a token of kind `next` may be a missing comma.
pub(super) fn comma_hint_applies(e: &Expr, next: Tk) -> bool {
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
pub(super) fn push_lit(parts: &mut Vec<FPart>, s: &str) {
    if s.is_empty() {
        return;
    }
    if let Some(FPart::Lit(prev)) = parts.last_mut() {
        prev.push_str(s);
    } else {
        parts.push(FPart::Lit(s.to_string()));
    }
}

pub(super) fn binop_of(s: &str) -> Option<(BinOp, u8)> {
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

/// The first sub-expression that cannot be assigned to / deleted (CPython's
/// `_PyPegen_get_invalid_target`).
pub(super) fn invalid_target(e: &Expr, ctx: Ctx) -> Option<&Expr> {
    match &e.kind {
        ExprKind::Name(_) | ExprKind::Attr(..) | ExprKind::Subscript(..) => None,
        ExprKind::Tuple(v) | ExprKind::List(v) => v.iter().find_map(|x| invalid_target(x, ctx)),
        ExprKind::Starred(inner) if ctx == Ctx::Store => invalid_target(inner, ctx),
        _ => Some(e),
    }
}

/// How CPython names an expression in error messages (`_PyPegen_get_expr_name`).
pub(super) fn expr_name(e: &Expr) -> &'static str {
    match &e.kind {
        ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Imag(_) | ExprKind::Str(_) | ExprKind::Bytes(_) => "literal",
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
pub(super) fn is_bitwise_or_level(e: &Expr) -> bool {
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

#[cfg(test)]
mod tests;
