use identity::{
    AccountStore, Address, AddressText, AddressType, AdminOutcome, Email, IndianState, PersonName,
    PhoneNumber, PinCode, ProfileUpdate, Role, User, UserRepository, UserStoreError,
};
use kernel::{AddressId, MediaKey, PageRequest, UserId};
use store_sea::SeaUserRepository;

use crate::helpers::{at, hash, later, migrated};

fn shopper(name: &str, email: &str) -> User {
    User::new_shopper(
        PersonName::parse(name).unwrap(),
        Email::parse(email).unwrap(),
        at(),
    )
}

fn home() -> Address {
    Address {
        id: AddressId::new(),
        address_type: AddressType::Home,
        state: IndianState::parse("Karnataka").unwrap(),
        city: AddressText::parse("Bengaluru", 60).unwrap(),
        pincode: PinCode::parse("560001").unwrap(),
        address1: AddressText::parse("12 MG Road", 120).unwrap(),
        address2: None,
    }
}

#[tokio::test]
async fn a_user_round_trips_with_credentials_and_a_second_account_with_the_email_is_refused() {
    let (_guard, db) = migrated().await;
    let users = SeaUserRepository::new(&db);
    let priya = shopper("Priya Sharma", "priya@example.com");
    users.insert(&priya, &hash("correct horse")).await.unwrap();

    let (found, stored_hash) = users.find_credentials(&priya.email).await.unwrap().unwrap();
    assert_eq!(found, priya);
    assert!(stored_hash.verify("correct horse"));

    let again = users
        .insert(&shopper("Other", "PRIYA@example.com"), &hash("whatever1"))
        .await;
    assert!(matches!(again, Err(UserStoreError::DuplicateEmail)));
}

#[tokio::test]
async fn one_address_per_type_and_only_the_owner_deletes_it() {
    let (_guard, db) = migrated().await;
    let users = SeaUserRepository::new(&db);
    let priya = shopper("Priya", "priya@example.com");
    let anil = shopper("Anil", "anil@example.com");
    users.insert(&priya, &hash("password1")).await.unwrap();
    users.insert(&anil, &hash("password1")).await.unwrap();
    let address = home();

    let with_address = users.add_address(priya.id, &address, later(1)).await.unwrap();
    assert_eq!(with_address.addresses, vec![address.clone()]);

    let second_home = users.add_address(priya.id, &home(), later(2)).await;
    assert!(matches!(
        second_home,
        Err(UserStoreError::AddressTypeTaken(AddressType::Home))
    ));

    let stranger = users.delete_address(anil.id, address.id, later(3)).await;
    assert!(matches!(stranger, Err(UserStoreError::NotFound)));
    let emptied = users
        .delete_address(priya.id, address.id, later(4))
        .await
        .unwrap();
    assert!(emptied.addresses.is_empty());
}

#[tokio::test]
async fn a_profile_update_cannot_take_another_accounts_email() {
    let (_guard, db) = migrated().await;
    let users = SeaUserRepository::new(&db);
    let priya = shopper("Priya", "priya@example.com");
    users.insert(&priya, &hash("password1")).await.unwrap();
    users
        .insert(&shopper("Anil", "anil@example.com"), &hash("password1"))
        .await
        .unwrap();

    let taken = ProfileUpdate {
        name: PersonName::parse("Priya S").unwrap(),
        email: Email::parse("anil@example.com").unwrap(),
        phone: None,
        language: None,
    };
    assert!(matches!(
        users.update_profile(priya.id, &taken, later(1)).await,
        Err(UserStoreError::DuplicateEmail)
    ));

    let fine = ProfileUpdate {
        name: PersonName::parse("Priya S").unwrap(),
        email: Email::parse("priya.s@example.com").unwrap(),
        phone: Some(PhoneNumber::parse("9876543210").unwrap()),
        language: Some(kernel::Language::Fr),
    };
    let updated = users.update_profile(priya.id, &fine, later(1)).await.unwrap();
    assert_eq!(updated.email.as_str(), "priya.s@example.com");
    assert_eq!(updated.language, kernel::Language::Fr);
    assert_eq!(updated.phone.unwrap().as_str(), "9876543210");
    assert!(matches!(
        users.update_profile(UserId::new(), &fine, later(1)).await,
        Err(UserStoreError::NotFound)
    ));
}

