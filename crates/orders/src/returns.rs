//! Returns by line (docs/orders.md "Returns"): what a shopper sends back, why, where a
//! cash-on-delivery refund is paid, and the exact share of the order each returned unit carries.
//!
//! An order's total is shared out to its units the way the checkout shared it out to its lines:
//! each line carries its own price less its share of the coupon's discount, plus a share of the
//! order's shipping in proportion to the line's price. A line's amount is then split evenly
//! over its units, the first units taking the odd paise. A return of `n` more units of a line
//! refunds the next `n` units' shares, so however an order is returned, in whatever pieces, the
//! parts add up to exactly the order's total once everything is back and never more before.
//! The shop's ledger is reversed the same way from its credit (the price less the shop's own
//! coupon), and the commission on what is returned is what the commission on everything returned
//! so far has grown by, so the reversals add up to the commission posted at delivery.

use kernel::{Money, MoneyError, Rate, Timestamp};
use uuid::Uuid;

use crate::earnings::{Earnings, Levies, value_without_tax};
use crate::order::{Order, StatusReason};
use crate::payout::PayoutMethod;
use crate::ports::RefundStatus;
use crate::tax::{GstRate, Regime};

/// Why the shopper sends units back: a fixed list, named to each reader in their language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReturnReason {
    Damaged,
    WrongItem,
    SizeOrFit,
    NotAsDescribed,
    ChangedMyMind,
    /// Needs the shopper's own words.
    Other,
}

impl ReturnReason {
    pub const ALL: [ReturnReason; 6] = [
        ReturnReason::Damaged,
        ReturnReason::WrongItem,
        ReturnReason::SizeOrFit,
        ReturnReason::NotAsDescribed,
        ReturnReason::ChangedMyMind,
        ReturnReason::Other,
    ];

    /// The code the API carries and the database keeps.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            ReturnReason::Damaged => "damaged",
            ReturnReason::WrongItem => "wrong_item",
            ReturnReason::SizeOrFit => "size_or_fit",
            ReturnReason::NotAsDescribed => "not_as_described",
            ReturnReason::ChangedMyMind => "changed_my_mind",
            ReturnReason::Other => "other",
        }
    }

    #[must_use]
    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|r| r.as_str() == raw)
    }
}

/// Units of one order line: `line` is the line's place in the order (0 for the first).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReturnLine {
    pub line: u32,
    pub qty: u32,
}

/// What the shopper asks to send back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReturnRequest {
    pub lines: Vec<ReturnLine>,
    pub reason: ReturnReason,
    /// Required with [`ReturnReason::Other`]; optional otherwise.
    pub note: Option<StatusReason>,
    /// Where a cash-on-delivery refund is paid; an online payment is refunded to where it came
    /// from, so it is ignored there.
    pub payout: Option<PayoutMethod>,
}

/// Why a return request was refused, naming the request's field.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReturnError {
    #[error("Choose at least one item to return.")]
    NoLines,
    #[error("The order has no item number {} to return.", .index + 1)]
    UnknownLine { index: usize },
    #[error("The same item is named twice.")]
    DuplicateLine { index: usize },
    #[error("Return at least one unit.")]
    ZeroQty { index: usize },
    #[error("Only {left} of this item can still be returned.")]
    TooMany { index: usize, left: u32 },
    #[error("Say what is wrong, in 3 to 500 characters.")]
    NoteRequired,
    #[error("Say where the refund of a cash-on-delivery order should be paid: a UPI id or a bank account.")]
    PayoutRequired,
}

impl ReturnError {
    /// The request field the error is about.
    #[must_use]
    pub fn field(&self) -> String {
        match self {
            Self::NoLines => "lines".to_owned(),
            Self::UnknownLine { index } | Self::DuplicateLine { index } => format!("lines[{index}].line"),
            Self::ZeroQty { index } | Self::TooMany { index, .. } => format!("lines[{index}].qty"),
            Self::NoteRequired => "reasonText".to_owned(),
            Self::PayoutRequired => "payout".to_owned(),
        }
    }
}

