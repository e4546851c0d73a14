import { useMutation, useQuery } from '@apollo/client/react';
import { LIMITS, notificationSchema } from '@insieme/schema';
import { useFormik, type FormikProps } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { showToast } from '../../app/clientState';
import { serverFormError } from '../../app/serverErrors';
import { validateWithSchema } from '../../app/validation';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ErrorText } from '../../components/Field.styles';
import { Fieldset } from '../../components/Fieldset';
import { bindField } from '../../components/form/bindField';
import { FormActions, PageHeading } from '../../components/PageTitle';
import { SearchField } from '../../components/SearchField';
import { Select } from '../../components/Select';
import { Loading } from '../../components/Spinner';
import { Switch } from '../../components/Switch';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import {
  AssociationCountersDocument,
  NotificationEventChoicesDocument,
  SendNotificationDocument,
  VolunteersDocument,
  type VolunteerSummaryFragment,
} from '../../gql/graphql';
import { theme } from '../../app/theme';

export interface SendNotificationValues {
  title: string;
  body: string;
  /** User ids of the chosen volunteers */
  recipients: number[];
  forEvent: boolean;
  /** Id of the chosen event ('' for none) */
  eventId: string;
}

const EMPTY: SendNotificationValues = {
  title: '',
  body: '',
  recipients: [],
  forEvent: false,
  eventId: '',
};

const FIELDS = ['title', 'body', 'recipients', 'eventId'] as const;

const People = styled.ul`
  display: grid;
  gap: 4px;
  max-height: 320px;
  margin: 0 0 8px;
  padding: 4px;
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.small};
`;

const Person = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 4px 8px;
  border-radius: ${theme.radius.small};
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    flex-shrink: 0;
    accent-color: ${theme.colors.primary};
  }
  span {
    overflow-wrap: anywhere;
  }
  &:hover {
    background: ${theme.colors.background};
  }
`;

const SelectionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;
  color: ${theme.colors.textMuted};
`;

function personName(volunteer: VolunteerSummaryFragment): string {
  return `${volunteer.name} ${volunteer.surname}`;
}

function matches(volunteer: VolunteerSummaryFragment, search: string): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return [personName(volunteer), volunteer.email].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

function shownError(
  formik: FormikProps<SendNotificationValues>,
  name: keyof SendNotificationValues,
): string | undefined {
  const error = formik.errors[name];
  if (typeof error !== 'string') return undefined;
  return formik.touched[name] || formik.submitCount > 0 ? error : undefined;
}

/** The accepted volunteers, searchable, with "select all" (of those shown). */
function RecipientsPicker({
  volunteers,
  formik,
}: {
  volunteers: readonly VolunteerSummaryFragment[];
  formik: FormikProps<SendNotificationValues>;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const [search, setSearch] = useState('');
  const shown = volunteers.filter((volunteer) => matches(volunteer, search.trim()));
  const selected = new Set(formik.values.recipients);
  const allShownSelected = shown.length > 0 && shown.every((v) => selected.has(v.userId));
  const error = shownError(formik, 'recipients');

  const setRecipients = (next: Set<number>) => {
    void formik.setFieldValue('recipients', [...next]);
    void formik.setFieldTouched('recipients', true, false);
  };
  const toggle = (userId: number) => {
    const next = new Set(selected);
    if (next.has(userId)) next.delete(userId);
    else next.add(userId);
    setRecipients(next);
  };
  const toggleAll = () => {
    const next = new Set(selected);
    for (const volunteer of shown) {
      if (allShownSelected) next.delete(volunteer.userId);
      else next.add(volunteer.userId);
    }
    setRecipients(next);
  };

  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <legend>{t('send_notification.recipients')}</legend>
      {volunteers.length === 0 ? (
        <p>{t('send_notification.no_volunteers')}</p>
      ) : (
        <>
          <SearchField
            label={t('send_notification.search_volunteers')}
            value={search}
            onChange={setSearch}
          />
          <SelectionBar>
            <Person>
              <input
                type="checkbox"
                checked={allShownSelected}
                disabled={shown.length === 0}
                onChange={toggleAll}
              />
              <span>{t('send_notification.select_all')}</span>
            </Person>
            <span aria-live="polite">
              {t('send_notification.selected', { count: selected.size })}
            </span>
          </SelectionBar>
          {shown.length === 0 ? (
            <p>{t('send_notification.no_match', { search: search.trim() })}</p>
          ) : (
            <People>
              {shown.map((volunteer) => (
                <li key={volunteer.id}>
                  <Person>
                    <input
                      type="checkbox"
                      checked={selected.has(volunteer.userId)}
                      onChange={() => toggle(volunteer.userId)}
                    />
                    <Avatar src={volunteer.imageUrl} alt="" size={32} />
                    <span>{personName(volunteer)}</span>
                  </Person>
                </li>
              ))}
            </People>
          )}
        </>
      )}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Fieldset>
  );
}

