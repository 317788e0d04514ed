//! Finding the lessons: a folder of `NN-topic.md` files (`$STRIDELAB_LESSONS`, or the folder
//! given to `check-lessons`), else the course built into the binary from `lessons/`, so an
//! installed `stridelab lesson` needs no files beside it.

use std::path::Path;

use super::format::{FormatError, Lesson, parse_lesson};

/// The course as shipped: every `lessons/NN-*.md`, embedded at build time (a test keeps this
/// list equal to the folder).
pub const BUILTIN: &[(&str, &str)] = &[
    ("01-arrays", include_str!("../../lessons/01-arrays.md")),
    ("02-views-and-copies", include_str!("../../lessons/02-views-and-copies.md")),
    ("03-negative-strides", include_str!("../../lessons/03-negative-strides.md")),
    ("04-sliding-windows", include_str!("../../lessons/04-sliding-windows.md")),
    ("05-as-strided", include_str!("../../lessons/05-as-strided.md")),
    ("06-pooling", include_str!("../../lessons/06-pooling.md")),
    ("07-backward-pass", include_str!("../../lessons/07-backward-pass.md")),
    ("08-ties-and-identity", include_str!("../../lessons/08-ties-and-identity.md")),
    ("09-sharing-memory", include_str!("../../lessons/09-sharing-memory.md")),
    ("10-broadcasting", include_str!("../../lessons/10-broadcasting.md")),
    ("11-contiguity", include_str!("../../lessons/11-contiguity.md")),
];

/// Parse named texts into a course sorted by number; every malformed file is reported.
pub fn parse_all(files: &[(String, String, String)]) -> Result<Vec<Lesson>, Vec<FormatError>> {
    let mut lessons = Vec::new();
    let mut errors = Vec::new();
    for (path, id, text) in files {
        match parse_lesson(path, id, text) {
            Ok(l) => lessons.push(l),
            Err(e) => errors.push(e),
        }
    }
    lessons.sort_by_key(|l: &Lesson| l.number);
    for w in lessons.windows(2) {
        if w[0].number == w[1].number {
            errors.push(FormatError {
                path: w[1].path.clone(),
                line: 1,
                msg: format!("lesson number {} is also used by {}", w[1].number, w[0].path),
            });
        }
    }
    if errors.is_empty() { Ok(lessons) } else { Err(errors) }
}

pub fn builtin() -> Result<Vec<Lesson>, Vec<FormatError>> {
    let files: Vec<(String, String, String)> =
        BUILTIN.iter().map(|(id, text)| (format!("lessons/{}.md", id), id.to_string(), text.to_string())).collect();
    parse_all(&files)
}

/// Every `*.md` in `dir` except README.md.
pub fn load_dir(dir: &Path) -> Result<Vec<Lesson>, Vec<FormatError>> {
    let err = |msg: String| vec![FormatError { path: dir.display().to_string(), line: 0, msg }];
    let entries = std::fs::read_dir(dir).map_err(|e| err(format!("cannot read the lessons folder: {}", e)))?;
    let mut files = Vec::new();
    for e in entries.flatten() {
        let path = e.path();
        let name = e.file_name().to_string_lossy().into_owned();
        let Some(id) = name.strip_suffix(".md") else { continue };
        if id.eq_ignore_ascii_case("README") {
            continue;
        }
        // a FIFO named like a lesson would block the course's loading for good
        let text = crate::files::read_regular(&path)
            .and_then(|b| String::from_utf8(b).map_err(|_| std::io::Error::new(std::io::ErrorKind::InvalidData, "not UTF-8 text")))
            .map_err(|e| err(format!("cannot read {}: {}", path.display(), e)))?;
        files.push((path.display().to_string(), id.to_string(), text));
    }
    files.sort();
    if files.is_empty() {
        return Err(err("no lesson files (NN-topic.md) here".into()));
    }
    parse_all(&files)
}

/// The course a learner runs: `$STRIDELAB_LESSONS` if set, else the built-in one.
pub fn load() -> Result<Vec<Lesson>, Vec<FormatError>> {
    match std::env::var_os("STRIDELAB_LESSONS").filter(|v| !v.is_empty()) {
        Some(d) => load_dir(Path::new(&d)),
        None => builtin(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_course_is_the_lessons_folder() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
        let on_disk = load_dir(&dir).unwrap_or_else(|e| panic!("{:?}", e));
        let built = builtin().unwrap_or_else(|e| panic!("{:?}", e));
        let ids = |v: &[Lesson]| v.iter().map(|l| l.id.clone()).collect::<Vec<_>>();
        assert_eq!(ids(&on_disk), ids(&built), "add new lesson files to course::BUILTIN");
        for (a, b) in on_disk.iter().zip(&built) {
            assert!(a.steps == b.steps, "{} differs from the copy built into the binary (rebuild)", a.path);
        }
    }

    #[test]
    fn duplicate_numbers_and_bad_files_are_all_reported() {
        let f = |p: &str, t: &str| (p.to_string(), p.trim_end_matches(".md").to_string(), t.to_string());
        let errs = parse_all(&[f("01-a.md", "# A\n\nx\n"), f("01-b.md", "# B\n\ny\n"), f("02-c.md", "no title\n")]).unwrap_err();
        let msgs: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
        assert_eq!(msgs, ["02-c.md:1: the first line is the title: `# Title`", "01-b.md:1: lesson number 1 is also used by 01-a.md"]);
    }
}
