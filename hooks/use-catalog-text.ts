import { useTranslation } from 'next-i18next/pages';
import { useMemo } from 'react';

/**
 * The studio catalogue's words in the page's language (the page loads the `catalog` namespace). An id the catalogue
 * no longer has (an old render's tool, say) is shown as it is rather than hidden.
 */
export function useCatalogText() {
  const { t } = useTranslation('catalog');
  return useMemo(
    () => ({
      toolName: (id: string) => t(`tools.${id}.name`, { defaultValue: id }),
      toolDescription: (id: string) => t(`tools.${id}.description`, { defaultValue: '' }),
      roomName: (id: string) => t(`rooms.${id}.name`, { defaultValue: id }),
      styleName: (id: string) => t(`styles.${id}.name`, { defaultValue: id }),
      styleDescription: (id: string) => t(`styles.${id}.description`, { defaultValue: '' }),
      /**
       * "Scandinavian living room", "Salón de estilo escandinavo": each language orders and inflects its own. The
       * template and its forms are in `common`, for the footer's room ideas on every page.
       */
      roomInStyle: (room: string, style: string) =>
        t('roomIdea', {
          ns: 'common',
          room: t(`roomNames.${room}`, { ns: 'common', defaultValue: room }),
          style: t(`styleInTitle.${style}`, { ns: 'common', defaultValue: style }),
        }),
    }),
    [t],
  );
}
