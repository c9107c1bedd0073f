import { AtSign, Camera, Send, SquarePlay, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type SiteOptionKey, useSiteOptions } from '@/lib/site/site-options';

const SOCIAL: readonly { option: SiteOptionKey; name: string; icon: LucideIcon }[] = [
  { option: 'social_instagram', name: 'Instagram', icon: Camera },
  { option: 'social_x', name: 'X', icon: AtSign },
  { option: 'social_telegram', name: 'Telegram', icon: Send },
  { option: 'social_youtube', name: 'YouTube', icon: SquarePlay },
];

/** The social links of the site options; only those that are set. */
export function SocialLinks() {
  const { t } = useTranslation('site');
  const options = useSiteOptions();
  const links = SOCIAL.filter(({ option }) => options[option]);
  if (links.length === 0) return null;
  return (
    <ul aria-label={t('footer.social')} className="flex flex-wrap gap-2">
      {links.map(({ option, name, icon: Icon }) => (
        <li key={option}>
          <a
            href={options[option]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={name}
            className="grid size-10 place-items-center rounded-md bg-surface-2 text-fg transition-colors hover:bg-surface-3 hover:text-accent"
          >
            <Icon aria-hidden className="size-[1.125rem]" strokeWidth={1.9} />
          </a>
        </li>
      ))}
    </ul>
  );
}
