import type { ReactNode } from 'react';

import { common } from '@/lib/i18n';
import { SOCIAL_LINKS } from '@/lib/store-info';

// Simple glyphs drawn for Haat in lucide's outline style: lucide no longer ships brand marks.
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const PhotoGlyph = () => (
  <Glyph>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
  </Glyph>
);

const VideoGlyph = () => (
  <Glyph>
    <rect x="2" y="5" width="20" height="14" rx="4" />
    <path d="m10 9 5 3-5 3z" fill="currentColor" stroke="none" />
  </Glyph>
);

export function SocialIcons() {
  const t = common.useT();
  const linkClass = 'rounded-full border border-brand-300/40 p-2 text-brand-50 hover:bg-brand-700';
  return (
    <div className="flex gap-3">
      <a
        href={SOCIAL_LINKS.instagram}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClass}
        aria-label={t('social.instagram')}
      >
        <PhotoGlyph />
      </a>
      <a
        href={SOCIAL_LINKS.youtube}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClass}
        aria-label={t('social.youtube')}
      >
        <VideoGlyph />
      </a>
    </div>
  );
}
