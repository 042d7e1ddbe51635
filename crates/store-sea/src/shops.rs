//! [`ShopRepository`] (and shops' [`AccountStore`]) on sea-orm.

use anyhow::{Context as _, anyhow};
use async_trait::async_trait;
use identity::{
    AccountStore, Email, IssuedToken, PasswordHash, PersonName, PhoneNumber, PinCode, TokenError, TokenHash,
    TokenPurpose, TokenSubject,
};
use kernel::{Language, MediaKey, OutgoingEmail, Page, PageRequest, ShopId, SortBy, Timestamp};
use sea_orm::prelude::Uuid;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveValue::Set, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, PaginatorTrait, QueryFilter,
};
use shops::{
    Decision, Gstin, InsertShopError, LegalName, Pan, Review, ReviewNotice, ReviewReason, ReviewStatus, Shop,
    ShopAddress, ShopDescription, ShopName, ShopProfileUpdate, ShopRepository, ShopSort, ShopStatus,
};

use crate::db::{Database, begin_write};
use crate::entities::shop;
use crate::sql::{Sql, exec, is_unique_violation};
use crate::{outbox, tokens};

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

    pub(crate) fn connection(&self) -> &DatabaseConnection {
        &self.db
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
        description: Set(shop.description.as_ref().map(|d| d.as_str().to_owned())),
        avatar_key: Set(shop.avatar.as_ref().map(|a| a.as_str().to_owned())),
        gstin: Set(shop.gstin.as_ref().map(|g| g.as_str().to_owned())),
        pan: Set(shop.pan.as_ref().map(|p| p.as_str().to_owned())),
        legal_name: Set(shop.legal_name.as_ref().map(|n| n.as_str().to_owned())),
        registered_address: Set(shop.registered_address.as_ref().map(|a| a.as_str().to_owned())),
        status: Set(shop.status.as_str().to_owned()),
        rating_total: Set(i64::try_from(shop.rating_total).unwrap_or(i64::MAX)),
        rating_count: Set(i64::try_from(shop.rating_count).unwrap_or(i64::MAX)),
        sessions_valid_from: Set(shop.sessions_valid_from),
        language: Set(shop.language.code().to_owned()),
        created_at: Set(shop.created_at),
        updated_at: Set(shop.created_at),
        review_status: Set(shop.review.status.as_str().to_owned()),
        review_reason: Set(shop.review.reason.as_ref().map(|r| r.as_str().to_owned())),
        review_submitted_at: Set(shop.review.submitted_at),
        reviewed_at: Set(shop.review.decided_at),
        gst_unregistered_at: Set(shop.gst_unregistered_at),
    }
}

/// Rows are written only from domain values, so a row that does not parse is corruption.
pub(crate) fn to_domain(row: shop::Model) -> anyhow::Result<Shop> {
    let id = row.id;
    let build = || -> anyhow::Result<Shop> {
        Ok(Shop {
            id: ShopId::from_uuid(row.id),
            owner_name: PersonName::parse(&row.owner_name)?,
            name: ShopName::parse(&row.shop_name)?,
            email: Email::parse(&row.email)?,
            phone: PhoneNumber::parse(&row.phone)?,
            address: ShopAddress::parse(&row.address)?,
            zip_code: PinCode::parse(&row.zip_code)?,
            description: row
                .description
                .as_deref()
                .map(ShopDescription::parse)
                .transpose()?
                .flatten(),
            avatar: row.avatar_key.and_then(MediaKey::from_stored),
            gstin: row.gstin.as_deref().map(Gstin::parse).transpose()?,
            pan: row.pan.as_deref().map(Pan::parse).transpose()?,
            legal_name: row
                .legal_name
                .as_deref()
                .map(LegalName::parse)
                .transpose()?
                .flatten(),
            registered_address: row
                .registered_address
                .as_deref()
                .map(ShopAddress::parse)
                .transpose()?,
            status: row.status.parse()?,
            rating_total: u64::try_from(row.rating_total).map_err(|_| anyhow!("negative rating total"))?,
            rating_count: u64::try_from(row.rating_count).map_err(|_| anyhow!("negative rating count"))?,
            sessions_valid_from: row.sessions_valid_from,
            language: Language::parse(&row.language)?,
            created_at: row.created_at,
            review: Review {
                status: row.review_status.parse()?,
                reason: row.review_reason.as_deref().and_then(ReviewReason::parse),
                submitted_at: row.review_submitted_at,
                decided_at: row.reviewed_at,
            },
            gst_unregistered_at: row.gst_unregistered_at,
        })
    };
    build().with_context(|| format!("shop {id} in the database is not valid"))
}

