// The guides pages' data: published guides, and one guide with its body as safe HTML.
import { queryOptions } from '@tanstack/react-query';
import { contentRoutes } from '../../../../../shared/api/routes/content';
import { apiCall } from '../../../lib/api-client';

export const guidesQueryOptions = () =>
  queryOptions({
    queryKey: [contentRoutes.listGuides.path],
    queryFn: ({ signal }) => apiCall(contentRoutes.listGuides, { signal }),
  });

export const guideQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [contentRoutes.getGuide.path, id],
    queryFn: ({ signal }) => apiCall(contentRoutes.getGuide, { params: { id }, signal }),
  });
