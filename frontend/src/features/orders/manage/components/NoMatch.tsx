/** What a search that found nothing says, naming what was searched for. */
export function NoMatch({ children }: { children: string }) {
  return (
    <p
      role="status"
      className="rounded-md border border-dashed border-stone-300 bg-white px-4 py-8 text-center text-sm break-words text-stone-600"
    >
      {children}
    </p>
  );
}
