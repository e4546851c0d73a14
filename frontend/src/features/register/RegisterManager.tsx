import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../app/theme';
import { useApiDownload } from '../../app/useApiDownload';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PlusIcon } from '../../components/icons';
import { PageHeading } from '../../components/PageTitle';
import type {
  RegisterCandidateFieldsFragment,
  RegisterSection,
  RegisterVerificationFieldsFragment,
  RegisterProposalFieldsFragment,
} from '../../gql/graphql';
import { CorrectEntryModal } from './CorrectEntryModal';
import type { CorrectionValues } from './correction';
import { EndEntryModal } from './EndEntryModal';
import { EnterVolunteerModal } from './EnterVolunteerModal';
import { InsuredSection } from './InsuredSection';
import { IntegrityBanner } from './IntegrityBanner';
import { RegisterLineCard } from './RegisterLineCard';
import { registerSections, type RegisterEntry, type RegisterLine } from './registerLines';

const Intro = styled.p`
  margin: 0 0 16px;
  color: ${theme.colors.textMuted};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-bottom: 8px;
`;

const Hint = styled.p`
  margin: 0 0 16px;
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Part = styled(Card)`
  margin-top: 16px;

  h2 {
    margin: 0 0 12px;
    font-size: 1.2rem;
  }
`;

const Lines = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const SECTIONS: readonly RegisterSection[] = ['REGULAR', 'OCCASIONAL'];

const ProposalItem = styled.li`
  display: grid;
  gap: 8px;
  padding: 12px 16px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.small};
  overflow-wrap: anywhere;

  ${theme.media.sm} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
