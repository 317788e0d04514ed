//! Jupyter's wire format (messaging protocol 5.3, jupyter_client's docs/messaging.rst,
//! "The Wire Protocol"): a message is the routing identities, the `<IDS|MSG>` delimiter,
//! the HMAC-SHA256 signature (lowercase hex) of the next four frames, then header,
//! parent_header, metadata and content as JSON, then optional binary buffers.

use serde_json::{Map, Value, json};

use crate::sha256::{constant_time_eq, hex, hmac_sha256};

/// The protocol version this kernel speaks, in every header it writes.
pub const PROTOCOL_VERSION: &str = "5.3";

/// The frame between routing identities and the signed parts.
pub const DELIMITER: &[u8] = b"<IDS|MSG>";

/// Signs and checks messages with the connection file's key; an empty key means the
/// connection is unauthenticated (the signature is the empty string).
#[derive(Clone)]
pub struct Signer {
    key: Vec<u8>,
}

impl Signer {
    pub fn new(key: &[u8]) -> Signer {
        Signer { key: key.to_vec() }
    }

    /// The signature of the four JSON parts.
    pub fn sign(&self, parts: [&[u8]; 4]) -> String {
        if self.key.is_empty() {
            return String::new();
        }
        hex(&hmac_sha256(&self.key, &parts))
    }

    /// Whether `signature` is right for the four parts (always, without a key).
    pub fn verify(&self, signature: &[u8], parts: [&[u8]; 4]) -> bool {
        self.key.is_empty() || constant_time_eq(self.sign(parts).as_bytes(), signature)
    }
}

/// One Jupyter message.
#[derive(Debug, Clone, PartialEq)]
pub struct Message {
    /// The routing identities before the delimiter, sent back unchanged with a reply.
    pub identities: Vec<Vec<u8>>,
    pub header: Value,
    pub parent_header: Value,
    pub metadata: Value,
    pub content: Value,
    pub buffers: Vec<Vec<u8>>,
}

/// Why an incoming message was not accepted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WireError {
    NoDelimiter,
    TooFewParts,
    BadSignature,
    BadJson(&'static str, String),
}

impl std::fmt::Display for WireError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WireError::NoDelimiter => write!(f, "no <IDS|MSG> delimiter"),
            WireError::TooFewParts => write!(f, "fewer than 5 frames after the delimiter"),
            WireError::BadSignature => write!(f, "bad signature"),
            WireError::BadJson(part, e) => write!(f, "{} is not JSON: {}", part, e),
        }
    }
}

impl Message {
    /// Parses the frames of one ZMTP message, checking the signature before reading the JSON.
    pub fn decode(frames: Vec<Vec<u8>>, signer: &Signer) -> Result<Message, WireError> {
        let at = frames.iter().position(|f| f == DELIMITER).ok_or(WireError::NoDelimiter)?;
        let mut it = frames.into_iter();
        let identities: Vec<Vec<u8>> = it.by_ref().take(at).collect();
        it.next();
        let rest: Vec<Vec<u8>> = it.collect();
        if rest.len() < 5 {
            return Err(WireError::TooFewParts);
        }
        if !signer.verify(&rest[0], [&rest[1], &rest[2], &rest[3], &rest[4]]) {
            return Err(WireError::BadSignature);
        }
        let parse = |name: &'static str, b: &[u8]| serde_json::from_slice::<Value>(b).map_err(|e| WireError::BadJson(name, e.to_string()));
        Ok(Message {
            identities,
            header: parse("header", &rest[1])?,
            parent_header: parse("parent_header", &rest[2])?,
            metadata: parse("metadata", &rest[3])?,
            content: parse("content", &rest[4])?,
            buffers: rest[5..].to_vec(),
        })
    }

    /// The frames to send: identities, delimiter, signature, the four JSON parts, buffers.
    pub fn encode(&self, signer: &Signer) -> Vec<Vec<u8>> {
        let json = |v: &Value| serde_json::to_vec(v).unwrap_or_else(|_| b"{}".to_vec());
        let (h, p, m, c) = (json(&self.header), json(&self.parent_header), json(&self.metadata), json(&self.content));
        let sig = signer.sign([&h, &p, &m, &c]);
        let mut frames = self.identities.clone();
        frames.push(DELIMITER.to_vec());
        frames.push(sig.into_bytes());
        frames.extend([h, p, m, c]);
        frames.extend(self.buffers.iter().cloned());
        frames
    }

    /// The header's msg_type ("" if it has none).
    pub fn msg_type(&self) -> &str {
        self.header.get("msg_type").and_then(Value::as_str).unwrap_or("")
    }

    /// A string field of the content ("" if absent).
    pub fn str_field(&self, name: &str) -> &str {
        self.content.get(name).and_then(Value::as_str).unwrap_or("")
    }
}

/// The kernel's side of a session: its id and user name, and the headers it writes.
#[derive(Debug, Clone)]
pub struct Session {
    pub id: String,
    pub username: String,
}

impl Session {
    pub fn new(username: &str) -> Session {
        Session { id: new_id(), username: username.to_string() }
    }

    /// A fresh header for a message of type `msg_type`.
    pub fn header(&self, msg_type: &str) -> Value {
        json!({
            "msg_id": new_id(),
            "session": self.id,
            "username": self.username,
            "date": iso8601_now(),
            "msg_type": msg_type,
            "version": PROTOCOL_VERSION,
        })
    }

