//! Drives the real `stridelab` REPL through a pseudo-terminal, as a person would.

use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

use expectrl::{Expect, Regex, Session};

const TIMEOUT: Duration = Duration::from_secs(15);

fn temp_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("stridelab-pty-{}-{}", tag, std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

type Pty = expectrl::session::OsSession;

fn spawn(history: &std::path::Path, env: &[(&str, &str)]) -> Pty {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_stridelab"));
    cmd.env("TERM", "xterm").env("STRIDELAB_HISTORY", history).env_remove("CLICOLOR_FORCE").env_remove("NO_COLOR");
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut p = Session::spawn(cmd).expect("spawn stridelab");
    p.get_process_mut().set_window_size(80, 24).unwrap();
    p.set_expect_timeout(Some(TIMEOUT));
    p.expect(">>> ").unwrap_or_else(|e| panic!("no prompt (env {env:?}): {e}"));
    p
}

fn plain(history: &std::path::Path) -> Pty {
    spawn(history, &[("NO_COLOR", "1")])
}

/// Leave with :quit (typed ahead safely: input waits in the terminal until the prompt).
fn quit(mut p: Pty) {
    p.send_line(":quit").unwrap();
    if let Err(e) = p.expect(expectrl::Eof) {
        let mut rest = Vec::new();
        let mut buf = [0u8; 4096];
        for _ in 0..20 {
            match p.try_read(&mut buf) {
                Ok(n) if n > 0 => rest.extend_from_slice(&buf[..n]),
                _ => std::thread::sleep(Duration::from_millis(50)),
            }
        }
        panic!("no exit after :quit: {e}; output: {:?}", String::from_utf8_lossy(&rest));
    }
}

/// Leave with Ctrl-D, which must come at a prompt: sent while a statement runs, the
/// terminal's own line discipline would take it.
fn ctrl_d(mut p: Pty) {
    p.expect(">>> ").unwrap();
    p.send(expectrl::ControlCode::EndOfTransmission).unwrap();
    p.expect(expectrl::Eof).unwrap();
}

#[test]
fn tab_completes_numpy_members_and_array_attributes() {
    let d = temp_dir("tab");
    let mut p = plain(&d.join("h"));
    p.send_line("import numpy as np").unwrap();
    p.expect(">>> ").unwrap();
    p.send("x = np.ara").unwrap();
    p.send("\t").unwrap();
    p.expect("arange").unwrap();
    p.send_line("(6)").unwrap();
    p.expect(">>> ").unwrap();
    p.send("x.sha").unwrap();
    p.send("\t").unwrap();
    p.expect("shape").unwrap();
    p.send_line("").unwrap();
    p.expect("(6,)").unwrap();
    p.expect(">>> ").unwrap();
    // keyword names inside a call
    p.send("x.reshape(2, 3, ord").unwrap();
    p.send("\t").unwrap();
    p.expect("order=").unwrap();
    p.send_line("'F').strides").unwrap();
    p.expect("(8, 16)").unwrap();
    quit(p);
}

#[test]
fn multi_line_for_block() {
    let d = temp_dir("block");
    let mut p = plain(&d.join("h"));
    p.send_line("for i in range(3):").unwrap();
    p.expect("... ").unwrap();
    p.send_line("    print(i * 10)").unwrap();
    p.expect("... ").unwrap();
    p.send_line("").unwrap();
    p.expect(Regex("0\r\n10\r\n20\r\n")).unwrap();
    p.expect(">>> ").unwrap();
    // an open bracket continues too
    p.send_line("t = (1,").unwrap();
    p.expect("... ").unwrap();
    p.send_line("     2)").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line("t").unwrap();
    p.expect("(1, 2)").unwrap();
    quit(p);
}

#[test]
fn history_survives_a_restart() {
    let d = temp_dir("hist");
    let h = d.join("sub").join("history");
    let mut p = plain(&h);
    p.send_line("remembered = 4242").unwrap();
    p.expect(">>> ").unwrap();
    // written at once, not only at exit
    let text = std::fs::read_to_string(&h).unwrap();
    assert!(text.contains("remembered = 4242"), "{text}");
    quit(p);
    let mut p = plain(&h);
    // Ctrl-R finds the line from the last session (the last entry is the :quit)
    p.send("\x12").unwrap();
    p.send("remem").unwrap();
    p.expect("remembered = 4242").unwrap();
    p.send_line("").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line("remembered + 1").unwrap();
    p.expect("4243").unwrap();
    ctrl_d(p);
}

#[test]
fn ctrl_c_interrupts_a_long_loop_and_keeps_variables() {
    let d = temp_dir("ctrlc");
    let mut p = plain(&d.join("h"));
    p.send_line("keep = 7").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line("n = 0").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line("while True:").unwrap();
    p.expect("... ").unwrap();
    p.send_line("    n += 1").unwrap();
    p.expect("... ").unwrap();
    p.send_line("").unwrap();
    interrupt(&mut p, "print(keep, n > 0)", "7 True");
    quit(p);
}

/// Press Ctrl-C until the running statement stops with KeyboardInterrupt, then check that the
/// session still answers `line` with `answer`. The statement starts once the line is
/// accepted; a Ctrl-C that arrives while the line editor still owns the terminal is a key
/// press, so it is pressed until the work stops.
fn interrupt(p: &mut Pty, line: &str, answer: &str) {
    // give the statement time to start, so the first press does not just cancel its line
    std::thread::sleep(Duration::from_millis(300));
    p.set_expect_timeout(Some(Duration::from_millis(500)));
    let mut stopped = false;
    for _ in 0..40 {
        p.send(expectrl::ControlCode::EndOfText).unwrap();
        if p.expect("KeyboardInterrupt").is_ok() {
            stopped = true;
            break;
        }
    }
    assert!(stopped, "Ctrl-C did not stop the work");
    // A press sent before the work saw one may still reach the next prompt, where it
    // cancels whatever was typed with it; so ask again until the answer comes.
    p.set_expect_timeout(Some(Duration::from_secs(2)));
    let answered = (0..8).any(|_| {
        p.send_line(line).unwrap();
        p.expect(answer).is_ok()
    });
    assert!(answered, "variables lost after Ctrl-C");
    p.set_expect_timeout(Some(TIMEOUT));
}

/// Kernels answer Ctrl-C too, even inside one run of 2**40 elements of a zero-stride view.
#[test]
fn ctrl_c_interrupts_long_kernels() {
    let d = temp_dir("ctrlc_kernel");
    let mut p = plain(&d.join("h"));
    p.send_line("import numpy as np").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line("y = np.broadcast_to(np.ones(1), (2**40,))").unwrap();
    p.expect(">>> ").unwrap();
    for work in ["y.sum()", "y.max()", "np.add.reduce(y)"] {
        p.send_line(work).unwrap();
        interrupt(&mut p, "y.shape", "(1099511627776,)");
    }
    quit(p);
}

#[test]
fn no_color_means_no_colour_codes() {
    let sgr = regex_sgr();
    let d = temp_dir("nocolor");
    let mut p = plain(&d.join("h"));
    p.send_line("import numpy as np").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line("x = np.arange(3)  # a comment").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line("x[5]").unwrap();
    let c = p.expect(">>> ").unwrap();
    let text = String::from_utf8_lossy(c.before()).to_string();
    assert!(text.contains("IndexError: index 5 is out of bounds"), "{text}");
    assert!(!sgr.is_match(&text), "colour codes with NO_COLOR: {text:?}");
    p.send_line("for i in range(2): print('s', 1.5)").unwrap();
    p.expect("... ").unwrap();
    p.send_line("").unwrap();
    let c = p.expect(">>> ").unwrap();
    assert!(!sgr.is_match(&String::from_utf8_lossy(c.before())));
    quit(p);

    // and the same terminal without NO_COLOR is coloured
    let mut p = spawn(&d.join("h2"), &[]);
    p.send_line("x = 1").unwrap();
    let c = p.expect(">>> ").unwrap();
    assert!(sgr.is_match(&String::from_utf8_lossy(c.before())));
    quit(p);
}

fn regex_sgr() -> SimpleSgr {
    SimpleSgr
}

/// Finds an SGR (colour) escape `ESC [ digits/semicolons m`.
struct SimpleSgr;

impl SimpleSgr {
    fn is_match(&self, s: &str) -> bool {
        let b = s.as_bytes();
        let mut i = 0;
        while i + 1 < b.len() {
            if b[i] == 0x1b && b[i + 1] == b'[' {
                let mut j = i + 2;
                while j < b.len() && (b[j].is_ascii_digit() || b[j] == b';') {
                    j += 1;
                }
                if j < b.len() && b[j] == b'm' {
                    return true;
                }
            }
            i += 1;
        }
        false
    }
}

#[test]
fn vars_table_and_help() {
    let d = temp_dir("vars");
    let mut p = plain(&d.join("h"));
    p.send_line("import numpy as np").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line("x = np.arange(6)").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line("w = windows(x, 3)").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line(":vars").unwrap();
    // the arrays' table, then the other variables' (np is a module)
    p.expect(Regex(r"w\s+int64\s+\(4, 3\)\s+\(8, 8\)\s+\+0\s+b\d+\s+view ro")).unwrap();
    p.expect(Regex(r"x\s+int64\s+\(6,\)\s+\(8,\)\s+\+0\s+b\d+\s+C F own rw")).unwrap();
    p.expect(Regex(r"np\s+module")).unwrap();
    p.expect(">>> ").unwrap();
    p.send_line("np.reshape?").unwrap();
    p.expect("example:").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line(":quit").unwrap();
    p.expect(expectrl::Eof).unwrap();
}

#[test]
fn pasted_transcript_runs_as_typed() {
    let d = temp_dir("paste");
    let mut p = plain(&d.join("h"));
    // a bracketed paste of a transcript, output lines included
    p.send("\x1b[200~>>> a = 5\n>>> a * 2\n10\n>>> for k in range(2):\n...     print('k', k)\n...\nk 0\nk 1\n\x1b[201~")
        .unwrap();
    p.send_line("").unwrap();
    p.expect(Regex("20\r\n|10\r\n")).unwrap();
    p.expect("k 1").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line("a").unwrap();
    p.expect(Regex("\r\n5\r\n")).unwrap();
    quit(p);
}

#[test]
fn lines_typed_ahead_are_all_run() {
    let d = temp_dir("ahead");
    let mut p = plain(&d.join("h"));
    // three lines in one write, as a fast typist or a paste without bracketed-paste mode
    p.send("a = 3\rb = a * 2\rprint('got', a + b)\r").unwrap();
    p.expect("got 9").unwrap();
    // output without a final newline still leaves the next prompt at column 0
    p.send_line("print('no newline', end='')").unwrap();
    p.expect(Regex("no newline\r\n")).unwrap();
    quit(p);
}

/// A lesson through a terminal: steps with Enter, a wrong answer, a hint, a right answer,
/// quitting, and resuming with the variables rebuilt.
#[test]
fn lesson_wrong_answer_hint_right_answer_quit_and_resume() {
    let d = temp_dir("lesson");
    let data = d.join("data");
    let env = [("NO_COLOR", "1"), ("STRIDELAB_DATA_DIR", data.to_str().unwrap())];
    let start = || {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_stridelab"));
        cmd.arg("lesson").arg("1").env("TERM", "xterm").env("STRIDELAB_HISTORY", d.join("h")).env_remove("STRIDELAB_LESSONS");
        for (k, v) in env {
            cmd.env(k, v);
        }
        let mut p = Session::spawn(cmd).expect("spawn stridelab lesson");
        p.get_process_mut().set_window_size(80, 24).unwrap();
        p.set_expect_timeout(Some(TIMEOUT));
        p
    };
    let mut p = start();
    p.expect("step 1 of 11").unwrap();
    p.expect(">>> ").unwrap();
    for step in 2..=7 {
        p.send_line("").unwrap();
        p.expect(format!("step {step} of 11").as_str()).unwrap();
    }
    p.expect("Your turn:").unwrap();
    p.expect(">>> ").unwrap();
    // a wrong answer: which condition failed, the learner's value beside the expected one
    p.send_line("row_bytes = 8").unwrap();
    p.expect("Not yet: row_bytes == a.strides[0] must hold").unwrap();
    p.expect("(one row is 5 elements of 2 bytes)").unwrap();
    p.expect("row_bytes is 8").unwrap();
    p.expect(Regex("expected +10")).unwrap();
    p.send_line(":hint").unwrap();
    p.expect("Hint: A row has 5 elements").unwrap();
    p.send_line("row_bytes = 5 * a.itemsize").unwrap();
    p.expect("Correct.").unwrap();
    p.expect("step 8 of 11").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line(":quit").unwrap();
    p.expect("resumes at step 8").unwrap();
    p.expect(expectrl::Eof).unwrap();
    let saved = std::fs::read_to_string(data.join("progress")).unwrap();
    assert!(saved.contains("01-arrays 7 open"), "{saved}");

    // the list shows the progress; resuming rebuilds what earlier steps made
    let o = Command::new(env!("CARGO_BIN_EXE_stridelab")).arg("lesson").envs(env).env_remove("STRIDELAB_LESSONS").output().unwrap();
    let list = String::from_utf8_lossy(&o.stdout);
    assert!(list.contains("What an array is") && list.contains("at step 8 of 11"), "{list}");
    let mut p = start();
    p.expect(Regex("resuming at step 8 of 11; rebuilt [^\r\n]*row_bytes")).unwrap();
    p.expect("Set `offset`").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line("a.strides").unwrap();
    p.expect("(10, 2)").unwrap();
    p.send_line("offset = 2 * 10 + 3 * 2").unwrap();
    p.expect("Correct.").unwrap();
    p.expect("step 9 of 11").unwrap();
    // step 9's worked example echoes `>>> ` lines of its own: wait for the real prompt, or
    // Ctrl-D reaches the terminal before the line editor and is lost
    p.expect("Enter: next step").unwrap();
    p.expect(">>> ").unwrap();
    p.send(expectrl::ControlCode::EndOfTransmission).unwrap();
    p.expect("resumes at step 9").unwrap();
    p.expect(expectrl::Eof).unwrap();
}
