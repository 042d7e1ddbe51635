//! The catalogue: sellers' products and events, images, the storefront's listing and search,
//! reviews and the operator's removals (docs/catalog.md).

use chrono::{Duration, Utc};
use image::{ImageEncoder, RgbaImage, codecs::png::PngEncoder};
use kernel::Clock as _;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_error, count_rows, spawn_app, spawn_app_with, spawn_app_with_clock};

pub fn png(width: u32, height: u32) -> Vec<u8> {
    let img = RgbaImage::from_fn(width, height, |x, y| {
        image::Rgba([(x % 256) as u8, (y % 256) as u8, 120, 255])
    });
    let mut out = Vec::new();
    PngEncoder::new(&mut out)
        .write_image(img.as_raw(), width, height, image::ExtendedColorType::Rgba8)
        .unwrap();
    out
}

/// A product form with sensible values; `overrides` replaces or (with `None`) drops fields.
pub fn product_form(overrides: &[(&str, Option<&str>)]) -> Form {
    let defaults = [
        ("name", "Hand-block printed cotton kurta"),
        ("description", "Soft cotton, printed by hand in Sanganer."),
        ("category", "Women"),
        ("brand", "Sanganer Prints"),
        ("sizes", "S,M,L"),
        ("colorName", "Indigo"),
        ("colorHex", "#3f51b5"),
        ("originalPrice", "1499"),
        ("sellingPrice", "999"),
        ("stock", "12"),
        ("hsn", "6204"),
        ("gstRate", "5"),
        ("countryOfOrigin", "IN"),
    ];
    let mut form = Form::new();
    for (field, value) in defaults {
        let value = overrides
            .iter()
            .find(|(f, _)| *f == field)
            .map_or(Some(value), |(_, v)| *v);
        if let Some(value) = value {
            form = form.text(field, value.to_owned());
        }
    }
    for (field, value) in overrides {
        if !defaults.iter().any(|(f, _)| f == field)
            && let Some(value) = value
        {
            form = form.text((*field).to_owned(), (*value).to_owned());
        }
    }
    form
}

pub fn with_image(form: Form, bytes: Vec<u8>, name: &str) -> Form {
    form.part("images", Part::bytes(bytes).file_name(name.to_owned()))
}

impl TestApp {
    /// Creates a product as the seller this browser is signed in as; returns the product.
    pub async fn create_product(&self, overrides: &[(&str, Option<&str>)]) -> Value {
        let form = with_image(product_form(overrides), png(64, 48), "kurta.png");
        let response = self
            .client
            .post(self.url("/api/v2/create-product"))
            .multipart(form)
            .send()
            .await
            .unwrap();
        let status = response.status().as_u16();
        let body: Value = response.json().await.unwrap();
        assert_eq!(status, 201, "{body}");
        body["product"].clone()
    }

    pub async fn post_form(&self, path: &str, form: Form) -> reqwest::Response {
        self.client
            .post(self.url(path))
            .multipart(form)
            .send()
            .await
            .unwrap()
    }

    pub async fn put_form(&self, path: &str, form: Form) -> reqwest::Response {
        self.client
            .put(self.url(path))
            .multipart(form)
            .send()
            .await
            .unwrap()
    }

    pub async fn json(&self, path: &str) -> Value {
        let response = self.get(path).await;
        let status = response.status().as_u16();
        let body: Value = response.json().await.unwrap();
        assert_eq!(status, 200, "GET {path}: {body}");
        body
    }

    /// Files under the media folder (images stored).
    pub fn stored_images(&self) -> usize {
        let dir = self.database.data_dir().join("media").join("products");
        std::fs::read_dir(dir).map_or(0, |entries| entries.count())
    }
}

pub fn names(products: &Value) -> Vec<String> {
    products
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn a_seller_creates_a_product_that_the_storefront_lists_with_its_shop_and_images() {
    let app = spawn_app().await;
    let seller = app.register_active_shop("meera@example.com").await;

    let product = app
        .create_product(&[
            ("ratings", Some("5")),
            ("sold_out", Some("900")),
            ("shopId", Some("x")),
        ])
        .await;

    assert_eq!(product["name"], "Hand-block printed cotton kurta");
    assert_eq!(product["sellingPrice"], 999.0);
    assert_eq!(product["originalPrice"], 1499.0);
    assert_eq!(product["sizes"], json!(["S", "M", "L"]));
    assert_eq!(product["color"], json!({"name": "Indigo", "hex": "#3f51b5"}));
    assert_eq!(product["shopId"], seller["_id"]);
    assert_eq!(product["shop"]["shopName"], "Meera's Looms");
    // Fields a client may never set are ignored.
    assert_eq!(product["ratings"], 0.0);
    assert_eq!(product["sold_out"], 0);
    assert_eq!(product["isEvent"], false);

    let display = product["images"][0].as_str().unwrap().to_owned();
    let thumbnail = product["thumbnails"][0].as_str().unwrap().to_owned();
    for (path, side) in [(&display, 800), (&thumbnail, 400)] {
        let image = reqwest::get(app.url(path)).await.unwrap();
        assert_eq!(image.status().as_u16(), 200);
        assert_eq!(
            image.headers()["cache-control"],
            "public, max-age=31536000, immutable"
        );
        let decoded = image::load_from_memory(&image.bytes().await.unwrap()).unwrap();
        assert_eq!((decoded.width(), decoded.height()), (side, side));
    }

    let listing = app.json("/api/v2/products").await;
    assert_eq!(listing["productsCount"], 1);
    assert_eq!(listing["products"][0]["_id"], product["_id"]);
    let details = app
        .json(&format!(
            "/api/v2/get-product-details/{}",
            product["_id"].as_str().unwrap()
        ))
        .await;
    assert_eq!(details["product"]["name"], product["name"]);
    assert_eq!(details["reviews"], json!([]));
}

#[tokio::test]
async fn every_wrong_field_is_named_and_nothing_is_stored() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;

    let form = with_image(
        product_form(&[
            ("name", None),
            ("sellingPrice", Some("1500")),
            ("stock", Some("-1")),
            ("colorHex", Some("blue")),
            ("category", Some("Groceries")),
        ]),
        png(10, 10),
        "a.png",
    );
    let body = assert_error(
        app.post_form("/api/v2/create-product", form).await,
        400,
        "validation_failed",
    )
    .await;

    let fields = &body["error"]["fields"];
    for field in ["name", "sellingPrice", "stock", "colorHex", "category"] {
        assert!(fields[field].is_string(), "{field} not named in {body}");
    }
    assert_eq!(count_rows(&app.db().await, "products").await, 0);
    assert_eq!(app.stored_images(), 0);
}

