use crate::helpers::{ASSET_NAME, INDEX_HTML, assert_error, spawn_app, spawn_app_with};

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
