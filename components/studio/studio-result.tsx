import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { TRenderView } from '@/lib/studio/renders/render-request';
import { ResultActions } from './result-actions';
import { ResultViewer } from './result-viewer';
import { useStudio, useStudioFlow } from './studio-context';
import { useStudioSubmit } from './use-studio-submit';

/**
 * A finished render: the before/after viewer, with the owner's actions on it in an account and the invitation to
 * sign up in the trial. Loaded by the canvas only once there is a result to show.
 */
export function StudioResult({ render }: { render: TRenderView }) {
  const { t } = useTranslation('studio');
  const { abilities, shown } = useStudio();
  const variant = useStudioFlow((s) => s.variant);
  const chooseVariant = useStudioFlow((s) => s.chooseVariant);
  const { submit, canSubmit } = useStudioSubmit();
  return (
    <ResultViewer render={render} variant={variant} onVariantChange={chooseVariant}>
      {() =>
        !render.mine ? null : abilities.resultActions ? (
          <ResultActions
            render={render}
            onChanged={(changed) => void shown.mutate(changed, { revalidate: false })}
            onRegenerate={() => void submit()}
            regenerateDisabled={!canSubmit}
          />
        ) : (
          <div className="bg-brand-50 rounded-2xl p-4">
            <p className="font-semibold">{t('trial.keepTitle')}</p>
            <p className="text-ink-muted mt-1 text-sm">{t('trial.keepText')}</p>
            <Link href="/signup?redirectedFrom=/studio" className="btn-primary mt-3">
              {t('trial.signUp')}
            </Link>
          </div>
        )
      }
    </ResultViewer>
  );
}
