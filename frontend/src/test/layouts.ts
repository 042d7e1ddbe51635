// The app's dashboard frames, for a feature's tests that mount its pages inside one as the route
// table does (features do not import the app; their tests reach it through the harness).
export { AdminLayout } from '@/app/layout/AdminLayout';
