import { createFileRoute } from '@tanstack/react-router';
import { complianceDocument } from '../features/legal/content/compliance';
import { LegalPage } from '../features/legal/components/LegalPage';

export const Route = createFileRoute('/compliance')({
  component: ComplianceRoute,
});

function ComplianceRoute() {
  return <LegalPage kind="compliance" document={complianceDocument} />;
}
