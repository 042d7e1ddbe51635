//! Pictures fetched from the URLs a seller's bulk upload names. The marketplace's servers make
//! these requests, so a URL is a way for a seller to reach whatever those servers can reach: the
//! cloud's metadata service, the database, an admin port on localhost (server-side request
//! forgery). Only https addresses on public hosts are fetched, and "public" is checked on the
//! address actually connected to: the one a literal names, or the ones our own resolver hands to
//! the connection, so a name that resolves publicly when checked and privately when connected
//! (DNS rebinding) cannot slip between the two. Every redirect is checked again, and the body is
//! bounded in size and the whole fetch in time.

use std::error::Error as StdError;
use std::fmt;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use async_trait::async_trait;
use catalog::bulk::{FetchError, ImageFetcher};
use futures_util::{Stream, StreamExt as _};
use reqwest::dns::{Addrs, Name, Resolve, Resolving};
use reqwest::redirect::Policy;
use reqwest::{StatusCode, Url};

use crate::MAX_UPLOAD_BYTES;

/// How much a fetch may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FetchLimits {
    /// Largest body accepted, in bytes.
    pub max_bytes: usize,
    /// The whole fetch, from connecting to the body's last byte, redirects included.
    pub timeout: Duration,
    /// Redirects followed before giving up.
    pub max_redirects: usize,
}

impl Default for FetchLimits {
    /// A fetched picture is held to the same size as one uploaded by hand.
    fn default() -> Self {
        Self {
            max_bytes: MAX_UPLOAD_BYTES,
            timeout: Duration::from_secs(10),
            max_redirects: 3,
        }
    }
}

/// Fetches pictures over https from public addresses only (see the module's documentation).
#[derive(Debug, Clone)]
pub struct HttpsImageFetcher {
    client: reqwest::Client,
    limits: FetchLimits,
}

impl HttpsImageFetcher {
    /// A fetcher holding to `limits`.
    ///
    /// # Errors
    /// When the HTTP client cannot be built (its TLS set-up failed).
    pub fn new(limits: FetchLimits) -> anyhow::Result<Self> {
        let client = reqwest::Client::builder()
            // A proxy from the environment would make the connections instead of us, to
            // addresses our resolver never sees.
            .no_proxy()
            .dns_resolver(Arc::new(PublicOnly))
            .redirect(redirect_policy(limits.max_redirects))
            .https_only(true)
            // A redirect's target need not learn the address that sent the fetch there.
            .referer(false)
            .timeout(limits.timeout)
            // Hyper shares this among a host's addresses, so one that swallows the connection
            // attempt leaves time to try the next rather than using up the whole fetch.
            .connect_timeout(limits.timeout)
            .user_agent("Haat image fetcher")
            .build()
            .context("building the HTTP client for pictures fetched by URL")?;
        Ok(Self { client, limits })
    }

    /// The seconds the seller is told a fetch that ran out of time was given, rounded up so a
    /// limit under a second is not told as zero.
    fn timeout_seconds(&self) -> u64 {
        let timeout = self.limits.timeout;
        timeout.as_secs() + u64::from(timeout.subsec_nanos() > 0)
    }

