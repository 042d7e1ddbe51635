//! The language either kind of account is answered and emailed in: the optional `language` field
//! of `update-user` and `update-shop`, and `update-user-language` and `update-shop-language`,
//! which change nothing else and so ask for no password.

use actix_session::Session;
use kernel::{Language, Message};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::app::state::AppState;
use crate::auth::account_kind::AccountKind;
use crate::http::error::{ApiError, Fields, RequestLanguage};

/// One of Haat's languages, by its code.
#[derive(ToSchema)]
#[schema(as = LanguageCode, rename_all = "lowercase")]
#[allow(dead_code)]
pub enum LanguageCode {
    /// English, the default.
    En,
    /// Hindi.
    Hi,
    /// Spanish.
    Es,
    /// French.
    Fr,
}

/// The body of `update-user-language` and `update-shop-language`.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LanguageBody {
    /// `en`, `hi`, `es` or `fr`.
    #[schema(value_type = LanguageCode)]
    pub language: String,
}

/// The `language` field read: `None` when absent or blank, and a problem on `language` for a code
/// Haat does not speak.
pub fn check(fields: &mut Fields, raw: Option<&str>) -> Option<Option<Language>> {
    match raw.map(str::trim).filter(|code| !code.is_empty()) {
        None => Some(None),
        Some(code) => fields.check("language", parse(code)).map(Some),
    }
}

fn parse(code: &str) -> Result<Language, Message> {
    Language::parse(code.trim()).map_err(|_| Message::new("field-language-unknown"))
}

/// Makes `language` the account's and the session's: its next answers are in it.
///
/// # Errors
/// 400 on `language` for a code Haat does not speak; 401 when the account is gone.
pub async fn change<A: AccountKind>(
    state: &AppState,
    session: &Session,
    account: &A,
    body: LanguageBody,
) -> Result<A, ApiError> {
    let mut fields = Fields::new();
    let language = fields.check("language", parse(&body.language));
    let language = fields.finish(|| language)?;
    let changed = identity::accounts::language::change_language(
        A::store(state),
        account.id(),
        language,
        state.clock.now(),
    )
    .await?
    .ok_or(ApiError::Unauthenticated)?;
    RequestLanguage::remember(session, changed.language());
    Ok(changed)
}
