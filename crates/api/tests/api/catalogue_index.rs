//! The in-process catalogue index answers exactly as the database's queries do (ADR 0037): the
//! same ids in the same order and the same counts, over thousands of random listings of a
//! generated catalogue, with shops hidden, products held and deleted, and prices and sales moved
//! after the index was built.

use std::sync::Arc;

use catalog::{CatalogueFeed, Category, PriceRange, ProductQuery, SearchPlan, Sort, Storefront, TermGroup};
use catalog_index::CatalogueIndex;
use kernel::{Money, PageRequest};
use sea_orm::ConnectionTrait as _;
use store_sea::SeaProductRepository;

use crate::helpers::spawn_app_generated;

/// How many random listings are compared.
const QUERIES: usize = 10_000;

/// A small deterministic generator (xorshift), so a failure replays with the same queries.
struct Dice(u64);

impl Dice {
    fn roll(&mut self, sides: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        usize::try_from(self.0 % sides as u64).unwrap()
    }

    fn pick<'a, T>(&mut self, from: &'a [T]) -> &'a T {
        &from[self.roll(from.len())]
    }

    fn chance(&mut self, in_four: usize) -> bool {
        self.roll(4) < in_four
    }
}

/// What the random listings choose among: the catalogue's own values, and some it lacks.
struct Choices {
    brands: Vec<String>,
    colours: Vec<String>,
    sizes: Vec<String>,
    words: Vec<String>,
}

fn query(dice: &mut Dice, choices: &Choices) -> (ProductQuery, Option<SearchPlan>) {
    let sorts = [
        Sort::Newest,
        Sort::PriceLowToHigh,
        Sort::PriceHighToLow,
        Sort::BestSelling,
        Sort::TopRated,
        Sort::Relevance,
    ];
    let limit = *dice.pick(&[1_u32, 8, 20, 100]);
    let page = if dice.chance(3) {
        u32::try_from(dice.roll(3)).unwrap() + 1
    } else {
        u32::try_from(dice.roll(60)).unwrap() + 1
    };
    let price = if dice.chance(2) {
        PriceRange::everything()
    } else {
        let low = i64::try_from(dice.roll(5_000)).unwrap();
        let high = low + i64::try_from(dice.roll(20_000)).unwrap();
        PriceRange::new(
            Money::from_rupees(low).unwrap(),
            Money::from_rupees(high).unwrap(),
        )
        .unwrap()
    };
    let choose = |from: &[String], dice: &mut Dice| {
        (dice.roll(3) == 0).then(|| {
            if dice.roll(10) == 0 {
                "no such value".to_owned()
            } else {
                // Upper-cased sometimes: the filters ignore case.
                let value = dice.pick(from).clone();
                if dice.chance(1) {
                    value.to_uppercase()
                } else {
                    value
                }
            }
        })
    };
    let brand = choose(&choices.brands, dice);
    let colour = choose(&choices.colours, dice);
    let size = choose(&choices.sizes, dice);
    let category = (dice.roll(3) == 0).then(|| *dice.pick(&Category::ALL));
    let plan = (dice.roll(3) == 0).then(|| {
        let groups = (0..=dice.roll(2))
            .map(|_| {
                let word = dice.pick(&choices.words).clone();
                let cut = 1 + dice.roll(word.chars().count());
                let prefix: String = word.chars().take(cut).collect();
                let corrections = if dice.roll(4) == 0 {
                    vec![dice.pick(&choices.words).clone()]
                } else {
                    Vec::new()
                };
                TermGroup { prefix, corrections }
            })
            .collect();
        SearchPlan { groups }
    });
    let query = ProductQuery {
        page: PageRequest::new(page, limit).unwrap(),
        price,
        sort: *dice.pick(&sorts),
        category,
        brand,
        size,
        colour,
        keyword: None,
    };
    (query, plan)
}