    /// What the seller is told for a failed request. Our own refusals are found in the error's
    /// chain whatever reqwest and hyper wrapped them in; everything else is told in a few words,
    /// never with the underlying error's text, which can name the server's own set-up.
    fn explain(&self, err: &reqwest::Error) -> FetchError {
        let mut cause: Option<&(dyn StdError + 'static)> = Some(err);
        while let Some(current) = cause {
            if current.is::<NotPublicAddress>() {
                return FetchError::NotPublic;
            }
            if current.is::<HostNotFound>() {
                return FetchError::Failed("the host was not found".to_owned());
            }
            if let Some(RedirectRefused(refused)) = current.downcast_ref::<RedirectRefused>() {
                return same_error(refused);
            }
            cause = current.source();
        }
        tracing::debug!(error = ?err, "a picture fetched by URL failed");
        if err.is_timeout() {
            FetchError::TimedOut {
                seconds: self.timeout_seconds(),
            }
        } else if err.is_connect() {
            FetchError::Failed("could not connect".to_owned())
        } else if err.is_body() || err.is_decode() {
            FetchError::Failed("the connection broke off".to_owned())
        } else {
            FetchError::Failed("the request failed".to_owned())
        }
    }

    /// The body of the host's answer, if it is a picture's: a 200 within the size limit.
    async fn picture(&self, response: reqwest::Response) -> Result<Vec<u8>, FetchError> {
        let status = response.status();
        if status != StatusCode::OK {
            return Err(FetchError::Failed(format!("HTTP {}", status.as_u16())));
        }
        let max_bytes = self.limits.max_bytes;
        // Refused before reading when the host says up front it is too large; the body is still
        // counted below, as a length can be absent or wrong.
        if response
            .content_length()
            .is_some_and(|length| length > max_bytes as u64)
        {
            return Err(FetchError::TooLarge { max_bytes });
        }
        read_at_most(response.bytes_stream(), max_bytes)
            .await
            .map_err(|err| match err {
                BodyError::TooLarge => FetchError::TooLarge { max_bytes },
                BodyError::Stream(err) => self.explain(&err),
            })
    }
}

#[async_trait]
impl ImageFetcher for HttpsImageFetcher {
    async fn fetch(&self, url: &str) -> Result<Vec<u8>, FetchError> {
        let url = Url::parse(url).map_err(|_| FetchError::InvalidUrl)?;
        // Literal addresses never reach the resolver, so they are judged here (and redirects in
        // the policy).
        check_hop(&url)?;
        let response = self
            .client
            .get(url)
            .send()
            .await
            .map_err(|err| self.explain(&err))?;
        self.picture(response).await
    }
}

/// Whether a request may go to `url`, the first asked for or one redirected to: https only,
/// without a user name or password (a picture's address needs none, and they would be sent to
/// the host), and, when the host is an address written out, a public one. A host's name is
/// judged when it is resolved ([`PublicOnly`]).
///
/// # Errors
/// `NotHttps`, `InvalidUrl` or `NotPublic`.
pub fn check_hop(url: &Url) -> Result<(), FetchError> {
    if url.scheme() != "https" {
        return Err(FetchError::NotHttps);
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(FetchError::InvalidUrl);
    }
    let host = url.host_str().ok_or(FetchError::InvalidUrl)?;
    match literal_address(host) {
        Some(ip) if !is_public(ip) => Err(FetchError::NotPublic),
        _ => Ok(()),
    }
}

/// The address a URL's host writes out, if it is one rather than a name. The URL parser has
/// already written the other spellings of an IPv4 address (`2130706433`, `0x7f.1`) as four
/// decimal numbers, and an IPv6 address in brackets.
fn literal_address(host: &str) -> Option<IpAddr> {
    match host.strip_prefix('[').and_then(|inner| inner.strip_suffix(']')) {
        Some(v6) => v6.parse::<Ipv6Addr>().ok().map(IpAddr::V6),
        None => host.parse::<Ipv4Addr>().ok().map(IpAddr::V4),
    }
}

/// Follows a redirect only where [`check_redirect`] allows; a refusal fails the fetch with it.
fn redirect_policy(max_redirects: usize) -> Policy {
    Policy::custom(move |attempt| {
        // `previous` starts with the URL first asked for, which is no redirect.
        let followed = attempt.previous().len().saturating_sub(1);
        match check_redirect(attempt.url(), followed, max_redirects) {
            Ok(()) => attempt.follow(),
            Err(refused) => attempt.error(RedirectRefused(refused)),
        }
    })
}

/// Whether to follow a redirect to `next` after `followed` redirects. The seller gave an https
/// address, so a hop elsewhere is told as a failed download rather than as their address not
/// being https.
fn check_redirect(next: &Url, followed: usize, max_redirects: usize) -> Result<(), FetchError> {
    if followed >= max_redirects {
        return Err(FetchError::Failed("redirected too many times".to_owned()));
    }
    check_hop(next).map_err(|refused| match refused {
        FetchError::NotHttps => FetchError::Failed("redirected to an address that is not https".to_owned()),
        FetchError::InvalidUrl => FetchError::Failed("redirected to an invalid address".to_owned()),
        other => other,
    })
}

/// Whether `ip` is an address on the public internet, the only kind a seller's URL may reach.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(ip) => is_public_v4(ip),
        IpAddr::V6(ip) => is_public_v6(ip),
    }
}

