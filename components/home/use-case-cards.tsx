import { Picture } from '@/components/ui/picture';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { USE_CASES } from '@/lib/site/site-links';

const PICTURES: Record<(typeof USE_CASES)[number]['href'], string> = {
  '/use-cases/real-estate': 'samples/house-exterior',
  '/use-cases/home-makeover': 'rooms/living_room-scandinavian',
  '/use-cases/interior-designers': 'styles/art_deco',
  '/use-cases/furniture-staging': 'rooms/bedroom-modern',
};

export function UseCaseCards() {
  const { t } = useTranslation('common');
  const { t: home } = useTranslation('home');
  return (
    <section aria-labelledby="use-cases-heading" className="max-w-page mx-auto px-4 py-16 sm:px-6">
      <h2 id="use-cases-heading" className="text-3xl font-bold tracking-tight">
        {home('useCases.title')}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {USE_CASES.map((useCase) => (
          <li key={useCase.href}>
            <Link
              href={useCase.href}
              className="rounded-card border-surface-line hover:border-brand-500 block overflow-hidden border bg-white"
            >
              <Picture
                src={`/illustrations/${PICTURES[useCase.href]}.webp`}
                alt=""
                width={480}
                height={320}
                sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                className="aspect-[3/2] w-full object-cover"
              />
              <span className="block p-4">
                <span className="block font-semibold">{t(useCase.key)}</span>
                <span className="text-ink-muted mt-1 block text-sm">{t(`${useCase.key}Text`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
