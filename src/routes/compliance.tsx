import { createFileRoute } from '@tanstack/react-router';
import { complianceDocument } from '../features/legal/content/compliance';
import { complianceDocumentDe } from '../features/legal/content/compliance-de';
import { LegalPage } from '../features/legal/components/LegalPage';

export const Route = createFileRoute('/compliance')({
  component: ComplianceRoute,
});

function ComplianceRoute() {
  return (
    <LegalPage kind="compliance" documents={{ en: complianceDocument, de: complianceDocumentDe }} />
  );
}
