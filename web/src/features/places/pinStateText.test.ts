import { describe, expect, it } from 'vitest';
import { pinStateText } from './pinStateText';

const at = Date.parse('2026-11-02T10:00:00+05:30');
const base = { latitude: 18.5314, longitude: 73.8446, radius: 250, setAt: at } as const;
const asha = { uid: 'u1', label: 'Asha Rao' };
const ravi = { uid: 'u2', label: 'Ravi Kumar' };
const meera = { uid: 'a1', label: 'Meera Iyer' };

describe('pinStateText', () => {
  it('says who proposed a pin and that it verifies nothing yet, never that the rep set it', () => {
    const text = pinStateText({
      ...base,
      state: 'proposed',
      fromVisitIds: ['v1', 'v3'],
      proposedBy: [ravi, asha],
      setBy: asha,
    });
    expect(text).toBe(
      'Proposed pin at 18.53140, 73.84460, radius 250 m, proposed from the readings of Ravi Kumar and Asha Rao; not accepted yet: its visits are Unverified until an admin accepts it.',
    );
    expect(text).not.toContain('set');
    // A pin proposed before its people were kept still says it is not accepted.
    expect(pinStateText({ ...base, state: 'proposed', fromVisitIds: ['v1', 'v3'], setBy: asha })).toBe(
      'Proposed pin at 18.53140, 73.84460, radius 250 m, from 2 readings that agree; not accepted yet: its visits are Unverified until an admin accepts it.',
    );
  });

  it('says who proposed an accepted pin and who accepted it', () => {
    const text = pinStateText({
      ...base,
      state: 'accepted',
      fromVisitIds: ['v1', 'v3', 'v4'],
      proposedBy: [ravi, asha, { uid: 'u3', label: 'Kiran Patil' }],
      acceptedBy: meera,
      acceptedAt: at,
      setBy: meera,
    });
    expect(text).toMatch(
      /^Pin at 18\.53140, 73\.84460, radius 250 m, proposed from the readings of Ravi Kumar, Asha Rao and Kiran Patil; accepted 02\/11\/2026.* by Meera Iyer\.$/,
    );
  });

  it('says who set a pin an admin placed', () => {
    expect(pinStateText({ ...base, state: 'accepted', setBy: meera }, 'SALES-VIST-3')).toMatch(
      /^Pin at 18\.53140, 73\.84460, radius 250 m, from visit SALES-VIST-3; set 02\/11\/2026.* by Meera Iyer\.$/,
    );
  });
});
