use crate::helpers::{ASSET_NAME, INDEX_HTML, TestApp, assert_error, spawn_app, spawn_app_with};

#[tokio::test]
async fn every_page_address_gets_the_index_so_the_client_router_renders_it() {
    let app = spawn_app().await;

    for path in [
        "/",
        "/index.html",
        "/products?category=Women",
        "/product/123",
        "/blog",
        "/shop-dashboard",
        "/a/b/c",
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status().as_u16(), 200, "{path}");
        assert_eq!(
            response.headers()["cache-control"],
            "no-cache",
            "{path}: the index is revalidated"
        );
        assert!(
            response.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with("text/html")
        );
        assert_eq!(response.text().await.unwrap(), INDEX_HTML, "{path}");
    }
}

/// A server on a build of the test index and these prerendered pages (name, HTML); the build is
/// kept as long as the returned directory.
async fn serve_build(pages: &[(&str, &str)]) -> (tempfile::TempDir, TestApp) {
    let build = tempfile::tempdir().unwrap();
    std::fs::write(build.path().join("index.html"), INDEX_HTML).unwrap();
    let prerendered = build.path().join("prerendered");
    std::fs::create_dir(&prerendered).unwrap();
    for (name, html) in pages {
        std::fs::write(prerendered.join(format!("{name}.html")), html).unwrap();
    }
    let dir = build.path().to_owned();
    let app = spawn_app_with(|settings| settings.frontend.dir = dir).await;
    (build, app)
}

#[tokio::test]
async fn the_bare_home_listing_and_product_addresses_get_their_prerendered_page() {
    let page = |name: &str| format!("<style>main{{color:red}}</style><main>{name}</main>");
    // The product page names its answer by the product's id, which the server writes in.
    let (_build, app) = serve_build(&[
        ("home", &page("home")),
        ("products", &page("products")),
        (
            "product",
            &page("product <link href=\"/api/v2/get-product-details/haat-product-id-slot\">"),
        ),
    ])
    .await;
    // printf 'main{color:red}' | openssl dgst -sha256 -binary | base64
    let allowed = "style-src 'self' 'sha256-ac1R1kU5izDDnXGpZrb2k+Dct4jThB3/YH1VfglrT3I=';";

    for (path, expected) in [
        ("/", page("home")),
        ("/products", page("products")),
        (
            "/product/6650f1c2-a1b2-c3d4-e5f6-07180a0b0c0d",
            page("product <link href=\"/api/v2/get-product-details/6650f1c2-a1b2-c3d4-e5f6-07180a0b0c0d\">"),
        ),
        // Only a product id is written into the page.
        ("/product/%22%3E%3Cscript%3E", INDEX_HTML.to_owned()),
        ("/product/not-a-product-id", INDEX_HTML.to_owned()),
        ("/product/a.b", INDEX_HTML.to_owned()),
        // A query changes what the page draws before its answer arrives; so do other pages.
        ("/?ref=mail", INDEX_HTML.to_owned()),
        ("/products?category=Women", INDEX_HTML.to_owned()),
        ("/product/", INDEX_HTML.to_owned()),
        ("/product/a/b", INDEX_HTML.to_owned()),
        ("/products/extra", INDEX_HTML.to_owned()),
        ("/shop-dashboard", INDEX_HTML.to_owned()),
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status().as_u16(), 200, "{path}");
        assert_eq!(response.headers()["cache-control"], "no-cache", "{path}");
        let policy = response.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .to_owned();
        // Only a prerendered page may carry its inline stylesheet; the index may not.
        assert_eq!(
            policy.contains(allowed),
            expected != INDEX_HTML,
            "{path}: {policy}"
        );
        assert_eq!(response.text().await.unwrap(), expected, "{path}");
    }
}

