//! `GET`/`PUT /admin-commission-rules` and `POST /admin-commission-preview`: the Admin's
//! commission rules and what a sale would pay under a draft of them (docs/orders.md
//! "Commission").

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use catalog::Category;
use kernel::{Message, Money, Rate, ShopId};
use orders::commission::{
    self, CommissionRule, CommissionRules, MAX_RATE, MAX_RULES, ReplaceError, RuleProblem, RulesError,
};
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::ToSchema;

use super::audit;
use crate::app::state::AppState;
use crate::auth::Admin;
use crate::catalog::dto::{rupee_amount, rupees};
use crate::http::error::{ApiError, ErrorBody, Fields};

/// A rate in percent, as the API carries it: 12.5 is 12.5 %.
fn percent(rate: Rate) -> Decimal {
    Decimal::new(i64::from(rate.basis_points()), 2).normalize()
}

/// A rate read from a percent: a number from 0 to [`MAX_RATE`] with at most two decimals.
fn rate_of(value: &serde_json::Value) -> Result<Rate, Message> {
    let wrong = || Message::new("field-commission-rate").with("max", percent(MAX_RATE).to_string());
    let number = value
        .as_f64()
        .and_then(|v| Decimal::try_from(v).ok())
        .ok_or_else(wrong)?;
    let basis_points = number * Decimal::ONE_HUNDRED;
    if number.is_sign_negative() || basis_points.fract() != Decimal::ZERO {
        return Err(wrong());
    }
    u32::try_from(basis_points)
        .ok()
        .and_then(|bp| Rate::from_basis_points(bp).ok())
        .filter(|rate| *rate <= MAX_RATE)
        .ok_or_else(wrong)
}

/// One rule as the Admin sees it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CommissionRule)]
pub(super) struct RuleDto {
    /// The shop it is for; null for every shop.
    #[schema(format = Uuid, required = true)]
    shop_id: Option<String>,
    /// The shop's name, to show; null with `shopId`.
    #[schema(required = true)]
    shop_name: Option<String>,
    /// The category it is for, by its name (`Women`, `Home & Kitchen`); null for every category.
    #[schema(required = true)]
    category: Option<String>,
    /// The rate in percent, at most two decimals.
    #[schema(value_type = f64)]
    #[serde(with = "rust_decimal::serde::float")]
    rate: Decimal,
}

/// The rules in force.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CommissionRules)]
pub(super) struct RulesAnswer {
    success: bool,
    /// The rate of a sale no rule matches, in percent.
    #[schema(value_type = f64)]
    #[serde(with = "rust_decimal::serde::float")]
    default_rate: Decimal,
    /// As saved, in the order they were saved.
    rules: Vec<RuleDto>,
    /// False until the Admin first saves: the default is then the server's setting
    /// `orders.commission_percent`.
    saved: bool,
    /// The highest rate a rule may set, in percent.
    #[schema(value_type = f64)]
    #[serde(with = "rust_decimal::serde::float")]
    max_rate: Decimal,
    /// The most rules a set may hold.
    max_rules: usize,
    /// The categories a rule may name.
    categories: Vec<&'static str>,
}

async fn answer(state: &AppState, rules: &CommissionRules, saved: bool) -> Result<RulesAnswer, ApiError> {
    let mut names: HashMap<ShopId, String> = HashMap::new();
    for shop in rules.rules().iter().filter_map(|r| r.shop) {
        if !names.contains_key(&shop)
            && let Some(found) = state.shops.find(shop).await?
        {
            names.insert(shop, found.name.as_str().to_owned());
        }
    }
    Ok(RulesAnswer {
        success: true,
        default_rate: percent(rules.default_rate()),
        rules: rules
            .rules()
            .iter()
            .map(|r| RuleDto {
                shop_id: r.shop.map(|s| s.to_string()),
                shop_name: r.shop.and_then(|s| names.get(&s).cloned()),
                category: r.category.map(|c| c.name().to_owned()),
                rate: percent(r.rate),
            })
            .collect(),
        saved,
        max_rate: percent(MAX_RATE),
        max_rules: MAX_RULES,
        categories: Category::ALL.iter().map(|c| c.name()).collect(),
    })
}

