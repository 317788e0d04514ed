//! Saved progress: which step of each lesson the learner reached and which lessons they
//! finished, in a small text file in the data directory (`$STRIDELAB_DATA_DIR`, else
//! `$XDG_DATA_HOME/stridelab`, else `~/.local/share/stridelab`), so a lesson resumes where
//! it stopped. A damaged or unwritable file costs the learner their progress, never the
//! lesson: loading and saving return warnings instead of failing.
//!
//! ```text
//! stridelab-progress 1
//! 01-arrays 7 done
//! 03-negative-strides 2 open
//! ```

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const HEADER: &str = "stridelab-progress 1";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Entry {
    /// The step to show when the lesson is opened again.
    pub step: usize,
    /// Every step was reached once.
    pub done: bool,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Progress {
    pub lessons: BTreeMap<String, Entry>,
}

/// The data directory, from the environment as described above (None without a home).
pub fn data_dir() -> Option<PathBuf> {
    let var = |k: &str| std::env::var_os(k).filter(|v| !v.is_empty()).map(PathBuf::from);
    if let Some(d) = var("STRIDELAB_DATA_DIR") {
        return Some(d);
    }
    // the XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored
    if let Some(d) = var("XDG_DATA_HOME").filter(|d| d.is_absolute()) {
        return Some(d.join("stridelab"));
    }
    var("HOME").map(|h| h.join(".local").join("share").join("stridelab"))
}

/// Where progress is kept.
pub fn default_path() -> Option<PathBuf> {
    data_dir().map(|d| d.join("progress"))
}

impl Progress {
    /// Read the text form; Err names the first bad line.
    pub fn parse(text: &str) -> Result<Progress, String> {
        let mut lines = text.lines().enumerate();
        match lines.next() {
            Some((_, h)) if h.trim() == HEADER => {}
            _ => return Err(format!("line 1 is not '{}'", HEADER)),
        }
        let mut p = Progress::default();
        for (i, l) in lines {
            if l.trim().is_empty() {
                continue;
            }
            let f: Vec<&str> = l.split_whitespace().collect();
            let entry = match f.as_slice() {
                [id, step, state] if matches!(*state, "done" | "open") => {
                    step.parse().ok().map(|step| (id.to_string(), Entry { step, done: *state == "done" }))
                }
                _ => None,
            };
            let Some((id, e)) = entry else { return Err(format!("line {} is not 'LESSON STEP done|open'", i + 1)) };
            p.lessons.insert(id, e);
        }
        Ok(p)
    }

    pub fn text(&self) -> String {
        let mut s = format!("{}\n", HEADER);
        for (id, e) in &self.lessons {
            s.push_str(&format!("{} {} {}\n", id, e.step, if e.done { "done" } else { "open" }));
        }
        s
    }

    /// Load from `path`: a missing file is a fresh start; a damaged one is too, with a warning.
    pub fn load(path: &Path) -> (Progress, Option<String>) {
        match std::fs::read(path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => (Progress::default(), None),
            Err(e) => (Progress::default(), Some(format!("cannot read progress file {}: {}; starting afresh", path.display(), e))),
            Ok(bytes) => match std::str::from_utf8(&bytes).map_err(|_| "not text".to_string()).and_then(Progress::parse) {
                Ok(p) => (p, None),
                Err(why) => (
                    Progress::default(),
                    Some(format!(
                        "progress file {} is damaged ({}); starting afresh (it is rewritten when you move on)",
                        path.display(),
                        why
                    )),
                ),
            },
        }
    }

    /// Write to `path` (creating its directory); a warning on failure.
    pub fn save(&self, path: &Path) -> Result<(), String> {
        let write = || -> std::io::Result<()> {
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir)?;
            }
            // write then rename, so a crash never leaves half a file
            let tmp = path.with_extension("tmp");
            std::fs::write(&tmp, self.text())?;
            std::fs::rename(&tmp, path)
        };
        write().map_err(|e| format!("cannot save progress to {}: {}", path.display(), e))
    }

    pub fn get(&self, id: &str) -> Entry {
        self.lessons.get(id).copied().unwrap_or_default()
    }

    /// Record that the learner is at `step`; `finished` marks the lesson done for good.
    pub fn record(&mut self, id: &str, step: usize, finished: bool) {
        let e = self.lessons.entry(id.to_string()).or_default();
        e.step = step;
        e.done |= finished;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_damage() {
        let mut p = Progress::default();
        p.record("02-views", 4, false);
        p.record("01-arrays", 0, true);
        let t = p.text();
        assert_eq!(t, "stridelab-progress 1\n01-arrays 0 done\n02-views 4 open\n");
        assert_eq!(Progress::parse(&t).unwrap(), p);
        assert_eq!(Progress::parse("garbage").unwrap_err(), "line 1 is not 'stridelab-progress 1'");
        assert_eq!(
            Progress::parse("stridelab-progress 1\n01-arrays x done\n").unwrap_err(),
            "line 2 is not 'LESSON STEP done|open'"
        );
        // finishing once stays finished when the learner goes back
        p.record("01-arrays", 3, false);
        assert!(p.get("01-arrays").done);
        assert_eq!(p.get("nope"), Entry::default());
    }

    #[test]
    fn load_and_save_report_instead_of_failing() {
        let d = std::env::temp_dir().join(format!("stridelab-progress-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        let path = d.join("sub").join("progress");
        assert_eq!(Progress::load(&path), (Progress::default(), None));
        let mut p = Progress::default();
        p.record("01-arrays", 2, false);
        p.save(&path).unwrap();
        assert_eq!(Progress::load(&path).0, p);
        std::fs::write(&path, [0xff, 0xfe, 0x00]).unwrap();
        let (q, warn) = Progress::load(&path);
        assert_eq!(q, Progress::default());
        assert!(warn.unwrap().contains("damaged"));
        // a directory where the file should be: saving fails with a message
        let blocked = d.join("blocked");
        std::fs::create_dir_all(blocked.join("progress.tmp")).unwrap();
        assert!(p.save(&blocked.join("progress")).unwrap_err().starts_with("cannot save progress"));
        let _ = std::fs::remove_dir_all(&d);
    }
}
