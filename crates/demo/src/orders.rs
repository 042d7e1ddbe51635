//! Demo orders, money and console history, so every list and dashboard shows real figures from
//! the first `just run`: about two hundred orders over the past 60 days in every status, placed,
//! moved, refunded and cancelled through the same use cases as live ones (so stock, the ledger and
//! each order's history agree), coupons of both kinds, payout methods and withdrawals in each
//! state, and the Admin's decisions in the audit log.

use anyhow::Context as _;
use cart_rules::{CouponCode, Percent, Quantity, RequestedLine, UsageLimits};
use chrono::Duration;
use identity::address::AddressText;
use identity::{IndianState, PersonName, PhoneNumber, PinCode};
use kernel::{AuditEntry, Money, ProductId, ShopId, Timestamp, UserId};
use orders::coupons::create_platform_coupon;
use orders::withdrawals::{decide_withdrawal, request_withdrawal};
use orders::{
    Actor, CatalogItem, CheckoutRequest, CouponTerms, Decision, IdempotencyKey, OrderStatus, PaymentMethod,
    PayoutMethod, RejectReason, ShippingAddress, manage, payments,
};

use super::Dice;
use crate::Marketplace;

/// Who buys, and where the parcels go.
const ADDRESSES: &[(&str, &str, &str, &str, &str)] = &[
    (
        "Priya Sharma",
        "98450 12345",
        "12 MG Road",
        "Bengaluru",
        "Karnataka",
    ),
    (
        "Rahul Mehta",
        "98200 45678",
        "4 Marine Drive",
        "Mumbai",
        "Maharashtra",
    ),
    (
        "Ananya Rao",
        "94400 11223",
        "22 Banjara Hills",
        "Hyderabad",
        "Telangana",
    ),
    ("Vikram Singh", "98100 99887", "7 Hauz Khas", "New Delhi", "Delhi"),
    (
        "Fatima Sheikh",
        "90070 33445",
        "15 Park Street",
        "Kolkata",
        "West Bengal",
    ),
];
const PINS: &[&str] = &["560001", "400020", "500034", "110016", "700016"];

/// What the demo's history is made of.
pub struct DemoOrders<'a> {
    pub shoppers: &'a [UserId],
    pub shops: &'a [ShopId],
    pub products: &'a [ProductId],
    pub admin: UserId,
    /// The shop waiting for review: it has a payout method, as its checklist asks.
    pub review_shop: ShopId,
}

pub(super) fn address(n: usize) -> anyhow::Result<ShippingAddress> {
    let (name, phone, line1, city, state) = ADDRESSES[n % ADDRESSES.len()];
    Ok(ShippingAddress {
        name: PersonName::parse(name)?,
        phone: PhoneNumber::parse(phone)?,
        address1: AddressText::parse(line1, 255)?,
        address2: None,
        city: AddressText::parse(city, 80)?,
        state: IndianState::parse(state)?,
        country: "India",
        zip_code: PinCode::parse(PINS[n % PINS.len()])?,
    })
}

pub(super) fn line(item: &CatalogItem, qty: i64) -> anyhow::Result<RequestedLine> {
    Ok(RequestedLine {
        product: item.item.product,
        is_event: false,
        qty: Quantity::new(qty)?,
        size: item.item.sizes.first().cloned(),
        seen_price: None,
    })
}

/// The next steps an order of `age` days takes (a deterministic mix by age).
fn path_for(age: i64, roll: usize) -> (OrderStatus, bool, bool) {
    // (how far along the delivery path, refund asked, refund approved)
    match age {
        0..=1 => (
            [OrderStatus::Processing, OrderStatus::TransferredToDeliveryPartner][roll % 2],
            false,
            false,
        ),
        2..=5 => (
            [
                OrderStatus::Shipping,
                OrderStatus::OnTheWay,
                OrderStatus::Delivered,
                OrderStatus::Processing,
            ][roll % 4],
            false,
            false,
        ),
        6..=16 => match roll % 10 {
            0 => (OrderStatus::Delivered, true, false),
            1 => (OrderStatus::Delivered, true, true),
            _ => (OrderStatus::Delivered, false, false),
        },
        _ => (
            OrderStatus::Delivered,
            roll.is_multiple_of(12),
            roll.is_multiple_of(12),
        ),
    }
}

/// Each shopper's id with their email: a checkout is placed for both.
async fn with_emails(market: &Marketplace, shoppers: &[UserId]) -> anyhow::Result<Vec<(UserId, String)>> {
    let mut found = Vec::with_capacity(shoppers.len());
    for id in shoppers {
        let user = market
            .users
            .find(*id)
            .await?
            .context("a demo shopper is missing")?;
        found.push((*id, user.email.as_str().to_owned()));
    }
    anyhow::ensure!(!found.is_empty(), "the demo has no shoppers");
    Ok(found)
}

