//! A shop's legal name and registered address (docs/tax.md "A shop's GSTIN and its state"): what
//! its tax invoices carry when they differ from the name it trades under and the address it ships
//! from. Both optional; existing shops have neither.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        db.execute_unprepared(
            "ALTER TABLE shops ADD COLUMN legal_name VARCHAR(100) NULL \
             CHECK (legal_name IS NULL OR length(legal_name) BETWEEN 2 AND 100)",
        )
        .await?;
        db.execute_unprepared(
            "ALTER TABLE shops ADD COLUMN registered_address VARCHAR(200) NULL \
             CHECK (registered_address IS NULL OR length(registered_address) BETWEEN 5 AND 200)",
        )
        .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        db.execute_unprepared("ALTER TABLE shops DROP COLUMN registered_address")
            .await?;
        db.execute_unprepared("ALTER TABLE shops DROP COLUMN legal_name")
            .await?;
        Ok(())
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
