//! What every handler may use, built once in `startup`.

use std::net::IpAddr;
use std::sync::Arc;

use actix_web::HttpRequest;
use catalog::{ProductImageStore, ProductRepository, ReviewRepository, Storefront};
use identity::{Links, PasswordHasher, TokenRepository, UserRepository};
use kernel::{AuditLog, Clock, MediaStore, Rate};
use media::ObjectMediaStore;
use orders::{
    CheckoutCatalog, CouponRepository, LedgerRepository, OrderImages, OrderStore, PaymentGateway,
    WithdrawalStore,
};
use shops::ShopRepository;
use tokio::sync::Notify;

use crate::app::account_mail::AccountMailQueue;
use crate::auth::rate_limit::AuthLimiter;
use crate::catalog::cache::StorefrontCache;
use crate::http::client_address::Proxies;
use crate::http::uploads::UploadGate;

pub struct AppState {
    pub clock: Arc<dyn Clock>,
    pub users: Arc<dyn UserRepository>,
    pub shops: Arc<dyn ShopRepository>,
    /// Each shop's delivery area and days.
    pub delivery: Arc<dyn shops::DeliveryRepository>,
    pub products: Arc<dyn ProductRepository>,
    pub storefront: Arc<dyn Storefront>,
    /// The in-process catalogue index, when listings come from memory (catalog/changes.rs).
    pub catalogue: crate::catalog::changes::CatalogueKeeper,
    /// Products held for the Admin's approval, and shoppers' reports.
    pub moderation: Arc<dyn catalog::ModerationStore>,
    /// `catalog.moderation`: which new products wait for approval.
    pub moderation_mode: catalog::moderation::ModerationMode,
    /// Sellers' bulk uploads, run in the background (app/imports.rs).
    pub import_jobs: Arc<dyn catalog::bulk::ImportJobs>,
    /// Rings this server's import runner when an upload is queued here.
    pub imports_wakeup: Arc<Notify>,
    /// The storefront's answers kept in memory; every handler that changes what the storefront
    /// shows calls its `changed`.
    pub storefront_cache: StorefrontCache,
    pub reviews: Arc<dyn ReviewRepository>,
    pub tokens: Arc<dyn TokenRepository>,
    pub orders: Arc<dyn OrderStore>,
    pub checkout_catalog: Arc<dyn CheckoutCatalog>,
    pub coupons: Arc<dyn CouponRepository>,
    pub ledger: Arc<dyn LedgerRepository>,
    pub withdrawals: Arc<dyn WithdrawalStore>,
    pub audit: Arc<dyn AuditLog>,
    /// The dashboards' reads.
    pub figures: Arc<dyn orders::figures::Figures>,
    pub newsletter: Arc<dyn orders::newsletter::NewsletterStore>,
    pub contact: Arc<dyn identity::contact_form::ContactInbox>,
    /// Where contact-form messages are sent (`mail.operator`).
    pub operator_email: String,
    /// Who runs the marketplace and how to reach it (`GET /marketplace-info`), from the settings.
    pub marketplace: Arc<crate::outreach::marketplace::MarketplaceInfo>,
    /// The operator as its own tax invoices name it (`tax.*`); `None` until its GSTIN is set.
    pub operator: Option<orders::tax::Party>,
    /// Complaints to the grievance officer.
    pub grievances: Arc<dyn orders::grievances::GrievanceStore>,
    /// The operator's monthly commission invoices to its shops.
    pub commission_invoices: Arc<dyn orders::commission_invoices::CommissionInvoices>,
    /// Razorpay, when its keys are configured; cash on delivery needs no gateway.
    pub payments: Option<Arc<dyn PaymentGateway>>,
    /// The Admin's commission rules, fixed on every order line placed now.
    pub commission_rules: Arc<dyn orders::CommissionRuleStore>,
    /// The default commission before the Admin saves rules (`orders.commission_percent`).
    pub commission_rate: Rate,
    /// The rates of GST on the commission, TCS and TDS fixed on every order placed now.
    pub levies: orders::LevyPolicy,
    /// `orders.cod_max_units_per_product`.
    pub cod_max_units: u32,
    pub hasher: Arc<dyn PasswordHasher>,
    pub media: Arc<ObjectMediaStore>,
    pub links: Links,
    /// The message catalogue (`crates/texts`): emails and answers in each account's language.
    pub texts: Arc<dyn kernel::Texts>,
    pub limiter: Arc<AuthLimiter>,
    /// Reset links and resent activations, prepared off the request path (account_mail.rs).
    pub account_mail: AccountMailQueue,
    /// Each account's turns at image processing (uploads.rs).
    pub uploads: UploadGate,
    /// Wakes the outbox task after a use case queued an email, so it goes out at once.
    pub outbox_wakeup: Arc<Notify>,
    /// The public address's origin, an accepted origin for writes.
    pub public_origin: Option<crate::http::origin::Origin>,
    /// Whether clients reach Haat through proxies, and how many.
    pub proxies: Proxies,
    /// The notification centre's reads and the email choices.
    pub notice_feed: Arc<dyn notices::NotificationFeed>,
    /// Live updates to open pages, on every server.
    pub signals: crate::notices::signals::Signals,
    /// Buyer–seller conversations.
    pub conversations: Arc<dyn messages::ConversationStore>,
    /// Messages each account may send a minute (`limits.messages_per_minute`).
    pub message_limiter: Arc<AuthLimiter>,
}

impl AppState {
    #[must_use]
    pub fn media_store(&self) -> &dyn MediaStore {
        self.media.as_ref()
    }

    /// The checkout use case over this state's stores; `online_payments` says whether Razorpay
    /// may be chosen.
    #[must_use]
    pub fn checkout(&self, online_payments: bool) -> orders::Checkout<'_> {
        orders::Checkout {
            catalog: self.checkout_catalog.as_ref(),
            coupons: self.coupons.as_ref(),
            store: self.orders.as_ref(),
            images: self.order_images(),
            commission: self.commission_rules.as_ref(),
            default_commission: self.commission_rate,
            levies: self.levies,
            online_payments,
            cod_max_units: self.cod_max_units,
        }
    }

    #[must_use]
    pub fn order_images(&self) -> &dyn OrderImages {
        self.media.as_ref()
    }

    #[must_use]
    pub fn product_images(&self) -> &dyn ProductImageStore {
        self.media.as_ref()
    }

    #[must_use]
    pub fn import_files(&self) -> &dyn catalog::bulk::ImportFiles {
        self.media.as_ref()
    }

    #[must_use]
    pub fn message_images(&self) -> &dyn messages::MessageImages {
        self.media.as_ref()
    }

    /// The client's address: the peer, or (only when configured to be behind proxies) the
    /// address the trusted proxies report (client_address.rs).
    #[must_use]
    pub fn client_ip(&self, req: &HttpRequest) -> IpAddr {
        self.proxies.client_of(req)
    }

    pub fn email_queued(&self) {
        self.outbox_wakeup.notify_one();
    }
}
