//! Argon2 off the async runtime, and bounded.

use std::sync::Arc;

use anyhow::Context as _;
use async_trait::async_trait;
use identity::password::dummy_hash;
use identity::{Password, PasswordHash, PasswordHasher};
use tokio::sync::Semaphore;

/// Hashes on tokio's blocking pool. A semaphore caps how many hashes run at once: each takes
/// 19 MiB, and a flood of sign-in attempts must not turn into gigabytes of memory.
pub struct BlockingArgon2 {
    permits: Arc<Semaphore>,
}

impl BlockingArgon2 {
    #[must_use]
    pub fn new(concurrent: usize) -> Self {
        Self {
            permits: Arc::new(Semaphore::new(concurrent.max(1))),
        }
    }
}

impl Default for BlockingArgon2 {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, std::num::NonZero::get);
        Self::new(cores * 2)
    }
}

#[async_trait]
impl PasswordHasher for BlockingArgon2 {
    async fn hash(&self, password: Password) -> anyhow::Result<PasswordHash> {
        let _permit = self
            .permits
            .acquire()
            .await
            .context("the password hasher was closed")?;
        tokio::task::spawn_blocking(move || password.hash())
            .await
            .context("the hashing thread failed")?
            .map_err(anyhow::Error::from)
    }

    async fn verify(&self, hash: Option<PasswordHash>, candidate: String) -> bool {
        let Ok(_permit) = self.permits.acquire().await else {
            return false;
        };
        tokio::task::spawn_blocking(move || match hash {
            Some(hash) => hash.verify(&candidate),
            None => {
                // Spend the same time as a real check, then refuse.
                if let Some(dummy) = dummy_hash() {
                    let _ = dummy.verify(&candidate);
                }
                false
            }
        })
        .await
        .unwrap_or(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hashes_verify_and_an_unknown_account_never_does() {
        let hasher = BlockingArgon2::new(1);
        let hash = hasher
            .hash(Password::parse("correct horse").unwrap())
            .await
            .unwrap();
        assert!(hasher.verify(Some(hash.clone()), "correct horse".into()).await);
        assert!(!hasher.verify(Some(hash), "wrong horse".into()).await);
        assert!(!hasher.verify(None, "correct horse".into()).await);
    }
}
