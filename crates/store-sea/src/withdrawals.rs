//! Payout methods and withdrawals (docs/orders.md "Withdrawals"). A hold reads the available
//! balance and writes the request with its two ledger lines in one transaction that holds a lock on
//! the shop's balance, so concurrent requests queue and can never overdraw: on PostgreSQL the
//! shop's row is locked `FOR UPDATE`; on SQLite `BEGIN IMMEDIATE` already admits one writer.

use anyhow::{Context as _, anyhow};
use async_trait::async_trait;
use kernel::{Money, Page, PageRequest, ShopId, SortBy, Timestamp, UserId, WithdrawalId};
use orders::{
    AccountNumber, BankName, Decided, Decision, HoldOutcome, HolderName, Ifsc, PayoutMethod, UpiId,
    Withdrawal, WithdrawalScope, WithdrawalSort, WithdrawalStatus, WithdrawalStore,
};
use sea_orm::prelude::Uuid;
use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection, QueryResult};
use serde_json::{Value, json};

use crate::db::{Database, begin_write};
use crate::ledger;
use crate::sql::{Sql, count_rows, exec, money, push_order, push_page, removed};

#[derive(Debug, Clone)]
pub struct SeaWithdrawalStore {
    db: DatabaseConnection,
    backend: DatabaseBackend,
}

impl SeaWithdrawalStore {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        let connection = db.connection().clone();
        Self {
            backend: connection.get_database_backend(),
            db: connection,
        }
    }
}

const SELECT_WITHDRAWAL: &str = "SELECT w.id, w.shop_id, w.amount_paise, w.status, w.payout_snapshot, w.reject_reason, \
     w.decided_by, w.decided_at, w.created_at, s.shop_name, s.email AS shop_email, s.language AS shop_language \
     FROM withdrawals w JOIN shops s ON s.id = w.shop_id";

fn method_of(row: &QueryResult) -> anyhow::Result<PayoutMethod> {
    let kind: String = row.try_get("", "kind")?;
    let text = |column: &str| -> anyhow::Result<String> {
        row.try_get::<Option<String>>("", column)?
            .ok_or_else(|| anyhow!("payout method without {column}"))
    };
    Ok(match kind.as_str() {
        "bank" => PayoutMethod::Bank {
            holder: HolderName::parse(&text("account_holder")?)?,
            number: AccountNumber::parse(&text("account_number")?)?,
            ifsc: Ifsc::parse(&text("ifsc")?)?,
            bank_name: BankName::parse(
                &row.try_get::<Option<String>>("", "bank_name")?
                    .unwrap_or_default(),
            )?,
        },
        "upi" => PayoutMethod::Upi(UpiId::parse(&text("upi_id")?)?),
        other => return Err(anyhow!("unknown payout kind {other}")),
    })
}

/// The copy of a payout method kept with a withdrawal: in full, because the Admin pays to it.
fn snapshot(method: &PayoutMethod) -> String {
    match method {
        PayoutMethod::Bank {
            holder,
            number,
            ifsc,
            bank_name,
        } => json!({
            "type": "bank",
            "holderName": holder.as_str(),
            "accountNumber": number.as_str(),
            "ifsc": ifsc.as_str(),
            "bankName": bank_name.as_ref().map(BankName::as_str),
        }),
        PayoutMethod::Upi(id) => json!({"type": "upi", "upiId": id.as_str()}),
    }
    .to_string()
}

fn from_snapshot(text: &str) -> anyhow::Result<PayoutMethod> {
    let value: Value = serde_json::from_str(text).context("payout snapshot is not JSON")?;
    let field = |name: &str| value.get(name).and_then(Value::as_str).unwrap_or_default();
    Ok(match field("type") {
        "bank" => PayoutMethod::Bank {
            holder: HolderName::parse(field("holderName"))?,
            number: AccountNumber::parse(field("accountNumber"))?,
            ifsc: Ifsc::parse(field("ifsc"))?,
            bank_name: BankName::parse(field("bankName"))?,
        },
        "upi" => PayoutMethod::Upi(UpiId::parse(field("upiId"))?),
        other => return Err(anyhow!("unknown payout snapshot type {other}")),
    })
}

