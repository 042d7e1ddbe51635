//! Complaints to the grievance officer (docs/tax.md "Disclosures"; Consumer Protection
//! (E-Commerce) Rules 2020, rule 4(5)): a shopper or a seller files one, optionally about one of
//! their orders, and gets a ticket number and an acknowledgement by email at once (the rules
//! allow 48 hours); the Admin answers it and closes it, each step emailed to the complainant, and
//! each is due within one month of filing.
//!
//! The ticket is made from the day and the complaint's id (`GRV-261127-9F3A21C4`), so it is known
//! before the complaint is kept and the acknowledgement goes out in the same transaction; the
//! store's unique index refuses the one-in-four-billion repeat on a day.

use async_trait::async_trait;
use chrono::Duration;
use kernel::{Language, OrderId, OutgoingEmail, Page, PageRequest, ShopId, Texts, Timestamp, UserId};
use uuid::Uuid;

use crate::order::Actor;
use crate::ports::OrderStore;

/// How long the officer has to resolve a complaint (rule 4(5)(b): one month).
pub const RESOLVE_WITHIN_DAYS: i64 = 30;

/// Why a complaint, or an answer, was refused, naming the field.
#[derive(Debug, thiserror::Error)]
pub enum GrievanceError {
    #[error("write a subject of 3 to 150 characters")]
    Subject,
    #[error("write a message of 10 to 5000 characters")]
    Message,
    /// Not an order of the complainant's (or no order at all): not told apart.
    #[error("that is not one of your orders")]
    Order,
    #[error("write an answer of 10 to 5000 characters")]
    Answer,
    #[error("the complaint is closed")]
    Closed,
    #[error("no such complaint")]
    NotFound,
    #[error(transparent)]
    Store(#[from] anyhow::Error),
}

impl GrievanceError {
    /// The input at fault, when there is one.
    #[must_use]
    pub const fn field(&self) -> Option<&'static str> {
        match self {
            Self::Subject => Some("subject"),
            Self::Message => Some("message"),
            Self::Order => Some("orderId"),
            Self::Answer => Some("answer"),
            _ => None,
        }
    }
}

impl kernel::Described for GrievanceError {
    fn message(&self) -> kernel::Message {
        kernel::Message::new(match self {
            Self::Subject => "field-grievance-subject",
            Self::Message => "field-grievance-message",
            Self::Order => "field-grievance-order",
            Self::Answer => "field-grievance-answer",
            Self::Closed => "error-grievance_closed",
            Self::NotFound | Self::Store(_) => "error-not_found-grievance",
        })
    }
}

/// Who complains: a shopper (or the Admin) or a shop.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Complainant {
    User(UserId),
    Shop(ShopId),
}

impl Complainant {
    const fn actor(self) -> Actor {
        match self {
            Self::User(user) => Actor::Shopper(user),
            Self::Shop(shop) => Actor::Shop(shop),
        }
    }
}

/// The complainant as the complaint keeps them: where to write, and in which language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contact {
    pub name: String,
    pub email: String,
    pub language: Language,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GrievanceStatus {
    /// Filed, not answered yet.
    Open,
    /// Answered; the complainant may still write back through customer care.
    Answered,
    /// Resolved; nothing more happens to it.
    Closed,
}

impl GrievanceStatus {
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Open => "open",
            Self::Answered => "answered",
            Self::Closed => "closed",
        }
    }

    #[must_use]
    pub fn parse(raw: &str) -> Option<Self> {
        [Self::Open, Self::Answered, Self::Closed]
            .into_iter()
            .find(|s| s.as_str() == raw)
    }
}

/// A complaint as kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grievance {
    pub id: Uuid,
    pub ticket: String,
    pub complainant: Complainant,
    pub contact: Contact,
    pub order: Option<OrderId>,
    pub subject: String,
    pub message: String,
    pub status: GrievanceStatus,
    /// The officer's latest answer.
    pub answer: Option<String>,
    pub answered_at: Option<Timestamp>,
    pub closed_at: Option<Timestamp>,
    pub created_at: Timestamp,
    /// One month after filing.
    pub due_by: Timestamp,
}

impl Grievance {
    /// Still waiting to be closed after its month.
    #[must_use]
    pub fn overdue(&self, now: Timestamp) -> bool {
        self.status != GrievanceStatus::Closed && now > self.due_by
    }
}

