import { createFileRoute } from '@tanstack/react-router';
import { ImpressumPage } from '../features/legal/components/ImpressumPage';

export const Route = createFileRoute('/impressum')({
  component: ImpressumPage,
});