async fn load<C: ConnectionTrait>(connection: &C, id: Uuid) -> anyhow::Result<Option<Shop>> {
    shop::Entity::find_by_id(id)
        .one(connection)
        .await?
        .map(to_domain)
        .transpose()
}

/// Shops whose shop name, owner name or email contains `text`, ignoring case (emails are kept in
/// lower case), with `%` and `_` taken literally.
fn shop_matches(text: &str) -> sea_orm::Condition {
    use sea_orm::ExprTrait as _;
    use sea_orm::sea_query::{Func, LikeExpr};

    let pattern = LikeExpr::new(crate::sql::contains_pattern(text)).escape('\\');
    let lower = |column: shop::Column| Expr::expr(Func::lower(Expr::col((shop::Entity, column))));
    sea_orm::Condition::any()
        .add(lower(shop::Column::ShopName).like(pattern.clone()))
        .add(lower(shop::Column::OwnerName).like(pattern.clone()))
        .add(Expr::col((shop::Entity, shop::Column::Email)).like(pattern))
}

fn insert_error(shop: &Shop, error: DbErr) -> InsertShopError {
    if is_unique_violation(&error) {
        InsertShopError::DuplicateEmail {
            email: shop.email.to_string(),
        }
    } else {
        InsertShopError::Unexpected(anyhow::Error::new(error).context("inserting a shop"))
    }
}

/// Removes a shop registered with `email` that was never activated and whose activation links
/// have all expired, with those links: otherwise whoever typed someone else's
/// address into `shop-create` held that email for good. A shop never activated has nothing else:
/// its seller could never sign in.
async fn release_unclaimed_email(
    txn: &sea_orm::DatabaseTransaction,
    email: &Email,
    now: Timestamp,
) -> Result<(), DbErr> {
    let mut stale = Sql::new("SELECT s.id FROM shops s WHERE s.email = ");
    stale
        .bind(email.as_str().to_owned())
        .push(" AND s.status = ")
        .bind(ShopStatus::PendingActivation.as_str())
        .push(
            " AND NOT EXISTS (SELECT 1 FROM one_time_tokens t WHERE t.shop_id = s.id \
               AND t.used_at IS NULL AND t.purpose = ",
        )
        .bind(TokenPurpose::ShopActivation.as_str())
        .push(" AND t.expires_at > ")
        .bind(now)
        .push(")");
    let Some(row) = txn.query_one_raw(stale.build(txn.get_database_backend())).await? else {
        return Ok(());
    };
    let id: Uuid = row.try_get("", "id")?;
    let mut links = Sql::new("DELETE FROM one_time_tokens WHERE shop_id = ");
    links.bind(id);
    exec(txn, links).await?;
    let mut shop = Sql::new("DELETE FROM shops WHERE id = ");
    shop.bind(id);
    exec(txn, shop).await?;
    tracing::info!(shop_id = %id, "an unactivated shop whose links expired gave its email up to a new registration");
    Ok(())
}

fn unexpected(error: DbErr) -> TokenError {
    TokenError::Unexpected(error.into())
}

/// Finding shops, their sellers' credentials, password resets and pictures: the part every kind
/// of account shares.
#[async_trait]
impl AccountStore<Shop> for SeaShopRepository {
    async fn find(&self, id: ShopId) -> anyhow::Result<Option<Shop>> {
        load(&self.db, id.as_uuid()).await
    }

    async fn find_credentials(&self, email: &Email) -> anyhow::Result<Option<(Shop, PasswordHash)>> {
        let Some(row) = shop::Entity::find()
            .filter(shop::COLUMN.email.eq(email.as_str()))
            .one(&self.db)
            .await?
        else {
            return Ok(None);
        };
        let hash = PasswordHash::from_stored(row.password_hash.clone())?;
        Ok(Some((to_domain(row)?, hash)))
    }

