//! Checkout, payments and orders (docs/orders.md).

mod body;
mod cancel;
mod coupon;
mod create;
mod delivery_estimate;
mod disputes;
pub mod dto;
mod invoice;
mod payments;
mod quote;
mod read;
mod returns;
mod status;

use actix_web::web;
use kernel::{CheckoutId, OrderId, ShopId};
use orders::{Actor, OrderStatus};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use self::dto::{OrderStatusName, PaymentMethodName};
use crate::auth::ShopOrAdmin;
use crate::http::error::{ApiError, ErrorCode, Fields};
use crate::http::routes::Routes;

pub fn routes(routes: &mut Routes<'_>) {
    routes
        .post("/cart/quote", quote::handle)
        .get("/delivery-estimate", delivery_estimate::handle)
        .get("/get-coupon-value/{code}", coupon::handle)
        .post("/create-order", create::handle)
        .get("/payment/config", payments::config)
        .post("/payment/razorpay/order", payments::start)
        .post("/payment/razorpay/verify", payments::verify)
        .post("/payment/razorpay/webhook", payments::webhook)
        .get("/get-all-orders-user/{userId}", read::of_user)
        .get("/get-selected-order-user/{id}", read::one_of_user)
        .get("/get-all-orders-shop/{shopId}", read::of_shop)
        .get("/get-selected-order-shop/{orderId}/{sellerId}", read::one_of_shop)
        .get("/get-selected-order-details/{id}", read::one_for_admin)
        .get("/get-all-orders-admin", read::all_for_admin)
        .get("/order-invoice/{orderId}", invoice::handle)
        .get("/order-credit-note/{refundId}", invoice::credit_note)
        .put("/update-order-status/{orderId}/{sellerId}", status::update)
        .put("/order-refund/{id}", returns::request_refund)
        .put("/shop-order-refund-success/{id}", status::approve_refund)
        .put("/shop-order-refund-reject/{id}", disputes::reject)
        .post("/order-refund-escalate/{id}", disputes::escalate)
        .put("/admin-refund-decision/{id}", disputes::decide)
        .post("/order-cancel/{id}", cancel::by_shopper)
        .post("/shop-order-cancel/{id}", cancel::by_shop);
}

/// This module's part of the OpenAPI description (`crate::openapi`).
#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        quote::handle,
        delivery_estimate::handle,
        coupon::handle,
        create::handle,
        payments::config,
        payments::start,
        payments::verify,
        payments::webhook,
        read::of_user,
        read::one_of_user,
        read::of_shop,
        read::one_of_shop,
        read::one_for_admin,
        read::all_for_admin,
        invoice::handle,
        invoice::credit_note,
        status::update,
        cancel::by_shopper,
        cancel::by_shop,
        returns::request_refund,
        status::approve_refund,
        disputes::reject,
        disputes::escalate,
        disputes::decide,
    ),
    components(schemas(
        body::CartLineBody,
        returns::RefundBody,
        disputes::ReasonBody,
        disputes::DecisionBody,
        returns::LineBody,
        returns::ReasonName,
        dto::ReturnDto,
        dto::ReturnLineDto,
        body::AddressBody,
        quote::QuoteBody,
        quote::QuoteResponse,
        delivery_estimate::EstimateResponse,
        dto::QuoteDto,
        dto::QuoteLineDto,
        dto::ShopAmountsDto,
        dto::QuoteCouponDto,
        dto::LineProblemName,
        coupon::CouponResponse,
        coupon::CouponDto,
        create::CreateOrderBody,
        create::CreateOrderResponse,
        dto::OrderDto,
        dto::OrderItemDto,
        dto::PaymentInfoDto,
        dto::AddressDto,
        dto::BuyerDto,
        dto::OrderShopDto,
        dto::HistoryDto,
        OrderStatusName,
        dto::PaymentStatusName,
        PaymentMethodName,
        dto::PaymentMethodLabel,
        payments::ConfigResponse,
        payments::RazorpayConfigDto,
        payments::StartBody,
        payments::StartResponse,
        payments::VerifyBody,
        payments::VerifyResponse,
        payments::WebhookEventBody,
        payments::WebhookPayloadBody,
        payments::WebhookPaymentBody,
        payments::WebhookPaymentEntity,
        payments::Acknowledged,
        read::OrdersPage,
        read::OneOrder,
        StatusBody,
        UpdateStatusBody,
        cancel::CancelBody,
        status::Moved,
    ))
)]
struct Api;

pub fn api() -> utoipa::openapi::OpenApi {
    <Api as utoipa::OpenApi>::openapi()
}

/// The message of an order that is not there (or not the caller's).
const NO_ORDER: &str = "error-not_found-order";

/// A path's order id; one that does not parse names no order.
fn order_id(raw: &str) -> Result<OrderId, ApiError> {
    raw.parse()
        .map_err(|_| ApiError::NotFound(kernel::Message::new(NO_ORDER)))
}

