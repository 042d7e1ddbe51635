import { useAdminEvents } from '../api/get-events';
import { PAGE_SIZE } from '../api/list-query';
import { CATALOG_SORTS, CatalogList } from '../components/CatalogList';
import { useListParams } from '../components/list-params';
import { sortParam } from '../components/sort';

/** /admin-all-events: every shop's events, running, upcoming and ended, to look through and delete. */
export function EventsPage() {
  const params = useListParams({ sorts: CATALOG_SORTS });
  const events = useAdminEvents({
    page: params.page,
    limit: PAGE_SIZE,
    search: params.search,
    sort: sortParam(params.sort),
  });
  return <CatalogList kind="events" list={events} params={params} />;
}
