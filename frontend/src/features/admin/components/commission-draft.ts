import type { CommissionRuleInput, CommissionRules, CommissionRulesInput } from '@/api';

import { formatCount } from '@/lib/numbers';

import { type AdminKey, admin } from '../i18n';

// The commission rules as the Admin edits them (docs/orders.md "Commission"): every value as typed,
// checked before it is sent, and the server's field names (`rules[2].rate`) for where each problem
// shows.

/** One rule being edited; '' for any shop or any category. `key` tells the rows apart. */
export type RuleDraft = {
  key: string;
  shopId: string;
  /** The chosen shop's name, kept so it stays in its list whatever the shop search finds. */
  shopName: string | null;
  category: string;
  rate: string;
};

/** The whole set being edited. */
export type Draft = { defaultRate: string; rules: RuleDraft[] };

/** Problems by the server's field names: `defaultRate`, `rules[2].rate`, `rules[2]`, `rules`. */
export type FieldProblems = Record<string, string>;

let made = 0;

/** A key no other row of this page has. */
const newKey = () => `rule-${++made}`;

/** A new rule: for no shop and no category yet, at no rate yet. */
export const emptyRule = (): RuleDraft => ({
  key: newKey(),
  shopId: '',
  shopName: null,
  category: '',
  rate: '',
});

/** A rate as the Admin reads it: 12.5, not 12.50. */
const rateText = (rate: number) => String(rate);

/** The rules in force, to edit. */
export function draftOf(rules: CommissionRules): Draft {
  return {
    defaultRate: rateText(rules.defaultRate),
    rules: rules.rules.map((rule) => ({
      key: newKey(),
      shopId: rule.shopId ?? '',
      shopName: rule.shopName,
      category: rule.category ?? '',
      rate: rateText(rule.rate),
    })),
  };
}

/** Whether two drafts ask for the same rules (the rows' keys aside). */
export function sameDraft(a: Draft, b: Draft): boolean {
  const plain = ({ defaultRate, rules }: Draft) =>
    JSON.stringify([defaultRate.trim(), rules.map((r) => [r.shopId, r.category, r.rate.trim()])]);
  return plain(a) === plain(b);
}

/**
 * A percent as typed: digits with at most two decimals (a comma is a decimal point too), from 0 to
 * `max`; null when it is not one.
 */
export function parseRate(text: string, max: number): number | null {
  const typed = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(typed)) return null;
  const rate = Number(typed);
  return rate <= max ? rate : null;
}

/** A price in rupees as typed, paise at most; null when it is not one. */
export function parsePrice(text: string): number | null {
  const typed = text.trim().replace(/[₹,\s]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(typed)) return null;
  return Number(typed);
}

/** The field of rule `index`: `rules[2].rate`, or the rule as a whole (`rules[2]`). */
export const ruleField = (index: number, part?: 'shopId' | 'category' | 'rate') =>
  part ? `rules[${index}].${part}` : `rules[${index}]`;

/** The rule as the server takes it: a shop and a category only when one is chosen. */
function ruleInput(rule: RuleDraft, rate: number): CommissionRuleInput {
  return {
    ...(rule.shopId ? { shopId: rule.shopId } : {}),
    ...(rule.category ? { category: rule.category } : {}),
    rate,
  };
}

/**
 * The draft checked as the server checks it, said in the page's language: each rate from 0 to
 * `maxRate` with two decimals at most, each rule naming a shop or a category, no two rules for the
 * same pair, at most `maxRules`. Answers the body to send, or the problems by field.
 */
export function checkDraft(
  draft: Draft,
  { maxRate, maxRules }: Pick<CommissionRules, 'maxRate' | 'maxRules'>,
): { body: CommissionRulesInput; problems: null } | { body: null; problems: FieldProblems } {
  const problems: FieldProblems = {};
  const say = (key: AdminKey, values?: Record<string, string | number>) => admin.t(key, values);
  const rateProblem = say('commission.error.rate', { max: maxRate });

  const defaultRate = parseRate(draft.defaultRate, maxRate);
  if (defaultRate === null) problems.defaultRate = rateProblem;
  if (draft.rules.length > maxRules)
    problems.rules = say('commission.error.tooMany', { max: formatCount(maxRules) });

  const seen = new Set<string>();
  const rules: CommissionRuleInput[] = [];
  draft.rules.forEach((rule, index) => {
    const rate = parseRate(rule.rate, maxRate);
    if (rate === null) problems[ruleField(index, 'rate')] = rateProblem;
    else rules.push(ruleInput(rule, rate));
    if (!rule.shopId && !rule.category) {
      problems[ruleField(index)] = say('commission.error.scope');
      return;
    }
    const pair = JSON.stringify([rule.shopId, rule.category]);
    if (seen.has(pair)) problems[ruleField(index)] = say('commission.error.duplicate');
    seen.add(pair);
  });

  if (defaultRate === null || Object.keys(problems).length > 0) return { body: null, problems };
  return { body: { defaultRate, rules }, problems: null };
}

/** The problems of a set the server refused, without those a change to `field` has answered. */
export function withoutProblem(problems: FieldProblems, field: string): FieldProblems {
  // A change to a rule's shop or category may answer the rule's own problem (neither, or a repeat).
  const rule = /^rules\[\d+\]/.exec(field)?.[0];
  const answered = (name: string) =>
    name === field || (rule !== undefined && !field.endsWith('.rate') && name === rule);
  if (!Object.keys(problems).some(answered)) return problems;
  return Object.fromEntries(Object.entries(problems).filter(([name]) => !answered(name)));
}
