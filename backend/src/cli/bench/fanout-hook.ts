import { measureFanout, printFanout } from '../bench-fanout';

/**
 * The live fan-out measurement's place in `npm run bench` (`cli/bench-fanout.ts`, also runnable
 * alone as `npm run bench:fanout`): after the reads, against the bench's server and database.
 * BENCH_FANOUT=0 skips it.
 */
export interface FanoutHookContext {
  /** the running server's base URL (subscribers and the approving administrator use it) */
  base: string;
  databaseUrl: string;
  jwtSecret: string;
}

export async function runFanoutHook(context: FanoutHookContext): Promise<void> {
  if (process.env.BENCH_FANOUT === '0') return;
  printFanout([
    await measureFanout({
      label: 'in-process (bench server)',
      databaseUrl: context.databaseUrl,
      jwtSecret: context.jwtSecret,
      subscribeBase: context.base,
      mutateBase: context.base,
    }),
  ]);
}
