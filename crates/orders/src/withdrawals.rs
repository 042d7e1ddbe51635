//! Withdrawals (docs/product.md §7.7): a seller asks for part of the available balance, which
//! is held at once; the Admin pays it or rejects it with a reason, and the seller is emailed either
//! way. The hold, the payout and the release are ledger lines written in the same transaction as
//! the request or the decision, so the balance is always the sum of the lines.

use async_trait::async_trait;
use kernel::{
    Language, Money, OutgoingEmail, Page, PageRequest, ShopId, SortBy, SortKey, Texts, Timestamp, UserId,
    WithdrawalId,
};

use crate::order::StatusReason;
use crate::payout::PayoutMethod;

/// The smallest withdrawal: ₹1,000.
pub const MINIMUM_WITHDRAWAL: Money = Money::from_paise(100_000);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WithdrawalStatus {
    /// Held, waiting for the Admin ("Processing" on screen).
    Pending,
    /// Transferred ("Succeed", the word the API and the Admin's screen use).
    Paid,
    Rejected,
}

impl WithdrawalStatus {
    /// As stored.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Paid => "paid",
            Self::Rejected => "rejected",
        }
    }

    /// # Errors
    /// The unknown text.
    pub fn parse_stored(raw: &str) -> Result<Self, String> {
        match raw {
            "pending" => Ok(Self::Pending),
            "paid" => Ok(Self::Paid),
            "rejected" => Ok(Self::Rejected),
            other => Err(other.to_owned()),
        }
    }

    /// As the API and the screens name it (docs/orders.md "Withdrawals").
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Self::Pending => "Processing",
            Self::Paid => "Succeed",
            Self::Rejected => "Rejected",
        }
    }

    #[must_use]
    pub fn from_label(label: &str) -> Option<Self> {
        [Self::Pending, Self::Paid, Self::Rejected]
            .into_iter()
            .find(|s| s.label() == label)
    }
}

/// Why the Admin refused a withdrawal: 3–500 characters, shown to the seller.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RejectReason(String);

impl RejectReason {
    /// `None` when the tidied text is not a reason a person may give (as [`StatusReason::parse`]:
    /// 3 to 500 characters, no control characters but line breaks).
    #[must_use]
    pub fn parse(raw: &str) -> Option<Self> {
        StatusReason::parse(raw).map(|reason| Self(reason.as_str().to_owned()))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The Admin's answer to a request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    Pay,
    Reject(RejectReason),
}

/// A withdrawal request as it is kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Withdrawal {
    pub id: WithdrawalId,
    pub shop: ShopId,
    pub shop_name: String,
    /// Where the seller's email about it goes.
    pub shop_email: String,
    /// The language the seller's email about it is written in.
    pub shop_language: Language,
    pub amount: Money,
    pub status: WithdrawalStatus,
    /// The payout method copied when the request was made.
    pub payout: PayoutMethod,
    pub reason: Option<String>,
    pub decided_by: Option<UserId>,
    pub created_at: Timestamp,
    pub decided_at: Option<Timestamp>,
}

/// What a hold attempt came to; the store decides under its lock on the shop's balance.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HoldOutcome {
    Held(Box<Withdrawal>),
    /// The available balance (read under the lock) is smaller than the amount.
    Insufficient {
        available: Money,
    },
    NoPayoutMethod,
}

/// The columns the operator's withdrawal list can be ordered by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WithdrawalSort {
    Shop,
    Amount,
    Status,
    Requested,
}

impl SortKey for WithdrawalSort {
    const NAMES: &'static [(&'static str, Self)] = &[
        ("shopName", Self::Shop),
        ("amount", Self::Amount),
        ("status", Self::Status),
        ("createdAt", Self::Requested),
    ];
}

/// Whose withdrawals to list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WithdrawalScope {
    Shop(ShopId),
    All { status: Option<WithdrawalStatus> },
}

