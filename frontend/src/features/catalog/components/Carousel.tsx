import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, Suspense, lazy, useCallback, useRef, useState } from 'react';

import { catalog } from '../i18n';
import type { CarouselApi } from './CarouselMotion';

// The slides are plain markup and show at once; embla, which moves them, is a chunk of its own
// that takes over once loaded. The hero is the first thing on the home page, and its first slide
// needs no library to be seen.
const CarouselMotion = lazy(async () => ({ default: (await import('./CarouselMotion')).CarouselMotion }));

type CarouselProps = {
  label: string;
  children: ReactNode[];
  /** Tailwind basis classes for one slide, e.g. `basis-1/2 md:basis-1/3`. */
  slideClass: string;
  delayMs?: number;
};

/** An autoplaying, looping carousel with previous/next buttons (embla-carousel). */
export function Carousel({ label, children, slideClass, delayMs = 5000 }: CarouselProps) {
  const t = catalog.useT();
  const viewport = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<CarouselApi>();
  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  return (
    <div className="relative" role="region" aria-roledescription={t('carousel.role')} aria-label={label}>
      <Suspense fallback={null}>
        <CarouselMotion viewport={viewport} delayMs={delayMs} onReady={setApi} />
      </Suspense>
      <div className="overflow-hidden" ref={viewport}>
        <div className="-ml-4 flex">
          {children.map((child, index) => (
            <div
              key={index}
              className={`min-w-0 shrink-0 grow-0 pl-4 ${slideClass}`}
              role="group"
              aria-roledescription={t('carousel.slideRole')}
              aria-label={t('carousel.slide', { index: index + 1, count: children.length })}
            >
              {child}
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        onClick={previous}
        className="absolute top-1/2 left-2 hidden -translate-y-1/2 rounded-full bg-white/90 p-2 shadow hover:bg-white sm:block"
        aria-label={t('carousel.previous', { label })}
      >
        <ChevronLeft className="h-5 w-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={next}
        className="absolute top-1/2 right-2 hidden -translate-y-1/2 rounded-full bg-white/90 p-2 shadow hover:bg-white sm:block"
        aria-label={t('carousel.next', { label })}
      >
        <ChevronRight className="h-5 w-5" aria-hidden="true" />
      </button>
    </div>
  );
}
