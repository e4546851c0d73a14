import { Router } from 'express';
import { formatMessage, LIMITS, MESSAGE_KEYS } from '@insieme/schema';
import { clientIp, currentUser } from '../../rest/auth-middleware';
import { requestInput } from '../../rest/contract-validator';
import {
  bearer,
  errors,
  idList as idListSchema,
  isoDate,
  json,
  legacyFlag,
  messageResponse,
  text as textSchema,
  type OpenApiPaths,
} from '../../rest/openapi-types';
import { flag, idList, text } from '../../rest/parse';
import type { Services } from '../../platform/services';
import type { RegisterData } from './auth.service';
import { AUTH_MESSAGES } from './auth.errors';
import { deviceCookieJar } from './device-cookie';

/** spec §3 registration payload → the service's input. */
function registrationFromBody(body: Record<string, unknown>): RegisterData {
  const association = body.association as Record<string, unknown> | undefined;
  const [street = '', town = '', province = ''] = text(association?.address)
    .split(',')
    .map((s) => s.trim());
  return {
    name: text(body.name),
    surname: text(body.surname),
    email: text(body.email),
    password: text(body.password),
    phone: text(body.tel),
    birthDate: text(body.birth_date),
    // The original contract has no consent fields (its client enforced them): their contract
    // default (true) stands for an absent one.
    acceptTerms: flag(body.accept_terms),
    acceptPrivacy: flag(body.accept_privacy),
    preferences: idList(body.preferences, 'preferences'),
    language: text(body.language) || 'it',
    followAssociationIds: idList(body.waiting_volunteer, 'followAssociationIds'),
    association:
      flag(body.admin) || association
        ? {
            activationCode: text(association?.code),
            name: text(association?.name),
            description: text(association?.description),
            street,
            town,
            province,
            dateOfFoundation: text(association?.date_of_foundation),
            topicIds: idList(association?.association_topic, 'topicIds'),
          }
        : null,
  };
}

