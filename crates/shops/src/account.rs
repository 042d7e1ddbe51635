//! A shop is the account its seller signs in to: what the shared account flows
//! ([`identity::accounts`]) need to know of it.

use identity::{Account, Email, Links, PersonName, Standing, TokenPurpose, TokenSubject};
use kernel::{ShopId, Timestamp};

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
