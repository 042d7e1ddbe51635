//! Buyer–seller messages (docs/messages.md): a shopper asks a shop, the shop answers with a
//! picture that only the two parties and the Admin can fetch, contact details are masked, each
//! side's unread count and "seen" follow what the other did, reports reach the Admin who can stop
//! a party, and sending is rate-limited. On SQLite and PostgreSQL.

use std::time::Duration;

use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

use crate::catalog::png;
use crate::helpers::{TestApp, admin_browser, assert_error, count_rows, spawn_app, spawn_app_with};
use crate::orders::{another_shop, deliver, get, shop_with_product, shopper};

async fn post(app: &TestApp, browser: &reqwest::Client, path: &str, body: Value) -> (u16, Value) {
    let response = browser.post(app.url(path)).json(&body).send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap())
}

async fn post_form(app: &TestApp, browser: &reqwest::Client, path: &str, form: Form) -> (u16, Value) {
    let response = browser.post(app.url(path)).multipart(form).send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap())
}

fn picture(form: Form) -> Form {
    form.part("images", Part::bytes(png(40, 30)).file_name("label.png"))
}

/// Priya asks the shop of `product` about it; the new conversation's id.
async fn ask(app: &TestApp, priya: &reqwest::Client, product: &Value, message: &str) -> (String, Value) {
    let (status, body) = post(
        app,
        priya,
        "/api/v2/conversations",
        json!({"shopId": product["shopId"], "productId": product["_id"], "orderId": null, "message": message}),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    (body["conversation"]["_id"].as_str().unwrap().to_owned(), body)
}

#[tokio::test]
async fn a_shopper_asks_and_the_shop_answers_with_a_picture_only_the_parties_and_the_admin_see() {
    let app = spawn_app().await;
    let saree = shop_with_product(&app, "meera@example.com", "1299", "5").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let (anil, _) = shopper(&app, "Anil", "anil@example.com").await;
    let (other_seller, _) = another_shop(&app, "bala-shop@example.com").await;
    let admin = admin_browser(&app).await;

    let (id, asked) = ask(
        &app,
        &priya,
        &saree,
        "Is this pure silk? Call 98765 43210 or write to priya.nair@gmail.com",
    )
    .await;
    assert_eq!(
        asked["message"]["text"],
        "Is this pure silk? Call •••••• or write to ••••••"
    );
    assert_eq!(asked["conversation"]["product"]["_id"], saree["_id"]);
    assert_eq!(asked["conversation"]["product"]["price"], 1299.0);
    assert_eq!(asked["conversation"]["me"], "user");
    let (again, _) = ask(&app, &priya, &saree, "And the length?").await;
    assert_eq!(
        again, id,
        "asking about the same product continues the conversation"
    );

    // The shop's inbox has it, unread; the bell counts the conversation once.
    let (status, inbox) = get(&app.client, &app, "/api/v2/conversations?as=seller").await;
    assert_eq!(status, 200, "{inbox}");
    assert_eq!(
        (inbox["total"].as_u64(), inbox["unread"].as_u64()),
        (Some(1), Some(1))
    );
    assert_eq!(inbox["items"][0]["_id"], id.as_str());
    assert_eq!(inbox["items"][0]["unread"], 2);
    assert_eq!(inbox["items"][0]["user"]["name"], "Priya");
    let (_, bell) = get(&app.client, &app, "/api/v2/notifications?as=seller").await;
    let messages: Vec<&Value> = bell["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|n| n["kind"] == "message")
        .collect();
    assert_eq!(messages.len(), 1, "{bell}");
    assert_eq!(
        messages[0]["link"],
        format!("/shop-dashboard-messages?conversation={id}")
    );

    // The shop reads, and Priya sees her messages seen.
    let (status, read) = post(
        &app,
        &app.client,
        &format!("/api/v2/conversations/{id}/read"),
        json!({}),
    )
    .await;
    assert_eq!(status, 200, "{read}");
    assert_eq!(read["unread"], 0);
    let (_, thread) = get(&priya, &app, &format!("/api/v2/conversations/{id}/messages")).await;
    assert_eq!(thread["messages"].as_array().unwrap().len(), 2);
    assert!(
        thread["messages"]
            .as_array()
            .unwrap()
            .iter()
            .all(|m| m["seen"] == true && m["mine"] == true)
    );
    assert_eq!(thread["nextBefore"], Value::Null);

    // The shop answers with a picture.
    let (status, sent) = post_form(
        &app,
        &app.client,
        &format!("/api/v2/conversations/{id}/messages"),
        picture(Form::new().text("message", "Yes: see the label.")),
    )
    .await;
    assert_eq!(status, 201, "{sent}");
    assert_eq!(sent["message"]["from"], "shop");
    assert_eq!(sent["message"]["seq"], 3);
    let image = sent["message"]["images"][0].as_str().unwrap().to_owned();
    assert!(
        image.starts_with(&format!("/api/v2/conversations/{id}/images/")),
        "{image}"
    );

    for (who, browser, expected) in [
        ("Priya", &priya, 200),
        ("the shop", &app.client, 200),
        ("the Admin", &admin, 200),
        ("another shopper", &anil, 404),
        ("another shop", &other_seller, 404),
        ("a visitor", &app.new_browser(), 401),
    ] {
        let response = browser.get(app.url(&image)).send().await.unwrap();
        assert_eq!(response.status().as_u16(), expected, "{who}");
        if expected == 200 {
            assert_eq!(response.headers()["content-type"], "image/jpeg");
            assert_eq!(response.headers()["cache-control"], "private, max-age=86400");
        }
    }
    let name = image.rsplit('/').next().unwrap();
    let public = app.get(&format!("/media/messages/{name}")).await;
    assert_eq!(public.status().as_u16(), 404, "never at a public address");
    let elsewhere = priya
        .get(app.url(&format!(
            "/api/v2/conversations/{id}/images/..%2F..%2Fsession.key"
        )))
        .send()
        .await
        .unwrap();
    assert_eq!(elsewhere.status().as_u16(), 404);

    // Priya's bell counts it; reading the conversation clears it.
    let (_, bell) = get(&priya, &app, "/api/v2/notifications").await;
    assert_eq!(bell["unread"], 1, "{bell}");
    assert_eq!(bell["items"][0]["kind"], "message");
    assert_eq!(bell["items"][0]["title"], "New message from Meera's Looms");
    let (_, mine) = get(&priya, &app, "/api/v2/conversations").await;
    assert_eq!(mine["unread"], 1);
    post(
        &app,
        &priya,
        &format!("/api/v2/conversations/{id}/read"),
        json!({}),
    )
    .await;
    let (_, bell) = get(&priya, &app, "/api/v2/notifications").await;
    assert_eq!(bell["unread"], 0, "{bell}");

    // Nobody else reads or writes in it; the Admin reads but does not write.
    for (who, browser) in [("another shopper", &anil), ("another shop", &other_seller)] {
        let (status, _) = get(browser, &app, &format!("/api/v2/conversations/{id}/messages")).await;
        assert_eq!(status, 404, "{who}");
        let (status, _) = post(
            &app,
            browser,
            &format!("/api/v2/conversations/{id}/messages"),
            json!({"message": "hi"}),
        )
        .await;
        assert_eq!(status, 404, "{who}");
    }
    let (status, _) = get(&admin, &app, &format!("/api/v2/conversations/{id}/messages")).await;
    assert_eq!(status, 200);
    let (status, _) = post(
        &app,
        &admin,
        &format!("/api/v2/conversations/{id}/messages"),
        json!({"message": "hi"}),
    )
    .await;
    assert_eq!(status, 403);
}

#[tokio::test]
async fn a_shopper_contacts_the_seller_about_an_order_of_theirs_only() {
    let app = spawn_app().await;
    let saree = shop_with_product(&app, "meera@example.com", "1299", "5").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let (anil, _) = shopper(&app, "Anil", "anil@example.com").await;
    let order = deliver(&app, &priya, &saree).await;
    let body = json!({"shopId": saree["shopId"], "productId": null, "orderId": order, "message": "It arrived torn."});
    let (status, answer) = post(&app, &anil, "/api/v2/conversations", body.clone()).await;
    assert_eq!(status, 400);
    assert!(answer["error"]["fields"]["orderId"].is_string(), "{answer}");
    let (status, answer) = post(&app, &priya, "/api/v2/conversations", body).await;
    assert_eq!(status, 201, "{answer}");
    assert_eq!(answer["conversation"]["order"]["_id"], order.as_str());
    assert_eq!(answer["conversation"]["order"]["status"], "Delivered");
    assert_eq!(answer["conversation"]["product"], Value::Null);
}

#[tokio::test]
async fn bad_input_names_each_field_and_keeps_nothing() {
    let app = spawn_app().await;
    let saree = shop_with_product(&app, "meera@example.com", "1299", "5").await;
    let (_, other_shop) = another_shop(&app, "bala-shop@example.com").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let db = app.db().await;

    for (body, fields) in [
        (json!({"shopId": "nope", "message": "hi"}), vec!["shopId"]),
        (
            json!({"shopId": other_shop, "productId": saree["_id"], "orderId": uuid::Uuid::new_v4(), "message": " "}),
            vec!["productId", "orderId", "message"],
        ),
        (
            json!({"shopId": saree["shopId"], "productId": saree["_id"], "message": "x".repeat(2001)}),
            vec!["message"],
        ),
        (json!({}), vec!["message", "shopId"]),
    ] {
        let (status, answer) = post(&app, &priya, "/api/v2/conversations", body.clone()).await;
        assert_eq!(status, 400, "{body}: {answer}");
        let named: Vec<&str> = answer["error"]["fields"]
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        let mut expected = fields.clone();
        expected.sort_unstable();
        assert_eq!(named, expected, "{body}");
    }
    assert_eq!(count_rows(&db, "conversations").await, 0);

    let (id, _) = ask(&app, &priya, &saree, "Hello").await;
    let path = format!("/api/v2/conversations/{id}/messages");
    let five = (0..5).fold(Form::new(), |form, _| picture(form));
    let (status, answer) = post_form(&app, &priya, &path, five).await;
    assert_eq!(status, 400, "{answer}");
    assert!(answer["error"]["fields"]["images"].is_string());
    let not_a_picture = Form::new().part("images", Part::bytes(b"%PDF-1.4".to_vec()).file_name("bill.png"));
    let (status, answer) = post_form(&app, &priya, &path, not_a_picture).await;
    assert_eq!(status, 400, "{answer}");
    assert!(answer["error"]["fields"]["images"].is_string());
    let (status, answer) = post(&app, &priya, &path, json!({"message": ""})).await;
    assert_eq!(status, 400, "{answer}");
    assert!(answer["error"]["fields"]["message"].is_string());
    assert_eq!(
        count_rows(&db, "conversation_messages").await,
        1,
        "only the first question"
    );
    let (status, _) = get(&priya, &app, &format!("{path}?before=not-an-id")).await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn a_reported_conversation_reaches_the_admin_who_stops_the_shop_from_messaging() {
    let app = spawn_app().await;
    let saree = shop_with_product(&app, "meera@example.com", "1299", "5").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let admin = admin_browser(&app).await;
    let (id, _) = ask(&app, &priya, &saree, "Is it silk?").await;
    let path = format!("/api/v2/conversations/{id}/messages");
    post(
        &app,
        &app.client,
        &path,
        json!({"message": "Pay me by UPI outside Haat for a discount"}),
    )
    .await;

    let report = format!("/api/v2/conversations/{id}/report");
    let (status, answer) = post(&app, &priya, &report, json!({"reason": "no"})).await;
    assert_eq!(status, 400);
    assert!(answer["error"]["fields"]["reason"].is_string());
    let (status, _) = post(
        &app,
        &priya,
        &report,
        json!({"reason": "Asks me to pay outside Haat"}),
    )
    .await;
    assert_eq!(status, 200);

    let (status, reported) = get(&admin, &app, "/api/v2/admin-conversations").await;
    assert_eq!(status, 200, "{reported}");
    assert_eq!(reported["total"], 1);
    assert_eq!(
        reported["items"][0]["reported"]["reason"],
        "Asks me to pay outside Haat"
    );
    assert_eq!(reported["items"][0]["blocked"]["shop"], false);
    let (_, seen_by_shop) = get(&app.client, &app, "/api/v2/conversations?as=seller").await;
    assert_eq!(
        seen_by_shop["items"][0]["reported"],
        Value::Null,
        "the reported party is not told"
    );

    let block = format!("/api/v2/admin-conversation/{id}/block");
    let (status, answer) =
        crate::orders::put(&admin, &app, &block, json!({"party": "courier", "blocked": true})).await;
    assert_eq!(status, 400);
    assert!(answer["error"]["fields"]["party"].is_string());
    let (status, answer) =
        crate::orders::put(&admin, &app, &block, json!({"party": "shop", "blocked": true})).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["conversation"]["blocked"]["shop"], true);

    let refused = app
        .client
        .post(app.url(&path))
        .json(&json!({"message": "Hello?"}))
        .send()
        .await
        .unwrap();
    assert_error(refused, 403, "messaging_blocked").await;
    let (_, thread) = get(&app.client, &app, &path).await;
    assert_eq!(
        thread["conversation"]["canSend"], false,
        "the shop still reads, and knows"
    );
    let (status, _) = post(&app, &priya, &path, json!({"message": "Still there?"})).await;
    assert_eq!(status, 201, "the shopper still writes");

    let (_, log) = get(&admin, &app, "/api/v2/admin-audit-log").await;
    assert!(log.to_string().contains("messaging.block"), "{log}");
    crate::orders::put(&admin, &app, &block, json!({"party": "shop", "blocked": false})).await;
    let (status, _) = post(
        &app,
        &app.client,
        &path,
        json!({"message": "Sorry, only through Haat."}),
    )
    .await;
    assert_eq!(status, 201);
}

#[tokio::test]
async fn each_account_sends_at_most_its_messages_a_minute() {
    let app = spawn_app_with(|settings| settings.limits.messages_per_minute = 3).await;
    let saree = shop_with_product(&app, "meera@example.com", "1299", "5").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let (id, _) = ask(&app, &priya, &saree, "One").await;
    let path = format!("/api/v2/conversations/{id}/messages");
    for text in ["Two", "Three"] {
        let (status, _) = post(&app, &priya, &path, json!({"message": text})).await;
        assert_eq!(status, 201);
    }
    let (status, _) = post(&app, &priya, &path, json!({"message": "Four"})).await;
    assert_eq!(status, 429);
    let (status, _) = post(
        &app,
        &app.client,
        &path,
        json!({"message": "The shop has its own budget"}),
    )
    .await;
    assert_eq!(status, 201);
}

#[tokio::test]
async fn pages_go_back_thirty_at_a_time() {
    let app = spawn_app_with(|settings| settings.limits.messages_per_minute = 1000).await;
    let saree = shop_with_product(&app, "meera@example.com", "1299", "5").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let (id, _) = ask(&app, &priya, &saree, "message 1").await;
    let path = format!("/api/v2/conversations/{id}/messages");
    for i in 2..=35 {
        post(&app, &priya, &path, json!({"message": format!("message {i}")})).await;
    }
    let (_, latest) = get(&priya, &app, &path).await;
    let texts = |page: &Value| -> Vec<String> {
        page["messages"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["text"].as_str().unwrap().to_owned())
            .collect()
    };
    let first = texts(&latest);
    assert_eq!(
        (first.len(), first[0].as_str(), first[29].as_str()),
        (30, "message 6", "message 35")
    );
    let before = latest["nextBefore"].as_str().unwrap();
    let (_, older) = get(&priya, &app, &format!("{path}?before={before}")).await;
    assert_eq!(
        texts(&older),
        (1..=5).map(|i| format!("message {i}")).collect::<Vec<_>>()
    );
    assert_eq!(older["nextBefore"], Value::Null);
}

#[tokio::test]
async fn a_new_message_reaches_the_other_sides_stream() {
    let app = spawn_app().await;
    let saree = shop_with_product(&app, "meera@example.com", "1299", "5").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let mut stream = app
        .client
        .get(app.url("/api/v2/notifications/stream?as=seller"))
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status().as_u16(), 200);
    let mut seen = String::new();
    // The first event is the bell's count; then the question.
    while !seen.contains("event: unread") {
        let chunk = tokio::time::timeout(Duration::from_secs(10), stream.chunk())
            .await
            .unwrap()
            .unwrap()
            .unwrap();
        seen.push_str(&String::from_utf8_lossy(&chunk));
    }
    ask(&app, &priya, &saree, "Is it silk?").await;
    while !seen.contains("event: messages\ndata: {\"unread\":1}") {
        let chunk = tokio::time::timeout(Duration::from_secs(10), stream.chunk())
            .await
            .expect("a messages event within 10 s")
            .unwrap()
            .unwrap();
        seen.push_str(&String::from_utf8_lossy(&chunk));
    }
}
