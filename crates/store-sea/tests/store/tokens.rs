use identity::{
    AccountStore, Email, IssuedToken, PersonName, TokenError, TokenHash, TokenPurpose, TokenRepository,
    TokenSubject, User, UserRepository,
};
use kernel::OutgoingEmail;
use store_sea::{SeaTokenRepository, SeaUserRepository};

use crate::helpers::{at, count, hash, later, migrated};

fn email() -> OutgoingEmail {
    OutgoingEmail {
        to: "priya@example.com".into(),
        subject: "Reset".into(),
        text: "link".into(),
        html: None,
    }
}

async fn user_with_reset(db: &store_sea::Database) -> (User, IssuedToken) {
    let users = SeaUserRepository::new(db);
    let priya = User::new_shopper(
        PersonName::parse("Priya").unwrap(),
        Email::parse("priya@example.com").unwrap(),
        at(),
    );
    users.insert(&priya, &hash("old password")).await.unwrap();
    let token = IssuedToken::generate(
        TokenPurpose::UserPasswordReset,
        TokenSubject::User(priya.id),
        at(),
    );
    SeaTokenRepository::new(db).issue(&token, &email()).await.unwrap();
    (priya, token)
}

#[tokio::test]
async fn issuing_a_token_queues_its_email_in_the_same_transaction() {
    let (_guard, db) = migrated().await;

    let (_, token) = user_with_reset(&db).await;

    assert_eq!(count(&db, "SELECT COUNT(*) AS n FROM one_time_tokens").await, 1);
    assert_eq!(
        count(
            &db,
            "SELECT COUNT(*) AS n FROM outbox_emails WHERE status = 'pending'"
        )
        .await,
        1
    );
    let secret_stored = count(
        &db,
        &format!(
            "SELECT COUNT(*) AS n FROM one_time_tokens WHERE token_hash = '{}'",
            token.secret
        ),
    )
    .await;
    assert_eq!(secret_stored, 0, "only the hash is stored");
}

#[tokio::test]
async fn a_reset_token_works_once_and_voids_sessions() {
    let (_guard, db) = migrated().await;
    let (priya, token) = user_with_reset(&db).await;
    let users = SeaUserRepository::new(&db);

    let user_id = users
        .reset_password(&TokenHash::of(&token.secret), &hash("new password"), later(5))
        .await
        .unwrap();
    let again = users
        .reset_password(&TokenHash::of(&token.secret), &hash("third password"), later(6))
        .await;

    assert_eq!(user_id, priya.id);
    assert!(matches!(again, Err(TokenError::Invalid)));
    assert!(
        users
            .password_hash(priya.id)
            .await
            .unwrap()
            .unwrap()
            .verify("new password")
    );
    assert_eq!(
        users.find(priya.id).await.unwrap().unwrap().sessions_valid_from,
        Some(later(5))
    );
}

#[tokio::test]
async fn an_expired_unknown_or_other_purpose_token_is_refused() {
    let (_guard, db) = migrated().await;
    let (_, token) = user_with_reset(&db).await;
    let users = SeaUserRepository::new(&db);

    let expired = users
        .reset_password(&TokenHash::of(&token.secret), &hash("new password"), later(31))
        .await;
    let unknown = users
        .reset_password(&TokenHash::of("made-up"), &hash("new password"), later(1))
        .await;

    assert!(matches!(expired, Err(TokenError::Invalid)));
    assert!(matches!(unknown, Err(TokenError::Invalid)));
    assert_eq!(
        count(
            &db,
            "SELECT COUNT(*) AS n FROM one_time_tokens WHERE used_at IS NULL"
        )
        .await,
        1
    );
}
