import { useTranslation } from 'next-i18next/pages';
import { useStore } from 'zustand';
import { track } from '@/lib/analytics/track';
import { useErrorMessage } from '@/hooks/use-error-message';
import { apiErrorOf } from '@/lib/api/api-error-of';
import { optionsFor } from '@/lib/studio/catalog/tool-options';
import { findToolTraits } from '@/lib/studio/catalog/tool-traits';
import { useEditorStore, useProjectStore } from '@/store/studio-store-provider';
import { watermarkOn } from '@/store/studio-flow-store';
import { offersStrictLayout } from './studio-abilities';
import { type TRenderInput, studioApi } from './studio-api';
import { useShownRender, useStudio } from './studio-context';
import { isPending } from './use-render';

/**
 * Whether the studio can render now, what it still needs if not, and the render itself: the photo and the choices
 * (with the brushed mask for a tool that needs one, or that takes one and was brushed) sent to the studio's endpoints.
 */
export function useStudioSubmit() {
  const { t } = useTranslation('studio');
  const { errorMessage } = useErrorMessage();
  const { mode, abilities, flow, brush, upload } = useStudio();
  const state = useStore(flow);
  const { photo, tool, roomType, style, prompt, variants, strictLayout, toolOptions, submitting } = state;
  const selectedProject = useProjectStore((s) => s.selectedProject);
  // A brush tool can render once something is painted on this photo's mask.
  const brushed = useEditorStore(
    (s) => s.maskSource === photo?.url && s.strokes.some((stroke) => stroke.mode === 'paint'),
  );
  const { data: render, mutate } = useShownRender();

  const selectedTool = findToolTraits(tool)!;
  const busy = submitting || isPending(render);
  // A brush tool over a result: there is nothing to brush on until the user says which picture it is.
  const choosingCanvas = render?.status === 'succeeded' && selectedTool.needsMask;
  const canSubmit =
    Boolean(photo) && !busy && !upload.uploading && !choosingCanvas && (!selectedTool.needsMask || brushed);
  const submitHint = !photo
    ? t('submit.needPhoto')
    : selectedTool.needsMask && !choosingCanvas && !brushed
      ? t('mask.required')
      : null;

  const submit = async () => {
    if (!photo) return;
    const actions = flow.getState();
    actions.setSubmitting(true);
    actions.setError(null);
    try {
      const input: TRenderInput = {
        imageId: photo.id,
        tool,
        roomType,
        style,
        prompt: prompt.trim() || undefined,
        options: optionsFor(tool, toolOptions),
      };
      // A tool that takes a brushed area when given one (paint-walls) finds its own when all was erased again.
      if (selectedTool.needsMask || (selectedTool.optionalMask && brushed)) {
        const mask = await brush.toMaskBlob();
        if (mask) input.maskImageId = (await studioApi(mode).upload(mask, 'mask')).id;
        else if (selectedTool.needsMask) {
          actions.setError({ message: t('mask.required') });
          return;
        }
      }
      if (abilities.chooseVariants) input.variants = variants;
      input.watermark = watermarkOn(state);
      if (offersStrictLayout(abilities, tool) && strictLayout) input.strictLayout = true;
      if (abilities.projects && selectedProject) input.projectId = selectedProject.id;
      const created = await studioApi(mode).createRender(input);
      track('render_created', {
        render_id: created.id,
        mode,
        tool,
        room_type: roomType,
        style,
        variants: created.variants,
      });
      actions.showRender(created.id);
      await mutate(created, { revalidate: false });
    } catch (e) {
      const code = apiErrorOf(e)?.code;
      track('render_failed', {
        render_id: null,
        mode,
        tool,
        room_type: roomType,
        style,
        stage: 'create',
        error_code: code ?? null,
      });
      actions.setError({ message: errorMessage(e), code });
    } finally {
      actions.setSubmitting(false);
    }
  };

  return { submit, canSubmit, submitHint, busy, submitting, choosingCanvas };
}