pub async fn load(market: &Marketplace, demo: &DemoOrders<'_>, now: Timestamp) -> anyhow::Result<usize> {
    let mut dice = Dice(0x0de5_2026);
    let seller = demo.shops[0];

    // Coupons: the seller's own, and a platform one anyone can use.
    orders::coupons::create_coupon(
        market.coupons.as_ref(),
        market.checkout_catalog.as_ref(),
        seller,
        CouponTerms {
            code: CouponCode::parse("BAZAAR10")?,
            percent: Percent::new(10).context("10%")?,
            min_amount: Some(Money::from_rupees(500)?),
            max_discount: Some(Money::from_rupees(200)?),
            product: None,
            expires_at: Some(now + Duration::days(45)),
            limits: UsageLimits {
                total: Some(500),
                per_account: None,
            },
        },
        now - Duration::days(61),
    )
    .await?;
    create_platform_coupon(
        market.coupons.as_ref(),
        CouponTerms {
            code: CouponCode::parse("FESTIVE15")?,
            percent: Percent::new(15).context("15%")?,
            min_amount: Some(Money::from_rupees(999)?),
            max_discount: Some(Money::from_rupees(300)?),
            product: None,
            expires_at: Some(now + Duration::days(30)),
            // More than the platform's default of one, so the demo's shoppers can show it off
            // across their history.
            limits: UsageLimits {
                total: Some(1_000),
                per_account: Some(10),
            },
        },
        now - Duration::days(61),
    )
    .await?;

    let items = market.checkout_catalog.items(demo.products, now).await?;
    let (own, others): (Vec<&CatalogItem>, Vec<&CatalogItem>) = items
        .iter()
        .filter(|i| i.item.on_sale)
        .partition(|i| i.item.shop == seller);
    let checkout = market.checkout(true);
    let shoppers = with_emails(market, demo.shoppers).await?;

    let mut placed = 0usize;
    for age in (0..60i64).rev() {
        for _ in 0..(2 + dice.below(3)) {
            let n = placed + dice.below(1000);
            // Four orders in ten include the demo seller's shop, so its dashboard is busy.
            let mut chosen: Vec<&CatalogItem> = Vec::new();
            if dice.below(10) < 4 && !own.is_empty() {
                chosen.push(own[dice.below(own.len())]);
            }
            if chosen.is_empty() || dice.below(3) == 0 {
                chosen.push(others[dice.below(others.len())]);
            }
            chosen.dedup_by_key(|i| i.item.product);
            let lines = chosen
                .iter()
                .map(|item| line(item, 1 + i64::from(dice.below(4) == 0)))
                .collect::<anyhow::Result<Vec<_>>>()?;
            let at = now
                - Duration::days(age)
                - Duration::minutes(i64::try_from(dice.below(600)).unwrap_or(0) + 60);
            let online = dice.below(5) == 0;
            let request = CheckoutRequest {
                lines,
                address: address(n)?,
                coupon: (dice.below(8) == 0)
                    .then(|| CouponCode::parse("FESTIVE15"))
                    .transpose()?,
                method: if online {
                    PaymentMethod::Razorpay
                } else {
                    PaymentMethod::Cod
                },
                buyer_gstin: None,
            };
            let (shopper, email) = &shoppers[n % shoppers.len()];
            let shopper = *shopper;
            let key = IdempotencyKey::parse(&uuid::Uuid::new_v4().to_string())?;
            // A sold-out pick is simply skipped, as a real shopper would be refused.
            let buyer = orders::Shopper { id: shopper, email };
            let Ok(done) = checkout.place(buyer, key, request, at).await else {
                continue;
            };
            placed += 1;
            if online && age > 0 && dice.below(4) == 0 {
                // Never paid: the unpaid-order task cancels it (run below).
                continue;
            }
            if online {
                let payment = format!("pay_demo{placed:06}");
                market
                    .orders
                    .mark_paid(done.checkout, &payment, at + Duration::minutes(2))
                    .await?;
            }
            for order in &done.orders {
                let (target, refund_asked, refund_approved) = path_for(age, dice.below(120));
                let mut when = at + Duration::hours(2);
                for step in OrderStatus::DELIVERY_PATH.iter().skip(1) {
                    when += Duration::hours(6 + i64::try_from(dice.below(18)).unwrap_or(0));
                    if when > now {
                        break;
                    }
                    manage::update_status(
                        market.orders.as_ref(),
                        Actor::Shop(order.seller.id),
                        order.id,
                        *step,
                        demo_shipment(order.id, *step, when),
                        when,
                    )
                    .await
                    .with_context(|| format!("moving demo order {} to {step}", order.id))?;
                    if *step == target {
                        break;
                    }
                }
                // Refunds only of cash orders: an online refund needs the gateway, which the
                // demo does not have.
                if refund_asked && !online && when + Duration::days(2) < now {
                    let asked = when + Duration::days(2);
                    if manage::request_refund(market.orders.as_ref(), shopper, order.id, demo_return(), asked)
                        .await
                        .is_ok()
                        && refund_approved
                    {
                        let approved = asked + Duration::days(1);
                        if approved < now {
                            manage::approve_refund(
                                market.orders.as_ref(),
                                None,
                                Actor::Shop(order.seller.id),
                                order.id,
                                approved,
                            )
                            .await?;
                        }
                    }
                }
            }
        }
    }
    // The random history above depends on which products its picks find in stock (their order
    // comes from random ids), so it may miss a status; one order of each is placed on purpose,
    // and a failure to place it is an error.
    placed += showcase(market, demo, &others, now).await?;
    // The old unpaid ones cancelled.
    payments::cancel_unpaid(market.orders.as_ref(), now).await?;
    // Orders delivered more than 14 days ago are past their refund window: their earnings are
    // available, as the settling task would have made them.
    orders::settlement::settle_due(market.orders.as_ref(), now).await?;

    withdrawals(market, demo, now).await?;
    Ok(placed)
}