#[tokio::test]
async fn a_product_carries_its_hsn_code_gst_rate_and_country_of_origin() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;

    let product = app
        .create_product(&[
            ("hsn", Some("6204 42 00")),
            ("gstRate", Some("12")),
            ("countryOfOrigin", Some("bd")),
        ])
        .await;
    assert_eq!(
        (&product["hsn"], &product["gstRate"], &product["countryOfOrigin"]),
        (&json!("62044200"), &json!(12.0), &json!("BD"))
    );
    let id = product["_id"].as_str().unwrap();
    let page = app.json(&format!("/api/v2/get-product-details/{id}")).await;
    assert_eq!(page["product"]["hsn"], "62044200", "{page}");

    let edited = app
        .put_form(
            &format!("/api/v2/edit-shop-product/{id}"),
            product_form(&[
                ("gstRate", Some("0.25")),
                ("countryOfOrigin", Some("IN")),
                ("keepImages", product["images"][0].as_str()),
            ]),
        )
        .await;
    assert_eq!(edited.status().as_u16(), 200);
    let edited: Value = edited.json().await.unwrap();
    assert_eq!(
        (
            &edited["product"]["gstRate"],
            &edited["product"]["countryOfOrigin"]
        ),
        (&json!(0.25), &json!("IN"))
    );
}

#[tokio::test]
async fn a_wrong_or_missing_hsn_code_gst_rate_or_country_is_named() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;

    for (hsn, rate, country) in [
        (Some("610"), Some("7"), Some("XX")),
        (Some("9965"), Some("18.5"), Some("India")),
        (None, None, None),
    ] {
        let form = with_image(
            product_form(&[("hsn", hsn), ("gstRate", rate), ("countryOfOrigin", country)]),
            png(10, 10),
            "a.png",
        );
        let body = assert_error(
            app.post_form("/api/v2/create-product", form).await,
            400,
            "validation_failed",
        )
        .await;
        let fields = &body["error"]["fields"];
        for field in ["hsn", "gstRate", "countryOfOrigin"] {
            assert!(fields[field].is_string(), "{field} not named in {body}");
        }
    }
    assert_eq!(count_rows(&app.db().await, "products").await, 0);
    assert_eq!(app.stored_images(), 0);
}

#[tokio::test]
async fn a_shop_without_a_gstin_sells_only_goods_taxed_at_zero() {
    let app = spawn_app().await;
    let mut body = crate::helpers::shop_body("ravi@example.com");
    body.as_object_mut().unwrap().remove("gstin");
    assert_eq!(
        app.post_json("/api/v2/shop-create", &body)
            .await
            .status()
            .as_u16(),
        201
    );
    let token = app
        .token_from_mailbox("ravi@example.com", "/shop-activation/")
        .await;
    app.post_json("/api/v2/shop-activation", &json!({ "token": token }))
        .await;

    let taxed = with_image(product_form(&[]), png(10, 10), "a.png");
    let refused = assert_error(
        app.post_form("/api/v2/create-product", taxed).await,
        400,
        "validation_failed",
    )
    .await;
    assert!(
        refused["error"]["fields"]["gstRate"]
            .as_str()
            .unwrap()
            .contains("GSTIN"),
        "{refused}"
    );
    assert_eq!(count_rows(&app.db().await, "products").await, 0);
    assert_eq!(app.stored_images(), 0);

    // Fresh fruit, books, handloom khadi: goods at 0 % it may sell.
    let exempt = app.create_product(&[("gstRate", Some("0"))]).await;
    let id = exempt["_id"].as_str().unwrap();
    let raised = app
        .put_form(
            &format!("/api/v2/edit-shop-product/{id}"),
            product_form(&[("keepImages", exempt["images"][0].as_str())]),
        )
        .await;
    let raised = assert_error(raised, 400, "validation_failed").await;
    assert!(raised["error"]["fields"]["gstRate"].is_string(), "{raised}");
}

#[tokio::test]
async fn a_text_file_named_jpg_an_oversized_file_and_a_decompression_bomb_are_refused() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    let cases: [(Vec<u8>, &str); 4] = [
        (b"not an image at all".to_vec(), "photo.jpg"),
        (vec![0xFF; 5 * 1024 * 1024 + 1], "huge.jpg"),
        // A small PNG whose header claims 9000 pixels: refused before its pixels are allocated.
        (png(1, 9000), "bomb.png"),
        (Vec::new(), "empty.png"),
    ];

    for (bytes, name) in cases {
        // A good image first, so a refused second one must also remove the first.
        let form = with_image(with_image(product_form(&[]), png(20, 20), "ok.png"), bytes, name);
        let response = app.post_form("/api/v2/create-product", form).await;
        if name == "empty.png" {
            // A file input left empty sends an empty part: it is no image, not a bad one.
            assert_eq!(response.status().as_u16(), 201);
            continue;
        }
        let body = assert_error(response, 400, "validation_failed").await;
        assert!(
            body["error"]["fields"]["images"]
                .as_str()
                .unwrap()
                .starts_with("image 2"),
            "{name}: {body}"
        );
    }
    let no_images = product_form(&[]);
    let body = assert_error(
        app.post_form("/api/v2/create-product", no_images).await,
        400,
        "validation_failed",
    )
    .await;
    assert!(
        body["error"]["fields"]["images"]
            .as_str()
            .unwrap()
            .contains("1 to 8")
    );

    assert_eq!(
        count_rows(&app.db().await, "products").await,
        1,
        "only the empty part is skipped"
    );
    assert_eq!(app.stored_images(), 2, "the one product's display and thumbnail");
}

