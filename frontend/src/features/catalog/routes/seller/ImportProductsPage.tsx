import { useQueryClient } from '@tanstack/react-query';
import { FileDown, FileSpreadsheet } from 'lucide-react';
import { type ChangeEvent, type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { ErrorCode } from '@/api';
import { PageHeader } from '@/components/ListPage';
import { FullPageSpinner } from '@/components/Spinner';
import { UploadStatus, useUpload } from '@/components/UploadProgress';
import { FieldError, FieldHint, FieldLabel, FormAlert, SubmitButton, useFieldIds } from '@/components/form';
import { ApiError } from '@/lib/api';
import { common } from '@/lib/i18n';
import { formatCount } from '@/lib/numbers';
import { paths } from '@/lib/paths';
import { useSeller } from '@/lib/session';

import {
  IMPORT_TEMPLATE_URL,
  isFinished,
  useImportJob,
  useRecentImports,
  useStartImport,
} from '../../api/seller/bulk-import';
import { refreshCatalog } from '../../api/seller/cache';
import { ImportJobPanel, RecentImports, linkClass } from '../../components/seller/ImportJobs';
import { cardClass } from '../../components/seller/ui';
import { catalog } from '../../i18n';

/** The most rows one file may have (the server refuses more). */
const MAX_ROWS = 5000;

/** The search parameter naming the upload being followed, so a reload finds it again. */
const JOB_PARAM = 'job';

type FileErrors = { file?: string | undefined; images?: string | undefined };

/** A server's field name (`file`, `images`, `images[3]`) as the picker it is about, or none. */
function pickerOf(name: string): keyof FileErrors | null {
  const field = name.replace(/(\[\d+\]|\.\d+)+$/, '');
  return field === 'file' || field === 'images' ? field : null;
}

function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="text-sm text-stone-600">
      {label}
    </p>
  );
}

function FilePicker({
  label,
  hint,
  accept,
  error,
  optional,
  inputRef,
  onChange,
}: {
  label: string;
  hint: string;
  accept: string;
  error: string | undefined;
  optional?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (file: File | null) => void;
}) {
  const ids = useFieldIds(undefined, hint, error);
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={ids.controlId} label={label} optional={optional} />
      <input
        ref={inputRef}
        id={ids.controlId}
        type="file"
        accept={accept}
        aria-invalid={Boolean(error)}
        aria-describedby={ids.describedBy}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
        className={`block w-full rounded-md border bg-white text-sm text-stone-700 file:mr-3 file:border-0 file:bg-stone-100 file:px-3 file:py-2.5 file:font-medium file:text-stone-800 hover:file:bg-stone-200 ${
          error ? 'border-red-500' : 'border-stone-300'
        }`}
      />
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

/** The CSV and its optional ZIP of pictures, sent with the upload's progress and a way to cancel it. */
function UploadForm({ shopId, onStarted }: { shopId: string; onStarted: (jobId: string) => void }) {
  const t = catalog.useT();
  const start = useStartImport(shopId);
  const upload = useUpload();
  const form = useRef<HTMLFormElement>(null);
  const csvInput = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [errors, setErrors] = useState<FileErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (!csv) {
      setErrors({ file: t('bulk.file.required') });
      csvInput.current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const jobId = await start.mutateAsync({ files: { file: csv, images: zip }, upload: upload.start() });
      upload.settle();
      form.current?.reset();
      setCsv(null);
      setZip(null);
      onStarted(jobId);
    } catch (error) {
      if (upload.settle(error)) return;
      if (error instanceof ApiError && error.code === ErrorCode.IMPORT_RUNNING) {
        setFormError(t('bulk.running'));
        return;
      }
      const placed: FileErrors = {};
      let unplaced = !(error instanceof ApiError) || Object.keys(error.fields).length === 0;
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.fields)) {
          const picker = pickerOf(name);
          if (picker) placed[picker] ??= message;
          else unplaced = true;
        }
      }
      setErrors(placed);
      if (placed.file) csvInput.current?.focus();
      if (unplaced)
        setFormError(error instanceof ApiError ? error.message : common.t('form.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className={`${cardClass} space-y-5`}>
      <h2 className="text-lg font-semibold text-stone-900">{t('bulk.form.title')}</h2>
      <FormAlert>{formError}</FormAlert>
      <FilePicker
        label={t('bulk.file.label')}
        hint={t('bulk.file.hint', { max: formatCount(MAX_ROWS) })}
        accept=".csv,text/csv"
        error={errors.file}
        inputRef={csvInput}
        onChange={(file) => {
          setCsv(file);
          setErrors((current) => ({ ...current, file: undefined }));
        }}
      />
      <FilePicker
        label={t('bulk.images.label')}
        hint={t('bulk.images.hint')}
        accept=".zip,application/zip"
        error={errors.images}
        optional
        onChange={(file) => {
          setZip(file);
          setErrors((current) => ({ ...current, images: undefined }));
        }}
      />
      <UploadStatus progress={upload.progress} cancelled={upload.cancelled} onCancel={upload.cancel} />
      <SubmitButton pending={busy} pendingLabel={t('bulk.pending')} className="sm:w-auto">
        {t('bulk.submit')}
      </SubmitButton>
    </form>
  );
}

