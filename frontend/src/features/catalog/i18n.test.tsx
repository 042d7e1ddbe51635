import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '@/lib/i18n';
import { aProduct, aReview } from '@/test/catalog';
import { renderApp, setupUser } from '@/test/harness';
import { server } from '@/test/server';

import { mockEvents, mockListing } from './fixtures';
import { renderSellerPage } from './routes/seller/fixtures';

// The catalogue's pages in the other languages: their texts, plurals, category names and form
// messages come from the catalogue of the page's language (docs/i18n.md). The other tests read the
// English.

const products = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    aProduct({ _id: `prod-${index + 1}`, name: `Cotton kurta no. ${index + 1}`, sold_out: 30 }),
  );

describe('the catalogue in other languages', () => {
  it('draws the home page in Hindi', async () => {
    mockListing(() => ({ products: products(4), productsCount: 4 }));
    mockEvents(() => []);
    await act(() => changeLanguage('hi'));
    renderApp('/');

    expect(screen.getByRole('heading', { name: 'टॉप कैटेगरी देखें' })).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'टॉप कैटेगरी' });
    // A category tile shows the category's Hindi name and still opens the API's category.
    expect(within(categories).getByRole('link', { name: 'जूते' })).toHaveAttribute(
      'href',
      '/products?category=Shoes',
    );
    expect(await screen.findByRole('region', { name: 'Haat पर क्यों खरीदें' })).toBeInTheDocument();
    const newArrivals = screen.getByRole('region', { name: 'नए प्रोडक्ट' });
    expect(
      await within(newArrivals).findByRole('button', { name: 'Cotton kurta no. 1 को कार्ट में डालें' }),
    ).toBeInTheDocument();
    // Product data stays as the seller wrote it.
    expect(within(newArrivals).getByRole('link', { name: 'Cotton kurta no. 1' })).toBeInTheDocument();
  });

  it('words the listing’s counts in Spanish, with its plurals', async () => {
    mockListing(() => ({ products: products(8), productsCount: 20 }));
    await act(() => changeLanguage('es'));
    renderApp('/products?searchKeyword=kurta&category=Women');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resultados de «kurta» en Mujer' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Mostrando 1–8 de 20 productos')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue('Más relevantes');
  });

  it('shows the product page in French, the review count and the sign-in sentence included', async () => {
    const product = aProduct({ numOfReviews: 2, stock: 3, category: 'Women' });
    server.use(
      http.get('/api/v2/get-product-details/:id', () =>
        HttpResponse.json({ success: true, product, reviews: [aReview()] }),
      ),
      http.get('/api/v2/get-same-products/:id', () => HttpResponse.json({ success: true, products: [] })),
    );
    await act(() => changeLanguage('fr'));
    renderApp(`/product/${product._id}`);

    expect(await screen.findByRole('button', { name: 'Ajouter au panier' })).toBeInTheDocument();
    expect(screen.getByText('2 avis')).toBeInTheDocument();
    expect(screen.getByText('Plus que 3 en stock')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Avis (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connectez-vous' }).parentElement).toHaveTextContent(
      'Connectez-vous pour donner votre avis sur un produit que vous avez reçu.',
    );
  });

  it('says the product form’s problems in Hindi, and in French after a change of language', async () => {
    const user = setupUser();
    await act(() => changeLanguage('hi'));
    renderSellerPage('/shop-dashboard-create-product');

    const name = await screen.findByLabelText('प्रोडक्ट का नाम');
    await user.click(screen.getByRole('button', { name: 'प्रोडक्ट बनाएँ' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining('प्रोडक्ट का नाम डालें।')),
    );
    expect(screen.getByLabelText('कैटेगरी')).toHaveAccessibleDescription(expect.stringContaining('कैटेगरी चुनें।'));

    // The messages are read as the form is checked, so the next check speaks the new language.
    await act(() => changeLanguage('fr'));
    await user.click(screen.getByRole('button', { name: 'Créer le produit' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nom du produit')).toHaveAccessibleDescription(
        expect.stringContaining('Saisissez le nom du produit.'),
      ),
    );
  });
});
