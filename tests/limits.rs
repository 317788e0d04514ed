//! Every resource limit and hostile-input rule (docs/fuzzing-and-limits.md), through the real binary (plain and
//! rich script modes) or a session in process (Ctrl-C). Expected texts: python3.11 / NumPy 2.4.

use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::atomic::Ordering;
use std::time::Duration;

fn bin() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_stridelab"));
    c.env_remove("STRIDELAB_MAX_STEPS");
    c
}

/// (stdout, stderr, status) of `stridelab ARGS` with `input` on stdin.
fn run(args: &[&str], env: &[(&str, &str)], input: &[u8]) -> (String, String, i32) {
    let mut c = bin();
    c.args(args);
    for (k, v) in env {
        c.env(k, v);
    }
    let mut child = c.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let o = child.wait_with_output().unwrap();
    (String::from_utf8_lossy(&o.stdout).into(), String::from_utf8_lossy(&o.stderr).into(), o.status.code().unwrap_or(-1))
}

fn plain(src: &str) -> (String, String, i32) {
    run(&["--plain", "-"], &[], src.as_bytes())
}

fn temp(tag: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("stridelab-limits-{}-{}", tag, std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn deep_nesting_ends_in_cpythons_errors() {
    let n = 100_000;
    let paren = "SyntaxError: too many nested parentheses\n";
    let rec = "RecursionError: maximum recursion depth exceeded during compilation\n";
    let mem = "MemoryError\n";
    let cases: Vec<(String, &str)> = vec![
        (format!("x = {}1{}", "(".repeat(n), ")".repeat(n)), paren),
        (format!("x = {}1{}", "[".repeat(n), "]".repeat(n)), paren),
        (format!("x = {}1{}", "-(".repeat(n), ")".repeat(n)), paren),
        (format!("x = {}1{}", "f(".repeat(n), ")".repeat(n)), paren),
        (format!("x = {}", "[".repeat(n)), paren),
        (format!("x = {}1", "-".repeat(n)), mem),
        (format!("x = {}1", "not ".repeat(n)), mem),
        (format!("x = {}1", "~".repeat(n)), mem),
        (format!("x = 1{}", "**1".repeat(n)), mem),
        (format!("x = {}1", "lambda: ".repeat(n)), mem),
        (format!("x = a{}", ".b".repeat(n)), rec),
        (format!("x = f{}", "()".repeat(n)), rec),
        (format!("x = a{}", "[0]".repeat(n)), rec),
        (format!("x = 1{}", "+1".repeat(n)), rec),
        // CPython's thresholds: 2992 unary minus compile, 2993 do not; 5968 exhaust the parser
        (format!("x = {}1", "-".repeat(2993)), rec),
        (format!("x = {}1", "-".repeat(5968)), mem),
        (format!("x = 1{}", "**1".repeat(2984)), mem),
    ];
    for (src, want) in cases {
        let (out, err, code) = plain(&format!("{src}\n"));
        assert!(err.ends_with(want), "{}...: {err}", &src[..20]);
        assert_eq!((out.as_str(), code), ("", 1), "{}...", &src[..20]);
    }
    for ok in [format!("x = {}1\nx\n", "-".repeat(2992)), format!("x = {}1{}\nx\n", "(".repeat(200), ")".repeat(200))] {
        let (out, err, code) = plain(&ok);
        assert_eq!((out.as_str(), err.as_str(), code), ("1\n", "", 0));
    }
    // 201 brackets: the tokenizer's error, with CPython's location lines
    let (_, err, _) = plain(&format!("x = {}1{}\n", "(".repeat(201), ")".repeat(201)));
    assert!(err.starts_with("  File \"<stdin>\", line 1\n    x = ((("), "{err}");
}

#[test]
fn runaway_recursion_is_a_recursion_error_at_cpythons_depth() {
    let (out, err, code) = plain("def f(): return f()\nf()\nn = 0\ndef g():\n    global n\n    n += 1\n    g()\n\ng()\nn\nprint('alive')\n");
    assert_eq!(
        out,
        "RecursionError: maximum recursion depth exceeded\nRecursionError: maximum recursion depth exceeded\n999\nalive\n"
    );
    assert_eq!((err.as_str(), code), ("", 1));
}

#[test]
fn non_utf8_source_is_cpythons_syntax_error() {
    let d = temp("utf8");
    let f = d.join("bad.py");
    std::fs::write(&f, b"x = 1\ny = \"\xff\"\n").unwrap();
    let fs = f.to_str().unwrap();
    let want = format!(
        "SyntaxError: Non-UTF-8 code starting with '\\xff' in file {fs} on line 2, but no encoding declared; see https://peps.python.org/pep-0263/ for details\n"
    );
    for args in [vec!["--plain", fs], vec![fs]] {
        let (out, err, code) = run(&args, &[], b"");
        assert_eq!((out.as_str(), err.as_str(), code), ("", want.as_str(), 1), "{args:?}");
    }
    let (out, err, code) = run(&["--plain", "-"], &[], b"print(1)\n# caf\xe9\n");
    assert_eq!(out, "");
    assert!(err.starts_with("SyntaxError: Non-UTF-8 code starting with '\\xe9' in file <stdin> on line 2,"), "{err}");
    assert_eq!(code, 1);
}

#[test]
fn non_interactive_runs_have_a_work_budget() {
    let budget = "RuntimeError: stridelab stopped the script: it used up its work budget of";
    for src in ["while True: pass\n", "while 1:\n    x = 1\n", "i = 0\nwhile i >= 0:\n    i += 1\n", "for i in range(10**7): pass\n"] {
        let (out, _, code) = run(&["--plain", "--max-steps", "1000000", "-"], &[], format!("{src}print('after')\n").as_bytes());
        assert!(out.starts_with(budget) && !out.contains("after"), "{src:?}: {out}");
        assert_eq!(code, 1);
    }
    // kernels count their element operations (NumPy's 5e12 additions)
    let sum = "import numpy as np\nfrom numpy.lib.stride_tricks import sliding_window_view\nsliding_window_view(np.zeros((3000, 3000)), (1500, 1500)).sum(axis=(2, 3))\n";
    let (out, _, code) = run(&["--plain", "--max-steps", "50000000", "-"], &[], sum.as_bytes());
    assert!(out.starts_with(budget) && out.contains("50000000 steps"), "{out}");
    assert_eq!(code, 1);
    let (out, _, _) = run(&["--plain", "-"], &[], sum.replace(".sum(axis=(2, 3))", ".sum()").as_bytes());
    assert!(out.starts_with(budget) && out.contains("4000000000 steps"), "default budget: {out}");
    // the environment variable and rich script mode
    let (out, _, code) = run(&["-"], &[("STRIDELAB_MAX_STEPS", "20000")], b"x = 1\nwhile True: pass\n");
    assert!(out.contains("budget of 20000 steps") && code == 1, "{out}");
    // `except` cannot swallow it
    let (out, _, _) = run(&["--plain", "--max-steps", "100000", "-"], &[], b"try:\n    while True: pass\nexcept Exception:\n    print('caught')\n");
    assert!(out.starts_with(budget) && !out.contains("caught"), "{out}");
    // enough budget: the same loop finishes
    let (out, _, code) = run(&["--plain", "--max-steps", "100000000", "-"], &[], b"i = 0\nwhile i < 1000: i += 1\ni\n");
    assert_eq!((out.as_str(), code), ("1000\n", 0));
    let (_, err, code) = run(&["--plain", "--max-steps", "many", "-"], &[], b"");
    assert!(err.contains("--max-steps: not a number") && code == 2, "{err}");
}

/// Ctrl-C in the REPL stops a long kernel (not only a Python loop) and the session goes on.
#[test]
fn ctrl_c_interrupts_long_kernels_and_keeps_the_session() {
    let mut s = stridelab::repl::Session::new(true);
    let mut out = Vec::new();
    s.run_source("import numpy as np\nfrom numpy.lib.stride_tricks import sliding_window_view\nx = np.arange(3)\n", &mut out).unwrap();
    for stmt in [
        "y = sliding_window_view(np.zeros((3000, 3000)), (1500, 1500)).sum()",
        "y = sliding_window_view(np.zeros((3000, 3000)), (1500, 1500)).sum(axis=(2, 3))",
        "while True: pass",
    ] {
        let flag = s.interrupt_flag();
        let t = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(300));
            flag.store(true, Ordering::Relaxed);
        });
        let mut out = Vec::new();
        let st = s.run_source(stmt, &mut out).unwrap();
        t.join().unwrap();
        assert!(st.interrupted, "{stmt}");
        assert!(String::from_utf8_lossy(&out).contains("KeyboardInterrupt"), "{stmt}");
    }
    let mut out = Vec::new();
    s.run_source("try:\n    y\nexcept NameError:\n    print('no y')\n", &mut out).unwrap();
    s.run_source("x.sum()", &mut out).unwrap();
    assert_eq!(String::from_utf8_lossy(&out), "no y\nnp.int64(3)\n");
}