#[tokio::test]
async fn the_listing_and_a_product_page_are_sent_with_their_first_pictures_drawn_in() {
    let page = |body: &str| format!("<style>main{{color:red}}</style><main>{body}</main>");
    let (_build, app) = serve_build(&[
        ("products", &page("plain listing")),
        (
            "products-pictured",
            &page(r#"<img src="haat-picture-0-slot"><img src="haat-picture-1-slot">"#),
        ),
        ("product", &page("plain haat-product-id-slot")),
        (
            "product-pictured",
            &page(
                r#"<meta content="haat-picture-0-slot">haat-product-id-slot<img src="haat-picture-0-slot">"#,
            ),
        ),
    ])
    .await;
    let text = async |path: &str| app.get(path).await.text().await.unwrap();

    // Too few products for the first row of cards: the listing's skeleton is plain.
    assert_eq!(text("/products").await, page("plain listing"));
    app.register_active_shop("meera@example.com").await;
    let first = app.create_product(&[("name", Some("First"))]).await;
    assert_eq!(text("/products").await, page("plain listing"));

    app.create_product(&[("name", Some("Second"))]).await;
    app.create_product(&[("name", Some("Third"))]).await;
    // The first two cards of the listing's first answer, by their thumbnails (which a phone's
    // card shows).
    let listing = app.json("/api/v2/products").await;
    let thumbnail = |n: usize| {
        listing["products"][n]["thumbnails"][0]
            .as_str()
            .unwrap()
            .to_owned()
    };
    assert!(thumbnail(0).starts_with("/media/products/"), "{listing}");
    assert_eq!(
        text("/products").await,
        page(&format!(
            r#"<img src="{}"><img src="{}">"#,
            thumbnail(0),
            thumbnail(1)
        ))
    );

    // A product page shows the product's main picture.
    let id = first["_id"].as_str().unwrap();
    let picture = first["images"][0].as_str().unwrap();
    assert_eq!(
        text(&format!("/product/{id}")).await,
        page(&format!(r#"<meta content="{picture}">{id}<img src="{picture}">"#))
    );
    // A product that is not on the storefront has no picture to show: the plain skeleton, whose
    // app says the product is not available.
    let unknown = "6650f1c2-a1b2-c3d4-e5f6-07180a0b0c0d";
    assert_eq!(
        text(&format!("/product/{unknown}")).await,
        page(&format!("plain {unknown}"))
    );
    // A query still gets the index.
    assert_eq!(text(&format!("/product/{id}?isEvent=true")).await, INDEX_HTML);
}

#[tokio::test]
async fn a_prerendered_page_is_sent_compressed_as_the_browser_accepts_it() {
    use std::io::Read as _;

    let page = format!(
        "<style>main{{color:red}}</style><main>{}</main>",
        "home ".repeat(200)
    );
    let (_build, app) = serve_build(&[("home", &page)]).await;
    let fetch = |accept: &'static str| {
        let request = app.client.get(app.url("/"));
        async move {
            let response = request.header("accept-encoding", accept).send().await.unwrap();
            let encoding = response
                .headers()
                .get("content-encoding")
                .map(|value| value.to_str().unwrap().to_owned());
            (encoding, response.bytes().await.unwrap().to_vec())
        }
    };

    let (encoding, body) = fetch("gzip, deflate, br").await;
    assert_eq!(encoding.as_deref(), Some("br"));
    let mut unpacked = String::new();
    brotli::Decompressor::new(body.as_slice(), 4096)
        .read_to_string(&mut unpacked)
        .unwrap();
    assert_eq!(unpacked, page);

    let (encoding, body) = fetch("gzip").await;
    assert_eq!(encoding.as_deref(), Some("gzip"));
    let mut unpacked = String::new();
    flate2::read::GzDecoder::new(body.as_slice())
        .read_to_string(&mut unpacked)
        .unwrap();
    assert_eq!(unpacked, page);

    let (encoding, body) = fetch("identity").await;
    assert_eq!(encoding, None);
    assert_eq!(String::from_utf8(body).unwrap(), page);
}

#[tokio::test]
async fn a_prerendered_page_without_its_stylesheet_is_not_served() {
    let (_build, app) = serve_build(&[("home", "<main>home</main>")]).await;

    assert_eq!(app.get("/").await.text().await.unwrap(), INDEX_HTML);
}

#[tokio::test]
async fn hashed_assets_are_cached_for_a_year() {
    let app = spawn_app().await;

    let response = app.get(&format!("/assets/{ASSET_NAME}")).await;

    assert_eq!(response.status().as_u16(), 200);
    assert_eq!(
        response.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    assert_eq!(response.text().await.unwrap(), "console.log('haat')");
}

#[tokio::test]
async fn a_missing_asset_is_a_404_not_the_index() {
    let app = spawn_app().await;

    let response = app.get("/assets/index-gone.js").await;

    assert_error(response, 404, "not_found").await;
}

#[tokio::test]
async fn top_level_build_files_are_served_and_nothing_outside_the_build_is() {
    let app = spawn_app().await;
    std::fs::write(
        app.frontend_dir.path().parent().unwrap().join("outside.txt"),
        "secret",
    )
    .ok();

    let favicon = app.get("/favicon.svg").await;
    assert_eq!(favicon.status().as_u16(), 200);
    assert_eq!(favicon.headers()["cache-control"], "public, max-age=3600");

    for sneaky in [
        "/../outside.txt",
        "/%2e%2e/outside.txt",
        "/assets/../../outside.txt",
        "/.hidden",
    ] {
        let response = app.get(sneaky).await;
        let text = response.text().await.unwrap();
        assert!(
            !text.contains("secret"),
            "{sneaky} leaked a file outside the build"
        );
    }
}

#[tokio::test]
async fn without_a_built_frontend_pages_say_so_and_the_api_still_works() {
    let app = spawn_app_with(|settings| settings.frontend.dir = "/nonexistent/haat-frontend".into()).await;

    let page = app.get("/").await;
    assert_eq!(page.status().as_u16(), 503);
    assert!(page.text().await.unwrap().contains("have not been built yet"));

    assert_eq!(app.get("/healthz").await.status().as_u16(), 200);
}
