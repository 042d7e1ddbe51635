import { Trans } from '@/lib/i18n/trans';
import type { ReactElement } from 'react';

import { info } from '../i18n';
import type source from '../locales/en.json';

/**
 * A message of the info catalogue with links or emphasis inside (docs/i18n.md): its numbered tags,
 * `<0>…</0>`, become `components[0]` holding the tag's words. The key is checked like `t`'s. The
 * component that draws it has read the catalogue with `info.useT()` first.
 */
export function RichText({
  id,
  values,
  components,
}: {
  id: keyof typeof source & string;
  values?: Record<string, string | number>;
  components: Record<number, ReactElement>;
}) {
  return <Trans id={`${info.namespace}.${id}`} values={values} components={components} />;
}
