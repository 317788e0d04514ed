//! The kernel's five sockets and the requests they carry, after jupyter_client's
//! docs/messaging.rst (protocol 5.3) and its kernel-launch docs (the connection file):
//! shell, control and stdin are ROUTERs (a reply goes back on the connection the request
//! came from, with its identity frames), iopub is a PUB (every message to every subscribed
//! connection), heartbeat a REP (echo). One thread accepts on each socket and one reads each
//! connection; shell requests run on the caller's thread, where the [`Kernel`] lives, and
//! control requests on a thread of their own, so interrupt and shutdown work while a cell runs.

use std::collections::VecDeque;
use std::io::{self, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use serde_json::{Value, json};

use crate::kernel::{ExecuteContext, ExecuteStatus, Kernel};
use crate::wire::{Message, Session, Signer};
use crate::zmtp::{self, Incoming, SocketType};

/// A peer that does not read what it is sent for this long is dropped.
const WRITE_TIMEOUT: Duration = Duration::from_secs(10);

/// The connection file's contents (jupyter_client's `write_connection_file`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConnectionInfo {
    pub ip: String,
    pub transport: String,
    pub shell_port: u16,
    pub iopub_port: u16,
    pub stdin_port: u16,
    pub control_port: u16,
    pub hb_port: u16,
    pub key: String,
    pub signature_scheme: String,
}

impl ConnectionInfo {
    pub fn parse(text: &str) -> Result<ConnectionInfo, String> {
        let v: Value = serde_json::from_str(text).map_err(|e| format!("connection file is not JSON: {}", e))?;
        let s = |k: &str, default: &str| v.get(k).and_then(Value::as_str).unwrap_or(default).to_string();
        let port = |k: &str| -> Result<u16, String> {
            v.get(k).and_then(Value::as_u64).and_then(|p| u16::try_from(p).ok()).ok_or(format!("connection file: no valid {}", k))
        };
        let info = ConnectionInfo {
            ip: s("ip", "127.0.0.1"),
            transport: s("transport", "tcp"),
            shell_port: port("shell_port")?,
            iopub_port: port("iopub_port")?,
            stdin_port: port("stdin_port")?,
            control_port: port("control_port")?,
            hb_port: port("hb_port")?,
            key: s("key", ""),
            signature_scheme: s("signature_scheme", "hmac-sha256"),
        };
        if info.transport != "tcp" {
            return Err(format!("transport '{}' is not supported (only tcp)", info.transport));
        }
        if info.signature_scheme != "hmac-sha256" && !info.key.is_empty() {
            return Err(format!("signature scheme '{}' is not supported (only hmac-sha256)", info.signature_scheme));
        }
        Ok(info)
    }

    pub fn read(path: &Path) -> Result<ConnectionInfo, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {}", path.display(), e))?;
        ConnectionInfo::parse(&text)
    }
}

/// One accepted connection's writing half, shared by the threads that answer on it.
type Conn = Arc<Mutex<TcpStream>>;

fn send_bytes(conn: &Conn, bytes: &[u8]) -> io::Result<()> {
    let mut s = conn.lock().unwrap_or_else(|p| p.into_inner());
    s.write_all(bytes)?;
    s.flush()
}

/// The iopub socket: every message goes to every connection subscribed to a prefix of its topic.
pub struct Publisher {
    subscribers: Mutex<Vec<Arc<Subscriber>>>,
    signer: Signer,
    session: Session,
}

struct Subscriber {
    out: Conn,
    topics: Mutex<Vec<Vec<u8>>>,
}

impl Publisher {
    /// Publishes a message of type `msg_type` (topic `kernel.<session>.<msg_type>`, as ipykernel).
    pub fn publish(&self, parent: Option<&Message>, msg_type: &str, content: Value) {
        let mut msg = self.session.child(parent, msg_type, content);
        let topic = format!("kernel.{}.{}", self.session.id, msg_type).into_bytes();
        msg.identities = vec![topic.clone()];
        let bytes = zmtp::encode_message(&msg.encode(&self.signer));
        let mut subs = self.subscribers.lock().unwrap_or_else(|p| p.into_inner());
        subs.retain(|s| {
            let wanted = s.topics.lock().unwrap_or_else(|p| p.into_inner()).iter().any(|t| topic.starts_with(t));
            !wanted || send_bytes(&s.out, &bytes).is_ok()
        });
    }

