//! Seller accounts: registration by email link, sign-in, profile.

use serde_json::{Value, json};

use crate::helpers::{PASSWORD, assert_error, shop_body, spawn_app};

#[tokio::test]
async fn a_new_shop_is_pending_until_its_emailed_link_is_followed() {
    let app = spawn_app().await;

    let created = app
        .post_json("/api/v2/shop-create", &shop_body("meera@example.com"))
        .await;
    assert_eq!(created.status().as_u16(), 201);
    let message: Value = created.json().await.unwrap();
    assert!(message["message"].as_str().unwrap().contains("meera@example.com"));
    assert_error(app.get("/api/v2/getseller").await, 401, "unauthenticated").await;

    let pending = app
        .post_json(
            "/api/v2/shop-login",
            &json!({"email": "meera@example.com", "password": PASSWORD}),
        )
        .await;
    assert_error(pending, 403, "shop_not_active").await;

    let token = app
        .token_from_mailbox("meera@example.com", "/shop-activation/")
        .await;
    let activated = app
        .post_json("/api/v2/shop-activation", &json!({ "token": token }))
        .await;
    assert_eq!(activated.status().as_u16(), 200);
    let seller: Value = app.get("/api/v2/getseller").await.json().await.unwrap();
    assert_eq!(seller["seller"]["shopName"], "Meera's Looms");
    assert_eq!(seller["seller"]["status"], "active");
    assert!(seller["seller"].get("password").is_none());

    let reused = app
        .post_json("/api/v2/shop-activation", &json!({ "token": token }))
        .await;
    assert_error(reused, 400, "invalid_token").await;
}

#[tokio::test]
async fn shop_registration_checks_every_field_including_tax_ids() {
    let app = spawn_app().await;
    let mut body = shop_body("meera@example.com");
    body["phone"] = json!("12345");
    body["zipCode"] = json!("0123");
    body["gstin"] = json!("27AAPFU0939F1ZW");
    body["pan"] = json!("AAPXU0939F");

    let response = app.post_json("/api/v2/shop-create", &body).await;

    let body = assert_error(response, 400, "validation_failed").await;
    let fields = &body["error"]["fields"];
    for field in ["phone", "zipCode", "gstin", "pan"] {
        assert!(fields[field].is_string(), "{field}: {body}");
    }
    assert_eq!(
        app.emails_to("meera@example.com"),
        0,
        "nothing was written or sent"
    );
}

#[tokio::test]
async fn a_gstin_that_does_not_contain_the_pan_is_refused() {
    let app = spawn_app().await;
    let mut body = shop_body("meera@example.com");
    body["gstin"] = json!("27AAPFU0939F1ZV");
    body["pan"] = json!("ABCPE1234F");

    let response = app.post_json("/api/v2/shop-create", &body).await;

    let body = assert_error(response, 400, "validation_failed").await;
    assert_eq!(
        body["error"]["fields"]["gstin"],
        "the GSTIN does not contain this PAN"
    );
}

#[tokio::test]
async fn a_gstin_of_another_state_than_the_shops_pin_code_is_refused_at_registration_and_update() {
    let app = spawn_app().await;
    // The test shop is in Kanchipuram, Tamil Nadu (631501); 27 is Maharashtra's code.
    let mut body = shop_body("meera@example.com");
    body["gstin"] = json!("27AAPFU0939F1ZV");
    let refused = assert_error(
        app.post_json("/api/v2/shop-create", &body).await,
        400,
        "validation_failed",
    )
    .await;
    assert_eq!(
        refused["error"]["fields"]["gstin"],
        "this GSTIN is registered in Maharashtra, but the shop's PIN code is in Tamil Nadu"
    );
    assert_eq!(
        app.emails_to("meera@example.com"),
        0,
        "nothing was written or sent"
    );

    app.register_active_shop("meera@example.com").await;
    let mut update = json!({
        "name": "Meera Iyer", "shopName": "Meera's Looms", "phone": "9876543210",
        "address": "14 Temple Street, Kanchipuram", "zipCode": "631501", "gstin": "33AAPFU0939F1Z2"
    });
    let saved: Value = app
        .put_json("/api/v2/update-shop", &update)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(saved["shop"]["gstin"], "33AAPFU0939F1Z2", "{saved}");
    // Moving the shop to Mumbai with its Tamil Nadu GSTIN is refused, and nothing changes.
    update["zipCode"] = json!("400001");
    let refused = assert_error(
        app.put_json("/api/v2/update-shop", &update).await,
        400,
        "validation_failed",
    )
    .await;
    assert_eq!(
        refused["error"]["fields"]["gstin"],
        "this GSTIN is registered in Tamil Nadu, but the shop's PIN code is in Maharashtra"
    );
    let seller: Value = app.json("/api/v2/getseller").await;
    assert_eq!(seller["seller"]["zipCode"], "631501");
}

#[tokio::test]
async fn a_second_shop_with_the_same_email_is_a_409() {
    let app = spawn_app().await;
    app.post_json("/api/v2/shop-create", &shop_body("meera@example.com"))
        .await;

    let again = app
        .post_json("/api/v2/shop-create", &shop_body("Meera@Example.com"))
        .await;

    assert_error(again, 409, "email_taken").await;
}

