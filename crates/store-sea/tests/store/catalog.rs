//! Products and the schema's own guards.

use catalog::{
    Brand, Category, Colour, CountryOfOrigin, Description, EventSchedule, Pricing, Product, ProductDetails,
    ProductImage, ProductName, ProductQuery, ProductRepository, SearchPlan, Sizes, Sort, Stock, Storefront,
    TermGroup,
};
use kernel::{GstRate, Hsn, MediaKey, Money, ProductId, ShopId};
use sea_orm::ConnectionTrait;
use shops::{Shop, ShopRepository, ShopStatus};
use store_sea::{Database, SeaProductRepository, SeaShopRepository};
use testkit::TestDatabase;

use crate::helpers::{at, count, hash, later, migrated, shop};

pub fn product(shop_id: ShopId) -> Product {
    Product {
        id: ProductId::new(),
        shop_id,
        details: ProductDetails {
            sku: None,
            name: ProductName::parse("Kanchipuram silk saree").unwrap(),
            description: Description::parse("Pure silk with zari border.").unwrap(),
            category: Category::Women,
            brand: Brand::parse("Meera's Looms").unwrap(),
            sizes: Sizes::parse(["Free Size"]).unwrap(),
            colour: Some(Colour::parse("Maroon", "#800000").unwrap()),
            pricing: Pricing::new(
                Money::from_rupees(12_999).unwrap(),
                Money::from_rupees(9_999).unwrap(),
            )
            .unwrap(),
            stock: Stock::new(5).unwrap(),
            // Woven fabrics of silk.
            hsn: Hsn::parse("50072010").unwrap(),
            gst_rate: GstRate::FIVE,
            origin: CountryOfOrigin::INDIA,
        },
        images: vec![ProductImage {
            display: MediaKey::from_stored("products/a.jpg").unwrap(),
            thumbnail: MediaKey::from_stored("products/a-thumb.jpg").unwrap(),
        }],
        sold_out: 0,
        rating: catalog::RatingSummary::default(),
        schedule: None,
        created_at: at(),
        updated_at: at(),
    }
}

/// A shop of `status`, stored.
async fn stored_shop(db: &Database, email: &str, status: ShopStatus) -> Shop {
    let stored = shop(email, status);
    SeaShopRepository::new(db)
        .insert(&stored, &hash("long enough"))
        .await
        .unwrap();
    stored
}

/// A database with one active shop, and its products' repository.
async fn a_shop() -> (TestDatabase, Database, Shop, SeaProductRepository) {
    let (guard, db) = migrated().await;
    let owner = stored_shop(&db, "meera@example.com", ShopStatus::Active).await;
    let products = SeaProductRepository::new(&db);
    (guard, db, owner, products)
}

/// A product's sizes as text, in its order.
fn sizes_of(product: Product) -> Vec<String> {
    product
        .details
        .sizes
        .as_slice()
        .iter()
        .map(|s| s.as_str().to_owned())
        .collect()
}

fn plan(words: &[(&str, &[&str])]) -> SearchPlan {
    SearchPlan {
        groups: words
            .iter()
            .map(|(prefix, corrections)| TermGroup {
                prefix: (*prefix).to_owned(),
                corrections: corrections.iter().map(|c| (*c).to_owned()).collect(),
            })
            .collect(),
    }
}

