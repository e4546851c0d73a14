import { csvFile } from '../../common/csv';
import type { AssociationHours } from './hours.service';

/** Hours as a decimal with a comma: 90 → "1,50". */
export const decimalHours = (minutes: number): string =>
  (minutes / 60).toFixed(2).replace('.', ',');

/** The administrators' CSV of volunteers' hours (issue 22), in the house's CSV (common/csv.ts). */
export function volunteerHoursCsv(hours: AssociationHours): Buffer {
  return csvFile([
    ['Cognome', 'Nome', 'Turni', 'Minuti', 'Ore'],
    ...hours.volunteers.map((v) => [
      v.surname,
      v.name,
      v.shiftCount,
      v.minutes,
      decimalHours(v.minutes),
    ]),
  ]);
}

/** The file's name: the association and the period. */
export const volunteerHoursFileName = (hours: AssociationHours): string =>
  `ore-volontari-${hours.associationId}-${hours.from}-${hours.to}.csv`;
