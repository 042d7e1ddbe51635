// The multipart body of the seller's product and event calls (docs/catalog.md, "Multipart fields").
// Field names are the contract's; the form never builds FormData itself.

export type ProductBody = {
  name: string;
  description: string;
  category: string;
  brand: string;
  /** Sent as one `sizes` field each; none for a product without sizes. */
  sizes: string[];
  /** `colorName` and `colorHex` go together or not at all. */
  color: { name: string; hex: string } | null;
  /**
   * Rupees as decimal text ("1499", "999.50"). Text, not a number, so what the seller typed reaches
   * the server's exact decimals without a trip through binary floating point.
   */
  originalPrice: string;
  sellingPrice: string;
  stock: number;
  /** New pictures to upload, in the order they are shown. */
  images: File[];
};

export function productFormData(body: ProductBody): FormData {
  const form = new FormData();
  form.append('name', body.name);
  form.append('description', body.description);
  form.append('category', body.category);
  form.append('brand', body.brand);
  // Repeated rather than comma-joined, so a size is always exactly what the seller typed.
  for (const size of body.sizes) form.append('sizes', size);
  if (body.color) {
    form.append('colorName', body.color.name);
    form.append('colorHex', body.color.hex);
  }
  form.append('originalPrice', body.originalPrice);
  form.append('sellingPrice', body.sellingPrice);
  form.append('stock', String(body.stock));
  for (const image of body.images) form.append('images', image);
  return form;
}