#[tokio::test]
async fn the_search_index_follows_renames_and_deletions() {
    let (_guard, _, owner, products) = a_shop().await;
    let saree = product(owner.id);
    products.insert(&saree, false).await.unwrap();
    let found = |words: &'static [(&'static str, &'static [&'static str])]| {
        let products = products.clone();
        async move { products.search(&plan(words), 10).await.unwrap().len() }
    };
    assert_eq!(found(&[("kanchi", &[])]).await, 1, "a prefix of the name");
    assert_eq!(found(&[("zari", &[])]).await, 1, "a word of the description");
    assert_eq!(found(&[("saerr", &["saree"])]).await, 1, "a corrected word");
    assert!(products.has_word_with_prefix("kanchip").await.unwrap());
    assert!(
        products
            .words_near("sarre")
            .await
            .unwrap()
            .contains(&"saree".to_owned()),
        "the vocabulary offers words of about the same length"
    );

    let mut renamed = saree.details.clone();
    renamed.name = ProductName::parse("Banarasi dupatta").unwrap();
    products
        .update(saree.id, &renamed, &saree.images, at())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(found(&[("kanchi", &[])]).await, 0, "the old name is forgotten");
    assert_eq!(found(&[("banarasi", &[])]).await, 1, "the new name is found");

    products.delete(saree.id, at()).await.unwrap().unwrap();
    assert_eq!(
        found(&[("banarasi", &[])]).await,
        0,
        "a deleted product is never found"
    );
}

#[tokio::test]
async fn colours_listed_before_migration_12_become_searchable_and_known_words_when_it_runs() {
    use migrations::MigratorTrait as _;
    let (_guard, db, owner, products) = a_shop().await;
    // Stored with today's schema, whose later columns the repository writes; undoing migration
    // 12 takes the colour out of the search again.
    let mut belt = product(owner.id);
    belt.details.name = ProductName::parse("Leather belt").unwrap();
    belt.details.colour = Some(Colour::parse("Navy-Blue", "#1a237e").unwrap());
    products.insert(&belt, false).await.unwrap();
    let after_eleven = u32::try_from(migrations::Migrator::migrations().len() - 11).unwrap();
    migrations::Migrator::down(db.connection(), Some(after_eleven))
        .await
        .unwrap();
    // As the vocabulary was before: no colour words.
    db.connection()
        .execute_unprepared("DELETE FROM search_terms WHERE term IN ('navy', 'blue', 'maroon')")
        .await
        .unwrap();
    // Today's search reads columns of later migrations (a shop's review, 31), so the index is
    // asked directly: at migration 11 it does not hold the colour.
    let colour_hits = match db.connection().get_database_backend() {
        sea_orm::DatabaseBackend::Postgres => {
            "SELECT COUNT(*) AS n FROM products WHERE search_document @@ to_tsquery('simple', 'navy')"
        }
        _ => "SELECT COUNT(*) AS n FROM product_search WHERE product_search MATCH 'navy'",
    };
    assert_eq!(count(&db, colour_hits).await, 0);

    db.migrate().await.unwrap();
    assert_eq!(
        products.search(&plan(&[("navy", &[])]), 10).await.unwrap(),
        [belt.id]
    );
    assert!(products.has_word_with_prefix("blue").await.unwrap());
    assert!(products.has_word_with_prefix("navy").await.unwrap());
    // And a colour changed afterwards is followed by the index.
    let mut recoloured = belt.details.clone();
    recoloured.colour = Some(Colour::parse("Olive", "#556b2f").unwrap());
    products
        .update(belt.id, &recoloured, &belt.images, at())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        products.search(&plan(&[("navy", &[])]), 10).await.unwrap().len(),
        0
    );
    assert_eq!(
        products.search(&plan(&[("olive", &[])]), 10).await.unwrap(),
        [belt.id]
    );
}

#[tokio::test]
async fn migrations_create_the_tables_and_running_them_again_changes_nothing() {
    let (_guard, db) = migrated().await;
    let tables = db.table_names().await.unwrap();
    for table in [
        "shops",
        "products",
        "users",
        "addresses",
        "sessions",
        "one_time_tokens",
        "outbox_emails",
        "product_images",
        "reviews",
        "orders",
        "order_lines",
        "search_terms",
        "seaql_migrations",
    ] {
        assert!(
            tables.iter().any(|t| t == table),
            "{table} missing from {tables:?}"
        );
    }
    db.migrate().await.unwrap();
    assert_eq!(db.table_names().await.unwrap(), tables);
}

