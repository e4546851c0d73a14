import type { AccessLogRow } from './access-log-row';

/** REST body of one access-log row (issue 31's contract: at, id_user, name, surname, what, period). */
export const accessLogBody = (r: AccessLogRow) => ({
  at: r.at.toISOString(),
  id_user: r.userId,
  name: r.name,
  surname: r.surname,
  what: r.what,
  format: r.format,
  period: r.period,
});
