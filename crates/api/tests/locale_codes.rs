//! Every message code the server can send exists in both locale files: the error render middleware shows an
//! unknown code as the key itself, so a typo or a forgotten key would reach players silently.
//!
//! The scan reads the sources of `api` and `domain` at test time and takes each string literal shaped like a
//! code (`namespace.name`, lowercase), leaving out `#[cfg(test)]` items, audit actions (the first argument of
//! `audit(` and `NewEntry::new(`), field names (the first argument of `check(`, `add(` and `field(`) and file
//! names. Codes built at run time (`format!`) are not seen.

use std::{
    collections::{BTreeMap, BTreeSet},
    path::{Path, PathBuf},
};

/// Calls whose arguments are audit actions, not message codes.
const AUDIT_CALLS: [&str; 2] = ["audit", "NewEntry::new"];
/// Calls whose first argument is a field name (`images.tr`), not a message code.
const FIELD_CALLS: [&str; 3] = ["check", "add", "field"];
/// Dotted literals that are file names.
const FILE_ENDINGS: [&str; 6] = [".html", ".json", ".svg", ".js", ".css", ".toml"];

fn rust_files(dir: &Path, into: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            into.push(path);
        }
    }
}

/// A string literal found in source: its text and the code just before it (same statement, comments skipped).
struct Literal {
    text: String,
    before: String,
}

/// The string literals of `source` outside `#[cfg(test)]` items and comments.
fn literals(source: &str) -> Vec<Literal> {
    const CFG_TEST: [char; 12] = ['#', '[', 'c', 'f', 'g', '(', 't', 'e', 's', 't', ')', ']'];
    let chars: Vec<char> = source.chars().collect();
    let mut found = Vec::new();
    let mut code = String::new();
    let mut i = 0;
    let mut skip_depth: Option<usize> = None;
    let mut depth = 0usize;
    let mut pending_test_item = false;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        // Comments.
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c == '/' && next == Some('*') {
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                i += 1;
            }
            i += 2;
            continue;
        }
        // Raw strings r"…", r#"…"#.
        if c == 'r' && (next == Some('"') || next == Some('#')) && !chars[i.saturating_sub(1)].is_alphanumeric() {
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) == Some(&'"') {
                let start = j + 1;
                let mut end = start;
                loop {
                    if chars[end] == '"' && (0..hashes).all(|h| chars.get(end + 1 + h) == Some(&'#')) {
                        break;
                    }
                    end += 1;
                }
                if skip_depth.is_none() {
                    found.push(Literal { text: chars[start..end].iter().collect(), before: code.clone() });
                }
                code.push_str("\"\"");
                i = end + 1 + hashes;
                continue;
            }
        }
        // Strings.
        if c == '"' {
            let mut text = String::new();
            let mut j = i + 1;
            while chars[j] != '"' {
                if chars[j] == '\\' {
                    j += 1;
                }
                text.push(chars[j]);
                j += 1;
            }
            if skip_depth.is_none() {
                found.push(Literal { text, before: code.clone() });
            }
            code.push_str("\"\"");
            i = j + 1;
            continue;
        }
        // Char literals ('"', '\'') but not lifetimes ('a).
        if c == '\'' {
            if next == Some('\\') {
                let mut j = i + 2;
                while chars[j] != '\'' {
                    j += 1;
                }
                i = j + 1;
                continue;
            }
            if chars.get(i + 2) == Some(&'\'') {
                i += 3;
                continue;
            }
        }
        if chars[i..].starts_with(&CFG_TEST) {
            pending_test_item = true;
        }
        match c {
            '{' => {
                if pending_test_item && skip_depth.is_none() {
                    skip_depth = Some(depth);
                    pending_test_item = false;
                }
                depth += 1;
            }
            '}' => {
                depth -= 1;
                if skip_depth == Some(depth) {
                    skip_depth = None;
                }
            }
            ';' if pending_test_item && skip_depth.is_none() => pending_test_item = false,
            _ => {}
        }
        if c == ';' || c == '{' || c == '}' {
            code.clear();
        } else if !c.is_whitespace() {
            code.push(c);
        }
        i += 1;
    }
    found
}

