//! Bulk upload jobs: one open job per shop, claims with leases that another server takes over
//! when they run out, progress and report lines written together, and SKUs unique among a
//! shop's live products.

use catalog::bulk::{ImportId, ImportJobs, JobCounts, JobStatus, NewJob, ReportLine};
use catalog::{ProductRepository, Sku};
use kernel::{Language, PageRequest, ShopId};
use shops::ShopStatus;
use store_sea::{SeaImportJobs, SeaProductRepository, SeaShopRepository};

use crate::helpers::{at, hash, later, migrated, shop};

fn job(shop: ShopId) -> NewJob {
    NewJob {
        id: ImportId::new(),
        shop,
        total: 3,
        images: vec!["photos/kurta.jpg".to_owned()],
        language: Language::Hi,
        created_at: at(),
    }
}

fn line(row: u32, field: &str) -> ReportLine {
    ReportLine {
        row,
        sku: format!("KRT-{row}"),
        field: field.to_owned(),
        problem: "है".to_owned(),
    }
}

#[tokio::test]
async fn a_shop_runs_one_job_at_a_time_and_a_stopped_servers_job_is_taken_over_where_it_stopped() {
    let (_guard, db) = migrated().await;
    let owner = shop("meera@example.com", ShopStatus::Active);
    shops::ShopRepository::insert(&SeaShopRepository::new(&db), &owner, &hash("long enough"))
        .await
        .unwrap();
    let jobs = SeaImportJobs::new(&db);

    let first = job(owner.id);
    assert!(jobs.enqueue(&first).await.unwrap());
    assert!(
        !jobs.enqueue(&job(owner.id)).await.unwrap(),
        "a second open job of the shop"
    );

    let claimed = jobs.claim(at(), later(2)).await.unwrap().unwrap();
    assert_eq!((claimed.id, claimed.status), (first.id, JobStatus::Running));
    assert_eq!(claimed.images, first.images);
    assert_eq!(claimed.language, Language::Hi);
    // Held by its lease: no other server gets it.
    assert!(jobs.claim(later(1), later(3)).await.unwrap().is_none());

    let batch = JobCounts {
        done: 2,
        created: 1,
        updated: 0,
        failed: 1,
    };
    assert!(
        jobs.progress(
            first.id,
            0,
            batch,
            &[line(3, "sellingPrice"), line(3, "stock")],
            later(4),
        )
        .await
        .unwrap()
    );
    // The lease was extended to later(4); past it, another server takes the job over from row 3.
    assert!(jobs.claim(later(3), later(5)).await.unwrap().is_none());
    let taken = jobs.claim(later(5), later(7)).await.unwrap().unwrap();
    assert_eq!(taken.counts, batch);
    let next = JobCounts {
        done: 1,
        created: 0,
        updated: 0,
        failed: 1,
    };
    assert!(
        jobs.progress(first.id, 2, next, &[line(4, "images")], later(8))
            .await
            .unwrap()
    );
    // The server whose lease ran out, still at row 3, records its copy of the same batch: the
    // job is another's now, so nothing of it is counted or reported a second time.
    assert!(
        !jobs
            .progress(first.id, 2, next, &[line(4, "images")], later(8))
            .await
            .unwrap()
    );
    jobs.finish(first.id, false, later(6)).await.unwrap();

    let done = jobs.find(owner.id, first.id).await.unwrap().unwrap();
    assert_eq!(done.status, JobStatus::Done);
    assert_eq!(
        done.counts,
        JobCounts {
            done: 3,
            created: 1,
            updated: 0,
            failed: 2
        }
    );
    assert_eq!(done.finished_at, Some(later(6)));
    let fields: Vec<(u32, String)> = jobs
        .report(first.id)
        .await
        .unwrap()
        .into_iter()
        .map(|l| (l.row, l.field))
        .collect();
    assert_eq!(
        fields,
        [
            (3, "sellingPrice".into()),
            (3, "stock".into()),
            (4, "images".into())
        ]
    );
    assert!(
        jobs.find(ShopId::new(), first.id).await.unwrap().is_none(),
        "another shop's job"
    );
    assert!(
        jobs.claim(later(60), later(62)).await.unwrap().is_none(),
        "a finished job"
    );

    // Finished, the shop may upload again.
    assert!(jobs.enqueue(&job(owner.id)).await.unwrap());
    assert_eq!(jobs.recent(owner.id, 5).await.unwrap().len(), 2);
}

#[tokio::test]
async fn a_sku_names_one_live_product_of_a_shop() {
    let (_guard, db) = migrated().await;
    let owner = shop("meera@example.com", ShopStatus::Active);
    shops::ShopRepository::insert(&SeaShopRepository::new(&db), &owner, &hash("long enough"))
        .await
        .unwrap();
    let products = SeaProductRepository::new(&db);
    let mut product = crate::catalog::product(owner.id);
    product.details.sku = Some(Sku::parse("KRT-1").unwrap());
    products.insert(&product, false).await.unwrap();

    let found = products
        .by_sku(owner.id, &Sku::parse("KRT-1").unwrap())
        .await
        .unwrap();
    assert_eq!(found.map(|p| p.id), Some(product.id));
    assert!(
        products
            .by_sku(ShopId::new(), &Sku::parse("KRT-1").unwrap())
            .await
            .unwrap()
            .is_none()
    );

    let mut twin = crate::catalog::product(owner.id);
    twin.details.sku = product.details.sku.clone();
    assert!(
        products.insert(&twin, false).await.is_err(),
        "the store refuses a repeated SKU"
    );

    // Once the product is deleted its SKU is free again.
    products.delete(product.id, later(1)).await.unwrap();
    products.insert(&twin, false).await.unwrap();
    let listed = products
        .of_shop(owner.id, PageRequest::new(1, 10).unwrap())
        .await
        .unwrap();
    assert_eq!(listed.iter().map(|p| p.id).collect::<Vec<_>>(), [twin.id]);
}
