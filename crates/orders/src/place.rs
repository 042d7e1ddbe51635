//! Placing a checkout: one order per shop, all or nothing, at most once per idempotency key.

use cart_rules::LineProblem;
use kernel::{CheckoutId, OrderId, ProductId, Rate, Timestamp, UserId};

use crate::checkout::{CheckoutRequest, IdempotencyKey};
use crate::commission::CommissionRules;
use crate::order::{Order, PaymentMethod};
use crate::ports::{
    CheckoutCatalog, CouponRepository, NewCheckout, NewOrder, NewOrderLine, OrderImages, OrderStore,
    PlaceError, StockTake,
};
use crate::pricing::{CartError, PricedCart, Shopper, check_cart, price};

/// A line that keeps the checkout from being placed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineIssue {
    pub index: usize,
    pub name: Option<String>,
    pub problem: LineProblem,
    pub stock: u64,
}

#[derive(Debug, thiserror::Error)]
pub enum CheckoutError {
    #[error(transparent)]
    Cart(#[from] CartError),
    /// Lines that cannot be bought as asked.
    #[error("Some items in your cart cannot be bought as they are.")]
    Lines(Vec<LineIssue>),
    /// Stock or a price changed between pricing and placing; names the products concerned.
    #[error("Some items sold out or changed price while you were checking out.")]
    Short(Vec<(usize, String)>),
    /// The coupon cannot be used; the message says why.
    #[error("the coupon cannot be used: {}", .0.id)]
    Coupon(kernel::Message),
    #[error("Online payment is not available; choose cash on delivery.")]
    PaymentMethodUnavailable,
    #[error("This Idempotency-Key was used for a different checkout.")]
    KeyReused,
    /// Cash on delivery would put more units of these lines' products in the shopper's
    /// undelivered orders than allowed; nothing was placed.
    #[error("Cash on delivery is limited to {limit} units of a product per account.")]
    CodLimit { limit: u32, lines: Vec<CodLimited> },
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// A line cash on delivery cannot take as asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodLimited {
    pub index: usize,
    pub name: String,
    /// Units of the product already in the shopper's undelivered COD orders.
    pub held: u32,
}

/// What placing answered.
#[derive(Debug)]
pub struct Placed {
    pub checkout: CheckoutId,
    pub orders: Vec<Order>,
    /// The same key and request were seen before: these are the orders placed then.
    pub replayed: bool,
}

pub struct Checkout<'a> {
    pub catalog: &'a dyn CheckoutCatalog,
    pub coupons: &'a dyn CouponRepository,
    pub store: &'a dyn OrderStore,
    pub images: &'a dyn OrderImages,
    /// The Admin's commission rules, read as each checkout is placed.
    pub commission: &'a dyn crate::commission::CommissionRuleStore,
    /// The default commission rate before the Admin saves any rules
    /// (`orders.commission_percent`).
    pub default_commission: Rate,
    /// GST on the commission, TCS and TDS, fixed on each order placed.
    pub levies: crate::earnings::LevyPolicy,
    pub online_payments: bool,
    /// Most units of one product a shopper may hold in undelivered cash-on-delivery orders
    /// (`orders.cod_max_units_per_product`): a brand-new account could otherwise take a product's
    /// whole stock off the shelf with an order it never means to pay for.
    pub cod_max_units: u32,
}