/**
 * The upload being followed, polled until it ends. Once it has, every catalogue answer is asked
 * again (the products table shows the new products), once per job.
 */
function FollowedJob({ shopId, jobId }: { shopId: string; jobId: string }) {
  const t = catalog.useT();
  const job = useImportJob(shopId, jobId);
  const queryClient = useQueryClient();
  const refreshed = useRef<string | null>(null);
  const finished = job.data !== undefined && isFinished(job.data);

  useEffect(() => {
    if (!finished || refreshed.current === jobId) return;
    refreshed.current = jobId;
    void refreshCatalog(queryClient);
  }, [finished, jobId, queryClient]);

  if (job.isPending) return <Loading label={t('bulk.job.loading')} />;
  if (job.isError) return <FormAlert>{job.error.message}</FormAlert>;
  return (
    <div className="space-y-3">
      <ImportJobPanel job={job.data} />
      {finished && (
        <Link to={paths.shopProducts()} className={linkClass}>
          {t('bulk.job.seeProducts')}
        </Link>
      )}
    </div>
  );
}

function Explanation() {
  const t = catalog.useT();
  const titleId = useId();
  return (
    <section className={`${cardClass} space-y-4`} aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {t('bulk.kinds.title')}
      </h2>
      <dl className="space-y-3 text-sm text-stone-700">
        <div>
          <dt className="font-semibold text-stone-900">{t('bulk.kinds.catalogueTitle')}</dt>
          <dd>{t('bulk.kinds.catalogue')}</dd>
        </div>
        <div>
          <dt className="font-semibold text-stone-900">{t('bulk.kinds.updateTitle')}</dt>
          <dd>{t('bulk.kinds.update')}</dd>
        </div>
      </dl>
      <p className="text-sm text-stone-700">{t('bulk.kinds.limit', { max: formatCount(MAX_ROWS) })}</p>
      <a href={IMPORT_TEMPLATE_URL} download className={linkClass}>
        <FileDown className="h-4 w-4" aria-hidden="true" />
        {t('bulk.template')}
      </a>
    </section>
  );
}

function BulkUpload({ shopId }: { shopId: string }) {
  const t = catalog.useT();
  const recentId = useId();
  const [params, setParams] = useSearchParams();
  const jobId = params.get(JOB_PARAM) || null;
  const recent = useRecentImports(shopId);
  const newest = recent.data?.[0];

  // Opened without a job (a reload of the menu's link): follow the shop's upload still running.
  useEffect(() => {
    if (jobId === null && newest && !isFinished(newest)) {
      setParams({ [JOB_PARAM]: newest.jobId }, { replace: true });
    }
  }, [jobId, newest, setParams]);

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader
        title={t('bulk.title')}
        subtitle={t('bulk.subtitle')}
        action={
          <Link to={paths.shopProducts()} className={`${linkClass} self-start sm:self-auto`}>
            <FileSpreadsheet className="h-4 w-4" aria-hidden="true" />
            {t('bulk.backToProducts')}
          </Link>
        }
      />
      <Explanation />
      {jobId !== null && <FollowedJob key={jobId} shopId={shopId} jobId={jobId} />}
      <UploadForm shopId={shopId} onStarted={(id) => setParams({ [JOB_PARAM]: id }, { replace: true })} />
      <section aria-labelledby={recentId} className="space-y-3">
        <h2 id={recentId} className="text-lg font-semibold text-stone-900">
          {t('bulk.recent.title')}
        </h2>
        {recent.isPending ? (
          <Loading label={t('bulk.recent.loading')} />
        ) : recent.isError ? (
          <FormAlert>{recent.error.message}</FormAlert>
        ) : (
          <RecentImports jobs={recent.data} />
        )}
      </section>
    </div>
  );
}

/** /shop-dashboard-import-products: many products added or updated at once from a CSV (and a ZIP of pictures). */
export function ImportProductsPage() {
  const { data: seller } = useSeller();
  // The guard only shows this page to a signed-in seller; once the session ends it is left at once.
  if (!seller) return <FullPageSpinner />;
  return <BulkUpload shopId={seller._id} />;
}
