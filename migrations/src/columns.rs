//! Column shapes shared by every migration, so the conventions of `lib.rs` are written once.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema;

/// A UUID primary key.
pub fn id() -> ColumnDef {
    schema::pk_uuid("id")
}

/// A non-null UUID reference to another table's id.
pub fn reference(name: &'static str) -> ColumnDef {
    schema::uuid(name)
}

/// A non-negative amount of paise.
pub fn paise(name: &'static str) -> ColumnDef {
    schema::big_integer(name).check(Expr::col(name).gte(0)).take()
}

/// A non-negative count (stock, units sold, ratings).
pub fn count(name: &'static str) -> ColumnDef {
    schema::big_integer(name)
        .default(0)
        .check(Expr::col(name).gte(0))
        .take()
}

/// An instant in UTC.
pub fn instant(name: &'static str) -> ColumnDef {
    schema::timestamp_with_time_zone(name)
}

pub fn instant_null(name: &'static str) -> ColumnDef {
    schema::timestamp_with_time_zone_null(name)
}

/// Short text restricted to the given values.
pub fn one_of(name: &'static str, values: &[&'static str]) -> ColumnDef {
    schema::string(name)
        .check(Expr::col(name).is_in(values.iter().copied()))
        .take()
}
