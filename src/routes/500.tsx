import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorPage } from '../components/errors/ServerErrorPage';

export const Route = createFileRoute('/500')({
  component: ServerErrorPage,
});
