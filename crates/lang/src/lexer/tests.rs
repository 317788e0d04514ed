//! Tokenizer-level behaviour: unit tests against CPython 3.11 (`ast.parse` / `compile`).

use crate::parser::parse_program;
use crate::testkit::*;

#[test]
fn indentation_with_tabs_and_mixed_blocks() {
    assert_eq!(
        sx_src("if x:\n\tif y:\n\t\ta\n\tb\nc"),
        "(if x ((if y (a) ()) b) ()) c"
    );
    // A tab reaches column 8, like 8 spaces, but CPython rejects the mix as ambiguous.
    let e = err_of("if x:\n\tpass\n        y");
    assert_eq!(
        (e.msg.as_str(), e.span.line, e.span.col),
        ("inconsistent use of tabs and spaces in indentation", 3, 0)
    );
    // CRLF line endings and a BOM are accepted.
    assert_eq!(sx_src("\u{feff}if x:\r\n    a\r\nb\r\n"), "(if x (a) ()) b");
    // Blank lines and comments at any indentation do not end a block.
    assert_eq!(
        sx_src("for i in x:\n  a\n\n# c\n        # d\n  b\n"),
        "(for i x (a b) ())"
    );
    // 100 levels of indentation parse (the stack limit is CPython's, 100).
    let mut src = String::new();
    for d in 0..99 {
        src.push_str(&format!("{}if x:\n", " ".repeat(d)));
    }
    src.push_str(&format!("{}pass\n", " ".repeat(99)));
    assert!(parse_program(&src).is_ok());
    src.push_str(&format!(
        "{}if x:\n{}pass\n",
        " ".repeat(99),
        " ".repeat(100)
    ));
    src.push_str(&format!(
        "{}if x:\n{}pass\n",
        " ".repeat(100),
        " ".repeat(101)
    ));
    assert_eq!(err_of(&src).msg, "too many levels of indentation");
}
