//! Domain errors. Every use case's error enum becomes an HTTP answer here and only here.

use std::collections::BTreeMap;

use kernel::{Described as _, Message};

use super::{ApiError, ErrorCode, Headline};

fn said(id: &'static str) -> Message {
    Message::new(id)
}

impl From<kernel::ImageError> for ApiError {
    fn from(error: kernel::ImageError) -> Self {
        match error {
            kernel::ImageError::Unexpected(cause) => ApiError::Internal(cause),
            refused => ApiError::field("avatar", refused.message()),
        }
    }
}

impl From<identity::accounts::register::RegisterError> for ApiError {
    fn from(error: identity::accounts::register::RegisterError) -> Self {
        use identity::accounts::register::RegisterError as E;
        match error {
            E::EmailTaken => ApiError::conflict(ErrorCode::EmailTaken, "email", said("error-email_taken")),
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
            message: said("error-account_suspended"),
        }
    }
}

/// A seller with the right password whose shop cannot trade.
impl From<shops::NotTrading> for ApiError {
    fn from(shops::NotTrading(status): shops::NotTrading) -> Self {
        let message = match status {
            shops::ShopStatus::PendingActivation => "error-shop_not_active-pending",
            _ => "error-shop_not_active",
        };
        ApiError::Denied {
            code: ErrorCode::ShopNotActive,
            message: said(message),
        }
    }
}

fn invalid_credentials() -> ApiError {
    ApiError::Unauthorized {
        code: ErrorCode::InvalidCredentials,
        message: said("error-invalid_credentials"),
    }
}

