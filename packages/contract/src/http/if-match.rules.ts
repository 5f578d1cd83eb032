// Plain functions, no schema (a version's schema is entity-version.schemas.ts): the browser's write
// helpers import them, and a form must not wait for the schema library before it paints.

/** The strong ETag of a version: `"3"`. */
export function versionETag(version: number): string {
  return `"${version}"`;
}

/**
 * The versions an If-Match header names. `undefined`: no header, or `*` (the record exists, which
 * the write checks anyway), so the write goes ahead as it always did. An empty list: tags that
 * cannot be ours (weak ones never match a write, nor does anything unreadable), so no version
 * matches and the write is refused.
 */
export function versionsFromIfMatch(header: string | undefined): number[] | undefined {
  if (header === undefined) return undefined;
  const tags = header.split(',').map((tag) => tag.trim());
  if (tags.includes('*')) return undefined;
  return tags.flatMap((tag) => {
    const match = /^"([1-9]\d{0,14})"$/.exec(tag);
    return match ? [Number(match[1])] : [];
  });
}
