//! Identity: users and their addresses, server-side sessions, one-time tokens, and the email
//! outbox that identity is the first to write to.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{big_integer, string, string_null, text, text_null};

use crate::columns::{id, instant, instant_null, one_of, reference};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table("users")
                    .col(id())
                    .col(string("name"))
                    .col(string("email").unique_key())
                    .col(string("password_hash"))
                    .col(one_of("role", &["user", "Admin"]))
                    .col(string_null("phone_number"))
                    .col(string_null("avatar_key"))
                    .col(one_of("status", &["active", "suspended", "deleted"]))
                    .col(instant_null("sessions_valid_from"))
                    .col(instant("created_at"))
                    .col(instant("updated_at"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_users_created")
                    .table("users")
                    .col("created_at")
                    .to_owned(),
            )
            .await?;

        manager
            .create_table(
                Table::create()
                    .table("addresses")
                    .col(id())
                    .col(reference("user_id"))
                    .col(one_of("address_type", &["Default", "Home", "Office"]))
                    .col(string("country"))
                    .col(string("state"))
                    .col(string("city"))
                    .col(string("pincode"))
                    .col(string("address1"))
                    .col(string_null("address2"))
                    .col(instant("created_at"))
                    .col(instant("updated_at"))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_addresses_user")
                            .from("addresses", "user_id")
                            .to("users", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("uq_addresses_user_type")
                    .table("addresses")
                    .col("user_id")
                    .col("address_type")
                    .unique()
                    .to_owned(),
            )
            .await?;

        manager
            .create_table(
                Table::create()
                    .table("sessions")
                    .col(string("key_hash").primary_key())
                    .col(text("state"))
                    .col(instant("created_at"))
                    .col(instant("expires_at"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_sessions_expires")
                    .table("sessions")
                    .col("expires_at")
                    .to_owned(),
            )
            .await?;

        manager
            .create_table(
                Table::create()
                    .table("one_time_tokens")
                    .col(id())
                    .col(one_of(
                        "purpose",
                        &["shop_activation", "user_password_reset", "shop_password_reset"],
                    ))
                    .col(string("token_hash").unique_key())
                    .col(ColumnDef::new("user_id").uuid().null())
                    .col(ColumnDef::new("shop_id").uuid().null())
                    .col(instant("expires_at"))
                    .col(instant_null("used_at"))
                    .col(instant("created_at"))
                    .check(Expr::cust("(user_id IS NULL) <> (shop_id IS NULL)"))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_tokens_user")
                            .from("one_time_tokens", "user_id")
                            .to("users", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_tokens_shop")
                            .from("one_time_tokens", "shop_id")
                            .to("shops", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;

        manager
            .create_table(
                Table::create()
                    .table("outbox_emails")
                    .col(id())
                    .col(string("to_address"))
                    .col(string("subject"))
                    .col(text("body_text"))
                    .col(text_null("body_html"))
                    .col(one_of("status", &["pending", "sent", "failed"]))
                    .col(big_integer("attempts").default(0))
                    .col(instant("next_attempt_at"))
                    .col(instant_null("locked_until"))
                    .col(text_null("last_error"))
                    .col(instant("created_at"))
                    .col(instant_null("sent_at"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_outbox_due")
                    .table("outbox_emails")
                    .col("status")
                    .col("next_attempt_at")
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            "outbox_emails",
            "one_time_tokens",
            "sessions",
            "addresses",
            "users",
        ] {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
