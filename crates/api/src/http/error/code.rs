//! Every `error.code` the API answers, as one type: stable, machine-readable, one name each.
//! Clients compare codes, never messages (which are for people and may change). OpenAPI describes
//! the type as an enum of its names, so the frontend's generated client has them as constants.

use serde::Serialize;
use utoipa::ToSchema;

/// Declares [`ErrorCode`] with each code's name written once, for serde, OpenAPI and
/// [`ErrorCode::as_str`] alike.
macro_rules! error_codes {
    ($( $(#[$doc:meta])* $variant:ident = $name:literal, )*) => {
        /// Why a request was refused, for programs; `message` says it for people.
        // Each variant is its name in CamelCase, so serde's (and OpenAPI's) snake_case rename
        // gives the name written below; the test holds the two together.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, ToSchema)]
        #[serde(rename_all = "snake_case")]
        pub enum ErrorCode {
            $( $(#[$doc])* $variant, )*
        }

        impl ErrorCode {
            /// Every code, in declaration order.
            pub const ALL: &'static [ErrorCode] = &[$(ErrorCode::$variant),*];

            /// The code as it travels in `error.code`.
            #[must_use]
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(ErrorCode::$variant => $name,)*
                }
            }

            /// The id of the code's message in the catalogue: `error-` and the code. Answers
            /// that say something more particular use `error-<code>-<detail>`.
            #[must_use]
            pub const fn message_id(self) -> &'static str {
                match self {
                    $(ErrorCode::$variant => concat!("error-", $name),)*
                }
            }
        }
    };
}

error_codes! {
    /// One or more fields are wrong; `fields` names each.
    ValidationFailed = "validation_failed",
    /// The request could not be read as sent.
    BadRequest = "bad_request",
    InvalidJson = "invalid_json",
    InvalidBody = "invalid_body",
    InvalidQuery = "invalid_query",
    InvalidPath = "invalid_path",
    InvalidForm = "invalid_form",
    /// A query string holds characters no field may (control characters).
    BadQuery = "bad_query",
    PayloadTooLarge = "payload_too_large",
    UnsupportedMediaType = "unsupported_media_type",
    MethodNotAllowed = "method_not_allowed",
    NotFound = "not_found",
    /// A write that did not come from Haat's own pages.
    CrossOrigin = "cross_origin",
    Unauthenticated = "unauthenticated",
    Forbidden = "forbidden",
    InvalidCredentials = "invalid_credentials",
    /// An activation or reset link that is unknown, used or expired.
    InvalidToken = "invalid_token",
    AccountSuspended = "account_suspended",
    AccountClosed = "account_closed",
    ShopNotActive = "shop_not_active",
    CannotSuspendAdmin = "cannot_suspend_admin",
    /// Past a rate limit; `Retry-After` says when to try again.
    TooManyRequests = "too_many_requests",
    /// The account already has its allowed uploads being processed; `Retry-After` says when.
    UploadsInFlight = "uploads_in_flight",
    Unavailable = "unavailable",
    Timeout = "timeout",
    /// A service Haat depends on (the payment provider) failed.
    UpstreamFailed = "upstream_failed",
    Internal = "internal",
    EmailTaken = "email_taken",
    AddressTypeTaken = "address_type_taken",
    DuplicateCode = "duplicate_code",
    OutOfStock = "out_of_stock",
    /// A shop does not deliver to the checkout address's PIN code.
    NotDeliverable = "not_deliverable",
    /// Cash on delivery would pass the units of a product one account may hold undelivered.
    CodLimit = "cod_limit",
    StatusNotAllowed = "status_not_allowed",
    RefundWindowClosed = "refund_window_closed",
    EscalationWindowClosed = "escalation_window_closed",
    ChangedMeanwhile = "changed_meanwhile",
    NotAwaitingPayment = "not_awaiting_payment",
    BadSignature = "bad_signature",
    /// The `Idempotency-Key` was used before with another request.
    IdempotencyKeyReused = "idempotency_key_reused",
    NotABuyer = "not_a_buyer",
    EventRunning = "event_running",
    NotSuspended = "not_suspended",
    AlreadyDecided = "already_decided",
    NoPayoutMethod = "no_payout_method",
    /// A complaint to the grievance officer is closed and takes no more answers.
    GrievanceClosed = "grievance_closed",
    /// The Admin has stopped this account from sending messages.
    MessagingBlocked = "messaging_blocked",
    /// The shop's review checklist is not complete; `fields` names each item left.
    ReviewIncomplete = "review_incomplete",
    /// The shop is already waiting for the Admin's review.
    ReviewPending = "review_pending",
    /// The shop is already approved.
    ReviewApproved = "review_approved",
    /// The shop is not waiting for review, so there is nothing to decide.
    ReviewNotSubmitted = "review_not_submitted",
    /// The product neither waits for the Admin's approval nor has open reports.
    NothingToReview = "nothing_to_review",
    /// This account's earlier report on the product is still open.
    AlreadyReported = "already_reported",
    /// The shop's earlier bulk upload is still queued or running.
    ImportRunning = "import_running",
}

#[cfg(test)]
mod tests {
    use super::ErrorCode;

    #[test]
    fn each_code_travels_as_its_snake_case_name_and_no_two_share_one() {
        let mut seen = std::collections::HashSet::new();
        for code in ErrorCode::ALL {
            let json = serde_json::to_value(code).unwrap();
            assert_eq!(json, code.as_str(), "{code:?}");
            assert!(
                code.as_str().bytes().all(|b| b.is_ascii_lowercase() || b == b'_'),
                "{code:?}"
            );
            assert!(seen.insert(code.as_str()), "{} twice", code.as_str());
        }
    }

    #[test]
    fn each_code_has_its_message_in_every_language() {
        use kernel::{Language, Texts as _};
        for code in ErrorCode::ALL {
            for language in Language::ALL {
                assert!(
                    texts::CATALOGUE.has(language, code.message_id()),
                    "{} has no message in {language}",
                    code.message_id()
                );
            }
        }
    }
}
