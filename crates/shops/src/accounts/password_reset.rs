//! A seller who forgot their password: a link by email, then a new password.

use identity::{
    Email, IssuedToken, Links, Password, PasswordHasher, TokenError, TokenHash, TokenPurpose,
    TokenRepository, TokenSubject, emails,
};
use kernel::Timestamp;

use crate::ports::ShopRepository;
use crate::shop::ShopStatus;

/// Emails a reset link if a shop that is active or awaiting activation has this email. Answers
/// the same either way.
pub async fn request_seller_reset(
    shops: &dyn ShopRepository,
    tokens: &dyn TokenRepository,
    links: &Links,
    email: &Email,
    now: Timestamp,
) -> anyhow::Result<()> {
    let Some((shop, _)) = shops.find_credentials(email).await? else {
        return Ok(());
    };
    if shop.status == ShopStatus::Suspended {
        return Ok(());
    }
    let token = IssuedToken::generate(TokenPurpose::ShopPasswordReset, TokenSubject::Shop(shop.id), now);
    let message = emails::password_reset(
        &shop.email,
        shop.owner_name.as_str(),
        &links.shop_password_reset(&token.secret),
    );
    tokens.issue(&token, &message).await
}

pub async fn reset_seller_password(
    shops: &dyn ShopRepository,
    hasher: &dyn PasswordHasher,
    secret: &str,
    new_password: Password,
    now: Timestamp,
) -> Result<(), TokenError> {
    let hash = hasher.hash(new_password).await?;
    shops
        .reset_password(&TokenHash::of(secret), &hash, now)
        .await
        .map(|_| ())
}
