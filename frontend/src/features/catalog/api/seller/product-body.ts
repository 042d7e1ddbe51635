import type { ProductForm } from '@/api';

// The multipart body of the seller's product and event calls (docs/catalog.md, "Multipart
// fields"), as the generated contract types it (`ProductForm`). The form never builds FormData
// itself.

/**
 * The body as multipart fields. A list is sent as one field per value (`sizes`, `images`,
 * `keepImages`), never comma-joined, so a size is always exactly what the seller typed. Prices are
 * decimal text ("1499", "999.50"), so what the seller typed reaches the server's exact decimals
 * without a trip through binary floating point. `colorName` and `colorHex` go together or not at
 * all.
 */
export function productFormData(body: ProductForm): FormData {
  const form = new FormData();
  // A blank SKU is sent too: the server reads a missing one as none, so an edit clears it.
  if (body.sku !== undefined) form.append('sku', body.sku);
  form.append('name', body.name);
  form.append('description', body.description);
  form.append('category', body.category);
  form.append('brand', body.brand);
  for (const size of body.sizes ?? []) form.append('sizes', size);
  if (body.colorName !== undefined && body.colorHex !== undefined) {
    form.append('colorName', body.colorName);
    form.append('colorHex', body.colorHex);
  }
  form.append('originalPrice', body.originalPrice);
  form.append('sellingPrice', body.sellingPrice);
  form.append('stock', String(body.stock));
  form.append('hsn', body.hsn);
  form.append('gstRate', body.gstRate);
  form.append('countryOfOrigin', body.countryOfOrigin);
  for (const image of body.images ?? []) form.append('images', image);
  for (const path of body.keepImages ?? []) form.append('keepImages', path);
  if (body.startDate !== undefined) form.append('startDate', body.startDate);
  if (body.endDate !== undefined) form.append('endDate', body.endDate);
  return form;
}
