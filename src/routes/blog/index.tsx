import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { BlogListPage, type BlogListFilters } from '../../features/blog/components/BlogListPage';

// Category ids are checked by the page (the article list stays out of the main bundle).
const blogSearchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  category: z.catch(z.optional(z.string().check(z.maxLength(60))), undefined),
});

export const Route = createFileRoute('/blog/')({
  validateSearch: blogSearchSchema,
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
