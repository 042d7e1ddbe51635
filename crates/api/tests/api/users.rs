//! Shopper accounts, through the API, as the pages use them.

use serde_json::{Value, json};

use crate::helpers::{PASSWORD, assert_error, spawn_app};

fn home_address() -> Value {
    json!({
        "addressType": "Home",
        "country": "India",
        "state": "Karnataka",
        "city": "Bengaluru",
        "pincode": "560001",
        "address1": "12 MG Road",
        "address2": "Near the metro"
    })
}

#[tokio::test]
async fn registering_signs_the_shopper_in_and_getuser_shows_them() {
    let app = spawn_app().await;

    let registered = app.register("Priya Sharma", "Priya@Example.com").await;

    assert_eq!(registered["success"], true);
    let user = &registered["user"];
    assert_eq!(
        user["email"], "priya@example.com",
        "emails are stored lower-cased"
    );
    assert_eq!(user["role"], "user");
    assert!(user.get("password").is_none() && user.get("password_hash").is_none());
    let me: Value = app.get("/api/v2/getuser").await.json().await.unwrap();
    assert_eq!(me["user"]["_id"], user["_id"]);
}

#[tokio::test]
async fn registration_names_every_bad_field() {
    let app = spawn_app().await;
    let form = reqwest::multipart::Form::new()
        .text("name", " ")
        .text("email", "not-an-email")
        .text("password", "short");

    let response = app
        .client
        .post(app.url("/api/v2/create-user"))
        .multipart(form)
        .send()
        .await
        .unwrap();

    let body = assert_error(response, 400, "validation_failed").await;
    for field in ["name", "email", "password"] {
        assert!(
            body["error"]["fields"][field].is_string(),
            "{field} should be named: {body}"
        );
    }
    assert_eq!(
        app.get("/api/v2/getuser").await.status().as_u16(),
        401,
        "nothing was signed in"
    );
}

#[tokio::test]
async fn a_missing_form_field_is_named() {
    let app = spawn_app().await;
    let form = reqwest::multipart::Form::new()
        .text("name", "Priya")
        .text("email", "p@example.com");

    let response = app
        .client
        .post(app.url("/api/v2/create-user"))
        .multipart(form)
        .send()
        .await
        .unwrap();

    let body = assert_error(response, 400, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["password"], "is required");
}

#[tokio::test]
async fn a_second_account_with_the_same_email_is_a_409_on_the_email_field() {
    let app = spawn_app().await;
    app.register("Priya", "priya@example.com").await;
    let form = reqwest::multipart::Form::new()
        .text("name", "Someone else")
        .text("email", "PRIYA@example.com")
        .text("password", PASSWORD);

    let response = app
        .new_browser()
        .post(app.url("/api/v2/create-user"))
        .multipart(form)
        .send()
        .await
        .unwrap();

    let body = assert_error(response, 409, "email_taken").await;
    assert!(body["error"]["fields"]["email"].is_string());
}

#[tokio::test]
async fn login_with_a_wrong_password_or_an_unknown_email_answers_the_same() {
    let app = spawn_app().await;
    app.register("Priya", "priya@example.com").await;
    let visitor = spawn_app().await;

    let wrong = app.login("priya@example.com", "wrong password").await;
    let unknown = visitor.login("nobody@example.com", PASSWORD).await;

    let wrong = assert_error(wrong, 401, "invalid_credentials").await;
    let unknown = assert_error(unknown, 401, "invalid_credentials").await;
    assert_eq!(wrong["message"], unknown["message"]);
}