/// The default commission rate and the rules over it, most specific winning.
#[utoipa::path(
    get,
    path = "/api/v2/admin-commission-rules",
    tag = "admin",
    responses(
        (status = 200, body = RulesAnswer),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
    )
)]
pub async fn get(Admin(_admin): Admin, state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let saved = state.commission_rules.rules().await?;
    let is_saved = saved.is_some();
    let rules = saved.unwrap_or_else(|| CommissionRules::flat(state.commission_rate));
    Ok(HttpResponse::Ok().json(answer(&state, &rules, is_saved).await?))
}

/// One rule as the Admin sends it.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CommissionRuleInput)]
pub struct RuleBody {
    /// The shop's id; null or absent for every shop.
    #[serde(default)]
    #[schema(format = Uuid)]
    shop_id: Option<String>,
    /// A category's name; null or absent for every category. A rule names a shop, a category, or
    /// both.
    #[serde(default)]
    category: Option<String>,
    /// In percent, 0 to `maxRate`, at most two decimals.
    #[serde(default)]
    #[schema(value_type = f64, required = true)]
    rate: serde_json::Value,
}

/// The whole set of rules, which replaces the one in force.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CommissionRulesInput)]
pub struct RulesBody {
    /// In percent, 0 to `maxRate`, at most two decimals.
    #[serde(default)]
    #[schema(value_type = f64, required = true)]
    default_rate: serde_json::Value,
    /// At most `maxRules`; no two for the same shop and category.
    #[serde(default)]
    rules: Vec<RuleBody>,
}

fn shop_of(raw: &str) -> Result<ShopId, Message> {
    raw.parse().map_err(|_| Message::new("field-shop-id"))
}

fn category_of(raw: &str) -> Result<Category, Message> {
    raw.parse::<Category>()
        .map_err(|e| kernel::Described::message(&e))
}

impl RulesBody {
    /// The rules asked for, each wrong field named (`rules[2].rate`).
    fn rules(&self) -> Result<CommissionRules, ApiError> {
        let mut fields = Fields::new();
        if self.rules.len() > MAX_RULES {
            fields.add(
                "rules",
                Message::new("field-commission-rules-too-many").with("max", MAX_RULES),
            );
        }
        let default = fields.check("defaultRate", rate_of(&self.default_rate));
        let rules: Vec<Option<CommissionRule>> = self
            .rules
            .iter()
            .enumerate()
            .map(|(i, rule)| {
                let shop =
                    fields.check_optional(&format!("rules[{i}].shopId"), rule.shop_id.as_deref(), shop_of);
                let category = fields.check_optional(
                    &format!("rules[{i}].category"),
                    rule.category.as_deref(),
                    category_of,
                );
                let rate = fields.check(&format!("rules[{i}].rate"), rate_of(&rule.rate));
                Some(CommissionRule {
                    shop: shop?,
                    category: category?,
                    rate: rate?,
                })
            })
            .collect();
        let checked = fields.finish(|| Some((default?, rules.into_iter().collect::<Option<Vec<_>>>()?)))?;
        CommissionRules::new(checked.0, checked.1).map_err(rules_error)
    }
}

fn rules_error(error: RulesError) -> ApiError {
    let mut fields = Fields::new();
    match error {
        RulesError::TooMany => {
            fields.add(
                "rules",
                Message::new("field-commission-rules-too-many").with("max", MAX_RULES),
            );
        }
        RulesError::Rules(problems) => {
            for (index, problem) in problems {
                let (name, key) = match (index, problem) {
                    (None, _) => ("defaultRate".to_owned(), "field-commission-rate"),
                    (Some(i), RuleProblem::RateTooHigh) => {
                        (format!("rules[{i}].rate"), "field-commission-rate")
                    }
                    (Some(i), RuleProblem::NoScope) => (format!("rules[{i}]"), "field-commission-rule-scope"),
                    (Some(i), RuleProblem::Duplicate) => {
                        (format!("rules[{i}]"), "field-commission-rule-duplicate")
                    }
                };
                fields.add(
                    &name,
                    Message::new(key).with("max", percent(MAX_RATE).to_string()),
                );
            }
        }
    }
    fields.into_error()
}

