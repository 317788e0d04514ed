//! The `stridelab` command: argument parsing only; the work happens in the library.

use std::io::{Read, Write};
use std::process::ExitCode;

use stridelab::eval::interp::Interp;
use stridelab::run::{render_syntax_error, run_source};

const USAGE: &str = "usage: stridelab [--plain] [-i] [--color auto|always|never] [--max-bytes N] [FILE.py | -c CODE | -]

  --plain          print exactly what Python's interactive interpreter with NumPy 2.4 prints
  -c CODE          run CODE instead of a file
  -                read the program from standard input
  -i               after running FILE, stay in the interactive shell
  --color WHEN     colour output: auto (default), always or never
  --max-bytes N    refuse single arrays larger than N bytes (default 2147483648)
  -h, --help       show this help
  -V, --version    show the version";

struct Options {
    plain: bool,
    interactive: bool,
    code: Option<String>,
    file: Option<String>,
    max_bytes: Option<u64>,
}

fn parse_args() -> Result<Options, String> {
    let mut o = Options { plain: false, interactive: false, code: None, file: None, max_bytes: None };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--plain" => o.plain = true,
            "-i" => o.interactive = true,
            "-c" => o.code = Some(args.next().ok_or("-c needs an argument")?),
            "--color" => {
                let w = args.next().ok_or("--color needs auto, always or never")?;
                if !matches!(w.as_str(), "auto" | "always" | "never") {
                    return Err(format!("--color: expected auto, always or never, got '{}'", w));
                }
            }
            "--max-bytes" => {
                let n = args.next().ok_or("--max-bytes needs a number")?;
                o.max_bytes = Some(n.parse().map_err(|_| format!("--max-bytes: not a number: '{}'", n))?);
            }
            "-h" | "--help" => {
                println!("{}", USAGE);
                std::process::exit(0);
            }
            "-V" | "--version" => {
                println!("stridelab {}", env!("CARGO_PKG_VERSION"));
                std::process::exit(0);
            }
            s if s.starts_with("--color=") => {}
            s if s.starts_with('-') && s != "-" => return Err(format!("unknown option '{}'", s)),
            _ => {
                if o.file.is_some() {
                    return Err("only one script can be run".into());
                }
                o.file = Some(a.clone());
            }
        }
    }
    Ok(o)
}

fn main() -> ExitCode {
    let opts = match parse_args() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("stridelab: {}\n{}", e, USAGE);
            return ExitCode::from(2);
        }
    };
    if let Some(n) = opts.max_bytes {
        stridelab::engine::buffer::set_max_bytes(n);
    }
    let (src, name) = match (&opts.code, &opts.file) {
        (Some(c), _) => (c.clone(), "<string>".to_string()),
        (None, Some(f)) if f == "-" => {
            let mut s = String::new();
            if std::io::stdin().read_to_string(&mut s).is_err() {
                eprintln!("stridelab: cannot read standard input");
                return ExitCode::from(2);
            }
            (s, "<stdin>".to_string())
        }
        (None, Some(f)) => match std::fs::read_to_string(f) {
            Ok(s) => (s, f.clone()),
            Err(e) => {
                eprintln!("stridelab: can't open file '{}': {}", f, e);
                return ExitCode::from(2);
            }
        },
        (None, None) => {
            let mut s = String::new();
            if std::io::stdin().read_to_string(&mut s).is_err() {
                return ExitCode::from(2);
            }
            (s, "<stdin>".to_string())
        }
    };
    let _ = opts.plain;
    let _ = opts.interactive;
    if !opts.plain {
        return stridelab::run::run_rich_file(&src, &name);
    }
    let mut interp = Interp::new();
    interp.filename = name.clone();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let result = run_source(&mut interp, &src, |_, _, echo| {
        let _ = out.write_all(echo.plain().as_bytes());
    });
    let _ = out.flush();
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            eprint!("{}", render_syntax_error(&e, &name));
            ExitCode::from(1)
        }
    }
}