/// What became of a decision sent to [`WithdrawalStore::decide`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decided {
    /// The decision, its ledger lines and its email were written.
    Recorded,
    /// The request was no longer pending: someone decided it first.
    NoLongerPending,
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait WithdrawalStore: Send + Sync {
    /// The shop's payout method; `None` when it has set none.
    async fn payout_method(&self, shop: ShopId) -> anyhow::Result<Option<PayoutMethod>>;
    /// Replaces any earlier method.
    async fn set_payout_method(
        &self,
        shop: ShopId,
        method: &PayoutMethod,
        now: Timestamp,
    ) -> anyhow::Result<()>;
    /// Removes the shop's payout method: [`kernel::Removed::NotFound`] when it had none.
    async fn delete_payout_method(&self, shop: ShopId) -> anyhow::Result<kernel::Removed>;

    /// In one transaction, holding a lock on the shop's balance so concurrent requests queue:
    /// reads the payout method and the available balance, and when the amount fits stores the
    /// request (with a copy of the method) and the two hold lines.
    async fn hold(
        &self,
        id: WithdrawalId,
        shop: ShopId,
        amount: Money,
        now: Timestamp,
    ) -> anyhow::Result<HoldOutcome>;

    /// One withdrawal request; `None` when there is no such request.
    async fn find(&self, id: WithdrawalId) -> anyhow::Result<Option<Withdrawal>>;

    /// In one transaction, only if the request is still pending: records the decision, posts the
    /// two ledger lines (paid: held → paid out; rejected: held → available) and queues `email`.
    /// [`Decided::NoLongerPending`] when someone decided it first (nothing is written).
    async fn decide(
        &self,
        id: WithdrawalId,
        decision: &Decision,
        by: UserId,
        told: &DecisionNotice,
        now: Timestamp,
    ) -> anyhow::Result<Decided>;

    /// One page of the withdrawals `scope` selects, newest first unless `sort` says otherwise.
    async fn list(
        &self,
        scope: WithdrawalScope,
        sort: Option<SortBy<WithdrawalSort>>,
        page: PageRequest,
    ) -> anyhow::Result<Page<Withdrawal>>;
}

#[derive(Debug, thiserror::Error)]
pub enum WithdrawalError {
    #[error("The smallest withdrawal is ₹1,000.")]
    BelowMinimum,
    #[error("You can withdraw at most {available}, your available balance.")]
    AboveBalance { available: Money },
    #[error("Add a bank account or UPI id to be paid to first.")]
    NoPayoutMethod,
    #[error("This request has already been {}.", if *.0 == WithdrawalStatus::Paid { "paid" } else { "rejected" })]
    AlreadyDecided(WithdrawalStatus),
    #[error("There is no such withdrawal request.")]
    NotFound,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// A seller asks for `amount` of their available balance.
///
/// # Errors
/// [`WithdrawalError::BelowMinimum`] under ₹1,000 (zero and negative amounts included),
/// [`WithdrawalError::AboveBalance`] beyond the available balance, and
/// [`WithdrawalError::NoPayoutMethod`] without a payout method.
pub async fn request_withdrawal(
    store: &dyn WithdrawalStore,
    shop: ShopId,
    amount: Money,
    now: Timestamp,
) -> Result<Withdrawal, WithdrawalError> {
    if amount < MINIMUM_WITHDRAWAL {
        return Err(WithdrawalError::BelowMinimum);
    }
    match store.hold(WithdrawalId::new(), shop, amount, now).await? {
        HoldOutcome::Held(withdrawal) => Ok(*withdrawal),
        HoldOutcome::Insufficient { available } => Err(WithdrawalError::AboveBalance { available }),
        HoldOutcome::NoPayoutMethod => Err(WithdrawalError::NoPayoutMethod),
    }
}

/// The Admin pays or rejects a pending request; the seller is emailed in the same transaction.
///
/// # Errors
/// [`WithdrawalError::NotFound`], or [`WithdrawalError::AlreadyDecided`] when it is no longer
/// pending (a second click, or two Admins at once).
pub async fn decide_withdrawal(
    store: &dyn WithdrawalStore,
    id: WithdrawalId,
    decision: Decision,
    admin: UserId,
    texts: &dyn Texts,
    now: Timestamp,
) -> Result<Withdrawal, WithdrawalError> {
    let pending = store.find(id).await?.ok_or(WithdrawalError::NotFound)?;
    if pending.status != WithdrawalStatus::Pending {
        return Err(WithdrawalError::AlreadyDecided(pending.status));
    }
    let decided = Withdrawal {
        status: match decision {
            Decision::Pay => WithdrawalStatus::Paid,
            Decision::Reject(_) => WithdrawalStatus::Rejected,
        },
        reason: match &decision {
            Decision::Pay => None,
            Decision::Reject(reason) => Some(reason.as_str().to_owned()),
        },
        decided_by: Some(admin),
        decided_at: Some(now),
        ..pending
    };
    if store
        .decide(id, &decision, admin, &decision_notice(texts, &decided), now)
        .await?
        == Decided::Recorded
    {
        return Ok(decided);
    }
    // Someone decided it between our read and our write: report what they decided.
    let status = store.find(id).await?.map_or(WithdrawalStatus::Paid, |w| w.status);
    Err(WithdrawalError::AlreadyDecided(status))
}

/// What the seller is told of a decided request, in the seller's language: a notification in the
/// shop's centre (`withdrawal-paid` or `withdrawal-rejected`) and its email, written with the
/// decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecisionNotice {
    /// `withdrawal-paid` or `withdrawal-rejected`.
    pub kind: &'static str,
    pub title: String,
    pub body: String,
    pub email: OutgoingEmail,
}

