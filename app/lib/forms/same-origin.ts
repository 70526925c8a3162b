/** Our own endpoints are relative; a configured webhook is an absolute URL. */
export function isSameOrigin(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
