//! Where a page comes from: what the same-origin check compares (auth/csrf.rs) and the public
//! address the server knows itself by.

/// Where a page comes from: scheme, host and port, compared whole (comparing the host alone once
/// let `https://` and `ftp://` origins naming this host through).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Origin {
    scheme: String,
    host: String,
    port: u16,
}

impl Origin {
    /// The origin of an absolute `http` or `https` URL (an `Origin` header's value, a `Referer`,
    /// the public address); `None` for `null`, other schemes and anything unparsable. Scheme and
    /// host are lower-cased, and the scheme's default port is made explicit.
    #[must_use]
    pub fn of_url(url: &str) -> Option<Self> {
        let (scheme, rest) = url.split_once("://")?;
        let scheme = scheme.to_ascii_lowercase();
        let default_port = match scheme.as_str() {
            "http" => 80,
            "https" => 443,
            _ => return None,
        };
        let authority = rest.split(['/', '?', '#']).next()?;
        let authority = authority.rsplit('@').next()?;
        Self::from_authority(&scheme, authority, default_port)
    }

    /// The origin a request was sent to: its scheme (`https` only when a trusted proxy says so)
    /// and its `Host` header.
    pub(crate) fn of_request(scheme: &str, host: &str) -> Option<Self> {
        let default_port = if scheme == "https" { 443 } else { 80 };
        Self::from_authority(scheme, host, default_port)
    }

    fn from_authority(scheme: &str, authority: &str, default_port: u16) -> Option<Self> {
        if authority.is_empty() {
            return None;
        }
        // `[::1]:8080`, `[::1]`, `host:8080` or `host`.
        let (host, port) = match authority.rsplit_once(':') {
            Some((host, port)) if !port.contains(']') => (host, port.parse().ok()?),
            _ => (authority, default_port),
        };
        (!host.is_empty()).then(|| Self {
            scheme: scheme.to_owned(),
            host: host.to_ascii_lowercase(),
            port,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Origin;

    fn origin(scheme: &str, host: &str, port: u16) -> Option<Origin> {
        Some(Origin {
            scheme: scheme.into(),
            host: host.into(),
            port,
        })
    }

    #[test]
    fn an_origin_is_scheme_host_and_port_with_the_default_port_made_explicit() {
        assert_eq!(
            Origin::of_url("https://Haat.example/account?x=1"),
            origin("https", "haat.example", 443)
        );
        assert_eq!(
            Origin::of_url("HTTP://127.0.0.1:8080"),
            origin("http", "127.0.0.1", 8080)
        );
        assert_eq!(
            Origin::of_url("http://user@evil.example/"),
            origin("http", "evil.example", 80)
        );
        assert_eq!(
            Origin::of_url("http://[::1]:8080/x"),
            origin("http", "[::1]", 8080)
        );
        assert_eq!(
            Origin::of_url("http://haat.example:80"),
            Origin::of_url("http://haat.example")
        );
        assert_ne!(
            Origin::of_url("https://haat.example"),
            Origin::of_url("http://haat.example")
        );
    }

    #[test]
    fn other_schemes_and_nonsense_are_no_origin() {
        for url in [
            "ftp://haat.example",
            "null",
            "",
            "http://",
            "http://host:port",
            "javascript:alert(1)",
        ] {
            assert_eq!(Origin::of_url(url), None, "{url}");
        }
    }
}