#[test]
fn overflowing_sizes_are_numpys_errors() {
    let big = "ValueError: array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.";
    let cases = [
        ("np.arange(10**30)", "ValueError: Maximum allowed size exceeded"),
        ("np.arange(2**62)", big),
        ("np.zeros((2**40, 2**40))", big),
        ("np.zeros((0, 2**62, 2**62))", big),
        ("np.empty((2**31, 2**31, 2**31))", big),
        ("np.zeros(10**30)", "ValueError: Maximum allowed dimension exceeded"),
        ("np.broadcast_to(np.zeros(1), (2**62, 2**62))", "ValueError: iterator is too large"),
        ("np.ones(2**40)", "MemoryError: Unable to allocate 8.00 TiB for an array with shape (1099511627776,) and data type float64"),
        ("np.zeros(4)[::2**62]", "array([0.])"),
    ];
    for (expr, want) in cases {
        let (out, _, _) = plain(&format!("import numpy as np\n{expr}\n"));
        assert_eq!(out, format!("{want}\n"), "{expr}");
    }
    // as_strided with strides that reach past the buffer never reads outside it
    let (out, _, _) = plain("import numpy as np\nfrom numpy.lib.stride_tricks import as_strided\nas_strided(np.zeros(4), (10,), (2**62,))\n");
    assert!(out.starts_with("ValueError: as_strided would read outside the array's memory"), "{out}");
    // --max-bytes: where NumPy would allocate, the limit is a MemoryError
    let (out, _, _) = run(&["--plain", "--max-bytes", "1000", "-"], &[], b"import numpy as np\nnp.zeros(200)\n");
    assert_eq!(out, "MemoryError: Unable to allocate 1.56 KiB for an array with shape (200,) and data type float64\n");
    // Python sequences count against the same limit, never below 64 MiB (a 61-million-item
    // tuple was a 3.9 GB abort)
    let (out, _, _) = run(&["--plain", "--max-bytes", "100000", "-"], &[], b"len((1,) * 1000)\nlen((1,) * 2 * 10**6)\nlen('ab' * 10**4)\n");
    assert_eq!(
        out,
        "1000\nMemoryError: a sequence of 2000000 items (122. MiB) is larger than stridelab's --max-bytes limit (64.0 MiB)\n20000\n"
    );
}

