import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@domain/roles';
import { call } from '../../lib/callables';
import type { Session } from '../../lib/session';
import { renderPage } from '../../testing/renderPage';
import { ReviewLink } from './ReviewLink';

vi.mock('../../lib/callables', () => ({ call: vi.fn() }));
vi.mock('../../lib/session', () => ({
  useSession: vi.fn(),
  getSession: vi.fn(),
  hasRole: (session: Session, role: Role) => session.status === 'signedIn' && session.roles.includes(role),
}));

const admin: Session = {
  status: 'signedIn',
  uid: 'admin-1',
  email: 'ravi.admin@example.com',
  roles: ['admin'],
};

beforeEach(() => {
  vi.mocked(call).mockReset();
  vi.mocked(call).mockResolvedValue({
    rows: [],
    next: null,
    waiting: { sales: 6, placement: 4 },
    staff: [],
  });
});

describe('ReviewLink', () => {
  it('counts what the Review list it opens shows: its side’s waiting spends', async () => {
    renderPage('/', <ReviewLink side="sales" />, admin);
    const link = await screen.findByRole('link', { name: 'Review, 6 waiting' });
    expect(link).toHaveAttribute('href', '/review?side=sales');
    expect(link).toHaveTextContent('Review6');
  });

  it('counts both sides when it opens Review on both', async () => {
    renderPage('/', <ReviewLink />, admin);
    expect(await screen.findByRole('link', { name: 'Review, 10 waiting' })).toHaveAttribute(
      'href',
      '/review',
    );
  });
});
