import { describe, expect, it } from 'vitest';
import deTopics from '../../../locales/de/topics.json';
import enTopics from '../../../locales/en/topics.json';
import { articles, blogCategories } from './articles';
import { germanArticles } from './articles-de';
import {
  countContentWords,
  parseBody,
  readingMinutesFor,
  WORDS_PER_MINUTE,
} from './articles/define';
import { articleIdForTopic, footerTopicGroups } from './footer-topics';

/** Hero images in public/blog, inlined by Vite as data URLs so their content can be checked without Node APIs. */
const heroImages = import.meta.glob<string>('../../../../public/blog/*.webp', {
  eager: true,
  query: '?inline',
  import: 'default',
});
const heroImageFor = (publicPath: string) => heroImages[`../../../../public${publicPath}`];
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Sorted keys of one section of a topics.json file. */
const keysOf = (section: Record<string, string>) => Object.keys(section).sort();

describe('blog categories', () => {
  it('has 11 unique kebab-case categories including deal-types and industry-focus', () => {
    expect(blogCategories).toHaveLength(11);
    expect(new Set(blogCategories).size).toBe(11);
    for (const category of blogCategories) expect(category).toMatch(slugPattern);
    expect(blogCategories).toContain('deal-types');
    expect(blogCategories).toContain('industry-focus');
  });

  it('uses every category for at least 3 articles, and no other category', () => {
    for (const category of blogCategories) {
      expect(
        articles.filter((article) => article.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(3);
    }
    for (const article of articles) expect(blogCategories).toContain(article.category);
  });
});

describe('blog articles', () => {
  it('has exactly 50 articles with unique kebab-case ids', () => {
    expect(articles).toHaveLength(50);
    const ids = articles.map((article) => article.id);
    expect(new Set(ids).size).toBe(50);
    for (const id of ids) expect(id).toMatch(slugPattern);
  });

  it('has unique titles', () => {
    expect(new Set(articles.map((article) => article.title)).size).toBe(50);
  });

  it('points every article at an existing 1200x630 WebP hero image in public/', () => {
    for (const article of articles) {
      expect(article.image).toBe(`/blog/${article.id}.webp`);
      const dataUrl = heroImageFor(article.image);
      expect(dataUrl, `public${article.image}`).toBeDefined();
      expect(dataUrl).toMatch(/^data:image\/webp;base64,/);
      const bytes = atob(dataUrl!.slice(dataUrl!.indexOf(',') + 1));
      // RIFF....WEBP container header; VP8 chunk with the frame size at offsets 26-29.
      expect(bytes.slice(0, 4)).toBe('RIFF');
      expect(bytes.slice(8, 12)).toBe('WEBP');
      expect(bytes.length, `${article.id}.webp size`).toBeLessThan(40 * 1024);
      if (bytes.slice(12, 16) === 'VP8 ') {
        const width = (bytes.charCodeAt(26) | (bytes.charCodeAt(27) << 8)) & 0x3fff;
        const height = (bytes.charCodeAt(28) | (bytes.charCodeAt(29) << 8)) & 0x3fff;
        expect([width, height], article.id).toEqual([1200, 630]);
      }
      expect(article.imageAlt.trim().length).toBeGreaterThan(0);
    }
  });

  it('has no hero images without an article', () => {
    const imagePaths = new Set(articles.map((article) => `../../../../public${article.image}`));
    expect(Object.keys(heroImages).filter((path) => !imagePaths.has(path))).toEqual([]);
  });

  it('has substantial bodies: at least 6 blocks, headings and paragraphs, 400 to 850 words', () => {
    for (const article of articles) {
      expect(article.content.length, article.id).toBeGreaterThanOrEqual(6);
      expect(
        article.content.some((block) => block.type === 'heading'),
        article.id,
      ).toBe(true);
      expect(
        article.content.some((block) => block.type === 'paragraph'),
        article.id,
      ).toBe(true);
      for (const block of article.content)
        expect(block.text.trim().length, article.id).toBeGreaterThan(0);
      const words = countContentWords(article.content);
      expect(words, article.id).toBeGreaterThanOrEqual(400);
      expect(words, article.id).toBeLessThanOrEqual(850);
    }
  });

  it('has a one- or two-sentence excerpt', () => {
    for (const article of articles) {
      const sentences = article.excerpt.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, article.id).toBeGreaterThanOrEqual(1);
      expect(sentences.length, article.id).toBeLessThanOrEqual(2);
    }
  });

  it('has publication dates between 2024-01-01 and 2026-11-20, spread over all three years', () => {
    for (const article of articles) {
      expect(article.publishedAt, article.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(article.publishedAt)), article.id).toBe(false);
      expect(
        article.publishedAt >= '2024-01-01' && article.publishedAt <= '2026-11-20',
        article.id,
      ).toBe(true);
    }
    const years = new Set(articles.map((article) => article.publishedAt.slice(0, 4)));
    expect([...years].sort()).toEqual(['2024', '2025', '2026']);
  });

  it('derives the reading time from the word count', () => {
    for (const article of articles) {
      expect(article.readingMinutes, article.id).toBe(
        readingMinutesFor(article.title, article.excerpt, article.content),
      );
      const words = countContentWords(article.content);
      expect(
        Math.abs(article.readingMinutes - words / WORDS_PER_MINUTE),
        article.id,
      ).toBeLessThanOrEqual(1);
    }
  });

  it('is sorted newest first', () => {
    const dates = articles.map((article) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('body markup parser', () => {
  it('splits headings, paragraphs and bullet lines into blocks', () => {
    expect(parseBody('## Title\n\nFirst line\ncontinues.\n\nIntro:\n- one\n- two')).toEqual([
      { type: 'heading', text: 'Title' },
      { type: 'paragraph', text: 'First line continues.' },
      { type: 'paragraph', text: 'Intro:' },
      { type: 'paragraph', text: '• one' },
      { type: 'paragraph', text: '• two' },
    ]);
  });
});

describe('footer topics', () => {
  const topics = footerTopicGroups.flatMap((group) => group.topics);
  const articleIds = new Set(articles.map((article) => article.id));

  it('has 12 groups of exactly 5 topics with unique group ids and topic slugs', () => {
    expect(footerTopicGroups).toHaveLength(12);
    for (const group of footerTopicGroups) expect(group.topics, group.id).toHaveLength(5);
    expect(new Set(footerTopicGroups.map((group) => group.id)).size).toBe(12);
    expect(topics).toHaveLength(60);
    expect(new Set(topics.map((topic) => topic.slug)).size).toBe(60);
    for (const topic of topics) expect(topic.slug).toMatch(slugPattern);
  });

  it('points every topic at an existing article', () => {
    for (const topic of topics) {
      expect(articleIds.has(topic.articleId), `${topic.slug} -> ${topic.articleId}`).toBe(true);
      expect(articleIdForTopic(topic.slug)).toBe(topic.articleId);
    }
    expect(articleIdForTopic('no-such-topic')).toBeUndefined();
  });
});

describe('topics.json translations', () => {
  it('has identical key sets in English and German', () => {
    expect(Object.keys(deTopics).sort()).toEqual(Object.keys(enTopics).sort());
    expect(keysOf(deTopics.groups)).toEqual(keysOf(enTopics.groups));
    expect(keysOf(deTopics.topics)).toEqual(keysOf(enTopics.topics));
    expect(keysOf(deTopics.categories)).toEqual(keysOf(enTopics.categories));
  });

  it('labels exactly the footer groups, topics and blog categories, with non-empty text', () => {
    for (const labels of [enTopics, deTopics]) {
      expect(keysOf(labels.groups)).toEqual(footerTopicGroups.map((group) => group.id).sort());
      expect(keysOf(labels.topics)).toEqual(
        footerTopicGroups.flatMap((group) => group.topics.map((topic) => topic.slug)).sort(),
      );
      expect(keysOf(labels.categories)).toEqual([...blogCategories].sort());
      for (const section of [labels.groups, labels.topics, labels.categories]) {
        for (const text of Object.values(section)) expect(text.trim().length).toBeGreaterThan(0);
      }
    }
  });
});

describe('German articles', () => {
  const translated = germanArticles.filter((article) => article.language === 'de');

  it('has every article in German, in the English order', () => {
    expect(germanArticles.map((article) => article.id)).toEqual(articles.map((a) => a.id));
    // All 50 written in German (issue 32): none falls back to the English text.
    expect(translated).toHaveLength(50);
  });

  it("keeps each translated article's date, category, image and structure", () => {
    for (const german of translated) {
      const english = articles.find((article) => article.id === german.id)!;
      expect(german.publishedAt, german.id).toBe(english.publishedAt);
      expect(german.category, german.id).toBe(english.category);
      expect(german.image, german.id).toBe(english.image);
      // Same headings and paragraphs (and bullet points) in the same order.
      expect(
        german.content.map((block) => `${block.type}${block.text.startsWith('• ') ? ' •' : ''}`),
        german.id,
      ).toEqual(
        english.content.map((block) => `${block.type}${block.text.startsWith('• ') ? ' •' : ''}`),
      );
      expect(german.title, german.id).not.toBe(english.title);
      expect(german.excerpt, german.id).not.toBe(english.excerpt);
      expect(german.imageAlt, german.id).toMatch(/^Abstrakte Grafik/);
    }
  });

  it('has unique German titles', () => {
    expect(new Set(translated.map((article) => article.title)).size).toBe(translated.length);
  });

  it('gives every German footer topic a German article to open', () => {
    for (const group of footerTopicGroups)
      for (const topic of group.topics) {
        const article = germanArticles.find(({ id }) => id === topic.articleId);
        expect(article?.language, topic.slug).toBe('de');
      }
  });
});
