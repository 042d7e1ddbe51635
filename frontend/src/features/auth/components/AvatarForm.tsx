import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';

import { UploadStatus, useUpload } from '@/components/UploadProgress';
import { FormAlert, SubmitButton, applyServerError } from '@/components/form';
import type { Who } from '@/lib/session';

import { useUpdateAvatar } from '../api/accounts';
import { auth } from '../i18n';
import { avatarSchema } from '../validation';
import { AvatarPicker } from './AvatarPicker';

type Key = Parameters<typeof auth.t>[0];

/** What the form says for each kind: the section's heading, the picker's legend, the button, the toast. */
const TEXTS: Record<Who, { title: Key; legend: Key; submitLabel: Key; successMessage: Key }> = {
  user: {
    title: 'avatar.user.title',
    legend: 'avatar.user.legend',
    submitLabel: 'avatar.user.upload',
    successMessage: 'avatar.user.saved',
  },
  seller: {
    title: 'avatar.seller.title',
    legend: 'avatar.seller.legend',
    submitLabel: 'avatar.seller.upload',
    successMessage: 'avatar.seller.saved',
  },
};

type AvatarFormProps = {
  /** Whose picture: the shopper's or the shop's. */
  who: Who;
  /** Whose picture it is now. */
  current: { name: string; src: string | null };
};

/**
 * Choose a new avatar, see it, upload it. The upload puts the answer into the session, so every
 * picture of the account or shop on screen changes with it.
 */
export function AvatarForm({ who, current }: AvatarFormProps) {
  const t = auth.useT();
  const { title, legend, submitLabel, successMessage } = TEXTS[who];
  const upload = useUpdateAvatar(who);
  const sending = useUpload();
  const titleId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, trigger, formState } = useForm({
    resolver: zodResolver(avatarSchema),
    defaultValues: { avatar: undefined },
  });

  const onSubmit = handleSubmit(async ({ avatar }) => {
    setFormError(null);
    try {
      await upload.mutateAsync({ avatar, upload: sending.start() });
      sending.settle();
      toast.success(auth.t(successMessage));
      reset({ avatar: undefined });
    } catch (error) {
      // A cancelled upload leaves the chosen picture, ready to send again.
      if (!sending.settle(error)) setFormError(applyServerError(error, setError, { fields: ['avatar'] }));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {t(title)}
      </h2>
      <FormAlert>{formError}</FormAlert>
      <Controller
        control={control}
        name="avatar"
        render={({ field, fieldState }) => (
          <>
            <AvatarPicker
              legend={t(legend)}
              file={field.value}
              onChange={(file) => {
                field.onChange(file);
                void trigger('avatar');
              }}
              error={fieldState.error?.message}
              current={current}
            />
            <UploadStatus
              progress={sending.progress}
              cancelled={sending.cancelled}
              onCancel={sending.cancel}
              files={field.value ? [field.value] : []}
            />
            {field.value && !formState.errors.avatar && (
              <SubmitButton
                pending={upload.isPending}
                pendingLabel={t('avatar.uploading')}
                className="w-full sm:w-auto"
              >
                {t(submitLabel)}
              </SubmitButton>
            )}
          </>
        )}
      />
    </form>
  );
}