impl Checkout<'_> {
    /// Places `request` for `shopper` under `key`.
    pub async fn place(
        &self,
        shopper: Shopper<'_>,
        key: IdempotencyKey,
        request: CheckoutRequest,
        now: Timestamp,
    ) -> Result<Placed, CheckoutError> {
        let user = shopper.id;
        check_cart(&request.lines)?;
        let fingerprint = request.fingerprint();
        if let Some(placed) = self.replay(user, &key, &fingerprint).await? {
            return Ok(placed);
        }
        if request.method == PaymentMethod::Razorpay && !self.online_payments {
            return Err(CheckoutError::PaymentMethodUnavailable);
        }
        let priced = price(
            self.catalog,
            self.coupons,
            request.lines.clone(),
            request.coupon.as_ref(),
            Some(shopper),
            Some(&request.address.zip_code),
            now,
        )
        .await?;
        let issues = issues(&priced);
        if !issues.is_empty() {
            return Err(CheckoutError::Lines(issues));
        }
        if let Some(problem) = priced.coupon.as_ref().and_then(|c| c.problem.clone()) {
            return Err(CheckoutError::Coupon(problem));
        }
        if request.method == PaymentMethod::Cod {
            let over: Vec<CodLimited> = priced
                .buyable
                .iter()
                .filter_map(|&index| {
                    let line = &priced.lines[index];
                    // The limit is per product, whatever sizes its units come in.
                    let units: u32 = priced
                        .buyable
                        .iter()
                        .map(|&other| &priced.lines[other])
                        .filter(|other| other.request.product == line.request.product)
                        .map(|other| other.request.qty.units())
                        .sum();
                    (units > self.cod_max_units).then(|| CodLimited {
                        index,
                        name: line.item.as_ref().map_or_else(String::new, |i| i.name.clone()),
                        held: 0,
                    })
                })
                .collect();
            if !over.is_empty() {
                return Err(CheckoutError::CodLimit {
                    limit: self.cod_max_units,
                    lines: over,
                });
            }
        }
        let mut priced = priced;
        self.keep_images(&mut priced).await?;
        let rules = crate::commission::in_force(self.commission, self.default_commission).await?;
        let checkout = new_checkout(
            user,
            key.clone(),
            fingerprint.clone(),
            &request,
            &priced,
            (&rules, self.levies),
            now,
        );
        let checkout = NewCheckout {
            cod_max_units: (request.method == PaymentMethod::Cod).then_some(self.cod_max_units),
            ..checkout
        };
        match self.store.place(&checkout).await {
            Ok(()) => Ok(Placed {
                checkout: checkout.id,
                orders: self.store.of_checkout(checkout.id).await?,
                replayed: false,
            }),
            Err(PlaceError::Short(products)) => Err(CheckoutError::Short(
                products
                    .iter()
                    .filter_map(|id| short_line(&priced, *id))
                    .collect(),
            )),
            // A concurrent request with this key committed first: answer as a retry would.
            Err(PlaceError::Coupon(problem)) => {
                Err(CheckoutError::Coupon(kernel::Described::message(&problem)))
            }
            Err(PlaceError::CodLimit(held)) => Err(CheckoutError::CodLimit {
                limit: self.cod_max_units,
                lines: held
                    .iter()
                    .filter_map(|(product, held)| {
                        short_line(&priced, *product).map(|(index, name)| CodLimited {
                            index,
                            name,
                            held: *held,
                        })
                    })
                    .collect(),
            }),
            Err(PlaceError::KeyTaken) => self.replay(user, &key, &fingerprint).await?.ok_or_else(|| {
                CheckoutError::Internal(anyhow::anyhow!("an idempotency key was taken but not found"))
            }),
            Err(PlaceError::Failed(error)) => Err(CheckoutError::Internal(error)),
        }
    }

    /// Swaps each line's thumbnail for the order's own copy, before the transaction (a copy left
    /// by a checkout that then fails is shared and harmless).
    async fn keep_images(&self, priced: &mut PricedCart) -> Result<(), CheckoutError> {
        for line in &mut priced.lines {
            if let Some(item) = line.item.as_mut()
                && let Some(thumbnail) = item.thumbnail.take()
            {
                item.thumbnail = Some(self.images.keep(&thumbnail).await?);
            }
        }
        Ok(())
    }

    async fn replay(
        &self,
        user: UserId,
        key: &IdempotencyKey,
        fingerprint: &str,
    ) -> Result<Option<Placed>, CheckoutError> {
        let Some(attempt) = self.store.attempt(user, key).await? else {
            return Ok(None);
        };
        if attempt.request_hash != fingerprint {
            return Err(CheckoutError::KeyReused);
        }
        Ok(Some(Placed {
            checkout: attempt.checkout,
            orders: self.store.of_checkout(attempt.checkout).await?,
            replayed: true,
        }))
    }
}

fn issues(priced: &PricedCart) -> Vec<LineIssue> {
    priced
        .lines
        .iter()
        .enumerate()
        .filter_map(|(index, line)| {
            let problem = line.problem.filter(|p| p.blocks_checkout())?;
            Some(LineIssue {
                index,
                name: line.item.as_ref().map(|i| i.name.clone()),
                problem,
                stock: line.item.as_ref().map_or(0, |i| i.item.stock),
            })
        })
        .collect()
}

fn short_line(priced: &PricedCart, product: ProductId) -> Option<(usize, String)> {
    priced
        .lines
        .iter()
        .position(|l| l.request.product == product)
        .map(|index| {
            let name = priced.lines[index]
                .item
                .as_ref()
                .map_or_else(String::new, |i| i.name.clone());
            (index, name)
        })
}

