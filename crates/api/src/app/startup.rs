//! Building and running the application: `main` and the tests both go through here.

use std::net::TcpListener;
use std::num::NonZeroU32;
use std::sync::Arc;
use std::time::Duration;

use ::catalog::{ProductImageStore, ProductRepository, Storefront};
use actix_session::SessionMiddleware;
use actix_session::config::{PersistentSession, TtlExtensionPolicy};
use actix_session::storage::RedisSessionStore;
use actix_web::cookie::{Key, SameSite};
use actix_web::dev::Server;
use actix_web::middleware::{Compress, Condition, ErrorHandlers, Next, from_fn};
use actix_web::{App, HttpMessage, HttpServer, web};
use anyhow::Context as _;
use identity::contact_form::ContactInbox;
use identity::{Links, SessionRecords};
use kernel::{Clock, EmailOutbox, Mailer, Rate, SystemClock};
use mail::LettreMailer;
use media::ObjectMediaStore;
use orders::newsletter::NewsletterStore;
use orders::{CheckoutCatalog, CouponRepository, OrderStore, PaymentGateway};
use razorpay::Razorpay;
use secrecy::ExposeSecret;
use store_sea::{
    Database, PgChannel, SeaAuditLog, SeaEmailOutbox, SeaFigures, SeaLedger, SeaNoticeStore,
    SeaNotificationFeed, SeaOrderStore, SeaOutreach, SeaProductRepository, SeaReviewRepository,
    SeaSessionRecords, SeaShopRepository, SeaTokenRepository, SeaUserRepository, SeaWithdrawalStore,
};
use tokio::sync::Notify;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;
use tracing_actix_web::{RequestId, TracingLogger};

use crate::app::route_table;
use crate::app::settings::Settings;
use crate::app::state::AppState;
use crate::app::tasks::{self, OutboxDelivery};
use crate::app::telemetry::RequestSpan;
use crate::auth::csrf;
use crate::auth::hasher::BlockingArgon2;
use crate::auth::rate_limit::AuthLimiter;
use crate::auth::session::{self, DatabaseSessionStore, HaatSessionStore};
use crate::catalog::cache::StorefrontCache;
use crate::http::bench_ceiling;
use crate::http::error;
use crate::http::frontend::{self, Frontend};
use crate::http::head;
use crate::http::request_timeout::RequestBudget;
use crate::http::routes::{self, Routes};
use crate::http::{security_headers, text_guard};
use crate::notices::signals::Signals;
use crate::notices::teller::TellerTask;
use utoipa_swagger_ui::{Config as SwaggerConfig, SwaggerUi};

/// A built application: migrated database, bound listener, server ready to run.
pub struct Application {
    port: u16,
    server: Server,
    /// `/metrics` on its own address, when `metrics.bind` is set.
    metrics: Option<MetricsServer>,
    database: Database,
    demo: Option<demo::DemoReport>,
    /// The ports the demo and the benchmark generator write through.
    marketplace: demo::Marketplace,
    /// What the handlers share: `generate` announces its catalogue through it.
    state: web::Data<AppState>,
    shutdown: CancellationToken,
    tasks: Vec<JoinHandle<()>>,
}

impl Application {
    /// Prepares the data directory and database (running migrations), loads demo data when asked,
    /// starts the background tasks and binds the listener. Nothing is served until
    /// [`Application::run_until_stopped`].
    pub async fn build(settings: Settings) -> anyhow::Result<Self> {
        Self::build_with_clock(settings, Arc::new(SystemClock)).await
    }