#[tokio::test]
async fn a_second_shop_with_the_same_email_in_another_case_is_a_duplicate() {
    let (_guard, db) = migrated().await;
    let shops = SeaShopRepository::new(&db);
    shops
        .insert(
            &shop("meera@example.com", ShopStatus::Active),
            &hash("long enough"),
        )
        .await
        .unwrap();

    let error = shops
        .insert(
            &shop("MEERA@example.com", ShopStatus::Active),
            &hash("long enough"),
        )
        .await
        .unwrap_err();

    assert!(
        matches!(error, shops::InsertShopError::DuplicateEmail { ref email } if email == "meera@example.com")
    );
    assert_eq!(shops.count().await.unwrap(), 1);
}

#[tokio::test]
async fn a_product_is_stored_with_its_sizes() {
    let (_guard, _, owner, products) = a_shop().await;

    let mut sized = product(owner.id);
    sized.details.sizes = Sizes::parse(["XL", "S", "UK 8"]).unwrap();
    products.insert(&sized, false).await.unwrap();

    assert_eq!(products.count().await.unwrap(), 1);
    let found = products.find(sized.id).await.unwrap().unwrap();
    assert_eq!(sizes_of(found), ["XL", "S", "UK 8"], "in the seller's order");

    let mut resized = sized.details.clone();
    resized.sizes = Sizes::parse(["M"]).unwrap();
    products
        .update(sized.id, &resized, &sized.images, at())
        .await
        .unwrap();
    assert_eq!(sizes_of(products.find(sized.id).await.unwrap().unwrap()), ["M"]);
    resized.sizes = Sizes::parse([]).unwrap();
    products
        .update(sized.id, &resized, &sized.images, at())
        .await
        .unwrap();
    assert!(sizes_of(products.find(sized.id).await.unwrap().unwrap()).is_empty());
}

/// The facet index holds a product's sizes, brand and colour; PostgreSQL limits an index entry
/// to about 2,700 bytes, and the widest product the domain allows must still be stored, listed,
/// counted and filtered (migration 10).
#[tokio::test]
async fn the_widest_product_the_domain_allows_fits_the_facet_index() {
    let (_guard, _, owner, products) = a_shop().await;
    // Four bytes each in UTF-8.
    let wide = |n: usize, first: u32| -> String {
        (0..n)
            .map(|i| char::from_u32(first + u32::try_from(i).unwrap()).unwrap())
            .collect()
    };
    let sizes: Vec<String> = (0..Sizes::MAX)
        .map(|n| {
            wide(
                catalog::Size::MAX_CHARS,
                0x1_F300 + 20 * u32::try_from(n).unwrap(),
            )
        })
        .collect();
    let mut widest = product(owner.id);
    widest.details.brand = Brand::parse(&wide(Brand::MAX_CHARS, 0x1_F600)).unwrap();
    widest.details.colour = Some(Colour::parse(&wide(Colour::MAX_NAME_CHARS, 0x1_F680), "#800000").unwrap());
    widest.details.sizes = Sizes::parse(sizes.iter().map(String::as_str)).unwrap();
    products.insert(&widest, false).await.unwrap();

    let query = ProductQuery {
        size: Some(sizes[Sizes::MAX - 1].clone()),
        ..ProductQuery::everything()
    };
    assert_eq!(products.page(&query, None).await.unwrap(), [widest.id]);
    let tally = products.tally(&ProductQuery::everything(), None).await.unwrap();
    assert_eq!(tally.total, 1);
    assert_eq!(tally.facets.sizes.len(), Sizes::MAX);
    assert!(tally.facets.sizes.iter().all(|size| size.count == 1));
}