/// What the officer does with a complaint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// Answers it; it stays open for the complainant's reply until closed.
    Answer(String),
    /// Closes it, with a last word when given.
    Close(Option<String>),
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait GrievanceStore: Send + Sync {
    /// In one transaction: keeps `grievance` and queues `emails` (its acknowledgement and the
    /// officer's notice). Errs on a repeated ticket, which the caller does not retry.
    async fn file(&self, grievance: &Grievance, emails: &[OutgoingEmail]) -> anyhow::Result<()>;
    /// The complainant's complaints, newest first.
    async fn of_complainant(
        &self,
        complainant: Complainant,
        page: PageRequest,
    ) -> anyhow::Result<Page<Grievance>>;
    /// Every complaint, or those of `status`, newest first.
    async fn list(
        &self,
        status: Option<GrievanceStatus>,
        page: PageRequest,
    ) -> anyhow::Result<Page<Grievance>>;
    /// The complaint `id`, whoever filed it.
    async fn find(&self, id: Uuid) -> anyhow::Result<Option<Grievance>>;
    /// In one transaction, when the complaint is not closed: records the answer (and the status
    /// `answered`), or closes it (its last word as the answer, when given), and queues `email`.
    /// `None` when it is closed already, or missing.
    async fn decide(
        &self,
        id: Uuid,
        decision: &Decision,
        email: &OutgoingEmail,
        at: Timestamp,
    ) -> anyhow::Result<Option<Grievance>>;
}

/// A text of `min` to `max` characters with its line breaks kept and no other control
/// characters; `None` otherwise.
fn text(raw: &str, min: usize, max: usize, one_line: bool) -> Option<String> {
    let trimmed = if one_line {
        raw.split_whitespace().collect::<Vec<_>>().join(" ")
    } else {
        raw.trim().replace("\r\n", "\n")
    };
    let length = trimmed.chars().count();
    let clean = !trimmed
        .chars()
        .any(|c| c.is_control() && !(c == '\n' || c == '\t'));
    ((min..=max).contains(&length) && clean).then_some(trimmed)
}

/// A complaint as filed, before it is checked.
#[derive(Debug, Clone)]
pub struct Complaint<'a> {
    pub subject: &'a str,
    pub message: &'a str,
    pub order: Option<&'a str>,
}

/// Where the officer is told of a new complaint, and who signs the emails.
#[derive(Debug, Clone)]
pub struct Officer {
    /// The grievance officer's inbox, else the operator's.
    pub email: String,
    pub name: Option<String>,
}

/// Files `complaint` for `complainant`: checks it (each wrong field named), checks the order is
/// theirs, keeps it with a new ticket and, in the same transaction, emails the complainant an
/// acknowledgement in their language and the officer a notice.
///
/// # Errors
/// The wrong fields; [`GrievanceError::Store`] when the store fails.
pub async fn file(
    store: &dyn GrievanceStore,
    orders: &dyn OrderStore,
    texts: &dyn Texts,
    (complainant, contact): (Complainant, Contact),
    officer: &Officer,
    complaint: Complaint<'_>,
    now: Timestamp,
) -> Result<Grievance, Vec<GrievanceError>> {
    let mut problems = Vec::new();
    let subject = text(complaint.subject, 3, 150, true);
    if subject.is_none() {
        problems.push(GrievanceError::Subject);
    }
    let message = text(complaint.message, 10, 5000, false);
    if message.is_none() {
        problems.push(GrievanceError::Message);
    }
    let order = match complaint.order.map(str::trim).filter(|o| !o.is_empty()) {
        None => None,
        Some(raw) => {
            let theirs = match raw.parse::<OrderId>() {
                Ok(id) => orders
                    .find(id)
                    .await
                    .map_err(|e| vec![GrievanceError::Store(e)])?
                    .filter(|order| order.is_visible_to(complainant.actor()))
                    .map(|order| order.id),
                Err(_) => None,
            };
            if theirs.is_none() {
                problems.push(GrievanceError::Order);
            }
            theirs
        }
    };
    let (Some(subject), Some(message)) = (subject, message) else {
        return Err(problems);
    };
    if !problems.is_empty() {
        return Err(problems);
    }
    let id = Uuid::new_v4();
    let grievance = Grievance {
        id,
        ticket: ticket(id, now),
        complainant,
        contact,
        order,
        subject,
        message,
        status: GrievanceStatus::Open,
        answer: None,
        answered_at: None,
        closed_at: None,
        created_at: now,
        due_by: now + Duration::days(RESOLVE_WITHIN_DAYS),
    };
    let emails = [acknowledgement(texts, &grievance), notice(&grievance, officer)];
    store
        .file(&grievance, &emails)
        .await
        .map_err(|e| vec![GrievanceError::Store(e)])?;
    Ok(grievance)
}

