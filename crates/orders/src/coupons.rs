//! A shop's own coupons: created, listed and deleted by its seller (docs/product.md §7.6).
//! How a coupon prices a cart is `cart_rules`; this is who may make one and what it may say.

use cart_rules::{Coupon, CouponCode, Funder, Percent, UsageLimits};
use kernel::{CouponId, Money, ProductId, ShopId, Timestamp};

use crate::coupon::{InsertCouponError, ShopCoupon};
use crate::ports::{CheckoutCatalog, CouponRepository};

/// What a seller asks for; every part already parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CouponTerms {
    pub code: CouponCode,
    pub percent: Percent,
    pub min_amount: Option<Money>,
    pub max_discount: Option<Money>,
    pub product: Option<ProductId>,
    pub expires_at: Option<Timestamp>,
    pub limits: UsageLimits,
}

#[derive(Debug, thiserror::Error)]
pub enum CouponError {
    #[error("A coupon with this code already exists. Choose another code.")]
    DuplicateCode,
    #[error("Choose one of your own products, or all products.")]
    NotOwnProduct,
    #[error("The expiry must be in the future.")]
    ExpiresInPast,
    #[error("The maximum discount must be more than ₹0.")]
    ZeroMaximum,
    #[error("There is no such coupon.")]
    NotFound,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// The rules every new coupon keeps, whoever funds it.
fn check_terms(terms: &CouponTerms, now: Timestamp) -> Result<(), CouponError> {
    if terms.expires_at.is_some_and(|at| at <= now) {
        return Err(CouponError::ExpiresInPast);
    }
    if terms.max_discount.is_some_and(|max| max <= Money::ZERO) {
        return Err(CouponError::ZeroMaximum);
    }
    Ok(())
}

/// Stores checked terms as a new coupon of `funder`.
async fn keep(
    coupons: &dyn CouponRepository,
    terms: CouponTerms,
    funder: Funder,
    product_name: Option<String>,
    now: Timestamp,
) -> Result<ShopCoupon, CouponError> {
    let coupon = Coupon {
        id: CouponId::new(),
        code: terms.code,
        percent: terms.percent,
        funder,
        min_amount: terms.min_amount,
        max_discount: terms.max_discount,
        product: terms.product,
        expires_at: terms.expires_at,
        limits: terms.limits,
        owner: None,
        uses: 0,
    };
    coupons.insert(&coupon, now).await.map_err(|error| match error {
        InsertCouponError::Duplicate => CouponError::DuplicateCode,
        InsertCouponError::Failed(cause) => CouponError::Internal(cause),
    })?;
    Ok(ShopCoupon {
        coupon,
        product_name,
        created_at: now,
    })
}

/// Creates a coupon for `shop`.
pub async fn create_coupon(
    coupons: &dyn CouponRepository,
    catalog: &dyn CheckoutCatalog,
    shop: ShopId,
    terms: CouponTerms,
    now: Timestamp,
) -> Result<ShopCoupon, CouponError> {
    check_terms(&terms, now)?;
    let product_name = match terms.product {
        None => None,
        Some(product) => {
            let item = catalog.items(&[product], now).await?.into_iter().next();
            match item {
                Some(item) if item.item.shop == shop => Some(item.name),
                _ => return Err(CouponError::NotOwnProduct),
            }
        }
    };
    keep(coupons, terms, Funder::Shop(shop), product_name, now).await
}

/// Creates a platform coupon (funded by Haat, good in every shop): the Admin's. Platform coupons
/// name no product.
pub async fn create_platform_coupon(
    coupons: &dyn CouponRepository,
    terms: CouponTerms,
    now: Timestamp,
) -> Result<ShopCoupon, CouponError> {
    check_terms(&terms, now)?;
    if terms.product.is_some() {
        return Err(CouponError::NotOwnProduct);
    }
    keep(coupons, terms, Funder::Platform, None, now).await
}

/// Deletes one of `funder`'s coupons; anyone else's is not found.
pub async fn delete_coupon(
    coupons: &dyn CouponRepository,
    funder: Funder,
    id: CouponId,
    now: Timestamp,
) -> Result<(), CouponError> {
    if coupons.delete(funder, id, now).await? == kernel::Removed::Removed {
        Ok(())
    } else {
        Err(CouponError::NotFound)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ports::{CatalogItem, MockCheckoutCatalog, MockCouponRepository};
    use cart_rules::SellableItem;
    use chrono::{Duration, TimeZone, Utc};

    fn now() -> Timestamp {
        Utc.with_ymd_and_hms(2026, 11, 22, 10, 0, 0).unwrap()
    }

    fn terms() -> CouponTerms {
        CouponTerms {
            code: CouponCode::parse("save10").unwrap(),
            percent: Percent::new(10).unwrap(),
            min_amount: None,
            max_discount: None,
            product: None,
            expires_at: None,
            limits: UsageLimits::UNLIMITED,
        }
    }

    fn catalog_with(product: ProductId, owner: ShopId) -> MockCheckoutCatalog {
        let mut catalog = MockCheckoutCatalog::new();
        catalog.expect_items().returning(move |_, _| {
            Ok(vec![CatalogItem {
                item: SellableItem {
                    product,
                    shop: owner,
                    is_event: false,
                    on_sale: true,
                    stock: 1,
                    price: Money::from_paise(100),
                    sizes: Vec::new(),
                },
                name: "Kurta".into(),
                thumbnail: None,
                colour: None,
                shop_name: "Shop".into(),
                hsn: kernel::Hsn::known("6204"),
                gst_rate: kernel::GstRate::FIVE,
                dispatch_from: identity::PinCode::parse("560001").unwrap(),
                delivery: shops::Delivery::default(),
                category: catalog::Category::Women,
            }])
        });
        catalog
    }

    #[tokio::test]
    async fn another_shops_product_is_refused_and_nothing_is_stored() {
        let (mine, theirs) = (ShopId::new(), ShopId::new());
        let product = ProductId::new();
        let mut coupons = MockCouponRepository::new();
        coupons.expect_insert().never();
        let mut asked = terms();
        asked.product = Some(product);
        let error = create_coupon(&coupons, &catalog_with(product, theirs), mine, asked, now())
            .await
            .unwrap_err();
        assert!(matches!(error, CouponError::NotOwnProduct), "{error:?}");
    }

    #[tokio::test]
    async fn a_coupon_for_an_own_product_is_stored_as_the_shops() {
        let shop = ShopId::new();
        let product = ProductId::new();
        let mut coupons = MockCouponRepository::new();
        coupons
            .expect_insert()
            .withf(move |coupon, _| coupon.funder == Funder::Shop(shop) && coupon.code.as_str() == "SAVE10")
            .times(1)
            .returning(|_, _| Ok(()));
        let mut asked = terms();
        asked.product = Some(product);
        let created = create_coupon(&coupons, &catalog_with(product, shop), shop, asked, now())
            .await
            .unwrap();
        assert_eq!(created.product_name.as_deref(), Some("Kurta"));
    }

    #[tokio::test]
    async fn an_expiry_in_the_past_or_a_zero_cap_is_refused() {
        let coupons = MockCouponRepository::new();
        let catalog = MockCheckoutCatalog::new();
        let mut past = terms();
        past.expires_at = Some(now() - Duration::seconds(1));
        assert!(matches!(
            create_coupon(&coupons, &catalog, ShopId::new(), past, now()).await,
            Err(CouponError::ExpiresInPast)
        ));
        let mut zero = terms();
        zero.max_discount = Some(Money::ZERO);
        assert!(matches!(
            create_coupon(&coupons, &catalog, ShopId::new(), zero, now()).await,
            Err(CouponError::ZeroMaximum)
        ));
    }
}