#[test]
fn failed_assignments_leave_variables_unchanged() {
    let src = "import numpy as np
a = np.zeros((3, 4))
a[:] = np.ones((2, 4))
a[::2] = np.ones((3, 4))
a[[0, 1]] = np.ones((3, 4))
a[a == 0] = np.ones(5)
a += np.ones((2, 4))
a[0], a[1] = 1
x, y = [1, 2, 3]
a[:, 0] = [1, 2]
try:
    x
except NameError:
    x = 'no x'
a.sum(), x
";
    let (out, _, _) = plain(src);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.last(), Some(&"(np.float64(0.0), 'no x')"), "{out}");
    // eight bad statements, eight errors, then the untouched state
    assert_eq!(lines.len(), 9, "every bad statement failed: {out}");
}

type Pty = expectrl::session::OsSession;

/// The REPL at its first prompt, and what it printed before it.
fn repl(history: &std::path::Path) -> (Pty, String) {
    use expectrl::Expect;
    let mut cmd = bin();
    cmd.env("TERM", "xterm").env("NO_COLOR", "1").env("STRIDELAB_HISTORY", history);
    let mut p = expectrl::Session::spawn(cmd).expect("spawn stridelab");
    p.set_expect_timeout(Some(Duration::from_secs(15)));
    let banner = String::from_utf8_lossy(p.expect(">>> ").expect("prompt").before()).into_owned();
    (p, banner)
}

