/** Escapes LIKE wildcards, so a search for "50%" looks for those characters, not a pattern. */
export const escapeLike = (term: string) => term.replace(/[%_\\]/g, '\\$&');

/** `%term%` for ILIKE, or null when the search is empty or blank. */
export function containsPattern(search: string | null | undefined): string | null {
  const term = search?.trim();
  return term ? `%${escapeLike(term)}%` : null;
}
