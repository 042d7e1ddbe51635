import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import { PageHeader } from '@/components/ListPage';
import { paths } from '@/lib/paths';

import { useCreateEvent } from '../../api/seller/create-event';
import { ProductForm } from '../../components/seller/ProductForm';
import { catalog } from '../../i18n';

/** /shop-dashboard-create-event: a flash deal with its own price and stock, for a window of up to 30 days. */
export function CreateEventPage() {
  const t = catalog.useT();
  const createEvent = useCreateEvent();
  const navigate = useNavigate();

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader title={t('createEvent.title')} subtitle={t('createEvent.subtitle')} />
      <ProductForm
        kind="event"
        submitLabel={t('createEvent.submit')}
        pendingLabel={t('createEvent.pending')}
        cancelTo={paths.shopEvents()}
        onSubmit={async ({ body, schedule }, upload) => {
          if (!schedule) throw new Error('An event form always has its window.');
          const event = await createEvent.mutateAsync({ body: { ...body, ...schedule }, upload });
          // Held for the Admin's approval (docs/catalog.md "Moderation"): not public yet.
          toast.success(
            t(event.moderation?.status === 'pending' ? 'createEvent.doneHeld' : 'createEvent.done'),
          );
          await navigate(paths.shopEvents());
        }}
      />
    </div>
  );
}
