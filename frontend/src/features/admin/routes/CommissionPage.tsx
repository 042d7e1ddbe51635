import type { CommissionRules } from '@/api';
import { Info, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import {
  FieldError,
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
  secondaryButtonClass,
} from '@/components/form';
import { LoadError, PageHeader } from '@/components/ListPage';
import { FullPageSpinner } from '@/components/Spinner';
import { ApiError } from '@/lib/api';
import { formatCount } from '@/lib/numbers';

import { useCommissionRules } from '../api/get-commission-rules';
import { useSellers } from '../api/get-sellers';
import { useSaveCommissionRules } from '../api/save-commission-rules';
import { CommissionPreviewCard } from '../components/CommissionPreviewCard';
import {
  type Draft,
  type FieldProblems,
  type RuleDraft,
  checkDraft,
  draftOf,
  emptyRule,
  ruleField,
  sameDraft,
  withoutProblem,
} from '../components/commission-draft';
import { type ShopChoices, ShopOptions, categoryLabel, formatRate } from '../components/commission-ui';
import { cardClass, iconButtonClass } from '../components/ui';
import { useDebouncedValue } from '@/components/table';
import { admin } from '../i18n';

/** How many shops the pickers offer at once: the sellers list's largest page (docs/admin.md). */
export const SHOP_LIMIT = 100;

/** How long the shop search waits for a pause in typing. */
const SEARCH_DELAY_MS = 300;

/** The field a problem of the server's names, when it is one this form has. */
function isFormField(name: string, rules: number): boolean {
  if (name === 'defaultRate' || name === 'rules') return true;
  const rule = /^rules\[(\d+)\](?:\.(shopId|category|rate))?$/.exec(name);
  return rule !== null && Number(rule[1]) < rules;
}

/** The fields in the order the form shows them, for focusing the first with a problem. */
function fieldsInOrder(draft: Draft): string[] {
  return [
    'defaultRate',
    'rules',
    ...draft.rules.flatMap((_, index) => [
      ruleField(index, 'shopId'),
      ruleField(index, 'category'),
      ruleField(index, 'rate'),
      ruleField(index),
    ]),
  ];
}

/** One rule: its shop, its category, its rate, and the button that removes it. */
function RuleRow({
  index,
  rule,
  idOf,
  shops,
  categories,
  problems,
  onChange,
  onRemove,
}: {
  index: number;
  rule: RuleDraft;
  idOf: (field: string) => string;
  shops: ShopChoices;
  categories: string[];
  problems: FieldProblems;
  onChange: (part: 'shopId' | 'category' | 'rate', value: string, shopName?: string | null) => void;
  onRemove: () => void;
}) {
  const t = admin.useT();
  const number = index + 1;
  const titleId = useId();
  const ruleProblem = problems[ruleField(index)];
  const chosen = rule.shopId
    ? { _id: rule.shopId, shopName: rule.shopName ?? t('commission.unknownShop') }
    : null;
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      aria-describedby={ruleProblem ? idOf(ruleField(index)) : undefined}
      className={`rounded-md border p-3 sm:p-4 ${ruleProblem ? 'border-red-300 bg-red-50/40' : 'border-stone-200 bg-stone-50'}`}
    >
      <div className="flex items-center justify-between gap-2">
        <p id={titleId} className="text-sm font-semibold text-stone-900">
          {t('commission.rule', { number })}
        </p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('commission.removeRule', { number })}
          title={t('commission.remove')}
          className={`${iconButtonClass} -my-1`}
        >
          <Trash2 className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      {/* Shop and category side by side, the rate below; all three in a row where the form is wide. */}
      <div className="mt-2 grid gap-3 @md:grid-cols-2 @2xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,0.7fr)]">
        <SelectField
          id={idOf(ruleField(index, 'shopId'))}
          label={t('commission.shop')}
          value={rule.shopId}
          error={problems[ruleField(index, 'shopId')]}
          onChange={(event) => {
            const id = event.target.value;
            const picked = shops.items.find((shop) => shop._id === id);
            onChange('shopId', id, id ? (picked?.shopName ?? rule.shopName) : null);
          }}
        >
          <option value="">{t('commission.anyShop')}</option>
          <ShopOptions shops={shops.items} chosen={chosen} />
        </SelectField>
        <SelectField
          id={idOf(ruleField(index, 'category'))}
          label={t('commission.category')}
          value={rule.category}
          error={problems[ruleField(index, 'category')]}
          onChange={(event) => onChange('category', event.target.value)}
        >
          <option value="">{t('commission.anyCategory')}</option>
          {rule.category && !categories.includes(rule.category) && (
            <option value={rule.category}>{rule.category}</option>
          )}
          {categories.map((name) => (
            <option key={name} value={name}>
              {categoryLabel(name)}
            </option>
          ))}
        </SelectField>
        <TextField
          id={idOf(ruleField(index, 'rate'))}
          label={t('commission.rate')}
          inputMode="decimal"
          autoComplete="off"
          value={rule.rate}
          error={problems[ruleField(index, 'rate')]}
          onChange={(event) => onChange('rate', event.target.value)}
        />
      </div>
      {ruleProblem && (
        <div className="mt-2">
          <FieldError id={idOf(ruleField(index))} message={ruleProblem} />
        </div>
      )}
    </div>
  );
}

