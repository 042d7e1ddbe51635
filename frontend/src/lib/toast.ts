// Toasts for code that loads with every storefront page. The toast library (react-toastify) is a
// chunk of its own: no page needs it to show itself, only to confirm what someone did. Its
// container (`app/providers.tsx`) loads it right after the first paint, and a toast asked for
// before then shows as soon as it has arrived. Lazily loaded pages may use react-toastify directly.

const toastLibrary = () => import('react-toastify/unstyled');

function show(kind: 'success' | 'error', message: string): void {
  void toastLibrary().then(({ toast }) => toast[kind](message));
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};
