//! ZMTP 3.x, ZeroMQ's wire protocol, with the NULL mechanism: the greeting, the READY
//! handshake, frames and the commands a kernel meets. Follows 23/ZMTP (3.0) and 37/ZMTP
//! (3.1) at rfc.zeromq.org; the subset is what a Jupyter client (pyzmq over libzmq) speaks
//! to a kernel's ROUTER, PUB and REP sockets over TCP.
//!
//! Layout on the wire:
//! - greeting, 64 bytes: `FF 00*8 7F`, version major 3 and minor, mechanism "NULL"
//!   zero-padded to 20 bytes, as-server (0 for NULL), 31 zero bytes of filler;
//! - then frames: a flags byte (bit 0 MORE, bit 1 LONG, bit 2 COMMAND), the size in one
//!   byte (short) or 8 bytes big-endian (LONG), the body;
//! - a command's body is its name's length (1 byte), its name, its data; READY's data is
//!   metadata: name length (1 byte), name, value length (4 bytes big-endian), value.
//!
//! A subscription arrives as a message whose one frame starts with 1 (subscribe) or 0
//! (cancel) followed by the topic (3.0), or as a SUBSCRIBE / CANCEL command whose data is
//! the topic (3.1); both are read. PING is answered with PONG (3.1).

use std::io::{self, Read, Write};

/// The largest frame accepted: a Jupyter message is JSON of a cell's code or outputs, so
/// anything bigger is a broken or hostile peer, not a learner's notebook.
pub const MAX_FRAME: u64 = 256 << 20;

const FLAG_MORE: u8 = 1;
const FLAG_LONG: u8 = 2;
const FLAG_COMMAND: u8 = 4;

/// The socket types a kernel plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SocketType {
    /// shell, control and stdin: requests from DEALER clients, replies to the same peer
    Router,
    /// iopub: every message to every subscribed peer
    Pub,
    /// heartbeat: echoes what a REQ peer sends
    Rep,
}

impl SocketType {
    /// The name READY's Socket-Type property carries.
    pub fn name(self) -> &'static str {
        match self {
            SocketType::Router => "ROUTER",
            SocketType::Pub => "PUB",
            SocketType::Rep => "REP",
        }
    }

    /// Whether a peer of socket type `peer` may talk to this one (23/ZMTP's table).
    pub fn accepts(self, peer: &str) -> bool {
        match self {
            SocketType::Router => matches!(peer, "DEALER" | "REQ" | "ROUTER"),
            SocketType::Pub => matches!(peer, "SUB" | "XSUB"),
            SocketType::Rep => matches!(peer, "REQ" | "DEALER"),
        }
    }
}

/// The minor version this side announces: 3.1, so a 3.1 peer may use the SUBSCRIBE command.
pub const MINOR_VERSION: u8 = 1;

/// This side's greeting (NULL mechanism, not as-server).
pub fn greeting() -> [u8; 64] {
    let mut g = [0u8; 64];
    g[0] = 0xFF;
    g[9] = 0x7F;
    g[10] = 3;
    g[11] = MINOR_VERSION;
    g[12..16].copy_from_slice(b"NULL");
    g
}

fn bad(msg: impl Into<String>) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, msg.into())
}

/// Checks a peer's greeting: ZMTP 3.x, NULL mechanism. Returns the peer's minor version.
pub fn check_greeting(g: &[u8; 64]) -> io::Result<u8> {
    if g[0] != 0xFF || g[9] & 1 != 1 {
        return Err(bad("not a ZMTP peer (bad signature)"));
    }
    if g[10] < 3 {
        return Err(bad(format!("ZMTP {}.x peer: only 3.x is spoken", g[10])));
    }
    let mech = &g[12..32];
    let end = mech.iter().position(|&b| b == 0).unwrap_or(mech.len());
    if &mech[..end] != b"NULL" {
        return Err(bad(format!("security mechanism {} is not supported (only NULL)", String::from_utf8_lossy(&mech[..end]))));
    }
    Ok(if g[10] > 3 { 0xFF } else { g[11] })
}

/// Appends one frame (flags, size, body) to `out`.
pub fn encode_frame(out: &mut Vec<u8>, more: bool, command: bool, body: &[u8]) {
    let mut flags = 0;
    if more {
        flags |= FLAG_MORE;
    }
    if command {
        flags |= FLAG_COMMAND;
    }
    if body.len() > 255 {
        out.push(flags | FLAG_LONG);
        out.extend_from_slice(&(body.len() as u64).to_be_bytes());
    } else {
        out.push(flags);
        out.push(body.len() as u8);
    }
    out.extend_from_slice(body);
}