impl kernel::Described for ReturnError {
    fn message(&self) -> kernel::Message {
        match self {
            Self::NoLines => kernel::Message::new("return-no-lines"),
            Self::UnknownLine { index } => {
                kernel::Message::new("return-unknown-line").with("line", index + 1)
            }
            Self::DuplicateLine { .. } => kernel::Message::new("return-duplicate-line"),
            Self::ZeroQty { .. } => kernel::Message::new("return-zero-qty"),
            Self::TooMany { left, .. } => kernel::Message::new("return-too-many").with("left", left),
            Self::NoteRequired => kernel::Message::new("return-note-required"),
            Self::PayoutRequired => kernel::Message::new("return-payout-required"),
        }
    }
}

/// Where a return stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReturnStatus {
    /// Asked for; the shop (or the Admin) has not decided.
    Requested,
    /// Approved: the units are back on the shelf and their share refunded.
    Approved,
    /// The shop (or the Admin) said no; the shopper may escalate it within the window.
    Rejected,
    /// Taken to the Admin by the shopper, once.
    Escalated,
    /// The Admin upheld the rejection.
    Declined,
}

impl ReturnStatus {
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            ReturnStatus::Requested => "requested",
            ReturnStatus::Approved => "approved",
            ReturnStatus::Rejected => "rejected",
            ReturnStatus::Escalated => "escalated",
            ReturnStatus::Declined => "declined",
        }
    }

    #[must_use]
    pub fn parse(raw: &str) -> Option<Self> {
        [
            Self::Requested,
            Self::Approved,
            Self::Rejected,
            Self::Escalated,
            Self::Declined,
        ]
        .into_iter()
        .find(|s| s.as_str() == raw)
    }

    /// Still to be decided: by the shop (requested) or by the Admin (escalated).
    #[must_use]
    pub const fn is_open(self) -> bool {
        matches!(self, Self::Requested | Self::Escalated)
    }
}

/// What returning some units moves: `amount` back to the shopper; `sale_credit` out of the
/// shop's ledger, and the charges on it (`commission`, `commission_gst`, `tcs`, `tds`) back to the
/// shop (`crate::earnings`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReturnFigures {
    pub amount: Money,
    pub sale_credit: Money,
    pub commission: Money,
    pub commission_gst: Money,
    pub tcs: Money,
    pub tds: Money,
}

impl ReturnFigures {
    /// The shop's figures it reverses.
    #[must_use]
    pub const fn earnings(&self) -> Earnings {
        Earnings {
            sale_credit: self.sale_credit,
            commission: self.commission,
            commission_gst: self.commission_gst,
            tcs: self.tcs,
            tds: self.tds,
        }
    }
}

/// A supply that bears TCS, as the TCS report states it: the value without GST the TCS was
/// collected on, and whether it was collected as CGST + SGST (or UTGST) or as IGST.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TcsSupply {
    pub base: Money,
    pub regime: Regime,
}

/// One return of an order, as kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderReturn {
    pub id: Uuid,
    /// 1 for the order's first return, 2 for the next.
    pub number: u32,
    pub status: ReturnStatus,
    pub lines: Vec<ReturnLine>,
    pub reason: ReturnReason,
    pub note: Option<String>,
    pub payout: Option<PayoutMethod>,
    /// `None` only for a refund asked for before returns named their lines, until decided.
    pub figures: Option<ReturnFigures>,
    /// How the money is going back, once approved.
    pub refund_status: Option<RefundStatus>,
    pub requested_at: Timestamp,
    pub decided_at: Option<Timestamp>,
    /// Why the shop (or the Admin) rejected it, and when.
    pub rejection: Option<(String, Timestamp)>,
    /// Why the shopper escalated it, and when.
    pub escalation: Option<(String, Timestamp)>,
    /// Why the Admin declined it.
    pub declined_because: Option<String>,
    /// The credit note issued when it was approved (docs/tax.md "Credit notes"); `None` while
    /// undecided, and for an order placed before invoices.
    pub credit_note: Option<CreditNoteRef>,
}

