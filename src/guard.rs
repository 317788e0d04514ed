//! Running the interpreter where deep input cannot crash it: a thread with a big stack.
//!
//! CPython bounds recursion by counting (1000 Python frames; 200 nested brackets, about 6000
//! parser levels and a compile depth of about 3000 for source text). stridelab applies the same
//! counts (`lang::parser`, `lang::depth`, the interpreter's call depth), and runs on a thread
//! whose stack is big enough for all of them at once, so they end in CPython's errors rather
//! than a stack overflow. The stack is reserved address space; pages are used only as touched.

/// Stack size for the interpreter thread.
pub const STACK_BYTES: usize = 512 << 20;

/// Runs `f` on a new thread with a `STACK_BYTES` stack and returns its result (a panic in `f`
/// is resumed on the caller's thread).
pub fn on_big_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    let handle = std::thread::Builder::new()
        .name("stridelab".into())
        .stack_size(STACK_BYTES)
        .spawn(f)
        .expect("cannot start the interpreter thread");
    match handle.join() {
        Ok(v) => v,
        Err(p) => std::panic::resume_unwind(p),
    }
}

/// Runs `src` in a fresh session (plain or rich) under a work budget and an array-size limit,
/// rendering everything it would print, as the fuzzer and its regression corpus do. Returns the
/// output, or the panic message if anything panicked (a bug: no input may panic). Call it on a
/// big stack (`on_big_stack`).
pub fn run_contained(src: &str, rich: bool, max_steps: u64, max_bytes: u64) -> Result<String, String> {
    use crate::engine::{budget, buffer};
    let run = || {
        budget::set_limit(Some(max_steps));
        buffer::set_max_bytes(max_bytes);
        buffer::reset_allocator();
        let _ = crate::lang::parser::needs_more_input(src);
        let mut interp = crate::eval::interp::Interp::new();
        interp.rich = rich;
        let mut out = String::new();
        let r = if rich {
            crate::run::run_rich_source(&mut interp, src, |r| out.push_str(&r.text()))
        } else {
            crate::run::run_source(&mut interp, src, |_, _, e| out.push_str(&e.plain()))
        };
        if let Err(e) = r {
            out.push_str(&crate::run::render_syntax_error(&e, "<fuzz>"));
        }
        budget::set_limit(None);
        out
    };
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(run)).map_err(|p| {
        budget::set_limit(None);
        p.downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "panic".into())
    })
}
