// The auth feature's entry for the app's account page (`src/app/pages/AccountPage.tsx`), which
// fills its Orders tab from the orders feature and its Notifications tab from the notifications
// feature. Loaded only with that page.
export { AccountPage } from './routes/AccountPage';