    fn status(&self, parent: Option<&Message>, state: &str) {
        self.publish(parent, "status", json!({"execution_state": state}));
    }
}

/// What the connection threads hand to the shell loop.
enum Event {
    Request(Conn, Vec<Vec<u8>>),
    Shutdown,
}

/// A queue of events from many threads to one (a Mutex and a Condvar: std's channels
/// cost 33 kB of binary for this one use).
#[derive(Default)]
struct Queue {
    events: Mutex<VecDeque<Event>>,
    ready: Condvar,
}

impl Queue {
    fn push(&self, e: Event) {
        self.events.lock().unwrap_or_else(|p| p.into_inner()).push_back(e);
        self.ready.notify_one();
    }

    /// The next event, waiting for one.
    fn pop(&self) -> Event {
        let mut q = self.events.lock().unwrap_or_else(|p| p.into_inner());
        loop {
            if let Some(e) = q.pop_front() {
                return e;
            }
            q = self.ready.wait(q).unwrap_or_else(|p| p.into_inner());
        }
    }

    fn try_pop(&self) -> Option<Event> {
        self.events.lock().unwrap_or_else(|p| p.into_inner()).pop_front()
    }
}

/// Starts a thread (one instantiation of std's spawn for every thread here).
fn spawn(f: Box<dyn FnOnce() + Send>) {
    std::thread::spawn(f);
}

/// The bound sockets of one kernel, ready to [`run`](Server::run).
pub struct Server {
    listeners: [TcpListener; 5],
    signer: Signer,
    publisher: Arc<Publisher>,
    /// After a shutdown request, the process exits this long later even if the running
    /// cell never stops (None: only `run` returns; for tests that run a server in-process).
    pub shutdown_grace: Option<Duration>,
}

/// Serves `kernel` on the sockets the connection file names until a shutdown request.
/// An interrupt request sets `interrupt` (which the kernel's loops should poll).
/// The kernel also exits when the process that started it (the notebook server) is gone.
pub fn serve(connection_file: &Path, kernel: &mut dyn Kernel, interrupt: Arc<AtomicBool>) -> io::Result<()> {
    let info = ConnectionInfo::read(connection_file).map_err(io::Error::other)?;
    let server = Server::bind(&info)?;
    exit_with_parent();
    server.run(kernel, interrupt)
}

/// When Jupyter started this process (it sets JPY_PARENT_PID), exit once the parent is gone
/// and this process was handed to another, as ipykernel's ParentPollerUnix does: a notebook
/// server killed outright must not leave kernels running.
fn exit_with_parent() {
    #[cfg(unix)]
    if std::env::var_os("JPY_PARENT_PID").is_some() {
        let parent = std::os::unix::process::parent_id();
        spawn(Box::new(move || {
            loop {
                std::thread::sleep(Duration::from_secs(1));
                if std::os::unix::process::parent_id() != parent {
                    eprintln!("stridelab-jupyter: the process that started the kernel is gone; exiting");
                    std::process::exit(0);
                }
            }
        }));
    }
}

fn bind(ip: &str, port: u16) -> io::Result<TcpListener> {
    let ip = if ip == "*" { "0.0.0.0" } else { ip };
    TcpListener::bind((ip, port)).map_err(|e| io::Error::new(e.kind(), format!("cannot listen on {}:{}: {}", ip, port, e)))
}

impl Server {
    pub fn bind(info: &ConnectionInfo) -> io::Result<Server> {
        let ip = info.ip.as_str();
        let listeners = [
            bind(ip, info.shell_port)?,
            bind(ip, info.iopub_port)?,
            bind(ip, info.stdin_port)?,
            bind(ip, info.control_port)?,
            bind(ip, info.hb_port)?,
        ];
        let signer = Signer::new(info.key.as_bytes());
        let user = std::env::var("USER").unwrap_or_else(|_| "kernel".into());
        let publisher = Arc::new(Publisher { subscribers: Mutex::new(Vec::new()), signer: signer.clone(), session: Session::new(&user) });
        Ok(Server { listeners, signer, publisher, shutdown_grace: Some(Duration::from_secs(3)) })
    }

