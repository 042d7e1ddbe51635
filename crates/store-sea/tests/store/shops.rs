use identity::{AccountStore, IssuedToken, TokenError, TokenHash, TokenPurpose, TokenSubject};
use kernel::OutgoingEmail;
use shops::{InsertShopError, ShopRepository, ShopStatus};
use store_sea::SeaShopRepository;

use crate::helpers::{count, hash, later, migrated, shop};

fn activation_for(shop: &shops::Shop) -> (IssuedToken, OutgoingEmail) {
    let token = IssuedToken::generate(
        TokenPurpose::ShopActivation,
        TokenSubject::Shop(shop.id),
        shop.created_at,
    );
    let email = OutgoingEmail {
        to: shop.email.to_string(),
        subject: "Activate".into(),
        text: "link".into(),
        html: None,
    };
    (token, email)
}

#[tokio::test]
async fn registering_stores_a_pending_shop_its_token_and_its_email_together() {
    let (_guard, db) = migrated().await;
    let shops = SeaShopRepository::new(&db);
    let meera = shop("meera@example.com", ShopStatus::PendingActivation);
    let (token, email) = activation_for(&meera);

    shops
        .register(&meera, &hash("long enough"), &token, &email)
        .await
        .unwrap();

    assert_eq!(
        shops.find(meera.id).await.unwrap().unwrap().status,
        ShopStatus::PendingActivation
    );
    assert_eq!(count(&db, "SELECT COUNT(*) AS n FROM outbox_emails").await, 1);
    assert_eq!(count(&db, "SELECT COUNT(*) AS n FROM one_time_tokens").await, 1);
}

#[tokio::test]
async fn a_duplicate_registration_writes_nothing_at_all() {
    let (_guard, db) = migrated().await;
    let shops = SeaShopRepository::new(&db);
    let first = shop("meera@example.com", ShopStatus::PendingActivation);
    let (token, email) = activation_for(&first);
    shops
        .register(&first, &hash("long enough"), &token, &email)
        .await
        .unwrap();

    let second = shop("meera@example.com", ShopStatus::PendingActivation);
    let (token, email) = activation_for(&second);
    let result = shops
        .register(&second, &hash("long enough"), &token, &email)
        .await;

    assert!(matches!(result, Err(InsertShopError::DuplicateEmail { .. })));
    assert_eq!(count(&db, "SELECT COUNT(*) AS n FROM outbox_emails").await, 1);
    assert_eq!(count(&db, "SELECT COUNT(*) AS n FROM one_time_tokens").await, 1);
}

#[tokio::test]
async fn activation_works_once_and_never_revives_a_suspended_shop() {
    let (_guard, db) = migrated().await;
    let shops = SeaShopRepository::new(&db);
    let meera = shop("meera@example.com", ShopStatus::PendingActivation);
    let (token, email) = activation_for(&meera);
    shops
        .register(&meera, &hash("long enough"), &token, &email)
        .await
        .unwrap();

    let active = shops
        .activate(&TokenHash::of(&token.secret), later(1))
        .await
        .unwrap();
    assert_eq!(active.status, ShopStatus::Active);
    assert!(matches!(
        shops.activate(&TokenHash::of(&token.secret), later(2)).await,
        Err(TokenError::Invalid)
    ));

    let other = shop("other@example.com", ShopStatus::Suspended);
    let (token, email) = activation_for(&other);
    shops
        .register(&other, &hash("long enough"), &token, &email)
        .await
        .unwrap();
    assert!(matches!(
        shops.activate(&TokenHash::of(&token.secret), later(1)).await,
        Err(TokenError::Invalid)
    ));
    assert_eq!(
        shops.find(other.id).await.unwrap().unwrap().status,
        ShopStatus::Suspended
    );
}

