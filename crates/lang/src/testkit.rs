//! Test support for the parser's unit tests: an s-expression rendering of the AST. The same
//! format is produced from CPython 3.11's `ast` module by a small script, which generated the
//! expected strings in the `tests.rs` files next to `lexer.rs`, `expr.rs`, `stmt.rs` and
//! `parser.rs`.

use super::ast::*;
use super::parser::parse_program;

// ---- an s-expression rendering of the AST; the same format is produced from CPython's
// `ast` module by a small script, which generated the expected strings below.

pub(super) fn q(s: &str) -> String {
    format!(
        "'{}'",
        s.replace('\\', "\\\\")
            .replace('\'', "\\'")
            .replace('\n', "\\n")
    )
}

pub(super) fn sx(e: &Expr) -> String {
    use ExprKind as K;
    let list = |v: &[Expr]| v.iter().map(|x| format!(" {}", sx(x))).collect::<String>();
    let opt = |o: &Option<Box<Expr>>| o.as_ref().map_or("_".to_string(), |x| sx(x));
    match &e.kind {
        K::Int(v) => v.to_string(),
        K::Float(v) => format!("f{v:?}"),
        K::Imag(v) => format!("j{v:?}"),
        K::Str(s) => q(s),
        // the CPython-side script renders a bytes constant like a str of the same code points
        K::Bytes(b) => q(&b.iter().map(|&c| c as char).collect::<String>()),
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

pub(super) fn sx_params(ps: &[Param]) -> String {
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

pub(super) fn sx_body(b: &[Stmt]) -> String {
    format!("({})", b.iter().map(sx_stmt).collect::<Vec<_>>().join(" "))
}

pub(super) fn sx_stmt(s: &Stmt) -> String {
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
        S::Yield(None) => "(yield)".into(),
        S::Yield(Some(e)) => format!("(yield {})", sx(e)),
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
        S::With { items, body } => format!(
            "(with{} {})",
            items.iter().map(|w| format!(" ({} {})", sx(&w.context), w.target.as_ref().map_or("_".to_string(), sx))).collect::<String>(),
            sx_body(body)
        ),
    }
}

pub(super) fn sx_src(src: &str) -> String {
    match parse_program(src) {
        Ok(v) => v.iter().map(sx_stmt).collect::<Vec<_>>().join(" "),
        Err(e) => format!("ERROR {} at {}:{}", e.msg, e.span.line, e.span.col),
    }
}

pub(super) fn check_table(table: &[(&str, &str)]) {
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

pub(super) fn err_of(src: &str) -> SyntaxError {
    match parse_program(src) {
        Ok(v) => panic!("{src:?} parsed: {v:?}"),
        Err(e) => e,
    }
}
