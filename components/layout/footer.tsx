import { reopenConsent } from '@/lib/analytics/consent';
import { publicEnv } from '@/lib/public-env';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@/lib/product';
import {
  COMPANY_LINKS,
  FOOTER_CLAIM_YEAR,
  GUIDE_SLUGS,
  INSPIRATION_ROOMS,
  INSPIRATION_STYLES,
  MAIN_LINKS,
  REALTOR_TOOLS,
  STYLE_SLUGS,
  USE_CASES,
} from '@/lib/site/site-links';
import { useUser } from '@/components/providers/user-context';
import { StaticIsland } from '@/components/site/static-island';
import { Logo } from './logo';
import { LanguageSwitcher } from './language-switcher';
import { type PlainLink, usePlainLink } from './use-plain-link';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-ink text-sm font-semibold">{title}</h2>
      <ul className="text-ink-muted mt-3 space-y-2 text-sm">{children}</ul>
    </div>
  );
}

function Item({ link, children }: { link: PlainLink; children: ReactNode }) {
  return (
    <li>
      <a {...link} className="hover:text-ink hover:underline">
        {children}
      </a>
    </li>
  );
}

/** Links every route of SPEC §2. */
export function Footer() {
  const { t } = useTranslation('common');
  // Sign-in and sign-up are for visitors: once the session is known to be someone's, they go.
  const { user } = useUser();
  const link = usePlainLink();
  return (
    // Below the first screen on all but the shortest pages: two hundred elements laid out only when they come near.
    <footer className="border-surface-line bg-surface-muted render-when-near mt-24 border-t [contain-intrinsic-size:auto_1700px] sm:[contain-intrinsic-size:auto_1300px] lg:[contain-intrinsic-size:auto_850px]">
      <div className="max-w-page mx-auto px-4 py-12 sm:px-6">
        <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm">
            <Logo />
            <p className="text-ink-muted mt-3 text-sm">{t('footer.tagline')}</p>
            <p className="text-brand-700 mt-3 text-sm font-semibold">{t('footer.trusted')}</p>
          </div>
          <LanguageSwitcher />
        </div>

        <div className="mt-10 grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-5">
          {/* Some eighty links that never change on a page: kept as the server sent them, none hydrated, and not even
              made while React adopts them (the island calls the function only when it renders its children). */}
          <StaticIsland className="contents">
            {() => (
              <>
                <Column title={t('footer.product')}>
                  <Item link={link('/')}>{t('footer.home')}</Item>
                  {MAIN_LINKS.map((l) => (
                    <Item key={l.href} link={link(l.href)}>
                      {t(l.key)}
                    </Item>
                  ))}
                </Column>
                <Column title={t('footer.useCases')}>
                  {USE_CASES.map((l) => (
                    <Item key={l.href} link={link(l.href)}>
                      {t(l.key)}
                    </Item>
                  ))}
                </Column>
                <Column title={t('footer.realtorTools')}>
                  {REALTOR_TOOLS.map((tool) => (
                    <Item key={tool} link={link(`/realtor-tools?tool=${tool}`)}>
                      {t(`realtorToolNames.${tool}`)}
                    </Item>
                  ))}
                </Column>
                <Column title={t('footer.resources')}>
                  <Item link={link('/learn')}>{t('footer.learnCenter')}</Item>
                  {GUIDE_SLUGS.map((slug) => (
                    <Item key={slug} link={link(`/learn/${slug}`)}>
                      {t(`guideTitles.${slug}`)}
                    </Item>
                  ))}
                </Column>
              </>
            )}
          </StaticIsland>
          <Column title={t('footer.company')}>
            {COMPANY_LINKS.filter((l) => !(user && 'visitorsOnly' in l)).map((l) => (
              <Item key={l.href} link={link(l.href)}>
                {t(l.key)}
              </Item>
            ))}
          </Column>
        </div>

        <StaticIsland className="mt-10 grid gap-8 lg:grid-cols-2">
          {() => (
            <>
              <div>
                <h2 className="text-ink text-sm font-semibold">
                  <a {...link('/inspiration/styles')} className="hover:underline">
                    {t('footer.styles')}
                  </a>
                </h2>
                <ul className="text-ink-muted mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                  {STYLE_SLUGS.map((style) => (
                    <Item key={style} link={link(`/inspiration/styles/${style}`)}>
                      {t(`styleNames.${style}`)}
                    </Item>
                  ))}
                </ul>
              </div>
              <div>
                <h2 className="text-ink text-sm font-semibold">
                  <a {...link('/inspiration/rooms')} className="hover:underline">
                    {t('footer.roomIdeas')}
                  </a>
                </h2>
                <ul className="text-ink-muted mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                  {INSPIRATION_ROOMS.flatMap((room) =>
                    INSPIRATION_STYLES.map((style) => (
                      <Item key={`${room}-${style}`} link={link(`/inspiration/rooms/${room}-ideas-${style}`)}>
                        {t('roomIdea', { style: t(`styleInTitle.${style}`), room: t(`roomNames.${room}`) })}
                      </Item>
                    )),
                  )}
                </ul>
              </div>
            </>
          )}
        </StaticIsland>

        <div className="border-surface-line text-ink-subtle mt-10 flex flex-wrap items-center justify-between gap-3 border-t pt-6 text-sm">
          <p>{t('footer.copyright', { year: FOOTER_CLAIM_YEAR, product: PRODUCT_NAME })}</p>
          {publicEnv.posthogKey ? (
            <button type="button" className="hover:text-ink hover:underline" onClick={reopenConsent}>
              {t('consent.choices')}
            </button>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
