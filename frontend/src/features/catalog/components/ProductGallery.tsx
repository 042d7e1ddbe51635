import { ImageOff } from 'lucide-react';
import { useState } from 'react';

import type { Product } from '@/api';

import { catalog } from '../i18n';

/**
 * The product page's pictures: the chosen one large (800×800), and a strip of thumbnails to
 * choose from. Every picture is square in a square box, so the page never shifts as they load.
 */
export function ProductGallery({ product }: { product: Pick<Product, 'name' | 'images' | 'thumbnails'> }) {
  const t = catalog.useT();
  const [chosen, setChosen] = useState(0);
  const count = product.images.length;
  const index = Math.min(chosen, Math.max(0, count - 1));
  const main = product.images[index];

  return (
    <div className="space-y-3">
      <div className="relative aspect-square overflow-hidden rounded-xl border border-stone-200 bg-white">
        {main ? (
          <img
            src={main}
            alt={
              count > 1 ? t('gallery.picture', { name: product.name, index: index + 1, count }) : product.name
            }
            width={800}
            height={800}
            // The page's main picture: fetched first rather than lazily.
            fetchPriority="high"
            decoding="async"
            className="absolute inset-0 h-full w-full object-contain"
          />
        ) : (
          <span className="absolute inset-0 flex items-center justify-center text-stone-300">
            <ImageOff className="h-16 w-16" aria-hidden="true" />
            <span className="sr-only">{t('gallery.noPicture')}</span>
          </span>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('gallery.pictures')}>
          {product.images.map((image, i) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                onClick={() => setChosen(i)}
                aria-label={t('gallery.show', { index: i + 1, count })}
                aria-pressed={i === index}
                className={`block h-16 w-16 overflow-hidden rounded-md border-2 bg-white sm:h-20 sm:w-20 ${
                  i === index ? 'border-brand-600' : 'border-stone-200 hover:border-stone-400'
                }`}
              >
                <img
                  src={product.thumbnails[i] ?? image}
                  alt=""
                  width={400}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
