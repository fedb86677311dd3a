import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlacePageOutput } from '@domain/api/placePage';
import { coordinatesMessages } from '@domain/visits/location/coordinates';
import { call } from '../../lib/callables';
import { renderDashboard } from '../../testing/adminScreens';
import { PlacePage } from './PlacePage';

vi.mock('../../lib/callables', () => ({ call: vi.fn(), CallError: Error }));
// The map's drawing (Leaflet) is tested on its own and in the browser; here only that it is asked for.
vi.mock('./map/drawPlaceMap', () => ({ drawPlaceMap: () => () => undefined }));
vi.mock('../../lib/session', () => ({ useSession: vi.fn(), getSession: vi.fn(), signOut: vi.fn() }));

const at = Date.parse('2026-11-02T10:00:00+05:30');

const page: PlacePageOutput = {
  name: 'AISSMS College of Engineering',
  key: 'aissms college of engineering',
  total: 2,
  firstAt: at - 86_400_000,
  lastAt: at,
  lastBy: { uid: 'u2', label: 'Ravi Kumar' },
  latest: { visitPhase: 'Follow up - I', totalContractValue: 300060 },
  pin: null,
  evidence: { readings: 0, people: [], days: [], spread: 0, agreeing: 0 },
  followUps: [
    { by: { uid: 'u2', label: 'Ravi Kumar' }, due: '2026-11-01', remark: 'Bring the MOU', daysOverdue: 3 },
    { by: { uid: 'u1', label: 'Asha Rao' }, due: '2026-11-09', daysOverdue: 0 },
  ],
  visits: [
    {
      id: 'v1',
      code: 'SALES-VIST-1',
      visitedAt: at - 86_400_000,
      createdAt: at - 86_400_000,
      place: 'AISSMS College of Engineering',
      placeKey: 'aissms college of engineering',
      by: { uid: 'u1', email: 'asha.sales@example.com', name: 'Asha Rao' },
      fields: { visitPhase: 'Lead', remarks: 'Met the TPO' },
      sheet: { state: 'disabled' },
    },
    {
      id: 'v2',
      code: 'SALES-VIST-2',
      visitedAt: at,
      createdAt: at,
      place: 'AISSMS College of Engineering',
      placeKey: 'aissms college of engineering',
      by: { uid: 'u2', email: 'ravi.sales@example.com', name: 'Ravi Kumar' },
      fields: { visitPhase: 'Follow up - I' },
      sheet: { state: 'disabled' },
    },
  ],
  spend: {
    claimed: 550,
    approved: 350,
    count: 2,
    people: [
      { uid: 'u1', label: 'Asha Rao', claimed: 400, approved: 350, count: 1 },
      { uid: 'u2', label: 'Ravi Kumar', claimed: 150, approved: 0, count: 1 },
    ],
  },
  bills: [
    {
      id: 'b1',
      url: 'http://img/b1.jpg',
      previewUrl: 'http://img/p/b1.jpg',
      thumbnailUrl: 'http://img/t/b1.jpg',
      fileName: 'taxi.jpg',
      exists: true,
      entryId: 'e1',
      owner: { uid: 'u1', email: 'asha.sales@example.com', name: 'Asha Rao' },
      day: '2026-11-01',
      state: 'approved',
    },
  ],
};

beforeEach(() => {
  vi.mocked(call).mockReset();
});

