//! A seller opens a shop: it starts pending, and an activation link goes to its email.

use identity::{
    Email, IssuedToken, Links, Password, PasswordHasher, PersonName, PhoneNumber, PinCode, TokenPurpose,
    TokenSubject, emails,
};
use kernel::{ShopId, Timestamp};

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
    links: &Links,
    registration: ShopRegistration,
    now: Timestamp,
) -> Result<Shop, RegisterShopError> {
    check_consistent(registration.gstin.as_ref(), registration.pan.as_ref())?;
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
        status: ShopStatus::PendingActivation,
        rating_total: 0,
        rating_count: 0,
        sessions_valid_from: None,
        created_at: now,
    };
    let hash = hasher.hash(registration.password).await?;
    let token = IssuedToken::generate(TokenPurpose::ShopActivation, TokenSubject::Shop(shop.id), now);
    let email = emails::shop_activation(
        &shop.email,
        shop.owner_name.as_str(),
        shop.name.as_str(),
        &links.shop_activation(&token.secret),
    );
    match shops.register(&shop, &hash, &token, &email).await {
        Ok(()) => Ok(shop),
        Err(InsertShopError::DuplicateEmail { .. }) => Err(RegisterShopError::EmailTaken),
        Err(InsertShopError::Unexpected(error)) => Err(RegisterShopError::Unexpected(error)),
    }
}