/// The seller's email about a decided request, in the seller's language.
#[must_use]
pub fn decision_email(texts: &dyn Texts, withdrawal: &Withdrawal) -> OutgoingEmail {
    decision_notice(texts, withdrawal).email
}

/// The notification and email of a decided request (see [`DecisionNotice`]).
#[must_use]
pub fn decision_notice(texts: &dyn Texts, withdrawal: &Withdrawal) -> DecisionNotice {
    let language = withdrawal.shop_language;
    let say = |id: &str, args: &[(&str, String)]| texts.text(language, id, args);
    let amount = ("amount", withdrawal.amount.to_string());
    let reference = ("reference", withdrawal.id.short().to_string());
    let (subject, body) = match withdrawal.status {
        WithdrawalStatus::Paid => (
            say("email-withdrawal-paid-subject", std::slice::from_ref(&amount)),
            say(
                "email-withdrawal-paid-body",
                &[
                    amount,
                    reference,
                    ("method", describe_payout(texts, language, &withdrawal.payout)),
                ],
            ),
        ),
        _ => (
            say("email-withdrawal-rejected-subject", std::slice::from_ref(&amount)),
            say(
                "email-withdrawal-rejected-body",
                &[
                    amount,
                    reference,
                    (
                        "reason",
                        withdrawal
                            .reason
                            .clone()
                            .unwrap_or_else(|| say("email-withdrawal-no-reason", &[])),
                    ),
                ],
            ),
        ),
    };
    let email = letters::Letter {
        subject: subject.clone(),
        greeting: say("email-greeting", &[("name", withdrawal.shop_name.clone())]),
        paragraphs: vec![body.clone()],
        signature: say("email-signature", &[]),
        ..letters::Letter::default()
    }
    .render(&withdrawal.shop_email, language);
    DecisionNotice {
        kind: if withdrawal.status == WithdrawalStatus::Paid {
            "withdrawal-paid"
        } else {
            "withdrawal-rejected"
        },
        title: subject,
        body,
        email,
    }
}

