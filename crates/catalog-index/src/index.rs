//! The index itself: every product's listing facts in slots, with bitmaps for what the storefront
//! shows, for each facet group and for each word of each searched field, and the slots kept in
//! each listing order.
//!
//! Slots are never reused: a deleted product keeps its slot, out of the visible set, so the
//! orders never have to close a gap. A restart starts afresh.

use std::borrow::Cow;
use std::cmp::Ordering;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::OnceLock;

use catalog::facets::{FacetFilters, Group};
use catalog::{Hidden, IndexEntry, ProductQuery, SearchPlan, Sort, Tally};
use kernel::{ProductId, ShopId};
use roaring::RoaringBitmap;

/// The searched fields, in the weight the SQL paths give them: a name hit weighs most, then brand
/// and category, then colour, then description (the catalogue migrations' `bm25` weights).
const FIELD_WEIGHTS: [u32; 5] = [10, 4, 4, 3, 1];
const NAME: usize = 0;
const BRAND: usize = 1;
const CATEGORY: usize = 2;
const COLOUR: usize = 3;
const DESCRIPTION: usize = 4;

/// One product's facts, as listings compare them.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Doc {
    id: ProductId,
    /// The id's bytes: the tie-break both databases order by.
    key: [u8; 16],
    shop: ShopId,
    live: bool,
    created: i64,
    price: i64,
    sold: i64,
    rating_score: i64,
    rating_count: i64,
    group: u32,
    /// The row's `changed_at` when it was read: a row read again unchanged is skipped.
    changed_at: i64,
    /// Each word of the searched fields, with the fields it is in (a bit per field).
    words: Vec<(u32, u8)>,
}

/// The listing orders kept sorted; a search's best-match order is computed per query.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Order {
    Newest,
    PriceLow,
    PriceHigh,
    BestSelling,
    TopRated,
}

const ORDERS: [Order; 5] = [
    Order::Newest,
    Order::PriceLow,
    Order::PriceHigh,
    Order::BestSelling,
    Order::TopRated,
];

impl Order {
    fn of(sort: Sort) -> Self {
        match sort {
            Sort::Newest | Sort::Relevance => Self::Newest,
            Sort::PriceLowToHigh => Self::PriceLow,
            Sort::PriceHighToLow => Self::PriceHigh,
            Sort::BestSelling => Self::BestSelling,
            Sort::TopRated => Self::TopRated,
        }
    }

    /// The SQL paths' `ORDER BY` (store-sea `order_clause`), as a comparison.
    fn compare(self, a: &Doc, b: &Doc) -> Ordering {
        let newest_then_id = || b.created.cmp(&a.created).then_with(|| a.key.cmp(&b.key));
        match self {
            Self::Newest => b.created.cmp(&a.created).then_with(|| b.key.cmp(&a.key)),
            Self::PriceLow => a.price.cmp(&b.price).then_with(newest_then_id),
            Self::PriceHigh => b.price.cmp(&a.price).then_with(newest_then_id),
            Self::BestSelling => b.sold.cmp(&a.sold).then_with(newest_then_id),
            Self::TopRated => b
                .rating_score
                .cmp(&a.rating_score)
                .then_with(|| b.rating_count.cmp(&a.rating_count))
                .then_with(newest_then_id),
        }
    }

    /// Whether a change from `old` to `new` can move the doc in this order.
    fn moved(self, old: &Doc, new: &Doc) -> bool {
        old.created != new.created
            || match self {
                Self::Newest => false,
                Self::PriceLow | Self::PriceHigh => old.price != new.price,
                Self::BestSelling => old.sold != new.sold,
                Self::TopRated => {
                    old.rating_score != new.rating_score || old.rating_count != new.rating_count
                }
            }
    }
}

/// A word's documents: in any searched field, and in each.
#[derive(Debug, Default)]
struct Postings {
    any: RoaringBitmap,
    fields: [RoaringBitmap; 5],
}

/// What every listing tests of every product it considers, by slot and apart from the rest of
/// its [`Doc`]: a count or filter walks the whole catalogue, and reads 16 bytes of each product
/// instead of a doc's hundred-odd (at 100,000 products, 1.6 MB that stay in the CPU's cache).
#[derive(Debug, Clone, Copy, Default)]
struct Fact {
    price: i64,
    group: u32,
}

