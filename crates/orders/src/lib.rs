//! Orders: what a checkout becomes, and how it moves from placed to delivered or refunded.
//! The rules are use cases over ports (docs/orders.md); the adapters live in `store-sea` and
//! `razorpay`.
//!
//! Where things live: the models (`order`, `status`, `checkout`, `coupon`, `payout`) and the
//! ports speak only in models and never import a use case; the use cases (`place`, `pricing`,
//! `manage`, `cancel`, `moves`, `payments`, `coupons`, `settlement`, `withdrawals`…) import both. The
//! checkout's, the order store's, the coupons' and the payment gateway's ports are in `ports.rs`;
//! a port that one area alone needs lives in that area's file, beside its model (the ledger's
//! `LedgerRepository`, the withdrawals' `WithdrawalStore`, the dashboards' `Figures`, the
//! newsletter's `NewsletterStore`).

pub mod cancel;
pub mod checkout;
pub mod commission;
pub mod commission_invoices;
pub mod coupon;
pub mod coupons;
pub mod disputes;
pub mod earnings;
pub mod error;
pub mod figures;
pub mod grievances;
pub mod ledger;
pub mod manage;
pub mod moves;
pub mod newsletter;
pub mod order;
pub mod payments;
pub mod payout;
pub mod place;
pub mod ports;
pub mod pricing;
pub mod returns;
pub mod settlement;
pub mod shipment;
pub mod statement;
pub mod status;
pub mod tax;
pub mod tcs_report;
pub mod withdrawals;

pub use checkout::{CheckoutRequest, IdempotencyKey, IdempotencyKeyError, MAX_LINES, ShippingAddress};
pub use commission::{CommissionRule, CommissionRuleStore, CommissionRules, Specificity};
pub use coupon::{CouponSort, InsertCouponError, ShopCoupon};
pub use coupons::{CouponError, CouponTerms};
pub use earnings::{Earnings, Levies, LevyPolicy};
pub use error::OrderError;
pub use ledger::{Balance, LedgerLine, LedgerRepository};
pub use moves::{Allowed, Mover, Payment, Refusal};
pub use order::{
    Actor, AddressCopy, Buyer, HistoryEntry, Order, OrderLine, PAYMENT_WINDOW_MINUTES, PaymentMethod,
    PaymentStatus, REFUND_WINDOW_DAYS, Seller, StatusReason, SupplierCopy,
};
pub use payout::{AccountNumber, BankName, HolderName, Ifsc, PayoutError, PayoutMethod, UpiId};
pub use place::{Checkout, CheckoutError, CodLimited, LineIssue, Placed};
pub use ports::{
    Cancellation, CatalogItem, CheckoutCatalog, CheckoutPayment, CouponRepository, Delivery, GatewayError,
    NewCheckout, NewOrder, NewOrderLine, NewReturn, OrderImages, OrderQuery, OrderScope, OrderStore,
    PaymentGateway, PaymentMarked, PlaceError, PlacedAttempt, RefundApproval, RefundOf, RefundStatus,
    ReturnUpdate, StatusChange, StatusChanged, StockTake, WebhookEvent,
};
pub use pricing::{CartError, PricedCart, QuotedCoupon, QuotedLine, Shopper, check_cart, price};
pub use returns::{
    CreditNoteRef, Credited, CreditedLine, OrderReturn, ReturnError, ReturnFigures, ReturnLine, ReturnReason,
    ReturnRequest, ReturnStatus, Shares, TcsSupply,
};
pub use shipment::{Courier, Shipment, ShipmentError, TrackingNumber};
pub use status::{OrderStatus, StatusError};
pub use withdrawals::{
    Decided, Decision, HoldOutcome, MINIMUM_WITHDRAWAL, RejectReason, Withdrawal, WithdrawalError,
    WithdrawalScope, WithdrawalSort, WithdrawalStatus, WithdrawalStore,
};
