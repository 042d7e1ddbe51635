import { describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '@/api';
import { ApiError } from '@/lib/api';

import { applyServerError } from './server-errors';

type Form = { email: string; password: string; images: string[]; keepImages: string[]; zipCode: string };

const problem = (
  fields: Record<string, string>,
  code: ErrorCode = ErrorCode.VALIDATION_FAILED,
  message = 'Check the form.',
) => new ApiError(422, code, message, fields);

describe('applyServerError', () => {
  it('says something went wrong when the error is not the server’s', () => {
    const setError = vi.fn();
    expect(applyServerError<Form>(new Error('boom'), setError, { fields: ['email'] })).toBe(
      'Something went wrong. Please try again.',
    );
    expect(setError).not.toHaveBeenCalled();
  });

  it('puts each field’s problem next to it, matching snake_case to camelCase, and focuses the first', () => {
    const setError = vi.fn();
    const result = applyServerError<Form>(
      problem({ email: 'enter a valid email address', zip_code: 'enter 6 digits' }),
      setError,
      { fields: ['email', 'zipCode'] },
    );
    expect(result).toBeNull();
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'email',
      { type: 'server', message: 'enter a valid email address' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'zipCode',
      { type: 'server', message: 'enter 6 digits' },
      { shouldFocus: false },
    );
  });

  it('returns the whole message when a problem has no field on the form', () => {
    const setError = vi.fn();
    expect(
      applyServerError<Form>(problem({ email: 'taken', shop_name: 'taken' }), setError, {
        fields: ['email'],
      }),
    ).toBe('Check the form.');
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it('returns the whole message when nothing was placed', () => {
    expect(applyServerError<Form>(problem({}), vi.fn(), { fields: ['email'] })).toBe('Check the form.');
  });

  it('puts an error code that is about one field on that field', () => {
    const setError = vi.fn();
    const result = applyServerError<Form>(
      problem({}, ErrorCode.EMAIL_TAKEN, 'An account with this email already exists.'),
      setError,
      { fields: ['email'], codes: { [ErrorCode.EMAIL_TAKEN]: 'email' } },
    );
    expect(result).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'An account with this email already exists.' },
      { shouldFocus: true },
    );
  });

  it('drops an index and shows only the first problem of a list', () => {
    const setError = vi.fn();
    const result = applyServerError<Form>(
      problem({ 'images[2]': 'too large', 'images.3': 'not an image' }),
      setError,
      { fields: ['images'] },
    );
    expect(result).toBeNull();
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'images',
      { type: 'server', message: 'too large' },
      { shouldFocus: true },
    );
  });

  it('renames the server’s name through an alias', () => {
    const setError = vi.fn();
    const result = applyServerError<Form>(problem({ keep_images: 'unknown image' }), setError, {
      fields: ['images'],
      aliases: { keepImages: 'images' },
    });
    expect(result).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'images',
      { type: 'server', message: 'unknown image' },
      { shouldFocus: true },
    );
  });
});