    /// The ports actually bound: shell, iopub, stdin, control, heartbeat (port 0 in the
    /// connection info binds any free port).
    pub fn ports(&self) -> [u16; 5] {
        self.listeners.each_ref().map(|l| l.local_addr().map(|a| a.port()).unwrap_or(0))
    }

    /// Serves until a shutdown request, on shell or control.
    pub fn run(self, kernel: &mut dyn Kernel, interrupt: Arc<AtomicBool>) -> io::Result<()> {
        let [shell, iopub, stdin, control, hb] = self.listeners;
        let shell_queue = Arc::new(Queue::default());
        let control_queue = Arc::new(Queue::default());
        accept_routers(shell, Some(shell_queue.clone()));
        accept_routers(stdin, None);
        accept_routers(control, Some(control_queue.clone()));
        accept_subscribers(iopub, self.publisher.clone());
        accept_heartbeats(hb);
        let info = kernel.kernel_info().to_content();
        let control = Control {
            signer: self.signer.clone(),
            publisher: self.publisher.clone(),
            interrupt: interrupt.clone(),
            kernel_info: info.clone(),
            shell: shell_queue.clone(),
            shutdown_grace: self.shutdown_grace,
        };
        spawn(Box::new(move || control.run(&control_queue)));
        self.publisher.status(None, "starting");
        let mut shell = Shell { kernel, signer: self.signer, publisher: self.publisher, kernel_info: info, execution_count: 0, queued: VecDeque::new(), shutdown_seen: false };
        shell.run(&shell_queue);
        Ok(())
    }
}

/// Accepts connections as a ROUTER, handing each message to `tx` with its connection
/// (stdin's, with no `tx`, are read and dropped: this kernel never asks for input).
fn accept_routers(listener: TcpListener, queue: Option<Arc<Queue>>) {
    spawn(Box::new(move || {
        for stream in listener.incoming().flatten() {
            let queue = queue.clone();
            spawn(Box::new(move || {
                let Some((mut reader, conn)) = open(stream, SocketType::Router) else { return };
                while let Ok(inc) = zmtp::read_incoming(&mut reader) {
                    match inc {
                        Incoming::Message(frames) => {
                            if let Some(q) = &queue {
                                q.push(Event::Request(conn.clone(), frames));
                            }
                        }
                        Incoming::Command(name, data) if name == "PING" => {
                            let _ = send_bytes(&conn, &zmtp::pong_for(&data));
                        }
                        Incoming::Command(..) => {}
                    }
                }
            }));
        }
    }));
}

/// The handshake on a fresh connection; its reading half and shared writing half.
fn open(mut stream: TcpStream, me: SocketType) -> Option<(TcpStream, Conn)> {
    let _ = stream.set_nodelay(true);
    let _ = stream.set_write_timeout(Some(WRITE_TIMEOUT));
    if let Err(e) = zmtp::handshake(&mut stream, me) {
        eprintln!("stridelab-jupyter: {} handshake failed: {}", me.name(), e);
        return None;
    }
    let writer = stream.try_clone().ok()?;
    Some((stream, Arc::new(Mutex::new(writer))))
}

fn accept_subscribers(listener: TcpListener, publisher: Arc<Publisher>) {
    spawn(Box::new(move || {
        for stream in listener.incoming().flatten() {
            let publisher = publisher.clone();
            spawn(Box::new(move || {
                let Some((mut reader, conn)) = open(stream, SocketType::Pub) else { return };
                let sub = Arc::new(Subscriber { out: conn.clone(), topics: Mutex::new(Vec::new()) });
                publisher.subscribers.lock().unwrap_or_else(|p| p.into_inner()).push(sub.clone());
                while let Ok(inc) = zmtp::read_incoming(&mut reader) {
                    if let Some((on, topic)) = zmtp::subscription(&inc) {
                        let mut topics = sub.topics.lock().unwrap_or_else(|p| p.into_inner());
                        if on {
                            topics.push(topic);
                        } else if let Some(i) = topics.iter().position(|t| *t == topic) {
                            topics.remove(i);
                        }
                    } else if let Incoming::Command(name, data) = &inc
                        && name == "PING"
                    {
                        let _ = send_bytes(&conn, &zmtp::pong_for(data));
                    }
                }
                publisher.subscribers.lock().unwrap_or_else(|p| p.into_inner()).retain(|s| !Arc::ptr_eq(s, &sub));
            }));
        }
    }));
}

