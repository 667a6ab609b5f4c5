import { useTranslation } from 'next-i18next/pages';
import { useId, useRef } from 'react';
import { useValueChosenEarly } from '@/hooks/use-value-chosen-early';
import { watermarkOn } from '@/store/studio-flow-store';
import { RoomSelect } from './room-select';
import { StrictLayoutChoice } from './strict-layout-choice';
import { offersStrictLayout } from './studio-abilities';
import { useStudio, useStudioFlow } from './studio-context';
import { StylePicker } from './style-picker';
import { ToolOptionsFields } from './tool-options-fields';
import { ToolPicker } from './tool-picker';
import { useStudioSubmit } from './use-studio-submit';

/** The choices that shape the next render: tool, room, style, prompt and options. */
export function StudioChoices({ formId }: { formId: string }) {
  const { t } = useTranslation('studio');
  const { abilities, flow } = useStudio();
  const promptId = useId();
  const variantsId = useId();
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const variantsRef = useRef<HTMLSelectElement>(null);
  const watermarkRef = useRef<HTMLInputElement>(null);
  const strictLayoutRef = useRef<HTMLInputElement>(null);
  const tool = useStudioFlow((s) => s.tool);
  const roomType = useStudioFlow((s) => s.roomType);
  const style = useStudioFlow((s) => s.style);
  const prompt = useStudioFlow((s) => s.prompt);
  const variants = useStudioFlow((s) => s.variants);
  const watermark = useStudioFlow(watermarkOn);
  const strictLayout = useStudioFlow((s) => s.strictLayout);
  const toolOptions = useStudioFlow((s) => s.toolOptions);
  const actions = flow.getState();
  const { submit, canSubmit } = useStudioSubmit();
  useValueChosenEarly(() => promptRef.current?.value, prompt, actions.setPrompt);
  useValueChosenEarly(
    () => (variantsRef.current ? Number(variantsRef.current.value) : undefined),
    variants,
    actions.setVariants,
  );
  useValueChosenEarly(() => watermarkRef.current?.checked, watermark, actions.setWatermark);
  useValueChosenEarly(() => strictLayoutRef.current?.checked, strictLayout, actions.setStrictLayout);

  return (
    <form
      id={formId}
      className="min-w-0 space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit) void submit();
      }}
    >
      {/* Choices only shape the next render, so they stay open while one runs. */}
      <ToolPicker value={tool} onChange={actions.chooseTool} />
      <ToolOptionsFields tool={tool} value={toolOptions} onChange={actions.setToolOptions} />
      <RoomSelect value={roomType} onChange={actions.chooseRoomType} />
      <StylePicker value={style} onChange={actions.chooseStyle} />
      <div>
        <label htmlFor={promptId} className="label">
          {t('prompt.label')}
        </label>
        <textarea
          ref={promptRef}
          id={promptId}
          className="field"
          rows={2}
          maxLength={500}
          value={prompt}
          placeholder={t('prompt.placeholder')}
          onChange={(event) => actions.setPrompt(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap items-end gap-4">
        {abilities.chooseVariants ? (
          <div>
            <label htmlFor={variantsId} className="label">
              {t('options.variants')}
            </label>
            <select
              ref={variantsRef}
              id={variantsId}
              className="field w-24"
              value={variants}
              onChange={(event) => actions.setVariants(Number(event.target.value))}
            >
              {[1, 2, 3, 4].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input
            ref={watermarkRef}
            type="checkbox"
            checked={watermark}
            onChange={(event) => actions.setWatermark(event.target.checked)}
            className="size-4"
          />
          {t('options.watermark')}
        </label>
      </div>
      {offersStrictLayout(abilities, tool) ? (
        <StrictLayoutChoice
          checked={strictLayout}
          onChange={actions.setStrictLayout}
          inputRef={strictLayoutRef}
        />
      ) : null}
    </form>
  );
}
