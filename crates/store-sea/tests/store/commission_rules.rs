//! The Admin's commission rules (migration 32): none until first saved, kept in the order saved,
//! replaced whole, and never half-replaced by a set naming a shop that does not exist.

use catalog::Category;
use kernel::{Rate, ShopId};
use orders::commission::{CommissionRule, CommissionRuleStore, CommissionRules, ReplaceError};
use shops::{ShopRepository, ShopStatus};
use store_sea::{SeaOrderStore, SeaShopRepository};

use crate::helpers::{at, count, hash, later, migrated, shop};

#[tokio::test]
async fn rules_are_kept_as_saved_and_replaced_whole() {
    let (_guard, db) = migrated().await;
    let store = SeaOrderStore::new(&db);
    assert_eq!(store.rules().await.unwrap(), None, "never saved");

    let banaras = shop("banaras@example.com", ShopStatus::Active);
    SeaShopRepository::new(&db)
        .insert(&banaras, &hash("a-long-password"))
        .await
        .unwrap();
    let rule = |shop: Option<ShopId>, category: Option<Category>, bp: u16| CommissionRule {
        shop,
        category,
        rate: Rate::basis(bp),
    };
    let first = CommissionRules::new(
        Rate::basis(900),
        vec![
            rule(None, Some(Category::HomeAndKitchen), 675),
            rule(Some(banaras.id), None, 500),
            rule(Some(banaras.id), Some(Category::Women), 1_250),
        ],
    )
    .unwrap();
    store.replace(&first, at()).await.unwrap();
    assert_eq!(
        store.rules().await.unwrap(),
        Some(first.clone()),
        "in the order saved"
    );

    // A shop that does not exist: refused by position, and the rules in force stay.
    let ghost = CommissionRules::new(
        Rate::basis(1_000),
        vec![
            rule(None, Some(Category::Men), 700),
            rule(Some(ShopId::new()), None, 300),
        ],
    )
    .unwrap();
    match store.replace(&ghost, later(1)).await {
        Err(ReplaceError::UnknownShops(positions)) => assert_eq!(positions, [1]),
        other => panic!("expected an unknown shop, got {other:?}"),
    }
    assert_eq!(store.rules().await.unwrap(), Some(first));

    let only_default = CommissionRules::new(Rate::basis(800), Vec::new()).unwrap();
    store.replace(&only_default, later(2)).await.unwrap();
    assert_eq!(store.rules().await.unwrap(), Some(only_default));
    assert_eq!(
        count(&db, "SELECT COUNT(*) AS n FROM commission_rules").await,
        1,
        "the old rules are gone, the default is a row"
    );
}
