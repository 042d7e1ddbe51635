/**
 * Cuts text to `max` characters (code points, so Devanagari and emoji are never split in half).
 * With `ellipsis`, the rule for product names (docs/product.md §3 "Cut text"): '...' is added when
 * the text is `max` or longer.
 */
export function truncate(text: string, max: number, { ellipsis = false } = {}): string {
  const chars = Array.from(text);
  if (ellipsis) {
    return chars.length >= max ? `${chars.slice(0, max).join('')}...` : text;
  }
  return chars.length > max ? chars.slice(0, max).join('') : text;
}
