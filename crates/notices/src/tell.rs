//! Turns what happened to orders into notices: each untold row of an order's status history
//! becomes the notifications and emails its shopper and shop should get (docs/notifications.md).
//!
//! The history is written in the same transaction as the change it records, so it is a complete
//! log of order events; telling an event marks its row in the same transaction that stores its
//! notices ([`NoticeStore::tell`]). A crash before that commit leaves the row untold, to be told
//! again; a crash after leaves nothing to do. Every notice carries a unique key, so two servers
//! telling the same event, or one checkout's several orders each announcing the checkout, write
//! each notice once.

use chrono::Duration;
use identity::UserRepository;
use kernel::{Language, Money, ShopId, Texts, Timestamp, UserId};
use letters::{Action, Card, Detail, Footer, Letter, Row};
use orders::order::{Order, PaymentMethod};
use orders::ports::OrderStore;
use orders::status::OrderStatus;
use shops::ShopRepository;

use crate::kinds::{Kind, Preferences, Recipient};
use crate::ports::{Notice, NoticeStore, OrderEvent};

/// Events older than this when first seen (a server that was down for days) are marked told
/// without a word: a "shipped" email a week late helps no one.
pub const STALE_AFTER: Duration = Duration::days(2);

const BATCH: u32 = 50;

/// Where links point, and who the footer says is writing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Site {
    /// The public address, such as `https://haat.example` (no trailing slash).
    pub base_url: String,
    /// The operator's name, address and contact, one line each.
    pub operator: Vec<String>,
}

impl Site {
    #[must_use]
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base_url.trim_end_matches('/'))
    }
}

/// The pages notices link to (the frontend's routes).
pub mod pages {
    use kernel::{OrderId, ProductId, ShopId};

    use crate::kinds::Recipient;

    #[must_use]
    pub fn user_order(order: OrderId) -> String {
        format!("/user/order/{order}")
    }

    #[must_use]
    pub fn track_order(order: OrderId) -> String {
        format!("/user/track-order/{order}")
    }

    #[must_use]
    pub fn shop_order(order: OrderId, shop: ShopId) -> String {
        format!("/shop/order/{order}/{shop}")
    }

    #[must_use]
    pub fn edit_product(product: ProductId) -> String {
        format!("/shop-dashboard/products/{product}/edit")
    }

    #[must_use]
    pub fn shop_dashboard() -> String {
        "/shop-dashboard".to_owned()
    }

    /// Where the account chooses its emails.
    #[must_use]
    pub fn settings(recipient: Recipient) -> String {
        match recipient {
            Recipient::User(_) => "/account?tab=notifications".to_owned(),
            Recipient::Shop(_) => "/shop-dashboard-setting?tab=notifications".to_owned(),
        }
    }
}

/// Someone to tell, with what their emails need.
#[derive(Debug, Clone)]
pub struct Contact {
    pub recipient: Recipient,
    pub email: String,
    pub name: String,
    pub language: Language,
    pub preferences: Preferences,
}

