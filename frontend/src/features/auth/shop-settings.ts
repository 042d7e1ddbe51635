// The auth feature's entry for the app's shop settings page (`src/app/pages/ShopSettingsPage.tsx`),
// which adds the notifications feature's settings to it. Loaded only with that page.
export { ShopSettingsPage } from './routes/ShopSettingsPage';
