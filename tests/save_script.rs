//! `:save` fidelity: a session with echoed expressions and a loop that raised partway is
//! saved; the script is committed as `tests/conformance/saved/001_session.py`, its `.out`
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

#[test]
fn saved_script_reproduces_the_session_under_numpy() {
    let mut s = Session::new(true);
    let mut printed = Vec::new();
    s.run_source(SESSION, &mut printed).unwrap();
    let script = s.saved_script();
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/conformance/saved");
    let py = dir.join("001_session.py");
    if std::env::var("SNAPSHOTS").is_ok_and(|v| v == "overwrite") {
        std::fs::write(&py, &script).unwrap();
    }
    assert_eq!(script, std::fs::read_to_string(&py).unwrap());
    // what real NumPy prints for the script is what the session printed
    let out = std::fs::read_to_string(dir.join("001_session.out")).unwrap();
    assert_eq!(String::from_utf8(printed).unwrap(), out);
    assert!(script.contains("try:\n    for k in range(4):\n        x[k * 2] = -k\nexcept Exception"), "{script}");
    assert!(script.contains("print(repr(y))\n"), "{script}");
}
