import { Type, type Static } from '@sinclair/typebox';
import { formatMessage, LIMITS, MESSAGE_KEYS } from '@insieme/schema';
import { clientIp, currentUser } from '../../rest/auth-middleware';
import { flag, idList } from '../../rest/parse';
import { errors, message, ok, route } from '../../rest/route';
import { IdList, IsoDate, LegacyFlag, Nullable, Text } from '../../rest/schemas';
import type { RegisterData } from './auth.service';
import { AUTH_MESSAGES } from './auth.errors';
import { deviceCookieJar } from './device-cookie';

const email = Text(LIMITS.emailMax, { 'x-message-key': MESSAGE_KEYS.emailNotValid });
/** Passwords are checked by the shared rule; the bound only keeps hashing cheap. */
const password = Text(256, { 'x-message-key': MESSAGE_KEYS.passwordNotValid });

const Credentials = Type.Object({ email, password, mobile: Type.Optional(LegacyFlag()) });

const NewAssociation = Type.Partial(
  Type.Object({
    code: Text(LIMITS.activationCodeLength, {
      'x-message-key': MESSAGE_KEYS.activationCodeLength,
    }),
    name: Text(LIMITS.associationNameMax),
    description: Text(LIMITS.associationDescriptionMax),
    address: Text(220, { description: 'street, town, province code' }),
    date_of_foundation: IsoDate({ 'x-message-key': MESSAGE_KEYS.dateNotValid }),
    association_topic: IdList('topic ids (max 3)'),
  }),
);

const Registration = Type.Object({
  name: Text(LIMITS.nameMax),
  surname: Text(LIMITS.nameMax),
  email,
  password,
  tel: Text(LIMITS.phoneDigits, { 'x-message-key': MESSAGE_KEYS.phoneNotValid }),
  birth_date: IsoDate({ 'x-message-key': MESSAGE_KEYS.dateNotValid }),
  preferences: Type.Optional(IdList('event type ids (max 6)')),
  language: Type.Optional(
    Text(5, {
      default: 'it',
      pattern: '^[A-Za-z]{2}(?:-[A-Za-z]{2})?$',
      description: "a language tag such as 'it' or 'it-IT'",
      'x-message-key': MESSAGE_KEYS.notValid,
    }),
  ),
  admin: Type.Optional(LegacyFlag({ description: 'administrator path (with association)' })),
  waiting_volunteer: Type.Optional(IdList('association ids to ask to volunteer for')),
  accept_terms: Type.Optional(LegacyFlag({ default: true })),
  accept_privacy: Type.Optional(LegacyFlag({ default: true })),
  association: Type.Optional(
    Nullable(
      Type.Object(NewAssociation.properties, {
        description: 'administrator path: the association to create',
      }),
    ),
  ),
});

/** spec §3 registration payload → the service's input. */
function registrationFromBody(body: Static<typeof Registration>): RegisterData {
  const association = body.association ?? undefined;
  const [street = '', town = '', province = ''] = (association?.address ?? '')
    .split(',')
    .map((s) => s.trim());
  return {
    name: body.name,
    surname: body.surname,
    email: body.email,
    password: body.password,
    phone: body.tel,
    birthDate: body.birth_date,
    // The original contract has no consent fields (its client enforced them): their contract
    // default (true) stands for an absent one.
    acceptTerms: flag(body.accept_terms),
    acceptPrivacy: flag(body.accept_privacy),
    preferences: idList(body.preferences, 'preferences'),
    language: body.language || 'it',
    followAssociationIds: idList(body.waiting_volunteer, 'followAssociationIds'),
    association:
      flag(body.admin) || association
        ? {
            activationCode: association?.code ?? '',
            name: association?.name ?? '',
            description: association?.description ?? '',
            street,
            town,
            province,
            dateOfFoundation: association?.date_of_foundation ?? '',
            topicIds: idList(association?.association_topic, 'topicIds'),
          }
        : null,
  };
}