/**
 * The rules being edited and the preview beside them. `rules` is the set in force as loaded; the
 * draft starts from it and, once saved, from the set the server answers.
 */
function CommissionEditor({ rules }: { rules: CommissionRules }) {
  const t = admin.useT();
  const formId = useId();
  const rulesTitleId = useId();
  const save = useSaveCommissionRules();
  const [saved, setSaved] = useState<Draft>(() => draftOf(rules));
  const [draft, setDraft] = useState<Draft>(saved);
  /** The problems the server named in its last refusal, each until its field changes. */
  const [serverProblems, setServerProblems] = useState<FieldProblems>({});
  /** After a first try to save, the draft's own problems show as they come and go. */
  const [tried, setTried] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const sellers = useSellers({ page: 1, limit: SHOP_LIMIT, search: settledSearch, sort: 'shopName' });
  const shops: ShopChoices = {
    items: sellers.data?.items ?? [],
    isPending: sellers.isPending,
    isError: sellers.isError,
  };
  // The search is offered once there are more shops than a picker holds.
  const searchable = (sellers.data?.total ?? 0) > SHOP_LIMIT || search !== '';

  const checked = checkDraft(draft, rules);
  const problems: FieldProblems = { ...serverProblems, ...(tried ? (checked.problems ?? {}) : {}) };
  const dirty = !sameDraft(draft, saved);
  const full = draft.rules.length >= rules.maxRules;

  const idOf = (field: string) => `${formId}-${field.replace(/[[\].]/g, '-')}`;
  /** The field to focus once the problems just found are on screen. */
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    const field = focusNext.current;
    focusNext.current = null;
    const id =
      field === 'rules' ? `${formId}-rules-title` : idOf(field.endsWith(']') ? `${field}.shopId` : field);
    document.getElementById(id)?.focus();
  });

  const showProblems = (found: FieldProblems) => {
    focusNext.current = fieldsInOrder(draft).find((field) => field in found) ?? null;
  };

  const changeRule = (
    index: number,
    part: 'shopId' | 'category' | 'rate',
    value: string,
    shopName?: string | null,
  ) => {
    setDraft((current) => ({
      ...current,
      rules: current.rules.map((rule, at) =>
        at === index
          ? { ...rule, [part]: value, ...(part === 'shopId' ? { shopName: shopName ?? null } : {}) }
          : rule,
      ),
    }));
    setServerProblems((current) => withoutProblem(current, ruleField(index, part)));
  };

  // A removed row moves the rows after it: the server's word on them no longer fits.
  const dropRuleProblems = () =>
    setServerProblems((current) =>
      Object.fromEntries(Object.entries(current).filter(([name]) => !name.startsWith('rules'))),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFormError(null);
    if (!checked.body) {
      showProblems(checked.problems);
      setFormError(t('commission.fixProblems'));
      return;
    }
    try {
      const answer = await save.mutateAsync(checked.body);
      const next = draftOf(answer);
      setSaved(next);
      setDraft(next);
      setServerProblems({});
      setTried(false);
      toast.success(admin.t('commission.saved'));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFormError(t('commission.saveFailed'));
        return;
      }
      const placed = Object.fromEntries(
        Object.entries(error.fields).filter(([name]) => isFormField(name, draft.rules.length)),
      );
      setServerProblems(placed);
      showProblems(placed);
      const unplaced = Object.keys(error.fields).length > Object.keys(placed).length;
      setFormError(Object.keys(placed).length > 0 && !unplaced ? t('commission.fixProblems') : error.message);
    }
  };

  const discard = () => {
    setDraft(saved);
    setServerProblems({});
    setTried(false);
    setFormError(null);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <form onSubmit={(event) => void submit(event)} noValidate className={`${cardClass} min-w-0 space-y-6`}>
        <FormAlert>{formError}</FormAlert>
        {!rules.saved && (
          <div
            role="note"
            className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            {t('commission.notSaved', { rate: formatRate(rules.defaultRate) })}
          </div>
        )}
        <TextField
          id={idOf('defaultRate')}
          label={t('commission.defaultRate')}
          inputMode="decimal"
          autoComplete="off"
          value={draft.defaultRate}
          hint={t('commission.defaultRateHint', { max: formatRate(rules.maxRate) })}
          error={problems.defaultRate}
          onChange={(event) => {
            const value = event.target.value;
            setDraft((current) => ({ ...current, defaultRate: value }));
            setServerProblems((current) => withoutProblem(current, 'defaultRate'));
          }}
          className="sm:max-w-xs"
        />

        <section aria-labelledby={rulesTitleId} className="space-y-3">
          <div>
            <h2 id={rulesTitleId} className="text-lg font-semibold text-stone-900">
              <span id={`${formId}-rules-title`} tabIndex={-1} className="outline-none">
                {t('commission.rules')}
              </span>
            </h2>
            <p className="mt-1 text-sm text-stone-600">
              {t('commission.rulesHint', { max: formatCount(rules.maxRules) })}
            </p>
          </div>
          {searchable && (
            <TextField
              type="search"
              label={t('commission.findShop')}
              hint={t('commission.findShopHint', { max: SHOP_LIMIT })}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="sm:max-w-sm"
            />
          )}
          {sellers.isError && (
            <LoadError message={t('commission.shopsFailed')} onRetry={() => void sellers.refetch()} />
          )}
          {draft.rules.length === 0 ? (
            <p className="rounded-md border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">
              {t('commission.noRules')}
            </p>
          ) : (
            <ol className="@container space-y-3" aria-labelledby={rulesTitleId}>
              {draft.rules.map((rule, index) => (
                <li key={rule.key}>
                  <RuleRow
                    index={index}
                    rule={rule}
                    idOf={idOf}
                    shops={shops}
                    categories={rules.categories}
                    problems={problems}
                    onChange={(part, value, shopName) => changeRule(index, part, value, shopName)}
                    onRemove={() => {
                      setDraft((current) => ({
                        ...current,
                        rules: current.rules.filter((row) => row.key !== rule.key),
                      }));
                      dropRuleProblems();
                    }}
                  />
                </li>
              ))}
            </ol>
          )}
          <FieldError message={problems.rules} />
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <button
              type="button"
              disabled={full}
              onClick={() => {
                setDraft((current) => ({ ...current, rules: [...current.rules, emptyRule()] }));
              }}
              className={secondaryButtonClass}
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t('commission.addRule')}
            </button>
            {full && (
              <p className="text-sm text-stone-600">
                {t('commission.full', { max: formatCount(rules.maxRules) })}
              </p>
            )}
          </div>
        </section>

        {/* On a phone: what is unsaved, then Save, then Discard; in a row on a wider screen. */}
        <div className="flex flex-col gap-3 border-t border-stone-100 pt-4 sm:flex-row sm:items-center sm:justify-end">
          <p className="min-w-0 text-sm text-stone-600 sm:mr-auto" role="status">
            {dirty ? t('commission.unsaved') : ''}
          </p>
          <SubmitButton
            pending={save.isPending}
            pendingLabel={t('commission.saving')}
            className="whitespace-nowrap sm:order-last sm:w-auto sm:shrink-0"
          >
            {t('commission.save')}
          </SubmitButton>
          {dirty && (
            <button
              type="button"
              onClick={discard}
              className={`${secondaryButtonClass} py-2.5 whitespace-nowrap sm:shrink-0`}
            >
              {t('commission.discard')}
            </button>
          )}
        </div>
      </form>
      <div className="lg:sticky lg:top-4">
        <CommissionPreviewCard draft={checked.body} shops={shops} categories={rules.categories} />
      </div>
    </div>
  );
}

/**
 * /admin-commission: the commission Haat charges its shops (docs/orders.md "Commission"). A
 * default rate and rules over it for a shop, a category or both, the most specific winning; the
 * Admin edits the whole set, sees what a sale would pay under the draft, and saves it. Orders placed
 * afterwards take the new rates; orders placed before keep theirs.
 */
export function CommissionPage() {
  const t = admin.useT();
  const rules = useCommissionRules();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader title={t('commission.title')} subtitle={t('commission.subtitle')} />
      <div className="flex gap-3 rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <div className="space-y-1">
          <p>{t('commission.intro')}</p>
          <p className="font-semibold">{t('commission.ordersNote')}</p>
        </div>
      </div>
      {rules.data ? (
        <CommissionEditor rules={rules.data} />
      ) : rules.isError ? (
        <LoadError message={rules.error.message} onRetry={() => void rules.refetch()} />
      ) : (
        <FullPageSpinner label={t('commission.loading')} />
      )}
    </div>
  );
}