fn new_checkout(
    user: UserId,
    key: IdempotencyKey,
    request_hash: String,
    request: &CheckoutRequest,
    priced: &PricedCart,
    (rules, levies): (&CommissionRules, crate::earnings::LevyPolicy),
    now: Timestamp,
) -> NewCheckout {
    let status = request.method.first_status();
    let orders = priced
        .price
        .shops
        .iter()
        .map(|shop| NewOrder {
            id: OrderId::new(),
            shop: shop.shop,
            status,
            subtotal: shop.subtotal,
            shipping: shop.shipping,
            discount: shop.discount,
            shop_discount: shop.shop_funded_discount,
            total: shop.total,
            commission_rate: rules.shop_rate(shop.shop),
            lines: shop
                .lines
                .iter()
                .filter_map(|priced_line| {
                    let line = &priced.lines[priced.buyable[priced_line.index]];
                    let item = line.item.as_ref()?;
                    Some(NewOrderLine {
                        product: item.item.product,
                        name: item.name.clone(),
                        image: item.thumbnail.clone(),
                        unit_price: item.item.price,
                        qty: line.request.qty.units(),
                        size: line.request.size.clone(),
                        colour: item.colour.clone(),
                        is_event: item.item.is_event,
                        total: priced_line.total,
                        discount: priced_line.discount,
                        hsn: item.hsn.clone(),
                        gst_rate: item.gst_rate,
                        commission_rate: rules.rate_for(shop.shop, item.category).0,
                    })
                })
                .collect(),
        })
        .collect();
    let takes = priced
        .buyable
        .iter()
        .filter_map(|&i| {
            let line = &priced.lines[i];
            line.item.as_ref().map(|item| StockTake {
                product: item.item.product,
                qty: line.request.qty.units(),
                price: item.item.price,
            })
        })
        .collect();
    NewCheckout {
        id: CheckoutId::new(),
        user,
        key,
        request_hash,
        method: request.method,
        subtotal: priced.price.subtotal,
        shipping: priced.price.shipping,
        discount: priced.price.discount,
        total: priced.price.total,
        coupon: priced
            .coupon
            .as_ref()
            .and_then(|c| c.coupon.as_ref().filter(|_| c.problem.is_none()))
            .map(|c| (c.id, c.code.as_str().to_owned())),
        levies,
        cod_max_units: None,
        address: request.address.to_copy(),
        buyer_gstin: request.buyer_gstin.clone(),
        takes,
        orders,
        at: now,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checkout::tests::request;
    use crate::ports::{
        MockCheckoutCatalog, MockCouponRepository, MockOrderImages, MockOrderStore, PlacedAttempt,
    };
    use chrono::{TimeZone, Utc};

    fn now() -> Timestamp {
        Utc.with_ymd_and_hms(2026, 11, 22, 10, 0, 0).unwrap()
    }

    fn shopper() -> Shopper<'static> {
        Shopper {
            id: UserId::new(),
            email: "priya@example.com",
        }
    }

    #[tokio::test]
    async fn the_same_key_with_another_request_is_refused_before_anything_is_read() {
        let product = ProductId::new();
        let first = request(product, 1);
        let mut store = MockOrderStore::new();
        let hash = first.fingerprint();
        store.expect_attempt().returning(move |_, _| {
            Ok(Some(PlacedAttempt {
                request_hash: hash.clone(),
                checkout: CheckoutId::new(),
            }))
        });
        store.expect_place().never();
        let catalog = MockCheckoutCatalog::new();
        let coupons = MockCouponRepository::new();
        let checkout = Checkout {
            catalog: &catalog,
            coupons: &coupons,
            store: &store,
            images: &MockOrderImages::new(),
            commission: &crate::commission::MockCommissionRuleStore::new(),
            default_commission: Rate::from_percent(10).unwrap(),
            levies: crate::earnings::LevyPolicy::default(),
            online_payments: false,
            cod_max_units: 10,
        };
        let key = IdempotencyKey::parse("k-1").unwrap();
        let error = checkout
            .place(shopper(), key, request(product, 2), now())
            .await
            .unwrap_err();
        assert!(matches!(error, CheckoutError::KeyReused), "{error:?}");
    }

    #[tokio::test]
    async fn online_payment_is_refused_when_no_gateway_is_configured() {
        let mut store = MockOrderStore::new();
        store.expect_attempt().returning(|_, _| Ok(None));
        store.expect_place().never();
        let catalog = MockCheckoutCatalog::new();
        let coupons = MockCouponRepository::new();
        let checkout = Checkout {
            catalog: &catalog,
            coupons: &coupons,
            store: &store,
            images: &MockOrderImages::new(),
            commission: &crate::commission::MockCommissionRuleStore::new(),
            default_commission: Rate::from_percent(10).unwrap(),
            levies: crate::earnings::LevyPolicy::default(),
            online_payments: false,
            cod_max_units: 10,
        };
        let mut online = request(ProductId::new(), 1);
        online.method = PaymentMethod::Razorpay;
        let error = checkout
            .place(shopper(), IdempotencyKey::parse("k").unwrap(), online, now())
            .await
            .unwrap_err();
        assert!(
            matches!(error, CheckoutError::PaymentMethodUnavailable),
            "{error:?}"
        );
    }
}
