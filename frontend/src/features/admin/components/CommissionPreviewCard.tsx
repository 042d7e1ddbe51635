import type { CommissionPreviewInput, CommissionRulesInput } from '@/api';
import { Calculator } from 'lucide-react';
import { useId, useMemo, useState } from 'react';

import { SelectField, TextField } from '@/components/form';
import { formatRupees } from '@/lib/money';

import { type AnsweredPreview, useCommissionPreview } from '../api/preview-commission';
import { type AdminKey, admin } from '../i18n';
import { parsePrice } from './commission-draft';
import { type ShopChoice, type ShopChoices, ShopOptions, categoryLabel, formatRate } from './commission-ui';
import { cardClass } from './ui';
import { useDebouncedValue } from '@/components/table';

/** How long the draft must stay the same before it is previewed. */
export const PREVIEW_DELAY_MS = 400;

/** The example sale the panel starts with (docs/orders.md "Commission"). */
const START = { price: '1299', category: 'Women' } as const;

/** Which rule gave the rate, as the server names it. */
const SCOPES: Record<string, AdminKey> = {
  shop_category: 'commission.scope.shop_category',
  shop: 'commission.scope.shop',
  category: 'commission.scope.category',
  default: 'commission.scope.default',
};

/** The preview in one sentence: the sale, its commission and GST, the rate and the rule it came from. */
function Sentence({ preview, shopName }: { preview: AnsweredPreview; shopName: string }) {
  const t = admin.useT();
  const scope = Object.hasOwn(SCOPES, preview.scope) ? t(SCOPES[preview.scope]!) : preview.scope;
  return (
    <p className="text-base text-stone-900">
      {t('commission.preview.sentence', {
        price: formatRupees(preview.asked.price),
        category: categoryLabel(preview.asked.category),
        shop: shopName,
        commission: formatRupees(preview.commission),
        gst: formatRupees(preview.commissionGst),
        rate: formatRate(preview.rate),
        scope,
      })}
    </p>
  );
}

/**
 * What a sale would pay under the rules being edited, saved or not: the Admin picks a shop, a
 * category and a price, and the server works it out as the ledger will (POST
 * /admin-commission-preview) once the draft has stayed the same for a moment. `draft` is null while
 * the rules being edited cannot be sent.
 */
export function CommissionPreviewCard({
  draft,
  shops,
  categories,
}: {
  draft: CommissionRulesInput | null;
  shops: ShopChoices;
  categories: string[];
}) {
  const t = admin.useT();
  const titleId = useId();
  const [chosen, setChosen] = useState<ShopChoice | null>(null);
  const [category, setCategory] = useState<string>(
    categories.includes(START.category) ? START.category : (categories[0] ?? ''),
  );
  const [priceText, setPriceText] = useState<string>(START.price);

  // Until the Admin picks one, the first shop listed.
  const shop = chosen ?? shops.items[0] ?? null;
  const price = parsePrice(priceText);
  const asked =
    draft && shop && category && price !== null
      ? JSON.stringify({ ...draft, shopId: shop._id, category, price })
      : null;
  const settled = useDebouncedValue(asked, PREVIEW_DELAY_MS);
  const input = useMemo(
    () => (settled === null ? null : (JSON.parse(settled) as CommissionPreviewInput)),
    [settled],
  );
  const preview = useCommissionPreview(asked === null ? null : input);

  /** The names of the shops the panel knows, for the sentence. */
  const names = new Map(shops.items.map((item) => [item._id, item.shopName]));
  if (shop) names.set(shop._id, shop.shopName);

  let result;
  if (!shop && !shops.isPending && !shops.isError)
    result = <p className="text-sm text-stone-600">{t('commission.preview.noShops')}</p>;
  else if (!draft) result = <p className="text-sm text-stone-600">{t('commission.preview.waiting')}</p>;
  else if (asked === null) result = null;
  else if (preview.isError && !preview.isFetching)
    result = (
      <p role="alert" className="text-sm text-red-800">
        {preview.error.message}
      </p>
    );
  else if (preview.data)
    result = (
      <div
        aria-busy={preview.isPlaceholderData || asked !== settled}
        className={preview.isPlaceholderData || asked !== settled ? 'opacity-60' : ''}
      >
        <Sentence
          preview={preview.data}
          shopName={names.get(preview.data.asked.shopId) ?? t('commission.unknownShop')}
        />
      </div>
    );
  else result = <p className="text-sm text-stone-600">{t('commission.preview.working')}</p>;

  return (
    <section aria-labelledby={titleId} className={`${cardClass} space-y-4`}>
      <div className="flex items-start gap-3">
        <Calculator className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-stone-900">
            {t('commission.preview.title')}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t('commission.preview.intro')}</p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <SelectField
          label={t('commission.preview.shop')}
          value={shop?._id ?? ''}
          disabled={!shop}
          hint={shops.isError ? t('commission.shopsFailed') : undefined}
          onChange={(event) => {
            const id = event.target.value;
            const picked = shops.items.find((item) => item._id === id) ?? (shop?._id === id ? shop : null);
            setChosen(picked);
          }}
          className="sm:col-span-2 lg:col-span-1"
        >
          {shops.isPending && !shop && <option value="">{t('commission.shopsLoading')}</option>}
          <ShopOptions shops={shops.items} chosen={shop} />
        </SelectField>
        <SelectField
          label={t('commission.preview.category')}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        >
          {categories.map((name) => (
            <option key={name} value={name}>
              {categoryLabel(name)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('commission.preview.price')}
          inputMode="decimal"
          autoComplete="off"
          value={priceText}
          onChange={(event) => setPriceText(event.target.value)}
          hint={t('commission.preview.priceHint')}
          error={price === null ? t('commission.preview.badPrice') : undefined}
        />
      </div>
      <div aria-live="polite" className="min-h-12 rounded-md bg-brand-50 px-4 py-3">
        {result}
      </div>
    </section>
  );
}
