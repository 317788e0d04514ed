//! Expressions back to Python text, for the labels of teaching displays (`mem(w[::3])`
//! labels its row `w[::3]`). Covers the forms people pass to them; anything else prints as
//! `...`.

use stridelab_lang::ast::{Arg, BinOp, BoolOp, Expr, ExprKind, UnaryOp};

fn prec(e: &Expr) -> u8 {
    match &e.kind {
        ExprKind::Binary(op, ..) => match op {
            BinOp::Pow => 7,
            BinOp::Mul | BinOp::Div | BinOp::FloorDiv | BinOp::Mod | BinOp::MatMul => 5,
            BinOp::Add | BinOp::Sub => 4,
            _ => 3,
        },
        ExprKind::Unary(..) => 6,
        ExprKind::Compare(..) | ExprKind::BoolOp(..) | ExprKind::IfExp { .. } | ExprKind::Lambda { .. } => 1,
        _ => 9,
    }
}

fn wrapped(e: &Expr, min: u8) -> String {
    let s = unparse(e);
    if prec(e) < min { format!("({})", s) } else { s }
}

fn index_text(e: &Expr) -> String {
    match &e.kind {
        ExprKind::Tuple(items) if !items.is_empty() => items.iter().map(unparse).collect::<Vec<_>>().join(", "),
        _ => unparse(e),
    }
}

pub fn unparse(e: &Expr) -> String {
    match &e.kind {
        ExprKind::Int(i) => i.to_string(),
        ExprKind::Float(f) => stridelab_eval::repr::repr(&stridelab_eval::value::Value::Float(*f), &Default::default()),
        ExprKind::Str(s) => stridelab_eval::repr::str_repr(s),
        ExprKind::Bytes(b) => stridelab_eval::repr::bytes_repr(b),
        ExprKind::Bool(b) => if *b { "True" } else { "False" }.into(),
        ExprKind::None => "None".into(),
        ExprKind::Ellipsis => "...".into(),
        ExprKind::Name(n) => n.clone(),
        ExprKind::Tuple(items) => {
            let parts: Vec<String> = items.iter().map(unparse).collect();
            if parts.len() == 1 { format!("({},)", parts[0]) } else { format!("({})", parts.join(", ")) }
        }
        ExprKind::List(items) => format!("[{}]", items.iter().map(unparse).collect::<Vec<_>>().join(", ")),
        ExprKind::Starred(x) => format!("*{}", unparse(x)),
        ExprKind::Attr(o, n) => format!("{}.{}", wrapped(o, 9), n),
        ExprKind::Subscript(o, i) => format!("{}[{}]", wrapped(o, 9), index_text(i)),
        ExprKind::Slice { start, stop, step } => {
            let p = |x: &Option<Box<Expr>>| x.as_ref().map(|e| unparse(e)).unwrap_or_default();
            match step {
                Some(_) => format!("{}:{}:{}", p(start), p(stop), p(step)),
                None => format!("{}:{}", p(start), p(stop)),
            }
        }
        ExprKind::Call { func, args } => {
            let parts: Vec<String> = args
                .iter()
                .map(|a| match a {
                    Arg::Positional(e) => unparse(e),
                    Arg::Keyword(k, e) => format!("{}={}", k, unparse(e)),
                    Arg::Star(e) => format!("*{}", unparse(e)),
                    Arg::DoubleStar(e) => format!("**{}", unparse(e)),
                })
                .collect();
            format!("{}({})", wrapped(func, 9), parts.join(", "))
        }
        ExprKind::Unary(op, x) => {
            let sym = match op {
                UnaryOp::Neg => "-",
                UnaryOp::Pos => "+",
                UnaryOp::Invert => "~",
                UnaryOp::Not => "not ",
            };
            format!("{}{}", sym, wrapped(x, 6))
        }
        ExprKind::Binary(op, a, b) => {
            let p = prec(e);
            format!("{} {} {}", wrapped(a, p), op.symbol(), wrapped(b, p + 1))
        }
        ExprKind::Compare(first, rest) => {
            let mut s = wrapped(first, 2);
            for (op, x) in rest {
                s.push_str(&format!(" {} {}", op.symbol(), wrapped(x, 2)));
            }
            s
        }
        ExprKind::BoolOp(op, parts) => {
            let sep = if *op == BoolOp::And { " and " } else { " or " };
            parts.iter().map(|p| wrapped(p, 2)).collect::<Vec<_>>().join(sep)
        }
        _ => "...".into(),
    }
}

/// Every variable name an expression reads, in order of appearance (with repeats removed).
pub fn names_in(e: &Expr, out: &mut Vec<String>) {
    let mut go = |x: &Expr| names_in(x, out);
    match &e.kind {
        ExprKind::Name(n) => {
            if !out.contains(n) {
                out.push(n.clone());
            }
        }
        ExprKind::Tuple(items) | ExprKind::List(items) | ExprKind::BoolOp(_, items) => items.iter().for_each(go),
        ExprKind::Starred(x) | ExprKind::Attr(x, _) | ExprKind::Unary(_, x) => go(x),
        ExprKind::Subscript(a, b) | ExprKind::Binary(_, a, b) => {
            go(a);
            go(b);
        }
        ExprKind::Slice { start, stop, step } => {
            for x in [start, stop, step].into_iter().flatten() {
                go(x);
            }
        }
        ExprKind::Call { func, args } => {
            go(func);
            for a in args {
                match a {
                    Arg::Positional(x) | Arg::Keyword(_, x) | Arg::Star(x) | Arg::DoubleStar(x) => go(x),
                }
            }
        }
        ExprKind::Compare(first, rest) => {
            go(first);
            for (_, x) in rest {
                go(x);
            }
        }
        ExprKind::IfExp { cond, body, orelse } => {
            go(cond);
            go(body);
            go(orelse);
        }
        ExprKind::Dict(pairs) => {
            for (k, v) in pairs {
                go(k);
                go(v);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use stridelab_lang::ast::StmtKind;
    use stridelab_lang::parser::parse_program;

    fn round(src: &str) -> String {
        let p = parse_program(src).unwrap();
        match &p[0].kind {
            StmtKind::Expr(e) => unparse(e),
            _ => panic!("not an expression"),
        }
    }

    #[test]
    fn round_trips_common_forms() {
        for s in [
            "w[1, 0]",
            "y[::-1, ::-2]",
            "x[1:]",
            "z.reshape(4)",
            "np.lib.stride_tricks.as_strided(k, shape=(4, 4, 2, 2), strides=(128, 16, 64, 8))",
            "windows(x, 3)",
            "(x + 1).T",
            "x[None, ...]",
            "a * (b - 1)",
            "x[-1]",
        ] {
            assert_eq!(round(s), s);
        }
    }
}
