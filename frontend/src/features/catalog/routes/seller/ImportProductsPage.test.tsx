import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { setupUser } from '@/test/harness';
import { type FakeXhr, fakeXhr } from '@/test/xhr';

import { ownProductsQueryOptions } from '../../api/seller/get-own-products';
import { aFile, aProduct, anImportJob, mockImports, renderSellerPage } from './fixtures';

// The bulk upload page: the CSV (and ZIP) sent with a stand-in XMLHttpRequest that the test
// drives (src/test/xhr.ts), then the job followed by polling the mocked server.

const PATH = '/shop-dashboard-import-products';
const REPORT = '/api/v2/shop-products-import/job-1/report';

const csvPicker = () => screen.getByLabelText('CSV file');
const zipPicker = () => screen.getByLabelText(/^Pictures \(ZIP\)/);
const upload = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Upload' }));

/** The request the form sent, once it has. */
async function sent(requests: FakeXhr[], count = 1): Promise<FakeXhr> {
  await waitFor(() => expect(requests).toHaveLength(count));
  return requests[count - 1]!;
}

const jobReads = (imports: ReturnType<typeof mockImports>) =>
  imports.calls
    .filter((call) => call.path.startsWith('/api/v2/shop-products-import/'))
    .map((call) => call.path);

describe('/shop-dashboard-import-products', { timeout: 30_000 }, () => {
  it('explains the two kinds of file and offers the template and the pickers', async () => {
    mockImports();
    renderSellerPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Bulk upload' })).toBeInTheDocument();
    expect(screen.getByText('A catalogue')).toBeInTheDocument();
    expect(screen.getByText('A price and stock update')).toBeInTheDocument();
    expect(screen.getByText(/At most 5,000 rows a file/)).toBeInTheDocument();
    const template = screen.getByRole('link', { name: 'Download template' });
    expect(template).toHaveAttribute('href', '/api/v2/shop-products-csv-template');
    expect(template).toHaveAttribute('download');
    expect(csvPicker()).toHaveAttribute('accept', '.csv,text/csv');
    expect(zipPicker()).toHaveAttribute('accept', expect.stringContaining('.zip'));
    expect(await screen.findByText('No uploads yet.')).toBeInTheDocument();
    // Nothing to follow.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sends the files with progress, follows the job in the address until done, then shows its counts and report', async () => {
    const requests = fakeXhr();
    const imports = mockImports({
      progress: {
        'job-1': [
          anImportJob({ status: 'queued', done: 0, total: 0, created: 0, updated: 0, failed: 0 }),
          anImportJob({ done: 50, total: 200 }),
          anImportJob({
            status: 'done',
            done: 200,
            total: 200,
            created: 150,
            updated: 40,
            failed: 10,
            reportUrl: REPORT,
            finishedAt: '2026-11-24T06:32:00Z',
          }),
        ],
      },
    });
    const user = setupUser();
    const { router, queryClient } = renderSellerPage(PATH);
    // The products table's list, as an earlier visit left it: stale once the job has finished.
    const products = ownProductsQueryOptions('shop-1').queryKey;
    queryClient.setQueryData(products, [aProduct()]);

    await user.upload(await screen.findByLabelText('CSV file'), aFile('products.csv', 'text/csv', 1000));
    await user.upload(zipPicker(), aFile('pictures.zip', 'application/zip', 3000));
    await upload(user);

    const xhr = await sent(requests);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v2/shop-products-import');
    expect((xhr.form.get('file') as File).name).toBe('products.csv');
    expect((xhr.form.get('images') as File).name).toBe('pictures.zip');
    const sending = await screen.findByRole('progressbar', { name: 'Sending…' });
    xhr.progress(2000, 4000);
    expect(sending).toHaveAttribute('aria-valuenow', '50');
    xhr.progress(4000, 4000);
    await xhr.respond(202, { success: true, jobId: 'job-1' });

    await waitFor(() => expect(router.state.location.search).toBe('?job=job-1'));
    expect(await screen.findByText('Waiting to start…')).toBeInTheDocument();

    // Polled every second: 50 of the 200 rows.
    const rows = await screen.findByRole('progressbar', { name: 'Rows done: 50 of 200' });
    expect(rows).toHaveAttribute('aria-valuenow', '50');
    expect(rows).toHaveAttribute('aria-valuemax', '200');
    expect(screen.getByRole('heading', { name: 'Upload in progress' })).toBeInTheDocument();
    expect(queryClient.getQueryState(products)?.isInvalidated).toBe(false);

    // Then done: the bar full, the counts and the report.
    expect(await screen.findByRole('heading', { name: 'Upload finished' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Rows done: 200 of 200' })).toHaveAttribute(
      'aria-valuenow',
      '200',
    );
    const summary = within(screen.getByRole('region', { name: 'Upload finished' })).getByRole('status');
    expect(within(summary).getByText('Created').nextSibling).toHaveTextContent('150');
    expect(within(summary).getByText('Updated').nextSibling).toHaveTextContent('40');
    expect(within(summary).getByText('Failed').nextSibling).toHaveTextContent('10');
    const report = within(summary).getByRole('link', { name: 'Download report' });
    expect(report).toHaveAttribute('href', REPORT);
    expect(report).toHaveAttribute('download');
    expect(
      within(summary).getByText('The report lists each row that was not saved, and why.'),
    ).toBeInTheDocument();
    // The products table asks again for its products.
    await waitFor(() => expect(queryClient.getQueryState(products)?.isInvalidated).toBe(true));

    // A finished job is asked for no more (past the one read the refresh makes).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const reads = jobReads(imports);
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect(jobReads(imports)).toEqual(reads);
    expect(new Set(reads)).toEqual(new Set(['/api/v2/shop-products-import/job-1']));
  });

  it('reads the job to follow from the address, so a reload finds it', async () => {
    const imports = mockImports({
      progress: { 'job-7': [anImportJob({ jobId: 'job-7', done: 1200, total: 5000 })] },
    });
    renderSellerPage(`${PATH}?job=job-7`);

    const rows = await screen.findByRole('progressbar', { name: 'Rows done: 1,200 of 5,000' });
    expect(rows).toHaveAttribute('aria-valuenow', '1200');
    expect(rows).toHaveAttribute('aria-valuemax', '5000');
    expect(screen.getByText('Saving your products…')).toBeInTheDocument();
    expect(jobReads(imports)).toContain('/api/v2/shop-products-import/job-7');
  });

  it('without a job in the address, follows the shop’s newest upload while it runs', async () => {
    const running = anImportJob({
      jobId: 'job-9',
      done: 20,
      total: 80,
      created: 12,
      updated: 6,
      failed: 2,
      createdAt: '2026-11-25T05:00:00Z',
    });
    const finished = anImportJob({
      jobId: 'job-8',
      status: 'done',
      done: 12,
      total: 12,
      created: 10,
      updated: 1,
      failed: 1,
      reportUrl: '/api/v2/shop-products-import/job-8/report',
      finishedAt: '2026-11-24T06:31:00Z',
    });
    mockImports({ recent: [running, finished], progress: { 'job-9': [running] } });
    const { router } = renderSellerPage(PATH);

    expect(await screen.findByRole('progressbar', { name: 'Rows done: 20 of 80' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    expect(router.state.location.search).toBe('?job=job-9');

    // The recent uploads, newest first, with their counts and reports.
    const list = within(screen.getByRole('heading', { name: 'Recent uploads' }).parentElement!);
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Running')).toBeInTheDocument();
    expect(
      within(items[0]!).getByText('20 of 80 rows · 12 created · 6 updated · 2 failed'),
    ).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Done')).toBeInTheDocument();
    expect(
      within(items[1]!).getByText('12 of 12 rows · 10 created · 1 updated · 1 failed'),
    ).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: /^Download report: upload of / })).toHaveAttribute(
      'href',
      '/api/v2/shop-products-import/job-8/report',
    );
  });

  it('follows nothing when the newest upload has finished', async () => {
    const imports = mockImports({
      recent: [anImportJob({ status: 'done', done: 200, reportUrl: REPORT })],
    });
    const { router } = renderSellerPage(PATH);

    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(jobReads(imports)).toEqual([]);
  });

  it('asks for the CSV before sending anything', async () => {
    const requests = fakeXhr();
    mockImports();
    const user = setupUser();
    renderSellerPage(PATH);

    await screen.findByLabelText('CSV file');
    await upload(user);

    expect(csvPicker()).toHaveAccessibleDescription(
      expect.stringContaining('Choose the CSV file to upload.'),
    );
    expect(csvPicker()).toHaveAttribute('aria-invalid', 'true');
    expect(csvPicker()).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('shows the server’s whole-file problems next to their pickers', async () => {
    const requests = fakeXhr();
    mockImports();
    const user = setupUser();
    const { router } = renderSellerPage(PATH);

    await user.upload(await screen.findByLabelText('CSV file'), aFile('products.csv', 'text/csv'));
    await user.upload(zipPicker(), aFile('pictures.zip', 'application/zip'));
    await upload(user);
    const xhr = await sent(requests);
    await xhr.respond(400, {
      success: false,
      message: 'Some fields are not valid.',
      error: {
        code: 'validation_failed',
        message: 'Some fields are not valid.',
        fields: { file: 'the column stock is missing', images: 'kurta.jpg is above 5 MB' },
      },
    });

    await waitFor(() =>
      expect(csvPicker()).toHaveAccessibleDescription(expect.stringContaining('The column stock is missing')),
    );
    expect(csvPicker()).toHaveAttribute('aria-invalid', 'true');
    expect(zipPicker()).toHaveAccessibleDescription(expect.stringContaining('Kurta.jpg is above 5 MB'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('says so when the shop’s earlier upload is still running', async () => {
    const requests = fakeXhr();
    mockImports();
    const user = setupUser();
    renderSellerPage(PATH);

    await user.upload(await screen.findByLabelText('CSV file'), aFile('products.csv', 'text/csv'));
    await upload(user);
    const xhr = await sent(requests);
    await xhr.respond(409, {
      success: false,
      message: 'An upload is already running.',
      error: { code: 'import_running', message: 'An upload is already running.', fields: {} },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your previous upload is still being processed. Wait until it has finished, then upload again.',
    );
  });

  it('cancels the upload, says so, and can send again', async () => {
    const requests = fakeXhr();
    mockImports({ progress: { 'job-2': [anImportJob({ jobId: 'job-2' })] } });
    const user = setupUser();
    const { router } = renderSellerPage(PATH);

    await user.upload(await screen.findByLabelText('CSV file'), aFile('products.csv', 'text/csv', 1000));
    await upload(user);
    const first = await sent(requests);
    first.progress(250, 1000);
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));

    expect(first.aborted).toBe(true);
    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    await upload(user);
    const second = await sent(requests, 2);
    expect((second.form.get('file') as File).name).toBe('products.csv');
    await second.respond(202, { success: true, jobId: 'job-2' });
    await waitFor(() => expect(router.state.location.search).toBe('?job=job-2'));
  });
});
