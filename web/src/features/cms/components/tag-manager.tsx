import { useEffect } from 'react';
import { useSiteOptions } from '@/lib/site/site-options';
import { tagManagerId } from '@/lib/site/tag-manager';
import { afterLoadIdle } from '@/lib/idle';

/**
 * Google Tag Manager when the site option `tag_manager_id` is set, in production builds only (product §9): loaded once
 * the page is idle, so it never competes with the first page's paint; its loader is fetched only then.
 */
export function TagManager({ production = import.meta.env.PROD }: { production?: boolean }) {
  const id = tagManagerId(useSiteOptions(), production);
  useEffect(() => {
    if (!id) return undefined;
    return afterLoadIdle(() => {
      void import('@/lib/site/tag-manager-loader').then(({ loadTagManager }) => {
        loadTagManager(id);
      });
    });
  }, [id]);
  return null;
}
