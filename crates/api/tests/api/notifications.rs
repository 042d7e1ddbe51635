//! The notification centre and order emails (docs/notifications.md): an order's life tells its
//! shopper and its shop each step once, in the centre and by email; choices switch emails off
//! but never the order confirmation; the live stream carries the unread count. On SQLite and
//! PostgreSQL.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app};
use crate::orders::{checkout, cod, get, line, put, return_all, shop_with_product, shopper};
use crate::tracking::days_ahead;

/// The notifications of whoever `browser` is signed in as (`?as=seller` for a shop), waiting
/// until there are `count` of them.
async fn notifications(app: &TestApp, browser: &reqwest::Client, audience: &str, count: usize) -> Value {
    let started = Instant::now();
    loop {
        let (status, body) = get(browser, app, &format!("/api/v2/notifications{audience}")).await;
        assert_eq!(status, 200, "{body}");
        let items = body["items"].as_array().unwrap().len();
        if items >= count {
            assert_eq!(items, count, "more notifications than expected: {body}");
            return body;
        }
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "{items} of {count} notifications arrived: {body}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

fn kinds(page: &Value) -> Vec<&str> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["kind"].as_str().unwrap())
        .collect()
}

/// The subjects of every email to `to`, oldest first.
fn subjects(app: &TestApp, to: &str) -> Vec<String> {
    app.emails(to)
        .iter()
        .map(|m| {
            m.lines()
                .find_map(|l| l.strip_prefix("Subject: "))
                .unwrap_or_default()
                .to_owned()
        })
        .collect()
}

async fn status(app: &TestApp, order: &str, shop: &str, body: Value) {
    let (status, answer) = put(
        &app.client,
        app,
        format!("/api/v2/update-order-status/{order}/{shop}"),
        body,
    )
    .await;
    assert_eq!(status, 200, "{answer}");
}

#[tokio::test]
async fn an_orders_life_tells_the_shopper_and_the_shop_each_step_once() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "500", "5").await;
    let shop = kurta["shopId"].as_str().unwrap().to_owned();
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let before = app.emails_to("priya@example.com");
    let (_, placed) = checkout(&app, &priya, "life", &cod(vec![line(&kurta, 3)])).await;
    let order = placed["orders"][0]["_id"].as_str().unwrap().to_owned();
    let number = format!("#{}", order.replace('-', "")[..8].to_uppercase());
    // Low stock is judged when the order is told: wait for it, before the return restocks.
    notifications(&app, &app.client, "?as=seller", 2).await;

    status(
        &app,
        &order,
        &shop,
        json!({"status": "Transferred to delivery partner", "courier": "Delhivery",
               "trackingNumber": "DL123456789IN", "expectedDelivery": days_ahead(4)}),
    )
    .await;
    for next in ["Shipping", "On the way", "Delivered"] {
        status(&app, &order, &shop, json!({"status": next})).await;
    }
    let (code, body) = put(
        &priya,
        &app,
        format!("/api/v2/order-refund/{order}"),
        return_all(),
    )
    .await;
    assert_eq!(code, 200, "{body}");
    let (code, body) = put(
        &app.client,
        &app,
        format!("/api/v2/shop-order-refund-success/{order}"),
        json!({"status": "Refund Success"}),
    )
    .await;
    assert_eq!(code, 200, "{body}");

    let mine = notifications(&app, &priya, "", 7).await;
    assert_eq!(
        kinds(&mine),
        [
            "refund-approved",
            "refund-requested",
            "order-delivered",
            "order-on-the-way",
            "order-shipping",
            "order-transferred",
            "order-placed",
        ]
    );
    assert_eq!(mine["unread"], 7);
    let placed_notice = &mine["items"][6];
    assert_eq!(placed_notice["link"], format!("/user/order/{order}"));
    assert_eq!(placed_notice["body"], "Your order of ₹1,500.00 is confirmed.");
    assert_eq!(mine["items"][0]["title"], "Refund of ₹1,500.00 approved");

    // Three units of five sold: the shop hears of the order, of the stock running low and of the
    // return, but not of its own moves.
    let shops = notifications(&app, &app.client, "?as=seller", 3).await;
    let mut at_placing = kinds(&shops)[1..].to_vec();
    at_placing.sort_unstable();
    assert_eq!(
        (kinds(&shops)[0], at_placing),
        ("shop-refund-requested", vec!["low-stock", "new-order"])
    );
    let new_order = shops["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["kind"] == "new-order")
        .unwrap();
    assert_eq!(new_order["link"], format!("/shop/order/{order}/{shop}"));

    // One email per step, in order, each once (the outbox is drained by then).
    let expected = [
        "Your Haat order is confirmed".to_owned(),
        format!("Order {number} is with the courier"),
        format!("Order {number} has shipped"),
        format!("Order {number} is on its way"),
        format!("Order {number} was delivered"),
        format!("We have your return request for order {number}"),
        "Refund of ₹1,500.00 approved".to_owned(),
    ];
    let started = Instant::now();
    while app.emails_to("priya@example.com") < before + expected.len()
        && started.elapsed() < Duration::from_secs(10)
    {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_millis(400)).await;
    let got: Vec<String> = subjects(&app, "priya@example.com")[before..].to_vec();
    let got: Vec<String> = got.iter().map(|s| decode_subject(s)).collect();
    assert_eq!(got, expected);
    // Quoted-printable writes `=` as `=3D`.
    let confirmation = app
        .email_with("priya@example.com", "Your Haat order is confirmed")
        .await
        .replace("=3D", "=");
    assert!(confirmation.contains("multipart/alternative"), "{confirmation}");
    assert!(confirmation.contains(&format!("/user/order/{order}")));
    assert!(
        confirmation.contains("/account?tab=notifications"),
        "the footer links to the settings"
    );
    assert!(confirmation.contains("Message-ID: <"), "{confirmation}");
    let courier = app.email_with("priya@example.com", "DL123456789IN").await;
    assert!(courier.contains("Delhivery"));

    // Reading: one, then all; the count follows.
    let first = mine["items"][0]["_id"].as_str().unwrap();
    let (code, read) = post(
        &app,
        &priya,
        "/api/v2/notifications/read",
        json!({"ids": [first]}),
    )
    .await;
    assert_eq!((code, read["unread"].as_u64()), (200, Some(6)));
    let (code, read) = post(&app, &priya, "/api/v2/notifications/read", json!({"all": true})).await;
    assert_eq!((code, read["unread"].as_u64()), (200, Some(0)));
    let (_, again) = get(&priya, &app, "/api/v2/notifications").await;
    assert!(
        again["items"]
            .as_array()
            .unwrap()
            .iter()
            .all(|n| n["read"] == true)
    );
    assert_eq!(again["unread"], 0);
}

