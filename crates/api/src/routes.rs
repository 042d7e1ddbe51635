//! The application's route table: every endpoint is declared once, here through each module's
//! `routes` function, and both served and listed from that one declaration. The listing is what
//! the authorization matrix and the OpenAPI check read (docs/security.md), so an endpoint cannot
//! be added without them seeing it.

use actix_web::http::Method;
use actix_web::middleware::from_fn;
use actix_web::{FromRequest, Handler, Responder, web};

use crate::{
    admin, catalog, coupons, dashboards, health, media, openapi, orders, outreach, request_timeout, sellers,
    users, withdrawals,
};

/// The prefix of the JSON API (SPEC.md).
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

type Declare = fn(&mut Routes<'_>);

/// The JSON API's modules, served under [`API_PREFIX`].
pub const API: &[Declare] = &[
    users::routes,
    sellers::routes,
    catalog::routes,
    orders::routes,
    coupons::routes,
    withdrawals::routes,
    dashboards::routes,
    outreach::routes,
    admin::routes,
];

/// Served at the root: probes, uploaded pictures and the API's description (the frontend's pages
/// and Swagger UI's assets are not endpoints).
pub const ROOT: &[Declare] = &[health::routes, media::routes, openapi::routes];

/// Every endpoint the app serves, in declaration order.
#[must_use]
pub fn table() -> Vec<Endpoint> {
    let mut table = Vec::new();
    for (prefix, modules) in [(API_PREFIX, API), ("", ROOT)] {
        for declare in modules {
            declare(&mut Routes(Target::List {
                prefix,
                table: &mut table,
            }));
        }
    }
    table
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn every_endpoint_is_declared_once() {
        let table = table();
        let unique: HashSet<_> = table.iter().collect();
        assert_eq!(unique.len(), table.len(), "a method and path declared twice");
        assert!(table.contains(&Endpoint {
            method: "GET".into(),
            path: "/api/v2/products".into()
        }));
        assert!(table.contains(&Endpoint {
            method: "GET".into(),
            path: "/healthz".into()
        }));
    }
}
