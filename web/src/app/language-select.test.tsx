import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { renderApp } from '@/testing/test-utils';

describe('language selector', () => {
  it('switches the whole page to English and back, remembering the choice', async () => {
    const { user } = renderApp(<AppRoutes />);
    const nav = screen.getByRole('navigation', { name: 'Ana menü' });
    expect(within(nav).getByRole('link', { name: 'Spor' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Oyunun tamamı tek adreste.' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('tr');

    await user.click(screen.getByRole('combobox', { name: 'Dil Seçin' }));
    await user.click(await screen.findByRole('option', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'The whole game, in one place.' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toHaveTextContent('Sports');
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    await user.click(screen.getByRole('combobox', { name: 'Select Language' }));
    await user.click(await screen.findByRole('option', { name: 'Türkçe' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Oyunun tamamı tek adreste.' })).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
  });

  it('offers English and Türkçe, each in its own name', async () => {
    const { user } = renderApp(<AppRoutes />);

    await user.click(screen.getByRole('combobox', { name: 'Dil Seçin' }));

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['English', 'Türkçe']);
  });
});
