import { describe, expect, it } from 'vitest';
import { coordinatesMessages, parseCoordinates } from './coordinatesText';

describe('parseCoordinates', () => {
  it('takes coordinates as map apps copy them', () => {
    const pune = { latitude: 18.5204, longitude: 73.8567 };
    expect(parseCoordinates('18.5204, 73.8567')).toEqual(pune);
    expect(parseCoordinates(' 18.5204,73.8567 ')).toEqual(pune);
    expect(parseCoordinates('18.5204 73.8567')).toEqual(pune);
    expect(parseCoordinates('18.5204°, 73.8567°')).toEqual(pune);
    expect(parseCoordinates('-33.8688, 151.2093')).toEqual({ latitude: -33.8688, longitude: 151.2093 });
  });

  it('says clearly what is wrong', () => {
    expect(parseCoordinates('')).toEqual({ error: coordinatesMessages.shape });
    expect(parseCoordinates('18.5204')).toEqual({ error: coordinatesMessages.shape });
    expect(parseCoordinates('Modern College, Pune')).toEqual({ error: coordinatesMessages.shape });
    expect(parseCoordinates('18.5204, 73.8567, 12')).toEqual({ error: coordinatesMessages.shape });
    expect(parseCoordinates('91, 73.8567')).toEqual({ error: coordinatesMessages.latitude });
    expect(parseCoordinates('18.5, 181')).toEqual({ error: coordinatesMessages.longitude });
  });
});
