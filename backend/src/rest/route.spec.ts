import { Type } from '@sinclair/typebox';
import { openApiPaths, route, type Route } from './route';
import { Binary, Defaulted, described, Id, Text } from './schemas';

const handle = async () => {};

describe('route declarations', () => {
  it('refuses params that are not exactly the path template’s, in its order', () => {
    const declare = (params: Parameters<typeof Type.Object>[0]) =>
      route({
        method: 'get',
        path: '/a/{idA}/b/{idB}',
        summary: 's',
        tags: ['t'],
        params: Type.Object(params),
        responses: {},
        handle,
      });
    expect(() => declare({ idA: Id })).toThrow('params must declare idA,idB');
    expect(() => declare({ idB: Id, idA: Id })).toThrow('params must declare idA,idB');
    expect(declare({ idA: Id, idB: Id }).operation.parameters).toHaveLength(2);
  });

  it('refuses an operation declared twice', () => {
    const get = (): Route =>
      route({ method: 'get', path: '/x', summary: 's', tags: ['t'], responses: {}, handle });
    expect(() => openApiPaths([get(), get()])).toThrow('get /x is declared twice');
  });

  it('puts a parameter’s description beside its schema, not in it', () => {
    const r = route({
      method: 'get',
      path: '/x/{id}',
      summary: 's',
      tags: ['t'],
      params: Type.Object({ id: described(Id, 'the thing') }),
      query: Type.Object({ limit: Defaulted(described(Type.Integer({ default: 5 }), 'size')) }),
      responses: {},
      handle,
    });
    expect(JSON.parse(JSON.stringify(r.operation.parameters))).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: JSON.parse(JSON.stringify(Id)),
        description: 'the thing',
      },
      { name: 'limit', in: 'query', schema: { type: 'integer', default: 5 }, description: 'size' },
    ]);
  });

  it('Defaulted needs a default (else the handler’s type would lie)', () => {
    expect(() => Defaulted(Type.Integer())).toThrow('Defaulted takes a schema with a default');
  });

  it('a form body is multipart, or the same fields without the files as JSON', () => {
    const r = route({
      method: 'put',
      path: '/x',
      summary: 's',
      tags: ['t'],
      body: { form: Type.Object({ photo: Binary, name: Text(5) }) },
      responses: {},
      handle,
    });
    const content = JSON.parse(JSON.stringify(r.operation.requestBody?.content));
    expect(content['multipart/form-data'].schema.required).toEqual(['photo', 'name']);
    expect(content['application/json'].schema).toEqual({
      type: 'object',
      properties: { name: { type: 'string', maxLength: 5 } },
      required: ['name'],
    });
  });
});
