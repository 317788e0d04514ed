//! Turning what was typed or pasted into source lines.
//!
//! A pasted interactive transcript (`>>> ` and `... ` prompts with output between them)
//! runs as if it had been typed: prompts are stripped and the output lines are skipped.

fn prompt_body<'a>(line: &'a str, prompt: &str) -> Option<&'a str> {
    // ">>> x" or a bare ">>>" (editors strip the trailing space of an empty prompt line)
    match line.strip_prefix(prompt) {
        Some("") => Some(""),
        Some(rest) => rest.strip_prefix(' '),
        None => None,
    }
}

/// Whether a chunk of input is a transcript: some line starts with a `>>>` prompt.
pub fn is_transcript(chunk: &str) -> bool {
    chunk.lines().any(|l| prompt_body(l, ">>>").is_some())
}

/// The source lines of one chunk of input (one line typed, or several pasted at once).
/// `continuing` says whether a statement is already open, in which case a `... ` prompt
/// left on a line typed by itself is stripped too.
pub fn source_lines(chunk: &str, continuing: bool) -> Vec<String> {
    let chunk = chunk.replace("\r\n", "\n");
    let chunk = chunk.strip_suffix('\n').unwrap_or(&chunk);
    if !is_transcript(chunk) {
        return chunk
            .split('\n')
            .map(|l| match (continuing, prompt_body(l, "...")) {
                (true, Some(body)) => body.to_string(),
                _ => l.to_string(),
            })
            .collect();
    }
    let mut out = Vec::new();
    for line in chunk.split('\n') {
        if let Some(body) = prompt_body(line, ">>>") {
            // A new prompt means the previous statement was complete: an empty line ends a
            // block whose closing `...` line was not copied (harmless otherwise).
            if !out.is_empty() {
                out.push(String::new());
            }
            out.push(body.to_string());
        } else if let Some(body) = prompt_body(line, "...") {
            out.push(body.to_string());
        }
        // anything else is output the session printed: skip it
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_lines_pass_through() {
        assert_eq!(source_lines("x = 1\n", false), vec!["x = 1"]);
        assert_eq!(source_lines("for i in x:\n    print(i)\n", false), vec!["for i in x:", "    print(i)"]);
        // `...` is Ellipsis when nothing is open
        assert_eq!(source_lines("... ", false), vec!["... "]);
        assert_eq!(source_lines("...     print(i)", true), vec!["    print(i)"]);
    }

    #[test]
    fn transcript_prompts_stripped_and_output_skipped() {
        let t = ">>> x = np.arange(6)\n>>> x\narray([0, 1, 2, 3, 4, 5])\n>>> for i in range(2):\n...     print(i)\n...\n0\n1\n>>> y = 2\n";
        assert_eq!(
            source_lines(t, false),
            vec!["x = np.arange(6)", "", "x", "", "for i in range(2):", "    print(i)", "", "", "y = 2"]
        );
    }

    #[test]
    fn transcript_without_closing_prompt_line() {
        let t = ">>> for i in range(2):\n...     print(i)\n>>> z = 1";
        assert_eq!(source_lines(t, false), vec!["for i in range(2):", "    print(i)", "", "z = 1"]);
    }

    #[test]
    fn bare_prompts_and_crlf() {
        assert_eq!(source_lines(">>> a = 1\r\n>>>\r\n", false), vec!["a = 1", "", ""]);
        assert!(!is_transcript(">>>x"));
    }
}