    async fn reset_password(
        &self,
        token: &TokenHash,
        password_hash: &PasswordHash,
        now: Timestamp,
    ) -> Result<ShopId, TokenError> {
        let txn = begin_write(&self.db).await.map_err(unexpected)?;
        let TokenSubject::Shop(id) =
            tokens::use_password_reset(&txn, token, TokenPurpose::ShopPasswordReset, now).await?
        else {
            return Err(TokenError::Invalid);
        };
        shop::Entity::update_many()
            .col_expr(shop::Column::PasswordHash, Expr::value(password_hash.as_str()))
            .col_expr(shop::Column::SessionsValidFrom, Expr::value(now))
            .col_expr(shop::Column::UpdatedAt, Expr::value(now))
            .filter(shop::COLUMN.id.eq(id.as_uuid()))
            .exec(&txn)
            .await
            .map_err(unexpected)?;
        txn.commit().await.map_err(unexpected)?;
        Ok(id)
    }

    async fn set_avatar(
        &self,
        id: ShopId,
        avatar: &MediaKey,
        now: Timestamp,
    ) -> anyhow::Result<Option<Shop>> {
        shop::Entity::update_many()
            .col_expr(shop::Column::AvatarKey, Expr::value(avatar.as_str()))
            .col_expr(shop::Column::UpdatedAt, Expr::value(now))
            .filter(shop::COLUMN.id.eq(id.as_uuid()))
            .exec(&self.db)
            .await?;
        load(&self.db, id.as_uuid()).await
    }

    async fn set_language(
        &self,
        id: ShopId,
        language: Language,
        now: Timestamp,
    ) -> anyhow::Result<Option<Shop>> {
        shop::Entity::update_many()
            .col_expr(shop::Column::Language, Expr::value(language.code()))
            .col_expr(shop::Column::UpdatedAt, Expr::value(now))
            .filter(shop::COLUMN.id.eq(id.as_uuid()))
            .exec(&self.db)
            .await?;
        load(&self.db, id.as_uuid()).await
    }
}

#[async_trait]
impl ShopRepository for SeaShopRepository {
    #[tracing::instrument(level = "debug", skip_all, fields(shop_id = %shop.id))]
    async fn insert(&self, shop: &Shop, password_hash: &PasswordHash) -> Result<(), InsertShopError> {
        shop::Entity::insert(to_active_model(shop, password_hash))
            .exec_without_returning(&self.db)
            .await
            .map(|_| ())
            .map_err(|error| insert_error(shop, error))
    }

    #[tracing::instrument(level = "debug", skip_all, fields(shop_id = %shop.id))]
    async fn register(
        &self,
        shop: &Shop,
        password_hash: &PasswordHash,
        activation: &IssuedToken,
        email: &OutgoingEmail,
    ) -> Result<(), InsertShopError> {
        let txn = begin_write(&self.db).await.map_err(|e| insert_error(shop, e))?;
        release_unclaimed_email(&txn, &shop.email, shop.created_at)
            .await
            .map_err(|e| insert_error(shop, e))?;
        shop::Entity::insert(to_active_model(shop, password_hash))
            .exec_without_returning(&txn)
            .await
            .map_err(|error| insert_error(shop, error))?;
        tokens::insert(&txn, activation)
            .await
            .map_err(|e| insert_error(shop, e))?;
        outbox::enqueue(&txn, email, shop.created_at)
            .await
            .map_err(|e| insert_error(shop, e))?;
        txn.commit().await.map_err(|e| insert_error(shop, e))
    }

    async fn update_profile(
        &self,
        id: ShopId,
        update: &ShopProfileUpdate,
        now: Timestamp,
    ) -> anyhow::Result<Option<Shop>> {
        let mut query = shop::Entity::update_many();
        if let Some(language) = update.language {
            query = query.col_expr(shop::Column::Language, Expr::value(language.code()));
        }
        query
            .col_expr(shop::Column::OwnerName, Expr::value(update.owner_name.as_str()))
            .col_expr(shop::Column::ShopName, Expr::value(update.name.as_str()))
            .col_expr(
                shop::Column::Description,
                Expr::value(update.description.as_ref().map(|d| d.as_str().to_owned())),
            )
            .col_expr(shop::Column::Phone, Expr::value(update.phone.as_str()))
            .col_expr(shop::Column::Address, Expr::value(update.address.as_str()))
            .col_expr(shop::Column::ZipCode, Expr::value(update.zip_code.as_str()))
            .col_expr(
                shop::Column::Gstin,
                Expr::value(update.gstin.as_ref().map(|g| g.as_str().to_owned())),
            )
            .col_expr(
                shop::Column::Pan,
                Expr::value(update.pan.as_ref().map(|p| p.as_str().to_owned())),
            )
            .col_expr(
                shop::Column::LegalName,
                Expr::value(update.legal_name.as_ref().map(|n| n.as_str().to_owned())),
            )
            .col_expr(
                shop::Column::RegisteredAddress,
                Expr::value(update.registered_address.as_ref().map(|a| a.as_str().to_owned())),
            )
            .col_expr(shop::Column::UpdatedAt, Expr::value(now))
            .filter(shop::COLUMN.id.eq(id.as_uuid()))
            .exec(&self.db)
            .await?;
        load(&self.db, id.as_uuid()).await
    }

