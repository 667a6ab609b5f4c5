import { useTranslation } from 'next-i18next/pages';
import { CanvasChoice } from './canvas-choice';
import { useShownRender, useStudio, useStudioFlow } from './studio-context';
import { useStudioSubmit } from './use-studio-submit';

/**
 * The next step, in a bar that sticks to the bottom of the screen: render, or (a brush tool chosen over a result)
 * say what to brush on.
 */
export function StudioSubmitBar({ formId }: { formId: string }) {
  const { t } = useTranslation('studio');
  const { brush, resultAsPhoto } = useStudio();
  const variant = useStudioFlow((s) => s.variant);
  const setResultAside = useStudioFlow((s) => s.setResultAside);
  const { data: render } = useShownRender();
  const { canSubmit, submitHint, submitting, choosingCanvas } = useStudioSubmit();

  const brushOnOriginal = () => {
    brush.focusNext();
    setResultAside();
  };
  const keepEditingResult = () => {
    if (render?.status !== 'succeeded' || !render.mine) return;
    // The result without the listing note where there is one: the note is added again to the next render if wanted.
    const output =
      (render.mine ? render.unwatermarkedOutputs[variant] : undefined) ?? render.outputs[variant];
    if (output) void resultAsPhoto.take(output);
  };

  return (
    <div
      data-testid="studio-action-bar"
      data-sticky-actions
      className="border-surface-line sticky bottom-0 z-10 -mx-1 rounded-t-2xl border-t bg-white/95 p-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur"
    >
      {choosingCanvas ? (
        <CanvasChoice
          mine={render?.mine === true}
          onOriginal={brushOnOriginal}
          onResult={keepEditingResult}
          preparing={resultAsPhoto.preparing}
        />
      ) : (
        <>
          <button type="submit" form={formId} className="btn-primary w-full" disabled={!canSubmit}>
            {submitting ? t('submit.starting') : t('submit.label')}
          </button>
          {submitHint ? <p className="text-ink-subtle mt-2 text-center text-sm">{submitHint}</p> : null}
        </>
      )}
    </div>
  );
}
