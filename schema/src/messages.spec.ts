import {
  formatMessage,
  isMessageKey,
  MESSAGE_DEFAULT_PARAMS,
  MESSAGE_KEYS,
  MESSAGES_IT,
} from './messages';

const REQUIRED_KEYS = [
  'validation.password_not_valid',
  'validation.email_not_valid',
  'validation.phone_not_valid',
  'validation.date_not_valid',
  'validation.age_under_18',
  'validation.age_over_100',
  'validation.accept_terms',
  'validation.accept_privacy',
  'validation.password_are_not_equal',
  'validation.max_topic',
  'max_event_type',
  'validation.mandatory',
  'validation.max_length',
  'validation.activation_code_length',
  'validation.province_not_valid',
  'validation.future_date',
  'validation.image_type',
  'validation.max_preferences',
  'create_event.mandatory_name',
  // spec §8 client keys
  'mandatory_answer',
  'void_volunteer',
  'void_title',
  'mandatory_name',
  'invalid_address',
  'invalid_start_date',
  'invalid_end_date',
  'invalid_end_date_event',
  'invalid_end_date_shift',
  'invalid_date',
  'error_number_image',
  'you_cannot_drop_this_shift',
  'shift_already_terminated',
  'subscription_to_terminated_event',
  'subscription_not_available_spots',
  'void_image',
  'void_name',
  'void_description',
  'void_date_of_foundation',
  'void_address',
  'not_valid_site_web',
  'mandatory_question',
  'void_surname',
  'void_phone',
  'void_birth_date',
  'only_one_image_allowed',
];

const keys: string[] = Object.values(MESSAGE_KEYS);

describe('MESSAGE_KEYS', () => {
  it.each(REQUIRED_KEYS)('contains %p', (key) => {
    expect(keys).toContain(key);
  });

  it('has unique values', () => {
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('MESSAGES_IT', () => {
  it('has a text for exactly the message keys', () => {
    expect(Object.keys(MESSAGES_IT).sort()).toEqual([...keys].sort());
  });

  it.each(keys)('%p has a non-empty sentence that is not the key', (key) => {
    const text = MESSAGES_IT[key];
    expect(text.trim().length).toBeGreaterThan(5);
    expect(text).not.toBe(key);
  });

  it.each([
    ['max_event_type', 'Puoi scegliere al massimo {{max}} tipi di evento'],
    ['validation.max_length', 'Massimo {{max}} caratteri'],
    ['error.login_required', 'Esegui il login!'],
    ['error.session_expired', 'Sessione scaduta!'],
    ['error.forbidden', 'Non hai i permessi!'],
    ['error.500', 'Errore, riprova più tardi'],
  ])('%p is %p', (key, text) => {
    expect(MESSAGES_IT[key]).toBe(text);
  });

  /** Texts that name something the caller always passes (no default would make sense). */
  const WITH_PARAMETERS = [
    'validation.max_length',
    'question.answer_title',
    'register.missing_data',
  ];

  it('names the association an answer comes from', () => {
    expect(formatMessage('question.answer_title', { name: 'Croce Verde' })).toBe(
      "Risposta dall'associazione «Croce Verde»",
    );
  });

  it('names the data the register of volunteers misses', () => {
    expect(formatMessage('register.missing_data', { missing: 'codice fiscale, residenza' })).toBe(
      'Per il registro dei volontari mancano: codice fiscale, residenza. Abbiamo chiesto alla persona di completare il profilo.',
    );
  });

  it.each(keys.filter((k) => !WITH_PARAMETERS.includes(k)))(
    '%p needs no parameter beyond its defaults',
    (key) => {
      expect(formatMessage(key)).not.toMatch(/\{\{|\}\}/);
    },
  );
});

describe('formatMessage', () => {
  it.each<[string, Record<string, unknown> | undefined, string]>([
    ['max_event_type', undefined, 'Puoi scegliere al massimo 6 tipi di evento'],
    ['max_event_type', { max: 4 }, 'Puoi scegliere al massimo 4 tipi di evento'],
    ['validation.max_topic', undefined, 'Puoi scegliere al massimo 3 ambiti'],
    ['validation.max_preferences', undefined, 'Puoi scegliere al massimo 6 preferenze'],
    ['error_number_image', undefined, 'Puoi caricare al massimo 3 immagini'],
    ['validation.max_length', { max: 25 }, 'Massimo 25 caratteri'],
    ['validation.max_length', { max: '40' }, 'Massimo 40 caratteri'],
    ['validation.max_length', undefined, 'Massimo {{max}} caratteri'],
    ['validation.max_length', { max: { nested: true } }, 'Massimo {{max}} caratteri'],
    ['validation.age_under_18', undefined, 'Devi avere almeno 18 anni per registrarti'],
    [
      'validation.phone_not_valid',
      undefined,
      'Il numero di telefono deve contenere esattamente 10 cifre',
    ],
    ['not.a.key', { max: 1 }, 'not.a.key'],
    ['toString', undefined, 'toString'],
  ])('formatMessage(%p, %p) -> %p', (key, params, expected) => {
    expect(formatMessage(key, params)).toBe(expected);
  });

  it('default params exist only for message keys', () => {
    for (const key of Object.keys(MESSAGE_DEFAULT_PARAMS)) expect(isMessageKey(key)).toBe(true);
  });
});