    /// [`Application::build`] with a given clock, so tests can move time.
    pub async fn build_with_clock(settings: Settings, clock: Arc<dyn Clock>) -> anyhow::Result<Self> {
        tokio::fs::create_dir_all(&settings.data_dir)
            .await
            .with_context(|| format!("creating the data directory {}", settings.data_dir.display()))?;
        let database = Database::connect(&settings.database_url(), settings.database.max_connections).await?;
        database.migrate().await?;
        database
            .optimize(false)
            .await
            .context("refreshing the query planner's statistics")?;

        let users = Arc::new(SeaUserRepository::new(&database));
        let shops = Arc::new(SeaShopRepository::new(&database));
        let catalog = Arc::new(SeaProductRepository::new(&database));
        let catalogue_index = (settings.storefront.index == crate::app::settings::StorefrontIndex::Memory)
            .then(catalog_index::CatalogueIndex::new);
        let storefront: Arc<dyn Storefront> = match &catalogue_index {
            Some(index) => Arc::new(catalog_index::IndexedStorefront::new(
                Arc::clone(index),
                Arc::clone(&catalog) as Arc<dyn Storefront>,
            )),
            None => Arc::clone(&catalog) as Arc<dyn Storefront>,
        };
        let reviews = SeaReviewRepository::new(&database);
        let products = catalog.as_ref();
        crate::media::serve_images_from(settings.media.public_base_url.clone());
        let media = Arc::new(match &settings.media.s3 {
            Some(s3) => ObjectMediaStore::s3(&s3.location())?,
            None => ObjectMediaStore::local(&settings.data_dir.join("media"))?,
        });
        let hasher = Arc::new(BlockingArgon2::default());
        let demo = if settings.demo {
            demo::load_if_empty(
                users.as_ref(),
                shops.as_ref(),
                shops.as_ref(),
                products,
                media.as_ref(),
                &reviews,
                hasher.as_ref(),
                clock.as_ref(),
            )
            .await?
        } else {
            None
        };

        let address = settings.bind_address()?;
        let listener = TcpListener::bind(address).with_context(|| format!("listening on {address}"))?;
        let port = listener.local_addr()?.port();
        let public_url = settings.public_url(port);

        let attempts = NonZeroU32::new(settings.limits.auth_attempts_per_minute)
            .context("limits.auth_attempts_per_minute must be at least 1")?;
        // With Redis, every server counts against the same budgets; without, each alone.
        let limiter = |per_minute: NonZeroU32| -> anyhow::Result<Arc<AuthLimiter>> {
            Ok(Arc::new(match &settings.session.redis_url {
                Some(url) => {
                    AuthLimiter::shared(per_minute, url.expose_secret(), &settings.limits.redis_prefix)
                        .context("the Redis URL for rate limits")?
                }
                None => AuthLimiter::per_minute(per_minute),
            }))
        };
        let upload_limiter = limiter(
            NonZeroU32::new(settings.limits.uploads_per_minute)
                .context("limits.uploads_per_minute must be at least 1")?,
        )?;
        let order_store = Arc::new(SeaOrderStore::new(&database));
        let outreach = Arc::new(SeaOutreach::new(&database));
        let payments = match &settings.payments.razorpay {
            Some(razorpay) => Some(Arc::new(Razorpay::new(razorpay.config())?) as Arc<dyn PaymentGateway>),
            None => None,
        };
        let commission_rate = Rate::from_percent(settings.orders.commission_percent)
            .map_err(|e| anyhow::anyhow!("orders.commission_percent must be 0 to 100: {e}"))?;
        let (account_mail, account_mail_requests) = crate::app::account_mail::AccountMailQueue::new();
        let signals = match (
            &settings.session.redis_url,
            PgChannel::on(&database, Signals::channel_name()),
        ) {
            (Some(url), _) => {
                Signals::redis(url.expose_secret()).context("the Redis URL for live updates")?
            }
            (None, Some(channel)) => Signals::postgres(channel),
            (None, None) => Signals::local(),
        };
        let state = web::Data::new(AppState {
            clock: Arc::clone(&clock),
            users,
            delivery: Arc::clone(&shops) as Arc<dyn shops::DeliveryRepository>,
            shops,
            products: Arc::clone(&catalog) as Arc<dyn ProductRepository>,
            storefront,
            catalogue: crate::catalog::changes::CatalogueKeeper::new(
                catalogue_index.clone(),
                Arc::clone(&catalog) as Arc<dyn ::catalog::CatalogueFeed>,
            ),
            moderation: Arc::clone(&catalog) as Arc<dyn ::catalog::ModerationStore>,
            moderation_mode: settings.catalog.moderation().map_err(anyhow::Error::msg)?,
            import_jobs: Arc::new(store_sea::SeaImportJobs::new(&database)),
            imports_wakeup: Arc::new(Notify::new()),
            storefront_cache: StorefrontCache::new(&settings.storefront),
            reviews: Arc::new(reviews),
            tokens: Arc::new(SeaTokenRepository::new(&database)),
            orders: Arc::clone(&order_store) as Arc<dyn OrderStore>,
            checkout_catalog: Arc::clone(&order_store) as Arc<dyn CheckoutCatalog>,
            commission_rules: Arc::clone(&order_store) as Arc<dyn orders::CommissionRuleStore>,
            coupons: Arc::clone(&order_store) as Arc<dyn CouponRepository>,
            ledger: Arc::new(SeaLedger::new(&database)),
            withdrawals: Arc::new(SeaWithdrawalStore::new(&database)),
            audit: Arc::new(SeaAuditLog::new(&database)),
            figures: Arc::new(SeaFigures::new(&database)),
            newsletter: Arc::clone(&outreach) as Arc<dyn NewsletterStore>,
            contact: outreach as Arc<dyn ContactInbox>,
            operator_email: settings.mail.operator.clone(),
            operator: settings.tax.operator(),
            marketplace: Arc::new(crate::outreach::marketplace::MarketplaceInfo::of(&settings)),
            commission_invoices: Arc::new(store_sea::SeaCommissionInvoices::new(&database)),
            grievances: Arc::new(store_sea::SeaGrievanceStore::new(&database)),
            payments,
            commission_rate,
            levies: settings.tax.levies().map_err(anyhow::Error::msg)?,
            cod_max_units: settings.orders.cod_max_units_per_product,
            hasher,
            media: Arc::clone(&media),
            links: Links::new(&public_url),
            texts: Arc::new(texts::Catalogue),
            limiter: limiter(attempts)?,
            uploads: crate::http::uploads::UploadGate::new(
                settings.limits.uploads_in_flight_per_account,
                Arc::clone(&upload_limiter),
            ),
            account_mail,
            outbox_wakeup: Arc::new(Notify::new()),
            public_origin: crate::http::origin::Origin::of_url(&public_url),
            proxies: crate::http::client_address::Proxies::from_settings(
                settings.server.behind_proxy,
                settings.server.trusted_proxies,
            ),
            notice_feed: Arc::new(SeaNotificationFeed::new(&database)),
            signals: signals.clone(),
            conversations: Arc::new(store_sea::SeaConversationStore::new(&database)),
            message_limiter: limiter(
                NonZeroU32::new(settings.limits.messages_per_minute)
                    .context("limits.messages_per_minute must be at least 1")?,
            )?,
        });

        // The demo's order history goes through the same use cases as live orders, so it needs
        // the application's ports.
        let marketplace = marketplace_of(&state);
        let mut demo = demo;
        if let Some(report) = demo.as_mut() {
            report.orders = demo::orders::load(&marketplace, &report.order_inputs(), clock.now())
                .await
                .context("loading the demo orders")?;
        }

        let session_records: Arc<dyn SessionRecords> = Arc::new(SeaSessionRecords::new(&database));
        let session_store = match &settings.session.redis_url {
            Some(url) => SessionBackend::Redis(
                RedisSessionStore::new(url.expose_secret())
                    .await
                    .context("connecting to Redis for sessions")?,
            ),
            None => SessionBackend::Database(Arc::clone(&session_records)),
        };
        let cookie_key = session::cookie_key(settings.session.secret.as_ref(), &settings.data_dir)?;

        let shutdown = CancellationToken::new();
        let mailer: Arc<dyn Mailer> = match &settings.smtp.url {
            Some(url) => Arc::new(LettreMailer::smtp(
                url,
                &settings.mail.from,
                settings.smtp.root_certificate.as_deref(),
            )?),
            None => Arc::new(LettreMailer::mailbox(
                &settings.data_dir.join("mailbox"),
                &settings.mail.from,
            )?),
        };
        let outbox: Arc<dyn EmailOutbox> = Arc::new(SeaEmailOutbox::new(&database));
        let metrics = match &settings.metrics.bind {
            Some(bind) => Some(MetricsServer::start(
                bind,
                crate::http::metrics::Scrape {
                    handle: crate::http::metrics::recorder()?,
                    database: database.clone(),
                    outbox: Arc::clone(&outbox),
                },
            )?),
            None => None,
        };
        let measured = metrics.is_some();
        let mut tasks = vec![
            OutboxDelivery {
                outbox,
                mailer,
                clock: Arc::clone(&clock),
                wakeup: Arc::clone(&state.outbox_wakeup),
                poll: Duration::from_millis(settings.mail.poll_interval_ms.max(50)),
            }
            .spawn(shutdown.clone()),
            tasks::cancel_unpaid_orders(
                Arc::clone(&order_store) as Arc<dyn OrderStore>,
                Arc::clone(&clock),
                Duration::from_secs(settings.tasks.cancel_unpaid_every_secs.max(1)),
                shutdown.clone(),
            ),
            tasks::settle_earnings(
                Arc::clone(&order_store) as Arc<dyn OrderStore>,
                Arc::clone(&clock),
                Duration::from_secs(settings.tasks.settle_earnings_every_secs.max(1)),
                shutdown.clone(),
            ),
            tasks::forget_idle_clients(Arc::clone(&state.limiter), shutdown.clone()),
            tasks::forget_idle_clients(Arc::clone(&state.message_limiter), shutdown.clone()),
            tasks::forget_idle_clients(upload_limiter, shutdown.clone()),
            TellerTask {
                store: Arc::new(SeaNoticeStore::new(&database)),
                orders: Arc::clone(&state.orders),
                users: Arc::clone(&state.users),
                shops: Arc::clone(&state.shops),
                texts: Arc::clone(&state.texts),
                site: notices::Site {
                    base_url: public_url.clone(),
                    operator: state.marketplace.footer_lines(),
                },
                clock: Arc::clone(&clock),
                signals: signals.clone(),
                outbox_wakeup: Arc::clone(&state.outbox_wakeup),
                every: Duration::from_millis(settings.tasks.notify_every_ms.max(50)),
                reminders_every: Duration::from_secs(settings.tasks.reminders_every_secs.max(1)),
            }
            .spawn(shutdown.clone()),
            crate::app::account_mail::AccountMailer {
                users: Arc::clone(&state.users),
                shops: Arc::clone(&state.shops),
                tokens: Arc::clone(&state.tokens),
                texts: Arc::clone(&state.texts),
                links: state.links.clone(),
                clock: Arc::clone(&clock),
                outbox_wakeup: Arc::clone(&state.outbox_wakeup),
            }
            .spawn(account_mail_requests, shutdown.clone()),
            tasks::purge_ended_events(
                Arc::clone(&catalog) as Arc<dyn ProductRepository>,
                Arc::clone(&media) as Arc<dyn ProductImageStore>,
                Arc::clone(&clock),
                Duration::from_secs(settings.tasks.purge_events_every_secs.max(1)),
                shutdown.clone(),
            ),
        ];
        tasks.push(
            crate::app::imports::ImportRunner {
                jobs: Arc::clone(&state.import_jobs),
                products: Arc::clone(&state.products),
                media: Arc::clone(&media) as Arc<dyn ProductImageStore>,
                files: Arc::clone(&media) as Arc<dyn ::catalog::bulk::ImportFiles>,
                fetcher: Arc::new(
                    media::fetch::HttpsImageFetcher::new(media::fetch::FetchLimits::default())
                        .context("preparing the image fetcher of bulk uploads")?,
                ),
                shops: Arc::clone(&state.shops),
                texts: Arc::clone(&state.texts),
                clock: Arc::clone(&clock),
                moderation: state.moderation_mode,
                changed: {
                    let state = state.clone();
                    Box::new(move || {
                        let state = state.clone();
                        tokio::spawn(async move { state.catalogue_changed().await });
                    })
                },
                wakeup: Arc::clone(&state.imports_wakeup),
                poll: Duration::from_secs(settings.tasks.imports_poll_secs.max(1)),
            }
            .spawn(shutdown.clone()),
        );
        tasks.extend(signals.spawn_listener(shutdown.clone()));
        tasks.extend(crate::catalog::changes::CatalogueKeeper::spawn(
            &state,
            Duration::from_millis(settings.storefront.index_catch_up_ms.max(10)),
            shutdown.clone(),
        ));
        tasks.push(crate::catalog::changes::CatalogueKeeper::listen(
            state.clone(),
            shutdown.clone(),
        ));
        if matches!(session_store, SessionBackend::Database(_)) {
            tasks.push(tasks::purge_sessions(
                session_records,
                Arc::clone(&clock),
                shutdown.clone(),
            ));
        }

        let frontend = web::Data::new(Frontend::load(&settings.frontend.dir));
        let db_data = web::Data::new(database.clone());
        let limits = settings.limits.clone();
        let secure_cookie = settings.session.secure_cookie;
        let ceiling = settings.bench.ceiling;
        let budget = web::Data::new(RequestBudget(Duration::from_secs(
            settings.server.request_timeout_secs.max(1),
        )));
        let state_for_app = state.clone();
        let mut server = HttpServer::new(move || {
            App::new()
                // Innermost, so routing sees a HEAD as the GET it answers like.
                .wrap(from_fn(head::answer_like_get))
                .wrap(ErrorHandlers::new().default_handler(error::normalize_error_response))
                // Inside the session, so a signed-in account's language is known.
                .wrap(from_fn(error::localize_errors))
                .wrap(session_middleware(
                    session_store.store(&clock),
                    cookie_key.clone(),
                    secure_cookie,
                ))
                .wrap(from_fn(text_guard::refuse_control_characters))
                .wrap(from_fn(csrf::same_origin_writes))
                // Outside the guards that answer before the session is loaded.
                .wrap(from_fn(error::localize_early_errors))
                .wrap(Compress::default())
                .wrap(from_fn(request_id_header))
                .wrap(TracingLogger::<RequestSpan>::new())
                // Outermost but for the headers: times the whole of each request.
                .wrap(Condition::new(measured, from_fn(crate::http::metrics::record)))
                .wrap(from_fn(move |req, next| {
                    security_headers::add(secure_cookie, req, next)
                }))
                .app_data(error::json_config(limits.json_body_bytes))
                .app_data(error::query_config())
                .app_data(error::path_config())
                .app_data(error::multipart_config(limits.upload_body_bytes))
                .app_data(web::PayloadConfig::new(limits.upload_body_bytes))
                .app_data(budget.clone())
                .app_data(db_data.clone())
                .app_data(state.clone())
                .app_data(frontend.clone())
                .configure(|config| {
                    route_table::ROOT
                        .iter()
                        .for_each(|declare| declare(&mut Routes::serve(config)))
                })
                // Before the API scope, which would otherwise claim its path.
                .configure(|config| {
                    if ceiling {
                        bench_ceiling::configure(config);
                    }
                })
                .service(web::scope(routes::API_PREFIX).configure(|config| {
                    route_table::API
                        .iter()
                        .for_each(|declare| declare(&mut Routes::serve(config)));
                }))
                // Swagger UI's page and assets, compiled into the binary, reading /api/openapi.json.
                .route("/api/docs", web::get().to(crate::openapi::docs_without_slash))
                .service(SwaggerUi::new("/api/docs/{_:.*}").config(SwaggerConfig::from("/api/openapi.json")))
                .configure(|cfg| frontend::configure(cfg, &frontend))
                .default_service(web::to(frontend::fallback))
        })
        .listen(listener)?
        .shutdown_timeout(settings.server.shutdown_timeout_secs)
        .client_request_timeout(Duration::from_secs(10));
        if settings.server.workers > 0 {
            server = server.workers(settings.server.workers);
        }
        Ok(Self {
            port,
            server: server.run(),
            metrics,
            database,
            demo,
            marketplace,
            state: state_for_app,
            shutdown,
            tasks,
        })
    }

