//! The notices' storage: a notice is written once whoever writes it, with its email; the
//! recipient's centre pages, counts and marks only its own; email choices are kept per topic.

use kernel::{OutgoingEmail, ShopId, UserId};
use notices::{Kind, Notice, NoticeStore, NotificationFeed, Recipient, Topic, Which};
use store_sea::{SeaNoticeStore, SeaNotificationFeed};

use crate::helpers::{count, later, migrated};

fn notice(recipient: Recipient, key: &str, minutes: i64) -> Notice {
    Notice {
        recipient,
        kind: Kind::OrderShipping,
        subject: None,
        event_key: key.to_owned(),
        title: format!("Title {key}"),
        body: "Body".into(),
        link: "/user/order/x".into(),
        email: Some(OutgoingEmail {
            to: "priya@example.com".into(),
            subject: format!("Subject {key}"),
            text: "Text".into(),
            html: Some("<p>Text</p>".into()),
        }),
        at: later(minutes),
    }
}

#[tokio::test]
async fn a_notice_told_twice_at_once_is_written_and_mailed_once() {
    let (_guard, db) = migrated().await;
    let store = SeaNoticeStore::new(&db);
    let priya = Recipient::User(UserId::new());
    let one = [notice(priya, "order-shipping:e1:user", 0)];

    let (first, second) = tokio::join!(store.tell(None, &one, later(1)), store.tell(None, &one, later(1)));
    let told = first.unwrap().len() + second.unwrap().len();
    assert_eq!(told, 1, "one of the two writers stores it");
    assert_eq!(count(&db, "SELECT COUNT(*) AS n FROM notifications").await, 1);
    assert_eq!(
        count(
            &db,
            "SELECT COUNT(*) AS n FROM outbox_emails WHERE event_key = 'order-shipping:e1:user'"
        )
        .await,
        1
    );
    assert!(
        store.tell(None, &one, later(2)).await.unwrap().is_empty(),
        "and never again"
    );
}

#[tokio::test]
async fn each_recipient_pages_counts_and_marks_only_its_own() {
    let (_guard, db) = migrated().await;
    let store = SeaNoticeStore::new(&db);
    let feed = SeaNotificationFeed::new(&db);
    let priya = Recipient::User(UserId::new());
    let shop = Recipient::Shop(ShopId::new());
    let mine: Vec<Notice> = (0..25).map(|i| notice(priya, &format!("k{i}:user"), i)).collect();
    store.tell(None, &mine, later(30)).await.unwrap();
    store
        .tell(None, &[notice(shop, "k0:shop", 0)], later(30))
        .await
        .unwrap();

    let page = |n| kernel::PageRequest::new(n, 20).unwrap();
    let first = feed.page(priya, page(1)).await.unwrap();
    let second = feed.page(priya, page(2)).await.unwrap();
    assert_eq!((first.items.len(), second.items.len(), first.total), (20, 5, 25));
    let (first, second) = (first.items, second.items);
    assert_eq!(first[0].title, "Title k24:user", "newest first");
    assert_eq!(second[4].title, "Title k0:user");
    assert_eq!(feed.unread(priya).await.unwrap(), 25);

    let shops = feed.page(shop, page(1)).await.unwrap().items;
    // The shop's id is ignored in the shopper's mark: it is not theirs.
    let left = feed
        .mark_read(priya, &Which::These(vec![first[0].id, shops[0].id]), later(40))
        .await
        .unwrap();
    assert_eq!(left, 24);
    assert_eq!(feed.unread(shop).await.unwrap(), 1);
    assert_eq!(feed.mark_read(priya, &Which::All, later(41)).await.unwrap(), 0);
    assert_eq!(feed.unread(shop).await.unwrap(), 1);
}

#[tokio::test]
async fn email_choices_are_kept_per_topic_and_replaced() {
    let (_guard, db) = migrated().await;
    let feed = SeaNotificationFeed::new(&db);
    let shop = Recipient::Shop(ShopId::new());
    assert!(!feed.preferences(shop).await.unwrap().wants(Topic::DailySummary));
    feed.choose(
        shop,
        &[(Topic::DailySummary, true), (Topic::LowStock, false)],
        later(0),
    )
    .await
    .unwrap();
    feed.choose(shop, &[(Topic::LowStock, true)], later(1))
        .await
        .unwrap();
    let chosen = feed.preferences(shop).await.unwrap();
    assert!(chosen.wants(Topic::DailySummary) && chosen.wants(Topic::LowStock));
    assert_eq!(count(&db, "SELECT COUNT(*) AS n FROM email_preferences").await, 2);
    let store = SeaNoticeStore::new(&db);
    let awaiting = store.awaiting_summary(later(0)).await.unwrap();
    assert_eq!(
        awaiting.len(),
        1,
        "the shop that asked for the summary is due one"
    );
}
