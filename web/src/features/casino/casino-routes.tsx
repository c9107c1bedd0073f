/* eslint-disable react-refresh/only-export-components -- a route table; its pages hot-reload in their own files */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const GameHistoryRoute = lazy(() =>
  import('@/features/casino/routes/game-history').then((m) => ({ default: m.GameHistoryRoute })),
);

/** The casino's /dashboard page (product §2 Game Activities); the app mounts it beside the account's. */
export const casinoDashboardPages: RouteObject[] = [{ path: 'game-history', element: <GameHistoryRoute /> }];
