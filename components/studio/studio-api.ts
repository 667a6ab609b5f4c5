import { getData, postData, uploadFile } from '@/lib/api/fetch-json';
import type { ToolOptions } from '@/lib/studio/catalog/tool-options';
import type { TRender, TRenderView } from '@/lib/studio/renders/render-request';

export type StudioMode = 'account' | 'trial';
export type TUploadedImage = { id: string; url: string; thumbnailUrl: string; width: number; height: number };
export type TRenderInput = {
  imageId: string;
  tool: string;
  roomType: string;
  style: string;
  prompt?: string;
  maskImageId?: string;
  projectId?: string;
  variants?: number;
  watermark?: boolean;
  strictLayout?: boolean;
  options?: ToolOptions;
};

/** The studio's endpoints: an account's, or the free trial's for a visitor (same shapes). */
export function studioApi(mode: StudioMode) {
  const base = mode === 'trial' ? '/api/trial' : '/api';
  return {
    upload: (file: Blob, kind: 'photo' | 'mask') =>
      uploadFile<{ image: TUploadedImage }>(`${base}/uploads`, file, { kind }).then((r) => r.image),
    createRender: (input: TRenderInput) =>
      postData<{ render: TRender }>({ url: `${base}/renders`, data: input }).then((r) => r.render),
    renderUrl: (id: string) => `${base}/renders/${id}`,
    getRender: (url: string) => getData<{ render: TRenderView }>(url).then((r) => r.render),
  };
}