#[tokio::test]
async fn seller_login_and_logout_leave_a_shopper_sign_in_alone() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    app.get("/api/v2/shop-logout").await;
    app.register("Priya", "priya@example.com").await;

    let login = app
        .post_json(
            "/api/v2/shop-login",
            &json!({"email": "meera@example.com", "password": PASSWORD}),
        )
        .await;
    assert_eq!(login.status().as_u16(), 200);
    assert_eq!(
        app.get("/api/v2/getuser").await.status().as_u16(),
        200,
        "both at once on one browser"
    );
    assert_eq!(app.get("/api/v2/getseller").await.status().as_u16(), 200);

    app.get("/api/v2/shop-logout").await;
    assert_eq!(app.get("/api/v2/getseller").await.status().as_u16(), 401);
    assert_eq!(
        app.get("/api/v2/getuser").await.status().as_u16(),
        200,
        "the shopper stays signed in"
    );
}

#[tokio::test]
async fn a_seller_updates_their_shop_and_gets_it_back_under_shop() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    let update = json!({
        "name": "Meera Iyer",
        "shopName": "Meera's Handlooms",
        "description": "Silk from Kanchipuram.\nSince 1982.",
        "phone": "9876543210",
        "address": "15 Temple Street, Kanchipuram",
        "zipCode": "631502",
        "gstin": "33AAPFU0939F1Z2",
        "pan": "aapfu0939f",
        "legalName": " Iyer Textiles Private Limited ",
        "registeredAddress": "2 Gandhi Road, Kanchipuram"
    });

    let response: Value = app
        .put_json("/api/v2/update-shop", &update)
        .await
        .json()
        .await
        .unwrap();

    assert_eq!(response["shop"]["shopName"], "Meera's Handlooms");
    assert_eq!(response["shop"]["pan"], "AAPFU0939F");
    assert_eq!(response["shop"]["legalName"], "Iyer Textiles Private Limited");
    assert_eq!(
        response["shop"]["registeredAddress"],
        "2 Gandhi Road, Kanchipuram"
    );
    let seller: Value = app.json("/api/v2/getseller").await;
    assert_eq!(
        seller["seller"]["legalName"], "Iyer Textiles Private Limited",
        "kept"
    );

    let mut wrong = update.clone();
    wrong["legalName"] = json!("I");
    wrong["registeredAddress"] = json!("2 Rd");
    let refused = assert_error(
        app.put_json("/api/v2/update-shop", &wrong).await,
        400,
        "validation_failed",
    )
    .await;
    assert_eq!(
        refused["error"]["fields"],
        json!({"legalName": "legal name must be between 2 and 100 characters",
               "registeredAddress": "address must be between 5 and 200 characters"})
    );
    // Blank clears both.
    let mut cleared = update.clone();
    cleared["legalName"] = json!("  ");
    cleared["registeredAddress"] = Value::Null;
    let response: Value = app
        .put_json("/api/v2/update-shop", &cleared)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (
            &response["shop"]["legalName"],
            &response["shop"]["registeredAddress"]
        ),
        (&Value::Null, &Value::Null)
    );
    assert_eq!(
        response["shop"]["description"],
        "Silk from Kanchipuram.\nSince 1982."
    );
}

#[tokio::test]
async fn the_shop_cannot_be_chosen_or_its_ratings_written_through_the_body() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    let mut update = shop_body("meera@example.com");
    update.as_object_mut().unwrap().remove("email");
    update.as_object_mut().unwrap().remove("password");
    update["ratings"] = json!(5);

    let response = app.put_json("/api/v2/update-shop", &update).await;

    let body = assert_error(response, 400, "validation_failed").await;
    assert_eq!(
        body["error"]["fields"]["ratings"],
        "is not a field this request accepts"
    );
}

#[tokio::test]
async fn a_seller_reset_link_works_once_and_ends_seller_sessions() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;

    app.post_json(
        "/api/v2/shop-forgot-password",
        &json!({"email": "meera@example.com"}),
    )
    .await;
    let token = app
        .token_from_mailbox("meera@example.com", "/shop-reset-password/")
        .await;
    let reset = json!({"token": token, "newPassword": "another pass 9", "confirmPassword": "another pass 9"});
    let done = app
        .new_browser()
        .post(app.url("/api/v2/shop-reset-password"))
        .json(&reset)
        .send()
        .await
        .unwrap();
    let reused = app
        .new_browser()
        .post(app.url("/api/v2/shop-reset-password"))
        .json(&reset)
        .send()
        .await
        .unwrap();

    assert_eq!(done.status().as_u16(), 200);
    assert_error(reused, 400, "invalid_token").await;
    assert_error(app.get("/api/v2/getseller").await, 401, "unauthenticated").await;
    let login = app
        .post_json(
            "/api/v2/shop-login",
            &json!({"email": "meera@example.com", "password": "another pass 9"}),
        )
        .await;
    assert_eq!(login.status().as_u16(), 200);
}

#[tokio::test]
async fn the_seller_endpoints_need_a_signed_in_seller() {
    let app = spawn_app().await;
    app.register("Priya", "priya@example.com").await;

    assert_error(app.get("/api/v2/getseller").await, 401, "unauthenticated").await;
    let update = app.put_json("/api/v2/update-shop", &json!({})).await;
    assert!(matches!(update.status().as_u16(), 400 | 401), "never a 500");
    let form = reqwest::multipart::Form::new().part("avatar", reqwest::multipart::Part::bytes(vec![1, 2, 3]));
    let avatar = app
        .client
        .put(app.url("/api/v2/update-shop-avatar"))
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_error(avatar, 401, "unauthenticated").await;
}
