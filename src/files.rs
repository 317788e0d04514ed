//! The one way the shell reads and writes the learner's files (progress, history, `:save`
//! scripts): a file is written whole or not at all, a symlink is followed rather than
//! replaced, a non-regular file (a FIFO, a device) is never opened, and the caller hears
//! whether a write really happened.
//!
//! Writing goes through a temporary file with a unique name in the target's own folder:
//! write, fsync, rename over the target, fsync the folder. A crash, a kill or a full disk
//! at any moment leaves either the old file or the new one, never half of either.

use std::ffi::OsString;
use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The path that `path` finally names, following symlinks (also a dangling one, so
/// writing through a link to a file not made yet creates that file, keeping the link).
pub fn resolve(path: &Path) -> io::Result<PathBuf> {
    let mut p = path.to_path_buf();
    // as many links as Linux follows before ELOOP
    for _ in 0..40 {
        match std::fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => {
                let target = std::fs::read_link(&p)?;
                p = match p.parent() {
                    Some(dir) if target.is_relative() => dir.join(target),
                    _ => target,
                };
            }
            _ => return Ok(p),
        }
    }
    Err(io::Error::other(format!("{}: too many levels of symbolic links", path.display())))
}

/// The error for a path that exists but is not a regular file.
fn not_regular(path: &Path, m: &std::fs::Metadata) -> io::Error {
    let what = if m.is_dir() {
        "a folder"
    } else {
        use std::os::unix::fs::FileTypeExt;
        let t = m.file_type();
        if t.is_fifo() {
            "a FIFO (named pipe)"
        } else if t.is_socket() {
            "a socket"
        } else if t.is_char_device() || t.is_block_device() {
            "a device"
        } else {
            "not a regular file"
        }
    };
    io::Error::new(io::ErrorKind::InvalidInput, format!("{} is {}, not a regular file", path.display(), what))
}

/// Open an existing regular file for reading. A FIFO or device is refused before it is
/// opened: opening a FIFO blocks until someone writes to it, and Ctrl-C cannot stop that.
pub fn open_regular(path: &Path) -> io::Result<File> {
    // stat does not block on a FIFO, open does
    let m = std::fs::metadata(path)?;
    if !m.is_file() {
        return Err(not_regular(path, &m));
    }
    let f = File::open(path)?;
    // the path may have been swapped between the two looks
    let m = f.metadata()?;
    if !m.is_file() {
        return Err(not_regular(path, &m));
    }
    Ok(f)
}

/// Read a whole regular file (see [`open_regular`]).
pub fn read_regular(path: &Path) -> io::Result<Vec<u8>> {
    use std::io::Read;
    let mut f = open_regular(path)?;
    let mut b = Vec::new();
    f.read_to_end(&mut b)?;
    Ok(b)
}

/// Whether the file's permission bits say nobody may write it: the learner protected it,
/// so it is not replaced (root could, and rename ignores the bits, so they are read here).
pub fn is_read_only(m: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::PermissionsExt;
    m.permissions().mode() & 0o222 == 0
}

/// Expand a leading `~` or `~/` to the home folder, as a shell does.
pub fn expand_tilde(path: &str) -> PathBuf {
    let home = || std::env::var_os("HOME").filter(|h| !h.is_empty()).map(PathBuf::from);
    if path == "~" {
        if let Some(h) = home() {
            return h;
        }
    } else if let Some(rest) = path.strip_prefix("~/")
        && let Some(h) = home()
    {
        return h.join(rest);
    }
    PathBuf::from(path)
}

static COUNTER: AtomicU64 = AtomicU64::new(0);

/// A new, empty temporary file beside `target`, with a name no other process or call uses.
fn temp_beside(target: &Path) -> io::Result<(File, PathBuf)> {
    let dir = target.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = target.file_name().map(|n| n.to_os_string()).unwrap_or_else(|| OsString::from("file"));
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.subsec_nanos());
    loop {
        let mut tmp = OsString::from(".");
        tmp.push(&name);
        tmp.push(format!(".{}.{}.{}.tmp", std::process::id(), COUNTER.fetch_add(1, Ordering::Relaxed), nanos));
        let path = dir.join(tmp);
        match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(f) => return Ok((f, path)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
}

/// Flush a folder's entries to disk (a rename is only durable once its folder is).
fn sync_dir(file: &Path) {
    let dir = file.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    // some file systems refuse to fsync a folder; the rename itself has happened
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
}

/// How [`write`] treats a file already at the path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Existing {
    /// Replace it (a regular file that is not read-only).
    Replace,
    /// Fail with `AlreadyExists` and leave it as it is.
    Keep,
}