#[tokio::test]
async fn sizes_move_back_to_their_own_table_and_return_when_migration_10_is_undone_and_redone() {
    use migrations::MigratorTrait as _;
    let (_guard, db, owner, products) = a_shop().await;
    let mut sized = product(owner.id);
    sized.details.sizes = Sizes::parse(["XL", "S", "UK 8"]).unwrap();
    products.insert(&sized, false).await.unwrap();
    let mut sizeless = product(owner.id);
    sizeless.details.sizes = Sizes::parse([]).unwrap();
    products.insert(&sizeless, false).await.unwrap();

    // Back to the schema before migration 10, however many came after it.
    let after_ten = u32::try_from(migrations::Migrator::migrations().len() - 9).unwrap();
    migrations::Migrator::down(db.connection(), Some(after_ten))
        .await
        .unwrap();
    assert_eq!(count(&db, "SELECT COUNT(*) AS n FROM product_sizes").await, 3);
    assert_eq!(
        count(
            &db,
            "SELECT COUNT(*) AS n FROM product_sizes WHERE (size = 'XL' AND position = 0) \
             OR (size = 'S' AND position = 1) OR (size = 'UK 8' AND position = 2)"
        )
        .await,
        3
    );

    db.migrate().await.unwrap();
    let found = products.find(sized.id).await.unwrap().unwrap();
    assert_eq!(sizes_of(found), ["XL", "S", "UK 8"]);
    let found = products.find(sizeless.id).await.unwrap().unwrap();
    assert!(sizes_of(found).is_empty());
}

#[tokio::test]
async fn a_products_tax_facts_are_kept_and_migration_21_gives_older_ones_their_categorys() {
    use migrations::MigratorTrait as _;
    let (_guard, db, owner, products) = a_shop().await;
    let mut watch = product(owner.id);
    watch.details.category = Category::Watches;
    watch.details.hsn = Hsn::parse("9101 11").unwrap();
    watch.details.gst_rate = GstRate::TWENTY_EIGHT;
    watch.details.origin = CountryOfOrigin::parse("CH").unwrap();
    products.insert(&watch, false).await.unwrap();
    let mut ring = product(owner.id);
    ring.details.category = Category::Jewellery;
    products.insert(&ring, false).await.unwrap();

    let found = products.find(watch.id).await.unwrap().unwrap();
    assert_eq!(
        (
            found.details.hsn.as_str(),
            found.details.gst_rate.to_string(),
            found.details.origin.code()
        ),
        ("910111", "28".to_owned(), "CH")
    );

    // Undone and done again, as on a database that held these products before the columns.
    let before_twenty_one = u32::try_from(migrations::Migrator::migrations().len() - 20).unwrap();
    migrations::Migrator::down(db.connection(), Some(before_twenty_one))
        .await
        .unwrap();
    db.migrate().await.unwrap();
    for (id, hsn, rate) in [(watch.id, "9102", "18"), (ring.id, "7113", "3")] {
        let found = products.find(id).await.unwrap().unwrap();
        assert_eq!(
            (
                found.details.hsn.as_str(),
                found.details.gst_rate.to_string(),
                found.details.origin
            ),
            (hsn, rate.to_owned(), CountryOfOrigin::INDIA)
        );
    }
}

#[tokio::test]
async fn a_product_of_a_shop_that_does_not_exist_is_refused_and_nothing_is_written() {
    let (_guard, db) = migrated().await;
    let products = SeaProductRepository::new(&db);

    let result = products.insert(&product(ShopId::new()), false).await;

    assert!(result.is_err(), "the foreign key must hold on this backend too");
    assert_eq!(products.count().await.unwrap(), 0);
}

#[tokio::test]
async fn the_schema_itself_refuses_a_selling_price_above_the_original_and_negative_stock() {
    let (_guard, db, owner, _) = a_shop().await;
    let conn = db.connection();
    let backend = conn.get_database_backend();
    let insert = |selling: i64, stock: i64| {
        let sql = "INSERT INTO products (id, shop_id, kind, name, description, category, brand, \
                   original_price_paise, selling_price_paise, stock, sold_out, rating_total, rating_count, \
                   created_at, updated_at, hsn, gst_rate_bp, country_of_origin) \
                   VALUES ($1, $2, 'product', 'n', 'd', 'Women', 'b', 1000, $3, $4, 0, 0, 0, $5, $5, '6204', 500, 'IN')";
        sea_orm::Statement::from_sql_and_values(
            backend,
            sql,
            [
                ProductId::new().as_uuid().into(),
                owner.id.as_uuid().into(),
                selling.into(),
                stock.into(),
                at().into(),
            ],
        )
    };

    assert!(
        conn.execute_raw(insert(1000, 1)).await.is_ok(),
        "a valid row is accepted"
    );
    assert!(
        conn.execute_raw(insert(1001, 1)).await.is_err(),
        "selling above original"
    );
    assert!(conn.execute_raw(insert(500, -1)).await.is_err(), "negative stock");
}

