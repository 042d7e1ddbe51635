//! Complaints to the grievance officer ([`GrievanceStore`]; docs/tax.md "Disclosures"): kept
//! with the emails they cause in one transaction, so an acknowledged complaint is always kept and
//! a kept one always acknowledged.

use anyhow::anyhow;
use async_trait::async_trait;
use kernel::{Language, OrderId, OutgoingEmail, Page, PageRequest, ShopId, Timestamp, UserId};
use orders::grievances::{Complainant, Contact, Decision, Grievance, GrievanceStatus, GrievanceStore};
use sea_orm::prelude::Uuid;
use sea_orm::{ConnectionTrait, DatabaseConnection, QueryResult};

use crate::db::{Database, begin_write};
use crate::outbox::enqueue;
use crate::sql::{Sql, count_rows, exec, push_page};

const COLUMNS: &str = "id, ticket, user_id, shop_id, name, email, language, order_id, subject, message, status, \
                       answer, answered_at, closed_at, created_at, due_by";

#[derive(Debug, Clone)]
pub struct SeaGrievanceStore {
    db: DatabaseConnection,
}

impl SeaGrievanceStore {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        Self {
            db: db.connection().clone(),
        }
    }

    async fn page(&self, filter: Sql, page: PageRequest) -> anyhow::Result<Page<Grievance>> {
        let mut count = Sql::new("SELECT COUNT(*) AS n FROM grievances");
        count.append(filter.clone());
        let total = count_rows(&self.db, count).await?;
        let mut select = Sql::new(&format!("SELECT {COLUMNS} FROM grievances"));
        select.append(filter).push(" ORDER BY created_at DESC, id");
        push_page(&mut select, page);
        let items = self
            .db
            .query_all_raw(select.build(self.db.get_database_backend()))
            .await?
            .iter()
            .map(read)
            .collect::<anyhow::Result<Vec<_>>>()?;
        Ok(Page::new(items, total, page))
    }
}

fn read(row: &QueryResult) -> anyhow::Result<Grievance> {
    let complainant = match (
        row.try_get::<Option<Uuid>>("", "user_id")?,
        row.try_get::<Option<Uuid>>("", "shop_id")?,
    ) {
        (Some(user), None) => Complainant::User(UserId::from_uuid(user)),
        (None, Some(shop)) => Complainant::Shop(ShopId::from_uuid(shop)),
        _ => return Err(anyhow!("a grievance with no one, or two, complaining")),
    };
    let status: String = row.try_get("", "status")?;
    let language: String = row.try_get("", "language")?;
    Ok(Grievance {
        id: row.try_get("", "id")?,
        ticket: row.try_get("", "ticket")?,
        complainant,
        contact: Contact {
            name: row.try_get("", "name")?,
            email: row.try_get("", "email")?,
            language: Language::parse(&language).unwrap_or(Language::En),
        },
        order: row
            .try_get::<Option<Uuid>>("", "order_id")?
            .map(OrderId::from_uuid),
        subject: row.try_get("", "subject")?,
        message: row.try_get("", "message")?,
        status: GrievanceStatus::parse(&status).ok_or_else(|| anyhow!("grievance status {status}"))?,
        answer: row.try_get("", "answer")?,
        answered_at: row.try_get("", "answered_at")?,
        closed_at: row.try_get("", "closed_at")?,
        created_at: row.try_get("", "created_at")?,
        due_by: row.try_get("", "due_by")?,
    })
}

#[async_trait]
impl GrievanceStore for SeaGrievanceStore {
    async fn file(&self, grievance: &Grievance, emails: &[OutgoingEmail]) -> anyhow::Result<()> {
        let (user, shop) = match grievance.complainant {
            Complainant::User(user) => (Some(user.as_uuid()), None),
            Complainant::Shop(shop) => (None, Some(shop.as_uuid())),
        };
        let txn = begin_write(&self.db).await?;
        let mut insert = Sql::new(&format!("INSERT INTO grievances ({COLUMNS}) VALUES ("));
        insert
            .bind(grievance.id)
            .push(", ")
            .bind(grievance.ticket.clone())
            .push(", ")
            .bind(user)
            .push(", ")
            .bind(shop)
            .push(", ")
            .bind(grievance.contact.name.clone())
            .push(", ")
            .bind(grievance.contact.email.clone())
            .push(", ")
            .bind(grievance.contact.language.code())
            .push(", ")
            .bind(grievance.order.map(|order| order.as_uuid()))
            .push(", ")
            .bind(grievance.subject.clone())
            .push(", ")
            .bind(grievance.message.clone())
            .push(", ")
            .bind(grievance.status.as_str())
            .push(", ")
            .bind(grievance.answer.clone())
            .push(", ")
            .bind(grievance.answered_at)
            .push(", ")
            .bind(grievance.closed_at)
            .push(", ")
            .bind(grievance.created_at)
            .push(", ")
            .bind(grievance.due_by)
            .push(")");
        exec(&txn, insert).await?;
        for email in emails {
            enqueue(&txn, email, grievance.created_at).await?;
        }
        txn.commit().await?;
        Ok(())
    }

    async fn of_complainant(
        &self,
        complainant: Complainant,
        page: PageRequest,
    ) -> anyhow::Result<Page<Grievance>> {
        let mut filter = Sql::default();
        match complainant {
            Complainant::User(user) => filter.push(" WHERE user_id = ").bind(user.as_uuid()),
            Complainant::Shop(shop) => filter.push(" WHERE shop_id = ").bind(shop.as_uuid()),
        };
        self.page(filter, page).await
    }

    async fn list(
        &self,
        status: Option<GrievanceStatus>,
        page: PageRequest,
    ) -> anyhow::Result<Page<Grievance>> {
        let mut filter = Sql::default();
        if let Some(status) = status {
            filter.push(" WHERE status = ").bind(status.as_str());
        }
        self.page(filter, page).await
    }

    async fn find(&self, id: Uuid) -> anyhow::Result<Option<Grievance>> {
        let mut select = Sql::new(&format!("SELECT {COLUMNS} FROM grievances WHERE id = "));
        select.bind(id);
        self.db
            .query_one_raw(select.build(self.db.get_database_backend()))
            .await?
            .as_ref()
            .map(read)
            .transpose()
    }

    async fn decide(
        &self,
        id: Uuid,
        decision: &Decision,
        email: &OutgoingEmail,
        at: Timestamp,
    ) -> anyhow::Result<Option<Grievance>> {
        let txn = begin_write(&self.db).await?;
        let mut update = Sql::new("UPDATE grievances SET ");
        match decision {
            Decision::Answer(answer) => update
                .push("status = 'answered', answer = ")
                .bind(answer.clone())
                .push(", answered_at = ")
                .bind(at),
            Decision::Close(Some(last)) => update
                .push("status = 'closed', answer = ")
                .bind(last.clone())
                .push(", answered_at = ")
                .bind(at)
                .push(", closed_at = ")
                .bind(at),
            Decision::Close(None) => update.push("status = 'closed', closed_at = ").bind(at),
        };
        update
            .push(" WHERE id = ")
            .bind(id)
            .push(" AND status <> 'closed'");
        if exec(&txn, update).await? == 0 {
            txn.rollback().await?;
            return Ok(None);
        }
        enqueue(&txn, email, at).await?;
        txn.commit().await?;
        self.find(id).await
    }
}
