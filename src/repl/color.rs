//! Colour decisions and the few styles the shell uses.
//!
//! Every escape code goes through `colored`, whose global switch is set once at startup
//! from `--color`, NO_COLOR, CLICOLOR_FORCE and whether stdout is a terminal, so turning
//! colour off is a single decision that nothing can bypass.

use colored::{ColoredString, Colorize};

/// `--color auto|always|never`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ColorChoice {
    #[default]
    Auto,
    Always,
    Never,
}

impl ColorChoice {
    pub fn parse(s: &str) -> Option<ColorChoice> {
        match s {
            "auto" => Some(ColorChoice::Auto),
            "always" => Some(ColorChoice::Always),
            "never" => Some(ColorChoice::Never),
            _ => None,
        }
    }
}

/// Whether to colour. An explicit `--color` wins; under `auto`, NO_COLOR (any non-empty
/// value, per no-color.org) turns colour off, CLICOLOR_FORCE (non-empty, not "0") turns it
/// on even when piped, and otherwise colour follows whether stdout is a terminal.
pub fn decide(choice: ColorChoice, stdout_is_tty: bool, no_color: Option<&str>, clicolor_force: Option<&str>) -> bool {
    match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            if no_color.is_some_and(|v| !v.is_empty()) {
                false
            } else if clicolor_force.is_some_and(|v| !v.is_empty() && v != "0") {
                true
            } else {
                stdout_is_tty
            }
        }
    }
}

/// Decide from the real environment and apply the decision to `colored`.
pub fn apply(choice: ColorChoice) -> bool {
    use std::io::IsTerminal;
    let on = decide(
        choice,
        std::io::stdout().is_terminal(),
        std::env::var("NO_COLOR").ok().as_deref(),
        std::env::var("CLICOLOR_FORCE").ok().as_deref(),
    );
    set(on);
    on
}

/// Force colour on or off (also used by tests).
pub fn set(on: bool) {
    colored::control::set_override(on);
}

pub fn enabled() -> bool {
    colored::control::SHOULD_COLORIZE.should_colorize()
}

// The palette, in one place so the shell looks consistent.
pub fn prompt(s: &str) -> ColoredString {
    s.green().bold()
}
pub fn error(s: &str) -> ColoredString {
    s.red().bold()
}
/// Teaching notes and other secondary text. Cyan, not grey: the summaries carry the key
/// facts ("view of x  read-only"), and grey (90) is nearly invisible on dark themes.
pub fn note(s: &str) -> ColoredString {
    s.cyan()
}
pub fn heading(s: &str) -> ColoredString {
    s.bold()
}
pub fn keyword(s: &str) -> ColoredString {
    s.magenta().bold()
}
pub fn number(s: &str) -> ColoredString {
    s.cyan()
}
pub fn string(s: &str) -> ColoredString {
    s.yellow()
}
pub fn builtin(s: &str) -> ColoredString {
    s.blue()
}
pub fn comment(s: &str) -> ColoredString {
    s.bright_black().italic()
}
pub fn bracket_match(s: &str) -> ColoredString {
    s.bold().underline()
}
pub fn command(s: &str) -> ColoredString {
    s.green()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explicit_choice_wins() {
        assert!(decide(ColorChoice::Always, false, Some("1"), None));
        assert!(!decide(ColorChoice::Never, true, None, Some("1")));
    }

    #[test]
    fn auto_follows_terminal_and_environment() {
        assert!(decide(ColorChoice::Auto, true, None, None));
        assert!(!decide(ColorChoice::Auto, false, None, None));
        assert!(!decide(ColorChoice::Auto, true, Some("1"), None));
        // an empty NO_COLOR does not count (no-color.org)
        assert!(decide(ColorChoice::Auto, true, Some(""), None));
        assert!(decide(ColorChoice::Auto, false, None, Some("1")));
        assert!(!decide(ColorChoice::Auto, false, None, Some("0")));
        // NO_COLOR beats CLICOLOR_FORCE
        assert!(!decide(ColorChoice::Auto, false, Some("1"), Some("1")));
    }

    #[test]
    fn notes_are_readable_on_dark_and_light_themes() {
        // the style only: whether it is emitted at all is the global decision (NO_COLOR)
        let n = note("# x  view of y");
        assert_eq!(n.fgcolor, Some(colored::Color::Cyan));
        assert_ne!(n.fgcolor, Some(colored::Color::BrightBlack));
    }

    #[test]
    fn parse_choice() {
        assert_eq!(ColorChoice::parse("never"), Some(ColorChoice::Never));
        assert_eq!(ColorChoice::parse("sometimes"), None);
    }
}
