import { Badge, Box, Card, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BlogArticle } from '../content/types';
import classes from './Blog.module.css';
import { formatPublishedDate } from './format-date';

type ArticleCardProps = {
  article: BlogArticle;
  /** Heading level of the card title (2 in the list, 3 under a section heading). */
  headingOrder?: 2 | 3;
  /** Load the image eagerly (first cards above the fold). */
  eager?: boolean;
};

export function ArticleCard({ article, headingOrder = 2, eager = false }: ArticleCardProps) {
  const { t, i18n } = useTranslation('blog');
  return (
    <Card
      withBorder
      radius="lg"
      padding={0}
      className={classes.card}
      component="article"
      data-testid="article-card"
    >
      <img
        className={classes.cardImage}
        src={article.image}
        alt=""
        width={1200}
        height={630}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <Box p="lg" style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Group gap="xs" mb="xs">
          <Badge variant="light" color="accent" radius="sm">
            {t(`categories.${article.category}`, { ns: 'topics' })}
          </Badge>
        </Group>
        <Title order={headingOrder} size="h4" lang={article.language}>
          <Link
            to="/blog/$articleId"
            params={{ articleId: article.id }}
            className={classes.cardTitleLink}
          >
            {article.title}
          </Link>
        </Title>
        {/* No flex growth on the clamped text: its overflow is hidden, so a flex item could
            shrink below three lines and cut the excerpt mid-line. The date takes the slack. */}
        <Text
          c="gray.7"
          size="sm"
          mt="xs"
          lang={article.language}
          lineClamp={3}
          data-testid="article-excerpt"
        >
          {article.excerpt}
        </Text>
        <Text c="gray.7" size="xs" pt="md" mt="auto">
          {formatPublishedDate(article.publishedAt, i18n.language)} ·{' '}
          {t('list.readingTime', { minutes: article.readingMinutes })}
        </Text>
      </Box>
    </Card>
  );
}