#[tokio::test]
async fn only_a_signed_in_seller_may_create_and_only_the_owner_may_edit_or_delete() {
    let app = spawn_app().await;
    let form = with_image(product_form(&[]), png(10, 10), "a.png");
    assert_error(
        app.post_form("/api/v2/create-product", form).await,
        401,
        "unauthenticated",
    )
    .await;

    app.register_active_shop("a@example.com").await;
    let product = app.create_product(&[]).await;
    let id = product["_id"].as_str().unwrap();

    let other = app.new_browser();
    let shop_b = crate::helpers::shop_body("b@example.com");
    let created = other
        .post(app.url("/api/v2/shop-create"))
        .json(&shop_b)
        .send()
        .await
        .unwrap();
    assert_eq!(created.status().as_u16(), 201);
    let token = app.token_from_mailbox("b@example.com", "/shop-activation/").await;
    let activated = other
        .post(app.url("/api/v2/shop-activation"))
        .json(&json!({"token": token}))
        .send()
        .await
        .unwrap();
    assert_eq!(activated.status().as_u16(), 200);

    let edit = other
        .put(app.url(&format!("/api/v2/edit-shop-product/{id}")))
        .multipart(product_form(&[("name", Some("Stolen"))]))
        .send()
        .await
        .unwrap();
    assert_error(edit, 404, "not_found").await;
    let delete = other
        .delete(app.url(&format!("/api/v2/delete-shop-product/{id}")))
        .send()
        .await
        .unwrap();
    assert_error(delete, 404, "not_found").await;
    let seller_a = product["shopId"].as_str().unwrap();
    let events = other
        .get(app.url(&format!("/api/v2/get-all-event-shop/{seller_a}")))
        .send()
        .await
        .unwrap();
    assert_error(events, 403, "forbidden").await;

    let still = app.json(&format!("/api/v2/get-product-details/{id}")).await;
    assert_eq!(still["product"]["name"], "Hand-block printed cotton kurta");

    let deleted = app.delete(&format!("/api/v2/delete-shop-product/{id}")).await;
    assert_eq!(deleted.status().as_u16(), 200);
    let body: Value = deleted.json().await.unwrap();
    assert_eq!(
        body,
        json!({"success": true, "message": "Product deleted successfully!"})
    );
    assert_error(
        app.get(&format!("/api/v2/get-product-details/{id}")).await,
        404,
        "not_found",
    )
    .await;
    assert_eq!(app.stored_images(), 0, "its images are removed with it");
}

#[tokio::test]
async fn an_edit_keeps_chosen_images_in_order_adds_new_ones_and_removes_the_rest() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    let form = with_image(
        with_image(product_form(&[]), png(30, 30), "a.png"),
        png(40, 40),
        "b.png",
    );
    let created: Value = app
        .post_form("/api/v2/create-product", form)
        .await
        .json()
        .await
        .unwrap();
    let product = &created["product"];
    let id = product["_id"].as_str().unwrap();
    let second = product["images"][1].as_str().unwrap().to_owned();
    assert_eq!(app.stored_images(), 4);

    let form = with_image(
        product_form(&[
            ("name", Some("Kurta, new season")),
            ("sellingPrice", Some("899.50")),
            ("keepImages", Some(&second)),
        ]),
        png(50, 50),
        "c.png",
    );
    let response = app
        .put_form(&format!("/api/v2/edit-shop-product/{id}"), form)
        .await;
    let status = response.status().as_u16();
    let body: Value = response.json().await.unwrap();
    assert_eq!(status, 200, "{body}");

    assert_eq!(body["product"]["name"], "Kurta, new season");
    assert_eq!(body["product"]["sellingPrice"], 899.5);
    assert_eq!(body["product"]["images"][0], second.as_str());
    assert_eq!(body["product"]["images"].as_array().unwrap().len(), 2);
    assert_eq!(
        app.stored_images(),
        4,
        "the dropped image's two files are gone, the new one's added"
    );

    let unknown = product_form(&[("keepImages", Some("/media/products/someone-elses.jpg"))]);
    let body = assert_error(
        app.put_form(&format!("/api/v2/edit-shop-product/{id}"), unknown)
            .await,
        400,
        "validation_failed",
    )
    .await;
    assert!(body["error"]["fields"]["keepImages"].is_string());
}

/// Three shops' worth of products with known prices, brands, sizes and colours.
async fn stocked_storefront(app: &TestApp) {
    app.register_active_shop("meera@example.com").await;
    let items: [&[(&str, Option<&str>)]; 6] = [
        &[
            ("name", Some("Cotton kurta")),
            ("brand", Some("Sanganer Prints")),
            ("sellingPrice", Some("999")),
            ("sizes", Some("S,M")),
            ("colorName", Some("Indigo")),
        ],
        &[
            ("name", Some("Silk saree")),
            ("brand", Some("Banaras Silk")),
            ("originalPrice", Some("9999")),
            ("sellingPrice", Some("7999")),
            ("sizes", Some("Free Size")),
            ("colorName", Some("Red")),
            ("colorHex", Some("#c62828")),
        ],
        &[
            ("name", Some("Linen shirt")),
            ("category", Some("Men")),
            ("brand", Some("Malabar Linen")),
            ("sellingPrice", Some("1299")),
            ("originalPrice", Some("1999")),
            ("sizes", Some("M,L")),
            ("colorName", Some("White")),
            ("colorHex", Some("#ffffff")),
        ],
        &[
            ("name", Some("Kolhapuri chappal")),
            ("category", Some("Shoes")),
            ("brand", Some("Kolhapur Footwear")),
            ("sellingPrice", Some("499")),
            ("sizes", Some("UK 7,UK 8")),
            ("colorName", Some("Tan")),
            ("colorHex", Some("#b5651d")),
        ],
        &[
            ("name", Some("Jute tote")),
            ("category", Some("Bags")),
            ("brand", Some("Bengal Jute")),
            ("sellingPrice", Some("299")),
            ("originalPrice", Some("399")),
            ("sizes", None),
            ("colorName", None),
            ("colorHex", None),
        ],
        &[
            ("name", Some("Brass diya set")),
            ("category", Some("Home & Kitchen")),
            ("brand", Some("moradabad brassworks")),
            ("sellingPrice", Some("899")),
            ("sizes", None),
            ("colorName", Some("Gold")),
            ("colorHex", Some("#c9a227")),
        ],
    ];
    for item in items {
        app.create_product(item).await;
    }
}

