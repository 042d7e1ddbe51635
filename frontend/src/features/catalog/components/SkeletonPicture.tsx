/**
 * A skeleton's square showing a picture the server drew into the page it sent (see
 * `lib/served-pictures.tsx`): the same picture the loaded page shows there next, fetched first.
 */
export function SkeletonPicture({
  src,
  side,
  className = '',
}: {
  src: string;
  /** The picture's side in pixels (the thumbnail's 400 or the full picture's 800). */
  side: 400 | 800;
  className?: string;
}) {
  return (
    <div className={`relative aspect-square bg-white ${className}`}>
      <img
        src={src}
        alt=""
        width={side}
        height={side}
        fetchPriority="high"
        className="absolute inset-0 h-full w-full object-contain"
      />
    </div>
  );
}
