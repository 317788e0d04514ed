#!/usr/bin/env python3
"""The NumPy that learners meet in teaching material, as three conformance suites.

* tests/conformance/userguide/: NumPy's user guide (numpy/numpy, doc/source/user/: the "NumPy fundamentals"
  pages basics.*.rst, quickstart, absolute_beginners, numpy-for-matlab-users, the how-tos, byteswapping...):
  the ``>>>`` examples of every page (doctest's parser, continuation lines included).
* tests/conformance/tutorials/: the numpy/numpy-tutorials notebooks (content/*.md, MyST markdown): the
  ``{code-cell}`` cells, IPython magics and shell escapes (``%...``, ``! head file``) dropped.
* tests/conformance/exercises/: the numpy-100 exercises (rougier/numpy-100, source/exercises100.ktx, MIT
  licence, Copyright (c) 2016 Nicolas P. Rougier; the licence is copied beside the scripts): each exercise's
  answer, one script per exercise, ``NNN_<question>.py``; its IPython magics (``%run``, ``%timeit``) dropped.

Each page/notebook is split at its section headings into one script per section with examples,
``<page>_<NN>_<section>.py`` (the exercise collection is one page whose sections are its exercises), holding the section's top-level statements in order. A section that uses
names made by earlier sections gets the earlier statements that make them (a backward slice over the page:
assignments, imports, definitions, and statements that mutate the object: item/attribute stores,
augmented assignments, in-place methods such as ``sort``/``resize``/``fill``), under a comment saying so;
so every script runs on its own, as the page would have run it up to there. The expected ``.out`` is
tools/golden.py's echo of the script under real NumPy 2.4 (its rules, its determinism checks); the pages'
own printed outputs are never used.

Left out, one statement at a time (the reason list is ``SKIP`` below; the tool prints the counts), only what
cannot be deterministic here or cannot run here at all:
  plotting (matplotlib is not installed and draws no text), timing, ``id()``, file downloads and network,
  writing files (the harness runs in the checkout; what a later statement would read back is then not
  present either), reading files that are not present, packages other than NumPy that are not installed
  here (SciPy, pandas, imageio...), ``np.empty`` contents, outputs that differ between two runs (addresses),
  the Python and NumPy builds (``sys.version``, ``np.show_config()``: dates, compilers and libraries differ
  by machine),
  and single statements that take NumPy more than 2 s (the harness allows 10 s per script).
A statement that uses a name only a left-out statement made is left out as well. The patterns look at the
code only, never at its comments (numpy-100 credits authors and cites web pages in comments).
Made deterministic instead of left out: unseeded randomness (``np.random.seed(0)`` before the first use of
the legacy API, in each script and in the page runs that look for non-deterministic statements, ``default_rng()`` becomes ``default_rng(0)``, as tools/docstrings.py does). Data files the
tutorials ship (``transistor_data.csv``...) are copied to tests/conformance/tutorials/data/ and the scripts
read them from there (the harness's working directory is the crate root).

With a built binary (``--bin``) every script is run under ``stridelab --plain``; ``--measure`` only measures,
``--update-known`` rewrites each suite's KNOWN_FAILURES.txt, ``--failing`` lists failing scripts with the
first NumPy name stridelab says it does not support (the classification docs/conformance.md quotes).

Usage:
    python3 tools/teaching_suites.py                 # regenerate the suites (sources: fetched bare git dirs)
    python3 tools/teaching_suites.py --measure --failing [--only exercises]
    python3 tools/teaching_suites.py --update-known
"""
import argparse
import ast
import builtins
import contextlib
import difflib
import doctest
import importlib.util
import io
import os
import re
import shutil
import subprocess
import sys
import textwrap
import time
import tokenize

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import golden  # noqa: E402

CONF = os.path.join(ROOT, "tests", "conformance")
NUMPY_GIT = "/work/.mirror/numpy+numpy/repo"
TUTORIALS_GIT = "/work/.mirror/numpy+numpy-tutorials/repo"
EXERCISES_GIT = "/work/.mirror/rougier+numpy-100/repo"
# The snapshots the committed suites were generated from.
NUMPY_COMMIT = "1f90bbb55e65e7de68921bc3f1a2d94492fdf689"
TUTORIALS_COMMIT = "d8a82a1b792f24a52eebcf0ae5ec73ccacfef685"
EXERCISES_COMMIT = "6447594ad639908dc979446a4ec7f0f2e62fb23b"

