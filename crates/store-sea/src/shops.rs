//! [`ShopRepository`] on sea-orm.

use async_trait::async_trait;
use identity::PasswordHash;
use sea_orm::{ActiveValue::Set, DatabaseConnection, EntityTrait, PaginatorTrait, SqlErr};
use shops::{InsertShopError, Shop, ShopRepository};

use crate::db::Database;
use crate::entities::shop;

#[derive(Debug, Clone)]
pub struct SeaShopRepository {
    db: DatabaseConnection,
}

impl SeaShopRepository {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        Self {
            db: db.connection().clone(),
        }
    }
}

fn to_active_model(shop: &Shop, password_hash: &PasswordHash) -> shop::ActiveModel {
    shop::ActiveModel {
        id: Set(shop.id.as_uuid()),
        owner_name: Set(shop.owner_name.as_str().to_owned()),
        shop_name: Set(shop.name.as_str().to_owned()),
        email: Set(shop.email.as_str().to_owned()),
        password_hash: Set(password_hash.as_str().to_owned()),
        phone: Set(shop.phone.as_str().to_owned()),
        address: Set(shop.address.as_str().to_owned()),
        zip_code: Set(shop.zip_code.as_str().to_owned()),
        description: Set(None),
        avatar_key: Set(None),
        gstin: Set(shop.gstin.as_ref().map(|g| g.as_str().to_owned())),
        pan: Set(shop.pan.as_ref().map(|p| p.as_str().to_owned())),
        status: Set(shop.status.as_str().to_owned()),
        rating_total: Set(0),
        rating_count: Set(0),
        sessions_valid_from: Set(None),
        created_at: Set(shop.created_at),
        updated_at: Set(shop.created_at),
    }
}

#[async_trait]
impl ShopRepository for SeaShopRepository {
    #[tracing::instrument(skip_all, fields(shop_id = %shop.id))]
    async fn insert(&self, shop: &Shop, password_hash: &PasswordHash) -> Result<(), InsertShopError> {
        shop::Entity::insert(to_active_model(shop, password_hash))
            .exec_without_returning(&self.db)
            .await
            .map(|_| ())
            .map_err(|error| match error.sql_err() {
                Some(SqlErr::UniqueConstraintViolation(_)) => InsertShopError::DuplicateEmail {
                    email: shop.email.to_string(),
                },
                _ => InsertShopError::Unexpected(anyhow::Error::new(error).context("inserting a shop")),
            })
    }

    async fn count(&self) -> anyhow::Result<u64> {
        Ok(shop::Entity::find().count(&self.db).await?)
    }
}
