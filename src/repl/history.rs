//! The REPL's history file: where it is, and reading and writing it without ever losing
//! it. The format is rustyline's (`#V2`, then one entry a line with `\` and newlines
//! escaped), but stridelab writes it itself: each entry is appended in one write (a kill
//! at any moment leaves it whole or absent), and when the file grows well past the entry
//! cap it is rewritten whole through `crate::files` (never truncated in place). A file that
//! is not in this format (another program's history) is left untouched and not used.

use std::path::{Path, PathBuf};

use crate::files;

/// The first line of a history file.
const HEADER: &str = "#V2";

/// STRIDELAB_HISTORY if set, else `$XDG_DATA_HOME/stridelab/history`, else
/// `~/.local/share/stridelab/history`. None when no location can be found (no HOME):
/// the REPL then runs without persistent history.
pub fn history_path(stridelab_history: Option<&str>, xdg_data_home: Option<&str>, home: Option<&str>) -> Option<PathBuf> {
    if let Some(p) = stridelab_history.filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
    if let Some(x) = xdg_data_home.filter(|x| x.starts_with('/')) {
        return Some(PathBuf::from(x).join("stridelab").join("history"));
    }
    home.filter(|h| !h.is_empty()).map(|h| PathBuf::from(h).join(".local/share/stridelab/history"))
}

/// The history path from the real environment, with its folder created. Ok(None) when
/// there is no location; Err says why history cannot be kept there.
pub fn default_history_path() -> Result<Option<PathBuf>, String> {
    let Some(p) = history_path(
        std::env::var("STRIDELAB_HISTORY").ok().as_deref(),
        std::env::var("XDG_DATA_HOME").ok().as_deref(),
        std::env::var("HOME").ok().as_deref(),
    ) else {
        return Ok(None);
    };
    if let Some(dir) = p.parent()
        && !dir.as_os_str().is_empty()
    {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot make the folder {} for the history file: {}", dir.display(), e))?;
    }
    Ok(Some(p))
}

/// One entry as a line of the file.
fn escape(entry: &str) -> String {
    let mut s = String::with_capacity(entry.len() + 1);
    for c in entry.chars() {
        match c {
            '\\' => s.push_str("\\\\"),
            '\n' => s.push_str("\\n"),
            c => s.push(c),
        }
    }
    s.push('\n');
    s
}

/// One line of the file as an entry (a line with a stray `\` is taken as it is, as
/// rustyline does).
fn unescape(line: &str) -> String {
    let mut s = String::with_capacity(line.len());
    let mut it = line.chars();
    while let Some(c) = it.next() {
        if c != '\\' {
            s.push(c);
            continue;
        }
        match it.next() {
            Some('n') => s.push('\n'),
            Some('\\') => s.push('\\'),
            _ => return line.to_string(),
        }
    }
    s
}

/// The entries of a history file's text; Err when it is not a history file of this format.
pub fn parse(bytes: &[u8]) -> Result<Vec<String>, String> {
    let text = std::str::from_utf8(bytes).map_err(|_| "it is not UTF-8 text".to_string())?;
    let mut lines = text.lines();
    match lines.next() {
        None => Ok(Vec::new()),
        Some(HEADER) => Ok(lines.filter(|l| !l.is_empty()).map(unescape).collect()),
        Some(_) => Err(format!("it does not start with {}", HEADER)),
    }
}

/// The history file of one shell.
#[derive(Debug)]
pub struct HistoryFile {
    path: PathBuf,
    /// Entries kept when the file is rewritten.
    cap: usize,
    /// Entries in the file as far as this shell knows (other shells append too).
    on_disk: usize,
}

