use api::Application;
use catalog::ProductRepository;
use shops::ShopRepository;
use store_sea::{SeaProductRepository, SeaShopRepository};

use crate::helpers::{spawn_app_with, test_settings};

#[tokio::test]
async fn demo_data_is_loaded_into_an_empty_database() {
    let app = spawn_app_with(|settings| settings.demo = true).await;

    let db = app.db().await;
    assert_eq!(SeaShopRepository::new(&db).count().await.unwrap(), 1);
    assert_eq!(SeaProductRepository::new(&db).count().await.unwrap(), 6);
}

#[tokio::test]
async fn demo_data_is_not_loaded_twice_nor_into_a_database_that_has_data() {
    let app = spawn_app_with(|settings| settings.demo = true).await;

    let mut settings = test_settings(&app.database, app.frontend_dir.path());
    settings.demo = true;
    let again = Application::build(settings).await.unwrap();

    assert_eq!(again.demo_report(), None);
    let db = app.db().await;
    assert_eq!(SeaShopRepository::new(&db).count().await.unwrap(), 1);
    assert_eq!(SeaProductRepository::new(&db).count().await.unwrap(), 6);
}

#[tokio::test]
async fn without_the_demo_flag_the_database_stays_empty() {
    let app = spawn_app_with(|_| {}).await;

    let db = app.db().await;
    assert_eq!(SeaShopRepository::new(&db).count().await.unwrap(), 0);
}
