use chrono::{Duration, TimeZone, Utc};
use identity::{Email, Password, PasswordHash, PersonName, PhoneNumber, PinCode};
use kernel::{ShopId, Timestamp};
use sea_orm::ConnectionTrait;
use shops::{Shop, ShopAddress, ShopName, ShopStatus};
use store_sea::Database;
use testkit::TestDatabase;

pub async fn migrated() -> (TestDatabase, Database) {
    let test_db = TestDatabase::fresh().await;
    let db = Database::connect(test_db.url(), 4).await.unwrap();
    db.migrate().await.unwrap();
    (test_db, db)
}

pub fn at() -> Timestamp {
    Utc.with_ymd_and_hms(2026, 11, 22, 9, 30, 0).unwrap()
}

pub fn later(minutes: i64) -> Timestamp {
    at() + Duration::minutes(minutes)
}

pub fn hash(password: &str) -> PasswordHash {
    Password::parse(password).unwrap().hash().unwrap()
}

pub fn shop(email: &str, status: ShopStatus) -> Shop {
    Shop {
        id: ShopId::new(),
        owner_name: PersonName::parse("Meera Iyer").unwrap(),
        name: ShopName::parse("Meera's Looms").unwrap(),
        email: Email::parse(email).unwrap(),
        phone: PhoneNumber::parse("9876543210").unwrap(),
        address: ShopAddress::parse("14 Temple Street, Kanchipuram").unwrap(),
        zip_code: PinCode::parse("631501").unwrap(),
        description: None,
        avatar: None,
        gstin: None,
        pan: None,
        legal_name: None,
        registered_address: None,
        status,
        rating_total: 0,
        rating_count: 0,
        sessions_valid_from: None,
        language: kernel::Language::En,
        created_at: at(),
        // Stored shops trade unless a test says otherwise; the review's own tests set it.
        review: shops::Review::approved(),
        gst_unregistered_at: None,
    }
}

/// A count straight from the database, for asserting what was (not) written.
pub async fn count(db: &Database, sql: &str) -> i64 {
    db.connection()
        .query_one_raw(sea_orm::Statement::from_string(
            db.connection().get_database_backend(),
            sql.to_owned(),
        ))
        .await
        .unwrap()
        .unwrap()
        .try_get::<i64>("", "n")
        .unwrap()
}
