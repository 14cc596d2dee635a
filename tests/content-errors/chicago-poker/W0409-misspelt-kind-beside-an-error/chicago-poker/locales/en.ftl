gangstre-orange = Orange { $value }
