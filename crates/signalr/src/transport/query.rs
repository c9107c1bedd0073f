//! The query string of a request, decoded.

use axum::http::request::Parts;

/// The decoded query pairs of a request.
pub(crate) fn query_pairs(parts: &Parts) -> Vec<(String, String)> {
    let query = parts.uri.query().unwrap_or("");
    url_decode_pairs(query)
}

fn url_decode_pairs(query: &str) -> Vec<(String, String)> {
    query
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            (percent_decode(key), percent_decode(value))
        })
        .collect()
}

fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let hex = |c: Option<&u8>| c.and_then(|c| (*c as char).to_digit(16));
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => match (hex(bytes.get(i + 1)), hex(bytes.get(i + 2))) {
                (Some(high), Some(low)) => {
                    out.push(u8::try_from(high * 16 + low).unwrap_or(b'?'));
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            byte => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_query_pairs() {
        assert_eq!(
            url_decode_pairs("id=a%2Bb&x=1+2&flag&bad=%zz&end=%4"),
            vec![
                ("id".into(), "a+b".into()),
                ("x".into(), "1 2".into()),
                ("flag".into(), String::new()),
                ("bad".into(), "%zz".into()),
                ("end".into(), "%4".into())
            ]
        );
    }
}
