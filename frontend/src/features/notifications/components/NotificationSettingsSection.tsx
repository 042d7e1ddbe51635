import { Suspense } from 'react';

import { NotificationSettings, type NotificationSettingsProps } from './NotificationSettings';

/**
 * The notification settings, waiting on their own for their texts: the page around them is drawn
 * meanwhile.
 */
export function NotificationSettingsSection(props: NotificationSettingsProps) {
  return (
    <Suspense fallback={null}>
      <NotificationSettings {...props} />
    </Suspense>
  );
}
