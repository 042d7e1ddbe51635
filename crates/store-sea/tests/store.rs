//! The adapter against a real database: a fresh one per test, on SQLite or PostgreSQL
//! (`HAAT_TEST_BACKEND`).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use catalog::{
    Brand, Category, Colour, Description, Pricing, Product, ProductName, ProductRepository, Size, Stock,
};
use chrono::{TimeZone, Utc};
use identity::{Email, Password, PersonName, PhoneNumber, PinCode};
use kernel::{Money, ProductId, ShopId, Timestamp};
use sea_orm::ConnectionTrait;
use shops::{InsertShopError, Shop, ShopAddress, ShopName, ShopRepository, ShopStatus};
use store_sea::{Database, SeaProductRepository, SeaShopRepository};
use testkit::TestDatabase;

async fn migrated() -> (TestDatabase, Database) {
    let test_db = TestDatabase::fresh().await;
    let db = Database::connect(test_db.url(), 4).await.unwrap();
    db.migrate().await.unwrap();
    (test_db, db)
}

fn at() -> Timestamp {
    Utc.with_ymd_and_hms(2026, 11, 22, 9, 30, 0).unwrap()
}

fn shop(email: &str) -> Shop {
    Shop {
        id: ShopId::new(),
        owner_name: PersonName::parse("Meera Iyer").unwrap(),
        name: ShopName::parse("Meera's Looms").unwrap(),
        email: Email::parse(email).unwrap(),
        phone: PhoneNumber::parse("9876543210").unwrap(),
        address: ShopAddress::parse("14 Temple Street, Kanchipuram").unwrap(),
        zip_code: PinCode::parse("631501").unwrap(),
        gstin: None,
        pan: None,
        status: ShopStatus::Active,
        created_at: at(),
    }
}

fn product(shop_id: ShopId) -> Product {
    Product {
        id: ProductId::new(),
        shop_id,
        name: ProductName::parse("Kanchipuram silk saree").unwrap(),
        description: Description::parse("Pure silk with zari border.").unwrap(),
        category: Category::Women,
        brand: Brand::parse("Meera's Looms").unwrap(),
        sizes: vec![Size::parse("Free Size").unwrap()],
        colour: Some(Colour::parse("Maroon", "#800000").unwrap()),
        pricing: Pricing::new(
            Money::from_rupees(12_999).unwrap(),
            Money::from_rupees(9_999).unwrap(),
        )
        .unwrap(),
        stock: Stock::new(5).unwrap(),
        sold_out: 0,
        rating: catalog::RatingSummary::default(),
        schedule: None,
        created_at: at(),
        updated_at: at(),
    }
}

#[tokio::test]
async fn migrations_create_the_tables_and_running_them_again_changes_nothing() {
    let (_guard, db) = migrated().await;
    let tables = db.table_names().await.unwrap();
    for table in ["shops", "products", "product_sizes", "seaql_migrations"] {
        assert!(
            tables.iter().any(|t| t == table),
            "{table} missing from {tables:?}"
        );
    }
    db.migrate().await.unwrap();
    assert_eq!(db.table_names().await.unwrap(), tables);
}

#[tokio::test]
async fn a_second_shop_with_the_same_email_in_another_case_is_a_duplicate() {
    let (_guard, db) = migrated().await;
    let shops = SeaShopRepository::new(&db);
    let hash = Password::parse("long enough").unwrap().hash().unwrap();
    shops.insert(&shop("meera@example.com"), &hash).await.unwrap();

    let error = shops.insert(&shop("MEERA@example.com"), &hash).await.unwrap_err();

    assert!(matches!(error, InsertShopError::DuplicateEmail { ref email } if email == "meera@example.com"));
    assert_eq!(shops.count().await.unwrap(), 1);
}

#[tokio::test]
async fn a_product_is_stored_with_its_sizes() {
    let (_guard, db) = migrated().await;
    let hash = Password::parse("long enough").unwrap().hash().unwrap();
    let owner = shop("meera@example.com");
    SeaShopRepository::new(&db).insert(&owner, &hash).await.unwrap();
    let products = SeaProductRepository::new(&db);

    products.insert(&product(owner.id)).await.unwrap();

    assert_eq!(products.count().await.unwrap(), 1);
    let sizes = db
        .connection()
        .query_one_raw(sea_orm::Statement::from_string(
            db.connection().get_database_backend(),
            "SELECT COUNT(*) AS n FROM product_sizes".to_owned(),
        ))
        .await
        .unwrap()
        .unwrap()
        .try_get::<i64>("", "n")
        .unwrap();
    assert_eq!(sizes, 1);
}

#[tokio::test]
async fn a_product_of_a_shop_that_does_not_exist_is_refused_and_nothing_is_written() {
    let (_guard, db) = migrated().await;
    let products = SeaProductRepository::new(&db);

    let result = products.insert(&product(ShopId::new())).await;

    assert!(result.is_err(), "the foreign key must hold on this backend too");
    assert_eq!(products.count().await.unwrap(), 0);
}

#[tokio::test]
async fn the_schema_itself_refuses_a_selling_price_above_the_original_and_negative_stock() {
    let (_guard, db) = migrated().await;
    let hash = Password::parse("long enough").unwrap().hash().unwrap();
    let owner = shop("meera@example.com");
    SeaShopRepository::new(&db).insert(&owner, &hash).await.unwrap();
    let conn = db.connection();
    let backend = conn.get_database_backend();
    let insert = |selling: i64, stock: i64| {
        let sql = "INSERT INTO products (id, shop_id, kind, name, description, category, brand, \
                   original_price_paise, selling_price_paise, stock, sold_out, rating_total, rating_count, \
                   created_at, updated_at) VALUES ($1, $2, 'product', 'n', 'd', 'Women', 'b', 1000, $3, $4, 0, 0, 0, $5, $5)";
        sea_orm::Statement::from_sql_and_values(
            backend,
            sql,
            [
                ProductId::new().as_uuid().into(),
                owner.id.as_uuid().into(),
                selling.into(),
                stock.into(),
                at().into(),
            ],
        )
    };

    assert!(
        conn.execute_raw(insert(1000, 1)).await.is_ok(),
        "a valid row is accepted"
    );
    assert!(
        conn.execute_raw(insert(1001, 1)).await.is_err(),
        "selling above original"
    );
    assert!(conn.execute_raw(insert(500, -1)).await.is_err(), "negative stock");
}
