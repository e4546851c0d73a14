import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { switchInputStyles } from '../../components/switchInput';
import { showToast } from '../../app/clientState';
import { serverFormError } from '../../app/serverErrors';
import { Card } from '../../components/Card';
import type { MailPreferencesFieldsFragment } from '../../gql/graphql';
import {
  useUpdateMailPreferencesMutation,
  type MailChoice,
} from './useUpdateMailPreferencesMutation';
import { theme } from '../../app/theme';

const Hint = styled.p`
  margin: 4px 0 8px;
  color: ${theme.colors.textMuted};
`;

const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li + li {
    border-top: 1px solid ${theme.colors.border};
  }
`;

const Choice = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 52px;
  padding: 10px 0;

  label {
    font-weight: 500;
    cursor: pointer;
  }
  small {
    display: block;
    color: ${theme.colors.textMuted};
  }
  input {
    ${switchInputStyles}
  }
`;

const CHOICES: { choice: MailChoice; label: string; text: string; adminOnly?: boolean }[] = [
  { choice: 'notices', label: 'mail_preferences.notices', text: 'mail_preferences.notices_text' },
  {
    choice: 'reminders',
    label: 'mail_preferences.reminders',
    text: 'mail_preferences.reminders_text',
  },
  {
    choice: 'waitlist',
    label: 'mail_preferences.waitlist',
    text: 'mail_preferences.waitlist_text',
  },
  {
    choice: 'adminNotices',
    label: 'mail_preferences.admin_notices',
    text: 'mail_preferences.admin_notices_text',
    adminOnly: true,
  },
];

/**
 * Which automatic messages also come by e-mail (issue 10): each switch saves at once. While a
 * choice is being saved every switch waits, so two answers cannot cross; a failed save puts the
 * switch back and says why. The administrators' choice shows only to administrators.
 */
export function MailPreferencesCard({
  me,
}: {
  /** My choices, from the screen's request (`...MailPreferencesFields`); the saves update it */
  me: MailPreferencesFieldsFragment | null | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [updateMailPreference, { loading: saving }] = useUpdateMailPreferencesMutation();
  const [savingChoice, setSavingChoice] = useState<MailChoice | null>(null);
  const preferences = me?.mailPreferences;
  if (!me || !preferences) return null;

  const change = async (choice: MailChoice, value: boolean) => {
    setSavingChoice(choice);
    try {
      await updateMailPreference(me, choice, value);
    } catch (error) {
      // permission, session and network failures are told by the error link
      const formError = serverFormError(error);
      if (formError) showToast(formError.text, 'error');
    } finally {
      setSavingChoice(null);
    }
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('mail_preferences.title')}</h2>
      <Hint>{t('mail_preferences.hint')}</Hint>
      <Choices>
        {CHOICES.filter((c) => !c.adminOnly || me.isAdmin).map(({ choice, label, text }) => (
          <Choice key={choice}>
            <span>
              <label htmlFor={`${id}-${choice}`}>{t(label)}</label>
              <small id={`${id}-${choice}-text`}>{t(text)}</small>
            </span>
            <input
              id={`${id}-${choice}`}
              type="checkbox"
              role="switch"
              checked={preferences[choice]}
              disabled={saving}
              aria-busy={saving && savingChoice === choice ? true : undefined}
              aria-describedby={`${id}-${choice}-text`}
              onChange={(event) => void change(choice, event.target.checked)}
            />
          </Choice>
        ))}
      </Choices>
    </Card>
  );
}