fn withdrawal_of(row: &QueryResult) -> anyhow::Result<Withdrawal> {
    let status: String = row.try_get("", "status")?;
    Ok(Withdrawal {
        id: WithdrawalId::from_uuid(row.try_get("", "id")?),
        shop: ShopId::from_uuid(row.try_get("", "shop_id")?),
        shop_name: row.try_get("", "shop_name")?,
        shop_email: row.try_get("", "shop_email")?,
        shop_language: kernel::Language::parse(&row.try_get::<String>("", "shop_language")?)?,
        amount: money(row, "amount_paise")?,
        status: WithdrawalStatus::parse_stored(&status)
            .map_err(|s| anyhow!("unknown withdrawal status {s}"))?,
        payout: from_snapshot(&row.try_get::<String>("", "payout_snapshot")?)?,
        reason: row.try_get("", "reject_reason")?,
        decided_by: row
            .try_get::<Option<Uuid>>("", "decided_by")?
            .map(UserId::from_uuid),
        created_at: row.try_get("", "created_at")?,
        decided_at: row.try_get("", "decided_at")?,
    })
}

/// One of a withdrawal's ledger lines, keyed `{key}:{withdrawal}:{account}` so it is posted once.
fn line(
    shop: Uuid,
    account: &'static str,
    kind: &'static str,
    amount: i64,
    withdrawal: WithdrawalId,
    key: &str,
    at: Timestamp,
) -> Sql {
    ledger::post(ledger::Line {
        shop: ShopId::from_uuid(shop),
        account,
        kind,
        reverses: None,
        amount: Money::from_paise(amount),
        subject: ledger::Subject::Withdrawal(withdrawal),
        supply: None,
        entry_key: format!("{key}:{withdrawal}:{account}"),
        at,
    })
}

async fn one<C: ConnectionTrait>(connection: &C, sql: Sql) -> anyhow::Result<Option<QueryResult>> {
    Ok(connection
        .query_one_raw(sql.build(connection.get_database_backend()))
        .await?)
}

#[async_trait]
impl WithdrawalStore for SeaWithdrawalStore {
    async fn payout_method(&self, shop: ShopId) -> anyhow::Result<Option<PayoutMethod>> {
        let mut select = Sql::new("SELECT * FROM payout_methods WHERE shop_id = ");
        select.bind(shop.as_uuid());
        one(&self.db, select).await?.as_ref().map(method_of).transpose()
    }

    async fn set_payout_method(
        &self,
        shop: ShopId,
        method: &PayoutMethod,
        now: Timestamp,
    ) -> anyhow::Result<()> {
        let (holder, number, ifsc, bank, upi) = match method {
            PayoutMethod::Bank {
                holder,
                number,
                ifsc,
                bank_name,
            } => (
                Some(holder.as_str().to_owned()),
                Some(number.as_str().to_owned()),
                Some(ifsc.as_str().to_owned()),
                bank_name.as_ref().map(|b| b.as_str().to_owned()),
                None,
            ),
            PayoutMethod::Upi(id) => (None, None, None, None, Some(id.as_str().to_owned())),
        };
        let mut upsert = Sql::new(
            "INSERT INTO payout_methods (shop_id, kind, account_holder, account_number, ifsc, bank_name, upi_id, \
             created_at, updated_at) VALUES (",
        );
        upsert
            .bind(shop.as_uuid())
            .push(", ")
            .bind(method.kind())
            .push(", ")
            .bind(holder)
            .push(", ")
            .bind(number)
            .push(", ")
            .bind(ifsc)
            .push(", ")
            .bind(bank)
            .push(", ")
            .bind(upi)
            .push(", ")
            .bind(now)
            .push(", ")
            .bind(now)
            .push(
                ") ON CONFLICT (shop_id) DO UPDATE SET kind = excluded.kind, account_holder = excluded.account_holder, \
                 account_number = excluded.account_number, ifsc = excluded.ifsc, bank_name = excluded.bank_name, \
                 upi_id = excluded.upi_id, updated_at = excluded.updated_at",
            );
        exec(&self.db, upsert).await?;
        Ok(())
    }

