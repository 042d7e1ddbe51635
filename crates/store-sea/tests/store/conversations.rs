//! Conversations' storage: one conversation per shopper, shop and subject however many servers
//! open it; messages numbered in turn; unread counts, "seen", paging back, search, reports and
//! blocks, each for its own party only.

use identity::{Email, PersonName, User, UserRepository as _};
use kernel::{ConversationId, MediaKey, MessageId, PageRequest, ProductId, UserId};
use messages::conversation::Report;
use messages::ports::{MessageNotice, NewConversation, Subject};
use messages::{ConversationStore, Message, Side};
use notices::Recipient;
use shops::{ShopRepository as _, ShopStatus};
use store_sea::{SeaConversationStore, SeaShopRepository, SeaUserRepository};

use crate::helpers::{at, count, hash, later, migrated, shop};

struct World {
    _guard: testkit::TestDatabase,
    db: store_sea::Database,
    store: SeaConversationStore,
    priya: UserId,
    anil: UserId,
    shop: kernel::ShopId,
}

async fn world() -> World {
    let (guard, db) = migrated().await;
    let users = SeaUserRepository::new(&db);
    let mut ids = Vec::new();
    for (name, email) in [
        ("Priya Nair", "priya@example.com"),
        ("Anil Kumar", "anil@example.com"),
    ] {
        let user = User::new_shopper(
            PersonName::parse(name).unwrap(),
            Email::parse(email).unwrap(),
            at(),
        );
        users.insert(&user, &hash("password1")).await.unwrap();
        ids.push(user.id);
    }
    let meera = shop("meera@example.com", ShopStatus::Active);
    SeaShopRepository::new(&db)
        .insert(&meera, &hash("password1"))
        .await
        .unwrap();
    World {
        store: SeaConversationStore::new(&db),
        db,
        _guard: guard,
        priya: ids[0],
        anil: ids[1],
        shop: meera.id,
    }
}

impl World {
    async fn open(&self, user: UserId) -> ConversationId {
        self.store
            .open(&NewConversation {
                id: ConversationId::new(),
                user,
                shop: self.shop,
                subject: Subject {
                    product: None,
                    order: None,
                },
                at: at(),
            })
            .await
            .unwrap()
    }

    async fn post(&self, conversation: ConversationId, from: Side, text: &str, minutes: i64) -> Message {
        let found = self.store.find(conversation).await.unwrap().unwrap();
        let message = Message {
            id: MessageId::new(),
            conversation,
            seq: 0,
            from,
            text: text.to_owned(),
            images: Vec::new(),
            created_at: later(minutes),
        };
        let notice = MessageNotice {
            recipient: found.recipient(from.other()),
            title: format!("New message: {text}"),
            body: text.to_owned(),
            link: "/somewhere".to_owned(),
        };
        self.store.post(&message, &notice).await.unwrap()
    }
}

fn page() -> PageRequest {
    PageRequest::new(1, 20).unwrap()
}

#[tokio::test]
async fn two_servers_opening_the_same_conversation_end_with_one() {
    let w = world().await;
    let (a, b) = tokio::join!(w.open(w.priya), w.open(w.priya));
    assert_eq!(a, b);
    assert_ne!(w.open(w.anil).await, a, "another shopper has their own");
    assert_eq!(count(&w.db, "SELECT COUNT(*) AS n FROM conversations").await, 2);
}

