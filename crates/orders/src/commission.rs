//! Commission rules (docs/orders.md "Commission"): the platform's rate on a sale is a default,
//! overridden per category, per shop, and per shop and category. The most specific rule wins:
//! a shop's rule for the category, then the shop's rule, then the category's rule, then the
//! default. Checkout fixes the winning rate on each order line, so editing the rules changes
//! only orders placed afterwards.
//!
//! The rules are one document the Admin replaces whole ([`CommissionRuleStore::replace`]);
//! [`CommissionRules::new`] is the only way to build one, and refuses a set that is ambiguous
//! (two rules for the same scope) or out of range.

use std::collections::HashSet;

use async_trait::async_trait;
use catalog::Category;
use kernel::{Money, MoneyError, Rate, ShopId, Timestamp};

/// The highest rate a rule may set. Marketplaces in India charge 2–30 %; a rate above half the
/// sale is far more likely a typo (`100` for `10`) than a decision.
pub const MAX_RATE: Rate = Rate::basis(5_000);

/// The most rules one set may hold: a rule per shop and category for a few hundred shops,
/// while a `PUT` of the whole set stays a small request.
pub const MAX_RULES: usize = 1_000;

/// One rule: the rate for a shop's sales, a category's, or a shop's in a category. A rule names
/// at least one of the two; the default is not a rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CommissionRule {
    pub shop: Option<ShopId>,
    pub category: Option<Category>,
    pub rate: Rate,
}

/// Which rule gave a rate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Specificity {
    ShopAndCategory,
    Shop,
    Category,
    Default,
}

impl Specificity {
    /// The name the API carries.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Specificity::ShopAndCategory => "shop_category",
            Specificity::Shop => "shop",
            Specificity::Category => "category",
            Specificity::Default => "default",
        }
    }
}

/// What is wrong with a rule of a set, by its position (`None`: the default rate).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum RuleProblem {
    #[error("the rate is above {MAX_RATE}")]
    RateTooHigh,
    #[error("a rule names neither a shop nor a category")]
    NoScope,
    #[error("an earlier rule has the same shop and category")]
    Duplicate,
}

/// Why a set of rules was refused: each problem with the position of its rule, or the set is
/// longer than [`MAX_RULES`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    #[error("{} rules are wrong", .0.len())]
    Rules(Vec<(Option<usize>, RuleProblem)>),
    #[error("more than {MAX_RULES} rules")]
    TooMany,
}

/// A valid set of rules and the default rate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommissionRules {
    default: Rate,
    rules: Vec<CommissionRule>,
}

impl CommissionRules {
    /// The set, checked: every rate at most [`MAX_RATE`], every rule scoped, no two for the same
    /// scope.
    ///
    /// # Errors
    /// [`RulesError`] naming each wrong rule.
    pub fn new(default: Rate, rules: Vec<CommissionRule>) -> Result<Self, RulesError> {
        if rules.len() > MAX_RULES {
            return Err(RulesError::TooMany);
        }
        let mut problems = Vec::new();
        if default > MAX_RATE {
            problems.push((None, RuleProblem::RateTooHigh));
        }
        let mut seen = HashSet::new();
        for (index, rule) in rules.iter().enumerate() {
            if rule.shop.is_none() && rule.category.is_none() {
                problems.push((Some(index), RuleProblem::NoScope));
            } else if !seen.insert((rule.shop, rule.category)) {
                problems.push((Some(index), RuleProblem::Duplicate));
            }
            if rule.rate > MAX_RATE {
                problems.push((Some(index), RuleProblem::RateTooHigh));
            }
        }
        if problems.is_empty() {
            Ok(Self { default, rules })
        } else {
            Err(RulesError::Rules(problems))
        }
    }

    /// Only a default rate: what an operator has before the Admin saves any rules (the setting
    /// `orders.commission_percent`). Not checked against [`MAX_RATE`]: the setting is the
    /// operator's own.
    #[must_use]
    pub const fn flat(default: Rate) -> Self {
        Self {
            default,
            rules: Vec::new(),
        }
    }

    #[must_use]
    pub const fn default_rate(&self) -> Rate {
        self.default
    }

    #[must_use]
    pub fn rules(&self) -> &[CommissionRule] {
        &self.rules
    }

    /// The rate for a sale of `shop` in `category`, and which rule gave it: the most specific.
    #[must_use]
    pub fn rate_for(&self, shop: ShopId, category: Category) -> (Rate, Specificity) {
        let find = |s: Option<ShopId>, c: Option<Category>| {
            self.rules
                .iter()
                .find(|r| r.shop == s && r.category == c)
                .map(|r| r.rate)
        };
        find(Some(shop), Some(category))
            .map(|r| (r, Specificity::ShopAndCategory))
            .or_else(|| find(Some(shop), None).map(|r| (r, Specificity::Shop)))
            .or_else(|| find(None, Some(category)).map(|r| (r, Specificity::Category)))
            .unwrap_or((self.default, Specificity::Default))
    }

