import { LegalDocument } from '../../features/legal/LegalDocument';

export function TermOfUsePage() {
  return <LegalDocument document="terms" />;
}
