//! Python's keywords (CPython `Lib/keyword.py`, `kwlist`), declared once: the lexer and
//! parsers refuse them as names, the REPL highlights and completes them from this list.

/// Every hard keyword of Python 3 (soft keywords such as `match` stay usable as names).
pub const KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
    "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
    "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
    "with", "yield",
];
