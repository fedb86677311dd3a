import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { timings } from '@domain/constants';
import type { UploadFolder } from '@domain/uploads/folders';
import { installModalDialogs } from '../../testing/modalDialogs';
import { outbox } from '../../lib/submission/outbox';
import { startTestOutbox } from '../../testing/outbox';
import { postToHost } from './postToHost';
import { sendUpload } from './sendUpload';
import { UploadDialog } from './UploadDialog';
import { uploadMessages } from './uploadMessages';
import { submissionText } from '../../lib/submission/submissionText';

vi.mock('../../lib/firebase', () => ({ functions: {} }));
vi.mock('firebase/functions', () => ({ httpsCallable: vi.fn() }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('./postToHost', () => ({ postToHost: vi.fn() }));
vi.mock('../../config/env', () => ({ readEnv: () => ({ VITE_IMAGE_HOST_URL: 'http://images.test' }) }));

const server = vi.fn<(name: string, input: unknown) => Promise<unknown>>();
const signed = { status: 'signed', cloudName: 'cloud', publicId: 'bills/x', fields: { signature: 's' } };
const answer = { public_id: 'bills/-Nabcdefghijklmnopqr', version: 2, signature: 'a'.repeat(40) };
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const png = (name: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
};

beforeAll(() => {
  installModalDialogs();
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

/**
 * The dialog closes on its timer: tests that see it close move the clock (time still flows, for the
 * outbox and the fake database) rather than wait the 3 s out.
 */
let timers: MockInstance<typeof setTimeout> | undefined;
function useDialogClock(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  timers = vi.spyOn(globalThis, 'setTimeout');
}

/**
 * Once the dialog has started its closing timer (in an effect after the render that follows the
 * upload, so not always by the time its toast shows), moves the clock past it.
 */
async function passTheClosingDelay(): Promise<void> {
  await waitFor(() => {
    expect(timers).toHaveBeenCalledWith(expect.any(Function), timings.uploadModalCloseMs);
  });
  timers?.mockRestore();
  await act(() => vi.advanceTimersByTimeAsync(timings.uploadModalCloseMs));
}

afterEach(() => {
  timers?.mockRestore();
  timers = undefined;
  vi.useRealTimers();
});

beforeEach(async () => {
  await startTestOutbox('user-1', sendUpload);
  vi.clearAllMocks();
  vi.mocked(httpsCallable).mockImplementation(
    (_functions, name) => (async (input: unknown) => ({ data: await server(name, input) })) as never,
  );
  server.mockImplementation((name) =>
    Promise.resolve(name === 'signUpload' ? signed : { folder: 'bills', id: 'x' }),
  );
  vi.mocked(postToHost).mockImplementation((_url, _fields, _file, _name, onProgress) => {
    onProgress(50);
    return Promise.resolve(answer);
  });
});

function renderDialog(folder: UploadFolder = 'bills') {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UploadDialog
        folder={folder}
        dept={folder === 'bills' ? 'sales' : 'placement'}
        open
        onClose={onClose}
      />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog');
  return {
    dialog,
    onClose,
    user: userEvent.setup({ applyAccept: false }),
    input: dialog.querySelector<HTMLInputElement>('input[type=file]')!,
    uploadButton: within(dialog).getByRole('button', { name: 'Upload' }),
  };
}

describe('UploadDialog', () => {
  it('is titled per folder and cannot upload with nothing chosen', () => {
    const { dialog, uploadButton } = renderDialog('placement_docs');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Upload Placement Docs');
    expect(uploadButton).toBeDisabled();
  });

  it('refuses a file by its bytes, not its name, and lists the real images', async () => {
    const { dialog, user, input, uploadButton } = renderDialog();
    await user.upload(input, [new File(['just text'], 'fake.png', { type: 'image/png' }), png('a.png')]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Invalid file type. Only image files (JPG, PNG, JPEG) are allowed.',
    );
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(within(dialog).getByRole('progressbar', { name: 'a.png upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(uploadButton).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove a.png' }));
    expect(within(dialog).queryByRole('listitem')).toBeNull();
    expect(uploadButton).toBeDisabled();
  });

  it('refuses a placement document over 10 MB, naming it', async () => {
    const { dialog, user, input } = renderDialog('placement_docs');
    await user.upload(input, png('offer.png', 10 * 1024 * 1024 + 1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'offer.png is too large! Please upload a file smaller than 10MB.',
    );
  });

  it('uploads, records, toasts, clears the list and closes 3 s later', async () => {
    useDialogClock();
    const { dialog, user, input, uploadButton, onClose } = renderDialog();
    await user.upload(input, [png('a.png'), png('b.png', 80)]);
    await user.click(uploadButton);
    await waitFor(() => {
      expect(toast.success).toHaveBeenCalledTimes(1);
    });
    expect(within(dialog).queryByRole('listitem')).toBeNull();
    const calls = server.mock.calls.map(([name]) => name);
    expect(calls).toEqual(['signUpload', 'recordUpload', 'signUpload', 'recordUpload']);
    expect(server.mock.calls[1]?.[1]).toEqual(answer);
    expect(vi.mocked(postToHost).mock.calls[0]?.[0]).toBe('http://images.test/v1_1/cloud/image/upload');
    expect(onClose).not.toHaveBeenCalled();
    await passTheClosingDelay();
    expect(onClose).toHaveBeenCalled();
  });

  it('closes 3 s after the upload although the screen behind keeps handing it a new onClose', async () => {
    useDialogClock();
    const closed = vi.fn<() => void>();
    const dialogWith = (onClose: () => void) => (
      <QueryClientProvider client={queryClient}>
        <UploadDialog folder="bills" dept="sales" open onClose={onClose} />
      </QueryClientProvider>
    );
    const queryClient = new QueryClient();
    const { rerender } = render(
      dialogWith(() => {
        closed();
      }),
    );
    const dialog = screen.getByRole('dialog');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, png('a.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => {
      expect(toast.success).toHaveBeenCalledTimes(1);
    });
    // The visit screen renders again on every Outbox change, each time with a new function.
    await waitFor(() => {
      expect(timers).toHaveBeenCalledWith(expect.any(Function), timings.uploadModalCloseMs);
    });
    const rerenders = timings.uploadModalCloseMs / 300 + 2;
    for (let index = 0; index < rerenders; index++) {
      rerender(
        dialogWith(() => {
          closed();
        }),
      );
      await act(() => vi.advanceTimersByTimeAsync(300));
    }
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('hands a file with no answer yet over to the Outbox, then says the form’s own words once it arrives', async () => {
    let answerRecord: (value: unknown) => void = () => undefined;
    server.mockImplementation((name) =>
      name === 'signUpload'
        ? Promise.resolve(signed)
        : new Promise((resolve) => {
            answerRecord = resolve;
          }),
    );
    const { user, input, uploadButton } = renderDialog();
    await user.upload(input, png('late.png'));
    await user.click(uploadButton);
    await waitFor(() => {
      expect(toast.success).toHaveBeenCalledWith(submissionText.handedOver, expect.anything());
    });
    expect(toast.success).not.toHaveBeenCalledWith(uploadMessages.uploadedToast, expect.anything());
    answerRecord({ folder: 'bills', id: 'x' });
    await waitFor(() => {
      expect(toast.success).toHaveBeenLastCalledWith(uploadMessages.uploadedToast, expect.anything());
    });
    expect(toast.success).toHaveBeenCalledTimes(2);
  });

  it('says a failed file failed and why, keeps it to retry, and goes on with the next', async () => {
    vi.mocked(postToHost).mockRejectedValueOnce(new Error('The image host could not be reached'));
    const { dialog, user, input, uploadButton } = renderDialog();
    await user.upload(input, [png('a.png'), png('b.png', 80)]);
    await user.click(uploadButton);
    await waitFor(() => {
      expect(toast.error).toHaveBeenCalledWith('Upload failed. Please try again.', { duration: 3000 });
    });
    await waitFor(() => {
      expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('a.png');
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      'Failed: The image host could not be reached',
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("warns of a colleague's duplicate with when only, and uploads it anyway when asked", async () => {
    const duplicate = { whose: 'colleague', uploadedAt: Date.UTC(2025, 0, 5, 9, 34) };
    server.mockImplementationOnce(() => Promise.resolve({ status: 'duplicate', duplicate }));
    const { dialog, user, input, uploadButton } = renderDialog();
    await user.upload(input, png('a.png'));
    await user.click(uploadButton);
    const warning = await within(dialog).findByRole('group', { name: 'a.png is a duplicate' });
    expect(warning).toHaveTextContent('This file was uploaded before by a colleague on 05/01/2025 15:04.');
    expect(within(warning).getByRole('button', { name: 'Skip' })).toBeEnabled();
    await user.click(within(warning).getByRole('button', { name: 'Upload anyway' }));
    await waitFor(() => {
      expect(toast.success).toHaveBeenCalled();
    });
    expect(server.mock.calls[1]?.[1]).toMatchObject({ allowDuplicate: true });
  });

  it('keeps a photo chosen offline on the phone, closes, and uploads it once back online', async () => {
    useDialogClock();
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { dialog, user, input, uploadButton, onClose } = renderDialog();
    await user.upload(input, png('offline.png'));
    await user.click(uploadButton);
    expect(await within(dialog).findByText('Saved on this phone')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(
      'Saved on this phone. It will be sent when you are back online.',
      {
        duration: 3000,
      },
    );
    expect(server).not.toHaveBeenCalled();
    await passTheClosingDelay();
    expect(onClose).toHaveBeenCalled();

    offline.mockReturnValue(true);
    outbox.kick({ now: true });
    await waitFor(() => {
      expect(server.mock.calls.map(([name]) => name)).toEqual(['signUpload', 'recordUpload']);
    });
    const posted = vi.mocked(postToHost).mock.calls[0];
    expect(posted?.[3]).toBe('offline.png');
    expect((posted?.[2] as Blob).size).toBe(64);
  });
});
