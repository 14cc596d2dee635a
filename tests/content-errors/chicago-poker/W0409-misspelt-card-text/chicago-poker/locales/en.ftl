gangster-ornage = Orange { $value }
