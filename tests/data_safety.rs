//! Nothing the learner made is ever lost: the real binary, treated carelessly and
//! hostilely. Killed with SIGKILL mid-session, run on a full disk (`ulimit -f`), pointed at
//! read-only folders and files, symlinks, FIFOs, other programs' files and names that are
//! not UTF-8, and run twice at once. See docs/data-safety.md for the promises tested here.

use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use expectrl::{Expect, Session};

const TIMEOUT: Duration = Duration::from_secs(15);
const BIN: &str = env!("CARGO_BIN_EXE_stridelab");

type Pty = expectrl::session::OsSession;

fn temp_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("stridelab-safety-{}-{}", tag, std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A terminal session of `cmd` (plain colours, the given history file).
fn pty(mut cmd: Command, history: &Path) -> Pty {
    cmd.env("TERM", "xterm").env("NO_COLOR", "1").env("STRIDELAB_HISTORY", history).env_remove("STRIDELAB_LESSONS");
    let mut p = Session::spawn(cmd).expect("spawn stridelab");
    p.get_process_mut().set_window_size(100, 24).unwrap();
    p.set_expect_timeout(Some(TIMEOUT));
    p
}

/// The shell, at its first prompt.
fn shell(d: &Path, history: &Path) -> Pty {
    let mut cmd = Command::new(BIN);
    cmd.arg("--plain").env("HOME", d).current_dir(d);
    let mut p = pty(cmd, history);
    p.expect(">>> ").unwrap();
    p
}

/// `stridelab lesson N` with its progress in `data`, wrapped in `bash -c PREFIX; exec ...`
/// when a prefix (a ulimit) is given.
fn lesson(n: u32, data: &Path, history: &Path, prefix: Option<&str>) -> Pty {
    let cmd = match prefix {
        None => {
            let mut c = Command::new(BIN);
            c.arg("lesson").arg(n.to_string());
            c
        }
        Some(pre) => {
            let mut c = Command::new("bash");
            c.arg("-c").arg(format!("{pre}; exec \"$0\" lesson {n}")).arg(BIN);
            c
        }
    };
    let mut cmd = cmd;
    cmd.env("STRIDELAB_DATA_DIR", data);
    pty(cmd, history)
}

/// Everything the session prints until it exits.
fn until_exit(p: &mut Pty) -> String {
    match p.expect(expectrl::Eof) {
        // an Eof match is everything left in the stream: the text is the match, not `before`
        Ok(c) => c.matches().map(|m| String::from_utf8_lossy(m).into_owned()).collect(),
        Err(e) => panic!("the session did not exit: {e}"),
    }
}

/// A full disk: files may grow to 8 KiB, and a write past that fails with EFBIG instead of
/// killing the process with SIGXFSZ (an ignored signal stays ignored across exec).
const FULL_DISK: &str = "trap '' XFSZ; ulimit -f 8";

fn history_entries(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap();
    assert!(text.starts_with("#V2\n"), "not a history file any more: {:?}", &text[..text.len().min(80)]);
    assert!(text.ends_with('\n'), "the history ends mid-line");
    text.lines().skip(1).map(String::from).collect()
}

/// SIGKILL the moment the history file changes after Enter: with 10,000 entries (the cap)
/// the file must still hold every old entry, whole, plus possibly the new one. (It was
/// rewritten in place, so a kill then cut it to a fraction ending mid-line.)
#[test]
fn kill_9_right_after_enter_keeps_the_whole_history() {
    let d = temp_dir("kill");
    let h = d.join("history");
    // long entries make a rewrite in place slow enough to be caught at it
    let old: Vec<String> = (0..10_000).map(|i| format!("x{i} = {i}  # {}", "y".repeat(600))).collect();
    std::fs::write(&h, format!("#V2\n{}\n", old.join("\n"))).unwrap();
    let before = std::fs::metadata(&h).unwrap().len();
    let mut p = shell(&d, &h);
    p.send_line("killed = 1").unwrap();
    let start = Instant::now();
    while std::fs::metadata(&h).is_ok_and(|m| m.len() == before) && start.elapsed() < Duration::from_secs(10) {
        std::hint::spin_loop();
    }
    p.get_process_mut().kill(expectrl::process::unix::Signal::SIGKILL).unwrap();
    let _ = p.get_process_mut().wait();
    let now = history_entries(&h);
    assert!(now.len() >= old.len(), "{} entries left of {}", now.len(), old.len());
    assert_eq!(now[..old.len()], old[..]);
    assert_eq!(now.get(old.len()).map(String::as_str), Some("killed = 1"));
}

/// Another program's file at STRIDELAB_HISTORY is not used and not touched (it was
/// rewritten in rustyline's format, its backslashes doubled); a history folder that cannot
/// be made is said, not silently switched off.
#[test]
fn foreign_history_is_left_untouched_and_unwritable_history_is_said() {
    let d = temp_dir("foreign");
    let h = d.join("bash_history");
    let theirs = b"cd C:\\Users\\me\nls -la\n";
    std::fs::write(&h, theirs).unwrap();
    let mut cmd = Command::new(BIN);
    cmd.arg("--plain");
    let mut p = pty(cmd, &h);
    p.expect("is not a stridelab history file").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line("a = 1").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line(":quit").unwrap();
    until_exit(&mut p);
    assert_eq!(std::fs::read(&h).unwrap(), theirs);

    // a regular file where the history's folder should be
    std::fs::write(d.join("file"), "x").unwrap();
    let mut cmd = Command::new(BIN);
    cmd.arg("--plain");
    let mut p = pty(cmd, &d.join("file").join("sub").join("history"));
    p.expect("cannot make the folder").unwrap();
    p.expect("history is not saved").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line(":quit").unwrap();
    until_exit(&mut p);
}

/// `:save` never replaces a file (a pasted `:save notes.txt` once did); `:save!` does,
/// through a symlink to the file it names; `~/` is the home folder.
#[test]
fn save_never_overwrites_unless_told() {
    let d = temp_dir("save");
    std::fs::write(d.join("notes.txt"), "my notes\n").unwrap();
    std::fs::write(d.join("real.py"), "old\n").unwrap();
    std::os::unix::fs::symlink("real.py", d.join("link.py")).unwrap();
    let mut p = shell(&d, &d.join("h"));
    p.send_line("x = 6 * 7").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line(":save notes.txt").unwrap();
    p.expect("already exists: not overwritten (:save! notes.txt replaces it)").unwrap();
    p.expect(">>> ").unwrap();
    assert_eq!(std::fs::read_to_string(d.join("notes.txt")).unwrap(), "my notes\n");
    p.send_line(":save! link.py").unwrap();
    p.expect("saved 1 statements to link.py").unwrap();
    p.send_line(":save ~/home.py").unwrap();
    p.expect("saved 1 statements to ~/home.py").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line(":quit").unwrap();
    until_exit(&mut p);
    assert!(std::fs::symlink_metadata(d.join("link.py")).unwrap().file_type().is_symlink());
    assert!(std::fs::read_to_string(d.join("real.py")).unwrap().contains("x = 6 * 7"));
    assert!(std::fs::read_to_string(d.join("home.py")).unwrap().contains("x = 6 * 7"));
    assert!(!d.join("~").exists());
}

/// `:export` writes the session as one web page, whole, and refuses to replace a file
/// unless told (`:export!`), as `:save` does.
#[test]
fn export_writes_the_session_page_and_never_overwrites_unless_told() {
    let d = temp_dir("export");
    std::fs::write(d.join("page.html"), "my page\n").unwrap();
    let mut cmd = Command::new(BIN);
    cmd.env("HOME", &d).current_dir(&d);
    let mut p = pty(cmd, &d.join("h"));
    p.expect(">>> ").unwrap();
    for line in ["x = np.arange(6)", "w = windows(x, 3)", "mem(x, w)", "x[9]"] {
        p.send_line(line).unwrap();
        p.expect(">>> ").unwrap();
    }
    p.send_line(":export page.html").unwrap();
    p.expect("already exists: not overwritten (:export! page.html replaces it)").unwrap();
    p.expect(">>> ").unwrap();
    assert_eq!(std::fs::read_to_string(d.join("page.html")).unwrap(), "my page\n");
    p.send_line(":export! page.html").unwrap();
    p.expect("exported 4 statements to page.html").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line(":quit").unwrap();
    until_exit(&mut p);
    let page = std::fs::read_to_string(d.join("page.html")).unwrap();
    assert!(page.starts_with("<!DOCTYPE html>") && page.ends_with("</html>\n"), "{}", page);
    assert!(page.contains("&gt;&gt;&gt; w = windows(x, 3)"), "{}", page);
    assert!(page.contains("IndexError: index 9 is out of bounds for axis 0 with size 6"), "{}", page);
    assert!(page.contains("buffer b1: 48 bytes"), "{}", page);
}

/// `:save!` on a full disk: the old file stays whole (it was left a half script) and the
/// shell says nothing was written.
#[test]
fn save_on_a_full_disk_keeps_the_old_file() {
    let d = temp_dir("savefull");
    let old = "# my long script\n".repeat(1000);
    std::fs::write(d.join("out.py"), &old).unwrap();
    // a session whose script is larger than the 8 KiB the disk has room for
    let big: String = (0..400).map(|i| format!("variable_{i} = {i} * 1000 + 123456789\n")).collect();
    std::fs::write(d.join("big.py"), big).unwrap();
    let mut c = Command::new("bash");
    c.arg("-c").arg(format!("{FULL_DISK}; exec \"$0\" --plain")).arg(BIN).env("HOME", &d).current_dir(&d);
    let mut p = pty(c, &d.join("h"));
    p.expect(">>> ").unwrap();
    p.send_line(":load big.py").unwrap();
    p.expect("loaded big.py").unwrap();
    p.send_line(":save! out.py").unwrap();
    p.expect("can't write 'out.py'").unwrap();
    p.expect("nothing was written").unwrap();
    p.send_line(":quit").unwrap();
    until_exit(&mut p);
    assert_eq!(std::fs::read_to_string(d.join("out.py")).unwrap(), old);
    let left: Vec<_> = std::fs::read_dir(&d).unwrap().flatten().map(|e| e.file_name()).collect();
    assert!(left.iter().all(|n| !n.to_string_lossy().ends_with(".tmp")), "temp file left: {left:?}");
}

/// Progress on a full disk: "progress saved" only when it was (it was said regardless),
/// and the old file stays whole.
#[test]
fn progress_on_a_full_disk_is_reported_not_saved() {
    let d = temp_dir("progfull");
    let data = d.join("data");
    std::fs::create_dir_all(&data).unwrap();
    // more than 8 KiB of progress, so rewriting it needs room the disk does not have
    let old: String = std::iter::once("stridelab-progress 1\n".to_string())
        .chain((0..500).map(|i| format!("{i:03}-some-lesson 1 open\n")))
        .collect();
    std::fs::write(data.join("progress"), &old).unwrap();
    let mut p = lesson(1, &data, &d.join("h"), Some(FULL_DISK));
    p.expect("step 1 of").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line("").unwrap();
    p.expect("step 2 of").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line(":quit").unwrap();
    let out = until_exit(&mut p);
    assert!(out.contains("progress NOT saved"), "{out}");
    assert!(!out.contains("progress saved:"), "{out}");
    assert_eq!(std::fs::read_to_string(data.join("progress")).unwrap(), old);
}

/// A damaged line costs that line only; opening a lesson and quitting writes nothing; the
/// first real save keeps the damaged file beside the new one. (One bad line discarded all
/// progress, and the file was overwritten as soon as a lesson opened.)
#[test]
fn damaged_progress_is_kept_and_only_bad_lines_skipped() {
    let d = temp_dir("damaged");
    let data = d.join("data");
    std::fs::create_dir_all(&data).unwrap();
    let damaged = "stridelab-progress 1\n02-views-and-copies 3 open\n01-arrays 2 op";
    std::fs::write(data.join("progress"), damaged).unwrap();
    let mut p = lesson(1, &data, &d.join("h"), None);
    p.expect("line 3 is not 'LESSON STEP done|open' skipped").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line(":quit").unwrap();
    until_exit(&mut p);
    assert_eq!(std::fs::read_to_string(data.join("progress")).unwrap(), damaged, "rewritten though nothing changed");

    let mut p = lesson(1, &data, &d.join("h"), None);
    p.expect(">>> ").unwrap();
    p.send_line("").unwrap();
    p.expect("step 2 of").unwrap();
    p.expect("damaged progress file was kept as").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line(":quit").unwrap();
    let out = until_exit(&mut p);
    assert!(out.contains("progress saved"), "{out}");
    assert_eq!(std::fs::read_to_string(data.join("progress.damaged")).unwrap(), damaged);
    let now = std::fs::read_to_string(data.join("progress")).unwrap();
    assert_eq!(now, "stridelab-progress 1\n01-arrays 1 open\n02-views-and-copies 3 open\n");
}

/// A symlinked progress file stays a symlink (it became a regular file); a mode-000 or
/// read-only one is not replaced (root too: its permission bits are respected).
#[test]
fn progress_symlinks_are_followed_and_protected_files_kept() {
    let d = temp_dir("proglink");
    let data = d.join("data");
    std::fs::create_dir_all(data.join("real")).unwrap();
    std::os::unix::fs::symlink("real/progress", data.join("progress")).unwrap();
    let mut p = lesson(1, &data, &d.join("h"), None);
    p.expect(">>> ").unwrap();
    p.send_line("").unwrap();
    p.expect("step 2 of").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line(":quit").unwrap();
    assert!(until_exit(&mut p).contains("progress saved"));
    assert!(std::fs::symlink_metadata(data.join("progress")).unwrap().file_type().is_symlink());
    assert_eq!(std::fs::read_to_string(data.join("real/progress")).unwrap(), "stridelab-progress 1\n01-arrays 1 open\n");

    for mode in [0o000, 0o444] {
        let text = "stridelab-progress 1\n01-arrays 4 open\n";
        let f = data.join("real/progress");
        std::fs::set_permissions(&f, std::fs::Permissions::from_mode(0o644)).unwrap();
        std::fs::write(&f, text).unwrap();
        std::fs::set_permissions(&f, std::fs::Permissions::from_mode(mode)).unwrap();
        let mut p = lesson(1, &data, &d.join("h"), None);
        p.expect(">>> ").unwrap();
        p.send_line("").unwrap();
        p.expect(">>> ").unwrap();
        p.send_line(":quit").unwrap();
        let out = until_exit(&mut p);
        assert!(out.contains("progress NOT saved"), "mode {mode:o}: {out}");
        std::fs::set_permissions(&f, std::fs::Permissions::from_mode(0o644)).unwrap();
        assert_eq!(std::fs::read_to_string(&f).unwrap(), text, "mode {mode:o}");
    }
}

/// Undoes `chattr +i` even when the test fails.
struct Immutable(PathBuf);

impl Drop for Immutable {
    fn drop(&mut self) {
        let _ = Command::new("chattr").arg("-i").arg(&self.0).status();
    }
}

/// A read-only folder (immutable, so that root cannot write it either): the lesson runs,
/// and quitting says the progress was not saved.
#[test]
fn progress_in_a_read_only_folder_is_reported_not_saved() {
    let d = temp_dir("rofolder");
    let data = d.join("data");
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(data.join("progress"), "stridelab-progress 1\n").unwrap();
    let ok = Command::new("chattr").arg("+i").arg(&data).stderr(Stdio::null()).status().is_ok_and(|s| s.success());
    if !ok {
        eprintln!("chattr +i is not available here: the read-only folder case is not run (files::tests cover the logic)");
        return;
    }
    let _undo = Immutable(data.clone());
    let mut p = lesson(1, &data, &d.join("h"), None);
    p.expect(">>> ").unwrap();
    p.send_line("").unwrap();
    p.expect("step 2 of").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line(":quit").unwrap();
    let out = until_exit(&mut p);
    assert!(out.contains("progress NOT saved"), "{out}");
    assert!(!out.contains("progress saved:"), "{out}");
}

/// Two shells in lessons at once: each one's progress survives the other's save (the last
/// writer erased the other's lessons).
#[test]
fn two_shells_in_lessons_at_once_merge_their_progress() {
    let d = temp_dir("two");
    let data = d.join("data");
    let mut a = lesson(1, &data, &d.join("ha"), None);
    let mut b = lesson(2, &data, &d.join("hb"), None);
    let mut c = lesson(1, &data, &d.join("hc"), None);
    for p in [&mut a, &mut b, &mut c] {
        p.expect(">>> ").unwrap();
    }
    // a: lesson 1 to step 5; b: lesson 2 to step 2; c: lesson 1 to step 2
    for step in 2..=5 {
        a.send_line("").unwrap();
        a.expect(format!("step {step} of").as_str()).unwrap();
    }
    a.expect(">>> ").unwrap();
    b.send_line(":skip").unwrap();
    b.expect("step 2 of").unwrap();
    b.expect(">>> ").unwrap();
    c.send_line("").unwrap();
    c.expect("step 2 of").unwrap();
    c.expect(">>> ").unwrap();
    for p in [&mut a, &mut b, &mut c] {
        p.send_line(":quit").unwrap();
        until_exit(p);
    }
    let text = std::fs::read_to_string(data.join("progress")).unwrap();
    assert!(text.contains("01-arrays 4 open\n"), "{text}");
    assert!(text.contains("02-views-and-copies 1 open\n"), "{text}");
    let left: Vec<_> = std::fs::read_dir(&data).unwrap().flatten().map(|e| e.file_name()).collect();
    assert!(left.iter().all(|n| !n.to_string_lossy().ends_with(".tmp")), "temp file left: {left:?}");
}

/// Runs `cmd`, failing if it has not ended within 5 s (a FIFO once blocked it for good).
fn run_briefly(mut cmd: Command) -> (String, String, Option<i32>) {
    let mut child = cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(5) {
            let _ = child.kill();
            panic!("{cmd:?} still running after 5 s");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let o = child.wait_with_output().unwrap();
    (String::from_utf8_lossy(&o.stdout).into(), String::from_utf8_lossy(&o.stderr).into(), o.status.code())
}

fn mkfifo(p: &Path) {
    assert!(Command::new("mkfifo").arg(p).status().unwrap().success());
}

/// Arguments that are not UTF-8 are names like any other (they panicked).
#[test]
fn arguments_that_are_not_utf8() {
    let d = temp_dir("argv");
    let name = std::ffi::OsStr::from_bytes(b"\xff.py");
    // a missing file: CPython's message, no panic
    let mut c = Command::new(BIN);
    c.arg("--plain").arg(name).current_dir(&d);
    let (_, err, code) = run_briefly(c);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("can't open file '\u{fffd}.py'"), "{err}");
    // an existing one runs, found by its exact bytes
    std::fs::write(d.join(name), "print(6 * 7)\n").unwrap();
    let mut c = Command::new(BIN);
    c.arg("--plain").arg(name).current_dir(&d);
    let (out, err, code) = run_briefly(c);
    assert_eq!((out.as_str(), code), ("42\n", Some(0)), "{err}");
    // a lesson name that is not UTF-8 names no lesson
    let mut c = Command::new(BIN);
    c.arg("lesson").arg(std::ffi::OsStr::from_bytes(b"\xff")).env("STRIDELAB_DATA_DIR", &d).env_remove("STRIDELAB_LESSONS");
    let (out, err, code) = run_briefly(c);
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(out.contains("no lesson '\u{fffd}'"), "{out}");
    let mut c = Command::new(BIN);
    c.arg("check-lessons").arg(std::ffi::OsStr::from_bytes(b"\xfe"));
    let (_, err, code) = run_briefly(c);
    assert_eq!(code, Some(1), "{err}");
}

/// A FIFO where a script, the progress file or the history file should be is refused at
/// once (opening it blocked for good, past Ctrl-C).
#[test]
fn fifos_are_refused_not_opened() {
    let d = temp_dir("fifo");
    let fifo = d.join("script.py");
    mkfifo(&fifo);
    let mut c = Command::new(BIN);
    c.arg("--plain").arg(&fifo);
    let (_, err, code) = run_briefly(c);
    assert_eq!(code, Some(2));
    assert!(err.contains("a FIFO (named pipe), not a regular file"), "{err}");

    let data = d.join("data");
    std::fs::create_dir_all(&data).unwrap();
    mkfifo(&data.join("progress"));
    let mut c = Command::new(BIN);
    c.arg("lesson").env("STRIDELAB_DATA_DIR", &data).env_remove("STRIDELAB_LESSONS");
    let (out, _, code) = run_briefly(c);
    assert_eq!(code, Some(0));
    assert!(out.contains("cannot read progress file") && out.contains("FIFO"), "{out}");

    // :load of a FIFO, and a FIFO as the history file, in the shell
    let hist = d.join("hist");
    mkfifo(&hist);
    let mut cmd = Command::new(BIN);
    cmd.arg("--plain").current_dir(&d);
    let mut p = pty(cmd, &hist);
    p.expect("cannot read history file").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line(":load script.py").unwrap();
    p.expect("can't open file 'script.py'").unwrap();
    p.expect("FIFO").unwrap();
    p.expect(">>> ").unwrap();
    p.send_line(":quit").unwrap();
    until_exit(&mut p);
}
