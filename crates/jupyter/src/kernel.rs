//! What a language implements to be a Jupyter kernel: the [`Kernel`] trait, the replies
//! its methods return, and [`ExecuteContext`], through which a running cell publishes its
//! outputs on iopub as they happen. Message contents follow jupyter_client's
//! docs/messaging.rst (protocol 5.3): kernel_info_reply, execute_reply, stream,
//! display_data, execute_result, error, complete_reply, inspect_reply, is_complete_reply.

use serde_json::{Map, Value, json};

use crate::server::Publisher;
use crate::wire::Message;

/// A language served over Jupyter's protocol. Cursor positions are byte offsets into
/// `code` (the server converts from and to the protocol's Unicode code points).
pub trait Kernel {
    fn kernel_info(&self) -> KernelInfo;
    /// Runs a cell, publishing its outputs through `ctx`; the returned status makes the reply.
    fn execute(&mut self, code: &str, ctx: &mut ExecuteContext) -> ExecuteStatus;
    fn complete(&mut self, code: &str, cursor_pos: usize) -> Completion;
    /// Help for what is at the cursor, as text; None when nothing is known.
    fn inspect(&mut self, code: &str, cursor_pos: usize, detail_level: u8) -> Option<String>;
    fn is_complete(&mut self, code: &str) -> IsComplete;
}

/// kernel_info_reply's facts about the kernel and its language.
#[derive(Debug, Clone, PartialEq)]
pub struct KernelInfo {
    pub implementation: String,
    pub implementation_version: String,
    pub banner: String,
    pub language: LanguageInfo,
    /// (text, url) pairs for the frontend's Help menu.
    pub help_links: Vec<(String, String)>,
}

/// language_info of kernel_info_reply.
#[derive(Debug, Clone, PartialEq)]
pub struct LanguageInfo {
    pub name: String,
    pub version: String,
    pub mimetype: String,
    pub file_extension: String,
    /// The Pygments lexer that colours the code in exports (e.g. "ipython3").
    pub pygments_lexer: String,
    /// The CodeMirror mode that colours cells (e.g. "ipython").
    pub codemirror_mode: String,
    pub nbconvert_exporter: String,
}

impl KernelInfo {
    /// kernel_info_reply's content.
    pub fn to_content(&self) -> Value {
        let l = &self.language;
        json!({
            "status": "ok",
            "protocol_version": crate::wire::PROTOCOL_VERSION,
            "implementation": self.implementation,
            "implementation_version": self.implementation_version,
            "language_info": {
                "name": l.name,
                "version": l.version,
                "mimetype": l.mimetype,
                "file_extension": l.file_extension,
                "pygments_lexer": l.pygments_lexer,
                "codemirror_mode": {"name": l.codemirror_mode, "version": 3},
                "nbconvert_exporter": l.nbconvert_exporter,
            },
            "banner": self.banner,
            "help_links": self.help_links.iter().map(|(t, u)| json!({"text": t, "url": u})).collect::<Vec<_>>(),
        })
    }
}

/// An exception that ended a cell: the `error` message's and the error reply's fields.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExecError {
    pub ename: String,
    pub evalue: String,
    /// Lines the frontend shows, joined with newlines.
    pub traceback: Vec<String>,
}

/// How a cell ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ExecuteStatus {
    Ok,
    Error(ExecError),
}

/// complete_reply's matches, replacing `code[cursor_start..cursor_end]` (byte offsets).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Completion {
    pub matches: Vec<String>,
    pub cursor_start: usize,
    pub cursor_end: usize,
}

/// is_complete_reply's status.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IsComplete {
    Complete,
    /// More input is needed; the next line's indentation.
    Incomplete(String),
    Invalid,
    Unknown,
}

impl IsComplete {
    pub fn to_content(&self) -> Value {
        match self {
            IsComplete::Complete => json!({"status": "complete"}),
            IsComplete::Incomplete(indent) => json!({"status": "incomplete", "indent": indent}),
            IsComplete::Invalid => json!({"status": "invalid"}),
            IsComplete::Unknown => json!({"status": "unknown"}),
        }
    }
}

/// Which stream a `stream` message writes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stream {
    Stdout,
    Stderr,
}

/// A mime bundle: (mime type, data) pairs such as ("text/plain", "1"), ("image/svg+xml", svg).
pub type MimeBundle<'a> = &'a [(&'a str, &'a str)];

fn bundle(data: MimeBundle) -> Value {
    Value::Object(data.iter().map(|(k, v)| (k.to_string(), Value::String(v.to_string()))).collect())
}

/// What a running cell may do: publish its outputs on iopub, each as it happens, with the
/// execute_request as parent. A silent request publishes nothing.
pub struct ExecuteContext<'a> {
    publisher: &'a Publisher,
    parent: &'a Message,
    execution_count: u32,
    silent: bool,
    pub(crate) error_sent: bool,
}

impl<'a> ExecuteContext<'a> {
    pub(crate) fn new(publisher: &'a Publisher, parent: &'a Message, execution_count: u32, silent: bool) -> Self {
        ExecuteContext { publisher, parent, execution_count, silent, error_sent: false }
    }

    /// The cell's execution count (`In [n]`).
    pub fn execution_count(&self) -> u32 {
        self.execution_count
    }

    fn publish(&self, msg_type: &str, content: Value) {
        if !self.silent {
            self.publisher.publish(Some(self.parent), msg_type, content);
        }
    }

    /// Text written to stdout or stderr (nothing is sent for empty text).
    pub fn stream(&mut self, name: Stream, text: &str) {
        if text.is_empty() {
            return;
        }
        let name = match name {
            Stream::Stdout => "stdout",
            Stream::Stderr => "stderr",
        };
        self.publish("stream", json!({"name": name, "text": text}));
    }

    /// A rich display (`display(obj)`), shown in the cell's output area.
    pub fn display_data(&mut self, data: MimeBundle) {
        self.publish("display_data", json!({"data": bundle(data), "metadata": {}, "transient": {}}));
    }

    /// The cell's value (`Out[n]`).
    pub fn execute_result(&mut self, data: MimeBundle) {
        let content = json!({"execution_count": self.execution_count, "data": bundle(data), "metadata": Value::Object(Map::new())});
        self.publish("execute_result", content);
    }

    /// The exception that ended the cell (the reply carries it too).
    pub fn error(&mut self, e: &ExecError) {
        self.error_sent = true;
        self.publish("error", json!({"ename": e.ename, "evalue": e.evalue, "traceback": e.traceback}));
    }
}
