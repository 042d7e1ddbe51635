// The notification centre's public entry, for the headers: the bell, which loads its own code
// lazily, so this entry costs the storefront's first load nearly nothing. The notification
// settings, which only the lazily loaded account and shop settings pages show, have an entry of
// their own, ./settings.ts.

export { NotificationBell } from './components/LazyNotificationBell';
