//! The sea-orm adapter. Entities live here and nowhere else; every repository port of the
//! domain crates is implemented here; sea-orm `Model`s and `DbErr` never leave this crate.

mod audit;
mod commission_invoices;
mod coupon_uses;
pub mod db;
mod delivery;
mod entities;
mod facets;
mod figures;
mod grievances;
mod ledger;
mod notice_store;
mod notification_feed;
mod orders;
mod outbox;
mod outreach;
mod pg_channel;
mod products;
mod reviews;
mod sessions;
mod shops;
mod sizes;
mod sql;
mod tokens;
mod users;
mod withdrawals;

pub use audit::SeaAuditLog;
pub use commission_invoices::SeaCommissionInvoices;
pub use db::{Backend, ConnectError, Database};
pub use figures::SeaFigures;
pub use grievances::SeaGrievanceStore;
pub use ledger::SeaLedger;
pub use notice_store::SeaNoticeStore;
pub use notification_feed::SeaNotificationFeed;
pub use orders::SeaOrderStore;
pub use outbox::SeaEmailOutbox;
pub use outreach::SeaOutreach;
pub use pg_channel::PgChannel;
pub use products::SeaProductRepository;
pub use reviews::SeaReviewRepository;
pub use sessions::SeaSessionRecords;
pub use shops::SeaShopRepository;
pub use tokens::SeaTokenRepository;
pub use users::SeaUserRepository;
pub use withdrawals::SeaWithdrawalStore;
