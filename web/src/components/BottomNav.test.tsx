import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timings } from '@domain/constants';
import { setDueCount, setRefusedCount } from '../lib/reportBadge';
import { BottomNav } from './BottomNav';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderNav(path: string, option: string | null = null, signedIn = false) {
  const isSignedIn = vi.fn(() => Promise.resolve(signedIn));
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Where />
            <BottomNav readSelectedOption={() => option} isSignedIn={isSignedIn} />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { isSignedIn };
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('BottomNav', () => {
  afterEach(() => {
    setRefusedCount(0);
    vi.useRealTimers();
  });

  it('shows four items and marks the current one, treating the landing page as home', () => {
    renderNav('/');
    expect(nav().querySelectorAll('.bottom-nav__item')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dash' })).not.toHaveAttribute('aria-current');
  });

  it("shows on Report how many of the person's spends are refused and follow-ups due, as the screens last heard it", () => {
    renderNav('/sales');
    expect(screen.getByRole('link', { name: 'Report' })).toBeInTheDocument();
    act(() => {
      setRefusedCount(2);
    });
    expect(screen.getByRole('link', { name: /^Report\s*, 2 refused$/ })).toHaveTextContent('Report2');
    act(() => {
      setDueCount(3);
    });
    expect(screen.getByRole('link', { name: /^Report\s*, 2 refused, 3 due$/ })).toHaveTextContent('Report5');
    act(() => {
      setRefusedCount(0);
    });
    expect(screen.getByRole('link', { name: /^Report\s*, 3 due$/ })).toHaveTextContent('Report3');
    act(() => {
      setDueCount(0);
    });
    expect(screen.getByRole('link', { name: 'Report' })).toBeInTheDocument();
  });

  it('marks Dash on the dashboard screens and leads to /dashlogin', async () => {
    renderNav('/placdash');
    const dash = screen.getByRole('link', { name: 'Dash' });
    expect(dash).toHaveAttribute('aria-current', 'page');
    await userEvent.click(dash);
    expect(screen.getByTestId('where')).toHaveTextContent('/dashlogin');
  });

  it.each(['/sales', '/placement'])('lets Report lead to /report on %s', async (path) => {
    renderNav(path);
    await userEvent.click(screen.getByRole('link', { name: 'Report' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/report');
  });

  it('flashes Report red with a Not Clickable tooltip for one second elsewhere', () => {
    vi.useFakeTimers();
    renderNav('/home');
    const report = screen.getByRole('button', { name: 'Report' });
    expect(report).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    fireEvent.click(report);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Not Clickable');
    expect(report).toHaveClass('bottom-nav__item--flash');
    expect(report).toHaveAccessibleDescription('Not Clickable');
    expect(screen.getByTestId('where')).toHaveTextContent('/home');

    act(() => {
      vi.advanceTimersByTime(timings.notClickableFlashMs - 1);
    });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(report).not.toHaveClass('bottom-nav__item--flash');
  });

  it.each([
    ['bills', 'Bills', '/media'],
    ['placementDocs', 'Docs', '/docs'],
    [null, 'Media', '/media'],
    ['saledash', 'Media', '/media'],
  ])(
    'labels the files item from the stored option %s as %s, leading to %s when signed in',
    async (option, label, target) => {
      const { isSignedIn } = renderNav('/home', option, true);
      const files = screen.getByRole('link', { name: label });
      expect(files).toHaveAttribute('href', target);
      await userEvent.click(files);
      expect(isSignedIn).toHaveBeenCalledTimes(1);
      expect(await screen.findByText(target)).toBeInTheDocument();
    },
  );

  it('sends a signed-out user from the files item to /adminlogin', async () => {
    renderNav('/home', 'placementDocs', false);
    await userEvent.click(screen.getByRole('link', { name: 'Docs' }));
    expect(await screen.findByText('/adminlogin')).toBeInTheDocument();
  });

  it('marks the files item on /media and /docs', () => {
    renderNav('/docs', 'placementDocs');
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('aria-current', 'page');
  });
});
