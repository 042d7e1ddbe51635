import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { type ImportJob, ImportJobStatus } from '@/api';
import { zImportJobResponse, zImportJobsResponse, zImportStarted } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { type UploadControl, apiUpload } from '@/lib/upload';

import { sellerCatalogKeys } from './keys';

// A seller's bulk catalogue: the template and the export are CSV downloads the
// browser fetches itself (plain links); an upload is a job the server runs in the background,
// which the page follows by polling.

/** GET: the catalogue CSV's columns and one example row. */
export const IMPORT_TEMPLATE_URL = '/api/v2/shop-products-csv-template';

/** GET: the seller's products as a catalogue CSV, their pictures' addresses included. */
export const PRODUCTS_EXPORT_URL = '/api/v2/shop-products-export';

/** How often a running job is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

/** Whether a job has stopped: done (each row tried) or failed (the file could not be read). */
export const isFinished = (job: Pick<ImportJob, 'status'>) =>
  job.status === ImportJobStatus.DONE || job.status === ImportJobStatus.FAILED;

export type ImportFiles = {
  /** The CSV: a catalogue (with a `name` column) or a price and stock update (without). */
  file: File;
  /** A ZIP of the pictures the rows name by file name. */
  images?: File | null | undefined;
};

/**
 * POST /api/v2/shop-products-import (multipart `file`, optional `images`): 202 with the queued
 * job's id. 400 names a whole-file problem in `error.fields.file` or `error.fields.images` (a
 * row's problems are the report's); 409 `import_running` while the shop's earlier upload is
 * still queued or running. `upload` follows and cancels the sending.
 */
export async function startImport(
  { file, images }: ImportFiles,
  upload: UploadControl = {},
): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  if (images) form.append('images', images);
  return (
    await apiUpload('/api/v2/shop-products-import', zImportStarted, { method: 'POST', body: form, ...upload })
  ).jobId;
}

export function useStartImport(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, upload }: { files: ImportFiles; upload?: UploadControl }) =>
      startImport(files, upload),
    // The new job heads the list of recent uploads; after a 409, the running one does.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerCatalogKeys.recentImports(shopId) }),
    meta: { session: 'seller' },
  });
}

/** GET /api/v2/shop-products-import/{jobId}: a job's progress; 404 when it is not this shop's. */
export async function getImportJob(jobId: string, signal?: AbortSignal): Promise<ImportJob> {
  return apiFetch(`/api/v2/shop-products-import/${encodeURIComponent(jobId)}`, zImportJobResponse, {
    signal,
  });
}

/** A job's progress, asked again every second until it has finished. */
export const importJobQueryOptions = (shopId: string, jobId: string) =>
  queryOptions({
    queryKey: sellerCatalogKeys.importJob(shopId, jobId),
    queryFn: ({ signal }) => getImportJob(jobId, signal),
    // A running job's answer is old after a second; a finished one never changes.
    staleTime: ({ state }) => (state.data && isFinished(state.data) ? Infinity : 0),
    refetchInterval: ({ state }) => (state.data && !isFinished(state.data) ? IMPORT_POLL_MS : false),
    meta: { session: 'seller' },
  });

export function useImportJob(shopId: string, jobId: string | null) {
  return useQuery({ ...importJobQueryOptions(shopId, jobId ?? ''), enabled: jobId !== null });
}

/** GET /api/v2/shop-products-imports: the shop's latest uploads (at most five), newest first. */
export async function getRecentImports(signal?: AbortSignal): Promise<ImportJob[]> {
  return (await apiFetch('/api/v2/shop-products-imports', zImportJobsResponse, { signal })).jobs;
}

export const recentImportsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: sellerCatalogKeys.recentImports(shopId),
    queryFn: ({ signal }) => getRecentImports(signal),
    meta: { session: 'seller' },
  });

export function useRecentImports(shopId: string) {
  return useQuery(recentImportsQueryOptions(shopId));
}
