//! Colours are searchable, and a known word is never "corrected" into another ("black", one of the
//! search panel's quick-search tags, once found products "hand-block printed" and none of the
//! black ones). On SQLite and PostgreSQL.

use crate::catalog::names;
use crate::helpers::spawn_app;

#[tokio::test]
async fn a_colour_finds_its_products_below_name_matches_and_is_never_corrected() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    for (name, colour, hex) in [
        ("Hand-block printed kurta", "Indigo", "#3f51b5"),
        ("Cotton shirt", "Black", "#000000"),
        ("Black tee", "White", "#ffffff"),
        ("Mustang leather belt", "Dark Brown", "#5d4037"),
    ] {
        app.create_product(&[
            ("name", Some(name)),
            ("colorName", Some(colour)),
            ("colorHex", Some(hex)),
            ("description", Some("Soft and simple.")),
        ])
        .await;
    }

    let black = app.json("/api/v2/products-search?searchKeyword=black").await;
    assert_eq!(
        names(&black["product"]),
        ["Black tee", "Cotton shirt"],
        "a name match first, then the colour; never the block print"
    );
    let listed = app.json("/api/v2/products?searchKeyword=black").await;
    assert_eq!(listed["productsCount"], 2);

    // A colour word of two words, by either word.
    let brown = app.json("/api/v2/products-search?searchKeyword=brown").await;
    assert_eq!(names(&brown["product"]), ["Mustang leather belt"]);

    // A known colour no product has is not turned into a near word ("mustang").
    let mustard = app.json("/api/v2/products-search?searchKeyword=mustard").await;
    assert!(names(&mustard["product"]).is_empty(), "{mustard}");
    // A real typo is still forgiven.
    let typo = app.json("/api/v2/products-search?searchKeyword=shrit").await;
    assert_eq!(names(&typo["product"]), ["Cotton shirt"]);
}
