import { useAdminEvents } from '../api/get-events';
import { PAGE_SIZE } from '../api/list-query';
import { CatalogList } from '../components/CatalogList';
import { useListParams } from '../components/list-params';

/** /admin-all-events: every shop's events, running, upcoming and ended, to look through and delete. */
export function EventsPage() {
  const { page, searchFor } = useListParams();
  const events = useAdminEvents({ page, limit: PAGE_SIZE });
  return <CatalogList kind="events" list={events} page={page} searchFor={searchFor} />;
}
