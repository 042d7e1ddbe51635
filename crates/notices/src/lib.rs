//! What Haat tells people (docs/notifications.md): order emails and the notification centre.
//!
//! Order events come from each order's status history ([`tell`]); reminders and summaries from
//! the clock ([`scheduled`]); both draft notices with what [`teller`] provides. Each becomes a [`ports::Notice`] per recipient: a notification in
//! their centre and, unless they switched its [`kinds::Topic`] off, an email through the outbox,
//! laid out by the `letters` templates.

pub mod feed;
pub mod kinds;
pub mod ports;
pub mod scheduled;
pub mod tell;
pub mod teller;

pub use kinds::{Kind, Preferences, Recipient, Topic};
pub use ports::{Notice, NoticeStore, Notification, NotificationFeed, OrderEvent, Which};
pub use teller::{Site, Teller};
