//! Every account speaks a language: the shopper's (`users.language`) and the seller's
//! (`shops.language`), one of `en`, `hi`, `es` and `fr` (`kernel::Language`). The server answers a
//! signed-in account's requests, and writes its emails, in it. Accounts that existed before keep
//! English, the language they were served in until now.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const TABLES: [&str; 2] = ["users", "shops"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        for table in TABLES {
            db.execute_unprepared(&format!(
                "ALTER TABLE {table} ADD COLUMN language TEXT NOT NULL DEFAULT 'en' \
                 CHECK (language IN ('en', 'hi', 'es', 'fr'))"
            ))
            .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        for table in TABLES {
            db.execute_unprepared(&format!("ALTER TABLE {table} DROP COLUMN language"))
                .await?;
        }
        Ok(())
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
