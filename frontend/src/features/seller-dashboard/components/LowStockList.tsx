import { PackagePlus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

import type { LowStockProduct } from '@/api';
import { paths } from '@/lib/paths';

import { sellerDashboard } from '../i18n';
import { Card, cardLinkClass } from './ui';

function StockBadge({ stock }: { stock: number }) {
  const t = sellerDashboard.useT();
  return stock <= 0 ? (
    <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800">
      {t('lowStock.out')}
    </span>
  ) : (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">
      {t('lowStock.left', { count: stock })}
    </span>
  );
}

/** Products running out (5 or fewer left), lowest first, each leading to its edit page to restock. */
export function LowStockList({
  products,
  productCount,
}: {
  products: LowStockProduct[];
  productCount: number;
}) {
  const t = sellerDashboard.useT();
  const titleId = useId();
  let body;
  if (productCount === 0)
    body = (
      <div className="text-sm text-stone-600">
        <p>{t('lowStock.noProducts')}</p>
        <Link
          to={paths.shopCreateProduct()}
          className={`${cardLinkClass} mt-2 inline-flex items-center gap-1`}
        >
          <PackagePlus className="h-4 w-4" aria-hidden="true" />
          {t('lowStock.create')}
        </Link>
      </div>
    );
  else if (products.length === 0) body = <p className="text-sm text-stone-600">{t('lowStock.allStocked')}</p>;
  else
    body = (
      <ul className="divide-y divide-stone-100">
        {products.map((product) => (
          <li key={product._id} className="flex items-center justify-between gap-3 py-2">
            <Link
              to={paths.shopEditProduct(product._id)}
              className="min-w-0 truncate text-sm font-medium text-stone-900 hover:text-brand-800 hover:underline"
            >
              {product.name}
            </Link>
            <StockBadge stock={product.stock} />
          </li>
        ))}
      </ul>
    );
  return (
    <Card
      id={titleId}
      title={t('lowStock.title')}
      aside={<span className="text-xs text-stone-500">{t('lowStock.aside')}</span>}
    >
      {body}
    </Card>
  );
}