#[tokio::test]
async fn a_seller_reset_sets_the_password_and_voids_sessions() {
    let (_guard, db) = migrated().await;
    let shops = SeaShopRepository::new(&db);
    let meera = shop("meera@example.com", ShopStatus::Active);
    shops.insert(&meera, &hash("old password")).await.unwrap();
    let token = IssuedToken::generate(
        TokenPurpose::ShopPasswordReset,
        TokenSubject::Shop(meera.id),
        later(0),
    );
    identity::TokenRepository::issue(
        &store_sea::SeaTokenRepository::new(&db),
        &token,
        &OutgoingEmail {
            to: "meera@example.com".into(),
            subject: "s".into(),
            text: "t".into(),
            html: None,
        },
    )
    .await
    .unwrap();

    shops
        .reset_password(&TokenHash::of(&token.secret), &hash("new password"), later(3))
        .await
        .unwrap();

    let (found, new_hash) = shops.find_credentials(&meera.email).await.unwrap().unwrap();
    assert!(new_hash.verify("new password"));
    assert_eq!(found.sessions_valid_from, Some(later(3)));
    let wrong_purpose = shops.activate(&TokenHash::of(&token.secret), later(4)).await;
    assert!(matches!(wrong_purpose, Err(TokenError::Invalid)));
}

#[tokio::test]
async fn a_sellers_language_is_stored_and_changed() {
    let (_guard, db) = migrated().await;
    let shops = SeaShopRepository::new(&db);
    let mut meera = shop("meera@example.com", ShopStatus::Active);
    meera.language = kernel::Language::Fr;
    shops.insert(&meera, &hash("long enough")).await.unwrap();
    assert_eq!(
        shops.find(meera.id).await.unwrap().unwrap().language,
        kernel::Language::Fr
    );
    let changed = shops
        .set_language(meera.id, kernel::Language::Hi, later(1))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(changed.language, kernel::Language::Hi);
    assert_eq!(
        shops.find(meera.id).await.unwrap().unwrap().language,
        kernel::Language::Hi
    );
}

#[tokio::test]
async fn delivery_terms_default_until_set_and_are_replaced_whole() {
    use identity::IndianState;
    use shops::{Delivery, DeliveryArea, DeliveryDays, DeliveryRepository, PinPrefix};

    let (_guard, db) = migrated().await;
    let shops = SeaShopRepository::new(&db);
    let meera = shop("meera@example.com", ShopStatus::Active);
    shops.insert(&meera, &hash("long enough")).await.unwrap();
    assert_eq!(shops.delivery_of(meera.id).await.unwrap(), Delivery::default());

    let days = |d| DeliveryDays::parse(d).unwrap();
    let listed = Delivery {
        area: DeliveryArea::listed(
            vec![
                IndianState::parse("Dadra and Nagar Haveli and Daman and Diu").unwrap(),
                IndianState::parse("Kerala").unwrap(),
            ],
            vec![PinPrefix::parse("560").unwrap(), PinPrefix::parse("6").unwrap()],
        )
        .unwrap(),
        dispatch: days(0),
        same_city: days(1),
        same_state: days(4),
        rest_of_india: days(30),
    };
    shops.set_delivery(meera.id, &listed, later(1)).await.unwrap();
    assert_eq!(shops.delivery_of(meera.id).await.unwrap(), listed);

    let everywhere = Delivery {
        area: DeliveryArea::AllIndia,
        ..listed
    };
    shops.set_delivery(meera.id, &everywhere, later(2)).await.unwrap();
    assert_eq!(shops.delivery_of(meera.id).await.unwrap(), everywhere);
    assert_eq!(
        count(&db, "SELECT COUNT(*) AS n FROM shop_delivery").await,
        1,
        "one row per shop"
    );
}

fn notice(kind: &'static str, to: &str) -> shops::ReviewNotice {
    shops::ReviewNotice {
        kind,
        title: format!("{kind} title"),
        body: format!("{kind} body"),
        email: OutgoingEmail {
            to: to.to_owned(),
            subject: format!("{kind} subject"),
            text: "text".into(),
            html: None,
        },
    }
}

/// A draft shop, stored.
async fn draft(shops: &SeaShopRepository, email: &str) -> shops::Shop {
    let mut made = shop(email, ShopStatus::Active);
    made.review = shops::Review::draft();
    shops.insert(&made, &hash("long enough")).await.unwrap();
    made
}