function EventChoice({
  associationId,
  formik,
}: {
  associationId: number;
  formik: FormikProps<SendNotificationValues>;
}) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(NotificationEventChoicesDocument, {
    variables: { associationId },
    fetchPolicy: 'cache-and-network',
  });
  const events = data?.associationEvents.edges.map((edge) => edge.node) ?? [];
  return (
    <Select
      label={t('send_notification.event')}
      placeholder={loading && !data ? t('common.loading') : t('send_notification.choose_event')}
      options={events.map((event) => ({ value: String(event.id), label: event.name }))}
      hint={!loading && events.length === 0 ? t('send_notification.no_events') : undefined}
      {...bindField(formik, 'eventId')}
      error={shownError(formik, 'eventId')}
    />
  );
}

/**
 * /dashboard/{id}/send-notification ("Invia notifica"): title, text, recipients among the
 * association's accepted volunteers and, optionally, the event it is about (shared
 * `notificationSchema`). After sending, a toast and an empty form.
 */
export function SendNotificationForm({ associationId }: { associationId: number }) {
  const { t } = useTranslation();
  const { data: countersData } = useQuery(AssociationCountersDocument, {
    variables: { id: associationId },
    fetchPolicy: 'cache-first',
  });
  // the screen's query brought them (pages/Dashboard/sendNotification.graphql)
  const volunteers = useQuery(VolunteersDocument, {
    variables: { associationId, status: 'ACCEPTED' },
    fetchPolicy: 'cache-first',
  });
  const [send] = useMutation(SendNotificationDocument, {
    refetchQueries: ['SentNotifications'],
  });

  const formik = useFormik<SendNotificationValues>({
    initialValues: EMPTY,
    validate: (values) =>
      validateWithSchema(notificationSchema, {
        ...values,
        eventId: values.forEvent && values.eventId ? Number(values.eventId) : null,
      }),
    onSubmit: async (values, helpers) => {
      try {
        const { data } = await send({
          variables: {
            input: {
              associationId,
              recipientIds: values.recipients,
              title: values.title.trim(),
              body: values.body.trim(),
              eventId: values.forEvent && values.eventId ? Number(values.eventId) : null,
            },
          },
        });
        const count = data?.sendNotification.recipientCount ?? values.recipients.length;
        showToast(t('send_notification.sent', { count }), 'success');
        helpers.resetForm();
      } catch (error) {
        const formError = serverFormError(error);
        if (!formError) return;
        const field = FIELDS.find((name) => name === formError.field);
        if (field) {
          // no validation asked for, so the promise only says the touch is stored
          void helpers.setFieldTouched(field, true, false);
          helpers.setFieldError(field, formError.text);
        } else {
          showToast(formError.text, 'error');
        }
      }
    },
  });

  const name = countersData?.associationDashboard.association.name;
  const list = volunteers.data?.volunteers;

  return (
    <>
      <PageHeading>
        {name ? t('send_notification.heading', { name }) : t('titles.send_notification')}
      </PageHeading>
      <Card>
        <form onSubmit={formik.handleSubmit} noValidate>
          <TextField
            label={t('send_notification.title')}
            maxLength={LIMITS.notificationTitleMax}
            hint={t('fields.characters_left', {
              left: LIMITS.notificationTitleMax - formik.values.title.length,
            })}
            {...bindField(formik, 'title')}
            error={shownError(formik, 'title')}
          />
          <TextArea
            label={t('send_notification.body')}
            maxLength={LIMITS.notificationBodyMax}
            hint={t('fields.characters_left', {
              left: LIMITS.notificationBodyMax - formik.values.body.length,
            })}
            {...bindField(formik, 'body')}
            error={shownError(formik, 'body')}
          />
          {list ? (
            <RecipientsPicker volunteers={list} formik={formik} />
          ) : volunteers.loading && !volunteers.error ? (
            <Loading />
          ) : (
            <ErrorText>{t('send_notification.volunteers_error')}</ErrorText>
          )}
          <Switch
            label={t('send_notification.for_event')}
            checked={formik.values.forEvent}
            onChange={(next) => {
              void formik.setValues({ ...formik.values, forEvent: next, eventId: '' });
            }}
          />
          {formik.values.forEvent && <EventChoice associationId={associationId} formik={formik} />}
          <FormActions>
            <span />
            <Button
              type="submit"
              disabled={formik.isSubmitting}
              aria-busy={formik.isSubmitting || undefined}
            >
              {t('send_notification.submit')}
            </Button>
          </FormActions>
        </form>
      </Card>
    </>
  );
}
