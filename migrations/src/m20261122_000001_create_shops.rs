//! Shops: a seller's trading identity and sign-in account in one row (docs/product.md §1).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{string, string_null, text_null};

use crate::columns::{count, id, instant, instant_null, one_of};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table("shops")
                    .col(id())
                    .col(string("owner_name"))
                    .col(string("shop_name"))
                    // Stored lower-cased by the domain, so this index makes uniqueness case-insensitive.
                    .col(string("email").unique_key())
                    .col(string("password_hash"))
                    .col(string("phone"))
                    .col(string("address"))
                    .col(string("zip_code"))
                    .col(text_null("description"))
                    .col(string_null("avatar_key"))
                    .col(string_null("gstin"))
                    .col(string_null("pan"))
                    .col(one_of("status", &["pending", "active", "suspended"]))
                    .col(count("rating_total"))
                    .col(count("rating_count"))
                    // Sessions that signed in before this instant are no longer valid.
                    .col(instant_null("sessions_valid_from"))
                    .col(instant("created_at"))
                    .col(instant("updated_at"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_shops_status")
                    .table("shops")
                    .col("status")
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table("shops").to_owned()).await
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
