//! Which address a request came from, for rate limits and upload turns.
//!
//! Without a proxy it is the connection's peer. Behind proxies (`server.behind_proxy`), the peer is
//! the last proxy, and the client's address is in `X-Forwarded-For`, a list each proxy appends
//! its own peer to. Only the entries the trusted proxies appended can be believed: everything to
//! their left was written by whoever connected to the first proxy, that is, by the client. So the
//! address is the entry `server.trusted_proxies` places from the right (1, the default: the
//! right-most, appended by the one proxy in front of Haat). With fewer entries than trusted hops,
//! the left-most is taken: every entry was then appended by a trusted proxy.
//!
//! actix's `realip_remote_addr` takes the left-most entry instead, which the client chooses: with
//! it, changing the header on each request evaded the sign-in limit.

use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU8;

use actix_web::HttpRequest;
use actix_web::http::header::HeaderMap;

/// How far to trust `X-Forwarded-For`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Proxies {
    /// Clients connect directly: the header is the client's own words and is ignored.
    None,
    /// This many proxies, each appending to `X-Forwarded-For`, stand between clients and Haat.
    Trusted(NonZeroU8),
}

impl Proxies {
    #[must_use]
    pub fn from_settings(behind_proxy: bool, trusted_proxies: u8) -> Self {
        match NonZeroU8::new(trusted_proxies) {
            Some(hops) if behind_proxy => Proxies::Trusted(hops),
            _ => Proxies::None,
        }
    }

    /// The client's address for `req`.
    #[must_use]
    pub fn client_of(self, req: &HttpRequest) -> IpAddr {
        let peer = req.peer_addr().map(|a| a.ip());
        self.client(peer, req.headers())
    }

    fn client(self, peer: Option<IpAddr>, headers: &HeaderMap) -> IpAddr {
        let forwarded = match self {
            Proxies::None => None,
            Proxies::Trusted(hops) => forwarded_client(headers, hops),
        };
        forwarded.or(peer).unwrap_or(IpAddr::from([0, 0, 0, 0]))
    }
}

/// The entry `hops` places from the right of every `X-Forwarded-For` header taken in order.
fn forwarded_client(headers: &HeaderMap, hops: NonZeroU8) -> Option<IpAddr> {
    let mut entries = Vec::new();
    for value in headers.get_all("x-forwarded-for") {
        let text = value.to_str().ok()?;
        entries.extend(text.split(',').map(str::trim).filter(|e| !e.is_empty()));
    }
    let from_right = usize::from(hops.get());
    let index = entries.len().saturating_sub(from_right);
    entries.get(index).and_then(|entry| parse_ip(entry))
}

/// `1.2.3.4`, `1.2.3.4:5678`, `[::1]:5678` or `::1`.
fn parse_ip(text: &str) -> Option<IpAddr> {
    text.parse::<IpAddr>()
        .ok()
        .or_else(|| text.parse::<SocketAddr>().ok().map(|a| a.ip()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::http::header::{HeaderName, HeaderValue};

    fn headers(values: &[&str]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for value in values {
            map.append(
                HeaderName::from_static("x-forwarded-for"),
                HeaderValue::from_str(value).unwrap(),
            );
        }
        map
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    fn trusted(hops: u8) -> Proxies {
        Proxies::from_settings(true, hops)
    }

    const PEER: Option<IpAddr> = Some(IpAddr::V4(std::net::Ipv4Addr::new(10, 0, 0, 2)));

    #[test]
    fn behind_one_proxy_the_right_most_entry_is_the_client_whatever_the_client_wrote() {
        let spoofed = headers(&["6.6.6.6, 203.0.113.7"]);
        assert_eq!(trusted(1).client(PEER, &spoofed), ip("203.0.113.7"));
        assert_eq!(
            trusted(1).client(PEER, &headers(&["203.0.113.7"])),
            ip("203.0.113.7")
        );
    }

    #[test]
    fn behind_two_proxies_the_second_from_the_right_and_across_repeated_headers() {
        let chain = headers(&["6.6.6.6", "203.0.113.7, 10.0.0.1"]);
        assert_eq!(trusted(2).client(PEER, &chain), ip("203.0.113.7"));
        // Fewer entries than trusted hops: all were appended by trusted proxies.
        assert_eq!(trusted(3).client(PEER, &chain), ip("6.6.6.6"));
    }

    #[test]
    fn without_a_proxy_or_a_usable_entry_the_peer_is_the_client() {
        let spoofed = headers(&["6.6.6.6"]);
        assert_eq!(
            Proxies::from_settings(false, 1).client(PEER, &spoofed),
            PEER.unwrap()
        );
        assert_eq!(Proxies::from_settings(true, 0), Proxies::None);
        assert_eq!(trusted(1).client(PEER, &headers(&[])), PEER.unwrap());
        assert_eq!(
            trusted(1).client(PEER, &headers(&["1.2.3.4, unknown"])),
            PEER.unwrap()
        );
        assert_eq!(
            trusted(1).client(PEER, &headers(&["[2001:db8::1]:4711"])),
            ip("2001:db8::1")
        );
    }
}
