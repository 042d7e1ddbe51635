//! A real S3-compatible server for one test: moto's server mode, started by
//! `scripts/s3-server.py` from the virtual environment `just s3-deps` makes under `target/`
//! (docs/decisions/0036-real-parts-for-several-servers.md). Each test gets its own server and
//! bucket, as it gets its own database, and the server stops when the value is dropped.

use std::io::{BufRead as _, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

use anyhow::{Context as _, bail};

/// The access key and secret `scripts/s3-server.py` accepts.
pub const ACCESS_KEY_ID: &str = "haat-test";
pub const SECRET_ACCESS_KEY: &str = "haat-test-secret";
/// The region its buckets are made in.
pub const REGION: &str = "ap-south-1";

pub struct S3Server {
    child: Child,
    /// `http://127.0.0.1:<port>`.
    pub endpoint: String,
    pub bucket: String,
}

impl S3Server {
    /// Starts a server holding one empty bucket named `bucket`.
    ///
    /// # Errors
    /// When the virtual environment is missing (the message says how to make it) or the server
    /// does not start within 30 seconds.
    pub fn start(bucket: &str) -> anyhow::Result<Self> {
        let root = workspace_root();
        let python = std::env::var_os("TEST_S3_PYTHON")
            .map_or_else(|| root.join("target/s3-venv/bin/python"), PathBuf::from);
        if !python.exists() {
            bail!(
                "no S3 server to test against: {} is missing; run `just s3-deps` (it installs moto into target/s3-venv)",
                python.display()
            );
        }
        let mut child = Command::new(&python)
            .arg(root.join("scripts/s3-server.py"))
            .arg(bucket)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .with_context(|| format!("starting {}", python.display()))?;
        let stdout = child.stdout.take().context("the S3 server's output")?;
        // The first line says where it listens; a server that fails to start closes its output.
        let (sender, receiver) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            let _ = BufReader::new(stdout).read_line(&mut line);
            let _ = sender.send(line);
        });
        let line = receiver
            .recv_timeout(std::time::Duration::from_secs(30))
            .unwrap_or_default();
        let Some(endpoint) = line.trim().strip_prefix("listening ") else {
            let _ = child.kill();
            bail!("the S3 server did not start within 30 s (it printed {line:?})");
        };
        Ok(Self {
            child,
            endpoint: endpoint.to_owned(),
            bucket: bucket.to_owned(),
        })
    }
}

impl S3Server {
    /// The bucket through object_store, signed with the test key: what a test reads it with to
    /// see what the servers stored (moto refuses unsigned reads, as S3 does).
    ///
    /// # Errors
    /// When the store cannot be configured.
    pub fn store(&self) -> anyhow::Result<object_store::aws::AmazonS3> {
        object_store::aws::AmazonS3Builder::new()
            .with_bucket_name(&self.bucket)
            .with_region(REGION)
            .with_endpoint(&self.endpoint)
            .with_access_key_id(ACCESS_KEY_ID)
            .with_secret_access_key(SECRET_ACCESS_KEY)
            .with_allow_http(true)
            .with_virtual_hosted_style_request(false)
            .build()
            .context("the test bucket's store")
    }

    /// The object at `key`, or `None` when the bucket has none.
    ///
    /// # Errors
    /// When the server cannot be asked.
    pub async fn object(&self, key: &str) -> anyhow::Result<Option<Vec<u8>>> {
        use object_store::ObjectStoreExt as _;
        match self.store()?.get(&object_store::path::Path::from(key)).await {
            Ok(found) => Ok(Some(found.bytes().await?.to_vec())),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(other) => Err(other).with_context(|| format!("reading {key} from the test bucket")),
        }
    }
}

impl Drop for S3Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The workspace's folder: two up from this crate's.
fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}
