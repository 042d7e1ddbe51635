//! Where each feature declares its endpoints ([`Routes`]): into the running app, or into the
//! list of every endpoint (`app::route_table`), from the same declaration. A leaf: it imports no
//! feature, so every feature may import it.

use actix_web::http::Method;
use actix_web::middleware::from_fn;
use actix_web::{FromRequest, Handler, Responder, web};

use crate::http::request_timeout;

/// The prefix of the JSON API (docs/product.md).
pub const API_PREFIX: &str = "/api/v2";

/// One endpoint: a method and a path as actix matches it (`/api/v2/get-coupon/{shopId}`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Endpoint {
    pub method: String,
    pub path: String,
}

/// Where a module's `routes` function declares its endpoints: into the running app, or into a list.
pub struct Routes<'a>(Target<'a>);

enum Target<'a> {
    Serve(&'a mut web::ServiceConfig),
    List {
        prefix: &'static str,
        table: &'a mut Vec<Endpoint>,
    },
}

impl<'a> Routes<'a> {
    /// Declares into the app being built (inside its scope, if any). Each route gets the
    /// request time budget (`request_timeout`).
    pub fn serve(config: &'a mut web::ServiceConfig) -> Self {
        Self(Target::Serve(config))
    }

    /// Declares into `table`, each path after `prefix`.
    pub fn list(prefix: &'static str, table: &'a mut Vec<Endpoint>) -> Self {
        Self(Target::List { prefix, table })
    }

    fn add<F, Args>(&mut self, method: Method, path: &'static str, handler: F) -> &mut Self
    where
        F: Handler<Args>,
        Args: FromRequest + 'static,
        F::Output: Responder + 'static,
    {
        match &mut self.0 {
            Target::Serve(config) => {
                config.route(
                    path,
                    web::method(method)
                        .to(handler)
                        .wrap(from_fn(request_timeout::limit)),
                );
            }
            Target::List { prefix, table } => table.push(Endpoint {
                method: method.to_string(),
                path: format!("{prefix}{path}"),
            }),
        }
        self
    }

    pub fn get<F, Args>(&mut self, path: &'static str, handler: F) -> &mut Self
    where
        F: Handler<Args>,
        Args: FromRequest + 'static,
        F::Output: Responder + 'static,
    {
        self.add(Method::GET, path, handler)
    }

    pub fn post<F, Args>(&mut self, path: &'static str, handler: F) -> &mut Self
    where
        F: Handler<Args>,
        Args: FromRequest + 'static,
        F::Output: Responder + 'static,
    {
        self.add(Method::POST, path, handler)
    }

    pub fn put<F, Args>(&mut self, path: &'static str, handler: F) -> &mut Self
    where
        F: Handler<Args>,
        Args: FromRequest + 'static,
        F::Output: Responder + 'static,
    {
        self.add(Method::PUT, path, handler)
    }

    pub fn delete<F, Args>(&mut self, path: &'static str, handler: F) -> &mut Self
    where
        F: Handler<Args>,
        Args: FromRequest + 'static,
        F::Output: Responder + 'static,
    {
        self.add(Method::DELETE, path, handler)
    }
}
