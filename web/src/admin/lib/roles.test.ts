import { describe, expect, it } from 'vitest';
import { NAVIGATION, homePathFor, navigationFor } from '@/admin/lib/navigation';
import { PERMISSIONS, ROLES, can, type Permission } from '@/admin/lib/roles';

const paths = (role: string) => navigationFor(role).flatMap((group) => group.items.map((item) => item.path));

describe('the role map', () => {
  it('lets admin do everything', () => {
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) expect(can('admin', permission)).toBe(true);
    expect(paths('admin')).toEqual(NAVIGATION.flatMap((group) => group.items.map((item) => item.path)));
  });

  it('mirrors the server: support talks to players, finance decides withdrawals, content edits the site', () => {
    expect(can('support', 'players.block')).toBe(true);
    expect(can('finance', 'players.block')).toBe(false);
    expect(can('finance', 'withdrawals.decide')).toBe(true);
    expect(can('support', 'withdrawals.decide')).toBe(false);
    expect(can('support', 'payments.view')).toBe(true);
    expect(can('finance', 'players.protection')).toBe(false);
    expect(can('content', 'content.edit')).toBe(true);
    expect(can('finance', 'content.edit')).toBe(false);
    expect(can('finance', 'content.siteoptions')).toBe(true);
    expect(can('content', 'content.siteoptions')).toBe(true);
    expect(can('support', 'content.siteoptions')).toBe(false);
    expect(can('content', 'players.view')).toBe(false);
    expect(can('finance', 'reports.view')).toBe(true);
    expect(can('support', 'reports.view')).toBe(false);
    expect(can('support', 'players.sessions')).toBe(true);
    expect(can('finance', 'players.sessions')).toBe(false);
    expect(can('finance', 'players.notes')).toBe(true);
    expect(can('content', 'players.notes')).toBe(false);
    expect(can('finance', 'players.activity')).toBe(true);
    expect(can('support', 'players.activity')).toBe(true);
    expect(can('content', 'players.activity')).toBe(false);
    expect(can('finance', 'players.summary')).toBe(true);
    expect(can('support', 'players.summary')).toBe(true);
    expect(can('content', 'players.summary')).toBe(false);
    expect(can('support', 'sportsbook.view')).toBe(true);
    expect(can('support', 'sportsbook.settle')).toBe(false);
    expect(can('finance', 'sportsbook.settle')).toBe(true);
    expect(can('content', 'sportsbook.view')).toBe(false);
    for (const role of ['finance', 'support', 'content']) {
      expect(can(role, 'audit.view')).toBe(false);
      expect(can(role, 'casino.providers')).toBe(false);
      expect(can(role, 'bonuses.manage')).toBe(false);
    }
  });

  it('shows each role only the screens it may use', () => {
    // Finance opens the site options for the bank account players pay into (the others are locked there).
    expect(paths('finance')).toEqual(['overview', 'reports', 'players', 'withdrawals', 'payments', 'content/siteoptions', 'sportsbook']);
    expect(paths('support')).toEqual(['players', 'support', 'notifications', 'withdrawals', 'payments', 'sportsbook']);
    expect(paths('content')).toEqual([
      'content/sliders',
      'content/pages',
      'content/popups',
      'content/promotions',
      'content/translations',
      'content/siteoptions',
      'casino/games',
      'casino/categories',
    ]);
  });

  it('lands each role on its first screen, and refuses what is not a role', () => {
    expect(homePathFor('admin')).toBe('overview');
    expect(homePathFor('finance')).toBe('overview');
    expect(homePathFor('support')).toBe('players');
    expect(homePathFor('content')).toBe('content/sliders');
    expect(homePathFor('owner')).toBeNull();
    expect(can(undefined, 'players.view')).toBe(false);
    expect(can('owner', 'players.view')).toBe(false);
    expect([...ROLES]).toEqual(['admin', 'finance', 'support', 'content']);
  });
});
