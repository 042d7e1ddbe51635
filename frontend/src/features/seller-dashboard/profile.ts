// The seller dashboard's entry for the app's shop profile page (`src/app/pages/ShopProfilePage.tsx`),
// which puts the catalogue's shop page inside it. Loaded only with that page.
export { ShopProfilePage } from './routes/ShopProfilePage';