    async fn delete_payout_method(&self, shop: ShopId) -> anyhow::Result<kernel::Removed> {
        let mut delete = Sql::new("DELETE FROM payout_methods WHERE shop_id = ");
        delete.bind(shop.as_uuid());
        Ok(removed(exec(&self.db, delete).await?))
    }

    async fn hold(
        &self,
        id: WithdrawalId,
        shop: ShopId,
        amount: Money,
        now: Timestamp,
    ) -> anyhow::Result<HoldOutcome> {
        let txn = begin_write(&self.db).await?;
        // The lock every hold of this shop queues on (SQLite's write lock is already taken).
        let mut lock = Sql::new("SELECT shop_name, email, language FROM shops WHERE id = ");
        lock.bind(shop.as_uuid());
        if self.backend == DatabaseBackend::Postgres {
            lock.push(" FOR UPDATE");
        }
        let shop_row = one(&txn, lock).await?.ok_or_else(|| anyhow!("no shop {shop}"))?;

        let mut select = Sql::new("SELECT * FROM payout_methods WHERE shop_id = ");
        select.bind(shop.as_uuid());
        let Some(method) = one(&txn, select).await?.as_ref().map(method_of).transpose()? else {
            txn.rollback().await?;
            return Ok(HoldOutcome::NoPayoutMethod);
        };

        let mut sum = Sql::new(
            "SELECT CAST(COALESCE(SUM(amount_paise), 0) AS BIGINT) AS total FROM ledger_lines \
             WHERE account = 'available' AND shop_id = ",
        );
        sum.bind(shop.as_uuid());
        let available = match one(&txn, sum).await? {
            Some(row) => money(&row, "total")?,
            None => Money::ZERO,
        };
        if available < amount {
            txn.rollback().await?;
            return Ok(HoldOutcome::Insufficient { available });
        }

        let withdrawal = Withdrawal {
            id,
            shop,
            shop_name: shop_row.try_get("", "shop_name")?,
            shop_email: shop_row.try_get("", "email")?,
            shop_language: kernel::Language::parse(&shop_row.try_get::<String>("", "language")?)?,
            amount,
            status: WithdrawalStatus::Pending,
            payout: method,
            reason: None,
            decided_by: None,
            created_at: now,
            decided_at: None,
        };
        let mut insert = Sql::new(
            "INSERT INTO withdrawals (id, shop_id, amount_paise, status, payout_snapshot, created_at) VALUES (",
        );
        insert
            .bind(id.as_uuid())
            .push(", ")
            .bind(shop.as_uuid())
            .push(", ")
            .bind(amount.paise())
            .push(", 'pending', ")
            .bind(snapshot(&withdrawal.payout))
            .push(", ")
            .bind(now)
            .push(")");
        exec(&txn, insert).await?;
        let shop_id = shop.as_uuid();
        exec(
            &txn,
            line(
                shop_id,
                "available",
                "withdrawal_hold",
                -amount.paise(),
                id,
                "hold",
                now,
            ),
        )
        .await?;
        exec(
            &txn,
            line(
                shop_id,
                "held",
                "withdrawal_hold",
                amount.paise(),
                id,
                "hold",
                now,
            ),
        )
        .await?;
        txn.commit().await?;
        Ok(HoldOutcome::Held(Box::new(withdrawal)))
    }

    async fn find(&self, id: WithdrawalId) -> anyhow::Result<Option<Withdrawal>> {
        let mut select = Sql::new(SELECT_WITHDRAWAL);
        select.push(" WHERE w.id = ").bind(id.as_uuid());
        one(&self.db, select)
            .await?
            .as_ref()
            .map(withdrawal_of)
            .transpose()
    }