#[tokio::test]
async fn messages_posted_at_once_are_numbered_in_turn_and_the_shop_is_notified_once() {
    let w = world().await;
    let id = w.open(w.priya).await;
    let posts = (0..8).map(|i| {
        let store = w.store.clone();
        let message = Message {
            id: MessageId::new(),
            conversation: id,
            seq: 0,
            from: Side::Shopper,
            text: format!("line {i}"),
            images: Vec::new(),
            created_at: later(i),
        };
        let notice = MessageNotice {
            recipient: Recipient::Shop(w.shop),
            title: "New message".to_owned(),
            body: String::new(),
            link: "/shop-dashboard-messages".to_owned(),
        };
        tokio::spawn(async move { store.post(&message, &notice).await.unwrap().seq })
    });
    let mut seqs = Vec::new();
    for post in posts.collect::<Vec<_>>() {
        seqs.push(post.await.unwrap());
    }
    seqs.sort_unstable();
    assert_eq!(seqs, (1..=8).collect::<Vec<_>>());
    let found = w.store.find(id).await.unwrap().unwrap();
    assert_eq!((found.message_count, found.user_read, found.shop_read), (8, 8, 0));
    assert_eq!(found.unread_for(Side::Shop), 8);
    assert_eq!(
        count(
            &w.db,
            "SELECT COUNT(*) AS n FROM notifications WHERE kind = 'message' AND read_at IS NULL"
        )
        .await,
        1,
        "one unread notification per conversation, not per line"
    );
}

#[tokio::test]
async fn reading_clears_the_count_and_the_notification_and_shows_seen_to_the_other_side() {
    let w = world().await;
    let id = w.open(w.priya).await;
    w.post(id, Side::Shopper, "Is it pure silk?", 0).await;
    assert_eq!(w.store.unread(Recipient::Shop(w.shop)).await.unwrap(), 1);
    assert_eq!(w.store.unread(Recipient::User(w.priya)).await.unwrap(), 0);

    w.store.mark_read(id, Side::Shop, later(1)).await.unwrap();
    let found = w.store.find(id).await.unwrap().unwrap();
    assert_eq!(found.read_by(Side::Shop), 1, "the shopper's message is seen");
    assert_eq!(w.store.unread(Recipient::Shop(w.shop)).await.unwrap(), 0);
    assert_eq!(
        count(
            &w.db,
            "SELECT COUNT(*) AS n FROM notifications WHERE kind = 'message' AND read_at IS NULL"
        )
        .await,
        0
    );

    w.post(id, Side::Shop, "Yes, Banarasi silk.", 2).await;
    assert_eq!(w.store.unread(Recipient::User(w.priya)).await.unwrap(), 1);
    assert_eq!(
        count(
            &w.db,
            "SELECT COUNT(*) AS n FROM notifications WHERE kind = 'message' AND recipient_kind = 'user' \
             AND read_at IS NULL"
        )
        .await,
        1
    );
}

#[tokio::test]
async fn pages_go_back_by_cursor_and_a_cursor_from_elsewhere_finds_nothing() {
    let w = world().await;
    let id = w.open(w.priya).await;
    let other = w.open(w.anil).await;
    let mut posted = Vec::new();
    for i in 0..7 {
        posted.push(w.post(id, Side::Shopper, &format!("line {i}"), i).await);
    }
    let stranger = w.post(other, Side::Shopper, "hello", 0).await;

    let latest = w.store.messages(id, None, 3).await.unwrap();
    assert_eq!(latest.iter().map(|m| m.seq).collect::<Vec<_>>(), [7, 6, 5]);
    let older = w.store.messages(id, Some(latest[2].id), 3).await.unwrap();
    assert_eq!(older.iter().map(|m| m.seq).collect::<Vec<_>>(), [4, 3, 2]);
    assert_eq!(older[0].text, "line 3");
    let first = w.store.messages(id, Some(posted[1].id), 3).await.unwrap();
    assert_eq!(first.iter().map(|m| m.seq).collect::<Vec<_>>(), [1]);
    assert!(
        w.store
            .messages(id, Some(stranger.id), 3)
            .await
            .unwrap()
            .is_empty()
    );
}