/// A credit note's number in the shop's `CN` series, and when it was issued.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CreditNoteRef {
    pub number: crate::tax::DocumentNumber,
    pub issued_at: Timestamp,
}

/// How long after a rejection the shopper may take it to the Admin.
pub const ESCALATION_WINDOW_DAYS: i64 = 7;

/// Units per line of `order` in its returns that `counts` (by position in the order).
#[must_use]
pub fn units_in(order: &Order, counts: impl Fn(&OrderReturn) -> bool) -> Vec<u32> {
    let mut units = vec![0u32; order.lines.len()];
    for ret in order.returns.iter().filter(|r| counts(r)) {
        for line in &ret.lines {
            if let Some(slot) = usize::try_from(line.line).ok().and_then(|i| units.get_mut(i)) {
                *slot = slot.saturating_add(line.qty);
            }
        }
    }
    units
}

/// Units of each line of `order` that no return names yet.
#[must_use]
pub fn units_left(order: &Order) -> Vec<u32> {
    order
        .lines
        .iter()
        .zip(units_in(order, |_| true))
        .map(|(line, taken)| line.qty.saturating_sub(taken))
        .collect()
}

/// Checks `lines` against what of `order` can still be returned (units not in an earlier
/// return that is open or approved), and answers the units per order line.
pub fn check_lines(order: &Order, lines: &[ReturnLine]) -> Result<Vec<u32>, ReturnError> {
    if lines.is_empty() {
        return Err(ReturnError::NoLines);
    }
    let units_left = units_left(order);
    let mut wanted = vec![0u32; order.lines.len()];
    for (index, line) in lines.iter().enumerate() {
        let Some(position) = usize::try_from(line.line).ok().filter(|&p| p < order.lines.len()) else {
            return Err(ReturnError::UnknownLine { index });
        };
        if lines[..index].iter().any(|earlier| earlier.line == line.line) {
            return Err(ReturnError::DuplicateLine { index });
        }
        if line.qty == 0 {
            return Err(ReturnError::ZeroQty { index });
        }
        let left = units_left[position];
        if line.qty > left {
            return Err(ReturnError::TooMany { index, left });
        }
        wanted[position] = line.qty;
    }
    Ok(wanted)
}

/// One line's amounts, to be split over its units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct LineShare {
    qty: u32,
    /// What the buyer paid for the line: price less its discount, plus its shipping share.
    payable: Money,
    /// What the shop was credited for it: price less its share of the shop's own coupon.
    credit: Money,
    /// Its GST slab, for the tax-exclusive value TCS is taken on.
    gst: GstRate,
    /// The commission rate fixed on it.
    commission: Rate,
    /// Price × quantity, and its share of the order's discount, as the invoice prints them.
    value: Money,
    discount: Money,
}

/// The first `n` of `qty` even shares of `amount`, the odd paise going to the first units.
fn first_units(amount: Money, qty: u32, n: u32) -> Money {
    if qty == 0 {
        return Money::ZERO;
    }
    let n = n.min(qty);
    let (each, odd) = (amount.paise() / i64::from(qty), amount.paise() % i64::from(qty));
    Money::from_paise(each * i64::from(n) + i64::from(n).min(odd))
}

/// One line of a return as its credit note prints it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CreditedLine {
    /// Its position in the order.
    pub line: usize,
    pub units: u32,
    /// The units' share of the line's price × quantity, tax included.
    pub value: Money,
    /// Their share of the line's discount.
    pub discount: Money,
}