/// IPv4 blocks that are not public (IANA's special-purpose registry), by network and prefix.
const NOT_PUBLIC_V4: [(Ipv4Addr, u32); 15] = [
    // "This network": on Linux, 0.0.0.0 reaches the host itself.
    (Ipv4Addr::new(0, 0, 0, 0), 8),
    (Ipv4Addr::new(10, 0, 0, 0), 8),
    // Carrier-grade NAT, and some clouds' internal services.
    (Ipv4Addr::new(100, 64, 0, 0), 10),
    (Ipv4Addr::new(127, 0, 0, 0), 8),
    // Link-local, where clouds' metadata services (169.254.169.254) answer.
    (Ipv4Addr::new(169, 254, 0, 0), 16),
    (Ipv4Addr::new(172, 16, 0, 0), 12),
    (Ipv4Addr::new(192, 0, 0, 0), 24),
    (Ipv4Addr::new(192, 0, 2, 0), 24),
    // The retired 6to4 relays' anycast block.
    (Ipv4Addr::new(192, 88, 99, 0), 24),
    (Ipv4Addr::new(192, 168, 0, 0), 16),
    // Benchmarking.
    (Ipv4Addr::new(198, 18, 0, 0), 15),
    (Ipv4Addr::new(198, 51, 100, 0), 24),
    (Ipv4Addr::new(203, 0, 113, 0), 24),
    // Multicast.
    (Ipv4Addr::new(224, 0, 0, 0), 4),
    // Reserved, with the broadcast address at its end.
    (Ipv4Addr::new(240, 0, 0, 0), 4),
];

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let bits = u32::from(ip);
    !NOT_PUBLIC_V4.iter().any(|&(network, prefix)| {
        let mask = u32::MAX.checked_shl(32 - prefix).unwrap_or(0);
        bits & mask == u32::from(network)
    })
}

/// Blocks inside global unicast (2000::/3) that are not public, by network and prefix.
const NOT_PUBLIC_V6: [(u128, u32); 3] = [
    // IETF protocol assignments: Teredo, benchmarking, ORCHID; no picture is served from them.
    (0x2001_0000_0000_0000_0000_0000_0000_0000, 23),
    // Documentation.
    (0x2001_0db8_0000_0000_0000_0000_0000_0000, 32),
    (0x3fff_0000_0000_0000_0000_0000_0000_0000, 20),
];

/// IPv6 is allowed by what it is rather than refused by what it is not: only global unicast
/// (2000::/3) is public, so loopback, unspecified, unique-local, link-local, site-local,
/// multicast and any block we did not think of are refused. Addresses that carry an IPv4 address
/// are judged by it.
fn is_public_v6(ip: Ipv6Addr) -> bool {
    if let Some(v4) = embedded_v4(ip) {
        return is_public_v4(v4);
    }
    let bits = u128::from(ip);
    let within = |network: u128, prefix: u32| {
        let mask = u128::MAX.checked_shl(128 - prefix).unwrap_or(0);
        bits & mask == network
    };
    within(0x2000 << 112, 3)
        && !NOT_PUBLIC_V6
            .iter()
            .any(|&(network, prefix)| within(network, prefix))
}

/// The IPv4 address an IPv6 address stands for, where the connection would reach it: mapped
/// (`::ffff:a.b.c.d`), translated (`::ffff:0:a.b.c.d`), compatible (`::a.b.c.d`, which takes in
/// `::` and `::1` as 0.0.0.0 and 0.0.0.1, both refused), NAT64 (`64:ff9b::a.b.c.d`), and 6to4
/// (`2002:aabb:ccdd::`).
fn embedded_v4(ip: Ipv6Addr) -> Option<Ipv4Addr> {
    let bits = u128::from(ip);
    let o = ip.octets();
    match bits >> 32 {
        0 | 0xffff | 0xffff_0000 | 0x0064_ff9b_0000_0000_0000_0000 => {
            return Some(Ipv4Addr::new(o[12], o[13], o[14], o[15]));
        }
        _ => {}
    }
    (bits >> 112 == 0x2002).then(|| Ipv4Addr::new(o[2], o[3], o[4], o[5]))
}

/// Resolves hosts' names with the system's resolver and hands the connection only their public
/// addresses, so the address checked is the address connected to.
struct PublicOnly;

