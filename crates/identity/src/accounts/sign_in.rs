//! Someone signs in with an email and a password: a shopper or the Admin, or a shop's seller.

use crate::account::{Account, Standing};
use crate::contact::Email;
use crate::ports::{AccountStore, PasswordHasher};

#[derive(Debug, thiserror::Error)]
pub enum SignInError<R> {
    /// Unknown email, wrong password or a closed account: one answer for all three.
    #[error("the email or password is incorrect")]
    InvalidCredentials,
    /// The right password, but the account may not sign in now ([`Account::Refusal`]).
    #[error("this account may not sign in: {0:?}")]
    Refused(R),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The account of this kind with `email`, if `password` is its password and it may sign in.
/// An unknown email still costs a full password check, so how long a sign-in takes reveals
/// nothing; why an account may not sign in is said only after the password proved right.
///
/// # Errors
/// [`SignInError::InvalidCredentials`], or [`SignInError::Refused`] with the kind's reason.
pub async fn sign_in<A: Account>(
    accounts: &dyn AccountStore<A>,
    hasher: &dyn PasswordHasher,
    email: &Email,
    password: String,
) -> Result<A, SignInError<A::Refusal>> {
    let account = match accounts.find_credentials(email).await? {
        None => {
            hasher.verify(None, password).await;
            None
        }
        Some((account, hash)) => hasher.verify(Some(hash), password).await.then_some(account),
    }
    .ok_or(SignInError::InvalidCredentials)?;
    match account.standing() {
        Standing::Good => Ok(account),
        Standing::Refused(why) => Err(SignInError::Refused(why)),
        Standing::Closed => Err(SignInError::InvalidCredentials),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::account::Suspended;
    use crate::contact::PersonName;
    use crate::password::PasswordHash;
    use crate::ports::{MockAccountStore, MockPasswordHasher};
    use crate::user::{AccountStatus, User};
    use chrono::Utc;

    fn stored() -> (User, PasswordHash) {
        let user = User::new_shopper(
            PersonName::parse("Priya").unwrap(),
            Email::parse("priya@example.com").unwrap(),
            Utc::now(),
        );
        let hash = crate::password::Password::parse("correct horse")
            .unwrap()
            .hash()
            .unwrap();
        (user, hash)
    }

    #[tokio::test]
    async fn an_unknown_email_still_spends_a_password_check_and_is_refused_like_a_wrong_password() {
        let mut users = MockAccountStore::<User>::new();
        users.expect_find_credentials().returning(|_| Ok(None));
        let mut hasher = MockPasswordHasher::new();
        hasher
            .expect_verify()
            .withf(|hash, _| hash.is_none())
            .times(1)
            .returning(|_, _| false);

        let result = sign_in(
            &users,
            &hasher,
            &Email::parse("nobody@example.com").unwrap(),
            "x".into(),
        )
        .await;

        assert!(matches!(result, Err(SignInError::InvalidCredentials)));
    }

    #[tokio::test]
    async fn a_suspended_account_with_the_right_password_is_told_so() {
        let (mut user, hash) = stored();
        user.status = AccountStatus::Suspended;
        let mut users = MockAccountStore::<User>::new();
        users
            .expect_find_credentials()
            .returning(move |_| Ok(Some((user.clone(), hash.clone()))));
        let mut hasher = MockPasswordHasher::new();
        hasher.expect_verify().returning(|_, _| true);

        let result = sign_in(
            &users,
            &hasher,
            &Email::parse("priya@example.com").unwrap(),
            "correct horse".into(),
        )
        .await;

        assert!(matches!(result, Err(SignInError::Refused(Suspended))));
    }

    #[tokio::test]
    async fn a_suspended_account_with_a_wrong_password_learns_nothing() {
        let (mut user, hash) = stored();
        user.status = AccountStatus::Suspended;
        let mut users = MockAccountStore::<User>::new();
        users
            .expect_find_credentials()
            .returning(move |_| Ok(Some((user.clone(), hash.clone()))));
        let mut hasher = MockPasswordHasher::new();
        hasher.expect_verify().returning(|_, _| false);

        let result = sign_in(
            &users,
            &hasher,
            &Email::parse("priya@example.com").unwrap(),
            "guess".into(),
        )
        .await;

        assert!(matches!(result, Err(SignInError::InvalidCredentials)));
    }

    #[tokio::test]
    async fn a_closed_account_with_the_right_password_is_answered_like_an_unknown_email() {
        let (mut user, hash) = stored();
        user.status = AccountStatus::Deleted;
        let mut users = MockAccountStore::<User>::new();
        users
            .expect_find_credentials()
            .returning(move |_| Ok(Some((user.clone(), hash.clone()))));
        let mut hasher = MockPasswordHasher::new();
        hasher.expect_verify().returning(|_, _| true);

        let result = sign_in(
            &users,
            &hasher,
            &Email::parse("priya@example.com").unwrap(),
            "correct horse".into(),
        )
        .await;

        assert!(matches!(result, Err(SignInError::InvalidCredentials)));
    }
}
