//! The REPL's `:commands` and the `:vars` table.

use comfy_table::{ColumnConstraint, ContentArrangement, ContentLineStyle, LineStyle, Table, TableStyle, Width};

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
    /// `:export FILE.html` (never replaces a file) or `:export! FILE.html` (`replace`).
    Export { file: String, replace: bool },
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
        ":export" => needs_file(|file| Command::Export { file, replace: false }),
        ":export!" => needs_file(|file| Command::Export { file, replace: true }),
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

/// `:vars` as tables: the arrays (with a legend for the flags), then the other variables.
/// Cells are never broken inside (a tuple, a type name): only the flags column wraps, between
/// its words, when the arrays do not fit `width`.
pub fn vars_table(interp: &Interp, width: Option<u16>) -> String {
    let rows = var_rows(interp);
    if rows.is_empty() {
        return "no variables yet\n".into();
    }
    let (arrays, others): (Vec<[String; 8]>, Vec<[String; 8]>) = rows.into_iter().partition(|r| r[1] == "ndarray");
    let table = |header: &[&str], cells: Vec<Vec<String>>, wrapping: Option<usize>| {
        let mut t = Table::new();
        // one rule under the header and nothing else: a row per line keeps it compact
        t.load_style(TableStyle::new().header_separator(LineStyle::none().fill('─')).content_lines(ContentLineStyle::none()));
        t.set_content_arrangement(ContentArrangement::Dynamic);
        if let Some(w) = width {
            t.set_width(w);
        }
        t.set_header(header.iter().copied());
        for r in cells {
            t.add_row(r);
        }
        for (k, col) in t.column_iter_mut().enumerate() {
            // one space between columns, so more fits before anything wraps
            col.set_padding((1, 0));
            col.set_constraint(if Some(k) == wrapping {
                ColumnConstraint::LowerBoundary(Width::Fixed(4)) // "view", the longest flag
            } else {
                ColumnConstraint::ContentWidth
            });
        }
        t.to_string()
    };
    let mut out = String::new();
    if !arrays.is_empty() {
        let cells = arrays.into_iter().map(|r| [0, 2, 3, 4, 5, 6, 7].iter().map(|&k| r[k].clone()).collect()).collect();
        out.push_str(&table(&["name", "dtype", "shape", "strides", "offset", "buffer", "flags"], cells, Some(6)));
        out.push_str(
            "\nstrides and offset in bytes; flags: C/F contiguous, own = owns its buffer,\nview = looks into another array's buffer, rw/ro = writeable or read-only\n",
        );
    }
    if !others.is_empty() {
        if !out.is_empty() {
            out.push('\n');
        }
        // a NumPy scalar has a dtype; nothing else here does
        let scalars = others.iter().any(|r| !r[2].is_empty());
        let cells = others.into_iter().map(|r| if scalars { vec![r[0].clone(), r[1].clone(), r[2].clone()] } else { vec![r[0].clone(), r[1].clone()] }).collect();
        let header: &[&str] = if scalars { &["name", "type", "dtype"] } else { &["name", "type"] };
        out.push_str(&table(header, cells, None));
        out.push('\n');
    }
    out
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
        assert_eq!(parse(":export s.html"), Command::Export { file: "s.html".into(), replace: false });
        assert_eq!(parse(":export! s.html"), Command::Export { file: "s.html".into(), replace: true });
        assert!(matches!(parse(":export"), Command::Bad(_)));
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
        // no cell is cut inside a tuple or a word: only the flags wrap, between words
        for st in parse_program("h = len\nlong_variable_name = np.zeros((2, 3, 2, 2)).transpose(3, 1, 2, 0)[::-1, ::2]").unwrap() {
            i.run_top(&st).unwrap();
        }
        let table = vars_table(&i, Some(80));
        assert!(table.lines().all(|l| l.chars().count() <= 80), "{table}");
        for whole in ["builtin_function_or_method", "(-8, 64, 16, 96)", "long_variable_name"] {
            assert!(table.contains(whole), "{whole} cut:\n{table}");
        }
    }
}
