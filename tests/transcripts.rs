//! Transcript tests: `stridelab examples/NAME.py` in rich mode (no --plain) must print
//! exactly `examples/NAME.rich.txt`. Regenerate after an intended change with
//! `SNAPSHOTS=overwrite cargo test --test transcripts`, then read the diff.

use std::path::PathBuf;

use snapbox::cmd::Command;

fn examples() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("examples/ exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "py"))
        .collect();
    v.sort();
    v
}

#[test]
fn rich_transcripts_of_examples() {
    let scripts = examples();
    assert!(scripts.len() >= 3, "expected example scripts, found {:?}", scripts);
    for script in scripts {
        let expected = script.with_extension("rich.txt");
        let name = script.file_name().unwrap().to_string_lossy().to_string();
        Command::new(snapbox::cmd::cargo_bin!("stridelab"))
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .arg(format!("examples/{}", name))
            .timeout(std::time::Duration::from_secs(20))
            .assert()
            .stdout_eq(snapbox::Data::read_from(&expected, None).raw())
            .stderr_eq("");
    }
}

#[test]
fn plain_mode_keeps_teaching_names_undefined() {
    Command::new(snapbox::cmd::cargo_bin!("stridelab"))
        .args(["--plain", "-c", "import numpy as np\nx = np.arange(3)\ninfo(x)\nwhereis(x[0])\nx\n"])
        .assert()
        .code(1)
        .stdout_eq(
            "NameError: name 'info' is not defined\nNameError: name 'whereis' is not defined\narray([0, 1, 2])\n".raw(),
        );
}

/// `stridelab -c SCRIPT` in rich mode must succeed and print exactly `expected`.
fn rich_c(script: &str, expected: &'static str) {
    Command::new(snapbox::cmd::cargo_bin!("stridelab")).args(["-c", script]).assert().success().stdout_eq(expected.raw());
}

#[test]
fn rich_mode_marks_notes_and_keeps_numpy_output() {
    rich_c(
        "import numpy as np\nx = np.arange(6)\nv = x[1:4]\nv[0] = 9\nx\nn = 3\n",
        "\
# x  int64 (6,)  strides (8,)  b1 @ +0 B  owns b1 (new)
# v  int64 (3,)  strides (8,)  b1 @ +8 B  view of x
# x changed too: x[1]
array([0, 9, 2, 3, 4, 5])
",
    );
}

use snapbox::IntoData;

/// Every line of every rich transcript fits 80 columns, and no teaching line (a `# ` note,
/// or the display of a teaching command) splits an index, a tuple or a name across lines:
/// its square brackets balance. Lines that start with `[` are the drawn grids of `mem`, which
/// open and close across rows as NumPy's own array printing does.
#[test]
fn teaching_displays_fit_80_columns_without_split_tokens() {
    const TEACHING: &[&str] = &["info(", "mem(", "whereis(", "overlap(", "internal_overlap(", "explain(", "rust("];
    for script in examples() {
        let text = std::fs::read_to_string(script.with_extension("rich.txt")).unwrap();
        let mut in_display = false;
        for line in text.lines() {
            // the echoed statement is the learner's own code, kept as typed
            if let Some(stmt) = line.strip_prefix(">>> ") {
                in_display = TEACHING.iter().any(|t| stmt.starts_with(t));
                continue;
            }
            // an exception line is Python's own output (`ValueError: ...`), printed as is
            if line.split(' ').next().is_some_and(|w| w.ends_with("Error:")) {
                continue;
            }
            assert!(line.chars().count() <= 80, "{}: wider than 80: {:?}", script.display(), line);
            if line.starts_with("... ") || line.trim_start().starts_with('[') {
                continue;
            }
            if in_display || line.starts_with("# ") {
                let line = &without_intervals(line);
                let mut depth = 0i32;
                for c in line.chars() {
                    match c {
                        '[' => depth += 1,
                        ']' => depth -= 1,
                        _ => {}
                    }
                    assert!(depth >= 0, "{}: bracket closed on a later line: {:?}", script.display(), line);
                }
                assert_eq!(depth, 0, "{}: bracket left open: {:?}", script.display(), line);
            }
        }
    }
}

