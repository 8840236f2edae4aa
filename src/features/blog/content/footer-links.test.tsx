// The footer's links, rendered by the Footer component with the blog's topics: every topic link
// points at an existing article, with its label, and the legal links at their pages. One link is
// followed in a browser: e2e/public-site/navigation.spec.ts.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { articles } from './articles';
import { footerTopicGroups } from './footer-topics';
import deTopics from '../../../locales/de/topics.json';
import enTopics from '../../../locales/en/topics.json';
import { renderWithRouter } from '../../../test/render';
import { Footer } from '../../../components/layout/Footer';

const articleIds = new Set(articles.map((article) => article.id));

describe('Footer', () => {
  for (const [language, labels] of [
    ['en', enTopics],
    ['de', deTopics],
  ] as const) {
    it(`links 12 groups of 5 topics to existing articles, with their labels (${language})`, async () => {
      await renderWithRouter(<Footer topicGroups={footerTopicGroups} />, { language });
      const topics = screen.getByTestId('footer-topics');
      const groups = within(topics).getAllByRole('navigation');
      expect(groups).toHaveLength(12);
      expect(within(topics).getAllByRole('link')).toHaveLength(60);
      footerTopicGroups.forEach((group, index) => {
        const nav = groups[index]!;
        // Named by its heading.
        const heading = document.getElementById(nav.getAttribute('aria-labelledby') ?? '');
        expect(heading?.textContent).toBe(labels.groups[group.id as keyof typeof labels.groups]);
        const links = within(nav).getAllByRole('link');
        expect(links).toHaveLength(group.topics.length);
        group.topics.forEach((topic, position) => {
          const link = links[position]!;
          expect(articleIds.has(topic.articleId), `${topic.slug} -> ${topic.articleId}`).toBe(true);
          expect(link.getAttribute('href')).toBe(`/blog/${topic.articleId}`);
          expect(link.textContent).toBe(labels.topics[topic.slug as keyof typeof labels.topics]);
        });
      });
    });
  }

  it('has the contact mail link, the copyright and the legal links', async () => {
    await renderWithRouter(<Footer topicGroups={footerTopicGroups} />);
    const footer = screen.getByRole('contentinfo');
    expect(screen.getByTestId('footer-contact').getAttribute('href')).toMatch(/^mailto:.+@.+/);
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} DealBridge`);
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    const links = within(legal)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Privacy policy', '/privacy'],
      ['Terms of use', '/terms'],
      ['Compliance', '/compliance'],
      ['Security & confidentiality', '/security'],
      ['Legal notice', '/impressum'],
    ]);
  });
});