    async fn activate(&self, token: &TokenHash, now: Timestamp) -> Result<Shop, TokenError> {
        let txn = begin_write(&self.db).await.map_err(unexpected)?;
        let row = tokens::consume(&txn, token, TokenPurpose::ShopActivation, now)
            .await
            .map_err(unexpected)?;
        let shop_id = row.and_then(|r| r.shop_id).ok_or(TokenError::Invalid)?;
        let activated = shop::Entity::update_many()
            .col_expr(shop::Column::Status, Expr::value(ShopStatus::Active.as_str()))
            .col_expr(shop::Column::UpdatedAt, Expr::value(now))
            .filter(shop::COLUMN.id.eq(shop_id))
            .filter(shop::COLUMN.status.eq(ShopStatus::PendingActivation.as_str()))
            .exec(&txn)
            .await
            .map_err(unexpected)?;
        if activated.rows_affected != 1 {
            // A suspended shop is not revived by an old activation link.
            return Err(TokenError::Invalid);
        }
        let shop = load(&txn, shop_id).await?.ok_or(TokenError::Invalid)?;
        txn.commit().await.map_err(unexpected)?;
        Ok(shop)
    }

    async fn set_status(
        &self,
        id: ShopId,
        status: ShopStatus,
        now: Timestamp,
    ) -> anyhow::Result<Option<Shop>> {
        let mut update = shop::Entity::update_many()
            .col_expr(shop::Column::Status, Expr::value(status.as_str()))
            .col_expr(shop::Column::UpdatedAt, Expr::value(now));
        if status != ShopStatus::Active {
            update = update.col_expr(shop::Column::SessionsValidFrom, Expr::value(now));
        }
        update
            .filter(shop::COLUMN.id.eq(id.as_uuid()))
            .exec(&self.db)
            .await?;
        load(&self.db, id.as_uuid()).await
    }