#[tokio::test]
async fn the_index_answers_ten_thousand_random_listings_exactly_as_the_database_does() {
    let app = spawn_app_generated(demo::bench::Size::for_products(2_000)).await;
    let db = app.db().await;
    let sql = SeaProductRepository::new(&db);
    let index = CatalogueIndex::new();
    index.build(&sql).await.unwrap();

    // Changes after the build, made behind the application's back as another server's would be:
    // one shop suspended, products held and deleted, prices and sales moved.
    for statement in [
        "UPDATE shops SET status = 'suspended' WHERE id = (SELECT shop_id FROM products ORDER BY shop_id LIMIT 1)",
        "INSERT INTO product_holds (product_id, status, held_at) SELECT id, 'pending', created_at FROM products \
         WHERE kind = 'product' ORDER BY id LIMIT 7",
        "UPDATE products SET deleted_at = created_at WHERE id IN (SELECT id FROM products ORDER BY id DESC LIMIT 25)",
        "UPDATE products SET selling_price_paise = selling_price_paise + 100 WHERE id IN \
         (SELECT id FROM products ORDER BY name LIMIT 40)",
        "UPDATE products SET sold_out = sold_out + 3 WHERE id IN (SELECT id FROM products ORDER BY brand LIMIT 90)",
    ] {
        db.connection().execute_unprepared(statement).await.unwrap();
    }
    let found = index.catch_up(&sql).await.unwrap();
    assert!(found.read >= 150, "the changed rows were read again ({found:?})");
    assert!(
        found.reshaped,
        "a suspension, holds and deletions change listings"
    );

    let everything = sql.tally(&ProductQuery::everything(), None).await.unwrap();
    assert!(
        everything.total > 1_500,
        "a catalogue to compare ({})",
        everything.total
    );
    let values = |facet: &[catalog::FacetCount]| facet.iter().map(|v| v.value.clone()).collect::<Vec<_>>();
    let listed = sql
        .listed(
            &sql.page(
                &ProductQuery {
                    page: PageRequest::new(1, 100).unwrap(),
                    ..ProductQuery::everything()
                },
                None,
            )
            .await
            .unwrap(),
        )
        .await
        .unwrap();
    let mut words: Vec<String> = listed
        .iter()
        .flat_map(|l| {
            catalog::search::words(&format!(
                "{} {}",
                l.product.details.name.as_str(),
                l.product.details.description.as_str()
            ))
            .collect::<Vec<_>>()
        })
        .collect();
    words.extend(["zzzz".to_owned(), "kurta".to_owned()]);
    let choices = Choices {
        brands: values(&everything.facets.brands),
        colours: values(&everything.facets.colours),
        sizes: values(&everything.facets.sizes),
        words,
    };
    assert!(!choices.brands.is_empty() && !choices.colours.is_empty() && !choices.sizes.is_empty());

    let index = Arc::clone(&index);
    let mut dice = Dice(0x5eed_1dea_2026_1129);
    let mut nonempty = 0;
    for n in 0..QUERIES {
        let (query, plan) = query(&mut dice, &choices);
        let plan = plan.as_ref();
        let expected = sql.tally(&query, plan).await.unwrap();
        let found = index.read(|i| i.tally(&query, plan)).unwrap();
        assert_eq!(
            found, expected,
            "query {n}: counts of {query:?} searching {plan:?}"
        );
        let expected = sql.page(&query, plan).await.unwrap();
        let found = index.read(|i| i.page(&query, plan)).unwrap();
        if query.sort == Sort::Relevance && plan.is_some() {
            // Best match first is each path's own ranking (bm25, ts_rank, field weights); the
            // same products match, as the counts and the newest-first pages show.
            assert_eq!(
                found.len(),
                expected.len(),
                "query {n}: a best-match page of {query:?} {plan:?}"
            );
            let newest = ProductQuery {
                sort: Sort::Newest,
                ..query.clone()
            };
            assert_eq!(
                index.read(|i| i.page(&newest, plan)).unwrap(),
                sql.page(&newest, plan).await.unwrap(),
                "query {n}: {newest:?} searching {plan:?}"
            );
        } else {
            assert_eq!(
                found, expected,
                "query {n}: the page of {query:?} searching {plan:?}"
            );
        }
        if !expected.is_empty() {
            nonempty += 1;
        }
    }
    assert!(
        nonempty > QUERIES / 4,
        "most listings found something ({nonempty})"
    );
}

#[tokio::test]
async fn the_index_search_panel_finds_what_the_database_finds() {
    let app = spawn_app_generated(demo::bench::Size::for_products(500)).await;
    let db = app.db().await;
    let sql = SeaProductRepository::new(&db);
    let index = CatalogueIndex::new();
    index.build(&sql).await.unwrap();
    assert!(sql.clock().await.unwrap() > 0);
    for word in ["ku", "cotton", "s", "blue", "zzz"] {
        let plan = SearchPlan {
            groups: vec![TermGroup {
                prefix: word.to_owned(),
                corrections: Vec::new(),
            }],
        };
        let mut expected = sql.search(&plan, 1_000).await.unwrap();
        let mut found = index.read(|i| i.search(&plan, 1_000)).unwrap();
        expected.sort();
        found.sort();
        assert_eq!(found, expected, "{word}");
    }
}

#[tokio::test]
async fn every_write_of_a_listed_column_stamps_the_row_later_than_before() {
    let app = spawn_app_generated(demo::bench::Size::for_products(100)).await;
    let db = app.db().await;
    let stamp = || async {
        let row = db
            .connection()
            .query_one_raw(sea_orm::Statement::from_string(
                db.connection().get_database_backend(),
                "SELECT changed_at AS n FROM products WHERE kind = 'product' ORDER BY id LIMIT 1",
            ))
            .await
            .unwrap()
            .unwrap();
        row.try_get::<i64>("", "n").unwrap()
    };
    let first = stamp().await;
    assert!(first > 0, "inserts are stamped");
    let mut last = first;
    // Writes within the same millisecond still move the stamp, each past the one before.
    for statement in [
        "UPDATE products SET sold_out = sold_out + 1 WHERE id = (SELECT id FROM products WHERE kind = 'product' ORDER BY id LIMIT 1)",
        "UPDATE products SET sold_out = sold_out + 1 WHERE id = (SELECT id FROM products WHERE kind = 'product' ORDER BY id LIMIT 1)",
        "UPDATE products SET selling_price_paise = selling_price_paise + 1 WHERE id = (SELECT id FROM products WHERE kind = 'product' ORDER BY id LIMIT 1)",
    ] {
        db.connection().execute_unprepared(statement).await.unwrap();
        let now = stamp().await;
        assert!(now > last, "{statement}: {now} after {last}");
        last = now;
    }
    // Stock alone is not what listings use: no stamp.
    db.connection()
        .execute_unprepared("UPDATE products SET stock = stock + 1")
        .await
        .unwrap();
    assert_eq!(stamp().await, last);
}
