//! Turns what happened to orders into notices: each untold row of an order's status history
//! becomes the notifications and emails its shopper and shop should get (docs/notifications.md).
//!
//! The history is written in the same transaction as the change it records, so it is a complete
//! log of order events; telling an event marks its row in the same transaction that stores its
//! notices ([`crate::ports::NoticeStore::tell`]). A crash before that commit leaves the row untold, to be told
//! again; a crash after leaves nothing to do. Every notice carries a unique key, so two servers
//! telling the same event, or one checkout's several orders each announcing the checkout, write
//! each notice once.

use chrono::Duration;
use kernel::{Money, Timestamp};
use letters::{Card, Row};
use orders::order::{Order, PaymentMethod};
use orders::status::OrderStatus;

use crate::kinds::{Kind, Recipient};
use crate::ports::{Notice, OrderEvent};
use crate::teller::{Contact, Draft, Teller, number, pages};

/// Events older than this when first seen (a server that was down for days) are marked told
/// without a word: a "shipped" email a week late helps no one.
pub const STALE_AFTER: Duration = Duration::days(2);

const BATCH: u32 = 50;

/// One event and the order it happened to, with whom it may concern.
struct Happened<'a> {
    event: &'a OrderEvent,
    order: Order,
    number: String,
    shopper: Option<Contact>,
    shop: Option<Contact>,
}

impl Happened<'_> {
    /// The key of a notice about this history row.
    fn key(&self, kind: Kind) -> String {
        format!("{}:{}", kind.as_str(), self.event.id)
    }

    /// A draft about the order, at the event's time.
    fn draft(&self, kind: Kind, key: String, link: String, action: &'static str) -> Draft {
        Draft::new(kind, key, self.event.at, link, action)
            .about(self.order.id.as_uuid())
            .with("order", &self.number)
            .with("shop", &self.order.seller.name)
    }

    fn to_shopper(&self, kind: Kind, action: &'static str) -> Draft {
        self.draft(kind, self.key(kind), pages::user_order(self.order.id), action)
    }

    fn to_shop(&self, kind: Kind) -> Draft {
        self.draft(
            kind,
            self.key(kind),
            pages::shop_order(self.order.id, self.order.seller.id),
            "notice-action-shop-order",
        )
    }
}

