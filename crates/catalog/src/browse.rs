//! The shopper's reads that involve a rule: turning what they typed into a [`SearchPlan`], and
//! a listing's order. Plain reads (a product, a shop's products, running events) go straight to
//! the [`Storefront`] port.
//!
//! A listing or search answer is made in two steps, so the expensive one can be kept for longer
//! (ADR 0013): which products, in what order, and how many ([`Storefront::page`],
//! [`Storefront::tally`], [`Storefront::search`]) change only when the catalogue does; the
//! products as they are now ([`Storefront::listed`]: stock, price, ratings) change with every sale.

use kernel::ProductId;

use crate::listing::{ProductQuery, Sort};
use crate::ports::Storefront;
use crate::search::{SearchPlan, SearchText, TermGroup, corrections, is_known_word};

/// At most this many corrections are tried per word, the closest first.
const CORRECTIONS_PER_TERM: usize = 3;

/// Every word matches as a prefix; a word no catalogue word starts with is widened to the
/// known words a typo away.
///
/// # Errors
/// Any storage failure.
pub async fn plan_search(store: &dyn Storefront, text: &SearchText) -> anyhow::Result<SearchPlan> {
    let mut groups = Vec::with_capacity(text.terms().len());
    for term in text.terms() {
        // A known colour or category word is meant as written, even with no product of it now.
        let fixes = if is_known_word(term) || store.has_word_with_prefix(term).await? {
            Vec::new()
        } else {
            let near = store.words_near(term).await?;
            corrections(term, near.iter().map(String::as_str), CORRECTIONS_PER_TERM)
        };
        groups.push(TermGroup {
            prefix: term.clone(),
            corrections: fixes,
        });
    }
    Ok(SearchPlan { groups })
}

/// The order a listing is given in: with a keyword, best match first unless another order was
/// asked for; without one, relevance means nothing and the newest come first.
#[must_use]
pub fn listing_order(query: &ProductQuery, sort_given: bool) -> Sort {
    match (&query.keyword, query.sort) {
        (Some(_), _) if !sort_given => Sort::Relevance,
        (None, Sort::Relevance) => Sort::Newest,
        (_, sort) => sort,
    }
}

/// A listing question made ready for the store: its order, and with a keyword its search plan.
///
/// # Errors
/// Any storage failure.
pub async fn prepare_listing(
    store: &dyn Storefront,
    mut query: ProductQuery,
    sort_given: bool,
) -> anyhow::Result<(ProductQuery, Option<SearchPlan>)> {
    query.sort = listing_order(&query, sort_given);
    let plan = match &query.keyword {
        Some(text) => Some(plan_search(store, text).await?),
        None => None,
    };
    Ok((query, plan))
}

/// The search panel's best matches, by id.
///
/// # Errors
/// Any storage failure.
pub async fn search_matches(
    store: &dyn Storefront,
    text: &SearchText,
    limit: u32,
) -> anyhow::Result<Vec<ProductId>> {
    let plan = plan_search(store, text).await?;
    store.search(&plan, limit).await
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::ports::MockStorefront;

    #[tokio::test]
    async fn known_prefixes_are_kept_and_unknown_words_are_corrected() {
        let mut store = MockStorefront::new();
        store
            .expect_has_word_with_prefix()
            .returning(|prefix| Ok(prefix == "blu"));
        store
            .expect_words_near()
            .returning(|_| Ok(vec!["shirt".to_owned(), "shorts".to_owned(), "skirt".to_owned()]));

        let plan = plan_search(&store, &SearchText::parse("blu shrit").unwrap())
            .await
            .unwrap();

        assert_eq!(
            plan.groups,
            vec![
                TermGroup {
                    prefix: "blu".into(),
                    corrections: vec![]
                },
                TermGroup {
                    prefix: "shrit".into(),
                    corrections: vec!["shirt".into()]
                },
            ]
        );
    }

    #[test]
    fn a_keyword_ranks_by_relevance_unless_another_order_was_asked_for() {
        let mut query = ProductQuery {
            page: kernel::PageRequest::new(1, 24).unwrap(),
            price: crate::listing::PriceRange::new(
                kernel::Money::from_rupees(0).unwrap(),
                kernel::Money::from_rupees(100).unwrap(),
            )
            .unwrap(),
            sort: Sort::PriceLowToHigh,
            category: None,
            brand: None,
            size: None,
            colour: None,
            keyword: SearchText::parse("kurta"),
        };
        assert_eq!(listing_order(&query, false), Sort::Relevance);
        assert_eq!(listing_order(&query, true), Sort::PriceLowToHigh);
        query.keyword = None;
        query.sort = Sort::Relevance;
        assert_eq!(listing_order(&query, false), Sort::Newest);
        query.sort = Sort::TopRated;
        assert_eq!(listing_order(&query, true), Sort::TopRated);
    }
}
