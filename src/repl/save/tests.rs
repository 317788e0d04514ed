//! Unit tests for `save`.

use super::*;

fn save(stmts: &[&str], vars: &[&str]) -> String {
    let s: Vec<String> = stmts.iter().map(|s| s.to_string()).collect();
    let v: HashSet<String> = vars.iter().map(|s| s.to_string()).collect();
    script(&s, &v)
}

fn body(s: &str) -> &str {
    s.split_once("\n\n").unwrap().1
}

#[test]
fn header_imports_numpy_and_stride_tricks_first() {
    let s = save(&["x = np.arange(6)"], &["x"]);
    let lines: Vec<&str> = s.lines().collect();
    assert_eq!(lines[1], "import numpy as np");
    assert_eq!(lines[2], "from numpy.lib.stride_tricks import as_strided, sliding_window_view");
    assert_eq!(body(&s), "x = np.arange(6)\n");
}

#[test]
fn bare_calls_become_np_calls() {
    let s = save(&["x = arange(6)", "w = windows(x, 3)", "y = reshape(x, (2, 3)).sum(axis=0)"], &["x", "w", "y"]);
    assert_eq!(body(&s), "x = np.arange(6)\nw = sliding_window_view(x, 3)\ny = np.reshape(x, (2, 3)).sum(axis=0)\n");
    assert!(!s.contains("from numpy import"));
}

#[test]
fn attributes_strings_and_keywords_untouched() {
    let s = save(&["y = x.reshape(2, 3)", "print('arange(3)', shape=1)", "z = np.zeros(3)"], &["x", "y", "z"]);
    assert_eq!(body(&s), "y = x.reshape(2, 3)\nprint('arange(3)', shape=1)\nz = np.zeros(3)\n");
    assert!(!s.contains("from numpy import"), "{s}");
}

#[test]
fn values_and_user_bindings_are_imported_not_rewritten() {
    let s = save(&["a = zeros(3, dtype=int64)", "b = a[:, newaxis]", "f = windows", "v = f(a, 2)"], &["a", "b", "f", "v"]);
    assert!(s.contains("from numpy import int64, newaxis\n"), "{s}");
    assert!(s.contains("windows = sliding_window_view"), "{s}");
    assert!(body(&s).starts_with("a = np.zeros(3, dtype=int64)\n"));
    // a user's own function named like a numpy one is left alone
    let s = save(&["def mean(v):\n    return 0", "mean(3)"], &["mean"]);
    assert_eq!(body(&s), "def mean(v):\n    return 0\nmean(3)\n");
    assert!(s.contains("from numpy import mean"), "{s}");
}

#[test]
fn teaching_calls_become_comments() {
    let s = save(&["x = arange(4)", "info(x)", "mem(x, x[::2])"], &["x"]);
    assert!(body(&s).contains("# info(x)\n"));
    assert!(body(&s).contains("# mem(x, x[::2])\n"));
    assert!(body(&s).starts_with("x = np.arange(4)\n"));
}

#[test]
fn f_strings_force_imports() {
    let s = save(&["print(f'{arange(3)}')"], &[]);
    assert!(s.contains("from numpy import arange"), "{s}");
    assert!(body(&s).contains("print(f'{arange(3)}')"));
}

#[test]
fn pool_commands_get_plain_numpy_definitions() {
    let s = save(&["x = arange(16.).reshape(4, 4)", "m = max_pool2d(x, 2)", "pool_trace(x, 2)"], &["x", "m"]);
    assert!(s.contains("\ndef max_pool2d(x, kernel_size, stride=None"), "{s}");
    assert!(s.contains("\ndef _pool_out_len("), "{s}");
    assert!(!s.contains("def avg_pool2d"), "{s}");
    assert!(s.contains("\nm = max_pool2d(x, 2)\n"), "{s}");
    assert!(s.contains("# pool_trace(x, 2)\n"), "{s}");
    let s = save(&["import stridelab", "w = stridelab.windows(arange(8), 3, step=2)"], &["w"]);
    assert!(s.contains("# import stridelab"), "{s}");
    assert!(s.contains("\nw = windows(np.arange(8), 3, step=2)\n"), "{s}");
    assert!(s.contains("\ndef windows(x, window_shape"), "{s}");
    assert!(!s.contains("windows = sliding_window_view"), "{s}");
    // without step, windows stays NumPy's sliding_window_view
    let s = save(&["w = windows(arange(8), 3)"], &["w"]);
    assert!(!s.contains("def windows"), "{s}");
}

#[test]
fn guarded_blocks_keep_multi_line_strings_intact() {
    let src = "for k in range(3):\n    print(\"\"\"a\n  b # not a comment\n\"\"\", k)  # it's\n    x[k + 1] = 1";
    assert_eq!(lines_inside_strings(src), HashSet::from([2, 3]));
    let e = Entry { source: src.into(), error: Some("IndexError: index 3".into()), echoed: false };
    let saved = saved_statement(&e);
    assert!(
        saved.starts_with("try:\n    for k in range(3):\n        print(\"\"\"a\n  b # not a comment\n\"\"\", k)  # it's\n        x[k + 1] = 1\nexcept"),
        "{saved}"
    );
    stridelab_lang::parser::parse_program(&saved).expect("the guarded block parses");
}

#[test]
fn identifier_scan() {
    let (ids, _) = identifiers("x.y(1e5, z) # w");
    let names: Vec<(bool, bool)> = ids.iter().map(|i| (i.after_dot, i.called)).collect();
    assert_eq!(names, vec![(false, false), (true, true), (false, false)]);
}