/// The catalogue in memory. Built from [`IndexEntry`]s, answered from synchronously.
#[derive(Debug, Default)]
pub struct Index {
    docs: Vec<Doc>,
    facts: Vec<Fact>,
    slots: HashMap<ProductId, u32>,
    /// Live products that no rule hides: what listings start from.
    visible: RoaringBitmap,
    /// Live products, whatever hides them.
    live: RoaringBitmap,
    by_shop: HashMap<ShopId, RoaringBitmap>,
    hidden_shops: HashSet<ShopId>,
    held: HashSet<ProductId>,
    groups: Vec<Group>,
    group_ids: HashMap<Group, u32>,
    vocabulary: BTreeMap<String, u32>,
    postings: Vec<Postings>,
    orders: [Vec<u32>; 5],
    /// At least the highest price any product ever had (prices are never negative): a range
    /// from ₹0 to this needs no product's price checked.
    highest_price: i64,
    /// The counts of a listing with no filter and no search (the storefront's first page, and
    /// every other page of it), made when first asked and forgotten at any change.
    whole: OnceLock<Tally>,
    /// How many visible products each facet group has, made and forgotten as `whole` is.
    group_counts: OnceLock<Vec<u64>>,
}

/// A filtered listing walks its kept order while its facet filters admit at least one visible
/// product in this many; a narrower one gathers its matches and sorts them instead.
const WALK_SHARE: u64 = 16;

/// The words of an entry's searched fields, each with the fields it is in.
fn field_words(entry: &IndexEntry) -> Vec<(String, u8)> {
    let texts: [&str; 5] = [
        &entry.name,
        &entry.brand,
        &entry.category,
        entry.colour.as_deref().unwrap_or(""),
        &entry.description,
    ];
    let mut words: BTreeMap<String, u8> = BTreeMap::new();
    for (field, text) in texts.iter().enumerate() {
        for word in catalog::search::words(text) {
            *words.entry(word).or_default() |= 1 << field;
        }
    }
    words.into_iter().collect()
}

fn group_of(entry: &IndexEntry) -> Group {
    Group {
        category: entry.category.clone(),
        brand_key: entry.brand_key.clone(),
        brand: entry.brand.clone(),
        colour_key: entry.colour_key.clone(),
        colour: entry.colour.clone(),
        hex: entry.colour_hex.clone(),
        sizes: entry.sizes.clone(),
        products: 0,
    }
}

fn nanos(entry: &IndexEntry) -> i64 {
    entry.created_at.timestamp_nanos_opt().unwrap_or(i64::MAX)
}

impl Index {
    /// How many products listings may show.
    #[must_use]
    pub fn visible(&self) -> u64 {
        self.visible.len()
    }

    /// Roughly the bytes it holds: what the benchmarks report beside the process's size.
    #[must_use]
    pub fn bytes(&self) -> usize {
        let docs: usize = self
            .docs
            .iter()
            .map(|d| std::mem::size_of::<Doc>() + d.words.len() * 8)
            .sum();
        let postings: usize = self
            .postings
            .iter()
            .map(|p| {
                p.any.serialized_size() + p.fields.iter().map(RoaringBitmap::serialized_size).sum::<usize>()
            })
            .sum();
        let words: usize = self.vocabulary.keys().map(|w| w.len() + 32).sum();
        docs + postings + words + self.orders.iter().map(|o| o.len() * 4).sum::<usize>()
    }

    /// Takes in rows as the feed gives them: new products, changed ones and deleted ones. Returns
    /// whether any listing's shape may have changed: a product added, removed, or changed in more
    /// than its sales and rating (which move with every order and review, and only reorder).
    pub fn apply(&mut self, entries: Vec<IndexEntry>) -> bool {
        let mut moved: Vec<(u32, Option<Doc>)> = Vec::new();
        let mut seen: HashSet<u32> = HashSet::new();
        let mut reshaped = false;
        self.forget_counts();
        for entry in entries {
            reshaped |= self.reshapes(&entry);
            // A product changed twice in one batch moves once, from where the orders have it.
            if let Some(change) = self.put(entry)
                && seen.insert(change.0)
            {
                moved.push(change);
            }
        }
        self.reorder(&moved);
        reshaped
    }

