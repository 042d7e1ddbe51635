//! What shoppers may see ([`Storefront`]).

use std::collections::HashMap;

use async_trait::async_trait;
use catalog::{
    CatalogueQuery, CatalogueSort, Kind, Listed, Product, ProductQuery, SearchPlan, ShopEventSort,
    ShopEventsQuery, ShopFront, ShopProductSort, ShopProductsQuery, Storefront, Tally,
};
use kernel::{Page, PageRequest, ProductId, ShopId, Timestamp};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

use super::listing::{match_expression, push_ranked_visible, push_relevance_order, read_ids};
use super::rows::{read_listed, select_listed, shop_summary};
use super::{LISTED_FROM, SHOP_NAME, SeaProductRepository, VISIBLE};
use crate::entities::shop;
use crate::sql::push_ids;
use crate::sql::{Sql, push_contains, push_order};
use catalog::facets::FacetFilters;

#[async_trait]
impl Storefront for SeaProductRepository {
    #[tracing::instrument(skip_all)]
    async fn page<'a>(
        &self,
        query: &ProductQuery,
        plan: Option<&'a SearchPlan>,
    ) -> anyhow::Result<Vec<ProductId>> {
        let expression = plan.map(|p| match_expression(self.backend, p));
        let select = self.listing_select("SELECT ", query, expression.as_deref());
        read_ids(&self.db, select).await
    }

    #[tracing::instrument(skip_all)]
    async fn tally<'a>(&self, query: &ProductQuery, plan: Option<&'a SearchPlan>) -> anyhow::Result<Tally> {
        let expression = plan.map(|p| match_expression(self.backend, p));
        let search = expression.as_deref();
        let groups = self.groups(query, search).await?;
        Ok(FacetFilters::of(query).tally(&groups))
    }

    #[tracing::instrument(skip_all)]
    async fn search(&self, plan: &SearchPlan, limit: u32) -> anyhow::Result<Vec<ProductId>> {
        let expression = match_expression(self.backend, plan);
        let mut select = Sql::new("SELECT p.id");
        push_ranked_visible(&mut select, self.backend, &expression);
        select.push(" AND p.kind = 'product'");
        push_relevance_order(&mut select, self.backend, &expression);
        select.push(" LIMIT ").bind(i64::from(limit));
        read_ids(&self.db, select).await
    }

    async fn listed(&self, ids: &[ProductId]) -> anyhow::Result<Vec<Listed>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut select = select_listed(self.backend);
        select
            .push(LISTED_FROM)
            .push(" AND p.kind = 'product' AND p.id IN (");
        push_ids(&mut select, ids.iter().map(ProductId::as_uuid));
        select.push(")");
        let mut found: HashMap<ProductId, Listed> = read_listed(&self.db, select)
            .await?
            .into_iter()
            .map(|listed| (listed.product.id, listed))
            .collect();
        Ok(ids.iter().filter_map(|id| found.remove(id)).collect())
    }

    async fn details(&self, id: ProductId, now: Timestamp) -> anyhow::Result<Option<Listed>> {
        let mut select = select_listed(self.backend);
        select
            .push(LISTED_FROM)
            .push(" AND p.id = ")
            .bind(id.as_uuid())
            .push(" AND (p.kind = 'product' OR (p.starts_at <= ")
            .bind(now)
            .push(" AND p.ends_at > ")
            .bind(now)
            .push("))");
        Ok(read_listed(&self.db, select).await?.pop())
    }

    async fn similar(&self, product: &Product, limit: u32) -> anyhow::Result<Vec<ProductId>> {
        let name = product.details.name.as_str().to_owned();
        // Both halves choose among the visible products other than `product` itself.
        let others = || {
            let mut sql = Sql::new("SELECT p.id");
            sql.push(VISIBLE)
                .push(" AND p.kind = 'product' AND p.id <> ")
                .bind(product.id.as_uuid());
            sql
        };
        let mut variants = others();
        variants
            .push(" AND p.shop_id = ")
            .bind(product.shop_id.as_uuid())
            .push(" AND p.name = ")
            .bind(name.clone())
            .push(" ORDER BY p.created_at, p.id LIMIT ")
            .bind(i64::from(limit));
        let mut similar = read_ids(&self.db, variants).await?;
        let room = i64::from(limit) - i64::try_from(similar.len()).unwrap_or(0);
        if room > 0 {
            let mut related = others();
            related
                .push(" AND p.category = ")
                .bind(product.details.category.name())
                .push(" AND NOT (p.shop_id = ")
                .bind(product.shop_id.as_uuid())
                .push(" AND p.name = ")
                .bind(name)
                .push(") ORDER BY p.sold_out DESC, p.created_at DESC, p.id LIMIT ")
                .bind(room);
            similar.extend(read_ids(&self.db, related).await?);
        }
        Ok(similar)
    }

    async fn shop_products(
        &self,
        shop: ShopId,
        query: &ShopProductsQuery,
        page: PageRequest,
    ) -> anyhow::Result<Page<Listed>> {
        self.products_of_shop(LISTED_FROM, shop, query, page).await
    }

    async fn own_products(
        &self,
        shop: ShopId,
        query: &ShopProductsQuery,
        page: PageRequest,
    ) -> anyhow::Result<Page<Listed>> {
        self.products_of_shop(OWN_FROM, shop, query, page).await
    }

    async fn running_events(&self, shop: Option<ShopId>, now: Timestamp) -> anyhow::Result<Vec<Listed>> {
        let mut select = select_listed(self.backend);
        select
            .push(LISTED_FROM)
            .push(" AND p.kind = 'event' AND p.starts_at <= ")
            .bind(now)
            .push(" AND p.ends_at > ")
            .bind(now);
        if let Some(shop) = shop {
            select.push(" AND p.shop_id = ").bind(shop.as_uuid());
        }
        select.push(" ORDER BY p.ends_at, p.id LIMIT 100");
        read_listed(&self.db, select).await
    }

    async fn shop_front(&self, id: ShopId) -> anyhow::Result<Option<ShopFront>> {
        let Some(row) = shop::Entity::find_by_id(id.as_uuid())
            .filter(shop::Column::Status.eq("active"))
            .filter(shop::Column::ReviewStatus.eq("approved"))
            .one(&self.db)
            .await?
        else {
            return Ok(None);
        };
        let mut count = Sql::new("SELECT COUNT(*) AS n");
        count
            .push(VISIBLE)
            .push(" AND p.kind = 'product' AND p.shop_id = ")
            .bind(id.as_uuid());
        let products = self.count_rows(count).await?;
        Ok(Some(ShopFront {
            shop: shop_summary(&row),
            description: row.description.clone(),
            address: row.address.clone(),
            zip_code: row.zip_code.clone(),
            legal_name: row.legal_name.clone().filter(|name| !name.trim().is_empty()),
            gst_registered: row.gstin.as_deref().is_some_and(|gstin| !gstin.trim().is_empty()),
            products,
            created_at: row.created_at,
        }))
    }

    async fn events_of_shop(
        &self,
        shop: ShopId,
        query: &ShopEventsQuery,
        page: PageRequest,
    ) -> anyhow::Result<Page<Listed>> {
        // Each key is a column chosen here; the request only picks which. Start and end are
        // never null for an event.
        let order = query.sort.map_or(("p.created_at", true), |sort| {
            let expression = match sort.key() {
                ShopEventSort::Name => "lower(p.name)",
                ShopEventSort::Price => "p.selling_price_paise",
                ShopEventSort::Stock => "p.stock",
                ShopEventSort::Sold => "p.sold_out",
                ShopEventSort::Starts => "p.starts_at",
                ShopEventSort::Ends => "p.ends_at",
                ShopEventSort::Created => "p.created_at",
            };
            (expression, sort.is_descending())
        });
        self.page_of_shop(OWN_FROM, "event", shop, query.search.as_deref(), order, page)
            .await
    }

    async fn everything(&self, query: &CatalogueQuery, page: PageRequest) -> anyhow::Result<Page<Listed>> {
        let kind = match query.kind {
            Kind::Products => "product",
            Kind::Events => "event",
        };
        let search = query.search.as_deref().map(str::trim).filter(|t| !t.is_empty());
        let filter = |sql: &mut Sql| {
            sql.push(
                " FROM products p JOIN shops s ON s.id = p.shop_id WHERE p.deleted_at IS NULL AND p.kind = ",
            )
            .bind(kind);
            if let Some(text) = search {
                push_contains(sql, &["lower(p.name)", SHOP_NAME], text);
            }
        };
        let mut select = select_listed(self.backend);
        filter(&mut select);
        let (expression, descending) = query.sort.map_or(("p.created_at", true), |sort| {
            let expression = match sort.key() {
                CatalogueSort::Name => "lower(p.name)",
                CatalogueSort::Shop => SHOP_NAME,
                CatalogueSort::Price => "p.selling_price_paise",
                CatalogueSort::Stock => "p.stock",
                CatalogueSort::Sold => "p.sold_out",
                CatalogueSort::Starts => "p.starts_at",
                CatalogueSort::Ends => "p.ends_at",
                CatalogueSort::Created => "p.created_at",
            };
            (expression, sort.is_descending())
        });
        push_order(&mut select, expression, descending, "p.id");
        let mut count = Sql::new("SELECT COUNT(*) AS n");
        filter(&mut count);
        self.page_of(select, count, page).await
    }

    async fn has_word_with_prefix(&self, prefix: &str) -> anyhow::Result<bool> {
        let initial: String = prefix.chars().take(1).collect();
        let length = i64::try_from(prefix.chars().count()).unwrap_or(i64::MAX);
        let mut sql = Sql::new("SELECT COUNT(*) AS n FROM (SELECT 1 FROM search_terms WHERE initial = ");
        sql.bind(initial)
            .push(" AND length >= ")
            .bind(length)
            .push(" AND substr(term, 1, CAST(")
            .bind(length)
            .push(" AS INTEGER)) = ")
            .bind(prefix.to_owned())
            .push(" LIMIT 1) t");
        Ok(self.count_rows(sql).await? > 0)
    }

    async fn words_near(&self, term: &str) -> anyhow::Result<Vec<String>> {
        let initial: String = term.chars().take(1).collect();
        let length = i64::try_from(term.chars().count()).unwrap_or(i64::MAX);
        let mut sql = Sql::new("SELECT term FROM search_terms WHERE initial = ");
        sql.bind(initial)
            .push(" AND length BETWEEN ")
            .bind(length - 2)
            .push(" AND ")
            .bind(length + 2)
            .push(" LIMIT 5000");
        let rows = self.db.query_all_raw(sql.build(self.backend)).await?;
        rows.iter()
            .map(|row| row.try_get::<String>("", "term").map_err(anyhow::Error::from))
            .collect()
    }
}

