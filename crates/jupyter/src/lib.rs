//! A Jupyter kernel's side of Jupyter's messaging protocol 5.3 and its transport, for any
//! language that implements [`Kernel`]: ZeroMQ's wire protocol ZMTP 3.x (NULL mechanism,
//! TCP, `std::net`, one thread per connection; 23/ZMTP and 37/ZMTP at rfc.zeromq.org) in
//! `zmtp`, the signed message format in `wire` (HMAC-SHA256 from `sha256`), the sockets and
//! the requests they carry in `server`, and the trait with its replies in `kernel`
//! (jupyter_client's docs/messaging.rst), and `kernel.json` with the folders Jupyter reads
//! it from in `kernelspec`.
//!
//! Written here rather than taken from a crate: the pure-Rust `zeromq` crate brings tokio
//! and an async runtime, and `zmq` binds the C++ libzmq; a kernel needs a small subset
//! (greeting, READY, frames, subscriptions; ROUTER, PUB and REP). It knows nothing of
//! stridelab, so the interpreter's crates build exactly as before.
#![forbid(unsafe_code)]

pub mod kernel;
pub mod kernelspec;
pub mod server;
pub mod sha256;
pub mod wire;
pub mod zmtp;

pub use kernel::{Completion, ExecError, ExecuteContext, ExecuteStatus, IsComplete, Kernel, KernelInfo, LanguageInfo, MimeBundle, Stream};
pub use server::{ConnectionInfo, Server, serve};
