//! Products and events (an event is a product with a start and an end), and their sizes.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{big_integer, string, string_null, text};

use crate::columns::{count, id, instant, instant_null, one_of, paise, reference};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table("products")
                    .col(id())
                    .col(reference("shop_id"))
                    .col(one_of("kind", &["product", "event"]))
                    .col(string("name"))
                    .col(text("description"))
                    .col(string("category"))
                    .col(string("brand"))
                    .col(string_null("colour_name"))
                    .col(string_null("colour_hex"))
                    .col(paise("original_price_paise"))
                    .col(paise("selling_price_paise"))
                    .col(count("stock"))
                    .col(count("sold_out"))
                    .col(count("rating_total"))
                    .col(count("rating_count"))
                    .col(instant_null("starts_at"))
                    .col(instant_null("ends_at"))
                    .col(instant("created_at"))
                    .col(instant("updated_at"))
                    .col(instant_null("deleted_at"))
                    .check(Expr::cust("selling_price_paise > 0 AND selling_price_paise <= original_price_paise"))
                    .check(Expr::cust(
                        "(kind = 'product' AND starts_at IS NULL AND ends_at IS NULL) \
                         OR (kind = 'event' AND starts_at IS NOT NULL AND ends_at IS NOT NULL AND ends_at > starts_at)",
                    ))
                    .check(Expr::cust("(colour_name IS NULL) = (colour_hex IS NULL)"))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_products_shop")
                            .from("products", "shop_id")
                            .to("shops", "id")
                            .on_delete(ForeignKeyAction::Restrict),
                    )
                    .to_owned(),
            )
            .await?;
        for (name, columns) in [
            ("idx_products_shop", &["shop_id", "created_at"][..]),
            ("idx_products_kind_category", &["kind", "category"][..]),
            ("idx_products_kind_created", &["kind", "created_at"][..]),
            ("idx_products_kind_price", &["kind", "selling_price_paise"][..]),
        ] {
            let mut index = Index::create().name(name).table("products").to_owned();
            for column in columns {
                index.col(*column);
            }
            manager.create_index(index).await?;
        }

        manager
            .create_table(
                Table::create()
                    .table("product_sizes")
                    .col(reference("product_id"))
                    .col(string("size"))
                    .col(big_integer("position"))
                    .primary_key(Index::create().col("product_id").col("size"))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_product_sizes_product")
                            .from("product_sizes", "product_id")
                            .to("products", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_product_sizes_size")
                    .table("product_sizes")
                    .col("size")
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table("product_sizes").to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table("products").to_owned())
            .await
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
