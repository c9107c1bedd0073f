/** What the frame's address says (docs/sportsbook.md, "The frame"): the page, the player's token, the language. */
import { createContext, useContext } from 'react';
import type { Section, SportsbookApi } from '@/sportsbook/lib/api';

export type FramePage = 'sport' | 'live' | 'esports';

export interface FrameParams {
  page: FramePage;
  token: string | null;
}

export function readFrameParams(search = window.location.search): FrameParams {
  const params = new URLSearchParams(search);
  const page = params.get('page');
  const token = params.get('token');
  return { page: page === 'live' || page === 'esports' ? page : 'sport', token: token?.trim() ? token : null };
}

/** The sports a page lists: e-sports on `page=esports`, the rest otherwise. */
export function sectionOf(page: FramePage): Section {
  return page === 'esports' ? 'esports' : 'sports';
}

export interface Frame extends FrameParams {
  api: SportsbookApi;
}

export const FrameContext = createContext<Frame | null>(null);

export function useFrame(): Frame {
  const frame = useContext(FrameContext);
  if (!frame) throw new Error('useFrame outside the sportsbook frame');
  return frame;
}
