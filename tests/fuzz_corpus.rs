//! Every input the fuzzer (`examples/fuzz.rs`) or a hostile-input review found a bug with runs
//! again, in plain and rich mode, without a panic (files in `tests/fuzz_corpus/`).

use std::path::PathBuf;

#[test]
fn fuzz_corpus_inputs_do_not_panic() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz_corpus");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/fuzz_corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "py"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let bad = stridelab::guard::on_big_stack(move || {
        let mut bad = Vec::new();
        for f in &files {
            let src = String::from_utf8_lossy(&std::fs::read(f).unwrap()).into_owned();
            for rich in [false, true] {
                if let Err(msg) = stridelab::guard::run_contained(&src, rich, 2_000_000, 1 << 24) {
                    bad.push(format!("{} (rich={rich}): {msg}", f.display()));
                }
            }
        }
        bad
    });
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
