//! What `board WORDS` matches at a table, for every game: a name that holds the words, whatever
//! their case, accents and apostrophes ("board elysee" finds "Élysée", "board omalley" finds
//! "O'Malley's").

/// `text` in lower case, its accents and apostrophes taken off and its runs of spaces made one:
/// the form two names are compared in.
pub fn folded(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for c in text.trim().chars().flat_map(char::to_lowercase) {
        if c.is_whitespace() {
            space = true;
            continue;
        }
        if space && !out.is_empty() {
            out.push(' ');
        }
        space = false;
        match plain(c) {
            Some(s) => out.push_str(s),
            None => out.push(c),
        }
    }
    out
}

/// A lower-case letter with an accent as the plain letters it is read as; `None` for any other.
fn plain(c: char) -> Option<&'static str> {
    Some(match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => "a",
        'æ' => "ae",
        'ç' | 'ć' | 'č' | 'ĉ' | 'ċ' => "c",
        'ď' | 'đ' => "d",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' => "e",
        'ğ' | 'ĝ' | 'ġ' | 'ģ' => "g",
        'ì' | 'í' | 'î' | 'ï' | 'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' => "i",
        'ĳ' => "ij",
        'ł' | 'ľ' | 'ĺ' | 'ļ' => "l",
        'ñ' | 'ń' | 'ň' | 'ņ' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ŏ' | 'ő' => "o",
        'œ' => "oe",
        'ŕ' | 'ř' | 'ŗ' => "r",
        'ś' | 'š' | 'ş' | 'ŝ' | 'ș' => "s",
        'ß' => "ss",
        'ť' | 'ţ' | 'ț' => "t",
        'ù' | 'ú' | 'û' | 'ü' | 'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' => "u",
        'ý' | 'ÿ' => "y",
        'ź' | 'ż' | 'ž' => "z",
        // Apostrophes, however typed, and Fluent's isolating marks round a placeable: "omalley"
        // and "o'malley" both name O’Malley's.
        '\'' | '’' | '‘' | 'ʼ' | '`' | '\u{2068}' | '\u{2069}' => "",
        _ => return None,
    })
}

/// Whether `name` holds `words`, case and accents aside; words of nothing but spaces name
/// nothing.
pub fn names(name: &str, words: &str) -> bool {
    let words = folded(words);
    !words.is_empty() && folded(name).contains(&words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_accents_apostrophes_and_spaces_do_not_matter() {
        assert_eq!(folded("  Le  Café  de l’Élysée "), "le cafe de lelysee");
        assert!(names("Mother’s Groceries", "MOTHER's"));
        assert!(names("O'Malley's Dry Goods", "omalley"));
        assert!(names("The Silver Slipper (Gambling hall)", "silver"));
        assert!(names("La Pantoufle d'Argent", "pantoufle  D’ARGENT"));
        assert!(!names("The Green Door", "  "));
        assert!(!names("The Green Door", "red"));
    }
}
