//! The application's route table: every endpoint is declared once, by its feature's `routes`
//! function, and both served and listed from that one declaration. The listing is what the
//! authorization matrix and the OpenAPI check read (docs/security.md), so an endpoint cannot be
//! added without them seeing it.

use crate::http::routes::{API_PREFIX, Endpoint, Routes};
use crate::{
    admin, catalog, conversations, coupons, dashboards, health, media, notices, openapi, orders, outreach,
    sellers, users, withdrawals,
};

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
    notices::routes,
    conversations::routes,
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
            declare(&mut Routes::list(prefix, &mut table));
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
