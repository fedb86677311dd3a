import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VisitItem } from '@domain/api/visitItem';
import { PinMap } from './PinMap';

const pin = {
  latitude: 18.5314,
  longitude: 73.8446,
  radius: 250,
  state: 'proposed' as const,
  setAt: 0,
  setBy: { uid: 'u1', label: 'Asha Rao' },
};
const visit = (id: string, check: VisitItem['check']): VisitItem => ({
  id,
  code: `SALES-VIST-${id}`,
  visitedAt: 0,
  createdAt: 0,
  place: 'AISSMS',
  placeKey: 'aissms',
  by: { uid: 'sales-1', email: 'asha@example.com', name: 'Asha Rao' },
  fields: {},
  sheet: { state: 'synced' },
  reading: { latitude: 18.5314, longitude: 73.8446, accuracy: 12 },
  ...(check ? { check } : {}),
});

describe('PinMap', () => {
  it('counts the readings by the one bucket: Too fast never among the Verified, Not accepted apart', () => {
    render(
      <PinMap
        pin={pin}
        visits={[
          visit('1', { status: 'verified', distance: 0 }),
          visit('2', { status: 'verified', distance: 5, tooFast: true, speed: 240 }),
          visit('3', { status: 'unverified', why: 'notAccepted', distance: 8 }),
        ]}
      />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(
      /3 visits with a reading: 1 Verified, 0 Far, 0 Unverified, 1 Not accepted, 1 Too fast\./,
    );
  });
});
