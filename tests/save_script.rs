//! `:save` fidelity: sessions (echoed expressions, a loop that raised partway, the pool
//! commands, which the script defines in plain NumPy) are saved; each script is committed
//! as `tests/conformance/saved/NNN_*.py`, its `.out`
//! written by `tools/golden.py` with real NumPy, and that output must be exactly what the
//! session printed (so the script reproduces the session's output and state). Regenerate
//! after an intended change with `SNAPSHOTS=overwrite cargo test --test save_script`, then
//! run `python3 tools/golden.py tests/conformance/saved`.

use std::path::PathBuf;

use stridelab::repl::Session;

const SESSION: &str = "\
x = np.arange(6)
y = x.reshape(2, 3)
y
for k in range(4):
    x[k * 2] = -k
x
y.sum()  # all six
np.add.at(x, [0, 0], 1)
x[10]
w = windows(x, 3)
w[1]
print(x)
x.strides
";

/// The pool commands with the cases their NumPy definitions must get right: ties, NaN,
/// padding, ceil_mode, dilation, integer input, overlapping backward windows, 1-D, unfold/fold,
/// and the parameter and size errors.
const POOL_SESSION: &str = "\
x = np.array([[1., 3., 3., 0.], [2., 3., 1., 5.], [0., 4., 4., 1.], [6., 2., 0., 2.]])
max_pool2d(x, 2)
max_pool2d(x, 3, stride=2, padding=1, ceil_mode=True)
out, idx = max_pool2d(x, 2, stride=1, return_indices=True)
idx
max_pool2d(x, 2, dilation=2)
max_pool2d(np.array([[1., np.nan], [3., 2.]]), 2)
avg_pool2d(x, 3, stride=2, padding=1, ceil_mode=True)
avg_pool2d(x, 3, stride=2, padding=1, count_include_pad=False)
avg_pool2d(np.arange(16).reshape(1, 4, 4), 2)
g = max_pool2d_backward(np.ones((3, 3)), x, 2, stride=1)
g
g.sum()
avg_pool2d_backward(np.ones((2, 2)), x, 3, stride=1)
max_pool2d_backward(np.ones((2, 2), dtype=int), np.ones((4, 4)), 3, stride=1)
max_pool1d(np.array([1, 5, 5, 2, 7]), 2, stride=1)
avg_pool1d_backward(np.ones(3), np.zeros(5), 3, stride=1)
cols = unfold(x[None], 2)
cols.shape
fold(cols, 4, 2)
windows(np.arange(10), 4, step=3)
max_pool2d(x, 5)
max_pool2d(np.zeros((1, 2)), (2, 1), dilation=(2, 1), padding=(1, 0))
max_pool2d(x, 3, padding=2)
max_pool2d(x, 2, dilation=(1, 0))
max_pool1d(np.zeros((2, 2, 2, 2)), 2)
avg_pool2d_backward(np.ones((2, 2)), np.zeros((1, 1, 1, 1, 1)), 2)
max_pool2d(np.zeros((2, 3, 1, 1)), 2)
";

/// Save `session`, compare the script with the committed `NNN_name.py` (rewritten under
/// SNAPSHOTS=overwrite), and the session's output with NumPy's output of that script.
fn check_saved(name: &str, session: &str) -> String {
    let mut s = Session::new(true);
    let mut printed = Vec::new();
    s.run_source(session, &mut printed).unwrap();
    let script = s.saved_script();
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/conformance/saved");
    let py = dir.join(format!("{name}.py"));
    if std::env::var("SNAPSHOTS").is_ok_and(|v| v == "overwrite") {
        std::fs::write(&py, &script).unwrap();
    }
    assert_eq!(script, std::fs::read_to_string(&py).unwrap());
    // what real NumPy prints for the script is what the session printed
    let out = std::fs::read_to_string(dir.join(format!("{name}.out"))).unwrap();
    assert_eq!(String::from_utf8(printed).unwrap(), out);
    script
}

#[test]
fn saved_script_reproduces_the_session_under_numpy() {
    let script = check_saved("001_session", SESSION);
    assert!(script.contains("try:\n    for k in range(4):\n        x[k * 2] = -k\nexcept Exception"), "{script}");
    assert!(script.contains("print(repr(y))\n"), "{script}");
}

#[test]
fn saved_pool_session_runs_under_numpy_with_the_commands_defined() {
    let script = check_saved("002_pool_session", POOL_SESSION);
    for def in ["def max_pool2d(", "def avg_pool2d_backward(", "def fold(", "def windows("] {
        assert!(script.contains(def), "{def} missing:\n{script}");
    }
}