    /// The rate of `shop`'s sales whatever their category: its own rule, else the default. An
    /// order keeps it beside its lines' own rates, as the rate its lines had before lines kept
    /// one.
    #[must_use]
    pub fn shop_rate(&self, shop: ShopId) -> Rate {
        self.rules
            .iter()
            .find(|r| r.shop == Some(shop) && r.category.is_none())
            .map_or(self.default, |r| r.rate)
    }
}

/// The commission on parts of a sale each at its own rate, rounded once to the paisa (halves
/// away from zero). With one rate for every part it is exactly `sum.apply_rate(rate)`, what an
/// order paid before its lines kept their own rates; and it never falls as a part grows.
///
/// # Errors
/// When the sum overflows.
pub fn commission_on(parts: impl IntoIterator<Item = (Money, Rate)>) -> Result<Money, MoneyError> {
    let mut product: i128 = 0;
    for (amount, rate) in parts {
        product = product
            .checked_add(i128::from(amount.paise()) * i128::from(rate.basis_points()))
            .ok_or(MoneyError::Overflow)?;
    }
    let (divisor, half) = (10_000_i128, 5_000_i128);
    let rounded = if product >= 0 {
        (product + half) / divisor
    } else {
        (product - half) / divisor
    };
    i64::try_from(rounded)
        .map(Money::from_paise)
        .map_err(|_| MoneyError::Overflow)
}

/// Where the rules are kept.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait CommissionRuleStore: Send + Sync {
    /// The rules as the Admin last saved them; `None` before they ever did.
    async fn rules(&self) -> anyhow::Result<Option<CommissionRules>>;

    /// Replaces every rule and the default with `rules`, at once.
    ///
    /// # Errors
    /// [`ReplaceError::UnknownShops`] when a rule names a shop that does not exist (nothing is
    /// written).
    async fn replace(&self, rules: &CommissionRules, at: Timestamp) -> Result<(), ReplaceError>;
}

