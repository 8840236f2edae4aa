import { createFileRoute } from '@tanstack/react-router';
import { loadArticles } from '../../features/blog/content/load-articles';
import { currentLanguage } from '../../lib/i18n';
import { BlogListPage, type BlogListFilters } from '../../features/blog/components/BlogListPage';

// Category ids are checked by the page (the article list stays out of the main bundle).
function validateBlogSearch(search: Record<string, unknown>): BlogListFilters {
  const text = (value: unknown, maxLength: number) =>
    typeof value === 'string' && value.length <= maxLength ? value : undefined;
  const q = text(search.q, 200);
  const category = text(search.category, 60);
  return { ...(q !== undefined && { q }), ...(category !== undefined && { category }) };
}

export const Route = createFileRoute('/blog/')({
  validateSearch: validateBlogSearch,
  // The articles of the shown language, before the first render (prerendered and hydrated).
  loader: () => loadArticles(currentLanguage()),
  component: BlogRoute,
});

function BlogRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BlogListPage
      filters={search}
      onFiltersChange={(filters: BlogListFilters) =>
        void navigate({ search: filters, replace: true, resetScroll: false })
      }
    />
  );
}