/// A subject as written: plain ASCII, or RFC 2047 encoded words (UTF-8, base64 or Q).
fn decode_subject(subject: &str) -> String {
    use base64::Engine as _;
    subject
        .split(' ')
        .map(|word| {
            word.strip_prefix("=?utf-8?b?")
                .or_else(|| word.strip_prefix("=?UTF-8?B?"))
                .and_then(|rest| rest.strip_suffix("?="))
                .and_then(|b64| base64::engine::general_purpose::STANDARD.decode(b64).ok())
                .map_or_else(
                    || word.to_owned(),
                    |bytes| String::from_utf8_lossy(&bytes).into_owned(),
                )
        })
        .collect::<Vec<_>>()
        .join(" ")
}

async fn post(app: &TestApp, browser: &reqwest::Client, path: &str, body: Value) -> (u16, Value) {
    let response = browser.post(app.url(path)).json(&body).send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap())
}

#[tokio::test]
async fn a_switched_off_topic_sends_no_email_but_the_confirmation_stays_on() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "500", "50").await;
    let shop = kurta["shopId"].as_str().unwrap().to_owned();
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;

    let (code, refused) = put(
        &priya,
        &app,
        "/api/v2/notification-settings",
        json!({"settings": [{"topic": "deliveries", "email": false}, {"topic": "order-placed", "email": false}]}),
    )
    .await;
    assert_eq!(code, 400, "{refused}");
    assert_eq!(
        refused["error"]["fields"]["settings"],
        "order-placed emails cannot be switched off"
    );
    let (code, foreign) = put(
        &priya,
        &app,
        "/api/v2/notification-settings",
        json!({"settings": [{"topic": "low-stock", "email": false}]}),
    )
    .await;
    assert_eq!(code, 400, "{foreign}");
    let (_, unchanged) = get(&priya, &app, "/api/v2/notification-settings").await;
    let deliveries = |body: &Value| {
        body["settings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["topic"] == "deliveries")
            .unwrap()["email"]
            .clone()
    };
    assert_eq!(deliveries(&unchanged), true, "a refused list changes nothing");

    let (code, saved) = put(
        &priya,
        &app,
        "/api/v2/notification-settings",
        json!({"settings": [{"topic": "deliveries", "email": false}]}),
    )
    .await;
    assert_eq!(code, 200, "{saved}");
    assert_eq!(deliveries(&saved), false);
    let locked: Vec<&str> = saved["settings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["locked"] == true)
        .map(|s| s["topic"].as_str().unwrap())
        .collect();
    assert_eq!(locked, ["order-placed", "refunds"]);

    let before = app.emails_to("priya@example.com");
    let (_, placed) = checkout(&app, &priya, "quiet", &cod(vec![line(&kurta, 1)])).await;
    let order = placed["orders"][0]["_id"].as_str().unwrap().to_owned();
    status(&app, &order, &shop, json!({"status": "Shipping"})).await;
    let mine = notifications(&app, &priya, "", 2).await;
    assert_eq!(kinds(&mine), ["order-shipping", "order-placed"]);
    app.email_with("priya@example.com", "Your Haat order is confirmed")
        .await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(
        app.emails_to("priya@example.com"),
        before + 1,
        "only the confirmation was emailed"
    );

    // The seller's own choices are the shop's: a shopper's topic is not one of them.
    let (code, shop_settings) = get(&app.client, &app, "/api/v2/notification-settings?as=seller").await;
    assert_eq!(code, 200);
    let topics: Vec<&str> = shop_settings["settings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["topic"].as_str().unwrap())
        .collect();
    assert_eq!(
        topics,
        [
            "new-orders",
            "cancellations",
            "refunds",
            "withdrawals",
            "low-stock",
            "daily-summary"
        ]
    );
    let summary = shop_settings["settings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["topic"] == "daily-summary")
        .unwrap();
    assert_eq!(
        summary["email"], false,
        "the daily summary is asked for, not sent unasked"
    );
}

#[tokio::test]
async fn no_one_reads_or_marks_anothers_notifications() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "500", "50").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let (ravi, _) = shopper(&app, "Ravi", "ravi@example.com").await;
    checkout(&app, &priya, "mine", &cod(vec![line(&kurta, 1)])).await;
    let mine = notifications(&app, &priya, "", 1).await;
    let id = mine["items"][0]["_id"].as_str().unwrap();

    let (_, theirs) = get(&ravi, &app, "/api/v2/notifications").await;
    assert_eq!(theirs["items"], json!([]));
    let (code, after) = post(&app, &ravi, "/api/v2/notifications/read", json!({"ids": [id]})).await;
    assert_eq!((code, after["unread"].as_u64()), (200, Some(0)));
    let (_, still) = get(&priya, &app, "/api/v2/notifications").await;
    assert_eq!(still["unread"], 1, "another's id is ignored");

    let visitor = app.new_browser();
    assert_eq!(app.status_in(&visitor, "/api/v2/notifications").await, 401);
    assert_eq!(
        app.status_in(&priya, "/api/v2/notifications?as=seller").await,
        401
    );
    let (code, wrong) = get(&priya, &app, "/api/v2/notifications?as=admin").await;
    assert_eq!(code, 400);
    assert!(wrong["error"]["fields"]["as"].is_string(), "{wrong}");
    let (code, bad) = post(&app, &priya, "/api/v2/notifications/read", json!({"ids": ["x"]})).await;
    assert_eq!(code, 400);
    assert!(bad["error"]["fields"]["ids"].is_string(), "{bad}");
}

#[tokio::test]
async fn the_stream_carries_the_unread_count_as_it_changes() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "500", "50").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let mut stream = priya
        .get(app.url("/api/v2/notifications/stream"))
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status().as_u16(), 200);
    assert_eq!(
        stream.headers()["content-type"].to_str().unwrap(),
        "text/event-stream"
    );
    let mut seen = String::new();
    let mut next_count = async || -> u64 {
        loop {
            if let Some(at) = seen.find("event: unread\ndata: ") {
                let rest = &seen[at + 20..];
                let end = rest.find("\n\n").unwrap_or(rest.len());
                if rest[..end].ends_with('}') {
                    let data: Value = serde_json::from_str(&rest[..end]).unwrap();
                    seen = rest[end..].to_owned();
                    return data["unread"].as_u64().unwrap();
                }
            }
            let chunk = tokio::time::timeout(Duration::from_secs(10), stream.chunk())
                .await
                .expect("an event within 10 s")
                .unwrap()
                .expect("the stream is open");
            seen.push_str(&String::from_utf8_lossy(&chunk));
        }
    };
    assert_eq!(next_count().await, 0);
    checkout(&app, &priya, "live", &cod(vec![line(&kurta, 1)])).await;
    assert_eq!(next_count().await, 1);
}