impl Teller<'_> {
    /// Tells every untold order event; returns the recipients that got something.
    ///
    /// # Errors
    /// A store failure; what was told before it stays told.
    pub async fn tell_untold(&self, now: Timestamp) -> anyhow::Result<Vec<Recipient>> {
        let mut woken = Vec::new();
        loop {
            let events = self.store.untold(BATCH).await?;
            let full = events.len() == BATCH as usize;
            for event in events {
                if event.at < now - STALE_AFTER {
                    // Closed as of its own time: a told row whose mark equals its time was told
                    // nothing, on purpose (as the migration marked the rows before it).
                    self.store.tell(Some(event.id), &[], event.at).await?;
                    continue;
                }
                let notices = self.notices_for(&event).await?;
                // Marked told now, and never before the event itself (one that happened while
                // this pass ran).
                let told_at = now.max(event.at + Duration::microseconds(1));
                woken.extend(self.store.tell(Some(event.id), &notices, told_at).await?);
            }
            if !full {
                return Ok(woken);
            }
        }
    }

    /// The notices one event makes.
    ///
    /// # Errors
    /// A store failure.
    pub async fn notices_for(&self, event: &OrderEvent) -> anyhow::Result<Vec<Notice>> {
        let Some(order) = self.orders.find(event.order).await? else {
            return Ok(Vec::new());
        };
        let it = Happened {
            event,
            number: number(&order),
            shopper: self.contact(Recipient::User(order.buyer.id)).await?,
            shop: self.contact(Recipient::Shop(order.seller.id)).await?,
            order,
        };
        let mut notices = Vec::new();
        if let Some(shopper) = &it.shopper {
            for draft in self.to_shopper(&it, shopper).await? {
                notices.push(self.finish(shopper, draft));
            }
        }
        if let Some(shop) = &it.shop {
            for draft in self.to_shop(&it, shop).await? {
                notices.push(self.finish(shop, draft));
            }
        }
        Ok(notices)
    }

    /// What the shopper is told of an event.
    async fn to_shopper(&self, it: &Happened<'_>, shopper: &Contact) -> anyhow::Result<Vec<Draft>> {
        let language = shopper.language;
        let order = &it.order;
        Ok(match it.event.status {
            OrderStatus::Processing => {
                // One confirmation per checkout, listing each shop's order in it.
                let placed: Vec<Order> = self
                    .orders
                    .of_checkout(order.checkout)
                    .await?
                    .into_iter()
                    .filter(|o| !matches!(o.status, OrderStatus::AwaitingPayment | OrderStatus::Cancelled))
                    .collect();
                let placed = if placed.is_empty() {
                    vec![order.clone()]
                } else {
                    placed
                };
                let total = Money::checked_sum(placed.iter().map(|o| o.total))?;
                let per_checkout = |kind: Kind| {
                    Draft::new(
                        kind,
                        format!("{}:{}", kind.as_str(), order.checkout),
                        it.event.at,
                        pages::user_order(order.id),
                        "notice-action-order",
                    )
                    .about(order.checkout.as_uuid())
                };
                let mut drafts = vec![
                    per_checkout(Kind::OrderPlaced)
                        .with("total", total)
                        .with("count", placed.len())
                        .paragraph(self.say(language, "notice-order-placed-intro", &[]))
                        .cards(placed.iter().map(|o| self.card(language, o))),
                ];
                if order.payment_method == PaymentMethod::Razorpay {
                    drafts.push(per_checkout(Kind::PaymentReceived).with("amount", total));
                }
                drafts
            }
            status @ (OrderStatus::TransferredToDeliveryPartner
            | OrderStatus::Shipping
            | OrderStatus::OnTheWay
            | OrderStatus::Delivered) => {
                let kind = match status {
                    OrderStatus::TransferredToDeliveryPartner => Kind::OrderTransferred,
                    OrderStatus::Shipping => Kind::OrderShipping,
                    OrderStatus::OnTheWay => Kind::OrderOnTheWay,
                    _ => Kind::OrderDelivered,
                };
                let courier = order.shipment.as_ref().map_or("-", |s| s.courier.as_str());
                let mut draft = it
                    .draft(
                        kind,
                        it.key(kind),
                        pages::track_order(order.id),
                        "notice-action-track",
                    )
                    .with("courier", courier);
                if let (Some(shipment), false) = (&order.shipment, status == OrderStatus::Delivered) {
                    draft = draft.details([
                        self.detail(language, "notice-label-courier", shipment.courier.as_str()),
                        self.detail(
                            language,
                            "notice-label-tracking",
                            shipment.tracking_number.as_str(),
                        ),
                        self.detail(
                            language,
                            "notice-label-expected",
                            letters::date(self.texts, language, shipment.expected_delivery),
                        ),
                    ]);
                }
                vec![draft]
            }
            OrderStatus::Cancelled => {
                let mut draft = it
                    .to_shopper(Kind::OrderCancelled, "notice-action-order")
                    .variant(actor(&it.event.actor))
                    .cards([self.card(language, order)])
                    .details(self.reason(language, it.event.reason.as_deref()));
                if order.payment_method == PaymentMethod::Razorpay && actor(&it.event.actor) != "system" {
                    draft = draft.paragraph(self.say(language, "notice-order-cancelled-refund", &[]));
                }
                vec![draft]
            }
            OrderStatus::ProcessingRefund => vec![
                it.to_shopper(Kind::RefundRequested, "notice-action-order")
                    .cards(self.returned(language, it)),
            ],
            OrderStatus::RefundSuccess => {
                let amount = order
                    .returns
                    .iter()
                    .filter(|r| r.figures.is_some())
                    .max_by_key(|r| r.decided_at)
                    .and_then(|r| r.figures.map(|f| f.amount))
                    .unwrap_or_else(|| order.refunded_amount());
                vec![
                    it.to_shopper(Kind::RefundApproved, "notice-action-order")
                        .with("amount", amount),
                ]
            }
            status @ (OrderStatus::RefundRejected | OrderStatus::RefundDeclined) => vec![
                it.to_shopper(Kind::RefundRejected, "notice-action-order")
                    .variant(if status == OrderStatus::RefundDeclined {
                        "admin"
                    } else {
                        "shop"
                    })
                    .details(self.reason(language, it.event.reason.as_deref())),
            ],
            OrderStatus::AwaitingPayment | OrderStatus::RefundEscalated => Vec::new(),
        })
    }

    /// What the shop is told of an event: a new order (and any stock it left low), a cancellation
    /// by the shopper of an order the shop had, a return asked for. Its own moves are not news.
    async fn to_shop(&self, it: &Happened<'_>, shop: &Contact) -> anyhow::Result<Vec<Draft>> {
        let language = shop.language;
        let order = &it.order;
        Ok(match it.event.status {
            OrderStatus::Processing => {
                let mut drafts = vec![
                    it.to_shop(Kind::NewOrder)
                        .with("count", order.lines.iter().map(|l| l.qty).sum::<u32>())
                        .with("total", order.total)
                        .cards([self.card(language, order)])
                        .details([self.detail(
                            language,
                            "notice-label-ship-to",
                            format!(
                                "{}, {} {}",
                                order.address.name, order.address.city, order.address.zip_code
                            ),
                        )]),
                ];
                let products: Vec<_> = order.lines.iter().map(|l| l.product).collect();
                let day = kernel::today_in_india(it.event.at);
                for low in self.store.low_stock(&products).await? {
                    drafts.push(
                        Draft::new(
                            Kind::LowStock,
                            format!("low-stock:{}:{day}", low.product),
                            it.event.at,
                            pages::edit_product(low.product),
                            "notice-action-product",
                        )
                        .about(low.product.as_uuid())
                        .with("product", low.name)
                        .with("stock", low.stock),
                    );
                }
                drafts
            }
            OrderStatus::Cancelled
                if actor(&it.event.actor) == "user"
                    && order.history.iter().any(|h| h.status == OrderStatus::Processing) =>
            {
                vec![
                    it.to_shop(Kind::ShopOrderCancelled)
                        .cards([self.card(language, order)])
                        .details(self.reason(language, it.event.reason.as_deref())),
                ]
            }
            OrderStatus::ProcessingRefund => {
                let why = order.returns.iter().max_by_key(|r| r.requested_at).map(|r| {
                    let reason = self.say(language, &format!("return-reason-{}", r.reason.as_str()), &[]);
                    match &r.note {
                        Some(note) => format!("{reason}: {note}"),
                        None => reason,
                    }
                });
                vec![
                    it.to_shop(Kind::ShopRefundRequested)
                        .cards(self.returned(language, it))
                        .details(self.reason(language, why.as_deref())),
                ]
            }
            _ => Vec::new(),
        })
    }

    /// The items of the latest return, as a table.
    fn returned(&self, language: kernel::Language, it: &Happened<'_>) -> Option<Card> {
        let asked = it.order.returns.iter().max_by_key(|r| r.requested_at)?;
        Some(Card {
            title: self.say(language, "notice-card-return", &[("order", it.number.clone())]),
            rows: asked
                .lines
                .iter()
                .filter_map(|l| {
                    it.order.lines.get(l.line as usize).map(|line| Row {
                        label: line.name.clone(),
                        quantity: Some(l.qty),
                        amount: String::new(),
                    })
                })
                .collect(),
            totals: Vec::new(),
        })
    }

    /// "Reason: …", when there is one.
    fn reason(&self, language: kernel::Language, reason: Option<&str>) -> Option<letters::Detail> {
        reason.map(|reason| self.detail(language, "notice-label-reason", reason))
    }
}

