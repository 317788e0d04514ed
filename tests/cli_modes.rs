//! Startup modes without a terminal: scripts, piped input, -i, --plain, colour.

use std::io::Write;
use std::process::{Command, Stdio};

fn bin() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_stridelab"));
    c.env_remove("NO_COLOR").env_remove("CLICOLOR_FORCE");
    c
}

fn run_with_stdin(mut cmd: Command, input: &str) -> (String, String, i32) {
    let mut child = cmd.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let o = child.wait_with_output().unwrap();
    (String::from_utf8_lossy(&o.stdout).into(), String::from_utf8_lossy(&o.stderr).into(), o.status.code().unwrap_or(-1))
}

/// The output without rich mode's `# ` teaching notes (summary lines and the like).
fn without_notes(out: &str) -> String {
    out.lines().filter(|l| !l.starts_with("# ")).map(|l| format!("{l}\n")).collect()
}

fn temp(tag: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("stridelab-cli-{}-{}", tag, std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn piped_stdin_is_a_script_without_prompts_or_history() {
    let d = temp("pipe");
    let hist = d.join("history");
    let mut c = bin();
    c.env("STRIDELAB_HISTORY", &hist);
    let (out, _, code) = run_with_stdin(c, "import numpy as np\nx = np.arange(3)\nx\nx[7]\nprint('after')\n");
    assert!(out.contains("# x  int64 (3,)"), "{out}");
    let out = without_notes(&out);
    assert!(out.starts_with("array([0, 1, 2])\nIndexError: index 7 is out of bounds for axis 0 with size 3\nafter\n"), "{out}");
    assert!(!out.contains(">>>") && !out.contains("stridelab"), "{out}");
    assert!(!out.contains('\x1b'), "{out:?}");
    assert_eq!(code, 1);
    assert!(!hist.exists());
    let (_, _, code) = run_with_stdin(bin(), "x = 1\n");
    assert_eq!(code, 0);
}

#[test]
fn script_file_runs_and_exits() {
    let d = temp("file");
    let f = d.join("s.py");
    std::fs::write(&f, "import numpy as np\ny = np.arange(4).reshape(2, 2)\ny.strides\n").unwrap();
    let o = bin().arg(&f).stdin(Stdio::null()).output().unwrap();
    let out = without_notes(&String::from_utf8_lossy(&o.stdout));
    // rich script mode shows each statement before its output
    assert!(out.contains(">>> y.strides\n(16, 8)\n"), "{out}");
    let out: String = out.lines().filter(|l| !l.starts_with(">>> ")).map(|l| format!("{l}\n")).collect();
    assert!(out.starts_with("(16, 8)\n"), "{out}");
    assert!(o.status.success());
    // --plain stays byte-identical to Python's echo
    let o = bin().arg("--plain").arg(&f).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&o.stdout), "(16, 8)\n");
}

#[test]
fn syntax_error_shows_a_caret() {
    let (_, err, code) = run_with_stdin(bin(), "x = (1 2)\n");
    assert_eq!(code, 1);
    assert!(err.contains("    x = (1 2)\n"), "{err}");
    assert!(err.contains("SyntaxError"), "{err}");
    let caret = err.lines().find(|l| l.trim() == "^").unwrap();
    assert_eq!(caret.find('^'), Some(9), "{err}");
}

#[test]
fn interactive_after_script_keeps_variables() {
    let d = temp("dash-i");
    let f = d.join("s.py");
    std::fs::write(&f, "import numpy as np\nbase = np.arange(5)\n").unwrap();
    let mut c = bin();
    c.arg("-i").arg(&f).env("STRIDELAB_HISTORY", d.join("h"));
    let (out, _, code) = run_with_stdin(c, "print(base[::2].strides)\n");
    let out = without_notes(&out);
    // the script's statements are shown before their output, as `stridelab FILE` shows them
    assert!(out.starts_with(">>> import numpy as np\n>>> base = np.arange(5)\n"), "{out}");
    assert!(out.lines().any(|l| l == "(16,)"), "{out}");
    assert_eq!(code, 0);
}

#[test]
fn help_fits_80_columns() {
    let o = bin().arg("--help").output().unwrap();
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("--max-memory N"), "{text}");
    for line in text.lines() {
        assert!(line.chars().count() <= 80, "{} columns: {line}", line.chars().count());
    }
}

#[test]
fn color_flags() {
    let (out, _, _) = run_with_stdin(
        {
            let mut c = bin();
            c.args(["--color", "always"]);
            c
        },
        "x = [1][3]\n",
    );
    assert!(out.contains("\x1b["), "{out:?}");
    let (out, _, _) = run_with_stdin(
        {
            let mut c = bin();
            c.env("CLICOLOR_FORCE", "1");
            c
        },
        "x = [1][3]\n",
    );
    assert!(out.contains("\x1b["), "{out:?}");
    let (out, _, _) = run_with_stdin(
        {
            let mut c = bin();
            c.env("CLICOLOR_FORCE", "1").env("NO_COLOR", "1");
            c
        },
        "x = [1][3]\n",
    );
    assert!(!out.contains('\x1b'), "{out:?}");
    let o = bin().args(["--color", "sometimes", "-c", "1"]).output().unwrap();
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn numpy_names_stridelab_lacks_say_so() {
    // A name NumPy has but stridelab does not model must not pretend NumPy lacks it
    // (crates/eval/src/numpy/names.txt lists NumPy's names); a name NumPy never had keeps NumPy's error.
    let script = "import numpy as np\nnp.fft.fft\nimport numpy.polynomial\nx = np.arange(3)\nx.dumps()\n\
                  np.random.default_rng(0).zipf\nx.dtype.fields\nnp.arangee\nx.nope\n\
                  np.array([1j])\nx + 1j\nnp.zeros(2, dtype='M8')\nnp.zeros(2, dtype=[('a', 'V4')])\nnp.array(['a'])\n\
                  np.zeros(2, dtype='int99')\n";
    let o = bin().args(["--plain", "-c", script]).output().unwrap();
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "NotImplementedError: numpy.fft is not supported by stridelab\n\
         NotImplementedError: numpy.polynomial is not supported by stridelab\n\
         NotImplementedError: ndarray.dumps is not supported by stridelab\n\
         NotImplementedError: numpy.random.Generator.zipf is not supported by stridelab\n\
         AttributeError: module 'numpy' has no attribute 'arangee'\n\
         AttributeError: 'numpy.ndarray' object has no attribute 'nope'\n\
         array([0.+1.j])\n\
         array([0.+1.j, 1.+1.j, 2.+1.j])\n\
         ValueError: Cannot convert a NumPy datetime value other than NaT with generic units\n\
         NotImplementedError: structured arrays with a field of dtype 'V4' are not supported by stridelab\n\
         array(['a'], dtype='<U1')\n\
         TypeError: data type 'int99' not understood\n"
    );
}
