import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aUser } from '@/test/auth';
import { renderRoutes, setupUser } from '@/test/harness';
import { fakeXhr } from '@/test/xhr';

import { AvatarForm } from './AvatarForm';

// The avatar's upload as it goes: progress, cancel, and the server's error under the picker,
// with a stand-in XMLHttpRequest that sends the body as slowly as the test says (src/test/xhr.ts).

function renderForm() {
  renderRoutes(
    [{ path: '*', element: <AvatarForm who="user" current={{ name: 'Asha Rao', src: null }} /> }],
    { path: '/profile' },
  );
}

const aPhoto = () => new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' });

describe('the avatar form', { timeout: 30_000 }, () => {
  it('shows the upload’s progress, and the new picture once saved', async () => {
    const requests = fakeXhr();
    const user = setupUser();
    renderForm();

    await user.upload(await screen.findByLabelText('Choose a photo'), aPhoto());
    await user.click(await screen.findByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    const xhr = requests[0]!;
    expect(xhr).toMatchObject({ method: 'PUT', url: '/api/v2/update-user-avatar' });
    expect((xhr.form.get('avatar') as File).name).toBe('me.png');

    const bar = await screen.findByRole('progressbar', { name: 'Uploading 1 picture…' });
    xhr.progress(768, 2400);
    expect(bar).toHaveAttribute('aria-valuenow', '32');
    expect(screen.getByText('32%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();

    await xhr.respond(200, { success: true, user: aUser({ avatar: '/media/avatars/new.png' }) });
    expect(await screen.findByText('Your profile photo has been updated.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Uploading 1 picture…' })).not.toBeInTheDocument();
  });

  it('cancels the upload and keeps the chosen picture to send again', async () => {
    const requests = fakeXhr();
    const user = setupUser();
    renderForm();

    await user.upload(await screen.findByLabelText('Choose a photo'), aPhoto());
    await user.click(await screen.findByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0]!.progress(100, 2400);

    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));

    expect(requests[0]!.aborted).toBe(true);
    expect(await screen.findByRole('status')).toHaveTextContent('Upload cancelled');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Chosen: me.png. JPEG, PNG, WebP or GIF, up to 5 MB.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(requests).toHaveLength(2));
  });

  it('shows the server’s problem with the picture under the picker', async () => {
    const requests = fakeXhr();
    const user = setupUser();
    renderForm();

    await user.upload(await screen.findByLabelText('Choose a photo'), aPhoto());
    await user.click(await screen.findByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    await requests[0]!.respond(400, {
      success: false,
      message: 'avatar: the picture could not be read',
      error: {
        code: 'validation_failed',
        message: 'avatar: the picture could not be read',
        fields: { avatar: 'the picture could not be read' },
      },
    });

    await waitFor(() =>
      expect(screen.getByLabelText('Choose a photo')).toHaveAccessibleDescription(
        expect.stringContaining('The picture could not be read'),
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