export function authRoutes(services: Services): Router {
  const router = Router();

  router.post('/auth/login', async (req, res) => {
    const { body } = requestInput(res);
    const device = deviceCookieJar(req, res, services.config.publicUrl);
    const { accessToken, user, deviceCookie } = await services.auth.login(
      { email: text(body.email), password: text(body.password) },
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
  });

  router.post('/auth/registration', async (req, res) => {
    await services.auth.register(registrationFromBody(requestInput(res).body), clientIp(req));
    res.status(201).json({ message: formatMessage(AUTH_MESSAGES.registrationDone) });
  });

  router.post('/auth/forget-password', async (req, res) => {
    await services.auth.forgotPassword(
      { email: text(requestInput(res).body.email) },
      clientIp(req),
    );
    res.json({ message: formatMessage(AUTH_MESSAGES.resetMailSent) });
  });

  router.get('/user-verification/:id', async (_req, res) => {
    await services.auth.confirmRegistration(text(requestInput(res).path.id));
    res.json({ message: formatMessage(AUTH_MESSAGES.registrationConfirmed) });
  });

  router.get('/reset-password/:id', async (_req, res) => {
    await services.auth.resetPassword(text(requestInput(res).path.id));
    res.json({ message: formatMessage(AUTH_MESSAGES.newPasswordSent) });
  });

  router.put('/user/change-password', async (req, res) => {
    const { body } = requestInput(res);
    const { accessToken } = await services.auth.changePassword(
      currentUser(res).id,
      { oldPassword: text(body.old_password), newPassword: text(body.new_password) },
      req.headers['user-agent'],
    );
    res.json({ message: formatMessage(AUTH_MESSAGES.passwordChanged), accessToken });
  });

  return router;
}

const email = textSchema(LIMITS.emailMax, { 'x-message-key': MESSAGE_KEYS.emailNotValid });
/** Passwords are checked by the shared rule; the bound only keeps hashing cheap. */
const password = textSchema(256, { 'x-message-key': MESSAGE_KEYS.passwordNotValid });
const credentials = {
  type: 'object',
  required: ['email', 'password'],
  properties: { email, password, mobile: legacyFlag() },
};
/** A mailed link's token (base64url). */
const linkToken = (key: string) => [
  {
    name: 'id',
    in: 'path' as const,
    required: true,
    schema: textSchema(128, { pattern: '^[A-Za-z0-9_-]+$', 'x-message-key': key }),
  },
];

export const authOpenApi: OpenApiPaths = {
  '/auth/login': {
    post: {
      summary:
        'Sign in (failures rate limited per e-mail and IP, per IP and per account; per device with the device cookie a sign-in sets)',
      tags: ['auth'],
      requestBody: { required: true, content: json(credentials) },
      responses: {
        '200': {
          description:
            'Signed in; Set-Cookie gives the device cookie (insieme_device, HttpOnly) that spares this device the account lock-out on later sign-ins (docs/rate-limits.md)',
          content: json({
            type: 'object',
            required: ['accessToken', 'info'],
            properties: {
              accessToken: { type: 'string' },
              info: {
                type: 'object',
                properties: {
                  name: { type: 'string' },
                  surname: { type: 'string' },
                  admin: { type: 'boolean' },
                  image: { type: ['string', 'null'], description: 'base64' },
                  image_type: { type: ['string', 'null'] },
                },
              },
            },
          }),
        },
        ...errors(400, 429),
      },
    },
  },
  '/auth/registration': {
    post: {
      summary:
        'Register as a volunteer, or as administrator of a new association with an activation code',
      tags: ['auth'],
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          required: ['name', 'surname', 'email', 'password', 'tel', 'birth_date'],
          properties: {
            name: textSchema(LIMITS.nameMax),
            surname: textSchema(LIMITS.nameMax),
            email,
            password,
            tel: textSchema(LIMITS.phoneDigits, { 'x-message-key': MESSAGE_KEYS.phoneNotValid }),
            birth_date: isoDate({ 'x-message-key': MESSAGE_KEYS.dateNotValid }),
            preferences: idListSchema('event type ids (max 6)'),
            language: textSchema(5, {
              default: 'it',
              pattern: '^[A-Za-z]{2}(?:-[A-Za-z]{2})?$',
              description: "a language tag such as 'it' or 'it-IT'",
              'x-message-key': MESSAGE_KEYS.notValid,
            }),
            admin: legacyFlag({ description: 'administrator path (with association)' }),
            waiting_volunteer: idListSchema('association ids to ask to volunteer for'),
            accept_terms: legacyFlag({ default: true }),
            accept_privacy: legacyFlag({ default: true }),
            association: {
              type: ['object', 'null'],
              description: 'administrator path: the association to create',
              properties: {
                code: textSchema(LIMITS.activationCodeLength, {
                  'x-message-key': MESSAGE_KEYS.activationCodeLength,
                }),
                name: textSchema(LIMITS.associationNameMax),
                description: textSchema(LIMITS.associationDescriptionMax),
                address: textSchema(220, { description: 'street, town, province code' }),
                date_of_foundation: isoDate({ 'x-message-key': MESSAGE_KEYS.dateNotValid }),
                association_topic: idListSchema('topic ids (max 3)'),
              },
            },
          },
        }),
      },
      responses: {
        '201': messageResponse('Registered: a confirmation mail was sent'),
        ...errors(400, 429),
      },
    },
  },
  '/auth/forget-password': {
    post: {
      summary: 'Mail a reset link (same answer whether or not the address exists)',
      tags: ['auth'],
      requestBody: {
        required: true,
        content: json({ type: 'object', properties: { email } }),
      },
      responses: { '200': messageResponse('Accepted'), ...errors(400, 429) },
    },
  },
  '/user-verification/{id}': {
    get: {
      summary: 'Confirm the e-mail address from the mailed link',
      tags: ['auth'],
      parameters: linkToken('auth.confirmation_link_not_valid'),
      responses: { '200': messageResponse('Confirmed'), ...errors(400, 404) },
    },
  },
  '/reset-password/{id}': {
    get: {
      summary: 'Generate a new password from the mailed link and mail it',
      tags: ['auth'],
      parameters: linkToken('auth.reset_link_not_valid'),
      responses: { '200': messageResponse('New password mailed'), ...errors(400, 404) },
    },
  },
  '/user/change-password': {
    put: {
      summary: 'Change password; older tokens stop working, the new one is returned',
      tags: ['user'],
      security: bearer,
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          properties: { old_password: password, new_password: password },
        }),
      },
      responses: {
        '200': {
          description: 'Changed',
          content: json({
            type: 'object',
            properties: { message: { type: 'string' }, accessToken: { type: 'string' } },
          }),
        },
        ...errors(400, 401),
      },
    },
  },
};
