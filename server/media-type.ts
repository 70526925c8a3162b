/** The media type of a Content-Type header, lower-case, without its parameters (which stay case-sensitive). */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}