#[tokio::test]
async fn the_listing_filters_sorts_pages_and_counts_what_matches() {
    let app = spawn_app().await;
    stocked_storefront(&app).await;

    let all = app.json("/api/v2/products?limit=4").await;
    assert_eq!(all["productsCount"], 6);
    assert_eq!(all["products"].as_array().unwrap().len(), 4);
    assert_eq!(
        names(&all["products"])[0],
        "Brass diya set",
        "newest first by default"
    );
    let page_two = app.json("/api/v2/products?limit=4&page=2").await;
    assert_eq!(page_two["products"].as_array().unwrap().len(), 2);

    let cheap_first = app.json("/api/v2/products?sort=sellingPrice").await;
    assert_eq!(
        names(&cheap_first["products"])[..2],
        ["Jute tote", "Kolhapuri chappal"]
    );
    let dear_first = app.json("/api/v2/products?sort=-sellingPrice").await;
    assert_eq!(names(&dear_first["products"])[0], "Silk saree");

    let women = app.json("/api/v2/products?category=Women").await;
    assert_eq!(women["productsCount"], 2);
    let ranged = app
        .json("/api/v2/products?sellingPrice%5Bgte%5D=500&sellingPrice%5Blte%5D=1000")
        .await;
    let mut found = names(&ranged["products"]);
    found.sort();
    assert_eq!(found, ["Brass diya set", "Cotton kurta"]);
    // The storefront's encoding (docs/product.md §7.2): '&' travels as '-', spaces as '+'.
    let home = app.json("/api/v2/products?category=Home+-+Kitchen").await;
    assert_eq!(names(&home["products"]), ["Brass diya set"]);
    let brand = app.json("/api/v2/products?brand=MORADABAD+BRASSWORKS").await;
    assert_eq!(brand["productsCount"], 1);
    let sized = app.json("/api/v2/products?size=M").await;
    assert_eq!(sized["productsCount"], 2);
    let coloured = app.json("/api/v2/products?color=indigo").await;
    assert_eq!(names(&coloured["products"]), ["Cotton kurta"]);

    // Facets count under the other filters: choosing Women still offers every Women brand,
    // and the category facet still offers the other categories.
    let facets = &women["facets"];
    assert_eq!(facets["brands"].as_array().unwrap().len(), 2);
    assert_eq!(facets["categories"].as_array().unwrap().len(), 5);
    let colours = &all["facets"]["colors"];
    assert!(
        colours
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["value"] == "Indigo" && c["hex"] == "#3f51b5" && c["count"] == 1)
    );

    // Each facet in full: most frequent first, then by name.
    let facets = &all["facets"];
    assert_eq!(
        counted(&facets["categories"]),
        [
            ("Women", 2),
            ("Bags", 1),
            ("Home & Kitchen", 1),
            ("Men", 1),
            ("Shoes", 1)
        ]
    );
    assert_eq!(
        counted(&facets["brands"]),
        [
            ("Banaras Silk", 1),
            ("Bengal Jute", 1),
            ("Kolhapur Footwear", 1),
            ("Malabar Linen", 1),
            ("Sanganer Prints", 1),
            ("moradabad brassworks", 1),
        ]
    );
    assert_eq!(
        counted(&facets["colors"]),
        [("Gold", 1), ("Indigo", 1), ("Red", 1), ("Tan", 1), ("White", 1)]
    );
    assert_eq!(counted(&facets["sizes"])[..2], [("M", 2), ("Free Size", 1)]);
    // Two filters: each of their facets counts under the other one only, the rest under both.
    let both = app
        .json("/api/v2/products?category=Women&brand=banaras+silk")
        .await;
    assert_eq!(both["productsCount"], 1);
    let facets = &both["facets"];
    assert_eq!(counted(&facets["categories"]), [("Women", 1)]);
    assert_eq!(
        counted(&facets["brands"]),
        [("Banaras Silk", 1), ("Sanganer Prints", 1)]
    );
    assert_eq!(counted(&facets["colors"]), [("Red", 1)]);
    assert_eq!(counted(&facets["sizes"]), [("Free Size", 1)]);

    // A second product of the same category, brand and colour is counted in each of them.
    app.create_product(&[
        ("name", Some("Cotton kurta, long")),
        ("brand", Some("Sanganer Prints")),
        ("colorName", Some("Indigo")),
    ])
    .await;
    let facets = app.json("/api/v2/products").await["facets"].clone();
    assert_eq!(counted(&facets["categories"])[0], ("Women", 3));
    assert_eq!(counted(&facets["brands"])[0], ("Sanganer Prints", 2));
    assert_eq!(counted(&facets["colors"])[0], ("Indigo", 2));
}

/// A facet's values and counts, in the order given.
fn counted(facet: &Value) -> Vec<(&str, u64)> {
    facet
        .as_array()
        .unwrap()
        .iter()
        .map(|value| (value["value"].as_str().unwrap(), value["count"].as_u64().unwrap()))
        .collect()
}

