//! The e-commerce rules' disclosures (docs/tax.md "Disclosures"): who runs the marketplace and
//! how to reach its customer care and grievance officer, from the settings; and the seller's
//! legal facts on its public page, without its GSTIN, email or phone.

use serde_json::{Value, json};

use crate::helpers::{spawn_app, spawn_app_with};

#[tokio::test]
async fn the_marketplace_names_its_operator_customer_care_and_grievance_officer_from_the_settings() {
    let app = spawn_app().await;
    let unset: Value = app.json("/api/v2/marketplace-info").await;
    assert_eq!(
        unset,
        json!({"success": true, "operator": null, "grievanceOfficer": null, "demo": false,
               "customerCare": {"email": "support@haat.example", "phone": null}}),
        "customer care falls back to mail.operator"
    );

    let app = spawn_app_with(|settings| {
        settings.tax.legal_name = Some("Haat Marketplace Private Limited".to_owned());
        settings.tax.gstin = Some("29aapfu0939f1zr".to_owned());
        settings.tax.address = Some("80 Residency Road, Bengaluru 560025".to_owned());
        settings.tax.state = Some("Karnataka".to_owned());
        settings.care.email = Some("care@haat.example".to_owned());
        settings.care.phone = Some("1800 123 4567".to_owned());
        settings.care.grievance_officer = Some("Anita Rao".to_owned());
        settings.care.grievance_designation = Some("Grievance Officer".to_owned());
        settings.care.grievance_email = Some("grievance@haat.example".to_owned());
    })
    .await;
    let response = app.get("/api/v2/marketplace-info").await;
    assert_eq!(response.headers()["cache-control"], "public, max-age=300");
    let info: Value = response.json().await.unwrap();
    assert_eq!(
        info,
        json!({
            "success": true,
            "operator": {"legalName": "Haat Marketplace Private Limited",
                         "address": "80 Residency Road, Bengaluru 560025",
                         "state": "Karnataka", "gstin": "29AAPFU0939F1ZR"},
            "customerCare": {"email": "care@haat.example", "phone": "1800 123 4567"},
            "grievanceOfficer": {"name": "Anita Rao", "designation": "Grievance Officer",
                                 "email": "grievance@haat.example", "phone": null},
            "demo": false,
        })
    );
}

#[tokio::test]
async fn a_shops_public_page_tells_its_legal_name_state_and_whether_it_is_gst_registered() {
    let app = spawn_app().await;
    let seller = app.register_active_shop("meera@example.com").await;
    let id = seller["_id"].as_str().unwrap();
    let info: Value = app.json(&format!("/api/v2/get-shop-info/{id}")).await;
    let shop = &info["shop"];
    assert_eq!(shop["legalName"], Value::Null, "none given yet");
    assert_eq!(shop["state"], "Tamil Nadu", "Kanchipuram's PIN code");
    assert_eq!(shop["city"], "Kanchipuram");
    assert_eq!(shop["gstRegistered"], true);

    let update = json!({
        "name": "Meera Iyer", "shopName": "Meera's Looms", "phone": "9876543210",
        "address": "14 Temple Street, Kanchipuram", "zipCode": "631501",
        "legalName": "Iyer Textiles Private Limited",
    });
    let response = app.put_json("/api/v2/update-shop", &update).await;
    assert_eq!(response.status(), 200, "{}", response.text().await.unwrap());
    let info: Value = app.json(&format!("/api/v2/get-shop-info/{id}")).await;
    assert_eq!(info["shop"]["legalName"], "Iyer Textiles Private Limited");
    assert_eq!(info["shop"]["gstRegistered"], false, "the GSTIN was taken off");
    // The rules ask whether it is registered, not for its tax ids or private contacts.
    let text = info.to_string();
    for private in [
        "33AAPFU0939F1Z2",
        "meera@example.com",
        "9876543210",
        "98765 43210",
    ] {
        assert!(!text.contains(private), "{private} in {text}");
    }
}
