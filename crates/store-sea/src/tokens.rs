//! One-time tokens: issuing them with their email, and using them once.

use async_trait::async_trait;
use identity::{IssuedToken, TokenError, TokenHash, TokenPurpose, TokenRepository, TokenSubject};
use kernel::{OutgoingEmail, ShopId, Timestamp, UserId};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveValue::Set, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter};

use crate::db::{Database, begin_write};
use crate::entities::one_time_token;
use crate::outbox;

pub(crate) async fn insert<C: ConnectionTrait>(connection: &C, token: &IssuedToken) -> Result<(), DbErr> {
    let (user_id, shop_id) = match token.subject {
        TokenSubject::User(id) => (Some(id.as_uuid()), None),
        TokenSubject::Shop(id) => (None, Some(id.as_uuid())),
    };
    one_time_token::Entity::insert(one_time_token::ActiveModel {
        id: Set(uuid_v4()),
        purpose: Set(token.purpose.as_str().to_owned()),
        token_hash: Set(token.hash.as_str().to_owned()),
        user_id: Set(user_id),
        shop_id: Set(shop_id),
        expires_at: Set(token.expires_at),
        used_at: Set(None),
        created_at: Set(token.created_at),
    })
    .exec_without_returning(connection)
    .await
    .map(|_| ())
}

fn uuid_v4() -> sea_orm::prelude::Uuid {
    kernel::EmailId::new().as_uuid()
}

/// Marks a token used, if it exists for this purpose, is unused and has not expired. The update
/// is conditional on `used_at IS NULL`, so two concurrent uses cannot both succeed.
pub(crate) async fn consume<C: ConnectionTrait>(
    connection: &C,
    hash: &TokenHash,
    purpose: TokenPurpose,
    now: Timestamp,
) -> Result<Option<one_time_token::Model>, DbErr> {
    let Some(row) = one_time_token::Entity::find()
        .filter(one_time_token::COLUMN.token_hash.eq(hash.as_str()))
        .filter(one_time_token::COLUMN.purpose.eq(purpose.as_str()))
        .one(connection)
        .await?
    else {
        return Ok(None);
    };
    if row.used_at.is_some() || row.expires_at <= now {
        return Ok(None);
    }
    let used = one_time_token::Entity::update_many()
        .col_expr(one_time_token::Column::UsedAt, Expr::value(now))
        .filter(one_time_token::COLUMN.id.eq(row.id))
        .filter(one_time_token::COLUMN.used_at.is_null())
        .exec(connection)
        .await?;
    Ok((used.rows_affected == 1).then_some(row))
}

/// Voids every unused password-reset token of an account: a password changed or reset any way
/// makes older reset links worthless, so a link left in a mailbox, or an older one
/// after a newer was used, cannot set the password again.
pub(crate) async fn void_password_resets<C: ConnectionTrait>(
    connection: &C,
    subject: TokenSubject,
    now: Timestamp,
) -> Result<(), DbErr> {
    let (purpose, owner) = match subject {
        TokenSubject::User(id) => (
            TokenPurpose::UserPasswordReset,
            one_time_token::COLUMN.user_id.eq(id.as_uuid()),
        ),
        TokenSubject::Shop(id) => (
            TokenPurpose::ShopPasswordReset,
            one_time_token::COLUMN.shop_id.eq(id.as_uuid()),
        ),
    };
    one_time_token::Entity::update_many()
        .col_expr(one_time_token::Column::UsedAt, Expr::value(now))
        .filter(one_time_token::COLUMN.purpose.eq(purpose.as_str()))
        .filter(owner)
        .filter(one_time_token::COLUMN.used_at.is_null())
        .exec(connection)
        .await
        .map(|_| ())
}

/// Uses a password-reset token of `purpose` and voids the account's other reset links, in the
/// caller's transaction: the account whose password the caller then sets.
///
/// # Errors
/// [`TokenError::Invalid`] for an unknown, used or expired token, or one for another purpose.
pub(crate) async fn use_password_reset<C: ConnectionTrait>(
    connection: &C,
    token: &TokenHash,
    purpose: TokenPurpose,
    now: Timestamp,
) -> Result<TokenSubject, TokenError> {
    let row = consume(connection, token, purpose, now)
        .await
        .map_err(anyhow::Error::from)?
        .ok_or(TokenError::Invalid)?;
    let subject = match (row.user_id, row.shop_id) {
        (Some(user), None) => TokenSubject::User(UserId::from_uuid(user)),
        (None, Some(shop)) => TokenSubject::Shop(ShopId::from_uuid(shop)),
        _ => return Err(TokenError::Invalid),
    };
    void_password_resets(connection, subject, now)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(subject)
}

#[derive(Debug, Clone)]
pub struct SeaTokenRepository {
    db: DatabaseConnection,
}

impl SeaTokenRepository {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        Self {
            db: db.connection().clone(),
        }
    }
}

#[async_trait]
impl TokenRepository for SeaTokenRepository {
    async fn issue(&self, token: &IssuedToken, email: &OutgoingEmail) -> anyhow::Result<()> {
        let txn = begin_write(&self.db).await?;
        insert(&txn, token).await?;
        outbox::enqueue(&txn, email, token.created_at).await?;
        txn.commit().await?;
        Ok(())
    }
}