    async fn decide(
        &self,
        id: WithdrawalId,
        decision: &Decision,
        by: UserId,
        told: &orders::withdrawals::DecisionNotice,
        now: Timestamp,
    ) -> anyhow::Result<Decided> {
        let txn = begin_write(&self.db).await?;
        let (status, reason) = match decision {
            Decision::Pay => (WithdrawalStatus::Paid, None),
            Decision::Reject(reason) => (WithdrawalStatus::Rejected, Some(reason.as_str().to_owned())),
        };
        let mut update = Sql::new("UPDATE withdrawals SET status = ");
        update
            .bind(status.as_str())
            .push(", reject_reason = ")
            .bind(reason)
            .push(", decided_by = ")
            .bind(by.as_uuid())
            .push(", decided_at = ")
            .bind(now)
            .push(" WHERE status = 'pending' AND id = ")
            .bind(id.as_uuid());
        if exec(&txn, update).await? == 0 {
            txn.rollback().await?;
            return Ok(Decided::NoLongerPending);
        }
        let mut select = Sql::new("SELECT shop_id, amount_paise FROM withdrawals WHERE id = ");
        select.bind(id.as_uuid());
        let row = one(&txn, select)
            .await?
            .ok_or_else(|| anyhow!("withdrawal {id} vanished"))?;
        let shop: Uuid = row.try_get("", "shop_id")?;
        let amount = money(&row, "amount_paise")?.paise();
        let (kind, key, to) = match decision {
            Decision::Pay => ("withdrawal_paid", "paid", "paid_out"),
            Decision::Reject(_) => ("hold_released", "release", "available"),
        };
        exec(&txn, line(shop, "held", kind, -amount, id, key, now)).await?;
        exec(&txn, line(shop, to, kind, amount, id, key, now)).await?;
        // The shop's notification and its email, keyed by the decision: written once.
        let event_key = format!("{}:{}:shop", told.kind, id);
        let stored = crate::notice_store::insert_notification(
            &txn,
            &crate::notice_store::NewNotification {
                recipient_kind: "shop",
                recipient_id: shop,
                event_key: &event_key,
                kind: told.kind,
                subject: Some(id.as_uuid()),
                title: &told.title,
                body: &told.body,
                link: "/shop-dashboard-withdraw-money",
                at: now,
            },
        )
        .await?;
        if stored {
            crate::outbox::enqueue_keyed(&txn, &told.email, Some(&event_key), now).await?;
        }
        txn.commit().await?;
        Ok(Decided::Recorded)
    }

    async fn list(
        &self,
        scope: WithdrawalScope,
        sort: Option<SortBy<WithdrawalSort>>,
        page: PageRequest,
    ) -> anyhow::Result<Page<Withdrawal>> {
        let filter = |sql: &mut Sql| {
            match scope {
                WithdrawalScope::Shop(shop) => {
                    sql.push(" WHERE w.shop_id = ").bind(shop.as_uuid());
                }
                WithdrawalScope::All { status: Some(status) } => {
                    sql.push(" WHERE w.status = ").bind(status.as_str());
                }
                WithdrawalScope::All { status: None } => {}
            };
        };
        let mut count = Sql::new("SELECT COUNT(*) AS n FROM withdrawals w");
        filter(&mut count);
        let total = count_rows(&self.db, count).await?;
        let mut select = Sql::new(SELECT_WITHDRAWAL);
        filter(&mut select);
        let (expression, descending) = sort.map_or(("w.created_at", true), |sort| {
            let expression = match sort.key() {
                WithdrawalSort::Shop => "lower(s.shop_name)",
                WithdrawalSort::Amount => "w.amount_paise",
                WithdrawalSort::Status => "w.status",
                WithdrawalSort::Requested => "w.created_at",
            };
            (expression, sort.is_descending())
        });
        push_order(&mut select, expression, descending, "w.id");
        push_page(&mut select, page);
        let rows = self.db.query_all_raw(select.build(self.backend)).await?;
        let items = rows
            .iter()
            .map(withdrawal_of)
            .collect::<anyhow::Result<Vec<_>>>()?;
        Ok(Page::new(items, total, page))
    }
}