/// Where the money went, its account number masked, in `language`.
fn describe_payout(texts: &dyn Texts, language: Language, payout: &PayoutMethod) -> String {
    match payout {
        PayoutMethod::Bank {
            number,
            ifsc,
            bank_name,
            ..
        } => {
            let mut args = vec![
                ("last4", number.last4().to_owned()),
                ("ifsc", ifsc.as_str().to_owned()),
            ];
            match bank_name {
                Some(bank) => {
                    args.push(("bank", bank.as_str().to_owned()));
                    texts.text(language, "email-payout-bank", &args)
                }
                None => texts.text(language, "email-payout-bank-unnamed", &args),
            }
        }
        PayoutMethod::Upi(id) => texts.text(language, "email-payout-upi", &[("id", id.as_str().to_owned())]),
    }
}

#[cfg(test)]
mod tests {
    use kernel::EchoTexts;

    use super::*;
    use crate::payout::UpiId;

    fn withdrawal(status: WithdrawalStatus, reason: Option<&str>) -> Withdrawal {
        Withdrawal {
            id: WithdrawalId::new(),
            shop: ShopId::new(),
            shop_name: "Asha <Crafts>".into(),
            shop_email: "asha@example.com".into(),
            shop_language: Language::Hi,
            amount: Money::from_paise(150_000),
            status,
            payout: PayoutMethod::Upi(UpiId::parse("asha@okhdfc").unwrap()),
            reason: reason.map(str::to_owned),
            decided_by: None,
            created_at: Timestamp::from_timestamp(1_700_000_000, 0).unwrap(),
            decided_at: None,
        }
    }

    #[tokio::test]
    async fn amounts_under_the_minimum_never_reach_the_store() {
        let store = MockWithdrawalStore::new(); // any call would panic
        for paise in [99_999, 0, -100_000] {
            let refused = request_withdrawal(
                &store,
                ShopId::new(),
                Money::from_paise(paise),
                Timestamp::default(),
            )
            .await;
            assert!(matches!(refused, Err(WithdrawalError::BelowMinimum)), "{paise}");
        }
    }

    #[tokio::test]
    async fn the_store_decides_balance_and_payout_under_its_lock() {
        let mut store = MockWithdrawalStore::new();
        store.expect_hold().times(1).returning(|_, _, _, _| {
            Ok(HoldOutcome::Insufficient {
                available: Money::from_paise(120_000),
            })
        });
        let refused = request_withdrawal(
            &store,
            ShopId::new(),
            MINIMUM_WITHDRAWAL.checked_mul(2).unwrap(),
            Timestamp::default(),
        )
        .await;
        match refused {
            Err(error @ WithdrawalError::AboveBalance { .. }) => {
                assert_eq!(
                    error.to_string(),
                    "You can withdraw at most ₹1,200.00, your available balance."
                );
            }
            other => panic!("{other:?}"),
        }

        let mut store = MockWithdrawalStore::new();
        store
            .expect_hold()
            .returning(|_, _, _, _| Ok(HoldOutcome::NoPayoutMethod));
        let refused =
            request_withdrawal(&store, ShopId::new(), MINIMUM_WITHDRAWAL, Timestamp::default()).await;
        assert!(matches!(refused, Err(WithdrawalError::NoPayoutMethod)));
    }

    #[tokio::test]
    async fn a_decision_writes_the_decided_request_and_its_email_once() {
        let pending = withdrawal(WithdrawalStatus::Pending, None);
        let id = pending.id;
        let mut store = MockWithdrawalStore::new();
        store.expect_find().returning(move |_| Ok(Some(pending.clone())));
        store
            .expect_decide()
            .withf(|_, decision, _, told, _| {
                matches!(decision, Decision::Reject(_))
                    && told.kind == "withdrawal-rejected"
                    && told.title == told.email.subject
                    && told.body.contains("Wrong IFSC")
                    && told
                        .email
                        .subject
                        .starts_with("email-withdrawal-rejected-subject@hi")
                    && told.email.text.contains("Wrong IFSC")
            })
            .times(1)
            .returning(|_, _, _, _, _| Ok(Decided::Recorded));
        let admin = UserId::new();
        let decided = decide_withdrawal(
            &store,
            id,
            Decision::Reject(RejectReason::parse("Wrong IFSC").unwrap()),
            admin,
            &EchoTexts,
            Timestamp::default(),
        )
        .await
        .unwrap();
        assert_eq!(decided.status, WithdrawalStatus::Rejected);
        assert_eq!(decided.reason.as_deref(), Some("Wrong IFSC"));
        assert_eq!(decided.decided_by, Some(admin));
    }

