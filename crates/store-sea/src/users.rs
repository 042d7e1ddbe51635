//! [`UserRepository`] (and users' [`AccountStore`]) on sea-orm.

use std::collections::HashMap;

use anyhow::{Context as _, anyhow};
use async_trait::async_trait;
use identity::{
    AccountStatus, AccountStore, Address, AddressText, AddressType, AdminOutcome, Email, IndianState,
    PasswordHash, PersonName, PhoneNumber, PinCode, ProfileUpdate, Role, TokenError, TokenHash, TokenPurpose,
    TokenSubject, User, UserRepository, UserSort, UserStoreError,
};
use kernel::{AddressId, Language, MediaKey, Page, PageRequest, SortBy, Timestamp, UserId};
use sea_orm::prelude::Uuid;
use sea_orm::sea_query::{Expr, Func, LikeExpr};
use sea_orm::{
    ActiveValue::Set, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, ExprTrait, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect, SqlErr,
};

use crate::db::{Database, begin_write};
use crate::entities::{address, user};
use crate::sql::is_unique_violation;
use crate::tokens;

#[derive(Debug, Clone)]
pub struct SeaUserRepository {
    db: DatabaseConnection,
}

impl SeaUserRepository {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        Self {
            db: db.connection().clone(),
        }
    }
}

fn address_to_domain(row: address::Model) -> anyhow::Result<Address> {
    Ok(Address {
        id: AddressId::from_uuid(row.id),
        address_type: row.address_type.parse().map_err(|e| anyhow!("{e}"))?,
        state: IndianState::parse(&row.state).map_err(|e| anyhow!("{e}"))?,
        city: AddressText::parse(&row.city, Address::CITY_MAX).map_err(|e| anyhow!("{e}"))?,
        pincode: PinCode::parse(&row.pincode)?,
        address1: AddressText::parse(&row.address1, Address::LINE_MAX).map_err(|e| anyhow!("{e}"))?,
        address2: row
            .address2
            .as_deref()
            .map(|line| AddressText::parse(line, Address::LINE_MAX))
            .transpose()
            .map_err(|e| anyhow!("{e}"))?,
    })
}

/// Rows are written only from domain values, so a row that does not parse is corruption.
fn to_domain(row: user::Model, addresses: Vec<address::Model>) -> anyhow::Result<User> {
    let id = row.id;
    let build = || -> anyhow::Result<User> {
        let mut addresses = addresses
            .into_iter()
            .map(address_to_domain)
            .collect::<anyhow::Result<Vec<_>>>()?;
        addresses.sort_by_key(|a| AddressType::ALL.iter().position(|t| *t == a.address_type));
        Ok(User {
            id: UserId::from_uuid(row.id),
            name: PersonName::parse(&row.name)?,
            email: Email::parse(&row.email)?,
            role: row.role.parse().map_err(|e| anyhow!("{e}"))?,
            phone: row.phone_number.as_deref().map(PhoneNumber::parse).transpose()?,
            avatar: row.avatar_key.and_then(MediaKey::from_stored),
            addresses,
            status: row.status.parse().map_err(|e| anyhow!("{e}"))?,
            sessions_valid_from: row.sessions_valid_from,
            language: Language::parse(&row.language)?,
            created_at: row.created_at,
        })
    };
    build().with_context(|| format!("user {id} in the database is not valid"))
}

async fn load<C: ConnectionTrait>(connection: &C, id: Uuid) -> anyhow::Result<Option<User>> {
    let Some(row) = user::Entity::find_by_id(id).one(connection).await? else {
        return Ok(None);
    };
    let addresses = address::Entity::find()
        .filter(address::COLUMN.user_id.eq(id))
        .all(connection)
        .await?;
    to_domain(row, addresses).map(Some)
}

/// Sets the password and voids every session signed in before `now`; whether the user exists.
async fn write_password<C: ConnectionTrait>(
    connection: &C,
    id: UserId,
    password: &PasswordHash,
    now: Timestamp,
) -> Result<bool, DbErr> {
    let result = user::Entity::update_many()
        .col_expr(user::Column::PasswordHash, Expr::value(password.as_str()))
        .col_expr(user::Column::SessionsValidFrom, Expr::value(now))
        .col_expr(user::Column::UpdatedAt, Expr::value(now))
        .filter(user::COLUMN.id.eq(id.as_uuid()))
        .exec(connection)
        .await?;
    Ok(result.rows_affected == 1)
}

