//! The shopper's reads that involve a rule: turning what they typed into a [`SearchPlan`].
//! Plain reads (a product, a shop's products, running events) go straight to the
//! [`Storefront`] port.

use crate::listing::Listed;
use crate::listing::{ListingPage, ProductQuery, Sort};
use crate::ports::Storefront;
use crate::search::{SearchPlan, SearchText, TermGroup, corrections};

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
        let fixes = if store.has_word_with_prefix(term).await? {
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

/// The storefront listing; with a keyword, restricted to search matches and, unless another
/// order was asked for, best match first.
///
/// # Errors
/// Any storage failure.
pub async fn list_products(
    store: &dyn Storefront,
    mut query: ProductQuery,
    sort_given: bool,
) -> anyhow::Result<ListingPage> {
    let plan = match &query.keyword {
        Some(text) => Some(plan_search(store, text).await?),
        None => None,
    };
    if plan.is_some() && !sort_given {
        query.sort = Sort::Relevance;
    }
    if plan.is_none() && query.sort == Sort::Relevance {
        query.sort = Sort::Newest;
    }
    store.list(&query, plan).await
}

/// The search panel's answer: the best matches.
///
/// # Errors
/// Any storage failure.
pub async fn search_products(
    store: &dyn Storefront,
    text: &SearchText,
    limit: u32,
) -> anyhow::Result<Vec<Listed>> {
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
}
