//! Unit tests of the rules, each naming the rulebook section it checks.
