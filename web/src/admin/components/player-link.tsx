import { Link } from 'react-router';

/** A player's username, linking to their page (from a payment, a bonus grant, …: any row naming the player). */
export function PlayerLink({ player }: { player: { playerId: number | string; username: string } }) {
  return (
    <Link to={`/players/${player.playerId}`} className="font-medium text-fg-strong hover:text-accent hover:underline">
      {player.username}
    </Link>
  );
}