fn accept_heartbeats(listener: TcpListener) {
    spawn(Box::new(move || {
        for stream in listener.incoming().flatten() {
            spawn(Box::new(move || {
                let Some((mut reader, conn)) = open(stream, SocketType::Rep) else { return };
                while let Ok(inc) = zmtp::read_incoming(&mut reader) {
                    let out = match inc {
                        // REP: the request's envelope and body go back as they came
                        Incoming::Message(frames) => zmtp::encode_message(&frames),
                        Incoming::Command(name, data) if name == "PING" => zmtp::pong_for(&data),
                        Incoming::Command(..) => continue,
                    };
                    if send_bytes(&conn, &out).is_err() {
                        return;
                    }
                }
            }));
        }
    }));
}

fn decode(frames: Vec<Vec<u8>>, signer: &Signer, socket: &str) -> Option<Message> {
    match Message::decode(frames, signer) {
        Ok(m) => Some(m),
        Err(e) => {
            eprintln!("stridelab-jupyter: dropped a {} message: {}", socket, e);
            None
        }
    }
}

fn reply(conn: &Conn, signer: &Signer, publisher: &Publisher, parent: &Message, msg_type: &str, content: Value) {
    let msg = publisher.session.child(Some(parent), msg_type, content);
    let _ = send_bytes(conn, &zmtp::encode_message(&msg.encode(signer)));
}

/// The control thread's state.
struct Control {
    signer: Signer,
    publisher: Arc<Publisher>,
    interrupt: Arc<AtomicBool>,
    kernel_info: Value,
    shell: Arc<Queue>,
    shutdown_grace: Option<Duration>,
}

impl Control {
    fn run(self, queue: &Queue) {
        while let Event::Request(conn, frames) = queue.pop() {
            let Some(msg) = decode(frames, &self.signer, "control") else { continue };
            self.publisher.status(Some(&msg), "busy");
            let answer = |t: &str, c: Value| reply(&conn, &self.signer, &self.publisher, &msg, t, c);
            match msg.msg_type() {
                "interrupt_request" => {
                    self.interrupt.store(true, Ordering::SeqCst);
                    answer("interrupt_reply", json!({"status": "ok"}));
                }
                "kernel_info_request" => answer("kernel_info_reply", self.kernel_info.clone()),
                "shutdown_request" => {
                    let restart = msg.content.get("restart").and_then(Value::as_bool).unwrap_or(false);
                    let content = json!({"status": "ok", "restart": restart});
                    answer("shutdown_reply", content.clone());
                    self.publisher.publish(Some(&msg), "shutdown_reply", content);
                    self.publisher.status(Some(&msg), "idle");
                    // stop a running cell, then let the shell loop end `run`
                    self.interrupt.store(true, Ordering::SeqCst);
                    self.shell.push(Event::Shutdown);
                    if let Some(grace) = self.shutdown_grace {
                        std::thread::sleep(grace);
                        eprintln!("stridelab-jupyter: the running cell did not stop; exiting");
                        std::process::exit(0);
                    }
                    return;
                }
                other => eprintln!("stridelab-jupyter: unknown control message type {}", other),
            }
            self.publisher.status(Some(&msg), "idle");
        }
    }
}

/// The shell loop's state.
struct Shell<'k> {
    kernel: &'k mut dyn Kernel,
    signer: Signer,
    publisher: Arc<Publisher>,
    kernel_info: Value,
    execution_count: u32,
    /// Requests taken off the queue while aborting after an error, still to be answered.
    queued: VecDeque<(Conn, Message)>,
    /// A shutdown arrived from control while aborting: end once `queued` is answered.
    shutdown_seen: bool,
}

/// Unicode code points to a byte offset of `s` (the protocol counts code points).
pub fn byte_offset(s: &str, code_points: usize) -> usize {
    s.char_indices().nth(code_points).map_or(s.len(), |(i, _)| i)
}

/// A byte offset of `s` to code points.
pub fn code_points(s: &str, byte: usize) -> usize {
    s.get(..byte.min(s.len())).map_or(0, |p| p.chars().count())
}

