//! Statements: unit tests against CPython 3.11 (`ast.parse` / `compile`).

use super::*;
use crate::testkit::*;

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
        ("with a as b, c:\n    d", "(with (a b) (c _) (d))"),
        ("with f(x) as (p, q): pass", "(with ((call f x) (tuple p q)) (pass))"),
        ("with a as b[0]:\n    pass", "(with (a ([] b 0)) (pass))"),
        ("with (a, b): pass", "(with (a _) (b _) (pass))"),
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
