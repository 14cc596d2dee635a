gangster-orange = Orange { $value }
