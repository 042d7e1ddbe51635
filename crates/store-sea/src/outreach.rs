//! The newsletter's subscribers (each with their coupon) and the contact form's messages; both
//! queue their email in the same transaction.

use async_trait::async_trait;
use cart_rules::Coupon;
use identity::Email;
use identity::contact_form::{ContactInbox, ContactMessage};
use kernel::{OutgoingEmail, Timestamp};
use orders::newsletter::{NewsletterStore, Stored};
use sea_orm::DatabaseConnection;
use sea_orm::prelude::Uuid;

use crate::db::{Database, begin_write};
use crate::orders::coupon_insert;
use crate::outbox::enqueue;
use crate::sql::{Sql, exec};

#[derive(Debug, Clone)]
pub struct SeaOutreach {
    db: DatabaseConnection,
}

impl SeaOutreach {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        Self {
            db: db.connection().clone(),
        }
    }
}

#[async_trait]
impl NewsletterStore for SeaOutreach {
    async fn subscribe(
        &self,
        email: &Email,
        coupon: &Coupon,
        message: &OutgoingEmail,
        now: Timestamp,
    ) -> anyhow::Result<Stored> {
        let txn = begin_write(&self.db).await?;
        exec(&txn, coupon_insert(coupon, now)).await?;
        // The unique address decides: a second subscription (even a concurrent one) inserts
        // nothing and rolls its coupon back.
        let mut insert =
            Sql::new("INSERT INTO newsletter_subscribers (id, email, coupon_id, created_at) VALUES (");
        insert
            .bind(Uuid::new_v4())
            .push(", ")
            .bind(email.as_str().to_owned())
            .push(", ")
            .bind(coupon.id.as_uuid())
            .push(", ")
            .bind(now)
            .push(") ON CONFLICT (email) DO NOTHING");
        if exec(&txn, insert).await? == 0 {
            txn.rollback().await?;
            return Ok(Stored::AlreadySubscribed);
        }
        enqueue(&txn, message, now).await?;
        txn.commit().await?;
        Ok(Stored::Subscribed)
    }
}

#[async_trait]
impl ContactInbox for SeaOutreach {
    async fn receive(
        &self,
        message: &ContactMessage,
        notice: &OutgoingEmail,
        now: Timestamp,
    ) -> anyhow::Result<()> {
        let txn = begin_write(&self.db).await?;
        let mut insert =
            Sql::new("INSERT INTO contact_messages (id, name, email, subject, message, created_at) VALUES (");
        insert
            .bind(Uuid::new_v4())
            .push(", ")
            .bind(message.name.clone())
            .push(", ")
            .bind(message.email.as_str().to_owned())
            .push(", ")
            .bind(message.subject.clone())
            .push(", ")
            .bind(message.message.clone())
            .push(", ")
            .bind(now)
            .push(")");
        exec(&txn, insert).await?;
        enqueue(&txn, notice, now).await?;
        txn.commit().await?;
        Ok(())
    }
}
