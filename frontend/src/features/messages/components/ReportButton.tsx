import { Flag } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import { ReasonDialog } from '@/components/ReasonDialog';
import type { Who } from '@/lib/session';

import { REPORT_LIMITS, useReportConversation } from '../api/report-conversation';
import { messages } from '../i18n';

/**
 * "Report conversation": asks why (3 to 500 characters), sends it to Haat's team, and says so.
 * The conversation then shows that it was reported.
 */
export function ReportButton({
  who,
  accountId,
  conversationId,
  otherName,
}: {
  who: Who;
  accountId: string;
  conversationId: string;
  otherName: string;
}) {
  const t = messages.useT();
  const report = useReportConversation(who, accountId, conversationId);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        title={t('report.open')}
        className="inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-stone-600 hover:bg-red-50 hover:text-red-800"
      >
        <Flag className="h-4 w-4" aria-hidden="true" />
        {/* On a narrow screen the flag says it, leaving the other side's name room. */}
        <span className="sr-only xl:not-sr-only">{t('report.open')}</span>
      </button>
      <ReasonDialog
        open={asking}
        limits={REPORT_LIMITS}
        texts={{
          title: t('report.title'),
          label: t('report.label'),
          confirmLabel: t('report.confirm'),
          pendingLabel: t('report.sending'),
          cancelLabel: t('report.cancel'),
          count: (length, max) => t('report.count', { length, max }),
          tooShort: (min) => t('report.tooShort', { min }),
          tooLong: (_, max) => t('report.tooLong', { max }),
        }}
        onSubmit={async (reason) => {
          await report.mutateAsync(reason);
          setAsking(false);
          toast.success(t('report.sent'));
        }}
        onCancel={() => setAsking(false)}
      >
        <p>{t('report.text', { name: otherName })}</p>
      </ReasonDialog>
    </>
  );
}
