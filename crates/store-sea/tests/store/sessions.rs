use identity::{SessionRecords, TokenHash};
use store_sea::SeaSessionRecords;

use crate::helpers::{later, migrated};

#[tokio::test]
async fn a_session_is_saved_replaced_loaded_until_it_expires_and_purged() {
    let (_guard, db) = migrated().await;
    let sessions = SeaSessionRecords::new(&db);
    let key = TokenHash::of("session-key");

    sessions
        .save(&key, "{\"a\":1}", later(0), later(60))
        .await
        .unwrap();
    sessions
        .save(&key, "{\"a\":2}", later(1), later(60))
        .await
        .unwrap();
    assert_eq!(
        sessions.load(&key, later(59)).await.unwrap().as_deref(),
        Some("{\"a\":2}")
    );
    assert_eq!(
        sessions.load(&key, later(60)).await.unwrap(),
        None,
        "expired at its expiry instant"
    );

    sessions.touch(&key, later(120)).await.unwrap();
    assert!(sessions.load(&key, later(100)).await.unwrap().is_some());

    assert_eq!(sessions.purge_expired(later(119)).await.unwrap(), 0);
    assert_eq!(sessions.purge_expired(later(121)).await.unwrap(), 1);
    assert_eq!(sessions.load(&key, later(0)).await.unwrap(), None);
}

#[tokio::test]
async fn deleting_a_session_ends_it() {
    let (_guard, db) = migrated().await;
    let sessions = SeaSessionRecords::new(&db);
    let key = TokenHash::of("k");
    sessions.save(&key, "{}", later(0), later(60)).await.unwrap();

    sessions.delete(&key).await.unwrap();

    assert_eq!(sessions.load(&key, later(1)).await.unwrap(), None);
}
