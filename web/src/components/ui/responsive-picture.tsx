import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The spec's three-size artwork: `images[0]` by default (phones), `images[1]` from 1200 px and
 * `images[2]` from 992 px. Sources are listed widest first, as the browser takes the first match.
 */
export function ResponsivePicture({
  images,
  alt,
  className,
  imgClassName,
  ...img
}: { images: readonly string[]; alt: string; imgClassName?: string } & Omit<ComponentProps<'img'>, 'src' | 'alt'>) {
  const [fallback = '', wide, medium] = images;
  return (
    <picture className={className}>
      {wide && <source media="(min-width: 1200px)" srcSet={wide} />}
      {medium && <source media="(min-width: 992px)" srcSet={medium} />}
      <img src={fallback} alt={alt} className={cn('block size-full object-cover', imgClassName)} {...img} />
    </picture>
  );
}
