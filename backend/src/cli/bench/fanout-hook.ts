import fs from 'node:fs';
import path from 'node:path';

/**
 * The live fan-out measurement's place in `npm run bench`. `cli/bench-fanout.ts` (its own file,
 * also runnable alone) exports `measureFanout`; when it is built beside this bench, it runs here
 * against the bench's server and database, after the reads. BENCH_FANOUT=0 skips it.
 */
export interface FanoutHookContext {
  /** the running server's base URL (subscribers and the approving administrator use it) */
  base: string;
  databaseUrl: string;
  jwtSecret: string;
}

interface FanoutModule {
  measureFanout?: (options: {
    label: string;
    databaseUrl: string;
    jwtSecret: string;
    subscribeBase: string;
    mutateBase: string;
    subscribers?: number;
    approvals?: number;
  }) => Promise<unknown>;
  printFanout?: (results: unknown[]) => void;
}

export async function runFanoutHook(context: FanoutHookContext): Promise<void> {
  if (process.env.BENCH_FANOUT === '0') return;
  const file = path.join(__dirname, '..', 'bench-fanout.js');
  if (!fs.existsSync(file)) {
    console.log('\nlive fan-out: not measured here (no cli/bench-fanout in this build)');
    return;
  }
  const fanout = require(file) as FanoutModule;
  if (!fanout.measureFanout) {
    console.log('\nlive fan-out: cli/bench-fanout exports no measureFanout');
    return;
  }
  const result = await fanout.measureFanout({
    label: 'in-process (bench server)',
    databaseUrl: context.databaseUrl,
    jwtSecret: context.jwtSecret,
    subscribeBase: context.base,
    mutateBase: context.base,
  });
  if (fanout.printFanout) fanout.printFanout([result]);
  else console.log('\nlive fan-out', result);
}