/// What a return credits: its lines, and the shipping refunded with them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Credited {
    pub lines: Vec<CreditedLine>,
    pub shipping: Money,
}

/// How an order's total and the shop's credit are shared out to its units.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shares {
    lines: Vec<LineShare>,
    levies: Levies,
    tcs: Option<Regime>,
}

impl Shares {
    /// The shares of `order`, as its checkout shared out shipping and discount.
    pub fn of(order: &Order) -> Result<Shares, MoneyError> {
        let totals: Vec<Money> = order.lines.iter().map(|l| l.total).collect();
        let line_discounts: Vec<Money> = order.lines.iter().map(|l| l.discount).collect();
        // Lines keep their share of the discount from the checkout; should they not add up to
        // the order's (nothing Haat writes), the discount is shared by price instead.
        let discounts = if Money::checked_sum(line_discounts.iter().copied())? == order.discount {
            line_discounts
        } else {
            order.discount.allocate(&totals)?
        };
        let shipping = order.shipping.allocate(&totals)?;
        // The shop's own coupon is the part of each line's discount the shop funded.
        let shop_discounts = order.shop_discount.allocate(&discounts)?;
        let lines = order
            .lines
            .iter()
            .enumerate()
            .map(|(i, line)| {
                Ok(LineShare {
                    qty: line.qty,
                    payable: line.total.checked_sub(discounts[i])?.checked_add(shipping[i])?,
                    credit: line.total.checked_sub(shop_discounts[i])?,
                    gst: line.tax.as_ref().map_or(GstRate::ZERO, |(_, rate)| *rate),
                    commission: line.commission_rate,
                    value: line.total,
                    discount: discounts[i],
                })
            })
            .collect::<Result<Vec<_>, MoneyError>>()?;
        Ok(Shares {
            lines,
            levies: order.levies,
            tcs: order.tcs_regime(),
        })
    }

    /// The shop's figures for `units` per line: what delivery posts for all of them.
    ///
    /// # Errors
    /// When a sum overflows.
    pub fn earnings_of(&self, units: &[u32]) -> Result<Earnings, MoneyError> {
        let credits: Vec<(Money, &LineShare)> = self
            .lines
            .iter()
            .zip(units)
            .map(|(line, &n)| (first_units(line.credit, line.qty, n), line))
            .collect();
        let credit = Money::checked_sum(credits.iter().map(|(credit, _)| *credit))?;
        let taxable = Money::checked_sum(
            credits
                .iter()
                .map(|&(credit, line)| value_without_tax(credit, line.gst)),
        )?;
        // Each line's credit at its own rate, rounded once: the commission never falls as more
        // units are counted, so every return's reversal (a difference of two counts) is ≥ 0.
        let commission = crate::commission::commission_on(
            credits.iter().map(|&(credit, line)| (credit, line.commission)),
        )?;
        Earnings::of(credit, taxable, commission, self.levies, self.tcs)
    }

    /// The supply the TCS on `units` per line is collected on: their value without GST and how
    /// the TCS is split; `None` when the supply bears no TCS (an unregistered shop). The figures
    /// the TCS report (GSTR-8) needs beside the amount the ledger posts.
    ///
    /// # Errors
    /// When a sum overflows.
    pub fn tcs_supply_of(&self, units: &[u32]) -> Result<Option<TcsSupply>, MoneyError> {
        let Some(regime) = self.tcs else {
            return Ok(None);
        };
        let base = Money::checked_sum(
            self.lines
                .iter()
                .zip(units)
                .map(|(line, &n)| value_without_tax(first_units(line.credit, line.qty, n), line.gst)),
        )?;
        Ok(Some(TcsSupply { base, regime }))
    }

