//! An order handed to a courier keeps the parcel's details (docs/orders.md "Tracking"): the
//! courier's name, its tracking number (AWB) and the day it is expected, as a `YYYY-MM-DD` date.
//! All three are set together, with the move to "Transferred to delivery partner".

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const UP: &[&str] = &[
    "ALTER TABLE orders ADD COLUMN courier TEXT NULL CHECK (courier IS NULL OR length(courier) BETWEEN 2 AND 240)",
    "ALTER TABLE orders ADD COLUMN tracking_number TEXT NULL \
     CHECK (tracking_number IS NULL OR length(tracking_number) BETWEEN 6 AND 30)",
    "ALTER TABLE orders ADD COLUMN expected_delivery TEXT NULL \
     CHECK (expected_delivery IS NULL OR length(expected_delivery) = 10)",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::execute_all(manager, UP).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::execute_all(
            manager,
            &[
                "ALTER TABLE orders DROP COLUMN expected_delivery",
                "ALTER TABLE orders DROP COLUMN tracking_number",
                "ALTER TABLE orders DROP COLUMN courier",
            ],
        )
        .await
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
