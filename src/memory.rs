//! The session's memory budget, as the command line sets it: what counts (every byte the
//! process has allocated, read from the program's counting allocator), the default (a quarter
//! of the machine's memory, or of the container's limit when that is smaller), and how sizes
//! are written on the command line. The checks themselves live in `engine::budget`.

/// What a limit defaults to where physical memory cannot be read.
const FALLBACK_TOTAL: u64 = 16 << 30;

/// Install the memory budget `limit` (bytes) for this thread's interpreter, with `probe`
/// telling the bytes the process holds now.
pub fn install(probe: fn() -> usize, limit: u64) {
    stridelab_engine::budget::set_memory_budget(probe, limit);
}

/// A quarter of the memory this process may use: physical memory (`/proc/meminfo`), or the
/// cgroup's `memory.max` when that is smaller (a container, a CI runner).
pub fn default_budget() -> u64 {
    let total = physical_memory().unwrap_or(FALLBACK_TOTAL);
    let total = cgroup_limit().map_or(total, |c| c.min(total));
    total / 4
}

/// Where the process is stopped outright, above the budget: well past it, so that the
/// budget's own checks (which raise MemoryError) come first, and an allocation no check
/// foresaw ends the run before the machine's out-of-memory killer ends something else.
pub fn hard_limit(budget: u64) -> u64 {
    budget.saturating_mul(2).saturating_add(1 << 30)
}

fn physical_memory() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    meminfo_total(&text)
}

/// `MemTotal:  24576000 kB` from /proc/meminfo's text, in bytes.
fn meminfo_total(text: &str) -> Option<u64> {
    let line = text.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kb.checked_mul(1024)
}

fn cgroup_limit() -> Option<u64> {
    // "max" (no limit) does not parse, which is what it means
    std::fs::read_to_string("/sys/fs/cgroup/memory.max").ok()?.trim().parse().ok()
}

/// A size as written on the command line: bytes, or a number with a binary unit (`512M`,
/// `4G`, `1.5GiB`, `64k`; case does not matter).
pub fn parse_size(text: &str) -> Option<u64> {
    let t = text.trim();
    let lower = t.to_ascii_lowercase();
    let body = lower.trim_end_matches("ib").trim_end_matches('b');
    let (num, shift) = match body.chars().last()? {
        'k' => (&body[..body.len() - 1], 10),
        'm' => (&body[..body.len() - 1], 20),
        'g' => (&body[..body.len() - 1], 30),
        't' => (&body[..body.len() - 1], 40),
        _ => (body, 0),
    };
    if let Ok(n) = num.parse::<u64>() {
        return n.checked_mul(1u64 << shift);
    }
    let f: f64 = num.parse().ok()?;
    let bytes = f * (1u64 << shift) as f64;
    (f.is_finite() && f >= 0.0 && bytes < u64::MAX as f64).then_some(bytes as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_take_binary_units() {
        assert_eq!(parse_size("1000"), Some(1000));
        assert_eq!(parse_size("64k"), Some(64 << 10));
        assert_eq!(parse_size("512M"), Some(512 << 20));
        assert_eq!(parse_size("4G"), Some(4 << 30));
        assert_eq!(parse_size("4GiB"), Some(4 << 30));
        assert_eq!(parse_size("1.5g"), Some(3 << 29));
        assert_eq!(parse_size("2T"), Some(2 << 40));
        assert_eq!(parse_size("100B"), Some(100));
        assert_eq!(parse_size("G"), None);
        assert_eq!(parse_size("-1"), None);
        assert_eq!(parse_size("4X"), None);
        assert_eq!(parse_size("99999999999T"), None);
    }

    #[test]
    fn meminfo_total_is_read_in_bytes() {
        let text = "MemTotal:       24576000 kB\nMemFree:         1000 kB\n";
        assert_eq!(meminfo_total(text), Some(24576000 * 1024));
        assert_eq!(meminfo_total("MemFree: 1 kB\n"), None);
    }

    #[test]
    fn the_hard_limit_is_well_past_the_budget() {
        assert_eq!(hard_limit(1 << 30), 3 << 30);
        assert_eq!(hard_limit(u64::MAX), u64::MAX);
    }
}
