//! Building and running the application: `main` and the tests both go through here.

use std::net::TcpListener;
use std::sync::Arc;
use std::time::Duration;

use actix_web::dev::Server;
use actix_web::middleware::{Compress, ErrorHandlers, Next, from_fn};
use actix_web::{App, HttpMessage, HttpServer, web};
use anyhow::Context as _;
use kernel::{Clock, SystemClock};
use store_sea::{Database, SeaProductRepository, SeaShopRepository};
use tracing_actix_web::{RequestId, TracingLogger};

use crate::error;
use crate::frontend::{self, Frontend};
use crate::settings::Settings;
use crate::telemetry::RequestSpan;
use crate::{demo, health};

/// A built application: migrated database, bound listener, server ready to run.
pub struct Application {
    port: u16,
    server: Server,
    database: Database,
    demo: Option<demo::DemoReport>,
}

impl Application {
    /// Prepares the data directory and database (running migrations), loads demo data when asked
    /// and binds the listener. Nothing is served until [`Application::run_until_stopped`].
    pub async fn build(settings: Settings) -> anyhow::Result<Self> {
        tokio::fs::create_dir_all(&settings.data_dir)
            .await
            .with_context(|| format!("creating the data directory {}", settings.data_dir.display()))?;
        let database = Database::connect(&settings.database_url(), settings.database.max_connections).await?;
        database.migrate().await?;

        let clock: Arc<dyn Clock> = Arc::new(SystemClock);
        let shops = SeaShopRepository::new(&database);
        let products = SeaProductRepository::new(&database);
        let demo = if settings.demo {
            demo::load_if_empty(&shops, &products, clock.as_ref()).await?
        } else {
            None
        };

        let address = settings.bind_address()?;
        let listener = TcpListener::bind(address).with_context(|| format!("listening on {address}"))?;
        let port = listener.local_addr()?.port();

        let frontend = web::Data::new(Frontend::load(&settings.frontend.dir));
        let db_data = web::Data::new(database.clone());
        let limits = settings.limits.clone();
        let mut server = HttpServer::new(move || {
            App::new()
                .wrap(ErrorHandlers::new().default_handler(error::normalize_error_response))
                .wrap(Compress::default())
                .wrap(from_fn(request_id_header))
                .wrap(TracingLogger::<RequestSpan>::new())
                .app_data(error::json_config(limits.json_body_bytes))
                .app_data(error::query_config())
                .app_data(error::path_config())
                .app_data(web::PayloadConfig::new(limits.upload_body_bytes))
                .app_data(db_data.clone())
                .app_data(frontend.clone())
                .configure(health::configure)
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
            database,
            demo,
        })
    }

    #[must_use]
    pub fn port(&self) -> u16 {
        self.port
    }

    /// What `--demo` loaded, if anything.
    #[must_use]
    pub fn demo_report(&self) -> Option<&demo::DemoReport> {
        self.demo.as_ref()
    }

    /// Serves until SIGINT or SIGTERM, then lets in-flight requests finish (up to the configured
    /// shutdown timeout) and closes the database pool.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let result = self.server.await;
        self.database.close().await;
        result
    }
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