fn unexpected(error: impl Into<anyhow::Error>) -> UserStoreError {
    UserStoreError::Unexpected(error.into())
}

/// Finding users, their credentials, password resets and pictures: the part every kind of account
/// shares.
#[async_trait]
impl AccountStore<User> for SeaUserRepository {
    async fn find(&self, id: UserId) -> anyhow::Result<Option<User>> {
        load(&self.db, id.as_uuid()).await
    }

    async fn find_credentials(&self, email: &Email) -> anyhow::Result<Option<(User, PasswordHash)>> {
        let Some(row) = user::Entity::find()
            .filter(user::COLUMN.email.eq(email.as_str()))
            .one(&self.db)
            .await?
        else {
            return Ok(None);
        };
        let hash = PasswordHash::from_stored(row.password_hash.clone())?;
        let addresses = address::Entity::find()
            .filter(address::COLUMN.user_id.eq(row.id))
            .all(&self.db)
            .await?;
        Ok(Some((to_domain(row, addresses)?, hash)))
    }

    async fn reset_password(
        &self,
        token: &TokenHash,
        password: &PasswordHash,
        now: Timestamp,
    ) -> Result<UserId, TokenError> {
        let txn = begin_write(&self.db).await.map_err(anyhow::Error::from)?;
        let TokenSubject::User(id) =
            tokens::use_password_reset(&txn, token, TokenPurpose::UserPasswordReset, now).await?
        else {
            return Err(TokenError::Invalid);
        };
        write_password(&txn, id, password, now)
            .await
            .map_err(anyhow::Error::from)?;
        txn.commit().await.map_err(anyhow::Error::from)?;
        Ok(id)
    }

    async fn set_avatar(
        &self,
        id: UserId,
        avatar: &MediaKey,
        now: Timestamp,
    ) -> anyhow::Result<Option<User>> {
        user::Entity::update_many()
            .col_expr(user::Column::AvatarKey, Expr::value(avatar.as_str()))
            .col_expr(user::Column::UpdatedAt, Expr::value(now))
            .filter(user::COLUMN.id.eq(id.as_uuid()))
            .exec(&self.db)
            .await?;
        load(&self.db, id.as_uuid()).await
    }

    async fn set_language(
        &self,
        id: UserId,
        language: Language,
        now: Timestamp,
    ) -> anyhow::Result<Option<User>> {
        user::Entity::update_many()
            .col_expr(user::Column::Language, Expr::value(language.code()))
            .col_expr(user::Column::UpdatedAt, Expr::value(now))
            .filter(user::COLUMN.id.eq(id.as_uuid()))
            .exec(&self.db)
            .await?;
        load(&self.db, id.as_uuid()).await
    }
}

#[async_trait]
impl UserRepository for SeaUserRepository {
    #[tracing::instrument(level = "debug", skip_all, fields(user_id = %user.id))]
    async fn insert(&self, user: &User, password: &PasswordHash) -> Result<(), UserStoreError> {
        user::Entity::insert(user::ActiveModel {
            id: Set(user.id.as_uuid()),
            name: Set(user.name.as_str().to_owned()),
            email: Set(user.email.as_str().to_owned()),
            password_hash: Set(password.as_str().to_owned()),
            role: Set(user.role.as_str().to_owned()),
            phone_number: Set(user.phone.as_ref().map(|p| p.as_str().to_owned())),
            avatar_key: Set(user.avatar.as_ref().map(|a| a.as_str().to_owned())),
            status: Set(user.status.as_str().to_owned()),
            sessions_valid_from: Set(user.sessions_valid_from),
            language: Set(user.language.code().to_owned()),
            created_at: Set(user.created_at),
            updated_at: Set(user.created_at),
        })
        .exec_without_returning(&self.db)
        .await
        .map(|_| ())
        .map_err(|e| {
            if is_unique_violation(&e) {
                UserStoreError::DuplicateEmail
            } else {
                unexpected(e)
            }
        })
    }

    async fn password_hash(&self, id: UserId) -> anyhow::Result<Option<PasswordHash>> {
        let row = user::Entity::find_by_id(id.as_uuid()).one(&self.db).await?;
        row.map(|r| PasswordHash::from_stored(r.password_hash).map_err(anyhow::Error::from))
            .transpose()
    }