/// The line with half-open byte intervals such as `[0, 40)` removed: they are not indexes.
fn without_intervals(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(i) = rest.find('[') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        match after.find(|c: char| !(c.is_ascii_digit() || c == ',' || c == ' ' || c == '-')) {
            Some(j) if after[j..].starts_with(')') => rest = &after[j + 1..],
            _ => {
                out.push('[');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// `mem` of a 2-D array whose walks use up the work budget part way: the statement ends
/// with the budget's RuntimeError (a cut-short walk once left the cell grid short, and
/// drawing it panicked), whatever step the budget runs out at.
#[test]
fn mem_stops_with_the_budget_error_never_a_panic() {
    const SCRIPT: &str = "import numpy as np\nx = np.arange(12).reshape(3, 4)\nmem(x)\n";
    for steps in 1..=40 {
        let out = std::process::Command::new(snapbox::cmd::cargo_bin!("stridelab"))
            .args(["--max-steps", &steps.to_string(), "-c", SCRIPT])
            .output()
            .unwrap();
        let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        assert!(stderr.is_empty(), "--max-steps {steps}: {stderr}");
        let drawn = stdout.ends_with("     [ 8  9 10 11]]\n");
        let stopped = stdout.trim_end().lines().last().is_some_and(|l| l.starts_with("RuntimeError: stridelab stopped the script"));
        assert!(drawn != stopped, "--max-steps {steps}: neither the whole display nor the budget's error:\n{stdout}");
        assert_eq!(out.status.code(), Some(if drawn { 0 } else { 1 }), "--max-steps {steps}");
    }
}

/// "Too many elements to draw" is decided from the shapes: `mem` of a 16-million-cell
/// buffer's 5x5 windows (400 million elements) prints at once (it took seconds, making
/// the text of every cell to show six).
#[test]
fn mem_of_a_huge_buffer_answers_at_once() {
    Command::new(snapbox::cmd::cargo_bin!("stridelab"))
        .args(["-c", "import numpy as np\nx = np.zeros((4000, 4000))\nw = windows(x, (5, 5))\nmem(x, w)\n"])
        .timeout(std::time::Duration::from_secs(3))
        .assert()
        .success()
        .stdout_eq(
            "\
# x  float64 (4000, 4000)  strides (32000, 8)  b1 @ +0 B  owns b1 (new)
# w  float64 (3996, 3996, 5, 5)  strides (32000, 8, 32000, 8)  b1 @ +0 B
#    view of x  read-only  self-overlapping
buffer b1: 128000000 bytes = 16000000 cells of float64 (8 bytes each), owned by
x
   cell |         0         1         2       ...  15999997  15999998  15999999
   byte |         0         8        16       ... 127999976 127999984 127999992
  value |       0.0       0.0       0.0       ...       0.0       0.0       0.0
  (15999994 cells in the middle not shown)
  x: too many elements to draw
  w: too many elements to draw
"
            .raw(),
        );
}

/// Cells are numbered in one unit everywhere, the buffer's own (its owner's items): an
/// int32 view's element 3 and the imaginary part of a complex element are in cell 1, as
/// `mem` and `info` draw them, with the element's bytes beside the cell.
#[test]
fn cells_are_the_buffers_cells_in_every_display() {
    let out = std::process::Command::new(snapbox::cmd::cargo_bin!("stridelab"))
        .args([
            "-c",
            "import numpy as np\nq = np.arange(4)\nv = q.view(np.int32)\nwhereis(v[3])\nmem(q, v)\ninfo(v[3:])\nc = np.array([1+2j, 3+4j, 5+6j])\nwhereis(c.imag[1])\ninfo(c.imag[1:])\nwhereis(c.imag)\n",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    for expected in [
        "v[3] = 0 lives in cell 1 of buffer b1 (its 4 bytes are bytes 12 to 15; b1's\n  cells are 8 bytes each)\n  byte offset   b1 + 12\n",
        "   cell |  0  1  2  3\n   byte |  0  8 16 24\n  value |  0  1  2  3\n",
        "| byte offset           | 12  (cell 1 of b1) ",
        "c.imag[1] = 4.0 lives in cell 1 of buffer b2 (its 8 bytes are bytes 24 to 31;\n  b2's cells are 16 bytes each)\n  byte offset   b2 + 24\n",
        "| byte offset           | 24  (cell 1 of b2) ",
        "  [1]      = 4.0    cell 1   b2 + 24    same memory: c[1]\n",
    ] {
        assert!(text.contains(expected), "missing {expected:?} in:\n{text}");
    }
}

/// `pool_trace` marks every tie (`~`) beside the winner (`*`) and says what the equality
/// mask would route: for an all-ones 4x4 input with 3x3 windows, NumPy's
/// `(w == w.max(axis=(-2, -1), keepdims=True)).sum()` is 36 (lesson 8 shows it), while
/// max pooling's backward, as PyTorch's, routes 4 (one per window, to its first maximum).
#[test]
fn pool_trace_marks_ties_and_the_masks_over_count() {
    rich_c(
        "import numpy as np\nx = np.ones((4, 4))\npool_trace(x, 3, stride=1, grad_output=np.ones((2, 2)))\n",
        "\
# x  float64 (4, 4)  strides (32, 8)  b1 @ +0 B  owns b1 (new)
max_pool2d: x of shape (4, 4) -> output (2, 2); windows of (3, 3), stride
(1, 1), padding (0, 0)
out[0,0] = 1.0 from x[0,0]=1.0* x[0,1]=1.0~ x[0,2]=1.0~ x[1,0]=1.0~
    x[1,1]=1.0~ x[1,2]=1.0~ x[2,0]=1.0~ x[2,1]=1.0~ x[2,2]=1.0~ (9 tied)
out[0,1] = 1.0 from x[0,1]=1.0* x[0,2]=1.0~ x[0,3]=1.0~ x[1,1]=1.0~
    x[1,2]=1.0~ x[1,3]=1.0~ x[2,1]=1.0~ x[2,2]=1.0~ x[2,3]=1.0~ (9 tied)
out[1,0] = 1.0 from x[1,0]=1.0* x[1,1]=1.0~ x[1,2]=1.0~ x[2,0]=1.0~
    x[2,1]=1.0~ x[2,2]=1.0~ x[3,0]=1.0~ x[3,1]=1.0~ x[3,2]=1.0~ (9 tied)
out[1,1] = 1.0 from x[1,1]=1.0* x[1,2]=1.0~ x[1,3]=1.0~ x[2,1]=1.0~
    x[2,2]=1.0~ x[2,3]=1.0~ x[3,1]=1.0~ x[3,2]=1.0~ x[3,3]=1.0~ (9 tied)
* marks the winner: the first maximum in scan order (row by row); a NaN always
wins.
~ marks a tie: equal to its window's winner but later in scan order;
max_pool2d's backward (as PyTorch's) sends it nothing. 4 of 4 windows have tied
maxima. An equality mask (window == window.max()) marks 36 elements for these 4
windows, so a backward pass through it routes 36 units of gradient where max
pooling routes 4, one per window.
backward (scatter-add of grad_output):
grad_x[0,0] = 1.0 from g[0,0]=1.0
grad_x[0,1] = 1.0 from g[0,1]=1.0
grad_x[1,0] = 1.0 from g[1,0]=1.0
grad_x[1,1] = 1.0 from g[1,1]=1.0
4 of 16 inputs receive gradient, 12 receive none. Only each window's winner
receives its gradient: 4 in all. The equality mask would send each window's
gradient to every element it marks: 36 in all.
",
    );
}
