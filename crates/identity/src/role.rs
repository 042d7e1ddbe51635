//! What a signed-in user may do beyond shopping.

use std::fmt;
use std::str::FromStr;

/// A user's role. Sellers are not users with a role: a seller signs in to a shop account.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    Shopper,
    Admin,
}

impl Role {
    /// The stored and transmitted name; the pages check for exactly `Admin`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Role::Shopper => "user",
            Role::Admin => "Admin",
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown role `{0}`")]
pub struct UnknownRole(pub String);

impl FromStr for Role {
    type Err = UnknownRole;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "user" => Ok(Role::Shopper),
            "Admin" => Ok(Role::Admin),
            other => Err(UnknownRole(other.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles_round_trip_through_their_stored_names() {
        for role in [Role::Shopper, Role::Admin] {
            assert_eq!(role.as_str().parse::<Role>().unwrap(), role);
        }
        assert!(
            "admin".parse::<Role>().is_err(),
            "the role check is case-sensitive"
        );
    }
}
