import { Link } from 'react-router';

import { common } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { STORE_NAME } from '@/lib/store-info';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const t = common.useT();
  return (
    <Link to={paths.home()} className="flex items-center gap-2" aria-label={t('logo.home')}>
      <svg viewBox="0 0 64 64" className="h-9 w-9 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0f5257" />
        <path d="M14 26 32 13l18 13v3H14z" fill="#f4a521" />
        <path d="M19 31h6v20h-6zm20 0h6v20h-6zM25 39h14v5H25z" fill="#fff" />
      </svg>
      <span
        className={`text-2xl font-bold tracking-tight ${tone === 'dark' ? 'text-brand-800' : 'text-white'}`}
      >
        {STORE_NAME}
      </span>
    </Link>
  );
}