/// A notice before it is put in the recipient's words and layout.
pub struct Draft {
    /// When it happened.
    pub at: Timestamp,
    pub kind: Kind,
    pub event_key: String,
    /// Arguments of `notice-<kind>-title` and `notice-<kind>-body`.
    pub args: Vec<(&'static str, String)>,
    pub link: String,
    /// For kinds whose body depends on who acted: `notice-<kind>-body-<variant>`.
    pub variant: Option<&'static str>,
    /// Said after the body.
    pub extra_paragraphs: Vec<String>,
    pub cards: Vec<Card>,
    pub details: Vec<Detail>,
    /// The button's text's message id.
    pub action: &'static str,
}

/// Everything the notices are made from.
pub struct Teller<'a> {
    pub store: &'a dyn NoticeStore,
    pub orders: &'a dyn OrderStore,
    pub users: &'a dyn UserRepository,
    pub shops: &'a dyn ShopRepository,
    pub texts: &'a dyn Texts,
    pub site: &'a Site,
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
                woken.extend(self.store.tell(Some(event.id), &notices, now).await?);
            }
            if !full {
                return Ok(woken);
            }
        }
    }

    /// The notices one event makes.
    ///
    /// # Errors
    /// A store failure, or a template failing.
    pub async fn notices_for(&self, event: &OrderEvent) -> anyhow::Result<Vec<Notice>> {
        let Some(order) = self.orders.find(event.order).await? else {
            return Ok(Vec::new());
        };
        let shopper = self.user(order.buyer.id).await?;
        let shop = self.shop(order.seller.id).await?;
        let number = number(&order);
        let mut notices = Vec::new();
        let status_key = |kind: Kind| format!("{}:{}", kind.as_str(), event.id);
        match event.status {
            OrderStatus::Processing => {
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
                if let Some(shopper) = &shopper {
                    let cards = placed.iter().map(|o| self.card(shopper.language, o)).collect();
                    notices.push(self.finish(
                        shopper,
                        Draft {
                            at: event.at,
                            kind: Kind::OrderPlaced,
                            event_key: format!("order-placed:{}", order.checkout),
                            args: vec![("count", placed.len().to_string()), ("total", total.to_string())],
                            variant: None,
                            link: pages::user_order(order.id),
                            extra_paragraphs: vec![self.say(
                                shopper.language,
                                "notice-order-placed-intro",
                                &[],
                            )],
                            cards,
                            details: Vec::new(),
                            action: "notice-action-order",
                        },
                    )?);
                    if order.payment_method == PaymentMethod::Razorpay {
                        notices.push(self.finish(
                            shopper,
                            Draft {
                                at: event.at,
                                kind: Kind::PaymentReceived,
                                event_key: format!("payment-received:{}", order.checkout),
                                args: vec![("amount", total.to_string())],
                                variant: None,
                                link: pages::user_order(order.id),
                                extra_paragraphs: Vec::new(),
                                cards: Vec::new(),
                                details: Vec::new(),
                                action: "notice-action-order",
                            },
                        )?);
                    }
                }
                if let Some(shop) = &shop {
                    notices.push(self.finish(
                        shop,
                        Draft {
                            at: event.at,
                            kind: Kind::NewOrder,
                            event_key: status_key(Kind::NewOrder),
                            args: vec![
                                ("order", number.clone()),
                                (
                                    "count",
                                    order.lines.iter().map(|l| l.qty).sum::<u32>().to_string(),
                                ),
                                ("total", order.total.to_string()),
                            ],
                            variant: None,
                            link: pages::shop_order(order.id, order.seller.id),
                            extra_paragraphs: Vec::new(),
                            cards: vec![self.card(shop.language, &order)],
                            details: vec![Detail::new(
                                self.say(shop.language, "notice-label-ship-to", &[]),
                                format!(
                                    "{}, {} {}",
                                    order.address.name, order.address.city, order.address.zip_code
                                ),
                            )],
                            action: "notice-action-shop-order",
                        },
                    )?);
                    let products: Vec<_> = order.lines.iter().map(|l| l.product).collect();
                    let day = kernel::today_in_india(event.at);
                    for low in self.store.low_stock(&products).await? {
                        notices.push(self.finish(
                            shop,
                            Draft {
                                at: event.at,
                                kind: Kind::LowStock,
                                event_key: format!("low-stock:{}:{day}", low.product),
                                args: vec![("product", low.name.clone()), ("stock", low.stock.to_string())],
                                variant: None,
                                link: pages::edit_product(low.product),
                                extra_paragraphs: Vec::new(),
                                cards: Vec::new(),
                                details: Vec::new(),
                                action: "notice-action-product",
                            },
                        )?);
                    }
                }
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
                if let Some(shopper) = &shopper {
                    let mut details = Vec::new();
                    let mut args = vec![("order", number.clone()), ("shop", order.seller.name.clone())];
                    if let Some(shipment) = &order.shipment {
                        args.push(("courier", shipment.courier.as_str().to_owned()));
                        if status != OrderStatus::Delivered {
                            let say = |id: &str| self.say(shopper.language, id, &[]);
                            details.push(Detail::new(
                                say("notice-label-courier"),
                                shipment.courier.as_str(),
                            ));
                            details.push(Detail::new(
                                say("notice-label-tracking"),
                                shipment.tracking_number.as_str(),
                            ));
                            details.push(Detail::new(
                                say("notice-label-expected"),
                                letters::date(self.texts, shopper.language, shipment.expected_delivery),
                            ));
                        }
                    } else {
                        args.push(("courier", "-".to_owned()));
                    }
                    notices.push(self.finish(
                        shopper,
                        Draft {
                            at: event.at,
                            kind,
                            event_key: status_key(kind),
                            args,
                            variant: None,
                            link: pages::track_order(order.id),
                            extra_paragraphs: Vec::new(),
                            cards: Vec::new(),
                            details,
                            action: "notice-action-track",
                        },
                    )?);
                }
            }
            OrderStatus::Cancelled => {
                let by: &'static str = match event.actor.as_str() {
                    "user" => "user",
                    "shop" => "shop",
                    "admin" => "admin",
                    _ => "system",
                };
                if let Some(shopper) = &shopper {
                    let mut details = Vec::new();
                    if let Some(reason) = &event.reason {
                        details.push(Detail::new(
                            self.say(shopper.language, "notice-label-reason", &[]),
                            reason.clone(),
                        ));
                    }
                    let mut extra = Vec::new();
                    if order.payment_method == PaymentMethod::Razorpay && by != "system" {
                        extra.push(self.say(shopper.language, "notice-order-cancelled-refund", &[]));
                    }
                    notices.push(self.finish(
                        shopper,
                        Draft {
                            at: event.at,
                            kind: Kind::OrderCancelled,
                            event_key: status_key(Kind::OrderCancelled),
                            args: vec![("order", number.clone()), ("shop", order.seller.name.clone())],
                            variant: Some(by),
                            link: pages::user_order(order.id),
                            extra_paragraphs: extra,
                            cards: vec![self.card(shopper.language, &order)],
                            details,
                            action: "notice-action-order",
                        },
                    )?);
                }
                // The shop hears of a cancellation it did not make, once it had the order.
                let shop_had_it = order.history.iter().any(|h| h.status == OrderStatus::Processing);
                if let (Some(shop), true) = (&shop, by == "user" && shop_had_it) {
                    let details = event
                        .reason
                        .iter()
                        .map(|reason| {
                            Detail::new(
                                self.say(shop.language, "notice-label-reason", &[]),
                                reason.clone(),
                            )
                        })
                        .collect();
                    notices.push(self.finish(
                        shop,
                        Draft {
                            at: event.at,
                            kind: Kind::ShopOrderCancelled,
                            event_key: status_key(Kind::ShopOrderCancelled),
                            args: vec![("order", number.clone())],
                            variant: None,
                            link: pages::shop_order(order.id, order.seller.id),
                            extra_paragraphs: Vec::new(),
                            cards: vec![self.card(shop.language, &order)],
                            details,
                            action: "notice-action-shop-order",
                        },
                    )?);
                }
            }
            OrderStatus::ProcessingRefund => {
                let open = order.returns.iter().max_by_key(|r| r.requested_at);
                let returned = |language: Language| -> Vec<Card> {
                    open.map(|r| Card {
                        title: self.say(language, "notice-card-return", &[("order", number.clone())]),
                        rows: r
                            .lines
                            .iter()
                            .filter_map(|l| {
                                order.lines.get(l.line as usize).map(|line| Row {
                                    label: line.name.clone(),
                                    quantity: Some(l.qty),
                                    amount: String::new(),
                                })
                            })
                            .collect(),
                        totals: Vec::new(),
                    })
                    .into_iter()
                    .collect()
                };
                if let Some(shopper) = &shopper {
                    notices.push(self.finish(
                        shopper,
                        Draft {
                            at: event.at,
                            kind: Kind::RefundRequested,
                            event_key: status_key(Kind::RefundRequested),
                            args: vec![("order", number.clone()), ("shop", order.seller.name.clone())],
                            variant: None,
                            link: pages::user_order(order.id),
                            extra_paragraphs: Vec::new(),
                            cards: returned(shopper.language),
                            details: Vec::new(),
                            action: "notice-action-order",
                        },
                    )?);
                }
                if let Some(shop) = &shop {
                    let details = open
                        .map(|r| {
                            vec![Detail::new(
                                self.say(shop.language, "notice-label-reason", &[]),
                                {
                                    let reason = self.say(
                                        shop.language,
                                        &format!("return-reason-{}", r.reason.as_str()),
                                        &[],
                                    );
                                    match &r.note {
                                        Some(note) => format!("{reason}: {note}"),
                                        None => reason,
                                    }
                                },
                            )]
                        })
                        .unwrap_or_default();
                    notices.push(self.finish(
                        shop,
                        Draft {
                            at: event.at,
                            kind: Kind::ShopRefundRequested,
                            event_key: status_key(Kind::ShopRefundRequested),
                            args: vec![("order", number.clone())],
                            variant: None,
                            link: pages::shop_order(order.id, order.seller.id),
                            extra_paragraphs: Vec::new(),
                            cards: returned(shop.language),
                            details,
                            action: "notice-action-shop-order",
                        },
                    )?);
                }
            }
            OrderStatus::RefundSuccess => {
                if let Some(shopper) = &shopper {
                    let amount = order
                        .returns
                        .iter()
                        .filter(|r| r.figures.is_some())
                        .max_by_key(|r| r.decided_at)
                        .and_then(|r| r.figures.map(|f| f.amount))
                        .unwrap_or_else(|| order.refunded_amount());
                    notices.push(self.finish(
                        shopper,
                        Draft {
                            at: event.at,
                            kind: Kind::RefundApproved,
                            event_key: status_key(Kind::RefundApproved),
                            args: vec![
                                ("order", number.clone()),
                                ("shop", order.seller.name.clone()),
                                ("amount", amount.to_string()),
                            ],
                            variant: None,
                            link: pages::user_order(order.id),
                            extra_paragraphs: Vec::new(),
                            cards: Vec::new(),
                            details: Vec::new(),
                            action: "notice-action-order",
                        },
                    )?);
                }
            }
            status @ (OrderStatus::RefundRejected | OrderStatus::RefundDeclined) => {
                if let Some(shopper) = &shopper {
                    let details = event
                        .reason
                        .iter()
                        .map(|reason| {
                            Detail::new(
                                self.say(shopper.language, "notice-label-reason", &[]),
                                reason.clone(),
                            )
                        })
                        .collect();
                    let by = if status == OrderStatus::RefundDeclined {
                        "admin"
                    } else {
                        "shop"
                    };
                    notices.push(self.finish(
                        shopper,
                        Draft {
                            at: event.at,
                            kind: Kind::RefundRejected,
                            event_key: status_key(Kind::RefundRejected),
                            args: vec![("order", number.clone()), ("shop", order.seller.name.clone())],
                            variant: Some(by),
                            link: pages::user_order(order.id),
                            extra_paragraphs: Vec::new(),
                            cards: Vec::new(),
                            details,
                            action: "notice-action-order",
                        },
                    )?);
                }
            }
            OrderStatus::AwaitingPayment | OrderStatus::RefundEscalated => {}
        }
        Ok(notices)
    }

    /// One order as a table: its lines, shipping, discount and total.
    #[must_use]
    pub fn card(&self, language: Language, order: &Order) -> Card {
        let say = |id: &str| self.say(language, id, &[]);
        let mut totals = vec![Row::total(say("notice-label-shipping"), order.shipping)];
        if !order.discount.is_zero() {
            totals.push(Row::total(
                say("notice-label-discount"),
                order.discount.checked_neg().unwrap_or(order.discount),
            ));
        }
        totals.push(Row::total(say("notice-label-total"), order.total));
        Card {
            title: self.say(
                language,
                "notice-card-order",
                &[("order", number(order)), ("shop", order.seller.name.clone())],
            ),
            rows: order
                .lines
                .iter()
                .map(|line| Row::item(line.name.clone(), line.qty, line.total))
                .collect(),
            totals,
        }
    }

    /// Puts a draft in the contact's words: the notification, and the email if they want it.
    ///
    /// # Errors
    /// A template failing.
    pub fn finish(&self, contact: &Contact, draft: Draft) -> anyhow::Result<Notice> {
        let kind = draft.kind.as_str();
        let title = self.say(contact.language, &format!("notice-{kind}-title"), &draft.args);
        let body_id = match draft.variant {
            Some(variant) => format!("notice-{kind}-body-{variant}"),
            None => format!("notice-{kind}-body"),
        };
        let body = self.say(contact.language, &body_id, &draft.args);
        let email = if contact.preferences.wants(draft.kind.topic()) {
            let say = |id: &str| self.say(contact.language, id, &[]);
            let mut paragraphs = vec![body.clone()];
            paragraphs.extend(draft.extra_paragraphs);
            let letter = Letter {
                subject: title.clone(),
                greeting: self.say(
                    contact.language,
                    "email-greeting",
                    &[("name", contact.name.clone())],
                ),
                paragraphs,
                cards: draft.cards,
                details: draft.details,
                action: Some(Action::new(say(draft.action), self.site.url(&draft.link))),
                fallback: Some(say("email-link-fallback")),
                signature: say("email-signature"),
                footer: Some(Footer {
                    lines: self.site.operator.clone(),
                    settings: Some(Action::new(
                        say("notice-footer-settings"),
                        self.site.url(&pages::settings(contact.recipient)),
                    )),
                }),
            };
            Some(letter.render(&contact.email, contact.language))
        } else {
            None
        };
        Ok(Notice {
            recipient: contact.recipient,
            kind: draft.kind,
            event_key: format!("{}:{}", draft.event_key, contact.recipient.kind()),
            title,
            body,
            link: draft.link,
            email,
            at: draft.at,
        })
    }

    fn say(&self, language: Language, id: &str, args: &[(&str, String)]) -> String {
        self.texts.text(language, id, args)
    }

    /// The shopper, if the account still exists.
    ///
    /// # Errors
    /// A store failure.
    pub async fn user(&self, id: UserId) -> anyhow::Result<Option<Contact>> {
        let Some(user) = self.users.find(id).await? else {
            return Ok(None);
        };
        let recipient = Recipient::User(id);
        Ok(Some(Contact {
            recipient,
            email: user.email.as_str().to_owned(),
            name: user.name.as_str().to_owned(),
            language: user.language,
            preferences: self.store.preferences(recipient).await?,
        }))
    }

    /// The shop, if it still exists; its seller's name greets.
    ///
    /// # Errors
    /// A store failure.
    pub async fn shop(&self, id: ShopId) -> anyhow::Result<Option<Contact>> {
        let Some(shop) = self.shops.find(id).await? else {
            return Ok(None);
        };
        let recipient = Recipient::Shop(id);
        Ok(Some(Contact {
            recipient,
            email: shop.email.as_str().to_owned(),
            name: shop.owner_name.as_str().to_owned(),
            language: shop.language,
            preferences: self.store.preferences(recipient).await?,
        }))
    }
}

/// How pages and emails name an order: `#` and the first eight hex digits of its id.
#[must_use]
pub fn number(order: &Order) -> String {
    format!("#{}", order.id.short().to_uppercase())
}

#[cfg(test)]
mod tests {
    use kernel::Language;

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