/// A whole multipart message as bytes, so it goes out in one write (a socket shared by
/// threads never interleaves two messages' frames).
pub fn encode_message<P: AsRef<[u8]>>(parts: &[P]) -> Vec<u8> {
    let mut out = Vec::with_capacity(parts.iter().map(|p| p.as_ref().len() + 9).sum());
    for (i, p) in parts.iter().enumerate() {
        encode_frame(&mut out, i + 1 < parts.len(), false, p.as_ref());
    }
    if parts.is_empty() {
        encode_frame(&mut out, false, false, b"");
    }
    out
}

/// A command frame: name length, name, data.
pub fn encode_command(name: &str, data: &[u8]) -> Vec<u8> {
    let mut body = Vec::with_capacity(1 + name.len() + data.len());
    body.push(name.len() as u8);
    body.extend_from_slice(name.as_bytes());
    body.extend_from_slice(data);
    let mut out = Vec::new();
    encode_frame(&mut out, false, true, &body);
    out
}

/// READY's metadata for a socket of type `t` (a ROUTER announces an empty Identity).
pub fn ready_metadata(t: SocketType) -> Vec<u8> {
    let mut props: Vec<(&str, &[u8])> = vec![("Socket-Type", t.name().as_bytes())];
    if t == SocketType::Router {
        props.push(("Identity", b""));
    }
    let mut data = Vec::new();
    for (name, value) in props {
        data.push(name.len() as u8);
        data.extend_from_slice(name.as_bytes());
        data.extend_from_slice(&(value.len() as u32).to_be_bytes());
        data.extend_from_slice(value);
    }
    data
}

/// Parses READY's metadata into (name, value) pairs; names as sent (compare them ignoring case).
pub fn parse_metadata(mut data: &[u8]) -> io::Result<Vec<(String, Vec<u8>)>> {
    let mut out = Vec::new();
    while !data.is_empty() {
        let n = data[0] as usize;
        if data.len() < 1 + n + 4 {
            return Err(bad("truncated READY metadata"));
        }
        let name = String::from_utf8_lossy(&data[1..1 + n]).into_owned();
        let vlen = u32::from_be_bytes([data[1 + n], data[2 + n], data[3 + n], data[4 + n]]) as usize;
        let rest = &data[5 + n..];
        if rest.len() < vlen {
            return Err(bad("truncated READY metadata value"));
        }
        out.push((name, rest[..vlen].to_vec()));
        data = &rest[vlen..];
    }
    Ok(out)
}

/// One frame as read: its flags and body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    pub more: bool,
    pub command: bool,
    pub body: Vec<u8>,
}

/// Reads one frame; an end of stream before its first byte is `UnexpectedEof`.
pub fn read_frame(r: &mut impl Read) -> io::Result<Frame> {
    let mut head = [0u8; 2];
    r.read_exact(&mut head)?;
    let flags = head[0];
    if flags & !(FLAG_MORE | FLAG_LONG | FLAG_COMMAND) != 0 {
        return Err(bad(format!("bad frame flags {:#04x}", flags)));
    }
    let size = if flags & FLAG_LONG != 0 {
        let mut rest = [0u8; 7];
        r.read_exact(&mut rest)?;
        let mut b = [0u8; 8];
        b[0] = head[1];
        b[1..].copy_from_slice(&rest);
        u64::from_be_bytes(b)
    } else {
        head[1] as u64
    };
    if size > MAX_FRAME {
        return Err(bad(format!("frame of {} bytes is over the {} byte limit", size, MAX_FRAME)));
    }
    let mut body = vec![0u8; size as usize];
    r.read_exact(&mut body)?;
    let command = flags & FLAG_COMMAND != 0;
    Ok(Frame { more: flags & FLAG_MORE != 0 && !command, command, body })
}

/// What arrives on a connection after the handshake.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Incoming {
    /// A whole multipart message.
    Message(Vec<Vec<u8>>),
    /// A command: its name and data.
    Command(String, Vec<u8>),
}

/// Splits a command frame's body into name and data.
pub fn parse_command(body: &[u8]) -> io::Result<(String, Vec<u8>)> {
    let n = *body.first().ok_or_else(|| bad("empty command frame"))? as usize;
    if body.len() < 1 + n {
        return Err(bad("truncated command name"));
    }
    Ok((String::from_utf8_lossy(&body[1..1 + n]).into_owned(), body[1 + n..].to_vec()))
}

