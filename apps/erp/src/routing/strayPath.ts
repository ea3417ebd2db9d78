/**
 * The address the app moves to when the server served it at a path that is not its root
 * (`/module/items` typed without the hash; decision 0209): the same path as a route of the hash router,
 * which shows its own not-found page for it, or undefined when the path is the app's own.
 *
 * `base` is the `<base href>` the server puts into the page it serves for such a path (absent when the
 * app was served at its root). A partner's keyword as the path's first part (`/vindhya/`) is an address
 * of the app under that brand (decision 0501): it stays, and only what follows it moves behind the hash.
 */
export function strayAddress(
  href: string,
  base: string | undefined,
  keywords: readonly string[],
): string | undefined {
  if (base === undefined) return undefined;
  const address = new URL(href);
  const root = new URL(base, address).pathname;
  if (!address.pathname.startsWith(root)) return undefined;
  const parts = address.pathname
    .slice(root.length)
    .split('/')
    .filter((part) => part !== '');
  const keyword =
    parts[0] !== undefined && keywords.includes(parts[0].toLowerCase()) ? parts.shift() : undefined;
  if (parts.length === 0) return undefined;
  const kept = keyword === undefined ? root : `${root}${keyword}/`;
  return `${kept}${address.search}#/${parts.join('/')}`;
}
