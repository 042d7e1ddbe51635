//! The shopper as the API shows it (docs/identity.md "Shapes").

use identity::{Address, User};
use kernel::Timestamp;
use serde::Serialize;
use utoipa::ToSchema;

use crate::media::media_path;

/// One of the shopper's saved delivery addresses.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = UserAddress)]
pub struct AddressDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    pub id: String,
    #[schema(value_type = AddressTypeName, inline)]
    pub address_type: &'static str,
    /// Haat delivers in India only.
    #[schema(value_type = String, example = "India")]
    pub country: &'static str,
    /// The state or union territory, spelt as Haat lists it.
    #[schema(value_type = String, example = "Karnataka")]
    pub state: &'static str,
    pub city: String,
    /// Six digits.
    #[schema(example = "560001")]
    pub pincode: String,
    pub address1: String,
    #[schema(required = true)]
    pub address2: Option<String>,
}

// `identity::AddressType::as_str`, for the description only: `AddressDto::address_type` holds the
// name itself, so this is never built (and has no doc comment, which would become its description).
#[derive(ToSchema)]
#[allow(dead_code)]
pub enum AddressTypeName {
    Default,
    Home,
    Office,
}

impl From<&Address> for AddressDto {
    fn from(a: &Address) -> Self {
        Self {
            id: a.id.to_string(),
            address_type: a.address_type.as_str(),
            country: a.country(),
            state: a.state.as_str(),
            city: a.city.as_str().to_owned(),
            pincode: a.pincode.as_str().to_owned(),
            address1: a.address1.as_str().to_owned(),
            address2: a.address2.as_ref().map(|l| l.as_str().to_owned()),
        }
    }
}

/// A shopper's (or the Admin's) account.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = User)]
pub struct UserDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    pub id: String,
    pub name: String,
    #[schema(format = "email")]
    pub email: String,
    #[schema(value_type = RoleName, inline)]
    pub role: &'static str,
    /// `active` or `suspended` (the Admin's list shows it; a signed-in user is always active).
    #[schema(value_type = AccountStatusName, inline)]
    pub status: &'static str,
    #[schema(required = true)]
    pub phone_number: Option<String>,
    /// A path on this host (`/media/…`), or null without a picture.
    #[schema(required = true)]
    pub avatar: Option<String>,
    pub addresses: Vec<AddressDto>,
    /// The language the account is answered and emailed in.
    #[schema(value_type = crate::accounts::language::LanguageCode)]
    pub language: &'static str,
    #[schema(value_type = String, format = DateTime)]
    pub created_at: Timestamp,
}

// `identity::Role::as_str` (`user` is a shopper), for the description only, as `AddressTypeName`.
#[derive(ToSchema)]
#[allow(dead_code)]
pub enum RoleName {
    #[schema(rename = "user")]
    User,
    Admin,
}

// `identity::AccountStatus::as_str`, for the description only, as `AddressTypeName`.
#[derive(ToSchema)]
#[schema(rename_all = "lowercase")]
#[allow(dead_code)]
pub enum AccountStatusName {
    Active,
    Suspended,
    Deleted,
}

impl From<&User> for UserDto {
    fn from(user: &User) -> Self {
        Self {
            id: user.id.to_string(),
            name: user.name.as_str().to_owned(),
            email: user.email.as_str().to_owned(),
            role: user.role.as_str(),
            status: user.status.as_str(),
            phone_number: user.phone.as_ref().map(|p| p.as_str().to_owned()),
            avatar: user.avatar.as_ref().map(media_path),
            addresses: user.addresses.iter().map(AddressDto::from).collect(),
            language: user.language.code(),
            created_at: user.created_at,
        }
    }
}

/// The account, after signing in, registering or changing it.
#[derive(Debug, Serialize, ToSchema)]
pub struct UserResponse {
    pub success: bool,
    pub user: UserDto,
}

impl From<&User> for UserResponse {
    fn from(user: &User) -> Self {
        Self {
            success: true,
            user: UserDto::from(user),
        }
    }
}

/// Done; `message` says what happened.
#[derive(Debug, Serialize, ToSchema)]
pub struct MessageResponse {
    pub success: bool,
    pub message: &'static str,
}

impl MessageResponse {
    #[must_use]
    pub const fn new(message: &'static str) -> Self {
        Self {
            success: true,
            message,
        }
    }
}
