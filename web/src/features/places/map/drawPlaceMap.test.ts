import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { drawPlaceMap as DrawPlaceMap } from './drawPlaceMap';

let drawPlaceMap: typeof DrawPlaceMap;

beforeAll(async () => {
  // Leaflet draws vector layers as SVG when the browser can; jsdom lacks only this one method of it.
  Object.defineProperty(SVGSVGElement.prototype, 'createSVGRect', { value: () => ({}), configurable: true });
  ({ drawPlaceMap } = await import('./drawPlaceMap'));
});

let container: HTMLDivElement;
afterEach(() => {
  container.remove();
});

const tiles = { url: 'http://127.0.0.1:9191/{z}/{x}/{y}.svg', attribution: 'Local stand-in tiles' };

function mount(): HTMLDivElement {
  container = document.createElement('div');
  document.body.append(container);
  return container;
}

describe('drawPlaceMap', () => {
  it('draws the pin with its radius, each reading with its accuracy, a scale and the attribution', () => {
    const remove = drawPlaceMap(mount(), {
      pin: { latitude: 18.5314, longitude: 73.8446, radius: 250, proposed: true },
      readings: [
        {
          id: '1',
          latitude: 18.5315,
          longitude: 73.8447,
          accuracy: 12,
          category: 'notAccepted',
          label: 'V-1: Unverified',
        },
        {
          id: '2',
          latitude: 18.52,
          longitude: 73.85,
          accuracy: 40,
          category: 'far',
          label: 'V-2: Far (1.3 km)',
        },
      ],
      tiles,
    });
    expect(container.querySelectorAll('.place-map__reading')).toHaveLength(2);
    expect(
      container.querySelector('.place-map__reading[title="V-2: Far (1.3 km)"] .place-map__mark--far'),
    ).not.toBeNull();
    expect(container.querySelectorAll('path.place-map__accuracy')).toHaveLength(2);
    expect(container.querySelector('path.place-map__radius--proposed')).not.toBeNull();
    expect(container.querySelector('.place-map__pin[title="The proposed pin"]')).not.toBeNull();
    expect(container.querySelector('.leaflet-control-scale-line')).not.toBeNull();
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toContain(
      'Local stand-in tiles',
    );
    const tile = container.querySelector<HTMLImageElement>('img.leaflet-tile');
    expect(tile?.src).toMatch(/^http:\/\/127\.0\.0\.1:9191\/\d+\/\d+\/\d+\.svg$/);
    remove();
    expect(container.querySelector('.leaflet-pane')).toBeNull();
  });

  it('an accepted pin is drawn solid, and readings alone still make a map', () => {
    const remove = drawPlaceMap(mount(), {
      pin: { latitude: 18.5314, longitude: 73.8446, radius: 250, proposed: false },
      readings: [],
      tiles,
    });
    expect(container.querySelector('path.place-map__radius--proposed')).toBeNull();
    expect(container.querySelector('.place-map__pin[title="The pin"]')).not.toBeNull();
    remove();
    const again = drawPlaceMap(mount(), {
      pin: null,
      readings: [
        {
          id: '1',
          latitude: 18.5315,
          longitude: 73.8447,
          accuracy: 12,
          category: 'unverified',
          label: 'V-1',
        },
      ],
      tiles,
    });
    expect(container.querySelectorAll('.place-map__reading')).toHaveLength(1);
    again();
  });
});