impl Shell<'_> {
    fn run(&mut self, rx: &Queue) {
        loop {
            let (conn, msg) = match self.queued.pop_front() {
                Some(q) => q,
                None if self.shutdown_seen => return,
                None => match rx.pop() {
                    Event::Request(conn, frames) => match decode(frames, &self.signer, "shell") {
                        Some(m) => (conn, m),
                        None => continue,
                    },
                    Event::Shutdown => return,
                },
            };
            self.publisher.status(Some(&msg), "busy");
            let stop = self.handle(&conn, &msg, rx);
            self.publisher.status(Some(&msg), "idle");
            if stop {
                return;
            }
        }
    }

    fn answer(&self, conn: &Conn, parent: &Message, msg_type: &str, content: Value) {
        reply(conn, &self.signer, &self.publisher, parent, msg_type, content);
    }

    /// Answers one request; true after a shutdown request.
    fn handle(&mut self, conn: &Conn, msg: &Message, rx: &Queue) -> bool {
        let code = msg.str_field("code");
        let cursor = msg.content.get("cursor_pos").and_then(Value::as_u64).map_or(code.chars().count(), |c| c as usize);
        match msg.msg_type() {
            "kernel_info_request" => self.answer(conn, msg, "kernel_info_reply", self.kernel_info.clone()),
            "execute_request" => self.execute(conn, msg, rx),
            "complete_request" => {
                let at = byte_offset(code, cursor);
                let c = self.kernel.complete(code, at);
                let content = json!({
                    "status": "ok",
                    "matches": c.matches,
                    "cursor_start": code_points(code, c.cursor_start),
                    "cursor_end": code_points(code, c.cursor_end),
                    "metadata": {},
                });
                self.answer(conn, msg, "complete_reply", content);
            }
            "inspect_request" => {
                let detail = msg.content.get("detail_level").and_then(Value::as_u64).unwrap_or(0).min(255) as u8;
                let found = self.kernel.inspect(code, byte_offset(code, cursor), detail);
                let data = found.as_ref().map_or(json!({}), |t| json!({"text/plain": t}));
                let content = json!({"status": "ok", "found": found.is_some(), "data": data, "metadata": {}});
                self.answer(conn, msg, "inspect_reply", content);
            }
            "is_complete_request" => {
                let content = self.kernel.is_complete(code).to_content();
                self.answer(conn, msg, "is_complete_reply", content);
            }
            "history_request" => self.answer(conn, msg, "history_reply", json!({"status": "ok", "history": []})),
            "comm_info_request" => self.answer(conn, msg, "comm_info_reply", json!({"status": "ok", "comms": {}})),
            "shutdown_request" => {
                let restart = msg.content.get("restart").and_then(Value::as_bool).unwrap_or(false);
                let content = json!({"status": "ok", "restart": restart});
                self.answer(conn, msg, "shutdown_reply", content.clone());
                self.publisher.publish(Some(msg), "shutdown_reply", content);
                return true;
            }
            other => eprintln!("stridelab-jupyter: unknown shell message type {}", other),
        }
        false
    }

    /// execute_request: busy, execute_input, the cell's outputs, the reply (then idle).
    fn execute(&mut self, conn: &Conn, msg: &Message, rx: &Queue) {
        let code = msg.str_field("code");
        let flag = |k: &str, default: bool| msg.content.get(k).and_then(Value::as_bool).unwrap_or(default);
        let silent = flag("silent", false);
        // a silent request is never stored in the history (messaging.rst)
        let store_history = flag("store_history", true) && !silent;
        if store_history {
            self.execution_count += 1;
        }
        let n = self.execution_count;
        if !silent {
            self.publisher.publish(Some(msg), "execute_input", json!({"code": code, "execution_count": n}));
        }
        let mut ctx = ExecuteContext::new(&self.publisher, msg, n, silent);
        let status = self.kernel.execute(code, &mut ctx);
        let mut aborted = Vec::new();
        let content = match status {
            ExecuteStatus::Ok => json!({"status": "ok", "execution_count": n, "user_expressions": {}, "payload": []}),
            ExecuteStatus::Error(e) => {
                if !ctx.error_sent {
                    ctx.error(&e);
                }
                if flag("stop_on_error", true) {
                    // taken before the reply: what the client sends after seeing it must run
                    aborted = self.take_queued_executes(rx);
                }
                json!({"status": "error", "execution_count": n, "ename": e.ename, "evalue": e.evalue, "traceback": e.traceback})
            }
        };
        self.answer(conn, msg, "execute_reply", content);
        for (conn, m) in aborted {
            self.publisher.status(Some(&m), "busy");
            self.answer(&conn, &m, "execute_reply", json!({"status": "aborted", "execution_count": self.execution_count}));
            self.publisher.status(Some(&m), "idle");
        }
    }

    /// After a failed cell, the execute requests already waiting, to be answered "aborted"
    /// without running (as ipykernel does, so Run All stops at the first error); other
    /// waiting requests are kept, in order, for the loop.
    fn take_queued_executes(&mut self, rx: &Queue) -> Vec<(Conn, Message)> {
        let mut keep = VecDeque::new();
        let mut executes = Vec::new();
        let mut shutdown = false;
        loop {
            let (conn, m) = match self.queued.pop_front() {
                Some(q) => q,
                None => match rx.try_pop() {
                    Some(Event::Request(conn, frames)) => match decode(frames, &self.signer, "shell") {
                        Some(m) => (conn, m),
                        None => continue,
                    },
                    Some(Event::Shutdown) => {
                        shutdown = true;
                        break;
                    }
                    None => break,
                },
            };
            if m.msg_type() == "execute_request" {
                executes.push((conn, m));
            } else {
                keep.push_back((conn, m));
            }
        }
        self.queued = keep;
        self.shutdown_seen |= shutdown;
        executes
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::{Completion, ExecError, IsComplete, KernelInfo, LanguageInfo, Stream};
    use std::io::Read;

    /// A kernel whose cells print their code and are worth its length; `fail` raises,
    /// `loop` runs until interrupted.
    struct Echo {
        interrupt: Arc<AtomicBool>,
    }

    impl Kernel for Echo {
        fn kernel_info(&self) -> KernelInfo {
            let language = LanguageInfo {
                name: "echo".into(),
                version: "1".into(),
                mimetype: "text/plain".into(),
                file_extension: ".txt".into(),
                pygments_lexer: "text".into(),
                codemirror_mode: "text".into(),
                nbconvert_exporter: "script".into(),
            };
            KernelInfo { implementation: "echo".into(), implementation_version: "0".into(), banner: "echo".into(), language, help_links: vec![] }
        }
        fn execute(&mut self, code: &str, ctx: &mut ExecuteContext) -> ExecuteStatus {
            self.interrupt.store(false, Ordering::SeqCst);
            match code {
                "slow fail" => {
                    std::thread::sleep(Duration::from_millis(300));
                    ExecuteStatus::Error(ExecError { ename: "ValueError".into(), evalue: "slow".into(), traceback: vec![] })
                }
                "fail" => ExecuteStatus::Error(ExecError { ename: "ValueError".into(), evalue: "no".into(), traceback: vec!["ValueError: no".into()] }),
                "loop" => {
                    while !self.interrupt.load(Ordering::SeqCst) {
                        std::thread::sleep(Duration::from_millis(5));
                    }
                    ExecuteStatus::Error(ExecError { ename: "KeyboardInterrupt".into(), evalue: String::new(), traceback: vec![] })
                }
                _ => {
                    ctx.stream(Stream::Stdout, code);
                    ctx.execute_result(&[("text/plain", &code.len().to_string())]);
                    ExecuteStatus::Ok
                }
            }
        }
        fn complete(&mut self, code: &str, cursor_pos: usize) -> Completion {
            Completion { matches: vec![format!("{}!", &code[..cursor_pos])], cursor_start: 0, cursor_end: cursor_pos }
        }
        fn inspect(&mut self, _: &str, _: usize, _: u8) -> Option<String> {
            None
        }
        fn is_complete(&mut self, code: &str) -> IsComplete {
            if code.ends_with(':') { IsComplete::Incomplete("    ".into()) } else { IsComplete::Complete }
        }
    }

    /// A client socket: connects and greets as `socket_type`.
    fn connect(port: u16, socket_type: &str) -> TcpStream {
        let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
        let mut g = zmtp::greeting();
        g[11] = 0;
        s.write_all(&g).unwrap();
        let meta = [&[11u8][..], b"Socket-Type", &(socket_type.len() as u32).to_be_bytes(), socket_type.as_bytes()].concat();
        s.write_all(&zmtp::encode_command("READY", &meta)).unwrap();
        let mut theirs = [0u8; 64];
        s.read_exact(&mut theirs).unwrap();
        assert_eq!(zmtp::check_greeting(&theirs).unwrap(), zmtp::MINOR_VERSION);
        let ready = zmtp::read_frame(&mut s).unwrap();
        assert!(ready.command);
        s
    }

    fn request(s: &mut TcpStream, session: &Session, signer: &Signer, msg_type: &str, content: Value) -> Message {
        let m = session.child(None, msg_type, content);
        s.write_all(&zmtp::encode_message(&m.encode(signer))).unwrap();
        m
    }

    fn receive(s: &mut TcpStream, signer: &Signer) -> Message {
        match zmtp::read_incoming(s).unwrap() {
            Incoming::Message(frames) => Message::decode(frames, signer).unwrap(),
            Incoming::Command(name, _) => panic!("command {}", name),
        }
    }

    /// iopub messages up to the idle status of `parent`, as (msg_type, content).
    fn outputs(sub: &mut TcpStream, signer: &Signer, parent: &Message) -> Vec<(String, Value)> {
        let mut out = Vec::new();
        loop {
            let m = receive(sub, signer);
            if m.parent_header.get("msg_id") != parent.header.get("msg_id") {
                continue;
            }
            let done = m.msg_type() == "status" && m.content["execution_state"] == "idle";
            out.push((m.msg_type().to_string(), m.content));
            if done {
                return out;
            }
        }
    }

    #[test]
    fn a_client_session_over_tcp() {
        let info = ConnectionInfo::parse(
            r#"{"ip": "127.0.0.1", "transport": "tcp", "shell_port": 0, "iopub_port": 0, "stdin_port": 0,
                "control_port": 0, "hb_port": 0, "key": "secret", "signature_scheme": "hmac-sha256"}"#,
        )
        .unwrap();
        let mut server = Server::bind(&info).unwrap();
        server.shutdown_grace = None;
        let [shell_port, iopub_port, _, control_port, hb_port] = server.ports();
        let flag = Arc::new(AtomicBool::new(false));
        let kernel_flag = flag.clone();
        let running = std::thread::spawn(move || server.run(&mut Echo { interrupt: kernel_flag.clone() }, kernel_flag));
        let signer = Signer::new(b"secret");
        let session = Session::new("tester");

        // the heartbeat echoes a REQ's envelope and body
        let mut hb = connect(hb_port, "REQ");
        hb.write_all(&zmtp::encode_message(&[b"".to_vec(), b"ping".to_vec()])).unwrap();
        assert_eq!(zmtp::read_incoming(&mut hb).unwrap(), Incoming::Message(vec![b"".to_vec(), b"ping".to_vec()]));

        // subscribe to everything (3.0 form), then wait until iopub delivers
        let mut sub = connect(iopub_port, "SUB");
        sub.write_all(&zmtp::encode_message(&[b"\x01".to_vec()])).unwrap();
        let mut shell = connect(shell_port, "DEALER");
        sub.set_read_timeout(Some(Duration::from_millis(200))).unwrap();
        let info_req = loop {
            let r = request(&mut shell, &session, &signer, "kernel_info_request", json!({}));
            let reply = receive(&mut shell, &signer);
            assert_eq!(reply.msg_type(), "kernel_info_reply");
            assert_eq!(reply.parent_header["msg_id"], r.header["msg_id"]);
            assert_eq!(reply.content["protocol_version"], "5.3");
            assert_eq!(reply.content["language_info"]["name"], "echo");
            let mut buf = [0u8; 1];
            if sub.peek(&mut buf).is_ok() {
                break r;
            }
        };
        sub.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
        let statuses = outputs(&mut sub, &signer, &info_req);
        assert_eq!(statuses.last().unwrap().0, "status");

        // a message with a bad signature is dropped: the next reply answers the next request
        let forged = session.child(None, "kernel_info_request", json!({}));
        shell.write_all(&zmtp::encode_message(&forged.encode(&Signer::new(b"wrong")))).unwrap();
        let r = request(&mut shell, &session, &signer, "is_complete_request", json!({"code": "for i in x:"}));
        let reply = receive(&mut shell, &signer);
        assert_eq!(reply.parent_header["msg_id"], r.header["msg_id"]);
        assert_eq!(reply.content, json!({"status": "incomplete", "indent": "    "}));

        // execute: busy, execute_input, stream, execute_result, idle; the reply counts
        let r = request(&mut shell, &session, &signer, "execute_request", json!({"code": "héllo", "silent": false}));
        let reply = receive(&mut shell, &signer);
        assert_eq!(reply.content["status"], "ok");
        assert_eq!(reply.content["execution_count"], 1);
        let kinds: Vec<(String, Value)> = outputs(&mut sub, &signer, &r);
        let types: Vec<&str> = kinds.iter().map(|(t, _)| t.as_str()).collect();
        assert_eq!(types, ["status", "execute_input", "stream", "execute_result", "status"]);
        assert_eq!(kinds[2].1, json!({"name": "stdout", "text": "héllo"}));
        assert_eq!(kinds[3].1["data"]["text/plain"], "6");
        assert_eq!(kinds[3].1["execution_count"], 1);

        // completion positions are code points on the wire: "é" is one
        request(&mut shell, &session, &signer, "complete_request", json!({"code": "é=1", "cursor_pos": 1}));
        let reply = receive(&mut shell, &signer);
        assert_eq!(reply.content["matches"], json!(["é!"]));
        assert_eq!((reply.content["cursor_start"].as_u64(), reply.content["cursor_end"].as_u64()), (Some(0), Some(1)));

        // an error: the error message and an error reply
        let r = request(&mut shell, &session, &signer, "execute_request", json!({"code": "fail"}));
        let reply = receive(&mut shell, &signer);
        assert_eq!((reply.content["status"].as_str(), reply.content["ename"].as_str()), (Some("error"), Some("ValueError")));
        let outs = outputs(&mut sub, &signer, &r);
        assert!(outs.iter().any(|(t, c)| t == "error" && c["evalue"] == "no"), "{:?}", outs);

        // what was sent while a failing cell ran is aborted; what is sent after its reply runs
        request(&mut shell, &session, &signer, "execute_request", json!({"code": "slow fail"}));
        request(&mut shell, &session, &signer, "execute_request", json!({"code": "queued"}));
        assert_eq!(receive(&mut shell, &signer).content["evalue"], "slow");
        assert_eq!(receive(&mut shell, &signer).content["status"], "aborted");
        request(&mut shell, &session, &signer, "execute_request", json!({"code": "after"}));
        assert_eq!(receive(&mut shell, &signer).content["status"], "ok");

        // interrupt on control while a cell runs on shell
        let mut control = connect(control_port, "DEALER");
        request(&mut shell, &session, &signer, "execute_request", json!({"code": "loop"}));
        std::thread::sleep(Duration::from_millis(100));
        request(&mut control, &session, &signer, "interrupt_request", json!({}));
        assert_eq!(receive(&mut control, &signer).msg_type(), "interrupt_reply");
        let reply = receive(&mut shell, &signer);
        assert_eq!(reply.content["ename"], "KeyboardInterrupt");

        // shutdown on control ends `run`
        request(&mut control, &session, &signer, "shutdown_request", json!({"restart": false}));
        let reply = receive(&mut control, &signer);
        assert_eq!(reply.content, json!({"status": "ok", "restart": false}));
        running.join().unwrap().unwrap();
    }

    #[test]
    fn connection_files() {
        let ok = r#"{"shell_port": 1, "iopub_port": 2, "stdin_port": 3, "control_port": 4, "hb_port": 5, "ip": "127.0.0.1",
                     "key": "k", "transport": "tcp", "signature_scheme": "hmac-sha256", "kernel_name": "x"}"#;
        let info = ConnectionInfo::parse(ok).unwrap();
        assert_eq!((info.shell_port, info.hb_port, info.key.as_str()), (1, 5, "k"));
        assert!(ConnectionInfo::parse(&ok.replace("\"tcp\"", "\"ipc\"")).unwrap_err().contains("ipc"));
        assert!(ConnectionInfo::parse(&ok.replace("hmac-sha256", "hmac-md5")).is_err());
        assert!(ConnectionInfo::parse(&ok.replace("\"hb_port\": 5", "\"hb_port\": 70000")).is_err());
    }

    #[test]
    fn cursor_conversions() {
        assert_eq!(byte_offset("aé b", 2), 3);
        assert_eq!(byte_offset("ab", 9), 2);
        assert_eq!(code_points("aé b", 3), 2);
    }
}
