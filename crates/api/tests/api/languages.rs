//! The server speaks English, Hindi, Spanish and French (docs/i18n.md): an answer's
//! messages are in the signed-in account's language, else the `Accept-Language` one, else
//! English, and an account's emails are in its own. On SQLite and PostgreSQL.

use std::time::{Duration, Instant};

use reqwest::header::{ACCEPT_LANGUAGE, CONTENT_LANGUAGE};
use sea_orm::ConnectionTrait as _;
use serde_json::{Value, json};

use crate::helpers::{PASSWORD, TestApp, assert_error, shop_body, spawn_app};

async fn get_in(app: &TestApp, browser: &reqwest::Client, path: &str, language: &str) -> reqwest::Response {
    browser
        .get(app.url(path))
        .header(ACCEPT_LANGUAGE, language)
        .send()
        .await
        .unwrap()
}

/// The subject and text of the newest email queued for `to`, waiting for it to be written.
async fn newest_email(app: &TestApp, to: &str) -> (String, String) {
    let db = app.db().await;
    let connection = db.connection();
    let started = Instant::now();
    loop {
        let row = connection
            .query_one_raw(sea_orm::Statement::from_string(
                connection.get_database_backend(),
                format!(
                    "SELECT subject, body_text FROM outbox_emails WHERE to_address = '{to}' \
                     ORDER BY created_at DESC"
                ),
            ))
            .await
            .unwrap();
        if let Some(row) = row {
            return (
                row.try_get::<String>("", "subject").unwrap(),
                row.try_get::<String>("", "body_text").unwrap(),
            );
        }
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "no email to {to} was queued"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn a_visitor_is_answered_in_the_accept_language_language() {
    let app = spawn_app().await;
    let response = get_in(&app, &app.client, "/api/v2/getuser", "hi-IN,hi;q=0.9,en;q=0.8").await;
    assert_eq!(response.headers()[CONTENT_LANGUAGE], "hi");
    let body = assert_error(response, 401, "unauthenticated").await;
    assert_eq!(body["message"], "कृपया जारी रखने के लिए साइन इन करें।");

    // Without a language Haat speaks, English; and English says exactly what it always said.
    let response = get_in(&app, &app.client, "/api/v2/getuser", "de-DE, ja;q=0.5").await;
    assert_eq!(response.headers()[CONTENT_LANGUAGE], "en");
    let body = assert_error(response, 401, "unauthenticated").await;
    assert_eq!(body["error"]["message"], "Please sign in to continue.");
}

#[tokio::test]
async fn a_validation_errors_fields_are_in_french() {
    let app = spawn_app().await;
    let response = app
        .client
        .post(app.url("/api/v2/login"))
        .header(ACCEPT_LANGUAGE, "fr-CA;q=0.8")
        .json(&json!({"email": "pas une adresse", "password": ""}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.headers()[CONTENT_LANGUAGE], "fr");
    let body = assert_error(response, 400, "validation_failed").await;
    assert_eq!(
        body["error"]["fields"]["email"],
        "saisissez une adresse e-mail valide"
    );
    assert_eq!(body["error"]["fields"]["password"], "est obligatoire");
    assert_eq!(
        body["message"],
        "email: saisissez une adresse e-mail valide; password: est obligatoire"
    );
}

#[tokio::test]
async fn errors_that_answer_before_the_session_is_read_are_translated_too() {
    let app = spawn_app().await;
    // A write from another site is refused before the session middleware runs.
    let response = reqwest::Client::new()
        .post(app.url("/api/v2/login"))
        .header("Origin", "https://evil.example")
        .header(ACCEPT_LANGUAGE, "es")
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.headers()[CONTENT_LANGUAGE], "es");
    let body = assert_error(response, 403, "cross_origin").await;
    assert_eq!(
        body["message"],
        "Esta solicitud no procede de las páginas de Haat y se ha rechazado."
    );
}

#[tokio::test]
async fn a_signed_in_hindi_shopper_is_answered_in_hindi_whatever_the_browser_asks() {
    let app = spawn_app().await;
    // Registered from a Hindi browser: the account speaks Hindi.
    let form = reqwest::multipart::Form::new()
        .text("name", "Priya")
        .text("email", "priya@example.com")
        .text("password", PASSWORD);
    let created = app
        .client
        .post(app.url("/api/v2/create-user"))
        .header(ACCEPT_LANGUAGE, "hi")
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(created.status().as_u16(), 201);
    let created: Value = created.json().await.unwrap();
    assert_eq!(created["user"]["language"], "hi");

    // Its session answers in Hindi even when the browser asks for English.
    let response = app
        .client
        .delete(app.url("/api/v2/delete-user-address/not-an-id"))
        .header(ACCEPT_LANGUAGE, "en")
        .send()
        .await
        .unwrap();
    assert_eq!(response.headers()[CONTENT_LANGUAGE], "hi");
    let body = assert_error(response, 404, "not_found").await;
    assert_eq!(body["message"], "इस आईडी का कोई पता आपके अकाउंट में नहीं है।");

    // Signing in again elsewhere keeps the account's language.
    let other = app.new_browser();
    let signed_in = app.login_in(&other, "priya@example.com", PASSWORD).await;
    assert_eq!(signed_in.status().as_u16(), 200);
    let refused = other
        .put(app.url("/api/v2/update-user"))
        .header(ACCEPT_LANGUAGE, "en")
        .json(&json!({"name": "Priya", "email": "priya@example.com", "password": "wrong password"}))
        .send()
        .await
        .unwrap();
    let body = assert_error(refused, 400, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["password"], "गलत है");
}

#[tokio::test]
async fn update_user_language_saves_it_and_the_session_speaks_it_at_once() {
    let app = spawn_app().await;
    let registered = app.register("Priya", "priya@example.com").await;
    assert_eq!(registered["user"]["language"], "en");

    let changed = app
        .put_json("/api/v2/update-user-language", &json!({"language": "es"}))
        .await;
    assert_eq!(changed.status().as_u16(), 200);
    let changed: Value = changed.json().await.unwrap();
    assert_eq!(changed["user"]["language"], "es");

    let user: Value = app.get("/api/v2/getuser").await.json().await.unwrap();
    assert_eq!(user["user"]["language"], "es");

    let response = app
        .client
        .put(app.url("/api/v2/update-user-password"))
        .json(&json!({"oldPassword": "", "newPassword": "a new password", "confirmPassword": "another"}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.headers()[CONTENT_LANGUAGE], "es");
    let body = assert_error(response, 400, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["oldPassword"], "es obligatorio");
    assert_eq!(
        body["error"]["fields"]["confirmPassword"],
        "no coincide con la nueva contraseña"
    );

    // update-user may change it too, with the password.
    let updated = app
        .put_json(
            "/api/v2/update-user",
            &json!({"name": "Priya", "email": "priya@example.com", "password": PASSWORD, "language": "fr"}),
        )
        .await;
    assert_eq!(updated.status().as_u16(), 200);
    let user: Value = app.get("/api/v2/getuser").await.json().await.unwrap();
    assert_eq!(user["user"]["language"], "fr");
}

#[tokio::test]
async fn a_language_haat_does_not_speak_is_refused_naming_the_field() {
    let app = spawn_app().await;
    app.register("Priya", "priya@example.com").await;
    for body in [
        json!({"language": "de"}),
        json!({"language": "HI"}),
        json!({"language": ""}),
    ] {
        let response = app.put_json("/api/v2/update-user-language", &body).await;
        let error = assert_error(response, 400, "validation_failed").await;
        assert_eq!(
            error["error"]["fields"]["language"], "must be one of en, hi, es or fr",
            "{body}"
        );
    }
    let response = app
        .put_json(
            "/api/v2/update-user",
            &json!({"name": "Priya", "email": "priya@example.com", "password": PASSWORD, "language": "xx"}),
        )
        .await;
    let error = assert_error(response, 400, "validation_failed").await;
    assert!(error["error"]["fields"]["language"].is_string(), "{error}");
    let user: Value = app.get("/api/v2/getuser").await.json().await.unwrap();
    assert_eq!(user["user"]["language"], "en", "nothing was changed");
}

#[tokio::test]
async fn a_seller_chooses_a_language_and_is_answered_in_it() {
    let app = spawn_app().await;
    let seller = app.register_active_shop("meera@example.com").await;
    assert_eq!(seller["language"], "en");

    let refused = app
        .put_json("/api/v2/update-shop-language", &json!({"language": "klingon"}))
        .await;
    let error = assert_error(refused, 400, "validation_failed").await;
    assert!(error["error"]["fields"]["language"].is_string(), "{error}");

    let changed = app
        .put_json("/api/v2/update-shop-language", &json!({"language": "hi"}))
        .await;
    assert_eq!(changed.status().as_u16(), 200);
    let changed: Value = changed.json().await.unwrap();
    assert_eq!(changed["seller"]["language"], "hi");
    let seller: Value = app.get("/api/v2/getseller").await.json().await.unwrap();
    assert_eq!(seller["seller"]["language"], "hi");

    let response = app
        .put_json("/api/v2/update-shop", &json!({"name": "Meera Iyer"}))
        .await;
    assert_eq!(response.headers()[CONTENT_LANGUAGE], "hi");
    let body = assert_error(response, 400, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["shopName"], "ज़रूरी है");
}

#[tokio::test]
async fn a_password_reset_for_a_hindi_account_is_written_in_hindi() {
    let app = spawn_app().await;
    app.register("Priya", "priya@example.com").await;
    let changed = app
        .put_json("/api/v2/update-user-language", &json!({"language": "hi"}))
        .await;
    assert_eq!(changed.status().as_u16(), 200);

    // Asked from an English browser: the email follows the account, not the request.
    let asked = app
        .new_browser()
        .post(app.url("/api/v2/forgot-password"))
        .header(ACCEPT_LANGUAGE, "en")
        .json(&json!({"email": "priya@example.com"}))
        .send()
        .await
        .unwrap();
    assert_eq!(asked.status().as_u16(), 200);
    let (subject, text) = newest_email(&app, "priya@example.com").await;
    assert_eq!(subject, "अपना Haat पासवर्ड रीसेट करें");
    assert!(text.starts_with("नमस्ते Priya,\n\n"), "{text}");
    assert!(text.contains("नया पासवर्ड चुनें: "), "{text}");
    assert!(text.contains("/reset-password/"), "{text}");
    assert!(text.ends_with("Haat टीम\n"), "{text}");
}

#[tokio::test]
async fn a_shop_registered_in_spanish_gets_its_activation_link_in_spanish() {
    let app = spawn_app().await;
    let created = app
        .client
        .post(app.url("/api/v2/shop-create"))
        .header(ACCEPT_LANGUAGE, "es-MX,es;q=0.9")
        .json(&shop_body("meera@example.com"))
        .send()
        .await
        .unwrap();
    assert_eq!(created.status().as_u16(), 201);
    let (subject, text) = newest_email(&app, "meera@example.com").await;
    assert_eq!(subject, "Activa tu tienda en Haat");
    assert!(
        text.contains("Gracias por abrir Meera's Looms en Haat."),
        "{text}"
    );

    // The activated seller is answered in Spanish.
    let token = app
        .token_from_mailbox("meera@example.com", "/shop-activation/")
        .await;
    let activated = app
        .post_json("/api/v2/shop-activation", &json!({ "token": token }))
        .await;
    let activated: Value = activated.json().await.unwrap();
    assert_eq!(activated["seller"]["language"], "es");
}

#[tokio::test]
async fn an_english_answer_is_exactly_what_it_was() {
    let app = spawn_app().await;
    let body = assert_error(app.get("/api/v2/getuser").await, 401, "unauthenticated").await;
    assert_eq!(body["message"], "Please sign in to continue.");
    let response = app
        .post_json(
            "/api/v2/login",
            &json!({"email": "nobody@example.com", "password": PASSWORD}),
        )
        .await;
    let body = assert_error(response, 401, "invalid_credentials").await;
    assert_eq!(body["message"], "The email or password is incorrect.");
}

#[tokio::test]
async fn a_hindi_seller_is_told_in_hindi_what_is_wrong_with_a_product() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    let changed = app
        .put_json("/api/v2/update-shop-language", &json!({"language": "hi"}))
        .await;
    assert_eq!(changed.status().as_u16(), 200);

    let form = crate::catalog::product_form(&[
        ("sellingPrice", Some("1500")),
        ("category", Some("Groceries")),
        ("colorHex", None),
        ("stock", Some("-1")),
    ]);
    let response = app.post_form("/api/v2/create-product", form).await;
    assert_eq!(response.headers()[CONTENT_LANGUAGE], "hi");
    let body = assert_error(response, 400, "validation_failed").await;
    let fields = &body["error"]["fields"];
    assert_eq!(
        fields["sellingPrice"],
        "बेचने की कीमत असली कीमत से ज़्यादा नहीं हो सकती"
    );
    assert_eq!(fields["category"], "अनजान कैटेगरी `Groceries`");
    assert_eq!(fields["colorHex"], "रंग के नाम के साथ ज़रूरी है");
    assert_eq!(fields["stock"], "स्टॉक 0 से 1000000 तक की पूरी संख्या होनी चाहिए");
}

#[tokio::test]
async fn a_french_visitors_wrong_listing_filters_are_named_in_french() {
    let app = spawn_app().await;
    let response = get_in(
        &app,
        &app.client,
        "/api/v2/products?category=Groceries&sort=cheapest&sellingPrice%5Bgte%5D=abc",
        "fr-FR,fr;q=0.9",
    )
    .await;
    assert_eq!(response.headers()[CONTENT_LANGUAGE], "fr");
    let body = assert_error(response, 400, "validation_failed").await;
    let fields = &body["error"]["fields"];
    assert_eq!(fields["category"], "catégorie inconnue `Groceries`");
    assert_eq!(
        fields["sort"],
        "doit être l'un de -createdAt, sellingPrice, -sellingPrice, -sold_out ou -ratings"
    );
    assert_eq!(fields["sellingPrice[gte]"], "doit être un montant en roupies");

    let response = get_in(
        &app,
        &app.client,
        "/api/v2/products?sellingPrice%5Bgte%5D=500&sellingPrice%5Blte%5D=100",
        "fr",
    )
    .await;
    let body = assert_error(response, 400, "validation_failed").await;
    assert_eq!(
        body["error"]["fields"]["sellingPrice[lte]"],
        "ne doit pas être inférieur au prix minimum demandé"
    );
}

#[tokio::test]
async fn a_refused_status_change_names_both_statuses_in_spanish() {
    use crate::orders::{checkout, cod, line, put, shop_with_product, shopper};

    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "1000", "5").await;
    let shop = kurta["shopId"].as_str().unwrap().to_owned();
    let changed = app
        .put_json("/api/v2/update-shop-language", &json!({"language": "es"}))
        .await;
    assert_eq!(changed.status().as_u16(), 200);
    let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;
    let (status, placed) = checkout(&app, &browser, "k", &cod(vec![line(&kurta, 1)])).await;
    assert_eq!(status, 201, "{placed}");
    let order = placed["orders"][0]["_id"].as_str().unwrap().to_owned();
    let path = format!("/api/v2/update-order-status/{order}/{shop}");

    let (status, body) = put(&app.client, &app, &path, json!({"status": "Shipping"})).await;
    assert_eq!(status, 200, "{body}");
    let (status, body) = put(&app.client, &app, &path, json!({"status": "Processing"})).await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["error"]["code"], "status_not_allowed");
    assert_eq!(
        body["message"],
        "Un pedido no puede pasar de «En envío» a «En preparación»."
    );
}