USERGUIDE_PAGES = [  # doc/source/user/, in the guide's order; c-info.* (C code) and install pages left out
    "quickstart", "absolute_beginners",
    "basics.creation", "basics.indexing", "basics.io.genfromtxt", "basics.types", "basics.broadcasting",
    "basics.copies", "basics.strings", "basics.rec", "basics.ufuncs",
    "numpy-for-matlab-users", "how-to-index", "how-to-partition", "how-to-print", "how-to-io",
    "how-to-verify-bug", "byteswapping", "basics.subclassing", "basics.interoperability", "basics.dispatch",
    "misc",
]
TUTORIAL_NOTEBOOKS = [  # content/*.md with code cells
    "mooreslaw-tutorial", "save-load-arrays", "tutorial-air-quality-analysis",
    "tutorial-deep-learning-on-mnist", "tutorial-ma", "tutorial-plotting-fractals",
    "tutorial-static_equilibrium", "tutorial-svd", "tutorial-x-ray-image-processing",
]
DATA_FILES = ["transistor_data.csv", "air-quality-data.csv", "who_covid_19_sit_rep_time_series.csv"]
DATA_DIR_REL = "tests/conformance/tutorials/data"

# (reason, pattern on a statement's source): what cannot be deterministic or cannot run here.
SKIP = [
    ("plotting", re.compile(r"\bplt\b|matplotlib|pyplot|mpl_toolkits|\bimshow\(|\.plot\(")),
    ("timing", re.compile(r"\btimeit\b|\btime\s*[.(]|\bimport time\b|\bperf_counter\b")),
    ("id()", re.compile(r"(?<![\w.])id\(")),
    ("download/network", re.compile(r"\brequests\b|\bpooch\b|\burllib\b|urlretrieve|https?://|\bgzip\b")),
    ("writes files", re.compile(r"np\.(save|savez|savez_compressed|savetxt)\b|\.tofile\(|\bmemmap\b|"
                                r"open\([^)]*['\"][wax]t?b?\+?['\"]|\bos\.(makedirs|mkdir|remove|unlink)\b|"
                                r"\btempfile\b|\bNamedTemporaryFile\b")),
    # the interpreter's build string (date, compiler) differs by machine and build
    ("Python build (sys.version)", re.compile(r"\bsys\.version\b")),
    ("NumPy build (show_config)", re.compile(r"\bshow_config\(")),
    ("reads a file not present", re.compile(r"(?<![\w.])open\(|\bnp\.load\(|\bfromfile\(|\bos\.listdir\b|"
                                            r"\bimageio\b|\bpathlib\b|\bglob\b")),
]
EMPTY_CONTENTS = re.compile(r"\bempty(_like)?\(|np\.ndarray\((shape=)?[(\[](?!.*\bbuffer=)")
LEGACY_RANDOM = re.compile(r"np\.random\.(?!default_rng|Generator|PCG64|seed)\w+")
LOADERS = re.compile(r"\b(loadtxt|genfromtxt|fromregex)\(")
INPLACE_METHODS = {"random", "integers", "normal", "standard_normal", "choice", "permutation", "uniform",
                   "exponential", "poisson", "binomial", "sort", "resize", "fill", "put", "partition", "setflags", "shuffle", "itemset", "byteswap",
                   "append", "extend", "insert", "pop", "remove", "update", "clear", "setfield", "reverse",
                   "close", "seek", "write", "setdefault", "__setitem__"}
SLOW_SECONDS = 2.0
_BUILTINS = set(dir(builtins))


# ---------------------------------------------------------------- sources

def git_show(git_dir, commit, path):
    return subprocess.run(["git", "--git-dir", git_dir, "show", f"{commit}:{path}"], check=True,
                          capture_output=True).stdout.decode("utf-8")


def slug(text, n=40):
    s = re.sub(r"[^0-9a-zA-Z]+", "_", text.strip().lower()).strip("_")
    return (s[:n].rstrip("_")) or "intro"


def rst_sections(text):
    """[(line number where a section starts, title)] of an rst page (0-based lines)."""
    lines = text.split("\n")
    out = [(0, "intro")]
    for i in range(len(lines) - 1):
        title, under = lines[i], lines[i + 1]
        if (title.strip() and not title[0].isspace() and re.fullmatch(r"([=\-~^\"'*+#:.`_])\1{2,}", under)
                and len(under) >= len(title.rstrip()) and not re.fullmatch(r"([=\-~^\"'*+#:.`_])\1*", title)):
            out.append((i, title.strip()))
    return out