describe('PlacePage', () => {
  it("shows a place's latest phase, its spend per person, its visits newest first and its bills", async () => {
    vi.mocked(call).mockResolvedValue(page);
    renderDashboard(
      '/salesplace',
      '/salesplace?name=aissms%20college%20of%20engineering%20',
      <PlacePage kind="sales" />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AISSMS College of Engineering' }),
    ).toBeVisible();
    expect(call).toHaveBeenCalledWith('placePage', { kind: 'sales', name: 'aissms college of engineering' });
    const summary = screen.getByRole('region', { name: 'Latest phase' });
    expect(within(summary).getByText('Ravi Kumar')).toBeVisible();
    expect(within(summary).getByText('Follow up - I')).toBeVisible();
    const spend = within(screen.getByRole('region', { name: 'Spend' }));
    expect(spend.getByRole('row', { name: /Asha Rao ₹400\.00 ₹350\.00 1/ })).toBeVisible();
    expect(spend.getByRole('row', { name: /All ₹550\.00 ₹350\.00 2/ })).toBeVisible();
    const visits = within(screen.getByRole('region', { name: 'Visits (2)' })).getAllByRole('listitem');
    expect(visits.map((item) => item.textContent)).toEqual([
      expect.stringContaining('SALES-VIST-2'),
      expect.stringContaining('Met the TPO'),
    ]);
    expect(screen.getByRole('img', { name: 'Bill taxi.jpg by Asha Rao, 2026-11-01' })).toBeVisible();
    const followUps = within(screen.getByRole('region', { name: 'Open follow-ups (2)' })).getAllByRole(
      'listitem',
    );
    expect(followUps.map((item) => item.textContent)).toEqual([
      '01/11/2026 by Ravi Kumar Overdue 3 daysBring the MOU',
      '09/11/2026 by Asha Rao ',
    ]);
  });

  it('says so when a place has nothing yet, and offers Retry when loading fails', async () => {
    vi.mocked(call).mockRejectedValueOnce(new Error('offline'));
    renderDashboard('/placementplace', '/placementplace?name=Acme', <PlacePage kind="placement" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this company.');
    vi.mocked(call).mockResolvedValue({
      ...page,
      name: 'Acme',
      total: 0,
      firstAt: null,
      lastAt: null,
      lastBy: null,
      latest: {},
      visits: [],
      spend: { claimed: 0, approved: 0, count: 0, people: [] },
      bills: [],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No spend recorded at this company.')).toBeVisible();
    expect(screen.getByText('No bills on these spends.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Hiring status' })).toHaveTextContent('No visits logged yet.');
  });

  it('shows the proposed pin with the visits drawn around it; Accept and a visit’s reading change it, and a refusal is shown', async () => {
    const pinned: PlacePageOutput = {
      ...page,
      pin: {
        latitude: 18.5314,
        longitude: 73.8446,
        radius: 250,
        state: 'proposed',
        fromVisitIds: ['v1', 'v3'],
        setAt: at - 86_400_000,
        setBy: { uid: 'u1', label: 'Asha Rao' },
      },
      evidence: {
        readings: 3,
        people: ['Asha Rao', 'Ravi Kumar'],
        days: ['2026-11-01', '2026-11-02'],
        spread: 2113,
        agreeing: 2,
      },
      visits: [
        {
          ...page.visits[0]!,
          reading: { latitude: 18.5314, longitude: 73.8446, accuracy: 12 },
          check: { status: 'verified', distance: 0 },
        },
        {
          ...page.visits[1]!,
          reading: { latitude: 18.5694, longitude: 73.8446, accuracy: 20 },
          check: { status: 'far', distance: 4226 },
        },
      ],
    };
    const changes: unknown[] = [];
    vi.mocked(call).mockImplementation(((name: string, input: { change?: { kind: string } }) => {
      if (name === 'placePage') return Promise.resolve(pinned);
      changes.push(input.change);
      if (input.change?.kind === 'useVisit')
        return Promise.reject(new Error('This visit has no location reading to use.'));
      // Accepting judges the place's visits again (only an accepted pin verifies), as a move does.
      return Promise.resolve({ pin: { ...pinned.pin, state: 'accepted' }, recomputed: 2 });
    }) as never);
    renderDashboard('/salesplace', '/salesplace?name=AISSMS', <PlacePage kind="sales" />);
    const section = await screen.findByRole('region', { name: 'Location' });
    expect(within(section).getByTestId('pin-state')).toHaveTextContent(
      'Proposed pin at 18.53140, 73.84460, radius 250 m, from 2 readings that agree; not accepted yet: its visits are Unverified until an admin accepts it.',
    );
    expect(within(section).getByTestId('pin-evidence')).toHaveTextContent(
      'Evidence: 3 good readings by Asha Rao, Ravi Kumar on 01/11/2026, 02/11/2026, 2.1 km apart at most from their centre; 2 agree.',
    );
    expect(within(section).getByRole('region', { name: /^Map\./ })).toHaveAccessibleName(
      /250 m radius; 2 visits with a reading: 1 Verified, 1 Far, 0 Unverified/,
    );
    expect(screen.getByText('Location: Far (4.2 km)')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Accept pin' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      /^Pin accepted\. 2 visits judged again\.$/,
    );
    // Coordinates as a map app copies them, pasted in one field; a bad paste says what is wrong, in
    // the one result line: 'Pin accepted.' does not stay beside it.
    const coordinates = within(section).getByLabelText('Coordinates or a map link');
    await userEvent.click(coordinates);
    await userEvent.paste('Modern College');
    await userEvent.click(within(section).getByRole('button', { name: 'Move pin here' }));
    expect(within(section).getByTestId('pin-outcome')).toHaveTextContent(coordinatesMessages.shape);
    expect(within(section).getByTestId('pin-outcome')).toHaveRole('alert');
    expect(within(section).queryByText(/Pin accepted/)).not.toBeInTheDocument();
    expect(coordinates).toHaveAttribute('aria-invalid', 'true');
    // A swapped pair asks first and offers the pair that fits the readings.
    await userEvent.clear(coordinates);
    await userEvent.paste('73.8450, 18.5320');
    await userEvent.click(within(section).getByRole('button', { name: 'Move pin here' }));
    expect(within(section).getByTestId('pin-outcome')).toHaveTextContent(
      '73.845, 18.532 is outside India. Move the pin there anyway? Latitude and longitude may be swapped: 18.532, 73.845 fits this place.',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Move the pin to 18.532, 73.845' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Pin moved. 2 visits judged again.');
    expect(within(section).getAllByTestId('pin-outcome')).toHaveLength(1);
    expect(coordinates).toHaveAttribute('aria-invalid', 'false');
    // A Google Maps link 60 km away asks first; the admin moves it anyway.
    await userEvent.clear(coordinates);
    await userEvent.paste('https://www.google.com/maps/@19.0760,72.8777,15z');
    await userEvent.click(within(section).getByRole('button', { name: 'Move pin here' }));
    expect(within(section).getByTestId('pin-outcome')).toHaveTextContent(
      '19.076, 72.8777 is 116.3 km from every reading of this place. Move the pin there anyway?',
    );
    await userEvent.click(
      within(section).getByRole('button', { name: 'Move the pin to 19.076, 72.8777 anyway' }),
    );
    expect(await within(section).findByRole('status')).toHaveTextContent('Pin moved. 2 visits judged again.');
    await userEvent.click(
      screen.getByRole('button', { name: 'Use the reading of visit SALES-VIST-2 as the pin' }),
    );
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This visit has no location reading to use.',
    );
    expect(changes).toEqual([
      { kind: 'accept' },
      { kind: 'move', latitude: 18.532, longitude: 73.845 },
      { kind: 'move', latitude: 19.076, longitude: 72.8777, confirmed: true },
      { kind: 'useVisit', visitId: 'v2' },
    ]);
  });
});
