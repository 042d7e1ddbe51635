//! The shopper as the API shows it (SPEC.md §3 User).

use identity::{Address, User};
use kernel::{MediaKey, Timestamp};
use serde::Serialize;

/// Where the browser loads an image from: a path on this host.
#[must_use]
pub fn media_path(key: &MediaKey) -> String {
    format!("/media/{}", key.as_str())
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AddressDto {
    #[serde(rename = "_id")]
    pub id: String,
    pub address_type: &'static str,
    pub country: &'static str,
    pub state: &'static str,
    pub city: String,
    pub pincode: String,
    pub address1: String,
    pub address2: Option<String>,
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

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UserDto {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub email: String,
    pub role: &'static str,
    /// `active` or `suspended` (the Admin's list shows it; a signed-in user is always active).
    pub status: &'static str,
    pub phone_number: Option<String>,
    pub avatar: Option<String>,
    pub addresses: Vec<AddressDto>,
    pub created_at: Timestamp,
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
            created_at: user.created_at,
        }
    }
}

#[derive(Debug, Serialize)]
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

#[derive(Debug, Serialize)]
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
