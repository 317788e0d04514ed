//! The README's examples run, so the README cannot drift from the program:
//! - the two setup commands are the README's `sh` block under "Setup", and the first one runs;
//! - every command line of every `sh` block runs and exits 0;
//! - every `$ ` command of a `console` block prints exactly the lines shown under it;
//! - every `pycon` block is a real rich-mode transcript: its `>>> ` statements, run as a
//!   script (`stridelab FILE.py`), print exactly the block;
//! - every command in the "Teaching commands" table runs, after the transcript's statements,
//!   without raising.
//!
//! After an intended change of output, run the statements again with the release binary and
//! paste its output into the README (`target/release/stridelab FILE.py`).

use std::path::PathBuf;
use std::time::Duration;

use snapbox::cmd::Command;
use snapbox::IntoData;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn readme() -> String {
    std::fs::read_to_string(root().join("README.md")).expect("README.md exists")
}

/// A fenced code block: its info string, its text (with a final newline) and the line it
/// starts on (1-based, the fence itself).
struct Block {
    info: String,
    text: String,
    line: usize,
}

fn blocks(md: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut open: Option<Block> = None;
    for (i, line) in md.lines().enumerate() {
        match (&mut open, line.strip_prefix("```")) {
            (None, Some(info)) => open = Some(Block { info: info.trim().to_string(), text: String::new(), line: i + 1 }),
            (Some(_), Some("")) => out.push(open.take().unwrap()),
            (Some(b), _) => {
                b.text.push_str(line);
                b.text.push('\n');
            }
            (None, None) => {}
        }
    }
    assert!(open.is_none(), "README.md: a code fence is not closed");
    out
}

/// One command line as a shell reads it: words split at spaces, '...' and "..." quoting,
/// and a `#` comment (a `#` at the start of a word) dropped.
fn words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' => {
                if let Some(w) = word.take() {
                    out.push(w);
                }
            }
            '#' if word.is_none() => break,
            '\'' | '"' => {
                let w = word.get_or_insert_with(String::new);
                for d in chars.by_ref() {
                    if d == c {
                        break;
                    }
                    w.push(d);
                }
            }
            _ => word.get_or_insert_with(String::new).push(c),
        }
    }
    out.extend(word);
    out
}

