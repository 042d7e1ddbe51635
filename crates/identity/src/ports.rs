//! What identity needs from the outside world.

use async_trait::async_trait;
use kernel::{
    AddressId, Language, MediaKey, OutgoingEmail, Page, PageRequest, SortBy, SortKey, Timestamp, UserId,
};

use crate::account::Account;
use crate::address::{Address, AddressType};
use crate::contact::{Email, PersonName, PhoneNumber};
use crate::password::{Password, PasswordHash};
use crate::token::{IssuedToken, TokenError, TokenHash};
use crate::user::{AccountStatus, User};

/// The columns the operator's user list can be ordered by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UserSort {
    Name,
    Email,
    Role,
    Status,
    Joined,
}

impl SortKey for UserSort {
    const NAMES: &'static [(&'static str, Self)] = &[
        ("name", Self::Name),
        ("email", Self::Email),
        ("role", Self::Role),
        ("status", Self::Status),
        ("createdAt", Self::Joined),
    ];
}

#[derive(Debug, thiserror::Error)]
pub enum UserStoreError {
    #[error("an account with this email already exists")]
    DuplicateEmail,
    #[error("you already have a {} address", .0.as_str())]
    AddressTypeTaken(AddressType),
    #[error("not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The fields of `PUT /update-user`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProfileUpdate {
    pub name: PersonName,
    pub email: Email,
    pub phone: Option<PhoneNumber>,
    /// A new language, or `None` to keep the account's.
    pub language: Option<Language>,
}

/// What `haat admin create` did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AdminOutcome {
    Created,
    Promoted,
}

/// Stores one kind of account for the flows every kind shares ([`crate::accounts`]): users in
/// the users' store, shops with their sellers' credentials in the shops'.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait AccountStore<A: Account>: Send + Sync + 'static {
    /// The account (a user with their addresses), whatever its status; `None` when there is no
    /// such account.
    async fn find(&self, id: A::Id) -> anyhow::Result<Option<A>>;

    /// The account with this email and its password hash, whatever its status; `None` when no
    /// account of this kind has the email.
    async fn find_credentials(&self, email: &Email) -> anyhow::Result<Option<(A, PasswordHash)>>;

    /// In one transaction: uses a password-reset token of this kind ([`Account::PASSWORD_RESET`]),
    /// sets the new password, voids every other reset link of the account and every session
    /// signed in before `now`.
    ///
    /// # Errors
    /// [`TokenError::Invalid`] for an unknown, used or expired token, or one for another purpose.
    async fn reset_password(
        &self,
        token: &TokenHash,
        password: &PasswordHash,
        now: Timestamp,
    ) -> Result<A::Id, TokenError>;

    /// Sets the account's picture; `None` when there is no such account.
    async fn set_avatar(&self, id: A::Id, avatar: &MediaKey, now: Timestamp) -> anyhow::Result<Option<A>>;

    /// Sets the language the account is answered and emailed in; the account as it is now, or
    /// `None` when there is no such account.
    async fn set_language(&self, id: A::Id, language: Language, now: Timestamp) -> anyhow::Result<Option<A>>;
}

/// Stores users and their addresses; finding them, their credentials, password resets and
/// pictures are the [`AccountStore`] part.
#[async_trait]
pub trait UserRepository: AccountStore<User> {
    /// # Errors
    /// [`UserStoreError::DuplicateEmail`] when the email is taken.
    async fn insert(&self, user: &User, password: &PasswordHash) -> Result<(), UserStoreError>;

    /// The user's password hash, to check a password they give again; `None` when there is no
    /// such user.
    async fn password_hash(&self, id: UserId) -> anyhow::Result<Option<PasswordHash>>;

    /// # Errors
    /// [`UserStoreError::DuplicateEmail`], [`UserStoreError::NotFound`].
    async fn update_profile(
        &self,
        id: UserId,
        update: &ProfileUpdate,
        now: Timestamp,
    ) -> Result<User, UserStoreError>;

    /// Sets the password and voids every session that signed in before `sessions_valid_from`.
    ///
    /// # Errors
    /// [`UserStoreError::NotFound`].
    async fn set_password(
        &self,
        id: UserId,
        password: &PasswordHash,
        sessions_valid_from: Timestamp,
    ) -> Result<(), UserStoreError>;

    /// # Errors
    /// [`UserStoreError::AddressTypeTaken`] when the user has an address of that type;
    /// [`UserStoreError::NotFound`].
    async fn add_address(
        &self,
        id: UserId,
        address: &Address,
        now: Timestamp,
    ) -> Result<User, UserStoreError>;

    /// # Errors
    /// [`UserStoreError::NotFound`] when the user has no such address.
    async fn delete_address(
        &self,
        id: UserId,
        address: AddressId,
        now: Timestamp,
    ) -> Result<User, UserStoreError>;

    /// Users newest first, optionally those whose name or email contains `search`.
    async fn list(
        &self,
        search: Option<String>,
        sort: Option<SortBy<UserSort>>,
        page: PageRequest,
    ) -> anyhow::Result<Page<User>>;

    /// Sets the account's status; suspending also ends every session signed in until now, so a
    /// later reactivation does not revive them. `None` when there is no such user.
    async fn set_status(
        &self,
        id: UserId,
        status: AccountStatus,
        now: Timestamp,
    ) -> anyhow::Result<Option<User>>;

    /// Creates an Admin, or promotes the user with this email, setting the password.
    async fn make_admin(
        &self,
        email: &Email,
        name: &PersonName,
        password: &PasswordHash,
        now: Timestamp,
    ) -> anyhow::Result<AdminOutcome>;
}

/// Stores one-time tokens.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait TokenRepository: Send + Sync + 'static {
    /// Stores a token and queues the email that carries its link, in one transaction.
    async fn issue(&self, token: &IssuedToken, email: &OutgoingEmail) -> anyhow::Result<()>;
}

/// Hashes and checks passwords. Argon2 is slow on purpose; implementations keep it off the
/// async executor.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait PasswordHasher: Send + Sync + 'static {
    /// The password's Argon2id hash with a fresh salt; fails only when hashing itself does.
    async fn hash(&self, password: Password) -> anyhow::Result<PasswordHash>;

    /// Whether `candidate` matches `hash`. With no hash (unknown account) it still spends the time
    /// a real check takes, and answers false, so timing reveals nothing.
    async fn verify(&self, hash: Option<PasswordHash>, candidate: String) -> bool;
}

/// Server-side session records for the database session store.
#[async_trait]
pub trait SessionRecords: Send + Sync + 'static {
    /// The state of an unexpired session.
    async fn load(&self, key: &TokenHash, now: Timestamp) -> anyhow::Result<Option<String>>;
    /// Creates or replaces a session.
    async fn save(
        &self,
        key: &TokenHash,
        state: &str,
        now: Timestamp,
        expires_at: Timestamp,
    ) -> anyhow::Result<()>;
    /// Pushes a session's idle expiry back to `expires_at`; a session that is gone stays gone.
    async fn touch(&self, key: &TokenHash, expires_at: Timestamp) -> anyhow::Result<()>;
    /// Ends a session; ending one that is gone is not an error.
    async fn delete(&self, key: &TokenHash) -> anyhow::Result<()>;
    /// Removes expired sessions; returns how many.
    async fn purge_expired(&self, now: Timestamp) -> anyhow::Result<u64>;
}
