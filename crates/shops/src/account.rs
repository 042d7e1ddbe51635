//! A shop is the account its seller signs in to: what the shared account flows
//! ([`identity::accounts`]) need to know of it.

use identity::{Account, Email, Links, PersonName, Standing, TokenPurpose, TokenSubject};
use kernel::{Language, ShopId, Timestamp};

use crate::shop::{Shop, ShopStatus};

/// Why a seller with the right password may not sign in: the shop is waiting for its
/// activation link, or suspended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotTrading(pub ShopStatus);

impl Account for Shop {
    type Id = ShopId;
    type Refusal = NotTrading;

    const PASSWORD_RESET: TokenPurpose = TokenPurpose::ShopPasswordReset;

    fn id(&self) -> ShopId {
        self.id
    }

    fn email(&self) -> &Email {
        &self.email
    }

    fn holder(&self) -> &PersonName {
        &self.owner_name
    }

    fn language(&self) -> Language {
        self.language
    }

    fn token_subject(&self) -> TokenSubject {
        TokenSubject::Shop(self.id)
    }

    fn standing(&self) -> Standing<NotTrading> {
        match self.status {
            ShopStatus::Active => Standing::Good,
            other => Standing::Refused(NotTrading(other)),
        }
    }

    /// A shop waiting for activation may reset too: its seller may have forgotten the password
    /// they chose before following the link.
    fn may_reset_password(&self) -> bool {
        self.status != ShopStatus::Suspended
    }

    fn password_reset_link(links: &Links, secret: &str) -> String {
        links.shop_password_reset(secret)
    }

    fn accepts_session_from(&self, signed_in_at: Timestamp) -> bool {
        Shop::accepts_session_from(self, signed_in_at)
    }
}

#[cfg(test)]
mod tests {
    use chrono::{TimeZone, Utc};
    use identity::accounts::password_reset::request_password_reset;
    use identity::{
        AccountStore, IssuedToken, Password, PasswordHash, TokenError, TokenHash, TokenRepository,
    };
    use kernel::MediaKey;

    use super::*;
    use crate::shop::sample;

    #[test]
    fn a_shop_signs_in_only_while_active_and_says_why_not_otherwise() {
        assert_eq!(sample(ShopStatus::Active).standing(), Standing::Good);
        for status in [ShopStatus::PendingActivation, ShopStatus::Suspended] {
            assert_eq!(sample(status).standing(), Standing::Refused(NotTrading(status)));
        }
    }

    /// The one stored shop, found by its email.
    struct OneShop(Shop);

    #[async_trait::async_trait]
    impl AccountStore<Shop> for OneShop {
        async fn find(&self, _: ShopId) -> anyhow::Result<Option<Shop>> {
            unreachable!("not part of asking for a reset link")
        }

        async fn find_credentials(&self, email: &Email) -> anyhow::Result<Option<(Shop, PasswordHash)>> {
            let hash = Password::parse("correct horse battery").unwrap().hash().unwrap();
            Ok((self.0.email == *email).then(|| (self.0.clone(), hash)))
        }

        async fn reset_password(
            &self,
            _: &TokenHash,
            _: &PasswordHash,
            _: Timestamp,
        ) -> Result<ShopId, TokenError> {
            unreachable!("not part of asking for a reset link")
        }

        async fn set_avatar(&self, _: ShopId, _: &MediaKey, _: Timestamp) -> anyhow::Result<Option<Shop>> {
            unreachable!("not part of asking for a reset link")
        }

        async fn set_language(&self, _: ShopId, _: Language, _: Timestamp) -> anyhow::Result<Option<Shop>> {
            unreachable!("not part of asking for a reset link")
        }
    }

    /// The links issued, each checked to be carried by its email.
    #[derive(Default)]
    struct Issued(std::sync::Mutex<Vec<IssuedToken>>);

    #[async_trait::async_trait]
    impl TokenRepository for Issued {
        async fn issue(&self, token: &IssuedToken, email: &kernel::OutgoingEmail) -> anyhow::Result<()> {
            assert!(
                email
                    .text
                    .contains(&format!("/shop-reset-password/{}", token.secret))
            );
            // In the seller's language (the sample shop's is Hindi).
            assert!(email.subject.starts_with("email-password-reset-subject@hi"));
            self.0.lock().unwrap().push(token.clone());
            Ok(())
        }
    }

    async fn reset_links_for(status: ShopStatus) -> Vec<IssuedToken> {
        let shop = sample(status);
        let email = shop.email.clone();
        let tokens = Issued::default();
        request_password_reset::<Shop>(
            &OneShop(shop),
            &tokens,
            &kernel::EchoTexts,
            &Links::new("https://haat.example"),
            &email,
            Utc.with_ymd_and_hms(2026, 11, 26, 10, 0, 0).unwrap(),
        )
        .await
        .unwrap();
        tokens.0.into_inner().unwrap()
    }

    /// A seller still waiting to activate may have forgotten the password they chose; a
    /// suspended shop is sent nothing.
    #[tokio::test]
    async fn a_shop_active_or_awaiting_activation_is_sent_a_sellers_reset_link() {
        for status in [ShopStatus::Active, ShopStatus::PendingActivation] {
            let issued = reset_links_for(status).await;
            assert_eq!(issued.len(), 1, "{status:?}");
            assert_eq!(issued[0].purpose, TokenPurpose::ShopPasswordReset);
            assert!(matches!(issued[0].subject, TokenSubject::Shop(_)));
        }
        assert!(reset_links_for(ShopStatus::Suspended).await.is_empty());
    }
}