/// Each step moves the review only from the status it was read in, so two submissions or two
/// decisions racing change it once; the decision and the seller's notification and email are
/// written together, and a lost race writes neither.
#[tokio::test]
async fn a_review_moves_once_from_the_status_it_was_read_in_and_tells_the_seller_with_it() {
    use shops::{Decision, ReviewReason, ReviewStatus};
    let (_guard, db) = migrated().await;
    let shops = SeaShopRepository::new(&db);
    let meera = draft(&shops, "meera@example.com").await;
    assert_eq!(
        shops.find(meera.id).await.unwrap().unwrap().review.status,
        ReviewStatus::Draft
    );

    let submitted = shops
        .submit_review(meera.id, ReviewStatus::Draft, Some(later(1)), later(1))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(submitted.review.status, ReviewStatus::Submitted);
    assert_eq!(submitted.review.submitted_at, Some(later(1)));
    assert_eq!(submitted.gst_unregistered_at, Some(later(1)));
    assert!(
        shops
            .submit_review(meera.id, ReviewStatus::Draft, None, later(2))
            .await
            .unwrap()
            .is_none(),
        "the second of two submissions finds it moved"
    );

    let reason = ReviewReason::parse("The PAN does not match the GSTIN.").unwrap();
    let rejected = shops
        .decide_review(
            meera.id,
            &Decision::Reject(reason.clone()),
            &notice("shop-rejected", "meera@example.com"),
            later(3),
        )
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (rejected.review.status, rejected.review.reason.clone()),
        (ReviewStatus::Rejected, Some(reason))
    );
    assert!(
        shops
            .decide_review(
                meera.id,
                &Decision::Approve,
                &notice("shop-approved", "meera@example.com"),
                later(4),
            )
            .await
            .unwrap()
            .is_none(),
        "a rejected shop is not decided again until resubmitted"
    );
    assert_eq!(count(&db, "SELECT COUNT(*) AS n FROM notifications").await, 1);
    assert_eq!(count(&db, "SELECT COUNT(*) AS n FROM outbox_emails").await, 1);

    shops
        .submit_review(meera.id, ReviewStatus::Rejected, None, later(5))
        .await
        .unwrap()
        .unwrap();
    let approved = shops
        .decide_review(
            meera.id,
            &Decision::Approve,
            &notice("shop-approved", "meera@example.com"),
            later(6),
        )
        .await
        .unwrap()
        .unwrap();
    assert_eq!(approved.review.status, ReviewStatus::Approved);
    assert_eq!(approved.review.reason, None, "approval clears the reason");
    assert_eq!(approved.review.decided_at, Some(later(6)));
    assert_eq!(
        approved.gst_unregistered_at,
        Some(later(1)),
        "the declaration is kept"
    );
    assert_eq!(count(&db, "SELECT COUNT(*) AS n FROM notifications").await, 2);
    assert_eq!(count(&db, "SELECT COUNT(*) AS n FROM outbox_emails").await, 2);
}

#[tokio::test]
async fn the_queue_holds_submitted_active_shops_longest_waiting_first() {
    use shops::ReviewStatus;
    let (_guard, db) = migrated().await;
    let shops = SeaShopRepository::new(&db);
    let first = draft(&shops, "first@example.com").await;
    let second = draft(&shops, "second@example.com").await;
    let never = draft(&shops, "never@example.com").await;
    let suspended = draft(&shops, "gone@example.com").await;
    for (shop, minute) in [(&second, 2), (&first, 1), (&suspended, 3)] {
        shops
            .submit_review(shop.id, ReviewStatus::Draft, None, later(minute))
            .await
            .unwrap()
            .unwrap();
    }
    shops
        .set_status(suspended.id, ShopStatus::Suspended, later(4))
        .await
        .unwrap();

    let queue = shops
        .review_queue(None, kernel::PageRequest::default())
        .await
        .unwrap();
    assert_eq!(queue.total, 2);
    let ids: Vec<_> = queue.items.iter().map(|s| s.id).collect();
    assert_eq!(ids, [first.id, second.id]);
    assert!(!ids.contains(&never.id));
    let second_page = shops
        .review_queue(None, kernel::PageRequest::new(2, 1).unwrap())
        .await
        .unwrap();
    assert_eq!(
        second_page.items.iter().map(|s| s.id).collect::<Vec<_>>(),
        [second.id]
    );
    // Searched by email (or shop or owner name), ignoring case; a suspended shop stays out.
    for (search, expected) in [
        ("SECOND@", vec![second.id]),
        ("gone@", vec![]),
        ("example", vec![first.id, second.id]),
    ] {
        let found = shops
            .review_queue(Some(search.to_owned()), kernel::PageRequest::default())
            .await
            .unwrap();
        assert_eq!(
            found.items.iter().map(|s| s.id).collect::<Vec<_>>(),
            expected,
            "{search}"
        );
        assert_eq!(found.total, expected.len() as u64, "{search}");
    }
}