/// Write `bytes` as the file at `path`, whole or not at all; returns the file really
/// written (the target of a symlink). The folder must exist. A read-only or non-regular
/// file is never replaced; nor, with [`Existing::Keep`], any file.
pub fn write(path: &Path, bytes: &[u8], existing: Existing) -> io::Result<PathBuf> {
    let target = resolve(path)?;
    let old = match std::fs::metadata(&target) {
        Ok(m) => Some(m),
        Err(e) if e.kind() == io::ErrorKind::NotFound => None,
        Err(e) => return Err(e),
    };
    if let Some(m) = &old {
        if !m.is_file() {
            return Err(not_regular(&target, m));
        }
        if existing == Existing::Keep {
            return Err(io::Error::new(io::ErrorKind::AlreadyExists, format!("{} already exists", target.display())));
        }
        if is_read_only(m) {
            return Err(io::Error::new(
                io::ErrorKind::PermissionDenied,
                format!("{} is read-only; it was not replaced", target.display()),
            ));
        }
    }
    let (mut f, tmp) = temp_beside(&target)?;
    let done = (|| -> io::Result<()> {
        f.write_all(bytes)?;
        if let Some(m) = &old {
            // the new file keeps the old one's permissions
            f.set_permissions(m.permissions())?;
        }
        f.sync_all()?;
        drop(f);
        match existing {
            Existing::Replace => std::fs::rename(&tmp, &target),
            // a hard link fails if the name exists, so a file made meanwhile is kept too
            Existing::Keep => std::fs::hard_link(&tmp, &target).and_then(|()| std::fs::remove_file(&tmp)),
        }
    })();
    if let Err(e) = done {
        let _ = std::fs::remove_file(&tmp);
        return Err(e);
    }
    sync_dir(&target);
    Ok(target)
}

/// Keep a copy of `bytes` (a damaged file's contents) beside `path`, as `NAME.SUFFIX`, or
/// `NAME.SUFFIX-2` and so on if that is taken: an existing copy is never replaced. Written
/// like any file here, whole or not at all. Returns the copy's path.
pub fn keep_copy(path: &Path, bytes: &[u8], suffix: &str) -> io::Result<PathBuf> {
    let target = resolve(path)?;
    let name = target.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    for i in 1..1000 {
        let mut n = name.clone();
        n.push(if i == 1 { format!(".{}", suffix) } else { format!(".{}-{}", suffix, i) });
        match write(&target.with_file_name(n), bytes, Existing::Keep) {
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            r => return r,
        }
    }
    Err(io::Error::other(format!("no free name beside {} to keep a copy under", target.display())))
}

/// Append one record to the file at `path` (created if missing) in a single write, so a
/// kill leaves the record whole or absent and other writers' records stay whole.
pub fn append(path: &Path, record: &[u8]) -> io::Result<()> {
    let target = resolve(path)?;
    if let Ok(m) = std::fs::metadata(&target)
        && !m.is_file()
    {
        return Err(not_regular(&target, &m));
    }
    let mut f = OpenOptions::new().append(true).create(true).open(&target)?;
    // write_all would split a short write into two records' worth of interleaving
    let n = f.write(record)?;
    if n != record.len() {
        return Err(io::Error::new(io::ErrorKind::WriteZero, "the record was only partly written"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(tag: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("stridelab-files-{}-{}", tag, std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn writes_whole_files_and_leaves_no_temp() {
        let d = dir("write");
        let p = d.join("f");
        write(&p, b"one", Existing::Replace).unwrap();
        write(&p, b"two", Existing::Replace).unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"two");
        let e = write(&p, b"three", Existing::Keep).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read(&p).unwrap(), b"two");
        assert_eq!(std::fs::read_dir(&d).unwrap().count(), 1, "a temp file was left");
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn follows_symlinks_and_refuses_read_only_and_special_files() {
        use std::os::unix::fs::PermissionsExt;
        let d = dir("links");
        std::fs::create_dir(d.join("real")).unwrap();
        std::os::unix::fs::symlink("real/f", d.join("link")).unwrap();
        // a dangling link: the file it names is made
        let written = write(&d.join("link"), b"x", Existing::Replace).unwrap();
        assert_eq!(written, d.join("real/f"));
        write(&d.join("link"), b"y", Existing::Replace).unwrap();
        assert!(std::fs::symlink_metadata(d.join("link")).unwrap().file_type().is_symlink());
        assert_eq!(std::fs::read(d.join("real/f")).unwrap(), b"y");
        // read-only: kept as it is, whoever runs this
        let ro = d.join("ro");
        std::fs::write(&ro, b"keep").unwrap();
        std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o444)).unwrap();
        assert_eq!(write(&ro, b"new", Existing::Replace).unwrap_err().kind(), io::ErrorKind::PermissionDenied);
        assert_eq!(std::fs::read(&ro).unwrap(), b"keep");
        // a folder where the file should be
        assert!(write(&d.join("real"), b"z", Existing::Replace).unwrap_err().to_string().contains("a folder"));
        assert!(read_regular(&d.join("real")).unwrap_err().to_string().contains("not a regular file"));
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn copies_are_kept_beside_and_never_replaced() {
        let d = dir("aside");
        let p = d.join("progress");
        std::fs::write(&p, b"now").unwrap();
        assert_eq!(keep_copy(&p, b"old", "damaged").unwrap(), d.join("progress.damaged"));
        assert_eq!(keep_copy(&p, b"older", "damaged").unwrap(), d.join("progress.damaged-2"));
        assert_eq!(std::fs::read(d.join("progress.damaged")).unwrap(), b"old");
        assert_eq!(std::fs::read(&p).unwrap(), b"now");
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn tilde() {
        if let Some(h) = std::env::var_os("HOME").filter(|h| !h.is_empty()) {
            assert_eq!(expand_tilde("~/a.py"), PathBuf::from(&h).join("a.py"));
            assert_eq!(expand_tilde("~"), PathBuf::from(&h));
        }
        assert_eq!(expand_tilde("a~/b"), PathBuf::from("a~/b"));
        assert_eq!(expand_tilde("~user/x"), PathBuf::from("~user/x"));
    }
}
