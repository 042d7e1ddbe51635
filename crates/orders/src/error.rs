//! Why an order use case said no.

use kernel::Timestamp;

use crate::ports::GatewayError;
use crate::status::OrderStatus;

#[derive(Debug, thiserror::Error)]
pub enum OrderError {
    /// No such order, or not one the caller may see (the two are not told apart).
    #[error("There is no such order.")]
    NotFound,
    #[error("An order cannot move from {from} to {to}.")]
    NotAllowed { from: OrderStatus, to: OrderStatus },
    #[error("Refunds can be requested until 14 days after delivery; this order's window closed on {until}.")]
    RefundWindowClosed { until: Timestamp },
    /// Someone else changed the order between reading and writing it.
    #[error("The order was changed by someone else just now. Please reload it and try again.")]
    ChangedMeanwhile,
    #[error("This checkout is not waiting for an online payment.")]
    NotAwaitingPayment,
    #[error("Online payment is not available.")]
    PaymentsNotConfigured,
    #[error("The payment could not be verified.")]
    BadSignature,
    #[error("The payment provider could not be reached. Please try again.")]
    Gateway(#[source] GatewayError),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}