#[test]
fn corrupt_or_unwritable_history_warns_and_the_shell_starts() {
    use expectrl::Expect;
    let d = temp("hist");
    // a directory where the history file should be: unreadable and unwritable
    let as_dir = d.join("dir");
    std::fs::create_dir_all(&as_dir).unwrap();
    let corrupt = d.join("corrupt");
    std::fs::write(&corrupt, b"\xff\xfe\x00garbage\n\x00\x01\n").unwrap();
    for h in [&as_dir, &corrupt] {
        let (mut p, banner) = repl(h);
        if h == &as_dir {
            assert!(banner.contains("warning: cannot read history file"), "{banner}");
        }
        p.send_line("print(6 * 7)").unwrap();
        p.expect("42").unwrap_or_else(|e| panic!("{}: {e}", h.display()));
        p.expect(">>> ").unwrap();
        p.send_line(":quit").unwrap();
        p.expect(expectrl::Eof).unwrap();
    }
}

/// The REPL's `:load` of a file that is not UTF-8 reports CPython's error; the session goes on.
#[test]
fn load_of_non_utf8_file_reports_and_continues() {
    use expectrl::Expect;
    let d = temp("load");
    let f = d.join("bad.py");
    std::fs::write(&f, b"x = 1\ny = \"\xff\"\n").unwrap();
    let (mut p, _) = repl(&d.join("history"));
    p.send_line(format!(":load {}", f.display())).unwrap();
    p.expect("SyntaxError: Non-UTF-8 code starting with '\\xff' in file").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line("print(40 + 2)").unwrap();
    p.expect("42").unwrap();
    p.send_line(":quit").unwrap();
    p.expect(expectrl::Eof).unwrap();
}

/// len() returns a C ssize_t in CPython: a range longer than that has no length (it used to
/// wrap, 2**64 + 5 elements giving 5).
#[test]
fn len_of_a_range_past_ssize_t_is_an_overflow_error() {
    let too_big = "OverflowError: Python int too large to convert to C ssize_t";
    let (out, _, code) = plain("len(range(2**64 + 5))\nlen(range(2**63))\nlen(range(-2**64, 0, 3))\nlen(range(2**63 - 1))\n");
    assert_eq!(out, format!("{too_big}\n{too_big}\n6148914691236517206\n9223372036854775807\n"));
    assert_eq!(code, 1);
}

