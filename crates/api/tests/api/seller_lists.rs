//! The seller's own coupon and event lists page, search (`q`) and sort on the server, like every
//! list of the dashboard (docs/catalog.md "Seller calls", docs/orders.md "Coupons").

use chrono::{Duration, Utc};
use serde_json::{Value, json};

use crate::catalog::{create_event, names};
use crate::helpers::{assert_error, spawn_app, spawn_app_with};

fn codes(list: &Value) -> Vec<String> {
    list["couponCodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn a_sellers_coupons_come_a_page_at_a_time_searched_by_code_and_sorted_by_any_column() {
    let app = spawn_app().await;
    let seller = app.register_active_shop("meera@example.com").await;
    let shop = seller["_id"].as_str().unwrap().to_owned();
    for (code, percent, minimum) in [
        ("DIWALI10", 10, 900),
        ("HOLI5", 5, 100),
        ("DIWALI25", 25, 500),
        ("PONGAL15", 15, 300),
        ("ONAM20", 20, 700),
    ] {
        let created = app
            .post_json(
                "/api/v2/create-coupon-code",
                &json!({"name": code, "value": percent, "minAmount": minimum}),
            )
            .await;
        assert_eq!(created.status().as_u16(), 201);
    }
    // Another shop's coupon is never in this list.
    let other = app.new_browser();
    other
        .post(app.url("/api/v2/shop-create"))
        .json(&crate::helpers::shop_body("ravi@example.com"))
        .send()
        .await
        .unwrap();
    let token = app
        .token_from_mailbox("ravi@example.com", "/shop-activation/")
        .await;
    let activated: Value = other
        .post(app.url("/api/v2/shop-activation"))
        .json(&json!({"token": token}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    app.approve_in_db(activated["seller"]["_id"].as_str().unwrap())
        .await;
    let theirs = other
        .post(app.url("/api/v2/create-coupon-code"))
        .json(&json!({"name": "DIWALI50", "value": 50}))
        .send()
        .await
        .unwrap();
    assert_eq!(theirs.status().as_u16(), 201);

    let list = |query: &'static str| {
        let path = format!("/api/v2/get-coupon/{shop}?{query}");
        let app = &app;
        async move { app.json(&path).await }
    };
    let all = list("").await;
    assert_eq!(
        codes(&all),
        ["ONAM20", "PONGAL15", "DIWALI25", "HOLI5", "DIWALI10"]
    );
    assert_eq!(
        (all["total"].clone(), all["page"].clone(), all["limit"].clone()),
        (json!(5), json!(1), json!(20))
    );

    let second = list("limit=2&page=2").await;
    assert_eq!(codes(&second), ["DIWALI25", "HOLI5"]);
    assert_eq!(second["total"], 5);
    assert_eq!(codes(&list("limit=2&page=4").await), Vec::<String>::new());

    for (query, expected) in [
        ("q=diwali", vec!["DIWALI25", "DIWALI10"]),
        ("q=%20 wali2 ", vec!["DIWALI25"]),
        (
            "sort=value",
            vec!["HOLI5", "DIWALI10", "PONGAL15", "ONAM20", "DIWALI25"],
        ),
        (
            "sort=-minAmount",
            vec!["DIWALI10", "ONAM20", "DIWALI25", "PONGAL15", "HOLI5"],
        ),
        ("sort=name&q=i", vec!["DIWALI10", "DIWALI25", "HOLI5"]),
    ] {
        let page = list(query).await;
        assert_eq!(codes(&page), expected, "{query}");
        assert_eq!(page["total"], expected.len(), "{query}");
    }

    for (query, field) in [
        ("sort=percent", "sort"),
        ("limit=500", "limit"),
        ("page=0", "page"),
    ] {
        let wrong = app.get(&format!("/api/v2/get-coupon/{shop}?{query}")).await;
        let body = assert_error(wrong, 400, "validation_failed").await;
        assert!(body["error"]["fields"][field].is_string(), "{query}: {body}");
    }
}

#[tokio::test]
async fn a_sellers_events_come_a_page_at_a_time_searched_by_name_and_sorted_by_start_or_end() {
    let app = spawn_app().await;
    let seller = app.register_active_shop("meera@example.com").await;
    let shop = seller["_id"].as_str().unwrap().to_owned();
    let soon = Utc::now() + Duration::days(1);
    create_event(
        &app,
        "Diwali silk sale",
        soon + Duration::days(2),
        soon + Duration::days(5),
    )
    .await;
    create_event(&app, "Holi cotton sale", soon, soon + Duration::days(9)).await;
    create_event(
        &app,
        "Diwali lamp deal",
        soon + Duration::days(1),
        soon + Duration::days(2),
    )
    .await;

    let list = |query: &'static str| {
        let path = format!("/api/v2/get-all-event-shop/{shop}?{query}");
        let app = &app;
        async move { app.json(&path).await }
    };
    let all = list("").await;
    assert_eq!(
        names(&all["events"]),
        ["Diwali lamp deal", "Holi cotton sale", "Diwali silk sale"]
    );
    assert_eq!(all["total"], 3);
    assert!(all["events"][0].get("moderation").is_none(), "{all}");

    for (query, expected, total) in [
        ("q=DIWALI", vec!["Diwali lamp deal", "Diwali silk sale"], 2),
        (
            "sort=start_date",
            vec!["Holi cotton sale", "Diwali lamp deal", "Diwali silk sale"],
            3,
        ),
        (
            "sort=-end_date",
            vec!["Holi cotton sale", "Diwali silk sale", "Diwali lamp deal"],
            3,
        ),
        ("sort=name&limit=2&page=2", vec!["Holi cotton sale"], 3),
    ] {
        let page = list(query).await;
        assert_eq!(names(&page["events"]), expected, "{query}");
        assert_eq!(page["total"], total, "{query}");
    }
    let wrong = app
        .get(&format!("/api/v2/get-all-event-shop/{shop}?sort=shop"))
        .await;
    assert!(assert_error(wrong, 400, "validation_failed").await["error"]["fields"]["sort"].is_string());
}

#[tokio::test]
async fn a_held_event_carries_its_moderation_in_its_sellers_list() {
    let app = spawn_app_with(|settings| settings.catalog.moderation = Some("all".into())).await;
    let seller = app.register_active_shop("meera@example.com").await;
    let shop = seller["_id"].as_str().unwrap().to_owned();
    let soon = Utc::now() + Duration::days(1);
    create_event(&app, "Diwali silk sale", soon, soon + Duration::days(2)).await;
    let own = app.json(&format!("/api/v2/get-all-event-shop/{shop}")).await;
    assert_eq!(own["events"][0]["moderation"]["status"], "pending", "{own}");
}