    #[must_use]
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The port `/metrics` is served on, when `metrics.bind` is set.
    #[must_use]
    pub fn metrics_port(&self) -> Option<u16> {
        self.metrics.as_ref().map(|m| m.port)
    }

    /// What `--demo` loaded, if anything.
    #[must_use]
    pub fn demo_report(&self) -> Option<&demo::DemoReport> {
        self.demo.as_ref()
    }

    /// `haat generate`: writes a benchmark marketplace of `size` into this application's empty
    /// database through its use cases, then analyses and checkpoints it (ADR 0017).
    ///
    /// # Errors
    /// When the database is not empty, or a write fails.
    pub async fn generate(
        &self,
        size: demo::bench::Size,
        now: kernel::Timestamp,
    ) -> anyhow::Result<demo::bench::Generated> {
        // PostgreSQL takes the product writes in parallel; SQLite has one writer.
        let writers = match self.database.backend() {
            store_sea::Backend::Sqlite => 1,
            store_sea::Backend::Postgres => demo::bench::IN_FLIGHT,
        };
        let generated = demo::bench::generate(&self.marketplace, size, now, writers)
            .await
            .context("generating the benchmark marketplace")?;
        self.database
            .optimize(true)
            .await
            .context("analyzing the generated marketplace")?;
        // Read into the index now rather than at its next look, so what was generated is listed
        // as soon as this returns.
        self.state.catalogue_changed().await;
        Ok(generated)
    }

