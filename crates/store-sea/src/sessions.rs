//! Server-side session records for the database session store.

use async_trait::async_trait;
use identity::{SessionRecords, TokenHash};
use kernel::Timestamp;
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{ActiveValue::Set, DatabaseConnection, EntityTrait, QueryFilter};

use crate::db::Database;
use crate::entities::session;

#[derive(Debug, Clone)]
pub struct SeaSessionRecords {
    db: DatabaseConnection,
}

impl SeaSessionRecords {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        Self {
            db: db.connection().clone(),
        }
    }
}

#[async_trait]
impl SessionRecords for SeaSessionRecords {
    async fn load(&self, key: &TokenHash, now: Timestamp) -> anyhow::Result<Option<String>> {
        Ok(session::Entity::find_by_id(key.as_str().to_owned())
            .filter(session::COLUMN.expires_at.gt(now))
            .one(&self.db)
            .await?
            .map(|row| row.state))
    }

    async fn save(
        &self,
        key: &TokenHash,
        state: &str,
        now: Timestamp,
        expires_at: Timestamp,
    ) -> anyhow::Result<()> {
        session::Entity::insert(session::ActiveModel {
            key_hash: Set(key.as_str().to_owned()),
            state: Set(state.to_owned()),
            created_at: Set(now),
            expires_at: Set(expires_at),
        })
        .on_conflict(
            OnConflict::column(session::Column::KeyHash)
                .update_columns([session::Column::State, session::Column::ExpiresAt])
                .to_owned(),
        )
        .exec_without_returning(&self.db)
        .await?;
        Ok(())
    }

    async fn touch(&self, key: &TokenHash, expires_at: Timestamp) -> anyhow::Result<()> {
        session::Entity::update_many()
            .col_expr(session::Column::ExpiresAt, Expr::value(expires_at))
            .filter(session::COLUMN.key_hash.eq(key.as_str()))
            .exec(&self.db)
            .await?;
        Ok(())
    }

    async fn delete(&self, key: &TokenHash) -> anyhow::Result<()> {
        session::Entity::delete_by_id(key.as_str().to_owned())
            .exec(&self.db)
            .await?;
        Ok(())
    }

    async fn purge_expired(&self, now: Timestamp) -> anyhow::Result<u64> {
        Ok(session::Entity::delete_many()
            .filter(session::COLUMN.expires_at.lte(now))
            .exec(&self.db)
            .await?
            .rows_affected)
    }
}