#[tokio::test]
async fn bad_listing_parameters_are_answered_with_the_parameter_named() {
    let app = spawn_app().await;
    for (query, field) in [
        ("limit=0", "limit"),
        ("limit=101", "limit"),
        ("page=zero", "page"),
        ("sellingPrice%5Blte%5D=cheap", "sellingPrice[lte]"),
        (
            "sellingPrice%5Bgte%5D=500&sellingPrice%5Blte%5D=100",
            "sellingPrice[lte]",
        ),
        ("sort=random", "sort"),
        ("category=Groceries", "category"),
    ] {
        let body = assert_error(
            app.get(&format!("/api/v2/products?{query}")).await,
            400,
            "validation_failed",
        )
        .await;
        assert!(body["error"]["fields"][field].is_string(), "{query}: {body}");
    }
    // Hostile text in filters is only a value that matches nothing.
    let hostile = urlencoding("' OR 1=1; DROP TABLE products; --");
    let body = app
        .json(&format!(
            "/api/v2/products?brand={hostile}&color={hostile}&size={hostile}"
        ))
        .await;
    assert_eq!(body["productsCount"], 0);
    let long = "k".repeat(10_000);
    let body = app
        .json(&format!("/api/v2/products-search?searchKeyword={long}"))
        .await;
    assert_eq!(body["product"], json!([]));
}

fn urlencoding(text: &str) -> String {
    text.bytes().map(|b| format!("%{b:02X}")).collect()
}

#[tokio::test]
async fn search_ranks_names_first_matches_prefixes_and_forgives_small_typos() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    app.create_product(&[
        ("name", Some("Linen shirt")),
        ("category", Some("Men")),
        ("description", Some("Breezy.")),
    ])
    .await;
    app.create_product(&[
        ("name", Some("Cotton kurta")),
        ("description", Some("Wear it over a shirt or alone.")),
    ])
    .await;
    app.create_product(&[
        ("name", Some("Silk saree")),
        ("description", Some("Zari border.")),
    ])
    .await;

    let ranked = app.json("/api/v2/products-search?searchKeyword=shirt").await;
    assert_eq!(
        names(&ranked["product"]),
        ["Linen shirt", "Cotton kurta"],
        "a name match outranks a description match"
    );

    let prefix = app.json("/api/v2/products-search?searchKeyword=kur").await;
    assert_eq!(names(&prefix["product"]), ["Cotton kurta"]);

    for typo in ["shrit", "kruta", "sarees"] {
        let found = app
            .json(&format!("/api/v2/products-search?searchKeyword={typo}"))
            .await;
        assert!(
            !found["product"].as_array().unwrap().is_empty(),
            "{typo} found nothing"
        );
    }

    let nothing = app.json("/api/v2/products-search?searchKeyword=").await;
    assert_eq!(nothing["product"], json!([]));
    let both = app.json("/api/v2/products-search?searchKeyword=silk+sar").await;
    assert_eq!(names(&both["product"]), ["Silk saree"]);

    let listed = app.json("/api/v2/products?searchKeyword=shirt").await;
    assert_eq!(listed["productsCount"], 2);
    assert_eq!(names(&listed["products"])[0], "Linen shirt");
}

pub async fn create_event(
    app: &TestApp,
    name: &str,
    start: chrono::DateTime<Utc>,
    end: chrono::DateTime<Utc>,
) -> Value {
    let form = with_image(
        product_form(&[
            ("name", Some(name)),
            ("startDate", Some(&start.to_rfc3339())),
            ("endDate", Some(&end.to_rfc3339())),
        ]),
        png(20, 20),
        "deal.png",
    );
    let response = app.post_form("/api/v2/create-event", form).await;
    let status = response.status().as_u16();
    let body: Value = response.json().await.unwrap();
    assert_eq!(status, 201, "{body}");
    body["event"].clone()
}

#[tokio::test]
async fn an_event_is_shown_from_its_start_until_its_end_and_only_then_may_anyone_remove_it() {
    let app = spawn_app_with_clock().await;
    let clock = app.clock.clone().unwrap();
    app.register_active_shop("meera@example.com").await;
    let now = clock.now();
    let later = create_event(
        &app,
        "Diwali deal",
        now + Duration::hours(1),
        now + Duration::hours(5),
    )
    .await;
    let sooner = create_event(
        &app,
        "Weekend deal",
        now + Duration::hours(1),
        now + Duration::hours(3),
    )
    .await;
    let id = later["_id"].as_str().unwrap().to_owned();

    assert_eq!(
        app.json("/api/v2/get-all-events-user").await["events"],
        json!([]),
        "not started yet"
    );
    assert_error(
        app.get(&format!("/api/v2/get-product-details/{id}")).await,
        404,
        "not_found",
    )
    .await;

    clock.advance(Duration::hours(1));
    let running = app.json("/api/v2/get-all-events-user").await;
    assert_eq!(
        names(&running["events"]),
        ["Weekend deal", "Diwali deal"],
        "soonest-ending first"
    );
    assert_eq!(
        app.json("/api/v2/products").await["productsCount"],
        0,
        "events are not listed as products"
    );

    let anonymous = app.new_browser();
    let refused = anonymous
        .delete(app.url(&format!("/api/v2/delete-event/{id}")))
        .send()
        .await
        .unwrap();
    assert_error(refused, 409, "event_running").await;

    clock.advance(Duration::hours(4));
    assert_eq!(
        app.json("/api/v2/get-all-events-user").await["events"],
        json!([]),
        "both ended"
    );
    let removed = anonymous
        .delete(app.url(&format!("/api/v2/delete-event/{id}")))
        .send()
        .await
        .unwrap();
    assert_eq!(removed.status().as_u16(), 200);
    // The seller still sees the other ended event in their own list until it is purged.
    let shop = sooner["shopId"].as_str().unwrap();
    let own = app.json(&format!("/api/v2/get-all-event-shop/{shop}")).await;
    assert_eq!(names(&own["events"]), ["Weekend deal"]);
}

#[tokio::test]
async fn an_event_must_end_after_it_starts_and_in_the_future() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    let now = Utc::now();
    for (start, end, field) in [
        (now + Duration::hours(2), now + Duration::hours(1), "endDate"),
        (now - Duration::hours(5), now - Duration::hours(1), "endDate"),
        (now, now + Duration::days(31), "endDate"),
    ] {
        let form = with_image(
            product_form(&[
                ("startDate", Some(&start.to_rfc3339())),
                ("endDate", Some(&end.to_rfc3339())),
            ]),
            png(10, 10),
            "a.png",
        );
        let body = assert_error(
            app.post_form("/api/v2/create-event", form).await,
            400,
            "validation_failed",
        )
        .await;
        assert!(body["error"]["fields"][field].is_string(), "{body}");
    }
    let form = with_image(
        product_form(&[("startDate", Some("tomorrow"))]),
        png(10, 10),
        "a.png",
    );
    let body = assert_error(
        app.post_form("/api/v2/create-event", form).await,
        400,
        "validation_failed",
    )
    .await;
    assert!(body["error"]["fields"]["startDate"].is_string());
    assert!(body["error"]["fields"]["endDate"].is_string());
}

