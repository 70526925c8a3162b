/**
 * Anchor ids made from visible text, so a deep link such as
 * /privacy#9-your-rights or /release-notes#v2-1-0 survives as long as the
 * heading or version does, and no id has to be maintained by hand.
 */

/** '9. Your rights' becomes '9-your-rights'; accents are dropped, apostrophes removed, '&' reads 'and'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** '2.1.0' becomes 'v2-1-0'. The letter keeps the id from starting with a digit. */
export function versionId(version: string): string {
  return `v${slugify(version)}`;
}
