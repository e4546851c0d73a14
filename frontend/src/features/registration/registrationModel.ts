import {
  activationCodeSchema,
  associationDataSchema,
  associationTopicsSchema,
  eventTypePreferencesSchema,
  registrationAccountSchema,
  registrationPersonalSchema,
} from '@insieme/schema';
import type { FormikErrors } from 'formik';
import { translateMessage, validateWithSchema } from '../../app/validation';
import type { RegisterInput } from '../../gql/graphql';

export type RegistrationPath = '' | 'admin' | 'volunteer';

export interface RegistrationValues {
  // step 1
  name: string;
  surname: string;
  email: string;
  password: string;
  // step 2
  phone: string;
  birthDate: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
  // step 3
  path: RegistrationPath;
  // administrator: steps 4–7
  activationCode: string;
  associationName: string;
  street: string;
  town: string;
  province: string;
  dateOfFoundation: string;
  description: string;
  topicIds: number[];
  // both paths: event types (admin step 7, volunteer step 4)
  preferences: number[];
  // volunteer: step 4
  followAssociationIds: number[];
}

export function initialRegistrationValues(preselectedAssociationId?: number): RegistrationValues {
  return {
    name: '',
    surname: '',
    email: '',
    password: '',
    phone: '',
    birthDate: '',
    acceptTerms: false,
    acceptPrivacy: false,
    path: preselectedAssociationId ? 'volunteer' : '',
    activationCode: '',
    associationName: '',
    street: '',
    town: '',
    province: '',
    dateOfFoundation: '',
    description: '',
    topicIds: [],
    preferences: [],
    followAssociationIds: preselectedAssociationId ? [preselectedAssociationId] : [],
  };
}

export type StepId =
  | 'account'
  | 'personal'
  | 'path'
  | 'activationCode'
  | 'associationData'
  | 'topics'
  | 'eventTypes'
  | 'follow';

const COMMON_STEPS: readonly StepId[] = ['account', 'personal', 'path'];
const ADMIN_STEPS: readonly StepId[] = [
  ...COMMON_STEPS,
  'activationCode',
  'associationData',
  'topics',
  'eventTypes',
];
const VOLUNTEER_STEPS: readonly StepId[] = [...COMMON_STEPS, 'follow'];

/** Steps of the wizard for the chosen path (spec §2): admin 7 steps, volunteer 4. */
export function stepsFor(path: RegistrationPath): readonly StepId[] {
  if (path === 'admin') return ADMIN_STEPS;
  if (path === 'volunteer') return VOLUNTEER_STEPS;
  return COMMON_STEPS;
}

/** Fields each step owns (touched together when Next is pressed). */
export const STEP_FIELDS: Record<StepId, readonly (keyof RegistrationValues)[]> = {
  account: ['name', 'surname', 'email', 'password'],
  personal: ['phone', 'birthDate', 'acceptTerms', 'acceptPrivacy'],
  path: ['path'],
  activationCode: ['activationCode'],
  associationData: [
    'associationName',
    'street',
    'town',
    'province',
    'dateOfFoundation',
    'description',
  ],
  topics: ['topicIds'],
  eventTypes: ['preferences'],
  follow: ['followAssociationIds', 'preferences'],
};

type Errors = FormikErrors<RegistrationValues>;

function validateAssociationData(values: RegistrationValues): Errors {
  // The shared schema calls the association's name `name`; the wizard already has the user's.
  const errors = validateWithSchema(associationDataSchema, {
    name: values.associationName,
    street: values.street,
    town: values.town,
    province: values.province,
    dateOfFoundation: values.dateOfFoundation,
    description: values.description,
  });
  const { name, ...rest } = errors;
  return name ? { ...rest, associationName: name } : rest;
}

/** Validation of one step with the shared yup schemas; messages already in Italian. */
export function validateStep(step: StepId, values: RegistrationValues): Errors {
  switch (step) {
    case 'account':
      return validateWithSchema(registrationAccountSchema, values);
    case 'personal':
      return validateWithSchema(registrationPersonalSchema, values);
    case 'path':
      return values.path ? {} : { path: translateMessage('registration.path_required') };
    case 'activationCode':
      return validateWithSchema(activationCodeSchema, values);
    case 'associationData':
      return validateAssociationData(values);
    case 'topics':
      return validateWithSchema(associationTopicsSchema, values);
    case 'eventTypes':
    case 'follow':
      return validateWithSchema(eventTypePreferencesSchema, values);
  }
}

/** Form field that a server error on `field` belongs to ('association.name' → associationName). */
export function formFieldOf(serverField: string | undefined): keyof RegistrationValues | undefined {
  if (!serverField) return undefined;
  const association: Record<string, keyof RegistrationValues> = {
    'association.activationCode': 'activationCode',
    'association.name': 'associationName',
    'association.street': 'street',
    'association.town': 'town',
    'association.province': 'province',
    'association.dateOfFoundation': 'dateOfFoundation',
    'association.description': 'description',
    'association.topicIds': 'topicIds',
    activationCode: 'activationCode',
    topicIds: 'topicIds',
  };
  if (association[serverField]) return association[serverField];
  const plain = serverField.split(/[.[]/)[0];
  const all = Object.values(STEP_FIELDS).flat();
  return all.includes(plain as keyof RegistrationValues)
    ? (plain as keyof RegistrationValues)
    : undefined;
}

/** The step where a field is edited, for the chosen path. */
export function stepOfField(
  field: keyof RegistrationValues,
  path: RegistrationPath,
): StepId | undefined {
  return stepsFor(path).find((step) => STEP_FIELDS[step].includes(field));
}

/** The mutation input for the chosen path (volunteer follows, admin creates its association). */
export function toRegisterInput(values: RegistrationValues): RegisterInput {
  const base: RegisterInput = {
    name: values.name.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    password: values.password,
    phone: values.phone.trim(),
    birthDate: values.birthDate,
    acceptTerms: values.acceptTerms,
    acceptPrivacy: values.acceptPrivacy,
    preferences: values.preferences,
    language: 'it',
    followAssociationIds: [],
  };
  if (values.path === 'volunteer') {
    return { ...base, followAssociationIds: values.followAssociationIds };
  }
  return {
    ...base,
    association: {
      activationCode: values.activationCode.trim(),
      name: values.associationName.trim(),
      description: values.description.trim(),
      street: values.street.replace(/,/g, '').trim(),
      town: values.town.replace(/,/g, '').trim(),
      province: values.province.toUpperCase(),
      dateOfFoundation: values.dateOfFoundation,
      topicIds: values.topicIds,
    },
  };
}
