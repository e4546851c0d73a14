import { LegalDocument } from '../../features/legal/LegalDocument';

export function PrivacyPolicyPage() {
  return <LegalDocument document="privacy" />;
}
