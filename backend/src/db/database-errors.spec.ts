import {
  QueryFailedError,
  QueryRunnerAlreadyReleasedError,
  QueryRunnerProviderAlreadyReleasedError,
} from 'typeorm';
import { isDatabaseUnavailable } from './database-errors';

const withCode = (code: string, message = 'boom') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused (server down)', withCode('ECONNREFUSED')],
    ['reset (server died)', withCode('ECONNRESET')],
    [
      '57P01 admin_shutdown',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['57P03 starting up', withCode('57P03', 'the database system is starting up')],
    ['08006 connection failure', withCode('08006')],
    ['pg: Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['pg-pool timeout', new Error('timeout exceeded when trying to connect')],
    ['AggregateError of refused addresses', new AggregateError([withCode('ECONNREFUSED')], '')],
    ['a cause', new Error('wrapped', { cause: withCode('ECONNRESET') })],
    ['TypeORM QueryFailedError', new QueryFailedError('SELECT 1', [], withCode('57P01'))],
    ['TypeORM released query runner (its connection died)', new QueryRunnerAlreadyReleasedError()],
    ['TypeORM released connection of a transaction', new QueryRunnerProviderAlreadyReleasedError()],
  ])('%s → yes', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation', new QueryFailedError('INSERT', [], withCode('23505'))],
    ['syntax error', withCode('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s → no', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('survives a cycle of causes', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    a.cause = new Error('b', { cause: a });
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
