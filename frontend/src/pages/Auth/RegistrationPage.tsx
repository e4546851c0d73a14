import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Card, NarrowColumn } from '../../components/Card';
import { PageHeading } from '../../components/PageTitle';
import { RegistrationWizard } from '../../features/registration/RegistrationWizard';

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

export function RegistrationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <NarrowColumn>
      <Card>
        <PageHeading>{t('registration.title')}</PageHeading>
        <RegistrationWizard preselectedAssociationId={positiveInt(params.get('id_association'))} />
      </Card>
    </NarrowColumn>
  );
}
