import { I18nProvider, Trans as LinguiTrans } from '@lingui/react';
import type { ComponentProps } from 'react';

import { i18n } from './catalog';

/**
 * Lingui's `<Trans>`, for a sentence with a link or emphasis inside: `<Trans id="orders.note"
 * components={{ 0: <Link to="…" /> }} />` draws `"Read our <0>refund policy</0>."`. It brings the
 * provider Lingui's component reads the messages from, so that only the pages that have such a
 * sentence load Lingui's React part: the storefront's first load carries neither (ADR 0019).
 */
export function Trans(props: ComponentProps<typeof LinguiTrans>) {
  return (
    <I18nProvider i18n={i18n}>
      <LinguiTrans {...props} />
    </I18nProvider>
  );
}
