//! What every notice is made with: the site its links point to, the recipient's contact and
//! choices, and [`Draft`], a notice before it is put in the recipient's words and laid out as an
//! email. The use cases are `tell` (order events) and `scheduled` (reminders and summaries).

use identity::UserRepository;
use kernel::{Language, Texts, Timestamp};
use letters::{Action, Card, Detail, Footer, Letter, Row};
use orders::order::Order;
use orders::ports::OrderStore;
use shops::ShopRepository;

use crate::kinds::{Kind, Preferences, Recipient};
use crate::ports::{Notice, NoticeStore};

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

/// A notice before it is put in the recipient's words and layout: what is said, with which
/// values, linking where. Built with [`Draft::new`] and the methods that add to it.
pub struct Draft {
    at: Timestamp,
    kind: Kind,
    subject: Option<uuid::Uuid>,
    event_key: String,
    args: Vec<(&'static str, String)>,
    link: String,
    variant: Option<&'static str>,
    paragraphs: Vec<String>,
    cards: Vec<Card>,
    details: Vec<Detail>,
    action: &'static str,
}

impl Draft {
    /// A notice of `kind` that happened `at`, keyed `event_key` (the recipient is added to it),
    /// whose button says the message `action` and opens `link`.
    #[must_use]
    pub fn new(kind: Kind, event_key: String, at: Timestamp, link: String, action: &'static str) -> Self {
        Self {
            at,
            kind,
            subject: None,
            event_key,
            args: Vec::new(),
            link,
            variant: None,
            paragraphs: Vec::new(),
            cards: Vec::new(),
            details: Vec::new(),
            action,
        }
    }

    /// The record it is about (see [`Notice::subject`]).
    #[must_use]
    pub fn about(mut self, subject: uuid::Uuid) -> Self {
        self.subject = Some(subject);
        self
    }

    /// A value of `notice-<kind>-title` and `notice-<kind>-body`.
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl ToString) -> Self {
        self.args.push((name, value.to_string()));
        self
    }

    /// For kinds whose body depends on who acted: `notice-<kind>-body-<variant>`.
    #[must_use]
    pub fn variant(mut self, variant: &'static str) -> Self {
        self.variant = Some(variant);
        self
    }

    /// A paragraph after the body.
    #[must_use]
    pub fn paragraph(mut self, paragraph: String) -> Self {
        self.paragraphs.push(paragraph);
        self
    }

    #[must_use]
    pub fn cards(mut self, cards: impl IntoIterator<Item = Card>) -> Self {
        self.cards.extend(cards);
        self
    }

    #[must_use]
    pub fn details(mut self, details: impl IntoIterator<Item = Detail>) -> Self {
        self.details.extend(details);
        self
    }
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
    /// Puts a draft in the contact's words: the notification, and the email if they want it.
    #[must_use]
    pub fn finish(&self, contact: &Contact, draft: Draft) -> Notice {
        let kind = draft.kind.as_str();
        let title = self.say(contact.language, &format!("notice-{kind}-title"), &draft.args);
        let body_id = match draft.variant {
            Some(variant) => format!("notice-{kind}-body-{variant}"),
            None => format!("notice-{kind}-body"),
        };
        let body = self.say(contact.language, &body_id, &draft.args);
        let email = contact.preferences.wants(draft.kind.topic()).then(|| {
            let say = |id: &str| self.say(contact.language, id, &[]);
            Letter {
                subject: title.clone(),
                greeting: self.say(
                    contact.language,
                    "email-greeting",
                    &[("name", contact.name.clone())],
                ),
                paragraphs: std::iter::once(body.clone()).chain(draft.paragraphs).collect(),
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
            }
            .render(&contact.email, contact.language)
        });
        Notice {
            recipient: contact.recipient,
            kind: draft.kind,
            subject: draft.subject,
            event_key: format!("{}:{}", draft.event_key, contact.recipient.kind()),
            title,
            body,
            link: draft.link,
            email,
            at: draft.at,
        }
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
            title: self.order_title(language, order),
            rows: order
                .lines
                .iter()
                .map(|line| Row::item(line.name.clone(), line.qty, line.total))
                .collect(),
            totals,
        }
    }

    /// "Order #1A2B3C4D from Meera's Looms".
    #[must_use]
    pub fn order_title(&self, language: Language, order: &Order) -> String {
        self.say(
            language,
            "notice-card-order",
            &[("order", number(order)), ("shop", order.seller.name.clone())],
        )
    }

    /// A label and a value, the label from the catalogue.
    #[must_use]
    pub fn detail(&self, language: Language, label: &str, value: impl Into<String>) -> Detail {
        Detail::new(self.say(language, label, &[]), value)
    }

    pub(crate) fn say(&self, language: Language, id: &str, args: &[(&str, String)]) -> String {
        self.texts.text(language, id, args)
    }

    /// Whom to tell, if the account still exists: a shopper, or a shop (its seller's name greets).
    ///
    /// # Errors
    /// A store failure.
    pub async fn contact(&self, recipient: Recipient) -> anyhow::Result<Option<Contact>> {
        let account = match recipient {
            Recipient::User(id) => self
                .users
                .find(id)
                .await?
                .map(|user| (user.email, user.name.as_str().to_owned(), user.language)),
            Recipient::Shop(id) => self
                .shops
                .find(id)
                .await?
                .map(|shop| (shop.email, shop.owner_name.as_str().to_owned(), shop.language)),
        };
        let Some((email, name, language)) = account else {
            return Ok(None);
        };
        Ok(Some(Contact {
            recipient,
            email: email.as_str().to_owned(),
            name,
            language,
            preferences: self.store.preferences(recipient).await?,
        }))
    }
}

/// How pages and emails name an order: `#` and the first eight hex digits of its id.
#[must_use]
pub fn number(order: &Order) -> String {
    format!("#{}", order.id.short().to_uppercase())
}
