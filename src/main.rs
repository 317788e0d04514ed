//! The `stridelab` command: argument parsing only; the work happens in the library.

use std::ffi::OsString;
use std::io::{IsTerminal, Read, Write};
use std::path::Path;
use std::process::ExitCode;

use stridelab::eval::interp::Interp;
use stridelab::repl::{self, Session, color::ColorChoice};
use stridelab::run::{render_syntax_error, run_source};

/// Every allocation is counted, so the session's memory budget sees arrays and Python objects
/// alike (`stridelab::memory`); its limit is the hard stop above the budget.
#[global_allocator]
static ALLOCATOR: cap::Cap<std::alloc::System> = cap::Cap::new(std::alloc::System, usize::MAX);

fn bytes_in_use() -> usize {
    ALLOCATOR.allocated()
}

const USAGE: &str = "usage: stridelab [options] [FILE.py | -c CODE | -]
       stridelab lesson [N]       list the lessons, or run lesson N
       stridelab lesson N --notebook FILE.ipynb [--force]
                                  write lesson N as a Jupyter notebook
       stridelab check-lessons [DIR] [--export DIR2]
                                  check the course (lessons/)
       stridelab kernel install [--user | --sys-prefix | --prefix DIR]
                                  make stridelab a Jupyter kernel (then pick
                                  \"stridelab\" in JupyterLab or Notebook)

  --plain         print exactly what Python's interactive interpreter with
                  NumPy 2.4 prints
  -c CODE         run CODE instead of a file
  -               read the program from standard input
  -i              after running FILE, stay in the interactive shell
  --color WHEN    colour output: auto (default), always or never
  --max-bytes N   refuse single arrays larger than N bytes (default 2G)
  --max-memory N  raise MemoryError when the session would hold more than N
                  bytes, arrays and Python objects together (default: a
                  quarter of the machine's memory); also STRIDELAB_MAX_MEMORY
  --max-steps N   stop a non-interactive run after N steps of work (array
                  element operations; a loop iteration or call is 64);
                  default 4000000000, 0 = no limit; also STRIDELAB_MAX_STEPS
  -h, --help      show this help
  -V, --version   show the version

Sizes are bytes, or take K, M, G or T (binary units): --max-memory 2G.";

struct Options {
    plain: bool,
    interactive: bool,
    code: Option<String>,
    /// A path need not be UTF-8, so it stays an OsString.
    file: Option<OsString>,
    max_bytes: Option<u64>,
    max_memory: Option<u64>,
    max_steps: Option<u64>,
    color: ColorChoice,
}

fn parse_args(argv: &[OsString]) -> Result<Options, String> {
    let mut o = Options {
        plain: false,
        interactive: false,
        code: None,
        file: None,
        max_bytes: None,
        max_memory: None,
        max_steps: None,
        color: ColorChoice::Auto,
    };
    if let Some(v) = std::env::var_os("STRIDELAB_MAX_STEPS") {
        let v = v.to_string_lossy();
        o.max_steps = Some(v.trim().parse().map_err(|_| format!("STRIDELAB_MAX_STEPS: not a number: '{}'", v))?);
    }
    // options and code are read lossily (no option has bytes that are not UTF-8); the
    // script's path is kept exactly, as a path need not be UTF-8
    let mut it = argv.iter();
    while let Some(os) = it.next() {
        let a = os.to_string_lossy();
        let mut take = |what: &str| it.next().map(|v| v.to_string_lossy().into_owned()).ok_or_else(|| what.to_string());
        match a.as_ref() {
            "--plain" => o.plain = true,
            "-i" => o.interactive = true,
            "-c" => o.code = Some(take("-c needs an argument")?),
            "--color" => {
                let w = take("--color needs auto, always or never")?;
                o.color = ColorChoice::parse(&w).ok_or(format!("--color: expected auto, always or never, got '{}'", w))?;
            }
            "--max-steps" => {
                let n = take("--max-steps needs a number")?;
                o.max_steps = Some(n.parse().map_err(|_| format!("--max-steps: not a number: '{}'", n))?);
            }
            "--max-bytes" => {
                let n = take("--max-bytes needs a size")?;
                o.max_bytes = Some(stridelab::memory::parse_size(&n).ok_or(format!("--max-bytes: not a size: '{}'", n))?);
            }
            "--max-memory" => {
                let n = take("--max-memory needs a size")?;
                o.max_memory = Some(stridelab::memory::parse_size(&n).ok_or(format!("--max-memory: not a size: '{}'", n))?);
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
                o.file = Some(os.clone());
            }
        }
    }
    Ok(o)
}

fn main() -> ExitCode {
    // deep recursion (user functions, nested expressions) ends in CPython's errors, not a crash
    stridelab::guard::on_big_stack(run_main)
}

/// Reads a whole script; text that is not UTF-8 gets CPython's SyntaxError line.
fn read_script(r: std::io::Result<Vec<u8>>, name: &str) -> Result<String, ExitCode> {
    match r {
        Ok(bytes) => stridelab::lang::source::decode(bytes, name).map_err(|e| {
            eprintln!("{}", e);
            ExitCode::from(1)
        }),
        Err(e) => {
            eprintln!("stridelab: can't open file '{}': {}", name, e);
            Err(ExitCode::from(2))
        }
    }
}

fn read_stdin() -> std::io::Result<Vec<u8>> {
    let mut b = Vec::new();
    std::io::stdin().read_to_end(&mut b)?;
    Ok(b)
}

/// The memory budget from STRIDELAB_MAX_MEMORY, else the default; installed before anything
/// runs (lessons included), and again if `--max-memory` says otherwise.
fn install_memory_budget(limit: Option<u64>) -> Result<(), String> {
    let limit = match (limit, std::env::var_os("STRIDELAB_MAX_MEMORY")) {
        (Some(n), _) => n,
        (None, Some(v)) => {
            let v = v.to_string_lossy();
            stridelab::memory::parse_size(&v).ok_or(format!("STRIDELAB_MAX_MEMORY: not a size: '{}'", v))?
        }
        (None, None) => stridelab::memory::default_budget(),
    };
    stridelab::memory::install(bytes_in_use, limit);
    let hard = stridelab::memory::hard_limit(limit).max(bytes_in_use() as u64);
    let _ = ALLOCATOR.set_limit(usize::try_from(hard).unwrap_or(usize::MAX));
    Ok(())
}

fn run_main() -> ExitCode {
    // args_os: an argument that is not UTF-8 (a file name, say) must not panic
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    if let Err(e) = install_memory_budget(None) {
        eprintln!("stridelab: {}", e);
        return ExitCode::from(2);
    }
    match args.first().and_then(|a| a.to_str()) {
        Some("lesson" | "lessons") => return repl::lesson::main(&args[1..]),
        Some("check-lessons") => return ExitCode::from(stridelab::lesson::verify::main(&args[1..])),
        Some("kernel") => return stridelab::kernel::main(&args[1..]),
        _ => {}
    }
    let opts = match parse_args(&args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("stridelab: {}\n{}", e, USAGE);
            return ExitCode::from(2);
        }
    };
    if let Some(n) = opts.max_bytes {
        stridelab::engine::buffer::set_max_bytes(n);
    }
    if opts.max_memory.is_some() {
        let _ = install_memory_budget(opts.max_memory);
    }
    repl::color::apply(opts.color);
    if opts.interactive && opts.code.is_none() && opts.file.is_none() {
        let mut session = Session::new(opts.plain);
        return repl_exit(repl::run_repl(&mut session, true));
    }
    let (src, name) = match (&opts.code, &opts.file) {
        (Some(c), _) => (c.clone(), "<string>".to_string()),
        (None, Some(f)) if f == "-" => match read_script(read_stdin(), "<stdin>") {
            Ok(s) => (s, "<stdin>".to_string()),
            Err(code) => return code,
        },
        (None, Some(f)) => {
            // the name shown in messages; the file itself is opened by its exact path
            let name = f.to_string_lossy().into_owned();
            match read_script(stridelab::files::read_regular(Path::new(f)), &name) {
                Ok(s) => (s, name),
                Err(code) => return code,
            }
        }
        (None, None) => {
            if std::io::stdin().is_terminal() {
                // the interactive shell
                let mut session = Session::new(opts.plain);
                return repl_exit(repl::run_repl(&mut session, true));
            }
            match read_script(read_stdin(), "<stdin>") {
                Ok(s) => (s, "<stdin>".to_string()),
                Err(code) => return code,
            }
        }
    };
    if !opts.interactive {
        // a script that never ends must not hang a non-interactive run
        let steps = opts.max_steps.unwrap_or(stridelab::engine::budget::DEFAULT_STEPS);
        stridelab::engine::budget::set_limit((steps > 0).then_some(steps));
    }
    if !opts.plain || opts.interactive {
        // rich output (or a plain session that continues interactively)
        let mut session = Session::new(opts.plain);
        // a script file in rich mode shows each statement before its output
        // (with -i too: the shell that follows continues what was shown)
        session.echo_source = !opts.plain && opts.file.as_deref().is_some_and(|f| f != "-") && opts.code.is_none();
        let ok = repl::run_script(&mut session, &src, &name);
        session.echo_source = false;
        if !opts.interactive {
            return if ok { ExitCode::SUCCESS } else { ExitCode::from(1) };
        }
        if std::io::stdin().is_terminal() {
            return repl_exit(repl::run_repl(&mut session, false));
        }
        // -i with piped input: the input continues the script's session
        let more = match read_script(read_stdin(), "<stdin>") {
            Ok(s) => s,
            Err(code) => return code,
        };
        let ok = repl::run_script(&mut session, &more, "<stdin>") && ok;
        return if ok { ExitCode::SUCCESS } else { ExitCode::from(1) };
    }
    let mut interp = Interp::new();
    interp.filename = name.clone();
    interp.python_names = true;
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
