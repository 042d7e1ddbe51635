//! [`Storefront`] with listings, counts and search from the index, the rest from the database.

use std::sync::Arc;

use async_trait::async_trait;
use catalog::{
    CatalogueQuery, Listed, Product, ProductQuery, SearchPlan, ShopEventsQuery, ShopFront, ShopProductsQuery,
    Storefront, Tally,
};
use kernel::{Page, PageRequest, ProductId, ShopId, Timestamp};

use crate::CatalogueIndex;

/// The in-process index in front of the database's storefront, which answers whatever the index
/// does not hold (products themselves, shops, the sellers' and operator's lists) and listings
/// until the index is built.
pub struct IndexedStorefront {
    index: Arc<CatalogueIndex>,
    database: Arc<dyn Storefront>,
}

impl IndexedStorefront {
    #[must_use]
    pub fn new(index: Arc<CatalogueIndex>, database: Arc<dyn Storefront>) -> Self {
        Self { index, database }
    }
}

#[async_trait]
impl Storefront for IndexedStorefront {
    async fn page<'a>(
        &self,
        query: &ProductQuery,
        plan: Option<&'a SearchPlan>,
    ) -> anyhow::Result<Vec<ProductId>> {
        match self.index.read(|index| index.page(query, plan)) {
            Some(ids) => Ok(ids),
            None => self.database.page(query, plan).await,
        }
    }

    async fn tally<'a>(&self, query: &ProductQuery, plan: Option<&'a SearchPlan>) -> anyhow::Result<Tally> {
        match self.index.read(|index| index.tally(query, plan)) {
            Some(tally) => Ok(tally),
            None => self.database.tally(query, plan).await,
        }
    }

    async fn search(&self, plan: &SearchPlan, limit: u32) -> anyhow::Result<Vec<ProductId>> {
        match self.index.read(|index| index.search(plan, limit)) {
            Some(ids) => Ok(ids),
            None => self.database.search(plan, limit).await,
        }
    }

    async fn listed(&self, ids: &[ProductId]) -> anyhow::Result<Vec<Listed>> {
        self.database.listed(ids).await
    }

    async fn details(&self, id: ProductId, now: Timestamp) -> anyhow::Result<Option<Listed>> {
        self.database.details(id, now).await
    }

    async fn similar(&self, product: &Product, limit: u32) -> anyhow::Result<Vec<ProductId>> {
        self.database.similar(product, limit).await
    }

    async fn shop_products(
        &self,
        shop: ShopId,
        query: &ShopProductsQuery,
        page: PageRequest,
    ) -> anyhow::Result<Page<Listed>> {
        self.database.shop_products(shop, query, page).await
    }

    async fn own_products(
        &self,
        shop: ShopId,
        query: &ShopProductsQuery,
        page: PageRequest,
    ) -> anyhow::Result<Page<Listed>> {
        self.database.own_products(shop, query, page).await
    }

    async fn running_events(&self, shop: Option<ShopId>, now: Timestamp) -> anyhow::Result<Vec<Listed>> {
        self.database.running_events(shop, now).await
    }

    async fn shop_front(&self, shop: ShopId) -> anyhow::Result<Option<ShopFront>> {
        self.database.shop_front(shop).await
    }

    async fn events_of_shop(
        &self,
        shop: ShopId,
        query: &ShopEventsQuery,
        page: PageRequest,
    ) -> anyhow::Result<Page<Listed>> {
        self.database.events_of_shop(shop, query, page).await
    }

    async fn everything(&self, query: &CatalogueQuery, page: PageRequest) -> anyhow::Result<Page<Listed>> {
        self.database.everything(query, page).await
    }

    async fn has_word_with_prefix(&self, prefix: &str) -> anyhow::Result<bool> {
        self.database.has_word_with_prefix(prefix).await
    }

    async fn words_near(&self, term: &str) -> anyhow::Result<Vec<String>> {
        self.database.words_near(term).await
    }
}