#[tokio::test]
async fn only_a_buyer_reviews_and_a_second_review_replaces_the_first_and_updates_the_ratings() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    let product = app.create_product(&[]).await;
    let (id, shop) = (
        product["_id"].as_str().unwrap(),
        product["shopId"].as_str().unwrap(),
    );

    let shopper = app.new_browser();
    app.register_in(&shopper, "Priya", "priya@example.com").await;
    let review = |rating: i64, comment: &str| {
        shopper
            .put(app.url("/api/v2/create-new-review"))
            .json(&json!({"productId": id, "rating": rating, "comment": comment}))
            .send()
    };
    assert_error(review(5, "Lovely").await.unwrap(), 403, "not_a_buyer").await;

    crate::orders::deliver(&app, &shopper, &product).await;
    // Read once before reviewing, so a stale answer kept in memory would show below.
    let unrated = app.json(&format!("/api/v2/get-product-details/{id}")).await;
    assert_eq!(unrated["reviews"], json!([]));
    let body = assert_error(review(6, "x").await.unwrap(), 400, "validation_failed").await;
    assert!(body["error"]["fields"]["rating"].is_string());
    let first = review(5, "Lovely fabric").await.unwrap();
    assert_eq!(first.status().as_u16(), 200);
    let second = review(3, "Faded after a wash").await.unwrap();
    let body: Value = second.json().await.unwrap();
    assert_eq!(body["message"], "Reviewed successfully!");
    assert_eq!(body["product"]["ratings"], 3.0);
    assert_eq!(body["product"]["numOfReviews"], 1);

    let details = app.json(&format!("/api/v2/get-product-details/{id}")).await;
    assert_eq!(details["reviews"].as_array().unwrap().len(), 1);
    assert_eq!(details["reviews"][0]["comment"], "Faded after a wash");
    assert_eq!(details["reviews"][0]["user"]["name"], "Priya");
    let info = app.json(&format!("/api/v2/get-shop-info/{shop}")).await;
    assert_eq!(info["shop"]["ratings"], 3.0);
    assert_eq!(info["shop"]["productsCount"], 1);
    assert!(info["shop"].get("email").is_none() && info["shop"].get("phone").is_none());

    let anonymous = app.new_browser();
    let response = anonymous
        .put(app.url("/api/v2/create-new-review"))
        .json(&json!({"productId": id, "rating": 5}))
        .send()
        .await
        .unwrap();
    assert_error(response, 401, "unauthenticated").await;
}

#[tokio::test]
async fn a_shops_reviews_are_listed_newest_first_with_their_products_deleted_ones_too() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    let kurta = app.create_product(&[("name", Some("Cotton kurta"))]).await;
    let saree = app.create_product(&[("name", Some("Silk saree"))]).await;
    let shop = kurta["shopId"].as_str().unwrap().to_owned();
    for (name, email, product, rating) in [
        ("Priya", "priya@example.com", &kurta, 5),
        ("Anil", "anil@example.com", &saree, 2),
    ] {
        let (browser, _) = crate::orders::shopper(&app, name, email).await;
        crate::orders::deliver(&app, &browser, product).await;
        let reviewed = browser
            .put(app.url("/api/v2/create-new-review"))
            .json(&json!({"productId": product["_id"], "rating": rating, "comment": format!("{name} says")}))
            .send()
            .await
            .unwrap();
        assert_eq!(reviewed.status().as_u16(), 200);
    }

    let first = app
        .json(&format!("/api/v2/get-shop-reviews/{shop}?limit=1"))
        .await;
    assert_eq!(
        (first["total"].as_u64(), first["limit"].as_u64()),
        (Some(2), Some(1))
    );
    assert_eq!(
        first["reviews"][0]["comment"], "Anil says",
        "newest first: {first}"
    );
    assert_eq!(first["reviews"][0]["product"]["name"], "Silk saree");
    assert_eq!(first["reviews"][0]["product"]["available"], true);
    let second = app
        .json(&format!("/api/v2/get-shop-reviews/{shop}?limit=1&page=2"))
        .await;
    assert_eq!(second["reviews"][0]["user"]["name"], "Priya");
    assert_eq!(second["reviews"][0]["rating"], 5);

    // A deleted product's review still counts in the shop's rating, so it is still listed.
    let saree_id = saree["_id"].as_str().unwrap();
    let deleted = app
        .client
        .delete(app.url(&format!("/api/v2/delete-shop-product/{saree_id}")))
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status().as_u16(), 200);
    let all = app.json(&format!("/api/v2/get-shop-reviews/{shop}")).await;
    assert_eq!(all["total"], 2);
    assert_eq!(all["reviews"][0]["product"]["available"], false);
    let info = app.json(&format!("/api/v2/get-shop-info/{shop}")).await;
    assert_eq!(info["shop"]["numOfReviews"], 2);

    let unknown = uuid::Uuid::new_v4();
    assert_error(
        app.get(&format!("/api/v2/get-shop-reviews/{unknown}")).await,
        404,
        "not_found",
    )
    .await;
    assert_error(
        app.get("/api/v2/get-shop-reviews/not-an-id").await,
        404,
        "not_found",
    )
    .await;
    let body = assert_error(
        app.get(&format!("/api/v2/get-shop-reviews/{shop}?limit=500"))
            .await,
        400,
        "validation_failed",
    )
    .await;
    assert!(body["error"]["fields"]["limit"].is_string(), "{body}");
}

