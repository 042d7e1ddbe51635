//! `GET /products`: the storefront listing with its query (docs/catalog.md), and the filter
//! panel's facets.

use std::collections::HashMap;
use std::sync::Arc;

use actix_web::{HttpResponse, web};
use catalog::browse::prepare_listing;
use catalog::{Category, Listed, PriceRange, ProductQuery, SearchPlan, SearchText, Sort};
use kernel::{Described as _, Message, Money, PageRequest, ProductId};
use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::openapi::schema::{Object, ObjectBuilder, Type};
use utoipa::{IntoParams, ToSchema};

use super::dto::{FacetsDto, ProductDto, products};
use crate::app::state::AppState;
use crate::http::error::{ApiError, ErrorBody, Fields};
use crate::http::paging::page_of_query;

/// One page of the storefront's listing, with the filter panel.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ProductListing)]
pub(super) struct ListingResponse {
    success: bool,
    products: Vec<ProductDto>,
    /// How many products match, on every page.
    products_count: u64,
    page: u32,
    limit: u32,
    facets: FacetsDto,
}

/// The listing's query, for the description only: the handler reads the query as a map so that
/// a wrong value is answered with its parameter named (`parse_query`).
#[derive(IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)] // never built, only described
pub(super) struct ListingQuery {
    /// 1-based.
    #[param(minimum = 1, default = 1)]
    page: Option<u32>,
    #[param(minimum = 1, maximum = 100, default = 8)]
    limit: Option<u32>,
    /// The lowest selling price, in rupees with at most two decimals.
    #[param(
        rename = "sellingPrice[gte]",
        pattern = r"^[0-9]+(\.[0-9]{1,2})?$",
        default = "0"
    )]
    lowest: Option<String>,
    /// The highest selling price, in rupees with at most two decimals; not below the lowest.
    #[param(
        rename = "sellingPrice[lte]",
        pattern = r"^[0-9]+(\.[0-9]{1,2})?$",
        default = "80000"
    )]
    highest: Option<String>,
    /// Newest first unless given; each order has two spellings. Blank is the same as absent.
    #[param(schema_with = sort_schema)]
    sort: Option<String>,
    /// A category's name, in any case; `-` may stand for `&` (`Home - Kitchen`).
    #[param(schema_with = super::dto::category_schema)]
    category: Option<String>,
    /// A brand, compared ignoring case.
    brand: Option<String>,
    /// Products that come in this size.
    size: Option<String>,
    /// A colour's name, compared ignoring case.
    color: Option<String>,
    /// Only products the search matches (as `/products-search`); with no `sort`, best match first.
    #[param(rename = "searchKeyword")]
    search_keyword: Option<String>,
}

/// The spellings of `sort` that `catalog::Sort` accepts (docs/catalog.md), in pairs per order.
const SORTS: [&str; 10] = [
    "-createdAt",
    "newest",
    "sellingPrice",
    "price",
    "-sellingPrice",
    "-price",
    "-sold_out",
    "best-selling",
    "-ratings",
    "rating",
];

fn sort_schema() -> Object {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(SORTS))
        .build()
}

/// Filter values longer than any stored value cannot match; cut them so they cost nothing.
const MAX_FILTER_CHARS: usize = 100;

fn rupees_param(fields: &mut Fields, name: &str, raw: Option<&String>, default: i64) -> Option<Money> {
    let Some(raw) = raw.map(|r| r.trim()).filter(|r| !r.is_empty()) else {
        return Money::from_rupees(default).ok();
    };
    let parsed = raw
        .parse::<Decimal>()
        .ok()
        .and_then(|d| Money::from_decimal(d).ok());
    if parsed.is_none() {
        fields.add(name, Message::new("field-amount-rupees"));
    }
    parsed
}

fn filter(raw: Option<&String>) -> Option<String> {
    raw.map(|v| v.trim().chars().take(MAX_FILTER_CHARS).collect::<String>())
        .filter(|v| !v.is_empty())
}

