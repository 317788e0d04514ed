//! The REPL's `:commands` and the `:vars` table.

use comfy_table::{ContentArrangement, ContentLineStyle, LineStyle, Table, TableStyle};

use stridelab_eval::interp::Interp;
use stridelab_eval::value::Value;

/// A parsed `:command` line.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    Help,
    Vars,
    Reset,
    Load(String),
    /// `:save FILE` (never replaces a file) or `:save! FILE` (`replace`).
    Save { file: String, replace: bool },
    Plain,
    /// `:lesson` lists the lessons, `:lesson N` runs one.
    Lesson(String),
    Quit,
    /// A mistake, with the message to show.
    Bad(String),
}

pub fn parse(line: &str) -> Command {
    let t = line.trim();
    let (word, arg) = match t.split_once(char::is_whitespace) {
        Some((w, a)) => (w, a.trim()),
        None => (t, ""),
    };
    let needs_file = |c: fn(String) -> Command| {
        if arg.is_empty() { Command::Bad(format!("{} needs a file name, e.g. {} session.py", word, word)) } else { c(arg.to_string()) }
    };
    match word {
        ":help" | ":h" | ":?" => Command::Help,
        ":vars" | ":v" => Command::Vars,
        ":reset" => Command::Reset,
        ":load" => needs_file(Command::Load),
        ":save" => needs_file(|file| Command::Save { file, replace: false }),
        ":save!" => needs_file(|file| Command::Save { file, replace: true }),
        ":plain" => Command::Plain,
        ":lesson" | ":lessons" => Command::Lesson(arg.to_string()),
        ":quit" | ":q" | ":exit" => Command::Quit,
        _ => Command::Bad(format!("unknown command {} (:help lists them)", word)),
    }
}

fn tuple(v: impl Iterator<Item = String>) -> String {
    let v: Vec<String> = v.collect();
    if v.len() == 1 { format!("({},)", v[0]) } else { format!("({})", v.join(", ")) }
}

/// The rows of `:vars`: name, type, dtype, shape, strides, offset, buffer, flags.
pub fn var_rows(interp: &Interp) -> Vec<[String; 8]> {
    let mut rows = Vec::new();
    for (name, v) in interp.variables() {
        let row = match &v {
            Value::Array(a) => {
                let mut flags = Vec::new();
                if a.is_c_contiguous() {
                    flags.push("C");
                }
                if a.is_f_contiguous() {
                    flags.push("F");
                }
                flags.push(if a.owndata { "own" } else { "view" });
                flags.push(if a.writeable.get() { "rw" } else { "ro" });
                [
                    name,
                    "ndarray".into(),
                    a.dtype.name().into(),
                    tuple(a.shape.iter().map(|d| d.to_string())),
                    tuple(a.strides.iter().map(|d| d.to_string())),
                    format!("+{}", a.offset),
                    a.buf.name(),
                    flags.join(" "),
                ]
            }
            Value::Scalar(d, _) => {
                [name, v.type_name(), d.name().into(), "()".into(), "()".into(), String::new(), String::new(), String::new()]
            }
            _ => [name, v.type_name(), String::new(), String::new(), String::new(), String::new(), String::new(), String::new()],
        };
        rows.push(row);
    }
    rows
}

/// `:vars` as a table (with a legend for the flags).
pub fn vars_table(interp: &Interp, width: Option<u16>) -> String {
    let rows = var_rows(interp);
    if rows.is_empty() {
        return "no variables yet\n".into();
    }
    let mut t = Table::new();
    // one rule under the header and nothing else: a row per line keeps it compact
    t.load_style(TableStyle::new().header_separator(LineStyle::none().fill('─')).content_lines(ContentLineStyle::none()));
    t.set_content_arrangement(ContentArrangement::Dynamic);
    if let Some(w) = width {
        t.set_width(w);
    }
    t.set_header(["name", "type", "dtype", "shape", "strides", "offset", "buffer", "flags"]);
    for r in rows {
        t.add_row(r);
    }
    format!(
        "{}\nstrides and offset in bytes; flags: C/F contiguous, own = owns its buffer,\nview = looks into another array's buffer, rw/ro = writeable or read-only\n",
        t
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use stridelab_lang::parser::parse_program;

    #[test]
    fn parses_commands() {
        assert_eq!(parse(":save  s.py "), Command::Save { file: "s.py".into(), replace: false });
        assert_eq!(parse(":save! s.py"), Command::Save { file: "s.py".into(), replace: true });
        assert!(matches!(parse(":save!"), Command::Bad(_)));
        assert_eq!(parse(":q"), Command::Quit);
        assert!(matches!(parse(":save"), Command::Bad(_)));
        assert!(matches!(parse(":frobnicate"), Command::Bad(_)));
    }

    #[test]
    fn vars_rows_describe_views() {
        let mut i = Interp::new();
        for st in parse_program("import numpy as np\nx = np.arange(6)\nw = np.lib.stride_tricks.sliding_window_view(x, 3)\ny = x[1::2]\nn = 3").unwrap() {
            i.run_top(&st).unwrap();
        }
        let rows = var_rows(&i);
        let names: Vec<&str> = rows.iter().map(|r| r[0].as_str()).collect();
        assert_eq!(names, vec!["n", "np", "w", "x", "y"]);
        assert_eq!(rows[0][1], "int");
        let w = &rows[2];
        assert_eq!(&w[2..], &["int64", "(4, 3)", "(8, 8)", "+0", &rows[3][6], "view ro"]);
        let x = &rows[3];
        assert_eq!(&x[3..], &["(6,)", "(8,)", "+0", x[6].as_str(), "C F own rw"]);
        let y = &rows[4];
        assert_eq!(&y[3..6], &["(3,)", "(16,)", "+8"]);
        assert_eq!(y[6], x[6]);
        let table = vars_table(&i, Some(80));
        assert!(table.lines().all(|l| l.chars().count() <= 80), "{table}");
        assert!(table.contains("(4, 3)"));
    }
}