#[tokio::test]
async fn the_admin_removes_any_product_and_lists_everything_but_a_shopper_may_not() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    let product = app.create_product(&[]).await;
    let id = product["_id"].as_str().unwrap();

    let shopper = app.new_browser();
    app.register_in(&shopper, "Priya", "priya@example.com").await;
    let refused = shopper
        .delete(app.url(&format!("/api/v2/delete-product-admin/{id}")))
        .send()
        .await
        .unwrap();
    assert_error(refused, 403, "forbidden").await;

    let admin = crate::helpers::admin_browser(&app).await;
    let all: Value = admin
        .get(app.url("/api/v2/admin-all-products"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(all["total"], 1);
    // Upcoming events too: the operator sees what shoppers cannot yet.
    let soon = Utc::now() + Duration::days(1);
    create_event(&app, "Diwali deal", soon, soon + Duration::days(1)).await;
    let events: Value = admin
        .get(app.url("/api/v2/admin-all-events?limit=5"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(
        (events["total"].as_u64(), events["limit"].as_u64()),
        (Some(1), Some(5))
    );
    assert_eq!(events["events"][0]["isEvent"], true);
    assert_eq!(app.json("/api/v2/products").await["productsCount"], 1);
    let removed = admin
        .delete(app.url(&format!("/api/v2/delete-product-admin/{id}")))
        .send()
        .await
        .unwrap();
    assert_eq!(removed.status().as_u16(), 200);
    let body: Value = removed.json().await.unwrap();
    assert_eq!(body["message"], "Product deleted successfully!");
    assert_eq!(app.json("/api/v2/products").await["productsCount"], 0);
}

/// The storefront's answers are kept in memory (ADR 0013); each change a seller makes must show
/// on the next read, even when that question was answered from memory just before.
#[tokio::test]
async fn the_storefront_shows_each_change_at_once_though_its_answers_are_kept_in_memory() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    let listing = || app.json("/api/v2/products");
    assert_eq!(listing().await["productsCount"], 0);

    let product = app.create_product(&[("name", Some("Cotton kurta"))]).await;
    let id = product["_id"].as_str().unwrap();
    let details = format!("/api/v2/get-product-details/{id}");
    let search = "/api/v2/products-search?searchKeyword=kurta";
    assert_eq!(listing().await["productsCount"], 1, "a new product");
    // Each question answered once, so the next reads could come from memory.
    assert_eq!(app.json(&details).await["product"]["name"], "Cotton kurta");
    assert_eq!(app.json(search).await["product"][0]["name"], "Cotton kurta");
    app.json(&format!("/api/v2/get-same-products/{id}")).await;

    let edited = app
        .put_form(
            &format!("/api/v2/edit-shop-product/{id}"),
            with_image(
                product_form(&[("name", Some("Linen kurta"))]),
                png(20, 20),
                "k.png",
            ),
        )
        .await;
    assert_eq!(edited.status().as_u16(), 200);
    assert_eq!(listing().await["products"][0]["name"], "Linen kurta", "an edit");
    assert_eq!(app.json(&details).await["product"]["name"], "Linen kurta");
    assert_eq!(app.json(search).await["product"][0]["name"], "Linen kurta");

    let renamed = app
        .put_json(
            "/api/v2/update-shop",
            &json!({
                "name": "Meera Iyer",
                "shopName": "Meera's Handlooms",
                "phone": "9876543210",
                "address": "15 Temple Street, Kanchipuram",
                "zipCode": "631502"
            }),
        )
        .await;
    assert_eq!(renamed.status().as_u16(), 200);
    assert_eq!(
        listing().await["products"][0]["shop"]["shopName"],
        "Meera's Handlooms",
        "a renamed shop"
    );
    assert_eq!(app.json(&details).await["product"]["shop"]["avatar"], Value::Null);
    let avatar = app
        .client
        .put(app.url("/api/v2/update-shop-avatar"))
        .multipart(Form::new().part("avatar", Part::bytes(png(64, 64)).file_name("shop.png")))
        .send()
        .await
        .unwrap();
    assert_eq!(avatar.status().as_u16(), 200);
    assert!(
        app.json(&details).await["product"]["shop"]["avatar"].is_string(),
        "a new shop picture"
    );

    let deleted = app.delete(&format!("/api/v2/delete-shop-product/{id}")).await;
    assert_eq!(deleted.status().as_u16(), 200);
    assert_eq!(listing().await["productsCount"], 0, "a deleted product");
    assert_error(app.get(&details).await, 404, "not_found").await;
    assert_eq!(app.json(search).await["product"], json!([]));
}

#[tokio::test]
async fn products_of_a_suspended_shop_never_appear() {
    use sea_orm::ConnectionTrait as _;
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    let product = app.create_product(&[("name", Some("Cotton kurta"))]).await;
    let db = app.db().await;
    db.connection()
        .execute_unprepared("UPDATE shops SET status = 'suspended'")
        .await
        .unwrap();

    // Written behind the server's back, as another server would: the in-process index reads it
    // at its next look (`storefront.index_catch_up_ms`), the database's queries at once.
    let started = std::time::Instant::now();
    while app.json("/api/v2/products").await["productsCount"] != 0 {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(3),
            "the suspension never reached the listing"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(
        app.json("/api/v2/products-search?searchKeyword=kurta").await["product"],
        json!([])
    );
    let id = product["_id"].as_str().unwrap();
    assert_error(
        app.get(&format!("/api/v2/get-product-details/{id}")).await,
        404,
        "not_found",
    )
    .await;
    let shop = product["shopId"].as_str().unwrap();
    assert_error(
        app.get(&format!("/api/v2/get-shop-info/{shop}")).await,
        404,
        "not_found",
    )
    .await;
}

#[tokio::test]
async fn every_seller_and_admin_catalogue_call_refuses_a_visitor_and_a_shopper() {
    let app = spawn_app().await;
    let id = uuid::Uuid::new_v4();
    let calls = [
        (reqwest::Method::POST, "/api/v2/create-product".to_owned(), 401),
        (reqwest::Method::POST, "/api/v2/create-event".to_owned(), 401),
        (
            reqwest::Method::PUT,
            format!("/api/v2/edit-shop-product/{id}"),
            401,
        ),
        (
            reqwest::Method::DELETE,
            format!("/api/v2/delete-shop-product/{id}"),
            401,
        ),
        (
            reqwest::Method::DELETE,
            format!("/api/v2/delete-shop-event/{id}"),
            401,
        ),
        (
            reqwest::Method::GET,
            format!("/api/v2/get-all-event-shop/{id}"),
            401,
        ),
        (
            reqwest::Method::DELETE,
            format!("/api/v2/delete-product-admin/{id}"),
            403,
        ),
        (reqwest::Method::GET, "/api/v2/admin-all-products".to_owned(), 403),
        (reqwest::Method::GET, "/api/v2/admin-all-events".to_owned(), 403),
    ];
    let visitor = app.new_browser();
    let shopper = app.new_browser();
    app.register_in(&shopper, "Priya", "priya@example.com").await;

    for (method, path, shopper_status) in calls {
        let anonymous = visitor
            .request(method.clone(), app.url(&path))
            .send()
            .await
            .unwrap();
        assert_error(anonymous, 401, "unauthenticated").await;
        // A shopper is not a seller (no seller session: 401) and not the Admin (403).
        let signed_in = shopper.request(method, app.url(&path)).send().await.unwrap();
        let code = if shopper_status == 401 {
            "unauthenticated"
        } else {
            "forbidden"
        };
        assert_error(signed_in, shopper_status, code).await;
    }
}

#[tokio::test]
async fn similar_products_are_its_variants_then_its_category_and_follow_each_change() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    let kurta = app.create_product(&[("name", Some("Cotton kurta"))]).await;
    let same = format!("/api/v2/get-same-products/{}", kurta["_id"].as_str().unwrap());
    assert!(
        names(&app.json(&same).await["products"]).is_empty(),
        "nothing alike yet"
    );

    app.create_product(&[("name", Some("Linen kurta"))]).await;
    let variant = app.create_product(&[("name", Some("Cotton kurta"))]).await;
    assert_eq!(
        names(&app.json(&same).await["products"]),
        ["Cotton kurta", "Linen kurta"],
        "the variant first, then the category, though the first answer was kept"
    );

    let variant = variant["_id"].as_str().unwrap();
    let deleted = app
        .delete(&format!("/api/v2/delete-shop-product/{variant}"))
        .await;
    assert_eq!(deleted.status().as_u16(), 200);
    assert_eq!(
        names(&app.json(&same).await["products"]),
        ["Linen kurta"],
        "a deleted variant"
    );

    assert_error(
        app.get(&format!("/api/v2/get-same-products/{}", uuid::Uuid::new_v4()))
            .await,
        404,
        "not_found",
    )
    .await;
}

/// Which products are alike is kept for the catalogue's time to live (ADR 0013), but their
/// stock is read with each answer: a checkout moves stock without clearing the cache.
#[tokio::test]
async fn similar_products_show_their_stock_as_it_is_while_which_they_are_is_kept() {
    use sea_orm::ConnectionTrait as _;
    let app = spawn_app_with(|settings| settings.storefront.cache_ttl_ms = 0).await;
    app.register_active_shop("meera@example.com").await;
    let kurta = app.create_product(&[("name", Some("Cotton kurta"))]).await;
    app.create_product(&[("name", Some("Linen kurta"))]).await;
    let same = format!("/api/v2/get-same-products/{}", kurta["_id"].as_str().unwrap());
    let first = app.json(&same).await;
    assert_ne!(first["products"][0]["stock"], 1);

    app.db()
        .await
        .connection()
        .execute_unprepared("UPDATE products SET stock = 1")
        .await
        .unwrap();
    assert_eq!(app.json(&same).await["products"][0]["stock"], 1);
}

/// The seller's table of products pages, searches and sorts on the server (issue 28, "Tables that
/// scale"): `q`, `sort`, `page` and `limit`, answering `total` beside the spec's `productsCount`.
#[tokio::test]
async fn a_shops_product_list_is_searched_sorted_and_paged_on_the_server() {
    let app = spawn_app().await;
    let seller = app.register_active_shop("meera@example.com").await;
    let shop = seller["_id"].as_str().unwrap().to_owned();
    for (name, price, stock) in [
        ("Cotton kurta", "899", "4"),
        ("Silk saree", "4999", "2"),
        ("Linen kurta", "1299", "9"),
    ] {
        app.create_product(&[
            ("name", Some(name)),
            ("sellingPrice", Some(price)),
            ("originalPrice", Some("5000")),
            ("stock", Some(stock)),
        ])
        .await;
    }
    let list = |query: &str| {
        let app = &app;
        let path = format!("/api/v2/get-all-product-shop/{shop}?{query}");
        async move { app.json(&path).await }
    };

    let all = list("").await;
    assert_eq!(
        (all["total"].clone(), all["productsCount"].clone()),
        (json!(3), json!(3))
    );
    assert_eq!(
        names(&all["products"]),
        ["Linen kurta", "Silk saree", "Cotton kurta"],
        "newest first"
    );
    let kurtas = list("q=KURTA&sort=price").await;
    assert_eq!(kurtas["total"], 2);
    assert_eq!(names(&kurtas["products"]), ["Cotton kurta", "Linen kurta"]);
    let dearest = list("sort=-sellingPrice&limit=1&page=2").await;
    assert_eq!(
        (dearest["total"].clone(), names(&dearest["products"])),
        (json!(3), vec!["Linen kurta".to_owned()]),
        "the second page of one, dearest first"
    );
    assert_eq!(names(&list("sort=stock").await["products"])[0], "Silk saree");
    assert_eq!(names(&list("sort=-name").await["products"])[0], "Silk saree");
    assert_eq!(list("q=100%25").await["total"], 0, "a wildcard is a character");

    let refused = assert_error(
        app.get(&format!("/api/v2/get-all-product-shop/{shop}?sort=colour"))
            .await,
        400,
        "validation_failed",
    )
    .await;
    assert!(refused["error"]["fields"]["sort"].is_string(), "{refused}");
}