`;

/** The correction form's values a proposal fills in (only the fields that differ). */
function proposalPrefill(p: RegisterProposalFieldsFragment): Partial<CorrectionValues> {
  const prefill: Partial<CorrectionValues> = {};
  for (const field of p.fields) {
    const key = PROPOSAL_FIELD[field];
    prefill[key] = p[key] ?? '';
  }
  return prefill;
}

const PROPOSAL_FIELD = {
  FISCAL_CODE: 'fiscalCode',
  BIRTH_PLACE: 'birthPlace',
  RESIDENCE: 'residence',
  DOMICILE: 'domicile',
} as const;

/**
 * "Rettifiche da registrare" (issue 31, the register follows the person): volunteers who changed
 * in their profile data their entry holds. Nothing changes in the register until an
 * administrator opens the correction, filled in, and records it.
 */
function ProposalsPart({
  proposals,
  entries,
  onCorrect,
}: {
  proposals: readonly RegisterProposalFieldsFragment[];
  entries: readonly RegisterEntry[];
  onCorrect: (entry: RegisterEntry, prefill: Partial<CorrectionValues>) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const byId = new Map(entries.map((e) => [e.id, e]));
  return (
    <Part aria-labelledby={titleId}>
      <h2 id={titleId}>{t('register.proposals_title')}</h2>
      <Muted>{t('register.proposals_text')}</Muted>
      <Lines style={{ marginTop: 12 }}>
        {proposals.map((p) => {
          const entry = byId.get(p.entryId);
          const name = `${p.name} ${p.surname}`;
          return (
            <ProposalItem key={p.entryId}>
              <span>
                {t('register.proposal_changed', {
                  name,
                  fields: p.fields.map((f) => t(`register.proposal_field_${f}`)).join(', '),
                })}
              </span>
              {entry && (
                <Button
                  variant="secondary"
                  aria-label={t('register.proposal_record_for', { name })}
                  onClick={() => onCorrect(entry, proposalPrefill(p))}
                >
                  {t('register.proposal_record')}
                </Button>
              )}
            </ProposalItem>
          );
        })}
      </Lines>
    </Part>
  );
}

function SectionPart({
  section,
  lines,
  entries,
  onEnd,
  onCorrect,
}: {
  section: RegisterSection;
  lines: RegisterLine[];
  entries: readonly RegisterEntry[];
  onEnd: (entry: RegisterEntry) => void;
  onCorrect: (entry: RegisterEntry) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Part aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`register.section_${section}`)}</h2>
      {lines.length === 0 ? (
        <Muted>{t('register.section_empty')}</Muted>
      ) : (
        <Lines>
          {lines.map((line) => (
            <RegisterLineCard
              key={line.current.id}
              line={line}
              entries={entries}
              onEnd={onEnd}
              onCorrect={onCorrect}
            />
          ))}
        </Lines>
      )}
    </Part>
  );
}

/**
 * /dashboard/{id}/register, "Registro volontari" (issue 23): the integrity check, the files (PDF,
 * CSV), "Iscrivi volontario", the two sections of the law with each person's line, and the
 * insured list of a day. What it opens with comes in the screen's one request
 * (pages/Dashboard/register.graphql, read by RegisterPage); every write asks it again
 * (useRegisterMutations.ts).
 */
export interface RegisterManagerProps {
  associationId: number;
  /** The association's name (the heading) */
  name: string | undefined;
  /** The association has not given its codice fiscale: the printed register says "non indicato" */
  fiscalCodeMissing: boolean;
  entries: readonly RegisterEntry[];
  verification: RegisterVerificationFieldsFragment;
  candidates: readonly RegisterCandidateFieldsFragment[];
  /** corrections filled in from changed profiles (issue 31) */
  proposals?: readonly RegisterProposalFieldsFragment[];
}

export function RegisterManager({
  associationId,
  name,
  fiscalCodeMissing,
  entries,
  verification,
  candidates,
  proposals = [],
}: RegisterManagerProps) {
  const { t } = useTranslation();
  const { download, running } = useApiDownload();
  const [entering, setEntering] = useState(false);
  const [ending, setEnding] = useState<RegisterEntry | null>(null);
  const [correcting, setCorrecting] = useState<RegisterEntry | null>(null);
  const [prefill, setPrefill] = useState<Partial<CorrectionValues> | undefined>(undefined);
  const correct = (entry: RegisterEntry, values?: Partial<CorrectionValues>) => {
    setPrefill(values);
    setCorrecting(entry);
  };

  const sections = registerSections(entries);
  const base = `/api/association/${associationId}/register`;
  const file = (format: 'pdf' | 'csv') => `${base}?format=${format}`;

  return (
    <>
      <PageHeading>{name ? t('register.heading', { name }) : t('titles.register')}</PageHeading>
      <Intro>{t('register.intro')}</Intro>
      <IntegrityBanner check={verification} />
      <Toolbar>
        <Button onClick={() => setEntering(true)}>
          <PlusIcon size={20} />
          {t('register.enter')}
        </Button>
        <Button
          variant="secondary"
          disabled={running === file('pdf')}
          aria-busy={running === file('pdf')}
          onClick={() => void download(file('pdf'), `registro-volontari-${associationId}.pdf`)}
        >
          {t('register.download_pdf')}
        </Button>
        <Button
          variant="secondary"
          disabled={running === file('csv')}
          aria-busy={running === file('csv')}
          onClick={() => void download(file('csv'), `registro-volontari-${associationId}.csv`)}
        >
          {t('register.download_csv')}
        </Button>
      </Toolbar>
      <Hint>{t('register.downloads_hint')}</Hint>
      {fiscalCodeMissing && (
        <Hint>
          {t('register.fiscal_code_missing')}{' '}
          <Link to={`/dashboard/${associationId}/edit-association`}>
            {t('register.fiscal_code_missing_link')}
          </Link>
        </Hint>
      )}
      {proposals.length > 0 && (
        <ProposalsPart proposals={proposals} entries={entries} onCorrect={correct} />
      )}
      {entries.length === 0 ? (
        <Card>
          <EmptyState title={t('register.empty_title')} description={t('register.empty_text')} />
        </Card>
      ) : (
        SECTIONS.map((section) => (
          <SectionPart
            key={section}
            section={section}
            lines={sections[section]}
            entries={entries}
            onEnd={setEnding}
            onCorrect={(entry) => correct(entry)}
          />
        ))
      )}
      <InsuredSection associationId={associationId} />
      <EnterVolunteerModal
        open={entering}
        onClose={() => setEntering(false)}
        associationId={associationId}
        candidates={candidates}
      />
      <EndEntryModal entry={ending} associationId={associationId} onClose={() => setEnding(null)} />
      <CorrectEntryModal
        entry={correcting}
        prefill={prefill}
        associationId={associationId}
        onClose={() => setCorrecting(null)}
      />
    </>
  );
}