/// A statement that uses the work budget up exactly succeeds; the next one raises the budget's
/// error, and the run fails, as any overrun does (the run used to end there silently, exit 0).
#[test]
fn a_budget_used_up_exactly_stops_the_next_statement_with_its_error() {
    let src = b"i = 0\nwhile i < 5:\n    i += 1\nprint(i)\n";
    // find the exact budget: the smallest that lets the loop finish
    let exact = (1..=40)
        .map(|k| k * 16)
        .find(|n| {
            let (out, _, _) = run(&["--plain", "--max-steps", &n.to_string(), "-"], &[], b"i = 0\nwhile i < 5:\n    i += 1\n");
            !out.contains("RuntimeError")
        })
        .expect("the loop finishes within 640 steps");
    let (out, _, code) = run(&["--plain", "--max-steps", &exact.to_string(), "-"], &[], src);
    assert!(out.starts_with("RuntimeError: stridelab stopped the script: it used up its work budget"), "{exact}: {out}");
    assert_eq!(code, 1);
    let (out, _, code) = run(&["--plain", "--max-steps", &(exact + 64).to_string(), "-"], &[], src);
    assert_eq!((out.as_str(), code), ("5\n", 0));
}

/// An integer index into a range is arithmetic, as in CPython: indexing a range of 2**64
/// elements used to materialise it and spend the whole work budget.
#[test]
fn indexing_a_huge_range_costs_nothing() {
    let (out, _, code) = plain("range(2**64 + 5)[3]\nrange(2**64 + 5)[-1]\nrange(10, 0, -3)[2]\nrange(10)[-11]\nrange(5)[True]\n");
    assert_eq!(out, "3\n18446744073709551620\n4\nIndexError: range object index out of range\n1\n");
    assert_eq!(code, 1);
}

/// Work on containers is charged: `x in list`, `list.count` and dict lookups and stores scan
/// their items, and a loop of them stops at the budget like any other work (they were free:
/// 1000 x `-1 in [0]*10**6` ran 53 s under a budget of a million steps, and `d[i] = i` in an
/// endless loop ran for half an hour).
#[test]
fn container_scans_are_charged_to_the_work_budget() {
    let budget = ["--plain", "--max-steps", "2000000", "-"];
    for src in [
        "for i in range(1000):\n    -1 in [0]*10**6\n",
        "for i in range(1000):\n    ([0]*10**6).count(1)\n",
        "d = {}\ni = 0\nwhile True:\n    d[i] = i\n    i += 1\n",
        "d = {i: i for i in range(2000)}\nwhile True:\n    -1 in d\n",
    ] {
        let (out, _, code) = run(&budget, &[], src.as_bytes());
        assert!(out.starts_with("RuntimeError: stridelab stopped the script: it used up its work budget"), "{src}: {out}");
        assert_eq!(code, 1);
    }
}

#[test]
fn crashes_found_by_hostile_inputs_are_errors() {
    let too_big = "ValueError: array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.";
    let cases = [
        // intp overflow of the known sizes before a 0 (shape.c _fix_unknown_dimension); the
        // view was built with wrapped strides and printing it panicked
        ("np.arange(0).reshape(2**40, 2**40, 0)", "ValueError: cannot reshape array of size 0 into shape (1099511627776,1099511627776,0)"),
        ("print(np.arange(0).reshape(2**62, 4, 0))", "ValueError: cannot reshape array of size 0 into shape (4611686018427387904,4,0)"),
        // every new array, a view too, passes NumPy's byte-count check
        ("np.arange(0).reshape(2**20, 2**20, 2**20, 0)", too_big),
        ("np.arange(0).reshape(0, 2**40, 2**40)", too_big),
        // 2**32 empty rows: 64 GB of bookkeeping was an abort
        (
            "np.unique(np.zeros((2**32, 0)), axis=0)",
            "MemoryError: Unable to allocate 64.0 GiB for an array with shape (4294967296, 2) and data type int64",
        ),
        // a few bytes of array, 64 GB of Python list
        (
            "np.broadcast_to(np.arange(1), (2**31,)).tolist()",
            "MemoryError: a sequence of 2147483648 items (128. GiB) is larger than stridelab's --max-bytes limit (2.00 GiB)",
        ),
        (
            "list(np.broadcast_to(np.arange(1), (2**31,)))",
            "MemoryError: a sequence of 2147483648 items (128. GiB) is larger than stridelab's --max-bytes limit (2.00 GiB)",
        ),
        // string padding and joins are sized before they are built (each was an abort)
        ("'a'.center(10**12)", "MemoryError: a sequence of 1000000000000 items (931. GiB) is larger than stridelab's --max-bytes limit (2.00 GiB)"),
        ("'a'.rjust(2**62)", "MemoryError: a sequence of 4611686018427387904 items (4.00 EiB) is larger than stridelab's --max-bytes limit (2.00 GiB)"),
        ("'a'.ljust(2**63)", "OverflowError: Python int too large to convert to C ssize_t"),
        ("str(1).zfill(2**62)", "MemoryError: a sequence of 4611686018427387904 items (4.00 EiB) is larger than stridelab's --max-bytes limit (2.00 GiB)"),
        ("len('x'.join(['ab' * 10**6] * 3000))", "MemoryError: a sequence of 6000002999 items (5.59 GiB) is larger than stridelab's --max-bytes limit (2.00 GiB)"),
        ("'ab' * 2**62", "OverflowError: repeated string is too long"),
    ];
    for (expr, want) in cases {
        let (out, err, code) = plain(&format!("import numpy as np\n{expr}\nprint('still here')\n"));
        assert_eq!(out, format!("{want}\nstill here\n"), "{expr}: {err}");
        assert_eq!(code, 1, "{expr}");
    }
}