    #[tokio::test]
    async fn a_second_decision_is_refused_with_the_first_outcome() {
        let mut store = MockWithdrawalStore::new();
        store
            .expect_find()
            .returning(|_| Ok(Some(withdrawal(WithdrawalStatus::Paid, None))));
        let refused = decide_withdrawal(
            &store,
            WithdrawalId::new(),
            Decision::Pay,
            UserId::new(),
            &EchoTexts,
            Timestamp::default(),
        )
        .await;
        match refused {
            Err(error @ WithdrawalError::AlreadyDecided(WithdrawalStatus::Paid)) => {
                assert_eq!(error.to_string(), "This request has already been paid.");
            }
            other => panic!("{other:?}"),
        }

        // Lost the race: the store's compare-and-set refused, and the winner's outcome is told.
        let mut store = MockWithdrawalStore::new();
        let mut reads = vec![
            withdrawal(WithdrawalStatus::Rejected, Some("dup")),
            withdrawal(WithdrawalStatus::Pending, None),
        ];
        store.expect_find().times(2).returning(move |_| Ok(reads.pop()));
        store
            .expect_decide()
            .times(1)
            .returning(|_, _, _, _, _| Ok(Decided::NoLongerPending));
        let refused = decide_withdrawal(
            &store,
            WithdrawalId::new(),
            Decision::Pay,
            UserId::new(),
            &EchoTexts,
            Timestamp::default(),
        )
        .await;
        assert!(
            matches!(
                refused,
                Err(WithdrawalError::AlreadyDecided(WithdrawalStatus::Rejected))
            ),
            "{refused:?}"
        );
    }

    #[test]
    fn the_emails_say_what_happened_and_escape_the_shop_name() {
        let paid = decision_email(&EchoTexts, &withdrawal(WithdrawalStatus::Paid, None));
        assert_eq!(paid.to, "asha@example.com");
        assert_eq!(paid.subject, "email-withdrawal-paid-subject@hi amount=₹1,500.00");
        assert!(paid.text.contains("method=email-payout-upi@hi id=asha@okhdfc"));
        assert!(paid.html.as_deref().unwrap().contains("Asha &#60;Crafts&#62;"));

        let rejected = decision_email(
            &EchoTexts,
            &withdrawal(WithdrawalStatus::Rejected, Some("Account name <does not> match")),
        );
        assert_eq!(
            rejected.subject,
            "email-withdrawal-rejected-subject@hi amount=₹1,500.00"
        );
        assert!(rejected.text.contains("Account name <does not> match"));
        assert!(
            rejected
                .html
                .as_deref()
                .unwrap()
                .contains("Account name &#60;does not&#62; match")
        );
    }

    #[test]
    fn statuses_have_the_spec_labels_and_reasons_are_bounded() {
        assert_eq!(
            WithdrawalStatus::from_label("Succeed"),
            Some(WithdrawalStatus::Paid)
        );
        assert_eq!(
            WithdrawalStatus::from_label("Processing"),
            Some(WithdrawalStatus::Pending)
        );
        assert_eq!(WithdrawalStatus::from_label("paid"), None);
        assert!(RejectReason::parse("  no ").is_none());
        assert_eq!(
            RejectReason::parse(" Wrong IFSC ").unwrap().as_str(),
            "Wrong IFSC"
        );
        assert!(RejectReason::parse(&"x".repeat(501)).is_none());
    }
}