impl HistoryFile {
    /// Open the history at `path` (a missing file is made with the first entry): its
    /// entries, or why it is not used (it is then left exactly as it is).
    pub fn open(path: &Path, cap: usize) -> Result<(HistoryFile, Vec<String>), String> {
        let entries = match files::read_regular(path) {
            Ok(bytes) => parse(&bytes).map_err(|why| {
                format!(
                    "{} is not a stridelab history file ({}); it is left untouched and this session's history is not saved (set STRIDELAB_HISTORY to another file)",
                    path.display(),
                    why
                )
            })?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
            Err(e) => return Err(format!("cannot read history file {}: {}; this session's history is not saved", path.display(), e)),
        };
        let on_disk = entries.len();
        Ok((HistoryFile { path: path.to_path_buf(), cap, on_disk }, entries))
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Add one entry to the file; rewrites it (whole) when it has grown a tenth past the cap.
    pub fn add(&mut self, entry: &str) -> std::io::Result<()> {
        let mut record = escape(entry);
        let empty = match std::fs::metadata(files::resolve(&self.path)?) {
            Ok(m) => m.len() == 0,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => true,
            Err(e) => return Err(e),
        };
        if empty {
            record.insert_str(0, &format!("{}\n", HEADER));
        }
        files::append(&self.path, record.as_bytes())?;
        self.on_disk += 1;
        if self.on_disk > self.cap + self.cap / 10 {
            self.compact()?;
        }
        Ok(())
    }

    /// Rewrite the file with its last `cap` entries (read again: other shells add too).
    fn compact(&mut self) -> std::io::Result<()> {
        let bytes = files::read_regular(&self.path)?;
        let entries = parse(&bytes).map_err(|why| std::io::Error::other(format!("{} changed format: {}", self.path.display(), why)))?;
        let keep = &entries[entries.len().saturating_sub(self.cap)..];
        let mut text = format!("{}\n", HEADER);
        for e in keep {
            text.push_str(&escape(e));
        }
        files::write(&self.path, text.as_bytes(), files::Existing::Replace)?;
        self.on_disk = keep.len();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn precedence() {
        assert_eq!(history_path(Some("/t/h"), Some("/x"), Some("/home/u")), Some(PathBuf::from("/t/h")));
        assert_eq!(history_path(None, Some("/x"), Some("/home/u")), Some(PathBuf::from("/x/stridelab/history")));
        assert_eq!(
            history_path(Some(""), Some("rel"), Some("/home/u")),
            Some(PathBuf::from("/home/u/.local/share/stridelab/history"))
        );
        assert_eq!(history_path(None, None, None), None);
    }

    #[test]
    fn escapes_round_trip_and_foreign_files_are_refused() {
        let e = "for i in x:\n    print('\\\\n')";
        assert_eq!(parse(format!("{}\n{}", HEADER, escape(e)).as_bytes()).unwrap(), vec![e.to_string()]);
        assert!(parse(b"ls -la\ncd \\tmp\n").unwrap_err().contains("does not start with #V2"));
        assert!(parse(&[0xff, 0xfe]).is_err());
        assert_eq!(parse(b"").unwrap(), Vec::<String>::new());
    }

    #[test]
    fn appends_then_rewrites_whole_past_the_cap() {
        let d = std::env::temp_dir().join(format!("stridelab-history-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        let p = d.join("h");
        let (mut h, old) = HistoryFile::open(&p, 10).unwrap();
        assert!(old.is_empty());
        for i in 0..11 {
            h.add(&format!("x = {i}")).unwrap();
        }
        assert_eq!(parse(&std::fs::read(&p).unwrap()).unwrap().len(), 11);
        h.add("x = 11").unwrap();
        let kept = parse(&std::fs::read(&p).unwrap()).unwrap();
        assert_eq!(kept.len(), 10);
        assert_eq!(kept.last().unwrap(), "x = 11");
        // another program's file is refused and kept as it is
        std::fs::write(&p, "ls\n").unwrap();
        assert!(HistoryFile::open(&p, 10).unwrap_err().contains("left untouched"));
        assert_eq!(std::fs::read(&p).unwrap(), b"ls\n");
        let _ = std::fs::remove_dir_all(&d);
    }
}
