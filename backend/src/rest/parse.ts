import { badInput } from '../common/app-error';

/** Lenient readers for the legacy facade, which sends lists as "1,2,3" and numbers as text. */
export function idList(value: unknown, field: string): number[] {
  if (value === undefined || value === null || value === '') return [];
  const parts = Array.isArray(value) ? value : String(value).split(',');
  return parts.map((part) => {
    const n = typeof part === 'number' ? part : Number.parseInt(String(part).trim(), 10);
    if (!Number.isInteger(n) || n <= 0) throw badInput('validation.unknown_choice', { field });
    return n;
  });
}

export function text(value: unknown): string {
  return typeof value === 'string'
    ? value
    : value === undefined || value === null
      ? ''
      : String(value);
}

export function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 1;
}

export function pathId(value: unknown): number {
  const n = Number.parseInt(String(value), 10);
  if (!Number.isInteger(n) || n <= 0 || String(n) !== String(value))
    throw badInput('validation.unknown_choice', { field: 'id' });
  return n;
}