/// Every status of the order machine, each shown once for certain: an order on each step of the
/// delivery path short of delivery, a delivered one whose refund is being processed and one whose
/// refund was paid, a checkout still waiting for its payment, and one never paid (which the
/// unpaid-order pass in `load` cancels). Each takes one unit of whichever other shop's product has
/// the most stock left, so an earlier random order cannot have sold it out.
async fn showcase(
    market: &Marketplace,
    demo: &DemoOrders<'_>,
    others: &[&CatalogItem],
    now: Timestamp,
) -> anyhow::Result<usize> {
    const ORDERS: u64 = 8;
    let ids: Vec<ProductId> = others.iter().map(|i| i.item.product).collect();
    let fresh = market.checkout_catalog.items(&ids, now).await?;
    let item = fresh
        .iter()
        .filter(|i| i.item.on_sale)
        .max_by_key(|i| i.item.stock)
        .filter(|i| i.item.stock >= ORDERS)
        .context("no other shop's product has eight units left for the demo's showcase orders")?;
    let shoppers = with_emails(market, &demo.shoppers[..1]).await?;
    let (shopper, email) = (shoppers[0].0, shoppers[0].1.as_str());
    let checkout = market.checkout(true);
    let place = |method: PaymentMethod, at: Timestamp| {
        let checkout = &checkout;
        async move {
            let request = CheckoutRequest {
                lines: vec![line(item, 1)?],
                address: address(0)?,
                coupon: None,
                method,
                buyer_gstin: None,
            };
            let key = IdempotencyKey::parse(&uuid::Uuid::new_v4().to_string())?;
            let done = checkout
                .place(orders::Shopper { id: shopper, email }, key, request, at)
                .await
                .with_context(|| format!("placing a demo showcase order at {at}"))?;
            anyhow::Ok(done)
        }
    };
    // Moves an order along the delivery path, six hours a step, up to `to`; returns when it got
    // there.
    let advance = |order: kernel::OrderId, seller: ShopId, to: OrderStatus, mut at: Timestamp| async move {
        for step in OrderStatus::DELIVERY_PATH.iter().skip(1) {
            at += Duration::hours(6);
            manage::update_status(
                market.orders.as_ref(),
                Actor::Shop(seller),
                order,
                *step,
                demo_shipment(order, *step, at),
                at,
            )
            .await
            .with_context(|| format!("moving demo order {order} to {step}"))?;
            if *step == to {
                break;
            }
        }
        anyhow::Ok(at)
    };

    for to in [
        OrderStatus::Processing,
        OrderStatus::TransferredToDeliveryPartner,
        OrderStatus::Shipping,
        OrderStatus::OnTheWay,
    ] {
        let at = now - Duration::hours(20);
        let done = place(PaymentMethod::Cod, at).await?;
        if to != OrderStatus::Processing {
            for order in &done.orders {
                advance(order.id, order.seller.id, to, at).await?;
            }
        }
    }

    for refund_paid in [false, true] {
        let done = place(PaymentMethod::Cod, now - Duration::days(6)).await?;
        for order in &done.orders {
            let delivered = advance(
                order.id,
                order.seller.id,
                OrderStatus::Delivered,
                now - Duration::days(6),
            )
            .await?;
            let asked = delivered + Duration::days(1);
            manage::request_refund(market.orders.as_ref(), shopper, order.id, demo_return(), asked)
                .await
                .context("asking a refund of a demo showcase order")?;
            if refund_paid {
                manage::approve_refund(
                    market.orders.as_ref(),
                    None,
                    Actor::Shop(order.seller.id),
                    order.id,
                    asked + Duration::days(1),
                )
                .await
                .context("approving the refund of a demo showcase order")?;
            }
        }
    }

    // Still within its payment window; and one long past it, which `load` then cancels.
    place(PaymentMethod::Razorpay, now - Duration::minutes(5)).await?;
    place(PaymentMethod::Razorpay, now - Duration::hours(2)).await?;
    Ok(usize::try_from(ORDERS)?)
}