#[tokio::test]
async fn every_common_listing_starts_from_an_index_never_a_full_scan() {
    let (_guard, db) = migrated().await;
    let products = SeaProductRepository::new(&db);
    let base = ProductQuery::everything();
    let cases = [
        ("defaults", base.clone()),
        (
            "category",
            ProductQuery {
                category: Some(Category::Women),
                ..base.clone()
            },
        ),
        (
            "price up",
            ProductQuery {
                sort: Sort::PriceLowToHigh,
                ..base.clone()
            },
        ),
        (
            "price down",
            ProductQuery {
                sort: Sort::PriceHighToLow,
                ..base.clone()
            },
        ),
        (
            "best selling",
            ProductQuery {
                sort: Sort::BestSelling,
                ..base.clone()
            },
        ),
        (
            "top rated",
            ProductQuery {
                sort: Sort::TopRated,
                ..base.clone()
            },
        ),
        (
            "brand",
            ProductQuery {
                brand: Some("Sanganer".into()),
                ..base.clone()
            },
        ),
        (
            "colour",
            ProductQuery {
                colour: Some("Indigo".into()),
                ..base.clone()
            },
        ),
        (
            "size",
            ProductQuery {
                size: Some("M".into()),
                ..base.clone()
            },
        ),
    ];
    for (case, query) in cases {
        let plan = products.explain_listing(&query).await.unwrap();
        let full_scan = plan.iter().any(|step| {
            step.contains("Seq Scan on products")
                || step.trim() == "SCAN p"
                || step.starts_with("SCAN p ") && !step.contains("INDEX")
        });
        assert!(!full_scan, "{case}: {plan:#?}");
        assert!(
            plan.iter().any(|step| step.contains("idx_products_live")),
            "{case} uses none of the listing indexes: {plan:#?}"
        );
    }
}

/// After a bulk load the planner has statistics, and PostgreSQL's WAL is written out at once
/// rather than by a timed checkpoint under the load that follows (docs/benchmarks.md).
#[tokio::test]
async fn a_full_optimize_leaves_planner_statistics_and_checkpoints_postgresql() {
    let (_guard, db) = migrated().await;
    match db.backend() {
        store_sea::Backend::Sqlite => {
            db.optimize(true).await.unwrap();
            assert_eq!(
                count(
                    &db,
                    "SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'sqlite_stat1'"
                )
                .await,
                1,
                "the planner has a statistics table"
            );
        }
        store_sea::Backend::Postgres => {
            let requested = "SELECT checkpoints_req AS n FROM pg_stat_bgwriter";
            let before = count(&db, requested).await;
            db.optimize(true).await.unwrap();
            assert!(count(&db, requested).await > before, "a checkpoint was requested");
            assert_eq!(
                count(
                    &db,
                    "SELECT COUNT(*) AS n FROM pg_stat_user_tables \
                     WHERE relname = 'products' AND last_analyze IS NOT NULL"
                )
                .await,
                1,
                "products were analyzed"
            );
        }
    }
}