fn checkout_id(raw: &str) -> Result<CheckoutId, ApiError> {
    raw.trim()
        .parse()
        .map_err(|_| ApiError::field("checkoutId", kernel::Message::new("field-checkout-id")))
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

    /// Writes what the Admin did to `order` to the audit log; a shop's own moves are not audited.
    async fn audit_if_admin(
        &self,
        state: &crate::app::state::AppState,
        actor: Actor,
        action: &'static str,
        order: OrderId,
        details: serde_json::Value,
    ) {
        if let (Actor::Admin(_), Some(admin)) = (actor, &self.admin) {
            crate::admin::audit::record(state, admin, action, "order", order.to_string(), details).await;
        }
    }
}

/// The body of `update-order-status`: the next status and, for "Transferred to delivery partner"
/// (required then, ignored otherwise), the parcel's courier, tracking number and expected day.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = UpdateOrderStatusBody)]
pub struct UpdateStatusBody {
    #[serde(default)]
    #[schema(value_type = OrderStatusName, required = true)]
    status: String,
    /// The courier's name, 2 to 60 characters ("Delhivery", "India Post").
    #[serde(default)]
    courier: Option<String>,
    /// The tracking number (AWB): 6 to 30 letters, digits or hyphens; kept in capitals.
    #[serde(default)]
    tracking_number: Option<String>,
    /// `YYYY-MM-DD`, from today (in India) to 60 days ahead.
    #[serde(default)]
    #[schema(format = Date)]
    expected_delivery: Option<String>,
}

impl UpdateStatusBody {
    fn status(&self) -> Result<OrderStatus, ApiError> {
        parse_status(&self.status)
    }

    /// The parcel's details, each field checked and named when wrong or missing.
    fn shipment(&self, now: kernel::Timestamp) -> Result<orders::Shipment, ApiError> {
        use orders::shipment::{Courier, TrackingNumber, expected_delivery};
        let mut fields = Fields::new();
        let mut given = |field: &str, value: &Option<String>| match value.as_deref().map(str::trim) {
            Some(text) if !text.is_empty() => Some(text.to_owned()),
            _ => {
                fields.add(field, kernel::Message::new("field-required"));
                None
            }
        };
        let courier = given("courier", &self.courier);
        let number = given("trackingNumber", &self.tracking_number);
        let day = given("expectedDelivery", &self.expected_delivery);
        let courier = courier.and_then(|c| fields.check("courier", Courier::parse(&c)));
        let number = number.and_then(|n| fields.check("trackingNumber", TrackingNumber::parse(&n)));
        let day = day.and_then(|d| fields.check("expectedDelivery", expected_delivery(&d, now)));
        fields.finish(|| {
            Some(orders::Shipment {
                courier: courier?,
                tracking_number: number?,
                expected_delivery: day?,
            })
        })
    }
}

/// A mover's reason from a body's `reason` (a cancellation's, a return's rejection, escalation or
/// decline): 3 to 500 characters, else 400 naming `reason`.
fn status_reason(raw: Option<&str>) -> Result<orders::StatusReason, ApiError> {
    orders::StatusReason::parse(raw.unwrap_or(""))
        .ok_or_else(|| ApiError::field("reason", kernel::Message::new("field-cancel-reason")))
}

fn parse_status(raw: &str) -> Result<OrderStatus, ApiError> {
    raw.parse()
        .map_err(|_| ApiError::field("status", kernel::Message::new("field-order-status")))
}

/// `{"status": "…"}`, the body of the refund calls.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = OrderStatusBody)]
pub struct StatusBody {
    #[serde(default)]
    #[schema(value_type = OrderStatusName, required = true)]
    status: String,
}

impl StatusBody {
    fn status(&self) -> Result<OrderStatus, ApiError> {
        parse_status(&self.status)
    }
}

/// The order lists' query, for the description only: [`list_query`] reads the query string
/// itself, because `status` may be repeated.
#[derive(IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
struct OrderListQuery {
    /// 1-based; 1 when absent.
    #[param(minimum = 1)]
    page: Option<u32>,
    /// Orders per page, 1 to 100; 20 when absent.
    #[param(minimum = 1, maximum = 100)]
    limit: Option<u32>,
    /// Only orders in these statuses (repeat the parameter for several); every status when absent.
    #[param(value_type = Option<Vec<OrderStatusName>>, style = Form, explode)]
    status: Option<Vec<String>>,
    /// Only orders whose id starts with it (with or without dashes), or whose buyer's name or
    /// email, shop's name, addressee or invoice number contains it; any case, cut at 100
    /// characters. Searches every page, before paging.
    q: Option<String>,
}

/// `?page=&limit=&status=…&q=` of the order lists (status repeatable).
fn list_query(
    req: &actix_web::HttpRequest,
) -> Result<(kernel::PageRequest, Vec<OrderStatus>, Option<String>), ApiError> {
    let pairs: Vec<(String, String)> = web::Query::<Vec<(String, String)>>::from_query(req.query_string())
        .map_err(|_| ApiError::BadRequest {
            code: ErrorCode::BadQuery,
            message: kernel::Message::new("error-invalid_query-unreadable"),
        })?
        .into_inner();
    let get = |name: &str| pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str());
    let page = crate::http::paging::page_request(get("page"), get("limit"), 20)?;
    let statuses = pairs
        .iter()
        .filter(|(k, _)| k == "status")
        .map(|(_, v)| {
            v.parse::<OrderStatus>()
                .map_err(|_| ApiError::field("status", kernel::Message::new("field-order-status")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok((page, statuses, crate::http::paging::search_text(get("q"))))
}