impl Resolve for PublicOnly {
    fn resolve(&self, name: Name) -> Resolving {
        let host = name.as_str().to_owned();
        Box::pin(async move {
            // Port 0: reqwest puts in the URL's port.
            let found: Vec<SocketAddr> = tokio::net::lookup_host((host.as_str(), 0))
                .await
                .map_err(|_| HostNotFound)?
                .collect();
            if found.is_empty() {
                return Err(HostNotFound.into());
            }
            let public: Vec<SocketAddr> = found.into_iter().filter(|addr| is_public(addr.ip())).collect();
            if public.is_empty() {
                return Err(NotPublicAddress.into());
            }
            let addrs: Addrs = Box::new(public.into_iter());
            Ok(addrs)
        })
    }
}

/// The host's name resolves to no public address.
#[derive(Debug)]
struct NotPublicAddress;

impl fmt::Display for NotPublicAddress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the host resolves to no public address")
    }
}

impl StdError for NotPublicAddress {}

/// The host's name does not resolve.
#[derive(Debug)]
struct HostNotFound;

impl fmt::Display for HostNotFound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the host's name does not resolve")
    }
}

impl StdError for HostNotFound {}

/// A redirect the policy would not follow, carried through reqwest's error to [`explain`].
///
/// [`explain`]: HttpsImageFetcher::explain
#[derive(Debug)]
struct RedirectRefused(FetchError);

impl fmt::Display for RedirectRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "redirect refused: {}", self.0)
    }
}

impl StdError for RedirectRefused {}

/// A copy of a refusal found behind a reference in an error's chain (`FetchError` is not
/// `Clone`, and is not ours to change).
fn same_error(err: &FetchError) -> FetchError {
    match err {
        FetchError::InvalidUrl => FetchError::InvalidUrl,
        FetchError::NotHttps => FetchError::NotHttps,
        FetchError::NotPublic => FetchError::NotPublic,
        FetchError::TooLarge { max_bytes } => FetchError::TooLarge {
            max_bytes: *max_bytes,
        },
        FetchError::TimedOut { seconds } => FetchError::TimedOut { seconds: *seconds },
        FetchError::Failed(reason) => FetchError::Failed(reason.clone()),
    }
}

/// Why a body was not read whole.
#[derive(Debug)]
enum BodyError<E> {
    /// It went past the limit.
    TooLarge,
    /// The stream failed.
    Stream(E),
}