const login = route({
  method: 'post',
  path: '/auth/login',
  summary:
    'Sign in (failures rate limited per e-mail and IP, per IP and per account; per device with the device cookie a sign-in sets)',
  tags: ['auth'],
  body: { json: Credentials },
  responses: {
    200: ok(
      'Signed in; Set-Cookie gives the device cookie (insieme_device, HttpOnly) that spares this device the account lock-out on later sign-ins (docs/rate-limits.md)',
      Type.Object({
        accessToken: Type.String(),
        info: Type.Partial(
          Type.Object({
            name: Type.String(),
            surname: Type.String(),
            admin: Type.Boolean(),
            image: Nullable(Type.String({ description: 'base64' })),
            image_type: Nullable(Type.String()),
          }),
        ),
      }),
    ),
    ...errors(400, 429),
  },
  handle: async ({ body }, { req, res, services }) => {
    const device = deviceCookieJar(req, res, services.config.publicUrl);
    const { accessToken, user, deviceCookie } = await services.auth.login(
      { email: body.email, password: body.password },
      clientIp(req),
      { userAgent: req.headers['user-agent'], presentedCookies: device.presented },
    );
    device.keep(deviceCookie);
    const image = await services.media.asBase64(user.imageId);
    res.json({
      accessToken,
      info: {
        name: user.name,
        surname: user.surname,
        admin: await services.users.isAdmin(user.id),
        ...image,
      },
    });
  },
});

const registration = route({
  method: 'post',
  path: '/auth/registration',
  summary:
    'Register as a volunteer, or as administrator of a new association with an activation code',
  tags: ['auth'],
  body: { json: Registration },
  responses: {
    201: message('Registered: a confirmation mail was sent'),
    ...errors(400, 429),
  },
  handle: async ({ body }, { req, res, services }) => {
    await services.auth.register(registrationFromBody(body), clientIp(req));
    res.status(201).json({ message: formatMessage(AUTH_MESSAGES.registrationDone) });
  },
});

const forgotPassword = route({
  method: 'post',
  path: '/auth/forget-password',
  summary: 'Mail a reset link (same answer whether or not the address exists)',
  tags: ['auth'],
  body: { json: Type.Object({ email: Type.Optional(email) }) },
  responses: { 200: message('Accepted'), ...errors(400, 429) },
  handle: async ({ body }, { req, res, services }) => {
    await services.auth.forgotPassword({ email: body.email ?? '' }, clientIp(req));
    res.json({ message: formatMessage(AUTH_MESSAGES.resetMailSent) });
  },
});

/** A mailed link's token (base64url). */
const linkToken = (key: string) =>
  Type.Object({ id: Text(128, { pattern: '^[A-Za-z0-9_-]+$', 'x-message-key': key }) });

const confirmRegistration = route({
  method: 'get',
  path: '/user-verification/{id}',
  summary: 'Confirm the e-mail address from the mailed link',
  tags: ['auth'],
  params: linkToken('auth.confirmation_link_not_valid'),
  responses: { 200: message('Confirmed'), ...errors(400, 404) },
  handle: async ({ params }, { res, services }) => {
    await services.auth.confirmRegistration(params.id);
    res.json({ message: formatMessage(AUTH_MESSAGES.registrationConfirmed) });
  },
});

const resetPassword = route({
  method: 'get',
  path: '/reset-password/{id}',
  summary: 'Generate a new password from the mailed link and mail it',
  tags: ['auth'],
  params: linkToken('auth.reset_link_not_valid'),
  responses: { 200: message('New password mailed'), ...errors(400, 404) },
  handle: async ({ params }, { res, services }) => {
    await services.auth.resetPassword(params.id);
    res.json({ message: formatMessage(AUTH_MESSAGES.newPasswordSent) });
  },
});

const changePassword = route({
  method: 'put',
  path: '/user/change-password',
  summary: 'Change password; older tokens stop working, the new one is returned',
  tags: ['user'],
  security: 'bearer',
  body: {
    json: Type.Partial(Type.Object({ old_password: password, new_password: password })),
  },
  responses: {
    200: ok(
      'Changed',
      Type.Partial(Type.Object({ message: Type.String(), accessToken: Type.String() })),
    ),
    ...errors(400, 401),
  },
  handle: async ({ body }, { req, res, services }) => {
    const { accessToken } = await services.auth.changePassword(
      currentUser(res).id,
      { oldPassword: body.old_password ?? '', newPassword: body.new_password ?? '' },
      req.headers['user-agent'],
    );
    res.json({ message: formatMessage(AUTH_MESSAGES.passwordChanged), accessToken });
  },
});

export const authRoutes = [
  login,
  registration,
  forgotPassword,
  confirmRegistration,
  resetPassword,
  changePassword,
];
