import { object, string, ValidationError } from 'yup';
import { loginSchema } from './forms/login';
import { firstValidationError, validateWith } from './validate';

describe('validateWith', () => {
  it('returns the cast value when valid', () => {
    expect(
      validateWith(loginSchema, { email: '  mario@example.it ', password: 'Abcdef1!' }),
    ).toEqual({
      ok: true,
      value: { email: 'mario@example.it', password: 'Abcdef1!' },
    });
  });

  it('returns the first error in field order, not the last', () => {
    expect(validateWith(loginSchema, { email: 'x', password: 'x' })).toEqual({
      ok: false,
      key: 'validation.email_not_valid',
      field: 'email',
      params: {},
    });
  });

  it('returns only the message parameters of the failed rule', () => {
    const schema = object({
      a: string().max(2, 'validation.max_length'),
      b: string().required('validation.mandatory'),
    });
    expect(validateWith(schema, { a: 'abc' })).toEqual({
      ok: false,
      key: 'validation.max_length',
      field: 'a',
      params: { max: 2 },
    });
  });

  it('uses the first failing test within a field', () => {
    const schema = object({
      a: string()
        .test('first', 'validation.mandatory', () => false)
        .test('second', 'validation.not_valid', () => false),
    });
    expect(validateWith(schema, { a: 'x' })).toMatchObject({
      ok: false,
      key: 'validation.mandatory',
    });
  });

  it.each([null, 'text', 42])(
    'reports a non-object value (%p) as validation.not_valid',
    (values) => {
      expect(validateWith(loginSchema, values)).toEqual({
        ok: false,
        key: 'validation.not_valid',
        field: '',
        params: {},
      });
    },
  );

  it('rethrows errors that are not validation errors', () => {
    const schema = object({
      a: string().test('boom', 'x', () => {
        throw new TypeError('boom');
      }),
    });
    expect(() => validateWith(schema, { a: 'x' })).toThrow(TypeError);
  });

  it('firstValidationError puts unknown fields last', () => {
    try {
      object({ a: string().required('A'), b: string().required('B') }).validateSync(
        {},
        { abortEarly: false },
      );
      throw new Error('should fail');
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      expect(firstValidationError(error, ['b', 'a']).message).toBe('B');
      expect(firstValidationError(error, []).message).toBe('A');
    }
  });
});