/// The owner's view of a shop's live rows, whatever the shop's review or status says (the seller's
/// own lists), with its WHERE begun as [`LISTED_FROM`]'s is.
const OWN_FROM: &str = " FROM products p JOIN shops s ON s.id = p.shop_id WHERE p.deleted_at IS NULL";

impl SeaProductRepository {
    /// A shop's products (not events) from `from` (a FROM over products `p` and shops `s` with its
    /// WHERE begun: the public rule, or the owner's), searched and ordered as `query` asks.
    async fn products_of_shop(
        &self,
        from: &'static str,
        shop: ShopId,
        query: &ShopProductsQuery,
        page: PageRequest,
    ) -> anyhow::Result<Page<Listed>> {
        // Each key is a column chosen here, never null; the request only picks which. The
        // default is the (shop, created) index's own order.
        let order = query.sort.map_or(("p.created_at", true), |sort| {
            let expression = match sort.key() {
                ShopProductSort::Name => "lower(p.name)",
                ShopProductSort::Price => "p.selling_price_paise",
                ShopProductSort::Stock => "p.stock",
                ShopProductSort::Sold => "p.sold_out",
                ShopProductSort::Created => "p.created_at",
            };
            (expression, sort.is_descending())
        });
        self.page_of_shop(from, "product", shop, query.search.as_deref(), order, page)
            .await
    }