    /// Whether `entry` is what the index holds already: the same row read again by a look's
    /// overlap. Checked under a read lock, so only real changes wait for the write lock.
    #[must_use]
    pub fn holds(&self, entry: &IndexEntry) -> bool {
        match self.slots.get(&entry.id) {
            Some(&slot) => {
                let doc = &self.docs[slot as usize];
                doc.changed_at == entry.changed_at && doc.live != entry.deleted
            }
            None => entry.deleted,
        }
    }

    /// Whether taking `entry` in changes more than a product's sales and rating.
    fn reshapes(&self, entry: &IndexEntry) -> bool {
        let Some(&slot) = self.slots.get(&entry.id) else {
            return !entry.deleted;
        };
        let doc = &self.docs[slot as usize];
        doc.live == entry.deleted
            || doc.price != entry.price_paise
            || doc.shop != entry.shop
            || doc.created != nanos(entry)
            || self.groups[doc.group as usize] != group_of(entry)
            || !self.same_words(doc, entry)
    }

    /// Whether the entry's searched words are the doc's, each in the same fields.
    fn same_words(&self, doc: &Doc, entry: &IndexEntry) -> bool {
        let words = field_words(entry);
        words.len() == doc.words.len()
            && words
                .iter()
                .zip(&doc.words)
                .all(|((word, fields), (id, held))| fields == held && self.vocabulary.get(word) == Some(id))
    }

    /// Replaces what hides products: returns whether anything changed.
    pub fn set_hidden(&mut self, hidden: Hidden) -> bool {
        let shops: HashSet<ShopId> = hidden.shops.into_iter().collect();
        let held: HashSet<ProductId> = hidden.products.into_iter().collect();
        if shops == self.hidden_shops && held == self.held {
            return false;
        }
        self.forget_counts();
        let touched: Vec<ShopId> = shops.symmetric_difference(&self.hidden_shops).copied().collect();
        let was_held: Vec<ProductId> = held.symmetric_difference(&self.held).copied().collect();
        self.hidden_shops = shops;
        self.held = held;
        for shop in touched {
            let slots: Vec<u32> = self
                .by_shop
                .get(&shop)
                .map(|b| b.iter().collect())
                .unwrap_or_default();
            for slot in slots {
                self.refresh_visibility(slot);
            }
        }
        for product in was_held {
            if let Some(&slot) = self.slots.get(&product) {
                self.refresh_visibility(slot);
            }
        }
        true
    }

    fn forget_counts(&mut self) {
        self.whole = OnceLock::new();
        self.group_counts = OnceLock::new();
    }

    /// How many visible products each facet group has.
    fn group_counts(&self) -> &[u64] {
        self.group_counts.get_or_init(|| self.counted(None, None))
    }

    fn refresh_visibility(&mut self, slot: u32) {
        let doc = &self.docs[slot as usize];
        let shown = doc.live && !self.hidden_shops.contains(&doc.shop) && !self.held.contains(&doc.id);
        if shown {
            self.visible.insert(slot);
        } else {
            self.visible.remove(slot);
        }
    }

    fn group_id(&mut self, group: Group) -> u32 {
        if let Some(&id) = self.group_ids.get(&group) {
            return id;
        }
        let id = u32::try_from(self.groups.len()).unwrap_or(u32::MAX);
        self.groups.push(group.clone());
        self.group_ids.insert(group, id);
        id
    }

    fn word_id(&mut self, word: String) -> u32 {
        if let Some(&id) = self.vocabulary.get(&word) {
            return id;
        }
        let id = u32::try_from(self.postings.len()).unwrap_or(u32::MAX);
        self.postings.push(Postings::default());
        self.vocabulary.insert(word, id);
        id
    }

