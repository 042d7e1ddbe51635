// The notification centre's second entry: the notification settings section, for the shopper's
// account page (its Notifications tab) and the seller's settings page, both lazy chunks composed by
// the app. Importing it through ./index.ts would put the form into the storefront's first load.

export { NotificationSettingsSection as NotificationSettings } from './components/NotificationSettingsSection';
export type { NotificationSettingsProps } from './components/NotificationSettings';
