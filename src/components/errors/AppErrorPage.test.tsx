import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { AppErrorPage } from './AppErrorPage';
import { NotFoundPage } from './NotFoundPage';

describe('error pages', () => {
  it('the router error boundary names the error', async () => {
    await renderWithRouter(<AppErrorPage error={new Error('Database offline')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Unexpected Application Error!',
    );
    expect(screen.getByTestId('error-detail').textContent).toBe('Database offline');
    expect(document.title).toBe('Unexpected Application Error! · DealBridge');
  });

  it('shows the status text of a response-like error', async () => {
    await renderWithRouter(
      <AppErrorPage
        error={Object.assign(new Error(''), { status: 404, statusText: 'Not Found' })}
      />,
    );
    expect(screen.getByTestId('error-detail').textContent).toBe('404 Not Found');
  });

  it('404 page has Return Home', async () => {
    await renderWithRouter(<NotFoundPage />, { language: 'de' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Seite nicht gefunden');
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
  });
});
