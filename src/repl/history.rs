//! Where the REPL keeps its history file.

use std::path::PathBuf;

/// STRIDELAB_HISTORY if set, else `$XDG_DATA_HOME/stridelab/history`, else
/// `~/.local/share/stridelab/history`. None when no location can be found (no HOME):
/// the REPL then runs without persistent history.
pub fn history_path(stridelab_history: Option<&str>, xdg_data_home: Option<&str>, home: Option<&str>) -> Option<PathBuf> {
    if let Some(p) = stridelab_history.filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
    if let Some(x) = xdg_data_home.filter(|x| x.starts_with('/')) {
        return Some(PathBuf::from(x).join("stridelab").join("history"));
    }
    home.filter(|h| !h.is_empty()).map(|h| PathBuf::from(h).join(".local/share/stridelab/history"))
}

/// The history path from the real environment, with its folder created.
pub fn default_history_path() -> Option<PathBuf> {
    let p = history_path(
        std::env::var("STRIDELAB_HISTORY").ok().as_deref(),
        std::env::var("XDG_DATA_HOME").ok().as_deref(),
        std::env::var("HOME").ok().as_deref(),
    )?;
    if let Some(dir) = p.parent()
        && !dir.as_os_str().is_empty()
    {
        std::fs::create_dir_all(dir).ok()?;
    }
    Some(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn precedence() {
        assert_eq!(history_path(Some("/t/h"), Some("/x"), Some("/home/u")), Some(PathBuf::from("/t/h")));
        assert_eq!(history_path(None, Some("/x"), Some("/home/u")), Some(PathBuf::from("/x/stridelab/history")));
        assert_eq!(
            history_path(Some(""), Some("rel"), Some("/home/u")),
            Some(PathBuf::from("/home/u/.local/share/stridelab/history"))
        );
        assert_eq!(history_path(None, None, None), None);
    }
}
