//! Source bytes to text, as CPython's tokenizer decodes a file without a coding declaration
//! (PEP 263: UTF-8; `Parser/tokenizer.c` reports the first byte that is not valid UTF-8).

/// The text of `bytes`, or the line CPython prints for a file that is not UTF-8:
/// `SyntaxError: Non-UTF-8 code starting with '\xff' in file F on line N, but no encoding
/// declared; see https://peps.python.org/pep-0263/ for details` (without a trailing newline).
pub fn decode(bytes: Vec<u8>, filename: &str) -> Result<String, String> {
    match String::from_utf8(bytes) {
        Ok(s) => Ok(s),
        Err(e) => {
            let b = e.as_bytes();
            let at = e.utf8_error().valid_up_to();
            let line = 1 + b[..at].iter().filter(|&&c| c == b'\n').count();
            Err(format!(
                "SyntaxError: Non-UTF-8 code starting with '\\x{:02x}' in file {} on line {}, but no encoding \
                 declared; see https://peps.python.org/pep-0263/ for details",
                b[at], filename, line
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::decode;

    /// Expected: python3.11 FILE for the same bytes.
    #[test]
    fn names_the_first_bad_byte_and_its_line() {
        assert_eq!(decode(b"x = 1\n".to_vec(), "f.py").unwrap(), "x = 1\n");
        assert_eq!(
            decode(b"x = 1\ny = \"\xff\"\n".to_vec(), "/tmp/h/bad1.py").unwrap_err(),
            "SyntaxError: Non-UTF-8 code starting with '\\xff' in file /tmp/h/bad1.py on line 2, but no \
             encoding declared; see https://peps.python.org/pep-0263/ for details"
        );
        let e = decode(b"\xc3\x28abc\n".to_vec(), "b.py").unwrap_err();
        assert!(e.starts_with("SyntaxError: Non-UTF-8 code starting with '\\xc3' in file b.py on line 1,"), "{e}");
        let e = decode(b"x=1\n\n\nprint(1)\xe2\x82\n".to_vec(), "c.py").unwrap_err();
        assert!(e.contains("'\\xe2' in file c.py on line 4,"), "{e}");
    }
}