impl From<identity::accounts::update_profile::UpdateProfileError> for ApiError {
    fn from(error: identity::accounts::update_profile::UpdateProfileError) -> Self {
        use identity::accounts::update_profile::UpdateProfileError as E;
        match error {
            E::WrongPassword => ApiError::field("password", said("field-password-incorrect")),
            E::EmailTaken => ApiError::conflict(ErrorCode::EmailTaken, "email", said("error-email_taken")),
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<identity::accounts::change_password::ChangePasswordError> for ApiError {
    fn from(error: identity::accounts::change_password::ChangePasswordError) -> Self {
        use identity::accounts::change_password::ChangePasswordError as E;
        match error {
            E::WrongPassword => ApiError::field("oldPassword", said("field-password-incorrect")),
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<identity::TokenError> for ApiError {
    fn from(error: identity::TokenError) -> Self {
        match error {
            identity::TokenError::Invalid => ApiError::BadRequest {
                code: ErrorCode::InvalidToken,
                message: said("error-invalid_token"),
            },
            identity::TokenError::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<identity::UserStoreError> for ApiError {
    fn from(error: identity::UserStoreError) -> Self {
        use identity::UserStoreError as E;
        match error {
            E::DuplicateEmail => {
                ApiError::conflict(ErrorCode::EmailTaken, "email", said("error-email_taken"))
            }
            E::AddressTypeTaken(kind) => ApiError::conflict(
                ErrorCode::AddressTypeTaken,
                "addressType",
                said("error-address_type_taken").with("type", kind.as_str()),
            ),
            E::NotFound => ApiError::NotFound(said("error-not_found-id")),
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

fn tax_id_error(error: &shops::TaxIdError) -> ApiError {
    use shops::TaxIdError as E;
    let field = match error {
        E::InvalidPan => "pan",
        E::InvalidGstin | E::GstinChecksum | E::PanMismatch | E::StateMismatch { .. } => "gstin",
    };
    ApiError::field(field, error.message())
}

impl From<shops::accounts::register::RegisterShopError> for ApiError {
    fn from(error: shops::accounts::register::RegisterShopError) -> Self {
        use shops::accounts::register::RegisterShopError as E;
        match error {
            E::EmailTaken => {
                ApiError::conflict(ErrorCode::EmailTaken, "email", said("error-email_taken-shop"))
            }
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
            E::NotFound => ApiError::NotFound(said("error-not_found-product")),
            E::ImageCount { .. } | E::Image { .. } => ApiError::field("images", error.message()),
            E::UnknownImage => ApiError::field("keepImages", error.message()),
            E::EventEndsInPast | E::EventTooLong { .. } => ApiError::field("endDate", error.message()),
            E::TaxableWithoutGstin => ApiError::field("gstRate", error.message()),
            E::SkuTaken => ApiError::field("sku", error.message()),
            E::EventRunning => {
                ApiError::conflict_without_field(ErrorCode::EventRunning, said("error-event_running"))
            }
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<catalog::reviews::ReviewProductError> for ApiError {
    fn from(error: catalog::reviews::ReviewProductError) -> Self {
        use catalog::reviews::ReviewProductError as E;
        match error {
            E::NotFound => ApiError::NotFound(said("error-not_found-product")),
            E::NotABuyer => ApiError::Denied {
                code: ErrorCode::NotABuyer,
                message: said("error-not_a_buyer"),
            },
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<orders::CartError> for ApiError {
    fn from(error: orders::CartError) -> Self {
        match error {
            orders::CartError::Duplicate(index) => {
                ApiError::field(format!("cart[{index}].productId"), error.message())
            }
            orders::CartError::Empty | orders::CartError::TooManyLines => {
                ApiError::field("cart", error.message())
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
                    return ApiError::field(
                        format!("cart[{}].size", issue.index),
                        said("field-size-required"),
                    );
                }
                let fields = issues
                    .iter()
                    .map(|issue| {
                        let problem = match (&issue.name, issue.problem) {
                            (Some(name), LineProblem::NotEnoughStock) => said("field-cart-only-left")
                                .with("stock", issue.stock)
                                .with("name", name),
                            (Some(name), LineProblem::OutOfStock) => {
                                said("field-cart-out-of-stock").with("name", name)
                            }
                            (Some(name), LineProblem::NotDeliverable) => {
                                said("field-cart-not-deliverable").with("name", name)
                            }
                            (Some(name), _) => said("field-cart-unavailable").with("name", name),
                            (None, LineProblem::NotEnoughStock) => {
                                said("field-cart-only-left-unnamed").with("stock", issue.stock)
                            }
                            (None, LineProblem::OutOfStock) => said("field-cart-out-of-stock-unnamed"),
                            (None, _) => said("field-cart-unavailable-unnamed"),
                        };
                        (format!("cart[{}]", issue.index), problem)
                    })
                    .collect::<BTreeMap<_, _>>();
                let code = if issues.iter().all(|i| i.problem == LineProblem::Unavailable) {
                    ErrorCode::Unavailable
                } else if issues.iter().all(|i| i.problem == LineProblem::NotDeliverable) {
                    ErrorCode::NotDeliverable
                } else {
                    ErrorCode::OutOfStock
                };
                ApiError::Conflict {
                    code,
                    message: Headline::Problems,
                    fields,
                }
            }
            E::Short(lines) => {
                let fields = lines
                    .into_iter()
                    .map(|(index, name)| {
                        (
                            format!("cart[{index}]"),
                            said("field-cart-sold-out-meanwhile").with("name", name),
                        )
                    })
                    .collect::<BTreeMap<_, _>>();
                ApiError::Conflict {
                    code: ErrorCode::OutOfStock,
                    message: Headline::Text(said("error-out_of_stock-meanwhile")),
                    fields,
                }
            }
            E::CodLimit { limit, lines } => {
                let fields = lines
                    .iter()
                    .map(|line| {
                        let problem = if line.held > 0 {
                            said("field-cart-cod-limit-held").with("held", line.held)
                        } else {
                            said("field-cart-cod-limit")
                        };
                        (
                            format!("cart[{}]", line.index),
                            problem.with("limit", limit).with("name", &line.name),
                        )
                    })
                    .collect::<BTreeMap<_, _>>();
                ApiError::Conflict {
                    code: ErrorCode::CodLimit,
                    message: Headline::Problems,
                    fields,
                }
            }
            E::Coupon(message) => ApiError::field("couponCode", message),
            E::PaymentMethodUnavailable => {
                ApiError::field("paymentMethod", said("field-payment-method-cod-only"))
            }
            E::KeyReused => ApiError::Unprocessable {
                code: ErrorCode::IdempotencyKeyReused,
                message: said("error-idempotency_key_reused"),
            },
            E::Internal(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<orders::CouponError> for ApiError {
    fn from(error: orders::CouponError) -> Self {
        use orders::CouponError as E;
        match error {
            E::DuplicateCode => {
                ApiError::conflict(ErrorCode::DuplicateCode, "name", said("error-duplicate_code"))
            }
            E::NotOwnProduct => ApiError::field("selectedProduct", said("field-coupon-not-own-product")),
            E::ExpiresInPast => ApiError::field("expiresAt", said("field-coupon-expires-in-past")),
            E::ZeroMaximum => ApiError::field("maxAmount", said("field-coupon-zero-maximum")),
            E::NotFound => ApiError::NotFound(said("error-not_found-coupon")),
            E::Internal(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<shops::accounts::suspend::SuspendError> for ApiError {
    fn from(error: shops::accounts::suspend::SuspendError) -> Self {
        use shops::accounts::suspend::SuspendError as E;
        match error {
            E::NotFound => ApiError::NotFound(said("error-not_found-shop")),
            E::NotSuspended => {
                ApiError::conflict_without_field(ErrorCode::NotSuspended, said("error-not_suspended"))
            }
            E::Internal(cause) => ApiError::Internal(cause),
        }
    }
}

/// What an unfinished checklist item asks of the seller.
const fn review_item_message(item: shops::ChecklistItem) -> &'static str {
    match item {
        shops::ChecklistItem::Details => "field-review-description",
        shops::ChecklistItem::Gst => "field-review-gstin",
        shops::ChecklistItem::Pan => "field-review-pan",
        shops::ChecklistItem::Payout => "field-review-withdrawMethod",
        shops::ChecklistItem::Products => "field-review-products",
    }
}

impl From<catalog::moderation::ModerationError> for ApiError {
    fn from(error: catalog::moderation::ModerationError) -> Self {
        use catalog::moderation::ModerationError as E;
        match error {
            E::NotFound => ApiError::NotFound(said("error-not_found-product")),
            E::NothingToReview => {
                ApiError::conflict_without_field(ErrorCode::NothingToReview, said("error-nothing_to_review"))
            }
            E::AlreadyReported => {
                ApiError::conflict_without_field(ErrorCode::AlreadyReported, said("error-already_reported"))
            }
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<shops::ReviewError> for ApiError {
    fn from(error: shops::ReviewError) -> Self {
        use shops::ReviewError as E;
        match error {
            E::NotFound => ApiError::NotFound(said("error-not_found-shop")),
            E::NotReady(missing) => ApiError::Conflict {
                code: ErrorCode::ReviewIncomplete,
                message: Headline::Text(said("error-review_incomplete")),
                fields: missing
                    .into_iter()
                    .map(|item| (item.key().to_owned(), said(review_item_message(item))))
                    .collect(),
            },
            E::AlreadySubmitted => {
                ApiError::conflict_without_field(ErrorCode::ReviewPending, said("error-review_pending"))
            }
            E::AlreadyApproved => {
                ApiError::conflict_without_field(ErrorCode::ReviewApproved, said("error-review_approved"))
            }
            E::NotSubmitted => ApiError::conflict_without_field(
                ErrorCode::ReviewNotSubmitted,
                said("error-review_not_submitted"),
            ),
            E::Internal(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<identity::accounts::admin::UserStatusError> for ApiError {
    fn from(error: identity::accounts::admin::UserStatusError) -> Self {
        use identity::accounts::admin::UserStatusError as E;
        match error {
            E::NotFound => ApiError::NotFound(said("error-not_found-user")),
            E::CannotSuspendAdmin => ApiError::conflict_without_field(
                ErrorCode::CannotSuspendAdmin,
                said("error-cannot_suspend_admin"),
            ),
            E::Closed => {
                ApiError::conflict_without_field(ErrorCode::AccountClosed, said("error-account_closed"))
            }
            E::Internal(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<orders::WithdrawalError> for ApiError {
    fn from(error: orders::WithdrawalError) -> Self {
        use orders::WithdrawalError as E;
        match error {
            E::BelowMinimum => ApiError::field("amount", said("field-withdrawal-below-minimum")),
            E::AboveBalance { available } => ApiError::field(
                "amount",
                said("field-withdrawal-above-balance").with("available", available),
            ),
            E::NoPayoutMethod => ApiError::conflict(
                ErrorCode::NoPayoutMethod,
                "withdrawMethod",
                said("error-no_payout_method"),
            ),
            E::AlreadyDecided(status) => ApiError::conflict_without_field(
                ErrorCode::AlreadyDecided,
                said(if status == orders::WithdrawalStatus::Paid {
                    "error-already_decided-paid"
                } else {
                    "error-already_decided-rejected"
                }),
            ),
            E::NotFound => ApiError::NotFound(said("error-not_found-withdrawal")),
            E::Internal(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<orders::OrderError> for ApiError {
    fn from(error: orders::OrderError) -> Self {
        use orders::OrderError as E;
        let conflict = ApiError::conflict_without_field;
        match error {
            E::NotFound => ApiError::NotFound(said("error-not_found-order")),
            E::NotAllowed(refusal) => conflict(ErrorCode::StatusNotAllowed, refusal.message()),
            E::RefundWindowClosed { until } => conflict(
                ErrorCode::RefundWindowClosed,
                said("error-refund_window_closed").with("until", until),
            ),
            E::ChangedMeanwhile => conflict(ErrorCode::ChangedMeanwhile, said("error-changed_meanwhile")),
            E::EscalationWindowClosed { until } => conflict(
                ErrorCode::EscalationWindowClosed,
                said("error-escalation_window_closed").with("until", until),
            ),
            E::Return(problem) => ApiError::field(problem.field(), problem.message()),
            E::ShipmentRequired => ApiError::Validation {
                fields: ["courier", "trackingNumber", "expectedDelivery"]
                    .into_iter()
                    .map(|field| (field.to_owned(), said("field-required")))
                    .collect(),
            },
            E::NotAwaitingPayment => {
                conflict(ErrorCode::NotAwaitingPayment, said("error-not_awaiting_payment"))
            }
            E::PaymentsNotConfigured => ApiError::NotFound(said("error-not_found-payments")),
            E::BadSignature => ApiError::BadRequest {
                code: ErrorCode::BadSignature,
                message: said("error-bad_signature"),
            },
            E::Gateway(cause) => {
                tracing::error!(error = ?cause, "the payment gateway failed");
                ApiError::Upstream
            }
            E::Internal(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<messages::MessageError> for ApiError {
    fn from(error: messages::MessageError) -> Self {
        use messages::MessageError as E;
        match error {
            E::Store(cause) | E::Image(kernel::ImageError::Unexpected(cause)) => ApiError::Internal(cause),
            E::Blocked => ApiError::Denied {
                code: ErrorCode::MessagingBlocked,
                message: said("error-messaging_blocked"),
            },
            E::NotAParty => ApiError::Forbidden,
            E::NotFound => ApiError::NotFound(said("error-not_found-conversation")),
            refused => ApiError::field(refused.field().unwrap_or("message"), refused.message()),
        }
    }
}

/// A shopper's first message refused: every wrong field at once, or the one failure that is not
/// a field's.
pub fn message_problems(problems: Vec<messages::MessageError>) -> ApiError {
    let mut fields = BTreeMap::new();
    for problem in problems {
        match problem.field() {
            Some(field) => {
                fields
                    .entry(field.to_owned())
                    .or_insert_with(|| problem.message());
            }
            None => return problem.into(),
        }
    }
    ApiError::Validation { fields }
}
