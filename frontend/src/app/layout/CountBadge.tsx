export function CountBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="absolute -top-1.5 -right-2 min-w-5 rounded-full bg-saffron-500 px-1 text-center text-[11px] leading-5 font-bold text-stone-900">
      {count > 99 ? '99+' : count}
    </span>
  );
}