#[tokio::test]
async fn a_cancellation_says_who_and_why_and_the_shop_hears_of_the_shoppers() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "500", "50").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let (_, placed) = checkout(&app, &priya, "cancel", &cod(vec![line(&kurta, 1)])).await;
    let order = placed["orders"][0]["_id"].as_str().unwrap().to_owned();
    notifications(&app, &app.client, "?as=seller", 1).await;
    let (code, body) = post(
        &app,
        &priya,
        &format!("/api/v2/order-cancel/{order}"),
        json!({"reason": "Ordered the wrong colour"}),
    )
    .await;
    assert_eq!(code, 200, "{body}");

    let mine = notifications(&app, &priya, "", 2).await;
    assert_eq!(kinds(&mine), ["order-cancelled", "order-placed"]);
    assert!(
        mine["items"][0]["body"]
            .as_str()
            .unwrap()
            .starts_with("You cancelled your order #"),
        "{mine}"
    );
    let shops = notifications(&app, &app.client, "?as=seller", 2).await;
    assert_eq!(kinds(&shops), ["shop-order-cancelled", "new-order"]);
    let email = app.email_with("priya@example.com", "was cancelled").await;
    assert!(
        email.contains("Ordered the wrong colour"),
        "the reason is in the email"
    );
}

#[tokio::test]
async fn a_rejected_return_tells_the_shopper_the_shops_reason() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "500", "50").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let order = crate::orders::deliver(&app, &priya, &kurta).await;
    let (code, body) = put(
        &priya,
        &app,
        format!("/api/v2/order-refund/{order}"),
        return_all(),
    )
    .await;
    assert_eq!(code, 200, "{body}");
    let (code, body) = put(
        &app.client,
        &app,
        format!("/api/v2/shop-order-refund-reject/{order}"),
        json!({"reason": "The kurta came back washed and worn"}),
    )
    .await;
    assert_eq!(code, 200, "{body}");
    let mine = notifications(&app, &priya, "", 4).await;
    assert_eq!(
        kinds(&mine),
        [
            "refund-rejected",
            "refund-requested",
            "order-delivered",
            "order-placed"
        ]
    );
    let email = app.email_with("priya@example.com", "not accepted").await;
    assert!(email.contains("The kurta came back washed and worn"), "{email}");
    assert!(email.contains("You may ask Haat to review it"), "{email}");
}

