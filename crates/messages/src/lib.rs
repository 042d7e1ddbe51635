//! Buyer–seller messages (docs/messages.md): a shopper asks a shop about a product or an order,
//! and the two write to each other, with pictures, inside Haat. Phone numbers and email
//! addresses typed into a message are masked before it is kept, so trades stay on the platform
//! where the shopper is protected; either side may report a conversation, and the Admin may stop
//! a party from messaging.
//!
//! The domain decides what a message may hold and who may read or write it; the store keeps
//! conversations and their messages (`ports`), the image pipeline keeps their pictures out of
//! public reach, and the API carries new messages live over the notification stream.

pub mod conversation;
pub mod error;
pub mod mask;
pub mod moderate;
pub mod ports;
pub mod read;
pub mod report;
pub mod send;
pub mod start;
pub mod text;

pub use conversation::{Access, Conversation, Message, OrderCard, Party, ProductCard, Report, Side, Viewer};
pub use error::MessageError;
pub use ports::{ConversationStore, MessageImages, MessageNotice, NewConversation, Subject, SubjectCheck};
