//! The operator's API. Every handler takes the `Admin` guard.

pub mod audit;
mod commission_rules;
mod coupons;
mod decision;
mod grievances;
mod product_review;
mod products;
mod seller_review;
mod sellers;
mod tcs_report;
mod users;

use crate::http::routes::Routes;

pub fn routes(routes: &mut Routes<'_>) {
    routes
        .get("/admin-get-all-users", users::handle)
        .put("/admin-update-user-status/{id}", users::set_status)
        .post("/admin-create-coupon", coupons::create)
        .get("/admin-coupons", coupons::list)
        .delete("/admin-delete-coupon/{id}", coupons::delete)
        .get("/admin-get-all-seller", sellers::list)
        .delete("/delete-seller-by-admin/{id}", sellers::suspend)
        .put("/reinstate-seller-by-admin/{id}", sellers::reinstate)
        .get("/admin-sellers-review", seller_review::queue)
        .put("/admin-seller-review/{shopId}", seller_review::decide)
        .get("/admin-products-review", product_review::queue)
        .put("/admin-product-review/{productId}", product_review::decide)
        .delete("/delete-product-admin/{id}", products::delete)
        .get("/admin-all-products", products::all_products)
        .get("/admin-all-events", products::all_events)
        .get("/admin-audit-log", audit::list)
        .get("/admin-commission-rules", commission_rules::get)
        .put("/admin-commission-rules", commission_rules::put)
        .post("/admin-commission-preview", commission_rules::preview)
        .get("/admin-tcs-report", tcs_report::handle)
        .get("/admin-grievances", grievances::list)
        .put("/admin-grievance/{id}", grievances::update)
        .get(
            "/admin-commission-invoice/{shopId}",
            crate::sellers::commission_invoice::for_admin,
        );
}

/// This module's part of the OpenAPI description (`crate::openapi`).
#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        users::handle,
        users::set_status,
        crate::sellers::commission_invoice::for_admin,
        tcs_report::handle,
        grievances::list,
        grievances::update,
        coupons::create,
        coupons::list,
        coupons::delete,
        sellers::list,
        sellers::suspend,
        sellers::reinstate,
        seller_review::queue,
        seller_review::decide,
        product_review::queue,
        product_review::decide,
        products::delete,
        products::all_products,
        products::all_events,
        audit::list,
        commission_rules::get,
        commission_rules::put,
        commission_rules::preview,
    ),
    components(schemas(
        commission_rules::RuleDto,
        commission_rules::RulesAnswer,
        commission_rules::RuleBody,
        commission_rules::RulesBody,
        commission_rules::PreviewBody,
        commission_rules::PreviewAnswer,
        grievances::ComplainantDto,
        grievances::AdminGrievanceDto,
        grievances::AdminGrievancesPage,
        grievances::AdminGrievanceAnswer,
        grievances::DecisionBody,
        tcs_report::TcsReportAnswer,
        tcs_report::TcsReportRowDto,
        tcs_report::TcsFigures,
        tcs_report::Buyers,
        users::UsersPage,
        users::StatusBody,
        users::UserStatusChoice,
        users::UserResponse,
        coupons::Created,
        coupons::CouponsPage,
        coupons::Deleted,
        sellers::AdminSellerDto,
        sellers::SellersPage,
        sellers::Done,
        seller_review::ItemDto,
        seller_review::QueuePage,
        decision::ReviewDecision,
        decision::DecisionName,
        product_review::ReportCountDto,
        product_review::ItemDto,
        product_review::QueuePage,
        product_review::Decided,
        products::ProductsPage,
        products::EventsPage,
        audit::Actor,
        audit::EntryDto,
        audit::EntriesPage,
    ))
)]
struct Api;

pub fn api() -> utoipa::openapi::OpenApi {
    <Api as utoipa::OpenApi>::openapi()
}

/// The names a list's `sort` parameter description offers, in backticks (the `-` of the reverse
/// order aside): kept equal to the sort key's own names by each list's test, so the description
/// cannot drift from what the list accepts.
#[cfg(test)]
pub(crate) fn documented_sort_names<P: utoipa::IntoParams>() -> std::collections::BTreeSet<String> {
    let params = P::into_params(|| None);
    let Some(description) = params
        .iter()
        .find(|p| p.name == "sort")
        .and_then(|p| p.description.clone())
    else {
        return std::collections::BTreeSet::new();
    };
    description
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|name| *name != "-")
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
pub(crate) fn sort_names<K: kernel::SortKey>() -> std::collections::BTreeSet<String> {
    K::NAMES.iter().map(|(name, _)| (*name).to_owned()).collect()
}

#[cfg(test)]
mod tests {
    use super::{coupons, documented_sort_names, products, sellers, sort_names, users};

    #[test]
    fn each_list_documents_exactly_the_sort_names_it_accepts() {
        assert_eq!(
            documented_sort_names::<users::ListQuery>(),
            sort_names::<identity::UserSort>()
        );
        assert_eq!(
            documented_sort_names::<coupons::ListQuery>(),
            sort_names::<orders::CouponSort>()
        );
        assert_eq!(
            documented_sort_names::<sellers::ListQuery>(),
            sort_names::<shops::ShopSort>()
        );
        assert_eq!(
            documented_sort_names::<products::ListQuery>(),
            sort_names::<catalog::CatalogueSort>()
        );
    }
}
