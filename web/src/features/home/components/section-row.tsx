import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A home-page row (product §10): a title, a 'see all' link and its content. */
export function SectionRow({ id, title, seeAll, to, children }: { id: string; title: string; seeAll: string; to: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <div className="flex items-end justify-between gap-4">
        <h2 id={id} className="text-lg font-semibold text-fg-strong">
          {title}
        </h2>
        <Link
          to={to}
          className="group inline-flex items-center gap-0.5 rounded-sm text-sm font-medium text-fg-muted transition-colors hover:text-accent"
        >
          {seeAll}
          <ChevronRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