    /// Stores one entry; returns its slot, with the doc it replaced when its place in an order may
    /// have moved (`None` for a new slot), or `None` when no order is affected.
    fn put(&mut self, entry: IndexEntry) -> Option<(u32, Option<Doc>)> {
        let existing = self.slots.get(&entry.id).copied();
        if existing.is_none() && entry.deleted {
            return None;
        }
        let group = self.group_id(group_of(&entry));
        let words: Vec<(u32, u8)> = field_words(&entry)
            .into_iter()
            .map(|(word, fields)| (self.word_id(word), fields))
            .collect();
        let doc = Doc {
            id: entry.id,
            key: *entry.id.as_uuid().as_bytes(),
            shop: entry.shop,
            live: !entry.deleted,
            created: nanos(&entry),
            price: entry.price_paise,
            sold: entry.sold,
            rating_score: entry.rating_score,
            rating_count: entry.rating_count,
            group,
            changed_at: entry.changed_at,
            words,
        };
        let (slot, old) = match existing {
            Some(slot) => {
                let old = self.docs[slot as usize].clone();
                if old == doc {
                    return None;
                }
                self.unpost(slot, &old);
                (slot, Some(old))
            }
            None => {
                let slot = u32::try_from(self.docs.len()).unwrap_or(u32::MAX);
                self.docs.push(doc.clone());
                self.facts.push(Fact::default());
                self.slots.insert(doc.id, slot);
                (slot, None)
            }
        };
        self.post(slot, &doc);
        self.highest_price = self.highest_price.max(doc.price);
        let moved = old
            .as_ref()
            .is_none_or(|old| ORDERS.iter().any(|order| order.moved(old, &doc)));
        self.facts[slot as usize] = Fact {
            price: doc.price,
            group: doc.group,
        };
        self.docs[slot as usize] = doc;
        self.refresh_visibility(slot);
        moved.then_some((slot, old))
    }

    fn post(&mut self, slot: u32, doc: &Doc) {
        if doc.live {
            self.live.insert(slot);
        } else {
            self.live.remove(slot);
        }
        self.by_shop.entry(doc.shop).or_default().insert(slot);
        if doc.live {
            for &(word, fields) in &doc.words {
                let postings = &mut self.postings[word as usize];
                postings.any.insert(slot);
                for (field, bitmap) in postings.fields.iter_mut().enumerate() {
                    if fields & (1 << field) != 0 {
                        bitmap.insert(slot);
                    }
                }
            }
        }
    }

    fn unpost(&mut self, slot: u32, doc: &Doc) {
        if let Some(bitmap) = self.by_shop.get_mut(&doc.shop) {
            bitmap.remove(slot);
        }
        for &(word, _) in &doc.words {
            let postings = &mut self.postings[word as usize];
            postings.any.remove(slot);
            for bitmap in &mut postings.fields {
                bitmap.remove(slot);
            }
        }
    }

    /// Moves changed slots to their places in each order: one by one for a few, by sorting again
    /// for many.
    fn reorder(&mut self, moved: &[(u32, Option<Doc>)]) {
        if moved.is_empty() {
            return;
        }
        for (n, order) in ORDERS.iter().enumerate() {
            let changed: Vec<&(u32, Option<Doc>)> = moved
                .iter()
                .filter(|(slot, old)| {
                    old.as_ref()
                        .is_none_or(|old| order.moved(old, &self.docs[*slot as usize]))
                })
                .collect();
            if changed.is_empty() {
                continue;
            }
            let docs = &self.docs;
            let mut list = std::mem::take(&mut self.orders[n]);
            if changed.len() > 64 || list.is_empty() {
                let fresh: HashSet<u32> = changed.iter().map(|(slot, _)| *slot).collect();
                list.retain(|slot| !fresh.contains(slot));
                list.extend(fresh);
                list.sort_unstable_by(|a, b| order.compare(&docs[*a as usize], &docs[*b as usize]));
            } else {
                // Out first, each found by the key it was sorted by (the old one for every changed
                // slot still in), then in by the new keys among the unchanged.
                let olds: HashMap<u32, &Doc> = changed
                    .iter()
                    .filter_map(|(slot, old)| old.as_ref().map(|old| (*slot, old)))
                    .collect();
                let sorted_by =
                    |slot: u32| -> &Doc { olds.get(&slot).copied().unwrap_or(&docs[slot as usize]) };
                for (&slot, &old) in &olds {
                    let at =
                        list.partition_point(|other| order.compare(sorted_by(*other), old) == Ordering::Less);
                    let at = if list.get(at) == Some(&slot) {
                        Some(at)
                    } else {
                        list.iter().position(|s| *s == slot)
                    };
                    if let Some(at) = at {
                        list.remove(at);
                    }
                }
                for (slot, _) in &changed {
                    let doc = &docs[*slot as usize];
                    let at = list.partition_point(|other| {
                        order.compare(&docs[*other as usize], doc) == Ordering::Less
                    });
                    list.insert(at, *slot);
                }
            }
            self.orders[n] = list;
        }
    }

