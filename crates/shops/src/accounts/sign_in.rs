//! A seller signs in to their shop.

use identity::accounts::sign_in::check_credentials;
use identity::{Email, PasswordHasher};

use crate::ports::ShopRepository;
use crate::shop::{Shop, ShopStatus};

#[derive(Debug, thiserror::Error)]
pub enum SellerSignInError {
    /// Unknown email or wrong password: one answer for both.
    #[error("the email or password is incorrect")]
    InvalidCredentials,
    /// Right password, but the shop cannot trade. Said only to whoever knows the password.
    #[error("{}", match .0 {
        ShopStatus::PendingActivation => "this shop is not active yet: follow the activation link we emailed you",
        _ => "this shop has been suspended; please contact support",
    })]
    NotActive(ShopStatus),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

pub async fn sign_in_seller(
    shops: &dyn ShopRepository,
    hasher: &dyn PasswordHasher,
    email: &Email,
    password: String,
) -> Result<Shop, SellerSignInError> {
    let found = shops.find_credentials(email).await?;
    let shop = check_credentials(hasher, found, password)
        .await
        .ok_or(SellerSignInError::InvalidCredentials)?;
    match shop.status {
        ShopStatus::Active => Ok(shop),
        other => Err(SellerSignInError::NotActive(other)),
    }
}
