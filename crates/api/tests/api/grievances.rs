//! Complaints to the grievance officer (docs/tax.md "Disclosures"): a shopper or a seller files
//! one, optionally about their own order, and is acknowledged by email with a ticket at once; the
//! Admin lists, answers and closes them, each step emailed; on SQLite and PostgreSQL.

use serde_json::{Value, json};

use crate::helpers::{TestApp, admin_browser, spawn_app};
use crate::orders::{another_shop, exec, numbers, shop_with_product, shopper};
use crate::returns::delivered;

async fn send(browser: &reqwest::Client, app: &TestApp, body: &Value) -> (u16, Value) {
    let response = browser
        .post(app.url("/api/v2/grievances"))
        .json(body)
        .send()
        .await
        .unwrap();
    (response.status().as_u16(), response.json().await.unwrap())
}

async fn get(browser: &reqwest::Client, app: &TestApp, path: &str) -> (u16, Value) {
    let response = browser.get(app.url(path)).send().await.unwrap();
    (response.status().as_u16(), response.json().await.unwrap())
}

async fn decide(browser: &reqwest::Client, app: &TestApp, id: &str, body: &Value) -> (u16, Value) {
    let response = browser
        .put(app.url(&format!("/api/v2/admin-grievance/{id}")))
        .json(body)
        .send()
        .await
        .unwrap();
    (response.status().as_u16(), response.json().await.unwrap())
}

#[tokio::test]
async fn a_complaint_is_acknowledged_with_a_ticket_then_answered_and_closed_by_the_admin() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "1000", "10").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let order = delivered(&app, &priya, &kurta, 1).await;

    let (status, filed) = send(
        &priya,
        &app,
        &json!({"subject": "Damaged kurta", "message": "The kurta arrived torn at the seam.", "orderId": order}),
    )
    .await;
    assert_eq!(status, 201, "{filed}");
    assert_eq!(filed["success"], true);
    let ticket = filed["ticket"].as_str().unwrap().to_owned();
    assert!(ticket.starts_with("GRV-") && ticket.len() == 19, "{ticket}");
    // Acknowledged at once, with the ticket and what was written; the officer is told.
    let ack = app.email_with("priya@example.com", &ticket).await;
    assert!(ack.contains("The kurta arrived torn at the seam."), "{ack}");
    app.email_with("support@haat.example", &format!("New complaint {ticket}"))
        .await;

    let (status, mine) = get(&priya, &app, "/api/v2/grievances").await;
    assert_eq!(status, 200);
    assert_eq!(mine["total"], 1);
    let complaint = &mine["grievances"][0];
    assert_eq!(complaint["ticket"], ticket.as_str());
    assert_eq!(complaint["orderId"], order.as_str());
    assert_eq!(complaint["status"], "open");
    assert_eq!(complaint["overdue"], false);
    let filed_at = chrono::DateTime::parse_from_rfc3339(complaint["createdAt"].as_str().unwrap()).unwrap();
    let due = chrono::DateTime::parse_from_rfc3339(complaint["dueBy"].as_str().unwrap()).unwrap();
    assert_eq!(
        due - filed_at,
        chrono::Duration::days(30),
        "resolved within a month"
    );
    let id = complaint["_id"].as_str().unwrap().to_owned();

    // The seller complains too, about nothing in particular; each sees only their own.
    let (status, body) = send(
        &app.client,
        &app,
        &json!({"subject": "Payout delay", "message": "My withdrawal has been held for a week."}),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let (_, theirs) = get(&app.client, &app, "/api/v2/grievances").await;
    assert_eq!(theirs["total"], 1);
    assert_eq!(theirs["grievances"][0]["subject"], "Payout delay");

    let admin = admin_browser(&app).await;
    let (status, open) = get(&admin, &app, "/api/v2/admin-grievances?status=open").await;
    assert_eq!(status, 200);
    assert_eq!(open["total"], 2);
    let from: Vec<&str> = open["grievances"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["from"]["kind"].as_str().unwrap())
        .collect();
    assert_eq!(from, ["shop", "user"], "newest first");
    // One past its month is overdue until it is closed.
    exec(
        &app,
        "UPDATE grievances SET due_by = created_at WHERE order_id IS NOT NULL",
    )
    .await;
    let (_, open) = get(&admin, &app, "/api/v2/admin-grievances?status=open").await;
    assert_eq!(open["grievances"][1]["overdue"], true, "{open}");

    let (status, answered) = decide(
        &admin,
        &app,
        &id,
        &json!({"status": "answered", "answer": "The shop will replace it; the courier collects it tomorrow."}),
    )
    .await;
    assert_eq!(status, 200, "{answered}");
    assert_eq!(answered["grievance"]["status"], "answered");
    app.email_with("priya@example.com", "The shop will replace it")
        .await;
    let (status, closed) = decide(&admin, &app, &id, &json!({"status": "closed"})).await;
    assert_eq!(status, 200, "{closed}");
    assert_eq!(closed["grievance"]["status"], "closed");
    assert_eq!(closed["grievance"]["overdue"], false);
    assert_eq!(
        closed["grievance"]["answer"], "The shop will replace it; the courier collects it tomorrow.",
        "closing without a word keeps the answer"
    );
    app.email_with("priya@example.com", &format!("{ticket} is closed"))
        .await;
    let (status, again) = decide(
        &admin,
        &app,
        &id,
        &json!({"status": "answered", "answer": "One more thing to add here."}),
    )
    .await;
    assert_eq!(status, 409);
    assert_eq!(again["error"]["code"], "grievance_closed");
    let (_, mine) = get(&priya, &app, "/api/v2/grievances").await;
    assert_eq!(mine["grievances"][0]["status"], "closed");
    // Each decision is the Admin's write, in the audit log.
    let (_, log) = get(&admin, &app, "/api/v2/admin-audit-log").await;
    let actions: Vec<&str> = log["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["targetId"] == id.as_str())
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, ["grievance.close", "grievance.answer"], "{log}");
}