def rst_examples(text):
    """[(line, source)] of the page's >>> examples and of its ``.. testcode::``/``.. testsetup::`` blocks
    (Sphinx runs both; ``.. code-block::`` is only shown, never run)."""
    out = [(ex.lineno, ex.source) for ex in doctest.DocTestParser().get_examples(text)]
    lines = text.split("\n")
    for i, ln in enumerate(lines):
        m = re.match(r"^(\s*)\.\. (testcode|testsetup)::", ln)
        if not m:
            continue
        indent, j, body = len(m.group(1)), i + 1, []
        while j < len(lines) and (not lines[j].strip() or len(lines[j]) - len(lines[j].lstrip()) > indent):
            if not body and re.match(r"^\s*:\w[\w-]*:", lines[j]):
                j += 1
                continue
            body.append(lines[j])
            j += 1
        out.append((i, textwrap.dedent("\n".join(body)).strip("\n") + "\n"))
    return sorted(out)


def md_cells(text):
    """Sections and code cells of a MyST notebook: ([(line, title)], [(line, source)])."""
    lines = text.split("\n")
    sections, cells = [(0, "intro")], []
    i, n = 0, len(lines)
    while i < n:
        ln = lines[i]
        m = re.match(r"^(`{3,})\s*\{code-cell\}", ln)
        if m:
            fence, start, body = m.group(1), i, []
            i += 1
            if i < n and lines[i].strip() == "---":  # a YAML options block
                i += 1
                while i < n and lines[i].strip() != "---":
                    i += 1
                i += 1
            while i < n and lines[i].startswith(":") and re.match(r"^:\w+:", lines[i]):
                i += 1
            while i < n and not lines[i].startswith(fence):
                body.append(lines[i])
                i += 1
            # IPython magics and shell escapes are not Python
            src = "\n".join("" if re.match(r"^\s*[%!]", b) else b for b in body)
            cells.append((start, src + "\n"))
        elif re.match(r"^`{3,}", ln):  # a non-executed fence
            fence = re.match(r"^(`{3,})", ln).group(1)
            i += 1
            while i < n and not lines[i].startswith(fence):
                i += 1
        elif re.match(r"^#{1,6}\s+\S", ln):
            title = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", re.sub(r"^#+\s+", "", ln)).replace("`", "")
            sections.append((i, title.strip()))
        i += 1
    return sections, cells


def ktx_exercises(text):
    """Exercises of numpy-100's keyed text (``< qN`` question, ``< hN`` hint, ``< aN`` answer), as
    ([(N, question's first line)], [(N, answer source)]); index N of the first list is exercise N."""
    blocks, key = {}, None
    for ln in text.split("\n"):
        m = re.match(r"^< ([qha])(\d+)\s*$", ln)
        if m:
            key = (m.group(1), int(m.group(2)))
            blocks[key] = []
        elif key:
            blocks[key].append(ln)
    numbers = sorted(n for k, n in blocks if k == "q")
    sections = [(0, "intro")]
    for n in numbers:
        assert n == len(sections), f"exercise {n} out of order"
        question = "\n".join(blocks[("q", n)]).strip().split("\n")[0]
        sections.append((n, re.sub(r"\s*\([★☆]+\)\s*$", "", question).strip()))
    # IPython magics are not Python
    cells = [(n, "\n".join("" if re.match(r"^\s*[%!]", b) else b for b in blocks[("a", n)]).strip("\n") + "\n")
             for n in numbers if ("a", n) in blocks]
    return sections, cells


# ---------------------------------------------------------------- statements

class Stmt:
    def __init__(self, src, section):
        self.src = src
        self.section = section
        self.tree = ast.parse(src)
        self.loads, self.binds, self.mutates = analyse(self.tree)


def root_node(node):
    while isinstance(node, (ast.Attribute, ast.Subscript, ast.Starred)):
        node = node.value
    return node if isinstance(node, ast.Name) else None


def root_name(node):
    node = root_node(node)
    return node.id if node else None


