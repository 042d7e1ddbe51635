import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import { PageHeader } from '@/components/ListPage';
import { paths } from '@/lib/paths';

import { useCreateEvent } from '../../api/seller/create-event';
import { ProductForm } from '../../components/seller/ProductForm';

/** /shop-dashboard-create-event: a flash deal with its own price and stock, for a window of up to 30 days. */
export function CreateEventPage() {
  const createEvent = useCreateEvent();
  const navigate = useNavigate();

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader
        title="Create an event"
        subtitle="A deal with its own price and stock that shoppers see only while it runs."
      />
      <ProductForm
        kind="event"
        submitLabel="Create event"
        pendingLabel="Creating event…"
        cancelTo={paths.shopEvents()}
        onSubmit={async ({ body, schedule }) => {
          if (!schedule) throw new Error('An event form always has its window.');
          await createEvent.mutateAsync({ ...body, ...schedule });
          toast.success('Event created successfully!');
          await navigate(paths.shopEvents());
        }}
      />
    </div>
  );
}
