//! Server-side sessions (ADR 0003): a store in the database or in Redis, the cookie key, and who
//! a session is signed in as.

use std::collections::HashMap;
use std::io::Write as _;
use std::path::Path;
use std::sync::Arc;

use actix_session::Session;
use actix_session::storage::{
    LoadError, RedisSessionStore, SaveError, SessionKey, SessionStore, UpdateError, generate_session_key,
};
use actix_web::cookie::Key;
use actix_web::cookie::time::Duration as CookieDuration;
use anyhow::Context as _;
use chrono::Duration;
use identity::{SessionRecords, TokenHash};
use kernel::{Clock, Timestamp};
use secrecy::{ExposeSecret, SecretString};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// How long a session may go unused.
pub const IDLE_LIFETIME: Duration = Duration::days(7);
/// How long a sign-in lasts, however much it is used.
pub const ABSOLUTE_LIFETIME: Duration = Duration::days(30);
/// A session in use is refreshed (its idle expiry pushed back) at most this often.
pub const REFRESH_AFTER: Duration = Duration::days(1);

/// The session store: the database by default, Redis when configured.
pub enum HaatSessionStore {
    Database(DatabaseSessionStore),
    Redis(RedisSessionStore),
}

impl SessionStore for HaatSessionStore {
    async fn load(&self, key: &SessionKey) -> Result<Option<HashMap<String, String>>, LoadError> {
        match self {
            HaatSessionStore::Database(store) => store.load(key).await,
            HaatSessionStore::Redis(store) => store.load(key).await,
        }
    }

    async fn save(
        &self,
        state: HashMap<String, String>,
        ttl: &CookieDuration,
    ) -> Result<SessionKey, SaveError> {
        match self {
            HaatSessionStore::Database(store) => store.save(state, ttl).await,
            HaatSessionStore::Redis(store) => store.save(state, ttl).await,
        }
    }

    async fn update(
        &self,
        key: SessionKey,
        state: HashMap<String, String>,
        ttl: &CookieDuration,
    ) -> Result<SessionKey, UpdateError> {
        match self {
            HaatSessionStore::Database(store) => store.update(key, state, ttl).await,
            HaatSessionStore::Redis(store) => store.update(key, state, ttl).await,
        }
    }

    async fn update_ttl(&self, key: &SessionKey, ttl: &CookieDuration) -> Result<(), anyhow::Error> {
        match self {
            HaatSessionStore::Database(store) => store.update_ttl(key, ttl).await,
            HaatSessionStore::Redis(store) => store.update_ttl(key, ttl).await,
        }
    }

    async fn delete(&self, key: &SessionKey) -> Result<(), anyhow::Error> {
        match self {
            HaatSessionStore::Database(store) => store.delete(key).await,
            HaatSessionStore::Redis(store) => store.delete(key).await,
        }
    }
}

/// Sessions in Haat's own database. Rows are keyed by the SHA-256 of the cookie's key, so a copy
/// of the table cannot be replayed as cookies.
pub struct DatabaseSessionStore {
    records: Arc<dyn SessionRecords>,
    clock: Arc<dyn Clock>,
}

impl DatabaseSessionStore {
    #[must_use]
    pub fn new(records: Arc<dyn SessionRecords>, clock: Arc<dyn Clock>) -> Self {
        Self { records, clock }
    }

    fn expiry(&self, ttl: &CookieDuration) -> Timestamp {
        self.clock.now() + Duration::seconds(ttl.whole_seconds())
    }
}

fn hash_of(key: &SessionKey) -> TokenHash {
    TokenHash::of(key.as_ref())
}

impl SessionStore for DatabaseSessionStore {
    async fn load(&self, key: &SessionKey) -> Result<Option<HashMap<String, String>>, LoadError> {
        let Some(state) = self
            .records
            .load(&hash_of(key), self.clock.now())
            .await
            .map_err(LoadError::Other)?
        else {
            return Ok(None);
        };
        serde_json::from_str(&state)
            .map(Some)
            .map_err(|e| LoadError::Deserialization(e.into()))
    }

    async fn save(
        &self,
        state: HashMap<String, String>,
        ttl: &CookieDuration,
    ) -> Result<SessionKey, SaveError> {
        let key = generate_session_key();
        let body = serde_json::to_string(&state).map_err(|e| SaveError::Serialization(e.into()))?;
        self.records
            .save(&hash_of(&key), &body, self.clock.now(), self.expiry(ttl))
            .await
            .map_err(SaveError::Other)?;
        Ok(key)
    }

    async fn update(
        &self,
        key: SessionKey,
        state: HashMap<String, String>,
        ttl: &CookieDuration,
    ) -> Result<SessionKey, UpdateError> {
        let body = serde_json::to_string(&state).map_err(|e| UpdateError::Serialization(e.into()))?;
        self.records
            .save(&hash_of(&key), &body, self.clock.now(), self.expiry(ttl))
            .await
            .map_err(UpdateError::Other)?;
        Ok(key)
    }

    async fn update_ttl(&self, key: &SessionKey, ttl: &CookieDuration) -> Result<(), anyhow::Error> {
        self.records.touch(&hash_of(key), self.expiry(ttl)).await
    }