    /// The products matching a search plan: every group, each as a word prefix or exactly one of
    /// its corrections.
    fn matching(&self, plan: &SearchPlan) -> RoaringBitmap {
        let mut result: Option<RoaringBitmap> = None;
        for group in &plan.groups {
            let mut bitmap = RoaringBitmap::new();
            for id in self.words_of(&group.prefix, &group.corrections) {
                bitmap |= &self.postings[id as usize].any;
            }
            result = Some(match result {
                Some(acc) => acc & bitmap,
                None => bitmap,
            });
        }
        result.unwrap_or_default()
    }

    /// The vocabulary ids of words starting with `prefix`, and of `exact` words.
    fn words_of(&self, prefix: &str, exact: &[String]) -> Vec<u32> {
        let mut ids: Vec<u32> = self
            .vocabulary
            .range(prefix.to_owned()..)
            .take_while(|(word, _)| word.starts_with(prefix))
            .map(|(_, id)| *id)
            .collect();
        ids.extend(exact.iter().filter_map(|word| self.vocabulary.get(word).copied()));
        ids
    }

    /// The visible products a search matches: every visible product without one.
    fn candidates(&self, plan: Option<&SearchPlan>) -> Cow<'_, RoaringBitmap> {
        match plan {
            Some(plan) => Cow::Owned(self.matching(plan) & &self.visible),
            None => Cow::Borrowed(&self.visible),
        }
    }

    /// Which slots a listing's price range admits: `None` when it admits every price.
    fn price_test(&self, query: &ProductQuery) -> Option<(i64, i64)> {
        let (low, high) = (query.price.lowest().paise(), query.price.highest().paise());
        (low > 0 || high < self.highest_price).then_some((low, high))
    }

    fn in_price(&self, slot: u32, range: Option<(i64, i64)>) -> bool {
        range.is_none_or(|(low, high)| (low..=high).contains(&self.facts[slot as usize].price))
    }

    /// Which facet groups the filters admit: `None` when there are no facet filters.
    fn admitted(&self, filters: &FacetFilters) -> Option<Vec<bool>> {
        (filters != &FacetFilters::default()).then(|| {
            self.groups
                .iter()
                .map(|group| filters.admits_all(group))
                .collect()
        })
    }

    /// How many products match, and the filter panel's counts: the groups of what the price
    /// range and search match, handed to the same tally the SQL path uses. One pass, no
    /// bitmap built.
    #[must_use]
    pub fn tally(&self, query: &ProductQuery, plan: Option<&SearchPlan>) -> Tally {
        let filters = FacetFilters::of(query);
        let range = self.price_test(query);
        if plan.is_none() && range.is_none() && filters == FacetFilters::default() {
            return self
                .whole
                .get_or_init(|| self.tally_of(self.group_counts(), &filters))
                .clone();
        }
        self.tally_of(&self.counted(plan, range), &filters)
    }

    /// How many of the products a search and a price range match are in each facet group.
    fn counted(&self, plan: Option<&SearchPlan>, range: Option<(i64, i64)>) -> Vec<u64> {
        let mut counts = vec![0_u64; self.groups.len()];
        for slot in self.candidates(plan).iter() {
            if self.in_price(slot, range) {
                counts[self.facts[slot as usize].group as usize] += 1;
            }
        }
        counts
    }

    /// The filter panel of products counted by group.
    fn tally_of(&self, counts: &[u64], filters: &FacetFilters) -> Tally {
        let groups: Vec<Group> = counts
            .iter()
            .enumerate()
            .filter(|(_, n)| **n > 0)
            .map(|(id, n)| Group {
                products: *n,
                ..self.groups[id].clone()
            })
            .collect();
        filters.tally(&groups)
    }

    /// The ids of a listing page, in its order.
    #[must_use]
    pub fn page(&self, query: &ProductQuery, plan: Option<&SearchPlan>) -> Vec<ProductId> {
        let candidates = self.candidates(plan);
        let range = self.price_test(query);
        let admitted = self.admitted(&FacetFilters::of(query));
        let keep = |slot: u32| {
            self.in_price(slot, range)
                && admitted
                    .as_ref()
                    .is_none_or(|groups| groups[self.facts[slot as usize].group as usize])
        };
        let skip = usize::try_from(query.page.offset()).unwrap_or(usize::MAX);
        let take = query.page.limit() as usize;
        if let (Sort::Relevance, Some(plan)) = (query.sort, plan) {
            let matches: RoaringBitmap = candidates.iter().filter(|slot| keep(*slot)).collect();
            return self.best_first(&matches, plan, skip, take);
        }
        let order = Order::of(query.sort);
        let docs = &self.docs;
        // Without a search, and with filters that admit a fair share of the catalogue, most
        // products pass: walk the kept order until the page is full.
        let walk = plan.is_none()
            && admitted.as_ref().is_none_or(|groups| {
                let admits: u64 = groups
                    .iter()
                    .zip(self.group_counts())
                    .filter_map(|(admitted, n)| admitted.then_some(*n))
                    .sum();
                admits.saturating_mul(WALK_SHARE) >= self.visible.len()
            });
        let slots: Vec<u32> = if walk {
            let n = ORDERS.iter().position(|o| *o == order).unwrap_or(0);
            self.orders[n]
                .iter()
                .copied()
                .filter(|slot| candidates.contains(*slot) && keep(*slot))
                .skip(skip)
                .take(take)
                .collect()
        } else {
            // Narrowed by a search or a narrow facet: gather the matches, and sort only the
            // page's worth that comes first.
            let mut gathered: Vec<u32> = candidates.iter().filter(|slot| keep(*slot)).collect();
            let compare = |a: &u32, b: &u32| order.compare(&docs[*a as usize], &docs[*b as usize]);
            let wanted = skip.saturating_add(take);
            if wanted < gathered.len() {
                gathered.select_nth_unstable_by(wanted, compare);
                gathered.truncate(wanted);
            }
            gathered.sort_unstable_by(compare);
            gathered.into_iter().skip(skip).take(take).collect()
        };
        slots.into_iter().map(|slot| docs[slot as usize].id).collect()
    }

    /// The search panel's products: visible matches, best first.
    #[must_use]
    pub fn search(&self, plan: &SearchPlan, limit: u32) -> Vec<ProductId> {
        let matches = self.matching(plan) & &self.visible;
        self.best_first(&matches, plan, 0, limit as usize)
    }

    /// `matches` best first: by the weight of the best field each search word is found in (a name
    /// hit weighs most), summed over the words; then best-selling first, then by id.
    fn best_first(
        &self,
        matches: &RoaringBitmap,
        plan: &SearchPlan,
        skip: usize,
        take: usize,
    ) -> Vec<ProductId> {
        // Dense: a score per slot, each word adding the weight of the best field it is in, found
        // by taking the fields heaviest first and each slot at the first field it appears in.
        let mut scores = vec![0_u32; self.docs.len()];
        for group in &plan.groups {
            let ids = self.words_of(&group.prefix, &group.corrections);
            let mut scored = RoaringBitmap::new();
            for field in [NAME, BRAND, CATEGORY, COLOUR, DESCRIPTION] {
                let mut in_field = RoaringBitmap::new();
                for id in &ids {
                    in_field |= &self.postings[*id as usize].fields[field];
                }
                in_field &= matches;
                in_field -= &scored;
                for slot in &in_field {
                    scores[slot as usize] += FIELD_WEIGHTS[field];
                }
                scored |= in_field;
            }
        }
        let mut ranked: Vec<(u32, u32)> = matches.iter().map(|slot| (slot, scores[slot as usize])).collect();
        let docs = &self.docs;
        let compare = |a: &(u32, u32), b: &(u32, u32)| {
            let (da, db) = (&docs[a.0 as usize], &docs[b.0 as usize]);
            b.1.cmp(&a.1)
                .then_with(|| db.sold.cmp(&da.sold))
                .then_with(|| da.key.cmp(&db.key))
        };
        let wanted = skip.saturating_add(take);
        if wanted < ranked.len() {
            ranked.select_nth_unstable_by(wanted, compare);
            ranked.truncate(wanted);
        }
        ranked.sort_unstable_by(compare);
        ranked
            .into_iter()
            .skip(skip)
            .take(take)
            .map(|(slot, _)| docs[slot as usize].id)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use chrono::{TimeZone, Utc};
    use kernel::{Money, PageRequest};
    use proptest::prelude::*;

    use super::*;

    fn entry(n: u8, price: i64, sold: i64) -> IndexEntry {
        IndexEntry {
            id: ProductId::from_uuid(uuid::Uuid::from_bytes([n; 16])),
            shop: ShopId::from_uuid(uuid::Uuid::from_bytes([n % 3; 16])),
            deleted: false,
            name: format!("Cotton kurta {n}"),
            description: "Soft handloom cotton".to_owned(),
            category: "Women".to_owned(),
            brand: if n.is_multiple_of(2) {
                "Meera"
            } else {
                "Urban Desi"
            }
            .to_owned(),
            brand_key: if n.is_multiple_of(2) {
                "meera"
            } else {
                "urban desi"
            }
            .to_owned(),
            colour: Some("Maroon".to_owned()),
            colour_hex: Some("#800000".to_owned()),
            colour_key: Some("maroon".to_owned()),
            sizes: vec!["S".to_owned(), "M".to_owned()],
            price_paise: price,
            sold,
            rating_score: i64::from(n % 5) * 100,
            rating_count: i64::from(n % 4),
            created_at: Utc.timestamp_opt(1_800_000_000 + i64::from(n % 7), 0).unwrap(),
            changed_at: 0,
        }
    }

    fn query(sort: Sort) -> ProductQuery {
        ProductQuery {
            page: PageRequest::new(1, 100).unwrap(),
            sort,
            ..ProductQuery::everything()
        }
    }

    /// Every order holds every slot once, sorted as a fresh sort would.
    fn assert_orders_sorted(index: &Index) {
        for (n, order) in ORDERS.iter().enumerate() {
            let mut fresh: Vec<u32> = (0..u32::try_from(index.docs.len()).unwrap()).collect();
            fresh.sort_by(|a, b| order.compare(&index.docs[*a as usize], &index.docs[*b as usize]));
            assert_eq!(index.orders[n], fresh, "{order:?}");
        }
    }

    #[test]
    fn a_listing_is_ordered_counted_and_narrowed_like_the_database() {
        let mut index = Index::default();
        index.apply(
            (1..=6)
                .map(|n| entry(n, i64::from(n) * 10_000, i64::from(7 - n)))
                .collect(),
        );
        let cheapest = index.page(&query(Sort::PriceLowToHigh), None);
        assert_eq!(cheapest.first(), Some(&entry(1, 0, 0).id));
        let best = index.page(&query(Sort::BestSelling), None);
        assert_eq!(best.first(), Some(&entry(1, 0, 0).id));
        let tally = index.tally(&query(Sort::Newest), None);
        assert_eq!(tally.total, 6);
        assert_eq!(tally.facets.brands.len(), 2);
        let meera = ProductQuery {
            brand: Some("MEERA".to_owned()),
            price: catalog::PriceRange::new(Money::from_paise(20_000), Money::from_paise(50_000)).unwrap(),
            ..query(Sort::Newest)
        };
        assert_eq!(
            index.tally(&meera, None).total,
            2,
            "2 and 4 and 6 are Meera; 6 costs too much"
        );
        assert_eq!(index.page(&meera, None).len(), 2);
    }

    #[test]
    fn the_kept_whole_catalogue_counts_follow_every_change() {
        let mut index = Index::default();
        index.apply((1..=6).map(|n| entry(n, 10_000, 0)).collect());
        let everything = query(Sort::Newest);
        let first = index.tally(&everything, None);
        assert_eq!(first.total, 6);
        assert_eq!(index.whole.get(), Some(&first), "kept once asked");

        // A new product, in a brand of its own.
        index.apply(vec![IndexEntry {
            brand: "Jaipur Looms".to_owned(),
            brand_key: "jaipur looms".to_owned(),
            ..entry(7, 10_000, 0)
        }]);
        let added = index.tally(&everything, None);
        assert_eq!(added.total, 7);
        assert_eq!(added.facets.brands.len(), first.facets.brands.len() + 1);

        // A shop hidden: 3 and 6 are its products.
        index.set_hidden(Hidden {
            shops: vec![entry(3, 0, 0).shop],
            products: Vec::new(),
        });
        let hidden = index.tally(&everything, None);
        assert_eq!(hidden.total, 5);
        // Every answer is the one counted afresh.
        assert_eq!(
            hidden,
            index.tally_of(&index.counted(None, None), &FacetFilters::default())
        );
    }

    #[test]
    fn deleted_held_and_hidden_products_leave_every_answer() {
        let mut index = Index::default();
        index.apply((1..=6).map(|n| entry(n, 10_000, 0)).collect());
        index.apply(vec![IndexEntry {
            deleted: true,
            ..entry(1, 10_000, 0)
        }]);
        assert!(index.set_hidden(Hidden {
            shops: vec![entry(3, 0, 0).shop],
            products: vec![entry(2, 0, 0).id],
        }));
        // 1 deleted, 2 held, 3 and 6 of the hidden shop: 4 and 5 remain.
        assert_eq!(index.tally(&query(Sort::Newest), None).total, 2);
        let plan = SearchPlan {
            groups: vec![catalog::TermGroup {
                prefix: "kur".to_owned(),
                corrections: Vec::new(),
            }],
        };
        let mut found = index.search(&plan, 10);
        found.sort();
        assert_eq!(found, vec![entry(4, 0, 0).id, entry(5, 0, 0).id]);
        assert!(index.set_hidden(Hidden::default()));
        assert_eq!(
            index.tally(&query(Sort::Newest), None).total,
            5,
            "all but the deleted one"
        );
    }

    #[test]
    fn a_name_hit_ranks_above_a_description_hit() {
        let mut index = Index::default();
        let in_name = IndexEntry {
            name: "Handloom saree".to_owned(),
            ..entry(1, 10_000, 0)
        };
        let in_description = IndexEntry {
            description: "A handloom weave".to_owned(),
            sold: 50,
            ..entry(2, 10_000, 0)
        };
        index.apply(vec![in_description.clone(), in_name.clone()]);
        let plan = SearchPlan {
            groups: vec![catalog::TermGroup {
                prefix: "handl".to_owned(),
                corrections: Vec::new(),
            }],
        };
        assert_eq!(index.search(&plan, 10), vec![in_name.id, in_description.id]);
    }

    #[test]
    fn only_changes_beyond_sales_and_ratings_reshape_listings() {
        let mut index = Index::default();
        assert!(index.apply(vec![entry(1, 10_000, 0)]), "a new product");
        assert!(!index.apply(vec![entry(1, 10_000, 0)]), "the same row read again");
        assert!(
            !index.apply(vec![IndexEntry {
                rating_score: 450,
                rating_count: 9,
                ..entry(1, 10_000, 5)
            }]),
            "sales and ratings only reorder"
        );
        assert!(
            index.apply(vec![IndexEntry {
                name: "Linen kurta 1".to_owned(),
                ..entry(1, 10_000, 5)
            }]),
            "a new name is found by other words"
        );
        assert!(index.apply(vec![entry(1, 12_000, 5)]), "a new price");
        assert!(
            index.apply(vec![IndexEntry {
                deleted: true,
                ..entry(1, 12_000, 5)
            }]),
            "a deletion"
        );
    }

    proptest! {
        /// Moving a few products one by one keeps each order exactly as sorting it afresh would.
        #[test]
        fn orders_stay_sorted_through_any_changes(
            changes in proptest::collection::vec((1_u8..40, 0_i64..5, 0_i64..5, any::<bool>()), 1..120)
        ) {
            let mut index = Index::default();
            index.apply((1..40).map(|n| entry(n, 1_000, 0)).collect());
            for chunk in changes.chunks(7) {
                index.apply(
                    chunk
                        .iter()
                        .map(|(n, price, sold, deleted)| IndexEntry {
                            deleted: *deleted && n.is_multiple_of(5),
                            ..entry(*n, price * 1_000, *sold)
                        })
                        .collect(),
                );
                assert_orders_sorted(&index);
            }
        }
    }
}
