//! The `stridelab` command: argument parsing only; the work happens in the library.

use std::io::{IsTerminal, Read, Write};
use std::process::ExitCode;

use stridelab::eval::interp::Interp;
use stridelab::repl::{self, Session, color::ColorChoice};
use stridelab::run::{render_syntax_error, run_source};

const USAGE: &str = "usage: stridelab [--plain] [-i] [--color auto|always|never] [--max-bytes N] [FILE.py | -c CODE | -]
       stridelab lesson [N]          list the lessons, or run lesson N
       stridelab check-lessons [DIR] [--export DIR2]   check the course (lessons/)

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
    color: ColorChoice,
}

fn parse_args() -> Result<Options, String> {
    let mut o = Options { plain: false, interactive: false, code: None, file: None, max_bytes: None, color: ColorChoice::Auto };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--plain" => o.plain = true,
            "-i" => o.interactive = true,
            "-c" => o.code = Some(args.next().ok_or("-c needs an argument")?),
            "--color" => {
                let w = args.next().ok_or("--color needs auto, always or never")?;
                o.color = ColorChoice::parse(&w).ok_or(format!("--color: expected auto, always or never, got '{}'", w))?;
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
            s if s.starts_with("--color=") => {
                let w = &s["--color=".len()..];
                o.color = ColorChoice::parse(w).ok_or(format!("--color: expected auto, always or never, got '{}'", w))?;
            }
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

/// Large arrays fault their pages in 4 KiB at a time, which dominates element-wise work on
/// fresh results; NumPy avoids it by asking the kernel for transparent huge pages. Without
/// `unsafe` there is no madvise, so on Linux the process re-executes itself once with
/// glibc's tunable that makes malloc do the same (unless the user set GLIBC_TUNABLES).
#[cfg(target_os = "linux")]
fn use_huge_pages() {
    use std::os::unix::process::CommandExt;
    if std::env::var_os("GLIBC_TUNABLES").is_some() || std::env::var_os("STRIDELAB_NO_REEXEC").is_some() {
        return;
    }
    let Ok(exe) = std::env::current_exe() else { return };
    let err = std::process::Command::new(exe)
        .args(std::env::args_os().skip(1))
        .env("GLIBC_TUNABLES", "glibc.malloc.hugetlb=1")
        .env("STRIDELAB_NO_REEXEC", "1")
        .exec();
    // exec only returns on failure: carry on without huge pages
    let _ = err;
}

#[cfg(not(target_os = "linux"))]
fn use_huge_pages() {}

fn main() -> ExitCode {
    use_huge_pages();
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("lesson" | "lessons") => return repl::lesson::main(&args[1..]),
        Some("check-lessons") => return ExitCode::from(stridelab::lesson::verify::main(&args[1..])),
        _ => {}
    }
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
    repl::color::apply(opts.color);
    if opts.interactive && opts.code.is_none() && opts.file.is_none() {
        let mut session = Session::new(opts.plain);
        return repl_exit(repl::run_repl(&mut session, true));
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
            if std::io::stdin().is_terminal() {
                // the interactive shell
                let mut session = Session::new(opts.plain);
                return repl_exit(repl::run_repl(&mut session, true));
            }
            let mut s = String::new();
            if std::io::stdin().read_to_string(&mut s).is_err() {
                return ExitCode::from(2);
            }
            (s, "<stdin>".to_string())
        }
    };
    if !opts.plain || opts.interactive {
        // rich output (or a plain session that continues interactively)
        let mut session = Session::new(opts.plain);
        // a script file in rich mode shows each statement before its output
        session.echo_source =
            !opts.plain && !opts.interactive && opts.file.as_deref().is_some_and(|f| f != "-") && opts.code.is_none();
        let ok = repl::run_script(&mut session, &src, &name);
        session.echo_source = false;
        if !opts.interactive {
            return if ok { ExitCode::SUCCESS } else { ExitCode::from(1) };
        }
        if std::io::stdin().is_terminal() {
            return repl_exit(repl::run_repl(&mut session, false));
        }
        // -i with piped input: the input continues the script's session
        let mut more = String::new();
        if std::io::stdin().read_to_string(&mut more).is_err() {
            return ExitCode::from(2);
        }
        let ok = repl::run_script(&mut session, &more, "<stdin>") && ok;
        return if ok { ExitCode::SUCCESS } else { ExitCode::from(1) };
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

fn repl_exit(r: std::io::Result<()>) -> ExitCode {
    match r {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("stridelab: {}", e);
            ExitCode::from(1)
        }
    }
}
