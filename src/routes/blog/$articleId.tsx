import { createFileRoute } from '@tanstack/react-router';
import { loadArticles } from '../../features/blog/content/load-articles';
import { currentLanguage } from '../../lib/i18n';
import { ArticlePage } from '../../features/blog/components/ArticlePage';

export const Route = createFileRoute('/blog/$articleId')({
  // The articles of the shown language, before the first render (prerendered and hydrated).
  loader: () => loadArticles(currentLanguage()),
  component: ArticleRoute,
});

function ArticleRoute() {
  const { articleId } = Route.useParams();
  return <ArticlePage articleId={articleId} />;
}
