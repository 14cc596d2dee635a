//! A seat's link secret: 128 random bits from the system, written in hex.

/// A new secret.
///
/// # Errors
/// The system gave no randomness.
pub fn fresh() -> Result<String, String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| format!("no randomness for the seats' links: {e}"))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
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
    }
}
