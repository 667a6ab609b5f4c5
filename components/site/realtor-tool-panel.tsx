import { Picture } from '@/components/ui/picture';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { REALTOR_TOOL_ILLUSTRATIONS, type RealtorToolId } from '@/lib/site/realtor-tool-pages';
import { editExample } from '@/lib/site/edit-examples';
import { findTool } from '@/lib/studio/catalog/tools';
import { isEditTool } from '@/lib/studio/catalog/edit-tools';

type Props = { tool: RealtorToolId; id: string; tabId: string; hidden: boolean };

/** One realtor tool explained: what it does, when to use it, tips, the disclosure rule and the way into the studio. */
export function RealtorToolPanel({ tool, id, tabId, hidden }: Props) {
  const { t } = useTranslation('site');
  const name = t(`toolNames.${tool}`);
  const catalog = findTool(tool);
  const illustration = REALTOR_TOOL_ILLUSTRATIONS[tool];
  const copy = (key: string) => t(`realtorTools.tools.${tool}.${key}`);
  return (
    <div
      role="tabpanel"
      id={id}
      aria-labelledby={tabId}
      hidden={hidden}
      tabIndex={0}
      className="rounded-card border-surface-line border bg-white p-5 sm:p-8"
    >
      <div className="grid gap-8 xl:grid-cols-[1fr_20rem]">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">{name}</h2>
          <h3 className="mt-6 font-semibold">{t('realtorTools.whatTitle')}</h3>
          <p className="text-ink-muted mt-1 text-pretty">{copy('what')}</p>
          <h3 className="mt-6 font-semibold">{t('realtorTools.whenTitle')}</h3>
          <p className="text-ink-muted mt-1 text-pretty">{copy('when')}</p>
          <h3 className="mt-6 font-semibold">{t('realtorTools.tipsTitle')}</h3>
          <ul className="text-ink-muted mt-1 list-disc space-y-1 pl-5">
            {['tip1', 'tip2', 'tip3'].map((tip) => (
              <li key={tip}>{copy(tip)}</li>
            ))}
          </ul>
          {catalog?.needsMask || catalog?.optionalMask ? (
            <p className="text-accent-600 mt-4 text-sm font-medium">
              {t(catalog.needsMask ? 'realtorTools.brushNote' : 'realtorTools.brushOptionalNote')}
            </p>
          ) : null}
        </div>
        {isEditTool(tool) ? (
          <EditExampleFigure tool={tool} name={name} />
        ) : illustration ? (
          <figure>
            <Picture
              src={illustration.src}
              alt={t(`images.${illustration.alt}`)}
              width={illustration.width}
              height={illustration.height}
              sizes="(min-width: 1280px) 20rem, (min-width: 1024px) 60vw, 100vw"
              className="h-auto w-full rounded-xl"
            />
            <figcaption className="text-ink-subtle mt-2 text-xs">{t('shared.illustration')}</figcaption>
          </figure>
        ) : null}
      </div>
      <aside
        aria-label={t('realtorTools.disclosureTitle')}
        className="bg-surface-muted border-accent-500 mt-6 rounded-r-lg border-l-4 px-4 py-3 text-sm"
      >
        <p className="font-semibold">{t('realtorTools.disclosureTitle')}</p>
        <p className="text-ink-muted mt-1">
          {catalog?.watermarkByDefault
            ? t('realtorTools.disclosureWatermark')
            : t('realtorTools.disclosureNoWatermark')}
        </p>
      </aside>
      <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link href={`/studio?tool=${tool}`} className="btn-primary px-6 text-base">
          {t('realtorTools.openInStudio', { tool: name })}
        </Link>
        <p className="text-ink-subtle text-sm">{t('shared.freePlan')}</p>
      </div>
    </div>
  );
}

/** A photo edit's before and after, made by the engine from a sample photo (scripts/generate-edit-examples.ts). */
function EditExampleFigure({ tool, name }: { tool: Parameters<typeof editExample>[0]; name: string }) {
  const { t } = useTranslation('site');
  const example = editExample(tool);
  const sizes = '(min-width: 1280px) 20rem, (min-width: 640px) 45vw, 100vw';
  return (
    <figure>
      <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-1">
        {(['before', 'after'] as const).map((which) => (
          <div key={which}>
            <p className="text-ink-subtle mb-1 text-xs font-semibold uppercase">{t(`shared.${which}`)}</p>
            <Picture
              src={example[which]}
              alt={t(which === 'before' ? 'realtorTools.exampleBeforeAlt' : 'realtorTools.exampleAfterAlt', {
                tool: name,
              })}
              width={example.width}
              height={example.height}
              sizes={sizes}
              className="h-auto w-full rounded-xl"
            />
          </div>
        ))}
      </div>
      <figcaption className="text-ink-subtle mt-2 text-xs">
        {t('realtorTools.exampleCaption', { tool: name })}
      </figcaption>
    </figure>
  );
}
