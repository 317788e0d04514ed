//! Expressions: unit tests against CPython 3.11 (`ast.parse` / `compile`).

use crate::ast::StmtKind;
use super::*;
use crate::testkit::*;

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
