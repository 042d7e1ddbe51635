//! What anyone may send Haat: the footer's newsletter sign-up and the `/contact` form
//! (docs/admin.md "Newsletter and contact").

mod contact;
pub(crate) mod grievances;
pub(crate) mod marketplace;
mod newsletter;

use serde::Serialize;
use utoipa::{OpenApi, ToSchema};

use crate::http::routes::Routes;

pub fn routes(routes: &mut Routes<'_>) {
    routes
        .post("/newsletter", newsletter::handle)
        .post("/contact", contact::handle)
        .get("/marketplace-info", marketplace::handle)
        .post("/grievances", grievances::create)
        .get("/grievances", grievances::mine);
}

#[derive(OpenApi)]
#[openapi(
    paths(
        newsletter::handle,
        contact::handle,
        marketplace::handle,
        grievances::create,
        grievances::mine
    ),
    components(schemas(
        newsletter::NewsletterBody,
        contact::ContactBody,
        Answer,
        marketplace::MarketplaceInfo,
        marketplace::OperatorDto,
        marketplace::CustomerCareDto,
        marketplace::GrievanceOfficerDto,
        grievances::GrievanceBody,
        grievances::Filed,
        grievances::GrievanceDto,
        grievances::GrievancesPage,
    ))
)]
struct Api;

pub fn api() -> utoipa::openapi::OpenApi {
    Api::openapi()
}

/// What the newsletter and the contact form answer.
#[derive(Serialize, ToSchema)]
pub(crate) struct Answer {
    success: bool,
    /// What to tell the visitor.
    message: String,
}

impl Answer {
    pub(crate) fn new(message: impl Into<String>) -> Self {
        Self {
            success: true,
            message: message.into(),
        }
    }
}
