import type { ReactNode } from 'react';

import { ReasonDialog } from '@/components/ReasonDialog';

import { orders } from '../i18n';

/** The server's bounds on a reason (orders::StatusReason). */
const LIMITS = { min: 3, max: 500 } as const;

type ReturnReasonDialogProps = {
  open: boolean;
  title: string;
  /** What happens, said above the field. */
  children: ReactNode;
  label: string;
  confirmLabel: string;
  pendingLabel: string;
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
};

/**
 * Asks why before a return is rejected, escalated or declined (3 to 500 characters, for the other
 * side to read): the shared reason dialog, in the orders' words.
 */
export function ReturnReasonDialog({
  title,
  label,
  confirmLabel,
  pendingLabel,
  ...props
}: ReturnReasonDialogProps) {
  const t = orders.useT();
  const length = (min: number, max: string) => orders.t('return.noteLength', { min, max });
  return (
    <ReasonDialog
      {...props}
      limits={LIMITS}
      texts={{
        title,
        label,
        confirmLabel,
        pendingLabel,
        cancelLabel: t('return.dialogBack'),
        count: (count, max) => orders.t('return.noteHint', { length: count, max }),
        tooShort: length,
        tooLong: length,
      }}
    />
  );
}
