import { Bike, Crosshair, Dumbbell, Gamepad2, Goal, HockeyStick, RugbyBall, Swords, Target, Trophy, Volleyball, type LucideIcon } from 'lucide-react';

/** One icon per sport (lucide has no ball for every game: a fitting symbol otherwise, a trophy by default). */
const ICONS: Record<string, LucideIcon> = {
  football: Goal,
  soccer: Goal,
  volleyball: Volleyball,
  'ice-hockey': HockeyStick,
  icehockey: HockeyStick,
  hockey: HockeyStick,
  rugby: RugbyBall,
  cycling: Bike,
  darts: Target,
  boxing: Dumbbell,
  mma: Dumbbell,
  cs2: Crosshair,
  csgo: Crosshair,
  counterstrike: Crosshair,
  valorant: Crosshair,
  dota2: Swords,
  lol: Swords,
};

export function SportIcon({ code, esport, className }: { code: string; esport?: boolean; className?: string }) {
  const Icon = ICONS[code.toLowerCase()] ?? (esport ? Gamepad2 : Trophy);
  return <Icon aria-hidden className={className} strokeWidth={1.9} />;
}
