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

  it('says in words that the server cannot be reached, never the raw fetch error', async () => {
    await renderWithRouter(<AppErrorPage error={new TypeError('Failed to fetch')} />, {
      language: 'de',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Der Server ist nicht erreichbar',
    );
    expect(screen.getByTestId('error-words').textContent).toMatch(/Verbindung/);
    expect(screen.queryByTestId('error-detail')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Failed to fetch/);
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it('words a raw database error', async () => {
    await renderWithRouter(
      <AppErrorPage
        error={{ code: '22P02', message: 'invalid input syntax for type uuid: "nope"' }}
      />,
    );
    expect(screen.getByTestId('error-words').textContent).toBe(
      'This was not found. It may have been removed, or the link is incomplete.',
    );
    expect(document.body.textContent).not.toMatch(/invalid input syntax/);
  });

  it('404 page has Return Home', async () => {
    await renderWithRouter(<NotFoundPage />, { language: 'de' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Seite nicht gefunden');
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
  });
});
