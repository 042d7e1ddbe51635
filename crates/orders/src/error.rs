//! Why an order use case said no.

use kernel::Timestamp;

use crate::moves::Refusal;
use crate::ports::GatewayError;

#[derive(Debug, thiserror::Error)]
pub enum OrderError {
    /// No such order, or not one the caller may see (the two are not told apart).
    #[error("There is no such order.")]
    NotFound,
    /// The move is not one the caller may make now ([`crate::moves`]).
    #[error("{}", refusal_message(*.0))]
    NotAllowed(Refusal),
    /// Handing an order to a courier needs the courier, the tracking number and the expected day.
    #[error("Give the courier, the tracking number and the expected delivery date.")]
    ShipmentRequired,
    /// The return request names something wrong.
    #[error(transparent)]
    Return(#[from] crate::returns::ReturnError),
    #[error("Refunds can be requested until 14 days after delivery; this order's window closed on {until}.")]
    RefundWindowClosed { until: Timestamp },
    #[error("A rejected return can be taken to Haat within 7 days; this one's window closed on {until}.")]
    EscalationWindowClosed { until: Timestamp },
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

fn refusal_message(refusal: Refusal) -> String {
    match refusal {
        Refusal::NoSuchStep { from, to } => format!("An order cannot move from {from} to {to}."),
        Refusal::NotTheirs { from, to, allowed } => {
            format!("Only {allowed} can move an order from {from} to {to}.")
        }
        Refusal::Unpaid { from, to, payment } => format!(
            "This order's payment is {}, so it cannot move from {from} to {to}.",
            payment.as_str()
        ),
    }
}
