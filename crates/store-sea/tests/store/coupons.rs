//! Migration 11 (coupon owners and limits) on data written before it, and undone.

use migrations::MigratorTrait as _;
use sea_orm::ConnectionTrait as _;
use sea_orm::prelude::Uuid;

use crate::helpers::{at, count, migrated};

async fn run(db: &store_sea::Database, sql: &str, values: Vec<sea_orm::Value>) {
    let backend = db.connection().get_database_backend();
    db.connection()
        .execute_raw(sea_orm::Statement::from_sql_and_values(backend, sql, values))
        .await
        .unwrap();
}

#[tokio::test]
async fn platform_and_newsletter_coupons_made_before_migration_11_get_their_limits_and_owner() {
    let (_guard, db) = migrated().await;
    let before_eleven = u32::try_from(migrations::Migrator::migrations().len() - 10).unwrap();
    migrations::Migrator::down(db.connection(), Some(before_eleven))
        .await
        .unwrap();
    let (platform, newsletter) = (Uuid::new_v4(), Uuid::new_v4());
    for (id, code) in [(platform, "FESTIVE"), (newsletter, "HAAT20-ABCDEF")] {
        run(
            &db,
            "INSERT INTO coupons (id, shop_id, code, percent, created_at) VALUES ($1, NULL, $2, 20, $3)",
            vec![id.into(), code.into(), at().into()],
        )
        .await;
    }
    run(
        &db,
        "INSERT INTO newsletter_subscribers (id, email, coupon_id, created_at) VALUES ($1, $2, $3, $4)",
        vec![
            Uuid::new_v4().into(),
            "asha@example.com".into(),
            newsletter.into(),
            at().into(),
        ],
    )
    .await;

    db.migrate().await.unwrap();
    assert_eq!(
        count(
            &db,
            "SELECT COUNT(*) AS n FROM coupons WHERE code = 'FESTIVE' AND max_uses_per_account = 1 \
             AND max_uses IS NULL AND owner_email IS NULL AND uses = 0"
        )
        .await,
        1,
        "a platform coupon: once per account"
    );
    assert_eq!(
        count(
            &db,
            "SELECT COUNT(*) AS n FROM coupons WHERE code = 'HAAT20-ABCDEF' AND max_uses = 1 \
             AND max_uses_per_account = 1 AND owner_email = 'asha@example.com'"
        )
        .await,
        1,
        "a newsletter coupon: its subscriber's, once"
    );

    migrations::Migrator::down(db.connection(), Some(before_eleven))
        .await
        .unwrap();
    assert_eq!(
        count(&db, "SELECT COUNT(*) AS n FROM coupons").await,
        2,
        "undone, the coupons stay"
    );
    db.migrate().await.unwrap();
    assert_eq!(
        count(&db, "SELECT COUNT(*) AS n FROM coupon_redemptions").await,
        0
    );
}
