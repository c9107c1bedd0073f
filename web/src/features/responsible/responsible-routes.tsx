/* eslint-disable react-refresh/only-export-components -- a route table; its page hot-reloads in its own file */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withNamespaces } from '@/lib/i18n';

const ResponsibleGamingRoute = lazy(() =>
  withNamespaces(['responsible'], import('@/features/responsible/routes/responsible-gaming')).then((m) => ({
    default: m.ResponsibleGamingRoute,
  })),
);

/** The responsible-gaming dashboard page; the app mounts it under `/dashboard` with the others. */
export const responsiblePages: RouteObject[] = [{ path: 'responsible-gaming', element: <ResponsibleGamingRoute /> }];
