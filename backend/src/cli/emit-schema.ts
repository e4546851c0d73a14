import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config';
import { createAppPubSub } from '../platform/pubsub';
import { buildAppSchema, printAppSchema } from '../graphql/schema';

/** Writes schema/schema.graphql from the type-graphql classes (run by `npm run codegen`). */
export const SCHEMA_FILE = path.join(ROOT_DIR, 'schema', 'schema.graphql');

async function main(): Promise<void> {
  const schema = await buildAppSchema(createAppPubSub());
  fs.writeFileSync(SCHEMA_FILE, printAppSchema(schema));
  process.stdout.write(`wrote ${path.relative(process.cwd(), SCHEMA_FILE)}\n`);
}

void main();
