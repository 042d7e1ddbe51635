//! Writes from other sites, floods of attempts, and who may call the admin API.

use serde_json::json;

use crate::helpers::{PASSWORD, assert_error, spawn_app, spawn_app_with};

#[tokio::test]
async fn a_write_from_another_site_is_refused() {
    let app = spawn_app().await;
    let other_site = reqwest::Client::new();

    let forged = other_site
        .post(app.url("/api/v2/login"))
        .header("Origin", "https://evil.example")
        .json(&json!({"email": "priya@example.com", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    let bare = app.login_in(&other_site, "priya@example.com", PASSWORD).await;
    let by_referer = other_site
        .post(app.url("/api/v2/forgot-password"))
        .header("Referer", format!("{}/login", app.address))
        .json(&json!({"email": "priya@example.com"}))
        .send()
        .await
        .unwrap();

    assert_error(forged, 403, "cross_origin").await;
    assert_error(bare, 403, "cross_origin").await;
    assert_eq!(
        by_referer.status().as_u16(),
        200,
        "a same-site Referer is enough without Origin"
    );
}

/// The review found `https://` and `ftp://` origins naming this host accepted.
#[tokio::test]
async fn an_origin_naming_this_host_by_another_scheme_or_port_is_another_site() {
    let app = spawn_app().await;
    let host = app.address.trim_start_matches("http://").to_owned();
    let (name, port) = host.rsplit_once(':').unwrap();
    let other_port = port.parse::<u16>().unwrap().wrapping_add(1);
    let login = |origin: String| {
        reqwest::Client::new()
            .post(app.url("/api/v2/login"))
            .header("Origin", origin)
            .json(&json!({"email": "priya@example.com", "password": PASSWORD}))
            .send()
    };
    for origin in [
        format!("https://{host}"),
        format!("ftp://{host}"),
        format!("http://{name}:{other_port}"),
    ] {
        assert_error(login(origin).await.unwrap(), 403, "cross_origin").await;
    }
    let own = login(format!("HTTP://{host}")).await.unwrap();
    assert_eq!(
        own.status().as_u16(),
        401,
        "this site's own origin passes to the sign-in itself"
    );
}

/// The review's L5: `GET /user-logout` and `/shop-logout` could be triggered by another site.
#[tokio::test]
async fn another_site_cannot_sign_anyone_out() {
    let app = spawn_app().await;
    app.register("Priya", "priya@example.com").await;
    let signed_in = |app: &crate::helpers::TestApp| {
        let client = app.client.clone();
        let url = app.url("/api/v2/getuser");
        async move { client.get(url).send().await.unwrap().status().as_u16() }
    };
    for path in ["/api/v2/user-logout", "/api/v2/shop-logout"] {
        let by_image = app
            .client
            .get(app.url(path))
            .header("Referer", "https://evil.example/page")
            .header("Origin", "null")
            .send()
            .await
            .unwrap();
        assert_error(by_image, 403, "cross_origin").await;
        let by_form = app
            .client
            .post(app.url(path))
            .header("Origin", "https://evil.example")
            .send()
            .await
            .unwrap();
        assert_error(by_form, 403, "cross_origin").await;
    }
    assert_eq!(signed_in(&app).await, 200, "still signed in");

    let own = app
        .client
        .post(app.url("/api/v2/user-logout"))
        .send()
        .await
        .unwrap();
    assert_eq!(own.status().as_u16(), 200);
    assert_eq!(signed_in(&app).await, 401);

    // A bookmarked link (no Origin, no Referer) still signs out by GET.
    app.login("priya@example.com", PASSWORD).await;
    let bare = reqwest::Client::builder().cookie_store(true).build().unwrap();
    assert_eq!(
        bare.get(app.url("/api/v2/user-logout"))
            .send()
            .await
            .unwrap()
            .status()
            .as_u16(),
        200
    );
}

#[tokio::test]
async fn reads_need_no_origin() {
    let app = spawn_app().await;
    let response = reqwest::get(app.url("/api/v2/getuser")).await.unwrap();
    assert_error(response, 401, "unauthenticated").await;
}

#[tokio::test]
async fn the_sixth_sign_in_attempt_in_a_minute_is_429_with_retry_after() {
    let app = spawn_app().await;
    for _ in 0..5 {
        assert_eq!(
            app.login("priya@example.com", "wrong password")
                .await
                .status()
                .as_u16(),
            401
        );
    }

    let sixth = app.login("priya@example.com", "wrong password").await;

    let retry_after: u64 = sixth.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=60).contains(&retry_after));
    assert_error(sixth, 429, "too_many_requests").await;
}

/// Signs in from `address` as a proxy in front of Haat would report it: the client's own
/// `X-Forwarded-For` (here a different invented address each time) with the proxy's entry after it.
async fn login_via_proxy(
    app: &crate::helpers::TestApp,
    spoofed: &str,
    address: &str,
    email: &str,
    password: &str,
) -> reqwest::Response {
    app.client
        .post(app.url("/api/v2/login"))
        .header("X-Forwarded-For", format!("{spoofed}, {address}"))
        .json(&json!({"email": email, "password": password}))
        .send()
        .await
        .unwrap()
}

/// The review's M3: behind a proxy, the left-most `X-Forwarded-For` entry was the key, and the
/// client writes it.
#[tokio::test]
async fn behind_a_proxy_the_client_cannot_choose_the_address_it_is_limited_by() {
    let app = spawn_app_with(|settings| settings.server.behind_proxy = true).await;
    for n in 0..5 {
        let response = login_via_proxy(
            &app,
            &format!("198.51.100.{n}"),
            "203.0.113.7",
            &format!("u{n}@example.com"),
            "wrong password",
        )
        .await;
        assert_eq!(response.status().as_u16(), 401);
    }
    let sixth = login_via_proxy(
        &app,
        "198.51.100.99",
        "203.0.113.7",
        "u6@example.com",
        "wrong password",
    )
    .await;
    assert_error(sixth, 429, "too_many_requests").await;
    // Another client behind the same proxy is counted on its own.
    let other = login_via_proxy(
        &app,
        "203.0.113.7",
        "203.0.113.8",
        "u7@example.com",
        "wrong password",
    )
    .await;
    assert_eq!(other.status().as_u16(), 401);
}

/// The review's L4: five wrong passwords from other addresses locked the owner out.
#[tokio::test]
async fn wrong_passwords_from_other_addresses_do_not_lock_the_owner_out() {
    let app = spawn_app_with(|settings| settings.server.behind_proxy = true).await;
    app.register("Priya", "priya@example.com").await;
    for n in 0..6 {
        let response = login_via_proxy(
            &app,
            "",
            &format!("198.51.100.{n}"),
            "priya@example.com",
            "wrong password",
        )
        .await;
        assert_eq!(response.status().as_u16(), 401, "attempt {n}");
    }
    let owner = login_via_proxy(&app, "", "203.0.113.20", "priya@example.com", PASSWORD).await;
    assert_eq!(
        owner.status().as_u16(),
        200,
        "the owner signs in from their own address"
    );
    // One address guessing one account is still stopped.
    for _ in 0..5 {
        login_via_proxy(&app, "", "198.51.100.200", "priya@example.com", "wrong password").await;
    }
    let sixth = login_via_proxy(&app, "", "198.51.100.200", "priya@example.com", "wrong password").await;
    assert_error(sixth, 429, "too_many_requests").await;
}

#[tokio::test]
async fn forgot_password_is_limited_per_email_too() {
    let app = spawn_app_with(|settings| settings.limits.auth_attempts_per_minute = 2).await;
    for _ in 0..2 {
        let ok = app
            .post_json("/api/v2/forgot-password", &json!({"email": "priya@example.com"}))
            .await;
        assert_eq!(ok.status().as_u16(), 200);
    }

    let third = app
        .post_json("/api/v2/forgot-password", &json!({"email": "PRIYA@example.com"}))
        .await;

    assert_error(third, 429, "too_many_requests").await;
}

#[tokio::test]
async fn only_the_admin_lists_users() {
    let app = spawn_app().await;
    assert_error(
        app.get("/api/v2/admin-get-all-users").await,
        401,
        "unauthenticated",
    )
    .await;

    app.register("Priya", "priya@example.com").await;
    assert_error(app.get("/api/v2/admin-get-all-users").await, 403, "forbidden").await;

    let seller = spawn_app().await;
    seller.register_active_shop("meera@example.com").await;
    assert_error(
        seller.get("/api/v2/admin-get-all-users").await,
        401,
        "unauthenticated",
    )
    .await;
}

#[tokio::test]
async fn the_admin_pages_and_searches_users() {
    let app = spawn_app().await;
    app.register("Priya Sharma", "priya@example.com").await;
    app.register_in(&app.new_browser(), "Anil", "anil@example.com")
        .await;
    let admin = crate::helpers::admin_browser(&app).await;

    let all: serde_json::Value = admin
        .get(app.url("/api/v2/admin-get-all-users?limit=2"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let found: serde_json::Value = admin
        .get(app.url("/api/v2/admin-get-all-users?search=sharma"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let bad = admin
        .get(app.url("/api/v2/admin-get-all-users?limit=1000&page=x"))
        .send()
        .await
        .unwrap();

    assert_eq!(all["total"], 3);
    assert_eq!(all["users"].as_array().unwrap().len(), 2);
    assert_eq!(found["users"][0]["email"], "priya@example.com");
    assert_eq!(found["total"], 1);
    let body = assert_error(bad, 400, "validation_failed").await;
    assert!(body["error"]["fields"]["page"].is_string());
}

#[tokio::test]
async fn every_kind_of_response_carries_the_security_headers() {
    let app = spawn_app().await;
    let asset = format!("/assets/{}", crate::helpers::ASSET_NAME);
    // An endpoint, a refusal, an unknown API path, a page, an asset, a missing picture, a probe.
    for path in [
        "/api/v2/products",
        "/api/v2/getuser",
        "/api/v2/no-such-endpoint",
        "/",
        "/product/anything",
        asset.as_str(),
        "/media/products/missing.jpg",
        "/healthz",
    ] {
        let response = app.get(path).await;
        let header = |name: &str| {
            response
                .headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_else(|| panic!("{path} ({}) has no {name}", response.status()))
                .to_owned()
        };
        assert_eq!(header("x-content-type-options"), "nosniff", "{path}");
        assert_eq!(
            header("referrer-policy"),
            "strict-origin-when-cross-origin",
            "{path}"
        );
        assert_eq!(header("x-frame-options"), "DENY", "{path}");
        let policy = header("content-security-policy");
        for directive in [
            "default-src 'self'",
            "frame-ancestors 'none'",
            "object-src 'none'",
        ] {
            assert!(policy.contains(directive), "{path}: {policy}");
        }
        assert!(
            !policy.contains("unsafe-inline") && !policy.contains("unsafe-eval"),
            "{path}: {policy}"
        );
        // Plain HTTP here: HSTS only when the deployment says it is behind HTTPS.
        assert!(
            response.headers().get("strict-transport-security").is_none(),
            "{path}"
        );
    }
}

#[tokio::test]
async fn behind_https_responses_also_carry_hsts() {
    let app = spawn_app_with(|settings| settings.session.secure_cookie = true).await;
    let response = app.get("/api/v2/products").await;
    assert_eq!(
        response.headers()["strict-transport-security"],
        "max-age=31536000; includeSubDomains"
    );
}
