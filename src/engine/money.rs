//! Money a seat holds, changed only by checked arithmetic: a game never holds negative money
//! or a sum past what an `i64` holds. A change that would is a named failure (the game stops,
//! saying so), never a wrapped or negative balance.

/// `balance` after receiving `amount`.
///
/// # Errors
/// A negative amount, or a sum past the largest amount money can hold.
pub fn receive(balance: i64, amount: i64) -> Result<i64, String> {
    if amount < 0 {
        return Err(format!("money: receiving ${amount}, less than nothing"));
    }
    balance
        .checked_add(amount)
        .ok_or_else(|| format!("money: ${balance} and ${amount} more is past what money can hold"))
}

/// `balance` after paying `amount`.
///
/// # Errors
/// A negative amount, or more than the balance.
pub fn pay(balance: i64, amount: i64) -> Result<i64, String> {
    if amount < 0 {
        return Err(format!("money: paying ${amount}, less than nothing"));
    }
    if amount > balance {
        return Err(format!("money: paying ${amount} out of ${balance}"));
    }
    Ok(balance - amount)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_never_wraps_nor_goes_below_nothing() {
        assert_eq!(receive(100, 50), Ok(150));
        assert_eq!(pay(100, 100), Ok(0));
        assert!(receive(i64::MAX - 1, 2).is_err());
        assert!(receive(5, -1).is_err());
        assert!(pay(100, 101).is_err());
        assert!(pay(100, -1).is_err());
    }
}
