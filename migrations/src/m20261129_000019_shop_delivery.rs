//! Where each shop delivers and how long it takes (docs/orders.md "Delivery areas and
//! estimates"). A shop without a row delivers to all of India on the default days; a row is
//! written the first time its seller saves the delivery settings.
//!
//! The lists are short (at most 36 states, 100 prefixes), always read and written whole with
//! their shop's row, and never searched: one text column each, entries separated by commas (no
//! state's name holds a comma; a prefix is digits).

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

const CREATE: &str = "CREATE TABLE shop_delivery (
    shop_id {uuid} NOT NULL PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
    area VARCHAR(8) NOT NULL CHECK (area IN ('india', 'listed')),
    states TEXT NOT NULL DEFAULT '',
    pin_prefixes TEXT NOT NULL DEFAULT '',
    dispatch_days SMALLINT NOT NULL CHECK (dispatch_days BETWEEN 0 AND 30),
    days_same_city SMALLINT NOT NULL CHECK (days_same_city BETWEEN 0 AND 30),
    days_same_state SMALLINT NOT NULL CHECK (days_same_state BETWEEN 0 AND 30),
    days_rest_of_india SMALLINT NOT NULL CHECK (days_rest_of_india BETWEEN 0 AND 30),
    updated_at {instant} NOT NULL,
    CHECK (area = 'india' OR states <> '' OR pin_prefixes <> '')
)";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let (uuid, instant) = match manager.get_database_backend() {
            DatabaseBackend::Postgres => ("uuid", "timestamp with time zone"),
            _ => ("uuid_text", "timestamp_with_timezone_text"),
        };
        manager
            .get_connection()
            .execute_unprepared(&CREATE.replace("{uuid}", uuid).replace("{instant}", instant))
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .get_connection()
            .execute_unprepared("DROP TABLE shop_delivery")
            .await?;
        Ok(())
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
