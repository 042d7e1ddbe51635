//! The sea-orm adapter. Entities live here and nowhere else; every repository port of the
//! domain crates is implemented here; sea-orm `Model`s and `DbErr` never leave this crate.

/// The storefront's rule, after a `WHERE` over products `p`: live rows, not held by moderation
/// (docs/catalog.md "Moderation"), of active shops the Admin approved (docs/identity.md "A
/// shop's review"). Every query that decides what shoppers see or may buy uses it, so the rule
/// has this one home.
///
/// The shops not active and the held products are few (usually none), so each product is
/// checked against those small sets, built once per query (`NOT IN` a subquery), rather than
/// joined: over the 98,000 rows of a listing's counts, SQLite looked up every product's shop in
/// the shops index (45–65 ms of a 23 ms pass), and PostgreSQL hashed the join (67 ms against 31).
macro_rules! public_products {
    () => {
        "p.deleted_at IS NULL AND p.shop_id NOT IN \
         (SELECT id FROM shops WHERE status <> 'active' OR review_status <> 'approved') \
         AND p.id NOT IN (SELECT product_id FROM product_holds)"
    };
}

mod audit;
mod commission_invoices;
mod conversations;
mod coupon_uses;
pub mod db;
mod delivery;
mod entities;
mod facets;
mod figures;
mod grievances;
mod import_jobs;
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
pub use conversations::SeaConversationStore;
pub use db::{Backend, ConnectError, Database};
pub use figures::SeaFigures;
pub use grievances::SeaGrievanceStore;
pub use import_jobs::SeaImportJobs;
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
