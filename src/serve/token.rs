//! A seat's link secret: 128 random bits from the system, written in hex.

/// A new secret.
///
/// # Errors
/// The system gave no randomness.
pub fn fresh() -> Result<String, String> {
    loop {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes).map_err(|e| format!("no randomness for the seats' links: {e}"))?;
        let secret: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        if strong(&secret) {
            return Ok(secret);
        }
    }
}

/// Whether `secret` could be one [`fresh`] drew: 32 lowercase hex digits, not a pattern a
/// person would pick or guess (at least eight different digits, none more than ten times, no
/// run repeated). A save's checksum can be made by anyone, so its secrets are checked before a
/// link is opened by them: `000…0` would let anyone in. A drawn secret fails this about once in
/// five thousand tables (a digit ten times or more), and is then drawn again.
pub fn strong(secret: &str) -> bool {
    let digits = secret.as_bytes();
    if digits.len() != 32 || !digits.iter().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(b)) {
        return false;
    }
    let mut counts = [0u8; 256];
    for &b in digits {
        counts[usize::from(b)] += 1;
    }
    let distinct = counts.iter().filter(|&&n| n > 0).count();
    let repeated = (1..=16).any(|period| digits.iter().zip(&digits[period..]).all(|(a, b)| a == b));
    distinct >= 8 && counts.iter().all(|&n| n <= 10) && !repeated
}

/// Whether `given` is `secret`, in a time that does not depend on where they first differ.
pub fn same(secret: &str, given: &str) -> bool {
    if secret.is_empty() || secret.len() != given.len() {
        return false;
    }
    secret.bytes().zip(given.bytes()).fold(0u8, |acc, (a, b)| acc | (a ^ b)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_long_fresh_and_compared_whole() {
        let a = fresh().expect("randomness");
        let b = fresh().expect("randomness");
        assert_eq!(a.len(), 32);
        assert_ne!(a, b);
        assert!(same(&a, &a.clone()));
        assert!(!same(&a, &b));
        assert!(!same(&a, &a[..31]));
        assert!(!same("", ""));
        assert!(strong(&a) && strong(&b));
    }

    #[test]
    fn weak_or_malformed_secrets_are_told() {
        for weak in [
            "0".repeat(32),
            "0123456789abcdef0123456789abcdef".into(),
            "deadbeef".repeat(4),
            "0000000000000000000000000000000f".into(),
            "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab".into(),
            "0123456789ABCDEF0123456789ABCDEF".into(),
            "4f1c9e2a7b3d8605e1f4a9c2b7d3e860\u{1b}".into(),
            "\u{1b}]0;x\u{7}".into(),
            "4f1c9e2a7b3d8605e1f4a9c2b7d3e86".into(),
            "4f1c9e2a7b3d8605e1f4a9c2b7d3e8601".into(),
            "4f1c9e2a7b3d8605e1f4a9c2b7d3e86g".into(),
        ] {
            assert!(!strong(&weak), "{weak:?}");
        }
        assert!(strong("4f1c9e2a7b3d8605e1f4a9c2b7d3e860"));
    }
}
