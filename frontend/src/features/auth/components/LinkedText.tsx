import { Trans } from '@/lib/i18n/trans';
import type { ReactElement } from 'react';

import { auth } from '../i18n';

/**
 * A message of the auth catalogue with a link inside, such as "New to Haat? <0>Create an
 * account</0>": each numbered tag is drawn as the element given for it, with the tag's words
 * inside. The key is checked like `t`'s; the caller has read the catalogue with `auth.useT()`.
 */
export function LinkedText({
  message,
  links,
}: {
  message: Parameters<typeof auth.t>[0];
  links: Record<number, ReactElement>;
}) {
  return <Trans id={`${auth.namespace}.${message}`} components={links} />;
}
