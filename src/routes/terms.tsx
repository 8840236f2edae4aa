import { createFileRoute } from '@tanstack/react-router';
import { termsDocument } from '../features/legal/content/terms';
import { termsDocumentDe } from '../features/legal/content/terms-de';
import { LegalPage } from '../features/legal/components/LegalPage';

export const Route = createFileRoute('/terms')({
  component: TermsRoute,
});

function TermsRoute() {
  return <LegalPage kind="terms" documents={{ en: termsDocument, de: termsDocumentDe }} />;
}