    /// The in-process catalogue index, when listings come from memory.
    #[must_use]
    pub fn catalogue_index(&self) -> Option<Arc<catalog_index::CatalogueIndex>> {
        self.state.catalogue.index().cloned()
    }

    /// Stops without having served: the background tasks end and the pool closes (`haat
    /// generate`, which only needed the application to write through). The server was never
    /// polled, so it is dropped rather than asked to stop, which would wait for it forever.
    pub async fn stop(self) {
        drop(self.server);
        self.shutdown.cancel();
        for task in self.tasks {
            if let Err(error) = task.await {
                tracing::warn!(%error, "a background task ended abnormally");
            }
        }
        self.database.close().await;
    }

    /// Serves until SIGINT or SIGTERM, then lets in-flight requests finish (up to the configured
    /// shutdown timeout), stops the background tasks and closes the database pool.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let metrics = self.metrics.map(|m| (m.server.handle(), tokio::spawn(m.server)));
        let result = self.server.await;
        if let Some((handle, running)) = metrics {
            handle.stop(true).await;
            let _ = running.await;
        }
        crate::app::traces::flush();
        self.shutdown.cancel();
        for task in self.tasks {
            if let Err(error) = task.await {
                tracing::warn!(%error, "a background task ended abnormally");
            }
        }
        self.database.close().await;
        result
    }
}

