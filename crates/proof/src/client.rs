//! A signed-in HTTP client, as a browser would be: its own cookie jar, and an `Origin` on every
//! write (the server refuses writes without one).

use std::sync::{Arc, RwLock};
use std::time::Duration;

use anyhow::{Context as _, bail};
use reqwest::Method;
use serde_json::{Value, json};

/// Every demo account's password (README, "Demo accounts").
pub const DEMO_PASSWORD: &str = "haat-demo-2026";

/// The server's address, which changes when a scenario restarts it on a new port. Cookies are
/// kept per host, not per port, so sessions carry over to the restarted server.
#[derive(Clone)]
pub struct Base(Arc<RwLock<String>>);

impl Base {
    #[must_use]
    pub fn new(url: &str) -> Self {
        Self(Arc::new(RwLock::new(url.to_owned())))
    }

    pub fn set(&self, url: &str) {
        if let Ok(mut base) = self.0.write() {
            url.clone_into(&mut base);
        }
    }

    #[must_use]
    pub fn get(&self) -> String {
        self.0.read().map(|b| b.clone()).unwrap_or_default()
    }
}

/// The answer to one call: its status and JSON body (`Null` when the body is not JSON).
#[derive(Debug, Clone)]
pub struct Answer {
    pub status: u16,
    pub body: Value,
}

#[derive(Clone)]
pub struct Browser {
    http: reqwest::Client,
    base: Base,
}

impl Browser {
    pub fn new(base: &Base) -> anyhow::Result<Self> {
        Ok(Self {
            http: reqwest::Client::builder()
                .cookie_store(true)
                .timeout(Duration::from_secs(30))
                .build()?,
            base: base.clone(),
        })
    }

    /// A browser on a client of the caller's (one that trusts a test certificate, say).
    #[must_use]
    pub fn with_client(base: &Base, http: reqwest::Client) -> Self {
        Self {
            http,
            base: base.clone(),
        }
    }

    /// The signed-in HTTP client itself, for a call the helpers here do not make (a multipart
    /// upload); such a call must set its own `Origin`.
    #[must_use]
    pub fn client(&self) -> &reqwest::Client {
        &self.http
    }

    /// One call; `Err` only when no answer came (refused connection, reset, timeout).
    pub async fn call(
        &self,
        method: Method,
        path: &str,
        body: Option<&Value>,
        headers: &[(&str, &str)],
    ) -> reqwest::Result<Answer> {
        let base = self.base.get();
        let mut request = self.http.request(method, format!("{base}{path}"));
        if let Some(body) = body {
            request = request.header("Origin", &base).json(body);
        }
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        let response = request.send().await?;
        let status = response.status().as_u16();
        let bytes = response.bytes().await?;
        Ok(Answer {
            status,
            body: serde_json::from_slice(&bytes).unwrap_or(Value::Null),
        })
    }

    /// Opens a Server-Sent Events stream; read it with [`next_unread`].
    pub async fn stream(&self, path: &str) -> reqwest::Result<reqwest::Response> {
        let base = self.base.get();
        self.http.get(format!("{base}{path}")).send().await
    }

    pub async fn get(&self, path: &str) -> reqwest::Result<Answer> {
        self.call(Method::GET, path, None, &[]).await
    }

    pub async fn post(&self, path: &str, body: &Value) -> reqwest::Result<Answer> {
        self.call(Method::POST, path, Some(body), &[]).await
    }

    pub async fn put(&self, path: &str, body: &Value) -> reqwest::Result<Answer> {
        self.call(Method::PUT, path, Some(body), &[]).await
    }

    /// `POST /create-order` with its idempotency key.
    pub async fn place(&self, body: &Value, key: &str) -> reqwest::Result<Answer> {
        self.call(
            Method::POST,
            "/api/v2/create-order",
            Some(body),
            &[("Idempotency-Key", key)],
        )
        .await
    }

    /// Places a cash-on-delivery checkout of one unit of the first product in stock, among the
    /// listing's first hundred, that `wanted` accepts; answers the checkout's body.
    pub async fn buy_one(&self, wanted: impl Fn(&Value) -> bool) -> anyhow::Result<Value> {
        let listing = self.get("/api/v2/products?limit=100").await?;
        let product = listing.body["products"]
            .as_array()
            .context("products")?
            .iter()
            .find(|p| p["stock"].as_i64().unwrap_or(0) >= 1 && wanted(p))
            .context("no product in stock that the buyer wants")?;
        let placed = self
            .place(
                &checkout(json!([cart_line(product, 1)]), "cod"),
                &uuid::Uuid::new_v4().to_string(),
            )
            .await?;
        if placed.status != 201 {
            bail!("checkout: {} {}", placed.status, placed.body);
        }
        Ok(placed.body)
    }