/// Who moved the order, as the catalogue's variants name them.
fn actor(kind: &str) -> &'static str {
    match kind {
        "user" => "user",
        "shop" => "shop",
        "admin" => "admin",
        _ => "system",
    }
}

#[cfg(test)]
mod tests {
    use kernel::{Language, Texts as _};

    use super::*;

    /// Every kind can be put in every language's words, with each variant its use case asks for.
    #[test]
    fn every_kind_has_its_title_and_body_in_every_language() {
        let texts = &texts::CATALOGUE;
        for language in [Language::En, Language::Hi, Language::Es, Language::Fr] {
            for kind in Kind::ALL {
                let kind = kind.as_str();
                let bodies: Vec<String> = match kind {
                    "order-cancelled" => ["user", "shop", "admin", "system"]
                        .iter()
                        .map(|v| format!("notice-{kind}-body-{v}"))
                        .collect(),
                    "refund-rejected" => ["shop", "admin"]
                        .iter()
                        .map(|v| format!("notice-{kind}-body-{v}"))
                        .collect(),
                    _ => vec![format!("notice-{kind}-body")],
                };
                let args: Vec<(&str, String)> = [
                    "order", "shop", "total", "count", "amount", "courier", "product", "stock", "day",
                    "orders", "sales", "pending",
                ]
                .into_iter()
                .map(|name| (name, "X".to_owned()))
                .collect();
                for id in std::iter::once(format!("notice-{kind}-title")).chain(bodies) {
                    let said = texts.text(language, &id, &args);
                    assert!(!said.is_empty() && said != id, "{language} cannot say {id}");
                }
            }
        }
    }
}