    async fn update_profile(
        &self,
        id: UserId,
        update: &ProfileUpdate,
        now: Timestamp,
    ) -> Result<User, UserStoreError> {
        let mut query = user::Entity::update_many();
        if let Some(language) = update.language {
            query = query.col_expr(user::Column::Language, Expr::value(language.code()));
        }
        let result = query
            .col_expr(user::Column::Name, Expr::value(update.name.as_str()))
            .col_expr(user::Column::Email, Expr::value(update.email.as_str()))
            .col_expr(
                user::Column::PhoneNumber,
                Expr::value(update.phone.as_ref().map(|p| p.as_str().to_owned())),
            )
            .col_expr(user::Column::UpdatedAt, Expr::value(now))
            .filter(user::COLUMN.id.eq(id.as_uuid()))
            .exec(&self.db)
            .await
            .map_err(|e| {
                if is_unique_violation(&e) {
                    UserStoreError::DuplicateEmail
                } else {
                    unexpected(e)
                }
            })?;
        if result.rows_affected == 0 {
            return Err(UserStoreError::NotFound);
        }
        load(&self.db, id.as_uuid())
            .await?
            .ok_or(UserStoreError::NotFound)
    }

    async fn set_password(
        &self,
        id: UserId,
        password: &PasswordHash,
        sessions_valid_from: Timestamp,
    ) -> Result<(), UserStoreError> {
        let txn = begin_write(&self.db).await.map_err(unexpected)?;
        if !write_password(&txn, id, password, sessions_valid_from)
            .await
            .map_err(unexpected)?
        {
            return Err(UserStoreError::NotFound);
        }
        tokens::void_password_resets(&txn, TokenSubject::User(id), sessions_valid_from)
            .await
            .map_err(unexpected)?;
        txn.commit().await.map_err(unexpected)?;
        Ok(())
    }

    async fn add_address(
        &self,
        id: UserId,
        address: &Address,
        now: Timestamp,
    ) -> Result<User, UserStoreError> {
        address::Entity::insert(address::ActiveModel {
            id: Set(address.id.as_uuid()),
            user_id: Set(id.as_uuid()),
            address_type: Set(address.address_type.as_str().to_owned()),
            country: Set(address.country().to_owned()),
            state: Set(address.state.as_str().to_owned()),
            city: Set(address.city.as_str().to_owned()),
            pincode: Set(address.pincode.as_str().to_owned()),
            address1: Set(address.address1.as_str().to_owned()),
            address2: Set(address.address2.as_ref().map(|l| l.as_str().to_owned())),
            created_at: Set(now),
            updated_at: Set(now),
        })
        .exec_without_returning(&self.db)
        .await
        .map_err(|e| match e.sql_err() {
            Some(SqlErr::UniqueConstraintViolation(_)) => {
                UserStoreError::AddressTypeTaken(address.address_type)
            }
            Some(SqlErr::ForeignKeyConstraintViolation(_)) => UserStoreError::NotFound,
            _ => unexpected(e),
        })?;
        load(&self.db, id.as_uuid())
            .await?
            .ok_or(UserStoreError::NotFound)
    }

    async fn delete_address(
        &self,
        id: UserId,
        address: AddressId,
        _now: Timestamp,
    ) -> Result<User, UserStoreError> {
        let deleted = address::Entity::delete_many()
            .filter(address::COLUMN.id.eq(address.as_uuid()))
            .filter(address::COLUMN.user_id.eq(id.as_uuid()))
            .exec(&self.db)
            .await
            .map_err(unexpected)?;
        if deleted.rows_affected == 0 {
            return Err(UserStoreError::NotFound);
        }
        load(&self.db, id.as_uuid())
            .await?
            .ok_or(UserStoreError::NotFound)
    }

