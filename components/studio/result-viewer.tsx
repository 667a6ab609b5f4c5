import { Picture } from '@/components/ui/picture';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef } from 'react';
import { ReactCompareSlider, styleFitContainer } from 'react-compare-slider';
import { useCatalogText } from '@/hooks/use-catalog-text';
import { downloadName, downloadUrl } from '@/lib/studio/files/download-name';
import { isEditTool } from '@/lib/studio/catalog/edit-tools';
import type { TRenderView } from '@/lib/studio/renders/render-request';

type Props = {
  render: TRenderView;
  /** The variant on screen (the studio takes it on as the next photo when asked). */
  variant: number;
  onVariantChange(variant: number): void;
  children?: (variant: number) => React.ReactNode;
};

/** A side of the slider: the private files are served as they are (the optimiser would fetch them without a cookie). */
function SliderImage({ src, alt }: { src: string; alt: string }) {
  return <Picture src={src} alt={alt} width={2048} height={1536} unoptimized style={styleFitContainer()} />;
}

/**
 * The before/after slider (keyboard: focus the handle, then the arrow keys), the variants side by side to choose
 * from, and the downloads: the result at full size (with or without the watermark) and the original photo.
 */
export function ResultViewer({ render, variant, onVariantChange, children }: Props) {
  const { t } = useTranslation('studio');
  const heading = useRef<HTMLHeadingElement>(null);
  // A finished render takes the eye and the screen reader's focus to itself, wherever the page was scrolled.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [render.id]);
  const output = render.outputs[variant] ?? render.outputs[0]!;
  const unmarked = render.mine ? render.unwatermarkedOutputs[variant] : undefined;
  const catalog = useCatalogText();
  const label = [
    catalog.toolName(render.tool),
    catalog.styleName(render.style),
    catalog.roomName(render.roomType),
  ].join(' · ');

  const named = (...rest: (string | number)[]) => downloadName(render.roomType, render.style, ...rest);

  return (
    <section aria-labelledby="result-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="result-heading" ref={heading} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold">
          {t('result.title')}
        </h2>
        <p className="text-ink-muted text-sm">{label}</p>
      </div>
      {/* The photo edits are the local engine's for real (hosted installs too): no preview to warn of. */}
      {render.engine === 'local-preview' && !isEditTool(render.tool) ? (
        <p className="bg-surface-muted text-ink-muted rounded-lg px-3 py-2 text-sm">{t('result.offline')}</p>
      ) : null}
      {/* The slider draws no focus of its own (its handle is styled outline: 0), so its frame shows it. */}
      <div
        className="has-focus-visible:outline-brand-600 overflow-hidden rounded-2xl has-focus-visible:outline-2 has-focus-visible:outline-offset-2"
        data-testid="compare-slider"
      >
        <ReactCompareSlider
          itemOne={<SliderImage src={render.imageUrl} alt={t('result.before')} />}
          itemTwo={<SliderImage src={output} alt={t('result.after', { label })} />}
          keyboardIncrement="5%"
        />
      </div>
      <p className="text-ink-subtle text-xs">{t('result.sliderHint')}</p>

      {render.outputs.length > 1 ? (
        <div role="radiogroup" aria-label={t('result.variants')} className="grid grid-cols-4 gap-2">
          {render.outputs.map((url, index) => (
            <button
              key={url}
              type="button"
              role="radio"
              aria-checked={index === variant}
              aria-label={t('result.variant', { number: index + 1 })}
              onClick={() => onVariantChange(index)}
              className={`overflow-hidden rounded-lg border-2 ${index === variant ? 'border-brand-600' : 'border-transparent'}`}
            >
              <Picture
                src={url}
                alt=""
                width={320}
                height={240}
                unoptimized
                className="aspect-[4/3] w-full object-cover"
              />
            </button>
          ))}
        </div>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <a className="btn-primary" href={downloadUrl(output, named(variant + 1))} download>
          {t(unmarked ? 'result.downloadMarked' : 'result.download')}
        </a>
        {unmarked ? (
          <a className="btn-secondary" href={downloadUrl(unmarked, named(variant + 1, 'unmarked'))} download>
            {t('result.downloadUnmarked')}
          </a>
        ) : null}
        <a className="btn-secondary" href={downloadUrl(render.imageUrl, named('original'))} download>
          {t('result.downloadOriginal')}
        </a>
      </div>
      {children?.(variant)}
    </section>
  );
}
