import type { ComponentProps } from 'react';
import { Link } from 'react-router';

type Props = Omit<ComponentProps<'a'>, 'href' | 'target'> & { url: string; target: string; label: string };

/** A banner's link: our own paths through the router, other urls as plain links (`target` honoured). */
export function SlideLink({ url, target, label, children, ...rest }: Props) {
  if (!url) return <div className={rest.className}>{children}</div>;
  const newTab = target === '_blank';
  if (url.startsWith('/') && !newTab) {
    return (
      <Link to={url} aria-label={label} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} aria-label={label} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined} {...rest}>
      {children}
    </a>
  );
}