#[tokio::test]
async fn each_wrong_field_is_named_nothing_is_kept_and_only_the_complainant_and_the_admin_read_them() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "1000", "10").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let (bala, _) = shopper(&app, "Bala", "bala@example.com").await;
    let hers = delivered(&app, &priya, &kurta, 1).await;

    let (status, refused) = send(
        &bala,
        &app,
        &json!({"subject": "x", "message": "short", "orderId": hers}),
    )
    .await;
    assert_eq!(status, 400);
    let fields = refused["error"]["fields"].as_object().unwrap();
    let mut named: Vec<&str> = fields.keys().map(String::as_str).collect();
    named.sort_unstable();
    assert_eq!(named, ["message", "orderId", "subject"], "{refused}");
    let (status, _) = send(
        &bala,
        &app,
        &json!({"subject": "Late parcel", "message": "Where is my parcel, please?", "orderId": "not-an-id"}),
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(numbers(&app, "SELECT COUNT(*) FROM grievances").await, [0]);
    assert_eq!(app.emails_to("bala@example.com"), 0, "nothing acknowledged");

    let visitor = app.new_browser();
    let (status, _) = send(
        &visitor,
        &app,
        &json!({"subject": "Late parcel", "message": "Where is my parcel, please?"}),
    )
    .await;
    assert_eq!(status, 401);
    assert_eq!(get(&visitor, &app, "/api/v2/grievances").await.0, 401);
    assert_eq!(get(&priya, &app, "/api/v2/admin-grievances").await.0, 403);
    let (seller_b, _) = another_shop(&app, "lakshmi@example.com").await;
    assert_eq!(get(&seller_b, &app, "/api/v2/admin-grievances").await.0, 401);

    let admin = admin_browser(&app).await;
    assert_eq!(
        get(&admin, &app, "/api/v2/admin-grievances?status=pending")
            .await
            .0,
        400
    );
    let (status, _) = decide(
        &admin,
        &app,
        &uuid::Uuid::new_v4().to_string(),
        &json!({"status": "closed"}),
    )
    .await;
    assert_eq!(status, 404);
    let (status, body) = send(
        &priya,
        &app,
        &json!({"subject": "Late parcel", "message": "Where is my parcel, please?"}),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let (_, list) = get(&admin, &app, "/api/v2/admin-grievances").await;
    let id = list["grievances"][0]["_id"].as_str().unwrap().to_owned();
    for wrong in [
        json!({"status": "reopened"}),
        json!({"status": "answered"}),
        json!({"status": "answered", "answer": "ok"}),
    ] {
        let (status, body) = decide(&admin, &app, &id, &wrong).await;
        assert_eq!(status, 400, "{wrong}: {body}");
    }
}
