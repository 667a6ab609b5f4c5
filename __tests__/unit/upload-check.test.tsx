import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCEPTED_IMAGE_MIME_TYPES,
  INVALID_IMAGE_ALERT,
  INVALID_IMAGE_ERROR,
  isAcceptedImage,
} from '@/components/studio/check-image-file';
import { StudioProviders } from '@/components/studio/studio-providers';
import { UploadDropzone } from '@/components/studio/upload-dropzone';
import { useImageUpload } from '@/components/studio/use-image-upload';
import { useEditorStore, useUploadStore } from '@/store/studio-store-provider';
import { jsonResponse, renderWithApp, SIGNED_OUT } from './helpers/render-with-app';

const onError = jest.fn<(message: string) => void>();
const onUploaded = jest.fn();

/** The dropzone wired as the studio wires it, with the editor's image state shown for assertions. */
function Harness() {
  const { accept, uploading } = useImageUpload('account', onUploaded, onError);
  const image = useEditorStore((s) => s.image);
  const imageId = useUploadStore((s) => s.imageId);
  return (
    <>
      <UploadDropzone onFile={(file) => void accept(file)} uploading={uploading} />
      <output data-testid="image">{image}</output>
      <output data-testid="image-id">{imageId ?? ''}</output>
    </>
  );
}

let alertSpy: jest.SpiedFunction<typeof window.alert>;
beforeEach(() => {
  onError.mockReset();
  onUploaded.mockReset();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => alertSpy.mockRestore());

const pick = (file: File) =>
  userEvent.upload(screen.getByLabelText('Choose a photo'), file, { applyAccept: false });

describe('the browser check of SPEC §5', () => {
  it('accepts exactly the eleven types (HEIC and HEIF also when the browser leaves them untyped)', () => {
    for (const type of ACCEPTED_IMAGE_MIME_TYPES) expect(isAcceptedImage({ type, name: 'x' })).toBe(true);
    expect(ACCEPTED_IMAGE_MIME_TYPES).toHaveLength(11);
    expect(isAcceptedImage({ type: '', name: 'IMG_0001.HEIC' })).toBe(true);
    expect(isAcceptedImage({ type: '', name: 'photo.heif' })).toBe(true);
    for (const type of ['text/html', 'application/pdf', 'image/x-icon', 'video/mp4', ''])
      expect(isAcceptedImage({ type, name: 'file' })).toBe(false);
  });

  it('alerts, calls back, sets the image to blank and uploads nothing for another type', async () => {
    const { fetchMock } = renderWithApp(
      <StudioProviders>
        <Harness />
      </StudioProviders>,
      SIGNED_OUT,
    );
    await pick(new File(['<html>'], 'room.html', { type: 'text/html' }));
    expect(alertSpy).toHaveBeenCalledWith(INVALID_IMAGE_ALERT);
    expect(alertSpy.mock.calls[0]![0]).toBe('Please select a valid image file jpg, jpeg or png');
    expect(onError).toHaveBeenCalledWith(INVALID_IMAGE_ERROR);
    expect(onError.mock.calls[0]![0]).toBe('Please select a valid image file');
    expect(screen.getByTestId('image')).toHaveTextContent('blank');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/uploads'))).toBe(false);
  });

  it('uploads an accepted photo and keeps its stored URL and id', async () => {
    const { fetchMock } = renderWithApp(
      <StudioProviders>
        <Harness />
      </StudioProviders>,
      SIGNED_OUT,
    );
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/uploads'
        ? jsonResponse(201, {
            image: { id: 'img-1', url: '/api/files/u/img-1.jpg', thumbnailUrl: '', width: 800, height: 600 },
          })
        : jsonResponse(401, {}),
    );
    await pick(new File([new Uint8Array([1, 2, 3])], 'room.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('image')).toHaveTextContent('/api/files/u/img-1.jpg'));
    expect(screen.getByTestId('image-id')).toHaveTextContent('img-1');
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('sets the image to blank and reports the server’s reason when the upload fails (SPEC §4)', async () => {
    const { fetchMock } = renderWithApp(
      <StudioProviders>
        <Harness />
      </StudioProviders>,
      SIGNED_OUT,
    );
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/uploads'
        ? jsonResponse(415, {
            error: 'unsupported_type',
            description: 'This file is not an image we accept. Use one of: JPEG, PNG.',
            params: { types: 'JPEG, PNG' },
          })
        : jsonResponse(401, {}),
    );
    await pick(new File([new Uint8Array([1])], 'fake.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith('This file is not an image we accept. Use one of: JPEG, PNG.'),
    );
    expect(screen.getByTestId('image')).toHaveTextContent('blank');
    expect(screen.getByTestId('image-id')).toHaveTextContent('');
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