    /// A message of type `msg_type` answering (or caused by) `parent`. A reply keeps the
    /// parent's identities; an iopub message is sent with a topic instead (see `Publisher`).
    pub fn child(&self, parent: Option<&Message>, msg_type: &str, content: Value) -> Message {
        Message {
            identities: parent.map(|p| p.identities.clone()).unwrap_or_default(),
            header: self.header(msg_type),
            parent_header: parent.map(|p| p.header.clone()).unwrap_or_else(|| Value::Object(Map::new())),
            metadata: Value::Object(Map::new()),
            content,
            buffers: Vec::new(),
        }
    }
}

/// A random 128-bit id, formatted as a UUID4 (`8-4-4-4-12` hex digits), as jupyter_client
/// makes msg_ids. The randomness is std's per-process hash keys mixed with a clock and a
/// counter: ids must be unique, not secret.
pub fn new_id() -> String {
    use std::hash::{BuildHasher, Hasher};
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    static KEYS: std::sync::OnceLock<std::collections::hash_map::RandomState> = std::sync::OnceLock::new();
    let keys = KEYS.get_or_init(std::collections::hash_map::RandomState::new);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    let word = |salt: u64| {
        let mut h = keys.build_hasher();
        h.write_u64(salt);
        h.write_u64(n);
        h.write_u128(nanos);
        h.write_u32(std::process::id());
        h.finish()
    };
    let mut b = [0u8; 16];
    b[..8].copy_from_slice(&word(1).to_be_bytes());
    b[8..].copy_from_slice(&word(2).to_be_bytes());
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    let h = hex(&b);
    format!("{}-{}-{}-{}-{}", &h[..8], &h[8..12], &h[12..16], &h[16..20], &h[20..])
}

/// Now in UTC as ISO 8601 with microseconds (`2026-11-28T14:56:23.123456Z`).
pub fn iso8601_now() -> String {
    let d = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    iso8601(d.as_secs(), d.subsec_micros())
}

/// `secs` after the Unix epoch as ISO 8601 UTC (days to a civil date as in Howard
/// Hinnant's `civil_from_days`).
pub fn iso8601(secs: u64, micros: u32) -> String {
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{:06}Z", year, month, day, rem / 3600, rem / 60 % 60, rem % 60, micros)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(signer: &Signer) -> Vec<Vec<u8>> {
        let s = Session { id: "s1".into(), username: "u".into() };
        let mut m = s.child(None, "kernel_info_request", json!({}));
        m.identities = vec![b"client-1".to_vec()];
        m.encode(signer)
    }

    #[test]
    fn signature_is_python_hmac_over_the_four_parts() {
        // python3 -c "import hmac; print(hmac.new(b'secret', b'{\"a\":1}{}{}{\"code\":\"1\"}', 'sha256').hexdigest())"
        let s = Signer::new(b"secret");
        assert_eq!(
            s.sign([b"{\"a\":1}", b"{}", b"{}", b"{\"code\":\"1\"}"]),
            "4cd721348272a9d38f52e40f18755f0c1547d1172085474a01e7af8f3442da14"
        );
        assert_eq!(Signer::new(b"").sign([b"x", b"", b"", b""]), "");
    }

    #[test]
    fn encode_decode_round_trip_keeps_identities() {
        let signer = Signer::new(b"k");
        let frames = sample(&signer);
        assert_eq!(frames[0], b"client-1");
        assert_eq!(frames[1], DELIMITER);
        assert_eq!(frames[2].len(), 64);
        let m = Message::decode(frames, &signer).unwrap();
        assert_eq!(m.identities, vec![b"client-1".to_vec()]);
        assert_eq!(m.msg_type(), "kernel_info_request");
        assert_eq!(m.header["version"], "5.3");
        assert_eq!(m.parent_header, json!({}));
    }

    #[test]
    fn bad_signatures_and_shapes_are_rejected() {
        let signer = Signer::new(b"k");
        let mut frames = sample(&signer);
        // a changed content byte: the signature no longer matches
        frames[6] = b"{\"x\":1}".to_vec();
        assert_eq!(Message::decode(frames, &signer), Err(WireError::BadSignature));
        // signed with another key
        assert_eq!(Message::decode(sample(&Signer::new(b"other")), &signer), Err(WireError::BadSignature));
        // no key: anything signed goes
        assert!(Message::decode(sample(&Signer::new(b"other")), &Signer::new(b"")).is_ok());
        assert_eq!(Message::decode(vec![b"a".to_vec()], &signer), Err(WireError::NoDelimiter));
        assert_eq!(Message::decode(vec![DELIMITER.to_vec(), b"s".to_vec()], &signer), Err(WireError::TooFewParts));
        let s = Signer::new(b"");
        let bad = vec![DELIMITER.to_vec(), vec![], b"{".to_vec(), b"{}".to_vec(), b"{}".to_vec(), b"{}".to_vec()];
        assert!(matches!(Message::decode(bad, &s), Err(WireError::BadJson("header", _))));
    }

    #[test]
    fn ids_look_like_uuid4_and_differ() {
        let a = new_id();
        let b = new_id();
        assert_ne!(a, b);
        assert_eq!(a.len(), 36);
        assert_eq!(&a[14..15], "4");
        assert_eq!(a.matches('-').count(), 4);
    }

    #[test]
    fn dates() {
        // python3 -c "import datetime; print(datetime.datetime.fromtimestamp(1795877783, datetime.timezone.utc))"
        assert_eq!(iso8601(0, 0), "1970-01-01T00:00:00.000000Z");
        assert_eq!(iso8601(951_782_400, 5), "2000-02-29T00:00:00.000005Z");
        assert_eq!(iso8601(1_795_877_783, 123_456), "2026-11-28T14:56:23.123456Z");
    }
}
