import { describe, expect, it } from 'vitest';
import { coordinatesMessages, parseCoordinates } from '../../src/domain/visits/location/coordinates.js';
import { pinDoubtOf } from '../../src/domain/visits/location/pinDoubt.js';

const pune = { latitude: 18.5204, longitude: 73.8567 };

describe('parseCoordinates', () => {
  it('reads decimals as map apps copy them', () => {
    expect(parseCoordinates('18.5204, 73.8567')).toEqual(pune);
    expect(parseCoordinates(' 18.5204,73.8567 ')).toEqual(pune);
    expect(parseCoordinates('18.5204 73.8567')).toEqual(pune);
    expect(parseCoordinates('18.5204°, 73.8567°')).toEqual(pune);
    expect(parseCoordinates('-33.8688, 151.2093')).toEqual({ latitude: -33.8688, longitude: 151.2093 });
  });

  it('reads hemispheres: S and W are negative, the letters say which is which', () => {
    expect(parseCoordinates('18.5204° N, 73.8567° E')).toEqual(pune);
    expect(parseCoordinates('18.5204N 73.8567E')).toEqual(pune);
    expect(parseCoordinates('N 18.5204, E 73.8567')).toEqual(pune);
    expect(parseCoordinates('73.8567° E, 18.5204° N')).toEqual(pune);
    expect(parseCoordinates('33.8688° S, 151.2093° E')).toEqual({ latitude: -33.8688, longitude: 151.2093 });
    expect(parseCoordinates('40.7128° N, 74.0060° W')).toEqual({ latitude: 40.7128, longitude: -74.006 });
  });

  it('reads degrees minutes seconds', () => {
    expect(parseCoordinates('18°31\'13.4"N 73°51\'24.1"E')).toEqual({
      latitude: 18.520389,
      longitude: 73.856694,
    });
    expect(parseCoordinates('18° 31′ 13.4″ N, 73° 51′ 24.1″ E')).toEqual({
      latitude: 18.520389,
      longitude: 73.856694,
    });
    expect(parseCoordinates("18°31.2234'N 73°51.402'E")).toEqual({ latitude: 18.52039, longitude: 73.8567 });
    expect(parseCoordinates('33°52\'7.7"S 151°12\'33.5"E')).toEqual({
      latitude: -33.868806,
      longitude: 151.209306,
    });
  });

  it('reads Google Maps links', () => {
    expect(parseCoordinates('https://www.google.com/maps/@18.5204,73.8567,15z')).toEqual(pune);
    expect(parseCoordinates('https://www.google.com/maps/place/Pune/@18.5204,73.8567,17z/data=!3m1')).toEqual(
      pune,
    );
    expect(parseCoordinates('https://maps.google.com/?q=18.5204,73.8567')).toEqual(pune);
    expect(parseCoordinates('https://www.google.com/maps/search/?api=1&query=18.5204%2C73.8567')).toEqual(
      pune,
    );
    expect(parseCoordinates('https://maps.google.com/maps?ll=18.5204,73.8567&z=15')).toEqual(pune);
    expect(
      parseCoordinates(
        'https://www.google.com/maps/place/X/@18.6,73.9,15z/data=!4m6!3m5!3d18.5204!4d73.8567',
      ),
    ).toEqual({ latitude: 18.6, longitude: 73.9 });
  });

  it('reads Apple Maps links, the point before the view', () => {
    expect(parseCoordinates('https://maps.apple.com/?ll=18.5204,73.8567&q=Dropped%20Pin')).toEqual(pune);
    expect(parseCoordinates('https://maps.apple.com/?q=Modern%20College&sll=18.5204,73.8567&z=15')).toEqual(
      pune,
    );
    expect(parseCoordinates('https://maps.apple.com/?q=18.5204,73.8567')).toEqual(pune);
  });

  it('reads geo: URIs', () => {
    expect(parseCoordinates('geo:18.5204,73.8567')).toEqual(pune);
    expect(parseCoordinates('geo:18.5204,73.8567?z=15')).toEqual(pune);
    expect(parseCoordinates('geo:18.5204,73.8567,560;u=35')).toEqual(pune);
    expect(parseCoordinates('geo:0,0?q=18.5204,73.8567(Modern College)')).toEqual(pune);
  });

  it('refuses what it cannot read, saying what is wrong', () => {
    expect(parseCoordinates('')).toEqual({ error: coordinatesMessages.shape });
    expect(parseCoordinates('18.5204')).toEqual({ error: coordinatesMessages.shape });
    expect(parseCoordinates('Modern College, Pune')).toEqual({ error: coordinatesMessages.shape });
    expect(parseCoordinates('18.5204, 73.8567, 12')).toEqual({ error: coordinatesMessages.shape });
    expect(parseCoordinates('91, 73.8567')).toEqual({ error: coordinatesMessages.latitude });
    expect(parseCoordinates('18.5, 181')).toEqual({ error: coordinatesMessages.longitude });
    expect(parseCoordinates('91° N, 73° E')).toEqual({ error: coordinatesMessages.latitude });
    expect(parseCoordinates('18°61\'0"N 73°51\'24.1"E')).toEqual({ error: coordinatesMessages.minutes });
    expect(parseCoordinates("18.5°31'N 73°51'E")).toEqual({ error: coordinatesMessages.minutes });
    expect(parseCoordinates('18.5204° N, 73.8567° N')).toEqual({ error: coordinatesMessages.hemisphere });
    expect(parseCoordinates('-18.5204° S, 73.8567° E')).toEqual({ error: coordinatesMessages.hemisphere });
    expect(parseCoordinates('N18.5204N, 73.8567')).toEqual({ error: coordinatesMessages.hemisphere });
    expect(parseCoordinates('https://maps.app.goo.gl/AbCdEf123')).toEqual({
      error: coordinatesMessages.link,
    });
    expect(parseCoordinates('https://maps.apple.com/?q=Modern%20College')).toEqual({
      error: coordinatesMessages.link,
    });
    expect(parseCoordinates('geo:95,73.8567')).toEqual({ error: coordinatesMessages.latitude });
  });
});

describe('pinDoubtOf', () => {
  const reading = { latitude: 18.52, longitude: 73.857 };

  it('lets a pin near a reading, or inside India with no readings, move without a question', () => {
    expect(pinDoubtOf(pune, [reading])).toBeNull();
    expect(pinDoubtOf(pune, [])).toBeNull();
  });

  it('asks about the swapped pair and offers it back', () => {
    expect(pinDoubtOf({ latitude: 73.8567, longitude: 18.5204 }, [reading])).toEqual({
      question:
        '73.8567, 18.5204 is outside India. Move the pin there anyway? Latitude and longitude may be swapped: 18.5204, 73.8567 fits this place.',
      swapped: pune,
    });
    expect(pinDoubtOf({ latitude: 73.8567, longitude: 18.5204 }, [])).toMatchObject({ swapped: pune });
  });

  it('asks about a pin far from every reading, offering nothing when the swap does not fit', () => {
    expect(pinDoubtOf({ latitude: 19.076, longitude: 72.8777 }, [reading])).toEqual({
      question: '19.076, 72.8777 is 120.2 km from every reading of this place. Move the pin there anyway?',
    });
    expect(pinDoubtOf({ latitude: 40.7128, longitude: -74.006 }, [])).toEqual({
      question: '40.7128, -74.006 is outside India. Move the pin there anyway?',
    });
  });
});
