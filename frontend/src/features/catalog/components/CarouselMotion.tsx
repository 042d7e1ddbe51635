import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { type RefObject, useEffect } from 'react';

/** What the previous and next buttons call. */
export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * What makes a `Carousel` move (embla-carousel): it takes over the viewport the carousel has
 * already rendered and reports the carousel's API for the previous and next buttons. Renders
 * nothing.
 */
export function CarouselMotion({
  viewport,
  delayMs,
  onReady,
}: {
  viewport: RefObject<HTMLDivElement | null>;
  delayMs: number;
  onReady: (api: CarouselApi | undefined) => void;
}) {
  const [attach, api] = useEmblaCarousel({ loop: true, align: 'start' }, [
    Autoplay({ delay: delayMs, stopOnInteraction: false, stopOnMouseEnter: true }),
  ]);
  useEffect(() => {
    attach(viewport.current);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}
