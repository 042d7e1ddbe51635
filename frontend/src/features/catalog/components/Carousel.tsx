import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback } from 'react';

type CarouselProps = {
  label: string;
  children: ReactNode[];
  /** Tailwind basis classes for one slide, e.g. `basis-1/2 md:basis-1/3`. */
  slideClass: string;
  delayMs?: number;
};

/** An autoplaying, looping carousel with previous/next buttons (embla-carousel). */
export function Carousel({ label, children, slideClass, delayMs = 5000 }: CarouselProps) {
  const [viewport, api] = useEmblaCarousel({ loop: true, align: 'start' }, [
    Autoplay({ delay: delayMs, stopOnInteraction: false, stopOnMouseEnter: true }),
  ]);
  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  return (
    <div className="relative" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="overflow-hidden" ref={viewport}>
        <div className="-ml-4 flex">
          {children.map((child, index) => (
            <div
              key={index}
              className={`min-w-0 shrink-0 grow-0 pl-4 ${slideClass}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${children.length}`}
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
        aria-label={`Previous in ${label}`}
      >
        <ChevronLeft className="h-5 w-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={next}
        className="absolute top-1/2 right-2 hidden -translate-y-1/2 rounded-full bg-white/90 p-2 shadow hover:bg-white sm:block"
        aria-label={`Next in ${label}`}
      >
        <ChevronRight className="h-5 w-5" aria-hidden="true" />
      </button>
    </div>
  );
}
