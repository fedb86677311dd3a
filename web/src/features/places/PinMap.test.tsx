import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisitItem } from '@domain/api/visitItem';
import type { MapDrawing } from './map/drawPlaceMap';

const drawn = vi.hoisted(() => ({ drawings: [] as MapDrawing[], removed: 0, fail: false }));
vi.mock('./map/drawPlaceMap', () => {
  if (drawn.fail) throw new Error('Failed to fetch dynamically imported module');
  return {
    drawPlaceMap: (_container: HTMLElement, drawing: MapDrawing) => {
      drawn.drawings.push(drawing);
      return () => {
        drawn.removed += 1;
      };
    },
  };
});

const { PinMap } = await import('./PinMap');

const pin = {
  latitude: 18.5314,
  longitude: 73.8446,
  radius: 250,
  state: 'proposed' as const,
  setAt: 0,
  setBy: { uid: 'u1', label: 'Asha Rao' },
};
const visit = (id: string, check: VisitItem['check'], reading = true): VisitItem => ({
  id,
  code: `SALES-VIST-${id}`,
  visitedAt: 0,
  createdAt: 0,
  place: 'AISSMS',
  placeKey: 'aissms',
  by: { uid: 'sales-1', email: 'asha@example.com', name: 'Asha Rao' },
  fields: {},
  sheet: { state: 'synced' },
  ...(reading ? { reading: { latitude: 18.5315, longitude: 73.8447, accuracy: 12 } } : {}),
  ...(check ? { check } : {}),
});

const userAgent = navigator.userAgent;
const setUserAgent = (value: string) => {
  Object.defineProperty(navigator, 'userAgent', { value, configurable: true });
};

beforeEach(() => {
  drawn.drawings = [];
  drawn.removed = 0;
});
afterEach(() => {
  setUserAgent(userAgent);
});

describe('PinMap', () => {
  it('counts the readings by the one bucket: Too fast never among the Verified, Not accepted apart', async () => {
    render(
      <PinMap
        name="AISSMS"
        pin={pin}
        visits={[
          visit('1', { status: 'verified', distance: 0 }),
          visit('2', { status: 'verified', distance: 5, tooFast: true, speed: 240 }),
          visit('3', { status: 'unverified', why: 'notAccepted', distance: 8 }),
          visit('4', undefined, false),
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: /^Map\./ })).toHaveAccessibleName(
      'Map. The proposed pin with its 250 m radius; 3 visits with a reading: 1 Verified, 0 Far, 0 Unverified, 1 Not accepted, 1 Too fast.',
    );
    await waitFor(() => {
      expect(drawn.drawings).toHaveLength(1);
    });
    const [drawing] = drawn.drawings;
    expect(drawing?.pin).toEqual({ latitude: 18.5314, longitude: 73.8446, radius: 250, proposed: true });
    expect(drawing?.readings.map((reading) => reading.category)).toEqual([
      'verified',
      'tooFast',
      'notAccepted',
    ]);
    expect(drawing?.readings[0]).toMatchObject({ latitude: 18.5315, longitude: 73.8447, accuracy: 12 });
    expect(drawing?.tiles.url).toContain('{z}/{x}/{y}');
    expect(screen.queryByText('Loading the map…')).toBeNull();
  });

  it('says the map is coming while its code loads, and draws it once', async () => {
    render(<PinMap name="AISSMS" pin={pin} visits={[visit('1', { status: 'verified', distance: 0 })]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map…');
    await waitFor(() => {
      expect(screen.queryByRole('status')).toBeNull();
    });
    expect(drawn.drawings).toHaveLength(1);
  });

  it('draws again only when what it shows changes, removing the old drawing', async () => {
    const visits = [visit('1', { status: 'verified', distance: 0 })];
    const { rerender } = render(<PinMap name="AISSMS" pin={pin} visits={visits} />);
    await waitFor(() => {
      expect(drawn.drawings).toHaveLength(1);
    });
    rerender(<PinMap name="AISSMS" pin={pin} visits={[...visits]} />);
    rerender(<PinMap name="AISSMS" pin={{ ...pin, state: 'accepted' }} visits={visits} />);
    await waitFor(() => {
      expect(drawn.drawings).toHaveLength(2);
    });
    expect(drawn.removed).toBe(1);
    expect(drawn.drawings[1]?.pin?.proposed).toBe(false);
  });

  it("opens the place in an Android phone's map app with a geo: link, and on OpenStreetMap anywhere", () => {
    setUserAgent(
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
    );
    render(<PinMap name="AISSMS College" pin={pin} visits={[]} />);
    expect(screen.getByRole('link', { name: 'Open in the map app' })).toHaveAttribute(
      'href',
      'geo:18.53140,73.84460?q=18.53140,73.84460(AISSMS%20College)',
    );
    expect(screen.getByRole('link', { name: 'Open on OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=18.53140&mlon=73.84460#map=17/18.53140/73.84460',
    );
  });

  it('opens Apple Maps on an iPhone, and offers no map app at a desk', () => {
    setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148');
    const { unmount } = render(<PinMap name="AISSMS" pin={pin} visits={[]} />);
    expect(screen.getByRole('link', { name: 'Open in the map app' })).toHaveAttribute(
      'href',
      'https://maps.apple.com/?ll=18.53140,73.84460&q=AISSMS',
    );
    unmount();
    setUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36');
    render(<PinMap name="AISSMS" pin={pin} visits={[]} />);
    expect(screen.queryByRole('link', { name: 'Open in the map app' })).toBeNull();
  });

  it('with no pin yet, centres the map on the readings', async () => {
    render(<PinMap name="AISSMS" pin={null} visits={[visit('1', { status: 'unverified', why: 'noPin' })]} />);
    expect(screen.getByRole('region', { name: /^Map\./ })).toHaveAccessibleName(
      'Map. No pin; 1 visits with a reading: 0 Verified, 0 Far, 1 Unverified.',
    );
    await waitFor(() => {
      expect(drawn.drawings).toHaveLength(1);
    });
    expect(drawn.drawings[0]?.pin).toBeNull();
  });
});