/// Every parameter is read by name, so a wrong value is answered naming it.
pub fn parse_query(params: &HashMap<String, String>) -> Result<(ProductQuery, bool), ApiError> {
    let page = page_of_query(params, PageRequest::DEFAULT_LIMIT)?;
    let mut fields = Fields::new();
    let lowest = rupees_param(
        &mut fields,
        "sellingPrice[gte]",
        params.get("sellingPrice[gte]"),
        0,
    );
    let highest = rupees_param(
        &mut fields,
        "sellingPrice[lte]",
        params.get("sellingPrice[lte]"),
        PriceRange::DEFAULT_HIGHEST_RUPEES,
    );
    let price = match (lowest, highest) {
        (Some(lowest), Some(highest)) => match PriceRange::new(lowest, highest) {
            Ok(range) => Some(range),
            Err(error @ catalog::ListingError::NegativePrice) => {
                let field = if lowest.is_negative() {
                    "sellingPrice[gte]"
                } else {
                    "sellingPrice[lte]"
                };
                fields.add(field, error.message());
                None
            }
            Err(other) => {
                fields.add("sellingPrice[lte]", other.message());
                None
            }
        },
        _ => None,
    };
    let sort_param = filter(params.get("sort"));
    let sort = match &sort_param {
        Some(raw) => fields.check("sort", raw.parse::<Sort>()),
        None => Some(Sort::default()),
    };
    let category = match filter(params.get("category")) {
        Some(raw) => fields.check("category", raw.parse::<Category>()).map(Some),
        None => Some(None),
    };
    let keyword = params
        .get("searchKeyword")
        .and_then(|k| SearchText::parse(&k.chars().take(500).collect::<String>()));
    let query = fields.finish(|| {
        Some(ProductQuery {
            page,
            price: price?,
            sort: sort?,
            category: category?,
            brand: filter(params.get("brand")),
            size: filter(params.get("size")),
            colour: filter(params.get("color")),
            keyword,
        })
    })?;
    Ok((query, sort_param.is_some()))
}

/// The storefront's listing: live products (not events) of active shops, filtered, sorted and
/// paged, with the filter panel's counts.
#[utoipa::path(
    get,
    path = "/api/v2/products",
    tag = "catalog",
    params(ListingQuery),
    responses(
        (status = 200, body = ListingResponse),
        (status = 400, description = "A parameter is wrong; each one is named", body = ErrorBody),
    )
)]
pub async fn handle(
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let (query, sort_given) = parse_query(&params)?;
    let (page, limit) = (query.page.page(), query.page.limit());
    // The parsed query is the key: spellings of one question share one answer.
    let question = format!("products {query:?} {sort_given}");
    // Owned, so an aged answer can be recomputed after this request is answered.
    let app = state.clone();
    let answer = state.storefront_cache.json(question, async move {
        let store = app.storefront.as_ref();
        let (query, plan) = prepare_listing(store, query, sort_given).await?;
        // Side by side, on two of the pool's connections: a page and its counts are each a
        // query over every matching product when neither is kept.
        let tally = app
            .storefront_cache
            .tally(format!("tally {}", filters_key(&query)), async {
                Ok(store.tally(&query, plan.as_ref()).await?)
            });
        let (ids, tally) = futures_util::try_join!(page_ids(&app, &query, plan.as_ref()), tally)?;
        let listed = store.listed(&ids).await?;
        Ok(ListingResponse {
            success: true,
            products: products(&listed),
            products_count: tally.total,
            page,
            limit,
            facets: FacetsDto::from(&tally.facets),
        })
    });
    answer.await
}

/// The first `count` products of the listing as `/products` opens, before any filter (the API's
/// defaults, which are the page's), for the server to draw their pictures into that page
/// (`frontend.rs`). They come from the same kept page of ids as the listing's answer.
pub(crate) async fn first_listed(app: &AppState, count: usize) -> Result<Vec<Listed>, ApiError> {
    let (query, sort_given) = parse_query(&HashMap::new())?;
    let store = app.storefront.as_ref();
    let (query, plan) = prepare_listing(store, query, sort_given).await?;
    let ids = page_ids(app, &query, plan.as_ref()).await?;
    Ok(store.listed(&ids[..count.min(ids.len())]).await?)
}

/// What a listing's filters are, as the key of what is kept for them.
fn filters_key(query: &ProductQuery) -> String {
    format!(
        "{:?} {:?} {:?} {:?} {:?} {:?}",
        query.price, query.category, query.brand, query.size, query.colour, query.keyword
    )
}

/// The ids of a prepared query's page, in order. Kept for a while, except in the best-selling
/// order: sales move it all the time.
async fn page_ids(
    app: &AppState,
    query: &ProductQuery,
    plan: Option<&SearchPlan>,
) -> Result<Arc<Vec<ProductId>>, ApiError> {
    let ids = async { Ok(app.storefront.page(query, plan).await?) };
    if query.sort == Sort::BestSelling {
        return Ok(Arc::new(ids.await?));
    }
    let order = format!("page {} {:?} {:?}", filters_key(query), query.sort, query.page);
    app.storefront_cache.page(order, ids).await
}

#[cfg(test)]
mod tests {
    use super::SORTS;

    #[test]
    fn every_described_sort_is_accepted() {
        for sort in SORTS {
            assert!(sort.parse::<catalog::Sort>().is_ok(), "{sort}");
        }
    }
}
