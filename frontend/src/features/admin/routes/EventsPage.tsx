import { sortParam, useListParams } from '@/components/table';
import { useAdminEvents } from '../api/get-events';
import { CATALOG_SORTS, CatalogList } from '../components/CatalogList';

/** /admin-all-events: every shop's events, running, upcoming and ended, to look through and delete. */
export function EventsPage() {
  const params = useListParams({ sorts: CATALOG_SORTS });
  const events = useAdminEvents({
    page: params.page,
    limit: params.limit,
    search: params.search,
    sort: sortParam(params.sort),
  });
  return <CatalogList kind="events" list={events} params={params} />;
}