#[tokio::test]
async fn setting_a_password_voids_earlier_sessions_and_an_avatar_is_kept() {
    let (_guard, db) = migrated().await;
    let users = SeaUserRepository::new(&db);
    let priya = shopper("Priya", "priya@example.com");
    users.insert(&priya, &hash("password1")).await.unwrap();

    users
        .set_password(priya.id, &hash("password2"), later(5))
        .await
        .unwrap();
    users
        .set_avatar(
            priya.id,
            &MediaKey::from_stored("avatars/a.jpg").unwrap(),
            later(6),
        )
        .await
        .unwrap();

    let found = users.find(priya.id).await.unwrap().unwrap();
    assert_eq!(found.sessions_valid_from, Some(later(5)));
    assert!(!found.accepts_session_from(later(4)));
    assert_eq!(found.avatar.unwrap().as_str(), "avatars/a.jpg");
    assert!(
        users
            .password_hash(priya.id)
            .await
            .unwrap()
            .unwrap()
            .verify("password2")
    );
}

#[tokio::test]
async fn the_admin_list_pages_newest_first_and_searches_names_and_emails_literally() {
    let (_guard, db) = migrated().await;
    let users = SeaUserRepository::new(&db);
    for (i, (name, email)) in [
        ("Priya Sharma", "priya@example.com"),
        ("Anil Kumar", "anil@example.com"),
        ("Zoya_100%", "zoya@x.in"),
    ]
    .into_iter()
    .enumerate()
    {
        let mut user = shopper(name, email);
        user.created_at = later(i64::try_from(i).unwrap());
        users.insert(&user, &hash("password1")).await.unwrap();
    }

    let all = users
        .list(None, None, PageRequest::new(1, 2).unwrap())
        .await
        .unwrap();
    assert_eq!(all.total, 3);
    assert_eq!(
        all.items.iter().map(|u| u.name.as_str()).collect::<Vec<_>>(),
        ["Zoya_100%", "Anil Kumar"]
    );

    let by_name = users
        .list(Some("SHARMA".into()), None, PageRequest::new(1, 10).unwrap())
        .await
        .unwrap();
    assert_eq!(by_name.items.len(), 1);
    let by_email = users
        .list(Some("anil@".into()), None, PageRequest::new(1, 10).unwrap())
        .await
        .unwrap();
    assert_eq!(by_email.items[0].name.as_str(), "Anil Kumar");
    let wildcard = users
        .list(Some("%".into()), None, PageRequest::new(1, 10).unwrap())
        .await
        .unwrap();
    assert_eq!(
        wildcard.total, 1,
        "a % typed by the Admin matches only a literal %"
    );
}

#[tokio::test]
async fn make_admin_creates_an_account_or_promotes_an_existing_one() {
    let (_guard, db) = migrated().await;
    let users = SeaUserRepository::new(&db);
    let priya = shopper("Priya", "priya@example.com");
    users.insert(&priya, &hash("password1")).await.unwrap();
    let name = PersonName::parse("Ops").unwrap();

    let promoted = users
        .make_admin(&priya.email, &name, &hash("admin-pass-1"), later(1))
        .await
        .unwrap();
    let created = users
        .make_admin(
            &Email::parse("ops@example.com").unwrap(),
            &name,
            &hash("admin-pass-2"),
            later(2),
        )
        .await
        .unwrap();

    assert_eq!(
        (promoted, created),
        (AdminOutcome::Promoted, AdminOutcome::Created)
    );
    assert_eq!(users.find(priya.id).await.unwrap().unwrap().role, Role::Admin);
    let (ops, ops_hash) = users
        .find_credentials(&Email::parse("ops@example.com").unwrap())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(ops.role, Role::Admin);
    assert!(ops_hash.verify("admin-pass-2"));
}

#[tokio::test]
async fn an_accounts_language_is_stored_read_and_changed() {
    let (_guard, db) = migrated().await;
    let users = SeaUserRepository::new(&db);
    let mut priya = shopper("Priya", "priya@example.com");
    priya.language = kernel::Language::Hi;
    users.insert(&priya, &hash("password1")).await.unwrap();
    let stored = users.find(priya.id).await.unwrap().unwrap();
    assert_eq!(stored.language, kernel::Language::Hi);

    let changed = users
        .set_language(priya.id, kernel::Language::Es, later(1))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(changed.language, kernel::Language::Es);
    let (found, _) = users
        .find_credentials(&Email::parse("priya@example.com").unwrap())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(found.language, kernel::Language::Es);
    assert!(
        users
            .set_language(UserId::new(), kernel::Language::Fr, later(2))
            .await
            .unwrap()
            .is_none()
    );
}
