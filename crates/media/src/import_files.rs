//! The files of a bulk upload while its job runs ([`ImportFiles`]): under [`IMPORTS_PREFIX`],
//! beside the product images, so whichever server runs the job reads them. Never served at
//! `/media/` ([`is_private`](crate::is_private)): a seller's upload is theirs until its rows
//! become products.

use anyhow::Context as _;
use async_trait::async_trait;
use catalog::bulk::{ImportFiles, ImportId};
use futures_util::TryStreamExt as _;
use object_store::path::Path as ObjectPath;
use object_store::{ObjectStoreExt as _, PutPayload};

use crate::ObjectMediaStore;

/// Where uploads' files are kept while their jobs run.
pub const IMPORTS_PREFIX: &str = "imports/";

fn folder(job: ImportId) -> String {
    format!("{IMPORTS_PREFIX}{}", job.as_uuid().simple())
}

fn path(job: ImportId, name: &str) -> ObjectPath {
    ObjectPath::from(format!("{}/{name}", folder(job)))
}

#[async_trait]
impl ImportFiles for ObjectMediaStore {
    async fn keep(&self, job: ImportId, name: &str, bytes: Vec<u8>) -> anyhow::Result<()> {
        self.store
            .put(&path(job, name), PutPayload::from(bytes))
            .await
            .with_context(|| format!("keeping the upload's file {name}"))?;
        Ok(())
    }

    async fn read(&self, job: ImportId, name: &str) -> anyhow::Result<Option<Vec<u8>>> {
        match self.store.get(&path(job, name)).await {
            Ok(found) => Ok(Some(found.bytes().await?.to_vec())),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(other) => Err(other).with_context(|| format!("reading the upload's file {name}")),
        }
    }

    async fn discard(&self, job: ImportId) -> anyhow::Result<()> {
        let prefix = ObjectPath::from(folder(job));
        let files: Vec<_> = self
            .store
            .list(Some(&prefix))
            .map_ok(|meta| meta.location)
            .try_collect()
            .await
            .context("listing an upload's files")?;
        for file in files {
            match self.store.delete(&file).await {
                Ok(()) | Err(object_store::Error::NotFound { .. }) => {}
                Err(error) => return Err(error).context("removing an upload's file"),
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use std::sync::Arc;

    use super::*;

    #[tokio::test]
    async fn an_uploads_files_are_kept_read_and_discarded_together() {
        let store = ObjectMediaStore::over(Arc::new(object_store::memory::InMemory::new()));
        let (job, other) = (ImportId::new(), ImportId::new());
        store
            .keep(job, "upload.csv", b"sku,stock".to_vec())
            .await
            .unwrap();
        store.keep(job, "images/0", vec![1, 2]).await.unwrap();
        store.keep(other, "upload.csv", b"x".to_vec()).await.unwrap();
        assert_eq!(store.read(job, "images/0").await.unwrap(), Some(vec![1, 2]));
        assert_eq!(store.read(job, "images/1").await.unwrap(), None);

        store.discard(job).await.unwrap();
        store.discard(job).await.unwrap();
        assert_eq!(store.read(job, "upload.csv").await.unwrap(), None);
        assert_eq!(
            store.read(other, "upload.csv").await.unwrap(),
            Some(b"x".to_vec())
        );
    }

    #[test]
    fn uploads_are_never_served_as_media() {
        let key = kernel::MediaKey::from_stored(format!("{IMPORTS_PREFIX}abc/images/0")).unwrap();
        assert!(crate::is_private(&key));
        assert!(!crate::is_private(
            &kernel::MediaKey::from_stored("products/a.jpg").unwrap()
        ));
    }
}