/// Reads the next message or command.
pub fn read_incoming(r: &mut impl Read) -> io::Result<Incoming> {
    let mut parts = Vec::new();
    loop {
        let f = read_frame(r)?;
        if f.command {
            if !parts.is_empty() {
                return Err(bad("command frame inside a multipart message"));
            }
            let (name, data) = parse_command(&f.body)?;
            return Ok(Incoming::Command(name, data));
        }
        parts.push(f.body);
        if !f.more {
            return Ok(Incoming::Message(parts));
        }
    }
}

/// A subscription change from a SUB peer: `Some((true, topic))` subscribes, `Some((false,
/// topic))` cancels; None if `inc` is neither form.
pub fn subscription(inc: &Incoming) -> Option<(bool, Vec<u8>)> {
    match inc {
        Incoming::Message(parts) if parts.len() == 1 => match parts[0].split_first() {
            Some((1, topic)) => Some((true, topic.to_vec())),
            Some((0, topic)) => Some((false, topic.to_vec())),
            _ => None,
        },
        Incoming::Command(name, topic) if name == "SUBSCRIBE" => Some((true, topic.clone())),
        Incoming::Command(name, topic) if name == "CANCEL" => Some((false, topic.clone())),
        _ => None,
    }
}

/// The PONG that answers a PING command's data (a 2-byte TTL, then up to 16 bytes of context).
pub fn pong_for(ping: &[u8]) -> Vec<u8> {
    encode_command("PONG", ping.get(2..).unwrap_or(&[]))
}

/// What the peer said about itself in the handshake.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Peer {
    pub minor: u8,
    pub socket_type: String,
    pub identity: Vec<u8>,
}

