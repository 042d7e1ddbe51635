//! Forgot password, for either kind of account: a link by email, then a new password that ends
//! every session of the account.

use kernel::Timestamp;

use crate::account::Account;
use crate::contact::Email;
use crate::emails;
use crate::links::Links;
use crate::password::Password;
use crate::ports::{AccountStore, PasswordHasher, TokenRepository};
use crate::token::{IssuedToken, TokenError, TokenHash};

/// Emails a reset link if an account of this kind has this email and may reset its password
/// ([`Account::may_reset_password`]). Does the same from the caller's side either way.
///
/// # Errors
/// When the stores fail.
pub async fn request_password_reset<A: Account>(
    accounts: &dyn AccountStore<A>,
    tokens: &dyn TokenRepository,
    links: &Links,
    email: &Email,
    now: Timestamp,
) -> anyhow::Result<()> {
    let Some((account, _)) = accounts.find_credentials(email).await? else {
        return Ok(());
    };
    if !account.may_reset_password() {
        return Ok(());
    }
    let token = IssuedToken::generate(A::PASSWORD_RESET, account.token_subject(), now);
    let message = emails::password_reset(
        account.email(),
        account.holder().as_str(),
        &A::password_reset_link(links, &token.secret),
    );
    tokens.issue(&token, &message).await
}

/// Sets a new password with a reset link's token of this kind.
///
/// # Errors
/// [`TokenError::Invalid`] for an unknown, used or expired token, or another kind's.
pub async fn reset_password<A: Account>(
    accounts: &dyn AccountStore<A>,
    hasher: &dyn PasswordHasher,
    secret: &str,
    new_password: Password,
    now: Timestamp,
) -> Result<A::Id, TokenError> {
    let hash = hasher.hash(new_password).await?;
    accounts.reset_password(&TokenHash::of(secret), &hash, now).await
}
