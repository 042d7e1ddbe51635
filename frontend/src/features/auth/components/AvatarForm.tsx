import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';

import { FormAlert, SubmitButton, applyServerError } from '@/components/form';

import { avatarSchema } from '../validation';
import { AvatarPicker } from './AvatarPicker';

type AvatarFormProps = {
  /** The section's heading, e.g. "Profile photo". */
  title: string;
  /** The picker's legend, e.g. "Your photo". */
  legend: string;
  /** Whose picture it is now. */
  current: { name: string; src: string | null };
  /** The upload mutation: the shopper's or the shop's. */
  upload: { mutateAsync: (avatar: File) => Promise<unknown>; isPending: boolean };
  submitLabel: string;
  successMessage: string;
};

/**
 * Choose a new avatar, see it, upload it. The mutation puts the answer into the query data, so
 * every picture of the account or shop on screen changes with it.
 */
export function AvatarForm({ title, legend, current, upload, submitLabel, successMessage }: AvatarFormProps) {
  const titleId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, trigger, formState } = useForm({
    resolver: zodResolver(avatarSchema),
    defaultValues: { avatar: undefined },
  });

  const onSubmit = handleSubmit(async ({ avatar }) => {
    setFormError(null);
    try {
      await upload.mutateAsync(avatar);
      toast.success(successMessage);
      reset({ avatar: undefined });
    } catch (error) {
      setFormError(applyServerError(error, setError, { fields: ['avatar'] }));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <FormAlert>{formError}</FormAlert>
      <Controller
        control={control}
        name="avatar"
        render={({ field, fieldState }) => (
          <>
            <AvatarPicker
              legend={legend}
              file={field.value}
              onChange={(file) => {
                field.onChange(file);
                void trigger('avatar');
              }}
              error={fieldState.error?.message}
              current={current}
            />
            {field.value && !formState.errors.avatar && (
              <SubmitButton pending={upload.isPending} pendingLabel="Uploading…" className="w-full sm:w-auto">
                {submitLabel}
              </SubmitButton>
            )}
          </>
        )}
      />
    </form>
  );
}
