//! Argon2 off the async runtime, on a few threads of its own.

use std::panic::AssertUnwindSafe;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};

use anyhow::Context as _;
use async_trait::async_trait;
use identity::password::dummy_hash;
use identity::{Password, PasswordHash, PasswordHasher};
use tokio::sync::oneshot;

type Job = Box<dyn FnOnce() + Send>;

/// Hashes on a fixed set of threads, one per core by default; requests beyond them wait their
/// turn.
///
/// Each hash works in 19 MiB of memory. The allocator keeps a freed block of that size in the
/// thread's own arena for reuse, so every thread that ever hashed holds one for good: on tokio's
/// blocking pool, where any of hundreds of threads may take the job, a burst of sign-ins left
/// the server at 750 MiB (docs/benchmarks.md). A fixed set bounds it at a block per thread,
/// and the same bound caps how much memory a flood of sign-in attempts can take.
pub struct BlockingArgon2 {
    jobs: Sender<Job>,
}

impl BlockingArgon2 {
    /// # Panics
    /// If the operating system refuses to start a thread, which only happens at start-up.
    #[must_use]
    pub fn new(threads: usize) -> Self {
        let (jobs, queue) = mpsc::channel::<Job>();
        let queue = Arc::new(Mutex::new(queue));
        for n in 0..threads.max(1) {
            let queue = Arc::clone(&queue);
            #[allow(clippy::expect_used)]
            std::thread::Builder::new()
                .name(format!("argon2-{n}"))
                .spawn(move || work(&queue))
                .expect("starting a password hashing thread");
        }
        Self { jobs }
    }

    /// Runs `task` on one of the hashing threads.
    async fn run<T: Send + 'static>(&self, task: impl FnOnce() -> T + Send + 'static) -> anyhow::Result<T> {
        let (done, result) = oneshot::channel();
        self.jobs
            .send(Box::new(move || {
                let _ = done.send(task());
            }))
            .map_err(|_| anyhow::anyhow!("the password hasher has stopped"))?;
        result.await.context("the hashing thread failed")
    }
}

/// A hashing thread: takes jobs until the hasher is dropped.
fn work(queue: &Mutex<Receiver<Job>>) {
    loop {
        // The lock is held only while waiting for the next job, never while hashing.
        let next = match queue.lock() {
            Ok(queue) => queue.recv(),
            Err(_) => return,
        };
        let Ok(job) = next else { return };
        // A panicking job drops its answer channel (its caller sees the failure); the thread
        // lives on.
        let _ = std::panic::catch_unwind(AssertUnwindSafe(job));
    }
}

impl Default for BlockingArgon2 {
    fn default() -> Self {
        Self::new(std::thread::available_parallelism().map_or(2, std::num::NonZero::get))
    }
}

#[async_trait]
impl PasswordHasher for BlockingArgon2 {
    async fn hash(&self, password: Password) -> anyhow::Result<PasswordHash> {
        self.run(move || password.hash())
            .await?
            .map_err(anyhow::Error::from)
    }

    async fn verify(&self, hash: Option<PasswordHash>, candidate: String) -> bool {
        self.run(move || match hash {
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

    #[tokio::test]
    async fn every_hash_runs_on_the_hashers_own_threads_and_many_at_once_all_finish() {
        let hasher = Arc::new(BlockingArgon2::new(2));
        let mut handles = Vec::new();
        for _ in 0..8 {
            let hasher = Arc::clone(&hasher);
            handles.push(tokio::spawn(async move {
                hasher
                    .run(|| std::thread::current().name().unwrap_or_default().to_owned())
                    .await
                    .unwrap()
            }));
        }
        for handle in handles {
            let name = handle.await.unwrap();
            assert!(name.starts_with("argon2-"), "ran on {name}");
        }
    }
}