    /// The TCS supply of the units returned between `before` and `before` + `more`: the part
    /// of the delivery's base a return takes back. Each return's base is a difference of
    /// cumulative bases, so they add up to the delivery's once every unit is back.
    ///
    /// # Errors
    /// When a sum overflows.
    pub fn tcs_returned(&self, before: &[u32], more: &[u32]) -> Result<Option<TcsSupply>, MoneyError> {
        let after: Vec<u32> = before
            .iter()
            .zip(more)
            .map(|(b, m)| b.saturating_add(*m))
            .collect();
        match (self.tcs_supply_of(&after)?, self.tcs_supply_of(before)?) {
            (Some(now), Some(earlier)) => Ok(Some(TcsSupply {
                base: now.base.checked_sub(earlier.base)?,
                regime: now.regime,
            })),
            _ => Ok(None),
        }
    }

    /// What returning `more` units per line (after `before`) credits, as its credit note prints
    /// it: for each line with units back, their value and share of the discount; and the share
    /// of shipping refunded with them. The parts add up to the return's `amount` exactly.
    ///
    /// # Errors
    /// When a sum overflows.
    pub fn credited(&self, before: &[u32], more: &[u32]) -> Result<Credited, MoneyError> {
        let diff = |amount: Money, qty: u32, b: u32, m: u32| {
            first_units(amount, qty, b.saturating_add(m)).checked_sub(first_units(amount, qty, b))
        };
        let mut lines = Vec::new();
        let mut shipping = Money::ZERO;
        for (index, ((line, &b), &m)) in self.lines.iter().zip(before).zip(more).enumerate() {
            if m == 0 {
                continue;
            }
            let value = diff(line.value, line.qty, b, m)?;
            let discount = diff(line.discount, line.qty, b, m)?;
            let payable = diff(line.payable, line.qty, b, m)?;
            shipping = shipping.checked_add(payable.checked_sub(value)?.checked_add(discount)?)?;
            lines.push(CreditedLine {
                line: index,
                units: m,
                value,
                discount,
            });
        }
        // The units' even shares of price, discount and what was paid are each rounded on their
        // own, so with little or no shipping their difference can be a paisa below zero: that
        // paisa is the first line's discount instead, never a negative shipping charge.
        if shipping.is_negative()
            && let Some(first) = lines.first_mut()
        {
            first.discount = first.discount.checked_sub(shipping)?;
            shipping = Money::ZERO;
        }
        Ok(Credited { lines, shipping })
    }

    /// Every unit of the order.
    #[must_use]
    pub fn all_units(&self) -> Vec<u32> {
        self.lines.iter().map(|line| line.qty).collect()
    }

