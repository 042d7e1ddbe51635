//! `GET /products`: the storefront listing with SPEC.md §7's query, and the filter panel's facets.

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use catalog::browse::list_products;
use catalog::{Category, PriceRange, ProductQuery, SearchText, Sort};
use kernel::{Money, PageRequest};
use rust_decimal::Decimal;
use serde::Serialize;

use super::dto::{FacetsDto, ProductDto, products};
use crate::error::{ApiError, Fields};
use crate::paging::page_of_query;
use crate::state::AppState;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ListingResponse {
    success: bool,
    products: Vec<ProductDto>,
    products_count: u64,
    page: u32,
    limit: u32,
    facets: FacetsDto,
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
        fields.add(name, "must be an amount in rupees");
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
            Err(catalog::ListingError::NegativePrice) => {
                let field = if lowest.is_negative() {
                    "sellingPrice[gte]"
                } else {
                    "sellingPrice[lte]"
                };
                fields.add(field, catalog::ListingError::NegativePrice.to_string());
                None
            }
            Err(other) => {
                fields.add("sellingPrice[lte]", other.to_string());
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

pub async fn handle(
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let (query, sort_given) = parse_query(&params)?;
    let (page, limit) = (query.page.page(), query.page.limit());
    let listing = list_products(state.storefront.as_ref(), query, sort_given).await?;
    Ok(HttpResponse::Ok().json(ListingResponse {
        success: true,
        products: products(&listing.products),
        products_count: listing.total,
        page,
        limit,
        facets: FacetsDto::from(&listing.facets),
    }))
}
