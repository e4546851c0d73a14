import { Router } from 'express';
import { formatMessage } from '@insieme/schema';
import { clientIp, currentUser, requireUser } from '../../rest/auth-middleware';
import { bearer, errors, json, messageResponse, type OpenApiPaths } from '../../rest/openapi-types';
import { flag, idList, text } from '../../rest/parse';
import type { Services } from '../../services';
import type { RegisterData } from './auth.service';

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
    // The original contract has no consent fields (its client enforced them); absent means given.
    acceptTerms: body.accept_terms === undefined ? true : flag(body.accept_terms),
    acceptPrivacy: body.accept_privacy === undefined ? true : flag(body.accept_privacy),
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
    const { accessToken, user } = await services.auth.login(
      { email: text(req.body?.email), password: text(req.body?.password) },
      clientIp(req),
    );
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
    await services.auth.register(registrationFromBody(req.body ?? {}), clientIp(req));
    res.status(201).json({ message: formatMessage('auth.registration_done') });
  });

  router.post('/auth/forget-password', async (req, res) => {
    await services.auth.forgotPassword({ email: text(req.body?.email) }, clientIp(req));
    res.json({ message: formatMessage('auth.reset_mail_sent') });
  });

  router.get('/user-verification/:id', async (req, res) => {
    await services.auth.confirmRegistration(req.params.id);
    res.json({ message: formatMessage('auth.registration_confirmed') });
  });

  router.get('/reset-password/:id', async (req, res) => {
    await services.auth.resetPassword(req.params.id);
    res.json({ message: formatMessage('auth.new_password_sent') });
  });

  router.put('/user/change-password', requireUser(services), async (req, res) => {
    const { accessToken } = await services.auth.changePassword(currentUser(res).id, {
      oldPassword: text(req.body?.old_password),
      newPassword: text(req.body?.new_password),
    });
    res.json({ message: formatMessage('auth.password_changed'), accessToken });
  });

  return router;
}

const credentials = {
  type: 'object',
  required: ['email', 'password'],
  properties: {
    email: { type: 'string' },
    password: { type: 'string' },
    mobile: { type: 'boolean' },
  },
};

export const authOpenApi: OpenApiPaths = {
  '/auth/login': {
    post: {
      summary: 'Sign in (rate limited per IP and per e-mail)',
      tags: ['auth'],
      requestBody: { required: true, content: json(credentials) },
      responses: {
        '200': {
          description: 'Signed in',
          content: json({
            type: 'object',
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
            name: { type: 'string', maxLength: 25 },
            surname: { type: 'string', maxLength: 25 },
            email: { type: 'string', maxLength: 60 },
            password: { type: 'string' },
            tel: { type: 'string', pattern: '^[0-9]{10}$' },
            birth_date: { type: 'string', format: 'date' },
            preferences: { type: 'string', description: 'comma list of event type ids (max 6)' },
            language: { type: 'string', default: 'it' },
            admin: { type: 'boolean' },
            waiting_volunteer: {
              type: 'string',
              description: 'comma list of association ids (volunteer path)',
            },
            accept_terms: { type: 'boolean', default: true },
            accept_privacy: { type: 'boolean', default: true },
            association: {
              type: 'object',
              properties: {
                code: { type: 'string', minLength: 6, maxLength: 6 },
                name: { type: 'string', maxLength: 50 },
                description: { type: 'string', maxLength: 1000 },
                address: { type: 'string', description: 'street, town, province code' },
                date_of_foundation: { type: 'string', format: 'date' },
                association_topic: {
                  type: 'string',
                  description: 'comma list of topic ids (max 3)',
                },
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
        content: json({ type: 'object', properties: { email: { type: 'string' } } }),
      },
      responses: { '200': messageResponse('Accepted'), ...errors(400, 429) },
    },
  },
  '/user-verification/{id}': {
    get: {
      summary: 'Confirm the e-mail address from the mailed link',
      tags: ['auth'],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { '200': messageResponse('Confirmed'), ...errors(404) },
    },
  },
  '/reset-password/{id}': {
    get: {
      summary: 'Generate a new password from the mailed link and mail it',
      tags: ['auth'],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { '200': messageResponse('New password mailed'), ...errors(404) },
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
          properties: { old_password: { type: 'string' }, new_password: { type: 'string' } },
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
