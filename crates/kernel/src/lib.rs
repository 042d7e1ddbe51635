//! Haat's kernel: the small vocabulary every other crate shares.
//!
//! Nothing here performs I/O. Types are built so that an invalid value cannot exist:
//! [`Money`] cannot overflow silently, [`PageRequest`] cannot ask for 10,000 rows, and
//! time only comes from a [`Clock`] so every time-dependent rule can be tested.

pub mod audit;
pub mod clock;
pub mod email;
pub mod id;
pub mod language;
pub mod media;
pub mod money;
pub mod page;
pub mod removed;
pub mod review_reason;
pub mod sort;
pub mod tax;

pub use audit::{AuditEntry, AuditLog, AuditRecord};
pub use clock::{Clock, ManualClock, SystemClock, Timestamp, india, today_in_india};
pub use email::{EmailOutbox, Mailer, OutgoingEmail, QueuedEmail};
pub use id::{
    AddressId, CheckoutId, ConversationId, CouponId, EmailId, IdError, ImportId, LedgerLineId, MessageId,
    OrderId, PaymentId, ProductId, ProductImageId, ReviewId, ShopId, UserId, WithdrawalId,
};
pub use language::{Described, EchoTexts, Language, Message, Texts, UnknownLanguage};
pub use media::{ImageError, MediaKey, MediaStore};
pub use money::{Money, MoneyError, Rate};
pub use page::{Page, PageError, PageRequest};
pub use removed::Removed;
pub use review_reason::ReviewReason;
pub use sort::{SortBy, SortError, SortKey};
pub use tax::{GstRate, GstRateError, Hsn, HsnError};
