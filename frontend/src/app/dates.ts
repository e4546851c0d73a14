/** 'YYYY-MM-DD' as DD/MM/YYYY (spec §9); the input itself when it is not such a date. */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}
