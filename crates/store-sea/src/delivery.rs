//! [`DeliveryRepository`] on sea-orm: a shop's delivery terms, one row per shop that set them.
//! The checkout's catalogue reads the same columns beside each product ([`COLUMNS`]).

use async_trait::async_trait;
use identity::IndianState;
use kernel::{ShopId, Timestamp};
use sea_orm::ConnectionTrait;
use shops::{Delivery, DeliveryArea, DeliveryDays, DeliveryRepository, PinPrefix};

use crate::shops::SeaShopRepository;
use crate::sql::{Sql, exec};

/// The terms' columns of `shop_delivery d`, named as [`from_row`] reads them; all null when the
/// shop has no row (a `LEFT JOIN`).
pub(crate) const COLUMNS: &str = "d.area AS delivery_area, d.states AS delivery_states, \
    d.pin_prefixes AS delivery_prefixes, d.dispatch_days AS delivery_dispatch, \
    d.days_same_city AS delivery_same_city, d.days_same_state AS delivery_same_state, \
    d.days_rest_of_india AS delivery_rest_of_india";

/// The terms in a row selected with [`COLUMNS`]: the default when the shop never set any.
pub(crate) fn from_row(row: &sea_orm::QueryResult) -> anyhow::Result<Delivery> {
    let Some(area) = row.try_get::<Option<String>>("", "delivery_area")? else {
        return Ok(Delivery::default());
    };
    let days = |column: &str| -> anyhow::Result<DeliveryDays> {
        Ok(DeliveryDays::parse(i64::from(row.try_get::<i16>("", column)?))?)
    };
    let area = if area == "india" {
        DeliveryArea::AllIndia
    } else {
        let states = entries(&row.try_get::<String>("", "delivery_states")?)
            .map(IndianState::parse)
            .collect::<Result<Vec<_>, _>>()?;
        let prefixes = entries(&row.try_get::<String>("", "delivery_prefixes")?)
            .map(PinPrefix::parse)
            .collect::<Result<Vec<_>, _>>()?;
        DeliveryArea::listed(states, prefixes)?
    };
    Ok(Delivery {
        area,
        dispatch: days("delivery_dispatch")?,
        same_city: days("delivery_same_city")?,
        same_state: days("delivery_same_state")?,
        rest_of_india: days("delivery_rest_of_india")?,
    })
}

fn entries(stored: &str) -> impl Iterator<Item = &str> {
    stored.split(',').filter(|entry| !entry.is_empty())
}

#[async_trait]
impl DeliveryRepository for SeaShopRepository {
    async fn delivery_of(&self, shop: ShopId) -> anyhow::Result<Delivery> {
        let mut select = Sql::new("SELECT ");
        select
            .push(COLUMNS)
            .push(" FROM shop_delivery d WHERE d.shop_id = ")
            .bind(shop.as_uuid());
        let db = self.connection();
        match db.query_one_raw(select.build(db.get_database_backend())).await? {
            Some(row) => from_row(&row),
            None => Ok(Delivery::default()),
        }
    }

    async fn set_delivery(&self, shop: ShopId, delivery: &Delivery, now: Timestamp) -> anyhow::Result<()> {
        let (area, states, prefixes) = match &delivery.area {
            DeliveryArea::AllIndia => ("india", String::new(), String::new()),
            DeliveryArea::Listed { states, prefixes } => (
                "listed",
                states.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(","),
                prefixes
                    .iter()
                    .map(PinPrefix::as_str)
                    .collect::<Vec<_>>()
                    .join(","),
            ),
        };
        let days = |d: DeliveryDays| i16::from(d.get());
        let mut upsert = Sql::new(
            "INSERT INTO shop_delivery (shop_id, area, states, pin_prefixes, dispatch_days, \
             days_same_city, days_same_state, days_rest_of_india, updated_at) VALUES (",
        );
        upsert
            .bind(shop.as_uuid())
            .push(", ")
            .bind(area)
            .push(", ")
            .bind(states)
            .push(", ")
            .bind(prefixes)
            .push(", ")
            .bind(days(delivery.dispatch))
            .push(", ")
            .bind(days(delivery.same_city))
            .push(", ")
            .bind(days(delivery.same_state))
            .push(", ")
            .bind(days(delivery.rest_of_india))
            .push(", ")
            .bind(now)
            .push(
                ") ON CONFLICT (shop_id) DO UPDATE SET area = excluded.area, states = excluded.states, \
                 pin_prefixes = excluded.pin_prefixes, dispatch_days = excluded.dispatch_days, \
                 days_same_city = excluded.days_same_city, days_same_state = excluded.days_same_state, \
                 days_rest_of_india = excluded.days_rest_of_india, updated_at = excluded.updated_at",
            );
        exec(self.connection(), upsert).await?;
        Ok(())
    }
}
