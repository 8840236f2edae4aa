import { createFileRoute } from '@tanstack/react-router';
import { privacyDocument } from '../features/legal/content/privacy';
import { privacyDocumentDe } from '../features/legal/content/privacy-de';
import { LegalPage } from '../features/legal/components/LegalPage';

export const Route = createFileRoute('/privacy')({
  component: PrivacyRoute,
});

function PrivacyRoute() {
  return <LegalPage kind="privacy" documents={{ en: privacyDocument, de: privacyDocumentDe }} />;
}
