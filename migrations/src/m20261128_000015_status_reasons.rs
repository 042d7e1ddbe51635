//! A status change may carry its mover's reason (`order_status_history.reason`): a cancellation's,
//! for the other side of the order to read. Earlier entries have none.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // 500 characters of up to 4 bytes each (orders::StatusReason).
        manager
            .get_connection()
            .execute_unprepared(
                "ALTER TABLE order_status_history ADD COLUMN reason TEXT NULL \
                 CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 2000)",
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .get_connection()
            .execute_unprepared("ALTER TABLE order_status_history DROP COLUMN reason")
            .await?;
        Ok(())
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
