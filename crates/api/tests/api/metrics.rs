//! `/metrics` on its own address (`metrics.bind`): what operators of several servers read.

use crate::helpers::{PASSWORD, spawn_app_with};

/// The value of the one series named `name` whose labels include every one of `labels`.
fn value(page: &str, name: &str, labels: &[&str]) -> Option<f64> {
    page.lines()
        .filter(|line| !line.starts_with('#'))
        .filter(|line| line.starts_with(&format!("{name}{{")) || line.starts_with(&format!("{name} ")))
        .find(|line| labels.iter().all(|label| line.contains(label)))
        .and_then(|line| line.rsplit(' ').next())
        .and_then(|v| v.parse().ok())
}

#[tokio::test]
async fn metrics_count_requests_by_route_and_report_the_pool_the_outbox_and_refusals() {
    let app = spawn_app_with(|settings| {
        settings.metrics.bind = Some("127.0.0.1:0".into());
        settings.limits.auth_attempts_per_minute = 2;
    })
    .await;
    let metrics = app.metrics_address.clone().expect("metrics.bind was set");

    for _ in 0..3 {
        let listing = app
            .client
            .get(app.url("/api/v2/products?limit=1"))
            .send()
            .await
            .unwrap();
        assert_eq!(listing.status().as_u16(), 200);
    }
    let missing = app
        .client
        .get(app.url("/api/v2/get-product-details/00000000-0000-0000-0000-000000000000"))
        .send()
        .await
        .unwrap();
    assert_eq!(missing.status().as_u16(), 404);
    // Two wrong passwords spend the budget of two; the third is refused.
    let mut statuses = Vec::new();
    for _ in 0..3 {
        statuses.push(app.login("nobody@example.com", PASSWORD).await.status().as_u16());
    }
    assert_eq!(statuses, [401, 401, 429]);
    // A newsletter sign-up leaves an email in the outbox (no server delivers in this test's
    // first moments, or it is sent: either way the gauge is read from the table).
    app.client
        .post(app.url("/api/v2/newsletter"))
        .json(&serde_json::json!({"email": "reader@example.com"}))
        .send()
        .await
        .unwrap();

    let page = reqwest::get(format!("{metrics}/metrics")).await.unwrap();
    assert_eq!(page.status().as_u16(), 200);
    assert!(
        page.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/plain")
    );
    let page = page.text().await.unwrap();

    // By route pattern, never by the path itself.
    let listed = ["route=\"/api/v2/products\"", "method=\"GET\"", "status=\"200\""];
    assert_eq!(
        value(&page, "haat_http_requests_total", &listed),
        Some(3.0),
        "{page}"
    );
    let not_found = ["route=\"/api/v2/get-product-details/{id}\"", "status=\"404\""];
    assert_eq!(
        value(&page, "haat_http_requests_total", &not_found),
        Some(1.0),
        "{page}"
    );
    assert!(!page.contains("00000000-0000"), "a path's id became a label");
    let timed = ["route=\"/api/v2/products\""];
    assert_eq!(
        value(&page, "haat_http_request_duration_seconds_count", &timed),
        Some(3.0),
        "{page}"
    );
    assert_eq!(
        value(&page, "haat_rate_limit_refusals_total", &["budget=\"sign-in\""]),
        Some(1.0),
        "{page}"
    );
    let open = value(&page, "haat_db_pool_connections", &["state=\"open\""]).unwrap_or(0.0);
    assert!(open >= 1.0, "{page}");
    let max = value(&page, "haat_db_pool_connections", &["state=\"max\""]).unwrap_or(0.0);
    assert!(max >= open, "{page}");
    assert!(
        value(&page, "haat_outbox_pending_emails", &[]).is_some(),
        "{page}"
    );
    // The storefront's cache was asked (what it answers depends on its settings here).
    let lookups: f64 = ["hit", "refresh", "miss"]
        .iter()
        .filter_map(|o| {
            value(
                &page,
                "haat_storefront_cache_lookups_total",
                &[&format!("outcome=\"{o}\"")],
            )
        })
        .sum();
    assert!(lookups >= 1.0, "{page}");

    // Never on the public address.
    let public = app.client.get(app.url("/metrics")).send().await.unwrap();
    let body = public.text().await.unwrap();
    assert!(!body.contains("haat_http_requests_total"));
}