def local_name_nodes(tree):
    """The Name nodes that stand for a function's or a comprehension's own local names: reading or binding
    them neither needs nor changes the page's names of the same spelling."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            a = node.args
            local = {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs + [a.vararg, a.kwarg] if x}
            inner = [n for b in (node.body if isinstance(node.body, list) else [node.body]) for n in ast.walk(b)]
            declared = {g for n in inner if isinstance(n, (ast.Global, ast.Nonlocal)) for g in n.names}
            local |= {n.id for n in inner if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load)}
            local |= {n.name for n in inner if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))}
            local |= {(a.asname or a.name).split(".")[0] for n in inner
                      if isinstance(n, (ast.Import, ast.ImportFrom)) for a in n.names}
            local -= declared
            out |= {id(n) for n in inner if isinstance(n, ast.Name) and n.id in local}
        elif isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)):
            local = {n.id for g in node.generators for n in ast.walk(g.target) if isinstance(n, ast.Name)}
            out |= {id(n) for n in ast.walk(node) if isinstance(n, ast.Name) and n.id in local}
    return out


def analyse(tree):
    """(names read, names (re)bound outright, names whose object is changed in place)."""
    loads, binds, mutates = set(), set(), set()
    local = local_name_nodes(tree)
    # a top-level for loop's target names are bound before its body reads or changes them
    fresh = set()
    for node in tree.body:
        if isinstance(node, ast.For):
            fresh |= {n.id for n in ast.walk(node.target) if isinstance(n, ast.Name)}
            fresh -= {n.id for n in ast.walk(node.iter) if isinstance(n, ast.Name)}
    for node in ast.walk(tree):
        if id(node) in local:
            continue
        if isinstance(node, ast.Name):
            if isinstance(node.ctx, ast.Del):  # del x needs the x made before
                loads.add(node.id)
                mutates.add(node.id)
            else:
                (loads if isinstance(node.ctx, ast.Load) else binds).add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for a in node.names:
                binds.add(a.asname or a.name.split(".")[0])
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)):
            binds.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Delete)):
            targets = node.targets if isinstance(node, (ast.Assign, ast.Delete)) else [node.target]
            for t in targets:
                for sub in ast.walk(t):
                    if isinstance(sub, (ast.Subscript, ast.Attribute)):
                        r = root_node(sub)
                        if r and id(r) not in local:
                            mutates.add(r.id)
                if isinstance(node, ast.AugAssign) and isinstance(t, ast.Name) and id(t) not in local:
                    mutates.add(t.id)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr in INPLACE_METHODS or (node.func.attr.endswith("_") and not node.func.attr.startswith("_")):
                r = root_node(node.func.value)
                if r and id(r) not in local:
                    mutates.add(r.id)
            for kw in node.keywords:  # out=x writes into x
                if kw.arg == "out":
                    r = root_node(kw.value)
                    if r and id(r) not in local:
                        mutates.add(r.id)
    # a name bound by a plain assignment but also read (x = x + 1) needs its earlier value
    mutates |= binds & loads
    mutates -= fresh
    loads -= fresh
    binds -= mutates
    loads.discard("np")
    return loads, binds - {"np"}, mutates - {"np"}


def split_statements(src):
    """The top-level statements of a source, each as its own source text (decorators included)."""
    tree = ast.parse(src)
    lines = src.split("\n")
    out = []
    for node in tree.body:
        start = min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])]) - 1
        text = "\n".join(lines[start:node.end_lineno])
        if start == node.lineno - 1 and node.col_offset:
            text = text[node.col_offset:]
        out.append(text.rstrip() + "\n")
    return out


def extract(kind, text):
    """[(section title, [statement sources])] in page order; and a {reason: count} of unparsable examples."""
    if kind == "rst":
        sections, examples = rst_sections(text), rst_examples(text)
    elif kind == "ktx":
        sections, examples = ktx_exercises(text)
    else:
        sections, examples = md_cells(text)
    dropped = {}
    per = []
    for line, src in examples:
        title_i = max(i for i, (l, _) in enumerate(sections) if l <= line)
        try:
            stmts = split_statements(src)
        except SyntaxError:  # e.g. "input numpy as np" in basics.subclassing: what it defines is left out
            per.append((title_i, sections[title_i][1], None, set(re.findall(
                r"^\s*(?:class|def)\s+(\w+)|^(\w+)\s*=", src, re.M)) and {
                a or b for a, b in re.findall(r"^\s*(?:class|def)\s+(\w+)|^(\w+)\s*=", src, re.M)}))
            continue
        for s in stmts:
            per.append((title_i, sections[title_i][1], s, None))
    return per, dropped


def rewrite(src):
    src = re.sub(r"default_rng\(\s*\)", "default_rng(0)", src)
    for name in DATA_FILES:
        src = re.sub(r"(['\"])" + re.escape(name) + r"\1", repr(f"{DATA_DIR_REL}/{name}"), src)
    src = src.replace("os.getcwd()", repr(DATA_DIR_REL))
    return src


def without_comments(src):
    """The source with its comments blanked, so that the patterns see only code."""
    out, lines = src, src.split("\n")
    try:
        toks = [t for t in tokenize.generate_tokens(io.StringIO(src).readline) if t.type == tokenize.COMMENT]
    except (tokenize.TokenError, SyntaxError):
        return out
    for t in reversed(toks):
        (row, col), (_, end) = t.start, t.end
        lines[row - 1] = lines[row - 1][:col] + lines[row - 1][end:]
    return "\n".join(lines)


def skip_reason(src, tree):
    src = without_comments(src)
    why = next((w for w, rx in SKIP if rx.search(src)), None)
    if why:
        return why
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            mods = [node.module] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
            for m in mods:
                if m and importlib.util.find_spec(m.split(".")[0]) is None:
                    return f"package not installed ({m.split('.')[0]})"
    if LOADERS.search(src) and not any(d in src for d in DATA_FILES + [DATA_DIR_REL]) \
            and "StringIO" not in src and "BytesIO" not in src and not re.search(r"\(\s*(data|text|s)\b", src):
        return "reads a file not present"
    if EMPTY_CONTENTS.search(src):
        return "np.empty contents"
    return None


# ---------------------------------------------------------------- running under NumPy

def echo_statements(stmts, np):
    """Per statement: (its echo under golden's rules, seconds). One fresh namespace, cwd = the crate root."""
    env = {"__name__": "__main__"}
    exec("import numpy as np", env)  # every script starts with it
    saved = np.get_printoptions()
    out, seeded = [], False
    try:
        for s in stmts:
            if not seeded and LEGACY_RANDOM.search(s):  # as seed_legacy does in each script
                exec("np.random.seed(0)", env)
                seeded = True
            t0 = time.perf_counter()
            text, _ = _echo_in(env, s)
            out.append((text, time.perf_counter() - t0))
    finally:
        np.set_printoptions(**saved)
    return out


def _echo_in(env, src):
    buf_all = []
    for node in ast.parse(src).body:
        buf = io.StringIO()
        try:
            if isinstance(node, ast.Expr):
                with contextlib.redirect_stdout(buf):
                    value = eval(compile(ast.Expression(node.value), "<s>", "eval"), env)
                buf_all.append(buf.getvalue())
                if value is not None:
                    buf_all.append(repr(value) + "\n")
            else:
                with contextlib.redirect_stdout(buf):
                    exec(compile(ast.Module([node], []), "<s>", "exec"), env)
                buf_all.append(buf.getvalue())
        except Exception as e:
            buf_all.append(buf.getvalue())
            buf_all.append(f"{type(e).__name__}: {e}\n")
    return "".join(buf_all), False


# ---------------------------------------------------------------- building scripts

def build_page(name, kind, text, np, dropped_totals, stem_of=None):
    """[(stem, section title, prefix statements, own statements)] for one page; ``stem_of((section index,
    title))`` names a section's script (default ``<page>_<NN>_<section>``)."""
    per, dropped = extract(kind, text)
    for k, v in dropped.items():
        dropped_totals[k] = dropped_totals.get(k, 0) + v
    stmts, tainted = [], set()
    for sec_i, title, src, unparsable in per:
        if src is None:
            dropped_totals["not Python"] = dropped_totals.get("not Python", 0) + 1
            tainted |= unparsable or set()
            continue
        src = rewrite(src)
        st = Stmt(src, (sec_i, title))
        why = skip_reason(src, st.tree)
        if why is None and (st.loads | st.mutates) & tainted:
            why = "uses a left-out statement's name"
        if why is not None:
            dropped_totals[why] = dropped_totals.get(why, 0) + 1
            if os.environ.get("TEACHING_DEBUG"):
                print(f"    left out ({why}) {name}: {src.strip()[:100]!r}")
            tainted |= st.binds | st.mutates
            continue
        tainted -= st.binds
        stmts.append(st)
    # run the whole page's kept statements twice: drop what differs, looks like an address, or is slow
    for _ in range(6):
        r1, r2 = echo_statements([s.src for s in stmts], np), echo_statements([s.src for s in stmts], np)
        bad = set()
        for i, ((a, t), (b, _)) in enumerate(zip(r1, r2)):
            if a != b or any(rx.search(a) for rx, _ in golden._SUSPICIOUS):
                bad.add((i, "non-deterministic output"))
            elif t > SLOW_SECONDS:
                bad.add((i, "slow (> 2 s in NumPy)"))
        if not bad:
            break
        idx = {i: why for i, why in bad}
        kept, tainted = [], set()
        for i, s in enumerate(stmts):
            why = idx.get(i)
            if why is None and (s.loads | s.mutates) & tainted:
                why = "uses a left-out statement's name"
            if why:
                dropped_totals[why] = dropped_totals.get(why, 0) + 1
                tainted |= s.binds | s.mutates
                continue
            tainted -= s.binds
            kept.append(s)
        stmts = kept
    # one script per section: the section's statements, after the earlier ones they need
    scripts, order = [], []
    for s in stmts:
        if s.section not in order:
            order.append(s.section)
    page_stem = slug(name.replace(".", "_"), 40)
    used_stems = set()
    for n, sec in enumerate(order, 1):
        first = next(i for i, s in enumerate(stmts) if s.section == sec)
        own = [s for s in stmts if s.section == sec]
        need = set()
        defined = set()
        for s in own:
            need |= (s.loads | s.mutates) - defined
            defined |= s.binds | s.mutates
        need -= _BUILTINS - {n for s in stmts[:first] for n in s.binds | s.mutates}
        prefix = []
        for s in reversed(stmts[:first]):
            touched = s.binds | s.mutates
            if touched & need:
                prefix.append(s)
                need = (need - s.binds) | s.loads | s.mutates
        prefix.reverse()
        stem = stem_of(sec) if stem_of else f"{page_stem}_{n:02d}_{slug(sec[1])}"
        while stem in used_stems:
            stem += "_"
        used_stems.add(stem)
        scripts.append((stem, sec[1], [s.src for s in prefix], [s.src for s in own]))
    return scripts


def seed_legacy(srcs):
    out, seeded = [], False
    for s in srcs:
        if not seeded and LEGACY_RANDOM.search(s):
            out.append("np.random.seed(0)\n")
            seeded = True
        out.append(s)
    return out


def write_suite(suite_dir, source_desc, pages, np, stem_of=None):
    os.makedirs(suite_dir, exist_ok=True)
    totals, written, report = {}, [], []
    os.chdir(ROOT)
    for name, kind, text in pages:
        for stem, title, prefix, own in build_page(name, kind, text, np, totals, stem_of):
            if all(re.fullmatch(r"\s*(import numpy as np)?\s*", s) for s in own):
                continue
            lines = seed_legacy(prefix + ["#SECTION\n"] + own)
            body = ""
            for s in lines:
                if s == "#SECTION\n":
                    if prefix:
                        body += f"# --- {title}\n"
                    continue
                body += s
            header = f"# {source_desc(name, title)}: its examples in order, by tools/teaching_suites.py\n"
            if prefix:
                header += "# (first, the statements of earlier sections it builds on)\n"
            if not re.match(r"import numpy as np\n", body):
                header += "import numpy as np\n"
            path = os.path.join(suite_dir, stem + ".py")
            with open(path, "w", encoding="utf-8") as f:
                f.write(header + body)
            try:
                first, _ = golden.echo_file(path, np)
                second, _ = golden.echo_file(path, np)
            except golden.OutOfBounds as e:
                first, second = None, str(e)
            problems = [] if first is None else [w for rx, w in golden._SUSPICIOUS if rx.search(first)]
            if first is None or first != second or problems:
                os.remove(path)
                report.append(f"  {stem}: refused (non-deterministic output {problems or ''})")
                continue
            with open(path[:-3] + ".out", "w", encoding="utf-8", newline="") as f:
                f.write(first)
            written.append(stem)
    keep = set(written)
    for fname in os.listdir(suite_dir):
        stem, ext = os.path.splitext(fname)
        if ext in (".py", ".out") and stem not in keep:
            os.remove(os.path.join(suite_dir, fname))
    print(f"wrote {len(written)} scripts to {os.path.relpath(suite_dir, ROOT)}")
    print("statements left out: " + ", ".join(f"{v} {k}" for k, v in sorted(totals.items(), key=lambda kv: -kv[1])))
    for line in report:
        print(line)
    return written


# ---------------------------------------------------------------- measuring

NOT_SUPPORTED = re.compile(r"NotImplementedError: (.*)|ModuleNotFoundError: No module named '([^']+)'")


# (cause, pattern on a line stridelab printed that NumPy did not): the causes docs/conformance.md ranks.
CAUSES = [
    ("string dtypes", re.compile(r"data type '[<>|=]?[SUa]\d*'|string arrays|numpy\.(str_|bytes_|dtypes|char|strings)\b|"
                                 r"dtype <class '(str|bytes)'>|data type '[^']*\bS\d+[^']*' not understood")),
    ("datetime64/timedelta64", re.compile(r"datetime64|timedelta64")),
    ("object arrays", re.compile(r"dtype <class 'object'>|arrays of '\w+' objects")),
    ("linalg", re.compile(r"numpy\.linalg")),
    ("text/file reading (loadtxt, genfromtxt, io.StringIO)", re.compile(r"numpy\.(loadtxt|genfromtxt)|module io\b|No module named 'io'")),
    ("Python module os", re.compile(r"No module named 'os'|module os\b")),
    ("ndarray subclasses", re.compile(r"derive from classes defined in the script|dtype <class '__main__")),
    ("structured dtypes beyond the modelled core (fields, titles, comparison, np.rec, recfunctions)",
     re.compile(r"dtype\.fields|field titles|structured array|numpy\.rec\b|recfunctions")),
    ("np.ma", re.compile(r"numpy\.ma\b")),
    ("print options (nanstr=, formatter=)", re.compile(r"set_printoptions\(")),
    ("numpy.testing", re.compile(r"numpy\.testing")),
    ("Python builtins/stdlib (help, bytearray, math.prod)", re.compile(r"builtin '|module 'math' has no attribute")),
    ("missing NumPy functions (vander, block, geomspace, fromfunction, r_, histogram, polymul, issubdtype, "
     "typecodes, polynomial, asmatrix...)", re.compile(r"NotImplementedError: numpy\.\w+|complex start, stop")),
    ("Generator.integers array bounds", re.compile(r"array-like bounds")),
]


def classify(expected, actual):
    """Why a script fails: the cause of the first line stridelab printed that NumPy did not (CAUSES), else
    'wrong output: <that line>'."""
    exp = set(expected.splitlines())
    first = None
    for line in actual.splitlines():
        if line in exp:
            continue
        for cause, rx in CAUSES:
            if rx.search(line):
                return cause
        m = NOT_SUPPORTED.search(line)
        if m:
            return "not supported: " + (m.group(1) or f"module {m.group(2)}")
        if first is None:
            first = line
    if first is None:
        first = next((ln for ln in expected.splitlines() if ln not in set(actual.splitlines())), "(missing lines)")
    return "wrong output: " + first[:90]


def causes_table(rows):
    """{cause: [stems]} ranked by the number of scripts."""
    table = {}
    for suite, stem, why in rows:
        table.setdefault(why, []).append(f"{suite}/{stem}.py")
    return sorted(table.items(), key=lambda kv: (-len(kv[1]), kv[0]))


def measure(binary, suite_dir):
    results = []
    stems = sorted(f[:-3] for f in os.listdir(suite_dir) if f.endswith(".py"))
    for stem in stems:
        py = os.path.join(suite_dir, stem + ".py")
        with open(py[:-3] + ".out", encoding="utf-8") as f:
            expected = f.read()
        try:
            run = subprocess.run([binary, "--plain", py], capture_output=True, timeout=10, cwd=ROOT)
            actual = run.stdout.decode("utf-8", "replace")
            status = "ok" if run.returncode in (0, 1) else f"exit {run.returncode}"
        except subprocess.TimeoutExpired:
            actual, status = "", "TIMEOUT"
        sm = difflib.SequenceMatcher(None, expected.splitlines(), actual.splitlines(), autojunk=False)
        same = sum(b.size for b in sm.get_matching_blocks())
        ok = status == "ok" and actual == expected
        results.append((stem, ok, len(expected.splitlines()), same, status,
                        "" if ok else (status if status != "ok" else classify(expected, actual))))
    return results


def write_known(suite_dir, failing, label):
    with open(os.path.join(suite_dir, "KNOWN_FAILURES.txt"), "w", encoding="utf-8") as f:
        f.write(f"# {label} scripts stridelab does not reproduce yet. tests/conformance.rs runs them and requires\n"
                "# each to still FAIL: remove a line when its script passes (`python3 tools/teaching_suites.py\n"
                "# --update-known` rewrites this file). The list only shrinks.\n")
        for stem in failing:
            f.write(stem + ".py\n")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--numpy-git", default=NUMPY_GIT)
    ap.add_argument("--tutorials-git", default=TUTORIALS_GIT)
    ap.add_argument("--numpy-commit", default=NUMPY_COMMIT)
    ap.add_argument("--tutorials-commit", default=TUTORIALS_COMMIT)
    ap.add_argument("--exercises-git", default=EXERCISES_GIT)
    ap.add_argument("--exercises-commit", default=EXERCISES_COMMIT)
    ap.add_argument("--bin", default=os.path.join(ROOT, "target", "release", "stridelab"))
    ap.add_argument("--measure", action="store_true", help="do not regenerate; only run and measure")
    ap.add_argument("--update-known", action="store_true")
    ap.add_argument("--failing", action="store_true")
    ap.add_argument("--only", choices=["userguide", "tutorials", "exercises", "docstrings"])
    args = ap.parse_args(argv)
    np = golden._import_numpy()
    suites = [("userguide", "User guide"), ("tutorials", "Tutorial"), ("exercises", "numpy-100 exercise")]
    if args.measure:  # the docstring suite is measured here too (tools/docstrings.py writes it)
        suites = [("docstrings", None)] + suites
    if args.only:
        suites = [s for s in suites if s[0] == args.only]
    if not args.measure:
        for suite, _ in suites:
            d = os.path.join(CONF, suite)
            stem_of = None
            if suite == "userguide":
                pages = [(p, "rst", git_show(args.numpy_git, args.numpy_commit, f"doc/source/user/{p}.rst"))
                         for p in USERGUIDE_PAGES]
                desc = lambda p, t: f"NumPy user guide {p}.rst (numpy/numpy@{args.numpy_commit[:12]}), section \"{t}\""  # noqa: E731
            elif suite == "exercises":
                os.makedirs(d, exist_ok=True)
                with open(os.path.join(d, "LICENSE-numpy-100.txt"), "w", encoding="utf-8") as f:
                    f.write(git_show(args.exercises_git, args.exercises_commit, "LICENSE.txt"))
                pages = [("numpy-100", "ktx", git_show(args.exercises_git, args.exercises_commit,
                                                      "source/exercises100.ktx"))]
                number = {t: n for n, t in ktx_exercises(pages[0][2])[0]}
                desc = lambda p, t: (f"numpy-100 (rougier/numpy-100@{args.exercises_commit[:12]}, MIT licence, "  # noqa: E731
                                     f"Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise {number[t]}, \"{t}\"")
                stem_of = lambda sec: f"{sec[0]:03d}_{slug(sec[1])}"  # noqa: E731
            else:
                os.makedirs(os.path.join(ROOT, DATA_DIR_REL), exist_ok=True)
                for name in DATA_FILES:
                    data = subprocess.run(["git", "--git-dir", args.tutorials_git, "show",
                                           f"{args.tutorials_commit}:content/{name}"],
                                          check=True, capture_output=True).stdout
                    with open(os.path.join(ROOT, DATA_DIR_REL, name), "wb") as f:
                        f.write(data)
                pages = [(p, "md", git_show(args.tutorials_git, args.tutorials_commit, f"content/{p}.md"))
                         for p in TUTORIAL_NOTEBOOKS]
                desc = lambda p, t: f"numpy-tutorials content/{p}.md (numpy/numpy-tutorials@{args.tutorials_commit[:12]}), section \"{t}\""  # noqa: E731
            write_suite(d, desc, pages, np, stem_of)
    if not os.path.exists(args.bin):
        print(f"no binary at {args.bin}: generated only, not measured")
        return 0
    all_failing = []
    for suite, label in suites:
        d = os.path.join(CONF, suite)
        results = measure(args.bin, d)
        all_failing += [(suite, r[0], r[5]) for r in results if not r[1]]
        identical = sum(r[1] for r in results)
        lines = sum(r[2] for r in results)
        same = sum(r[3] for r in results)
        print(f"{suite} suite: {identical} of {len(results)} scripts identical "
              f"({100.0 * identical / max(len(results), 1):.1f}%), {same} of {lines} expected lines reproduced "
              f"({100.0 * same / max(lines, 1):.1f}%)")
        failing = [r for r in results if not r[1]]
        bad = [r for r in failing if r[4] != "ok"]
        if bad:
            print("  crash/timeout (cannot be known failures): " + ", ".join(f"{r[0]} ({r[4]})" for r in bad))
        if args.failing:
            for stem, _, n, s, _, why in failing:
                print(f"  FAIL {suite}/{stem}.py  {s}/{n} lines  {why}")
        if args.update_known and label:
            write_known(d, [r[0] for r in failing], label)
            print(f"wrote {os.path.relpath(os.path.join(d, 'KNOWN_FAILURES.txt'), ROOT)} ({len(failing)} scripts)")
    if args.failing:
        print("failures by cause (the first thing each script meets), most scripts first:")
        for why, stems in causes_table(all_failing):
            print(f"  {len(stems):3d}  {why}   e.g. {stems[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
