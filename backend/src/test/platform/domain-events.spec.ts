import { Processors, Transactions } from '../../platform/domain-events';
import type {} from '../../modules/shifts/shifts.events';
import type {} from '../../modules/memberships/memberships.events';
import { startTestApp, type TestApp } from '../test-app';

/**
 * The unit of work every write with effects goes through (docs/architecture.md, "Effects"):
 * in-transaction processors commit or roll back with the write, after-commit ones run only
 * once it committed, and a savepoint's rollback drops what its events left for after the commit.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ JOB_CONCURRENCY: '0' });
});
afterAll(() => app.stop());

const ended = { userId: 1, associationId: 2 };

/** A table of this test's own, to see what a processor wrote and whether it stayed. */
async function table(): Promise<string> {
  const name = `processor_log_${Math.random().toString(36).slice(2, 10)}`;
  await app.dataSource.query(`CREATE TABLE ${name} (what text NOT NULL)`);
  return name;
}

const rows = async (name: string) =>
  (
    (await app.dataSource.query(`SELECT what FROM ${name} ORDER BY what`)) as { what: string }[]
  ).map((r) => r.what);

describe('domain events and processors', () => {
  it('in-transaction processors run in order inside the write, after-commit ones once it committed', async () => {
    const log = await table();
    const seen: string[] = [];
    const processors = new Processors()
      .inTransaction('MembershipEnded', async (tx, event) => {
        seen.push(`first ${event.userId}`);
        await tx.em.query(`INSERT INTO ${log} VALUES ('written')`);
        tx.afterCommit(() => {
          seen.push('left by first');
        });
      })
      .inTransaction('MembershipEnded', async () => {
        seen.push('second');
      })
      .afterCommit('MembershipEnded', async (event) => {
        // committed: another connection sees the processor's row
        seen.push(`after ${event.associationId}: ${(await rows(log)).join()}`);
      });
    const result = await new Transactions(app.dataSource, processors).run(async (tx) => {
      await tx.record({ name: 'MembershipEnded', ...ended });
      seen.push('write goes on');
      return 42;
    });
    expect(result).toBe(42);
    expect(seen).toEqual([
      'first 1',
      'second',
      'write goes on',
      'left by first',
      'after 2: written',
    ]);
  });

  it('a write refused after its event leaves neither the processors’ rows nor their after-commit work', async () => {
    const log = await table();
    const after = jest.fn();
    const processors = new Processors()
      .inTransaction('MembershipEnded', async (tx) => {
        await tx.em.query(`INSERT INTO ${log} VALUES ('written')`);
        tx.afterCommit(after);
      })
      .afterCommit('MembershipEnded', after);
    await expect(
      new Transactions(app.dataSource, processors).run(async (tx) => {
        await tx.record({ name: 'MembershipEnded', ...ended });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await rows(log)).toEqual([]);
    expect(after).not.toHaveBeenCalled();
  });

  it('an event recorded by a processor is processed in the same transaction (a chain)', async () => {
    const seen: string[] = [];
    const processors = new Processors()
      .inTransaction('MembershipEnded', (tx, { userId, associationId }) =>
        tx.record({ name: 'SignUpsEndedWithMembership', userId, associationId, association: 'A' }),
      )
      .inTransaction('SignUpsEndedWithMembership', async (_tx, event) => {
        seen.push(`in ${event.association}`);
      })
      .afterCommit('SignUpsEndedWithMembership', (event) => {
        seen.push(`after ${event.association}`);
      });
    await new Transactions(app.dataSource, processors).run((tx) =>
      tx.record({ name: 'MembershipEnded', ...ended }),
    );
    expect(seen).toEqual(['in A', 'after A']);
  });

  it('a savepoint rolled back undoes its writes and drops the after-commit work its events left', async () => {
    const log = await table();
    const published: string[] = [];
    const processors = new Processors()
      .inTransaction('MembershipEnded', async (tx, { userId }) => {
        await tx.em.query(`INSERT INTO ${log} VALUES ($1)`, [`user ${userId}`]);
      })
      .afterCommit('MembershipEnded', ({ userId }) => {
        published.push(`user ${userId}`);
      });
    await new Transactions(app.dataSource, processors).run(async (tx) => {
      await tx.record({ name: 'MembershipEnded', userId: 1, associationId: 9 });
      await tx.savepoint(async (rollback) => {
        await tx.record({ name: 'MembershipEnded', userId: 2, associationId: 9 });
        await rollback();
      });
      await tx.savepoint(async () => {
        await tx.record({ name: 'MembershipEnded', userId: 3, associationId: 9 });
      });
    });
    expect(await rows(log)).toEqual(['user 1', 'user 3']);
    expect(published).toEqual(['user 1', 'user 3']);
  });

  it('a failing after-commit effect is logged, not turned into a failed write', async () => {
    const later = jest.fn();
    const processors = new Processors()
      .afterCommit('MembershipEnded', () => {
        throw new Error('publish failed');
      })
      .afterCommit('MembershipEnded', later);
    await expect(
      new Transactions(app.dataSource, processors).run(async (tx) => {
        await tx.record({ name: 'MembershipEnded', ...ended });
        return 'done';
      }),
    ).resolves.toBe('done');
    expect(later).toHaveBeenCalledTimes(1);
  });
});