/// A scratch folder for lesson progress and history, so the runs touch nothing of the user's.
fn scratch(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("stridelab-readme-{}-{}", tag, std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The binary, run from the repository's root as the README's commands are, with standard
/// input `stdin`, 80 columns and no colour.
fn stridelab(args: &[String], stdin: &str, dir: &std::path::Path) -> Command {
    Command::new(snapbox::cmd::cargo_bin!("stridelab"))
        .current_dir(root())
        .args(args)
        .env("COLUMNS", "80")
        .env("NO_COLOR", "1")
        .env_remove("CLICOLOR_FORCE")
        .env("STRIDELAB_DATA_DIR", dir)
        .env("STRIDELAB_HISTORY", dir.join("history"))
        .stdin(stdin.to_string())
        .timeout(Duration::from_secs(60))
}

fn sh_blocks() -> Vec<Block> {
    blocks(&readme()).into_iter().filter(|b| b.info == "sh").collect()
}

#[test]
fn setup_is_the_two_commands_and_the_first_runs_the_bundled_example() {
    let md = readme();
    let setup = md.find("\n## Setup").expect("README has a Setup section");
    let block = blocks(&md[setup..]).into_iter().find(|b| b.info == "sh").expect("a sh block under Setup");
    let commands: Vec<Vec<String>> = block.text.lines().map(words).filter(|w| !w.is_empty()).collect();
    let expected: Vec<Vec<String>> = ["cargo run --release -- examples/windows.py", "cargo test --release"]
        .iter()
        .map(|c| words(c))
        .collect();
    assert_eq!(commands, expected, "the README's setup must stay these two commands");
    let d = scratch("setup");
    stridelab(&commands[0][4..], "", &d)
        .assert()
        .success()
        .stdout_eq(snapbox::Data::read_from(&root().join("examples/windows.rich.txt"), None).raw())
        .stderr_eq("".raw());
}

#[test]
fn every_shell_command_runs() {
    let d = scratch("sh");
    let mut ran = 0;
    for block in sh_blocks() {
        for (i, line) in block.text.lines().enumerate() {
            let w = words(line);
            let args: Vec<String> = match w.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
                [] => continue,
                // this very run, and an install into ~/.cargo: not run from a test
                ["cargo", "test", "--release"] | ["cargo", "install", "--path", "."] => continue,
                ["cargo", "run", "--release", "--", ..] => w[4..].to_vec(),
                ["stridelab", ..] => w[1..].to_vec(),
                _ => panic!("README.md line {}: `{line}` is a command this test does not know how to run", block.line + 1 + i),
            };
            let out = stridelab(&args, "", &d).output().unwrap();
            assert!(
                out.status.success(),
                "README.md line {}: `{line}` exited with {:?}\nstdout:\n{}\nstderr:\n{}",
                block.line + 1 + i,
                out.status.code(),
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
            ran += 1;
        }
    }
    assert!(ran >= 8, "expected the README's commands, ran {ran}");
}

#[test]
fn console_blocks_print_what_they_show() {
    let d = scratch("console");
    let mut ran = 0;
    for block in blocks(&readme()).into_iter().filter(|b| b.info == "console") {
        let mut lines = block.text.lines().peekable();
        while let Some(line) = lines.next() {
            let cmd = line.strip_prefix("$ ").unwrap_or_else(|| panic!("README.md line {}: a console block starts with `$ `", block.line + 1));
            let mut expected = String::new();
            while let Some(l) = lines.next_if(|l| !l.starts_with("$ ")) {
                expected.push_str(l);
                expected.push('\n');
            }
            let w = words(cmd);
            assert_eq!(w[0], "stridelab", "README.md line {}: `{cmd}`", block.line + 1);
            stridelab(&w[1..], "", &d).assert().stdout_eq(expected.raw());
            ran += 1;
        }
    }
    assert!(ran >= 1, "expected a console example in the README");
}

/// The statements of a transcript: each `>>> ` line with its `... ` continuation lines.
fn statements(transcript: &str) -> String {
    let mut src = String::new();
    for line in transcript.lines() {
        if let Some(s) = line.strip_prefix(">>> ").or_else(|| line.strip_prefix("... ")) {
            src.push_str(s);
            src.push('\n');
        } else if line == "..." {
            src.push('\n');
        }
    }
    src
}

fn transcripts() -> Vec<Block> {
    let v: Vec<Block> = blocks(&readme()).into_iter().filter(|b| b.info == "pycon").collect();
    assert!(!v.is_empty(), "expected a transcript (a pycon block) in the README");
    v
}

#[test]
fn transcripts_are_what_rich_mode_prints() {
    let d = scratch("pycon");
    for (k, block) in transcripts().into_iter().enumerate() {
        let script = d.join(format!("transcript{k}.py"));
        std::fs::write(&script, statements(&block.text)).unwrap();
        stridelab(&[script.to_string_lossy().into_owned()], "", &d)
            .assert()
            .success()
            .stdout_eq(block.text.as_str().raw())
            .stderr_eq("".raw());
    }
}

#[test]
fn teaching_commands_in_the_table_run() {
    let md = readme();
    let start = md.find("\n## Teaching commands").expect("README has a Teaching commands section");
    let section = &md[start + 1..];
    let section = &section[..section[1..].find("\n## ").map_or(section.len(), |e| e + 1)];
    let commands: Vec<&str> = section
        .lines()
        .filter_map(|l| l.strip_prefix("| `"))
        .map(|l| &l[..l.find("` |").expect("a table row's first cell is one code span")])
        .collect();
    assert!(commands.len() >= 8, "expected the teaching commands, found {commands:?}");
    let setup: String = transcripts().iter().map(|b| statements(&b.text)).collect();
    let d = scratch("table");
    for cmd in commands {
        let script = d.join("table.py");
        std::fs::write(&script, format!("{setup}{cmd}\n")).unwrap();
        let out = stridelab(&[script.to_string_lossy().into_owned()], "", &d).output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "`{cmd}` raised:\n{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
        let shown = &stdout[stdout.rfind(&format!(">>> {cmd}\n")).expect("the command is echoed")..];
        assert!(shown.lines().count() > 1, "`{cmd}` printed nothing:\n{stdout}");
    }
}