/// The officer answers or closes a complaint; the complainant is emailed in their language.
///
/// # Errors
/// [`GrievanceError::Answer`] for an answer of the wrong length; [`GrievanceError::NotFound`];
/// [`GrievanceError::Closed`] once closed.
pub async fn decide(
    store: &dyn GrievanceStore,
    texts: &dyn Texts,
    id: Uuid,
    decision: Decision,
    now: Timestamp,
) -> Result<Grievance, GrievanceError> {
    let decision = match decision {
        Decision::Answer(raw) => Decision::Answer(text(&raw, 10, 5000, false).ok_or(GrievanceError::Answer)?),
        Decision::Close(Some(raw)) if !raw.trim().is_empty() => {
            Decision::Close(Some(text(&raw, 10, 5000, false).ok_or(GrievanceError::Answer)?))
        }
        Decision::Close(_) => Decision::Close(None),
    };
    let grievance = store.find(id).await?.ok_or(GrievanceError::NotFound)?;
    if grievance.status == GrievanceStatus::Closed {
        return Err(GrievanceError::Closed);
    }
    let email = decision_email(texts, &grievance, &decision);
    store
        .decide(id, &decision, &email, now)
        .await?
        .ok_or(GrievanceError::Closed)
}

/// `GRV-261127-9F3A21C4`: the day in India and the first eight hex digits of the id.
fn ticket(id: Uuid, now: Timestamp) -> String {
    let day = kernel::today_in_india(now).format("%y%m%d");
    let hex = id.simple().to_string().to_uppercase();
    format!("GRV-{day}-{}", &hex[..8])
}

fn email(texts: &dyn Texts, to: &Contact, subject: String, body: String) -> OutgoingEmail {
    let say = |id: &str, args: &[(&str, String)]| texts.text(to.language, id, args);
    letters::Letter {
        subject,
        greeting: say("email-greeting", &[("name", to.name.clone())]),
        paragraphs: vec![body],
        signature: say("email-signature", &[]),
        ..letters::Letter::default()
    }
    .render(&to.email, to.language)
}

/// The complainant's acknowledgement: the ticket, what they wrote, and when it is due.
fn acknowledgement(texts: &dyn Texts, grievance: &Grievance) -> OutgoingEmail {
    let to = &grievance.contact;
    let say = |id: &str, args: &[(&str, String)]| texts.text(to.language, id, args);
    let ticket = ("ticket", grievance.ticket.clone());
    let due = (
        "due",
        kernel::today_in_india(grievance.due_by)
            .format("%d %b %Y")
            .to_string(),
    );
    email(
        texts,
        to,
        say("email-grievance-received-subject", std::slice::from_ref(&ticket)),
        format!(
            "{}\n\n{}\n\n{}",
            say("email-grievance-received-body", &[ticket, due]),
            grievance.subject,
            grievance.message
        ),
    )
}

/// The officer's notice of a new complaint, in English, the operator's language.
fn notice(grievance: &Grievance, officer: &Officer) -> OutgoingEmail {
    let order = grievance
        .order
        .map_or_else(|| "none".to_owned(), |order| order.to_string());
    let text = format!(
        "Ticket: {}\nFrom: {} <{}>\nOrder: {order}\nDue by: {}\n\nSubject: {}\n\n{}\n",
        grievance.ticket,
        grievance.contact.name,
        grievance.contact.email,
        kernel::today_in_india(grievance.due_by).format("%d %b %Y"),
        grievance.subject,
        grievance.message
    );
    letters::Letter {
        subject: format!("New complaint {}: {}", grievance.ticket, grievance.subject),
        greeting: text,
        ..letters::Letter::default()
    }
    .render(&officer.email, kernel::Language::En)
}

