//! Saved progress: which step of each lesson the learner reached and which lessons they
//! finished, in a small text file in the data directory (`$STRIDELAB_DATA_DIR`, else
//! `$XDG_DATA_HOME/stridelab`, else `~/.local/share/stridelab`), so a lesson resumes where
//! it stopped. A damaged or unwritable file costs the learner at most its damaged lines,
//! never the lesson: loading and saving return warnings instead of failing.
//!
//! ```text
//! stridelab-progress 1
//! 01-arrays 7 done
//! 03-negative-strides 2 open
//! ```
//!
//! [`Store`] keeps the file safe: a bad line is skipped (and named), not the whole file;
//! a file that cannot be read, or is read-only, is never replaced; a damaged one is copied
//! to `progress.damaged` before it is first rewritten; two shells saving at once merge by
//! lesson (under a lock file) instead of the last one erasing the other's progress; and
//! nothing is written until the learner's progress actually changes.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::files;

const HEADER: &str = "stridelab-progress 1";
const HEADER_WORD: &str = "stridelab-progress";

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

/// A progress file's text, read line by line.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Parsed {
    pub progress: Progress,
    /// What was wrong with each skipped line (`line 3 is not ...`).
    pub skipped: Vec<String>,
}

impl Progress {
    /// Read the text form. A bad line is skipped and named in `skipped`; Err (the whole
    /// file unreadable) only when the first line is not this format's header.
    pub fn parse(text: &str) -> Result<Parsed, String> {
        // an editor may have added a byte-order mark
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut lines = text.lines().enumerate();
        match lines.next() {
            None => return Ok(Parsed::default()),
            Some((_, h)) if h.trim() == HEADER => {}
            Some((_, h)) => {
                let mut w = h.split_whitespace();
                return Err(match (w.next(), w.next()) {
                    (Some(HEADER_WORD), Some(v)) => {
                        format!("it is in format version {}, which this stridelab does not know", v)
                    }
                    _ => format!("line 1 is not '{}'", HEADER),
                });
            }
        }
        let mut p = Parsed::default();
        for (i, l) in lines {
            if l.trim().is_empty() {
                continue;
            }
            let f: Vec<&str> = l.split_whitespace().collect();
            let entry = match f.as_slice() {
                // U+FFFD: bytes that were not UTF-8
                [id, step, state] if matches!(*state, "done" | "open") && !id.contains('\u{fffd}') => {
                    step.parse().ok().map(|step| (id.to_string(), Entry { step, done: *state == "done" }))
                }
                _ => None,
            };
            match entry {
                Some((id, e)) => {
                    p.progress.lessons.insert(id, e);
                }
                None => p.skipped.push(format!("line {} is not 'LESSON STEP done|open'", i + 1)),
            }
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

    /// Three-way merge by lesson: `ours` and `theirs` both started from `base`. A lesson
    /// only one side changed takes that side's entry; one both changed (two shells in the
    /// same lesson) keeps the furthest step, and stays finished if either finished it.
    pub fn merge(base: &Progress, ours: &Progress, theirs: &Progress) -> Progress {
        let mut out = Progress::default();
        let ids: std::collections::BTreeSet<&String> =
            base.lessons.keys().chain(ours.lessons.keys()).chain(theirs.lessons.keys()).collect();
        for id in ids {
            let (b, o, t) = (base.get(id), ours.get(id), theirs.get(id));
            let e = if o == b {
                t
            } else if t == b {
                o
            } else {
                Entry { step: o.step.max(t.step), done: o.done || t.done }
            };
            if e != Entry::default() || ours.lessons.contains_key(id) || theirs.lessons.contains_key(id) {
                out.lessons.insert(id.clone(), e);
            }
        }
        out
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

/// What is wrong with the progress file as it was read, if anything.
#[derive(Debug, Clone, PartialEq)]
enum Damage {
    None,
    /// Some lines, or the whole file, could not be understood: its bytes are kept in a
    /// copy beside it before it is rewritten.
    Unparsed(Vec<u8>),
    /// It could not be read at all (permissions, a FIFO, a folder): it is never replaced.
    Unreadable(String),
}

/// Read the file: its progress, the warnings for the learner, and its damage.
fn read(path: &Path) -> (Progress, Vec<String>, Damage) {
    let bytes = match files::read_regular(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (Progress::default(), Vec::new(), Damage::None),
        Err(e) => {
            let why = e.to_string();
            let w = format!(
                "cannot read progress file {}: {}; it is left as it is and this session's progress is not saved",
                path.display(),
                why
            );
            return (Progress::default(), vec![w], Damage::Unreadable(why));
        }
        Ok(b) => b,
    };
    let text = String::from_utf8_lossy(&bytes);
    match Progress::parse(&text) {
        Ok(p) if p.skipped.is_empty() => (p.progress, Vec::new(), Damage::None),
        Ok(p) => {
            let w = format!(
                "progress file {}: {} skipped; the rest is loaded (the file is copied beside it before progress is next saved)",
                path.display(),
                p.skipped.join(", ")
            );
            (p.progress, vec![w], Damage::Unparsed(bytes))
        }
        Err(why) => {
            let w = format!(
                "progress file {} cannot be read ({}); starting afresh (the file is kept: a copy is made beside it before progress is saved)",
                path.display(),
                why
            );
            (Progress::default(), vec![w], Damage::Unparsed(bytes))
        }
    }
}

/// The progress file as this shell knows it.
#[derive(Debug)]
pub struct Store {
    pub path: PathBuf,
    /// The learner's progress: the file's, with this shell's lessons merged in.
    pub progress: Progress,
    /// The lessons this shell recorded, at the learner's place in each.
    mine: Progress,
    /// For each lesson, the entry this shell last wrote or read: a file that differs from
    /// it there was changed by another shell.
    seen: Progress,
    damage: Damage,
    /// The last save failed, so the file may be behind `mine`.
    unsaved: bool,
}

impl Store {
    /// Load the file at `path` (missing: a fresh start). Nothing is written.
    pub fn open(path: PathBuf) -> (Store, Vec<String>) {
        let (progress, warnings, damage) = read(&path);
        let seen = progress.clone();
        (Store { path, progress, mine: Progress::default(), seen, damage, unsaved: false }, warnings)
    }

    /// Record that the learner is at `step` of lesson `id` (`finished` marks it done for
    /// good) and save if that is news to the file. Ok(notes) when the file holds the
    /// progress (the notes say where a damaged file was kept); Err says why not.
    pub fn record(&mut self, id: &str, step: usize, finished: bool) -> Result<Vec<String>, String> {
        if !self.mine.lessons.contains_key(id) {
            self.mine.lessons.insert(id.to_string(), self.progress.get(id));
        }
        self.mine.record(id, step, finished);
        if !self.unsaved && self.mine.get(id) == self.seen.get(id) {
            return Ok(Vec::new());
        }
        self.save()
    }

    /// Save now, merging with whatever another shell saved since this one last looked.
    pub fn save(&mut self) -> Result<Vec<String>, String> {
        let r = self.try_save();
        self.unsaved = r.is_err();
        r
    }

    fn try_save(&mut self) -> Result<Vec<String>, String> {
        let fail = |why: String| format!("progress not saved to {}: {}", self.path.display(), why);
        if let Damage::Unreadable(why) = &self.damage {
            return Err(fail(format!("the file could not be read ({}), so it is not replaced", why)));
        }
        let target = files::resolve(&self.path).map_err(|e| fail(e.to_string()))?;
        if let Some(dir) = target.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| fail(format!("cannot make its folder: {}", e)))?;
        }
        // one shell at a time reads, merges and writes; if the lock cannot be had, the
        // write below still never leaves half a file
        let lock_name = format!(".{}.lock", target.file_name().map_or("progress".into(), |n| n.to_string_lossy()));
        let lock = std::fs::OpenOptions::new().create(true).truncate(false).write(true).open(target.with_file_name(lock_name));
        if let Ok(l) = &lock {
            let _ = l.lock();
        }
        if let Ok(m) = std::fs::metadata(&target)
            && m.is_file()
            && files::is_read_only(&m)
        {
            return Err(fail("the file is read-only, so it is not replaced (make it writable to save)".into()));
        }
        // what is on the disk now (another shell may have saved since)
        let (theirs, _, damage) = read(&self.path);
        let damage = match damage {
            Damage::None => self.damage.clone(),
            d => d,
        };
        let mut notes = Vec::new();
        match &damage {
            Damage::Unreadable(why) => return Err(fail(format!("the file could not be read ({}), so it is not replaced", why))),
            Damage::Unparsed(bytes) => {
                let kept = files::keep_copy(&self.path, bytes, "damaged")
                    .map_err(|e| fail(format!("cannot keep a copy of the damaged file: {}", e)))?;
                notes.push(format!("the damaged progress file was kept as {}", kept.display()));
            }
            Damage::None => {}
        }
        // the base of each lesson this shell recorded is what it last knew of that lesson;
        // a lesson this shell never touched is the file's
        let mut base = Progress::default();
        for id in self.mine.lessons.keys() {
            base.lessons.insert(id.clone(), self.seen.get(id));
        }
        let merged = Progress::merge(&base, &self.mine, &theirs);
        files::write(&self.path, merged.text().as_bytes(), files::Existing::Replace).map_err(|e| fail(e.to_string()))?;
        self.damage = Damage::None;
        self.seen = merged.clone();
        for (id, e) in &self.mine.lessons {
            self.seen.lessons.insert(id.clone(), *e);
        }
        self.progress = merged;
        Ok(notes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(tag: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("stridelab-progress-{}-{}", tag, std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn round_trip() {
        let mut p = Progress::default();
        p.record("02-views", 4, false);
        p.record("01-arrays", 0, true);
        let t = p.text();
        assert_eq!(t, "stridelab-progress 1\n01-arrays 0 done\n02-views 4 open\n");
        assert_eq!(Progress::parse(&t).unwrap(), Parsed { progress: p.clone(), skipped: vec![] });
        // finishing once stays finished when the learner goes back
        p.record("01-arrays", 3, false);
        assert!(p.get("01-arrays").done);
        assert_eq!(p.get("nope"), Entry::default());
    }

    #[test]
    fn bad_lines_cost_only_themselves() {
        let p = |t: &str| Progress::parse(t);
        // a truncated last line, an extra field, bytes that were not UTF-8
        let parsed = p("stridelab-progress 1\n01-arrays 7 done\n02-views 3 open extra\n03-x \u{fffd} open\n04-y 2 op").unwrap();
        assert_eq!(parsed.progress.get("01-arrays"), Entry { step: 7, done: true });
        assert_eq!(parsed.progress.lessons.len(), 1);
        assert_eq!(
            parsed.skipped,
            ["line 3 is not 'LESSON STEP done|open'", "line 4 is not 'LESSON STEP done|open'", "line 5 is not 'LESSON STEP done|open'"]
        );
        // a byte-order mark is not damage
        let bom = p("\u{feff}stridelab-progress 1\n01-arrays 2 open\n").unwrap();
        assert!(bom.skipped.is_empty() && bom.progress.get("01-arrays").step == 2);
        assert_eq!(p("garbage").unwrap_err(), "line 1 is not 'stridelab-progress 1'");
        assert!(p("stridelab-progress 2\n01-arrays 2 open\n").unwrap_err().contains("format version 2"));
        assert_eq!(p("").unwrap(), Parsed::default());
    }

    #[test]
    fn merge_keeps_both_shells_progress() {
        let mk = |v: &[(&str, usize, bool)]| {
            let mut p = Progress::default();
            for &(id, step, done) in v {
                p.lessons.insert(id.into(), Entry { step, done });
            }
            p
        };
        let base = mk(&[("01", 2, false)]);
        // different lessons: both kept
        let m = Progress::merge(&base, &mk(&[("01", 5, false)]), &mk(&[("01", 2, false), ("02", 3, false)]));
        assert_eq!(m, mk(&[("01", 5, false), ("02", 3, false)]));
        // the same lesson in both: the furthest step; finished stays finished
        let m = Progress::merge(&base, &mk(&[("01", 4, false)]), &mk(&[("01", 7, false)]));
        assert_eq!(m, mk(&[("01", 7, false)]));
        let m = Progress::merge(&base, &mk(&[("01", 0, true)]), &mk(&[("01", 3, false)]));
        assert_eq!(m, mk(&[("01", 3, true)]));
        // only this shell moved (back, even): its step stands
        let m = Progress::merge(&base, &mk(&[("01", 1, false)]), &base);
        assert_eq!(m, mk(&[("01", 1, false)]));
    }

    #[test]
    fn store_writes_only_on_change_and_keeps_damaged_files() {
        let d = dir("store");
        let path = d.join("sub").join("progress");
        let (mut s, w) = Store::open(path.clone());
        assert!(w.is_empty());
        // opening a lesson at step 0 changes nothing: nothing is written
        assert_eq!(s.record("01-arrays", 0, false), Ok(vec![]));
        assert!(!path.exists());
        s.record("01-arrays", 2, false).unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "stridelab-progress 1\n01-arrays 2 open\n");

        // a damaged line: the rest loads, nothing is written on opening, and the first
        // save keeps the file as it was beside it
        let damaged = "stridelab-progress 1\n01-arrays 2 open\n02-views 4 op";
        std::fs::write(&path, damaged).unwrap();
        let (mut s, w) = Store::open(path.clone());
        assert!(w[0].contains("line 3 is not"), "{w:?}");
        assert_eq!(s.progress.get("01-arrays").step, 2);
        assert_eq!(s.record("01-arrays", 2, false), Ok(vec![]));
        assert_eq!(std::fs::read_to_string(&path).unwrap(), damaged);
        let notes = s.record("01-arrays", 3, false).unwrap();
        assert!(notes[0].contains("progress.damaged"), "{notes:?}");
        assert_eq!(std::fs::read_to_string(d.join("sub/progress.damaged")).unwrap(), damaged);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "stridelab-progress 1\n01-arrays 3 open\n");
        let _ = std::fs::remove_dir_all(&d);
    }

    /// What a file that cannot be read does (a folder stands in for a mode-000 file, which
    /// root could read): the warning says so, and saving fails without touching it.
    #[test]
    fn unreadable_and_read_only_files_are_never_replaced() {
        use std::os::unix::fs::PermissionsExt;
        let d = dir("unreadable");
        let path = d.join("progress");
        std::fs::create_dir(&path).unwrap();
        let (mut s, w) = Store::open(path.clone());
        assert!(w[0].contains("cannot read progress file"), "{w:?}");
        let e = s.record("01-arrays", 3, false).unwrap_err();
        assert!(e.starts_with("progress not saved") && e.contains("not replaced"), "{e}");
        assert!(path.is_dir());

        let ro = d.join("ro");
        std::fs::write(&ro, "stridelab-progress 1\n01-arrays 1 open\n").unwrap();
        std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o444)).unwrap();
        let (mut s, _) = Store::open(ro.clone());
        let e = s.record("01-arrays", 3, false).unwrap_err();
        assert!(e.contains("read-only"), "{e}");
        assert_eq!(std::fs::read_to_string(&ro).unwrap(), "stridelab-progress 1\n01-arrays 1 open\n");
        let _ = std::fs::remove_dir_all(&d);
    }

    /// Many savers at once (threads here; tests/data_safety.rs does it with processes):
    /// every lesson each one recorded is in the file at the end.
    #[test]
    fn concurrent_saves_merge() {
        let d = dir("concurrent");
        let path = d.join("progress");
        let handles: Vec<_> = (0..8)
            .map(|t| {
                let path = path.clone();
                std::thread::spawn(move || {
                    let (mut s, _) = Store::open(path);
                    for step in 1..=20 {
                        s.record(&format!("{:02}-lesson", t), step, false).unwrap();
                    }
                })
            })
            .collect();
        for h in handles {
            h.join().unwrap();
        }
        let parsed = Progress::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(parsed.progress.lessons.len(), 8, "{:?}", parsed.progress);
        assert!(parsed.progress.lessons.values().all(|e| e.step == 20));
        let _ = std::fs::remove_dir_all(&d);
    }
}
