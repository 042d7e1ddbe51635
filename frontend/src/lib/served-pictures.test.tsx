import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { ServedPicturesProvider, readServedPictures, useServedPictures } from './served-pictures';

function Shown() {
  const pictures = useServedPictures();
  return <p>{pictures.join(' ') || 'none'}</p>;
}

function at(path: string) {
  render(
    <ServedPicturesProvider value={{ path: '/products', srcs: ['/media/a.jpg', '/media/b.jpg'] }}>
      <MemoryRouter initialEntries={[path]}>
        <Shown />
      </MemoryRouter>
    </ServedPicturesProvider>,
  );
}

describe('served pictures', () => {
  it('are read from the page’s head, in order, for the address it was loaded at', () => {
    const doc = new DOMParser().parseFromString(
      '<head><meta name="haat-served-picture" content="/media/a.jpg"><meta name="description" content="x">' +
        '<meta name="haat-served-picture" content="/media/b.jpg"></head>',
      'text/html',
    );

    expect(readServedPictures(doc, { pathname: '/products', search: '' })).toEqual({
      path: '/products',
      srcs: ['/media/a.jpg', '/media/b.jpg'],
    });
    expect(readServedPictures(new DOMParser().parseFromString('', 'text/html'), window.location)).toBeNull();
  });

  it('are shown at the address the page was served for', () => {
    at('/products');
    expect(screen.getByText('/media/a.jpg /media/b.jpg')).toBeInTheDocument();
  });

  it('are not shown at another address, nor with a query', () => {
    at('/products?page=2');
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});
