//! Domain errors. Every use case's error enum becomes an HTTP answer here and only here.

use std::collections::BTreeMap;

use super::{ApiError, ErrorCode};

impl From<kernel::ImageError> for ApiError {
    fn from(error: kernel::ImageError) -> Self {
        match error {
            kernel::ImageError::Unexpected(cause) => ApiError::Internal(cause),
            refused => ApiError::field("avatar", refused.to_string()),
        }
    }
}

impl From<identity::accounts::register::RegisterError> for ApiError {
    fn from(error: identity::accounts::register::RegisterError) -> Self {
        use identity::accounts::register::RegisterError as E;
        match error {
            E::EmailTaken => ApiError::conflict(
                ErrorCode::EmailTaken,
                "email",
                "An account with this email already exists.",
            ),
            E::Avatar(image) => image.into(),
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl<R: Into<ApiError>> From<identity::accounts::sign_in::SignInError<R>> for ApiError {
    fn from(error: identity::accounts::sign_in::SignInError<R>) -> Self {
        use identity::accounts::sign_in::SignInError as E;
        match error {
            E::InvalidCredentials => invalid_credentials(),
            E::Refused(why) => why.into(),
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

/// A shopper (or the Admin) with the right password whose account is suspended.
impl From<identity::Suspended> for ApiError {
    fn from(_: identity::Suspended) -> Self {
        ApiError::Denied {
            code: ErrorCode::AccountSuspended,
            message: "This account has been suspended. Please contact support.".into(),
        }
    }
}

/// A seller with the right password whose shop cannot trade.
impl From<shops::NotTrading> for ApiError {
    fn from(shops::NotTrading(status): shops::NotTrading) -> Self {
        let message = match status {
            shops::ShopStatus::PendingActivation => {
                "This shop is not active yet: follow the activation link we emailed you."
            }
            _ => "This shop has been suspended; please contact support.",
        };
        ApiError::Denied {
            code: ErrorCode::ShopNotActive,
            message: message.into(),
        }
    }
}

fn invalid_credentials() -> ApiError {
    ApiError::Unauthorized {
        code: ErrorCode::InvalidCredentials,
        message: "The email or password is incorrect.".into(),
    }
}

impl From<identity::accounts::update_profile::UpdateProfileError> for ApiError {
    fn from(error: identity::accounts::update_profile::UpdateProfileError) -> Self {
        use identity::accounts::update_profile::UpdateProfileError as E;
        match error {
            E::WrongPassword => ApiError::field("password", "is incorrect"),
            E::EmailTaken => ApiError::conflict(
                ErrorCode::EmailTaken,
                "email",
                "An account with this email already exists.",
            ),
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<identity::accounts::change_password::ChangePasswordError> for ApiError {
    fn from(error: identity::accounts::change_password::ChangePasswordError) -> Self {
        use identity::accounts::change_password::ChangePasswordError as E;
        match error {
            E::WrongPassword => ApiError::field("oldPassword", "is incorrect"),
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<identity::TokenError> for ApiError {
    fn from(error: identity::TokenError) -> Self {
        match error {
            identity::TokenError::Invalid => ApiError::BadRequest {
                code: ErrorCode::InvalidToken,
                message: "This link is invalid or has expired. Please ask for a new one.".into(),
            },
            identity::TokenError::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<identity::UserStoreError> for ApiError {
    fn from(error: identity::UserStoreError) -> Self {
        use identity::UserStoreError as E;
        match error {
            E::DuplicateEmail => ApiError::conflict(
                ErrorCode::EmailTaken,
                "email",
                "An account with this email already exists.",
            ),
            E::AddressTypeTaken(kind) => ApiError::conflict(
                ErrorCode::AddressTypeTaken,
                "addressType",
                format!(
                    "You already have a {} address. Delete it first, or choose another type.",
                    kind.as_str()
                ),
            ),
            E::NotFound => ApiError::NotFound("Nothing was found with that id.".into()),
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

fn tax_id_error(error: &shops::TaxIdError) -> ApiError {
    use shops::TaxIdError as E;
    let field = match error {
        E::InvalidPan => "pan",
        E::InvalidGstin | E::GstinChecksum | E::PanMismatch => "gstin",
    };
    ApiError::field(field, error.to_string())
}

impl From<shops::accounts::register::RegisterShopError> for ApiError {
    fn from(error: shops::accounts::register::RegisterShopError) -> Self {
        use shops::accounts::register::RegisterShopError as E;
        match error {
            E::EmailTaken => ApiError::conflict(
                ErrorCode::EmailTaken,
                "email",
                "A shop with this email already exists. Sign in, or reset its password.",
            ),
            E::TaxIds(tax) => tax_id_error(&tax),
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<shops::accounts::update_profile::UpdateShopError> for ApiError {
    fn from(error: shops::accounts::update_profile::UpdateShopError) -> Self {
        use shops::accounts::update_profile::UpdateShopError as E;
        match error {
            E::TaxIds(tax) => tax_id_error(&tax),
            E::NotFound => ApiError::Unauthenticated,
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<catalog::manage::ManageProductError> for ApiError {
    fn from(error: catalog::manage::ManageProductError) -> Self {
        use catalog::manage::ManageProductError as E;
        match error {
            E::NotFound => ApiError::NotFound(E::NotFound.to_string()),
            E::ImageCount { .. } | E::Image { .. } => ApiError::field("images", error.to_string()),
            E::UnknownImage => ApiError::field("keepImages", error.to_string()),
            E::EventEndsInPast => ApiError::field("endDate", error.to_string()),
            E::EventTooLong { .. } => ApiError::field("endDate", error.to_string()),
            E::EventRunning => ApiError::Conflict {
                code: ErrorCode::EventRunning,
                message: error.to_string(),
                fields: std::collections::BTreeMap::new(),
            },
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<catalog::reviews::ReviewProductError> for ApiError {
    fn from(error: catalog::reviews::ReviewProductError) -> Self {
        use catalog::reviews::ReviewProductError as E;
        match error {
            E::NotFound => ApiError::NotFound(error.to_string()),
            E::NotABuyer => ApiError::Denied {
                code: ErrorCode::NotABuyer,
                message: error.to_string(),
            },
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<orders::CartError> for ApiError {
    fn from(error: orders::CartError) -> Self {
        match error {
            orders::CartError::Duplicate(index) => {
                ApiError::field(format!("cart[{index}].productId"), error.to_string())
            }
            orders::CartError::Empty | orders::CartError::TooManyLines => {
                ApiError::field("cart", error.to_string())
            }
        }
    }
}

impl From<orders::CheckoutError> for ApiError {
    fn from(error: orders::CheckoutError) -> Self {
        use cart_rules::LineProblem;
        use orders::CheckoutError as E;
        match error {
            E::Cart(cart) => cart.into(),
            E::Lines(issues) => {
                // A missing size is the shopper's input to fix; everything else is the shelf's.
                if let Some(issue) = issues.iter().find(|i| i.problem == LineProblem::SizeRequired) {
                    return ApiError::field(format!("cart[{}].size", issue.index), "choose a size");
                }
                let fields = issues
                    .iter()
                    .map(|issue| {
                        let name = issue.name.clone().unwrap_or_else(|| "This item".to_owned());
                        let text = match issue.problem {
                            LineProblem::NotEnoughStock => format!("Only {} left of {name}.", issue.stock),
                            LineProblem::OutOfStock => format!("{name} is out of stock."),
                            _ => format!("{name} is no longer available."),
                        };
                        (format!("cart[{}]", issue.index), text)
                    })
                    .collect::<BTreeMap<_, _>>();
                let code = if issues.iter().all(|i| i.problem == LineProblem::Unavailable) {
                    ErrorCode::Unavailable
                } else {
                    ErrorCode::OutOfStock
                };
                ApiError::Conflict {
                    code,
                    message: fields.values().cloned().collect::<Vec<_>>().join(" "),
                    fields,
                }
            }
            E::Short(lines) => {
                let fields = lines
                    .into_iter()
                    .map(|(index, name)| {
                        (
                            format!("cart[{index}]"),
                            format!("{name} sold out or changed price while you were checking out."),
                        )
                    })
                    .collect::<BTreeMap<_, _>>();
                ApiError::Conflict {
                    code: ErrorCode::OutOfStock,
                    message: "Some items sold out or changed price while you were checking out. Please review your cart."
                        .to_owned(),
                    fields,
                }
            }
            E::CodLimit { limit, lines } => {
                let fields = lines
                    .iter()
                    .map(|line| {
                        let held = if line.held > 0 {
                            format!(" (you have {} in orders not yet delivered)", line.held)
                        } else {
                            String::new()
                        };
                        (
                            format!("cart[{}]", line.index),
                            format!(
                                "Cash on delivery is limited to {limit} units of {} per account{held}. Pay online for more.",
                                line.name
                            ),
                        )
                    })
                    .collect::<BTreeMap<_, _>>();
                ApiError::Conflict {
                    code: ErrorCode::CodLimit,
                    message: fields.values().cloned().collect::<Vec<_>>().join(" "),
                    fields,
                }
            }
            E::Coupon(message) => ApiError::field("couponCode", message),
            E::PaymentMethodUnavailable => ApiError::field("paymentMethod", error.to_string()),
            E::KeyReused => ApiError::Unprocessable {
                code: ErrorCode::IdempotencyKeyReused,
                message: error.to_string(),
            },
            E::Internal(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<orders::CouponError> for ApiError {
    fn from(error: orders::CouponError) -> Self {
        use orders::CouponError as E;
        match error {
            E::DuplicateCode => ApiError::conflict(ErrorCode::DuplicateCode, "name", error.to_string()),
            E::NotOwnProduct => ApiError::field("selectedProduct", error.to_string()),
            E::ExpiresInPast => ApiError::field("expiresAt", error.to_string()),
            E::ZeroMaximum => ApiError::field("maxAmount", error.to_string()),
            E::NotFound => ApiError::NotFound(error.to_string()),
            E::Internal(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<shops::accounts::suspend::SuspendError> for ApiError {
    fn from(error: shops::accounts::suspend::SuspendError) -> Self {
        use shops::accounts::suspend::SuspendError as E;
        match error {
            E::NotFound => ApiError::NotFound(error.to_string()),
            E::NotSuspended => ApiError::Conflict {
                code: ErrorCode::NotSuspended,
                message: error.to_string(),
                fields: BTreeMap::new(),
            },
            E::Internal(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<identity::accounts::admin::UserStatusError> for ApiError {
    fn from(error: identity::accounts::admin::UserStatusError) -> Self {
        use identity::accounts::admin::UserStatusError as E;
        let conflict = |code: ErrorCode, message: String| ApiError::Conflict {
            code,
            message,
            fields: BTreeMap::new(),
        };
        match error {
            E::NotFound => ApiError::NotFound(error.to_string()),
            E::CannotSuspendAdmin => conflict(ErrorCode::CannotSuspendAdmin, error.to_string()),
            E::Closed => conflict(ErrorCode::AccountClosed, error.to_string()),
            E::Internal(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<orders::WithdrawalError> for ApiError {
    fn from(error: orders::WithdrawalError) -> Self {
        use orders::WithdrawalError as E;
        match error {
            E::BelowMinimum | E::AboveBalance { .. } => ApiError::field("amount", error.to_string()),
            E::NoPayoutMethod => {
                ApiError::conflict(ErrorCode::NoPayoutMethod, "withdrawMethod", error.to_string())
            }
            E::AlreadyDecided(_) => ApiError::Conflict {
                code: ErrorCode::AlreadyDecided,
                message: error.to_string(),
                fields: BTreeMap::new(),
            },
            E::NotFound => ApiError::NotFound(error.to_string()),
            E::Internal(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<orders::OrderError> for ApiError {
    fn from(error: orders::OrderError) -> Self {
        use orders::OrderError as E;
        let conflict = |code: ErrorCode, message: String| ApiError::Conflict {
            code,
            message,
            fields: BTreeMap::new(),
        };
        match error {
            E::NotFound => ApiError::NotFound(error.to_string()),
            E::NotAllowed { .. } => conflict(ErrorCode::StatusNotAllowed, error.to_string()),
            E::RefundWindowClosed { .. } => conflict(ErrorCode::RefundWindowClosed, error.to_string()),
            E::ChangedMeanwhile => conflict(ErrorCode::ChangedMeanwhile, error.to_string()),
            E::NotAwaitingPayment => conflict(ErrorCode::NotAwaitingPayment, error.to_string()),
            E::PaymentsNotConfigured => ApiError::NotFound(error.to_string()),
            E::BadSignature => ApiError::BadRequest {
                code: ErrorCode::BadSignature,
                message: error.to_string(),
            },
            E::Gateway(cause) => {
                tracing::error!(error = ?cause, "the payment gateway failed");
                ApiError::Upstream
            }
            E::Internal(cause) => ApiError::Internal(cause),
        }
    }
}
