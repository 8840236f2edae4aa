import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '../features/legal/components/SecurityPage';

export const Route = createFileRoute('/security')({
  component: SecurityPage,
});
