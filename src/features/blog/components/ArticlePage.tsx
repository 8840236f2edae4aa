import {
  Anchor,
  Badge,
  Box,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/use-page-meta';
import { findArticle, recommendedArticles, relatedArticles } from '../article-selection';
import type { BlogArticle } from '../content/types';
import { ArticleCard } from './ArticleCard';
import classes from './Blog.module.css';
import { formatPublishedDate } from './format-date';
import { useArticles } from './use-articles';

function BackLink() {
  const { t } = useTranslation('blog');
  return (
    <Anchor component={Link} to="/blog" fw={600} data-testid="back-to-blog">
      <Group gap={6} component="span">
        <IconArrowLeft size={18} aria-hidden="true" />
        {t('article.back')}
      </Group>
    </Anchor>
  );
}

function ArticleNotFound() {
  const { t } = useTranslation('blog');
  usePageMeta(t('article.notFoundTitle'), t('article.notFoundMeta'));
  return (
    <Container size="sm" py={{ base: 64, md: 112 }}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('article.notFoundTitle')}</Title>
        <Text c="gray.7" size="lg">
          {t('article.notFoundText')}
        </Text>
        <BackLink />
      </Stack>
    </Container>
  );
}

export function ArticlePage({ articleId }: { articleId: string }) {
  const articles = useArticles();
  // Loaded by the route before it renders; absent only when that failed (offline).
  if (!articles) return null;
  const article = findArticle(articles, articleId);
  if (!article) return <ArticleNotFound />;
  return <ArticleView key={article.id} article={article} articles={articles} />;
}

function ArticleView({
  article,
  articles,
}: {
  article: BlogArticle;
  articles: readonly BlogArticle[];
}) {
  const { t, i18n } = useTranslation('blog');
  usePageMeta(article.title, article.excerpt, { type: 'article', image: article.image });
  const related = relatedArticles(articles, article);
  const recommended = recommendedArticles(articles, article);

  return (
    <>
      {/* A narrower reading column on purpose: lines of article text stay readable. */}
      <Container size="md" pt={{ base: 24, md: 40 }} pb={{ base: 40, md: 64 }}>
        <BackLink />
        <Box component="article" mt="lg">
          <Stack gap="sm" mb="xl">
            <Group gap="xs">
              <Badge variant="light" color="accent" radius="sm">
                {t(`categories.${article.category}`, { ns: 'topics' })}
              </Badge>
            </Group>
            <Title order={1} lang={article.language} style={{ letterSpacing: '-0.02em' }}>
              {article.title}
            </Title>
            <Text size="lg" c="gray.7" lang={article.language}>
              {article.excerpt}
            </Text>
            {article.language !== i18n.language && (
              <Text size="sm" c="gray.7" data-testid="article-english-only">
                {t('article.englishOnly')}
              </Text>
            )}
            <Text size="sm" c="gray.7">
              {t('article.publishedOn', {
                date: formatPublishedDate(article.publishedAt, i18n.language),
              })}{' '}
              · {t('list.readingTime', { minutes: article.readingMinutes })}
            </Text>
          </Stack>
          <img
            className={classes.heroImage}
            src={article.image}
            alt={article.imageAlt}
            width={1200}
            height={630}
            decoding="async"
            fetchPriority="high"
          />
          <Box className={classes.body} mt="xl" lang={article.language} data-testid="article-body">
            {article.content.map((block, index) =>
              block.type === 'heading' ? (
                <Title order={2} size="h3" key={index}>
                  {block.text}
                </Title>
              ) : (
                <p key={index}>{block.text}</p>
              ),
            )}
          </Box>
        </Box>
      </Container>

      <Box bg="gray.0" py={{ base: 40, md: 64 }}>
        <Container>
          {related.length > 0 && (
            <Box
              component="section"
              aria-labelledby="related-title"
              mb={48}
              data-testid="related-articles"
            >
              <Title order={2} id="related-title" mb="lg">
                {t('article.related')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                {related.map((other) => (
                  <ArticleCard key={other.id} article={other} headingOrder={3} />
                ))}
              </SimpleGrid>
            </Box>
          )}
          {recommended.length > 0 && (
            <Box
              component="section"
              aria-labelledby="recommended-title"
              data-testid="recommended-articles"
            >
              <Title order={2} id="recommended-title" mb="lg">
                {t('article.recommended')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                {recommended.map((other) => (
                  <ArticleCard key={other.id} article={other} headingOrder={3} />
                ))}
              </SimpleGrid>
            </Box>
          )}
          <Box mt={48}>
            <BackLink />
          </Box>
        </Container>
      </Box>
    </>
  );
}
