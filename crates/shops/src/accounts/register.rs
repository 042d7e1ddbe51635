//! A seller opens a shop: it starts pending, and an activation link goes to its email.

use identity::{
    AccountStore, Email, IssuedToken, Links, Password, PasswordHasher, PersonName, PhoneNumber, PinCode,
    TokenPurpose, TokenRepository, TokenSubject, emails,
};
use kernel::{Language, ShopId, Texts, Timestamp};

use crate::ports::{InsertShopError, ShopRepository};
use crate::shop::{Shop, ShopAddress, ShopName, ShopStatus};
use crate::tax_ids::{Gstin, Pan, TaxIdError, check_consistent};

pub struct ShopRegistration {
    pub owner_name: PersonName,
    pub name: ShopName,
    pub email: Email,
    pub phone: PhoneNumber,
    pub address: ShopAddress,
    pub zip_code: PinCode,
    pub password: Password,
    pub gstin: Option<Gstin>,
    pub pan: Option<Pan>,
    /// The language the seller registered in (their request's); the activation email is in it.
    pub language: Language,
}

#[derive(Debug, thiserror::Error)]
pub enum RegisterShopError {
    #[error("a shop with this email already exists")]
    EmailTaken,
    #[error(transparent)]
    TaxIds(#[from] TaxIdError),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

pub async fn register_shop(
    shops: &dyn ShopRepository,
    hasher: &dyn PasswordHasher,
    texts: &dyn Texts,
    links: &Links,
    registration: ShopRegistration,
    now: Timestamp,
) -> Result<Shop, RegisterShopError> {
    check_consistent(
        registration.gstin.as_ref(),
        registration.pan.as_ref(),
        &registration.zip_code,
    )?;
    let shop = Shop {
        id: ShopId::new(),
        owner_name: registration.owner_name,
        name: registration.name,
        email: registration.email,
        phone: registration.phone,
        address: registration.address,
        zip_code: registration.zip_code,
        description: None,
        avatar: None,
        gstin: registration.gstin,
        pan: registration.pan,
        legal_name: None,
        registered_address: None,
        status: ShopStatus::PendingActivation,
        rating_total: 0,
        rating_count: 0,
        sessions_valid_from: None,
        language: registration.language,
        created_at: now,
        // Nothing of a new shop is public until the Admin approves it.
        review: crate::review::Review::draft(),
        gst_unregistered_at: None,
    };
    let hash = hasher.hash(registration.password).await?;
    let (token, email) = activation_for(&shop, texts, links, now);
    match shops.register(&shop, &hash, &token, &email).await {
        Ok(()) => Ok(shop),
        Err(InsertShopError::DuplicateEmail { .. }) => Err(RegisterShopError::EmailTaken),
        Err(InsertShopError::Unexpected(error)) => Err(RegisterShopError::Unexpected(error)),
    }
}

/// A fresh activation link for `shop`, and the email that carries it.
fn activation_for(
    shop: &Shop,
    texts: &dyn Texts,
    links: &Links,
    now: Timestamp,
) -> (IssuedToken, kernel::OutgoingEmail) {
    let token = IssuedToken::generate(TokenPurpose::ShopActivation, TokenSubject::Shop(shop.id), now);
    let email = emails::shop_activation(
        texts,
        shop.language,
        &shop.email,
        shop.owner_name.as_str(),
        shop.name.as_str(),
        &links.shop_activation(&token.secret),
    );
    (token, email)
}

/// Sends a new activation link if a shop with this email is still waiting to be activated;
/// does nothing otherwise, so the caller's answer is the same either way; a link that expired, or
/// went astray, does not lock the email out.
///
/// # Errors
/// When the stores fail.
pub async fn resend_activation(
    shops: &dyn AccountStore<Shop>,
    tokens: &dyn TokenRepository,
    texts: &dyn Texts,
    links: &Links,
    email: &Email,
    now: Timestamp,
) -> anyhow::Result<()> {
    let Some((shop, _)) = shops.find_credentials(email).await? else {
        return Ok(());
    };
    if shop.status != ShopStatus::PendingActivation {
        return Ok(());
    }
    let (token, message) = activation_for(&shop, texts, links, now);
    tokens.issue(&token, &message).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{TimeZone, Utc};
    use identity::PasswordHash;

    fn shop(status: ShopStatus) -> Shop {
        crate::shop::sample(status)
    }

    /// Counts the links issued, and checks each is an activation link carried by its email.
    #[derive(Default)]
    struct Issued(std::sync::Mutex<usize>);

    impl Issued {
        fn count(&self) -> usize {
            *self.0.lock().unwrap()
        }
    }

    #[async_trait::async_trait]
    impl TokenRepository for Issued {
        async fn issue(&self, token: &IssuedToken, email: &kernel::OutgoingEmail) -> anyhow::Result<()> {
            assert_eq!(token.purpose, TokenPurpose::ShopActivation);
            assert!(email.text.contains(&token.secret));
            assert!(email.subject.starts_with("email-shop-activation-subject@hi"));
            *self.0.lock().unwrap() += 1;
            Ok(())
        }
    }

    /// Finds one stored shop by its email; nothing else is part of resending an activation.
    struct OneShop(Option<Shop>);

    #[async_trait::async_trait]
    impl AccountStore<Shop> for OneShop {
        async fn find(&self, _: ShopId) -> anyhow::Result<Option<Shop>> {
            unreachable!("not part of resending an activation")
        }

        async fn find_credentials(&self, email: &Email) -> anyhow::Result<Option<(Shop, PasswordHash)>> {
            let hash = Password::parse("correct horse battery").unwrap().hash().unwrap();
            Ok(self
                .0
                .clone()
                .filter(|shop| shop.email == *email)
                .map(|shop| (shop, hash)))
        }

        async fn reset_password(
            &self,
            _: &identity::TokenHash,
            _: &PasswordHash,
            _: Timestamp,
        ) -> Result<ShopId, identity::TokenError> {
            unreachable!("not part of resending an activation")
        }

        async fn set_avatar(
            &self,
            _: ShopId,
            _: &kernel::MediaKey,
            _: Timestamp,
        ) -> anyhow::Result<Option<Shop>> {
            unreachable!("not part of resending an activation")
        }

        async fn set_language(&self, _: ShopId, _: Language, _: Timestamp) -> anyhow::Result<Option<Shop>> {
            unreachable!("not part of resending an activation")
        }
    }

    async fn resend_to(status: Option<ShopStatus>) -> usize {
        let shops = OneShop(status.map(shop));
        let tokens = Issued::default();
        let links = Links::new("https://haat.example");
        let email = Email::parse("Meera@Example.com").unwrap();
        let now = Utc.with_ymd_and_hms(2026, 11, 26, 10, 0, 0).unwrap();
        resend_activation(&shops, &tokens, &kernel::EchoTexts, &links, &email, now)
            .await
            .unwrap();
        tokens.count()
    }

    #[tokio::test]
    async fn a_new_link_goes_only_to_a_shop_still_waiting_for_activation() {
        assert_eq!(resend_to(Some(ShopStatus::PendingActivation)).await, 1);
        assert_eq!(resend_to(Some(ShopStatus::Active)).await, 0);
        assert_eq!(resend_to(Some(ShopStatus::Suspended)).await, 0);
        assert_eq!(resend_to(None).await, 0);
    }
}