    async fn delete(&self, key: &SessionKey) -> Result<(), anyhow::Error> {
        self.records.delete(&hash_of(key)).await
    }
}

/// The key that encrypts session cookies: from `session.secret`, or kept in
/// `<data_dir>/session.key` (made on first start, readable by the owner only).
pub fn cookie_key(secret: Option<&SecretString>, data_dir: &Path) -> anyhow::Result<Key> {
    if let Some(secret) = secret {
        let bytes = secret.expose_secret().as_bytes();
        anyhow::ensure!(bytes.len() >= 64, "session.secret must be at least 64 bytes long");
        return Ok(Key::from(bytes));
    }
    let path = data_dir.join("session.key");
    match std::fs::read(&path) {
        Ok(bytes) if bytes.len() >= 64 => Ok(Key::from(&bytes)),
        Ok(_) => anyhow::bail!(
            "{} is too short to be a session key; delete it to make a new one",
            path.display()
        ),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            let key = Key::generate();
            let mut options = std::fs::OpenOptions::new();
            options.write(true).create_new(true);
            #[cfg(unix)]
            std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
            let mut file = options
                .open(&path)
                .with_context(|| format!("creating {}", path.display()))?;
            file.write_all(key.master())
                .with_context(|| format!("writing {}", path.display()))?;
            Ok(key)
        }
        Err(error) => Err(error).with_context(|| format!("reading {}", path.display())),
    }
}

/// Which account a session entry is for. One session may hold both.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Who {
    User,
    Seller,
}

impl Who {
    const fn key(self) -> &'static str {
        match self {
            Who::User => "user",
            Who::Seller => "seller",
        }
    }
}

/// An account signed in on this session.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Principal {
    pub id: Uuid,
    pub signed_in_at: Timestamp,
    pub refreshed_at: Timestamp,
}

impl Principal {
    #[must_use]
    pub fn is_expired(&self, now: Timestamp) -> bool {
        now - self.signed_in_at > ABSOLUTE_LIFETIME
    }
}

/// The account of this kind signed in on the session, if any.
#[must_use]
pub fn principal(session: &Session, who: Who) -> Option<Principal> {
    session.get::<Principal>(who.key()).ok().flatten()
}

/// Signs in: a new session key (so a key planted before sign-in is worthless), then the entry,
/// and the account's language, which its requests are answered in from now on.
pub fn sign_in(
    session: &Session,
    who: Who,
    id: Uuid,
    language: kernel::Language,
    now: Timestamp,
) -> anyhow::Result<()> {
    session.renew();
    crate::http::error::RequestLanguage::remember(session, language);
    session
        .insert(
            who.key(),
            Principal {
                id,
                signed_in_at: now,
                refreshed_at: now,
            },
        )
        .context("writing the session")
}

/// Signs out one kind of account; the whole session ends when no account remains on it.
/// Ends `who`'s sign-in and answers the logout message (docs/product.md §3); the other kind of sign-in on the
/// same session stays. The shopper's and the seller's logout calls, by POST and by GET, all end
/// here.
pub fn logged_out(session: &Session, who: Who) -> actix_web::HttpResponse {
    sign_out(session, who);
    actix_web::HttpResponse::Ok().json(crate::users::dto::MessageResponse::new("Log out successful!"))
}

pub fn sign_out(session: &Session, who: Who) {
    session.remove(who.key());
    if principal(session, Who::User).is_none() && principal(session, Who::Seller).is_none() {
        session.purge();
    }
}

/// Records use of the session at most once a day; the change makes the store push the idle
/// expiry back, without writing on every request.
pub fn refresh_if_due(session: &Session, who: Who, principal: Principal, now: Timestamp) {
    if now - principal.refreshed_at >= REFRESH_AFTER {
        let refreshed = Principal {
            refreshed_at: now,
            ..principal
        };
        if let Err(error) = session.insert(who.key(), refreshed) {
            tracing::warn!(%error, "could not refresh a session");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sign_in_expires_thirty_days_after_it_was_made() {
        let at = chrono::Utc::now();
        let principal = Principal {
            id: Uuid::new_v4(),
            signed_in_at: at,
            refreshed_at: at,
        };
        assert!(!principal.is_expired(at + Duration::days(30)));
        assert!(principal.is_expired(at + Duration::days(30) + Duration::seconds(1)));
    }

    #[test]
    fn the_cookie_key_is_made_once_and_then_reused() {
        let dir = tempfile::tempdir().unwrap();
        let first = cookie_key(None, dir.path()).unwrap();
        let second = cookie_key(None, dir.path()).unwrap();
        assert_eq!(first.master(), second.master());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.path().join("session.key"))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }

    #[test]
    fn a_configured_secret_must_be_long_enough() {
        let dir = tempfile::tempdir().unwrap();
        assert!(cookie_key(Some(&SecretString::from("short")), dir.path()).is_err());
        let long = SecretString::from("k".repeat(64));
        assert!(cookie_key(Some(&long), dir.path()).is_ok());
        assert!(
            !dir.path().join("session.key").exists(),
            "a configured secret leaves no file"
        );
    }
}