    /// What returning `more` units per line moves, when `before` units per line were returned
    /// (approved) already.
    pub fn figures(&self, before: &[u32], more: &[u32]) -> Result<ReturnFigures, MoneyError> {
        let after: Vec<u32> = before
            .iter()
            .zip(more)
            .map(|(b, m)| b.saturating_add(*m))
            .collect();
        let amount = Money::checked_sum(self.lines.iter().zip(before.iter().zip(&after)).map(
            |(line, (&b, &a))| {
                first_units(line.payable, line.qty, a)
                    .checked_sub(first_units(line.payable, line.qty, b))
                    .unwrap_or(Money::ZERO)
            },
        ))?;
        let moved = self
            .earnings_of(&after)?
            .checked_sub(&self.earnings_of(before)?)?;
        Ok(ReturnFigures {
            amount,
            sale_credit: moved.sale_credit,
            commission: moved.commission,
            commission_gst: moved.commission_gst,
            tcs: moved.tcs,
            tds: moved.tds,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manage::tests::order;
    use crate::order::OrderLine;
    use crate::status::OrderStatus;
    use kernel::{ProductId, ShopId, UserId};
    use proptest::prelude::*;

    fn line(unit_paise: i64, qty: u32, discount_paise: i64) -> OrderLine {
        OrderLine {
            product: ProductId::new(),
            name: "x".into(),
            image: None,
            unit_price: Money::from_paise(unit_paise),
            qty,
            size: None,
            colour: None,
            is_event: false,
            total: Money::from_paise(unit_paise * i64::from(qty)),
            discount: Money::from_paise(discount_paise),
            tax: None,
            commission_rate: Rate::ZERO,
        }
    }

    fn with_lines(lines: Vec<OrderLine>, shipping: i64, shop_funded: bool, rate: u32) -> Order {
        let mut o = order(OrderStatus::Delivered, UserId::new(), ShopId::new());
        o.subtotal = Money::checked_sum(lines.iter().map(|l| l.total)).unwrap();
        o.discount = Money::checked_sum(lines.iter().map(|l| l.discount)).unwrap();
        o.shop_discount = if shop_funded { o.discount } else { Money::ZERO };
        o.shipping = Money::from_paise(shipping);
        o.total = o
            .subtotal
            .checked_add(o.shipping)
            .unwrap()
            .checked_sub(o.discount)
            .unwrap();
        o.commission_rate = Rate::from_basis_points(rate).unwrap();
        o.lines = lines
            .into_iter()
            .map(|l| OrderLine {
                commission_rate: o.commission_rate,
                ..l
            })
            .collect();
        o
    }

    #[test]
    fn one_unit_of_three_carries_a_third_of_its_line_with_the_odd_paisa_first() {
        // ₹100 × 3, ₹10.00 shipping on a ₹300 order, no discount: ₹310.00 over 3 units.
        let o = with_lines(vec![line(10_000, 3, 0)], 1_000, false, 1_000);
        let shares = Shares::of(&o).unwrap();
        let first = shares.figures(&[0], &[1]).unwrap();
        assert_eq!(first.amount, Money::from_paise(10_334));
        let second = shares.figures(&[1], &[1]).unwrap();
        assert_eq!(second.amount, Money::from_paise(10_333));
        let third = shares.figures(&[2], &[1]).unwrap();
        assert_eq!(third.amount, Money::from_paise(10_333));
        assert_eq!(first.sale_credit, Money::from_paise(10_000));
        assert_eq!(first.commission, Money::from_paise(1_000));
    }

    #[test]
    fn a_shop_coupon_lowers_the_shops_credit_and_a_platform_coupon_does_not() {
        let lines = vec![line(50_000, 1, 5_000), line(20_000, 2, 4_000)];
        let shop = Shares::of(&with_lines(lines.clone(), 0, true, 1_000)).unwrap();
        let platform = Shares::of(&with_lines(lines, 0, false, 1_000)).unwrap();
        let back = [0, 1];
        let (s, p) = (
            shop.figures(&[0, 0], &back).unwrap(),
            platform.figures(&[0, 0], &back).unwrap(),
        );
        // One ₹200 unit of the second line, which carries ₹40 of discount over two units.
        assert_eq!(s.amount, Money::from_paise(18_000));
        assert_eq!(p.amount, Money::from_paise(18_000));
        assert_eq!(s.sale_credit, Money::from_paise(18_000));
        assert_eq!(p.sale_credit, Money::from_paise(20_000));
    }

    #[test]
    fn lines_are_checked_against_what_is_left() {
        let mut o = with_lines(vec![line(10_000, 2, 0), line(5_000, 1, 0)], 0, false, 0);
        o.returns.push(OrderReturn {
            id: Uuid::new_v4(),
            number: 1,
            status: ReturnStatus::Approved,
            lines: vec![ReturnLine { line: 0, qty: 1 }],
            reason: ReturnReason::Damaged,
            note: None,
            payout: None,
            figures: None,
            refund_status: None,
            requested_at: o.created_at,
            decided_at: None,
            rejection: None,
            escalation: None,
            declined_because: None,
            credit_note: None,
        });
        let l = |line, qty| ReturnLine { line, qty };
        assert_eq!(check_lines(&o, &[]), Err(ReturnError::NoLines));
        assert_eq!(
            check_lines(&o, &[l(2, 1)]),
            Err(ReturnError::UnknownLine { index: 0 })
        );
        assert_eq!(
            check_lines(&o, &[l(1, 1), l(1, 1)]),
            Err(ReturnError::DuplicateLine { index: 1 })
        );
        assert_eq!(
            check_lines(&o, &[l(1, 0)]),
            Err(ReturnError::ZeroQty { index: 0 })
        );
        assert_eq!(
            check_lines(&o, &[l(1, 1), l(0, 2)]),
            Err(ReturnError::TooMany { index: 1, left: 1 })
        );
        assert_eq!(check_lines(&o, &[l(0, 1), l(1, 1)]), Ok(vec![1, 1]));
        assert_eq!(ReturnError::TooMany { index: 1, left: 1 }.field(), "lines[1].qty");
    }

    /// An order of up to four lines at any GST slab, from a Karnataka shop, a Rajasthan shop or
    /// an unregistered one, delivered in Karnataka, its lines at one commission rate or each at
    /// its own (commission rules); and the units of each line returned in up to four pieces.
    fn orders_and_returns() -> impl Strategy<Value = (Order, Vec<Vec<u32>>)> {
        let slabs = [0u32, 25, 300, 500, 1_200, 1_800, 2_800];
        let lines = prop::collection::vec(
            (1i64..2_000_000, 1u32..6, 0u32..=100, 0usize..7, 0u32..=5_000),
            1..5,
        );
        (
            lines,
            0i64..50_000,
            any::<bool>(),
            0u32..=10_000,
            0usize..3,
            any::<bool>(),
        )
            .prop_flat_map(move |(lines, shipping, shop_funded, rate, supplier, mixed)| {
                let order_lines: Vec<OrderLine> = lines
                    .iter()
                    .map(|&(unit, qty, percent, slab, _)| {
                        let total = unit * i64::from(qty);
                        OrderLine {
                            tax: Some((
                                kernel::Hsn::parse("6211").unwrap(),
                                kernel::GstRate::from_basis_points(slabs[slab]).unwrap(),
                            )),
                            ..line(unit, qty, total * i64::from(percent) / 200)
                        }
                    })
                    .collect();
                let qtys: Vec<u32> = order_lines.iter().map(|l| l.qty).collect();
                let mut o = with_lines(order_lines, shipping, shop_funded, rate);
                if mixed {
                    for (line, &(.., own)) in o.lines.iter_mut().zip(&lines) {
                        line.commission_rate = Rate::from_basis_points(own).unwrap();
                    }
                }
                o.supplier = [("29AAHFH4821K1Z4", "560001"), ("08AAKFR2841J1ZX", "302001")]
                    .get(supplier)
                    .map(|&(gstin, zip)| crate::order::SupplierCopy {
                        gstin: Some(shops::Gstin::parse(gstin).unwrap()),
                        name: "S".into(),
                        address: "x".into(),
                        zip_code: zip.into(),
                    });
                // Each piece takes a fraction of every line's units; the last takes the rest.
                let pieces = prop::collection::vec(prop::collection::vec(0u32..=5, qtys.len()), 0..4);
                (Just(o), Just(qtys), pieces)
            })
            .prop_map(|(o, qtys, pieces)| {
                let mut left = qtys.clone();
                let mut returns = Vec::new();
                for piece in pieces {
                    let take: Vec<u32> = piece.iter().zip(&left).map(|(p, l)| (*p).min(*l)).collect();
                    left.iter_mut().zip(&take).for_each(|(l, t)| *l -= t);
                    returns.push(take);
                }
                returns.push(left);
                (o, returns)
            })
    }

    proptest! {
        #[test]
        fn partial_refunds_never_exceed_the_order_and_add_up_to_it_once_all_is_back((o, returns) in orders_and_returns()) {
            let shares = Shares::of(&o).unwrap();
            let delivered = shares.earnings_of(&shares.all_units()).unwrap();
            prop_assert_eq!(delivered.sale_credit, o.sale_credit());
            let rates: Vec<Rate> = o.lines.iter().map(|l| l.commission_rate).collect();
            if rates.iter().all(|r| *r == o.commission_rate) {
                // One rate: exactly what an order paid before lines kept their own rates.
                prop_assert_eq!(delivered.commission, o.sale_credit().apply_rate(o.commission_rate));
            } else {
                let (low, high) = (*rates.iter().min().unwrap(), *rates.iter().max().unwrap());
                prop_assert!(delivered.commission >= o.sale_credit().apply_rate(low));
                prop_assert!(delivered.commission <= o.sale_credit().apply_rate(high));
            }
            let mut before = vec![0u32; o.lines.len()];
            let mut amount = Money::ZERO;
            let mut reversed = Earnings::default();
            let supplied = shares.tcs_supply_of(&shares.all_units()).unwrap();
            let mut base_back = Money::ZERO;
            for (i, more) in returns.iter().enumerate() {
                let f = shares.figures(&before, more).unwrap();
                // The TCS report's base: never negative, of the supply's regime.
                let back = shares.tcs_returned(&before, more).unwrap();
                prop_assert_eq!(back.map(|b| b.regime), supplied.map(|s| s.regime));
                if let Some(back) = back {
                    prop_assert!(!back.base.is_negative());
                    base_back = base_back.checked_add(back.base).unwrap();
                }
                prop_assert!(!f.amount.is_negative());
                // Its credit note's lines and shipping add up to what it refunds.
                let credited = shares.credited(&before, more).unwrap();
                let printed = credited.lines.iter().try_fold(credited.shipping, |sum, line| {
                    sum.checked_add(line.value)?.checked_sub(line.discount)
                }).unwrap();
                prop_assert_eq!(printed, f.amount);
                prop_assert!(!credited.shipping.is_negative());
                prop_assert!(credited.lines.iter().all(|l| l.discount <= l.value && !l.discount.is_negative()));
                for (kind, figure) in f.earnings().lines() {
                    prop_assert!(!figure.is_negative(), "{kind} reversed by {figure}");
                }
                amount = amount.checked_add(f.amount).unwrap();
                reversed = Earnings {
                    sale_credit: reversed.sale_credit.checked_add(f.sale_credit).unwrap(),
                    commission: reversed.commission.checked_add(f.commission).unwrap(),
                    commission_gst: reversed.commission_gst.checked_add(f.commission_gst).unwrap(),
                    tcs: reversed.tcs.checked_add(f.tcs).unwrap(),
                    tds: reversed.tds.checked_add(f.tds).unwrap(),
                };
                before.iter_mut().zip(more).for_each(|(b, m)| *b += m);
                if i + 1 < returns.len() {
                    prop_assert!(amount <= o.total, "{amount} > {}", o.total);
                    for ((kind, so_far), (_, posted)) in reversed.lines().into_iter().zip(delivered.lines()) {
                        prop_assert!(so_far <= posted, "{kind}: {so_far} reversed of {posted}");
                    }
                }
            }
            // The last piece returned everything that was left: every line of the ledger is
            // reversed to the paisa.
            prop_assert_eq!(amount, o.total);
            prop_assert_eq!(reversed, delivered);
            // Every unit back takes back the whole base the TCS was collected on.
            prop_assert_eq!(supplied.map_or(Money::ZERO, |s| s.base), base_back);
            prop_assert_eq!(supplied.is_some(), o.tcs_regime().is_some());
            // An unregistered shop's supplies bear no TCS; a registered one's split in two
            // equal halves within a state.
            if o.supplier.is_none() {
                prop_assert_eq!(delivered.tcs, Money::ZERO);
            } else if o.tcs_regime().is_some_and(Regime::is_split) {
                prop_assert_eq!(delivered.tcs.paise() % 2, 0);
            }
        }
    }
}