    /// One page of a shop's rows of `kind` (`"product"` or `"event"`, never from a request) from `from` (as
    /// [`Self::products_of_shop`] takes it), whose name contains `search`, in `order`: an
    /// expression chosen by the caller, never null, and whether it descends.
    async fn page_of_shop(
        &self,
        from: &'static str,
        kind: &'static str,
        shop: ShopId,
        search: Option<&str>,
        (expression, descending): (&'static str, bool),
        page: PageRequest,
    ) -> anyhow::Result<Page<Listed>> {
        let search = search.map(str::trim).filter(|t| !t.is_empty());
        let filter = |sql: &mut Sql| {
            // `kind` is one of two literals of this file, written into the text as the lists
            // always had it.
            sql.push(from)
                .push(" AND p.kind = '")
                .push(kind)
                .push("' AND p.shop_id = ")
                .bind(shop.as_uuid());
            if let Some(text) = search {
                push_contains(sql, &["lower(p.name)"], text);
            }
        };
        let mut select = select_listed(self.backend);
        filter(&mut select);
        let direction = if descending { " DESC" } else { " ASC" };
        select
            .push(" ORDER BY ")
            .push(expression)
            .push(direction)
            .push(", p.id")
            .push(direction);
        let mut count = Sql::new("SELECT COUNT(*) AS n");
        filter(&mut count);
        self.page_of(select, count, page).await
    }
}
