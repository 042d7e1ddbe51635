use chrono::Duration;
use identity::{IssuedToken, TokenPurpose, TokenRepository, TokenSubject};
use kernel::{EmailOutbox, OutgoingEmail, UserId};
use store_sea::{SeaEmailOutbox, SeaTokenRepository};

use crate::helpers::{count, later, migrated};

async fn queue_one(db: &store_sea::Database) {
    // Queue through a real writer; a token needs a user row, so use a shop-less user token.
    let users = store_sea::SeaUserRepository::new(db);
    let user = identity::User::new_shopper(
        identity::PersonName::parse("Priya").unwrap(),
        identity::Email::parse(&format!("p{}@example.com", UserId::new().short())).unwrap(),
        later(0),
    );
    identity::UserRepository::insert(&users, &user, &crate::helpers::hash("password1"))
        .await
        .unwrap();
    let token = IssuedToken::generate(
        TokenPurpose::UserPasswordReset,
        TokenSubject::User(user.id),
        later(0),
    );
    let email = OutgoingEmail {
        to: user.email.to_string(),
        subject: "Hello".into(),
        text: "Body".into(),
        html: None,
    };
    SeaTokenRepository::new(db).issue(&token, &email).await.unwrap();
}

#[tokio::test]
async fn a_claimed_message_is_not_claimed_again_until_its_lease_runs_out() {
    let (_guard, db) = migrated().await;
    queue_one(&db).await;
    let outbox = SeaEmailOutbox::new(&db);

    let first = outbox
        .claim_due(later(1), 10, Duration::seconds(60))
        .await
        .unwrap();
    let second = outbox
        .claim_due(later(1), 10, Duration::seconds(60))
        .await
        .unwrap();
    let after_lease = outbox
        .claim_due(later(3), 10, Duration::seconds(60))
        .await
        .unwrap();

    assert_eq!(first.len(), 1);
    assert_eq!(first[0].email.subject, "Hello");
    assert!(second.is_empty(), "another server must not send it too");
    assert_eq!(after_lease.len(), 1, "a crashed sender's message is retried");
}

#[tokio::test]
async fn a_sent_message_is_done_and_a_failed_one_waits_for_its_retry() {
    let (_guard, db) = migrated().await;
    queue_one(&db).await;
    queue_one(&db).await;
    let outbox = SeaEmailOutbox::new(&db);
    let claimed = outbox
        .claim_due(later(1), 10, Duration::seconds(60))
        .await
        .unwrap();

    outbox.mark_sent(claimed[0].id, later(1)).await.unwrap();
    outbox
        .mark_failed(claimed[1].id, "connection refused", Some(later(10)))
        .await
        .unwrap();

    assert!(
        outbox
            .claim_due(later(5), 10, Duration::seconds(60))
            .await
            .unwrap()
            .is_empty()
    );
    let retried = outbox
        .claim_due(later(10), 10, Duration::seconds(60))
        .await
        .unwrap();
    assert_eq!(retried.len(), 1);
    assert_eq!(retried[0].attempts, 1);

    outbox
        .mark_failed(retried[0].id, "still refused", None)
        .await
        .unwrap();
    assert!(
        outbox
            .claim_due(later(100), 10, Duration::seconds(60))
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        count(
            &db,
            "SELECT COUNT(*) AS n FROM outbox_emails WHERE status = 'failed'"
        )
        .await,
        1
    );
    assert_eq!(
        count(
            &db,
            "SELECT COUNT(*) AS n FROM outbox_emails WHERE status = 'sent'"
        )
        .await,
        1
    );
}

#[tokio::test]
async fn the_backlog_counts_every_message_waiting_due_or_not_and_not_the_sent() {
    let (_guard, db) = migrated().await;
    let outbox = SeaEmailOutbox::new(&db);
    assert_eq!(outbox.backlog().await.unwrap(), 0);
    queue_one(&db).await;
    queue_one(&db).await;
    assert_eq!(outbox.backlog().await.unwrap(), 2);

    let claimed = outbox
        .claim_due(later(1), 10, Duration::seconds(60))
        .await
        .unwrap();
    outbox.mark_sent(claimed[0].id, later(1)).await.unwrap();
    // A failed one waiting for its retry is still waiting.
    outbox
        .mark_failed(claimed[1].id, "refused", Some(later(5)))
        .await
        .unwrap();
    assert_eq!(outbox.backlog().await.unwrap(), 1);
}