#[tokio::test]
async fn each_party_lists_its_own_unread_first_and_search_finds_names_and_words() {
    let w = world().await;
    let priyas = w.open(w.priya).await;
    let anils = w.open(w.anil).await;
    w.post(priyas, Side::Shopper, "Do you ship to Kochi?", 0).await;
    w.post(anils, Side::Shopper, "Is the blue one in stock?", 5).await;
    w.store.mark_read(anils, Side::Shop, later(6)).await.unwrap();

    let inbox = w.store.list(Recipient::Shop(w.shop), None, page()).await.unwrap();
    assert_eq!(
        inbox.items.iter().map(|c| c.id).collect::<Vec<_>>(),
        [priyas, anils],
        "unread first, though older"
    );
    let mine = w
        .store
        .list(Recipient::User(w.priya), None, page())
        .await
        .unwrap();
    assert_eq!((mine.total, mine.items[0].id), (1, priyas));

    for (search, expected) in [
        ("kochi", vec![priyas]),
        ("ANIL", vec![anils]),
        ("nothing", vec![]),
    ] {
        let found = w
            .store
            .list(Recipient::Shop(w.shop), Some(search.to_owned()), page())
            .await
            .unwrap();
        assert_eq!(
            found.items.iter().map(|c| c.id).collect::<Vec<_>>(),
            expected,
            "{search}"
        );
    }
}

#[tokio::test]
async fn reports_are_listed_for_the_admin_and_blocks_come_and_go() {
    let w = world().await;
    let id = w.open(w.priya).await;
    w.post(id, Side::Shop, "Pay me on ••••••", 0).await;
    assert!(w.store.reported(page()).await.unwrap().items.is_empty());
    w.store
        .report(
            id,
            &Report {
                by: Side::Shopper,
                reason: "Asks me to pay outside Haat".to_owned(),
                at: later(1),
            },
        )
        .await
        .unwrap();
    let reported = w.store.reported(page()).await.unwrap();
    assert_eq!(reported.items.len(), 1);
    assert_eq!(reported.items[0].reported.as_ref().unwrap().by, Side::Shopper);

    let seller = Recipient::Shop(w.shop);
    w.store
        .set_blocked(seller, Some(format!("conversation {id}")), later(2))
        .await
        .unwrap();
    w.store
        .set_blocked(seller, Some("again".to_owned()), later(3))
        .await
        .unwrap();
    assert!(w.store.is_blocked(seller).await.unwrap());
    assert!(!w.store.is_blocked(Recipient::User(w.priya)).await.unwrap());
    assert!(w.store.find(id).await.unwrap().unwrap().shop_blocked);
    w.store.set_blocked(seller, None, later(4)).await.unwrap();
    assert!(!w.store.is_blocked(seller).await.unwrap());
}

#[tokio::test]
async fn a_picture_belongs_to_its_own_conversation_only() {
    let w = world().await;
    let id = w.open(w.priya).await;
    let other = w.open(w.anil).await;
    let key = MediaKey::from_stored("messages/4f1c2aXb.jpg").unwrap();
    let message = Message {
        id: MessageId::new(),
        conversation: id,
        seq: 0,
        from: Side::Shop,
        text: String::new(),
        images: vec![key.clone()],
        created_at: later(0),
    };
    let notice = MessageNotice {
        recipient: Recipient::User(w.priya),
        title: "New message".to_owned(),
        body: String::new(),
        link: "/account".to_owned(),
    };
    let kept = w.store.post(&message, &notice).await.unwrap();
    assert_eq!(
        w.store.messages(id, None, 5).await.unwrap()[0].images,
        std::slice::from_ref(&key)
    );
    assert_eq!(kept.images, std::slice::from_ref(&key));
    assert!(w.store.holds_image(id, &key).await.unwrap());
    assert!(!w.store.holds_image(other, &key).await.unwrap());
    // `_` is a LIKE wildcard: a name that would match through it must not.
    let near = MediaKey::from_stored("messages/4f1c2a_b.jpg").unwrap();
    assert!(!w.store.holds_image(id, &near).await.unwrap());
}

#[tokio::test]
async fn the_subject_check_knows_trading_shops_their_products_and_the_shoppers_orders() {
    let w = world().await;
    let check = w
        .store
        .check(
            w.priya,
            w.shop,
            Subject {
                product: Some(ProductId::new()),
                order: None,
            },
        )
        .await
        .unwrap();
    assert!(check.shop_trading && !check.own_shop && !check.product_of_shop && check.order_of_shopper);
    let unknown = w
        .store
        .check(
            w.priya,
            kernel::ShopId::new(),
            Subject {
                product: None,
                order: None,
            },
        )
        .await
        .unwrap();
    assert!(!unknown.shop_trading);
}
