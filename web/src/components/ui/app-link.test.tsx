import { fireEvent, screen } from '@testing-library/react';
import { useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLink } from '@/components/ui/app-link';
import { renderApp } from '@/testing/test-utils';

function Page() {
  const { pathname, search } = useLocation();
  const how = useNavigationType();
  return (
    <>
      <AppLink to="/casino/slot?category=3">Slot</AppLink>
      <AppLink to="/promotions" target="_blank">
        Promotions
      </AppLink>
      <output aria-label="address">{`${how} ${pathname}${search}`}</output>
    </>
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('AppLink', () => {
  it('carries its path as the href and goes there in the app on a plain click', () => {
    renderApp(<Page />, { route: '/' });
    const link = screen.getByRole('link', { name: 'Slot' });
    expect(link).toHaveAttribute('href', '/casino/slot?category=3');

    expect(fireEvent.click(link)).toBe(false); // handled: the browser does not load the page
    expect(address()).toBe('PUSH /casino/slot?category=3');
  });

  it('replaces the history entry when the address is the one shown', () => {
    renderApp(<Page />, { route: '/casino/slot?category=3' });
    fireEvent.click(screen.getByRole('link', { name: 'Slot' }));
    expect(address()).toBe('REPLACE /casino/slot?category=3');
  });

  it('leaves a modified click, a middle click and a new tab to the browser', () => {
    renderApp(<Page />, { route: '/' });
    const link = screen.getByRole('link', { name: 'Slot' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Promotions' }))).toBe(true);
    expect(address()).toBe('POP /');
  });
});
