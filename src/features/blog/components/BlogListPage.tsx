import {
  Box,
  Button,
  Chip,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/use-page-meta';
import { filterArticles, isBlogCategory } from '../article-selection';
import { blogCategories } from '../content/categories';
import type { BlogCategoryId } from '../content/types';
import { ArticleCard } from './ArticleCard';
import classes from './Blog.module.css';
import { SubscribeBox } from './SubscribeBox';
import { useArticles } from './use-articles';

export type BlogListFilters = { q?: string; category?: string };

type BlogListPageProps = {
  filters: BlogListFilters;
  /** Called with the new filters (the route keeps them in the URL). */
  onFiltersChange: (filters: BlogListFilters) => void;
};

const ALL = 'all';

export function BlogListPage({ filters, onFiltersChange }: BlogListPageProps) {
  const { t, i18n } = useTranslation('blog');
  usePageMeta(t('meta.title'), t('meta.description'));

  const category: BlogCategoryId | undefined = isBlogCategory(blogCategories, filters.category)
    ? filters.category
    : undefined;
  const [queryInput, setQueryInput] = useState(filters.q ?? '');
  const pushQuery = useDebouncedCallback((q: string) => {
    onFiltersChange({ ...filters, q: q.trim() ? q : undefined });
  }, 250);

  // Loaded by the route before it renders; absent only when that failed (offline).
  const articles = useArticles();
  const categoryLabel = (id: BlogCategoryId) => t(`categories.${id}`, { ns: 'topics' });
  const results = useMemo(
    () => filterArticles(articles ?? [], { query: filters.q, category, categoryLabel }),
    // categoryLabel depends only on the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [articles, filters.q, category, i18n.language],
  );
  const someInOtherLanguage = articles?.some((article) => article.language !== i18n.language);

  return (
    <>
      <Box className={classes.header}>
        <Container py={{ base: 40, md: 64 }}>
          <Stack gap="sm" maw={720}>
            <Text
              fw={700}
              c="accent.8"
              tt="uppercase"
              size="sm"
              style={{ letterSpacing: '0.08em' }}
            >
              {t('list.eyebrow')}
            </Text>
            <Title order={1}>{t('list.heading')}</Title>
            <Text size="lg" c="gray.7">
              {t('list.intro')}
            </Text>
            {someInOtherLanguage && (
              <Text size="sm" c="gray.7" data-testid="blog-english-only">
                {t('list.englishOnly')}
              </Text>
            )}
          </Stack>
        </Container>
      </Box>

      <Container py={{ base: 32, md: 48 }}>
        <Stack gap="lg">
          <TextInput
            type="search"
            label={t('list.searchLabel')}
            placeholder={t('list.searchPlaceholder')}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            value={queryInput}
            onChange={(event) => {
              setQueryInput(event.currentTarget.value);
              pushQuery(event.currentTarget.value);
            }}
            maw={520}
            size="md"
          />
          <div role="radiogroup" aria-labelledby="category-filter-label">
            <Text id="category-filter-label" size="sm" fw={500} mb={8}>
              {t('list.categoryLabel')}
            </Text>
            <Chip.Group
              multiple={false}
              value={category ?? ALL}
              onChange={(value) =>
                onFiltersChange({ ...filters, category: value === ALL ? undefined : value })
              }
            >
              <Group gap="xs">
                <Chip value={ALL} variant="outline" radius="sm">
                  {t('list.allCategories')}
                </Chip>
                {blogCategories.map((id) => (
                  <Chip key={id} value={id} variant="outline" radius="sm">
                    {categoryLabel(id)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </div>

          <Text size="sm" c="gray.7" role="status" aria-live="polite" data-testid="result-count">
            {t('list.resultCount', { count: results.length })}
          </Text>

          {results.length === 0 ? (
            <Stack align="flex-start" gap="sm" py="xl">
              <Text size="lg">{t('list.noResults')}</Text>
              <Button
                variant="light"
                onClick={() => {
                  setQueryInput('');
                  onFiltersChange({});
                }}
              >
                {t('list.clearFilters')}
              </Button>
            </Stack>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {results.map((article, index) => (
                <ArticleCard key={article.id} article={article} eager={index < 3} />
              ))}
            </SimpleGrid>
          )}

          <Box mt="xl">
            <SubscribeBox />
          </Box>
        </Stack>
      </Container>
    </>
  );
}
