import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../config';
import { createAppPubSub } from '../../platform/pubsub';
import { buildAppSchema, printAppSchema } from '../../graphql/schema';

describe('committed GraphQL contract', () => {
  it('schema/schema.graphql equals the SDL emitted from the type-graphql classes (run `npm run codegen`)', async () => {
    const emitted = printAppSchema(await buildAppSchema(createAppPubSub()));
    const committed = fs.readFileSync(path.join(ROOT_DIR, 'schema', 'schema.graphql'), 'utf8');
    expect(committed).toBe(emitted);
  });
});