    async fn list(
        &self,
        search: Option<String>,
        status: Option<ShopStatus>,
        sort: Option<SortBy<ShopSort>>,
        page: PageRequest,
    ) -> anyhow::Result<Page<Shop>> {
        use sea_orm::{Order, QueryOrder as _, QuerySelect as _};

        let mut query = shop::Entity::find();
        if let Some(text) = search.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
            query = query.filter(shop_matches(text));
        }
        if let Some(status) = status {
            query = query.filter(shop::COLUMN.status.eq(status.as_str()));
        }
        let total = query.clone().count(&self.db).await?;
        // Each key is an expression chosen here; the request only picks which.
        let (expression, descending) = sort.map_or(("shops.created_at", true), |sort| {
            let expression = match sort.key() {
                ShopSort::ShopName => "lower(shops.shop_name)",
                ShopSort::Owner => "lower(shops.owner_name)",
                ShopSort::Status => "shops.status",
                ShopSort::Products => {
                    "(SELECT COUNT(*) FROM products p WHERE p.shop_id = shops.id \
                     AND p.deleted_at IS NULL AND p.kind = 'product')"
                }
                ShopSort::Balance => {
                    "(SELECT COALESCE(SUM(l.amount_paise), 0) FROM ledger_lines l \
                     WHERE l.shop_id = shops.id AND l.account = 'available')"
                }
                ShopSort::Joined => "shops.created_at",
            };
            (expression, sort.is_descending())
        });
        let order = if descending { Order::Desc } else { Order::Asc };
        let rows = query
            .order_by(Expr::cust(expression), order)
            .order_by_asc(shop::COLUMN.id)
            .offset(page.offset())
            .limit(u64::from(page.limit()))
            .all(&self.db)
            .await?;
        let shops = rows
            .into_iter()
            .map(to_domain)
            .collect::<anyhow::Result<Vec<_>>>()?;
        Ok(Page::new(shops, total, page))
    }

    async fn count(&self) -> anyhow::Result<u64> {
        Ok(shop::Entity::find().count(&self.db).await?)
    }

    async fn submit_review(
        &self,
        id: ShopId,
        from: ReviewStatus,
        gst_unregistered_at: Option<Timestamp>,
        now: Timestamp,
    ) -> anyhow::Result<Option<Shop>> {
        let mut update = shop::Entity::update_many()
            .col_expr(
                shop::Column::ReviewStatus,
                Expr::value(ReviewStatus::Submitted.as_str()),
            )
            .col_expr(shop::Column::ReviewSubmittedAt, Expr::value(now))
            .col_expr(shop::Column::UpdatedAt, Expr::value(now));
        if let Some(at) = gst_unregistered_at {
            update = update.col_expr(shop::Column::GstUnregisteredAt, Expr::value(at));
        }
        let moved = update
            .filter(shop::COLUMN.id.eq(id.as_uuid()))
            .filter(shop::COLUMN.review_status.eq(from.as_str()))
            .exec(&self.db)
            .await?;
        if moved.rows_affected != 1 {
            return Ok(None);
        }
        load(&self.db, id.as_uuid()).await
    }

    async fn decide_review(
        &self,
        id: ShopId,
        decision: &Decision,
        notice: &ReviewNotice,
        now: Timestamp,
    ) -> anyhow::Result<Option<Shop>> {
        let reason = match decision {
            Decision::Approve => None,
            Decision::Reject(reason) => Some(reason.as_str().to_owned()),
        };
        let txn = begin_write(&self.db).await?;
        let moved = shop::Entity::update_many()
            .col_expr(
                shop::Column::ReviewStatus,
                Expr::value(decision.status().as_str()),
            )
            .col_expr(shop::Column::ReviewReason, Expr::value(reason))
            .col_expr(shop::Column::ReviewedAt, Expr::value(now))
            .col_expr(shop::Column::UpdatedAt, Expr::value(now))
            .filter(shop::COLUMN.id.eq(id.as_uuid()))
            .filter(shop::COLUMN.review_status.eq(ReviewStatus::Submitted.as_str()))
            .exec(&txn)
            .await?;
        if moved.rows_affected != 1 {
            txn.rollback().await?;
            return Ok(None);
        }
        // Keyed by the decision's instant: a shop rejected, resubmitted and decided again is told
        // each time, and each decision once.
        let event_key = format!("{}:{}:{}", notice.kind, id, now.timestamp_micros());
        let stored = crate::notice_store::insert_notification(
            &txn,
            &crate::notice_store::NewNotification {
                recipient_kind: "shop",
                recipient_id: id.as_uuid(),
                event_key: &event_key,
                kind: notice.kind,
                subject: Some(id.as_uuid()),
                title: &notice.title,
                body: &notice.body,
                link: "/shop-dashboard",
                at: now,
            },
        )
        .await?;
        if stored {
            outbox::enqueue_keyed(&txn, &notice.email, Some(&event_key), now).await?;
        }
        let shop = load(&txn, id.as_uuid()).await?;
        txn.commit().await?;
        Ok(shop)
    }

    async fn review_queue(&self, search: Option<String>, page: PageRequest) -> anyhow::Result<Page<Shop>> {
        use sea_orm::{QueryOrder as _, QuerySelect as _};

        let mut query = shop::Entity::find()
            .filter(shop::COLUMN.review_status.eq(ReviewStatus::Submitted.as_str()))
            .filter(shop::COLUMN.status.eq(ShopStatus::Active.as_str()));
        if let Some(text) = search.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
            query = query.filter(shop_matches(text));
        }
        let total = query.clone().count(&self.db).await?;
        let rows = query
            .order_by_asc(shop::COLUMN.review_submitted_at)
            .order_by_asc(shop::COLUMN.id)
            .offset(page.offset())
            .limit(u64::from(page.limit()))
            .all(&self.db)
            .await?;
        let shops = rows
            .into_iter()
            .map(to_domain)
            .collect::<anyhow::Result<Vec<_>>>()?;
        Ok(Page::new(shops, total, page))
    }
}