/// `GET /metrics` on an address of its own: one worker, no signals of its own (it stops when the
/// application does).
struct MetricsServer {
    port: u16,
    server: Server,
}

impl MetricsServer {
    fn start(bind: &str, scrape: crate::http::metrics::Scrape) -> anyhow::Result<Self> {
        let listener =
            TcpListener::bind(bind).with_context(|| format!("listening on metrics.bind {bind}"))?;
        let port = listener.local_addr()?.port();
        let scrape = web::Data::new(scrape);
        let server = HttpServer::new(move || {
            App::new()
                .app_data(scrape.clone())
                .route("/metrics", web::get().to(crate::http::metrics::render))
        })
        .listen(listener)?
        .workers(1)
        .disable_signals()
        .run();
        Ok(Self { port, server })
    }
}

/// Where sessions live; each worker builds its own store handle from this.
#[derive(Clone)]
enum SessionBackend {
    Database(Arc<dyn SessionRecords>),
    Redis(RedisSessionStore),
}

impl SessionBackend {
    fn store(&self, clock: &Arc<dyn Clock>) -> HaatSessionStore {
        match self {
            SessionBackend::Database(records) => {
                HaatSessionStore::Database(DatabaseSessionStore::new(Arc::clone(records), Arc::clone(clock)))
            }
            SessionBackend::Redis(store) => HaatSessionStore::Redis(store.clone()),
        }
    }
}

