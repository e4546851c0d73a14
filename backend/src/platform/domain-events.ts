import type { DataSource, EntityManager } from 'typeorm';
import { logger } from '../common/logger';

/**
 * What happened, by name. Each domain adds its events from its own `*.events.ts` (declaration
 * merging), so this file knows no domain and a domain knows none of the ones that react to it:
 *
 *   declare module '../../platform/domain-events' {
 *     interface DomainEventMap { SignUpDecided: { signUpId: number; accepted: boolean } }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains
export interface DomainEventMap {}

export type DomainEventName = keyof DomainEventMap;

/** One recorded event: its name beside its payload. */
export type DomainEvent<K extends DomainEventName = DomainEventName> = {
  [N in K]: { name: N } & DomainEventMap[N];
}[K];

/** The write a processor runs in: record more events, or leave work for after the commit. */
export interface Transaction {
  readonly em: EntityManager;
  /**
   * Records what happened. The in-transaction processors of the event run now, in order, in
   * this transaction (so an effect that must be atomic with the write — a notice, a job row, a
   * place given back — commits or rolls back with it); the after-commit ones run once committed.
   */
  record<K extends DomainEventName>(event: DomainEvent<K>): Promise<void>;
  /** Work that must not be seen before the commit (a live publish); dropped on rollback. */
  afterCommit(effect: () => void | Promise<void>): void;
  /**
   * Runs `work` under a savepoint; `rollback` inside it undoes its writes and drops the
   * after-commit work its events left (an attempt that must look done but leave nothing).
   */
  savepoint<T>(work: (rollback: () => Promise<void>) => Promise<T>): Promise<T>;
}

type InTransaction<K extends DomainEventName> = (
  tx: Transaction,
  event: DomainEvent<K>,
) => Promise<void>;
type AfterCommit<K extends DomainEventName> = (event: DomainEvent<K>) => void | Promise<void>;

/**
 * The processors of each event, registered once by the composition root (services.ts). A
 * processor reacts to another domain's event with its own domain's service: the writer never
 * imports the domains that react (docs/architecture.md, "Effects").
 */
export class Processors {
  private readonly inTx = new Map<DomainEventName, InTransaction<never>[]>();
  private readonly afterTx = new Map<DomainEventName, AfterCommit<never>[]>();

  /** Runs inside the writer's transaction: notices, job rows, dependent writes. */
  inTransaction<K extends DomainEventName>(name: K, processor: InTransaction<K>): this {
    this.inTx.set(name, [...(this.inTx.get(name) ?? []), processor as InTransaction<never>]);
    return this;
  }

  /** Runs after the commit: live publishes. Never for a write that rolled back. */
  afterCommit<K extends DomainEventName>(name: K, processor: AfterCommit<K>): this {
    this.afterTx.set(name, [...(this.afterTx.get(name) ?? []), processor as AfterCommit<never>]);
    return this;
  }

  /** @internal for Transactions */
  inTransactionOf<K extends DomainEventName>(name: K): InTransaction<K>[] {
    return (this.inTx.get(name) ?? []) as InTransaction<K>[];
  }

  /** @internal for Transactions */
  afterCommitOf<K extends DomainEventName>(name: K): AfterCommit<K>[] {
    return (this.afterTx.get(name) ?? []) as AfterCommit<K>[];
  }
}

/**
 * The one way a write that has effects opens its transaction: `run` hands it a Transaction to
 * record its events in, commits, then runs the after-commit work in the order it was left.
 */
export class Transactions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly processors: Processors,
  ) {}

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const after: (() => void | Promise<void>)[] = [];
    const result = await this.dataSource.transaction((em) => work(this.within(em, after)));
    for (const effect of after) {
      // the write is committed: a failed publish is logged, never turned into a failed request
      try {
        await effect();
      } catch (error) {
        logger.error({ err: error }, 'after-commit effect failed');
      }
    }
    return result;
  }

  /**
   * A Transaction over a caller's EntityManager whose after-commit work goes to `after`: for a
   * write that already runs in a transaction of its own making (and a test of a processor).
   */
  within(em: EntityManager, after: (() => void | Promise<void>)[]): Transaction {
    const tx: Transaction = {
      em,
      record: async (event) => {
        for (const processor of this.processors.inTransactionOf(event.name))
          await processor(tx, event);
        for (const processor of this.processors.afterCommitOf(event.name))
          after.push(() => processor(event));
      },
      afterCommit: (effect) => {
        after.push(effect);
      },
      savepoint: async (work) => {
        const name = `sp_${after.length}_${Math.random().toString(36).slice(2, 8)}`;
        const mark = after.length;
        let rolledBack = false;
        await em.query(`SAVEPOINT ${name}`);
        const result = await work(async () => {
          await em.query(`ROLLBACK TO SAVEPOINT ${name}`);
          after.length = mark;
          rolledBack = true;
        });
        if (!rolledBack) await em.query(`RELEASE SAVEPOINT ${name}`);
        return result;
      },
    };
    return tx;
  }
}
