import { CasinoVideoBanner } from '@/features/casino/components/casino-video-banner';
import { TopWinnersCard } from '@/features/casino/components/top-winners-card';
import { useSiteOption } from '@/lib/site/site-options';

/** The video banner (when set) beside the top winners; the winners alone span the width. */
export function LobbyHighlights({ isLive }: { isLive: boolean }) {
  const video = useSiteOption('casino_video_url');
  if (!video) return <TopWinnersCard isLive={isLive} layout="wide" />;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1.65fr)_minmax(0,1fr)]">
      <CasinoVideoBanner className="aspect-video lg:aspect-auto lg:h-full lg:min-h-[22rem]" />
      <TopWinnersCard isLive={isLive} layout="column" className="lg:max-h-[30rem]" />
    </div>
  );
}