/// The session cookie: HttpOnly, SameSite=Lax, Secure when configured; it lives 7 days and is
/// extended when the session changes (guards mark use at most daily), see ADR 0003.
fn session_middleware(
    store: HaatSessionStore,
    key: Key,
    secure: bool,
) -> SessionMiddleware<HaatSessionStore> {
    let idle = actix_web::cookie::time::Duration::seconds(session::IDLE_LIFETIME.num_seconds());
    SessionMiddleware::builder(store, key)
        .cookie_name("haat_session".to_owned())
        .cookie_http_only(true)
        .cookie_same_site(SameSite::Lax)
        .cookie_secure(secure)
        .cookie_path("/".to_owned())
        .session_lifecycle(
            PersistentSession::default()
                .session_ttl(idle)
                .session_ttl_extension_policy(TtlExtensionPolicy::OnStateChanges),
        )
        .build()
}

/// Sends the request id back as `X-Request-Id`, so a user's report can be matched to the logs.
async fn request_id_header(
    req: actix_web::dev::ServiceRequest,
    next: Next<impl actix_web::body::MessageBody + 'static>,
) -> Result<actix_web::dev::ServiceResponse<impl actix_web::body::MessageBody>, actix_web::Error> {
    let request_id = req.extensions().get::<RequestId>().map(ToString::to_string);
    let mut response = next.call(req).await?;
    if let Some(value) = request_id.and_then(|id| actix_web::http::header::HeaderValue::from_str(&id).ok()) {
        response.headers_mut().insert(
            actix_web::http::header::HeaderName::from_static("x-request-id"),
            value,
        );
    }
    Ok(response)
}

/// The ports the demo and the benchmark generator write through: the server's own.
fn marketplace_of(state: &AppState) -> demo::Marketplace {
    demo::Marketplace {
        users: Arc::clone(&state.users),
        shops: Arc::clone(&state.shops),
        products: Arc::clone(&state.products),
        reviews: Arc::clone(&state.reviews),
        media: Arc::clone(&state.media) as Arc<dyn ProductImageStore>,
        hasher: Arc::clone(&state.hasher),
        checkout_catalog: Arc::clone(&state.checkout_catalog),
        coupons: Arc::clone(&state.coupons),
        orders: Arc::clone(&state.orders),
        order_images: Arc::clone(&state.media) as Arc<dyn orders::OrderImages>,
        ledger: Arc::clone(&state.ledger),
        withdrawals: Arc::clone(&state.withdrawals),
        audit: Arc::clone(&state.audit),
        texts: Arc::clone(&state.texts),
        commission: Arc::clone(&state.commission_rules),
        commission_rate: state.commission_rate,
        levies: state.levies,
        cod_max_units: state.cod_max_units,
    }
}