fn looks_like_code(text: &str) -> bool {
    let mut parts = text.split('.');
    let first = parts.next().unwrap_or_default();
    let valid =
        |part: &str| !part.is_empty() && part.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    valid(first) && first.starts_with(|c: char| c.is_ascii_lowercase()) && text.contains('.') && parts.all(valid)
}

/// The function whose call the literal is an argument of (`Error::bad_request`), and whether it is the first.
fn enclosing_call(before: &str) -> Option<(&str, bool)> {
    let mut open = 0usize;
    for (at, c) in before.char_indices().rev() {
        match c {
            ')' => open += 1,
            '(' if open > 0 => open -= 1,
            '(' => {
                let callee_start = before[..at]
                    .rfind(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':' || c == '.'))
                    .map_or(0, |p| p + 1);
                let callee = before[callee_start..at].rsplit('.').next().unwrap_or_default();
                return Some((callee, at + 1 == before.len()));
            }
            _ => {}
        }
    }
    None
}

fn is_code(literal: &Literal) -> bool {
    if !looks_like_code(&literal.text) || FILE_ENDINGS.iter().any(|ending| literal.text.ends_with(ending)) {
        return false;
    }
    match enclosing_call(&literal.before) {
        Some((callee, _)) if AUDIT_CALLS.iter().any(|call| callee.ends_with(call)) => false,
        Some((callee, true)) if FIELD_CALLS.iter().any(|call| callee.rsplit("::").next() == Some(call)) => false,
        // The first item of a bare tuple is a field name: `validate((("images.tr", parse(..)), …))`.
        Some(("", true)) => false,
        _ => true,
    }
}

/// The message codes used in the sources under `dirs`, each with the first file that uses it.
fn codes_in(dirs: &[PathBuf]) -> BTreeMap<String, String> {
    let mut files = Vec::new();
    for dir in dirs {
        rust_files(dir, &mut files);
    }
    let mut codes = BTreeMap::new();
    for file in files {
        let source = std::fs::read_to_string(&file).unwrap();
        for literal in literals(&source).into_iter().filter(is_code) {
            codes.entry(literal.text).or_insert_with(|| file.display().to_string());
        }
    }
    codes
}

fn locale_keys(name: &str) -> BTreeSet<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales").join(name);
    let catalogue: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    catalogue.keys().cloned().collect()
}

#[test]
fn every_message_code_in_the_sources_is_in_both_locale_files() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let codes = codes_in(&[crates.join("api/src"), crates.join("domain/src")]);
    assert!(codes.len() > 50, "the scan found too few codes to be working: {codes:?}");
    for known in ["auth.invalid_credentials", "validation.required", "cms.saved", "admin.player_not_found"] {
        assert!(codes.contains_key(known), "the scan missed {known}");
    }
    for action in ["cms.page.create", "operator.login", "player.block"] {
        assert!(!codes.contains_key(action), "an audit action is not a message code: {action}");
    }
    for locale in ["tr.json", "en.json"] {
        let keys = locale_keys(locale);
        let missing: Vec<String> = codes
            .iter()
            .filter(|(code, _)| !keys.contains(*code))
            .map(|(code, file)| format!("{code} ({file})"))
            .collect();
        assert!(missing.is_empty(), "message codes missing from locales/{locale}: {missing:#?}");
    }
}

#[test]
fn the_scan_sees_codes_in_calls_and_skips_test_items_and_other_names() {
    let source = r##"
        fn handler() {
            let a = Error::bad_request("auth.made_up");
            let b = Invalid::new("validation.also_made_up");
            let entry = operator.audit("cms.page.create", "page", id); // "comment.code" is not seen
            record(&db, &NewEntry::new(&actor, "operator.login", "operator", id));
            let e = Error::field("username", Invalid::new("validation.inner"));
            let field = errors.check("images.tr", parse(x));
            let page = dir.join("index.html");
            let ch = '"'; let tick = '\''; let raw = r#"raw.code"#;
        }
        #[cfg(test)]
        mod tests {
            fn t() { let _ = "test.only"; }
        }
    "##;
    let codes: Vec<String> = literals(source).into_iter().filter(is_code).map(|l| l.text).collect();
    assert_eq!(codes, ["auth.made_up", "validation.also_made_up", "validation.inner", "raw.code"]);
}
