import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatIsoDate } from '../../app/dates';
import { formatDateTime } from '../../app/formatDates';
import { theme } from '../../app/theme';
import { Button } from '../../components/Button';
import { StatusChip } from '../../components/StatusChip';
import {
  fullName,
  hashPrefix,
  sequenceOf,
  type RegisterEntry,
  type RegisterLine,
} from './registerLines';

const Item = styled.li`
  padding: 16px;
  border-radius: ${theme.radius.medium};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};

  h3 {
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-bottom: 8px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 4px 16px;
  margin: 0;

  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  div {
    min-width: 0;
  }
  dt {
    display: inline;
    color: ${theme.colors.textMuted};
  }
  dt::after {
    content: ': ';
  }
  dd {
    display: inline;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Recorded = styled.p`
  margin: 8px 0 0;
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
  overflow-wrap: anywhere;

  code {
    color: ${theme.colors.text};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  margin-top: 12px;
`;

const Earlier = styled.details`
  margin-top: 12px;

  summary {
    cursor: pointer;
    color: ${theme.colors.primary};
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  ol {
    display: grid;
    gap: 8px;
    margin: 8px 0 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 12px;
    border-radius: ${theme.radius.small};
    background: ${theme.colors.background};
  }
`;

/** The data an entry holds: the person, the section's dates. */
function EntryFacts({ entry }: { entry: RegisterEntry }) {
  const { t } = useTranslation();
  return (
    <Facts>
      <div>
        <dt>{t('register.fiscal_code')}</dt>
        <dd>{entry.fiscalCode}</dd>
      </div>
      <div>
        <dt>{t('register.birth')}</dt>
        <dd>
          {t('register.birth_value', {
            place: entry.birthPlace,
            date: formatIsoDate(entry.birthDate),
          })}
        </dd>
      </div>
      <div>
        <dt>{t('register.residence')}</dt>
        <dd>{entry.residence}</dd>
      </div>
      {entry.domicile && (
        <div>
          <dt>{t('register.domicile')}</dt>
          <dd>{entry.domicile}</dd>
        </div>
      )}
      <div>
        <dt>{t('register.start')}</dt>
        <dd>{formatIsoDate(entry.startDate)}</dd>
      </div>
      <div>
        <dt>{t('register.end_date_label')}</dt>
        <dd>{entry.endDate ? formatIsoDate(entry.endDate) : t('register.no_end')}</dd>
      </div>
      <div>
        <dt>{t('register.source')}</dt>
        <dd>{t(`register.source_${entry.source}`)}</dd>
      </div>
    </Facts>
  );
}

/** Number, kind, when and by whom, the hash's first characters (the full one on hover). */
function EntryRecord({
  entry,
  entries,
}: {
  entry: RegisterEntry;
  entries: readonly RegisterEntry[];
}) {
  const { t } = useTranslation();
  const values = {
    sequence: entry.sequence,
    kind: t(`register.kind_${entry.kind}`),
    date: formatDateTime(entry.recordedAt),
    by: entry.recordedByName ?? '',
  };
  const replaced = sequenceOf(entries, entry.corrects);
  return (
    <Recorded>
      {t(entry.recordedByName ? 'register.recorded' : 'register.recorded_anonymous', values)}
      {replaced !== null && (
        <>
          {' · '}
          {t(entry.kind === 'END' ? 'register.end_of' : 'register.correction_of', {
            sequence: replaced,
          })}
        </>
      )}
      {' · '}
      {t('register.hash')}: <code title={entry.hash}>{hashPrefix(entry.hash)}</code>
    </Recorded>
  );
}

export interface RegisterLineCardProps {
  line: RegisterLine;
  /** The whole register: the numbers of the entries an entry names */
  entries: readonly RegisterEntry[];
  onEnd: (entry: RegisterEntry) => void;
  onCorrect: (entry: RegisterEntry) => void;
}

/**
 * One person's line of the register: the current entry in full, its corrections marked, and the
 * entries it replaced, still readable, under "N voci precedenti". "Correggi" writes a correction
 * of the current entry, "Cancella dal registro" its end (only while the line is open).
 */
export function RegisterLineCard({ line, entries, onEnd, onCorrect }: RegisterLineCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const { current, earlier } = line;
  const name = fullName(current);
  return (
    <Item aria-labelledby={nameId}>
      <Head>
        <h3 id={nameId}>{name}</h3>
        {current.endDate === null ? (
          <StatusChip $tone="accepted">{t('register.state_current')}</StatusChip>
        ) : (
          <StatusChip $tone="muted">
            {t('register.state_ended', { date: formatIsoDate(current.endDate) })}
          </StatusChip>
        )}
        {current.kind === 'CORRECTION' && (
          <StatusChip $tone="waiting">{t('register.kind_CORRECTION')}</StatusChip>
        )}
      </Head>
      <EntryFacts entry={current} />
      <EntryRecord entry={current} entries={entries} />
      <Actions>
        <Button
          variant="secondary"
          aria-label={t('register.correct_named', { name })}
          onClick={() => onCorrect(current)}
        >
          {t('register.correct')}
        </Button>
        {current.endDate === null && (
          <Button
            variant="text"
            aria-label={t('register.end_named', { name })}
            onClick={() => onEnd(current)}
          >
            {t('register.end')}
          </Button>
        )}
      </Actions>
      {earlier.length > 0 && (
        <Earlier>
          <summary>{t('register.earlier', { count: earlier.length })}</summary>
          <ol>
            {earlier.map((entry) => {
              const by = sequenceOf(entries, entry.supersededBy);
              return (
                <li key={entry.id}>
                  {by !== null && (
                    <StatusChip $tone="muted">
                      {t('register.superseded_by', { sequence: by })}
                    </StatusChip>
                  )}
                  <p>
                    <strong>{fullName(entry)}</strong> · {t(`register.section_${entry.section}`)}
                  </p>
                  <EntryFacts entry={entry} />
                  <EntryRecord entry={entry} entries={entries} />
                </li>
              );
            })}
          </ol>
        </Earlier>
      )}
    </Item>
  );
}