/// Replaces the rules. Orders placed afterwards take the new rates; every order placed before
/// keeps the rates fixed on its lines. The change goes in the audit log.
#[utoipa::path(
    put,
    path = "/api/v2/admin-commission-rules",
    tag = "admin",
    request_body = RulesBody,
    responses(
        (status = 200, description = "Saved: the rules now in force", body = RulesAnswer),
        (status = 400, description = "A wrong rate (`defaultRate`, `rules[i].rate`), shop or category, a rule naming neither or repeating another (`rules[i]`), or too many (`rules`)", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
    )
)]
pub async fn put(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    body: web::Json<RulesBody>,
) -> Result<HttpResponse, ApiError> {
    let rules = body.rules()?;
    let before = commission::in_force(state.commission_rules.as_ref(), state.commission_rate).await?;
    match state.commission_rules.replace(&rules, state.clock.now()).await {
        Ok(()) => {}
        Err(ReplaceError::UnknownShops(positions)) => {
            let mut fields = Fields::new();
            for i in positions {
                fields.add(&format!("rules[{i}].shopId"), Message::new("field-shop-unknown"));
            }
            return Err(fields.into_error());
        }
        Err(ReplaceError::Failed(error)) => return Err(ApiError::Internal(error)),
    }
    let summary = |set: &CommissionRules| {
        json!({
            "defaultRate": percent(set.default_rate()),
            "rules": set.rules().iter().map(|r| json!({
                "shopId": r.shop.map(|s| s.to_string()),
                "category": r.category.map(Category::name),
                "rate": percent(r.rate),
            })).collect::<Vec<_>>(),
        })
    };
    audit::record(
        &state,
        &admin,
        "commission.rules.update",
        "commission_rules",
        "all".to_owned(),
        json!({"before": summary(&before), "after": summary(&rules)}),
    )
    .await;
    Ok(HttpResponse::Ok().json(answer(&state, &rules, true).await?))
}

/// A sale to preview under a draft of the rules.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CommissionPreviewInput)]
pub struct PreviewBody {
    /// The draft, as `PUT /admin-commission-rules` takes it.
    #[serde(flatten)]
    draft: RulesBody,
    /// The shop that sells.
    #[serde(default)]
    #[schema(format = Uuid, required = true)]
    shop_id: String,
    /// The product's category, by name.
    #[serde(default)]
    #[schema(required = true)]
    category: String,
    /// What the shop is credited for the sale, in rupees (the price after the shop's own coupon).
    #[serde(default)]
    #[schema(value_type = f64, required = true, minimum = 0)]
    price: serde_json::Value,
}

/// What the sale pays.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CommissionPreview)]
pub(super) struct PreviewAnswer {
    success: bool,
    /// The rate that applies, in percent.
    #[schema(value_type = f64)]
    #[serde(with = "rust_decimal::serde::float")]
    rate: Decimal,
    /// Which rule gave it: `shop_category`, `shop`, `category` or `default`.
    scope: &'static str,
    /// The commission, in rupees.
    #[schema(value_type = f64)]
    #[serde(with = "rust_decimal::serde::float")]
    commission: Decimal,
    /// The GST the platform charges on it, at the rate in force now.
    #[schema(value_type = f64)]
    #[serde(with = "rust_decimal::serde::float")]
    commission_gst: Decimal,
}

/// What a sale of `price` by `shopId` in `category` would pay under the draft rules, with the
/// same arithmetic the ledger posts at delivery. Nothing is saved.
#[utoipa::path(
    post,
    path = "/api/v2/admin-commission-preview",
    tag = "admin",
    request_body = PreviewBody,
    responses(
        (status = 200, body = PreviewAnswer),
        (status = 400, description = "A wrong draft (as `PUT /admin-commission-rules`), `shopId`, `category` or `price`", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
    )
)]
pub async fn preview(
    Admin(_admin): Admin,
    state: web::Data<AppState>,
    body: web::Json<PreviewBody>,
) -> Result<HttpResponse, ApiError> {
    let mut fields = Fields::new();
    let shop = fields.check("shopId", shop_of(body.shop_id.trim()));
    let category = fields.check("category", category_of(body.category.trim()));
    let price = match rupee_amount(&body.price) {
        Ok(Some(price)) => Some(price),
        Ok(None) => {
            fields.add("price", Message::new("field-amount-rupees"));
            None
        }
        Err(problem) => {
            fields.add("price", problem);
            None
        }
    };
    let (shop, category, price) = fields.finish(|| Some((shop?, category?, price?)))?;
    let rules = body.draft.rules()?;
    let (rate, scope) = rules.rate_for(shop, category);
    let commission = commission::commission_on([(price, rate)]).map_err(anyhow::Error::from)?;
    let gst: Money = commission.apply_rate(state.levies.commission_gst);
    Ok(HttpResponse::Ok().json(PreviewAnswer {
        success: true,
        rate: percent(rate),
        scope: scope.as_str(),
        commission: rupees(commission),
        commission_gst: rupees(gst),
    }))
}
