//! Checkout, payments and orders (docs/orders.md).

mod body;
mod coupon;
mod create;
pub mod dto;
mod payments;
mod quote;
mod read;
mod status;

use actix_web::web;
use kernel::{CheckoutId, OrderId, ShopId, UserId};
use orders::{Actor, OrderStatus};
use serde::Deserialize;

use crate::auth::ShopOrAdmin;
use crate::error::ApiError;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/cart/quote", web::post().to(quote::handle))
        .route("/get-coupon-value/{code}", web::get().to(coupon::handle))
        .route("/create-order", web::post().to(create::handle))
        .route("/payment/config", web::get().to(payments::config))
        .route("/payment/razorpay/order", web::post().to(payments::start))
        .route("/payment/razorpay/verify", web::post().to(payments::verify))
        .route("/payment/razorpay/webhook", web::post().to(payments::webhook))
        .route("/get-all-orders-user/{userId}", web::get().to(read::of_user))
        .route("/get-selected-order-user/{id}", web::get().to(read::one_of_user))
        .route("/get-all-orders-shop/{shopId}", web::get().to(read::of_shop))
        .route(
            "/get-selected-order-shop/{orderId}/{sellerId}",
            web::get().to(read::one_of_shop),
        )
        .route(
            "/get-selected-order-details/{id}",
            web::get().to(read::one_for_admin),
        )
        .route("/get-all-orders-admin", web::get().to(read::all_for_admin))
        .route(
            "/update-order-status/{orderId}/{sellerId}",
            web::put().to(status::update),
        )
        .route("/order-refund/{id}", web::put().to(status::request_refund))
        .route(
            "/shop-order-refund-success/{id}",
            web::put().to(status::approve_refund),
        );
}

const NO_ORDER: &str = "There is no such order.";

/// A path's order id; one that does not parse names no order.
fn order_id(raw: &str) -> Result<OrderId, ApiError> {
    raw.parse().map_err(|_| ApiError::NotFound(NO_ORDER.into()))
}

fn checkout_id(raw: &str) -> Result<CheckoutId, ApiError> {
    raw.trim()
        .parse()
        .map_err(|_| ApiError::field("checkoutId", "must be a checkout's id"))
}

/// A path's shop id: another shop's, or one that does not parse, is not the caller's.
pub(crate) fn own_shop(raw: &str, own: ShopId) -> Result<(), ApiError> {
    match raw.parse::<ShopId>() {
        Ok(id) if id == own => Ok(()),
        _ => Err(ApiError::Forbidden),
    }
}

fn own_user(raw: &str, own: UserId) -> Result<(), ApiError> {
    match raw.parse::<UserId>() {
        Ok(id) if id == own => Ok(()),
        _ => Err(ApiError::Forbidden),
    }
}

impl ShopOrAdmin {
    /// Who acts on an order of the shop `seller` names: that shop when it is the caller's,
    /// else the Admin; a seller naming another shop is 403.
    fn acting_for(&self, seller: Option<&str>) -> Result<Actor, ApiError> {
        let named = seller.map(str::parse::<ShopId>);
        if let Some(shop) = &self.shop {
            match named {
                None => return Ok(Actor::Shop(shop.id)),
                Some(Ok(id)) if id == shop.id => return Ok(Actor::Shop(shop.id)),
                _ => {}
            }
        }
        self.admin
            .as_ref()
            .map(|admin| Actor::Admin(admin.id))
            .ok_or(ApiError::Forbidden)
    }
}

/// `{"status": "…"}`, the body of every status call (SPEC.md §7).
#[derive(Debug, Deserialize)]
pub struct StatusBody {
    #[serde(default)]
    status: String,
}

impl StatusBody {
    fn status(&self) -> Result<OrderStatus, ApiError> {
        self.status
            .parse()
            .map_err(|_| ApiError::field("status", "must be one of the order statuses"))
    }
}

/// `?page=&limit=&status=…` of the order lists (status repeatable).
fn list_query(req: &actix_web::HttpRequest) -> Result<(kernel::PageRequest, Vec<OrderStatus>), ApiError> {
    let pairs: Vec<(String, String)> = web::Query::<Vec<(String, String)>>::from_query(req.query_string())
        .map_err(|_| ApiError::BadRequest {
            code: "bad_query",
            message: "The query string could not be read.".into(),
        })?
        .into_inner();
    let get = |name: &str| pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str());
    let page = crate::paging::page_request(get("page"), get("limit"), 20)?;
    let statuses = pairs
        .iter()
        .filter(|(k, _)| k == "status")
        .map(|(_, v)| {
            v.parse::<OrderStatus>()
                .map_err(|_| ApiError::field("status", "must be one of the order statuses"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok((page, statuses))
}