#[tokio::test]
async fn three_days_after_delivery_the_shopper_is_asked_for_a_review_once_and_summaries_are_asked_for() {
    // 06:00 in India: no summary is due before 09:00.
    let start = chrono::DateTime::parse_from_rfc3339("2026-12-01T00:30:00Z")
        .unwrap()
        .to_utc();
    let app = crate::helpers::spawn_app_at(start, |settings| {
        settings.tasks.reminders_every_secs = 1;
    })
    .await;
    let clock = app.clock.clone().unwrap();
    let kurta = shop_with_product(&app, "meera@example.com", "500", "50").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let (code, chosen) = put(
        &app.client,
        &app,
        "/api/v2/notification-settings?as=seller",
        json!({"settings": [{"topic": "daily-summary", "email": true}]}),
    )
    .await;
    assert_eq!(code, 200, "{chosen}");
    let order = crate::orders::deliver(&app, &priya, &kurta).await;
    notifications(&app, &priya, "", 2).await;

    clock.advance(chrono::Duration::days(3) + chrono::Duration::minutes(1));
    let mine = notifications(&app, &priya, "", 3).await;
    assert_eq!(mine["items"][0]["kind"], "review-reminder");
    assert_eq!(mine["items"][0]["link"], format!("/user/order/{order}"));
    // Three days on it is 06:31 in India on 4 December: the summary of the 3rd waits for 09:00.
    let shops = notifications(&app, &app.client, "?as=seller", 1).await;
    assert_eq!(kinds(&shops), ["new-order"]);
    clock.advance(chrono::Duration::hours(3));
    let shops = notifications(&app, &app.client, "?as=seller", 2).await;
    assert_eq!(shops["items"][0]["kind"], "daily-summary");
    assert_eq!(shops["items"][0]["title"], "Your day on Haat: 3 December 2026");
    tokio::time::sleep(Duration::from_millis(2_500)).await;
    let (_, again) = get(&priya, &app, "/api/v2/notifications").await;
    assert_eq!(again["total"], 3, "the reminder is sent once: {again}");
    let (_, shops_again) = get(&app.client, &app, "/api/v2/notifications?as=seller").await;
    assert_eq!(shops_again["total"], 2, "one summary a day: {shops_again}");
}
