//! Unit tests for `help`.

use super::*;
use stridelab_eval::interp::Interp;
use stridelab_lang::parser::parse_program;

fn run(interp: &mut Interp, src: &str) -> Result<(), String> {
    let prog = parse_program(src).map_err(|e| e.msg)?;
    for st in &prog {
        interp.run_top(st).map_err(|e| format!("{}: {}", src, e))?;
    }
    Ok(())
}

/// Methods the method table lists but the interpreter does not dispatch yet.
const NOT_DISPATCHED: &[&str] = &[];

#[test]
fn every_method_and_attribute_has_a_working_example() {
    let mut failing = Vec::new();
    for m in methods() {
        let ex = (m.name, m.example);
        let mut i = Interp::new();
        run(&mut i, "import numpy as np\na = np.arange(6.0).reshape(2, 3)").unwrap();
        if let Err(e) = run(&mut i, ex.1) {
            eprintln!("{e}");
            failing.push(m.name);
        }
    }
    assert_eq!(failing, NOT_DISPATCHED, "methods whose example fails");
    for a in ARRAY_ATTRS {
        let d = ATTR_DOCS.iter().find(|d| d.0 == *a).unwrap_or_else(|| panic!("no doc for {}", a));
        let mut i = Interp::new();
        run(&mut i, "import numpy as np\na = np.arange(6.0).reshape(2, 3)").unwrap();
        run(&mut i, d.2).unwrap();
    }
}

#[test]
fn every_builtin_has_doc_and_example() {
    for d in builtins::all() {
        assert!(!d.doc.is_empty(), "{} has no doc", d.key);
        assert!(!d.example.is_empty(), "{} has no example", d.key);
    }
}

#[test]
fn help_texts() {
    let none = |_: &str| None;
    let h = help_for("np.reshape", &none).unwrap();
    assert!(h.starts_with("np.reshape(a, "), "{h}");
    assert!(h.contains("example:"));
    assert!(help_for("windows", &none).unwrap().contains("sliding_window_view("));
    assert!(help_for("np.lib.stride_tricks.as_strided", &none).unwrap().contains("example:"));
    assert!(help_for("'reshape'", &none).unwrap().starts_with("np.reshape("));
    assert!(help_for("ndarray.strides", &none).unwrap().contains("Bytes to step"));
    assert!(help_for("np.nothing", &none).is_none());
    assert!(help_for("np.lib.stride_tricks", &none).unwrap().contains("as_strided"));
    let mut i = Interp::new();
    run(&mut i, "import numpy as np\nx = np.arange(6)").unwrap();
    let look = |n: &str| i.globals.get(n).cloned();
    assert!(help_for("x.strides", &look).unwrap().starts_with("ndarray.strides"));
    assert!(help_for("x.reshape", &look).unwrap().starts_with("ndarray.reshape("));
    assert!(help_for("x.T.reshape", &look).unwrap().starts_with("ndarray.reshape("));
    assert!(help_for("x", &look).unwrap().contains("int64"));
}

#[test]
fn help_requests() {
    assert_eq!(help_request("help(np.reshape)"), Some("np.reshape".into()));
    assert_eq!(help_request("np.reshape?"), Some("np.reshape".into()));
    assert_eq!(help_request(" x.strides ? "), Some("x.strides".into()));
    assert_eq!(help_request("help()"), Some(String::new()));
    assert_eq!(help_request("x = 1?"), None);
    assert_eq!(help_request("print(help)"), None);
}

#[test]
fn every_help_text_fits_80_columns() {
    let none = |_: &str| None;
    let mut topics: Vec<String> = builtins::all().map(|d| d.key.replace("numpy.", "np.")).collect();
    topics.extend(methods().iter().map(|m| format!("ndarray.{}", m.name)));
    topics.extend(ARRAY_ATTRS.iter().map(|m| format!("ndarray.{}", m)));
    for t in topics {
        let h = help_for(&t, &none).unwrap_or_else(|| panic!("no help for {t}"));
        for l in h.lines() {
            assert!(l.chars().count() <= 80, "{t}: {l}");
        }
    }
    assert_eq!(signature_lines("ndarray.tolist", ""), "ndarray.tolist()\n");
}

#[test]
fn overview_fits_80_columns() {
    for l in overview().lines() {
        assert!(l.chars().count() <= 80, "{l}");
    }
}

#[test]
fn overview_fits_40_rows_teaching_first() {
    let o = overview();
    assert!(o.lines().count() <= 39, "{} rows:\n{o}", o.lines().count());
    assert!(o.starts_with("Teaching commands"), "{o}");
    for (name, _) in stridelab_teach::commands::COMMANDS {
        assert!(o.contains(&format!("  {} ", name)), "{name} missing:\n{o}");
        let h = help_for(name, &|_| None).unwrap_or_else(|| panic!("no help for {name}"));
        assert!(h.contains("example:"), "{h}");
        assert!(h.lines().all(|l| l.chars().count() <= 80), "{h}");
    }
    // every function of the shell's own namespace is named, and where to read about them
    for name in ["windows", "max_pool2d", "max_pool2d_backward", "avg_pool2d", "unfold", "fold"] {
        assert!(o.split_whitespace().any(|w| w == name), "{name} missing:\n{o}");
    }
    assert!(o.contains("help(stridelab)"), "{o}");
    assert!(LESSONS_BANNER_LINE.contains(":lesson 1") && LESSONS_BANNER_LINE.len() <= 80);
    assert!(teaching_banner_line().contains("internal_overlap"));
    assert!(teaching_banner_line().len() <= 80);
}
