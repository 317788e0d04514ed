//! Running the interpreter where deep input cannot crash it: on a big stack
//! (`stridelab_lang::stack`), contained, under a work budget and an array-size limit.

pub use stridelab_lang::stack::{STACK_BYTES, on_big_stack};

/// Runs `src` in a fresh session (plain or rich) under a work budget and an array-size limit,
/// rendering everything it would print, as the fuzzer and its regression corpus do. Returns the
/// output, or the panic message if anything panicked (a bug: no input may panic). Call it on a
/// big stack (`on_big_stack`).
pub fn run_contained(src: &str, rich: bool, max_steps: u64, max_bytes: u64) -> Result<String, String> {
    use stridelab_engine::{budget, buffer};
    let run = || {
        budget::set_limit(Some(max_steps));
        buffer::set_max_bytes(max_bytes);
        buffer::reset_allocator();
        let _ = stridelab_lang::parser::needs_more_input(src);
        let mut interp = stridelab_eval::interp::Interp::new();
        interp.rich = rich;
        let mut out = String::new();
        let r = if rich {
            stridelab_teach::run::run_rich_source(&mut interp, src, |r| out.push_str(&r.text()))
        } else {
            stridelab_teach::run::run_source(&mut interp, src, |_, _, e| out.push_str(&e.plain()))
        };
        if let Err(e) = r {
            out.push_str(&stridelab_teach::run::render_syntax_error(&e, "<fuzz>"));
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
