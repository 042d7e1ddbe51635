import { zodResolver } from '@hookform/resolvers/zod';
import { MessageCircleQuestion, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';

import { FormDialogFrame } from '@/components/FormDialog';
import {
  FormAlert,
  TextAreaField,
  applyServerError,
  primaryButtonClass,
  secondaryButtonClass,
} from '@/components/form';
import { formatCount } from '@/lib/numbers';
import { paths } from '@/lib/paths';
import { here, useSeller, useUser } from '@/lib/session';
import { z } from '@/lib/zod';

import { useStartConversation } from '../api/start-conversation';
import { messages } from '../i18n';
import { MESSAGE_LIMITS } from '../limits';

export type ContactSellerProps = {
  /** The shop to ask. */
  shopId: string;
  /** Its name, as the dialog says whom the question goes to. */
  shopName: string;
  /** The product the question is about ("Ask the seller" on its page)… */
  productId?: string | null;
  /** …or the shopper's order from the shop ("Contact seller" on the order's page). */
  orderId?: string | null;
  className?: string;
};

/**
 * "Ask the seller" (about a product) or "Contact seller" (about an order): a small dialog that
 * sends the shopper's question and opens the conversation in their Messages. A visitor is sent
 * to sign in first, and back. The shop's own seller does not see it on its own product.
 */
export function ContactSeller({
  shopId,
  shopName,
  productId = null,
  orderId = null,
  className,
}: ContactSellerProps) {
  const t = messages.useT();
  const { data: user } = useUser();
  const { data: seller } = useSeller();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  if (seller && seller._id === shopId) return null;

  const label = orderId ? t('ask.contact') : t('ask.open');
  const start = () => {
    if (!user) {
      void navigate(paths.login({ next: here(location) }));
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <button type="button" onClick={start} className={className ?? secondaryButtonClass}>
        <MessageCircleQuestion className="h-4 w-4" aria-hidden="true" />
        {label}
      </button>
      {open && (
        <AskDialog
          shopId={shopId}
          shopName={shopName}
          productId={productId}
          orderId={orderId}
          onCancel={() => setOpen(false)}
          onSent={(conversation) => void navigate(paths.account({ tab: 'messages', conversation }))}
        />
      )}
    </>
  );
}

function AskDialog({
  shopId,
  shopName,
  productId,
  orderId,
  onCancel,
  onSent,
}: {
  shopId: string;
  shopName: string;
  productId: string | null;
  orderId: string | null;
  onCancel: () => void;
  onSent: (conversationId: string) => void;
}) {
  const t = messages.useT();
  const ask = useStartConversation();
  const [formError, setFormError] = useState<string | null>(null);
  const max = formatCount(MESSAGE_LIMITS.text);
  const schema = z.object({
    message: z
      .string()
      .trim()
      .min(1, { error: () => messages.t('ask.required') })
      .max(MESSAGE_LIMITS.text, { error: () => messages.t('ask.tooLong', { max }) }),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { message: '' } });
  const length = useWatch({ control, name: 'message' }).length;

  useEffect(() => setFocus('message'), [setFocus]);

  const submit = handleSubmit(async ({ message }) => {
    setFormError(null);
    try {
      const { conversation } = await ask.mutateAsync({ shopId, productId, orderId, message });
      onSent(conversation._id);
    } catch (error) {
      setFormError(applyServerError(error, setError, { fields: ['message'] }));
    }
  });

  return (
    <FormDialogFrame
      title={orderId ? t('ask.contactTitle') : t('ask.title')}
      description={
        <p>{orderId ? t('ask.contactText', { shop: shopName }) : t('ask.text', { shop: shopName })}</p>
      }
      busy={isSubmitting}
      onCancel={onCancel}
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <FormAlert>{formError}</FormAlert>
        <TextAreaField
          label={t('ask.label')}
          rows={5}
          maxLength={MESSAGE_LIMITS.text}
          hint={t('ask.count', { length: formatCount(length), max })}
          error={errors.message?.message}
          {...register('message')}
        />
        <p className="flex items-start gap-1.5 text-xs text-stone-600">
          <ShieldCheck className="mt-px h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          {t('safety.note')}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onCancel}
            disabled={isSubmitting}
            className="rounded-md border border-stone-300 px-4 py-2 font-medium text-stone-800 hover:bg-stone-50 disabled:opacity-50"
          >
            {t('ask.cancel')}
          </button>
          <button
            type="submit"
            disabled={isSubmitting}
            aria-busy={isSubmitting}
            className={primaryButtonClass}
          >
            {isSubmitting ? t('ask.sending') : t('ask.send')}
          </button>
        </div>
      </form>
    </FormDialogFrame>
  );
}