#[tokio::test]
async fn logging_in_and_out() {
    let app = spawn_app().await;
    app.register("Priya", "priya@example.com").await;
    let browser = app.new_browser();

    let login = app.login_in(&browser, "priya@example.com", PASSWORD).await;
    assert_eq!(login.status().as_u16(), 200);
    let cookie = login.headers()["set-cookie"].to_str().unwrap().to_owned();
    assert!(cookie.starts_with("haat_session="));
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"),
        "{cookie}"
    );
    assert_eq!(app.status_in(&browser, "/api/v2/getuser").await, 200);

    let logout: Value = browser
        .get(app.url("/api/v2/user-logout"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(logout["success"], true);
    assert_eq!(app.status_in(&browser, "/api/v2/getuser").await, 401);
}

#[tokio::test]
async fn updating_the_profile_needs_the_current_password() {
    let app = spawn_app().await;
    app.register("Priya", "priya@example.com").await;
    let change = |password: &str| json!({"name": "Priya Sharma", "email": "priya.s@example.com", "phoneNumber": "+91 98765 43210", "password": password});

    let wrong = app
        .put_json("/api/v2/update-user", &change("not my password"))
        .await;
    let body = assert_error(wrong, 400, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["password"], "is incorrect");

    let right: Value = app
        .put_json("/api/v2/update-user", &change(PASSWORD))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(right["user"]["name"], "Priya Sharma");
    assert_eq!(right["user"]["email"], "priya.s@example.com");
    assert_eq!(right["user"]["phoneNumber"], "9876543210");
}

#[tokio::test]
async fn a_bad_phone_number_is_named() {
    let app = spawn_app().await;
    app.register("Priya", "priya@example.com").await;

    let response = app
        .put_json(
            "/api/v2/update-user",
            &json!({"name": "Priya", "email": "priya@example.com", "phoneNumber": "12345", "password": PASSWORD}),
        )
        .await;

    let body = assert_error(response, 400, "validation_failed").await;
    assert_eq!(
        body["error"]["fields"]["phoneNumber"],
        "enter a 10-digit Indian mobile number"
    );
}

#[tokio::test]
async fn addresses_one_per_type_added_and_deleted() {
    let app = spawn_app().await;
    app.register("Priya", "priya@example.com").await;

    let added: Value = app
        .put_json("/api/v2/update-user-address", &home_address())
        .await
        .json()
        .await
        .unwrap();
    let address = &added["user"]["addresses"][0];
    assert_eq!(address["state"], "Karnataka");
    assert_eq!(address["country"], "India");

    let again = app.put_json("/api/v2/update-user-address", &home_address()).await;
    let body = assert_error(again, 409, "address_type_taken").await;
    assert!(body["error"]["fields"]["addressType"].is_string());

    let id = address["_id"].as_str().unwrap();
    let deleted: Value = app
        .delete(&format!("/api/v2/delete-user-address/{id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(deleted["user"]["addresses"], json!([]));
}

#[tokio::test]
async fn an_address_outside_india_or_with_a_bad_pin_is_refused_field_by_field() {
    let app = spawn_app().await;
    app.register("Priya", "priya@example.com").await;
    let mut address = home_address();
    address["country"] = json!("Nepal");
    address["state"] = json!("Bagmati");
    address["pincode"] = json!("012345");

    let response = app.put_json("/api/v2/update-user-address", &address).await;

    let body = assert_error(response, 400, "validation_failed").await;
    let fields = &body["error"]["fields"];
    assert!(
        fields["country"].is_string() && fields["state"].is_string() && fields["pincode"].is_string(),
        "{body}"
    );
}

#[tokio::test]
async fn a_shopper_cannot_delete_another_shoppers_address() {
    let app = spawn_app().await;
    app.register("Priya", "priya@example.com").await;
    let added: Value = app
        .put_json("/api/v2/update-user-address", &home_address())
        .await
        .json()
        .await
        .unwrap();
    let id = added["user"]["addresses"][0]["_id"].as_str().unwrap().to_owned();

    let anil = app.new_browser();
    app.register_in(&anil, "Anil", "anil@example.com").await;
    let stolen = anil
        .delete(app.url(&format!("/api/v2/delete-user-address/{id}")))
        .send()
        .await
        .unwrap();

    assert_error(stolen, 404, "not_found").await;
    let mine: Value = app.get("/api/v2/getuser").await.json().await.unwrap();
    assert_eq!(mine["user"]["addresses"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn changing_the_password_checks_the_old_one_and_the_confirmation() {
    let app = spawn_app().await;
    app.register("Priya", "priya@example.com").await;

    let mismatch = app
        .put_json(
            "/api/v2/update-user-password",
            &json!({"oldPassword": PASSWORD, "newPassword": "new password 1", "confirmPassword": "new password 2"}),
        )
        .await;
    let body = assert_error(mismatch, 400, "validation_failed").await;
    assert!(body["error"]["fields"]["confirmPassword"].is_string());

    let wrong_old = app
        .put_json(
            "/api/v2/update-user-password",
            &json!({"oldPassword": "guess", "newPassword": "new password 1", "confirmPassword": "new password 1"}),
        )
        .await;
    let body = assert_error(wrong_old, 400, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["oldPassword"], "is incorrect");

    let changed = app
        .put_json(
            "/api/v2/update-user-password",
            &json!({"oldPassword": PASSWORD, "newPassword": "new password 1", "confirmPassword": "new password 1"}),
        )
        .await;
    assert_eq!(changed.status().as_u16(), 200);
    assert_eq!(
        app.get("/api/v2/getuser").await.status().as_u16(),
        200,
        "the session that changed it stays"
    );
    let elsewhere = app
        .login_in(&app.new_browser(), "priya@example.com", "new password 1")
        .await;
    assert_eq!(elsewhere.status().as_u16(), 200);
}

#[tokio::test]
async fn a_password_change_signs_out_every_other_session() {
    let app = spawn_app().await;
    app.register("Priya", "priya@example.com").await;
    let phone = app.new_browser();
    let signed_in = app.login_in(&phone, "priya@example.com", PASSWORD).await;
    assert_eq!(signed_in.status().as_u16(), 200);

    app.put_json(
        "/api/v2/update-user-password",
        &json!({"oldPassword": PASSWORD, "newPassword": "new password 1", "confirmPassword": "new password 1"}),
    )
    .await;

    assert_eq!(app.status_in(&phone, "/api/v2/getuser").await, 401);
}

#[tokio::test]
async fn forgot_password_answers_the_same_for_unknown_emails_and_sends_nothing() {
    let app = spawn_app().await;
    app.register("Priya", "priya@example.com").await;

    let known: Value = app
        .post_json("/api/v2/forgot-password", &json!({"email": "priya@example.com"}))
        .await
        .json()
        .await
        .unwrap();
    let unknown: Value = app
        .post_json("/api/v2/forgot-password", &json!({"email": "nobody@example.com"}))
        .await
        .json()
        .await
        .unwrap();

    assert_eq!(known, unknown);
    app.token_from_mailbox("priya@example.com", "/reset-password/")
        .await;
    assert_eq!(app.emails_to("nobody@example.com"), 0);
}

#[tokio::test]
async fn a_reset_link_sets_a_new_password_once_and_ends_every_session() {
    let app = spawn_app().await;
    app.register("Priya", "priya@example.com").await;
    app.post_json("/api/v2/forgot-password", &json!({"email": "priya@example.com"}))
        .await;
    let token = app
        .token_from_mailbox("priya@example.com", "/reset-password/")
        .await;
    let reset = json!({"token": token, "newPassword": "brand new pass", "confirmPassword": "brand new pass"});

    let first = app
        .new_browser()
        .post(app.url("/api/v2/reset-password"))
        .json(&reset)
        .send()
        .await
        .unwrap();
    let second = app
        .new_browser()
        .post(app.url("/api/v2/reset-password"))
        .json(&reset)
        .send()
        .await
        .unwrap();

    assert_eq!(first.status().as_u16(), 200);
    assert_error(second, 400, "invalid_token").await;
    assert_eq!(
        app.get("/api/v2/getuser").await.status().as_u16(),
        401,
        "the old session ended"
    );
    assert_error(
        app.login("priya@example.com", PASSWORD).await,
        401,
        "invalid_credentials",
    )
    .await;
    assert_eq!(
        app.login("priya@example.com", "brand new pass")
            .await
            .status()
            .as_u16(),
        200
    );
}

#[tokio::test]
async fn the_shopper_endpoints_need_a_signed_in_shopper() {
    let app = spawn_app().await;
    let anonymous = [
        app.get("/api/v2/getuser").await,
        app.put_json(
            "/api/v2/update-user",
            &json!({"name": "x", "email": "x@example.com", "password": "x"}),
        )
        .await,
        app.put_json("/api/v2/update-user-address", &home_address()).await,
        app.delete("/api/v2/delete-user-address/00000000-0000-4000-8000-000000000000")
            .await,
        app.put_json(
            "/api/v2/update-user-password",
            &json!({"oldPassword": "a", "newPassword": "b", "confirmPassword": "b"}),
        )
        .await,
    ];
    for response in anonymous {
        assert_error(response, 401, "unauthenticated").await;
    }
    let form = reqwest::multipart::Form::new().part("avatar", reqwest::multipart::Part::bytes(vec![1, 2, 3]));
    let avatar = app
        .client
        .put(app.url("/api/v2/update-user-avatar"))
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_error(avatar, 401, "unauthenticated").await;
}

#[tokio::test]
async fn a_seller_session_is_not_a_shopper_session() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;

    assert_error(app.get("/api/v2/getuser").await, 401, "unauthenticated").await;
}