    async fn list(
        &self,
        search: Option<String>,
        sort: Option<SortBy<UserSort>>,
        page: PageRequest,
    ) -> anyhow::Result<Page<User>> {
        let mut query = user::Entity::find();
        if let Some(text) = search.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
            let pattern = LikeExpr::new(crate::sql::contains_pattern(text)).escape('\\');
            query = query.filter(
                sea_orm::Condition::any()
                    .add(
                        Expr::expr(Func::lower(Expr::col((user::Entity, user::Column::Name))))
                            .like(pattern.clone()),
                    )
                    .add(Expr::col((user::Entity, user::Column::Email)).like(pattern)),
            );
        }
        let total = query.clone().count(&self.db).await?;
        // Each key is an expression chosen here; the request only picks which.
        let (expression, descending) = sort.map_or(("users.created_at", true), |sort| {
            let expression = match sort.key() {
                UserSort::Name => "lower(users.name)",
                UserSort::Email => "users.email",
                UserSort::Role => "users.role",
                UserSort::Status => "users.status",
                UserSort::Joined => "users.created_at",
            };
            (expression, sort.is_descending())
        });
        let order = if descending {
            sea_orm::Order::Desc
        } else {
            sea_orm::Order::Asc
        };
        let rows = query
            .order_by(Expr::cust(expression), order)
            .order_by_asc(user::COLUMN.id)
            .offset(page.offset())
            .limit(u64::from(page.limit()))
            .all(&self.db)
            .await?;
        let ids: Vec<Uuid> = rows.iter().map(|r| r.id).collect();
        let mut addresses: HashMap<Uuid, Vec<address::Model>> = HashMap::new();
        for row in address::Entity::find()
            .filter(address::COLUMN.user_id.is_in(ids))
            .all(&self.db)
            .await?
        {
            addresses.entry(row.user_id).or_default().push(row);
        }
        let users = rows
            .into_iter()
            .map(|row| {
                let own = addresses.remove(&row.id).unwrap_or_default();
                to_domain(row, own)
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        Ok(Page::new(users, total, page))
    }

    async fn set_status(
        &self,
        id: UserId,
        status: AccountStatus,
        now: Timestamp,
    ) -> anyhow::Result<Option<User>> {
        let mut update = user::Entity::update_many()
            .col_expr(user::Column::Status, Expr::value(status.as_str()))
            .col_expr(user::Column::UpdatedAt, Expr::value(now));
        if status != AccountStatus::Active {
            update = update.col_expr(user::Column::SessionsValidFrom, Expr::value(now));
        }
        update
            .filter(user::COLUMN.id.eq(id.as_uuid()))
            .exec(&self.db)
            .await?;
        load(&self.db, id.as_uuid()).await
    }

    async fn make_admin(
        &self,
        email: &Email,
        name: &PersonName,
        password: &PasswordHash,
        now: Timestamp,
    ) -> anyhow::Result<AdminOutcome> {
        let txn = begin_write(&self.db).await?;
        let promoted = user::Entity::update_many()
            .col_expr(user::Column::Role, Expr::value(Role::Admin.as_str()))
            .col_expr(user::Column::Name, Expr::value(name.as_str()))
            .col_expr(user::Column::PasswordHash, Expr::value(password.as_str()))
            .col_expr(user::Column::Status, Expr::value("active"))
            .col_expr(user::Column::SessionsValidFrom, Expr::value(now))
            .col_expr(user::Column::UpdatedAt, Expr::value(now))
            .filter(user::COLUMN.email.eq(email.as_str()))
            .exec(&txn)
            .await?;
        let outcome = if promoted.rows_affected == 1 {
            let id = user::Entity::find()
                .filter(user::COLUMN.email.eq(email.as_str()))
                .one(&txn)
                .await?
                .map(|row| UserId::from_uuid(row.id));
            if let Some(id) = id {
                crate::tokens::void_password_resets(&txn, TokenSubject::User(id), now).await?;
            }
            AdminOutcome::Promoted
        } else {
            let mut admin = User::new_shopper(name.clone(), email.clone(), now);
            admin.role = Role::Admin;
            user::Entity::insert(user::ActiveModel {
                id: Set(admin.id.as_uuid()),
                name: Set(admin.name.as_str().to_owned()),
                email: Set(admin.email.as_str().to_owned()),
                password_hash: Set(password.as_str().to_owned()),
                role: Set(Role::Admin.as_str().to_owned()),
                phone_number: Set(None),
                avatar_key: Set(None),
                status: Set("active".to_owned()),
                sessions_valid_from: Set(None),
                language: Set(admin.language.code().to_owned()),
                created_at: Set(now),
                updated_at: Set(now),
            })
            .exec_without_returning(&txn)
            .await?;
            AdminOutcome::Created
        };
        txn.commit().await?;
        Ok(outcome)
    }
}