/// Greets a freshly accepted peer and exchanges READY commands, as a socket of type `me`.
pub fn handshake<S: Read + Write>(s: &mut S, me: SocketType) -> io::Result<Peer> {
    s.write_all(&greeting())?;
    s.flush()?;
    let mut g = [0u8; 64];
    s.read_exact(&mut g)?;
    let minor = check_greeting(&g)?;
    s.write_all(&encode_command("READY", &ready_metadata(me)))?;
    s.flush()?;
    let f = read_frame(s)?;
    if !f.command {
        return Err(bad("expected the READY command, got a message"));
    }
    let (name, data) = parse_command(&f.body)?;
    if name == "ERROR" {
        let reason = data.get(1..).map(String::from_utf8_lossy).unwrap_or_default();
        return Err(bad(format!("peer refused the handshake: {}", reason)));
    }
    if name != "READY" {
        return Err(bad(format!("expected the READY command, got {}", name)));
    }
    let mut peer = Peer { minor, socket_type: String::new(), identity: Vec::new() };
    for (k, v) in parse_metadata(&data)? {
        if k.eq_ignore_ascii_case("Socket-Type") {
            peer.socket_type = String::from_utf8_lossy(&v).into_owned();
        } else if k.eq_ignore_ascii_case("Identity") {
            peer.identity = v;
        }
    }
    if !me.accepts(&peer.socket_type) {
        let why = format!("a {} socket does not talk to a {} peer", me.name(), peer.socket_type);
        let mut reason = vec![why.len().min(255) as u8];
        reason.extend_from_slice(&why.as_bytes()[..why.len().min(255)]);
        let _ = s.write_all(&encode_command("ERROR", &reason));
        return Err(bad(why));
    }
    Ok(peer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    #[test]
    fn greeting_layout() {
        let g = greeting();
        assert_eq!(&g[..12], &[0xFF, 0, 0, 0, 0, 0, 0, 0, 0, 0x7F, 3, 1]);
        assert_eq!(&g[12..17], b"NULL\0");
        assert_eq!(g[32], 0, "NULL is never as-server");
        assert_eq!(check_greeting(&g).unwrap(), 1);
        let mut plain = g;
        plain[12..17].copy_from_slice(b"PLAIN");
        assert!(check_greeting(&plain).unwrap_err().to_string().contains("PLAIN"));
        let mut old = g;
        old[10] = 2;
        assert!(check_greeting(&old).is_err());
    }

    #[test]
    fn short_and_long_frames_round_trip() {
        let long = vec![7u8; 300];
        let bytes = encode_message(&[b"a".to_vec(), long.clone(), Vec::new()]);
        // short frame: flags MORE, size 1; long frame: flags MORE|LONG, 8-byte size
        assert_eq!(&bytes[..3], &[1, 1, b'a']);
        assert_eq!(bytes[3], 3);
        assert_eq!(&bytes[4..12], &300u64.to_be_bytes());
        // the last (empty) frame has no MORE
        assert_eq!(&bytes[bytes.len() - 2..], &[0, 0]);
        let got = read_incoming(&mut Cursor::new(bytes)).unwrap();
        assert_eq!(got, Incoming::Message(vec![b"a".to_vec(), long, Vec::new()]));
    }

    #[test]
    fn frame_limits_and_flags_are_checked() {
        let mut huge = vec![FLAG_LONG];
        huge.extend_from_slice(&(MAX_FRAME + 1).to_be_bytes());
        assert!(read_frame(&mut Cursor::new(huge)).is_err());
        assert!(read_frame(&mut Cursor::new(vec![0x80, 0])).is_err());
        assert_eq!(read_frame(&mut Cursor::new(vec![0, 2, b'h'])).unwrap_err().kind(), io::ErrorKind::UnexpectedEof);
    }

    #[test]
    fn ready_metadata_round_trips() {
        let cmd = encode_command("READY", &ready_metadata(SocketType::Router));
        let f = read_frame(&mut Cursor::new(cmd)).unwrap();
        assert!(f.command);
        let (name, data) = parse_command(&f.body).unwrap();
        assert_eq!(name, "READY");
        assert_eq!(
            parse_metadata(&data).unwrap(),
            vec![("Socket-Type".to_string(), b"ROUTER".to_vec()), ("Identity".to_string(), Vec::new())]
        );
        assert!(parse_metadata(&[11, b'S']).is_err());
    }

    #[test]
    fn both_subscription_forms() {
        // 3.0: a message whose frame is 1 + topic; 3.1: a SUBSCRIBE command
        let msg30 = read_incoming(&mut Cursor::new(encode_message(&[b"\x01kernel".to_vec()]))).unwrap();
        assert_eq!(subscription(&msg30), Some((true, b"kernel".to_vec())));
        let cancel30 = read_incoming(&mut Cursor::new(encode_message(&[b"\x00".to_vec()]))).unwrap();
        assert_eq!(subscription(&cancel30), Some((false, Vec::new())));
        let cmd31 = read_incoming(&mut Cursor::new(encode_command("SUBSCRIBE", b""))).unwrap();
        assert_eq!(subscription(&cmd31), Some((true, Vec::new())));
        let cancel31 = read_incoming(&mut Cursor::new(encode_command("CANCEL", b"k"))).unwrap();
        assert_eq!(subscription(&cancel31), Some((false, b"k".to_vec())));
        assert_eq!(subscription(&Incoming::Message(vec![b"\x01".to_vec(), b"x".to_vec()])), None);
    }

    #[test]
    fn ping_gets_its_context_back() {
        let pong = pong_for(b"\x00\x0actx");
        let f = read_frame(&mut Cursor::new(pong)).unwrap();
        assert_eq!(parse_command(&f.body).unwrap(), ("PONG".to_string(), b"ctx".to_vec()));
    }

    /// A peer's bytes to read and what this side wrote.
    struct Pipe {
        input: Cursor<Vec<u8>>,
        output: Vec<u8>,
    }
    impl Read for Pipe {
        fn read(&mut self, b: &mut [u8]) -> io::Result<usize> {
            self.input.read(b)
        }
    }
    impl Write for Pipe {
        fn write(&mut self, b: &[u8]) -> io::Result<usize> {
            self.output.write(b)
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    fn peer_bytes(socket_type: &str) -> Vec<u8> {
        let mut g = greeting().to_vec();
        g[11] = 0;
        let meta = [&[11u8][..], b"Socket-Type", &(socket_type.len() as u32).to_be_bytes(), socket_type.as_bytes()].concat();
        g.extend(encode_command("READY", &meta));
        g
    }

    #[test]
    fn handshake_with_a_dealer_and_a_sub() {
        let mut p = Pipe { input: Cursor::new(peer_bytes("DEALER")), output: Vec::new() };
        let peer = handshake(&mut p, SocketType::Router).unwrap();
        assert_eq!((peer.minor, peer.socket_type.as_str()), (0, "DEALER"));
        assert_eq!(&p.output[..64], &greeting());
        let mut sub = Pipe { input: Cursor::new(peer_bytes("SUB")), output: Vec::new() };
        assert!(handshake(&mut sub, SocketType::Pub).is_ok());
        // a DEALER may not subscribe to a PUB: ERROR, then the connection is refused
        let mut wrong = Pipe { input: Cursor::new(peer_bytes("DEALER")), output: Vec::new() };
        assert!(handshake(&mut wrong, SocketType::Pub).is_err());
        let f = read_frame(&mut Cursor::new(wrong.output[64..].to_vec())).unwrap();
        let f2_start = 64 + 2 + f.body.len();
        let err = read_frame(&mut Cursor::new(wrong.output[f2_start..].to_vec())).unwrap();
        assert_eq!(parse_command(&err.body).unwrap().0, "ERROR");
    }
}