/// A product page's similar products: its variants (same shop, same name) oldest first, then
/// its category best-selling first; never itself, an event, a deleted product or a suspended
/// shop's, and no more than asked for.
#[tokio::test]
async fn similar_products_are_variants_then_the_category_and_only_what_the_storefront_shows() {
    let (_guard, db, owner, products) = a_shop().await;
    let suspended = stored_shop(&db, "closed@example.com", ShopStatus::Suspended).await;
    let stored = |shop_id: ShopId, name: &str, category: Category, minutes: i64, sold: u32| {
        let mut made = product(shop_id);
        made.details.name = ProductName::parse(name).unwrap();
        made.details.category = category;
        made.created_at = later(minutes);
        made.sold_out = sold;
        made
    };
    let saree = stored(owner.id, "Silk saree", Category::Women, 0, 0);
    let older_variant = stored(owner.id, "Silk saree", Category::Women, 1, 0);
    let newer_variant = stored(owner.id, "Silk saree", Category::Women, 2, 0);
    let best_seller = stored(owner.id, "Cotton saree", Category::Women, 3, 40);
    let newest = stored(owner.id, "Linen saree", Category::Women, 5, 0);
    let older = stored(owner.id, "Chiffon saree", Category::Women, 4, 0);
    let deleted = stored(owner.id, "Georgette saree", Category::Women, 6, 90);
    let elsewhere = stored(suspended.id, "Silk saree", Category::Women, 7, 90);
    let other_category = stored(owner.id, "Silk kurta", Category::Men, 8, 90);
    let running = Some(EventSchedule::new(at(), later(24 * 60)).unwrap());
    let mut event = stored(owner.id, "Silk saree", Category::Women, 9, 90);
    event.schedule = running;
    let mut other_event = stored(owner.id, "Banarasi saree", Category::Women, 10, 90);
    other_event.schedule = running;
    for made in [
        &saree,
        &older_variant,
        &newer_variant,
        &best_seller,
        &newest,
        &older,
        &deleted,
        &elsewhere,
        &other_category,
        &event,
        &other_event,
    ] {
        products.insert(made, false).await.unwrap();
    }
    products.delete(deleted.id, at()).await.unwrap().unwrap();

    assert_eq!(
        products.similar(&saree, 8).await.unwrap(),
        [
            older_variant.id,
            newer_variant.id,
            best_seller.id,
            newest.id,
            older.id
        ]
    );
    assert_eq!(
        products.similar(&saree, 3).await.unwrap(),
        [older_variant.id, newer_variant.id, best_seller.id],
        "no more than asked for"
    );
    assert_eq!(
        products.similar(&older_variant, 2).await.unwrap(),
        [saree.id, newer_variant.id],
        "a variant's variants are the others"
    );
}

/// A shop waiting for the Admin's review (or rejected) is active for its seller but shows
/// nothing to shoppers: not in listings, counts, search, details, its page or its products; on
/// approval all of it appears at once.
#[tokio::test]
async fn a_shop_the_admin_has_not_approved_shows_nothing_on_the_storefront() {
    let (_guard, db) = migrated().await;
    let mut draft = shop("new@example.com", ShopStatus::Active);
    draft.review = shops::Review::draft();
    SeaShopRepository::new(&db)
        .insert(&draft, &hash("long enough"))
        .await
        .unwrap();
    let products = SeaProductRepository::new(&db);
    let saree = product(draft.id);
    products.insert(&saree, false).await.unwrap();

    let hidden = async |products: &SeaProductRepository| {
        let everything = ProductQuery::everything();
        (
            products.page(&everything, None).await.unwrap().is_empty(),
            products.tally(&everything, None).await.unwrap().total == 0,
            products.listed(&[saree.id]).await.unwrap().is_empty(),
            products.details(saree.id, at()).await.unwrap().is_none(),
            products.shop_front(draft.id).await.unwrap().is_none(),
            products
                .shop_products(
                    draft.id,
                    &catalog::ShopProductsQuery::default(),
                    kernel::PageRequest::default(),
                )
                .await
                .unwrap()
                .total
                == 0,
        )
    };
    assert_eq!(hidden(&products).await, (true, true, true, true, true, true));
    for status in ["submitted", "rejected"] {
        db.connection()
            .execute_unprepared(&format!("UPDATE shops SET review_status = '{status}'"))
            .await
            .unwrap();
        assert_eq!(
            hidden(&products).await,
            (true, true, true, true, true, true),
            "{status}"
        );
    }
    db.connection()
        .execute_unprepared("UPDATE shops SET review_status = 'approved'")
        .await
        .unwrap();
    assert_eq!(
        hidden(&products).await,
        (false, false, false, false, false, false)
    );
}