/// Reads a body chunk by chunk, stopping as soon as it goes past `max_bytes`: never holds more
/// than `max_bytes`, and never waits for the rest of a body already too large.
async fn read_at_most<S, B, E>(chunks: S, max_bytes: usize) -> Result<Vec<u8>, BodyError<E>>
where
    S: Stream<Item = Result<B, E>>,
    B: AsRef<[u8]>,
{
    let mut chunks = std::pin::pin!(chunks);
    let mut body = Vec::new();
    while let Some(chunk) = chunks.next().await {
        let chunk = chunk.map_err(BodyError::Stream)?;
        let chunk = chunk.as_ref();
        if chunk.len() > max_bytes - body.len() {
            return Err(BodyError::TooLarge);
        }
        body.extend_from_slice(chunk);
    }
    Ok(body)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::convert::Infallible;
    use std::io::{Read as _, Write as _};
    use std::net::TcpListener;
    use std::str::FromStr as _;

    use futures_util::stream;

    use super::*;

    fn url(raw: &str) -> Url {
        Url::parse(raw).unwrap()
    }

    fn fetcher() -> HttpsImageFetcher {
        HttpsImageFetcher::new(FetchLimits::default()).unwrap()
    }

    #[test]
    fn the_default_limits_are_an_uploads_size_ten_seconds_and_three_redirects() {
        let limits = FetchLimits::default();
        assert_eq!(limits.max_bytes, 5 * 1024 * 1024);
        assert_eq!(limits.timeout, Duration::from_secs(10));
        assert_eq!(limits.max_redirects, 3);
    }

    #[test]
    fn only_addresses_on_the_public_internet_are_public() {
        let cases: &[(&str, bool)] = &[
            // IPv4: public.
            ("8.8.8.8", true),
            ("1.1.1.1", true),
            ("93.184.216.34", true),
            ("100.63.255.255", true),
            ("100.128.0.0", true),
            ("172.15.255.255", true),
            ("172.32.0.0", true),
            ("192.167.255.255", true),
            ("192.169.0.0", true),
            ("198.17.255.255", true),
            ("198.20.0.0", true),
            ("223.255.255.255", true),
            ("11.0.0.1", true),
            ("126.255.255.255", true),
            ("128.0.0.1", true),
            // IPv4: "this network", loopback, private.
            ("0.0.0.0", false),
            ("0.1.2.3", false),
            ("127.0.0.1", false),
            ("127.255.255.254", false),
            ("10.0.0.1", false),
            ("10.255.255.255", false),
            ("172.16.0.1", false),
            ("172.31.255.255", false),
            ("192.168.0.1", false),
            ("192.168.255.255", false),
            // IPv4: link-local and the cloud's metadata service.
            ("169.254.0.1", false),
            ("169.254.169.254", false),
            // IPv4: carrier-grade NAT.
            ("100.64.0.1", false),
            ("100.127.255.255", false),
            // IPv4: protocol assignments, documentation, benchmarking, 6to4 relays.
            ("192.0.0.8", false),
            ("192.0.2.1", false),
            ("198.51.100.7", false),
            ("203.0.113.9", false),
            ("198.18.0.1", false),
            ("198.19.255.255", false),
            ("192.88.99.1", false),
            // IPv4: multicast, reserved, broadcast.
            ("224.0.0.1", false),
            ("239.255.255.250", false),
            ("240.0.0.1", false),
            ("255.255.255.255", false),
            // IPv6: public.
            ("2606:4700:4700::1111", true),
            ("2001:4860:4860::8888", true),
            ("2a00:1450:4001:80b::200e", true),
            ("2001:200::1", true),
            // IPv6: unspecified, loopback.
            ("::", false),
            ("::1", false),
            // IPv6: unique-local, link-local, site-local, multicast.
            ("fc00::1", false),
            ("fd12:3456:789a::1", false),
            ("fe80::1", false),
            ("febf::1", false),
            ("fec0::1", false),
            ("ff02::1", false),
            ("ff05::2", false),
            // IPv6: documentation, Teredo and other protocol assignments, discard-only.
            ("2001:db8::1", false),
            ("3fff::1", false),
            ("2001::1", false),
            ("2001:2::1", false),
            ("100::1", false),
            // IPv6 outside global unicast, whatever it is.
            ("4000::1", false),
            ("5f00::1", false),
            // IPv4-mapped, -translated and -compatible forms are judged by their IPv4 address.
            ("::ffff:127.0.0.1", false),
            ("::ffff:10.0.0.1", false),
            ("::ffff:169.254.169.254", false),
            ("::ffff:192.168.1.1", false),
            ("::ffff:8.8.8.8", true),
            ("::ffff:0:127.0.0.1", false),
            ("::ffff:0:8.8.8.8", true),
            ("::127.0.0.1", false),
            ("::10.0.0.1", false),
            ("::8.8.8.8", true),
            // NAT64 of a private address is private; of a public one, public.
            ("64:ff9b::127.0.0.1", false),
            ("64:ff9b::a9fe:a9fe", false),
            ("64:ff9b::8.8.8.8", true),
            ("64:ff9b:1::1", false),
            // 6to4 carries its IPv4 address in its second and third groups.
            ("2002:7f00:1::1", false),
            ("2002:a00:1::1", false),
            ("2002:a9fe:a9fe::1", false),
            ("2002:c0a8:101::1", false),
            ("2002:808:808::1", true),
        ];
        let wrong: Vec<String> = cases
            .iter()
            .filter(|(ip, public)| is_public(ip.parse().unwrap()) != *public)
            .map(|(ip, public)| format!("{ip} should be {}", if *public { "public" } else { "refused" }))
            .collect();
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    #[test]
    fn only_https_addresses_without_credentials_or_internal_literals_may_be_asked_for() {
        let cases: &[(&str, Result<(), &str>)] = &[
            ("https://example.com/x.jpg", Ok(())),
            ("https://cdn.example.in:8443/a/b.png?w=800", Ok(())),
            ("https://8.8.8.8/x.jpg", Ok(())),
            ("https://[2606:4700:4700::1111]/x.jpg", Ok(())),
            ("http://example.com/x.jpg", Err("NotHttps")),
            ("ftp://example.com/x.jpg", Err("NotHttps")),
            ("file:///etc/passwd", Err("NotHttps")),
            ("HTTP://example.com/x.jpg", Err("NotHttps")),
            ("https://user:pw@example.com/x.jpg", Err("InvalidUrl")),
            ("https://user@example.com/x.jpg", Err("InvalidUrl")),
            ("https://:pw@example.com/x.jpg", Err("InvalidUrl")),
            ("https://127.0.0.1/x.jpg", Err("NotPublic")),
            ("https://[::1]/x.jpg", Err("NotPublic")),
            ("https://[::ffff:127.0.0.1]/x.jpg", Err("NotPublic")),
            ("https://169.254.169.254/latest", Err("NotPublic")),
            ("https://10.1.2.3/", Err("NotPublic")),
            ("https://0.0.0.0/", Err("NotPublic")),
            ("https://[fd00::1]/", Err("NotPublic")),
            ("https://[fe80::1]/", Err("NotPublic")),
            // Other spellings of 127.0.0.1 and 169.254.169.254.
            ("https://2130706433/x.jpg", Err("NotPublic")),
            ("https://0x7f.1/x.jpg", Err("NotPublic")),
            ("https://0251.0376.0251.0376/latest", Err("NotPublic")),
        ];
        let wrong: Vec<String> = cases
            .iter()
            .filter_map(|(raw, expected)| {
                let got = check_hop(&url(raw)).map_err(|err| variant(&err));
                (got != *expected).then(|| format!("{raw}: expected {expected:?}, got {got:?}"))
            })
            .collect();
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    fn variant(err: &FetchError) -> &'static str {
        match err {
            FetchError::InvalidUrl => "InvalidUrl",
            FetchError::NotHttps => "NotHttps",
            FetchError::NotPublic => "NotPublic",
            FetchError::TooLarge { .. } => "TooLarge",
            FetchError::TimedOut { .. } => "TimedOut",
            FetchError::Failed(_) => "Failed",
        }
    }

    /// Everything here is refused before any connection, so none of it needs a network.
    #[tokio::test]
    async fn a_fetch_is_refused_before_connecting_for_what_the_address_itself_gives_away() {
        let fetcher = fetcher();
        let cases = [
            ("not a url", "InvalidUrl"),
            ("", "InvalidUrl"),
            ("https://", "InvalidUrl"),
            ("http://example.com/x.jpg", "NotHttps"),
            ("ftp://example.com/x.jpg", "NotHttps"),
            ("https://user:pw@example.com", "InvalidUrl"),
            ("https://127.0.0.1/x.jpg", "NotPublic"),
            ("https://[::1]/x.jpg", "NotPublic"),
            ("https://169.254.169.254/latest", "NotPublic"),
            ("https://10.1.2.3/", "NotPublic"),
        ];
        for (raw, expected) in cases {
            let got = fetcher.fetch(raw).await.map(|_| ()).map_err(|err| variant(&err));
            assert_eq!(got, Err(expected), "{raw}");
        }
    }

    /// `localhost` is a name, so it reaches our resolver, which finds only loopback addresses
    /// (from the hosts file: no network needed). That the answer is `NotPublic` also shows the
    /// resolver's refusal is found through reqwest's and hyper's wrapping.
    #[tokio::test]
    async fn a_name_that_resolves_only_to_loopback_is_not_public() {
        let got = fetcher().fetch("https://localhost/x.jpg").await;
        assert!(matches!(got, Err(FetchError::NotPublic)), "{got:?}");
    }

    #[tokio::test]
    async fn the_resolver_hands_over_no_address_that_is_not_public() {
        let refused = PublicOnly.resolve(Name::from_str("localhost").unwrap()).await;
        let err = refused.err().unwrap();
        assert!(err.is::<NotPublicAddress>(), "{err}");
    }

    #[test]
    fn a_redirect_is_followed_only_to_https_on_a_public_host_and_only_so_many_times() {
        let max = 3;
        assert!(check_redirect(&url("https://cdn.example.com/x.jpg"), 0, max).is_ok());
        assert!(check_redirect(&url("https://8.8.8.8/x.jpg"), 2, max).is_ok());

        let refused = |raw: &str, followed: usize| check_redirect(&url(raw), followed, max).unwrap_err();
        assert!(
            matches!(refused("http://example.com/x.jpg", 0), FetchError::Failed(ref reason) if reason.contains("not https")),
        );
        assert!(matches!(
            refused("ftp://example.com/x.jpg", 0),
            FetchError::Failed(_)
        ));
        assert!(
            matches!(refused("https://u:p@example.com/x.jpg", 0), FetchError::Failed(ref reason) if reason.contains("invalid")),
        );
        assert!(matches!(
            refused("https://127.0.0.1/x.jpg", 0),
            FetchError::NotPublic
        ));
        assert!(matches!(
            refused("https://169.254.169.254/latest/meta-data/", 1),
            FetchError::NotPublic
        ));
        assert!(matches!(
            refused("https://[::ffff:10.0.0.1]/", 0),
            FetchError::NotPublic
        ));
        assert!(matches!(
            refused("https://192.168.1.1/", 2),
            FetchError::NotPublic
        ));
        // A fourth redirect, even to a good address.
        assert!(
            matches!(refused("https://cdn.example.com/x.jpg", 3), FetchError::Failed(ref reason) if reason.contains("too many")),
        );
        assert!(matches!(
            check_redirect(&url("https://cdn.example.com/x.jpg"), 0, 0),
            Err(FetchError::Failed(_))
        ));
    }

    /// A refusal carried through an error comes back as the same variant.
    #[test]
    fn a_refusal_found_in_an_error_chain_is_told_as_itself() {
        let errors = [
            FetchError::InvalidUrl,
            FetchError::NotHttps,
            FetchError::NotPublic,
            FetchError::TooLarge { max_bytes: 7 },
            FetchError::TimedOut { seconds: 3 },
            FetchError::Failed("HTTP 404".to_owned()),
        ];
        for err in errors {
            assert_eq!(same_error(&err).to_string(), err.to_string());
            assert_eq!(variant(&same_error(&err)), variant(&err));
        }
    }

    /// Answers each connection on a loopback port with the next of `answers`, after reading the
    /// request's head. Plain HTTP on loopback, which the fetcher itself refuses: the tests below
    /// drive the parts that handle answers and redirects with a client of their own.
    fn serve(answers: Vec<&'static str>) -> SocketAddr {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        std::thread::spawn(move || {
            for answer in answers {
                let (mut connection, _) = listener.accept().unwrap();
                let mut head = Vec::new();
                let mut byte = [0_u8; 1];
                while !head.ends_with(b"\r\n\r\n") && connection.read(&mut byte).unwrap_or(0) == 1 {
                    head.push(byte[0]);
                }
                if answer.is_empty() {
                    // Never answers: held open past any timeout in these tests.
                    std::thread::sleep(Duration::from_secs(3));
                } else {
                    connection.write_all(answer.as_bytes()).unwrap();
                }
            }
        });
        addr
    }

    /// A client like the fetcher's, less what keeps it off loopback and plain HTTP.
    fn loopback_client(limits: FetchLimits) -> reqwest::Client {
        reqwest::Client::builder()
            .no_proxy()
            .redirect(redirect_policy(limits.max_redirects))
            .timeout(limits.timeout)
            .build()
            .unwrap()
    }

    fn small_limits() -> FetchLimits {
        FetchLimits {
            max_bytes: 10,
            timeout: Duration::from_millis(300),
            max_redirects: 3,
        }
    }

    /// Fetches `http://{addr}/x.jpg` through the fetcher's answer handling, over plain HTTP.
    async fn fetch_from(addr: SocketAddr) -> Result<Vec<u8>, FetchError> {
        let limits = small_limits();
        let fetcher = HttpsImageFetcher::new(limits).unwrap();
        let sent = loopback_client(limits)
            .get(format!("http://{addr}/x.jpg"))
            .send()
            .await;
        match sent {
            Ok(response) => fetcher.picture(response).await,
            Err(err) => Err(fetcher.explain(&err)),
        }
    }

    #[tokio::test]
    async fn a_redirect_to_an_internal_address_fails_the_fetch_as_not_public() {
        let addr = serve(vec![
            "HTTP/1.1 302 Found\r\nLocation: https://169.254.169.254/latest/meta-data/\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
        ]);
        let got = fetch_from(addr).await;
        assert!(matches!(got, Err(FetchError::NotPublic)), "{got:?}");
    }

    #[tokio::test]
    async fn a_redirect_to_plain_http_fails_the_fetch() {
        let addr = serve(vec![
            "HTTP/1.1 301 Moved Permanently\r\nLocation: http://example.com/x.jpg\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
        ]);
        let got = fetch_from(addr).await;
        assert!(
            matches!(got, Err(FetchError::Failed(ref reason)) if reason.contains("not https")),
            "{got:?}"
        );
    }

    #[tokio::test]
    async fn an_answer_other_than_200_is_told_by_its_status() {
        let addr = serve(vec![
            "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
        ]);
        let got = fetch_from(addr).await;
        assert!(
            matches!(got, Err(FetchError::Failed(ref reason)) if reason == "HTTP 404"),
            "{got:?}"
        );
    }

    #[tokio::test]
    async fn a_picture_within_the_limit_is_fetched_whole() {
        let addr = serve(vec![
            "HTTP/1.1 200 OK\r\nContent-Length: 10\r\nConnection: close\r\n\r\n0123456789",
        ]);
        assert_eq!(fetch_from(addr).await.unwrap(), b"0123456789");
    }

    #[tokio::test]
    async fn a_declared_length_over_the_limit_is_refused_before_reading() {
        // Declares 11 bytes and sends none: only the declaration can have refused it.
        let addr = serve(vec![
            "HTTP/1.1 200 OK\r\nContent-Length: 11\r\nConnection: close\r\n\r\n",
        ]);
        let got = fetch_from(addr).await;
        assert!(
            matches!(got, Err(FetchError::TooLarge { max_bytes: 10 })),
            "{got:?}"
        );
    }

    #[tokio::test]
    async fn a_body_of_no_declared_length_is_counted_as_it_arrives() {
        let addr = serve(vec![
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n6\r\n012345\r\n5\r\n6789a\r\n0\r\n\r\n",
        ]);
        let got = fetch_from(addr).await;
        assert!(
            matches!(got, Err(FetchError::TooLarge { max_bytes: 10 })),
            "{got:?}"
        );
    }

    #[tokio::test]
    async fn a_host_that_never_answers_runs_out_of_time() {
        let addr = serve(vec![""]);
        let got = fetch_from(addr).await;
        // 300 ms is told as a whole second, never as zero.
        assert!(matches!(got, Err(FetchError::TimedOut { seconds: 1 })), "{got:?}");
    }

    fn chunks(sizes: &[usize]) -> impl Stream<Item = Result<Vec<u8>, Infallible>> {
        stream::iter(sizes.iter().map(|&size| Ok(vec![7; size])).collect::<Vec<_>>())
    }

    #[tokio::test]
    async fn a_body_up_to_the_limit_is_read_whole() {
        let body = read_at_most(chunks(&[4, 3, 3]), 10).await.unwrap();
        assert_eq!(body.len(), 10);
        assert!(read_at_most(chunks(&[]), 10).await.unwrap().is_empty());
        assert_eq!(read_at_most(chunks(&[0, 5, 0]), 5).await.unwrap().len(), 5);
    }

    #[tokio::test]
    async fn a_body_one_byte_past_the_limit_is_too_large() {
        assert!(matches!(
            read_at_most(chunks(&[4, 3, 4]), 10).await,
            Err(BodyError::TooLarge)
        ));
        assert!(matches!(
            read_at_most(chunks(&[11]), 10).await,
            Err(BodyError::TooLarge)
        ));
        assert!(matches!(
            read_at_most(chunks(&[1]), 0).await,
            Err(BodyError::TooLarge)
        ));
    }

    /// The reader stops at the chunk that goes past the limit: an endless body is not waited out.
    #[tokio::test]
    async fn reading_stops_at_the_chunk_past_the_limit() {
        let endless = stream::repeat_with(|| Ok::<_, Infallible>(vec![0_u8; 1024]));
        assert!(matches!(
            read_at_most(endless, 10 * 1024).await,
            Err(BodyError::TooLarge)
        ));
    }

    #[tokio::test]
    async fn a_body_that_breaks_off_is_its_error() {
        let broken = stream::iter([Ok(vec![1_u8; 3]), Err("reset")]);
        assert!(matches!(
            read_at_most(broken, 10).await,
            Err(BodyError::Stream("reset"))
        ));
    }
}