/// Payout methods for the first two shops and the one waiting for review; one withdrawal paid, one waiting and one rejected.
async fn withdrawals(market: &Marketplace, demo: &DemoOrders<'_>, now: Timestamp) -> anyhow::Result<()> {
    let bank = PayoutMethod::Bank {
        holder: orders::HolderName::parse("Meera Iyer")?,
        number: orders::AccountNumber::parse("50100123456789")?,
        ifsc: orders::Ifsc::parse("HDFC0001234")?,
        bank_name: orders::BankName::parse("HDFC Bank")?,
    };
    market
        .withdrawals
        .set_payout_method(demo.shops[0], &bank, now - Duration::days(40))
        .await?;
    let upi = PayoutMethod::Upi(orders::UpiId::parse("arjun.crafts@okaxis")?);
    market
        .withdrawals
        .set_payout_method(demo.shops[1], &upi, now - Duration::days(40))
        .await?;
    let waiting = PayoutMethod::Upi(orders::UpiId::parse("jaya.rabari@oksbi")?);
    market
        .withdrawals
        .set_payout_method(demo.review_shop, &waiting, now - Duration::days(1))
        .await?;

    let audit = |action: &'static str, id: String, at: Timestamp| AuditEntry {
        actor: demo.admin,
        action,
        target_kind: "withdrawal",
        target_id: id,
        details: "{}".to_owned(),
        at,
    };
    let thousand = Money::from_rupees(1000)?;
    for (shop, share, decision) in [
        (demo.shops[0], 40, Some(Decision::Pay)),
        (demo.shops[0], 25, None),
        (
            demo.shops[1],
            50,
            Some(Decision::Reject(
                RejectReason::parse(
                    "The UPI id does not match the shop owner's name. Please add a bank account.",
                )
                .context("reason")?,
            )),
        ),
    ] {
        let available = market.ledger.balance(shop).await?.available;
        let amount = Money::from_paise(available.paise() * share / 100 / 100 * 100);
        if amount < thousand {
            continue;
        }
        let asked = now - Duration::days(if decision.is_some() { 12 } else { 2 });
        let withdrawal = request_withdrawal(market.withdrawals.as_ref(), shop, amount, asked).await?;
        if let Some(decision) = decision {
            let action = if decision == Decision::Pay {
                "withdrawal.pay"
            } else {
                "withdrawal.reject"
            };
            let decided = asked + Duration::days(1);
            decide_withdrawal(
                market.withdrawals.as_ref(),
                withdrawal.id,
                decision,
                demo.admin,
                market.texts.as_ref(),
                decided,
            )
            .await?;
            market
                .audit
                .record(&audit(action, withdrawal.id.to_string(), decided))
                .await?;
        }
    }
    Ok(())
}

/// The parcel a demo shop hands to a courier (only for "Transferred to delivery partner"): a
/// courier and a tracking number that follow from the order, expected four days later.
pub(crate) fn demo_shipment(
    order: kernel::OrderId,
    step: OrderStatus,
    at: Timestamp,
) -> Option<orders::Shipment> {
    const COURIERS: [&str; 5] = ["Delhivery", "Blue Dart", "India Post", "Ekart", "Xpressbees"];
    if step != OrderStatus::TransferredToDeliveryPartner {
        return None;
    }
    let digits = order.as_uuid().simple().to_string().to_ascii_uppercase();
    let courier = COURIERS[usize::from(order.as_uuid().as_bytes()[0]) % COURIERS.len()];
    Some(orders::Shipment {
        courier: orders::Courier::parse(courier).ok()?,
        tracking_number: orders::TrackingNumber::parse(&format!("HT{}", &digits[..12])).ok()?,
        expected_delivery: orders::shipment::today_in_india(at + Duration::days(4)),
    })
}

/// A demo return: one unit of the order's first line, not the right size, refunded to a UPI id
/// (the demo's refunds are of cash orders).
fn demo_return() -> orders::ReturnRequest {
    orders::ReturnRequest {
        lines: vec![orders::ReturnLine { line: 0, qty: 1 }],
        reason: orders::ReturnReason::SizeOrFit,
        note: None,
        payout: orders::UpiId::parse("demo.shopper@okaxis")
            .ok()
            .map(orders::PayoutMethod::Upi),
    }
}
