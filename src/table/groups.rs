//! A long list of options shown in groups at a terminal.
//!
//! Bootleggers' deal menu lists forty options and more (every deal with every other family);
//! on a screen of fifty rows the question and its first options scroll away. Where the game
//! names a group for its options ([`crate::engine::game::Screen::option_group`]), a terminal
//! lists each group on one line under a letter, and a group's options when its letter is typed.
//! The options keep their numbers, so a number typed answers as it would in the whole list,
//! and a pipe, which reads no screen, is given the whole list.

/// One group of a question's options, in the order the options are listed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Group {
    /// What is typed to see its options.
    pub letter: char,
    pub heading: String,
    /// Its options, as indices (from 0) into the options listed.
    pub options: Vec<usize>,
}

/// The letters that name groups, in order: never `h`, which is `help`.
const LETTERS: &str = "abcdefgijklmnopqrstuvwxyz";

/// The groups of a list whose options have these `headings` (none for an option listed
/// alone), each where its first option stands; none where grouping would only hide the list
/// behind a letter (a single group holding every option).
pub fn groups(headings: &[Option<String>]) -> Vec<Group> {
    let mut groups: Vec<Group> = Vec::new();
    for (i, heading) in headings.iter().enumerate() {
        let Some(heading) = heading else { continue };
        match groups.iter_mut().find(|g| g.heading == *heading) {
            Some(g) => g.options.push(i),
            None => groups.push(Group { letter: ' ', heading: heading.clone(), options: vec![i] }),
        }
    }
    let alone = headings.iter().any(Option::is_none);
    if groups.is_empty() || groups.len() == 1 && !alone || groups.len() > LETTERS.len() {
        return Vec::new();
    }
    for (g, letter) in groups.iter_mut().zip(LETTERS.chars()) {
        g.letter = letter;
    }
    groups
}

/// The group a typed word names by its letter, whatever its case.
pub fn named<'a>(groups: &'a [Group], word: &str) -> Option<&'a Group> {
    let mut chars = word.chars();
    let letter = chars.next()?.to_ascii_lowercase();
    if chars.next().is_some() {
        return None;
    }
    groups.iter().find(|g| g.letter == letter)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headings(list: &[Option<&str>]) -> Vec<Option<String>> {
        list.iter().map(|h| h.map(str::to_string)).collect()
    }

    #[test]
    fn options_fall_into_their_groups_in_the_order_they_are_listed() {
        let list = headings(&[None, Some("with 2"), Some("with 2"), Some("with 3"), Some("with 2")]);
        let groups = groups(&list);
        assert_eq!(groups.len(), 2);
        assert_eq!((groups[0].letter, groups[0].options.as_slice()), ('a', [1, 2, 4].as_slice()));
        assert_eq!((groups[1].letter, groups[1].heading.as_str()), ('b', "with 3"));
        assert_eq!(named(&groups, "B").map(|g| g.letter), Some('b'));
        assert_eq!(named(&groups, "bb"), None);
        assert_eq!(named(&groups, "c"), None);
    }

    #[test]
    fn a_single_group_is_no_grouping_and_h_is_left_to_help() {
        assert!(groups(&headings(&[Some("with 2"), Some("with 2")])).is_empty(), "everything behind a letter");
        // One group beside options listed alone shortens the list (King of Chicago's streets
        // with nothing to do but drive).
        assert_eq!(groups(&headings(&[None, Some("drive"), None, Some("drive")])).len(), 1);
        let many: Vec<Option<String>> = (0..9).map(|i| Some(format!("with {i}"))).collect();
        let letters: String = groups(&many).iter().map(|g| g.letter).collect();
        assert_eq!(letters, "abcdefgij");
    }
}