#[test]
fn the_memory_budget_stops_growth_with_a_memory_error_and_the_session_goes_on() {
    let grow = [
        "s = 'x' * 1000\nwhile True:\n    s = s + s\n",
        "l = [0]\nwhile True:\n    l = l + l\n",
        "l = [0] * 1000\nwhile True:\n    l.extend(l)\n",
        "a = []\nwhile True:\n    a.append(np.ones(10**6))\n",
        "a = []\nwhile True:\n    a.append(np.ones(10**5).tolist())\n",
        "d = {}\ni = 0\nwhile True:\n    d[i] = 'x' * 10**6\n    i += 1\n",
    ];
    for src in grow {
        let script = format!("import numpy as np\n{src}print('still here', len(np.arange(3)))\n");
        let t0 = std::time::Instant::now();
        let (out, err, code) = run(&["--plain", "--max-memory", "300M", "-"], &[("STRIDELAB_MAX_STEPS", "0")], script.as_bytes());
        assert!(out.starts_with("MemoryError: "), "{src}: {out} {err}");
        assert!(out.contains("stridelab's memory budget of 300. MiB"), "{src}: {out}");
        assert!(out.ends_with("still here 3\n"), "{src}: {out}");
        assert_eq!(code, 1, "{src}");
        assert!(t0.elapsed() < Duration::from_secs(30), "{src}: {:?}", t0.elapsed());
    }
    // the environment sets it too, and a bad size is a usage error
    let (out, _, _) = run(&["--plain", "-"], &[("STRIDELAB_MAX_MEMORY", "100M")], b"import numpy as np\nx = np.ones(20 * 2**20)\n");
    assert!(out.starts_with("MemoryError: 160. MiB more would pass stridelab's memory budget of 100. MiB"), "{out}");
    let (_, err, code) = run(&["--plain", "--max-memory", "lots", "-"], &[], b"1\n");
    assert!(err.contains("--max-memory: not a size: 'lots'"), "{err}");
    assert_eq!(code, 2);
}

#[test]
fn dict_stores_and_lookups_take_constant_time() {
    // 200,000 stores, lookups and deletes fit a budget that one scan per operation of a dict
    // kept as a list of pairs (16 steps per key compared) would overrun ten-thousandfold
    let src = "d = {}\nfor i in range(200000):\n    d[i] = i\nn = 0\nfor i in range(200000):\n    n += (i in d) + d[i] % 2\nfor i in range(0, 200000, 2):\n    del d[i]\nprint(len(d), n)\n";
    let (out, err, code) = run(&["--plain", "--max-steps", "200000000", "-"], &[], src.as_bytes());
    assert_eq!((out.as_str(), code), ("100000 300000\n", 0), "{err}");
}