    /// Signs `email` up for the newsletter (its coupon email is queued).
    pub async fn sign_up_for_newsletter(&self, email: &str) -> anyhow::Result<()> {
        let answer = self.post("/api/v2/newsletter", &json!({"email": email})).await?;
        if answer.status != 201 {
            bail!("newsletter: {} {}", answer.status, answer.body);
        }
        Ok(())
    }

    /// Signs a demo account in: `/login` for shoppers and the Admin, `/shop-login` for sellers.
    /// Answers the account's id.
    pub async fn sign_in(&self, kind: Account, email: &str) -> anyhow::Result<String> {
        let (login, me, field) = match kind {
            Account::Shopper => ("/api/v2/login", "/api/v2/getuser", "user"),
            Account::Seller => ("/api/v2/shop-login", "/api/v2/getseller", "seller"),
        };
        let answer = self
            .post(login, &json!({"email": email, "password": DEMO_PASSWORD}))
            .await?;
        if answer.status != 200 && answer.status != 201 {
            bail!("signing in {email}: {} {}", answer.status, answer.body);
        }
        let answer = self.get(me).await?;
        answer.body[field]["_id"]
            .as_str()
            .map(str::to_owned)
            .with_context(|| format!("{me} as {email}: {} {}", answer.status, answer.body))
    }
}

/// A cart line: `qty` of `product` (a listing's JSON), in its first size.
#[must_use]
pub fn cart_line(product: &Value, qty: usize) -> Value {
    json!({"productId": product["_id"], "qty": qty, "size": product["sizes"].get(0)})
}

/// A checkout's body: the `cart` lines, delivered to one fixed address in Bengaluru, paid by
/// `payment` (`cod` or `razorpay`).
#[must_use]
pub fn checkout(cart: Value, payment: &str) -> Value {
    json!({
        "cart": cart,
        "shippingAddress": {
            "name": "Priya Nair", "phoneNumber": "9845012345", "address1": "12 MG Road",
            "city": "Bengaluru", "state": "Karnataka", "country": "India", "zipCode": "560001"
        },
        "paymentMethod": payment
    })
}

#[derive(Debug, Clone, Copy)]
pub enum Account {
    Shopper,
    Seller,
}

/// The demo's accounts (crates/api/src/demo).
pub const ADMIN: &str = "admin@example.com";
pub const SHOPPERS: &[&str] = &[
    "shopper@example.com",
    "rahul@example.com",
    "ananya@example.com",
    "vikram@example.com",
    "fatima@example.com",
];
pub const SELLERS: &[&str] = &[
    "seller@example.com",
    "orders@kolhapurfootwear.example",
    "hello@banarassilk.example",
    "team@urbandesi.example",
    "care@keralanaturals.example",
];

/// The next `unread` event's count on a notification stream, reading chunks into `seen` until
/// one arrives within `within`.
///
/// # Errors
/// When no such event arrives in time, or the stream ends.
pub async fn next_unread(
    stream: &mut reqwest::Response,
    seen: &mut String,
    within: Duration,
) -> anyhow::Result<u64> {
    next_event(stream, seen, "unread", within).await
}

/// The `unread` figure of the next `event` on a notification stream (`unread` for the bell,
/// `messages` for conversations), reading chunks into `seen` until one arrives within `within`.
///
/// # Errors
/// When no such event arrives in time, or the stream ends.
pub async fn next_event(
    stream: &mut reqwest::Response,
    seen: &mut String,
    event: &str,
    within: Duration,
) -> anyhow::Result<u64> {
    let marker = format!("event: {event}\ndata: ");
    let deadline = tokio::time::Instant::now() + within;
    loop {
        if let Some(at) = seen.find(&marker) {
            let rest = &seen[at + marker.len()..];
            if let Some(end) = rest.find("\n\n") {
                let data: Value =
                    serde_json::from_str(&rest[..end]).with_context(|| format!("a {event} event"))?;
                *seen = rest[end..].to_owned();
                return data["unread"].as_u64().context("unread");
            }
        }
        let chunk = tokio::time::timeout_at(deadline, stream.chunk())
            .await
            .with_context(|| format!("no {event} event in time"))??
            .context("the stream ended")?;
        seen.push_str(&String::from_utf8_lossy(&chunk));
    }
}
