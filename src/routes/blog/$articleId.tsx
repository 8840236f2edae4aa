import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '../../features/blog/components/ArticlePage';

export const Route = createFileRoute('/blog/$articleId')({
  component: ArticleRoute,
});

function ArticleRoute() {
  const { articleId } = Route.useParams();
  return <ArticlePage articleId={articleId} />;
}
