//! Running deep input where it cannot crash the process: a thread with a big stack.
//!
//! CPython bounds recursion by counting (1000 Python frames; 200 nested brackets, about 6000
//! parser levels and a compile depth of about 3000 for source text). stridelab applies the same
//! counts (`parser`, `depth`, the interpreter's call depth), and its front ends parse and run
//! on a thread whose stack is big enough for all of them at once, so they end in CPython's
//! errors rather than a stack overflow. The stack is reserved address space; pages are used
//! only as touched.

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