fn decision_email(texts: &dyn Texts, grievance: &Grievance, decision: &Decision) -> OutgoingEmail {
    let to = &grievance.contact;
    let say = |id: &str, args: &[(&str, String)]| texts.text(to.language, id, args);
    let ticket = ("ticket", grievance.ticket.clone());
    let (subject, body) = match decision {
        Decision::Answer(answer) => (
            say("email-grievance-answered-subject", std::slice::from_ref(&ticket)),
            format!("{}\n\n{answer}", say("email-grievance-answered-body", &[ticket])),
        ),
        Decision::Close(last) => (
            say("email-grievance-closed-subject", std::slice::from_ref(&ticket)),
            match last {
                Some(last) => format!("{}\n\n{last}", say("email-grievance-closed-body", &[ticket])),
                None => say("email-grievance-closed-body", &[ticket]),
            },
        ),
    };
    email(texts, to, subject, body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    use kernel::EchoTexts;

    fn now() -> Timestamp {
        chrono::Utc.with_ymd_and_hms(2026, 11, 27, 6, 30, 0).unwrap()
    }

    fn contact() -> Contact {
        Contact {
            name: "Priya Nair".to_owned(),
            email: "priya@example.com".to_owned(),
            language: Language::Hi,
        }
    }

    fn officer() -> Officer {
        Officer {
            email: "grievance@haat.example".to_owned(),
            name: Some("Anita Rao".to_owned()),
        }
    }

    #[tokio::test]
    async fn a_complaint_is_kept_with_a_ticket_and_acknowledged_at_once_in_the_complainants_language() {
        let mut store = MockGrievanceStore::new();
        store
            .expect_file()
            .withf(|grievance, emails| {
                let ack = &emails[0];
                grievance.ticket.starts_with("GRV-261127-")
                    && grievance.ticket.len() == "GRV-261127-9F3A21C4".len()
                    && grievance.status == GrievanceStatus::Open
                    && grievance.due_by == now() + Duration::days(30)
                    && grievance.subject == "Late refund"
                    && ack.to == "priya@example.com"
                    && ack
                        .subject
                        .starts_with("email-grievance-received-subject@hi ticket=GRV-261127-")
                    && ack.text.contains("due=27 Dec 2026")
                    && emails[1].to == "grievance@haat.example"
                    && emails[1].text.contains("From: Priya Nair <priya@example.com>")
            })
            .times(1)
            .returning(|_, _| Ok(()));
        let orders = crate::ports::MockOrderStore::new();
        let filed = file(
            &store,
            &orders,
            &EchoTexts,
            (Complainant::User(UserId::new()), contact()),
            &officer(),
            Complaint {
                subject: "  Late   refund ",
                message: "My refund has not arrived after ten days.",
                order: None,
            },
            now(),
        )
        .await
        .unwrap();
        assert_eq!(filed.message, "My refund has not arrived after ten days.");
    }

    #[tokio::test]
    async fn each_wrong_field_is_named_and_another_accounts_order_is_not_told_apart_from_none() {
        let store = MockGrievanceStore::new();
        let mut orders = crate::ports::MockOrderStore::new();
        orders.expect_find().returning(|_| Ok(None));
        let problems = file(
            &store,
            &orders,
            &EchoTexts,
            (Complainant::User(UserId::new()), contact()),
            &officer(),
            Complaint {
                subject: "a",
                message: "short",
                order: Some("00000000-0000-4000-8000-000000000000"),
            },
            now(),
        )
        .await
        .unwrap_err();
        assert_eq!(
            problems.iter().map(GrievanceError::field).collect::<Vec<_>>(),
            [Some("subject"), Some("message"), Some("orderId")]
        );
    }

    #[tokio::test]
    async fn a_closed_complaint_takes_no_more_answers() {
        let mut store = MockGrievanceStore::new();
        let id = Uuid::new_v4();
        store.expect_find().returning(move |_| {
            Ok(Some(Grievance {
                id,
                ticket: "GRV-261127-9F3A21C4".to_owned(),
                complainant: Complainant::User(UserId::new()),
                contact: contact(),
                order: None,
                subject: "Late refund".to_owned(),
                message: "My refund has not arrived after ten days.".to_owned(),
                status: GrievanceStatus::Closed,
                answer: None,
                answered_at: None,
                closed_at: Some(now()),
                created_at: now(),
                due_by: now() + Duration::days(30),
            }))
        });
        let answer = Decision::Answer("We have refunded you today.".to_owned());
        assert!(matches!(
            decide(&store, &EchoTexts, id, answer, now()).await,
            Err(GrievanceError::Closed)
        ));
        assert!(matches!(
            decide(&store, &EchoTexts, id, Decision::Answer("ok".to_owned()), now()).await,
            Err(GrievanceError::Answer)
        ));
    }
}
