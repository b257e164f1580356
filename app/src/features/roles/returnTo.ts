/**
 * The page a signed-out visitor asked for, carried through sign-in as `/?powrot=…`. Only a path on this origin
 * is accepted: `//evil.example`, `/\evil.example`, `https://…` or `javascript:` would send the user elsewhere
 * with his fresh session (an open redirect).
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return undefined;
  }
  const base = 'http://rampa.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base || url.pathname === '/') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
