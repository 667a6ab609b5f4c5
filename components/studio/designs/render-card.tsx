import Image from 'next/image';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useCatalogText } from '@/hooks/use-catalog-text';
import { useErrorMessage } from '@/hooks/use-error-message';
import type { TRenderView } from '@/lib/studio/renders/render-request';
import { FavoriteButton } from './favorite-button';
import { RenderProjectSelect } from './render-project-select';
import { isEditTool } from '@/lib/studio/catalog/edit-tools';
import { RenderRetryActions } from './render-retry-actions';
import { RenderStatusBadge } from './render-status-badge';

/** The engine name of the built-in renderer (lib/studio/engines/local-engine.ts, server code the browser may not import). */
const LOCAL_ENGINE = 'local-preview';

type Props = {
  render: TRenderView;
  onOpen(render: TRenderView): void;
  /** Only the owner's own feed offers moving a render between projects. */
  withProjectActions: boolean;
  onMoved(): void;
  /** A failed render of the owner's was queued again from its card. */
  onRetried(): void;
};

/**
 * One render in a feed: the first result (or the uploaded photo until there is one) in a fixed 4:3 box, its labels,
 * status, the heart, and on the owner's feed the project it belongs to; a failed one of the owner's can be tried again.
 */
export function RenderCard({ render, onOpen, withProjectActions, onMoved, onRetried }: Props) {
  const { t } = useTranslation('designs');
  const { messageFor } = useErrorMessage();
  const [favoriteFailed, setFavoriteFailed] = useState(false);
  const catalog = useCatalogText();
  const title = catalog.roomInStyle(render.roomType, render.style);
  const tool = catalog.toolName(render.tool);
  const alt = t('card.alt', { title, tool });
  const thumbnail = render.status === 'succeeded' && render.outputs[0] ? render.outputs[0] : render.imageUrl;
  const running = render.status === 'queued' || render.status === 'processing';

  return (
    <li className="rounded-card border-surface-line flex flex-col overflow-hidden border bg-white shadow-sm">
      <div className="bg-surface-muted relative aspect-[4/3]">
        <button
          type="button"
          onClick={() => onOpen(render)}
          className="group block size-full focus-visible:-outline-offset-2"
        >
          <span className="sr-only">{t('card.open')} </span>
          {/* Private files need the visitor's cookie, so the optimiser (which fetches without it) is bypassed. The
              whole picture shows (no crop), so a "Virtually staged" mark in its corner stays readable. */}
          <Image
            src={thumbnail}
            alt={alt}
            fill
            unoptimized
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            className={`size-full object-contain transition-opacity group-hover:opacity-90 ${running ? 'opacity-60' : ''}`}
          />
        </button>
        <div className="pointer-events-none absolute top-2 left-2 flex flex-wrap gap-1.5">
          <RenderStatusBadge status={render.status} />
          {render.engine === LOCAL_ENGINE && !isEditTool(render.tool) && (
            <span className="bg-ink/75 rounded-full px-2.5 py-1 text-xs font-semibold text-white">
              {t('card.offlinePreview')}
            </span>
          )}
        </div>
        <div className="absolute top-2 right-2">
          <FavoriteButton renderId={render.id} label={title} onFailedChange={setFavoriteFailed} />
        </div>
      </div>
      <div className="flex grow flex-col gap-1 p-3">
        <p className="truncate font-semibold">{title}</p>
        <p className="text-ink-muted truncate text-sm">{tool}</p>
        {render.status === 'failed' && (
          <p className="text-danger-600 text-sm">
            {render.mine && render.errorCode ? messageFor(render.errorCode) : t('card.failedUnknown')}
          </p>
        )}
        {render.status === 'failed' && render.mine && (
          <RenderRetryActions render={render} onRetried={onRetried} />
        )}
        {favoriteFailed && (
          <p role="alert" className="text-danger-600 text-sm">
            {t('card.favoriteFailed')}
          </p>
        )}
        {withProjectActions && render.mine && (
          <RenderProjectSelect key={render.projectId ?? ''} render={render} label={title} onMoved={onMoved} />
        )}
      </div>
    </li>
  );
}
