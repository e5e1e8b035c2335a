/**
 * Home is active only on exactly `/`; any other item while the path starts with its link. `null` is
 * a page with no address of its own (the 404 page): nothing is active there.
 */
export function isActive(href: string, pathname: string | null): boolean {
  if (pathname === null) return false;
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