#[derive(Debug, thiserror::Error)]
pub enum ReplaceError {
    /// The positions of the rules whose shop does not exist.
    #[error("rules name shops that do not exist")]
    UnknownShops(Vec<usize>),
    #[error(transparent)]
    Failed(#[from] anyhow::Error),
}

/// The rules in force: as saved, or only `fallback` (the setting) before any were.
///
/// # Errors
/// When the store fails.
pub async fn in_force(store: &dyn CommissionRuleStore, fallback: Rate) -> anyhow::Result<CommissionRules> {
    Ok(store
        .rules()
        .await?
        .unwrap_or_else(|| CommissionRules::flat(fallback)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn rate(bp: u16) -> Rate {
        Rate::basis(bp)
    }

    #[test]
    fn the_most_specific_rule_wins() {
        let (a, b) = (ShopId::new(), ShopId::new());
        let rules = CommissionRules::new(
            rate(1000),
            vec![
                CommissionRule {
                    shop: None,
                    category: Some(Category::Women),
                    rate: rate(1200),
                },
                CommissionRule {
                    shop: Some(a),
                    category: None,
                    rate: rate(800),
                },
                CommissionRule {
                    shop: Some(a),
                    category: Some(Category::Women),
                    rate: rate(500),
                },
            ],
        )
        .unwrap();
        assert_eq!(
            rules.rate_for(a, Category::Women),
            (rate(500), Specificity::ShopAndCategory)
        );
        assert_eq!(rules.rate_for(a, Category::Men), (rate(800), Specificity::Shop));
        assert_eq!(
            rules.rate_for(b, Category::Women),
            (rate(1200), Specificity::Category)
        );
        assert_eq!(
            rules.rate_for(b, Category::Men),
            (rate(1000), Specificity::Default)
        );
        assert_eq!(rules.shop_rate(a), rate(800));
        assert_eq!(rules.shop_rate(b), rate(1000));
    }

    #[test]
    fn a_set_with_a_duplicate_an_unscoped_rule_or_a_rate_too_high_is_refused_naming_each() {
        let shop = ShopId::new();
        let refused = CommissionRules::new(
            rate(5001),
            vec![
                CommissionRule {
                    shop: Some(shop),
                    category: None,
                    rate: rate(800),
                },
                CommissionRule {
                    shop: None,
                    category: None,
                    rate: rate(800),
                },
                CommissionRule {
                    shop: Some(shop),
                    category: None,
                    rate: rate(900),
                },
                CommissionRule {
                    shop: None,
                    category: Some(Category::Bags),
                    rate: rate(5001),
                },
            ],
        );
        assert_eq!(
            refused,
            Err(RulesError::Rules(vec![
                (None, RuleProblem::RateTooHigh),
                (Some(1), RuleProblem::NoScope),
                (Some(2), RuleProblem::Duplicate),
                (Some(3), RuleProblem::RateTooHigh),
            ]))
        );
        let many = vec![
            CommissionRule {
                shop: None,
                category: Some(Category::Bags),
                rate: rate(1)
            };
            MAX_RULES + 1
        ];
        assert_eq!(CommissionRules::new(rate(1000), many), Err(RulesError::TooMany));
        assert!(CommissionRules::new(MAX_RATE, Vec::new()).is_ok());
    }

    fn any_rules(shops: Vec<ShopId>) -> impl Strategy<Value = Vec<CommissionRule>> {
        let scope = (
            proptest::option::of(proptest::sample::select(shops)),
            proptest::option::of(proptest::sample::select(Category::ALL.to_vec())),
        );
        proptest::collection::vec((scope, 0_u16..=5_000), 0..40).prop_map(|rules| {
            let mut seen = HashSet::new();
            rules
                .into_iter()
                .filter(|((s, c), _)| (s.is_some() || c.is_some()) && seen.insert((*s, *c)))
                .map(|((shop, category), bp)| CommissionRule {
                    shop,
                    category,
                    rate: Rate::basis(bp),
                })
                .collect()
        })
    }

    proptest! {
        /// The rate is the rule with the most specific scope that matches, by definition: no
        /// matching rule is more specific than the one that won, and with none the default.
        #[test]
        fn rate_for_is_the_most_specific_matching_rule(
            (shops, rules) in proptest::collection::vec(Just(()), 1..4)
                .prop_map(|v| v.into_iter().map(|()| ShopId::new()).collect::<Vec<_>>())
                .prop_flat_map(|shops| (Just(shops.clone()), any_rules(shops))),
            default in 0_u16..=5_000,
            pick in any::<prop::sample::Index>(),
            category in proptest::sample::select(Category::ALL.to_vec()),
        ) {
            let shop = shops[pick.index(shops.len())];
            let set = CommissionRules::new(Rate::basis(default), rules.clone()).unwrap();
            let (got, by) = set.rate_for(shop, category);
            let matching: Vec<(u8, Rate)> = rules
                .iter()
                .filter(|r| r.shop.is_none_or(|s| s == shop) && r.category.is_none_or(|c| c == category))
                .map(|r| (u8::from(r.shop.is_some()) * 2 + u8::from(r.category.is_some()), r.rate))
                .collect();
            match matching.iter().max_by_key(|(rank, _)| *rank) {
                Some(&(rank, rate)) => {
                    prop_assert_eq!(got, rate);
                    let expected = match rank { 3 => Specificity::ShopAndCategory, 2 => Specificity::Shop, _ => Specificity::Category };
                    prop_assert_eq!(by, expected);
                }
                None => {
                    prop_assert_eq!(got, Rate::basis(default));
                    prop_assert_eq!(by, Specificity::Default);
                }
            }
        }

        /// With one rate for every part, the commission is what an order paid before lines kept
        /// their own rates: the rate applied to the sum, rounded once.
        #[test]
        fn one_rate_for_every_part_is_the_rate_of_the_sum(
            parts in proptest::collection::vec(0_i64..10_000_000, 0..8),
            bp in 0_u16..=10_000,
        ) {
            let rate = Rate::basis(bp);
            let sum = Money::checked_sum(parts.iter().map(|p| Money::from_paise(*p))).unwrap();
            let got = commission_on(parts.iter().map(|p| (Money::from_paise(*p), rate))).unwrap();
            prop_assert_eq!(got, sum.apply_rate(rate));
        }

        /// Mixed rates: the commission lies between the lowest and the highest rate applied to
        /// the whole, and within half a paisa of the exact figure.
        #[test]
        fn mixed_rates_give_the_exact_figure_rounded_once(
            parts in proptest::collection::vec((0_i64..10_000_000, 0_u16..=5_000), 1..8),
        ) {
            let got = commission_on(parts.iter().map(|&(p, bp)| (Money::from_paise(p), Rate::basis(bp)))).unwrap();
            let exact: i128 = parts.iter().map(|&(p, bp)| i128::from(p) * i128::from(bp)).sum();
            let got_scaled = i128::from(got.paise()) * 10_000;
            prop_assert!((got_scaled - exact).abs() <= 5_000);
            let sum = Money::checked_sum(parts.iter().map(|&(p, _)| Money::from_paise(p))).unwrap();
            let low = parts.iter().map(|&(_, bp)| bp).min().unwrap();
            let high = parts.iter().map(|&(_, bp)| bp).max().unwrap();
            prop_assert!(got >= sum.apply_rate(Rate::basis(low)));
            prop_assert!(got <= sum.apply_rate(Rate::basis(high)));
        }
    }
}
