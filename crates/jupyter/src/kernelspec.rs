//! Kernel specs: the `kernel.json` a frontend reads to start a kernel, and the folders
//! Jupyter looks in, as jupyter_client's kernelspec docs and jupyter_core's `paths.py`
//! define them (`python -m ipykernel install`'s --user, --sys-prefix and --prefix).

use std::path::{Path, PathBuf};

use serde_json::json;

/// Where a kernel spec is installed (the flags of `python -m ipykernel install`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// No flag: the system-wide folder (`/usr/local/share/jupyter` on Unix).
    System,
    /// `--user`: the user's Jupyter data folder.
    User,
    /// `--sys-prefix`: the Python environment's prefix (`$VIRTUAL_ENV`, else `sys.prefix`
    /// of `python3` on PATH).
    SysPrefix,
    /// `--prefix DIR`.
    Prefix(PathBuf),
}

/// The `kernel.json` text: the command line (with `{connection_file}` where the frontend
/// puts the connection file's path), the name shown in the launcher, the language.
pub fn kernel_json(argv: &[String], display_name: &str, language: &str, interrupt_mode: &str) -> String {
    let spec = json!({
        "argv": argv,
        "display_name": display_name,
        "language": language,
        "interrupt_mode": interrupt_mode,
        "metadata": {},
    });
    serde_json::to_string(&spec).unwrap_or_default() + "\n"
}

/// The user's Jupyter data folder (jupyter_core's `jupyter_data_dir`): `$JUPYTER_DATA_DIR`,
/// else `~/Library/Jupyter` on macOS, `%APPDATA%\jupyter` on Windows, and
/// `$XDG_DATA_HOME/jupyter` (default `~/.local/share/jupyter`) elsewhere.
pub fn user_data_dir() -> Result<PathBuf, String> {
    if let Some(d) = std::env::var_os("JUPYTER_DATA_DIR").filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(d));
    }
    let home = || std::env::var_os("HOME").filter(|h| !h.is_empty()).map(PathBuf::from).ok_or("HOME is not set".to_string());
    if cfg!(target_os = "macos") {
        return Ok(home()?.join("Library").join("Jupyter"));
    }
    if cfg!(windows) {
        return std::env::var_os("APPDATA").map(|a| PathBuf::from(a).join("jupyter")).ok_or("APPDATA is not set".to_string());
    }
    let xdg = std::env::var_os("XDG_DATA_HOME").filter(|d| !d.is_empty()).map(PathBuf::from);
    Ok(match xdg {
        Some(x) => x.join("jupyter"),
        None => home()?.join(".local").join("share").join("jupyter"),
    })
}

/// The prefix of the Python environment in use: `$VIRTUAL_ENV` if set, else what
/// `python3 -c "import sys; print(sys.prefix)"` prints.
pub fn sys_prefix() -> Result<PathBuf, String> {
    if let Some(v) = std::env::var_os("VIRTUAL_ENV").filter(|v| !v.is_empty()) {
        return Ok(PathBuf::from(v));
    }
    let out = std::process::Command::new("python3")
        .args(["-c", "import sys; print(sys.prefix)"])
        .output()
        .map_err(|e| format!("--sys-prefix needs python3 on PATH or $VIRTUAL_ENV: {}", e))?;
    let prefix = String::from_utf8_lossy(&out.stdout).trim().to_string();
    if !out.status.success() || prefix.is_empty() {
        return Err("--sys-prefix: python3 did not say its sys.prefix".into());
    }
    Ok(PathBuf::from(prefix))
}

/// The `kernels` folder for `target`.
pub fn kernels_dir(target: &Target) -> Result<PathBuf, String> {
    let share = |p: &Path| p.join("share").join("jupyter").join("kernels");
    Ok(match target {
        Target::System if cfg!(windows) => {
            let pd = std::env::var_os("PROGRAMDATA").ok_or("PROGRAMDATA is not set")?;
            PathBuf::from(pd).join("jupyter").join("kernels")
        }
        Target::System => PathBuf::from("/usr/local/share/jupyter/kernels"),
        Target::User => user_data_dir()?.join("kernels"),
        Target::SysPrefix => share(&sys_prefix()?),
        Target::Prefix(dir) => share(dir),
    })
}

/// Whether a kernel name is one Jupyter accepts (jupyter_client's `_is_valid_kernel_name`:
/// ASCII letters, digits, `.`, `_` and `-`).
pub fn valid_name(name: &str) -> bool {
    !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernel_json_is_what_jupyter_reads() {
        let argv = vec!["/opt/bin/k \"x\"".to_string(), "kernel".into(), "-f".into(), "{connection_file}".into()];
        let text = kernel_json(&argv, "stridelab (NumPy memory)", "python", "signal");
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["argv"][0], "/opt/bin/k \"x\"");
        assert_eq!(v["argv"][3], "{connection_file}");
        assert_eq!(v["display_name"], "stridelab (NumPy memory)");
        assert_eq!(v["interrupt_mode"], "signal");
    }

    #[test]
    fn prefix_folders() {
        assert_eq!(kernels_dir(&Target::Prefix("/p".into())).unwrap(), Path::new("/p/share/jupyter/kernels"));
        assert!(valid_name("stridelab-2.x_y"));
        assert!(!valid_name("a b") && !valid_name("") && !valid_name("../x"));
    }
}
